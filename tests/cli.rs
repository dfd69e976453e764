//! The `konane-bot` binary's tool subcommands: output shapes and exit codes.

mod reference;
mod support;

use std::collections::HashMap;
use std::process::{Command, Output};

use konane_bot::engine::EXAMPLE_POSITION;

fn konane(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn moves_prints_sorted_canonical_moves() {
    let out = konane(&["moves", EXAMPLE_POSITION]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "b5-d5\nd3-d5\nd7-d5\n");
    let full = konane(&["moves", "xoxo/oxox/xoxo/oxox b", "--opening", "centre"]);
    assert_eq!(stdout(&full), "b3\nc2\n");
}

#[test]
fn output_cut_short_ends_a_tool_without_a_panic() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .args(["solve", "5x5", "--every-move"])
        .env_remove("DISCORD_TOKEN")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Closing the reading end before the tool writes is `| head -0`.
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("the tool ends");
    // As `head` leaves other tools: ended by SIGPIPE, saying nothing (a
    // panic would exit 101 and print its message).
    use std::os::unix::process::ExitStatusExt as _;
    const SIGPIPE: i32 = 13;
    assert_eq!(out.status.signal(), Some(SIGPIPE), "{:?}", out.status);
    assert!(stderr(&out).is_empty(), "{}", stderr(&out));
}

