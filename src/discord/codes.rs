//! Discord's answers the bot acts on: its JSON error codes, named once, and
//! reading a status and code off a failed request.

use poise::serenity_prelude as serenity;

pub const UNKNOWN_MESSAGE: isize = 10008;
pub const UNKNOWN_WEBHOOK: isize = 10015;
pub const UNKNOWN_INTERACTION: isize = 10062;
/// A second response to an interaction: the first got through.
pub const ALREADY_ACKNOWLEDGED: isize = 40060;
pub const MISSING_ACCESS: isize = 50001;
/// A member's privacy settings refuse direct messages from the server.
pub const CANNOT_MESSAGE_USER: isize = 50007;
pub const MISSING_PERMISSIONS: isize = 50013;

/// Discord's answer to a request (its status and JSON code), if it refused it.
pub(crate) fn of(e: &serenity::Error) -> Option<(u16, isize)> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some((r.status_code.as_u16(), r.error.code))
        }
        _ => None,
    }
}
