//! The bot in every language it ships. Run once, on SQLite: the database is
//! not what these test.

use konane_bot::i18n::{Lang, Locales};
use konane_bot::values::{ChannelId, GameId, GuildId, Place, UserId};

use super::*;

/// Every command, subcommand and option the bot registers carries a name
/// and a description in every locale, the ones the locale files give, and
/// Discord's checks of the localisation maps (locales, name rules, lengths)
/// pass.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_registration_carries_every_locale() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let locales = Locales::load().expect("the built-in locales");
    let translations: Vec<&str> = locales.translations().collect();
    assert_eq!(translations.len(), 6);
    // Commands, subcommands and options alike, with their locale-file keys.
    let mut pending: Vec<(String, &Value)> = commands
        .as_array()
        .expect("a list of commands")
        .iter()
        .map(|c| (String::new(), c))
        .collect();
    let mut checked = 0;
    while let Some((parent_key, item)) = pending.pop() {
        let name = item["name"].as_str().expect("a name");
        // Discord's option types 1 and 2 are subcommands and groups.
        let is_command = parent_key.is_empty() || matches!(item["type"].as_u64(), Some(1 | 2));
        let key = match (parent_key.is_empty(), is_command) {
            (true, _) => name.to_string(),
            (false, true) => format!("{parent_key}-{name}"),
            (false, false) => parent_key.clone(),
        };
        let (name_attribute, description_attribute) = if is_command {
            (None, "description".to_string())
        } else {
            (Some(name), format!("{name}-description"))
        };
        for locale in &translations {
            let expected_name = locales.exact(locale, &key, name_attribute, None);
            let expected_description =
                locales.exact(locale, &key, Some(&description_attribute), None);
            assert_eq!(
                item["name_localizations"][locale].as_str(),
                expected_name.as_deref(),
                "{key} {name} in {locale}"
            );
            assert_eq!(
                item["description_localizations"][locale].as_str(),
                expected_description.as_deref(),
                "{key} {name} in {locale}"
            );
            assert!(
                expected_name.is_some(),
                "{key} {name} has a name in {locale}"
            );
        }
        checked += 1;
        for option in item["options"].as_array().into_iter().flatten() {
            pending.push((key.clone(), option));
        }
    }
    assert!(checked > 50, "only {checked} commands and options");
    // A choice in German, and the English the code uses, unchanged.
    let opening = &commands[0]["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .find(|c| c["name"] == "challenge")
        .expect("challenge")["options"];
    let opening = opening
        .as_array()
        .expect("options")
        .iter()
        .find(|o| o["name"] == "opening")
        .expect("the opening option");
    assert_eq!(opening["name_localizations"]["de"], "eröffnung");
    assert_eq!(opening["choices"][0]["name"], "centre-or-corner");
    assert_eq!(
        opening["choices"][0]["name_localizations"]["de"],
        "mitte-oder-ecke"
    );
    assert!(fake.failures().is_empty(), "{:?}", fake.failures());
    bot.stop().await;
}

/// `interaction` as a member whose Discord client is in `locale` sends it,
/// in a server whose locale is `server`.
fn speaking(mut interaction: Value, locale: &str, server: &str) -> Value {
    interaction["locale"] = json!(locale);
    interaction["guild_locale"] = json!(server);
    interaction
}

