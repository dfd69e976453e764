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
