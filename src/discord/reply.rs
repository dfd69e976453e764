//! Turning service results into Discord messages: text, the board picture and
//! components. Shared by slash commands and by button and menu clicks.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption,
};

use super::ids::ComponentId;
use crate::engine::{Color, Move, Square};
use crate::game::{COUNT_UP_TO, MAX_MENU_OPTIONS, Picker, page_of};
use crate::game::{GameEnd, GameView, report};
use crate::i18n::{self, Lang};
use crate::render::{BoardView, Caption, Renderer, hint_squares};
use crate::values::{ChannelId, GameId, GameStatus, MessageId, Place, UserId};

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
    let (components, two_step) = game_components(view, lang);
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
    if names.newcomers.contains(&player) {
        text.push_str(&format!("\n-# {}", lang.text("how-to-move")));
    }
    text
}

/// A time as Discord shows it in each reader's own language ("in 2 days").
pub fn relative_time(t: crate::values::Timestamp) -> String {
    format!("<t:{}:R>", t.unix_seconds())
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

/// A move picker, Resign while running; Rematch after. The flag is set
/// when the moves don't fit in one menu and the picker takes two steps.
fn game_components(view: &GameView, lang: Lang) -> (Vec<CreateActionRow>, bool) {
    let id = view.id;
    if view.status != GameStatus::Active || view.game.is_over() {
        if view.status == GameStatus::Finished {
            let rematch = CreateActionRow::Buttons(vec![
                CreateButton::new(ComponentId::Rematch(id).encode())
                    .label(lang.text("button-rematch"))
                    .style(ButtonStyle::Primary),
            ]);
            return (vec![rematch], false);
        }
        return (Vec::new(), false);
    }
    let picker = Picker::of(view);
    let pos = view.game.position();
    let rules = view.game.variant().rules();
    // Past one menu's worth the moves are never all listed: with turning
    // jumps a position can have millions.
    let (menu, two_step) = match pos.legal_moves_up_to(rules, MAX_MENU_OPTIONS) {
        Some(moves) => (picker.move_menu(&moves, None, lang), false),
        None => (picker.stone_menu(&picker.stones(pos, rules), 0, lang), true),
    };
    let mut buttons = vec![
        CreateButton::new(ComponentId::Resign(id).encode())
            .label(lang.text("button-resign"))
            .style(ButtonStyle::Danger),
    ];
    buttons.extend(takeback_buttons(view, lang));
    if view.ply() == 0 {
        buttons.push(follow_button(id, lang));
    }
    let rows = menu
        .into_iter()
        .chain([CreateActionRow::Buttons(buttons)])
        .collect();
    (rows, two_step)
}

/// Follow, on a game's first board: it stays there while the game runs.
pub fn follow_button(game: GameId, lang: Lang) -> CreateButton {
    CreateButton::new(ComponentId::Follow(game).encode())
        .label(lang.text("button-follow"))
        .style(ButtonStyle::Secondary)
}

/// In a casual game: Accept and Decline while a takeback is asked, else
/// Take back once a move was made and none was asked at this move (against
/// the bot, only at the levels that give them).
fn takeback_buttons(view: &GameView, lang: Lang) -> Vec<CreateButton> {
    let id = view.id;
    let answer = |accept: bool, label: &str, style| {
        CreateButton::new(ComponentId::TakebackAnswer { game: id, accept }.encode())
            .label(lang.text(label))
            .style(style)
    };
    if view.takeback_open {
        return vec![
            answer(true, "button-takeback-accept", ButtonStyle::Success),
            answer(false, "button-takeback-decline", ButtonStyle::Secondary),
        ];
    }
    let bot_gives_them = view
        .ai_level
        .is_none_or(|l| l.get() <= crate::game::TAKEBACK_LEVELS);
    if view.rated || view.ply() == 0 || view.takeback_asked || !bot_gives_them {
        return Vec::new();
    }
    vec![
        CreateButton::new(ComponentId::Takeback(id).encode())
            .label(lang.text("button-takeback"))
            .style(ButtonStyle::Secondary),
    ]
}

/// The value of the option that asks for the next page of stones.
pub const MORE_STONES: &str = "more";

// The picker's menus, for Discord: what they page through is the game's
// (`game::Picker`).
impl Picker {
    /// The first step of the picker: `page` of the stones that can move.
    /// `None` if there is nothing on that page.
    pub fn stone_menu(
        self,
        stones: &[(Square, u64)],
        page: usize,
        lang: Lang,
    ) -> Option<CreateActionRow> {
        let (shown, more) = page_of(stones, page);
        if shown.is_empty() {
            return None;
        }
        let mut options: Vec<CreateSelectMenuOption> = shown
            .iter()
            .map(|&(sq, n)| {
                let id = if n == COUNT_UP_TO {
                    "menu-stone-many"
                } else {
                    "menu-stone"
                };
                let label = lang.format(
                    id,
                    &[("square", sq.to_string().into()), ("moves", n.into())],
                );
                CreateSelectMenuOption::new(label, sq.to_string())
            })
            .collect();
        if more {
            options.push(CreateSelectMenuOption::new(
                lang.text("menu-more-stones"),
                MORE_STONES,
            ));
        }
        let id = ComponentId::Stones {
            game: self.game,
            ply: self.ply,
            page,
        };
        Some(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(id.encode(), CreateSelectMenuKind::String { options })
                .placeholder(
                    lang.format("menu-pick-stone", &[("colour", self.turn.name().into())]),
                ),
        ))
    }

    /// A menu of moves: all of `moves` when they fit, else those of the stone
    /// `from` a page at a time. Each option's value is the move's text or, for
    /// a text too long for Discord, its place among `moves`: `#i`, or
    /// `#f5:i` for a stone's list (see [`Picker::stone_moves`]).
    pub fn move_menu(
        self,
        moves: &[Move],
        from: Option<(Square, usize)>,
        lang: Lang,
    ) -> Option<CreateActionRow> {
        let indexed: Vec<(usize, Move)> = moves
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, m)| from.is_none_or(|(sq, _)| m.origin() == sq))
            .collect();
        let page = from.map_or(0, |(_, page)| page);
        let (shown, more) = page_of(&indexed, page);
        if shown.is_empty() {
            return None;
        }
        let mut options: Vec<CreateSelectMenuOption> = shown
            .iter()
            .map(|&(i, m)| {
                let text = m.to_string();
                let value = match from {
                    _ if text.chars().count() <= MAX_OPTION_TEXT => text,
                    Some((sq, _)) => format!("#{sq}:{i}"),
                    None => format!("#{i}"),
                };
                CreateSelectMenuOption::new(move_label(m, lang), value)
            })
            .collect();
        if let (true, Some((sq, _))) = (more, from) {
            options.push(CreateSelectMenuOption::new(
                lang.text("menu-more-moves"),
                format!("more:{sq}:{}", page + 1),
            ));
        }
        let placeholder = match from {
            Some((sq, _)) => lang.format("menu-moves-of", &[("square", sq.to_string().into())]),
            None => lang.format("menu-pick-move", &[("colour", self.turn.name().into())]),
        };
        let id = ComponentId::Move {
            game: self.game,
            ply: self.ply,
        };
        Some(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(id.encode(), CreateSelectMenuKind::String { options })
                .placeholder(placeholder),
        ))
    }
}

