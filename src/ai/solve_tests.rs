use super::*;

#[test]
fn ranks_order_replies_then_the_killer_then_own_moves_then_symmetries() {
    assert!(
        rank(1, false, 0, 0) < rank(2, true, 255, 7),
        "fewer replies first"
    );
    assert!(
        rank(1, true, 0, 0) < rank(1, false, 255, 7),
        "then the killer"
    );
    assert!(
        rank(1, false, 5, 0) < rank(1, false, 4, 7),
        "then more own moves"
    );
    assert!(
        rank(1, false, 4, 1) < rank(1, false, 4, 0),
        "then more symmetries"
    );
    assert_eq!(rank(3, false, 300, 0), rank(3, false, OWN_COUNTED, 0));
    assert_eq!(rank(3, false, 3, 9), rank(3, false, 3, SYMMETRIES_COUNTED));
    // Counting own moves later, by subtraction, gives the same rank.
    assert_eq!(rank(2, true, 0, 1) - (7 << 3), rank(2, true, 7, 1));
}

#[test]
fn of_tied_moves_the_one_that_keeps_a_mirror_is_tried_first() {
    // 6×7 after Black's d3: White's c3, d4 and e3 leave 3 replies and 3
    // moves of White's own each; only d4 leaves the board its left-right
    // mirror.
    let table = Table::with_bytes(Table::MIN_BYTES);
    let stop = Stop::new();
    let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
    let mut board = Board::<u64>::full("6x7".parse().expect("a size"));
    board.play_unchecked(Move::removal("d3".parse().expect("a square")));
    let first = solver.root_children(&board)[0].m.to_string();
    assert_eq!(first, "d4");
}

#[test]
fn opening_moves_rank_by_twice_their_replies_less_their_own_moves() {
    // Two replies and five own moves come before one reply and none.
    assert!(opening_lead(2, 5) | rank(2, false, 5, 0) < opening_lead(1, 0) | rank(1, true, 0, 7));
    // The lead outranks everything rank() says, whatever the replies.
    assert!(rank(search::MAX_MOVES, false, 0, 0) < opening_lead(0, OWN_COUNTED - 1));
    assert_eq!(opening_lead(3, 300), opening_lead(3, OWN_COUNTED));
}

/// 2 × replies − own moves of each root move of `board`, in the solver's
/// order, counted with the engine alone.
fn leads_in_order(board: &Board<u64>) -> Vec<(i64, u64)> {
    let table = Table::with_bytes(Table::MIN_BYTES);
    let stop = Stop::new();
    let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
    let rules = Rules::default();
    solver
        .root_children(board)
        .iter()
        .map(|c| {
            let mut child = *board;
            child.play_unchecked(c.m);
            let replies = child.count_moves(rules);
            let own = child.with_turn(board.turn()).count_moves(rules);
            (2 * replies as i64 - own as i64, replies)
        })
        .collect()
}

#[test]
fn the_opening_tries_moves_by_the_lead_and_later_plies_by_fewest_replies() {
    let size: crate::engine::Size = "6x7".parse().expect("a size");
    let rules = Rules::default();
    let play_first = |board: &mut Board<u64>| {
        let mut first = None;
        let _ = board.try_for_each_move(rules, |m| {
            first = Some(m);
            ControlFlow::Break(())
        });
        board.play_unchecked(first.expect("a move in the opening"));
    };
    let in_opening = |board: &Board<u64>| {
        board.occupied().count() as usize + OPENING_STONES_GONE >= size.squares()
    };
    let mut board = Board::<u64>::full(size);
    for m in ["a6", "a5"] {
        board.play_unchecked(Move::removal(m.parse().expect("a square")));
    }
    let mut told_apart = false;
    while in_opening(&board) {
        let leads = leads_in_order(&board);
        assert!(leads.is_sorted_by_key(|&(lead, _)| lead), "{leads:?}");
        told_apart |= !leads.is_sorted_by_key(|&(_, replies)| replies);
        play_first(&mut board);
    }
    assert!(
        told_apart,
        "no position on the way orders by the lead alone"
    );
    // Past the opening, fewest replies first.
    let replies: Vec<u64> = leads_in_order(&board).iter().map(|&(_, r)| r).collect();
    assert!(replies.len() > 1, "{replies:?}");
    assert!(replies.is_sorted(), "{replies:?}");
}

