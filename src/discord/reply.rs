//! Turning service results into Discord messages: text, the board picture and
//! components. Shared by slash commands and by button and menu clicks.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption,
};

use crate::engine::{Color, EndReason, Move};
use crate::game::{ChannelId, GameEnd, GameView, RatingChange, UserId};
use crate::render::{BoardView, Caption, Renderer, hint_squares};
use crate::store::GameStatus;

use super::ids::ComponentId;

/// Discord's limit on the options of one select menu.
pub const MAX_MENU_OPTIONS: usize = 25;

/// A message to send: text, optionally the board and other files, and components.
#[derive(Debug, Default)]
pub struct Reply {
    pub content: String,
    pub board: Option<Vec<u8>>,
    pub files: Vec<CreateAttachment>,
    pub components: Vec<CreateActionRow>,
    pub ephemeral: bool,
    /// The users this message may ping; everyone else it mentions is shown
    /// without a notification.
    pub pings: Vec<UserId>,
    /// The board picture in words (its alt text), for screen readers.
    pub board_alt: Option<String>,
    /// Messages for other channels, posted after this one: a game's result
    /// in the channel its thread belongs to, say.
    pub also: Vec<(ChannelId, Reply)>,
}

impl Reply {
    pub fn private(content: impl Into<String>) -> Reply {
        Reply {
            content: content.into(),
            ephemeral: true,
            ..Reply::default()
        }
    }

    pub fn public(content: impl Into<String>) -> Reply {
        Reply {
            content: content.into(),
            ..Reply::default()
        }
    }

    /// The board picture (as `board.png`), then the other files.
    pub fn attachments(&self) -> Vec<CreateAttachment> {
        let board = self.board.as_ref().map(|png| {
            let picture = CreateAttachment::bytes(png.clone(), "board.png");
            match &self.board_alt {
                Some(alt) => picture.description(alt.clone()),
                None => picture,
            }
        });
        board
            .into_iter()
            .chain(self.files.iter().cloned())
            .collect()
    }
}

pub fn mention(user: UserId) -> String {
    format!("<@{}>", user.0)
}

