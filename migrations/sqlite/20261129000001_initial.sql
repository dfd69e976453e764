-- Games, challenges, moves, ratings and server settings.
--
-- Ids are Discord snowflakes stored as BIGINT (bit-cast from u64); times are
-- milliseconds since the Unix epoch. Consistency under concurrent writers
-- (several bot processes included) comes from the constraints below and from
-- every state change being an UPDATE guarded by the expected `ply`/status.

-- One row from challenge to result: a game is an accepted challenge.
CREATE TABLE games (
    id             INTEGER PRIMARY KEY,
    guild_id       BIGINT  NOT NULL,
    channel_id     BIGINT  NOT NULL,
    challenger_id  BIGINT  NOT NULL,
    opponent_id    BIGINT  NOT NULL,
    -- The challenger's wish: black, white or random; settled at the start.
    colour_choice  TEXT    NOT NULL,
    black_id       BIGINT,
    white_id       BIGINT,
    status         TEXT    NOT NULL,
    size           TEXT    NOT NULL,
    opening        TEXT    NOT NULL,
    jumps          TEXT    NOT NULL,
    rated          BOOLEAN NOT NULL,
    ai_level       INTEGER,
    -- Moves played so far: the version every update of a running game checks.
    ply            INTEGER NOT NULL DEFAULT 0,
    -- Every move, in order: canonical notations, and the times they were made
    -- (ms), space-separated. Black made the odd plies, White the even ones.
    -- Kept in the game's row so that a move is one guarded UPDATE.
    move_list      TEXT    NOT NULL DEFAULT '',
    move_times     TEXT    NOT NULL DEFAULT '',
    -- The position after `ply` moves, a cache checked against the moves on load.
    position       TEXT    NOT NULL,
    winner         TEXT,
    end_reason     TEXT,
    created_at     BIGINT  NOT NULL,
    updated_at     BIGINT  NOT NULL,
    expires_at     BIGINT,
    turn_deadline  BIGINT,
    reminder_at    BIGINT,
    reminded       BOOLEAN NOT NULL DEFAULT FALSE,
    finished_at    BIGINT,
    CHECK (status IN ('challenge', 'active', 'finished', 'declined', 'cancelled', 'expired', 'aborted')),
    CHECK (colour_choice IN ('black', 'white', 'random')),
    CHECK (winner IS NULL OR winner IN ('black', 'white')),
    CHECK (challenger_id <> opponent_id)
);

-- At most one open challenge or running game per channel (threads are channels).
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status IN ('challenge', 'active');
CREATE INDEX games_by_status_deadline ON games (status, turn_deadline);
CREATE INDEX games_by_black ON games (guild_id, black_id, finished_at);
CREATE INDEX games_by_white ON games (guild_id, white_id, finished_at);

-- Glicko-2 ratings and tallies per server.
CREATE TABLE ratings (
    guild_id    BIGINT           NOT NULL,
    user_id     BIGINT           NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       INTEGER          NOT NULL,
    wins        INTEGER          NOT NULL,
    losses      INTEGER          NOT NULL,
    -- Positive: that many wins in a row; negative: losses.
    streak      INTEGER          NOT NULL,
    updated_at  BIGINT           NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
CREATE INDEX ratings_leaderboard ON ratings (guild_id, rating DESC);

-- Rating history; the key makes a game's update happen exactly once per player.
CREATE TABLE rating_changes (
    game_id       BIGINT           NOT NULL REFERENCES games (id),
    user_id       BIGINT           NOT NULL,
    guild_id      BIGINT           NOT NULL,
    rating_before DOUBLE PRECISION NOT NULL,
    rating_after  DOUBLE PRECISION NOT NULL,
    deviation     DOUBLE PRECISION NOT NULL,
    changed_at    BIGINT           NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_changes_by_user ON rating_changes (guild_id, user_id, changed_at);

CREATE TABLE guild_settings (
    guild_id         BIGINT PRIMARY KEY,
    turn_limit_secs  BIGINT NOT NULL,
    size             TEXT   NOT NULL,
    opening          TEXT   NOT NULL,
    jumps            TEXT   NOT NULL,
    updated_at       BIGINT NOT NULL
);

-- Channels where games may be played; a server with none allows every channel.
CREATE TABLE allowed_channels (
    guild_id    BIGINT NOT NULL,
    channel_id  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
);

-- Display names last seen, for leaderboards and captions after a restart.
CREATE TABLE players (
    user_id       BIGINT PRIMARY KEY,
    display_name  TEXT   NOT NULL,
    updated_at    BIGINT NOT NULL
);
