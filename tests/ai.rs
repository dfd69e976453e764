//! The AI against plain, obviously-correct minimax over the reference rules
//! (`tests/reference/`), which shares no code with the engine or the solver.

mod reference;

use std::collections::HashMap;

use konane_bot::ai::{Brain, Checkpoint, Limits, Player, Stop, Thinking, Threads, analyze};
use konane_bot::engine::{Color, Game, JumpRule, Opening, Position, Rules, Size, Variant};
use konane_bot::values::Level;
use reference::{RefPos, SplitMix, full_board, random_position};

/// Plain minimax: does the side to move win? Memoised on the position text only.
fn minimax(pos: &RefPos, turning: bool, opening: &str, memo: &mut HashMap<String, bool>) -> bool {
    let key = pos.text();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let wins = pos
        .moves(turning, opening)
        .iter()
        .any(|m| !minimax(&pos.apply(m), turning, opening, memo));
    memo.insert(key, wins);
    wins
}

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

/// Checks the solver's verdict and move on `reference` against minimax.
fn check_solver(brain: &mut Brain, reference: &RefPos, turning: bool, opening: Opening) {
    let mut memo = HashMap::new();
    let pos: Position = reference.text().parse().unwrap();
    let rules = rules(turning, opening);
    let expected = minimax(reference, turning, opening.name(), &mut memo);
    let (proof, _) = brain.prove(&pos, rules, Limits::NONE, &Stop::new());
    let proof = proof.expect("no limits, so the solver finishes");
    assert_eq!(
        proof.mover_wins,
        expected,
        "{} ({:?} jumps)",
        reference.text(),
        rules.jumps
    );
    match proof.best {
        Some(m) => {
            let after = reference.apply(&m.to_string());
            assert!(
                reference
                    .moves(turning, opening.name())
                    .contains(&m.to_string())
            );
            // A winning move leaves the opponent lost.
            if expected {
                assert!(!minimax(&after, turning, opening.name(), &mut memo));
            }
        }
        None => assert!(reference.moves(turning, opening.name()).is_empty()),
    }
}

#[test]
fn solver_agrees_with_minimax_on_random_positions() {
    let mut brain = Brain::with_bytes(1 << 20);
    let mut rng = SplitMix(7);
    let shapes = [(4, 4), (4, 5), (5, 4), (5, 5), (4, 6), (6, 5)];
    for case in 0..180 {
        let (rows, cols) = shapes[case % shapes.len()];
        let turning = case % 2 == 1;
        // Sparser on the larger boards keeps plain minimax quick.
        let density = if rows * cols > 25 { 40 } else { 55 };
        let turn = if rng.below(2) == 0 { 'b' } else { 'w' };
        let reference = random_position(rows, cols, density + rng.below(20), rng.next(), turn);
        check_solver(&mut brain, &reference, turning, Opening::CentreOrCorner);
    }
}

#[test]
fn solver_decides_small_boards_from_the_start_like_minimax() {
    let mut brain = Brain::with_bytes(4 << 20);
    for (rows, cols) in [(4, 4), (4, 5), (5, 4)] {
        for opening in Opening::ALL {
            if Variant::new(Size::new(rows, cols).unwrap(), opening, JumpRule::Straight).is_err() {
                continue;
            }
            for turning in [false, true] {
                check_solver(&mut brain, &full_board(rows, cols), turning, opening);
            }
        }
    }
}

#[test]
fn search_scores_agree_with_the_solver_when_proven() {
    let mut brain = Brain::with_bytes(1 << 20);
    let mut rng = SplitMix(11);
    let mut proven = 0;
    for case in 0..80 {
        let turning = case % 2 == 0;
        let reference = random_position(5, 5, 50 + rng.below(25), rng.next(), 'b');
        let pos: Position = reference.text().parse().unwrap();
        let rules = rules(turning, Opening::CentreOrCorner);
        let expected = minimax(&reference, turning, "centre-or-corner", &mut HashMap::new());
        let Some(choice) = brain.search(&pos, rules, 30, Limits::NONE, &Stop::new()) else {
            assert!(!expected, "no move means a loss");
            continue;
        };
        assert!(pos.check(choice.best, rules).is_ok());
        // With depth to spare, the search reaches the end and proves the result.
        assert_eq!(choice.proven, Some(expected), "{}", reference.text());
        proven += 1;
    }
    assert!(proven > 40);
}

