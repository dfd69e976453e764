//! The caption above the board: the players' names with their stones,
//! whose turn it is or how the game ended, fitted to the board's width.

use ab_glyph::PxScale;
use image::RgbImage;

use super::{CAPTION_DIM, CAPTION_TEXT, HINT, Layout, Renderer, fonts, isolate, paint};
use crate::engine::{Color, Game, Phase, Position};
use crate::i18n::{self, Lang};

/// The names and status line shown above the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caption {
    pub black: String,
    pub white: String,
    pub status: String,
    /// Who wins with perfect play, when the solver proved it: drawn after
    /// the status, which gives way to it when the line is short of room.
    pub verdict: Option<Color>,
    /// The language of the stone counts drawn beside the names.
    pub lang: Lang,
}

impl Caption {
    /// Names, and who is to move in `position`, in `lang`.
    pub fn for_position(position: &Position, black: &str, white: &str, lang: Lang) -> Caption {
        let black = &fonts::visible_name(black, &lang.player(Color::Black));
        let white = &fonts::visible_name(white, &lang.player(Color::White));
        let turn = position.turn();
        let id = match position.phase() {
            Phase::Jumping => "caption-to-move",
            Phase::BlackRemoval | Phase::WhiteRemoval => "caption-to-remove",
        };
        let player = player_label(name_of(turn, black, white), turn, lang);
        Caption {
            black: black.to_string(),
            white: white.to_string(),
            status: lang.format(id, &[("player", player.into())]),
            verdict: None,
            lang,
        }
    }

    /// Names, and whose turn it is or how the game ended, in `lang`.
    pub fn for_game(game: &Game, black: &str, white: &str, lang: Lang) -> Caption {
        let mut caption = Caption::for_position(game.position(), black, white, lang);
        if let Some(o) = game.outcome() {
            let winner = player_label(
                name_of(o.winner, &caption.black, &caption.white),
                o.winner,
                lang,
            );
            let loser =
                isolate::isolated(name_of(o.winner.other(), &caption.black, &caption.white));
            caption.status = i18n::outcome_of(o.reason, &winner, &loser, lang);
        }
        caption
    }
}

fn name_of<'a>(color: Color, black: &'a str, white: &'a str) -> &'a str {
    match color {
        Color::Black => black,
        Color::White => white,
    }
}

/// "Kai (black)", or just "Black" when the name is the colour's; the name
/// set apart from the words around it.
pub(super) fn player_label(name: &str, color: Color, lang: Lang) -> String {
    if name == lang.player(color) || name.eq_ignore_ascii_case(color.name()) {
        name.to_string()
    } else {
        lang.format(
            "caption-player",
            &[
                ("name", isolate::isolated(name).into()),
                ("colour", lang.colour(color).into()),
            ],
        )
    }
}

impl Renderer {
    pub(super) fn draw_caption(
        &self,
        img: &mut RgbImage,
        layout: &Layout,
        pos: &Position,
        caption: &Caption,
    ) {
        let stones = |n: usize| {
            caption
                .lang
                .format("caption-stones", &[("count", n.into())])
        };
        let h = layout.caption_height as f32;
        let big = PxScale::from(h * 0.32);
        let small = PxScale::from(h * 0.26);
        let pad = (h * 0.22).round();
        let line1 = h * 0.30;
        let icon = (h * 0.36) as u32;
        let black_icon = paint::stone_sprite(icon, true, 0.46);
        let white_icon = paint::stone_sprite(icon, false, 0.46);
        // Black on the left, White on the right, each with its stone count;
        // each name gets what is left of its half once the icon, the count
        // and a gap to the middle are taken.
        let half = layout.width as f32 / 2.0;
        let room = |count: &str| {
            let taken = pad + icon as f32 * 1.3 + self.fonts.width(big, count) as f32;
            (half - taken - pad).max(0.0)
        };
        let black_count = stones(pos.count(Color::Black));
        let black = format!(
            "{}  {black_count}",
            isolate::isolated(&self.fit(&caption.black, big, room(&format!("  {black_count}"))))
        );
        black_icon.blit(img, pad as i32, (line1 - icon as f32 / 2.0) as i32);
        self.text_left(
            img,
            &black,
            pad + icon as f32 * 1.3,
            line1,
            big,
            CAPTION_TEXT,
        );
        let white_count = stones(pos.count(Color::White));
        let white = format!(
            "{white_count}  {}",
            isolate::isolated(&self.fit(&caption.white, big, room(&format!("{white_count}  "))))
        );
        let ww = self.fonts.width(big, &white);
        let right = layout.width as f32 - pad;
        white_icon.blit(
            img,
            (right - icon as f32) as i32,
            (line1 - icon as f32 / 2.0) as i32,
        );
        self.text_left(
            img,
            &white,
            right - icon as f32 * 1.3 - ww as f32,
            line1,
            big,
            CAPTION_TEXT,
        );
        let line2 = h * 0.74;
        let width = layout.width as f32 - 2.0 * pad;
        let Some(winner) = caption.verdict else {
            let status = self.fit(&caption.status, small, width);
            self.text_centered(
                img,
                &status,
                layout.width as f32 / 2.0,
                line2,
                small,
                CAPTION_DIM,
            );
            return;
        };
        // "Lani (white) to move · Proven: White wins", the verdict in the
        // hint colour and never shortened: it is the news.
        let verdict = self.fit(&i18n::proven_winner(winner, caption.lang), small, width);
        let verdict_w = self.fonts.width(small, &verdict) as f32;
        let gap = "  ·  ";
        let status_room = width - verdict_w - self.fonts.width(small, gap) as f32;
        let status = self.fit(&caption.status, small, status_room.max(0.0));
        let before = if status.is_empty() {
            String::new()
        } else {
            format!("{status}{gap}")
        };
        let total = self.fonts.width(small, &before) as f32 + verdict_w;
        let left = (layout.width as f32 - total) / 2.0;
        self.text_left(img, &before, left, line2, small, CAPTION_DIM);
        let verdict_x = left + self.fonts.width(small, &before) as f32;
        self.text_left(img, &verdict, verdict_x, line2, small, HINT);
    }

    /// `text` trimmed, and shortened with an ellipsis until it is at most
    /// `max_px` wide at `scale`, as drawn (wide letters, CJK and emoji
    /// take more room than narrow ones).
    pub(super) fn fit(&self, text: &str, scale: PxScale, max_px: f32) -> String {
        let trimmed = text.trim();
        let fits = |t: &str| self.fonts.width(scale, t) as f32 <= max_px;
        if fits(trimmed) {
            return trimmed.to_string();
        }
        let chars: Vec<char> = trimmed.chars().collect();
        // The longest prefix that fits with its ellipsis, found by halving.
        let (mut short, mut long) = (0, chars.len());
        while short + 1 < long {
            let mid = (short + long) / 2;
            let cut: String = chars[..mid].iter().collect();
            if fits(&format!("{}…", cut.trim_end())) {
                short = mid;
            } else {
                long = mid;
            }
        }
        let cut: String = chars[..short].iter().collect();
        format!("{}…", cut.trim_end())
    }
}
