"""Messages en français (syntax: referee.present.messages). Vocabulary and section names follow
the French text of the publisher's rulebook (« noble », stock, manche, bannière, décompte)."""

AND = " et "

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
    "step.regions.side-road": ("Le « Roi » est dans {king} ; {dragons} {dragons:« dragon » révélé|« dragons » révélés}, "
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
    "noble.full": "{leader} a le plus d'influence dans {region}, mais la région a déjà son nombre maximal de « nobles ».",
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
    "bonus.region-only": ("« Noble » de {player} dans {region} : {points} {points:point|points} de bonus ; "
                          "selon ces règles, le bonus ne compte que cette région, pas de chaîne."),
    "bonus.adjacent": ("« Noble » de {player} dans {region} : {points} points de bonus, {base} pour ce « noble "
                       "» + {others} pour les « nobles » de {player} dans {others:la région voisine|les régions voisines} "
                       "{neighbours} ; selon ces règles, le bonus ne compte que les voisines, pas toute la "
                       "chaîne."),
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
    "knight.why.reselection": "il fait partie d'une nouvelle sélection à la « sorcière » (arbitrage witch-reselect-knight = no-marker)",
    "knight.why.two-cards": "seulement deux cartes jouées (arbitrage knight-with-two-cards = no-marker)",
    "knight.why.after-non-region": "la carte avant lui n'est pas une carte « région » (arbitrage knight-after-non-region = {choice})",
    "knight.why.no-markers": "selon ces règles, le « chevalier » n'ajoute aucun marqueur",
    # -- referee rulings
    "rulings.intro": ("Arbitrages ouverts : questions que le texte de la règle laisse à un arbitre "
                      "(spec/{game}/rulings.toml).\nL'arbitre applique chaque valeur par défaut, sauf si "
                      "{inputs} donne \"rulings\",\nou une commande reçoit --ruling ID=CHOIX ; chaque sortie "
                      "nomme les arbitrages choisis."),
    "rulings.inputs.kings-road": "une position ou un enregistrement de partie",
    "rulings.inputs.kings-struggle": "un fichier de mains ou de plis",
    "rulings.inputs.kings-favor": "un fichier d'état",
    "rulings.default": "par défaut",
    # -- problèmes
    "problems.header": "{source} : {n} {n:problème|problèmes} :",
    "problems.error": "erreur",
    "problems.warning": "avertissement",
}

# The open rulings (spec/kings-road/rulings.toml) in French: the question and each alternative.
RULINGS = {
    "knight-after-non-region": {
        "question": ("La carte juste avant le « chevalier » n'est pas une carte « région » (par exemple Temple "
                     "Ruins, « dragon », « chevalier »), dans une première sélection comme dans la nouvelle "
                     "sélection d'un joueur à la « sorcière »."),
        "no-marker": "Le « chevalier » n'ajoute rien : il ne renforce qu'une carte « région » placée juste avant lui.",
        "last-region-card": "Le « chevalier » renforce la dernière carte « région » révélée par le joueur dans la manche, s'il y en a une.",
        "illegal": "Un enregistrement où le « chevalier » suit une carte qui n'est pas une carte « région » est refusé.",
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
        "question": "Un joueur à la « sorcière » peut-il choisir de nouveau les cartes que la « sorcière » a renvoyées en main ?",
        "allowed": "Toute carte en main peut être choisie, y compris les deux renvoyées.",
        "forbidden": "Les deux cartes renvoyées ne peuvent pas être choisies de nouveau pendant cette manche.",
    },
    "witch-reselect-dragon": {
        "question": "La nouvelle sélection d'un joueur à la « sorcière » peut-elle contenir son « dragon » (pas encore joué) ?",
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
