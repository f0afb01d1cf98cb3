-- Account settings and recovery: an e-mail address for password resets, the language of the pages, the moment an
-- account was closed by its owner (its games stay; its name becomes "~ID"), and one-time password reset links.
ALTER TABLE accounts ADD COLUMN email VARCHAR(254);          -- lower case; several accounts may share one (a family)
ALTER TABLE accounts ADD COLUMN language VARCHAR(5);         -- pt-BR | pt-PT | en; null: the browser's
ALTER TABLE accounts ADD COLUMN closed_at TIMESTAMP WITH TIME ZONE;
CREATE INDEX accounts_email ON accounts (email);

-- A reset link is known by the SHA-256 of its token, as sessions are; it works once (used_at) and until expires_at.
CREATE TABLE password_resets (
  token_hash  VARCHAR(64) PRIMARY KEY,
  account_id  BIGINT      NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at  TIMESTAMP WITH TIME ZONE NOT NULL,
  expires_at  TIMESTAMP WITH TIME ZONE NOT NULL,
  used_at     TIMESTAMP WITH TIME ZONE
);
CREATE INDEX password_resets_account ON password_resets (account_id, created_at);
