//! Board geometry: sizes, squares, directions and colours.
//!
//! A [`Square`] is an absolute coordinate (`a1` is the bottom-left corner on
//! every board), so moves print without knowing the board; a [`Size`] turns it
//! into a bit index and says whether it is on the board.

use std::fmt;
use std::str::FromStr;

/// The board's dimensions, each side from 4 to 16.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    rows: u8,
    cols: u8,
}

/// A board size outside 4 to 16 on either side, or text that is no size.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SizeError {
    #[error("board size {rows}×{cols} is out of range: each side must be from 4 to 16")]
    OutOfRange { rows: usize, cols: usize },
    #[error("invalid board size '{0}': expected ROWSxCOLS such as 8x8, or one number such as 6")]
    Syntax(String),
}

impl Size {
    pub const MIN_SIDE: usize = 4;
    pub const MAX_SIDE: usize = 16;
    /// The standard board.
    pub const STANDARD: Size = Size { rows: 8, cols: 8 };

    /// # Errors
    /// [`SizeError::OutOfRange`] unless both sides are from 4 to 16.
    pub fn new(rows: usize, cols: usize) -> Result<Size, SizeError> {
        let range = Self::MIN_SIDE..=Self::MAX_SIDE;
        if range.contains(&rows) && range.contains(&cols) {
            Ok(Size {
                rows: rows as u8,
                cols: cols as u8,
            })
        } else {
            Err(SizeError::OutOfRange { rows, cols })
        }
    }

    #[inline]
    pub const fn rows(self) -> usize {
        self.rows as usize
    }

    #[inline]
    pub const fn cols(self) -> usize {
        self.cols as usize
    }

    #[inline]
    pub const fn squares(self) -> usize {
        self.rows() * self.cols()
    }

    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        (sq.file as usize) < self.cols() && (sq.rank as usize) < self.rows()
    }

    /// The square's bit index, if it is on this board.
    #[inline]
    pub const fn index(self, sq: Square) -> Option<u32> {
        if self.contains(sq) {
            Some(self.index_unchecked(sq))
        } else {
            None
        }
    }

    /// [`Size::index`] for a square known to be on the board (a legal
    /// move's, say); checked in debug builds only.
    #[inline]
    pub const fn index_unchecked(self, sq: Square) -> u32 {
        debug_assert!(self.contains(sq));
        sq.rank as u32 * self.cols as u32 + sq.file as u32
    }

    /// The square at a bit index of this board.
    #[inline]
    pub const fn square(self, index: u32) -> Square {
        Square {
            file: (index % self.cols as u32) as u8,
            rank: (index / self.cols as u32) as u8,
        }
    }

    /// Black stones start where row + column, counted from the top-left, is even.
    #[inline]
    pub const fn start_color(self, sq: Square) -> Color {
        let row_from_top = self.rows as usize - 1 - sq.rank as usize;
        if (row_from_top + sq.file as usize).is_multiple_of(2) {
            Color::Black
        } else {
            Color::White
        }
    }

    /// Every square of the board, bottom row first.
    pub fn all_squares(self) -> impl Iterator<Item = Square> {
        (0..self.squares() as u32).map(move |i| self.square(i))
    }
}

impl Default for Size {
    fn default() -> Size {
        Size::STANDARD
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

impl FromStr for Size {
    type Err = SizeError;

    /// `8x8`, `6×6`, `4X5` (rows first) or one number for a square board.
    fn from_str(s: &str) -> Result<Size, SizeError> {
        let syntax = || SizeError::Syntax(s.to_string());
        let t = s.trim().to_ascii_lowercase();
        let (rows, cols) = match t.split_once(['x', '×', '*']) {
            Some((r, c)) => (r.trim(), c.trim()),
            None => (t.as_str(), t.as_str()),
        };
        let rows = rows.parse().map_err(|_| syntax())?;
        let cols = cols.parse().map_err(|_| syntax())?;
        Size::new(rows, cols)
    }
}

/// A coordinate: `file` 0 is column `a`, `rank` 0 is row `1` (the bottom).
///
/// Files and ranks beyond the largest board are representable so that
/// "z9 is off the board" can be said about what a player typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    // Ordered rank first so squares sort bottom row first, as bit indices do.
    rank: u8,
    file: u8,
}

/// Text that is not a square such as `d5`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid square '{0}': expected a column letter and a row number, such as d5")]
pub struct ParseSquareError(pub String);

impl Square {
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Square {
        Square { file, rank }
    }

    #[inline]
    pub const fn file(self) -> u8 {
        self.file
    }

    #[inline]
    pub const fn rank(self) -> u8 {
        self.rank
    }

    /// The neighbour `steps` squares away in `dir`, unless it falls below
    /// row 1 or left of column a (the far edges depend on the board).
    pub fn offset(self, dir: Direction, steps: u8) -> Option<Square> {
        let (df, dr) = dir.delta();
        let file = self.file as i32 + df * steps as i32;
        let rank = self.rank as i32 + dr * steps as i32;
        let fits = |v: i32| (0..=u8::MAX as i32).contains(&v);
        (fits(file) && fits(rank)).then(|| Square::new(file as u8, rank as u8))
    }

