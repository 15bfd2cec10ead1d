-- The log's hash chain (crates/table/src/chain.rs): each event's `prev`, the SHA-256 of the
-- event before it. Rows written before it stay without one ("sin cadena").
ALTER TABLE events ADD COLUMN prev VARCHAR(64);
