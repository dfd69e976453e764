//! Notation, position text and records: what reads, what is refused and why.

use super::*;

// ---- Notation ----------------------------------------------------------------

#[test]
fn notation_accepts_forgiving_forms_and_prints_canonically() {
    let p = pos(EXAMPLE_POSITION);
    for text in [
        "b5-d5",
        "B5-D5",
        "b5 d5",
        "b5d5",
        "b5xd5",
        "B5XD5",
        " b5 – d5 ",
    ] {
        assert_eq!(legal(&p, text, straight()).to_string(), "b5-d5", "{text}");
    }
}

#[test]
fn short_form_names_a_straight_multi_jump_when_unambiguous() {
    let p = pos(TURN);
    assert_eq!(legal(&p, "c2-c6", straight()).to_string(), "c2-c4-c6");
    assert_eq!(legal(&p, "c2c6", turning()).to_string(), "c2-c4-c6");
    let two = pos(TWO_WAYS);
    assert_eq!(legal(&two, "a4-e4", straight()).to_string(), "a4-c4-e4");
    match parse_move("a4-e4", &two, turning()) {
        Err(MoveError::Ambiguous { candidates, .. }) => {
            assert_eq!(names(&candidates), ["a4-a6-c6-c4-e4", "a4-c4-e4"]);
        }
        other => panic!("expected ambiguity, got {other:?}"),
    }
    legal(&two, "a4-a6-c6-c4-e4", turning());
    // A short form with no jump behind it explains the straight reading.
    assert!(matches!(
        illegal(&p, "a4-e4", straight()),
        PlayError::LandingOccupied { .. }
    ));
}

#[test]
fn parse_errors_name_the_offending_part() {
    let p = pos(EXAMPLE_POSITION);
    let msg = |text: &str| parse_move(text, &p, straight()).unwrap_err().to_string();
    assert!(msg("b5-d").contains("'d'"), "{}", msg("b5-d"));
    assert!(msg("b5-?7").contains("'?7'"), "{}", msg("b5-?7"));
    assert!(msg("").contains("empty"));
    assert!(msg("b0").contains("'b0'"));
    assert!(
        msg("z5-z7").contains("off the 8x8 board"),
        "{}",
        msg("z5-z7")
    );
}

// ---- Position text -------------------------------------------------------------

#[test]
fn position_text_round_trips() {
    for text in [
        EXAMPLE_POSITION,
        SIX,
        TURN,
        "x.../..../..../..o. b",
        "xoxoxo/oxoxox/xo.o.o/oxoxox w",
    ] {
        assert_eq!(pos(text).to_string(), text);
    }
    let big = full(16, 13);
    assert_eq!(pos(&big.to_string()), big);
}

#[test]
fn malformed_position_text_is_rejected_with_the_reason() {
    let err = |text: &str| text.parse::<Position>().unwrap_err();
    assert!(matches!(
        err("xoxo/oxox/xoxo b"),
        ParsePositionError::Size(_)
    ));
    assert!(matches!(
        err("xoxo/oxo/xoxo/oxox b"),
        ParsePositionError::Ragged {
            row: 2,
            len: 3,
            expected: 4
        }
    ));
    assert!(matches!(
        err("xoxo/oxqx/xoxo/oxox b"),
        ParsePositionError::BadChar { ch: 'q', row: 2 }
    ));
    assert!(matches!(
        err("oxox/oxox/xoxo/oxox b"),
        ParsePositionError::WrongParity { .. }
    ));
    assert!(matches!(
        err("xoxo/oxox/xoxo/oxox"),
        ParsePositionError::MissingTurn
    ));
    assert!(matches!(
        err("xoxo/oxox/xoxo/oxox z"),
        ParsePositionError::BadTurn(_)
    ));
    assert!(matches!(
        err("xoxo/oxox/xoxo/oxox w"),
        ParsePositionError::WrongTurn { .. }
    ));
    assert!(matches!(
        err(".oxo/oxox/xoxo/oxox b"),
        ParsePositionError::WrongTurn { .. }
    ));
    assert!(matches!(
        err("xoxo/.xox/xoxo/oxox w"),
        ParsePositionError::FirstHoleNotBlack(_)
    ));
    let wrong = err("oxox/oxox/xoxo/oxox b").to_string();
    assert!(wrong.contains("a4"), "{wrong}");
    // Two removals, one each: side by side, and Black jumps next.
    let err = |text: &str| {
        text.parse::<Position>()
            .and_then(|pos| pos.check_opening())
            .expect_err(text)
    };
    let apart = err(".oxo/oxox/xoxo/oxo. b");
    assert!(
        matches!(apart, ParsePositionError::RemovalsApart(..)),
        "{apart}"
    );
    assert!(apart.to_string().contains("side by side"), "{apart}");
    assert!(matches!(
        err("..xo/oxox/xoxo/oxox w"),
        ParsePositionError::WrongTurn { empties: 2, .. }
    ));
    assert_eq!(
        err("xoxo/oxox/xoxo/oxox w").to_string(),
        "0 empty squares means black is to move, not white"
    );
    let side_by_side: Position = "..xo/oxox/xoxo/oxox b".parse().expect("a position");
    assert!(side_by_side.check_opening().is_ok());
}

