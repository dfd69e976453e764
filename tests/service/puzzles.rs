// Daily puzzles and streaks; hints and rematches.

/// A winning move (`wins`) or a losing one in `view`'s position, by the solver.
fn puzzle_move(view: &konane_bot::game::PuzzleView, wins: bool) -> String {
    let mut brain = konane_bot::ai::Brain::with_bytes(16 << 20);
    let (verdicts, _) = brain
        .verdicts(
            &view.position(),
            view.rules,
            konane_bot::ai::Limits::NONE,
            &konane_bot::ai::Stop::new(),
        )
        .expect("no limits");
    let (m, _) = verdicts
        .into_iter()
        .find(|&(_, w)| w == wins)
        .expect("such a move");
    m.to_string()
}

/// Plays today's puzzle to the end with winning moves; the last answer.
async fn solve_puzzle(
    s: &Service,
    user: UserId,
) -> konane_bot::game::PuzzleAnswer {
    loop {
        let view = s.todays_puzzle(GUILD, user).await.expect("puzzle");
        let request = s
            .puzzle_answer_request(GUILD, user, &puzzle_move(&view, true), None)
            .await
            .expect("a legal answer");
        let answer = s.answer_puzzle(GUILD, user, request).await.expect("answered");
        if answer.view.status.is_over() {
            return answer;
        }
    }
}

#[tokio::test]
async fn puzzles_are_stocked_once_and_a_server_has_one_a_day() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    assert!(matches!(
        s.todays_puzzle(GUILD, ALICE).await,
        Err(ServiceError::NoPuzzles)
    ));
    let shipped = konane_bot::game::SHIPPED_PUZZLES;
    assert_eq!(s.import_puzzles(shipped).await.unwrap(), 365);
    assert_eq!(s.import_puzzles(shipped).await.unwrap(), 0, "stored once");
    let bad = shipped.replacen("konane-puzzles 1", "konane-puzzles 1\nnot a puzzle", 1);
    let refused = s.import_puzzles(&bad).await.unwrap_err();
    assert!(refused.to_string().contains("line 2"), "{refused}");

    let alice = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    let bob = s.todays_puzzle(GUILD, BOB).await.unwrap();
    assert_eq!(alice.number, bob.number, "the same puzzle for every member");
    assert_eq!(alice.status, konane_bot::values::AttemptStatus::NotStarted);
    let mut others = std::collections::HashSet::new();
    for guild in 1..6 {
        others.insert(s.todays_puzzle(GuildId(guild), ALICE).await.unwrap().number);
    }
    assert!(others.len() > 1, "servers start at different puzzles");
    env.clock.advance(Duration::from_secs(86_400));
    let tomorrow = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    assert_eq!(tomorrow.day, alice.day + 1);
    assert_ne!(tomorrow.number, alice.number, "a new day, a new puzzle");
}

#[tokio::test]
async fn streaks_count_days_in_a_row_and_a_missed_day_ends_one() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    s.import_puzzles(konane_bot::game::SHIPPED_PUZZLES).await.unwrap();
    let day = Duration::from_secs(86_400);
    let solved = solve_puzzle(s, ALICE).await;
    assert_eq!(solved.view.status, konane_bot::values::AttemptStatus::Solved);
    assert_eq!((solved.view.score.solved, solved.view.score.streak), (1, 1));
    env.clock.advance(day);
    let solved = solve_puzzle(s, ALICE).await;
    assert_eq!((solved.view.score.solved, solved.view.score.streak), (2, 2));
    // Bob fails today's.
    let view = s.todays_puzzle(GUILD, BOB).await.unwrap();
    let request = s
        .puzzle_answer_request(GUILD, BOB, &puzzle_move(&view, false), None)
        .await
        .unwrap();
    let failed = s.answer_puzzle(GUILD, BOB, request).await.unwrap();
    assert!(matches!(failed.step, konane_bot::ai::Step::Refuted(_)));
    assert_eq!(failed.view.status, konane_bot::values::AttemptStatus::Failed);
    // A day missed: the streak shows 0, and the next solve starts again at 1.
    env.clock.advance(day * 2);
    let board = s.puzzle_leaderboard(GUILD, 1).await.unwrap();
    assert_eq!(board.len(), 1, "only solvers are listed");
    assert_eq!((board[0].user, board[0].streak, board[0].best_streak), (Some(ALICE), 0, 2));
    let solved = solve_puzzle(s, ALICE).await;
    let score = solved.view.score;
    assert_eq!((score.solved, score.streak, score.best_streak), (3, 1, 2));
}

