# Deutsch. Machine-made translation: corrections welcome (see locales/README.md).

konane = konane
    .description = Spiele Kōnane, das hawaiische Sprungspiel.
konane-challenge = herausfordern
    .description = Fordere jemanden, alle oder den Bot heraus; die Partie bekommt einen eigenen Thread.
    .opponent = gegner
    .opponent-description = Gegen wen (leer lassen, damit jeder annehmen kann)
    .size = größe
    .size-description = Brettgröße, z. B. 8x8 (Standard) oder 6x6
    .opening = eröffnung
    .opening-description = Welche Steine Schwarz zur Eröffnung entfernen darf
    .jumps = sprünge
    .jumps-description = Ob ein Mehrfachsprung die Richtung wechseln darf
    .colour = farbe
    .colour-description = Deine Farbe
    .level = stufe
    .level-description = Die Spielstärke des Bots, 1 bis 5, wenn du den Bot herausforderst
    .rated = gewertet
    .rated-description = Gewertet oder locker (leer: Vorgabe des Servers; Bretter unter 6x6 sind locker)
    .position = stellung
    .position-description = Aus einer Stellung nach der Eröffnung: Reihen mit / getrennt, dann b oder w am Zug
    .record = partie
    .record-description = Oder am Ende einer angehängten Partie weiterspielen (.txt, z. B. aus /konane export)
    .time = zeit
    .time-description = Live auf Zeit: Minuten je Spieler + Sekunden pro Zug, z. B. 3+2 (leer: Fernpartie)
konane-accept = annehmen
    .description = Nimm die Herausforderung an, die in diesem Kanal auf dich wartet.
konane-decline = ablehnen
    .description = Lehne die Herausforderung ab, die in diesem Kanal auf dich wartet.
konane-cancel = zurückziehen
    .description = Ziehe deine Herausforderung in diesem Kanal zurück.
konane-move = zug
    .description = Mach deinen Zug, z. B. d5 (Stein entfernen) oder b5-d5-f5 (Sprung).
    .move = zug
    .move-description = Dein Zug: ein Feld zum Entfernen oder ein Sprung wie d5-f5
konane-board = brett
    .description = Zeige das Brett der Partie in diesem Kanal.
    .text = text
    .text-description = Als Textraster für Screenreader (nur du siehst es)
konane-resign = aufgeben
    .description = Gib die Partie in diesem Kanal auf.
konane-abort = abbrechen
    .description = Brich eine Partie ab: Spieler, bevor beide gezogen haben, Moderatoren jede Partie.
    .game = partie
    .game-description = Partienummer (Moderatoren: jede Partie oder Herausforderung dieses Servers)
konane-leaderboard = rangliste
    .description = Die Tabelle der laufenden Saison (falls eine läuft) oder die Wertungen dieses Servers.
    .page = seite
    .page-description = Seite
    .season = saison
    .season-description = Die Nummer einer vergangenen Saison, oder all-time für die Wertungen
    .scope = bereich
    .scope-description = Die Tabelle dieses Servers oder die globale Rangliste der Spieler, die gelistet sein wollen
konane-stats = statistik
    .description = Wertung und Bilanz eines Spielers auf diesem Server.
    .user = spieler
    .user-description = Wessen (deine, wenn leer)
konane-history = verlauf
    .description = Die beendeten Partien eines Spielers auf diesem Server.
    .user = spieler
    .user-description = Wessen (deine, wenn leer)
konane-replay = wiederholung
    .description = Eine animierte Wiederholung einer Partie, mit ihrer Notation.
    .game = partie
    .game-description = Partienummer (leer: die Partie dieses Kanals)
konane-hint = tipp
    .description = Ein Zugvorschlag, nur für dich: in Partien gegen mich und in beendeten Partien.
    .game = partie
    .game-description = Partienummer (leer: die Partie dieses Kanals oder deine letzte)
    .before_move = vor_zug
    .before_move-description = In einer beendeten Partie die Zugnummer: 12 für den 12. Zug von Schwarz, 12... für Weiß
konane-analyze = analyse
    .description = Für eine beendete Partie: die Züge, die eine gewonnene Stellung verloren gaben.
    .game = partie
    .game-description = Nummer einer beendeten Partie (leer: deine letzte)
konane-puzzle = rätsel
    .description = Das Rätsel des Tages: finde den einzigen Gewinnzug und gewinne weiter.
konane-puzzle-today = heute
    .description = Zeige das heutige Rätsel (nur du siehst es) oder den Stand deines Versuchs.
konane-puzzle-answer = antworten
    .description = Beantworte das heutige Rätsel mit einem Zug (nur du siehst die Antwort).
    .move = zug
    .move-description = Dein Zug, etwa d5-f5
konane-puzzle-leaderboard = rangliste
    .description = Die Rätsellöser dieses Servers: meiste gelöste Rätsel, dann längste Serie.
    .page = seite
    .page-description = Seite
konane-rules = regeln
    .description = Wie man Kōnane spielt, mit dem Startbrett.
konane-notify = benachrichtigen
    .description = Zughinweise auch per Direktnachricht: dein Zug, die Halbzeit-Erinnerung, eine Aufgabe.
    .dm = dm
    .dm-description = Auch per Direktnachricht benachrichtigen (standardmäßig aus)
konane-profile = profil
    .description = Dein Profil über Server hinweg: ob die globale Rangliste dich zeigt.
    .listed = gelistet
    .listed-description = Mich in der globalen Rangliste zeigen (standardmäßig aus)
konane-settings = konane-einstellungen
    .description = Servereinstellungen für Kōnane-Partien (nur mit „Server verwalten“).
    .turn_limit = zugzeit
    .turn_limit-description = Zeit pro Zug für jeden Spieler, z. B. 72h oder 1d
    .size = größe
    .size-description = Vorgegebene Brettgröße, z. B. 8x8
    .opening = eröffnung
    .opening-description = Vorgegebene Eröffnung
    .jumps = sprünge
    .jumps-description = Vorgegebene Regel für Mehrfachsprünge
    .allow_channel = kanal_erlauben
    .allow_channel-description = Partien in diesem Kanal erlauben (dann nur in erlaubten Kanälen)
    .disallow_channel = kanal_sperren
    .disallow_channel-description = Partien in diesem Kanal nicht mehr erlauben
    .threads = threads
    .threads-description = Jede Partie bekommt einen eigenen Thread (standardmäßig an)
    .rated = gewertet
    .rated-description = Ob Herausforderungen gewertet sind, wenn sie nichts sagen (unter 6x6 nie)
    .max_challenges = max_herausforderungen
    .max_challenges-description = Offene Herausforderungen pro Mitglied gleichzeitig (Standard 3)
    .max_games = max_partien
    .max_games-description = Laufende Partien pro Mitglied gleichzeitig (Standard 10)
    .rechallenge_wait = wartezeit
    .rechallenge_wait-description = Wartezeit vor einer erneuten Herausforderung nach einer unbeantworteten, z. B. 10m (0s: keine)
    .vacation_days = urlaubstage
    .vacation_days-description = Urlaubstage pro Mitglied und Jahr (Standard 14)
    .language = sprache
    .language-description = Sprache öffentlicher Nachrichten (Bretter, Ergebnisse); standardmäßig die des Servers
    .tournament_role = turnier_rolle
    .tournament_role-description = Wer außer „Server verwalten“ Turniere leiten darf (@everyone: niemand sonst)
    .tournament_forum = turnier_forum
    .tournament_forum-description = Ein Forum, in dem jedes Turnier ein Beitrag mit Status-Tag ist (Textkanal: wieder Threads)

choice-centre-or-corner = mitte-oder-ecke
choice-centre = mitte
choice-any = beliebig
choice-straight = gerade
choice-turning = abbiegend
choice-black = schwarz
choice-white = weiß
choice-random = zufällig
choice-on = an
choice-off = aus
choice-server = die Sprache des Servers
choice-this-server = dieser Server
choice-global = global
choice-en-US = English
choice-de = Deutsch
choice-es-ES = Español
choice-fr = Français
choice-ja = 日本語
choice-pt-BR = Português (Brasil)
choice-zh-CN = 简体中文

# Wörter in anderen Nachrichten.
colour-black = Schwarz
colour-white = Weiß
player-black = Schwarz
player-white = Weiß
list-or = {" "}oder{" "}
duration-part = { $unit ->
    [d] { $count } T.
    [h] { $count } Std.
    [m] { $count } Min.
   *[s] { $count } Sek.
}
duration-two-parts = { $first } { $second }
outcome = { $reason ->
    [no-moves] { $winner } gewinnt: { $loser } hat keinen Zug
    [resignation] { $winner } gewinnt: { $loser } hat aufgegeben
    [adjudication] { $winner } gewinnt: am Turnierschluss entschieden
   *[timeout] { $winner } gewinnt: { $loser } hat die Zeit überschritten
}
variant = { $size }-Brett, { $opening ->
    [centre] Eröffnung in der Mitte
    [any] freie Eröffnung
   *[centre-or-corner] Eröffnung in der Mitte oder an einer Ecke
}, { $jumps ->
    [turning] Sprünge mit Richtungswechsel
   *[straight] gerade Sprünge
}

# Die Brett-Nachricht.
game-over = **Partie vorbei:** { $reason ->
    [no-moves] { $loser } hat keinen Zug: { $winner } gewinnt.
    [resignation] { $winner } gewinnt (Aufgabe).
    [adjudication] { $winner } gewinnt (zum Stichtag entschieden).
   *[timeout] { $winner } gewinnt (Zeitüberschreitung).
}
casual-ratings-unchanged = Lockere Partie: Wertungen unverändert.
rating-change = { $player }: { $before } → { $after } ({ $change })
to-move = { $player } ({ $colour ->
    [black] Schwarz
   *[white] Weiß
}) ist am Zug.
clocks = ⏱ { $control }: ⚫ { $black } · ⚪ { $white }
time-runs-out = Die Zeit läuft { $when } ab.
how-to-move = Neu hier? Wähle deinen Zug im Menü unter dem Brett oder tippe `/konane { konane-move }` (es schlägt deine legalen Züge vor). `/konane { konane-rules }` erklärt das Spiel; `/konane { konane-abort }` beendet eine versehentlich begonnene Partie, bevor ihr beide gezogen habt.
any-move = Wähle im Menü einen Stein, dann seinen Zug; oder tippe `/konane { konane-move }`, das jeden Zug annimmt.
result-notice = Partie #{ $game } ({ $rated ->
    [yes] gewertet
   *[no] locker
}, { $size }) in { $channel }: { $winner } schlug { $loser } ({ $reason ->
    [no-moves] keine Züge
    [resignation] Aufgabe
    [adjudication] Entscheid
   *[timeout] Zeitüberschreitung
}).
button-rematch = Revanche
button-resign = Aufgeben
button-accept = Annehmen
button-decline = Ablehnen
button-confirm-resign = Ja, aufgeben

