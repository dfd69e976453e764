//! Two bot processes with two of four gateway shards each, over one
//! PostgreSQL database: each server's interactions reach the process holding
//! its shard, every process sends through the same REST proxy, one process
//! registers the commands, and a process restarted mid-game carries on
//! where it stopped while the other keeps serving.

use super::*;
use konane_bot::discord::ShardRange;
use konane_bot::game::GuildId;
use poise::serenity_prelude::ShardManager;

const TOTAL: u32 = 4;

/// A server whose events Discord sends on `shard` of [`TOTAL`].
fn guild_on(shard: u64) -> u64 {
    let guild = ((1000 + shard) << 22) | 17;
    assert_eq!(fake_discord::shard_of(guild, u64::from(TOTAL)), shard);
    guild
}

/// `interaction`, as if it came from server `guild`.
fn in_guild(mut interaction: Value, guild: u64) -> Value {
    interaction["guild_id"] = json!(guild.to_string());
    interaction["channel"]["guild_id"] = json!(guild.to_string());
    interaction
}

struct Process {
    token: &'static str,
    range: ShardRange,
    shards: Arc<ShardManager>,
}

async fn launch(fake: &FakeDiscord, url: &str, token: &'static str, first: u32) -> Process {
    let range = ShardRange {
        first,
        last: first + 1,
        total: TOTAL,
    };
    let renderer = Arc::new(Renderer::new().expect("renderer"));
    let ai = Arc::new(AiPool::new(AI));
    let shards = launch_process(fake, url, renderer, ai, token, Some(range)).await;
    Process {
        token,
        range,
        shards,
    }
}

impl Process {
    fn holds(&self, guild: u64) -> bool {
        let shard = ShardRange::shard_of(guild, TOTAL);
        (self.range.first..=self.range.last).contains(&shard)
    }
}

/// The token that answered interaction `sent` answers.
fn answered_by(fake: &FakeDiscord, answer: &Sent) -> String {
    let id = answer.interaction.clone().expect("an interaction's answer");
    let tokens = fake.request_tokens(&format!("/interactions/{id}/"));
    assert_eq!(tokens.len(), 1, "one callback for {id}: {tokens:?}");
    tokens[0].clone()
}

/// One move in game `game` by whoever is to move, by command; returns the answer.
async fn move_once(
    fake: &FakeDiscord,
    service: &Service,
    game: GameId,
    guild: u64,
    channel: u64,
    players: &[Value; 2],
) -> Sent {
    let view = service.game(game).await.expect("game");
    let to_move = view.player_to_move().expect("a player to move");
    let player = players
        .iter()
        .find(|p| p["id"] == json!(to_move.0.to_string()))
        .expect("a player of the game");
    let m = view.game.legal_moves()[0].to_string();
    let answer = fake
        .interact(in_guild(
            slash(
                fake,
                channel,
                player,
                "move",
                vec![opt("move", 3, json!(m))],
                &[],
            ),
            guild,
        ))
        .await;
    assert!(!answer.is_ephemeral(), "{}", answer.content());
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_four_shards_and_one_database() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let fake = FakeDiscord::start().await;
    let mut a = launch(&fake, &db.url, "fake-token-a", 0).await;
    let b = launch(&fake, &db.url, "fake-token-b", 2).await;
    fake.wait_shards(0..u64::from(TOTAL), u64::from(TOTAL))
        .await;
    let mut identified = fake.identified();
    identified.sort();
    assert_eq!(identified, [[0, 4], [1, 4], [2, 4], [3, 4]]);
    // Only the process holding shard 0 registers the commands.
    let commands = fake.registered_commands().await;
    let registrations = fake.request_tokens("/commands");
    assert!(
        !registrations.is_empty() && registrations.iter().all(|t| t == "Bot fake-token-a"),
        "{registrations:?}"
    );
    let service = Service::new(
        Store::open(&db.url).await.expect("store"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    let colour = choice(&commands, "challenge", "colour", "black");
    let mut games = Vec::new();
    for shard in 0..u64::from(TOTAL) {
        let guild = guild_on(shard);
        service
            .set_threads(GuildId(guild), false)
            .await
            .expect("threads off");
        let channel = 700 + shard;
        let players = [
            user(7000 + 2 * shard, "Alice"),
            user(7001 + 2 * shard, "Bob"),
        ];
        let asked = fake
            .interact(in_guild(
                slash(
                    &fake,
                    channel,
                    &players[0],
                    "challenge",
                    vec![opt("opponent", 6, players[1]["id"].clone()), colour.clone()],
                    std::slice::from_ref(&players[1]),
                ),
                guild,
            ))
            .await;
        let (accept, _) = component(&asked, "konane:accept:");
        let game = game_of(&accept);
        let board = fake
            .interact(in_guild(
                click(&fake, channel, &players[1], &accept, &[]),
                guild,
            ))
            .await;
        let process = if a.holds(guild) { &a } else { &b };
        for answer in [&asked, &board] {
            assert_eq!(answered_by(&fake, answer), format!("Bot {}", process.token));
        }
        let answer = move_once(&fake, &service, game, guild, channel, &players).await;
        assert_eq!(
            answered_by(&fake, &answer),
            format!("Bot {}", process.token)
        );
        games.push((game, guild, channel, players));
    }

    // Process A stops mid-game; B's servers keep being served meanwhile.
    a.shards.shutdown_all().await;
    let (game, guild, channel, players) = &games[2];
    assert!(b.holds(*guild));
    let answer = move_once(&fake, &service, *game, *guild, *channel, players).await;
    assert_eq!(answered_by(&fake, &answer), "Bot fake-token-b");

    // A comes back and carries on its games from the database.
    a = launch(&fake, &db.url, "fake-token-a", 0).await;
    fake.wait_shards(0..u64::from(TOTAL), u64::from(TOTAL))
        .await;
    for (game, guild, channel, players) in &games[..2] {
        let before = service.game(*game).await.expect("game").ply();
        let answer = move_once(&fake, &service, *game, *guild, *channel, players).await;
        assert_eq!(answered_by(&fake, &answer), "Bot fake-token-a");
        assert_eq!(service.game(*game).await.expect("game").ply(), before + 1);
    }
    a.shards.shutdown_all().await;
    b.shards.shutdown_all().await;
    let failures = fake.failures();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    service.store().close().await;
}
