//! The sign-in's front door. Every sign-in asks Discord to exchange a code
//! on the application's behalf, so anyone who can reach the page could make
//! the bot hammer Discord's OAuth endpoint, and get real players' sign-ins
//! refused when Discord limits the application. Before Discord is asked,
//! each client's sign-ins are limited, and the exchanges in flight bounded.
//!
//! A client is its address; behind a reverse proxy, the address the proxy
//! names in `X-Forwarded-For`, taken only from the proxies trusted
//! (`KONANE_ACTIVITY_TRUSTED_PROXIES`; by default the machine itself, where
//! only its own processes connect from): anyone can write that header.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::http::HeaderMap;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::guard::Buckets;

/// Sign-ins a client may make at once, and how many more a second: a page
/// signs in once when it opens, so ten in a row (a household behind one
/// address opening the board together) then one every 3 s is plenty.
const SIGN_IN_BURST: f64 = 10.0;
const SIGN_INS_PER_SECOND: f64 = 1.0 / 3.0;
/// Exchanges with Discord at once, from every client together.
pub const EXCHANGES_IN_FLIGHT: usize = 16;

pub(crate) struct FrontDoor {
    per_client: Buckets<IpAddr>,
    in_flight: Arc<Semaphore>,
    trusted: Vec<IpAddr>,
}

impl FrontDoor {
    pub(crate) fn new(trusted: Vec<IpAddr>) -> FrontDoor {
        FrontDoor {
            per_client: Buckets::new(SIGN_IN_BURST, SIGN_INS_PER_SECOND),
            in_flight: Arc::new(Semaphore::new(EXCHANGES_IN_FLIGHT)),
            trusted,
        }
    }

    /// The client behind a request from `peer`: `peer` itself, unless it
    /// is a trusted proxy, then the nearest address in `X-Forwarded-For`
    /// that is not one (proxies append, so the right end is theirs).
    pub(crate) fn client(&self, peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
        let mut client = peer.ip();
        if !self.trusted.contains(&client) {
            return client;
        }
        let named = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .collect::<Vec<_>>();
        for address in named.iter().rev() {
            let Ok(address) = address.trim().parse::<IpAddr>() else {
                break;
            };
            client = address;
            if !self.trusted.contains(&address) {
                break;
            }
        }
        client
    }

    /// Lets `client` sign in now, holding one of the exchanges in flight
    /// until the permit is dropped; `None` when it must wait.
    pub(crate) fn enter(&self, client: IpAddr) -> Option<OwnedSemaphorePermit> {
        // The bound first: a refusal for a full house costs no client a try.
        let permit = Arc::clone(&self.in_flight).try_acquire_owned().ok()?;
        self.per_client.allow(client).then_some(permit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(forwarded: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", forwarded.parse().expect("a header"));
        headers
    }

    #[test]
    fn a_client_is_named_by_a_trusted_proxy_only() {
        let proxy: IpAddr = "127.0.0.1".parse().expect("an address");
        let door = FrontDoor::new(vec![proxy]);
        let via_proxy = SocketAddr::new(proxy, 4000);
        let direct: SocketAddr = "203.0.113.9:4000".parse().expect("an address");
        let forged = headers("198.51.100.1, 192.0.2.7");
        // Behind the proxy: the address it appended, not the forged one.
        assert_eq!(
            door.client(via_proxy, &forged),
            "192.0.2.7".parse::<IpAddr>().expect("ip")
        );
        // Straight to the server: the header is anyone's, and ignored.
        assert_eq!(door.client(direct, &forged), direct.ip());
        // Behind two trusted hops, the first address that is not one.
        assert_eq!(
            door.client(via_proxy, &headers("192.0.2.7, 127.0.0.1")),
            "192.0.2.7".parse::<IpAddr>().expect("ip")
        );
        assert_eq!(door.client(via_proxy, &HeaderMap::new()), proxy);
    }

    #[test]
    fn a_burst_from_one_client_is_cut_and_others_go_on() {
        let door = FrontDoor::new(Vec::new());
        let (busy, other): (IpAddr, IpAddr) = (
            "192.0.2.1".parse().expect("ip"),
            "192.0.2.2".parse().expect("ip"),
        );
        let let_in = (0..60).filter(|_| door.enter(busy).is_some()).count();
        assert_eq!(let_in, SIGN_IN_BURST as usize);
        assert!(door.enter(other).is_some());
    }

    #[test]
    fn exchanges_in_flight_are_bounded() {
        let door = FrontDoor::new(Vec::new());
        let held: Vec<_> = (0..EXCHANGES_IN_FLIGHT)
            .filter_map(|i| door.enter(IpAddr::from([10, 0, 0, i as u8])))
            .collect();
        assert_eq!(held.len(), EXCHANGES_IN_FLIGHT);
        assert!(door.enter(IpAddr::from([10, 0, 1, 0])).is_none());
        drop(held);
        assert!(door.enter(IpAddr::from([10, 0, 1, 0])).is_some());
    }
}
