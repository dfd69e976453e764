//! Runs searches on blocking threads, a bounded number at a time, each with
//! a table from a fixed set: AI games never stall the async runtime, and the
//! AI's memory is capped whatever the load.
//!
//! Two kinds of work share the slots. The bot's own moves may use every
//! slot; hints and analyses (reviews) one fewer, so a bot move always finds
//! a slot within one move's think time however many reviews are asked for,
//! and each member has at most one review running or waiting.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::{Brain, Choice, Player, Stop, Thinking};
use crate::claims::{Claim, Claims};
use crate::engine::{Position, Rules};

/// The AI's share of the machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiPoolConfig {
    /// Searches running at once (at least 2); more wait their turn.
    pub max_concurrent: usize,
    /// Memory for all transposition tables together.
    pub table_bytes: usize,
    /// Level 5's time per move.
    pub think_time: Duration,
}

impl Default for AiPoolConfig {
    fn default() -> AiPoolConfig {
        AiPoolConfig {
            max_concurrent: 2,
            table_bytes: 64 << 20,
            think_time: Thinking::DEFAULT_TIME,
        }
    }
}

/// Why the AI could not answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AiError {
    #[error("the AI is shutting down")]
    ShutDown,
    #[error("the AI's search failed unexpectedly")]
    Crashed,
    #[error("this member already has a hint or analysis under way")]
    Busy,
}

/// Shared by every game of the bot.
pub struct AiPool {
    config: AiPoolConfig,
    /// One per slot: every search holds one.
    permits: Arc<Semaphore>,
    /// One fewer than the slots: a review holds one of these as well.
    review_permits: Arc<Semaphore>,
    /// Members with a review running or waiting.
    reviewing: Claims<u64>,
    brains: Arc<Mutex<Vec<Brain>>>,
    shut_down: Arc<AtomicBool>,
    /// Searches waiting for a slot (reviews too), as the queue-depth gauge
    /// counts them.
    waiting: AtomicUsize,
}

/// Its share and its queue: the brains themselves are the searches' business.
impl std::fmt::Debug for AiPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AiPool")
            .field("config", &self.config)
            .field("waiting", &self.waiting())
            .finish_non_exhaustive()
    }
}

/// A search waiting for a slot, counted until dropped (also when its caller
/// gives up waiting).
struct Waiting<'a> {
    count: &'a AtomicUsize,
    _gauge: crate::metrics::AiQueued,
}

impl Waiting<'_> {
    fn enter(count: &AtomicUsize) -> Waiting<'_> {
        count.fetch_add(1, Ordering::SeqCst);
        Waiting {
            count,
            _gauge: crate::metrics::AiQueued::enter(),
        }
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.count.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Stops the search when the future waiting for it is dropped.
struct StopOnDrop(Stop);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.stop();
    }
}

impl AiPool {
    pub fn new(config: AiPoolConfig) -> AiPool {
        let config = AiPoolConfig {
            max_concurrent: config.max_concurrent.max(2),
            ..config
        };
        AiPool {
            permits: Arc::new(Semaphore::new(config.max_concurrent)),
            review_permits: Arc::new(Semaphore::new(config.max_concurrent - 1)),
            reviewing: Claims::default(),
            brains: Arc::default(),
            shut_down: Arc::default(),
            waiting: AtomicUsize::new(0),
            config,
        }
    }

    pub fn config(&self) -> AiPoolConfig {
        self.config
    }

    /// Searches waiting for a slot now.
    pub fn waiting(&self) -> usize {
        self.waiting.load(Ordering::SeqCst)
    }

