//! Move notation: what a player types, and which legal move it names.
//!
//! Parsing is forgiving about syntax: case does not matter, and squares may be
//! joined by `-`, `x`, spaces or nothing (`D5 F5`, `d5f5`, `d5xf5`). A straight
//! multi-jump may be written origin to final landing (`b5-f5`) when only one
//! jump joins them. Syntax ([`MoveText`]) is kept apart from meaning
//! ([`MoveText::resolve`]), each with its own errors.

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use super::board::PlayError;
use super::moves::{MAX_HOPS, Move};
use super::position::Position;
use super::square::Square;
use super::variant::Rules;
use crate::engine::Color;

/// The squares a player wrote, not yet checked against any position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    squares: Vec<Square>,
}

/// Text that does not even look like a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid move '{text}': {reason}")]
pub struct ParseMoveError {
    pub text: String,
    pub reason: ParseMoveReason,
}

/// What about a text keeps it from being a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveReason {
    #[error("it is empty; write a square such as d5, or a jump such as d5-f5")]
    Empty,
    #[error("a jump has at most {MAX_HOPS} hops; this names more squares than that")]
    TooManySquares,
    /// `rest` is the text from where no square could be read.
    #[error("expected a square such as d5 at '{rest}'")]
    NotASquare { rest: String },
    #[error("it names no square")]
    NoSquare,
}

/// Why a move's text does not name a legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error(transparent)]
    Syntax(#[from] ParseMoveError),
    #[error(
        "{from}-{to} is not a hop: a stone jumps over a neighbour to the square two away in the same row or column"
    )]
    NotAHop { from: Square, to: Square },
    #[error("'{text}' could mean {}: write every landing square", list(candidates))]
    Ambiguous { text: String, candidates: Vec<Move> },
    #[error(
        "'{text}' could mean too many jumps to list: write every landing square, e.g. b5-d5-d7-f7"
    )]
    TooVague { text: String },
    #[error(transparent)]
    Illegal(#[from] PlayError),
}

fn list(moves: &[Move]) -> String {
    let names: Vec<String> = moves.iter().map(Move::to_string).collect();
    names.join(" or ")
}

fn is_separator(b: u8) -> bool {
    b == b'-' || b == b'x' || b == b'X' || b.is_ascii_whitespace()
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let fail = |reason: ParseMoveReason| ParseMoveError {
            text: text.to_string(),
            reason,
        };
        // Accept the typographic dashes a phone keyboard may insert.
        let plain = text.replace(['–', '—', '−'], "-");
        let bytes = plain.trim().as_bytes();
        if bytes.is_empty() {
            return Err(fail(ParseMoveReason::Empty));
        }
        let mut squares = Vec::new();
        let mut at = 0;
        while at < bytes.len() {
            if is_separator(bytes[at]) {
                at += 1;
                continue;
            }
            match Square::parse_prefix(&bytes[at..]) {
                // No board has a path longer than this: stop before building one.
                Some(_) if squares.len() > MAX_HOPS => {
                    return Err(fail(ParseMoveReason::TooManySquares));
                }
                Some((sq, used)) => {
                    squares.push(sq);
                    at += used;
                }
                None => {
                    let rest = String::from_utf8_lossy(&bytes[at..]).into_owned();
                    return Err(fail(ParseMoveReason::NotASquare { rest }));
                }
            }
        }
        if squares.is_empty() {
            return Err(fail(ParseMoveReason::NoSquare));
        }
        Ok(MoveText { squares })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.squares.iter().map(Square::to_string).collect();
        f.write_str(&names.join("-"))
    }
}

impl MoveText {
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// The legal move this text names in `pos`.
    ///
    /// # Errors
    /// [`MoveError`] saying what is wrong: not a hop, ambiguous, or which rule
    /// the move breaks.
    pub fn resolve(&self, pos: &Position, rules: Rules) -> Result<Move, MoveError> {
        let m = match self.squares.as_slice() {
            [] => {
                return Err(MoveError::Syntax(ParseMoveError {
                    text: String::new(),
                    reason: ParseMoveReason::NoSquare,
                }));
            }
            [square] => Move::removal(*square),
            &[from, to] if is_long_line(from, to) => {
                return self.resolve_short(pos, rules, from, to);
            }
            path => Move::from_path(path).ok_or_else(|| first_bad_hop(path))?,
        };
        pos.check(m, rules)?;
        Ok(m)
    }

