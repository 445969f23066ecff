//! The strength harness: matches of the built-in player against GNU Shogi, between its own levels,
//! and at four players against random movers. Not part of `cargo test`; run it with
//!
//! ```text
//! scripts/match.sh gnushogi --level 5 --ms 1000 --games 100
//! cargo run --release --example strength -- ladder --a 2 --b 1 --nodes 20000 --games 40
//! cargo run --release --example strength -- yonin --level 5 --nodes 3000 --games 50
//! cargo run --release --example strength -- summary
//! ```
//!
//! Every finished game is appended to `<out>/results.tsv` (four-player games to `<out>/yonin.tsv`)
//! and written as KIF to `<out>/kif/`; a match started again with the same settings plays only the
//! games it lacks, so a long match can be spread over several runs and `--games` raised later.

mod gnushogi;
mod openings;
mod spec;
mod stats;
mod usi;
mod yonin;

use clap::{Parser, Subcommand};
use shogiban::engine::{Budget, Computer, Player, UsiEngine};
use shogiban::notation::{Record, Termination};
use shogiban::rules::{Color, Game, GameRules, Move, Position};
use spec::Spec;
use stats::Tally;
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(about = "Strength matches of shogiban's computer player")]
struct Cli {
    /// Folder for results.tsv, yonin.tsv and the KIF files.
    #[arg(long, default_value = "target/strength", global = true)]
    out: PathBuf,
    #[command(subcommand)]
    mode: Mode,
}

#[derive(Clone, Copy, Debug, clap::Args)]
struct Pace {
    /// Thinking time per move, in milliseconds, for both sides.
    #[arg(long)]
    ms: Option<u64>,
    /// A node budget per move for our side instead of time (plus a small per-game offset).
    #[arg(long)]
    nodes: Option<u64>,
    /// Each level at the node budget the tables give it (`engine::Builtin::level_nodes`), as it plays in games.
    #[arg(long)]
    table: bool,
    /// Games in the match in all, counting those already in the results file.
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// Games played at once (each uses one core while it thinks).
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Plies after which a game is drawn.
    #[arg(long, default_value_t = 320)]
    move_limit: u32,
}

// Parsed once per run: the size of the largest variant costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Mode {
    /// Our level against GNU Shogi, alternating colours over the opening positions.
    Gnushogi {
        #[arg(long, default_value_t = 5)]
        level: u8,
        #[command(flatten)]
        pace: Pace,
        /// The gnushogi program.
        #[arg(long, default_value = gnushogi::DEFAULT_PROGRAM)]
        program: String,
    },
    /// Player `a` against player `b`, or against another build of this harness served over USI
    /// (`--b-usi PATH`, playing level `b`). A player is a level 1-5, `random` (or 0), `beginner`
    /// (a one-move-ahead stand-in for a beginner), or a level with style changes such as
    /// `2:nodes=8000,blunder=0.1,noise=40` (keys: nodes, depth, noise, overlook, blunder, book).
    Ladder {
        #[arg(long, value_parser = Spec::parse)]
        a: Spec,
        #[arg(long, value_parser = Spec::parse)]
        b: Spec,
        #[arg(long)]
        b_usi: Option<String>,
        #[command(flatten)]
        pace: Pace,
    },
    /// Four players: one computer seat (rotating) against three random movers.
    Yonin {
        #[arg(long, default_value_t = 5)]
        level: u8,
        #[arg(long, default_value_t = 3000)]
        nodes: u64,
        #[arg(long, default_value_t = 50)]
        games: usize,
    },
    /// Our level against an external USI engine (e.g. Debian's `gpsusi` or `fairy-stockfish`),
    /// alternating colours over the opening positions; the engine thinks `--ms` per move.
    Engine {
        #[arg(long, default_value_t = 5)]
        level: u8,
        #[command(flatten)]
        pace: Pace,
        /// The engine program.
        #[arg(long)]
        program: String,
        /// A short name for the results file (default: the program's file name).
        #[arg(long)]
        name: Option<String>,
        /// A USI option sent after start, `NAME=VALUE` (repeatable), e.g. `Thread=1`.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
    },
    /// Serves the built-in player over USI (for `ladder --b-usi`).
    Usi {
        #[arg(long, default_value_t = 5)]
        level: u8,
    },
    /// The tallies of every match in the results files.
    Summary,
    /// The opening positions, with their SFEN.
    Openings,
}

