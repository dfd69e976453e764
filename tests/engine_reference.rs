//! The fast engine against the plain reference implementation, on random
//! positions of random sizes and both jump rules; and perft counts.

mod reference;

use std::collections::BTreeSet;

use konane_bot::engine::{
    EXAMPLE_POSITION, JumpRule, Move, MoveText, Opening, Position, Record, Rules, Size, Square,
    Variant,
};
use proptest::prelude::*;
use reference::{RefPos, SplitMix, full_board, random_position};

fn rules(turning: bool, opening: Opening) -> Rules {
    Rules {
        opening,
        jumps: if turning {
            JumpRule::Turning
        } else {
            JumpRule::Straight
        },
    }
}

fn engine_moves(pos: &Position, rules: Rules) -> BTreeSet<String> {
    pos.legal_moves(rules).iter().map(Move::to_string).collect()
}

/// Every check the engine makes of one position, against the reference.
fn agree(reference: &RefPos, turning: bool, opening: Opening) {
    let text = reference.text();
    let pos: Position = text.parse().expect("generated positions are valid");
    assert_eq!(pos.to_string(), text, "position text round trip");
    let r = rules(turning, opening);
    let expected = reference.moves(turning, opening.name());
    let got = engine_moves(&pos, r);
    assert_eq!(got, expected, "moves of {text} (turning: {turning})");
    assert_eq!(
        pos.count_legal_moves(r),
        expected.len() as u64,
        "count of {text}"
    );
    assert_eq!(
        pos.has_legal_move(r),
        !expected.is_empty(),
        "has_legal_move of {text}"
    );
    for m in pos.legal_moves(r) {
        let after = pos
            .play(m, r)
            .unwrap_or_else(|e| panic!("{m} in {text}: {e}"));
        assert_eq!(
            after.to_string(),
            reference.apply(&m.to_string()).text(),
            "{m} in {text}"
        );
        let mut unchecked = pos;
        unchecked.play_unchecked(m);
        assert_eq!(unchecked, after, "play_unchecked and play agree on {m}");
        // Canonical notation reads back as the same move.
        let reread = m
            .to_string()
            .parse::<MoveText>()
            .map(|t| t.resolve(&pos, r));
        assert_eq!(reread, Ok(Ok(m)), "notation round trip of {m}");
    }
}

