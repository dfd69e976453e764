//! A player's own affairs from the terminal: listing, vacation, blocks,
//! and the server's settings.

use super::help;
use super::session::{Session, yes_or_no};
use crate::engine::{JumpRule, Opening, Size};
use crate::game::{LimitsUpdate, VariantUpdate, format_duration, parse_duration, report};
use crate::i18n::{self, Lang, plain};
use crate::values::Blocking;
use crate::values::ChannelId;

impl Session {
    /// `profile listed yes|no`: whether the global ladder lists the player.
    pub(super) async fn profile(&self, args: &[&str]) -> anyhow::Result<()> {
        let ["listed", value] = args else {
            anyhow::bail!(self.lang.text("term-help-profile"));
        };
        let listed = super::yes_or_no("listed", value, self.lang)?;
        let me = self.me()?;
        let name = self.name_of(me).await;
        self.service
            .set_listed(me, listed.then_some(name.as_str()))
            .await?;
        let text = if listed {
            self.lang.format("profile-listed", &[("name", name.into())])
        } else {
            self.lang.text("profile-unlisted")
        };
        println!("{}", plain(&text));
        Ok(())
    }

    /// `vacation [DAYS] | vacation end`: stops the player's clocks in this
    /// server for DAYS days, ends the vacation, or shows what is left.
    pub(super) async fn vacation(&self, args: &[&str]) -> anyhow::Result<()> {
        let (guild, me) = (self.place.guild, self.me()?);
        let (v, id) = match args {
            [] => (self.service.vacation(guild, me).await?, "vacation-status"),
            ["end"] => (
                self.service.end_vacation(guild, me).await?,
                "vacation-ended",
            ),
            [days] => match days.parse() {
                Ok(days) => (
                    self.service.start_vacation(guild, me, days).await?,
                    "vacation-started",
                ),
                Err(_) => anyhow::bail!(help::inline(&self.lang.text("term-help-vacation"))),
            },
            _ => anyhow::bail!(help::inline(&self.lang.text("term-help-vacation"))),
        };
        let when = |t: crate::values::Timestamp| format!("{} UTC", crate::game::format_date(t));
        println!(
            "{}",
            plain(&report::vacation_text(&v, id, self.lang, &when))
        );
        Ok(())
    }

    /// `block NAME [lift]`: blocks a player everywhere, or lifts the block.
    pub(super) async fn block(&self, args: &[&str]) -> anyhow::Result<()> {
        let (name, change) = match args {
            [name] => (name, Blocking::Block),
            [name, "lift"] => (name, Blocking::Lift),
            _ => anyhow::bail!(self.lang.text("term-help-block")),
        };
        let me = self.me()?;
        let them = self.user(name).await?;
        self.service.block(me, them, change).await?;
        let id = if change == Blocking::Block {
            "block-done"
        } else {
            "block-lifted"
        };
        println!(
            "{}",
            plain(&self.lang.format(id, &[("player", (*name).into())]))
        );
        Ok(())
    }

    pub(super) async fn settings(&self, args: &[&str]) -> anyhow::Result<()> {
        let (guild, lang) = (self.place.guild, self.lang);
        let s = match args {
            [] => self.service.settings(guild).await?,
            ["turn-limit", d] => {
                self.service
                    .set_turn_limit(guild, duration(d, lang)?)
                    .await?
            }
            ["variant", words @ ..] if !words.is_empty() => {
                self.service
                    .update_default_variant(guild, variant_update(words, lang)?)
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
                    .update_limits(guild, limits_update(words, lang)?)
                    .await?
            }
            ["rated", value] => {
                let rated = yes_or_no("settings rated", value, lang)?;
                self.service.set_rated_default(guild, rated).await?
            }
            _ => anyhow::bail!(lang.text("term-unknown-settings")),
        };
        let channels = if s.allowed_channels.is_empty() {
            lang.text("settings-every-channel")
        } else {
            s.allowed_channels
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let args = [
            ("turn-limit", format_duration(s.turn_limit, lang).into()),
            (
                "variant",
                i18n::variant_text(s.default_variant, lang).into(),
            ),
            ("channels", channels.into()),
            ("rated", i18n::yes_no(s.rated).into()),
            ("limits", s.limits.describe(lang).into()),
        ];
        println!("{}", lang.format("term-settings", &args));
        Ok(())
    }
}

/// `settings limits` pairs, any of: `challenges N`, `games N`, `pause 10m`,
/// `vacation DAYS`.
fn limits_update(words: &[&str], lang: Lang) -> anyhow::Result<LimitsUpdate> {
    let mut update = LimitsUpdate::default();
    for pair in words.chunks(2) {
        let [name, value] = pair else {
            let option = pair.first().copied().unwrap_or_default();
            anyhow::bail!(lang.format(
                "term-needs-value",
                &[("option", option.into()), ("example", "10".into())]
            ));
        };
        match *name {
            "challenges" => update.open_challenges = Some(value.parse()?),
            "games" => update.running_games = Some(value.parse()?),
            "pause" => {
                update.rechallenge_cooldown = Some(duration(value, lang)?);
            }
            "vacation" => update.vacation_days = Some(value.parse()?),
            _ => anyhow::bail!(lang.format("term-unknown-limit", &[("text", (*name).into())])),
        }
    }
    Ok(update)
}

/// A duration as the settings take it (`72h`, `1d 12h`), or why not.
fn duration(text: &str, lang: Lang) -> anyhow::Result<std::time::Duration> {
    parse_duration(text)
        .map_err(|_| anyhow::anyhow!(lang.format("error-duration", &[("text", text.into())])))
}

/// `settings variant` words, in any order: a size, an opening, a jump rule.
/// What is not named is kept.
fn variant_update(words: &[&str], lang: Lang) -> anyhow::Result<VariantUpdate> {
    let mut update = VariantUpdate::default();
    for word in words {
        if let Ok(size) = word.parse::<Size>() {
            update.size = Some(size);
        } else if let Ok(opening) = word.parse::<Opening>() {
            update.opening = Some(opening);
        } else if let Ok(jumps) = word.parse::<JumpRule>() {
            update.jumps = Some(jumps);
        } else {
            anyhow::bail!(lang.format("term-unknown-variant-word", &[("text", (*word).into())]));
        }
    }
    Ok(update)
}
