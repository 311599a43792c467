"""Refusals on the command line (referee.cli.common.fail, options.Count, usage): every count bounded
by referee.limits, every output name checked before the work, click's own usage errors; each exit 2
with a sentence naming the option and the value, JSON under --json, French under --lang fr."""

from __future__ import annotations

import json

import pytest

from helpers import REPO, run_referee
from referee import limits

# slow (left out by `pytest -m "not slow"`): each test runs the referee in a subprocess, as a user does
pytestmark = pytest.mark.slow

EXAMPLE = str(REPO / "examples" / "dark-tower-4p.json")
RECORD = str(REPO / "tests" / "golden" / "knight.json")


@pytest.mark.parametrize("args, option, maximum", [
    (["compare", "standard", "--games", "1000000000000"], "--games", limits.MAX_COMPARE_GAMES),
    (["compare", "standard", "--workers", "0"], "--workers", limits.MAX_WORKERS),
    (["compare", "standard", "--verify", "-1"], "--verify", limits.MAX_VERIFY),
    (["compare", "standard", "--seed", "1e3"], "--seed", limits.MAX_SEED),
    (["simulate", "--games", "100001"], "--games", limits.MAX_GAMES),
    (["simulate", "--max-rounds", "1001"], "--max-rounds", limits.MAX_ROUNDS),
    (["check", "--examples", "0"], "--examples", limits.MAX_EXAMPLES),
    (["replay", RECORD, "--until", "1001"], "--until", limits.MAX_ROUNDS),
    (["score", "--region", "5", "A=1", "--players", "9"], "--players", limits.MAX_PLAYERS),
])
def test_a_count_outside_its_limit_is_refused_naming_the_option_and_the_bound(args, option, maximum):
    # the limit is read from referee.limits, the one place every command takes its bounds from;
    # 10^12 games used to grow memory without end
    done = run_referee(*args)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith(option) and f"{maximum:,}" in done.stderr
    answer = json.loads(run_referee(*args, "--json").stdout)
    assert answer["valid"] is False and answer["problems"][0]["field"] == option
    if args[0] == "check":
        return          # referee check has no French yet (its table and verdicts are English only)
    french = run_referee(*args, "--lang", "fr")
    assert "un nombre entier de" in french.stderr and f"{maximum:,}".replace(",", "\u202f") in french.stderr


@pytest.mark.parametrize("ruleset", ["+", "standard+", "+permanent-nobles", " "])
def test_an_empty_ruleset_name_is_refused(ruleset):
    done = run_referee("compare", "standard", ruleset, "--games", "10")
    assert done.returncode == 2 and "an empty name" in done.stderr


def test_more_variants_or_rulesets_than_the_limits_are_refused():
    nine = "+".join(["permanent-nobles"] * (limits.MAX_VARIANTS + 1))
    done = run_referee("compare", "standard", nine, "--games", "10")
    assert done.returncode == 2 and f"at most {limits.MAX_VARIANTS}" in done.stderr
    done = run_referee("compare", *["standard"] * (limits.MAX_RULESETS + 1), "--games", "10")
    assert done.returncode == 2 and f"at most {limits.MAX_RULESETS}" in done.stderr


