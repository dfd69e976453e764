//! A yes/no column, read from either database. sqlx's `Any` driver refuses
//! SQLite's BOOLEAN columns outright, so queries select them as
//! `CAST(column AS INTEGER)` (0 or 1 on both databases), and this type reads
//! that integer, or a boolean a PostgreSQL expression such as `EXISTS` yields.

use sqlx::error::BoxDynError;
use sqlx::{Any, Decode, Type};

/// A stored boolean, read from either database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flag(pub bool);

impl From<Flag> for bool {
    fn from(flag: Flag) -> bool {
        flag.0
    }
}

impl Type<Any> for Flag {
    fn type_info() -> <Any as sqlx::Database>::TypeInfo {
        <bool as Type<Any>>::type_info()
    }

    fn compatible(ty: &<Any as sqlx::Database>::TypeInfo) -> bool {
        <bool as Type<Any>>::compatible(ty) || <i64 as Type<Any>>::compatible(ty)
    }
}

impl<'r> Decode<'r, Any> for Flag {
    fn decode(value: <Any as sqlx::Database>::ValueRef<'r>) -> Result<Flag, BoxDynError> {
        match <bool as Decode<Any>>::decode(value.clone()) {
            Ok(b) => Ok(Flag(b)),
            Err(_) => Ok(Flag(<i64 as Decode<Any>>::decode(value)? != 0)),
        }
    }
}
