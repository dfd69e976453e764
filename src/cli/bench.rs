//! `konane-bot bench`: speed figures, each measured for about the given time.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context as _;

use super::CliError;
use crate::engine::{EXAMPLE_POSITION, Game, JumpRule, Position, Record, Rules, Size, Variant};
use crate::game::{ChallengeOptions, MoveOutcome, Service, ServiceConfig, SystemClock};
use crate::i18n::Lang;
use crate::render::{BoardView, Caption, Renderer, hint_squares};
use crate::store::Store;
use crate::values::{ChannelId, ColourChoice, GuildId, Place, UserId};

/// The parts `konane-bot bench --only` can pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Section {
    Engine,
    Render,
    Service,
    Ai,
    /// Each request path on the crowded position (see `engine::CROWDED_POSITION`).
    Bounded,
    /// Pairing the rounds of a 256-player Swiss.
    Tournament,
    /// Pairing seeks from a pool of 10,000.
    Seeks,
    /// Leaderboards, stats, history and settlement on a big bot's database
    /// (a million finished games). Only when asked for: filling it takes minutes.
    Data,
}

/// What `konane-bot bench` was asked to measure, checked.
pub struct BenchArgs {
    /// Roughly how long each measurement runs.
    pub budget: Duration,
    pub only: Option<Section>,
    /// The database the service part plays on, and the server the seeks and
    /// data parts make their own schema on; new SQLite files if none.
    pub database: Option<String>,
    /// Moves per second offered in the service part's paced phase.
    pub rate: f64,
    /// Also solve 6x7 and 7x7 in the AI part.
    pub big: bool,
}

pub fn run(args: &BenchArgs) -> Result<(), CliError> {
    let wanted = |s: Section| args.only.is_none_or(|o| o == s);
    if wanted(Section::Engine) {
        engine(args.budget)?;
    }
    if wanted(Section::Render) {
        render(args.budget)?;
    }
    if wanted(Section::Service) {
        service(args.database.as_deref(), args.rate)?;
    }
    if wanted(Section::Ai) {
        ai(args.budget, args.big)?;
    }
    if wanted(Section::Bounded) {
        super::bounded::bounded()?;
    }
    if wanted(Section::Tournament) {
        tournament(args.budget);
        standings_picture(args.budget)?;
    }
    if wanted(Section::Seeks) {
        seeks(args.database.as_deref())?;
    }
    if args.only == Some(Section::Data) {
        super::bench_data::data(args.database.as_deref())?;
    }
    Ok(())
}

/// Seeks waiting in the pool while the seeks are measured.
const SEEK_POOL: usize = 10_000;
/// Seeks measured, each against the full pool, after some not measured.
const SEEKS_MEASURED: usize = 300;
const SEEKS_WARMING: usize = 30;

