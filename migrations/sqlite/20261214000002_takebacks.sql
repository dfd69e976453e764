-- Takebacks in casual games. `takeback_ply` is the ply at which the last
-- mover asked to take their move back (one request per move), open while
-- `takeback_open`. Accepting rewrites the record in one update guarded by
-- the ply, as a move is, so a takeback racing the opponent's move: exactly
-- one of them wins. The record keeps no trace; `takebacks` counts them.
ALTER TABLE games ADD COLUMN takeback_ply INTEGER;
ALTER TABLE games ADD COLUMN takeback_open BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 0;
