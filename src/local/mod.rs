//! Local mode: one channel in a terminal. Each input line is `NAME: COMMAND` (`alice: challenge @bob`,
//! `bob: accept`, `alice: 7g7f`); replies are printed with a text board. It runs the same table and
//! store code as Discord, so it is also the way to try shogiban without a Discord token.
//!
//! `wait 2h` (without a name) moves the table clock forward, to try clocks without waiting.

use crate::engine::{UsiConfig, UsiPool};
use crate::rules::{Color, Seat, Square};
use crate::store::{Service, SledStore, Store};
use crate::table::command::Mention;
use crate::table::{board_png_with, Actor, Directory, Player, Reply, Table, Timestamp, UserId};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The one table of local mode.
pub const TABLE: &str = "local/terminal";

/// Names are people: the same name is the same user in every session.
pub fn user_id(name: &str) -> UserId {
    // FNV-1a over the lower-cased name: stable across runs and platforms.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.to_lowercase().bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    UserId(h)
}

struct AnyName;

impl Directory for AnyName {
    fn resolve(&self, mention: &Mention) -> Option<Player> {
        let name = mention.0.trim();
        (!name.is_empty()).then(|| Player {
            id: user_id(name),
            name: name.to_owned(),
        })
    }

    /// In the terminal the bot is the player named `shogiban`: `challenge @shogiban level=3`.
    fn computer(&self) -> Option<Player> {
        Some(Player {
            id: user_id(COMPUTER),
            name: COMPUTER.to_owned(),
        })
    }
}

/// The computer's name in local mode.
pub const COMPUTER: &str = "shogiban";

/// Options of `shogiban local`.
pub struct Options {
    pub data: PathBuf,
    /// Names allowed to act as moderators (abort any game).
    pub moderators: Vec<String>,
}

/// Runs local mode over `input`, writing replies to `output`, until the input ends.
pub fn run(options: &Options, input: impl BufRead, output: impl Write) -> anyhow::Result<()> {
    run_with_engine(options, None, input, output)
}

/// [`run`] with an external USI engine playing the strongest computer level
/// ([`crate::table::STRONG_LEVEL`]) in two-player games (`--usi-engine PATH`, `--usi-move-time MS`).
/// An engine that cannot be started is reported in the output, and the built-in player plays
/// instead.
pub fn run_with_engine(
    options: &Options,
    engine: Option<&UsiConfig>,
    input: impl BufRead,
    mut output: impl Write,
) -> anyhow::Result<()> {
    std::fs::create_dir_all(&options.data)?;
    let store: Arc<dyn Store> = Arc::new(SledStore::open(&options.data.join("db"))?);
    let mut service = Service::new(store);
    if let Some(config) = engine {
        let pool = UsiPool::new(config);
        if let Err(e) = pool.start_all() {
            writeln!(
                output,
                "! the USI engine {} could not be started ({e}); level {} uses the built-in player \
                 until it can",
                config.path.display(),
                crate::table::STRONG_LEVEL
            )?;
        }
        service = service.with_strong_engine(Arc::new(pool));
    }
    let mut offset = 0u64;
    for line in input.lines() {
        let line = line?;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let now = Timestamp(unix_now() + offset);
        if let Some(d) = line.strip_prefix("wait ") {
            match crate::table::command::parse_duration(d) {
                Ok(secs) => {
                    offset += secs;
                    let now = Timestamp(unix_now() + offset);
                    let replies = service.tick(TABLE, now)?;
                    print_replies(&service, &options.data, &replies, &mut output)?;
                }
                Err(e) => writeln!(output, "! {e}")?,
            }
            continue;
        }
        let Some((name, command)) = line.split_once(':') else {
            writeln!(
                output,
                "! write each line as NAME: COMMAND, e.g. `alice: challenge @bob`"
            )?;
            continue;
        };
        let name = name.trim();
        if name.is_empty() {
            writeln!(output, "! a line needs a name before the colon")?;
            continue;
        }
        let actor = Actor {
            id: user_id(name),
            name: name.to_owned(),
            moderator: options
                .moderators
                .iter()
                .any(|m| m.eq_ignore_ascii_case(name)),
        };
        let tick = service.tick(TABLE, now)?;
        print_replies(&service, &options.data, &tick, &mut output)?;
        match service.run(TABLE, &actor, command.trim(), now, &AnyName) {
            Ok(replies) => print_replies(&service, &options.data, &replies, &mut output)?,
            Err(e) => writeln!(output, "! {name}: {e}")?,
        }
        output.flush()?;
    }
    Ok(())
}

fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

