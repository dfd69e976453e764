//! The Discord bot: poise on serenity, a thin adapter over the game service.
//! Each handler parses what Discord sent, makes one service call and
//! presents the result; a refusal goes back privately, rendered in one place.
//!
//! - `start`: configuration and start-up; it only wires the rest together.
//! - `context`: what every handler works with ([`Data`](context::Data), the
//!   languages of an answer, where an interaction happened).
//! - `commands`: the slash commands, one file per group.
//! - `router`: buttons and menus, through one global handler routed by custom
//!   ids that carry the game id, so they keep working on old messages after a restart.
//! - `scheduler`: the background task that announces reminders and forfeits.
//! - `refusal`: the one place a refusal becomes a private answer.
//! - `present` and `reply`: service results as messages; `send`: sending them.

mod answered;
mod board;
mod choice;
mod codes;
mod commands;
mod context;
mod controls;
mod follow;
mod followers;
mod gate;
mod gateway;
mod ids;
mod localise;
mod notices;
mod port;
mod present;
mod refusal;
mod reply;
mod router;
mod scheduler;
mod send;
mod shards;
mod start;
mod thread;
mod tournament_home;
mod tournament_news;

pub use controls::shown_on_board;
pub use gateway::Gateway;
pub use port::page_chat;
pub use shards::ShardRange;
pub use start::{BotConfig, build_client, invite_link, invite_permissions, register_commands, run};
