-- Games in threads, open challenges, and per-server thread and rating defaults.
--
-- An open challenge has no opponent until someone accepts, so `opponent_id`
-- becomes nullable. SQLite can't relax a NOT NULL in place, so the table is
-- rebuilt. Migrations run in a transaction, where foreign keys can't be
-- switched off; `rating_changes` (which refers to `games`) is therefore set
-- aside and rebuilt too, so dropping the old `games` orphans nothing.

CREATE TABLE games_new (
    id             INTEGER PRIMARY KEY,
    guild_id       BIGINT  NOT NULL,
    -- Where the game plays: its thread, or the channel itself.
    channel_id     BIGINT  NOT NULL,
    -- The channel the game's thread belongs to; NULL when it plays in a channel.
    parent_channel_id BIGINT,
    challenger_id  BIGINT  NOT NULL,
    -- NULL for an open challenge: the first member to accept plays.
    opponent_id    BIGINT,
    colour_choice  TEXT    NOT NULL,
    black_id       BIGINT,
    white_id       BIGINT,
    status         TEXT    NOT NULL,
    size           TEXT    NOT NULL,
    opening        TEXT    NOT NULL,
    jumps          TEXT    NOT NULL,
    rated          BOOLEAN NOT NULL,
    ai_level       INTEGER,
    ply            INTEGER NOT NULL DEFAULT 0,
    move_list      TEXT    NOT NULL DEFAULT '',
    move_times     TEXT    NOT NULL DEFAULT '',
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
    -- Whether the game's thread has been archived since it ended (claimed once).
    thread_archived BOOLEAN NOT NULL DEFAULT FALSE,
    CHECK (status IN ('challenge', 'active', 'finished', 'declined', 'cancelled', 'expired', 'aborted')),
    CHECK (colour_choice IN ('black', 'white', 'random')),
    CHECK (winner IS NULL OR winner IN ('black', 'white')),
    CHECK (opponent_id IS NULL OR challenger_id <> opponent_id),
    -- Only a challenge nobody took can lack an opponent.
    CHECK (opponent_id IS NOT NULL OR status IN ('challenge', 'cancelled', 'expired', 'aborted'))
);

INSERT INTO games_new (id, guild_id, channel_id, parent_channel_id, challenger_id, opponent_id,
    colour_choice, black_id, white_id, status, size, opening, jumps, rated, ai_level, ply,
    move_list, move_times, position, winner, end_reason, created_at, updated_at, expires_at,
    turn_deadline, reminder_at, reminded, finished_at, thread_archived)
SELECT id, guild_id, channel_id, NULL, challenger_id, opponent_id,
    colour_choice, black_id, white_id, status, size, opening, jumps, rated, ai_level, ply,
    move_list, move_times, position, winner, end_reason, created_at, updated_at, expires_at,
    turn_deadline, reminder_at, reminded, finished_at, FALSE
FROM games;

CREATE TABLE rating_changes_kept AS SELECT * FROM rating_changes;
DROP TABLE rating_changes;
DROP TABLE games;
ALTER TABLE games_new RENAME TO games;

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
INSERT INTO rating_changes SELECT game_id, user_id, guild_id, rating_before, rating_after,
    deviation, changed_at FROM rating_changes_kept;
DROP TABLE rating_changes_kept;
CREATE INDEX rating_changes_by_user ON rating_changes (guild_id, user_id, changed_at);

-- At most one open challenge or running game per channel or thread.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status IN ('challenge', 'active');
CREATE INDEX games_by_status_deadline ON games (status, turn_deadline);
CREATE INDEX games_by_black ON games (guild_id, black_id, finished_at);
CREATE INDEX games_by_white ON games (guild_id, white_id, finished_at);
CREATE INDEX games_by_channel ON games (channel_id, status);
-- Ended games whose thread is still to be archived.
CREATE INDEX games_threads_to_archive ON games (finished_at)
    WHERE parent_channel_id IS NOT NULL AND thread_archived = FALSE;

-- Whether games get their own thread, and whether challenges are rated unless they say.
ALTER TABLE guild_settings ADD COLUMN threads BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE guild_settings ADD COLUMN rated BOOLEAN NOT NULL DEFAULT TRUE;
