//! An external USI engine in a child process, for the strongest two-player play.
//!
//! Each [`UsiEngine`] owns its own process and a reader thread, so one table's engine never waits for
//! another's. [`Player::choose`] blocks the calling thread for at most the budget plus a margin: call it
//! from a thread of its own (e.g. `spawn_blocking`) in async code. The process is started on first use,
//! restarted when it has died, and killed when it does not answer in time.

use super::review::{Evaluation, Judge, JudgedBy, ReviewLimit, Verdict};
use super::{Budget, Player};
use crate::rules::handicap::STARTPOS;
use crate::rules::{Game, Move};
use std::collections::BTreeMap;
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

/// An evaluation in an `info … score` line, from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UsiScore {
    /// `score cp N`: centipawns (a pawn ≈ 100).
    Cp(i32),
    /// `score mate N`: mate in N plies; negative when the side to move is mated. `mate +` and
    /// `mate -` (no length) read as [`UsiScore::UNKNOWN_MATE`] plies.
    Mate(i32),
}

impl UsiScore {
    /// The length given to a `mate +` / `mate -` with no number.
    pub const UNKNOWN_MATE: i32 = 255;
}

/// What an engine said about one position: its move and its last exact score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    /// The move of `bestmove` when it is legal; `None` for `resign`, `win` or an illegal move.
    pub best: Option<Move>,
    /// The score of the last `info` line of the main line (`multipv 1` or none) that was not a
    /// `lowerbound` / `upperbound`, or the last bound if there was nothing else.
    pub score: Option<UsiScore>,
    /// The principal variation of that line, as written (USI moves, maybe a `pass`).
    pub pv: Vec<String>,
    /// The nodes the engine reported for it, if it did.
    pub nodes: Option<u64>,
}

