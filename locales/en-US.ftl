# English (United States): the source every other locale translates.
#
# Slash commands. A command's message is its name, keyed by its path
# (`konane-puzzle-today`), and `.description` is its description. Each
# option has two attributes: `.<option>` its name and `.<option>-description`
# its description. Discord's limits: names at most 32 characters, lower
# case, no spaces; descriptions at most 100 characters. Here the names are
# the ones in the code: only other locales change them.

konane = konane
    .description = Play Kōnane, the Hawaiian jumping game.
konane-challenge = challenge
    .description = Challenge someone, anyone, or the bot; the game gets a thread of its own.
    .opponent = opponent
    .opponent-description = Who to play (leave empty to let anyone accept)
    .size = size
    .size-description = Board size, e.g. 8x8 (standard) or 6x6
    .opening = opening
    .opening-description = Which stones Black may remove to open
    .jumps = jumps
    .jumps-description = Whether a multi-jump may turn
    .colour = colour
    .colour-description = Your colour
    .level = level
    .level-description = The bot's strength, 1 to 5, when you challenge the bot
    .rated = rated
    .rated-description = Rated or casual (the server's default if empty; boards under 6x6 are casual)
    .position = position
    .position-description = Start from a position after the opening: rows joined by /, then b or w to move
    .record = record
    .record-description = Or go on from the end of an attached game record (.txt, e.g. from /konane export)
    .time = time
    .time-description = Play live on the clock: minutes each + seconds a move, e.g. 3+2 (empty: correspondence)
konane-accept = accept
    .description = Accept the challenge waiting for you in this channel.
konane-decline = decline
    .description = Decline the challenge waiting for you in this channel.
konane-cancel = cancel
    .description = Withdraw your challenge in this channel.
konane-move = move
    .description = Make your move, e.g. d5 (a removal) or b5-d5-f5 (a jump).
    .move = move
    .move-description = Your move: a square to remove, or a jump such as d5-f5
konane-board = board
    .description = Show the board of this channel's game.
    .text = text
    .text-description = As a text grid, for screen readers (only you see it)
konane-resign = resign
    .description = Resign this channel's game.
konane-abort = abort
    .description = Abort a game: a player before both have moved, or a moderator any game or challenge.
    .game = game
    .game-description = Game number (moderators: any game or challenge of this server)
konane-leaderboard = leaderboard
    .description = The current season's table (if one runs), or this server's ratings.
    .page = page
    .page-description = Page
    .season = season
    .season-description = A past season's number, or all-time for the ratings
    .scope = scope
    .scope-description = This server's table, or the global ladder of players who chose to be listed
konane-stats = stats
    .description = A player's rating and record in this server.
    .user = user
    .user-description = Whose (yours if empty)
konane-history = history
    .description = A player's finished games in this server.
    .user = user
    .user-description = Whose (yours if empty)
konane-replay = replay
    .description = An animated replay of a game, with its record.
    .game = game
    .game-description = Game number (this channel's game if empty)
konane-hint = hint
    .description = A suggested move, privately: in games against me, and in finished games.
    .game = game
    .game-description = A game's number (this channel's game, or your last one, if empty)
    .before_move = before_move
    .before_move-description = In a finished game, the record's move number: 12 for Black's 12th move, 12... for White's
konane-analyze = analyze
    .description = For a finished game: the moves that turned a won position into a lost one.
    .game = game
    .game-description = A finished game's number (your last one if empty)
konane-puzzle = puzzle
    .description = Today's puzzle: find the only winning move, then keep winning.
konane-puzzle-today = today
    .description = Show today's puzzle (only you see it), or how your attempt stands.
konane-puzzle-answer = answer
    .description = Answer today's puzzle with a move (only you see the answer).
    .move = move
    .move-description = Your move, such as d5-f5
konane-puzzle-leaderboard = leaderboard
    .description = This server's puzzle solvers: most puzzles solved, then longest streak.
    .page = page
    .page-description = Page
konane-rules = rules
    .description = How to play Kōnane, with the opening board.
konane-notify = notify
    .description = Your turn notices by direct message too: your move, the half-time reminder, a forfeit.
    .dm = dm
    .dm-description = Also tell me by direct message (off by default)
konane-profile = profile
    .description = Your profile across servers: whether the global ladder lists you.
    .listed = listed
    .listed-description = List me on the global ladder (off by default)
konane-settings = konane-settings
    .description = Server settings for Kōnane games (Manage Server only).
    .turn_limit = turn_limit
    .turn_limit-description = Time each player has per move, e.g. 72h or 1d
    .size = size
    .size-description = Default board size, e.g. 8x8
    .opening = opening
    .opening-description = Default opening
    .jumps = jumps
    .jumps-description = Default multi-jump rule
    .allow_channel = allow_channel
    .allow_channel-description = Allow games in this channel (limits games to allowed channels)
    .disallow_channel = disallow_channel
    .disallow_channel-description = Stop allowing games in this channel
    .threads = threads
    .threads-description = Give each game a thread of its own (on by default)
    .rated = rated
    .rated-description = Whether challenges are rated unless they say (boards under 6x6 never are)
    .max_challenges = max_challenges
    .max_challenges-description = Challenges each member may have open at once (default 3)
    .max_games = max_games
    .max_games-description = Games each member may play at once (default 10)
    .rechallenge_wait = rechallenge_wait
    .rechallenge_wait-description = Wait before re-challenging someone who didn't take a challenge, e.g. 10m (0s: none)
    .vacation_days = vacation_days
    .vacation_days-description = Vacation days per member a year (default 14)
    .language = language
    .language-description = The language of public messages (boards, results); the server's own by default
    .tournament_role = tournament_role
    .tournament_role-description = Who may run tournaments besides Manage Server (pick @everyone for nobody else)
    .tournament_forum = tournament_forum
    .tournament_forum-description = A forum to post each tournament in, tagged by its state (pick a text channel for threads)

# Choices in slash-command options, keyed by the word the code uses.
choice-centre-or-corner = centre-or-corner
choice-centre = centre
choice-any = any
choice-straight = straight
choice-turning = turning
choice-black = black
choice-white = white
choice-random = random
choice-on = on
choice-off = off
# The server-language setting: each language by its own name.
choice-server = the server's language
choice-this-server = this server
choice-global = global
choice-en-US = English
choice-de = Deutsch
choice-es-ES = Español
choice-fr = Français
choice-ja = 日本語
choice-pt-BR = Português (Brasil)
choice-zh-CN = 简体中文

# Words used inside other messages.
colour-black = black
colour-white = white
# A colour standing for a player whose name isn't known.
player-black = Black
player-white = White
# Between alternatives in a list: "d5-f5 or d5-d7".
list-or = {" "}or{" "}
# One part of a duration: d days, h hours, m minutes, s seconds.
duration-part = { $unit ->
    [d] { $count }d
    [h] { $count }h
    [m] { $count }m
   *[s] { $count }s
}
duration-two-parts = { $first } { $second }
# How a game ended, with the winner's and the loser's names or colours.
outcome = { $reason ->
    [no-moves] { $winner } wins: { $loser } has no move
    [resignation] { $winner } wins: { $loser } resigned
    [adjudication] { $winner } wins: adjudicated at the tournament deadline
   *[timeout] { $winner } wins: { $loser } ran out of time
}
variant = { $size } board, { $opening ->
    [centre] centre
    [any] any
   *[centre-or-corner] centre-or-corner
} opening, { $jumps ->
    [turning] turning
   *[straight] straight
} jumps

# The board message.
game-over = **Game over:** { $reason ->
    [no-moves] { $loser } has no move: { $winner } wins.
    [resignation] { $winner } wins (resignation).
    [adjudication] { $winner } wins (adjudicated at the deadline).
   *[timeout] { $winner } wins (time forfeit).
}
casual-ratings-unchanged = Casual game: ratings unchanged.
rating-change = { $player }: { $before } → { $after } ({ $change })
to-move = { $player } ({ $colour ->
    [black] black
   *[white] white
}) to move.
clocks = ⏱ { $control }: ⚫ { $black } · ⚪ { $white }
time-runs-out = Time runs out { $when }.
how-to-move = New to the bot? Pick your move in the menu under the board, or type `/konane { konane-move }` (it suggests your legal moves). `/konane { konane-rules }` explains the game; `/konane { konane-abort }` ends a game started by mistake before both of you have moved.
any-move = Pick a stone, then its move, in the menu; or type `/konane { konane-move }`, which accepts any move.
result-notice = Game #{ $game } ({ $rated ->
    [yes] rated
   *[no] casual
}, { $size }) in { $channel }: { $winner } beat { $loser } ({ $reason ->
    [no-moves] no moves
    [resignation] resignation
    [adjudication] adjudication
   *[timeout] time forfeit
}).
button-rematch = Rematch
button-resign = Resign
button-accept = Accept
button-decline = Decline
button-confirm-resign = Yes, resign

