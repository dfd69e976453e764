//! A game's board as a message: the picture, its alt text, the headline and
//! the result, and the controls that come with it.

use super::controls::game_components;
use super::reply::{LiveBoard, Reply, mention, relative_time};
use crate::engine::Color;
use crate::game::{Actions, COUNT_UP_TO, GameEnd, GameView, report};
use crate::i18n::{self, Lang};
use crate::render::{BoardView, Caption, Renderer, hint_squares};
use crate::values::{GameStatus, Timestamp, UserId};

/// Names for the picture's caption: display names the service remembers,
/// or mentions' ids; and what the board offers.
pub struct Names {
    pub black: String,
    pub white: String,
    /// The player to move, if they have not finished a game in this server
    /// yet: their board says how to move.
    pub newcomers: Vec<UserId>,
    /// The actions the service offers on this board (its controls).
    pub offered: Actions,
    /// The service's time as the board is drawn: a live game's clocks then.
    pub shown_at: Timestamp,
}

/// The board message for a game, in `lang`: who moved what, whose turn it
/// is, the picture and the controls.
pub fn board_reply(
    renderer: &Renderer,
    view: &GameView,
    names: &Names,
    headline: String,
    end: Option<&GameEnd>,
    lang: Lang,
) -> Reply {
    let mut content = headline;
    // A new board pings the player to move; a result pings both players.
    let pings = match end {
        Some(end) => vec![end.winner, end.loser],
        None => view.player_to_move().into_iter().collect(),
    };
    let mut also = Vec::new();
    match end {
        Some(end) => {
            content.push_str(&result_text(end, lang));
            if let Some(parent) = view.place.parent {
                also.push((parent, result_notice(view, end, lang)));
            }
        }
        None => content.push_str(&turn_text(view, names, lang)),
    }
    // Worked out once for the picture and its alt text: bounded, but not free.
    let verdict = view.verdict();
    let board = board_png(renderer, view, names, verdict, lang);
    let (components, two_step) = game_components(view, names.offered, lang);
    if two_step {
        content.push_str(&format!("\n-# {}", lang.text("any-move")));
    }
    Reply {
        content,
        board,
        components,
        pings,
        board_alt: Some(board_alt(view, names, verdict, lang)),
        also,
        live: Some(LiveBoard {
            game: view.id,
            place: view.place,
            to_move: view.player_to_move(),
            ply: Some(view.ply()),
            ended: view.status != GameStatus::Active || view.game.is_over(),
            lang,
        }),
        ..Reply::default()
    }
}

/// "Game over" with the winner, and the rating changes, on lines of their own.
fn result_text(end: &GameEnd, lang: Lang) -> String {
    let mut text = String::from("\n");
    text.push_str(&lang.format(
        "game-over",
        &[
            ("reason", i18n::reason(end.outcome.reason).into()),
            ("winner", mention(end.winner).into()),
            ("loser", mention(end.loser).into()),
        ],
    ));
    if end.rating_changes.is_empty() {
        text.push(' ');
        text.push_str(&lang.text("casual-ratings-unchanged"));
    }
    for change in &end.rating_changes {
        text.push_str(&format!(
            "\n{}",
            report::rating_change_text(change, lang, &mention)
        ));
    }
    text
}

/// Who is to move and by when, with how to move for a newcomer; nothing
/// once the game is not running.
fn turn_text(view: &GameView, names: &Names, lang: Lang) -> String {
    let Some(player) = view
        .player_to_move()
        .filter(|_| view.status == GameStatus::Active)
    else {
        return String::new();
    };
    let mut text = String::from("\n");
    text.push_str(&lang.format(
        "to-move",
        &[
            ("player", mention(player).into()),
            ("colour", view.game.turn().name().into()),
        ],
    ));
    if let Some(deadline) = view.turn_deadline {
        text.push(' ');
        text.push_str(&lang.format("time-runs-out", &[("when", relative_time(deadline).into())]));
    }
    if let Some(clocks) = report::clocks_text(view, names.shown_at, lang) {
        text.push('\n');
        text.push_str(&clocks);
    }
    if names.newcomers.contains(&player) {
        text.push_str(&format!("\n-# {}", lang.text("how-to-move")));
    }
    text
}

