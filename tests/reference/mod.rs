//! A plain, obviously-correct rules implementation on a grid of characters,
//! written straight from the rules file and sharing no code with the engine.
//! The fast bitboard engine is tested against it.

#![allow(dead_code)]

use std::collections::BTreeSet;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPos {
    /// `cells[row][col]`, row 0 at the top: 'x', 'o' or '.'.
    pub cells: Vec<Vec<char>>,
    /// 'b' or 'w'.
    pub turn: char,
}

pub const DIRS: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

impl RefPos {
    pub fn parse(text: &str) -> RefPos {
        let (rows, turn) = text
            .split_once(' ')
            .expect("position text has a side to move");
        RefPos {
            cells: rows.split('/').map(|r| r.chars().collect()).collect(),
            turn: turn.chars().next().expect("side to move"),
        }
    }

    pub fn text(&self) -> String {
        let rows: Vec<String> = self.cells.iter().map(|r| r.iter().collect()).collect();
        format!("{} {}", rows.join("/"), self.turn)
    }

    pub fn rows(&self) -> i32 {
        self.cells.len() as i32
    }

    pub fn cols(&self) -> i32 {
        self.cells[0].len() as i32
    }

    fn at(&self, r: i32, c: i32) -> Option<char> {
        if r < 0 || c < 0 || r >= self.rows() || c >= self.cols() {
            None
        } else {
            Some(self.cells[r as usize][c as usize])
        }
    }

    pub fn name(&self, r: i32, c: i32) -> String {
        format!("{}{}", (b'a' + c as u8) as char, self.rows() - r)
    }

    fn own(&self) -> char {
        if self.turn == 'b' { 'x' } else { 'o' }
    }

    fn enemy(&self) -> char {
        if self.turn == 'b' { 'o' } else { 'x' }
    }

    fn empties(&self) -> Vec<(i32, i32)> {
        let mut out = Vec::new();
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                if self.at(r, c) == Some('.') {
                    out.push((r, c));
                }
            }
        }
        out
    }

    fn in_centre(&self, r: i32, c: i32) -> bool {
        let mid = |len: i32, v: i32| {
            if len % 2 == 0 {
                v == len / 2 - 1 || v == len / 2
            } else {
                v == len / 2
            }
        };
        mid(self.rows(), r) && mid(self.cols(), c)
    }

    fn in_corner(&self, r: i32, c: i32) -> bool {
        (r == 0 || r == self.rows() - 1) && (c == 0 || c == self.cols() - 1)
    }

    /// Every legal move as canonical text. `opening` is "centre-or-corner", "centre" or "any".
    pub fn moves(&self, turning: bool, opening: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let empties = self.empties();
        if empties.is_empty() {
            for r in 0..self.rows() {
                for c in 0..self.cols() {
                    let allowed = match opening {
                        "centre" => self.in_centre(r, c),
                        "any" => true,
                        _ => self.in_centre(r, c) || self.in_corner(r, c),
                    };
                    if self.at(r, c) == Some('x') && allowed {
                        out.insert(self.name(r, c));
                    }
                }
            }
            return out;
        }
        if empties.len() == 1 {
            let (er, ec) = empties[0];
            for (dr, dc) in DIRS {
                if self.at(er + dr, ec + dc) == Some('o') {
                    out.insert(self.name(er + dr, ec + dc));
                }
            }
            return out;
        }
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                if self.at(r, c) == Some(self.own()) {
                    let mut lifted = self.clone();
                    lifted.cells[r as usize][c as usize] = '.';
                    let path = vec![self.name(r, c)];
                    lifted.hops(r, c, None, turning, &path, &mut out);
                }
            }
        }
        out
    }

    fn hops(
        &self,
        r: i32,
        c: i32,
        dir: Option<(i32, i32)>,
        turning: bool,
        path: &[String],
        out: &mut BTreeSet<String>,
    ) {
        for (dr, dc) in DIRS {
            if !turning && dir.is_some_and(|d| d != (dr, dc)) {
                continue;
            }
            if self.at(r + dr, c + dc) == Some(self.enemy())
                && self.at(r + 2 * dr, c + 2 * dc) == Some('.')
            {
                let mut next = self.clone();
                next.cells[(r + dr) as usize][(c + dc) as usize] = '.';
                let mut p = path.to_vec();
                p.push(self.name(r + 2 * dr, c + 2 * dc));
                out.insert(p.join("-"));
                next.hops(r + 2 * dr, c + 2 * dc, Some((dr, dc)), turning, &p, out);
            }
        }
    }

    fn locate(&self, name: &str) -> (i32, i32) {
        let c = (name.as_bytes()[0] - b'a') as i32;
        let rank: i32 = name[1..].parse().expect("rank");
        (self.rows() - rank, c)
    }

    /// The position after a move from [`RefPos::moves`].
    pub fn apply(&self, m: &str) -> RefPos {
        let mut next = self.clone();
        let squares: Vec<(i32, i32)> = m.split('-').map(|s| self.locate(s)).collect();
        let own = self.own();
        let (r0, c0) = squares[0];
        next.cells[r0 as usize][c0 as usize] = '.';
        for w in squares.windows(2) {
            let (mr, mc) = ((w[0].0 + w[1].0) / 2, (w[0].1 + w[1].1) / 2);
            next.cells[mr as usize][mc as usize] = '.';
        }
        if squares.len() > 1 {
            let (rl, cl) = squares[squares.len() - 1];
            next.cells[rl as usize][cl as usize] = own;
        }
        next.turn = if self.turn == 'b' { 'w' } else { 'b' };
        next
    }

    pub fn perft(&self, depth: u32, turning: bool, opening: &str) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves(turning, opening)
            .iter()
            .map(|m| self.apply(m).perft(depth - 1, turning, opening))
            .sum()
    }
}

/// A tiny deterministic generator so proptest can drive it from one seed.
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random jumping-phase position: each square keeps its starting stone with
/// probability `density`%, and at least two squares are empty.
pub fn random_position(rows: usize, cols: usize, density: u64, seed: u64, turn: char) -> RefPos {
    let mut rng = SplitMix(seed);
    let mut cells = vec![vec!['.'; cols]; rows];
    for (r, row) in cells.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            if rng.below(100) < density {
                *cell = if (r + c) % 2 == 0 { 'x' } else { 'o' };
            }
        }
    }
    // Guarantee the jumping phase.
    cells[0][0] = '.';
    cells[rows - 1][cols - 1] = '.';
    RefPos { cells, turn }
}

/// The starting position of a board.
pub fn full_board(rows: usize, cols: usize) -> RefPos {
    let cells = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| if (r + c) % 2 == 0 { 'x' } else { 'o' })
                .collect()
        })
        .collect();
    RefPos { cells, turn: 'b' }
}
