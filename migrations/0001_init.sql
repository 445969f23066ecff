-- shogiban schema 1: every record in one key-value table, and the rows that serve as locks.
-- Plain tables, BYTEA and BIGINT only, so PostgreSQL, CockroachDB, YugabyteDB and Citus all take it.
-- Idempotent (IF NOT EXISTS): two processes starting at once, or a run cut short, do no harm.

-- One row per record: `space` names the kind of record (tables, games, settings, stats, ranks,
-- playing, pending, deadlines, quarantine, meta), `key` orders it within its space byte-wise,
-- `version` counts the writes of the row.
CREATE TABLE IF NOT EXISTS shogiban_kv (
    space   TEXT   NOT NULL,
    key     BYTEA  NOT NULL,
    value   BYTEA  NOT NULL,
    version BIGINT NOT NULL DEFAULT 1,
    PRIMARY KEY (space, key)
);

-- One row per lock name (a table, a server's shared records, a server's settings), taken with
-- SELECT … FOR UPDATE (or FOR UPDATE SKIP LOCKED by the clock loop) for the length of a command's
-- transaction. Created the first time the name is locked.
CREATE TABLE IF NOT EXISTS shogiban_locks (
    name BYTEA PRIMARY KEY
);
