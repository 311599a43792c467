"""Messages en français (syntax: referee.messages). Vocabulary and section names follow
the French text of the publisher's rulebook (« noble », stock, manche, bannière, décompte)."""

AND = " et "
OR = " ou "

# English heading (as the spec names it) -> the French rulebook's heading.
SECTIONS = {
    "Preparation": "Mise en Place",
    "Choosing cards": "Choisir des cartes",
    "Revealing cards": "Révéler des cartes",
    "Revealing cards — Region cards": "Révéler des cartes — Cartes « région »",
    "Revealing cards — Knight": "Révéler des cartes — Chevalier",
    "Revealing cards — Dragon": "Révéler des cartes — Dragon",
    "Revealing cards — Witch": "Révéler des cartes — Sorcière",
    "Scoring": "Décompte des points",
    "Scoring — Ties": "Décompte des points — Égalités",
    "Nobles": "Nobles",
    "The King travels": "Le Roi voyage",
    "Game end and winning": "Fin de la Partie et Victoire",
    "Variant — Permanent Nobles": "Variante — Nobles permanents",
}

MESSAGES = {
    # -- en-tête et bilan (referee score)
    "account.title": "{game} — {n} joueurs : {players}",
    "account.rules": "Règles : {rules}",
    "account.rules.standard": "standard",
    "account.rulings.default": ("Arbitrages : chaque arbitrage ouvert à sa valeur par défaut "
                                "(`referee rulings` les énumère)"),
    "account.rulings.chosen": "Arbitrages choisis : {rulings}",
    "account.gained": "Points de ce décompte : {gained}",
    "account.scores": "Scores : {scores}",
    "account.supply": "Stock : {supply}",
    "account.game-over": "FIN DE LA PARTIE. {n:Vainqueur|Vainqueurs} : {winners}",
    "account.provisional": ("Remarque : des valeurs de bannière provisoires ont servi pour {regions} ; seule la "
                            "bannière de Dark Tower est connue par la règle. Donnez celles de votre édition avec "
                            "--banners \"Région=v,v,v\"."),
    # -- les étapes d'un décompte
    "step.regions.king-only": "Le « Roi » est dans {king} et aucun « dragon » n'a été révélé : {king} est décomptée.",
    "step.regions": ("Le « Roi » est dans {king} ; {dragons} {dragons:« dragon » révélé|« dragons » révélés}, donc "
                     "{count} régions sont décomptées dans l'ordre de la route : {regions}."),
    "step.regions.side-road": ("Le « Roi » est dans {king} ; {dragons} {dragons:« dragon » révélé|« dragons » "
                               "révélés}, "
                               "donc {count} régions sont décomptées le long du chemin du « Roi », route "
                               "transversale comprise (ces règles la lui ouvrent) : {regions}."),
    "step.region": "{region} ({what}), bannière {banner}{note} : {pays}.",
    "step.region.scoring": "décompte",
    "step.region.final": "décompte final",
    "banner.provisional": (" (valeur de bannière PROVISOIRE : absente de la règle ; donnez celles de votre "
                           "édition)"),
    "banner.user": " (bannière donnée pour cette édition)",
    "pays.nobody": "personne n'a d'influence ici, rien n'est payé",
    "pays.players": "{players} joueurs, donc {paying} {paying:place rapporte|places rapportent}",
    "pays.short-banner": ("{paying} {paying:place rapporte|places rapportent} : {players} joueurs permettraient "
                          "{allowed} places, mais cette bannière n'a que {paying} {paying:valeur|valeurs}"),
    "final.empty": "Personne n'a d'influence dans {regions} : rien n'y est payé.",
    "influence": "influence {influence}",
    "influence.noble": "influence {influence} ({markers} {markers:marqueur|marqueurs} + « noble »)",
    "influence.nobles": "influence {influence} ({markers} {markers:marqueur|marqueurs} + {nobles} « nobles »)",
    "influence.noble-only": "influence {influence} (« noble »)",
    "placing.paid": "{player} : {influence} — {place:ordinal} place : {points} {points:point|points}.",
    "placing.not-paid": ("{player} : {influence} — {place:ordinal} place : rien (il n'y a que {paying} "
                         "{paying:place payée|places payées})."),
    "placing.tied-paid": ("{player} : {influence} — ex aequo de la {first:ordinal} à la {last:ordinal} place avec "
                          "{others} : chacun reçoit la {paid:ordinal} place ({points} {points:point|points})."),
    "placing.tied-not-paid": ("{player} : {influence} — ex aequo de la {first:ordinal} à la {last:ordinal} place "
                              "avec {others} : la {paid:ordinal} place ne rapporte rien (il n'y a que {paying} "
                              "{paying:place payée|places payées}), donc chacun reçoit 0."),
    "placing.tied-highest": ("{player} : {influence} — ex aequo de la {first:ordinal} à la {last:ordinal} place "
                             "avec {others} : selon ces règles, chacun reçoit la meilleure place partagée, la "
                             "{paid:ordinal} ({points} {points:point|points})."),
    "placing.tied-highest-not-paid": ("{player} : {influence} — ex aequo de la {first:ordinal} à la "
                                      "{last:ordinal} place avec {others} : selon ces règles, chacun reçoit la "
                                      "meilleure place partagée, la {paid:ordinal}, qui ne rapporte rien (il "
                                      "n'y a que {paying} {paying:place payée|places payées}), donc chacun "
                                      "reçoit 0."),
    "placing.tied-split": ("{player} : {influence} — ex aequo de la {first:ordinal} à la {last:ordinal} place "
                           "avec {others} : selon ces règles, les valeurs de ces places (0 pour une place non "
                           "payée) sont partagées également, arrondies à l'inférieur : {points} "
                           "{points:point|points} chacun."),
    "placing.tied-split-not-paid": ("{player} : {influence} — ex aequo de la {first:ordinal} à la "
                                    "{last:ordinal} place avec {others} : selon ces règles, les ex aequo se "
                                    "partagent les valeurs de ces places, mais aucune ne rapporte (il n'y a que "
                                    "{paying} {paying:place payée|places payées}), donc chacun reçoit 0."),
    "placing.unplaced": "{player} : {influence} — pas classé.",
    "noble.none": "Personne n'a d'influence dans {region} : aucun « noble » placé.",
    "noble.never": ("Selon ces règles, aucun « noble » n'est jamais placé : {region} garde ses « nobles » tels "
                    "quels."),
    "noble.tie": "Égalité pour le plus d'influence dans {region} : aucun nouveau « noble ».",
    "noble.tie.kept": ("Égalité pour le plus d'influence dans {region} : aucun nouveau « noble » ; l'ancien "
                       "« noble » de {owners} reste."),
    "noble.tie.kept-many": ("Égalité pour le plus d'influence dans {region} : aucun nouveau « noble » ; les anciens "
                            "« nobles » de {owners} restent."),
    "noble.already": ("{leader} a le plus d'influence dans {region} et y a déjà un « noble » : rien ne change."),
    "noble.already.tied": ("Les joueurs à égalité pour le plus d'influence dans {region} y ont déjà des « "
                           "nobles » : rien ne change."),
    "noble.full": ("{leader} a le plus d'influence dans {region}, mais la région a déjà son nombre maximal de « "
                   "nobles »."),
    "noble.full.tied": ("Les joueurs à égalité pour le plus d'influence dans {region} placeraient chacun un « "
                        "noble », mais la région a déjà son nombre maximal de « nobles »."),
    "noble.no-marker": ("{leader} a le plus d'influence dans {region}, mais seulement grâce à ses « nobles » : "
                        "aucun de ses marqueurs n'y est pour devenir un nouveau « noble », donc rien ne change."),
    "noble.no-marker.tied": ("Les joueurs à égalité pour le plus d'influence dans {region} ne l'ont que grâce à "
                             "leurs « nobles » : aucun n'y a de marqueur pour en faire un nouveau « noble », "
                             "donc rien ne change."),
    "noble.placed": ("{player} a seul le plus d'influence dans {region} et y laisse un de ses marqueurs comme "
                     "« noble »."),
    "noble.replaced.supply": ("{player} a seul le plus d'influence dans {region} et y laisse un de ses marqueurs "
                              "comme « noble » ; l'ancien « noble » de {owner} retourne dans le stock de {owner} "
                              "(le texte français de « {section} » le précise ; l'anglais dit seulement qu'il "
                              "est retiré)."),
    "noble.replaced.out": ("{player} a seul le plus d'influence dans {region} et y laisse un de ses marqueurs "
                           "comme « noble » ; l'ancien « noble » de {owner} quitte la partie (arbitrage "
                           "replaced-noble = out-of-game)."),
    "noble.beside": ("{player} a seul le plus d'influence dans {region} et y laisse un de ses marqueurs comme "
                     "« noble » ; il s'ajoute au « noble » de {owners}."),
    "noble.beside-many": ("{player} a seul le plus d'influence dans {region} et y laisse un de ses marqueurs "
                          "comme « noble » ; il s'ajoute aux « nobles » de {owners}."),
    "noble.tied-placed": ("Selon ces règles, chaque joueur à égalité pour le plus d'influence dans {region} "
                          "place un « noble » : {players} y {n:laisse un marqueur|laissent chacun un marqueur} "
                          "comme « noble »."),
    "noble.tied-hold": ("Selon ces règles, chaque joueur à égalité pour le plus d'influence dans {region} y "
                        "garde un « noble » : {players} en {n:a|ont} déjà un."),
    "noble.sole-holds": "{leader} a seul le plus d'influence dans {region} et y a déjà un « noble ».",
    "noble.removed.supply": ("{n:L'ancien « noble »|Les anciens « nobles »} de {owners} {n:retourne|retournent} "
                             "dans le stock de {n:son propriétaire|leurs propriétaires}."),
    "noble.removed.out": ("{n:L'ancien « noble »|Les anciens « nobles »} de {owners} {n:quitte|quittent} la "
                          "partie (arbitrage replaced-noble = out-of-game)."),
    "noble.kept-beside": "{n:Le « noble »|Les « nobles »} de {owners} {n:reste|restent} à côté des nouveaux.",
    "bonus.alone": ("« Noble » de {player} dans {region} : {points} {points:point|points} de bonus ; aucun autre "
                    "« noble » de {player} ne lui est relié par une route."),
    "bonus.chain": ("« Noble » de {player} dans {region} : {points} points de bonus, {base} pour ce « noble » + "
                    "{others} pour {others:la région|les régions} que sa chaîne de « nobles » de {player} atteint "
                    "le long des routes : {paths}."),
    "bonus.chain-per-region": ("« Noble » de {player} dans {region} : {points} points de bonus, {base} pour ce "
                               "« noble » + {per} pour chacune des {others} {others:région|régions} que sa chaîne "
                               "de « nobles » de {player} atteint le long des routes : {paths}."),
    "bonus.region-only": ("« Noble » de {player} dans {region} : {points} {points:point|points} de bonus ; "
                          "selon ces règles, le bonus ne compte que cette région, pas de chaîne."),
    "bonus.adjacent": ("« Noble » de {player} dans {region} : {points} points de bonus, {base} pour ce « noble "
                       "» + {others} pour les « nobles » de {player} dans {others:la région voisine|les régions "
                       "voisines} "
                       "{neighbours} ; selon ces règles, le bonus ne compte que les voisines, pas toute la "
                       "chaîne."),
    "bonus.adjacent-per-region": ("« Noble » de {player} dans {region} : {points} points de bonus, {base} pour ce "
                                  "« noble » + {per} pour chacun des « nobles » de {player} dans "
                                  "{others:la région voisine|les régions voisines} {neighbours} ; selon ces règles, "
                                  "le bonus ne compte que les voisines, pas toute la chaîne."),
    "bonus.adjacent-none": ("« Noble » de {player} dans {region} : {points} {points:point|points} de bonus ; "
                            "aucun « noble » de {player} dans une région voisine (selon ces règles, le bonus ne "
                            "compte que les voisines)."),
    "bonus.unpaid": ("Selon ces règles, seul un « noble » placé lors de ce décompte rapporte le bonus : rien "
                     "pour {n:l'ancien « noble »|les anciens « nobles »} de {owners} dans {region}."),
    "bonus.side-road": "{a} – {b} est la route transversale",
    "return": "Les marqueurs de {region} retournent dans le stock de leurs propriétaires : {returned}.",
    "king": ("Le « Roi » va de {start} à {end}, la région qui suit la dernière décomptée ({last})."),
    "king.side-road": ("Le « Roi » va de {start} à {end}, la région qui suit la dernière décomptée ({last}), "
                       "par la route transversale que ces règles lui ouvrent."),
    "king.next-after-king": ("Le « Roi » va de {start} à {end}, la région qui suit la sienne : selon ces "
                             "règles, il n'avance que d'une région, quel que soit le nombre de régions "
                             "décomptées."),
    "king.next-after-king.side-road": ("Le « Roi » va de {start} à {end}, par la route transversale que ces "
                                       "règles lui ouvrent : selon ces règles, il n'avance que d'une région, "
                                       "quel que soit le nombre de régions décomptées."),
    "continue": "Personne n'a encore {threshold} points : la partie continue.",
    "game-end": ("{reached} {n:a|ont} atteint {threshold} : la partie se termine après cette manche. Décompte "
                 "final : chaque région non décomptée pendant cette manche, {terms} : {regions}."),
    "game-end.all-regions": ("{reached} {n:a|ont} atteint {threshold} : la partie se termine après cette "
                             "manche. Décompte final : chaque région, y compris celles décomptées pendant cette "
                             "manche, {terms} : {regions}."),
    "game-end.no-final": ("{reached} {n:a|ont} atteint {threshold} : la partie se termine après cette manche. "
                          "Ces règles n'ont pas de décompte final."),
    "game-end.none": "aucune",
    "final.influence-only": "pour l'influence seulement (aucun « noble » créé, aucun bonus de « noble »)",
    "final.nobles": "avec des « nobles » {created} et le bonus de « noble » {paid}",
    "final.created": "créés",
    "final.not-created": "non créés",
    "final.paid": "payé",
    "final.not-paid": "non payé",
    "winners.one": "{winner} l'emporte avec {best} points.",
    "winners.tie-break": ("{tied} sont à égalité avec {best} points ; le départage se fait aux « nobles » en jeu "
                          "({counts}) : {winner} l'emporte."),
    "winners.shared": ("{tied} sont à égalité avec {best} points ; les « nobles » en jeu ({counts}) laissent "
                       "{winners} à égalité : ils se partagent la victoire."),
    "winners.shared-rule": ("{tied} sont à égalité avec {best} points ; selon ces règles, une égalité est une "
                            "victoire partagée."),
    "winners.influence.tie-break": ("{tied} sont à égalité avec {best} points ; le départage se fait à "
                                    "l'influence en jeu à la fin de la dernière manche ({counts}) : {winner} "
                                    "l'emporte."),
    "winners.influence.shared": ("{tied} sont à égalité avec {best} points ; l'influence en jeu à la fin de la "
                                 "dernière manche ({counts}) laisse {winners} à égalité : ils se partagent la "
                                 "victoire."),
    # -- la feuille de score (referee replay)
    "sheet.title": "{game} — partie rejouée à {n} joueurs : {players}",
    "sheet.start.setup": "Départ : mise en place",
    "sheet.start.given": "Départ : la position de départ de l'enregistrement",
    "sheet.legend": ("Lecture des lignes de région : joueur influence→points (pourquoi un joueur avec de "
                     "l'influence a reçu 0), puis le « noble » et les bonus."),
    "sheet.plays": "{player} : {cards}{extra}",
    "card.knight": "« chevalier »",
    "card.dragon": "« dragon »",
    "card.witch": "« sorcière »",
    "card.knight-declined": "« chevalier » (marqueur refusé)",
    "card.knight-added": "« chevalier » (marqueur ajouté)",
    "sheet.round": "Manche {round} — « Roi » dans {king}, {dragons} {dragons:« dragon »|« dragons »}",
    "sheet.no-cards": "(aucune carte)",
    "sheet.reselects": " ; choisit à nouveau {cards}",
    "sheet.note": "remarque : {player} {card} : {note}",
    "sheet.region": "{region} ({what}, {banner}) : {points}",
    "sheet.scored": "décomptée",
    "sheet.final": "décompte final",
    "sheet.nobody": "personne",
    "sheet.why.not-paid": "place non payée",
    "sheet.why.tie": "égalité non payée",
    "sheet.noble.placed": "« Noble » : {player} (seul en tête)",
    "sheet.noble.replaced": ("« Noble » : {player} (seul en tête ; l'ancien « noble » de {owner} retourne dans le "
                             "stock de {owner})"),
    "sheet.noble.replaced-out": "« Noble » : {player} (seul en tête ; l'ancien « noble » de {owner} quitte la partie)",
    "sheet.noble.tied": "« Nobles » : {players} (à égalité en tête ; selon ces règles, chacun en place un)",
    "sheet.noble.tie": "le « noble » reste : {owners} (égalité pour le plus d'influence)",
    "sheet.noble.already": "le « noble » reste : {owners} (déjà au joueur en tête)",
    "sheet.noble.kept": "le « noble » reste : {owners} (aucun nouveau « noble »)",
    "sheet.noble.no-marker": "le « noble » reste : {owners} (le plus d'influence n'y vient que des « nobles »)",
    "sheet.noble.never": "le « noble » reste : {owners} (aucun « noble » n'est placé selon ces règles)",
    "sheet.bonus": "bonus de « noble » : {bonuses}",
    "sheet.final-block": "Décompte final — régions non décomptées pendant la manche {round} :",
    "sheet.final-block.all-regions": ("Décompte final — chaque région, y compris celles décomptées pendant la "
                                      "manche {round} :"),
    "sheet.no-final": "Pas de décompte final selon ces règles.",
    "sheet.scores": "Scores : {scores}",
    "sheet.nobles": "« Nobles » : {nobles}",
    "sheet.none": "aucun",
    "sheet.king": "Le « Roi » va à {king}. Stock : {supply}",
    "sheet.problem": "PROBLÈME [{code}] {message}",
    "sheet.warning": "avertissement [{code}] {message}",
    "sheet.game-over": ("FIN DE LA PARTIE après la manche {round} : {reached} {n:a|ont} atteint {threshold} points "
                        "pendant la manche {round} ; la partie s'est terminée après cette manche, puis le décompte "
                        "final a eu lieu."),
    "sheet.not-finished": ("Partie non terminée : l'enregistrement s'arrête après la manche {round} ; personne n'a "
                           "atteint {threshold} points."),
    "sheet.final-scores": "Scores finaux : {scores}",
    "sheet.provisional": ("Remarque : des valeurs de bannière provisoires ont servi pour {regions} ; donnez "
                          "celles de votre édition avec --banners ou \"banners\" dans l'enregistrement."),
    # -- remarques sur les cartes
    "event.knight-declined": "le marqueur du « chevalier » n'est pas ajouté (arbitrage knight-declined = {choice})",
    "event.knight-no-effect": "le « chevalier » n'ajoute rien : {why}",
    "event.no-marker": ("plus aucun marqueur en stock : la carte ne place rien (arbitrage card-without-marker = "
                        "{choice})"),
    "event.knight-markers": "selon ces règles, le « chevalier » ajoute {n} {n:marqueur|marqueurs} dans {region}",
    "event.witch-at-once": ("choisit à nouveau tout de suite, dans l'ordre des joueurs, selon ces règles (et "
                            "non après les autres)"),
    "knight.why.first-card": "aucune carte n'a été révélée avant lui",
    "knight.why.reselection": ("il fait partie d'une nouvelle sélection à la « sorcière » (arbitrage "
                               "witch-reselect-knight = no-marker)"),
    "knight.why.two-cards": "seulement deux cartes jouées (arbitrage knight-with-two-cards = no-marker)",
    "knight.why.after-non-region": ("la carte avant lui n'est pas une carte « région » (arbitrage "
                                    "knight-after-non-region = {choice})"),
    "knight.why.no-markers": "selon ces règles, le « chevalier » n'ajoute aucun marqueur",
    "verify.in-ruleset": "{ruleset} : {difference}",
    "verify.refused": "partie {game} : le moteur de référence refuse l'enregistrement : {why}",
    "verify.problem": "partie {game} : {why}",
    "verify.scores": ("partie {game}, manche {round} : scores {engine} selon le moteur de référence, {batch} "
                      "selon le simulateur compilé"),
    "verify.no-result": "partie {game} : le moteur de référence n'a donné aucun résultat",
    "verify.rounds": ("partie {game} : {engine} manches selon le moteur de référence, {batch} selon le simulateur "
                      "compilé"),
    "verify.nobles": ("partie {game} : « nobles » sur le plateau {engine} selon le moteur de référence, {batch} selon "
                      "le simulateur compilé"),
    "play.no-supply": "jouer une manche demande la réserve de marqueurs de chaque joueur",
    "simulate.no-selection": "simulation : aucune sélection permise trouvée pour {player}",
    "note.knight-first-card": "aucune carte n'a été révélée avant le « chevalier »",
    "note.knight-reselection": ("le « chevalier » fait partie d'une nouvelle sélection à la « sorcière » "
                                "(arbitrage witch-reselect-knight = no-marker)"),
    "note.knight-last-region-card": "arbitrage knight-after-non-region = last-region-card",
    "note.knight-after-non-region": ("la carte avant le « chevalier » n'est pas une carte « région » (arbitrage "
                                     "knight-after-non-region = {choice})"),
    # -- referee rulings
    "rulings.intro": ("Arbitrages ouverts : questions que le texte de la règle laisse à un arbitre "
                      "(spec/{game}/rulings.toml).\nL'arbitre applique chaque valeur par défaut, sauf si "
                      "{inputs} donne \"rulings\",\nou une commande reçoit --ruling ID=CHOIX ; chaque sortie "
                      "nomme les arbitrages choisis."),
    "rulings.inputs.kings-road": "une position ou un enregistrement de partie",
    "rulings.inputs.kings-struggle": "un fichier de mains ou de plis",
    "rulings.inputs.kings-favor": "un fichier d'état",
    "rulings.choice": "{choice}{tag} : {text}",
    "list.separator": " ; ",
    "rulings.default": "par défaut",
    # -- problèmes
    "problems.header": "{source} : {n} {n:problème|problèmes} :",
    "problems.error": "erreur",
    "problems.warning": "avertissement",
    # -- problèmes des fichiers lus : « champ = valeur : ... » (codes, champs et valeurs ne sont jamais traduits)
    "problem.about": "{field} = {value} : {problem}",
    "problem.in-source": "{source} : {problem}",
    "hint.did-you-mean": " (vouliez-vous dire {names:or} ?)",
    "hint.known-fields": " ; champs connus : {fields}",
    "hint.record-fields": " ; un enregistrement a les champs {fields}",
    "hint.players": " ; les joueurs sont {players}",
    "hint.regions": " ; une région se désigne par son nom, son identifiant (dark-tower) ou son numéro de 1 à 8",
    "hint.see-rulings": " ; voir `referee rulings`",
    "what.region-entries": "entrées de région",
    "what.players": "joueurs",
    "what.nobles-in-region": "« nobles » dans une même région",
    "what.spent-cards": "cartes déjà utilisées",
    "what.banners": "bannières",
    "what.rulings": "arbitrages",
    "what.rounds": "manches dans un enregistrement",
    "what.winners": "vainqueurs",
    "what.round-entries": "entrées dans une manche",
    "what.hand": "cartes (la main entière d'un joueur)",
    "why.max-scores": "l'arbitre lit les scores jusqu'à {max}",
    "why.markers": "chaque joueur n'a que {limit} marqueurs",
    "why.max-rounds": "un enregistrement de partie compte au plus {max} manches",
    "problem.too-many-problems": "plus de {max} problèmes ; les suivants ne sont pas listés",
    "problem.not-an-integer": "un nombre entier est attendu",
    "problem.negative-count": "un nombre ne peut pas être inférieur à {min}",
    "problem.too-large": "au plus {max}",
    "problem.too-large.why": "au plus {max} : {why}",
    "problem.too-many-entries": "au plus {limit} {what} ; ce champ n'est pas lu",
    "problem.position-not-object": "une position est un objet JSON avec players, king et board",
    "problem.unknown-variant": "variante inconnue{hint} ; variantes connues : {known}",
    "problem.unknown-variant.none": "variante inconnue ; ce jeu n'a pas de variante",
    "usage.error": "Erreur : {message}",
    "usage.help": "Essayez « {command} --help » pour l'aide.",
    "usage.no-such-option": "option inconnue {option}{hint}",
    "usage.missing": "{name} manquant",
    "compare.compiling.progress": ("compilation du simulateur par lots : {ready} {ready:noyau prêt|noyaux prêts} sur "
                                   "{total}, {seconds} s écoulées"),
    "compare.compiling": ("Compilation du simulateur par lots pour cette machine : une fois après une installation "
                          "ou une mise à jour, environ 40 secondes sur 2 cœurs ; les lancements suivants le "
                          "chargent depuis {folder}."),
    # -- referee compare : le tableau et le rapport
    "compare.head": ("{games:num} parties par jeu de règles, {players} joueurs, agents {agents} (places tournantes), "
                     "graine {seed}, moteur {engine}, {seconds:num.2} s"),
    "compare.run": "{name} : {label}{rulings} ; {finished:num} parties terminées sur {games:num}{verified}",
    "compare.run.rulings": ", arbitrages {rulings}",
    "compare.run.verified": " ; {n:num} rejouées à l'identique par le moteur de référence",
    "compare.metric-header": "mesure (intervalle à 95 %)",
    "compare.cards-title": "cartes : révélées par partie / part qui rapporte",
    "compare.card-header": "carte",
    "compare.diff-head": ("{ruleset} moins {baseline} (intervalle à 95 % et p de chaque mesure ; * = significatif "
                          "à 5 % après la correction de Holm sur les mesures, dont le p est noté Holm)"),
    "compare.p": "p{p}, Holm {holm}",
    "metric.rounds": "Durée (manches)",
    "metric.winning_score": "Score du vainqueur",
    "metric.margin": "Écart (vainqueur moins meilleur des autres)",
    "metric.lead_changes": "Changements de meneur",
    "metric.nobles_on_board": "Nobles sur le plateau à la fin",
    "metric.shared_victory": "Victoire partagée",
    "metric.tie_break_decided": "Départage décisif",
    "metric.decisiveness": "Précocité (part de la partie avant que le vainqueur ne mène pour de bon)",
    "metric.noble_point_share": "Part des points venant des bonus de Nobles",
    "metric.first_seat_advantage": "Avantage de la première place (place 1 moins 1/N)",
    "metric.win-rate-seat": "Taux de victoire, place {seat}",
    "metric.win-rate-agent": "Taux de victoire par place, agent {agent}",
    "metric.card-played": "{card} : révélée par partie",
    "metric.card-pays": "{card} : part qui rapporte",
    "card-title.Knight": "Chevalier",
    "card-title.Dragon": "Dragon",
    "card-title.Witch": "Sorcière",
    "test.two-proportion z-test": "test z de deux proportions",
    "test.Welch's t-test": "test t de Welch",
    "test.z-test (delta method)": "test z (méthode delta)",
    "report.compare.title": "Comparaison de variantes de King's Road : {names}",
    "report.compare.vs": " contre ",
    "report.compare.setup": ("{games:num} parties par jeu de règles, {players} joueurs, agents {agents} (places "
                             "tournantes à chaque partie), graine {seed}, moteur {engine}."),
    "report.compare.tests": ("Tests : {tests} ; correction de Holm sur les mesures de chaque paire. * marque une "
                             "différence significative à 5 % après la correction."),
    "report.compare.score-head": "Score par manche",
    "report.compare.score-text": ("Score moyen du meneur après chaque manche, sur les parties encore en cours "
                                  "(tracé tant qu'au moins 1 % des parties durent aussi longtemps)."),
    "report.compare.seat-head": "Taux de victoire par place",
    "report.compare.length-head": "Durée des parties",
    "report.compare.metrics-head": "Mesures",
    "report.compare.differences-head": "Différences",
    "report.compare.minus": "{ruleset} moins {baseline}",
    "report.compare.metric": "Mesure",
    "report.compare.metric-interval": "Mesure (intervalle à 95 %)",
    "report.compare.difference": "Différence [95 %]",
    "report.compare.p": "p",
    "report.compare.p-holm": "p (Holm)",
    "report.compare.test": "Test",
    "report.compare.pp": " pts",
    "chart.score.title": "Score moyen du meneur par manche",
    "chart.score.y": "points (meneur, moyenne)",
    "chart.round": "manche",
    "chart.seat.title": "Taux de victoire par place",
    "chart.seat.y": "taux de victoire",
    "chart.seat.x": "place",
    "chart.balanced": "équilibre : 1/{players}",
    "chart.length.title": "Durée des parties",
    "chart.length.y": "part des parties",
    "chart.length.x": "manches",
    "compare.empty-ruleset": ("jeu de règles {name} : un nom vide ; donnez standard, l'identifiant d'une variante ou "
                              "un fichier .toml, reliés par « + »"),
    "compare.too-many-variants": "jeu de règles {name} : {n} variantes ; un jeu de règles en réunit au plus {max}",
    "compare.players-outside": ("--players {players} : le jeu de règles {name} permet de {low} à {high} joueurs "
                                "([game] min_players..max_players)"),
    "compare.too-many-rulesets": "{n} jeux de règles ; une comparaison en joue au plus {max}",
    "progress.line": "{what} : {done:num} sur {total:num} ({share:pct.0}), encore environ {left:num} s",
    "progress.games": "parties jouées",
    "simulate.head": "{games:num} {games:partie|parties}, {players} joueurs, {rules}, graine {seed}{rulings}",
    "simulate.rulings": ", arbitrages {rulings}",
    "simulate.finished": "  terminées :                      {finished:num} sur {games:num}",
    "simulate.stat": "  {title:<33}moyenne {mean:num.2}, min {min:num}, max {max:num}",
    "simulate.rounds": "manches par partie :",
    "simulate.winning": "score du vainqueur :",
    "simulate.nobles": "nobles sur le plateau à la fin :",
    "simulate.tie-break": "  départage décisif :              {n:num} {n:partie|parties}",
    "simulate.shared": "  victoire partagée :              {n:num} {n:partie|parties}",
    "simulate.written": "  parties écrites dans {first} ... {last}",
    "simulate.players": ("--players {players} : {game} selon {rules} se joue de {lo} à {hi} joueurs ([game] "
                         "min_players, max_players)"),
    "install.missing": ("referee {command} a besoin de {modules}, absent de cet environnement Python ; "
                        "réinstallez l'arbitre avec ses dépendances : python3 -m pip install -e ."),
    "compare.batch-needs-numba": ("--engine batch demande numba, absent de cet environnement Python (numba ne publie "
                                  "pas de wheel pour certaines machines ; REFEREE_NO_NUMBA=1 le masque aussi)"),
    "compare.mcts-no-numba": ("remarque : numba n'est pas disponible ici, les parties simulées de mcts tournent "
                              "donc en Python : environ cent fois plus lentement (donnez-lui moins de parties "
                              "simulées, par exemple --agents mcts:50)."),
    "compare.no-numba": ("remarque : numba n'est pas disponible ici (pas de wheel pour cette machine, ou "
                         "REFEREE_NO_NUMBA=1), les parties sont donc jouées par le moteur de référence : environ deux "
                         "cents fois plus lentement."),
    "option.count": "{option} {given} : un nombre entier de {low:num} à {high:num} est attendu",
    "option.ruling.syntax": "--ruling {given} : attendu ID=CHOIX, par exemple {example}",
    "option.ruling.unknown": "--ruling {given} : arbitrage inconnu {rid}{hint} ; les arbitrages sont {known}",
    "option.ruling.choice": "--ruling {given} : les choix de {rid} sont {choices}, pas {choice}{hint}",
    "option.banners.syntax": "--banners {given} : attendu RÉGION=V,V,V, par exemple \"Temple Ruins=3,2,1\"",
    "option.banners.values": ("--banners {given} : les valeurs sont des nombres entiers, par exemple 3,2,1 ou "
                              "3-2-1 ; reçu {numbers}"),
    "problem.unknown-field": "champ inconnu{hint}",
    "problem.king-required": "la région du « Roi » est obligatoire",
    "problem.expected-bool": "true ou false est attendu",
    "problem.expected-player": "un nom de joueur est attendu",
    "problem.expected-players": "une liste de noms de joueurs est attendue",
    "problem.unknown-player": "ne fait pas partie des joueurs{hint}",
    "error.unknown-region": "région inconnue {value}{hint}",
    "problem.unknown-region": "région inconnue{hint}",
    "problem.board-type": "un objet dont les clés sont des régions est attendu",
    "problem.duplicate-region": "désigne la même région que {other} ({region})",
    "problem.region-type": 'un objet comme {{"influence": {{...}}, "nobles": [...]}} est attendu',
    "problem.unknown-region-field": "champ inconnu ; une région a les champs {fields}",
    "problem.influence-type": "un objet joueur -> marqueurs est attendu",
    "problem.too-many-nobles": ("au plus {limit} {limit:« noble »|« nobles »} par région selon ces règles "
                                "(« {section:section} ») ; plusieurs « nobles » ne partagent une région qu'avec la "
                                "variante permanent-nobles"),
    "problem.duplicate-noble": ("{owner} a ici {count} « nobles » ; un joueur en a au plus {limit} par région "
                                "(« {section:section} »)"),
    "problem.counts-type": "un objet joueur -> nombre est attendu",
    "problem.too-many-dragons": ("{players} joueurs n'ont que {limit} {limit:carte « dragon »|cartes « dragon »} "
                                 "(« {section:section} »)"),
    "problem.used-type": "un objet joueur -> liste des cartes déjà utilisées est attendu",
    "problem.used-list-type": "une liste prise parmi {cards} est attendue",
    "problem.banners-type": "un objet région -> liste de valeurs est attendu",
    "banner.length": "une bannière a de 1 à 4 valeurs ; reçu : {got}",
    "banner.values": "les valeurs d'une bannière sont des nombres entiers de 0 à {max} ; reçu : {got}",
    "banner.increase": "les valeurs d'une bannière n'augmentent jamais d'une place à la suivante ; reçu : {got}",
    "problem.variants-type": "une liste de noms de variantes est attendue",
    "problem.too-many-variants": "au plus {max} variantes à la fois",
    "problem.listed-twice": "citée deux fois",
    "problem.players-required": "la liste des noms de joueurs est obligatoire",
    "problem.too-few-players": "{game} se joue de {lo} à {hi} joueurs ; ici : {got}",
    "problem.too-many-players": "{game} se joue de {lo} à {hi} joueurs ; ici : {got}",
    "name.empty": "un nom de joueur est une chaîne de caractères non vide",
    "name.too-long": "un nom de joueur a au plus {max} caractères, celui-ci en a {n}",
    "name.unprintable": "un nom de joueur ne contient que des caractères imprimables, pas U+{code} ({name})",
    "name.spaces": "un nom de joueur ne commence ni ne se termine par une espace",
    "problem.already-listed": "ce joueur figure déjà dans la liste",
    "problem.same-player": ("désigne le même joueur que {other} (les noms sont comparés sans tenir compte des "
                            "majuscules ni des caractères qui se ressemblent)"),
    "problem.prints-like": ("s'écrit comme players[{first}] {other} (les noms sont comparés sans tenir compte des "
                            "majuscules ni des caractères qui se ressemblent)"),
    "problem.bad-used-card": ("{n:seule la carte|seules les cartes} {cards} {n:ne se joue|ne se jouent} qu'une fois "
                              "par partie"),
    "problem.no-used-card": "aucune carte ne se joue qu'une fois par partie",
    "problem.duplicate-used-card": "un joueur n'a qu'un exemplaire de chaque carte",
    "problem.duplicate-used-cards": "un joueur n'a que {held} cartes de ce type",
    "problem.banner-unlike-printed": ("la règle imprime la bannière de {region} ainsi : {printed} (exemple de "
                                      "« {section:section} ») ; {shown} est retenue comme celle de votre édition"),
    "problem.banner-first-value": ("la première valeur d'une bannière est le numéro de sa région, {number} pour "
                                   "{region} (« {section:section} ») ; {shown} est retenue comme celle de votre "
                                   "édition"),
    "problem.banner-value-count": ("les bannières de la règle ont 3 ou 4 valeurs (« {section:section} ») ; {shown} "
                                   "en a {n}, retenue comme celle de votre édition"),
    "problem.rulings-type": "un objet arbitrage -> choix est attendu",
    "problem.unknown-ruling": "arbitrage inconnu{hint}",
    "problem.bad-ruling": "choisissez parmi {choices}",
    "markers.detail": ("{board} sur le plateau + {nobles} {nobles:« noble »|« nobles »}{supply} + {track} sur la "
                       "piste de score = {total}"),
    "markers.detail.supply": " + {supply} en stock",
    "problem.too-many-markers": "{detail}, mais chaque joueur n'a que {limit} marqueurs (« {section:section} »)",
    "problem.markers-missing": ("{detail}, soit {short} de moins que {limit} ; le décompte a lieu, les marqueurs "
                                "rendus au stock s'y ajoutent"),
    # -- fichiers écrits (--out, -o, --report)
    "output.empty": "{option} \"\" : un nom de fichier vide ; donnez le nom du fichier à écrire",
    "output.name-too-long": ("{option} {path} : un nom de fichier de plus de {limit} octets dépasse ce que les "
                             "systèmes de fichiers acceptent"),
    "output.is-input": "{option} {path} : c'est le fichier d'entrée ; ajoutez --overwrite-input pour le remplacer",
    "output.is-read": ("{option} {path} : cette commande lit ce fichier (une variante ou un jeu de règles) ; "
                       "écrivez ailleurs"),
    "output.is-folder": "{option} {path} : c'est un dossier ; un nom de fichier est attendu",
    "output.not-regular": "{option} {path} : existe et n'est pas un fichier ordinaire",
    "output.no-folder": "{option} {path} : le dossier {folder} n'existe pas",
    "output.cannot-write-in": "{option} {path} : impossible d'écrire dans {folder}",
    "output.cannot-write": "{option} {path} : écriture impossible : {why}",
    "output.same-twice": "{option} {path} : {other} écrit le même fichier ; donnez à chaque sortie son propre nom",
    # -- fichiers des autres jeux (referee/games)
    "game.with-hint": "{message}{hint}",
    "game.missing": "{field} : absent : {what}",
    "game.missing.plain": "{field} : absent",
    "game.missing.needed": "{field} : absent : nécessaire car {why}",
    "game.not-object": "un objet JSON avec {expected} est attendu",
    "game.rulings-type": "un objet est attendu : identifiant d'arbitrage -> choix",
    "game.unknown-ruling": "arbitrage inconnu{hint}",
    "game.unknown-ruling.known": " ; arbitrages connus : {known}",
    "game.bad-ruling": "choix inconnu{hint} ; choisissez parmi : {choices}",
    # -- King's Struggle (referee/games/kings_struggle)
    "struggle.players.missing": "donnez l'or et les cartes ramassées de chaque joueur",
    "struggle.players.type": "un objet est attendu : nom du joueur -> {{gold, cards}}",
    "struggle.players.count": "{game} se joue de {lo} à {hi} joueurs (« {section} ») ; ce fichier en a {n}",
    "struggle.name.empty": "un joueur a besoin d'un nom",
    "struggle.hand.type": "un objet avec « gold » et « cards » est attendu",
    "struggle.tricks.why": "l'arbitrage most-cards vaut tricks-won",
    "struggle.cards.missing": "les valeurs naturelles des cartes ramassées ([] pour aucune)",
    "struggle.cards.type": "une liste de valeurs est attendue",
    "struggle.rank": "une carte a une valeur naturelle de {low} à {high}",
    "struggle.rank-count": ("{count} cartes de valeur {rank} en tout : {n} joueurs jouent {n} paquets, une carte de "
                            "chaque valeur par paquet (« {section} »)"),
    "struggle.cards-total": ("{count} cartes ramassées en tout : {n} joueurs jouent au plus {tricks} plis de {n} "
                             "cartes "
                             "(« {section} »), soit {max} cartes"),
    "struggle.tricks-total": "{count} plis gagnés en tout : une partie en compte au plus {tricks} (« {section} »)",
    "struggle.tricks-total.why": "une partie compte au plus {tricks} plis (« {section} »)",
    "struggle.tricks-cards.few": ("{cards} {cards:carte ramassée|cartes ramassées} pour {tricks} {tricks:pli "
                                  "gagné|plis "
                                  "gagnés} : qui gagne un pli ramasse au moins la carte gagnante (« {section} »)"),
    "struggle.tricks-cards.many": ("{cards} cartes ramassées pour {tricks} {tricks:pli gagné|plis gagnés} : un pli "
                                   "compte une carte par joueur, {n} (« {section} »)"),
    "struggle.gold.why": "le jeu compte {max} pièces d'or (« {section} »)",
    "struggle.gold-total": "{count} pièces d'or en tout : le jeu en compte {max} (« {section} »)",
    "struggle.trick.missing": "les cartes du pli dans l'ordre de jeu, l'entameur d'abord",
    "struggle.trick.type": "une liste de {lo} à {hi} cartes jouées est attendue",
    "struggle.trick.count": ("un pli compte une carte par joueur, de {lo} à {hi} (« {section} », « {play} ») ; "
                             "celui-ci "
                             "en a {n}"),
    "struggle.trick.duplicate": "{name} joue {n} cartes ; une carte chacun",
    "struggle.played.type": "{{\"player\": NOM, \"rank\": V, \"modifier\": M}} est attendu",
    "struggle.played.player-missing": "le nom de qui a joué la carte",
    "struggle.played.player": "le nom de qui a joué la carte est attendu",
    "struggle.played.rank-missing": "la valeur naturelle de la carte, de {low} à {high}",
    "struggle.played.rank": "la valeur naturelle de la carte, de {low} à {high}, est attendue",
    "struggle.played.both": "donnez soit power (la puissance modifiée), soit modifier, pas les deux",
    "struggle.modifier": ("un modificateur de {modifier} : le jeu compte {max} marqueurs de modification "
                          "(« {section} »)"),
    "struggle.modifiers-total": ("{count} marqueurs de modification sur les cartes du pli : le jeu en compte {max} "
                                 "(« {section} »)"),
    # -- King's Struggle : le compte rendu (score, trick)
    "struggle.check.head": ("Invariants de King's Struggle (« Scoring », « Winning ») sur des mains aléatoires à "
                            "graine ; la meilleure\nrépartition est comparée à une recherche exhaustive sur chaque "
                            "main "
                            "et à un optimum Z3 sur les {first} premières."),
    "struggle.check.holds": "TIENT ({n})",
    "struggle.check.violated": "VIOLÉ ({n})",
    "struggle.check.detail": "{id} VIOLÉ sous {ruleset} : {statement}",
    "struggle.check.counterexample": "contre-exemple (à décompter avec `referee struggle score FICHIER`) :",
    "struggle.check.progress": "{label} : main {n:num} sur {total:num}",
    "struggle.check.passed": "Vérification réussie.",
    "struggle.check.problem": "{id} sous {ruleset} : {what}",
    "struggle.group.run": "suite {ranks}",
    "struggle.group.single": "carte seule {rank}",
    "struggle.group.pair": "paire de {rank}",
    "struggle.group.set": "série de {count} {rank}",
    "struggle.count.3": "trois", "struggle.count.4": "quatre", "struggle.count.5": "cinq", "struggle.count.6": "six",
    "struggle.group-points": "{label} : {points}",
    "struggle.gold": "or {gold}",
    "struggle.gold-points": "or {gold} : {points}",
    "struggle.total": "total {total}",
    "struggle.score.head": ("King's Struggle : scores de fin de partie (« {section} »). Les cartes ramassées de "
                            "chaque\n"
                            "joueur sont réparties en suites, séries et cartes seules de la façon qui rapporte le "
                            "plus\n"
                            "(une recherche exacte : aucune autre répartition ne rapporte plus), plus {per_gold} point "
                            "par pièce d'or."),
    "struggle.player-line": "{name} : {line}",
    "struggle.step": "  {criterion} : {values}",
    "struggle.criterion.points": "points",
    "struggle.criterion.cards": "cartes ramassées",
    "struggle.criterion.tricks": "plis gagnés",
    "struggle.criterion.rank": "cartes de valeur {rank}",
    "struggle.shared": "Victoire partagée (« {section} ») : {names}, à égalité de points et à chaque départage.",
    "struggle.nobody": ("Pas de vainqueur (« {section} » ; arbitrage still-tied = nobody) : {names} sont à égalité de "
                        "points et à chaque départage."),
    "struggle.tie-head": "Égalité à {points} points, départagée comme le dit « {section} » :",
    "struggle.winner-after-tie": "Vainqueur : {names} ({points} points).",
    "struggle.winner": "Vainqueur (« {section} ») : {names} avec {points} points.",
    "struggle.four-note": ("Remarque : la table des séries ne donne pas de valeur pour quatre cartes identiques ; "
                           "arbitrage four-of-a-kind = {choice} : {why}"),
    "struggle.rulings.default": ("Questions ouvertes à leur valeur par défaut (referee rulings --game "
                                 "kings-struggle)."),
    "struggle.rulings.chosen": ("Questions ouvertes hors de leur valeur par défaut : {listed} (referee rulings --game "
                                "kings-struggle)."),
    "struggle.card": "le {rank} de {player}",
    "struggle.card.power": "le {rank} de {player} (puissance {power})",
    "struggle.trick.head": "King's Struggle : un pli (« {section} »).",
    "struggle.trick.played": "Joué, l'entameur d'abord : {cards}.",
    "struggle.trick.equal": "Puissance égale {power}, toutes défaussées : {cards}.",
    "struggle.trick.wins": ("{winner} gagne le pli avec la plus forte puissance restante, {power}, et ramasse "
                            "{collected}."),
    "struggle.trick.leads": "{winner} entame le pli suivant.",
    "struggle.trick.all-cancel": ("Chaque carte partage sa puissance avec une autre : toutes sont défaussées et "
                                  "personne ne gagne le pli."),
    "struggle.trick.next": "{leader} entame le pli suivant (arbitrage all-cards-cancel = {choice} : {why})",
    # -- King's Favor : le compte rendu (favor moves)
    "favor.both-stdin": "BOARD et STATE ne peuvent pas être tous deux « - » (l'entrée standard)",
    "favor.die-roll": ("--roll {roll} : un jet de dé va de 1 à {faces} (« {section} » : un dé à six faces) ; le "
                       "déplacement d'une carte prend --card-of"),
    "favor.not-a-player": "{option} {name} : pas un joueur de {file} ; les joueurs sont {players}",
    "favor.route-line": "{route} : {stop}",
    "favor.space-label": "case {number} [{id}]",
    "favor.case.1": "déplacé par un jet de dé ou par sa propre carte Capacité",
    "favor.case.2": "déplacé par une carte Capacité du joueur sur lequel il arrive",
    "favor.case.3": "deux pions sur une même case d'une autre façon",
    "favor.direction": "Sens (« {section} ») : {why}.",
    "favor.direction.nobody": ("personne n'a de Trésor, donc chacun avance, vers les cases Trésor"),
    "favor.direction.carrier": "{name} porte un Trésor, donc ne fait que reculer, vers la case de départ",
    "favor.direction.card": ("une carte Capacité déplace {name}, dans un sens ou l'autre (arbitrage "
                             "card-move-direction "
                             "= either-way)"),
    "favor.direction.free": ("quelqu'un a un Trésor et {name} non, donc {name} choisit d'avancer ou de reculer, tout "
                             "le jet dans un seul sens"),
    "favor.direction.forward": "en avant",
    "favor.direction.backward": "en arrière",
    "favor.route.turn": ", puis « {path} » : {space}",
    "favor.route.path": "chemin {kind}",
    "favor.steps": "{n} {n:pas|pas}",
    "favor.stop.pass-start": "dépasserait le départ",
    "favor.stop.off-path": "sortirait du bout du chemin",
    "favor.stop.blocked": ("{direction}, {what} avec {spare} de reste, donc le pion reste où il est (arbitrage "
                           "{ruling} "
                           "= {choice})"),
    "favor.stop.roll-used": "utilise tout le jet",
    "favor.stop.treasure": "s'arrête en atteignant cette case Trésor, {spare} non utilisés (« {section} »)",
    "favor.stop.start": ("atteint le départ avec {spare} de reste, qui ne sont pas nécessaires (arbitrage "
                         "exact-roll-to-start = {choice})"),
    "favor.stop.path-end": "le chemin s'arrête ici, {spare} non utilisés (arbitrage end-of-path = {choice})",
    "favor.effect.taken": "{player} prend un {treasure} près de {where} (« {section} »).",
    "favor.effect.refused": ("{player} porte déjà un Trésor et ne prend pas de {treasure} (arbitrage two-treasures = "
                             "{choice})."),
    "favor.effect.same-space": ("{player} et {other} partagent {where}, {case} (cas 3, « {section} ») : personne ne "
                                "bouge."),
    "favor.effect.passed": "{player} prend le {treasure} de {other} (cas {n}, « {section} »).",
    "favor.effect.sent-back": ("{other} arrive sur {player}, {case} (cas {n}, « {section} ») : {player} va en {where}, "
                               "d'où venait {other}."),
    "favor.effect.no-swap": ("{player} arrive sur {other} ; tous deux portent un Trésor : pas d'échange (arbitrage "
                             "two-carriers-swap = {choice})."),
    "favor.effect.event": "{player} arrive sur la case Événement {where} et la suit (« {section} ») : \"{event}\"",
    "favor.effect.event-go": " -> {player} va en {there}.",
    "favor.effect.event-ignored": ("{player} a été envoyé sur la case Événement {where} et ne la suit pas (arbitrage "
                                   "swapped-onto-event = {choice})."),
    "favor.effect.event-loop": ("{where} renverrait {player} dans les mêmes instructions : une boucle, suivie une "
                                "fois."),
    "favor.effect.wins": "{player} est de retour au départ avec un Trésor et gagne (« {section} »).",
    "favor.head": "King's Favor : {player} sur {where} se déplace de {roll} ({cause} ; « {section} »).",
    "favor.cause.roll": "un jet de dé",
    "favor.cause.card": "une carte Capacité jouée par {name}",
    "favor.board.invented": "Plateau : « {name} » (le fichier le dit inventé).",
    "favor.board.named": "Plateau : « {name} ».",
    "favor.board.unnamed": "sans nom",
    "favor.no-move": "Aucun déplacement possible : {player} reste sur {where}.",
    "favor.no-way": "Aucune case {direction} de {origin}.",
    "favor.rulings.default": "Questions ouvertes à leur valeur par défaut (referee rulings --game kings-favor).",
    "favor.rulings.chosen": ("Questions ouvertes hors de leur valeur par défaut : {listed} (referee rulings --game "
                             "kings-favor)."),
    "favor.option.stays": "{n}. reste sur {where}",
    "favor.option.moves": "{n}. {direction} jusqu'à {where}",
    "favor.after": "Ensuite : {pieces}.",
    "favor.after.piece": "{name} sur {space}",
    "favor.after.carrying": "{name} sur {space} avec {treasures}",
    # -- fichiers de plateau et d'état de King's Favor (kings_favor/reader.py)
    "favor.r.spaces-missing": 'les cases du plateau',
    "favor.r.spaces-type": "une liste d'au moins 2 cases est attendue",
    "favor.r.duplicate-id": 'identifiant utilisé par {n} cases ; les identifiants sont uniques',
    "favor.r.one-start": 'exactement une case de type start est attendue (« The Board »)',
    "favor.r.no-treasure": 'aucune case de type treasure',
    "favor.r.space-type": 'un objet avec id, number et kind est attendu',
    "favor.r.id-missing": "l'identifiant de la case, une chaîne non vide",
    "favor.r.non-empty": 'une chaîne non vide est attendue',
    "favor.r.number-missing": 'le numéro imprimé, un nombre entier, 0 ou plus',
    "favor.r.number": 'le numéro imprimé est attendu, un nombre entier, 0 ou plus',
    "favor.r.kind-missing": "l'un de {kinds}",
    "favor.r.kind": "l'un de {kinds} est attendu",
    "favor.r.kind-field-missing": 'une case {owner} a besoin de son {key}',
    "favor.r.field-not-for-kind": 'seule une case de type {owner} a un {key} (celle-ci est {kind})',
    "favor.r.string": 'une chaîne est attendue',
    "favor.r.paths-missing": 'les chemins entre les cases',
    "favor.r.paths-type": 'une liste de chemins est attendue',
    "favor.r.path-type": 'un objet avec kind et spaces est attendu',
    "favor.r.path-kind-missing": 'main ou branch',
    "favor.r.path-kind": 'main ou branch est attendu',
    "favor.r.path-spaces-missing": "une liste d'au moins 2 identifiants de cases",
    "favor.r.path-spaces": "une liste d'au moins 2 identifiants de cases est attendue",
    "favor.r.no-such-space": "aucune case n'a cet identifiant",
    "favor.r.numbers": 'numéro {number} après {before} ({here}) : les chemins se lisent du départ vers les cases '
                       'Trésor, numéros croissants',
    "favor.r.event-only-on-path": ("{space} n'est atteinte que par un événement : seule l'instruction d'une case "
                                   "Événement y envoie un pion, aucun chemin n'y entre (« The Board »)"),
    "favor.r.split": '{space} mène à {n} cases dans un même sens ; seule une case branch divise les chemins (« The '
                     'Board »)',
    "favor.r.unreachable-treasure": 'aucun chemin ni aucune instruction ne mène du départ ({start}) à cette case '
                                    'Trésor (« Overview »)',
    "favor.r.one-main": 'exactement un chemin de type main est attendu',
    "favor.r.main-from-start": 'le chemin main commence au départ ({start})',
    "favor.r.start-inside": 'le départ ({start}) ne peut que commencer un chemin',
    "favor.r.branch-links": '{space} relie {n} cases ; une case branch est là où les chemins se divisent ou se '
                            'rejoignent (3 ou plus)',
    "favor.r.event-only-unreached": "aucun go_to d'une case Événement n'envoie de pion en {space}",
    "favor.r.unreachable-space": "sur aucun chemin et dans aucun go_to : aucun pion ne peut l'atteindre",
    "favor.r.players-missing": 'la case (et les Trésors) de chaque joueur',
    "favor.r.players": '{lo} à {hi} joueurs sont attendus : nom -> {{space, treasures}}',
    "favor.r.piece-type": 'un objet avec space et treasures est attendu',
    "favor.r.space-missing": "l'identifiant de la case où se trouve le pion",
    "favor.r.no-board-space": "aucune case du plateau n'a cet identifiant",
    "favor.r.treasures": 'une liste de types de Trésor du plateau est attendue : {types}',
    "favor.r.treasures.hint": 'une liste de types de Trésor du plateau est attendue : {types}{hint}',
    "favor.r.one-only": "plus d'un Trésor alors que l'arbitrage two-treasures vaut one-only",
    "favor.r.over": 'un porteur sur le départ a déjà gagné : la partie est finie',
    "favor.r.too-many-carried": '{n} {kind} portés : le jeu en compte {copies} de chaque type (« Setup »)',
    "favor.r.left-type": 'un objet est attendu : type de Trésor -> nombre',
    "favor.r.unknown-left": 'aucune case Trésor du plateau ne garde {kind}{hint}',
    "favor.r.too-many-left": ("{left} restants et {carried} portés : il n'y en a que {copies} de chaque type (« Setup "
                              "»)"),
    "toml.boolean": "un booléen (true ou false)",
    "toml.integer": "un entier",
    "toml.number": "un nombre",
    "toml.string": "une chaîne",
    "toml.array": "un tableau",
    "toml.table": "une table",
    "toml.value": "une valeur",
    "toml.either": "{first} ou {second}",
    "spec.problem": "{file} : clé « {key} » : {problem}",
    "spec.missing": "absente",
    "spec.kind": "{kind} attendu, reçu {got}",
    "spec.choice": "{got} n'est pas l'un de {choices}",
    "spec.unknown-key": "clé inconnue (clés permises : {allowed})",
    "spec.unknown-override": "modifie une clé que la spécification de base n'a pas (clés de [{table}] : {keys})",
    "toml.int-array": "un tableau d'entiers",
    "toml.key-table": "une table de clés",
    "spec.file.not-regular": "est {kind}, pas un fichier ordinaire (une variante est un fichier .toml)",
    "spec.file.directory": "c'est un dossier, pas un fichier .toml",
    "spec.file.toml": "TOML invalide : {detail}",
    "spec.file.toml-deep": "TOML invalide : imbrication trop profonde",
    "spec.twice": "donne une valeur deux fois : {got}",
    "spec.pair": "deux numéros de région attendus, reçu {got}",
    "spec.pair-of": "deux numéros de région parmi {numbers} attendus, reçu {got}",
    "spec.duplicate-numbers": "numéros de région en double dans {numbers}",
    "spec.route": "doit nommer chaque région une fois, reçu {got}",
    "spec.king-road-not-side": "{pair} n'est pas l'une des routes secondaires (side_roads) {side}",
    "spec.king-one-road": "une région ne peut mener le Roi que sur une seule route secondaire",
    "spec.default-not-alternative": "{got} n'est pas l'un de ses choix {choices}",
    "spec.one-line": "une ligne de 1 à 80 caractères imprimables attendue, reçu {got}",
    "spec.not-overridable": "pas une table qu'une variante peut modifier (tables : {tables})",
    "spec.override-regions": "des tables [[overrides.regions]] attendues, chacune avec son numéro (number)",
    "spec.override-region-number": "désignez une région de la spécification de base par son numéro ({numbers})",
    "spec.unknown-region-key": "modifie une clé que la spécification de base n'a pas",
    "spec.unknown-ruling": "arbitrage inconnu ; les arbitrages sont {known}",
    "spec.out-of-range": "{value} hors des limites : permis de {low} à {high}",
    "spec.clause.unknown-table": "table inconnue : le fichier ne contient que des entrées [[clause]]",
    "spec.clause.twice": "{id} apparaît deux fois",
    "spec.clause.unknown-field": "champ inconnu ; champs permis : {allowed}",
    "spec.clause.no-text": "absent, ou pas une chaîne non vide",
    "spec.clause.section": "{section} n'est pas une section de la règle ; sections permises : {allowed}",
    "spec.clause.list": "doit être une liste de chaînes non vides",
    "spec.count-points": "nombre = points attendu (nombres entiers), reçu {got}",
    "spec.no-rulings": "aucune entrée [[ruling]]",
    "spec.struggle.runs": ("une valeur est requise pour chaque longueur de suite de {low} à {high} ; "
                           "présentes : {has}"),
    "spec.struggle.sets": ("une valeur est requise pour une carte seule et aucune au-delà de {decks} (une carte "
                           "d'un rang par paquet) ; présentes : {has}"),
    # -- refus de la ligne de commande (referee/cli)
    "quick.pair-syntax": "{given} : {what} attendu, par exemple Jen=4",
    "quick.count-negative": "{given} : le nombre après « = » ne peut pas être négatif ; reçu {count}",
    "quick.count-digits": "{given} : le nombre après « = » s'écrit en chiffres, par exemple 4 ; reçu {count}",
    "quick.count-too-long": ("{given} : le nombre après « = » a {digits} chiffres, bien plus qu'aucun nombre du jeu "
                             "(au plus {max} chiffres sont lus)"),
    "quick.name-twice": "{given} : {name} est donné deux fois",
    "quick.unknown-region": "--region {given} : région inconnue{hint}",
    "quick.regions-named": " ; une région se désigne par son nom, son identifiant (dark-tower) ou son numéro, de 1 à 8",
    "quick.empty-noble": "--noble '' : un nom de joueur est attendu",
    "quick.too-few-players": "--players {players} : {n} joueurs sont nommés ({names})",
    "quick.no-players": ("--region : nommez les joueurs et leurs marqueurs sous la forme NOM=NOMBRE, par exemple "
                         "Jen=4 Phil=3"),
    "quick.needs-region": "{flag} sert à la saisie rapide : donnez --region RÉGION et des paires NOM=NOMBRE",
    "score.one-file": ("un seul FICHIER de position est attendu (« - » pour l'entrée standard), ou --region RÉGION "
                       "NOM=NOMBRE ... pour la saisie rapide ; reçu {given}"),
    "score.nothing": "rien",
    "option.variant": "--variant {given} : {problem}",
    "replay.before-scoring": "--before-scoring demande --until N",
    "replay.until": "--until {until} : la partie contient {reach} ; --until va de {lowest} à {last}{with_before}",
    "replay.until.rounds": "les manches {first} à {last}",
    "replay.until.none": "aucune manche après la manche {start}",
    "replay.until.with-before": " avec --before-scoring",
    "render.is-input": "-o {out} : c'est le fichier d'entrée ; une image ne remplace jamais la position",
    "render.png-terminal": ("--png : un PNG ne s'écrit pas dans un terminal ; donnez -o FICHIER ou redirigez la "
                            "sortie vers un fichier"),
    "render.png-missing": ("--png demande le paquet cairosvg et la bibliothèque cairo (pip install cairosvg, ou "
                           "l'extra [png]) ; le SVG ne demande rien : retirez --png"),
    "rules.diff-and-variant": "--diff nomme les deux jeux de règles : donnez-y la variante, pas avec --variant",
    "rules.changes": "{b} change {n} {n:clé|clés} de {a} :",
    "rules.changes-nothing": "{b} ne change rien à {a}.",
    "rules.reference-english": ("remarque : la page de référence du format n'existe qu'en anglais (elle documente les "
                                "clés anglaises du format)."),
    "rules.heading": "# {game} : {label}",
    "rules.variant-line": "# variante {id} : {file}",
    "clauses.head": ("La règle en {n} clauses (paraphrasées en anglais ; spec/kings-road/clauses.toml), avec ce "
                     "qui porte chacune."),
    "clauses.not-here": "--clauses : la carte des clauses est celle de King's Road ; --game {game} n'en a pas",
    "folder.not-folder": "{option} {path} : existe et n'est pas un dossier",
    "folder.holds-witnesses": ("{option} {path} : contient déjà {n:num} {n:témoin|témoins} ({first} ...) ; une "
                               "nouvelle recherche s'y mêlerait : choisissez un dossier nouveau ou vide, ou "
                               "supprimez-les d'abord"),
    "folder.holds-records": ("{option} {path} : contient déjà {n:num} {n:partie enregistrée|parties enregistrées} "
                             "({first} ...) ; une nouvelle série s'y mêlerait : choisissez un dossier nouveau ou vide, "
                             "ou supprimez-les d'abord"),
    "folder.cannot-create": "{option} {path} : impossible de créer le dossier : {why}",
    "folder.cannot-write": "{option} {path} : impossible d'écrire {name} : {why}",
    "folder.cannot-move": "{option} {path} : impossible d'y déplacer les fichiers : {why}",
    "compare.generic-notice": ("remarque : le noyau compilé ne joue pas {name} ({reasons}) ; tous les jeux de règles "
                               "de cette comparaison se jouent sur le moteur de référence, les agents choisissant "
                               "parmi les sélections légales du moteur (agents aléatoires : environ 70 parties par "
                               "seconde et par cœur)"),
    "compare.generic-mcts": ("remarque : mcts y joue aussi ses parties simulées sur le moteur de référence, en Python "
                             "simple : quelques millisecondes chacune, si bien que mcts:1000 prend des secondes par "
                             "décision (donnez-lui-en moins, par exemple --agents mcts:100)"),
    "compare.generic-verify": ("--verify rejoue sur le moteur de référence les parties du noyau compilé, mais {name} "
                               "n'est joué que par le moteur de référence (le noyau compilé ne joue pas {reasons}) : "
                               "retirez --verify"),
    "compare.generic-note": "joué sur le moteur de référence, les agents choisissant parmi ses sélections légales",
    "compare.unsupported": "{name} : {why}",
    "support.refused": ("le simulateur par lots n'implémente pas ces règles (il refuse plutôt que de jouer "
                        "d'autres règles) :{reasons:lines}"),
    "support.game": "game_id = {game} : seul King's Road est implémenté",
    "support.players": ("players = {players} : les règles permettent de {low} à {high} joueurs, le simulateur "
                        "par lots de 2 à {max}"),
    "support.track-markers": "components.score_track_markers dépasse components.markers_per_player",
    "support.unknown-rules-field": "{field} = {value} : un champ des règles que le simulateur par lots ignore",
    "support.unknown-parameter": "{field} = {value} : un paramètre de règle que le simulateur par lots ignore",
    "support.unknown-region-field": "{field} = {value} : un champ de région que le simulateur par lots ignore",
    "support.implements": "{field} = {value} : le simulateur par lots implémente {allowed}",
    "support.regions": "regions : {n} régions ; le simulateur par lots en implémente de 1 à {max}",
    "support.banner": "regions[{number}].banner = {banner} : au plus {max} valeurs sont implémentées",
    "support.unknown-ruling": "arbitrage {id} = {choice} : un arbitrage ouvert que le simulateur par lots ignore",
    "support.ruling": "arbitrage {id} = {choice} : le simulateur par lots implémente {choices}",
    "support.one-of": "{values:or}",
    "support.cards-per-round": ("round.cards_per_round = {cards} : un joueur pourrait n'avoir aucune sélection "
                                "permise d'autant de cartes (le simulateur par lots en joue jusqu'à {capacity}, "
                                "le nombre de cartes dont toute main atteignable peut toujours faire une "
                                "sélection permise)"),
    "support.int-from": "un entier à partir de {low}",
    "support.any": "n'importe quelle valeur (descriptive seulement)",
    "support.text": "n'importe quel texte (un nom de section de la règle : descriptif seulement)",
    "support.any-int": "n'importe quel entier",
    "support.boolean": "true ou false",
    "ladder.players-even": ("--players {players} : les deux agents d'une paire alternent les places, donc un nombre "
                            "pair de joueurs (2, 4, 6 ou 8)"),
    "ladder.too-many-agents": ("--agents {given} : {n} agents ; un classement en compte au plus {max} (chaque paire "
                               "joue)"),
    "ladder.agents": ("--agents {given} : donnez au moins deux agents différents, chacun une fois ; les agents sont "
                      "{known}"),
    "ladder.seats": ("les agents d'une paire alternent les places (A, B, A, B), et la place s de la partie g revient "
                     "à l'agent (s + g) mod N : chaque agent occupe chaque place aussi souvent"),
    "ladder.method": ("les classements sont des forces de Bradley-Terry sur l'échelle Elo, {anchor} à 0 ; intervalles "
                      "à 95 % par un bootstrap paramétrique des paires ({draws} tirages)"),
    "ladder.head": ("Classement des agents selon {ruleset} : {players} joueurs, {games} parties par paire, graine "
                    "{seed}"),
    "ladder.pairs-head": "Paires (part des victoires du premier agent, intervalle à 95 %) :",
    "ladder.pair": "{a} contre {b}",
    "ladder.pair-line": "{pair}  {a} gagne {share} de {finished} parties terminées (sur {games})",
    "ladder.ratings-head": "Classement :",
    "ladder.rating-line": "{rank}. {agent} {elo}  [{low}, {high}]",
    "ladder.seconds": "{seconds} s.",
    "ladder.chart-title": "Classement de chaque agent (échelle Elo) avec son intervalle à 95 %",
    "ladder.report-title": "Classement des agents selon {ruleset}",
    "ladder.agent": "Agent",
    "ladder.pair-column": "Paire",
    "ladder.share-column": "Part des victoires du premier agent [95 %]",
    "ladder.finished-column": "Parties terminées",
    "compare.unknown-agent": "--agents {given} : agent inconnu {agent} ; les agents sont {known}",
    "compare.agent-count": ("--agents {given} : {n} agents pour {players} places ; donnez un seul nom ou un par "
                            "place"),
    "compare.bad-ruleset": "jeu de règles {name} : {problem}",
    "compare.ray-missing": ("--backend ray demande le paquet optionnel Ray : pip install "
                            "'kings-road-referee[cluster]' (ou, dans une copie du dépôt, pip install -e '.[cluster]')"),
    "compare.ray-address-alone": "--ray-address va avec --backend ray",
    "compare.ray-unreachable": "aucune grappe Ray ne répond à {address} ({why}) ; rien n'a été joué",
    "compare.search-engine": ("--agents search et mcts jouent avec le moteur de référence (les parties simulées "
                              "de mcts sont compilées) ; utilisez --engine auto ou reference"),
    "compare.verify-failed": "échec de la vérification : {why}",
    "check.struggle-options": ("--variant, --differ, --out et --exhaustive concernent King's Road ; --game "
                               "kings-struggle accepte --examples, --json et --quiet"),
    "check.unknown-invariants": ("--variant {name} : changes_invariants nomme {n:un invariant inconnu|des invariants "
                                 "inconnus} {ids} ; invariants connus : {known}"),
    "check.exhaustive-unsupported": "--exhaustive --variant {names} : {why}",
    # -- referee check (tableau, verdicts, bilan)
    "differ.bounds.points": ("un décompte de la région du Roi, sans Dragon, de {low} à {high} joueurs, chaque région "
                             "du Roi, 0 à {markers} marqueurs par joueur dans cette région, chaque ensemble permis de "
                             "Nobles sur le plateau, des scores sous {threshold}"),
    "differ.bounds.winner": ("une manche qui ne décompte que la région du Roi (sans Dragon) et termine la partie, de "
                             "{low} à {high} joueurs, chaque région du Roi, 0 à {markers} marqueurs par joueur dans "
                             "cette région et aucun ailleurs, chaque ensemble permis de Nobles sur le plateau, chaque "
                             "score sous {threshold} avant la manche"),
    "differ.bounds.games": ("{games:num} parties aléatoires à graine sous chaque jeu de règles (graines 0 à {last}, "
                            "{low} à {high} joueurs), chacune rejouée manche par manche sous l'autre"),
    "differ.bounds.no-players": "aucun nombre de joueurs que les deux jeux de règles permettent",
    "differ.what.winners": "vainqueurs",
    "differ.what.points": "points attribués",
    "differ.explanation": "Roi à {region}, {n} joueurs : {what} {base} {base_seen} contre {other} {other_seen}",
    "rdiff.none": "aucun",
    "rdiff.pair": "{a} sous {a_name} ; {b} sous {b_name}",
    "rdiff.regions": "la manche décompte {what}",
    "rdiff.points": "points des places {what}",
    "rdiff.nobles": "Nobles {what}",
    "rdiff.bonus": "bonus de Nobles {what}",
    "rdiff.king": "le Roi va à {what}",
    "rdiff.markers": "marqueurs sur le plateau {what}",
    "rdiff.ends": "la partie s'arrête",
    "rdiff.goes-on": "la partie continue",
    "rdiff.final": "le décompte final couvre {what}",
    "rdiff.winners": "vainqueurs {what}",
    "rdiff.scores": "scores {what}",
    "rdiff.supply": "réserves {what}",
    "rdiff.used": "cartes dépensées {what}",
    "rdiff.knight": "le Chevalier de {player} ajoute {a} {a:marqueur|marqueurs} sous {a_name}, {b} sous {b_name}",
    "rdiff.placed": "les cartes de {player} posent {a} sous {a_name}, {b} sous {b_name}",
    "rdiff.dragons": "{a} {a:Dragon révélé|Dragons révélés} sous {a_name}, {b} sous {b_name}",
    "rdiff.illegal.card": ("{card} de {player} est permis sous {played}, interdit sous {replayed} : [{code}] {reason} "
                           "(« {section:section} »)"),
    "rdiff.illegal.selection": ("la sélection de {player} est permise sous {played}, interdite sous {replayed} : "
                                "[{code}] {reason} (« {section:section} »)"),
    "rdiff.illegal.any": ("une sélection est permise sous {played}, interdite sous {replayed} : [{code}] {reason} "
                          "(« {section:section} »)"),
    "differ.progress.games": "différences : parties {first} à {last} sur {total:num}",
    "differ.progress.position": "différences : {n} joueurs, Roi à {region}",
    "differ.none": ("Aucune position trouvée où les règles standard et {name} divergent, dans ces limites : "
                    "{bounds}."),
    "differ.found": "Les règles standard et {name} divergent sur cette position ({bounds}) :",
    "differ.confirmed": "confirmé par l'arbitre : {answer}",
    "differ.yes": "oui",
    "differ.no": "NON",
    "differ.position": ("Position (à décompter avec `referee score FICHIER` et avec `--variant {name}`) :"),
    "differ.games.none": "Aucune différence trouvée entre les règles standard et {name} dans {bounds}.",
    "differ.games.found": ("Les règles standard et {name} se jouent différemment à la manche {round} d'une partie à "
                           "{players} joueurs (graine {seed}) jouée sous {played} et rejouée sous {replayed} :"),
    "differ.games.cards": "Cartes jouées à la manche {round} : {cards}",
    "differ.games.confirmed": ("confirmé par l'arbitre (la partie rejouée sous chaque jeu de règles) : {answer}"),
    "differ.games.saved": "`referee replay {out}` et `referee replay {out} --variant {name}`",
    "differ.games.unsaved": ("avec --out FICHIER, une partie à comparer avec `referee replay FICHIER` et avec "
                             "`--variant {name}`"),
    "differ.games.position": "Position avant la manche {round} ({saved}) :",
    "differ.games.no-cards": "aucune carte",
    "differ.games.reselects": ", puis choisit à nouveau {cards}",
    "exhaustive.what.closed-form": ("décompte d'une région, chaque multiensemble d'influences de 0 à {max} pour "
                                    "{low} à {high} joueurs, bannières de 1 à 4 places (forme close)"),
    "exhaustive.what.compiled": ("décompte d'une région du simulateur compilé (`referee compare`), chaque "
                                 "multiensemble d'influences de 0 à {max} pour {low} à {high} joueurs, bannières de "
                                 "1 à 4 places (l'arbitre)"),
    "exhaustive.tie-rule": "la forme close couvre tie_rule = {known}, pas {got}",
    "exhaustive.ruling": "la forme close couvre l'arbitrage {ruling} = {known}, pas {got}",
    "exhaustive.line": "{ruleset} : {what} : {cases:num} cas, {verdict}",
    "round-oracle.what.legality": ("manches entières, légalité : toute sélection d'au plus trois cartes ou d'une "
                                   "carte de plus (nouvelles "
                                   "sélections de la Sorcière comprises) permise par l'arbitre exactement quand le "
                                   "modèle de la manche la permet"),
    "round-oracle.what.outcome": ("manches entières, résultat : l'arbitre jouant chaque sélection permise contre le "
                                  "modèle de la manche (marqueurs posés, régions décomptées, points, bonus, Nobles, le "
                                  "Roi, la fin, le décompte final, les vainqueurs)"),
    "round-oracle.progress": "manches entières depuis {position} ...",
    "round-oracle.position.opening": "l'ouverture",
    "round-oracle.position.near-the-end": "une partie près de sa fin",
    "round-oracle.position.short-of-markers": "un joueur à court de marqueurs",
    "round-oracle.position.three-players": "trois joueurs à égalité dans la région du Roi",
    "conformance.what.legality": ("manches entières tirées par Hypothesis (graine {seed}), légalité : toute sélection "
                                  "telle qu'un joueur peut l'écrire (une carte de plus ou de moins, des cartes déjà "
                                  "jouées, les nouvelles sélections de la Sorcière) permise par l'arbitre exactement "
                                  "quand le modèle de la manche la permet"),
    "conformance.what.outcome": ("manches entières tirées par Hypothesis (graine {seed}), résultat : l'arbitre jouant "
                                 "chaque manche permise contre le modèle de la manche (marqueurs posés, régions "
                                 "décomptées, points, bonus, Nobles, le Roi, la fin, le décompte final, les "
                                 "vainqueurs)"),
    "sweep.what.legality": ("une règle changée à la fois ({n:num} variantes d'une clé, chaque valeur que la "
                            "spécification permet à côté de celle des règles, {rounds:num} manches de 2 à 3 joueurs "
                            "tirées pour chacune), légalité : l'arbitre et le modèle de la manche acceptent les "
                            "mêmes sélections"),
    "sweep.what.outcome": ("une règle changée à la fois ({n:num} variantes d'une clé, {rounds:num} manches tirées "
                           "pour chacune), résultat : le jeu de l'arbitre, son JSON et son explication "
                           "s'accordent avec le modèle de la manche"),
    "sweep.progress": "une règle changée : {change} ({n:num} sur {total:num})",
    "sweep.refused": "changements que la spécification refuse dans ces règles, non joués : {changes}",
    "conformance.progress": "manches tirées comparées au modèle de la manche : {n:num} sur {total:num}",
    "conformance.what.plays": ("sélections mal écrites ({n:num} manches permises tirées, graine {seed}, les cartes "
                               "d'un joueur mal écrites de chacune des {mistakes:num} façons que la manche permet : "
                               "une carte de plus ou de moins, une carte Région deux fois, la Sorcière pas en "
                               "premier, le Chevalier pas en dernier, une Sorcière sans nouvelle sélection ou une "
                               "nouvelle sélection sans Sorcière, une carte déjà jouée, un joueur oublié, un "
                               "inconnu, un objet carte mal écrit dans un relevé de partie : un champ de trop ou "
                               "aucun, imbriqué, la marque du Chevalier sur une autre carte ou ni vraie ni "
                               "fausse) : l'arbitre refuse les cartes de ce joueur pour cette raison"),
    "conformance.what.positions": ("positions hors du domaine du modèle ({n:num} positions permises tirées, graine "
                                   "{seed}, chacune abîmée de {damages:num} façons : un score à la fin, trop ou trop "
                                   "peu de marqueurs, une région inconnue, des Nobles au-delà de la limite d'une "
                                   "région, un joueur deux fois, trop peu ou trop de joueurs, des Dragons ou des "
                                   "cartes jouées au-delà des mains, un nombre négatif) : l'arbitre nomme chaque "
                                   "défaut, et rien dans les positions permises"),
    "exhaustive.agrees": "CONCORDE",
    "exhaustive.disagrees": "DIFFÈRE ({n}+ cas, par exemple {example})",
    "exhaustive.progress": "chaque multiensemble d'influences ...",
    # -- le code du moteur en exécution symbolique (properties/proofs/symbolic.py, check --symbolic)
    "symbolic.bounds.region": ("{low} à {high} joueurs, chaque influence de 0 à {max}, {shapes} formes de "
                               "bannière, règle d'égalité {tie_rule}"),
    "symbolic.bounds.count": ("0 à {supply} marqueurs, sélections de 0 à {most} cartes de toute sorte, première "
                              "ou nouvelle sélection"),
    "symbolic.bounds.king": "chaque départ parmi les {regions} régions, chaque nombre de régions à décompter",
    "symbolic.progress": ("{id}, le code du moteur exécuté symboliquement (CrossHair) : partie {part} sur "
                          "{parts} ..."),
    "symbolic.paths": "{id}, partie {part} sur {parts} : {n:num} chemins explorés jusqu'ici ...",
    "symbolic.broken.region": "influences {influence} : le moteur paie {got}, la forme close {want}",
    "symbolic.broken.leader": ("influences {influence} : le seul meneur du moteur est {got}, pas celui de la forme "
                               "close"),
    "symbolic.broken.count": ("{n} cartes ({kinds}) avec {supply} marqueurs, {selection} : le moteur {verdict} ce "
                              "nombre"),
    "symbolic.refuses": "refuse",
    "symbolic.accepts": "accepte",
    "symbolic.broken.king": "king_path({start}, {count}) vaut {got}, les routes donnent {want}",
    "symbolic.head": ("Le code même du moteur, exécuté symboliquement par CrossHair (chaque chemin dans les "
                      "bornes) :"),
    "symbolic.line": "{ruleset} : {status}  {id} : {functions} ; {bounds} ; {paths:num} chemins, {seconds} s",
    "symbolic.status.PROVED": "PROUVÉ (code du moteur)",
    "symbolic.status.NOT EXHAUSTED": "NON ÉPUISÉ (rien n'est affirmé)",
    "symbolic.status.FAILED": "ÉCHEC",
    "symbolic.counterexample": "contre-exemple : {what}",
    "symbolic.skipped": "chemins que CrossHair n'a pas pu suivre : {why}",
    "symbolic.out.head": ("Hors de sa portée (tenus par la vérification de conformité de check et par "
                          "--exhaustive) :"),
    "symbolic.out.chain": "la chaîne de Nobles : Board.chain demande à networkx une composante connexe",
    "symbolic.out.kernels": "les noyaux numba du simulateur : du code compilé",
    "symbolic.out.rounds": "les manches entières : trop de chemins pour une exploration exhaustive",
    "check.symbolic-options": ("--symbolic s'exécute seul sur les règles de King's Road : il ne se combine pas "
                               "avec {other} (ni avec --differ, --exhaustive, --witness ou un autre --game)"),
    "check.symbolic-failed": "{ruleset} : {id} du moteur échoue à sa preuve symbolique",
    # -- the rulebook anchors' findings (properties/statements/anchors.py)
    "anchor.five-players": '5 joueurs avec 5-4-3-2-1 marqueurs à Dark Tower',
    "anchor.four-players": "l'exemple à 4 joueurs",
    "anchor.two-tied": 'deux à égalité en tête',
    "anchor.pays": '{what} : la règle paie {want}, ces règles paient {got}',
    "anchor.route": 'après le décompte de {region}, le Roi va à {got}, la route de la règle à {want}',
    "anchor.roads": 'le graphe des routes diffère de celui de la règle : manquent {missing}, en trop {extra}',
    "anchor.king-start": 'une nouvelle partie place le Roi à {region}',
    "anchor.names": 'régions nommées autrement que dans la règle : {got} (celles de la règle : {want})',
    "anchor.alone": 'Ann seule à {region}',
    "anchor.players": 'ces règles se jouent de {lo} à {hi} joueurs',
    "anchor.banner-length": "la bannière de {region}, {banner}, a {n} valeurs (la règle : trois ou quatre)",
    "anchor.tie-noble": 'une égalité en tête a placé des Nobles {nobles}',
    "anchor.three-tied": 'trois à égalité en tête, {n} joueurs',
    "anchor.noble-influence": ("le Noble d'Ann, à côté de {markers} de ses marqueurs, lui donne une influence "
                               "de {got} à Dark Tower"),
    "anchor.chain": "les bonus de Nobles à Dark Tower sont {got}, l'exemple de la règle {{'Ann': 3}}",
    "anchor.dragon-regions": 'régions décomptées {got}',
    "anchor.dragon-king": "le Roi finit à {region}, pas à {want}",
    "anchor.final-round": 'la manche a décompté {got}, fin de partie {over}',
    "anchor.final-regions": 'le décompte final couvre {got}',
    "anchor.game-end": 'partie de {start} points, Ann gagne {gained} : fin de partie vaut {over}',
    "anchor.tie-break": 'scores {scores}, vainqueurs {winners} ; le départage de la règle désigne {want}',
    "anchor.supply": 'une nouvelle partie donne les réserves {got}',
    "anchor.hand": 'la main contient {got} ({n} cartes)',
    "anchor.cards-legal": '{n} cartes Région sont permises avec 19 marqueurs',
    "anchor.knight": "les cartes Région {first} et {second} puis un Chevalier placent {got}",
    "anchor.once": "après le Dragon d'Ann, la Sorcière et le Chevalier de Bob, les rejouer est permis : {got}",
    "anchor.witch-order": "cartes résolues dans l'ordre {got}",
    "anchor.unplayable": "l'exemple ne peut pas se jouer sous ces règles ({why})",
    "anchor.refused": "le jeu permis par la règle est refusé : {why}",
    "anchor.cards-illegal": "{n} cartes Région sont interdites avec 19 marqueurs",
    "z3.ties": "{n} joueurs, bannière de {region} {banner}, influence {influence}",
    "z3.nobles": "{n} joueurs à {region} : marqueurs {markers}, Nobles {nobles}",
    "z3.chain": "{player} a des Nobles à {held} ; {region} est décomptée",
    "z3.round.proved": ("de {low} à {high} joueurs, toute position permise avant la manche et toute sélection de "
                        "cartes permise (nouvelles sélections de la Sorcière comprises), la manche entière jusqu'à la "
                        "fin de la partie"),
    "z3.round.counterexample": "{n} joueurs, une manche trouvée par Z3 et rejouée par l'arbitre : {what}",
    "z3.round.not-reproduced": ("le modèle de la manche enfreint {id} à {n} joueurs, mais l'arbitre, jouant la même "
                                "manche, ne l'enfreint pas : le modèle et le moteur divergent"),
    # -- ce que les manches générées trouvent contre un invariant (properties/statements/invariants.py)
    "inv.tied_equal": ("{region} : {player} et {other} ont tous deux une influence de {influence} mais reçoivent "
                       "{points} et {other_points}"),
    "inv.monotone": ("{region} : {player} (influence {influence}) reçoit {points}, moins que {other} (influence "
                     "{other_influence}) avec {other_points}"),
    "inv.only_influence": "{region} : {player} n'a pas d'influence mais reçoit {points}",
    "inv.at_most_paid": "{region} : {paid} joueurs ont marqué ({names}) dans une partie à {players} joueurs",
    "inv.past_paid": ("{region} : {player} occupe la place {place} d'une partie à {players} joueurs mais reçoit "
                      "{points}"),
    "inv.lowest_spanned": ("{region} : {player} occupe jusqu'à la place {place} (valeur de bannière {value}) mais "
                           "reçoit {points}"),
    "inv.banner_value": "{region} : {player} reçoit {points}, qui n'est pas une valeur de la bannière {banner}",
    "inv.conserved": "{player} : {before} marqueurs en tout avant la manche, {after} après ({expected} attendus)",
    "inv.emptied": "{region} a été décomptée mais garde les marqueurs {left}",
    "inv.one_per_region": "{region} accueille {n} Nobles ({owners})",
    "inv.one_per_player": "{player} a {n} Nobles à {region}",
    "inv.only_leader": "{region} : {player} a gagné un Noble sans être seul en tête",
    "inv.leader_holds": "{region} : {leader} menait seul mais n'y a pas de Noble",
    "inv.tie_keeps": "{region} : égalité en tête, et pourtant les Nobles sont passés de {old} à {new}",
    "inv.replaced_returns": "{region} : {leader} menait seul, et pourtant l'ancien Noble de {owners} y est toujours",
    "inv.chain_component": ("{region} : la chaîne de {owner} compte {size} {size:région|régions} mais le bonus vaut "
                            "{bonus}"),
    "inv.chain_every_owner": "{region} : propriétaires de Nobles {owners}, bonus payés à {paid}",
    "inv.chain_at_least_one": "{region} : le bonus de {player} vaut {bonus}",
    "inv.chain_at_most": "{region} : {player} a {nobles} {nobles:Noble|Nobles} mais un bonus de {bonus}",
    "inv.regions_scored.0": ("{dragons} {dragons:Dragon|Dragons} mais {scored} {scored:région décomptée|régions "
                             "décomptées}"),
    "inv.regions_scored.1": "le Roi était à {king} mais {first} a été décomptée en premier",
    "inv.regions_scored.2": "{region} ne suit pas {previous} sur la route du Roi",
    "inv.king_ends": "le Roi finit à {region}, {expected} attendue",
    "inv.king_side_road": "le Roi est allé de {start} à {end} par une route secondaire",
    "inv.ends_at_threshold": "meilleur score {best} à la fin de la manche, et pourtant game_over vaut {over}",
    "inv.final_covers.0": "des régions ont eu un décompte final alors que la partie continue",
    "inv.final_covers.1": "le décompte final a couvert {covered}, {expected} attendues",
    "inv.final_no_nobles.0": "le décompte final de {region} a placé un Noble ou payé un bonus",
    "inv.final_no_nobles.1": "le décompte final a changé les Nobles de {region}",
    "inv.winners_most.0": "la partie s'est terminée sans vainqueur",
    "inv.winners_most.1": "le vainqueur {winner} a {points} points, le meilleur score est {best}",
    "inv.winners_most.2": ("vainqueurs {winners}, {expected} attendus (le plus de points, puis le plus de Nobles sur "
                           "le plateau)"),
    "inv.markers_placed": ("{placed} {placed:marqueur posé|marqueurs posés} pour {regions} {regions:carte "
                           "Région|cartes Région} et {knights} {knights:Chevalier|Chevaliers} (la règle : {expected})"),
    "inv.spent_never_return.0": "{player} révèle un {card} cette manche ({revealed}) après en avoir dépensé {earlier}",
    "inv.spent_never_return.1": "le {card} de {player} a été révélé mais n'est pas dépensé ensuite",
    "inv.witch_last": "la nouvelle sélection d'une Sorcière ({player}) est révélée avant la carte d'un autre joueur",
    "inv.three_per_round": ("{player} joue {cards} {cards:carte|cartes} avec {markers} {markers:marqueur|marqueurs} "
                            "(la règle : {expected})"),
    "check.header": "invariant",
    "check.cell.proved": "PROUVÉ",
    "check.cell.matches": "CONFORME À LA RÈGLE",
    "check.cell.violated": "VIOLÉ",
    "check.cell.engine-differs": "MOTEUR DIFFÉRENT",
    "check.cell.model-only": "PROUVÉ (MODÈLE)",
    "check.engine-differs": ("Z3 le prouve pour le modèle, mais le moteur de l'arbitre et le modèle divergent dans "
                             "cette vérification (les divergences sont listées plus bas) : la preuve ne dit rien de "
                             "l'arbitre"),
    "check.oracle-row": "oracle : {label}",
    "check.oracle.agrees": "CONCORDE ({n:num} {n:cas|cas})",
    "check.oracle.disagrees": "DIFFÈRE ({n:num} {n:cas|cas})",
    "check.violated": "{id} VIOLÉ sous {ruleset}{declared} : {statement} [{section:section}]",
    "check.violated.declared": " (annoncé par la variante)",
    "check.how.z3": "z3",
    "check.how.examples": "les manches générées",
    "check.how.rulebook": "la règle",
    "check.how.conformance": "la comparaison du moteur et du modèle",
    "check.found-by": "trouvé par {how} : {what}",
    "check.counterexample": "contre-exemple (à décompter avec `referee score FICHIER`) :",
    "check.counterexample.record": ("contre-exemple, une partie d'une manche (à rejouer avec `referee replay "
                                    "FICHIER`) :"),
    "comment.z3-round": ("Trouvé par `referee check` (Z3, une manche entière) contre {id} ; à rejouer avec "
                         "`referee replay FICHIER` : {cards}."),
    "comment.before-cards": "Avant les cartes de la manche : {cards}.",
    "comment.cards": "cartes {plays}",
    "comment.cards.witch": "cartes {plays} ; nouvelles sélections de la Sorcière {witch}",
    "comment.differ": ("Trouvé par `referee check --differ {names}` : {explanation}. Comparez `referee score FICHIER` "
                       "avec `referee score FICHIER --variant {names}`."),
    "comment.differ-game": ("Trouvé par `referee check --differ {names} --on game` (graine {seed}, une partie jouée "
                            "selon {played}) : la manche {round} se joue autrement. Comparez `referee replay FICHIER` "
                            "avec `referee replay FICHIER --variant {names}` ; `referee replay FICHIER --until "
                            "{before}` affiche la position qui la précède."),
    "comment.witness.position": ("Témoin de `referee check --witness` pour {check} : {what}. Comparez `referee "
                                 "score FICHIER` avec `referee score FICHIER --variant {names}`."),
    "comment.witness.record": ("Témoin de `referee check --witness` pour {check} : {what}. Comparez `referee "
                               "replay FICHIER` avec `referee replay FICHIER --variant {names}`."),
    "comment.witness.game": ("Témoin de `referee check --witness` pour {check} : une partie depuis la mise en place "
                             "dont la dernière manche le montre : {what}. Comparez `referee replay FICHIER` avec "
                             "`referee replay FICHIER --variant {names}`."),
    "check.witness-needs-variant": ("--witness DOSSIER montre ce que change une variante : donnez-le avec "
                                    "--variant (et sans --differ, --exhaustive ni --game kings-struggle)"),
    "check.fresh-proofs-catalogue": ("--fresh-proofs refait les preuves Z3 du catalogue, dont {other} ne se sert pas : "
                                     "donnez l'une des deux options"),
    "check.exhaustive-differ": "--exhaustive et --differ sont deux vérifications différentes : donnez l'une des deux",
    "witness.head": ("Témoins (un plus petit cas où chaque changement se voit), rejoués selon les deux jeux de "
                     "règles :"),
    "witness.found": "{check} selon {ruleset} : {what}",
    "witness.file": ("    {file} : {kind}, {players} joueurs, {markers} {markers:marqueur|marqueurs} sur le "
                     "plateau"),
    "witness.kind.position": "une position (`referee score`)",
    "witness.kind.record": "une feuille de partie d'une manche (`referee replay`)",
    "witness.kind.game": ("une feuille de partie depuis la mise en place, {rounds:num} {rounds:manche|manches} "
                          "(`referee replay`)"),
    "witness.none": "{check} selon {ruleset} : aucun témoin en {n:num} manches générées",
    "witness.progress": "recherche d'un témoin pour {check} selon {ruleset}",
    "check.unseen": "remarque : {ruleset} annonce changer {id}, mais aucune différence n'a été trouvée.",
    "check.summary": ("{n:num} invariants et ancrages de la règle x {m} {m:jeu de règles|jeux de règles} en "
                      "{seconds:num.1} s."),
    "check.failed": "ÉCHEC DE LA VÉRIFICATION :",
    "check.passed": ("Vérification réussie : les règles standard respectent chaque invariant et chaque ancrage de la "
                     "règle."),
    "check.passed-variants": ("Vérification réussie : chaque différence avec les règles standard est annoncée par sa "
                              "variante."),
    "check.problem.base": "{id} : VIOLÉ sous les règles {ruleset} ({what})",
    "check.problem.unbound": ("{ruleset} : {n:num} {n:preuve ne porte|preuves ne portent} que sur le modèle Z3, pas "
                              "sur l'arbitre : son moteur et le modèle divergent dans cette vérification ({ids})"),
    "check.disagreement": ("Le moteur de l'arbitre et le modèle Z3 divergent sous {ruleset} sur {what} : {n:num} cas "
                           "ou plus, par exemple {example}."),
    "check.problem.oracle": ("{ruleset} : l'arbitre et le modèle Z3 divergent sur {what} ({n:num} cas, par exemple "
                             "{example})"),
    "check.problem.undeclared": ("{id} : {base} sous les règles {ruleset} mais {other} sous {variant}, et {variant} "
                                 "ne l'annonce pas dans changes_invariants"),
    "check.progress.examples": "{n:num} exemples sur {total:num}, encore {left:num} s environ",
    "check.progress.anchors": "vérification des faits et des exemples de la règle",
    "check.progress.oracle": "comparaison de l'arbitre avec le modèle Z3 ({n} sur {total})",
    "check.progress.proofs-reused": ("{n:num} preuves Z3 reprises d'une vérification antérieure des mêmes règles avec "
                                     "le même code (--fresh-proofs les refait)"),
    "check.progress.proving": "preuve de {id}",
    "check.progress.generated": "vérification de {n:num} manches générées",
    "problem.no-such-file": "fichier introuvable",
    "problem.is-a-directory": "c'est un dossier ; un fichier est attendu",
    "problem.not-a-regular-file": ("c'est {kind}, pas un fichier ordinaire : seuls les fichiers ordinaires et "
                                   "« - » (l'entrée standard) sont lus"),
    "file-kind.fifo": "un tube nommé (FIFO)",
    "file-kind.char-device": "un périphérique caractère",
    "file-kind.block-device": "un périphérique bloc",
    "file-kind.socket": "une socket",
    "file-kind.other": "un fichier spécial",
    "problem.stdin-closed": ("l'entrée standard est fermée ; donnez un fichier, ou envoyez le JSON sur l'entrée "
                             "standard"),
    "problem.unreadable": "lecture impossible : {why}",
    "problem.input-too-large": "l'entrée dépasse la limite de {limit}",
    "problem.not-utf8": "ce n'est pas du texte UTF-8 ({reason} à l'octet {at})",
    "problem.empty-input": "le fichier est vide ; un objet JSON est attendu",
    "problem.malformed-json": "JSON invalide : {msg} à la ligne {line}, colonne {column}",
    "problem.not-a-number": "{name} n'est pas un nombre JSON",
    "problem.too-deep": "tableaux ou objets imbriqués sur plus de {max} niveaux{where}",
    "problem.too-deep.at": " (à {field})",
    "field.top-level": "(niveau principal)",
    "field.key-of": "clé de {field}",
    "field.a-key": "une clé",
    "problem.number-too-long": ("{source} : {where} = (un nombre de {digits} chiffres) : les nombres ont ici au plus "
                                "{max} chiffres"),
    "problem.duplicate-key": ("{source} : {where} : la clé {key} apparaît deux fois (JSON ne garderait sans le dire "
                              "que la dernière valeur)"),
    "problem.bad-character": ("{source} : {field} = {value} : contient {kind} (U+{code}), ce qu'aucun texte ne peut "
                              "contenir"),
    "char.surrogate": "un demi-codet (surrogate) isolé",
    "char.control": "un caractère de contrôle",
    "problem.record-not-object": "un enregistrement de partie est un objet JSON avec players et rounds",
    "problem.comment-type": "un commentaire est du texte",
    "problem.reserved-name": "ce mot est réservé dans une manche ; renommez le joueur",
    "problem.rounds-required": "la liste des manches est obligatoire (elle peut être vide)",
    "problem.rounds-type": "une liste de manches est attendue",
    "problem.too-many-rounds": "une partie compte au plus {max} manches",
    "problem.result-type": 'un objet {{"scores": {{...}}, "winners": [...]}} est attendu',
    "problem.result-field": "un résultat a les champs scores et winners",
    "problem.points-type": "un objet joueur -> points est attendu",
    "problem.start-type": "un objet position est attendu",
    "problem.start-field": "n'est pas un champ d'une position de départ ({fields})",
    "problem.players-differ": "start.players doit être identique aux joueurs de l'enregistrement (ou être omis)",
    "problem.round-type": 'un objet {{"Joueur": [cartes...], ...}} est attendu',
    "problem.round-unknown-player": "manche {round} : ne fait pas partie des joueurs ({players})",
    "problem.witch-type": 'un objet {{"Joueur": [les cartes choisies à nouveau]}} est attendu',
    "problem.cards-type": "manche {round}, {player} : une liste de cartes est attendue",
    "problem.game-over": "la partie est terminée ; il n'y a plus rien à décompter",
    "problem.score-past-end": ("un joueur à {threshold} points ou plus signifie que la partie s'est terminée après "
                               "la manche précédente (« {section:section} »)"),
    "problem.player-count": "{game} se joue de {lo} à {hi} joueurs",
    "problem.player-names": "les noms des joueurs sont des chaînes distinctes et non vides",
    "problem.variants-differ": "la position nomme des variantes que les règles données n'ont pas ({rules})",
    # -- les cartes telles qu'un enregistrement les écrit
    "card.bad-mark": ('marque de carte inconnue {value} : seul le « chevalier » en prend une, sous la forme '
                      '"knight!declined" ou "knight!added"'),
    "card.unknown-region": ("carte inconnue {value}{hint} ; une carte est une région (nom, identifiant ou numéro de "
                            "1 à 8), knight, dragon ou witch"),
    "card.unknown": ('carte inconnue {value} ; une carte est un nom, un identifiant ou un numéro de région, "knight", '
                     '"dragon", "witch" ou {{"card": "knight", "declined": true}}'),
    "card.object-fields": 'objet carte {value} : {{"card": ..., "declined": true|false}} est attendu',
    "card.object-name": "objet carte {value} : \"card\" est le nom d'une carte, pas {inner}",
    "card.object-not-knight": "objet carte {value} : seul le « chevalier » peut être refusé",
    "card.object-declined": 'objet carte {value} : "declined" vaut true ou false',
    # -- coups illégaux (manche jouée, partie rejouée)
    "play.illegal": "{where} : {reason} (« {section:section} »)",
    "play.where.round": "manche {round}",
    "play.where.round-card": "manche {round}, carte {card}",
    "play.where.player": "manche {round}, {player}",
    "play.where.card": "manche {round}, {player}, carte {card}",
    "play.reselection-without-witch": ("une nouvelle sélection est enregistrée, mais ce joueur n'a pas révélé de "
                                       "« sorcière » avant"),
    "play.game-already-ended": "la partie est déjà terminée ; aucune manche ne peut suivre",
    "play.missing-player": ("ce joueur n'a aucune carte dans la manche (un joueur sans marqueur joue une liste "
                            "vide [])"),
    "play.missing-reselection": ("la « sorcière » a été révélée, mais l'enregistrement n'a pas de nouvelle sélection "
                                 "pour ce joueur"),
    "play.selection-short": "la sélection demande {needed} marqueurs et le stock en contient {supply}",
    "play.sent-back-unrecorded": ("l'enregistrement ne donne pas les cartes que la « sorcière » a renvoyées en "
                                  "main{unchecked}"),
    "play.sent-back-unchecked": (" ; la nouvelle sélection ne peut donc pas être comparée à elles (arbitrage "
                                 "witch-reselect-same-cards = forbidden)"),
    "play.the-selection": "la sélection",
    "play.the-reselection": "la nouvelle sélection",
    "play.short-supply": "{supply} {supply:marqueur|marqueurs} en stock, moins de {full}",
    "play.card-count.at-most": ("au plus {required} {required:carte attendue|cartes attendues} dans {what} ({why}), "
                                "{found} {found:trouvée|trouvées}"),
    "play.card-count.short": ("{required} {required:carte attendue|cartes attendues} dans {what} ({why}), {found} "
                              "{found:trouvée|trouvées}"),
    "play.card-count": ("{required} {required:carte attendue|cartes attendues} dans {what}, {found} "
                        "{found:trouvée|trouvées}"),
    "play.card-played-twice": ("un joueur a un exemplaire de chaque carte et a déjà joué celle-ci pendant cette "
                               "manche"),
    "play.witch-not-first": "la « sorcière » doit être la première carte révélée",
    "play.knight-not-last": "le « chevalier » doit être la dernière carte jouée",
    "play.knight-spent": "le « chevalier » se joue une fois par partie et celui de ce joueur a déjà servi",
    "play.knight-spent-all": "le « chevalier » se joue une fois par partie et les {held} de ce joueur ont déjà servi",
    "play.dragon-spent": "le « dragon » se joue une fois par partie et celui de ce joueur a déjà servi",
    "play.dragon-spent-all": "le « dragon » se joue une fois par partie et les {held} de ce joueur ont déjà servi",
    "play.witch-spent": "la « sorcière » se joue une fois par partie et celle de ce joueur a déjà servi",
    "play.witch-spent-all": "la « sorcière » se joue une fois par partie et les {held} de ce joueur ont déjà servi",
    "play.reselection-dragon": ("selon l'arbitrage witch-reselect-dragon = forbidden, une nouvelle sélection ne peut "
                                "pas contenir le « dragon »"),
    "play.reselection-same-card": ("selon l'arbitrage witch-reselect-same-cards = forbidden, les cartes que la "
                                   "« sorcière » a renvoyées en main ne peuvent pas être choisies de nouveau"),
    "play.knight-after-non-region": ("la carte avant le « chevalier » n'est pas une carte « région » (arbitrage "
                                     "knight-after-non-region = illegal)"),
    "play.round-after-end": "la partie s'est terminée après la manche {round} ; aucune manche ne peut suivre",
    "play.result-scores": "le résultat de l'enregistrement donne les scores {want}, la partie rejouée donne {got}",
    "play.result-winners": ("le résultat de l'enregistrement nomme les vainqueurs {want}, la partie rejouée nomme "
                            "{got}"),
    # -- comment finit une partie rejouée (« final » : why)
    "final.why.not-over": ("l'enregistrement s'arrête après la manche {round} ; personne n'a atteint {threshold} "
                           "points, la partie n'est donc pas terminée"),
    "final.why.over": ("{reached} {n:a|ont} atteint {threshold} points pendant la manche {round} ; la partie s'est "
                       "terminée après cette manche, puis le décompte final a eu lieu"),
    "final.a-player": "un joueur",
    # -- commandes
    "validate.valid": "{source} : position valide ({n} joueurs, « Roi » dans {king})",
    "replay.illegal-play": "{source} : coup illégal [{code}] {message}",
    "replay.not-written": "  rien n'est écrit, car l'enregistrement a des problèmes : {files}",
    # -- le rapport de partie rejouée (HTML)
    "report.replay-title": "King's Road — partie rejouée : {file}",
    "report.rulings.chosen": "Arbitrages choisis en vigueur : {rulings}",
    "report.winners": "{n:Vainqueur|Vainqueurs} : {winners}",
    "report.ended": "{end_reason} Pourquoi la partie s'est terminée : {why}.",
    "report.not-finished": "Partie non terminée : {why}.",
    "report.chart": "Score par manche",
    "report.sheet": "Feuille de score",
    "report.boards": "Le plateau après chaque manche",
    "report.threshold": "la partie se termine à {threshold}",
    "report.axis.round": "manche",
    "report.axis.points": "points",
    "report.start-short": "départ",
    "report.col.round": "Manche",
    "report.col.king": "Roi",
    "report.col.regions": "Régions décomptées",
    "report.col.nobles": "Nobles après la manche",
    "report.final-scoring": " ; décompte final : {regions}",
    "report.region-nobles": "{region} : {owners}",
    "report.none": "aucun",
    "report.after-round": "Après la manche {round}",
    "report.at-start": "Au départ",
    "report.board": "Plateau {n}",
    # -- l'image du plateau (referee render, les plateaux des rapports HTML)
    "render.written": "{out} : le plateau de {name} après {when} ({format}, {n} joueurs)",
    "render.after-scoring": "le décompte",
    "render.after-cards": "les cartes",
    "svg.title": "{game} — {n} joueurs : {players}",
    "svg.king": "Le « Roi »",
    "svg.scored": "décomptée",
    "svg.banner": "Bannière {values}",
    "svg.banner.provisional": "Bannière {values} *",
    "svg.banner.user": "Bannière {values} (donnée)",
    "svg.influence": "{player} : {markers} {markers:marqueur|marqueurs} = influence {influence}",
    "svg.influence.nobles": ("{player} : {markers} {markers:marqueur|marqueurs} + {nobles} "
                             "{nobles:« noble »|« nobles »} = influence {influence}"),
    "svg.nobles": "Nobles",
    "svg.nobles.none": "aucun",
    "svg.noble": "« Noble » de {owner}",
    "svg.side-road.1": "route transversale : les chaînes de",
    "svg.side-road.2": "« nobles » la suivent, jamais le « Roi »",
    "svg.legend.players": "Joueurs",
    "svg.legend.noble": "« Noble » (couleur du propriétaire ; influence 1)",
    "svg.legend.count": "marqueurs (+ « noble » du joueur) dans la région",
    "svg.legend.provisional": "bannière provisoire (absente de la règle)",
    "svg.legend.route": "route du « Roi » (la flèche donne le sens)",
    "svg.legend.side-road": "route transversale : pour les « nobles », jamais le « Roi »",
    "svg.track": "Piste de score (fin de la partie à {threshold})",
    "svg.track.nobles": "{nobles} {nobles:« noble »|« nobles »} en jeu",
    "svg.track.nobles-supply": "{nobles} {nobles:« noble »|« nobles »} en jeu, {supply} en stock",
    "svg.status.king": "« Roi » dans {king}",
    "svg.status.dragons": "{dragons} {dragons:« dragon » révélé|« dragons » révélés} pendant cette manche",
    "svg.status.round": "après la manche {round}",
    "svg.status.standard": "règles standard",
    "svg.status.variants": "variantes : {variants}",
    "svg.status.rulings": "arbitrages choisis : {rulings}",
    "svg.status.game-over": "FIN DE LA PARTIE",
    "svg.status.game-over.winners": "FIN DE LA PARTIE — {n:vainqueur|vainqueurs} : {winners}",
    # -- referee serve : les refus de l'API HTTP et les mots de la page
    "web.variant-file": "l'API HTTP ne lit aucun fichier : nommez une variante fournie ({known})",
    "web.too-large": "le corps de la requête dépasse {limit}, la limite de toute entrée",
    "web.not-json": "le corps de la requête doit être un document JSON",
    "web.timeout": "l'arbitre a passé plus de {seconds} s sur cette requête et y renonce",
    "web.bad-parameter": "le paramètre de la requête doit être {expected}",
    "web.favor-player": "ce n'est pas un joueur de l'état : choisissez parmi {players}",
    "web.favor-roll": "un dé donne 1 à {faces} ({section})",
    "web.required": "ce champ est obligatoire",
    "web.internal": "l'arbitre a échoué sur cette requête (un défaut : signalez-le avec la requête)",
    "web.method": "{path} ne répond pas à cette méthode (l'API prend POST, GET pour /api/rulings et /api/page)",
    "web.not-found": "pas de page à cette adresse : {path}",
    "serve.listening": "La page de l'arbitre : {url}  (Ctrl-C l'arrête)",
    "serve.open-network": ("Attention : --host {host} ouvre la page et son API à toutes les machines de ce réseau ; "
                           "ne le faites que sur un réseau de confiance."),
    "serve.stopped": "La page de l'arbitre est arrêtée.",
    "serve.port-busy": "impossible d'écouter sur {host}:{port} : {reason}",
    "page.title": "Arbitre de King's Road",
    "page.intro": "Touchez le plateau pour saisir la position disputée, puis demandez l'arbitrage.",
    "page.language": "Langue",
    "page.players": "Joueurs (2 à 5, dans l'ordre du tour)",
    "page.player-n": "Joueur {n}",
    "page.board": "Le plateau : touchez une région pour la modifier",
    "page.region": "Région",
    "page.markers-of": "Marqueurs de {player}",
    "page.noble-of": "« Noble » de {player}",
    "page.king-here": "Le « Roi » est ici",
    "page.king-is": "Le « Roi » est dans {region}",
    "page.scores": "Scores avant ce décompte",
    "page.score-of": "Score de {player}",
    "page.round": "Cette manche",
    "page.dragons": "« Dragons » révélés cette manche",
    "page.spent-dragon": "{player} a joué son « Dragon »",
    "page.spent-witch": "{player} a joué sa « Sorcière »",
    "page.banners": "Valeurs des bannières de votre édition",
    "page.banner-of": "Bannière de {region}",
    "page.banner-help": ("Première place d'abord, par exemple 3-2-1. Laissée vide, l'arbitre prend la valeur de la "
                         "règle quand elle la donne, une valeur provisoire sinon (marquée *)."),
    "page.variants": "Variantes",
    "page.check": "Vérification…",
    "page.valid": "La position est valide.",
    "page.problems": "Problèmes",
    "page.warnings": "Avertissements",
    "page.score": "Décompter cette manche",
    "page.ruling": "L'arbitrage",
    "page.points": "Points de ce décompte",
    "page.after": "Après le décompte",
    "page.open": "Ouvrir une position (JSON)",
    "page.save": "Enregistrer la position (JSON)",
    "page.link": "Copier un lien vers ce plateau",
    "page.link-made": "La barre d'adresse contient maintenant ce plateau ; partagez-la.",
    "page.new": "Plateau vide",
    "page.record": "Feuille de partie",
    "page.record-open": "Ouvrir une feuille de partie (JSON)",
    "page.record-start": "Début de la partie",
    "page.record-round": "Manche {n} sur {total}",
    "page.record-final": "Décompte final",
    "page.previous": "Précédente",
    "page.next": "Suivante",
    "page.cards": "Cartes révélées",
    "page.regions-scored": "Régions décomptées",
    "page.sheet": "Feuille de score",
    "page.illegal": "Coups illégaux",
    "page.none": "aucun",
    "page.api": "API HTTP",
    "page.unreachable": "L'arbitre n'a pas répondu : {reason}",
}

