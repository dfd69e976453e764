# Español (España). Machine-made translation: corrections welcome (see locales/README.md).

konane = konane
    .description = Juega al Kōnane, el juego hawaiano de saltos.
konane-challenge = desafiar
    .description = Desafía a alguien, a cualquiera o al bot; la partida tiene su propio hilo.
    .opponent = rival
    .opponent-description = Contra quién (déjalo vacío para que cualquiera acepte)
    .size = tamaño
    .size-description = Tamaño del tablero, p. ej. 8x8 (estándar) o 6x6
    .opening = apertura
    .opening-description = Qué fichas puede quitar Negro para abrir
    .jumps = saltos
    .jumps-description = Si un salto múltiple puede girar
    .colour = color
    .colour-description = Tu color
    .level = nivel
    .level-description = La fuerza del bot, de 1 a 5, cuando desafías al bot
    .rated = puntuada
    .rated-description = Puntuada o amistosa (vacío: lo del servidor; tableros menores de 6x6 son amistosos)
    .position = posicion
    .position-description = Empezar desde una posición tras la apertura: filas unidas por /, luego b o w al turno
    .record = partida
    .record-description = O seguir desde el final de una partida adjunta (.txt, p. ej. de /konane export)
    .time = tiempo
    .time-description = En vivo con reloj: minutos cada uno + segundos por jugada, p. ej. 3+2 (vacío: por correspondencia)
konane-accept = aceptar
    .description = Acepta el desafío que te espera en este canal.
konane-decline = rechazar
    .description = Rechaza el desafío que te espera en este canal.
konane-cancel = retirar
    .description = Retira tu desafío en este canal.
konane-move = mover
    .description = Haz tu jugada, p. ej. d5 (quitar) o b5-d5-f5 (un salto).
    .move = jugada
    .move-description = Tu jugada: una casilla que quitar o un salto como d5-f5
konane-board = tablero
    .description = Muestra el tablero de la partida de este canal.
    .text = texto
    .text-description = Como cuadrícula de texto, para lectores de pantalla (solo tú la ves)
konane-resign = rendirse
    .description = Abandona la partida de este canal.
konane-abort = anular
    .description = Anula una partida: un jugador antes de que ambos muevan, o un moderador cualquiera.
    .game = partida
    .game-description = Número de partida (moderadores: cualquier partida o desafío del servidor)
konane-leaderboard = clasificación
    .description = La clasificación de la temporada en curso (si la hay), o las puntuaciones del servidor.
    .page = página
    .page-description = Página
    .season = temporada
    .season-description = El número de una temporada pasada, o all-time para las puntuaciones
    .scope = ámbito
    .scope-description = La tabla de este servidor o la clasificación global de quienes eligieron aparecer
konane-stats = estadísticas
    .description = La puntuación y el historial de un jugador en este servidor.
    .user = jugador
    .user-description = De quién (las tuyas si está vacío)
konane-history = historial
    .description = Las partidas terminadas de un jugador en este servidor.
    .user = jugador
    .user-description = De quién (el tuyo si está vacío)
konane-replay = repetición
    .description = Una repetición animada de una partida, con su registro.
    .game = partida
    .game-description = Número de partida (vacío: la partida de este canal)
konane-hint = pista
    .description = Una jugada sugerida, en privado: en partidas contra mí y en partidas terminadas.
    .game = partida
    .game-description = Número de partida (vacío: la de este canal o tu última)
    .before_move = antes_jugada
    .before_move-description = En una partida terminada, el número de jugada: 12 para la 12.ª de Negro, 12... para Blanco
konane-analyze = analizar
    .description = Para una partida terminada: las jugadas que convirtieron una posición ganada en perdida.
    .game = partida
    .game-description = Número de una partida terminada (vacío: tu última)
konane-puzzle = problema
    .description = El problema del día: encuentra la única jugada ganadora y sigue ganando.
konane-puzzle-today = hoy
    .description = Muestra el problema de hoy (solo tú lo ves) o cómo va tu intento.
konane-puzzle-answer = responder
    .description = Responde al problema de hoy con una jugada (solo tú ves la respuesta).
    .move = jugada
    .move-description = Tu jugada, como d5-f5
konane-puzzle-leaderboard = clasificación
    .description = Quién resuelve problemas en este servidor: más resueltos, luego la racha más larga.
    .page = página
    .page-description = Página
konane-rules = reglas
    .description = Cómo se juega al Kōnane, con el tablero inicial.
konane-notify = avisos
    .description = Avisos de turno también por mensaje directo: tu jugada, el recordatorio, una derrota por tiempo.
    .dm = md
    .dm-description = Avisarme también por mensaje directo (desactivado por defecto)
konane-profile = perfil
    .description = Tu perfil entre servidores: si la clasificación global te muestra.
    .listed = visible
    .listed-description = Mostrarme en la clasificación global (desactivado por defecto)
konane-settings = konane-ajustes
    .description = Ajustes del servidor para las partidas de Kōnane (solo con Gestionar servidor).
    .turn_limit = tiempo_turno
    .turn_limit-description = Tiempo de cada jugador por jugada, p. ej. 72h o 1d
    .size = tamaño
    .size-description = Tamaño de tablero por defecto, p. ej. 8x8
    .opening = apertura
    .opening-description = Apertura por defecto
    .jumps = saltos
    .jumps-description = Regla de salto múltiple por defecto
    .allow_channel = permitir_canal
    .allow_channel-description = Permite partidas en este canal (limita las partidas a los canales permitidos)
    .disallow_channel = prohibir_canal
    .disallow_channel-description = Deja de permitir partidas en este canal
    .threads = hilos
    .threads-description = Cada partida tiene su propio hilo (activado por defecto)
    .rated = puntuada
    .rated-description = Si los desafíos son puntuados salvo que digan otra cosa (nunca bajo 6x6)
    .max_challenges = max_desafíos
    .max_challenges-description = Desafíos abiertos a la vez por miembro (por defecto 3)
    .max_games = max_partidas
    .max_games-description = Partidas a la vez por miembro (por defecto 10)
    .rechallenge_wait = espera_desafío
    .rechallenge_wait-description = Espera antes de volver a desafiar a quien no aceptó, p. ej. 10m (0s: ninguna)
    .vacation_days = dias_vacaciones
    .vacation_days-description = Días de vacaciones por miembro al año (14)
    .language = idioma
    .language-description = El idioma de los mensajes públicos (tableros, resultados); por defecto, el del servidor
    .tournament_role = rol_torneos
    .tournament_role-description = Quién más puede dirigir torneos además de Gestionar servidor (@everyone: nadie más)
    .tournament_forum = foro_torneos
    .tournament_forum-description = Un foro donde publicar cada torneo, etiquetado según su estado (un canal de texto: hilos)

choice-centre-or-corner = centro-o-esquina
choice-centre = centro
choice-any = cualquiera
choice-straight = recto
choice-turning = con-giro
choice-black = negro
choice-white = blanco
choice-random = al-azar
choice-on = sí
choice-off = no
choice-server = el idioma del servidor
choice-this-server = este servidor
choice-global = global
choice-en-US = English
choice-de = Deutsch
choice-es-ES = Español
choice-fr = Français
choice-ja = 日本語
choice-pt-BR = Português (Brasil)
choice-zh-CN = 简体中文

# Palabras usadas dentro de otros mensajes.
colour-black = negras
colour-white = blancas
player-black = Negras
player-white = Blancas
list-or = {" "}o{" "}
duration-part = { $unit ->
    [d] { $count } d
    [h] { $count } h
    [m] { $count } min
   *[s] { $count } s
}
duration-two-parts = { $first } { $second }
outcome = { $reason ->
    [no-moves] gana { $winner }: { $loser } no tiene jugada
    [resignation] gana { $winner }: { $loser } se rindió
    [adjudication] gana { $winner }: adjudicada en el plazo del torneo
   *[timeout] gana { $winner }: a { $loser } se le acabó el tiempo
}
variant = tablero { $size }, { $opening ->
    [centre] apertura en el centro
    [any] apertura libre
   *[centre-or-corner] apertura en el centro o en una esquina
}, { $jumps ->
    [turning] saltos con giro
   *[straight] saltos rectos
}

# El mensaje del tablero.
game-over = **Fin de la partida:** { $reason ->
    [no-moves] { $loser } no tiene jugada: gana { $winner }.
    [resignation] gana { $winner } (abandono).
    [adjudication] gana { $winner } (adjudicada al vencer el plazo).
   *[timeout] gana { $winner } (por tiempo).
}
casual-ratings-unchanged = Partida amistosa: las puntuaciones no cambian.
rating-change = { $player }: { $before } → { $after } ({ $change })
to-move = Le toca a { $player } ({ $colour ->
    [black] negras
   *[white] blancas
}).
clocks = ⏱ { $control }: ⚫ { $black } · ⚪ { $white }
time-runs-out = El tiempo se acaba { $when }.
how-to-move = ¿Nuevo aquí? Elige tu jugada en el menú bajo el tablero, o escribe `/konane { konane-move }` (sugiere tus jugadas legales). `/konane { konane-rules }` explica el juego; `/konane { konane-abort }` termina una partida empezada por error antes de que hayáis jugado los dos.
any-move = Elige una ficha y luego su jugada en el menú; o escribe `/konane { konane-move }`, que acepta cualquier jugada.
result-notice = Partida #{ $game } ({ $rated ->
    [yes] puntuada
   *[no] amistosa
}, { $size }) en { $channel }: { $winner } venció a { $loser } ({ $reason ->
    [no-moves] sin jugadas
    [resignation] abandono
    [adjudication] adjudicación
   *[timeout] por tiempo
}).
button-rematch = Revancha
button-resign = Rendirse
button-accept = Aceptar
button-decline = Rechazar
button-confirm-resign = Sí, rendirme

