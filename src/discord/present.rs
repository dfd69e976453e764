//! Service results as Discord replies, shared by slash commands and by button
//! and menu clicks: each function calls one service method and presents what
//! it returns; a refusal goes back to the caller as the service's error
//! (rendered in `refusal`).

use super::board::{Names, board_reply, challenge_board};
use super::context::{Caller, Data};
use super::controls::game_components;
use super::reply::{Reply, mention};
use super::send::Answering;
use crate::engine::{Color, EndReason, Move};
use crate::game::{
    Actions, BotAnswer, BotReply, GameEnd, GameView, MoveOutcome, Service, ServiceError,
    TakebackStep,
};
use crate::i18n::Lang;
use crate::values::{GameId, GameRef, UserId};

/// Remembered display names of a game's players, or their colours when
/// none is remembered (or the names can't be read just now, which is logged).
pub(crate) async fn names_for(service: &Service, view: &GameView, lang: Lang) -> Names {
    let users: Vec<UserId> = [view.black, view.white].into_iter().flatten().collect();
    let known = match service.names(view.place.guild, &users).await {
        Ok(known) => known,
        Err(e) => {
            tracing::warn!(game = %view.id, error = %e, "reading player names failed");
            Default::default()
        }
    };
    let pick = |u: Option<UserId>, fallback: &str| {
        u.and_then(|u| known.get(&u).cloned())
            .unwrap_or_else(|| fallback.into())
    };
    // Only the player to move is told how to move: nobody else needs the lookup.
    let to_move: Vec<UserId> = view.player_to_move().into_iter().collect();
    let newcomers = match service.newcomers(view.place.guild, &to_move).await {
        Ok(newcomers) => newcomers,
        Err(e) => {
            tracing::warn!(game = %view.id, error = %e, "finding first-time players failed");
            Vec::new()
        }
    };
    Names {
        black: pick(view.black, &lang.player(Color::Black)),
        white: pick(view.white, &lang.player(Color::White)),
        newcomers,
        offered: offered_on_board(service, view).await,
        shown_at: service.now(),
    }
}

/// What the service offers on `view`'s board; nothing (logged) if it can't
/// be read now: a control missing for a moment, never one refused.
pub(crate) async fn offered_on_board(service: &Service, view: &GameView) -> Actions {
    match service.actions_on_board(view).await {
        Ok(offered) => offered,
        Err(e) => {
            tracing::warn!(game = %view.id, error = %e, "reading what a board offers failed");
            Actions::NONE
        }
    }
}

pub(crate) async fn accept_reply(
    data: &Data,
    caller: Caller,
    game: GameRef,
) -> Result<Reply, ServiceError> {
    let Caller { user, langs, .. } = caller;
    let view = data.service.accept(game, user).await?;
    Ok(accepted_board(data, &view, user, langs.public).await)
}

/// The first board of a game whose challenge `by` accepted.
pub(crate) async fn accepted_board(data: &Data, view: &GameView, by: UserId, lang: Lang) -> Reply {
    let names = names_for(&data.service, view, lang).await;
    let headline = lang.format(
        "accepted",
        &[
            ("player", mention(by).into()),
            ("black", view.black.map(mention).unwrap_or_default().into()),
            ("white", view.white.map(mention).unwrap_or_default().into()),
        ],
    );
    board_reply(&data.renderer, view, &names, headline, None, lang)
}

pub(crate) async fn decline_reply(
    data: &Data,
    caller: Caller,
    game: GameRef,
) -> Result<Reply, ServiceError> {
    let Caller { user, langs, .. } = caller;
    let view = data.service.decline(game, user).await?;
    Ok(declined_notice(&view, user, langs.public))
}

/// The notice that `by` declined challenge `view`.
pub(crate) fn declined_notice(view: &GameView, by: UserId, lang: Lang) -> Reply {
    Reply::public(lang.format(
        "declined",
        &[
            ("player", mention(by).into()),
            ("challenger", mention(view.challenger).into()),
        ],
    ))
}

