// Following games through the service, on this module's database: included
// by tests/service.rs after cases.rs, whose helpers it uses.

mod follows {
    use konane_bot::game::{FollowNotices, MAX_FOLLOWERS, ServiceError};
    use konane_bot::values::{ColourChoice, GameId, UserId};

    use super::{ALICE, BOB, CAROL, env, place, small, start_game};

    /// Who follows what, and who hears of a move or the end: players
    /// refused, only games seen from here, a change of notices kept as one
    /// follow, the followers forgotten with the game, and a game's followers
    /// capped at [`MAX_FOLLOWERS`] even when many follow at once.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn followers_are_told_as_they_chose() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let id = start_game(s, 61, small(ColourChoice::Black)).await;
        let own = s.follow(place(61), ALICE, id, FollowNotices::EveryMove).await;
        assert!(matches!(own, Err(ServiceError::FollowOwnGame(g)) if g == id), "{own:?}");
        let elsewhere = s.follow(place(62), CAROL, id, FollowNotices::EveryMove).await;
        assert!(matches!(elsewhere, Err(ServiceError::UnknownGame(_))), "{elsewhere:?}");
        let unknown = s.follow(place(61), CAROL, GameId(9_999), FollowNotices::Result).await;
        assert!(matches!(unknown, Err(ServiceError::UnknownGame(_))), "{unknown:?}");
        s.follow(place(61), CAROL, id, FollowNotices::Result).await.expect("followed");
        let dave = UserId(4);
        s.follow(place(61), dave, id, FollowNotices::EveryMove).await.expect("followed");
        assert_eq!(s.followers_to_tell(id, false).await.expect("told"), [dave]);
        assert_eq!(s.followers_to_tell(id, true).await.expect("told"), [CAROL, dave]);
        // Carol changes her mind: still one follow, now of every move.
        s.follow(place(61), CAROL, id, FollowNotices::EveryMove).await.expect("changed");
        let listed = s.followed_games(super::GUILD, CAROL).await.expect("listed");
        assert_eq!(listed.len(), 1);
        assert_eq!((listed[0].game.id, listed[0].notices), (id, FollowNotices::EveryMove));
        // In its thread, Dave hears nothing by direct message.
        s.followed_in_thread(id, dave).await.expect("in thread");
        assert_eq!(s.followers_to_tell(id, true).await.expect("told"), [CAROL]);
        s.unfollow(CAROL, id).await.expect("stopped");
        let again = s.unfollow(CAROL, id).await;
        assert!(matches!(again, Err(ServiceError::NotFollowing(_))), "{again:?}");
        s.forget_followers(id).await.expect("forgotten");
        assert!(s.followers_to_tell(id, true).await.expect("told").is_empty());

        // Many at once can't pass the cap.
        let limit = u64::from(MAX_FOLLOWERS);
        let mut tries = tokio::task::JoinSet::new();
        for n in 0..limit + 20 {
            let (s, user) = (s.clone(), UserId(10_000 + n));
            tries.spawn(async move { s.follow(place(61), user, id, FollowNotices::Result).await });
        }
        let results = tries.join_all().await;
        let full = results
            .iter()
            .filter(|r| matches!(r, Err(ServiceError::FollowersFull(_))))
            .count();
        assert!(results.iter().all(|r| r.is_ok() || matches!(r, Err(ServiceError::FollowersFull(_)))));
        assert_eq!(full, 20, "exactly the ones past {MAX_FOLLOWERS}");
        let told = s.followers_to_tell(id, true).await.expect("told");
        assert_eq!(told.len(), usize::try_from(limit).expect("small"));
        // A finished game can't be followed.
        s.resign(place(61), BOB).await.expect("resigned");
        let over = s.follow(place(61), CAROL, id, FollowNotices::Result).await;
        assert!(matches!(over, Err(ServiceError::FollowOver(_))), "{over:?}");
    }
}
