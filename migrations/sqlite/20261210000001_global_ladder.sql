-- The global ladder: every rated game, in any server, also rates both
-- players here. Its ratings are rows of `ratings` under server id -1 (u64::MAX as
-- stored), which no Discord server has; this table lists the players who chose to appear
-- on its leaderboard (nobody by default), with the name they chose it under.
CREATE TABLE ladder_listed (
    user_id   BIGINT PRIMARY KEY,
    name      TEXT   NOT NULL,
    listed_at BIGINT NOT NULL
);
