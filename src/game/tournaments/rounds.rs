//! Moving tournaments on, as the scheduler of any process asks: pairing
//! the next round, a knockout match's next game, adjudicating a game at
//! its deadline, and the end.

use std::time::Duration;

use crate::ai::{Brain, Limits, Stop};
use crate::engine::{Color, EndReason, Outcome, Position};
use crate::game::tournaments::{ADJUDICATION_NODES, ADJUDICATION_TABLE_BYTES};
use crate::game::{GameView, Result, Service, ServiceError, TournamentEvent, TournamentView};
use crate::store::{self, Ending, NewBoard};
use crate::tournament::{self, Board, MatchState};
use crate::values::{
    BoardKey, BoardKind, GameId, GameStatus, GuildId, Place, Timestamp, TournamentFormat,
    TournamentId, TournamentStatus, UserId,
};

/// Steps one scheduler pass takes in one tournament at most (rounds that
/// close at once, knockout byes): bounded work per tick.
pub(super) const ADVANCE_STEPS: usize = 8;

/// A tournament's own seed, for its knockout deciders: fixed at creation,
/// so every process draws the same colours.
pub(super) fn tournament_seed(place: Place, organiser: UserId, now: Timestamp) -> u64 {
    let mut mix = crate::ai::SplitMix(place.channel.0 ^ organiser.0.rotate_left(32) ^ now.0 as u64);
    mix.next_u64()
}

/// Who wins `position` with best play, if the solver proves it within the
/// adjudication budget.
pub(super) fn prove_winner(position: &Position, rules: crate::engine::Rules) -> Option<Color> {
    if !position.has_legal_move(rules) {
        return Some(position.turn().other());
    }
    let mut brain = Brain::with_bytes(ADJUDICATION_TABLE_BYTES);
    let (proof, _) = brain.prove(
        position,
        rules,
        Limits::nodes(ADJUDICATION_NODES),
        &Stop::new(),
    );
    proof.map(|p| p.winner(position.turn()))
}

/// The player who has used more of the game's time by `now`: each move's
/// time runs from the move before (or the start), and the turn in progress
/// counts for the player to move. On a tie, the player to move.
pub(super) fn slower_player(
    view: &GameView,
    moves: &[crate::game::MoveRecord],
    now: Timestamp,
) -> Color {
    let mut used = [Duration::ZERO; 2];
    let mut since = view.created_at;
    let index = |c: Color| usize::from(c == Color::White);
    for m in moves {
        if let Some(colour) = view.colour_of(m.player) {
            used[index(colour)] += m.played_at.since(since);
        }
        since = m.played_at;
    }
    let to_move = view.game.turn();
    used[index(to_move)] += now.since(since);
    let other = to_move.other();
    if used[index(other)] > used[index(to_move)] {
        other
    } else {
        to_move
    }
}

