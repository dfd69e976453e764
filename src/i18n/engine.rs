//! The engine's refusals as messages: the engine's own `Display` texts are
//! English for tools and logs, and these are what players read.

use super::{Lang, Message};
use crate::engine::{
    Move, MoveError, ParseMoveReason, ParsePositionError, PlayError, Size, SizeError, Square,
    StartError, VariantError,
};

/// Why a move's text names no legal move.
pub fn move_error(e: &MoveError, lang: Lang) -> Message {
    match e {
        MoveError::Syntax(parse) => {
            let message = match &parse.reason {
                ParseMoveReason::Empty => Message::new("error-move-empty"),
                ParseMoveReason::TooManySquares => {
                    Message::new("error-move-too-long").with("max", crate::engine::MAX_HOPS)
                }
                ParseMoveReason::NotASquare { rest } => {
                    Message::new("error-move-not-a-square").with("rest", rest.clone())
                }
                ParseMoveReason::NoSquare => Message::new("error-move-no-square"),
            };
            message.with("text", parse.text.clone())
        }
        MoveError::NotAHop { from, to } => Message::new("error-not-a-hop")
            .with("from", square(*from))
            .with("to", square(*to)),
        MoveError::Ambiguous { text, candidates } => Message::new("error-ambiguous")
            .with("text", text.clone())
            .with("candidates", or_list(candidates, lang)),
        MoveError::TooVague { text } => Message::new("error-too-vague").with("text", text.clone()),
        MoveError::Illegal(e) => play_error(e),
    }
}

fn play_error(e: &PlayError) -> Message {
    match e {
        PlayError::ExpectedRemoval { mover } => {
            Message::new("error-expected-removal").with("colour", mover.name())
        }
        PlayError::ExpectedJump => Message::new("error-expected-jump"),
        PlayError::OffBoard { square: sq, size } => Message::new("error-off-board")
            .with("square", square(*sq))
            .with("size", size.to_string())
            .with("last-column", last_column(*size))
            .with("rows", size.rows()),
        PlayError::EmptySquare { square: sq, mover } => Message::new("error-empty-square")
            .with("square", square(*sq))
            .with("colour", mover.name()),
        PlayError::NotYourStone { square: sq, mover } => Message::new("error-not-your-stone")
            .with("square", square(*sq))
            .with("colour", mover.name()),
        PlayError::OpeningNotAllowed {
            square: sq,
            opening,
        } => Message::new("error-opening-not-allowed")
            .with("square", square(*sq))
            .with("opening", opening.name()),
        PlayError::NotAdjacent {
            square: sq,
            emptied,
        } => Message::new("error-not-adjacent")
            .with("square", square(*sq))
            .with("emptied", square(*emptied)),
        PlayError::NothingToJump { over } => {
            Message::new("error-nothing-to-jump").with("over", square(*over))
        }
        PlayError::LandingOccupied { landing } => {
            Message::new("error-landing-occupied").with("landing", square(*landing))
        }
        PlayError::NotStraight => Message::new("error-not-straight"),
    }
}

/// Why a combination of settings can't be played.
pub fn variant_error(e: &VariantError) -> Message {
    match e {
        VariantError::NoBlackCentre(size) => {
            Message::new("error-no-black-centre").with("size", size.to_string())
        }
    }
}

/// Why position text doesn't read as a position a game may start from.
pub fn position_error(e: &ParsePositionError) -> Message {
    match e {
        ParsePositionError::Size(e) => size_error(e),
        ParsePositionError::WrongParity { color, square: sq } => {
            Message::new("error-position-parity")
                .with("colour", color.name())
                .with("square", square(*sq))
        }
        // Two removals that no opening makes, or White to move after them.
        ParsePositionError::RemovalsApart(..)
        | ParsePositionError::WrongTurn { empties: 2, .. } => {
            Message::new("error-position-unreachable")
        }
        // Positions with one empty square or none are still in the opening.
        ParsePositionError::FirstHoleNotBlack(_) | ParsePositionError::WrongTurn { .. } => {
            Message::new("error-position-opening")
        }
        ParsePositionError::MissingTurn
        | ParsePositionError::BadTurn(_)
        | ParsePositionError::BadChar { .. }
        | ParsePositionError::Ragged { .. } => {
            Message::new("error-position-syntax").with("example", crate::engine::EXAMPLE_POSITION)
        }
    }
}

/// Why a position can't start a game.
pub fn start_error(e: &StartError) -> Message {
    match e {
        StartError::WrongSize { given, expected } => Message::new("error-position-size")
            .with("given", given.to_string())
            .with("expected", expected.to_string()),
        StartError::OpeningNotPlayed => Message::new("error-position-opening"),
        StartError::NotAfterOpening => Message::new("error-position-unreachable"),
        StartError::NoMoves(colour) => {
            Message::new("error-position-over").with("colour", colour.name())
        }
    }
}

/// Why a board size can't be used.
pub fn size_error(e: &SizeError) -> Message {
    match e {
        SizeError::OutOfRange { rows, cols } => Message::new("error-size-out-of-range")
            .with("rows", *rows)
            .with("cols", *cols),
        SizeError::Syntax(text) => Message::new("error-size-syntax").with("text", text.clone()),
    }
}

fn square(sq: Square) -> String {
    sq.to_string()
}

fn last_column(size: Size) -> String {
    char::from(b'a' + u8::try_from(size.cols() - 1).unwrap_or(0)).to_string()
}

/// "a or b or c", joined as `lang` joins alternatives.
fn or_list(moves: &[Move], lang: Lang) -> String {
    let names: Vec<String> = moves.iter().map(Move::to_string).collect();
    names.join(&lang.text("list-or"))
}