pub(crate) async fn resign_reply(
    data: &Data,
    caller: Caller,
    game: GameRef,
) -> Result<Reply, ServiceError> {
    let Caller { user, langs, .. } = caller;
    let (view, end) = data.service.resign(game, user).await?;
    Ok(resigned_reply(data, &view, &end, langs.public).await)
}

/// The final board after a resignation, headed by who resigned.
pub(crate) async fn resigned_reply(
    data: &Data,
    view: &GameView,
    end: &GameEnd,
    lang: Lang,
) -> Reply {
    let names = names_for(&data.service, view, lang).await;
    let headline = lang.format("resigned", &[("player", mention(end.loser).into())]);
    board_reply(&data.renderer, view, &names, headline, Some(end), lang)
}

/// A takeback asked for (`answer` `None`), or answered: the board after
/// it, under what happened. Against the bot it is taken back at once.
pub(crate) async fn takeback_reply(
    data: &Data,
    caller: Caller,
    game: GameRef,
    answer: Option<bool>,
) -> Result<Reply, ServiceError> {
    let Caller { user, langs, .. } = caller;
    let (view, step) = data.service.takeback(game, user, answer).await?;
    Ok(takeback_shown(data, &view, user, step, langs.public).await)
}

/// A new challenge between the same players, colours swapped.
pub(crate) async fn rematch_reply(
    data: &Data,
    caller: Caller,
    game: GameId,
    answering: Answering<'_>,
) -> Result<Reply, ServiceError> {
    let Caller { user, place, .. } = caller;
    let view = data.service.rematch(place, user, Some(game)).await?;
    // The bot moving first: its answer takes a moment to think.
    if data.service.bot_answer(&view).is_some() {
        answering.deferral.defer().await;
    }
    Ok(rematch_shown(data, &view, answering.langs.public).await)
}

/// Rematch `view` announced: against the bot, its first board.
pub(crate) async fn rematch_shown(data: &Data, view: &GameView, lang: Lang) -> Reply {
    if view.is_ai_game() {
        let headline = lang.text("rematch-begins");
        return ai_game_board(data, view, headline, lang).await;
    }
    Reply {
        content: lang.format(
            "rematch-asked",
            &[
                (
                    "opponent",
                    view.opponent.map(mention).unwrap_or_default().into(),
                ),
                ("player", mention(view.challenger).into()),
            ],
        ),
        components: game_components(view, offered_on_board(&data.service, view).await, lang).0,
        pings: view.opponent.into_iter().collect(),
        live: Some(challenge_board(view, lang)),
        ..Reply::default()
    }
}

/// "<@1> played `d5-f5` capturing 1 stone.", or with no `player`, the bot's
/// "I played …".
fn played(player: Option<UserId>, played: Move, captured: usize, lang: Lang) -> String {
    let id = match (player, captured) {
        (Some(_), 0) => "played",
        (Some(_), _) => "played-capturing",
        (None, 0) => "bot-played",
        (None, _) => "bot-played-capturing",
    };
    lang.format(
        id,
        &[
            ("player", player.map(mention).unwrap_or_default().into()),
            ("move", played.to_string().into()),
            ("count", captured.into()),
        ],
    )
}

/// The reply to a move: if the bot plays next, it thinks (the interaction
/// deferred meanwhile) and the reply shows both moves.
pub(crate) async fn move_and_answer(
    data: &Data,
    human: MoveOutcome,
    answering: Answering<'_>,
) -> Reply {
    if human.bot_answer.is_some() {
        answering.deferral.defer().await;
    }
    moved_reply(data, human, answering.langs.public).await
}

/// The board after a move; if the bot plays next, after its answer too.
pub(crate) async fn moved_reply(data: &Data, human: MoveOutcome, lang: Lang) -> Reply {
    let Some(answer) = human.bot_answer.clone() else {
        return move_reply(data, &human, lang).await;
    };
    let headline = played(Some(human.mover), human.played, human.captured, lang);
    bot_turn_reply(data, &human.view, answer, headline, lang).await
}

