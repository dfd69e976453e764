//! Limits on the page's requests: each user's rate, like the chat's, and a
//! short memory of the instances Discord confirmed a user is in (so a page
//! polling its board doesn't ask Discord every time). Both are bounded.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::chat::Instance;
use crate::values::UserId;

/// Entries each memory holds at most; past it, the stale ones go first.
const MAX_ENTRIES: usize = 10_000;
/// Requests a user may make at once, and how many more each second.
const BURST: f64 = 30.0;
const PER_SECOND: f64 = 10.0;

pub(crate) struct Guard {
    instances: Mutex<HashMap<(String, UserId), (Instant, Instance)>>,
    requests: Buckets<UserId>,
    /// How long Discord's word that a user is in an instance is taken as true.
    fresh: Duration,
}

impl Guard {
    pub(crate) fn new(fresh: Duration) -> Guard {
        Guard {
            instances: Mutex::default(),
            requests: Buckets::new(BURST, PER_SECOND),
            fresh,
        }
    }

    /// Whether `user` may make another request now (and counts it).
    pub(crate) fn allow(&self, user: UserId) -> bool {
        self.requests.allow(user)
    }

    /// Instance `instance` as Discord described it lately, if `user` was in it.
    pub(crate) fn known_instance(&self, instance: &str, user: UserId) -> Option<Instance> {
        let instances = self.instances.lock().ok()?;
        let (at, known) = instances.get(&(instance.to_owned(), user))?;
        (at.elapsed() < self.fresh).then(|| known.clone())
    }

    /// Remembers that Discord says `user` is in `instance`.
    pub(crate) fn remember_instance(&self, instance: &str, user: UserId, described: Instance) {
        let Ok(mut instances) = self.instances.lock() else {
            return;
        };
        if instances.len() >= MAX_ENTRIES {
            instances.retain(|_, (at, _)| at.elapsed() < self.fresh);
            if instances.len() >= MAX_ENTRIES {
                instances.clear();
            }
        }
        instances.insert((instance.to_owned(), user), (Instant::now(), described));
    }
}

/// A token bucket for each key (a user, a client's address): `burst` at
/// once, then `per_second`. At most [`MAX_ENTRIES`] keys are kept.
pub(crate) struct Buckets<K> {
    buckets: Mutex<HashMap<K, Bucket>>,
    burst: f64,
    per_second: f64,
}

struct Bucket {
    tokens: f64,
    at: Instant,
}

impl<K: std::hash::Hash + Eq> Buckets<K> {
    pub(crate) fn new(burst: f64, per_second: f64) -> Buckets<K> {
        Buckets {
            buckets: Mutex::default(),
            burst,
            per_second,
        }
    }

    /// Whether `key` may go on now (and counts it).
    pub(crate) fn allow(&self, key: K) -> bool {
        let now = Instant::now();
        let Ok(mut buckets) = self.buckets.lock() else {
            return true;
        };
        if buckets.len() >= MAX_ENTRIES {
            // A bucket full again is the same as none.
            buckets.retain(|_, b| self.refilled(b, now) < self.burst);
            if buckets.len() >= MAX_ENTRIES {
                // Every key busy at once: forget them all rather than grow.
                buckets.clear();
            }
        }
        let bucket = buckets.entry(key).or_insert(Bucket {
            tokens: self.burst,
            at: now,
        });
        bucket.tokens = self.refilled(bucket, now);
        bucket.at = now;
        if bucket.tokens < 1.0 {
            return false;
        }
        bucket.tokens -= 1.0;
        true
    }

    fn refilled(&self, bucket: &Bucket, now: Instant) -> f64 {
        let elapsed = now.duration_since(bucket.at).as_secs_f64();
        (bucket.tokens + elapsed * self.per_second).min(self.burst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::ChannelId;

    #[test]
    fn a_user_past_the_burst_waits_and_others_do_not() {
        let guard = Guard::new(Duration::from_secs(30));
        let (busy, other) = (UserId(1), UserId(2));
        let allowed = (0..100).filter(|_| guard.allow(busy)).count();
        assert!((30..=31).contains(&allowed), "{allowed}");
        assert!(guard.allow(other));
    }

    #[test]
    fn an_instance_is_remembered_for_its_user_only() {
        let guard = Guard::new(Duration::from_secs(30));
        let instance = Instance {
            channel: ChannelId(5),
            guild: None,
            users: vec![UserId(1)],
        };
        guard.remember_instance("i-1", UserId(1), instance.clone());
        assert_eq!(guard.known_instance("i-1", UserId(1)), Some(instance));
        assert_eq!(guard.known_instance("i-1", UserId(2)), None);
        assert_eq!(guard.known_instance("i-2", UserId(1)), None);
    }
}
