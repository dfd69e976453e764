//! Where a tournament lives beside its thread: a forum post tagged by its
//! state, a scheduled event that follows it, and the next round paired as
//! the last game ends.

use fake_discord::{MEMBER, slash_group};
use konane_bot::values::{ChannelId, Place, TournamentId};

use super::tournaments::*;

const FORUM: u64 = 4242;
use super::*;

/// `/konane-settings tournament_forum:` naming `channel`, of Discord
/// channel type `kind` (15 a forum, 0 a text channel), as `admin`.
async fn set_tournament_forum(bot: &Bot, admin: &Value, channel: u64, kind: u8) -> Sent {
    let fake = &bot.fake;
    let mut asked = slash(
        fake,
        CHANNEL,
        admin,
        "konane-settings",
        vec![opt("tournament_forum", 7, json!(channel.to_string()))],
        &[],
    );
    asked["data"]["resolved"]["channels"] = json!({ channel.to_string(): {
        "id": channel.to_string(), "name": "tournaments", "type": kind, "permissions": "2147483647"
    }});
    let first = fake.interact(asked).await;
    answered(fake, first).await
}

/// Waits for the bot's first post in the forum.
async fn forum_post(fake: &FakeDiscord) -> fake_discord::Thread {
    eventually("no post in the forum", || async {
        fake.threads()
            .into_iter()
            .find(|t| t.parent == FORUM.to_string())
    })
    .await
}

/// The tournament whose Join button `message` shows.
pub(super) fn tournament_of(message: &Sent) -> TournamentId {
    let (join, _) = component(message, "konane:tournament-join:");
    TournamentId(
        join.rsplit(':')
            .next()
            .and_then(|n| n.parse().ok())
            .expect("the tournament's id"),
    )
}

/// With a tournament forum set, each tournament is a post there: the
/// settings add the state tags the forum lacks (keeping its own), the post's
/// first message is the announcement (joined and edited in place), and its
/// tag follows the tournament from sign-up to running to finished, while
/// each game still plays in a thread under the channel it was set up in.
/// A text channel sends tournaments back to threads.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forum_post_tournament_is_tagged_by_its_state() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let admin = user(9700, "Ada");
    let players: Vec<Value> = (1..=2).map(|i| user(9700 + i, &format!("F{i}"))).collect();
    fake.add_forum(FORUM, "tournaments", &["Announcements", "running"]);

    let set = set_tournament_forum(&bot, &admin, FORUM, 15).await;
    assert!(
        set.content()
            .contains(&format!("tournaments live in: **<#{FORUM}>**")),
        "{}",
        set.content()
    );
    // The forum's own "running" tag serves (names match in any case); the
    // two missing are added after the forum's tags.
    assert_eq!(
        fake.forum_tags(FORUM),
        ["Announcements", "running", "Sign-up", "Finished"]
    );

    let pointer = fake
        .interact(slash_group(
            fake,
            CHANNEL,
            &admin,
            "konane-tournament",
            "create",
            vec![
                opt("name", 3, json!("Forum Cup")),
                opt("rounds", 4, json!(1)),
                opt("size", 3, json!("6x6")),
            ],
        ))
        .await;
    let pointer = answered(fake, pointer).await;
    let post: u64 = forum_post(fake).await.id.parse().expect("an id");
    assert!(!pointer.is_ephemeral());
    assert!(
        pointer.content().contains("Forum Cup")
            && pointer.content().contains(&format!("<#{post}>")),
        "{}",
        pointer.content()
    );
    fake.post_tagged(post, &["Sign-up"]).await;
    let announcement = fake.channel_message(post, 0).await;
    assert!(
        announcement.content().contains("Forum Cup"),
        "{}",
        announcement.content()
    );
    let id = tournament_of(&announcement);
    // Recorded once Discord made the post (after the answer in the channel).
    eventually("the post is never recorded as its home", || async {
        let t = tournament_view(&bot, id).await.tournament;
        (t.home == Some(ChannelId(post)) && t.forum == Some(ChannelId(FORUM))).then_some(())
    })
    .await;

    let (join, _) = component(&announcement, "konane:tournament-join:");
    for p in &players {
        fake.set_permissions(id_of(p), MEMBER);
        let joined = fake.interact(click(fake, post, p, &join, &[])).await;
        assert!(
            joined.content().contains("You're in"),
            "{}",
            joined.content()
        );
    }
    let edited = posted_edit(fake, post).await;
    assert!(
        edited.content().contains("Entrants (2)"),
        "{}",
        edited.content()
    );

    start_tournament(fake, post, &admin).await;
    fake.post_tagged(post, &["running"]).await;
    let games = games_of_round(&bot, id, 0).await;
    assert_eq!(games.len(), 1);
    assert_eq!(
        games[0].place.parent,
        Some(ChannelId(CHANNEL)),
        "a game's thread is under the channel, as threads can't nest in a post"
    );
    resign_each(&bot, &players, &games, |_| konane_bot::engine::Color::White).await;
    finished(&bot, id).await;
    fake.post_tagged(post, &["Finished"]).await;
    let podium = posted(fake, |m| {
        m.channel.as_deref() == Some(&CHANNEL.to_string()) && m.content().contains("is over")
    })
    .await;
    assert!(
        podium.content().contains("Forum Cup"),
        "{}",
        podium.content()
    );

    // A text channel gives tournaments threads again.
    let back = set_tournament_forum(&bot, &admin, CHANNEL, 0).await;
    assert!(
        back.content()
            .contains("tournaments live in: **a thread each**"),
        "{}",
        back.content()
    );
    bot.stop().await;
}