# The board in words (its alt text, for screen readers).
alt-board = Kōnane board, { $size }. { $black } (black) has { $black-stones ->
    [one] 1 stone
   *[other] { $black-stones } stones
}, { $white } (white) { $white-stones }.
alt-last-move = Last move { $move }.
alt-to-move = { $name } ({ $colour ->
    [black] black
   *[white] white
}) to move, { $moves ->
    [one] 1 legal move
   *[other] { $moves } legal moves
}.
alt-to-move-many = { $name } ({ $colour ->
    [black] black
   *[white] white
}) to move, { $moves } or more legal moves.

# The caption drawn above the board.
caption-to-move = { $player } to move
caption-to-remove = { $player } to remove a stone
# The solver's verdict on a board, when it proves one: who wins with perfect play.
proven-winner = { $colour ->
    [black] Proven: Black wins
   *[white] Proven: White wins
}
caption-player = { $name } ({ $colour })
caption-stones = { $count ->
    [one] 1 stone
   *[other] { $count } stones
}

# The move menu under a board.
menu-stone = { $square }: { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
menu-stone-many = { $square }: { $moves }+ moves
menu-more-stones = More stones…
menu-more-moves = More moves…
menu-pick-stone = { $colour ->
    [black] Black
   *[white] White
} to move: pick a stone
menu-pick-move = { $colour ->
    [black] Black
   *[white] White
} to move: pick a move
menu-moves-of = Moves of { $square }
menu-pick-the-move = Pick the move:
move-remove = remove { $move }
move-captures = { $move } (captures { $count })

# Answers to playing.
accepted = { $player } accepted: { $black } plays black, { $white } plays white.
declined = { $player } declined the challenge from { $challenger }.
resigned = { $player } resigned.
resign-confirm = Resign this game? Your opponent wins.
withdrew = { $player } withdrew the challenge.
rematch-begins = Rematch! The game begins.
rematch-asked = { $opponent }, { $player } asks for a rematch (colours swapped).
played = { $player } played `{ $move }`.
played-capturing = { $player } played `{ $move }` capturing { $count ->
    [one] 1 stone
   *[other] { $count } stones
}.
bot-played = I played `{ $move }`.
bot-played-capturing = I played `{ $move }` capturing { $count ->
    [one] 1 stone
   *[other] { $count } stones
}.
bot-cannot-think = I couldn't think just now; I'll move as soon as I can.
board-last-move = Last move: `{ $move }`.
board-just-begun = The game has just begun.
challenge-waiting = a challenge is waiting for an answer here; the board appears once it is accepted
not-a-person = that's a bot; challenge a person instead
playing-the-bot = { $player } is playing me at level { $level } (casual): the game begins.
challenge-expires = The challenge expires { $when }.
challenge-set-up = It starts from a set-up position with { $colour ->
    [black] black
   *[white] white
} to move, and is never rated.
colour-plays = { $player } plays { $colour ->
    [black] black
   *[white] white
}
colour-random = colour picked at random
challenge-to = { $opponent }, { $player } challenges you to a { $rated ->
    [yes] rated
   *[no] casual
} game of Kōnane: { $variant } ({ $colour }).
challenge-open = { $player } offers a { $rated ->
    [yes] rated
   *[no] casual
} game of Kōnane to anyone: { $variant } ({ $colour }). The first to press Accept plays.
challenge-headline = { $player } challenges { $opponent } to a { $rated ->
    [yes] rated
   *[no] casual
} game of Kōnane: { $variant }.
challenge-anyone = anyone
challenge-in-thread = The game is in { $thread }.
aborted = { $player } aborted { $what ->
    [game] game
   *[challenge] challenge
} #{ $game }. Nothing is rated.
aborted-by-moderator = Aborted by moderator { $player }: { $what ->
    [game] game
   *[challenge] challenge
} #{ $game } ({ $players }). Nothing is rated.
players-versus = {" "}vs{" "}
no-thread-here = I can't start threads in this channel (I need the Create Public Threads and Send Messages in Threads permissions), so this game plays here. A server admin can grant them, or turn game threads off with `/{ konane-settings } { konane-settings.threads }:False`.
thread-refused = Discord wouldn't start a thread for this game here, so it plays in this channel. Challenge from a text channel to give a game its own thread.

# Buttons and menus on messages.
servers-only = This works only in a server: direct messages have no server settings, tournaments or puzzles.
bot-not-in-server = I'm not a member of this server, only an app a member installed, so I can't post or change settings here. A server admin can add me to the server for that.
bot-dm-plays-me = In our direct messages you can play me: challenge me as the opponent. To play a friend, use the command in your DM with them.
answers-kept-private = This server keeps user-installed apps' answers private (its Use External Apps permission is off for you), so your opponent couldn't see the board. Play in a DM with them, or ask an admin to add me to the server.
challenge-not-open = this challenge is no longer open
pick-from-menu = pick a move from the menu
choice-gone = that choice is not on the board any more; type `/konane { konane-move }` instead
game-over-last-board = This game is over; its last board: { $link }
game-over-plain = This game is over.
board-out-of-date-link = That board is out of date. Here is the game's current one: { $link }
board-out-of-date = That board is out of date: the game has moved on. `/konane { konane-board }` shows it now.

# Reminders, forfeits and expiries, and their direct messages.
reminder = { $player }, it's your move in game #{ $game }; your time runs out { $when }.{ $board }
reminder-dm = It's your move in Kōnane game #{ $game }; your time runs out { $when }.{ $board }
board-sentence = {" "}The board: { $link }
ran-out-of-time = { $player } ran out of time.
forfeit-by-withdrawal = { $player } withdrew from the tournament, so this game is forfeited.
adjudicated-at-deadline = This game reached its tournament deadline and was adjudicated.
decided-dm = Kōnane game #{ $game }: { $outcome }.{ $board }
forfeit-dm = Kōnane game #{ $game }: { $won ->
    [yes] your opponent ran out of time: you win
   *[no] you ran out of time and lost
}.{ $board }
your-move-dm = It's your move in Kōnane game #{ $game }: { $link }
challenge-expired = The challenge from { $player } to { $opponent } expired.
open-challenge-expired = The open challenge from { $player } expired: nobody accepted.

