//! The serving processes, wired: a bot process (its gateway shards, and
//! the Activity where `DISCORD_CLIENT_SECRET` is set) and an Activity-only
//! process (`konane-bot activity`: the page, no gateway), each over one
//! service on the shared database. The front ends never meet: the Activity
//! gets Discord through the chat port, which the Discord adapter makes over
//! REST, and this module hands it over.
//!
//! Start-up tells the operator what is wrong: `/healthz` and the Activity
//! listen first ("database opening", "gateway: connecting"), and a database
//! or Discord that does not answer is named in the log within ten seconds.

use std::net::SocketAddr;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use anyhow::Context as _;
use tokio::task::JoinHandle;

use crate::activity::{self, ActivityConfig, ApiReady, Link, StopSignal};
use crate::discord::{self, BotConfig, Gateway};
use crate::game::Service;
use crate::metrics::{ActivityHealth, GatewayHealth, Health, HealthCheck};
use crate::render::Renderer;

/// How long a gateway client has to stop once its shards are told to.
const STOP_WITHIN: Duration = Duration::from_secs(10);

/// How long the database may keep start-up waiting before the log says so.
const DATABASE_SILENCE: Duration = Duration::from_secs(10);

/// A serving process's configuration: the bot's (its database, service,
/// metrics and Discord) and the Activity's, where one is served.
#[derive(Clone, Debug)]
pub struct ProcessConfig {
    pub bot: BotConfig,
    pub activity: Option<ActivityConfig>,
}

/// A serving process, running in the background.
pub struct Process {
    /// Its service (knowing the bot's user once Discord has said it).
    pub service: Service,
    /// Its gateway; none for the Activity alone.
    pub gateway: Option<Gateway>,
    /// Where its Activity listens, if it serves one.
    pub activity: Option<SocketAddr>,
    activity_stop: Option<StopSignal>,
    /// Its flag watcher: every serving process looks for live games' flags.
    flags: JoinHandle<()>,
    /// The gateway client's run, ending with its error if Discord refuses.
    bot: Option<JoinHandle<anyhow::Result<()>>>,
}

/// A bot process: health first, then the database, the Activity (linked to
/// Discord over REST as soon as Discord answers), and the gateway.
///
/// # Errors
/// An address that can't be listened on, or a database that can't be opened.
pub async fn start_bot(config: ProcessConfig, renderer: Arc<Renderer>) -> anyhow::Result<Process> {
    let gateway = Gateway::default();
    let service = open(&config, Some(gateway.clone())).await?;
    let activity = start_page(&config, &service, &renderer).await?;
    let bot = config.bot.clone();
    let (for_bot, for_gateway) = (service.clone(), gateway.clone());
    let running =
        tokio::spawn(async move { discord::run(&bot, for_bot, renderer, for_gateway).await });
    let flags = service.watch_flags();
    Ok(Process {
        service,
        gateway: Some(gateway),
        activity,
        activity_stop: config.activity.map(|a| a.stop),
        flags,
        bot: Some(running),
    })
}

/// A process serving the Activity alone: no gateway, no shard; its moves
/// and the bot's answers reach the chat through Discord's REST API.
///
/// # Errors
/// No Activity configured (`DISCORD_CLIENT_SECRET`), or as [`start_bot`].
pub async fn start_activity(
    config: ProcessConfig,
    renderer: Arc<Renderer>,
) -> anyhow::Result<Process> {
    anyhow::ensure!(
        config.activity.is_some(),
        "DISCORD_CLIENT_SECRET is not set: the Activity needs the application's client secret"
    );
    let service = open(&config, None).await?;
    let activity = start_page(&config, &service, &renderer).await?;
    let flags = service.watch_flags();
    Ok(Process {
        service,
        gateway: None,
        activity,
        activity_stop: config.activity.map(|a| a.stop),
        flags,
        bot: None,
    })
}

impl Process {
    /// Waits until the gateway client stops (its shards shut down, or
    /// Discord refusing it); at once for the Activity alone.
    ///
    /// # Errors
    /// The gateway client's error.
    pub async fn gateway_stopped(&mut self) -> anyhow::Result<()> {
        match self.bot.take() {
            Some(bot) => bot.await.unwrap_or(Ok(())),
            None => Ok(()),
        }
    }

    /// Runs until Ctrl-C or SIGTERM (or the gateway client stops on its
    /// own), then stops as [`Process::stop`] does.
    ///
    /// # Errors
    /// The gateway client's error: Discord refused the connection.
    pub async fn run_until_signal(mut self) -> anyhow::Result<()> {
        let ended = match self.bot.take() {
            Some(mut bot) => tokio::select! {
                () = shutdown_signal() => None,
                ended = &mut bot => Some(ended),
            },
            None => {
                shutdown_signal().await;
                None
            }
        };
        tracing::info!("shutting down");
        let stopped = self.stop().await;
        match ended {
            Some(ended) => ended.context("the gateway client stopped")?,
            None => stopped,
        }
    }

