-- Run statement by statement: a semicolon only ends a statement, never inside one or a comment.
-- The PostgreSQL store's schema: the same tables and columns as the SQLite store's, with
-- the types its arguments are bound with (flags as BIGINT 0/1, JSON as TEXT, kept byte
-- for byte as written).
CREATE TABLE game_tables (
    id VARCHAR(64) PRIMARY KEY,
    name TEXT NOT NULL,
    system VARCHAR(16) NOT NULL,
    ruleset TEXT NOT NULL,
    invite_code VARCHAR(32) NOT NULL,
    seed VARCHAR(64) NOT NULL,
    commitment VARCHAR(64) NOT NULL,
    closed BIGINT NOT NULL,
    created_ms BIGINT NOT NULL,
    settings TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE members (
    id VARCHAR(64) PRIMARY KEY,
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    name TEXT NOT NULL,
    role VARCHAR(16) NOT NULL,
    token_hash VARCHAR(64) NOT NULL UNIQUE
);
CREATE INDEX members_by_table ON members (table_id);
CREATE TABLE characters (
    id VARCHAR(64) PRIMARY KEY,
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    owner VARCHAR(64) NOT NULL REFERENCES members(id),
    name TEXT NOT NULL,
    sheet TEXT NOT NULL,
    state TEXT NOT NULL
);
CREATE INDEX characters_by_table ON characters (table_id);
-- The log. The key (table_id, seq) is what keeps a table's numbers unique when several
-- servers write: the second writer of a number gets a unique violation.
CREATE TABLE events (
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    seq BIGINT NOT NULL,
    kind VARCHAR(32) NOT NULL,
    actor VARCHAR(64),
    character_id VARCHAR(64),
    hidden BIGINT NOT NULL,
    data TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