# Refusals: each says what to do instead.
error-internal = something went wrong on our side; please try again
error-unavailable = I can't reach the game database right now, so nothing was done (no move was played); please try again in a minute
error-no-game-here = there is no game in this channel; start one with a challenge
error-no-challenge-here = there is no open challenge in this channel
error-channel-busy = a game or challenge is already open in this channel; finish it first, or play in another channel or thread
error-self-challenge = you can't challenge yourself; pick another player, or challenge the bot
error-channel-not-allowed = games aren't enabled in this channel; ask a server admin to allow it in the settings
term-error-channel-not-allowed = games aren't enabled in this channel; allow it with `settings allow CHANNEL`
error-not-your-challenge = this challenge is for { $player }; only they can accept or decline it
error-not-challenger = only the challenger can cancel this challenge; you can decline it instead
error-own-challenge = that's your own challenge; wait for someone to accept it, or cancel it
error-open-challenge = this challenge is open to anyone, so there's no one to decline it; it stays until someone accepts, the challenger cancels, or it expires
error-too-many-challenges = you already have { $count ->
    [one] 1 open challenge
   *[other] { $count } open challenges
} in this server, the most it allows; cancel one, or wait for an answer
term-error-too-many-challenges = you already have { $count ->
    [one] 1 open challenge
   *[other] { $count } open challenges
} here, the most allowed; cancel one, or wait for an answer
error-too-many-games = you're already playing { $count ->
    [one] { $count } game in this server
   *[other] { $count } games in this server
}, the most it allows; finish one first
term-error-too-many-games = you're already playing { $count ->
    [one] { $count } game here
   *[other] { $count } games here
}, the most allowed; finish one first
error-opponent-too-busy = { $player } is already playing { $count ->
    [one] 1 game
   *[other] { $count } games
} in this server, the most it allows; try again once one ends
term-error-opponent-too-busy = { $player } is already playing { $count ->
    [one] 1 game
   *[other] { $count } games
} here, the most allowed; try again once one ends
error-rechallenge-too-soon = { $withdrawn ->
    [yes] You withdrew your last challenge to { $player }; so that challenges don't ping too often, you can challenge them again in { $wait }
   *[no] { $player } didn't take your last challenge; you can challenge them again in { $wait }
}
error-unrated-against-bot = games against the bot are never rated
error-unrated-small-board = games on boards smaller than 6x6 are never rated
error-unrated-set-up = games from a set-up position are never rated
error-position-syntax = that isn't a position: write the rows from the top joined by /, with x for black, o for white and . for empty, then a space and b or w for the side to move, e.g. `{ $example }`
error-position-parity = the { $colour ->
    [black] black
   *[white] white
} stone on { $square } stands on the other colour's square: stones never change the colour of their square
error-position-opening = the opening isn't over: a game from a position starts after both removals (at least two empty squares); challenge without a position to play the opening
error-position-unreachable = no game reaches that position: two empty squares must be the opening's two removals, side by side, with black to move
error-position-size = the position is { $given } but the game would be { $expected }: leave out size, or give { $given }
error-position-over = that position is already over: { $colour ->
    [black] black
   *[white] white
} has no move
error-position-record = the attached record doesn't read: { $reason }
error-position-several = the attached file holds { $count ->
    [one] { $count } game: attach
   *[other] { $count } games: attach
} the record of one
error-position-file-size = the attached file is too big: a record is at most { $max } KB
error-position-both = give a position or attach a record, not both
error-position-unfetched = the attached file couldn't be fetched from Discord; try again
error-challenge-expired = this challenge has expired; send a new one
error-not-a-player = you're not playing in this game
error-not-your-turn = it's not your turn; waiting for { $player }
error-game-over = this game is already over
error-position-changed = the position changed before your move arrived; look at the board and try again
error-time-ran-out = your time to move ran out, so the game is lost on time
error-too-late-to-abort = both players have moved, so the game can't be aborted; resign instead, or ask a moderator
term-error-too-late-to-abort = both players have moved, so the game can't be aborted; resign instead
error-not-allowed-to-abort = only the game's players (before both have moved) and members with Manage Messages can abort it
error-abort-challenge = a challenge is withdrawn with cancel, or turned down with decline, not aborted
error-unknown-game = no game #{ $game } was played in this server
term-error-unknown-game = no game #{ $game } was played here
error-nothing-to-review = you have no game here to look at; name one with its number
error-no-hints-mid-game = no hints while a game between players is on; ask again once it's over, or play the bot for practice
error-hint-out-of-turn = hints are for the player to move; wait for your turn
error-no-such-move = game #{ $game } never reached move { $asked }: { $moves ->
    [one] it ended after { $moves } move
   *[other] it ended after { $moves } moves
}
error-not-started = that game hasn't started; hints come once there's a board
error-no-move-to-suggest = there is no move to suggest: the side to move has none
error-still-playing = analysis is for finished games; this one is still going
error-unknown-tournament = there is no tournament #{ $tournament } in this server
term-error-unknown-tournament = there is no tournament #{ $tournament } here
error-tournament-name = { $count ->
    [one] a tournament needs a name of 1 character
   *[other] a tournament needs a name of 1 to { $count } characters
}
error-tournament-players = a tournament of this format takes { $count ->
    [one] from 2 to { $count } player
   *[other] from 2 to { $count } players
}
error-rounds-only-for-swiss = only a Swiss tournament takes a number of rounds; the other formats set their own
error-tournament-rounds = a Swiss tournament plays { $count ->
    [one] from 1 to { $count } round
   *[other] from 1 to { $count } rounds
}
error-tournament-game-time = each game's time must be between { $min } and { $max }
error-bot-cannot-enter = I run tournaments, but I don't play in them
error-sign-up-closed = sign-up for this tournament is closed
error-already-entered = you are already entered
error-tournament-full = { $count ->
    [one] this tournament is full ({ $count } player)
   *[other] this tournament is full ({ $count } players)
}
error-not-organiser = only the organiser, or someone who may run tournaments here, can do that
error-not-entered = that player is not in this tournament
error-tournament-over = this tournament is over
error-too-few-entrants = a tournament needs { $count ->
    [one] at least { $count } player to start
   *[other] at least { $count } players to start
}
error-board-taken = this board's game has already begun, or was decided without being played
error-no-tournament-here = no tournament is open or running here; give its number
error-tournament-game-no-abort = a tournament game can't be aborted by its players; resign, or ask a moderator
term-error-tournament-game-no-abort = a tournament game can't be aborted by its players; resign instead
error-ai-unavailable = I can't think right now (I'm restarting); try again in a moment
error-ai-busy = you already have a hint or an analysis on the way; wait for it, then ask again
error-no-puzzles = there are no puzzles yet; a server admin can add them with `konane-bot puzzles generate`
term-error-no-puzzles = there are no puzzles yet; add them with `konane-bot puzzles generate`
error-puzzle-solved = you've solved today's puzzle; a new one comes at midnight UTC
error-puzzle-over = your attempt at today's puzzle is over; a new one comes at midnight UTC
error-puzzle-not-over = finish today's puzzle first: sharing tells how it went
error-puzzle-moved-on = that menu is out of date: your attempt has moved on; `/konane { konane-puzzle } { konane-puzzle-today }` shows where it stands
error-answer-too-slow = checking that move took me too long; try it again in a moment
error-turn-limit = the turn limit must be from { $min } to { $max }, not { $given }
error-count-setting = { $what ->
    [open-challenges] open challenges per member
   *[running-games] running games per member
} must be from 1 to { $max }, not { $given }
error-cooldown = the re-challenge pause must be at most { $max }, not { $given }
error-puzzles = reading puzzles: { $error }
error-level = level must be a number from 1 to 5, not '{ $given }'
error-time-control = '{ $given }' is no time control: write minutes+seconds, such as 3+2 (1 to { $minutes } minutes, up to { $seconds } seconds a move)

# Moves the rules refuse.
error-move-empty = invalid move '{ $text }': it is empty; write a square such as d5, or a jump such as d5-f5
error-move-too-long = invalid move '{ $text }': a jump has { $max ->
    [one] at most { $max } hop
   *[other] at most { $max } hops
}; this names more squares than that
error-move-not-a-square = invalid move '{ $text }': expected a square such as d5 at '{ $rest }'
error-move-no-square = invalid move '{ $text }': it names no square
error-not-a-hop = { $from }-{ $to } is not a hop: a stone jumps over a neighbour to the square two away in the same row or column
error-ambiguous = '{ $text }' could mean { $candidates }: write every landing square
error-too-vague = '{ $text }' could mean too many jumps to list: write every landing square, e.g. b5-d5-d7-f7
error-expected-removal = the game is still in its opening: { $colour ->
    [black] black
   *[white] white
} removes one of their stones (a move such as d5)
error-expected-jump = the opening is over: every move is now a jump, such as d5-f5
error-off-board = { $square } is off the { $size } board (columns a to { $last-column }, rows 1 to { $rows })
error-empty-square = { $square } is empty: pick one of your { $colour ->
    [black] black
   *[white] white
} stones
error-not-your-stone = { $square } holds a { $colour ->
    [black] white
   *[white] black
} stone, but you play { $colour ->
    [black] black
   *[white] white
}
error-opening-not-allowed = the { $opening } opening does not allow removing { $square }: Black empties { $opening ->
    [centre-or-corner] a stone in the centre or a corner
    [centre] a stone in the centre
   *[any] any of their stones
}
error-not-adjacent = { $square } is not beside { $emptied }: White removes a stone next to the square Black emptied
error-nothing-to-jump = there is no stone on { $over } to jump over
error-landing-occupied = { $landing } is not empty: a hop must land on an empty square
error-not-straight = every hop of a turn must go the same way in this game (straight jumps)
error-no-black-centre = the centre opening cannot be played on { $size }: no black stone stands in its centre (use the centre-or-corner or any opening)
error-size-out-of-range = board size { $rows }×{ $cols } is out of range: each side must be from 4 to 16
error-size-syntax = invalid board size '{ $text }': expected ROWSxCOLS such as 8x8, or one number such as 6
back-to-our-game = Back to our game:

