//! Why storage failed, typed so that callers can tell a failure worth retrying (contention, a
//! database briefly gone) from one that is not (a broken disk, a corrupt record).

/// Why storage failed. The three questions a caller asks are [`StoreError::is_contention`],
/// [`StoreError::is_unavailable`] and [`StoreError::is_commit_unknown`]; everything else is a
/// failure that trying again will not mend.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The embedded database failed (its own error kept as the source: the trait does not name
    /// the engine behind it).
    #[error("the database failed: {0}")]
    Database(#[source] Box<dyn std::error::Error + Send + Sync>),
    #[error("a transaction failed: {0}")]
    Transaction(String),
    #[error("a record could not be encoded: {0}")]
    Encode(#[from] serde_json::Error),
    #[error("an earlier write to the database failed ({0}); restart to recover")]
    Failed(String),
    #[error("a lock of the store is poisoned (a thread panicked while holding it)")]
    Poisoned,
    /// The database gave up on this transaction because another one conflicted with it
    /// (serialisation failure 40001 or deadlock 40P01). Normal under contention: run the whole
    /// unit again.
    #[error("the database refused a conflicting transaction ({code}): {message}")]
    Contention { code: String, message: String },
    /// No primary answers: the connection broke, the server is shutting down (57P01–57P03), or
    /// it became a read-only standby (25006). Nothing was written; try again in a moment.
    #[error("the database is unavailable: {0}")]
    Unavailable(String),
    /// The connection died while `COMMIT` was on its way: the transaction may or may not have
    /// been applied. Only a unit that can tell (an idempotency key) may run again.
    #[error("the database may or may not have saved the last change: {0}")]
    CommitUnknown(String),
    /// A stored value that cannot be what the store wrote (a column of the wrong type).
    #[error("a stored record is corrupt: {0}")]
    Corrupt(String),
    /// Any other answer of PostgreSQL (a bad URL, a refused password, a failed migration, …).
    #[error("the PostgreSQL database failed: {0}")]
    Postgres(String),
}

impl From<sled::Error> for StoreError {
    fn from(e: sled::Error) -> StoreError {
        StoreError::Database(Box::new(e))
    }
}

impl StoreError {
    /// A conflict with another transaction (SQLSTATE 40001, 40P01): the unit may run again.
    pub fn is_contention(&self) -> bool {
        matches!(self, StoreError::Contention { .. })
    }

    /// The database cannot be reached or cannot write right now (no primary): temporary.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StoreError::Unavailable(_))
    }

    /// The last commit's outcome is unknown: retry only when the unit is idempotent.
    pub fn is_commit_unknown(&self) -> bool {
        matches!(self, StoreError::CommitUnknown(_))
    }

    /// Whether a connection that produced this error must be dropped rather than reused.
    pub fn breaks_connection(&self) -> bool {
        self.is_unavailable() || self.is_commit_unknown()
    }
}

/// SQLSTATE codes and what they mean to a caller.
pub mod sqlstate {
    /// `serialization_failure`.
    pub const SERIALIZATION_FAILURE: &str = "40001";
    /// `deadlock_detected`.
    pub const DEADLOCK_DETECTED: &str = "40P01";
    /// `read_only_sql_transaction`: a standby, or a primary demoted under us.
    pub const READ_ONLY: &str = "25006";
    /// `admin_shutdown`, `crash_shutdown`, `cannot_connect_now` (57P01–57P03).
    pub const SHUTTING_DOWN: [&str; 3] = ["57P01", "57P02", "57P03"];

    /// The kind of failure a SQLSTATE names, for the codes a caller acts on.
    pub fn kind(code: &str) -> Option<super::Kind> {
        match code {
            SERIALIZATION_FAILURE | DEADLOCK_DETECTED => Some(super::Kind::Contention),
            READ_ONLY => Some(super::Kind::Unavailable),
            c if SHUTTING_DOWN.contains(&c) => Some(super::Kind::Unavailable),
            // `connection_exception` and its subclasses (08000, 08003, 08006, …).
            c if c.starts_with("08") => Some(super::Kind::Unavailable),
            _ => None,
        }
    }
}

/// The classes of [`StoreError`] a SQLSTATE maps to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Contention,
    Unavailable,
}

/// Anything that may carry a [`StoreError`] (the service's own error type does): what the
/// retry helper looks at.
pub trait StoreFailure {
    fn store_error(&self) -> Option<&StoreError>;
}

impl StoreFailure for StoreError {
    fn store_error(&self) -> Option<&StoreError> {
        Some(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlstates_map_to_the_kind_a_caller_acts_on() {
        assert_eq!(sqlstate::kind("40001"), Some(Kind::Contention));
        assert_eq!(sqlstate::kind("40P01"), Some(Kind::Contention));
        for code in ["25006", "57P01", "57P02", "57P03", "08006", "08003"] {
            assert_eq!(sqlstate::kind(code), Some(Kind::Unavailable), "{code}");
        }
        // A unique violation or a syntax error is a bug, not something to retry.
        assert_eq!(sqlstate::kind("23505"), None);
        assert_eq!(sqlstate::kind("42601"), None);
        assert_eq!(sqlstate::kind("57014"), None);
    }
}
