-- Finding a channel's open game binds the status words as parameters, which
-- the partial unique index cannot serve; this index can.
CREATE INDEX games_by_channel ON games (channel_id, status);
