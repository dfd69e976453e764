//! What a player may do: the one keeper of eligibility. Each rule is one
//! function here that says yes, or no with the service's refusal; the
//! service applies it when an action is taken, and [`Service::actions`]
//! asks every rule to list what a viewer is offered. So a button a front
//! end shows is one the service takes, and no front end decides.
//!
//! Eligibility is who may do what to the game as it stands. Limits that
//! depend on load (running games, an AI already busy for the asker, a full
//! follower list) and races (the game moved on meanwhile) are refused when
//! taken, as before: they are not offered or withheld.

use super::{GameView, Result, Service, ServiceError};
use crate::store;
use crate::values::{Authority, GameStatus, Timestamp, UserId};

/// The strongest bot level that gives takebacks.
pub const TAKEBACK_LEVELS: u8 = 3;

/// Moves after which each side has made one (Black's and White's removals):
/// before that a player may abort, and a game that ends is not rated.
pub const MOVES_BEFORE_RATED: usize = 2;

/// Whether a player may still abort a game after `ply` moves.
pub fn may_abort(ply: usize) -> bool {
    ply < MOVES_BEFORE_RATED
}

/// Something a viewer may do to a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Play a move: the player to move.
    Move,
    Accept,
    Decline,
    /// The challenger withdraws.
    Cancel,
    Resign,
    /// Ask to take back one's last move (against the bot, taken back at once).
    Takeback,
    /// Accept or decline the takeback the opponent asked for.
    TakebackAnswer,
    /// A player ends the game unrated before both sides have moved.
    Abort,
    /// A moderator ends any running game or open challenge of the server.
    ModeratorAbort,
    /// A new challenge to the same opponent, colours swapped.
    Rematch,
    /// The bot's suggestion: in a game against it on one's turn, or after any game.
    Hint,
    /// The solver's look at a finished game.
    Analysis,
    /// Hear of a running game's moves by direct message.
    Follow,
}

impl Action {
    /// Every action, in the order front ends show them.
    pub const ALL: [Action; 13] = [
        Action::Move,
        Action::Accept,
        Action::Decline,
        Action::Cancel,
        Action::Resign,
        Action::Takeback,
        Action::TakebackAnswer,
        Action::Abort,
        Action::ModeratorAbort,
        Action::Rematch,
        Action::Hint,
        Action::Analysis,
        Action::Follow,
    ];

    /// The action's name where front ends write it (the page's JSON).
    pub fn name(self) -> &'static str {
        match self {
            Action::Move => "move",
            Action::Resign => "resign",
            Action::Takeback => "takeback",
            Action::TakebackAnswer => "takeback-answer",
            Action::Abort => "abort",
            Action::ModeratorAbort => "moderator-abort",
            Action::Hint => "hint",
            Action::Analysis => "analysis",
            Action::Rematch => "rematch",
            Action::Accept => "accept",
            Action::Decline => "decline",
            Action::Cancel => "cancel",
            Action::Follow => "follow",
        }
    }

    fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// A set of actions, in [`Action::ALL`]'s order.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Actions(u16);

impl Actions {
    pub const NONE: Actions = Actions(0);

    pub fn contains(self, action: Action) -> bool {
        self.0 & action.bit() != 0
    }

    pub fn with(self, action: Action) -> Actions {
        Actions(self.0 | action.bit())
    }

    pub fn without(self, action: Action) -> Actions {
        Actions(self.0 & !action.bit())
    }

    /// What either set holds: a board every player and onlooker shares
    /// offers what any of them may do.
    pub fn union(self, other: Actions) -> Actions {
        Actions(self.0 | other.0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Action> {
        Action::ALL.into_iter().filter(move |&a| self.contains(a))
    }
}

impl std::fmt::Debug for Actions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set()
            .entries(self.iter().map(Action::name))
            .finish()
    }
}

impl FromIterator<Action> for Actions {
    fn from_iter<I: IntoIterator<Item = Action>>(iter: I) -> Actions {
        iter.into_iter().fold(Actions::NONE, Actions::with)
    }
}

