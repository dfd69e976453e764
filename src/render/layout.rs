//! Where everything goes in a board image: square cells, coordinate margins
//! and the caption strip. Public so tests and tools can find a square's pixels.

use crate::engine::{Size, Square};

/// Pixel geometry of one board image.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    pub size: Size,
    /// Side of one square cell, in pixels (cells are always square).
    pub cell: u32,
    /// Left edge of column `a`.
    pub board_left: u32,
    /// Top edge of the top row.
    pub board_top: u32,
    /// Height of the caption strip above the board (0 without one).
    pub caption_height: u32,
    pub width: u32,
    pub height: u32,
}

/// Cells never grow beyond this, so small boards do not become huge stones.
const MAX_CELL: u32 = 110;

impl Layout {
    /// A layout whose board fits `board_px` on its longer side.
    pub fn new(size: Size, board_px: u32, caption: bool) -> Layout {
        let longest = size.rows().max(size.cols()) as u32;
        let cell = (board_px / longest).clamp(16, MAX_CELL);
        let margin = (cell * 45 / 100).max(28);
        let caption_height = if caption {
            (cell * 8 / 10).clamp(64, 84)
        } else {
            0
        };
        let board_w = cell * size.cols() as u32;
        let board_h = cell * size.rows() as u32;
        Layout {
            size,
            cell,
            board_left: margin,
            board_top: caption_height + margin,
            caption_height,
            width: board_w + 2 * margin,
            height: caption_height + board_h + 2 * margin,
        }
    }

    /// The standard layout of board PNGs: about 800 pixels wide for 8×8.
    pub fn standard(size: Size) -> Layout {
        Layout::new(size, 720, true)
    }

    /// Top-left pixel of a square's cell.
    pub fn cell_origin(&self, sq: Square) -> (u32, u32) {
        let row_from_top = self.size.rows() as u32 - 1 - sq.rank() as u32;
        (
            self.board_left + sq.file() as u32 * self.cell,
            self.board_top + row_from_top * self.cell,
        )
    }

    /// Centre of a square's cell.
    pub fn center(&self, sq: Square) -> (f32, f32) {
        let (x, y) = self.cell_origin(sq);
        let half = self.cell as f32 / 2.0;
        (x as f32 + half, y as f32 + half)
    }

    /// The square whose cell holds a pixel, if any.
    pub fn square_at(&self, x: u32, y: u32) -> Option<Square> {
        if x < self.board_left || y < self.board_top {
            return None;
        }
        let file = (x - self.board_left) / self.cell;
        let row_from_top = (y - self.board_top) / self.cell;
        if file >= self.size.cols() as u32 || row_from_top >= self.size.rows() as u32 {
            return None;
        }
        let rank = self.size.rows() as u32 - 1 - row_from_top;
        Some(Square::new(file as u8, rank as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_board_is_about_800_wide_and_cells_stay_square() {
        let l = Layout::standard(Size::STANDARD);
        assert_eq!(l.width, 800);
        let wide = Layout::standard(Size::new(4, 16).unwrap());
        assert_eq!(wide.width - 2 * wide.board_left, 16 * wide.cell);
        assert!(wide.height < wide.width);
        let small = Layout::standard(Size::new(4, 4).unwrap());
        assert_eq!(small.cell, MAX_CELL);
    }

    #[test]
    fn square_at_inverts_cell_origin() {
        let l = Layout::standard(Size::new(5, 7).unwrap());
        for sq in l.size.all_squares() {
            let (x, y) = l.cell_origin(sq);
            assert_eq!(l.square_at(x, y), Some(sq));
            assert_eq!(l.square_at(x + l.cell - 1, y + l.cell - 1), Some(sq));
        }
        assert_eq!(l.square_at(0, 0), None);
    }
}
