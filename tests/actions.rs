//! One keeper of what a player may do. For a table of game states (rated
//! and casual, a tournament's, against the bot at each level, by ply, a
//! takeback asked or answered, a challenge to one or to anyone, expired,
//! finished, aborted) and viewers (each player, an onlooker, a moderator),
//! every action is offered exactly when the service takes it: each one
//! offered is taken, on a copy of the state made for it, without a refusal,
//! and each one not offered is refused. The three front ends then show what
//! the service offers, no more and no less. Run once, on SQLite: the
//! database is not what this tests.

mod support;

use std::sync::Arc;
use std::time::Duration;

use konane_bot::engine::{Opening, Size};
use konane_bot::game::{
    Action, Actions, AnalysisBudget, Asker, BotReply, ChallengeOptions, FollowNotices, GameView,
    LimitsUpdate, ManualClock, Service, ServiceConfig, ServiceError,
};
use konane_bot::store::Store;
use konane_bot::values::{
    Authority, ChannelId, ColourChoice, GameStatus, GuildId, Level, Place, Timestamp, UserId,
};
use support::databases::TestDb;

const ALICE: UserId = UserId(11);
const BOB: UserId = UserId(12);
const CAROL: UserId = UserId(13);
const MODERATOR: UserId = UserId(14);
const BOT: UserId = UserId(99);
const GUILD: GuildId = GuildId(7);

/// A state of a game, made afresh in a channel of its own for each try.
#[derive(Clone, Copy, Debug)]
enum State {
    /// Alice (black) against Bob, `plies` moves in.
    Game { rated: bool, plies: usize },
    /// A casual game whose last mover asked for a takeback: open, or declined.
    TakebackAsked { declined: bool },
    /// A tournament's game between Alice and Bob, `plies` moves in.
    Tournament { plies: usize },
    /// Alice (black) against the bot: the bot's answer in (`bot_to_move`
    /// false), or left owed by a process that stopped.
    AgainstBot { level: u8, bot_to_move: bool },
    /// Alice's challenge, to Bob or to anyone; `expired` past its time.
    Challenge { to_bob: bool, expired: bool },
    /// Bob resigned after three moves.
    Finished,
    /// Alice aborted before anyone moved.
    Aborted,
}

const STATES: &[State] = &[
    State::Game {
        rated: true,
        plies: 0,
    },
    State::Game {
        rated: true,
        plies: 1,
    },
    State::Game {
        rated: true,
        plies: 3,
    },
    State::Game {
        rated: false,
        plies: 0,
    },
    State::Game {
        rated: false,
        plies: 1,
    },
    State::Game {
        rated: false,
        plies: 2,
    },
    State::Game {
        rated: false,
        plies: 3,
    },
    State::TakebackAsked { declined: false },
    State::TakebackAsked { declined: true },
    State::Tournament { plies: 1 },
    State::Tournament { plies: 3 },
    State::AgainstBot {
        level: 1,
        bot_to_move: false,
    },
    State::AgainstBot {
        level: 2,
        bot_to_move: true,
    },
    State::AgainstBot {
        level: 3,
        bot_to_move: false,
    },
    State::AgainstBot {
        level: 4,
        bot_to_move: false,
    },
    State::AgainstBot {
        level: 5,
        bot_to_move: true,
    },
    State::Challenge {
        to_bob: true,
        expired: false,
    },
    State::Challenge {
        to_bob: false,
        expired: false,
    },
    State::Challenge {
        to_bob: true,
        expired: true,
    },
    State::Finished,
    State::Aborted,
];

/// Who looks: each player, an onlooker, and a moderator (who plays in none).
const VIEWERS: [Asker; 4] = [
    Asker {
        user: ALICE,
        authority: Authority::Own,
    },
    Asker {
        user: BOB,
        authority: Authority::Own,
    },
    Asker {
        user: CAROL,
        authority: Authority::Own,
    },
    Asker {
        user: MODERATOR,
        authority: Authority::Server,
    },
];

struct Table {
    clock: ManualClock,
    service: Service,
    /// A process that stopped while the bot thought: its turns stay owed.
    stopped: Service,
    next_channel: std::sync::atomic::AtomicU64,
    _db: TestDb,
}

