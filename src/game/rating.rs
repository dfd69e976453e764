//! Glicko-2 updates (skillratings) and the tallies kept beside them.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::store::RatingRow;

/// A player with no rated game yet.
pub fn fresh(user_id: crate::values::UserId) -> RatingRow {
    let start = Glicko2Rating::new();
    RatingRow {
        user_id,
        rating: start.rating,
        deviation: start.deviation,
        volatility: start.volatility,
        games: 0,
        wins: 0,
        losses: 0,
        streak: 0,
    }
}

/// Both players after one decided game, each game its own rating period.
pub fn after_game(winner: &RatingRow, loser: &RatingRow) -> (RatingRow, RatingRow) {
    let as_glicko = |r: &RatingRow| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let (w, l) = glicko2(
        &as_glicko(winner),
        &as_glicko(loser),
        &Outcomes::WIN,
        &Glicko2Config::new(),
    );
    let won = RatingRow {
        rating: w.rating,
        deviation: w.deviation,
        volatility: w.volatility,
        games: winner.games + 1,
        wins: winner.wins + 1,
        streak: winner.streak.max(0) + 1,
        ..winner.clone()
    };
    let lost = RatingRow {
        rating: l.rating,
        deviation: l.deviation,
        volatility: l.volatility,
        games: loser.games + 1,
        losses: loser.losses + 1,
        streak: loser.streak.min(0) - 1,
        ..loser.clone()
    };
    (won, lost)
}
