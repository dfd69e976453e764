# Français. Machine-made translation: corrections welcome (see locales/README.md).

konane = konane
    .description = Jouez au Kōnane, le jeu de sauts hawaïen.
konane-challenge = défier
    .description = Défiez quelqu'un, n'importe qui ou le bot ; la partie a son propre fil.
    .opponent = adversaire
    .opponent-description = Contre qui (laissez vide pour que n'importe qui accepte)
    .size = taille
    .size-description = Taille du plateau, p. ex. 8x8 (standard) ou 6x6
    .opening = ouverture
    .opening-description = Quels pions Noir peut retirer pour ouvrir
    .jumps = sauts
    .jumps-description = Si un saut multiple peut tourner
    .colour = couleur
    .colour-description = Votre couleur
    .level = niveau
    .level-description = La force du bot, de 1 à 5, quand vous défiez le bot
    .rated = classée
    .rated-description = Classée ou amicale (vide : réglage du serveur ; sous 6x6, toujours amicale)
    .position = position
    .position-description = Partir d’une position après l’ouverture : rangées séparées par /, puis b ou w au trait
    .record = partie
    .record-description = Ou reprendre la fin d’une partie jointe (.txt, p. ex. de /konane export)
    .time = cadence
    .time-description = En direct à la pendule : minutes chacun + secondes par coup, p. ex. 3+2 (vide : par correspondance)
konane-accept = accepter
    .description = Acceptez le défi qui vous attend dans ce salon.
konane-decline = refuser
    .description = Refusez le défi qui vous attend dans ce salon.
konane-cancel = annuler
    .description = Retirez votre défi dans ce salon.
konane-move = jouer
    .description = Jouez votre coup, p. ex. d5 (un retrait) ou b5-d5-f5 (un saut).
    .move = coup
    .move-description = Votre coup : une case à vider, ou un saut comme d5-f5
konane-board = plateau
    .description = Affichez le plateau de la partie de ce salon.
    .text = texte
    .text-description = En grille de texte, pour les lecteurs d'écran (vous seul la voyez)
konane-resign = abandonner
    .description = Abandonnez la partie de ce salon.
konane-abort = interrompre
    .description = Interrompez une partie : un joueur avant que les deux aient joué, ou un modérateur.
    .game = partie
    .game-description = Numéro de partie (modérateurs : toute partie ou tout défi du serveur)
konane-leaderboard = classement
    .description = Le tableau de la saison en cours (s'il y en a une), ou les classements de ce serveur.
    .page = page
    .page-description = Page
    .season = saison
    .season-description = Le numéro d'une saison passée, ou all-time pour les classements
    .scope = portée
    .scope-description = Le classement de ce serveur, ou le classement mondial des joueurs qui ont choisi d'y figurer
konane-stats = statistiques
    .description = Le classement et le bilan d'un joueur sur ce serveur.
    .user = joueur
    .user-description = De qui (vous si vide)
konane-history = historique
    .description = Les parties terminées d'un joueur sur ce serveur.
    .user = joueur
    .user-description = De qui (vous si vide)
konane-replay = revoir
    .description = Une rediffusion animée d'une partie, avec sa notation.
    .game = partie
    .game-description = Numéro de partie (vide : la partie de ce salon)
konane-hint = indice
    .description = Un coup suggéré, en privé : contre moi, et dans les parties terminées.
    .game = partie
    .game-description = Numéro de partie (vide : celle de ce salon, ou votre dernière)
    .before_move = avant_coup
    .before_move-description = Dans une partie terminée, le numéro du coup : 12 pour le 12e de Noir, 12... pour Blanc
konane-analyze = analyser
    .description = Pour une partie terminée : les coups qui ont changé une position gagnée en perdue.
    .game = partie
    .game-description = Numéro d'une partie terminée (vide : votre dernière)
konane-puzzle = problème
    .description = Le problème du jour : trouvez le seul coup gagnant, puis continuez à gagner.
konane-puzzle-today = jour
    .description = Affichez le problème du jour (vous seul le voyez) ou où en est votre essai.
konane-puzzle-answer = répondre
    .description = Répondez au problème du jour par un coup (vous seul voyez la réponse).
    .move = coup
    .move-description = Votre coup, comme d5-f5
konane-puzzle-leaderboard = classement
    .description = Les meilleurs solveurs du serveur : le plus de problèmes résolus, puis la plus longue série.
    .page = page
    .page-description = Page
konane-rules = règles
    .description = Comment jouer au Kōnane, avec le plateau de départ.
konane-notify = notifier
    .description = Vos avis de tour aussi en message privé : votre coup, le rappel, une défaite au temps.
    .dm = mp
    .dm-description = Me prévenir aussi en message privé (désactivé par défaut)
konane-profile = profil
    .description = Votre profil d'un serveur à l'autre : si le classement mondial vous affiche.
    .listed = affiché
    .listed-description = M'afficher dans le classement mondial (désactivé par défaut)
konane-settings = konane-paramètres
    .description = Paramètres du serveur pour les parties de Kōnane (Gérer le serveur uniquement).
    .turn_limit = délai_coup
    .turn_limit-description = Temps de chaque joueur par coup, p. ex. 72h ou 1d
    .size = taille
    .size-description = Taille de plateau par défaut, p. ex. 8x8
    .opening = ouverture
    .opening-description = Ouverture par défaut
    .jumps = sauts
    .jumps-description = Règle de saut multiple par défaut
    .allow_channel = autoriser_salon
    .allow_channel-description = Autoriser les parties dans ce salon (les limite aux salons autorisés)
    .disallow_channel = interdire_salon
    .disallow_channel-description = Ne plus autoriser les parties dans ce salon
    .threads = fils
    .threads-description = Chaque partie a son propre fil (activé par défaut)
    .rated = classée
    .rated-description = Si les défis sont classés sauf mention contraire (jamais sous 6x6)
    .max_challenges = max_défis
    .max_challenges-description = Défis ouverts à la fois par membre (3 par défaut)
    .max_games = max_parties
    .max_games-description = Parties à la fois par membre (10 par défaut)
    .rechallenge_wait = attente_défi
    .rechallenge_wait-description = Attente avant de redéfier quelqu'un qui n'a pas accepté, p. ex. 10m (0s : aucune)
    .vacation_days = jours_vacances
    .vacation_days-description = Jours de vacances par membre et par an (14)
    .language = langue
    .language-description = La langue des messages publics (plateaux, résultats) ; par défaut celle du serveur
    .tournament_role = rôle_tournois
    .tournament_role-description = Qui d'autre que Gérer le serveur peut diriger des tournois (@everyone : personne d'autre)
    .tournament_forum = forum_tournois
    .tournament_forum-description = Un forum où publier chaque tournoi, étiqueté selon son état (un salon texte : des fils)

choice-centre-or-corner = centre-ou-coin
choice-centre = centre
choice-any = libre
choice-straight = droit
choice-turning = tournant
choice-black = noir
choice-white = blanc
choice-random = au-hasard
choice-on = oui
choice-off = non
choice-server = la langue du serveur
choice-this-server = ce serveur
choice-global = mondial
choice-en-US = English
choice-de = Deutsch
choice-es-ES = Español
choice-fr = Français
choice-ja = 日本語
choice-pt-BR = Português (Brasil)
choice-zh-CN = 简体中文

# Mots utilisés dans d'autres messages.
colour-black = noir
colour-white = blanc
player-black = Noir
player-white = Blanc
list-or = {" "}ou{" "}
duration-part = { $unit ->
    [d] { $count } j
    [h] { $count } h
    [m] { $count } min
   *[s] { $count } s
}
duration-two-parts = { $first } { $second }
outcome = { $reason ->
    [no-moves] { $winner } gagne : { $loser } n'a plus de coup
    [resignation] { $winner } gagne : { $loser } a abandonné
    [adjudication] { $winner } gagne : partie arbitrée à l’échéance du tournoi
   *[timeout] { $winner } gagne : { $loser } a dépassé le temps
}
variant = plateau { $size }, { $opening ->
    [centre] ouverture au centre
    [any] ouverture libre
   *[centre-or-corner] ouverture au centre ou dans un coin
}, { $jumps ->
    [turning] sauts tournants
   *[straight] sauts droits
}

# Le message du plateau.
game-over = **Partie terminée :** { $reason ->
    [no-moves] { $loser } n'a plus de coup : { $winner } gagne.
    [resignation] { $winner } gagne (abandon).
    [adjudication] { $winner } gagne (arbitrage à l’échéance).
   *[timeout] { $winner } gagne (au temps).
}
casual-ratings-unchanged = Partie amicale : classements inchangés.
rating-change = { $player } : { $before } → { $after } ({ $change })
to-move = Au tour de { $player } ({ $colour ->
    [black] noir
   *[white] blanc
}).
clocks = ⏱ { $control }: ⚫ { $black } · ⚪ { $white }
time-runs-out = Le temps s'écoule { $when }.
how-to-move = Nouveau ? Choisissez votre coup dans le menu sous le plateau, ou tapez `/konane { konane-move }` (il propose vos coups légaux). `/konane { konane-rules }` explique le jeu ; `/konane { konane-abort }` arrête une partie lancée par erreur avant que vous ayez joué tous les deux.
any-move = Choisissez un pion, puis son coup, dans le menu ; ou tapez `/konane { konane-move }`, qui accepte tout coup.
result-notice = Partie n°{ $game } ({ $rated ->
    [yes] classée
   *[no] amicale
}, { $size }) dans { $channel } : { $winner } a battu { $loser } ({ $reason ->
    [no-moves] plus de coup
    [resignation] abandon
    [adjudication] arbitrage
   *[timeout] au temps
}).
button-rematch = Revanche
button-resign = Abandonner
button-accept = Accepter
button-decline = Refuser
button-confirm-resign = Oui, abandonner

# Le plateau en mots (texte alternatif pour les lecteurs d'écran).
alt-board = Plateau de Kōnane, { $size }. { $black } (noir) a { $black-stones ->
    [one] 1 pion
   *[other] { $black-stones } pions
}, { $white } (blanc) { $white-stones }.
alt-last-move = Dernier coup { $move }.
alt-to-move = Au tour de { $name } ({ $colour ->
    [black] noir
   *[white] blanc
}), { $moves ->
    [one] 1 coup légal
   *[other] { $moves } coups légaux
}.
alt-to-move-many = Au tour de { $name } ({ $colour ->
    [black] noir
   *[white] blanc
}), { $moves ->
    [one] { $moves } coup légal ou plus.
   *[other] { $moves } coups légaux ou plus.
}

# La légende au-dessus du plateau.
caption-to-move = au tour de { $player }
caption-to-remove = { $player } retire un pion
# The solver's verdict on a board, when it proves one: who wins with perfect play.
proven-winner = { $colour ->
    [black] Prouvé : Noir gagne
   *[white] Prouvé : Blanc gagne
}
caption-player = { $name } ({ $colour })
caption-stones = { $count ->
    [one] 1 pion
   *[other] { $count } pions
}

# Le menu des coups sous le plateau.
menu-stone = { $square } : { $moves ->
    [one] 1 coup
   *[other] { $moves } coups
}
menu-stone-many = { $square } : { $moves }+ coups
menu-more-stones = Plus de pions…
menu-more-moves = Plus de coups…
menu-pick-stone = Au tour de { $colour ->
    [black] Noir
   *[white] Blanc
} : choisissez un pion
menu-pick-move = Au tour de { $colour ->
    [black] Noir
   *[white] Blanc
} : choisissez un coup
menu-moves-of = Coups de { $square }
menu-pick-the-move = Choisissez le coup :
move-remove = retirer { $move }
move-captures = { $move } (prend { $count })

# Réponses en jeu.
accepted = { $player } a accepté : { $black } joue noir, { $white } joue blanc.
declined = { $player } a refusé le défi de { $challenger }.
resigned = { $player } a abandonné.
resign-confirm = Abandonner cette partie ? Votre adversaire gagne.
withdrew = { $player } a retiré le défi.
rematch-begins = Revanche ! La partie commence.
rematch-asked = { $opponent }, { $player } demande une revanche (couleurs inversées).
played = { $player } a joué `{ $move }`.
played-capturing = { $player } a joué `{ $move }` en prenant { $count ->
    [one] 1 pion
   *[other] { $count } pions
}.
bot-played = J'ai joué `{ $move }`.
bot-played-capturing = J'ai joué `{ $move }` en prenant { $count ->
    [one] 1 pion
   *[other] { $count } pions
}.
bot-cannot-think = Je n'ai pas pu réfléchir à l'instant ; je jouerai dès que possible.
board-last-move = Dernier coup : `{ $move }`.
board-just-begun = La partie vient de commencer.
challenge-waiting = un défi attend une réponse ici ; le plateau apparaît dès qu'il est accepté
not-a-person = c'est un bot ; défiez une personne
playing-the-bot = { $player } joue contre moi au niveau { $level } (amicale) : la partie commence.
challenge-expires = Le défi expire { $when }.
challenge-set-up = Elle part d’une position préparée, { $colour ->
    [black] Noir
   *[white] Blanc
} au trait, et n’est jamais classée.
colour-plays = { $player } joue { $colour ->
    [black] noir
   *[white] blanc
}
colour-random = couleur tirée au sort
challenge-to = { $opponent }, { $player } vous défie à une partie { $rated ->
    [yes] classée
   *[no] amicale
} de Kōnane : { $variant } ({ $colour }).
challenge-open = { $player } propose à tous une partie { $rated ->
    [yes] classée
   *[no] amicale
} de Kōnane : { $variant } ({ $colour }). Le premier à appuyer sur Accepter joue.
challenge-headline = { $player } défie { $opponent } à une partie { $rated ->
    [yes] classée
   *[no] amicale
} de Kōnane : { $variant }.
challenge-anyone = tout le monde
challenge-in-thread = La partie se joue dans { $thread }.
aborted = { $player } a annulé { $what ->
    [game] la partie
   *[challenge] le défi
} n°{ $game }. Rien n'est classé.
aborted-by-moderator = Annulé par le modérateur { $player } : { $what ->
    [game] partie
   *[challenge] défi
} n°{ $game } ({ $players }). Rien n'est classé.
players-versus = {" "}contre{" "}
no-thread-here = Je ne peux pas créer de fils dans ce salon (il me faut les permissions Créer des fils publics et Envoyer des messages dans les fils), donc cette partie se joue ici. Un admin du serveur peut les accorder, ou désactiver les fils avec `/{ konane-settings } { konane-settings.threads }:False`.
thread-refused = Discord n'a pas voulu créer de fil pour cette partie ici, donc elle se joue dans ce salon. Lancez le défi depuis un salon textuel pour que la partie ait son propre fil.

