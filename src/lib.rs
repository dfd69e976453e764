//! `konane-bot`: play Kōnane, the Hawaiian jumping game, with friends on Discord.
//!
//! - [`engine`]: the rules (no I/O).
//! - [`values`]: the ids, places, statuses and records every layer shares.
//! - [`ai`]: the AI opponent and the exact solver.
//! - [`render`]: board PNGs and replay GIFs.
//! - [`store`]: storage on SQLite or PostgreSQL (all SQL lives there).
//! - [`game`]: the game service: challenges, turns, deadlines, ratings.
//! - [`discord`]: the Discord bot (poise on serenity), a thin adapter over the service.
//! - [`serve`]: the serving processes (a bot, or the Activity alone), wired.
//! - [`cli`]: the command-line tools of the `konane-bot` binary.
//! - [`tournament`]: pairings and standings of tournaments (no I/O).
//! - [`chat`]: the port between the Activity and Discord, below both.
//! - [`claims`]: keys this process is working on, one piece of work per key.

// Outside tests, nothing unwraps, and an `expect` says why it can't fail in
// an `#[allow(clippy::expect_used, reason = "...")]` a reviewer can check.
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

pub mod activity;
pub mod ai;
pub mod chat;
pub mod claims;
pub mod cli;
pub mod discord;
pub mod engine;
pub mod game;
pub mod i18n;
pub mod metrics;
pub mod render;
pub mod serve;
pub mod store;
pub mod tournament;
pub mod values;
