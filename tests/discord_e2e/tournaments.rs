//! Tournaments end to end: set up with a command, joined with the
//! announcement's button, started, played in a thread per game, moved on by
//! the scheduler, and closed with the standings and a podium.

use fake_discord::{MEMBER, slash_group};
use konane_bot::game::TournamentView;
use konane_bot::values::{ChannelId, GuildId, TournamentId, TournamentStatus, UserId};

use super::*;

/// The value Discord sends for choice `name` of option `option` of
/// `/konane-tournament <sub>`.
fn group_choice(commands: &Value, sub: &str, option: &str, name: &str) -> Value {
    let group = commands
        .as_array()
        .and_then(|all| all.iter().find(|c| c["name"] == "konane-tournament"))
        .expect("the tournament command");
    let options = group["options"]
        .as_array()
        .and_then(|subs| subs.iter().find(|s| s["name"] == sub))
        .and_then(|s| s["options"].as_array())
        .expect("the subcommand's options");
    let def = options
        .iter()
        .find(|o| o["name"] == option)
        .unwrap_or_else(|| panic!("no option {option}"));
    let value = def["choices"]
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["name"] == name))
        .unwrap_or_else(|| panic!("no choice {name}"))["value"]
        .clone();
    json!({"name": option, "type": def["type"], "value": value})
}

/// Waits (up to 20 s) for a channel message that `wanted` accepts.
async fn posted(fake: &FakeDiscord, wanted: impl Fn(&Sent) -> bool) -> Sent {
    let wanted = &wanted;
    eventually("no such message was posted", || async move {
        fake.channel_messages().into_iter().find(|m| wanted(m))
    })
    .await
}

