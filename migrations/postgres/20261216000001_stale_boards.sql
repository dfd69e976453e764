-- Old boards whose controls Discord would not let the bot take off (it kept
-- failing on its side): owed edits, tried again by the scheduler. The board's
-- clicks are answered "out of date" meanwhile; a row is deleted once the edit
-- is done or the message is gone, or after its last try.
CREATE TABLE stale_boards (
    channel_id   BIGINT  NOT NULL,
    message_id   BIGINT  NOT NULL,
    -- The game whose Follow button the board keeps, and its label, if it
    -- keeps one.
    follow_game  BIGINT,
    follow_label TEXT,
    tries        BIGINT  NOT NULL DEFAULT 0,
    due_at       BIGINT  NOT NULL,
    PRIMARY KEY (message_id)
);
CREATE INDEX stale_boards_due ON stale_boards (due_at);
