//! The terminal's faults a newcomer met: a line that is not text, an option
//! given twice, an export over a file, names too long or the bot's own, an
//! unknown language, and `render --last` with a move no rule allows.

mod support;

use std::process::{Command, Output};

use support::terminal::{play, play_bytes};

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

struct Place {
    _dir: tempfile::TempDir,
    db: String,
    png: std::path::PathBuf,
    path: std::path::PathBuf,
}

fn place() -> Place {
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().to_path_buf();
    Place {
        db: format!("sqlite://{}?mode=rwc", path.join("konane.db").display()),
        png: path.join("board.png"),
        path,
        _dir: dir,
    }
}

fn session(p: &Place, script: &str) -> Output {
    play(&p.db, &p.png, script)
}

#[test]
fn a_line_that_is_not_text_is_refused_and_the_session_goes_on() {
    let p = place();
    let mut script = b"as kai\n".to_vec();
    script.extend_from_slice(b"challenge lani\xff\n");
    script.extend_from_slice(b"challenge lani size 6x6\nas lani\naccept\n");
    let out = play_bytes("en-US", &p.db, &p.png, &script);
    assert_eq!(out.status.code(), Some(1), "one line was refused");
    assert!(
        text(&out.stderr).contains("not UTF-8 text"),
        "{}",
        text(&out.stderr)
    );
    assert!(
        text(&out.stdout).contains("challenge accepted"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn an_option_given_twice_is_refused() {
    let p = place();
    let out = session(
        &p,
        "as kai\nchallenge lani size 6x6 size 8x8\nchallenge lani colour white color black\n",
    );
    let said = text(&out.stderr);
    assert_eq!(said.matches("given twice").count(), 2, "{said}");
    assert!(
        !text(&out.stdout).contains("challenges lani"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn export_never_writes_over_a_file() {
    let p = place();
    let file = p.path.join("games.txt");
    std::fs::write(&file, "mine").expect("a file");
    let script = format!(
        "as kai\nchallenge lani size 6x6\nas lani\naccept\nresign\nexport {}\n",
        file.display()
    );
    let out = session(&p, &script);
    assert!(
        text(&out.stderr).contains("exists already"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read_to_string(&file).expect("still there"), "mine");
    let fresh = p.path.join("new.txt");
    let out = session(&p, &format!("as kai\nexport {}\n", fresh.display()));
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        std::fs::read_to_string(&fresh)
            .expect("written")
            .contains("\"kai\"]")
    );
}

#[test]
fn names_are_at_most_32_characters_and_never_the_bots() {
    let p = place();
    let long = "k".repeat(33);
    let out = session(&p, &format!("as {long}\nas bot\nas {}\n", "k".repeat(32)));
    let said = text(&out.stderr);
    assert!(said.contains("too long"), "{said}");
    assert!(said.contains("the AI's name"), "{said}");
    assert!(text(&out.stdout).contains(&format!("now playing as {}", "k".repeat(32))));
}

#[test]
fn an_unknown_language_is_named_and_english_is_played() {
    let p = place();
    let out = support::terminal::play_in("klingon", &p.db, &p.png, "as kai\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stderr);
    assert!(said.contains("no translation for 'klingon'"), "{said}");
    assert!(text(&out.stdout).contains("now playing as kai"));
    let out = support::terminal::play_in("C.UTF-8", &p.db, &p.png, "as kai\n");
    assert!(text(&out.stderr).is_empty(), "{}", text(&out.stderr));
}

#[test]
fn render_draws_only_a_last_move_the_rules_allow() {
    let p = place();
    let render = |position: &str, last: &str| {
        Command::new(env!("CARGO_BIN_EXE_konane-bot"))
            .args(["render", position, "--last", last, "--force", "-o"])
            .arg(p.path.join("r.png"))
            .output()
            .expect("runs")
    };
    let after_jump = "xoxoxo/oxoxox/x.x..o/oxoxox/xoxoxo/oxoxox w";
    assert!(render(after_jump, "e4-c4").status.success());
    for wrong in ["a1-a3", "c4", "e4-a4"] {
        let out = render(after_jump, wrong);
        assert_eq!(out.status.code(), Some(2), "{wrong}: {}", text(&out.stderr));
    }
    let after_removals = "xoxoxo/oxoxox/x..oxo/oxoxox/xoxoxo/oxoxox b";
    assert!(render(after_removals, "b4").status.success());
    assert_eq!(render(after_removals, "c4").status.code(), Some(2));
}

#[test]
fn tables_end_their_lines_settings_end_their_sentence_and_unknown_names_are_named() {
    let p = place();
    let out = session(&p, "as kai\nsettings\nleaderboard\nhistory\nstats lani\n");
    let shown = text(&out.stdout);
    assert!(
        shown.contains("who didn't take a challenge. Vacations:"),
        "{shown}"
    );
    assert!(
        shown.lines().any(|l| l.ends_with("Challenge someone!")),
        "an empty table ends its line: {shown}"
    );
    let said = text(&out.stderr);
    assert!(
        said.contains("nobody called lani has played here"),
        "{said}"
    );
    assert!(!shown.contains('#'), "no raw id: {shown}");
}

#[test]
fn hints_name_the_terminals_own_commands_in_every_language() {
    for lang in ["en-US", "de", "ja"] {
        let p = place();
        let script = "as kai\nleaderboard global\nvacation\nvacation 3\nvacation 2\nvacation end\nprofile listed yes\n";
        let out = play_bytes(lang, &p.db, &p.png, script.as_bytes());
        let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
        for discord in ["/konane", ":True"] {
            assert!(!said.contains(discord), "{lang}: '{discord}' in\n{said}");
        }
        for own in [
            "profile listed yes",
            "vacation 日数",
            "vacation end",
            "leaderboard global",
        ] {
            let own = match (lang, own) {
                ("en-US", "vacation 日数") => "vacation DAYS",
                ("de", "vacation 日数") => "vacation TAGE",
                _ => own,
            };
            assert!(said.contains(own), "{lang}: no {own} in\n{said}");
        }
    }
}

/// A knockout of three: the bye passes its player on with no point (the
/// pairings say so), the standings before any game say no round is over,
/// and once a game is won its winner leads alone; at the end, medals go
/// by place.
#[test]
fn a_knockout_ranks_its_players_by_how_far_they_got_and_what_they_won() {
    let p = place();
    let started = session(
        &p,
        "as olivia\ntournament create Cup format knockout size 4x4 rated no\n\
         as kai\ntournament join\nas lani\ntournament join\nas moana\ntournament join\n\
         as olivia\ntournament start\ntournament standings\n",
    );
    let shown = text(&started.stdout);
    assert_eq!(started.status.code(), Some(0), "{}", text(&started.stderr));
    let bye = shown
        .lines()
        .find(|l| l.contains("a bye, through to the next round"))
        .unwrap_or_else(|| panic!("no bye passing a player on:\n{shown}"));
    assert!(!shown.contains("a bye (1 point)"), "{shown}");
    assert!(
        shown.contains("standings so far (round 1 under way)"),
        "{shown}"
    );
    assert!(!shown.contains("after round 0"), "{shown}");
    let channel: u64 = shown
        .split("in channel ")
        .nth(1)
        .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("the game's channel:\n{shown}"));
    // The two who play: whoever resigns the first game loses it.
    let players: Vec<&str> = ["kai", "lani", "moana"]
        .into_iter()
        .filter(|name| !bye.contains(name))
        .collect();
    let played = session(
        &p,
        &format!(
            "as {}\nchannel {channel}\nresign\ntournament standings\n",
            players[0]
        ),
    );
    let shown = text(&played.stdout);
    let winner = players[1];
    let line_of = |name: &str| {
        shown
            .lines()
            .rev()
            .find(|l| l.contains(name) && l.contains(" point"))
            .unwrap_or_else(|| panic!("no standing for {name}:\n{shown}"))
            .to_owned()
    };
    assert!(line_of(winner).starts_with("1. "), "{shown}");
    assert!(line_of(players[0]).starts_with("2. "), "{shown}");
}

/// A player listed on the global ladder with no rated game yet is told why
/// the ladder doesn't show them.
#[test]
fn a_listed_player_without_a_rated_game_is_told_why_the_ladder_lacks_them() {
    let p = place();
    let out = session(&p, "as kai\nprofile listed yes\nleaderboard global\n");
    let shown = text(&out.stdout);
    assert!(
        shown.contains("You're listed, but the ladder ranks players by their rated games"),
        "{shown}"
    );
}

/// Withdrawing your own challenge and challenging again is refused for the
/// pause, and the refusal says you withdrew it, not that they didn't take it.
#[test]
fn a_withdrawn_challenge_is_not_called_the_opponents_refusal() {
    let p = place();
    let out = session(
        &p,
        "as lani\nboard\nas kai\nchallenge lani\ncancel\nchallenge lani\n",
    );
    let said = text(&out.stderr);
    assert!(
        said.contains("You withdrew your last challenge to lani"),
        "{said}"
    );
    assert!(!said.contains("didn't take your last challenge"), "{said}");
}

/// The terminal speaks of itself, not of Discord: no "server", no buttons
/// "below", no moderator or admin to ask; its own commands instead.
#[test]
fn the_terminal_names_its_own_commands_not_discords() {
    let p = place();
    let out = session(
        &p,
        "as lani\nboard\nas kai\nchallenge lani size 4x4 colour black rated no\n\
         as lani\naccept\nas kai\nmove d1\nas lani\nmove c1\ntakeback\n\
         as kai\ntakeback decline\nabort\nleaderboard\ntournament history\npuzzle\n",
    );
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    // (The terminal shows commands without Discord's backticks.)
    assert!(
        said.contains("kai: takeback accept or takeback decline"),
        "{said}"
    );
    assert!(said.contains("resign instead"), "{said}");
    for discords in ["this server", "below", "moderator", "server admin"] {
        assert!(!said.contains(discords), "'{discords}' in:\n{said}");
    }
}

/// `challenge … time 3+2` makes a live game: the board shows both clocks;
/// a time control that does not read is refused, and no challenge is made.
#[test]
fn a_challenge_with_a_time_control_plays_on_the_clock() {
    let p = place();
    let out = session(
        &p,
        "as kai\nchallenge lani time 2+x\nchallenge lani size 6x6 time 3+2\nas lani\naccept\nboard\n",
    );
    let (said, shown) = (text(&out.stderr), text(&out.stdout));
    assert!(said.contains("'2+x' is no time control"), "{said}");
    assert_eq!(shown.matches("challenges lani").count(), 1, "{shown}");
    // Black's clock runs (2:59 a moment after the start); White's waits.
    assert!(shown.contains("⏱ 3+2: ⚫ "), "{shown}");
    assert!(shown.contains(" · ⚪ 3:00"), "{shown}");
}