# Boutons et menus.
servers-only = Cela ne marche que sur un serveur : les messages privés n'ont ni réglages de serveur, ni tournois, ni problèmes.
bot-not-in-server = Je ne suis pas membre de ce serveur, seulement une application qu'un membre a installée : je ne peux ni publier ni changer les réglages ici. Un administrateur peut m'ajouter au serveur pour cela.
bot-dm-plays-me = Dans nos messages privés, vous pouvez jouer contre moi : défiez-moi comme adversaire. Pour jouer avec un ami, utilisez la commande dans votre conversation privée avec lui.
answers-kept-private = Ce serveur garde privées les réponses des applications installées par les membres (votre permission Utiliser des applications externes est désactivée) : votre adversaire ne verrait pas le plateau. Jouez en message privé, ou demandez à un administrateur de m'ajouter au serveur.
challenge-not-open = ce défi n'est plus ouvert
pick-from-menu = choisissez un coup dans le menu
choice-gone = ce choix n'est plus sur le plateau ; tapez plutôt `/konane { konane-move }`
game-over-last-board = Cette partie est terminée ; son dernier plateau : { $link }
game-over-plain = Cette partie est terminée.
board-out-of-date-link = Ce plateau n'est plus à jour. Voici celui de la partie : { $link }
board-out-of-date = Ce plateau n'est plus à jour : la partie a avancé. `/konane { konane-board }` le montre maintenant.

# Rappels, défaites au temps, expirations et leurs messages privés.
reminder = { $player }, c'est à vous de jouer dans la partie n°{ $game } ; votre temps s'écoule { $when }.{ $board }
reminder-dm = C'est à vous de jouer dans la partie de Kōnane n°{ $game } ; votre temps s'écoule { $when }.{ $board }
board-sentence = {" "}Le plateau : { $link }
ran-out-of-time = { $player } a dépassé le temps.
forfeit-by-withdrawal = { $player } a abandonné le tournoi : cette partie est perdue par forfait.
adjudicated-at-deadline = Cette partie a atteint l’échéance du tournoi et a été arbitrée.
decided-dm = Partie de Kōnane n°{ $game } : { $outcome }.{ $board }
forfeit-dm = Partie de Kōnane n°{ $game } : { $won ->
    [yes] votre adversaire a dépassé le temps : vous gagnez
   *[no] vous avez dépassé le temps et perdu
}.{ $board }
your-move-dm = C'est à vous de jouer dans la partie de Kōnane n°{ $game } : { $link }
challenge-expired = Le défi de { $player } à { $opponent } a expiré.
open-challenge-expired = Le défi ouvert de { $player } a expiré : personne ne l'a accepté.
back-to-our-game = Reprenons notre partie :