#[test]
fn moves_prints_nothing_when_there_is_no_move() {
    let out = konane(&["moves", "x.../..../..../..o. b"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "");
}

#[test]
fn turning_jumps_are_selected_by_flag() {
    // Two removals side by side (e1, f1) beside the jumps' squares.
    let pos = "xo.oxo/oxoxox/xo.oxo/oxoxox/xoxoxo/oxox.. b";
    let straight = stdout(&konane(&["moves", pos]));
    let turning = stdout(&konane(&["moves", pos, "--jumps", "turning"]));
    assert!(!straight.contains("a4-c4-c6\n"));
    assert!(turning.contains("a4-c4-c6\n"));
}

#[test]
fn perft_prints_the_leaf_count() {
    let out = konane(&["perft", EXAMPLE_POSITION, "4"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "837\n");
    assert_eq!(stdout(&konane(&["perft", EXAMPLE_POSITION, "0"])), "1\n");
}

/// Every error, clap's usage errors too, is one line after the program's name.
fn assert_one_error_line(errors: &str, what: &str) {
    assert!(
        errors.starts_with("konane-bot: ") && errors.trim_end().lines().count() == 1,
        "{what}: not one line starting 'konane-bot: ':\n{errors}"
    );
}

#[test]
fn bad_input_exits_2_with_a_message_on_stderr() {
    for args in [
        vec!["solve", "6x6", "--no-such-option"],
        vec!["perft"],
        vec!["nonsense"],
        vec!["arena", "--games", "0"],
        vec!["solve", "4x4", "--threads", "0"],
        vec!["solve", ".oxo/oxox/xoxo/oxo. w"],
        vec!["moves", ".oxo/oxox/xoxo/oxo. w"],
        vec!["moves", "xoxo/oxo/xoxo/oxox b"],
        vec!["perft", "nonsense", "3"],
        vec!["moves", EXAMPLE_POSITION, "--jumps", "diagonal"],
        vec!["perft", EXAMPLE_POSITION, "-1"],
        vec!["bench", "--seconds", "0"],
        vec!["solve", "nonsense"],
        vec!["solve", "3x3"],
        vec!["arena", "--a", "7", "--b", "random"],
        vec!["arena", "--a", "1", "--b", "random", "--size", "20x20"],
    ] {
        let out = konane(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stdout(&out).is_empty(), "{args:?}");
        assert_one_error_line(&stderr(&out), &format!("{args:?}"));
    }
    let missing = stderr(&konane(&["perft"]));
    assert!(
        missing.contains("not provided: <POSITION>, <DEPTH>"),
        "{missing}"
    );
    let ragged = stderr(&konane(&["moves", "xoxo/oxo/xoxo/oxox b"]));
    assert!(ragged.contains("row 2 has 3 squares"), "{ragged}");
    let small = stderr(&konane(&["solve", "3x3"]));
    assert!(
        small.contains("board size 3×3 is out of range: each side must be from 4 to 16"),
        "{small}"
    );
    // A database URL that names no database is bad input too.
    let tmp = temp_dir();
    let mysql = Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .current_dir(tmp.path())
        .args(["play", "--database", "mysql://x"])
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the binary runs");
    assert_eq!(mysql.status.code(), Some(2), "{}", stderr(&mysql));
    assert!(
        stderr(&mysql).contains("unsupported database URL scheme 'mysql'"),
        "{}",
        stderr(&mysql)
    );
}

/// Every subcommand that opens the database reads `.env` as the bot does:
/// `play` in a folder whose `.env` names a database plays on that one.
#[test]
fn play_takes_its_database_from_dot_env() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let named = dir.join("from-env.db");
    std::fs::write(
        dir.join(".env"),
        format!("DATABASE_URL=sqlite://{}?mode=rwc\n", named.display()),
    )
    .expect(".env written");
    let mut child = Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .args(["play", "--png", "board.png"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("play starts");
    std::io::Write::write_all(
        &mut child.stdin.take().expect("stdin"),
        b"as kai\nchallenge lani\nquit\n",
    )
    .expect("script");
    let out = child.wait_with_output().expect("play ends");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(named.exists(), "the database .env names was not used");
    assert!(
        !dir.join("konane.db").exists(),
        "the default database was used"
    );
}

/// A challenge option without its value, or a word that is no option, is
/// named as such.
#[test]
fn play_names_a_challenge_option_it_does_not_know() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let out = support::terminal::play(
        &db,
        &dir.join("b.png"),
        "as kai\nchallenge bot 3\nchallenge bot level\n",
    );
    let errors = stderr(&out);
    assert!(
        errors.contains(
            "konane-bot: unknown option '3': use size, opening, jumps, colour, rated or level"
        ) && errors.contains("konane-bot: level needs a value, e.g. level 3"),
        "{errors}"
    );
    assert!(errors.contains("2 of the commands read failed"), "{errors}");
}

/// `play --lang de` speaks German: its confirmations, its help (whose
/// command words stay as they are typed), the board's line and its refusals;
/// moves are written the same in every language.
#[test]
fn play_speaks_the_language_it_is_given() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let out = support::terminal::play_in(
        "de",
        &db,
        &dir.join("b.png"),
        "as kai\nchallenge lani size 6x6\nas lani\naccept\nhelp\nmoves\nbogus 7\nstats\n",
    );
    let (said, errors) = (stdout(&out), stderr(&out));
    for german in [
        "du spielst jetzt als kai",
        "kai fordert lani zu einer gewerteten Partie heraus (6x6-Brett",
        "Herausforderung angenommen: die Partie beginnt",
        "(x, 18 Steine) gegen ",
        "Brett gespeichert in",
        // The help: translated descriptions, command words as typed.
        "ab jetzt als Spieler NAME handeln",
        "challenge [NAME] [size RxC] [opening centre-or-corner|centre|any] [jumps\n      straight|turning]",
        "noch keine Wertung",
    ] {
        assert!(said.contains(german), "no {german:?} in:\n{said}");
    }
    assert!(errors.contains("konane-bot: "), "{errors}");
    assert!(
        errors.contains("1 der gelesenen Befehle ist fehlgeschlagen"),
        "{errors}"
    );
    for english in ["now playing as", "challenge accepted", "board written to"] {
        assert!(!said.contains(english), "{english:?} in:\n{said}");
    }
}

/// A fresh directory, removed when the test ends.
fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

#[test]
fn render_writes_a_png_of_the_position() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let out = dir.join("board.png");
    let run = konane(&[
        "render",
        "xoxoxo/ox.xox/...oxo/oxoxox/xoxoxo/oxox.. w",
        "--last",
        "a4-c4-c6",
        "--jumps",
        "turning",
        "--hints",
        "-o",
        out.to_str().expect("utf-8 path"),
    ]);
    assert!(run.status.success(), "{}", stderr(&run));
    let bytes = std::fs::read(&out).expect("PNG written");
    let img = image::load_from_memory(&bytes).expect("decodes").to_rgb8();
    let layout = konane_bot::render::Layout::standard(konane_bot::engine::Size::new(6, 6).unwrap());
    assert_eq!(img.dimensions(), (layout.width, layout.height));
    let bad = konane(&[
        "render",
        EXAMPLE_POSITION,
        "--last",
        "a4-z9",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("z9 is off the 8x8 board"),
        "{}",
        stderr(&bad)
    );
}

#[test]
fn replay_turns_a_record_into_a_gif_and_rejects_bad_records() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let record = dir.join("game.txt");
    std::fs::write(&record, "[Size \"6x6\"]\n\n1. c4 d4 2. a4-c4 d6-d4\n*\n").unwrap();
    let gif = dir.join("game.gif");
    let run = konane(&[
        "replay",
        record.to_str().unwrap(),
        "-o",
        gif.to_str().unwrap(),
    ]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(std::fs::read(&gif).unwrap().starts_with(b"GIF89a"));
    std::fs::write(&record, "[Size \"6x6\"]\n\n1. c4 d4 2. a4-e4\n*\n").unwrap();
    let bad = konane(&[
        "replay",
        record.to_str().unwrap(),
        "-o",
        gif.to_str().unwrap(),
    ]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("move 2 (a4-e4)"), "{}", stderr(&bad));
    let missing = konane(&[
        "replay",
        dir.join("nope.txt").to_str().unwrap(),
        "-o",
        gif.to_str().unwrap(),
    ]);
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn play_runs_a_piped_session_against_a_database_file() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let png = dir.join("board.png");
    let script = "as kai\nchallenge lani size 6x6 colour black\nas lani\naccept\nas kai\nc4\nas lani\nd4\n\
                  as kai\nmove a4-c4\nas lani\nmove z9\nresign\nleaderboard\nstats kai\nquit\n";
    let run = |script: &str| support::terminal::play(&db, &png, script);
    let out = run(script);
    // A refused command is said on standard error, and fails the script.
    let errors = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{errors}");
    assert!(
        errors
            .contains("konane-bot: the opening is over: every move is now a jump, such as d5-f5\n")
            && errors.contains("1 of the commands read failed"),
        "{errors}"
    );
    let text = stdout(&out);
    assert!(!text.contains("error:"), "{text}");
    for expected in [
        "kai played c4",
        "lani played d4",
        "kai played a4-c4",
        "kai wins: lani resigned",
        "1. kai",
        "kai: rating 1662? (provisional) · rated games: 1 won, 0 lost, 1 won in a row · casual games: 0 won, 0 lost",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in:\n{text}");
    }
    let img = image::open(&png).expect("the board PNG decodes");
    assert!(img.width() > 600);
    // `stats` writes the rating chart beside the board.
    let chart = dir.join("board-rating.png");
    assert!(
        text.contains(&format!("rating chart written to {}", chart.display())),
        "{text}"
    );
    assert!(image::open(&chart).expect("the chart decodes").width() >= 600);
    // The database outlives the session: a second one sees the same table.
    let again = stdout(&run("leaderboard\n"));
    assert!(
        again.contains("1. kai") && again.contains("2. lani"),
        "{again}"
    );
    // The bot plays too: it opens as Black, then answers every move.
    let vs_bot = stdout(&run(
        "as kai\nchallenge bot size 6x6 colour white level 1\nmoves\nresign\nstats kai\n",
    ));
    for expected in [
        "kai plays the bot at level 1",
        "bot played ",
        "bot wins: kai resigned",
        // Against the bot: casual, apart from the rated tally.
        "Casual game: ratings unchanged.",
        "kai: rating 1662? (provisional) · rated games: 1 won, 0 lost, 1 won in a row · casual games: 0 won, 1 lost",
    ] {
        assert!(
            vs_bot.contains(expected),
            "missing {expected:?} in:\n{vs_bot}"
        );
    }
}

#[test]
fn the_bot_without_a_token_says_so_in_one_line() {
    // An empty directory, so no .env is found either.
    let tmp = temp_dir();
    let dir = tmp.path();
    let out = Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
}

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

#[test]
fn play_offers_open_and_casual_challenges() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let png = dir.join("board.png");
    let out = support::terminal::play(
        &db,
        &png,
        "as kai\nchallenge size 6x6 colour black rated no\nas kai\naccept\nas lani\naccept\n\
         as kai\nc4\nas lani\nd4\nresign\nstats lani\n",
    );
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("konane-bot: that's your own challenge"),
        "{}",
        stderr(&out)
    );
    let text = stdout(&out);
    for expected in [
        "kai offers a casual game to anyone (6x6",
        "Casual game: ratings unchanged.",
        "lani: no rating yet · rated games: 0 won, 0 lost · casual games: 0 won, 1 lost",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in:\n{text}");
    }
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