/// The board after the bot's `answer` to `view`, under `headline`; if it
/// could not move, says so and shows `view`.
async fn bot_turn_reply(
    data: &Data,
    view: &GameView,
    answer: BotAnswer,
    headline: String,
    lang: Lang,
) -> Reply {
    let reply = answer.reply().await;
    if let BotReply::Played(bot) = &reply {
        return bot_move_reply(data, bot, headline, lang).await;
    }
    let names = names_for(&data.service, view, lang).await;
    let mut shown = board_reply(&data.renderer, view, &names, headline, None, lang);
    if matches!(reply, BotReply::Failed) {
        shown.content.push('\n');
        shown.content.push_str(&lang.text("bot-cannot-think"));
    }
    shown
}

/// The board after the bot's move `bot`, under `headline`.
pub(crate) async fn bot_move_reply(
    data: &Data,
    bot: &MoveOutcome,
    headline: String,
    lang: Lang,
) -> Reply {
    let names = names_for(&data.service, &bot.view, lang).await;
    let headline = format!(
        "{headline} {}",
        played(None, bot.played, bot.captured, lang)
    );
    let end = bot.end.as_ref();
    board_reply(&data.renderer, &bot.view, &names, headline, end, lang)
}

/// The board after a player's move.
async fn move_reply(data: &Data, outcome: &MoveOutcome, lang: Lang) -> Reply {
    let names = names_for(&data.service, &outcome.view, lang).await;
    let headline = played(Some(outcome.mover), outcome.played, outcome.captured, lang);
    let end = outcome.end.as_ref();
    board_reply(&data.renderer, &outcome.view, &names, headline, end, lang)
}

/// The first board of a game against the bot, after the bot's opening move if it plays Black.
pub(crate) async fn ai_game_start_reply(
    data: &Data,
    view: &GameView,
    headline: String,
    answering: Answering<'_>,
) -> Reply {
    if data.service.bot_answer(view).is_some() {
        answering.deferral.defer().await;
    }
    ai_game_board(data, view, headline, answering.langs.public).await
}

/// The final board of a game that ended without a move (a time forfeit, a
/// withdrawal, an adjudication), headed by how it ended.
pub(crate) async fn end_without_move_reply(
    data: &Data,
    view: &GameView,
    end: &GameEnd,
    lang: Lang,
) -> Reply {
    let names = names_for(&data.service, view, lang).await;
    let headline = match end.outcome.reason {
        EndReason::Resignation => lang.format(
            "forfeit-by-withdrawal",
            &[("player", mention(end.loser).into())],
        ),
        EndReason::Adjudication => lang.text("adjudicated-at-deadline"),
        _ => lang.format("ran-out-of-time", &[("player", mention(end.loser).into())]),
    };
    board_reply(&data.renderer, view, &names, headline, Some(end), lang)
}

/// The first board of a game against the bot, after the bot's first move
/// if it plays first.
pub(crate) async fn ai_game_board(
    data: &Data,
    view: &GameView,
    headline: String,
    lang: Lang,
) -> Reply {
    if let Some(answer) = data.service.bot_answer(view) {
        return bot_turn_reply(data, view, answer, headline, lang).await;
    }
    let names = names_for(&data.service, view, lang).await;
    board_reply(&data.renderer, view, &names, headline, None, lang)
}

/// The board after a takeback's `step` by `by`, under what happened.
pub(crate) async fn takeback_shown(
    data: &Data,
    view: &GameView,
    by: UserId,
    step: TakebackStep,
    lang: Lang,
) -> Reply {
    let id = match step {
        TakebackStep::Asked => "takeback-asked",
        TakebackStep::TakenBack => "takeback-taken",
        TakebackStep::Accepted => "takeback-accepted",
        TakebackStep::Declined => "takeback-declined",
    };
    let names = names_for(&data.service, view, lang).await;
    let opponent = [view.black, view.white]
        .into_iter()
        .flatten()
        .find(|&p| p != by)
        .unwrap_or(by);
    let headline = lang.format(
        id,
        &[
            ("player", mention(by).into()),
            ("opponent", mention(opponent).into()),
        ],
    );
    board_reply(&data.renderer, view, &names, headline, None, lang)
}
