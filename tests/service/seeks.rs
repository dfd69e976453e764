// Seeks and blocks through the service, on this module's database: included
// by tests/service.rs after cases.rs, whose helpers it uses.

mod seeks {
    use std::time::Duration;

    use konane_bot::engine::Size;
    use konane_bot::game::{SEEK_TIME, SeekOptions, SeekOutcome, ServiceError};
    use konane_bot::values::{Blocking, ChannelId, GuildId, UserId};
    use konane_bot::store::{self, NewSeek};

    use super::{START, env};

    /// A player's DM with the bot, by their id.
    fn dm(user: u64) -> ChannelId {
        ChannelId(900_000 + user)
    }

    fn paired(outcome: &SeekOutcome) -> Option<(UserId, Option<UserId>)> {
        match outcome {
            SeekOutcome::Paired(view) => Some((view.challenger, view.opponent)),
            SeekOutcome::Waiting { .. } => None,
        }
    }

    /// Seeks pair only the same board and rating, within both players'
    /// ranges, oldest first; the game plays in both DMs, on the global ladder.
    #[tokio::test]
    async fn a_seek_pairs_the_oldest_compatible_one() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        // Dee, rated 1800, accepts anyone.
        let mut tx = s.store().begin().await.expect("tx");
        let dee = NewSeek {
            user: UserId(4),
            size: "8x8",
            rated: true,
            rating: 1800.0,
            rating_range: None,
            dm_channel: dm(4),
            now: START,
            expires_at: START.plus(SEEK_TIME),
        };
        store::place_seek(&mut tx, &dee).await.expect("placed");
        tx.commit().await.expect("commit");
        e.clock.advance(Duration::from_secs(1));
        // Ann (1500) accepts only 1400–1600: she waits.
        let near = SeekOptions {
            range: Some(100),
            ..SeekOptions::default()
        };
        let ann = s.seek(UserId(1), dm(1), near).await.expect("seek");
        assert_eq!(paired(&ann), None);
        // A 6×6 seek fits nobody.
        let six = SeekOptions {
            size: Some(Size::new(6, 6).expect("size")),
            ..SeekOptions::default()
        };
        assert_eq!(paired(&s.seek(UserId(2), dm(2), six).await.expect("seek")), None);
        e.clock.advance(Duration::from_secs(1));
        // Cal accepts anyone: the oldest seek that accepts him is Dee's.
        let cal = s.seek(UserId(3), dm(3), SeekOptions::default()).await.expect("seek");
        assert_eq!(paired(&cal), Some((UserId(4), Some(UserId(3)))));
        let SeekOutcome::Paired(view) = cal else { unreachable!() };
        assert_eq!(view.place.guild, GuildId::DIRECT);
        assert_eq!((view.place.channel, view.place.mirror), (dm(4), Some(dm(3))));
        assert!(view.rated);
        // Each player finds the game from their own DM.
        let from_cal = s.current_game(konane_bot::values::Place::channel(GuildId::DIRECT, dm(3)));
        assert_eq!(from_cal.await.expect("game").id, view.id);
        // Cal's DM has a game now: he can't seek another until it ends.
        let busy = s.seek(UserId(3), dm(3), SeekOptions::default()).await;
        assert!(matches!(busy, Err(ServiceError::DmBusy)), "{busy:?}");
        let (open, count, _) = s.open_seeks(10).await.expect("seeks");
        assert_eq!(count, 2);
        assert_eq!(open.iter().map(|o| o.user).collect::<Vec<_>>(), [UserId(1), UserId(2)]);
        // Seeks expire.
        e.clock.advance(SEEK_TIME);
        let late = s.seek(UserId(5), dm(5), six).await.expect("seek");
        assert_eq!(paired(&late), None, "Ben's seek expired");
        assert_eq!(s.drop_expired_seeks().await.expect("dropped"), 2);
    }

    /// Two players seek at once against one waiting seek: exactly one is
    /// paired with it, and the other waits.
    #[tokio::test]
    async fn a_waiting_seek_is_claimed_once() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        s.seek(UserId(1), dm(1), SeekOptions::default()).await.expect("seek");
        e.clock.advance(Duration::from_secs(1));
        let other = e.second_process(e.clock.clone()).await;
        let (a, b) = tokio::join!(
            s.seek(UserId(2), dm(2), SeekOptions::default()),
            other.seek(UserId(3), dm(3), SeekOptions::default()),
        );
        let outcomes = [a.expect("seek"), b.expect("seek")];
        let pairs: Vec<_> = outcomes.iter().filter_map(paired).collect();
        assert_eq!(pairs.len(), 1, "{outcomes:?}");
        assert_eq!(pairs[0].0, UserId(1));
        // The one not paired with Ann waits; a later seeker meets them.
        e.clock.advance(Duration::from_secs(1));
        let last = s.seek(UserId(4), dm(4), SeekOptions::default()).await.expect("seek");
        let waiting = if pairs[0].1 == Some(UserId(2)) { 3 } else { 2 };
        assert_eq!(paired(&last), Some((UserId(waiting), Some(UserId(4)))));
    }

    /// A block keeps two players apart in the pool and in challenges, both
    /// ways, until it is lifted.
    #[tokio::test]
    async fn a_block_keeps_two_players_apart() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let (ann, ben) = (UserId(1), UserId(2));
        s.block(ann, ben, Blocking::Block).await.expect("blocked");
        assert!(matches!(s.block(ann, ann, Blocking::Block).await, Err(ServiceError::BlockSelf)));
        s.seek(ann, dm(1), SeekOptions::default()).await.expect("seek");
        let ben_seeks = s.seek(ben, dm(2), SeekOptions::default()).await.expect("seek");
        assert_eq!(paired(&ben_seeks), None);
        let place = super::place(1);
        let refused = s.challenge(place, ben, Some(ann), Default::default()).await;
        assert!(matches!(refused, Err(ServiceError::Blocked)), "{refused:?}");
        s.challenge(place, ann, None, Default::default()).await.expect("open");
        let accepted = s.accept(place, ben).await;
        assert!(matches!(accepted, Err(ServiceError::Blocked)), "{accepted:?}");
        s.cancel(place, ann).await.expect("withdrawn");
        s.block(ann, ben, Blocking::Lift).await.expect("lifted");
        let again = s.seek(ben, dm(2), SeekOptions::default()).await.expect("seek");
        assert_eq!(paired(&again), Some((ann, Some(ben))));
    }
}