# Refus : chacun dit quoi faire à la place.
error-internal = un problème est survenu de notre côté ; veuillez réessayer
error-unavailable = Je n'atteins pas la base de données du jeu pour l'instant, donc rien n'a été fait (aucun coup joué) ; réessayez dans une minute
error-no-game-here = il n'y a pas de partie dans ce salon ; commencez-en une avec un défi
error-no-challenge-here = il n'y a pas de défi ouvert dans ce salon
error-channel-busy = une partie ou un défi est déjà ouvert dans ce salon ; terminez-le d'abord, ou jouez dans un autre salon ou fil
error-self-challenge = vous ne pouvez pas vous défier vous-même ; choisissez quelqu'un d'autre, ou défiez le bot
error-channel-not-allowed = les parties ne sont pas autorisées dans ce salon ; demandez à un admin du serveur de l'autoriser dans les réglages
term-error-channel-not-allowed = les parties ne sont pas autorisées dans ce salon ; autorisez-le avec `settings allow SALON`
error-not-your-challenge = ce défi est pour { $player } ; seule cette personne peut l'accepter ou le refuser
error-not-challenger = seul l'auteur du défi peut l'annuler ; vous pouvez le refuser
error-own-challenge = c'est votre propre défi ; attendez que quelqu'un l'accepte, ou annulez-le
error-open-challenge = ce défi est ouvert à tous, donc personne ne peut le refuser ; il reste jusqu'à ce que quelqu'un l'accepte, que son auteur l'annule ou qu'il expire
error-too-many-challenges = vous avez déjà { $count ->
    [one] 1 défi ouvert
   *[other] { $count } défis ouverts
} sur ce serveur, le maximum permis ; annulez-en un, ou attendez une réponse
term-error-too-many-challenges = vous avez déjà { $count ->
    [one] 1 défi ouvert
   *[other] { $count } défis ouverts
} ici, le maximum permis ; annulez-en un, ou attendez une réponse
error-too-many-games = vous jouez déjà { $count ->
    [one] { $count } partie sur ce serveur
   *[other] { $count } parties sur ce serveur
}, le maximum permis ; terminez-en une d'abord
term-error-too-many-games = vous jouez déjà { $count ->
    [one] { $count } partie ici
   *[other] { $count } parties ici
}, le maximum permis ; terminez-en une d'abord
error-opponent-too-busy = { $player } joue déjà { $count ->
    [one] 1 partie
   *[other] { $count } parties
} sur ce serveur, le maximum permis ; réessayez quand l'une se termine
term-error-opponent-too-busy = { $player } joue déjà { $count ->
    [one] 1 partie
   *[other] { $count } parties
} ici, le maximum permis ; réessayez quand l'une se termine
error-rechallenge-too-soon = { $withdrawn ->
    [yes] Vous avez retiré votre dernier défi à { $player } ; pour que les défis ne notifient pas trop souvent, vous pourrez le redéfier dans { $wait }
   *[no] { $player } n'a pas accepté votre dernier défi ; vous pourrez le redéfier dans { $wait }
}
error-unrated-against-bot = les parties contre le bot ne sont jamais classées
error-unrated-small-board = les parties sur des plateaux plus petits que 6x6 ne sont jamais classées
error-unrated-set-up = les parties depuis une position préparée ne sont jamais classées
error-position-syntax = ce n’est pas une position : écrivez les rangées depuis le haut séparées par /, avec x pour noir, o pour blanc et . pour vide, puis une espace et b ou w pour le camp au trait, p. ex. `{ $example }`
error-position-parity = la pierre { $colour ->
    [black] noire
   *[white] blanche
} en { $square } est sur une case de l’autre couleur : les pierres ne changent jamais la couleur de leur case
error-position-opening = l’ouverture n’est pas finie : une partie depuis une position commence après les deux retraits (au moins deux cases vides) ; défiez sans position pour jouer l’ouverture
error-position-unreachable = aucune partie n’atteint cette position : deux cases vides doivent être les deux retraits de l’ouverture, côte à côte, Noir au trait
error-position-size = la position est en { $given } mais la partie serait en { $expected } : omettez la taille, ou donnez { $given }
error-position-over = cette position est déjà jouée : { $colour ->
    [black] Noir
   *[white] Blanc
} n’a aucun coup
error-position-record = la partie jointe ne se lit pas : { $reason }
error-position-several = le fichier joint contient { $count ->
    [one] { $count } partie : joignez
   *[other] { $count } parties : joignez
}-en une seule
error-position-file-size = le fichier joint est trop gros : une partie fait au plus { $max } Ko
error-position-both = donnez une position ou joignez une partie, pas les deux
error-position-unfetched = impossible de récupérer le fichier joint depuis Discord ; réessayez
error-challenge-expired = ce défi a expiré ; envoyez-en un nouveau
error-not-a-player = vous ne jouez pas dans cette partie
error-not-your-turn = ce n'est pas votre tour ; on attend { $player }
error-game-over = cette partie est déjà terminée
error-position-changed = la position a changé avant l'arrivée de votre coup ; regardez le plateau et réessayez
error-time-ran-out = votre temps pour jouer est écoulé, la partie est donc perdue au temps
error-too-late-to-abort = les deux joueurs ont joué, la partie ne peut donc pas être annulée ; abandonnez, ou demandez à un modérateur
term-error-too-late-to-abort = les deux joueurs ont joué, la partie ne peut donc pas être annulée ; abandonnez plutôt
error-not-allowed-to-abort = seuls les joueurs de la partie (avant que les deux aient joué) et les membres avec Gérer les messages peuvent l'annuler
error-abort-challenge = un défi se retire avec cancel, ou se refuse avec decline, il ne s'annule pas
error-unknown-game = aucune partie n°{ $game } n'a été jouée sur ce serveur
term-error-unknown-game = aucune partie n°{ $game } n'a été jouée ici
error-nothing-to-review = vous n'avez ici aucune partie à revoir ; indiquez-en une par son numéro
error-no-hints-mid-game = pas d'indices pendant une partie entre joueurs ; redemandez une fois finie, ou entraînez-vous contre le bot
error-hint-out-of-turn = les indices sont pour le joueur au trait ; attendez votre tour
error-no-such-move = la partie n°{ $game } n'a jamais atteint le coup { $asked } : elle s'est terminée { $moves ->
    [one] après { $moves } coup
   *[other] après { $moves } coups
}
error-not-started = cette partie n'a pas commencé ; les indices viennent quand il y a un plateau
error-no-move-to-suggest = aucun coup à proposer : le camp au trait n'en a pas
error-still-playing = l'analyse est pour les parties terminées ; celle-ci continue
error-unknown-tournament = il n'y a pas de tournoi n° { $tournament } sur ce serveur
term-error-unknown-tournament = il n'y a pas de tournoi n° { $tournament } ici
error-tournament-name = un tournoi a besoin d'un nom { $count ->
    [one] de 1 caractère
   *[other] de 1 à { $count } caractères
}
error-tournament-players = un tournoi de ce format accueille { $count ->
    [one] de 2 à { $count } joueur
   *[other] de 2 à { $count } joueurs
}
error-rounds-only-for-swiss = seul un tournoi suisse prend un nombre de rondes ; les autres formats fixent le leur
error-tournament-rounds = un tournoi suisse se joue en { $count ->
    [one] 1 à { $count } ronde
   *[other] 1 à { $count } rondes
}
error-tournament-game-time = le temps de chaque partie doit être entre { $min } et { $max }
error-bot-cannot-enter = j'organise les tournois, mais je n'y joue pas
error-sign-up-closed = les inscriptions à ce tournoi sont closes
error-already-entered = vous êtes déjà inscrit
error-tournament-full = ce tournoi est { $count ->
    [one] complet ({ $count } joueur)
   *[other] complet ({ $count } joueurs)
}
error-not-organiser = seul l'organisateur, ou qui peut diriger des tournois ici, peut faire cela
error-not-entered = ce joueur ne participe pas à ce tournoi
error-tournament-over = ce tournoi est terminé
error-too-few-entrants = un tournoi a besoin d'{ $count ->
    [one] au moins { $count } joueur pour commencer
   *[other] au moins { $count } joueurs pour commencer
}
error-board-taken = la partie de cette table a déjà commencé, ou a été décidée sans être jouée
error-no-tournament-here = aucun tournoi ouvert ni en cours ici ; donnez son numéro
error-tournament-game-no-abort = les joueurs ne peuvent pas interrompre une partie de tournoi ; abandonnez, ou demandez à un modérateur
term-error-tournament-game-no-abort = les joueurs ne peuvent pas interrompre une partie de tournoi ; abandonnez plutôt
error-ai-unavailable = Je ne peux pas réfléchir pour l'instant (je redémarre) ; réessayez dans un instant
error-ai-busy = vous avez déjà un indice ou une analyse en route ; attendez-le, puis redemandez
error-no-puzzles = il n'y a pas encore de problèmes ; un admin du serveur peut en ajouter avec `konane-bot puzzles generate`
term-error-no-puzzles = il n'y a pas encore de problèmes ; ajoutez-en avec `konane-bot puzzles generate`
error-puzzle-solved = vous avez résolu le problème du jour ; un nouveau arrive à minuit UTC
error-puzzle-over = votre essai sur le problème du jour est terminé ; un nouveau arrive à minuit UTC
error-puzzle-not-over = terminez d'abord le problème du jour : le partage dit comment ça s'est passé
error-puzzle-moved-on = ce menu n'est plus à jour : votre essai a avancé ; `/konane { konane-puzzle } { konane-puzzle-today }` montre où il en est
error-answer-too-slow = vérifier ce coup m'a pris trop de temps ; réessayez dans un instant
error-turn-limit = le temps par coup doit aller de { $min } à { $max }, pas { $given }
error-count-setting = { $what ->
    [open-challenges] les défis ouverts par membre
   *[running-games] les parties en cours par membre
} doivent aller de 1 à { $max }, pas { $given }
error-cooldown = la pause avant de redéfier doit être d'au plus { $max }, pas { $given }
error-puzzles = lecture des problèmes : { $error }
error-level = le niveau doit être un nombre de 1 à 5, pas « { $given } »
error-time-control = « { $given } » n'est pas une cadence : écrivez minutes+secondes, comme 3+2 (de 1 à { $minutes } minutes, jusqu'à { $seconds } secondes par coup)

