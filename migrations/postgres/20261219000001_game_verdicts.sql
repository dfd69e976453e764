-- The exact solver's verdicts on a finished game's positions, computed the
-- first time anyone asks and kept: the page's review and `/konane analysis`
-- read the same row, so they agree position by position, and no game is
-- solved twice. `plies` holds one word per position from the start: `?`
-- undecided within the budget, `L` the player to move loses, `W:<move>` they
-- win by that move (`W` alone where no move is known).
CREATE TABLE game_verdicts (
    game_id     BIGINT PRIMARY KEY,
    plies       TEXT   NOT NULL,
    nodes       BIGINT NOT NULL,
    computed_at BIGINT NOT NULL
);
