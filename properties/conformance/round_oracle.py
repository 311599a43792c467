"""The referee's engine against the whole-round model, round by round (`referee check --exhaustive`).

The proofs of properties/proofs/round.py speak about the round model; this oracle ties the model
to the code people run. On small boards of cases (two players, and three in one position), every
selection the first player can write down is put to both:

- legality: every sequence of up to `cards_per_round` cards from the player's hand (a Knight marked
  declined and taken; a Witch alone, then every re-selection) is legal for the engine
  (engine.selection.is_legal) exactly when the model's constraints hold for it;
- outcome: every legal one, against a few selections of the others, is played by the engine
  (round_play.play_round) and evaluated in the model; the markers each card placed, the Dragons,
  the regions scored and their order, every placing's points, every bonus and whom it pays (a
  bonus of 0 points listed too: "Nobles" pays every owner the rules name, whatever the chain gives),
  the Nobles and markers left, the King, the game end, the final scoring, the scores and the winners
  must all agree.

The positions (by their place on the ruleset's route, so any variant's board): the opening; a
game near its end with Nobles on a chain and a spent Dragon; a player short of markers (two
cards, then the Knight of a two-card selection) with a spent Witch; three players level in the
King's region (ties for places, two paid places).
"""

from __future__ import annotations

import itertools
from typing import Any, Callable, Iterable, Iterator, Sequence

import z3

from ...engine.adjudicate import Outcome
from ...engine.cards import KNIGHT, WITCH, Card
from ...engine.position import Position
from ...engine.round_play import RoundLog, play_round
from ...engine.selection import Selection, hand_left, is_legal
from ...messages import Text, text
from ...rules import Rules
from ..models.cards import KIND_CODES
from ..models.round import RoundModel, round_model
from ..models.terms import Term, all_of
from ..round_values import assignment
from ..rounds import CardRound, Plays, cards_asked, describe_cards
from .oracle import ModelValues, OracleReport, Packed

PLAYERS = ("Ann", "Bob", "Cy")   # the first two play every position; Cy joins the three-player one
MAX_MISMATCHES = 20        # kept per report; the count of cases goes on


# ---------------------------------------------------------------- the positions

def positions(rules: Rules) -> list[tuple[str, Position]]:
    """(id, position before the round), each legal under `rules` (skipped when a variant's supply
    cannot hold it): three of two players, one of three."""
    route, t = rules.roads.route, rules.end.threshold
    once = rules.components.once_per_game
    out = []
    cases: list[tuple[str, int, dict[int, tuple[int, ...]], dict[int, str], tuple[int, ...], dict[str, list[str]]]] = [
        ("opening", rules.roads.king_start, {}, {}, (0, 0), {}),
        ("near-the-end", route[4], {4: (1, 2), 5: (2, 0), 6: (0, 1), 7: (1, 1)},
         {5: "Bob", 0: "Ann", 4: "Ann"}, (max(0, t - 6), max(0, t - 3)), {"Bob": ["dragon"]}),
        ("short-of-markers", route[-1], {1: (5, 6), 2: (5, 6), 3: (5, 6)}, {0: "Ann", 6: "Ann"},
         (max(0, t - 2), max(0, t - 2)), {"Ann": ["witch"]}),
        # three players level on markers in the King's region and the next ones: ties for places
        ("three-players", route[2], {2: (1, 1, 1), 3: (2, 2, 0), 4: (0, 1, 1)}, {3: "Cy", 5: "Bob"},
         (max(0, t - 4), max(0, t - 4), max(0, t - 9)), {"Cy": ["dragon"]}),
    ]
    for label, king, markers, nobles, scores, used in cases:
        spent: dict[str, list[str]] = {p: [k for k in u if k in once and rules.components.held(k) >= 1]
                                       for p, u in used.items()}
        pos = _position(rules, king, markers, nobles, scores, spent)
        if pos is not None:
            out.append((label, pos))
    return out


