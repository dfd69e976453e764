//! What the page is sent: a game as plain data (the page words it in the
//! viewer's language from the same Fluent files as the bot).

use serde::Serialize;

use super::state::Activity;
use crate::engine::{Color, Move, Position, Square};
use crate::game::{Action, Actions, Asker, GameAnalysis, GameView};
use crate::i18n::Lang;
use crate::values::{GameStatus, GuildId, Timestamp, UserId, millis};

/// The most moves listed for the player to move; a position with more (none
/// is known in real play) lists none, and the page asks stone by stone.
pub const MOVES_LISTED: usize = 2_000;

/// One game, as one viewer sees it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct GameJson {
    pub id: i64,
    pub rows: usize,
    pub cols: usize,
    /// The rows from the top (the highest rank) down: `b`, `w` or `.`.
    pub board: Vec<String>,
    pub status: &'static str,
    pub ply: usize,
    /// `black` or `white` while the game runs.
    pub to_move: Option<&'static str>,
    pub black: Option<PlayerJson>,
    pub white: Option<PlayerJson>,
    /// The squares of the last move, from where it started.
    pub last_move: Option<Vec<String>>,
    /// Stones each side has lost, by the colour of the stones.
    pub captured: Captured,
    /// The viewer's colour, if they play in it.
    pub you: Option<&'static str>,
    /// The moves the viewer may make now, if it is their turn.
    pub moves: Vec<MoveJson>,
    /// Whether the viewer's moves were too many to list.
    pub moves_unlisted: bool,
    /// When the player to move loses on time (Unix milliseconds).
    pub deadline: Option<i64>,
    /// A live game's clocks; `None` for a correspondence game.
    pub clock: Option<ClockJson>,
    /// Every position of a finished game from its start, for the page to
    /// step through; empty while it runs (a review then would be help).
    pub review: Vec<PlyJson>,
    pub winner: Option<&'static str>,
    pub end_reason: Option<&'static str>,
    pub rated: bool,
    /// The bot's level, in a game against it.
    pub ai_level: Option<u8>,
    /// Who challenged, and whom (`None`: anyone), while a challenge is open.
    pub challenger: Option<PlayerJson>,
    pub opponent: Option<PlayerJson>,
    /// Whether the last mover asked for their move back, awaiting an answer.
    pub takeback_asked: bool,
    /// What the viewer may do now, as the service offers it, by the
    /// actions' names (`move`, `resign`, `takeback`, `takeback-answer`,
    /// `abort`, `accept`, `decline`, `cancel`, `rematch`, `hint`,
    /// `analysis`, `follow`).
    pub actions: Vec<&'static str>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct PlayerJson {
    /// A Discord snowflake, as text (JavaScript numbers can't hold it).
    pub id: String,
    pub name: String,
}

/// A live game's clocks as the server read them at `read_at` (Unix ms):
/// the page runs the clock of `running` down from there, so every page
/// shows what the server holds, whatever the viewer's own clock says.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ClockJson {
    /// As players write it: `3+2`.
    pub control: String,
    pub black_ms: i64,
    pub white_ms: i64,
    /// The colour whose clock runs, while the game does.
    pub running: Option<&'static str>,
    pub read_at: i64,
}

/// One position of a finished game's review, and the move that made it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct PlyJson {
    /// As written (`d5`, `b5-d5-f5`); `None` for the start.
    pub notation: Option<String>,
    pub board: Vec<String>,
    pub last_move: Option<Vec<String>>,
}

/// The solver's verdict on one position of a finished game.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct VerdictJson {
    /// Who wins with perfect play from here (`black`, `white`); `None`
    /// where the solver could not tell within its budget.
    pub winner: Option<&'static str>,
    /// A winning move for the player to move, square by square.
    pub best: Option<Vec<String>>,
    /// Whether the move that made this position threw a win away.
    pub blunder: bool,
}

/// `analysis`'s verdicts, one per position from the start.
pub fn verdicts_json(analysis: &GameAnalysis) -> Vec<VerdictJson> {
    let mut json: Vec<VerdictJson> = (analysis.plies.iter().enumerate())
        .map(|(ply, verdict)| VerdictJson {
            winner: analysis.winner_at(ply).map(Color::name),
            best: verdict
                .winning
                .map(|m| m.path().map(|sq| sq.to_string()).collect()),
            blunder: false,
        })
        .collect();
    for b in &analysis.blunders {
        if let Some(made) = json.get_mut(b.ply + 1) {
            made.blunder = true;
        }
    }
    json
}

#[derive(Clone, Copy, Debug, Serialize, PartialEq, Eq)]
pub struct Captured {
    pub black: usize,
    pub white: usize,
}

/// One legal move: as written, and the squares it passes.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct MoveJson {
    pub text: String,
    pub path: Vec<String>,
}

impl MoveJson {
    pub fn of(m: Move) -> MoveJson {
        MoveJson {
            text: m.to_string(),
            path: m.path().map(|sq| sq.to_string()).collect(),
        }
    }
}