/// One finished two-player game, as a line of `results.tsv`.
struct Row {
    game: usize,
    opening: String,
    color: Color,
    /// 1 win, 0 draw, -1 loss for the first-named side.
    result: i32,
    plies: usize,
    reason: String,
    our_ms: u64,
    their_ms: u64,
}

const HEADER: &str =
    "# match\tgame\topening\tcolour\tresult\tplies\treason\tour ms/move\ttheir ms/move";

fn main() {
    let cli = Cli::parse();
    if let Err(e) = run(cli) {
        eprintln!("strength: {e}");
        std::process::exit(2);
    }
}

fn run(cli: Cli) -> Result<(), String> {
    let out = cli.out;
    match cli.mode {
        Mode::Openings => {
            for o in openings::load()? {
                println!("{:44} {}", o.name, o.position().to_sfen());
            }
            Ok(())
        }
        Mode::Summary => summary(&out),
        Mode::Usi { level } => usi::serve(level),
        Mode::Yonin {
            level,
            nodes,
            games,
        } => yonin::run(&out, level, nodes, games),
        Mode::Gnushogi {
            level,
            pace,
            program,
        } => {
            if !Path::new(&program).exists() {
                return Err(format!(
                    "{program} not found: install Debian's gnushogi (scripts/match.sh does)"
                ));
            }
            let ms = pace.ms.unwrap_or(1000);
            let key = format!("L{level}-gnushogi-{}", pace_name(&pace, ms));
            two_player(&out, &key, pace, |g, opening, ours| {
                play_gnushogi(&program, level, pace, ms, g, opening, ours)
            })
        }
        Mode::Engine {
            level,
            pace,
            program,
            name,
            options,
        } => {
            if !Path::new(&program).exists() {
                return Err(format!(
                    "{program} not found: install it (scripts/match.sh installs gpsshogi and \
                     fairy-stockfish)"
                ));
            }
            let mut pairs = Vec::new();
            for o in &options {
                let (k, v) = o
                    .split_once('=')
                    .ok_or_else(|| format!("--option {o}: NAME=VALUE expected"))?;
                pairs.push((k.to_string(), v.to_string()));
            }
            let short = name.unwrap_or_else(|| {
                Path::new(&program)
                    .file_name()
                    .map_or(program.clone(), |f| f.to_string_lossy().into_owned())
            });
            let ms = pace.ms.unwrap_or(1000);
            let key = format!("L{level}-{short}-{}", pace_name(&pace, ms));
            let spec = Spec::Level(level);
            two_player(&out, &key, pace, |g, opening, ours| {
                let mut engine = UsiEngine::new(&program, &[])
                    .default_time(Duration::from_millis(ms))
                    .startup_timeout(Duration::from_secs(60))
                    .margin(Duration::from_secs(30));
                for (k, v) in &pairs {
                    engine = engine.option(k, v);
                }
                let theirs = Budget::time(Duration::from_millis(ms));
                Ok(play_pair(
                    &spec,
                    Box::new(engine),
                    theirs,
                    &short,
                    pace,
                    ms,
                    g,
                    opening,
                    ours,
                ))
            })
        }
        Mode::Ladder { a, b, b_usi, pace } => {
            let ms = pace.ms.unwrap_or(200);
            let other = match &b_usi {
                Some(_) => format!(
                    "usi{}",
                    b.level().ok_or("--b-usi plays a level: give --b 1 … 5")?
                ),
                None => b.key(),
            };
            let key = format!("{}-{other}-{}", a.key(), pace_name(&pace, ms));
            two_player(&out, &key, pace, |g, opening, ours| {
                Ok(play_ladder(
                    &a,
                    &b,
                    b_usi.as_deref(),
                    pace,
                    ms,
                    g,
                    opening,
                    ours,
                ))
            })
        }
    }
}

fn pace_name(pace: &Pace, ms: u64) -> String {
    match pace.nodes {
        _ if pace.table => "table".to_string(),
        Some(n) => format!("n{n}"),
        None => format!("{ms}ms"),
    }
}