# Server settings.
settings-summary = Turn limit: **{ $turn-limit }** · default game: **{ $variant }** · games allowed in { $channels } · { $threads ->
    [yes] each game gets **a thread** of its own
   *[no] games play **in the channel**, no threads
} · challenges are **{ $rated ->
    [yes] rated
   *[no] casual
}** unless they say · { $limits } · public messages in: **{ $language }** · tournaments run by: **{ $runners }** · tournaments live in: **{ $tournament-home }**.
settings-runners-default = Manage Server
settings-tournament-threads = a thread each
settings-forum-untagged = I couldn't add the tags **{ $tags }** to { $forum } (that takes Manage Channels there); add them yourself and I'll tag each tournament's post by its state.
settings-every-channel = every channel
limits-summary = each member may have { $challenges ->
    [one] 1 open challenge
   *[other] { $challenges } open challenges
} and { $games ->
    [one] 1 running game
   *[other] { $games } running games
}; { $pause }.
limits-no-pause = no pause before challenging someone again
limits-pause = { $pause } before challenging again someone who didn't take a challenge

# Tables: the leaderboard, a player's stats and history.
leaderboard-empty = No rated games yet in this server. Challenge someone!
term-leaderboard-empty = No rated games yet here. Challenge someone!
leaderboard-title = **Kōnane leaderboard** (page { $page } of { $pages })
leaderboard-row = { $rank }. { $player } **{ $rating }** ±{ $margin } · { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins } won, { $losses } lost
leaderboard-provisional = -# A rating marked ? is provisional: too few games yet. Established ratings are listed first.
global-ladder-empty = Nobody is listed on the global ladder yet. `/konane { konane-profile } { konane-profile.listed }:True` lists you.
term-global-ladder-empty = Nobody is listed on the global ladder yet. `profile listed yes` lists you.
term-global-ladder-not-yet = You're listed, but the ladder ranks players by their rated games: you'll appear on it after your first.
global-ladder-title = **Kōnane global ladder** (page { $page } of { $pages }): every rated game in any server counts
stats-rating = rating **{ $rating }**
stats-rating-provisional = rating **{ $rating }** (provisional)
stats-no-rating = no rating yet
stats-summary = { $player }: { $rating } · rated games: { $wins } won, { $losses } lost{ $streak } · casual games: { $casual-wins } won, { $casual-losses } lost
stats-streak-won = , { $count } won in a row
stats-streak-lost = , { $count } lost in a row
stats-global = Global ladder: **{ $rating }** { $games ->
    [one] after { $games } rated game
   *[other] after { $games } rated games
}
stats-global-unlisted = -# You're not listed on the global ladder, so only you see this. `/konane { konane-profile } { konane-profile.listed }:True` lists you.
term-stats-global-unlisted = -# You're not listed on the global ladder, so only you see this. `profile listed yes` lists you.
history-empty = { $player } has no finished games here yet.
history-title = Games of { $player }:
history-replay = See one again with `/konane { konane-replay } { konane-replay.game }:<number>`.
# A finished game from one player's side: "beat Lani, who resigned (black, 34 moves, +12)".
game-summary = { $won ->
    [yes] { $reason ->
        [no-moves] beat { $opponent }, who had no move left
        [resignation] beat { $opponent }, who resigned
        [adjudication] beat { $opponent } by adjudication
       *[timeout] beat { $opponent }, whose time ran out
    }
   *[no] { $reason ->
        [no-moves] lost to { $opponent }, with no move left
        [resignation] resigned against { $opponent }
        [adjudication] lost to { $opponent } by adjudication
       *[timeout] lost to { $opponent } on time
    }
} ({ $colour }, { $moves ->
    [0] no moves
    [one] 1 move
   *[other] { $moves } moves
}, { $kind ->
    [change] { $change }
    [rated] rated
   *[casual] casual
})
notify-on = Direct messages on: in this server I'll also tell you by DM when it's your move, at half your time, and if a game is forfeited. If your privacy settings refuse DMs from server members, the channel notices still come.
notify-off = Direct messages off: your notices come in the game's channel only.
profile-listed = You're listed on the global ladder as **{ $name }**; see it with `/konane { konane-leaderboard } { konane-leaderboard.scope }:global`.
# In the terminal, `term-ID` stands in for message ID: its hints name the
# terminal's own commands.
term-profile-listed = You're listed on the global ladder as **{ $name }**; see it with `leaderboard global`.
profile-unlisted = You're not listed on the global ladder. Your global rating is still kept, and `stats` shows it to you alone.

# The daily puzzle.
puzzle-board-empty = Nobody has solved a puzzle in this server yet. `/konane { konane-puzzle } { konane-puzzle-today }` shows today's.
no-such-page = there is no such page
puzzle-board-title = **Kōnane puzzle solvers** (page { $page })
puzzle-board-row = { $rank }. { $player } **{ $solved }** solved · streak { $streak } (best { $best })
puzzle-intro = **Puzzle of the day** (#{ $number }, { $stars }): { $side ->
    [black] black
   *[white] white
} to move wins with exactly one move. Find it, then keep winning until { $side ->
    [black] white
   *[white] black
} has no move left.
puzzle-start = Pick your move in the menu, or answer with `/konane { konane-puzzle } { konane-puzzle-answer }`.
puzzle-so-far = Your attempt so far: { $moves }. Your move as { $colour ->
    [black] black
   *[white] white
}.
puzzle-you-solved = You solved it in { $count ->
    [one] 1 move
   *[other] { $count } moves
}. { $score }
puzzle-attempt-over = Your attempt is over: { $moves }. A new puzzle comes at midnight UTC.
puzzle-score = Solved here: { $solved }. Streak: { $streak ->
    [one] 1 day
   *[other] { $streak } days
} (best { $best }).
puzzle-right = `{ $move }` is right. I answer `{ $answer }`. Your move.
puzzle-solved = `{ $move }` wins: { $defender ->
    [black] black
   *[white] white
} has no move left. **Solved in { $count ->
    [one] 1 move
   *[other] { $count } moves
}!** { $score }
puzzle-refuted = `{ $move }` throws the win away: `{ $answer }` answers it, and { $defender ->
    [black] black
   *[white] white
} wins from there. Your attempt is over; a new puzzle comes at midnight UTC.
puzzle-alt = Today's puzzle, { $colour ->
    [black] black
   *[white] white
} to move.
button-share = Share
puzzle-other-day = that was another day's puzzle; today's is new
puzzle-shared-solved = { $name } solved today's puzzle in { $count ->
    [one] 1 move
   *[other] { $count } moves
}. Streak: { $streak }. Try it with `/konane { konane-puzzle } { konane-puzzle-today }`.
puzzle-shared-failed = { $name } took on today's puzzle and lost this one. Try it with `/konane { konane-puzzle } { konane-puzzle-today }`.

