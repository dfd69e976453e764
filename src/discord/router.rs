//! Buttons and menus: one global handler (not an in-memory collector), routed
//! by custom ids that carry the game id, so controls on old messages keep
//! working after a restart.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, ComponentInteractionDataKind, FullEvent, Interaction};

use super::present::{
    accept_reply, decline_reply, internal_error, move_and_answer, rematch_reply, resign_reply,
    service_error,
};
use super::send::{Deferral, answer_component};
use super::{ComponentId, Data, Error, Reply};
use crate::game::{ChannelId, GuildId, Place, ServiceError, UserId};

pub(crate) async fn on_event(
    ctx: &serenity::Context,
    event: &FullEvent,
    data: &Data,
) -> Result<(), Error> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(component),
    } = event
        && let Some(id) = ComponentId::decode(&component.data.custom_id)
    {
        let deferral = Deferral::component(ctx, component);
        let reply = component_reply(data, component, id, &deferral).await;
        answer_component(ctx, component, &deferral, reply).await?;
    }
    Ok(())
}

/// What a button or menu click does; every refusal is a private reply.
async fn component_reply(
    data: &Data,
    component: &ComponentInteraction,
    id: ComponentId,
    deferral: &Deferral<'_>,
) -> Reply {
    let user = UserId(component.user.id.get());
    let Some(guild) = component.guild_id else {
        return Reply::private("Kōnane is played in servers, not in direct messages");
    };
    let place = Place {
        guild: GuildId(guild.get()),
        channel: ChannelId(component.channel_id.get()),
    };
    let name = component.member.as_ref().map_or_else(
        || component.user.display_name().to_string(),
        |m| m.display_name().to_string(),
    );
    super::remember_name(data, user, &name).await;
    // Components are tied to one game: refuse them once the channel has moved on.
    let current = match data.service.current_game(place).await {
        Ok(view) => Some(view.id),
        Err(ServiceError::NoGameHere) => None,
        Err(e) => return internal_error(&e),
    };
    match id {
        ComponentId::Accept(game) | ComponentId::Decline(game) if current != Some(game) => {
            Reply::private("this challenge is no longer open")
        }
        ComponentId::Accept(_) => accept_reply(data, place, user).await,
        ComponentId::Decline(_) => decline_reply(data, place, user).await,
        ComponentId::Move { game, ply } => {
            let chosen = match &component.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => values.first(),
                _ => None,
            };
            let Some(text) = chosen else {
                return Reply::private("pick a move from the menu");
            };
            let result = data.service.play_chosen(game, ply, user, text).await;
            move_and_answer(data, result, deferral).await
        }
        ComponentId::Resign(game) => {
            if current != Some(game) {
                return service_error(ServiceError::GameOver);
            }
            Reply {
                content: "Resign this game? Your opponent wins.".into(),
                components: vec![serenity::CreateActionRow::Buttons(vec![
                    serenity::CreateButton::new(ComponentId::ConfirmResign(game).encode())
                        .label("Yes, resign")
                        .style(serenity::ButtonStyle::Danger),
                ])],
                ephemeral: true,
                ..Reply::default()
            }
        }
        ComponentId::ConfirmResign(game) if current != Some(game) => {
            service_error(ServiceError::GameOver)
        }
        ComponentId::ConfirmResign(_) => resign_reply(data, place, user).await,
        ComponentId::Rematch(game) => rematch_reply(data, place, user, game, deferral).await,
    }
}