/// A fake member's user id.
fn id_of(user: &Value) -> u64 {
    user["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("a user id")
}

async fn tournament_view(bot: &Bot, id: TournamentId) -> TournamentView {
    bot.service.tournament(id).await.expect("tournament")
}

/// Waits until round `round` (from 0) of the tournament has all its games
/// started by the bot; returns them.
async fn games_of_round(
    bot: &Bot,
    id: TournamentId,
    round: u32,
) -> Vec<konane_bot::game::GameView> {
    let what = format!("round {round}'s games did not start");
    eventually(&what, || async move {
        let view = tournament_view(bot, id).await;
        let boards: Vec<_> = view.round(round).filter(|b| b.white.is_some()).collect();
        if boards.is_empty() || boards.iter().any(|b| b.game.is_none()) {
            return None;
        }
        let mut games = Vec::new();
        for game in boards.iter().filter_map(|b| b.game) {
            games.push(bot.service.game(game).await.expect("game"));
        }
        Some(games)
    })
    .await
}

/// Four players, a round robin in a thread of its own: the organiser sets
/// it up, players join with the button, the organiser starts it, each game
/// plays in its own thread, the scheduler pairs each round when the last
/// ends, and the end posts the final standings and a podium that pings the
/// top three. A member without Manage Server can't set one up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_runs_in_its_thread_from_sign_up_to_podium() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let organiser = user(9600, "Olivia");
    let players: Vec<Value> = (1..=4)
        .map(|i| user(9600 + i, &format!("Player{i}")))
        .collect();
    for p in &players {
        fake.set_permissions(id_of(p), MEMBER);
    }
    let commands = fake.registered_commands().await;

    let refused = fake
        .interact(slash_group(
            fake,
            CHANNEL,
            &players[0],
            "konane-tournament",
            "create",
            vec![opt("name", 3, json!("Mine"))],
        ))
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content().contains("Manage Server"),
        "{}",
        refused.content()
    );

    let announced = fake
        .interact(slash_group(
            fake,
            CHANNEL,
            &organiser,
            "konane-tournament",
            "create",
            vec![
                opt("name", 3, json!("Winter Cup")),
                group_choice(&commands, "create", "format", "round robin"),
                opt("size", 3, json!("6x6")),
                opt("game_time", 3, json!("3d")),
            ],
        ))
        .await;
    let text = announced.content();
    assert!(!announced.is_ephemeral(), "{text}");
    for rule in [
        "Winter Cup",
        "round robin",
        "6x6",
        "within 3d of its start",
        "rounds set when it starts",
        "adjudicated",
        "Entrants (0)",
    ] {
        assert!(
            text.contains(rule),
            "the announcement states {rule}: {text}"
        );
    }
    let (join, _) = component(&announced, "konane:tournament-join:");
    let id = TournamentId(
        join.rsplit(':')
            .next()
            .and_then(|n| n.parse().ok())
            .expect("the tournament's id"),
    );
    let home = fake.thread_started(0).await;
    assert_eq!(fake.threads()[0].name, "🏆 Winter Cup");
    // The bot records the thread as the tournament's home once Discord made it.
    let home_id = konane_bot::values::ChannelId(home);
    eventually("the home thread is never recorded", || async {
        (tournament_view(&bot, id).await.tournament.home == Some(home_id)).then_some(())
    })
    .await;

    for (i, p) in players.iter().enumerate() {
        let joined = fake.interact(click(fake, CHANNEL, p, &join, &[])).await;
        assert!(joined.is_ephemeral(), "{}", joined.content());
        assert!(
            joined.content().contains("You're in"),
            "{}",
            joined.content()
        );
        let entrants = tournament_view(&bot, id).await.entrants.len();
        assert_eq!(entrants, i + 1);
    }
    let twice = fake
        .interact(click(fake, CHANNEL, &players[0], &join, &[]))
        .await;
    assert!(
        twice.content().contains("already entered"),
        "{}",
        twice.content()
    );
    // The announcement lists the entrants, edited in place.
    let edits: Vec<Sent> = fake
        .all_sent()
        .into_iter()
        .filter(|s| s.kind == "edit_message")
        .collect();
    let last = edits.last().expect("the announcement was updated");
    assert!(
        last.content().contains("Entrants (4)"),
        "{}",
        last.content()
    );
    assert_eq!(last.pings(), Some(vec![]), "an edit pings nobody");

    // A player can't start it; the organiser can, in the tournament's thread.
    let not_theirs = start_tournament(fake, home, &players[0]).await;
    assert!(
        not_theirs.content().contains("only the organiser"),
        "{}",
        not_theirs.content()
    );
    let started = start_tournament(fake, home, &organiser).await;
    let started = answered(fake, started).await;
    assert!(
        started.content().contains("round 1 of 3"),
        "{}",
        started.content()
    );

    for round in 0..3 {
        let games = games_of_round(&bot, id, round).await;
        assert_eq!(games.len(), 2);
        for game in &games {
            let thread = game.place.channel.0;
            assert_eq!(
                game.place.parent,
                Some(konane_bot::values::ChannelId(CHANNEL))
            );
            if round == 0 {
                assert!(
                    started.content().contains(&format!("<#{thread}>")),
                    "the pairings link each game: {}",
                    started.content()
                );
            }
            // The board, with its controls, opens the game's thread.
            let board = fake.channel_message(thread, 0).await;
            assert!(board.png().is_some(), "{}", board.content());
            assert!(
                board.content().contains("Winter Cup"),
                "{}",
                board.content()
            );
            // White resigns at once.
            let white = game.white.expect("white");
            let who = players
                .iter()
                .find(|p| id_of(p) == white.0)
                .expect("a player");
            let over = fake
                .interact(slash(fake, thread, who, "resign", vec![], &[]))
                .await;
            assert!(over.content().contains("Game over"), "{}", over.content());
        }
        // The scheduler closes the round: the next pairings, or the end, in the thread.
        let news = fake
            .channel_message(home, usize::try_from(round).unwrap())
            .await;
        if round < 2 {
            assert!(
                news.content()
                    .contains(&format!("standings after round {}", round + 1)),
                "{}",
                news.content()
            );
            assert!(
                news.content()
                    .contains(&format!("round {} of 3", round + 2)),
                "{}",
                news.content()
            );
        } else {
            assert!(
                news.content().contains("final standings"),
                "{}",
                news.content()
            );
            assert!(news.content().contains("🥇"), "{}", news.content());
            assert_eq!(
                news.pings().map(|p| p.len()),
                Some(3),
                "the podium pings the top three"
            );
        }
    }
    let view = tournament_view(&bot, id).await;
    assert_eq!(view.status(), TournamentStatus::Finished);
    assert!(view.standings().iter().all(|s| s.games == 3));
    // The channel it was set up in hears the podium too.
    let podium = posted(fake, |m| {
        m.channel.as_deref() == Some(&CHANNEL.to_string()) && m.content().contains("🥇")
    })
    .await;
    assert!(
        podium.content().contains("Winter Cup"),
        "{}",
        podium.content()
    );

    let fame = fake
        .interact(slash_group(
            fake,
            CHANNEL,
            &players[1],
            "konane-tournament",
            "history",
            vec![],
        ))
        .await;
    assert!(fame.content().contains("Winter Cup"), "{}", fame.content());
    let winner = view.standings()[0].id;
    assert!(
        fame.content().contains(&format!("<@{winner}>")),
        "{}",
        fame.content()
    );
    assert_eq!(
        bot.service
            .tournament_history(GuildId(GUILD_ID))
            .await
            .expect("history")
            .len(),
        1
    );
    let _ = UserId(winner);
    bot.stop().await;
}

