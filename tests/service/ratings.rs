// Ratings against Glicko-2 computed by hand, and the ladders.

/// Glicko-2 for one game, written from Glickman's paper (tau 0.5).
fn glicko2(r: f64, rd: f64, sigma: f64, r_opp: f64, rd_opp: f64, score: f64) -> (f64, f64) {
    let scale = 173.7178;
    let (mu, phi) = ((r - 1500.0) / scale, rd / scale);
    let (mu_j, phi_j) = ((r_opp - 1500.0) / scale, rd_opp / scale);
    let g = 1.0 / (1.0 + 3.0 * phi_j * phi_j / std::f64::consts::PI.powi(2)).sqrt();
    let e = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
    let v = 1.0 / (g * g * e * (1.0 - e));
    let delta = v * g * (score - e);
    let tau = 0.5;
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut fa, mut fb) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > 1e-6 {
        let c = big_a + (big_a - big_b) * fa / (fb - fa);
        let fc = f(c);
        if fc * fb <= 0.0 {
            big_a = big_b;
            fa = fb;
        } else {
            fa /= 2.0;
        }
        big_b = c;
        fb = fc;
    }
    let sigma2 = (big_a / 2.0).exp();
    let phi_star = (phi * phi + sigma2 * sigma2).sqrt();
    let phi2 = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu2 = mu + phi2 * phi2 * g * (score - e);
    (scale * mu2 + 1500.0, scale * phi2)
}

#[tokio::test]
async fn ratings_follow_glicko2_computed_by_hand() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    start_game(s, 20, rated_small(ColourChoice::Black)).await;
    let first = play_out(s, 20).await.end.unwrap();
    let (w, l) = (first.winner, first.loser);
    let (w1, w1d) = glicko2(1500.0, 350.0, 0.06, 1500.0, 350.0, 1.0);
    let (l1, l1d) = glicko2(1500.0, 350.0, 0.06, 1500.0, 350.0, 0.0);
    // The textbook first game of two new players.
    assert!((w1 - 1662.3109).abs() < 1e-3 && (l1 - 1337.6891).abs() < 1e-3);
    let change = |user| {
        first
            .rating_changes
            .iter()
            .find(|c| c.user == user)
            .copied()
            .unwrap()
    };
    assert!((change(w).after - w1).abs() < 1e-6 && (change(l).after - l1).abs() < 1e-6);
    // A second game, same winner: each player's update uses both current ratings.
    let options = ChallengeOptions {
        colour: if w == ALICE {
            ColourChoice::Black
        } else {
            ColourChoice::White
        },
        ..rated_small(ColourChoice::Black)
    };
    start_game(s, 21, options).await;
    let second = play_out(s, 21).await.end.unwrap();
    let board = s.leaderboard(GUILD, 1).await.unwrap();
    let rating = |user| {
        board
            .entries
            .iter()
            .find(|x| x.user == user)
            .unwrap()
            .rating
    };
    let (winner2, loser2) = (second.winner, second.loser);
    let (pre_w, pre_wd, pre_l, pre_ld) = if winner2 == w {
        (w1, w1d, l1, l1d)
    } else {
        (l1, l1d, w1, w1d)
    };
    let (w2, _) = glicko2(pre_w, pre_wd, 0.06, pre_l, pre_ld, 1.0);
    assert!(
        (rating(winner2) - w2).abs() < 1e-3,
        "{} vs {w2}",
        rating(winner2)
    );
    assert!(rating(loser2) < pre_l);
    assert_eq!(s.history(GUILD, winner2).await.unwrap().len(), 2);
}

#[tokio::test]
async fn leaderboard_pages_hold_ten_players() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    for i in 0..6u64 {
        let (a, b) = (UserId(500 + 2 * i), UserId(501 + 2 * i));
        s.challenge(place(300 + i), a, Some(b), rated_small(ColourChoice::Black))
            .await
            .unwrap();
        s.accept(place(300 + i), b).await.unwrap();
        play_out(s, 300 + i).await;
    }
    let first = s.leaderboard(GUILD, 1).await.unwrap();
    assert_eq!((first.page, first.pages, first.entries.len()), (1, 2, 10));
    let second = s.leaderboard(GUILD, 2).await.unwrap();
    assert_eq!(second.entries.len(), 2);
    assert_eq!(second.entries[0].rank, 11);
    assert!(first.entries.windows(2).all(|w| w[0].rating >= w[1].rating));
    // Past the end: the last page.
    assert_eq!(s.leaderboard(GUILD, 9).await.unwrap().page, 2);
    // Another server's board is its own.
    assert!(
        s.leaderboard(GuildId(5), 1)
            .await
            .unwrap()
            .entries
            .is_empty()
    );
}

