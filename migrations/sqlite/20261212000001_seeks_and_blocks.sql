-- Games between servers. A player seeking a game waits in `seeks` (one
-- seek each) until someone compatible asks; the pairing deletes the seek,
-- so it is claimed once whichever process pairs it. The game then plays in
-- each player's DM with the bot: `channel_id` is the seek-holder's DM and
-- `mirror_channel_id` the other player's, each showing the same game.
CREATE TABLE seeks (
    user_id     BIGINT PRIMARY KEY,
    size        TEXT   NOT NULL,
    rated       BOOLEAN NOT NULL,
    -- The seeker's global rating when seeking, and how far from it an
    -- opponent may be (NULL: any).
    rating      DOUBLE PRECISION NOT NULL,
    rating_range DOUBLE PRECISION,
    dm_channel_id BIGINT NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX seeks_by_kind ON seeks (size, rated, created_at);
CREATE INDEX seeks_by_expiry ON seeks (expires_at);

ALTER TABLE games ADD COLUMN mirror_channel_id BIGINT;
CREATE UNIQUE INDEX games_one_open_per_mirror ON games (mirror_channel_id)
    WHERE status IN ('challenge', 'active');
-- Whether two players have a game together already (a pairing's check).
CREATE INDEX games_by_pair ON games (challenger_id, opponent_id);

-- `user_id` blocked `blocked_id`: no seeks paired, challenges or games
-- between them, in any server.
CREATE TABLE blocks (
    user_id    BIGINT NOT NULL,
    blocked_id BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, blocked_id)
);
CREATE INDEX blocks_by_blocked ON blocks (blocked_id, user_id);
