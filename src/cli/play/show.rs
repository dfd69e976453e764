//! What the terminal prints: boards, results, tables, records, and what
//! fell due meanwhile.

use std::collections::HashMap;

use anyhow::Context as _;

use super::help;
use super::session::{Session, parse_game};
use crate::engine::{Color, Move};
use crate::game::{
    Action, Asker, DueEvent, GameAnalysis, GameEnd, GameView, Hint, PuzzleView, Takeback,
    format_duration, report,
};
use crate::i18n::{self, outcome_of, plain};
use crate::render::{BoardView, Caption, hint_squares, text_board};
use crate::values::{GameStatus, UserId};

/// The terminal's command for `action`, as `help` lists it; none for
/// following a game (its notices are direct messages on Discord) nor for a
/// moderator's abort (the terminal has no moderators).
pub fn terminal_command(action: Action) -> Option<&'static str> {
    Some(match action {
        Action::Move => "move",
        Action::Accept => "accept",
        Action::Decline => "decline",
        Action::Cancel => "cancel",
        Action::Resign => "resign",
        Action::Takeback => "takeback",
        Action::TakebackAnswer => "takeback accept|decline",
        Action::Abort => "abort",
        Action::Rematch => "rematch",
        Action::Hint => "hint",
        Action::Analysis => "analyze",
        Action::ModeratorAbort | Action::Follow => return None,
    })
}

/// Players' names looked up for one report; one never named shows as its id.
pub(super) struct Names(HashMap<UserId, String>);

impl Names {
    pub(super) fn naming(&self) -> impl Fn(UserId) -> String + '_ {
        |user| {
            self.0
                .get(&user)
                .cloned()
                .unwrap_or_else(|| format!("#{user}"))
        }
    }
}

impl Session {
    pub(super) async fn print_end(&self, end: &GameEnd) {
        let lang = self.lang;
        let (winner, loser) = (
            self.name_of(end.winner).await,
            self.name_of(end.loser).await,
        );
        println!("{}", outcome_of(end.outcome.reason, &winner, &loser, lang));
        if end.rating_changes.is_empty() {
            println!("  {}", lang.text("casual-ratings-unchanged"));
        }
        let names = self.names(end.rating_changes.iter().map(|c| c.user)).await;
        for change in &end.rating_changes {
            let line = report::rating_change_text(change, lang, &names.naming());
            println!("  {line}");
        }
    }

    /// Prints the board as text, writes it as a PNG, and says what the
    /// session's player may do now.
    pub(super) async fn show(&self, view: &GameView, last: Option<Move>) -> anyhow::Result<()> {
        self.show_board(view, last).await?;
        self.print_actions(view).await;
        Ok(())
    }

    /// What the session's player may do in `view` now, as the service
    /// offers it, in the terminal's commands.
    pub(super) async fn print_actions(&self, view: &GameView) {
        let Ok(me) = self.me() else {
            return;
        };
        match self.service.actions(view, Asker::own(me)).await {
            Ok(offered) => {
                let commands: Vec<&str> = offered.iter().filter_map(terminal_command).collect();
                if !commands.is_empty() {
                    let args = [("commands", commands.join(", ").into())];
                    println!("{}", self.lang.format("term-you-may", &args));
                }
            }
            Err(e) => {
                tracing::warn!(game = %view.id, error = %e, "reading what a player may do failed")
            }
        }
    }

