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
use crate::game::{ServiceError, UserId};

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
    let place = super::place_in(guild, component.channel_id, component.channel.as_ref());
    let name = component.member.as_ref().map_or_else(
        || component.user.display_name().to_string(),
        |m| m.display_name().to_string(),
    );
    super::remember_name(data, user, &name).await;
    // Buttons are tied to one game: refuse them once the channel has moved on.
    // (A move menu carries its ply, which the service checks.)
    let still_current = |game| async move {
        match data.service.current_game(place).await {
            Ok(view) => Ok(view.id == game),
            Err(ServiceError::NoGameHere) => Ok(false),
            Err(e) => Err(internal_error(&e)),
        }
    };
    match id {
        ComponentId::Accept(game) | ComponentId::Decline(game) => match still_current(game).await {
            Err(reply) => reply,
            Ok(false) => Reply::private("this challenge is no longer open"),
            Ok(true) if id == ComponentId::Accept(game) => accept_reply(data, place, user).await,
            Ok(true) => decline_reply(data, place, user).await,
        },
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
        ComponentId::Resign(game) => match still_current(game).await {
            Err(reply) => reply,
            Ok(false) => service_error(ServiceError::GameOver),
            Ok(true) => Reply {
                content: "Resign this game? Your opponent wins.".into(),
                components: vec![serenity::CreateActionRow::Buttons(vec![
                    serenity::CreateButton::new(ComponentId::ConfirmResign(game).encode())
                        .label("Yes, resign")
                        .style(serenity::ButtonStyle::Danger),
                ])],
                ephemeral: true,
                ..Reply::default()
            },
        },
        ComponentId::ConfirmResign(game) => match still_current(game).await {
            Err(reply) => reply,
            Ok(false) => service_error(ServiceError::GameOver),
            Ok(true) => resign_reply(data, place, user).await,
        },
        ComponentId::Rematch(game) => rematch_reply(data, place, user, game, deferral).await,
    }
}
