-- The message that carries a game's live controls: its newest board (or its
-- challenge). Older boards lose their menu and buttons when a new one is
-- posted, and a click on an old control links here. NULL until one is posted.
ALTER TABLE games ADD COLUMN board_message_id BIGINT;

-- Members who asked for their turn notices by direct message, per server.
CREATE TABLE dm_notices (
    guild_id BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
