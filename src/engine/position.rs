//! [`Position`]: a board of any size with its side to move, and its text form.
//!
//! Position text lists the rows from top to bottom joined by `/` (`x` black,
//! `o` white, `.` empty), then a space and the side to move, `b` or `w`:
//!
//! ```
//! use konane_bot::engine::Position;
//!
//! let pos: Position = "xoxo/oxox/xo../oxox b".parse().unwrap();
//! assert_eq!(pos.to_string(), "xoxo/oxox/xo../oxox b");
//! ```

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use ethnum::U256;

use super::bitboard::Bits;
use super::board::{Board, Phase, PlayError};
use super::moves::Move;
use super::square::{Color, Size, SizeError, Square};
use super::variant::Rules;

/// A position on a board from 4×4 to 16×16: stones, side to move, and (from
/// the empty squares) the phase of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position(Inner);

/// The narrowest bit set that holds the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Inner {
    Small(Board<u64>),
    Medium(Board<u128>),
    Large(Board<U256>),
}

/// Code that runs on the board at its own width, for search loops.
pub trait WithBoard {
    type Output;
    fn run<B: Bits>(self, board: &Board<B>) -> Self::Output;
}

macro_rules! dispatch {
    ($pos:expr, $b:ident => $e:expr) => {
        match $pos {
            Inner::Small($b) => $e,
            Inner::Medium($b) => $e,
            Inner::Large($b) => $e,
        }
    };
}

/// Text that is not a valid position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePositionError {
    #[error(
        "expected the rows, a space, and the side to move (b or w), e.g. 'xoxo/oxox/xo../oxox b'"
    )]
    MissingTurn,
    #[error("unknown side to move '{0}': expected b (black) or w (white)")]
    BadTurn(String),
    #[error("unknown character '{ch}' in row {row}: use x (black), o (white) or . (empty)")]
    BadChar { ch: char, row: usize },
    #[error(
        "row {row} has {len} squares but the first row has {expected}: every row must be the same length"
    )]
    Ragged {
        row: usize,
        len: usize,
        expected: usize,
    },
    #[error(transparent)]
    Size(#[from] SizeError),
    #[error(
        "the {color} stone on {square} is on the wrong colour of square: stones never change parity (black where row + column from the top-left is even)"
    )]
    WrongParity { color: Color, square: Square },
    #[error("the only empty square, {0}, must be a black square: Black removes the first stone")]
    FirstHoleNotBlack(Square),
    #[error(
        "the two empty squares, {0} and {1}, must be side by side: the opening removes a stone, then one next to the gap"
    )]
    RemovalsApart(Square, Square),
    #[error("{} means {expected} is to move, not {given}", empty_squares(*.empties))]
    WrongTurn {
        empties: usize,
        expected: Color,
        given: Color,
    },
}

fn empty_squares(n: usize) -> String {
    match n {
        1 => "1 empty square".to_owned(),
        n => format!("{n} empty squares"),
    }
}

impl Position {
    /// The starting position: every square filled, Black to remove a stone.
    pub fn new(size: Size) -> Position {
        Self::build(size, Board::full, Board::full, Board::full)
    }

    /// An empty board with `turn` to move, to fill with [`Position::put`].
    fn empty(size: Size, turn: Color) -> Position {
        Self::build(
            size,
            |s| Board::empty(s, turn),
            |s| Board::empty(s, turn),
            |s| Board::empty(s, turn),
        )
    }

    fn build(
        size: Size,
        small: impl FnOnce(Size) -> Board<u64>,
        medium: impl FnOnce(Size) -> Board<u128>,
        large: impl FnOnce(Size) -> Board<U256>,
    ) -> Position {
        let squares = size.squares() as u32;
        Position(if squares <= u64::CAPACITY {
            Inner::Small(small(size))
        } else if squares <= u128::CAPACITY {
            Inner::Medium(medium(size))
        } else {
            Inner::Large(large(size))
        })
    }