def _position(rules: Rules, king: int, markers: dict[int, tuple[int, ...]], nobles: dict[int, str],
              scores: tuple[int, ...], used: dict[str, list[str]]) -> Position | None:
    """A position from the route's k-th regions: markers per player, an owner's Noble, the scores, the
    spent cards; None when the rules' player counts or supply cannot hold it."""
    route = rules.roads.route
    comp = rules.components
    playable = comp.markers_per_player - comp.score_track_markers
    players = list(PLAYERS[:len(scores)])
    if not rules.min_players <= len(players) <= rules.max_players:
        return None
    board = {route[k]: {p: c for p, c in zip(players, counts) if c} for k, counts in markers.items()}
    owners = {route[k]: [p] for k, p in nobles.items()}
    supply: dict[str, int] = {}
    for p in players:
        left = playable - sum(m.get(p, 0) for m in board.values()) - sum(o.count(p) for o in owners.values())
        if left < 0:
            return None
        supply[p] = left
    return Position(players=players, king=king, markers=board, nobles=owners,
                    scores=dict(zip(players, scores)), supply=supply, variants=list(rules.variant_refs),
                    used={p: u for p, u in used.items() if u})


# ---------------------------------------------------------------- the selections

def sequences(rules: Rules, position: Position, player: str, first: bool) -> list[list[Card]]:
    """Every sequence of up to cards_per_round distinct cards of the player's hand, and every set of
    one card more in the hand's order (too many: both readings must refuse it), a Knight both
    declined and taken; without the Witch for a re-selection; a first selection's Witch alone."""
    hand = [c for c in hand_left(position, rules, player) if first or c.kind != WITCH]
    out: list[list[Card]] = [[Card(WITCH)]] if first and any(c.kind == WITCH for c in hand) else []
    hand = [c for c in hand if c.kind != WITCH]
    most = rules.round.cards_per_round
    for length in range(most + 2):
        choose = itertools.permutations if length <= most else itertools.combinations
        for picked in choose(range(len(hand)), length):
            cards = [hand[k] for k in picked]
            if any(c.kind == KNIGHT for c in cards):
                out += [[Card(KNIGHT, declined=d) if c.kind == KNIGHT else c for c in cards] for d in (True, False)]
            else:
                out.append(cards)
    return _unique(out)


def _unique(selections: list[list[Card]]) -> list[list[Card]]:
    seen, out = set(), []
    for cards in selections:
        key = tuple(cards)
        if key not in seen:
            seen.add(key)
            out.append(cards)
    return sorted(out, key=lambda cs: (len(cs), [repr(c) for c in cs]))


def opponent_rounds(rules: Rules, position: Position, player: str) -> list[tuple[list[Card], list[Card] | None]]:
    """A few legal (selection, Witch re-selection) of the other player: Region cards; a Dragon and a
    Knight; the Witch then a re-selection."""
    route = rules.roads.route
    regions = [Card("region", r) for r in route]
    tries = [(regions[1:4], None), ([Card("dragon"), regions[0], Card(KNIGHT)], None),
             ([Card(WITCH)], [regions[5], regions[6], Card(KNIGHT)])]
    out = []
    for cards, again in tries:
        need = cards_asked(rules, position, player)
        cards = cards if cards[0].kind == WITCH else cards[:need]
        again = again[:need] if again else again
        if is_legal(cards, position, rules, Selection(player)) and (
                again is None or is_legal(again, position, rules, Selection(player, first=False))):
            out.append((cards, again))
    return out


# ---------------------------------------------------------------- both sides

