//! Correspondence comforts through Discord: a member's own data, shown and
//! erased.

use konane_bot::game::{ChannelId, GameStatus, GuildId, Place, UserId};
use konane_bot::store::columns_holding;

use super::*;

/// Eighteen digits, as Discord's ids have: no timestamp or other id holds them.
const KAI: u64 = 391_234_567_890_123_457;

/// `/konane privacy` shows a member what the bot stores about them;
/// `delete:True` asks first, and only their own click erases it: their
/// running game aborted, their name "deleted player" in their opponent's
/// history, their opponent's rating as it was, and no column of any table
/// holding their id.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_sees_and_erases_what_the_bot_stores() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (kai, lani, mele) = (user(KAI, "Kai"), user(8702, "Lani"), user(8703, "Mele"));
    // A rated game Lani resigns after a few moves, and a game still running.
    let (finished, _) = begin(&bot, 871, &kai, &lani).await;
    let at = Place::channel(GuildId(GUILD_ID), ChannelId(871));
    for _ in 0..4 {
        let view = bot.service.game(finished).await.expect("game");
        let (player, m) = (
            view.player_to_move().expect("a turn"),
            view.game.legal_moves()[0],
        );
        bot.service
            .play(at, player, &m.to_string())
            .await
            .expect("a move");
    }
    fake.interact(slash(fake, 871, &lani, "resign", vec![], &[]))
        .await;
    let lani_rating = bot
        .service
        .stats(GuildId(GUILD_ID), UserId(8702))
        .await
        .expect("stats")
        .rating;
    assert!(lani_rating.is_some(), "the game was rated");
    let (running, _) = begin(&bot, 872, &kai, &mele).await;
    let listing = slash(
        fake,
        871,
        &kai,
        "profile",
        vec![opt("listed", 5, json!(true))],
        &[],
    );
    answered(fake, fake.interact(listing).await).await;

    let privacy = |who: &Value, options: Vec<Value>| slash(fake, 871, who, "privacy", options, &[]);
    let shown = answered(fake, fake.interact(privacy(&kai, vec![])).await).await;
    assert!(shown.is_ephemeral());
    for stored in [
        "**This server**",
        "your name “Kai”",
        "2 games",
        "rating",
        "global ladder as “Kai”",
    ] {
        assert!(
            shown.content().contains(stored),
            "{stored}: {}",
            shown.content()
        );
    }
    assert!(shown.components().is_empty(), "showing erases nothing");
    let asked = answered(
        fake,
        fake.interact(privacy(&kai, vec![opt("delete", 5, json!(true))]))
            .await,
    )
    .await;
    assert!(
        asked.is_ephemeral() && asked.content().contains("can't be undone"),
        "{}",
        asked.content()
    );
    let (erase, _) = component(&asked, "konane:erase:");
    // The button is Kai's alone.
    let other = answered(
        fake,
        fake.interact(click(fake, 871, &lani, &erase, &[])).await,
    )
    .await;
    assert!(
        other.content().contains("someone else's request"),
        "{}",
        other.content()
    );
    let erased = answered(
        fake,
        fake.interact(click(fake, 871, &kai, &erase, &[])).await,
    )
    .await;
    assert!(erased.is_ephemeral(), "{}", erased.content());
    assert!(
        erased.content().contains("1 running game was aborted"),
        "{}",
        erased.content()
    );

    let left = columns_holding(bot.service.store(), KAI.cast_signed())
        .await
        .expect("checked");
    assert!(left.is_empty(), "{left:?}");
    assert_eq!(
        bot.service.game(running).await.expect("game").status,
        GameStatus::Aborted
    );
    assert_eq!(
        bot.service.game(finished).await.expect("game").status,
        GameStatus::Finished
    );
    let after = bot
        .service
        .stats(GuildId(GUILD_ID), UserId(8702))
        .await
        .expect("stats");
    assert_eq!(
        after.rating, lani_rating,
        "nobody else's rating is recomputed"
    );
    let history = fake
        .interact(slash(fake, 871, &lani, "history", vec![], &[]))
        .await;
    let history = answered(fake, history).await;
    assert!(
        history.content().contains("deleted player")
            && !history.content().contains(&KAI.to_string()),
        "{}",
        history.content()
    );
    bot.stop().await;
}
