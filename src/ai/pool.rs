//! Runs searches on blocking threads, a bounded number at a time, each with
//! a table from a fixed set: AI games never stall the async runtime, and the
//! AI's memory is capped whatever the load.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::Semaphore;

use super::{Brain, Choice, Player, Stop, Thinking};
use crate::engine::{Position, Rules};

/// The AI's share of the machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiPoolConfig {
    /// Searches running at once; more wait their turn.
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
}

/// Shared by every game of the bot.
pub struct AiPool {
    config: AiPoolConfig,
    permits: Arc<Semaphore>,
    brains: Arc<Mutex<Vec<Brain>>>,
    shut_down: Arc<AtomicBool>,
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
            max_concurrent: config.max_concurrent.max(1),
            ..config
        };
        AiPool {
            permits: Arc::new(Semaphore::new(config.max_concurrent)),
            brains: Arc::default(),
            shut_down: Arc::default(),
            config,
        }
    }

    pub fn config(&self) -> AiPoolConfig {
        self.config
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
        let permit = Arc::clone(&self.permits)
            .acquire_owned()
            .await
            .map_err(|_| AiError::ShutDown)?;
        let stop = Stop::under(Arc::clone(&self.shut_down));
        let _stop_on_drop = StopOnDrop(stop.clone());
        let brains = Arc::clone(&self.brains);
        let bytes = self.config.table_bytes / self.config.max_concurrent;
        let task = tokio::task::spawn_blocking(move || {
            // The permit is held until the work ends, so no more brains than
            // permits ever exist, even if the caller stopped waiting.
            let _permit = permit;
            let spare = brains.lock().unwrap_or_else(PoisonError::into_inner).pop();
            let mut brain = spare.unwrap_or_else(|| Brain::with_bytes(bytes));
            let out = work(&mut brain, &stop);
            brains
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(brain);
            out
        });
        task.await.map_err(|_| AiError::Crashed)
    }

    /// `player`'s move in `pos` (`None` if there is none).
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
        let time = self.config.think_time;
        self.run(move |brain, stop| {
            let thinking = Thinking {
                time,
                seed,
                stop: stop.clone(),
            };
            brain.choose(&pos, rules, player, &thinking)
        })
        .await
    }

    /// Stops every running search and refuses new ones.
    pub fn shut_down(&self) {
        self.shut_down.store(true, Ordering::Relaxed);
        self.permits.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use std::time::Instant;

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
        // Wait until the search holds the only slot; the runtime stays
        // responsive meanwhile.
        let waiting = Instant::now();
        while pool.permits.available_permits() > 0 {
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
}
