//! Component custom ids. They carry the game id (and, for the move menu, the
//! ply the menu was made for), so buttons on old messages keep working after a
//! restart and a stale menu is refused instead of playing into a new position.

use crate::values::{GameId, TournamentId, UserId};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComponentId {
    Accept(GameId),
    Decline(GameId),
    Move {
        game: GameId,
        ply: usize,
    },
    /// The picker's first step, for positions with more moves than a menu holds.
    Stones {
        game: GameId,
        ply: usize,
        page: usize,
    },
    Resign(GameId),
    ConfirmResign(GameId),
    Rematch(GameId),
    /// A daily puzzle's move menu, for the attempt after `ply` moves.
    PuzzleMove {
        day: i64,
        ply: usize,
    },
    PuzzleShare {
        day: i64,
    },
    /// A tournament announcement's buttons.
    TournamentJoin(TournamentId),
    TournamentLeave(TournamentId),
    /// The confirmation of a member's erasure, which only they may press.
    Erase(UserId),
    /// A casual game's takeback: asked by the last mover, answered by the other.
    Takeback(GameId),
    TakebackAnswer {
        game: GameId,
        accept: bool,
    },
    /// Follow a game, on its first board.
    Follow(GameId),
    /// Open the game in the Activity, on its live board.
    OpenBoard(GameId),
    /// A player's abort, before both sides have moved.
    Abort(GameId),
    /// The bot's suggestion, privately.
    Hint(GameId),
    /// The solver's look at a finished game.
    Analysis(GameId),
    /// The challenger withdraws.
    Cancel(GameId),
}

const PREFIX: &str = "konane";

impl ComponentId {
    pub fn encode(self) -> String {
        match self {
            ComponentId::Accept(g) => format!("{PREFIX}:accept:{}", g.0),
            ComponentId::Decline(g) => format!("{PREFIX}:decline:{}", g.0),
            ComponentId::Move { game, ply } => format!("{PREFIX}:move:{}:{ply}", game.0),
            ComponentId::Stones { game, ply, page } => {
                format!("{PREFIX}:stones:{}:{ply}:{page}", game.0)
            }
            ComponentId::Resign(g) => format!("{PREFIX}:resign:{}", g.0),
            ComponentId::ConfirmResign(g) => format!("{PREFIX}:resign-confirm:{}", g.0),
            ComponentId::Rematch(g) => format!("{PREFIX}:rematch:{}", g.0),
            ComponentId::PuzzleMove { day, ply } => format!("{PREFIX}:puzzle-move:{day}:{ply}"),
            ComponentId::PuzzleShare { day } => format!("{PREFIX}:puzzle-share:{day}"),
            ComponentId::TournamentJoin(t) => format!("{PREFIX}:tournament-join:{}", t.0),
            ComponentId::TournamentLeave(t) => format!("{PREFIX}:tournament-leave:{}", t.0),
            ComponentId::Erase(u) => format!("{PREFIX}:erase:{}", u.0),
            ComponentId::Takeback(g) => format!("{PREFIX}:takeback:{}", g.0),
            ComponentId::TakebackAnswer { game, accept } => {
                let answer = if accept { "yes" } else { "no" };
                format!("{PREFIX}:takeback-{answer}:{}", game.0)
            }
            ComponentId::Follow(g) => format!("{PREFIX}:follow:{}", g.0),
            ComponentId::OpenBoard(g) => format!("{PREFIX}:open:{}", g.0),
            ComponentId::Abort(g) => format!("{PREFIX}:abort:{}", g.0),
            ComponentId::Hint(g) => format!("{PREFIX}:hint:{}", g.0),
            ComponentId::Analysis(g) => format!("{PREFIX}:analysis:{}", g.0),
            ComponentId::Cancel(g) => format!("{PREFIX}:cancel:{}", g.0),
        }
    }

    /// `None` for ids this bot did not make.
    pub fn decode(s: &str) -> Option<ComponentId> {
        let mut parts = s.split(':');
        if parts.next()? != PREFIX {
            return None;
        }
        let kind = parts.next()?;
        // The game's id, the day for a puzzle's controls, or a tournament's id.
        let number: i64 = parts.next()?.parse().ok()?;
        let game = GameId(number);
        let id = match kind {
            "accept" => ComponentId::Accept(game),
            "decline" => ComponentId::Decline(game),
            "move" => ComponentId::Move {
                game,
                ply: parts.next()?.parse().ok()?,
            },
            "stones" => ComponentId::Stones {
                game,
                ply: parts.next()?.parse().ok()?,
                page: parts.next()?.parse().ok()?,
            },
            "resign" => ComponentId::Resign(game),
            "resign-confirm" => ComponentId::ConfirmResign(game),
            "rematch" => ComponentId::Rematch(game),
            "puzzle-move" => ComponentId::PuzzleMove {
                day: number,
                ply: parts.next()?.parse().ok()?,
            },
            "puzzle-share" => ComponentId::PuzzleShare { day: number },
            "tournament-join" => ComponentId::TournamentJoin(TournamentId(number)),
            "tournament-leave" => ComponentId::TournamentLeave(TournamentId(number)),
            // Discord's ids stay below 2^63: the number is the id itself.
            "erase" => ComponentId::Erase(UserId(u64::try_from(number).ok()?)),
            "takeback" => ComponentId::Takeback(game),
            "takeback-yes" => ComponentId::TakebackAnswer { game, accept: true },
            "takeback-no" => ComponentId::TakebackAnswer {
                game,
                accept: false,
            },
            "follow" => ComponentId::Follow(game),
            "open" => ComponentId::OpenBoard(game),
            "abort" => ComponentId::Abort(game),
            "hint" => ComponentId::Hint(game),
            "analysis" => ComponentId::Analysis(game),
            "cancel" => ComponentId::Cancel(game),
            _ => return None,
        };
        parts.next().is_none().then_some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_foreign_ids_are_ignored() {
        for id in [
            ComponentId::Accept(GameId(7)),
            ComponentId::Decline(GameId(7)),
            ComponentId::OpenBoard(GameId(7)),
            ComponentId::Move {
                game: GameId(12),
                ply: 40,
            },
            ComponentId::Stones {
                game: GameId(12),
                ply: 40,
                page: 3,
            },
            ComponentId::Resign(GameId(1)),
            ComponentId::ConfirmResign(GameId(1)),
            ComponentId::Rematch(GameId(99)),
            ComponentId::PuzzleMove {
                day: 20_423,
                ply: 4,
            },
            ComponentId::PuzzleShare { day: 20_423 },
            ComponentId::TournamentJoin(TournamentId(3)),
            ComponentId::TournamentLeave(TournamentId(3)),
            ComponentId::Erase(UserId(1_234_567_890_123_456_789)),
            ComponentId::Takeback(GameId(5)),
            ComponentId::TakebackAnswer {
                game: GameId(5),
                accept: false,
            },
            ComponentId::Follow(GameId(7)),
            ComponentId::Abort(GameId(8)),
            ComponentId::Hint(GameId(8)),
            ComponentId::Analysis(GameId(8)),
            ComponentId::Cancel(GameId(8)),
        ] {
            assert_eq!(ComponentId::decode(&id.encode()), Some(id));
        }
        for foreign in [
            "",
            "other:accept:1",
            "konane:accept",
            "konane:accept:x",
            "konane:move:1",
            "konane:stones:1:2",
            "konane:accept:1:2",
            "konane:erase:-5",
        ] {
            assert_eq!(ComponentId::decode(foreign), None, "{foreign}");
        }
    }
}