fn config() -> ServiceConfig {
    ServiceConfig {
        bot_user: Some(BOT),
        ai: konane_bot::ai::AiPoolConfig {
            table_bytes: 4 << 20,
            think_time: Duration::from_millis(50),
            ..konane_bot::ai::AiPoolConfig::default()
        },
        analysis: AnalysisBudget {
            total_time: Duration::from_secs(60),
            nodes_per_position: 20_000,
        },
        ..ServiceConfig::default()
    }
}

impl Table {
    async fn new() -> Table {
        let db = TestDb::sqlite();
        let clock = ManualClock::starting_at(Timestamp(1_800_000_000_000));
        let open = || async { Store::open(&db.url).await.expect("store") };
        let service = Service::new(open().await, Arc::new(clock.clone()), config());
        let stopped = Service::new(open().await, Arc::new(clock.clone()), config());
        stopped.shut_down();
        let unlimited = konane_bot::game::Limits::MAX_COUNT;
        service
            .update_limits(
                GUILD,
                LimitsUpdate {
                    open_challenges: Some(unlimited),
                    running_games: Some(unlimited),
                    rechallenge_cooldown: Some(Duration::ZERO),
                    vacation_days: None,
                },
            )
            .await
            .expect("limits lifted");
        Table {
            clock,
            service,
            stopped,
            next_channel: 100.into(),
            _db: db,
        }
    }

    fn place(&self) -> Place {
        let channel = self
            .next_channel
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Place::channel(GUILD, ChannelId(channel))
    }

    /// `state`, made anew.
    async fn make(&self, state: State) -> GameView {
        let s = &self.service;
        let view = match state {
            State::Game { rated, plies } => self.game(rated, plies).await,
            State::TakebackAsked { declined } => {
                let view = self.game(false, 3).await;
                s.takeback(view.id, ALICE, None).await.expect("asked");
                if declined {
                    s.takeback(view.id, BOB, Some(false))
                        .await
                        .expect("declined");
                }
                view
            }
            State::Tournament { plies } => self.tournament_game(plies).await,
            State::AgainstBot { level, bot_to_move } => self.bot_game(level, bot_to_move).await,
            State::Challenge { to_bob, expired } => {
                let opponent = to_bob.then_some(BOB);
                let view = s
                    .challenge(self.place(), ALICE, opponent, options(false))
                    .await
                    .expect("challenge");
                if expired {
                    self.clock.advance(s.config().challenge_ttl);
                }
                view
            }
            State::Finished => {
                let view = self.game(false, 3).await;
                s.resign(view.id, BOB).await.expect("resigned");
                view
            }
            State::Aborted => {
                let view = self.game(false, 0).await;
                let aborted = s.abort(view.place, ALICE, Some(view.id), Authority::Own);
                aborted.await.expect("aborted");
                view
            }
        };
        s.game(view.id).await.expect("the game")
    }

    /// Alice (black) against Bob, `plies` moves in.
    async fn game(&self, rated: bool, plies: usize) -> GameView {
        let s = &self.service;
        let place = self.place();
        s.challenge(place, ALICE, Some(BOB), options(rated))
            .await
            .expect("challenge");
        let view = s.accept(place, BOB).await.expect("accepted");
        self.play(view, plies).await
    }

    async fn play(&self, mut view: GameView, plies: usize) -> GameView {
        for _ in 0..plies {
            let player = view.player_to_move().expect("a turn");
            let m = view.game.legal_moves()[0];
            view = (self.service.play_at(view.id, view.ply(), player, m).await)
                .expect("a move")
                .view;
        }
        view
    }

    async fn tournament_game(&self, plies: usize) -> GameView {
        let s = &self.service;
        let options = konane_bot::game::TournamentOptions {
            name: format!("Cup {}", self.place().channel),
            size: Some(Size::new(6, 6).expect("size")),
            opening: Some(Opening::Any),
            rated: Some(false),
            ..konane_bot::game::TournamentOptions::default()
        };
        let cup = s.create_tournament(self.place(), MODERATOR, options);
        let id = cup.await.expect("created").id();
        for player in [ALICE, BOB] {
            s.join_tournament(GUILD, id, player).await.expect("joined");
        }
        let start = s.start_tournament(GUILD, id, MODERATOR, Authority::Own);
        start.await.expect("started");
        let boards = s.claim_boards_to_start(Some(GUILD)).await.expect("boards");
        let board = boards.first().expect("one board");
        let view = s.start_board_game(board.key, self.place()).await;
        self.play(view.expect("a game"), plies).await
    }

