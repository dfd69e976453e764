//! Three bot processes (this program run again, as submitters) on one
//! database submit twenty moves for the same turn at the same moment, seven,
//! seven and six each: exactly one is applied. On SQLite, then PostgreSQL.
//!
//! A program of its own (`harness = false`), not a test function: the
//! submitters are this same program, and as a test function the submitting
//! half would count as a test that passes on every ordinary run. The
//! submitters meet at a barrier: each says it is ready, and none submits
//! before the parent, having heard all three, says go.

mod support;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, ExitCode, Stdio};
use std::sync::Arc;

use konane_bot::game::{ChallengeOptions, Service, ServiceConfig, SystemClock};
use konane_bot::store::{Backend, Store};
use konane_bot::values::{ChannelId, ColourChoice, GuildId, Place, UserId};
use support::databases::TestDb;

const ALICE: UserId = UserId(1);
const BOB: UserId = UserId(2);
const PLACE: Place = Place::channel(GuildId(77), ChannelId(8));
/// Set in a submitter's environment: the database it plays on.
const SUBMITTER_URL: &str = "KONANE_RACE_URL";
/// What each submitter takes: the moves to try, and which of them.
const SUBMITTER_MOVES: &str = "KONANE_RACE_MOVES";
const SUBMITTER_FIRST: &str = "KONANE_RACE_FIRST";
const SUBMITTER_COUNT: &str = "KONANE_RACE_COUNT";

fn main() -> ExitCode {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .enable_all()
        .build()
        .expect("a runtime");
    if let Ok(url) = std::env::var(SUBMITTER_URL) {
        runtime.block_on(submit(&url));
        return ExitCode::SUCCESS;
    }
    let (mut passed, mut failed) = (0, 0);
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            runtime.block_on(race(backend))
        }));
        match outcome {
            Ok(true) => {
                println!("test race::{backend:?} ... ok");
                passed += 1;
            }
            Ok(false) => println!("test race::{backend:?} ... skipped (no server)"),
            Err(_) => {
                println!("test race::{backend:?} ... FAILED");
                failed += 1;
            }
        }
    }
    println!("race: {passed} passed, {failed} failed");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The race on `backend`: `false` where it is missing (and not required).
async fn race(backend: Backend) -> bool {
    let Some(db) = TestDb::new(backend).await else {
        return false;
    };
    let service = Service::new(
        Store::open(&db.url).await.expect("open store"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    let options = ChallengeOptions {
        colour: ColourChoice::Black,
        ..ChallengeOptions::default()
    };
    let view = service
        .challenge(PLACE, ALICE, Some(BOB), options)
        .await
        .expect("challenge");
    service.accept(PLACE, BOB).await.expect("accept");
    let moves: Vec<String> = view
        .game
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    let program = std::env::current_exe().expect("this program");
    let mut children: Vec<Child> = [7, 7, 6]
        .into_iter()
        .enumerate()
        .map(|(process, count)| {
            Command::new(&program)
                .env(SUBMITTER_URL, &db.url)
                .env(SUBMITTER_MOVES, moves.join(","))
                .env(SUBMITTER_FIRST, (process * 7).to_string())
                .env(SUBMITTER_COUNT, count.to_string())
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .expect("a submitting process")
        })
        .collect();
    // The barrier: all three ready (connections open), then go for all.
    let mut outputs: Vec<_> = children
        .iter_mut()
        .map(|child| BufReader::new(child.stdout.take().expect("piped")))
        .collect();
    for output in &mut outputs {
        let mut line = String::new();
        output.read_line(&mut line).expect("a line");
        assert_eq!(line.trim(), "ready", "a submitter didn't reach the barrier");
    }
    for child in &mut children {
        let mut stdin = child.stdin.take().expect("piped");
        writeln!(stdin, "go").expect("go");
    }
    let (mut applied, mut refused) = (0, 0);
    for (mut child, mut output) in children.into_iter().zip(outputs) {
        let mut line = String::new();
        output.read_line(&mut line).expect("a line");
        let status = child.wait().expect("the submitter ends");
        assert!(status.success(), "a submitter failed: {status:?} {line}");
        let (ok, no) = line
            .trim()
            .strip_prefix("submitted: ")
            .and_then(|counts| counts.split_once(' '))
            .unwrap_or_else(|| panic!("no counts in {line:?}"));
        applied += ok.parse::<usize>().expect("a count");
        refused += no.parse::<usize>().expect("a count");
    }
    assert_eq!(
        (applied, refused),
        (1, 19),
        "exactly one of twenty is applied"
    );
    let after = service.game(view.id).await.expect("the game");
    assert_eq!(after.ply(), 1);
    assert_eq!(service.moves(view.id).await.expect("moves").len(), 1);
    true
}

/// One submitter: opens its connections, says ready, waits for go, then
/// submits its share of the moves at once and prints how many were applied.
async fn submit(url: &str) {
    let variable = |name: &str| std::env::var(name).unwrap_or_else(|_| panic!("{name} is set"));
    let number = |name: &str| -> usize { variable(name).parse().expect("a number") };
    let service = Service::new(
        Store::open(url).await.expect("open store"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    let moves: Vec<String> = variable(SUBMITTER_MOVES)
        .split(',')
        .map(str::to_string)
        .collect();
    let (first, count) = (number(SUBMITTER_FIRST), number(SUBMITTER_COUNT));
    // Connections are open before the moment comes.
    service.current_game(PLACE).await.expect("the game");
    println!("ready");
    let mut go = String::new();
    std::io::stdin().read_line(&mut go).expect("go");
    assert_eq!(go.trim(), "go");
    let tasks: Vec<_> = (first..first + count)
        .map(|i| {
            let (s, m) = (service.clone(), moves[i % moves.len()].clone());
            tokio::spawn(async move { s.play(PLACE, ALICE, &m).await })
        })
        .collect();
    let (mut applied, mut refused) = (0, 0);
    for task in tasks {
        match task.await.expect("the task ends") {
            Ok(_) => applied += 1,
            Err(e) if e.is_user_error() => refused += 1,
            Err(e) => panic!("not a refusal: {e:?}"),
        }
    }
    println!("submitted: {applied} {refused}");
}
