-- The explorer at any size: its side panel's games are kept beside the counts, so a query from any position reads
-- only the rows of that position's next moves, however many games reached it. Per collection, position and move:
-- the last game stored through it (highest id), and the best-rated one (highest sum of both players' ratings, the
-- first stored among equals) with that sum (null when no game there has both ratings).
-- library_positions keeps only what the position search reads (the moves are in library_moves).
-- Portable SQL (H2 2.x, PostgreSQL 13+).
ALTER TABLE library_moves ADD COLUMN last_game_id BIGINT;
ALTER TABLE library_moves ADD COLUMN best_game_id BIGINT;
ALTER TABLE library_moves ADD COLUMN best_rating INTEGER;

UPDATE library_moves m SET last_game_id = (
  SELECT MAX(p.game_id) FROM library_positions p
  WHERE p.position_key = m.position_key AND p.collection_id = m.collection_id AND COALESCE(p.move, '') = m.move);

UPDATE library_moves m SET best_rating = (
  SELECT MAX(g.white_elo + g.black_elo) FROM library_positions p JOIN library_games g ON g.id = p.game_id
  WHERE p.position_key = m.position_key AND p.collection_id = m.collection_id AND COALESCE(p.move, '') = m.move
    AND g.white_elo IS NOT NULL AND g.black_elo IS NOT NULL);

UPDATE library_moves m SET best_game_id = (
  SELECT MIN(p.game_id) FROM library_positions p JOIN library_games g ON g.id = p.game_id
  WHERE p.position_key = m.position_key AND p.collection_id = m.collection_id AND COALESCE(p.move, '') = m.move
    AND g.white_elo + g.black_elo = m.best_rating)
WHERE best_rating IS NOT NULL;

ALTER TABLE library_positions DROP COLUMN move;
ALTER TABLE library_positions DROP COLUMN san;
