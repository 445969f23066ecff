//! An external USI engine in a child process, for the strongest two-player play.
//!
//! Each [`UsiEngine`] owns its own process and a reader thread, so one table's engine never waits for
//! another's. [`Player::choose`] blocks the calling thread for at most the budget plus a margin: call it
//! from a thread of its own (e.g. `spawn_blocking`) in async code. The process is started on first use,
//! restarted when it has died, and killed when it does not answer in time.

use super::{Budget, Player};
use crate::rules::handicap::STARTPOS;
use crate::rules::{Game, Move};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Why an external engine could not be used.
#[derive(Debug, thiserror::Error)]
pub enum UsiError {
    #[error("could not start the engine: {0}")]
    Spawn(#[source] std::io::Error),
    #[error("could not talk to the engine: {0}")]
    Io(#[from] std::io::Error),
    #[error("the engine did not answer `{0}` in time")]
    Timeout(&'static str),
    #[error("the engine exited")]
    Exited,
}

/// How to go from a budget to a `go` command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeCommand {
    /// `go byoyomi <ms>` (with zero main time), the usual way.
    Byoyomi,
    /// `go movetime <ms>`, which some engines prefer.
    MoveTime,
}

struct Running {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Running {
    fn send(&mut self, line: &str) -> Result<(), UsiError> {
        writeln!(self.stdin, "{line}")?;
        self.stdin.flush()?;
        Ok(())
    }

    /// Waits for a line starting with `prefix` until `deadline`; other lines are skipped.
    fn wait_for(
        &mut self,
        prefix: &str,
        deadline: Instant,
        what: &'static str,
    ) -> Result<String, UsiError> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    if line.trim_start().starts_with(prefix) {
                        return Ok(line);
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err(UsiError::Timeout(what)),
                Err(RecvTimeoutError::Disconnected) => return Err(UsiError::Exited),
            }
        }
    }

    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A USI engine behind the [`Player`] trait.
pub struct UsiEngine {
    program: PathBuf,
    args: Vec<String>,
    options: Vec<(String, String)>,
    time_command: TimeCommand,
    default_time: Duration,
    margin: Duration,
    startup: Duration,
    running: Option<Running>,
    engine_name: Option<String>,
    restarts: u32,
}

impl UsiEngine {
    /// An engine started as `program args…` on first use.
    pub fn new(program: impl Into<PathBuf>, args: &[&str]) -> UsiEngine {
        UsiEngine {
            program: program.into(),
            args: args.iter().map(|s| s.to_string()).collect(),
            options: Vec::new(),
            time_command: TimeCommand::Byoyomi,
            default_time: Duration::from_secs(1),
            margin: Duration::from_secs(2),
            startup: Duration::from_secs(10),
            running: None,
            engine_name: None,
            restarts: 0,
        }
    }

    /// Sends `setoption name NAME value VALUE` after every start (e.g. `USI_Hash`, `Threads`).
    pub fn option(mut self, name: &str, value: &str) -> UsiEngine {
        self.options.push((name.to_string(), value.to_string()));
        self
    }

    pub fn time_command(mut self, command: TimeCommand) -> UsiEngine {
        self.time_command = command;
        self
    }

    /// The time per move when the budget gives none (default 1 s).
    pub fn default_time(mut self, time: Duration) -> UsiEngine {
        self.default_time = time;
        self
    }

    /// How long past the budget to wait for `bestmove` before stopping and killing the engine
    /// (default 2 s); also the wait for `readyok`, and for `bestmove` after `stop`.
    pub fn margin(mut self, margin: Duration) -> UsiEngine {
        self.margin = margin;
        self
    }

    /// How long the engine may take to answer `usi` and the first `isready` (default 10 s).
    pub fn startup_timeout(mut self, timeout: Duration) -> UsiEngine {
        self.startup = timeout;
        self
    }

    /// The name the engine gave in `id name`, once started.
    pub fn engine_name(&self) -> Option<&str> {
        self.engine_name.as_deref()
    }

    /// How many times the process was started after the first.
    pub fn restarts(&self) -> u32 {
        self.restarts
    }

    /// Starts the engine if it is not running (again, if it died).
    pub fn start(&mut self) -> Result<(), UsiError> {
        if let Some(r) = &mut self.running {
            match r.child.try_wait() {
                Ok(None) => return Ok(()),
                _ => {
                    self.running = None;
                }
            }
        }
        let mut child = Command::new(&self.program)
            .args(&self.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(UsiError::Spawn)?;
        let stdin = child.stdin.take().ok_or(UsiError::Exited)?;
        let stdout = child.stdout.take().ok_or(UsiError::Exited)?;
        let (tx, rx) = mpsc::channel();
        std::thread::Builder::new()
            .name("usi-reader".into())
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            })
            .map_err(UsiError::Spawn)?;
        let mut r = Running {
            child,
            stdin,
            lines: rx,
        };
        if self.engine_name.is_some() {
            self.restarts += 1;
        }
        let result = (|| {
            r.send("usi")?;
            let deadline = Instant::now() + self.startup;
            loop {
                let line = r.wait_for("", deadline, "usi")?;
                let line = line.trim();
                if let Some(name) = line.strip_prefix("id name ") {
                    self.engine_name = Some(name.to_string());
                }
                if line == "usiok" {
                    break;
                }
            }
            if self.engine_name.is_none() {
                self.engine_name = Some(self.program.display().to_string());
            }
            for (name, value) in &self.options {
                r.send(&format!("setoption name {name} value {value}"))?;
            }
            r.send("isready")?;
            r.wait_for("readyok", Instant::now() + self.startup, "isready")?;
            r.send("usinewgame")
        })();
        match result {
            Ok(()) => {
                self.running = Some(r);
                Ok(())
            }
            Err(e) => {
                r.kill();
                Err(e)
            }
        }
    }

    /// Stops the engine process (`quit`, then kill).
    pub fn stop(&mut self) {
        if let Some(mut r) = self.running.take() {
            let _ = r.send("quit");
            let deadline = Instant::now() + Duration::from_millis(200);
            while Instant::now() < deadline {
                if let Ok(Some(_)) = r.child.try_wait() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            r.kill();
        }
    }

    /// The `position` command for a game.
    pub fn position_command(game: &Game) -> String {
        let start = game.start().to_sfen();
        let mut cmd = if start == STARTPOS {
            "position startpos".to_string()
        } else {
            format!("position sfen {start}")
        };
        if !game.moves().is_empty() {
            cmd.push_str(" moves");
            for m in game.moves() {
                cmd.push(' ');
                cmd.push_str(&m.to_usi());
            }
        }
        cmd
    }

    fn go_command(&self, budget: Budget) -> (String, Duration) {
        if budget.time.is_none() {
            if let Some(d) = budget.depth {
                return (format!("go depth {d}"), self.default_time * 30);
            }
            if let Some(n) = budget.nodes {
                return (format!("go nodes {n}"), self.default_time * 30);
            }
        }
        let t = budget.time.unwrap_or(self.default_time);
        let ms = t.as_millis().max(1);
        let cmd = match self.time_command {
            TimeCommand::Byoyomi => format!("go btime 0 wtime 0 byoyomi {ms}"),
            TimeCommand::MoveTime => format!("go movetime {ms}"),
        };
        (cmd, t)
    }

    /// Asks for a move; the process is killed on a time-out or a protocol failure.
    pub fn best_move(&mut self, game: &Game, budget: Budget) -> Result<Option<Move>, UsiError> {
        self.start()?;
        let (go, time) = self.go_command(budget);
        let margin = self.margin;
        let Some(r) = self.running.as_mut() else {
            return Err(UsiError::Exited);
        };
        let result = (|| {
            r.send("isready")?;
            r.wait_for("readyok", Instant::now() + margin, "isready")?;
            r.send(&Self::position_command(game))?;
            r.send(&go)?;
            match r.wait_for("bestmove", Instant::now() + time + margin, "go") {
                Ok(line) => Ok(line),
                Err(UsiError::Timeout(_)) => {
                    r.send("stop")?;
                    r.wait_for("bestmove", Instant::now() + margin, "stop")
                }
                Err(e) => Err(e),
            }
        })();
        let line = match result {
            Ok(line) => line,
            Err(e) => {
                if let Some(mut r) = self.running.take() {
                    r.kill();
                }
                return Err(e);
            }
        };
        let word = line.split_whitespace().nth(1).unwrap_or("");
        let legal = game.position().legal_moves();
        Ok(Move::parse_usi(word).ok().filter(|m| legal.contains(m)))
    }
}

impl Player for UsiEngine {
    /// The engine's move if it is legal. `None` when the game is over, when the engine resigns or answers
    /// an illegal move, or when it fails twice in a row (it is restarted once within the call).
    fn choose(&mut self, game: &Game, budget: Budget) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        for _ in 0..2 {
            match self.best_move(game, budget) {
                Ok(m) => return m,
                Err(UsiError::Spawn(_)) => return None,
                Err(_) => continue,
            }
        }
        None
    }

    fn name(&self) -> String {
        self.engine_name
            .clone()
            .unwrap_or_else(|| self.program.display().to_string())
    }

    fn new_game(&mut self) {
        if let Some(r) = &mut self.running {
            if r.send("usinewgame").is_err() {
                self.running = None;
            }
        }
    }
}

impl Drop for UsiEngine {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Plays with `first`, and with `second` whenever `first` has no move in a game that is not over (e.g. an
/// external engine that failed, falling back to the built-in player).
pub struct Fallback<A, B> {
    pub first: A,
    pub second: B,
}

impl<A: Player, B: Player> Player for Fallback<A, B> {
    fn choose(&mut self, game: &Game, budget: Budget) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        self.first
            .choose(game, budget)
            .or_else(|| self.second.choose(game, budget))
    }

    fn name(&self) -> String {
        self.first.name()
    }

    fn new_game(&mut self) {
        self.first.new_game();
        self.second.new_game();
    }
}
