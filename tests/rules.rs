//! Each rule with a case that obeys it and one that breaks it, on several
//! board shapes; notation, position text and record errors.

use konane_bot::engine::{
    Color, EXAMPLE_POSITION, EndReason, Game, JumpRule, Move, MoveError, Opening,
    ParsePositionError, Phase, PlayError, Position, Record, RecordError, Rules, Size, SizeError,
    Square, TurnError, Variant, parse_move,
};

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sq(text: &str) -> Square {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn straight() -> Rules {
    Rules::default()
}

fn turning() -> Rules {
    Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    }
}

fn with_opening(opening: Opening) -> Rules {
    Rules {
        opening,
        ..Rules::default()
    }
}

fn names(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::to_string).collect()
}

fn legal(p: &Position, text: &str, rules: Rules) -> Move {
    parse_move(text, p, rules).unwrap_or_else(|e| panic!("{text} should be legal: {e}"))
}

fn illegal(p: &Position, text: &str, rules: Rules) -> PlayError {
    match parse_move(text, p, rules) {
        Err(MoveError::Illegal(e)) => e,
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

fn full(rows: usize, cols: usize) -> Position {
    Position::new(Size::new(rows, cols).expect("size in range"))
}

// 6×6, Black to move; rank 4 reads x o . o x . (c4 and f4 empty).
const SIX: &str = "xoxoxo/oxoxox/xo.ox./oxoxox/xoxoxo/oxoxox b";
// 6×6 with c6 and c4 empty: a4-c4-c6 turns, c2-c4-c6 is straight.
const TURN: &str = "xo.oxo/oxoxox/xo.oxo/oxoxox/xoxoxo/oxoxox b";
// 6×6 where a4 reaches e4 straight (a4-c4-e4) and around (a4-a6-c6-c4-e4).
const TWO_WAYS: &str = ".o.oxo/oxoxox/xo.o.o/oxoxox/xoxoxo/oxoxox b";

// ---- Board and setup ------------------------------------------------------

#[test]
fn every_board_from_4_to_16_starts_full_with_black_top_left() {
    for rows in 4..=16 {
        for cols in 4..=16 {
            let p = full(rows, cols);
            assert_eq!(p.phase(), Phase::BlackRemoval);
            assert_eq!(p.stones(), rows * cols);
            let text = p.to_string();
            assert!(text.starts_with('x'), "{text}");
            assert_eq!(text.split('/').count(), rows);
            // a1 is black exactly when the row count is odd.
            assert_eq!(p.stone_at(sq("a1")) == Some(Color::Black), rows % 2 == 1);
        }
    }
    assert!(matches!(Size::new(3, 8), Err(SizeError::OutOfRange { .. })));
    assert!(matches!(
        Size::new(8, 17),
        Err(SizeError::OutOfRange { .. })
    ));
}

// ---- Opening ---------------------------------------------------------------

#[test]
fn black_opens_in_centre_or_corner_by_default() {
    let p = full(8, 8);
    for ok in ["d5", "e4", "a8", "h1"] {
        legal(&p, ok, straight());
    }
    assert!(matches!(
        illegal(&p, "c6", straight()),
        PlayError::OpeningNotAllowed { .. }
    ));
    // d4 is a white centre square: not Black's to remove.
    assert!(matches!(
        illegal(&p, "d4", straight()),
        PlayError::NotYourStone { .. }
    ));
    // 5×5: the single middle square and the four corners.
    assert_eq!(
        names(&full(5, 5).legal_moves(straight())),
        ["a1", "a5", "c3", "e1", "e5"]
    );
    // 4×5: the centre is a 2×1 block in column c, of which c2 is black.
    let centre_only = full(4, 5).legal_moves(with_opening(Opening::Centre));
    assert_eq!(names(&centre_only), ["c2"]);
}

#[test]
fn centre_opening_forbids_corners_and_any_allows_every_black_stone() {
    let p = full(6, 6);
    legal(&p, "c4", with_opening(Opening::Centre));
    assert!(matches!(
        illegal(&p, "a6", with_opening(Opening::Centre)),
        PlayError::OpeningNotAllowed { .. }
    ));
    legal(&p, "a4", with_opening(Opening::Any));
    assert_eq!(p.legal_moves(with_opening(Opening::Any)).len(), 18);
    assert!(matches!(
        illegal(&p, "b6", with_opening(Opening::Any)),
        PlayError::NotYourStone { .. }
    ));
}

#[test]
fn white_removes_a_stone_orthogonally_beside_the_hole() {
    // An inner hole has four neighbours, a corner hole two.
    for (rows, cols, first, neighbours) in [
        (8, 8, "d5", 4),
        (6, 6, "a6", 2),
        (5, 7, "a5", 2),
        (4, 9, "e2", 4),
    ] {
        let start = full(rows, cols);
        let p = start
            .play(Move::removal(sq(first)), with_opening(Opening::Any))
            .unwrap();
        assert_eq!(p.phase(), Phase::WhiteRemoval);
        let choices = p.legal_moves(straight());
        assert_eq!(choices.len(), neighbours, "{rows}x{cols}: {choices:?}");
        for m in &choices {
            assert_eq!(m.origin().line_to(sq(first)).map(|(_, d)| d), Some(1));
        }
    }
    let p = pos("xoxoxoxo/oxoxoxox/xoxoxoxo/oxo.oxox/xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxoxox w");
    for ok in ["e5", "c5", "d6", "d4"] {
        legal(&p, ok, straight());
    }
    // A diagonal neighbour is black anyway; a distant white stone is refused.
    assert!(matches!(
        illegal(&p, "c4", straight()),
        PlayError::NotYourStone { .. }
    ));
    assert!(matches!(
        illegal(&p, "a5", straight()),
        PlayError::NotAdjacent { .. }
    ));
    assert!(matches!(
        illegal(&p, "b5", straight()),
        PlayError::NotYourStone { .. }
    ));
    assert!(matches!(
        illegal(&p, "d5", straight()),
        PlayError::EmptySquare { .. }
    ));
}

#[test]
fn wrong_phase_is_refused_both_ways() {
    let opening = full(8, 8);
    assert!(matches!(
        illegal(&opening, "d5-f5", straight()),
        PlayError::ExpectedRemoval { .. }
    ));
    let jumping = pos(EXAMPLE_POSITION);
    assert!(matches!(
        illegal(&jumping, "d3", straight()),
        PlayError::ExpectedJump
    ));
}

// ---- Jumping ---------------------------------------------------------------

#[test]
fn a_jump_moves_the_stone_and_captures_what_it_passes() {
    let p = pos(EXAMPLE_POSITION);
    let after = p.play(legal(&p, "b5-d5", straight()), straight()).unwrap();
    assert_eq!(after.stone_at(sq("b5")), None);
    assert_eq!(after.stone_at(sq("c5")), None);
    assert_eq!(after.stone_at(sq("d5")), Some(Color::Black));
    assert_eq!(after.turn(), Color::White);
    assert_eq!(after.count(Color::White), p.count(Color::White) - 1);
}

#[test]
fn jump_errors_name_the_broken_rule() {
    let p = pos(SIX);
    for ok in ["a4-c4", "e4-c4", "c6-c4", "c2-c4"] {
        legal(&p, ok, straight());
    }
    assert!(matches!(
        illegal(&p, "b4-d4", straight()),
        PlayError::NotYourStone { .. }
    ));
    assert!(matches!(
        illegal(&p, "c4-e4", straight()),
        PlayError::EmptySquare { .. }
    ));
    assert!(matches!(
        illegal(&p, "a6-c6", straight()),
        PlayError::LandingOccupied { .. }
    ));
    assert!(matches!(
        illegal(&p, "e4-g4", straight()),
        PlayError::OffBoard { .. }
    ));
    let gap = pos("xoxoxo/oxoxox/xo..x./oxoxox/xoxoxo/oxoxox b");
    assert!(matches!(
        illegal(&gap, "e4-c4", straight()),
        PlayError::NothingToJump { .. }
    ));
    assert!(matches!(
        parse_move("a4-b4", &p, straight()),
        Err(MoveError::NotAHop { .. })
    ));
    assert!(matches!(
        parse_move("a4-c6", &p, straight()),
        Err(MoveError::NotAHop { .. })
    ));
    assert!(matches!(
        parse_move("a4-c4-d4", &p, straight()),
        Err(MoveError::NotAHop { .. })
    ));
}

#[test]
fn error_messages_say_what_to_do() {
    let p = pos(SIX);
    let msg = |text: &str| parse_move(text, &p, straight()).unwrap_err().to_string();
    assert_eq!(msg("b4-d4"), "b4 holds a white stone, but you play black");
    assert_eq!(msg("c4-e4"), "c4 is empty: pick one of your black stones");
    assert_eq!(
        msg("e4-g4"),
        "g4 is off the 6x6 board (columns a to f, rows 1 to 6)"
    );
    assert!(msg("a6-c6").contains("must land on an empty square"));
    assert!(msg("d3").contains("every move is now a jump"));
}

/// A text naming more squares than any jump can have is refused while it is
/// read, whatever its length, with a reason; a path of the longest length
/// is read and judged on the board.
#[test]
fn move_text_longer_than_any_jump_is_refused_as_it_is_read() {
    let p = pos(SIX);
    let longest = vec!["a1", "a3"]
        .into_iter()
        .cycle()
        .take(konane_bot::engine::MAX_HOPS + 1)
        .collect::<Vec<_>>()
        .join("-");
    assert!(
        !parse_move(&longest, &p, turning())
            .unwrap_err()
            .to_string()
            .contains("at most")
    );
    for hops in [konane_bot::engine::MAX_HOPS + 1, 100, 10_000] {
        let text = vec!["a1", "a3"]
            .into_iter()
            .cycle()
            .take(hops + 1)
            .collect::<Vec<_>>()
            .join("-");
        let err = parse_move(&text, &p, turning()).unwrap_err().to_string();
        assert!(err.contains("at most 32 hops"), "{hops} hops: {err}");
    }
}

#[test]
fn multi_jumps_may_stop_after_any_hop() {
    let p = pos(TURN);
    let moves = names(&p.legal_moves(straight()));
    assert!(
        moves.contains(&"c2-c4".to_string()) && moves.contains(&"c2-c4-c6".to_string()),
        "{moves:?}"
    );
    let after = p
        .play(legal(&p, "c2-c4-c6", straight()), straight())
        .unwrap();
    assert_eq!(after.stone_at(sq("c6")), Some(Color::Black));
    assert_eq!(after.stone_at(sq("c5")), None);
    assert_eq!(after.stone_at(sq("c3")), None);
}

#[test]
fn straight_rule_refuses_turns_and_turning_rule_allows_them() {
    let p = pos(TURN);
    assert!(matches!(
        illegal(&p, "a4-c4-c6", straight()),
        PlayError::NotStraight
    ));
    legal(&p, "a4-c4-c6", turning());
    let straight_moves = names(&p.legal_moves(straight()));
    let turning_moves = names(&p.legal_moves(turning()));
    assert!(!straight_moves.contains(&"a4-c4-c6".to_string()));
    assert!(turning_moves.contains(&"a4-c4-c6".to_string()));
    assert!(straight_moves.iter().all(|m| turning_moves.contains(m)));
}

#[test]
fn rectangular_boards_jump_both_ways() {
    // 4 rows × 6 columns; rank 2 reads x o . o . o.
    let wide = pos("xoxoxo/oxoxox/xo.o.o/oxoxox b");
    assert_eq!(
        names(&wide.legal_moves(straight())),
        ["a2-c2", "a2-c2-e2", "c4-c2", "e4-e2"]
    );
    // 6 rows × 4 columns, White to move: into c1 along rank 1 and down the
    // c file; the hole at a2 has only black stones two away.
    let tall = pos("xoxo/oxox/xoxo/oxox/.oxo/ox.x w");
    assert_eq!(names(&tall.legal_moves(straight())), ["a1-c1", "c3-c1"]);
}

#[test]
fn a_side_without_moves_loses_and_cannot_pass() {
    let stuck = pos("x.../..../..../..o. b");
    assert!(!stuck.has_legal_move(straight()));
    assert!(stuck.legal_moves(turning()).is_empty());
    // The 4×4 game ends in no-moves; the winner is whoever moved last.
    let variant = Variant::new(Size::new(4, 4).unwrap(), Opening::Any, JumpRule::Straight).unwrap();
    let mut game = Game::new(variant);
    while !game.is_over() {
        let m = game.legal_moves()[0];
        game.play(m).unwrap();
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::NoMoves);
    assert_eq!(outcome.winner, game.turn().other());
    assert!(matches!(game.play_text("a1"), Err(TurnError::Over(_))));
    assert!(matches!(game.resign(Color::Black), Err(TurnError::Over(_))));
}

#[test]
fn illegal_moves_leave_the_game_unchanged() {
    let mut game = Game::new(Variant::default());
    let before = game.clone();
    assert!(game.play_text("c6").is_err());
    assert!(game.play_text("zz").is_err());
    assert_eq!(game, before);
    game.play_text("D5").unwrap();
    game.play_text("e5").unwrap();
    assert!(!game.has_jumps());
    game.play_text("b5-d5").unwrap();
    assert!(game.has_jumps());
    assert_eq!(game.moves().len(), 3);
    assert_eq!(game.position_at(2).phase(), Phase::Jumping);
}

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
