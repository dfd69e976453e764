//! Work owed to Discord after its bad hour, tried again later from the
//! database, like reminders: old boards whose controls Discord would not let
//! the front end take off (so a live-looking menu doesn't stay), and channel
//! messages it would not take (so a notice isn't lost).

use std::time::Duration;

use crate::game::{Result, Service};
use crate::store::{self, OwedPost, StaleBoard};
use crate::values::{ChannelId, GameId, MessageId, Timestamp, UserId};

/// Tries of owed work before it is given up (an old board's clicks still
/// answer "out of date"), each after a wait twice the last.
pub const OWED_TRIES: i64 = 6;
/// The wait before owed work's first try, doubled for each try after.
const FIRST_WAIT: Duration = Duration::from_secs(30);
/// Owed edits, and owed posts, taken in one scheduler tick: the rest wait
/// for the next.
const PER_TICK: i64 = 50;

/// When owed work tried `tries` times so far falls due next, from `now`.
fn next_try(now: Timestamp, tries: i64) -> Timestamp {
    now.plus(FIRST_WAIT * 2u32.pow(tries.clamp(0, 16) as u32 + 1))
}

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
            if board.tries >= OWED_TRIES {
                tracing::warn!(
                    message = board.message_id.0,
                    "giving up an old board's edit"
                );
                store::forget_stale_board(self.store.writer(), board.message_id).await?;
                continue;
            }
            let next = next_try(now, board.tries);
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

    /// Records a channel message Discord would not take as owed: its text,
    /// board and pings, and the nonce of its first try.
    ///
    /// # Errors
    /// Database failures.
    pub async fn owe_post(&self, post: PostOwed) -> Result<()> {
        let pings = post
            .pings
            .iter()
            .map(|u| u.0.to_string())
            .collect::<Vec<_>>();
        let row = OwedPost {
            nonce: post.nonce,
            channel_id: post.channel,
            content: post.content,
            board: post.board,
            board_alt: post.board_alt,
            pings: pings.join(","),
            tries: 0,
            due_at: self.now().plus(FIRST_WAIT),
        };
        Ok(store::owe_post(self.store.writer(), &row).await?)
    }

    /// The owed posts now due, each taken for this process; those out of
    /// tries are forgotten.
    ///
    /// # Errors
    /// Database failures.
    pub async fn take_owed_posts(&self) -> Result<Vec<PostOwed>> {
        let now = self.now();
        let mut taken = Vec::new();
        for post in store::owed_posts_due(self.store.pool(), now, PER_TICK).await? {
            if post.tries >= OWED_TRIES {
                tracing::warn!(channel = post.channel_id.0, "giving up an owed post");
                store::forget_owed_post(self.store.writer(), &post.nonce).await?;
                continue;
            }
            if store::claim_owed_post(self.store.writer(), &post, next_try(now, post.tries)).await?
            {
                taken.push(PostOwed::from(post));
            }
        }
        Ok(taken)
    }

    /// The owed post `nonce` is made, or refused for good.
    ///
    /// # Errors
    /// Database failures.
    pub async fn owed_post_done(&self, nonce: &str) -> Result<()> {
        Ok(store::forget_owed_post(self.store.writer(), nonce).await?)
    }
}

/// A channel message owed to Discord: what it says and shows, where, and
/// the nonce it was first sent with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostOwed {
    pub nonce: String,
    pub channel: ChannelId,
    pub content: String,
    pub board: Option<Vec<u8>>,
    pub board_alt: Option<String>,
    pub pings: Vec<UserId>,
}

impl From<OwedPost> for PostOwed {
    fn from(row: OwedPost) -> PostOwed {
        PostOwed {
            nonce: row.nonce,
            channel: row.channel_id,
            content: row.content,
            board: row.board,
            board_alt: row.board_alt,
            // Written by `owe_post` from ids: nothing else is there.
            pings: row
                .pings
                .split(',')
                .filter_map(|id| id.parse().ok())
                .map(UserId)
                .collect(),
        }
    }
}
