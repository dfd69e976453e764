//! The AI in the service: the bot's turns in AI games, hints and post-game
//! analysis. The service decides when each is allowed and which position it
//! looks at; the AI pool does the thinking.

use super::actions::{check_analysis, check_hint};
use super::error::ai_refusal;
use super::verdicts::winner_at;
use super::{GameView, Result, Service, ServiceError};
use crate::ai::{
    self, Blunder, Choice, Player, PlyVerdict, RegionDescriber, RegionReport, Reservation,
};
use crate::engine::{Color, Move, MoveNumber, Position};
use crate::i18n::Lang;
use crate::values::Level;
use crate::values::{GameId, GameStatus, Place, UserId};

/// The seed of the AI's noise and tie-breaks for a move of a game: games and
/// moves vary, and the same position in the same game gets the same answer.
pub fn ai_seed(game: GameId, ply: usize) -> u64 {
    (game.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply as u64
}

/// A hint the service allowed: the game, and the position (by ply) it is
/// for, with the asker's one AI review reserved.
#[derive(Debug)]
pub struct HintRequest {
    pub view: GameView,
    /// Moves played before the position the hint is for.
    pub ply: usize,
    reservation: Reservation,
}

/// An analysis the service allowed, with the asker's one AI review reserved.
#[derive(Debug)]
pub struct AnalysisRequest {
    pub view: GameView,
    reservation: Reservation,
}

/// A suggested move for the side to move at `ply`.
#[derive(Clone, Debug)]
pub struct Hint {
    pub view: GameView,
    pub ply: usize,
    pub position: Position,
    pub choice: Choice,
    /// For a finished game's position that fell apart into regions that
    /// never meet: each region and its value.
    pub regions: Option<Vec<RegionReport>>,
}

impl Hint {
    /// Whether this hint is about a finished game rather than the current turn.
    pub fn is_review(&self) -> bool {
        self.view.status != GameStatus::Active
    }

    /// The move played just before the hint's position, if any.
    pub fn last_move(&self) -> Option<Move> {
        let played = self.ply.checked_sub(1)?;
        self.view.game.moves().get(played).copied()
    }

    /// How sure the suggestion is, in words.
    pub fn verdict(&self, lang: Lang) -> String {
        let kind = match self.choice.proven {
            Some(true) => "wins",
            Some(false) => "loses",
            None => "searched",
        };
        lang.format(
            "hint-verdict",
            &[("kind", kind.into()), ("depth", self.choice.depth.into())],
        )
    }
}

/// What the exact solver could tell about a finished game.
#[derive(Clone, Debug)]
pub struct GameAnalysis {
    pub view: GameView,
    /// The solver's verdict on each position, from the start to the end.
    pub plies: Vec<PlyVerdict>,
    /// The first ply from which every position was proven; `None` if none was.
    pub proven_from: Option<usize>,
    /// The moves that turned a won position into a lost one, where the
    /// solver could tell both.
    pub blunders: Vec<Blunder>,
    /// Who had a forced win at `proven_from`.
    pub winner_from_there: Option<Color>,
    /// The first position that fell apart into regions that never meet
    /// (its ply), and their values, where they could be valued.
    pub regions: Option<(usize, Vec<RegionReport>)>,
}

impl GameAnalysis {
    /// Who wins with perfect play from the position after `ply` moves, where
    /// the solver could tell.
    pub fn winner_at(&self, ply: usize) -> Option<Color> {
        winner_at(&self.view.game, &self.plies, ply)
    }
}

impl Service {
    /// The game a hint or analysis is about: the one named (if `user` may see
    /// it from here, see [`Service::game_visible`]), else the
    /// channel's running game, else `user`'s latest finished game in this server.
    ///
    /// # Errors
    /// No such game in this server, or none to look at.
    pub async fn game_for_review(
        &self,
        place: Place,
        user: UserId,
        game: Option<GameId>,
    ) -> Result<GameView> {
        if let Some(id) = game {
            return self.game_visible(place, user, id).await;
        }
        match self.current_game(place).await {
            Ok(view) if view.status == GameStatus::Active => return Ok(view),
            Ok(_) | Err(ServiceError::NoGameHere) => {}
            Err(e) => return Err(e),
        }
        let latest = self.finished_games(place.guild, user, 1).await?;
        match latest.first() {
            Some(summary) => self.game(summary.id).await,
            None => Err(ServiceError::NothingToReview),
        }
    }

    /// Checks that `user` may have a hint in that game, and picks the
    /// position: the current one for the player to move in a game against the
    /// bot; in a finished game the one before move `before_move` (numbered as
    /// the record numbers it), else the last position with a move to make.
    ///
    /// # Errors
    /// Hints in a rated game in progress, out of turn, before the game
    /// started, for a move the game never reached, or while `user` has
    /// another hint or analysis under way ([`ServiceError::AiBusy`]).
    pub async fn hint_request(
        &self,
        place: Place,
        user: UserId,
        game: Option<GameId>,
        before_move: Option<MoveNumber>,
    ) -> Result<HintRequest> {
        let view = self.game_for_review(place, user, game).await?;
        check_hint(&view, user)?;
        let ply = match view.status {
            GameStatus::Active => view.ply(),
            _ => {
                let moves = view.ply();
                match before_move.map(|asked| (asked, view.game.ply_of(asked))) {
                    Some((asked, ply)) => match ply.filter(|&ply| ply < moves) {
                        Some(ply) => ply,
                        None => {
                            return Err(ServiceError::NoSuchMove {
                                game: view.id,
                                asked,
                                moves,
                            });
                        }
                    },
                    // The final position, if the game ended with moves left; else the last move's.
                    None if view
                        .game
                        .position()
                        .has_legal_move(view.game.variant().rules()) =>
                    {
                        moves
                    }
                    None => moves.saturating_sub(1),
                }
            }
        };
        let reservation = self.ai.reserve(user.0).map_err(ai_refusal)?;
        Ok(HintRequest {
            view,
            ply,
            reservation,
        })
    }

    /// The strongest level's move for the position `request` picked.
    ///
    /// # Errors
    /// [`ServiceError::NoMoveToSuggest`] if the side to move has none;
    /// [`ServiceError::AiUnavailable`] while shutting down.
    pub async fn hint(&self, request: HintRequest) -> Result<Hint> {
        let HintRequest {
            view,
            ply,
            reservation,
        } = request;
        let position = view.game.position_at(ply);
        let choice = self
            .ai
            .suggest(
                reservation,
                position,
                view.game.variant().rules(),
                Player::Level(Level::MAX),
                ai_seed(view.id, ply),
            )
            .await
            .map_err(ai_refusal)?
            .ok_or(ServiceError::NoMoveToSuggest)?;
        // Regions would help a player still playing: only reviews name them.
        let regions = if view.status == GameStatus::Active {
            None
        } else {
            let rules = view.game.variant().rules();
            tokio::task::spawn_blocking(move || RegionDescriber::new(rules).describe(&position))
                .await
                .ok()
                .flatten()
        };
        Ok(Hint {
            view,
            ply,
            position,
            choice,
            regions,
        })
    }

    /// The finished game an analysis would look at (see [`Service::game_for_review`]).
    ///
    /// # Errors
    /// As [`Service::game_for_review`], [`ServiceError::StillPlaying`] for a
    /// game not over, and [`ServiceError::AiBusy`] while `user` has another
    /// hint or analysis under way.
    pub async fn analysis_target(
        &self,
        place: Place,
        user: UserId,
        game: Option<GameId>,
    ) -> Result<AnalysisRequest> {
        let view = self.game_for_review(place, user, game).await?;
        check_analysis(&view)?;
        let reservation = self.ai.reserve(user.0).map_err(ai_refusal)?;
        Ok(AnalysisRequest { view, reservation })
    }

    /// Goes through a finished game with the exact solver (the verdicts
    /// kept for it, else solved now within the configured budget and kept),
    /// and reports the moves that threw a win away.
    ///
    /// # Errors
    /// [`ServiceError::AiUnavailable`] while shutting down; database failures.
    pub async fn analyze(&self, request: AnalysisRequest) -> Result<GameAnalysis> {
        let AnalysisRequest { view, reservation } = request;
        let plies = match self.kept_verdicts(&view).await? {
            Some(plies) => plies,
            None => self.solve_and_keep(&view, reservation).await?,
        };
        let game = view.game.clone();
        let regions =
            tokio::task::spawn_blocking(move || ai::first_regions(&game, &ai::Stop::new()))
                .await
                .ok()
                .flatten();
        let from = plies
            .iter()
            .rposition(|p| p.mover_wins.is_none())
            .map_or(0, |i| i + 1);
        let proven_from = (from <= view.ply()).then_some(from);
        let winner_from_there = proven_from.and_then(|from| winner_at(&view.game, &plies, from));
        Ok(GameAnalysis {
            blunders: ai::blunders(&view.game, &plies),
            view,
            plies,
            proven_from,
            winner_from_there,
            regions,
        })
    }
}
