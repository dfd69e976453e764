-- Live games on the clock: minutes each plus seconds a move (Fischer). Both
-- NULL for a correspondence game. `black_left_ms`/`white_left_ms` hold each
-- clock as its player's turn began; the clock running now is the turn
-- deadline less the time, so the database's deadline stays the one truth
-- that forfeits and the guarded move both read.
ALTER TABLE games ADD COLUMN clock_ms BIGINT;
ALTER TABLE games ADD COLUMN increment_ms BIGINT;
ALTER TABLE games ADD COLUMN black_left_ms BIGINT;
ALTER TABLE games ADD COLUMN white_left_ms BIGINT;
-- The flag watchers' question, asked ten times a second by each process.
CREATE INDEX games_live_deadlines ON games (turn_deadline) WHERE clock_ms IS NOT NULL AND status = 'active';
