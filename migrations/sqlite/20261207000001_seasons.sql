-- Seasons: a server's competition starts afresh from each one, while
-- ratings stay all-time. A season ranks its rated games' wins; when the
-- next season starts, the last one's table is archived here.
CREATE TABLE seasons (
    id          INTEGER PRIMARY KEY,
    guild_id    BIGINT NOT NULL,
    -- 1, 2, … in each server.
    number      BIGINT NOT NULL,
    name        TEXT   NOT NULL,
    started_by  BIGINT NOT NULL,
    started_at  BIGINT NOT NULL,
    ended_at    BIGINT,
    UNIQUE (guild_id, number)
);
-- One season runs at a time in a server: two processes starting one at once can't both.
CREATE UNIQUE INDEX seasons_one_running ON seasons (guild_id) WHERE ended_at IS NULL;

CREATE TABLE season_standings (
    season_id  BIGINT NOT NULL REFERENCES seasons (id),
    user_id    BIGINT NOT NULL,
    rank       BIGINT NOT NULL,
    wins       BIGINT NOT NULL,
    losses     BIGINT NOT NULL,
    PRIMARY KEY (season_id, user_id)
);
