-- The opening explorer's counts, kept at import: per collection, position and move played from it (move '' counts
-- the games that ended in the position), the games, their outcomes, and the sum of both players' ratings over the
-- games where both are known. Portable SQL (H2 2.x, PostgreSQL 13+).
CREATE TABLE library_moves (
  collection_id BIGINT       NOT NULL REFERENCES library_collections (id) ON DELETE CASCADE,
  position_key  BIGINT       NOT NULL,
  move          VARCHAR(120) NOT NULL,
  san           VARCHAR(120) NOT NULL,
  games         BIGINT       NOT NULL,
  white_wins    BIGINT       NOT NULL,
  draws         BIGINT       NOT NULL,
  black_wins    BIGINT       NOT NULL,
  rating_sum    BIGINT       NOT NULL,
  rated_games   BIGINT       NOT NULL,
  PRIMARY KEY (collection_id, position_key, move)
);

-- The collections imported before this table.
INSERT INTO library_moves (collection_id, position_key, move, san, games, white_wins, draws, black_wins, rating_sum,
                           rated_games)
SELECT p.collection_id, p.position_key, COALESCE(p.move, ''), MAX(COALESCE(p.san, '')), COUNT(*),
       SUM(CASE WHEN g.outcome = 'w' THEN 1 ELSE 0 END), SUM(CASE WHEN g.outcome = 'd' THEN 1 ELSE 0 END),
       SUM(CASE WHEN g.outcome = 'b' THEN 1 ELSE 0 END),
       SUM(CASE WHEN g.white_elo IS NOT NULL AND g.black_elo IS NOT NULL THEN g.white_elo + g.black_elo ELSE 0 END),
       SUM(CASE WHEN g.white_elo IS NOT NULL AND g.black_elo IS NOT NULL THEN 1 ELSE 0 END)
FROM library_positions p JOIN library_games g ON g.id = p.game_id
GROUP BY p.collection_id, p.position_key, COALESCE(p.move, '');
