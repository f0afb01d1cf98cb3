-- The moves of a board's game when they were entered with its result. Portable SQL (H2 2.x, PostgreSQL 13+).

-- moves: the rules module's canonical notation (UCI for chess, PDN numbers for draughts), space-separated, from
-- the start position. Removed with the board (a round undone) and when the board's result is cleared.
CREATE TABLE event_games (
  event_id  BIGINT         NOT NULL,
  round_no  INTEGER        NOT NULL,
  board_no  INTEGER        NOT NULL,
  moves     VARCHAR(40000) NOT NULL,
  PRIMARY KEY (event_id, round_no, board_no),
  FOREIGN KEY (event_id, round_no, board_no) REFERENCES event_boards (event_id, round_no, board_no) ON DELETE CASCADE
);
