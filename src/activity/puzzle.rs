//! Today's puzzle on the page: the place's server's puzzle, answered by
//! touch. Each answer is one service call, as `/konane puzzle answer`; the
//! page gets the position, the moves it may make and what the solver said,
//! never the answer (a failed attempt shows the refutation, as the chat does).

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use serde::{Deserialize, Serialize};

use super::actions::plain;
use super::admission::{Admitted, Refusal, credentials};
use super::json::{MoveJson, rows_of};
use super::state::Activity;
use crate::engine::Move;
use crate::game::{PuzzleView, report};
use crate::values::{AttemptStatus, GuildId};

/// A member's attempt at today's puzzle, as the page shows it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct PuzzleJson {
    pub number: i64,
    /// Days since the Unix epoch (UTC): an answer names the day it was for.
    pub day: i64,
    pub rows: usize,
    pub cols: usize,
    /// The position shown: after the wrong move, for a failed attempt.
    pub board: Vec<String>,
    /// Moves shown, from the puzzle's start: an answer names it.
    pub ply: usize,
    pub last_move: Option<Vec<String>>,
    /// The colour the member plays.
    pub side: &'static str,
    /// `playing` (begun or not), `solved` or `failed`.
    pub status: &'static str,
    /// The moves the member may make now: none once the attempt is over.
    pub moves: Vec<MoveJson>,
    /// The move that refutes a wrong answer, once it was played.
    pub refutation: Option<Vec<String>>,
    /// Where the attempt stands, or what the last answer did, in words.
    pub text: String,
    pub solved: u32,
    pub streak: u32,
    pub best_streak: u32,
}

#[derive(Deserialize)]
pub(super) struct Answer {
    #[serde(rename = "move")]
    text: String,
    /// The day and ply of the position the page showed.
    day: i64,
    ply: usize,
}

/// `view` for the page, with `text` saying where it stands.
pub fn puzzle_json(view: &PuzzleView, text: String) -> PuzzleJson {
    let failed = view.status == AttemptStatus::Failed;
    let shown_moves = &view.moves[..view.moves.len().saturating_sub(usize::from(failed))];
    let mut shown = view.start;
    for &m in shown_moves {
        shown.play_unchecked(m);
    }
    let path = |m: &Move| m.path().map(|sq| sq.to_string()).collect::<Vec<_>>();
    PuzzleJson {
        number: view.number,
        day: view.day,
        rows: shown.size().rows(),
        cols: shown.size().cols(),
        board: rows_of(&shown),
        ply: shown_moves.len(),
        last_move: shown_moves.last().map(path),
        side: view.start.turn().name(),
        status: view.status.name(),
        moves: view.legal_moves().into_iter().map(MoveJson::of).collect(),
        refutation: view.moves.last().filter(|_| failed).map(path),
        text: plain(&text),
        solved: view.score.solved,
        streak: view.score.streak,
        best_streak: view.score.best_streak,
    }
}

/// The server the page is in, for its puzzle; none in a direct message.
fn server_of(admitted: &Admitted) -> Result<GuildId, Refusal> {
    match admitted.place.guild {
        GuildId::DIRECT => Err(Refusal::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "no-server",
            admitted.lang.text("activity-puzzle-server-only"),
        )),
        guild => Ok(guild),
    }
}

/// `GET /api/instances/{instance}/puzzle`: today's puzzle and the viewer's attempt.
pub(super) async fn today(
    State(a): State<Activity>,
    Path(instance): Path<String>,
    headers: HeaderMap,
) -> Result<Json<PuzzleJson>, Refusal> {
    let (token, locale) = credentials(&headers);
    let admitted = a.admit(token, &instance, locale).await?;
    let (guild, lang) = (server_of(&admitted)?, admitted.lang);
    let user = admitted.viewer.user;
    let view = a
        .service
        .todays_puzzle(guild, user)
        .await
        .map_err(|e| Refusal::from_service(&e, lang))?;
    let text = report::puzzle_intro(&view, lang, "activity-puzzle-start");
    Ok(Json(puzzle_json(&view, text)))
}

/// `POST /api/instances/{instance}/puzzle`: an answer, and the solver's reply.
pub(super) async fn answer(
    State(a): State<Activity>,
    Path(instance): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Result<Json<PuzzleJson>, Refusal> {
    let (token, locale) = credentials(&headers);
    let admitted = a.admit(token, &instance, locale).await?;
    let (guild, lang) = (server_of(&admitted)?, admitted.lang);
    let user = admitted.viewer.user;
    let asked: Answer = serde_json::from_slice(&body).map_err(|_| Refusal::bad_request(lang))?;
    let refused = |e| Refusal::from_service(&e, lang);
    let made_for = Some((asked.day, asked.ply));
    let request = a
        .service
        .puzzle_answer_request(guild, user, &asked.text, made_for)
        .await
        .map_err(refused)?;
    let answer = a
        .service
        .answer_puzzle(guild, user, request)
        .await
        .map_err(refused)?;
    let text = report::puzzle_answer_text(&answer, lang);
    Ok(Json(puzzle_json(&answer.view, text)))
}