/// The terminal sets and shows the server's rated default, as
/// `/konane-settings rated:` does; a challenge then takes it.
#[test]
fn play_settings_rated_sets_the_default() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let out = support::terminal::play(
        &db,
        &dir.join("b.png"),
        "as kai\nsettings\nsettings rated no\nchallenge lani size 6x6\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("challenges rated unless they say"), "{text}");
    assert!(text.contains("challenges casual unless they say"), "{text}");
    assert!(text.contains("a casual game (6x6"), "{text}");
}

/// The global ladder in the terminal: a rated game counts on it, and its
/// table lists a player only after `profile listed yes`.
#[test]
fn play_lists_a_player_on_the_global_ladder_when_asked() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let session = "as kai\nchallenge lani size 6x6 colour black rated yes\nas lani\naccept\n\
                   as kai\nc4\nas lani\nd4\nas kai\nresign\n\
                   leaderboard global\nprofile listed yes\nleaderboard global\nstats\n\
                   profile listed maybe\n";
    let out = support::terminal::play(&db, &dir.join("b.png"), session);
    // The last line is refused, with the reason, and the session says so.
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("listed takes yes or no, not 'maybe'"),
        "{}",
        stderr(&out)
    );
    let text = stdout(&out);
    let listed_at = text.find("You're listed").expect("listed");
    let before = &text[..listed_at];
    let after = &text[listed_at..];
    assert!(
        before.contains("Nobody is listed on the global ladder"),
        "{text}"
    );
    assert!(
        after.contains("global ladder") && after.contains("1. kai"),
        "{text}"
    );
    assert!(after.contains("Global ladder:"), "{text}");
}

