//! The exact solver's verdicts on a finished game: who wins with perfect
//! play from each position, and a winning move where there is one. They are
//! computed the first time anyone asks (the page's review or
//! `/konane analysis`) and kept, so both read the same answer and no game is
//! solved twice.

use super::error::ai_refusal;
use super::{GameView, Result, Service, ServiceError};
use crate::ai::{self, Limits, PlyVerdict, Reservation};
use crate::engine::{Color, Game, parse_move};
use crate::store::{self, StoreError, VerdictsRow};

/// Who wins with perfect play from the position of `game` after `ply`
/// moves, by the verdicts `plies`, where the solver could tell.
pub fn winner_at(game: &Game, plies: &[PlyVerdict], ply: usize) -> Option<Color> {
    let mover_wins = plies.get(ply)?.mover_wins?;
    let mover = game.position_at(ply).turn();
    Some(if mover_wins { mover } else { mover.other() })
}

impl Service {
    /// `view`'s kept verdicts, if any were ever computed.
    pub(super) async fn kept_verdicts(&self, view: &GameView) -> Result<Option<Vec<PlyVerdict>>> {
        let Some(row) = store::game_verdicts(self.store.pool(), view.id).await? else {
            return Ok(None);
        };
        let plies = decode(&row.plies, &view.game).map_err(|detail| {
            ServiceError::from(StoreError::CorruptGame {
                game: view.id,
                what: "verdicts",
                detail,
            })
        })?;
        Ok(Some(plies))
    }

    /// Solves `view`'s positions within the analysis budget and keeps the
    /// verdicts, unless another process kept its own first: then those.
    pub(super) async fn solve_and_keep(
        &self,
        view: &GameView,
        reservation: Reservation,
    ) -> Result<Vec<PlyVerdict>> {
        let budget = self.config.analysis;
        let game = view.game.clone();
        let (plies, nodes) = self
            .ai
            .review(reservation, move |brain, stop| {
                let limits = Limits {
                    deadline: Some(std::time::Instant::now() + budget.total_time),
                    max_nodes: budget.nodes_per_position,
                };
                ai::solve_plies(&game, brain, limits, stop)
            })
            .await
            .map_err(ai_refusal)?;
        let row = VerdictsRow {
            plies: encode(&plies),
            nodes: i64::try_from(nodes).unwrap_or(i64::MAX),
        };
        store::keep_game_verdicts(self.store.writer(), view.id, &row, self.now()).await?;
        Ok(self.kept_verdicts(view).await?.unwrap_or(plies))
    }
}

/// One word per position: `?`, `L`, `W` or `W:<move>` (see the migration).
fn encode(plies: &[PlyVerdict]) -> String {
    let word = |p: &PlyVerdict| match (p.mover_wins, p.winning) {
        (None, _) => "?".to_owned(),
        (Some(false), _) => "L".to_owned(),
        (Some(true), None) => "W".to_owned(),
        (Some(true), Some(m)) => format!("W:{m}"),
    };
    plies.iter().map(word).collect::<Vec<_>>().join(" ")
}

/// The verdicts `text` holds for `game`'s positions; every winning move is
/// checked to be legal where it is said to win.
fn decode(text: &str, game: &Game) -> std::result::Result<Vec<PlyVerdict>, String> {
    let words: Vec<&str> = text.split(' ').collect();
    if words.len() != game.moves().len() + 1 {
        return Err(format!(
            "{} verdicts for {} positions",
            words.len(),
            game.moves().len() + 1
        ));
    }
    let rules = game.variant().rules();
    words
        .iter()
        .enumerate()
        .map(|(ply, word)| match *word {
            "?" => Ok(PlyVerdict::default()),
            "L" => Ok(PlyVerdict {
                mover_wins: Some(false),
                winning: None,
            }),
            "W" => Ok(PlyVerdict {
                mover_wins: Some(true),
                winning: None,
            }),
            other => {
                let text = other
                    .strip_prefix("W:")
                    .ok_or_else(|| format!("position {ply}: '{other}'"))?;
                let winning = parse_move(text, &game.position_at(ply), rules)
                    .map_err(|e| format!("position {ply}: {e}"))?;
                Ok(PlyVerdict {
                    mover_wins: Some(true),
                    winning: Some(winning),
                })
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;

    fn short_game() -> Game {
        let mut game = Game::new(Variant::default());
        for _ in 0..3 {
            let first = game.legal_moves().first().copied();
            game.play(first.expect("a move")).expect("a legal move");
        }
        game
    }

    #[test]
    fn verdicts_read_back_as_written() {
        let game = short_game();
        let rules = game.variant().rules();
        let mut plies = vec![PlyVerdict::default(); game.moves().len() + 1];
        plies[1].mover_wins = Some(false);
        plies[2] = PlyVerdict {
            mover_wins: Some(true),
            winning: game.position_at(2).legal_moves(rules).first().copied(),
        };
        plies[3].mover_wins = Some(true);
        let text = encode(&plies);
        assert_eq!(decode(&text, &game), Ok(plies));
    }

    #[test]
    fn a_wrong_count_or_an_illegal_move_is_refused() {
        let game = short_game();
        assert!(decode("? ?", &game).is_err());
        let illegal = "W:a1-a9 ? ? ?";
        assert!(decode(illegal, &game).is_err());
        assert!(decode("X ? ? ?", &game).is_err());
    }
}
