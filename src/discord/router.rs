//! Buttons and menus: one global handler (not an in-memory collector), routed
//! by custom ids that carry the game id, so controls on old messages keep
//! working after a restart.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, ComponentInteractionDataKind, FullEvent, Interaction};

use super::commands::{follow, privacy, puzzle, tournament};
use super::present::{
    accept_reply, decline_reply, move_and_answer, rematch_reply, resign_reply, takeback_reply,
};
use super::reply::{MORE_STONES, message_link};
use super::scheduler::tell_channel_notices;
use super::send::{Deferral, answer_component, component_follow_up};
use crate::discord::context::{Data, Error, Languages};
use crate::discord::ids::ComponentId;
use crate::discord::refusal::service_error;
use crate::discord::reply::Reply;
use crate::engine::Square;
use crate::game::{FollowNotices, GameView, ServiceError};
use crate::game::{MAX_MENU_OPTIONS, Picker};
use crate::i18n::Lang;
use crate::values::{GameId, GameStatus, GuildId, UserId};

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
        let reply = deferral
            .in_time(component_reply(&ctx.http, data, component, id, &deferral))
            .await;
        let answered = answer_component(ctx, data, component, &deferral, reply).await;
        let reach =
            super::context::Reach::of(component.context, &component.authorizing_integration_owners);
        if answered.is_ok() && reach == super::context::Reach::AnswersOnly {
            let guild = component.guild_id.map(|g| GuildId(g.get()));
            let guild_locale = component.guild_locale.as_deref();
            let lang = Languages::of(data, guild, &component.locale, guild_locale)
                .await
                .public;
            let channel = crate::values::ChannelId(component.channel_id.get());
            let follow_up =
                |reply: Reply| async move { component_follow_up(ctx, component, &reply).await };
            tell_channel_notices(data, channel, lang, follow_up).await;
        }
        let outcome = match answered {
            Ok(_) => crate::metrics::Outcome::Answered,
            Err(_) => crate::metrics::Outcome::Failed,
        };
        crate::metrics::interaction(
            "component",
            outcome,
            super::context::since_created(component.id.get()),
        );
        answered?;
    }
    Ok(())
}

/// What a choice in a move picker asks for: a move to play, or the picker's next menu.
enum Picked {
    Play(String),
    Menu(Option<serenity::CreateActionRow>),
}

/// Reads a choice made in a picker of `view`'s position; a menu it asks
/// for is a private step, in `lang`.
fn picked(view: &GameView, id: ComponentId, choice: &str, lang: Lang) -> Picked {
    let picker = Picker::of(view);
    let (pos, rules) = (view.game.position(), view.game.variant().rules());
    let stone_moves = |from| Picker::stone_moves(pos, rules, from);
    if let ComponentId::Stones { page, .. } = id {
        if choice == MORE_STONES {
            let stones = picker.stones(pos, rules);
            return Picked::Menu(picker.stone_menu(&stones, page.saturating_add(1), lang));
        }
        return Picked::Menu(
            choice
                .parse::<Square>()
                .ok()
                .and_then(|from| picker.move_menu(&stone_moves(from), Some((from, 0)), lang)),
        );
    }
    if let Some(more) = choice.strip_prefix("more:") {
        let page = more.split_once(':').and_then(|(from, page)| {
            Some((from.parse::<Square>().ok()?, page.parse::<usize>().ok()?))
        });
        return Picked::Menu(page.and_then(|(from, page)| {
            picker.move_menu(&stone_moves(from), Some((from, page)), lang)
        }));
    }
    // A move too long for a menu's value is named by its place in its list.
    let Some(place) = choice.strip_prefix('#') else {
        return Picked::Play(choice.to_string());
    };
    let chosen = match place.split_once(':') {
        Some((from, i)) => from
            .parse::<Square>()
            .ok()
            .zip(i.parse::<usize>().ok())
            .and_then(|(from, i)| stone_moves(from).get(i).copied()),
        None => place.parse::<usize>().ok().and_then(|i| {
            pos.legal_moves_up_to(rules, MAX_MENU_OPTIONS)?
                .get(i)
                .copied()
        }),
    };
    Picked::Play(chosen.map_or_else(String::new, |m| m.to_string()))
}