class ModelEvaluator:
    """The exact round model for these players, evaluated on concrete rounds (a Z3 model whose input
    values are replaced, then every output read in one evaluation)."""

    def __init__(self, rules: Rules, players: Sequence[str] = PLAYERS[:2]) -> None:
        self.rules = rules
        self.m = m = round_model(rules, len(players), tag=f"oracle{len(players)}")
        self.legal = all_of(m.domain)
        self.names, terms = zip(*outputs(m, players, rules.components.once_per_game))
        self.packed = Packed(terms)
        self.values = ModelValues()
        self._names = {tuple(players): self.names}    # the outputs' names per seat order (seat i, model player i)

    def names_for(self, players: Sequence[str]) -> tuple[str, ...]:
        """The outputs' names with these players in the model's seats, in order (a position whose
        seats are in another order than the evaluator's names)."""
        seats = tuple(players)
        if seats not in self._names:
            self._names[seats] = tuple(name for name, _ in outputs(self.m, seats, self.rules.components.once_per_game))
        return self._names[seats]

    def admits(self, position: Position, plays: Plays, witch: Plays) -> bool:
        slots = self.rules.round.cards_per_round
        if any(len(c) > slots for c in list(plays.values()) + list(witch.values())):
            return False        # the model has cards_per_round slots: a longer selection is no round of it
        if any(cards and cards[0].kind == WITCH and p not in witch and cards_asked(self.rules, position, p) > 0
               for p, cards in plays.items()):
            # a Witch whose re-selection the record leaves out while the player has cards to play
            # ("Revealing cards — Witch" asks for one: MISSING_RESELECTION); the model reads an
            # absent re-selection as an empty one, which a short player may make under
            # card-count-when-short = ...-at-most
            return False
        self.values.load(assignment(self.rules, self.m, position, plays, witch))
        return bool(z3.is_true(self.values.eval(self.legal)))

    def outcome(self, position: Position, plays: Plays, witch: Plays) -> dict[str, int]:
        self.values.load(assignment(self.rules, self.m, position, plays, witch))
        return dict(zip(self.names_for(position.players), self.packed.read(self.values)))


def outputs(m: RoundModel, players: Sequence[str], once: Sequence[str]) -> list[tuple[str, Term]]:
    """(name, term) of everything the oracle compares, names as engine_outcome gives them; `once`,
    the kinds of card spent once played ([components] once_per_game): how many each player has
    spent after the round (those before, and those revealed and not sent back by a Witch)."""
    # the position after the round starts the next one, none of whose Dragons is revealed yet
    # ("Dragons": the regions scored count the round's own Dragons)
    out = [("dragons", m.dragons), ("king", m.king_after), ("king to", m.king_after), ("game over", m.game_over),
           ("dragons after", z3.IntVal(0))]
    for r in m.regions:
        out += [(f"scored {r}", m.round.scored[r]), (f"final {r}", m.final.scored[r])]
        for i, p in enumerate(players):
            out += [(f"placed {r} {p}", m.cards.players[i].placed(r)), (f"points {r} {p}", m.round.points[r][i]),
                    (f"bonus {r} {p}", m.round.bonus[r][i]), (f"paid {r} {p}", z3.If(m.round.paid[r][i], 1, 0)),
                    (f"nobles {r} {p}", m.final.nobles_after[r][i]),
                    (f"markers {r} {p}", m.final.markers_after[r][i])]
    for j, (alive, region) in enumerate(zip(m.alive, m.path)):
        out.append((f"path {j}", z3.If(alive, region, 0)))
    for i, p in enumerate(players):
        out += [(f"score {p}", m.final_scores[i]), (f"winner {p}", m.winners[i]), (f"supply {p}", m.supply_at_end[i]),
                (f"awarded {p}", m.final_scores[i] - m.before.scores[i]),
                (f"round awarded {p}", m.round_scores[i] - m.before.scores[i]),
                (f"final awarded {p}", z3.If(m.game_over, m.final_scores[i] - m.round_scores[i], 0)),
                (f"round score {p}", m.round_scores[i]), (f"round supply {p}", m.supply_after_round[i])]
        pc = m.cards.players[i]
        out += [(f"spent {kind} {p}", pc.spent[kind] + pc.revealed(KIND_CODES[kind])) for kind in once]
    # the final scoring's points are given per player when the game ends, none while it goes on
    out.append(("final awarded players", z3.If(m.game_over, len(players), 0)))
    return out


