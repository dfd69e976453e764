//! The scheduler's work for tournaments: starting each paired game in a
//! thread of its own, and posting the pairings, standings and podium as
//! rounds are paired and tournaments end.

use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

use crate::discord::board::board_reply;
use crate::discord::present::names_for;
use crate::discord::scheduler::{Data, Reply, mention, server_language};
use crate::discord::send::post;
use crate::discord::thread::{start_thread, thread_name};
use crate::discord::tournament_news::{
    game_links, home_of, same_text, state_changed, with_standings_picture,
};
use crate::game::{BoardToStart, TournamentEvent, TournamentView, report};
use crate::i18n::Lang;
use crate::values::{GameId, Place, UserId};

/// The scheduler's work for tournaments (of every server, or `guild`'s for
/// the start command): gives each board waiting for its game a thread and
/// starts it, then posts `events` (pairings with links to the games, the
/// standings, the podium).
pub(crate) async fn run_tournaments(
    http: &serenity::Http,
    data: &Data,
    guild: Option<crate::values::GuildId>,
    events: Vec<TournamentEvent>,
) {
    match data.service.claim_boards_to_start(guild).await {
        Ok(boards) => {
            for board in boards {
                start_board(http, data, board).await;
            }
        }
        Err(e) => tracing::error!(error = %e, "finding tournament games to start failed"),
    }
    for event in events {
        announce(http, data, event).await;
    }
}

/// Posts the game's notice in the tournament's channel, starts the game's
/// thread from it, starts the game there and posts its board. A board
/// Discord refuses a thread for is tried again when its claim lapses.
async fn start_board(http: &serenity::Http, data: &Data, board: BoardToStart) {
    let t = &board.tournament;
    let lang = server_language(data, t.guild, None).await;
    let headline = lang.format(
        "tournament-game-start",
        &[
            ("name", crate::discord::reply::escape(&t.name).into()),
            ("round", (board.key.round + 1).into()),
            ("black", mention(board.black).into()),
            ("white", mention(board.white).into()),
        ],
    );
    let notice = Reply {
        pings: vec![board.black, board.white],
        ..Reply::public(headline.clone())
    };
    let Some(message) = post(http, data, t.channel, notice).await else {
        return;
    };
    let names = data
        .service
        .names(t.guild, &[board.black, board.white])
        .await
        .unwrap_or_default();
    let name_of = |u: UserId| names.get(&u).cloned().unwrap_or_else(|| u.to_string());
    let name = thread_name(
        &name_of(board.black),
        &name_of(board.white),
        &t.variant.size.to_string(),
    );
    let channel = serenity::ChannelId::new(t.channel.0);
    let thread = match start_thread(http, channel, message.id, &name).await {
        Ok(thread) => thread,
        Err(e) => {
            tracing::warn!(error = %e, tournament = %t.id, "starting a tournament game's thread failed");
            return;
        }
    };
    let place = Place::thread(t.guild, thread, t.channel);
    match data.service.start_board_game(board.key, place).await {
        Ok(view) => {
            let names = names_for(&data.service, &view, lang).await;
            let reply = board_reply(&data.renderer, &view, &names, headline, None, lang);
            post(http, data, thread, reply).await;
        }
        Err(e) => {
            tracing::warn!(error = %e, tournament = %t.id, "starting a tournament game failed")
        }
    }
}

/// Posts a paired round or the end where the tournament lives, and the
/// podium in the channel it was set up in too.
async fn announce(http: &serenity::Http, data: &Data, event: TournamentEvent) {
    let guild = event.view().tournament.guild;
    let lang = server_language(data, guild, None).await;
    let finished = matches!(event, TournamentEvent::Finished { .. });
    let new_state = matches!(
        event,
        TournamentEvent::RoundPaired { round: 0, .. }
            | TournamentEvent::Finished { .. }
            | TournamentEvent::Cancelled { .. }
    );
    let id = event.view().id();
    let reply = announcement_of(data, event, lang).await;
    let view = match data.service.tournament(id).await {
        Ok(view) => view,
        Err(e) => {
            tracing::error!(error = %e, tournament = %id, "reading a tournament to announce failed");
            return;
        }
    };
    if new_state {
        state_changed(http, data, &view).await;
    }
    post(http, data, home_of(&view), same_text(&reply)).await;
    if finished && view.tournament.home.is_some() {
        let podium = Reply {
            pings: reply.pings,
            ..Reply::public(report::podium_text(&view, lang, &mention))
        };
        post(http, data, view.tournament.channel, podium).await;
    }
}

/// How long a round's pairings wait for games another process (or the
/// scheduler's tick) claimed to start, so they can link them.
const ROUND_START_WAIT: Duration = Duration::from_secs(5);

/// `view` read again, for a paired round once every game of it has started
/// (its thread is what the pairings link) or [`ROUND_START_WAIT`] passed.
async fn read_again(data: &Data, view: &TournamentView, round: Option<u32>) -> TournamentView {
    let give_up = Instant::now() + ROUND_START_WAIT;
    let mut latest = view.clone();
    loop {
        match data.service.tournament(view.id()).await {
            Ok(fresh) => latest = fresh,
            Err(e) => tracing::error!(error = %e, "reading a tournament to announce failed"),
        }
        let waiting = round.is_some_and(|r| latest.round(r).any(|b| latest.waits_for_its_game(b)));
        if !waiting || Instant::now() >= give_up {
            return latest;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A paired round (with the standings so far, and links to its games), or
/// the end (final standings and the podium, which pings the top three).
pub(crate) async fn announcement_of(data: &Data, event: TournamentEvent, lang: Lang) -> Reply {
    let paired = match event {
        TournamentEvent::RoundPaired { round, .. } => Some(round),
        _ => None,
    };
    let view = read_again(data, event.view(), paired).await;
    match event {
        TournamentEvent::RoundPaired { round, .. } => {
            let links = game_links(data, &view).await;
            let link = |game: GameId| {
                links
                    .iter()
                    .find(|(g, _)| *g == game)
                    .map(|(_, l)| l.clone())
            };
            let mut text = String::new();
            if round > 0 {
                text.push_str(&report::standings_text(&view, lang, &mention));
                text.push_str("\n\n");
            }
            text.push_str(&report::pairings_text(&view, round, lang, &mention, &link));
            if round == 0 {
                return Reply::public(text);
            }
            with_standings_picture(data, &view, lang, Reply::public(text)).await
        }
        TournamentEvent::Cancelled { .. } => Reply::public(report::called_off_text(&view, lang)),
        TournamentEvent::Finished { .. } => {
            let top: Vec<UserId> = view
                .standings()
                .iter()
                .filter(|s| s.rank <= 3)
                .map(|s| UserId(s.id))
                .collect();
            let text = format!(
                "{}\n\n{}",
                report::standings_text(&view, lang, &mention),
                report::podium_text(&view, lang, &mention)
            );
            let reply = Reply {
                pings: top,
                ..Reply::public(text)
            };
            with_standings_picture(data, &view, lang, reply).await
        }
    }
}

/// The server's tournaments are moved on by the scheduler of any process:
/// this is its tick (see `scheduler`).
pub(super) async fn tick(http: &serenity::Http, data: &Data) {
    match data.service.process_tournaments(None).await {
        Ok(events) => run_tournaments(http, data, None, events).await,
        Err(e) => tracing::error!(error = %format!("{e:#}"), "moving tournaments on failed"),
    }
}