    fn put(&mut self, sq: Square, stone: Option<Color>) {
        dispatch!(&mut self.0, b => b.put(sq, stone))
    }

    /// Runs generic code on the board at its own width.
    pub fn with_board<W: WithBoard>(&self, w: W) -> W::Output {
        dispatch!(&self.0, b => w.run(b))
    }

    pub fn size(&self) -> Size {
        dispatch!(&self.0, b => b.size())
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        dispatch!(&self.0, b => b.turn())
    }

    pub fn phase(&self) -> Phase {
        dispatch!(&self.0, b => b.phase())
    }

    /// The stone on `sq`, if any (`None` off the board too).
    pub fn stone_at(&self, sq: Square) -> Option<Color> {
        dispatch!(&self.0, b => b.stone_at(sq))
    }

    /// How many stones `color` has.
    pub fn count(&self, color: Color) -> usize {
        dispatch!(&self.0, b => b.stones(color).count() as usize)
    }

    /// Stones on the board, both colours.
    pub fn stones(&self) -> usize {
        self.count(Color::Black) + self.count(Color::White)
    }

    /// The squares holding stones of `color`, bottom row first.
    pub fn squares_of(&self, color: Color) -> Vec<Square> {
        let size = self.size();
        dispatch!(&self.0, b => b.stones(color).members().map(|i| size.square(i)).collect())
    }

    /// Every legal move, in canonical-notation order.
    ///
    /// ```
    /// use konane_bot::engine::{EXAMPLE_POSITION, Position, Rules};
    ///
    /// let pos: Position = EXAMPLE_POSITION.parse()?;
    /// let moves: Vec<String> = pos.legal_moves(Rules::default()).iter().map(|m| m.to_string()).collect();
    /// assert_eq!(moves, ["b5-d5", "d3-d5", "d7-d5"]);
    /// # Ok::<(), konane_bot::engine::ParsePositionError>(())
    /// ```
    pub fn legal_moves(&self, rules: Rules) -> Vec<Move> {
        let mut moves = Vec::new();
        dispatch!(&self.0, b => b.for_each_move(rules, |m| moves.push(m)));
        moves.sort_by_cached_key(|m| m.to_string());
        moves
    }

    pub fn count_legal_moves(&self, rules: Rules) -> u64 {
        dispatch!(&self.0, b => b.count_moves(rules))
    }

    /// The number of legal moves, or `limit` if there are at least that many.
    /// With turning jumps a position can have millions of moves; this costs
    /// at most `limit` steps.
    pub fn count_legal_moves_up_to(&self, rules: Rules, limit: u64) -> u64 {
        dispatch!(&self.0, b => b.count_moves_up_to(rules, limit))
    }

    /// Calls `f` with the legal moves of the stone on `from` (or of every
    /// stone), in no particular order, until it breaks.
    pub fn try_for_each_legal_move(
        &self,
        rules: Rules,
        from: Option<Square>,
        f: impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let size = self.size();
        let origin = match from {
            Some(sq) => match size.index(sq) {
                Some(i) => Some(i),
                None => return ControlFlow::Continue(()),
            },
            None => None,
        };
        dispatch!(&self.0, b => b.try_for_each_move_from(rules, origin, f))
    }

    /// Every legal move in canonical-notation order if there are at most
    /// `limit`; `None` if there are more (found without listing them all).
    pub fn legal_moves_up_to(&self, rules: Rules, limit: usize) -> Option<Vec<Move>> {
        let mut moves = self.first_moves(rules, None, limit.saturating_add(1));
        if moves.len() > limit {
            return None;
        }
        moves.sort_by_cached_key(|m| m.to_string());
        Some(moves)
    }

    /// The first `limit` legal moves of the stone on `from` (of every stone
    /// if `None`) as the generator finds them, in canonical-notation order:
    /// the same moves each time, whatever the position holds.
    pub fn moves_from(&self, rules: Rules, from: Option<Square>, limit: usize) -> Vec<Move> {
        let mut moves = self.first_moves(rules, from, limit);
        moves.sort_by_cached_key(|m| m.to_string());
        moves
    }

