//! GNU Shogi (Debian's `gnushogi`, GPL) as an opponent, driven through its xshogi text protocol in a
//! child process. Nothing of it is copied: it is only run.
//!
//! What the protocol does, as observed with version 1.4.2:
//! - `level 60 M:SS` sets a tournament time control (60 moves in M:SS); GNU Shogi then spends about
//!   M:SS / 60 per move on average, more on some moves and less on others.
//! - `force` then moves (`7g7f`, `2d2c+`, `P*5e`): both sides' moves are entered, each echoed
//!   `N. 7g7f <clock>`.
//! - `go` makes it play the side to move; `black` / `white` leave force mode with sente / gote to
//!   move and GNU Shogi playing the other side, so that our move comes next.
//! - Its moves come as `N. ... 7g7f <clock>`; `Illegal move` refuses ours; it announces the end with
//!   `mates!`, `Resigns` or `Drawn game!`. Any input while it thinks makes it play at once.

use shogiban::rules::{Color, Move};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

pub const DEFAULT_PROGRAM: &str = "/usr/games/gnushogi";

/// What GNU Shogi answered.
#[derive(Debug)]
pub enum Reply {
    Move(Move),
    Resigns,
    /// It declared the game over (mate or draw) in the given words.
    Over(String),
    /// It refused our last move.
    Illegal(String),
}

/// One line of its output, read.
pub fn parse_reply(line: &str) -> Option<Reply> {
    if line.contains("Illegal move") {
        return Some(Reply::Illegal(line.to_string()));
    }
    if line.contains("Resigns") {
        return Some(Reply::Resigns);
    }
    if line.contains("mates!") || line.contains("Drawn game") {
        return Some(Reply::Over(line.to_string()));
    }
    // "12. ... 7g7f 299890"
    let (_, rest) = line.split_once("... ")?;
    let word = rest.split_whitespace().next()?;
    Move::parse_usi(word).ok().map(Reply::Move)
}

/// One GNU Shogi process for one game.
pub struct GnuShogi {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    per_move: Duration,
    /// Moves it was made to play at once because it thought past three times its allowance.
    pub hurried: u32,
    /// Time it took for its moves, in total.
    pub thinking: Duration,
    pub moves: u32,
}

/// `level 60 M:SS` for `per_move` on average (at least one second for the 60 moves).
pub fn level_command(per_move: Duration) -> String {
    let total = (per_move.as_millis() as u64 * 60).div_ceil(1000).max(1);
    format!("level 60 {}:{:02}", total / 60, total % 60)
}

impl GnuShogi {
    /// Starts `program` without its learning file (`-h`: every game is independent) and without
    /// thinking on our time (`-a`), at `per_move`, and enters `opening` (played from the start).
    pub fn start(program: &str, per_move: Duration, opening: &[Move]) -> Result<GnuShogi, String> {
        let mut child = Command::new(program)
            .args(["-h", "-a"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {program}: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut g = GnuShogi {
            child,
            stdin,
            lines,
            per_move,
            hurried: 0,
            thinking: Duration::ZERO,
            moves: 0,
        };
        g.send(&level_command(per_move))?;
        g.send("force")?;
        for (i, m) in opening.iter().enumerate() {
            g.send(&m.to_usi())?;
            // Wait for the echo `N. move`, so that a refused move is seen here.
            loop {
                let line = g
                    .lines
                    .recv_timeout(Duration::from_secs(10))
                    .map_err(|_| format!("gnushogi did not take opening move {}", i + 1))?;
                if line.contains("Illegal") {
                    return Err(format!("gnushogi refused opening move {m}: {line}"));
                }
                if line.trim_start().starts_with(&format!("{}. ", i + 1)) {
                    break;
                }
            }
        }
        Ok(g)
    }

    fn send(&mut self, s: &str) -> Result<(), String> {
        writeln!(self.stdin, "{s}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("gnushogi closed its input: {e}"))
    }

    /// Leaves force mode with `to_move` to move and GNU Shogi playing the other side; then `play`
    /// gives it our moves.
    pub fn we_move_next(&mut self, to_move: Color) -> Result<(), String> {
        self.send(match to_move {
            Color::Sente => "black",
            Color::Gote => "white",
        })
    }

    /// Makes it play the side to move now.
    pub fn go(&mut self) -> Result<Reply, String> {
        self.send("go")?;
        self.reply()
    }

    /// Gives it our move and waits for its answer.
    pub fn play(&mut self, m: Move) -> Result<Reply, String> {
        self.send(&m.to_usi())?;
        self.reply()
    }

    fn reply(&mut self) -> Result<Reply, String> {
        let start = Instant::now();
        let mut hurried = false;
        loop {
            let wait = if hurried {
                Duration::from_secs(60)
            } else {
                (self.per_move * 3 + Duration::from_secs(1)).saturating_sub(start.elapsed())
            };
            match self.lines.recv_timeout(wait) {
                Ok(line) => {
                    if let Some(r) = parse_reply(&line) {
                        if matches!(r, Reply::Move(_)) {
                            self.thinking += start.elapsed();
                            self.moves += 1;
                        }
                        return Ok(r);
                    }
                }
                Err(RecvTimeoutError::Timeout) if !hurried => {
                    hurried = true;
                    self.hurried += 1;
                    self.send("")?;
                }
                Err(RecvTimeoutError::Timeout) => return Err("gnushogi fell silent".into()),
                Err(RecvTimeoutError::Disconnected) => return Err("gnushogi exited".into()),
            }
        }
    }
}

impl Drop for GnuShogi {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_and_time_controls_are_read_and_written() {
        assert!(matches!(
            parse_reply("12. ... 7g7f 299890"),
            Some(Reply::Move(m)) if m.to_usi() == "7g7f"
        ));
        assert!(matches!(
            parse_reply("3. ... P*5e 1000"),
            Some(Reply::Move(m)) if m.to_usi() == "P*5e"
        ));
        assert!(parse_reply("3. 7g7f 299700").is_none());
        assert!(matches!(
            parse_reply("Illegal move (no match) 8c8d"),
            Some(Reply::Illegal(_))
        ));
        assert!(matches!(parse_reply("Black mates!"), Some(Reply::Over(_))));
        assert_eq!(level_command(Duration::from_secs(1)), "level 60 1:00");
        assert_eq!(level_command(Duration::from_millis(250)), "level 60 0:15");
        assert_eq!(level_command(Duration::from_millis(1)), "level 60 0:01");
    }
}
