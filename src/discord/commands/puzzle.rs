//! The daily puzzle: shown, answered and scored privately; a member may
//! share a spoiler-free line of their result.

use poise::serenity_prelude as serenity;
use serenity::{CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind};

use crate::discord::context::{
    Caller, Context, Data, Error, author_of, languages_of, member_lang, place_of,
};
use crate::discord::controls::{MAX_OPTION_TEXT, move_label};
use crate::discord::ids::ComponentId;
use crate::discord::reply::{Reply, escape, mention};
use crate::discord::send::send;
use crate::game::{MAX_MENU_OPTIONS, PuzzleAnswer, PuzzleView, ServiceError, report};
use crate::i18n::Lang;
use crate::render::{BoardView, Caption};
use crate::values::{AttemptStatus, GuildId};

/// Today's puzzle: find the only winning move, then keep winning.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("today", "answer", "leaderboard"),
    subcommand_required
)]
pub async fn puzzle(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Show today's puzzle (only you see it), or how your attempt stands.
#[poise::command(slash_command, guild_only)]
pub async fn today(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let guild = place_of(ctx).guild;
    let me = author_of(ctx);
    let view = data.service.todays_puzzle(guild, me).await?;
    let lang = member_lang(ctx);
    let intro = report::puzzle_intro(&view, lang, "puzzle-start");
    send(ctx, puzzle_reply(data, &view, intro, lang)).await
}

/// Answer today's puzzle with a move (only you see the answer).
#[poise::command(slash_command, guild_only)]
pub async fn answer(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_puzzle_move"]
    #[rename = "move"]
    #[max_length = 40]
    text: String,
) -> Result<(), Error> {
    let data = ctx.data();
    let guild = place_of(ctx).guild;
    let me = author_of(ctx);
    let request = data
        .service
        .puzzle_answer_request(guild, me, &text, None)
        .await?;
    ctx.defer_ephemeral().await?;
    let answer = data.service.answer_puzzle(guild, me, request).await?;
    send(ctx, answer_reply(data, &answer, member_lang(ctx))).await
}

/// This server's puzzle solvers: most puzzles solved, then longest streak.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(ctx: Context<'_>, #[min = 1] page: Option<u32>) -> Result<(), Error> {
    let data = ctx.data();
    let guild = place_of(ctx).guild;
    let page = page.map_or(1, |p| usize::try_from(p).unwrap_or(usize::MAX));
    let langs = languages_of(ctx).await;
    let lang = langs.public;
    let scores = data.service.puzzle_leaderboard(guild, page).await?;
    let reply = if scores.is_empty() && page == 1 {
        Reply::public(lang.text("puzzle-board-empty"))
    } else {
        match report::puzzle_board_text(&scores, page, lang, &mention) {
            Some(text) => Reply::public(text),
            None => Reply::private(langs.member.text("no-such-page")),
        }
    };
    send(ctx, reply).await
}

async fn autocomplete_puzzle_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let wanted = partial.trim().to_ascii_lowercase().replace(['-', ' '], "");
    let moves = match (ctx.guild_id(), ctx.data()) {
        (Some(guild), data) => data
            .service
            .todays_puzzle(GuildId(guild.get()), author_of(ctx))
            .await
            .map(|view| view.legal_moves())
            .unwrap_or_else(|e| {
                // Suggestions are a convenience: none is the answer.
                tracing::warn!(error = %e, "listing puzzle moves for autocomplete failed");
                Vec::new()
            }),
        _ => Vec::new(),
    };
    let choices = moves
        .into_iter()
        .map(|m| m.to_string())
        .filter(|m| m.replace('-', "").starts_with(&wanted))
        .take(MAX_MENU_OPTIONS)
        .map(serenity::AutocompleteChoice::from)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The reply to an answer: the defence, the solve, or the refutation.
fn answer_reply(data: &Data, answer: &PuzzleAnswer, lang: Lang) -> Reply {
    puzzle_reply(
        data,
        &answer.view,
        report::puzzle_answer_text(answer, lang),
        lang,
    )
}

