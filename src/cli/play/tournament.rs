//! `tournament …` in the terminal: the same service calls as the Discord
//! commands. The terminal has no threads: each tournament game plays in a
//! channel of its own, which `channel N` switches to.

use std::time::Duration;

use super::session::{Session, yes_or_no};
use crate::engine::{JumpRule, Opening, Size};
use crate::game::{TournamentEvent, TournamentOptions, TournamentView, parse_duration, report};
use crate::i18n::{Lang, plain};
use crate::values::Authority;
use crate::values::{BoardKey, ChannelId, Place, TournamentFormat, TournamentId};

/// The options `tournament create` takes after the name.
const CREATE_OPTIONS: [&str; 9] = [
    "format", "rounds", "size", "opening", "jumps", "rated", "max", "time", "starts",
];

/// The channel a tournament board's game plays in, in the terminal.
pub(super) fn board_channel(key: BoardKey) -> ChannelId {
    let tournament = u64::try_from(key.tournament.0).unwrap_or_default();
    ChannelId(
        1 << 40
            | tournament << 24
            | u64::from(key.round) << 14
            | u64::from(key.board) << 4
            | u64::from(key.leg.min(15)),
    )
}

fn duration(text: &str, lang: Lang) -> anyhow::Result<Duration> {
    parse_duration(text).map_err(|_| {
        anyhow::anyhow!(lang.format("tournament-bad-duration", &[("text", text.into())]))
    })
}

/// A tournament's number as the player typed it (`#3` or `3`), if they typed one.
fn tournament_id(word: Option<&&str>, lang: Lang) -> anyhow::Result<Option<TournamentId>> {
    word.map(|w| {
        w.trim_start_matches('#')
            .parse::<i64>()
            .map(TournamentId)
            .map_err(|_| {
                anyhow::anyhow!(lang.format("term-not-a-game-number", &[("text", (*w).into())]))
            })
    })
    .transpose()
}

impl Session {
    /// `tournament SUBCOMMAND …`.
    pub(super) async fn tournament(&mut self, args: &[&str]) -> anyhow::Result<()> {
        let lang = self.lang;
        let guild = self.place.guild;
        let id = |word: Option<&&str>| tournament_id(word, lang);
        match args {
            ["create", rest @ ..] => self.create_tournament(rest).await,
            ["join", rest @ ..] => self.join_tournament(rest).await,
            ["leave", rest @ ..] => {
                let me = self.me()?;
                self.take_out(me, id(rest.first())?).await
            }
            ["remove", name, rest @ ..] => {
                let user = self.user(name).await?;
                self.take_out(user, id(rest.first())?).await
            }
            ["start", rest @ ..] => self.start_tournament(rest).await,
            ["cancel", rest @ ..] => self.cancel_tournament(rest).await,
            ["standings", rest @ ..] => {
                let view = self.chosen_tournament(id(rest.first())?).await?;
                let names = self.names(view.entrants.iter().map(|e| e.user_id)).await;
                println!(
                    "{}",
                    plain(&report::standings_text(&view, lang, &names.naming()))
                );
                Ok(())
            }
            ["pairings", rest @ ..] => self.pairings(rest).await,
            ["list"] => {
                let rows = self.service.current_tournaments(guild).await?;
                println!("{}", plain(&report::tournament_list_text(&rows, lang)));
                Ok(())
            }
            ["history"] => self.tournament_history().await,
            _ => anyhow::bail!(lang.text("term-help-tournament")),
        }
    }

    /// `tournament join [ID]`.
    async fn join_tournament(&self, rest: &[&str]) -> anyhow::Result<()> {
        let lang = self.lang;
        let guild = self.place.guild;
        let view = self
            .chosen_tournament(tournament_id(rest.first(), lang)?)
            .await?;
        let me = self.me()?;
        let view = self.service.join_tournament(guild, view.id(), me).await?;
        println!(
            "{}",
            plain(&lang.format(
                "tournament-you-joined",
                &[("name", view.tournament.name.clone().into())]
            ))
        );
        Ok(())
    }

    /// `tournament start [ID]`: the terminal's user runs its own server.
    async fn start_tournament(&mut self, rest: &[&str]) -> anyhow::Result<()> {
        let lang = self.lang;
        let guild = self.place.guild;
        let view = self
            .chosen_tournament(tournament_id(rest.first(), lang)?)
            .await?;
        let me = self.me()?;
        // The terminal's user runs its own server.
        let event = self
            .service
            .start_tournament(guild, view.id(), me, Authority::Server)
            .await?;
        self.start_board_games().await;
        self.print_tournament_event(event).await;
        Ok(())
    }

