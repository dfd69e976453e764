//! The queue of boards whose games' followers are to hear of them: a
//! bounded channel, so a move's answer never waits on the notices, and a
//! burst beyond the queue drops notices (logged) rather than growing
//! without bound. `follow` tells the followers.

use tokio::sync::mpsc;

use super::reply::LiveBoard;
use crate::values::MessageId;

/// Boards waiting for their followers to be told.
const QUEUE: usize = 1024;

/// The sending end of the queue; cloned into every `Data`.
#[derive(Clone, Debug)]
pub(crate) struct FollowerNotices(mpsc::Sender<(LiveBoard, MessageId)>);

impl FollowerNotices {
    /// The queue's two ends: tell the receiving one's boards' followers in
    /// a task of its own (`follow::tell_followers`).
    pub(crate) fn start() -> (FollowerNotices, FollowerQueue) {
        let (sender, receiver) = mpsc::channel(QUEUE);
        (FollowerNotices(sender), FollowerQueue(receiver))
    }

    /// Queues board `message` that just went live, for its game's followers.
    pub(crate) fn tell(&self, live: LiveBoard, message: MessageId) {
        // A challenge, or a board before any move, has nothing to tell.
        if live.ply.is_none_or(|ply| ply == 0 && !live.ended) {
            return;
        }
        if let Err(e) = self.0.try_send((live, message)) {
            tracing::warn!(game = %live.game, error = %e, "followers' notices dropped");
        }
    }
}

/// The receiving end.
pub(crate) struct FollowerQueue(mpsc::Receiver<(LiveBoard, MessageId)>);

impl FollowerQueue {
    /// The next board that went live, and its message; `None` once the
    /// bot is stopping (every sender gone).
    pub(crate) async fn next(&mut self) -> Option<(LiveBoard, MessageId)> {
        self.0.recv().await
    }
}