impl Service {
    /// Pairs the round after the ones paired so far, or closes the
    /// tournament after its last; once, whoever calls. `None` if another
    /// caller got there first.
    pub(super) async fn pair_next_round(
        &self,
        view: &TournamentView,
    ) -> Result<Option<TournamentEvent>> {
        let t = &view.tournament;
        let round = t.current_round;
        let field = view.field();
        let playing = field.iter().filter(|e| e.plays_in(round)).count();
        let boards: Option<tournament::Round> = match t.format {
            TournamentFormat::Swiss => (round < view.total_rounds() && playing >= 2)
                .then(|| tournament::swiss_round(&field, &view.history())),
            TournamentFormat::RoundRobin | TournamentFormat::DoubleRoundRobin => {
                let double = t.format == TournamentFormat::DoubleRoundRobin;
                (round < view.total_rounds() && playing >= 2)
                    .then(|| tournament::round_robin_round(&field, round, double))
            }
            TournamentFormat::Knockout => self.knockout_pairs(view, round),
        };
        let now = self.now();
        let mut tx = self.store.begin().await?;
        let Some(boards) = boards else {
            drop(tx);
            let closed = store::set_tournament_status(
                self.store.writer(),
                t.id,
                TournamentStatus::Running,
                TournamentStatus::Finished,
                None,
                now,
            )
            .await?;
            return Ok(if closed {
                Some(TournamentEvent::Finished {
                    view: self.tournament(t.id).await?,
                })
            } else {
                None
            });
        };
        if !store::claim_next_round(&mut tx, t.id, round).await? {
            return Ok(None);
        }
        let deadline = now.plus(view.game_time());
        for (number, board) in boards.iter().enumerate() {
            let key = BoardKey {
                tournament: t.id,
                round,
                board: u32::try_from(number).unwrap_or(u32::MAX),
                leg: 0,
            };
            let (kind, black, white) = match *board {
                Board::Game { black, white, .. } => (BoardKind::Game, black, Some(UserId(white))),
                Board::Bye(id) => (BoardKind::Bye, id, None),
                Board::Rest(id) => (BoardKind::Rest, id, None),
            };
            let new = NewBoard {
                key,
                kind,
                black: UserId(black),
                white,
                deadline: (kind == BoardKind::Game).then_some(deadline),
            };
            store::insert_board(&mut tx, &new).await?;
        }
        tx.commit().await?;
        Ok(Some(TournamentEvent::RoundPaired {
            view: self.tournament(t.id).await?,
            round,
        }))
    }

    /// A knockout's next round, as boards (a match's first game, or a
    /// bye), or `None` once one player is left.
    pub(super) fn knockout_pairs(
        &self,
        view: &TournamentView,
        round: u32,
    ) -> Option<tournament::Round> {
        let slots: Vec<Option<u64>> = match round.checked_sub(1) {
            None => tournament::bracket(&view.field()),
            Some(last) => {
                let winners: Vec<Option<u64>> = view
                    .matches(last)
                    .iter()
                    .map(|m| match m.state {
                        MatchState::Won(w) => Some(w),
                        _ => None,
                    })
                    .collect();
                if winners.len() < 2 {
                    return None;
                }
                winners
            }
        };
        let matches = tournament::knockout_round(&slots);
        Some(
            matches
                .into_iter()
                .map(|m| match m.second {
                    Some(second) => Board::game(m.first, second),
                    None => Board::Bye(m.first),
                })
                .collect(),
        )
    }

    /// Adds the next game of each knockout match of the round in play that
    /// needs one (the return game, a decider, or a replay of an aborted
    /// game); each added once.
    pub(super) async fn add_knockout_games(&self, view: &TournamentView) -> Result<bool> {
        let Some(round) = view.tournament.current_round.checked_sub(1) else {
            return Ok(false);
        };
        let mut added = false;
        let deadline = self.now().plus(view.game_time());
        for m in view.matches(round) {
            let MatchState::Next { black, white } = m.state else {
                continue;
            };
            let new = NewBoard {
                key: BoardKey {
                    tournament: view.id(),
                    round,
                    board: m.board,
                    leg: m.legs,
                },
                kind: BoardKind::Game,
                black: UserId(black),
                white: Some(UserId(white)),
                deadline: Some(deadline),
            };
            let mut tx = self.store.begin().await?;
            added |= store::insert_board(&mut tx, &new).await?;
            tx.commit().await?;
        }
        Ok(added)
    }

    /// Everything due in tournaments by now: those that start by
    /// themselves, games at their deadline adjudicated, withdrawn players'
    /// games decided, knockout games added, rounds paired and tournaments
    /// closed. Safe to call from several processes; each step happens once.
    /// One tournament's failure is logged and the rest go on.
    ///
    /// # Errors
    /// Database failures in finding what is due.
    pub async fn process_tournaments(
        &self,
        guild: Option<GuildId>,
    ) -> Result<Vec<TournamentEvent>> {
        let now = self.now();
        let mut events = Vec::new();
        for id in store::tournaments_due(self.store.pool(), now, guild).await? {
            match self.advance_tournament(id).await {
                Ok(mut more) => events.append(&mut more),
                Err(e) => {
                    tracing::error!(tournament = %id, error = %e, "advancing a tournament failed")
                }
            }
        }
        Ok(events)
    }