/// The same game played by a member whose Discord is in German and one whose
/// is in Japanese, in a French server: what only one of them sees (a refusal,
/// a private menu) is in their own language; boards, challenges and results,
/// which the channel sees, follow the server; `settings language:` changes
/// that; and a direct message follows its recipient's language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_member_is_answered_in_their_language_and_the_channel_in_the_servers() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let (channel, server) = (91, "fr");
    let (kai, aiko) = (user(9101, "Kai"), user(9102, "Aiko"));
    let german = |i| speaking(i, "de", server);
    let japanese = |i| speaking(i, "ja", server);

    // Aiko wants her turn notices by DM; her client is in Japanese.
    let on = choice(&commands, "notify", "dm", "on");
    fake.interact(japanese(slash(
        fake,
        channel,
        &aiko,
        "notify",
        vec![on],
        &[],
    )))
    .await;

    let black = choice(&commands, "challenge", "colour", "black");
    let challenge = vec![opt("opponent", 6, aiko["id"].clone()), black];
    let asked = fake
        .interact(german(slash(
            fake,
            channel,
            &kai,
            "challenge",
            challenge,
            std::slice::from_ref(&aiko),
        )))
        .await;
    assert!(!asked.is_ephemeral());
    assert!(
        asked.content().contains("vous défie"),
        "{}",
        asked.content()
    );
    let accept = component(&asked, "konane:accept:").0;
    let labels = button_labels(&asked);
    assert!(labels.contains(&"Accepter".to_string()), "{labels:?}");

    let board = fake
        .interact(japanese(click(fake, channel, &aiko, &accept, &[])))
        .await;
    assert!(board.content().contains("a accepté"), "{}", board.content());
    assert!(board.content().contains("au tour de") || board.content().contains("Au tour de"));
    let alt = board.alt_text("board.png").expect("the board has alt text");
    assert!(alt.starts_with("Plateau de Kōnane, 8x8."), "{alt}");
    assert!(button_labels(&board).contains(&"Abandonner".to_string()));

    // Aiko moves out of turn: only she sees the refusal, in Japanese.
    let refused = fake
        .interact(japanese(slash(
            fake,
            channel,
            &aiko,
            "move",
            vec![opt("move", 3, json!("e4"))],
            &[],
        )))
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content().starts_with("あなたの手番ではありません"),
        "{}",
        refused.content()
    );
    // Kai's mistake, likewise, in German.
    let refused = fake
        .interact(german(slash(
            fake,
            channel,
            &kai,
            "move",
            vec![opt("move", 3, json!("hello"))],
            &[],
        )))
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content().starts_with("ungültiger Zug „hello“"),
        "{}",
        refused.content()
    );

    // Kai's move: the channel reads it in French; Aiko's DM is in Japanese.
    let played = fake
        .interact(german(slash(
            fake,
            channel,
            &kai,
            "move",
            vec![opt("move", 3, json!("d5"))],
            &[],
        )))
        .await;
    assert!(!played.is_ephemeral());
    assert!(
        played.content().contains("a joué `d5`"),
        "{}",
        played.content()
    );
    let dm = fake.dm(9102, 0).await;
    assert!(
        dm.content().starts_with("Kōnaneの対局 #"),
        "{}",
        dm.content()
    );

    // An admin (Portuguese) makes Japanese the server's public language.
    fake.set_permissions(9103, fake_discord::MEMBER | fake_discord::MANAGE_GUILD);
    let admin = user(9103, "Admin");
    let japanese_choice = choice(&commands, "konane-settings", "language", "日本語");
    let set = fake
        .interact(speaking(
            slash(
                fake,
                channel,
                &admin,
                "konane-settings",
                vec![japanese_choice],
                &[],
            ),
            "pt-BR",
            server,
        ))
        .await;
    assert!(set.is_ephemeral());
    assert!(
        set.content().contains("mensagens públicas em: **日本語**"),
        "{}",
        set.content()
    );
    let moves = legal_moves(&bot, board_game(&board)).await;
    let next = fake
        .interact(japanese(slash(
            fake,
            channel,
            &aiko,
            "move",
            vec![opt("move", 3, json!(moves[0]))],
            &[],
        )))
        .await;
    assert!(
        next.content()
            .contains(&format!("が`{}`を指しました", moves[0])),
        "{}",
        next.content()
    );
    // Back to the server's own locale.
    let server_choice = choice(
        &commands,
        "konane-settings",
        "language",
        "the server's language",
    );
    let set = fake
        .interact(german(slash(
            fake,
            channel,
            &admin,
            "konane-settings",
            vec![server_choice],
            &[],
        )))
        .await;
    assert!(
        set.content()
            .contains("öffentliche Nachrichten auf: **die Sprache des Servers**"),
        "{}",
        set.content()
    );
    let shown = fake
        .interact(german(slash(fake, channel, &kai, "board", vec![], &[])))
        .await;
    assert!(
        shown.content().starts_with("Dernier coup"),
        "{}",
        shown.content()
    );
    assert!(fake.failures().is_empty(), "{:?}", fake.failures());
    bot.stop().await;
}

/// The labels of a message's buttons.
fn button_labels(sent: &Sent) -> Vec<String> {
    sent.message()["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .filter_map(|c| c["label"].as_str().map(str::to_string))
        .collect()
}

/// The game a board's controls belong to.
fn board_game(board: &Sent) -> GameId {
    game_of(&component(board, "konane:resign:").0)
}

/// A finished game's replay is drawn once per language: a server in German
/// gets German captions, not the English picture an English server asked
/// for first, and each is kept for its own language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_is_kept_per_language() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9131, "Alice"), user(9132, "Bob"));
    let channel = 93;
    let (game, _) = begin(&bot, channel, &alice, &bob).await;
    let place = Place::channel(GuildId(GUILD_ID), ChannelId(channel));
    bot.service
        .resign(place, UserId(9132))
        .await
        .expect("Bob resigns");
    let replay_in = |server: &str| {
        speaking(
            slash(
                fake,
                channel,
                &alice,
                "replay",
                vec![opt("game", 4, json!(game.0))],
                &[],
            ),
            "en-US",
            server,
        )
    };
    let mut drawn = Vec::new();
    for server in ["en-US", "de"] {
        let ask = replay_in(server);
        fake.send(&ask).await;
        // Deferred: each language's picture is drawn, none is found kept.
        drawn.push(gif_of(&fake.reply_to(&ask, "followup").await));
    }
    assert_ne!(drawn[0], drawn[1], "the German replay has German captions");
    let view = bot.service.game(game).await.expect("game");
    for (code, gif) in [("en-US", &drawn[0]), ("de", &drawn[1])] {
        let lang = Lang::shipped(code).expect("shipped");
        let kept = bot.service.stored_replay(&view, lang).await.expect("read");
        assert_eq!(kept.as_ref(), Some(gif), "{code}");
    }
    // Asked again in German: the kept German picture, at once.
    let again = fake.interact(replay_in("de")).await;
    assert_eq!(again.kind, "callback");
    assert_eq!(&gif_of(&again), &drawn[1]);
    bot.stop().await;
}