/// Fills the global pool with [`SEEK_POOL`] seeks (boards, ratings and
/// ranges spread the same way every run), then times seeks from new players
/// against it: each either pairs (starting a game in two DMs) or joins the
/// pool, so the pool stays full.
fn seeks(database: Option<&str>) -> Result<(), CliError> {
    use crate::engine::Size;
    use crate::game::{SeekOptions, SeekOutcome};
    use crate::store::NewSeek;
    let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
    let run = run_id();
    Ok(runtime.block_on(async {
        // A database of its own: no other run's games or seeks in the way.
        let scratch = crate::store::Scratch::create(database, "seeks").await?;
        let url = scratch.url();
        println!("seeks on {}", url.split(':').next().unwrap_or_default());
        let store = Store::open(url)
            .await
            .context("opening the benchmark database")?;
        let service = Service::new(store, Arc::new(SystemClock), ServiceConfig::default());
        let sizes = ["6x6", "7x7", "8x8", "9x9", "10x10"];
        let mut spread = crate::ai::SplitMix(run);
        let now = service.now();
        let mut tx = service.store().begin().await?;
        for i in 0..SEEK_POOL {
            let user = UserId(run + i as u64);
            let seek = NewSeek {
                user,
                size: sizes[i % sizes.len()],
                rated: i % 3 != 0,
                rating: 1000.0 + (spread.next_u64() % 1000) as f64,
                rating_range: (i % 4 != 0).then(|| 50.0 + (spread.next_u64() % 250) as f64),
                dm_channel: ChannelId(run + i as u64),
                now: now.plus(Duration::from_millis(i as u64)),
                expires_at: now.plus(crate::game::SEEK_TIME),
            };
            crate::store::place_seek(&mut tx, &seek).await?;
        }
        tx.commit().await?;
        // A pool this full has been a while in the making: PostgreSQL's
        // autovacuum would have its statistics by now.
        let backend = crate::store::Backend::of_url(url)?;
        crate::store::fill::settle(service.store().writer(), backend).await?;
        let mut times = Vec::with_capacity(SEEKS_MEASURED);
        let mut paired = 0;
        // The first seeks prepare each statement on each pooled connection,
        // which a running bot has done long ago: they are not counted.
        for i in 0..SEEKS_WARMING + SEEKS_MEASURED {
            let user = UserId(run + (SEEK_POOL + i) as u64);
            let options = SeekOptions {
                size: sizes[i % sizes.len()].parse::<Size>().ok(),
                rated: Some(i % 3 != 0),
                range: (i % 2 == 0).then_some(200),
            };
            let started = Instant::now();
            let outcome = service.seek(user, ChannelId(user.0), options).await?;
            if i >= SEEKS_WARMING {
                times.push(started.elapsed());
                paired += usize::from(matches!(outcome, SeekOutcome::Paired(_)));
            }
        }
        println!(
            "  {} seeks against a pool of {SEEK_POOL}: {paired} paired at once; per seek {}",
            times.len(),
            latencies(&mut times)
        );
        service.store().close().await;
        scratch.remove().await?;
        anyhow::Ok(())
    })?)
}

/// Pairs every round of a 256-player Swiss, the results made up the same
/// way every run (about a third of the games won by the lower seed), again
/// and again for `budget`; each round's slowest pairing is reported.
fn tournament(budget: Duration) {
    use crate::engine::Color;
    use crate::tournament::{Board, Entrant, swiss_round, swiss_rounds};
    println!("tournament");
    const PLAYERS: u64 = 256;
    let entrants: Vec<Entrant> = (0..PLAYERS)
        .map(|i| Entrant::new(i * 7 + 1, 2400.0 - (i * 37 % 1000) as f64))
        .collect();
    let rounds = swiss_rounds(PLAYERS as usize);
    let mut slowest = vec![Duration::ZERO; rounds as usize];
    let started = Instant::now();
    let mut runs = 0;
    while runs < 3 || started.elapsed() < budget {
        let mut history = Vec::new();
        for (r, slowest) in slowest.iter_mut().enumerate() {
            let t = Instant::now();
            let round = std::hint::black_box(swiss_round(&entrants, &history));
            *slowest = (*slowest).max(t.elapsed());
            let played: Vec<Board> = round
                .into_iter()
                .enumerate()
                .map(|(table, board)| match board {
                    Board::Game { black, white, .. } => Board::Game {
                        black,
                        white,
                        winner: Some(if (table + r) % 3 == 0 {
                            Color::White
                        } else {
                            Color::Black
                        }),
                    },
                    other => other,
                })
                .collect();
            history.push(played);
        }
        runs += 1;
    }
    let each: Vec<String> = slowest.iter().map(|d| format!("{:.2}", ms(*d))).collect();
    println!(
        "  Swiss of {PLAYERS} players, {rounds} rounds: slowest pairing of each round (ms, over {runs} runs): {}",
        each.join(", ")
    );
}

/// Draws a 64-player standings table (names in several scripts) as a PNG,
/// again and again for `budget`: median and slowest time, and its size.
fn standings_picture(budget: Duration) -> Result<(), CliError> {
    use crate::render::{Renderer, Table};
    const PLAYERS: usize = 64;
    let renderer = Renderer::new().context("renderer")?;
    let names = [
        "Kai",
        "Lani",
        "محمد",
        "李明",
        "Ōkalani",
        "Мария",
        "😀 Ana",
        "Noa",
    ];
    let table = Table {
        title: "Winter Cup: standings after round 7".into(),
        headers: ["#", "Player", "Points", "Buchholz", "SB", "Games"]
            .map(String::from)
            .to_vec(),
        rows: (0..PLAYERS)
            .map(|i| {
                vec![
                    (i + 1).to_string(),
                    format!("{} {i}", names[i % names.len()]),
                    ((PLAYERS - i) / 9).to_string(),
                    (30 - i % 13).to_string(),
                    (20 - i % 7).to_string(),
                    "7".into(),
                ]
            })
            .collect(),
        right: vec![0, 2, 3, 4, 5],
    };
    let mut times = Vec::new();
    let mut bytes = 0;
    let started = Instant::now();
    while times.len() < 5 || started.elapsed() < budget {
        let t = Instant::now();
        let png = renderer.render_table_png(&table).context("standings PNG")?;
        times.push(t.elapsed());
        bytes = png.len();
    }
    times.sort();
    println!(
        "  standings of {PLAYERS} players as a PNG: median {:.2} ms, slowest {:.2} ms, {:.1} KB ({} runs)",
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        bytes as f64 / 1024.0,
        times.len()
    );
    Ok(())
}

