//! A tournament as the front ends see it: its record, entrants and boards,
//! with its standings and what is in play.

use std::collections::HashMap;
use std::time::Duration;

use crate::engine::Color;
use crate::tournament::TieBreakOrder;
use crate::tournament::{self, Board, Entrant, KnockoutMatch, MatchState, Standing};
use crate::values::{
    BoardKind, GameStatus, Tournament, TournamentBoard, TournamentEntrant, TournamentFormat,
    TournamentId, TournamentStatus, UserId,
};

/// A tournament with its field and every board so far.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentView {
    pub tournament: Tournament,
    /// In the order they joined.
    pub entrants: Vec<TournamentEntrant>,
    /// In round, board and leg order.
    pub boards: Vec<TournamentBoard>,
}

impl TournamentView {
    pub fn id(&self) -> TournamentId {
        self.tournament.id
    }

    pub fn status(&self) -> TournamentStatus {
        self.tournament.status
    }

    pub fn game_time(&self) -> Duration {
        Duration::from_secs(self.tournament.game_secs)
    }

    pub fn is_entered(&self, user: UserId) -> bool {
        self.entrants.iter().any(|e| e.user_id == user)
    }

    /// Entrants still playing.
    pub fn active_entrants(&self) -> impl Iterator<Item = &TournamentEntrant> {
        self.entrants.iter().filter(|e| e.withdrawn_from.is_none())
    }

    /// The rounds the tournament plays, fixed at the start (or asked for
    /// a Swiss); 0 while the field decides them.
    pub fn total_rounds(&self) -> u32 {
        self.tournament.rounds.unwrap_or(0)
    }

    /// The boards of round `round` (from 0).
    pub fn round(&self, round: u32) -> impl Iterator<Item = &TournamentBoard> {
        self.boards.iter().filter(move |b| b.key.round == round)
    }

    /// Whether `board` still waits for its game to start: a game paired
    /// with two players, neither withdrawn, and not forfeited.
    pub fn waits_for_its_game(&self, board: &TournamentBoard) -> bool {
        let withdrawn = |u: UserId| {
            self.entrants
                .iter()
                .any(|e| e.user_id == u && e.withdrawn_from.is_some())
        };
        board.kind == BoardKind::Game
            && board.game.is_none()
            && board.forfeited_by.is_none()
            && board.white.is_some_and(|white| !withdrawn(white))
            && !withdrawn(board.black)
    }

    /// Rounds whose every board is decided, counted from the first: what
    /// the standings are "after". The round just paired is not among them.
    pub fn rounds_completed(&self) -> u32 {
        let decided = |b: &TournamentBoard| {
            b.kind != BoardKind::Game
                || b.forfeited_by.is_some()
                || matches!(
                    b.game_status,
                    Some(GameStatus::Finished | GameStatus::Aborted)
                )
        };
        (0..)
            .take_while(|&r| {
                let mut boards = self.round(r).peekable();
                boards.peek().is_some() && boards.all(decided)
            })
            .count() as u32
    }

    /// The standings after every game decided so far: rank, points and
    /// tie-breaks for Swiss and round robin; for a knockout, the round each
    /// player went out in ranks first (the champion, the finalist, then
    /// both losing semi-finalists third).
    pub fn standings(&self) -> Vec<Standing> {
        let entrants = self.field();
        let history = self.history();
        let format = self.tournament.format;
        let order = match format {
            TournamentFormat::RoundRobin | TournamentFormat::DoubleRoundRobin => {
                TieBreakOrder::RoundRobin
            }
            TournamentFormat::Swiss | TournamentFormat::Knockout => TieBreakOrder::Swiss,
        };
        let mut standings = tournament::standings(&entrants, &history, order);
        if format == TournamentFormat::Knockout {
            let out = self.knocked_out();
            let lasted = |id: u64| out.get(&id).copied().unwrap_or(u32::MAX);
            let seeds = tournament::seeded(&entrants);
            let seed = |id: u64| seeds.iter().position(|e| e.id == id).unwrap_or(usize::MAX);
            standings.sort_by(|a, b| {
                lasted(b.id)
                    .cmp(&lasted(a.id))
                    .then(b.points.cmp(&a.points))
                    .then(seed(a.id).cmp(&seed(b.id)))
            });
            // The round a player went out in ranks first (both losing
            // semi-finalists third); among those still in, the games won so
            // far. The seed only orders players level on both.
            let standing: Vec<(u32, u32)> = standings
                .iter()
                .map(|s| match lasted(s.id) {
                    u32::MAX => (u32::MAX, s.points),
                    out => (out, 0),
                })
                .collect();
            for (i, s) in standings.iter_mut().enumerate() {
                s.rank = 1 + standing
                    .iter()
                    .filter(|&&other| other > standing[i])
                    .count();
            }
        }
        standings
    }

    /// The entrants as the pairing rules see them.
    pub(super) fn field(&self) -> Vec<Entrant> {
        self.entrants
            .iter()
            .map(|e| Entrant {
                id: e.user_id.0,
                rating: e.rating,
                withdrawn_from: e.withdrawn_from.and_then(|r| u32::try_from(r).ok()),
            })
            .collect()
    }

    /// Every paired round as the pairing rules see it: a game counts once it
    /// has a winner (an aborted game counts as played, with no point).
    pub(super) fn history(&self) -> Vec<tournament::Round> {
        (0..self.tournament.current_round)
            .map(|r| {
                self.round(r)
                    .map(|b| as_board(b, self.tournament.format))
                    .collect()
            })
            .collect()
    }