/// Page `n` of a server's leaderboard, or of the global one (`None`).
async fn ladder_page(
    s: &Service,
    server: Option<GuildId>,
    n: usize,
) -> konane_bot::game::LeaderboardPage {
    match server {
        Some(guild) => s.leaderboard(guild, n).await.unwrap(),
        None => s.global_leaderboard(n).await.unwrap().0,
    }
}

/// Every page of a ladder read in turn: ranks from 1 in a row, each player
/// once, established ratings before provisional ones, each by rating.
async fn whole_ladder(
    s: &Service,
    server: Option<GuildId>,
) -> Vec<konane_bot::game::LeaderboardEntry> {
    use konane_bot::store::PROVISIONAL_DEVIATION;
    let pages = ladder_page(s, server, 1).await.pages;
    let mut all = Vec::new();
    for n in 1..=pages {
        let board = ladder_page(s, server, n).await;
        assert_eq!(board.page, n);
        all.extend(board.entries);
    }
    let key = |e: &konane_bot::game::LeaderboardEntry| {
        (e.deviation > PROVISIONAL_DEVIATION, -e.rating, -i64::from(e.games), e.user.0)
    };
    for (i, pair) in all.windows(2).enumerate() {
        assert!(key(&pair[0]) < key(&pair[1]), "out of order at rank {}: {pair:?}", i + 1);
    }
    for (i, e) in all.iter().enumerate() {
        assert_eq!(e.rank, i + 1);
    }
    all
}

/// A big bot's tables in small, filled as `konane-bot bench --only data`
/// fills its million games: every page of each server's leaderboard and of
/// the global one, read in turn, ranks each rated player once and in
/// order (the global one only the listed), and a history holds the
/// player's newest games of that server.
#[cfg(feature = "bench")]
#[tokio::test]
async fn a_big_bots_leaderboards_and_histories_hold_every_player_in_order() {
    use konane_bot::store::bench::fill::{self, GameSpread};
    let Some(e) = env().await else { return };
    let s = &e.service;
    let at = place(800);
    for _ in 0..2 {
        s.challenge(at, ALICE, Some(BOB), rated_small(ColourChoice::Black))
            .await
            .unwrap();
        s.accept(at, BOB).await.unwrap();
        play_out_at(s, at).await;
    }
    let templates = fill::finished_games(s.store().pool()).await.unwrap();
    let spread = GameSpread {
        servers: 3,
        players_per_server: 15,
        first_guild: 9_000,
        first_user: 5_000_000,
        first_channel: 7_000_000,
        start: s.now(),
    };
    let mut tx = s.store().begin().await.unwrap();
    let added = fill::clone_finished_games(
        &mut tx,
        &spread,
        templates.first.expect("templates"),
        templates.count,
        0,
        900,
    )
    .await
    .unwrap();
    fill::rate_finished_games(&mut tx).await.unwrap();
    fill::list_every(&mut tx, 4, s.now()).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(added, 900);
    assert_eq!(fill::finished_games(s.store().pool()).await.unwrap().count, 902);

    let players: Vec<UserId> = (0..45).map(|p| UserId(spread.user(p) as u64)).collect();
    for g in 0..3 {
        let guild = GuildId(9_000 + g);
        let ladder = whole_ladder(s, Some(guild)).await;
        let mut rated = Vec::new();
        for &p in &players {
            let stats = s.stats(guild, p).await.unwrap();
            if stats.games > 0 {
                rated.push((p, stats.games));
            }
        }
        let mut ranked: Vec<(UserId, u32)> = ladder.iter().map(|e| (e.user, e.games)).collect();
        ranked.sort_by_key(|&(u, _)| u);
        assert_eq!(ranked, rated, "server {g}'s table: each rated member once, with their games");
        assert!(ladder.len() > 10, "more than one page");
    }

    let global = whole_ladder(s, None).await;
    let mut listed = Vec::new();
    for &p in &players {
        if p.0 % 4 == 0 && s.stats(GUILD, p).await.unwrap().global.is_some() {
            listed.push(p);
        }
    }
    let mut on_table: Vec<UserId> = global.iter().map(|e| e.user).collect();
    on_table.sort();
    assert_eq!(on_table, listed, "the global table: the listed, each once");

    let who = players[0];
    let home = spread.home(0);
    let stats = s.stats(home, who).await.unwrap();
    let finished = stats.games + stats.casual_wins + stats.casual_losses;
    let history = s.history(home, who).await.unwrap();
    assert_eq!(history.len(), (finished as usize).min(konane_bot::game::HISTORY_GAMES));
    assert!(history.windows(2).all(|w| w[0].finished_at >= w[1].finished_at), "newest first");
    for game in &history {
        let view = s.game(game.id).await.unwrap();
        assert!(view.black == Some(who) || view.white == Some(who));
        assert_eq!(view.place.guild, home);
        assert_eq!(game.rating_change.is_some(), game.rated);
    }
}

