//! `puzzles` and `puzzle_attempts` rows decoded into typed values: the one
//! boundary where stored puzzle words become values, as `game_row` is for
//! games. A row that doesn't decode is an error naming the row, never a guess
//! (and never a panic further on).

use super::StoreError;
use crate::engine::{JumpRule, Opening, Position, Rules};
use crate::values::AttemptStatus;
use crate::values::{GuildId, UserId};

/// A stored puzzle: its start and rules checked; the answer and main line
/// stay text, as `puzzles generate` wrote them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleRow {
    pub id: i64,
    pub rules: Rules,
    pub position: Position,
    pub answer: String,
    pub line: String,
    pub tries: i64,
    pub plausible_tries: i64,
    /// From 1 (easiest) to 5.
    pub difficulty: u8,
}

/// A `puzzles` row as the database holds it.
#[derive(sqlx::FromRow)]
pub(super) struct StoredPuzzle {
    id: i64,
    opening: String,
    jumps: String,
    position: String,
    answer: String,
    line: String,
    tries: i64,
    plausible_tries: i64,
    difficulty: i64,
}

impl TryFrom<StoredPuzzle> for PuzzleRow {
    type Error = StoreError;

    fn try_from(r: StoredPuzzle) -> Result<PuzzleRow, StoreError> {
        let corrupt = |what: &str, detail: String| {
            StoreError::CorruptPuzzle(format!("puzzle {}: {what}: {detail}", r.id))
        };
        let rules = Rules {
            opening: r
                .opening
                .parse::<Opening>()
                .map_err(|e| corrupt("opening", e.to_string()))?,
            jumps: r
                .jumps
                .parse::<JumpRule>()
                .map_err(|e| corrupt("jumps", e.to_string()))?,
        };
        let position = r
            .position
            .parse()
            .map_err(|e: crate::engine::ParsePositionError| corrupt("position", e.to_string()))?;
        let difficulty = u8::try_from(r.difficulty)
            .ok()
            .filter(|d| (1..=5).contains(d))
            .ok_or_else(|| corrupt("difficulty", format!("{} is not 1 to 5", r.difficulty)))?;
        Ok(PuzzleRow {
            id: r.id,
            rules,
            position,
            answer: r.answer,
            line: r.line,
            tries: r.tries,
            plausible_tries: r.plausible_tries,
            difficulty,
        })
    }
}

/// Whether an attempt of `status` can have `moves` moves, both sides': the
/// member's move and the solver's answer come in pairs, except for the move
/// that solves.
fn allows(status: AttemptStatus, moves: usize) -> bool {
    match status {
        AttemptStatus::NotStarted => moves == 0,
        AttemptStatus::Playing => moves.is_multiple_of(2),
        AttemptStatus::Solved => !moves.is_multiple_of(2),
        AttemptStatus::Failed => moves >= 2 && moves.is_multiple_of(2),
    }
}

/// A member's attempt at a day's puzzle: the moves are text, checked
/// against the puzzle by the service; their number fits the status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttemptRow {
    pub puzzle_id: i64,
    /// Both sides' moves, in order.
    pub moves: Vec<String>,
    pub status: AttemptStatus,
    pub updated_at: i64,
}

/// A `puzzle_attempts` row as the database holds it.
#[derive(sqlx::FromRow)]
pub(super) struct StoredAttempt {
    puzzle_id: i64,
    moves: String,
    status: String,
    updated_at: i64,
}

impl StoredAttempt {
    /// Decodes the attempt of `user` in `guild` on `day`, named in any error.
    pub(super) fn decode(
        self,
        guild: GuildId,
        user: UserId,
        day: i64,
    ) -> Result<AttemptRow, StoreError> {
        let corrupt = |detail: String| {
            StoreError::CorruptPuzzle(format!(
                "the attempt of member {user} in server {guild} on day {day}: {detail}"
            ))
        };
        let status = match self.status.as_str() {
            "playing" => AttemptStatus::Playing,
            "solved" => AttemptStatus::Solved,
            "failed" => AttemptStatus::Failed,
            other => return Err(corrupt(format!("status '{other}'"))),
        };
        let moves: Vec<String> = self.moves.split_whitespace().map(String::from).collect();
        if !allows(status, moves.len()) {
            return Err(corrupt(format!(
                "a {} attempt can't have {} moves",
                status.name(),
                moves.len()
            )));
        }
        Ok(AttemptRow {
            puzzle_id: self.puzzle_id,
            moves,
            status,
            updated_at: self.updated_at,
        })
    }
}