# The open rulings (spec/kings-road/rulings.toml) in French: the question and each alternative.
RULINGS = {
    # King's Favor (spec/kings-favor/rulings.toml)
    "exact-roll-to-start": {
        "question": "Un porteur doit-il faire exactement la distance jusqu'à la case de départ pour l'atteindre ?",
        "not-required": ("Non : le texte ne demande pas de jet exact ; atteindre le départ termine le déplacement et "
                         "le reste du jet n'est pas utilisé."),
        "exact": "Oui : un jet qui ferait dépasser le départ n'est pas joué ; le pion reste où il est.",
    },
    "two-treasures": {
        "question": "Un joueur qui porte déjà un Trésor peut-il en prendre un second ?",
        "may-hold-two": ("Oui, comme le dit le texte : arriver sur une case Trésor près de laquelle reste un Trésor "
                         "donne un Trésor au joueur, sans condition sur ce qu'il porte."),
        "one-only": ("Non : la partie se gagne avec un Trésor, et les règles de l'arrivée sur un joueur ne passent un "
                     "Trésor qu'à un joueur qui n'en a pas."),
    },
    "two-carriers-swap": {
        "question": "Un porteur arrive sur un autre porteur : les pions sont-ils échangés ?",
        "swap": ("Oui, comme pour toute arrivée par un jet ou par sa propre carte : le pion sur lequel on arrive va là "
                 "d'où venait l'autre ; chacun garde son Trésor."),
        "no-swap": "Non : rien n'étant à prendre, les deux pions restent sur la case.",
    },
    "swapped-onto-event": {
        "question": ("Un pion déplacé parce qu'on est arrivé sur lui atterrit sur une case Événement : suit-il "
                     "l'instruction ?"),
        "follows": "Oui : la règle des cases Événement s'applique quelle que soit la façon d'y arriver.",
        "ignores": "Non : être renvoyé n'est pas arriver ; l'instruction n'est pas suivie.",
    },
    "landing-order": {
        "question": ("Un pion arrive sur une case Trésor près de laquelle reste un Trésor et où se trouve un autre "
                     "pion : "
                     "qu'est-ce qui vient d'abord, le Trésor de la case ou l'arrivée sur le joueur ?"),
        "space-first": ("La case d'abord : le joueur qui y arrive reçoit un Trésor (The Board) ; le passage de Trésor "
                        "de l'arrivée sur un joueur trouve ensuite le pion déjà porteur."),
        "player-first": ("Le joueur d'abord : le pion peut prendre le Trésor de l'autre, puis un Trésor de la case "
                         "comme l'arbitrage two-treasures le permet."),
    },
    "end-of-path": {
        "question": ("Un jet dépasse les cases restant jusqu'au bout d'un chemin (autre que le départ) : que se "
                     "passe-t-il ?"),
        "stop": "Le pion s'arrête sur la dernière case du chemin ; le reste du jet est perdu.",
        "stay": "Le déplacement n'a pas lieu : le pion reste où il est.",
    },
    "card-move-direction": {
        "question": ("Une carte Capacité déplace un pion de quelques cases : les règles de sens d'un jet "
                     "s'appliquent-elles ?"),
        "roll-rules": ("Oui : les règles de sens valent pour tout déplacement, donc le déplacement d'une carte va dans "
                       "le sens qu'aurait un jet."),
        "either-way": ("Non : le déplacement d'une carte peut aller dans un sens ou l'autre, quel que soit le porteur "
                       "de "
                       "Trésor (le texte de la carte décide à la table)."),
    },
    "event-and-player": {
        "question": ("Un pion arrive sur une case Événement où se trouve un autre pion : qu'est-ce qui vient d'abord, "
                     "l'arrivée sur le joueur ou l'instruction de la case ?"),
        "player-first": ("L'arrivée sur le joueur d'abord (qui bouge, qui prend un Trésor), puis le pion suit "
                         "l'instruction de la case."),
        "event-first": ("L'instruction d'abord : le pion la suit aussitôt ; l'arrivée sur l'autre pion n'a lieu que "
                        "s'il est encore sur la case."),
    },
    # King's Struggle (spec/kings-struggle/rulings.toml)
    "four-of-a-kind": {
        "question": "La table des séries donne 1, 2, 3, 5 et 6 cartes identiques, mais aucune valeur pour quatre.",
        "ten": ("Quatre cartes identiques rapportent 10 : les valeurs pour 1, 2 et 3 (1, 3, 6) sont les nombres "
                "triangulaires, dont le suivant est 10, et 10 ne dépasse pas ce que la table donne pour cinq : une "
                "série plus grande ne rapporte jamais moins."),
        "split": ("Quatre cartes identiques ne forment pas une série : elles comptent selon la meilleure répartition "
                  "en séries listées (une série de trois et une carte seule, 7)."),
    },
    "rank-sets": {
        "question": "Les cartes d'une même valeur (hors suites) peuvent-elles former plusieurs séries ?",
        "one-set": ("Non : le texte compte selon le nombre de cartes identiques, donc toutes les cartes d'une valeur "
                    "hors suites forment une seule série (une carte isolée est une carte seule)."),
        "several-sets": ("Oui : elles peuvent se répartir en plusieurs séries, chacune comptée selon la table (cinq 8 "
                         "en une série de quatre et une carte seule : 10 + 1)."),
    },
    "night-card-count": {
        "question": ("Règles de nuit : retirer 2 cartes sur 10 en laisse 8 en main pour 7 plis, alors que le texte dit "
                     "qu'il ne reste aucune carte."),
        "eight-cards": "Les deux nombres donnés valent : 8 cartes en main, 7 plis, une carte non jouée à la fin.",
        "seven-cards": "Il ne reste aucune carte : chaque joueur retire 3 cartes et en garde 7 pour les 7 plis.",
        "eight-tricks": "Il ne reste aucune carte : la partie de nuit se joue en 8 plis.",
    },
    "most-cards": {
        "question": "Le premier départage est le plus de cartes : lesquelles comptent ?",
        "collected": "Les cartes ramassées dans les plis gagnés (celles qui rapportent des points).",
        "tricks-won": "Le nombre de plis gagnés par le joueur (il faut alors « tricks » pour chaque joueur).",
    },
    "all-cards-cancel": {
        "question": ("Chaque carte d'un pli partage sa puissance avec une autre, toutes sont donc défaussées : qui "
                     "entame ensuite ?"),
        "leader-again": ("Personne ne gagne le pli ; personne ne prend le marqueur de premier joueur, donc celui qui a "
                         "entamé ce pli entame le suivant."),
        "left-of-leader": "Personne ne gagne le pli ; l'entame passe au joueur à gauche de l'entameur.",
    },
    "still-tied": {
        "question": ("Des joueurs à égalité de points, de cartes et de chaque valeur jusqu'aux 1 : le texte départage "
                     "jusqu'à ce que l'égalité soit rompue et ne dit rien d'une égalité qui ne l'est jamais."),
        "shared": "Les joueurs toujours à égalité se partagent la victoire.",
        "nobody": "Personne ne gagne : le texte ne nomme un vainqueur qu'une fois l'égalité rompue.",
    },
    "knight-after-non-region": {
        "question": ("La carte juste avant le « chevalier » n'est pas une carte « région » (par exemple Temple "
                     "Ruins, « dragon », « chevalier »), dans une première sélection comme dans la nouvelle "
                     "sélection d'un joueur à la « sorcière »."),
        "no-marker": "Le « chevalier » n'ajoute rien : il ne renforce qu'une carte « région » placée juste avant lui.",
        "last-region-card": ("Le « chevalier » renforce la dernière carte « région » révélée par le joueur dans la "
                             "manche, s'il y en a une."),
        "illegal": ("Un enregistrement où le « chevalier » suit une carte qui n'est pas une carte « région » est "
                    "refusé."),
    },
    "knight-with-two-cards": {
        "question": ("Un joueur à court de marqueurs ne joue que deux cartes, la deuxième étant le « chevalier » "
                     "(le texte parle de la deuxième de trois cartes)."),
        "previous-card": "Le « chevalier » renforce la carte juste avant lui, ici la première.",
        "no-marker": "Avec seulement deux cartes, le « chevalier » n'ajoute rien.",
    },
    "knight-declined": {
        "question": "Le marqueur du « chevalier » est facultatif : comment un enregistrement dit s'il a été ajouté.",
        "added-unless-declined": ("Le « chevalier » ajoute son marqueur sauf si l'enregistrement le marque refusé "
                                  "(\"knight!declined\" ou {\"card\": \"knight\", \"declined\": true})."),
        "declined-unless-added": ("Le « chevalier » n'ajoute rien sauf si l'enregistrement le marque ajouté "
                                  "(\"knight!added\" ou {\"card\": \"knight\", \"declined\": false})."),
    },
    "witch-reselect-same-cards": {
        "question": ("Un joueur à la « sorcière » peut-il choisir de nouveau les cartes que la « sorcière » a "
                     "renvoyées en main ?"),
        "allowed": "Toute carte en main peut être choisie, y compris les deux renvoyées.",
        "forbidden": "Les deux cartes renvoyées ne peuvent pas être choisies de nouveau pendant cette manche.",
    },
    "witch-reselect-dragon": {
        "question": ("La nouvelle sélection d'un joueur à la « sorcière » peut-elle contenir son « dragon » (pas "
                     "encore joué) ?"),
        "allowed": "Oui : le « dragon » ajoute une région comme s'il avait été joué dans la première sélection.",
        "forbidden": "Non : la nouvelle sélection ne peut pas contenir le « dragon ».",
    },
    "witch-reselect-knight": {
        "question": ("La nouvelle sélection d'un joueur à la « sorcière » se termine par le « chevalier » : quelle "
                     "carte est « la deuxième de ses trois cartes » qu'il renforce ?"),
        "card-before-knight": ("La nouvelle sélection est un nouveau jeu de trois cartes : le « chevalier » renforce "
                               "sa deuxième carte, la carte « région » juste avant lui."),
        "no-marker": ("Les trois cartes de la manche étaient la « sorcière » et les deux cartes renvoyées : un "
                      "« chevalier » dans la nouvelle sélection n'ajoute rien."),
    },
    "card-count-when-short": {
        "question": "Quel nombre de marqueurs fixe le nombre de cartes que doit jouer un joueur à court de marqueurs ?",
        "supply-at-round-start": ("Les marqueurs du stock du joueur au début de la manche ; la nouvelle sélection "
                                  "d'un joueur à la « sorcière » compte le stock au moment où elle est faite."),
        "supply-at-round-start-at-most": ("Le même nombre, mais comme plafond : un joueur à court de marqueurs peut "
                                          "jouer moins de cartes."),
    },
    "card-without-marker": {
        "question": ("Une carte « région » ou le « chevalier » est révélé par un joueur qui n'a plus de marqueur en "
                     "stock (seul un enregistrement erroné le permet)."),
        "illegal": "L'enregistrement est refusé à cette carte.",
        "no-effect": "La carte ne place rien ; la feuille de score le signale.",
    },
    "no-markers-no-cards": {
        "question": ("Un joueur sans marqueur en stock joue autant de cartes que de marqueurs, donc aucune : cela "
                     "vaut-il aussi pour le « dragon » et la « sorcière », qui ne placent aucun marqueur ?"),
        "no-card": ("Aucune carte : un joueur sans marqueur ne joue rien pendant la manche, ni le « dragon » ni la "
                    "« sorcière »."),
        "special-cards-allowed": ("Un joueur sans marqueur peut encore révéler des cartes qui ne placent aucun "
                                  "marqueur (son « dragon », sa « sorcière »), jusqu'aux trois cartes habituelles."),
    },
    "tie-ranking": {
        "question": ("Quelle place prend le joueur qui suit une égalité ? Deux joueurs ex aequo à la première "
                     "place : le suivant est-il troisième (1-1-3) ou deuxième (1-1-2) ?"),
        "1-1-3": ("Les ex aequo occupent les places que couvre leur égalité (chacun payé à la plus basse d'entre "
                  "elles, comme le dit la section des égalités) ; le joueur suivant prend la place d'après."),
        "1-1-2": ("Les ex aequo sont payés à la plus basse place que couvre leur égalité, mais le joueur suivant "
                  "prend la place juste après (deuxième après une égalité à deux pour la première place)."),
    },
    "tie-paid-place": {
        "question": ("Quelle valeur reçoivent des ex aequo ? La phrase anglaise et les deux exemples (dans les deux "
                     "langues) paient la plus basse place couverte par l'égalité ; la phrase française, prise à "
                     "la lettre, paie la position qui suit."),
        "lowest-tied-place": ("La plus basse place couverte par l'égalité : trois joueurs ex aequo à la première "
                              "place reçoivent la valeur de la troisième."),
        "following-place": ("La place qui suit la plus haute place partagée : trois joueurs ex aequo à la première "
                            "place reçoivent la valeur de la deuxième."),
    },
    "replaced-noble": {
        "question": ("Où va un ancien « noble » remplacé par un nouveau ? Le texte français dit : dans le stock de "
                     "son propriétaire ; l'anglais dit seulement qu'il est retiré."),
        "owner-supply": "Dans le stock de son propriétaire, comme le dit le texte français : il peut être rejoué.",
        "out-of-game": "Hors du jeu : son propriétaire a un marqueur de moins pour le reste de la partie.",
    },
    "dragon-regions": {
        "question": ("Plusieurs régions sont décomptées lors d'une manche avec « dragon » : un « noble » placé dans "
                     "l'une compte-t-il déjà pour le bonus de chaîne de la suivante ?"),
        "one-after-another": ("Les régions sont décomptées l'une après l'autre le long de la route : un « noble » "
                              "placé dans l'une compte dans les suivantes."),
        "round-start-nobles": ("Le bonus de chaîne de chaque région compte les « nobles » des autres régions tels "
                               "qu'ils étaient avant le décompte de la manche : un « noble » placé pendant la manche "
                               "compte à partir de la suivante."),
    },
    "final-scoring-order": {
        "question": ("Dans quel ordre les régions du décompte final sont-elles décomptées ? Cela ne compte que pour "
                     "des règles qui créent des « nobles » ou paient leur bonus à ce moment (une variante)."),
        "route-from-king": ("Le long de la route du « Roi » à partir de là où il se trouve après la dernière "
                            "manche, comme les énumère l'exemple de la règle."),
        "region-number": "Par numéro de région, de 1 à 8.",
    },
}

