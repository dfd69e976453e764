-- A replay's captions are in the language of the server that asked for it, so
-- keep one picture per game and language. The old pictures are only a cache:
-- each is drawn again when next asked for.
DROP TABLE replay_gifs;
CREATE TABLE replay_gifs (
    game_id     BIGINT  NOT NULL REFERENCES games (id),
    lang        TEXT    NOT NULL,
    gif         BYTEA   NOT NULL,
    created_at  BIGINT  NOT NULL,
    PRIMARY KEY (game_id, lang)
);