/// The median, 99th percentile and slowest of `times`, in words.
pub(super) fn latencies(times: &mut [Duration]) -> String {
    times.sort();
    let n = times.len();
    if n == 0 {
        return "nothing measured".to_string();
    }
    format!(
        "median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(times[n / 2]),
        ms(times[n * 99 / 100]),
        ms(times[n - 1])
    )
}

pub(super) fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn engine(budget: Duration) -> Result<(), CliError> {
    println!("engine");
    let example: Position = EXAMPLE_POSITION.parse().context("example position")?;
    let straight = Rules::default();
    let turning = Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    };
    let big = Position::new(Size::new(16, 16).context("size")?);
    perft_rate(
        "8x8 straight, rules example, depth 8",
        &example,
        8,
        straight,
        budget,
    );
    perft_rate(
        "8x8 turning, rules example, depth 7",
        &example,
        7,
        turning,
        budget,
    );
    perft_rate(
        "16x16 straight, full board, depth 9",
        &big,
        9,
        straight,
        budget,
    );
    Ok(())
}

/// Runs perft repeatedly for about `budget` and reports the best rate.
fn perft_rate(label: &str, pos: &Position, depth: u32, rules: Rules, budget: Duration) {
    let started = Instant::now();
    let mut best = Duration::MAX;
    let mut leaves = 0;
    let mut runs = 0;
    while runs < 3 || started.elapsed() < budget {
        let t = Instant::now();
        leaves = std::hint::black_box(pos.perft(depth, rules));
        best = best.min(t.elapsed());
        runs += 1;
    }
    let rate = leaves as f64 / best.as_secs_f64() / 1e6;
    println!(
        "  perft {label}: {leaves} leaves in {:.1} ms = {rate:.1} M leaves/s (best of {runs})",
        ms(best)
    );
}

/// Per-reply cost: render and PNG-encode an 8×8 board with the overlays the bot uses.
fn render(budget: Duration) -> Result<(), CliError> {
    println!("render");
    let renderer = Renderer::new().context("loading the renderer")?;
    let start = Position::new(Size::STANDARD);
    let mut game = Game::new(Variant::default());
    for _ in 0..8 {
        if let Some(&m) = game.legal_moves().first() {
            game.play(m).context("benchmark game")?;
        }
    }
    let rules = Rules::default();
    let views = [
        BoardView {
            hints: hint_squares(&start, rules, None),
            caption: Some(Caption::for_position(&start, "Kai", "Lani", Lang::SOURCE)),
            ..BoardView::new(&start)
        },
        BoardView {
            last_move: game.moves().last().copied(),
            hints: hint_squares(game.position(), rules, None),
            caption: Some(Caption::for_game(
                &game,
                "Kai Makoa",
                "Lani Kealoha",
                Lang::SOURCE,
            )),
            ..BoardView::new(game.position())
        },
        // Names that need shaping (joined Arabic, Devanagari conjuncts, an
        // emoji) in a caption of another script.
        BoardView {
            last_move: game.moves().last().copied(),
            caption: Some(Caption::for_game(
                &game,
                "محمد علي",
                "अर्जुन 🎲",
                Lang::shipped("ja").unwrap_or(Lang::SOURCE),
            )),
            ..BoardView::new(game.position())
        },
    ];
    let mut times = Vec::new();
    let mut largest = 0;
    let started = Instant::now();
    while times.len() < 100 || started.elapsed() < budget {
        for view in &views {
            let t = Instant::now();
            let png = renderer.render_png(view).context("rendering")?;
            times.push(t.elapsed());
            largest = largest.max(png.len());
        }
    }
    times.sort();
    println!(
        "  8x8 PNG (render + encode): median {:.2} ms, p99 {:.2} ms over {} renders; largest {:.1} KB",
        ms(times[times.len() / 2]),
        ms(times[times.len() * 99 / 100]),
        times.len(),
        largest as f64 / 1024.0
    );
    let record = Record::new(long_game()?, "Kai", "Lani");
    let t = Instant::now();
    let gif = renderer
        .replay_gif(&record, Lang::SOURCE, |pos| {
            crate::ai::proven_winner(pos, record.game.variant().rules())
        })
        .context("replay")?;
    println!(
        "  16x16 replay GIF of {} moves: {:.1} KB in {:.0} ms",
        record.game.moves().len(),
        gif.len() as f64 / 1024.0,
        ms(t.elapsed())
    );
    Ok(())
}

