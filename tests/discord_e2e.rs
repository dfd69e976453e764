//! The real serenity/poise bot against a fake Discord on 127.0.0.1.

mod fake_discord;
mod support;

use std::sync::Arc;
use std::time::Duration;

use fake_discord::{FakeDiscord, GUILD_ID, Sent, autocomplete, click, opt, slash, user};
use konane_bot::discord::{BotConfig, build_client};
use konane_bot::game::{GameId, Service, ServiceConfig, SystemClock};
use konane_bot::render::Renderer;
use konane_bot::store::Store;
use serde_json::{Value, json};

struct Bot {
    fake: FakeDiscord,
    url: String,
    _dir: tempfile::TempDir,
    shards: Arc<poise::serenity_prelude::ShardManager>,
    /// A second view of the database, to check what the pictures show.
    service: Service,
}

async fn start() -> Bot {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("bot.db").display());
    let shards = launch(&fake, &url).await;
    let service = Service::new(
        Store::open(&url).await.expect("store"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    Bot {
        fake,
        url,
        _dir: dir,
        shards,
        service,
    }
}

async fn launch(fake: &FakeDiscord, url: &str) -> Arc<poise::serenity_prelude::ShardManager> {
    let config = BotConfig {
        token: "fake-token".into(),
        database_url: url.into(),
        guild_id: Some(GUILD_ID),
        proxy_url: Some(fake.base.clone()),
        due_every: Duration::from_millis(200),
    };
    let store = Store::open(url).await.expect("store");
    let renderer = Arc::new(Renderer::new().expect("renderer"));
    let mut client = build_client(&config, store, renderer)
        .await
        .expect("client");
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        let _ = client.start().await;
    });
    shards
}

/// The value Discord would send for choice `name` of option `option` in subcommand `sub`.
fn choice(commands: &Value, sub: &str, option: &str, name: &str) -> Value {
    let sub = commands[0]["options"]
        .as_array()
        .and_then(|subs| subs.iter().find(|s| s["name"] == sub))
        .unwrap_or_else(|| panic!("no subcommand {sub}"));
    let opt_def = sub["options"]
        .as_array()
        .and_then(|os| os.iter().find(|o| o["name"] == option))
        .unwrap_or_else(|| panic!("no option {option}"));
    let value = opt_def["choices"]
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["name"] == name))
        .unwrap_or_else(|| panic!("no choice {name}"))["value"]
        .clone();
    json!({"name": option, "type": opt_def["type"], "value": value})
}

const CHANNEL: u64 = 555;

/// The board picture matches the game's position in the database.
async fn assert_picture_matches(bot: &Bot, sent: &Sent, game: GameId) {
    let png = sent
        .png()
        .unwrap_or_else(|| panic!("no board in {:?}", sent.content()));
    let img = support::decode_png(png);
    let view = bot.service.game(game).await.expect("game");
    let wrong = support::mismatches(&img, view.game.position());
    assert!(
        wrong.is_empty(),
        "picture differs from the position: {wrong:?}"
    );
}

fn game_of(custom_id: &str) -> GameId {
    GameId(
        custom_id
            .split(':')
            .nth(2)
            .and_then(|g| g.parse().ok())
            .expect("game id in custom id"),
    )
}