# Replays, hints and analysis.
replay-busy = I'm drawing another replay just now; try again in a few seconds
replay-caption = Game #{ $game }: { $black } (black) against { $white } (white).
hint = Hint for { $colour ->
    [black] black
   *[white] white
}{ $when }: `{ $move }` ({ $verdict }).
hint-regions = The board has fallen apart { $count ->
    [one] into { $count } region that never meets
   *[other] into { $count } regions that never meet
}, each a game of its own (a value above zero favours Black, below zero White):
hint-when = {" "}before move { $number } of game #{ $game }
hint-verdict = { $kind ->
    [wins] it wins by force
    [loses] every move loses against perfect play; this one holds out best
   *[searched] the best found { $depth ->
    [one] looking { $depth } move ahead
   *[other] looking { $depth } moves ahead
}
}
hint-alt = The board with the suggested move { $move } for { $colour ->
    [black] black
   *[white] white
} drawn in green.
analysis-title = **Analysis of game #{ $game }** ({ $moves ->
    [one] 1 move
   *[other] { $moves } moves
})
analysis-too-big = The game is too big for me to prove any position of it.
analysis-all = I could prove every position of this game.
analysis-from = I could prove every position from move { $number } on (earlier ones are too big to solve).
analysis-no-blunder = No move in that stretch threw away a win.
analysis-blunder = • `{ $move }`: { $player } let the win slip; `{ $winning }` would have won.
analysis-forced-win = At move { $number }, { $player } ({ $colour ->
    [black] black
   *[white] white
}) had a forced win.
analysis-regions = From move { $number } the board fell apart { $count ->
    [one] into { $count } region that never meets
   *[other] into { $count } regions that never meet
}, each a game of its own (a value above zero favours Black, below zero White):
analysis-region = • { $squares } ({ $stones ->
    [one] 1 stone
   *[other] { $stones } stones
}): worth { $value }, { $outcome ->
    [black] Black's whoever moves first
    [white] White's whoever moves first
    [first] won by the first to move there
   *[second] lost by the first to move there
}
error-move-number = '{ $text }' is not a move number: write 12 for Black's twelfth move, 12... for White's

# How to play (`/konane { konane-rules }`). A line can't begin with `*`, so the first
# line's bold opens with {"**"}.
rules-text =
    {"**"}Kōnane** is a Hawaiian game of pure strategy.
    • The board starts full, black and white stones alternating (the picture).
    • **Opening.** Black removes one black stone: by default one in the centre or a corner (marked). White then removes a white stone right next to the hole, above, below or beside it.
    • **Jumps.** After that every move is a jump: one of your stones jumps over an enemy stone next to it, straight up, down, left or right (never diagonally), into the empty square just beyond, and captures it.
    • **Multi-jumps.** The same stone may jump again, and again, in one move (in a straight line, unless the game uses turning jumps). It may stop after any jump.
    • **No move, you lose.** If you can't jump on your turn, you lose. There are no draws.
    Moves: `d5` removes a stone; `b5-d5` is a jump; `b5-d5-f5` a double jump. Use the menu under the board, or `/konane { konane-move }` (it suggests your legal moves).
    The whole rules, settings and notation included: `docs/rules.md` in konane-bot's source.
    What the bot stores about you, and how to delete it: “What the bot stores” in konane-bot's README, and `/konane { konane-privacy }`.
rules-alt = An 8x8 Kōnane board at the start: every square holds a stone, black and white alternating, black in the top-left corner. The black stones Black may remove to open (the two black stones in the centre and the two black corners) are marked.
error-duration = '{ $text }' is not a duration: write it as 72h, 1d 12h, 45m or 30s

## The terminal (`konane-bot play`). Its command and option words (challenge,
## size, level, yes…) are typed as they are in every language; what it says
## around them is translated.
term-welcome = Kōnane in the terminal. Type help for the commands.
term-nobody = (nobody)
# The terminal's help: one entry a line, `USAGE :: WHAT IT DOES` (a line without
# `::` is a heading). Write no spaces for alignment: the terminal lays out the
# columns and wraps long lines.
term-help =
    commands (a line that is not a command is played as a move):
    as NAME :: act as player NAME from now on
    challenge [NAME] [size RxC] [opening centre-or-corner|centre|any] [jumps straight|turning] [colour black|white|random] [rated yes|no] [position ROWS b|w] [record FILE] [time M+S] :: challenge NAME, or anyone without a NAME; position and record start from a position after the opening, or from a record's end
    challenge bot [level 1-5] [...] :: play the AI (it answers each move)
    accept | decline | cancel :: answer or withdraw the open challenge
    move MOVE :: play a move, e.g. move d5 or move b5-d5-f5
    moves :: the legal moves of the player to move
    board :: show the board (and write the PNG)
    resign | abort :: resign, or abort before both players have moved
    rematch [GAME] :: challenge the same opponent again, colours swapped (your last finished game by default)
    hint [GAME] [before N] :: a suggested move: your turn against the bot, or move N of a finished game (12 for Black's twelfth move, 12... for White's)
    analyze [GAME] :: the moves that threw a win away in a finished game
    puzzle :: today's puzzle: one winning move, then keep winning
    puzzle MOVE :: answer it (the solver defends, or refutes a wrong move)
    puzzle leaderboard [PAGE] :: puzzles solved and streaks
    leaderboard [PAGE] :: the running season's table, else the ratings
    leaderboard global [PAGE] :: the global ladder (players who chose to be listed)
    profile listed yes|no :: whether the global ladder lists you
    block NAME [lift] :: block a player everywhere (lift: undo it)
    seek [size RxC] [rated yes|no] [range N] ::  find an opponent from any server; the game plays in your DM with the bot (seek cancel, seek list)
    dm :: go to your DM with the bot
    stats [NAME] | history [NAME] :: a player's rating and record, or their finished games (yours without a NAME)
    record [GAME] :: print a game record (the current game by default)
    settings :: show the settings
    settings turn-limit 24h :: the time each player has for a move in new games
    settings variant [RxC] [opening] [jumps] :: the rest kept
    settings allow CHANNEL | settings disallow CHANNEL :: let games be played in a channel, or stop them there
    settings limits [challenges N] [games N] [pause 10m] [vacation N] :: open challenges and games per player, the pause before challenging someone again, vacation days a year
    settings rated yes|no :: the default of challenges
    help | quit :: this list, or leave
term-give-a-name = give a player name, e.g. as kai
term-playing-as = now playing as { $player }
term-nobody-playing = nobody is playing yet; start with: as NAME
term-unknown-player = nobody called { $name } has played here
term-not-a-game-number = '{ $text }' is not a game number
term-not-a-page = '{ $text }' is not a page number
term-accepted = challenge accepted: the game begins
term-declined = challenge declined
term-cancelled = challenge cancelled
term-aborted = game aborted; nothing is rated
term-no-moves = (none)
term-moves-cut = … (the first { $count }; any legal move may be played)
term-unknown-option = unknown option '{ $option }': use size, opening, jumps, colour, rated or level, each with its value (e.g. level 3)
term-needs-value = { $option } needs a value, e.g. { $option } { $example }
term-option-twice = { $option } is given twice; give it once
term-file-exists = { $file } exists already: export writes a new file
term-name-too-long = that name is too long: 32 characters at most
term-bot-name = "bot" is the AI's name: choose another
term-not-text = that line is not UTF-8 text; it was skipped
term-yes-or-no = { $option } takes yes or no, not '{ $text }'
term-playing-bot = { $player } plays the bot at level { $level }: { $variant }
term-challenge-to = { $player } challenges { $opponent } to a { $rated ->
    [yes] rated
   *[no] casual
} game ({ $variant }; colour: { $colour }); { $opponent } may accept or decline
term-challenge-open = { $player } offers a { $rated ->
    [yes] rated
   *[no] casual
} game to anyone ({ $variant }; colour: { $colour }); the first to accept plays
term-hint-usage = write hint, hint GAME, hint before N or hint GAME before N
term-which-move = which move? e.g. move d5
term-played = { $player } played { $move }
term-status = { $black } (x, { $black-stones }) vs { $white } (o, { $white-stones }): { $status }
term-time-left = time left to move: { $time }
term-board-written = board written to { $path }
term-reminder = reminder: { $player } has half of their time left to move
term-challenge-expired = the challenge to { $opponent } expired
term-open-challenge-expired = the open challenge expired
term-history-empty = no finished games
term-history-row = game { $game }: { $summary }
term-settings = turn limit { $turn-limit }, default game: { $variant }, games allowed in { $channels }, challenges { $rated ->
    [yes] rated
   *[no] casual
} unless they say; { $limits }
term-unknown-settings = unknown settings command; see help
term-unknown-limit = '{ $text }' is not a limit; use challenges, games, pause or vacation
term-unknown-variant-word = '{ $text }' is not a board size (e.g. 6x6), an opening (centre-or-corner, centre, any) or a jump rule (straight, turning)
term-puzzle-moves = your moves as { $colour ->
    [black] black
   *[white] white
}: { $moves }
term-puzzle-board-empty = no puzzles solved yet
term-commands-failed = { $count ->
    [one] 1 of the commands read failed
   *[other] { $count } of the commands read failed
} (each said why above)
term-puzzle-start = Answer with: puzzle MOVE