/// A long 16×16 game, the same every run: each side plays its first legal
/// move in canonical order.
fn long_game() -> Result<Game, CliError> {
    let variant = Variant {
        size: Size::new(16, 16).context("size")?,
        jumps: JumpRule::Turning,
        ..Variant::default()
    };
    let mut game = Game::new(variant);
    while let Some(&m) = game.legal_moves().first() {
        game.play(m).context("benchmark game")?;
    }
    Ok(game)
}

/// The full-speed phase: games at once, and games in all.
const CONCURRENT_GAMES: usize = 32;
const TOTAL_GAMES: usize = 96;
/// The paced phase: games kept running, the move rate offered in all, and for how long.
const PACED_GAMES: usize = 64;
pub const PACED_RATE: f64 = 1000.0;
const PACED_FOR: Duration = Duration::from_secs(5);

/// 8×8 games through the service on a database (a new SQLite file unless one
/// is given). First as fast as they go (committed moves per second), then
/// with moves arriving at `rate` (1,000) a second in all, timing the service's work per
/// move (no rendering): at full speed each move mostly waits for the others
/// ahead of it at the writer.
///
/// Each run plays in channels and between players of its own, so several
/// runs (processes) can share one database at once.
fn service(database: Option<&str>, rate: f64) -> Result<(), CliError> {
    let run = run_id();
    let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
    Ok(runtime.block_on(async {
        // A database given is shared, as several bot processes share one.
        let scratch = match database {
            Some(_) => None,
            None => Some(crate::store::Scratch::create(None, "service").await?),
        };
        let url = database.or(scratch.as_ref().map(|s| s.url())).unwrap_or_default();
        println!("service on {}", url.split(':').next().unwrap_or_default());
        let store = Store::open(url).await.context("opening the benchmark database")?;
        let service = Service::new(store, Arc::new(SystemClock), ServiceConfig::default());
        let started = Instant::now();
        let mut moves = 0;
        for batch in 0..TOTAL_GAMES / CONCURRENT_GAMES {
            let tasks: Vec<_> = (0..CONCURRENT_GAMES)
                .map(|g| {
                    let slot = (batch * CONCURRENT_GAMES + g) as u64;
                    tokio::spawn(games_at(service.clone(), Table::slot(run + slot), None, None, None))
                })
                .collect();
            for t in tasks {
                moves += t.await.context("benchmark task")??.len();
            }
        }
        let elapsed = started.elapsed();
        println!(
            "  full speed: {TOTAL_GAMES} games, {CONCURRENT_GAMES} at a time: {moves} moves in {:.2} s = {:.0} committed moves/s",
            elapsed.as_secs_f64(),
            moves as f64 / elapsed.as_secs_f64()
        );
        let pace = Duration::from_secs_f64(PACED_GAMES as f64 / rate);
        let ready = Arc::new(tokio::sync::Barrier::new(PACED_GAMES + 1));
        let tasks: Vec<_> = (0..PACED_GAMES)
            .map(|g| {
                let slot = (TOTAL_GAMES + g) as u64;
                let offset = pace.mul_f64(g as f64 / PACED_GAMES as f64);
                let paced = Paced { every: pace, offset };
                tokio::spawn(games_at(service.clone(), Table::slot(run + slot), Some(paced), Some(ready.clone()), Some(PACED_FOR)))
            })
            .collect();
        ready.wait().await;
        let started = Instant::now();
        let mut times = Vec::new();
        for t in tasks {
            times.extend(t.await.context("benchmark task")??);
        }
        let elapsed = started.elapsed();
        println!(
            "  paced: {rate:.0} moves/s offered over {PACED_GAMES} running games for {:.0} s: {:.0} committed moves/s; \
             service time per move {}",
            PACED_FOR.as_secs_f64(),
            times.len() as f64 / elapsed.as_secs_f64(),
            latencies(&mut times)
        );
        service.store().close().await;
        if let Some(scratch) = scratch {
            scratch.remove().await?;
        }
        anyhow::Ok(())
    })?)
}

