-- Vacations: a member's pause of their games in one place (a server, or
-- DMs for games between servers). While a vacation is unsettled, the
-- member's turns there (tournament games aside) neither remind nor
-- forfeit, if it began before the turn's deadline. Settling it, once, by
-- one process (at its end, or when cut short), moves each of their turn
-- deadlines on by the time the vacation stopped that clock. Moves never
-- read this table, so a move and a vacation can't race.
CREATE TABLE vacations (
    id         INTEGER PRIMARY KEY,
    guild_id   BIGINT  NOT NULL,
    user_id    BIGINT  NOT NULL,
    starts_at  BIGINT  NOT NULL,
    -- Set to the moment it was cut short, if it was.
    ends_at    BIGINT  NOT NULL,
    settled    BOOLEAN NOT NULL DEFAULT FALSE,
    -- Whether the member's opponents were told it ended (once, by one process).
    announced  BOOLEAN NOT NULL DEFAULT FALSE,
    CHECK (ends_at >= starts_at)
);
-- One running vacation per member and place.
CREATE UNIQUE INDEX vacations_one_running ON vacations (guild_id, user_id) WHERE NOT settled;
-- The allowance: a member's vacations of the last year.
CREATE INDEX vacations_by_member ON vacations (guild_id, user_id, starts_at);
CREATE INDEX vacations_to_settle ON vacations (ends_at) WHERE NOT settled;
CREATE INDEX vacations_to_announce ON vacations (id) WHERE settled AND NOT announced;

-- Days of vacation a member may take in a year, in this server.
ALTER TABLE guild_settings ADD COLUMN vacation_days BIGINT NOT NULL DEFAULT 14;
