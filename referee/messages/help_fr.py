"""The command line's help in French: each English help text of the CLI (a command's docstring, an
option's help, as click cleans them) and its French. referee.cli.help_text gives a command these
when the help is asked for in French; tests/cli/test_help.py checks that every help text has its
translation here and that `--help --lang fr` holds no English.
"""

HELP = {
    "Referee for Reiner Knizia's King's Road: validate, score and explain positions.\n\nAlso the other games on the "
    "shelf: `referee struggle` (King's Struggle) and `referee favor`\n(King's Favor).":
        "Arbitre du jeu King's Road de Reiner Knizia : valide, décompte et explique des positions.\n\nAussi les "
        "autres jeux de l'étagère : `referee struggle` (King's Struggle) et `referee favor`\n(King's Favor).",
    "Show the version and exit.": "Affiche la version et s'arrête.",
    "Show this message and exit.": "Affiche ce message et s'arrête.",
    "Run the invariant catalogue on the standard rules and each --variant.\n\nPrints a table invariant "
    "x ruleset: PROVED (Z3: one region's scoring for every influence\nvalue, or a whole round for "
    "every legal position and cards, for every player count the\nrules allow) or VIOLATED with a "
    "counterexample (a position for `referee score`, a one-round\nrecord for `referee replay`). Exit 1 "
    "when a variant changes an invariant it does not\ndeclare in changes_invariants, when the standard "
    "rules break one, or when the referee\ndisagrees with the Z3 model. With --witness DIR, a smallest "
    "case for each change a variant\nmakes.":
        "Vérifie le catalogue d'invariants sur les règles standard et chaque --variant.\n\nAffiche un "
        "tableau invariant x jeu de règles : PROUVÉ (Z3 : le décompte d'une région pour toute influence,\nou "
        "une manche entière pour toute position et toutes cartes permises, pour chaque nombre de joueurs "
        "que les règles permettent) ou VIOLÉ\navec "
        "un contre-exemple (une position pour `referee score`, une partie d'une manche pour\n`referee "
        "replay`). Code de sortie 1 quand une variante change un invariant qu'elle n'annonce pas\ndans "
        "changes_invariants, quand les règles standard en violent un, ou quand l'arbitre et le modèle\nZ3 "
        "diffèrent. Avec --witness DOSSIER, un plus petit cas pour chaque changement d'une variante.",
    "Also check this variant (an id from spec/, or a variant .toml of your own). Repeatable.":
        "Vérifie aussi cette variante (un identifiant de spec/, ou votre propre fichier .toml). Répétable.",
    "Print the results as JSON.": "Affiche les résultats en JSON.",
    "Generated rounds checked per ruleset.": "Manches générées vérifiées par jeu de règles.",
    "Instead: search for a position whose scoring differs between the standard rules and this variant.":
        "À la place : cherche une position dont le décompte diffère entre les règles standard et cette variante.",
    "With --differ: what must differ, the points of one scoring or the winners of a game-ending round (Z3), or "
    "anything in whole games: game plays seeded random games under each ruleset and replays them round by round "
    "under the other, up to the first round that differs.":
        "Avec --differ : ce qui doit différer, les points d'un décompte ou les gagnants d'une manche qui termine la "
        "partie (Z3), ou quoi que ce soit dans des parties entières : game joue des parties aléatoires avec graine "
        "selon chaque jeu de règles et les rejoue manche par manche selon l'autre, jusqu'à la première manche qui "
        "diffère.",
    "With --differ --on game: seeded games searched under each ruleset.":
        "Avec --differ --on game : parties avec graine cherchées selon chaque jeu de règles.",
    "With --differ: write the position found here (atomically); with --on game, a one-round game record whose "
    "start is the position before the round that differs.":
        "Avec --differ : écrit ici la position trouvée (de façon atomique) ; avec --on game, un enregistrement "
        "d'une manche qui part de la position d'avant la manche qui diffère.",
    "With --differ: bound on each player's markers in the scored region.":
        "Avec --differ : plafond des marqueurs de chaque joueur dans la région décomptée.",
    "Instead: check the referee's region scoring on every multiset of influence 0..20 for 2-5 players (0..6 for more, "
    "where a variant allows them) and every banner shape, against a closed form, and whole rounds against the round "
    "model `referee check` proves things about: every selection of cards of one player from four positions, 1,000 "
    "drawn rounds (plain check draws 300), and 30 drawn rounds under each one-key change of the rules the spec allows "
    "(about 50).":
        "À la place : vérifie le décompte d'une région par l'arbitre sur chaque multiensemble d'influences 0..20 pour "
        "2 à 5 joueurs (0..6 pour plus, quand une variante le permet) et chaque forme de bannière, contre une formule "
        "fermée, et des manches entières contre le modèle de la manche sur lequel `referee check` prouve : chaque "
        "sélection de cartes d'un joueur depuis quatre positions, 1 000 manches tirées (la vérification simple en "
        "tire 300), et 30 manches tirées sous chaque changement d'une clé des règles que la spécification permet (une "
        "cinquantaine).",
    "Instead: run the engine's own code symbolically (CrossHair, through Hypothesis): region scoring and the sole "
    "leader against the closed form (2-4 players, influence 0..20, every banner shape), the card count against "
    "\"Choosing cards\", the King's path against the roads. PROVED (engine code) when every path within those "
    "bounds was explored; NOT EXHAUSTED claims nothing.":
        "À la place : exécute symboliquement le code même du moteur (CrossHair, par Hypothesis) : le décompte d'une "
        "région et le seul meneur contre la formule fermée (2 à 4 joueurs, influences 0..20, chaque forme de "
        "bannière), le nombre de cartes contre « Choisir des cartes », le chemin du Roi contre les routes. PROUVÉ "
        "(code du moteur) quand chaque chemin dans ces bornes a été exploré ; NON ÉPUISÉ n'affirme rien.",
    "With --variant: for every check a variant changes, write a smallest position or one-round record where its "
    "outcome differs from the standard rules' into DIR (created; refused when it already holds witnesses), each "
    "replayed under both rulesets, and say what changes.":
        "Avec --variant : pour chaque vérification qu'une variante change, écrit dans DOSSIER (créé ; refusé s'il "
        "contient déjà des témoins) une plus petite position ou un enregistrement d'une manche dont le résultat "
        "diffère de celui des règles standard, rejoué selon les deux jeux de règles, et dit ce qui change.",
    ("Prove every invariant with Z3 again, even where an earlier check of the same rules with the same code kept its "
     "proofs (the conformance run, generated rounds and anchors run every time)."):
        ("Refaire avec Z3 la preuve de chaque invariant, même quand une vérification antérieure des mêmes règles avec "
         "le même code a gardé ses preuves (la conformité, les manches générées et les ancrages sont refaits à chaque "
         "fois)."),
    "No progress on stderr.": "Pas de progression sur la sortie d'erreur.",
    "Language of the text output: en or fr (default: French when the locale is French, else English).":
        "Langue de la sortie texte : en ou fr (par défaut : le français quand la locale est française, sinon "
        "l'anglais).",
    "kings-struggle: check King's Struggle scoring instead (best split against an exhaustive search and a Z3 "
    "optimum, monotonicity, tie-break), under every scoring ruling.":
        "kings-struggle : vérifie à la place le décompte de King's Struggle (meilleur découpage contre une recherche "
        "exhaustive et un optimum Z3, monotonie, départage), sous chaque arbitrage de décompte.",
    "Play GAMES games under each RULESET and compare how they play, with 95% intervals.\n\nRULESET: `standard`, a "
    "variant id (permanent-nobles), a variant .toml file, or several\njoined by '+'. The first ruleset is the "
    "baseline the others are tested against.":
        "Joue GAMES parties selon chaque RULESET et compare leur déroulement, avec des intervalles à 95 %.\n\n"
        "RULESET : `standard`, un identifiant de variante (permanent-nobles), un fichier .toml de variante, ou "
        "plusieurs\njoints par '+'. Le premier jeu de règles est la référence à laquelle les autres sont comparés.",
    "Players per game (2-5 under the standard rules; each ruleset's [game] min_players..max_players).":
        "Joueurs par partie (2 à 5 selon les règles standard ; le [game] min_players..max_players de chaque jeu de "
        "règles).",
    "Games per ruleset.": "Parties par jeu de règles.",
    "Seed: the same seed gives the same numbers.": "Graine : la même graine donne les mêmes nombres.",
    "Worker processes (default: one per core). The numbers do not depend on it.":
        "Processus de travail (par défaut : un par cœur). Les nombres n'en dépendent pas.",
    "Agent per seat: random, greedy, search or mcts (mcts:N: N playouts per decision, default 1000); one name for "
    "every seat, or one per seat; seats rotate from game to game.":
        "Agent par place : random, greedy, search ou mcts (mcts:N : N parties simulées par décision, 1000 par "
        "défaut) ; un nom pour toutes les places, ou un par place ; les places tournent d'une partie à l'autre.",
    "Print the comparison as JSON.": "Affiche la comparaison en JSON.",
    "Also write a self-contained HTML report with charts.":
        "Écrit aussi un rapport HTML autonome avec des graphiques.",
    "Replay K sampled games of each ruleset with the reference engine; exit 1 on a difference.":
        "Rejoue K parties tirées de chaque jeu de règles avec le moteur de référence ; code de sortie 1 à la "
        "première différence.",
    "batch: the compiled simulator (needs numba); reference: the reference engine (slow).":
        "batch : le simulateur compilé (demande numba) ; reference : le moteur de référence (lent).",
    "Stop a game that has not ended after this many rounds (counted as unfinished).":
        "Arrête une partie qui n'est pas finie après ce nombre de manches (comptée comme inachevée).",
    "No notices or progress on stderr.": "Ni remarques ni progression sur la sortie d'erreur.",
    "local: worker processes on this machine; ray: the tasks of a Ray cluster (the `cluster` extra), the same "
    "numbers for the same seed.":
        "local : des processus sur cette machine ; ray : les tâches d'une grappe Ray (l'option `cluster`), les "
        "mêmes nombres pour la même graine.",
    "With --backend ray: the cluster to join (default: $RAY_ADDRESS, else a local Ray).":
        "Avec --backend ray : la grappe à rejoindre (par défaut : $RAY_ADDRESS, sinon un Ray local).",
    "Choose an alternative for an open ruling (see `referee rulings`), e.g. "
    "knight-after-non-region=last-region-card. Repeatable.":
        "Choisit une option pour un arbitrage ouvert (voir `referee rulings`), par exemple "
        "knight-after-non-region=last-region-card. Répétable.",
    "Banner values of your printing, e.g. \"Temple Ruins=3,2,1\". Repeatable.":
        "Valeurs des bannières de votre édition, par exemple \"Temple Ruins=3,2,1\". Répétable.",
    "King's Favor: where a roll can take a piece on your board, and what landing there does.":
        "King's Favor : où un lancer peut mener un pion sur votre plateau, et ce que fait l'arrivée sur la case.",
    "List every space PLAYER may end on after moving N, and why.\n\nBOARD is a board file "
    "(spec/kings-favor/board.schema.json), STATE a state file (each\nplayer's space and Treasures, the Treasures "
    "left); either may be '-' for stdin.":
        "Liste chaque case où PLAYER peut s'arrêter après N pas, et pourquoi.\n\nBOARD est un fichier de plateau "
        "(spec/kings-favor/board.schema.json), STATE un fichier d'état (la case\net les Trésors de chaque joueur, "
        "les Trésors restants) ; l'un ou l'autre peut être '-' pour l'entrée standard.",
    "Whose piece moves.": "Le pion de qui se déplace.",
    "The die roll (1-6), or with --card-of the spaces the card moves (1-100).":
        "Le lancer du dé (1 à 6), ou avec --card-of les cases que la carte fait avancer (1 à 100).",
    "The move is made by an Ability card NAME used, not by a die roll (decides which landing-on-a-player case "
    "applies).":
        "Le déplacement vient d'une carte Capacité NAME jouée, non d'un lancer de dé (décide quel cas d'arrivée "
        "sur un joueur s'applique).",
    "Print every option as JSON.": "Affiche chaque possibilité en JSON.",
    "Choose an alternative for an open ruling (see `referee rulings --game ...`). Repeatable; laid over the "
    "file's \"rulings\".":
        "Choisit une option pour un arbitrage ouvert (voir `referee rulings --game ...`). Répétable ; s'ajoute "
        "aux \"rulings\" du fichier.",
    "Play every pair of AGENTS under RULESET (default: standard) and rank them.\n\nEach pair plays GAMES games, "
    "its two agents alternating seats (A, B, A, B), the seats\nrotating from game to game; the ratings are "
    "Bradley-Terry strengths on the Elo scale, the\nfirst agent listed at 0, with 95% intervals.":
        "Fait jouer chaque paire d'AGENTS selon RULESET (par défaut : standard) et les classe.\n\nChaque paire "
        "joue GAMES parties, ses deux agents en places alternées (A, B, A, B), les places\ntournant d'une partie à "
        "l'autre ; les classements sont des forces de Bradley-Terry sur l'échelle Elo, le\npremier agent nommé à "
        "0, avec des intervalles à 95 %.",
    "The agents to rank: two or more of random, greedy, search and mcts (or mcts:N), each once.":
        "Les agents à classer : au moins deux parmi random, greedy, search et mcts (ou mcts:N), chacun une fois.",
    "Players per game, an even number within the ruleset's [game] min_players..max_players: the seats alternate "
    "between the pair's two agents.":
        "Joueurs par partie, un nombre pair dans le [game] min_players..max_players du jeu de règles : les places "
        "alternent entre les deux agents de la paire.",
    "Games per pair.": "Parties par paire.",
    "batch: the compiled simulator (needs numba); reference: the reference engine. A pair with a search or mcts "
    "agent always plays on the reference engine.":
        "batch : le simulateur compilé (demande numba) ; reference : le moteur de référence. Une paire avec un "
        "agent search ou mcts joue toujours avec le moteur de référence.",
    "Print the ladder as JSON.": "Affiche le classement en JSON.",
    "Also write a self-contained HTML page with the rating chart.":
        "Écrit aussi une page HTML autonome avec le graphique du classement.",
    "Draw the position in FILE (a position JSON; '-' reads stdin) as a picture of the board.":
        "Dessine la position de FILE (une position JSON ; '-' lit l'entrée standard) sur une image du plateau.",
    "Write the picture here (atomically); without it the SVG goes to standard output.":
        "Écrit l'image ici (de façon atomique) ; sans cela le SVG va sur la sortie standard.",
    "Write a PNG instead of an SVG (needs the cairosvg package; implied by an -o name ending in .png).":
        "Écrit un PNG au lieu d'un SVG (demande le paquet cairosvg ; implicite pour un nom -o finissant par "
        ".png).",
    "Score the round first and draw the resulting position, marking the regions scored.":
        "Décompte d'abord la manche et dessine la position obtenue, en marquant les régions décomptées.",
    "Apply a rule variant: an id such as permanent-nobles, or a path to a variant .toml. Repeatable.":
        "Applique une variante : un identifiant comme permanent-nobles, ou le chemin d'un fichier .toml de "
        "variante. Répétable.",
    "Replay the game record FILE round by round and print the score sheet ('-' reads stdin).":
        "Rejoue l'enregistrement de partie FILE manche par manche et affiche la feuille de marque ('-' lit "
        "l'entrée standard).",
    "Print the score sheet (or the --until position) as JSON.":
        "Affiche la feuille de marque (ou la position de --until) en JSON.",
    "Stop after round N and print the position in the format `referee score` reads.":
        "S'arrête après la manche N et affiche la position dans le format que lit `referee score`.",
    "With --until N: stop once round N's cards are resolved, before it is scored.":
        "Avec --until N : s'arrête une fois les cartes de la manche N résolues, avant son décompte.",
    "List every problem in the record and carry on where possible.":
        "Liste chaque problème de l'enregistrement et continue quand c'est possible.",
    "Also write the output (sheet or position JSON) here, atomically.":
        "Écrit aussi la sortie (feuille ou position JSON) ici, de façon atomique.",
    "Also write a self-contained HTML report: score sheet, score chart, board after each round.":
        "Écrit aussi un rapport HTML autonome : feuille de marque, courbe des scores, plateau après chaque manche.",
    "Print the effective rules of a ruleset (the standard rules, or with --variant), one key a line.\n\nKeys and "
    "values are the spec's own (English identifiers); the headings and, with --diff, each\nkey's description are "
    "in --lang.":
        "Affiche les règles en vigueur d'un jeu de règles (les règles standard, ou avec --variant), une clé par "
        "ligne.\n\nLes clés et les valeurs sont celles de la spécification (identifiants anglais) ; les titres et, "
        "avec --diff, la\ndescription de chaque clé sont dans la langue de --lang.",
    "List exactly what ruleset B changes from A; each is `standard`, a variant id or a variant .toml.":
        "Liste exactement ce que le jeu de règles B change par rapport à A ; chacun est `standard`, un identifiant "
        "de variante ou un fichier .toml de variante.",
    "Print the rules (or the differences) as JSON.": "Affiche les règles (ou les différences) en JSON.",
    "Print the spec reference page (docs/spec-reference.md, in English) instead.":
        "Affiche à la place la page de référence de la spécification (docs/spec-reference.md, en anglais).",
    "List every open ruling with its default, its alternatives and the rulebook sections.":
        "Liste chaque arbitrage ouvert avec son choix par défaut, ses options et les sections de la règle.",
    "Print the rulings (or the clause map) as JSON.": "Affiche les arbitrages (ou la carte des clauses) en JSON.",
    "Whose register: King's Road, King's Struggle or King's Favor.":
        "Le registre de quel jeu : King's Road, King's Struggle ou King's Favor.",
    "Instead: the rulebook clause map (spec/kings-road/clauses.toml), every clause of the rulebook paraphrased by "
    "section, with its spec keys, engine functions, invariants, rulings and tests.":
        "À la place : la carte des clauses de la règle (spec/kings-road/clauses.toml), chaque clause de la règle "
        "paraphrasée par section, avec ses clés de spécification, fonctions du moteur, invariants, arbitrages et "
        "tests.",
    "Score the round in FILE (a position JSON; '-' reads stdin) and explain every point.\n\nOr, without a file: "
    "--region REGION NAME=COUNT ... scores that one region.":
        "Décompte la manche de FILE (une position JSON ; '-' lit l'entrée standard) et explique chaque point.\n\n"
        "Ou, sans fichier : --region REGION NOM=NOMBRE ... décompte cette seule région.",
    "Print the outcome as JSON.": "Affiche le résultat en JSON.",
    "Write the resulting position here (atomically).": "Écrit ici la position obtenue (de façon atomique).",
    "Allow --out to replace the input file.": "Autorise --out à remplacer le fichier d'entrée.",
    "Quick entry, no file: score this one region from NAME=COUNT pairs, e.g. --region \"Dark Tower\" Jen=4 "
    "Phil=3 Chris=2 Simon=1.":
        "Saisie rapide, sans fichier : décompte cette seule région à partir de paires NOM=NOMBRE, par exemple "
        "--region \"Dark Tower\" Jen=4 Phil=3 Chris=2 Simon=1.",
    "Quick entry: the number of players (adds anonymous players up to N).":
        "Saisie rapide : le nombre de joueurs (ajoute des joueurs anonymes jusqu'à N).",
    "Quick entry: NAME holds a Noble in the region. Repeatable (Permanent Nobles).":
        "Saisie rapide : NOM possède un « noble » dans la région. Répétable (Nobles permanents).",
    "Quick entry: a player's score before this scoring. Repeatable.":
        "Saisie rapide : le score d'un joueur avant ce décompte. Répétable.",
    "Play seeded random legal games, write their records and print summary statistics.":
        "Joue des parties aléatoires permises avec graine, écrit leurs enregistrements et affiche des statistiques.",
    "Seed of the random number generator.": "Graine du générateur de nombres aléatoires.",
    "Number of games.": "Nombre de parties.",
    "Players per game (2-5 under the standard rules; the spec's [game] min_players..max_players).":
        "Joueurs par partie (2 à 5 selon les règles standard ; [game] min_players..max_players de la "
        "spécification).",
    "Write each game's record here as game-NNNN.json.":
        "Écrit ici l'enregistrement de chaque partie sous le nom game-NNNN.json.",
    "Stop a game that has not ended after this many rounds.":
        "Arrête une partie qui n'est pas finie après ce nombre de manches.",
    "Print the summary statistics as JSON.": "Affiche les statistiques en JSON.",
    "King's Struggle (Robert Burke): end-of-game scores and tricks.":
        "King's Struggle (Robert Burke) : scores de fin de partie et plis.",
    "Score the collected cards and gold in FILE ('-' reads stdin) and name the winners.\n\nFILE: {\"players\": "
    "{\"Ann\": {\"gold\": 17, \"cards\": [8, 8, 8, 3, 4, 5, 6, 1, 1]}, ...}}.\nEach player's cards are split into "
    "runs, sets and singles in the way worth the most points.":
        "Décompte les cartes et l'or ramassés de FILE ('-' lit l'entrée standard) et nomme les gagnants.\n\nFILE : "
        "{\"players\": {\"Ann\": {\"gold\": 17, \"cards\": [8, 8, 8, 3, 4, 5, 6, 1, 1]}, ...}}.\nLes cartes de "
        "chaque joueur sont découpées en suites, séries et cartes seules de la façon qui rapporte le plus.",
    "Print scores, winners and each player's groups as JSON.":
        "Affiche les scores, les gagnants et les groupes de chaque joueur en JSON.",
    "Resolve the trick in FILE ('-' reads stdin): equal powers discarded, highest remaining wins.\n\nFILE: "
    "{\"cards\": [{\"player\": \"Ann\", \"rank\": 7, \"modifier\": 2}, ...]}, in playing order from\nthe leader "
    "to the left; \"power\" (the modified power) may replace \"modifier\".":
        "Résout le pli de FILE ('-' lit l'entrée standard) : les forces égales sont écartées, la plus haute qui "
        "reste gagne.\n\nFILE : {\"cards\": [{\"player\": \"Ann\", \"rank\": 7, \"modifier\": 2}, ...]}, dans "
        "l'ordre de jeu depuis\nl'entameur vers la gauche ; \"power\" (la force modifiée) peut remplacer "
        "\"modifier\".",
    "Print the trick's result as JSON.": "Affiche le résultat du pli en JSON.",
    "Check the position in FILE without scoring it; list every problem found (exit 2 if any error).":
        "Vérifie la position de FILE sans la décompter ; liste chaque problème trouvé (code de sortie 2 s'il y a "
        "une erreur).",
    "Print the problems as JSON.": "Affiche les problèmes en JSON.",
    "Serve the referee's page (tap a position in, read the ruling) and its HTTP API (/docs).\n\n"
    "The page and the API read and write no file; Ctrl-C stops the server.":
        "Sert la page de l'arbitre (saisir une position en touchant le plateau, lire l'arbitrage) et son API "
        "HTTP (/docs).\n\nLa page et l'API ne lisent ni n'écrivent aucun fichier ; Ctrl-C arrête le serveur.",
    "Address to listen on; 0.0.0.0 lets phones on the same network open the page (with a warning).":
        "Adresse d'écoute ; 0.0.0.0 permet aux téléphones du même réseau d'ouvrir la page (avec un "
        "avertissement).",
    "Port to listen on.": "Port d'écoute.",
}


# click's own words around the help; a heading is followed by click's colon, so it ends with the
# space French puts before it
WORDS = {"Usage: ": "Utilisation : ", "Options": "Options ", "Commands": "Commandes ", "default": "par défaut",
         "required": "obligatoire"}