#[test]
fn every_player_plays_legal_moves_and_level_5_plays_winning_ones() {
    let mut brain = Brain::with_bytes(1 << 20);
    let mut rng = SplitMix(3);
    let players = [
        Player::Random,
        Player::Greedy,
        Player::Level(Level::new(1).unwrap()),
        Player::Level(Level::new(2).unwrap()),
        Player::Level(Level::new(3).unwrap()),
        Player::Level(Level::new(4).unwrap()),
        Player::Level(Level::MAX),
    ];
    let thinking = Thinking {
        time: std::time::Duration::from_secs(30),
        ..Thinking::default()
    };
    for case in 0..60 {
        let reference = random_position(5, 5, 50 + rng.below(30), rng.next(), 'w');
        let pos: Position = reference.text().parse().unwrap();
        let rules = Rules::default();
        let mut memo = HashMap::new();
        let wins = minimax(&reference, false, "centre-or-corner", &mut memo);
        for player in players {
            let choice = brain.choose(&pos, rules, player, &thinking);
            let Some(choice) = choice else {
                assert!(pos.legal_moves(rules).is_empty(), "{player} found no move");
                continue;
            };
            assert!(
                pos.check(choice.best, rules).is_ok(),
                "{player} in case {case}"
            );
            if player == Player::Level(Level::MAX) && wins {
                let after = reference.apply(&choice.best.to_string());
                assert!(
                    !minimax(&after, false, "centre-or-corner", &mut memo),
                    "level 5 threw away the win in {}",
                    reference.text()
                );
            }
        }
    }
}

/// Plays `games` games on `size` between two players (alternating colours);
/// returns the first player's wins.
fn match_wins(a: Player, b: Player, games: u64, size: Size) -> u64 {
    let mut brain = Brain::with_bytes(1 << 20);
    let rules = Rules::default();
    let mut wins = 0;
    for g in 0..games {
        let a_black = g % 2 == 0;
        let thinking = Thinking {
            time: std::time::Duration::from_millis(100),
            seed: g,
            stop: Stop::new(),
        };
        let mut pos = Position::new(size);
        loop {
            let black_to_move = pos.turn() == konane_bot::engine::Color::Black;
            let player = if black_to_move == a_black { a } else { b };
            match brain.choose(&pos, rules, player, &thinking) {
                Some(choice) => pos.play_unchecked(choice.best),
                None => {
                    // The side to move has lost.
                    if black_to_move != a_black {
                        wins += 1;
                    }
                    break;
                }
            }
        }
    }
    wins
}

#[test]
fn stronger_players_beat_weaker_ones() {
    let size = Size::new(6, 6).unwrap();
    let level = |n| Player::Level(Level::new(n).unwrap());
    assert!(match_wins(Player::Greedy, Player::Random, 40, size) >= 28);
    assert!(match_wins(level(3), Player::Random, 40, size) >= 32);
    assert!(match_wins(level(4), level(2), 40, size) >= 28);
}

#[test]
fn analysis_marks_exactly_the_moves_that_threw_away_a_win() {
    let mut brain = Brain::with_bytes(4 << 20);
    let mut rng = SplitMix(5);
    let mut blunders_seen = 0;
    for (rows, cols) in [(4, 5), (5, 5), (5, 4), (4, 6)] {
        for _ in 0..6 {
            // A random game, recorded on both sides.
            let variant = Variant::new(
                Size::new(rows, cols).unwrap(),
                Opening::CentreOrCorner,
                JumpRule::Straight,
            )
            .unwrap();
            let mut game = Game::new(variant);
            let mut reference = full_board(rows, cols);
            let mut positions = vec![reference.clone()];
            while !game.is_over() {
                let moves = game.legal_moves();
                let m = moves[rng.below(moves.len() as u64) as usize];
                game.play(m).unwrap();
                reference = reference.apply(&m.to_string());
                positions.push(reference.clone());
            }
            let analysis = analyze(&game, &mut brain, Limits::nodes(5_000_000), &Stop::new());
            let mut memo = HashMap::new();
            let truth: Vec<bool> = positions
                .iter()
                .map(|p| minimax(p, false, "centre-or-corner", &mut memo))
                .collect();
            assert_eq!(
                analysis.decided_from(),
                0,
                "small games are decided throughout"
            );
            let verdicts: Vec<bool> = analysis.verdicts.iter().map(|v| v.unwrap()).collect();
            assert_eq!(verdicts, truth);
            let expected: Vec<usize> = (0..game.moves().len())
                .filter(|&i| truth[i] && truth[i + 1])
                .collect();
            let found: Vec<usize> = analysis.blunders.iter().map(|b| b.ply).collect();
            assert_eq!(found, expected);
            for b in &analysis.blunders {
                assert_eq!(b.played, game.moves()[b.ply]);
                let after = positions[b.ply].apply(&b.winning.to_string());
                assert!(!minimax(&after, false, "centre-or-corner", &mut memo));
            }
            blunders_seen += found.len();
        }
    }
    assert!(blunders_seen > 0, "random games do throw wins away");
}

