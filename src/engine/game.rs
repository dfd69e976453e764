//! [`Game`]: a variant, the moves played from the full board, and how it ended.

use std::fmt;

use super::board::Phase;
use super::moves::Move;
use super::notation::{MoveError, parse_move};
use super::position::Position;
use super::square::Color;
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

/// A game from the full board: its variant, every move, and its outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    variant: Variant,
    position: Position,
    moves: Vec<Move>,
    outcome: Option<Outcome>,
}

impl Game {
    pub fn new(variant: Variant) -> Game {
        let mut game = Game {
            variant,
            position: Position::new(variant.size),
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
        let mut game = Game::new(variant);
        for (i, &m) in moves.iter().enumerate() {
            game.play(m).map_err(|e| (i, e))?;
        }
        Ok(game)
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
        let mut pos = Position::new(self.variant.size);
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
