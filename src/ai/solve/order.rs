//! How the solver orders a position's moves: the sort key, and the
//! children it lists, keys and counts.

use std::ops::ControlFlow;

use super::{SOLVER_SALT, Solver};
use crate::ai::keys::{self, Images, SymmetricKeys};
use crate::ai::search;
use crate::engine::{Bits, Board, Move};

/// The sort key of a move: `(fewest replies, the killer, most own moves,
/// most symmetries)` in that order of importance, packed in one number so
/// that the solver's hottest sort compares one word. Own moves count up to
/// [`OWN_COUNTED`]; `symmetries` is how many of the board's symmetries
/// (besides the identity) leave the position after the move unchanged.
pub(super) const fn rank(replies: u64, is_killer: bool, own: u64, symmetries: u64) -> u64 {
    let own = if own < OWN_COUNTED { own } else { OWN_COUNTED };
    let symmetries = if symmetries < SYMMETRIES_COUNTED {
        symmetries
    } else {
        SYMMETRIES_COUNTED
    };
    (replies << 12)
        | ((!is_killer as u64) << 11)
        | ((OWN_COUNTED - own) << 3)
        | (SYMMETRIES_COUNTED - symmetries)
}

/// In the opening, while at most this many stones have left the board,
/// moves rank first by [`opening_lead`].
pub(super) const OPENING_STONES_GONE: usize = 8;

/// The leading part of an opening move's sort key ([`rank()`] below it):
/// twice its replies less its own moves. In the opening a move that
/// leaves the opponent few replies but the mover few moves too often
/// fails; weighing both tried fewer failing first moves (6×7 on one thread
/// in 288 M nodes against 304 M, 6×6 in 9.4 M against 10.5 M). Replies
/// weighed once, thrice or four times against own moves did worse; so did
/// the lead deeper into the game (6×6 from 20 stones: 10.4 M nodes).
pub(super) const fn opening_lead(replies: u64, own: u64) -> u64 {
    let own = if own < OWN_COUNTED { own } else { OWN_COUNTED };
    // Above rank()'s replies, which take at most 13 bits from bit 12.
    (2 * replies + OWN_COUNTED - own) << 25
}

/// Own moves past this many rank alike.
pub(super) const OWN_COUNTED: u64 = 255;
/// A board has at most 7 symmetries besides the identity.
pub(super) const SYMMETRIES_COUNTED: u64 = 7;

/// A move and what the solver needs of the position after it.
#[derive(Clone, Copy)]
pub(super) struct Child {
    /// The opponent's moves after it (at most [`search::MAX_MOVES`]).
    pub(super) replies: u64,
    /// Sort key ([`rank()`], in the opening after [`opening_lead`]): fewest
    /// replies first; among equals, the ply's last winning move, then the
    /// move that leaves the mover the most moves of its own (once counted),
    /// then, of two removals, the one that leaves the most symmetric
    /// position: its replies come in twins that the table proves once (on
    /// 6×7, after Black's d3, White's d4 keeps the board's mirror and is
    /// proved in 28 M nodes; c3, tied with it before, in 426 M). Among jumps
    /// the same tie-break cost 7×7 a tenth more nodes, so it is left to
    /// removals.
    pub(super) rank: u64,
    pub(super) own_counted: bool,
    pub(super) m: Move,
    pub(super) images: Images,
}

