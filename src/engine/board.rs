//! The rules on bit sets: move generation, counting, and making moves.
//!
//! [`Board`] is generic over the set width so that search code can run on one
//! machine word for boards of up to 64 squares; [`Position`](super::Position)
//! wraps the three widths behind one type for everything else.

use std::ops::ControlFlow;

use super::bitboard::Bits;
use super::moves::{MAX_HOPS, Move};
use super::square::{Color, Direction, Size, Square};
use super::variant::{JumpRule, Opening, Rules};

/// What kind of move the side to move makes, which follows from the empty squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// No square is empty yet: Black removes a stone.
    BlackRemoval,
    /// One square is empty: White removes a stone beside it.
    WhiteRemoval,
    /// Two or more squares are empty: every move is a jump.
    Jumping,
}

/// Why a move cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error(
        "the game is still in its opening: {mover} removes one of their stones (a move such as d5)"
    )]
    ExpectedRemoval { mover: Color },
    #[error("the opening is over: every move is now a jump, such as d5-f5")]
    ExpectedJump,
    #[error("{square} is off the {size} board (columns a to {}, rows 1 to {})", (b'a' + size.cols() as u8 - 1) as char, size.rows())]
    OffBoard { square: Square, size: Size },
    #[error("{square} is empty: pick one of your {mover} stones")]
    EmptySquare { square: Square, mover: Color },
    #[error("{square} holds a {} stone, but you play {mover}", mover.other())]
    NotYourStone { square: Square, mover: Color },
    #[error("the {opening} opening does not allow removing {square}: Black empties {}", allowed_opening_squares(*opening))]
    OpeningNotAllowed { square: Square, opening: Opening },
    #[error(
        "{square} is not beside {emptied}: White removes a stone next to the square Black emptied"
    )]
    NotAdjacent { square: Square, emptied: Square },
    #[error("there is no stone on {over} to jump over")]
    NothingToJump { over: Square },
    #[error("{landing} is not empty: a hop must land on an empty square")]
    LandingOccupied { landing: Square },
    #[error("every hop of a turn must go the same way in this game (straight jumps)")]
    NotStraight,
}

fn allowed_opening_squares(opening: Opening) -> &'static str {
    match opening {
        Opening::CentreOrCorner => "a stone in the centre or a corner",
        Opening::Centre => "a stone in the centre",
        Opening::Any => "any of their stones",
    }
}

/// Masks that depend only on the board size, kept beside the stones so that
/// shifts need no lookups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Geometry<B> {
    size: Size,
    full: B,
    not_first_file: B,
    not_last_file: B,
}

impl<B: Bits> Geometry<B> {
    fn new(size: Size) -> Geometry<B> {
        let mut g = Geometry {
            size,
            full: B::ZERO,
            not_first_file: B::ZERO,
            not_last_file: B::ZERO,
        };
        for i in 0..size.squares() as u32 {
            let file = size.square(i).file() as usize;
            g.full |= B::bit(i);
            if file != 0 {
                g.not_first_file |= B::bit(i);
            }
            if file != size.cols() - 1 {
                g.not_last_file |= B::bit(i);
            }
        }
        g
    }

    /// Every member one square further in `dir`; those that fall off vanish.
    #[inline(always)]
    fn shift(&self, b: B, dir: Direction) -> B {
        let cols = self.size.cols() as u32;
        match dir {
            Direction::North => (b << cols) & self.full,
            Direction::South => b >> cols,
            Direction::East => (b << 1) & self.not_first_file,
            Direction::West => (b >> 1) & self.not_last_file,
        }
    }

    /// Squares from which a hop in `dir` is possible: the neighbour holds
    /// one of `victims` and the square beyond is in `empty`.
    #[inline(always)]
    fn hop_sources(&self, victims: B, empty: B, dir: Direction) -> B {
        let back = dir.opposite();
        self.shift(victims & self.shift(empty, back), back)
    }

    #[inline(always)]
    fn step_index(&self, index: u32, dir: Direction) -> u32 {
        let cols = self.size.cols() as u32;
        match dir {
            Direction::North => index + cols,
            Direction::South => index - cols,
            Direction::East => index + 1,
            Direction::West => index - 1,
        }
    }
}

/// A position on a board of at most `B::CAPACITY` squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board<B: Bits> {
    black: B,
    white: B,
    turn: Color,
    geo: Geometry<B>,
}

