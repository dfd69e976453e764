-- Channel messages Discord kept failing (5xx, or 429 to the end): owed posts,
-- sent again by the scheduler. Each keeps the nonce of its first try, which
-- Discord enforces, so a try that made the message after all is not doubled.
-- A row is deleted once the post is made, refused for good, or after its last
-- try. Controls are not kept: by the time it is sent they may be stale.
CREATE TABLE owed_posts (
    nonce       TEXT    NOT NULL,
    channel_id  BIGINT  NOT NULL,
    content     TEXT    NOT NULL,
    -- The board picture (PNG) and its alt text, if the post had one.
    board       BYTEA,
    board_alt   TEXT,
    -- The users it may ping, as comma-separated ids.
    pings       TEXT    NOT NULL,
    tries       BIGINT  NOT NULL DEFAULT 0,
    due_at      BIGINT  NOT NULL,
    PRIMARY KEY (nonce)
);
CREATE INDEX owed_posts_due ON owed_posts (due_at);
