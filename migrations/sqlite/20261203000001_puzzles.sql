-- Puzzles the solver made: the side to move in `position` wins with
-- `answer` and with no other first move.
CREATE TABLE puzzles (
    id              INTEGER PRIMARY KEY,
    opening         TEXT    NOT NULL,
    jumps           TEXT    NOT NULL,
    position        TEXT    NOT NULL,
    answer          TEXT    NOT NULL,
    -- The main line from the answer on, space-separated.
    line            TEXT    NOT NULL,
    tries           INTEGER NOT NULL,
    plausible_tries INTEGER NOT NULL,
    difficulty      INTEGER NOT NULL,
    UNIQUE (position, opening, jumps)
);

-- Each server's puzzle of the day, fixed by whichever process asks first.
CREATE TABLE daily_puzzles (
    guild_id  INTEGER NOT NULL,
    -- Days since the Unix epoch, UTC.
    day       INTEGER NOT NULL,
    puzzle_id INTEGER NOT NULL REFERENCES puzzles (id),
    PRIMARY KEY (guild_id, day)
);

-- One attempt per member, server and day.
CREATE TABLE puzzle_attempts (
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    day        INTEGER NOT NULL,
    puzzle_id  INTEGER NOT NULL REFERENCES puzzles (id),
    -- Both sides' moves so far, space-separated: the version every update checks.
    moves      TEXT    NOT NULL DEFAULT '',
    status     TEXT    NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id, day),
    CHECK (status IN ('playing', 'solved', 'failed'))
);

-- Solved puzzles and streaks per member and server.
CREATE TABLE puzzle_scores (
    guild_id        INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    solved          INTEGER NOT NULL,
    streak          INTEGER NOT NULL,
    best_streak     INTEGER NOT NULL,
    last_solved_day INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
CREATE INDEX puzzle_scores_by_solved ON puzzle_scores (guild_id, solved, best_streak);