# Tournaments.
konane-tournament = konane-tournament
    .description = Tournaments: sign up, play your games, follow the standings.
konane-tournament-create = create
    .description = Set up a tournament here (Manage Server).
    .name = name
    .name-description = The tournament's name
    .format = format
    .format-description = Swiss (if empty), round robin, double round robin or knockout
    .rounds = rounds
    .rounds-description = Swiss only: how many rounds (log₂ of the players, rounded up, plus one if empty)
    .size = size
    .size-description = Board size, e.g. 8x8 (the server's default if empty)
    .opening = opening
    .opening-description = Which stones Black may remove to open
    .jumps = jumps
    .jumps-description = Whether a multi-jump may turn
    .rated = rated
    .rated-description = Rated or casual (the server's default if empty)
    .max_players = max_players
    .max_players-description = The most players it takes (64 if empty; a round robin takes 16)
    .starts_in = starts_in
    .starts_in-description = When it starts by itself, e.g. 2d or 12h (when you start it, if empty)
    .game_time = game_time
    .game_time-description = How long each game may last from its start, e.g. 7d (7 days if empty)
konane-tournament-join = join
    .description = Enter a tournament while sign-up is open.
    .tournament = tournament
    .tournament-description = Its number (the one open here if empty)
konane-tournament-leave = leave
    .description = Leave a tournament; once it runs, you withdraw and your game in progress is forfeited.
    .tournament = tournament
    .tournament-description = Its number (the one open here if empty)
konane-tournament-start = start
    .description = Start a tournament now and pair its first round (its organiser, or Manage Server).
    .tournament = tournament
    .tournament-description = Its number (the one open here if empty)
konane-tournament-cancel = cancel
    .description = Cancel a tournament; its running games are aborted (its organiser, or Manage Server).
    .tournament = tournament
    .tournament-description = Its number (the one open here if empty)
konane-tournament-remove = remove
    .description = Take a player out of a tournament (its organiser, or Manage Server).
    .player = player
    .player-description = Who to take out
    .tournament = tournament
    .tournament-description = Its number (the one open here if empty)
konane-tournament-standings = standings
    .description = A tournament's standings, with their tie-breaks.
    .tournament = tournament
    .tournament-description = Its number (the one open here if empty)
konane-tournament-pairings = pairings
    .description = A round's games and results.
    .tournament = tournament
    .tournament-description = Its number (the one open here if empty)
    .round = round
    .round-description = Which round (the current one if empty)
konane-tournament-list = list
    .description = This server's tournaments open for sign-up or running.
konane-tournament-history = history
    .description = This server's hall of fame: finished tournaments and their winners.
choice-swiss = Swiss
choice-round-robin = round robin
choice-double-round-robin = double round robin
choice-knockout = knockout
tournament-announcement = 🏆 **{ $name }** (tournament #{ $id }) · { $format } · organised by { $organiser }
    { $variant } · { $rated ->
        [yes] rated
       *[no] casual
    } · { $max ->
    [one] up to { $max } player
   *[other] up to { $max } players
} · { $knockout ->
        [yes] matches of two games with colours swapped, and a third on 1–1
       *[no] { $rounds ->
           [0] rounds set when it starts
          *[other] { $rounds } rounds
       }
    }
    Time: each game must end within { $game_time } of its start. A game still going then is adjudicated: by the solver if it proves the position, otherwise the player who has used more time loses. Vacations don't pause tournament games.
    { $starts }
    Entrants ({ $count }): { $entrants }
tournament-withdrawn-name = { $player } (withdrew)
tournament-nobody-yet = nobody yet
tournament-starts-at = Starts { $when }.
tournament-starts-by-organiser = Starts when the organiser starts it.
tournament-started-at = Started { $when }.
tournament-finished-at = Finished { $when }.
tournament-round-title = **{ $name }**, round { $round } of { $rounds }:
tournament-bye-line = { $player }: a bye (1 point)
tournament-bye-through-line = { $player }: a bye, through to the next round
tournament-rest-line = { $player }: no game this round
tournament-board-line = Board { $board }{ $game ->
    [1] { "" }
   *[other] , game { $game }
}: { $black } (black) vs { $white } (white): { $result }
tournament-result-won = { $player } won
tournament-result-forfeit = { $player } won by forfeit
tournament-result-aborted = aborted, no point
tournament-result-pending = not begun yet
tournament-standings-title = { $final ->
    [yes] **{ $name }**: final standings
   *[no] { $round ->
        [0] **{ $name }**: standings so far (round 1 under way)
       *[other] **{ $name }**: standings after round { $round }
    }
}
tournament-tie-breaks-swiss = Buchholz { $buchholz } · SB { $sb }
tournament-tie-breaks-round-robin = SB { $sb } · DE { $de }
tournament-standing-line = { $rank }. { $player } · { $points ->
    [one] 1 point
   *[other] { $points } points
} · { $tie_breaks } · { $games ->
    [one] 1 game
   *[other] { $games } games
}
tournament-podium = 🏆 **{ $name }** is over! 🥇 { $first } · 🥈 { $second } · 🥉 { $third }
tournament-history-empty = No tournament has finished in this server yet.
term-tournament-history-empty = No tournament has finished here yet.
tournament-history-title = **Hall of fame**
tournament-history-line = { $date } · **{ $name }** (#{ $id }, { $format }, { $players ->
    [one] { $players } player): 
   *[other] { $players } players): 
}🥇 { $winner }
tournament-list-empty = No tournament is open or running here. `/{ konane-tournament } { konane-tournament-create }` sets one up.
tournament-list-title = **Tournaments**
tournament-list-line = #{ $id } **{ $name }** ({ $format }): { $status ->
    [sign-up] sign-up open
   *[other] round { $round }
}
tournament-created = Join with the button below or `/{ konane-tournament } { konane-tournament-join }`.
button-join = Join
button-leave = Leave
tournament-you-joined = You're in **{ $name }**.
tournament-you-left = You've left **{ $name }**.
tournament-withdrawal = { $player } withdrew from **{ $name }**{ $forfeits ->
    [0] .
   *[other] ; their unfinished game is forfeited.
}
tournament-removed = { $by } took { $player } out of **{ $name }**{ $forfeits ->
    [0] .
   *[other] ; their unfinished game is forfeited.
}
tournament-cancelled = { $player } cancelled **{ $name }**{ $games ->
    [0] .
   *[other] ; its running games are aborted.
}
tournament-game-start = **{ $name }**, round { $round }: { $black } (black) vs { $white } (white). The game plays in this thread.
tournament-no-event = I couldn't add a scheduled event for **{ $name }** (I may not manage events here); the tournament runs anyway.
tournament-posted = 🏆 **{ $name }** is open for sign-up: { $post }
tournament-called-off = **{ $name }** was called off: it needs { $count ->
    [one] at least { $count } player, and
   *[other] at least { $count } players, and
} { $entrants } signed up by its start.
tournament-event-description = A Kōnane tournament ({ $format }, { $variant }). Sign up and follow it in its thread.
tournament-tag-sign-up = Sign-up
tournament-tag-running = Running
tournament-tag-finished = Finished
tournament-not-allowed = Setting up tournaments takes the Manage Server permission, or the role the server's settings name for it.
tournament-bad-duration = '{ $text }' is not a duration: use e.g. 2d, 12h or 90m
term-help-tournament =
    tournaments (ID: a tournament's number; the newest open one if left out):
    tournament create NAME [format swiss|round-robin|double-round-robin|knockout] [rounds N] [size RxC] [rated yes|no] [max N] [time 7d] [starts 2d] :: set one up (time: each move's limit; starts: when it begins by itself)
    tournament join|leave|start|cancel [ID] :: enter, leave, start or call off a tournament
    tournament remove NAME [ID] :: take a player out
    tournament standings [ID] | tournament pairings [ID] [ROUND] :: the table, or a round's boards
    tournament list | tournament history :: the tournaments open here, or the finished ones
    channel N :: play in channel N (each tournament game has its own)
term-tournament-channel = in channel { $channel }
term-in-channel = now in channel { $channel }
tournament-col-player = Player
tournament-col-points = Points
tournament-col-games = Games
tournament-col-buchholz = Buchholz
tournament-col-sb = SB
tournament-col-de = DE

# Seasons.
error-season-name = { $count ->
    [one] a season needs a name of 1 character
   *[other] a season needs a name of 1 to { $count } characters
}
error-unknown-season = this server has had no season { $season }
term-error-unknown-season = there has been no season { $season } here
season-title = { $running ->
    [yes] **Season { $number }: { $name }** (since { $since }; a rated win is a point)
   *[no] **Season { $number }: { $name }** ({ $since } to { $until })
}
season-empty = No rated game has ended this season yet.
season-row = { $rank }. { $player } · { $wins ->
    [one] 1 win
   *[other] { $wins } wins
} · { $losses } lost
season-closed = Season { $number }, **{ $name }**, is over: { $count ->
    [0] nobody won a rated game.
    [one] champion { $champion }!
   *[other] champions { $champion }!
}
season-begins = Season { $number }, **{ $name }**, begins now: every rated game counts, a win is a point. Ratings stay as they are.
season-all-time = All-time ratings: `/konane { konane-leaderboard } { konane-leaderboard.season }:all-time`.
konane-season = konane-season
    .description = Seasons: a fresh race from zero, while ratings stay all-time.
konane-season-start = start
    .description = Close the running season (its table and champion are kept) and begin a new one (Manage Server).
    .name = name
    .name-description = The new season's name
term-help-profile = profile listed yes|no: whether the global ladder lists you (under your name here)
term-help-block = block NAME [lift]: block a player everywhere, or lift the block
term-help-seek = seek [size RxC] [rated yes|no] [range N] | seek cancel | seek list
term-seek-waiting = You're in the pool for { $left }. When someone is paired with you, the game starts in your DM with the bot: `dm` goes there.
term-seek-list-empty = Nobody is seeking a game now. `seek` puts you in the pool.
term-in-dm = In your DM with the bot.
term-help-season =
    seasons (a rated win is a point; ratings stay all-time):
    season start NAME :: end the running season and begin the next
    leaderboard all-time [PAGE] | leaderboard season N :: the all-time ratings, or season N's table
rating-trend = { $from } → { $to } over { $games ->
    [one] 1 game
   *[other] { $games } games
}
rating-chart-alt = Rating of { $player }: { $trend }. The shaded band is the range the true strength lies in about 95% of the time.
term-chart-written = rating chart written to { $path }

# Games between servers: seeking an opponent, and blocks.
konane-seek = seek
    .description = Find an opponent from any server: the game plays in your DMs with me.
konane-seek-find = find
    .description = Join the pool of players seeking a game, for an hour; the first who fits plays you.
    .size = size
    .size-description = Board size, e.g. 8x8 (8x8 if empty)
    .rated = rated
    .rated-description = Rated on the global ladder (the default for your DMs if empty)
    .range = range
    .range-description = How far from your global rating an opponent may be (any if empty)
konane-seek-cancel = cancel
    .description = Leave the pool of players seeking a game.
konane-seek-list = list
    .description = The players seeking a game now.
konane-block = block
    .description = Block a player everywhere: no games, challenges or pairings with them.
    .user = user
    .user-description = Who to block
    .lift = lift
    .lift-description = Lift your block instead
error-blocked = One of you has blocked the other, so you can't play each other.
error-block-self = You can't block yourself.
error-dm-busy = Your DMs with me have a game already: finish it first (`/konane { konane-board }` there shows it).
term-error-dm-busy = Your DMs with me have a game already: finish it first (`dm` goes there, `board` shows it).
error-dm-closed = I can't send you direct messages, and games between servers play there. Allow direct messages in your privacy settings, then seek again.
seek-dm-waiting = You're seeking a { $size } game ({ $rated ->
    [yes] rated
   *[no] casual
}) with a player from any server. When someone is paired with you, the game starts here. `/konane { konane-seek } { konane-seek-cancel }` withdraws.
seek-waiting = You're in the pool until { $when }. Your game will start in your DMs with me.
seek-paired = Paired! Your game is in your DMs with me.
seek-game-start = A game between servers: { $black } (Black) against { $white } (White). Good luck!
seek-cancelled = You've left the pool.
seek-none = You weren't seeking a game.
seek-list-empty = Nobody is seeking a game now. `/konane { konane-seek } { konane-seek-find }` puts you in the pool.
seek-list-title = **Players seeking a game** ({ $count })
seek-list-line = { $name }: { $size }, { $rated ->
    [yes] rated
   *[no] casual
}, rating { $rating }{ $range }, since { $since }
seek-unlisted = a player
block-done = You've blocked { $player }: no games, challenges or pairings between you, in any server. Games already running go on.
block-lifted = You've lifted your block on { $player }.

