//! Buttons and menus: one global handler (not an in-memory collector), routed
//! by custom ids that carry the game id, so controls on old messages keep
//! working after a restart. Each click is read into a [`Click`], handled by
//! one function per kind of control, and a refusal from any of them is
//! rendered once, in `refusal`.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, ComponentInteractionDataKind, FullEvent, Interaction};

use super::answered::tell_channel_notices;
use super::commands::review::{analysis_shown, hint_shown};
use super::commands::{follow, privacy, puzzle, tournament};
use super::context::{
    Caller, Data, Error, Languages, Reach, place_in, remember_name, since_created,
};
use super::controls::MORE_STONES;
use super::ids::ComponentId;
use super::notices::{aborted_reply, withdrawn_notice};
use super::present::{
    accept_reply, decline_reply, move_and_answer, offered_on_board, rematch_reply, resign_reply,
    takeback_reply,
};
use super::refusal::refusal;
use super::reply::{Reply, message_link};
use super::send::{Answering, Deferral, answer_component, component_follow_up, launch_activity};
use crate::engine::Square;
use crate::game::{Action, Asker, FollowNotices, GameView, MAX_MENU_OPTIONS, Picker, ServiceError};
use crate::i18n::Lang;
use crate::values::{Authority, ChannelId, GameId, GameStatus, GuildId};

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
        match id {
            // Discord opens the board page itself: nothing else to say.
            ComponentId::OpenBoard(_) if data.activity => launch_activity(ctx, component).await?,
            _ => answer_click(ctx, data, component, id).await?,
        }
    }
    Ok(())
}

/// Works out a click's answer (deferring it if that is slow), sends it, and
/// counts it.
async fn answer_click(
    ctx: &serenity::Context,
    data: &Data,
    component: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), Error> {
    let deferral = Deferral::component(ctx, component);
    let click = Click {
        http: &ctx.http,
        data,
        component,
        deferral: &deferral,
    };
    let reply = match deferral.in_time(click.reply(id)).await {
        Ok(reply) => reply,
        Err(e) => refusal(&e, Lang::closest(&component.locale)),
    };
    let answered = answer_component(ctx, data, component, &deferral, reply).await;
    let reach = Reach::of(component.context, &component.authorizing_integration_owners);
    if answered.is_ok() && reach == Reach::AnswersOnly {
        let lang = click.languages().await.public;
        let channel = ChannelId(component.channel_id.get());
        let follow_up =
            |reply: Reply| async move { component_follow_up(ctx, component, &reply).await };
        tell_channel_notices(data, channel, lang, follow_up).await;
    }
    let outcome = match answered {
        Ok(_) => crate::metrics::Outcome::Answered,
        Err(_) => crate::metrics::Outcome::Failed,
    };
    crate::metrics::interaction("component", outcome, since_created(component.id.get()));
    answered
}

/// A click being answered.
struct Click<'a> {
    http: &'a serenity::Http,
    data: &'a Data,
    component: &'a ComponentInteraction,
    deferral: &'a Deferral<'a>,
}

