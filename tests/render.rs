//! Board pictures decoded and checked square by square, overlays checked to
//! touch only their squares, and GIF replays checked frame by frame.

mod reference;
mod support;

use std::collections::BTreeSet;

use image::AnimationDecoder;
use image::codecs::gif::GifDecoder;
use konane_bot::engine::{
    EXAMPLE_POSITION, Game, JumpRule, Move, Opening, Position, Record, Rules, Size, Square, Variant,
};
use konane_bot::i18n::Lang;
use konane_bot::render::{BoardView, Caption, Layout, Renderer, hint_squares};
use reference::{SplitMix, random_position};
use support::{decode_png, mismatches, mismatches_in};

fn renderer() -> Renderer {
    Renderer::new().expect("embedded font loads")
}

fn pos(text: &str) -> Position {
    text.parse().expect("valid position")
}

fn png_of(r: &Renderer, view: &BoardView) -> image::RgbImage {
    decode_png(&r.render_png(view).expect("renders"))
}

/// The squares whose cells differ between two renders of the same layout.
fn changed_squares(a: &image::RgbImage, b: &image::RgbImage, layout: &Layout) -> BTreeSet<Square> {
    assert_eq!(a.dimensions(), b.dimensions());
    let mut squares = BTreeSet::new();
    for (x, y, px) in a.enumerate_pixels() {
        if b.get_pixel(x, y) != px {
            let sq = layout
                .square_at(x, y)
                .unwrap_or_else(|| panic!("pixel ({x}, {y}) outside the squares changed"));
            squares.insert(sq);
        }
    }
    squares
}

#[test]
fn every_square_shows_what_the_position_holds() {
    let r = renderer();
    let mut cases = vec![
        pos(EXAMPLE_POSITION),
        pos("xoxoxo/ox.xox/...oxo/oxoxox/xoxoxo/oxoxox w"),
        Position::new(Size::new(5, 7).unwrap()),
        Position::new(Size::new(4, 16).unwrap()),
    ];
    for (i, (rows, cols)) in [(16, 16), (9, 12), (4, 4), (13, 6)].into_iter().enumerate() {
        cases.push(pos(&random_position(rows, cols, 55, i as u64, 'b').text()));
    }
    for p in cases {
        let caption = Caption::for_position(&p, "Kai", "Lani", Lang::SOURCE);
        let view = BoardView {
            caption: Some(caption),
            ..BoardView::new(&p)
        };
        let img = png_of(&r, &view);
        let layout = Layout::standard(p.size());
        assert_eq!(img.dimensions(), (layout.width, layout.height), "{p}");
        let wrong = mismatches(&img, &p);
        assert!(wrong.is_empty(), "{p}: {wrong:?}");
    }
}

#[test]
fn standard_board_is_about_800_wide_and_under_150_kb() {
    let r = renderer();
    let start = Position::new(Size::STANDARD);
    let mid = pos(EXAMPLE_POSITION);
    let hints = hint_squares(&start, Rules::default(), None);
    for (p, hints, last) in [
        (&start, hints, None),
        (&mid, Vec::new(), Some(Move::removal("e5".parse().unwrap()))),
    ] {
        let view = BoardView {
            hints,
            last_move: last,
            caption: Some(Caption::for_position(
                p,
                "A rather long display name",
                "Lani",
                Lang::SOURCE,
            )),
            ..BoardView::new(p)
        };
        let png = r.render_png(&view).unwrap();
        assert!(png.len() <= 150 * 1024, "{} bytes", png.len());
        let img = decode_png(&png);
        assert!((760..=840).contains(&img.width()), "width {}", img.width());
    }
}

#[test]
fn last_move_overlay_marks_exactly_its_path_and_captures() {
    let r = renderer();
    let rules = Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    };
    let before = pos("xo.oxo/oxoxox/xo.oxo/oxoxox/xoxoxo/oxoxox b");
    let m = konane_bot::engine::parse_move("a4-c4-c6", &before, rules).unwrap();
    let after = before.play(m, rules).unwrap();
    let layout = Layout::standard(after.size());
    let plain = png_of(&r, &BoardView::new(&after));
    let marked = png_of(
        &r,
        &BoardView {
            last_move: Some(m),
            ..BoardView::new(&after)
        },
    );
    let expected: BTreeSet<Square> = m.path().chain(m.captures()).collect();
    assert_eq!(changed_squares(&plain, &marked, &layout), expected);
    // The overlay leaves every square readable.
    assert!(mismatches_in(&marked, &layout, &after).is_empty());
    // A removal marks only its square.
    let opened = Position::new(Size::STANDARD)
        .play(Move::removal("d5".parse().unwrap()), Rules::default())
        .unwrap();
    let plain = png_of(&r, &BoardView::new(&opened));
    let marked = png_of(
        &r,
        &BoardView {
            last_move: Some(Move::removal("d5".parse().unwrap())),
            ..BoardView::new(&opened)
        },
    );
    let d5: BTreeSet<Square> = ["d5".parse().unwrap()].into();
    assert_eq!(
        changed_squares(&plain, &marked, &Layout::standard(Size::STANDARD)),
        d5
    );
}

