-- Which process is playing the bot's owed turn, until when: several bot
-- processes find the same owed turn, and only the one whose claim took
-- thinks about it. A claim that outlives its process lapses at this time.
ALTER TABLE games ADD COLUMN ai_claimed_until BIGINT;
