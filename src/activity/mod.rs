//! The Activity: a board page that opens inside Discord, the third front end
//! beside the chat (`discord/`) and the terminal (`cli/play/`). Its server
//! serves the page, a JSON API and a live view; every action is one service
//! call, as in the chat. What it needs of Discord (a sign-in, who is in an
//! instance, the game's place shown what happened on the page) comes through
//! the chat port ([`crate::chat::Chat`]), which start-up hands it: it runs
//! in a bot process or alone (`konane-bot activity`), never knowing which.
//!
//! - `server`: start-up (listens at once, links to Discord, then the API).
//! - `state`: what every request works with; `admission`, `guard`,
//!   `session`: who may ask, how often; `front_door`: how often a client
//!   may sign in.
//! - `api`, `actions`, `start`: the routes; `json`: a game as the page gets it.
//! - `live` and `hub`: the live view, from the database's stamps.

mod actions;
mod admission;
mod api;
mod assets;
mod config;
mod front_door;
mod guard;
mod hub;
mod json;
mod live;
mod puzzle;
mod server;
mod session;
mod start;
mod state;

pub use self::config::{ActivityConfig, ApiReady, StopSignal};
pub use self::json::{GameJson, MOVES_LISTED, MoveJson, PlayerJson, game_json};
pub use self::server::{Link, serve};
pub use self::session::{SESSION_LIFETIME, SessionError, Sessions, Viewer};