# El tablero en palabras (texto alternativo para lectores de pantalla).
alt-board = Tablero de Kōnane, { $size }. { $black } (negras) tiene { $black-stones ->
    [one] 1 ficha
   *[other] { $black-stones } fichas
}, { $white } (blancas) { $white-stones }.
alt-last-move = Última jugada { $move }.
alt-to-move = Le toca a { $name } ({ $colour ->
    [black] negras
   *[white] blancas
}), { $moves ->
    [one] 1 jugada legal
   *[other] { $moves } jugadas legales
}.
alt-to-move-many = Le toca a { $name } ({ $colour ->
    [black] negras
   *[white] blancas
}), { $moves } o más jugadas legales.

# El rótulo sobre el tablero.
caption-to-move = le toca a { $player }
caption-to-remove = { $player } quita una ficha
# The solver's verdict on a board, when it proves one: who wins with perfect play.
proven-winner = { $colour ->
    [black] Demostrado: ganan las negras
   *[white] Demostrado: ganan las blancas
}
caption-player = { $name } ({ $colour })
caption-stones = { $count ->
    [one] 1 ficha
   *[other] { $count } fichas
}

# El menú de jugadas bajo el tablero.
menu-stone = { $square }: { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}
menu-stone-many = { $square }: { $moves }+ jugadas
menu-more-stones = Más fichas…
menu-more-moves = Más jugadas…
menu-pick-stone = Juegan { $colour ->
    [black] negras
   *[white] blancas
}: elige una ficha
menu-pick-move = Juegan { $colour ->
    [black] negras
   *[white] blancas
}: elige una jugada
menu-moves-of = Jugadas de { $square }
menu-pick-the-move = Elige la jugada:
move-remove = quitar { $move }
move-captures = { $move } (captura { $count })

# Respuestas al jugar.
accepted = { $player } aceptó: { $black } juega con negras, { $white } con blancas.
declined = { $player } rechazó el desafío de { $challenger }.
resigned = { $player } se rindió.
resign-confirm = ¿Rendirte en esta partida? Gana tu rival.
withdrew = { $player } retiró el desafío.
rematch-begins = ¡Revancha! Empieza la partida.
rematch-asked = { $opponent }, { $player } pide la revancha (colores cambiados).
played = { $player } jugó `{ $move }`.
played-capturing = { $player } jugó `{ $move }` capturando { $count ->
    [one] 1 ficha
   *[other] { $count } fichas
}.
bot-played = Jugué `{ $move }`.
bot-played-capturing = Jugué `{ $move }` capturando { $count ->
    [one] 1 ficha
   *[other] { $count } fichas
}.
bot-cannot-think = No he podido pensar ahora; jugaré en cuanto pueda.
board-last-move = Última jugada: `{ $move }`.
board-just-begun = La partida acaba de empezar.
challenge-waiting = aquí hay un desafío esperando respuesta; el tablero aparece cuando se acepte
not-a-person = eso es un bot; desafía a una persona
playing-the-bot = { $player } juega contra mí en el nivel { $level } (amistosa): empieza la partida.
challenge-expires = El desafío caduca { $when }.
challenge-set-up = Empieza desde una posición preparada, con { $colour ->
    [black] negras
   *[white] blancas
} al turno, y nunca se puntúa.
colour-plays = { $player } juega con { $colour ->
    [black] negras
   *[white] blancas
}
colour-random = color al azar
challenge-to = { $opponent }, { $player } te desafía a una partida { $rated ->
    [yes] puntuada
   *[no] amistosa
} de Kōnane: { $variant } ({ $colour }).
challenge-open = { $player } ofrece a cualquiera una partida { $rated ->
    [yes] puntuada
   *[no] amistosa
} de Kōnane: { $variant } ({ $colour }). Juega quien pulse antes Aceptar.
challenge-headline = { $player } desafía a { $opponent } a una partida { $rated ->
    [yes] puntuada
   *[no] amistosa
} de Kōnane: { $variant }.
challenge-anyone = cualquiera
challenge-in-thread = La partida está en { $thread }.
aborted = { $player } anuló { $what ->
    [game] la partida
   *[challenge] el desafío
} #{ $game }. No se puntúa nada.
aborted-by-moderator = Anulado por el moderador { $player }: { $what ->
    [game] partida
   *[challenge] desafío
} #{ $game } ({ $players }). No se puntúa nada.
players-versus = {" "}contra{" "}
no-thread-here = No puedo crear hilos en este canal (necesito los permisos Crear hilos públicos y Enviar mensajes en hilos), así que esta partida se juega aquí. Un administrador puede concederlos o desactivar los hilos con `/{ konane-settings } { konane-settings.threads }:False`.
thread-refused = Discord no quiso crear aquí un hilo para esta partida, así que se juega en este canal. Desafía desde un canal de texto para que la partida tenga su propio hilo.

# Botones y menús.
servers-only = Esto solo funciona en un servidor: los mensajes directos no tienen ajustes de servidor, torneos ni problemas.
bot-not-in-server = No soy miembro de este servidor, solo una aplicación que instaló un miembro, así que aquí no puedo publicar ni cambiar ajustes. Un administrador puede añadirme al servidor para ello.
bot-dm-plays-me = En nuestros mensajes directos puedes jugar contra mí: rétame como rival. Para jugar con un amigo, usa el comando en tu MD con él.
answers-kept-private = Este servidor mantiene privadas las respuestas de las aplicaciones instaladas por usuarios (tu permiso Usar aplicaciones externas está desactivado), así que tu rival no vería el tablero. Jugad en un MD o pide a un administrador que me añada al servidor.
challenge-not-open = este desafío ya no está abierto
pick-from-menu = elige una jugada del menú
choice-gone = esa opción ya no está en el tablero; escribe `/konane { konane-move }`
game-over-last-board = Esta partida ha terminado; su último tablero: { $link }
game-over-plain = Esta partida ha terminado.
board-out-of-date-link = Ese tablero está desfasado. Este es el actual de la partida: { $link }
board-out-of-date = Ese tablero está desfasado: la partida ha avanzado. `/konane { konane-board }` lo muestra ahora.

# Recordatorios, derrotas por tiempo, caducidades y sus mensajes directos.
reminder = { $player }, te toca en la partida #{ $game }; tu tiempo se acaba { $when }.{ $board }
reminder-dm = Te toca en la partida de Kōnane #{ $game }; tu tiempo se acaba { $when }.{ $board }
board-sentence = {" "}El tablero: { $link }
ran-out-of-time = A { $player } se le acabó el tiempo.
forfeit-by-withdrawal = { $player } se retiró del torneo, así que pierde esta partida.
adjudicated-at-deadline = Esta partida llegó al plazo del torneo y se adjudicó.
decided-dm = Partida de Kōnane #{ $game }: { $outcome }.{ $board }
forfeit-dm = Partida de Kōnane #{ $game }: { $won ->
    [yes] a tu rival se le acabó el tiempo: ganas
   *[no] se te acabó el tiempo y perdiste
}.{ $board }
your-move-dm = Te toca en la partida de Kōnane #{ $game }: { $link }
challenge-expired = El desafío de { $player } a { $opponent } ha caducado.
open-challenge-expired = El desafío abierto de { $player } ha caducado: nadie lo aceptó.
back-to-our-game = Volvamos a nuestra partida:

# Negativas: cada una dice qué hacer en su lugar.
error-internal = algo ha fallado por nuestra parte; inténtalo de nuevo
error-unavailable = Ahora no puedo llegar a la base de datos del juego, así que no se ha hecho nada (no se jugó ninguna jugada); inténtalo de nuevo en un minuto
error-no-game-here = no hay ninguna partida en este canal; empieza una con un desafío
error-no-challenge-here = no hay ningún desafío abierto en este canal
error-channel-busy = ya hay una partida o un desafío abierto en este canal; termínalo primero, o juega en otro canal o hilo
error-self-challenge = no puedes desafiarte a ti mismo; elige a otra persona o desafía al bot
error-channel-not-allowed = las partidas no están permitidas en este canal; pide a un administrador que lo permita en los ajustes
term-error-channel-not-allowed = las partidas no están permitidas en este canal; permítelo con `settings allow CANAL`
error-not-your-challenge = este desafío es para { $player }; solo esa persona puede aceptarlo o rechazarlo
error-not-challenger = solo quien desafía puede retirar este desafío; tú puedes rechazarlo
error-own-challenge = es tu propio desafío; espera a que alguien lo acepte, o retíralo
error-open-challenge = este desafío está abierto a cualquiera, así que nadie puede rechazarlo; sigue hasta que alguien lo acepte, se retire o caduque
error-too-many-challenges = ya tienes { $count ->
    [one] 1 desafío abierto
   *[other] { $count } desafíos abiertos
} en este servidor, el máximo permitido; retira uno o espera una respuesta
term-error-too-many-challenges = ya tienes { $count ->
    [one] 1 desafío abierto
   *[other] { $count } desafíos abiertos
} aquí, el máximo permitido; retira uno o espera una respuesta
error-too-many-games = ya juegas { $count ->
    [one] { $count } partida en este servidor
   *[other] { $count } partidas en este servidor
}, el máximo permitido; termina una primero
term-error-too-many-games = ya juegas { $count ->
    [one] { $count } partida aquí
   *[other] { $count } partidas aquí
}, el máximo permitido; termina una primero
error-opponent-too-busy = { $player } ya juega { $count ->
    [one] 1 partida
   *[other] { $count } partidas
} en este servidor, el máximo permitido; inténtalo cuando termine una
term-error-opponent-too-busy = { $player } ya juega { $count ->
    [one] 1 partida
   *[other] { $count } partidas
} aquí, el máximo permitido; inténtalo cuando termine una
error-rechallenge-too-soon = { $withdrawn ->
    [yes] Retiraste tu último desafío a { $player }; para que los desafíos no avisen demasiado a menudo, podrás desafiarle de nuevo dentro de { $wait }
   *[no] { $player } no aceptó tu último desafío; podrás desafiarle de nuevo dentro de { $wait }
}
error-unrated-against-bot = las partidas contra el bot nunca se puntúan
error-unrated-small-board = las partidas en tableros menores de 6x6 nunca se puntúan
error-unrated-set-up = las partidas desde una posición preparada nunca se puntúan
error-position-syntax = eso no es una posición: escribe las filas desde arriba unidas por /, con x para negras, o para blancas y . para vacío, luego un espacio y b o w para el bando al turno, p. ej. `{ $example }`
error-position-parity = la ficha { $colour ->
    [black] negra
   *[white] blanca
} en { $square } está en una casilla del otro color: las fichas nunca cambian el color de su casilla
error-position-opening = la apertura no ha terminado: una partida desde una posición empieza tras las dos retiradas (al menos dos casillas vacías); desafía sin posición para jugar la apertura
error-position-unreachable = ninguna partida llega a esa posición: dos casillas vacías deben ser las dos retiradas de la apertura, juntas, con negras al turno
error-position-size = la posición es { $given } pero la partida sería { $expected }: omite el tamaño o indica { $given }
error-position-over = esa posición ya está decidida: { $colour ->
    [black] negras no tienen
   *[white] blancas no tienen
} movimiento
error-position-record = la partida adjunta no se puede leer: { $reason }
error-position-several = el archivo adjunto tiene { $count ->
    [one] { $count } partida: adjunta
   *[other] { $count } partidas: adjunta
} una sola
error-position-file-size = el archivo adjunto es demasiado grande: una partida ocupa como mucho { $max } KB
error-position-both = da una posición o adjunta una partida, no ambas
error-position-unfetched = no se pudo obtener el archivo adjunto de Discord; inténtalo de nuevo
error-challenge-expired = este desafío ha caducado; envía uno nuevo
error-not-a-player = no juegas en esta partida
error-not-your-turn = no es tu turno; esperando a { $player }
error-game-over = esta partida ya ha terminado
error-position-changed = la posición cambió antes de que llegara tu jugada; mira el tablero e inténtalo de nuevo
error-time-ran-out = se te acabó el tiempo para jugar, así que la partida se pierde por tiempo
error-too-late-to-abort = ya han jugado los dos, así que la partida no se puede anular; ríndete o pregunta a un moderador
term-error-too-late-to-abort = ya han jugado los dos, así que la partida no se puede anular; ríndete
error-not-allowed-to-abort = solo los jugadores de la partida (antes de que jueguen los dos) y los miembros con Gestionar mensajes pueden anularla
error-abort-challenge = un desafío se retira con cancel o se rechaza con decline, no se anula
error-unknown-game = en este servidor no se jugó ninguna partida #{ $game }
term-error-unknown-game = aquí no se jugó ninguna partida #{ $game }
error-nothing-to-review = no tienes aquí ninguna partida que mirar; indica una con su número
error-no-hints-mid-game = no hay pistas durante una partida entre personas; pide de nuevo cuando termine, o practica contra el bot
error-hint-out-of-turn = las pistas son para quien juega; espera tu turno
error-no-such-move = la partida #{ $game } nunca llegó a la jugada { $asked }: terminó { $moves ->
    [one] tras { $moves } jugada
   *[other] tras { $moves } jugadas
}
error-not-started = esa partida no ha empezado; las pistas llegan cuando hay tablero
error-no-move-to-suggest = no hay jugada que sugerir: el bando que juega no tiene ninguna
error-still-playing = el análisis es para partidas terminadas; esta sigue en juego
error-unknown-tournament = no hay ningún torneo #{ $tournament } en este servidor
term-error-unknown-tournament = no hay ningún torneo #{ $tournament } aquí
error-tournament-name = { $count ->
    [one] un torneo necesita un nombre de 1 carácter
   *[other] un torneo necesita un nombre de 1 a { $count } caracteres
}
error-tournament-players = un torneo de este formato admite { $count ->
    [one] de 2 a { $count } jugador
   *[other] de 2 a { $count } jugadores
}
error-rounds-only-for-swiss = solo un torneo suizo admite un número de rondas; los demás formatos fijan el suyo
error-tournament-rounds = un torneo suizo juega { $count ->
    [one] de 1 a { $count } ronda
   *[other] de 1 a { $count } rondas
}
error-tournament-game-time = el tiempo de cada partida debe estar entre { $min } y { $max }
error-bot-cannot-enter = organizo torneos, pero no juego en ellos
error-sign-up-closed = la inscripción de este torneo está cerrada
error-already-entered = ya estás inscrito
error-tournament-full = este torneo está { $count ->
    [one] completo ({ $count } jugador)
   *[other] completo ({ $count } jugadores)
}
error-not-organiser = solo el organizador, o quien pueda dirigir torneos aquí, puede hacer eso
error-not-entered = ese jugador no está en este torneo
error-tournament-over = este torneo ha terminado
error-too-few-entrants = un torneo necesita { $count ->
    [one] al menos { $count } jugador para empezar
   *[other] al menos { $count } jugadores para empezar
}
error-board-taken = la partida de este tablero ya empezó, o se decidió sin jugarse
error-no-tournament-here = aquí no hay ningún torneo abierto ni en juego; indica su número
error-tournament-game-no-abort = los jugadores no pueden cancelar una partida de torneo; abandona o pide ayuda a un moderador
term-error-tournament-game-no-abort = los jugadores no pueden cancelar una partida de torneo; abandona
error-ai-unavailable = Ahora no puedo pensar (me estoy reiniciando); inténtalo en un momento
error-ai-busy = ya tienes una pista o un análisis en camino; espéralo y luego vuelve a pedir
error-no-puzzles = aún no hay problemas; un administrador puede añadirlos con `konane-bot puzzles generate`
term-error-no-puzzles = aún no hay problemas; añádelos con `konane-bot puzzles generate`
error-puzzle-solved = has resuelto el problema de hoy; a medianoche UTC llega uno nuevo
error-puzzle-over = tu intento con el problema de hoy ha terminado; a medianoche UTC llega uno nuevo
error-puzzle-not-over = termina primero el problema de hoy: al compartir se cuenta cómo fue
error-puzzle-moved-on = ese menú está desfasado: tu intento ha avanzado; `/konane { konane-puzzle } { konane-puzzle-today }` muestra cómo va
error-answer-too-slow = comprobar esa jugada me llevó demasiado; inténtalo de nuevo en un momento
error-turn-limit = el tiempo por jugada debe estar entre { $min } y { $max }, no { $given }
error-count-setting = { $what ->
    [open-challenges] los desafíos abiertos por miembro
   *[running-games] las partidas en curso por miembro
} deben ser de 1 a { $max }, no { $given }
error-cooldown = la pausa antes de volver a desafiar debe ser como mucho { $max }, no { $given }
error-puzzles = al leer los problemas: { $error }
error-level = el nivel debe ser un número del 1 al 5, no «{ $given }»
error-time-control = «{ $given }» no es un control de tiempo: escribe minutos+segundos, como 3+2 (de 1 a { $minutes } minutos, hasta { $seconds } segundos por jugada)

# Jugadas que las reglas rechazan.
error-move-empty = jugada no válida «{ $text }»: está vacía; escribe una casilla como d5 o un salto como d5-f5
error-move-too-long = jugada no válida «{ $text }»: un salto tiene { $max ->
    [one] como mucho { $max } salto simple
   *[other] como mucho { $max } saltos simples
}; aquí hay más casillas
error-move-not-a-square = jugada no válida «{ $text }»: se esperaba una casilla como d5 en «{ $rest }»
error-move-no-square = jugada no válida «{ $text }»: no nombra ninguna casilla
error-not-a-hop = { $from }-{ $to } no es un salto: una ficha salta sobre una vecina a la casilla a dos de distancia en la misma fila o columna
error-ambiguous = «{ $text }» podría ser { $candidates }: escribe cada casilla de llegada
error-too-vague = «{ $text }» podría ser demasiados saltos para listarlos: escribe cada casilla de llegada, p. ej. b5-d5-d7-f7
error-expected-removal = la partida sigue en la apertura: { $colour ->
    [black] negras quitan
   *[white] blancas quitan
} una de sus fichas (una jugada como d5)
error-expected-jump = la apertura ha terminado: ahora cada jugada es un salto, como d5-f5
error-off-board = { $square } está fuera del tablero { $size } (columnas a a { $last-column }, filas 1 a { $rows })
error-empty-square = { $square } está vacía: elige una de tus fichas { $colour ->
    [black] negras
   *[white] blancas
}
error-not-your-stone = en { $square } hay una ficha { $colour ->
    [black] blanca
   *[white] negra
}, pero tú juegas con { $colour ->
    [black] negras
   *[white] blancas
}
error-opening-not-allowed = la apertura { $opening } no permite quitar { $square }: negras vacían { $opening ->
    [centre-or-corner] una ficha del centro o de una esquina
    [centre] una ficha del centro
   *[any] cualquiera de sus fichas
}
error-not-adjacent = { $square } no está junto a { $emptied }: blancas quitan una ficha al lado de la casilla que vaciaron negras
error-nothing-to-jump = no hay ninguna ficha en { $over } que saltar
error-landing-occupied = { $landing } no está vacía: un salto debe caer en una casilla vacía
error-not-straight = en esta partida todos los saltos de una jugada deben ir en la misma dirección (saltos rectos)
error-no-black-centre = la apertura centro no se puede jugar en { $size }: no hay ficha negra en su centro (usa centro-o-esquina o cualquiera)
error-size-out-of-range = el tamaño { $rows }×{ $cols } está fuera de rango: cada lado debe medir de 4 a 16
error-size-syntax = tamaño de tablero no válido «{ $text }»: se espera FILASxCOLUMNAS como 8x8, o un número como 6

