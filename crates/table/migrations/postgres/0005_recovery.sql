-- Run statement by statement: a semicolon only ends a statement, never inside one or a comment.
-- A member's way back on a new device without their personal link (issue 27 point 6,
-- crates/table/src/recovery.rs). Both stores run this file: its SQL is portable.
-- The member's recovery secret: a passphrase they chose or a code shown once, kept only as an
-- argon2id hash (its PHC string), one per member: a new one replaces it.
CREATE TABLE recovery_secrets (
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    member_id VARCHAR(64) NOT NULL REFERENCES members(id),
    kind VARCHAR(16) NOT NULL,
    secret_hash TEXT NOT NULL,
    set_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, member_id)
);
-- The further personal links a member holds, one per device where they recovered their access
-- (each token's SHA-256), all revoked when the member renews their link.
CREATE TABLE member_tokens (
    token_hash VARCHAR(64) PRIMARY KEY,
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables(id),
    member_id VARCHAR(64) NOT NULL REFERENCES members(id),
    created_ms BIGINT NOT NULL
)