#[tokio::test]
async fn a_stale_menu_an_illegal_move_or_an_ended_attempt_is_refused() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    s.import_puzzles(konane_bot::game::SHIPPED_PUZZLES).await.unwrap();
    let view = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    let stale = s
        .puzzle_answer_request(GUILD, ALICE, &puzzle_move(&view, true), Some((view.day, 2)))
        .await;
    assert!(matches!(stale, Err(ServiceError::PuzzleMovedOn)));
    let yesterday = s
        .puzzle_answer_request(GUILD, ALICE, &puzzle_move(&view, true), Some((view.day - 1, 0)))
        .await;
    assert!(matches!(yesterday, Err(ServiceError::PuzzleMovedOn)));
    let illegal = s.puzzle_answer_request(GUILD, ALICE, "a1-a9", None).await;
    assert!(matches!(illegal, Err(ServiceError::IllegalMove(_))));
    // One answer at a time per member.
    let first = s
        .puzzle_answer_request(GUILD, ALICE, &puzzle_move(&view, false), None)
        .await
        .unwrap();
    let second = s
        .puzzle_answer_request(GUILD, ALICE, &puzzle_move(&view, false), None)
        .await;
    assert!(matches!(second, Err(ServiceError::AiBusy)));
    s.answer_puzzle(GUILD, ALICE, first).await.unwrap();
    let over = s
        .puzzle_answer_request(GUILD, ALICE, &puzzle_move(&view, true), None)
        .await;
    assert!(matches!(over, Err(ServiceError::PuzzleOver(false))));
    let stored = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    assert_eq!(stored.moves.len(), 2, "the wrong move and its refutation, once");
}

/// The puzzle of the day changes at midnight UTC, not 24 hours after a
/// server's first look.
#[tokio::test]
async fn the_puzzle_day_turns_at_midnight_utc() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    s.import_puzzles(konane_bot::game::SHIPPED_PUZZLES).await.unwrap();
    const DAY_MS: i64 = 86_400_000;
    let before_midnight = DAY_MS - START.0.rem_euclid(DAY_MS) - 1;
    env.clock
        .advance(Duration::from_millis(before_midnight as u64));
    let late = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    assert_eq!(late.day, START.0.div_euclid(DAY_MS), "23:59:59.999 is still today");
    env.clock.advance(Duration::from_millis(1));
    let next = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    assert_eq!(next.day, late.day + 1, "midnight starts the next day");
    assert_ne!(next.number, late.number);
}

/// Only the first move of a puzzle must be the one winning move; after it,
/// any move that still wins is right, not only the stored line's.
#[tokio::test]
async fn after_the_first_move_any_winning_move_is_right() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    s.import_puzzles(konane_bot::game::SHIPPED_PUZZLES).await.unwrap();
    let mut brain = konane_bot::ai::Brain::with_bytes(16 << 20);
    for _ in 0..60 {
        // Alice and Bob answer the first move alike, and meet the same defence.
        let mut after_first = Vec::new();
        for user in [ALICE, BOB] {
            let view = s.todays_puzzle(GUILD, user).await.unwrap();
            let request = s
                .puzzle_answer_request(GUILD, user, &puzzle_move(&view, true), None)
                .await
                .unwrap();
            after_first.push(s.answer_puzzle(GUILD, user, request).await.unwrap().view);
        }
        let (alice, bob) = (&after_first[0], &after_first[1]);
        let winners: Vec<String> = if alice.status.is_over() || alice.moves != bob.moves {
            Vec::new()
        } else {
            let (verdicts, _) = brain
                .verdicts(
                    &alice.position(),
                    alice.rules,
                    konane_bot::ai::Limits::NONE,
                    &konane_bot::ai::Stop::new(),
                )
                .expect("no limits");
            verdicts
                .into_iter()
                .filter(|&(_, wins)| wins)
                .map(|(m, _)| m.to_string())
                .collect()
        };
        if winners.len() < 2 {
            env.clock.advance(Duration::from_secs(86_400));
            continue;
        }
        // Two different winning moves, one each: both are right.
        for (user, answer) in [(ALICE, &winners[0]), (BOB, &winners[winners.len() - 1])] {
            let request = s
                .puzzle_answer_request(GUILD, user, answer, None)
                .await
                .unwrap();
            let answered = s.answer_puzzle(GUILD, user, request).await.unwrap();
            assert!(
                !matches!(answered.step, konane_bot::ai::Step::Refuted(_)),
                "{answer} wins, yet was refuted"
            );
            assert_ne!(answered.view.status, konane_bot::values::AttemptStatus::Failed);
        }
        return;
    }
    panic!("no puzzle in 60 days had two winning second moves");
}