# Ajustes del servidor.
settings-summary = Tiempo por jugada: **{ $turn-limit }** · partida por defecto: **{ $variant }** · partidas permitidas en { $channels } · { $threads ->
    [yes] cada partida tiene **su propio hilo**
   *[no] las partidas se juegan **en el canal**, sin hilos
} · los desafíos son **{ $rated ->
    [yes] puntuados
   *[no] amistosos
}** si no dicen otra cosa · { $limits } · mensajes públicos en: **{ $language }** · dirigen torneos: **{ $runners }** · los torneos van en: **{ $tournament-home }**.
settings-runners-default = Gestionar servidor
settings-tournament-threads = un hilo para cada uno
settings-forum-untagged = No pude añadir las etiquetas **{ $tags }** a { $forum } (hace falta Gestionar canales ahí); créalas tú y etiquetaré la publicación de cada torneo según su estado.
settings-every-channel = todos los canales
limits-summary = cada miembro puede tener { $challenges ->
    [one] 1 desafío abierto
   *[other] { $challenges } desafíos abiertos
} y { $games ->
    [one] 1 partida en curso
   *[other] { $games } partidas en curso
}; { $pause }.
limits-no-pause = sin pausa antes de volver a desafiar
limits-pause = { $pause } antes de volver a desafiar a quien no aceptó un desafío

# Tablas: la clasificación, las estadísticas y el historial de un jugador.
leaderboard-empty = Aún no hay partidas puntuadas en este servidor. ¡Desafía a alguien!
term-leaderboard-empty = Aún no hay partidas puntuadas aquí. ¡Desafía a alguien!
leaderboard-title = **Clasificación de Kōnane** (página { $page } de { $pages })
leaderboard-row = { $rank }. { $player } **{ $rating }** ±{ $margin } · { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } ganada
   *[other] { $wins } ganadas
}, { $losses ->
    [one] { $losses } perdida
   *[other] { $losses } perdidas
}
leaderboard-provisional = -# Una puntuación marcada con ? es provisional: aún hay pocas partidas. Las puntuaciones asentadas van primero.
global-ladder-empty = Aún no hay nadie en la clasificación global. `/konane { konane-profile } { konane-profile.listed }:True` te añade.
term-global-ladder-empty = Aún no hay nadie en la clasificación global. `profile listed yes` te añade.
term-global-ladder-not-yet = Estás en la lista, pero la clasificación cuenta partidas puntuadas: aparecerás tras la primera.
global-ladder-title = **Clasificación global de Kōnane** (página { $page } de { $pages }): cuenta cada partida puntuada de cualquier servidor
stats-rating = puntuación **{ $rating }**
stats-rating-provisional = puntuación **{ $rating }** (provisional)
stats-no-rating = aún sin puntuación
stats-summary = { $player }: { $rating } · partidas puntuadas: ganadas { $wins }, perdidas { $losses }{ $streak } · partidas amistosas: ganadas { $casual-wins }, perdidas { $casual-losses }
stats-streak-won = { $count ->
    [one] , { $count } ganada seguida
   *[other] , { $count } ganadas seguidas
}
stats-streak-lost = { $count ->
    [one] , { $count } perdida seguida
   *[other] , { $count } perdidas seguidas
}
stats-global = Clasificación global: **{ $rating }** { $games ->
    [one] tras { $games } partida puntuada
   *[other] tras { $games } partidas puntuadas
}
stats-global-unlisted = -# No apareces en la clasificación global, así que solo tú ves esto. `/konane { konane-profile } { konane-profile.listed }:True` te añade.
term-stats-global-unlisted = -# No apareces en la clasificación global, así que solo tú ves esto. `profile listed yes` te añade.
history-empty = { $player } aún no tiene partidas terminadas aquí.
history-title = Partidas de { $player }:
history-replay = Vuelve a ver una con `/konane { konane-replay } { konane-replay.game }:<número>`.
game-summary = { $won ->
    [yes] { $reason ->
        [no-moves] venció a { $opponent }, que se quedó sin jugadas
        [resignation] venció a { $opponent }, que se rindió
        [adjudication] venció a { $opponent } por adjudicación
       *[timeout] venció a { $opponent }, que se quedó sin tiempo
    }
   *[no] { $reason ->
        [no-moves] perdió contra { $opponent }, sin jugadas
        [resignation] se rindió ante { $opponent }
        [adjudication] perdió contra { $opponent } por adjudicación
       *[timeout] perdió contra { $opponent } por tiempo
    }
} ({ $colour }, { $moves ->
    [0] sin jugadas
    [one] 1 jugada
   *[other] { $moves } jugadas
}, { $kind ->
    [change] { $change }
    [rated] puntuada
   *[casual] amistosa
})
notify-on = Mensajes directos activados: en este servidor también te avisaré por MD cuando te toque, a mitad de tu tiempo y si una partida se pierde por tiempo. Si tu privacidad rechaza MD de miembros del servidor, los avisos del canal siguen llegando.
notify-off = Mensajes directos desactivados: tus avisos llegan solo al canal de la partida.
profile-listed = Apareces en la clasificación global como **{ $name }**; mírala con `/konane { konane-leaderboard } { konane-leaderboard.scope }:global`.
term-profile-listed = Apareces en la clasificación global como **{ $name }**; mírala con `leaderboard global`.
profile-unlisted = No apareces en la clasificación global. Tu puntuación global se sigue guardando, y `stats` te la muestra solo a ti.

# El problema del día.
puzzle-board-empty = Nadie ha resuelto aún un problema en este servidor. `/konane { konane-puzzle } { konane-puzzle-today }` muestra el de hoy.
no-such-page = esa página no existe
puzzle-board-title = **Resolutores de problemas de Kōnane** (página { $page })
puzzle-board-row = { $rank }. { $player } **{ $solved }** resueltos · racha { $streak } (mejor { $best })
puzzle-intro = **Problema del día** (#{ $number }, { $stars }): juegan { $side ->
    [black] negras
   *[white] blancas
} y ganan con exactamente una jugada. Encuéntrala y sigue ganando hasta que { $side ->
    [black] blancas se queden
   *[white] negras se queden
} sin jugadas.
puzzle-start = Elige tu jugada en el menú o responde con `/konane { konane-puzzle } { konane-puzzle-answer }`.
puzzle-so-far = Tu intento hasta ahora: { $moves }. Te toca con { $colour ->
    [black] negras
   *[white] blancas
}.
puzzle-you-solved = Lo resolviste en { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
}. { $score }
puzzle-attempt-over = Tu intento ha terminado: { $moves }. A medianoche UTC llega un problema nuevo.
puzzle-score = Resueltos aquí: { $solved }. Racha: { $streak ->
    [one] 1 día
   *[other] { $streak } días
} (mejor { $best }).
puzzle-right = `{ $move }` es correcta. Respondo `{ $answer }`. Te toca.
puzzle-solved = `{ $move }` gana: { $defender ->
    [black] negras no tienen
   *[white] blancas no tienen
} más jugadas. **¡Resuelto en { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
}!** { $score }
puzzle-refuted = `{ $move }` tira la victoria: `{ $answer }` la refuta, y { $defender ->
    [black] negras ganan
   *[white] blancas ganan
} desde ahí. Tu intento ha terminado; a medianoche UTC llega un problema nuevo.
puzzle-alt = El problema de hoy, juegan { $colour ->
    [black] negras
   *[white] blancas
}.
button-share = Compartir
puzzle-other-day = ese era el problema de otro día; el de hoy es nuevo
puzzle-shared-solved = { $name } resolvió el problema de hoy en { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
}. Racha: { $streak }. Pruébalo con `/konane { konane-puzzle } { konane-puzzle-today }`.
puzzle-shared-failed = { $name } se enfrentó al problema de hoy y esta vez perdió. Pruébalo con `/konane { konane-puzzle } { konane-puzzle-today }`.

