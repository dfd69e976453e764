//! `/konane vacation`: a member stops the clocks of their games in this
//! server for a few days, within the allowance the server sets.

use crate::discord::context::{Context, Error, author_of, member_lang, place_of};
use crate::discord::reply::{Reply, relative_time};
use crate::discord::send::{Deferral, send};
use crate::game::report::vacation_text;

/// Stop your clocks here for a few days (or end your vacation, or see what's left).
#[poise::command(slash_command)]
pub async fn vacation(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 365]
    days: Option<u32>,
    end: Option<bool>,
) -> Result<(), Error> {
    let lang = member_lang(ctx);
    let (guild, me) = (place_of(ctx).guild, author_of(ctx));
    let service = &ctx.data().service;
    let deferral = Deferral::slash(ctx);
    let done = match (days, end.unwrap_or(false)) {
        (_, true) => deferral
            .in_time(service.end_vacation(guild, me))
            .await
            .map(|v| (v, "vacation-ended")),
        (Some(days), false) => deferral
            .in_time(service.start_vacation(guild, me, days))
            .await
            .map(|v| (v, "vacation-started")),
        (None, false) => deferral
            .in_time(service.vacation(guild, me))
            .await
            .map(|v| (v, "vacation-status")),
    };
    let (v, id) = done?;
    let text = vacation_text(&v, id, lang, &|t| relative_time(t));
    send(ctx, Reply::private(text)).await
}
