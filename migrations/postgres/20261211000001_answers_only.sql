-- Games where the bot is not a member (a direct message or group DM between
-- players, or a server only a player installed the app for): the bot may
-- answer interactions there but never post, so reminders and forfeits go
-- by direct message, and a forfeit waits in `channel_notices` to be told
-- on the channel's next interaction.
ALTER TABLE games ADD COLUMN answers_only BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE channel_notices (
    channel_id BIGINT NOT NULL,
    game_id    BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (channel_id, game_id)
);
