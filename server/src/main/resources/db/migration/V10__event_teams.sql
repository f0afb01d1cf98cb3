-- Team events: teams of players in board order, matches of teams, each on several boards (the boards of
-- event_boards, numbered through the round: match m holds boards (m - 1) x boards + 1 to m x boards).
-- Portable SQL (H2 2.x, PostgreSQL 13+).

-- Boards per match and the match points (2/1/0 or 3/2/1/0); both NULL for an individual event.
ALTER TABLE events ADD COLUMN boards INTEGER;
ALTER TABLE events ADD COLUMN match_points VARCHAR(10);

-- team_no is the pairing number: registration order until round 1 is paired, then the seeding's.
CREATE TABLE event_teams (
  event_id  BIGINT       NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  team_no   INTEGER      NOT NULL,
  name      VARCHAR(100) NOT NULL,
  name_key  VARCHAR(100) NOT NULL,           -- the name without case, accents or extra blanks: finds duplicates
  PRIMARY KEY (event_id, team_no),
  CONSTRAINT event_teams_name UNIQUE (event_id, name_key)
);

-- A player's team and place in its board order (1 = board 1); NULL in an individual event.
ALTER TABLE event_players ADD COLUMN team_no INTEGER;
ALTER TABLE event_players ADD COLUMN board_order INTEGER;

-- black_team NULL: the team with the bye (its boards, in a Swiss, are byes of event_boards).
CREATE TABLE event_matches (
  event_id    BIGINT  NOT NULL,
  round_no    INTEGER NOT NULL,
  match_no    INTEGER NOT NULL,
  white_team  INTEGER NOT NULL,
  black_team  INTEGER,
  PRIMARY KEY (event_id, round_no, match_no),
  FOREIGN KEY (event_id, round_no) REFERENCES event_rounds (event_id, round_no) ON DELETE CASCADE
);