/// A stored attempt that can't be (failed, yet without its wrong move and
/// refutation) is an error naming the row, not a panic further on.
#[tokio::test]
async fn a_corrupt_puzzle_attempt_is_an_error_naming_the_row() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    s.import_puzzles(konane_bot::game::SHIPPED_PUZZLES).await.unwrap();
    let view = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    sqlx::query(
        "INSERT INTO puzzle_attempts (guild_id, user_id, day, puzzle_id, moves, status, updated_at) \
         VALUES ($1, $2, $3, $4, '', 'failed', 0)",
    )
    .bind(GUILD)
    .bind(ALICE)
    .bind(view.day)
    .bind(view.number)
    .execute(s.store().writer())
    .await
    .unwrap();
    let ServiceError::Internal(error) = s.todays_puzzle(GUILD, ALICE).await.unwrap_err() else {
        panic!("a corrupt row is an internal error");
    };
    let said = error.to_string();
    assert!(
        said.contains(&format!("member {ALICE} in server {GUILD} on day {}", view.day))
            && said.contains("a failed attempt can't have 0 moves"),
        "{said}"
    );
    // Other members' attempts still work.
    assert!(s.todays_puzzle(GUILD, BOB).await.is_ok());
}

/// Hints help against the bot, or after a game: never while two members
/// play, rated or casual (a hint would play for one of them).
#[tokio::test]
async fn no_hints_while_two_members_play_rated_or_casual() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let casual = ChallengeOptions {
        rated: Some(false),
        ..small(ColourChoice::Black)
    };
    let game = start_game(s, 67, casual).await;
    assert!(!s.game(game).await.unwrap().rated);
    let refused = s.hint_request(place(67), ALICE, None, None).await;
    assert!(
        matches!(refused, Err(ServiceError::NoHintsMidGame)),
        "{refused:?}"
    );
    // Once it is over, the same member may ask.
    play_out(s, 67).await;
    s.hint_request(place(67), ALICE, Some(game), None)
        .await
        .expect("a hint after the game");
    // Against the bot, during the game.
    let against_bot = ChallengeOptions {
        ai_level: Level::new(1),
        ..small(ColourChoice::Black)
    };
    s.challenge(place(68), ALICE, Some(BOT), against_bot)
        .await
        .expect("a game against the bot");
    s.hint_request(place(68), ALICE, None, None)
        .await
        .expect("a hint against the bot");
}

/// A rematch keeps the rated-or-casual choice of the game it repeats, not
/// the server's default (rated), with colours swapped.
#[tokio::test]
async fn a_rematch_keeps_the_games_rated_choice() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    for rated in [false, true] {
        let channel = if rated { 71 } else { 72 };
        let options = ChallengeOptions {
            rated: Some(rated),
            ..rated_small(ColourChoice::Black)
        };
        let game = start_game(s, channel, options).await;
        play_out(s, channel).await;
        assert_eq!(s.game(game).await.unwrap().rated, rated);
        let again = s.rematch(place(channel), BOB, Some(game)).await.unwrap();
        assert_eq!(again.rated, rated, "a rematch of a rated={rated} game");
        assert_eq!(again.challenger, BOB);
        s.accept(place(channel), ALICE).await.unwrap();
        let started = s.game(again.id).await.unwrap();
        assert_eq!((started.black, started.white), (Some(BOB), Some(ALICE)));
    }
}