    /// The direction and number of squares from `self` to `to`, if they share
    /// a row or a column and differ.
    pub fn line_to(self, to: Square) -> Option<(Direction, u8)> {
        let (df, dr) = (
            to.file as i32 - self.file as i32,
            to.rank as i32 - self.rank as i32,
        );
        match (df, dr) {
            (0, r) if r > 0 => Some((Direction::North, r as u8)),
            (0, r) if r < 0 => Some((Direction::South, (-r) as u8)),
            (f, 0) if f > 0 => Some((Direction::East, f as u8)),
            (f, 0) if f < 0 => Some((Direction::West, (-f) as u8)),
            _ => None,
        }
    }

    /// Parses the start of `s` as a square; returns it and the bytes used.
    /// `x` is never a column letter: it separates squares (`d5xf5`).
    pub(crate) fn parse_prefix(s: &[u8]) -> Option<(Square, usize)> {
        let letter = s.first()?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() || letter == b'x' {
            return None;
        }
        let digits = s[1..].iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 3 {
            return None;
        }
        let number: u32 = std::str::from_utf8(&s[1..1 + digits]).ok()?.parse().ok()?;
        if number == 0 || number > u8::MAX as u32 {
            return None;
        }
        Some((Square::new(letter - b'a', number as u8 - 1), 1 + digits))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank as u32 + 1)
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        match Square::parse_prefix(s.trim().as_bytes()) {
            Some((sq, used)) if used == s.trim().len() => Ok(sq),
            _ => Err(ParseSquareError(s.to_string())),
        }
    }
}

/// One of the four orthogonal directions; north is toward the top row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    North = 0,
    East = 1,
    South = 2,
    West = 3,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    #[inline]
    pub const fn from_index(i: u8) -> Direction {
        Self::ALL[(i & 3) as usize]
    }

    #[inline]
    pub const fn opposite(self) -> Direction {
        Self::from_index(self as u8 ^ 2)
    }

    /// (file, rank) change of one step.
    #[inline]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
        }
    }
}

/// A side. Black removes first and jumps first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black,
    White,
}

impl Color {
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The side to move `plies` moves after this one was.
    pub const fn after(self, plies: usize) -> Color {
        if plies.is_multiple_of(2) {
            self
        } else {
            self.other()
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The colour whose [`name`](Color::name) is `name`, exactly.
    pub fn from_name(name: &str) -> Option<Color> {
        [Color::Black, Color::White]
            .into_iter()
            .find(|c| c.name() == name)
    }

    /// `b` or `w`, as in position text.
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'b',
            Color::White => 'w',
        }
    }

    /// The stone's character in position text.
    pub const fn stone_char(self) -> char {
        match self {
            Color::Black => 'x',
            Color::White => 'o',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A value for each colour, indexed by [`Color`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    pub black: T,
    pub white: T,
}

impl<T> ByColor<T> {
    pub fn get(&self, c: Color) -> &T {
        match c {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_and_reject_out_of_range() {
        assert_eq!("8x8".parse(), Ok(Size::STANDARD));
        assert_eq!(
            "6".parse::<Size>().map(|s| (s.rows(), s.cols())),
            Ok((6, 6))
        );
        assert_eq!(
            "4×5".parse::<Size>().map(|s| (s.rows(), s.cols())),
            Ok((4, 5))
        );
        assert!(matches!(
            "3x8".parse::<Size>(),
            Err(SizeError::OutOfRange { .. })
        ));
        assert!(matches!(
            "8x17".parse::<Size>(),
            Err(SizeError::OutOfRange { .. })
        ));
        assert!(matches!("big".parse::<Size>(), Err(SizeError::Syntax(_))));
    }

    #[test]
    fn corners_and_parity_follow_the_rules() {
        let s = Size::STANDARD;
        // a8 is the top-left: black. a1 is the bottom-left: white.
        assert_eq!(s.start_color("a8".parse().unwrap()), Color::Black);
        assert_eq!(s.start_color("a1".parse().unwrap()), Color::White);
        let odd = Size::new(5, 7).unwrap();
        assert_eq!(odd.start_color("a5".parse().unwrap()), Color::Black);
        assert_eq!(odd.start_color("a1".parse().unwrap()), Color::Black);
    }

    #[test]
    fn squares_parse_case_insensitively_and_index_by_size() {
        let sq: Square = "D5".parse().unwrap();
        assert_eq!(sq.to_string(), "d5");
        assert_eq!(Size::STANDARD.index(sq), Some(4 * 8 + 3));
        assert_eq!(Size::STANDARD.square(35), sq);
        assert_eq!(Size::STANDARD.index("i5".parse().unwrap()), None);
        assert_eq!(Size::STANDARD.index("a9".parse().unwrap()), None);
        assert!("d".parse::<Square>().is_err());
        assert!("d0".parse::<Square>().is_err());
        assert!("5d".parse::<Square>().is_err());
        assert_eq!(
            Square::parse_prefix(b"p16x"),
            Some((Square::new(15, 15), 3))
        );
    }

    #[test]
    fn lines_between_squares() {
        let b5: Square = "b5".parse().unwrap();
        assert_eq!(
            b5.line_to("f5".parse().unwrap()),
            Some((Direction::East, 4))
        );
        assert_eq!(
            b5.line_to("b3".parse().unwrap()),
            Some((Direction::South, 2))
        );
        assert_eq!(b5.line_to("c6".parse().unwrap()), None);
        assert_eq!(b5.line_to(b5), None);
        assert_eq!(b5.offset(Direction::West, 2), None);
    }
}
