//! Tournaments in each format under strain: a Swiss through a withdrawal, a
//! time forfeit and a restart, a knockout's tied match, and a role that may
//! run them.

use fake_discord::{MEMBER, slash_group};
use konane_bot::game::TournamentView;
use konane_bot::values::{TournamentId, UserId};

use super::tournaments::*;
use super::*;

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
pub(super) async fn legs(
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