    /// The round each knocked-out player lost their match in.
    pub(super) fn knocked_out(&self) -> HashMap<u64, u32> {
        let mut out = HashMap::new();
        for round in 0..self.tournament.current_round {
            for m in self.matches(round) {
                if let (MatchState::Won(winner), Some(second)) = (m.state, m.pair.second) {
                    let loser = if winner == m.pair.first {
                        second
                    } else {
                        m.pair.first
                    };
                    out.insert(loser, round);
                }
            }
        }
        out
    }

    /// A knockout round's matches, in bracket order, with where each stands.
    pub(super) fn matches(&self, round: u32) -> Vec<MatchNow> {
        let mut matches: Vec<MatchNow> = Vec::new();
        for b in self.round(round) {
            if b.key.leg > 0 {
                continue;
            }
            let pair = KnockoutMatch {
                first: b.black.0,
                second: b.white.map(|w| w.0),
            };
            let legs: Vec<&TournamentBoard> = self
                .round(round)
                .filter(|l| l.key.board == b.key.board)
                .collect();
            // An aborted game is played again: it is left out.
            let games: Vec<Board> = legs
                .iter()
                .filter(|l| l.game_status != Some(GameStatus::Aborted))
                .map(|l| as_board(l, TournamentFormat::Knockout))
                .collect();
            let mut state = pair.state(&games, self.tournament.seed);
            let pending = legs.iter().any(|l| is_undecided(l));
            if let (MatchState::Next { .. }, true) = (state, pending) {
                state = MatchState::Playing;
            }
            if !matches!(state, MatchState::Won(_)) {
                let withdrawn = |id: u64| {
                    self.entrants
                        .iter()
                        .any(|e| e.user_id.0 == id && e.withdrawn_from.is_some())
                };
                match pair.second {
                    Some(second) if withdrawn(pair.first) => state = MatchState::Won(second),
                    Some(second) if withdrawn(second) => state = MatchState::Won(pair.first),
                    _ => {}
                }
            }
            matches.push(MatchNow {
                board: b.key.board,
                legs: u32::try_from(legs.len()).unwrap_or(u32::MAX),
                pair,
                state,
            });
        }
        matches
    }

    /// Whether every board of the round in play is decided.
    pub(super) fn round_in_play_is_over(&self) -> bool {
        let Some(round) = self.tournament.current_round.checked_sub(1) else {
            return false;
        };
        if self.tournament.format == TournamentFormat::Knockout {
            return self
                .matches(round)
                .iter()
                .all(|m| matches!(m.state, MatchState::Won(_)));
        }
        self.round(round).all(|b| !is_undecided(b))
    }
}

/// A knockout match as it stands.
pub(super) struct MatchNow {
    pub(super) board: u32,
    pub(super) legs: u32,
    pub(super) pair: KnockoutMatch,
    pub(super) state: MatchState,
}

/// Whether a game board still waits for its result.
pub(super) fn is_undecided(b: &TournamentBoard) -> bool {
    b.kind == BoardKind::Game
        && b.forfeited_by.is_none()
        && !matches!(
            b.game_status,
            Some(GameStatus::Finished | GameStatus::Aborted)
        )
}

/// A stored board as the pairing rules see it.
pub(super) fn as_board(b: &TournamentBoard, format: TournamentFormat) -> Board {
    match (b.kind, b.white) {
        (BoardKind::Game, Some(white)) => {
            let winner = match b.forfeited_by {
                Some(loser) if loser == b.black => Some(Color::White),
                Some(_) => Some(Color::Black),
                None => b.winner,
            };
            Board::Game {
                black: b.black.0,
                white: white.0,
                winner,
            }
        }
        // A knockout bye passes a player on, with no point.
        (BoardKind::Bye, _) if format != TournamentFormat::Knockout => Board::Bye(b.black.0),
        _ => Board::Rest(b.black.0),
    }
}

/// The rounds a format plays for `players`, given the organiser's `asked` (Swiss only).
pub(super) fn planned_rounds(format: TournamentFormat, asked: Option<u32>, players: usize) -> u32 {
    match format {
        TournamentFormat::Swiss => asked.unwrap_or_else(|| tournament::swiss_rounds(players)),
        TournamentFormat::RoundRobin => tournament::round_robin_rounds(players, false),
        TournamentFormat::DoubleRoundRobin => tournament::round_robin_rounds(players, true),
        TournamentFormat::Knockout => players.max(2).next_power_of_two().trailing_zeros(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    pub(super) fn planned_rounds_follow_the_format() {
        assert_eq!(planned_rounds(TournamentFormat::Swiss, None, 5), 4);
        assert_eq!(planned_rounds(TournamentFormat::Swiss, Some(3), 5), 3);
        assert_eq!(planned_rounds(TournamentFormat::RoundRobin, None, 4), 3);
        assert_eq!(planned_rounds(TournamentFormat::RoundRobin, None, 5), 5);
        assert_eq!(
            planned_rounds(TournamentFormat::DoubleRoundRobin, None, 4),
            6
        );
        assert_eq!(planned_rounds(TournamentFormat::Knockout, None, 8), 3);
        assert_eq!(planned_rounds(TournamentFormat::Knockout, None, 5), 3);
        assert_eq!(planned_rounds(TournamentFormat::Knockout, None, 2), 1);
    }
}
