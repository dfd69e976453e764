//! The plain values the service takes and returns.

use std::time::Duration;

use crate::ai::AiPoolConfig;
use crate::engine::{
    Color, Game, JumpRule, Move, Opening, Outcome, Position, Record, Size, Variant,
};
use crate::i18n::Lang;
use crate::values::{
    ChannelId, ColourChoice, GameId, GameStatus, Level, MessageId, Place, TimeControl, Timestamp,
    UserId,
};

/// What a challenge asks for; unset fields take the server's defaults.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChallengeOptions {
    pub size: Option<Size>,
    pub opening: Option<Opening>,
    pub jumps: Option<JumpRule>,
    pub colour: ColourChoice,
    /// For a game against the bot: its level ([`Level::DEFAULT`] if unset).
    pub ai_level: Option<Level>,
    /// Rated or casual; unset takes the server's setting (and boards smaller
    /// than 6x6, games against the bot and set-up games are always casual).
    pub rated: Option<bool>,
    /// A position after the opening to start from instead of the full
    /// board (see [`set_up_position`](super::set_up_position)); its size is the game's.
    pub start: Option<Position>,
    /// Minutes each plus seconds a move for a live game; unset for a
    /// correspondence game (the server's turn limit).
    pub time_control: Option<TimeControl>,
}

/// A challenge as the service would make it, checked but not yet stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChallengePlan {
    pub variant: Variant,
    pub rated: bool,
    /// The bot's level, when the bot is challenged.
    pub ai_level: Option<Level>,
    /// Whether the server wants the game in a thread of its own and the
    /// challenge wasn't made in a thread already.
    pub own_thread: bool,
    /// The server's time per turn.
    pub turn_limit: Duration,
    /// The set-up position the game starts from, if not the full board.
    pub start: Option<Position>,
    /// A live game's clocks; `None` for a correspondence game.
    pub time_control: Option<TimeControl>,
}

/// A game (or challenge) as stored, with its moves replayed by the engine.
#[derive(Clone, Debug)]
pub struct GameView {
    pub id: GameId,
    pub place: Place,
    pub status: GameStatus,
    pub challenger: UserId,
    /// `None` for an open challenge: anyone but the challenger may accept.
    pub opponent: Option<UserId>,
    pub colour_choice: ColourChoice,
    pub black: Option<UserId>,
    pub white: Option<UserId>,
    /// The variant, moves and outcome; the position is derived from the moves.
    pub game: Game,
    pub rated: bool,
    pub ai_level: Option<Level>,
    pub created_at: Timestamp,
    pub expires_at: Option<Timestamp>,
    pub turn_deadline: Option<Timestamp>,
    pub finished_at: Option<Timestamp>,
    /// The server's time per turn when the game was read.
    pub turn_limit: Duration,
    /// The message carrying the game's live controls, once one is posted.
    pub board_message: Option<MessageId>,
    /// Whether the last mover asked to take their move back, and whether
    /// that request waits for the opponent's answer.
    pub takeback_asked: bool,
    pub takeback_open: bool,
    /// Takebacks taken in the game.
    pub takebacks: u32,
    /// Whether the game is a tournament's.
    pub in_tournament: bool,
    /// A live game's clocks; `None` for a correspondence game.
    pub clock: Option<LiveClock>,
}

/// A live game's time control and each clock as its player's turn began.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LiveClock {
    pub control: TimeControl,
    pub black: Duration,
    pub white: Duration,
}

/// One stored move: who played what, and when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    pub ply: usize,
    pub player: UserId,
    pub notation: String,
    pub played_at: Timestamp,
}

/// The strongest bot level whose games show the solver's verdict.
pub const VERDICT_MAX_LEVEL: u8 = 3;

impl GameView {
    /// Moves played: the version a move submission is checked against.
    pub fn ply(&self) -> usize {
        self.game.moves().len()
    }