/// A display name as plain text in a message: Discord's markdown, masked
/// links and mentions inside a nickname are shown, not acted on.
pub fn escape(name: &str) -> String {
    const SPECIAL: &str = "\\*_~`|><#-[]()@:";
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if SPECIAL.contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Names for the picture's caption: display names the service remembers, or mentions' ids.
pub struct Names {
    pub black: String,
    pub white: String,
    /// The player to move, if they have not finished a game in this server
    /// yet: their board says how to move.
    pub newcomers: Vec<UserId>,
}

/// What a board adds for a player who has not finished a game yet.
pub const HOW_TO_MOVE: &str = "New to the bot? Pick your move in the menu under the board, \
or type `/konane move` (it suggests your legal moves). `/konane rules` explains the game; \
`/konane abort` ends a game started by mistake before both of you have moved.";

/// The board message for a game: who moved what, whose turn it is, the
/// picture and the controls.
pub fn board_reply(
    renderer: &Renderer,
    view: &GameView,
    names: &Names,
    headline: String,
    end: Option<&GameEnd>,
) -> Reply {
    let mut content = headline;
    // A new board pings the player to move; a result pings both players.
    let pings = match end {
        Some(end) => vec![end.winner, end.loser],
        None => view.player_to_move().into_iter().collect(),
    };
    let mut also = Vec::new();
    match (view.status, end) {
        (_, Some(end)) => {
            let result = match end.outcome.reason {
                EndReason::NoMoves => format!(
                    "{} has no move: {} wins.",
                    mention(end.loser),
                    mention(end.winner)
                ),
                reason => format!("{} wins ({}).", mention(end.winner), reason.name()),
            };
            content.push_str(&format!("\n**Game over:** {result}"));
            if end.rating_changes.is_empty() {
                content.push_str(" Casual game: ratings unchanged.");
            }
            for change in &end.rating_changes {
                content.push_str(&format!("\n{}", rating_line(change)));
            }
            if let Some(parent) = view.place.parent {
                also.push((parent, result_notice(view, end)));
            }
        }
        (GameStatus::Active, None) => {
            if let Some(player) = view.player_to_move() {
                let colour = view.game.turn();
                content.push_str(&format!("\n{} ({colour}) to move.", mention(player)));
                if let Some(deadline) = view.turn_deadline {
                    content.push_str(&format!(
                        " Time runs out <t:{}:R>.",
                        deadline.unix_seconds()
                    ));
                }
                if names.newcomers.contains(&player) {
                    content.push_str(&format!("\n-# {HOW_TO_MOVE}"));
                }
            }
        }
        _ => {}
    }
    let pos = view.game.position();
    let hints = if view.status == GameStatus::Active && !view.game.has_jumps() {
        hint_squares(pos, view.game.variant().rules(), None)
    } else {
        Vec::new()
    };
    let picture = BoardView {
        last_move: view.last_move(),
        hints,
        caption: Some(Caption::for_game(&view.game, &names.black, &names.white)),
        ..BoardView::new(pos)
    };
    let board = match renderer.render_png(&picture) {
        Ok(png) => Some(png),
        Err(e) => {
            tracing::error!(error = %e, "rendering a board failed");
            None
        }
    };
    Reply {
        content,
        board,
        components: game_components(view),
        pings,
        board_alt: Some(board_alt(view, names)),
        also,
        ..Reply::default()
    }
}

/// The one line a thread's parent channel gets when the game ends.
fn result_notice(view: &GameView, end: &GameEnd) -> Reply {
    let kind = if end.rating_changes.is_empty() {
        "casual"
    } else {
        "rated"
    };
    Reply::public(format!(
        "Game #{} ({kind}, {}) in <#{}>: {} beat {} ({}).",
        view.id,
        view.game.variant().size,
        view.place.channel.0,
        mention(end.winner),
        mention(end.loser),
        end.outcome.reason.name()
    ))
}

/// Discord's limit on an attachment's description.
const MAX_ALT_TEXT: usize = 1024;

/// A game's board in words: the stones, the last move, and who is to move
/// with how many moves, or how the game ended.
pub fn board_alt(view: &GameView, names: &Names) -> String {
    let pos = view.game.position();
    let mut text = format!(
        "Kōnane board, {}. {} (black) has {} stones, {} (white) {}.",
        pos.size(),
        names.black,
        pos.count(Color::Black),
        names.white,
        pos.count(Color::White)
    );
    if let Some(m) = view.last_move() {
        text.push_str(&format!(" Last move {m}."));
    }
    match view.game.outcome() {
        Some(outcome) => text.push_str(&format!(" {outcome}.")),
        None if view.status == GameStatus::Active => {
            let colour = view.game.turn();
            let name = match colour {
                Color::Black => &names.black,
                Color::White => &names.white,
            };
            let moves = pos.count_legal_moves(view.game.variant().rules());
            text.push_str(&format!(" {name} ({colour}) to move, {moves} legal moves."));
        }
        None => {}
    }
    shorten(text, MAX_ALT_TEXT)
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

fn rating_line(c: &RatingChange) -> String {
    format!(
        "{}: {:.0} → {:.0} ({:+.0})",
        mention(c.user),
        c.before,
        c.after,
        c.after - c.before
    )
}

/// A move menu (when the moves fit in one), Resign while running; Rematch after.
pub fn game_components(view: &GameView) -> Vec<CreateActionRow> {
    let id = view.id;
    if view.status != GameStatus::Active || view.game.is_over() {
        if view.status == GameStatus::Finished {
            return vec![CreateActionRow::Buttons(vec![
                CreateButton::new(ComponentId::Rematch(id).encode())
                    .label("Rematch")
                    .style(ButtonStyle::Primary),
            ])];
        }
        return Vec::new();
    }
    let mut rows = Vec::new();
    let moves = view.game.legal_moves();
    if !moves.is_empty() && moves.len() <= MAX_MENU_OPTIONS {
        let options = moves
            .iter()
            .map(|m| CreateSelectMenuOption::new(move_label(*m), m.to_string()))
            .collect();
        let colour = match view.game.turn() {
            Color::Black => "Black",
            Color::White => "White",
        };
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(
                ComponentId::Move {
                    game: id,
                    ply: view.ply(),
                }
                .encode(),
                CreateSelectMenuKind::String { options },
            )
            .placeholder(format!("{colour} to move: pick a move")),
        ));
    }
    rows.push(CreateActionRow::Buttons(vec![
        CreateButton::new(ComponentId::Resign(id).encode())
            .label("Resign")
            .style(ButtonStyle::Danger),
    ]));
    rows
}

fn move_label(m: Move) -> String {
    match m.hops() {
        0 => format!("remove {m}"),
        1 => format!("{m} (captures 1)"),
        n => format!("{m} (captures {n})"),
    }
}

/// Accept and Decline buttons for a challenge; an open one has no one to decline it.
pub fn challenge_components(view: &GameView) -> Vec<CreateActionRow> {
    let mut buttons = vec![
        CreateButton::new(ComponentId::Accept(view.id).encode())
            .label("Accept")
            .style(ButtonStyle::Success),
    ];
    if view.opponent.is_some() {
        buttons.push(
            CreateButton::new(ComponentId::Decline(view.id).encode())
                .label("Decline")
                .style(ButtonStyle::Secondary),
        );
    }
    vec![CreateActionRow::Buttons(buttons)]
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

    #[test]
    fn names_are_shown_not_obeyed() {
        assert_eq!(escape("Kai"), "Kai");
        assert_eq!(escape("**Kai**"), "\\*\\*Kai\\*\\*");
        assert_eq!(escape("<@1>"), "\\<\\@1\\>");
        assert_eq!(escape("[x](http://y)"), "\\[x\\]\\(http\\://y\\)");
        assert_eq!(escape("Иван 李"), "Иван 李");
    }
}
