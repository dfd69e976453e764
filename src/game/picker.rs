//! The move picker's content, the same for every front end: the stones
//! that can move, each with its number of moves, a stone's moves, and pages
//! of them. Discord shows them as select menus (`discord::reply`); the
//! terminal could page through them too.

use std::ops::ControlFlow;

use super::GameView;
use crate::engine::{Color, Move, Position, Rules, Square};
use crate::values::GameId;

/// Options on one page: Discord's limit on one select menu, and as good a
/// page as any elsewhere.
pub const MAX_MENU_OPTIONS: usize = 25;

/// Options of a paged list: everything fits, or a page of one fewer and a
/// last option that asks for the next page.
pub const PAGE: usize = MAX_MENU_OPTIONS - 1;

/// Moves are counted up to this many: beyond, "or more" says enough.
pub const COUNT_UP_TO: u64 = 1000;

/// The moves of one stone its menu pages through: the first this many the
/// generator finds. Any other move can be typed.
pub const MAX_STONE_MOVES: usize = 240;

/// A page of `items`, and whether more follow it.
pub fn page_of<T>(items: &[T], page: usize) -> (&[T], bool) {
    if items.len() <= MAX_MENU_OPTIONS {
        return (if page == 0 { items } else { &[] }, false);
    }
    let start = page.saturating_mul(PAGE).min(items.len());
    let end = start.saturating_add(PAGE).min(items.len());
    (&items[start..end], end < items.len())
}

/// Picking a move in one position of one game.
#[derive(Clone, Copy, Debug)]
pub struct Picker {
    pub game: GameId,
    pub ply: usize,
    pub turn: Color,
}

impl Picker {
    pub fn of(view: &GameView) -> Picker {
        Picker {
            game: view.id,
            ply: view.ply(),
            turn: view.game.turn(),
        }
    }

    /// The stones that can move in `pos`, each with its number of moves
    /// (counted up to [`COUNT_UP_TO`]).
    pub fn stones(self, pos: &Position, rules: Rules) -> Vec<(Square, u64)> {
        pos.movable_squares(rules)
            .into_iter()
            .map(|sq| {
                let mut n = 0;
                let _ = pos.try_for_each_legal_move(rules, Some(sq), |_| {
                    n += 1;
                    if n >= COUNT_UP_TO {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                });
                (sq, n)
            })
            .collect()
    }

    /// The moves the picker offers for the stone on `from`: at most
    /// [`MAX_STONE_MOVES`], the same ones each time for one position.
    pub fn stone_moves(pos: &Position, rules: Rules, from: Square) -> Vec<Move> {
        pos.moves_from(rules, Some(from), MAX_STONE_MOVES)
    }
}
