//! `moves`, `perft`, `render` and `replay`: output shapes, and bad input
//! refused on one line with exit status 2.

use super::*;

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
