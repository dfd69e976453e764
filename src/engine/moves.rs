//! Moves: an opening removal, or one stone's jump of one or more hops.

use std::fmt;

use super::square::{Direction, Square};

/// The most hops one turn can hold. A turn needs one enemy stone per hop, so
/// this covers every turn on boards of up to 64 squares exactly; on larger
/// boards longer turning chains are not generated (none has been seen in play).
pub const MAX_HOPS: usize = 32;

/// A removal (`hops == 0`) or a jump from `origin` whose hop `i` goes in
/// direction `dirs >> 2i & 3`.
///
/// Every landing square is on the non-negative side of the coordinate range by
/// construction, so a move always prints; whether it fits a given board is
/// checked when it is played.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    dirs: u64,
    origin: Square,
    hops: u8,
}

impl Move {
    /// Emptying `sq` during the opening.
    #[inline]
    pub const fn removal(sq: Square) -> Move {
        Move {
            dirs: 0,
            origin: sq,
            hops: 0,
        }
    }

    /// `hops` hops in one direction; the caller knows they stay on the board.
    #[inline]
    pub(crate) const fn straight(origin: Square, dir: Direction, hops: u8) -> Move {
        // Repeat the 2-bit direction code in every slot, then keep `hops` slots.
        let all = (dir as u64) * 0x5555_5555_5555_5555;
        let mask = if hops as usize >= MAX_HOPS {
            u64::MAX
        } else {
            (1u64 << (2 * hops)) - 1
        };
        Move {
            dirs: all & mask,
            origin,
            hops,
        }
    }

    /// This jump with one more hop; the caller knows it stays on the board.
    #[inline]
    pub(crate) const fn then(self, dir: Direction) -> Move {
        Move {
            dirs: self.dirs | (dir as u64) << (2 * self.hops),
            origin: self.origin,
            hops: self.hops + 1,
        }
    }

    /// A jump through the given squares (origin first), each two squares
    /// from the last along a row or column. `None` if they do not form such a
    /// path, or for fewer than two squares or more than [`MAX_HOPS`] hops.
    pub fn from_path(path: &[Square]) -> Option<Move> {
        let (&origin, rest) = path.split_first()?;
        if rest.is_empty() || rest.len() > MAX_HOPS {
            return None;
        }
        let mut m = Move::removal(origin);
        let mut at = origin;
        for &next in rest {
            match at.line_to(next) {
                Some((dir, 2)) => m = m.then(dir),
                _ => return None,
            }
            at = next;
        }
        Some(m)
    }

    #[inline]
    pub const fn is_removal(self) -> bool {
        self.hops == 0
    }

    /// The removed square, or the jumping stone's square.
    #[inline]
    pub const fn origin(self) -> Square {
        self.origin
    }

    /// Number of hops (stones captured); 0 for a removal.
    #[inline]
    pub const fn hops(self) -> usize {
        self.hops as usize
    }

    #[inline]
    pub const fn direction(self, hop: usize) -> Direction {
        Direction::from_index((self.dirs >> (2 * hop)) as u8)
    }

    pub fn directions(self) -> impl Iterator<Item = Direction> {
        (0..self.hops()).map(move |i| self.direction(i))
    }

    /// Whether every hop goes the same way (true for removals and single hops).
    pub fn is_straight(self) -> bool {
        self.directions().all(|d| d == self.direction(0))
    }

    /// The squares of the hops: (jumped square, landing square) for each.
    pub fn steps(self) -> impl Iterator<Item = (Square, Square)> {
        let mut at = self.origin;
        self.directions().map(move |dir| {
            let over = step(at, dir);
            at = step(over, dir);
            (over, at)
        })
    }

    /// The origin followed by every landing square; just the square for a removal.
    pub fn path(self) -> impl Iterator<Item = Square> {
        std::iter::once(self.origin).chain(self.steps().map(|(_, to)| to))
    }

    /// Where the stone ends its turn (the square itself for a removal).
    pub fn destination(self) -> Square {
        self.path().last().unwrap_or(self.origin)
    }

    /// The squares of the stones this jump captures, in order.
    pub fn captures(self) -> impl Iterator<Item = Square> {
        self.steps().map(|(over, _)| over)
    }
}

/// One square onward; construction keeps every path within `u8` coordinates.
#[inline]
fn step(sq: Square, dir: Direction) -> Square {
    let (df, dr) = dir.delta();
    Square::new((sq.file() as i32 + df) as u8, (sq.rank() as i32 + dr) as u8)
}

/// Canonical notation: `d5` for a removal, `b5-d5-f5` for a jump.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.origin)?;
        for (_, to) in self.steps() {
            write!(f, "-{to}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn straight_and_path_constructions_agree() {
        let a = Move::straight(sq("b5"), Direction::East, 2);
        let b = Move::from_path(&[sq("b5"), sq("d5"), sq("f5")]).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.to_string(), "b5-d5-f5");
        assert_eq!(a.captures().collect::<Vec<_>>(), [sq("c5"), sq("e5")]);
        assert_eq!(a.destination(), sq("f5"));
        assert!(a.is_straight());
    }

    #[test]
    fn turning_paths_keep_every_direction() {
        let m = Move::from_path(&[sq("b5"), sq("d5"), sq("d7"), sq("b7")]).unwrap();
        assert_eq!(m.to_string(), "b5-d5-d7-b7");
        assert_eq!(
            m.directions().collect::<Vec<_>>(),
            [Direction::East, Direction::North, Direction::West]
        );
        assert!(!m.is_straight());
    }

    #[test]
    fn paths_must_hop_two_squares_in_a_line() {
        assert!(Move::from_path(&[sq("b5")]).is_none());
        assert!(Move::from_path(&[sq("b5"), sq("c5")]).is_none());
        assert!(Move::from_path(&[sq("b5"), sq("d7")]).is_none());
        assert!(Move::from_path(&[sq("b5"), sq("f5")]).is_none());
    }

    #[test]
    fn longest_straight_jump_keeps_all_hops() {
        let m = Move::straight(sq("a1"), Direction::North, MAX_HOPS as u8);
        assert_eq!(m.hops(), MAX_HOPS);
        assert!(m.directions().all(|d| d == Direction::North));
        let removal = Move::removal(sq("d5"));
        assert!(removal.is_removal());
        assert_eq!(removal.to_string(), "d5");
    }
}