/// Reads the score, nodes and principal variation of an `info` line; `None` when it has no
/// score or is about another line than the main one (`multipv 2` …). The flag says whether the
/// score was a bound.
pub fn parse_info(line: &str) -> Option<(UsiScore, bool, Option<u64>, Vec<String>)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.first() != Some(&"info") {
        return None;
    }
    let mut score = None;
    let mut bound = false;
    let mut nodes = None;
    let mut pv = Vec::new();
    let mut i = 1;
    while i < words.len() {
        match words[i] {
            "multipv" => {
                if words.get(i + 1).is_some_and(|w| *w != "1") {
                    return None;
                }
                i += 2;
            }
            "nodes" => {
                nodes = words.get(i + 1).and_then(|w| w.parse().ok());
                i += 2;
            }
            "score" => {
                let kind = words.get(i + 1).copied();
                let value = words.get(i + 2).copied().unwrap_or("");
                score = match kind {
                    Some("cp") => value.parse().ok().map(UsiScore::Cp),
                    Some("mate") => match value {
                        "+" => Some(UsiScore::Mate(UsiScore::UNKNOWN_MATE)),
                        "-" => Some(UsiScore::Mate(-UsiScore::UNKNOWN_MATE)),
                        v => v.parse().ok().map(UsiScore::Mate),
                    },
                    _ => None,
                };
                i += 3;
                if let Some(&("lowerbound" | "upperbound")) = words.get(i) {
                    bound = true;
                    i += 1;
                }
            }
            // The rest of the line is the variation (`string` is free text).
            "pv" => {
                pv = words[i + 1..].iter().map(|w| w.to_string()).collect();
                break;
            }
            "string" => break,
            _ => i += 1,
        }
    }
    score.map(|s| (s, bound, nodes, pv))
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
    /// The engine's own option that bounds the depth, for engines that do not understand
    /// `go depth` (gpsusi: `LimitDepth`).
    depth_option: Option<String>,
    running: Option<Running>,
    engine_name: Option<String>,
    /// The defaults the engine gave in its `option name … default …` lines.
    defaults: BTreeMap<String, String>,
    /// Options set since the start, beyond those of [`UsiEngine::option`], with their values.
    changed: BTreeMap<String, String>,
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
            depth_option: None,
            running: None,
            engine_name: None,
            defaults: BTreeMap::new(),
            changed: BTreeMap::new(),
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

    /// Sends depth budgets as `setoption name NAME value DEPTH` and a `go` with a long byoyomi,
    /// for engines that refuse `go depth` (gpsusi, whose `LimitDepth` runs from 4 to 10).
    pub fn depth_option(mut self, name: &str) -> UsiEngine {
        self.depth_option = Some(name.to_string());
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
                if let Some((name, default)) = option_default(line) {
                    self.defaults.insert(name, default);
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
        self.changed.clear();
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

    /// The `go` command for `budget`, the options to set before it, and the time to wait for
    /// its `bestmove` (before the margin).
    fn go_command(&self, budget: Budget) -> (String, Vec<(String, String)>, Duration) {
        let (go, time) = self.go_only(budget);
        let mut options = Vec::new();
        if let Some(name) = &self.depth_option {
            match (budget.time, budget.depth) {
                (None, Some(d)) => options.push((name.clone(), d.to_string())),
                // Back to the engine's own depth limit for thinking on time.
                _ => {
                    if self.changed.contains_key(name) {
                        if let Some(v) = self.configured_or_default(name) {
                            options.push((name.clone(), v));
                        }
                    }
                }
            }
        }
        (go, options, time)
    }

    /// The value an option has when nothing changed it: as configured, else the engine's default.
    fn configured_or_default(&self, name: &str) -> Option<String> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .or_else(|| self.defaults.get(name).cloned())
    }

    fn go_only(&self, budget: Budget) -> (String, Duration) {
        if budget.time.is_none() {
            if let Some(d) = budget.depth {
                if self.depth_option.is_some() {
                    // The option bounds the search; the byoyomi only caps it.
                    let cap = self.default_time * 30;
                    return (
                        format!("go btime 0 wtime 0 byoyomi {}", cap.as_millis()),
                        cap,
                    );
                }
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
        Ok(self.analyse(game, budget)?.best)
    }

    /// Sets an option now (`setoption`), starting the engine if needed; it holds until
    /// [`UsiEngine::restore_option`] or the next start.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), UsiError> {
        self.start()?;
        if self.changed.get(name).map(String::as_str) == Some(value) {
            return Ok(());
        }
        let r = self.running.as_mut().ok_or(UsiError::Exited)?;
        r.send(&format!("setoption name {name} value {value}"))?;
        self.changed.insert(name.to_string(), value.to_string());
        Ok(())
    }

    /// Gives an option set by [`UsiEngine::set_option`] back its configured value (or the
    /// engine's default). Nothing to do when the engine is not running: a start sets it anew.
    pub fn restore_option(&mut self, name: &str) -> Result<(), UsiError> {
        if self.changed.remove(name).is_none() {
            return Ok(());
        }
        let Some(value) = self.configured_or_default(name) else {
            return Ok(());
        };
        if let Some(r) = self.running.as_mut() {
            r.send(&format!("setoption name {name} value {value}"))?;
        }
        Ok(())
    }

    /// Waits until the engine has taken every command sent so far (`isready` … `readyok`), e.g.
    /// options put back, so that the next user finds it settled; nothing when it is not running.
    pub fn sync(&mut self) -> Result<(), UsiError> {
        let margin = self.margin;
        let Some(r) = self.running.as_mut() else {
            return Ok(());
        };
        let result = r
            .send("isready")
            .and_then(|_| r.wait_for("readyok", Instant::now() + margin, "isready"));
        if let Err(e) = result {
            self.kill();
            return Err(e);
        }
        Ok(())
    }

    /// Starts a new game for the engine (`usinewgame`), e.g. so that a review starts from an
    /// empty hash and repeats.
    pub fn begin_game(&mut self) -> Result<(), UsiError> {
        self.start()?;
        let r = self.running.as_mut().ok_or(UsiError::Exited)?;
        r.send("usinewgame")
    }

    /// Asks for the move and the score of the game's position (`go` within `budget`); the
    /// process is killed on a time-out or a protocol failure.
    pub fn analyse(&mut self, game: &Game, budget: Budget) -> Result<Analysis, UsiError> {
        self.start()?;
        let (go, options, time) = self.go_command(budget);
        for (name, value) in &options {
            if let Err(e) = self.set_option(name, value) {
                self.kill();
                return Err(e);
            }
        }
        let margin = self.margin;
        let Some(r) = self.running.as_mut() else {
            return Err(UsiError::Exited);
        };
        let mut analysis = Analysis::default();
        let mut exact = false;
        let result = (|| {
            r.send("isready")?;
            r.wait_for("readyok", Instant::now() + margin, "isready")?;
            r.send(&Self::position_command(game))?;
            r.send(&go)?;
            let mut deadline = Instant::now() + time + margin;
            let mut stopped = false;
            loop {
                let line = match r.wait_for("", deadline, if stopped { "stop" } else { "go" }) {
                    Ok(line) => line,
                    Err(UsiError::Timeout(_)) if !stopped => {
                        r.send("stop")?;
                        stopped = true;
                        deadline = Instant::now() + margin;
                        continue;
                    }
                    Err(e) => return Err(e),
                };
                let line = line.trim();
                if line.starts_with("bestmove") {
                    return Ok(line.to_string());
                }
                if let Some((score, bound, nodes, pv)) = parse_info(line) {
                    // A bound never replaces an exact score of the same search.
                    if !bound || !exact {
                        exact = !bound;
                        analysis.score = Some(score);
                        analysis.nodes = nodes;
                        analysis.pv = pv;
                    }
                }
            }
        })();
        let line = match result {
            Ok(line) => line,
            Err(e) => {
                self.kill();
                return Err(e);
            }
        };
        let word = line.split_whitespace().nth(1).unwrap_or("");
        let legal = game.position().legal_moves();
        analysis.best = Move::parse_usi(word).ok().filter(|m| legal.contains(m));
        Ok(analysis)
    }

    fn kill(&mut self) {
        if let Some(mut r) = self.running.take() {
            r.kill();
        }
        self.changed.clear();
    }
}

/// The name and default of an `option name NAME type … default VALUE …` line.
fn option_default(line: &str) -> Option<(String, String)> {
    let rest = line.strip_prefix("option name ")?;
    let (name, rest) = rest.split_once(" type ")?;
    let (_, after) = rest.split_once(" default ")?;
    let value = after.split_whitespace().next()?;
    Some((name.trim().to_string(), value.to_string()))
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

/// A USI engine judging the positions of a review at a fixed node count or depth per position,
/// so that a review of the same game repeats.
pub struct UsiJudge<'a> {
    pub engine: &'a mut UsiEngine,
    pub limit: ReviewLimit,
}

impl UsiJudge<'_> {
    fn budget(&self) -> Budget {
        match self.limit {
            ReviewLimit::Nodes(n) => Budget::nodes(n),
            ReviewLimit::Depth(d) => Budget::depth(d),
        }
    }
}