# Coups que les règles refusent.
error-move-empty = coup invalide « { $text } » : il est vide ; écrivez une case comme d5, ou un saut comme d5-f5
error-move-too-long = coup invalide « { $text } » : un saut compte { $max ->
    [one] au plus { $max } bond
   *[other] au plus { $max } bonds
} ; celui-ci nomme plus de cases
error-move-not-a-square = coup invalide « { $text } » : une case comme d5 était attendue à « { $rest } »
error-move-no-square = coup invalide « { $text } » : il ne nomme aucune case
error-not-a-hop = { $from }-{ $to } n'est pas un bond : un pion saute par-dessus un voisin vers la case située deux plus loin sur la même ligne ou colonne
error-ambiguous = « { $text } » pourrait être { $candidates } : écrivez chaque case d'arrivée
error-too-vague = « { $text } » pourrait être trop de sauts pour les lister : écrivez chaque case d'arrivée, p. ex. b5-d5-d7-f7
error-expected-removal = la partie est encore dans son ouverture : { $colour ->
    [black] Noir
   *[white] Blanc
} retire un de ses pions (un coup comme d5)
error-expected-jump = l'ouverture est finie : chaque coup est maintenant un saut, comme d5-f5
error-off-board = { $square } est hors du plateau { $size } (colonnes a à { $last-column }, rangées 1 à { $rows })
error-empty-square = { $square } est vide : choisissez un de vos pions { $colour ->
    [black] noirs
   *[white] blancs
}
error-not-your-stone = { $square } porte un pion { $colour ->
    [black] blanc
   *[white] noir
}, mais vous jouez { $colour ->
    [black] noir
   *[white] blanc
}
error-opening-not-allowed = l'ouverture { $opening } ne permet pas de retirer { $square } : Noir vide { $opening ->
    [centre-or-corner] un pion au centre ou dans un coin
    [centre] un pion au centre
   *[any] n'importe lequel de ses pions
}
error-not-adjacent = { $square } n'est pas à côté de { $emptied } : Blanc retire un pion juste à côté de la case vidée par Noir
error-nothing-to-jump = il n'y a pas de pion en { $over } à sauter
error-landing-occupied = { $landing } n'est pas vide : un bond doit arriver sur une case vide
error-not-straight = dans cette partie, tous les bonds d'un coup doivent aller dans le même sens (sauts droits)
error-no-black-centre = l'ouverture centre ne se joue pas sur { $size } : aucun pion noir n'est au centre (prenez centre-ou-coin ou n'importe)
error-size-out-of-range = la taille { $rows }×{ $cols } est hors limites : chaque côté doit aller de 4 à 16
error-size-syntax = taille de plateau invalide « { $text } » : attendu LIGNESxCOLONNES comme 8x8, ou un nombre comme 6

# Réglages du serveur.
settings-summary = Temps par coup : **{ $turn-limit }** · partie par défaut : **{ $variant }** · parties permises dans { $channels } · { $threads ->
    [yes] chaque partie a **son propre fil**
   *[no] les parties se jouent **dans le salon**, sans fil
} · les défis sont **{ $rated ->
    [yes] classés
   *[no] amicaux
}** sauf mention contraire · { $limits } · messages publics en : **{ $language }** · tournois dirigés par : **{ $runners }** · les tournois se tiennent dans : **{ $tournament-home }**.
settings-runners-default = Gérer le serveur
settings-tournament-threads = un fil pour chacun
settings-forum-untagged = Je n'ai pas pu ajouter les étiquettes **{ $tags }** à { $forum } (il faut Gérer les salons là-bas) ; créez-les et j'étiquetterai le post de chaque tournoi selon son état.
settings-every-channel = tous les salons
limits-summary = chaque membre peut avoir { $challenges ->
    [one] 1 défi ouvert
   *[other] { $challenges } défis ouverts
} et { $games ->
    [one] 1 partie en cours
   *[other] { $games } parties en cours
} ; { $pause }.
limits-no-pause = aucune pause avant de redéfier quelqu'un
limits-pause = { $pause } avant de redéfier quelqu'un qui n'a pas accepté

# Tableaux : le classement, les statistiques et l'historique d'un joueur.
leaderboard-empty = Pas encore de partie classée sur ce serveur. Défiez quelqu'un !
term-leaderboard-empty = Pas encore de partie classée ici. Défiez quelqu'un !
leaderboard-title = **Classement Kōnane** (page { $page } sur { $pages })
leaderboard-row = { $rank }. { $player } **{ $rating }** ±{ $margin } · { $games ->
    [one] 1 partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
}, { $losses ->
    [one] { $losses } perdue
   *[other] { $losses } perdues
}
leaderboard-provisional = -# Un classement marqué ? est provisoire : trop peu de parties encore. Les classements établis viennent d'abord.
global-ladder-empty = Personne ne figure encore au classement mondial. `/konane { konane-profile } { konane-profile.listed }:True` vous y inscrit.
term-global-ladder-empty = Personne ne figure encore au classement mondial. `profile listed yes` vous y inscrit.
term-global-ladder-not-yet = Vous êtes inscrit, mais l'échelle classe les joueurs par leurs parties classées : vous y apparaîtrez après votre première.
global-ladder-title = **Classement mondial de Kōnane** (page { $page } sur { $pages }) : chaque partie classée de chaque serveur compte
stats-rating = classement **{ $rating }**
stats-rating-provisional = classement **{ $rating }** (provisoire)
stats-no-rating = pas encore de classement
stats-summary = { $player } : { $rating } · parties classées : gagnées { $wins }, perdues { $losses }{ $streak } · parties amicales : gagnées { $casual-wins }, perdues { $casual-losses }
stats-streak-won = { $count ->
    [one] , { $count } gagnée d
   *[other] , { $count } gagnées d
}'affilée
stats-streak-lost = { $count ->
    [one] , { $count } perdue d
   *[other] , { $count } perdues d
}'affilée
stats-global = Classement mondial : **{ $rating }** { $games ->
    [one] après { $games } partie classée
   *[other] après { $games } parties classées
}
stats-global-unlisted = -# Vous ne figurez pas au classement mondial, donc vous seul voyez ceci. `/konane { konane-profile } { konane-profile.listed }:True` vous y inscrit.
term-stats-global-unlisted = -# Vous ne figurez pas au classement mondial, donc vous seul voyez ceci. `profile listed yes` vous y inscrit.
history-empty = { $player } n'a pas encore de partie terminée ici.
history-title = Parties de { $player } :
history-replay = Revoyez-en une avec `/konane { konane-replay } { konane-replay.game }:<numéro>`.
game-summary = { $won ->
    [yes] { $reason ->
        [no-moves] a battu { $opponent }, qui n'avait plus de coup
        [resignation] a battu { $opponent }, qui a abandonné
        [adjudication] a battu { $opponent } par arbitrage
       *[timeout] a battu { $opponent }, au temps
    }
   *[no] { $reason ->
        [no-moves] a perdu contre { $opponent }, sans coup possible
        [resignation] a abandonné contre { $opponent }
        [adjudication] a perdu contre { $opponent } par arbitrage
       *[timeout] a perdu au temps contre { $opponent }
    }
} ({ $colour }, { $moves ->
    [0] aucun coup
    [one] 1 coup
   *[other] { $moves } coups
}, { $kind ->
    [change] { $change }
    [rated] classée
   *[casual] amicale
})
notify-on = Messages privés activés : sur ce serveur, je vous préviendrai aussi en MP quand c'est votre tour, à la moitié de votre temps, et si une partie est perdue au temps. Si vos réglages de confidentialité refusent les MP des membres du serveur, les avis du salon arrivent quand même.
notify-off = Messages privés désactivés : vos avis arrivent seulement dans le salon de la partie.
profile-listed = Vous figurez au classement mondial sous le nom **{ $name }** ; consultez-le avec `/konane { konane-leaderboard } { konane-leaderboard.scope }:global`.
term-profile-listed = Vous figurez au classement mondial sous le nom **{ $name }** ; consultez-le avec `leaderboard global`.
profile-unlisted = Vous ne figurez pas au classement mondial. Votre classement mondial est conservé, et `stats` ne le montre qu'à vous.

# Le problème du jour.
puzzle-board-empty = Personne n'a encore résolu de problème sur ce serveur. `/konane { konane-puzzle } { konane-puzzle-today }` montre celui du jour.
no-such-page = cette page n'existe pas
puzzle-board-title = **Solveurs de problèmes Kōnane** (page { $page })
puzzle-board-row = { $rank }. { $player } **{ $solved }** résolus · série { $streak } (record { $best })
puzzle-intro = **Problème du jour** (n°{ $number }, { $stars }) : { $side ->
    [black] Noir
   *[white] Blanc
} au trait gagne avec exactement un coup. Trouvez-le, puis continuez à gagner jusqu'à ce que { $side ->
    [black] Blanc
   *[white] Noir
} n'ait plus de coup.
puzzle-start = Choisissez votre coup dans le menu, ou répondez avec `/konane { konane-puzzle } { konane-puzzle-answer }`.
puzzle-so-far = Votre essai jusqu'ici : { $moves }. À vous de jouer avec { $colour ->
    [black] Noir
   *[white] Blanc
}.
puzzle-you-solved = Vous l'avez résolu en { $count ->
    [one] 1 coup
   *[other] { $count } coups
}. { $score }
puzzle-attempt-over = Votre essai est terminé : { $moves }. Un nouveau problème arrive à minuit UTC.
puzzle-score = Résolus ici : { $solved }. Série : { $streak ->
    [one] 1 jour
   *[other] { $streak } jours
} (record { $best }).
puzzle-right = `{ $move }` est juste. Je réponds `{ $answer }`. À vous.
puzzle-solved = `{ $move }` gagne : { $defender ->
    [black] Noir
   *[white] Blanc
} n'a plus de coup. **Résolu en { $count ->
    [one] 1 coup
   *[other] { $count } coups
} !** { $score }
puzzle-refuted = `{ $move }` laisse filer la victoire : `{ $answer }` y répond, et { $defender ->
    [black] Noir
   *[white] Blanc
} gagne à partir de là. Votre essai est terminé ; un nouveau problème arrive à minuit UTC.
puzzle-alt = Le problème du jour, { $colour ->
    [black] Noir
   *[white] Blanc
} au trait.
button-share = Partager
puzzle-other-day = c'était le problème d'un autre jour ; celui d'aujourd'hui est nouveau
puzzle-shared-solved = { $name } a résolu le problème du jour en { $count ->
    [one] 1 coup
   *[other] { $count } coups
}. Série : { $streak }. Essayez-le avec `/konane { konane-puzzle } { konane-puzzle-today }`.
puzzle-shared-failed = { $name } s'est attaqué au problème du jour et a perdu cette fois. Essayez-le avec `/konane { konane-puzzle } { konane-puzzle-today }`.

