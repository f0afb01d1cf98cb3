-- The club explorer: one collection per game and rating pool ("chess/blitz") holding the club's finished rated
-- games, owned by nobody (owner_id NULL). Portable SQL (H2 2.x, PostgreSQL 13+).
ALTER TABLE library_collections ADD COLUMN club_pool VARCHAR(40);
ALTER TABLE library_collections ALTER COLUMN owner_id DROP NOT NULL;
CREATE UNIQUE INDEX library_collections_club ON library_collections (club_pool);
