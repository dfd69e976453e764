//! The documents keep true: every `console` example in the README and under
//! `docs/` runs and must print what it shows (snapbox's matching: `...` on a
//! line of its own stands for lines left out, `[..]` for part of a line), the
//! README stays short, and the systemd unit passes `systemd-analyze verify`.
//!
//! An example is a `$ ` line (run by `sh`, standard error after standard
//! output, with `konane-bot` on the PATH), then an optional `? N` line for
//! its exit status (0 if absent), then what it prints. The examples of one
//! document share an empty directory, where `docs` leads to the real one.

use std::path::{Path, PathBuf};
use std::process::Command;

use snapbox::Assert;
use snapbox::data::IntoData;

const DOCUMENTS: &[&str] = &[
    "README.md",
    "docs/playing.md",
    "docs/operating.md",
    "docs/cli.md",
    "docs/solver.md",
    "CONTRIBUTING.md",
];

struct Example {
    line: usize,
    command: String,
    status: i32,
    output: String,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The examples of a document's `console` blocks.
fn examples(text: &str) -> Vec<Example> {
    let mut found: Vec<Example> = Vec::new();
    let mut in_console = false;
    for (n, line) in text.lines().enumerate() {
        if line.starts_with("```") {
            in_console = !in_console && line.trim_end() == "```console";
            continue;
        }
        if !in_console {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            found.push(Example {
                line: n + 1,
                command: command.to_string(),
                status: 0,
                output: String::new(),
            });
        } else if let Some(example) = found.last_mut() {
            match line.strip_prefix("? ").map(str::parse) {
                Some(Ok(status)) if example.output.is_empty() => example.status = status,
                _ => {
                    example.output.push_str(line);
                    example.output.push('\n');
                }
            }
        } else {
            panic!("line {}: a console block starts with a `$ ` command", n + 1);
        }
    }
    found
}

/// A directory of the examples' own, with `docs` leading to the real one.
fn sandbox() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::os::unix::fs::symlink(root().join("docs"), dir.path().join("docs"))
        .expect("a link to docs/");
    dir
}

fn run(example: &Example, dir: &Path) -> (i32, String) {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_konane-bot"));
    let bin_dir = bin.parent().expect("the binary's directory");
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("{{ {}\n}} 2>&1", example.command))
        .current_dir(dir)
        .env("PATH", path)
        // The examples' defaults: no variables of the bot's own.
        .env_remove("DATABASE_URL")
        .env_remove("DISCORD_TOKEN")
        .env_remove("KONANE_LANG")
        .output()
        .expect("sh runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn every_console_example_prints_what_it_shows() {
    let mut failures = Vec::new();
    let mut count = 0;
    for document in DOCUMENTS {
        let text = std::fs::read_to_string(root().join(document)).expect("the document");
        let dir = sandbox();
        for example in examples(&text) {
            count += 1;
            let (status, output) = run(&example, dir.path());
            let place = format!("{document}:{} `{}`", example.line, example.command);
            if status != example.status {
                failures.push(format!(
                    "{place}: exit status {status}, the document says {}\n{output}",
                    example.status
                ));
                continue;
            }
            if let Err(error) =
                Assert::new().try_eq(Some(&place), output.into_data(), example.output.into_data())
            {
                failures.push(format!("{place}:\n{error}"));
            }
        }
    }
    println!("{count} console examples run");
    assert!(count >= 10, "only {count} console examples found");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_readme_reads_in_five_minutes() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("the README");
    let lines = readme.lines().count();
    assert!(
        lines <= 200,
        "README.md has {lines} lines; the guides in docs/ take the rest"
    );
    for guide in [
        "docs/playing.md",
        "docs/operating.md",
        "docs/cli.md",
        "docs/solver.md",
    ] {
        assert!(readme.contains(guide), "the README links {guide}");
    }
}

