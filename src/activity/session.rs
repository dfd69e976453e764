//! Who a page is: a session token the server signs once Discord has said
//! who the user is, checked on every request. Signed, not stored, so every
//! bot process behind one origin accepts it (they share the client secret).

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::values::{Timestamp, UserId};

/// How long a session lasts: an Activity left open longer signs in again.
pub const SESSION_LIFETIME: std::time::Duration = std::time::Duration::from_secs(4 * 3600);

/// A signed-in user, as a checked token says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Viewer {
    pub user: UserId,
    pub expires: Timestamp,
}

/// Why a token was not accepted; the page is told only "sign in again".
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    #[error("the session token is not one of ours")]
    Forged,
    #[error("the session has expired")]
    Expired,
}

/// Signs and checks session tokens with a key of the operator's.
#[derive(Clone)]
pub struct Sessions {
    key: Vec<u8>,
}

impl std::fmt::Debug for Sessions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Sessions(<key>)")
    }
}

impl Sessions {
    /// Sessions signed with a key derived from `secret` (the client secret),
    /// under a label of its own so the key is used for nothing else.
    pub fn new(secret: &str) -> Sessions {
        let mut mac = mac_with(secret.as_bytes());
        mac.update(b"konane activity sessions v1");
        Sessions {
            key: mac.finalize().into_bytes().to_vec(),
        }
    }

    /// A token for `user`, good until `now` plus [`SESSION_LIFETIME`].
    pub fn issue(&self, user: UserId, now: Timestamp) -> String {
        let expires = now.plus(SESSION_LIFETIME);
        let claim = format!("{}.{}", user.0, expires.0);
        let signature = URL_SAFE_NO_PAD.encode(self.sign(&claim));
        format!("{claim}.{signature}")
    }

    /// The viewer `token` names, if it is ours and still good at `now`.
    ///
    /// # Errors
    /// [`SessionError::Forged`] for anything we didn't sign (or that was
    /// changed since), [`SessionError::Expired`] after its time.
    pub fn check(&self, token: &str, now: Timestamp) -> Result<Viewer, SessionError> {
        let (claim, signature) = token.rsplit_once('.').ok_or(SessionError::Forged)?;
        let signature = URL_SAFE_NO_PAD
            .decode(signature)
            .map_err(|_| SessionError::Forged)?;
        let mut mac = mac_with(&self.key);
        mac.update(claim.as_bytes());
        mac.verify_slice(&signature)
            .map_err(|_| SessionError::Forged)?;
        let (user, expires) = claim.split_once('.').ok_or(SessionError::Forged)?;
        let user = user.parse().map_err(|_| SessionError::Forged)?;
        let expires = Timestamp(expires.parse().map_err(|_| SessionError::Forged)?);
        if expires <= now {
            return Err(SessionError::Expired);
        }
        Ok(Viewer {
            user: UserId(user),
            expires,
        })
    }

    fn sign(&self, claim: &str) -> Vec<u8> {
        let mut mac = mac_with(&self.key);
        mac.update(claim.as_bytes());
        mac.finalize().into_bytes().to_vec()
    }
}

fn mac_with(key: &[u8]) -> Hmac<Sha256> {
    // HMAC takes a key of any length: this can't fail.
    <Hmac<Sha256> as Mac>::new_from_slice(key).unwrap_or_else(|_| unreachable!())
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: Timestamp = Timestamp(1_800_000_000_000);

    #[test]
    fn a_token_names_its_user_until_it_expires() {
        let sessions = Sessions::new("secret");
        let token = sessions.issue(UserId(42), NOW);
        let viewer = sessions.check(&token, NOW).expect("good");
        assert_eq!(viewer.user, UserId(42));
        let later = NOW.plus(SESSION_LIFETIME);
        assert_eq!(sessions.check(&token, later), Err(SessionError::Expired));
    }

    #[test]
    fn a_changed_or_foreign_token_is_refused() {
        let sessions = Sessions::new("secret");
        let token = sessions.issue(UserId(42), NOW);
        let other_user = token.replacen("42.", "43.", 1);
        assert_eq!(sessions.check(&other_user, NOW), Err(SessionError::Forged));
        let foreign = Sessions::new("another secret").issue(UserId(42), NOW);
        assert_eq!(sessions.check(&foreign, NOW), Err(SessionError::Forged));
        for junk in [
            "",
            ".",
            "42",
            "42.x.y",
            "a.b.c.d",
            "42.99999999999999999999.AA",
        ] {
            assert_eq!(
                sessions.check(junk, NOW),
                Err(SessionError::Forged),
                "{junk}"
            );
        }
    }
}
