//! Work owed to Discord: old boards owed an edit, and channel messages owed
//! a post (see the migrations `stale_boards` and `owed_posts`).

use super::named::Named;
use super::{DbExecutor, StoreError};
use crate::values::{ChannelId, GameId, MessageId, Timestamp};

/// An old board whose controls are still to come off.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct StaleBoard {
    pub channel_id: ChannelId,
    pub message_id: MessageId,
    /// The game whose Follow button it keeps, with the button's label.
    pub follow_game: Option<GameId>,
    pub follow_label: Option<String>,
    /// Tries so far, the first (before it was owed) not counted.
    pub tries: i64,
    pub due_at: Timestamp,
}

/// Records `board`'s edit as owed, due at `board.due_at` (its tries so far
/// kept if it was owed already).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn owe_board_edit(db: impl DbExecutor<'_>, board: &StaleBoard) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO stale_boards (channel_id, message_id, follow_game, follow_label, due_at) \
         VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (message_id) DO UPDATE SET follow_game = excluded.follow_game, \
            follow_label = excluded.follow_label, due_at = excluded.due_at",
    )
    .bind(board.channel_id)
    .bind(board.message_id)
    .bind(board.follow_game)
    .bind(&board.follow_label)
    .bind(board.due_at)
    .execute(db)
    .await?;
    Ok(())
}

/// Up to `limit` owed edits due by `now`, the longest due first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn stale_boards_due(
    db: impl DbExecutor<'_>,
    now: Timestamp,
    limit: i64,
) -> Result<Vec<StaleBoard>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT channel_id, message_id, follow_game, follow_label, tries, due_at \
         FROM stale_boards WHERE due_at <= $1 ORDER BY due_at LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(db)
    .await?)
}

/// Takes `board`'s edit for this process: counts a try and moves it to
/// `next_due`, only if no other process took it since it was read.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn claim_stale_board(
    db: impl DbExecutor<'_>,
    board: &StaleBoard,
    next_due: Timestamp,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE stale_boards SET tries = tries + 1, due_at = $3 \
         WHERE message_id = $1 AND due_at = $2",
    )
    .bind(board.message_id)
    .bind(board.due_at)
    .bind(next_due)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Forgets the owed edit of `message`: done, the message gone, or given up.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn forget_stale_board(
    db: impl DbExecutor<'_>,
    message: MessageId,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM stale_boards WHERE message_id = $1")
        .bind(message)
        .execute(db)
        .await?;
    Ok(())
}

/// A channel message Discord kept failing, owed a post.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct OwedPost {
    /// The nonce of its first try, sent with every try after.
    pub nonce: String,
    pub channel_id: ChannelId,
    pub content: String,
    pub board: Option<Vec<u8>>,
    pub board_alt: Option<String>,
    /// The users it may ping, as comma-separated ids.
    pub pings: String,
    /// Tries so far, those before it was owed not counted.
    pub tries: i64,
    pub due_at: Timestamp,
}

/// Records `post` as owed, due at `post.due_at`.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn owe_post(db: impl DbExecutor<'_>, post: &OwedPost) -> Result<(), StoreError> {
    Named::new(
        "INSERT INTO owed_posts (nonce, channel_id, content, board, board_alt, pings, due_at) \
         VALUES (:nonce, :channel, :content, :board, :alt, :pings, :due) \
         ON CONFLICT (nonce) DO NOTHING",
    )
    .bind("nonce", post.nonce.clone())
    .bind("channel", post.channel_id)
    .bind("content", post.content.clone())
    .bind("board", post.board.clone())
    .bind("alt", post.board_alt.clone())
    .bind("pings", post.pings.clone())
    .bind("due", post.due_at)
    .execute(db)
    .await?;
    Ok(())
}

/// Up to `limit` owed posts due by `now`, the longest due first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn owed_posts_due(
    db: impl DbExecutor<'_>,
    now: Timestamp,
    limit: i64,
) -> Result<Vec<OwedPost>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT nonce, channel_id, content, board, board_alt, pings, tries, due_at \
         FROM owed_posts WHERE due_at <= $1 ORDER BY due_at LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(db)
    .await?)
}

/// Takes `post` for this process: counts a try and moves it to `next_due`,
/// only if no other process took it since it was read.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn claim_owed_post(
    db: impl DbExecutor<'_>,
    post: &OwedPost,
    next_due: Timestamp,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE owed_posts SET tries = tries + 1, due_at = $3 WHERE nonce = $1 AND due_at = $2",
    )
    .bind(&post.nonce)
    .bind(post.due_at)
    .bind(next_due)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Forgets the owed post `nonce`: made, refused for good, or given up.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn forget_owed_post(db: impl DbExecutor<'_>, nonce: &str) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM owed_posts WHERE nonce = $1")
        .bind(nonce)
        .execute(db)
        .await?;
    Ok(())
}