# Das Brett in Worten (Alternativtext für Screenreader).
alt-board = Kōnane-Brett, { $size }. { $black } (Schwarz) hat { $black-stones ->
    [one] 1 Stein
   *[other] { $black-stones } Steine
}, { $white } (Weiß) { $white-stones }.
alt-last-move = Letzter Zug { $move }.
alt-to-move = { $name } ({ $colour ->
    [black] Schwarz
   *[white] Weiß
}) ist am Zug, { $moves ->
    [one] 1 legaler Zug
   *[other] { $moves } legale Züge
}.
alt-to-move-many = { $name } ({ $colour ->
    [black] Schwarz
   *[white] Weiß
}) ist am Zug, { $moves } oder mehr legale Züge.

# Die Beschriftung über dem Brett.
caption-to-move = { $player } am Zug
caption-to-remove = { $player } entfernt einen Stein
# The solver's verdict on a board, when it proves one: who wins with perfect play.
proven-winner = { $colour ->
    [black] Bewiesen: Schwarz gewinnt
   *[white] Bewiesen: Weiß gewinnt
}
caption-player = { $name } ({ $colour })
caption-stones = { $count ->
    [one] 1 Stein
   *[other] { $count } Steine
}

# Das Zugmenü unter dem Brett.
menu-stone = { $square }: { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
}
menu-stone-many = { $square }: { $moves }+ Züge
menu-more-stones = Weitere Steine…
menu-more-moves = Weitere Züge…
menu-pick-stone = { $colour ->
    [black] Schwarz
   *[white] Weiß
} am Zug: wähle einen Stein
menu-pick-move = { $colour ->
    [black] Schwarz
   *[white] Weiß
} am Zug: wähle einen Zug
menu-moves-of = Züge von { $square }
menu-pick-the-move = Wähle den Zug:
move-remove = { $move } entfernen
move-captures = { $move } (schlägt { $count })

# Antworten beim Spielen.
accepted = { $player } hat angenommen: { $black } spielt Schwarz, { $white } spielt Weiß.
declined = { $player } hat die Herausforderung von { $challenger } abgelehnt.
resigned = { $player } hat aufgegeben.
resign-confirm = Diese Partie aufgeben? Dein Gegner gewinnt.
withdrew = { $player } hat die Herausforderung zurückgezogen.
rematch-begins = Revanche! Die Partie beginnt.
rematch-asked = { $opponent }, { $player } bittet um Revanche (Farben getauscht).
played = { $player } spielte `{ $move }`.
played-capturing = { $player } spielte `{ $move }` und schlug { $count ->
    [one] 1 Stein
   *[other] { $count } Steine
}.
bot-played = Ich spielte `{ $move }`.
bot-played-capturing = Ich spielte `{ $move }` und schlug { $count ->
    [one] 1 Stein
   *[other] { $count } Steine
}.
bot-cannot-think = Ich konnte gerade nicht nachdenken; ich ziehe, sobald ich kann.
board-last-move = Letzter Zug: `{ $move }`.
board-just-begun = Die Partie hat gerade begonnen.
challenge-waiting = hier wartet eine Herausforderung auf Antwort; das Brett erscheint, sobald sie angenommen ist
not-a-person = das ist ein Bot; fordere einen Menschen heraus
playing-the-bot = { $player } spielt gegen mich auf Stufe { $level } (locker): Die Partie beginnt.
challenge-expires = Die Herausforderung verfällt { $when }.
challenge-set-up = Sie beginnt in einer vorgegebenen Stellung, { $colour ->
    [black] Schwarz
   *[white] Weiß
} am Zug, und wird nie gewertet.
colour-plays = { $player } spielt { $colour ->
    [black] Schwarz
   *[white] Weiß
}
colour-random = Farbe zufällig gewählt
challenge-to = { $opponent }, { $player } fordert dich zu einer { $rated ->
    [yes] gewerteten
   *[no] lockeren
} Partie Kōnane heraus: { $variant } ({ $colour }).
challenge-open = { $player } bietet allen eine { $rated ->
    [yes] gewertete
   *[no] lockere
} Partie Kōnane an: { $variant } ({ $colour }). Wer zuerst auf Annehmen drückt, spielt.
challenge-headline = { $player } fordert { $opponent } zu einer { $rated ->
    [yes] gewerteten
   *[no] lockeren
} Partie Kōnane heraus: { $variant }.
challenge-anyone = alle
challenge-in-thread = Die Partie läuft in { $thread }.
aborted = { $player } hat { $what ->
    [game] Partie
   *[challenge] Herausforderung
} #{ $game } abgebrochen. Nichts wird gewertet.
aborted-by-moderator = Abgebrochen von Moderator { $player }: { $what ->
    [game] Partie
   *[challenge] Herausforderung
} #{ $game } ({ $players }). Nichts wird gewertet.
players-versus = {" "}gegen{" "}
no-thread-here = Ich kann in diesem Kanal keine Threads starten (mir fehlen die Berechtigungen „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“), also wird diese Partie hier gespielt. Ein Server-Admin kann sie erteilen oder Threads mit `/{ konane-settings } { konane-settings.threads }:False` abschalten.
thread-refused = Discord wollte hier keinen Thread für diese Partie starten, also wird sie in diesem Kanal gespielt. Fordere aus einem Textkanal heraus, damit eine Partie einen eigenen Thread bekommt.

# Schaltflächen und Menüs.
servers-only = Das geht nur auf einem Server: Direktnachrichten haben keine Servereinstellungen, Turniere oder Rätsel.
bot-not-in-server = Ich bin kein Mitglied dieses Servers, nur eine App, die ein Mitglied installiert hat, daher kann ich hier nichts posten und keine Einstellungen ändern. Ein Server-Admin kann mich dafür zum Server hinzufügen.
bot-dm-plays-me = In unseren Direktnachrichten kannst du gegen mich spielen: fordere mich als Gegner heraus. Um gegen Freunde zu spielen, nutze den Befehl in deiner DM mit ihnen.
answers-kept-private = Dieser Server hält die Antworten von Benutzer-Apps privat (die Berechtigung „Externe Apps verwenden“ ist für dich aus), dein Gegner könnte das Brett also nicht sehen. Spielt in einer DM oder bitte einen Admin, mich zum Server hinzuzufügen.
challenge-not-open = diese Herausforderung ist nicht mehr offen
pick-from-menu = wähle einen Zug aus dem Menü
choice-gone = diese Auswahl steht nicht mehr auf dem Brett; tippe stattdessen `/konane { konane-move }`
game-over-last-board = Diese Partie ist vorbei; ihr letztes Brett: { $link }
game-over-plain = Diese Partie ist vorbei.
board-out-of-date-link = Dieses Brett ist veraltet. Hier ist das aktuelle der Partie: { $link }
board-out-of-date = Dieses Brett ist veraltet: Die Partie ist weitergegangen. `/konane { konane-board }` zeigt es jetzt.

# Erinnerungen, Zeitüberschreitungen, Verfall und ihre Direktnachrichten.
reminder = { $player }, du bist am Zug in Partie #{ $game }; deine Zeit läuft { $when } ab.{ $board }
reminder-dm = Du bist am Zug in Kōnane-Partie #{ $game }; deine Zeit läuft { $when } ab.{ $board }
board-sentence = {" "}Das Brett: { $link }
ran-out-of-time = { $player } hat die Zeit überschritten.
forfeit-by-withdrawal = { $player } hat sich vom Turnier zurückgezogen; diese Partie gilt als verloren.
adjudicated-at-deadline = Diese Partie hat den Turnierstichtag erreicht und wurde entschieden.
decided-dm = Kōnane-Partie #{ $game }: { $outcome }.{ $board }
forfeit-dm = Kōnane-Partie #{ $game }: { $won ->
    [yes] Dein Gegner hat die Zeit überschritten: Du gewinnst
   *[no] Du hast die Zeit überschritten und verloren
}.{ $board }
your-move-dm = Du bist am Zug in Kōnane-Partie #{ $game }: { $link }
challenge-expired = Die Herausforderung von { $player } an { $opponent } ist verfallen.
open-challenge-expired = Die offene Herausforderung von { $player } ist verfallen: Niemand hat angenommen.
back-to-our-game = Zurück zu unserer Partie:

# Ablehnungen: Jede sagt, was stattdessen zu tun ist.
error-internal = bei uns ist etwas schiefgelaufen; bitte versuche es erneut
error-unavailable = Ich erreiche die Spieldatenbank gerade nicht, also ist nichts passiert (kein Zug wurde gespielt); bitte versuche es in einer Minute erneut
error-no-game-here = in diesem Kanal läuft keine Partie; beginne eine mit einer Herausforderung
error-no-challenge-here = in diesem Kanal gibt es keine offene Herausforderung
error-channel-busy = in diesem Kanal ist schon eine Partie oder Herausforderung offen; beende sie zuerst oder spiele in einem anderen Kanal oder Thread
error-self-challenge = du kannst dich nicht selbst herausfordern; wähle jemand anderen oder fordere den Bot heraus
error-channel-not-allowed = in diesem Kanal sind keine Partien erlaubt; bitte einen Server-Admin, ihn in den Einstellungen zu erlauben
term-error-channel-not-allowed = in diesem Kanal sind keine Partien erlaubt; erlaube ihn mit `settings allow KANAL`
error-not-your-challenge = diese Herausforderung gilt { $player }; nur diese Person kann sie annehmen oder ablehnen
error-not-challenger = nur wer herausgefordert hat, kann die Herausforderung zurückziehen; du kannst sie stattdessen ablehnen
error-own-challenge = das ist deine eigene Herausforderung; warte, bis jemand annimmt, oder ziehe sie zurück
error-open-challenge = diese Herausforderung ist für alle offen, also kann niemand sie ablehnen; sie bleibt, bis jemand annimmt, sie zurückgezogen wird oder verfällt
error-too-many-challenges = du hast schon { $count ->
    [one] 1 offene Herausforderung
   *[other] { $count } offene Herausforderungen
} auf diesem Server, so viele wie erlaubt; ziehe eine zurück oder warte auf eine Antwort
term-error-too-many-challenges = du hast schon { $count ->
    [one] 1 offene Herausforderung
   *[other] { $count } offene Herausforderungen
} hier, so viele wie erlaubt; ziehe eine zurück oder warte auf eine Antwort
error-too-many-games = du spielst schon { $count ->
    [one] { $count } Partie auf diesem Server
   *[other] { $count } Partien auf diesem Server
}, so viele wie erlaubt; beende zuerst eine
term-error-too-many-games = du spielst schon { $count ->
    [one] { $count } Partie hier
   *[other] { $count } Partien hier
}, so viele wie erlaubt; beende zuerst eine
error-opponent-too-busy = { $player } spielt schon { $count ->
    [one] 1 Partie
   *[other] { $count } Partien
} auf diesem Server, so viele wie erlaubt; versuche es wieder, wenn eine endet
term-error-opponent-too-busy = { $player } spielt schon { $count ->
    [one] 1 Partie
   *[other] { $count } Partien
} hier, so viele wie erlaubt; versuche es wieder, wenn eine endet
error-rechallenge-too-soon = { $withdrawn ->
    [yes] Du hast deine letzte Herausforderung an { $player } zurückgezogen; damit Herausforderungen nicht zu oft pingen, kannst du in { $wait } erneut herausfordern
   *[no] { $player } hat deine letzte Herausforderung nicht angenommen; du kannst in { $wait } erneut herausfordern
}
error-unrated-against-bot = Partien gegen den Bot werden nie gewertet
error-unrated-small-board = Partien auf Brettern kleiner als 6x6 werden nie gewertet
error-unrated-set-up = Partien aus einer vorgegebenen Stellung werden nie gewertet
error-position-syntax = das ist keine Stellung: schreibe die Reihen von oben, mit / getrennt, x für Schwarz, o für Weiß und . für leer, dann ein Leerzeichen und b oder w für die Seite am Zug, z. B. `{ $example }`
error-position-parity = der { $colour ->
    [black] schwarze
   *[white] weiße
} Stein auf { $square } steht auf einem Feld der anderen Farbe: Steine wechseln nie die Farbe ihres Feldes
error-position-opening = die Eröffnung ist nicht vorbei: eine Partie aus einer Stellung beginnt nach beiden Entnahmen (mindestens zwei leere Felder); fordere ohne Stellung heraus, um die Eröffnung zu spielen
error-position-unreachable = keine Partie erreicht diese Stellung: zwei leere Felder müssen die beiden Entnahmen der Eröffnung sein, nebeneinander, mit Schwarz am Zug
error-position-size = die Stellung ist { $given }, die Partie wäre { $expected }: lass die Größe weg oder gib { $given } an
error-position-over = diese Stellung ist schon entschieden: { $colour ->
    [black] Schwarz
   *[white] Weiß
} hat keinen Zug
error-position-record = die angehängte Partie lässt sich nicht lesen: { $reason }
error-position-several = die angehängte Datei enthält { $count ->
    [one] { $count } Partie: hänge
   *[other] { $count } Partien: hänge
} eine einzelne an
error-position-file-size = die angehängte Datei ist zu groß: eine Partie hat höchstens { $max } KB
error-position-both = gib eine Stellung an oder hänge eine Partie an, nicht beides
error-position-unfetched = die angehängte Datei ließ sich nicht von Discord laden; versuche es noch einmal
error-challenge-expired = diese Herausforderung ist verfallen; sende eine neue
error-not-a-player = du spielst in dieser Partie nicht mit
error-not-your-turn = du bist nicht am Zug; wir warten auf { $player }
error-game-over = diese Partie ist schon vorbei
error-position-changed = die Stellung hat sich geändert, bevor dein Zug ankam; sieh dir das Brett an und versuche es erneut
error-time-ran-out = deine Zeit für den Zug ist abgelaufen, also ist die Partie auf Zeit verloren
error-too-late-to-abort = beide haben gezogen, also kann die Partie nicht abgebrochen werden; gib stattdessen auf oder frage einen Moderator
term-error-too-late-to-abort = beide haben gezogen, also kann die Partie nicht abgebrochen werden; gib stattdessen auf
error-not-allowed-to-abort = nur die Spieler der Partie (bevor beide gezogen haben) und Mitglieder mit „Nachrichten verwalten“ können sie abbrechen
error-abort-challenge = eine Herausforderung wird mit cancel zurückgezogen oder mit decline abgelehnt, nicht abgebrochen
error-unknown-game = auf diesem Server wurde keine Partie #{ $game } gespielt
term-error-unknown-game = hier wurde keine Partie #{ $game } gespielt
error-nothing-to-review = du hast hier keine Partie zum Ansehen; nenne eine mit ihrer Nummer
error-no-hints-mid-game = keine Tipps während einer Partie zwischen Menschen; frage nach dem Ende erneut oder übe gegen den Bot
error-hint-out-of-turn = Tipps gibt es für die Seite am Zug; warte, bis du dran bist
error-no-such-move = Partie #{ $game } erreichte Zug { $asked } nie: Sie endete { $moves ->
    [one] nach { $moves } Zug
   *[other] nach { $moves } Zügen
}
error-not-started = diese Partie hat noch nicht begonnen; Tipps gibt es, sobald es ein Brett gibt
error-no-move-to-suggest = es gibt keinen Zug vorzuschlagen: Die Seite am Zug hat keinen
error-still-playing = Analysen gibt es für beendete Partien; diese läuft noch
error-unknown-tournament = auf diesem Server gibt es kein Turnier #{ $tournament }
term-error-unknown-tournament = hier gibt es kein Turnier #{ $tournament }
error-tournament-name = ein Turnier braucht einen Namen mit 1 bis { $count } Zeichen
error-tournament-players = ein Turnier in diesem Format nimmt 2 bis { $count } Spieler auf
error-rounds-only-for-swiss = nur ein Schweizer-System-Turnier nimmt eine Rundenzahl; die anderen Formate legen sie selbst fest
error-tournament-rounds = ein Schweizer-System-Turnier spielt { $count ->
    [one] 1 bis { $count } Runde
   *[other] 1 bis { $count } Runden
}
error-tournament-game-time = die Zeit jeder Partie muss zwischen { $min } und { $max } liegen
error-bot-cannot-enter = ich richte Turniere aus, spiele aber nicht mit
error-sign-up-closed = die Anmeldung für dieses Turnier ist geschlossen
error-already-entered = du bist bereits angemeldet
error-tournament-full = dieses Turnier ist voll ({ $count } Spieler)
error-not-organiser = das kann nur der Veranstalter oder wer hier Turniere leiten darf
error-not-entered = dieser Spieler nimmt nicht an diesem Turnier teil
error-tournament-over = dieses Turnier ist vorbei
error-too-few-entrants = ein Turnier braucht zum Start mindestens { $count } Spieler
error-board-taken = die Partie dieses Bretts hat schon begonnen oder wurde ohne Spiel entschieden
error-no-tournament-here = hier ist kein Turnier offen oder im Gange; gib seine Nummer an
error-tournament-game-no-abort = eine Turnierpartie können ihre Spieler nicht abbrechen; gib auf oder frag einen Moderator
term-error-tournament-game-no-abort = eine Turnierpartie können ihre Spieler nicht abbrechen; gib stattdessen auf
error-ai-unavailable = Ich kann gerade nicht nachdenken (ich starte neu); versuche es gleich noch einmal
error-ai-busy = du hast schon einen Tipp oder eine Analyse angefragt; warte darauf und frage dann erneut
error-no-puzzles = es gibt noch keine Rätsel; ein Server-Admin kann welche mit `konane-bot puzzles generate` hinzufügen
term-error-no-puzzles = es gibt noch keine Rätsel; füge welche mit `konane-bot puzzles generate` hinzu
error-puzzle-solved = du hast das heutige Rätsel gelöst; um Mitternacht UTC kommt ein neues
error-puzzle-over = dein Versuch am heutigen Rätsel ist vorbei; um Mitternacht UTC kommt ein neues
error-puzzle-not-over = löse zuerst das heutige Rätsel: Teilen erzählt, wie es lief
error-puzzle-moved-on = dieses Menü ist veraltet: Dein Versuch ist weitergegangen; `/konane { konane-puzzle } { konane-puzzle-today }` zeigt den Stand
error-answer-too-slow = die Prüfung dieses Zugs hat zu lange gedauert; versuche es gleich noch einmal
error-turn-limit = die Zugzeit muss zwischen { $min } und { $max } liegen, nicht { $given }
error-count-setting = { $what ->
    [open-challenges] offene Herausforderungen pro Mitglied
   *[running-games] laufende Partien pro Mitglied
} müssen zwischen 1 und { $max } liegen, nicht { $given }
error-cooldown = die Pause vor einer erneuten Herausforderung darf höchstens { $max } sein, nicht { $given }
error-puzzles = beim Lesen der Rätsel: { $error }
error-level = die Stufe muss eine Zahl von 1 bis 5 sein, nicht „{ $given }“
error-time-control = „{ $given }“ ist keine Bedenkzeit: schreib Minuten+Sekunden, etwa 3+2 (1 bis { $minutes } Minuten, höchstens { $seconds } Sekunden pro Zug)

# Züge, die die Regeln ablehnen.
error-move-empty = ungültiger Zug „{ $text }“: er ist leer; schreibe ein Feld wie d5 oder einen Sprung wie d5-f5
error-move-too-long = ungültiger Zug „{ $text }“: ein Sprung hat { $max ->
    [one] höchstens { $max } Teilsprung
   *[other] höchstens { $max } Teilsprünge
}; hier stehen mehr Felder
error-move-not-a-square = ungültiger Zug „{ $text }“: bei „{ $rest }“ wurde ein Feld wie d5 erwartet
error-move-no-square = ungültiger Zug „{ $text }“: er nennt kein Feld
error-not-a-hop = { $from }-{ $to } ist kein Sprung: Ein Stein springt über einen Nachbarn auf das Feld zwei weiter in derselben Reihe oder Spalte
error-ambiguous = „{ $text }“ könnte { $candidates } bedeuten: schreibe jedes Landefeld
error-too-vague = „{ $text }“ könnte zu viele Sprünge bedeuten: schreibe jedes Landefeld, z. B. b5-d5-d7-f7
error-expected-removal = die Partie ist noch in der Eröffnung: { $colour ->
    [black] Schwarz
   *[white] Weiß
} entfernt einen eigenen Stein (ein Zug wie d5)
error-expected-jump = die Eröffnung ist vorbei: Jeder Zug ist jetzt ein Sprung, etwa d5-f5
error-off-board = { $square } liegt außerhalb des { $size }-Bretts (Spalten a bis { $last-column }, Reihen 1 bis { $rows })
error-empty-square = { $square } ist leer: wähle einen deiner { $colour ->
    [black] schwarzen
   *[white] weißen
} Steine
error-not-your-stone = auf { $square } steht ein { $colour ->
    [black] weißer
   *[white] schwarzer
} Stein, aber du spielst { $colour ->
    [black] Schwarz
   *[white] Weiß
}
error-opening-not-allowed = die Eröffnung { $opening } erlaubt nicht, { $square } zu entfernen: Schwarz leert { $opening ->
    [centre-or-corner] einen Stein in der Mitte oder einer Ecke
    [centre] einen Stein in der Mitte
   *[any] einen beliebigen eigenen Stein
}
error-not-adjacent = { $square } liegt nicht neben { $emptied }: Weiß entfernt einen Stein direkt neben dem Feld, das Schwarz geleert hat
error-nothing-to-jump = auf { $over } steht kein Stein zum Überspringen
error-landing-occupied = { $landing } ist nicht leer: Ein Sprung muss auf einem leeren Feld landen
error-not-straight = in dieser Partie müssen alle Sprünge eines Zugs in dieselbe Richtung gehen (gerade Sprünge)
error-no-black-centre = die Eröffnung Mitte ist auf { $size } nicht spielbar: In der Mitte steht kein schwarzer Stein (nimm Mitte-oder-Ecke oder beliebig)
error-size-out-of-range = Brettgröße { $rows }×{ $cols } geht nicht: Jede Seite muss 4 bis 16 lang sein
error-size-syntax = ungültige Brettgröße „{ $text }“: erwartet wird ZEILENxSPALTEN wie 8x8 oder eine Zahl wie 6