/// Withdrawing from a running tournament with the Leave button forfeits
/// the game in progress, which its thread hears.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_a_running_tournament_forfeits_the_game_in_its_thread() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let organiser = user(9700, "Olivia");
    let players: Vec<Value> = (1..=3).map(|i| user(9700 + i, &format!("P{i}"))).collect();
    let announced = fake
        .interact(slash_group(
            fake,
            CHANNEL,
            &organiser,
            "konane-tournament",
            "create",
            vec![
                opt("name", 3, json!("Spring Swiss")),
                opt("size", 3, json!("6x6")),
            ],
        ))
        .await;
    let (join, _) = component(&announced, "konane:tournament-join:");
    let (leave, _) = component(&announced, "konane:tournament-leave:");
    let id = TournamentId(join.rsplit(':').next().unwrap().parse().unwrap());
    for p in &players {
        fake.interact(click(fake, CHANNEL, p, &join, &[])).await;
    }
    let started = start_tournament(fake, CHANNEL, &organiser).await;
    assert!(!started.is_ephemeral(), "{}", started.content());
    let game = games_of_round(&bot, id, 0).await.remove(0);
    let leaver = game.black.expect("black");
    let who = players
        .iter()
        .find(|p| id_of(p) == leaver.0)
        .expect("a player");
    let left = fake.interact(click(fake, CHANNEL, who, &leave, &[])).await;
    assert!(left.content().contains("withdrew"), "{}", left.content());
    assert!(left.content().contains("forfeited"), "{}", left.content());
    // The game's thread hears its end from the scheduler.
    let thread = game.place.channel.0;
    let ended = fake.channel_message(thread, 1).await;
    assert!(ended.content().contains("Game over"), "{}", ended.content());
    let view = bot.service.game(game.id).await.expect("game");
    assert_eq!(
        view.game.outcome().map(|o| o.winner),
        Some(konane_bot::engine::Color::White)
    );
    bot.stop().await;
}

