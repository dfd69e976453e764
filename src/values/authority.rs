//! What a member may do beyond their own games and events in a server.

/// Whether a member may act on the server's games and tournaments besides
/// their own, as the front end read it off the server's permissions (a
/// moderator ending any game, a runner of tournaments); the service
/// decides with it and everything else it knows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Authority {
    /// Their own games, challenges and entries only.
    #[default]
    Own,
    /// The server's too.
    Server,
}

/// What a member does to another: block them everywhere, or lift the block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocking {
    Block,
    Lift,
}
