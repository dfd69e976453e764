//! [`Game`]: a variant, the moves played from its start, and how it ended.

use std::fmt;

use super::board::Phase;
use super::moves::Move;
use super::notation::{MoveError, MoveNumber, parse_move};
use super::position::Position;
use super::square::{Color, Size};
use super::variant::Variant;

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The loser had no legal move on their turn.
    NoMoves,
    Resignation,
    /// The loser let their time to move run out.
    Timeout,
    /// A tournament game still running at its deadline, decided by the
    /// tournament's stated rule.
    Adjudication,
}

impl EndReason {
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::NoMoves => "no moves",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "time forfeit",
            EndReason::Adjudication => "adjudication",
        }
    }

    pub fn from_name(s: &str) -> Option<EndReason> {
        [
            EndReason::NoMoves,
            EndReason::Resignation,
            EndReason::Timeout,
            EndReason::Adjudication,
        ]
        .into_iter()
        .find(|r| r.name().eq_ignore_ascii_case(s.trim()))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Color,
    pub reason: EndReason,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let loser = self.winner.other();
        match self.reason {
            EndReason::NoMoves => write!(f, "{} wins: {loser} has no move", self.winner),
            EndReason::Resignation => write!(f, "{} wins: {loser} resigned", self.winner),
            EndReason::Timeout => write!(f, "{} wins: {loser} ran out of time", self.winner),
            EndReason::Adjudication => {
                write!(f, "{} wins: adjudicated at the deadline", self.winner)
            }
        }
    }
}

/// Why a game refused a move or an ending.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TurnError {
    #[error("the game is over ({0})")]
    Over(Outcome),
    #[error(transparent)]
    Move(#[from] MoveError),
}

/// Why a position can't start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    #[error("the position is {given} but the game is played on {expected}")]
    WrongSize { given: Size, expected: Size },
    #[error(
        "the opening isn't over: a game from a position starts after both removals \
         (at least two empty squares); start an ordinary game instead"
    )]
    OpeningNotPlayed,
    #[error(
        "two empty squares must be the opening's two removals, side by side, with Black to jump"
    )]
    NotAfterOpening,
    #[error("the position is already over: {0} has no move")]
    NoMoves(Color),
}

/// A game from its start (the full board, or a position after the opening):
/// its variant, every move, and its outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    variant: Variant,
    start: Position,
    position: Position,
    moves: Vec<Move>,
    outcome: Option<Outcome>,
}

impl Game {
    pub fn new(variant: Variant) -> Game {
        Game::starting_at(variant, Position::new(variant.size))
    }

    /// A game that starts from `start`, a position after the opening, such
    /// as a player sets up to play out.
    ///
    /// ```
    /// use konane_bot::engine::{Color, Game, Variant, EXAMPLE_POSITION};
    ///
    /// let start = EXAMPLE_POSITION.parse().unwrap();
    /// let game = Game::from_position(Variant::default(), start).unwrap();
    /// assert_eq!(game.turn(), Color::Black);
    /// assert!(Game::from_position(Variant::default(), "xoxo/oxox/xoxo/oxox b".parse().unwrap()).is_err());
    /// ```
    ///
    /// # Errors
    /// [`StartError`]: another size than the variant's, the opening not yet
    /// played, or no move for the side to move.
    pub fn from_position(variant: Variant, start: Position) -> Result<Game, StartError> {
        if start.size() != variant.size {
            return Err(StartError::WrongSize {
                given: start.size(),
                expected: variant.size,
            });
        }
        if start.phase() != Phase::Jumping {
            return Err(StartError::OpeningNotPlayed);
        }
        let empties: Vec<_> = (start.size().all_squares())
            .filter(|&sq| start.stone_at(sq).is_none())
            .collect();
        if let [a, b] = empties.as_slice()
            && (!matches!(a.line_to(*b), Some((_, 1))) || start.turn() != Color::Black)
        {
            return Err(StartError::NotAfterOpening);
        }
        let game = Game::starting_at(variant, start);
        match game.outcome {
            Some(_) => Err(StartError::NoMoves(start.turn())),
            None => Ok(game),
        }
    }

    fn starting_at(variant: Variant, start: Position) -> Game {
        let mut game = Game {
            variant,
            start,
            position: start,
            moves: Vec::new(),
            outcome: None,
        };
        game.settle();
        game
    }

    /// The game after playing `moves` from the start, each one checked.
    ///
    /// # Errors
    /// The index of the first move that fails, and why.
    pub fn replay(variant: Variant, moves: &[Move]) -> Result<Game, (usize, TurnError)> {
        Game::new(variant).replayed(moves)
    }