    /// `b5-f5`: the one legal jump from `from` ending on `to`.
    fn resolve_short(
        &self,
        pos: &Position,
        rules: Rules,
        from: Square,
        to: Square,
    ) -> Result<Move, MoveError> {
        // Only this stone's jumps, and only so many: with turning jumps one
        // stone can have millions of paths to the same square.
        let mut candidates = Vec::new();
        let mut examined = 0usize;
        let searched = pos.try_for_each_legal_move(rules, Some(from), |m| {
            examined += 1;
            if m.destination() == to && !m.is_removal() {
                candidates.push(m);
            }
            if candidates.len() > MAX_LISTED_CANDIDATES || examined >= MAX_EXAMINED_PATHS {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        if searched.is_break() {
            return Err(MoveError::TooVague {
                text: self.to_string(),
            });
        }
        candidates.sort_by_cached_key(|m| m.to_string());
        match candidates.as_slice() {
            [m] => Ok(*m),
            [] => {
                // No legal jump: explain why the straight reading fails.
                let (dir, distance) = from.line_to(to).ok_or(MoveError::NotAHop { from, to })?;
                let m = Move::straight(from, dir, distance / 2);
                pos.check(m, rules)?;
                Err(MoveError::NotAHop { from, to })
            }
            _ => Err(MoveError::Ambiguous {
                text: self.to_string(),
                candidates,
            }),
        }
    }
}

/// Most jumps an ambiguous short move lists before asking for the whole path.
const MAX_LISTED_CANDIDATES: usize = 8;
/// Most of one stone's jumps examined to resolve a short move: far more than
/// any real game has, and a few milliseconds' work.
const MAX_EXAMINED_PATHS: usize = 100_000;

/// Two squares an even number (four or more) apart in a row or column.
fn is_long_line(from: Square, to: Square) -> bool {
    matches!(from.line_to(to), Some((_, d)) if d >= 4 && d % 2 == 0)
}

fn first_bad_hop(path: &[Square]) -> MoveError {
    let bad = path
        .windows(2)
        .find(|w| !matches!(w[0].line_to(w[1]), Some((_, 2))))
        .map_or((path[0], path[path.len() - 1]), |w| (w[0], w[1]));
    MoveError::NotAHop {
        from: bad.0,
        to: bad.1,
    }
}

/// Parses and resolves in one step. Input is forgiving about case and
/// separators, and a straight multi-jump may name only its ends.
///
/// ```
/// use konane_bot::engine::{EXAMPLE_POSITION, MoveError, Position, Rules, parse_move};
///
/// let pos: Position = EXAMPLE_POSITION.parse().unwrap();
/// let rules = Rules::default();
/// assert_eq!(parse_move("B5 D5", &pos, rules).unwrap().to_string(), "b5-d5");
/// assert_eq!(parse_move("d3d5", &pos, rules).unwrap().to_string(), "d3-d5");
/// // Text that names no squares, a jump that is no hop, and an illegal move are told apart.
/// assert!(matches!(parse_move("d5?", &pos, rules), Err(MoveError::Syntax(_))));
/// assert!(matches!(parse_move("b5-c5", &pos, rules), Err(MoveError::NotAHop { .. })));
/// assert!(matches!(parse_move("a1-a3", &pos, rules), Err(MoveError::Illegal(_))));
/// ```
///
/// # Errors
/// As [`MoveText::from_str`] and [`MoveText::resolve`].
pub fn parse_move(text: &str, pos: &Position, rules: Rules) -> Result<Move, MoveError> {
    text.parse::<MoveText>()?.resolve(pos, rules)
}

/// A move's number as the record counts: a pair of moves shares a number,
/// Black's written "12." and White's "12. …".
///
/// ```
/// use konane_bot::engine::{Color, MoveNumber};
///
/// let n: MoveNumber = "12...".parse().unwrap();
/// assert_eq!((n.number, n.mover), (12, Color::White));
/// assert_eq!(n.ply(), 23);
/// assert_eq!(MoveNumber::of_ply(23).to_string(), "12. …");
/// assert_eq!(MoveNumber::of_ply(0).to_string(), "1.");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNumber {
    pub number: usize,
    pub mover: Color,
}

impl MoveNumber {
    /// The number of the move played after `ply` earlier moves.
    pub fn of_ply(ply: usize) -> MoveNumber {
        MoveNumber {
            number: ply / 2 + 1,
            mover: if ply.is_multiple_of(2) {
                Color::Black
            } else {
                Color::White
            },
        }
    }

    /// How many moves come before this one.
    pub fn ply(self) -> usize {
        let white = usize::from(self.mover == Color::White);
        (self.number - 1) * 2 + white
    }
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mover {
            Color::Black => write!(f, "{}.", self.number),
            Color::White => write!(f, "{}. …", self.number),
        }
    }
}

/// Why a move number could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a move number: write 12 for Black's twelfth move, 12... for White's")]
pub struct MoveNumberError(pub String);

impl std::str::FromStr for MoveNumber {
    type Err = MoveNumberError;

    /// "12" or "12." is Black's move; "12...", "12…" or "12. …" White's.
    fn from_str(text: &str) -> Result<MoveNumber, MoveNumberError> {
        let bad = || MoveNumberError(text.to_string());
        let trimmed = text.trim();
        let digits_end = trimmed
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(trimmed.len());
        let (digits, rest) = trimmed.split_at(digits_end);
        let number: usize = digits.parse().map_err(|_| bad())?;
        if number == 0 || number > usize::MAX / 2 {
            return Err(bad());
        }
        let mover = match rest.replace(' ', "").as_str() {
            "" | "." => Color::Black,
            "..." | "…" | "...." | ".…" => Color::White,
            _ => return Err(bad()),
        };
        Ok(MoveNumber { number, mover })
    }
}

/// A move with its record number: "12. f5-d5", or "12. … f5-d5" for White.
pub fn numbered(number: MoveNumber, m: impl fmt::Display) -> String {
    format!("{number} {m}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_numbers_round_trip_through_plies_and_text() {
        for ply in 0..40 {
            let n = MoveNumber::of_ply(ply);
            assert_eq!(n.ply(), ply);
            assert_eq!(n.to_string().parse::<MoveNumber>(), Ok(n));
        }
        for (text, ply) in [("1", 0), ("1.", 0), ("3...", 5), ("3…", 5), (" 3. … ", 5)] {
            assert_eq!(
                text.parse::<MoveNumber>().map(MoveNumber::ply),
                Ok(ply),
                "{text}"
            );
        }
        for bad in ["", "0", "x", "3..", "3 b", "-1", "99999999999999999999999"] {
            assert!(bad.parse::<MoveNumber>().is_err(), "{bad}");
        }
        assert_eq!(numbered(MoveNumber::of_ply(23), "f5-d5"), "12. … f5-d5");
    }
}
