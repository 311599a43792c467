"""The rules as data: referee.spec (loading, variant overlays, refusing malformed spec files)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from helpers import REPO
from referee.errors import SpecError
from referee.rules import banner_problem, load_rules, spec_root

SPEC = REPO / "spec"


def test_regions_and_banners(rules):
    assert [r.number for r in rules.regions] == list(range(1, 9))
    dark_tower = rules.board.regions[5]
    # "Scoring" worked example: Dark Tower awards 5-4-2-1; it is the only banner in the text.
    assert (dark_tower.name, dark_tower.banner, dark_tower.banner_provenance) == ("Dark Tower", (5, 4, 2, 1), "rulebook")
    assert {r.banner_provenance for r in rules.regions if r.number != 5} == {"provisional"}
    # The number at the top of each banner is its first-place value ("Scoring").
    assert all(r.banner[0] == r.number for r in rules.regions)
    assert all(banner_problem(r.banner) is None for r in rules.regions)


def test_route_roads_and_start(rules):
    # "Scoring": clockwise 1, 6, 4, 7, 3, 5, 2, 8; the extra road joins 3 and 1; the King starts on 1.
    assert rules.roads.route == (1, 6, 4, 7, 3, 5, 2, 8)
    assert rules.roads.side_roads == ((3, 1),)
    assert rules.roads.king_start == 1


def test_scoring_and_end_parameters(rules):
    # paid places = players - 1 ("Scoring")
    assert [rules.scoring.paid_places(n) for n in (2, 3, 4, 5)] == [1, 2, 3, 4]
    assert rules.components.markers_per_player == 20 and rules.components.score_track_markers == 1
    assert (rules.min_players, rules.max_players) == (2, 5)
    assert rules.nobles.on_new_noble == "replace" and rules.nobles.max_per_region == 1
    assert rules.end.threshold == 40
    assert rules.end.final_creates_nobles is False and rules.end.final_pays_noble_bonus is False


def test_rulings_have_defaults_among_alternatives(rules):
    assert len(rules.rulings) >= 6
    for r in rules.rulings:
        assert r.default in r.alternatives and r.section
    assert rules.ruling("knight-declined").default == "added-unless-declined"
    with pytest.raises(KeyError):
        rules.ruling("no-such-ruling")


def test_permanent_nobles_is_an_overlay(rules, permanent_rules):
    assert permanent_rules.variant_ids == ("permanent-nobles",)
    assert permanent_rules.nobles.on_new_noble == "stack" and permanent_rules.nobles.max_per_region == 0
    # every other key is the standard rules'
    assert permanent_rules.nobles.max_per_player_per_region == rules.nobles.max_per_player_per_region == 1
    assert permanent_rules.scoring == rules.scoring and permanent_rules.regions == rules.regions
    assert "permanent-nobles" in rules.available_variants
    assert rules.nobles.on_new_noble == "replace"     # loading the variant did not touch the base


def test_load_rules_is_cached():
    assert load_rules() is load_rules()


def test_spec_root_env(monkeypatch, tmp_path):
    monkeypatch.setenv("REFEREE_SPEC_DIR", str(tmp_path))
    assert spec_root() == tmp_path


def test_a_variant_file_added_or_removed_is_seen_at_once(tmp_path):
    # variant_files keeps a folder's listing while the folder's modification time stays the same:
    # a file added or removed changes it (a designer adding a variant while `referee serve` runs)
    import os

    from referee.rules import variant_files

    folder = tmp_path / "variants"
    folder.mkdir()
    (folder / "one.toml").write_text("")
    assert sorted(variant_files(tmp_path)) == ["one"]
    before = folder.stat().st_mtime_ns
    (folder / "two.toml").write_text("")
    os.utime(folder, ns=(before + 10**9, before + 10**9))      # a clock too coarse to tell is not the test
    assert sorted(variant_files(tmp_path)) == ["one", "two"]
    (folder / "one.toml").unlink()
    os.utime(folder, ns=(before + 2 * 10**9, before + 2 * 10**9))
    assert sorted(variant_files(tmp_path)) == ["two"]
    assert variant_files(tmp_path / "nowhere") == {}


def test_unknown_variant():
    with pytest.raises(SpecError) as exc:
        load_rules(("permanent-noble",))
    assert exc.value.key == "permanent-noble" and "permanent-nobles" in str(exc.value)


# ---------------------------------------------------------------- malformed spec files

@pytest.fixture
def spec_copy(tmp_path) -> Path:
    """A private copy of spec/ to corrupt; returns the root (holding kings-road/)."""
    shutil.copytree(SPEC, tmp_path / "spec")
    return tmp_path / "spec"


def corrupt(root: Path, file: str, old: str, new: str) -> Path:
    path = root / "kings-road" / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def refused(root: Path, variants=()) -> SpecError:
    with pytest.raises(SpecError) as exc:
        load_rules(variants, root=root)
    return exc.value


def test_copied_spec_loads(spec_copy):
    assert load_rules(root=spec_copy).board.name(5) == "Dark Tower"


def test_the_base_files_read_once_are_read_again_when_they_change_and_no_overlay_changes_them(spec_copy):
    # game.toml is parsed once per version of the file for every ruleset built on it: a variant's
    # overlay must not change what the next ruleset starts from, and an edited game.toml is read again
    castle = spec_copy / "castle.toml"
    castle.write_text('[variant]\nid = "castle-9"\nname = "Castle 9"\nsection = "Tests"\n\n'
                      '[[overrides.regions]]\nnumber = 8\nbanner = [9, 6, 3, 2]\n', encoding="utf-8")
    def castle_banner(rules):
        return next(r.banner for r in rules.regions if r.number == 8)
    standard = castle_banner(load_rules(root=spec_copy))
    assert castle_banner(load_rules((str(castle),), root=spec_copy)) == (9, 6, 3, 2)
    assert castle_banner(load_rules(("permanent-nobles",), root=spec_copy)) == standard != (9, 6, 3, 2)
    corrupt(spec_copy, "game.toml", "threshold = 40", "threshold = 41")
    assert load_rules(root=spec_copy).end.threshold == 41


def test_missing_key_named(spec_copy):
    path = corrupt(spec_copy, "game.toml", 'tie_rule = "lowest-spanned-place"', "")
    err = refused(spec_copy)
    assert (err.file, err.key, str(err.problem)) == (str(path), "scoring.tie_rule", "missing")
    assert "game.toml" in str(err) and "scoring.tie_rule" in str(err)


def test_wrong_type_named(spec_copy):
    corrupt(spec_copy, "game.toml", "threshold = 40", 'threshold = "forty"')
    err = refused(spec_copy)
    assert err.key == "end.threshold" and "forty" in str(err.problem)


def test_bad_banner_named(spec_copy):
    corrupt(spec_copy, "game.toml", "banner = [5, 4, 2, 1]", "banner = [5, 6, 2, 1]")
    err = refused(spec_copy)
    assert err.key == "regions[4].banner" and "never increase" in str(err.problem)


def test_bad_choice_named(spec_copy):
    corrupt(spec_copy, "game.toml", 'on_new_noble = "replace"', 'on_new_noble = "swap"')
    assert refused(spec_copy).key == "nobles.on_new_noble"


def test_unknown_key_named(spec_copy):
    corrupt(spec_copy, "game.toml", "threshold = 40", "threshold = 40\ntreshold = 41")
    err = refused(spec_copy)
    assert err.key == "end.treshold" and str(err.problem).startswith("unknown key")
    assert "threshold" in str(err.problem)     # the allowed keys are listed


def test_route_must_list_every_region(spec_copy):
    corrupt(spec_copy, "game.toml", "route = [1, 6, 4, 7, 3, 5, 2, 8]", "route = [1, 6, 4, 7, 3, 5, 2]")
    assert refused(spec_copy).key == "roads.route"


def test_invalid_toml_named(spec_copy):
    path = corrupt(spec_copy, "game.toml", "[scoring]", "[scoring")
    err = refused(spec_copy)
    assert err.file == str(path) and "not valid TOML" in str(err.problem)


def test_ruling_default_not_an_alternative(spec_copy):
    path = corrupt(spec_copy, "rulings.toml", 'default = "no-marker"', 'default = "maybe"')
    err = refused(spec_copy)
    assert err.file == str(path) and err.key == "ruling[0].default"


def test_variant_overriding_an_unknown_key(spec_copy):
    bad = spec_copy / "kings-road" / "variants" / "broken.toml"
    bad.write_text('[variant]\nid = "broken"\nname = "Broken"\nsection = "Nobles"\n\n'
                   '[overrides.nobles]\ncolour = "red"\n', encoding="utf-8")
    err = refused(spec_copy, ("broken",))
    assert (err.file, err.key) == (str(bad), "overrides.nobles.colour")


def test_variant_with_a_bad_value_is_refused_by_the_base_checks(spec_copy):
    bad = spec_copy / "kings-road" / "variants" / "odd.toml"
    bad.write_text('[variant]\nid = "odd"\nname = "Odd"\nsection = "Nobles"\n\n'
                   '[overrides.nobles]\non_new_noble = "swap"\n', encoding="utf-8")
    err = refused(spec_copy, ("odd",))
    assert err.key == "nobles.on_new_noble" and "odd.toml" in err.file


def test_variant_file_by_path(spec_copy, tmp_path):
    mine = tmp_path / "five-to-win.toml"
    mine.write_text('[variant]\nid = "five"\nname = "Short game"\nsection = "Game end and winning"\n\n'
                    '[overrides.end]\nthreshold = 5\n', encoding="utf-8")
    rules = load_rules((str(mine),), root=spec_copy)
    assert rules.end.threshold == 5 and rules.variant_ids == ("five",)


@pytest.mark.parametrize("banner, ok", [([5, 4, 2, 1], True), ([3], True), ([0, 0], True), ([], False),
                                        ([5, 4, 3, 2, 1], False), ([1, 2], False), ([2, -1], False),
                                        ([True], False), ("5", False)])
def test_banner_problem(banner, ok):
    assert (banner_problem(banner) is None) == ok


# ---------------------------------------------------------------- every key drives the engine or is refused

def test_label_keys_accept_their_alternatives_and_name_the_allowed_values(spec_copy):
    corrupt(spec_copy, "game.toml", 'tie_rule = "lowest-spanned-place"', 'tie_rule = "coin-flip"')
    err = refused(spec_copy)
    assert err.key == "scoring.tie_rule" and "highest-spanned-place" in str(err.problem)
    assert "split-evenly" in str(err.problem)


def test_hand_is_derived_from_the_card_counts(rules, variant_rules):
    # 8 regions x 1 + Knight + Dragon + Witch = 11 ("Preparation"); two Dragons make 12.
    assert rules.components.cards_per_player == 11
    assert variant_rules(components={"dragons_per_player": 2}).components.cards_per_player == 12


def test_king_side_road_must_be_a_side_road(variant_rules):
    with pytest.raises(SpecError) as exc:
        variant_rules(roads={"king_side_roads": [[5, 1]]})
    assert exc.value.key == "roads.king_side_roads[0]" and "side_roads" in str(exc.value.problem)


def test_once_per_game_names_special_cards(variant_rules):
    with pytest.raises(SpecError) as exc:
        variant_rules(components={"once_per_game": ["dragon", "castle"]})
    assert exc.value.key == "components.once_per_game[1]" and "knight" in str(exc.value.problem)


def test_variant_changes_one_region_by_number(spec_copy, tmp_path):
    mine = tmp_path / "banner.toml"
    mine.write_text('[variant]\nid = "b"\nname = "B"\nsection = "Scoring"\n\n'
                    '[[overrides.regions]]\nnumber = 5\nbanner = [5, 3, 2, 1]\n', encoding="utf-8")
    rules = load_rules((str(mine),), root=spec_copy)
    assert rules.board.regions[5].banner == (5, 3, 2, 1) and rules.board.regions[5].name == "Dark Tower"
    other = tmp_path / "no-such-region.toml"
    other.write_text('[variant]\nid = "b"\nname = "B"\nsection = "Scoring"\n\n'
                     '[[overrides.regions]]\nnumber = 9\nbanner = [1]\n', encoding="utf-8")
    with pytest.raises(SpecError) as exc:
        load_rules((str(other),), root=spec_copy)
    assert exc.value.key == "overrides.regions[0].number"


def test_variant_overriding_an_unknown_table(spec_copy, tmp_path):
    mine = tmp_path / "t.toml"
    mine.write_text('[variant]\nid = "t"\nname = "T"\nsection = "S"\n\n[overrides.weather]\nrain = true\n',
                    encoding="utf-8")
    with pytest.raises(SpecError) as exc:
        load_rules((str(mine),), root=spec_copy)
    assert exc.value.key == "overrides.weather" and "scoring" in str(exc.value.problem)


# Each broken variant file below trips a different check of the loader; under --lang fr its
# refusal must be French, not the English sentence with French around it.
VARIANT_HEAD = '[variant]\nid = "broken"\nname = "Broken"\nsection = "Tests"\n\n'
BROKEN_VARIANTS = {
    "table a variant may not change": "[overrides.nope]\nx = 1\n",
    "overrides not a table of keys": "[overrides]\nend = 3\n",
    "regions not a list of tables": "[overrides]\nregions = 3\n",
    "region number unknown": "[[overrides.regions]]\nnumber = 99\n",
    "region key unknown": '[[overrides.regions]]\nnumber = 5\ncolour = "red"\n',
    "banner rising": "[[overrides.regions]]\nnumber = 5\nbanner = [5, 6]\n",
    "route missing a region": "[overrides.roads]\nroute = [1, 2]\n",
    "side road of one region": "[overrides.roads]\nside_roads = [[1]]\n",
    "side road to no region": "[overrides.roads]\nside_roads = [[1, 99]]\n",
    "king side road not a side road": "[overrides.roads]\nking_side_roads = [[5, 1]]\n",
    "king start unknown": "[overrides.roads]\nking_start = 99\n",
    "special card unknown": '[overrides.components]\nonce_per_game = ["dragon", "castle"]\n',
    "special card twice": '[overrides.components]\nonce_per_game = ["dragon", "dragon"]\n',
    "special card not a string": "[overrides.components]\nonce_per_game = [3]\n",
    "unknown key": "[overrides.end]\nthreshhold = 30\n",
    "wrong kind": '[overrides.end]\nthreshold = "thirty"\n',
}


@pytest.mark.parametrize("body", BROKEN_VARIANTS.values(), ids=BROKEN_VARIANTS.keys())
def test_a_broken_variant_is_refused_in_the_language_asked_for(tmp_path, body):
    from english_detector import english_in

    path = tmp_path / "broken.toml"
    path.write_text(VARIANT_HEAD + body, encoding="utf-8")
    with pytest.raises(SpecError) as exc:
        load_rules((str(path),))
    french = exc.value.text.render("fr")
    assert english_in(french) == [], french
    assert str(exc.value.text) != french          # the English refusal is another sentence


@pytest.mark.parametrize("content, french", [(b"[variant\n", "TOML invalide"), (b"\xff\xfe", "pas du texte UTF-8"),
                                             (b"x = " + b"[" * 3000, "TOML invalide")])
def test_an_unreadable_variant_file_is_refused_in_french(tmp_path, content, french):
    path = tmp_path / "broken.toml"
    path.write_bytes(content)
    with pytest.raises(SpecError) as exc:
        load_rules((str(path),))
    assert french in exc.value.text.render("fr")


def test_a_variant_file_rewritten_in_place_is_read_again(tmp_path):
    # A designer edits a variant while `referee serve` (one long process) runs: the rules loaded
    # from that path must follow the file, not the first version read (the cache keys on each file's
    # version). Same length both times, so only the version (modification time) tells them apart.
    path = tmp_path / "threshold.toml"
    head = '[variant]\nid = "t"\nname = "T"\nsection = "Game end and winning"\n[overrides.end]\n'
    path.write_text(head + "threshold = 35\n", encoding="utf-8")
    assert load_rules((str(path),)).end.threshold == 35
    path.write_text(head + "threshold = 45\n", encoding="utf-8")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))     # a coarse clock may not move
    assert load_rules((str(path),)).end.threshold == 45
    assert load_rules((str(path),)) is load_rules((str(path),))              # unchanged: still cached
