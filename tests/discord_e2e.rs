//! The real serenity/poise bot against a fake Discord on 127.0.0.1.

mod fake_discord;
mod support;

use std::sync::Arc;
use std::time::Duration;

use fake_discord::{FakeDiscord, GUILD_ID, Sent, autocomplete, click, opt, slash, user};
use konane_bot::discord::{BotConfig, build_client};
use konane_bot::game::{AnalysisBudget, GameId, Service, ServiceConfig, SystemClock};
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
        ai: konane_bot::ai::AiPoolConfig {
            table_bytes: 8 << 20,
            think_time: Duration::from_millis(300),
            ..Default::default()
        },
        service: ServiceConfig {
            // Node limits, not time: a loaded machine proves the same positions.
            analysis: AnalysisBudget {
                total_time: Duration::from_secs(3600),
                nodes_per_position: ANALYSIS_NODES,
            },
            ..ServiceConfig::default()
        },
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

/// The bot under test proves each position of an analysis within this many nodes.
const ANALYSIS_NODES: u64 = 300_000;

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
            "analyze",
            "board",
            "cancel",
            "challenge",
            "decline",
            "hint",
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
    // Other bots can't play; only this one can.
    let other_bot = json!({"id": "3001", "username": "robot", "discriminator": "0",
                           "global_name": "Robot", "avatar": null, "bot": true});
    let options = vec![opt("opponent", 6, other_bot["id"].clone())];
    let vs_bot = fake
        .interact(slash(fake, 7, &alice, "challenge", options, &[other_bot]))
        .await;
    assert!(vs_bot.is_ephemeral(), "{}", vs_bot.content());
    assert!(
        vs_bot.content().contains("challenge a person"),
        "{}",
        vs_bot.content()
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
    let no_hint = fake
        .interact(slash(fake, 7, &alice, "hint", vec![], &[]))
        .await;
    assert!(
        no_hint.is_ephemeral() && no_hint.content().contains("no hints in a rated game"),
        "{}",
        no_hint.content()
    );
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

/// Alice (black) against Bob in `channel`, accepted; returns the first board message.
async fn begin(bot: &Bot, channel: u64, alice: &Value, bob: &Value) -> (GameId, Sent) {
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let options = vec![
        opt("opponent", 6, bob["id"].clone()),
        choice(&commands, "challenge", "colour", "black"),
    ];
    let challenge = fake
        .interact(slash(
            fake,
            channel,
            alice,
            "challenge",
            options,
            std::slice::from_ref(bob),
        ))
        .await;
    let (accept_id, _) = component(&challenge, "konane:accept:");
    let board = fake
        .interact(click(fake, channel, bob, &accept_id, &[]))
        .await;
    (game_of(&accept_id), board)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_simultaneous_moves_apply_exactly_one() {
    let bot = start().await;
    let fake = &bot.fake;
    let (alice, bob) = (user(3001, "Alice"), user(3002, "Bob"));
    let (game, board) = begin(&bot, 8, &alice, &bob).await;
    let (menu, choices) = component(&board, "konane:move:");
    // Two clicks on the same menu (two devices), and a slash command, at once.
    let first = click(fake, 8, &alice, &menu, &[&choices[0]]);
    let second = click(fake, 8, &alice, &menu, &[&choices[1]]);
    let third = slash(
        fake,
        8,
        &alice,
        "move",
        vec![opt("move", 3, json!(choices[2]))],
        &[],
    );
    for i in [&first, &second, &third] {
        fake.send(i).await;
    }
    let mut applied = 0;
    for i in [&first, &second, &third] {
        let reply = fake.reply_to(i, "callback").await;
        if reply.is_ephemeral() {
            let text = reply.content();
            assert!(
                text.contains("position changed") || text.contains("not your turn"),
                "{text}"
            );
        } else {
            applied += 1;
            assert_picture_matches(&bot, &reply, game).await;
        }
    }
    assert_eq!(applied, 1);
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 1);
    bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_menu_on_an_old_message_works_after_a_restart() {
    let mut bot = start().await;
    let (alice, bob) = (user(4001, "Alice"), user(4002, "Bob"));
    let (game, board) = begin(&bot, 9, &alice, &bob).await;
    let (menu, choices) = component(&board, "konane:move:");
    let played = bot
        .fake
        .interact(click(&bot.fake, 9, &alice, &menu, &[&choices[0]]))
        .await;
    let (next_menu, next_choices) = component(&played, "konane:move:");
    // Restart the bot on the same database.
    bot.shards.shutdown_all().await;
    bot.shards = launch(&bot.fake, &bot.url).await;
    bot.fake.wait_sessions(2).await;
    let fake = &bot.fake;
    // The stale menu (made for ply 0) is refused; the newest one works.
    let stale = fake
        .interact(click(fake, 9, &alice, &menu, &[&choices[1]]))
        .await;
    assert!(
        stale.is_ephemeral() && stale.content().contains("position changed"),
        "{}",
        stale.content()
    );
    let after = fake
        .interact(click(fake, 9, &bob, &next_menu, &[&next_choices[0]]))
        .await;
    assert!(!after.is_ephemeral(), "{}", after.content());
    assert_picture_matches(&bot, &after, game).await;
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 2);
    bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_resignations_and_deadlines() {
    let bot = start().await;
    let fake = &bot.fake;
    let (alice, bob) = (user(5001, "Alice"), user(5002, "Bob"));
    let (game, _) = begin(&bot, 10, &alice, &bob).await;
    let played = fake
        .interact(slash(
            fake,
            10,
            &alice,
            "move",
            vec![opt("move", 3, json!("d5"))],
            &[],
        ))
        .await;
    // The board's Resign button asks first, privately; the slash command resigns at once.
    let (resign_button, _) = component(&played, "konane:resign:");
    let confirm = fake
        .interact(click(fake, 10, &bob, &resign_button, &[]))
        .await;
    assert!(
        confirm.is_ephemeral() && confirm.content().contains("Resign this game?"),
        "{}",
        confirm.content()
    );
    component(&confirm, "konane:resign-confirm:");
    let resign = fake
        .interact(slash(fake, 10, &bob, "resign", vec![], &[]))
        .await;
    assert!(
        resign.content().contains("resigned"),
        "{}",
        resign.content()
    );
    component(&resign, "konane:rematch:");
    let again = fake
        .interact(slash(
            fake,
            10,
            &bob,
            "move",
            vec![opt("move", 3, json!("e5"))],
            &[],
        ))
        .await;
    assert!(
        again.is_ephemeral() && again.content().contains("no game in this channel"),
        "{}",
        again.content()
    );
    // The replay: deferred, then a GIF and the record as files.
    let ask = slash(
        fake,
        10,
        &alice,
        "replay",
        vec![opt("game", 4, json!(game.0))],
        &[],
    );
    fake.send(&ask).await;
    let replay = fake.reply_to(&ask, "followup").await;
    let names: Vec<&str> = replay.files.iter().map(|(n, _)| n.as_str()).collect();
    assert!(
        names.iter().any(|n| n.ends_with(".gif")) && names.iter().any(|n| n.ends_with(".txt")),
        "{names:?}"
    );
    let record = replay
        .files
        .iter()
        .find(|(n, _)| n.ends_with(".txt"))
        .map(|(_, b)| String::from_utf8_lossy(b).to_string());
    let record = konane_bot::engine::Record::parse(&record.unwrap()).expect("the record parses");
    assert_eq!(record.game.moves().len(), 1);
    // A running game whose turn time has passed: the scheduler posts the forfeit.
    let (late, _) = begin(&bot, 11, &alice, &bob).await;
    sqlx::query("UPDATE games SET turn_deadline = 1 WHERE id = $1")
        .bind(late.0)
        .execute(bot.service.store().writer())
        .await
        .unwrap();
    let posted = fake.channel_message(11, 0).await;
    assert!(
        posted.content().contains("ran out of time"),
        "{}",
        posted.content()
    );
    assert_picture_matches(&bot, &posted, late).await;
    bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_runs_from_its_environment_and_stops_on_sigterm() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("bin.db").display());
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_PROXY_URL", &fake.base)
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("DATABASE_URL", &url)
        .env("RUST_LOG", "warn")
        .kill_on_drop(true)
        .spawn()
        .expect("the bot starts");
    fake.registered_commands().await;
    let rules = fake
        .interact(slash(&fake, 12, &user(6001, "Alice"), "rules", vec![], &[]))
        .await;
    assert!(rules.content().contains("Kōnane"), "{}", rules.content());
    let pid = child.id().expect("running").to_string();
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let status = tokio::time::timeout(Duration::from_secs(15), child.wait())
        .await
        .expect("the bot stops within 15 s")
        .expect("exit status");
    assert!(status.success(), "{status:?}");
}

/// The bot's profile, as Discord resolves it in a user option.
fn the_bot() -> Value {
    json!({"id": fake_discord::BOT_ID.to_string(), "username": "konane", "discriminator": "0",
           "global_name": "Kōnane", "avatar": null, "bot": true})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_plays_its_own_games_and_reviews_them() {
    let bot = start().await;
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let alice = user(4001, "Alice");
    let channel = 11;
    // Alice takes White, so the bot opens; the reply is deferred while it thinks.
    let options = vec![
        opt("opponent", 6, the_bot()["id"].clone()),
        opt("size", 3, json!("6x6")),
        choice(&commands, "challenge", "colour", "white"),
        opt("level", 4, json!(2)),
    ];
    let challenge = slash(fake, channel, &alice, "challenge", options, &[the_bot()]);
    let deferred = fake.interact(challenge.clone()).await;
    assert_eq!(deferred.kind, "callback");
    assert_eq!(
        deferred.payload["type"], 5,
        "a deferred reply while thinking"
    );
    let mut board = fake.reply_to(&challenge, "followup").await;
    assert!(
        board.content().contains("level 2") && board.content().contains("I played `"),
        "{}",
        board.content()
    );
    let (menu, _) = component(&board, "konane:move:");
    let game = game_of(&menu);
    let view = bot.service.game(game).await.expect("game");
    assert_eq!(view.ply(), 1, "the bot made its opening removal");
    assert!(!view.rated, "games against the bot are unrated");
    assert_picture_matches(&bot, &board, game).await;

    // Every move of Alice's is answered at once, in the same reply.
    let mut turns = 0;
    while !board.content().contains("Game over") {
        let before = bot.service.game(game).await.expect("game").ply();
        let (menu, choices) = component(&board, "konane:move:");
        let pick = click(fake, channel, &alice, &menu, &[&choices[0]]);
        let first = fake.interact(pick.clone()).await;
        board = if first.kind == "callback" && first.payload["type"] == 5 {
            fake.reply_to(&pick, "followup").await
        } else {
            // The game ended with Alice's move: nothing to think about.
            first
        };
        let view = bot.service.game(game).await.expect("game");
        assert!(
            view.ply() == before + 2 || view.game.is_over(),
            "{}",
            board.content()
        );
        assert_picture_matches(&bot, &board, game).await;
        turns += 1;
        assert!(turns < 30, "a 6x6 game ends");
    }

    // After the game: a private hint for the last move, and an analysis.
    let hint = slash(fake, channel, &alice, "hint", vec![], &[]);
    let ack = fake.interact(hint.clone()).await;
    assert!(ack.is_ephemeral(), "hints are private");
    let hint = fake.reply_to(&hint, "followup").await;
    assert!(hint.content().contains("Hint for"), "{}", hint.content());
    assert!(hint.png().is_some(), "the hint shows the board");
    let analysis = slash(fake, channel, &alice, "analyze", vec![], &[]);
    fake.interact(analysis.clone()).await;
    let analysis = fake.reply_to(&analysis, "followup").await;
    let text = analysis.content();
    assert!(
        text.contains(&format!("Analysis of game #{game}"))
            && text.contains("prove every position"),
        "{text}"
    );
    // The bot's list matches the exact analysis over the stretch it proved
    // within its node budget.
    let proved_from = text
        .split("from move ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse::<usize>().ok())
        .map_or(0, |n| n - 1);
    let view = bot.service.game(game).await.expect("game");
    let mut brain = konane_bot::ai::Brain::with_bytes(64 << 20);
    let report = konane_bot::ai::analyze(
        &view.game,
        &mut brain,
        konane_bot::ai::Limits::NONE,
        &konane_bot::ai::Stop::new(),
    );
    let in_range: Vec<_> = report
        .blunders
        .iter()
        .filter(|b| b.ply >= proved_from)
        .collect();
    for b in &in_range {
        assert!(text.contains(&format!("Move {}:", b.ply + 1)), "{text}");
    }
    if in_range.is_empty() {
        assert!(text.contains("No move"), "{text}");
    }

    // A turn the bot owes with nobody waiting on a reply (as after a restart
    // mid-thought) is played by the scheduler and posted in the channel.
    let other_process = Service::new(
        Store::open(&bot.url).await.expect("store"),
        Arc::new(SystemClock),
        ServiceConfig {
            bot_user: Some(konane_bot::game::UserId(fake_discord::BOT_ID)),
            ..ServiceConfig::default()
        },
    );
    let place = konane_bot::game::Place {
        guild: konane_bot::game::GuildId(GUILD_ID),
        channel: konane_bot::game::ChannelId(12),
    };
    let options = konane_bot::game::ChallengeOptions {
        size: Some("6x6".parse().unwrap()),
        colour: konane_bot::game::ColourChoice::White,
        ai_level: konane_bot::game::Level::new(1),
        ..Default::default()
    };
    let owed = other_process
        .challenge(
            place,
            konane_bot::game::UserId(4001),
            konane_bot::game::UserId(fake_discord::BOT_ID),
            options,
        )
        .await
        .expect("AI game");
    let posted = fake.channel_message(12, 0).await;
    assert!(
        posted.content().contains("I played `"),
        "{}",
        posted.content()
    );
    assert_eq!(bot.service.game(owed.id).await.expect("game").ply(), 1);
    assert_picture_matches(&bot, &posted, owed.id).await;
    bot.shards.shutdown_all().await;
}

/// What the service recorded of a scripted scenario, in terms both front
/// ends share (colours, not user ids, which each front end makes its own way).
#[derive(Debug, PartialEq)]
struct Recorded {
    turn_limit: Duration,
    default_variant: konane_bot::engine::Variant,
    moves: Vec<String>,
    outcome: Option<konane_bot::engine::Outcome>,
    /// (colour, rating before, rating after), Black first.
    rating_changes: Vec<(konane_bot::engine::Color, f64, f64)>,
    /// The rematch: its status, and the colour its challenger asked for.
    rematch: (konane_bot::game::GameStatus, konane_bot::game::ColourChoice),
}

async fn recorded(service: &Service, guild: konane_bot::game::GuildId) -> Recorded {
    let settings = service.settings(guild).await.expect("settings");
    let game = service.game(GameId(1)).await.expect("the game");
    let mut rating_changes: Vec<_> = service
        .rating_changes(game.id)
        .await
        .expect("rating changes")
        .into_iter()
        .map(|c| (game.colour_of(c.user).expect("a player"), c.before, c.after))
        .collect();
    rating_changes.sort_by_key(|c| c.0);
    let rematch = service.game(GameId(2)).await.expect("the rematch");
    assert_eq!(
        (rematch.challenger, rematch.opponent),
        (game.white.expect("white"), game.black.expect("black")),
        "the rematch is White's challenge to Black"
    );
    Recorded {
        turn_limit: settings.turn_limit,
        default_variant: settings.default_variant,
        moves: service
            .moves(game.id)
            .await
            .expect("moves")
            .into_iter()
            .map(|m| m.notation)
            .collect(),
        outcome: game.game.outcome(),
        rating_changes,
        rematch: (rematch.status, rematch.colour_choice),
    }
}

/// One scenario through `konane-bot play` and through the bot: settings
/// changed one part at a time (the rest kept), a rated game played to the
/// end, then a rematch asked and declined. The service must record the same.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_terminal_and_discord_record_the_same_scenario() {
    use konane_bot::engine::{Game, JumpRule, Opening, Size, Variant};

    let variant = Variant::new(
        Size::new(6, 6).unwrap(),
        Opening::CentreOrCorner,
        JumpRule::Turning,
    )
    .unwrap();
    let mut game = Game::new(variant);
    while !game.is_over() {
        let first = game.legal_moves()[0];
        game.play(first).unwrap();
    }
    let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();

    // The terminal: kai is Black, lani White.
    let dir = tempfile::tempdir().expect("temp dir");
    let terminal_db = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
    let mut script = String::from(
        "as kai\nsettings variant turning\nsettings variant 6x6\nsettings turn-limit 24h\n\
         challenge lani colour black\nas lani\naccept\n",
    );
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { "kai" } else { "lani" };
        script.push_str(&format!("as {who}\nmove {m}\n"));
    }
    script.push_str("as lani\nrematch\nas kai\ndecline\nquit\n");
    let out = support::terminal::play(&terminal_db, &dir.path().join("board.png"), &script);
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{printed}");
    assert!(!printed.contains("error:"), "{printed}");

    // Discord: Alice is Black, Bob White.
    let bot = start().await;
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let (alice, bob) = (user(9001, "Alice"), user(9002, "Bob"));
    let channel = 91;
    for options in [
        vec![choice(&commands, "settings", "jumps", "turning")],
        vec![opt("size", 3, json!("6x6"))],
        vec![opt("turn_limit", 3, json!("24h"))],
    ] {
        let answer = fake
            .interact(slash(fake, channel, &alice, "settings", options, &[]))
            .await;
        assert!(
            answer.content().contains("Turn limit"),
            "{}",
            answer.content()
        );
    }
    let (_, mut board) = begin(&bot, channel, &alice, &bob).await;
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { &alice } else { &bob };
        board = fake
            .interact(slash(
                fake,
                channel,
                who,
                "move",
                vec![opt("move", 3, json!(m))],
                &[],
            ))
            .await;
        assert!(!board.is_ephemeral(), "{m}: {}", board.content());
    }
    let (rematch, _) = component(&board, "konane:rematch:");
    let asked = fake
        .interact(click(fake, channel, &bob, &rematch, &[]))
        .await;
    let (decline, _) = component(&asked, "konane:decline:");
    fake.interact(click(fake, channel, &alice, &decline, &[]))
        .await;

    let terminal = Service::new(
        Store::open(&terminal_db).await.expect("terminal store"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    let from_terminal = recorded(&terminal, konane_bot::game::GuildId(0)).await;
    let from_discord = recorded(&bot.service, konane_bot::game::GuildId(GUILD_ID)).await;
    assert_eq!(from_terminal, from_discord);
    assert_eq!(from_discord.moves, moves);
    assert_eq!(from_discord.default_variant, variant);
    assert_eq!(from_discord.turn_limit, Duration::from_secs(24 * 3600));
    assert_eq!(from_discord.rating_changes.len(), 2);
    bot.shards.shutdown_all().await;
}
