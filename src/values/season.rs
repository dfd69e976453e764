//! A server's seasons.

use super::{Timestamp, UserId};

/// A season of a server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Season {
    pub id: i64,
    pub number: i64,
    pub name: String,
    pub started_by: UserId,
    pub started_at: Timestamp,
    pub ended_at: Option<Timestamp>,
}
