-- Per-server limits against squatting and ping spam: open challenges and
-- running games per member, and a pause before challenging the same member
-- again after a decline, a cancel or an expiry (0 turns it off).
ALTER TABLE guild_settings ADD COLUMN max_open_challenges INTEGER NOT NULL DEFAULT 3;
ALTER TABLE guild_settings ADD COLUMN max_running_games INTEGER NOT NULL DEFAULT 10;
ALTER TABLE guild_settings ADD COLUMN rechallenge_cooldown_secs BIGINT NOT NULL DEFAULT 600;
CREATE INDEX games_by_challenger ON games (guild_id, challenger_id, status);

-- Display names per server, since nicknames differ from one server to the
-- next. A name seen before this table existed is kept in every server where
-- its owner has played or challenged; the old global table goes.
CREATE TABLE member_names (
    guild_id      BIGINT NOT NULL,
    user_id       BIGINT NOT NULL,
    display_name  TEXT   NOT NULL,
    updated_at    BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
INSERT INTO member_names (guild_id, user_id, display_name, updated_at)
SELECT DISTINCT m.guild_id, p.user_id, p.display_name, p.updated_at
FROM players p
JOIN (SELECT guild_id, challenger_id AS user_id FROM games
      UNION SELECT guild_id, opponent_id FROM games WHERE opponent_id IS NOT NULL
      UNION SELECT guild_id, user_id FROM ratings) m ON m.user_id = p.user_id;
DROP TABLE players;

-- The replay GIF of a finished game, rendered once: a finished game's moves
-- never change, so the picture never goes stale.
CREATE TABLE replay_gifs (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    gif         BLOB    NOT NULL,
    created_at  BIGINT  NOT NULL
);