fn budget(pace: Pace, ms: u64, game: usize, spec: &Spec) -> Budget {
    if pace.table {
        return spec.table_nodes().map_or(Budget::default(), |n| {
            Budget::nodes(n + (game as u64 % 16) * 97)
        });
    }
    match pace.nodes {
        // A slightly different budget each game, so that replies vary.
        Some(n) => Budget::nodes(n + (game as u64 % 16) * 97),
        None => Budget::time(Duration::from_millis(ms)),
    }
}

/// The games of `key` already in the results file.
fn done_games(out: &Path, key: &str) -> BTreeSet<usize> {
    let text = std::fs::read_to_string(out.join("results.tsv")).unwrap_or_default();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut f = l.split('\t');
            (f.next()? == key).then_some(())?;
            f.next()?.parse().ok()
        })
        .collect()
}

/// Plays the games of a two-player match that are not yet in the results file. `play` plays game `g`
/// from an opening with the first-named side on `Color`.
fn two_player(
    out: &Path,
    key: &str,
    pace: Pace,
    play: impl Fn(usize, &openings::Opening, Color) -> Result<(Row, Record), String> + Sync,
) -> Result<(), String> {
    let openings = openings::load()?;
    std::fs::create_dir_all(out.join("kif")).map_err(|e| format!("{}: {e}", out.display()))?;
    let done = done_games(out, key);
    let todo: Vec<usize> = (0..pace.games).filter(|g| !done.contains(g)).collect();
    eprintln!(
        "{key}: {} games already played, {} to play",
        done.len(),
        todo.len()
    );
    let next = AtomicUsize::new(0);
    let file = Mutex::new(open_results(out, "results.tsv", HEADER)?);
    let tally = Mutex::new(tally_of(out, key));
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..pace.jobs.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&g) = todo.get(i) else { break };
                // Each opening twice in a row, once with each colour.
                let opening = &openings[(g / 2) % openings.len()];
                let ours = if g % 2 == 0 {
                    Color::Sente
                } else {
                    Color::Gote
                };
                match play(g, opening, ours) {
                    Ok((row, mut record)) => {
                        record.event = Some(key.to_string());
                        let kif = out.join("kif").join(format!("{key}-{g:04}.kifu"));
                        if let Err(e) = std::fs::write(&kif, record.to_kifu()) {
                            eprintln!("{}: {e}", kif.display());
                        }
                        let line = format!(
                            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
                            key,
                            row.game,
                            row.opening,
                            if row.color == Color::Sente {
                                "sente"
                            } else {
                                "gote"
                            },
                            row.result,
                            row.plies,
                            row.reason,
                            row.our_ms,
                            row.their_ms
                        );
                        let mut f = file.lock().unwrap();
                        let _ = writeln!(f, "{line}").and_then(|_| f.flush());
                        let mut t = tally.lock().unwrap();
                        t.add(row.result);
                        eprintln!(
                            "game {g:4} {:30} as {:5}: {:4} in {:3} plies ({}); {key} {}",
                            row.opening,
                            if ours == Color::Sente {
                                "sente"
                            } else {
                                "gote"
                            },
                            ["loss", "draw", "win"][(row.result + 1) as usize],
                            row.plies,
                            row.reason,
                            t.summary()
                        );
                    }
                    Err(e) => {
                        eprintln!("game {g}: not counted: {e}");
                        failures.lock().unwrap().push(g);
                    }
                }
            });
        }
    });
    let t = tally_of(out, key);
    println!("{key}: {}", t.summary());
    let failures = failures.into_inner().unwrap();
    if !failures.is_empty() {
        println!(
            "{} games not counted (see the messages above): {failures:?}",
            failures.len()
        );
    }
    Ok(())
}

