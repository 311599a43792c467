"""English message templates (see referee.present.messages for the template syntax)."""

AND = " and "

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
}
