//! `play`: games played to their end in the terminal (tournaments,
//! vacations, takebacks, exports, set-up positions, analysis).

use super::*;

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