fn open_results(out: &Path, name: &str, header: &str) -> Result<std::fs::File, String> {
    let path = out.join(name);
    let new = !path.exists();
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if new {
        writeln!(f, "{header}").map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(f)
}

/// The results of every two-player match, by key: the tally, and the tally as sente.
fn tallies(out: &Path) -> BTreeMap<String, (Tally, Tally, u64, u64)> {
    let text = std::fs::read_to_string(out.join("results.tsv")).unwrap_or_default();
    let mut map: BTreeMap<String, (Tally, Tally, u64, u64)> = BTreeMap::new();
    for l in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = l.split('\t').collect();
        if f.len() < 9 {
            continue;
        }
        let Ok(r) = f[4].parse::<i32>() else { continue };
        let e = map.entry(f[0].to_string()).or_default();
        e.0.add(r);
        if f[3] == "sente" {
            e.1.add(r);
        }
        e.2 += f[7].parse::<u64>().unwrap_or(0);
        e.3 += f[8].parse::<u64>().unwrap_or(0);
    }
    map
}

fn tally_of(out: &Path, key: &str) -> Tally {
    tallies(out).get(key).map(|e| e.0).unwrap_or_default()
}

fn summary(out: &Path) -> Result<(), String> {
    let map = tallies(out);
    if map.is_empty() {
        println!("no two-player results in {}", out.display());
    }
    for (key, (t, sente, our_ms, their_ms)) in &map {
        let n = t.games().max(1) as u64;
        println!(
            "{key:28} {} | as sente {:.0} % | ms/move ours {} theirs {}",
            t.summary(),
            100.0 * sente.score().unwrap_or(0.0),
            our_ms / n,
            their_ms / n
        );
    }
    yonin::summary(out)
}

/// A game to be played from an opening.
fn new_game(opening: &openings::Opening, move_limit: u32) -> Game {
    let mut game = Game::new(
        Position::startpos(),
        GameRules {
            move_limit: Some(move_limit),
            impasse: None,
        },
    );
    for &m in &opening.moves {
        game.play(m).expect("openings are checked when loaded");
    }
    game
}

/// The result for `ours` of a game the rules ended.
fn result_for(game: &Game, ours: Color) -> (i32, String) {
    match game.outcome() {
        Some(o) => (
            match o.winner {
                None => 0,
                Some(c) if c == ours => 1,
                Some(_) => -1,
            },
            o.reason.name().to_string(),
        ),
        None => (0, "unfinished".into()),
    }
}

fn record_of(game: &Game, ours: Color, us: &str, them: &str) -> Record {
    let mut r = Record::from_game(game);
    let (s, g) = if ours == Color::Sente {
        (us, them)
    } else {
        (them, us)
    };
    r.sente = Some(s.to_string());
    r.gote = Some(g.to_string());
    r
}

#[allow(clippy::too_many_arguments)]
fn play_gnushogi(
    program: &str,
    level: u8,
    pace: Pace,
    ms: u64,
    g: usize,
    opening: &openings::Opening,
    ours: Color,
) -> Result<(Row, Record), String> {
    let mut game = new_game(opening, pace.move_limit);
    let mut gnu = gnushogi::GnuShogi::start(program, Duration::from_millis(ms), &opening.moves)?;
    let mut us = Computer::seeded(level, 1000 + g as u64);
    let budget = budget(pace, ms, g, &Spec::Level(level));
    let mut our_time = Duration::ZERO;
    let mut our_moves = 0u32;
    let mut ended: Option<(i32, String, Option<Termination>)> = None;
    let mut reply = if game.position().turn() == ours {
        gnu.we_move_next(ours)?;
        None
    } else {
        Some(gnu.go()?)
    };
    while ended.is_none() && !game.is_over() {
        if let Some(r) = reply.take() {
            match r {
                gnushogi::Reply::Move(m) => {
                    if let Err(e) = game.play(m) {
                        // GNU Shogi's rules and ours disagree: its move is a foul here.
                        ended = Some((
                            1,
                            format!("gnushogi-illegal-{m}:{e}").replace(' ', "_"),
                            Some(Termination::Illegal {
                                loser: ours.opponent(),
                            }),
                        ));
                    }
                }
                gnushogi::Reply::Resigns => {
                    ended = Some((
                        1,
                        "gnushogi-resigns".into(),
                        Some(Termination::Resignation {
                            loser: ours.opponent(),
                        }),
                    ))
                }
                gnushogi::Reply::Over(text) => {
                    return Err(format!("gnushogi ended the game its own way: {text}"))
                }
                gnushogi::Reply::Illegal(text) => {
                    return Err(format!("gnushogi refused our move: {text}"))
                }
            }
            continue;
        }
        let t = Instant::now();
        let m: Move = us.choose(&game, budget).ok_or("no move from our player")?;
        our_time += t.elapsed();
        our_moves += 1;
        game.play(m).map_err(|e| format!("we played {m}: {e}"))?;
        if game.is_over() {
            break;
        }
        reply = Some(gnu.play(m)?);
    }
    let (result, reason, termination) = match ended {
        Some((r, why, t)) => (r, why, t),
        None => {
            let (r, why) = result_for(&game, ours);
            (r, why, None)
        }
    };
    let mut record = record_of(&game, ours, &format!("shogiban level {level}"), "GNU Shogi");
    if termination.is_some() {
        record.termination = termination;
    }
    let mut reason = reason;
    if gnu.hurried > 0 {
        reason += &format!(",gnushogi-hurried-{}", gnu.hurried);
    }
    let row = Row {
        game: g,
        opening: opening.name.clone(),
        color: ours,
        result,
        plies: game.ply(),
        reason,
        our_ms: (our_time / our_moves.max(1)).as_millis() as u64,
        their_ms: (gnu.thinking / gnu.moves.max(1)).as_millis() as u64,
    };
    Ok((row, record))
}