/// A private reply with the attempt's board and its controls: the move
/// menu while it goes on, the share button once it is over.
pub(crate) fn puzzle_reply(data: &Data, view: &PuzzleView, content: String, lang: Lang) -> Reply {
    let failed = view.status == AttemptStatus::Failed;
    let mut shown = view.start;
    let mut last = None;
    // A failed attempt shows the position after the wrong move, with the
    // refutation drawn as a suggestion.
    let upto = view.moves.len().saturating_sub(usize::from(failed));
    for &m in &view.moves[..upto] {
        shown.play_unchecked(m);
        last = Some(m);
    }
    let picture = BoardView {
        last_move: last,
        suggestion: view.moves.last().copied().filter(|_| failed),
        caption: Some(Caption::for_position(&shown, "", "", lang)),
        ..BoardView::new(&shown)
    };
    let board = match data.renderer.render_png(&picture) {
        Ok(png) => Some(png),
        Err(e) => {
            tracing::error!(error = %e, "rendering a puzzle failed");
            None
        }
    };
    Reply {
        content,
        board,
        board_alt: Some(lang.format("puzzle-alt", &[("colour", shown.turn().name().into())])),
        components: puzzle_controls(view, lang),
        ephemeral: true,
        ..Reply::default()
    }
}

fn puzzle_controls(view: &PuzzleView, lang: Lang) -> Vec<CreateActionRow> {
    if view.status.is_over() {
        let share = CreateButton::new(ComponentId::PuzzleShare { day: view.day }.encode())
            .label(lang.text("button-share"))
            .style(serenity::ButtonStyle::Primary);
        return vec![CreateActionRow::Buttons(vec![share])];
    }
    let moves = view.legal_moves();
    let options: Vec<_> = moves
        .iter()
        .filter(|m| m.to_string().chars().count() <= MAX_OPTION_TEXT)
        .take(MAX_MENU_OPTIONS)
        .map(|&m| serenity::CreateSelectMenuOption::new(move_label(m, lang), m.to_string()))
        .collect();
    if options.is_empty() {
        return Vec::new();
    }
    let id = ComponentId::PuzzleMove {
        day: view.day,
        ply: view.moves.len(),
    };
    vec![CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id.encode(), CreateSelectMenuKind::String { options }).placeholder(
            lang.format(
                "menu-pick-move",
                &[("colour", view.position().turn().name().into())],
            ),
        ),
    )]
}

/// A click on a puzzle's menu made for move `ply` of day `day`'s puzzle:
/// the answer, as `/konane puzzle answer` gives it.
pub(crate) async fn picked_reply(
    data: &Data,
    caller: Caller,
    day: i64,
    ply: usize,
    choice: &str,
) -> Result<Reply, ServiceError> {
    let (guild, user) = (caller.place.guild, caller.user);
    let request = data
        .service
        .puzzle_answer_request(guild, user, choice, Some((day, ply)))
        .await?;
    let answer = data.service.answer_puzzle(guild, user, request).await?;
    Ok(answer_reply(data, &answer, caller.langs.member))
}

/// The Share button of day `day`'s puzzle: one public, spoiler-free line
/// about the result of the member called `name`.
pub(crate) async fn share_reply(
    data: &Data,
    caller: Caller,
    name: &str,
    day: i64,
) -> Result<Reply, ServiceError> {
    let langs = caller.langs;
    let view = data
        .service
        .todays_puzzle(caller.place.guild, caller.user)
        .await?;
    if view.day != day {
        return Ok(Reply::private(langs.member.text("puzzle-other-day")));
    }
    let shared = |id| {
        langs.public.format(
            id,
            &[
                ("name", escape(name).into()),
                ("count", view.player_moves().into()),
                ("streak", view.score.streak.into()),
            ],
        )
    };
    match view.status {
        AttemptStatus::Solved => Ok(Reply::public(shared("puzzle-shared-solved"))),
        AttemptStatus::Failed => Ok(Reply::public(shared("puzzle-shared-failed"))),
        AttemptStatus::NotStarted | AttemptStatus::Playing => Err(ServiceError::PuzzleNotOver),
    }
}
