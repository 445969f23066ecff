//! A scratch directory of a test (`tempfile`), removed when dropped, even after a failure.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The directory's path (`.0`, or through `Deref`), and the directory itself.
pub struct Scratch(pub PathBuf, tempfile::TempDir);

impl Scratch {
    /// An empty directory `shogiban-KIND-NAME-…` in the system's temporary folder.
    pub fn new(kind: &str, name: &str) -> Scratch {
        let dir = tempfile::Builder::new()
            .prefix(&format!("shogiban-{kind}-{name}-"))
            .tempdir()
            .expect("scratch dir");
        Scratch(dir.path().to_path_buf(), dir)
    }

    /// The directory, no longer removed when the test ends (a fake engine's scripts that the
    /// test's processes keep starting).
    pub fn keep(self) -> PathBuf {
        self.1.keep()
    }
}

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}