def engine_outcome(rules: Rules, position: Position, plays: Plays, witch: Plays) -> dict[str, int | None]:
    """The same names, from the engine's play of the round."""
    played = play_round(position, rules, plays, witch)
    return engine_values(rules, played.log, played.outcome)


def engine_values(rules: Rules, log: RoundLog, outcome: Outcome) -> dict[str, int | None]:
    """The names of `outputs`, read from an engine round's log and scoring outcome (None: a value
    the engine does not give, which agrees with no model value)."""
    after = outcome.position
    got: dict[str, int | None] = {"dragons": log.dragons, "king": after.king, "king to": outcome.king_to,
                                  "game over": int(after.game_over), "dragons after": after.dragons}
    results = {res.region: res for res in outcome.round_results}
    for r in rules.roads.route:
        got[f"scored {r}"] = int(r in results)
        got[f"final {r}"] = int(r in outcome.final_regions)
        res = results.get(r)
        for p in after.players:
            got[f"placed {r} {p}"] = log.placed.get(p, {}).get(r, 0)
            got[f"points {r} {p}"] = res.points.get(p, 0) if res else 0
            got[f"bonus {r} {p}"] = sum(b.points for b in res.bonuses if b.player == p) if res else 0
            got[f"paid {r} {p}"] = int(res is not None and any(b.player == p for b in res.bonuses))   # 0 points too
            got[f"nobles {r} {p}"] = after.nobles_in(r).count(p)
            got[f"markers {r} {p}"] = after.markers_in(r, p)
    for j in range(len(rules.roads.route)):
        got[f"path {j}"] = outcome.regions_scored[j] if j < len(outcome.regions_scored) else 0
    final_awarded = outcome.final_awarded          # the API's views of the points (Outcome)
    for p in after.players:
        got[f"score {p}"] = after.scores[p]
        got[f"winner {p}"] = int(p in outcome.winners)
        got[f"supply {p}"] = (after.supply or {})[p]
        got[f"awarded {p}"] = outcome.awarded[p]
        got[f"round awarded {p}"] = outcome.round_awarded[p]
        got[f"final awarded {p}"] = final_awarded.get(p, 0)
        # between the round's scoring and the final scoring: kept apart only when the game ends
        got[f"round score {p}"] = outcome.scores_before_final.get(p) if outcome.game_over else after.scores[p]
        got[f"round supply {p}"] = (outcome.supply_before_final.get(p) if outcome.game_over
                                    else (after.supply or {}).get(p))
        got.update(_spent(rules, p, after.used.get(p, [])))
    got["final awarded players"] = len(final_awarded)
    return got