#[test]
fn one_table_serves_both_jump_rules_without_mixing_them_up() {
    // The same positions under both rules, through one brain: the rules are
    // different games, and the table must keep their results apart.
    let mut brain = Brain::with_bytes(1 << 20);
    let mut rng = SplitMix(23);
    let mut differing = 0;
    for _ in 0..60 {
        let reference = random_position(5, 5, 60 + rng.below(20), rng.next(), 'b');
        let pos: Position = reference.text().parse().unwrap();
        let mut results = Vec::new();
        for turning in [false, true] {
            let expected = minimax(&reference, turning, "centre-or-corner", &mut HashMap::new());
            let rules = rules(turning, Opening::CentreOrCorner);
            let (proof, _) = brain.prove(&pos, rules, Limits::NONE, &Stop::new());
            assert_eq!(proof.unwrap().mover_wins, expected, "{}", reference.text());
            // Unlimited, the search proves every such small position: require the proof.
            // No move to search means a loss, already; otherwise require the proof.
            match brain.search(&pos, rules, 30, Limits::NONE, &Stop::new()) {
                None => assert!(!expected && !pos.has_legal_move(rules)),
                Some(c) => assert_eq!(c.proven, Some(expected), "{}", reference.text()),
            }
            results.push(expected);
        }
        differing += usize::from(results[0] != results[1]);
    }
    assert!(differing > 0, "some positions are won under one rule only");
}

/// `solve --proof`'s strategies for 5×5 and 6×6 (default rules, the whole
/// game) survive their file format and check out with the move generator
/// alone; one of the winner's moves swapped for a losing one, or left out,
/// and the check fails.
#[test]
fn proofs_check_without_search_and_a_corrupted_one_fails() {
    use konane_bot::ai::{Brain, ProofError, Stop, Strategy};
    use konane_bot::engine::{Color, Position, Rules, Size};
    for (rows, cols, winner) in [(5, 5, Color::Black), (6, 6, Color::White)] {
        let size = Size::new(rows, cols).unwrap();
        let rules = Rules::default();
        let mut brain = Brain::with_bytes(64 << 20);
        let stop = Stop::new();
        let strategy = brain.strategy(&Position::new(size), rules, &stop).unwrap();
        assert_eq!(strategy.winner, winner, "{size}");

        let mut text = Vec::new();
        strategy.write(&mut text).unwrap();
        let read = Strategy::read(&text[..]).unwrap();
        assert_eq!(read, strategy, "{size}: the file keeps every move");
        let verified = read.verify().unwrap();
        assert_eq!(verified.winner_moves, strategy.moves.len(), "{size}");
        assert!(verified.positions > verified.winner_moves, "{size}");

        // A move of the winner's that the solver says loses, put in its place.
        let (pos, losing) = strategy
            .moves
            .iter()
            .find_map(|(pos, _)| {
                pos.legal_moves(rules).into_iter().find_map(|m| {
                    let after = pos.play(m, rules).ok()?;
                    let (proof, _) =
                        brain.prove(&after, rules, konane_bot::ai::Limits::NONE, &stop);
                    proof.filter(|p| p.mover_wins).map(|_| (*pos, m))
                })
            })
            .expect("somewhere the winner has a losing move");
        let mut corrupted = strategy.clone();
        corrupted.moves.insert(pos, losing);
        // The strategy has no answer past a losing move: somewhere below it
        // the winner meets a position it has no move for, or none at all.
        match corrupted.verify() {
            Err(ProofError::Missing {
                position,
                winner: w,
                loser,
            }) => {
                assert_eq!((w, loser), (winner, winner.other()), "{size}");
                let position: Position = position.parse().unwrap();
                assert!(!strategy.moves.contains_key(&position), "{size}");
            }
            Err(ProofError::WinnerStuck { winner: w, .. }) => assert_eq!(w, winner, "{size}"),
            other => panic!("{size}: a losing move fails the check, not {other:?}"),
        }

        // A move that is not legal where it stands.
        let illegal = strategy
            .moves
            .values()
            .copied()
            .find(|m| pos.check(*m, rules).is_err())
            .expect("another position's move is illegal here");
        let mut corrupted = strategy.clone();
        corrupted.moves.insert(pos, illegal);
        match corrupted.verify() {
            Err(ProofError::Illegal { position, mv }) => {
                assert_eq!((position, mv), (pos.to_string(), illegal.to_string()));
            }
            other => panic!("{size}: an illegal move fails the check, not {other:?}"),
        }

        let mut missing = strategy.clone();
        missing.moves.remove(&pos);
        match missing.verify() {
            Err(ProofError::Missing {
                position,
                winner: w,
                loser,
            }) => assert_eq!(
                (position, w, loser),
                (pos.to_string(), winner, winner.other()),
                "{size}"
            ),
            other => panic!("{size}: a position without a move fails the check, not {other:?}"),
        }
    }
}