# Servereinstellungen.
settings-summary = Zugzeit: **{ $turn-limit }** · Standardpartie: **{ $variant }** · Partien erlaubt in { $channels } · { $threads ->
    [yes] jede Partie bekommt **einen eigenen Thread**
   *[no] Partien laufen **im Kanal**, ohne Threads
} · Herausforderungen sind **{ $rated ->
    [yes] gewertet
   *[no] locker
}**, wenn nicht anders angegeben · { $limits } · öffentliche Nachrichten auf: **{ $language }** · Turniere leiten: **{ $runners }** · Turniere laufen in: **{ $tournament-home }**.
settings-runners-default = Server verwalten
settings-tournament-threads = je einem eigenen Thread
settings-forum-untagged = Ich konnte die Tags **{ $tags }** in { $forum } nicht anlegen (dafür brauche ich dort „Kanäle verwalten“); legt sie selbst an, dann tagge ich jeden Turnierbeitrag nach seinem Stand.
settings-every-channel = jedem Kanal
limits-summary = jedes Mitglied darf { $challenges ->
    [one] 1 offene Herausforderung
   *[other] { $challenges } offene Herausforderungen
} und { $games ->
    [one] 1 laufende Partie
   *[other] { $games } laufende Partien
} haben; { $pause }.
limits-no-pause = keine Pause vor einer erneuten Herausforderung
limits-pause = { $pause } Pause, bevor jemand erneut herausgefordert werden kann, der nicht angenommen hat

# Tabellen: die Rangliste, Statistik und Verlauf eines Spielers.
leaderboard-empty = Auf diesem Server gibt es noch keine gewerteten Partien. Fordere jemanden heraus!
term-leaderboard-empty = Hier gibt es noch keine gewerteten Partien. Fordere jemanden heraus!
leaderboard-title = **Kōnane-Rangliste** (Seite { $page } von { $pages })
leaderboard-row = { $rank }. { $player } **{ $rating }** ±{ $margin } · { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins } gewonnen, { $losses } verloren
leaderboard-provisional = -# Eine mit ? markierte Wertung ist vorläufig: noch zu wenige Partien. Gefestigte Wertungen stehen zuerst.
global-ladder-empty = In der globalen Rangliste ist noch niemand gelistet. `/konane { konane-profile } { konane-profile.listed }:True` listet dich.
term-global-ladder-empty = In der globalen Rangliste ist noch niemand gelistet. `profile listed yes` listet dich.
term-global-ladder-not-yet = Du bist gelistet, aber die Rangliste zählt gewertete Partien: Du erscheinst nach deiner ersten.
global-ladder-title = **Globale Kōnane-Rangliste** (Seite { $page } von { $pages }): jede gewertete Partie auf jedem Server zählt
stats-rating = Wertung **{ $rating }**
stats-rating-provisional = Wertung **{ $rating }** (vorläufig)
stats-no-rating = noch keine Wertung
stats-summary = { $player }: { $rating } · gewertete Partien: { $wins } gewonnen, { $losses } verloren{ $streak } · lockere Partien: { $casual-wins } gewonnen, { $casual-losses } verloren
stats-streak-won = , { $count } in Folge gewonnen
stats-streak-lost = , { $count } in Folge verloren
stats-global = Globale Rangliste: **{ $rating }** { $games ->
    [one] nach { $games } gewerteten Partie
   *[other] nach { $games } gewerteten Partien
}
stats-global-unlisted = -# Du bist in der globalen Rangliste nicht gelistet, also siehst nur du das. `/konane { konane-profile } { konane-profile.listed }:True` listet dich.
term-stats-global-unlisted = -# Du bist in der globalen Rangliste nicht gelistet, also siehst nur du das. `profile listed yes` listet dich.
history-empty = { $player } hat hier noch keine beendeten Partien.
history-title = Partien von { $player }:
history-replay = Sieh dir eine erneut an mit `/konane { konane-replay } { konane-replay.game }:<Nummer>`.
game-summary = { $won ->
    [yes] { $reason ->
        [no-moves] besiegte { $opponent }, der kein Zug mehr blieb
        [resignation] besiegte { $opponent } durch Aufgabe
        [adjudication] besiegte { $opponent } durch Entscheid
       *[timeout] besiegte { $opponent } auf Zeit
    }
   *[no] { $reason ->
        [no-moves] verlor gegen { $opponent }, ohne Zug
        [resignation] gab gegen { $opponent } auf
        [adjudication] verlor gegen { $opponent } durch Entscheid
       *[timeout] verlor gegen { $opponent } auf Zeit
    }
} ({ $colour }, { $moves ->
    [0] keine Züge
    [one] 1 Zug
   *[other] { $moves } Züge
}, { $kind ->
    [change] { $change }
    [rated] gewertet
   *[casual] locker
})
notify-on = Direktnachrichten an: Auf diesem Server sage ich dir auch per DM, wenn du am Zug bist, wenn die Hälfte deiner Zeit um ist und wenn eine Partie durch Zeitüberschreitung endet. Verbieten deine Privatsphäre-Einstellungen DMs von Servermitgliedern, kommen die Hinweise im Kanal trotzdem.
notify-off = Direktnachrichten aus: Deine Hinweise kommen nur im Kanal der Partie.
profile-listed = Du stehst in der globalen Rangliste als **{ $name }**; ansehen mit `/konane { konane-leaderboard } { konane-leaderboard.scope }:global`.
term-profile-listed = Du stehst in der globalen Rangliste als **{ $name }**; ansehen mit `leaderboard global`.
profile-unlisted = Du bist nicht in der globalen Rangliste gelistet. Deine globale Wertung bleibt erhalten, und `stats` zeigt sie nur dir.

# Das tägliche Rätsel.
puzzle-board-empty = Auf diesem Server hat noch niemand ein Rätsel gelöst. `/konane { konane-puzzle } { konane-puzzle-today }` zeigt das heutige.
no-such-page = diese Seite gibt es nicht
puzzle-board-title = **Kōnane-Rätsellöser** (Seite { $page })
puzzle-board-row = { $rank }. { $player } **{ $solved }** gelöst · Serie { $streak } (beste { $best })
puzzle-intro = **Rätsel des Tages** (#{ $number }, { $stars }): { $side ->
    [black] Schwarz
   *[white] Weiß
} am Zug gewinnt mit genau einem Zug. Finde ihn und gewinne dann weiter, bis { $side ->
    [black] Weiß
   *[white] Schwarz
} keinen Zug mehr hat.
puzzle-start = Wähle deinen Zug im Menü oder antworte mit `/konane { konane-puzzle } { konane-puzzle-answer }`.
puzzle-so-far = Dein Versuch bisher: { $moves }. Dein Zug als { $colour ->
    [black] Schwarz
   *[white] Weiß
}.
puzzle-you-solved = Du hast es in { $count ->
    [one] 1 Zug
   *[other] { $count } Zügen
} gelöst. { $score }
puzzle-attempt-over = Dein Versuch ist vorbei: { $moves }. Um Mitternacht UTC kommt ein neues Rätsel.
puzzle-score = Hier gelöst: { $solved }. Serie: { $streak ->
    [one] 1 Tag
   *[other] { $streak } Tage
} (beste { $best }).
puzzle-right = `{ $move }` ist richtig. Ich antworte `{ $answer }`. Du bist am Zug.
puzzle-solved = `{ $move }` gewinnt: { $defender ->
    [black] Schwarz
   *[white] Weiß
} hat keinen Zug mehr. **Gelöst in { $count ->
    [one] 1 Zug
   *[other] { $count } Zügen
}!** { $score }
puzzle-refuted = `{ $move }` verschenkt den Sieg: `{ $answer }` antwortet darauf, und { $defender ->
    [black] Schwarz
   *[white] Weiß
} gewinnt von dort. Dein Versuch ist vorbei; um Mitternacht UTC kommt ein neues Rätsel.
puzzle-alt = Das heutige Rätsel, { $colour ->
    [black] Schwarz
   *[white] Weiß
} am Zug.
button-share = Teilen
puzzle-other-day = das war das Rätsel eines anderen Tages; das heutige ist neu
puzzle-shared-solved = { $name } hat das heutige Rätsel in { $count ->
    [one] 1 Zug
   *[other] { $count } Zügen
} gelöst. Serie: { $streak }. Probier es mit `/konane { konane-puzzle } { konane-puzzle-today }`.
puzzle-shared-failed = { $name } hat sich am heutigen Rätsel versucht und diesmal verloren. Probier es mit `/konane { konane-puzzle } { konane-puzzle-today }`.