    /// Runs `work` on a blocking thread with a brain of its own. Dropping the
    /// returned future stops the work; so does [`AiPool::shut_down`].
    ///
    /// # Errors
    /// The pool is shut down, or the work panicked.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Brain, &Stop) -> T + Send + 'static,
    ) -> Result<T, AiError> {
        self.run_holding(None, work).await
    }

    /// Reserves `member`'s one review (a hint or an analysis), before a
    /// front end commits to an answer: the reservation lasts until dropped.
    ///
    /// # Errors
    /// [`AiError::Busy`] if `member` already has a review reserved.
    pub fn reserve(&self, member: u64) -> Result<Reservation, AiError> {
        self.reviewing
            .claim(member)
            .map(|claim| Reservation { _claim: claim })
            .ok_or(AiError::Busy)
    }

    /// Runs `work` for a reserved review as [`AiPool::run`] does, in the
    /// slots reviews may use.
    ///
    /// # Errors
    /// As [`AiPool::run`].
    pub async fn review<T: Send + 'static>(
        &self,
        reservation: Reservation,
        work: impl FnOnce(&mut Brain, &Stop) -> T + Send + 'static,
    ) -> Result<T, AiError> {
        let _reservation = reservation;
        let waiting = Waiting::enter(&self.waiting);
        let review = Arc::clone(&self.review_permits)
            .acquire_owned()
            .await
            .map_err(|_| AiError::ShutDown)?;
        drop(waiting);
        self.run_holding(Some(review), work).await
    }

    async fn run_holding<T: Send + 'static>(
        &self,
        review: Option<OwnedSemaphorePermit>,
        work: impl FnOnce(&mut Brain, &Stop) -> T + Send + 'static,
    ) -> Result<T, AiError> {
        let waiting = Waiting::enter(&self.waiting);
        let permit = Arc::clone(&self.permits)
            .acquire_owned()
            .await
            .map_err(|_| AiError::ShutDown)?;
        drop(waiting);
        let stop = Stop::under(Arc::clone(&self.shut_down));
        let _stop_on_drop = StopOnDrop(stop.clone());
        let brains = Arc::clone(&self.brains);
        let bytes = self.config.table_bytes / self.config.max_concurrent;
        let task = tokio::task::spawn_blocking(move || {
            // The permits are held until the work ends, so no more brains than
            // permits ever exist, even if the caller stopped waiting.
            let _permits = (permit, review);
            let spare = brains.lock().unwrap_or_else(PoisonError::into_inner).pop();
            let mut brain = spare.unwrap_or_else(|| Brain::with_bytes(bytes));
            let search = crate::metrics::AiSearch::start();
            let out = work(&mut brain, &stop);
            drop(search);
            brains
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(brain);
            out
        });
        task.await.map_err(|_| AiError::Crashed)
    }

    /// `player`'s move in `pos` (`None` if there is none): the bot's move in a game.
    ///
    /// # Errors
    /// As [`AiPool::run`].
    pub async fn choose(
        &self,
        pos: Position,
        rules: Rules,
        player: Player,
        seed: u64,
    ) -> Result<Option<Choice>, AiError> {
        self.run(self.choosing(pos, rules, player, seed)).await
    }

    /// As [`AiPool::choose`], as a reserved hint (see [`AiPool::review`]).
    ///
    /// # Errors
    /// As [`AiPool::review`].
    pub async fn suggest(
        &self,
        reservation: Reservation,
        pos: Position,
        rules: Rules,
        player: Player,
        seed: u64,
    ) -> Result<Option<Choice>, AiError> {
        self.review(reservation, self.choosing(pos, rules, player, seed))
            .await
    }

    fn choosing(
        &self,
        pos: Position,
        rules: Rules,
        player: Player,
        seed: u64,
    ) -> impl FnOnce(&mut Brain, &Stop) -> Option<Choice> + Send + 'static {
        let time = self.config.think_time;
        move |brain, stop| {
            let thinking = Thinking {
                time,
                seed,
                stop: stop.clone(),
            };
            brain.choose(&pos, rules, player, &thinking)
        }
    }

    /// Stops every running search and refuses new ones.
    /// Whether [`AiPool::shut_down`] was called: it takes no more work.
    pub fn is_shut_down(&self) -> bool {
        self.shut_down.load(Ordering::Relaxed)
    }

    pub fn shut_down(&self) {
        self.shut_down.store(true, Ordering::Relaxed);
        self.permits.close();
        self.review_permits.close();
    }
}

/// A member's one review, from [`AiPool::reserve`]; given up on drop.
#[derive(Debug)]
pub struct Reservation {
    /// Held for its drop, which frees the member's review.
    _claim: Claim<u64>,
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::values::Level;