# Rejeux, indices et analyses.
replay-busy = Je dessine un autre rejeu en ce moment ; réessayez dans quelques secondes
replay-caption = Partie n°{ $game } : { $black } (noir) contre { $white } (blanc).
hint = Indice pour { $colour ->
    [black] Noir
   *[white] Blanc
}{ $when } : `{ $move }` ({ $verdict }).
hint-regions = Le plateau s'est { $count ->
    [one] divisé en { $count } région qui ne touche aucune autre
   *[other] divisé en { $count } régions qui ne se touchent jamais
}, chacune un jeu à part (une valeur positive favorise Noir, négative Blanc) :
hint-when = {" "}avant le coup { $number } de la partie n°{ $game }
hint-verdict = { $kind ->
    [wins] il gagne de force
    [loses] tout coup perd contre un jeu parfait ; celui-ci résiste le mieux
   *[searched] le meilleur trouvé en regardant { $depth ->
    [one] { $depth } coup à
   *[other] { $depth } coups à
} l'avance
}
hint-alt = Le plateau avec le coup suggéré { $move } pour { $colour ->
    [black] Noir
   *[white] Blanc
}, tracé en vert.
analysis-title = **Analyse de la partie n°{ $game }** ({ $moves ->
    [one] 1 coup
   *[other] { $moves } coups
})
analysis-too-big = La partie est trop grande pour que je prouve l'une de ses positions.
analysis-all = J'ai pu prouver chaque position de cette partie.
analysis-from = J'ai pu prouver chaque position à partir du coup { $number } (les précédentes sont trop grandes à résoudre).
analysis-no-blunder = Aucun coup de ce passage n'a laissé filer une victoire.
analysis-blunder = • `{ $move }` : { $player } a laissé filer la victoire ; `{ $winning }` aurait gagné.
analysis-forced-win = Au coup { $number }, { $player } ({ $colour ->
    [black] noir
   *[white] blanc
}) avait un gain forcé.
analysis-regions = À partir du coup { $number }, le plateau s'est { $count ->
    [one] divisé en { $count } région qui ne touche aucune autre
   *[other] divisé en { $count } régions qui ne se touchent jamais
}, chacune un jeu à part (une valeur positive favorise Noir, négative Blanc) :
analysis-region = • { $squares } ({ $stones ->
    [one] 1 pion
   *[other] { $stones } pions
}) : vaut { $value }, { $outcome ->
    [black] à Noir, quel que soit le premier à jouer
    [white] à Blanc, quel que soit le premier à jouer
    [first] gagnée par le premier à y jouer
   *[second] perdue par le premier à y jouer
}
error-move-number = « { $text } » n'est pas un numéro de coup : écrivez 12 pour le douzième coup de Noir, 12... pour celui de Blanc