/// `/konane-tournament create` by `organiser` in the channel, with `options`
/// besides the name, and everyone in `players` joined with the button;
/// returns the tournament and the announcement.
async fn open_tournament(
    bot: &Bot,
    organiser: &Value,
    name: &str,
    mut options: Vec<Value>,
    players: &[Value],
) -> (TournamentId, Sent) {
    let fake = &bot.fake;
    options.insert(0, opt("name", 3, json!(name)));
    let announced = fake
        .interact(slash_group(
            fake,
            CHANNEL,
            organiser,
            "konane-tournament",
            "create",
            options,
        ))
        .await;
    let (join, _) = component(&announced, "konane:tournament-join:");
    let id = tournament_of(&announced);
    for p in players {
        let joined = fake.interact(click(fake, CHANNEL, p, &join, &[])).await;
        assert!(
            joined.content().contains("You're in"),
            "{}",
            joined.content()
        );
    }
    (id, announced)
}

/// `/konane-tournament start` by `who` in `channel`, answered.
async fn start_tournament(fake: &FakeDiscord, channel: u64, who: &Value) -> Sent {
    fake.interact(slash_group(
        fake,
        channel,
        who,
        "konane-tournament",
        "start",
        vec![],
    ))
    .await
}

/// The player of `players` who is `user`.
fn who(players: &[Value], user: UserId) -> &Value {
    players
        .iter()
        .find(|p| id_of(p) == user.0)
        .expect("a player")
}

/// In each of `games`, the player of colour `loser(game)` resigns with
/// `/konane resign` in the game's thread.
async fn resign_each(
    bot: &Bot,
    players: &[Value],
    games: &[konane_bot::game::GameView],
    loser: impl Fn(&konane_bot::game::GameView) -> konane_bot::engine::Color,
) {
    let fake = &bot.fake;
    for game in games {
        let user = game.player(loser(game)).expect("a player");
        let thread = game.place.channel.0;
        let over = fake
            .interact(slash(
                fake,
                thread,
                who(players, user),
                "resign",
                vec![],
                &[],
            ))
            .await;
        assert!(over.content().contains("Game over"), "{}", over.content());
    }
}

/// Waits until the tournament has paired `rounds` rounds (or finished).
async fn paired(bot: &Bot, id: TournamentId, rounds: u32) -> TournamentView {
    let what = format!("round {rounds} was never paired");
    eventually(&what, || async move {
        let view = tournament_view(bot, id).await;
        (view.tournament.current_round >= rounds).then_some(view)
    })
    .await
}

/// Waits until the tournament is over.
async fn finished(bot: &Bot, id: TournamentId) -> TournamentView {
    eventually("it never ended", || async move {
        let view = tournament_view(bot, id).await;
        (view.status() == TournamentStatus::Finished).then_some(view)
    })
    .await
}