#[test]
fn a_thread_abandons_its_search_up_to_a_position_another_thread_proved() {
    // White to move after Black's a6 on 6×7 wins, a proof of hundreds of
    // millions of nodes. Once the thread is inside, "another thread" stores
    // the opposite verdict: the thread takes it within a path check, stores
    // nothing of what it had not finished, and stops long before its budget.
    let table = Table::with_bytes(16 << 20);
    let (stop, busy, progress) = (Stop::new(), Busy::new(), SolveProgress::new());
    let mut board = Board::<u64>::full("6x7".parse().expect("a size"));
    board.play_unchecked(Move::removal("a6".parse().expect("a square")));
    let budget = 20 * PATH_CHECK_NODES;
    let (mover_wins, nodes) = std::thread::scope(|scope| {
        let thread = scope.spawn(|| {
            let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::nodes(budget))
                .sharing(&busy)
                .watched(&progress);
            let images = solver.images(&board);
            let key = solver.key(&images);
            let mover_wins = solver.wins(&board, &images, 1);
            let unfinished = solver.key(&solver.children[1][0].images);
            assert!(
                table
                    .probe(unfinished)
                    .is_none_or(|e| e.depth < SOLVED_DEPTH),
                "the unfinished first move was stored as proved"
            );
            (key, mover_wins, solver.budget.exhausted(), solver.nodes())
        });
        // Inside: it has started on its first move at ply 1.
        while progress.plies[1].1.load(Ordering::Relaxed) == 0 && !thread.is_finished() {
            std::thread::yield_now();
        }
        let mut probe = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
        let images = probe.images(&board);
        let key = probe.key(&images);
        table.store(
            key,
            Entry {
                score: -1,
                depth: SOLVED_DEPTH + 40,
                bound: Bound::Exact,
                best: None,
            },
        );
        let (searched_key, mover_wins, exhausted, nodes) = thread.join().expect("the solver");
        assert_eq!(searched_key, key);
        assert!(!exhausted, "stopped by its budget, not by the proof");
        (mover_wins, nodes)
    });
    assert!(!mover_wins, "the stored verdict, not its own");
    assert!(nodes < budget, "{nodes} nodes");
}

#[test]
fn a_failed_move_marks_every_other_mover_below_it_as_likely_lost() {
    let table = Table::with_bytes(Table::MIN_BYTES);
    let stop = Stop::new();
    let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
    let lost = |solver: &Solver, plies: std::ops::Range<usize>| -> Vec<bool> {
        plies.map(|ply| solver.looks_lost(ply)).collect()
    };
    assert_eq!(lost(&solver, 0..6), [false; 6], "nothing proved yet");
    // A move failed at ply 1: its mover likely loses, so the next one wins.
    solver.outlook[1] = Some(false);
    assert_eq!(lost(&solver, 2..6), [false, true, false, true]);
    // A winning move proved at the root: the nearer verdict counts.
    solver.outlook[0] = Some(true);
    assert_eq!(lost(&solver, 1..6), [true, false, true, false, true]);
    solver.outlook[3] = Some(false);
    assert_eq!(lost(&solver, 4..7), [false, true, false]);
    // Past the plies that share busy positions, the sides still alternate.
    assert!(solver.looks_lost(BUSY_PLIES + 1) == BUSY_PLIES.is_multiple_of(2));
}

#[test]
fn a_helper_learns_from_its_root_moves_whether_the_root_is_won() {
    for (size, black_wins) in [("5x5", true), ("4x4", false), ("5x6", false)] {
        let table = Table::with_bytes(4 << 20);
        let (stop, busy) = (Stop::new(), Busy::new());
        let mut helper =
            Solver::new(Rules::default(), &table, &stop, Limits::NONE).helping(&busy, 1, 2);
        helper.help(&Board::<u64>::full(size.parse().expect("a size")));
        assert_eq!(helper.outlook[0], Some(black_wins), "{size}");
    }
}

fn root_moves(size: &str) -> Vec<String> {
    let table = Table::with_bytes(Table::MIN_BYTES);
    let stop = Stop::new();
    let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
    let board = Board::<u64>::full(size.parse().expect("a size"));
    let mut moves: Vec<String> = solver
        .root_children(&board)
        .iter()
        .map(|c| c.m.to_string())
        .collect();
    moves.sort();
    moves
}

#[test]
fn the_root_proves_one_of_each_set_of_symmetric_twins() {
    // 6×7: Black's corners a6 and g6 mirror each other; d3 has no twin.
    let moves = root_moves("6x7");
    assert_eq!(moves.len(), 2, "{moves:?}");
    assert!(moves.contains(&"d3".to_string()), "{moves:?}");
    // 6×6: the corners a6 and f1 are twins, and so are c4 and d3.
    let moves = root_moves("6x6");
    assert_eq!(moves.len(), 2, "{moves:?}");
    assert!(moves.iter().any(|m| m == "a6" || m == "f1"), "{moves:?}");
    assert!(moves.iter().any(|m| m == "c4" || m == "d3"), "{moves:?}");
}

