//! For `konane-bot bench` only, behind the `bench` feature (on by
//! default): databases made for one run, and rows in bulk for the data
//! benchmark. The bot's store never uses either.

pub mod fill;
mod scratch;

pub use scratch::{Scratch, ScratchError};