/// A knockout in the terminal: set up, joined, started, each game played in
/// its own channel (`channel N`), a 1–1 settled by a third game, and the
/// podium and hall of fame at the end.
#[test]
fn play_runs_a_knockout_tournament_game_by_game() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let png = dir.join("board.png");
    let run = |script: &str| support::terminal::play(&db, &png, script);
    let signed = run(
        "as olivia\ntournament create Winter Cup format knockout size 4x4 rated no\n\
                      as kai\ntournament join\nas lani\ntournament join\n\
                      as olivia\ntournament start\n",
    );
    let text = stdout(&signed);
    assert_eq!(signed.status.code(), Some(0), "{}", stderr(&signed));
    for expected in [
        "Winter Cup",
        "knockout",
        "adjudicated",
        "You're in",
        "round 1 of 1",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in:\n{text}");
    }
    let channel: u64 = text
        .split("in channel ")
        .nth(1)
        .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("the pairings name the game's channel:\n{text}"));
    // Each game's loser resigns: 1–1 after two, then a deciding third.
    let played = run(&format!(
        "as kai\nchannel {channel}\nresign\nas lani\nchannel {}\nresign\n\
         as kai\nchannel {}\nresign\ntournament standings\ntournament history\n",
        channel + 1,
        channel + 2
    ));
    let text = stdout(&played);
    assert_eq!(played.status.code(), Some(0), "{}", stderr(&played));
    for expected in [
        "lani wins: kai resigned",
        "kai wins: lani resigned",
        "final standings",
        "🥇 lani · 🥈 kai",
        "Hall of fame",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in:\n{text}");
    }
}

/// `block` in the terminal: a blocked player can't challenge the one who
/// blocked them, nor be challenged, until the block is lifted.
#[test]
fn play_blocks_a_player_until_lifted() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let session = "as kai\nblock lani\nas lani\nchallenge kai\nas kai\nblock lani lift\n\
                   as lani\nchallenge kai\nas kai\nblock kai\n";
    let out = support::terminal::play(&db, &dir.join("b.png"), session);
    assert!(!out.status.success(), "blocking oneself is refused");
    assert!(
        stderr(&out).contains("can't block yourself"),
        "{}",
        stderr(&out)
    );
    assert!(
        stderr(&out).contains("blocked the other"),
        "the blocked challenge: {}",
        stderr(&out)
    );
    let text = stdout(&out);
    let lifted = text.find("lifted your block").expect("lifted");
    assert!(text[..lifted].contains("You've blocked lani"), "{text}");
    assert!(text[lifted..].contains("challenges kai"), "{text}");
}

/// Seeking in the terminal, as on Discord: the first seek waits in the
/// pool and shows in `seek list`; a compatible seek pairs the two at once,
/// and the game plays in each player's DM with the bot (`dm`), the holder's
/// and the seeker's views of one game; a seek withdrawn is gone.
#[test]
fn play_pairs_seeks_into_a_game_in_both_dms() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let session = "as kai\nseek size 6x6 rated no\nseek list\nas lani\nseek size 6x6 rated no\n\
                   as kai\ndm\nboard\nas noe\nseek\nseek cancel\nseek cancel\nseek list\n";
    let out = support::terminal::play(&db, &dir.join("b.png"), session);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let waiting = text.find("You're in the pool for ").expect("kai waits");
    let listed = text[waiting..]
        .find("Players seeking a game (1)")
        .expect("the list");
    assert!(
        text[waiting + listed..].contains("a player: 6x6, casual"),
        "{text}"
    );
    let paired = text.find("Paired!").expect("lani is paired with kai");
    assert!(
        text[paired..].contains("In your DM with the bot."),
        "{text}"
    );
    // Kai, in his own DM, sees the game with lani.
    let kai = text[paired..].find("playing as kai").expect("kai again") + paired;
    let kai_in_dm = text[kai..]
        .find("In your DM with the bot.")
        .expect("kai's DM")
        + kai;
    let noe = text.find("playing as noe").expect("noe");
    assert!(text[kai_in_dm..noe].contains("lani"), "{text}");
    let left = text.find("You've left the pool.").expect("noe withdraws");
    assert!(
        text[left..].contains("You weren't seeking a game."),
        "{text}"
    );
    assert!(
        text[left..].contains("Nobody is seeking a game now."),
        "{text}"
    );
}

