//! Combinatorial game values: Kōnane is a sum of games once the board
//! falls apart into regions that can never touch ([`super::regions`]), and
//! a sum's winner follows from its parts' values without searching them
//! together. Black is Left: a positive value favours Black.
//!
//! Values are kept in canonical form, interned in a [`Values`] arena, so
//! that equal values have the same id. The arena holds at most a set number
//! of values: past it, a construction returns `None` and the caller searches
//! instead (no request grows it without bound).

use std::collections::HashMap;

/// A value in canonical form; equal values have equal ids within one arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);

/// A dyadic rational `num / 2^exp`, in lowest terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dyadic {
    pub num: i64,
    pub exp: u32,
}

/// Past this denominator a number is left unnamed as a number (no Kōnane
/// region of a playable size comes near it).
const MAX_EXP: u32 = 30;

impl Dyadic {
    const fn integer(n: i64) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }

    fn reduced(mut self) -> Dyadic {
        while self.exp > 0 && self.num % 2 == 0 {
            self.num /= 2;
            self.exp -= 1;
        }
        self
    }

    /// Both numbers over the larger denominator.
    fn common(self, other: Dyadic) -> (i64, i64, u32) {
        let exp = self.exp.max(other.exp);
        (
            self.num << (exp - self.exp),
            other.num << (exp - other.exp),
            exp,
        )
    }

    fn less(self, other: Dyadic) -> bool {
        let (a, b, _) = self.common(other);
        a < b
    }

    /// The simplest number strictly between `low` and `high` (either may be
    /// missing: no bound on that side), the value of `{low | high}`.
    fn simplest_between(low: Option<Dyadic>, high: Option<Dyadic>) -> Option<Dyadic> {
        let floor = |d: Dyadic| d.num >> d.exp;
        let ceil = |d: Dyadic| -((-d.num) >> d.exp);
        let integer = match (low, high) {
            (None, None) => Some(0),
            (Some(l), None) => Some(floor(l).max(-1) + 1),
            (None, Some(h)) => Some(ceil(h).min(1) - 1),
            (Some(l), Some(h)) => {
                let n = if floor(l) + 1 > 0 {
                    floor(l) + 1
                } else if ceil(h) - 1 < 0 {
                    ceil(h) - 1
                } else {
                    0
                };
                (l.less(Dyadic::integer(n)) && Dyadic::integer(n).less(h)).then_some(n)
            }
        };
        if let Some(n) = integer {
            return Some(Dyadic::integer(n));
        }
        // No integer between: the dyadic of smallest denominator between.
        let (l, h) = (low?, high?);
        let (a, b, e) = l.common(h);
        (1..=MAX_EXP).find_map(|k| {
            let candidate = if k >= e {
                let (a, b) = (a << (k - e), b << (k - e));
                (a + 1 < b).then_some(a + 1)
            } else {
                let m = (a >> (e - k)) + 1;
                (m << (e - k) < b).then_some(m)
            };
            candidate.map(|num| Dyadic { num, exp: k }.reduced())
        })
    }
}

impl std::fmt::Display for Dyadic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, 1i64 << self.exp)
        }
    }
}

/// The options of a value, each side sorted by id.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Form {
    left: Box<[Value]>,
    right: Box<[Value]>,
}

/// What is known of a canonical value's shape, for naming it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Number(Dyadic),
    /// A number plus a nimber `*n`, `n ≥ 1`.
    NumberStar(Dyadic, u32),
    Other,
}

/// Who wins a value's game with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Black (Left) wins whoever moves first: the value is positive.
    Black,
    /// White (Right) wins whoever moves first: the value is negative.
    White,
    /// The side to move wins: the value is fuzzy with zero.
    First,
    /// The side to move loses: the value is zero.
    Second,
}

/// An arena of canonical values with the memory of their comparisons and
/// sums.
pub struct Values {
    forms: Vec<Form>,
    shapes: Vec<Shape>,
    index: HashMap<Form, Value>,
    leq: HashMap<(Value, Value), bool>,
    sums: HashMap<(Value, Value), Value>,
    /// The most values the arena holds.
    capacity: usize,
}