/// Discord's limit on a menu option's label and value, in characters.
pub const MAX_OPTION_TEXT: usize = 100;

/// `text` cut to at most `max` characters, marked with "…".
pub fn shorten_chars(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max - 1).collect();
    cut.push('…');
    cut
}

/// A move as a menu shows it, its path shortened so the label fits and the
/// captures still show.
pub(crate) fn move_label(m: Move, lang: Lang) -> String {
    let label = |path: String| match m.hops() {
        0 => lang.format("move-remove", &[("move", path.into())]),
        n => lang.format(
            "move-captures",
            &[("move", path.into()), ("count", n.into())],
        ),
    };
    let around = label(String::new()).chars().count();
    let room = MAX_OPTION_TEXT.saturating_sub(around).max(1);
    label(shorten_chars(&m.to_string(), room))
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

/// Accept and Decline buttons for a challenge; an open one has no one to decline it.
pub fn challenge_components(view: &GameView, lang: Lang) -> Vec<CreateActionRow> {
    let mut buttons = vec![
        CreateButton::new(ComponentId::Accept(view.id).encode())
            .label(lang.text("button-accept"))
            .style(ButtonStyle::Success),
    ];
    if view.opponent.is_some() {
        buttons.push(
            CreateButton::new(ComponentId::Decline(view.id).encode())
                .label(lang.text("button-decline"))
                .style(ButtonStyle::Secondary),
        );
    }
    vec![CreateActionRow::Buttons(buttons)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::MAX_HOPS;
    use crate::game::PAGE;

    /// A jumping stone's path snaking over a 16×16 board: up the a-file,
    /// along the top, down the c-file, and so on, `hops` hops in all.
    fn snake(hops: usize) -> Vec<Square> {
        let mut path = vec![Square::new(0, 0)];
        let (mut file, mut rank, mut up) = (0u8, 0u8, true);
        while path.len() <= hops {
            match (up, rank) {
                (true, 14) | (false, 0) => {
                    file += 2;
                    up = !up;
                }
                (true, _) => rank += 2,
                (false, _) => rank -= 2,
            }
            path.push(Square::new(file, rank));
        }
        path
    }

    /// The options (label, value) of a menu row.
    fn options(row: &CreateActionRow) -> Vec<(String, String)> {
        let json = serde_json::to_value(row).expect("a row serialises");
        json["components"][0]["options"]
            .as_array()
            .expect("a menu")
            .iter()
            .map(|o| {
                let text = |k: &str| o[k].as_str().unwrap_or_default().to_string();
                (text("label"), text("value"))
            })
            .collect()
    }

    #[test]
    fn a_stone_with_more_moves_than_a_menu_holds_pages_them_and_long_moves_fit() {
        let path = snake(MAX_HOPS);
        // Stopping after any hop is a move: 32 of them, the longest past 100 characters.
        let moves: Vec<Move> = (2..=path.len())
            .map(|n| Move::from_path(&path[..n]).expect("a path of jumps"))
            .collect();
        assert!(moves.last().unwrap().to_string().len() > 100);
        let picker = Picker {
            game: GameId(1),
            ply: 12,
            turn: Color::Black,
        };
        let from = Square::new(0, 0);
        let stones = [(from, moves.len() as u64)];
        let shown = options(
            &picker
                .stone_menu(&stones, 0, Lang::SOURCE)
                .expect("a stone menu"),
        );
        assert_eq!(shown, vec![("a1: 32 moves".to_string(), "a1".to_string())]);
        assert!(picker.stone_menu(&stones, 1, Lang::SOURCE).is_none());
        let many = options(
            &picker
                .stone_menu(&[(from, COUNT_UP_TO)], 0, Lang::SOURCE)
                .expect("a stone menu"),
        );
        // Counts are numbers the locale writes: 1000 is "1,000" in English.
        assert_eq!(COUNT_UP_TO, 1000);
        assert_eq!(many[0].0, "a1: 1,000+ moves");

        let first = options(
            &picker
                .move_menu(&moves, Some((from, 0)), Lang::SOURCE)
                .expect("page 1"),
        );
        let second = options(
            &picker
                .move_menu(&moves, Some((from, 1)), Lang::SOURCE)
                .expect("page 2"),
        );
        assert!(
            picker
                .move_menu(&moves, Some((from, 2)), Lang::SOURCE)
                .is_none()
        );
        assert_eq!(first.len(), MAX_MENU_OPTIONS);
        assert_eq!(first.last().unwrap().1, "more:a1:1");
        assert_eq!(second.len(), MAX_HOPS - PAGE);
        let shown: Vec<&(String, String)> = first[..PAGE].iter().chain(&second).collect();
        for (i, (label, value)) in shown.iter().enumerate() {
            assert!(label.chars().count() <= MAX_OPTION_TEXT, "{label}");
            assert!(value.chars().count() <= MAX_OPTION_TEXT, "{value}");
            assert!(label.ends_with(&format!("(captures {})", i + 1)), "{label}");
            let text = moves[i].to_string();
            if text.len() <= MAX_OPTION_TEXT {
                assert_eq!(value, &text);
            } else {
                assert_eq!(value, &format!("#a1:{i}"));
            }
        }
    }

    #[test]
    fn stones_past_a_page_get_a_next_page_option() {
        // 30 stones, each with one move.
        let stones: Vec<(Square, u64)> = (0..30u8)
            .map(|i| (Square::new((i % 5) * 3, (i / 5) * 2), 1))
            .collect();
        let picker = Picker {
            game: GameId(1),
            ply: 3,
            turn: Color::White,
        };
        let first = options(&picker.stone_menu(&stones, 0, Lang::SOURCE).expect("page 1"));
        let second = options(&picker.stone_menu(&stones, 1, Lang::SOURCE).expect("page 2"));
        assert_eq!(first.len(), MAX_MENU_OPTIONS);
        assert_eq!(first.last().unwrap().1, MORE_STONES);
        assert_eq!(second.len(), 30 - PAGE);
        assert!(second.iter().all(|(_, v)| v != MORE_STONES));
    }

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

    #[test]
    fn a_long_move_fits_its_label_in_every_language() {
        let path = snake(MAX_HOPS);
        let longest = Move::from_path(&path).expect("a path of jumps");
        for lang in Lang::ALL {
            let label = move_label(longest, lang);
            assert!(
                label.chars().count() <= MAX_OPTION_TEXT,
                "{lang:?}: {label}"
            );
            // The path is what gets shortened: the captures still show.
            assert!(label.contains(&MAX_HOPS.to_string()), "{lang:?}: {label}");
            assert!(label.starts_with("a1-a3"), "{lang:?}: {label}");
        }
    }
}