# Comment jouer (`/konane { konane-rules }`).
rules-text =
    {"**"}Kōnane** est un jeu hawaïen de pure stratégie.
    • Le plateau commence plein, pions noirs et blancs en alternance (l'image).
    • **Ouverture.** Noir retire un pion noir : par défaut un au centre ou dans un coin (marqués). Blanc retire ensuite un pion blanc juste à côté du trou, au-dessus, en dessous ou à côté.
    • **Sauts.** Ensuite chaque coup est un saut : un de vos pions saute par-dessus un pion adverse voisin, tout droit vers le haut, le bas, la gauche ou la droite (jamais en diagonale), sur la case vide juste derrière, et le prend.
    • **Sauts multiples.** Le même pion peut sauter encore et encore en un coup (en ligne droite, sauf si la partie permet les sauts tournants). Il peut s'arrêter après n'importe quel saut.
    • **Plus de coup, perdu.** Si vous ne pouvez pas sauter à votre tour, vous perdez. Il n'y a pas de nulle.
    Coups : `d5` retire un pion ; `b5-d5` est un saut ; `b5-d5-f5` un double saut. Utilisez le menu sous le plateau, ou `/konane { konane-move }` (il propose vos coups légaux).
    Les règles complètes, réglages et notation compris : `docs/rules.md` dans le code de konane-bot.
    Ce que le bot garde sur vous et comment l'effacer : « What the bot stores » dans le README de konane-bot, et `/konane { konane-privacy }`.
rules-alt = Un plateau de Kōnane 8x8 au départ : chaque case porte un pion, noirs et blancs en alternance, noir dans le coin en haut à gauche. Les pions noirs que Noir peut retirer pour ouvrir (les deux pions noirs du centre et les deux coins noirs) sont marqués.
error-duration = « { $text } » n'est pas une durée : écrivez-la comme 72h, 1d 12h, 45m ou 30s

## Le terminal (`konane-bot play`). Les mots des commandes et des options
## (challenge, size, level, yes…) se tapent tels quels dans toutes les langues ;
## ce qu'il dit autour est traduit.
term-welcome = Kōnane dans le terminal. Tapez help pour voir les commandes.
term-nobody = (personne)
term-help =
    commandes (une ligne qui n'est pas une commande est jouée comme un coup) :
    as NOM :: jouer désormais en tant que NOM
    challenge [NOM] [size RxC] [opening centre-or-corner|centre|any] [jumps straight|turning] [colour black|white|random] [rated yes|no] [position ROWS b|w] [record FILE] [time M+S] :: défier NOM, ou n'importe qui sans NOM ; position et record partent d'une position après l'ouverture, ou de la fin d'une partie
    challenge bot [level 1-5] [...] :: jouer contre l'IA (elle répond à chaque coup)
    accept | decline | cancel :: accepter, refuser ou retirer le défi ouvert
    move COUP :: jouer un coup, par ex. move d5 ou move b5-d5-f5
    moves :: les coups légaux du camp au trait
    board :: afficher le plateau (et l'enregistrer en PNG)
    resign | abort :: abandonner, ou annuler avant que les deux aient joué
    rematch [PARTIE] :: redéfier le même adversaire, couleurs inversées (par défaut votre dernière partie terminée)
    hint [PARTIE] [before N] :: un coup suggéré : votre tour contre le bot, ou le coup N d'une partie terminée (12 pour le douzième coup de Noir, 12... pour celui de Blanc)
    analyze [PARTIE] :: les coups qui ont laissé filer une victoire dans une partie terminée
    puzzle :: le problème du jour : un coup gagnant, puis continuer à gagner
    puzzle COUP :: y répondre (le solveur défend, ou réfute un mauvais coup)
    puzzle leaderboard [PAGE] :: problèmes résolus et séries
    leaderboard [PAGE] :: le tableau de la saison en cours, sinon les classements
    leaderboard global [PAGE] :: le classement mondial (joueurs qui ont choisi d'y figurer)
    profile listed yes|no :: si le classement mondial vous affiche
    block NOM [lift] :: bloquer un joueur partout (lift : lever)
    seek [size RxC] [rated yes|no] [range N] ::  trouver un adversaire de n'importe quel serveur ; la partie se joue dans votre MP avec le bot (seek cancel, seek list)
    dm :: aller dans votre MP avec le bot
    stats [NOM] | history [NOM] :: le classement et le bilan d'un joueur, ou ses parties terminées (sans NOM, celles du joueur actif)
    record [PARTIE] :: afficher la feuille d'une partie (par défaut la partie en cours)
    settings :: afficher les réglages
    settings turn-limit 24h :: le temps de chaque joueur par coup dans les nouvelles parties
    settings variant [RxC] [opening] [jumps] :: le reste inchangé
    settings allow SALON | settings disallow SALON :: autoriser ou interdire les parties dans un salon
    settings limits [challenges N] [games N] [pause 10m] [vacation N] :: défis ouverts et parties par joueur, pause avant de redéfier quelqu'un, jours de vacances par an
    settings rated yes|no :: la valeur par défaut des défis
    help | quit :: cette liste, ou quitter
term-give-a-name = donnez un nom de joueur, par ex. as kai
term-playing-as = vous jouez maintenant en tant que { $player }
term-nobody-playing = personne ne joue encore ; commencez par : as NOM
term-unknown-player = personne du nom de { $name } n'a joué ici
term-not-a-game-number = « { $text } » n'est pas un numéro de partie
term-not-a-page = « { $text } » n'est pas un numéro de page
term-accepted = défi accepté : la partie commence
term-declined = défi refusé
term-cancelled = défi retiré
term-aborted = partie annulée ; rien n'est classé
term-no-moves = (aucun)
term-moves-cut = … { $count ->
    [one] (le premier
   *[other] (les { $count } premiers
} ; tout coup légal peut être joué)
term-unknown-option = option inconnue « { $option } » : utilisez size, opening, jumps, colour, rated ou level, chacune avec sa valeur (par ex. level 3)
term-needs-value = { $option } demande une valeur, par ex. { $option } { $example }
term-option-twice = { $option } est donné deux fois ; donnez-le une seule fois
term-file-exists = { $file } existe déjà : export écrit un nouveau fichier
term-name-too-long = ce nom est trop long : 32 caractères au plus
term-bot-name = « bot » est le nom de l'IA : choisissez-en un autre
term-not-text = cette ligne n'est pas du texte UTF-8 ; elle a été ignorée
term-yes-or-no = { $option } prend yes ou no, pas « { $text } »
term-playing-bot = { $player } joue contre le bot au niveau { $level } : { $variant }
term-challenge-to = { $player } défie { $opponent } pour une partie { $rated ->
    [yes] classée
   *[no] amicale
} ({ $variant } ; couleur : { $colour }) ; { $opponent } peut accepter ou refuser
term-challenge-open = { $player } propose à tous une partie { $rated ->
    [yes] classée
   *[no] amicale
} ({ $variant } ; couleur : { $colour }) ; le premier qui accepte joue
term-hint-usage = écrivez hint, hint PARTIE, hint before N ou hint PARTIE before N
term-which-move = quel coup ? par ex. move d5
term-played = { $player } a joué { $move }
term-status = { $black } (x, { $black-stones }) contre { $white } (o, { $white-stones }) : { $status }
term-time-left = temps restant pour jouer : { $time }
term-board-written = plateau enregistré dans { $path }
term-reminder = rappel : il reste à { $player } la moitié de son temps pour jouer
term-challenge-expired = le défi lancé à { $opponent } a expiré
term-open-challenge-expired = le défi ouvert a expiré
term-history-empty = aucune partie terminée
term-history-row = partie { $game } : { $summary }
term-settings = délai par coup { $turn-limit }, partie par défaut : { $variant }, parties autorisées dans { $channels }, défis { $rated ->
    [yes] classés
   *[no] amicaux
} sauf mention contraire ; { $limits }
term-unknown-settings = commande settings inconnue ; voir help
term-unknown-limit = '{ $text }' n'est pas une limite ; utilisez challenges, games, pause ou vacation
term-unknown-variant-word = « { $text } » n'est ni une taille de plateau (par ex. 6x6), ni une ouverture (centre-or-corner, centre, any), ni une règle de saut (straight, turning)
term-puzzle-moves = vos coups avec { $colour ->
    [black] Noir
   *[white] Blanc
} : { $moves }
term-puzzle-board-empty = aucun problème résolu pour l'instant
term-commands-failed = { $count ->
    [one] 1 des commandes lues a échoué
   *[other] { $count } des commandes lues ont échoué
} (chacune a dit pourquoi plus haut)
term-puzzle-start = Répondez avec : puzzle COUP

# Tournois.
konane-tournament = konane-tournoi
    .description = Tournois : inscrivez-vous, jouez vos parties, suivez le classement.
konane-tournament-create = créer
    .description = Organiser un tournoi ici (Gérer le serveur).
    .name = nom
    .name-description = Le nom du tournoi
    .format = format
    .format-description = Suisse (si vide), toutes rondes, toutes rondes aller-retour ou élimination directe
    .rounds = rondes
    .rounds-description = Suisse seulement : combien de rondes (si vide : log₂ des joueurs, arrondi au-dessus, plus une)
    .size = taille
    .size-description = Taille du plateau, par ex. 8x8 (si vide : celle du serveur)
    .opening = ouverture
    .opening-description = Quels pions Noir peut retirer pour ouvrir
    .jumps = sauts
    .jumps-description = Si un saut multiple peut tourner
    .rated = classée
    .rated-description = Classé ou amical (si vide : le réglage du serveur)
    .max_players = max_joueurs
    .max_players-description = Le plus de joueurs admis (si vide : 64 ; un toutes rondes en prend 16)
    .starts_in = commence_dans
    .starts_in-description = Quand il commence tout seul, par ex. 2d ou 12h (si vide : quand vous le lancez)
    .game_time = durée_partie
    .game_time-description = Combien de temps chaque partie peut durer depuis son début, par ex. 7d (si vide : 7 jours)
konane-tournament-join = rejoindre
    .description = S'inscrire à un tournoi tant que les inscriptions sont ouvertes.
    .tournament = tournoi
    .tournament-description = Son numéro (si vide : celui ouvert ici)
konane-tournament-leave = quitter
    .description = Quitter un tournoi ; s'il a commencé, vous abandonnez et votre partie en cours est perdue.
    .tournament = tournoi
    .tournament-description = Son numéro (si vide : celui ouvert ici)
konane-tournament-start = lancer
    .description = Lancer un tournoi maintenant et apparier sa première ronde (organisateur, ou Gérer le serveur).
    .tournament = tournoi
    .tournament-description = Son numéro (si vide : celui ouvert ici)
konane-tournament-cancel = annuler
    .description = Annuler un tournoi ; ses parties en cours sont interrompues (organisateur, ou Gérer le serveur).
    .tournament = tournoi
    .tournament-description = Son numéro (si vide : celui ouvert ici)
konane-tournament-remove = retirer
    .description = Retirer un joueur d'un tournoi (son organisateur, ou Gérer le serveur).
    .player = joueur
    .player-description = Qui retirer
    .tournament = tournoi
    .tournament-description = Son numéro (si vide : celui ouvert ici)
konane-tournament-standings = classement
    .description = Le classement d'un tournoi, avec ses départages.
    .tournament = tournoi
    .tournament-description = Son numéro (si vide : celui ouvert ici)
konane-tournament-pairings = appariements
    .description = Les parties et résultats d'une ronde.
    .tournament = tournoi
    .tournament-description = Son numéro (si vide : celui ouvert ici)
    .round = ronde
    .round-description = Quelle ronde (si vide : la ronde en cours)
konane-tournament-list = liste
    .description = Les tournois de ce serveur ouverts aux inscriptions ou en cours.
konane-tournament-history = palmarès
    .description = Le palmarès de ce serveur : tournois terminés et leurs vainqueurs.
choice-swiss = suisse
choice-round-robin = toutes rondes
choice-double-round-robin = toutes rondes aller-retour
choice-knockout = élimination directe
tournament-announcement = 🏆 **{ $name }** (tournoi n° { $id }) · { $format } · organisé par { $organiser }
    { $variant } · { $rated ->
        [yes] classé
       *[no] amical
    } · jusqu'à { $max ->
    [one] { $max } joueur ·
   *[other] { $max } joueurs ·
} { $knockout ->
        [yes] duels de deux parties en inversant les couleurs, et une troisième à 1–1
       *[no] { $rounds ->
           [0] rondes fixées au départ
          *[other] { $rounds } rondes
       }
    }
    Temps : chaque partie doit finir dans les { $game_time } qui suivent son début. Une partie encore en cours est alors arbitrée : par le solveur s'il prouve la position, sinon perd le joueur qui a utilisé le plus de temps. Les vacances n'arrêtent pas les parties de tournoi.
    { $starts }
    Inscrits ({ $count }) : { $entrants }
tournament-withdrawn-name = { $player } (abandon)
tournament-nobody-yet = personne pour l'instant
tournament-starts-at = Début { $when }.
tournament-starts-by-organiser = Commence quand l'organisateur le lance.
tournament-started-at = Commencé { $when }.
tournament-finished-at = Terminé { $when }.
tournament-round-title = **{ $name }**, ronde { $round } sur { $rounds } :
tournament-bye-line = { $player } : exempt (1 point)
tournament-bye-through-line = { $player } : exempt, qualifié pour le tour suivant
tournament-rest-line = { $player } : pas de partie cette ronde
tournament-board-line = Table { $board }{ $game ->
    [1] { "" }
   *[other] , partie { $game }
} : { $black } (noir) contre { $white } (blanc) : { $result }
tournament-result-won = { $player } a gagné
tournament-result-forfeit = { $player } a gagné par forfait
tournament-result-aborted = interrompue, sans point
tournament-result-pending = pas encore commencée
tournament-standings-title = { $final ->
    [yes] **{ $name }** : classement final
   *[no] { $round ->
        [0] **{ $name }** : classement provisoire (ronde 1 en cours)
       *[other] **{ $name }** : classement après la ronde { $round }
    }
}
tournament-tie-breaks-swiss = Buchholz { $buchholz } · SB { $sb }
tournament-tie-breaks-round-robin = SB { $sb } · CD { $de }
tournament-standing-line = { $rank }. { $player } · { $points ->
    [one] 1 point
   *[other] { $points } points
} · { $tie_breaks } · { $games ->
    [one] 1 partie
   *[other] { $games } parties
}
tournament-podium = 🏆 **{ $name }** est terminé ! 🥇 { $first } · 🥈 { $second } · 🥉 { $third }
tournament-history-empty = Aucun tournoi n'est encore terminé sur ce serveur.
term-tournament-history-empty = Aucun tournoi n'est encore terminé ici.
tournament-history-title = **Palmarès**
tournament-history-line = { $date } · **{ $name }** (n° { $id }, { $format }, { $players ->
    [one] { $players } joueur) :
   *[other] { $players } joueurs) :
} 🥇 { $winner }
tournament-list-empty = Aucun tournoi ouvert ni en cours ici. `/{ konane-tournament } { konane-tournament-create }` en organise un.
tournament-list-title = **Tournois**
tournament-list-line = n° { $id } **{ $name }** ({ $format }) : { $status ->
    [sign-up] inscriptions ouvertes
   *[other] ronde { $round }
}
tournament-created = Inscrivez-vous avec le bouton ci-dessous ou `/{ konane-tournament } { konane-tournament-join }`.
button-join = Rejoindre
button-leave = Quitter
tournament-you-joined = Vous êtes inscrit à **{ $name }**.
tournament-you-left = Vous avez quitté **{ $name }**.
tournament-withdrawal = { $player } a abandonné **{ $name }**{ $forfeits ->
    [0] .
   *[other] ; sa partie inachevée est perdue par forfait.
}
tournament-removed = { $by } a retiré { $player } de **{ $name }**{ $forfeits ->
    [0] .
   *[other] ; sa partie inachevée est perdue par forfait.
}
tournament-cancelled = { $player } a annulé **{ $name }**{ $games ->
    [0] .
   *[other] ; ses parties en cours sont interrompues.
}
tournament-game-start = **{ $name }**, ronde { $round } : { $black } (noir) contre { $white } (blanc). La partie se joue dans ce fil.
tournament-no-event = Je n'ai pas pu créer d'événement pour **{ $name }** (je ne peux sans doute pas gérer les événements ici) ; le tournoi a lieu quand même.
tournament-posted = 🏆 Les inscriptions pour **{ $name }** sont ouvertes : { $post }
tournament-called-off = **{ $name }** est annulé : il faut { $count ->
    [one] au moins { $count } joueur, et
   *[other] au moins { $count } joueurs, et
}{ $entrants ->
    [one]  { $entrants } s'est inscrit
   *[other]  { $entrants } se sont inscrits
} avant le début.
tournament-event-description = Un tournoi de Kōnane ({ $format }, { $variant }). Inscriptions et suivi dans son fil.
tournament-tag-sign-up = Inscriptions
tournament-tag-running = En cours
tournament-tag-finished = Terminé
tournament-not-allowed = Organiser des tournois demande la permission Gérer le serveur, ou le rôle que les réglages du serveur désignent.
tournament-bad-duration = « { $text } » n'est pas une durée : par ex. 2d, 12h ou 90m
term-help-tournament =
    tournois (ID : le numéro d'un tournoi ; sans lui, le plus récent ouvert) :
    tournament create NOM [format swiss|round-robin|double-round-robin|knockout] [rounds N] [size RxC] [rated yes|no] [max N] [time 7d] [starts 2d] :: en créer un (time : le temps par coup ; starts : quand il commence tout seul)
    tournament join|leave|start|cancel [ID] :: s'inscrire, se retirer, le lancer ou l'annuler
    tournament remove NOM [ID] :: retirer un joueur
    tournament standings [ID] | tournament pairings [ID] [RONDE] :: le classement, ou les tables d'une ronde
    tournament list | tournament history :: les tournois ouverts ici, ou ceux qui sont terminés
    channel N :: jouer dans le salon N (chaque partie de tournoi a le sien)
term-tournament-channel = dans le salon { $channel }
term-in-channel = maintenant dans le salon { $channel }
tournament-col-player = Joueur
tournament-col-points = Points
tournament-col-games = Parties
tournament-col-buchholz = Buchholz
tournament-col-sb = SB
tournament-col-de = CD

# Seasons.
error-season-name = { $count ->
    [one] une saison a besoin d'un nom de 1 caractère
   *[other] une saison a besoin d'un nom de 1 à { $count } caractères
}
error-unknown-season = ce serveur n'a pas eu de saison { $season }
term-error-unknown-season = il n'y a pas eu de saison { $season } ici
season-title = { $running ->
    [yes] **Saison { $number } : { $name }** (depuis le { $since } ; une victoire classée vaut un point)
   *[no] **Saison { $number } : { $name }** (du { $since } au { $until })
}
season-empty = Aucune partie classée n'est encore terminée cette saison.
season-row = { $rank }. { $player } · { $wins ->
    [one] 1 victoire
   *[other] { $wins } victoires
} · { $losses ->
    [one] { $losses } perdue
   *[other] { $losses } perdues
}
season-closed = La saison { $number }, **{ $name }**, est terminée : { $count ->
    [0] personne n'a gagné de partie classée.
    [one] champion { $champion } !
   *[other] champions { $champion } !
}
season-begins = La saison { $number }, **{ $name }**, commence : chaque partie classée compte, une victoire vaut un point. Les classements Elo restent tels quels.
season-all-time = Classement de toujours : `/konane { konane-leaderboard } { konane-leaderboard.season }:all-time`.
konane-season = konane-saison
    .description = Saisons : une course repartant de zéro ; les classements Elo restent.
konane-season-start = lancer
    .description = Clore la saison en cours (tableau et champion gardés) et en ouvrir une (Gérer le serveur).
    .name = nom
    .name-description = Le nom de la nouvelle saison
term-help-profile = profile listed yes|no : si le classement mondial vous affiche (sous votre nom ici)
term-help-block = block NOM [lift] : bloquer un joueur partout, ou lever le blocage
term-help-seek = seek [size RxC] [rated yes|no] [range N] | seek cancel | seek list
term-seek-waiting = Vous êtes dans la liste pour { $left }. Dès que quelqu'un vous est apparié, la partie commence dans votre MP avec le bot : `dm` y mène.
term-seek-list-empty = Personne ne cherche de partie pour l'instant. `seek` vous met dans la liste.
term-in-dm = Dans votre MP avec le bot.
term-help-season =
    saisons (une victoire classée vaut un point ; les classements restent) :
    season start NOM :: clore la saison en cours et ouvrir la suivante
    leaderboard all-time [PAGE] | leaderboard season N :: les classements de toujours, ou le tableau de la saison N
rating-trend = { $from } → { $to } en { $games ->
    [one] 1 partie
   *[other] { $games } parties
}
rating-chart-alt = Classement de { $player } : { $trend }. La bande ombrée est la plage où se trouve la force réelle environ 95 % du temps.
term-chart-written = courbe de classement écrite dans { $path }

# Parties entre serveurs : chercher un adversaire, et bloquer.
konane-seek = chercher
    .description = Trouvez un adversaire de n'importe quel serveur : la partie se joue dans vos MP avec moi.
konane-seek-find = trouver
    .description = Rejoignez pour une heure ceux qui cherchent une partie ; le premier compatible joue contre vous.
    .size = taille
    .size-description = Taille du plateau, p. ex. 8x8 (8x8 si vide)
    .rated = classée
    .rated-description = Classée au classement mondial (le défaut de vos MP si vide)
    .range = écart
    .range-description = De combien le classement d'un adversaire peut s'écarter du vôtre (tout écart si vide)
konane-seek-cancel = annuler
    .description = Quittez les joueurs qui cherchent une partie.
konane-seek-list = liste
    .description = Qui cherche une partie en ce moment.
konane-block = bloquer
    .description = Bloquez un joueur partout : ni partie, ni défi, ni appariement avec lui.
    .user = membre
    .user-description = Qui bloquer
    .lift = lever
    .lift-description = Lever votre blocage à la place
error-blocked = L'un de vous a bloqué l'autre : vous ne pouvez pas jouer ensemble.
error-block-self = Vous ne pouvez pas vous bloquer vous-même.
error-dm-busy = Vos MP avec moi ont déjà une partie : terminez-la d'abord (`/konane { konane-board }` là-bas l'affiche).
term-error-dm-busy = Vos MP avec moi ont déjà une partie : terminez-la d'abord (`dm` vous y emmène, `board` l'affiche).
error-dm-closed = Je ne peux pas vous envoyer de messages privés, et c'est là que se jouent les parties entre serveurs. Autorisez les messages privés dans vos paramètres de confidentialité, puis cherchez de nouveau.
seek-dm-waiting = Vous cherchez une partie en { $size } ({ $rated ->
    [yes] classée
   *[no] amicale
}) contre un joueur de n'importe quel serveur. Dès qu'on vous apparie, la partie commence ici. `/konane { konane-seek } { konane-seek-cancel }` retire votre recherche.
seek-waiting = Vous attendez jusqu'à { $when }. Votre partie commencera dans vos MP avec moi.
seek-paired = Apparié ! Votre partie est dans vos MP avec moi.
seek-game-start = Une partie entre serveurs : { $black } (Noirs) contre { $white } (Blancs). Bonne chance !
seek-cancelled = Vous ne cherchez plus de partie.
seek-none = Vous ne cherchiez pas de partie.
seek-list-empty = Personne ne cherche de partie en ce moment. `/konane { konane-seek } { konane-seek-find }` vous ajoute.
seek-list-title = **Joueurs qui cherchent une partie** ({ $count })
seek-list-line = { $name } : { $size }, { $rated ->
    [yes] classée
   *[no] amicale
}, classement { $rating }{ $range }, depuis { $since }
seek-unlisted = un joueur
block-done = Vous avez bloqué { $player } : ni partie, ni défi, ni appariement entre vous, sur aucun serveur. Les parties en cours continuent.
block-lifted = Vous avez levé votre blocage de { $player }.

# Les données d'un membre.
konane-privacy = confidentialité
    .description = Ce que je garde sur vous ; vous pouvez l'effacer.
    .delete = effacer
    .delete-description = Tout effacer (avec confirmation)
deleted-player = joueur supprimé
privacy-nothing = Je ne garde rien sur vous.
privacy-title = **Ce que je garde sur vous**
term-privacy-title = **Ce qui est gardé sur ce membre**
privacy-here = Ce serveur
privacy-direct = MP et le classement mondial
privacy-server = Serveur { $id }
privacy-name = votre nom « { $name } »
privacy-games = { $count ->
    [one] 1 partie
   *[other] { $count } parties
}
privacy-rating = classement { $rating } sur { $count ->
    [one] 1 partie classée
   *[other] { $count } parties classées
}
privacy-puzzles = { $count ->
    [one] { $count } problème résolu
   *[other] { $count } problèmes résolus
} (meilleure série { $best })
privacy-dm-notices = avis en MP activés
privacy-listed = Au classement mondial sous le nom « { $name } »
privacy-seeking = Une recherche de votre part attend dans le vivier
privacy-blocks = { $count ->
    [one] Vous avez bloqué 1 joueur
   *[other] Vous avez bloqué { $count } joueurs
}
privacy-how-to-delete = Vos parties restent dans les historiques de vos adversaires. `/konane { konane-privacy } { konane-privacy.delete }:True` efface tout ce qui précède : votre nom y devient « joueur supprimé ».
privacy-confirm = Tout effacer ? Votre nom devient « joueur supprimé » dans les historiques de vos adversaires, vos classements et séries de problèmes sont effacés, vos parties en cours annulées et vous quittez vos tournois. C'est définitif.
button-confirm-erase = Effacer mes données
privacy-not-yours = Ce bouton appartient à la demande de quelqu'un d'autre.
privacy-erased = C'est fait : j'ai effacé ce que je gardais sur vous. { $aborted ->
    [0] Aucune partie n'était en cours.
    [one] 1 partie en cours a été annulée.
   *[other] { $aborted } parties en cours ont été annulées.
}

# Vacances.
konane-vacation = vacances
    .description = Arrêtez vos pendules ici quelques jours.
    .days = jours
    .days-description = Jours (dans la limite annuelle)
    .end = finir
    .end-description = Finir vos vacances maintenant
vacation-started = Vous êtes en vacances jusqu'à { $until } : vos pendules sur ce serveur sont arrêtées et les rappels attendent. Jours de vacances restants cette année : { $left } sur { $allowance }. `/konane { konane-vacation } { konane-vacation.end }:True` vous fait revenir plus tôt.
term-vacation-started = Vous êtes en vacances jusqu'à { $until } : vos pendules sur ce serveur sont arrêtées et les rappels attendent. Jours de vacances restants cette année : { $left } sur { $allowance }. `vacation end` vous fait revenir plus tôt.
vacation-ended = Bon retour ! Vos pendules tournent à nouveau, chacune avec le temps qui lui restait, et vos adversaires sont prévenus. Jours de vacances restants cette année : { $left } sur { $allowance }.
vacation-status = { $running ->
    [yes] Vous êtes en vacances jusqu'à { $until }.
   *[no] Vous n'êtes pas en vacances.
} Jours de vacances restants cette année : { $left } sur { $allowance } ; `/konane { konane-vacation } { konane-vacation.days }:N` en commence.
term-vacation-status = { $running ->
    [yes] Vous êtes en vacances jusqu'à { $until }.
   *[no] Vous n'êtes pas en vacances.
} Jours de vacances restants cette année : { $left } sur { $allowance } ; `vacation JOURS` en commence.
vacation-over = { $player } est revenu de vacances : la pendule de la partie #{ $game } tourne à nouveau.{ $board }
error-on-vacation = Vous êtes déjà en vacances (encore { $left }). `/konane { konane-vacation } { konane-vacation.end }:True` les termine.
term-error-on-vacation = Vous êtes déjà en vacances (encore { $left }). `vacation end` les termine.
error-no-vacation = Vous n'êtes pas en vacances.
error-vacation-too-long = Vous pouvez prendre { $days ->
    [one] 1 jour de vacances
   *[other] de 1 à { $days } jours de vacances
} maintenant : la limite annuelle du serveur, moins ce que vous avez pris ces 12 derniers mois.
error-vacation-days = { $given } jours, c'est trop : un serveur peut autoriser { $max ->
    [one] jusqu'à { $max } jour de vacances
   *[other] jusqu'à { $max } jours de vacances
} par an.
limits-vacation = Vacances : { $days ->
    [one] jusqu'à { $days } jour par an
   *[other] jusqu'à { $days } jours par an
}.
term-help-vacation = vacation JOURS | vacation end | vacation :: arrêter vos pendules ici JOURS jours, revenir plus tôt ou voir ce qu'il reste
term-vacation-over = { $player } est revenu de vacances : la pendule de la partie #{ $game } tourne à nouveau

# Reprises de coup dans les parties non classées.
konane-takeback = reprendre
    .description = Reprenez votre dernier coup, ou répondez à la demande de l'adversaire (parties amicales).
    .answer = réponse
    .answer-description = Accepter ou refuser sa demande (vide : demander à reprendre le vôtre)
choice-accept = accepter
choice-decline = refuser
button-takeback = Reprendre
button-takeback-accept = Accepter la reprise
button-takeback-decline = Refuser la reprise
takeback-asked = { $player } demande à reprendre son dernier coup. { $opponent } : acceptez ou refusez ci-dessous (ou jouez simplement).
term-takeback-asked = { $player } demande à reprendre son dernier coup. { $opponent } : `takeback accept` ou `takeback decline` (ou jouez simplement).
takeback-taken = { $player } a repris son dernier coup.
takeback-accepted = { $player } a accepté : le dernier coup est repris.
takeback-declined = { $player } a refusé la reprise : la partie continue.
game-takebacks = { $count ->
    [one] (1 reprise)
   *[other] ({ $count } reprises)
}
error-takeback-rated = Les parties classées et les parties de tournoi n'ont pas de reprises.
error-takeback-on-the-clock = Les parties à la pendule n'ont pas de reprises : les pendules tournent.
error-takeback-level = Le bot accorde des reprises aux niveaux 1 à { $level } seulement.
error-nothing-to-take-back = Vous n'avez pas de coup à reprendre : seul le joueur qui vient de jouer le peut, avant la réponse.
error-takeback-asked = Vous avez déjà demandé à reprendre ce coup : une demande par coup.
error-no-takeback-asked = Aucune reprise n'attend de réponse.
error-not-your-takeback = C'est à votre adversaire de répondre à la reprise.
term-help-takeback = takeback | takeback accept | takeback decline :: reprendre votre dernier coup dans une partie non classée (l'adversaire répond)
term-you-may = vous pouvez maintenant : { $commands }

# Following games.
konane-follow = suivre
    .description = Suivez une partie par message privé (ou dans son fil), ou voyez celles que vous suivez.
    .game = partie
    .game-description = Le numéro de la partie (vide : les parties que vous suivez ici)
    .notices = avis
    .notices-description = Chaque coup (par défaut), le résultat seul, ou ne plus suivre
choice-every-move = chaque coup
choice-result = résultat seul
choice-stop = arrêter
button-follow = Suivre
follow-added-moves = Vous suivez la partie #{ $game } : un message privé à chaque coup et à la fin. `/konane { konane-follow }` liste ce que vous suivez.
follow-added-result = Vous suivez la partie #{ $game } : un message privé à sa fin.
follow-added-thread = Vous suivez la partie #{ $game } : vous êtes maintenant dans son fil, où chaque coup est publié.
follow-stopped = Vous ne suivez plus la partie #{ $game }.
follow-list-empty = Vous ne suivez aucune partie en cours ici. `/konane { konane-follow } { konane-follow.game }:<numéro>`, ou le bouton Suivre du premier plateau d'une partie, en suit une.
follow-list-title = **Parties que vous suivez ici**
follow-list-line = #{ $game } { $black } contre { $white } : { $how ->
    [thread] dans son fil
    [result] le résultat seul
   *[every-move] chaque coup par message privé
}
follow-move-dm = Partie de Kōnane #{ $game }, { $black } contre { $white } : coup { $ply }, `{ $move }` par { $player }. { $link }
follow-end-dm = La partie de Kōnane #{ $game }, { $black } contre { $white }, est finie : { $winner } gagne ({ $reason ->
    [no-moves] plus de coups
    [resignation] abandon
    [adjudication] arbitrage
   *[timeout] temps dépassé
}). { $link }
follow-aborted-dm = La partie de Kōnane #{ $game }, { $black } contre { $white }, a été interrompue. { $link }
error-follow-own-game = Vous jouez la partie #{ $game } : ses plateaux vous parviennent de toute façon.
error-follow-over = La partie #{ $game } est finie : il n'y a plus rien à suivre. `/konane { konane-replay }` la montre.
error-follow-limit = Vous suivez déjà { $limit ->
    [one] { $limit } partie en cours
   *[other] { $limit } parties en cours
} : cessez d'en suivre une d'abord (`{ konane-follow.notices }:stop`).
error-followers-full = La partie #{ $game } a autant de suiveurs qu'une partie peut en avoir.
error-not-following = Vous ne suivez pas la partie #{ $game }.
privacy-follows = { $count ->
    [one] Vous suivez 1 partie
   *[other] Vous suivez { $count } parties
}

