//! The controls a board carries: the move picker (one menu, or the stone
//! then its moves, a page at a time), Resign, Takeback, Follow and Rematch,
//! and a challenge's Accept and Decline.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use super::ids::ComponentId;
use crate::engine::{Move, Square};
use crate::game::{COUNT_UP_TO, GameView, MAX_MENU_OPTIONS, Picker, page_of};
use crate::i18n::Lang;
use crate::values::{GameId, GameStatus};

/// A move picker, Resign while running; Rematch after. The flag is set
/// when the moves don't fit in one menu and the picker takes two steps.
pub(crate) fn game_components(view: &GameView, lang: Lang) -> (Vec<CreateActionRow>, bool) {
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
    labelled_follow_button(game, lang.text("button-follow"))
}

/// A Follow button with its label already written (an owed edit keeps it).
pub fn labelled_follow_button(game: GameId, label: String) -> CreateButton {
    CreateButton::new(ComponentId::Follow(game).encode())
        .label(label)
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
    use crate::engine::Color;
    use crate::engine::MAX_HOPS;
    use crate::game::PAGE;

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
