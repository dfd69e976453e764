//! Zobrist keys, and the board symmetries the solver folds positions by.

use crate::engine::{Bits, Board, Color, JumpRule, Opening, Phase, Rules, Size};

/// Most squares on any board (16×16).
const MAX_SQUARES: usize = 256;

/// SplitMix64: a tiny, well-mixed generator, enough for keys and move noise.
#[derive(Clone, Debug)]
pub struct SplitMix(pub u64);

impl SplitMix {
    pub const fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`); the tiny modulo bias does not matter here.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

const fn make_keys() -> [[u64; MAX_SQUARES]; 2] {
    let mut rng = SplitMix(0x4B6F_6E61_6E65_2021);
    let mut keys = [[0; MAX_SQUARES]; 2];
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < MAX_SQUARES {
            keys[c][i] = rng.next_u64();
            i += 1;
        }
        c += 1;
    }
    keys
}

/// One random key per colour and square.
static STONE_KEYS: [[u64; MAX_SQUARES]; 2] = make_keys();
/// Mixed in when White is to move.
const WHITE_TO_MOVE: u64 = 0x6A09_E667_F3BC_C909;

fn color_index(c: Color) -> usize {
    match c {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// The Zobrist key of a board: the XOR of its stones' keys and the side to move.
pub fn hash<B: Bits>(board: &Board<B>) -> u64 {
    hash_with(board, [&STONE_KEYS[0], &STONE_KEYS[1]])
}

/// The key of `board` with `keys[colour][square]` as the stone keys.
fn hash_with<B: Bits>(board: &Board<B>, keys: [&[u64]; 2]) -> u64 {
    let mut h = if board.turn() == Color::White {
        WHITE_TO_MOVE
    } else {
        0
    };
    for c in [Color::Black, Color::White] {
        for i in board.stones(c).members() {
            h ^= keys[color_index(c)][i as usize];
        }
    }
    h
}

/// Mixed into every key so that positions under different rules (which are
/// different games) never share table entries.
pub fn rules_key(rules: Rules) -> u64 {
    let jumps = match rules.jumps {
        JumpRule::Straight => 0,
        JumpRule::Turning => 1,
    };
    let opening = match rules.opening {
        Opening::CentreOrCorner => 0,
        Opening::Centre => 1,
        Opening::Any => 2,
    };
    STONE_KEYS[1][255 - (jumps * 3 + opening)]
}

/// The key of `after`, one move from `before` whose key is `h`: only the
/// squares that changed are touched, a handful per move.
#[inline]
pub fn rehash<B: Bits>(h: u64, before: &Board<B>, after: &Board<B>) -> u64 {
    let mut h = h ^ WHITE_TO_MOVE;
    for c in [Color::Black, Color::White] {
        let keys = &STONE_KEYS[color_index(c)];
        for i in (before.stones(c) ^ after.stones(c)).members() {
            h ^= keys[i as usize];
        }
    }
    h
}

/// Where a symmetry sends (row, column).
type SquareMap = dyn Fn(usize, usize) -> (usize, usize);

/// The board's symmetries (8 on a square board, 4 otherwise), each as the
/// stone keys of the transformed square, so that the key of every image of
/// a position can be kept up to date as cheaply as the plain key.
///
/// A symmetry that sends the squares of one colour of the checkerboard to
/// the other's (a mirror across an even number of rows or columns) would
/// put each side's stones on the other's squares, where no game goes; its
/// image also swaps the stones' colours and the side to move. Once the
/// stones jump, the game is the same for both colours, so that image is the
/// same game for the side to move and turns up in play (the opening's
/// removals are not alike, so there the image is left out).
pub struct SymmetricKeys {
    /// `keys[colour * squares + square][s]`: the key of `square`'s image
    /// under symmetry `s`. A square's keys for every symmetry lie side by
    /// side, so that a move updates all the images at once.
    keys: Vec<Images>,
    /// For each symmetry, whether it swaps the colours.
    swaps: [bool; MAX_IMAGES],
    squares: usize,
    count: usize,
}

/// Most symmetries a board has (a square one).
pub const MAX_IMAGES: usize = 8;

/// One key per symmetric image of a position; past [`SymmetricKeys::count`]
/// the lanes are unused.
pub type Images = [u64; MAX_IMAGES];

impl SymmetricKeys {
    pub fn new(size: Size) -> SymmetricKeys {
        let (rows, cols) = (size.rows(), size.cols());
        let mut maps: Vec<Box<SquareMap>> = vec![
            Box::new(|r, c| (r, c)),
            Box::new(move |r, c| (r, cols - 1 - c)),
            Box::new(move |r, c| (rows - 1 - r, c)),
            Box::new(move |r, c| (rows - 1 - r, cols - 1 - c)),
        ];
        if rows == cols {
            let n = rows;
            maps.push(Box::new(|r, c| (c, r)));
            maps.push(Box::new(move |r, c| (n - 1 - c, n - 1 - r)));
            maps.push(Box::new(move |r, c| (c, n - 1 - r)));
            maps.push(Box::new(move |r, c| (n - 1 - c, r)));
        }
        let mut swaps = [false; MAX_IMAGES];
        for (swap, map) in swaps.iter_mut().zip(&maps) {
            // Each map moves every square's checkerboard colour alike.
            let (r, c) = map(0, 0);
            *swap = (r + c) % 2 == 1;
        }
        let squares = size.squares();
        let keys = (0..2 * squares)
            .map(|index| {
                let (colour, square) = (index / squares, index % squares);
                let mut images = [0; MAX_IMAGES];
                for ((image, map), &swap) in images.iter_mut().zip(&maps).zip(&swaps) {
                    let (r, c) = map(square / cols, square % cols);
                    let image_colour = if swap { 1 - colour } else { colour };
                    *image = STONE_KEYS[image_colour][r * cols + c];
                }
                images
            })
            .collect();
        SymmetricKeys {
            keys,
            swaps,
            squares,
            count: maps.len(),
        }
    }

    pub fn count(&self) -> usize {
        self.count
    }

    /// The keys of every image of `board` (side to move included).
    pub fn hashes<B: Bits>(&self, board: &Board<B>) -> Images {
        let white_to_move = board.turn() == Color::White;
        let mut out = [0; MAX_IMAGES];
        for (h, &swap) in out.iter_mut().zip(&self.swaps) {
            if white_to_move != swap {
                *h = WHITE_TO_MOVE;
            }
        }
        for c in [Color::Black, Color::White] {
            for i in board.stones(c).members() {
                self.toggle(&mut out, color_index(c), i as usize);
            }
        }
        if board.phase() != Phase::Jumping {
            // The colour-swapped images are not the same game here: each
            // stands in as the plain key, which the minimum already sees.
            let plain = out[0];
            for (h, &swap) in out.iter_mut().zip(&self.swaps) {
                if swap {
                    *h = plain;
                }
            }
        }
        out
    }

    #[inline]
    fn toggle(&self, out: &mut Images, colour: usize, square: usize) {
        let keys = &self.keys[colour * self.squares + square];
        for (h, k) in out.iter_mut().zip(keys) {
            *h ^= k;
        }
    }

    /// Updates the image keys in `out` from `before` to `after` (one move apart).
    #[inline]
    pub fn rehash<B: Bits>(&self, before: &Board<B>, after: &Board<B>, out: &mut Images) {
        if before.phase() != Phase::Jumping {
            // The opening's keys stood in for the swapped images: start afresh.
            *out = self.hashes(after);
            return;
        }
        for h in out.iter_mut() {
            *h ^= WHITE_TO_MOVE;
        }
        for c in [Color::Black, Color::White] {
            for i in (before.stones(c) ^ after.stones(c)).members() {
                self.toggle(out, color_index(c), i as usize);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Position, Square, WithBoard};

    struct Check;
    impl WithBoard for Check {
        type Output = ();
        fn run<B: Bits>(self, board: &Board<B>) {
            let sym = SymmetricKeys::new(board.size());
            let images = sym.hashes(board);
            assert_eq!(
                images[0],
                hash(board),
                "the identity image is the plain key"
            );
            board.for_each_move(Rules::default(), |m| {
                let mut after = *board;
                after.play_unchecked(m);
                assert_eq!(rehash(hash(board), board, &after), hash(&after));
                let mut updated = images;
                sym.rehash(board, &after, &mut updated);
                let fresh = sym.hashes(&after);
                assert_eq!(updated[..sym.count()], fresh[..sym.count()]);
            });
        }
    }

    #[test]
    fn incremental_keys_match_fresh_ones() {
        for text in [
            crate::engine::EXAMPLE_POSITION,
            "xoxo/oxox/xo../oxox b",
            "xoxox/oxoxo/x.x.x/oxoxo w",
            // The opening's removals, into the jumps.
            "xoxo/oxox/xoxo/oxox b",
            "xoxo/oxox/xoxo/oxo. w",
        ] {
            let pos: Position = text.parse().unwrap();
            pos.with_board(Check);
        }
    }

    #[test]
    fn mirror_images_share_their_key_set() {
        // A position and its half-turn rotation have the same set of image keys.
        assert_eq!(
            image_keys("xoxo/oxox/xo../oxox b"),
            image_keys("xoxo/..ox/xoxo/oxox b")
        );
    }

    /// The image keys of a position, sorted, without repeats.
    fn image_keys(text: &str) -> Vec<u64> {
        let pos: Position = text.parse().unwrap();
        image_keys_altered(&pos, pos.turn(), None)
    }

    /// [`image_keys`] with `turn` to move and `hole` emptied, even where no
    /// game goes.
    fn image_keys_altered(pos: &Position, turn: Color, hole: Option<&str>) -> Vec<u64> {
        struct Images(Color, Option<Square>);
        impl WithBoard for Images {
            type Output = Vec<u64>;
            fn run<B: Bits>(self, board: &Board<B>) -> Vec<u64> {
                let mut board = board.with_turn(self.0);
                if let Some(hole) = self.1 {
                    board.put(hole, None);
                }
                let sym = SymmetricKeys::new(board.size());
                let mut v = sym.hashes(&board)[..sym.count()].to_vec();
                v.sort_unstable();
                v.dedup();
                v
            }
        }
        let hole = hole.map(|h| h.parse::<Square>().unwrap());
        pos.with_board(Images(turn, hole))
    }

    #[test]
    fn a_colour_swapped_mirror_shares_the_key_set_once_the_stones_jump() {
        // Upside down on 4 rows, each stone lands on the other colour's
        // squares: swapped, with the other side to move, it is the same game.
        let a = image_keys("xoxo/oxox/xo../oxox b");
        let b = image_keys("xoxo/ox../xoxo/oxox w");
        assert_eq!(a, b);
        // The same stones with the same side to move are another game.
        assert!(
            a.iter()
                .all(|k| !image_keys("xoxo/ox../xoxo/oxox b").contains(k))
        );
    }

    #[test]
    fn the_openings_removals_are_not_folded_by_colour() {
        // Black removes from the full board, and White beside Black's hole;
        // the colour-swapped images (no game reaches them, but a board can
        // hold them) would have White remove first, and Black beside a hole
        // of White's: other games.
        let full_board: Position = "xoxo/oxox/xoxo/oxox b".parse().unwrap();
        let full = image_keys("xoxo/oxox/xoxo/oxox b");
        let full_white_to_move = image_keys_altered(&full_board, Color::White, None);
        assert!(full.iter().all(|k| !full_white_to_move.contains(k)));
        let black_hole = image_keys("xoxo/oxox/xoxo/oxo. w");
        let white_hole = image_keys_altered(&full_board, Color::Black, Some("d4"));
        assert!(black_hole.iter().all(|k| !white_hole.contains(k)));
    }
}