    pub fn player(&self, color: Color) -> Option<UserId> {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    pub fn colour_of(&self, user: UserId) -> Option<Color> {
        if self.black == Some(user) {
            Some(Color::Black)
        } else if self.white == Some(user) {
            Some(Color::White)
        } else {
            None
        }
    }

    /// Who moves next in a running game.
    pub fn player_to_move(&self) -> Option<UserId> {
        if self.status != GameStatus::Active || self.game.is_over() {
            return None;
        }
        self.player(self.game.turn())
    }

    pub fn last_move(&self) -> Option<Move> {
        self.game.moves().last().copied()
    }

    pub fn is_ai_game(&self) -> bool {
        self.ai_level.is_some()
    }

    /// Whether this game's boards may say who wins with perfect play: in a
    /// casual game, against the bot at levels 1 to 3 (above, it would
    /// spoil the bot's challenge), and once a game is finished (replays and
    /// analysis); never while a rated game runs, nor in a tournament game.
    pub fn may_show_verdict(&self) -> bool {
        if self.in_tournament {
            return false;
        }
        match self.status {
            GameStatus::Finished => true,
            GameStatus::Active => {
                !self.rated
                    && self
                        .ai_level
                        .is_none_or(|level| level.get() <= VERDICT_MAX_LEVEL)
            }
            _ => false,
        }
    }

    /// The solver's verdict on the game's current board, where this game
    /// may show one (see [`GameView::may_show_verdict`]) and the game goes on.
    pub fn verdict(&self) -> Option<Color> {
        if self.game.is_over() {
            return None;
        }
        self.verdict_on(self.game.position())
    }

    /// The solver's verdict on one of this game's positions (a replay or
    /// analysis frame), within the verdict's bounded budget.
    pub fn verdict_on(&self, position: &Position) -> Option<Color> {
        if !self.may_show_verdict() {
            return None;
        }
        crate::ai::proven_winner(position, self.game.variant().rules())
    }

    /// The game as a record, with the names to show for each side.
    pub fn record(&self, black_name: &str, white_name: &str) -> Record {
        let mut record = Record::new(self.game.clone(), black_name, white_name);
        record.tags.push(("Event".into(), "Kōnane".into()));
        record.tags.push(("Game".into(), self.id.to_string()));
        record.date = Some(format_date(self.created_at));
        record
    }
}

/// `n` things in words: "1 game", "3 games".
pub fn counted(n: impl Into<u64>, one: &str, many: &str) -> String {
    match n.into() {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

/// `YYYY.MM.DD` (UTC), as game records write dates.
pub fn format_date(t: Timestamp) -> String {
    // Civil-from-days (Howard Hinnant's algorithm), to avoid a date crate for one line.
    let days = t.0.div_euclid(86_400_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// A player's rating before and after a game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    pub user: UserId,
    pub before: f64,
    pub after: f64,
}

/// How a game ended and what it did to the ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct GameEnd {
    pub outcome: Outcome,
    pub winner: UserId,
    pub loser: UserId,
    /// Empty for unrated games.
    pub rating_changes: Vec<RatingChange>,
}

/// Something the scheduler must act on, already applied by the service.
#[derive(Clone, Debug)]
pub enum DueEvent {
    /// Half of the turn time has passed: remind the player to move.
    Reminder {
        view: GameView,
        player: UserId,
        deadline: Timestamp,
    },
    /// The player to move ran out of time and lost.
    Forfeit { view: GameView, end: GameEnd },
    /// Nobody answered a challenge in time.
    ChallengeExpired { view: GameView },
    /// A game ended a while ago in a thread of its own: archive the thread.
    ArchiveThread { game: GameId, thread: ChannelId },
    /// A member's vacation ended: tell the opponents of their running games
    /// there that the clocks run again.
    VacationOver { user: UserId, games: Vec<GameView> },
}

#[derive(Clone, Debug, PartialEq)]
pub struct LeaderboardEntry {
    pub rank: usize,
    pub user: UserId,
    pub rating: f64,
    pub deviation: f64,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
}

/// A player's rating at one moment, with its uncertainty.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingPoint {
    pub at: Timestamp,
    pub rating: f64,
    pub deviation: f64,
}

/// Rated games a rating chart goes back over, at most.
pub const RATING_HISTORY: usize = 200;

/// How many deviations either side of a rating make its usual ~95% range.
pub const RATING_RANGE_DEVIATIONS: f64 = 2.0;

impl LeaderboardEntry {
    /// The ± shown with a rating: the true strength lies within it about 95% of the time.
    pub fn margin(&self) -> f64 {
        self.deviation * RATING_RANGE_DEVIATIONS
    }

    /// Too few games to trust the rating yet.
    pub fn provisional(&self) -> bool {
        is_provisional(self.deviation)
    }
}

/// Whether a rating with this deviation is provisional.
pub fn is_provisional(deviation: f64) -> bool {
    deviation > crate::store::PROVISIONAL_DEVIATION
}

/// A rating as shown to players: "1662", or "1662?" while provisional.
pub fn rating_text(rating: f64, deviation: f64) -> String {
    let mark = if is_provisional(deviation) { "?" } else { "" };
    format!("{rating:.0}{mark}")
}

#[derive(Clone, Debug, PartialEq)]
pub struct LeaderboardPage {
    /// 1-based.
    pub page: usize,
    pub pages: usize,
    pub entries: Vec<LeaderboardEntry>,
}

/// A finished game from one player's side.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary {
    pub id: GameId,
    pub opponent: UserId,
    pub colour: Color,
    pub won: bool,
    pub outcome: Outcome,
    pub moves: usize,
    pub rated: bool,
    pub finished_at: Timestamp,
    pub rating_change: Option<RatingChange>,
    /// Moves taken back during the game.
    pub takebacks: u32,
}

impl GameSummary {
    /// The game in a sentence from the player's side, in `lang`, with
    /// `opponent` as the front end shows them: "beat Lani, who resigned
    /// (black, 34 moves, +12)".
    pub fn describe(&self, opponent: &str, lang: Lang) -> String {
        let (kind, change) = match &self.rating_change {
            Some(c) => ("change", format!("{:+.0}", c.after - c.before)),
            None if self.rated => ("rated", String::new()),
            None => ("casual", String::new()),
        };
        let summary = lang.format(
            "game-summary",
            &[
                ("won", crate::i18n::yes_no(self.won).into()),
                ("reason", crate::i18n::reason(self.outcome.reason).into()),
                ("opponent", opponent.into()),
                ("colour", lang.colour(self.colour).into()),
                ("moves", self.moves.into()),
                ("kind", kind.into()),
                ("change", change.into()),
            ],
        );
        if self.takebacks == 0 {
            return summary;
        }
        let takebacks = lang.format("game-takebacks", &[("count", self.takebacks.into())]);
        format!("{summary} {takebacks}")
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct PlayerStats {
    pub user: UserId,
    pub rating: Option<f64>,
    pub deviation: Option<f64>,
    /// Rated games only, as the leaderboard counts them.
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    /// Finished casual games (against people or the bot).
    pub casual_wins: u32,
    pub casual_losses: u32,
    /// Positive: wins in a row; negative: losses in a row.
    pub streak: i32,
    pub recent: Vec<GameSummary>,
    /// Their rating on the global ladder, once they have one.
    pub global: Option<GlobalStanding>,
}

impl PlayerStats {
    /// The global standing `viewer` may see: their own always, another
    /// player's only if that player chose to be listed.
    pub fn global_seen_by(&self, viewer: UserId) -> Option<&GlobalStanding> {
        self.global
            .as_ref()
            .filter(|g| g.listed || viewer == self.user)
    }
}

/// A player's rating on the global ladder, which every rated game updates.
#[derive(Clone, Debug, PartialEq)]
pub struct GlobalStanding {
    pub rating: f64,
    pub deviation: f64,
    pub games: u32,
    /// Whether they chose to appear on its leaderboard.
    pub listed: bool,
}

/// A server's settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuildSettings {
    pub turn_limit: Duration,
    pub default_variant: Variant,
    /// Channels games are limited to; empty means every channel.
    pub allowed_channels: Vec<ChannelId>,
    /// Whether each game gets a thread of its own.
    pub threads: bool,
    /// Whether challenges are rated unless they say otherwise.
    pub rated: bool,
    pub limits: Limits,
    /// The language of public messages, if the admins chose one; otherwise
    /// the server's locale decides.
    pub language: Option<crate::i18n::Lang>,
    /// Whose members may run tournaments besides those with Manage Server.
    pub tournament_role: Option<crate::values::RoleId>,
    /// The forum tournaments are posted in; none: a thread each.
    pub tournament_forum: Option<ChannelId>,
}

impl GuildSettings {
    /// The variant asked for, the server's default filling in what is not.
    ///
    /// # Errors
    /// A combination the rules don't allow (an opening the board lacks).
    pub fn variant_with(
        &self,
        size: Option<Size>,
        opening: Option<Opening>,
        jumps: Option<JumpRule>,
    ) -> Result<Variant, crate::engine::VariantError> {
        let defaults = self.default_variant;
        Variant::new(
            size.unwrap_or(defaults.size),
            opening.unwrap_or(defaults.opening),
            jumps.unwrap_or(defaults.jumps),
        )
    }
}

/// A server's limits on what one member may keep open, against squatting
/// channels and pinging someone over and over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Challenges a member may have open at once.
    pub open_challenges: u32,
    /// Games a member may play at once (the bot's included).
    pub running_games: u32,
    /// How long a member waits to challenge someone again after that person
    /// declined, or the challenge was cancelled or expired; zero for no wait.
    pub rechallenge_cooldown: Duration,
    /// Days of vacation a member may take in a year (zero: none).
    pub vacation_days: u32,
}

impl Limits {
    /// What a server gets until it sets its own.
    pub const DEFAULT: Limits = Limits {
        open_challenges: 3,
        running_games: 10,
        rechallenge_cooldown: Duration::from_secs(10 * 60),
        vacation_days: 14,
    };
    /// The most vacation days a server may allow in a year.
    pub const MAX_VACATION_DAYS: u32 = 365;
    /// The largest value each count may be set to.
    pub const MAX_COUNT: u32 = 100;
    /// The longest re-challenge pause a server may set.
    pub const MAX_COOLDOWN: Duration = Duration::from_secs(7 * 86_400);