/// The shipped puzzles read back, and each is proven again:
/// exactly one winning first move, the stored one, and the stored main line
/// wins against every defence the solver tries.
#[test]
fn shipped_puzzles_are_proven_with_exactly_one_winning_move() {
    use konane_bot::ai::{PUZZLE_NODES, Step, read_puzzles};
    let puzzles = read_puzzles(konane_bot::game::SHIPPED_PUZZLES.as_bytes()).expect("reads");
    assert_eq!(puzzles.len(), 365);
    let distinct: std::collections::HashSet<_> = puzzles.iter().map(|p| p.position).collect();
    assert_eq!(distinct.len(), 365, "no puzzle twice");
    let mut brain = Brain::with_bytes(32 << 20);
    for p in &puzzles {
        let proven = brain
            .puzzle(&p.position, p.rules, 8 * PUZZLE_NODES, &Stop::new())
            .unwrap_or_else(|| panic!("{} is a puzzle", p.position));
        assert_eq!(proven.answer, p.answer, "{}", p.position);
        assert_eq!(proven.tries, p.tries);
        assert!((1..=5).contains(&p.difficulty()));
        // Each winning move of the line wins; the defender's are legal.
        let mut at = p.position;
        for pair in p.line.chunks(2) {
            // Within the budget the service gives a step of an attempt.
            let step = brain
                .puzzle_step(
                    &at,
                    pair[0],
                    p.rules,
                    Limits::nodes(8 * PUZZLE_NODES),
                    &Stop::new(),
                )
                .unwrap_or_else(|| panic!("{} is proven in {at} within a step's budget", pair[0]));
            assert!(
                !matches!(step, Step::Refuted(_)),
                "{} wins in {at}",
                pair[0]
            );
            at.play_unchecked(pair[0]);
            if let Some(&defence) = pair.get(1) {
                assert!(at.check(defence, p.rules).is_ok());
                at.play_unchecked(defence);
            }
        }
    }
    // A wrong first move is refuted with a move that wins for the defender.
    let p = &puzzles[0];
    let wrong = p
        .position
        .legal_moves(p.rules)
        .into_iter()
        .find(|&m| m != p.answer)
        .expect("a puzzle has tries");
    let Some(Step::Refuted(refutation)) =
        brain.puzzle_step(&p.position, wrong, p.rules, Limits::NONE, &Stop::new())
    else {
        panic!("{wrong} loses");
    };
    let refuted = p.position.play(wrong, p.rules).unwrap();
    assert!(refuted.check(refutation, p.rules).is_ok());
}