impl Activity {
    /// `view` as `viewer` sees it, with the players' names and what the
    /// service offers the viewer (nothing, logged, if that can't be read now).
    pub(super) async fn json(&self, view: &GameView, viewer: UserId, lang: Lang) -> GameJson {
        let users: Vec<UserId> = [view.black, view.white, Some(view.challenger), view.opponent]
            .into_iter()
            .flatten()
            .collect();
        let name = self.names(view.place.guild, &users, lang).await;
        let offered = match self.service.actions(view, Asker::own(viewer)).await {
            Ok(offered) => offered,
            Err(e) => {
                tracing::warn!(game = %view.id, error = %e, "reading what a viewer may do failed");
                Actions::NONE
            }
        };
        game_json(view, viewer, offered, name, self.service.now())
    }

    /// The names of `users` in `guild`, as remembered: the bot's own, or
    /// "a player" for someone whose name is not known (or can't be read now).
    pub(super) async fn names(
        &self,
        guild: GuildId,
        users: &[UserId],
        lang: Lang,
    ) -> impl Fn(UserId) -> String + use<> {
        let names = self.service.names(guild, users).await.unwrap_or_default();
        let bot = self.service.config().bot_user;
        let unknown = lang.text("activity-player");
        move |u| match names.get(&u) {
            Some(name) => name.clone(),
            None if Some(u) == bot => "Kōnane".to_owned(),
            None => unknown.clone(),
        }
    }
}

/// `view` as `viewer` sees it, who may do what is `offered`; `name` gives
/// a player's name.
pub fn game_json(
    view: &GameView,
    viewer: UserId,
    offered: Actions,
    name: impl Fn(UserId) -> String,
    now: Timestamp,
) -> GameJson {
    let position = view.game.position();
    let size = position.size();
    let board = rows_of(position);
    let captured = captured_in(view);
    let player = |user: Option<UserId>| {
        user.map(|u| PlayerJson {
            id: u.0.to_string(),
            name: name(u),
        })
    };
    let you = [Color::Black, Color::White]
        .into_iter()
        .find(|&c| view.player(c) == Some(viewer));
    let running = view.status == GameStatus::Active && !view.game.is_over();
    let listed = if offered.contains(Action::Move) {
        position.legal_moves_up_to(view.game.variant().rules(), MOVES_LISTED)
    } else {
        Some(Vec::new())
    };
    let outcome = view.game.outcome();
    let challenge = view.status == GameStatus::Challenge;
    GameJson {
        id: view.id.0,
        rows: size.rows(),
        cols: size.cols(),
        board,
        status: view.status.name(),
        ply: view.ply(),
        to_move: running.then(|| view.game.turn().name()),
        black: player(view.black),
        white: player(view.white),
        last_move: view
            .game
            .moves()
            .last()
            .map(|m| m.path().map(|sq| sq.to_string()).collect()),
        captured,
        you: you.map(Color::name),
        moves_unlisted: listed.is_none(),
        moves: listed
            .unwrap_or_default()
            .into_iter()
            .map(MoveJson::of)
            .collect(),
        deadline: view.turn_deadline.filter(|_| running).map(|t| t.0),
        clock: clock_json(view, running, now),
        review: review_of(view),
        winner: outcome.map(|o| o.winner.name()),
        end_reason: outcome.map(|o| o.reason.name()),
        rated: view.rated,
        ai_level: view.ai_level.map(|l| l.get()),
        challenger: challenge.then(|| player(Some(view.challenger))).flatten(),
        opponent: challenge.then(|| player(view.opponent)).flatten(),
        takeback_asked: running && view.takeback_open,
        actions: offered.iter().map(Action::name).collect(),
    }
}

fn clock_json(view: &GameView, running: bool, now: Timestamp) -> Option<ClockJson> {
    let clock = view.clock?;
    let ms = |colour| millis(view.time_left(colour, now).unwrap_or_default());
    Some(ClockJson {
        control: clock.control.to_string(),
        black_ms: ms(Color::Black),
        white_ms: ms(Color::White),
        running: running.then(|| view.game.turn().name()),
        read_at: now.0,
    })
}

fn review_of(view: &GameView) -> Vec<PlyJson> {
    if view.status != GameStatus::Finished {
        return Vec::new();
    }
    let mut position = *view.game.start();
    let mut review = vec![PlyJson {
        notation: None,
        board: rows_of(&position),
        last_move: None,
    }];
    let rules = view.game.variant().rules();
    for &m in view.game.moves() {
        // Checked again: the moves were, on loading, but a panic is never the answer.
        let Ok(next) = position.play(m, rules) else {
            break;
        };
        position = next;
        review.push(PlyJson {
            notation: Some(m.to_string()),
            board: rows_of(&position),
            last_move: Some(m.path().map(|sq| sq.to_string()).collect()),
        });
    }
    review
}

/// The rows of `position` from the top (the highest rank) down: `b`, `w` or `.`.
pub(super) fn rows_of(position: &Position) -> Vec<String> {
    let size = position.size();
    (0..size.rows())
        .rev()
        .map(|rank| {
            (0..size.cols())
                .map(
                    |file| match position.stone_at(Square::new(file as u8, rank as u8)) {
                        Some(Color::Black) => 'b',
                        Some(Color::White) => 'w',
                        None => '.',
                    },
                )
                .collect()
        })
        .collect()
}

/// The stones each side has lost since the game's start.
fn captured_in(view: &GameView) -> Captured {
    let (start, now) = (view.game.start(), view.game.position());
    let lost = |colour| start.count(colour).saturating_sub(now.count(colour));
    Captured {
        black: lost(Color::Black),
        white: lost(Color::White),
    }
}