/// The first slot of this run: distinct for runs started at different
/// moments or by different processes, and far apart from each other's slots.
fn run_id() -> u64 {
    let millis = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or_default();
    (millis ^ u64::from(std::process::id()) << 20) % (1 << 40) * 1000
}

/// How a paced game spaces its moves.
#[derive(Clone, Copy, Debug)]
pub(super) struct Paced {
    every: Duration,
    offset: Duration,
}

/// Where and between whom a benchmark's games play.
#[derive(Clone, Copy, Debug)]
pub(super) struct Table {
    pub place: Place,
    pub black: UserId,
    pub white: UserId,
    pub options: ChallengeOptions,
    /// Picks the moves: the same games for the same seed.
    pub seed: u64,
}

impl Table {
    /// The service benchmark's table `slot`: a channel and two players of
    /// its own, in one server.
    pub(super) fn slot(slot: u64) -> Table {
        Table {
            place: Place::channel(GuildId(1), ChannelId(1000 + slot)),
            black: UserId(2 * slot + 1),
            white: UserId(2 * slot + 2),
            options: ChallengeOptions {
                colour: ColourChoice::Black,
                ..ChallengeOptions::default()
            },
            // The same games in every run: the seed is the slot within the run.
            seed: slot % 1000,
        }
    }
}

/// Games one after another at one table, with pseudo-random moves: one game
/// unpaced, or new games for `run_for` once everyone is `ready`, moves spaced
/// by the pace. Returns the service time of each move.
pub(super) async fn games_at(
    service: Service,
    table: Table,
    pace: Option<Paced>,
    ready: Option<Arc<tokio::sync::Barrier>>,
    run_for: Option<Duration>,
) -> anyhow::Result<Vec<Duration>> {
    let Table {
        place,
        black,
        white,
        options,
        seed,
    } = table;
    let mut seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut times = Vec::new();
    service
        .challenge(place, black, Some(white), options)
        .await?;
    let mut view = service.accept(place, white).await?;
    // Paced games start together, once every game is set up.
    if let Some(ready) = ready {
        ready.wait().await;
    }
    let until = run_for.map(|d| Instant::now() + d);
    let mut due = tokio::time::Instant::now() + pace.map_or(Duration::ZERO, |p| p.offset);
    loop {
        while let Some(player) = view.player_to_move() {
            if let Some(p) = pace {
                tokio::time::sleep_until(due).await;
                due += p.every;
            }
            if until.is_some_and(|u| Instant::now() >= u) {
                return Ok(times);
            }
            let moves = view.game.legal_moves();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = moves[(seed % moves.len() as u64) as usize].to_string();
            let t = Instant::now();
            let MoveOutcome { view: after, .. } = service.play(place, player, &m).await?;
            times.push(t.elapsed());
            view = after;
        }
        if until.is_none() {
            return Ok(times);
        }
        service
            .challenge(place, black, Some(white), options)
            .await?;
        view = service.accept(place, white).await?;
    }
}

/// Two 8×8 endgames from a level-4 self-play game, for the solver benchmark.
const ENDGAMES: [(&str, &str); 2] = [
    (
        "8x8 endgame, 35 stones",
        "x..o.o.o/.x....../x.xo..../o.o....x/xo.oxoxo/...x..../xoxoxoxo/oxoxoxox b",
    ),
    (
        "8x8 endgame, 27 stones",
        "...o.o.o/o......./......../......../xo.oxox./...x.x.x/xoxox.xo/oxoxo.ox b",
    ),
];