/// Who asks: a user, and what their front end vouches for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asker {
    pub user: UserId,
    pub authority: Authority,
}

impl Asker {
    /// A user acting on their own games only.
    pub fn own(user: UserId) -> Asker {
        Asker {
            user,
            authority: Authority::Own,
        }
    }
}

/// What the rules read besides the game: the time, and whether the asker
/// and the challenger block each other.
#[derive(Clone, Copy, Debug)]
pub(super) struct Facts {
    pub now: Timestamp,
    pub blocked: bool,
}

/// Whether `asker` may take `action` in `view` now, as the service decides
/// when it is taken; the refusal says why not.
pub(super) fn check(action: Action, view: &GameView, asker: Asker, facts: Facts) -> Result<()> {
    let user = asker.user;
    match action {
        Action::Move => check_move(view, user),
        Action::Resign => check_resign(view, user),
        Action::Takeback => check_takeback(view, user).map(|_| ()),
        Action::TakebackAnswer => check_takeback_answer(view, user),
        Action::Abort => check_abort(view, Asker::own(user), true),
        Action::ModeratorAbort => match asker.authority {
            Authority::Server => check_abort(view, asker, true),
            Authority::Own => Err(ServiceError::NotAllowedToAbort),
        },
        Action::Hint => check_hint(view, user),
        Action::Analysis => check_analysis(view),
        Action::Rematch => check_rematch(view, user, facts.blocked),
        Action::Accept => check_accept(view, user, facts),
        Action::Decline => check_decline(view, user),
        Action::Cancel => check_cancel(view, user),
        Action::Follow => check_follow(view, user),
    }
}

/// Every action `asker` may take in `view`.
pub(super) fn offered(view: &GameView, asker: Asker, facts: Facts) -> Actions {
    Action::ALL
        .into_iter()
        .filter(|&action| check(action, view, asker, facts).is_ok())
        .collect()
}

/// A move: the game runs and it is `user`'s turn.
pub(super) fn check_move(view: &GameView, user: UserId) -> Result<()> {
    match view.status {
        GameStatus::Active => {}
        GameStatus::Challenge => return Err(ServiceError::NoGameHere),
        _ => return Err(ServiceError::GameOver),
    }
    view.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
    let to_move = view.player_to_move().ok_or(ServiceError::GameOver)?;
    if to_move != user {
        return Err(ServiceError::NotYourTurn(to_move));
    }
    Ok(())
}

/// A resignation: a player of a running game.
pub(super) fn check_resign(view: &GameView, user: UserId) -> Result<()> {
    match view.status {
        GameStatus::Active => {}
        GameStatus::Challenge => return Err(ServiceError::NoGameHere),
        _ => return Err(ServiceError::GameOver),
    }
    view.colour_of(user)
        .map(|_| ())
        .ok_or(ServiceError::NotAPlayer)
}

/// A takeback asked by `user`: how many moves it takes back (against the
/// bot, its answer too, if it has answered).
pub(super) fn check_takeback(view: &GameView, user: UserId) -> Result<usize> {
    if view.status != GameStatus::Active {
        return Err(ServiceError::GameOver);
    }
    view.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
    // A tournament's games, casual ones too, are played as they stand.
    if view.rated || view.in_tournament {
        return Err(ServiceError::TakebackRated);
    }
    if view.is_live() {
        return Err(ServiceError::TakebackOnTheClock);
    }
    let ply = view.ply();
    let last_mover = |plies_back: usize| {
        ply.checked_sub(plies_back)
            .map(|before| view.game.mover_at(before))
            .and_then(|colour| view.player(colour))
    };
    if let Some(level) = view.ai_level {
        if level.get() > TAKEBACK_LEVELS {
            return Err(ServiceError::TakebackLevel(TAKEBACK_LEVELS));
        }
        let plies = if last_mover(1) == Some(user) { 1 } else { 2 };
        if last_mover(plies) != Some(user) {
            return Err(ServiceError::NothingToTakeBack);
        }
        return Ok(plies);
    }
    if last_mover(1) != Some(user) {
        return Err(ServiceError::NothingToTakeBack);
    }
    if view.takeback_asked {
        return Err(ServiceError::TakebackAsked);
    }
    Ok(1)
}

