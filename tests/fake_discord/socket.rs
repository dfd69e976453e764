//! The fake's gateway: HELLO, READY after IDENTIFY, heartbeats, and the
//! tests' dispatches.

use super::*;

pub(super) async fn gateway(
    State((shared, changed, addr)): State<AppState>,
    ws: WebSocketUpgrade,
) -> Response {
    ws.on_upgrade(move |socket| run_gateway(socket, shared, changed, addr))
}

/// HELLO, then READY after IDENTIFY, heartbeat ACKs, and the tests' dispatches.
pub(super) async fn run_gateway(
    mut socket: WebSocket,
    shared: Arc<Mutex<Shared>>,
    changed: Arc<Notify>,
    addr: SocketAddr,
) {
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41_250}});
    if socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
    let mut seq = 0u64;
    let mut session = 0;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                let Message::Text(text) = message else { continue };
                let Ok(frame) = serde_json::from_str::<Value>(&text) else { continue };
                match frame["op"].as_u64() {
                    Some(1) => {
                        let ack = json!({"op": 11});
                        let _ = socket.send(Message::Text(ack.to_string().into())).await;
                    }
                    Some(2) => {
                        let intents = frame["d"]["intents"].as_u64().unwrap_or(0);
                        let shard = [
                            frame["d"]["shard"][0].as_u64().unwrap_or(0),
                            frame["d"]["shard"][1].as_u64().unwrap_or(1),
                        ];
                        {
                            let mut s = shared.lock().expect("lock");
                            s.intents.push(intents);
                            s.identified.push(shard);
                            if shard[1] == 0 || shard[0] >= shard[1] {
                                s.failures.push(format!(
                                    "IDENTIFY with shard {shard:?}: Discord closes the connection (4010 Invalid shard)"
                                ));
                            }
                            if intents & PRIVILEGED_INTENTS != 0 {
                                s.failures.push(format!(
                                    "IDENTIFY asked for privileged intents {:#x}; Discord closes such a connection unless the app is approved",
                                    intents & PRIVILEGED_INTENTS
                                ));
                            }
                        }
                        seq += 1;
                        let session_id = format!("fake-session-{}", shared.lock().expect("lock").identified.len());
                        shared.lock().expect("lock").resumable.insert(session_id.clone(), shard);
                        let ready = json!({"op": 0, "t": "READY", "s": seq, "d": {
                            "v": 10, "user": bot_user(), "guilds": [], "session_id": session_id,
                            "resume_gateway_url": format!("ws://{addr}/gateway"), "shard": shard,
                            "application": {"id": APP_ID.to_string(), "flags": 0}}});
                        if socket.send(Message::Text(ready.to_string().into())).await.is_err() {
                            break;
                        }
                        let mut s = shared.lock().expect("lock");
                        s.sessions += 1;
                        session = s.sessions;
                        s.gateways.push(Gateway { session, shard, dispatch: tx.clone() });
                        drop(s);
                        changed.notify_waiters();
                    }
                    Some(6) => {
                        let Some(session_id) = frame["d"]["session_id"].as_str() else { break };
                        let Some(shard) = shared.lock().expect("lock").resumable.get(session_id).copied() else {
                            // Discord can't resume it: identify afresh.
                            let invalid = json!({"op": 9, "d": false});
                            let _ = socket.send(Message::Text(invalid.to_string().into())).await;
                            continue;
                        };
                        seq = frame["d"]["seq"].as_u64().unwrap_or(seq) + 1;
                        let resumed = json!({"op": 0, "t": "RESUMED", "s": seq, "d": {}});
                        if socket.send(Message::Text(resumed.to_string().into())).await.is_err() {
                            break;
                        }
                        let mut s = shared.lock().expect("lock");
                        s.sessions += 1;
                        s.resumed += 1;
                        session = s.sessions;
                        s.gateways.push(Gateway { session, shard, dispatch: tx.clone() });
                        drop(s);
                        changed.notify_waiters();
                    }
                    _ => {}
                }
            }
            Some(interaction) = rx.recv() => {
                if interaction.get(DROP_GATEWAY).is_some() {
                    break;
                }
                seq += 1;
                let frame = json!({"op": 0, "t": "INTERACTION_CREATE", "s": seq, "d": interaction});
                if socket.send(Message::Text(frame.to_string().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    shared
        .lock()
        .expect("lock")
        .gateways
        .retain(|g| g.session != session);
    changed.notify_waiters();
}
