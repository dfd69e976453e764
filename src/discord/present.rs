//! Service results as Discord replies, shared by slash commands and by button
//! and menu clicks: each function calls one service method and presents what
//! it returns. Refusals are private; failures on our side are logged and
//! answered with one generic message.

use super::refusal::service_error;
use super::reply::{Names, board_reply, challenge_board, challenge_components, mention};
use crate::discord::context::{Data, Languages};
use crate::discord::reply::Reply;
use crate::discord::send::Deferral;
use crate::engine::{Color, Move};
use crate::game::{GameView, MoveOutcome, Service, ServiceError, Takeback};
use crate::i18n::Lang;
use crate::values::{GameId, Place, UserId};

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
    }
}

pub(crate) async fn accept_reply(
    data: &Data,
    place: Place,
    user: UserId,
    langs: Languages,
) -> Reply {
    let lang = langs.public;
    match data.service.accept(place, user).await {
        Ok(view) => {
            let names = names_for(&data.service, &view, lang).await;
            let headline = lang.format(
                "accepted",
                &[
                    ("player", mention(user).into()),
                    ("black", view.black.map(mention).unwrap_or_default().into()),
                    ("white", view.white.map(mention).unwrap_or_default().into()),
                ],
            );
            board_reply(&data.renderer, &view, &names, headline, None, lang)
        }
        Err(e) => service_error(e, langs.member),
    }
}

pub(crate) async fn decline_reply(
    data: &Data,
    place: Place,
    user: UserId,
    langs: Languages,
) -> Reply {
    match data.service.decline(place, user).await {
        Ok(view) => Reply::public(langs.public.format(
            "declined",
            &[
                ("player", mention(user).into()),
                ("challenger", mention(view.challenger).into()),
            ],
        )),
        Err(e) => service_error(e, langs.member),
    }
}

pub(crate) async fn resign_reply(
    data: &Data,
    place: Place,
    user: UserId,
    langs: Languages,
) -> Reply {
    let lang = langs.public;
    match data.service.resign(place, user).await {
        Ok((view, end)) => {
            let names = names_for(&data.service, &view, lang).await;
            let headline = lang.format("resigned", &[("player", mention(user).into())]);
            board_reply(&data.renderer, &view, &names, headline, Some(&end), lang)
        }
        Err(e) => service_error(e, langs.member),
    }
}

/// A takeback asked for (`answer` `None`), or answered: the board after
/// it, under what happened. Against the bot it is taken back at once.
pub(crate) async fn takeback_reply(
    data: &Data,
    place: Place,
    user: UserId,
    answer: Option<bool>,
    langs: Languages,
) -> Reply {
    let lang = langs.public;
    let done = match answer {
        None => data
            .service
            .ask_takeback(place, user)
            .await
            .map(|t| match t {
                Takeback::Asked(view) => (view, "takeback-asked"),
                Takeback::TakenBack(view) => (view, "takeback-taken"),
            }),
        Some(accept) => data
            .service
            .answer_takeback(place, user, accept)
            .await
            .map(|view| {
                let id = if accept {
                    "takeback-accepted"
                } else {
                    "takeback-declined"
                };
                (view, id)
            }),
    };
    match done {
        Ok((view, id)) => {
            let names = names_for(&data.service, &view, lang).await;
            let opponent = [view.black, view.white]
                .into_iter()
                .flatten()
                .find(|&p| p != user)
                .unwrap_or(user);
            let headline = lang.format(
                id,
                &[
                    ("player", mention(user).into()),
                    ("opponent", mention(opponent).into()),
                ],
            );
            board_reply(&data.renderer, &view, &names, headline, None, lang)
        }
        Err(e) => service_error(e, langs.member),
    }
}

/// A new challenge between the same players, colours swapped.
pub(crate) async fn rematch_reply(
    data: &Data,
    place: Place,
    user: UserId,
    game: GameId,
    (deferral, langs): (&Deferral<'_>, Languages),
) -> Reply {
    let lang = langs.public;
    match data.service.rematch(place, user, Some(game)).await {
        Ok(view) if view.is_ai_game() => {
            let headline = lang.text("rematch-begins");
            ai_game_start_reply(data, &view, headline, (deferral, langs)).await
        }
        Ok(view) => Reply {
            content: lang.format(
                "rematch-asked",
                &[
                    (
                        "opponent",
                        view.opponent.map(mention).unwrap_or_default().into(),
                    ),
                    ("player", mention(user).into()),
                ],
            ),
            components: challenge_components(&view, lang),
            pings: view.opponent.into_iter().collect(),
            live: Some(challenge_board(&view, lang)),
            ..Reply::default()
        },
        Err(e) => service_error(e, langs.member),
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
    result: Result<MoveOutcome, ServiceError>,
    (deferral, langs): (&Deferral<'_>, Languages),
) -> Reply {
    let human = match result {
        Ok(outcome) if outcome.ai_to_move => outcome,
        other => return move_reply(data, other, langs).await,
    };
    deferral.defer().await;
    let headline = played(
        Some(human.mover),
        human.played,
        human.captured,
        langs.public,
    );
    bot_turn_reply(data, &human.view, headline, langs.public).await
}

/// Lets the bot move in `view` (its turn) and shows the board after it,
/// under `headline`; if it can't, says so and shows `view`.
pub(crate) async fn bot_turn_reply(
    data: &Data,
    view: &GameView,
    headline: String,
    lang: Lang,
) -> Reply {
    match data.service.play_ai_turn(view.id).await {
        Ok(Some(bot)) => bot_move_reply(data, &bot, headline, lang).await,
        answer => {
            if let Err(e) = &answer {
                tracing::warn!(game = %view.id, error = %e, "the AI could not move");
            }
            let names = names_for(&data.service, view, lang).await;
            let mut reply = board_reply(&data.renderer, view, &names, headline, None, lang);
            if answer.is_err() {
                reply.content.push('\n');
                reply.content.push_str(&lang.text("bot-cannot-think"));
            }
            reply
        }
    }
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

/// The board after a move, or why the move was refused.
pub(crate) async fn move_reply(
    data: &Data,
    result: Result<MoveOutcome, ServiceError>,
    langs: Languages,
) -> Reply {
    let lang = langs.public;
    match result {
        Ok(outcome) => {
            let names = names_for(&data.service, &outcome.view, lang).await;
            let headline = played(Some(outcome.mover), outcome.played, outcome.captured, lang);
            let end = outcome.end.as_ref();
            board_reply(&data.renderer, &outcome.view, &names, headline, end, lang)
        }
        Err(e) => service_error(e, langs.member),
    }
}

/// The first board of a game against the bot, after the bot's opening move if it plays Black.
pub(crate) async fn ai_game_start_reply(
    data: &Data,
    view: &GameView,
    headline: String,
    (deferral, langs): (&Deferral<'_>, Languages),
) -> Reply {
    let lang = langs.public;
    if view.player_to_move() == data.service.config().bot_user {
        deferral.defer().await;
        return bot_turn_reply(data, view, headline, lang).await;
    }
    let names = names_for(&data.service, view, lang).await;
    board_reply(&data.renderer, view, &names, headline, None, lang)
}