#[allow(clippy::too_many_arguments)]
fn play_ladder(
    a: &Spec,
    b: &Spec,
    b_usi: Option<&str>,
    pace: Pace,
    ms: u64,
    g: usize,
    opening: &openings::Opening,
    ours: Color,
) -> (Row, Record) {
    let pb: Box<dyn Player> = match b_usi {
        Some(path) => Box::new(
            UsiEngine::new(
                path,
                &["usi", "--level", &b.level().unwrap_or(5).to_string()],
            )
            .default_time(Duration::from_millis(ms)),
        ),
        None => b.player(3000 + g as u64),
    };
    let budget_b = budget(pace, ms, g, b);
    play_pair(a, pb, budget_b, &b.name(), pace, ms, g, opening, ours)
}

/// One game of `a` (on `ours`) against the player `pb`, which thinks within `budget_b`.
#[allow(clippy::too_many_arguments)]
fn play_pair(
    a: &Spec,
    mut pb: Box<dyn Player>,
    budget_b: Budget,
    b_name: &str,
    pace: Pace,
    ms: u64,
    g: usize,
    opening: &openings::Opening,
    ours: Color,
) -> (Row, Record) {
    let mut game = new_game(opening, pace.move_limit);
    let mut pa = a.player(2000 + g as u64);
    let budget_a = budget(pace, ms, g, a);
    let (mut ta, mut tb, mut na, mut nb) = (Duration::ZERO, Duration::ZERO, 0u32, 0u32);
    let mut resign: Option<(i32, String, usize)> = None;
    while !game.is_over() {
        let t = Instant::now();
        let m = if game.position().turn() == ours {
            let m = pa.choose(&game, budget_a);
            ta += t.elapsed();
            na += 1;
            m
        } else {
            let m = pb.choose(&game, budget_b);
            tb += t.elapsed();
            nb += 1;
            m
        };
        let mover = game.position().turn();
        // No move in a game that is not over: the side to move resigned (or its engine failed).
        let resigned = |game: &Game| {
            let r = if mover == ours { -1 } else { 1 };
            (
                r,
                format!("{}-resigned", if r < 0 { "a" } else { "b" }),
                game.ply(),
            )
        };
        let Some(m) = m else {
            resign = Some(resigned(&game));
            break;
        };
        if game.play(m).is_err() {
            resign = Some(resigned(&game));
            break;
        }
    }
    let (result, reason) = match resign {
        Some((r, why, _)) => (r, why),
        None => result_for(&game, ours),
    };
    let record = record_of(&game, ours, &a.name(), b_name);
    let row = Row {
        game: g,
        opening: opening.name.clone(),
        color: ours,
        result,
        plies: game.ply(),
        reason,
        our_ms: (ta / na.max(1)).as_millis() as u64,
        their_ms: (tb / nb.max(1)).as_millis() as u64,
    };
    (row, record)
}
