//! `/konane privacy`: what the bot stores about the member, and its
//! erasure after a confirmation.

use poise::serenity_prelude as serenity;

use crate::discord::context::{Context, Error, author_of, member_lang, place_of};
use crate::discord::ids::ComponentId;
use crate::discord::refusal::service_error;
use crate::discord::reply::Reply;
use crate::discord::reply::escape;
use crate::discord::send::{Deferral, send};
use crate::game::report::stored_about_text;
use crate::i18n::Lang;
use crate::values::UserId;

/// What I store about you, per server and globally; delete it if you wish.
#[poise::command(slash_command)]
pub async fn privacy(ctx: Context<'_>, delete: Option<bool>) -> Result<(), Error> {
    let lang = member_lang(ctx);
    let me = author_of(ctx);
    let here = place_of(ctx).guild;
    let reading = ctx.data().service.stored_about(me);
    let reply = match Deferral::slash(ctx).in_time(reading).await {
        Ok(about) => {
            let mut text = stored_about_text(&about, here, lang, &|name| escape(name));
            if delete.unwrap_or(false) {
                text.push_str("\n\n");
                text.push_str(&lang.text("privacy-confirm"));
                Reply {
                    components: vec![serenity::CreateActionRow::Buttons(vec![
                        serenity::CreateButton::new(ComponentId::Erase(me).encode())
                            .label(lang.text("button-confirm-erase"))
                            .style(serenity::ButtonStyle::Danger),
                    ])],
                    ..Reply::private(text)
                }
            } else {
                text.push_str("\n\n");
                text.push_str(&lang.text("privacy-how-to-delete"));
                Reply::private(text)
            }
        }
        Err(e) => service_error(e, lang),
    };
    send(ctx, reply).await
}

/// The answer to the erasure's confirmation button: only the member it was
/// made for may press it.
pub(crate) async fn erase_reply(
    data: &crate::discord::context::Data,
    owner: UserId,
    clicked_by: UserId,
    lang: Lang,
) -> Reply {
    if owner != clicked_by {
        return Reply::private(lang.text("privacy-not-yours"));
    }
    match data.service.erase_member(owner).await {
        Ok(erased) => Reply::private(lang.format(
            "privacy-erased",
            &[("aborted", erased.aborted.len().into())],
        )),
        Err(e) => service_error(e, lang),
    }
}