# Repeticiones, pistas y análisis.
replay-busy = Ahora mismo estoy dibujando otra repetición; inténtalo de nuevo en unos segundos
replay-caption = Partida #{ $game }: { $black } (negras) contra { $white } (blancas).
hint = Pista para { $colour ->
    [black] negras
   *[white] blancas
}{ $when }: `{ $move }` ({ $verdict }).
hint-regions = El tablero { $count ->
    [one] se ha dividido en { $count } región que nunca toca otra
   *[other] se ha dividido en { $count } regiones que nunca se tocan
}, cada una un juego aparte (un valor mayor que cero favorece a negras, menor que cero a blancas):
hint-when = {" "}antes de la jugada { $number } de la partida #{ $game }
hint-verdict = { $kind ->
    [wins] gana por fuerza
    [loses] toda jugada pierde contra el juego perfecto; esta es la que más resiste
   *[searched] la mejor encontrada mirando { $depth ->
    [one] { $depth } jugada por
   *[other] { $depth } jugadas por
} delante
}
hint-alt = El tablero con la jugada sugerida { $move } para { $colour ->
    [black] negras
   *[white] blancas
} dibujada en verde.
analysis-title = **Análisis de la partida #{ $game }** ({ $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
})
analysis-too-big = La partida es demasiado grande para que pueda demostrar ninguna de sus posiciones.
analysis-all = Pude demostrar todas las posiciones de esta partida.
analysis-from = Pude demostrar todas las posiciones desde la jugada { $number } (las anteriores son demasiado grandes para resolverlas).
analysis-no-blunder = Ninguna jugada de ese tramo tiró una victoria.
analysis-blunder = • `{ $move }`: { $player } dejó escapar la victoria; `{ $winning }` habría ganado.
analysis-forced-win = En la jugada { $number }, { $player } ({ $colour ->
    [black] negras
   *[white] blancas
}) tenía una victoria forzada.
analysis-regions = Desde la jugada { $number } el tablero { $count ->
    [one] se dividió en { $count } región que nunca toca otra
   *[other] se dividió en { $count } regiones que nunca se tocan
}, cada una un juego aparte (un valor mayor que cero favorece a negras, menor que cero a blancas):
analysis-region = • { $squares } ({ $stones ->
    [one] 1 piedra
   *[other] { $stones } piedras
}): vale { $value }, { $outcome ->
    [black] de negras, mueva quien mueva primero
    [white] de blancas, mueva quien mueva primero
    [first] la gana quien mueva primero allí
   *[second] la pierde quien mueva primero allí
}
error-move-number = «{ $text }» no es un número de jugada: escribe 12 para la duodécima jugada de negras, 12... para la de blancas

# Cómo se juega (`/konane { konane-rules }`).
rules-text =
    {"**"}Kōnane** es un juego hawaiano de pura estrategia.
    • El tablero empieza lleno, con fichas negras y blancas alternadas (la imagen).
    • **Apertura.** Negras quitan una ficha negra: por defecto una del centro o de una esquina (marcadas). Luego blancas quitan una ficha blanca justo al lado del hueco, encima, debajo o a un lado.
    • **Saltos.** Después, cada jugada es un salto: una de tus fichas salta sobre una ficha rival vecina, en línea recta arriba, abajo, a la izquierda o a la derecha (nunca en diagonal), a la casilla vacía justo detrás, y la captura.
    • **Saltos múltiples.** La misma ficha puede saltar una y otra vez en una jugada (en línea recta, salvo que la partida use saltos con giro). Puede parar tras cualquier salto.
    • **Sin jugada, pierdes.** Si no puedes saltar en tu turno, pierdes. No hay tablas.
    Jugadas: `d5` quita una ficha; `b5-d5` es un salto; `b5-d5-f5` un salto doble. Usa el menú bajo el tablero, o `/konane { konane-move }` (sugiere tus jugadas legales).
    Las reglas completas, con ajustes y notación: `docs/rules.md` en el código de konane-bot.
    Qué guarda el bot sobre ti y cómo borrarlo: «What the bot stores» en el README de konane-bot, y `/konane { konane-privacy }`.
rules-alt = Un tablero de Kōnane de 8x8 al empezar: cada casilla tiene una ficha, negras y blancas alternadas, negra en la esquina superior izquierda. Están marcadas las fichas negras que negras pueden quitar para abrir (las dos fichas negras del centro y las dos esquinas negras).
error-duration = «{ $text }» no es una duración: escríbela como 72h, 1d 12h, 45m o 30s

## El terminal (`konane-bot play`). Las palabras de órdenes y opciones
## (challenge, size, level, yes…) se escriben igual en todos los idiomas; se
## traduce lo que dice a su alrededor.
term-welcome = Kōnane en el terminal. Escribe help para ver las órdenes.
term-nobody = (nadie)
term-help =
    órdenes (una línea que no es una orden se juega como jugada):
    as NOMBRE :: actuar desde ahora como el jugador NOMBRE
    challenge [NOMBRE] [size RxC] [opening centre-or-corner|centre|any] [jumps straight|turning] [colour black|white|random] [rated yes|no] [position ROWS b|w] [record FILE] [time M+S] :: desafiar a NOMBRE, o a cualquiera sin NOMBRE; position y record empiezan desde una posición tras la apertura, o desde el final de una partida
    challenge bot [level 1-5] [...] :: jugar contra la IA (responde a cada jugada)
    accept | decline | cancel :: aceptar, rechazar o retirar el desafío abierto
    move JUGADA :: hacer una jugada, p. ej. move d5 o move b5-d5-f5
    moves :: las jugadas legales de quien tiene el turno
    board :: mostrar el tablero (y guardarlo en PNG)
    resign | abort :: rendirse, o anular antes de que ambos hayan jugado
    rematch [PARTIDA] :: desafiar de nuevo al mismo rival, colores cambiados (por defecto tu última partida terminada)
    hint [PARTIDA] [before N] :: una jugada sugerida: tu turno contra el bot, o la jugada N de una partida terminada (12 para la duodécima de Negro, 12... para la de Blanco)
    analyze [PARTIDA] :: las jugadas que echaron a perder una victoria en una partida terminada
    puzzle :: el problema del día: una jugada ganadora, y seguir ganando
    puzzle JUGADA :: responderlo (el resolvedor defiende, o refuta una jugada errónea)
    puzzle leaderboard [PÁGINA] :: problemas resueltos y rachas
    leaderboard [PÁGINA] :: la tabla de la temporada en curso, si no las puntuaciones
    leaderboard global [PÁGINA] :: la clasificación global (quienes eligieron aparecer)
    profile listed yes|no :: si la clasificación global te muestra
    block NOMBRE [lift] :: bloquear a un jugador en todas partes (lift: quitarlo)
    seek [size RxC] [rated yes|no] [range N] ::  buscar rival de cualquier servidor; la partida se juega en tu MD con el bot (seek cancel, seek list)
    dm :: ir a tu MD con el bot
    stats [NOMBRE] | history [NOMBRE] :: la puntuación y el historial de un jugador, o sus partidas terminadas (sin NOMBRE, las del jugador actual)
    record [PARTIDA] :: mostrar el registro de una partida (por defecto la actual)
    settings :: mostrar los ajustes
    settings turn-limit 24h :: el tiempo por jugada de cada jugador en las partidas nuevas
    settings variant [RxC] [opening] [jumps] :: el resto se mantiene
    settings allow CANAL | settings disallow CANAL :: permitir o prohibir partidas en un canal
    settings limits [challenges N] [games N] [pause 10m] [vacation N] :: desafíos abiertos y partidas por jugador, la pausa antes de volver a desafiar, los días de vacaciones al año
    settings rated yes|no :: el valor por defecto de los desafíos
    help | quit :: esta lista, o salir
term-give-a-name = indica un nombre de jugador, p. ej. as kai
term-playing-as = ahora juegas como { $player }
term-nobody-playing = todavía no juega nadie; empieza con: as NOMBRE
term-unknown-player = nadie llamado { $name } ha jugado aquí
term-not-a-game-number = «{ $text }» no es un número de partida
term-not-a-page = «{ $text }» no es un número de página
term-accepted = desafío aceptado: empieza la partida
term-declined = desafío rechazado
term-cancelled = desafío retirado
term-aborted = partida anulada; no se puntúa nada
term-no-moves = (ninguna)
term-moves-cut = … (las primeras { $count }; se puede hacer cualquier jugada legal)
term-unknown-option = opción desconocida «{ $option }»: usa size, opening, jumps, colour, rated o level, cada una con su valor (p. ej. level 3)
term-needs-value = { $option } necesita un valor, p. ej. { $option } { $example }
term-option-twice = { $option } aparece dos veces; dalo una sola vez
term-file-exists = { $file } ya existe: export escribe un archivo nuevo
term-name-too-long = ese nombre es demasiado largo: 32 caracteres como máximo
term-bot-name = «bot» es el nombre de la IA: elige otro
term-not-text = esa línea no es texto UTF-8; se ha omitido
term-yes-or-no = { $option } admite yes o no, no «{ $text }»
term-playing-bot = { $player } juega contra el bot en el nivel { $level }: { $variant }
term-challenge-to = { $player } desafía a { $opponent } a una partida { $rated ->
    [yes] puntuada
   *[no] amistosa
} ({ $variant }; color: { $colour }); { $opponent } puede aceptar o rechazar
term-challenge-open = { $player } ofrece a cualquiera una partida { $rated ->
    [yes] puntuada
   *[no] amistosa
} ({ $variant }; color: { $colour }); juega el primero que acepte
term-hint-usage = escribe hint, hint PARTIDA, hint before N o hint PARTIDA before N
term-which-move = ¿qué jugada? p. ej. move d5
term-played = { $player } jugó { $move }
term-status = { $black } (x, { $black-stones }) contra { $white } (o, { $white-stones }): { $status }
term-time-left = tiempo restante para jugar: { $time }
term-board-written = tablero guardado en { $path }
term-reminder = recordatorio: a { $player } le queda la mitad de su tiempo para jugar
term-challenge-expired = el desafío a { $opponent } ha caducado
term-open-challenge-expired = el desafío abierto ha caducado
term-history-empty = ninguna partida terminada
term-history-row = partida { $game }: { $summary }
term-settings = tiempo por turno { $turn-limit }, partida por defecto: { $variant }, partidas permitidas en { $channels }, desafíos { $rated ->
    [yes] puntuados
   *[no] amistosos
} salvo que digan otra cosa; { $limits }
term-unknown-settings = orden de settings desconocida; consulta help
term-unknown-limit = '{ $text }' no es un límite; usa challenges, games, pause o vacation
term-unknown-variant-word = «{ $text }» no es un tamaño de tablero (p. ej. 6x6), ni una apertura (centre-or-corner, centre, any), ni una regla de salto (straight, turning)
term-puzzle-moves = tus jugadas con { $colour ->
    [black] Negro
   *[white] Blanco
}: { $moves }
term-puzzle-board-empty = todavía nadie ha resuelto un problema
term-commands-failed = { $count ->
    [one] 1 de las órdenes leídas falló
   *[other] { $count } de las órdenes leídas fallaron
} (cada una dijo por qué más arriba)
term-puzzle-start = Responde con: puzzle JUGADA

