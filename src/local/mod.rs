//! Local mode: one channel in a terminal. Each input line is `NAME: COMMAND` (`alice: challenge @bob`,
//! `bob: accept`, `alice: 7g7f`); replies are printed with a text board. It runs the same table and
//! store code as Discord, so it is also the way to try shogiban without a Discord token.
//!
//! `wait 2h` (without a name) moves the table clock forward, to try clocks without waiting.
//!
//! Each command's idempotency key is its line: the run's id, the line's number in the input
//! (1-based, every line counted, blank lines and comments too) and a hash of its text. The run's
//! id is kept in `DIR/run` while the input lasts and removed when it ends: a run that crashed and
//! is started again over the same input keeps its id, so the lines it had applied give their
//! stored answers instead of being applied twice; any other run has a new id, so its line 5 is
//! never taken for another run's line 5.

use crate::engine::UsiConfig;
use crate::i18n::{Lang, Msg};
use crate::render::{BoardView, FourView};
use crate::rules::{Color, Seat, Square};
use crate::service::{Answer, CommandKey};
use crate::table::command::{parse_command, Mention};
use crate::table::{Actor, Directory, Picture, Player, TableError, TableId, Timestamp, UserId};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

/// The channel of local mode's lines that name none.
pub const TERMINAL: &str = "terminal";

/// The table of local mode's lines without a channel (`local/terminal`).
pub fn terminal_table() -> TableId {
    TableId::local(TERMINAL).expect("a valid channel name")
}

/// The table a line is for and the rest of the line: `#club alice: 7g7f` is for the table of the
/// channel `club`, a line without `#NAME ` for the terminal's. A `#` followed by a space (or
/// alone), or by what cannot name a channel, starts a comment.
fn channel_of(line: &str) -> (TableId, &str) {
    if let Some(rest) = line.strip_prefix('#') {
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        if let Ok(table) = TableId::local(&rest[..end]) {
            return (table, rest[end..].trim_start());
        }
    }
    (terminal_table(), line)
}

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

/// The terminal's directory: anyone named is a person (the same name, the same person).
struct TerminalNames;