// ---- Records --------------------------------------------------------------------

const RECORD: &str = r#"[Event "Club night"]
[Black "Kai"]
[White "Lani"]
[Size "6x6"]
[Result "*"]

1. c4 d4 2. a4-c4 d6-d4
*
"#;

#[test]
fn records_replay_and_keep_their_tags() {
    let rec = Record::parse(RECORD).unwrap();
    assert_eq!(rec.game.moves().len(), 4);
    assert_eq!((rec.black.as_str(), rec.white.as_str()), ("Kai", "Lani"));
    assert_eq!(rec.tags, [("Event".to_string(), "Club night".to_string())]);
    assert_eq!(Record::parse(&rec.to_string()).unwrap(), rec);
}

#[test]
fn bad_records_say_which_move_or_tag_is_wrong() {
    let tampered = RECORD.replace("a4-c4", "a4-e4");
    let msg = Record::parse(&tampered).unwrap_err().to_string();
    assert!(msg.starts_with("move 2 (a4-e4):"), "{msg}");
    assert!(matches!(
        Record::parse(&RECORD.replace("6x6", "3x3")),
        Err(RecordError::BadValue { tag: "Size", .. })
    ));
    assert!(matches!(
        Record::parse(&RECORD.replace("[Result \"*\"]", "[Result \"1-0\"]")),
        Err(RecordError::MissingTermination(_))
    ));
    let resigned = RECORD.replace(
        "[Result \"*\"]",
        "[Result \"1-0\"]\n[Termination \"resignation\"]",
    );
    let rec = Record::parse(&resigned).unwrap();
    assert_eq!(
        rec.game.outcome().map(|o| (o.winner, o.reason)),
        Some((Color::Black, EndReason::Resignation))
    );
    assert!(matches!(
        Record::parse(&RECORD.replace("[Size", "[Size oops")),
        Err(RecordError::BadTag { line: 4 })
    ));
}

/// On a position with more than ten million moves (turning jumps, 16×16),
/// every question a request asks is answered from a bounded part of them:
/// whether they fit one menu, how many (up to a cap), one stone's first
/// moves, a written move, and short notation that would need a search of
/// millions of paths. Each finishes in moments, also in
/// a debug build; listing them all would take minutes and gigabytes.
#[test]
fn a_position_with_millions_of_moves_is_answered_in_bounded_work() {
    let p = pos(konane_bot::engine::CROWDED_POSITION);
    let rules = turning();
    assert_eq!(p.legal_moves_up_to(rules, 25), None);
    assert_eq!(p.count_legal_moves_up_to(rules, 1000), 1000);
    let stones = p.movable_squares(rules);
    assert!(!stones.is_empty());
    // The busiest stone: its first moves, the same ones each time, in order.
    let (busiest, first) = stones
        .iter()
        .map(|&sq| (sq, p.moves_from(rules, Some(sq), 240)))
        .max_by_key(|(_, moves)| moves.len())
        .expect("a stone with moves");
    assert_eq!(first.len(), 240);
    assert_eq!(p.moves_from(rules, Some(busiest), 240), first);
    assert!(
        first
            .windows(2)
            .all(|w| w[0].to_string() <= w[1].to_string())
    );
    assert!(first.iter().all(|m| m.origin() == busiest));
    // A fully written long jump is checked by itself, not found in a list.
    let longest = *first.iter().max_by_key(|m| m.hops()).expect("moves");
    assert!(longest.hops() >= 3, "{longest}");
    assert_eq!(legal(&p, &longest.to_string(), rules), longest);
    // And there are a great many moves, counted without holding them.
    let n = p.count_legal_moves_up_to(rules, 200_001);
    assert_eq!(n, 200_001);
}

/// Short notation between two squares in a line, on a position where that
/// stone has a great many turning paths between them, asks for the path.
#[test]
fn short_notation_with_too_many_readings_asks_for_the_path() {
    let p = pos(konane_bot::engine::CROWDED_POSITION);
    let rules = turning();
    // The stone and square in line with the most paths between them among
    // the first moves found: more than a refusal lists.
    let mut counts = std::collections::HashMap::new();
    for from in p.movable_squares(rules) {
        for m in p.moves_from(rules, Some(from), 5000) {
            let to = m.destination();
            if matches!(from.line_to(to), Some((_, d)) if d >= 4 && d % 2 == 0) {
                *counts.entry((from, to)).or_insert(0) += 1;
            }
        }
    }
    let (&(from, to), &paths) = counts
        .iter()
        .max_by_key(|&(_, n)| *n)
        .expect("a landing square in line");
    assert!(paths > 8, "{from}-{to} has only {paths} paths");
    let short = format!("{from}-{to}");
    let err = parse_move(&short, &p, rules).unwrap_err();
    assert!(matches!(err, MoveError::TooVague { .. }), "{short}: {err}");
    assert!(
        err.to_string().contains("write every landing square"),
        "{err}"
    );
}
