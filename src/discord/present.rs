//! Service results as Discord replies, shared by slash commands and by button
//! and menu clicks: each function calls one service method and presents what
//! it returns. Refusals are private; failures on our side are logged and
//! answered with one generic message.

use super::reply::{Names, board_reply, challenge_board, challenge_components, mention};
use super::{Data, Deferral, Reply};
use crate::game::{
    GameId, GameView, INTERNAL_ERROR_MESSAGE, MoveOutcome, Place, Service, ServiceError, UserId,
};

/// A refusal as a private reply, players shown as mentions; internal failures are logged, not shown.
pub(crate) fn service_error(e: ServiceError) -> Reply {
    if !e.is_user_error() {
        tracing::error!(error = %format!("{e:#}"), source = ?std::error::Error::source(&e), "service failure");
    }
    Reply::private(e.message(mention))
}

/// A refusal after a public deferral, which fixed the answer as public.
pub(crate) fn public_error(e: ServiceError) -> Reply {
    let private = service_error(e);
    Reply::public(private.content)
}

/// A database failure met while presenting: logged, and a private answer
/// that says no more than the failure's kind (unreachable, or ours).
pub(crate) fn internal_error(e: &ServiceError) -> Reply {
    tracing::error!(error = %format!("{e:#}"), "service failure");
    match e {
        ServiceError::Unavailable(_) => Reply::private(e.to_string()),
        _ => Reply::private(INTERNAL_ERROR_MESSAGE),
    }
}

/// Remembered display names of a game's players, or their colours when
/// none is remembered (or the names can't be read just now, which is logged).
pub(crate) async fn names_for(service: &Service, view: &GameView) -> Names {
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
        black: pick(view.black, "Black"),
        white: pick(view.white, "White"),
        newcomers,
    }
}

pub(crate) async fn accept_reply(data: &Data, place: Place, user: UserId) -> Reply {
    match data.service.accept(place, user).await {
        Ok(view) => {
            let names = names_for(&data.service, &view).await;
            let headline = format!(
                "{} accepted: {} plays black, {} plays white.",
                mention(user),
                view.black.map(mention).unwrap_or_default(),
                view.white.map(mention).unwrap_or_default()
            );
            board_reply(&data.renderer, &view, &names, headline, None)
        }
        Err(e) => service_error(e),
    }
}

pub(crate) async fn decline_reply(data: &Data, place: Place, user: UserId) -> Reply {
    match data.service.decline(place, user).await {
        Ok(view) => Reply::public(format!(
            "{} declined the challenge from {}.",
            mention(user),
            mention(view.challenger)
        )),
        Err(e) => service_error(e),
    }
}

pub(crate) async fn resign_reply(data: &Data, place: Place, user: UserId) -> Reply {
    match data.service.resign(place, user).await {
        Ok((view, end)) => {
            let names = names_for(&data.service, &view).await;
            board_reply(
                &data.renderer,
                &view,
                &names,
                format!("{} resigned.", mention(user)),
                Some(&end),
            )
        }
        Err(e) => service_error(e),
    }
}

/// A new challenge between the same players, colours swapped.
pub(crate) async fn rematch_reply(
    data: &Data,
    place: Place,
    user: UserId,
    game: GameId,
    deferral: &Deferral<'_>,
) -> Reply {
    match data.service.rematch(place, user, Some(game)).await {
        Ok(view) if view.is_ai_game() => {
            ai_game_start_reply(data, &view, "Rematch! The game begins.".into(), deferral).await
        }
        Ok(view) => Reply {
            content: format!(
                "{}, {} asks for a rematch (colours swapped).",
                view.opponent.map(mention).unwrap_or_default(),
                mention(user)
            ),
            components: challenge_components(&view),
            pings: view.opponent.into_iter().collect(),
            live: Some(challenge_board(&view)),
            ..Reply::default()
        },
        Err(e) => service_error(e),
    }
}

fn captures(n: usize) -> String {
    match n {
        0 => String::new(),
        1 => " capturing 1 stone".to_string(),
        n => format!(" capturing {n} stones"),
    }
}

/// The reply to a move: if the bot plays next, it thinks (the interaction
/// deferred meanwhile) and the reply shows both moves.
pub(crate) async fn move_and_answer(
    data: &Data,
    result: Result<MoveOutcome, ServiceError>,
    deferral: &Deferral<'_>,
) -> Reply {
    let human = match result {
        Ok(outcome) if outcome.ai_to_move => outcome,
        other => return move_reply(data, other).await,
    };
    deferral.defer().await;
    let headline = format!(
        "{} played `{}`{}.",
        mention(human.mover),
        human.played,
        captures(human.captured)
    );
    bot_turn_reply(data, &human.view, headline).await
}

/// Lets the bot move in `view` (its turn) and shows the board after it,
/// under `headline`; if it can't, says so and shows `view`.
pub(crate) async fn bot_turn_reply(data: &Data, view: &GameView, headline: String) -> Reply {
    match data.service.play_ai_turn(&data.ai, view.id).await {
        Ok(Some(bot)) => bot_move_reply(data, &bot, headline).await,
        answer => {
            if let Err(e) = &answer {
                tracing::warn!(game = %view.id, error = %e, "the AI could not move");
            }
            let names = names_for(&data.service, view).await;
            let mut reply = board_reply(&data.renderer, view, &names, headline, None);
            if answer.is_err() {
                reply
                    .content
                    .push_str("\nI couldn't think just now; I'll move as soon as I can.");
            }
            reply
        }
    }
}

/// The board after the bot's move `bot`, under `headline`.
pub(crate) async fn bot_move_reply(data: &Data, bot: &MoveOutcome, headline: String) -> Reply {
    let names = names_for(&data.service, &bot.view).await;
    let headline = format!(
        "{headline} I played `{}`{}.",
        bot.played,
        captures(bot.captured)
    );
    board_reply(
        &data.renderer,
        &bot.view,
        &names,
        headline,
        bot.end.as_ref(),
    )
}

/// The board after a move, or why the move was refused.
pub(crate) async fn move_reply(data: &Data, result: Result<MoveOutcome, ServiceError>) -> Reply {
    match result {
        Ok(outcome) => {
            let names = names_for(&data.service, &outcome.view).await;
            let headline = format!(
                "{} played `{}`{}.",
                mention(outcome.mover),
                outcome.played,
                captures(outcome.captured)
            );
            board_reply(
                &data.renderer,
                &outcome.view,
                &names,
                headline,
                outcome.end.as_ref(),
            )
        }
        Err(e) => service_error(e),
    }
}

/// The first board of a game against the bot, after the bot's opening move if it plays Black.
pub(crate) async fn ai_game_start_reply(
    data: &Data,
    view: &GameView,
    headline: String,
    deferral: &Deferral<'_>,
) -> Reply {
    if view.player_to_move() == data.service.config().bot_user {
        deferral.defer().await;
        return bot_turn_reply(data, view, headline).await;
    }
    let names = names_for(&data.service, view).await;
    board_reply(&data.renderer, view, &names, headline, None)
}