impl Directory for TerminalNames {
    fn resolve(&self, mention: &Mention) -> Option<Player> {
        // The terminal knows people by name only.
        let name = mention.name()?.trim();
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
    /// A PostgreSQL URL to keep the records in instead of sled in `data` (`--store`).
    pub store: Option<String>,
    /// `--lang`: everything printed in this language, whatever the table's `language` setting
    /// and the players' own choices say.
    pub lang: Option<Lang>,
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
    let wiring = crate::service::Wiring {
        store: crate::store::Location::of(&options.data, options.store.as_deref()),
        pool: None,
        engine: engine.cloned(),
        // One person types for everyone: no per-user limits.
        limits: None,
    };
    let wired = wiring.build()?;
    if let (Some(config), Some(e)) = (engine, &wired.engine_error) {
        let lang = options.lang.unwrap_or_default();
        let text = msg!("local-engine-failed")
            .with("path", config.path.display().to_string())
            .with("error", e.as_str())
            .with("level", crate::table::STRONG_LEVEL);
        writeln!(output, "! {}", text.to_string_in(lang))?;
    }
    let service = wired.service;
    // `wait` moves this table's clock; the offset is kept beside the database, so it survives
    // a restart like everything else.
    let offset_file = options.data.join("clock-offset");
    let mut offset: u64 = std::fs::read_to_string(&offset_file)
        .ok()
        .and_then(|t| t.trim().parse().ok())
        .unwrap_or(0);
    let mut images = Images::open(&options.data)?;
    let run_file = options.data.join("run");
    let run = run_id(&run_file)?;
    let mut tables = vec![terminal_table()];
    for (number, line) in (1u64..).zip(input.lines()) {
        let line = line?;
        let line = line.trim();
        let whole = line;
        let (table, line) = channel_of(line);
        let table = &table;
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if !tables.contains(table) {
            tables.push(table.clone());
        }
        let now = Timestamp(unix_now() + offset);
        // Lines of the terminal itself are in the table's language (or `--lang`).
        let channel = options.lang.unwrap_or(service.settings(table)?.language);
        if let Some(d) = line.strip_prefix("wait ") {
            match crate::table::command::parse_duration(d) {
                Ok(secs) => {
                    offset += secs;
                    std::fs::write(&offset_file, offset.to_string())?;
                    let text = msg!("local-clock-moved")
                        .with("moved", crate::i18n::words::duration(secs))
                        .with("ahead", crate::i18n::words::duration(offset));
                    writeln!(output, "({})", text.to_string_in(channel))?;
                    // Every table this run has spoken at lives by the same clock, and so do the
                    // games and channels of tournaments under way.
                    let now = Timestamp(unix_now() + offset);
                    let running = service.tournament_channels()?;
                    let stored = service.table_ids()?;
                    remember_tables(
                        &mut tables,
                        running
                            .into_iter()
                            .chain(stored.into_iter().filter(TableId::is_local)),
                    );
                    let mut opened = Vec::new();
                    for t in &tables {
                        let answer = service.tick_in(t, now, &TerminalNames)?;
                        if !answer.replies.is_empty() {
                            say_channel(t, &mut output)?;
                        }
                        print_answer(options, &mut images, &answer, &mut output)?;
                        opened.extend(answer.elsewhere.into_iter().map(|(t, _)| t));
                    }
                    remember_tables(&mut tables, opened);
                }
                Err(_) => {
                    let text = msg!("local-bad-wait").with("input", d.trim());
                    writeln!(output, "! {}", text.to_string_in(channel))?
                }
            }
            continue;
        }
        let Some((name, command)) = line.split_once(':') else {
            let text = msg!("local-line-format").to_string_in(channel);
            writeln!(output, "! {text}")?;
            continue;
        };
        let name = name.trim();
        if name.is_empty() {
            let text = msg!("local-name-missing").to_string_in(channel);
            writeln!(output, "! {text}")?;
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
        say_channel(table, &mut output)?;
        let tick = service.tick_in(table, now, &TerminalNames)?;
        print_answer(options, &mut images, &tick, &mut output)?;
        remember_tables(&mut tables, tick.elsewhere.into_iter().map(|(t, _)| t));
        let result = parse_command(command.trim())
            .map_err(|e| TableError::from(e).into())
            .and_then(|c| {
                // The whole line, channel included, names the command.
                let key = CommandKey::line(run, number, whole);
                service.run(&key, table, &actor, c, now, &TerminalNames)
            });
        match result {
            Ok(answer) => {
                print_answer(options, &mut images, &answer, &mut output)?;
                // Tables opened elsewhere (a tournament's games) live by the same clock.
                remember_tables(&mut tables, answer.elsewhere.into_iter().map(|(t, _)| t));
            }
            Err(e) => {
                // A refusal is for the one who asked: in their own language, if they chose one.
                let asker = options
                    .lang
                    .or(service.language_of(actor.id)?)
                    .unwrap_or(channel);
                writeln!(output, "! {name}: {}", e.message().to_string_in(asker))?
            }
        }
        output.flush()?;
    }
    // The input ended: the next start is another run.
    std::fs::remove_file(&run_file)?;
    Ok(())
}

/// Adds the tables not known yet to those the clock moves.
fn remember_tables(tables: &mut Vec<TableId>, more: impl IntoIterator<Item = TableId>) {
    for t in more {
        if !tables.contains(&t) {
            tables.push(t);
        }
    }
}

/// Heads what a table of a named channel says (`#club`), so that interleaved tables read apart;
/// the terminal's own table says nothing more.
fn say_channel(table: &TableId, out: &mut impl Write) -> std::io::Result<()> {
    match table.local_name() {
        Some(name) if name != TERMINAL => writeln!(out, "#{name}"),
        _ => Ok(()),
    }
}

/// The id of this run: the one in `file` if a run over this folder did not reach the end of its
/// input (it is being started again), else a new random one, written there first.
fn run_id(file: &Path) -> anyhow::Result<u64> {
    if let Ok(text) = std::fs::read_to_string(file) {
        if let Ok(id) = u64::from_str_radix(text.trim(), 16) {
            return Ok(id);
        }
    }
    let id = fastrand::u64(..);
    std::fs::write(file, format!("{id:016x}\n"))?;
    Ok(id)
}

fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `DIR/images/0001.png`, `0002.png`, …: the folder is read once, at start, to continue after the
/// images already there; then a counter names the next one.
struct Images {
    dir: PathBuf,
    last: u32,
}

impl Images {
    fn open(data: &Path) -> std::io::Result<Images> {
        let dir = data.join("images");
        std::fs::create_dir_all(&dir)?;
        let last = std::fs::read_dir(&dir)?
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                e.file_name()
                    .to_str()
                    .and_then(|n| n.strip_suffix(".png"))
                    .and_then(|n| n.parse::<u32>().ok())
            })
            .max()
            .unwrap_or(0);
        Ok(Images { dir, last })
    }

    fn next(&mut self) -> PathBuf {
        self.last += 1;
        self.dir.join(format!("{:04}.png", self.last))
    }
}

fn print_answer(
    options: &Options,
    images: &mut Images,
    answer: &Answer,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    // What the table posts is in the channel's language (or the terminal's `--lang`).
    let lang = options.lang.unwrap_or(answer.settings.language);
    for r in &answer.replies {
        print_reply(options, images, r, lang, out)?;
    }
    // What other tables say because of it (a tournament's channel, its new games), each headed
    // by its channel.
    for (table, r) in &answer.elsewhere {
        say_channel(table, out)?;
        print_reply(options, images, r, lang, out)?;
    }
    Ok(())
}