# Wiederholungen, Tipps und Analysen.
replay-busy = Ich zeichne gerade eine andere Wiederholung; versuche es in ein paar Sekunden erneut
replay-caption = Partie #{ $game }: { $black } (Schwarz) gegen { $white } (Weiß).
hint = Tipp für { $colour ->
    [black] Schwarz
   *[white] Weiß
}{ $when }: `{ $move }` ({ $verdict }).
hint-regions = Das Brett ist { $count ->
    [one] in { $count } Region zerfallen
   *[other] in { $count } Regionen zerfallen
}, die sich nie berühren, jede ein Spiel für sich (ein Wert über null begünstigt Schwarz, unter null Weiß):
hint-when = {" "}vor Zug { $number } von Partie #{ $game }
hint-verdict = { $kind ->
    [wins] er gewinnt erzwungen
    [loses] jeder Zug verliert gegen perfektes Spiel; dieser hält am längsten
   *[searched] der beste gefundene bei { $depth ->
    [one] { $depth } Zug Vorausschau
   *[other] { $depth } Zügen Vorausschau
}
}
hint-alt = Das Brett mit dem vorgeschlagenen Zug { $move } für { $colour ->
    [black] Schwarz
   *[white] Weiß
}, grün eingezeichnet.
analysis-title = **Analyse von Partie #{ $game }** ({ $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
})
analysis-too-big = Die Partie ist zu groß, als dass ich irgendeine ihrer Stellungen beweisen könnte.
analysis-all = Ich konnte jede Stellung dieser Partie beweisen.
analysis-from = Ich konnte jede Stellung ab Zug { $number } beweisen (frühere sind zu groß zum Lösen).
analysis-no-blunder = Kein Zug in diesem Abschnitt hat einen Sieg verschenkt.
analysis-blunder = • `{ $move }`: { $player } hat den Sieg verspielt; `{ $winning }` hätte gewonnen.
analysis-forced-win = Bei Zug { $number } hatte { $player } ({ $colour ->
    [black] Schwarz
   *[white] Weiß
}) einen erzwungenen Sieg.
analysis-regions = Ab Zug { $number } zerfiel das Brett { $count ->
    [one] in { $count } Region, die
   *[other] in { $count } Regionen, die
} sich nie berühren, jede ein Spiel für sich (ein Wert über null begünstigt Schwarz, unter null Weiß):
analysis-region = • { $squares } ({ $stones ->
    [one] 1 Stein
   *[other] { $stones } Steine
}): Wert { $value }, { $outcome ->
    [black] gehört Schwarz, wer auch anfängt
    [white] gehört Weiß, wer auch anfängt
    [first] gewinnt, wer dort zuerst zieht
   *[second] verliert, wer dort zuerst zieht
}
error-move-number = „{ $text }“ ist keine Zugnummer: schreibe 12 für den zwölften Zug von Schwarz, 12... für den von Weiß

# So wird gespielt (`/konane { konane-rules }`).
rules-text =
    {"**"}Kōnane** ist ein hawaiisches Spiel reiner Strategie.
    • Das Brett ist anfangs voll, schwarze und weiße Steine abwechselnd (siehe Bild).
    • **Eröffnung.** Schwarz entfernt einen schwarzen Stein: standardmäßig einen in der Mitte oder einer Ecke (markiert). Dann entfernt Weiß einen weißen Stein direkt neben dem Loch, darüber, darunter oder daneben.
    • **Sprünge.** Danach ist jeder Zug ein Sprung: Einer deiner Steine springt über einen benachbarten gegnerischen Stein, gerade nach oben, unten, links oder rechts (nie diagonal), auf das leere Feld direkt dahinter, und schlägt ihn.
    • **Mehrfachsprünge.** Derselbe Stein darf in einem Zug weiter und weiter springen (geradeaus, außer die Partie erlaubt abbiegende Sprünge). Er darf nach jedem Sprung aufhören.
    • **Kein Zug, verloren.** Wer am Zug nicht springen kann, verliert. Unentschieden gibt es nicht.
    Züge: `d5` entfernt einen Stein; `b5-d5` ist ein Sprung; `b5-d5-f5` ein Doppelsprung. Nutze das Menü unter dem Brett oder `/konane { konane-move }` (es schlägt deine legalen Züge vor).
    Die vollständigen Regeln mit Einstellungen und Notation: `docs/rules.md` im Quelltext von konane-bot.
    Was der Bot über dich speichert und wie du es löschst: „What the bot stores“ in der README von konane-bot, und `/konane { konane-privacy }`.
rules-alt = Ein 8x8-Kōnane-Brett zu Beginn: Auf jedem Feld steht ein Stein, schwarz und weiß abwechselnd, Schwarz in der linken oberen Ecke. Die schwarzen Steine, die Schwarz zur Eröffnung entfernen darf (die zwei schwarzen Steine in der Mitte und die zwei schwarzen Ecken), sind markiert.
error-duration = „{ $text }“ ist keine Dauer: schreibe sie als 72h, 1d 12h, 45m oder 30s

## Das Terminal (`konane-bot play`). Befehls- und Optionswörter (challenge,
## size, level, yes…) werden in jeder Sprache so getippt; übersetzt wird, was
## es darum herum sagt.
term-welcome = Kōnane im Terminal. Gib help ein, um die Befehle zu sehen.
term-nobody = (niemand)
term-help =
    Befehle (eine Zeile, die kein Befehl ist, wird als Zug gespielt):
    as NAME :: ab jetzt als Spieler NAME handeln
    challenge [NAME] [size RxC] [opening centre-or-corner|centre|any] [jumps straight|turning] [colour black|white|random] [rated yes|no] [position ROWS b|w] [record FILE] [time M+S] :: NAME herausfordern, ohne NAME jeden; position und record beginnen mit einer Stellung nach der Eröffnung oder am Ende einer Partie
    challenge bot [level 1-5] [...] :: gegen die KI spielen (sie antwortet auf jeden Zug)
    accept | decline | cancel :: die offene Herausforderung annehmen, ablehnen oder zurückziehen
    move ZUG :: einen Zug spielen, z. B. move d5 oder move b5-d5-f5
    moves :: die regelgerechten Züge der Seite am Zug
    board :: das Brett zeigen (und als PNG speichern)
    resign | abort :: aufgeben, oder abbrechen, bevor beide gezogen haben
    rematch [PARTIE] :: denselben Gegner erneut fordern, Farben getauscht (standardmäßig deine letzte beendete Partie)
    hint [PARTIE] [before N] :: ein Zugvorschlag: dein Zug gegen den Bot, oder Zug N einer beendeten Partie (12 für den zwölften Zug von Schwarz, 12... für den von Weiß)
    analyze [PARTIE] :: die Züge, die in einer beendeten Partie einen Sieg verschenkten
    puzzle :: das heutige Rätsel: ein Gewinnzug, dann weiter gewinnen
    puzzle ZUG :: darauf antworten (der Löser verteidigt oder widerlegt einen falschen Zug)
    puzzle leaderboard [SEITE] :: gelöste Rätsel und Serien
    leaderboard [SEITE] :: die Tabelle der laufenden Saison, sonst die Wertungen
    leaderboard global [SEITE] :: die globale Rangliste (Spieler, die gelistet sein wollen)
    profile listed yes|no :: ob die globale Rangliste dich zeigt
    block NAME [lift] :: einen Spieler überall blockieren (lift: aufheben)
    seek [size RxC] [rated yes|no] [range N] ::  einen Gegner aus jedem Server finden; die Partie läuft in deiner DM mit dem Bot (seek cancel, seek list)
    dm :: zu deiner DM mit dem Bot wechseln
    stats [NAME] | history [NAME] :: Wertung und Bilanz eines Spielers oder seine beendeten Partien (ohne NAME die eigenen)
    record [PARTIE] :: ein Partieprotokoll ausgeben (standardmäßig die laufende Partie)
    settings :: die Einstellungen zeigen
    settings turn-limit 24h :: die Bedenkzeit pro Zug in neuen Partien
    settings variant [RxC] [opening] [jumps] :: der Rest bleibt
    settings allow KANAL | settings disallow KANAL :: Partien in einem Kanal erlauben oder dort verbieten
    settings limits [challenges N] [games N] [pause 10m] [vacation N] :: offene Herausforderungen und Partien je Spieler, die Pause vor einer erneuten Herausforderung, Urlaubstage pro Jahr
    settings rated yes|no :: die Vorgabe für Herausforderungen
    help | quit :: diese Liste, oder beenden
term-give-a-name = gib einen Spielernamen an, z. B. as kai
term-playing-as = du spielst jetzt als { $player }
term-nobody-playing = noch spielt niemand; beginne mit: as NAME
term-unknown-player = hier hat niemand namens { $name } gespielt
term-not-a-game-number = '{ $text }' ist keine Partienummer
term-not-a-page = '{ $text }' ist keine Seitenzahl
term-accepted = Herausforderung angenommen: die Partie beginnt
term-declined = Herausforderung abgelehnt
term-cancelled = Herausforderung zurückgezogen
term-aborted = Partie abgebrochen; nichts wird gewertet
term-no-moves = (keine)
term-moves-cut = … (die ersten { $count }; jeder regelgerechte Zug darf gespielt werden)
term-unknown-option = unbekannte Option '{ $option }': nutze size, opening, jumps, colour, rated oder level, jeweils mit ihrem Wert (z. B. level 3)
term-needs-value = { $option } braucht einen Wert, z. B. { $option } { $example }
term-option-twice = { $option } steht zweimal da; gib es nur einmal an
term-file-exists = { $file } gibt es schon: export schreibt eine neue Datei
term-name-too-long = der Name ist zu lang: höchstens 32 Zeichen
term-bot-name = „bot“ ist der Name der KI: wähle einen anderen
term-not-text = diese Zeile ist kein UTF-8-Text; sie wurde übersprungen
term-yes-or-no = { $option } nimmt yes oder no, nicht '{ $text }'
term-playing-bot = { $player } spielt gegen den Bot auf Stufe { $level }: { $variant }
term-challenge-to = { $player } fordert { $opponent } zu einer { $rated ->
    [yes] gewerteten
   *[no] lockeren
} Partie heraus ({ $variant }; Farbe: { $colour }); { $opponent } kann annehmen oder ablehnen
term-challenge-open = { $player } bietet allen eine { $rated ->
    [yes] gewertete
   *[no] lockere
} Partie an ({ $variant }; Farbe: { $colour }); wer zuerst annimmt, spielt
term-hint-usage = schreibe hint, hint PARTIE, hint before N oder hint PARTIE before N
term-which-move = welcher Zug? z. B. move d5
term-played = { $player } spielte { $move }
term-status = { $black } (x, { $black-stones }) gegen { $white } (o, { $white-stones }): { $status }
term-time-left = Zeit für den Zug: noch { $time }
term-board-written = Brett gespeichert in { $path }
term-reminder = Erinnerung: { $player } hat nur noch die Hälfte der Zeit für den Zug
term-challenge-expired = die Herausforderung an { $opponent } ist abgelaufen
term-open-challenge-expired = die offene Herausforderung ist abgelaufen
term-history-empty = keine beendeten Partien
term-history-row = Partie { $game }: { $summary }
term-settings = Zugzeit { $turn-limit }, Standardpartie: { $variant }, Partien erlaubt in { $channels }, Herausforderungen { $rated ->
    [yes] gewertet
   *[no] locker
}, sofern nicht anders angegeben; { $limits }
term-unknown-settings = unbekannter settings-Befehl; siehe help
term-unknown-limit = '{ $text }' ist kein Limit; nutze challenges, games, pause oder vacation
term-unknown-variant-word = '{ $text }' ist weder eine Brettgröße (z. B. 6x6) noch eine Eröffnung (centre-or-corner, centre, any) noch eine Sprungregel (straight, turning)
term-puzzle-moves = deine Züge als { $colour ->
    [black] Schwarz
   *[white] Weiß
}: { $moves }
term-puzzle-board-empty = noch keine Rätsel gelöst
term-commands-failed = { $count ->
    [one] 1 der gelesenen Befehle ist fehlgeschlagen
   *[other] { $count } der gelesenen Befehle sind fehlgeschlagen
} (jeder hat oben gesagt, warum)
term-puzzle-start = Antworte mit: puzzle ZUG