    /// Alice (black) against the bot at `level`, after her first move.
    async fn bot_game(&self, level: u8, bot_to_move: bool) -> GameView {
        let options = ChallengeOptions {
            ai_level: Level::new(level),
            ..options(false)
        };
        let place = self.place();
        let service = if bot_to_move {
            &self.stopped
        } else {
            &self.service
        };
        let view = service.challenge(place, ALICE, Some(BOT), options).await;
        let view = view.expect("a game with the bot");
        let m = view.game.legal_moves()[0];
        let moved = service.play_at(view.id, 0, ALICE, m).await.expect("a move");
        let answer = moved.bot_answer.expect("the bot answers").reply().await;
        match (answer, bot_to_move) {
            (BotReply::Played(outcome), false) => outcome.view,
            (BotReply::Failed, true) => moved.view,
            (other, _) => panic!("level {level}: {other:?}"),
        }
    }

    /// Ends what `view`'s copy left running (a game, a challenge, a
    /// rematch it led to), so the players stay under the server's limits.
    async fn clear(&self, view: &GameView) {
        let s = &self.service;
        let now = s.game(view.id).await.expect("the game");
        let mut open = vec![now];
        if let Ok(here) = s.current_game(view.place).await
            && here.id != view.id
        {
            open.push(here);
        }
        for game in open {
            if matches!(game.status, GameStatus::Active | GameStatus::Challenge) {
                let ended = s.abort(game.place, MODERATOR, Some(game.id), Authority::Server);
                ended.await.expect("a moderator ends it");
            }
        }
    }

    /// Takes `action` for `asker` in `view`: what the service answers.
    async fn take(
        &self,
        view: &GameView,
        action: Action,
        asker: Asker,
    ) -> Result<(), ServiceError> {
        let (s, id, user, place) = (&self.service, view.id, asker.user, view.place);
        match action {
            Action::Move => {
                let rules = view.game.variant().rules();
                let Some(&m) = view.game.position().legal_moves(rules).first() else {
                    return Err(ServiceError::GameOver);
                };
                s.play_at(id, view.ply(), user, m).await.map(drop)
            }
            Action::Accept => s.accept(id, user).await.map(drop),
            Action::Decline => s.decline(id, user).await.map(drop),
            Action::Cancel => s.cancel(id, user).await.map(drop),
            Action::Resign => s.resign(id, user).await.map(drop),
            Action::Takeback => s.takeback(id, user, None).await.map(drop),
            Action::TakebackAnswer => s.takeback(id, user, Some(true)).await.map(drop),
            Action::Abort => s
                .abort(place, user, Some(id), Authority::Own)
                .await
                .map(drop),
            // Only the authority a front end vouches for makes an abort a
            // moderator's: a viewer with none has no such abort to take.
            Action::ModeratorAbort if asker.authority == Authority::Own => {
                Err(ServiceError::NotAllowedToAbort)
            }
            Action::ModeratorAbort => s
                .abort(place, user, Some(id), asker.authority)
                .await
                .map(drop),
            Action::Rematch => s.rematch(place, user, Some(id)).await.map(drop),
            Action::Hint => {
                let request = s.hint_request(place, user, Some(id), None).await?;
                s.hint(request).await.map(drop)
            }
            Action::Analysis => {
                let request = s.analysis_target(place, user, Some(id)).await?;
                s.analyze(request).await.map(drop)
            }
            Action::Follow => s
                .follow(place, user, id, FollowNotices::EveryMove)
                .await
                .map(drop),
        }
    }
}

