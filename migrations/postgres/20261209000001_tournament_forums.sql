-- The forum a server's tournaments are posted in, one post each; none by
-- default (a tournament then has a thread under the channel it was set up in).
CREATE TABLE tournament_forums (
    guild_id   BIGINT PRIMARY KEY,
    channel_id BIGINT NOT NULL
);

-- The forum a tournament's post is in: its announcement is then the post's
-- first message, in the post itself, and its tags follow its state.
ALTER TABLE tournaments ADD COLUMN forum_id BIGINT;