    /// Prints the board as text and writes it as a PNG.
    pub(super) async fn show_board(
        &self,
        view: &GameView,
        last: Option<Move>,
    ) -> anyhow::Result<()> {
        let black = self.player_name(view.black).await;
        let white = self.player_name(view.white).await;
        let pos = view.game.position();
        println!("{}", text_board(pos));
        let caption = Caption {
            verdict: view.verdict(),
            ..Caption::for_game(&view.game, &black, &white, self.lang)
        };
        let stones = |c: Color| {
            self.lang
                .format("caption-stones", &[("count", pos.count(c).into())])
        };
        // The picture's isolates around names, which terminals would show.
        let caption_status = caption.status.replace(['\u{2068}', '\u{2069}'], "");
        let status = [
            ("black", black.as_str().into()),
            ("black-stones", stones(Color::Black).into()),
            ("white", white.as_str().into()),
            ("white-stones", stones(Color::White).into()),
            ("status", caption_status.as_str().into()),
        ];
        println!("{}", self.lang.format("term-status", &status));
        if let Some(winner) = caption.verdict {
            println!("{}", i18n::proven_winner(winner, self.lang));
        }
        if let Some(deadline) = view
            .turn_deadline
            .filter(|_| view.status == GameStatus::Active)
        {
            let left = format_duration(deadline.since(self.service.now()), self.lang);
            println!(
                "{}",
                self.lang.format("term-time-left", &[("time", left.into())])
            );
        }
        if let Some(clocks) = report::clocks_text(view, self.service.now(), self.lang) {
            println!("{clocks}");
        }
        let board = BoardView {
            last_move: last.or_else(|| view.last_move()),
            hints: if view.status == GameStatus::Active {
                hint_squares(pos, view.game.variant().rules(), None)
            } else {
                Vec::new()
            },
            caption: Some(caption),
            ..BoardView::new(pos)
        };
        self.write_png(&board)
    }

    fn write_png(&self, board: &BoardView) -> anyhow::Result<()> {
        let png = self.renderer.render_png(board)?;
        std::fs::write(&self.png, png)
            .with_context(|| format!("writing {}", self.png.display()))?;
        let path = self.png.display().to_string();
        println!(
            "{}",
            self.lang
                .format("term-board-written", &[("path", path.into())])
        );
        Ok(())
    }

    pub(super) async fn print_hint(&self, hint: &Hint) -> anyhow::Result<()> {
        let choice = hint.choice;
        println!("{}", plain(&report::hint_text(hint, self.lang)));
        println!("{}", text_board(&hint.position));
        let black = self.player_name(hint.view.black).await;
        let white = self.player_name(hint.view.white).await;
        let verdict = hint.view.verdict_on(&hint.position);
        if let Some(winner) = verdict {
            println!("{}", i18n::proven_winner(winner, self.lang));
        }
        self.write_png(&BoardView {
            last_move: hint.last_move(),
            suggestion: Some(choice.best),
            caption: Some(Caption {
                verdict,
                ..Caption::for_position(&hint.position, &black, &white, self.lang)
            }),
            ..BoardView::new(&hint.position)
        })
    }

    pub(super) async fn print_analysis(&self, analysis: &GameAnalysis) {
        let view = &analysis.view;
        let players = [view.black, view.white];
        let names = self.names(players.iter().flatten().copied()).await;
        let text = report::analysis_text(analysis, self.lang, &names.naming(), usize::MAX);
        println!("{}", plain(&text));
    }

    /// The names of `users`, for a report that names several players.
    pub(super) async fn names(&self, users: impl IntoIterator<Item = UserId>) -> Names {
        let users: Vec<UserId> = users.into_iter().collect();
        Names(
            self.service
                .names(self.place.guild, &users)
                .await
                .unwrap_or_default(),
        )
    }

    pub(super) async fn player_name(&self, user: Option<UserId>) -> String {
        match user {
            Some(u) => self.name_of(u).await,
            None => "?".into(),
        }
    }

