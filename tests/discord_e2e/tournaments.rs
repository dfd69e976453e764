//! Tournaments end to end: set up with a command, joined with the
//! announcement's button, started, played in a thread per game, moved on by
//! the scheduler, and closed with the standings and a podium.

use fake_discord::{MEMBER, slash_group};
use konane_bot::game::TournamentView;
use konane_bot::values::{GuildId, TournamentId, TournamentStatus, UserId};

use super::tournament_places::tournament_of;
use super::*;

/// The value Discord sends for choice `name` of option `option` of
/// `/konane-tournament <sub>`.
pub(super) fn group_choice(commands: &Value, sub: &str, option: &str, name: &str) -> Value {
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
pub(super) async fn posted(fake: &FakeDiscord, wanted: impl Fn(&Sent) -> bool) -> Sent {
    let wanted = &wanted;
    eventually("no such message was posted", || async move {
        fake.channel_messages().into_iter().find(|m| wanted(m))
    })
    .await
}

/// A fake member's user id.
pub(super) fn id_of(user: &Value) -> u64 {
    user["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("a user id")
}

pub(super) async fn tournament_view(bot: &Bot, id: TournamentId) -> TournamentView {
    bot.service.tournament(id).await.expect("tournament")
}

/// Waits until round `round` (from 0) of the tournament has all its games
/// started by the bot; returns them.
pub(super) async fn games_of_round(
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
pub(super) async fn open_tournament(
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
pub(super) async fn start_tournament(fake: &FakeDiscord, channel: u64, who: &Value) -> Sent {
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
pub(super) fn who(players: &[Value], user: UserId) -> &Value {
    players
        .iter()
        .find(|p| id_of(p) == user.0)
        .expect("a player")
}

/// In each of `games`, the player of colour `loser(game)` resigns with
/// `/konane resign` in the game's thread.
pub(super) async fn resign_each(
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
pub(super) async fn paired(bot: &Bot, id: TournamentId, rounds: u32) -> TournamentView {
    let what = format!("round {rounds} was never paired");
    eventually(&what, || async move {
        let view = tournament_view(bot, id).await;
        (view.tournament.current_round >= rounds).then_some(view)
    })
    .await
}

/// Waits until the tournament is over.
pub(super) async fn finished(bot: &Bot, id: TournamentId) -> TournamentView {
    eventually("it never ended", || async move {
        let view = tournament_view(bot, id).await;
        (view.status() == TournamentStatus::Finished).then_some(view)
    })
    .await
}