fn ai(budget: Duration, big: bool) -> Result<(), CliError> {
    println!("ai");
    search_speed(budget)?;
    verdicts()?;
    regions()?;
    for (label, pos, rules, threads) in solve_cases(big)? {
        solve_case(&label, &pos, rules, threads)?;
    }
    puzzles(budget)
}

/// Search speed on the rules example under both jump rules, then the time
/// level 5 takes for a move there.
fn search_speed(budget: Duration) -> Result<(), CliError> {
    use crate::ai::{Brain, Limits, Player, Stop, Thinking};
    use crate::values::Level;
    let example: Position = EXAMPLE_POSITION.parse().context("example position")?;
    let mut brain = Brain::with_bytes(64 << 20);
    let turning = Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    };
    for rules in [Rules::default(), turning] {
        let time = budget.max(Duration::from_secs(1));
        let started = Instant::now();
        let choice = brain
            .search(&example, rules, 64, Limits::time(time), &Stop::new())
            .context("the example has moves")?;
        let elapsed = started.elapsed();
        println!(
            "  search 8x8 {}, rules example, {:.1} s: depth {}, {} nodes, {:.2} M nodes/s",
            rules.jumps,
            elapsed.as_secs_f64(),
            choice.depth,
            choice.nodes,
            choice.nodes as f64 / elapsed.as_secs_f64() / 1e6
        );
    }
    let started = Instant::now();
    let choice = brain
        .choose(
            &example,
            Rules::default(),
            Player::Level(Level::MAX),
            &Thinking::default(),
        )
        .context("the example has moves")?;
    println!(
        "  level 5 move on the rules example: {} in {:.0} ms (depth {})",
        choice.best,
        ms(started.elapsed()),
        choice.depth
    );
    Ok(())
}

/// The boards and rules random games are played on to time what every
/// position of a game may ask: 6x6, 8x8 under both jump rules, 10x10.
fn random_game_boards() -> Result<[(Size, Rules); 4], CliError> {
    let turning = Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    };
    let size = |text: &str| text.parse::<Size>().context("size");
    Ok([
        (size("6x6")?, Rules::default()),
        (size("8x8")?, Rules::default()),
        (size("8x8")?, turning),
        (size("10x10")?, Rules::default()),
    ])
}

/// The board's verdict (a bounded proof, tried on every casual board of at
/// most [`crate::ai::VERDICT_STONES`] stones) on the positions of random
/// games: how long it takes, and how often it proves who wins.
fn verdicts() -> Result<(), CliError> {
    use crate::ai::{SplitMix, VERDICT_STONES, proven_winner};
    for (size, rules) in random_game_boards()? {
        let mut rng = SplitMix(7);
        let (mut times, mut proven) = (Vec::new(), 0);
        for _ in 0..100 {
            let mut pos = Position::new(size);
            loop {
                let moves = pos.legal_moves(rules);
                if moves.is_empty() {
                    break;
                }
                let stones = pos.stones();
                if stones <= VERDICT_STONES {
                    let started = Instant::now();
                    proven += usize::from(proven_winner(&pos, rules).is_some());
                    times.push(started.elapsed());
                }
                let m = moves[rng.below(moves.len() as u64) as usize];
                pos = pos.play(m, rules).context("a legal move")?;
            }
        }
        let tried = times.len();
        println!(
            "  board verdict {size} {}, {tried} positions of at most {VERDICT_STONES} stones from 100 random games, {:.0}% proven: {}",
            rules.jumps,
            100.0 * proven as f64 / tried.max(1) as f64,
            latencies(&mut times)
        );
    }
    Ok(())
}

/// The regions an analysis names (every position of a finished game asked
/// in turn, within one describer's budget) on random games: the time per
/// game, and how many games fell apart into regions it could value.
fn regions() -> Result<(), CliError> {
    use crate::ai::{DESCRIBE_POSITIONS, RegionDescriber, SplitMix};
    for (size, rules) in random_game_boards()? {
        let mut rng = SplitMix(11);
        let (mut times, mut described) = (Vec::new(), 0);
        for _ in 0..100 {
            let mut positions = vec![Position::new(size)];
            while let Some(pos) = positions.last().copied() {
                let moves = pos.legal_moves(rules);
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len() as u64) as usize];
                positions.push(pos.play(m, rules).context("a legal move")?);
            }
            let started = Instant::now();
            let mut describer = RegionDescriber::new(rules);
            described += usize::from(positions.iter().any(|p| describer.describe(p).is_some()));
            times.push(started.elapsed());
        }
        println!(
            "  regions {size} {}, 100 random games (at most {DESCRIBE_POSITIONS} positions valued per game), {described} fell apart: {}",
            rules.jumps,
            latencies(&mut times)
        );
    }
    Ok(())
}