def test_an_empty_output_name_is_refused_and_nothing_is_written(tmp_path):
    done = run_referee("score", EXAMPLE, "--out", "", cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.startswith('--out "": an empty file name')
    assert list(tmp_path.iterdir()) == []


def test_an_over_long_output_name_is_refused_without_a_traceback(tmp_path):
    name = "x" * 300 + ".json"
    done = run_referee("score", EXAMPLE, "--out", name, cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"more than {limits.MAX_OUTPUT_NAME_BYTES} bytes" in done.stderr


def test_two_outputs_naming_one_file_are_refused_before_the_work(tmp_path):
    # replay --out X --report X used to exit 0 with the score sheet lost under the report
    target = tmp_path / "both.html"
    done = run_referee("replay", RECORD, "--out", str(target), "--report", str(target))
    assert done.returncode == 2 and "--out writes the same file" in done.stderr
    assert not target.exists()


def test_an_output_error_names_the_option_given(tmp_path):
    done = run_referee("replay", RECORD, "--report", str(tmp_path / "missing" / "r.html"))
    assert done.returncode == 2 and done.stderr.startswith("--report ") and "does not exist" in done.stderr
    done = run_referee("replay", RECORD, "--report", str(tmp_path), "--lang", "fr")
    assert done.returncode == 2 and done.stderr.startswith("--report ") and "c'est un dossier" in done.stderr


def test_clicks_usage_errors_follow_json_and_lang():
    done = run_referee("score", EXAMPLE, "--bogus", "--json")
    assert done.returncode == 2
    problem = json.loads(done.stdout)["problems"][0]
    assert problem["code"] == "BAD_USAGE" and problem["field"] == "--bogus"
    done = run_referee("score", EXAMPLE, "--bogus", "--lang", "fr")
    assert done.returncode == 2 and "option inconnue --bogus" in done.stderr and "No such option" not in done.stderr
    done = run_referee("replay", "--lang", "fr")
    assert done.returncode == 2 and "FILE manquant" in done.stderr


def test_a_value_that_is_none_of_an_options_choices_is_refused_in_the_asked_language():
    # click's own sentence ("'nowhere' is not one of 'points', 'winner', 'game'.") is English
    # whatever --lang asks; the refusal names the option, the value and each choice in either language
    from referee.messages import render

    choices = ["points", "winner", "game"]            # check --on's choices (cli/check.py)
    for lang in ("en", "fr"):
        done = run_referee("check", "--on", "nowhere", "--lang", lang, "--json")
        problem = json.loads(done.stdout)["problems"][0]
        assert done.returncode == 2 and problem["code"] == "BAD_USAGE" and problem["field"] == "--on"
        assert problem["message"] == render("usage.not-a-choice", lang, name="--on", given="'nowhere'", choices=choices)
        assert "is not one of" not in problem["message"]
    done = run_referee("check", "--on", "nowhere", "--lang", "fr")
    assert done.returncode == 2 and "'points' ou 'winner' ou 'game'" in done.stderr


@pytest.mark.parametrize("args, english, french, field, value", [
    (("score", "--region"), "--region needs a value", "--region attend une valeur", "--region", None),
    (("check", "--json=yes"), "--json takes no value", "--json ne prend pas de valeur", "--json", None),
    (("replay", "a.json", "b.json", "c.json"), "unexpected extra arguments: b.json c.json",
     "arguments en trop : b.json c.json", "ARGUMENTS", "b.json c.json"),
    (("scre",), "no such command scre (did you mean 'score'?)", "commande inconnue scre (vouliez-vous dire 'score' ?)",
     "COMMAND", "scre")])
def test_clicks_other_usage_errors_are_said_in_the_asked_language(args, english, french, field, value):
    # click's English sentences ("Option '--region' requires an argument.", "Got unexpected extra
    # argument (b.json)", "No such command 'scre'.") were printed inside French refusals; the sentences
    # expected here are the catalogue's, written from each case: the option, the arguments in excess
    # (all of them, in the order given), the command and the one near it
    command, *rest = args                 # the options asked for first: --region would take --lang as its value
    done = run_referee(command, "--lang", "fr", *rest, refused=True)
    assert done.returncode == 2 and done.stderr.endswith(f"Erreur : {french}\n")
    done = run_referee(command, "--json", *rest, refused=True)
    problem = json.loads(done.stdout)["problems"][0]
    assert done.returncode == 2 and problem["code"] == "BAD_USAGE"
    assert (problem["message"], problem["field"], problem["value"]) == (english, field, value)


def test_a_refusal_of_a_command_with_json_is_json():
    # a refusal that is not about the input file (here --agents) still answers in JSON
    done = run_referee("compare", "standard", "--agents", "clever", "--games", "10", "--json")
    assert done.returncode == 2 and done.stderr == ""
    assert json.loads(done.stdout)["valid"] is False


def test_the_messages_quote_what_the_user_wrote(tmp_path):
    # No rewritten values, no Python type names.
    data = json.loads(open(EXAMPLE, encoding="utf-8").read())
    position = tmp_path / "inf.json"
    position.write_text(json.dumps(data).replace('"Jen": 12', '"Jen": 1e309'), encoding="utf-8")
    done = run_referee("score", str(position))
    assert done.returncode == 2 and "scores.Jen = 1e309: expected a whole number" in done.stderr
    as_json = run_referee("score", str(position), "--json")
    assert json.loads(as_json.stdout)["problems"][0]["value"] == "1e309"     # valid JSON, as written
    # a banner given on the command line is quoted as given, not as a list
    warned = run_referee("score", EXAMPLE, "--banners", "Dark Tower=10,9,8,7,6,5,4,3,2,1")
    assert '--banners."Dark Tower" = 10,9,8,7,6,5,4,3,2,1:' in warned.stderr and "[10, 9" not in warned.stderr
    # a count that is not written in digits is named so, not "not a whole number"
    refused = run_referee("score", "--region", "Dark Tower", "Jen=10**30")
    assert refused.returncode == 2 and "written in digits" in refused.stderr and "whole number" not in refused.stderr
    # another game's file that is not an object: the value as the file holds it
    hands = run_referee("struggle", "score", "-", input="[1, 2]")
    assert hands.returncode == 2 and "(file) = [1, 2]:" in hands.stderr and "list" not in hands.stderr


# `referee check` without a variant speaks of no variant: tests/cli/test_check_summary.py.


def test_too_many_variants_on_the_command_line_are_named_as_the_option():
    # nine --variant options: the refusal names --variant, not the file's (empty) "variants" list
    args = [a for _ in range(limits.MAX_VARIANTS + 1) for a in ("--variant", "permanent-nobles")]
    done = run_referee("score", EXAMPLE, *args, "--json")
    assert done.returncode == 2
    (problem,) = json.loads(done.stdout)["problems"]
    assert problem["code"] == "TOO_MANY_VARIANTS" and problem["field"] == "--variant"
    assert problem["value"] == ["permanent-nobles"] * (limits.MAX_VARIANTS + 1)


def test_a_misspelt_variant_is_named_without_the_variants_folder():
    # one mechanism (SpecError.text, short for an unknown id) serves --variant and compare's rulesets
    done = run_referee("compare", "standard", "permanent-noble", "--games", "10")
    assert done.returncode == 2
    assert done.stderr.strip() == ("ruleset 'permanent-noble': unknown variant (did you mean 'permanent-nobles'?); "
                                   "known variants: permanent-nobles")