# Turniere.
konane-tournament = konane-turnier
    .description = Turniere: anmelden, Partien spielen, die Tabelle verfolgen.
konane-tournament-create = erstellen
    .description = Hier ein Turnier einrichten (Server verwalten).
    .name = name
    .name-description = Der Name des Turniers
    .format = format
    .format-description = Schweizer System (wenn leer), Rundenturnier, doppeltes Rundenturnier oder K.-o.
    .rounds = runden
    .rounds-description = Nur Schweizer System: wie viele Runden (leer: log₂ der Spieler, aufgerundet, plus eins)
    .size = größe
    .size-description = Brettgröße, z. B. 8x8 (leer: die Vorgabe des Servers)
    .opening = eröffnung
    .opening-description = Welche Steine Schwarz zur Eröffnung entfernen darf
    .jumps = sprünge
    .jumps-description = Ob ein Mehrfachsprung abbiegen darf
    .rated = gewertet
    .rated-description = Gewertet oder locker (leer: die Vorgabe des Servers)
    .max_players = max_spieler
    .max_players-description = Höchstens so viele Spieler (leer: 64; ein Rundenturnier nimmt 16)
    .starts_in = beginnt_in
    .starts_in-description = Wann es von selbst beginnt, z. B. 2d oder 12h (leer: wenn du es startest)
    .game_time = partiezeit
    .game_time-description = Wie lange jede Partie ab ihrem Beginn dauern darf, z. B. 7d (leer: 7 Tage)
konane-tournament-join = beitreten
    .description = Einem Turnier beitreten, solange die Anmeldung offen ist.
    .tournament = turnier
    .tournament-description = Seine Nummer (leer: das hier offene)
konane-tournament-leave = verlassen
    .description = Ein Turnier verlassen; läuft es schon, ziehst du zurück und deine laufende Partie ist verloren.
    .tournament = turnier
    .tournament-description = Seine Nummer (leer: das hier offene)
konane-tournament-start = starten
    .description = Ein Turnier jetzt starten und die erste Runde paaren (Veranstalter oder Server verwalten).
    .tournament = turnier
    .tournament-description = Seine Nummer (leer: das hier offene)
konane-tournament-cancel = absagen
    .description = Ein Turnier absagen; laufende Partien werden abgebrochen (Veranstalter oder Server verwalten).
    .tournament = turnier
    .tournament-description = Seine Nummer (leer: das hier offene)
konane-tournament-remove = entfernen
    .description = Einen Spieler aus einem Turnier nehmen (Veranstalter oder Server verwalten).
    .player = spieler
    .player-description = Wen du herausnimmst
    .tournament = turnier
    .tournament-description = Seine Nummer (leer: das hier offene)
konane-tournament-standings = tabelle
    .description = Die Tabelle eines Turniers mit ihren Feinwertungen.
    .tournament = turnier
    .tournament-description = Seine Nummer (leer: das hier offene)
konane-tournament-pairings = paarungen
    .description = Die Partien und Ergebnisse einer Runde.
    .tournament = turnier
    .tournament-description = Seine Nummer (leer: das hier offene)
    .round = runde
    .round-description = Welche Runde (leer: die aktuelle)
konane-tournament-list = liste
    .description = Die Turniere dieses Servers mit offener Anmeldung oder im Gange.
konane-tournament-history = ruhmeshalle
    .description = Die Ruhmeshalle dieses Servers: beendete Turniere und ihre Sieger.