# A member's own data (`/konane { konane-privacy }`).
konane-privacy = privacy
    .description = What I store about you; you may delete it.
    .delete = delete
    .delete-description = Erase it all (asks first)
deleted-player = deleted player
privacy-nothing = I store nothing about you.
privacy-title = **What I store about you**
term-privacy-title = **What is stored about this member**
privacy-here = This server
privacy-direct = DMs and the global ladder
privacy-server = Server { $id }
privacy-name = your name “{ $name }”
privacy-games = { $count ->
    [one] 1 game
   *[other] { $count } games
}
privacy-rating = rating { $rating } over { $count ->
    [one] 1 rated game
   *[other] { $count } rated games
}
privacy-puzzles = { $count ->
    [one] { $count } puzzle solved
   *[other] { $count } puzzles solved
} (best streak { $best })
privacy-dm-notices = DM notices on
privacy-listed = Listed on the global ladder as “{ $name }”
privacy-seeking = A seek of yours waits in the pool
privacy-blocks = { $count ->
    [one] You've blocked 1 player
   *[other] You've blocked { $count } players
}
privacy-how-to-delete = Your games stay in your opponents' records. `/konane { konane-privacy } { konane-privacy.delete }:True` erases everything above: your name becomes “deleted player” in those records.
privacy-confirm = Erase it all? Your name becomes “deleted player” in your opponents' records, your ratings and puzzle streaks are deleted, your running games are aborted and you leave your tournaments. This can't be undone.
button-confirm-erase = Erase my data
privacy-not-yours = This button belongs to someone else's request.
privacy-erased = Done: I've erased what I stored about you. { $aborted ->
    [0] No game was running.
    [one] 1 running game was aborted.
   *[other] { $aborted } running games were aborted.
}

# Vacations (`/konane { konane-vacation }`).
konane-vacation = vacation
    .description = Pause your clocks here for a few days.
    .days = days
    .days-description = Days (within the yearly allowance)
    .end = end
    .end-description = End your vacation now
