//! Perft: the number of leaf positions a fixed number of moves ahead, the
//! standard check that move generation is exactly right.
//!
//! A line that ends early because the side to move has no move is not a leaf.
//! The last ply is counted in bulk (moves are counted, not made), which is what
//! makes perft fast enough to benchmark the generator.

use super::bitboard::Bits;
use super::board::Board;
use super::variant::Rules;

pub fn perft<B: Bits>(board: &Board<B>, depth: u32, rules: Rules) -> u64 {
    match depth {
        0 => 1,
        1 => board.count_moves(rules),
        _ => {
            let mut leaves = 0;
            board.for_each_move(rules, |m| {
                let mut next = *board;
                next.play_unchecked(m);
                leaves += perft(&next, depth - 1, rules);
            });
            leaves
        }
    }
}