/// Five players, three Swiss rounds: a bye each round, a player withdrawing
/// mid-round (their game forfeited), a time forfeit, and the bot restarted
/// in the middle of a round, which the new process finishes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_player_swiss_survives_a_withdrawal_a_time_forfeit_and_a_restart() {
    let Some(mut bot) = start_with_threads().await else {
        return;
    };
    let organiser = user(9800, "Olivia");
    let players: Vec<Value> = (1..=5).map(|i| user(9800 + i, &format!("S{i}"))).collect();
    let options = vec![opt("rounds", 4, json!(3)), opt("size", 3, json!("6x6"))];
    let (id, _) = open_tournament(&bot, &organiser, "Swiss Five", options, &players).await;
    let fake = &bot.fake;
    start_tournament(fake, CHANNEL, &organiser).await;
    let byes = |view: &TournamentView, round: u32| {
        view.round(round)
            .filter(|b| b.kind == konane_bot::values::BoardKind::Bye)
            .count()
    };
    // Round 1: Black wins both games; one player has the bye.
    let games = games_of_round(&bot, id, 0).await;
    assert_eq!(games.len(), 2);
    assert_eq!(byes(&tournament_view(&bot, id).await, 0), 1);
    resign_each(&bot, &players, &games, |_| konane_bot::engine::Color::White).await;
    // Round 2: one player withdraws mid-game; the other game times out.
    paired(&bot, id, 2).await;
    let games = games_of_round(&bot, id, 1).await;
    let leaver = games[0].white.expect("white");
    let withdrew = fake
        .interact(slash_group(
            fake,
            CHANNEL,
            who(&players, leaver),
            "konane-tournament",
            "leave",
            vec![],
        ))
        .await;
    assert!(
        withdrew.content().contains("forfeited"),
        "{}",
        withdrew.content()
    );
    make_due(&bot, games[1].id, "turn_deadline").await;
    let timed_out = fake.channel_message(games[1].place.channel.0, 1).await;
    assert!(
        timed_out.content().contains("ran out of time"),
        "{}",
        timed_out.content()
    );
    let forfeit = fake.channel_message(games[0].place.channel.0, 1).await;
    assert!(
        forfeit.content().contains("withdrew"),
        "{}",
        forfeit.content()
    );
    // Round 3 is paired; the bot restarts before its games end.
    let view = paired(&bot, id, 3).await;
    assert!(
        view.round(2)
            .all(|b| b.black != leaver && b.white != Some(leaver)),
        "a withdrawn player is not paired"
    );
    let games = games_of_round(&bot, id, 2).await;
    assert_eq!(games.len(), 2, "four players left: two games, no bye");
    bot.shards.shut_down().await;
    let renderer = Arc::clone(&bot.renderer);
    bot.shards = launch(&bot.fake, &bot.url, renderer, bot.clock.clone())
        .await
        .shards;
    bot.fake.wait_sessions(2).await;
    resign_each(&bot, &players, &games, |_| konane_bot::engine::Color::Black).await;
    let view = finished(&bot, id).await;
    let standings = view.standings();
    assert_eq!(standings.len(), 5);
    assert_eq!(standings.iter().map(|s| s.points).sum::<u32>(), 8);
    assert_eq!(byes(&view, 0) + byes(&view, 1) + byes(&view, 2), 2);
    bot.stop().await;
}

/// Eight players, a knockout: a match at 1–1 gets a third game with colours
/// drawn from the tournament's seed, and the champion is named on the podium.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_eight_player_knockout_settles_a_tied_match_with_a_third_game() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let organiser = user(9900, "Olivia");
    let players: Vec<Value> = (1..=8).map(|i| user(9900 + i, &format!("K{i}"))).collect();
    let commands = bot.fake.registered_commands().await;
    let options = vec![
        group_choice(&commands, "create", "format", "knockout"),
        opt("size", 3, json!("6x6")),
    ];
    let (id, _) = open_tournament(&bot, &organiser, "Cup", options, &players).await;
    let fake = &bot.fake;
    start_tournament(fake, CHANNEL, &organiser).await;
    for round in 0..3u32 {
        paired(&bot, id, round + 1).await;
        // Game one: Black wins every match's first game.
        let firsts = games_of_round(&bot, id, round).await;
        assert_eq!(firsts.len(), 4 >> round);
        resign_each(&bot, &players, &firsts, |_| {
            konane_bot::engine::Color::White
        })
        .await;
        // Game two, colours swapped: board 1 of round 1 goes 1–1, the rest 2–0.
        let seconds = legs(&bot, id, round, 1, firsts.len()).await;
        let tied = |g: &konane_bot::game::GameView| round == 0 && g.white == firsts[0].black;
        resign_each(&bot, &players, &seconds, |g| {
            if tied(g) {
                konane_bot::engine::Color::White
            } else {
                konane_bot::engine::Color::Black
            }
        })
        .await;
        if round == 0 {
            let third = legs(&bot, id, 0, 2, 1).await.remove(0);
            let view = tournament_view(&bot, id).await;
            let first = view.round(0).next().expect("board 1");
            let (a, b) = (first.black.0, first.white.expect("white").0);
            let black = konane_bot::tournament::decider_black(view.tournament.seed, a, b);
            assert_eq!(third.black, Some(UserId(black)));
            resign_each(&bot, &players, &[third], |_| {
                konane_bot::engine::Color::White
            })
            .await;
        }
    }
    let view = finished(&bot, id).await;
    let ranks: Vec<usize> = view.standings().iter().map(|s| s.rank).collect();
    assert_eq!(ranks, [1, 2, 3, 3, 5, 5, 5, 5]);
    let champion = view.standings()[0].id;
    // The scheduler posts the podium just after it closes the tournament.
    let podium = posted(fake, |m| m.content().contains("🥇")).await;
    assert!(
        podium.content().contains(&format!("🥇 <@{champion}>")),
        "{}",
        podium.content()
    );
    bot.stop().await;
}