impl Click<'_> {
    /// The languages of the answer: the member's, and the server's (read
    /// from the database).
    async fn languages(&self) -> Languages {
        let c = self.component;
        let guild = c.guild_id.map(|g| GuildId(g.get()));
        Languages::of(self.data, guild, &c.locale, c.guild_locale.as_deref()).await
    }

    /// Who clicked, where, and in which languages; their display name is
    /// remembered on the way.
    ///
    /// # Errors
    /// The database is unreachable.
    async fn caller(&self) -> Result<Caller, ServiceError> {
        let c = self.component;
        let reach = Reach::of(c.context, &c.authorizing_integration_owners);
        let place = place_in(c.guild_id, c.channel_id, c.channel.as_ref(), reach);
        let user = crate::values::UserId(c.user.id.get());
        // Read inside the deferral's clock: the server's language is in the database.
        let langs = self.languages().await;
        remember_name(self.data, place.guild, user, &self.name(), Some(&c.locale)).await?;
        Ok(Caller { user, place, langs })
    }

    /// The clicker's display name in the server (or on Discord).
    fn name(&self) -> String {
        let c = self.component;
        c.member.as_ref().map_or_else(
            || c.user.display_name().to_string(),
            |m| m.display_name().to_string(),
        )
    }

    fn answering(&self, caller: Caller) -> Answering<'_> {
        Answering {
            deferral: self.deferral,
            langs: caller.langs,
        }
    }

    /// What the click does.
    async fn reply(&self, id: ComponentId) -> Result<Reply, ServiceError> {
        let caller = self.caller().await?;
        let (data, lang) = (self.data, caller.langs.member);
        match id {
            ComponentId::Accept(game) | ComponentId::Decline(game) => {
                self.challenge_answer(caller, id, game).await
            }
            ComponentId::Move { game, ply } | ComponentId::Stones { game, ply, .. } => {
                self.move_pick(caller, id, game, ply).await
            }
            ComponentId::Resign(game) | ComponentId::ConfirmResign(game) => {
                self.resignation(caller, id, game).await
            }
            ComponentId::Rematch(game) => {
                rematch_reply(data, caller, game, self.answering(caller)).await
            }
            ComponentId::Takeback(game) | ComponentId::TakebackAnswer { game, .. } => {
                let answer = match id {
                    ComponentId::TakebackAnswer { accept, .. } => Some(accept),
                    _ => None,
                };
                match self.live_game(game, None, lang).await? {
                    Live::Current(_) => takeback_reply(data, caller, game.into(), answer).await,
                    Live::Gone(text) => Ok(Reply::private(text)),
                }
            }
            ComponentId::PuzzleMove { day, ply } => match self.chosen_value() {
                Some(choice) => puzzle::picked_reply(data, caller, day, ply, choice).await,
                None => Ok(Reply::private(lang.text("pick-from-menu"))),
            },
            ComponentId::PuzzleShare { day } => {
                puzzle::share_reply(data, caller, &self.name(), day).await
            }
            ComponentId::TournamentJoin(t) => {
                tournament::join_reply(self.http, data, caller, Some(t)).await
            }
            ComponentId::TournamentLeave(t) => {
                tournament::leave_button_reply(self.http, data, caller, t).await
            }
            ComponentId::Erase(owner) => privacy::erase_reply(data, caller, owner).await,
            ComponentId::Follow(game) => {
                let notices = FollowNotices::EveryMove;
                follow::follow_reply(self.http, data, caller, game, notices).await
            }
            // A board from when this bot had its Activity.
            ComponentId::OpenBoard(_) => Ok(Reply::private(lang.text("activity-off"))),
            ComponentId::Abort(game) => {
                let aborting =
                    data.service
                        .abort(caller.place, caller.user, Some(game), Authority::Own);
                let view = aborting.await?;
                let offered = offered_on_board(&data.service, &view).await;
                Ok(aborted_reply(
                    &view,
                    caller.user,
                    offered,
                    caller.langs.public,
                ))
            }
            ComponentId::Cancel(game) => {
                data.service.cancel(game, caller.user).await?;
                Ok(withdrawn_notice(caller.user, caller.langs.public))
            }
            ComponentId::Hint(game) => {
                let service = &data.service;
                let request = service.hint_request(caller.place, caller.user, Some(game), None);
                let hint = service.hint(request.await?).await?;
                Ok(hint_shown(data, &hint, lang).await)
            }
            ComponentId::Analysis(game) => {
                let service = &data.service;
                let request = service.analysis_target(caller.place, caller.user, Some(game));
                let request = request.await?;
                // Proving positions takes a while on big boards: a public "thinking…".
                self.deferral.defer().await;
                let analysis = service.analyze(request).await?;
                Ok(analysis_shown(&analysis, caller.langs.public))
            }
        }
    }

    /// Whether the channel's game is still `game`: buttons tied to one game
    /// are refused once the channel has moved on. (A move menu carries its
    /// ply, which the service checks.)
    async fn still_current(&self, caller: Caller, game: GameId) -> Result<bool, ServiceError> {
        match self.data.service.current_game(caller.place).await {
            Ok(view) => Ok(view.id == game),
            Err(ServiceError::NoGameHere) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Accept or Decline on a challenge.
    async fn challenge_answer(
        &self,
        caller: Caller,
        id: ComponentId,
        game: GameId,
    ) -> Result<Reply, ServiceError> {
        if !self.still_current(caller, game).await? {
            return Ok(Reply::private(
                caller.langs.member.text("challenge-not-open"),
            ));
        }
        if id == ComponentId::Accept(game) {
            accept_reply(self.data, caller, game.into()).await
        } else {
            decline_reply(self.data, caller, game.into()).await
        }
    }

    /// Resign (which asks to confirm), or its confirmation.
    async fn resignation(
        &self,
        caller: Caller,
        id: ComponentId,
        game: GameId,
    ) -> Result<Reply, ServiceError> {
        let lang = caller.langs.member;
        if id == ComponentId::ConfirmResign(game) {
            if !self.still_current(caller, game).await? {
                return Err(ServiceError::GameOver);
            }
            return resign_reply(self.data, caller, game.into()).await;
        }
        match self.live_game(game, None, lang).await? {
            Live::Gone(text) => Ok(Reply::private(text)),
            Live::Current(view) => {
                let asker = Asker::own(caller.user);
                self.data.service.may(Action::Resign, &view, asker).await?;
                Ok(resign_confirmation(game, lang))
            }
        }
    }

    /// A pick from a move menu: the move played, or the next menu (the
    /// stone's moves, or more of them) for the player to move.
    async fn move_pick(
        &self,
        caller: Caller,
        id: ComponentId,
        game: GameId,
        ply: usize,
    ) -> Result<Reply, ServiceError> {
        let lang = caller.langs.member;
        let Some(choice) = self.chosen_value() else {
            return Ok(Reply::private(lang.text("pick-from-menu")));
        };
        let view = match self.live_game(game, Some(ply), lang).await? {
            Live::Current(view) => *view,
            Live::Gone(text) => return Ok(Reply::private(text)),
        };
        match picked(&view, id, choice, lang) {
            Picked::Play(text) => {
                let outcome = self
                    .data
                    .service
                    .play_chosen(view, ply, caller.user, &text)
                    .await?;
                Ok(move_and_answer(self.data, outcome, self.answering(caller)).await)
            }
            Picked::Menu(menu) => {
                let asker = Asker::own(caller.user);
                self.data.service.may(Action::Move, &view, asker).await?;
                Ok(match menu {
                    Some(menu) => Reply {
                        components: vec![menu],
                        ..Reply::private(lang.text("menu-pick-the-move"))
                    },
                    None => Reply::private(lang.text("choice-gone")),
                })
            }
        }
    }

    /// The game a control belongs to, if the control still works: it sits on
    /// the game's live board (or on a private step of its picker) and, for a
    /// move picker, was made for the current position (`ply`). Otherwise
    /// the answer is a private link to the live board.
    async fn live_game(
        &self,
        game: GameId,
        ply: Option<usize>,
        lang: Lang,
    ) -> Result<Live, ServiceError> {
        let view = self.data.service.game(game).await?;
        let message = &self.component.message;
        let private_step = message
            .flags
            .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
        // Snowflakes grow with time: a message newer than the recorded board is
        // a board whose recording hasn't landed yet, not an old one.
        let on_old_board = !private_step
            && view
                .board_message
                .is_some_and(|live| live.0 > message.id.get());
        let over = ply.is_some() && view.status != GameStatus::Active;
        let moved_on = ply.is_some_and(|ply| view.ply() != ply);
        if !on_old_board && !moved_on && !over {
            return Ok(Live::Current(Box::new(view)));
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
        Ok(Live::Gone(text))
    }

    /// The option picked in a select menu.
    fn chosen_value(&self) -> Option<&str> {
        match &self.component.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => {
                values.first().map(String::as_str)
            }
            _ => None,
        }
    }
}

/// A control's game, or the answer for a control that no longer works.
enum Live {
    Current(Box<GameView>),
    /// What to tell the clicker instead (privately).
    Gone(String),
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