# The spec keys' one-line descriptions (referee/rules/schema.py, English there), shown by
# `referee rules --diff ... --lang fr`; keyed "table.key" (regions: "regions.<key>").
KEY_DOCS = {
    "game.id": "Identifiant du jeu (le nom de son dossier de spécification).",
    "game.name": "Le nom du jeu, tel que les comptes l'impriment.",
    "game.designer": "L'auteur du jeu (affiché seulement).",
    "game.source": "D'où viennent les règles (affiché seulement).",
    "game.min_players": ("Le moins de joueurs qu'une position, une partie enregistrée ou `referee simulate` peut "
                         "avoir (« Mise en Place »)."),
    "game.max_players": ("Le plus de joueurs qu'une position, une partie enregistrée ou `referee simulate` peut "
                         "avoir (« Mise en Place »)."),
    "components.section": "Section de la règle d'où viennent les composants.",
    "components.markers_per_player": ("Marqueurs d'influence de chaque couleur ; avec `score_track_markers`, fixe la "
                                      "réserve de départ et le total auquel une position est comparée."),
    "components.score_track_markers": ("Marqueurs de chaque couleur posés sur la piste de score toute la partie et "
                                       "jamais joués (la réserve de départ est `markers_per_player` moins ceux-ci)."),
    "components.region_cards_per_region": ("Cartes Région que chaque joueur tient pour chaque région (la main en "
                                           "compte autant de fois le nombre de régions)."),
    "components.knights_per_player": ("Cartes Chevalier dans la main de chaque joueur (« Révéler des cartes — "
                                      "Chevalier »)."),
    "components.dragons_per_player": ("Cartes Dragon dans la main de chaque joueur (« Révéler des cartes — Dragon ») ; "
                                      "borne aussi les Dragons qu'une position peut noter."),
    "components.witches_per_player": ("Cartes Sorcière dans la main de chaque joueur (« Révéler des cartes — Sorcière "
                                      "»)."),
    "components.once_per_game": ("Cartes spéciales qui quittent la partie une fois jouées : une carte dépensée ne se "
                                 "rejoue jamais (un joueur qui en tient plusieurs peut jouer chacune une fois)."),
    "cards.section": "Section de la règle d'où viennent les effets des cartes.",
    "cards.knight_extra_markers": ("Marqueurs qu'un Chevalier ajoute à la carte Région révélée avant lui (chacun pris "
                                   "dans la réserve du joueur)."),
    "cards.witch_reselects": "Quand la nouvelle sélection du joueur à la Sorcière est révélée.",
    "regions.number": ("Le numéro imprimé en haut de la bannière ; positions et cartes peuvent désigner une région "
                       "par ce numéro."),
    "regions.name": "Le nom de la région.",
    "regions.slug": "Le nom de la région en un mot en minuscules (dark-tower).",
    "regions.banner": ("Points payés à la 1re, 2e, ... place (1 à 4 valeurs qui ne croissent pas, « Décompte des "
                       "points »)."),
    "regions.banner_provenance": ("D'où viennent les valeurs de la bannière ; l'arbitre signale celles qui sont "
                                  "provisoires."),
    "roads.section": "Section de la règle d'où viennent les routes.",
    "roads.route": ("La route du Roi, cyclique, qui passe une fois par chaque région : l'ordre du voyage du Roi, des "
                    "régions des Dragons et du décompte final. Chaque paire voisine (et la dernière avec la première) "
                    "est une route."),
    "roads.side_roads": "Les routes hors de la route du Roi : les chaînes de Nobles les suivent.",
    "roads.king_side_roads": ("Les routes secondaires que le Roi emprunte, chacune [de, vers] : depuis `de`, le Roi "
                              "(et "
                              "la région du Dragon suivant) va vers `vers` au lieu de la région suivante de la route. "
                              "Chacune doit être une route secondaire."),
    "roads.king_start": "La région où le Roi commence (« Mise en Place »).",
    "scoring.section": "Section de la règle du décompte d'une région.",
    "scoring.ties_section": "Section de la règle des égalités.",
    "scoring.min_influence": "L'influence qu'il faut dans une région pour y être classé.",
    "scoring.paid_places_offset": ("Places payées = nombre de joueurs + cette valeur (la règle : un de moins que les "
                                   "joueurs)."),
    "scoring.tie_rule": ("Ce que reçoivent les joueurs à égalité d'influence. Se combine avec deux décisions ouvertes "
                         "(`referee rulings`) : `tie-ranking` (1-1-3 ou 1-1-2) fixe le classement, les places "
                         "qu'occupe une égalité et la place du joueur suivant, sous toute règle d'égalité ; "
                         "`tie-paid-place` (lowest-tied-place ou following-place) est une lecture de la phrase de la "
                         "règle sur les égalités, elle ne vaut donc que sous `lowest-spanned-place`."),
    "scoring.noble_influence": "L'influence que chaque Noble donne à son propriétaire dans sa région (« Nobles »).",
    "nobles.section": "Section de la règle des Nobles.",
    "nobles.placed_by": "Qui laisse un marqueur comme nouveau Noble quand une région est décomptée dans une manche.",
    "nobles.on_new_noble": "Ce que fait un nouveau Noble aux Nobles déjà présents dans la région.",
    "nobles.max_per_region": "Le plus de Nobles qu'une région peut accueillir (0 : sans limite).",
    "nobles.max_per_player_per_region": "Le plus de Nobles qu'un joueur peut avoir dans une région.",
    "nobles.bonus": "Quels Nobles du propriétaire comptent pour le bonus après le décompte d'une région.",
    "nobles.bonus_base": ("Le bonus vaut cette valeur plus `bonus_per_region` par autre région comptée par "
                          "`bonus`."),
    "nobles.bonus_per_region": ("Points de bonus pour chaque région comptée par `bonus` en plus de celle du "
                                "« noble » (la règle : un)."),
    "nobles.bonus_paid_to": ("Quels Nobles d'une région décomptée rapportent le bonus à leur propriétaire ; un "
                             "propriétaire est payé une fois par région, quel que soit le nombre de ses Nobles."),
    "round.section": "Section de la règle des régions décomptées dans une manche.",
    "round.regions_per_dragon": ("Régions que chaque Dragon révélé ajoute au décompte de la manche, le long du chemin "
                                 "du Roi."),
    "round.king_moves": "Où va le Roi à la fin de la manche.",
    "round.king_section": "Section de la règle du voyage du Roi.",
    "round.cards_per_round": "Cartes que chaque joueur joue par manche (moins seulement s'il manque de marqueurs).",
    "round.cards_section": "Section de la règle du choix des cartes.",
    "end.section": "Section de la règle de la fin de partie.",
    "end.threshold": "La partie s'arrête après une manche où quelqu'un atteint ce nombre de points.",
    "end.final_scoring": "Quelles régions le décompte final décompte.",
    "end.final_creates_nobles": "Si le décompte final place des Nobles.",
    "end.final_pays_noble_bonus": "Si le décompte final paie le bonus des Nobles.",
    "end.tie_break": "Qui gagne parmi les joueurs à égalité avec le plus de points.",
}

