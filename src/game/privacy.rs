//! A member's own data: what the bot stores about them, and erasing it
//! when they ask (Discord's developer policy expects it).

use std::hash::{BuildHasher, Hasher};

use super::{Result, Service, ServiceError};
use crate::store::{self, Erased, StoredAbout};
use crate::values::Authority;
use crate::values::UserId;

impl UserId {
    /// Whether this id stands for an erased member in shared records. Real
    /// Discord ids stay below 2^63 (a timestamp in the top bits), so ghosts
    /// never meet one.
    pub fn is_erased(self) -> bool {
        self.0 >= 1 << 63
    }
}

/// A new id for an erased member: random, above every real id, and
/// different for each erasure.
fn ghost_id() -> UserId {
    let random = std::collections::hash_map::RandomState::new()
        .build_hasher()
        .finish();
    UserId(1 << 63 | random >> 1)
}

impl Service {
    /// What the bot stores about `user`, per server and globally.
    ///
    /// # Errors
    /// Database failures.
    pub async fn stored_about(&self, user: UserId) -> Result<StoredAbout> {
        Ok(store::stored_about(self.store.pool(), user).await?)
    }

    /// Erases what the bot stores about `user`:
    /// - tournaments they are in are left by their own rules first (an entry
    ///   before the start is removed; a running one is withdrawn, its game
    ///   forfeited, since an aborted tournament game would be played again);
    /// - their other running games are aborted, not forfeited, and their open
    ///   challenges cancelled;
    /// - in records shared with others they become "deleted player", an id
    ///   that leads back to nobody, named in each server's language;
    /// - everything else is deleted; nobody else's rating is recomputed.
    ///
    /// # Errors
    /// Database failures; nothing is erased then (the tournament
    /// withdrawals, each a step of its own, stand).
    pub async fn erase_member(&self, user: UserId) -> Result<Erased> {
        for (guild, tournament) in store::tournaments_entered(self.store.pool(), user).await? {
            match self
                .withdraw(guild, tournament, user, user, Authority::Own)
                .await
            {
                Ok(_) | Err(ServiceError::NotEntered | ServiceError::TournamentOver) => {}
                Err(e) => return Err(e),
            }
        }
        let ghost = ghost_id();
        let now = self.now();
        let mut tx = self.store.begin().await?;
        let erased = store::erase_member(&mut tx, user, ghost, now).await?;
        for &guild in &erased.places {
            let lang = self.public_language(guild, None).await?;
            let name = lang.text("deleted-player");
            store::set_member_name(&mut *tx, guild, ghost, &name, None, now).await?;
        }
        tx.commit().await?;
        tracing::info!(
            aborted = erased.aborted.len(),
            places = erased.places.len(),
            "erased a member's data at their request"
        );
        Ok(erased)
    }
}