/// Proves `board` on a fresh table, with positions of fewer than
/// `table_min_stones` stones left to the plain search.
fn prove_with(board: &Board<u64>, rules: Rules, table_min_stones: u32) -> Proof {
    let table = Table::with_bytes(4 << 20);
    let stop = Stop::new();
    let mut solver = Solver::new(rules, &table, &stop, Limits::NONE);
    solver.table_min_stones = table_min_stones;
    solver.prove(board).expect("an unlimited proof finishes")
}

#[test]
fn the_plain_search_proves_what_the_table_search_proves() {
    let mut rng = keys::SplitMix(5);
    let mut checked = [0; 2];
    for rules in [
        Rules::default(),
        Rules {
            jumps: crate::engine::JumpRule::Turning,
            ..Rules::default()
        },
    ] {
        for _ in 0..40 {
            // A random game on 6×6, stopped between 12 and 26 stones:
            // across the plain search's threshold.
            let mut board = Board::<u64>::full("6x6".parse().expect("a size"));
            let stop_at = 12 + rng.below(15) as u32;
            loop {
                let stones = board.occupied().count();
                let mut moves = Vec::new();
                board.moves_up_to(rules, 256, &mut moves);
                if stones <= stop_at || moves.is_empty() {
                    break;
                }
                board.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
            }
            let plain = prove_with(&board, rules, TABLE_MIN_STONES);
            let tabled = prove_with(&board, rules, 0);
            assert_eq!(plain.mover_wins, tabled.mover_wins, "{rules:?} {board:?}");
            // A move said to win leaves the opponent lost.
            let assert_wins = |m: Move| {
                let mut after = board;
                after.play_unchecked(m);
                assert!(
                    after.count_moves(rules) == 0 || !prove_with(&after, rules, 0).mover_wins,
                    "{m} wins in {board:?}"
                );
            };
            if let Some(m) = plain.best.filter(|_| plain.mover_wins) {
                assert_wins(m);
            }
            // The proof writer's question: a winning move, or none.
            let table = Table::with_bytes(4 << 20);
            let stop = Stop::new();
            let winning = Solver::new(rules, &table, &stop, Limits::NONE).winning_move(&board);
            assert_eq!(winning.is_some(), tabled.mover_wins, "{rules:?} {board:?}");
            if let Some(m) = winning {
                assert_wins(m);
            }
            checked[usize::from(plain.mover_wins)] += 1;
        }
    }
    assert!(
        checked.iter().all(|&n| n > 5),
        "wins and losses both: {checked:?}"
    );
}

#[test]
fn progress_counts_each_move_as_an_equal_share_of_its_position() {
    let progress = SolveProgress::new();
    assert_eq!(progress.share(), 0.0, "nothing marked, nothing done");
    progress.mark(0, 1, 2);
    progress.mark(1, 1, 4);
    assert_eq!(progress.share(), 0.5 + 0.5 * 0.25);
    progress.mark(1, 3, 4);
    progress.mark(2, 1, 2);
    assert_eq!(progress.share(), 0.5 + 0.5 * 0.75 + 0.125 * 0.5);
    // The next root move starts a new path: what lay below is forgotten.
    progress.mark(0, 2, 2);
    assert_eq!(progress.share(), 1.0);
}

#[test]
fn a_watched_solve_grows_its_share_as_it_goes_and_ends_at_the_whole() {
    let board = Board::<u64>::full("5x6".parse().expect("a size"));
    let table = Table::with_bytes(16 << 20);
    let stop = Stop::new();
    let mut shares = Vec::new();
    for nodes in [20_000, 100_000] {
        let progress = SolveProgress::new();
        let limits = Limits::nodes(nodes);
        let mut solver = Solver::new(Rules::default(), &table, &stop, limits).watched(&progress);
        assert_eq!(solver.prove(&board), None, "{nodes} nodes do not prove 5x6");
        shares.push(progress.share());
    }
    // The second run starts over with the first's proofs in the table.
    assert!(
        0.0 < shares[0] && shares[0] < shares[1] && shares[1] < 1.0,
        "{shares:?}"
    );
    let progress = SolveProgress::new();
    let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::NONE).watched(&progress);
    let proof = solver.prove(&board).expect("an unlimited proof finishes");
    assert!(!proof.mover_wins, "White wins 5x6");
    assert_eq!(progress.share(), 1.0);
}
