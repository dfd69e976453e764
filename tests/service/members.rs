// A server's settings and limits, and what it remembers of its members.

#[tokio::test]
async fn server_settings_shape_new_games() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    assert_eq!(
        s.settings(GUILD).await.unwrap().turn_limit,
        Duration::from_secs(72 * 3600)
    );
    assert!(matches!(
        s.set_turn_limit(GUILD, Duration::from_secs(60)).await,
        Err(ServiceError::InvalidSetting(_))
    ));
    let six = Variant::new(
        Size::new(6, 6).unwrap(),
        Opening::Centre,
        konane_bot::engine::JumpRule::Turning,
    )
    .unwrap();
    s.update_default_variant(
        GUILD,
        VariantUpdate {
            size: Some(six.size),
            opening: Some(six.opening),
            jumps: Some(six.jumps),
        },
    )
    .await
    .unwrap();
    let view = s
        .challenge(place(1), ALICE, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    assert_eq!(view.game.variant(), six);
    s.allow_channel(GUILD, ChannelId(2)).await.unwrap();
    assert!(matches!(
        s.challenge(place(3), ALICE, Some(CAROL), ChallengeOptions::default())
            .await,
        Err(ServiceError::ChannelNotAllowed)
    ));
    s.challenge(place(2), ALICE, Some(CAROL), ChallengeOptions::default())
        .await
        .unwrap();
    s.disallow_channel(GUILD, ChannelId(2)).await.unwrap();
    s.challenge(place(3), CAROL, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    let bad = ChallengeOptions {
        size: Some(Size::new(5, 7).unwrap()),
        opening: Some(Opening::Centre),
        ..Default::default()
    };
    assert!(matches!(
        s.challenge(place(4), ALICE, Some(BOB), bad).await,
        Err(ServiceError::InvalidVariant(_))
    ));
}

/// `/konane-settings` with several options is one change: all of it, or,
/// when any value is out of range, none of it.
#[tokio::test]
async fn a_settings_change_is_all_or_nothing() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let before = s.settings(GUILD).await.unwrap();
    let mixed = SettingsChange {
        turn_limit: Some(Duration::from_secs(3600)),
        variant: VariantUpdate {
            size: Some(Size::new(6, 6).unwrap()),
            ..VariantUpdate::default()
        },
        threads: Some(false),
        rated: Some(false),
        allow_channel: Some(ChannelId(5)),
        limits: LimitsUpdate {
            running_games: Some(0),
            ..LimitsUpdate::default()
        },
        ..SettingsChange::default()
    };
    let refused = s.change_settings(GUILD, mixed).await;
    assert!(
        matches!(
            &refused,
            Err(ServiceError::InvalidSetting(SettingProblem::Count {
                what: CountSetting::RunningGames,
                given: 0
            }))
        ),
        "{refused:?}"
    );
    assert_eq!(s.settings(GUILD).await.unwrap(), before);

    let fine = SettingsChange {
        limits: LimitsUpdate {
            running_games: Some(4),
            ..LimitsUpdate::default()
        },
        ..mixed
    };
    let after = s.change_settings(GUILD, fine).await.unwrap();
    assert_eq!(after.turn_limit, Duration::from_secs(3600));
    assert_eq!(after.default_variant.size, Size::new(6, 6).unwrap());
    assert_eq!((after.threads, after.rated), (false, false));
    assert_eq!(after.allowed_channels, vec![ChannelId(5)]);
    assert_eq!(after.limits.running_games, 4);
    assert_eq!(s.settings(GUILD).await.unwrap(), after, "as stored");
}

#[tokio::test]
async fn challenging_the_bot_starts_an_unrated_ai_game() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let options = ChallengeOptions {
        ai_level: Level::new(2),
        ..small(ColourChoice::White)
    };
    let view = s
        .challenge(place(30), ALICE, Some(BOT), options)
        .await
        .unwrap();
    assert_eq!(view.status, GameStatus::Active);
    assert_eq!(
        (view.black, view.white, view.ai_level, view.rated),
        (Some(BOT), Some(ALICE), Level::new(2), false)
    );
    assert_eq!(view.player_to_move(), Some(BOT));
    assert_eq!(view.turn_deadline, None, "the bot has no clock");
    // The service answers for the bot at once, with no front end asking.
    let after = bot_played(s.bot_answer(&view)).await;
    assert_eq!((after.mover, after.view.ply()), (BOT, 1));
    assert!(after.bot_answer.is_none());
    assert!(after.view.turn_deadline.is_some(), "the human's clock runs");
    let mut last = after;
    while last.end.is_none() {
        last = match last.bot_answer.take() {
            Some(answer) => bot_played(Some(answer)).await,
            None => {
                let human = last.view.game.legal_moves()[0];
                let reply = s.play(place(30), ALICE, &human.to_string()).await.unwrap();
                assert!(reply.end.is_some() || reply.bot_answer.is_some());
                reply
            }
        };
    }
    assert!(last.end.unwrap().rating_changes.is_empty());
    assert!(s.leaderboard(GUILD, 1).await.unwrap().entries.is_empty());
}