/// Plays the game at `at` to its end through the service, each side
/// taking its first legal move.
async fn play_to_the_end(service: &konane_bot::game::Service, at: konane_bot::values::Place) {
    loop {
        let view = service.current_game(at).await.expect("game");
        let Some(player) = view.player_to_move() else {
            return;
        };
        let first = view.game.legal_moves()[0].to_string();
        let played = service.play(at, player, &first).await.expect("move");
        if played.end.is_some() {
            return;
        }
    }
}

/// `backup` copies an SQLite database while games are played on it: the
/// copy opens, and every game in it replays from its moves to the position
/// stored with it, the live game's record as it stood at some moment.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_during_play_replays_every_game() {
    use std::sync::Arc;

    use konane_bot::game::{Service, ServiceConfig, SystemClock};
    use konane_bot::store::{Store, game_by_id};
    use konane_bot::values::{ChannelId, GuildId, Place, UserId};

    let dir = temp_dir();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("live.db").display());
    let live = Service::new(
        Store::open(&url).await.expect("the live database"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    const GAMES: u64 = 12;
    let (three_done, mut after_three) = tokio::sync::watch::channel(false);
    let playing = {
        let live = live.clone();
        tokio::spawn(async move {
            for n in 0..GAMES {
                let at = Place::channel(GuildId(1), ChannelId(100 + n));
                let (black, white) = (UserId(1000 + 2 * n), UserId(1001 + 2 * n));
                live.challenge(at, black, Some(white), Default::default())
                    .await
                    .expect("challenge");
                live.accept(at, white).await.expect("accept");
                play_to_the_end(&live, at).await;
                if n == 2 {
                    three_done.send_replace(true);
                }
            }
        })
    };
    after_three
        .wait_for(|done| *done)
        .await
        .expect("three games");
    let copy = dir.path().join("copy.db");
    let backing_up = {
        let (copy, url) = (copy.clone(), url.clone());
        tokio::task::spawn_blocking(move || {
            konane(&[
                "backup",
                copy.to_str().expect("a UTF-8 path"),
                "--database",
                &url,
            ])
        })
    };
    let out = backing_up.await.expect("the backup ran");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("wrote a copy"), "{}", stdout(&out));
    playing.await.expect("every game played");
    // A second backup to the same file is refused, naming it.
    let again = konane(&["backup", copy.to_str().expect("path"), "--database", &url]);
    assert_eq!(again.status.code(), Some(2), "{}", stderr(&again));
    assert!(
        stderr(&again).contains("exists already"),
        "{}",
        stderr(&again)
    );

    let copy_url = format!("sqlite://{}", copy.display());
    let restored = Service::new(
        Store::open(&copy_url).await.expect("the copy opens"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    let mut in_copy = 0;
    for id in 1..=i64::try_from(GAMES).expect("few") {
        let id = konane_bot::values::GameId(id);
        let Some(row) = game_by_id(restored.store().pool(), id).await.expect("read") else {
            continue;
        };
        in_copy += 1;
        let replayed = restored.game(id).await.expect("the game loads");
        assert_eq!(replayed.game.moves().len(), row.ply, "game {id}");
        assert_eq!(
            replayed.game.position().to_string(),
            row.position,
            "game {id}"
        );
        // The copy holds the live record as it was: its moves begin the live game's.
        let now = live.game(id).await.expect("live game");
        assert!(
            now.game.moves().starts_with(replayed.game.moves()),
            "game {id}"
        );
    }
    assert!(
        in_copy >= 3,
        "the three games finished before the backup are in it"
    );
}

/// `backup` on PostgreSQL runs pg_dump on the bot's tables: a custom-format
/// dump that `pg_restore` lists, exit status 0, and a file that exists is
/// refused as on SQLite.
#[tokio::test]
async fn a_postgres_backup_is_taken_by_pg_dump() {
    let Some(db) = support::databases::TestDb::postgres().await else {
        return;
    };
    konane_bot::store::Store::open(&db.url)
        .await
        .expect("schema");
    let dir = temp_dir();
    let file = dir.path().join("konane.dump");
    let (url, path) = (db.url.clone(), file.display().to_string());
    let out = tokio::task::spawn_blocking(move || konane(&["backup", &path, "--database", &url]))
        .await
        .expect("ran");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("pg_dump"), "{}", stdout(&out));
    let listed = Command::new("pg_restore")
        .arg("--list")
        .arg(&file)
        .output()
        .expect("pg_restore runs");
    let listing = stdout(&listed);
    assert!(
        listing
            .lines()
            .any(|l| l.contains(" TABLE ") && l.contains(" games ")),
        "{listing}"
    );
    let (url, path) = (db.url.clone(), file.display().to_string());
    let again = tokio::task::spawn_blocking(move || konane(&["backup", &path, "--database", &url]))
        .await
        .expect("ran");
    assert_eq!(again.status.code(), Some(2), "{}", stderr(&again));
    assert!(
        stderr(&again).contains("exists already"),
        "{}",
        stderr(&again)
    );
}

/// `privacy show` lists what is stored about a member; `privacy delete`
/// erases it: their running game aborted, their opponents' records kept
/// under "deleted player", and no column of any table left holding the id.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn privacy_delete_leaves_no_table_holding_the_member() {
    use std::sync::Arc;

    use konane_bot::game::{Service, ServiceConfig, SystemClock};
    use konane_bot::store::{Store, columns_holding};
    use konane_bot::values::{ChannelId, GameStatus, GuildId, Place, UserId};

    let dir = temp_dir();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("bot.db").display());
    let service = Service::new(
        Store::open(&url).await.expect("database"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    // Eighteen digits, as Discord's ids have: no timestamp or other id holds them.
    let (kai, lani, mele) = (
        UserId(381_234_567_890_123_457),
        UserId(381_234_567_890_123_458),
        UserId(381_234_567_890_123_459),
    );
    let guild = GuildId(1);
    service
        .remember_name(guild, kai, "Kai", Some("en-US"))
        .await
        .expect("name");
    service
        .remember_name(guild, lani, "Lani", None)
        .await
        .expect("name");
    service.set_listed(kai, Some("Kai")).await.expect("listed");
    service
        .block(kai, mele, konane_bot::values::Blocking::Block)
        .await
        .expect("blocked");
    let finished = Place::channel(guild, ChannelId(1));
    let six = konane_bot::game::ChallengeOptions {
        size: Some(konane_bot::engine::Size::new(6, 6).expect("size")),
        ..Default::default()
    };
    service
        .challenge(finished, kai, Some(lani), six)
        .await
        .expect("challenge");
    let first = service.accept(finished, lani).await.expect("accept").id;
    play_to_the_end(&service, finished).await;
    let lani_before = service.stats(guild, lani).await.expect("stats").rating;
    let running = Place::channel(guild, ChannelId(2));
    service
        .challenge(running, lani, Some(kai), Default::default())
        .await
        .expect("challenge");
    let second = service.accept(running, kai).await.expect("accept").id;
    drop(service);

    let id = kai.0.to_string();
    let shown = konane(&["privacy", "show", &id, "--database", &url]);
    assert!(shown.status.success(), "{}", stderr(&shown));
    let text = stdout(&shown);
    for stored in [
        "Kai",
        "2 games",
        "rating",
        "global ladder",
        "blocked 1 player",
        // Said to the operator, about the member.
        "What is stored about this member",
    ] {
        assert!(text.contains(stored), "{stored}: {text}");
    }
    assert!(!text.contains("What I store about you"), "{text}");
    let deleted = konane(&["privacy", "delete", &id, "--database", &url]);
    assert!(deleted.status.success(), "{}", stderr(&deleted));
    assert!(
        stdout(&deleted).contains("1 running games aborted"),
        "{}",
        stdout(&deleted)
    );

    let store = Store::open(&url).await.expect("database");
    let left = columns_holding(&store, 381_234_567_890_123_457)
        .await
        .expect("checked");
    assert!(left.is_empty(), "{left:?}");
    let service = Service::new(store, Arc::new(SystemClock), ServiceConfig::default());
    let game = service.game(first).await.expect("the finished game stays");
    assert_eq!(game.status, GameStatus::Finished);
    let players = [game.black, game.white].map(|p| p.expect("a player"));
    assert!(players.contains(&lani), "{players:?}");
    let ghost = players
        .into_iter()
        .find(|&p| p != lani)
        .expect("Kai's place");
    assert!(ghost.is_erased(), "{ghost}");
    let names = service.names(guild, &[ghost]).await.expect("names");
    assert_eq!(
        names.get(&ghost).map(String::as_str),
        Some("deleted player")
    );
    assert_eq!(
        service.game(second).await.expect("game").status,
        GameStatus::Aborted
    );
    // Lani's rating stands as the game left it.
    assert_eq!(
        service.stats(guild, lani).await.expect("stats").rating,
        lani_before
    );
    let nothing = konane(&["privacy", "show", &id, "--database", &url]);
    assert!(
        stdout(&nothing).contains("I store nothing about you"),
        "{}",
        stdout(&nothing)
    );
}

/// A vacation in the terminal: started with a game running, shown, ended
/// early; the allowance counts the time taken; a bad word is refused.
#[test]
fn play_takes_a_vacation_and_comes_back() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let session = "as kai\nchallenge lani size 6x6 colour black\nas lani\naccept\nas kai\n\
                   vacation 3\nvacation\nvacation 2\nvacation end\nvacation\nvacation soon\n";
    let out = support::terminal::play(&db, &dir.join("b.png"), session);
    assert!(!out.status.success(), "the last line is refused");
    let text = stdout(&out);
    let started = text.find("You're on vacation until").expect("started");
    let ended = text.find("Welcome back").expect("ended");
    assert!(started < ended, "{text}");
    assert!(
        text.contains("Vacation days left this year: 11 of 14"),
        "{text}"
    );
    assert!(text.contains("not on vacation"), "{text}");
    let refused = stderr(&out);
    assert!(refused.contains("on vacation already"), "{refused}");
    assert!(refused.contains("vacation DAYS"), "{refused}");
}

