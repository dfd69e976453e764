//! Keys this process is working on, at most one piece of work per key: a
//! member's AI review, a game's owed bot turn. Process-local by design:
//! what must hold across processes is guarded in the database.

use std::collections::HashSet;
use std::hash::Hash;
use std::sync::{Arc, Mutex, PoisonError};

/// The keys claimed so far; clones share them.
#[derive(Debug)]
pub struct Claims<K>(Arc<Mutex<HashSet<K>>>);

impl<K> Default for Claims<K> {
    fn default() -> Claims<K> {
        Claims(Arc::default())
    }
}

impl<K> Clone for Claims<K> {
    fn clone(&self) -> Claims<K> {
        Claims(Arc::clone(&self.0))
    }
}

impl<K: Eq + Hash + Clone> Claims<K> {
    /// Claims `key`, or `None` if it is claimed already. The claim lasts
    /// until the returned value is dropped.
    pub fn claim(&self, key: K) -> Option<Claim<K>> {
        let fresh = self
            .0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(key.clone());
        fresh.then(|| Claim {
            claims: self.clone(),
            key,
        })
    }
}

/// One claimed key; given up on drop.
#[derive(Debug)]
pub struct Claim<K: Eq + Hash> {
    claims: Claims<K>,
    key: K,
}

impl<K: Eq + Hash> Drop for Claim<K> {
    fn drop(&mut self) {
        self.claims
            .0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&self.key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_claimed_once_until_its_claim_is_dropped() {
        let claims = Claims::default();
        let first = claims.claim(7).expect("free");
        assert!(claims.claim(7).is_none());
        let other = claims.claim(8).expect("another key is free");
        drop(first);
        assert!(claims.claim(7).is_some());
        drop(other);
    }
}