# `referee check --lang fr`: each invariant's statement and, for those the Z3 model does not
# prove, why not (properties/statements/invariants.py and properties/statements/anchors.py hold the English), and the
# oracle comparisons' labels (properties/conformance/oracle.py).
INVARIANTS = {
    # King's Struggle (referee/games/kings_struggle/invariants.py)
    "split.uses-every-card-once": "La répartition choisie utilise chaque carte ramassée exactement une fois.",
    "split.is-best": ("Aucune répartition ne rapporte plus : celle de l'arbitre égale le maximum de la recherche "
                      "exhaustive et de l'optimisation Z3."),
    "score.monotone-in-cards": "Ajouter une carte ramassée ne baisse jamais un score.",
    "score.monotone-in-gold": "Ajouter une pièce d'or ne baisse jamais un score.",
    "winning.total-order": ("Le départage désigne un seul vainqueur, sauf si les joueurs à égalité ont les mêmes "
                            "points, "
                            "le même nombre de cartes et le même nombre de cartes de chaque valeur."),
    "ties.equal-points": "Des joueurs à égalité d'influence dans une région y reçoivent autant de points.",
    "ties.more-influence-never-fewer-points": ("Un joueur qui a plus d'influence dans une région n'y reçoit jamais "
                                               "moins de points qu'un joueur qui en a moins."),
    "ties.only-influence-paid": "Seuls les joueurs qui ont au moins une influence dans une région y marquent.",
    "ties.at-most-players-minus-one-paid": "Dans une région, au plus (joueurs − 1) joueurs marquent.",
    "ties.past-paid-places-pays-zero": ("Un joueur (ou une égalité) dont la plus basse place occupée est au-delà de la "
                                        "place (joueurs − 1) reçoit 0."),
    "ties.lowest-spanned-place": ("Un joueur classé dans les places payées reçoit la valeur de la bannière pour la "
                                  "plus basse place que couvre son égalité."),
    "ties.payment-is-banner-value": "Chaque paiement dans une région vaut 0 ou l'une des valeurs de sa bannière.",
    "markers.conserved": ("Pour chaque joueur, marqueurs sur le plateau + Nobles + réserve + marqueur de la piste de "
                          "score font toujours 20."),
    "markers.scored-regions-emptied": ("Après le décompte, aucun marqueur (hors Nobles) ne reste dans une région "
                                       "décomptée."),
    "nobles.at-most-one-per-region": "Une région accueille au plus un Noble.",
    "nobles.at-most-one-per-player-per-region": "Un joueur a au plus un Noble dans une région.",
    "nobles.only-sole-leader-places": "Un nouveau Noble n'est placé que par le seul joueur qui a le plus d'influence.",
    "nobles.sole-leader-holds-noble": ("Après le décompte d'une région dans la manche, le seul joueur qui y a le plus "
                                       "d'influence y a un Noble."),
    "nobles.tie-keeps-old-noble": ("En cas d'égalité pour la plus forte influence, aucun Noble n'est placé et l'ancien "
                                   "Noble reste."),
    "nobles.replaced-noble-returns": ("Quand un autre joueur mène seul, l'ancien Noble quitte la région (il retourne "
                                      "dans la réserve de son propriétaire)."),
    "chain.equals-component": ("Chaque bonus de Noble vaut la taille de la chaîne connexe des Nobles de son "
                               "propriétaire qui passe par la région décomptée."),
    "chain.paid-to-every-owner": ("Chaque propriétaire d'un Noble dans une région décomptée pendant la manche y reçoit "
                                  "exactement un bonus de chaîne."),
    "chain.at-least-one": "Un bonus de Noble vaut au moins 1 point.",
    "chain.at-most-owner-nobles": ("Un bonus de Noble vaut au plus le nombre de Nobles que son propriétaire a sur le "
                                   "plateau."),
    "king.regions-scored": ("Une manche décompte 1 + (Dragons révélés) régions : celle du Roi, puis les suivantes le "
                            "long de la route."),
    "king.ends-past-last-scored": "Le Roi finit la manche dans la région qui suit la dernière décomptée.",
    "king.never-travels-side-road": ("Le Roi n'emprunte jamais la route secondaire (Temple Ruins — Zin Kai's "
                                     "Deep)."),
    "end.exactly-at-threshold": ("La partie s'arrête exactement quand quelqu'un a 40 points ou plus à la fin d'une "
                                 "manche."),
    "end.final-covers-unscored-regions": ("Le décompte final décompte exactement les régions que la dernière manche "
                                          "n'a pas décomptées."),
    "end.final-no-nobles": "Le décompte final ne crée aucun Noble, n'en retire aucun et ne paie aucun bonus de Noble.",
    "end.winners-hold-most-points": ("À la fin de la partie, les vainqueurs ont le plus de points ; plusieurs "
                                     "vainqueurs sont aussi à égalité de Nobles sur le plateau."),
    "cards.markers-placed": ("Marqueurs posés dans une manche = cartes Région révélées + un par Chevalier qui a pris "
                             "effet."),
    "cards.spent-never-return": ("Un joueur révèle au plus un Dragon et une Sorcière dans toute une partie ; une fois "
                                 "révélés, ils restent dépensés."),
    "cards.witch-resolves-last": ("La nouvelle sélection d'un joueur à la Sorcière est révélée après les cartes de "
                                  "tous les autres joueurs."),
    "cards.three-per-round": ("La sélection d'un joueur compte trois cartes, ou autant que ses marqueurs s'il en a "
                              "moins."),
    "rulebook.route": ("La route du Roi (et l'ordre des Dragons) est Zin Kai's Deep, Wizard's Tower, Savage Hills, "
                       "King's Altar, Temple Ruins, Dark Tower, Dragon's Lair, King's Castle, puis de nouveau."),
    "rulebook.roads": ("Les routes sont les paires voisines de la route du Roi, plus une route secondaire, Temple "
                       "Ruins — Zin Kai's Deep."),
    "rulebook.king-start": "Le Roi commence à Zin Kai's Deep.",
    "rulebook.dark-tower-banner": "La bannière de Dark Tower paie 5-4-2-1.",
    "rulebook.players": "King's Road se joue de 2 à 5 joueurs.",
    "rulebook.region-names": ("Les huit régions sont numérotées de 1 à 8 par leurs bannières : 1 Zin Kai's Deep, 2 "
                              "Dragon's Lair, 3 Temple Ruins, 4 Savage Hills, 5 Dark Tower, 6 Wizard's Tower, 7 King's "
                              "Altar, 8 King's Castle."),
    "rulebook.top-banner-values": ("La valeur du haut d'une bannière est le numéro de la région : le seul joueur d'une "
                                   "région y marque son numéro (Dark Tower 5, King's Castle 8)."),
    "rulebook.dark-tower-example": ("4 joueurs avec 4, 3, 2 et 1 marqueurs à Dark Tower marquent 5, 4, 2 et 0 (la "
                                    "quatrième place n'est pas payée)."),
    "rulebook.tie-two-for-most": ("Une égalité à deux pour la première place à Dark Tower paie à chacun la valeur de "
                                  "la 2e place, 4, et ne place aucun Noble."),
    "rulebook.tie-three-for-most": ("Une égalité à trois pour la première place à Dark Tower paie à chacun la valeur "
                                    "de la 3e place, 2, à 4 joueurs ; 0 à 3 joueurs."),
    "rulebook.noble-influence": "Un Noble compte pour une influence de son propriétaire.",
    "rulebook.three-point-chain": ("Gagner le Noble de Dark Tower en tenant Temple Ruins et Dragon's Lair rapporte "
                                   "3 points de bonus."),
    "rulebook.dragon-order": ("Roi à Dark Tower et deux Dragons : Dark Tower, Dragon's Lair et King's Castle sont "
                              "décomptées (5-2-8), puis le Roi va à Zin Kai's Deep."),
    "rulebook.final-scoring-regions": ("Une dernière manche qui décompte King's Altar et Temple Ruins est suivie du "
                                       "décompte final des régions 5, 2, 8, 1, 6 et 4."),
    "rulebook.game-end-at-40": ("La partie s'arrête après une manche où quelqu'un atteint 40 points, pas "
                                "avant."),
    "rulebook.winner-tie-break": ("À égalité de points, le joueur qui a le plus de Nobles gagne ; toujours à égalité, "
                                  "la victoire est partagée."),
    "rulebook.markers": ("Chaque joueur a 20 marqueurs, dont un sur la piste de score : 19 en réserve à la mise en "
                         "place."),
    "rulebook.hand": ("Chaque joueur tient 11 cartes : une carte Région par région, un Chevalier, un Dragon et une "
                      "Sorcière."),
    "rulebook.cards-per-round": "Chaque joueur joue exactement trois cartes par manche.",
    "rulebook.knight-adds-one": "Un Chevalier joué en dernier ajoute un marqueur à la carte Région qui le précède.",
    "rulebook.once-per-game": ("Le Dragon et la Sorcière quittent la partie une fois joués ; le Chevalier et les "
                               "cartes Région reviennent."),
    "rulebook.witch-resolves-last": ("Un joueur à la Sorcière refait sa sélection et la révèle après que tous les "
                                     "autres joueurs ont résolu leurs cartes."),
}

