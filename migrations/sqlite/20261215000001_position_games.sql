-- A game set up from a position (`challenge position:`) starts there
-- instead of the full board; NULL for every other game. Its side to move
-- shifts who moves at each ply: the queries that ask whose turn it is read
-- it from here (store::TO_MOVE), the engine from the replayed game.
ALTER TABLE games ADD COLUMN start_position TEXT;