def shown_values(rules: Rules, log: RoundLog, data: dict[str, Any]) -> dict[str, int]:
    """The names of `outputs`, read from the engine's answer as a player's program reads it: the
    JSON of the outcome (`referee score --json`, the round of `referee replay --json`), with the
    markers placed and the Dragons from the round's log (the JSON names no card)."""
    board = rules.board
    number = {board.name(r): r for r in rules.roads.route}
    after = data["position"]
    players = after["players"]
    got = {"dragons": log.dragons, "king": number[data["king"]], "king to": number[data["king"]],
           "game over": int(data["game_over"]),
           "dragons after": data["position"].get("dragons", 0)}       # none written: none, as the reader reads
    round_regions = {number[r["region"]]: r for r in data["regions"] if not r["final_scoring"]}
    final = {number[name] for name in data["final_scoring"]}
    for r in rules.roads.route:
        got[f"scored {r}"] = int(r in round_regions)
        got[f"final {r}"] = int(r in final)
        res = round_regions.get(r)
        cell = after["board"].get(board.name(r), {})
        for p in players:
            got[f"placed {r} {p}"] = log.placed.get(p, {}).get(r, 0)
            got[f"points {r} {p}"] = sum(pl["points"] for pl in res["placings"] if pl["player"] == p) if res else 0
            got[f"bonus {r} {p}"] = sum(b["points"] for b in res["bonuses"] if b["player"] == p) if res else 0
            got[f"paid {r} {p}"] = int(res is not None and any(b["player"] == p for b in res["bonuses"]))
            got[f"nobles {r} {p}"] = data["nobles"][board.name(r)].count(p)
            got[f"markers {r} {p}"] = cell.get("influence", {}).get(p, 0)
    scored = [number[name] for name in data["regions_scored"]]
    for j in range(len(rules.roads.route)):
        got[f"path {j}"] = scored[j] if j < len(scored) else 0
    round_points = _points_by_player(round_regions.values())
    final_points = _points_by_player(r for r in data["regions"] if r["final_scoring"])
    for p in players:
        got[f"score {p}"] = data["scores"][p]
        got[f"winner {p}"] = int(p in data["winners"])
        got[f"supply {p}"] = data["supply"][p]
        got[f"awarded {p}"] = data["awarded"][p]
        got[f"round awarded {p}"] = round_points.get(p, 0)
        got[f"final awarded {p}"] = final_points.get(p, 0)
        got[f"round score {p}"] = data["scores"][p] - final_points.get(p, 0)
        got.update(_spent(rules, p, after.get("used", {}).get(p, [])))
    got["final awarded players"] = len(players) if data["game_over"] else 0
    return got


def _spent(rules: Rules, player: str, used: Sequence[str]) -> dict[str, int]:
    """The "spent" names of `outputs` for one player, from the kinds of card they have spent."""
    return {f"spent {kind} {player}": list(used).count(kind) for kind in rules.components.once_per_game}


def score_json_names(names: Iterable[str]) -> list[str]:
    """Those of the names of `outputs` that `referee score --json` shows: all but the supplies
    between the round's scoring and the final scoring (the round of `referee replay --json` shows
    them; shown_values gives none)."""
    return [k for k in names if not k.startswith("round supply ")]


def replayed_values(rules: Rules, entry: dict[str, Any]) -> dict[str, int]:
    """Those of the names of `outputs` a round of `referee replay --json` gives (what an organiser's
    program reads): the Dragons, the markers placed, the King after, the points of the round and of
    the final scoring, the scores and supplies after the round and after the final scoring, the winners."""
    board = rules.board
    number = {board.name(r): r for r in rules.roads.route}
    players = list(entry["scores"])
    final = entry.get("final_scoring")
    got = {"dragons": entry["dragons"], "king": number[entry["king_after"]], "game over": int(entry["game_over"]),
           "final awarded players": len(final["awarded"]) if final else 0}
    for r in rules.roads.route:
        for p in players:
            got[f"placed {r} {p}"] = entry["placed"].get(p, {}).get(board.name(r), 0)
    for p in players:
        got[f"round awarded {p}"] = entry["awarded"][p]
        got[f"final awarded {p}"] = final["awarded"][p] if final else 0
        got[f"score {p}"] = final["scores"][p] if final else entry["scores"][p]
        got[f"round score {p}"] = entry["scores"][p]        # the round's: before any final scoring
        got[f"round supply {p}"] = entry["supply"][p]
        got.update(_spent(rules, p, entry.get("used", {}).get(p, [])))
        got[f"winner {p}"] = int(p in entry.get("winners", []))
    return got


def _points_by_player(regions: Iterable[dict[str, Any]]) -> dict[str, int]:
    """Each player's points (placings and Noble bonuses) over these regions of an outcome's JSON."""
    points: dict[str, int] = {}
    for region in regions:
        for paid in region["placings"] + region["bonuses"]:
            points[paid["player"]] = points.get(paid["player"], 0) + paid["points"]
    return points


# ---------------------------------------------------------------- the check