/// Takebacks in the terminal: asked, declined, asked again (refused: one
/// per move), then the other player's accepted.
#[test]
fn play_takes_a_move_back_when_the_opponent_agrees() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let session = "as kai\nchallenge lani size 6x6 colour black rated no\nas lani\naccept\n\
                   as kai\nc4\ntakeback\nas lani\ntakeback decline\nas kai\ntakeback\n\
                   as lani\nd4\ntakeback\nas kai\ntakeback accept\nrecord\n";
    let out = support::terminal::play(&db, &dir.join("b.png"), session);
    let text = stdout(&out);
    let refused = stderr(&out);
    assert!(
        text.contains("kai asks to take back their last move"),
        "{text}"
    );
    assert!(text.contains("lani declined the takeback"), "{text}");
    assert!(refused.contains("one request per move"), "{refused}");
    assert!(
        text.contains("kai accepted: the last move is taken back"),
        "{text}"
    );
    // The record holds Kai's move alone: no trace of Lani's.
    let record = &text[text.rfind("[Black").expect("a record")..];
    assert!(
        record.contains("1. c4") && !record.contains("d4"),
        "{record}"
    );
}

/// `export FILE` in the terminal writes the player's finished games as
/// records, the same service call as `/konane export`; `konane-bot replay`
/// draws any game of the file, and names the range when asked past it.
#[test]
fn play_exports_finished_games_that_replay_reads() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let file = dir.join("games.txt");
    let session = format!(
        "as kai\nexport {0}\nchallenge lani size 6x6 colour black rated no\nas lani\naccept\n\
         as kai\nc4\nresign\nchallenge lani size 6x6 colour white rated no\nas lani\naccept\n\
         c4\nresign\nas kai\nexport {0}\n",
        file.display()
    );
    let out = support::terminal::play(&db, &dir.join("b.png"), &session);
    let text = stdout(&out);
    assert!(
        text.contains("You have no finished game here yet."),
        "{text}"
    );
    assert!(text.contains("Your 2 finished games here"), "{text}");
    let records = konane_bot::engine::Record::parse_all(
        &std::fs::read_to_string(&file).expect("the exported file"),
    )
    .expect("records that read back");
    assert_eq!(records.len(), 2);
    assert_eq!(
        (records[0].black.as_str(), records[1].black.as_str()),
        ("kai", "lani")
    );
    assert!(records.iter().all(|r| r.game.is_over()));
    let gif = dir.join("second.gif");
    let file_arg = file.to_str().expect("a UTF-8 path");
    let gif_arg = gif.to_str().expect("a UTF-8 path");
    let drawn = konane(&["replay", file_arg, "--game", "2", "--output", gif_arg]);
    assert!(drawn.status.success(), "{}", stderr(&drawn));
    assert!(std::fs::read(&gif).expect("the GIF").starts_with(b"GIF89a"));
    let past = konane(&["replay", file_arg, "--game", "0", "--output", gif_arg]);
    assert_eq!(past.status.code(), Some(2));
    assert!(
        stderr(&past).contains("--game takes 1 to 2"),
        "{}",
        stderr(&past)
    );
}