impl Values {
    pub const ZERO: Value = Value(0);

    /// An arena of at most `capacity` values (at least zero's).
    pub fn new(capacity: usize) -> Values {
        let mut values = Values {
            forms: Vec::new(),
            shapes: Vec::new(),
            index: HashMap::new(),
            leq: HashMap::new(),
            sums: HashMap::new(),
            capacity: capacity.max(1),
        };
        let zero = values.intern(Form {
            left: Box::new([]),
            right: Box::new([]),
        });
        debug_assert_eq!(zero, Some(Values::ZERO));
        values
    }

    pub fn left(&self, g: Value) -> &[Value] {
        &self.forms[g.0 as usize].left
    }

    pub fn right(&self, g: Value) -> &[Value] {
        &self.forms[g.0 as usize].right
    }

    /// `g ≤ h`: Right, moving second in `g - h`, wins or it is zero.
    pub fn leq(&mut self, g: Value, h: Value) -> bool {
        if g == h {
            return true;
        }
        if let Some(&known) = self.leq.get(&(g, h)) {
            return known;
        }
        let result = !(0..self.left(g).len()).any(|i| {
            let gl = self.left(g)[i];
            self.leq(h, gl)
        }) && !(0..self.right(h).len()).any(|i| {
            let hr = self.right(h)[i];
            self.leq(hr, g)
        });
        self.leq.insert((g, h), result);
        result
    }

    /// `x ≤ {left | right}`, for a form not yet in the arena.
    fn leq_form(&mut self, x: Value, left: &[Value], right: &[Value]) -> bool {
        !right.iter().any(|&gr| self.leq(gr, x))
            && !(0..self.left(x).len()).any(|i| {
                let xl = self.left(x)[i];
                self.form_leq(left, right, xl)
            })
    }

    /// `{left | right} ≤ x`, for a form not yet in the arena.
    fn form_leq(&mut self, left: &[Value], right: &[Value], x: Value) -> bool {
        !left.iter().any(|&gl| self.leq(x, gl))
            && !(0..self.right(x).len()).any(|i| {
                let xr = self.right(x)[i];
                self.leq_form(xr, left, right)
            })
    }

    /// Who wins `g`.
    pub fn outcome(&mut self, g: Value) -> Outcome {
        match (self.leq(Values::ZERO, g), self.leq(g, Values::ZERO)) {
            (true, true) => Outcome::Second,
            (true, false) => Outcome::Black,
            (false, true) => Outcome::White,
            (false, false) => Outcome::First,
        }
    }

    /// Whether the side to move wins `g`: Black (`black_moves`) wins unless
    /// `g ≤ 0`, White unless `g ≥ 0`.
    pub fn mover_wins(&mut self, g: Value, black_moves: bool) -> bool {
        if black_moves {
            !self.leq(g, Values::ZERO)
        } else {
            !self.leq(Values::ZERO, g)
        }
    }

    /// The value `{left | right}` in canonical form, or `None` when the
    /// arena is full.
    pub fn game(&mut self, left: Vec<Value>, right: Vec<Value>) -> Option<Value> {
        let (mut left, mut right) = (left, right);
        loop {
            self.keep_best(&mut left, true);
            self.keep_best(&mut right, false);
            let mut changed = false;
            let mut new_left = Vec::with_capacity(left.len());
            for &gl in &left {
                // A Left option reverses through a reply no better for
                // Left than the whole: replace it by that reply's options.
                let reverse = self
                    .right(gl)
                    .to_vec()
                    .into_iter()
                    .find(|&glr| self.leq_form(glr, &left, &right));
                match reverse {
                    Some(glr) => {
                        new_left.extend_from_slice(self.left(glr));
                        changed = true;
                    }
                    None => new_left.push(gl),
                }
            }
            let mut new_right = Vec::with_capacity(right.len());
            for &gr in &right {
                let reverse = self
                    .left(gr)
                    .to_vec()
                    .into_iter()
                    .find(|&grl| self.form_leq(&left, &right, grl));
                match reverse {
                    Some(grl) => {
                        new_right.extend_from_slice(self.right(grl));
                        changed = true;
                    }
                    None => new_right.push(gr),
                }
            }
            left = new_left;
            right = new_right;
            if !changed {
                break;
            }
        }
        self.intern(Form {
            left: left.into(),
            right: right.into(),
        })
    }

