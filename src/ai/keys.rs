//! Zobrist keys, and the board symmetries the solver folds positions by.

use crate::engine::{Bits, Board, Color, JumpRule, Opening, Rules, Size};

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
pub struct SymmetricKeys {
    /// `keys[colour * squares + square][s]`: the key of `square`'s image
    /// under symmetry `s`. A square's keys for every symmetry lie side by
    /// side, so that a move updates all the images at once.
    keys: Vec<Images>,
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
        let squares = size.squares();
        let keys = (0..2 * squares)
            .map(|index| {
                let (colour, square) = (index / squares, index % squares);
                let mut images = [0; MAX_IMAGES];
                for (image, map) in images.iter_mut().zip(&maps) {
                    let (r, c) = map(square / cols, square % cols);
                    *image = STONE_KEYS[colour][r * cols + c];
                }
                images
            })
            .collect();
        SymmetricKeys {
            keys,
            squares,
            count: maps.len(),
        }
    }

    pub fn count(&self) -> usize {
        self.count
    }

    /// The keys of every image of `board` (side to move included).
    pub fn hashes<B: Bits>(&self, board: &Board<B>) -> Images {
        let mut out = if board.turn() == Color::White {
            [WHITE_TO_MOVE; MAX_IMAGES]
        } else {
            [0; MAX_IMAGES]
        };
        for c in [Color::Black, Color::White] {
            for i in board.stones(c).members() {
                self.toggle(&mut out, color_index(c), i as usize);
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
    use crate::engine::{Position, WithBoard};

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
        ] {
            let pos: Position = text.parse().unwrap();
            pos.with_board(Check);
        }
    }

    #[test]
    fn mirror_images_share_their_key_set() {
        // A position and its half-turn rotation have the same set of image keys.
        let a: Position = "xoxo/oxox/xo../oxox b".parse().unwrap();
        let b: Position = "xoxo/..ox/xoxo/oxox b".parse().unwrap();
        struct Images;
        impl WithBoard for Images {
            type Output = Vec<u64>;
            fn run<B: Bits>(self, board: &Board<B>) -> Vec<u64> {
                let sym = SymmetricKeys::new(board.size());
                let mut v = sym.hashes(board)[..sym.count()].to_vec();
                v.sort_unstable();
                v
            }
        }
        assert_eq!(a.with_board(Images), b.with_board(Images));
    }
}