ORACLE_LABELS = {
    "region scoring, exhaustive": "décompte d'une région, exhaustif",
    "region scoring, generated": "décompte d'une région, généré",
    "Noble placement, exhaustive": "placement des Nobles, exhaustif",
    "chain bonus, exhaustive": "bonus de chaîne, exhaustif",
    "round model, generated legality": "modèle de la manche, légalité, manches tirées",
    "round model, generated outcomes": "modèle de la manche, résultats, manches tirées",
    "position validation, damaged positions": "validation des positions, positions abîmées",
    "play validation, selections written wrong": "validation des cartes, sélections mal écrites",
    "round model, alternative rulings, legality": "modèle de la manche, autres réponses, légalité",
    "round model, alternative rulings, outcomes": "modèle de la manche, autres réponses, résultats",
}


# The clause map's paraphrases (spec/kings-road/clauses.toml) in French, by clause id: our own
# paraphrase of each clause, as the English is (never the publisher's sentence). `referee rulings
# --clauses --lang fr` prints these; the file and its JSON stay in English.
CLAUSES = {
    "setup.players": "La partie se joue de deux à cinq joueurs.",
    "setup.eight-regions": ("Le plateau montre le royaume en huit régions ; la bannière de chacune porte son numéro, "
                            "qui la désigne."),
    "setup.markers": "Chaque joueur prend les 20 marqueurs d'influence d'une couleur.",
    "setup.score-track": ("Un de ces marqueurs indique le score du joueur sur la piste, à partir de 0 ; les autres "
                          "forment sa réserve, devant lui."),
    "setup.hand": ("Chaque joueur a les mêmes onze cartes : une carte « région » par région, un « chevalier », un "
                   "« dragon » et une « sorcière »."),
    "setup.king-start": "Le pion du roi commence sur Zin Kai's Deep, la région numéro 1.",
    "setup.nobles-are-markers": ("Les marqueurs se posent blason caché ; un marqueur retourné blason visible est un "
                                 "« noble » : un « noble » est donc un marqueur de son propriétaire."),
    "aim.region-each-round": "À la fin de chaque manche, au moins une région est décomptée.",
    "play.four-phases": ("Une manche a quatre phases : choisir les cartes, les résoudre, ajuster les scores, "
                         "déplacer le roi."),
    "choose.three-cards": ("En début de manche, tous choisissent en secret et en même temps exactement trois de "
                           "leurs cartes ; les autres restent de côté, face cachée."),
    "choose.fewer-markers": ("Un joueur qui a moins de trois marqueurs en réserve joue autant de cartes que de "
                             "marqueurs, de n'importe quel type."),
    "choose.one-of-each": ("Une sélection vient de la main du joueur, qui contient chaque carte une fois : aucune "
                           "carte n'est choisie deux fois."),
    "reveal.together": "Une fois que tous ont choisi, les sélections sont révélées ensemble et leurs effets appliqués.",
    "reveal.card-kinds": ("Il y a les cartes « région » et trois cartes spéciales : le « chevalier », le « dragon » "
                          "et la « sorcière »."),
    "region-card.places-a-marker": ("Une carte « région » révélée pose un marqueur de la réserve de son joueur dans "
                                    "la région qu'elle montre."),
    "region-card.back-to-hand": "Les cartes « région » retournent dans la main de leur joueur après la manche.",
    "knight.last": "Un « chevalier » choisi doit être la dernière carte de la sélection.",
    "knight.one-more-marker": ("Un « chevalier » révélé peut poser un marqueur de plus dans la région de la carte "
                               "« région » jouée juste avant lui (la deuxième des trois) : cette région reçoit alors "
                               "deux marqueurs dans la manche."),
    "knight.optional": "Poser le marqueur du « chevalier » est au choix du joueur.",
    "knight.after-a-non-region-card": ("Le texte suppose une carte « région » juste avant le « chevalier » ; ce que "
                                       "renforce un « chevalier » après un « dragon », ou dans une nouvelle "
                                       "sélection de la « sorcière », reste ouvert."),
    "knight.with-two-cards": ("Le texte parle de la deuxième de trois cartes ; pour un joueur qui ne peut jouer que "
                              "deux cartes, la cible du « chevalier » reste ouverte."),
    "knight.back-to-hand": "Le « chevalier » retourne dans la main de son joueur après la manche.",
    "dragon.one-more-region": ("Un « dragon » révélé ajoute une région à celles décomptées dans la manche ; les "
                               "« dragons » s'additionnent : deux « dragons » font trois régions. La carte est posée "
                               "à côté du plateau pour s'en souvenir."),
    "dragon.once-per-game": "Chaque joueur peut jouer son « dragon » une fois ; il quitte ensuite la partie.",
    "witch.first": "Une « sorcière » choisie est révélée en premier.",
    "witch.sends-cards-back": ("En révélant la « sorcière », son joueur reprend en main ses deux autres cartes "
                               "choisies, sans les jouer."),
    "witch.reselects-last": ("Le joueur de la « sorcière » choisit et révèle de nouveau trois cartes, après que "
                             "tous les autres ont résolu les leurs."),
    "witch.several-at-once": ("Quand plusieurs joueurs jouent la « sorcière » dans une manche, leurs nouvelles "
                              "sélections sont choisies et montrées en même temps."),
    "witch.once-per-game": "Chaque joueur peut jouer sa « sorcière » une fois ; elle quitte ensuite la partie.",
    "scoring.after-the-cards": ("Les scores sont ajustés quand chaque joueur a résolu ses cartes et posé ses "
                                "marqueurs."),
    "scoring.king-region": "À chaque manche, la région où se trouve le roi est décomptée.",
    "scoring.route-order": ("L'ordre des décomptes suit le sens des aiguilles d'une montre : 1, 6, 4, 7, 3, 5, 2, 8 "
                            "puis de nouveau 1 ; chaque « dragon » ajoute la région suivante dans cet ordre."),
    "scoring.king-avoids-side-road": "Le roi n'emprunte jamais la route transversale qui relie les régions 3 et 1.",
    "scoring.dragon-example": ("Exemple de la règle : le roi à Dark Tower et deux « dragons » font décompter Dark "
                               "Tower, Dragon's Lair et King's Castle."),
    "scoring.count-influence": "Pour décompter une région, on compte les marqueurs de chaque joueur qui s'y trouvent.",
    "scoring.banner": ("Les points viennent des valeurs de la bannière de la région ; certaines bannières paient "
                       "trois places, d'autres quatre."),
    "scoring.places": ("Le plus de marqueurs rapporte la première valeur de la bannière, le deuxième plus sa "
                       "deuxième valeur, et ainsi de suite."),
    "scoring.at-least-one-marker": "Seul un joueur qui a au moins un marqueur dans la région est pris en compte.",
    "scoring.player-cap": ("Les places payées sont limitées au nombre de joueurs moins un : à trois joueurs, seules "
                           "la première et la deuxième paient, et un troisième joueur présent n'a rien."),
    "scoring.dark-tower-example": ("Exemple de la règle : quatre joueurs avec 4, 3, 2 et 1 marqueurs à Dark Tower "
                                   "(5-4-2-1) marquent 5, 4, 2 et rien."),
    "scoring.markers-go-back": ("Après le décompte d'une région, chaque joueur reprend en réserve ses marqueurs qui "
                                "s'y trouvent, sauf un « noble » qui vient d'être créé."),
    "scoring.one-after-another": ("Les régions d'une manche sont décomptées l'une après l'autre : un « noble » posé "
                                  "dans une région déjà décomptée compte dans la suivante."),
    "ties.lowest-value": ("Des joueurs à égalité de marqueurs reçoivent tous la plus basse des valeurs des places "
                          "que couvre leur égalité."),
    "ties.two-for-most": ("Exemple de la règle : deux joueurs à égalité en tête à Dark Tower reçoivent chacun la "
                          "valeur de la deuxième place, 4."),
    "ties.lowest-placed-nothing": ("Des joueurs à égalité en bas peuvent tous ne rien recevoir, quand leur égalité "
                                   "couvre une place qui ne paie pas."),
    "ties.three-for-most": ("Exemple de la règle : trois joueurs à égalité en tête à Dark Tower reçoivent la valeur "
                            "de la troisième place, 2, à quatre joueurs, et rien à trois joueurs."),
    "nobles.sole-leader-places": ("Un joueur qui a plus d'influence que tous les autres dans une région décomptée y "
                                  "laisse un de ses marqueurs, blason visible, comme « noble »."),
    "nobles.count-one": ("Un « noble » compte comme un marqueur de son propriétaire quand sa région est de nouveau "
                         "décomptée."),
    "nobles.replace-old": ("Un nouveau « noble » remplace l'ancien de la région, qui est retiré (le texte français : "
                           "il retourne dans la réserve de son propriétaire)."),
    "nobles.tie-keeps-old": ("Quand des joueurs sont à égalité pour la plus forte influence, aucun « noble » n'est "
                             "posé et l'ancien reste."),
    "nobles.bonus": ("Après le décompte de l'influence d'une région, le propriétaire de son « noble » gagne un point "
                     "de bonus plus un pour chaque région reliée par des routes à travers une suite ininterrompue "
                     "de ses propres « nobles », dans toutes les directions."),
    "nobles.chain-roads": ("Les chaînes suivent les routes : Temple Ruins et Zin Kai's Deep touchent chacune trois "
                           "régions, toutes les autres deux."),
    "nobles.three-point-example": ("Exemple de la règle : prendre le « noble » de Dark Tower en ayant ceux de Temple "
                                   "Ruins et de Dragon's Lair rapporte trois points de bonus."),
    "king.next-region": ("Après le décompte, le roi avance à la région suivante, dans le sens des aiguilles d'une "
                         "montre, par la route."),
    "king.past-last-scored": ("Quand des « dragons » ont fait décompter plusieurs régions, le roi va à la région qui "
                              "suit la dernière décomptée."),
    "king.round-ends": ("La manche se termine ; les joueurs reprennent leurs cartes, sauf un « dragon » ou une "
                        "« sorcière » joués, qui quittent la partie."),
    "end.forty-points": ("Dès qu'une manche se termine avec un joueur à 40 points ou plus, la partie est "
                         "terminée."),
    "end.past-forty": ("Les scores au-delà de 40 continuent un nouveau tour de piste ; on ajoute 40 au score "
                       "final."),
    "end.final-scoring": ("Suit un décompte final : chaque région que la dernière manche n'a pas décomptée est "
                          "décomptée pour l'influence."),
    "end.final-no-nobles": ("Le décompte final ne crée aucun « noble » et ne paie aucun bonus, mais les « nobles » du "
                            "plateau comptent toujours comme influence."),
    "end.final-example": ("Exemple de la règle : quand la dernière manche a décompté les régions 7 et 3, le décompte "
                          "final prend les six autres (5, 2, 8, 1, 6, 4)."),
    "end.most-points": "Le plus haut total après le décompte final l'emporte.",
    "end.tie-most-nobles": ("Entre joueurs à égalité de points, celui qui a le plus de « nobles » à la fin "
                            "l'emporte."),
    "end.shared-victory": "Les joueurs encore à égalité partagent la victoire.",
    "permanent.nobles-stay": ("Un « noble » posé reste jusqu'à la fin de la partie ; le nouveau « noble » d'un autre "
                              "joueur se place à côté."),
    "permanent.one-per-player": ("Un joueur a au plus un « noble » dans une région ; la regagner ne pose rien de "
                                 "plus."),
    "permanent.every-noble-scores": ("Après le décompte d'une région, chaque « noble » qui s'y trouve rapporte à son "
                                     "propriétaire le bonus habituel."),
}
