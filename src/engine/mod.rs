//! The rules of Kōnane: boards from 4×4 to 16×16, the opening removals, straight
//! and turning jumps, notation, position text, game records and perft.
//!
//! No I/O and no async here: everything above builds on these types.

mod bitboard;
mod board;
mod game;
mod moves;
mod notation;
mod perft;
mod position;
mod record;
mod square;
mod variant;

pub use bitboard::{Bits, Members};
pub use board::{Board, Phase, PlayError};
pub use game::{EndReason, Game, Outcome, StartError, TurnError};
pub use moves::{MAX_HOPS, Move};
pub use notation::{
    MoveError, MoveNumber, MoveNumberError, MoveText, ParseMoveError, ParseMoveReason, numbered,
    parse_move,
};
pub use position::{ParsePositionError, Position, WithBoard};
pub use record::{Record, RecordError, RecordsError};
pub use square::{ByColor, Color, Direction, ParseSquareError, Size, SizeError, Square};
pub use variant::{
    JumpRule, Opening, ParseSettingError, Rules, Variant, VariantError, is_centre, is_corner,
};

/// A 16×16 position built to have more legal moves than anything could
/// list, under turning jumps: every black square of a 9×9 block is empty, so
/// the black stones around it can snake through the white stones inside
/// along more than ten million paths. Benchmarks and tests of bounded work
/// per request use it.
pub const CROWDED_POSITION: &str = concat!(
    "xoxoxoxoxoxoxoxo/",
    "oxoxoxoxoxoxoxox/",
    "xoxoxoxoxoxoxoxo/",
    "oxo.o.o.o.o.oxox/",
    "xoxo.o.o.o.oxoxo/",
    "oxo.o.o.o.o.oxox/",
    "xoxo.o.o.o.oxoxo/",
    "oxo.o.o.o.o.oxox/",
    "xoxo.o.o.o.oxoxo/",
    "oxo.o.o.o.o.oxox/",
    "xoxo.o.o.o.oxoxo/",
    "oxo.o.o.o.o.oxox/",
    "xoxoxoxoxoxoxoxo/",
    "oxoxoxoxoxoxoxox/",
    "xoxoxoxoxoxoxoxo/",
    "oxoxoxoxoxoxoxox b",
);

/// The rules file's example: 8×8 after Black removes d5 and White e5, Black to jump.
pub const EXAMPLE_POSITION: &str =
    "xoxoxoxo/oxoxoxox/xoxoxoxo/oxo..xox/xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxoxox b";