/// The terminal sets games up from position text and from a record file,
/// through the same service call as `/konane challenge position:`: White
/// moves first where the position says so, a bad position is refused with
/// the reason, and the exported record keeps the start.
#[test]
fn play_starts_games_from_a_position_or_a_record() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let game = support::white_to_move();
    let start = game.position().to_string();
    let white_first = game.legal_moves()[0];
    let mut further = game.clone();
    further.play(white_first).expect("legal");
    let record = dir.join("game.txt");
    std::fs::write(
        &record,
        konane_bot::engine::Record::new(further.clone(), "kai", "lani").to_string(),
    )
    .expect("written");
    let exported = dir.join("games.txt");
    let session = format!(
        "as kai\nchallenge lani position xoxoxo/oxqxox/xoxoxo/oxoxox w\n\
         challenge lani position {start} colour black\nas lani\naccept\n{white_first}\n\
         as kai\nresign\nexport {}\nchallenge lani record {}\n",
        exported.display(),
        record.display()
    );
    let out = support::terminal::play(&db, &dir.join("b.png"), &session);
    let text = stdout(&out);
    let said = format!("{text}{}", stderr(&out));
    assert!(said.contains("that isn't a position"), "{said}");
    assert!(
        text.contains("set-up position with white to move")
            && text.contains("set-up position with black to move"),
        "{text}"
    );
    let records = konane_bot::engine::Record::parse_all(
        &std::fs::read_to_string(&exported).expect("the exported file"),
    )
    .expect("records that read back");
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].game.start().to_string(), start);
    assert_eq!(records[0].game.moves(), &[white_first]);
}

