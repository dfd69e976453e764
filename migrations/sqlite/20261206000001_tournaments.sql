-- Tournaments: a sign-up, then rounds of games, then standings.
--
-- Several processes run the same tournaments. Each step happens once,
-- through a guarded update: a round is paired (and the last one closed) by
-- whoever moves `current_round` on, a board's game is set up by whoever
-- claims the board, and a game is linked to its board only while the board
-- has none.
CREATE TABLE tournaments (
    id                 INTEGER PRIMARY KEY,
    guild_id           BIGINT  NOT NULL,
    -- Where it was created; a thread-less front end plays there.
    channel_id         BIGINT  NOT NULL,
    -- Its own thread or forum post, once the front end has made it.
    home_channel_id    BIGINT,
    -- The announcement with the Join and Leave buttons.
    announcement_id    BIGINT,
    organiser_id       BIGINT  NOT NULL,
    name               TEXT    NOT NULL,
    format             TEXT    NOT NULL,
    -- Rounds asked for (Swiss), or NULL for the format's own count; fixed at the start.
    rounds             BIGINT,
    size               TEXT    NOT NULL,
    opening            TEXT    NOT NULL,
    jumps              TEXT    NOT NULL,
    rated              BOOLEAN NOT NULL,
    max_players        BIGINT  NOT NULL,
    -- When it starts by itself; NULL: when the organiser starts it.
    starts_at          BIGINT,
    -- How long each game may last from its start before it is adjudicated.
    game_secs          BIGINT  NOT NULL,
    status             TEXT    NOT NULL,
    -- Rounds paired so far.
    current_round      BIGINT  NOT NULL DEFAULT 0,
    -- Draws the colours of knockout deciders, the same on every process.
    seed               BIGINT  NOT NULL,
    scheduled_event_id BIGINT,
    created_at         BIGINT  NOT NULL,
    started_at         BIGINT,
    finished_at        BIGINT,
    CHECK (format IN ('swiss', 'round-robin', 'double-round-robin', 'knockout')),
    CHECK (status IN ('sign-up', 'running', 'finished', 'cancelled'))
);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status, id);
CREATE INDEX tournaments_by_status ON tournaments (status, starts_at);

CREATE TABLE tournament_entrants (
    tournament_id  BIGINT           NOT NULL REFERENCES tournaments (id),
    user_id        BIGINT           NOT NULL,
    -- The rating that seeds them, read again at the start.
    rating         DOUBLE PRECISION NOT NULL,
    joined_at      BIGINT           NOT NULL,
    -- The first round they are not paired in, after withdrawing or being removed.
    withdrawn_from BIGINT,
    PRIMARY KEY (tournament_id, user_id)
);

-- The boards of each round. A knockout match is one board with a leg per
-- game (two, a decider, and a replay for a game a moderator aborted).
CREATE TABLE tournament_boards (
    tournament_id  BIGINT NOT NULL REFERENCES tournaments (id),
    round          BIGINT NOT NULL,
    board          BIGINT NOT NULL,
    leg            BIGINT NOT NULL,
    kind           TEXT   NOT NULL,
    -- The player of a bye or a rest.
    black_id       BIGINT NOT NULL,
    white_id       BIGINT,
    game_id        BIGINT REFERENCES games (id),
    -- When an unfinished game is adjudicated.
    deadline       BIGINT,
    -- A process setting up the game's place holds the board until then.
    claimed_until  BIGINT,
    -- A player who withdrew before the game began: it is not played, and they lose it.
    forfeited_by   BIGINT,
    PRIMARY KEY (tournament_id, round, board, leg),
    CHECK (kind IN ('game', 'bye', 'rest')),
    CHECK ((kind = 'game') = (white_id IS NOT NULL))
);
CREATE UNIQUE INDEX tournament_boards_by_game ON tournament_boards (game_id);
CREATE INDEX tournament_boards_unstarted ON tournament_boards (tournament_id)
    WHERE kind = 'game' AND game_id IS NULL AND forfeited_by IS NULL;