# Exporting records.
konane-export = exporter
    .description = Vos parties terminées ici, en fichier de parties notées (en privé).
export-ready = { $count ->
    [one] Votre partie terminée ici
   *[other] Vos { $count } parties terminées ici
}, en notation : `konane-bot replay FICHIER --game N` en dessine une (au plus les { $limit } plus récentes).
export-none = Vous n'avez encore aucune partie terminée ici.
term-help-export = export FICHIER :: écrit vos parties terminées ici dans FICHIER en notation (`konane-bot replay FICHIER --game N` en dessine une)

# The Activity (the board page inside Discord): what its server answers.
activity-player = un joueur
activity-slow-down = Trop de demandes à la fois ; attendez un instant.
activity-sign-in-wait = Trop de connexions depuis ici en ce moment ; attendez une minute, puis rouvrez le plateau.
activity-launch-description = Ouvrir le plateau : jouer et regarder des parties de Kōnane en direct
button-open-board = Ouvrir le plateau
activity-off = La page du plateau n'est plus disponible sur ce bot : jouez ici avec le menu ou `/konane move`.
activity-sign-in-again = Votre connexion n'est plus valable : ouvrez le plateau à nouveau.
activity-discord-unavailable = Discord n'a pas répondu ; réessayez dans un instant.
activity-not-in-instance = Vous n'êtes plus dans cette activité ; ouvrez-la à nouveau.

