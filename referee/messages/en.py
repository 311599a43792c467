"""English message templates (see referee.messages for the template syntax)."""

AND = " and "
OR = " or "

# The spec names sections by the English rulebook's headings: nothing to translate.
SECTIONS: dict[str, str] = {}

MESSAGES = {
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
    "bonus.region-only": ("{player}'s Noble in {region}: {points} bonus {points:point|points}; under these "
                          "rules the bonus counts this region only, not a chain."),
    "bonus.adjacent": ("{player}'s Noble in {region}: {points} bonus points, {base} for this Noble + {others} "
                       "for {player}'s Nobles in the neighbouring {others:region|regions} {neighbours}; under "
                       "these rules the bonus counts neighbours only, not the whole chain."),
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
    "knight.why.after-non-region": "the card before it is not a Region card (ruling knight-after-non-region = {choice})",
    "knight.why.no-markers": "under these rules the Knight adds no marker",
    # -- referee rulings
    "rulings.intro": ("Open rulings: questions the rulebook text leaves to a referee (spec/{game}/rulings.toml).\n"
                      "The referee applies each default unless {inputs} sets \"rulings\", or a\n"
                      "command gets --ruling ID=CHOICE; every output names the non-default rulings in force."),
    "rulings.inputs.kings-road": "a position or game record",
    "rulings.inputs.kings-struggle": "a hands or trick file",
    "rulings.inputs.kings-favor": "a state file",
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
    "compare.compiling": ("Compiling the batch simulator for this machine: once after an install or an upgrade, "
                          "about 10 to 20 seconds; later runs load it from {folder}."),
    "compare.empty-ruleset": "ruleset {name}: an empty name; give standard, a variant id or a .toml file, joined by '+'",
    "compare.too-many-variants": "ruleset {name}: {n} variants; a ruleset joins at most {max}",
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
    "compare.batch-needs-numba": ("--engine batch needs numba, which this Python environment does not have (numba "
                                  "publishes no wheel for some machines; REFEREE_NO_NUMBA=1 also hides it)"),
    "compare.no-numba": ("notice: numba is not available here (no wheel for this machine, or REFEREE_NO_NUMBA=1), so "
                         "the games are played by the reference engine: about a thousand times slower."),
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
    "problem.unknown-region": "unknown region{hint}",
    "problem.board-type": "expected an object keyed by region",
    "problem.duplicate-region": "names the same region as {other} ({region})",
    "problem.region-type": 'expected an object like {{"influence": {{...}}, "nobles": [...]}}',
    "problem.unknown-region-field": "unknown field; a region has {fields}",
    "problem.influence-type": "expected an object player -> markers",
    "problem.too-many-nobles": ('at most {limit} {limit:Noble|Nobles} per region under these rules ("{section:section}"); '
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
    "output.is-folder": "{option} {path}: is a folder; expected a file name",
    "output.not-regular": "{option} {path}: exists and is not a regular file",
    "output.no-folder": "{option} {path}: the folder {folder} does not exist",
    "output.cannot-write-in": "{option} {path}: cannot write in {folder}",
    "output.cannot-write": "{option} {path}: cannot write: {why}",
    "output.same-twice": "{option} {path}: {other} writes the same file; give each output its own name",
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
    "problem.input-too-large": "the input is larger than the limit of {limit}",
    "problem.not-utf8": "not UTF-8 text ({reason} at byte {at})",
    "problem.empty-input": "the file is empty; expected a JSON object",
    "problem.malformed-json": "not valid JSON: {msg} at line {line} column {column}",
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
    "play.card-played-twice": "a player holds one of each card and has already played this one this round",
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
}
