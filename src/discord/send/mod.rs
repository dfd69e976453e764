//! Sending replies: to a slash command, to a button or menu click (as the
//! interaction's response or, once deferred, a follow-up), as a plain
//! channel message, or by direct message; and what a reply does besides
//! (a board going live, messages for other channels).

mod builders;
mod channel;
mod click;
mod deferral;
mod dm;
mod follow_on;
mod retry;
mod slash;

pub(crate) use builders::{allowed_mentions, message_of};
pub(crate) use channel::send_owed_post;
pub(crate) use click::{answer_component, component_follow_up, launch_activity};
pub(crate) use deferral::{Answering, Deferral};
pub(crate) use dm::{DmFailure, direct_message, direct_message_all, send_dm};
pub(crate) use follow_on::{edit_old_board, post};
pub(crate) use retry::{failed_on_discords_side, is_rate_limited};
pub(crate) use slash::{answer, follow_up, send, send_message};