    /// `leaderboard [PAGE]`: the running season's table if one runs, else
    /// the ratings; `leaderboard all-time [PAGE]` the ratings, and
    /// `leaderboard season N` a past season's table (as the Discord command).
    pub(super) async fn leaderboard(&self, args: &[&str]) -> anyhow::Result<()> {
        if let ["global", rest @ ..] = args {
            let page = self.page(rest.first())?;
            let (board, names) = self.service.global_leaderboard(page).await?;
            let name_of = |u: UserId| names.get(&u).cloned().unwrap_or_else(|| "?".into());
            let text = report::global_leaderboard_text(&board, self.lang, &name_of);
            println!("{}", plain(&text).trim_end());
            // A listed player with no rated game yet is not on it: say why.
            if let Ok(me) = self.me()
                && self.service.global_listing(me).await? == (true, false)
            {
                println!("{}", self.lang.text("term-global-ladder-not-yet"));
            }
            return Ok(());
        }
        let (season, page) = match args {
            ["all-time", rest @ ..] => (None, rest.first()),
            ["season", n, ..] => (Some(Some(self.number(n)?)), None),
            rest => (Some(None), rest.first()),
        };
        if let Some(number) = season
            && let Some(table) = self.service.season_table(self.place.guild, number).await?
        {
            let names = self.names(table.standings.iter().map(|s| s.user)).await;
            println!(
                "{}",
                plain(&report::season_text(&table, self.lang, &names.naming()))
            );
            return Ok(());
        }
        let page = self.page(page)?;
        let board = self.service.leaderboard(self.place.guild, page).await?;
        let names = self.names(board.entries.iter().map(|e| e.user)).await;
        let text = report::leaderboard_text(&board, self.lang, &names.naming());
        println!("{}", plain(&text).trim_end());
        Ok(())
    }

    /// A page number given (the first page if none).
    fn page(&self, page: Option<&&str>) -> anyhow::Result<usize> {
        page.map_or(Ok(1), |p| p.parse()).with_context(|| {
            let text = page.map_or_else(String::new, ToString::to_string);
            self.lang
                .format("term-not-a-page", &[("text", text.into())])
        })
    }

    /// `takeback | takeback accept | takeback decline`: asks to take back
    /// the player's last move (against the bot, takes it back), or answers
    /// the opponent's request.
    pub(super) async fn takeback(&self, args: &[&str]) -> anyhow::Result<()> {
        let me = self.me()?;
        let (view, id) = match args {
            [] => match self.service.ask_takeback(self.place, me).await? {
                Takeback::Asked(view) => (view, "takeback-asked"),
                Takeback::TakenBack(view) => (view, "takeback-taken"),
            },
            [answer @ ("accept" | "decline")] => {
                let accept = *answer == "accept";
                let view = self.service.answer_takeback(self.place, me, accept).await?;
                let id = if accept {
                    "takeback-accepted"
                } else {
                    "takeback-declined"
                };
                (view, id)
            }
            _ => anyhow::bail!(help::inline(&self.lang.text("term-help-takeback"))),
        };
        let opponent = [view.black, view.white]
            .into_iter()
            .flatten()
            .find(|&p| p != me)
            .unwrap_or(me);
        let args = [
            ("player", self.name_of(me).await.into()),
            ("opponent", self.name_of(opponent).await.into()),
        ];
        println!("{}", plain(&self.lang.format(id, &args)));
        self.show(&view, None).await
    }