/// The terminal's board of a casual game says who wins once the solver
/// proves it, as Discord's does.
#[test]
fn play_shows_the_proven_winner_of_a_casual_board() {
    use konane_bot::ai::{Brain, Limits, Stop};
    use konane_bot::engine::Color;
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    let mut game = support::white_to_move();
    let stones = |g: &konane_bot::engine::Game| {
        g.position().count(Color::Black) + g.position().count(Color::White)
    };
    while stones(&game) > 12 {
        let m = game.legal_moves()[0];
        game.play(m).expect("legal");
    }
    assert!(!game.is_over());
    let endgame = *game.position();
    let (proof, _) = Brain::with_bytes(1 << 20).prove(
        &endgame,
        konane_bot::engine::Rules::default(),
        Limits::NONE,
        &Stop::new(),
    );
    let mover_wins = proof.expect("proved").mover_wins;
    let winner = if mover_wins {
        endgame.turn()
    } else {
        endgame.turn().other()
    };
    let colour = match winner {
        Color::Black => "Black",
        Color::White => "White",
    };
    let session =
        format!("as kai\nchallenge lani position {endgame} colour black\nas lani\naccept\n");
    let out = support::terminal::play(&db, &dir.join("b.png"), &session);
    let text = stdout(&out);
    assert!(text.contains(&format!("Proven: {colour} wins")), "{text}");
    // Before, on the challenge, the game has not begun: nothing is said.
    assert_eq!(text.matches("Proven:").count(), 1, "{text}");
}

/// A finished game whose board fell apart into regions that never meet:
/// its analysis and its hints name them, with each region's value and who
/// it favours.
#[test]
fn play_analysis_names_the_regions_a_board_fell_into() {
    let tmp = temp_dir();
    let dir = tmp.path();
    let db = format!("sqlite://{}?mode=rwc", dir.join("konane.db").display());
    // A pair in the top corner Black can jump (worth 1) and one in the
    // bottom corner only White can (worth -1): their sum is 0, so Black,
    // moving first, loses.
    let start = "xo..../....../....../....../....../ox.... b";
    let session = format!(
        "as kai\nchallenge lani position {start} colour black\nas lani\naccept\n\
         as kai\na6-c6\nas lani\na1-c1\nanalyze\nhint 1 before 1\n"
    );
    let out = support::terminal::play(&db, &dir.join("b.png"), &session);
    let text = stdout(&out);
    assert!(
        text.contains("From move 1. the board fell apart into 2 regions that never meet"),
        "{text}"
    );
    assert!(
        text.contains("• a1–b1 (2 stones): worth -1, White's whoever moves first"),
        "{text}"
    );
    assert!(
        text.contains("• a6–b6 (2 stones): worth 1, Black's whoever moves first"),
        "{text}"
    );
    // A hint on the finished game's first position names them too.
    assert!(
        text.contains("The board has fallen apart into 2 regions that never meet"),
        "{text}"
    );
    assert_eq!(text.matches("• a6–b6 (2 stones)").count(), 2, "{text}");
}