impl<B: Bits> Board<B> {
    /// Every square filled, Black to remove. `size` must fit in `B`.
    pub(crate) fn full(size: Size) -> Board<B> {
        let mut board = Board::empty(size, Color::Black);
        for sq in size.all_squares() {
            board.put(sq, Some(size.start_color(sq)));
        }
        board
    }

    pub(crate) fn empty(size: Size, turn: Color) -> Board<B> {
        debug_assert!(size.squares() as u32 <= B::CAPACITY);
        Board {
            black: B::ZERO,
            white: B::ZERO,
            turn,
            geo: Geometry::new(size),
        }
    }

    /// Sets a square of this board (`sq` must be on it).
    pub(crate) fn put(&mut self, sq: Square, stone: Option<Color>) {
        let Some(i) = self.geo.size.index(sq) else {
            return;
        };
        let bit = B::bit(i);
        self.black &= !bit;
        self.white &= !bit;
        match stone {
            Some(Color::Black) => self.black |= bit,
            Some(Color::White) => self.white |= bit,
            None => {}
        }
    }

    #[inline]
    pub fn size(&self) -> Size {
        self.geo.size
    }

    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The same stones with `turn` to move: for evaluating the side not on move.
    #[inline]
    pub fn with_turn(mut self, turn: Color) -> Board<B> {
        self.turn = turn;
        self
    }

