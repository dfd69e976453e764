//! Every option of `/konane-settings`, through Discord: each changes what
//! the service stores and is echoed in the reply. On SQLite only: the
//! service tests cover how both databases store settings.

use konane_bot::engine::{JumpRule, Opening};
use konane_bot::values::{ChannelId, GuildId};

use super::*;

const ADMIN: u64 = 8301;

/// `/konane-settings` with `options` by a member with Manage Server; the reply.
async fn set(bot: &Bot, options: Vec<Value>) -> String {
    let fake = &bot.fake;
    let mut ask = slash(
        fake,
        83,
        &user(ADMIN, "Admin"),
        "konane-settings",
        options,
        &[],
    );
    // Channel options arrive resolved, as Discord sends them.
    let channels: serde_json::Map<String, Value> = ask["data"]["options"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|o| o["type"] == 7)
        .filter_map(|o| o["value"].as_str())
        .map(|id| {
            (
                id.to_string(),
                json!({"id": id, "type": 0, "name": "games", "permissions": "0"}),
            )
        })
        .collect();
    ask["data"]["resolved"]["channels"] = Value::Object(channels);
    let reply = fake.interact(ask).await;
    assert!(reply.is_ephemeral(), "{}", reply.content());
    reply.content()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_setting_changes_the_server_through_discord() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    fake.set_permissions(ADMIN, fake_discord::MEMBER | fake_discord::MANAGE_GUILD);
    let commands = fake.registered_commands().await;
    let guild = GuildId(GUILD_ID);
    let stored = || async { bot.service.settings(guild).await.expect("settings") };

    let said = set(&bot, vec![opt("turn_limit", 3, json!("36h"))]).await;
    assert!(said.contains("Turn limit: **1d 12h**"), "{said}");
    assert_eq!(stored().await.turn_limit, Duration::from_secs(36 * 3600));

    let said = set(
        &bot,
        vec![
            opt("size", 3, json!("10x10")),
            choice(&commands, "konane-settings", "opening", "any"),
            choice(&commands, "konane-settings", "jumps", "turning"),
        ],
    )
    .await;
    let variant = stored().await.default_variant;
    assert_eq!(variant.size.to_string(), "10x10");
    assert_eq!(
        (variant.opening, variant.jumps),
        (Opening::Any, JumpRule::Turning)
    );
    assert!(said.contains("10x10"), "{said}");

    let said = set(&bot, vec![opt("threads", 5, json!(true))]).await;
    assert!(said.contains("each game gets **a thread**"), "{said}");
    assert!(stored().await.threads);
    let said = set(&bot, vec![opt("threads", 5, json!(false))]).await;
    assert!(said.contains("games play **in the channel**"), "{said}");
    assert!(!stored().await.threads);

    let said = set(&bot, vec![opt("rated", 5, json!(false))]).await;
    assert!(said.contains("challenges are **casual**"), "{said}");
    assert!(!stored().await.rated);
    let said = set(&bot, vec![opt("rated", 5, json!(true))]).await;
    assert!(said.contains("challenges are **rated**"), "{said}");
    assert!(stored().await.rated);

    let said = set(&bot, vec![opt("allow_channel", 7, json!("8401"))]).await;
    assert!(said.contains("games allowed in <#8401>"), "{said}");
    assert_eq!(stored().await.allowed_channels, [ChannelId(8401)]);
    set(&bot, vec![opt("allow_channel", 7, json!("8402"))]).await;
    let said = set(&bot, vec![opt("disallow_channel", 7, json!("8401"))]).await;
    assert!(said.contains("games allowed in <#8402>"), "{said}");
    assert_eq!(stored().await.allowed_channels, [ChannelId(8402)]);
    let said = set(&bot, vec![opt("disallow_channel", 7, json!("8402"))]).await;
    assert!(said.contains("games allowed in every channel"), "{said}");
    assert!(stored().await.allowed_channels.is_empty());

    let said = set(
        &bot,
        vec![
            opt("max_challenges", 4, json!(2)),
            opt("max_games", 4, json!(5)),
            opt("rechallenge_wait", 3, json!("10m")),
        ],
    )
    .await;
    assert!(
        said.contains("each member may have 2 open challenges and 5 running games")
            && said.contains("10m before challenging again"),
        "{said}"
    );
    let limits = stored().await.limits;
    assert_eq!(
        (
            limits.open_challenges,
            limits.running_games,
            limits.rechallenge_cooldown
        ),
        (2, 5, Duration::from_secs(600))
    );

    // A typo changes nothing, and says what was wrong.
    let before = stored().await;
    let said = set(
        &bot,
        vec![
            opt("turn_limit", 3, json!("soon")),
            opt("max_games", 4, json!(7)),
        ],
    )
    .await;
    assert!(!said.contains("Turn limit:"), "{said}");
    assert!(said.starts_with("'soon' is not a duration"), "{said}");
    assert_eq!(stored().await, before);
    bot.stop().await;
}
