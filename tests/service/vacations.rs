// Vacations through the service, on this module's database: included by
// tests/service.rs after cases.rs, whose helpers it uses.

mod vacations {
    use std::time::Duration;

    use konane_bot::game::{ChallengeOptions, DueEvent, LimitsUpdate, ServiceError};
    use konane_bot::values::{ColourChoice, GameStatus};

    use super::{ALICE, BOB, GUILD, START, env, place, start_game};

    const HOUR: Duration = Duration::from_secs(3600);
    const DAY: Duration = Duration::from_secs(86_400);

    fn alice_black() -> ChallengeOptions {
        ChallengeOptions {
            colour: ColourChoice::Black,
            ..Default::default()
        }
    }

    fn vacation_over(events: &[DueEvent]) -> usize {
        events
            .iter()
            .filter(|e| matches!(e, DueEvent::VacationOver { .. }))
            .count()
    }

    /// A vacation across a deadline: Alice's turn neither reminds nor
    /// forfeits while she is away, Bob's move in her other game waits for
    /// her too, and at the end each of her clocks has the time it had left;
    /// her opponent is told once, by one of two processes.
    #[tokio::test]
    async fn a_vacation_across_a_deadline_gives_each_clock_its_time_back() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let first = start_game(s, 21, alice_black()).await;
        let second = start_game(s, 22, alice_black()).await;
        s.play(place(22), ALICE, "d5").await.expect("a move");
        // 72 h a turn: Alice's first deadline is START + 72 h.
        e.clock.advance(10 * HOUR);
        let v = s.start_vacation(GUILD, ALICE, 5).await.expect("vacation");
        assert_eq!(v.running_until, Some(START.plus(10 * HOUR + 5 * DAY)));
        assert_eq!((v.days_left, v.allowance), (9, 14));
        let again = s.start_vacation(GUILD, ALICE, 1).await;
        assert!(matches!(again, Err(ServiceError::OnVacation(_))), "{again:?}");
        // Bob answers in the second game while she is away: her turn there
        // begins now, 20 h into the vacation.
        e.clock.advance(20 * HOUR);
        s.play(place(22), BOB, "e5").await.expect("Bob's move");
        // Past her first deadline (72 h) and her reminder: nothing happens.
        e.clock.advance(50 * HOUR);
        assert!(s.process_due().await.expect("due").is_empty());
        assert_eq!(s.game(first).await.expect("game").status, GameStatus::Active);
        // The vacation ends; two processes look at once.
        e.clock.advance(5 * DAY - 70 * HOUR + Duration::from_secs(1));
        let other = e.second_process(e.clock.clone()).await;
        let (a, b) = tokio::join!(s.process_due(), other.process_due());
        let (a, b) = (a.expect("due"), b.expect("due"));
        assert_eq!(vacation_over(&a) + vacation_over(&b), 1, "{a:?} {b:?}");
        let told = a.iter().chain(&b).find_map(|e| match e {
            DueEvent::VacationOver { user, games } => Some((*user, games.len())),
            _ => None,
        });
        assert_eq!(told, Some((ALICE, 2)));
        // The first game's clock had 62 h left when she left; the second's
        // stopped as it began, and gets its whole 72 h from her return.
        let back = START.plus(10 * HOUR + 5 * DAY);
        let first_deadline = s.game(first).await.expect("game").turn_deadline;
        assert_eq!(first_deadline, Some(back.plus(62 * HOUR)));
        let second_deadline = s.game(second).await.expect("game").turn_deadline;
        assert_eq!(second_deadline, Some(back.plus(72 * HOUR)));
        // Then the clocks run as ever: the reminder, then the forfeit.
        e.clock.advance(62 * HOUR);
        let events = s.process_due().await.expect("due");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, DueEvent::Forfeit { view, .. } if view.id == first)),
            "{events:?}"
        );
        assert_eq!(s.game(second).await.expect("game").status, GameStatus::Active);
        assert_eq!(vacation_over(&s.process_due().await.expect("due")), 0, "told once");
    }

    /// A vacation begun after a turn's time ran out doesn't save that game
    /// (the scheduler had not yet looked), but pauses the others; cut
    /// short, it gives back only the time it lasted.
    #[tokio::test]
    async fn a_vacation_starting_while_a_deadline_is_due_saves_only_what_was_in_time() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let late = start_game(s, 23, alice_black()).await;
        e.clock.advance(72 * HOUR);
        // Started just as the first game's deadline passed: too late for it.
        let in_time = start_game(s, 24, alice_black()).await;
        e.clock.advance(Duration::from_secs(1));
        s.start_vacation(GUILD, ALICE, 3).await.expect("vacation");
        let events = s.process_due().await.expect("due");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, DueEvent::Forfeit { view, .. } if view.id == late)),
            "{events:?}"
        );
        e.clock.advance(2 * DAY);
        assert!(s.process_due().await.expect("due").is_empty());
        let v = s.end_vacation(GUILD, ALICE).await.expect("back early");
        assert_eq!(v.running_until, None);
        // Two days taken of fourteen; the next look tells Bob.
        assert_eq!(v.days_left, 12);
        let events = s.process_due().await.expect("due");
        assert_eq!(vacation_over(&events), 1, "{events:?}");
        let deadline = s.game(in_time).await.expect("game").turn_deadline;
        let left_at = START.plus(72 * HOUR + Duration::from_secs(1));
        // 72 h less the second before she left, from her return.
        assert_eq!(
            deadline,
            Some(left_at.plus(2 * DAY).plus(72 * HOUR - Duration::from_secs(1)))
        );
        assert!(matches!(
            s.end_vacation(GUILD, ALICE).await,
            Err(ServiceError::NoVacation)
        ));
    }

    /// Playing a move whose clock a vacation stopped past its deadline ends
    /// the vacation and plays the move; the allowance counts a year back,
    /// and a server may allow none.
    #[tokio::test]
    async fn a_move_from_vacation_and_the_yearly_allowance() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let id = start_game(s, 25, alice_black()).await;
        s.start_vacation(GUILD, ALICE, 10).await.expect("vacation");
        e.clock.advance(4 * DAY);
        s.play(place(25), ALICE, "d5").await.expect("the move stands");
        assert_eq!(s.vacation(GUILD, ALICE).await.expect("status").running_until, None);
        assert_eq!(s.game(id).await.expect("game").ply(), 1);
        // Four days taken: ten more is too many, nine fit.
        let too_long = s.start_vacation(GUILD, ALICE, 11).await;
        assert!(matches!(too_long, Err(ServiceError::VacationTooLong(10))), "{too_long:?}");
        s.start_vacation(GUILD, ALICE, 10).await.expect("ten fit");
        s.end_vacation(GUILD, ALICE).await.expect("back");
        // Ended at once, a vacation costs what it used: nothing to speak of.
        let before = s.vacation(GUILD, ALICE).await.expect("status").days_left;
        s.start_vacation(GUILD, ALICE, 2).await.expect("two days");
        e.clock.advance(Duration::from_secs(60));
        let back = s.end_vacation(GUILD, ALICE).await.expect("back at once");
        assert_eq!(back.days_left, before);
        // A year on, the allowance is whole again.
        e.clock.advance(366 * DAY);
        assert_eq!(s.vacation(GUILD, ALICE).await.expect("status").days_left, 14);
        s.update_limits(
            GUILD,
            LimitsUpdate {
                vacation_days: Some(0),
                ..LimitsUpdate::default()
            },
        )
        .await
        .expect("none allowed");
        let none = s.start_vacation(GUILD, BOB, 1).await;
        assert!(matches!(none, Err(ServiceError::VacationTooLong(0))), "{none:?}");
        let over = s
            .update_limits(
                GUILD,
                LimitsUpdate {
                    vacation_days: Some(366),
                    ..LimitsUpdate::default()
                },
            )
            .await;
        assert!(matches!(over, Err(ServiceError::InvalidSetting(_))), "{over:?}");
    }
}
