//! The daily puzzle: each server has one a day (UTC), the same for every
//! member; each member gets one attempt, answered move by move by the
//! solver, and keeps a solved count and a streak per server.

use std::time::Duration;

use super::error::ai_refusal;
use super::{Result, Service, ServiceError, SettingProblem};
use crate::ai::Step;
use crate::ai::{Limits, PUZZLE_NODES, Puzzle, Reservation, read_puzzles};
use crate::engine::{Move, Position, Rules, parse_move};
use crate::store::{self, AttemptRow, PuzzleRow, PuzzleScoreRow};
use crate::values::AttemptStatus;
use crate::values::{GuildId, Timestamp, UserId};

/// The puzzles every bot starts with (`konane-bot puzzles generate`, see docs/cli.md).
pub const SHIPPED_PUZZLES: &str = include_str!("../../puzzles/8x8.txt");
/// Members per puzzle leaderboard page.
pub const PUZZLE_BOARD_PAGE: usize = 10;
/// What one answer may cost the solver. A whole puzzle, every first move,
/// is proven within this from an empty table (the test of the shipped set
/// checks it), so it bounds an answer without ever cutting one short.
const STEP_TIME: Duration = Duration::from_millis(800);
const STEP_NODES: u64 = 8 * PUZZLE_NODES;
const MS_PER_DAY: i64 = 86_400_000;

/// A member's solved count and streaks in one server.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PuzzleScore {
    pub user: Option<UserId>,
    pub solved: u32,
    /// Days in a row up to today or yesterday (0 once a day is missed).
    pub streak: u32,
    pub best_streak: u32,
}

/// Today's puzzle as one member sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleView {
    /// The puzzle's number in the store.
    pub number: i64,
    /// Days since the Unix epoch (UTC).
    pub day: i64,
    pub start: Position,
    pub rules: Rules,
    pub difficulty: u8,
    /// Both sides' moves so far in this member's attempt.
    pub moves: Vec<Move>,
    pub status: AttemptStatus,
    pub score: PuzzleScore,
}

impl PuzzleView {
    pub fn position(&self) -> Position {
        let mut at = self.start;
        for &m in &self.moves {
            at.play_unchecked(m);
        }
        at
    }

    /// The member's own moves so far.
    pub fn player_moves(&self) -> usize {
        self.moves.len().div_ceil(2)
    }

    /// The moves the member may play now: none once the attempt is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.status.is_over() {
            Vec::new()
        } else {
            self.position().legal_moves(self.rules)
        }
    }
}

/// A checked answer on its way to the solver.
#[derive(Debug)]
pub struct PuzzleAnswerRequest {
    view: PuzzleView,
    played: Move,
    reservation: Reservation,
}

/// What the solver made of an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleAnswer {
    /// The attempt after the answer and the solver's reply.
    pub view: PuzzleView,
    pub played: Move,
    pub step: Step,
}

fn day_of(t: Timestamp) -> i64 {
    t.0.div_euclid(MS_PER_DAY)
}