/// The newest edit of a message in `channel` (an announcement updated in place).
async fn posted_edit(fake: &FakeDiscord, channel: u64) -> Sent {
    let channel = channel.to_string();
    let channel = &channel;
    eventually("the announcement was never edited", || async move {
        fake.all_sent()
            .into_iter()
            .rfind(|s| s.kind == "edit_message" && s.channel.as_deref() == Some(channel))
    })
    .await
}

/// Where the bot may not change a forum's tags, the admin is told which to
/// add; tournaments are still posted there, untagged.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forum_whose_tags_the_bot_cant_add_still_gets_the_posts() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let admin = user(9720, "Ada");
    fake.add_forum(FORUM, "tournaments", &[]);
    fake.set_app_permissions(fake_discord::BOT_PERMISSIONS & !(1 << 4));
    let set = set_tournament_forum(&bot, &admin, FORUM, 15).await;
    assert!(
        set.content().contains("Sign-up, Running, Finished")
            && set.content().contains("Manage Channels"),
        "{}",
        set.content()
    );
    assert!(fake.forum_tags(FORUM).is_empty());
    fake.interact(slash_group(
        fake,
        CHANNEL,
        &admin,
        "konane-tournament",
        "create",
        vec![opt("name", 3, json!("Plain Cup"))],
    ))
    .await;
    let post = forum_post(fake).await;
    assert!(post.applied_tags.is_empty());
    bot.stop().await;
}

/// A tournament that starts at a set time is marked by a Discord scheduled
/// event where the bot may manage events: external, linking the
/// tournament's thread, lasting the first round's game time. Started early,
/// the event goes live; cancelled, the event is deleted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timed_tournament_gets_a_scheduled_event_that_follows_it() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    fake.set_app_permissions(fake_discord::BOT_PERMISSIONS | fake_discord::MANAGE_EVENTS);
    let organiser = user(9740, "Olivia");
    let players: Vec<Value> = (1..=2).map(|i| user(9740 + i, &format!("E{i}"))).collect();
    let options = vec![
        opt("starts_in", 3, json!("2d")),
        opt("game_time", 3, json!("3d")),
    ];
    let (id, _) = open_tournament(&bot, &organiser, "Event Cup", options, &players).await;
    let home = fake.thread_started(0).await;
    let event = fake.events_with_status(1, 1).await.remove(0);
    assert_eq!(event["name"], "🏆 Event Cup");
    assert_eq!(event["entity_type"], 3);
    let location = event["entity_metadata"]["location"]
        .as_str()
        .unwrap_or_default();
    assert!(
        location.ends_with(&format!("/{GUILD_ID}/{home}")),
        "the event links the tournament's thread: {location}"
    );
    let time = |field: &str| {
        poise::serenity_prelude::Timestamp::parse(event[field].as_str().unwrap_or_default())
            .expect("a time")
            .unix_timestamp()
    };
    assert_eq!(
        time("scheduled_end_time") - time("scheduled_start_time"),
        3 * 24 * 3600
    );
    let view = tournament_view(&bot, id).await;
    let starts_at = view.tournament.starts_at.expect("a start time");
    assert_eq!(time("scheduled_start_time"), starts_at.unix_seconds());
    let event_id: u64 = event["id"]
        .as_str()
        .and_then(|e| e.parse().ok())
        .expect("id");
    eventually("the event is never recorded", || async {
        let recorded = tournament_view(&bot, id).await.tournament.scheduled_event;
        (recorded == Some(event_id)).then_some(())
    })
    .await;

    start_tournament(fake, home, &organiser).await;
    fake.events_with_status(2, 1).await;
    fake.interact(slash_group(
        fake,
        home,
        &organiser,
        "konane-tournament",
        "cancel",
        vec![],
    ))
    .await;
    eventually("the event was never deleted", || async {
        fake.events().is_empty().then_some(())
    })
    .await;
    eventually("the tournament still names its event", || async {
        tournament_view(&bot, id)
            .await
            .tournament
            .scheduled_event
            .is_none()
            .then_some(())
    })
    .await;
    bot.stop().await;
}