/// What the solver is timed on: each label, position, rules and thread count.
type SolveCase = (String, Position, Rules, usize);

/// Every small board whole under every variant, the endgames, and 6x6
/// (6x7 and 7x7 too with `--big`) on every core.
fn solve_cases(big: bool) -> Result<Vec<SolveCase>, CliError> {
    let mut cases = Vec::new();
    for size in ["4x4", "4x5", "5x5", "6x6"] {
        let size: Size = size.parse().context("size")?;
        for opening in crate::engine::Opening::ALL {
            for jumps in [JumpRule::Straight, JumpRule::Turning] {
                if Variant::new(size, opening, jumps).is_ok() {
                    let label = format!("{size} whole game, {opening} opening, {jumps} jumps");
                    cases.push((label, Position::new(size), Rules { opening, jumps }, 1));
                }
            }
        }
    }
    for (label, text) in ENDGAMES {
        let position = text.parse().context("endgame")?;
        cases.push((label.to_string(), position, Rules::default(), 1));
    }
    let cores = super::cores();
    let mut boards = vec!["6x6"];
    if big {
        boards.extend(["6x7", "7x7"]);
    }
    for size in boards {
        let size: Size = size.parse().context("size")?;
        let label = format!("{size} whole game on {cores} threads");
        cases.push((label, Position::new(size), Rules::default(), cores));
    }
    Ok(cases)
}

/// Solves one case on an empty table, as `solve` starts with, and prints
/// the result with its speed.
fn solve_case(label: &str, pos: &Position, rules: Rules, threads: usize) -> Result<(), CliError> {
    use crate::ai::{Brain, Limits, Stop};
    let mut brain = Brain::with_bytes(solve_table_bytes(pos.size().squares()));
    let started = Instant::now();
    let (proof, nodes) =
        brain.prove_on_threads(pos, rules, Limits::NONE, &Stop::new(), threads, None);
    let elapsed = started.elapsed();
    let proof = proof.context("an unlimited proof finishes")?;
    let (winner, how) = if proof.mover_wins {
        (pos.turn(), "winning move")
    } else {
        (pos.turn().other(), "best try")
    };
    let first = proof.best.map_or("none".to_string(), |m| m.to_string());
    println!(
        "  solve {label}: {winner} wins ({how} {first}), {nodes} nodes in {:.2} s ({:.2} M nodes/s)",
        elapsed.as_secs_f64(),
        nodes as f64 / elapsed.as_secs_f64().max(1e-9) / 1e6
    );
    Ok(())
}

/// The table a solve gets, as the README's 6x7 and 7x7 rows had: 1 GiB for
/// the 42-square boards (4 GiB, which 7x6's row still had, proves 6x7 in as
/// many nodes, but clearing its pages made the solve a fifth slower), 8 GiB
/// for 7x7.
fn solve_table_bytes(squares: usize) -> usize {
    match squares {
        0..=36 => 256 << 20,
        37..=42 => 1 << 30,
        _ => 8 << 30,
    }
}

/// Puzzles made per minute on one thread, as `puzzles generate` makes them.
fn puzzles(budget: Duration) -> Result<(), CliError> {
    use crate::ai::{Brain, PuzzleMaker, Stop};
    let size: Size = "8x8".parse().context("size")?;
    let mut maker = PuzzleMaker::new(size, Rules::default(), 1);
    let mut brain = Brain::with_bytes(32 << 20);
    let time = budget.max(Duration::from_secs(10));
    let started = Instant::now();
    let mut made = 0u32;
    while started.elapsed() < time {
        maker
            .next_puzzle(&mut brain, &Stop::new())
            .context("an unstopped maker makes a puzzle")?;
        made += 1;
    }
    let elapsed = started.elapsed().as_secs_f64();
    println!(
        "  puzzles 8x8, one thread: {made} from {} games in {elapsed:.1} s ({:.0} puzzles/min)",
        maker.games,
        f64::from(made) * 60.0 / elapsed
    );
    Ok(())
}
