//! `/konane privacy`: what the bot stores about the member, and its
//! erasure after a confirmation.

use poise::serenity_prelude as serenity;

use crate::discord::context::{Caller, Context, Data, Error, author_of, member_lang, place_of};
use crate::discord::ids::ComponentId;
use crate::discord::reply::{Reply, escape};
use crate::discord::send::{Deferral, send};
use crate::game::ServiceError;
use crate::game::report::stored_about_text;
use crate::values::UserId;

/// What I store about you, per server and globally; delete it if you wish.
#[poise::command(slash_command)]
pub async fn privacy(ctx: Context<'_>, delete: Option<bool>) -> Result<(), Error> {
    let lang = member_lang(ctx);
    let me = author_of(ctx);
    let here = place_of(ctx).guild;
    let reading = ctx.data().service.stored_about(me);
    let about = Deferral::slash(ctx).in_time(reading).await?;
    let mut text = stored_about_text(&about, here, lang, &|name| escape(name));
    text.push_str("\n\n");
    if !delete.unwrap_or(false) {
        text.push_str(&lang.text("privacy-how-to-delete"));
        return send(ctx, Reply::private(text)).await;
    }
    text.push_str(&lang.text("privacy-confirm"));
    let reply = Reply {
        components: vec![serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new(ComponentId::Erase(me).encode())
                .label(lang.text("button-confirm-erase"))
                .style(serenity::ButtonStyle::Danger),
        ])],
        ..Reply::private(text)
    };
    send(ctx, reply).await
}

/// The answer to the erasure's confirmation button: only the member it was
/// made for may press it.
pub(crate) async fn erase_reply(
    data: &Data,
    caller: Caller,
    owner: UserId,
) -> Result<Reply, ServiceError> {
    let lang = caller.langs.member;
    if owner != caller.user {
        return Ok(Reply::private(lang.text("privacy-not-yours")));
    }
    let erased = data.service.erase_member(owner).await?;
    let aborted = erased.aborted.len();
    Ok(Reply::private(
        lang.format("privacy-erased", &[("aborted", aborted.into())]),
    ))
}