    /// `tournament cancel [ID]`.
    async fn cancel_tournament(&self, rest: &[&str]) -> anyhow::Result<()> {
        let lang = self.lang;
        let guild = self.place.guild;
        let view = self
            .chosen_tournament(tournament_id(rest.first(), lang)?)
            .await?;
        let me = self.me()?;
        let (view, aborted) = self
            .service
            .cancel_tournament(guild, view.id(), me, Authority::Server)
            .await?;
        let args = [
            ("player", self.name_of(me).await.into()),
            ("name", view.tournament.name.clone().into()),
            ("games", aborted.len().into()),
        ];
        println!("{}", plain(&lang.format("tournament-cancelled", &args)));
        Ok(())
    }

    /// `tournament pairings [ID [ROUND]]`: a round's pairings, the latest by default.
    async fn pairings(&self, rest: &[&str]) -> anyhow::Result<()> {
        let lang = self.lang;
        let view = self
            .chosen_tournament(tournament_id(rest.first(), lang)?)
            .await?;
        let paired = view.tournament.current_round;
        let round = match rest.get(1) {
            Some(r) => r.parse::<u32>().map_err(|_| {
                anyhow::anyhow!(lang.format("term-not-a-page", &[("text", (*r).into())]))
            })?,
            None => paired,
        };
        anyhow::ensure!((1..=paired).contains(&round), lang.text("no-such-page"));
        self.print_pairings(&view, round - 1).await;
        Ok(())
    }

    /// `tournament history`: the server's finished tournaments.
    async fn tournament_history(&self) -> anyhow::Result<()> {
        let lang = self.lang;
        let guild = self.place.guild;
        let views = self.service.tournament_history(guild).await?;
        let users = views
            .iter()
            .flat_map(|v| v.entrants.iter().map(|e| e.user_id));
        let names = self.names(users.collect::<Vec<_>>()).await;
        println!(
            "{}",
            plain(&report::tournament_history_text(
                &views,
                lang,
                &names.naming()
            ))
        );
        Ok(())
    }

    /// `tournament create NAME… [option value]…`.
    async fn create_tournament(&mut self, args: &[&str]) -> anyhow::Result<()> {
        let lang = self.lang;
        let me = self.me()?;
        let split = args
            .iter()
            .position(|w| CREATE_OPTIONS.contains(w))
            .unwrap_or(args.len());
        let (name, options) = args.split_at(split);
        let mut asked = TournamentOptions {
            name: name.join(" "),
            ..TournamentOptions::default()
        };
        for pair in options.chunks(2) {
            let [option, value] = pair else {
                let option = pair.first().copied().unwrap_or_default();
                anyhow::bail!(lang.format(
                    "term-needs-value",
                    &[("option", option.into()), ("example", "7d".into())]
                ));
            };
            match *option {
                "format" => {
                    let format = TournamentFormat::ALL
                        .iter()
                        .copied()
                        .find(|f| f.name() == *value)
                        .ok_or_else(|| {
                            anyhow::anyhow!(
                                lang.format("term-unknown-option", &[("option", (*value).into())])
                            )
                        })?;
                    asked.format = Some(format);
                }
                "rounds" => asked.rounds = Some(value.parse()?),
                "size" => asked.size = Some(value.parse::<Size>()?),
                "opening" => asked.opening = Some(value.parse::<Opening>()?),
                "jumps" => asked.jumps = Some(value.parse::<JumpRule>()?),
                "rated" => asked.rated = Some(yes_or_no(option, value, lang)?),
                "max" => asked.max_players = Some(value.parse()?),
                "time" => asked.game_time = Some(duration(value, lang)?),
                "starts" => {
                    asked.starts_at = Some(self.service.now().plus(duration(value, lang)?));
                }
                other => {
                    anyhow::bail!(lang.format("term-unknown-option", &[("option", other.into())]))
                }
            }
        }
        let view = self
            .service
            .create_tournament(self.place, me, asked)
            .await?;
        let names = self.names([me]).await;
        println!(
            "{}",
            plain(&report::tournament_text(&view, lang, &names.naming()))
        );
        Ok(())
    }