    fn first_moves(&self, rules: Rules, from: Option<Square>, limit: usize) -> Vec<Move> {
        let mut moves = Vec::new();
        if limit == 0 {
            return moves;
        }
        let _ = self.try_for_each_legal_move(rules, from, |m| {
            moves.push(m);
            if moves.len() >= limit {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        moves
    }

    /// The squares whose stone can move now (in the opening, the stones that
    /// may be removed), in canonical order.
    pub fn movable_squares(&self, rules: Rules) -> Vec<Square> {
        let size = self.size();
        let opening = dispatch!(&self.0, b => b.phase() != Phase::Jumping);
        let mut squares: Vec<Square> = if opening {
            // At most a handful of removals.
            let mut removable = Vec::new();
            let _ = self.try_for_each_legal_move(rules, None, |m| {
                removable.push(m.origin());
                ControlFlow::Continue(())
            });
            removable
        } else {
            dispatch!(&self.0, b => b.movable_stones(b.turn()).members().map(|i| size.square(i)).collect())
        };
        squares.sort_by_cached_key(|sq| sq.to_string());
        squares
    }

    /// Whether the side to move can move; a side that cannot has lost.
    pub fn has_legal_move(&self, rules: Rules) -> bool {
        dispatch!(&self.0, b => b.has_moves(rules))
    }

    /// # Errors
    /// The rule `m` breaks here.
    pub fn check(&self, m: Move, rules: Rules) -> Result<(), PlayError> {
        dispatch!(&self.0, b => b.check(m, rules))
    }

    /// The position after `m`, checked against every rule.
    ///
    /// ```
    /// use konane_bot::engine::{Color, EXAMPLE_POSITION, Position, Rules, parse_move};
    ///
    /// let pos: Position = EXAMPLE_POSITION.parse().unwrap();
    /// let jump = parse_move("b5-d5", &pos, Rules::default()).unwrap();
    /// let after = pos.play(jump, Rules::default()).unwrap();
    /// assert_eq!(after.turn(), Color::White);
    /// assert_eq!(after.count(Color::White), pos.count(Color::White) - 1);
    /// // Black can't move again: it is White's turn now.
    /// assert!(after.play(jump, Rules::default()).is_err());
    /// ```
    ///
    /// # Errors
    /// The rule `m` breaks here; `self` is unchanged.
    pub fn play(&self, m: Move, rules: Rules) -> Result<Position, PlayError> {
        self.check(m, rules)?;
        let mut next = *self;
        next.play_unchecked(m);
        Ok(next)
    }

    /// Plays a move known to be legal, for search and replay of checked moves.
    ///
    /// # Panics
    /// May panic, or leave a nonsensical position, for a move that is not legal.
    pub fn play_unchecked(&mut self, m: Move) {
        dispatch!(&mut self.0, b => b.play_unchecked(m))
    }

    /// Leaf positions `depth` moves ahead (see [`super::perft`]).
    pub fn perft(&self, depth: u32, rules: Rules) -> u64 {
        dispatch!(&self.0, b => super::perft::perft(b, depth, rules))
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.size();
        for row in (0..size.rows()).rev() {
            for file in 0..size.cols() {
                let c = match self.stone_at(Square::new(file as u8, row as u8)) {
                    Some(color) => color.stone_char(),
                    None => '.',
                };
                write!(f, "{c}")?;
            }
            if row > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", self.turn().letter())
    }
}

/// Reads position text: the rows from top to bottom joined by `/` (`x` black,
/// `o` white, `.` empty), a space, and the side to move.
///
/// ```
/// use konane_bot::engine::{Color, Phase, Position, Square};
///
/// let pos: Position = "xoxo/o..x/xoxo/oxox b".parse().unwrap();
/// assert_eq!(pos.size().to_string(), "4x4");
/// assert_eq!(pos.phase(), Phase::Jumping);
/// assert_eq!(pos.stone_at("a4".parse::<Square>().unwrap()), Some(Color::Black));
/// assert_eq!(pos.to_string(), "xoxo/o..x/xoxo/oxox b");
/// assert!("xoxo/oxo b".parse::<Position>().is_err());
/// ```
impl FromStr for Position {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        let mut parts = s.split_whitespace();
        let rows_text = parts.next().ok_or(ParsePositionError::MissingTurn)?;
        let turn_text = parts.next().ok_or(ParsePositionError::MissingTurn)?;
        if let Some(extra) = parts.next() {
            return Err(ParsePositionError::BadTurn(format!("{turn_text} {extra}")));
        }
        let turn = match turn_text {
            "b" | "B" => Color::Black,
            "w" | "W" => Color::White,
            other => return Err(ParsePositionError::BadTurn(other.to_string())),
        };
        let rows: Vec<&str> = rows_text.split('/').collect();
        let expected = rows[0].chars().count();
        let mut cells = Vec::with_capacity(rows.len());
        for (r, row) in rows.iter().enumerate() {
            let len = row.chars().count();
            if len != expected {
                return Err(ParsePositionError::Ragged {
                    row: r + 1,
                    len,
                    expected,
                });
            }
            let mut parsed = Vec::with_capacity(len);
            for ch in row.chars() {
                parsed.push(match ch {
                    'x' | 'X' => Some(Color::Black),
                    'o' | 'O' => Some(Color::White),
                    '.' => None,
                    ch => return Err(ParsePositionError::BadChar { ch, row: r + 1 }),
                });
            }
            cells.push(parsed);
        }
        let size = Size::new(rows.len(), expected)?;
        let mut pos = Position::empty(size, turn);
        let mut empties = Vec::new();
        for (r, row) in cells.into_iter().enumerate() {
            let rank = (size.rows() - 1 - r) as u8;
            for (file, stone) in row.into_iter().enumerate() {
                let square = Square::new(file as u8, rank);
                match stone {
                    Some(color) if color != size.start_color(square) => {
                        return Err(ParsePositionError::WrongParity { color, square });
                    }
                    None => empties.push(square),
                    Some(_) => {}
                }
                pos.put(square, stone);
            }
        }
        // The opening fixes who moves: Black removes first, then White.
        let expected_turn = match empties.as_slice() {
            [] => Some(Color::Black),
            [_] => Some(Color::White),
            _ => None,
        };
        if let Some(expected) = expected_turn
            && expected != turn
        {
            return Err(ParsePositionError::WrongTurn {
                empties: empties.len(),
                expected,
                given: turn,
            });
        }
        if let [hole] = empties.as_slice()
            && size.start_color(*hole) != Color::Black
        {
            return Err(ParsePositionError::FirstHoleNotBlack(*hole));
        }
        Ok(pos)
    }
}

impl Position {
    /// Why no game reaches this position, where its empty squares say so at
    /// a glance: two empty squares are the opening's two removals, side by
    /// side, with Black to jump next. Text read with `parse` may hold any
    /// arrangement (the solver and its tests use such positions); input
    /// from a user is checked with this too.
    ///
    /// # Errors
    /// [`ParsePositionError::RemovalsApart`] or [`ParsePositionError::WrongTurn`].
    pub fn check_opening(&self) -> Result<(), ParsePositionError> {
        let mut empties = self
            .size()
            .all_squares()
            .filter(|&sq| self.stone_at(sq).is_none());
        let (Some(a), Some(b), None) = (empties.next(), empties.next(), empties.next()) else {
            return Ok(());
        };
        if self.turn() != Color::Black {
            return Err(ParsePositionError::WrongTurn {
                empties: 2,
                expected: Color::Black,
                given: self.turn(),
            });
        }
        if !matches!(a.line_to(b), Some((_, 1))) {
            return Err(ParsePositionError::RemovalsApart(a, b));
        }
        Ok(())
    }
}
