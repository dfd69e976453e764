//! Each rule with a case that obeys it and one that breaks it, on several
//! board shapes; notation, position text and record errors (`text`).

mod text;

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
