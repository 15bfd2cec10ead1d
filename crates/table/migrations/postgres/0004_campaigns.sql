-- Run statement by statement: a semicolon only ends a statement, never inside one or a comment.
-- A table is a campaign of sessions (issue 32, crates/table/src/campaign.rs). Both stores run
-- this file: its SQL is portable. The row's seed and commitment are the current session's;
-- `session` is its number and `session_since` the event that ended the one before (0 in the
-- first session). Tables stored before stay in their first session.
ALTER TABLE game_tables ADD COLUMN session BIGINT NOT NULL DEFAULT 1;
ALTER TABLE game_tables ADD COLUMN session_since BIGINT NOT NULL DEFAULT 0;
-- The GM's private notes of each session: never an event (the log is every member's), never
-- in a player's export.
CREATE TABLE session_notes (
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    session BIGINT NOT NULL,
    notes TEXT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, session)
);
-- One-time codes that carry a character (sheet and state) to another table of the same system,
-- stored only as their SHA-256 and deleted when used.
CREATE TABLE travel_codes (
    code_hash VARCHAR(64) PRIMARY KEY,
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    character_id VARCHAR(64) NOT NULL REFERENCES characters(id),
    expires_ms BIGINT NOT NULL
)