    /// The limits in a sentence, the same in every front end.
    pub fn describe(&self, lang: Lang) -> String {
        let pause = if self.rechallenge_cooldown.is_zero() {
            lang.text("limits-no-pause")
        } else {
            let pause = super::format_duration(self.rechallenge_cooldown, lang);
            lang.format("limits-pause", &[("pause", pause.into())])
        };
        let summary = lang.format(
            "limits-summary",
            &[
                ("challenges", self.open_challenges.into()),
                ("games", self.running_games.into()),
                ("pause", pause.into()),
            ],
        );
        let vacation = lang.format("limits-vacation", &[("days", self.vacation_days.into())]);
        format!("{summary} {vacation}")
    }
}

/// Service-wide settings.
#[derive(Clone, Debug)]
pub struct ServiceConfig {
    /// How long a challenge stays open.
    pub challenge_ttl: Duration,
    /// Turn time limit of servers that have not set their own.
    pub default_turn_limit: Duration,
    /// The bot's own user id: challenging it makes an AI game.
    pub bot_user: Option<UserId>,
    /// What one post-game analysis may spend.
    pub analysis: AnalysisBudget,
    /// Seeds the coin that picks colours when a challenger leaves them to
    /// chance; `None` flips a fresh random coin each time. Tests fix it.
    pub colour_seed: Option<u64>,
    /// How long a game's thread stays open after the game ends (for a
    /// rematch or a chat) before it is archived.
    pub archive_after: Duration,
    /// The AI's threads, memory and thinking time.
    pub ai: AiPoolConfig,
}

impl Default for ServiceConfig {
    fn default() -> ServiceConfig {
        ServiceConfig {
            challenge_ttl: Duration::from_secs(24 * 3600),
            default_turn_limit: Duration::from_secs(72 * 3600),
            bot_user: None,
            analysis: AnalysisBudget::default(),
            colour_seed: None,
            archive_after: Duration::from_secs(3600),
            ai: AiPoolConfig::default(),
        }
    }
}

/// The solver's budget for analysing one game: a review is ready within
/// 2 s of asking (`cargo bench --bench review`), and kept once computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalysisBudget {
    /// For the whole game.
    pub total_time: Duration,
    /// For each position.
    pub nodes_per_position: u64,
}

impl Default for AnalysisBudget {
    fn default() -> AnalysisBudget {
        AnalysisBudget {
            total_time: Duration::from_millis(1_500),
            nodes_per_position: 2_000_000,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil_utc() {
        assert_eq!(format_date(Timestamp(0)), "1970.01.01");
        // 2026-11-29 12:00 UTC.
        assert_eq!(format_date(Timestamp(1_795_953_600_000)), "2026.11.29");
        assert_eq!(format_date(Timestamp(951_782_400_000)), "2000.02.29");
    }
}