impl Solver<'_> {
    pub(super) fn images<B: Bits>(&mut self, board: &Board<B>) -> Images {
        let size = board.size();
        let symmetry = self
            .symmetry
            .get_or_insert_with(|| SymmetricKeys::new(size));
        symmetry.hashes(board)
    }

    /// How many of the board's symmetries, besides the identity, leave the
    /// position whose images' keys are `images` unchanged. (Before Black's
    /// removal is answered, the colour-swapped images stand in as the plain
    /// key and count as symmetries, alike for every sibling: the order
    /// among them is the same.)
    #[inline]
    fn symmetries(&self, images: &Images) -> u64 {
        let count = self.symmetry.as_ref().map_or(1, SymmetricKeys::count);
        images[1..count].iter().filter(|&&k| k == images[0]).count() as u64
    }

    /// The table key of a position from its images' keys: the same for
    /// every symmetric image.
    #[inline]
    pub(super) fn key(&self, images: &Images) -> u64 {
        let count = self.symmetry.as_ref().map_or(1, SymmetricKeys::count);
        images[..count].iter().copied().min().unwrap_or(0)
            ^ SOLVER_SALT
            ^ keys::rules_key(self.rules)
    }

    /// The moves of `board`, fewest opponent replies first: replies that
    /// leave the opponent little to do are the likeliest wins, and a count
    /// of zero is a win outright. Each child's table slot is fetched from
    /// memory as it is listed, so that the probes that follow (most of the
    /// solver's time was spent waiting on them) overlap instead of stalling.
    pub(super) fn ordered_children<B: Bits>(
        &mut self,
        board: &Board<B>,
        images: &Images,
        ply: usize,
    ) -> Vec<Child> {
        while self.children.len() <= ply {
            self.children.push(Vec::new());
            self.killers.push(None);
        }
        let killer = self.killers[ply];
        let mut list = std::mem::take(&mut self.children[ply]);
        list.clear();
        let rules = self.rules;
        let mut winner = false;
        let stones = board.occupied().count();
        let complete = board
            .try_for_each_move(rules, |m| {
                if list.len() == search::MAX_MOVES as usize {
                    return ControlFlow::Break(());
                }
                let mut child = *board;
                child.play_unchecked(m);
                let replies = child.count_moves_up_to(rules, search::MAX_MOVES);
                let mut child_images = *images;
                // The root keys every move: it tells symmetric twins apart by key.
                let keyed = ply == 0 || self.keyed(stones, m);
                if keyed && let Some(symmetry) = &self.symmetry {
                    symmetry.rehash(board, &child, &mut child_images);
                }
                if replies == 0 && ply > 0 {
                    // A move that leaves the opponent stuck wins: the others
                    // need not be looked at. (The root lists them all, so
                    // that the move it names is the best ranked winner.)
                    list.clear();
                    list.push(Child {
                        replies,
                        rank: 0,
                        own_counted: true,
                        m,
                        images: child_images,
                    });
                    winner = true;
                    return ControlFlow::Break(());
                }
                let mut symmetries = 0;
                if keyed {
                    self.table.prefetch(self.key(&child_images));
                    if m.is_removal() {
                        symmetries = self.symmetries(&child_images);
                    }
                }
                list.push(Child {
                    replies,
                    // Own moves are counted later, for the moves that need it.
                    rank: rank(replies, Some(m) == killer, 0, symmetries),
                    own_counted: false,
                    m,
                    images: child_images,
                });
                ControlFlow::Continue(())
            })
            .is_continue();
        if stones as usize + OPENING_STONES_GONE >= board.size().squares() {
            // (Below the root, a move that leaves the opponent stuck is the
            // list's only one, its rank final.)
            for c in list.iter_mut().filter(|c| !c.own_counted) {
                let own = self.own_moves(board, c.m);
                Self::set_own(c, own);
                c.rank |= opening_lead(c.replies, own);
            }
        } else {
            // Own moves are counted first for the moves with fewest replies
            // only: one of them is tried first, and most often wins.
            let fewest = list.iter().map(|c| c.replies).min().unwrap_or(0);
            for c in list.iter_mut().filter(|c| c.replies == fewest) {
                self.count_own(board, c);
            }
        }
        if !complete && !winner {
            // A proof must see every move; this many is past what it can afford.
            self.budget.give_up();
        }
        list.sort_by_key(|c| c.rank);
        list
    }

    /// Whether the position after `m`, from one of `stones` stones, is
    /// looked up in the table (a smaller one is proved by a plain search).
    #[inline]
    pub(super) fn keyed(&self, stones: u32, m: Move) -> bool {
        let taken = m.hops().max(1) as u32;
        stones.saturating_sub(taken) >= self.table_min_stones
    }

    /// Breaks `c`'s tie with moves of as many replies: the more moves it
    /// leaves the mover, the sooner it is tried.
    fn count_own<B: Bits>(&self, board: &Board<B>, c: &mut Child) {
        if !c.own_counted {
            Self::set_own(c, self.own_moves(board, c.m));
        }
    }

    /// The moves the side to move would have after `m` if it moved again.
    fn own_moves<B: Bits>(&self, board: &Board<B>, m: Move) -> u64 {
        let mut child = *board;
        child.play_unchecked(m);
        child
            .with_turn(board.turn())
            .count_moves_up_to(self.rules, search::MAX_MOVES)
    }

    /// Puts `own` own moves in the rank of `c`, made with none counted.
    fn set_own(c: &mut Child, own: u64) {
        c.rank -= own.min(OWN_COUNTED) << 3;
        c.own_counted = true;
    }

    /// Puts `rest` in full order, own moves counted, for when the first
    /// move did not win.
    pub(super) fn order_rest<B: Bits>(&self, board: &Board<B>, rest: &mut [Child]) {
        for c in rest.iter_mut() {
            self.count_own(board, c);
        }
        rest.sort_by_key(|c| c.rank);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Limits, Stop, Table, search};
    use crate::engine::Rules;

    #[test]
    fn ranks_order_replies_then_the_killer_then_own_moves_then_symmetries() {
        assert!(
            rank(1, false, 0, 0) < rank(2, true, 255, 7),
            "fewer replies first"
        );
        assert!(
            rank(1, true, 0, 0) < rank(1, false, 255, 7),
            "then the killer"
        );
        assert!(
            rank(1, false, 5, 0) < rank(1, false, 4, 7),
            "then more own moves"
        );
        assert!(
            rank(1, false, 4, 1) < rank(1, false, 4, 0),
            "then more symmetries"
        );
        assert_eq!(rank(3, false, 300, 0), rank(3, false, OWN_COUNTED, 0));
        assert_eq!(rank(3, false, 3, 9), rank(3, false, 3, SYMMETRIES_COUNTED));
        // Counting own moves later, by subtraction, gives the same rank.
        assert_eq!(rank(2, true, 0, 1) - (7 << 3), rank(2, true, 7, 1));
    }

    #[test]
    fn of_tied_moves_the_one_that_keeps_a_mirror_is_tried_first() {
        // 6×7 after Black's d3: White's c3, d4 and e3 leave 3 replies and 3
        // moves of White's own each; only d4 leaves the board its left-right
        // mirror.
        let table = Table::with_bytes(Table::MIN_BYTES);
        let stop = Stop::new();
        let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
        let mut board = Board::<u64>::full("6x7".parse().expect("a size"));
        board.play_unchecked(Move::removal("d3".parse().expect("a square")));
        let first = solver.root_children(&board)[0].m.to_string();
        assert_eq!(first, "d4");
    }

    #[test]
    fn opening_moves_rank_by_twice_their_replies_less_their_own_moves() {
        // Two replies and five own moves come before one reply and none.
        assert!(
            opening_lead(2, 5) | rank(2, false, 5, 0) < opening_lead(1, 0) | rank(1, true, 0, 7)
        );
        // The lead outranks everything rank() says, whatever the replies.
        assert!(rank(search::MAX_MOVES, false, 0, 0) < opening_lead(0, OWN_COUNTED - 1));
        assert_eq!(opening_lead(3, 300), opening_lead(3, OWN_COUNTED));
    }

    /// 2 × replies − own moves of each root move of `board`, in the solver's
    /// order, counted with the engine alone.
    fn leads_in_order(board: &Board<u64>) -> Vec<(i64, u64)> {
        let table = Table::with_bytes(Table::MIN_BYTES);
        let stop = Stop::new();
        let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
        let rules = Rules::default();
        solver
            .root_children(board)
            .iter()
            .map(|c| {
                let mut child = *board;
                child.play_unchecked(c.m);
                let replies = child.count_moves(rules);
                let own = child.with_turn(board.turn()).count_moves(rules);
                (2 * replies as i64 - own as i64, replies)
            })
            .collect()
    }

    #[test]
    fn the_opening_tries_moves_by_the_lead_and_later_plies_by_fewest_replies() {
        let size: crate::engine::Size = "6x7".parse().expect("a size");
        let rules = Rules::default();
        let play_first = |board: &mut Board<u64>| {
            let mut first = None;
            let _ = board.try_for_each_move(rules, |m| {
                first = Some(m);
                ControlFlow::Break(())
            });
            board.play_unchecked(first.expect("a move in the opening"));
        };
        let in_opening = |board: &Board<u64>| {
            board.occupied().count() as usize + OPENING_STONES_GONE >= size.squares()
        };
        let mut board = Board::<u64>::full(size);
        for m in ["a6", "a5"] {
            board.play_unchecked(Move::removal(m.parse().expect("a square")));
        }
        let mut told_apart = false;
        while in_opening(&board) {
            let leads = leads_in_order(&board);
            assert!(leads.is_sorted_by_key(|&(lead, _)| lead), "{leads:?}");
            told_apart |= !leads.is_sorted_by_key(|&(_, replies)| replies);
            play_first(&mut board);
        }
        assert!(
            told_apart,
            "no position on the way orders by the lead alone"
        );
        // Past the opening, fewest replies first.
        let replies: Vec<u64> = leads_in_order(&board).iter().map(|&(_, r)| r).collect();
        assert!(replies.len() > 1, "{replies:?}");
        assert!(replies.is_sorted(), "{replies:?}");
    }
}
