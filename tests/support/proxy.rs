//! A TCP proxy on 127.0.0.1 that a test can take down and bring back: the
//! database "stops" for the bot behind it (every connection through it is
//! cut, and new ones are refused, as by a stopped server) while the real
//! server goes on serving every other test.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use tokio::net::{TcpSocket, TcpStream};
use tokio::task::AbortHandle;

pub struct Proxy {
    pub addr: SocketAddr,
    target: SocketAddr,
    /// The accepting task, then each connection's.
    tasks: Arc<Mutex<Vec<AbortHandle>>>,
}

impl Proxy {
    /// A proxy to `target`, up.
    pub async fn start(target: SocketAddr) -> Proxy {
        let mut proxy = Proxy {
            addr: "127.0.0.1:0".parse().expect("an address"),
            target,
            tasks: Arc::default(),
        };
        proxy.addr = proxy.listen();
        proxy
    }

    /// Listens on `self.addr` (a new port the first time); the address.
    fn listen(&self) -> SocketAddr {
        let socket = TcpSocket::new_v4().expect("a socket");
        // The same port again after a stop, at once.
        socket.set_reuseaddr(true).expect("reuseaddr");
        socket.bind(self.addr).expect("bind");
        let listener = socket.listen(64).expect("listen");
        let addr = listener.local_addr().expect("address");
        let (target, tasks) = (self.target, Arc::clone(&self.tasks));
        let accepting = tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                let link = tokio::spawn(async move {
                    if let Ok(mut server) = TcpStream::connect(target).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
                tasks.lock().expect("lock").push(link.abort_handle());
            }
        });
        self.tasks
            .lock()
            .expect("lock")
            .push(accepting.abort_handle());
        addr
    }

    /// Takes the database away: cuts every connection, and stops listening,
    /// so new ones are refused.
    pub fn stop(&self) {
        for task in self.tasks.lock().expect("lock").drain(..) {
            task.abort();
        }
    }

    /// Brings it back, on the same port.
    pub fn resume(&self) {
        self.listen();
    }

    /// `url` (`postgres://user@host:port/…`) through this proxy.
    pub fn url(&self, url: &str) -> String {
        let (scheme, rest) = url.split_once("://").expect("a URL");
        let (authority, path) = rest.split_once('/').expect("a path");
        let user = authority
            .rsplit_once('@')
            .map_or(String::new(), |(user, _)| format!("{user}@"));
        format!("{scheme}://{user}{}/{path}", self.addr)
    }
}
