"""`referee check` as a user runs it (subprocess)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from english_detector import english_in
from helpers import REPO, run_referee

# slow (left out by `pytest -m "not slow"`): each test runs `referee check` (Z3 and generated rounds) in a subprocess
pytestmark = pytest.mark.slow



def test_unknown_variant_is_bad_input():
    done = run_referee("check", "--variant", "permanent-noble", refused=True)
    assert done.returncode == 2
    assert "permanent-noble" in done.stderr and "Traceback" not in done.stderr


def test_unknown_declared_invariant_is_bad_input(tmp_path):
    path = tmp_path / "typo.toml"
    path.write_text('[variant]\nid = "typo"\nname = "typo"\nsection = "test"\n'
                    'changes_invariants = ["nobles.one-per-region"]\n\n[overrides.nobles]\nbonus_base = 1\n')
    done = run_referee("check", "--variant", str(path), refused=True)
    assert done.returncode == 2
    assert "nobles.one-per-region" in done.stderr


def test_differ_prints_a_position_and_writes_it(tmp_path):
    out = tmp_path / "differ.json"
    done = run_referee("check", "--differ", "permanent-nobles", "--out", str(out), "-q")
    assert done.returncode == 0, done.stderr
    assert "confirmed by the referee: yes" in done.stdout
    standard = run_referee("score", str(out), "--json")
    permanent = run_referee("score", str(out), "--json", "--variant", "permanent-nobles")
    assert json.loads(standard.stdout)["awarded"] != json.loads(permanent.stdout)["awarded"]


@pytest.mark.parametrize("on", ["points", "game"])
def test_a_found_difference_is_commented_in_the_language_asked_for(tmp_path, on):
    # the comment a counterexample file carries says how it was found and how to replay it; under
    # --lang fr it is French in the printed JSON and in the --out file, and the file still reads
    out = tmp_path / "differ.json"
    done = run_referee("check", "--differ", "permanent-nobles", "--on", on, "--out", str(out), "--json",
                       "--lang", "fr", "-q")
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    shown = printed["record"] if on == "game" else printed["position"]
    written = json.loads(out.read_text(encoding="utf-8"))
    assert shown["comment"].startswith("Trouvé par `referee check --differ permanent-nobles")
    assert written["comment"] == shown["comment"] and "Found" not in written["comment"]
    again = run_referee("replay" if on == "game" else "score", str(out), "--json")
    assert again.returncode == 0, again.stdout
    english = run_referee("check", "--differ", "permanent-nobles", "--on", on, "--json", "-q")
    english_shown = json.loads(english.stdout)["record" if on == "game" else "position"]
    assert english_shown["comment"].startswith("Found by `referee check --differ permanent-nobles")


def test_differ_reports_none_within_bounds():
    done = run_referee("check", "--differ", "tests/data/same-as-standard.toml", "--max-markers", "2", "-q")
    assert done.returncode == 0
    assert "No position found" in done.stdout and "0-2 markers" in done.stdout


def test_score_never_imports_z3_or_hypothesis():
    import subprocess
    import sys
    code = ("import sys; from referee.cli import main\n"
            "try:\n    main(['score', 'examples/dark-tower-4p.json'])\nexcept SystemExit:\n    pass\n"
            "print('LOADED', [m for m in ('z3', 'hypothesis') if m in sys.modules])")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert "LOADED []" in done.stdout, done.stdout + done.stderr


def test_rulesets_checked_in_parallel_give_the_verdicts_of_one_after_another(monkeypatch):
    # With two rulesets and two cores each ruleset runs in its own process. The answers
    # come back in the order asked for and are those of the same work done one after another in
    # this process (one core). The work here is one Z3 proof per ruleset (a second; a whole check
    # per ruleset, twice, took a minute): the wiring under test is the same, and the subprocess
    # tests above run whole checks through it on a machine of two cores or more.
    import os

    from referee.cli.parallel import in_parallel
    from referee.properties.proofs import region as region_proofs
    from referee.rules import load_rules

    calls = [("nobles.at-most-one-per-region", load_rules(names), names) for names in ((), ("permanent-nobles",))]
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    parallel = in_parallel(region_proofs.prove, calls)
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    serial = in_parallel(region_proofs.prove, calls)
    assert [(p.invariant, p.proved, p.cases) for p in parallel] == [(s.invariant, s.proved, s.cases) for s in serial]
    # "Variant — Permanent Nobles": a second Noble joins the first, so the standard rules' one Noble
    # per region is proved and the variant's is broken, with a position that shows it (Z3 may pick
    # either of two mirror positions, Ann's or Bob's, in another process: not compared)
    assert [p.proved for p in parallel] == [True, False]
    assert parallel[1].counterexample["board"] and serial[1].counterexample["board"]


def test_without_z3_check_refuses_cleanly_naming_the_install():
    # z3-solver is a dependency of the package; an environment that lost it gets exit 2, no traceback
    code = ("import sys; sys.modules['z3'] = None\n"
            "from referee.cli import main\n"
            "main(['check'], prog_name='referee')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "referee check needs z3" in done.stderr and "pip install -e ." in done.stderr


CASTLE_9 = ('[[overrides.regions]]\nnumber = 5\nbanner = [5, 3, 2, 1]\n\n'
            '[[overrides.regions]]\nnumber = 8\nbanner = [9, 6, 3, 2]\n')
SWAPPED = ('[[overrides.regions]]\nnumber = 2\nname = "King\'s Castle"\nslug = "kings-castle-2"\n\n'
           '[[overrides.regions]]\nnumber = 8\nname = "Dragon\'s Lair"\nslug = "dragons-lair-8"\n')


def test_a_variant_that_breaks_anchors_and_invariants_fails_the_check_naming_each_in_french(tmp_path):
    # One check of one variant holding two slips and a declared change (each ruleset a check plays
    # costs 30-45 s of CPU; that each slip breaks its own anchors only, the swapped names' too, is the
    # next test's, in-process; the English sentences, the one after). Dark Tower pays 5-3-2-1,
    # examples/variants/dark-tower-banner.toml's change, declared. King's Castle's banner 9-6-3-2
    # once passed `referee check`; the top value is the region's number ("Scoring"), so
    # rulebook.top-banner-values breaks, undeclared. tests/data/broken.toml's bonus_base = 0 pays a
    # lone Noble 0 and a chain one less than its size: both chain invariants break, undeclared.
    slips = tmp_path / "slips.toml"
    slips.write_text('[variant]\nid = "two-slips"\nname = "Two slips"\nsection = "Tests"\n'
                     'changes_invariants = ["rulebook.dark-tower-banner", "rulebook.dark-tower-example", '
                     '"rulebook.tie-two-for-most"]\n\n' + CASTLE_9 + "\n[overrides.nobles]\nbonus_base = 0\n",
                     encoding="utf-8")
    # the default number of generated rounds: the standard rules' runs are the ones other checks of
    # this code kept (properties/proofs/cache.py), only the slips' are played here
    done = run_referee("check", "--variant", str(slips), "--lang", "fr", timeout=600)
    assert done.returncode == 1
    assert "preuve de" in done.stderr          # progress goes to stderr, in French too
    output = done.stdout
    assert "rulebook.dark-tower-banner VIOLÉ sous two-slips (annoncé par la variante)" in output
    assert "Ann seule à King's Castle : la règle paie" in output
    failed = output[output.index("ÉCHEC DE LA VÉRIFICATION"):]
    for undeclared in ("rulebook.top-banner-values", "chain.equals-component", "chain.at-least-one"):
        line = next(line for line in failed.splitlines() if line.lstrip("- ").startswith(f"{undeclared} : "))
        assert "sous two-slips, et two-slips ne l'annonce pas" in line, line
    assert "rulebook.dark-tower-banner : " not in failed           # declared: no failure
    assert english_in(output) == []
    # the variant sets [nobles] bonus_base, which the engine reads wherever a Noble bonus is paid: the
    # check says where it reads it and that its rounds ran each (banners set no key)
    reach = [line for line in output.splitlines() if "le moteur et les lecteurs lisent les clés" in line]
    assert len(reach) == 1 and reach[0].startswith("two-slips : ") and "jamais exécuté" not in output
    reads, ran = (int(w) for w in reach[0].replace(";", " ").split() if w.isdigit())
    assert reads >= 2 and ran == reads


def test_a_failed_check_names_each_undeclared_difference_in_english():
    # the sentences of the French run above, in English, from reports made here: an invariant and an
    # anchor broken by a variant that does not declare them, and one it declares (no failure)
    from referee.properties.runner import MATCHES, PROVED, VIOLATED, RulesetReport, Verdict, problems

    base = RulesetReport("standard", (), ())
    other = RulesetReport("two-slips", ("slips.toml",), ("rulebook.dark-tower-banner",))
    for inv, held, broken in (("chain.at-least-one", PROVED, VIOLATED),
                              ("rulebook.top-banner-values", MATCHES, VIOLATED),
                              ("rulebook.dark-tower-banner", MATCHES, VIOLATED),
                              ("chain.equals-component", PROVED, PROVED)):
        base.verdicts[inv], other.verdicts[inv] = Verdict(inv, held), Verdict(inv, broken)
    said = problems([base, other], "en")
    assert said == [
        "chain.at-least-one: PROVED under the standard rules but VIOLATED under two-slips, and two-slips does not "
        "declare it in changes_invariants",
        "rulebook.top-banner-values: MATCHES RULEBOOK under the standard rules but VIOLATED under two-slips, and "
        "two-slips does not declare it in changes_invariants"]


@pytest.mark.parametrize("table,broken", [(CASTLE_9, {"rulebook.dark-tower-banner", "rulebook.top-banner-values",
                                                      "rulebook.dark-tower-example", "rulebook.tie-two-for-most"}),
                                          (SWAPPED, {"rulebook.region-names"})], ids=["castle-9", "swapped"])
def test_each_slip_breaks_its_own_anchors_only(tmp_path, table, broken):
    from referee.properties.runner import anchor_verdicts
    from referee.rules import load_rules

    path = tmp_path / "slip.toml"
    path.write_text('[variant]\nid = "slip"\nname = "Slip"\nsection = "Tests"\n\n' + table, encoding="utf-8")
    verdicts = anchor_verdicts(load_rules((str(path),)))
    assert {a for a, v in verdicts.items() if not v.holds} == broken


def test_permanent_nobles_passes_with_its_declared_differences_and_a_witness_of_each(tmp_path):
    # One check (each costs 10-25 s of CPU), JSON in French: the verdicts, then the witnesses.
    folder = tmp_path / "witnesses"
    done = run_referee("check", "--variant", "permanent-nobles", "--witness", str(folder), "--json", "--lang", "fr",
                       "-q", timeout=600)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    permanent_changes = {"nobles.at-most-one-per-region", "nobles.replaced-noble-returns"}
    assert data["ok"] is True and data["problems"] == []
    assert {d["invariant"] for d in data["differences"]} == permanent_changes
    assert all(d["declared"] for d in data["differences"])
    standard, permanent = data["rulesets"]
    # Every catalogue invariant is PROVED under both rulesets, but the two Permanent Nobles changes.
    for ruleset in (standard, permanent):
        for inv_id, verdict in ruleset["invariants"].items():
            if inv_id.startswith("rulebook."):
                assert verdict["status"] == "MATCHES", inv_id
            elif ruleset is standard or inv_id not in permanent_changes:
                assert verdict["status"] == "PROVED", inv_id
    assert standard["invariants"]["end.winners-hold-most-points"]["proof"].startswith("de 2 à 5 joueurs, toute position")
    # the rule pairs played under both, Permanent Nobles' keys held in every row of its array
    pairs = [o for o in permanent["oracle"] if "array" in o]
    assert len(pairs) == 1 and pairs[0]["agrees"]
    factors = {f["name"] for f in pairs[0]["array"]["factors"]}
    assert "[nobles] on_new_noble" not in factors and "[nobles] placed_by" in factors
    # which lines reading its keys ran: the stacking branch's, not the replacing one's region limit
    assert "reach" not in standard and permanent["reach"]["reads"] >= 3
    assert [row["key"] for row in permanent["reach"]["never_reached"]] == ["[nobles] max_per_region"]
    # ... which the variant's own value keeps off: stacking never calls the replacing branch
    assert permanent["reach"]["never_reached"][0]["off"]["key"] == "[nobles] on_new_noble"
    assert permanent["reach"]["never_reached"][0]["off"]["value"] == "stack"
    violated = permanent["invariants"]["nobles.at-most-one-per-region"]
    assert violated["status"] == "VIOLATED"
    # A violation carries what broke and its counterexample, never a proof beside it.
    assert "proof" not in violated and violated["message"] and violated["found_by"] == "z3"
    # The counterexample is a position `referee score` reads, and scoring it really stacks Nobles.
    file = tmp_path / "counterexample.json"
    file.write_text(json.dumps(violated["counterexample"]))
    scored = run_referee("score", str(file), "--json")
    assert scored.returncode == 0, scored.stderr
    assert any(len(owners) > 1 for owners in json.loads(scored.stdout)["nobles"].values())
    # Each declared change gets a witness file in the folder, the JSON names it, and `referee score`
    # of it (or `replay`) differs between the two rulesets, as the sentence says.
    witnesses = data["witnesses"]
    assert {w["check"] for w in witnesses} == {"nobles.at-most-one-per-region", "nobles.replaced-noble-returns"}
    assert sorted(p.name for p in folder.iterdir()) == sorted(w["file"] for w in witnesses)
    for w in witnesses:
        path = folder / w["file"]
        assert json.loads(path.read_text(encoding="utf-8"))["comment"].startswith("Témoin de `referee check")
        command = "score" if w["kind"] == "position" else "replay"
        outputs = [run_referee(command, str(path), "--json", *extra) for extra in ((), ("--variant", "permanent-nobles"))]
        assert all(o.returncode == 0 for o in outputs), [o.stdout for o in outputs]
        assert outputs[0].stdout != outputs[1].stdout
        assert w["players"] == 2 and "sous permanent-nobles" in w["sentence"]


@pytest.mark.parametrize("args", [("--witness", "W"), ("--differ", "permanent-nobles", "--witness", "W")])
def test_witness_without_a_variant_is_refused_naming_the_option(tmp_path, args):
    done = run_referee("check", *args, "--json", cwd=tmp_path, refused=True)
    assert done.returncode == 2 and json.loads(done.stdout)["problems"][0]["field"] == "--witness"
    assert not (tmp_path / "W").exists()


def test_a_folder_holding_witnesses_is_refused_before_the_check_runs(tmp_path):
    (tmp_path / "witness-old.json").write_text("{}", encoding="utf-8")
    done = run_referee("check", "--variant", "permanent-nobles", "--witness", str(tmp_path), "-q", refused=True)
    assert done.returncode == 2 and "witness-old.json" in done.stderr + done.stdout
    assert [p.name for p in tmp_path.iterdir()] == ["witness-old.json"]
