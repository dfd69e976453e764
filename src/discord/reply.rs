//! Turning service results into Discord messages: text, the board picture and
//! components. Shared by slash commands and by button and menu clicks.

use poise::serenity_prelude as serenity;
use serenity::{CreateActionRow, CreateAttachment};

use crate::i18n::Lang;
use crate::values::{ChannelId, GameId, MessageId, Place, UserId};

/// A message to send: text, optionally the board and other files, and components.
#[derive(Clone, Debug, Default)]
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
    /// Set on a message carrying a game's controls (a board or a challenge):
    /// once posted it becomes the game's live board.
    pub live: Option<LiveBoard>,
}

/// The game a posted message is the live board of, and who it tells to move.
#[derive(Clone, Copy, Debug)]
pub struct LiveBoard {
    pub game: GameId,
    pub place: Place,
    /// The player to move, told by direct message if they asked for that.
    pub to_move: Option<UserId>,
    /// Moves played on it; `None` for a challenge.
    pub ply: Option<usize>,
    /// Whether the game is over (finished or aborted) on it.
    pub ended: bool,
    /// The language it is written in.
    pub lang: Lang,
}

/// A link that opens message `message` of `place`'s channel.
pub fn message_link(place: Place, message: MessageId) -> String {
    // Direct messages and group DMs are linked under `@me`.
    let server = match place.guild {
        crate::values::GuildId::DIRECT => "@me".to_string(),
        guild => guild.0.to_string(),
    };
    format!(
        "https://discord.com/channels/{server}/{}/{}",
        place.channel.0, message.0
    )
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

/// A player named in a message: a mention, or, for a member who erased
/// their data, the words for one (a mention of nobody would show an id).
pub fn player_mention(user: UserId, lang: Lang) -> String {
    if user.is_erased() {
        lang.text("deleted-player")
    } else {
        mention(user)
    }
}

/// A display name as plain text in a message: Discord's markdown, masked
/// links and mentions inside a nickname are shown, not acted on, and the name
/// is isolated, so a right-to-left one doesn't carry the words after it.
pub fn escape(name: &str) -> String {
    const SPECIAL: &str = "\\*_~`|><#-[]()@:";
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if SPECIAL.contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    crate::render::isolated_if_needed(&out)
}

/// A time as Discord shows it in each reader's own language ("in 2 days").
pub fn relative_time(t: crate::values::Timestamp) -> String {
    format!("<t:{}:R>", t.unix_seconds())
}

// The picker's menus, for Discord: what they page through is the game's
// (`game::Picker`).

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_shown_not_obeyed() {
        assert_eq!(escape("Kai"), "Kai");
        assert_eq!(escape("**Kai**"), "\\*\\*Kai\\*\\*");
        assert_eq!(escape("<@1>"), "\\<\\@1\\>");
        assert_eq!(escape("[x](http://y)"), "\\[x\\]\\(http\\://y\\)");
        assert_eq!(escape("Иван 李"), "Иван 李");
    }

    /// The visual order of `line` in a left-to-right paragraph, as a
    /// Discord client lays it out.
    fn visual(line: &str) -> String {
        let info = unicode_bidi::BidiInfo::new(line, Some(unicode_bidi::Level::ltr()));
        let paragraph = &info.paragraphs[0];
        info.reorder_line(paragraph, paragraph.range.clone())
            .into_owned()
    }

    #[test]
    fn a_right_to_left_name_keeps_the_words_after_it_in_their_place() {
        let name = "محمد";
        let bare = visual(&format!("{name} 31 points"));
        assert!(
            bare.starts_with("31"),
            "unisolated, the count jumps in front: {bare}"
        );
        let line = visual(&format!("{} 31 points", escape(name)));
        assert!(line.ends_with(" 31 points"), "{line}");
        assert_eq!(
            escape(&format!("{name}\u{202E}")),
            format!("\u{2068}{name}\u{2069}")
        );
    }
}
