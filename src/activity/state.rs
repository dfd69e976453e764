//! What every request of the page works with, once the server is linked to
//! Discord: the service, the port to Discord, sessions, limits and the hub
//! of live views.

use std::sync::Arc;
use std::time::Duration;

use super::config::StopSignal;
use super::front_door::FrontDoor;
use super::guard::Guard;
use super::hub::Hub;
use super::session::Sessions;
use crate::chat::Chat;
use crate::game::Service;

#[derive(Clone)]
pub(super) struct Activity {
    pub(super) service: Service,
    pub(super) chat: Arc<dyn Chat>,
    pub(super) sessions: Sessions,
    pub(super) guard: Arc<Guard>,
    pub(super) front_door: Arc<FrontDoor>,
    pub(super) hub: Arc<Hub>,
    /// How often a live view checks its viewer may still watch.
    pub(super) recheck: Duration,
    pub(super) stop: StopSignal,
}