fn options(rated: bool) -> ChallengeOptions {
    ChallengeOptions {
        size: Some(Size::new(6, 6).expect("size")),
        opening: Some(Opening::Any),
        colour: ColourChoice::Black,
        rated: Some(rated),
        ..ChallengeOptions::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_action_is_offered_exactly_when_the_service_takes_it() {
    let table = Table::new().await;
    let mut offered_somewhere = Actions::NONE;
    for &state in STATES {
        let shown = table.make(state).await;
        for asker in VIEWERS {
            let offered = table.service.actions(&shown, asker).await.expect("actions");
            offered_somewhere = offered_somewhere.union(offered);
            for action in Action::ALL {
                // A copy of the state of its own: taking an action changes it.
                let copy = table.make(state).await;
                assert_eq!(
                    table.service.actions(&copy, asker).await.expect("actions"),
                    offered,
                    "{state:?}: a copy offers the same"
                );
                let taken = table.take(&copy, action, asker).await;
                match (offered.contains(action), taken) {
                    (true, Ok(())) | (false, Err(_)) => {}
                    (true, Err(e)) => {
                        panic!("{state:?}, {asker:?}: {action:?} offered, refused: {e}")
                    }
                    (false, Ok(())) => {
                        panic!("{state:?}, {asker:?}: {action:?} not offered, taken")
                    }
                }
                table.clear(&copy).await;
            }
        }
    }
    // The table reaches every action.
    assert_eq!(
        offered_somewhere,
        Action::ALL.into_iter().collect::<Actions>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_front_ends_show_what_the_service_offers() {
    let table = Table::new().await;
    for &state in STATES {
        let view = table.make(state).await;
        let mut everyone = Actions::NONE;
        for asker in VIEWERS {
            let offered = table.service.actions(&view, asker).await.expect("actions");
            if asker.authority == Authority::Own {
                everyone = everyone.union(offered);
            }
            // The page: its actions are the service's, by name.
            let json = konane_bot::activity::game_json(
                &view,
                asker.user,
                offered,
                |_| "x".into(),
                konane_bot::values::Timestamp(0),
            );
            let named: Vec<&str> = offered.iter().map(Action::name).collect();
            assert_eq!(json.actions, named, "{state:?}, {asker:?}");
            assert_eq!(json.moves.is_empty(), !offered.contains(Action::Move));
            // The terminal: a command for each, but a moderator's abort and
            // following, which it has no way to do.
            let commands: Vec<Action> = offered
                .iter()
                .filter(|&a| konane_bot::cli::terminal_command(a).is_some())
                .collect();
            let expected: Vec<Action> = offered
                .without(Action::ModeratorAbort)
                .without(Action::Follow)
                .iter()
                .collect();
            assert_eq!(commands, expected, "{state:?}, {asker:?}");
        }
        // The chat: one board for everyone in the channel offers what any
        // of them may do (each is refused what is not theirs); Follow sits
        // on the game's first board, where it stays while the game runs.
        let on_board = table.service.actions_on_board(&view).await.expect("board");
        assert_eq!(on_board, everyone, "{state:?}");
        let mut expected = on_board;
        if view.ply() > 0 {
            expected = expected.without(Action::Follow);
        }
        let shown = konane_bot::discord::shown_on_board(&view, on_board);
        assert_eq!(shown, expected, "{state:?}");
    }
}

/// The table holds the cases the rules single out, read from the states.
#[tokio::test]
async fn the_table_covers_the_cases_that_differ() {
    let table = Table::new().await;
    let offered = |view: GameView, user| {
        let s = table.service.clone();
        async move { s.actions(&view, Asker::own(user)).await.expect("actions") }
    };
    // A takeback is the last mover's, in casual games outside tournaments,
    // against the bot only at its easy levels.
    let casual = table
        .make(State::Game {
            rated: false,
            plies: 3,
        })
        .await;
    assert!(
        offered(casual.clone(), ALICE)
            .await
            .contains(Action::Takeback)
    );
    assert!(!offered(casual, BOB).await.contains(Action::Takeback));
    let tournament = table.make(State::Tournament { plies: 3 }).await;
    let last_mover = tournament
        .player(tournament.game.mover_at(2))
        .expect("a player");
    assert!(
        !offered(tournament, last_mover)
            .await
            .contains(Action::Takeback)
    );
    for (level, gives) in [(1, true), (3, true), (4, false)] {
        let view = table
            .make(State::AgainstBot {
                level,
                bot_to_move: false,
            })
            .await;
        assert_eq!(
            offered(view, ALICE).await.contains(Action::Takeback),
            gives,
            "{level}"
        );
    }
    // An open request is answered by the player to move, not asked again.
    let asked = table.make(State::TakebackAsked { declined: false }).await;
    assert_eq!(asked.status, GameStatus::Active);
    let bob = offered(asked.clone(), BOB).await;
    assert!(bob.contains(Action::TakebackAnswer) && !bob.contains(Action::Takeback));
    assert!(!offered(asked, ALICE).await.contains(Action::Takeback));
    // An expired challenge is not offered to accept.
    let expired = table
        .make(State::Challenge {
            to_bob: true,
            expired: true,
        })
        .await;
    assert!(!offered(expired, BOB).await.contains(Action::Accept));
    // After an abort, a rematch; an analysis only after a game played out.
    let aborted = offered(table.make(State::Aborted).await, ALICE).await;
    assert!(aborted.contains(Action::Rematch) && !aborted.contains(Action::Analysis));
}
