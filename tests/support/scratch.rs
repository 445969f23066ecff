//! A scratch directory of a test, removed when dropped.

#![allow(dead_code)]

use std::path::PathBuf;

pub struct Scratch(pub PathBuf);

impl Scratch {
    /// An empty directory `shogiban-KIND-PID-NAME` in the system's temporary folder.
    pub fn new(kind: &str, name: &str) -> Scratch {
        let dir =
            std::env::temp_dir().join(format!("shogiban-{kind}-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch dir");
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
