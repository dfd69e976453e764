//! Numbers and files the tools are given: checked before any work.

use super::{konane, konane_in, refused, stdout};

#[test]
fn a_table_larger_than_the_machine_is_refused_before_it_is_allocated() {
    let out = konane(&["solve", "4x4", "--table-mb", "16777216"]);
    refused(&out, "--table-mb 16777216");
    assert!(
        super::stderr(&out).contains("memory"),
        "{}",
        super::stderr(&out)
    );
    refused(&konane(&["solve", "4x4", "--table-mb", "0"]), "--table-mb");
}

#[test]
fn a_proof_that_could_not_be_written_is_refused_before_the_solve() {
    let dir = tempfile::tempdir().expect("a directory");
    let proof = dir.path().join("p.k").display().to_string();
    let small = konane(&["solve", "6x6", "--proof", &proof, "--proof-small", "21"]);
    refused(&small, "--proof-small");
    // A binary proof holds at most 64 squares: 9x8 is refused at once
    // (its solve would take days).
    refused(
        &konane(&["solve", "9x8", "--proof", &proof]),
        "at most 64 squares",
    );
    assert!(!dir.path().join("p.k").exists());
}

#[test]
fn counts_of_zero_and_impossible_positions_are_refused() {
    refused(
        &konane(&["arena", "--a", "1", "--b", "random", "--games", "0"]),
        "--games",
    );
    refused(&konane(&["solve", "4x4", "--threads", "0"]), "--threads");
    refused(&konane(&["solve", "4x4", "--expect", "grey"]), "--expect");
    refused(
        &konane(&["puzzles", "generate", "--count", "0", "--out", "x"]),
        "--count",
    );
    refused(
        &konane(&["solve", ".oxo/oxox/xoxo/oxo. w"]),
        "2 empty squares means black is to move",
    );
    refused(
        &konane(&["perft", ".oxo/oxox/xoxo/oxo. b", "1"]),
        "side by side",
    );
}

/// No tool writes over a file that exists unless `--force` says so, and
/// the file is untouched by the refusal.
#[test]
fn files_that_exist_are_never_written_over_without_force() {
    let dir = tempfile::tempdir().expect("a directory");
    let existing = dir.path().join("mine");
    std::fs::write(&existing, "someone's work").expect("write");
    let path = existing.display().to_string();
    let position = "xoxo/oxox/xoxo/oxox b";
    refused(
        &konane(&["render", position, "-o", &path]),
        "exists already: pass --force",
    );
    refused(
        &konane(&["solve", "4x4", "--minutes", "0", "--save", &path]),
        "exists already",
    );
    refused(
        &konane(&["solve", "4x4", "--proof", &path]),
        "exists already",
    );
    refused(
        &konane(&["puzzles", "generate", "--count", "1", "--out", &path]),
        "exists already",
    );
    assert_eq!(
        std::fs::read_to_string(&existing).expect("read"),
        "someone's work"
    );
    let forced = konane_in(dir.path(), &["render", position, "-o", &path, "--force"]);
    assert!(forced.status.success(), "{}", super::stderr(&forced));
    assert!(
        std::fs::read(&existing)
            .expect("read")
            .starts_with(b"\x89PNG")
    );
}

/// Counts the tools print agree with their number: "1 game", "1 run".
#[test]
fn the_tools_count_in_the_singular_for_one() {
    let arena = konane(&[
        "arena",
        "--a",
        "random",
        "--b",
        "greedy",
        "--games",
        "1",
        "--size",
        "4x4",
        "--opening",
        "centre",
    ]);
    assert!(arena.status.success(), "{}", super::stderr(&arena));
    assert!(
        stdout(&arena).starts_with("1 game on 4x4"),
        "{}",
        stdout(&arena)
    );
    let dir = tempfile::tempdir().expect("a directory");
    let save = dir.path().join("c").display().to_string();
    let solve = konane(&[
        "solve",
        "8x8",
        "--table-mb",
        "4",
        "--minutes",
        "0",
        "--save",
        &save,
    ]);
    assert!(
        stdout(&solve).starts_with("unfinished after 1 run:"),
        "{}",
        stdout(&solve)
    );
}

/// No message of the crate's hedges a plural with "(s)": each count says
/// its noun in the number it has.
#[test]
fn no_message_hedges_its_plural() {
    let mut hedged = Vec::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for dir in ["src", "locales"] {
        for entry in walk(&root.join(dir)) {
            let text = std::fs::read_to_string(&entry).unwrap_or_default();
            for (n, line) in text.lines().enumerate() {
                // In Rust, only the text of string literals (between quotes).
                let said = if entry.extension().is_some_and(|e| e == "rs") {
                    line.split('"')
                        .skip(1)
                        .step_by(2)
                        .any(|s| s.contains("(s)"))
                } else {
                    line.contains("(s)")
                };
                if said && !line.trim_start().starts_with("//") {
                    hedged.push(format!("{}:{}: {}", entry.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(hedged.is_empty(), "{hedged:#?}");
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}
