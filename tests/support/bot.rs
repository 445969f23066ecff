//! A `shogiban run` process of a test, its log in a file, killed when dropped.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

pub struct BotProcess {
    pub child: Child,
    pub log: PathBuf,
}

impl BotProcess {
    /// `shogiban run --config CONFIG` with `DISCORD_TOKEN` set to `token` (never inherited), its
    /// standard error written to `log`.
    pub fn spawn(config: &Path, token: Option<&str>, log: PathBuf) -> BotProcess {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_shogiban"));
        cmd.arg("run")
            .arg("--config")
            .arg(config)
            .env_remove("DISCORD_TOKEN");
        if let Some(t) = token {
            cmd.env("DISCORD_TOKEN", t);
        }
        let child = cmd
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).expect("log file"))
            .spawn()
            .expect("start the bot");
        BotProcess { child, log }
    }

    /// What the process has logged so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
