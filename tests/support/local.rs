//! `shogiban local` run as a separate process, shared by the local-mode tests.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// Runs `shogiban local --data DIR EXTRA…` with `script` on its input; its output, after checking
/// that it exited successfully.
pub fn local_with(dir: &Path, extra: &[&str], script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .args(["local", "--data"])
        .arg(dir)
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}