fn moves_text(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn row_of(p: &Puzzle) -> PuzzleRow {
    PuzzleRow {
        id: 0,
        rules: p.rules,
        position: p.position,
        answer: p.answer.to_string(),
        line: moves_text(&p.line),
        tries: i64::from(p.tries),
        plausible_tries: i64::from(p.plausible_tries),
        difficulty: p.difficulty(),
    }
}

fn score_from(row: Option<PuzzleScoreRow>, today: i64) -> PuzzleScore {
    row.map_or_else(PuzzleScore::default, |r| PuzzleScore {
        user: Some(r.user_id),
        solved: r.solved as u32,
        streak: if r.last_solved_day >= today - 1 {
            r.streak as u32
        } else {
            0
        },
        best_streak: r.best_streak as u32,
    })
}

impl Service {
    /// Adds the puzzles in `text` (the format `puzzles generate` writes)
    /// that aren't stored yet; how many were added.
    ///
    /// # Errors
    /// A text that doesn't read as puzzles ([`ServiceError::InvalidSetting`]
    /// naming the line), or a database failure.
    pub async fn import_puzzles(&self, text: &str) -> Result<usize> {
        let puzzles = read_puzzles(text.as_bytes())
            .map_err(|e| ServiceError::InvalidSetting(SettingProblem::Puzzles(e.to_string())))?;
        self.store_puzzles(&puzzles).await
    }

    /// Stores `puzzles`, skipping positions already stored; how many were new.
    ///
    /// # Errors
    /// A database failure.
    pub async fn store_puzzles(&self, puzzles: &[Puzzle]) -> Result<usize> {
        let mut tx = self.store.begin().await?;
        let mut added = 0;
        for p in puzzles {
            added += usize::from(store::insert_puzzle(&mut *tx, &row_of(p)).await?);
        }
        tx.commit().await.map_err(store::StoreError::from)?;
        Ok(added)
    }

    /// Today's puzzle in `guild`, with `user`'s attempt and score.
    ///
    /// # Errors
    /// [`ServiceError::NoPuzzles`] with none stored; a database failure.
    pub async fn todays_puzzle(&self, guild: GuildId, user: UserId) -> Result<PuzzleView> {
        let day = day_of(self.now());
        let readers = self.store.pool();
        // Every view and autocomplete reads; only a server's first look of
        // the day writes, to fix its choice.
        let row = match store::chosen_puzzle(readers, guild, day).await? {
            Some(row) => row,
            None => {
                let mut tx = self.store.begin().await?;
                // Servers start at different places in the set, and move one a day.
                let index = (day as u64).wrapping_add(guild.0 % 9973);
                let row = store::choose_daily_puzzle(&mut tx, guild, day, index).await?;
                tx.commit().await.map_err(store::StoreError::from)?;
                row.ok_or(ServiceError::NoPuzzles)?
            }
        };
        let attempt = store::puzzle_attempt(readers, guild, user, day).await?;
        let score = store::puzzle_score(readers, guild, user).await?;
        let (start, rules) = (row.position, row.rules);
        let (moves, status) = match attempt {
            None => (Vec::new(), AttemptStatus::NotStarted),
            Some(a) => attempt_of(&a, start, rules, row.id)?,
        };
        Ok(PuzzleView {
            number: row.id,
            day,
            start,
            rules,
            difficulty: row.difficulty,
            moves,
            status,
            score: score_from(score, day),
        })
    }

    /// Checks `user`'s answer `text` to today's puzzle and reserves the
    /// solver for it (one answer at a time per member). A menu's answer
    /// names the day and move it was `made_for`.
    ///
    /// # Errors
    /// [`ServiceError::PuzzleOver`] once the attempt has ended,
    /// [`ServiceError::PuzzleMovedOn`] for a stale menu, an illegal move, [`ServiceError::AiBusy`] while an answer is being checked.
    pub async fn puzzle_answer_request(
        &self,
        guild: GuildId,
        user: UserId,
        text: &str,
        made_for: Option<(i64, usize)>,
    ) -> Result<PuzzleAnswerRequest> {
        let view = self.todays_puzzle(guild, user).await?;
        if made_for.is_some_and(|(day, ply)| day != view.day || ply != view.moves.len()) {
            return Err(ServiceError::PuzzleMovedOn);
        }
        if view.status.is_over() {
            return Err(ServiceError::PuzzleOver(
                view.status == AttemptStatus::Solved,
            ));
        }
        let played = parse_move(text, &view.position(), view.rules)?;
        let reservation = self.ai.reserve(user.0).map_err(ai_refusal)?;
        Ok(PuzzleAnswerRequest {
            view,
            played,
            reservation,
        })
    }

    /// Plays the answer, and the solver's reply to it, in `user`'s attempt:
    /// a right move gets the best defence (or solves the puzzle when none is
    /// left), a wrong one ends the attempt with its refutation.
    ///
    /// # Errors
    /// [`ServiceError::PositionChanged`] if the attempt moved on meanwhile
    /// (an answer from elsewhere); [`ServiceError::AnswerTooSlow`] if the
    /// solver ran out of time; [`ServiceError::AiUnavailable`].
    pub async fn answer_puzzle(
        &self,
        guild: GuildId,
        user: UserId,
        request: PuzzleAnswerRequest,
    ) -> Result<PuzzleAnswer> {
        let PuzzleAnswerRequest {
            mut view,
            played,
            reservation,
        } = request;
        let position = view.position();
        let rules = view.rules;
        let step = self
            .ai
            .review(reservation, move |brain, stop| {
                let limits = Limits {
                    deadline: Some(std::time::Instant::now() + STEP_TIME),
                    max_nodes: STEP_NODES,
                };
                brain.puzzle_step(&position, played, rules, limits, stop)
            })
            .await
            .map_err(ai_refusal)?
            .ok_or(ServiceError::AnswerTooSlow)?;
        let expected = moves_text(&view.moves);
        view.moves.push(played);
        view.status = match step {
            Step::Solved => AttemptStatus::Solved,
            Step::Defended(defence) => {
                view.moves.push(defence);
                AttemptStatus::Playing
            }
            Step::Refuted(refutation) => {
                view.moves.push(refutation);
                AttemptStatus::Failed
            }
        };
        let now = self.now();
        let mut tx = self.store.begin().await?;
        let recorded = store::record_attempt(
            &mut *tx,
            guild,
            user,
            view.day,
            view.number,
            &expected,
            &moves_text(&view.moves),
            view.status,
            now,
        )
        .await?;
        if !recorded {
            return Err(ServiceError::PositionChanged);
        }
        if view.status == AttemptStatus::Solved {
            let old = store::puzzle_score(&mut *tx, guild, user).await?;
            let streak = match &old {
                Some(s) if s.last_solved_day == view.day - 1 => s.streak + 1,
                _ => 1,
            };
            let row = PuzzleScoreRow {
                user_id: user,
                solved: old.as_ref().map_or(0, |s| s.solved) + 1,
                streak,
                best_streak: old.as_ref().map_or(0, |s| s.best_streak).max(streak),
                last_solved_day: view.day,
            };
            store::upsert_puzzle_score(&mut *tx, guild, &row).await?;
            view.score = score_from(Some(row), view.day);
        }
        tx.commit().await.map_err(store::StoreError::from)?;
        Ok(PuzzleAnswer { view, played, step })
    }

    /// A page (from 1) of the server's puzzle table, and today's day.
    ///
    /// # Errors
    /// A database failure.
    pub async fn puzzle_leaderboard(
        &self,
        guild: GuildId,
        page: usize,
    ) -> Result<Vec<PuzzleScore>> {
        let today = day_of(self.now());
        let offset = page.saturating_sub(1).saturating_mul(PUZZLE_BOARD_PAGE);
        let rows = store::puzzle_leaderboard(
            self.store.pool(),
            guild,
            PUZZLE_BOARD_PAGE as i64,
            i64::try_from(offset).unwrap_or(i64::MAX),
        )
        .await?;
        Ok(rows
            .into_iter()
            .map(|r| score_from(Some(r), today))
            .collect())
    }
}

/// An attempt's moves, replayed from the puzzle's start.
fn attempt_of(
    a: &AttemptRow,
    start: Position,
    rules: Rules,
    puzzle: i64,
) -> Result<(Vec<Move>, AttemptStatus)> {
    let corrupt = |what: String| {
        ServiceError::Internal(store::StoreError::CorruptPuzzle(format!(
            "attempt at puzzle {puzzle}: {what}"
        )))
    };
    if a.puzzle_id != puzzle {
        return Err(corrupt(format!("made on puzzle {}", a.puzzle_id)));
    }
    let mut at = start;
    let mut moves = Vec::new();
    for text in &a.moves {
        let m = parse_move(text, &at, rules).map_err(|e| corrupt(e.to_string()))?;
        at.play_unchecked(m);
        moves.push(m);
    }
    Ok((moves, a.status))
}
