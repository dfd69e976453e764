//! The controls a board carries, drawn from the actions the service offers
//! on it ([`Service::actions_on_board`](crate::game::Service::actions_on_board)):
//! the move picker (one menu, or the stone then its moves, a page at a
//! time) and a button for each other action. No rule of who may do what
//! lives here: a board shared by everyone in the channel shows what any of
//! them may do, and the service refuses the rest.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use super::ids::ComponentId;
use crate::engine::{Move, Square};
use crate::game::{Action, Actions, COUNT_UP_TO, GameView, MAX_MENU_OPTIONS, Picker, page_of};
use crate::i18n::Lang;
use crate::values::GameId;

/// Discord's limit of buttons in one row.
const BUTTONS_PER_ROW: usize = 5;

/// The controls of `view`'s board for the actions `offered` on it: the
/// move picker while someone may move, then the buttons. The flag is set
/// when the moves don't fit in one menu and the picker takes two steps.
pub(crate) fn game_components(
    view: &GameView,
    offered: Actions,
    lang: Lang,
) -> (Vec<CreateActionRow>, bool) {
    let mut rows = Vec::new();
    let mut two_step = false;
    if offered.contains(Action::Move) {
        let picker = Picker::of(view);
        let pos = view.game.position();
        let rules = view.game.variant().rules();
        // Past one menu's worth the moves are never all listed: with turning
        // jumps a position can have millions.
        let menu = match pos.legal_moves_up_to(rules, MAX_MENU_OPTIONS) {
            Some(moves) => picker.move_menu(&moves, None, lang),
            None => {
                two_step = true;
                picker.stone_menu(&picker.stones(pos, rules), 0, lang)
            }
        };
        rows.extend(menu);
    }
    let buttons: Vec<CreateButton> = offered
        .iter()
        .flat_map(|action| buttons_for(view, action, lang))
        .collect();
    rows.extend(
        buttons
            .chunks(BUTTONS_PER_ROW)
            .map(|row| CreateActionRow::Buttons(row.to_vec())),
    );
    (rows, two_step)
}

/// The buttons of `action` on `view`'s board: none for a move (it has the
/// menu), nor for a moderator's abort, which no board shared by everyone offers.
fn buttons_for(view: &GameView, action: Action, lang: Lang) -> Vec<CreateButton> {
    use ButtonStyle::{Danger, Primary, Secondary, Success};
    let id = view.id;
    let button = |component: ComponentId, label: &str, style| {
        CreateButton::new(component.encode())
            .label(lang.text(label))
            .style(style)
    };
    let answer = |accept| ComponentId::TakebackAnswer { game: id, accept };
    match action {
        Action::Move | Action::ModeratorAbort => Vec::new(),
        Action::Accept => vec![button(ComponentId::Accept(id), "button-accept", Success)],
        Action::Decline => vec![button(
            ComponentId::Decline(id),
            "button-decline",
            Secondary,
        )],
        Action::Cancel => vec![button(ComponentId::Cancel(id), "button-cancel", Secondary)],
        Action::Resign => vec![button(ComponentId::Resign(id), "button-resign", Danger)],
        Action::Takeback => vec![button(
            ComponentId::Takeback(id),
            "button-takeback",
            Secondary,
        )],
        Action::TakebackAnswer => vec![
            button(answer(true), "button-takeback-accept", Success),
            button(answer(false), "button-takeback-decline", Secondary),
        ],
        Action::Abort => vec![button(ComponentId::Abort(id), "button-abort", Secondary)],
        Action::Rematch => vec![button(ComponentId::Rematch(id), "button-rematch", Primary)],
        Action::Hint => vec![button(ComponentId::Hint(id), "button-hint", Secondary)],
        Action::Analysis => vec![button(
            ComponentId::Analysis(id),
            "button-analysis",
            Secondary,
        )],
        // On the game's first board, where it stays while the game runs.
        Action::Follow if view.ply() == 0 => vec![follow_button(id, lang)],
        Action::Follow => Vec::new(),
    }
}

/// The actions `view`'s board shows when `offered`, read back from the ids
/// of its controls: what a player can press, to hold it to the service's word.
pub fn shown_on_board(view: &GameView, offered: Actions) -> Actions {
    let (rows, _) = game_components(view, offered, Lang::SOURCE);
    let json = serde_json::to_value(&rows).unwrap_or_default();
    let ids = json
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().and_then(ComponentId::decode));
    ids.filter_map(action_of).collect()
}

/// The action a control of a game's board takes.
fn action_of(id: ComponentId) -> Option<Action> {
    Some(match id {
        ComponentId::Move { .. } | ComponentId::Stones { .. } => Action::Move,
        ComponentId::Accept(_) => Action::Accept,
        ComponentId::Decline(_) => Action::Decline,
        ComponentId::Cancel(_) => Action::Cancel,
        ComponentId::Resign(_) | ComponentId::ConfirmResign(_) => Action::Resign,
        ComponentId::Takeback(_) => Action::Takeback,
        ComponentId::TakebackAnswer { .. } => Action::TakebackAnswer,
        ComponentId::Abort(_) => Action::Abort,
        ComponentId::Rematch(_) => Action::Rematch,
        ComponentId::Hint(_) => Action::Hint,
        ComponentId::Analysis(_) => Action::Analysis,
        ComponentId::Follow(_) => Action::Follow,
        ComponentId::OpenBoard(_)
        | ComponentId::PuzzleMove { .. }
        | ComponentId::PuzzleShare { .. }
        | ComponentId::TournamentJoin(_)
        | ComponentId::TournamentLeave(_)
        | ComponentId::Erase(_) => return None,
    })
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