vacation-started = You're on vacation until { $until }: your clocks in this server are stopped, and reminders wait. Vacation days left this year: { $left } of { $allowance }. `/konane { konane-vacation } { konane-vacation.end }:True` brings you back early.
term-vacation-started = You're on vacation until { $until }: your clocks in this server are stopped, and reminders wait. Vacation days left this year: { $left } of { $allowance }. `vacation end` brings you back early.
vacation-ended = Welcome back! Your clocks run again, each with the time it had left, and your opponents are told. Vacation days left this year: { $left } of { $allowance }.
vacation-status = { $running ->
    [yes] You're on vacation until { $until }.
   *[no] You're not on vacation.
} Vacation days left this year: { $left } of { $allowance }; `/konane { konane-vacation } { konane-vacation.days }:N` starts one.
term-vacation-status = { $running ->
    [yes] You're on vacation until { $until }.
   *[no] You're not on vacation.
} Vacation days left this year: { $left } of { $allowance }; `vacation DAYS` starts one.
vacation-over = { $player } is back from vacation: the clock of game #{ $game } runs again.{ $board }
error-on-vacation = You're on vacation already ({ $left } to go). `/konane { konane-vacation } { konane-vacation.end }:True` ends it.
term-error-on-vacation = You're on vacation already ({ $left } to go). `vacation end` ends it.
error-no-vacation = You're not on vacation.
error-vacation-too-long = You can take { $days ->
    [one] 1 day of vacation now
   *[other] 1 to { $days } days of vacation now
}: the server's allowance a year, less what you took in the last 12 months.
error-vacation-days = { $given } days is too many: a server may allow { $max ->
    [one] up to { $max } vacation day a year
   *[other] up to { $max } vacation days a year
}.
limits-vacation = Vacations: { $days ->
    [one] up to { $days } day a year
   *[other] up to { $days } days a year
}.
term-help-vacation = vacation DAYS | vacation end | vacation :: stop your clocks here for DAYS days, come back early, or see what's left
term-vacation-over = { $player } is back from vacation: the clock of game #{ $game } runs again

# Takebacks in casual games.
konane-takeback = takeback
    .description = Take back your last move, or answer your opponent's request (casual games).
    .answer = answer
    .answer-description = Accept or decline their request (empty: ask to take yours back)
choice-accept = accept
choice-decline = decline
button-takeback = Take back
button-takeback-accept = Accept takeback
button-takeback-decline = Decline takeback
takeback-asked = { $player } asks to take back their last move. { $opponent }: accept or decline below (or just play on).
term-takeback-asked = { $player } asks to take back their last move. { $opponent }: `takeback accept` or `takeback decline` (or just play on).
takeback-taken = { $player } took their last move back.
takeback-accepted = { $player } accepted: the last move is taken back.
takeback-declined = { $player } declined the takeback: the game goes on.
game-takebacks = { $count ->
    [one] (1 takeback)
   *[other] ({ $count } takebacks)
}
error-takeback-rated = Rated games and tournament games have no takebacks.
error-takeback-on-the-clock = A game on the clock has no takebacks: its clocks run on.
error-takeback-level = The bot gives takebacks at levels 1 to { $level } only.
error-nothing-to-take-back = There's no move of yours to take back: only the player who just moved may, before the reply.
error-takeback-asked = You've asked to take this move back already: one request per move.
error-no-takeback-asked = No takeback is waiting for an answer.
error-not-your-takeback = The takeback is your opponent's to answer.
term-help-takeback = takeback | takeback accept | takeback decline :: take your last move back in a casual game (the opponent answers)
term-you-may = you may now: { $commands }

# Following games.
konane-follow = follow
    .description = Follow a game by direct message (or in its thread), or list those you follow.
    .game = game
    .game-description = The game's number (empty: list the games you follow here)
    .notices = notices
    .notices-description = Each move (the default), the result only, or stop following
choice-every-move = every move
choice-result = result only
choice-stop = stop
button-follow = Follow
follow-added-moves = You follow game #{ $game }: a direct message at each move and at its end. `/konane { konane-follow }` lists what you follow.
follow-added-result = You follow game #{ $game }: a direct message when it ends.
follow-added-thread = You follow game #{ $game }: you're in its thread now, where every move is posted.
follow-stopped = You no longer follow game #{ $game }.
follow-list-empty = You follow no running game here. `/konane { konane-follow } { konane-follow.game }:<number>`, or the Follow button on a game's first board, follows one.
follow-list-title = **Games you follow here**
follow-list-line = #{ $game } { $black } vs { $white }: { $how ->
    [thread] in its thread
    [result] the result only
   *[every-move] each move by direct message
}
follow-move-dm = Kōnane game #{ $game }, { $black } vs { $white }: move { $ply }, `{ $move }` by { $player }. { $link }
follow-end-dm = Kōnane game #{ $game }, { $black } vs { $white }, is over: { $winner } wins ({ $reason ->
    [no-moves] no moves left
    [resignation] resignation
    [adjudication] adjudication
   *[timeout] time forfeit
}). { $link }
follow-aborted-dm = Kōnane game #{ $game }, { $black } vs { $white }, was aborted. { $link }
error-follow-own-game = You play in game #{ $game }: its boards come to you anyway.
error-follow-over = Game #{ $game } is over: there's nothing left to follow. `/konane { konane-replay }` shows it.
error-follow-limit = { $limit ->
    [one] You follow { $limit } running game already
   *[other] You follow { $limit } running games already
}: stop following one first (`{ konane-follow.notices }:stop`).
error-followers-full = Game #{ $game } has as many followers as a game may have.
error-not-following = You don't follow game #{ $game }.
privacy-follows = { $count ->
    [one] You follow 1 game
   *[other] You follow { $count } games
}

# Exporting records.
konane-export = export
    .description = Your finished games here as a file of records (privately).
export-ready = { $count ->
    [one] Your finished game here
   *[other] Your { $count } finished games here
}, as records: `konane-bot replay FILE --game N` draws one (the newest { $limit } at most).
export-none = You have no finished game here yet.
term-help-export = export FILE :: write your finished games here to FILE as records (`konane-bot replay FILE --game N` draws one)

# The Activity (the board page inside Discord): what its server answers.
activity-player = a player
activity-slow-down = Too many requests at once; wait a moment.
activity-sign-in-wait = Too many sign-ins from here just now; wait a minute, then open the board again.
activity-launch-description = Open the board: play and watch Kōnane games live
button-open-board = Open board
activity-off = The board page is not available on this bot any more: play here with the menu or `/konane move`.
activity-sign-in-again = Your sign-in is no longer good: open the board again.
activity-discord-unavailable = Discord did not answer just now; try again in a moment.
activity-not-in-instance = You are not in this Activity any more; open it again.

# The Activity's page (activity/src), which words its board from this file.
activity-opening = Opening the board…
activity-outside-discord = This is the Kōnane bot’s board: open it from Discord, with the Open board button or the App Launcher.
activity-your-games = Your games
activity-to-watch = Games here to watch
activity-no-games = No game is running here. Challenge someone with `/konane challenge`, or play me.
activity-vs = { $black } (black) against { $white } (white)
activity-your-move = Your move
activity-to-move = { $player } to move
activity-wins = { $player } wins
activity-wins-on-time = { $player } wins on time
activity-time-control = Clock
activity-correspondence = No clock (correspondence)
activity-presence-choosing = Choosing a game
activity-presence-your-move = Your move against { $opponent }
activity-presence-playing = Playing against { $opponent }
activity-presence-watching = Watching { $black } vs { $white }
activity-presence-reviewing = Looking back at { $black } vs { $white }
activity-invite = Invite a friend
activity-sound-on = Sound: on
activity-sound-off = Sound: off
activity-review = Review
activity-first = First position
activity-previous = Previous move
activity-next = Next move
activity-last = Last position
activity-verdict-wins = { $player } wins with perfect play
activity-verdict-unknown = Too deep for the solver's budget
activity-verdict-blunder = threw the win away
activity-verdict-best = Best move: { $move }
activity-open-challenges = Open challenges
activity-puzzle = Today's puzzle
activity-puzzle-start = Tap one of your stones, then where it jumps.
activity-puzzle-server-only = Puzzles belong to a server: open the board in one of its channels.
activity-presence-puzzle = Solving today's puzzle
activity-captured = { $count ->
    [one] { $count } stone captured
   *[other] { $count } stones captured
}
activity-back = All games
activity-square = { $square }, { $stone ->
    [black] black stone
    [white] white stone
   *[none] empty
}
activity-jump-to = jump to { $square }
activity-bad-request = The page sent something the bot can't read; open the board again.
activity-not-in-instance-them = Only someone in this Activity with you can be challenged from here.
activity-start = Start a game
activity-play-bot = Play me
activity-challenge = Challenge { $player }
activity-challenge-open = { $player } challenges { $opponent }
button-cancel = Withdraw
button-abort = Abort
button-hint = Hint
button-analysis = Analysis
activity-deadline = The time to move runs out { $when }.
activity-aborted = Aborted: nothing is rated.
activity-takeback-asked = { $player } asks to take back their last move