    /// Drops duplicates and dominated options: for Left, any option no
    /// better than another; for Right, any no better for Right.
    fn keep_best(&mut self, options: &mut Vec<Value>, for_left: bool) {
        options.sort_unstable();
        options.dedup();
        let all = options.clone();
        options.retain(|&a| {
            !all.iter().any(|&b| {
                b != a && {
                    if for_left {
                        self.leq(a, b)
                    } else {
                        self.leq(b, a)
                    }
                }
            })
        });
    }

    fn intern(&mut self, form: Form) -> Option<Value> {
        if let Some(&v) = self.index.get(&form) {
            return Some(v);
        }
        if self.forms.len() >= self.capacity {
            return None;
        }
        let shape = self.shape_of(&form);
        let v = Value(self.forms.len() as u32);
        self.forms.push(form.clone());
        self.shapes.push(shape);
        self.index.insert(form, v);
        Some(v)
    }

    /// A canonical form's shape, from its options' shapes.
    fn shape_of(&self, form: &Form) -> Shape {
        let number = |v: &Value| match self.shapes[v.0 as usize] {
            Shape::Number(d) => Some(d),
            _ => None,
        };
        let lefts: Option<Vec<Dyadic>> = form.left.iter().map(number).collect();
        let rights: Option<Vec<Dyadic>> = form.right.iter().map(number).collect();
        if let (Some(lefts), Some(rights)) = (lefts, rights) {
            let low = lefts
                .into_iter()
                .reduce(|a, b| if a.less(b) { b } else { a });
            let high = rights
                .into_iter()
                .reduce(|a, b| if a.less(b) { a } else { b });
            let ordered = match (low, high) {
                (Some(l), Some(h)) => l.less(h),
                _ => true,
            };
            if ordered && let Some(d) = Dyadic::simplest_between(low, high) {
                return Shape::Number(d);
            }
        }
        // x + *n is {x, x+*, …, x+*(n-1) | the same}.
        if form.left == form.right && !form.left.is_empty() {
            let mut base = None;
            let mut stars = Vec::new();
            for v in form.left.iter() {
                let (x, n) = match self.shapes[v.0 as usize] {
                    Shape::Number(x) => (x, 0),
                    Shape::NumberStar(x, n) => (x, n),
                    Shape::Other => return Shape::Other,
                };
                if base.is_some_and(|b| b != x) {
                    return Shape::Other;
                }
                base = Some(x);
                stars.push(n);
            }
            stars.sort_unstable();
            if let Some(x) = base
                && stars.iter().enumerate().all(|(i, &n)| n == i as u32)
            {
                return Shape::NumberStar(x, stars.len() as u32);
            }
        }
        Shape::Other
    }

    /// `-g`.
    pub fn negative(&mut self, g: Value) -> Option<Value> {
        let left = self.right(g).to_vec();
        let right = self.left(g).to_vec();
        let left = left
            .into_iter()
            .map(|v| self.negative(v))
            .collect::<Option<Vec<_>>>()?;
        let right = right
            .into_iter()
            .map(|v| self.negative(v))
            .collect::<Option<Vec<_>>>()?;
        self.game(left, right)
    }

    /// `g + h`, or `None` when the arena is full.
    pub fn sum(&mut self, g: Value, h: Value) -> Option<Value> {
        if g == Values::ZERO {
            return Some(h);
        }
        if h == Values::ZERO {
            return Some(g);
        }
        let key = (g.min(h), g.max(h));
        if let Some(&s) = self.sums.get(&key) {
            return Some(s);
        }
        let mut left = Vec::new();
        let mut right = Vec::new();
        for (a, b) in [(g, h), (h, g)] {
            for i in 0..self.left(a).len() {
                let al = self.left(a)[i];
                left.push(self.sum(al, b)?);
            }
            for i in 0..self.right(a).len() {
                let ar = self.right(a)[i];
                right.push(self.sum(ar, b)?);
            }
        }
        let s = self.game(left, right)?;
        self.sums.insert(key, s);
        Some(s)
    }

