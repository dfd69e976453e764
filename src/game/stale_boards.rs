//! Old boards whose controls Discord would not let the front end take off:
//! the edit is owed, and tried again later from the database, so a board
//! with a live-looking menu doesn't stay that way after Discord's bad hour.

use std::time::Duration;

use crate::game::{Result, Service};
use crate::store::{self, StaleBoard};
use crate::values::{ChannelId, GameId, MessageId};

/// Tries of an owed edit before it is given up (its clicks still answer
/// "out of date"), each after a wait this many times the last.
pub const STALE_BOARD_TRIES: i64 = 6;
/// The wait before an owed edit's first try, doubled for each try after.
const FIRST_WAIT: Duration = Duration::from_secs(30);
/// Owed edits taken in one scheduler tick: the rest wait for the next.
const PER_TICK: i64 = 50;

impl Service {
    /// Records that the controls of old board `message` in `channel` are
    /// still to come off (keeping `follow`'s button, with its label).
    ///
    /// # Errors
    /// Database failures.
    pub async fn owe_board_edit(
        &self,
        channel: ChannelId,
        message: MessageId,
        follow: Option<(GameId, String)>,
    ) -> Result<()> {
        let (follow_game, follow_label) = follow.unzip();
        let board = StaleBoard {
            channel_id: channel,
            message_id: message,
            follow_game,
            follow_label,
            tries: 0,
            due_at: self.now().plus(FIRST_WAIT),
        };
        Ok(store::owe_board_edit(self.store.writer(), &board).await?)
    }

    /// The owed edits now due, each taken for this process (another process
    /// won't take it until its next try falls due); those out of tries are
    /// forgotten.
    ///
    /// # Errors
    /// Database failures.
    pub async fn take_stale_boards(&self) -> Result<Vec<StaleBoard>> {
        let now = self.now();
        let mut taken = Vec::new();
        for board in store::stale_boards_due(self.store.pool(), now, PER_TICK).await? {
            if board.tries >= STALE_BOARD_TRIES {
                tracing::warn!(
                    message = board.message_id.0,
                    "giving up an old board's edit"
                );
                store::forget_stale_board(self.store.writer(), board.message_id).await?;
                continue;
            }
            let next = now.plus(FIRST_WAIT * 2u32.pow(board.tries.clamp(0, 16) as u32 + 1));
            if store::claim_stale_board(self.store.writer(), &board, next).await? {
                taken.push(board);
            }
        }
        Ok(taken)
    }

    /// The owed edit of `message` is done, or no longer needed.
    ///
    /// # Errors
    /// Database failures.
    pub async fn stale_board_done(&self, message: MessageId) -> Result<()> {
        Ok(store::forget_stale_board(self.store.writer(), message).await?)
    }
}