    // One runtime thread: a search run on it instead of a blocking thread
    // would stall this test's loop, and the checks below would fail.
    #[tokio::test(flavor = "current_thread")]
    async fn searches_run_off_the_runtime_and_stop_when_asked() {
        let pool = Arc::new(AiPool::new(AiPoolConfig {
            max_concurrent: 1,
            table_bytes: 1 << 20,
            think_time: Duration::from_secs(60),
        }));
        let pos: Position = crate::engine::EXAMPLE_POSITION.parse().unwrap();
        let thinking = {
            let pool = Arc::clone(&pool);
            tokio::spawn(async move {
                pool.choose(pos, Rules::default(), Player::Level(Level::MAX), 1)
                    .await
            })
        };
        // Wait until the search holds a slot; the runtime stays responsive
        // meanwhile.
        let waiting = Instant::now();
        while pool.permits.available_permits() == pool.config.max_concurrent {
            assert!(
                waiting.elapsed() < Duration::from_secs(10),
                "the search starts"
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let tick = Instant::now();
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(tick.elapsed() < Duration::from_secs(5));
        let start = Instant::now();
        pool.shut_down();
        let answer = thinking.await.unwrap();
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "stopping is prompt"
        );
        // The search had begun, so it still answers with its best so far.
        let choice = answer.unwrap().unwrap();
        assert!(pos.check(choice.best, Rules::default()).is_ok());
        let refused = pool
            .choose(pos, Rules::default(), Player::Level(Level::MIN), 1)
            .await;
        assert_eq!(refused, Err(AiError::ShutDown));
    }

    /// Starts a review for `member` that runs until `release` is set.
    fn endless_review(
        pool: &Arc<AiPool>,
        member: u64,
        release: &Arc<AtomicBool>,
    ) -> tokio::task::JoinHandle<Result<(), AiError>> {
        let (pool, release) = (Arc::clone(pool), Arc::clone(release));
        tokio::spawn(async move {
            let reservation = pool.reserve(member)?;
            pool.review(reservation, move |_, stop| {
                while !release.load(Ordering::Relaxed) && !stop.is_stopped() {
                    std::thread::sleep(Duration::from_millis(2));
                }
            })
            .await
        })
    }

    async fn wait_until(what: &str, done: impl Fn() -> bool) {
        let waiting = Instant::now();
        while !done() {
            assert!(waiting.elapsed() < Duration::from_secs(10), "{what}");
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }

    /// Reviews can't take every slot, and a member gets one at a time: a
    /// second is refused at once, not queued.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn reviews_leave_bot_moves_a_slot_and_each_member_one_review() {
        let pool = Arc::new(AiPool::new(AiPoolConfig {
            max_concurrent: 2,
            table_bytes: 1 << 20,
            think_time: Duration::from_millis(50),
        }));
        let release = Arc::new(AtomicBool::new(false));
        let first = endless_review(&pool, 1, &release);
        wait_until("the first review starts", || {
            pool.permits.available_permits() == 1
        })
        .await;
        // The same member again: refused at once.
        assert_eq!(pool.reserve(1).map(drop), Err(AiError::Busy));
        // Another member's review waits: the last slot is the bot's.
        let second = endless_review(&pool, 2, &release);
        wait_until("the second review waits for a slot", || pool.waiting() == 1).await;
        assert_eq!(pool.permits.available_permits(), 1, "one slot is free");
        // A bot move still runs at once, in the slot reviews can't take.
        let pos: Position = crate::engine::EXAMPLE_POSITION.parse().unwrap();
        let played = tokio::time::timeout(
            Duration::from_secs(5),
            pool.choose(pos, Rules::default(), Player::Level(Level::MIN), 1),
        )
        .await
        .expect("a bot move doesn't wait for reviews");
        assert!(played.unwrap().is_some());
        release.store(true, Ordering::Relaxed);
        assert_eq!(first.await.unwrap(), Ok(()));
        assert_eq!(second.await.unwrap(), Ok(()));
        // Done: the member may ask again.
        let reservation = pool.reserve(1).expect("free again");
        assert_eq!(pool.review(reservation, |_, _| 7).await, Ok(7));
    }
}