fn print_reply(
    options: &Options,
    images: &mut Images,
    r: &crate::table::Reply,
    lang: Lang,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    {
        writeln!(out, "{}", r.text.to_string_in(lang))?;
        if let Some(picture) = &r.picture {
            write!(out, "{}", text_board(picture, lang))?;
            let path = images.next();
            std::fs::write(&path, picture.to_png(lang))?;
            writeln!(
                out,
                "{}",
                msg!("local-image")
                    .with("path", path.display().to_string())
                    .to_string_in(lang)
            )?;
        }
        if let Some((name, bytes)) = &r.file {
            let dir = options.data.join("exports");
            std::fs::create_dir_all(&dir)?;
            let path = dir.join(name);
            std::fs::write(&path, bytes)?;
            writeln!(
                out,
                "{}",
                msg!("local-file")
                    .with("path", path.display().to_string())
                    .to_string_in(lang)
            )?;
        }
    }
    Ok(())
}

/// A picture as text: SFEN-style letters (upper case sente, lower case gote) for two players;
/// piece letter plus the controller's seat letter for four. Hinted squares are starred. Words
/// (the hands, a review's marks) are in `lang`.
pub fn text_board(picture: &Picture, lang: Lang) -> String {
    match picture {
        Picture::Two { view, .. } => two_text(view, lang),
        Picture::Four { view, .. } => four_text(view, lang),
        Picture::Review(view, words) => review_text(view, words, lang),
        // The standings' rows are the reply's own text; the cross-table is in the image.
        Picture::Standings { .. } => String::new(),
    }
}

/// A review as text: the evaluation after every tenth move, and the marked moves.
fn review_text(
    view: &crate::render::graph::ReviewView,
    words: &crate::table::ReviewWords,
    lang: crate::i18n::Lang,
) -> String {
    let labels = crate::i18n::review_labels(lang);
    // The judge's words are the reply's own last line already.
    let marks = &words.marks;
    let mut out = String::new();
    let points: Vec<String> = view
        .values
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 10 == 0 || *i + 1 == view.values.len())
        .map(|(i, v)| format!("{i}:{v:+}"))
        .collect();
    out.push_str(&format!("  {}\n", points.join(" ")));
    for (k, (m, words)) in view.marks.iter().zip(marks).enumerate() {
        let key = match m.kind {
            crate::render::graph::MarkKind::Mistake => &labels.mistake,
            crate::render::graph::MarkKind::MissedMate => &labels.missed_mate,
        };
        out.push_str(&format!(
            "  ({}) {key}: {}\n",
            k + 1,
            words.to_string_in(lang)
        ));
    }
    out
}

/// The 9×9 grid both boards share: file numbers across, rank letters down, `cell` per square.
fn grid(indent: &str, hint: &[Square], cell: impl Fn(Square) -> String) -> String {
    let mut out = format!("{indent} ");
    for f in (1..=9).rev() {
        out.push_str(&format!("{f:>4}"));
    }
    out.push('\n');
    for r in 1..=9u8 {
        out.push_str(&format!("{indent}{}", (b'a' + r - 1) as char));
        for f in (1..=9).rev() {
            let Some(sq) = Square::new(f, r) else {
                continue;
            };
            let text = cell(sq);
            out.push_str(&match (hint.contains(&sq), text.as_str()) {
                (true, ".") => format!("{:>4}", "*"),
                (true, _) => format!("{:>4}", format!("*{text}")),
                _ => format!("{text:>4}"),
            });
        }
        out.push('\n');
    }
    out
}

fn hinted(hint: Option<&crate::render::Hint>) -> Vec<Square> {
    hint.map(|h| h.targets.collect()).unwrap_or_default()
}

/// `gote hand: P2`, in the reader's language (the pieces stay letters, as in SFEN).
fn hand_line(side: Msg, pieces: String, lang: Lang) -> String {
    let line = msg!("local-hand").with("side", side).with("pieces", pieces);
    format!("{}\n", line.to_string_in(lang))
}

fn two_text(view: &BoardView, lang: Lang) -> String {
    let mut out = hand_line(
        crate::i18n::words::color(Color::Gote),
        hand_text(&view.hands[Color::Gote.index()], true),
        lang,
    );
    out.push_str(&grid("  ", &hinted(view.hint.as_ref()), |sq| {
        match view.squares[sq.index()] {
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
        }
    }));
    out.push_str(&hand_line(
        crate::i18n::words::color(Color::Sente),
        hand_text(&view.hands[Color::Sente.index()], false),
        lang,
    ));
    out
}

fn four_text(view: &FourView, lang: Lang) -> String {
    let mut out = grid("   ", &hinted(view.hint.as_ref()), |sq| {
        if let Some((_, seat)) = view.overturned_kings.iter().find(|(s, _)| *s == sq) {
            return format!("X{}", seat_letter(*seat));
        }
        match view.squares[sq.index()] {
            None => ".".to_owned(),
            Some(p) => format!(
                "{}{}{}",
                if p.role.is_promoted() { "+" } else { "" },
                p.role.letter(),
                seat_letter(p.controller)
            ),
        }
    });
    for s in Seat::ALL {
        out.push_str(&hand_line(
            crate::i18n::words::seat(s),
            hand_text(&view.hands[s.index()], false),
            lang,
        ));
    }
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