/// Random paths from random squares: the engine accepts exactly the legal ones.
fn random_attempts(reference: &RefPos, turning: bool, seed: u64) {
    let pos: Position = reference.text().parse().expect("valid");
    let r = rules(turning, Opening::default());
    let legal = reference.moves(turning, "centre-or-corner");
    let size = pos.size();
    let mut rng = SplitMix(seed);
    for _ in 0..40 {
        let origin = Square::new(
            rng.below(size.cols() as u64 + 1) as u8,
            rng.below(size.rows() as u64 + 1) as u8,
        );
        let mut path = vec![origin];
        for _ in 0..=rng.below(3) {
            let last = *path.last().expect("non-empty");
            let dir = konane_bot::engine::Direction::ALL[rng.below(4) as usize];
            match last.offset(dir, 2) {
                Some(next) => path.push(next),
                None => break,
            }
        }
        let Some(m) = Move::from_path(&path) else {
            continue;
        };
        let accepted = pos.check(m, r).is_ok();
        assert_eq!(
            accepted,
            legal.contains(&m.to_string()),
            "{m} in {}",
            reference.text()
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn engine_matches_reference_on_random_positions(
        rows in 4usize..=16,
        cols in 4usize..=16,
        density in 20u64..95,
        seed in any::<u64>(),
        black_to_move in any::<bool>(),
        turning in any::<bool>(),
    ) {
        let turn = if black_to_move { 'b' } else { 'w' };
        let reference = random_position(rows, cols, density, seed, turn);
        agree(&reference, turning, Opening::default());
        random_attempts(&reference, turning, seed ^ 0x5555);
    }

    #[test]
    fn opening_removals_match_reference(
        rows in 4usize..=16,
        cols in 4usize..=16,
        opening in prop::sample::select(Opening::ALL.to_vec()),
        pick in any::<u64>(),
    ) {
        let start = full_board(rows, cols);
        agree(&start, false, opening);
        let black_choices: Vec<String> = start.moves(false, opening.name()).into_iter().collect();
        prop_assume!(!black_choices.is_empty());
        let after_black = start.apply(&black_choices[(pick % black_choices.len() as u64) as usize]);
        agree(&after_black, false, opening);
        let white_choices: Vec<String> = after_black.moves(false, opening.name()).into_iter().collect();
        let after_white = after_black.apply(&white_choices[(pick % white_choices.len() as u64) as usize]);
        agree(&after_white, true, opening);
        agree(&after_white, false, opening);
    }

    /// Random games to the end: records round-trip and replays re-check every move.
    #[test]
    fn random_games_round_trip_through_records(
        rows in 4usize..=10,
        cols in 4usize..=10,
        seed in any::<u64>(),
        turning in any::<bool>(),
        resign_at in prop::option::of(0usize..40),
    ) {
        let size = Size::new(rows, cols).expect("in range");
        let r = rules(turning, Opening::Any);
        let variant = Variant::new(size, r.opening, r.jumps).expect("any opening always works");
        let mut game = konane_bot::engine::Game::new(variant);
        let mut rng = SplitMix(seed);
        while !game.is_over() {
            if resign_at == Some(game.moves().len()) {
                game.resign(game.turn()).expect("running game can resign");
                break;
            }
            let moves = game.legal_moves();
            let m = moves[rng.below(moves.len() as u64) as usize];
            game.play(m).expect("legal move plays");
        }
        let outcome = game.outcome().expect("loop ends with an outcome");
        if resign_at.is_none() {
            // Nobody resigned, so the loser is the side with no move.
            prop_assert!(!game.position().has_legal_move(r));
            prop_assert_eq!(outcome.winner, game.turn().other());
        }
        let mut record = Record::new(game.clone(), "Kai \"the\" Lani", "Noe\\Ikaika");
        record.date = Some("2026.11.29".into());
        record.tags.push(("Event".into(), "Test cup".into()));
        let text = record.to_string();
        let parsed = Record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(parsed, record);
    }
}

#[test]
fn perft_counts_from_the_rules_file() {
    let pos: Position = EXAMPLE_POSITION.parse().expect("example parses");
    let expected = [3, 20, 103, 837, 6024, 58637, 524762, 5827558];
    for (depth, &count) in (1..).zip(expected.iter()) {
        assert_eq!(pos.perft(depth, Rules::default()), count, "depth {depth}");
    }
}

/// Perft from the full board (openings included) on small boards, both jump
/// rules and every opening, against the reference implementation.
#[test]
fn perft_matches_reference_on_small_boards() {
    for (rows, cols, depth) in [(4, 4, 6), (4, 5, 5), (5, 5, 5), (6, 6, 4), (5, 7, 4)] {
        let start = full_board(rows, cols);
        let pos: Position = start.text().parse().expect("full board parses");
        for opening in Opening::ALL {
            for turning in [false, true] {
                let expected = start.perft(depth, turning, opening.name());
                let got = pos.perft(depth, rules(turning, opening));
                assert_eq!(
                    got, expected,
                    "{rows}x{cols} {opening} turning={turning} depth {depth}"
                );
            }
        }
    }
}

#[test]
fn perft_with_turning_jumps_matches_reference_from_the_example() {
    let reference = RefPos::parse(EXAMPLE_POSITION);
    let pos: Position = EXAMPLE_POSITION.parse().expect("example parses");
    for depth in 1..=4 {
        assert_eq!(
            pos.perft(depth, rules(true, Opening::default())),
            reference.perft(depth, true, "centre-or-corner"),
            "depth {depth}"
        );
    }
}
