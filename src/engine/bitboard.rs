//! Bit sets over a board's squares: one bit a square, `rank * cols + file`.
//!
//! The rules are written once, generic over [`Bits`], and instantiated for the
//! smallest native width that holds the board: `u64` (up to 64 squares, so 8×8),
//! `u128` (up to 128) and a 256-bit integer (up to 16×16). The hot loops then
//! run on single machine words for the common sizes.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

use ethnum::U256;

/// A fixed-width set of square indices.
pub trait Bits:
    Copy
    + Eq
    + Hash
    + Debug
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitAndAssign
    + BitOr<Output = Self>
    + BitOrAssign
    + BitXor<Output = Self>
    + BitXorAssign
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// The empty set.
    const ZERO: Self;
    /// How many squares fit.
    const CAPACITY: u32;

    /// The set holding only `index`.
    fn bit(index: u32) -> Self;
    /// Number of members.
    fn count(self) -> u32;
    /// The smallest member; `CAPACITY` for the empty set.
    fn first(self) -> u32;
    /// The set without its smallest member.
    fn without_first(self) -> Self;

    #[inline]
    fn is_empty(self) -> bool {
        self == Self::ZERO
    }

    #[inline]
    fn has(self, index: u32) -> bool {
        !(self & Self::bit(index)).is_empty()
    }

    /// The members in increasing order.
    #[inline]
    fn members(self) -> Members<Self> {
        Members(self)
    }
}

macro_rules! native_bits {
    ($t:ty) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const CAPACITY: u32 = <$t>::BITS;

            #[inline]
            fn bit(index: u32) -> Self {
                1 << index
            }
            #[inline]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn first(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline]
            fn without_first(self) -> Self {
                self & self.wrapping_sub(1)
            }
        }
    };
}

native_bits!(u64);
native_bits!(u128);

impl Bits for U256 {
    const ZERO: Self = U256::ZERO;
    const CAPACITY: u32 = 256;

    #[inline]
    fn bit(index: u32) -> Self {
        U256::ONE << index
    }
    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn first(self) -> u32 {
        self.trailing_zeros()
    }
    #[inline]
    fn without_first(self) -> Self {
        self & self.wrapping_sub(U256::ONE)
    }
}

/// Iterator over the members of a set, smallest first.
#[derive(Clone, Copy, Debug)]
pub struct Members<B>(B);

impl<B: Bits> Iterator for Members<B> {
    type Item = u32;

    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.0.is_empty() {
            return None;
        }
        let index = self.0.first();
        self.0 = self.0.without_first();
        Some(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip<B: Bits>() {
        let indices = [0, 1, 7, B::CAPACITY / 2, B::CAPACITY - 1];
        let mut set = B::ZERO;
        for &i in &indices {
            set |= B::bit(i);
        }
        assert_eq!(set.count(), indices.len() as u32);
        assert_eq!(set.members().collect::<Vec<_>>(), indices);
        assert!(set.has(7) && !set.has(2));
        assert_eq!(B::ZERO.first(), B::CAPACITY);
    }

    #[test]
    fn members_come_out_in_order_for_every_width() {
        roundtrip::<u64>();
        roundtrip::<u128>();
        roundtrip::<U256>();
    }
}
