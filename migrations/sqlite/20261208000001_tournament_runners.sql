-- The role whose members may run tournaments in a server, besides those
-- with Manage Server; none by default.
CREATE TABLE tournament_runners (
    guild_id BIGINT PRIMARY KEY,
    role_id  BIGINT NOT NULL
);