/// Waits for the `leg`-th game (from 0) of `count` matches of a knockout
/// round to start; returns them.
async fn legs(
    bot: &Bot,
    id: TournamentId,
    round: u32,
    leg: u32,
    count: usize,
) -> Vec<konane_bot::game::GameView> {
    let what = format!("game {leg} of round {round} did not start");
    eventually(&what, || async move {
        let view = tournament_view(bot, id).await;
        let started: Vec<_> = view
            .round(round)
            .filter(|b| b.key.leg == leg)
            .filter_map(|b| b.game)
            .collect();
        if started.len() != count {
            return None;
        }
        let mut games = Vec::new();
        for game in started {
            games.push(bot.service.game(game).await.expect("game"));
        }
        Some(games)
    })
    .await
}

/// Besides Manage Server, the role `/konane-settings tournament_role:` names
/// may set up tournaments; @everyone clears it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_the_settings_name_may_run_tournaments() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let (admin, organiser) = (user(9990, "Ada"), user(9991, "Mo"));
    fake.set_permissions(9991, MEMBER);
    let create = || {
        let mut asked = slash_group(
            fake,
            CHANNEL,
            &organiser,
            "konane-tournament",
            "create",
            vec![opt("name", 3, json!("Club Night"))],
        );
        asked["member"]["roles"] = json!(["777"]);
        asked
    };
    let refused = fake.interact(create()).await;
    assert!(
        refused.content().contains("Manage Server"),
        "{}",
        refused.content()
    );
    let role = |id: &str, name: &str| {
        json!({"id": id, "name": name, "color": 0, "hoist": false, "icon": null, "unicode_emoji": null,
               "position": 1, "permissions": "0", "managed": false, "mentionable": false, "flags": 0,
               "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null}})
    };
    let set_role = |id: &str, name: &str| {
        let mut asked = slash(
            fake,
            CHANNEL,
            &admin,
            "konane-settings",
            vec![opt("tournament_role", 8, json!(id))],
            &[],
        );
        asked["data"]["resolved"]["roles"] = json!({ id: role(id, name) });
        asked
    };
    let set = fake.interact(set_role("777", "Organisers")).await;
    let set = answered(fake, set).await;
    assert!(
        set.content().contains("tournaments run by: **<@&777>**"),
        "{}",
        set.content()
    );
    let allowed = fake.interact(create()).await;
    assert!(!allowed.is_ephemeral(), "{}", allowed.content());
    assert!(
        allowed.content().contains("Club Night"),
        "{}",
        allowed.content()
    );
    // @everyone (the server's own id) hands it back to Manage Server alone.
    let everyone = GUILD_ID.to_string();
    let cleared = fake.interact(set_role(&everyone, "@everyone")).await;
    let cleared = answered(fake, cleared).await;
    assert!(
        cleared
            .content()
            .contains("tournaments run by: **Manage Server**"),
        "{}",
        cleared.content()
    );
    let again = fake.interact(create()).await;
    assert!(
        again.content().contains("Manage Server"),
        "{}",
        again.content()
    );
    bot.stop().await;
}

const FORUM: u64 = 4242;

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
fn tournament_of(message: &Sent) -> TournamentId {
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