#[tokio::test]
async fn names_are_remembered_per_server_for_front_ends() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let other = GuildId(78);
    s.remember_name(GUILD, ALICE, "Alice", None).await.unwrap();
    s.remember_name(GUILD, BOT, "Kōnane Bot", None).await.unwrap();
    s.remember_name(other, ALICE, "Ali the Jumper", None)
        .await
        .unwrap();
    let names = s.names(GUILD, &[ALICE, BOB, BOT]).await.unwrap();
    assert_eq!(names.get(&ALICE).map(String::as_str), Some("Alice"));
    assert_eq!(names.get(&BOT).map(String::as_str), Some("Kōnane Bot"));
    assert!(!names.contains_key(&BOB));
    // Nicknames differ between servers; each server sees its own.
    let there = s.names(other, &[ALICE]).await.unwrap();
    assert_eq!(
        there.get(&ALICE).map(String::as_str),
        Some("Ali the Jumper")
    );
    assert_eq!(s.user_named(GUILD, "alice").await.unwrap(), Some(ALICE));
    assert_eq!(s.user_named(other, "alice").await.unwrap(), None);
    assert_eq!(
        s.user_named(other, "ALI THE JUMPER").await.unwrap(),
        Some(ALICE)
    );
}

/// Every interaction remembers its caller's name; an unchanged one must not
/// queue behind another process's write lock (item 9 of the hardening issue).
#[tokio::test]
async fn an_unchanged_name_is_not_written_again() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.remember_name(GUILD, ALICE, "Alice", None).await.unwrap();
    let mut other = hold_write_lock(&e.db.url).await;
    // The service's busy timeout is 10 s: a write would wait that long.
    tokio::time::timeout(
        Duration::from_secs(5),
        s.remember_name(GUILD, ALICE, "Alice", None),
    )
    .await
    .expect("an unchanged name returns at once, lock or not")
    .unwrap();
    sqlx::Executor::execute(&mut other, "ROLLBACK").await.unwrap();
    s.remember_name(GUILD, ALICE, "Alicia", None).await.unwrap();
    let names = s.names(GUILD, &[ALICE]).await.unwrap();
    assert_eq!(names.get(&ALICE).map(String::as_str), Some("Alicia"));
}

/// A member's locale, seen with an interaction, is kept for the direct
/// messages no interaction prompts; a server's chosen language wins over its
/// locale, and going back to the locale forgets the choice.
#[tokio::test]
async fn members_and_servers_keep_their_languages() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let lang = |code| Lang::shipped(code).expect("a shipped locale");
    s.remember_name(GUILD, ALICE, "Alice", Some("de")).await.unwrap();
    s.remember_name(GUILD, BOB, "Bob", Some("es-419")).await.unwrap();
    // Named by someone else (an opponent picked in a command): the locale stays.
    s.remember_name(GUILD, ALICE, "Alice", None).await.unwrap();
    s.remember_name(GUILD, CAROL, "Carol", None).await.unwrap();
    let seen = s.member_languages(GUILD, &[ALICE, BOB, CAROL]).await.unwrap();
    assert_eq!(seen[&ALICE], lang("de"));
    assert_eq!(seen[&BOB], lang("es-ES"));
    assert_eq!(seen[&CAROL], Lang::SOURCE);
    // The locale follows the member's client.
    s.remember_name(GUILD, ALICE, "Alice", Some("ja")).await.unwrap();
    assert_eq!(s.member_languages(GUILD, &[ALICE]).await.unwrap()[&ALICE], lang("ja"));

    assert_eq!(s.public_language(GUILD, None).await.unwrap(), Lang::SOURCE);
    assert_eq!(s.public_language(GUILD, Some("fr")).await.unwrap(), lang("fr"));
    // Remembered for messages no interaction prompts.
    assert_eq!(s.public_language(GUILD, None).await.unwrap(), lang("fr"));
    let chosen = SettingsChange {
        language: Some(Some(lang("pt-BR"))),
        ..SettingsChange::default()
    };
    assert_eq!(s.change_settings(GUILD, chosen).await.unwrap().language, Some(lang("pt-BR")));
    assert_eq!(s.public_language(GUILD, Some("fr")).await.unwrap(), lang("pt-BR"));
    let back = SettingsChange {
        language: Some(None),
        ..SettingsChange::default()
    };
    assert_eq!(s.change_settings(GUILD, back).await.unwrap().language, None);
    assert_eq!(s.public_language(GUILD, None).await.unwrap(), lang("fr"));
}