/// An answer to a takeback: the opponent asked, and it is `user`'s move.
pub(super) fn check_takeback_answer(view: &GameView, user: UserId) -> Result<()> {
    view.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
    if view.status != GameStatus::Active || !view.takeback_open {
        return Err(ServiceError::NoTakebackAsked);
    }
    if view.player_to_move() != Some(user) {
        return Err(ServiceError::NotYourTakeback);
    }
    Ok(())
}

/// An abort: by a moderator, any running game or open challenge; by a
/// player, their running game before both sides moved, outside tournaments.
/// `named`: the game was named (a number, a button), not the place's.
pub(super) fn check_abort(view: &GameView, asker: Asker, named: bool) -> Result<()> {
    let moderator = asker.authority == Authority::Server;
    match view.status {
        GameStatus::Challenge if moderator => return Ok(()),
        GameStatus::Challenge => return Err(ServiceError::AbortChallenge),
        GameStatus::Active => {}
        _ => return Err(ServiceError::GameOver),
    }
    if moderator {
        return Ok(());
    }
    // A player could otherwise undo a tournament pairing they dislike.
    if view.in_tournament {
        return Err(ServiceError::TournamentGameNoAbort);
    }
    if view.colour_of(asker.user).is_none() {
        return Err(if named {
            ServiceError::NotAllowedToAbort
        } else {
            ServiceError::NotAPlayer
        });
    }
    if !may_abort(view.ply()) {
        return Err(ServiceError::TooLateToAbort);
    }
    Ok(())
}

/// A hint: the bot's help in its own games, to the player to move; after
/// a game, to anyone who may see it.
pub(super) fn check_hint(view: &GameView, user: UserId) -> Result<()> {
    match view.status {
        // Between players, a hint would play for one of them (rated or not).
        GameStatus::Active if !view.is_ai_game() => Err(ServiceError::NoHintsMidGame),
        GameStatus::Active => match view.player_to_move() {
            Some(p) if p == user => Ok(()),
            _ => Err(ServiceError::HintOutOfTurn),
        },
        GameStatus::Finished | GameStatus::Aborted => Ok(()),
        _ => Err(ServiceError::NotStarted),
    }
}

/// An analysis: of a finished game only.
pub(super) fn check_analysis(view: &GameView) -> Result<()> {
    if view.status != GameStatus::Finished {
        return Err(ServiceError::StillPlaying);
    }
    Ok(())
}

/// A rematch: a player, once the game is over.
pub(super) fn check_rematch(view: &GameView, user: UserId, blocked: bool) -> Result<()> {
    let colour = view.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
    view.player(colour.other())
        .ok_or(ServiceError::NotAPlayer)?;
    match view.status {
        GameStatus::Finished | GameStatus::Aborted => {}
        GameStatus::Active => return Err(ServiceError::StillPlaying),
        _ => return Err(ServiceError::NotStarted),
    }
    if blocked {
        return Err(ServiceError::Blocked);
    }
    Ok(())
}

/// An acceptance: the challenged player, or anyone but the challenger of
/// an open challenge, while it stands.
pub(super) fn check_accept(view: &GameView, user: UserId, facts: Facts) -> Result<()> {
    if view.status != GameStatus::Challenge {
        return Err(ServiceError::NoChallengeHere);
    }
    match view.opponent {
        Some(opponent) if opponent != user => return Err(ServiceError::NotYourChallenge(opponent)),
        None if view.challenger == user => return Err(ServiceError::OwnChallenge),
        _ => {}
    }
    if facts.blocked {
        return Err(ServiceError::Blocked);
    }
    if view.expires_at.is_some_and(|t| t <= facts.now) {
        return Err(ServiceError::ChallengeExpired);
    }
    Ok(())
}

