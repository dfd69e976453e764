//! `/konane export`: the member's finished games here, as a file of
//! records that `konane-bot replay` and other tools read back.

use poise::serenity_prelude as serenity;

use crate::discord::context::{Context, Error, author_of, member_lang, place_of};
use crate::discord::reply::Reply;
use crate::discord::send::{Deferral, send};
use crate::engine::Record;
use crate::game::EXPORT_LIMIT;

/// Your finished games here as a file of records (privately).
#[poise::command(slash_command)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    let lang = member_lang(ctx);
    let (guild, me) = (place_of(ctx).guild, author_of(ctx));
    let exporting = ctx.data().service.export_records(guild, me);
    let records = Deferral::slash(ctx).in_time(exporting).await?;
    if records.is_empty() {
        return send(ctx, Reply::private(lang.text("export-none"))).await;
    }
    let text = lang.format(
        "export-ready",
        &[
            ("count", records.len().into()),
            ("limit", EXPORT_LIMIT.into()),
        ],
    );
    let file = Record::write_all(&records).into_bytes();
    let reply = Reply {
        files: vec![serenity::CreateAttachment::bytes(file, "konane-games.txt")],
        ..Reply::private(text)
    };
    send(ctx, reply).await
}