/// Helper threads only fill the shared table: the winner and the winning
/// move are those of one thread, on whole small games and on endgames.
#[test]
fn proofs_on_several_threads_agree_with_one() {
    let mut positions = vec![
        Position::new(Size::new(5, 5).unwrap()),
        Position::new(Size::new(5, 6).unwrap()),
        Position::new(Size::new(4, 7).unwrap()),
    ];
    let mut rng = SplitMix(11);
    for _ in 0..6 {
        let reference = random_position(6, 6, 45 + rng.below(25), rng.next(), 'b');
        positions.push(reference.text().parse().expect("a position"));
    }
    for pos in positions {
        let rules = Rules::default();
        let (one, _) = Brain::with_bytes(8 << 20).prove(&pos, rules, Limits::NONE, &Stop::new());
        let one = one.expect("finishes");
        // A guess of the winner, right or wrong, only changes how the
        // threads split the work.
        let guesses = [None, Some(Color::Black), Some(Color::White)];
        for (threads, expect) in [2, 3].into_iter().flat_map(|t| guesses.map(|g| (t, g))) {
            let threads = Threads {
                expect,
                ..Threads::new(threads)
            };
            let (many, nodes) = Brain::with_bytes(8 << 20).prove_on_threads(
                &pos,
                rules,
                Limits::NONE,
                &Stop::new(),
                threads,
            );
            let many = many.expect("finishes");
            let threads = threads.count;
            assert_eq!(
                many.mover_wins, one.mover_wins,
                "{pos} on {threads} threads, {expect:?} expected"
            );
            if one.mover_wins {
                assert_eq!(many.best, one.best, "the same winning move in {pos}");
            }
            assert!(nodes > 0);
        }
    }
}

#[test]
fn a_checkpoint_keeps_a_stopped_solves_work() {
    let pos = Position::new("5x6".parse().unwrap());
    let rules = Rules::default();
    let (whole, whole_nodes) =
        Brain::with_bytes(16 << 20).prove(&pos, rules, Limits::NONE, &Stop::new());
    let whole = whole.expect("5x6 is solved without limits");

    let mut brain = Brain::with_bytes(16 << 20);
    let (stopped, spent) = brain.prove(&pos, rules, Limits::nodes(whole_nodes / 2), &Stop::new());
    assert_eq!(stopped, None, "half the nodes do not finish it");
    let checkpoint = Checkpoint {
        position: pos,
        rules,
        nodes: spent,
        seconds: 1.5,
        runs: 1,
    };
    let mut bytes = Vec::new();
    brain.write_checkpoint(&checkpoint, &mut bytes).unwrap();

    let (read, mut resumed) = Brain::read_checkpoint(&bytes[..]).unwrap();
    assert_eq!(read, checkpoint);
    assert_eq!(resumed.table_bytes(), brain.table_bytes());
    let (proof, nodes) = resumed.prove(&pos, rules, Limits::NONE, &Stop::new());
    assert_eq!(proof.map(|p| p.mover_wins), Some(whole.mover_wins));
    assert!(
        nodes < whole_nodes - spent / 2,
        "the resumed solve uses the stored work: {nodes} nodes after {spent}, {whole_nodes} in one go"
    );

    for (cut, what) in [
        (bytes.len() - 1, "the file ends after"),
        (20, "expected 'rules: …'"),
    ] {
        let error = Brain::read_checkpoint(&bytes[..cut])
            .err()
            .expect("refused");
        assert!(error.to_string().contains(what), "{error}");
    }
    let error = Brain::read_checkpoint(&b"konane-proof 1\n"[..])
        .err()
        .expect("refused");
    assert!(
        error.to_string().contains("expected 'konane-checkpoint 1'"),
        "{error}"
    );
}

#[test]
fn level_5_hands_over_to_the_solver_from_forty_stones() {
    // 28 stones: Black's a8-c8 leaves White no move; every other stone is
    // a White stone no Black stone can reach. Above the 26 stones where the
    // solver used to start, so only the earlier try proves it.
    let pos: Position = "xo....../....o.o./.o.o.o.o/o.o.o.o./.o.o.o.o/o.o.o.o./.o.o.o.o/o.o.o.o. b"
        .parse()
        .unwrap();
    assert_eq!(pos.stones(), 28);
    let mut brain = Brain::with_bytes(1 << 20);
    let choice = brain
        .choose(
            &pos,
            Rules::default(),
            Player::Level(Level::MAX),
            &Thinking::default(),
        )
        .unwrap();
    assert_eq!(choice.best.to_string(), "a8-c8");
    assert_eq!(choice.proven, Some(true));
    // The solver's choice has no search score; the search's always has one.
    assert_eq!(choice.score, None, "{choice:?}");
}