choice-swiss = Schweizer System
choice-round-robin = Rundenturnier
choice-double-round-robin = doppeltes Rundenturnier
choice-knockout = K.-o.
tournament-announcement = 🏆 **{ $name }** (Turnier #{ $id }) · { $format } · veranstaltet von { $organiser }
    { $variant } · { $rated ->
        [yes] gewertet
       *[no] locker
    } · bis zu { $max } Spieler · { $knockout ->
        [yes] Duelle aus zwei Partien mit getauschten Farben, bei 1–1 eine dritte
       *[no] { $rounds ->
           [0] Rundenzahl steht beim Start fest
          *[other] { $rounds } Runden
       }
    }
    Zeit: Jede Partie muss binnen { $game_time } ab ihrem Beginn enden. Eine Partie, die dann noch läuft, wird entschieden: durch den Löser, wenn er die Stellung beweist, sonst verliert, wer mehr Zeit verbraucht hat. Urlaub hält Turnierpartien nicht an.
    { $starts }
    Teilnehmer ({ $count }): { $entrants }
tournament-withdrawn-name = { $player } (zurückgezogen)
tournament-nobody-yet = noch niemand
tournament-starts-at = Beginn { $when }.
tournament-starts-by-organiser = Beginnt, wenn der Veranstalter es startet.
tournament-started-at = Begonnen { $when }.
tournament-finished-at = Beendet { $when }.
tournament-round-title = **{ $name }**, Runde { $round } von { $rounds }:
tournament-bye-line = { $player }: spielfrei (1 Punkt)
tournament-bye-through-line = { $player }: Freilos, weiter in die nächste Runde
tournament-rest-line = { $player }: diese Runde keine Partie
tournament-board-line = Brett { $board }{ $game ->
    [1] { "" }
   *[other] , Partie { $game }
}: { $black } (Schwarz) gegen { $white } (Weiß): { $result }
tournament-result-won = { $player } gewann
tournament-result-forfeit = { $player } gewann kampflos
tournament-result-aborted = abgebrochen, kein Punkt
tournament-result-pending = noch nicht begonnen
tournament-standings-title = { $final ->
    [yes] **{ $name }**: Endstand
   *[no] { $round ->
        [0] **{ $name }**: Zwischenstand (Runde 1 läuft)
       *[other] **{ $name }**: Tabelle nach Runde { $round }
    }
}
tournament-tie-breaks-swiss = Buchholz { $buchholz } · SB { $sb }
tournament-tie-breaks-round-robin = SB { $sb } · DV { $de }
tournament-standing-line = { $rank }. { $player } · { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} · { $tie_breaks } · { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}
tournament-podium = 🏆 **{ $name }** ist vorbei! 🥇 { $first } · 🥈 { $second } · 🥉 { $third }
tournament-history-empty = Auf diesem Server ist noch kein Turnier zu Ende gegangen.
term-tournament-history-empty = Hier ist noch kein Turnier zu Ende gegangen.
tournament-history-title = **Ruhmeshalle**
tournament-history-line = { $date } · **{ $name }** (#{ $id }, { $format }, { $players } Spieler): 🥇 { $winner }
tournament-list-empty = Hier ist kein Turnier offen oder im Gange. `/{ konane-tournament } { konane-tournament-create }` richtet eins ein.
tournament-list-title = **Turniere**
tournament-list-line = #{ $id } **{ $name }** ({ $format }): { $status ->
    [sign-up] Anmeldung offen
   *[other] Runde { $round }
}
tournament-created = Tritt mit dem Knopf unten bei oder mit `/{ konane-tournament } { konane-tournament-join }`.
button-join = Beitreten
button-leave = Verlassen
tournament-you-joined = Du bist bei **{ $name }** dabei.
tournament-you-left = Du hast **{ $name }** verlassen.
tournament-withdrawal = { $player } hat sich von **{ $name }** zurückgezogen{ $forfeits ->
    [0] .
   *[other] ; die offene Partie gilt als verloren.
}
tournament-removed = { $by } hat { $player } aus **{ $name }** genommen{ $forfeits ->
    [0] .
   *[other] ; die offene Partie gilt als verloren.
}
tournament-cancelled = { $player } hat **{ $name }** abgesagt{ $games ->
    [0] .
   *[other] ; die laufenden Partien sind abgebrochen.
}
tournament-game-start = **{ $name }**, Runde { $round }: { $black } (Schwarz) gegen { $white } (Weiß). Die Partie läuft in diesem Thread.
tournament-no-event = Ich konnte kein Server-Event für **{ $name }** anlegen (ich darf hier wohl keine Events verwalten); das Turnier läuft trotzdem.
tournament-posted = 🏆 Die Anmeldung für **{ $name }** ist offen: { $post }
tournament-called-off = **{ $name }** fällt aus: Es braucht mindestens { $count } Spieler, und bis zum Start haben sich { $entrants } angemeldet.
tournament-event-description = Ein Kōnane-Turnier ({ $format }, { $variant }). Anmeldung und Verlauf im Thread des Turniers.
tournament-tag-sign-up = Anmeldung
tournament-tag-running = Läuft
tournament-tag-finished = Beendet
tournament-not-allowed = Turniere einrichten erfordert die Berechtigung „Server verwalten“ oder die Rolle, die die Servereinstellungen dafür nennen.
tournament-bad-duration = '{ $text }' ist keine Dauer: nimm z. B. 2d, 12h oder 90m
term-help-tournament =
    Turniere (ID: die Nummer eines Turniers; ohne sie das neueste offene):
    tournament create NAME [format swiss|round-robin|double-round-robin|knockout] [rounds N] [size RxC] [rated yes|no] [max N] [time 7d] [starts 2d] :: eines anlegen (time: Bedenkzeit pro Zug; starts: wann es von selbst beginnt)
    tournament join|leave|start|cancel [ID] :: beitreten, austreten, starten oder absagen
    tournament remove NAME [ID] :: einen Spieler herausnehmen
    tournament standings [ID] | tournament pairings [ID] [RUNDE] :: die Tabelle oder die Bretter einer Runde
    tournament list | tournament history :: die offenen Turniere hier oder die beendeten
    channel N :: in Kanal N spielen (jede Turnierpartie hat ihren eigenen)
term-tournament-channel = in Kanal { $channel }
term-in-channel = jetzt in Kanal { $channel }
tournament-col-player = Spieler
tournament-col-points = Punkte
tournament-col-games = Partien
tournament-col-buchholz = Buchholz
tournament-col-sb = SB
tournament-col-de = DV

# Seasons.
error-season-name = eine Saison braucht einen Namen mit 1 bis { $count } Zeichen
error-unknown-season = dieser Server hatte keine Saison { $season }
term-error-unknown-season = hier gab es keine Saison { $season }
season-title = { $running ->
    [yes] **Saison { $number }: { $name }** (seit { $since }; ein gewerteter Sieg ist ein Punkt)
   *[no] **Saison { $number }: { $name }** ({ $since } bis { $until })
}
season-empty = In dieser Saison ist noch keine gewertete Partie zu Ende gegangen.
season-row = { $rank }. { $player } · { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
} · { $losses } verloren
season-closed = Saison { $number }, **{ $name }**, ist vorbei: { $count ->
    [0] niemand hat eine gewertete Partie gewonnen.
    [one] Meister ist { $champion }!
   *[other] Meister sind { $champion }!
}
season-begins = Saison { $number }, **{ $name }**, beginnt jetzt: Jede gewertete Partie zählt, ein Sieg ist ein Punkt. Die Wertungszahlen bleiben, wie sie sind.
season-all-time = Ewige Wertung: `/konane { konane-leaderboard } { konane-leaderboard.season }:all-time`.
konane-season = konane-saison
    .description = Saisons: ein neues Rennen bei null, die Wertungen bleiben.
konane-season-start = starten
    .description = Laufende Saison beenden (Tabelle und Meister bleiben) und eine neue beginnen (Server verwalten).
    .name = name
    .name-description = Der Name der neuen Saison
term-help-profile = profile listed yes|no: ob die globale Rangliste dich zeigt (unter deinem Namen hier)
term-help-block = block NAME [lift]: einen Spieler überall blockieren oder die Blockierung aufheben
term-help-seek = seek [size RxC] [rated yes|no] [range N] | seek cancel | seek list
term-seek-waiting = Du bist { $left } lang im Pool. Sobald jemand mit dir gepaart wird, beginnt die Partie in deiner DM mit dem Bot: `dm` führt dorthin.
term-seek-list-empty = Gerade sucht niemand eine Partie. `seek` bringt dich in den Pool.
term-in-dm = In deiner DM mit dem Bot.
term-help-season =
    Saisons (ein gewerteter Sieg ist ein Punkt; die Wertungen bleiben):
    season start NAME :: die laufende Saison beenden und die nächste beginnen
    leaderboard all-time [SEITE] | leaderboard season N :: die Wertungen aller Zeiten oder die Tabelle der Saison N
rating-trend = { $from } → { $to } in { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}
rating-chart-alt = Wertung von { $player }: { $trend }. Das schattierte Band ist der Bereich, in dem die wahre Stärke mit etwa 95 % Wahrscheinlichkeit liegt.
term-chart-written = Wertungsverlauf nach { $path } geschrieben

# Partien zwischen Servern: Gegnersuche und Blockieren.
konane-seek = suche
    .description = Finde einen Gegner von jedem Server: Die Partie läuft in deinen DMs mit mir.
konane-seek-find = finden
    .description = Tritt für eine Stunde dem Pool der Suchenden bei; wer zuerst passt, spielt gegen dich.
    .size = größe
    .size-description = Brettgröße, z. B. 8x8 (8x8, wenn leer)
    .rated = gewertet
    .rated-description = In der globalen Rangliste gewertet (Standard deiner DMs, wenn leer)
    .range = bereich
    .range-description = Wie weit die Wertung des Gegners von deiner globalen abweichen darf (beliebig, wenn leer)
konane-seek-cancel = abbrechen
    .description = Verlasse den Pool der Suchenden.
konane-seek-list = liste
    .description = Wer gerade eine Partie sucht.
konane-block = blockieren
    .description = Einen Spieler überall blockieren: keine Partien, Herausforderungen oder Paarungen mit ihm.
    .user = nutzer
    .user-description = Wen du blockierst
    .lift = aufheben
    .lift-description = Stattdessen deine Blockierung aufheben
error-blocked = Einer von euch hat den anderen blockiert, daher könnt ihr nicht gegeneinander spielen.
error-block-self = Du kannst dich nicht selbst blockieren.
error-dm-busy = In deinen DMs mit mir läuft schon eine Partie: Beende sie zuerst (`/konane { konane-board }` dort zeigt sie).
term-error-dm-busy = In deinen DMs mit mir läuft schon eine Partie: Beende sie zuerst (`dm` wechselt dorthin, `board` zeigt sie).
error-dm-closed = Ich kann dir keine Direktnachrichten senden, und dort laufen Partien zwischen Servern. Erlaube Direktnachrichten in deinen Privatsphäre-Einstellungen und suche dann erneut.
seek-dm-waiting = Du suchst eine { $size }-Partie ({ $rated ->
    [yes] gewertet
   *[no] locker
}) gegen jemanden von einem beliebigen Server. Sobald du gepaart wirst, beginnt die Partie hier. `/konane { konane-seek } { konane-seek-cancel }` zieht die Suche zurück.
seek-waiting = Du bist bis { $when } im Pool. Deine Partie beginnt in deinen DMs mit mir.
seek-paired = Gepaart! Deine Partie ist in deinen DMs mit mir.
seek-game-start = Eine Partie zwischen Servern: { $black } (Schwarz) gegen { $white } (Weiß). Viel Glück!
seek-cancelled = Du hast den Pool verlassen.
seek-none = Du hast keine Partie gesucht.
seek-list-empty = Gerade sucht niemand eine Partie. `/konane { konane-seek } { konane-seek-find }` bringt dich in den Pool.
seek-list-title = **Spieler auf Partiesuche** ({ $count })
seek-list-line = { $name }: { $size }, { $rated ->
    [yes] gewertet
   *[no] locker
}, Wertung { $rating }{ $range }, seit { $since }
seek-unlisted = ein Spieler
block-done = Du hast { $player } blockiert: keine Partien, Herausforderungen oder Paarungen zwischen euch, auf keinem Server. Laufende Partien gehen weiter.
block-lifted = Du hast deine Blockierung von { $player } aufgehoben.

# Die eigenen Daten eines Mitglieds.
konane-privacy = datenschutz
    .description = Was ich über dich speichere; du kannst es löschen.
    .delete = löschen
    .delete-description = Alles löschen (mit Rückfrage)
deleted-player = gelöschter Spieler
privacy-nothing = Ich speichere nichts über dich.
privacy-title = **Was ich über dich speichere**
term-privacy-title = **Was über dieses Mitglied gespeichert ist**
privacy-here = Dieser Server
privacy-direct = DMs und die globale Rangliste
privacy-server = Server { $id }
privacy-name = dein Name „{ $name }“
privacy-games = { $count ->
    [one] 1 Partie
   *[other] { $count } Partien
}
privacy-rating = Wertung { $rating } aus { $count ->
    [one] 1 gewerteten Partie
   *[other] { $count } gewerteten Partien
}
privacy-puzzles = { $count } Rätsel gelöst (beste Serie { $best })
privacy-dm-notices = DM-Hinweise an
privacy-listed = In der globalen Rangliste als „{ $name }“
privacy-seeking = Eine Suche von dir wartet im Pool
privacy-blocks = { $count ->
    [one] Du hast 1 Spieler blockiert
   *[other] Du hast { $count } Spieler blockiert
}
privacy-how-to-delete = Deine Partien bleiben in den Aufzeichnungen deiner Gegner. `/konane { konane-privacy } { konane-privacy.delete }:True` löscht alles oben Genannte: Dein Name wird dort zu „gelöschter Spieler“.
privacy-confirm = Alles löschen? Dein Name wird in den Aufzeichnungen deiner Gegner zu „gelöschter Spieler“, deine Wertungen und Rätselserien werden gelöscht, laufende Partien abgebrochen und du verlässt deine Turniere. Das lässt sich nicht rückgängig machen.
button-confirm-erase = Meine Daten löschen
privacy-not-yours = Dieser Knopf gehört zur Anfrage von jemand anderem.
privacy-erased = Erledigt: Ich habe gelöscht, was ich über dich gespeichert hatte. { $aborted ->
    [0] Keine Partie lief.
    [one] 1 laufende Partie wurde abgebrochen.
   *[other] { $aborted } laufende Partien wurden abgebrochen.
}

# Urlaub.
konane-vacation = urlaub
    .description = Halte deine Uhren hier ein paar Tage an.
    .days = tage
    .days-description = Tage (im Jahreskontingent)
    .end = beenden
    .end-description = Urlaub jetzt beenden
vacation-started = Du bist im Urlaub bis { $until }: Deine Uhren auf diesem Server stehen, Erinnerungen warten. Verbleibende Urlaubstage dieses Jahr: { $left } von { $allowance }. `/konane { konane-vacation } { konane-vacation.end }:True` holt dich früher zurück.
term-vacation-started = Du bist im Urlaub bis { $until }: Deine Uhren auf diesem Server stehen, Erinnerungen warten. Verbleibende Urlaubstage dieses Jahr: { $left } von { $allowance }. `vacation end` holt dich früher zurück.
vacation-ended = Willkommen zurück! Deine Uhren laufen wieder, jede mit der Zeit, die sie noch hatte, und deine Gegner werden benachrichtigt. Verbleibende Urlaubstage dieses Jahr: { $left } von { $allowance }.
vacation-status = { $running ->
    [yes] Du bist im Urlaub bis { $until }.
   *[no] Du bist nicht im Urlaub.
} Verbleibende Urlaubstage dieses Jahr: { $left } von { $allowance }; `/konane { konane-vacation } { konane-vacation.days }:N` beginnt einen.
term-vacation-status = { $running ->
    [yes] Du bist im Urlaub bis { $until }.
   *[no] Du bist nicht im Urlaub.
} Verbleibende Urlaubstage dieses Jahr: { $left } von { $allowance }; `vacation TAGE` beginnt einen.
vacation-over = { $player } ist aus dem Urlaub zurück: Die Uhr von Partie #{ $game } läuft wieder.{ $board }
error-on-vacation = Du bist schon im Urlaub (noch { $left }). `/konane { konane-vacation } { konane-vacation.end }:True` beendet ihn.
term-error-on-vacation = Du bist schon im Urlaub (noch { $left }). `vacation end` beendet ihn.
error-no-vacation = Du bist nicht im Urlaub.
error-vacation-too-long = Du kannst jetzt { $days ->
    [one] 1 Tag Urlaub
   *[other] 1 bis { $days } Tage Urlaub
} nehmen: das Jahreskontingent des Servers, abzüglich dessen, was du in den letzten 12 Monaten genommen hast.
error-vacation-days = { $given } Tage sind zu viele: Ein Server kann { $max ->
    [one] bis zu { $max } Urlaubstag im Jahr
   *[other] bis zu { $max } Urlaubstage im Jahr
} erlauben.
limits-vacation = Urlaub: { $days ->
    [one] bis zu { $days } Tag im Jahr
   *[other] bis zu { $days } Tage im Jahr
}.
term-help-vacation = vacation TAGE | vacation end | vacation :: Uhren hier für TAGE Tage anhalten, früher zurückkommen oder Rest ansehen
term-vacation-over = { $player } ist aus dem Urlaub zurück: Die Uhr von Partie #{ $game } läuft wieder

# Zurücknahmen in lockeren Partien.
konane-takeback = zurücknehmen
    .description = Nimm deinen letzten Zug zurück oder beantworte die Bitte deines Gegners (lockere Partien).
    .answer = antwort
    .answer-description = Bitte annehmen oder ablehnen (leer: um die Zurücknahme deines Zuges bitten)
choice-accept = annehmen
choice-decline = ablehnen
button-takeback = Zurücknehmen
button-takeback-accept = Zurücknahme annehmen
button-takeback-decline = Zurücknahme ablehnen
takeback-asked = { $player } möchte den letzten Zug zurücknehmen. { $opponent }: unten annehmen oder ablehnen (oder einfach weiterspielen).
term-takeback-asked = { $player } möchte den letzten Zug zurücknehmen. { $opponent }: `takeback accept` oder `takeback decline` (oder einfach weiterspielen).
takeback-taken = { $player } hat den letzten Zug zurückgenommen.
takeback-accepted = { $player } hat angenommen: Der letzte Zug ist zurückgenommen.
takeback-declined = { $player } hat die Zurücknahme abgelehnt: Die Partie geht weiter.
game-takebacks = { $count ->
    [one] (1 Zurücknahme)
   *[other] ({ $count } Zurücknahmen)
}
error-takeback-rated = Gewertete Partien und Turnierpartien haben keine Zurücknahmen.
error-takeback-on-the-clock = Partien auf Zeit haben keine Zurücknahmen: die Uhren laufen weiter.
error-takeback-level = Der Bot erlaubt Zurücknahmen nur auf den Stufen 1 bis { $level }.
error-nothing-to-take-back = Es gibt keinen Zug von dir zum Zurücknehmen: Nur wer gerade gezogen hat, darf es, vor der Antwort.
error-takeback-asked = Du hast diesen Zug schon zurückzunehmen gebeten: eine Bitte pro Zug.
error-no-takeback-asked = Keine Zurücknahme wartet auf eine Antwort.
error-not-your-takeback = Die Zurücknahme beantwortet dein Gegner.
term-help-takeback = takeback | takeback accept | takeback decline :: den letzten Zug in einer lockeren Partie zurücknehmen (der Gegner antwortet)
term-you-may = jetzt möglich: { $commands }

# Following games.
konane-follow = folgen
    .description = Folge einer Partie per Direktnachricht (oder in ihrem Thread) oder zeige, wem du folgst.
    .game = partie
    .game-description = Die Nummer der Partie (leer: deine gefolgten Partien hier)
    .notices = hinweise
    .notices-description = Jeder Zug (Standard), nur das Ergebnis, oder nicht mehr folgen
choice-every-move = jeder Zug
choice-result = nur Ergebnis
choice-stop = beenden
button-follow = Folgen
follow-added-moves = Du folgst Partie #{ $game }: eine Direktnachricht bei jedem Zug und am Ende. `/konane { konane-follow }` zeigt, wem du folgst.
follow-added-result = Du folgst Partie #{ $game }: eine Direktnachricht, wenn sie endet.
follow-added-thread = Du folgst Partie #{ $game }: Du bist jetzt in ihrem Thread, wo jeder Zug erscheint.
follow-stopped = Du folgst Partie #{ $game } nicht mehr.
follow-list-empty = Du folgst hier keiner laufenden Partie. `/konane { konane-follow } { konane-follow.game }:<Nummer>` oder der Folgen-Knopf auf dem ersten Brett einer Partie folgt einer.
follow-list-title = **Partien, denen du hier folgst**
follow-list-line = #{ $game } { $black } gegen { $white }: { $how ->
    [thread] in ihrem Thread
    [result] nur das Ergebnis
   *[every-move] jeder Zug per Direktnachricht
}
follow-move-dm = Kōnane-Partie #{ $game }, { $black } gegen { $white }: Zug { $ply }, `{ $move }` von { $player }. { $link }
follow-end-dm = Kōnane-Partie #{ $game }, { $black } gegen { $white }, ist vorbei: { $winner } gewinnt ({ $reason ->
    [no-moves] keine Züge mehr
    [resignation] Aufgabe
    [adjudication] Entscheidung
   *[timeout] Zeitüberschreitung
}). { $link }
follow-aborted-dm = Kōnane-Partie #{ $game }, { $black } gegen { $white }, wurde abgebrochen. { $link }
error-follow-own-game = Du spielst selbst in Partie #{ $game } und bekommst jedes Brett ohnehin.
error-follow-over = Partie #{ $game } ist vorbei: Es gibt nichts mehr zu folgen. `/konane { konane-replay }` zeigt sie.
error-follow-limit = Du folgst schon { $limit ->
    [one] { $limit } laufenden Partie
   *[other] { $limit } laufenden Partien
}: Beende erst eine (`{ konane-follow.notices }:stop`).
error-followers-full = Partie #{ $game } hat so viele Folgende, wie eine Partie haben darf.
error-not-following = Du folgst Partie #{ $game } nicht.
privacy-follows = { $count ->
    [one] Du folgst 1 Partie
   *[other] Du folgst { $count } Partien
}

