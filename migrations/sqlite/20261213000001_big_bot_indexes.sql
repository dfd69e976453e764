-- A bot used by many servers: leaderboards page through an index in their
-- own order (established ratings first, then by rating), so a deep page
-- costs the entries before it and never a sort of the whole ladder.
DROP INDEX ratings_leaderboard;
-- The deviation comes last so that PostgreSQL can pass over entries without
-- reading their rows (an index-only scan needs every column the query names).
CREATE INDEX ratings_ranked ON ratings
    (guild_id, (deviation > 110.0), rating DESC, games DESC, user_id, deviation);

-- The global ladder lists only the players who chose to be (`ladder_listed`).
-- The choice is kept on their global rating as well, so the listed have an
-- index of their own: a page among them never walks the unlisted. Every
-- update of a global rating sets it again from `ladder_listed`.
ALTER TABLE ratings ADD COLUMN listed BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE ratings SET listed = TRUE
    WHERE guild_id = -1 AND user_id IN (SELECT user_id FROM ladder_listed);
CREATE INDEX ratings_listed_ranked ON ratings
    ((deviation > 110.0), rating DESC, games DESC, user_id, deviation) WHERE listed;