# Torneos.
konane-tournament = konane-torneo
    .description = Torneos: inscríbete, juega tus partidas, sigue la clasificación.
konane-tournament-create = crear
    .description = Organiza un torneo aquí (Gestionar servidor).
    .name = nombre
    .name-description = El nombre del torneo
    .format = formato
    .format-description = Suizo (si se deja vacío), liga, liga a doble vuelta o eliminatoria
    .rounds = rondas
    .rounds-description = Solo suizo: cuántas rondas (vacío: log₂ de los jugadores, redondeado arriba, más una)
    .size = tamaño
    .size-description = Tamaño del tablero, p. ej. 8x8 (vacío: el del servidor)
    .opening = apertura
    .opening-description = Qué fichas puede quitar Negro para abrir
    .jumps = saltos
    .jumps-description = Si un salto múltiple puede girar
    .rated = puntuada
    .rated-description = Puntuado o amistoso (vacío: lo que diga el servidor)
    .max_players = max_jugadores
    .max_players-description = Cuántos jugadores admite como mucho (vacío: 64; una liga admite 16)
    .starts_in = empieza_en
    .starts_in-description = Cuándo empieza solo, p. ej. 2d o 12h (vacío: cuando lo inicies tú)
    .game_time = tiempo_partida
    .game_time-description = Cuánto puede durar cada partida desde su inicio, p. ej. 7d (vacío: 7 días)
konane-tournament-join = unirse
    .description = Inscríbete en un torneo mientras la inscripción esté abierta.
    .tournament = torneo
    .tournament-description = Su número (vacío: el que está abierto aquí)
konane-tournament-leave = salir
    .description = Deja un torneo; si ya empezó, te retiras y pierdes tu partida en curso.
    .tournament = torneo
    .tournament-description = Su número (vacío: el que está abierto aquí)
konane-tournament-start = iniciar
    .description = Inicia un torneo ya y empareja su primera ronda (su organizador, o Gestionar servidor).
    .tournament = torneo
    .tournament-description = Su número (vacío: el que está abierto aquí)
konane-tournament-cancel = anular
    .description = Anula un torneo; sus partidas en curso se cancelan (su organizador, o Gestionar servidor).
    .tournament = torneo
    .tournament-description = Su número (vacío: el que está abierto aquí)
konane-tournament-remove = expulsar
    .description = Saca a un jugador de un torneo (su organizador, o Gestionar servidor).
    .player = jugador
    .player-description = A quién sacar
    .tournament = torneo
    .tournament-description = Su número (vacío: el que está abierto aquí)
konane-tournament-standings = clasificación
    .description = La clasificación de un torneo, con sus desempates.
    .tournament = torneo
    .tournament-description = Su número (vacío: el que está abierto aquí)
konane-tournament-pairings = emparejamientos
    .description = Las partidas y resultados de una ronda.
    .tournament = torneo
    .tournament-description = Su número (vacío: el que está abierto aquí)
    .round = ronda
    .round-description = Qué ronda (vacío: la actual)
konane-tournament-list = lista
    .description = Los torneos de este servidor con inscripción abierta o en juego.
konane-tournament-history = palmarés
    .description = El palmarés de este servidor: torneos terminados y sus ganadores.
choice-swiss = suizo
choice-round-robin = liga
choice-double-round-robin = liga a doble vuelta
choice-knockout = eliminatoria
tournament-announcement = 🏆 **{ $name }** (torneo #{ $id }) · { $format } · organiza { $organiser }
    { $variant } · { $rated ->
        [yes] puntuado
       *[no] amistoso
    } · hasta { $max ->
    [one] { $max } jugador ·
   *[other] { $max } jugadores ·
} { $knockout ->
        [yes] duelos de dos partidas con colores cambiados, y una tercera si van 1–1
       *[no] { $rounds ->
           [0] rondas fijadas al empezar
          *[other] { $rounds } rondas
       }
    }
    Tiempo: cada partida debe terminar en { $game_time } desde su inicio. Una partida que siga entonces se adjudica: por el solucionador si demuestra la posición; si no, pierde quien haya usado más tiempo. Las vacaciones no detienen las partidas de torneo.
    { $starts }
    Inscritos ({ $count }): { $entrants }
tournament-withdrawn-name = { $player } (retirado)
tournament-nobody-yet = nadie aún
tournament-starts-at = Empieza { $when }.
tournament-starts-by-organiser = Empieza cuando lo inicie el organizador.
tournament-started-at = Empezó { $when }.
tournament-finished-at = Terminó { $when }.
tournament-round-title = **{ $name }**, ronda { $round } de { $rounds }:
tournament-bye-line = { $player }: descansa (1 punto)
tournament-bye-through-line = { $player }: pase directo a la siguiente ronda
tournament-rest-line = { $player }: sin partida esta ronda
tournament-board-line = Mesa { $board }{ $game ->
    [1] { "" }
   *[other] , partida { $game }
}: { $black } (negras) contra { $white } (blancas): { $result }
tournament-result-won = ganó { $player }
tournament-result-forfeit = ganó { $player } por incomparecencia
tournament-result-aborted = cancelada, sin punto
tournament-result-pending = aún sin empezar
tournament-standings-title = { $final ->
    [yes] **{ $name }**: clasificación final
   *[no] { $round ->
        [0] **{ $name }**: clasificación provisional (ronda 1 en juego)
       *[other] **{ $name }**: clasificación tras la ronda { $round }
    }
}
tournament-tie-breaks-swiss = Buchholz { $buchholz } · SB { $sb }
tournament-tie-breaks-round-robin = SB { $sb } · EP { $de }
tournament-standing-line = { $rank }. { $player } · { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} · { $tie_breaks } · { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}
tournament-podium = 🏆 ¡**{ $name }** ha terminado! 🥇 { $first } · 🥈 { $second } · 🥉 { $third }
tournament-history-empty = Aún no ha terminado ningún torneo en este servidor.
term-tournament-history-empty = Aún no ha terminado ningún torneo aquí.
tournament-history-title = **Palmarés**
tournament-history-line = { $date } · **{ $name }** (#{ $id }, { $format }, { $players ->
    [one] { $players } jugador):
   *[other] { $players } jugadores):
} 🥇 { $winner }
tournament-list-empty = No hay ningún torneo abierto ni en juego aquí. `/{ konane-tournament } { konane-tournament-create }` organiza uno.
tournament-list-title = **Torneos**
tournament-list-line = #{ $id } **{ $name }** ({ $format }): { $status ->
    [sign-up] inscripción abierta
   *[other] ronda { $round }
}
tournament-created = Únete con el botón de abajo o con `/{ konane-tournament } { konane-tournament-join }`.
button-join = Unirse
button-leave = Salir
tournament-you-joined = Estás en **{ $name }**.
tournament-you-left = Has dejado **{ $name }**.
tournament-withdrawal = { $player } se retiró de **{ $name }**{ $forfeits ->
    [0] .
   *[other] ; pierde su partida sin terminar.
}
tournament-removed = { $by } sacó a { $player } de **{ $name }**{ $forfeits ->
    [0] .
   *[other] ; pierde su partida sin terminar.
}
tournament-cancelled = { $player } anuló **{ $name }**{ $games ->
    [0] .
   *[other] ; sus partidas en curso se cancelan.
}
tournament-game-start = **{ $name }**, ronda { $round }: { $black } (negras) contra { $white } (blancas). La partida se juega en este hilo.
tournament-no-event = No pude crear un evento para **{ $name }** (quizá no puedo gestionar eventos aquí); el torneo sigue igualmente.
tournament-posted = 🏆 La inscripción para **{ $name }** está abierta: { $post }
tournament-called-off = **{ $name }** se suspende: necesita { $count ->
    [one] al menos { $count } jugador y
   *[other] al menos { $count } jugadores y
} se inscribieron { $entrants } antes del inicio.
tournament-event-description = Un torneo de Kōnane ({ $format }, { $variant }). Inscríbete y síguelo en su hilo.
tournament-tag-sign-up = Inscripción
tournament-tag-running = En juego
tournament-tag-finished = Terminado
tournament-not-allowed = Organizar torneos requiere el permiso Gestionar servidor, o el rol que indiquen los ajustes del servidor.
tournament-bad-duration = '{ $text }' no es una duración: usa p. ej. 2d, 12h o 90m
term-help-tournament =
    torneos (ID: el número de un torneo; sin él, el abierto más reciente):
    tournament create NOMBRE [format swiss|round-robin|double-round-robin|knockout] [rounds N] [size RxC] [rated yes|no] [max N] [time 7d] [starts 2d] :: crear uno (time: el tiempo por jugada; starts: cuándo empieza solo)
    tournament join|leave|start|cancel [ID] :: apuntarse, retirarse, empezarlo o cancelarlo
    tournament remove NOMBRE [ID] :: sacar a un jugador
    tournament standings [ID] | tournament pairings [ID] [RONDA] :: la clasificación, o las mesas de una ronda
    tournament list | tournament history :: los torneos abiertos aquí, o los terminados
    channel N :: jugar en el canal N (cada partida de torneo tiene el suyo)
