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
