-- Events played in the club (online, or hybrid: some boards online) and players joining by themselves; games
-- created by an event or an arena. Portable SQL (H2 2.x, PostgreSQL 13+).

-- NULL: over the board (results entered by the arbiter). online: every board whose players are linked to club
-- accounts is a club game; hybrid: only the boards whose two players are both linked and marked remote.
ALTER TABLE events ADD COLUMN play_mode VARCHAR(10);
ALTER TABLE events ADD COLUMN rated BOOLEAN;              -- the club games change the club's ratings
ALTER TABLE events ADD COLUMN wait_seconds INTEGER;       -- no first move within it: a forfeit loss
ALTER TABLE events ADD COLUMN auto_pair BOOLEAN;          -- the next round is paired when the last game ends
ALTER TABLE events ADD COLUMN pause_seconds INTEGER;      -- ... this long after it
ALTER TABLE events ADD COLUMN starts_at TIMESTAMP WITH TIME ZONE;   -- round 1 is paired then (auto_pair)

-- Players joining by themselves (NULL entry_open: only the arbiters register), and the organiser's conditions.
ALTER TABLE events ADD COLUMN entry_open BOOLEAN;
ALTER TABLE events ADD COLUMN max_players INTEGER;
ALTER TABLE events ADD COLUMN min_rating INTEGER;         -- the club rating of the event's game and pool
ALTER TABLE events ADD COLUMN max_rating INTEGER;
ALTER TABLE events ADD COLUMN min_rated_games INTEGER;    -- rated games in that pool
ALTER TABLE events ADD COLUMN entry_category VARCHAR(40); -- the age group (event category) a player must be in
ALTER TABLE events ADD COLUMN invitation_code VARCHAR(40);

-- A hybrid event's player who plays online (a player who joined by themselves does).
ALTER TABLE event_players ADD COLUMN remote BOOLEAN DEFAULT FALSE NOT NULL;

-- The club game of an online board.
ALTER TABLE event_boards ADD COLUMN game_id BIGINT;

-- Who created a game besides two players: "event:E:R:B" (event E, round R, board B) or "arena:A:N" (arena A's
-- N-th pairing). Unique, so the same board's game is never created twice, even by a server that was killed
-- between creating a game and noting it. first_move_seconds: the wait before a side that has not made its
-- first move loses (such games are not aborted); NULL: the server's wait before an abort.
ALTER TABLE games ADD COLUMN origin VARCHAR(60);
ALTER TABLE games ADD COLUMN first_move_seconds INTEGER;
CREATE UNIQUE INDEX games_origin ON games (origin);
