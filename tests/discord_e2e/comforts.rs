//! Correspondence comforts through Discord: vacations, takebacks,
//! following games, records out, and a member's own data, shown and erased.

use konane_bot::store::columns_holding;
use konane_bot::values::{ChannelId, GameStatus, GuildId, Place, UserId};

use super::*;

/// `who` presses button `id` in `channel`: the answer.
pub(super) async fn press(fake: &FakeDiscord, channel: u64, who: &Value, id: &str) -> Sent {
    answered(
        fake,
        fake.interact(click(fake, channel, who, id, &[])).await,
    )
    .await
}

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
    let other = press(fake, 871, &lani, &erase).await;
    assert!(
        other.content().contains("someone else's request"),
        "{}",
        other.content()
    );
    let erased = press(fake, 871, &kai, &erase).await;
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

/// Kai takes a vacation with a game running: his turn's deadline passes
/// while he is away and nothing happens; when it ends, Lani is told in the
/// game's channel, and Kai's clock has the time it had left.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_across_a_deadline_stops_the_clock() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (kai, lani) = (user(8711, "Kai"), user(8712, "Lani"));
    let (game, _) = begin(&bot, 873, &kai, &lani).await;
    let deadline = bot
        .service
        .game(game)
        .await
        .expect("game")
        .turn_deadline
        .expect("a deadline");
    let vacation = |options: Vec<Value>| slash(fake, 873, &kai, "vacation", options, &[]);
    let started = answered(
        fake,
        fake.interact(vacation(vec![opt("days", 4, json!(5))]))
            .await,
    )
    .await;
    assert!(started.is_ephemeral(), "{}", started.content());
    assert!(
        started.content().contains("on vacation until")
            && started.content().contains("left this year: 9 of 14"),
        "{}",
        started.content()
    );
    // Four days on: past the 72-hour deadline, and the scheduler looks twice.
    bot.clock.advance(Duration::from_secs(4 * 86_400));
    bot.clock.read_again(8).await;
    let view = bot.service.game(game).await.expect("game");
    assert_eq!(view.status, GameStatus::Active, "no forfeit while away");
    assert!(fake.channel_messages().is_empty(), "no reminder either");
    // Two more days: the vacation is over, and Lani hears of it.
    bot.clock.advance(Duration::from_secs(2 * 86_400));
    let told = fake.channel_message(873, 0).await;
    assert!(
        told.content().contains("is back from vacation") && told.content().contains("<@8712>"),
        "{}",
        told.content()
    );
    let extended = bot
        .service
        .game(game)
        .await
        .expect("game")
        .turn_deadline
        .expect("a deadline");
    assert_eq!(
        extended.since(deadline),
        Duration::from_secs(5 * 86_400),
        "the vacation's five days"
    );
    let status = answered(fake, fake.interact(vacation(vec![])).await).await;
    assert!(
        status.content().contains("not on vacation")
            && status.content().contains("left this year: 9 of 14"),
        "{}",
        status.content()
    );
    bot.stop().await;
}

/// A casual game: Kai's takeback is declined with the buttons, then Lani's
/// accepted with `/konane takeback`, each answer a new live board; then an accept racing a move on the menu: one
/// of them is applied, the other refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takebacks_are_declined_accepted_and_race_a_move_once() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (kai, lani) = (user(8721, "Kai"), user(8722, "Lani"));
    let commands = fake.registered_commands().await;
    let colour = choice(&commands, "challenge", "colour", "black");
    let casual = opt("rated", 5, json!(false));
    let (game, asked) = challenge(&bot, 874, &kai, &lani, vec![colour, casual]).await;
    let (accept, _) = component(&asked, "konane:accept:");
    let board = fake.interact(click(fake, 874, &lani, &accept, &[])).await;
    assert!(
        !board
            .components()
            .iter()
            .any(|(id, _)| id.starts_with("konane:takeback:")),
        "nothing to take back before a move"
    );
    // Plays the first move of the menu on `board` as `who`; the new board.
    let play = |board: &Sent, who: &Value| {
        let (menu, choices) = component(board, "konane:move:");
        click(fake, 874, who, &menu, &[&choices[0]])
    };
    let after_kai = answered(fake, fake.interact(play(&board, &kai)).await).await;
    let (takeback, _) = component(&after_kai, "konane:takeback:");
    // Only Kai, who just moved, may ask.
    let refused = fake.interact(click(fake, 874, &lani, &takeback, &[])).await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("no move of yours"),
        "{}",
        refused.content()
    );
    let asking = press(fake, 874, &kai, &takeback).await;
    assert!(
        asking.content().contains("asks to take back") && asking.content().contains("<@8722>"),
        "{}",
        asking.content()
    );
    let (decline, _) = component(&asking, "konane:takeback-no:");
    let declined = press(fake, 874, &lani, &decline).await;
    assert!(
        declined.content().contains("declined the takeback"),
        "{}",
        declined.content()
    );
    assert!(
        !declined
            .components()
            .iter()
            .any(|(id, _)| id.starts_with("konane:takeback")),
        "one request per move: {:?}",
        declined.components()
    );
    assert_eq!(bot.service.game(game).await.expect("game").ply(), 1);
    // Lani moves and asks with `/konane takeback`; Kai accepts with
    // `answer:accept`: the board is as before her move.
    let after_lani = answered(fake, fake.interact(play(&declined, &lani)).await).await;
    // Her board offers the button; the command is the other way in.
    component(&after_lani, "konane:takeback:");
    let takeback_command = |who: &Value, answer: &str| {
        let options = match answer {
            "" => vec![],
            word => vec![choice(&commands, "takeback", "answer", word)],
        };
        slash(fake, 874, who, "takeback", options, &[])
    };
    let early = fake.interact(takeback_command(&kai, "accept")).await;
    assert!(
        early.is_ephemeral() && early.content().contains("No takeback"),
        "{}",
        early.content()
    );
    let asking = answered(fake, fake.interact(takeback_command(&lani, "")).await).await;
    assert!(
        asking.content().contains("asks to take back") && !asking.is_ephemeral(),
        "{}",
        asking.content()
    );
    let accepted = answered(fake, fake.interact(takeback_command(&kai, "accept")).await).await;
    assert!(
        accepted.content().contains("accepted"),
        "{}",
        accepted.content()
    );
    assert_eq!(bot.service.game(game).await.expect("game").ply(), 1);
    assert_picture_matches(&bot, &accepted, game).await;
    // Lani moves again, asks again; Kai's accept races his own move.
    let again = answered(fake, fake.interact(play(&accepted, &lani)).await).await;
    let (takeback, _) = component(&again, "konane:takeback:");
    let asking = press(fake, 874, &lani, &takeback).await;
    let (yes, _) = component(&asking, "konane:takeback-yes:");
    let accept_click = click(fake, 874, &kai, &yes, &[]);
    let move_click = play(&asking, &kai);
    fake.send(&accept_click).await;
    fake.send(&move_click).await;
    let mut applied = 0;
    for i in [&accept_click, &move_click] {
        let reply = fake.reply_to(i, "callback").await;
        if !reply.is_ephemeral() {
            applied += 1;
        }
    }
    assert_eq!(applied, 1, "exactly one of the two");
    let ply = bot.service.game(game).await.expect("game").ply();
    assert!(
        ply == 1 || ply == 3,
        "taken back to 1 or moved on to 3, not {ply}"
    );
    bot.stop().await;
}
