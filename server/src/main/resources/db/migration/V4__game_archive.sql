-- The players' archives: a player's games newest first, filtered, a page at a time (keyset on id, which grows with
-- creation). One index per colour, so "white_id = ? ORDER BY id DESC" and its black twin are each a backward range
-- scan that stops after a page; the archive merges the two. Portable SQL (H2 2.x, PostgreSQL 13+).

CREATE INDEX games_white_archive ON games (white_id, id);
CREATE INDEX games_black_archive ON games (black_id, id);

-- The rating history of one player in one game and pool, in order, for the profile's chart.
CREATE INDEX rating_history_series ON rating_history (account_id, game, pool, id);