def check_rounds(rules: Rules, progress: Callable[[Text], None] = lambda s: None) -> list[OracleReport]:
    """[legality report, outcome report] over every position and selection of `positions`."""
    legality = OracleReport(text("round-oracle.what.legality"), label="round model, legality")
    outcome = OracleReport(text("round-oracle.what.outcome"), label="round model, outcomes")
    models: dict[int, ModelEvaluator] = {}
    for label, position in positions(rules):
        progress(text("round-oracle.progress", ruleset=rules.short_label,
                      position=text(f"round-oracle.position.{label}")))
        options = {p: opponent_rounds(rules, position, p) for p in position.players[1:]}
        if not all(options.values()):
            continue
        n = len(position.players)
        model = models.setdefault(n, ModelEvaluator(rules, tuple(position.players)))
        for plays, witch in _rounds(rules, position, legality, model, _others(options)):
            outcome.cases += 1
            want = engine_outcome(rules, position, plays, witch)
            got = model.outcome(position, plays, witch)
            wrong = sorted(k for k in want if want[k] != got[k])
            if wrong and len(outcome.mismatches) < MAX_MISMATCHES:
                cards = str(describe_cards(rules, CardRound(plays, witch)))
                outcome.mismatches.append({"position": label, "cards": cards,
                                           "differ": {k: {"engine": want[k], "model": got[k]} for k in wrong[:4]}})
    return [legality, outcome]


def _others(options: dict[str, list[tuple[list[Card], list[Card] | None]]]) -> list[tuple[Plays, Plays]]:
    """(plays, witch) of the other players: each on their first option, the last one on every option."""
    *earlier, last = options
    plays = {p: options[p][0][0] for p in earlier}
    witch: Plays = {}
    for p in earlier:
        again = options[p][0][1]
        if again is not None:
            witch[p] = again
    return [({**plays, last: cards}, {**witch, **_again(last, again)}) for cards, again in options[last]]


def _rounds(rules: Rules, position: Position, legality: OracleReport, model: ModelEvaluator,
            others: list[tuple[Plays, Plays]]) -> Iterator[tuple[Plays, Plays]]:
    """Every (plays, witch) of the first player against the others' first round, legal or not (the
    legality report), then the legal ones against every round of the others."""
    me = position.players[0]
    their_plays, their_witch = others[0]
    legal: list[tuple[list[Card], list[Card] | None]] = []
    for cards in sequences(rules, position, me, first=True):
        if cards and cards[0].kind == WITCH:
            witch_ok = is_legal(cards, position, rules, Selection(me))
            for again in sequences(rules, position, me, first=False):
                ok = witch_ok and is_legal(again, position, rules, Selection(me, first=False))
                if _compare_legality(legality, model, position, {me: cards, **their_plays},
                                     {me: again, **their_witch}, ok) and ok:
                    legal.append((cards, again))
            continue
        ok = is_legal(cards, position, rules, Selection(me))
        if _compare_legality(legality, model, position, {me: cards, **their_plays}, their_witch, ok) and ok:
            legal.append((cards, None))
    for (mine, mine_again), (plays, witch) in itertools.product(legal, others):
        yield {me: mine, **plays}, {**_again(me, mine_again), **witch}


def _again(player: str, cards: list[Card] | None) -> Plays:
    return {player: cards} if cards is not None else {}


def _compare_legality(report: OracleReport, model: ModelEvaluator, position: Position, plays: Plays, witch: Plays,
                      engine_ok: bool) -> bool:
    """Whether the engine and the model agree on the round's legality (a disagreement is reported)."""
    report.cases += 1
    agree = model.admits(position, plays, witch) == engine_ok
    if not agree and len(report.mismatches) < MAX_MISMATCHES:
        report.mismatches.append({"cards": str(describe_cards(model.rules, CardRound(plays, witch))),
                                  "engine": "legal" if engine_ok else "illegal",
                                  "model": "illegal" if engine_ok else "legal"})
    return agree