/// Where Discord refuses the scheduled event (no Manage Events), the
/// organiser is told privately and the tournament starts at its time all
/// the same; its announcement loses the Join button then. One due with too
/// few players is called off, said where it lives.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_scheduled_event_still_lets_the_tournament_run() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let organiser = user(9760, "Olivia");
    let players: Vec<Value> = (1..=2).map(|i| user(9760 + i, &format!("R{i}"))).collect();
    let options = vec![opt("starts_in", 3, json!("1h"))];
    let (id, announced) = open_tournament(&bot, &organiser, "Open Cup", options, &players).await;
    let note = fake.more_for(&announced, "followup", true).await;
    assert!(
        note.content()
            .contains("I couldn't add a scheduled event for **Open Cup**"),
        "{}",
        note.content()
    );
    assert!(fake.refused(0).await.contains("scheduled-events 403"));
    assert!(fake.events().is_empty());
    let home = fake.thread_started(0).await;

    let lonely = user(9769, "Solo");
    fake.interact(slash_group(
        fake,
        CHANNEL,
        &organiser,
        "konane-tournament",
        "create",
        vec![
            opt("name", 3, json!("Empty Cup")),
            opt("starts_in", 3, json!("1h")),
        ],
    ))
    .await;
    let empty_home = fake.thread_started(1).await;
    let announcement = fake
        .all_sent()
        .into_iter()
        .rfind(|s| s.content().contains("Empty Cup") && !s.components().is_empty())
        .expect("the second announcement");
    let (join, _) = component(&announcement, "konane:tournament-join:");
    fake.interact(click(fake, CHANNEL, &lonely, &join, &[]))
        .await;

    bot.clock.advance(std::time::Duration::from_secs(2 * 3600));
    let games = games_of_round(&bot, id, 0).await;
    assert_eq!(games.len(), 1, "it started at its time");
    let pairings = posted(fake, |m| {
        m.channel.as_deref() == Some(&home.to_string()) && m.content().contains("round 1 of")
    })
    .await;
    assert!(
        pairings.content().contains("Open Cup"),
        "{}",
        pairings.content()
    );
    let message = announced.message_id.clone().expect("the announcement");
    eventually("the Join button stayed after the start", || async {
        fake.controls_now(&message).is_empty().then_some(())
    })
    .await;

    let called_off = posted(fake, |m| {
        m.channel.as_deref() == Some(&empty_home.to_string()) && m.content().contains("called off")
    })
    .await;
    assert!(
        called_off.content().contains("Empty Cup") && called_off.content().contains("1 signed up"),
        "{}",
        called_off.content()
    );
    bot.stop().await;
}

/// With the scheduler looking only once a minute, the next round is still
/// paired as soon as the round's last game ends: the game's end wakes it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_next_round_is_paired_when_the_last_game_ends() {
    let Some(bot) =
        start_with_scheduler(Backend::Sqlite, Some(std::time::Duration::from_secs(60))).await
    else {
        return;
    };
    let organiser = user(9900, "Olivia");
    let players: Vec<Value> = (1..=3).map(|i| user(9900 + i, &format!("R{i}"))).collect();
    let options = vec![opt("size", 3, json!("6x6"))];
    let (id, _) = open_tournament(&bot, &organiser, "Quick Cup", options, &players).await;
    let fake = &bot.fake;
    start_tournament(fake, CHANNEL, &organiser).await;
    let games = games_of_round(&bot, id, 0).await;
    let ended = std::time::Instant::now();
    resign_each(&bot, &players, &games, |_| konane_bot::engine::Color::White).await;
    paired(&bot, id, 2).await;
    assert!(
        ended.elapsed() < std::time::Duration::from_secs(30),
        "paired {:?} after the round ended, not at the next tick",
        ended.elapsed()
    );
    bot.stop().await;
}

/// Discord fails the start command's two threads, and another process
/// (here a task with the service's own calls) starts the first round's
/// games a moment later: the start's pairings still link every game,
/// having waited for them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pairings_link_games_another_process_started() {
    let Some(bot) =
        start_with_scheduler(Backend::Sqlite, Some(std::time::Duration::from_secs(60))).await
    else {
        return;
    };
    let organiser = user(9950, "Olivia");
    let players: Vec<Value> = (1..=4).map(|i| user(9950 + i, &format!("C{i}"))).collect();
    let (id, _) = open_tournament(&bot, &organiser, "Claimed Cup", vec![], &players).await;
    let fake = &bot.fake;
    for _ in 0..2 {
        let error = json!({"message": "500: Internal Server Error", "code": 0});
        fake.fail_next("POST", "/threads", 500, error);
    }
    let service = bot.service.clone();
    let other_process = tokio::spawn(async move {
        let (boards, t) = loop {
            let view = service.tournament(id).await.expect("the tournament");
            let boards: Vec<_> = view.round(0).map(|b| b.key).collect();
            if !boards.is_empty() {
                break (boards, view.tournament);
            }
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        };
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        for (n, key) in boards.into_iter().enumerate() {
            let thread = ChannelId(77_000 + n as u64);
            let place = Place::thread(t.guild, thread, t.channel);
            service.start_board_game(key, place).await.expect("a game");
        }
    });
    let started = answered(fake, start_tournament(fake, CHANNEL, &organiser).await).await;
    other_process.await.expect("the other process");
    for n in 0..2 {
        let link = format!("<#{}>", 77_000 + n);
        assert!(started.content().contains(&link), "{}", started.content());
    }
    bot.stop().await;
}