/// The game a control belongs to, if the control still works: it sits on
/// the game's live board (or on a private step of its picker) and, for a
/// move picker, was made for the current position. Otherwise the answer is
/// a private link to the live board.
async fn live_game(
    data: &Data,
    component: &ComponentInteraction,
    game: GameId,
    (ply, lang): (Option<usize>, Lang),
) -> Result<GameView, Reply> {
    let view = match data.service.game(game).await {
        Ok(view) => view,
        Err(e) => return Err(service_error(e, lang)),
    };
    let private_step = component
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    // Snowflakes grow with time: a message newer than the recorded board is
    // a board whose recording hasn't landed yet, not an old one.
    let on_old_board = !private_step
        && view
            .board_message
            .is_some_and(|live| live.0 > component.message.id.get());
    let over = ply.is_some() && view.status != GameStatus::Active;
    let moved_on = ply.is_some_and(|ply| view.ply() != ply);
    if !on_old_board && !moved_on && !over {
        return Ok(view);
    }
    let link = view
        .board_message
        .map(|live| message_link(view.place, live));
    let text = match (over, link) {
        (true, Some(link)) => lang.format("game-over-last-board", &[("link", link.into())]),
        (true, None) => lang.text("game-over-plain"),
        (false, Some(link)) => lang.format("board-out-of-date-link", &[("link", link.into())]),
        (false, None) => lang.text("board-out-of-date"),
    };
    Err(Reply::private(text))
}

