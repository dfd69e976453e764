//! A member's games as records, for `/konane export` and the terminal's
//! `export`: the file `konane-bot replay` reads back.

use super::{Result, Service};
use crate::engine::Record;
use crate::store;
use crate::values::{GuildId, UserId};

/// The most games one export holds, the newest: about a megabyte of text,
/// well within an attachment's limit, and bounded work.
pub const EXPORT_LIMIT: usize = 1000;

/// An erased member's name in a record (records are written in English).
const ERASED: &str = "deleted player";

impl Service {
    /// `user`'s finished games in server `guild` (or in DMs), oldest first,
    /// as records with the names last seen for both players.
    ///
    /// # Errors
    /// Database failures.
    pub async fn export_records(&self, guild: GuildId, user: UserId) -> Result<Vec<Record>> {
        let rows = store::finished_games_of(self.store.pool(), guild, user, EXPORT_LIMIT).await?;
        let mut views = Vec::with_capacity(rows.len());
        for row in rows.into_iter().rev() {
            views.push(self.view(row)?);
        }
        let mut players: Vec<UserId> = views
            .iter()
            .flat_map(|v| [v.black, v.white])
            .flatten()
            .collect();
        players.sort_unstable();
        players.dedup();
        let names = self.names(guild, &players).await?;
        // A player the bot never saw a name for is their number.
        let name = |u: Option<UserId>| match u {
            Some(u) if u.is_erased() => ERASED.to_string(),
            Some(u) => names.get(&u).cloned().unwrap_or_else(|| u.to_string()),
            None => String::new(),
        };
        Ok(views
            .iter()
            .map(|v| v.record(&name(v.black), &name(v.white)))
            .collect())
    }
}