/// A hint's suggestion marks the same squares a played move would, in
/// another colour, beside the last move actually played.
#[test]
fn a_suggestion_is_drawn_apart_from_the_last_move() {
    let r = renderer();
    let rules = Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    };
    let p = pos("xo.oxo/oxoxox/xo.oxo/oxoxox/xoxoxo/oxoxox b");
    let m = konane_bot::engine::parse_move("a4-c4-c6", &p, rules).unwrap();
    let layout = Layout::standard(p.size());
    let plain = png_of(&r, &BoardView::new(&p));
    let as_played = png_of(
        &r,
        &BoardView {
            last_move: Some(m),
            ..BoardView::new(&p)
        },
    );
    let as_suggested = png_of(
        &r,
        &BoardView {
            suggestion: Some(m),
            ..BoardView::new(&p)
        },
    );
    let marked = changed_squares(&plain, &as_suggested, &layout);
    assert_eq!(marked, changed_squares(&plain, &as_played, &layout));
    assert_eq!(
        changed_squares(&as_played, &as_suggested, &layout),
        marked,
        "every mark of the suggestion looks different from a played move's"
    );
    assert!(mismatches_in(&as_suggested, &layout, &p).is_empty());
}

#[test]
fn hints_and_selection_mark_only_their_squares() {
    let r = renderer();
    let start = Position::new(Size::STANDARD);
    let hints = hint_squares(&start, Rules::default(), None);
    // The black centre and corner stones of the default opening, in any order.
    let names: BTreeSet<String> = hints.iter().map(Square::to_string).collect();
    assert_eq!(names, ["a8", "d5", "e4", "h1"].map(String::from).into());
    assert_eq!(hints.len(), names.len(), "no square twice");
    let layout = Layout::standard(start.size());
    let plain = png_of(&r, &BoardView::new(&start));
    let hinted = png_of(
        &r,
        &BoardView {
            hints: hints.clone(),
            ..BoardView::new(&start)
        },
    );
    assert_eq!(
        changed_squares(&plain, &hinted, &layout),
        hints.iter().copied().collect()
    );
    // Destinations after the opening, filtered by a selected stone.
    let mid = pos(EXAMPLE_POSITION);
    let from_b5 = hint_squares(&mid, Rules::default(), Some("b5".parse().unwrap()));
    assert_eq!(from_b5, ["d5".parse::<Square>().unwrap()]);
    let selected = png_of(
        &r,
        &BoardView {
            hints: from_b5.clone(),
            selected: Some("b5".parse().unwrap()),
            ..BoardView::new(&mid)
        },
    );
    let plain = png_of(&r, &BoardView::new(&mid));
    let expected: BTreeSet<Square> = ["b5", "d5"].iter().map(|s| s.parse().unwrap()).collect();
    assert_eq!(changed_squares(&plain, &selected, &layout), expected);
    assert!(mismatches(&selected, &mid).is_empty());
}

#[test]
fn captions_say_whose_turn_and_how_it_ended() {
    let mut game = Game::new(Variant::default());
    assert_eq!(
        Caption::for_game(&game, "Kai", "Lani", Lang::SOURCE).status,
        "\u{2068}Kai\u{2069} (black) to remove a stone"
    );
    game.play_text("d5").unwrap();
    game.play_text("e5").unwrap();
    assert_eq!(
        Caption::for_game(&game, "Kai", "Lani", Lang::SOURCE).status,
        "\u{2068}Kai\u{2069} (black) to move"
    );
    game.resign(konane_bot::engine::Color::Black).unwrap();
    assert_eq!(
        Caption::for_game(&game, "Kai", "Lani", Lang::SOURCE).status,
        "\u{2068}Lani\u{2069} (white) wins: \u{2068}Kai\u{2069} resigned"
    );
    assert_eq!(
        Caption::for_game(&game, "Black", "White", Lang::SOURCE).status,
        "White wins: \u{2068}Black\u{2069} resigned"
    );
}

/// A random game to its end.
fn random_game(size: Size, jumps: JumpRule, seed: u64) -> Game {
    let variant = Variant::new(size, Opening::Any, jumps).unwrap();
    let mut game = Game::new(variant);
    let mut rng = SplitMix(seed);
    while !game.is_over() {
        let moves = game.legal_moves();
        game.play(moves[rng.below(moves.len() as u64) as usize])
            .unwrap();
    }
    game
}