term-tournament-channel = en el canal { $channel }
term-in-channel = ahora en el canal { $channel }
tournament-col-player = Jugador
tournament-col-points = Puntos
tournament-col-games = Partidas
tournament-col-buchholz = Buchholz
tournament-col-sb = SB
tournament-col-de = EP

# Seasons.
error-season-name = { $count ->
    [one] una temporada necesita un nombre de 1 carácter
   *[other] una temporada necesita un nombre de 1 a { $count } caracteres
}
error-unknown-season = este servidor no ha tenido temporada { $season }
term-error-unknown-season = aquí no ha habido temporada { $season }
season-title = { $running ->
    [yes] **Temporada { $number }: { $name }** (desde { $since }; cada victoria puntuada es un punto)
   *[no] **Temporada { $number }: { $name }** ({ $since } a { $until })
}
season-empty = Aún no ha terminado ninguna partida puntuada esta temporada.
season-row = { $rank }. { $player } · { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
} · { $losses ->
    [one] { $losses } perdida
   *[other] { $losses } perdidas
}
season-closed = La temporada { $number }, **{ $name }**, ha terminado: { $count ->
    [0] nadie ganó una partida puntuada.
    [one] ¡campeón { $champion }!
   *[other] ¡campeones { $champion }!
}
season-begins = Empieza la temporada { $number }, **{ $name }**: cuenta cada partida puntuada, y cada victoria es un punto. Las puntuaciones no cambian.
season-all-time = Puntuaciones de siempre: `/konane { konane-leaderboard } { konane-leaderboard.season }:all-time`.
konane-season = konane-temporada
    .description = Temporadas: una carrera desde cero; las puntuaciones no cambian.
konane-season-start = iniciar
    .description = Cierra la temporada en curso (se guardan tabla y campeón) y empieza otra (Gestionar servidor).
    .name = nombre
    .name-description = El nombre de la nueva temporada
term-help-profile = profile listed yes|no: si la clasificación global te muestra (con tu nombre de aquí)
term-help-block = block NOMBRE [lift]: bloquear a un jugador en todas partes, o quitar el bloqueo
term-help-seek = seek [size RxC] [rated yes|no] [range N] | seek cancel | seek list
term-seek-waiting = Estás en la lista durante { $left }. Cuando te emparejen con alguien, la partida empieza en tu MD con el bot: `dm` te lleva allí.
term-seek-list-empty = Ahora nadie busca partida. `seek` te pone en la lista.
term-in-dm = En tu MD con el bot.
term-help-season =
    temporadas (cada victoria puntuada es un punto; las puntuaciones no cambian):
    season start NOMBRE :: cierra la temporada en curso y empieza la siguiente
    leaderboard all-time [PÁGINA] | leaderboard season N :: las puntuaciones de siempre, o la tabla de la temporada N
rating-trend = { $from } → { $to } en { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}
rating-chart-alt = Puntuación de { $player }: { $trend }. La banda sombreada es el margen en que está la fuerza real un 95 % de las veces.
term-chart-written = gráfico de puntuación escrito en { $path }

# Partidas entre servidores: buscar rival y bloquear.
konane-seek = buscar
    .description = Encuentra un rival de cualquier servidor: la partida se juega en tus MD conmigo.
konane-seek-find = encontrar
    .description = Entra durante una hora en la lista de quienes buscan partida; el primero compatible juega contigo.
    .size = tamaño
    .size-description = Tamaño del tablero, p. ej. 8x8 (8x8 si está vacío)
    .rated = puntuada
    .rated-description = Puntuada en la clasificación global (lo predeterminado en tus MD si está vacío)
    .range = margen
    .range-description = Cuánto puede alejarse un rival de tu puntuación global (cualquiera si está vacío)
konane-seek-cancel = cancelar
    .description = Sal de la lista de quienes buscan partida.
konane-seek-list = lista
    .description = Quién busca partida ahora.
konane-block = bloquear
    .description = Bloquea a un jugador en todas partes: sin partidas, retos ni emparejamientos con él.
    .user = usuario
    .user-description = A quién bloquear
    .lift = quitar
    .lift-description = Quitar tu bloqueo en su lugar
error-blocked = Uno de vosotros ha bloqueado al otro, así que no podéis jugar entre vosotros.
error-block-self = No puedes bloquearte a ti mismo.
error-dm-busy = Tus MD conmigo ya tienen una partida: termínala primero (`/konane { konane-board }` allí la muestra).
term-error-dm-busy = Tus MD conmigo ya tienen una partida: termínala primero (`dm` te lleva allí, `board` la muestra).
error-dm-closed = No puedo enviarte mensajes directos, y las partidas entre servidores se juegan allí. Permite los mensajes directos en tus ajustes de privacidad y vuelve a buscar.
seek-dm-waiting = Buscas una partida de { $size } ({ $rated ->
    [yes] puntuada
   *[no] amistosa
}) con un jugador de cualquier servidor. Cuando te emparejen, la partida empezará aquí. `/konane { konane-seek } { konane-seek-cancel }` la retira.
seek-waiting = Estás en la lista hasta { $when }. Tu partida empezará en tus MD conmigo.
seek-paired = ¡Emparejado! Tu partida está en tus MD conmigo.
seek-game-start = Una partida entre servidores: { $black } (negras) contra { $white } (blancas). ¡Suerte!
seek-cancelled = Has salido de la lista.
seek-none = No estabas buscando partida.
seek-list-empty = Nadie busca partida ahora. `/konane { konane-seek } { konane-seek-find }` te pone en la lista.
seek-list-title = **Jugadores que buscan partida** ({ $count })
seek-list-line = { $name }: { $size }, { $rated ->
    [yes] puntuada
   *[no] amistosa
}, puntuación { $rating }{ $range }, desde { $since }
seek-unlisted = un jugador
block-done = Has bloqueado a { $player }: sin partidas, retos ni emparejamientos entre vosotros, en ningún servidor. Las partidas en curso siguen.
block-lifted = Has quitado tu bloqueo a { $player }.

# Los datos propios de un miembro.
konane-privacy = privacidad
    .description = Lo que guardo sobre ti; puedes borrarlo.
    .delete = borrar
    .delete-description = Borrarlo todo (pide confirmación)
deleted-player = jugador eliminado
privacy-nothing = No guardo nada sobre ti.
privacy-title = **Lo que guardo sobre ti**
term-privacy-title = **Lo que se guarda sobre este miembro**
privacy-here = Este servidor
privacy-direct = MD y la clasificación global
privacy-server = Servidor { $id }
privacy-name = tu nombre «{ $name }»
privacy-games = { $count ->
    [one] 1 partida
   *[other] { $count } partidas
}
privacy-rating = puntuación { $rating } en { $count ->
    [one] 1 partida puntuada
   *[other] { $count } partidas puntuadas
}
privacy-puzzles = { $count ->
    [one] { $count } problema resuelto
   *[other] { $count } problemas resueltos
} (mejor racha { $best })
privacy-dm-notices = avisos por MD activados
privacy-listed = En la clasificación global como «{ $name }»
privacy-seeking = Una búsqueda tuya espera en la reserva
privacy-blocks = { $count ->
    [one] Has bloqueado a 1 jugador
   *[other] Has bloqueado a { $count } jugadores
}
privacy-how-to-delete = Tus partidas siguen en los registros de tus rivales. `/konane { konane-privacy } { konane-privacy.delete }:True` borra todo lo anterior: tu nombre pasa a ser «jugador eliminado» en esos registros.
privacy-confirm = ¿Borrarlo todo? Tu nombre pasa a ser «jugador eliminado» en los registros de tus rivales, se borran tus puntuaciones y rachas de problemas, se anulan tus partidas en curso y dejas tus torneos. No se puede deshacer.
button-confirm-erase = Borrar mis datos
privacy-not-yours = Este botón es de la petición de otra persona.
privacy-erased = Hecho: he borrado lo que guardaba sobre ti. { $aborted ->
    [0] No había ninguna partida en curso.
    [one] Se anuló 1 partida en curso.
   *[other] Se anularon { $aborted } partidas en curso.
}

# Vacaciones.
konane-vacation = vacaciones
    .description = Detén tus relojes aquí unos días.
    .days = dias
    .days-description = Días (dentro del cupo anual)
    .end = terminar
    .end-description = Terminar tus vacaciones ya
vacation-started = Estás de vacaciones hasta { $until }: tus relojes en este servidor están detenidos y los recordatorios esperan. Días de vacaciones que te quedan este año: { $left } de { $allowance }. `/konane { konane-vacation } { konane-vacation.end }:True` te trae de vuelta antes.
term-vacation-started = Estás de vacaciones hasta { $until }: tus relojes en este servidor están detenidos y los recordatorios esperan. Días de vacaciones que te quedan este año: { $left } de { $allowance }. `vacation end` te trae de vuelta antes.
vacation-ended = ¡Bienvenido de vuelta! Tus relojes vuelven a correr, cada uno con el tiempo que le quedaba, y se avisa a tus rivales. Días de vacaciones que te quedan este año: { $left } de { $allowance }.
vacation-status = { $running ->
    [yes] Estás de vacaciones hasta { $until }.
   *[no] No estás de vacaciones.
} Días de vacaciones que te quedan este año: { $left } de { $allowance }; `/konane { konane-vacation } { konane-vacation.days }:N` empieza unas.
term-vacation-status = { $running ->
    [yes] Estás de vacaciones hasta { $until }.
   *[no] No estás de vacaciones.
} Días de vacaciones que te quedan este año: { $left } de { $allowance }; `vacation DIAS` empieza unas.
vacation-over = { $player } ha vuelto de vacaciones: el reloj de la partida #{ $game } vuelve a correr.{ $board }
error-on-vacation = Ya estás de vacaciones (quedan { $left }). `/konane { konane-vacation } { konane-vacation.end }:True` las termina.
term-error-on-vacation = Ya estás de vacaciones (quedan { $left }). `vacation end` las termina.
error-no-vacation = No estás de vacaciones.
error-vacation-too-long = Ahora puedes tomar { $days ->
    [one] 1 día de vacaciones
   *[other] de 1 a { $days } días de vacaciones
}: la asignación anual del servidor, menos lo que tomaste en los últimos 12 meses.
error-vacation-days = { $given } días son demasiados: un servidor puede permitir { $max ->
    [one] hasta { $max } día de vacaciones
   *[other] hasta { $max } días de vacaciones
} al año.
limits-vacation = Vacaciones: { $days ->
    [one] hasta { $days } día al año
   *[other] hasta { $days } días al año
}.
term-help-vacation = vacation DIAS | vacation end | vacation :: detener tus relojes aquí DIAS días, volver antes o ver lo que queda
term-vacation-over = { $player } ha vuelto de vacaciones: el reloj de la partida #{ $game } vuelve a correr

