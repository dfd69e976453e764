//! The board as text: a monospaced grid with coordinates, for terminals and
//! screen readers.

use crate::engine::{Color, Position, Square};

/// Rows from the top, each labelled with its number, then the column letters:
/// `x` a black stone, `o` a white one, `.` an empty square.
///
/// ```
/// use konane_bot::engine::Position;
/// use konane_bot::render::text_board;
///
/// let pos: Position = "xoxo/o..x/xoxo/oxox b".parse().unwrap();
/// assert_eq!(text_board(&pos), " 4 x o x o\n 3 o . . x\n 2 x o x o\n 1 o x o x\n   a b c d");
/// ```
pub fn text_board(pos: &Position) -> String {
    let size = pos.size();
    let width = size.rows().to_string().len();
    let mut lines = Vec::with_capacity(size.rows() + 1);
    for rank in (0..size.rows()).rev() {
        let cells: String = (0..size.cols())
            .map(
                |file| match pos.stone_at(Square::new(file as u8, rank as u8)) {
                    Some(Color::Black) => " x",
                    Some(Color::White) => " o",
                    None => " .",
                },
            )
            .collect();
        lines.push(format!("{:>w$}{cells}", rank + 1, w = width + 1));
    }
    let letters: String = (0..size.cols())
        .map(|file| format!(" {}", char::from(b'a' + file as u8)))
        .collect();
    lines.push(format!("{:w$}{letters}", "", w = width + 1));
    lines.join("\n")
}
