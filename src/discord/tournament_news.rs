//! A tournament's news in Discord: its announcement (with the Join and
//! Leave buttons while sign-up is open), kept up to date as it changes
//! state, where its news goes, and the standings as a picture. Shared by
//! the commands and the scheduler, which moves tournaments on.

use poise::serenity_prelude as serenity;
use serenity::{CreateActionRow, CreateButton, EditMessage};

use super::context::{Data, server_language};
use super::ids::ComponentId;
use super::reply::{Reply, mention};
use crate::discord::tournament_home;
use crate::game::{TournamentView, report};
use crate::i18n::Lang;
use crate::values::{ChannelId, GameId, TournamentStatus, UserId};

/// The announcement: every rule, the entrants, and (while sign-up is open)
/// the Join and Leave buttons.
pub(crate) fn announcement(view: &TournamentView, lang: Lang) -> Reply {
    let mut content = report::tournament_text(view, lang, &mention);
    let open = view.status() == TournamentStatus::SignUp;
    if open {
        content.push('\n');
        content.push_str(&lang.text("tournament-created"));
    }
    let components = if open {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(ComponentId::TournamentJoin(view.id()).encode())
                .label(lang.text("button-join"))
                .style(serenity::ButtonStyle::Success),
            CreateButton::new(ComponentId::TournamentLeave(view.id()).encode())
                .label(lang.text("button-leave"))
                .style(serenity::ButtonStyle::Secondary),
        ])]
    } else {
        Vec::new()
    };
    Reply {
        content,
        components,
        ..Reply::default()
    }
}

/// Edits the announcement to show the tournament as it is now (its
/// entrants; no buttons once sign-up closes).
pub(crate) async fn refresh_announcement(
    http: &serenity::Http,
    data: &Data,
    view: &TournamentView,
) {
    let Some(message) = view.tournament.announcement else {
        return;
    };
    let lang = server_language(data, view.tournament.guild, None).await;
    let reply = announcement(view, lang);
    let edit = EditMessage::new()
        .content(reply.content)
        .components(reply.components)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    let channel = serenity::ChannelId::new(announcement_channel(view).0);
    if let Err(e) = channel
        .edit_message(http, serenity::MessageId::new(message.0), edit)
        .await
    {
        tracing::warn!(error = %e, tournament = %view.id(), "updating a tournament's announcement failed");
    }
}

/// The tournament changed state (began, ended, was called off): its
/// announcement, its forum post's tag and its scheduled event follow.
pub(crate) async fn state_changed(http: &serenity::Http, data: &Data, view: &TournamentView) {
    refresh_announcement(http, data, view).await;
    tournament_home::retag(http, view).await;
    if tournament_home::follow_event(http, view).await
        && let Err(e) = data.service.set_tournament_event(view.id(), None).await
    {
        tracing::warn!(error = %e, tournament = %view.id(), "forgetting a tournament's event failed");
    }
}

/// Where the announcement is: the channel the tournament was set up in,
/// unless it was set up in a thread (its home then), not the thread started
/// from the announcement (which shares the announcement's id); in a forum
/// post, the post.
pub(crate) fn announcement_channel(view: &TournamentView) -> ChannelId {
    let t = &view.tournament;
    if let (Some(_), Some(post)) = (t.forum, t.home) {
        // A forum post's announcement is its first message, inside it.
        return post;
    }
    match (t.home, t.announcement) {
        (Some(home), Some(message)) if home.0 != message.0 => home,
        _ => t.channel,
    }
}

/// Where a tournament's news goes: its thread, or the channel it was set up in.
pub(crate) fn home_of(view: &TournamentView) -> ChannelId {
    view.tournament.home.unwrap_or(view.tournament.channel)
}

/// "🏆 Winter Cup", cut to a thread name's length.
pub(crate) fn thread_name_of(view: &TournamentView) -> String {
    format!("🏆 {}", view.tournament.name)
        .chars()
        .take(100)
        .collect()
}

/// A tournament's name as messages show it.
pub(crate) fn i18n_name(view: &TournamentView) -> String {
    crate::discord::reply::escape(&view.tournament.name)
}

/// Each started game of a tournament and a link to its thread.
pub(crate) async fn game_links(data: &Data, view: &TournamentView) -> Vec<(GameId, String)> {
    let mut links = Vec::new();
    for game in view.boards.iter().filter_map(|b| b.game) {
        if let Ok(g) = data.service.game(game).await {
            links.push((game, format!("<#{}>", g.place.channel.0)));
        }
    }
    links
}

/// `reply` with the standings table as a picture (`standings.png`), its
/// alt text the table in words. Without a picture if drawing it fails.
pub(crate) async fn with_standings_picture(
    data: &Data,
    view: &TournamentView,
    lang: Lang,
    mut reply: Reply,
) -> Reply {
    let users: Vec<UserId> = view.entrants.iter().map(|e| e.user_id).collect();
    let names = data
        .service
        .names(view.tournament.guild, &users)
        .await
        .unwrap_or_default();
    let name_of = |u: UserId| names.get(&u).cloned().unwrap_or_else(|| u.to_string());
    let table = report::standings_table(view, lang, &name_of);
    let alt = report::standings_alt(view, lang, &name_of);
    let renderer = std::sync::Arc::clone(&data.renderer);
    let drawn = tokio::task::spawn_blocking(move || renderer.render_table_png(&table)).await;
    match drawn {
        Ok(Ok(png)) => reply
            .files
            .push(serenity::CreateAttachment::bytes(png, "standings.png").description(alt)),
        Ok(Err(e)) => tracing::warn!(error = %e, "drawing the standings failed"),
        Err(e) => tracing::warn!(error = %e, "drawing the standings failed"),
    }
    reply
}

/// A second copy of a reply's words, pings and files, for another channel.
pub(crate) fn same_text(reply: &Reply) -> Reply {
    Reply {
        pings: reply.pings.clone(),
        files: reply.files.clone(),
        ..Reply::public(reply.content.clone())
    }
}