fn component(sent: &Sent, prefix: &str) -> (String, Vec<String>) {
    sent.components()
        .into_iter()
        .find(|(id, _)| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} component in {:?}", sent.components()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_through_commands_buttons_and_the_move_menu() {
    let bot = start().await;
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    assert_eq!(commands[0]["name"], "konane");
    let mut subs: Vec<&str> = commands[0]["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .filter_map(|s| s["name"].as_str())
        .collect();
    subs.sort_unstable();
    assert_eq!(
        subs,
        [
            "accept",
            "board",
            "cancel",
            "challenge",
            "decline",
            "history",
            "leaderboard",
            "move",
            "replay",
            "resign",
            "rules",
            "settings",
            "stats"
        ]
    );

    let (alice, bob, carol) = (user(1001, "Alice"), user(1002, "Bob"), user(1003, "Carol"));
    let options = vec![
        opt("opponent", 6, json!("1002")),
        opt("size", 3, json!("4x4")),
        choice(&commands, "challenge", "opening", "any"),
        choice(&commands, "challenge", "colour", "black"),
    ];
    let challenge = fake
        .interact(slash(
            fake,
            CHANNEL,
            &alice,
            "challenge",
            options,
            std::slice::from_ref(&bob),
        ))
        .await;
    assert!(
        challenge.content().contains("<@1002>"),
        "{}",
        challenge.content()
    );
    let (accept_id, _) = component(&challenge, "konane:accept:");
    let game = game_of(&accept_id);

    let refused = fake
        .interact(click(fake, CHANNEL, &carol, &accept_id, &[]))
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content().contains("only they can accept"),
        "{}",
        refused.content()
    );

    let mut board = fake
        .interact(click(fake, CHANNEL, &bob, &accept_id, &[]))
        .await;
    assert!(!board.is_ephemeral());
    let mut moves = 0;
    while !board.content().contains("Game over") {
        assert_picture_matches(&bot, &board, game).await;
        let view = bot.service.game(game).await.expect("game");
        let mover = if view.player_to_move().map(|u| u.0) == Some(1001) {
            &alice
        } else {
            &bob
        };
        let (menu, choices) = component(&board, "konane:move:");
        board = fake
            .interact(click(fake, CHANNEL, mover, &menu, &[&choices[0]]))
            .await;
        assert!(!board.is_ephemeral(), "{}", board.content());
        moves += 1;
        assert!(moves < 40, "a 4x4 game ends");
    }
    assert_picture_matches(&bot, &board, game).await;
    assert!(
        board.content().contains('→'),
        "rating changes shown: {}",
        board.content()
    );
    component(&board, "konane:rematch:");

    let table = fake
        .interact(slash(fake, CHANNEL, &alice, "leaderboard", vec![], &[]))
        .await;
    let text = table.content();
    assert!(
        text.contains("<@1001>") && text.contains("<@1002>"),
        "{text}"
    );
    assert!(text.contains("1662") && text.contains("1338"), "{text}");
    bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_private_and_say_what_to_do() {
    let bot = start().await;
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let (alice, bob) = (user(2001, "Alice"), user(2002, "Bob"));
    let no_game = fake
        .interact(slash(fake, 7, &alice, "board", vec![], &[]))
        .await;
    assert!(no_game.is_ephemeral());
    assert!(
        no_game.content().contains("no game in this channel"),
        "{}",
        no_game.content()
    );
    let to_self = fake
        .interact(slash(
            fake,
            7,
            &alice,
            "challenge",
            vec![opt("opponent", 6, json!("2001"))],
            std::slice::from_ref(&alice),
        ))
        .await;
    assert!(
        to_self.is_ephemeral() && to_self.content().contains("challenge yourself"),
        "{}",
        to_self.content()
    );
    let options = vec![
        opt("opponent", 6, json!("2002")),
        choice(&commands, "challenge", "colour", "black"),
    ];
    let challenge = fake
        .interact(slash(
            fake,
            7,
            &alice,
            "challenge",
            options,
            std::slice::from_ref(&bob),
        ))
        .await;
    let (accept_id, _) = component(&challenge, "konane:accept:");
    fake.interact(click(fake, 7, &bob, &accept_id, &[])).await;
    let not_yours = fake
        .interact(slash(
            fake,
            7,
            &bob,
            "move",
            vec![opt("move", 3, json!("e5"))],
            &[],
        ))
        .await;
    assert!(
        not_yours.is_ephemeral() && not_yours.content().contains("not your turn"),
        "{}",
        not_yours.content()
    );
    let illegal = fake
        .interact(slash(
            fake,
            7,
            &alice,
            "move",
            vec![opt("move", 3, json!("c6"))],
            &[],
        ))
        .await;
    assert!(illegal.is_ephemeral(), "{}", illegal.content());
    assert!(
        illegal.content().contains("centre or a corner"),
        "{}",
        illegal.content()
    );
    // Autocomplete: the player to move gets their moves; the other player none.
    let suggested = fake.interact(autocomplete(fake, 7, &alice, "d")).await;
    let names: Vec<&str> = suggested.payload["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert_eq!(names, ["d5"]);
    let none = fake.interact(autocomplete(fake, 7, &bob, "")).await;
    assert_eq!(
        none.payload["data"]["choices"].as_array().map(Vec::len),
        Some(0)
    );
    let played = fake
        .interact(slash(
            fake,
            7,
            &alice,
            "move",
            vec![opt("move", 3, json!("D5"))],
            &[],
        ))
        .await;
    assert!(
        !played.is_ephemeral() && played.content().contains("`d5`"),
        "{}",
        played.content()
    );
    bot.shards.shutdown_all().await;
    let _ = &bot.url;
}
