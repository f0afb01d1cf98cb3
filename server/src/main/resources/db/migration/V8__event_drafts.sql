-- An event's rounds paired as drafts before they are published, and the byes it lets players ask for. Portable SQL
-- (H2 2.x, PostgreSQL 13+).

-- Which byes a player may ask for: any of H (half point), Z (zero), F (full point); NULL: H and Z.
ALTER TABLE events ADD COLUMN requested_byes VARCHAR(3);

-- A round paired with {"publish": false} is a draft: only its arbiters see it and may change its boards; results go
-- only on a published round. published_at: when it was published (the TRF's round dates).
ALTER TABLE event_rounds ADD COLUMN published BOOLEAN DEFAULT TRUE NOT NULL;
ALTER TABLE event_rounds ADD COLUMN published_at TIMESTAMP WITH TIME ZONE;
UPDATE event_rounds SET published_at = paired_at;
