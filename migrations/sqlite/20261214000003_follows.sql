-- Followers: members who asked to hear about a game they don't play, by
-- direct message at each move or only at its end. A follower of every
-- move in a game played in a thread is added to the thread instead where
-- the bot could (`in_thread`), and then gets no direct messages. Rows of a
-- finished game are deleted once its end is told.
CREATE TABLE follows (
    game_id    BIGINT  NOT NULL,
    user_id    BIGINT  NOT NULL,
    every_move BOOLEAN NOT NULL,
    in_thread  BOOLEAN NOT NULL DEFAULT FALSE,
    created_at BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
-- A member's follows, for their list and the limit.
CREATE INDEX follows_by_member ON follows (user_id);