    /// The tournament a command means: the number given, or this server's
    /// newest.
    async fn chosen_tournament(&self, id: Option<TournamentId>) -> anyhow::Result<TournamentView> {
        let guild = self.place.guild;
        Ok(match id {
            Some(id) => self.service.tournament_in(guild, id).await?,
            None => {
                self.service
                    .tournament_meant(guild, self.place.channel)
                    .await?
            }
        })
    }

    /// `user` leaves (or is taken out of) a tournament.
    async fn take_out(
        &self,
        user: crate::values::UserId,
        id: Option<TournamentId>,
    ) -> anyhow::Result<()> {
        let lang = self.lang;
        let view = self.chosen_tournament(id).await?;
        let me = self.me()?;
        let withdrawal = self
            .service
            .withdraw(self.place.guild, view.id(), user, me, Authority::Server)
            .await?;
        let name = withdrawal.view.tournament.name.clone();
        let args = [
            ("by", self.name_of(me).await.into()),
            ("player", self.name_of(user).await.into()),
            ("name", name.into()),
            ("forfeits", withdrawal.forfeited.len().into()),
        ];
        let id = if user == me {
            "tournament-withdrawal"
        } else {
            "tournament-removed"
        };
        println!("{}", plain(&lang.format(id, &args)));
        Ok(())
    }

    /// Starts the games of boards waiting for one, each in a channel of its own.
    pub(super) async fn start_board_games(&self) {
        let guild = self.place.guild;
        let boards = match self.service.claim_boards_to_start(Some(guild)).await {
            Ok(boards) => boards,
            Err(e) => {
                tracing::error!(error = ?e, "finding tournament games to start failed");
                return;
            }
        };
        for board in boards {
            let place = Place::channel(guild, board_channel(board.key));
            if let Err(e) = self.service.start_board_game(board.key, place).await {
                tracing::warn!(error = ?e, "starting a tournament game failed");
            }
        }
    }

    /// Tournaments' news since the last command: rounds paired, and ends.
    pub(super) async fn run_tournaments(&self) {
        let events = match self
            .service
            .process_tournaments(Some(self.place.guild))
            .await
        {
            Ok(events) => events,
            Err(e) => {
                tracing::error!(error = ?e, "moving tournaments on failed");
                return;
            }
        };
        self.start_board_games().await;
        for event in events {
            self.print_tournament_event(event).await;
        }
    }

    async fn print_tournament_event(&self, event: TournamentEvent) {
        let lang = self.lang;
        let id = event.view().id();
        let Ok(view) = self.service.tournament(id).await else {
            return;
        };
        let names = self.names(view.entrants.iter().map(|e| e.user_id)).await;
        match event {
            TournamentEvent::RoundPaired { round, .. } => {
                if round > 0 {
                    println!(
                        "{}",
                        plain(&report::standings_text(&view, lang, &names.naming()))
                    );
                }
                self.print_pairings(&view, round).await;
            }
            TournamentEvent::Finished { .. } => {
                println!(
                    "{}",
                    plain(&report::standings_text(&view, lang, &names.naming()))
                );
                println!(
                    "{}",
                    plain(&report::podium_text(&view, lang, &names.naming()))
                );
            }
            TournamentEvent::Cancelled { .. } => {
                println!("{}", plain(&report::called_off_text(&view, lang)))
            }
        }
    }

    /// A round's boards, each game with the channel it plays in.
    async fn print_pairings(&self, view: &TournamentView, round: u32) {
        let lang = self.lang;
        let names = self.names(view.entrants.iter().map(|e| e.user_id)).await;
        let channel_of = |game| {
            view.boards.iter().find(|b| b.game == Some(game)).map(|b| {
                lang.format(
                    "term-tournament-channel",
                    &[("channel", board_channel(b.key).0.to_string().into())],
                )
            })
        };
        println!(
            "{}",
            plain(&report::pairings_text(
                view,
                round,
                lang,
                &names.naming(),
                &channel_of
            ))
        );
    }

    /// `channel N`: plays in channel N from now on.
    pub(super) fn switch_channel(&mut self, text: Option<&&str>) -> anyhow::Result<()> {
        let lang = self.lang;
        let text = text.copied().unwrap_or_default();
        let channel = text.parse::<u64>().map_err(|_| {
            anyhow::anyhow!(lang.format("term-not-a-game-number", &[("text", text.into())]))
        })?;
        self.place = Place::channel(self.place.guild, ChannelId(channel));
        println!(
            "{}",
            lang.format("term-in-channel", &[("channel", text.into())])
        );
        Ok(())
    }
}
