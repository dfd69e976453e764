-- Whether a game's end has been announced. A time forfeit starts unannounced
-- whoever applies it (the scheduler, or a move that arrived too late), and the
-- scheduler claims and announces each one, so the winner always hears of it.
-- Every other end is announced by the reply that made it.
ALTER TABLE games ADD COLUMN end_announced BOOLEAN NOT NULL DEFAULT TRUE;
CREATE INDEX games_unannounced ON games (id) WHERE NOT end_announced;
