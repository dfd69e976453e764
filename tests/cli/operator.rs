//! The operator's tools: `backup` while games are played, and `privacy`.

use super::*;

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