#[tokio::test]
async fn open_challenges_per_member_are_limited() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    // Three is the default: open challenges and named ones count alike.
    s.challenge(place(1), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
        .unwrap();
    s.challenge(place(2), ALICE, None, small(ColourChoice::Black))
        .await
        .unwrap();
    s.challenge(place(3), ALICE, Some(CAROL), small(ColourChoice::Black))
        .await
        .unwrap();
    let refused = s
        .challenge(place(4), ALICE, None, small(ColourChoice::Black))
        .await;
    assert!(
        matches!(refused, Err(ServiceError::TooManyChallenges(3))),
        "{refused:?}"
    );
    // Others are not held back by Alice's challenges.
    s.challenge(place(4), BOB, None, small(ColourChoice::Black))
        .await
        .unwrap();
    // The bot's games start at once, so they are never an open challenge.
    s.challenge(place(5), ALICE, Some(BOT), small(ColourChoice::Black))
        .await
        .unwrap();

    // An admin raises the limit; out-of-range values change nothing.
    let bad = s
        .update_limits(
            GUILD,
            LimitsUpdate {
                open_challenges: Some(0),
                running_games: Some(50),
                ..LimitsUpdate::default()
            },
        )
        .await;
    assert!(
        matches!(bad, Err(ServiceError::InvalidSetting(_))),
        "{bad:?}"
    );
    assert_eq!(s.settings(GUILD).await.unwrap().limits, Limits::DEFAULT);
    let raised = s
        .update_limits(
            GUILD,
            LimitsUpdate {
                open_challenges: Some(4),
                ..LimitsUpdate::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(raised.limits.open_challenges, 4);
    assert_eq!(raised.limits.running_games, Limits::DEFAULT.running_games);
    s.challenge(place(6), ALICE, None, small(ColourChoice::Black))
        .await
        .unwrap();
    assert!(matches!(
        s.challenge(place(7), ALICE, None, small(ColourChoice::Black))
            .await,
        Err(ServiceError::TooManyChallenges(4))
    ));
    // Expired challenges stop counting at once, before the scheduler closes them.
    e.clock.advance(Duration::from_secs(25 * 3600));
    s.challenge(place(7), ALICE, None, small(ColourChoice::Black))
        .await
        .unwrap();
}

#[tokio::test]
async fn running_games_per_member_are_limited() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.update_limits(
        GUILD,
        LimitsUpdate {
            running_games: Some(2),
            ..LimitsUpdate::default()
        },
    )
    .await
    .unwrap();
    start_game(s, 1, small(ColourChoice::Black)).await;
    s.challenge(place(2), ALICE, Some(BOT), small(ColourChoice::Black))
        .await
        .unwrap();
    // The bot's game counts: Alice plays two now.
    let refused = s
        .challenge(place(3), ALICE, Some(CAROL), small(ColourChoice::Black))
        .await;
    assert!(
        matches!(refused, Err(ServiceError::TooManyGames(2))),
        "{refused:?}"
    );
    // Nobody can start a third game with her, by challenge or by accepting hers.
    let refused = s
        .challenge(place(3), CAROL, Some(ALICE), small(ColourChoice::Black))
        .await;
    assert!(
        matches!(refused, Err(ServiceError::OpponentTooBusy(ALICE, 2))),
        "{refused:?}"
    );
    assert!(
        refused
            .unwrap_err()
            .message(Lang::SOURCE, |_| "Alice".into())
            .contains("Alice is already playing 2 games")
    );
    s.challenge(place(3), CAROL, None, small(ColourChoice::Black))
        .await
        .unwrap();
    let refused = s.accept(place(3), ALICE).await;
    assert!(
        matches!(refused, Err(ServiceError::TooManyGames(2))),
        "{refused:?}"
    );
    // Once a game ends, there is room again.
    s.resign(place(1), BOB).await.unwrap();
    s.accept(place(3), ALICE).await.unwrap();
}