    /// The usual name of `g`: `0`, `3`, `-1/2`, `*`, `*2`, `1*`, `↑`, `↓*`,
    /// `±1`, or its options in braces, shortened past `max_chars`.
    pub fn name(&mut self, g: Value, max_chars: usize) -> String {
        let mut text = self.name_unbounded(g, max_chars);
        if text.chars().count() > max_chars {
            text = text.chars().take(max_chars.saturating_sub(1)).collect();
            text.push('…');
        }
        text
    }

    fn name_unbounded(&mut self, g: Value, max_chars: usize) -> String {
        match self.shapes[g.0 as usize] {
            Shape::Number(d) => return d.to_string(),
            Shape::NumberStar(x, n) => {
                let base = if x.num == 0 {
                    String::new()
                } else {
                    x.to_string()
                };
                return if n == 1 {
                    format!("{base}*")
                } else {
                    format!("{base}*{n}")
                };
            }
            Shape::Other => {}
        }
        let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
        // Ups: ↑ = {0|*}, ↑* = {0,*|0}, and their negatives.
        if let ([l], [r]) = (&left[..], &right[..]) {
            let (l_shape, r_shape) = (self.shapes[l.0 as usize], self.shapes[r.0 as usize]);
            match (l_shape, r_shape) {
                (Shape::Number(a), Shape::NumberStar(b, 1)) if a == b => {
                    return format!("{}↑", Self::offset(a));
                }
                (Shape::NumberStar(a, 1), Shape::Number(b)) if a == b => {
                    return format!("{}↓", Self::offset(a));
                }
                (Shape::Number(a), Shape::Number(b))
                    if a.num == -b.num && a.exp == b.exp && b.less(a) =>
                {
                    return format!("±{a}");
                }
                _ => {}
            }
        }
        let mut text = String::from("{");
        // The caps keep a deep value's name finite: the left side gets half
        // of the room, so the right side still shows.
        self.push_options(&mut text, &left, max_chars, max_chars * 4);
        text.push_str(" | ");
        self.push_options(&mut text, &right, max_chars, max_chars * 8);
        text.push('}');
        text.replace("{ | ", "{|").replace(" | }", "|}")
    }

    /// Appends the names of `options`, comma-separated, stopping once `text`
    /// is longer than `cap`.
    fn push_options(&mut self, text: &mut String, options: &[Value], max_chars: usize, cap: usize) {
        for (i, &v) in options.iter().enumerate() {
            if i > 0 {
                text.push_str(", ");
            }
            let name = self.name_unbounded(v, max_chars);
            text.push_str(&name);
            if text.len() > cap {
                break;
            }
        }
    }