#[test]
fn replay_gif_has_a_frame_per_move_ending_on_the_final_position() {
    let r = renderer();
    let game = random_game(Size::new(6, 6).unwrap(), JumpRule::Straight, 7);
    let record = Record::new(game.clone(), "Kai", "Lani");
    let gif = r.replay_gif(&record, Lang::SOURCE, |_| None).unwrap();
    let frames = GifDecoder::new(std::io::Cursor::new(&gif))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), game.moves().len());
    let layout = Layout::new(game.variant().size, 480, true);
    let delays: Vec<u32> = frames
        .iter()
        .map(|f| f.delay().numer_denom_ms().0)
        .collect();
    assert!(
        delays.last() > delays.first(),
        "last frame is held longer: {delays:?}"
    );
    for (i, frame) in frames.iter().enumerate() {
        let img = image::DynamicImage::ImageRgba8(frame.buffer().clone()).to_rgb8();
        assert_eq!(img.dimensions(), (layout.width, layout.height));
        // GIF palettes are approximate, but stones and holes stay apart.
        let wrong = mismatches_in(&img, &layout, &game.position_at(i + 1));
        assert!(wrong.is_empty(), "frame {i}: {wrong:?}");
    }
}

#[test]
fn replay_of_a_long_16x16_game_stays_under_8_mb() {
    let r = renderer();
    let game = random_game(Size::new(16, 16).unwrap(), JumpRule::Turning, 3);
    assert!(
        game.moves().len() > 40,
        "a long game: {}",
        game.moves().len()
    );
    let gif = r
        .replay_gif(&Record::new(game, "Kai", "Lani"), Lang::SOURCE, |_| None)
        .unwrap();
    assert!(gif.len() <= 8 * 1024 * 1024, "{} bytes", gif.len());
}

/// The board is drawn the right way up, checked without the painter's own
/// geometry: an 8×8 picture is 800 pixels wide, with 90-pixel cells starting
/// 40 pixels in from the left and 112 down (a 72-pixel caption, then a
/// 40-pixel margin). The top-left cell is a8 and the bottom-right h1.
#[test]
fn the_board_is_drawn_the_right_way_up() {
    const CELL: u32 = 90;
    const LEFT: u32 = 40;
    const TOP: u32 = 112;
    // Mean colour of the middle third of the cell `col` columns in and `row` rows down.
    let middle = |img: &image::RgbImage, col: u32, row: u32| {
        let (x0, y0) = (LEFT + col * CELL + CELL / 3, TOP + row * CELL + CELL / 3);
        let mut sum = [0u32; 3];
        for y in y0..y0 + CELL / 3 {
            for x in x0..x0 + CELL / 3 {
                for (s, c) in sum.iter_mut().zip(img.get_pixel(x, y).0) {
                    *s += u32::from(c);
                }
            }
        }
        sum.map(|s| s / (CELL / 3 * CELL / 3))
    };
    // White stones are bright, holes brown, black stones dark and grey.
    let shows = |img: &image::RgbImage, col: u32, row: u32| match middle(img, col, row) {
        [r, g, b] if r + g + b > 3 * 150 => "white",
        [r, _, b] if r > b + 30 => "hole",
        _ => "black",
    };
    let r = renderer();
    let full = Position::new(Size::STANDARD);
    let img = png_of(&r, &BoardView::new(&full));
    assert_eq!(img.width(), 800);
    // a8 (top left) and h1 (bottom right) hold black stones, h8 and a1 white ones.
    let corners = [(0, 0), (7, 0), (0, 7), (7, 7)].map(|(c, r)| shows(&img, c, r));
    assert_eq!(corners, ["black", "white", "white", "black"]);
    // Black opens by taking a8: the top-left cell empties.
    let opened = full
        .play(
            Move::removal("a8".parse().unwrap()),
            Rules {
                opening: Opening::Any,
                ..Rules::default()
            },
        )
        .unwrap();
    let img = png_of(&r, &BoardView::new(&opened));
    let corners = [(0, 0), (7, 0), (0, 7), (7, 7)].map(|(c, r)| shows(&img, c, r));
    assert_eq!(corners, ["hole", "white", "white", "black"]);
}

/// The caption rendered with these names, cropped to the caption band.
fn caption_pixels(r: &Renderer, position: &Position, black: &str, white: &str) -> image::RgbImage {
    let view = BoardView {
        caption: Some(Caption::for_position(position, black, white, Lang::SOURCE)),
        ..BoardView::new(position)
    };
    let img = png_of(r, &view);
    let layout = Layout::standard(position.size());
    image::imageops::crop_imm(&img, 0, 0, img.width(), layout.caption_height).to_image()
}