    pub(super) async fn advance_tournament(
        &self,
        id: TournamentId,
    ) -> Result<Vec<TournamentEvent>> {
        let mut events = Vec::new();
        let view = self.tournament(id).await?;
        if view.status() == TournamentStatus::SignUp {
            match self.begin_tournament(&view).await {
                Ok(Some(event)) => events.push(event),
                Ok(None) | Err(ServiceError::TooFewEntrants(_)) => {}
                Err(e) => return Err(e),
            }
            return Ok(events);
        }
        for game in store::games_past_deadline(self.store.pool(), id, self.now()).await? {
            if let Err(e) = self.adjudicate(game).await {
                tracing::error!(game = %game, error = %e, "adjudicating a game failed");
            }
        }
        self.forfeit_withdrawn(&self.tournament(id).await?).await?;
        // Each step below may make the next possible: a round closed pairs
        // the next, whose byes may close a knockout round at once.
        for _ in 0..ADVANCE_STEPS {
            let view = self.tournament(id).await?;
            if view.status() != TournamentStatus::Running {
                break;
            }
            if view.tournament.format == TournamentFormat::Knockout
                && self.add_knockout_games(&view).await?
            {
                continue;
            }
            if !view.round_in_play_is_over() {
                break;
            }
            match self.pair_next_round(&view).await? {
                Some(event @ TournamentEvent::Finished { .. }) => {
                    events.push(event);
                    break;
                }
                Some(event) => events.push(event),
                None => break,
            }
        }
        Ok(events)
    }

    /// Decides running game `game` at its tournament deadline: by the
    /// solver where it proves the position within a small budget, and
    /// otherwise against the player who has used more time (counting the
    /// turn in progress up to now; on a tie, the player to move). The
    /// scheduler announces the result in the game's place.
    pub(super) async fn adjudicate(&self, game: GameId) -> Result<()> {
        let view = self.game(game).await?;
        if view.status != GameStatus::Active {
            return Ok(());
        }
        let position = *view.game.position();
        let rules = view.game.variant().rules();
        let proven = tokio::task::spawn_blocking(move || prove_winner(&position, rules))
            .await
            .ok()
            .flatten();
        let loser = match proven {
            Some(winner) => winner.other(),
            None => {
                let moves = self.moves(game).await?;
                slower_player(&view, &moves, self.now())
            }
        };
        let outcome = Outcome {
            winner: loser.other(),
            reason: EndReason::Adjudication,
        };
        self.end_without_move(view, outcome, self.now(), Ending::Decided)
            .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;
    use crate::game::tournaments::JumpRule;
    use crate::game::tournaments::Opening;
    use crate::game::tournaments::Size;

    #[test]
    pub(super) fn the_solver_decides_a_position_it_can_prove() {
        // 4×4 after the opening removals: small enough to prove at once.
        let variant = Variant::new(
            Size::new(4, 4).expect("size"),
            Opening::Any,
            JumpRule::Straight,
        )
        .expect("variant");
        let mut game = crate::engine::Game::new(variant);
        for _ in 0..2 {
            let m = game.legal_moves()[0];
            game.play(m).expect("plays");
        }
        let winner = prove_winner(game.position(), variant.rules()).expect("proven");
        // The exact solver, unbounded, agrees.
        let (proof, _) = Brain::with_bytes(1 << 20).prove(
            game.position(),
            variant.rules(),
            Limits::NONE,
            &Stop::new(),
        );
        let proof = proof.expect("proof");
        let mover = game.position().turn();
        assert_eq!(
            winner,
            if proof.mover_wins {
                mover
            } else {
                mover.other()
            }
        );
    }
}