/// What a button or menu click does; every refusal is a private reply.
async fn component_reply(
    http: &serenity::Http,
    data: &Data,
    component: &ComponentInteraction,
    id: ComponentId,
    deferral: &Deferral<'_>,
) -> Reply {
    // Read inside the deferral's clock: the server's language is in the database.
    let guild = component.guild_id.map(|g| GuildId(g.get()));
    let guild_locale = component.guild_locale.as_deref();
    let langs = Languages::of(data, guild, &component.locale, guild_locale).await;
    let lang = langs.member;
    let user = UserId(component.user.id.get());
    let place = super::context::place_in(
        component.guild_id,
        component.channel_id,
        component.channel.as_ref(),
        super::context::Reach::of(component.context, &component.authorizing_integration_owners),
    );
    let name = component.member.as_ref().map_or_else(
        || component.user.display_name().to_string(),
        |m| m.display_name().to_string(),
    );
    let seen = (name.as_str(), Some(component.locale.as_str()));
    if let Some(unreachable) = super::context::remember_name(data, place.guild, user, seen).await {
        return service_error(unreachable, lang);
    }
    // Buttons are tied to one game: refuse them once the channel has moved on.
    // (A move menu carries its ply, which the service checks.)
    let still_current = |game| async move {
        match data.service.current_game(place).await {
            Ok(view) => Ok(view.id == game),
            Err(ServiceError::NoGameHere) => Ok(false),
            Err(e) => Err(service_error(e, lang)),
        }
    };
    match id {
        ComponentId::Accept(game) | ComponentId::Decline(game) => match still_current(game).await {
            Err(reply) => reply,
            Ok(false) => Reply::private(lang.text("challenge-not-open")),
            Ok(true) if id == ComponentId::Accept(game) => {
                accept_reply(data, place, user, langs).await
            }
            Ok(true) => decline_reply(data, place, user, langs).await,
        },
        ComponentId::Move { game, ply } | ComponentId::Stones { game, ply, .. } => {
            let Some(choice) = chosen_value(component) else {
                return Reply::private(lang.text("pick-from-menu"));
            };
            match live_game(data, component, game, (Some(ply), lang)).await {
                Ok(view) => {
                    let pick = (id, choice.as_str(), user);
                    picked_move_reply(data, (view, ply), pick, (deferral, langs)).await
                }
                Err(reply) => reply,
            }
        }
        ComponentId::Resign(game) => match live_game(data, component, game, (None, lang)).await {
            Err(reply) => reply,
            Ok(view) if view.status != GameStatus::Active => {
                service_error(ServiceError::GameOver, lang)
            }
            Ok(_) => resign_confirmation(game, lang),
        },
        ComponentId::ConfirmResign(game) => match still_current(game).await {
            Err(reply) => reply,
            Ok(false) => service_error(ServiceError::GameOver, lang),
            Ok(true) => resign_reply(data, place, user, langs).await,
        },
        ComponentId::Rematch(game) => {
            rematch_reply(data, place, user, game, (deferral, langs)).await
        }
        ComponentId::PuzzleMove { day, ply } => match chosen_value(component) {
            Some(choice) => {
                let choice = (choice.as_str(), lang);
                puzzle::picked_reply(data, place.guild, user, day, ply, choice).await
            }
            None => Reply::private(lang.text("pick-from-menu")),
        },
        ComponentId::PuzzleShare { day } => {
            puzzle::share_reply(data, place.guild, user, (&name, day), langs).await
        }
        ComponentId::TournamentJoin(t) => {
            tournament::join_reply(http, data, place, Some(t), user, langs).await
        }
        ComponentId::TournamentLeave(t) => {
            tournament::leave_button_reply(http, data, place, t, user, langs).await
        }
        ComponentId::Erase(owner) => privacy::erase_reply(data, owner, user, lang).await,
        ComponentId::Follow(game) => {
            let notices = FollowNotices::EveryMove;
            follow::follow_reply(http, data, (place, user), game, notices, lang).await
        }
        ComponentId::Takeback(game) | ComponentId::TakebackAnswer { game, .. } => {
            let answer = match id {
                ComponentId::TakebackAnswer { accept, .. } => Some(accept),
                _ => None,
            };
            match live_game(data, component, game, (None, lang)).await {
                Ok(_) => takeback_reply(data, place, user, answer, langs).await,
                Err(reply) => reply,
            }
        }
    }
}

/// The option picked in a select menu.
fn chosen_value(component: &ComponentInteraction) -> Option<&String> {
    match &component.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first(),
        _ => None,
    }
}

/// A pick from a move menu: the move played, or the next menu (the stone's
/// moves, or more of them) for the player to move.
async fn picked_move_reply(
    data: &Data,
    (view, ply): (GameView, usize),
    (id, choice, user): (ComponentId, &str, UserId),
    (deferral, langs): (&Deferral<'_>, Languages),
) -> Reply {
    let lang = langs.member;
    match picked(&view, id, choice, lang) {
        Picked::Play(text) => {
            let result = data.service.play_chosen(view, ply, user, &text).await;
            move_and_answer(data, result, (deferral, langs)).await
        }
        Picked::Menu(_) if view.player_to_move() != Some(user) => service_error(
            ServiceError::NotYourTurn(view.player_to_move().unwrap_or(user)),
            lang,
        ),
        Picked::Menu(Some(menu)) => Reply {
            components: vec![menu],
            ..Reply::private(lang.text("menu-pick-the-move"))
        },
        Picked::Menu(None) => Reply::private(lang.text("choice-gone")),
    }
}

fn resign_confirmation(game: GameId, lang: Lang) -> Reply {
    Reply {
        content: lang.text("resign-confirm"),
        components: vec![serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new(ComponentId::ConfirmResign(game).encode())
                .label(lang.text("button-confirm-resign"))
                .style(serenity::ButtonStyle::Danger),
        ])],
        ephemeral: true,
        ..Reply::default()
    }
}
