-- Player search by index: every word of a library game's White and Black names (Names.words: lower case, accents
-- removed, split at anything not a letter or digit, at most 50 characters), side 'w' or 'b'. A search reads the
-- range of its longest word as a prefix in this key, then checks its other words on the game's row.
CREATE TABLE library_name_words (
  collection_id BIGINT      NOT NULL REFERENCES library_collections (id) ON DELETE CASCADE,
  word          VARCHAR(50) NOT NULL,
  side          CHAR(1)     NOT NULL,
  game_id       BIGINT      NOT NULL,
  PRIMARY KEY (collection_id, word, side, game_id)
);

-- The games stored before this table: LibraryModule.start writes their words, from the id after next_game_id up to
-- last_game_id, a batch at a time (so a stop midway goes on at the next start).
CREATE TABLE library_name_words_fill (
  next_game_id BIGINT NOT NULL,
  last_game_id BIGINT NOT NULL
);
INSERT INTO library_name_words_fill (next_game_id, last_game_id) SELECT 0, COALESCE(MAX(id), 0) FROM library_games;