# The Activity's page (activity/src), which words its board from this file.
activity-opening = Ouverture du plateau…
activity-outside-discord = Voici le plateau du bot Kōnane : ouvrez-le depuis Discord, avec le bouton Ouvrir le plateau ou le lanceur d’applis.
activity-your-games = Vos parties
activity-to-watch = Parties à regarder ici
activity-no-games = Aucune partie en cours ici. Défiez quelqu’un avec `/konane challenge`, ou jouez contre moi.
activity-vs = { $black } (noirs) contre { $white } (blancs)
activity-your-move = À vous de jouer
activity-to-move = Au tour de { $player }
activity-wins = { $player } gagne
activity-wins-on-time = { $player } gagne au temps
activity-time-control = Pendule
activity-correspondence = Sans pendule (par correspondance)
activity-presence-choosing = Choisit une partie
activity-presence-your-move = À vous de jouer contre { $opponent }
activity-presence-playing = Joue contre { $opponent }
activity-presence-watching = Regarde { $black } contre { $white }
activity-presence-reviewing = Revoit { $black } contre { $white }
activity-invite = Inviter quelqu'un
activity-sound-on = Son : activé
activity-sound-off = Son : coupé
activity-review = Revoir la partie
activity-first = Position de départ
activity-previous = Coup précédent
activity-next = Coup suivant
activity-last = Position finale
activity-verdict-wins = { $player } gagne en jouant parfaitement
activity-verdict-unknown = Trop profond pour le budget du solveur
activity-verdict-blunder = a laissé filer la victoire
activity-verdict-best = Meilleur coup : { $move }
activity-open-challenges = Défis ouverts
activity-puzzle = Problème du jour
activity-puzzle-start = Touchez une de vos pierres, puis la case où elle saute.
activity-puzzle-server-only = Les problèmes appartiennent à un serveur : ouvrez le plateau dans l'un de ses salons.
activity-presence-puzzle = Résout le problème du jour
activity-captured = { $count ->
    [one] { $count } pierre prise
   *[other] { $count } pierres prises
}
activity-back = Toutes les parties
activity-square = { $square }, { $stone ->
    [black] pierre noire
    [white] pierre blanche
   *[none] vide
}
activity-jump-to = sauter en { $square }
activity-bad-request = La page a envoyé quelque chose que le bot ne sait pas lire ; rouvrez le plateau.
activity-not-in-instance-them = D’ici, vous ne pouvez défier que quelqu’un qui est avec vous dans cette Activity.
activity-start = Commencer une partie
activity-play-bot = Jouer contre moi
activity-challenge = Défier { $player }
activity-challenge-open = { $player } défie { $opponent }
button-cancel = Retirer
button-abort = Annuler la partie
button-hint = Indice
button-analysis = Analyse
activity-deadline = Le temps pour jouer s’écoule { $when }.
activity-aborted = Annulée : rien n’est classé.
activity-takeback-asked = { $player } demande à reprendre son dernier coup
