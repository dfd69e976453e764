-- The locale each member's Discord client was last seen in, as Discord
-- names it: direct messages to them use it. NULL until seen.
ALTER TABLE member_names ADD COLUMN locale TEXT;

-- Each server's languages: the one its admins chose for public messages
-- (`/konane settings language:`), and the server's locale as Discord last
-- sent it, for messages no interaction prompts (reminders, forfeits).
CREATE TABLE guild_languages (
    guild_id BIGINT PRIMARY KEY,
    chosen   TEXT,
    seen     TEXT
);
