"""English message templates (see referee.messages for the template syntax): the source of the
catalogues, each key its entry's context (gettext's msgctxt) and each template its message id."""

MESSAGES = {
    # -- the words the formatter puts between and around values: which ordinal form a number takes
    # is CLDR's (referee.messages.cldr); the forms are the catalogue's
    "list.or": " or ",
    "ordinal.one": "{n}st",
    "ordinal.two": "{n}nd",
    "ordinal.few": "{n}rd",
    "ordinal.other": "{n}th",
    "number.percent": "{number}%",
    # -- account header and summary (referee score)
    "account.title": "{game} — {n} players: {players}",
    "account.rules": "Rules: {rules}",
    "account.rules.standard": "standard",
    "account.rulings.default": "Rulings: every open ruling at its default (`referee rulings` lists them)",
    "account.rulings.chosen": "Non-default rulings: {rulings}",
    "account.gained": "Points this scoring: {gained}",
    "account.scores": "Scores: {scores}",
    "account.supply": "Supply: {supply}",
    "account.game-over": "GAME OVER. {n:Winner|Winners}: {winners}",
    "account.provisional": ("Note: provisional banner values were used for {regions}; only Dark Tower's banner "
                            "is known from the rulebook. Give your printing's values with --banners "
                            "\"Region=v,v,v\"."),
    # -- the steps of a scoring
    "step.regions.king-only": "The King stands in {king} and no Dragon was revealed: {king} is scored.",
    "step.regions": ("The King stands in {king}; {dragons} {dragons:Dragon|Dragons} revealed, so {count} "
                     "regions score in route order: {regions}."),
    "step.regions.side-road": ("The King stands in {king}; {dragons} {dragons:Dragon|Dragons} revealed, so "
                               "{count} regions score along the King's path, the side road these rules let him "
                               "travel included: {regions}."),
    "step.region": "{region} ({what}), banner {banner}{note}: {pays}.",
    "step.region.scoring": "scoring",
    "step.region.final": "final scoring",
    "banner.provisional": " (PROVISIONAL banner value: not printed in the rulebook; give your printing's values)",
    "banner.user": " (banner as given for this printing)",
    "pays.nobody": "nobody has influence here, so nothing is paid",
    "pays.players": "{players} players, so {paying} {paying:place pays|places pay}",
    "pays.short-banner": ("{paying} {paying:place pays|places pay}: {players} players would let {allowed} pay, "
                          "but this banner has only {paying} {paying:value|values}"),
    "final.empty": "Nobody has influence in {regions}: nothing is paid there.",
    "influence": "influence {influence}",
    "influence.noble": "influence {influence} ({markers} {markers:marker|markers} + Noble)",
    "influence.nobles": "influence {influence} ({markers} {markers:marker|markers} + {nobles} Nobles)",
    "influence.noble-only": "influence {influence} (Noble)",
    "placing.paid": "{player}: {influence} — {place:ordinal} place: {points} {points:point|points}.",
    "placing.not-paid": ("{player}: {influence} — {place:ordinal} place: not paid (only {paying} "
                         "{paying:place pays|places pay})."),
    "placing.tied-paid": ("{player}: {influence} — tied for {first:ordinal}-{last:ordinal} with {others}: "
                          "each is paid {paid:ordinal} place ({points} {points:point|points})."),
    "placing.tied-not-paid": ("{player}: {influence} — tied for {first:ordinal}-{last:ordinal} with {others}: "
                              "{paid:ordinal} place is not paid (only {paying} {paying:place pays|places pay}), "
                              "so each gets 0."),
    "placing.tied-highest": ("{player}: {influence} — tied for {first:ordinal}-{last:ordinal} with {others}: "
                             "under these rules each is paid the highest place the tie spans, {paid:ordinal} "
                             "place ({points} {points:point|points})."),
    "placing.tied-highest-not-paid": ("{player}: {influence} — tied for {first:ordinal}-{last:ordinal} with "
                                      "{others}: under these rules each is paid the highest place the tie "
                                      "spans, {paid:ordinal} place, which is not paid (only {paying} "
                                      "{paying:place pays|places pay}), so each gets 0."),
    "placing.tied-split": ("{player}: {influence} — tied for {first:ordinal}-{last:ordinal} with {others}: "
                           "under these rules the values of those places (0 for a place not paid) are shared "
                           "equally, rounded down: {points} {points:point|points} each."),
    "placing.tied-split-not-paid": ("{player}: {influence} — tied for {first:ordinal}-{last:ordinal} with "
                                    "{others}: under these rules the tied players share the values of those "
                                    "places, but none of them is paid (only {paying} {paying:place pays|places pay}), "
                                    "so each gets 0."),
    "placing.unplaced": "{player}: {influence} — not placed.",
    "noble.none": "Nobody has influence in {region}: no Noble placed.",
    "noble.never": "Under these rules no Noble is ever placed: {region} keeps its Nobles as they are.",
    "noble.tie": "Tie for the most influence in {region}: no new Noble.",
    "noble.tie.kept": "Tie for the most influence in {region}: no new Noble; {owners}'s old Noble stays.",
    "noble.tie.kept-many": "Tie for the most influence in {region}: no new Noble; the old Nobles of {owners} stay.",
    "noble.already": "{leader} has the most influence in {region} and already holds a Noble there: nothing changes.",
    "noble.already.tied": ("The players tied for the most influence in {region} already hold Nobles there: "
                           "nothing changes."),
    "noble.full": "{leader} has the most influence in {region}, but the region holds its limit of Nobles.",
    "noble.full.tied": ("The players tied for the most influence in {region} would each place a Noble, but the "
                        "region holds its limit of Nobles."),
    "noble.no-marker": ("{leader} has the most influence in {region}, but only through Nobles: no marker of "
                        "theirs is there to leave as a new Noble, so nothing changes."),
    "noble.no-marker.tied": ("The players tied for the most influence in {region} have it only through Nobles: "
                             "none of them has a marker there to leave as a new Noble, so nothing changes."),
    "noble.placed": "{player} alone has the most influence in {region} and leaves a marker there as a Noble.",
    "noble.replaced.supply": ("{player} alone has the most influence in {region} and leaves a marker there as "
                              "a Noble; {owner}'s old Noble goes back to {owner}'s supply (the French text of "
                              "“{section}” says so; the English says only that it is removed)."),
    "noble.replaced.out": ("{player} alone has the most influence in {region} and leaves a marker there as "
                           "a Noble; {owner}'s old Noble leaves the game (ruling replaced-noble = out-of-game)."),
    "noble.beside": "{player} alone has the most influence in {region} and leaves a marker there as a Noble; "
                    "it stands beside {owners}'s Noble.",
    "noble.beside-many": "{player} alone has the most influence in {region} and leaves a marker there as a "
                         "Noble; it stands beside the Nobles of {owners}.",
    "noble.tied-placed": ("Under these rules each player tied for the most influence in {region} places a "
                          "Noble: {players} {n:leaves a marker|each leave a marker} there as a Noble."),
    "noble.tied-hold": ("Under these rules each player tied for the most influence in {region} keeps a Noble "
                        "there: {players} {n:already holds one|already hold one each}."),
    "noble.sole-holds": "{leader} alone has the most influence in {region} and already holds a Noble there.",
    "noble.removed.supply": ("The old {n:Noble|Nobles} of {owners} {n:goes|go} back to "
                             "{n:its owner's supply|their owners' supplies}."),
    "noble.removed.out": ("The old {n:Noble|Nobles} of {owners} {n:leaves|leave} the game (ruling "
                          "replaced-noble = out-of-game)."),
    "noble.kept-beside": "The {n:Noble|Nobles} of {owners} {n:stays|stay} beside the new ones.",
    "bonus.alone": ("{player}'s Noble in {region}: {points} bonus {points:point|points}; no other Noble of "
                    "{player}'s is connected to it by road."),
    "bonus.chain": ("{player}'s Noble in {region}: {points} bonus points, {base} for this Noble + {others} for "
                    "the {others:region|regions} its chain of {player}'s Nobles reaches along the roads: {paths}."),
    "bonus.chain-per-region": ("{player}'s Noble in {region}: {points} bonus points, {base} for this Noble + {per} "
                               "for each of the {others} {others:region|regions} its chain of {player}'s Nobles "
                               "reaches along the roads: {paths}."),
    "bonus.region-only": ("{player}'s Noble in {region}: {points} bonus {points:point|points}; under these "
                          "rules the bonus counts this region only, not a chain."),
    "bonus.adjacent": ("{player}'s Noble in {region}: {points} bonus points, {base} for this Noble + {others} "
                       "for {player}'s Nobles in the neighbouring {others:region|regions} {neighbours}; under "
                       "these rules the bonus counts neighbours only, not the whole chain."),
    "bonus.adjacent-per-region": ("{player}'s Noble in {region}: {points} bonus points, {base} for this Noble + "
                                  "{per} for each of {player}'s Nobles in the neighbouring "
                                  "{others:region|regions} {neighbours}; under these rules the bonus counts "
                                  "neighbours only, not the whole chain."),
    "bonus.adjacent-none": ("{player}'s Noble in {region}: {points} bonus {points:point|points}; no Noble of "
                            "{player}'s stands in a neighbouring region (under these rules the bonus counts "
                            "neighbours only)."),
    "bonus.unpaid": ("Under these rules only a Noble placed in this scoring earns the bonus: nothing for the "
                     "old {n:Noble|Nobles} of {owners} in {region}."),
    "bonus.side-road": "{a} – {b} is the side road",
    "return": "Markers in {region} go back to their owners' supplies: {returned}.",
    "king": "The King moves from {start} to {end}, the region after the last one scored ({last}).",
    "king.side-road": ("The King moves from {start} to {end}, the region after the last one scored ({last}), "
                       "along the side road these rules let him travel."),
    "king.next-after-king": ("The King moves from {start} to {end}, the region after his own: under these rules "
                             "he moves one region however many were scored."),
    "king.next-after-king.side-road": ("The King moves from {start} to {end}, along the side road these rules "
                                       "let him travel: under these rules he moves one region however many were "
                                       "scored."),
    "continue": "Nobody has {threshold} points yet: the game goes on.",
    "game-end": ("{reached} reached {threshold}: the game ends after this round. Final scoring: every region "
                 "not scored this round, {terms}: {regions}."),
    "game-end.all-regions": ("{reached} reached {threshold}: the game ends after this round. Final scoring: "
                             "every region, those scored this round included, {terms}: {regions}."),
    "game-end.no-final": ("{reached} reached {threshold}: the game ends after this round. These rules have no "
                          "final scoring."),
    "game-end.none": "none",
    "final.influence-only": "for influence only (no Noble created, no Noble bonus)",
    "final.nobles": "with Nobles {created} and the Noble bonus {paid}",
    "final.created": "created",
    "final.not-created": "not created",
    "final.paid": "paid",
    "final.not-paid": "not paid",
    "winners.one": "{winner} wins with {best} points.",
    "winners.tie-break": ("{tied} tie on {best} points; the tie-break is Nobles on the board ({counts}): "
                          "{winner} wins."),
    "winners.shared": ("{tied} tie on {best} points; Nobles on the board ({counts}) leave {winners} tied: "
                       "they share the victory."),
    "winners.shared-rule": "{tied} tie on {best} points; under these rules a tie is a shared victory.",
    "winners.influence.tie-break": ("{tied} tie on {best} points; the tie-break is influence on the board when "
                                    "the last round ended ({counts}): {winner} wins."),
    "winners.influence.shared": ("{tied} tie on {best} points; influence on the board when the last round ended "
                                 "({counts}) leaves {winners} tied: they share the victory."),
    # -- the replay score sheet (referee replay)
    "sheet.title": "{game} — replay of {n} players: {players}",
    "sheet.start.setup": "Start: set-up",
    "sheet.start.given": "Start: the record's starting position",
    "sheet.legend": ("Region lines read: player influence→points (why a player with influence got 0), then "
                     "the Noble decision and bonuses."),
    "sheet.plays": "{player}: {cards}{extra}",
    "card.knight": "knight",
    "card.dragon": "dragon",
    "card.witch": "witch",
    "card.knight-declined": "knight!declined",
    "card.knight-added": "knight!added",
    "sheet.round": "Round {round} — King in {king}, {dragons} {dragons:Dragon|Dragons}",
    "sheet.no-cards": "(no cards)",
    "sheet.reselects": "; re-selects {cards}",
    "sheet.note": "note: {player} {card}: {note}",
    "sheet.region": "{region} ({what}, {banner}): {points}",
    "sheet.scored": "scored",
    "sheet.final": "final scoring",
    "sheet.nobody": "nobody",
    "sheet.why.not-paid": "not paid",
    "sheet.why.tie": "tie not paid",
    "sheet.noble.placed": "Noble: {player} (most influence alone)",
    "sheet.noble.replaced": "Noble: {player} (most influence alone; {owner}'s old Noble back to {owner}'s supply)",
    "sheet.noble.replaced-out": "Noble: {player} (most influence alone; {owner}'s old Noble leaves the game)",
    "sheet.noble.tied": "Nobles: {players} (tied for the most; under these rules each places one)",
    "sheet.noble.tie": "Noble stays: {owners} (tie for the most)",
    "sheet.noble.already": "Noble stays: {owners} (already held by the leader)",
    "sheet.noble.kept": "Noble stays: {owners} (no new Noble)",
    "sheet.noble.no-marker": "Noble stays: {owners} (the most influence there comes only from Nobles)",
    "sheet.noble.never": "Noble stays: {owners} (no Noble is ever placed under these rules)",
    "sheet.bonus": "Noble bonus: {bonuses}",
    "sheet.final-block": "Final scoring — regions not scored in round {round}:",
    "sheet.final-block.all-regions": "Final scoring — every region, those scored in round {round} included:",
    "sheet.no-final": "No final scoring under these rules.",
    "sheet.scores": "Scores: {scores}",
    "sheet.nobles": "Nobles: {nobles}",
    "sheet.none": "none",
    "sheet.king": "King moves to {king}. Supply: {supply}",
    "sheet.problem": "PROBLEM [{code}] {message}",
    "sheet.warning": "warning [{code}] {message}",
    "sheet.game-over": "GAME OVER after round {round}: {reached} reached {threshold} points in round {round}; "
                       "the game ended after that round and the final scoring followed.",
    "sheet.not-finished": ("Not finished: the record stops after round {round}; nobody has reached {threshold} "
                           "points, so the game is not over."),
    "sheet.final-scores": "Final scores: {scores}",
    "sheet.provisional": ("Note: provisional banner values were used for {regions}; give your printing's values "
                          "with --banners or \"banners\" in the record."),
    # -- card notes on the sheet (events of round_play)
    "event.knight-declined": "the Knight's extra marker is not taken (ruling knight-declined = {choice})",
    "event.knight-no-effect": "the Knight adds nothing: {why}",
    "event.no-marker": "no marker left in supply: the card places nothing (ruling card-without-marker = {choice})",
    "event.knight-markers": "the Knight adds {n} {n:marker|markers} to {region} under these rules",
    "event.witch-at-once": "re-selects at once, in seat order, under these rules (not after the other players)",
    "knight.why.first-card": "no card was revealed before it",
    "knight.why.reselection": "it is in a Witch re-selection (ruling witch-reselect-knight = no-marker)",
    "knight.why.two-cards": "only two cards played (ruling knight-with-two-cards = no-marker)",
    "knight.why.after-non-region": ("the card before it is not a Region card (ruling knight-after-non-region = "
                                    "{choice})"),
    "knight.why.no-markers": "under these rules the Knight adds no marker",
    # -- the English line a round's JSON keeps beside a card event (`note`; the sheet says its own)
    # -- compare --verify: where the batch simulator and the reference engine part
    "verify.in-ruleset": "{ruleset}: {difference}",
    "verify.refused": "game {game}: the reference engine refuses the record: {why}",
    "verify.problem": "game {game}: {why}",
    "verify.scores": ("game {game}, round {round}: scores {engine} by the reference engine, {batch} by the batch "
                      "simulator"),
    "verify.no-result": "game {game}: the reference engine gave no result",
    "verify.rounds": "game {game}: {engine} rounds by the reference engine, {batch} by the batch simulator",
    "verify.nobles": ("game {game}: Nobles on the board {engine} by the reference engine, {batch} by the batch "
                      "simulator"),
    "play.no-supply": "playing a round needs every player's supply of markers",
    "simulate.no-selection": "no legal selection found for {player}: under these rules the game cannot go on",
    "note.knight-first-card": "no card was revealed before the Knight",
    "note.knight-reselection": "the Knight is in a Witch re-selection (ruling witch-reselect-knight = no-marker)",
    "note.knight-last-region-card": "ruling knight-after-non-region = last-region-card",
    "note.knight-after-non-region": ("the card before the Knight is not a Region card (ruling "
                                     "knight-after-non-region = {choice})"),
    # -- referee rulings
    "rulings.intro": ("Open rulings: questions the rulebook text leaves to a referee (spec/{game}/rulings.toml).\n"
                      "The referee applies each default unless {inputs} sets \"rulings\", or a\n"
                      "command gets --ruling ID=CHOICE; every output names the non-default rulings in force."),
    "rulings.inputs.kings-road": "a position or game record",
    "rulings.inputs.kings-struggle": "a hands or trick file",
    "rulings.inputs.kings-favor": "a state file",
    "rulings.choice": "{choice}{tag}: {text}",
    "list.separator": "; ",
    "rulings.default": "default",
    # -- problems
    "problems.header": "{source}: {n} {n:problem|problems}:",
    "problems.error": "error",
    "problems.warning": "warning",
    # -- input problems (readers): "field = value: ..." (codes, fields and values are never translated)
    "problem.about": "{field} = {value}: {problem}",
    "problem.in-source": "{source}: {problem}",
    "hint.did-you-mean": " (did you mean {names:or}?)",
    "hint.known-fields": "; known fields: {fields}",
    "hint.record-fields": "; a record has {fields}",
    "hint.players": "; players are {players}",
    "hint.regions": "; regions are named, slugged (dark-tower) or numbered 1-8",
    "hint.see-rulings": "; see `referee rulings`",
    "what.region-entries": "region entries",
    "what.players": "players",
    "what.nobles-in-region": "Nobles in one region",
    "what.spent-cards": "spent cards",
    "what.banners": "banners",
    "what.rulings": "rulings",
    "what.rounds": "rounds in a record",
    "what.winners": "winners",
    "what.round-entries": "entries in a round",
    "what.hand": "cards (a player's whole hand)",
    "why.max-scores": "the referee reads scores up to {max}",
    "why.markers": "each player has only {limit} markers",
    "why.max-rounds": "a game record holds at most {max} rounds",
    "problem.too-many-problems": "more than {max} problems; the rest are not listed",
    "problem.not-an-integer": "expected a whole number",
    "problem.negative-count": "a count cannot be below {min}",
    "problem.too-large": "at most {max}",
    "problem.too-large.why": "at most {max}: {why}",
    "problem.too-many-entries": "at most {limit} {what}; this one is not read",
    "problem.position-not-object": "a position is a JSON object with players, king and board",
    "problem.unknown-variant": "unknown variant{hint}; known variants: {known}",
    "problem.unknown-variant.none": "unknown variant; this game has no variants",
    "usage.error": "Error: {message}",
    "usage.help": "Try '{command} --help' for help.",
    "usage.no-such-option": "no such option {option}{hint}",
    "usage.missing": "missing {name}",
    "usage.no-such-command": "no such command {name}{hint}",
    "usage.needs-value": "{option} needs a value",
    "usage.needs-values": "{option} needs {count} values",
    "usage.takes-no-value": "{option} takes no value",
    "usage.extra-arguments": "unexpected extra arguments: {given}",
    "usage.not-a-choice": "{name} {given}: expected {choices:or}",
    "compare.compiling.progress": "compiling the batch simulator: {ready} of {total} kernels ready, {seconds} s so far",
    "compare.compiling": ("Compiling the batch simulator for this machine: once after an install or an upgrade, "
                          "about 40 seconds on 2 cores; later runs load it from {folder}."),
    # -- referee compare: the table and the report
    "compare.head": ("{games:num} games per ruleset, {players} players, agents {agents} (seats rotated), seed {seed}, "
                     "{engine} engine, {seconds:num.2} s"),
    "compare.run": "{name}: {label}{rulings}; {finished:num} of {games:num} games finished{verified}",
    "compare.run.rulings": ", rulings {rulings}",
    "compare.run.verified": "; {n:num} replayed exactly by the reference engine",
    "compare.metric-header": "metric (95% interval)",
    "compare.cards-title": "cards: revealed per game / share that pays",
    "compare.card-header": "card",
    "compare.diff-head": ("{ruleset} minus {baseline} (95% interval and p of each metric; * = significant at 5% after "
                          "Holm's correction over the metrics, whose p is shown as Holm)"),
    "compare.p": "p{p}, Holm {holm}",
    "metric.rounds": "Duration (rounds)",
    "metric.winning_score": "Winning score",
    "metric.margin": "Margin (winner minus best other)",
    "metric.lead_changes": "Lead changes",
    "metric.nobles_on_board": "Nobles on the board at the end",
    "metric.shared_victory": "Shared victory",
    "metric.tie_break_decided": "Tie-break decided",
    "metric.decisiveness": "Decisiveness (share of the game before the winner led for good)",
    "metric.noble_point_share": "Share of points from Noble bonuses",
    "metric.first_seat_advantage": "First-seat advantage (seat 1 minus 1/N)",
    "metric.win-rate-seat": "Win rate, seat {seat}",
    "metric.win-rate-agent": "Win rate per seat, agent {agent}",
    "metric.card-played": "{card}: revealed per game",
    "metric.card-pays": "{card}: share that pays",
    "card-title.Knight": "Knight",
    "card-title.Dragon": "Dragon",
    "card-title.Witch": "Witch",
    "test.two-proportion z-test": "two-proportion z-test",
    "test.Welch's t-test": "Welch's t-test",
    "test.z-test (delta method)": "z-test (delta method)",
    "report.compare.title": "King's Road variant comparison: {names}",
    "report.compare.vs": " vs ",
    "report.compare.setup": ("{games:num} games per ruleset, {players} players, agents {agents} (seats rotated each "
                             "game), seed {seed}, {engine} engine."),
    "report.compare.tests": ("Tests: {tests}; Holm's correction over the metrics of each pair. * marks a difference "
                             "significant at 5% after the correction."),
    "report.compare.score-head": "Score by round",
    "report.compare.score-text": ("Mean score of the leader after each round, over the games still running (drawn "
                                  "while at least 1% of the games last that long)."),
    "report.compare.seat-head": "Win rate by seat",
    "report.compare.length-head": "Game length",
    "report.compare.metrics-head": "Metrics",
    "report.compare.differences-head": "Differences",
    "report.compare.minus": "{ruleset} minus {baseline}",
    "report.compare.metric": "Metric",
    "report.compare.metric-interval": "Metric (95% interval)",
    "report.compare.difference": "Difference [95%]",
    "report.compare.p": "p",
    "report.compare.p-holm": "p (Holm)",
    "report.compare.test": "Test",
    "report.compare.pp": " pp",
    "chart.score.title": "Leader's mean score by round",
    "chart.score.y": "points (leader, mean)",
    "chart.round": "round",
    "chart.seat.title": "Win rate by seat",
    "chart.seat.y": "win rate",
    "chart.seat.x": "seat",
    "chart.balanced": "balanced: 1/{players}",
    "chart.length.title": "Game length",
    "chart.length.y": "share of games",
    "chart.length.x": "rounds",
    "compare.empty-ruleset": ("ruleset {name}: an empty name; give standard, a variant id or a .toml file, joined by "
                              "'+'"),
    "compare.too-many-variants": "ruleset {name}: {n} variants; a ruleset joins at most {max}",
    "compare.players-outside": ("--players {players}: ruleset {name} allows {low} to {high} players ([game] "
                                "min_players..max_players)"),
    "compare.too-many-rulesets": "{n} rulesets; a comparison plays at most {max}",
    "progress.line": "{what}: {done:num} of {total:num} ({share:pct.0}), about {left:num} s left",
    "progress.games": "games played",
    "simulate.head": "{games:num} {games:game|games}, {players} players, {rules}, seed {seed}{rulings}",
    "simulate.rulings": ", rulings {rulings}",
    "simulate.finished": "  finished:               {finished:num} of {games:num}",
    "simulate.stat": "  {title:<24}mean {mean:num.2}, min {min:num}, max {max:num}",
    "simulate.rounds": "rounds per game:",
    "simulate.winning": "winning score:",
    "simulate.nobles": "Nobles on board at end:",
    "simulate.tie-break": "  tie-break decided:      {n:num} {n:game|games}",
    "simulate.shared": "  shared victory:         {n:num} {n:game|games}",
    "simulate.written": "  records written to {first} ... {last}",
    "simulate.players": ("--players {players}: {game} under {rules} takes {lo} to {hi} players ([game] min_players, "
                         "max_players)"),
    "install.missing": ("referee {command} needs {modules}, which this Python environment lacks; reinstall the "
                        "referee with its dependencies: python3 -m pip install -e ."),
    "compare.specialising": ("compiling the batch simulator for {name} ({players} players) with its rule values as "
                             "constants: about 40 s the first time, then kept"),
    "compare.specialised": "the batch simulator for {name} is ready ({seconds} s)",
    "compare.batch-needs-numba": ("--engine {engine} needs numba, which this Python environment does not have (numba "
                                  "publishes no wheel for some machines; REFEREE_NO_NUMBA=1 also hides it)"),
    "compare.mcts-no-numba": ("notice: numba is not available here, so mcts's playouts run as plain Python: "
                              "about a hundred times slower (give it fewer playouts, e.g. --agents mcts:50)."),
    "compare.no-numba": ("notice: numba is not available here (no wheel for this machine, or REFEREE_NO_NUMBA=1), so "
                         "the games are played by the reference engine: about two hundred times slower."),
    "option.count": "{option} {given}: expected a whole number from {low:num} to {high:num}",
    "option.ruling.syntax": "--ruling {given}: expected ID=CHOICE such as {example}",
    "option.ruling.unknown": "--ruling {given}: unknown ruling {rid}{hint}; rulings are {known}",
    "option.ruling.choice": "--ruling {given}: {rid} is one of {choices}, not {choice}{hint}",
    "option.banners.syntax": "--banners {given}: expected REGION=V,V,V such as \"Temple Ruins=3,2,1\"",
    "option.banners.values": "--banners {given}: values are whole numbers such as 3,2,1 or 3-2-1; got {numbers}",
    "problem.unknown-field": "unknown field{hint}",
    "problem.king-required": "the King's region is required",
    "problem.expected-bool": "expected true or false",
    "problem.expected-player": "expected a player name",
    "problem.expected-players": "expected a list of player names",
    "problem.unknown-player": "not one of the players{hint}",
    "error.unknown-region": "unknown region {value}{hint}",
    "problem.unknown-region": "unknown region{hint}",
    "problem.board-type": "expected an object keyed by region",
    "problem.duplicate-region": "names the same region as {other} ({region})",
    "problem.region-type": 'expected an object like {{"influence": {{...}}, "nobles": [...]}}',
    "problem.unknown-region-field": "unknown field; a region has {fields}",
    "problem.influence-type": "expected an object player -> markers",
    "problem.too-many-nobles": ('at most {limit} {limit:Noble|Nobles} per region under these rules '
                                '("{section:section}"); '
                                "several Nobles share a region only with the permanent-nobles variant"),
    "problem.duplicate-noble": ('{owner} holds {count} Nobles here; a player holds at most {limit} per region '
                                '("{section:section}")'),
    "problem.counts-type": "expected an object player -> number",
    "problem.too-many-dragons": '{players} players hold only {limit} Dragon {limit:card|cards} ("{section:section}")',
    "problem.used-type": "expected an object player -> list of spent cards",
    "problem.used-list-type": "expected a list drawn from {cards}",
    "problem.banners-type": "expected an object region -> list of values",
    "banner.length": "a banner has 1 to 4 values, got {got}",
    "banner.values": "banner values are whole numbers from 0 to {max}, got {got}",
    "banner.increase": "banner values never increase from one place to the next, got {got}",
    "problem.variants-type": "expected a list of variant names",
    "problem.too-many-variants": "at most {max} variants at once",
    "problem.listed-twice": "listed twice",
    "problem.players-required": "the list of player names is required",
    "problem.too-few-players": "{game} needs {lo} to {hi} players, got {got}",
    "problem.too-many-players": "{game} takes {lo} to {hi} players, got {got}",
    "name.empty": "a player name is a non-empty string",
    "name.too-long": "a player name has at most {max} characters, this one {n}",
    "name.unprintable": "a player name holds only printable characters, not U+{code} ({name})",
    "name.spaces": "a player name does not begin or end with a space",
    "problem.already-listed": "this player is already listed",
    "problem.same-player": ("names the same player as {other} (names are compared ignoring case and look-alike "
                            "characters)"),
    "problem.prints-like": ("prints like players[{first}] {other} (names are compared ignoring case and look-alike "
                            "forms)"),
    "problem.bad-used-card": "only {cards} {n:is|are} spent once per game",
    "problem.no-used-card": "no card is spent once per game",
    "problem.duplicate-used-card": "a player holds only one of each card",
    "problem.duplicate-used-cards": "a player holds only {held} cards of this kind",
    "problem.banner-unlike-printed": ("the rulebook prints {region}'s banner as {printed} (\"{section:section}\" "
                                      "example); {shown} is used as your printing's"),
    "problem.banner-first-value": ("a banner's first value is the region's number, {number} for {region} "
                                   "(\"{section:section}\"); {shown} is used as your printing's"),
    "problem.banner-value-count": ("the rulebook's banners have 3 or 4 values (\"{section:section}\"); {shown} has "
                                   "{n}, used as your printing's"),
    "problem.rulings-type": "expected an object ruling -> choice",
    "problem.unknown-ruling": "unknown ruling{hint}",
    "problem.bad-ruling": "choose one of {choices}",
    "markers.detail": ("{board} on the board + {nobles} {nobles:Noble|Nobles}{supply} + {track} on the score track "
                       "= {total}"),
    "markers.detail.supply": " + {supply} in supply",
    "problem.too-many-markers": '{detail}, but each player has only {limit} markers ("{section:section}")',
    "problem.markers-missing": "{detail}, {short} short of {limit}; scoring goes on, returned markers are added",
    # -- output files (--out, -o, --report)
    "output.empty": "{option} \"\": an empty file name; give the name of the file to write",
    "output.name-too-long": ("{option} {path}: a file name of more than {limit} bytes is longer than file systems "
                             "allow"),
    "output.is-input": "{option} {path}: that is the input file; pass --overwrite-input to replace it",
    "output.is-read": "{option} {path}: this command reads that file (a variant or ruleset); write elsewhere",
    "output.is-folder": "{option} {path}: is a folder; expected a file name",
    "output.not-regular": "{option} {path}: exists and is not a regular file",
    "output.no-folder": "{option} {path}: the folder {folder} does not exist",
    "output.cannot-write-in": "{option} {path}: cannot write in {folder}",
    "output.cannot-write": "{option} {path}: cannot write: {why}",
    "output.same-twice": "{option} {path}: {other} writes the same file; give each output its own name",
    # -- the other games' input files (referee/games)
    "game.with-hint": "{message}{hint}",
    "game.missing": "{field}: missing: {what}",
    "game.missing.plain": "{field}: missing",
    "game.missing.needed": "{field}: missing: needed because {why}",
    "game.not-object": "expected a JSON object with {expected}",
    "game.rulings-type": "expected an object: ruling id -> choice",
    "game.unknown-ruling": "unknown ruling{hint}",
    "game.unknown-ruling.known": "; known: {known}",
    "game.bad-ruling": "unknown choice{hint}; choose one of: {choices}",
    # -- King's Struggle (referee/games/kings_struggle)
    "struggle.players.missing": "give each player's gold and collected cards",
    "struggle.players.type": "expected an object: player name -> {{gold, cards}}",
    "struggle.players.count": "{game} takes {lo} to {hi} players (\"{section}\"); this file has {n}",
    "struggle.name.empty": "a player needs a name",
    "struggle.hand.type": "expected an object with \"gold\" and \"cards\"",
    "struggle.tricks.why": "the most-cards ruling is tricks-won",
    "struggle.cards.missing": "the natural ranks of the cards collected ([] for none)",
    "struggle.cards.type": "expected a list of ranks",
    "struggle.rank": "a card is a natural rank {low}-{high}",
    "struggle.rank-count": ("{count} cards of rank {rank} in all: {n} players play {n} decks, one card of each rank "
                            "in a deck (\"{section}\")"),
    "struggle.cards-total": ("{count} cards collected in all: {n} players play at most {tricks} tricks of {n} cards "
                             "(\"{section}\"), {max} cards"),
    "struggle.tricks-total": "{count} tricks won in all: a game has at most {tricks} (\"{section}\")",
    "struggle.tricks-total.why": "a game has at most {tricks} tricks (\"{section}\")",
    "struggle.tricks-cards.few": ("{cards} {cards:card|cards} collected with {tricks} {tricks:trick|tricks} won: the "
                                  "winner of a trick collects at least the card that won it (\"{section}\")"),
    "struggle.tricks-cards.many": ("{cards} cards collected with {tricks} {tricks:trick|tricks} won: a trick holds "
                                   "one card per player, {n} (\"{section}\")"),
    "struggle.gold.why": "the game has {max} gold tokens (\"{section}\")",
    "struggle.gold-total": "{count} gold in all: the game has {max} gold tokens (\"{section}\")",
    "struggle.trick.missing": "the trick's cards in playing order, leader first",
    "struggle.trick.type": "expected a list of {lo}-{hi} played cards",
    "struggle.trick.count": ("a trick has one card per player, {lo} to {hi} (\"{section}\", \"{play}\"); this one "
                             "has {n}"),
    "struggle.trick.duplicate": "{name} plays {n} cards; one card each",
    "struggle.played.type": "expected {{\"player\": NAME, \"rank\": R, \"modifier\": M}}",
    "struggle.played.player-missing": "the name of who played the card",
    "struggle.played.player": "expected the name of who played the card",
    "struggle.played.rank-missing": "the card's natural rank {low}-{high}",
    "struggle.played.rank": "expected the card's natural rank {low}-{high}",
    "struggle.played.both": "give either power (modified) or modifier, not both",
    "struggle.modifier": ("a modifier of {modifier}: the game has {max} modifier markers (\"{section}\")"),
    "struggle.modifiers-total": ("{count} modifier markers on the trick's cards: the game has {max} (\"{section}\")"),
    # -- King's Struggle: the account (score, trick)
    "struggle.check.head": ("King's Struggle invariants (\"Scoring\", \"Winning\") on seeded random hands; the best "
                            "split\nis compared with an exhaustive search on every hand and a Z3 optimum on the first "
                            "{first}."),
    "struggle.check.holds": "HOLDS ({n})",
    "struggle.check.violated": "VIOLATED ({n})",
    "struggle.check.detail": "{id} VIOLATED under {ruleset}: {statement}",
    "struggle.check.counterexample": "counterexample (score it with `referee struggle score FILE`):",
    "struggle.check.progress": "{label}: hand {n:num} of {total:num}",
    "struggle.check.passed": "Check passed.",
    "struggle.check.problem": "{id} under {ruleset}: {what}",
    "struggle.group.run": "run {ranks}",
    "struggle.group.single": "single {rank}",
    "struggle.group.pair": "pair of {rank}s",
    "struggle.group.set": "set of {count} {rank}s",
    "struggle.count.3": "three", "struggle.count.4": "four", "struggle.count.5": "five", "struggle.count.6": "six",
    "struggle.group-points": "{label}: {points}",
    "struggle.gold": "gold {gold}",
    "struggle.gold-points": "gold {gold}: {points}",
    "struggle.total": "total {total}",
    "struggle.score.head": ("King's Struggle: end-of-game scores (\"{section}\"). Each player's collected cards are\n"
                            "split into runs, sets and singles in the way worth the most points (an exact search: no\n"
                            "other split scores more), plus {per_gold} point per gold."),
    "struggle.player-line": "{name}: {line}",
    "struggle.step": "  {criterion}: {values}",
    "struggle.criterion.points": "points",
    "struggle.criterion.cards": "cards collected",
    "struggle.criterion.tricks": "tricks won",
    "struggle.criterion.rank": "{rank}s",
    "struggle.shared": "Shared win (\"{section}\"): {names}, level on points and on every tie-break.",
    "struggle.nobody": ("No winner (\"{section}\"; ruling still-tied = nobody): {names} are level on points and on "
                        "every tie-break."),
    "struggle.tie-head": "Tie on {points} points, broken as \"{section}\" says:",
    "struggle.winner-after-tie": "Winner: {names} ({points} points).",
    "struggle.winner": "Winner (\"{section}\"): {names} with {points} points.",
    "struggle.four-note": ("Note: the set table gives no value for four matching cards; ruling four-of-a-kind = "
                           "{choice}: {why}"),
    "struggle.rulings.default": "Open rulings at their defaults (referee rulings --game kings-struggle).",
    "struggle.rulings.chosen": "Open rulings not at their default: {listed} (referee rulings --game kings-struggle).",
    "struggle.card": "{player}'s {rank}",
    "struggle.card.power": "{player}'s {rank} (power {power})",
    "struggle.trick.head": "King's Struggle: one trick (\"{section}\").",
    "struggle.trick.played": "Played, leader first: {cards}.",
    "struggle.trick.equal": "Equal power {power}, all discarded: {cards}.",
    "struggle.trick.wins": ("{winner} wins the trick with the highest remaining power, {power}, and collects "
                            "{collected}."),
    "struggle.trick.leads": "{winner} leads the next trick.",
    "struggle.trick.all-cancel": ("Every card shares its power with another: all are discarded and nobody wins the "
                                  "trick."),
    "struggle.trick.next": "{leader} leads the next trick (ruling all-cards-cancel = {choice}: {why})",
    # -- King's Favor: the account (favor moves)
    "favor.both-stdin": "BOARD and STATE cannot both be '-' (standard input)",
    "favor.die-roll": ("--roll {roll}: a die roll is 1-{faces} (\"{section}\": a six-sided die); a card's move takes "
                       "--card-of"),
    "favor.not-a-player": "{option} {name}: not a player of {file}; players are {players}",
    "favor.route-line": "{route}: {stop}",
    "favor.space-label": "space {number} [{id}]",
    "favor.case.1": "moved by a roll or by the mover's own Ability card",
    "favor.case.2": "moved by an Ability card of the player landed on",
    "favor.case.3": "two pieces on one space any other way",
    "favor.direction": "Direction (\"{section}\"): {why}.",
    "favor.direction.nobody": "nobody holds a Treasure, so everyone moves forward, toward the Treasure Spaces",
    "favor.direction.carrier": "{name} carries a Treasure, so moves backward only, toward the Starting Space",
    "favor.direction.card": "an Ability card moves {name}, either way (ruling card-move-direction = either-way)",
    "favor.direction.free": ("someone holds a Treasure and {name} does not, so {name} picks forward or backward, "
                             "the whole roll one way"),
    "favor.direction.forward": "forward",
    "favor.direction.backward": "backward",
    "favor.route.turn": ", then {path}: {space}",
    "favor.route.path": "{kind} path",
    "favor.steps": "{n} {n:step|steps}",
    "favor.stop.pass-start": "would pass the start",
    "favor.stop.off-path": "would run off the end of the path",
    "favor.stop.blocked": ("{direction} {what} with {spare} to spare, so the piece stays where it is (ruling {ruling} "
                           "= {choice})"),
    "favor.stop.roll-used": "uses the whole roll",
    "favor.stop.treasure": "ends on reaching this Treasure Space, {spare} unused (\"{section}\")",
    "favor.stop.start": ("reaches the start with {spare} to spare, which are not needed (ruling exact-roll-to-start = "
                         "{choice})"),
    "favor.stop.path-end": "the path ends here, {spare} unused (ruling end-of-path = {choice})",
    "favor.effect.taken": "{player} takes a {treasure} by {where} (\"{section}\").",
    "favor.effect.refused": ("{player} already carries a Treasure and takes no {treasure} (ruling two-treasures = "
                             "{choice})."),
    "favor.effect.same-space": "{player} and {other} share {where}, {case} (case 3, \"{section}\"): nobody moves.",
    "favor.effect.passed": "{player} takes {other}'s {treasure} (case {n}, \"{section}\").",
    "favor.effect.sent-back": ("{other} lands on {player}, {case} (case {n}, \"{section}\"): {player} goes to {where}, "
                               "where {other} came from."),
    "favor.effect.no-swap": ("{player} lands on {other}; both carry a Treasure: no swap (ruling two-carriers-swap = "
                             "{choice})."),
    "favor.effect.event": "{player} lands on the Event Space {where} and follows it (\"{section}\"): \"{event}\"",
    "favor.effect.event-go": " -> {player} goes to {there}.",
    "favor.effect.event-ignored": ("{player} was sent onto the Event Space {where} and does not follow it (ruling "
                                   "swapped-onto-event = {choice})."),
    "favor.effect.event-loop": "{where} would send {player} round the same instructions again: a loop, followed once.",
    "favor.effect.wins": "{player} is back on the start with a Treasure and wins (\"{section}\").",
    "favor.head": "King's Favor: {player} on {where} moves {roll} ({cause}; \"{section}\").",
    "favor.cause.roll": "a die roll",
    "favor.cause.card": "an Ability card used by {name}",
    "favor.board.invented": "Board: {name} (the file marks it as invented).",
    "favor.board.named": "Board: {name}.",
    "favor.board.unnamed": "unnamed",
    "favor.no-move": "No move is possible: {player} stays on {where}.",
    "favor.no-way": "No space lies {direction} of {origin}.",
    "favor.rulings.default": "Open rulings at their defaults (referee rulings --game kings-favor).",
    "favor.rulings.chosen": "Open rulings not at their default: {listed} (referee rulings --game kings-favor).",
    "favor.option.stays": "{n}. stays on {where}",
    "favor.option.moves": "{n}. {direction} to {where}",
    "favor.after": "Afterwards: {pieces}.",
    "favor.after.piece": "{name} on {space}",
    "favor.after.carrying": "{name} on {space} with {treasures}",
    # -- King's Favor's board and state files (kings_favor/reader.py)
    "favor.r.spaces-missing": "the board's spaces",
    "favor.r.spaces-type": 'expected a list of at least 2 spaces',
    "favor.r.duplicate-id": 'id used by {n} spaces; ids must be unique',
    "favor.r.one-start": 'expected exactly one space of kind start ("The Board")',
    "favor.r.no-treasure": 'no space of kind treasure',
    "favor.r.space-type": 'expected an object with id, number and kind',
    "favor.r.id-missing": "the space's id, a non-empty string",
    "favor.r.non-empty": 'expected a non-empty string',
    "favor.r.number-missing": 'the printed number, a whole number 0 or more',
    "favor.r.number": 'expected the printed number, a whole number 0 or more',
    "favor.r.kind-missing": 'one of {kinds}',
    "favor.r.kind": 'expected one of {kinds}',
    "favor.r.kind-field-missing": 'a {owner} space needs its {key}',
    "favor.r.field-not-for-kind": 'only a space of kind {owner} has {key} (this one is {kind})',
    "favor.r.string": 'expected a string',
    "favor.r.paths-missing": 'the paths between spaces',
    "favor.r.paths-type": 'expected a list of paths',
    "favor.r.path-type": 'expected an object with kind and spaces',
    "favor.r.path-kind-missing": 'main or branch',
    "favor.r.path-kind": 'expected main or branch',
    "favor.r.path-spaces-missing": 'a list of at least 2 space ids',
    "favor.r.path-spaces": 'expected a list of at least 2 space ids',
    "favor.r.no-such-space": 'no space has this id',
    "favor.r.numbers": 'number {number} after {before} ({here}): paths are listed from the start toward the Treasure '
                       'Spaces, numbers increasing',
    "favor.r.event-only-on-path": '{space} is event-only: only an Event Space\'s instruction sends a piece there, no '
                                  'path enters it ("The Board")',
    "favor.r.split": '{space} leads to {n} spaces one way; only a branch space divides paths ("The Board")',
    "favor.r.unreachable-treasure": 'no path or instruction leads from the start ({start}) to this Treasure Space '
                                    '("Overview")',
    "favor.r.one-main": 'expected exactly one path of kind main',
    "favor.r.main-from-start": 'the main path begins at the start ({start})',
    "favor.r.start-inside": 'the start ({start}) can only begin a path',
    "favor.r.branch-links": '{space} joins {n} spaces; a branch space is where paths divide or meet (3 or more)',
    "favor.r.event-only-unreached": "no event space's go_to sends a piece to {space}",
    "favor.r.unreachable-space": "on no path and no event's go_to: no piece can reach it",
    "favor.r.players-missing": "each player's space (and treasures)",
    "favor.r.players": 'expected {lo}-{hi} players: name -> {{space, treasures}}',
    "favor.r.piece-type": 'expected an object with space and treasures',
    "favor.r.space-missing": 'the id of the space the piece is on',
    "favor.r.no-board-space": 'no space of the board has this id',
    "favor.r.treasures": 'expected a list of treasure types of the board: {types}',
    "favor.r.treasures.hint": 'expected a list of treasure types of the board: {types}{hint}',
    "favor.r.one-only": 'more than one Treasure while ruling two-treasures is one-only',
    "favor.r.over": 'a carrier on the start has already won: the game is over',
    "favor.r.too-many-carried": '{n} {kind}s carried: the game has {copies} of each type ("Setup")',
    "favor.r.left-type": 'expected an object: treasure type -> count',
    "favor.r.unknown-left": 'no Treasure Space of the board keeps {kind}{hint}',
    "favor.r.too-many-left": '{left} left and {carried} carried: there are only {copies} of each type ("Setup")',
    "toml.boolean": "a boolean (true or false)",
    "toml.integer": "an integer",
    "toml.number": "a number",
    "toml.string": "a string",
    "toml.array": "an array",
    "toml.table": "a table",
    "toml.value": "a value",
    "toml.either": "{first} or {second}",
    "spec.problem": "{file}: key '{key}': {problem}",
    "spec.problem.file": "{file}: {problem}",
    "spec.missing": "missing",
    "spec.kind": "expected {kind}, got {got}",
    "spec.choice": "{got} is not one of {choices}",
    "spec.unknown-key": "unknown key (allowed keys: {allowed})",
    "spec.unknown-override": "overrides a key the base spec does not have (keys of [{table}]: {keys})",
    "toml.int-array": "an array of integers",
    "toml.key-table": "a table of keys",
    "spec.file.not-regular": "is {kind}, not a regular file (a variant is a .toml file)",
    "spec.file.directory": "is a directory, not a .toml file",
    "spec.file.toml": "not valid TOML: {detail}",
    "spec.file.toml-deep": "not valid TOML: nested too deeply",
    "spec.twice": "lists a value twice: {got}",
    "spec.pair": "expected two region numbers, got {got}",
    "spec.pair-of": "expected two region numbers of {numbers}, got {got}",
    "spec.duplicate-numbers": "duplicate region numbers in {numbers}",
    "spec.route": "must list every region once, got {got}",
    "spec.king-road-not-side": "{pair} is not one of the side_roads {side}",
    "spec.king-one-road": "a region may lead the King onto only one side road",
    "spec.default-not-alternative": "{got} is not one of its alternatives {choices}",
    "spec.one-line": "expected one line of 1 to 80 printable characters, got {got}",
    "spec.not-overridable": "not a table a variant may change (tables: {tables})",
    "spec.override-regions": "expected [[overrides.regions]] tables, each with a number",
    "spec.override-region-number": "name a region of the base spec by its number ({numbers})",
    "spec.unknown-region-key": "overrides a key the base spec does not have",
    "spec.unknown-ruling": "unknown ruling; rulings are {known}",
    "spec.out-of-range": "{value} is out of range: allowed {low} to {high}",
    "spec.clause.unknown-table": "unknown table: the file holds [[clause]] entries only",
    "spec.clause.twice": "{id} appears twice",
    "spec.clause.unknown-field": "unknown field; allowed: {allowed}",
    "spec.clause.no-text": "missing, or not a non-empty string",
    "spec.clause.section": "{section} is not a rulebook section; allowed: {allowed}",
    "spec.clause.list": "must be a list of non-empty strings",
    "spec.count-points": "expected a count = points (whole numbers), got {got}",
    "spec.no-rulings": "no [[ruling]] entries",
    "spec.struggle.runs": "needs a value for every run length {low}-{high}, has {has}",
    "spec.struggle.sets": ("needs a value for a single card and none above {decks} (one card of a rank per deck), "
                           "has {has}"),
    # -- command-line refusals (referee/cli)
    "quick.pair-syntax": "{given}: expected {what} such as Jen=4",
    "quick.count-negative": "{given}: the count after '=' cannot be below 0, got {count}",
    "quick.count-digits": "{given}: the count after '=' is written in digits, such as 4; got {count}",
    "quick.count-too-long": ("{given}: the count after '=' has {digits} digits, far more than any count in the "
                             "game (at most {max} digits are read)"),
    "quick.name-twice": "{given}: {name} is given twice",
    "quick.unknown-region": "--region {given}: unknown region{hint}",
    "quick.regions-named": "; regions are named, slugged (dark-tower) or numbered 1-8",
    "quick.empty-noble": "--noble '': expected a player name",
    "quick.too-few-players": "--players {players}: {n} players are named ({names})",
    "quick.no-players": "--region: name the players and their markers as NAME=COUNT, e.g. Jen=4 Phil=3",
    "quick.needs-region": "{flag} is for quick entry: give --region REGION and NAME=COUNT pairs",
    "score.one-file": ("expected one position FILE ('-' for stdin), or --region REGION NAME=COUNT ... for quick "
                       "entry; got {given}"),
    "score.nothing": "nothing",
    "option.variant": "--variant {given}: {problem}",
    "replay.before-scoring": "--before-scoring needs --until N",
    "replay.until": "--until {until}: the record holds {reach}; --until takes {lowest} to {last}{with_before}",
    "replay.until.rounds": "rounds {first} to {last}",
    "replay.until.none": "no round after round {start}",
    "replay.until.with-before": " with --before-scoring",
    "render.is-input": "-o {out}: that is the input file; a picture never replaces the position",
    "render.png-terminal": "--png: a PNG is not written to a terminal; give -o FILE or send the output to a file",
    "render.png-missing": ("--png needs the cairosvg package and the cairo library (pip install cairosvg, or the "
                           "[png] extra); the SVG needs nothing: drop --png"),
    "rules.diff-and-variant": "--diff names both rulesets: give the variant there, not with --variant",
    "rules.changes": "{b} changes {n} {n:key|keys} of {a}:",
    "rules.changes-nothing": "{b} changes nothing in {a}.",
    "rules.reference-english": ("note: the spec reference page is written in English only (it documents the spec's "
                                "English keys)."),
    "rules.heading": "# {game}: {label}",
    "rules.variant-line": "# variant {id}: {file}",
    "clauses.head": ("The rulebook in {n} clauses (paraphrased; spec/kings-road/clauses.toml), with what carries "
                     "each one."),
    "clauses.not-here": "--clauses: the clause map is King's Road's; --game {game} has none",
    "folder.not-folder": "{option} {path}: exists and is not a folder",
    "folder.holds-records": ("{option} {path}: already holds {n:num} game {n:record|records} ({first} ...); a new "
                             "run would mix with them: choose a new or empty folder, or delete them first"),
    "folder.holds-witnesses": ("{option} {path}: already holds {n:num} {n:witness|witnesses} ({first} ...); a new "
                               "run would mix with them: choose a new or empty folder, or delete them first"),
    "folder.cannot-create": "{option} {path}: cannot create the folder: {why}",
    "folder.cannot-write": "{option} {path}: cannot write {name}: {why}",
    "folder.cannot-move": "{option} {path}: cannot move the files in: {why}",
    "compare.generic-notice": ("notice: the compiled kernel does not play {name} ({reasons}); every ruleset of this "
                               "comparison plays on the reference engine, the agents choosing among the engine's "
                               "own legal selections (random ones: about 70 games a second per core)"),
    "compare.generic-mcts": ("notice: mcts plays its playouts there on the reference engine too, in plain Python: "
                             "a few milliseconds each, so mcts:1000 takes seconds a decision (give it fewer, e.g. "
                             "--agents mcts:100)"),
    "compare.generic-verify": ("--verify replays the compiled kernel's games on the reference engine, but {name} is "
                               "played by the reference engine alone (the compiled kernel does not play {reasons}): "
                               "leave --verify out"),
    "compare.generic-note": "played on the reference engine, the agents choosing among its legal selections",
    "compare.unsupported": "{name}: {why}",
    "support.refused": ("the batch simulator does not implement these rules (it refuses rather than play other "
                        "rules):{reasons:lines}"),
    "support.game": "game_id = {game}: only King's Road is implemented",
    "support.players": "players = {players}: the rules allow {low}-{high}, the batch simulator 2-{max}",
    "support.track-markers": "components.score_track_markers exceeds components.markers_per_player",
    "support.unknown-rules-field": "{field} = {value}: a rules field the batch simulator does not know",
    "support.unknown-parameter": "{field} = {value}: a rule parameter the batch simulator does not know",
    "support.unknown-region-field": "{field} = {value}: a region field the batch simulator does not know",
    "support.implements": "{field} = {value}: the batch simulator implements {allowed}",
    "support.regions": "regions: {n} regions; the batch simulator implements 1-{max}",
    "support.banner": "regions[{number}].banner = {banner}: at most {max} values are implemented",
    "support.unknown-ruling": "ruling {id} = {choice}: an open ruling the batch simulator does not know",
    "support.ruling": "ruling {id} = {choice}: the batch simulator implements {choices}",
    "support.one-of": "{values:or}",
    "support.cards-per-round": ("round.cards_per_round = {cards}: a player could be left with no legal selection "
                                "of that many cards (the batch simulator plays up to {capacity}, the cards "
                                "every reachable hand can always make a legal selection of)"),
    "support.int-from": "an integer from {low} up",
    "support.any": "anything (descriptive only)",
    "support.text": "any text (a rulebook section name: descriptive only)",
    "support.any-int": "any integer",
    "support.boolean": "true or false",
    # -- referee ladder
    "ladder.players-even": ("--players {players}: a pair's two agents alternate seats, so an even number of "
                            "players (2, 4, 6 or 8)"),
    "ladder.too-many-agents": "--agents {given}: {n} agents; a ladder ranks at most {max} (every pair plays)",
    "ladder.agents": "--agents {given}: give two or more different agents, each once; agents are {known}",
    "ladder.seats": ("each pair's agents alternate seats (A, B, A, B), and seat s of game g plays agent "
                     "(s + g) mod N, so each agent holds each seat equally often"),
    "ladder.method": ("ratings are Bradley-Terry strengths on the Elo scale, {anchor} at 0; 95% intervals by a "
                      "parametric bootstrap of the pairs ({draws} draws)"),
    "ladder.head": "Agent ladder under {ruleset}: {players} players, {games} games per pair, seed {seed}",
    "ladder.pairs-head": "Pairs (win share of the first agent, 95% interval):",
    "ladder.pair": "{a} vs {b}",
    "ladder.pair-line": "{pair}  {a} wins {share} of {finished} finished games (of {games})",
    "ladder.ratings-head": "Ratings:",
    "ladder.rating-line": "{rank}. {agent} {elo}  [{low}, {high}]",
    "ladder.seconds": "{seconds} s.",
    "ladder.chart-title": "Rating of each agent (Elo scale) with its 95% interval",
    "ladder.report-title": "Agent ladder under {ruleset}",
    "ladder.agent": "Agent",
    "ladder.pair-column": "Pair",
    "ladder.share-column": "Win share of the first agent [95%]",
    "ladder.finished-column": "Finished games",
    "compare.unknown-agent": "--agents {given}: unknown agent {agent}; agents are {known}",
    "compare.agent-count": "--agents {given}: {n} agents for {players} seats; give one name or one per seat",
    "compare.bad-ruleset": "ruleset {name}: {problem}",
    "compare.ray-missing": ("--backend ray needs the optional Ray package: pip install "
                            "'kings-road-referee[cluster]' (or, in a checkout, pip install -e '.[cluster]')"),
    "compare.ray-address-alone": "--ray-address goes with --backend ray",
    "compare.ray-unreachable": "no Ray cluster answers at {address} ({why}); nothing was played",
    "compare.ray-address.not-host-port": "not host:port",
    "compare.ray-address.no-answer": "no answer within {seconds:num} s",
    "compare.ray-said": "Ray said: {words}",
    "compare.ray-exit": "Ray stopped with exit code {code:num}",
    "compare.search-engine": ("--agents search and mcts play on the reference engine (mcts's playouts are "
                              "compiled); use --engine auto or reference"),
    "compare.verify-failed": "verification failed: {why}",
    "check.struggle-options": ("--variant, --differ, --out and --exhaustive are for King's Road; --game kings-struggle "
                               "takes --examples, --json and --quiet"),
    "check.unknown-invariants": ("--variant {name}: changes_invariants names unknown {n:invariant|invariants} {ids}; "
                                 "known: {known}"),
    "check.exhaustive-unsupported": "--exhaustive --variant {names}: {why}",
    # -- referee check (table, verdicts, summary)
    "differ.bounds.points": ("one scoring of the King's region, no Dragon, {low}-{high} players, every King region, "
                             "0-{markers} markers per player there, every legal set of Nobles on the board, scores "
                             "below {threshold}"),
    "differ.bounds.winner": ("a round scoring only the King's region (no Dragon) that ends the game, {low}-{high} "
                             "players, every King region, 0-{markers} markers per player there and none elsewhere, "
                             "every legal set of Nobles on the board, every score below {threshold} before the round"),
    "differ.bounds.games": ("{games:num} seeded random games under each ruleset (seeds 0-{last}, {low}-{high} "
                            "players), each replayed round by round under the other"),
    "differ.bounds.no-players": "no player count both rulesets allow",
    "differ.what.winners": "winners",
    "differ.what.points": "points awarded",
    "differ.explanation": "King in {region}, {n} players: {what} {base} {base_seen} vs {other} {other_seen}",
    "rdiff.none": "none",
    "rdiff.pair": "{a} under {a_name}; {b} under {b_name}",
    "rdiff.regions": "the round scores {what}",
    "rdiff.points": "points for places {what}",
    "rdiff.nobles": "Nobles {what}",
    "rdiff.bonus": "Noble bonuses {what}",
    "rdiff.king": "the King moves to {what}",
    "rdiff.markers": "markers on the board {what}",
    "rdiff.ends": "the game ends",
    "rdiff.goes-on": "the game goes on",
    "rdiff.final": "the final scoring covers {what}",
    "rdiff.winners": "winners {what}",
    "rdiff.scores": "scores {what}",
    "rdiff.supply": "supplies {what}",
    "rdiff.used": "spent cards {what}",
    "rdiff.knight": "{player}'s Knight adds {a} {a:marker|markers} under {a_name}, {b} under {b_name}",
    "rdiff.placed": "{player}'s cards place {a} under {a_name}, {b} under {b_name}",
    "rdiff.dragons": "{a} {a:Dragon|Dragons} revealed under {a_name}, {b} under {b_name}",
    "rdiff.illegal.card": ("{player}'s {card} is legal under {played}, illegal under {replayed}: [{code}] {reason} "
                           "(\"{section}\")"),
    "rdiff.illegal.selection": ("{player}'s selection is legal under {played}, illegal under {replayed}: [{code}] "
                                "{reason} (\"{section}\")"),
    "rdiff.illegal.any": ("a selection is legal under {played}, illegal under {replayed}: [{code}] {reason} "
                          "(\"{section}\")"),
    "differ.progress.games": "differ: games {first}-{last} of {total:num}",
    "differ.progress.position": "differ: {n} players, King in {region}",
    "differ.none": "No position found where the standard rules and {name} disagree, within: {bounds}.",
    "differ.found": "The standard rules and {name} disagree on this position ({bounds}):",
    "differ.confirmed": "confirmed by the referee: {answer}",
    "differ.yes": "yes",
    "differ.no": "NO",
    "differ.position": "Position (score it with `referee score FILE` and with `--variant {name}`):",
    "differ.games.none": "No difference found between the standard rules and {name} within {bounds}.",
    "differ.games.found": ("The standard rules and {name} play out differently in round {round} of a {players}-player "
                           "game (seed {seed}) played under {played} and replayed under {replayed}:"),
    "differ.games.cards": "Cards played in round {round}: {cards}",
    "differ.games.confirmed": "confirmed by the referee (the record replayed under each ruleset): {answer}",
    "differ.games.saved": "`referee replay {out}` and `referee replay {out} --variant {name}`",
    "differ.games.unsaved": ("with --out FILE, a record to compare with `referee replay FILE` and with `--variant "
                             "{name}`"),
    "differ.games.position": "Position before round {round} ({saved}):",
    "differ.games.no-cards": "no cards",
    "differ.games.reselects": ", then re-selects {cards}",
    "exhaustive.what.closed-form": ("region scoring, every multiset of influence 0..{max} for {low}-{high} players, "
                                    "banners of 1-4 places (closed form)"),
    "exhaustive.what.compiled": ("region scoring of the compiled simulator (`referee compare`), every multiset of "
                                 "influence 0..{max} for {low}-{high} players, banners of 1-4 places (the referee)"),
    "exhaustive.tie-rule": "the closed form covers tie_rule = {known}, not {got}",
    "exhaustive.ruling": "the closed form covers ruling {ruling} = {known}, not {got}",
    "exhaustive.line": "{ruleset}: {what}: {cases:num} cases, {verdict}",
    "round-oracle.what.legality": ("whole rounds, legality: every selection of up to three cards and of one card "
                                   "more (the Witch's re-selections too) legal for the referee exactly when the round "
                                   "model allows it"),
    "round-oracle.what.outcome": ("whole rounds, outcome: the referee's play of every legal selection against the "
                                  "round model (markers placed, regions scored, points, bonuses, Nobles, the King, "
                                  "the end, the final scoring, the winners)"),
    "round-oracle.progress": "whole rounds from {position} ...",
    "round-oracle.position.opening": "the opening",
    "round-oracle.position.near-the-end": "a game near its end",
    "round-oracle.position.short-of-markers": "a player short of markers",
    "round-oracle.position.three-players": "three players level in the King's region",
    "conformance.what.legality": ("whole rounds Hypothesis drew (seed {seed}), legality: every selection as a "
                                  "player could write it (one card more or fewer, spent cards, the Witch's "
                                  "re-selections) legal for the referee exactly when the round model allows it"),
    "conformance.what.outcome": ("whole rounds Hypothesis drew (seed {seed}), outcome: the referee's play of every "
                                 "legal round against the round model (markers placed, regions scored, points, "
                                 "bonuses, Nobles, the King, the end, the final scoring, the winners)"),
    "sweep.what.legality": ("one rule changed at a time ({n:num} one-key variants, every value the spec allows "
                            "next to the rules', {rounds:num} drawn rounds of 2-3 players each), legality: the "
                            "referee and the round model accept the same selections"),
    "sweep.what.outcome": ("one rule changed at a time ({n:num} one-key variants, {rounds:num} drawn rounds each), "
                           "outcome: the referee's play, its JSON and its account agree with the round model"),
    "sweep.progress": "one rule changed: {change} ({n:num} of {total:num})",
    "combined.what.legality": ("every rule changed at once ({sets:num} rulesets holding {n:num} one-key changes "
                               "between them, {rounds:num} drawn rounds of {players} players each, and the "
                               "selections written wrong of {plays:num} more), legality: the referee and the round "
                               "model accept the same selections, and the referee refuses each wrong one for its "
                               "own reason"),
    "combined.what.outcome": ("every rule changed at once ({sets:num} rulesets, {rounds:num} drawn rounds each), "
                              "outcome: the referee's play, its JSON and its account agree with the round model"),
    "combined.progress": "every rule changed at once: ruleset {n:num} of {total:num} ({changes:num} changes)",
    "pairs.what.legality": ("any {strength:num} rule values or ruling answers together (a covering array of "
                            "strength {strength:num} over {factors:num} rule keys and rulings: {rows:num} rulesets "
                            "hold {combinations:num} combinations, {refused:num} of them refused by the rules' "
                            "loader, {switched_off:num} held only where another value keeps one of the two from "
                            "acting; each: {rounds:num} drawn rounds of 3 players, {tied:num} rounds ending the "
                            "game with a player level with the best (one holding other Nobles, where one can be), the "
                            "Knight after a Region card and after the Dragon, the selections written wrong of "
                            "{plays:num} more "
                            "and a new game for each player count), legality: the referee and the round model accept "
                            "the same selections, the referee refuses each wrong one for its own reason and sets up "
                            "each new game as \"Preparation\" says"),
    "pairs.what.outcome": ("any {strength:num} rule values or ruling answers together ({rows:num} rulesets of a "
                           "covering array, {rounds:num} drawn rounds and {tied:num} tied endings each), outcome: "
                           "the referee's play, its JSON and its account agree with the round model"),
    "pairs.progress": "rule values and rulings {strength:num} by {strength:num}: ruleset {n:num} of {total:num}",
    "short-knight.what.legality": ("a Knight of more than one marker short of markers ({rulesets:num} "
                                   "{rulesets:ruleset|rulesets} whose Knight adds two or more, {sets:num} sets "
                                   "of rulings: each ruleset's own and each other answer of one ruling alone, "
                                   "{rounds:num} drawn rounds each, one player's cards ending with that Knight, "
                                   "first or re-selected after a Witch, the supply covering its Region cards and "
                                   "not all of its markers), legality: the referee and the round model accept "
                                   "the same selections"),
    "short-knight.what.outcome": ("a Knight of more than one marker short of markers ({rulesets:num} "
                                  "{rulesets:ruleset|rulesets}, {sets:num} sets of rulings, {rounds:num} drawn "
                                  "rounds each), outcome: the referee's play, its JSON and its account agree "
                                  "with the round model"),
    "check.raised.what": ("{comparison}: stopped by an error the code under test raised on a round or a position it "
                          "wrote (the error and its line below); the other comparisons went on"),
    "knight-rows.what": ("the Knight after each kind of card ({sets:num} sets of rulings: the ruleset's own and each "
                         "other answer of a ruling about the Knight alone; one player of a drawn round writing "
                         "{cards:num} cards, the Knight last after a Region card or the Dragon, or one card, the "
                         "Knight alone, first or re-selected after a Witch): the referee and the round model"),
    "record-rows.what": ("whole games of random legal rounds written as game records, without `start` (set up by "
                         "the reader, a printing's banners and the rulings at the record's top) and with it, each "
                         "last round also replayed from scores that tie two players, read back and replayed: every "
                         "round's position, the score sheet's totals and the result (winners, tie-break, shared "
                         "victory, as the rulebook states them for the end of the game, and the threshold reached) "
                         "against the engine's own play; one game more to a threshold ten points lower, one under "
                         "each set of the open rulings' other answers, and each record replayed a second time to the "
                         "same sheet"),
    "same-seed.what": ("one game of random legal rounds played from a fixed seed as `referee simulate` plays it, "
                       "and {documents:num} damaged positions read, here and in {processes:num} fresh processes, "
                       "each ordering sets of words by another hash seed: the records written and the problems "
                       "told must be the same"),
    "record-damage.what": ("whole games written as game records, each copy damaged in one place (a Region card "
                           "played twice, a card more or fewer than the round asks, a spent card played again, a "
                           "round after the end, a wrong winner, an unknown card, an unseated player), read and "
                           "replayed: the first problem the referee names must be the damage, with its round, "
                           "player and code"),
    "count-rows.what": ("the number of cards at its boundaries ({sets:num} sets of rulings: the ruleset's own and "
                        "each other answer of a ruling about choosing cards alone; one player of a drawn round "
                        "holding each of {supplies:num} supplies from none, writing each of {lengths:num} counts of "
                        "Region cards from none, with none or one marker also after a Dragon, first or re-selected "
                        "after a Witch): the referee and the round model accept the same selections and agree "
                        "on the outcome"),
    "sweep.refused": "changes the spec refuses in these rules, not played: {changes}",
    "conformance.progress": "whole rounds drawn against the round model: {n:num} of {total:num}",
    "conformance.what.plays": ("selections written wrong ({n:num} legal rounds drawn, seed {seed}, one player's "
                               "cards written wrong in each of {mistakes:num} ways where the round allows it: a card "
                               "more or fewer, a Region card twice, both at once, the Witch not first, the Knight "
                               "not last, a Witch without its re-selection or a re-selection without the Witch, a "
                               "spent card played, the Witch again in its own re-selection, a variant's Knight the "
                               "supply cannot cover (and a card past the count after it: the count told first), a "
                               "player left out, a stranger, a card object written wrong in a "
                               "game record: "
                               "a field too many or none, nested, a Knight's mark on another card or neither true "
                               "nor false): the referee refuses that player's cards for that reason, naming the card "
                               "it is about, and its lenient play lists every mistake, in French too"),
    "conformance.what.positions": ("positions outside the model's domain ({n:num} legal positions drawn, seed "
                                   "{seed}, each damaged {damages:num} ways: a score at the end, too many or too few "
                                   "markers, an unknown region, Nobles past a region's limit, a player twice, too "
                                   "few or too many players, Dragons or spent cards past the hands, a negative "
                                   "count, banners or rulings written as lists; and a player too few or too many "
                                   "under the players' bounds moved in by a variant): the referee names each "
                                   "damage, and nothing in the legal ones; each "
                                   "position with banners of its own reads back as itself, and as a record's start "
                                   "without supplies gets the supply it holds; the Python API refuses to score a "
                                   "game already over and to play a position without supplies; a new game is set "
                                   "up as \"Preparation\" says, for each player count"),
    "exhaustive.agrees": "AGREES",
    "exhaustive.disagrees": "DISAGREES ({n}+ cases, e.g. {example})",
    "exhaustive.progress": "every multiset of influence ...",
    # -- the engine's code under symbolic execution (properties/proofs/symbolic.py, check --symbolic)
    "symbolic.bounds.region": ("{low}-{high} players, each influence 0..{max}, {shapes} banner shapes, "
                               "tie rule {tie_rule}"),
    "symbolic.bounds.count": "0..{supply} markers, selections of 0..{most} cards of every kind, first or re-selection",
    "symbolic.bounds.king": "every start among the {regions} regions, every number of regions to score",
    "symbolic.progress": "{id}, the engine's code run symbolically (CrossHair): part {part} of {parts} ...",
    "symbolic.paths": "{id}, part {part} of {parts}: {n:num} paths explored so far ...",
    "symbolic.broken.region": "influence {influence}: the engine pays {got}, the closed form {want}",
    "symbolic.broken.leader": "influence {influence}: the engine's sole leader is {got}, not the closed form's",
    "symbolic.broken.count": "{n} cards ({kinds}) with {supply} markers, {selection}: the engine {verdict} the count",
    "symbolic.refuses": "refuses",
    "symbolic.accepts": "accepts",
    "symbolic.broken.king": "king_path({start}, {count}) is {got}, the roads give {want}",
    "symbolic.head": "The engine's own code, run symbolically by CrossHair (every path within the bounds):",
    "symbolic.line": "{ruleset}: {status}  {id}: {functions}; {bounds}; {paths:num} paths, {seconds} s",
    "symbolic.status.PROVED": "PROVED (engine code)",
    "symbolic.status.NOT EXHAUSTED": "NOT EXHAUSTED (nothing claimed)",
    "symbolic.status.FAILED": "FAILED",
    "symbolic.counterexample": "counterexample: {what}",
    "symbolic.skipped": "paths CrossHair could not follow: {why}",
    "symbolic.out.head": "Out of its reach (held by the conformance run of plain check and by --exhaustive):",
    "symbolic.out.chain": "the Noble chain: Board.bonus_regions asks networkx for a connected component",
    "symbolic.out.kernels": "the batch simulator's numba kernels: compiled code",
    "symbolic.out.rounds": "whole rounds: too many paths for an exhaustive exploration",
    "check.symbolic-options": ("--symbolic runs alone on King's Road rules: it does not combine with {other} "
                               "(nor with --differ, --exhaustive, --witness or another --game)"),
    "check.symbolic-failed": "{ruleset}: the engine's {id} fails its symbolic proof",
    # -- the rulebook anchors' findings (properties/statements/anchors.py)
    "anchor.five-players": '5 players with 5-4-3-2-1 markers in Dark Tower',
    "anchor.four-players": 'the 4-player example',
    "anchor.two-tied": 'two tied for most',
    "anchor.pays": '{what}: the rulebook pays {want}, these rules pay {got}',
    "anchor.route": "after scoring {region} the King goes to {got}, the rulebook's route to {want}",
    "anchor.roads": "road graph differs from the rulebook's: missing {missing}, extra {extra}",
    "anchor.king-start": 'a new game puts the King in {region}',
    "anchor.names": "regions named differently from the rulebook: {got} (the rulebook's: {want})",
    "anchor.alone": 'Ann alone in {region}',
    "anchor.players": 'these rules take {lo} to {hi} players',
    "anchor.banner-length": "{region}'s banner {banner} holds {n} values (the rulebook: three or four)",
    "anchor.tie-noble": 'a tie for most placed Nobles {nobles}',
    "anchor.three-tied": 'three tied for most, {n} players',
    "anchor.noble-influence": "Ann's Noble beside {markers} of her markers gives her influence {got} in Dark Tower",
    "anchor.chain": "the Noble bonuses in Dark Tower are {got}, the rulebook's example {{'Ann': 3}}",
    "anchor.dragon-regions": 'regions scored {got}',
    "anchor.dragon-king": "the King ends in {region}, not {want}",
    "anchor.final-round": 'the round scored {got}, game over {over}',
    "anchor.final-regions": 'the final scoring covers {got}',
    "anchor.game-end": 'from {start} points Ann gains {gained}: game over is {over}',
    "anchor.tie-break": "scores {scores}, winners {winners}; the rulebook's tie-break names {want}",
    "anchor.supply": 'a new game gives supplies {got}',
    "anchor.hand": 'the hand holds {got} ({n} cards)',
    "anchor.cards-legal": '{n} Region cards are legal with 19 markers',
    "anchor.knight": "Region cards {first} and {second} then a Knight place {got}",
    "anchor.once": "after Ann's Dragon, Bob's Witch and Bob's Knight, playing them again is legal: {got}",
    "anchor.witch-order": 'cards resolved in the order {got}',
    "anchor.unplayable": 'the example cannot be played under these rules ({why})',
    "anchor.refused": "the rulebook's legal play is refused: {why}",
    "anchor.cards-illegal": "{n} Region cards are illegal with 19 markers",
    "z3.ties": "{n} players, {region} banner {banner}, influence {influence}",
    "z3.nobles": "{n} players in {region}: markers {markers}, Nobles {nobles}",
    "z3.chain": "{player} holds Nobles in {held}; {region} is scored",
    "z3.round.proved": ("{low}-{high} players, every legal position before the round and every legal selection of "
                        "cards (Witch re-selections included), the whole round to the game's end"),
    "z3.round.counterexample": "{n} players, a round Z3 found and the referee replayed: {what}",
    "z3.round.not-reproduced": ("the round model breaks {id} with {n} players, but the referee's play of the same "
                                "round does not: the model and the engine disagree"),
    # -- what the generated rounds find against an invariant (properties/statements/invariants.py)
    "inv.tied_equal": ("{region}: {player} and {other} both have influence {influence} but get {points} and "
                       "{other_points}"),
    "inv.monotone": ("{region}: {player} (influence {influence}) gets {points}, fewer than {other} (influence "
                     "{other_influence}) with {other_points}"),
    "inv.only_influence": "{region}: {player} has no influence but gets {points}",
    "inv.at_most_paid": "{region}: {paid} players scored ({names}) in a {players}-player game",
    "inv.past_paid": "{region}: {player} spans place {place} of a {players}-player game but gets {points}",
    "inv.lowest_spanned": "{region}: {player} spans down to place {place} (banner value {value}) but gets {points}",
    "inv.banner_value": "{region}: {player} gets {points}, not a value of banner {banner}",
    "inv.conserved": "{player}: {before} markers in all before the round, {after} after (expected {expected})",
    "inv.emptied": "{region} was scored but still holds markers {left}",
    "inv.one_per_region": "{region} holds {n} Nobles ({owners})",
    "inv.one_per_player": "{player} holds {n} Nobles in {region}",
    "inv.only_leader": "{region}: {player} gained a Noble without being the sole leader",
    "inv.leader_holds": "{region}: {leader} led alone but holds no Noble there",
    "inv.tie_keeps": "{region}: tie for most, yet Nobles changed from {old} to {new}",
    "inv.replaced_returns": "{region}: {leader} led alone, yet the old Noble of {owners} is still there",
    "inv.chain_component": "{region}: {owner}'s chain has {size} {size:region|regions} but the bonus is {bonus}",
    "inv.chain_every_owner": "{region}: Noble owners {owners}, bonuses paid to {paid}",
    "inv.chain_at_least_one": "{region}: {player}'s bonus is {bonus}",
    "inv.chain_at_most": "{region}: {player} has {nobles} {nobles:Noble|Nobles} but a bonus of {bonus}",
    "inv.regions_scored.0": "{dragons} {dragons:Dragon|Dragons} but {scored} {scored:region|regions} scored",
    "inv.regions_scored.1": "the King stood in {king} but {first} was scored first",
    "inv.regions_scored.2": "{region} does not follow {previous} on the King's route",
    "inv.king_ends": "the King ends in {region}, expected {expected}",
    "inv.king_side_road": "the King went {start} -> {end} along a side road",
    "inv.ends_at_threshold": "best score {best} at the end of the round, yet game_over is {over}",
    "inv.final_covers.0": "regions were final-scored although the game goes on",
    "inv.final_covers.1": "final scoring covered {covered}, expected {expected}",
    "inv.final_no_nobles.0": "final scoring of {region} placed a Noble or paid a bonus",
    "inv.final_no_nobles.1": "final scoring changed the Nobles of {region}",
    "inv.winners_most.0": "the game ended without a winner",
    "inv.winners_most.1": "winner {winner} has {points} points, the best is {best}",
    "inv.winners_most.2": "winners {winners}, expected {expected} (most points, then most Nobles on the board)",
    "inv.markers_placed": ("{placed} {placed:marker|markers} placed for {regions} {regions:Region card|Region cards} "
                           "and {knights} {knights:Knight|Knights} (the rulebook: {expected})"),
    "inv.spent_never_return.0": "{player} reveals a {card} this round ({revealed}) after spending {earlier}",
    "inv.spent_never_return.1": "{player}'s {card} was revealed but is not spent afterwards",
    "inv.witch_last": "a Witch re-selection ({player}) is revealed before another player's card",
    "inv.three_per_round": ("{player} plays {cards} {cards:card|cards} with {markers} {markers:marker|markers} (the "
                            "rulebook: {expected})"),
    "check.header": "invariant",
    "check.cell.proved": "PROVED",
    "check.cell.matches": "MATCHES RULEBOOK",
    "check.cell.violated": "VIOLATED",
    "check.cell.engine-differs": "ENGINE DIFFERS",
    "check.cell.model-only": "PROVED (MODEL)",
    "check.engine-differs": ("Z3 proves it for the model, but the referee's engine and the model disagree in this run "
                             "(the disagreements are listed below): the proof says nothing of the referee"),
    "check.oracle-row": "oracle: {label}",
    "check.reach": ("{ruleset}: the engine and the readers read the keys its variants set at {reads:num} "
                    "{reads:place|places}; this check ran {reached:num} of them"),
    "check.reach-missed": "never run: {place} ({key})",
    "check.reach-off": ("never run, switched off by this ruleset's values: {place} ({key}); the test at {guard} "
                        "reads {guard_key}, here {value}"),
    "check.oracle-seats": "{label}, {low}-{high} players",
    "check.oracle.agrees": "AGREES ({n:num} {n:case|cases})",
    "check.oracle.disagrees": "DISAGREES ({n:num} {n:case|cases})",
    "check.violated": "{id} VIOLATED under {ruleset}{declared}: {statement} [{section:section}]",
    "check.violated.declared": " (declared by the variant)",
    "check.how.z3": "z3",
    "check.how.examples": "examples",
    "check.how.rulebook": "rulebook",
    "check.how.conformance": "the engine against the model",
    "check.found-by": "found by {how}: {what}",
    "check.counterexample": "counterexample (score it with `referee score FILE`):",
    "check.counterexample.record": "counterexample, a one-round game record (replay it with `referee replay FILE`):",
    "comment.z3-round": ("Found by `referee check` (Z3, a whole round) against {id}; replay it with `referee replay "
                         "FILE`: {cards}."),
    "comment.before-cards": "Before the round's cards: {cards}.",
    "comment.cards": "cards {plays}",
    "comment.cards.witch": "cards {plays}; Witch re-selections {witch}",
    "comment.differ": ("Found by `referee check --differ {names}`: {explanation}. Compare `referee score FILE` with "
                       "`referee score FILE --variant {names}`."),
    "comment.differ-game": ("Found by `referee check --differ {names} --on game` (seed {seed}, a game played under "
                            "{played}): round {round} plays out differently. Compare `referee replay FILE` with "
                            "`referee replay FILE --variant {names}`; `referee replay FILE --until {before}` prints "
                            "the position before it."),
    "comment.witness.position": ("Witness of `referee check --witness` for {check}: {what}. Compare `referee score "
                                 "FILE` with `referee score FILE --variant {names}`."),
    "comment.witness.record": ("Witness of `referee check --witness` for {check}: {what}. Compare `referee replay "
                               "FILE` with `referee replay FILE --variant {names}`."),
    "comment.witness.game": ("Witness of `referee check --witness` for {check}: a game from the set-up whose last "
                             "round shows it: {what}. Compare `referee replay FILE` with `referee replay FILE "
                             "--variant {names}`."),
    "check.witness-needs-variant": ("--witness DIR shows what a variant changes: give it with --variant (and "
                                    "without --differ, --exhaustive or --game kings-struggle)"),
    "check.fresh-catalogue": ("--fresh redoes the catalogue's Z3 proofs and engine runs, which {other} does not "
                              "use: give one of them"),
    "check.exhaustive-differ": "--exhaustive and --differ are two different checks: give one of them",
    "witness.head": "Witnesses (a smallest case where each change shows), replayed under both rulesets:",
    "witness.found": "{check} under {ruleset}: {what}",
    "witness.file": ("    {file}: {kind}, {players} players, {markers} {markers:marker|markers} on the board"),
    "witness.kind.position": "a position (`referee score`)",
    "witness.kind.record": "a one-round game record (`referee replay`)",
    "witness.kind.game": "a game record from the set-up, {rounds:num} {rounds:round|rounds} (`referee replay`)",
    "witness.none": "{check} under {ruleset}: no witness in {n:num} generated rounds",
    "witness.progress": "searching a witness for {check} under {ruleset}",
    "check.unseen": "note: {ruleset} declares it changes {id}, but no difference was found.",
    "check.summary": ("{n:num} invariants and rulebook anchors x {m} {m:ruleset|rulesets} in {seconds:num.1} s."),
    "check.failed": "CHECK FAILED:",
    "check.passed": "Check passed: the standard rules keep every invariant and match every rulebook anchor.",
    "check.passed-variants": "Check passed: every difference from the standard rules is declared by its variant.",
    "check.problem.base": "{id}: VIOLATED under the {ruleset} rules ({what})",
    "check.problem.unbound": ("{ruleset}: {n:num} {n:proof is|proofs are} about the Z3 model only, not the referee: "
                              "its engine and the model disagree in this run ({ids})"),
    "check.disagreement": ("The referee's engine and the Z3 model disagree under {ruleset} on {what}: {n:num}+ "
                           "{n:case|cases}, for example {example}."),
    "check.problem.oracle": ("{ruleset}: the referee disagrees with the Z3 model on {what} ({n:num} {n:case|cases}, "
                             "e.g. {example})"),
    "check.problem.undeclared": ("{id}: {base} under the {ruleset} rules but {other} under {variant}, and {variant} "
                                 "does not declare it in changes_invariants"),
    "check.progress.examples": "{n:num} of {total:num} examples, about {left:num} s left",
    "check.progress.anchors": "running the rulebook's facts and worked examples",
    "check.progress.oracle": "checking the referee against the Z3 model ({n} of {total})",
    "check.progress.proofs-reused": ("{n:num} Z3 proofs reused from an earlier check of the same rules with the same "
                                     "code (--fresh proves them again)"),
    "check.progress.engine-reused": ("the engine's rounds (generated, against the round model, the rulebook's "
                                     "anchors) reused from an earlier check of the same rules with the same code "
                                     "(--fresh plays them again)"),
    "check.progress.pairs-reused": ("the rule pairs' rounds reused from an earlier check of the same rules with the "
                                    "same code (--fresh plays them again)"),
    "check.progress.proving": "proving {id}",
    "check.progress.generated": "checking {n:num} generated rounds",
    "problem.no-such-file": "no such file",
    "problem.is-a-directory": "is a folder; expected a file",
    "problem.not-a-regular-file": ("is {kind}, not a regular file: only regular files and '-' (standard input) "
                                   "are read"),
    "file-kind.fifo": "a named pipe (FIFO)",
    "file-kind.char-device": "a character device",
    "file-kind.block-device": "a block device",
    "file-kind.socket": "a socket",
    "file-kind.other": "a special file",
    "problem.stdin-closed": "standard input is closed; give a file, or send the JSON to standard input",
    "problem.unreadable": "cannot read: {why}",
    # why the system refused a file, a folder or a port (referee.os_reasons: one per errno met)
    "os-reason.no-such-file": "no such file or folder",
    "os-reason.name-too-long": "the name is too long for the system",
    "os-reason.permission": "permission denied",
    "os-reason.link-loop": "too many symbolic links (a loop)",
    "os-reason.not-a-folder": "a part of the path is not a folder",
    "os-reason.is-a-folder": "it is a folder",
    "os-reason.read-only": "the file system is read-only",
    "os-reason.no-space": "no space left on the disk",
    "os-reason.exists": "it exists already",
    "os-reason.not-empty": "the folder is not empty",
    "os-reason.busy": "it is busy",
    "os-reason.other-device": "it is on another device",
    "os-reason.input-output": "an input/output error of the disk",
    "os-reason.too-many-open": "too many files open",
    "os-reason.address-in-use": "the address is in use already",
    "os-reason.address-not-here": "the address is not one of this machine's",
    "os-reason.connection-refused": "the connection is refused",
    "os-reason.unreachable": "the host cannot be reached",
    "os-reason.timed-out": "no answer in time",
    "os-reason.unknown-host": "no such host name",
    "os-reason.nul-byte": "the path holds a NUL byte",
    "os-reason.other": "{why} (system error {code})",
    "problem.input-too-large": "the input is larger than the limit of {limit}",
    "problem.not-utf8": "not UTF-8 text ({reason} at byte {at})",
    "problem.empty-input": "the file is empty; expected a JSON object",
    "problem.malformed-json": "not valid JSON: {msg} at line {line} column {column}",
    # why a file did not decode, in the answer's words (referee.parse_reasons: the decoders' own sentences)
    "parse-reason.as-said": "{said}",
    "parse-reason.json.value": "a value was expected",
    "parse-reason.json.property-name": "a property name in double quotes was expected",
    "parse-reason.json.colon": "a ':' was expected",
    "parse-reason.json.comma": "a ',' was expected",
    "parse-reason.json.extra-data": "more data after the end of the JSON value",
    "parse-reason.json.unterminated-string": "a string is not closed",
    "parse-reason.json.control-character": "a control character {what} inside a string",
    "parse-reason.json.control-character-here": "a control character inside a string",
    "parse-reason.json.escape": "an invalid escape {what}",
    "parse-reason.json.escape-here": "an invalid escape",
    "parse-reason.json.unicode-escape": "an invalid \\uXXXX escape",
    "parse-reason.json.trailing-comma": "a comma before the end of an object or array",
    "parse-reason.utf8.start-byte": "a byte that cannot start a character",
    "parse-reason.utf8.continuation-byte": "a byte that cannot continue a character",
    "parse-reason.utf8.end-of-data": "the text ends inside a character",
    "parse-reason.toml.at": "{reason} (line {line}, column {column})",
    "parse-reason.toml.at-end": "{reason} (at the end of the file)",
    "parse-reason.toml.value": "an invalid value",
    "parse-reason.toml.statement": "an invalid statement",
    "parse-reason.toml.equals": "a '=' was expected after the key",
    "parse-reason.toml.table-end": "a ']' was expected at the end of the table's name",
    "parse-reason.toml.array-table-end": "a ']]' was expected at the end of the array's name",
    "parse-reason.toml.newline": "a new line or the end of the file was expected after the statement",
    "parse-reason.toml.expected": "{what} was expected",
    "parse-reason.toml.unclosed-array": "an array is not closed",
    "parse-reason.toml.unclosed-table": "an inline table is not closed",
    "parse-reason.toml.unterminated-string": "a string is not closed",
    "parse-reason.toml.backslash": "a lone '\\' in a string",
    "parse-reason.toml.illegal-character": "the character {what} is not allowed here",
    "parse-reason.toml.key-start": "a key cannot start with this character",
    "parse-reason.toml.date": "an invalid date or time",
    "parse-reason.toml.hex": "an invalid hexadecimal value",
    "parse-reason.toml.escape": "an escaped character that is no Unicode character",
    "parse-reason.toml.declared-twice": "{what} is declared twice",
    "parse-reason.toml.overwrite": "a value is set twice",
    "parse-reason.toml.namespace": "the table {what} cannot be changed here",
    "problem.not-a-number": "{name} is not a JSON number",
    "problem.too-deep": "arrays or objects nested more than {max} deep{where}",
    "problem.too-deep.at": " at {field}",
    "field.top-level": "(top level)",
    "field.key-of": "{field} key",
    "field.a-key": "a key",
    "problem.number-too-long": ("{source}: {where} = (a number of {digits} digits): numbers have at most {max} "
                                "digits here"),
    "problem.duplicate-key": ("{source}: {where}: the key {key} appears twice (JSON would silently keep only the "
                              "last value)"),
    "problem.bad-character": "{source}: {field} = {value}: holds {kind} (U+{code}), which no text may hold",
    "char.surrogate": "a lone surrogate",
    "char.control": "a control character",
    "problem.record-not-object": "a game record is a JSON object with players and rounds",
    "problem.comment-type": "a comment is text",
    "problem.string-type": "expected text (a JSON string)",
    "problem.reserved-name": "this word is reserved in a round; rename the player",
    "problem.rounds-required": "the list of rounds is required (it may be empty)",
    "problem.rounds-type": "expected a list of rounds",
    "problem.too-many-rounds": "a game has at most {max} rounds",
    "problem.result-type": 'expected {{"scores": {{...}}, "winners": [...]}}',
    "problem.result-field": "a result has scores and winners",
    "problem.points-type": "expected an object player -> points",
    "problem.start-type": "expected a position object",
    "problem.start-field": "not a field of a starting position ({fields})",
    "problem.players-differ": "start.players must match the record's players (or be left out)",
    "problem.round-type": 'expected {{"Player": [cards...], ...}}',
    "problem.round-unknown-player": "round {round}: not one of the players ({players})",
    "problem.witch-type": 'expected {{"Player": [the re-selected cards]}}',
    "problem.cards-type": "round {round}, {player}: expected a list of cards",
    "problem.game-over": "the game has ended; there is nothing more to score",
    "problem.score-past-end": ("someone at {threshold} or more means the game ended after the previous round "
                               "(\"{section:section}\")"),
    "problem.player-count": "{game} takes {lo} to {hi} players",
    "problem.player-names": "player names are distinct, non-empty strings",
    "problem.variants-differ": "the position names variants the rules given do not have ({rules})",
    # -- cards as a record writes them
    "card.bad-mark": ('unknown card mark {value}: only a Knight takes one, as "knight!declined" or '
                      '"knight!added"'),
    "card.unknown-region": ("unknown card {value}{hint}; a card is a region (name, slug or number 1-8), knight, "
                            "dragon or witch"),
    "card.unknown": ('unknown card {value}; a card is a region name, slug or number, "knight", "dragon", "witch" '
                     'or {{"card": "knight", "declined": true}}'),
    "card.object-fields": 'card object {value}: expected {{"card": ..., "declined": true|false}}',
    "card.object-name": "card object {value}: \"card\" is a card's name, not {inner}",
    "card.object-not-knight": "card object {value}: only a Knight can be declined",
    "card.object-declined": 'card object {value}: "declined" is true or false',
    # -- illegal plays (round play, replay)
    "play.illegal": '{where}: {reason} ("{section:section}")',
    "play.where.round": "round {round}",
    "play.where.round-card": "round {round}, card {card}",
    "play.where.player": "round {round}, {player}",
    "play.where.card": "round {round}, {player}, card {card}",
    "play.reselection-without-witch": "a re-selection is recorded but this player revealed no Witch first",
    "play.game-already-ended": "the game has already ended; no round may follow",
    "play.missing-player": "this player has no cards in the round (a player with no markers plays an empty list [])",
    "play.missing-reselection": "the Witch was revealed but the record has no re-selection for this player",
    "play.selection-short": "the selection needs {needed} markers and the supply holds {supply}",
    "play.sent-back-unrecorded": "the record does not list the cards the Witch sent back to the hand{unchecked}",
    "play.sent-back-unchecked": ("; the re-selection cannot be checked against them (ruling "
                                 "witch-reselect-same-cards = forbidden)"),
    "play.the-selection": "the selection",
    "play.the-reselection": "the re-selection",
    "play.short-supply": "{supply} {supply:marker|markers} in supply, fewer than {full}",
    "play.card-count.at-most": "expected at most {required} {required:card|cards} in {what} ({why}), found {found}",
    "play.card-count.short": "expected {required} {required:card|cards} in {what} ({why}), found {found}",
    "play.card-count": "expected {required} {required:card|cards} in {what}, found {found}",
    "play.card-played-twice": ("a player holds {held} {held:copy|copies} of this card and has already played "
                               "{held:it|them} this round"),
    "play.card-not-held": "no player holds this card under these rules",
    "play.witch-not-first": "the Witch must be the first card revealed",
    "play.knight-not-last": "the Knight must be the last card played",
    "play.knight-spent": "the Knight is played once per game and this player's has been spent",
    "play.knight-spent-all": "the Knight is played once per game and all {held} of this player's have been spent",
    "play.dragon-spent": "the Dragon is played once per game and this player's has been spent",
    "play.dragon-spent-all": "the Dragon is played once per game and all {held} of this player's have been spent",
    "play.witch-spent": "the Witch is played once per game and this player's has been spent",
    "play.witch-spent-all": "the Witch is played once per game and all {held} of this player's have been spent",
    "play.reselection-dragon": ("under the ruling witch-reselect-dragon = forbidden a re-selection may not include "
                                "the Dragon"),
    "play.reselection-same-card": ("under the ruling witch-reselect-same-cards = forbidden the cards the Witch sent "
                                   "back may not be re-selected"),
    "play.knight-after-non-region": ("the card before the Knight is not a Region card (ruling "
                                     "knight-after-non-region = illegal)"),
    "play.round-after-end": "the game ended after round {round}; no round may follow",
    "play.result-scores": "the record's result gives scores {want}, the replay gives {got}",
    "play.result-winners": "the record's result names winners {want}, the replay names {got}",
    # -- how a replayed game ends (replay's "final": why)
    "final.why.not-over": ("the record stops after round {round}; nobody has reached {threshold} points, so the "
                           "game is not over"),
    "final.why.over": ("{reached} reached {threshold} points in round {round}; the game ended after that round and "
                       "the final scoring followed"),
    "final.a-player": "a player",
    # -- commands
    "validate.valid": "{source}: valid position ({n} players, King in {king})",
    "replay.illegal-play": "{source}: illegal play [{code}] {message}",
    "replay.not-written": "  not written, since the record has problems: {files}",
    # -- the replay report (HTML)
    "report.replay-title": "King's Road replay: {file}",
    "report.rulings.chosen": "Non-default rulings in force: {rulings}",
    "report.winners": "{n:Winner|Winners}: {winners}",
    "report.ended": "{end_reason} Why the game ended: {why}.",
    "report.not-finished": "Not finished: {why}.",
    "report.chart": "Score by round",
    "report.sheet": "Score sheet",
    "report.boards": "The board after each round",
    "report.threshold": "the game ends at {threshold}",
    "report.axis.round": "round",
    "report.axis.points": "points",
    "report.start-short": "start",
    "report.col.round": "Round",
    "report.col.king": "King",
    "report.col.regions": "Regions scored",
    "report.col.nobles": "Nobles after the round",
    "report.final-scoring": "; final scoring: {regions}",
    "report.region-nobles": "{region}: {owners}",
    "report.none": "none",
    "report.after-round": "After round {round}",
    "report.at-start": "At the start",
    "report.board": "Board {n}",
    # -- the board picture (referee render, the HTML reports' boards)
    "render.written": "{out}: board after {when} of {name} ({format}, {n} players)",
    "render.after-scoring": "scoring",
    "render.after-cards": "the cards",
    "svg.title": "{game} — {n} players: {players}",
    "svg.king": "The King",
    "svg.scored": "scored",
    "svg.banner": "Banner {values}",
    "svg.banner.provisional": "Banner {values} *",
    "svg.banner.user": "Banner {values} (given)",
    "svg.influence": "{player}: {markers} {markers:marker|markers} = influence {influence}",
    "svg.influence.nobles": "{player}: {markers} {markers:marker|markers} + {nobles} Noble = influence {influence}",
    "svg.nobles": "Nobles",
    "svg.nobles.none": "none",
    "svg.noble": "Noble of {owner}",
    "svg.side-road.1": "side road: Noble chains follow it,",
    "svg.side-road.2": "the King does not travel it",
    "svg.legend.players": "Players",
    "svg.legend.noble": "Noble (owner's colour; counts 1 influence)",
    "svg.legend.count": "markers (+ own Noble) in the region",
    "svg.legend.provisional": "provisional banner (not in the rulebook text)",
    "svg.legend.route": "road on the King's route (arrow: direction)",
    "svg.legend.side-road": "side road: Nobles only, never the King",
    "svg.track": "Score track (the game ends at {threshold})",
    "svg.track.nobles": "{nobles} {nobles:Noble|Nobles} on the board",
    "svg.track.nobles-supply": "{nobles} {nobles:Noble|Nobles} on the board, {supply} in supply",
    "svg.status.king": "King in {king}",
    "svg.status.dragons": "{dragons} {dragons:Dragon|Dragons} revealed this round",
    "svg.status.round": "after round {round}",
    "svg.status.standard": "standard rules",
    "svg.status.variants": "variants: {variants}",
    "svg.status.rulings": "non-default rulings: {rulings}",
    "svg.status.game-over": "GAME OVER",
    "svg.status.game-over.winners": "GAME OVER — {n:winner|winners}: {winners}",
    # -- referee serve: the HTTP API's refusals and the page's words
    "web.variant-file": "the HTTP API reads no file: name a shipped variant ({known})",
    "web.too-large": "the request body is over {limit}, the limit of every input",
    "web.not-json": "the request body must be a JSON document",
    "web.timeout": "the referee took more than {seconds} s on this request and gave up",
    "web.bad-parameter": "the query parameter must be {expected}",
    "web.favor-player": "not a player of the state: choose one of {players}",
    "web.favor-roll": "a die roll is 1 to {faces} ({section})",
    "web.required": "this field is required",
    "web.internal": "the referee failed on this request (a bug: please report it with the request)",
    "web.method": "{path} does not answer this method (it answers {allowed})",
    "web.content-type": "the API reads JSON only: send the body with Content-Type: application/json",
    "web.not-found": "no such page: {path}",
    # -- referee serve: live tables (referee.live, referee.web.tables)
    "table.unknown": "no table answers to this id and token: open the table by its link",
    "table.not-object": "a table's request body is a JSON object",
    "table.unknown-field": "not a field of a new table (its fields: {fields})",
    "table.players-type": "the players are a list of names",
    "table.object-type": "an object is expected here",
    "table.variants-type": "the variants are a list of variant ids",
    "table.unknown-variant": "not a variant this server offers (it offers: {known})",
    "table.lang-player": "not a player of this table (its players: {players})",
    "table.lang": "a language the referee speaks: {langs}",
    "table.full": "this server keeps at most {most} tables: remove its tables file or start it with another",
    "table.events-full": "a table keeps at most {most} events",
    "table.cards-type": "the cards chosen are a list of at most {most} cards",
    "table.game-over": "the game is over: no more cards are chosen",
    "table.stale-round": "this choice is for another round: the table is at round {round} (reload the page)",
    "table.bad-phase": "the phase of the round is one of {phases}",
    "table.after-reveal": ("round {round}'s cards are already revealed: only the Witch players choose again "
                           "(Revealing cards — Witch)"),
    "table.not-witch": "only a player who revealed the Witch chooses again in round {round} (Revealing cards — Witch)",
    "table.already-confirmed": "this seat has already confirmed its cards for round {round}: a choice is final",
    "table.not-your-seat": "this link is {player}'s seat: it chooses for {player} only",
    "table.host-only": "only the host's link shows every seat's link",
    "table.host-chooses": "the host's link shows the board; cards are chosen on each player's own link",
    "table.store-refused": "--tables {path}: cannot keep live tables in this file: {reason}",
    "table.store.not-regular": "it is not a regular file",
    "table.store.not-sqlite": "it is not an SQLite file (it is left as it is)",
    "table.store.other-application": "it is another application's SQLite file (it is left as it is)",
    "table.store.sqlite": "SQLite refused it ({reason})",
    "table.store.reason.not-a-database": "the file is not a database",
    "table.store.reason.malformed": "the database is damaged",
    "table.store.reason.locked": "another program holds the database",
    "table.store.reason.cannot-open": "the database cannot be opened",
    "table.store.reason.read-only": "the database cannot be written",
    "table.store.reason.input-output": "a disk input/output error",
    "table.store.reason.full": "the disk is full",
    "table.kept-in": "Live tables are kept in {path}",
    "serve.listening": "The referee's page: {url}  (Ctrl-C stops it)",
    "serve.open-network": ("Warning: --host {host} lets every machine on this network reach the page and its "
                           "API; use it only on a network you trust."),
    "serve.variant-missing": "--variant {path}: no such file (the shipped variants are offered without naming them)",
    "serve.variant-twice": "--variant {path}: its id {id} is already offered (a shipped variant or another file)",
    "serve.stopped": "The referee's page is stopped.",
    "serve.port-busy": "cannot listen on {host}:{port}: {reason}",
    "serve.bad-host": ("--allowed-host {value}: not a host name (referee.example.org), an IPv4 address or an IPv6 "
                       "one in brackets"),
    "page.table.open": "New table",
    "page.table.title": "Live table",
    "page.table.board": "The board",
    "page.table.new": "New table",
    "page.table.new-intro": ("Name the players (two to five; leave the other fields empty), choose the rules, then "
                             "start: each player gets a link of their own to open on their phone."),
    "page.table.player": "Player {n}",
    "page.table.rulings": "Open rulings (the referee's defaults are chosen)",
    "page.table.create": "Start the table",
    "page.table.host-intro": ("Each player opens their own link, or scans its code, on their phone. This screen shows "
                              "the public board: keep it for yourself, it holds every seat's link."),
    "page.table.round": "Round {round}: every player chooses their cards",
    "page.table.round-witch": "Round {round}: the cards are revealed; the Witch players choose again",
    "page.table.over": "The game is over",
    "page.table.waiting": "Waiting for: {players}",
    "page.table.your-hand": "{player}, your cards",
    "page.table.witch": "You revealed the Witch: choose your cards again",
    "page.table.due": "Tap {n} cards in the order you reveal them, then confirm.",
    "page.table.due-at-most": "Tap up to {n} cards in the order you reveal them, then confirm.",
    "page.table.supply": "Markers in your supply: {n}.",
    "page.table.confirmed": "Confirmed: nobody sees your cards until every player has confirmed.",
    "page.table.witch-wait": "Every card is revealed: the Witch players choose again, then the round is played.",
    "page.table.others-choose": "The other players are choosing.",
    "page.table.chosen": "Your choice",
    "page.table.remove": "take this card back",
    "page.table.decline": "decline the Knight's extra marker",
    "page.table.confirm": "Confirm",
    "page.table.revealed": "Revealed",
    "page.table.last-round": "The last round: what to change on the board",
    "page.table.record": "Download the game record",
    "page.table.qr": "{player}'s link as a code to scan",
    "page.table.live": "live",
    "page.table.polling": "updated every few seconds",
    "page.table.back": "The referee's page",
    "page.title": "King's Road referee",
    "page.intro": "Tap the board to enter the disputed position, then ask for the ruling.",
    "page.language": "Language",
    "page.players": "Players (2 to 5, in seating order)",
    "page.player-n": "Player {n}",
    "page.board": "The board: tap a region to edit it",
    "page.region": "Region",
    "page.markers-of": "Markers of {player}",
    "page.noble-of": "Noble of {player}",
    "page.king-here": "The King stands here",
    "page.king-is": "The King stands in {region}",
    "page.scores": "Scores before this scoring",
    "page.score-of": "Score of {player}",
    "page.round": "This round",
    "page.dragons": "Dragons revealed this round",
    "page.spent-dragon": "{player} has spent the Dragon",
    "page.spent-witch": "{player} has spent the Witch",
    "page.banners": "Banner values of your printing",
    "page.banner-of": "Banner of {region}",
    "page.banner-help": ("First place first, e.g. 3-2-1. Left empty, the referee uses the rulebook's value where "
                         "it gives one and a provisional value elsewhere (marked *)."),
    "page.variants": "Variants",
    "page.check": "Checking…",
    "page.valid": "The position is valid.",
    "page.problems": "Problems",
    "page.warnings": "Warnings",
    "page.score": "Score this round",
    "page.ruling": "The ruling",
    "page.points": "Points this scoring",
    "page.after": "After the scoring",
    "page.open": "Open a position (JSON)",
    "page.save": "Save the position (JSON)",
    "page.link": "Copy a link to this board",
    "page.link-made": "The address bar now holds this board; share it.",
    "page.new": "Empty board",
    "page.record": "Game record",
    "page.record-open": "Open a game record (JSON)",
    "page.record-start": "Start of the game",
    "page.record-round": "Round {n} of {total}",
    "page.record-final": "Final scoring",
    "page.previous": "Previous",
    "page.next": "Next",
    "page.cards": "Cards revealed",
    "page.regions-scored": "Regions scored",
    "page.sheet": "Score sheet",
    "page.illegal": "Illegal plays",
    "page.none": "none",
    "page.api": "HTTP API",
    "page.unreachable": "The referee did not answer: {reason}",
    "page.lang-name": "English",
    "page.legend": "Legend and score track",
    "page.lang-unknown": "There is no page in {asked}: it is shown in English.",
    "page.paste": "Paste a position (JSON)",
    "page.paste-read": "Read the pasted position",
    "page.from-file": "The file {name}",
    "page.from-link": "The shared link",
    "page.from-paste": "The pasted text",
    "page.opened": "{source} is read as it is: the form shows it; change anything to edit it.",
    "page.refused": "{source} is refused: nothing was entered, scored or shared. The referee's problems:",
    "page.load-anyway": "Put what can be read into the form, leaving out what is refused",
    "page.left-out": ("Entered from {source}, leaving out what the referee refused: {fields}. Check the position "
                      "before scoring."),
    "page.record-refused": "The record is refused: nothing was replayed. The referee's problems:",
}