impl Judge for UsiJudge<'_> {
    fn judge(&mut self, game: &Game) -> Result<Verdict, String> {
        let budget = self.budget();
        let analysis = self
            .engine
            .analyse(game, budget)
            .map_err(|e| e.to_string())?;
        let to_move = match game.position().turn() {
            crate::rules::Color::Sente => 1,
            crate::rules::Color::Gote => -1,
        };
        let evaluation = match analysis.score {
            Some(UsiScore::Cp(cp)) => Evaluation::Score(cp.saturating_mul(to_move)),
            // `mate 0`: the side to move is mated already.
            Some(UsiScore::Mate(0)) => Evaluation::Mate(-to_move),
            Some(UsiScore::Mate(n)) => Evaluation::Mate(n * to_move),
            None => {
                return Err(format!(
                    "the engine gave no score after move {} (an opening-book move?)",
                    game.ply()
                ))
            }
        };
        Ok(Verdict {
            evaluation,
            best: analysis.best,
            nodes: analysis.nodes.unwrap_or(0),
        })
    }

    fn judged_by(&self) -> JudgedBy {
        JudgedBy {
            engine: Some(self.engine.name()),
            limit: self.limit,
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_give_score_bound_nodes_and_pv() {
        assert_eq!(
            parse_info(
                "info depth 10 seldepth 14 multipv 1 score cp -140 nodes 20014 nps 1 pv 5a4b 4g4f"
            ),
            Some((
                UsiScore::Cp(-140),
                false,
                Some(20014),
                vec!["5a4b".into(), "4g4f".into()]
            ))
        );
        assert_eq!(
            parse_info("info depth 6 time 542 score cp 12 nodes 75012 pv 3a2b pass 4c4d"),
            Some((
                UsiScore::Cp(12),
                false,
                Some(75012),
                vec!["3a2b".into(), "pass".into(), "4c4d".into()]
            ))
        );
        assert_eq!(
            parse_info("info score mate -3 pv 1a1b").map(|i| i.0),
            Some(UsiScore::Mate(-3))
        );
        assert_eq!(
            parse_info("info score mate + pv G*5b").map(|i| i.0),
            Some(UsiScore::Mate(UsiScore::UNKNOWN_MATE))
        );
        assert_eq!(
            parse_info("info depth 3 score cp 50 lowerbound").map(|i| i.1),
            Some(true)
        );
        // Another line than the main one, no score, free text, and other commands.
        assert_eq!(parse_info("info multipv 2 score cp 10 pv 7g7f"), None);
        assert_eq!(parse_info("info depth 3 nodes 100 currmove 7g7f"), None);
        assert_eq!(parse_info("info string score cp 5"), None);
        assert_eq!(parse_info("bestmove 7g7f"), None);
    }

    #[test]
    fn option_lines_give_their_defaults() {
        assert_eq!(
            option_default("option name LimitDepth type spin default 10 min 4 max 10"),
            Some(("LimitDepth".into(), "10".into()))
        );
        assert_eq!(
            option_default("option name Skill Level type spin default 20 min -20 max 20"),
            Some(("Skill Level".into(), "20".into()))
        );
        assert_eq!(option_default("option name Clear Hash type button"), None);
    }
}
