//! What the terminal prints: boards, results, tables, records, settings, and
//! what fell due meanwhile.

use anyhow::Context as _;

use super::{Session, parse_game};
use crate::engine::{Color, JumpRule, Move, MoveNumber, Opening, Size, numbered};
use crate::game::{
    AttemptStatus, ChannelId, DueEvent, GameAnalysis, GameEnd, GameStatus, GameView, Hint,
    LimitsUpdate, PuzzleView, Step, UserId, VariantUpdate, counted, format_duration,
    parse_duration, rating_text,
};
use crate::render::{BoardView, Caption, hint_squares, text_board};

impl Session {
    pub(super) async fn print_end(&self, end: &GameEnd) {
        println!(
            "game over: {} wins ({})",
            self.name_of(end.winner).await,
            end.outcome.reason.name()
        );
        if end.rating_changes.is_empty() {
            println!("  casual game: ratings unchanged");
        }
        for c in &end.rating_changes {
            println!(
                "  {}: {:.0} -> {:.0}",
                self.name_of(c.user).await,
                c.before,
                c.after
            );
        }
    }

    /// Prints the board as text and writes it as a PNG.
    pub(super) async fn show(&self, view: &GameView, last: Option<Move>) -> anyhow::Result<()> {
        let black = self.player_name(view.black).await;
        let white = self.player_name(view.white).await;
        let pos = view.game.position();
        println!("{}", text_board(pos));
        let caption = Caption::for_game(&view.game, &black, &white, self.lang);
        println!(
            "{} (x, {} stones) vs {} (o, {} stones): {}",
            black,
            pos.count(Color::Black),
            white,
            pos.count(Color::White),
            caption.status
        );
        if let Some(deadline) = view
            .turn_deadline
            .filter(|_| view.status == GameStatus::Active)
        {
            println!(
                "time left to move: {}",
                format_duration(deadline.since(self.service.now()), self.lang)
            );
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
        println!("board written to {}", self.png.display());
        Ok(())
    }

    pub(super) async fn print_hint(&self, hint: &Hint) -> anyhow::Result<()> {
        let choice = hint.choice;
        let verdict = hint.verdict(self.lang);
        let when = if hint.is_review() {
            format!(
                " before move {} of game {}",
                MoveNumber::of_ply(hint.ply),
                hint.view.id
            )
        } else {
            String::new()
        };
        println!(
            "hint for {}{when}: {} ({verdict})",
            hint.position.turn(),
            choice.best
        );
        println!("{}", text_board(&hint.position));
        let black = self.player_name(hint.view.black).await;
        let white = self.player_name(hint.view.white).await;
        self.write_png(&BoardView {
            last_move: hint.last_move(),
            suggestion: Some(choice.best),
            caption: Some(Caption::for_position(
                &hint.position,
                &black,
                &white,
                self.lang,
            )),
            ..BoardView::new(&hint.position)
        })
    }

    pub(super) async fn print_analysis(&self, analysis: &GameAnalysis) {
        let view = &analysis.view;
        println!("analysis of game {} ({} moves)", view.id, view.ply());
        let Some(from) = analysis.proven_from else {
            println!("the game is too big to prove any position of it");
            return;
        };
        if from == 0 {
            println!("every position of this game is proven");
        } else {
            println!(
                "every position from move {} on is proven",
                MoveNumber::of_ply(from)
            );
        }
        if analysis.blunders.is_empty() {
            println!("no move in that stretch threw away a win");
        }
        for b in &analysis.blunders {
            println!(
                "{}: {} let the win slip; {} would have won",
                numbered(b.ply, b.played),
                self.player_name(view.player(b.mover)).await,
                b.winning
            );
        }
        if let Some(winner) = analysis.winner_from_there {
            println!(
                "at move {}, {} ({winner}) had a forced win",
                MoveNumber::of_ply(from),
                self.player_name(view.player(winner)).await
            );
        }
    }

    pub(super) async fn player_name(&self, user: Option<UserId>) -> String {
        match user {
            Some(u) => self.name_of(u).await,
            None => "?".into(),
        }
    }

    pub(super) async fn leaderboard(&self, page: Option<&&str>) -> anyhow::Result<()> {
        let page: usize = page
            .map_or(Ok(1), |p| p.parse())
            .context("the page is a number")?;
        let board = self.service.leaderboard(self.place.guild, page).await?;
        if board.entries.is_empty() {
            println!("no rated games yet");
            return Ok(());
        }
        println!("leaderboard, page {} of {}", board.page, board.pages);
        for e in board.entries {
            println!(
                "{:>3}. {:<20} {:>5} ±{:<4.0} {}, {} won, {} lost",
                e.rank,
                self.name_of(e.user).await,
                rating_text(e.rating, e.deviation),
                e.margin(),
                counted(e.games, "game", "games"),
                e.wins,
                e.losses
            );
        }
        Ok(())
    }

    async fn target(&self, name: Option<&&str>) -> anyhow::Result<UserId> {
        match name {
            Some(n) => self.user(n).await,
            None => self.me(),
        }
    }

    pub(super) async fn stats(&self, name: Option<&&str>) -> anyhow::Result<()> {
        let user = self.target(name).await?;
        let s = self.service.stats(self.place.guild, user).await?;
        let rating = match (s.rating, s.deviation) {
            (Some(r), Some(d)) => rating_text(r, d),
            _ => "none yet".to_string(),
        };
        println!(
            "{}: rating {rating}; rated games: {} won, {} lost, streak {}; casual games: {} won, {} lost",
            self.name_of(user).await,
            s.wins,
            s.losses,
            s.streak,
            s.casual_wins,
            s.casual_losses
        );
        Ok(())
    }

    pub(super) async fn history(&self, name: Option<&&str>) -> anyhow::Result<()> {
        let user = self.target(name).await?;
        let games = self.service.history(self.place.guild, user).await?;
        if games.is_empty() {
            println!("no finished games");
        }
        for g in games {
            let opponent = self.name_of(g.opponent).await;
            println!("game {}: {}", g.id, g.describe(&opponent, self.lang));
        }
        Ok(())
    }

    pub(super) async fn record(&self, game: Option<&&str>) -> anyhow::Result<()> {
        let view = match game {
            Some(id) => {
                let id = parse_game(id)?;
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

    pub(super) async fn settings(&self, args: &[&str]) -> anyhow::Result<()> {
        let guild = self.place.guild;
        let s = match args {
            [] => self.service.settings(guild).await?,
            ["turn-limit", d] => {
                self.service
                    .set_turn_limit(guild, parse_duration(d).map_err(anyhow::Error::msg)?)
                    .await?
            }
            ["variant", words @ ..] if !words.is_empty() => {
                self.service
                    .update_default_variant(guild, variant_update(words)?)
                    .await?
            }
            ["allow", channel] => {
                self.service
                    .allow_channel(guild, ChannelId(channel.parse()?))
                    .await?
            }
            ["disallow", channel] => {
                self.service
                    .disallow_channel(guild, ChannelId(channel.parse()?))
                    .await?
            }
            ["limits", words @ ..] if !words.is_empty() => {
                self.service
                    .update_limits(guild, limits_update(words)?)
                    .await?
            }
            ["rated", yes_or_no] => {
                let rated = match *yes_or_no {
                    "yes" | "on" | "true" => true,
                    "no" | "off" | "false" => false,
                    other => anyhow::bail!("settings rated takes yes or no, not '{other}'"),
                };
                self.service.set_rated_default(guild, rated).await?
            }
            _ => anyhow::bail!("unknown settings command; see help"),
        };
        let channels = if s.allowed_channels.is_empty() {
            "every channel".to_string()
        } else {
            s.allowed_channels
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        println!(
            "turn limit {}, default game {}, games allowed in {channels}, challenges {} unless they say; {}",
            format_duration(s.turn_limit, self.lang),
            s.default_variant,
            if s.rated { "rated" } else { "casual" },
            s.limits.describe(self.lang)
        );
        Ok(())
    }

    /// Today's puzzle: where the attempt stands, the board and the moves.
    pub(super) fn show_puzzle(&self, view: &PuzzleView) -> anyhow::Result<()> {
        let side = view.start.turn();
        println!(
            "puzzle #{} (difficulty {} of 5): {side} to move wins with exactly one move; \
             find it, then keep winning until {} has no move",
            view.number,
            view.difficulty,
            side.other()
        );
        let moves: Vec<String> = view.moves.iter().map(ToString::to_string).collect();
        match view.status {
            AttemptStatus::NotStarted => {}
            AttemptStatus::Playing => println!("your attempt so far: {}", moves.join(" ")),
            AttemptStatus::Solved => println!(
                "solved in {} moves: {}",
                view.player_moves(),
                moves.join(" ")
            ),
            AttemptStatus::Failed => println!(
                "attempt over: {} (the last move refutes yours)",
                moves.join(" ")
            ),
        }
        let pos = view.position();
        println!("{}", text_board(&pos));
        let legal: Vec<String> = view.legal_moves().iter().map(ToString::to_string).collect();
        if !legal.is_empty() {
            println!("your moves as {}: {}", pos.turn(), legal.join(" "));
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
            .puzzle_answer_request(&self.ai, guild, me, text, None)
            .await?;
        let answer = self
            .service
            .answer_puzzle(&self.ai, guild, me, request)
            .await?;
        let played = answer.played;
        match answer.step {
            Step::Defended(defence) => println!("{played} is right; I answer {defence}"),
            Step::Solved => {
                let score = answer.view.score;
                println!(
                    "{played} wins: solved in {} moves! solved here: {}, streak {} (best {})",
                    answer.view.player_moves(),
                    score.solved,
                    score.streak,
                    score.best_streak
                );
            }
            Step::Refuted(refutation) => println!(
                "{played} throws the win away: {refutation} answers it; the attempt is over"
            ),
        }
        self.show_puzzle(&answer.view)
    }

    pub(super) async fn puzzle_leaderboard(&self, page: Option<&&str>) -> anyhow::Result<()> {
        let page = match page {
            Some(p) => p
                .parse()
                .with_context(|| format!("'{p}' is not a page number"))?,
            None => 1,
        };
        let scores = self
            .service
            .puzzle_leaderboard(self.place.guild, page)
            .await?;
        if scores.is_empty() {
            println!("no puzzles solved yet");
        }
        let first = (page.max(1) - 1) * crate::game::PUZZLE_BOARD_PAGE;
        for (i, s) in scores.iter().enumerate() {
            println!(
                "{}. {}: {} solved, streak {} (best {})",
                first + i + 1,
                self.player_name(s.user).await,
                s.solved,
                s.streak,
                s.best_streak
            );
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
                            println!(
                                "reminder: {} has half of their time left to move",
                                self.name_of(player).await
                            );
                        }
                        DueEvent::Forfeit { end, .. } => {
                            println!("time ran out for {}", self.name_of(end.loser).await);
                            self.print_end(&end).await;
                        }
                        DueEvent::ChallengeExpired { view } => match view.opponent {
                            Some(opponent) => println!(
                                "the challenge to {} expired",
                                self.name_of(opponent).await
                            ),
                            None => println!("the open challenge expired"),
                        },
                        // The terminal has no threads to archive.
                        DueEvent::ArchiveThread { .. } => {}
                    }
                }
            }
            Err(e) => {
                tracing::error!(error = ?e, "checking deadlines failed");
                println!("error: {}", self.lang.text("error-internal"));
            }
        }
    }
}

/// `settings limits` pairs, any of: `challenges N`, `games N`, `pause 10m`.
fn limits_update(words: &[&str]) -> anyhow::Result<LimitsUpdate> {
    let mut update = LimitsUpdate::default();
    for pair in words.chunks(2) {
        let [name, value] = pair else {
            anyhow::bail!("'{}' needs a value, e.g. games 10", pair[0]);
        };
        match *name {
            "challenges" => update.open_challenges = Some(value.parse()?),
            "games" => update.running_games = Some(value.parse()?),
            "pause" => {
                update.rechallenge_cooldown =
                    Some(parse_duration(value).map_err(anyhow::Error::msg)?);
            }
            _ => anyhow::bail!("'{name}' is not a limit; use challenges, games or pause"),
        }
    }
    Ok(update)
}

/// `settings variant` words, in any order: a size, an opening, a jump rule.
/// What is not named is kept.
fn variant_update(words: &[&str]) -> anyhow::Result<VariantUpdate> {
    let mut update = VariantUpdate::default();
    for word in words {
        if let Ok(size) = word.parse::<Size>() {
            update.size = Some(size);
        } else if let Ok(opening) = word.parse::<Opening>() {
            update.opening = Some(opening);
        } else if let Ok(jumps) = word.parse::<JumpRule>() {
            update.jumps = Some(jumps);
        } else {
            anyhow::bail!(
                "'{word}' is not a board size (e.g. 6x6), an opening (centre-or-corner, centre, any) or a jump rule (straight, turning)"
            );
        }
    }
    Ok(update)
}