    /// A number written before an up or down: nothing for zero.
    fn offset(d: Dyadic) -> String {
        if d.num == 0 {
            String::new()
        } else {
            d.to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(values: &mut Values, n: i64) -> Value {
        let mut v = Values::ZERO;
        for _ in 0..n.unsigned_abs() {
            v = if n > 0 {
                values.game(vec![v], vec![]).unwrap()
            } else {
                values.game(vec![], vec![v]).unwrap()
            };
        }
        v
    }

    #[test]
    fn numbers_are_named_and_simplified() {
        let mut values = Values::new(1000);
        let one = int(&mut values, 1);
        let two = int(&mut values, 2);
        let minus_one = int(&mut values, -1);
        assert_eq!(values.name(two, 40), "2");
        assert_eq!(values.name(minus_one, 40), "-1");
        let half = values.game(vec![Values::ZERO], vec![one]).unwrap();
        assert_eq!(values.name(half, 40), "1/2");
        // {0 | 2} is 1, the simplest number between: the same id as 1.
        let also_one = values.game(vec![Values::ZERO], vec![two]).unwrap();
        assert_eq!(also_one, one);
        // 1/2 + 1/2 = 1.
        assert_eq!(values.sum(half, half), Some(one));
        // {-1 | 1} is 0.
        assert_eq!(values.game(vec![minus_one], vec![one]), Some(Values::ZERO));
        let three_quarters = values.game(vec![half], vec![one]).unwrap();
        assert_eq!(values.name(three_quarters, 40), "3/4");
        assert_eq!(values.outcome(three_quarters), Outcome::Black);
        assert_eq!(values.outcome(minus_one), Outcome::White);
        assert_eq!(values.outcome(Values::ZERO), Outcome::Second);
    }

    #[test]
    fn infinitesimals_and_switches() {
        let mut values = Values::new(1000);
        let zero = Values::ZERO;
        let star = values.game(vec![zero], vec![zero]).unwrap();
        assert_eq!(values.name(star, 40), "*");
        assert_eq!(values.outcome(star), Outcome::First);
        // * + * = 0.
        assert_eq!(values.sum(star, star), Some(zero));
        let up = values.game(vec![zero], vec![star]).unwrap();
        assert_eq!(values.name(up, 40), "↑");
        assert_eq!(values.outcome(up), Outcome::Black);
        let down = values.negative(up).unwrap();
        assert_eq!(values.name(down, 40), "↓");
        assert_eq!(values.sum(up, down), Some(zero));
        // ↑ + * is fuzzy: the first player wins.
        let up_star = values.sum(up, star).unwrap();
        assert_eq!(values.outcome(up_star), Outcome::First);
        let star2 = values.game(vec![zero, star], vec![zero, star]).unwrap();
        assert_eq!(values.name(star2, 40), "*2");
        // Nimbers add as in Nim: *2 + * = *3.
        let star3 = values.sum(star2, star).unwrap();
        assert_eq!(values.name(star3, 40), "*3");
        let one = int(&mut values, 1);
        let minus_one = int(&mut values, -1);
        let switch = values.game(vec![one], vec![minus_one]).unwrap();
        assert_eq!(values.name(switch, 40), "±1");
        assert_eq!(values.outcome(switch), Outcome::First);
        // A switch between unlike numbers is no ±.
        let half = values.game(vec![zero], vec![one]).unwrap();
        let minus_half = values.negative(half).unwrap();
        let lopsided = values.game(vec![one], vec![minus_half]).unwrap();
        assert_eq!(values.name(lopsided, 40), "{1 | -1/2}");
        // ±1 + ±1 = 0: whoever moves first in one, the other answers.
        assert_eq!(values.sum(switch, switch), Some(zero));
        // {1 | *}: a hot game Left wins moving first, and loses moving second.
        let hot = values.game(vec![one], vec![star]).unwrap();
        assert!(values.mover_wins(hot, true));
        assert!(!values.mover_wins(hot, false));
    }

    #[test]
    fn reversible_options_are_bypassed() {
        let mut values = Values::new(1000);
        let zero = Values::ZERO;
        let star = values.game(vec![zero], vec![zero]).unwrap();
        let up = values.game(vec![zero], vec![star]).unwrap();
        // {↑ | ↑} = ⇑*: Left's ↑ reverses through its * (no worse for
        // Right than the whole) to *'s own option 0, giving {0 | ↑}.
        let g = values.game(vec![up], vec![up]).unwrap();
        assert_eq!(values.left(g), [zero]);
        assert_eq!(values.right(g), [up]);
        let double_up = values.sum(up, up).unwrap();
        let double_up_star = values.sum(double_up, star).unwrap();
        assert_eq!(g, double_up_star);
    }

    #[test]
    fn a_full_arena_refuses_new_values() {
        let mut values = Values::new(2);
        let one = values.game(vec![Values::ZERO], vec![]);
        assert!(one.is_some());
        assert_eq!(values.game(vec![], vec![Values::ZERO]), None);
        // Values already held are still found.
        assert_eq!(values.game(vec![Values::ZERO], vec![]), one);
    }
}