# Deshacer jugadas en partidas no puntuadas.
konane-takeback = deshacer
    .description = Deshaz tu última jugada o responde a la petición de tu rival (partidas amistosas).
    .answer = respuesta
    .answer-description = Acepta o rechaza su petición (vacío: pide deshacer la tuya)
choice-accept = aceptar
choice-decline = rechazar
button-takeback = Deshacer
button-takeback-accept = Aceptar deshacer
button-takeback-decline = Rechazar deshacer
takeback-asked = { $player } pide deshacer su última jugada. { $opponent }: acepta o rechaza abajo (o sigue jugando).
term-takeback-asked = { $player } pide deshacer su última jugada. { $opponent }: `takeback accept` o `takeback decline` (o sigue jugando).
takeback-taken = { $player } deshizo su última jugada.
takeback-accepted = { $player } aceptó: la última jugada se deshace.
takeback-declined = { $player } rechazó deshacer: la partida sigue.
game-takebacks = { $count ->
    [one] (1 jugada deshecha)
   *[other] ({ $count } jugadas deshechas)
}
error-takeback-rated = Las partidas puntuadas y las de torneo no permiten deshacer.
error-takeback-on-the-clock = Las partidas con reloj no permiten deshacer: los relojes siguen corriendo.
error-takeback-level = El bot permite deshacer solo en los niveles 1 a { $level }.
error-nothing-to-take-back = No tienes jugada que deshacer: solo quien acaba de jugar puede, antes de la respuesta.
error-takeback-asked = Ya pediste deshacer esta jugada: una petición por jugada.
error-no-takeback-asked = Ninguna petición de deshacer espera respuesta.
error-not-your-takeback = La petición la responde tu rival.
term-help-takeback = takeback | takeback accept | takeback decline :: deshacer tu última jugada en una partida no puntuada (responde el rival)
term-you-may = ahora puedes: { $commands }

# Following games.
konane-follow = seguir
    .description = Sigue una partida por mensaje directo (o en su hilo), o mira las que sigues.
    .game = partida
    .game-description = El número de la partida (vacío: las partidas que sigues aquí)
    .notices = avisos
    .notices-description = Cada jugada (por defecto), solo el resultado, o dejar de seguir
choice-every-move = cada jugada
choice-result = solo resultado
choice-stop = dejar
button-follow = Seguir
follow-added-moves = Sigues la partida #{ $game }: un mensaje directo en cada jugada y al final. `/konane { konane-follow }` muestra lo que sigues.
follow-added-result = Sigues la partida #{ $game }: un mensaje directo cuando termine.
follow-added-thread = Sigues la partida #{ $game }: ya estás en su hilo, donde se publica cada jugada.
follow-stopped = Ya no sigues la partida #{ $game }.
follow-list-empty = No sigues ninguna partida en curso aquí. `/konane { konane-follow } { konane-follow.game }:<número>`, o el botón Seguir del primer tablero de una partida, sigue una.
follow-list-title = **Partidas que sigues aquí**
follow-list-line = #{ $game } { $black } contra { $white }: { $how ->
    [thread] en su hilo
    [result] solo el resultado
   *[every-move] cada jugada por mensaje directo
}
follow-move-dm = Partida de Kōnane #{ $game }, { $black } contra { $white }: jugada { $ply }, `{ $move }` de { $player }. { $link }
follow-end-dm = La partida de Kōnane #{ $game }, { $black } contra { $white }, ha terminado: gana { $winner } ({ $reason ->
    [no-moves] sin jugadas
    [resignation] abandono
    [adjudication] adjudicación
   *[timeout] tiempo agotado
}). { $link }
follow-aborted-dm = La partida de Kōnane #{ $game }, { $black } contra { $white }, se anuló. { $link }
error-follow-own-game = Juegas en la partida #{ $game }: sus tableros te llegan de todos modos.
error-follow-over = La partida #{ $game } ha terminado: no queda nada que seguir. `/konane { konane-replay }` la muestra.
error-follow-limit = Ya sigues { $limit ->
    [one] { $limit } partida en curso
   *[other] { $limit } partidas en curso
}: deja de seguir una antes (`{ konane-follow.notices }:stop`).
error-followers-full = La partida #{ $game } tiene todos los seguidores que una partida puede tener.
error-not-following = No sigues la partida #{ $game }.
privacy-follows = { $count ->
    [one] Sigues 1 partida
   *[other] Sigues { $count } partidas
}

# Exporting records.
konane-export = exportar
    .description = Tus partidas terminadas aquí como un archivo de registros (en privado).
export-ready = { $count ->
    [one] Tu partida terminada aquí
   *[other] Tus { $count } partidas terminadas aquí
}, como registros: `konane-bot replay ARCHIVO --game N` dibuja una (como mucho las { $limit } más recientes).
export-none = Aún no tienes ninguna partida terminada aquí.
term-help-export = export ARCHIVO :: escribe tus partidas terminadas aquí en ARCHIVO como registros (`konane-bot replay ARCHIVO --game N` dibuja una)

# The Activity (the board page inside Discord): what its server answers.
activity-player = un jugador
activity-slow-down = Demasiadas solicitudes a la vez; espera un momento.
activity-sign-in-wait = Demasiados inicios de sesión desde aquí ahora mismo; espera un minuto y vuelve a abrir el tablero.
activity-launch-description = Abre el tablero: juega y mira partidas de Kōnane en directo
button-open-board = Abrir tablero
activity-off = La página del tablero ya no está disponible en este bot: juega aquí con el menú o `/konane move`.
activity-sign-in-again = Tu inicio de sesión ya no es válido: abre el tablero de nuevo.
activity-discord-unavailable = Discord no ha respondido; inténtalo de nuevo en un momento.
activity-not-in-instance = Ya no estás en esta actividad; ábrela de nuevo.

# The Activity's page (activity/src), which words its board from this file.
activity-opening = Abriendo el tablero…
activity-outside-discord = Este es el tablero del bot de Kōnane: ábrelo desde Discord, con el botón Abrir tablero o el lanzador de apps.
activity-your-games = Tus partidas
activity-to-watch = Partidas aquí para mirar
activity-no-games = Aquí no hay ninguna partida. Reta a alguien con `/konane challenge`, o juega contra mí.
activity-vs = { $black } (negras) contra { $white } (blancas)
activity-your-move = Te toca
activity-to-move = Le toca a { $player }
activity-wins = Gana { $player }
activity-wins-on-time = { $player } gana por tiempo
activity-time-control = Reloj
activity-correspondence = Sin reloj (por correspondencia)
activity-presence-choosing = Eligiendo partida
activity-presence-your-move = Te toca contra { $opponent }
activity-presence-playing = Jugando contra { $opponent }
activity-presence-watching = Viendo { $black } contra { $white }
activity-presence-reviewing = Repasando { $black } contra { $white }
activity-invite = Invitar a alguien
activity-sound-on = Sonido: sí
activity-sound-off = Sonido: no
activity-review = Repaso
activity-first = Posición inicial
activity-previous = Jugada anterior
activity-next = Jugada siguiente
activity-last = Posición final
activity-verdict-wins = { $player } gana con juego perfecto
activity-verdict-unknown = Demasiado profundo para el presupuesto del solucionador
activity-verdict-blunder = dejó escapar la victoria
activity-verdict-best = Mejor jugada: { $move }
activity-open-challenges = Desafíos abiertos
activity-puzzle = Problema del día
activity-puzzle-start = Toca una de tus piedras y luego la casilla a la que salta.
activity-puzzle-server-only = Los problemas son de un servidor: abre el tablero en uno de sus canales.
activity-presence-puzzle = Resolviendo el problema del día
activity-captured = { $count ->
    [one] { $count } piedra capturada
   *[other] { $count } piedras capturadas
}
activity-back = Todas las partidas
activity-square = { $square }, { $stone ->
    [black] piedra negra
    [white] piedra blanca
   *[none] vacía
}
activity-jump-to = saltar a { $square }
activity-bad-request = La página envió algo que el bot no puede leer; abre el tablero de nuevo.
activity-not-in-instance-them = Desde aquí solo puedes desafiar a alguien que esté contigo en esta Activity.
activity-start = Empezar una partida
activity-play-bot = Jugar contra mí
activity-challenge = Desafiar a { $player }
activity-challenge-open = { $player } desafía a { $opponent }
button-cancel = Retirar
button-abort = Anular
button-hint = Pista
button-analysis = Análisis
activity-deadline = El tiempo para mover se acaba { $when }.
activity-aborted = Anulada: nada cuenta para la clasificación.
activity-takeback-asked = { $player } pide deshacer su última jugada