# Exporting records.
konane-export = exportieren
    .description = Deine beendeten Partien hier als Datei von Aufzeichnungen (privat).
export-ready = { $count ->
    [one] Deine beendete Partie hier
   *[other] Deine { $count } beendeten Partien hier
}, als Aufzeichnungen: `konane-bot replay DATEI --game N` zeichnet eine (höchstens die neuesten { $limit }).
export-none = Du hast hier noch keine beendete Partie.
term-help-export = export DATEI :: schreibt deine beendeten Partien hier als Aufzeichnungen in DATEI (`konane-bot replay DATEI --game N` zeichnet eine)

# The Activity (the board page inside Discord): what its server answers.
activity-player = ein Spieler
activity-slow-down = Zu viele Anfragen auf einmal; warte einen Moment.
activity-sign-in-wait = Gerade zu viele Anmeldungen von hier; warte eine Minute und öffne das Brett dann erneut.
activity-launch-description = Das Brett öffnen: Kōnane-Partien live spielen und zusehen
button-open-board = Brett öffnen
activity-off = Die Brettseite gibt es bei diesem Bot nicht mehr: Spiel hier mit dem Menü oder `/konane move`.
activity-sign-in-again = Deine Anmeldung gilt nicht mehr: Öffne das Brett erneut.
activity-discord-unavailable = Discord hat gerade nicht geantwortet; versuch es gleich noch einmal.
activity-not-in-instance = Du bist nicht mehr in dieser Aktivität; öffne sie erneut.

# The Activity's page (activity/src), which words its board from this file.
activity-opening = Das Brett wird geöffnet…
activity-outside-discord = Das ist das Brett des Kōnane-Bots: Öffne es in Discord, mit der Schaltfläche „Brett öffnen“ oder im App-Starter.
activity-your-games = Deine Partien
activity-to-watch = Partien hier zum Zusehen
activity-no-games = Hier läuft keine Partie. Fordere jemanden mit `/konane challenge` heraus, oder spiel gegen mich.
activity-vs = { $black } (Schwarz) gegen { $white } (Weiß)
activity-your-move = Du bist am Zug
activity-to-move = { $player } ist am Zug
activity-wins = { $player } gewinnt
activity-wins-on-time = { $player } gewinnt auf Zeit
activity-time-control = Uhr
activity-correspondence = Ohne Uhr (Fernpartie)
activity-presence-choosing = Wählt eine Partie
activity-presence-your-move = Am Zug gegen { $opponent }
activity-presence-playing = Spielt gegen { $opponent }
activity-presence-watching = Schaut { $black } gegen { $white } zu
activity-presence-reviewing = Sieht sich { $black } gegen { $white } an
activity-invite = Freunde einladen
activity-sound-on = Ton: an
activity-sound-off = Ton: aus
activity-review = Nachspielen
activity-first = Ausgangsstellung
activity-previous = Vorheriger Zug
activity-next = Nächster Zug
activity-last = Schlussstellung
activity-verdict-wins = { $player } gewinnt bei perfektem Spiel
activity-verdict-unknown = Zu tief für das Budget des Lösers
activity-verdict-blunder = hat den Sieg verschenkt
activity-verdict-best = Bester Zug: { $move }
activity-open-challenges = Offene Herausforderungen
activity-puzzle = Rätsel des Tages
activity-puzzle-start = Tippe auf einen deiner Steine, dann auf das Feld, auf das er springt.
activity-puzzle-server-only = Rätsel gehören zu einem Server: öffne das Brett in einem seiner Kanäle.
activity-presence-puzzle = Löst das Rätsel des Tages
activity-captured = { $count ->
    [one] { $count } Stein geschlagen
   *[other] { $count } Steine geschlagen
}
activity-back = Alle Partien
activity-square = { $square }, { $stone ->
    [black] schwarzer Stein
    [white] weißer Stein
   *[none] leer
}
activity-jump-to = nach { $square } springen
activity-bad-request = Die Seite hat etwas geschickt, das der Bot nicht lesen kann; öffne das Brett erneut.
activity-not-in-instance-them = Von hier aus kannst du nur jemanden herausfordern, der mit dir in dieser Activity ist.
activity-start = Eine Partie beginnen
activity-play-bot = Gegen mich spielen
activity-challenge = { $player } herausfordern
activity-challenge-open = { $player } fordert { $opponent } heraus
button-cancel = Zurückziehen
button-abort = Abbrechen
button-hint = Tipp
button-analysis = Analyse
activity-deadline = Die Bedenkzeit läuft { $when } ab.
activity-aborted = Abgebrochen: nichts wird gewertet.
activity-takeback-asked = { $player } möchte den letzten Zug zurücknehmen
