//! The terminal's session: who is playing where, and the words every
//! command reads (games, move numbers, yes or no, local names).

use std::path::PathBuf;

use anyhow::Context as _;

use crate::engine::{MoveNumber, MoveNumberError};
use crate::game::{Service, ServiceError};
use crate::i18n::Lang;
use crate::render::Renderer;
use crate::values::{GameId, GuildId, Place, UserId};

/// The AI's name in the terminal.
pub(super) const BOT_NAME: &str = "bot";

/// The terminal's one "server"; its channel is chosen with `--channel`.
pub(super) const LOCAL_GUILD: GuildId = GuildId(0);

pub(super) struct Session {
    pub(super) service: Service,
    pub(super) renderer: Renderer,
    pub(super) place: Place,
    pub(super) player: Option<(UserId, String)>,
    pub(super) png: PathBuf,
    /// The language the session speaks.
    pub(super) lang: Lang,
}

pub(super) fn parse_game(text: &str, lang: Lang) -> anyhow::Result<GameId> {
    Ok(GameId(text.trim_start_matches('#').parse().with_context(
        || lang.format("term-not-a-game-number", &[("text", text.into())]),
    )?))
}

pub(super) fn parse_move_number(text: &str, lang: Lang) -> anyhow::Result<MoveNumber> {
    text.parse().map_err(|e: MoveNumberError| {
        anyhow::anyhow!(lang.format("error-move-number", &[("text", e.0.into())]))
    })
}

/// `yes` or `no` (or on/off, true/false) for option `option`.
pub(super) fn yes_or_no(option: &str, value: &str, lang: Lang) -> anyhow::Result<bool> {
    match value {
        "yes" | "on" | "true" => Ok(true),
        "no" | "off" | "false" => Ok(false),
        other => anyhow::bail!(lang.format(
            "term-yes-or-no",
            &[("option", option.into()), ("text", other.into())]
        )),
    }
}

/// A stable id for a local name (FNV-1a of its lowercase form).
pub(super) fn local_id(name: &str) -> UserId {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.trim().to_lowercase().bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    UserId(hash)
}

impl Session {
    pub(super) async fn act_as(&mut self, name: &str) -> anyhow::Result<()> {
        let name = name.trim();
        anyhow::ensure!(!name.is_empty(), self.lang.text("term-give-a-name"));
        // Discord's display names are at most 32 characters; the bot's
        // name is the AI's own player.
        anyhow::ensure!(
            name.chars().count() <= 32,
            self.lang.text("term-name-too-long")
        );
        anyhow::ensure!(
            !name.eq_ignore_ascii_case(BOT_NAME),
            self.lang.text("term-bot-name")
        );
        let id = local_id(name);
        self.service
            .remember_name(self.place.guild, id, name, Some(self.lang.code()))
            .await?;
        self.player = Some((id, name.to_string()));
        println!(
            "{}",
            self.lang
                .format("term-playing-as", &[("player", name.into())])
        );
        Ok(())
    }

    pub(super) fn me(&self) -> anyhow::Result<UserId> {
        self.player
            .as_ref()
            .map(|(id, _)| *id)
            .with_context(|| self.lang.text("term-nobody-playing"))
    }

    pub(super) async fn name_of(&self, user: UserId) -> String {
        match self.service.names(self.place.guild, &[user]).await {
            Ok(names) => names
                .get(&user)
                .cloned()
                .unwrap_or_else(|| format!("#{user}")),
            Err(_) => format!("#{user}"),
        }
    }

    /// An error as the player should read it: players by name, our own
    /// failures logged and told in one generic line.
    pub(super) async fn describe_error(&self, e: &anyhow::Error) -> String {
        let Some(service_error) = e.downcast_ref::<ServiceError>() else {
            return format!("{e:#}");
        };
        if !service_error.is_user_error() {
            tracing::error!(error = ?service_error, "service failure");
        }
        let named = match service_error.player() {
            Some(user) => self.name_of(user).await,
            None => String::new(),
        };
        service_error.message(self.lang, |_| named.clone())
    }

    pub(super) async fn user(&self, name: &str) -> anyhow::Result<UserId> {
        Ok(self
            .service
            .user_named(self.place.guild, name)
            .await?
            .unwrap_or_else(|| local_id(name)))
    }
}
