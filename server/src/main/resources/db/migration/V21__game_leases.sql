-- Which node of a cluster owns each live game (docs/server/cluster.md, "Who owns a game"). A single server writes
-- none of these rows and leaves owner_token null. Portable SQL (H2 2.x, PostgreSQL 13+); the statements that take
-- and check leases run on PostgreSQL only (a cluster node refuses H2).

-- A node is alive while its row has not expired: it renews it every second for 3 s, on the database's clock.
CREATE TABLE node_leases (
  node        VARCHAR(64) PRIMARY KEY,
  expires_at  TIMESTAMP WITH TIME ZONE NOT NULL
);

-- The node that owns a game being played, and its fencing token: raised by one at every change of owner. The owner
-- holds the game while its node lease lives; another node takes it over (token + 1) once that lease has expired.
-- Removed when the game ends.
CREATE TABLE game_leases (
  game_id  BIGINT      PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  node     VARCHAR(64) NOT NULL,
  token    BIGINT      NOT NULL
);
CREATE INDEX game_leases_node ON game_leases (node);

-- The token of the owner that stored the event (null on a single server): along a game's seqs it never decreases.
ALTER TABLE game_events ADD COLUMN owner_token BIGINT;
