//! A live game's clocks in a line, as the chat's board and the terminal show them.

use crate::engine::Color;
use crate::game::{GameView, format_clock};
use crate::i18n::Lang;
use crate::values::Timestamp;

/// `⏱ 3+2: ⚫ 2:41 · ⚪ 3:05` at `now`; `None` for a correspondence game.
pub fn clocks_text(view: &GameView, now: Timestamp, lang: Lang) -> Option<String> {
    let clock = view.clock?;
    let left = |colour| view.time_left(colour, now).map(format_clock);
    Some(lang.format(
        "clocks",
        &[
            ("control", clock.control.to_string().into()),
            ("black", left(Color::Black)?.into()),
            ("white", left(Color::White)?.into()),
        ],
    ))
}
