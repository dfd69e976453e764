//! `play`: a session's set-up, language, challenges, settings, blocks and
//! seeks, piped as a script.

use super::*;

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