    /// Stops it as the process ending does: searches end at once (a bot
    /// move answers with its best so far), the shards close, the
    /// Activity's live views close, and the database's pool is flushed.
    ///
    /// # Errors
    /// The gateway client's error, if it had stopped with one.
    pub async fn stop(self) -> anyhow::Result<()> {
        self.flags.abort();
        self.service.shut_down();
        if let Some(stop) = &self.activity_stop {
            stop.stop();
        }
        if let Some(gateway) = &self.gateway {
            gateway.shut_down().await;
        }
        let ran = match self.bot {
            // A client still waiting for Discord's first answer has no
            // shards to close: it is dropped.
            Some(mut bot) => match tokio::time::timeout(STOP_WITHIN, &mut bot).await {
                Ok(ran) => ran.unwrap_or(Ok(())),
                Err(_) => {
                    bot.abort();
                    Ok(())
                }
            },
            None => Ok(()),
        };
        // Moves are committed as they are played; closing only flushes the pool.
        self.service.store().close().await;
        ran
    }
}

/// Health first (so the operator sees the process while it waits), then
/// the database and the service over it.
async fn open(config: &ProcessConfig, gateway: Option<Gateway>) -> anyhow::Result<Service> {
    let opened = Arc::new(OnceLock::new());
    if let Some(addr) = config.bot.metrics_addr {
        let page = config.activity.as_ref().map(|a| a.api_ready.clone());
        serve_health(addr, Arc::clone(&opened), gateway, page).await?;
    }
    let service = open_service(&config.bot).await?;
    let _ = opened.set(service.clone());
    Ok(service)
}

/// Opens the database, saying in the log if it keeps start-up waiting past
/// [`DATABASE_SILENCE`] (the pool gives up later, with its own error).
async fn open_service(bot: &BotConfig) -> anyhow::Result<Service> {
    let url = &bot.database_url;
    let opening = Service::open(url, Arc::clone(&bot.clock), bot.service.clone());
    tokio::pin!(opening);
    let opened = match tokio::time::timeout(DATABASE_SILENCE, &mut opening).await {
        Ok(opened) => opened,
        Err(_) => {
            tracing::warn!(
                database = url,
                "the database has not answered in 10 s; still trying (check DATABASE_URL)"
            );
            opening.await
        }
    };
    opened.with_context(|| format!("opening the database {url}"))
}

/// The Activity, listening now; its API answers once Discord has told the
/// Activity's REST client who the bot is.
async fn start_page(
    config: &ProcessConfig,
    service: &Service,
    renderer: &Arc<Renderer>,
) -> anyhow::Result<Option<SocketAddr>> {
    let Some(activity) = &config.activity else {
        return Ok(None);
    };
    let link = link(
        config.bot.clone(),
        service.clone(),
        Arc::clone(renderer),
        activity.client_secret.clone(),
    );
    Ok(Some(activity::serve(activity, link).await?))
}

async fn link(
    bot: BotConfig,
    service: Service,
    renderer: Arc<Renderer>,
    client_secret: String,
) -> anyhow::Result<Link> {
    let (service, chat) = discord::page_chat(&bot, service, renderer, client_secret).await?;
    Ok(Link { service, chat })
}

/// Serves `/metrics` and `/healthz` on `addr`: the database "opening" until
/// `opened` holds the service, the gateway "connecting" until a shard is.
///
/// # Errors
/// The address can't be listened on, or another metrics recorder is installed.
async fn serve_health(
    addr: SocketAddr,
    opened: Arc<OnceLock<Service>>,
    gateway: Option<Gateway>,
    page: Option<ApiReady>,
) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("listening for metrics on {addr} (KONANE_METRICS_ADDR)"))?;
    let handle = crate::metrics::recorder()?;
    let check: HealthCheck = Arc::new(move || {
        let (opened, gateway) = (Arc::clone(&opened), gateway.clone());
        let activity = match &page {
            None => ActivityHealth::Absent,
            Some(page) if page.answers() => ActivityHealth::Answers,
            Some(_) => ActivityHealth::Waiting,
        };
        Box::pin(async move {
            let database_answers = match opened.get() {
                Some(service) => Some(service.database_answers().await),
                None => None,
            };
            let gateway = match gateway {
                None => GatewayHealth::Absent,
                Some(gateway) => match gateway.shards_connected().await {
                    None => GatewayHealth::Connecting,
                    Some(connected) => GatewayHealth::Shards(connected),
                },
            };
            Health {
                database_answers,
                gateway,
                activity,
            }
        })
    });
    tracing::info!(%addr, "serving /metrics and /healthz");
    tokio::spawn(crate::metrics::serve(listener, handle, check));
    Ok(())
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(s) => s,
                Err(_) => {
                    let _ = tokio::signal::ctrl_c().await;
                    return;
                }
            };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}
