//! Looking back and ahead: replays, hints and post-game analysis.

use poise::serenity_prelude as serenity;

use crate::discord::board::with_verdict;
use crate::discord::context::{
    Context, Data, Error, author_of, languages_of, member_lang, place_of,
};
use crate::discord::present::names_for;
use crate::discord::refusal::PublicRefusal;
use crate::discord::reply::{Reply, escape, mention};
use crate::discord::send::send;
use crate::engine::MoveNumber;
use crate::game::{GameAnalysis, Hint, report};
use crate::i18n::Lang;
use crate::render::{BoardView, Caption};
use crate::values::GameId;

/// Discord allows 2,000 characters a message; the analysis stops short of it
/// with room for its closing line.
const MAX_ANALYSIS_TEXT: usize = 1900;

/// An animated replay of a game, with its record.
#[poise::command(slash_command)]
pub async fn replay(ctx: Context<'_>, game: Option<i64>) -> Result<(), Error> {
    let data = ctx.data();
    let place = place_of(ctx);
    // Refusals first, privately; the deferral then makes the answer public.
    let view = data
        .service
        .game_named_or_current(place, author_of(ctx), game.map(GameId))
        .await?;
    let lang = languages_of(ctx).await.public;
    let names = names_for(&data.service, &view, lang).await;
    let record = view.record(&names.black, &names.white);
    let gif = match data.service.stored_replay(&view, lang).await? {
        Some(gif) => gif,
        None => {
            let Some(slot) = data.renderer.replay_slot() else {
                return send(ctx, Reply::private(member_lang(ctx).text("replay-busy"))).await;
            };
            // Long games on big boards take a moment to draw.
            ctx.defer().await?;
            let renderer = data.renderer.clone();
            let drawn = tokio::task::spawn_blocking({
                let record = record.clone();
                let view = view.clone();
                move || {
                    let _slot = slot;
                    renderer.replay_gif(&record, lang, |pos| view.verdict_on(pos))
                }
            })
            .await;
            let gif = match drawn {
                Ok(Ok(gif)) => gif,
                failed => {
                    tracing::error!(game = %view.id, error = ?failed.map(drop), "drawing a replay failed");
                    return send(ctx, Reply::public(lang.text("error-internal"))).await;
                }
            };
            if let Err(e) = data.service.keep_replay(&view, lang, &gif).await {
                // The next request draws it again: no loss but time.
                tracing::warn!(game = %view.id, error = %e, "keeping a replay failed");
            }
            gif
        }
    };
    let reply = Reply {
        content: lang.format(
            "replay-caption",
            &[
                ("game", view.id.to_string().into()),
                ("black", escape(&names.black).into()),
                ("white", escape(&names.white).into()),
            ],
        ),
        files: vec![
            serenity::CreateAttachment::bytes(gif, format!("konane-{}.gif", view.id)),
            serenity::CreateAttachment::bytes(
                record.to_string().into_bytes(),
                format!("konane-{}.txt", view.id),
            ),
        ],
        ..Reply::default()
    };
    send(ctx, reply).await
}

/// A suggested move, privately: in games against me, and in finished games.
#[poise::command(slash_command)]
pub async fn hint(
    ctx: Context<'_>,
    game: Option<i64>,
    #[max_length = 20] before_move: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let me = author_of(ctx);
    let lang = member_lang(ctx);
    let before_move = match before_move.as_deref().map(str::parse::<MoveNumber>) {
        None => None,
        Some(Ok(number)) => Some(number),
        Some(Err(e)) => {
            let refusal = lang.format("error-move-number", &[("text", e.0.into())]);
            return send(ctx, Reply::private(refusal)).await;
        }
    };
    let request = data
        .service
        .hint_request(place_of(ctx), me, game.map(GameId), before_move)
        .await?;
    ctx.defer_ephemeral().await?;
    let hint = data.service.hint(request).await?;
    send(ctx, hint_shown(data, &hint, lang).await).await
}

/// A hint, privately: its words and the board with the suggested move.
pub(crate) async fn hint_shown(data: &Data, hint: &Hint, lang: Lang) -> Reply {
    let choice = hint.choice;
    let names = names_for(&data.service, &hint.view, lang).await;
    let verdict = hint.view.verdict_on(&hint.position);
    let picture = BoardView {
        last_move: hint.last_move(),
        suggestion: Some(choice.best),
        caption: Some(Caption {
            verdict,
            ..Caption::for_position(&hint.position, &names.black, &names.white, lang)
        }),
        ..BoardView::new(&hint.position)
    };
    let board = match data.renderer.render_png(&picture) {
        Ok(png) => Some(png),
        Err(e) => {
            tracing::error!(error = %e, "rendering a hint failed");
            None
        }
    };
    Reply {
        content: report::hint_text(hint, lang),
        board,
        board_alt: Some(with_verdict(
            lang.format(
                "hint-alt",
                &[
                    ("move", choice.best.to_string().into()),
                    ("colour", hint.position.turn().name().into()),
                ],
            ),
            verdict,
            lang,
        )),
        ephemeral: true,
        ..Reply::default()
    }
}

/// For a finished game: the moves that turned a won position into a lost one.
#[poise::command(slash_command)]
pub async fn analyze(ctx: Context<'_>, game: Option<i64>) -> Result<(), Error> {
    let data = ctx.data();
    let me = author_of(ctx);
    let view = data
        .service
        .analysis_target(place_of(ctx), me, game.map(GameId))
        .await?;
    // Proving positions takes a while on big boards.
    ctx.defer().await?;
    let lang = languages_of(ctx).await.public;
    // After the public "thinking…" even a refusal is public.
    let analysis = data.service.analyze(view).await.map_err(PublicRefusal)?;
    send(ctx, analysis_shown(&analysis, lang)).await
}

/// An analysis, in the channel.
pub(crate) fn analysis_shown(analysis: &GameAnalysis, lang: Lang) -> Reply {
    Reply::public(report::analysis_text(
        analysis,
        lang,
        &mention,
        MAX_ANALYSIS_TEXT,
    ))
}