/// Names in Cyrillic, Arabic, Chinese and emoji are drawn: each character
/// changes the picture (Lato alone drew none of them), and a character no
/// font has is drawn as a visible replacement.
#[test]
fn names_in_every_script_are_drawn() {
    let r = renderer();
    let p = Position::new(Size::default());
    let base = caption_pixels(&r, &p, "Иван", "محمد 李小龙 🎲");
    for (black, white) in [
        ("Ива", "محمد 李小龙 🎲"),
        ("Иван", "محم 李小龙 🎲"),
        ("Иван", "محمد 李小 🎲"),
        ("Иван", "محمد 李小龙"),
    ] {
        assert_ne!(
            caption_pixels(&r, &p, black, white),
            base,
            "dropping a character of {black} / {white} changed nothing"
        );
    }
    assert_ne!(
        caption_pixels(&r, &p, "Kai", "Lani \u{10FFFD}"),
        caption_pixels(&r, &p, "Kai", "Lani"),
        "a character no font has vanished"
    );
    // White to move: the status line names White in full.
    let mut game = Game::new(Variant::default());
    game.play_text("d5").unwrap();
    assert_eq!(
        Caption::for_game(&game, "Иван", "محمد 李小龙 🎲", Lang::SOURCE).status,
        "\u{2068}محمد 李小龙 🎲\u{2069} (white) to remove a stone"
    );
    // A name that would draw nothing at all is shown as its colour.
    assert_eq!(
        Caption::for_game(&game, "\u{200D}", " ", Lang::SOURCE).status,
        "White to remove a stone"
    );
}

/// The solver's verdict is drawn in the caption's status line, in the hint
/// colour, on wide and narrow boards; the board itself is untouched.
#[test]
fn a_proven_verdict_is_written_in_the_caption() {
    let r = renderer();
    let hint_green = |img: &image::RgbImage| {
        img.pixels()
            .filter(|p| {
                let d = |a: u8, b: u8| i32::from(a).abs_diff(i32::from(b));
                d(p[0], 67) + d(p[1], 214) + d(p[2], 110) < 30
            })
            .count()
    };
    for size in [Size::STANDARD, Size::new(4, 4).expect("size")] {
        let position = Position::new(size);
        let layout = Layout::standard(size);
        let caption = Caption::for_position(&position, "Kailani Makoa", "Lani", Lang::SOURCE);
        let draw = |verdict| {
            png_of(
                &r,
                &BoardView {
                    caption: Some(Caption {
                        verdict,
                        ..caption.clone()
                    }),
                    ..BoardView::new(&position)
                },
            )
        };
        let (plain, proven) = (draw(None), draw(Some(konane_bot::engine::Color::White)));
        let band = |img: &image::RgbImage| {
            image::imageops::crop_imm(img, 0, 0, img.width(), layout.caption_height).to_image()
        };
        assert_eq!(hint_green(&band(&plain)), 0, "{size}: no verdict, no green");
        assert!(
            hint_green(&band(&proven)) > 50,
            "{size}: the verdict is drawn"
        );
        let below = |img: &image::RgbImage| {
            image::imageops::crop_imm(
                img,
                0,
                layout.caption_height,
                img.width(),
                img.height() - layout.caption_height,
            )
            .to_image()
        };
        assert!(
            below(&plain) == below(&proven),
            "{size}: only the caption changes"
        );
    }
}

/// A replay's frames show the verdict they are given, all but a finished
/// game's last, which shows the result instead.
#[test]
fn replay_frames_show_their_verdicts_but_the_last_shows_the_result() {
    let r = renderer();
    let game = random_game(Size::new(6, 6).unwrap(), JumpRule::Straight, 7);
    assert!(game.is_over());
    let record = Record::new(game.clone(), "Kai", "Lani");
    let asked = std::cell::Cell::new(0);
    let gif = r
        .replay_gif(&record, Lang::SOURCE, |_| {
            asked.set(asked.get() + 1);
            Some(konane_bot::engine::Color::Black)
        })
        .unwrap();
    assert_eq!(
        asked.get(),
        game.moves().len() - 1,
        "every frame but the last"
    );
    let layout = Layout::new(game.variant().size, 480, true);
    let greenish = |img: &image::RgbImage| {
        img.enumerate_pixels()
            .filter(|&(_, y, p)| {
                y < layout.caption_height
                    && i32::from(p[1]) > i32::from(p[0]) + 80
                    && i32::from(p[1]) > i32::from(p[2]) + 60
            })
            .count()
    };
    let frames = GifDecoder::new(std::io::Cursor::new(&gif))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    let last = frames.len() - 1;
    for (i, frame) in frames.iter().enumerate() {
        let img = image::DynamicImage::ImageRgba8(frame.buffer().clone()).to_rgb8();
        let green = greenish(&img);
        if i == last {
            assert_eq!(green, 0, "the last frame shows the result");
        } else {
            assert!(green > 20, "frame {i} shows the verdict: {green}");
        }
    }
}