/// A player who chose to be listed before their first rated game is on the
/// global table as soon as that game gives them a rating; unlisting takes
/// them off at once.
#[tokio::test]
async fn listing_before_a_first_rated_game_lists_the_rating_it_brings() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.set_listed(ALICE, Some("Alice")).await.unwrap();
    assert!(s.global_leaderboard(1).await.unwrap().0.entries.is_empty());
    let at = place(810);
    s.challenge(at, ALICE, Some(BOB), rated_small(ColourChoice::Black))
        .await
        .unwrap();
    s.accept(at, BOB).await.unwrap();
    play_out_at(s, at).await;
    let (board, names) = s.global_leaderboard(1).await.unwrap();
    let users: Vec<UserId> = board.entries.iter().map(|e| e.user).collect();
    assert_eq!(users, [ALICE]);
    assert_eq!(names.get(&ALICE).map(String::as_str), Some("Alice"));
    s.set_listed(ALICE, None).await.unwrap();
    assert!(s.global_leaderboard(1).await.unwrap().0.entries.is_empty());
    s.set_listed(BOB, Some("Bob")).await.unwrap();
    let users: Vec<UserId> = s.global_leaderboard(1).await.unwrap().0.entries.iter().map(|e| e.user).collect();
    assert_eq!(users, [BOB], "listing a rated player lists their rating at once");
}

/// Every rated game, in any server, also rates both players on the global
/// ladder, whose leaderboard lists only the players who chose to be listed,
/// under the name they chose; an unlisted player's global standing is
/// theirs alone to see, and no server's table shows another's members.
#[tokio::test]
async fn the_global_ladder_counts_every_server_and_lists_only_the_willing() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let here = place(700);
    let elsewhere = Place::channel(GuildId(78), ChannelId(701));
    for at in [here, elsewhere] {
        s.challenge(at, ALICE, Some(BOB), rated_small(ColourChoice::Black))
            .await
            .unwrap();
        s.accept(at, BOB).await.unwrap();
        play_out_at(s, at).await;
    }
    let stats = s.stats(GUILD, ALICE).await.unwrap();
    let global = stats.global.clone().expect("a global rating");
    assert_eq!(global.games, 2, "both servers' games count");
    assert_eq!(stats.games, 1, "the server's rating counts its own");
    assert!(!global.listed);
    // Unlisted: seen by themselves only, and on no global table.
    assert!(stats.global_seen_by(ALICE).is_some());
    assert!(stats.global_seen_by(BOB).is_none());
    let (board, _) = s.global_leaderboard(1).await.unwrap();
    assert!(board.entries.is_empty());

    s.set_listed(ALICE, Some("  Alice the Great  ")).await.unwrap();
    let (board, names) = s.global_leaderboard(1).await.unwrap();
    assert_eq!(board.entries.len(), 1);
    assert_eq!(board.entries[0].user, ALICE);
    assert_eq!(board.entries[0].games, 2);
    assert_eq!(names.get(&ALICE).map(String::as_str), Some("Alice the Great"));
    assert!(!names.contains_key(&BOB));
    let stats = s.stats(GuildId(78), ALICE).await.unwrap();
    assert!(stats.global_seen_by(BOB).is_some(), "listed: anyone may see it");

    // Each server's table keeps to its own games.
    assert_eq!(s.leaderboard(GuildId(78), 1).await.unwrap().entries.len(), 2);
    assert!(
        s.leaderboard(GuildId(79), 1)
            .await
            .unwrap()
            .entries
            .is_empty()
    );
    s.set_listed(ALICE, None).await.unwrap();
    assert!(s.global_leaderboard(1).await.unwrap().0.entries.is_empty());
    let kept = s.stats(GUILD, ALICE).await.unwrap().global.expect("kept");
    assert_eq!(kept.games, 2, "unlisting keeps the rating");
}