/// Every relative link of the documents leads to a file that exists, and
/// every link to a section to a heading of that file.
#[test]
fn links_between_the_documents_lead_somewhere() {
    let mut broken = Vec::new();
    for document in DOCUMENTS.iter().chain(&["locales/README.md"]) {
        let path = root().join(document);
        let text = std::fs::read_to_string(&path).expect("the document");
        for target in links(&text) {
            if target.starts_with("http") || target.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = target.split_once('#').unwrap_or((target.as_str(), ""));
            let file = if file.is_empty() {
                path.clone()
            } else {
                path.parent().expect("a folder").join(file)
            };
            if !file.exists() {
                broken.push(format!("{document}: {target} (no such file)"));
                continue;
            }
            if anchor.is_empty() {
                continue;
            }
            let linked = std::fs::read_to_string(&file).unwrap_or_default();
            if !anchors(&linked).iter().any(|a| a == anchor) {
                broken.push(format!("{document}: {target} (no such heading)"));
            }
        }
    }
    assert!(broken.is_empty(), "{broken:#?}");
}

/// The targets of `[text](target)` links, outside code blocks.
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("](") {
            let after = &rest[i + 2..];
            let Some(end) = after.find(')') else { break };
            found.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    found
}

/// GitHub's anchors for a document's headings: lower case, punctuation
/// dropped, spaces as hyphens.
fn anchors(text: &str) -> Vec<String> {
    let mut in_code = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        }
        if in_code || !line.starts_with('#') {
            continue;
        }
        let title = line.trim_start_matches('#').trim();
        found.push(
            title
                .to_lowercase()
                .chars()
                .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
                .map(|c| if c == ' ' { '-' } else { c })
                .collect(),
        );
    }
    found
}

#[test]
fn the_systemd_units_verify() {
    // The Activity's unit is a template: verified as one instance of it.
    for (unit, instance) in [
        ("konane-bot.service", "konane-bot.service"),
        ("konane-activity@.service", "konane-activity@8787.service"),
    ] {
        verify_unit(unit, instance);
    }
}

fn verify_unit(unit: &str, instance: &str) {
    let path = format!("deploy/{unit}");
    let text = std::fs::read_to_string(root().join(&path)).expect("the unit");
    let docs = std::fs::read_to_string(root().join("docs/operating.md")).expect("the guide");
    assert!(docs.contains(&path), "the operator's guide uses {path}");
    if Command::new("systemd-analyze")
        .arg("--version")
        .output()
        .is_err()
    {
        // CI (which sets this) must verify the unit, never skip it.
        assert!(
            std::env::var("KONANE_TEST_POSTGRES_REQUIRED").as_deref() != Ok("1"),
            "systemd-analyze is missing, and CI requires the unit verified"
        );
        println!("systemd-analyze is not installed here: the unit is not verified");
        return;
    }
    // The unit names the installed binary; here, the one just built.
    let dir = tempfile::tempdir().expect("a temporary directory");
    let copy = dir.path().join(instance);
    let bin = env!("CARGO_BIN_EXE_konane-bot");
    std::fs::write(&copy, text.replace("/usr/local/bin/konane-bot", bin))
        .expect("a copy of the unit");
    let out = Command::new("systemd-analyze")
        .arg("verify")
        .arg(&copy)
        .output()
        .expect("systemd-analyze runs");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && !said.contains(instance),
        "systemd-analyze verify {instance}: {said}"
    );
}

/// The README's picture is what `render` draws today: when the renderer
/// changes, this fails until the picture is drawn again with the command
/// below (in the repository's root).
#[test]
fn the_readmes_board_is_drawn_by_todays_renderer() {
    const COMMAND: &[&str] = &[
        "render",
        "xoxoxoxo/oxoxoxox/xoxoxoxo/ox.xoxox/xoxox.xo/.x....../xo.....o/oxo....x w",
        "--last",
        "f3-d3-b3",
        "--hints",
        "--black",
        "Kai",
        "--white",
        "Lani",
        "-o",
    ];
    let dir = tempfile::tempdir().expect("a temporary directory");
    let fresh = dir.path().join("board.png");
    let out = Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .args(COMMAND)
        .arg(&fresh)
        .output()
        .expect("render runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let shown = std::fs::read(root().join("docs/board.png")).expect("docs/board.png");
    assert!(
        std::fs::read(&fresh).expect("drawn") == shown,
        "docs/board.png is out of date: konane-bot {} docs/board.png",
        COMMAND.join(" ")
    );
}