/// The board picture, with the last move, the verdict if proven and,
/// before the first jump, the squares that may open the game; `None` (and
/// a logged error) if drawing fails.
fn board_png(
    renderer: &Renderer,
    view: &GameView,
    names: &Names,
    verdict: Option<Color>,
    lang: Lang,
) -> Option<Vec<u8>> {
    let pos = view.game.position();
    let hints = if view.status == GameStatus::Active && !view.game.has_jumps() {
        hint_squares(pos, view.game.variant().rules(), None)
    } else {
        Vec::new()
    };
    let picture = BoardView {
        last_move: view.last_move(),
        hints,
        caption: Some(Caption {
            verdict,
            ..Caption::for_game(&view.game, &names.black, &names.white, lang)
        }),
        ..BoardView::new(pos)
    };
    match renderer.render_png(&picture) {
        Ok(png) => Some(png),
        Err(e) => {
            tracing::error!(error = %e, "rendering a board failed");
            None
        }
    }
}

/// The one line a thread's parent channel gets when the game ends.
fn result_notice(view: &GameView, end: &GameEnd, lang: Lang) -> Reply {
    Reply::public(lang.format(
        "result-notice",
        &[
            ("game", view.id.to_string().into()),
            ("rated", i18n::yes_no(!end.rating_changes.is_empty()).into()),
            ("size", view.game.variant().size.to_string().into()),
            ("channel", format!("<#{}>", view.place.channel.0).into()),
            ("winner", mention(end.winner).into()),
            ("loser", mention(end.loser).into()),
            ("reason", i18n::reason(end.outcome.reason).into()),
        ],
    ))
}

/// Discord's limit on an attachment's description.
const MAX_ALT_TEXT: usize = 1024;

/// A game's board in words: the stones, the last move, and who is to move
/// with how many moves, or how the game ended; then the verdict, if proven.
pub fn board_alt(view: &GameView, names: &Names, verdict: Option<Color>, lang: Lang) -> String {
    let pos = view.game.position();
    let mut text = lang.format(
        "alt-board",
        &[
            ("size", pos.size().to_string().into()),
            ("black", names.black.as_str().into()),
            ("black-stones", pos.count(Color::Black).into()),
            ("white", names.white.as_str().into()),
            ("white-stones", pos.count(Color::White).into()),
        ],
    );
    if let Some(m) = view.last_move() {
        text.push(' ');
        text.push_str(&lang.format("alt-last-move", &[("move", m.to_string().into())]));
    }
    match view.game.outcome() {
        Some(outcome) => {
            text.push(' ');
            text.push_str(&i18n::outcome_in_colours(outcome, lang));
            text.push('.');
        }
        None if view.status == GameStatus::Active => {
            let colour = view.game.turn();
            let name = match colour {
                Color::Black => &names.black,
                Color::White => &names.white,
            };
            let moves = pos.count_legal_moves_up_to(view.game.variant().rules(), COUNT_UP_TO);
            let id = if moves == COUNT_UP_TO {
                "alt-to-move-many"
            } else {
                "alt-to-move"
            };
            text.push(' ');
            text.push_str(&lang.format(
                id,
                &[
                    ("name", name.as_str().into()),
                    ("colour", colour.name().into()),
                    ("moves", moves.into()),
                ],
            ));
        }
        None => {}
    }
    shorten(with_verdict(text, verdict, lang), MAX_ALT_TEXT)
}

/// Alt text with the solver's verdict, if proven, as its last sentence.
pub fn with_verdict(mut text: String, verdict: Option<Color>, lang: Lang) -> String {
    if let Some(winner) = verdict {
        text.push(' ');
        text.push_str(&i18n::proven_winner(winner, lang));
        text.push('.');
    }
    text
}

/// A challenge's message holds its game's controls until the first board.
pub fn challenge_board(view: &GameView, lang: Lang) -> LiveBoard {
    LiveBoard {
        game: view.id,
        place: view.place,
        to_move: None,
        ply: None,
        ended: false,
        lang,
    }
}

/// `text` cut to at most `max` bytes, at a character boundary, marked with "…".
fn shorten(mut text: String, max: usize) -> String {
    if text.len() <= max {
        return text;
    }
    let mut cut = max - '…'.len_utf8();
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    text.truncate(cut);
    text.push('…');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_alt_text_is_shortened_at_a_character() {
        let long = "Ā".repeat(600);
        let short = shorten(long, MAX_ALT_TEXT);
        assert!(short.len() <= MAX_ALT_TEXT && short.ends_with('…'));
        assert_eq!(shorten("short".into(), 10), "short");
    }
}
