//! The page inside a stand-in for Discord's client that speaks the Embedded
//! App SDK's own postMessage RPC (the handshake, READY, each command
//! answered by nonce), not the SDK's mock: sign-in by AUTHORIZE and
//! AUTHENTICATE, who is here, presence by SET_ACTIVITY as the game goes, a
//! move, and the presence cleared when the page goes.

use super::activity::start_with_activity;
use super::browser::Browser;
use super::*;

/// The `args` of every command `cmd` the client was sent, in order.
fn sent(rpc: &Value, cmd: &str) -> Vec<Value> {
    rpc.as_array()
        .into_iter()
        .flatten()
        .filter(|c| c["cmd"] == cmd)
        .map(|c| c["args"].clone())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_speaks_the_sdks_own_protocol_with_discords_client() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let Some(mut browser) = Browser::start(&format!("http://{addr}")).await else {
        return;
    };
    let fake = &bot.fake;
    let channel = 74;
    let (alice, bob) = (user(7401, "Alice"), user(7402, "Bob"));
    let (game, _) = begin(&bot, channel, &alice, &bob).await;
    fake.open_activity("i-74", channel, Some(GUILD_ID), &[&alice, &bob]);
    let code = fake.sign_in_code(&alice, "en-US");
    let opened = browser
        .say(&format!("discord alice {code} i-74 {channel} {GUILD_ID}"))
        .await;
    assert_eq!(opened, "ply 0");
    browser.say("click alice").await;
    assert_eq!(bot.service.game(game).await.expect("game").ply(), 1);
    browser.say("ply alice 1").await;

    let rpc: Value = serde_json::from_str(&browser.say("rpc alice").await).expect("JSON");
    let authorize = sent(&rpc, "AUTHORIZE");
    assert_eq!(authorize.len(), 1, "{rpc}");
    let scopes = authorize[0]["scope"].to_string();
    assert!(
        scopes.contains("identify") && scopes.contains("rpc.activities.write"),
        "{scopes}"
    );
    assert_eq!(sent(&rpc, "AUTHENTICATE").len(), 1, "{rpc}");
    assert!(!sent(&rpc, "GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS").is_empty());
    let presence: Vec<String> = sent(&rpc, "SET_ACTIVITY")
        .iter()
        .map(|a| a["activity"]["details"].as_str().unwrap_or("-").to_owned())
        .collect();
    assert_eq!(
        presence,
        ["Your move against Bob", "Playing against Bob"],
        "{rpc}"
    );
    // The page goes: its presence is cleared.
    browser.say("leave alice").await;
    let rpc: Value = serde_json::from_str(&browser.say("rpc alice").await).expect("JSON");
    let last = sent(&rpc, "SET_ACTIVITY")
        .last()
        .cloned()
        .unwrap_or_default();
    assert!(last["activity"].is_null(), "{rpc}");
    browser.quit().await;
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}