/// A refusal: the challenged player of a challenge made to them.
pub(super) fn check_decline(view: &GameView, user: UserId) -> Result<()> {
    if view.status != GameStatus::Challenge {
        return Err(ServiceError::NoChallengeHere);
    }
    match view.opponent {
        None => Err(ServiceError::OpenChallenge),
        Some(opponent) if opponent != user => Err(ServiceError::NotYourChallenge(opponent)),
        Some(_) => Ok(()),
    }
}

/// A withdrawal: the challenger, while the challenge stands.
pub(super) fn check_cancel(view: &GameView, user: UserId) -> Result<()> {
    if view.status != GameStatus::Challenge {
        return Err(ServiceError::NoChallengeHere);
    }
    if view.challenger != user {
        return Err(ServiceError::NotChallenger);
    }
    Ok(())
}

/// A follow: anyone but the players, while the game runs.
pub(super) fn check_follow(view: &GameView, user: UserId) -> Result<()> {
    if view.colour_of(user).is_some() {
        return Err(ServiceError::FollowOwnGame(view.id));
    }
    if view.status != GameStatus::Active {
        return Err(ServiceError::FollowOver(view.id));
    }
    Ok(())
}

impl Service {
    /// What `asker` may do in `view` now: every action the service would
    /// take from them, by the same rules it applies when one is taken.
    ///
    /// # Errors
    /// Database failures (reading whether the players block each other).
    pub async fn actions(&self, view: &GameView, asker: Asker) -> Result<Actions> {
        let facts = self.facts(view, asker.user).await?;
        Ok(offered(view, asker, facts))
    }

    /// Whether `asker` may take `action` in `view` now: the refusal the
    /// service would give if they took it, for a front end with a step
    /// before the action (a confirmation, a menu's next page).
    ///
    /// # Errors
    /// The action's refusal; database failures.
    pub async fn may(&self, action: Action, view: &GameView, asker: Asker) -> Result<()> {
        check(action, view, asker, self.facts(view, asker.user).await?)
    }

    /// What a board everyone in the game's place sees offers: what either
    /// player, or an onlooker, may do (each is refused what is not theirs).
    ///
    /// # Errors
    /// As [`Service::actions`].
    pub async fn actions_on_board(&self, view: &GameView) -> Result<Actions> {
        let mut all = offered(view, Asker::own(ONLOOKER), self.facts_without_blocks());
        for player in [view.black, view.white, Some(view.challenger), view.opponent]
            .into_iter()
            .flatten()
            .filter(|&p| !self.is_bot(p))
        {
            all = all.union(self.actions(view, Asker::own(player)).await?);
        }
        Ok(all)
    }

    /// The facts `user`'s eligibility in `view` reads: a block is read only
    /// where it counts (a challenge to answer, a rematch to ask for).
    pub(super) async fn facts(&self, view: &GameView, user: UserId) -> Result<Facts> {
        let counts = match view.status {
            GameStatus::Challenge => view.challenger != user,
            GameStatus::Finished | GameStatus::Aborted => view.colour_of(user).is_some(),
            _ => false,
        };
        let other = match view.status {
            GameStatus::Challenge => Some(view.challenger),
            _ => view
                .colour_of(user)
                .and_then(|c| view.player(c.other()))
                .filter(|&o| !self.is_bot(o)),
        };
        let blocked = match other.filter(|_| counts) {
            Some(other) => store::blocked_between(self.store.pool(), user, other).await?,
            None => false,
        };
        Ok(Facts {
            now: self.now(),
            blocked,
        })
    }

    fn facts_without_blocks(&self) -> Facts {
        Facts {
            now: self.now(),
            blocked: false,
        }
    }
}

/// Someone who plays in no game: an onlooker, for what a board offers all.
const ONLOOKER: UserId = UserId(0);