    /// This game's start with `moves` played from it, each one checked:
    /// the same game with other moves (fewer, for a takeback).
    ///
    /// # Errors
    /// The index of the first move that fails, and why.
    pub fn replayed(&self, moves: &[Move]) -> Result<Game, (usize, TurnError)> {
        let mut game = Game::starting_at(self.variant, self.start);
        for (i, &m) in moves.iter().enumerate() {
            game.play(m).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// The position the game started from: the full board, or a set-up position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// Whether the game started from a set-up position rather than the full board.
    pub fn is_set_up(&self) -> bool {
        self.start != Position::new(self.variant.size)
    }

    /// Who makes the move after `ply` earlier ones (from this game's start).
    pub fn mover_at(&self, ply: usize) -> Color {
        self.start.turn().after(ply)
    }

    /// The record's number of the move after `ply` earlier ones: a game
    /// set up with White to move begins at "1. …".
    pub fn number_of(&self, ply: usize) -> MoveNumber {
        MoveNumber::of_ply(ply + self.white_first())
    }

    /// How many of this game's moves come before the numbered one; `None`
    /// for a number before the game's start.
    pub fn ply_of(&self, number: MoveNumber) -> Option<usize> {
        number.ply().checked_sub(self.white_first())
    }

    fn white_first(&self) -> usize {
        usize::from(self.start.turn() == Color::White)
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The side to move (after the game, the side that would have moved).
    pub fn turn(&self) -> Color {
        self.position.turn()
    }

    pub fn phase(&self) -> Phase {
        self.position.phase()
    }

    /// Whether any stone has been jumped yet (before that, a game can be aborted).
    pub fn has_jumps(&self) -> bool {
        self.moves.iter().any(|m| !m.is_removal())
    }

    /// The legal moves of the side to move; none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            return Vec::new();
        }
        self.position.legal_moves(self.variant.rules())
    }

    /// The position before move `ply` (0 is the start), for replays.
    pub fn position_at(&self, ply: usize) -> Position {
        let mut pos = self.start;
        for &m in self.moves.iter().take(ply) {
            pos.play_unchecked(m);
        }
        pos
    }

    /// Plays a move for the side to move.
    ///
    /// # Errors
    /// [`TurnError::Over`] after the end, or why the move is illegal; the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), TurnError> {
        self.ensure_running()?;
        self.position = self
            .position
            .play(m, self.variant.rules())
            .map_err(MoveError::from)?;
        self.moves.push(m);
        self.settle();
        Ok(())
    }

    /// Parses a move as a player typed it and plays it.
    ///
    /// ```
    /// use konane_bot::engine::{Color, Game, Variant};
    ///
    /// let mut game = Game::new(Variant::default());
    /// game.play_text("d5").unwrap(); // Black removes a centre stone,
    /// game.play_text("e5").unwrap(); // White one beside it,
    /// let jump = game.play_text("b5-d5").unwrap(); // and Black jumps first.
    /// assert_eq!(jump.to_string(), "b5-d5");
    /// assert_eq!(game.turn(), Color::White);
    /// assert!(game.play_text("b5-d5").is_err());
    /// assert_eq!(game.moves().len(), 3);
    /// ```
    ///
    /// # Errors
    /// As [`Game::play`], plus notation errors.
    pub fn play_text(&mut self, text: &str) -> Result<Move, TurnError> {
        self.ensure_running()?;
        let m = parse_move(text, &self.position, self.variant.rules())?;
        self.play(m)?;
        Ok(m)
    }

    /// `loser` resigns.
    ///
    /// # Errors
    /// [`TurnError::Over`] if the game has already ended.
    pub fn resign(&mut self, loser: Color) -> Result<Outcome, TurnError> {
        self.end(loser, EndReason::Resignation)
    }

    /// `loser` ran out of time.
    ///
    /// # Errors
    /// [`TurnError::Over`] if the game has already ended.
    pub fn time_out(&mut self, loser: Color) -> Result<Outcome, TurnError> {
        self.end(loser, EndReason::Timeout)
    }

    /// `loser` lost by the adjudication of a tournament game at its deadline.
    ///
    /// # Errors
    /// [`TurnError::Over`] if the game has already ended.
    pub fn adjudicate(&mut self, loser: Color) -> Result<Outcome, TurnError> {
        self.end(loser, EndReason::Adjudication)
    }

    fn end(&mut self, loser: Color, reason: EndReason) -> Result<Outcome, TurnError> {
        self.ensure_running()?;
        let outcome = Outcome {
            winner: loser.other(),
            reason,
        };
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    fn ensure_running(&self) -> Result<(), TurnError> {
        match self.outcome {
            Some(o) => Err(TurnError::Over(o)),
            None => Ok(()),
        }
    }

    /// The side to move with no legal move loses.
    fn settle(&mut self) {
        if self.outcome.is_none() && !self.position.has_legal_move(self.variant.rules()) {
            self.outcome = Some(Outcome {
                winner: self.position.turn().other(),
                reason: EndReason::NoMoves,
            });
        }
    }
}
