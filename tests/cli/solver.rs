//! `solve`, `verify-proof`, `arena` and `puzzles generate`: the solver's
//! answers checked against plain minimax, proofs checked and tampered with.

use super::*;

/// Plain minimax over the reference rules: does the side to move win?
fn minimax(pos: &reference::RefPos, memo: &mut HashMap<String, bool>) -> bool {
    if let Some(&known) = memo.get(&pos.text()) {
        return known;
    }
    let wins = pos
        .moves(false, "centre-or-corner")
        .iter()
        .any(|m| !minimax(&pos.apply(m), memo));
    memo.insert(pos.text(), wins);
    wins
}

#[test]
fn solve_names_the_winner_first_then_the_move_nodes_and_time() {
    let mut memo = HashMap::new();
    let black_wins = minimax(&reference::full_board(4, 5), &mut memo);
    let out = konane(&["solve", "4x5"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    let winner = if black_wins { "black" } else { "white" };
    assert_eq!(lines[0], format!("{winner} wins"));
    assert!(
        lines[2].starts_with("nodes: ") && lines[3].starts_with("time: "),
        "{text}"
    );

    // A won middle game: the move printed wins.
    let pos = "xoxox/oxoxo/xo..x/oxoxo/xoxox b";
    let reference = reference::RefPos::parse(pos);
    assert!(
        minimax(&reference, &mut memo),
        "the test position is a win for Black"
    );
    let text = stdout(&konane(&["solve", pos]));
    assert!(
        text.starts_with("black wins\nwinning move for black: "),
        "{text}"
    );
    // A guess of the winner, right or wrong, changes nothing printed but
    // the nodes and the time: the same winner and winning move.
    for guess in ["black", "white"] {
        let args = ["solve", pos, "--expect", guess, "--threads", "2"];
        let guessed = stdout(&konane(&args));
        let head = |t: &str| t.lines().take(2).collect::<Vec<_>>().join("\n");
        assert_eq!(head(&guessed), head(&text), "{guess}");
    }
    let played = text
        .lines()
        .nth(1)
        .and_then(|l| l.rsplit(' ').next())
        .unwrap();
    assert!(
        !minimax(&reference.apply(played), &mut memo),
        "{played} wins"
    );

    // Every move proven: the lists agree with minimax, move by move.
    let text = stdout(&konane(&["solve", pos, "--every-move"]));
    let list = |name: &str| -> Vec<String> {
        let line = text
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .unwrap_or_else(|| panic!("no '{name}' in {text}"));
        line.split(' ')
            .filter(|m| *m != "none")
            .map(str::to_owned)
            .collect()
    };
    let (winning, losing) = (list("winning moves: "), list("losing moves: "));
    assert!(winning.contains(&played.to_owned()), "{text}");
    assert_eq!(
        winning.len() + losing.len(),
        reference.moves(false, "centre-or-corner").len()
    );
    for m in &winning {
        assert!(!minimax(&reference.apply(m), &mut memo), "{m} wins");
    }
    for m in &losing {
        assert!(minimax(&reference.apply(m), &mut memo), "{m} loses");
    }

    let stuck = stdout(&konane(&["solve", "x.../..../..../..o. b"]));
    assert!(
        stuck.starts_with("white wins\nblack has no move\n"),
        "{stuck}"
    );
}

#[test]
fn a_solve_stopped_by_its_time_goes_on_from_its_checkpoint() {
    let dir = temp_dir();
    let checkpoint = dir.path().join("5x6.checkpoint");
    let file = checkpoint.to_str().unwrap();
    let whole = stdout(&konane(&["solve", "5x6", "--threads", "1"]));
    let winner = whole.lines().next().unwrap();

    // No time at all: the first check of the clock stops it.
    let out = konane(&["solve", "5x6", "--minutes", "0", "--save", file]);
    // Unfinished: status 3, with or without a checkpoint.
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("unfinished after 1 run:"), "{text}");
    assert!(
        text.contains(&format!("konane-bot solve --resume {file}")),
        "{text}"
    );
    assert!(checkpoint.exists());

    let out = konane(&["solve", "--resume", file]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("resuming xoxoxo/"), "{text}");
    assert_eq!(text.lines().nth(1), Some(winner), "{text}");
    assert!(text.contains(" over 2 runs "), "{text}");

    // Without a checkpoint to keep its work, a stopped solve is an error.
    let out = konane(&["solve", "5x6", "--minutes", "0"]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert!(stderr(&out).contains("--save FILE"), "{}", stderr(&out));
    // A damaged checkpoint is refused with what is wrong.
    let bytes = std::fs::read(&checkpoint).unwrap();
    std::fs::write(&checkpoint, &bytes[..bytes.len() - 3]).unwrap();
    let out = konane(&["solve", "--resume", file]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("the file ends after"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn arena_plays_both_colours_and_reports_wins_with_an_interval() {
    let out = konane(&[
        "arena",
        "--a",
        "3",
        "--b",
        "random",
        "--games",
        "6",
        "--size",
        "5x5",
        "--threads",
        "2",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("6 games on 5x5"), "{text}");
    // Each line ends "<won>/<played> as Black": the games each player had Black.
    let black_games: Vec<usize> = text
        .lines()
        .skip(1)
        .map(|l| {
            assert!(l.contains("95% CI") && l.contains("as Black"), "{l}");
            l.split_whitespace()
                .rev()
                .nth(2)
                .and_then(|w| w.split_once('/'))
                .and_then(|(_, played)| played.parse().ok())
                .unwrap_or_else(|| panic!("no games as Black in {l:?}"))
        })
        .collect();
    assert_eq!(black_games.len(), 2);
    // Colours alternate: each player had Black in some of the 6 games and White in others.
    assert!(black_games.iter().all(|&g| (1..6).contains(&g)), "{text}");
    assert!(
        text.lines().nth(1).unwrap().starts_with("level 3"),
        "{text}"
    );
}

/// `solve --proof --text-proof` writes a proof `verify-proof` accepts; a
/// move changed in the file, or a position's line dropped, and it refuses
/// with status 2, saying where.
#[test]
fn verify_proof_accepts_the_solvers_proof_and_refuses_a_tampered_one() {
    let dir = temp_dir();
    let proof = dir.path().join("5x5.proof");
    let path = proof.to_str().unwrap();
    let solved = konane(&["solve", "5x5", "--proof", path, "--text-proof"]);
    assert!(solved.status.success(), "{}", stderr(&solved));
    assert!(stdout(&solved).contains("proof: "), "{}", stdout(&solved));
    let checked = konane(&["verify-proof", path]);
    assert!(checked.status.success(), "{}", stderr(&checked));
    assert!(
        stdout(&checked).starts_with("black wins"),
        "{}",
        stdout(&checked)
    );

    let text = std::fs::read_to_string(&proof).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // Header, rules, root, winner, then the moves.
    let without = [&lines[..4], &lines[5..]].concat().join("\n");
    let tampered = dir.path().join("missing.proof");
    std::fs::write(&tampered, without).unwrap();
    let refused = konane(&["verify-proof", tampered.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        stderr(&refused).contains("has no move for black"),
        "{}",
        stderr(&refused)
    );

    let (position, _) = lines[4].split_once('\t').unwrap();
    let garbled = text.replacen(lines[4], &format!("{position}\tz9"), 1);
    std::fs::write(&tampered, garbled).unwrap();
    let refused = konane(&["verify-proof", tampered.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("line 5"), "{}", stderr(&refused));
}

/// `solve --proof` streams a binary proof `verify-proof` accepts; cut short
/// or damaged, it is refused with status 2 saying which, and a proof that
/// needs more memory than `--memory-mb` allows is refused before any work.
#[test]
fn verify_proof_checks_a_binary_proof_and_refuses_a_cut_or_damaged_one() {
    let dir = temp_dir();
    let proof = dir.path().join("5x6.kproof");
    let path = proof.to_str().unwrap();
    let solved = konane(&["solve", "5x6", "--proof", path, "--proof-memory-mb", "64"]);
    assert!(solved.status.success(), "{}", stderr(&solved));
    assert!(stdout(&solved).contains("(binary, "), "{}", stdout(&solved));
    let checked = konane(&["verify-proof", path]);
    assert!(checked.status.success(), "{}", stderr(&checked));
    assert!(
        stdout(&checked).starts_with("white wins") && stdout(&checked).contains("proof holds"),
        "{}",
        stdout(&checked)
    );
    let bytes = std::fs::read(&proof).unwrap();
    let tampered = dir.path().join("tampered.kproof");
    let refusal = |file: &[u8], extra: &[&str]| {
        std::fs::write(&tampered, file).unwrap();
        let mut args = vec!["verify-proof", tampered.to_str().unwrap()];
        args.extend_from_slice(extra);
        let refused = konane(&args);
        assert_eq!(refused.status.code(), Some(2), "{}", stdout(&refused));
        stderr(&refused)
    };
    let cut = refusal(&bytes[..bytes.len() * 2 / 3], &[]);
    assert!(cut.contains("cut short"), "{cut}");
    let mut damaged = bytes.clone();
    let last = damaged.len() - 30;
    damaged[last] ^= 0x41;
    let said = refusal(&damaged, &[]);
    assert!(said.contains("damaged"), "{said}");
    let said = refusal(&bytes, &["--memory-mb", "16"]);
    assert!(said.contains("more than the 16 MB allowed"), "{said}");
}

/// `puzzles generate` writes puzzles the solver proves unique, the same ones
/// for a seed on any number of threads; `play` shows today's puzzle and
/// answers a move with the solver's defence.
#[test]
fn puzzles_are_generated_proven_and_played_in_the_terminal() {
    use konane_bot::ai::{Brain, PUZZLE_NODES, Stop, read_puzzles};
    let tmp = temp_dir();
    let dir = tmp.path();
    let mut files = Vec::new();
    for threads in ["1", "2"] {
        let file = dir.join(format!("puzzles-{threads}.txt"));
        let args = [
            "puzzles",
            "generate",
            "--count",
            "3",
            "--size",
            "6x6",
            "--seed",
            "7",
            "--threads",
            threads,
            "--out",
        ];
        let out = Command::new(env!("CARGO_BIN_EXE_konane-bot"))
            .args(args)
            .arg(&file)
            .output()
            .expect("the binary runs");
        assert!(out.status.success(), "{}", stderr(&out));
        assert!(stdout(&out).contains("puzzles/min"), "{}", stdout(&out));
        files.push(std::fs::read_to_string(&file).unwrap());
    }
    assert_eq!(files[0], files[1], "the seed decides, not the threads");
    let puzzles = read_puzzles(files[0].as_bytes()).expect("the file reads back");
    assert_eq!(puzzles.len(), 3);
    let mut brain = Brain::with_bytes(16 << 20);
    for p in &puzzles {
        // From an empty table, not the maker's warm one: a few times the
        // maker's budget, as the shipped puzzles are checked.
        let proven = brain
            .puzzle(&p.position, p.rules, 8 * PUZZLE_NODES, &Stop::new())
            .expect("still a puzzle: one winning move of several");
        assert_eq!((proven.answer, proven.tries), (p.answer, p.tries));
    }

    // The terminal: today's puzzle, then its answer.
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let png = dir.join("board.png");
    let shown = support::terminal::play(&db, &png, "as kai\npuzzle\n");
    let text = stdout(&shown);
    assert!(text.contains("wins with exactly one move"), "{text}");
    assert!(png.exists(), "the puzzle's board is written");
    let number: usize = text
        .split("(#")
        .nth(1)
        .and_then(|t| t.split(',').next())
        .and_then(|n| n.parse().ok())
        .expect("the puzzle's number");
    // A new database stores the shipped puzzles in file order.
    let shipped = read_puzzles(konane_bot::game::SHIPPED_PUZZLES.as_bytes()).unwrap();
    let puzzle = &shipped[number - 1];
    let answered = support::terminal::play(
        &db,
        &png,
        &format!("as kai\npuzzle {}\npuzzle leaderboard\n", puzzle.answer),
    );
    let text = stdout(&answered);
    let expected = if puzzle.line.len() == 1 {
        "Solved in 1 move".to_string()
    } else {
        format!("{} is right. I answer", puzzle.answer)
    };
    assert!(text.contains(&expected), "{text}");
}
