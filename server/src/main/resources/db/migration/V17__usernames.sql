-- Every name an account has ever had (lower case), kept when the account is closed: a name is never given to a new
-- account, as on lichess, so a closed account's games, shown under its deleted name, are never mistaken for
-- another's. Accounts closed before this migration were renamed "~ID" and their first name is not known.
CREATE TABLE usernames (
  username_lower  VARCHAR(20) PRIMARY KEY,
  account_id      BIGINT      NOT NULL REFERENCES accounts (id)
);
INSERT INTO usernames (username_lower, account_id) SELECT username_lower, id FROM accounts WHERE closed_at IS NULL;
