-- What the club's moderation and the bell must not lose in a restart: the mutes in force and each player's notices.
-- (Chat lines stay in memory: a restart empties the rooms; server/README.md, "Chat".)

-- A player muted in every room until muted_until; one row per player, replaced by a new mute, dropped once over.
CREATE TABLE chat_mutes (
  account_id   BIGINT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  muted_until  TIMESTAMP WITH TIME ZONE NOT NULL
);

-- A notice of the bell (notify/Notifications): at most 30 per player, none older than 7 days. id is the server's
-- own numbering (it goes on from the highest stored at start), the one the pages know a notice by.
CREATE TABLE notices (
  id          BIGINT       PRIMARY KEY,
  account_id  BIGINT       NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind        VARCHAR(30)  NOT NULL,                -- challenge | challengeAccepted | challengeDeclined | ...
  fields      VARCHAR(2000) NOT NULL,               -- the kind's fields as a JSON object
  created_at  TIMESTAMP WITH TIME ZONE NOT NULL,
  is_read     BOOLEAN      NOT NULL
);
CREATE INDEX notices_account ON notices (account_id, id);