    #[inline]
    pub fn stones(&self, color: Color) -> B {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// The squares holding a stone of either colour.
    #[inline]
    pub fn occupied(&self) -> B {
        self.black | self.white
    }

    #[inline]
    pub fn empty_squares(&self) -> B {
        self.geo.full & !self.occupied()
    }

    pub fn stone_at(&self, sq: Square) -> Option<Color> {
        let i = self.geo.size.index(sq)?;
        if self.black.has(i) {
            Some(Color::Black)
        } else if self.white.has(i) {
            Some(Color::White)
        } else {
            None
        }
    }

    pub fn phase(&self) -> Phase {
        match self.empty_squares().count() {
            0 => Phase::BlackRemoval,
            1 => Phase::WhiteRemoval,
            _ => Phase::Jumping,
        }
    }

    #[inline]
    fn own_and_opp(&self) -> (B, B) {
        match self.turn {
            Color::Black => (self.black, self.white),
            Color::White => (self.white, self.black),
        }
    }

    /// The stones the side to move may remove in the opening; empty once jumping.
    fn removable(&self, opening: Opening) -> B {
        match self.phase() {
            Phase::BlackRemoval => {
                let size = self.geo.size;
                let mut allowed = B::ZERO;
                for i in self.black.members() {
                    if opening.allows(size, size.square(i)) {
                        allowed |= B::bit(i);
                    }
                }
                allowed
            }
            Phase::WhiteRemoval => {
                let hole = self.empty_squares();
                let beside = Direction::ALL
                    .iter()
                    .fold(B::ZERO, |acc, &d| acc | self.geo.shift(hole, d));
                beside & self.white
            }
            Phase::Jumping => B::ZERO,
        }
    }

    /// Calls `f` with every legal move, in no particular order. Allocates nothing.
    #[inline]
    pub fn for_each_move(&self, rules: Rules, mut f: impl FnMut(Move)) {
        let _ = self.try_for_each_move(rules, |m| {
            f(m);
            ControlFlow::Continue(())
        });
    }

    /// Calls `f` with legal moves, in the order of [`Board::for_each_move`],
    /// until it breaks: a position with turning jumps can have millions of
    /// moves, and a caller that wants a few stops there. Allocates nothing.
    #[inline]
    pub fn try_for_each_move(
        &self,
        rules: Rules,
        f: impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        self.try_for_each_move_from(rules, None, f)
    }

    /// As [`Board::try_for_each_move`], for the moves of the stone on square
    /// index `origin` only (the removal of that stone in the opening), or of
    /// every stone if `None`.
    #[inline]
    pub fn try_for_each_move_from(
        &self,
        rules: Rules,
        origin: Option<u32>,
        mut f: impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let (own, opp) = self.own_and_opp();
        let own = match origin {
            Some(i) => own & B::bit(i),
            None => own,
        };
        let empty = self.empty_squares();
        if empty.count() < 2 {
            let size = self.geo.size;
            let removable = match origin {
                Some(i) => self.removable(rules.opening) & B::bit(i),
                None => self.removable(rules.opening),
            };
            for i in removable.members() {
                f(Move::removal(size.square(i)))?;
            }
            return ControlFlow::Continue(());
        }
        match rules.jumps {
            JumpRule::Straight => self.straight_jumps(own, opp, empty, &mut f),
            JumpRule::Turning => {
                for i in own.members() {
                    let origin = Move::removal(self.geo.size.square(i));
                    self.turning_jumps(i, opp, empty | B::bit(i), origin, &mut f)?;
                }
                ControlFlow::Continue(())
            }
        }
    }

    #[inline(always)]
    fn straight_jumps(
        &self,
        own: B,
        opp: B,
        empty: B,
        f: &mut impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let size = self.geo.size;
        self.straight_origins(own, opp, empty, |origins, dir, hops| {
            for i in origins.members() {
                f(Move::straight(size.square(i), dir, hops))?;
            }
            ControlFlow::Continue(())
        })
    }

    /// The straight jumps as sets: for each direction and number of hops,
    /// the stones of `own` that can jump that far that way, handed to
    /// `visit` (which may stop the walk).
    #[inline(always)]
    fn straight_origins(
        &self,
        own: B,
        opp: B,
        empty: B,
        mut visit: impl FnMut(B, Direction, u8) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for dir in Direction::ALL {
            let back = dir.opposite();
            // `further` marks squares from which one more hop works; shifting it
            // back two squares per hop lines it up with the origins.
            let mut further = self.geo.hop_sources(opp, empty, dir);
            let mut origins = own & further;
            let mut hops = 1;
            while !origins.is_empty() {
                visit(origins, dir, hops)?;
                further = self.geo.shift(self.geo.shift(further, back), back);
                origins &= further;
                hops += 1;
            }
        }
        ControlFlow::Continue(())
    }

    /// Depth-first over the hops of a stone now on `at`; `empty` already
    /// includes the square the stone left.
    fn turning_jumps(
        &self,
        at: u32,
        opp: B,
        empty: B,
        so_far: Move,
        f: &mut impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if so_far.hops() == MAX_HOPS {
            return ControlFlow::Continue(());
        }
        let here = B::bit(at);
        for dir in Direction::ALL {
            let over = self.geo.shift(here, dir);
            if (over & opp).is_empty() {
                continue;
            }
            let landing = self.geo.shift(over, dir);
            if (landing & empty).is_empty() {
                continue;
            }
            let m = so_far.then(dir);
            f(m)?;
            let empty_after = (empty | here | over) & !landing;
            self.turning_jumps(landing.first(), opp & !over, empty_after, m, f)?;
        }
        ControlFlow::Continue(())
    }

    /// Appends legal moves to `list`, at most `limit` of them; false if the
    /// position has more (a search over it then looks at these only).
    pub fn moves_up_to(&self, rules: Rules, limit: usize, list: &mut Vec<Move>) -> bool {
        let mut taken = 0;
        self.try_for_each_move(rules, |m| {
            if taken == limit {
                return ControlFlow::Break(());
            }
            list.push(m);
            taken += 1;
            ControlFlow::Continue(())
        })
        .is_continue()
    }

    /// The number of legal moves, or `limit` if there are at least that many:
    /// what a caller that only needs "many" can afford on any position.
    pub fn count_moves_up_to(&self, rules: Rules, limit: u64) -> u64 {
        if rules.jumps == JumpRule::Straight {
            return self.count_moves(rules).min(limit);
        }
        let mut n = 0u64;
        let _ = self.try_for_each_move(rules, |_| {
            n += 1;
            if n >= limit {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        n
    }

    /// The number of legal moves, counted without listing them where the rule allows.
    #[inline]
    pub fn count_moves(&self, rules: Rules) -> u64 {
        let (own, opp) = self.own_and_opp();
        let empty = self.empty_squares();
        if empty.count() < 2 {
            return self.removable(rules.opening).count() as u64;
        }
        match rules.jumps {
            JumpRule::Straight => {
                let mut n = 0u64;
                let _ = self.straight_origins(own, opp, empty, |origins, _, _| {
                    n += origins.count() as u64;
                    ControlFlow::Continue(())
                });
                n
            }
            JumpRule::Turning => {
                let mut n = 0u64;
                self.for_each_move(rules, |_| n += 1);
                n
            }
        }
    }

    /// Whether the side to move has any legal move (if not, it has lost).
    #[inline]
    pub fn has_moves(&self, rules: Rules) -> bool {
        let (own, opp) = self.own_and_opp();
        let empty = self.empty_squares();
        if empty.count() < 2 {
            return !self.removable(rules.opening).is_empty();
        }
        // The first hop of any jump is a single hop, whatever the jump rule.
        Direction::ALL
            .iter()
            .any(|&d| !(own & self.geo.hop_sources(opp, empty, d)).is_empty())
    }

    /// The squares orthogonally next to a member of `b` (not `b` itself,
    /// unless next to another member).
    pub(crate) fn beside(&self, b: B) -> B {
        Direction::ALL
            .iter()
            .fold(B::ZERO, |acc, &d| acc | self.geo.shift(b, d))
    }

    /// This board with only the given stones (a subset of its own), the
    /// same side to move.
    pub(crate) fn with_only(&self, black: B, white: B) -> Board<B> {
        Board {
            black: self.black & black,
            white: self.white & white,
            ..*self
        }
    }

    /// The stones of `color` that could make a first hop now, were it their turn.
    pub fn movable_stones(&self, color: Color) -> B {
        let own = self.stones(color);
        let opp = self.stones(color.other());
        let empty = self.empty_squares();
        Direction::ALL.iter().fold(B::ZERO, |acc, &d| {
            acc | (own & self.geo.hop_sources(opp, empty, d))
        })
    }

    /// Plays a move known to be legal here (from [`Board::for_each_move`]).
    ///
    /// # Panics
    /// May panic, or leave a nonsensical board, for a move that is not legal.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        let size = self.geo.size;
        let origin = size.index_unchecked(m.origin());
        if m.is_removal() {
            let bit = !B::bit(origin);
            self.black &= bit;
            self.white &= bit;
        } else {
            let (own, opp) = match self.turn {
                Color::Black => (&mut self.black, &mut self.white),
                Color::White => (&mut self.white, &mut self.black),
            };
            let mut at = origin;
            *own ^= B::bit(at);
            for dir in m.directions() {
                let over = self.geo.step_index(at, dir);
                *opp ^= B::bit(over);
                at = self.geo.step_index(over, dir);
            }
            *own ^= B::bit(at);
        }
        self.turn = self.turn.other();
    }

    /// Checks a move against every rule, saying which one it breaks.
    ///
    /// # Errors
    /// A [`PlayError`] naming the first rule the move breaks.
    pub fn check(&self, m: Move, rules: Rules) -> Result<(), PlayError> {
        let size = self.geo.size;
        let mover = self.turn;
        let on_board = |square: Square| {
            size.index(square)
                .ok_or(PlayError::OffBoard { square, size })
        };
        let phase = self.phase();
        match (m.is_removal(), phase) {
            (true, Phase::Jumping) => return Err(PlayError::ExpectedJump),
            (false, Phase::BlackRemoval | Phase::WhiteRemoval) => {
                return Err(PlayError::ExpectedRemoval { mover });
            }
            _ => {}
        }
        let origin = m.origin();
        on_board(origin)?;
        match self.stone_at(origin) {
            None => {
                return Err(PlayError::EmptySquare {
                    square: origin,
                    mover,
                });
            }
            Some(c) if c != mover => {
                return Err(PlayError::NotYourStone {
                    square: origin,
                    mover,
                });
            }
            Some(_) => {}
        }
        if m.is_removal() {
            if phase == Phase::BlackRemoval && !rules.opening.allows(size, origin) {
                return Err(PlayError::OpeningNotAllowed {
                    square: origin,
                    opening: rules.opening,
                });
            }
            if phase == Phase::WhiteRemoval {
                let emptied = size.square(self.empty_squares().first());
                if !matches!(origin.line_to(emptied), Some((_, 1))) {
                    return Err(PlayError::NotAdjacent {
                        square: origin,
                        emptied,
                    });
                }
            }
            return Ok(());
        }
        if rules.jumps == JumpRule::Straight && !m.is_straight() {
            return Err(PlayError::NotStraight);
        }
        let mut board = *self;
        board.put(origin, None);
        for (over, landing) in m.steps() {
            on_board(over)?;
            on_board(landing)?;
            // Stones keep their parity, so a neighbour is never the mover's own.
            if board.stone_at(over) != Some(mover.other()) {
                return Err(PlayError::NothingToJump { over });
            }
            if board.stone_at(landing).is_some() {
                return Err(PlayError::LandingOccupied { landing });
            }
            board.put(over, None);
        }
        Ok(())
    }
}
