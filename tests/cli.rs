//! The `konane-bot` binary's tool subcommands: output shapes and exit codes.

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
fn moves_prints_nothing_when_there_is_no_move() {
    let out = konane(&["moves", "x.../..../..../..o. b"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "");
}

#[test]
fn turning_jumps_are_selected_by_flag() {
    let pos = "xo.oxo/oxoxox/xo.oxo/oxoxox/xoxoxo/oxoxox b";
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
        vec!["moves", "xoxo/oxo/xoxo/oxox b"],
        vec!["perft", "nonsense", "3"],
        vec!["moves", EXAMPLE_POSITION, "--jumps", "diagonal"],
        vec!["perft", EXAMPLE_POSITION, "-1"],
        vec!["bench", "--seconds", "0"],
    ] {
        let out = konane(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stdout(&out).is_empty(), "{args:?}");
        assert!(!stderr(&out).trim().is_empty(), "{args:?}");
    }
    let ragged = stderr(&konane(&["moves", "xoxo/oxo/xoxo/oxox b"]));
    assert!(ragged.contains("row 2 has 3 squares"), "{ragged}");
}
