//! Games between servers in the terminal: `seek`, and `dm` to go to the
//! player's DM with the bot, where paired games play (as on Discord).

use anyhow::Context as _;

use super::session::Session;
use crate::engine::Size;
use crate::game::{SeekOptions, SeekOutcome, format_duration};
use crate::i18n::plain;
use crate::values::{ChannelId, GuildId, Place, UserId};

/// Seeks `seek list` shows.
const LISTED_SEEKS: usize = 20;

/// The terminal's stand-in for `user`'s DM with the bot: a channel of its
/// own, outside every server, far from the channel numbers typed in.
fn dm_of(user: UserId) -> ChannelId {
    ChannelId(user.0 ^ 0xD00D_0000_0000_0000)
}

impl Session {
    /// `seek [size RxC] [rated yes|no] [range N]`, `seek cancel`, `seek list`.
    pub(super) async fn seek(&mut self, args: &[&str]) -> anyhow::Result<()> {
        match args {
            ["cancel"] => {
                let id = if self.service.cancel_seek(self.me()?).await? {
                    "seek-cancelled"
                } else {
                    "seek-none"
                };
                println!("{}", self.lang.text(id));
                Ok(())
            }
            ["list"] => self.seek_list().await,
            options => self.seek_find(options).await,
        }
    }

    async fn seek_find(&mut self, args: &[&str]) -> anyhow::Result<()> {
        let lang = self.lang;
        let mut options = SeekOptions::default();
        for pair in args.chunks(2) {
            let [name, value] = pair else {
                anyhow::bail!(lang.text("term-help-seek"));
            };
            match *name {
                "size" => options.size = Some(value.parse::<Size>()?),
                "rated" => options.rated = Some(super::yes_or_no(name, value, lang)?),
                "range" => {
                    options.range = Some(value.parse().with_context(|| {
                        lang.format("term-not-a-page", &[("text", (*value).into())])
                    })?);
                }
                _ => anyhow::bail!(lang.text("term-help-seek")),
            }
        }
        let me = self.me()?;
        // Boards in DMs name their players as they were named here.
        let name = self.name_of(me).await;
        self.service
            .remember_name(GuildId::DIRECT, me, &name, Some(lang.code()))
            .await?;
        match self.service.seek(me, dm_of(me), options).await? {
            SeekOutcome::Waiting { expires_at } => {
                let left = format_duration(expires_at.since(self.service.now()), lang);
                println!(
                    "{}",
                    lang.format("term-seek-waiting", &[("left", left.into())])
                );
            }
            SeekOutcome::Paired(view) => {
                println!("{}", lang.text("seek-paired"));
                self.go_to_dm()?;
                self.show(&view, None).await?;
            }
        }
        Ok(())
    }

    async fn seek_list(&self) -> anyhow::Result<()> {
        let lang = self.lang;
        let (seeks, count, names) = self.service.open_seeks(LISTED_SEEKS).await?;
        if seeks.is_empty() {
            println!("{}", lang.text("term-seek-list-empty"));
            return Ok(());
        }
        println!(
            "{}",
            plain(&lang.format("seek-list-title", &[("count", count.into())]))
        );
        let now = self.service.now();
        for s in &seeks {
            // Only players listed on the global ladder are named.
            let name = names
                .get(&s.user)
                .cloned()
                .unwrap_or_else(|| lang.text("seek-unlisted"));
            let line = s.line(lang, name, format_duration(now.since(s.since), lang));
            println!("{}", plain(&line));
        }
        Ok(())
    }

    /// `dm`: to the player's DM with the bot, where games between servers play.
    pub(super) fn go_to_dm(&mut self) -> anyhow::Result<()> {
        self.place = Place::channel(GuildId::DIRECT, dm_of(self.me()?));
        println!("{}", self.lang.text("term-in-dm"));
        Ok(())
    }
}