fn print_replies(
    service: &Service,
    data: &Path,
    replies: &[Reply],
    out: &mut impl Write,
) -> anyhow::Result<()> {
    for r in replies {
        writeln!(out, "{}", r.text)?;
        if r.board {
            let table = service.table(TABLE)?;
            write!(out, "{}", text_board(&table, &r.hint))?;
            let settings = service.settings(TABLE)?;
            if let Some(png) = board_png_with(&table, r, &settings) {
                let path = next_image_path(data)?;
                std::fs::write(&path, png)?;
                writeln!(out, "image: {}", path.display())?;
            }
        }
        if let Some((name, bytes)) = &r.file {
            let dir = data.join("exports");
            std::fs::create_dir_all(&dir)?;
            let path = dir.join(name);
            std::fs::write(&path, bytes)?;
            writeln!(out, "file: {}", path.display())?;
        }
    }
    Ok(())
}

/// `DIR/images/0001.png`, `0002.png`, … continuing after the images already there.
fn next_image_path(data: &Path) -> std::io::Result<PathBuf> {
    let dir = data.join("images");
    std::fs::create_dir_all(&dir)?;
    let n = std::fs::read_dir(&dir)?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            e.file_name()
                .to_str()
                .and_then(|n| n.strip_suffix(".png"))
                .and_then(|n| n.parse::<u32>().ok())
        })
        .max()
        .unwrap_or(0);
    Ok(dir.join(format!("{:04}.png", n + 1)))
}

/// The table's current board as text: SFEN-style letters (upper case sente, lower case gote) for
/// two players; piece letter plus the controller's seat letter for four.
pub fn text_board(table: &Table, hint: &[Square]) -> String {
    let mut out = String::new();
    let cell = |sq: Square, text: String| match (hint.contains(&sq), text.as_str()) {
        (true, ".") => format!("{:>4}", "*"),
        (true, _) => format!("{:>4}", format!("*{text}")),
        _ => format!("{text:>4}"),
    };
    if table.current == crate::table::Current::Four {
        let Some(game) = table.four.as_ref() else {
            return out;
        };
        let Ok(engine) = game.replay() else {
            return "(the stored game could not be replayed)\n".to_owned();
        };
        let pos = engine.position();
        out.push_str("    ");
        for f in (1..=9).rev() {
            out.push_str(&format!("{f:>4}"));
        }
        out.push('\n');
        for r in 1..=9u8 {
            out.push_str(&format!("   {}", (b'a' + r - 1) as char));
            for f in (1..=9).rev() {
                let sq = Square::new(f, r).expect("on the board");
                let text = match pos.piece_at(sq) {
                    None => ".".to_owned(),
                    Some(p) if p.overturned => format!("X{}", seat_letter(p.controller)),
                    Some(p) => format!(
                        "{}{}{}",
                        if p.role.is_promoted() { "+" } else { "" },
                        p.role.letter(),
                        seat_letter(p.controller)
                    ),
                };
                out.push_str(&cell(sq, text));
            }
            out.push('\n');
        }
        for s in Seat::ALL {
            out.push_str(&format!(
                "{} hand: {}\n",
                s.name(),
                hand_text(&pos.hand(s), false)
            ));
        }
        return out;
    }
    let Some(game) = table.game.as_ref() else {
        return out;
    };
    let Ok(rules_game) = game.replay() else {
        return "(the stored game could not be replayed)\n".to_owned();
    };
    let pos = rules_game.position();
    out.push_str(&format!(
        "gote hand: {}\n",
        hand_text(pos.hand(Color::Gote), true)
    ));
    out.push_str("   ");
    for f in (1..=9).rev() {
        out.push_str(&format!("{f:>4}"));
    }
    out.push('\n');
    for r in 1..=9u8 {
        out.push_str(&format!("  {}", (b'a' + r - 1) as char));
        for f in (1..=9).rev() {
            let sq = Square::new(f, r).expect("on the board");
            let text = match pos.piece_at(sq) {
                None => ".".to_owned(),
                Some(p) => {
                    let l = p.role.letter();
                    let l = if p.color == Color::Sente {
                        l
                    } else {
                        l.to_ascii_lowercase()
                    };
                    format!("{}{l}", if p.role.is_promoted() { "+" } else { "" })
                }
            };
            out.push_str(&cell(sq, text));
        }
        out.push('\n');
    }
    out.push_str(&format!(
        "sente hand: {}\n",
        hand_text(pos.hand(Color::Sente), false)
    ));
    out
}

fn seat_letter(s: Seat) -> char {
    s.name().chars().next().unwrap_or('?')
}

fn hand_text(hand: &crate::rules::Hand, lower: bool) -> String {
    if hand.is_empty() {
        return "-".to_owned();
    }
    hand.iter()
        .map(|(role, n)| {
            let l = role.letter();
            let l = if lower { l.to_ascii_lowercase() } else { l };
            if n > 1 {
                format!("{l}{n}")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
