//! A game's settings: board size, opening convention and multi-jump rule.

use std::fmt;
use std::str::FromStr;

use super::square::{Color, Size, Square};

/// Which stones Black may remove to open the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Opening {
    /// A black stone in the centre block or in a corner.
    #[default]
    CentreOrCorner,
    /// Only a black stone in the centre block.
    Centre,
    /// Any black stone.
    Any,
}

/// How the hops of one turn may be oriented.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum JumpRule {
    /// Every hop of a turn in the same direction.
    #[default]
    Straight,
    /// Each hop in any direction.
    Turning,
}

/// The rules of play that do not depend on the board size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules {
    pub opening: Opening,
    pub jumps: JumpRule,
}

/// Everything that distinguishes one kind of game from another.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Variant {
    pub size: Size,
    pub opening: Opening,
    pub jumps: JumpRule,
}

/// A setting name that is not one of the known ones.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} '{given}': expected one of {expected}")]
pub struct ParseSettingError {
    pub what: &'static str,
    pub given: String,
    pub expected: &'static str,
}

/// A combination of settings that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VariantError {
    #[error(
        "the centre opening cannot be played on {0}: no black stone stands in its centre \
         (use the centre-or-corner or any opening)"
    )]
    NoBlackCentre(Size),
}

impl Opening {
    pub const ALL: [Opening; 3] = [Opening::CentreOrCorner, Opening::Centre, Opening::Any];

    pub const fn name(self) -> &'static str {
        match self {
            Opening::CentreOrCorner => "centre-or-corner",
            Opening::Centre => "centre",
            Opening::Any => "any",
        }
    }

    /// Whether Black may open by emptying `sq` (a square of `size` holding a black stone).
    pub fn allows(self, size: Size, sq: Square) -> bool {
        match self {
            Opening::Any => true,
            Opening::Centre => is_centre(size, sq),
            Opening::CentreOrCorner => is_centre(size, sq) || is_corner(size, sq),
        }
    }
}

/// The block of squares nearest the middle: two rows/columns on an even side, one on an odd side.
pub fn is_centre(size: Size, sq: Square) -> bool {
    fn middle(len: usize, at: u8) -> bool {
        let at = at as usize;
        if len.is_multiple_of(2) {
            at == len / 2 - 1 || at == len / 2
        } else {
            at == len / 2
        }
    }
    middle(size.cols(), sq.file()) && middle(size.rows(), sq.rank())
}

pub fn is_corner(size: Size, sq: Square) -> bool {
    let edge = |len: usize, at: u8| at == 0 || at as usize == len - 1;
    edge(size.cols(), sq.file()) && edge(size.rows(), sq.rank())
}

impl JumpRule {
    pub const ALL: [JumpRule; 2] = [JumpRule::Straight, JumpRule::Turning];

    pub const fn name(self) -> &'static str {
        match self {
            JumpRule::Straight => "straight",
            JumpRule::Turning => "turning",
        }
    }
}

macro_rules! named_setting {
    ($t:ty, $what:literal, $expected:literal, $( $alias:literal => $v:expr ),* ) => {
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }

        impl FromStr for $t {
            type Err = ParseSettingError;

            fn from_str(s: &str) -> Result<Self, ParseSettingError> {
                let lower = s.trim().to_ascii_lowercase().replace('_', "-");
                for v in <$t>::ALL {
                    if v.name() == lower {
                        return Ok(v);
                    }
                }
                match lower.as_str() {
                    $( $alias => Ok($v), )*
                    _ => Err(ParseSettingError { what: $what, given: s.to_string(), expected: $expected }),
                }
            }
        }
    };
}

named_setting!(Opening, "opening", "centre-or-corner, centre, any",
    "center-or-corner" => Opening::CentreOrCorner, "center" => Opening::Centre);
named_setting!(JumpRule, "jump rule", "straight, turning",);

impl Variant {
    /// # Errors
    /// [`VariantError::NoBlackCentre`] for the centre opening on a board whose
    /// centre holds no black stone (5×7, for one), where Black could not open.
    pub fn new(size: Size, opening: Opening, jumps: JumpRule) -> Result<Variant, VariantError> {
        let v = Variant {
            size,
            opening,
            jumps,
        };
        let can_open = size
            .all_squares()
            .any(|sq| size.start_color(sq) == Color::Black && opening.allows(size, sq));
        if can_open {
            Ok(v)
        } else {
            Err(VariantError::NoBlackCentre(size))
        }
    }

    pub const fn rules(self) -> Rules {
        Rules {
            opening: self.opening,
            jumps: self.jumps,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}, {} opening, {} jumps",
            self.size, self.opening, self.jumps
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn centre_block_follows_board_parity() {
        let even = Size::STANDARD;
        for s in ["d4", "d5", "e4", "e5"] {
            assert!(is_centre(even, sq(s)), "{s}");
        }
        assert!(!is_centre(even, sq("c5")));
        let odd = Size::new(5, 5).unwrap();
        assert!(is_centre(odd, sq("c3")));
        assert!(!is_centre(odd, sq("c4")));
        // 4 rows × 5 columns: a 2×1 block in column c.
        let mixed = Size::new(4, 5).unwrap();
        assert!(is_centre(mixed, sq("c2")) && is_centre(mixed, sq("c3")));
        assert!(!is_centre(mixed, sq("b2")));
    }

    #[test]
    fn openings_allow_their_squares() {
        let s = Size::STANDARD;
        assert!(Opening::CentreOrCorner.allows(s, sq("a8")));
        assert!(Opening::CentreOrCorner.allows(s, sq("d5")));
        assert!(!Opening::CentreOrCorner.allows(s, sq("c6")));
        assert!(!Opening::Centre.allows(s, sq("a8")));
        assert!(Opening::Any.allows(s, sq("c6")));
    }

    #[test]
    fn centre_opening_needs_a_black_centre_stone() {
        // 5×7: the middle square d3 is white.
        let no_centre = Size::new(5, 7).unwrap();
        assert!(Variant::new(no_centre, Opening::Centre, JumpRule::Straight).is_err());
        assert!(Variant::new(no_centre, Opening::CentreOrCorner, JumpRule::Straight).is_ok());
        assert!(Variant::new(Size::STANDARD, Opening::Centre, JumpRule::Turning).is_ok());
    }

    #[test]
    fn setting_names_round_trip_and_errors_list_choices() {
        for o in Opening::ALL {
            assert_eq!(o.to_string().parse(), Ok(o));
        }
        for j in JumpRule::ALL {
            assert_eq!(j.to_string().parse(), Ok(j));
        }
        assert_eq!("CENTER".parse(), Ok(Opening::Centre));
        let err = "diagonal".parse::<JumpRule>().unwrap_err().to_string();
        assert!(err.contains("straight, turning"), "{err}");
    }
}