    /// `export FILE`: writes the player's finished games here as records,
    /// as `/konane export` sends them.
    pub(super) async fn export(&self, file: Option<&&str>) -> anyhow::Result<()> {
        let Some(file) = file else {
            anyhow::bail!(help::inline(&self.lang.text("term-help-export")));
        };
        let records = self
            .service
            .export_records(self.place.guild, self.me()?)
            .await?;
        if records.is_empty() {
            println!("{}", plain(&self.lang.text("export-none")));
            return Ok(());
        }
        // As `backup`: a file that exists is someone's, never overwritten.
        let mut out = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(file)
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::AlreadyExists => anyhow::anyhow!(
                    self.lang
                        .format("term-file-exists", &[("file", (*file).into())])
                ),
                _ => anyhow::Error::from(e).context(format!("writing {file}")),
            })?;
        std::io::Write::write_all(
            &mut out,
            crate::engine::Record::write_all(&records).as_bytes(),
        )
        .with_context(|| format!("writing {file}"))?;
        let args = [
            ("count", records.len().into()),
            ("limit", crate::game::EXPORT_LIMIT.into()),
        ];
        println!("{}", plain(&self.lang.format("export-ready", &args)));
        Ok(())
    }

    fn number(&self, text: &str) -> anyhow::Result<u32> {
        text.trim_start_matches('#').parse().with_context(|| {
            self.lang
                .format("term-not-a-page", &[("text", text.into())])
        })
    }

    /// `season start NAME`: ends the running season and begins the next.
    pub(super) async fn season(&self, args: &[&str]) -> anyhow::Result<()> {
        match args {
            ["start", name @ ..] => {
                let me = self.me()?;
                let (ended, started) = self
                    .service
                    .start_season(self.place.guild, me, &name.join(" "))
                    .await?;
                let users = ended.iter().flat_map(|t| t.champions());
                let names = self.names(users.collect::<Vec<_>>()).await;
                let text = report::season_started_text(
                    ended.as_ref(),
                    &started,
                    self.lang,
                    &names.naming(),
                );
                println!("{}", plain(&text));
                Ok(())
            }
            _ => anyhow::bail!(self.lang.text("term-help-season")),
        }
    }

    async fn target(&self, name: Option<&&str>) -> anyhow::Result<UserId> {
        match name {
            // A name nobody played under is a slip: say so, not a number.
            Some(n) => self
                .service
                .user_named(self.place.guild, n)
                .await?
                .with_context(|| {
                    self.lang
                        .format("term-unknown-player", &[("name", (*n).into())])
                }),
            None => self.me(),
        }
    }

    pub(super) async fn stats(&self, name: Option<&&str>) -> anyhow::Result<()> {
        let user = self.target(name).await?;
        let stats = self.service.stats(self.place.guild, user).await?;
        let players = std::iter::once(user).chain(stats.recent.iter().map(|g| g.opponent));
        let names = self.names(players).await;
        let viewer = self.me().unwrap_or(user);
        let text = report::stats_text(&stats, viewer, self.lang, &names.naming());
        println!("{}", plain(&text));
        let points = self.service.rating_history(self.place.guild, user).await?;
        let name = names.naming()(user);
        if let Some((chart, _)) = report::rating_chart(&points, &name, self.lang) {
            let path = self.png.with_file_name(format!(
                "{}-rating.png",
                self.png
                    .file_stem()
                    .and_then(|s| s.to_str())
                    .unwrap_or("konane")
            ));
            let png = self.renderer.render_rating_chart_png(&chart)?;
            std::fs::write(&path, png).with_context(|| format!("writing {}", path.display()))?;
            let args = [("path", path.display().to_string().into())];
            println!("{}", self.lang.format("term-chart-written", &args));
        }
        Ok(())
    }

    pub(super) async fn history(&self, name: Option<&&str>) -> anyhow::Result<()> {
        let user = self.target(name).await?;
        let games = self.service.history(self.place.guild, user).await?;
        if games.is_empty() {
            println!("{}", self.lang.text("term-history-empty"));
        }
        for g in games {
            let opponent = self.name_of(g.opponent).await;
            let args = [
                ("game", g.id.to_string().into()),
                ("summary", g.describe(&opponent, self.lang).into()),
            ];
            println!("{}", self.lang.format("term-history-row", &args));
        }
        Ok(())
    }

    pub(super) async fn record(&self, game: Option<&&str>) -> anyhow::Result<()> {
        let view = match game {
            Some(id) => {
                let id = parse_game(id, self.lang)?;
                self.service
                    .game_visible(self.place, self.me()?, id)
                    .await?
            }
            None => self.service.current_game(self.place).await?,
        };
        let record = view.record(
            &self.player_name(view.black).await,
            &self.player_name(view.white).await,
        );
        print!("{record}");
        Ok(())
    }

    /// Today's puzzle: where the attempt stands, the board and the moves.
    pub(super) fn show_puzzle(&self, view: &PuzzleView) -> anyhow::Result<()> {
        println!(
            "{}",
            plain(&report::puzzle_intro(view, self.lang, "term-puzzle-start"))
        );
        let pos = view.position();
        println!("{}", text_board(&pos));
        let legal: Vec<String> = view.legal_moves().iter().map(ToString::to_string).collect();
        if !legal.is_empty() {
            let args = [
                ("colour", pos.turn().name().into()),
                ("moves", legal.join(" ").into()),
            ];
            println!("{}", self.lang.format("term-puzzle-moves", &args));
        }
        self.write_png(&BoardView {
            last_move: view.moves.last().copied(),
            caption: Some(Caption::for_position(&pos, "", "", self.lang)),
            ..BoardView::new(&pos)
        })
    }

    pub(super) async fn answer_puzzle(&self, text: &str) -> anyhow::Result<()> {
        let (guild, me) = (self.place.guild, self.me()?);
        let request = self
            .service
            .puzzle_answer_request(guild, me, text, None)
            .await?;
        let answer = self.service.answer_puzzle(guild, me, request).await?;
        println!("{}", plain(&report::puzzle_answer_text(&answer, self.lang)));
        self.show_puzzle(&answer.view)
    }

    pub(super) async fn puzzle_leaderboard(&self, page: Option<&&str>) -> anyhow::Result<()> {
        let page = match page {
            Some(p) => p.parse().with_context(|| {
                self.lang
                    .format("term-not-a-page", &[("text", p.to_string().into())])
            })?,
            None => 1,
        };
        let scores = self
            .service
            .puzzle_leaderboard(self.place.guild, page)
            .await?;
        let names = self.names(scores.iter().filter_map(|s| s.user)).await;
        match report::puzzle_board_text(&scores, page, self.lang, &names.naming()) {
            Some(text) => println!("{}", plain(&text).trim_end()),
            None => println!("{}", self.lang.text("term-puzzle-board-empty")),
        }
        Ok(())
    }

    /// Reminders, forfeits and expired challenges that fell due meanwhile,
    /// in this session's server only (the bot announces the others').
    pub(super) async fn announce_due(&self) {
        match self.service.process_due_in(self.place.guild).await {
            Ok(events) => {
                for event in events {
                    match event {
                        DueEvent::Reminder { player, .. } => {
                            let args = [("player", self.name_of(player).await.into())];
                            println!("{}", self.lang.format("term-reminder", &args));
                        }
                        DueEvent::Forfeit { end, .. } => {
                            let args = [("player", self.name_of(end.loser).await.into())];
                            println!("{}", self.lang.format("ran-out-of-time", &args));
                            self.print_end(&end).await;
                        }
                        DueEvent::ChallengeExpired { view } => match view.opponent {
                            Some(opponent) => {
                                let args = [("opponent", self.name_of(opponent).await.into())];
                                println!("{}", self.lang.format("term-challenge-expired", &args));
                            }
                            None => println!("{}", self.lang.text("term-open-challenge-expired")),
                        },
                        // The terminal has no threads to archive.
                        DueEvent::ArchiveThread { .. } => {}
                        DueEvent::VacationOver { user, games } => {
                            for view in games {
                                let args = [
                                    ("player", self.name_of(user).await.into()),
                                    ("game", view.id.to_string().into()),
                                ];
                                println!("{}", self.lang.format("term-vacation-over", &args));
                            }
                        }
                    }
                }
            }
            Err(e) => {
                tracing::error!(error = ?e, "checking deadlines failed");
                super::refusal::refuse(&self.lang.text("error-internal"));
            }
        }
        self.run_tournaments().await;
    }
}
