-- The club's finished rated games the club explorer holds, by the game's id: at every start the server adds the ones
-- not here (a server stopped between a game's end and its addition loses none). Written once the game is stored in
-- its pool's club collection; gone with that collection. Portable SQL (H2 2.x, PostgreSQL 13+).
CREATE TABLE library_club_games (
  game_id       BIGINT NOT NULL PRIMARY KEY,
  collection_id BIGINT NOT NULL REFERENCES library_collections (id) ON DELETE CASCADE
);
CREATE INDEX library_club_games_collection ON library_club_games (collection_id);
