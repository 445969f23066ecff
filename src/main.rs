//! The `shogiban` command line.

use clap::{Args, Parser, Subcommand, ValueEnum};
use serde_json::json;
use shogiban::render::{Drawn, HintOrigin};
use shogiban::rules::handicap::parse_position;
use shogiban::rules::yonin;
use shogiban::rules::{Game, GameRules, ImpasseRule, Move, PlayError, Seat};
use shogiban::table::command::HintTarget;
use shogiban::table::TableError;
use std::process::ExitCode;

mod convert;
mod mate;
mod operate;

#[derive(Parser)]
#[command(
    name = "shogiban",
    version,
    about = "Shogi and four-player shogi: rules engine and bot"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (reads ./config.toml unless --config is given).
    Run {
        /// The configuration file (see config.example.toml).
        #[arg(long, default_value = "config.toml")]
        config: std::path::PathBuf,
    },
    /// Check the configuration and the token against Discord, then exit.
    CheckConfig {
        /// The configuration file (see config.example.toml).
        #[arg(long, default_value = "config.toml")]
        config: std::path::PathBuf,
    },
    /// Play in this terminal: each line is `NAME: COMMAND` (e.g. `alice: challenge @bob`).
    Local(LocalArgs),
    /// Count the leaf nodes DEPTH plies after the position: one line per root move, then the total.
    Perft {
        #[command(flatten)]
        game: GameArgs,
        /// Plies to search.
        depth: u32,
        /// Moves to play before counting.
        moves: Vec<String>,
    },
    /// Print every legal move after the given moves, sorted, one per line.
    Moves {
        #[command(flatten)]
        game: GameArgs,
        moves: Vec<String>,
    },
    /// Play the moves and print the resulting position and state.
    Play {
        #[command(flatten)]
        game: GameArgs,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        moves: Vec<String>,
    },
    /// Read a game record (KIF, KI2, CSA or USI; format and encoding detected) and write it again.
    Convert(convert::ConvertArgs),
    /// Draw the position after the moves as a PNG.
    Render {
        #[command(flatten)]
        game: GameArgs,
        moves: Vec<String>,
        /// Mark the legal destinations of the piece on this square (e.g. 7g) or of a hand piece (P).
        #[arg(long)]
        hint: Option<String>,
        /// Draw from gote's side.
        #[arg(long)]
        flip: bool,
        /// Player names, comma-separated (sente,gote or south,west,north,east).
        #[arg(long)]
        names: Option<String>,
        /// Where to write the PNG.
        #[arg(short, long)]
        output: std::path::PathBuf,
    },
    /// Solve a mate problem (tsume): print the mating line in USI, or `no mate` (exit 1), or
    /// `unknown` when the node budget runs out (exit 3).
    Mate(mate::MateArgs),
    /// Operators: the archive of finished games (export a channel's, count them).
    Archive {
        #[command(subcommand)]
        action: operate::ArchiveAction,
    },
    /// Operators: remove finished games that ended before a date, with counts before and after
    /// (export them first with `archive export`; stop the bot first).
    Prune {
        /// The data folder (the bot's `data_dir`, or `local --data`).
        #[arg(long)]
        data: std::path::PathBuf,
        /// Remove games that ended before this day (YYYY-MM-DD, UTC).
        #[arg(long)]
        before: String,
        /// Only count what would be removed.
        #[arg(long)]
        dry_run: bool,
    },
    /// Operators: copy every record (tables, games, settings layers, stats and ratings, indexes)
    /// from one store to another, check that each arrived, and print the counts. Safe to run
    /// again; several sled folders can be merged into one PostgreSQL database. Stop the bots first.
    Migrate {
        /// `sled:DIR` (the data folder) or `postgres://USER@HOST[:PORT]/DATABASE` (the password in
        /// SHOGIBAN_PG_PASSWORD).
        #[arg(long)]
        from: String,
        /// The same forms as --from.
        #[arg(long)]
        to: String,
        /// Also remove the target's records that the source does not hold (an exact copy, e.g.
        /// when moving back into an older sled folder).
        #[arg(long)]
        mirror: bool,
    },
    /// Animate a game record (KIF, KI2, CSA or USI) as a GIF, one frame per move.
    Replay {
        /// The record file (`-` for standard input).
        record: String,
        /// Where to write the GIF.
        #[arg(short, long)]
        output: std::path::PathBuf,
    },
}

/// `shogiban local`'s flags.
#[derive(Args)]
struct LocalArgs {
    /// Where the database (and images) go.
    #[arg(long, default_value = "./shogiban-data")]
    data: std::path::PathBuf,
    /// A name that may act as moderator (repeatable).
    #[arg(long = "moderator")]
    moderators: Vec<String>,
    /// Keep the records in this PostgreSQL database instead of sled in --data
    /// (`postgres://USER@HOST[:PORT]/DATABASE`, the password in SHOGIBAN_PG_PASSWORD).
    #[arg(long, value_name = "URL")]
    store: Option<String>,
    /// An external USI engine that plays computer level 5 in two-player games.
    #[arg(long = "usi-engine", value_name = "PATH")]
    usi_engine: Option<std::path::PathBuf>,
    /// The USI engine's thinking time per move in milliseconds (default 1000).
    #[arg(long = "usi-move-time", value_name = "MS")]
    usi_move_time: Option<u64>,
    /// A fixed node count per move for the USI engine (`go nodes`) instead of time.
    #[arg(long = "usi-move-nodes", value_name = "N")]
    usi_move_nodes: Option<u64>,
    /// A fixed depth per move for the USI engine (`go depth`) instead of time.
    #[arg(long = "usi-move-depth", value_name = "D")]
    usi_move_depth: Option<u32>,
    /// Nodes per position when the USI engine reviews a game (default 100000).
    #[arg(long = "usi-review-nodes", value_name = "N")]
    usi_review_nodes: Option<u64>,
    /// Depth per position when the USI engine reviews a game (instead of nodes).
    #[arg(long = "usi-review-depth", value_name = "D")]
    usi_review_depth: Option<u32>,
    /// The engine's own depth option, for engines that refuse `go depth` (gpsusi: LimitDepth).
    #[arg(long = "usi-depth-option", value_name = "NAME")]
    usi_depth_option: Option<String>,
    /// A USI option sent after the engine starts (repeatable), e.g. `Thread=1`.
    #[arg(long = "usi-option", value_name = "NAME=VALUE", value_parser = parse_usi_option)]
    usi_options: Vec<(String, String)>,
    /// A USI option for reviews only, put back afterwards (repeatable), e.g. `BookDepth=0`.
    #[arg(long = "usi-review-option", value_name = "NAME=VALUE", value_parser = parse_usi_option)]
    usi_review_options: Vec<(String, String)>,
    /// Print everything in this language (en, ja, hi, bn) whatever the table's `language`
    /// setting says.
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    lang: Option<shogiban::i18n::Lang>,
}

#[derive(Args)]
struct GameArgs {
    /// `startpos`, a handicap name (lance, right-lance, bishop, rook, rook-lance, 2-piece, 3-piece,
    /// 4-piece, 5-piece, left-5-piece, 6-piece, left-7-piece, right-7-piece, 8-piece, 10-piece) or an
    /// SFEN.
    #[arg(long, default_value = "startpos")]
    position: String,
    /// Plies after which the game is a draw.
    #[arg(long)]
    move_limit: Option<u32>,
    /// Impasse rule: 24 (point count when both kings entered) or 27 (declaration).
    #[arg(long)]
    impasse: Option<Impasse>,
    /// Which game: standard shogi or four-player shogi (yonin).
    #[arg(long, value_enum, default_value_t = Variant::Standard)]
    variant: Variant,
    #[command(flatten)]
    yonin: YoninArgs,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Variant {
    Standard,
    Yonin,
}

/// Four-player settings (yonin.md §10); `--position` takes `startpos` or a four-player position text.
#[derive(Args)]
struct YoninArgs {
    /// Four-player: the seat that moves first from the start position.
    #[arg(long, value_parser = switch::<Seat>())]
    first_mover: Option<Seat>,
    /// Four-player: who is credited with an elimination.
    #[arg(long, value_parser = switch::<yonin::Credit>())]
    credit: Option<yonin::Credit>,
    /// Four-player: after an elimination, count the next player from the eliminated seat or the mover.
    #[arg(long, value_parser = switch::<yonin::ContinueFrom>())]
    continue_from: Option<yonin::ContinueFrom>,
    /// Four-player: the game ends at the second elimination or with the last survivor.
    #[arg(long, value_parser = switch::<yonin::End>())]
    end: Option<yonin::End>,
    /// Four-player: pair variant (opposite seats are partners).
    #[arg(long)]
    teams: bool,
    /// Four-player pair variant: partners may not capture each other's pieces.
    #[arg(long)]
    no_partner_capture: bool,
}

/// A four-player option's values as the rules name them (`--credit last-mover`).
fn switch<T: yonin::Switch>() -> impl clap::builder::TypedValueParser<Value = T> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(T::names())
        .map(|name| T::parse_name(&name).expect("one of the possible values"))
}

#[derive(Clone, Copy, ValueEnum)]
enum Impasse {
    #[value(name = "24")]
    Points24,
    #[value(name = "27")]
    Declaration27,
}

/// `run` and `check-config`: load the configuration, start logging, talk to Discord.
fn discord_main(path: &std::path::Path, check_only: bool) -> ExitCode {
    use shogiban::discord::{self, Config};
    let config = match Config::load(path) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("shogiban: {e}");
            return ExitCode::FAILURE;
        }
    };
    let filter = tracing_subscriber::EnvFilter::try_new(&config.log_level)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("shogiban: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(async {
        if check_only {
            discord::check(&config).await.map(|s| println!("{s}"))
        } else {
            discord::run(config).await
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("shogiban: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// A refusal to report: the message goes to stderr, the exit status is 2.
struct Refusal(String);

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Run { config } => return discord_main(&config, false),
        Command::CheckConfig { config } => return discord_main(&config, true),
        Command::Mate(args) => return mate::main(&args),
        Command::Local(args) => return local_main(args),
        Command::Perft { game, depth, moves } => analyse(&game, &moves, Analysis::Perft(depth)),
        Command::Moves { game, moves } => analyse(&game, &moves, Analysis::Moves),
        Command::Play { game, json, moves } => analyse(&game, &moves, Analysis::Play { json }),
        Command::Convert(args) => convert::run(&args).map_err(Refusal),
        Command::Render {
            game,
            moves,
            hint,
            flip,
            names,
            output,
        } => render_png(
            &game,
            &moves,
            hint.as_deref(),
            flip,
            names.as_deref(),
            &output,
        ),
        Command::Replay { record, output } => replay_gif(&record, &output),
        Command::Archive { action } => operate::archive(&action).map_err(Refusal),
        Command::Migrate { from, to, mirror } => {
            operate::migrate(&from, &to, mirror).map_err(Refusal)
        }
        Command::Prune {
            data,
            before,
            dry_run,
        } => operate::prune(&data, &before, dry_run).map_err(Refusal),
    };
    match result {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(Refusal(msg)) => {
            eprintln!("{msg}");
            ExitCode::from(2)
        }
    }
}

/// `shogiban local`: the terminal adapter over stdin and stdout.
fn local_main(args: LocalArgs) -> ExitCode {
    let options = shogiban::local::Options {
        data: args.data,
        moderators: args.moderators,
        store: args.store,
        lang: args.lang,
    };
    let usi = args.usi_engine.map(|path| {
        let mut c = shogiban::engine::UsiConfig::new(path);
        if let Some(ms) = args.usi_move_time {
            c.move_time_ms = ms;
        }
        c.move_nodes = args.usi_move_nodes;
        c.move_depth = args.usi_move_depth;
        c.review_nodes = args.usi_review_nodes;
        c.review_depth = args.usi_review_depth;
        c.depth_option = args.usi_depth_option;
        c.options = args.usi_options.into_iter().collect();
        c.review_options = args.usi_review_options.into_iter().collect();
        c
    });
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    match shogiban::local::run_with_engine(&options, usi.as_ref(), stdin.lock(), stdout.lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("shogiban local: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// `perft`, `moves` and `play`: what is asked of the position after the moves.
enum Analysis {
    Perft(u32),
    Moves,
    Play { json: bool },
}

fn analyse(args: &GameArgs, moves: &[String], what: Analysis) -> Result<String, Refusal> {
    match args.variant {
        Variant::Yonin => analyse_in::<yonin::Game>(args, moves, what),
        Variant::Standard => analyse_in::<Game>(args, moves, what),
    }
}

/// What the command line needs of a variant besides the rules: how a game is set up from the
/// arguments and replayed, and how its state is printed.
trait Analysed: shogiban::rules::Variant + shogiban::render::Drawn + Sized {
    fn replay(args: &GameArgs, moves: &[String]) -> Result<Self, Refusal>;
    fn describe(&self, json: bool) -> Result<String, Refusal>;
    /// Where a hint's piece is, as the table finds it (a piece the mover lacks is refused).
    fn hint(&self, target: HintTarget) -> Result<HintOrigin, TableError>;
}

impl Analysed for Game {
    fn replay(args: &GameArgs, moves: &[String]) -> Result<Game, Refusal> {
        replay(args, moves)
    }
    fn describe(&self, json: bool) -> Result<String, Refusal> {
        Ok(describe(self, json))
    }
    fn hint(&self, target: HintTarget) -> Result<HintOrigin, TableError> {
        Ok(shogiban::table::hint_in(self.position(), target)?.1)
    }
}

impl Analysed for yonin::Game {
    fn replay(args: &GameArgs, moves: &[String]) -> Result<yonin::Game, Refusal> {
        replay_yonin(args, moves)
    }
    fn describe(&self, json: bool) -> Result<String, Refusal> {
        describe_yonin(self, json)
    }
    fn hint(&self, target: HintTarget) -> Result<HintOrigin, TableError> {
        Ok(shogiban::table::hint_in_four(self, target)?.1)
    }
}

/// `perft`, `moves` and `play`, the same for either variant: moves in USI, sorted.
fn analyse_in<V: Analysed>(
    args: &GameArgs,
    moves: &[String],
    what: Analysis,
) -> Result<String, Refusal> {
    let game = V::replay(args, moves)?;
    let sorted = |mut lines: Vec<(String, u64)>| {
        lines.sort();
        lines
    };
    match what {
        Analysis::Perft(depth) => {
            let lines = sorted(
                game.perft_divide(depth)
                    .into_iter()
                    .map(|(m, n)| (m.to_usi(), n))
                    .collect(),
            );
            let total: u64 = if depth == 0 {
                1
            } else {
                lines.iter().map(|l| l.1).sum()
            };
            let mut out: String = lines
                .iter()
                .map(|(text, n)| format!("{text} {n}\n"))
                .collect();
            out.push_str(&format!("{total}\n"));
            Ok(out)
        }
        Analysis::Moves => Ok(sorted(
            game.legal_moves()
                .into_iter()
                .map(|m| (m.to_usi(), 0))
                .collect(),
        )
        .into_iter()
        .map(|(text, _)| format!("{text}\n"))
        .collect()),
        Analysis::Play { json } => game.describe(json),
    }
}

fn replay(args: &GameArgs, moves: &[String]) -> Result<Game, Refusal> {
    let start = parse_position(&args.position)
        .map_err(|e| Refusal(format!("position ({}): {e}", args.position)))?;
    let rules = GameRules {
        move_limit: args.move_limit,
        impasse: args.impasse.map(|i| match i {
            Impasse::Points24 => ImpasseRule::Points24,
            Impasse::Declaration27 => ImpasseRule::Declaration27,
        }),
    };
    let mut game = Game::new(start, rules);
    for (i, text) in moves.iter().enumerate() {
        let refuse = |reason: String| Refusal(format!("move {} ({text}): {reason}", i + 1));
        if let Some(o) = game.outcome() {
            return Err(refuse(PlayError::GameOver(o).to_string()));
        }
        if text.eq_ignore_ascii_case("impasse") {
            game.impasse().map_err(|e| refuse(e.to_string()))?;
            continue;
        }
        let prev = game.moves().last().copied();
        let m = shogiban::notation::parse_move(text, game.position(), prev)
            .map_err(|e| refuse(e.to_string()))?;
        game.play(m).map_err(|e| refuse(e.to_string()))?;
    }
    Ok(game)
}

fn describe(game: &Game, as_json: bool) -> String {
    let pos = game.position();
    let result = game.outcome().map(|o| {
        json!({
            "winner": o.winner.map(|w| w.name()),
            "reason": o.reason.name(),
        })
    });
    if as_json {
        let value = json!({
            "position": pos.to_sfen(),
            "to_move": game.to_move().map(|c| c.name()),
            "in_check": pos.is_check(),
            "ply": game.ply(),
            "result": result,
        });
        return format!("{value}\n");
    }
    let mut out = format!("position: {}\n", pos.to_sfen());
    match game.outcome() {
        None => out.push_str(&format!("to move: {}\n", pos.turn())),
        Some(o) => out.push_str(&format!("result: {o}\n")),
    }
    out.push_str(&format!(
        "in check: {}\nply: {}\n",
        if pos.is_check() { "yes" } else { "no" },
        game.ply()
    ));
    out
}

fn yonin_settings(args: &YoninArgs) -> yonin::Settings {
    let mut s = yonin::Settings::default();
    s.first_mover = args.first_mover.unwrap_or(s.first_mover);
    s.credit = args.credit.unwrap_or(s.credit);
    s.continue_from = args.continue_from.unwrap_or(s.continue_from);
    s.end = args.end.unwrap_or(s.end);
    s.teams = args.teams;
    s.partner_capture = !args.no_partner_capture;
    s
}

/// `play` of a four-player game: its state, as text or JSON.
fn describe_yonin(game: &yonin::Game, json: bool) -> Result<String, Refusal> {
    let state = game.state();
    if json {
        let text = serde_json::to_string(&state).map_err(|e| Refusal(e.to_string()))?;
        return Ok(format!("{text}\n"));
    }
    let mut out = format!("position: {}\n", state.position);
    match (state.to_move, &state.result) {
        (Some(s), _) => out.push_str(&format!("to move: {s}\n")),
        (None, Some(r)) => {
            let places: Vec<String> = r.places.iter().map(|(s, p)| format!("{s} {p}")).collect();
            out.push_str(&format!("result: {} ({})\n", r.reason, places.join(", ")));
        }
        (None, None) => {}
    }
    out.push_str(&format!(
        "in check: {}\nply: {}\n",
        if state.in_check.is_empty() {
            "none".to_string()
        } else {
            state.in_check.join(", ")
        },
        state.ply
    ));
    for e in &state.eliminated {
        out.push_str(&format!(
            "eliminated: {} by {} at ply {}\n",
            e.seat, e.by, e.ply
        ));
    }
    Ok(out)
}

fn replay_yonin(args: &GameArgs, moves: &[String]) -> Result<yonin::Game, Refusal> {
    let settings = yonin_settings(&args.yonin);
    let mut game = if args.position == "startpos" {
        yonin::Game::new(settings)
    } else {
        yonin::Position::from_text(&args.position)
            .and_then(|p| yonin::Game::from_position(p, settings))
            .map_err(|e| Refusal(format!("position ({}): {e}", args.position)))?
    };
    for (i, text) in moves.iter().enumerate() {
        let refuse = |reason: String| Refusal(format!("move {} ({text}): {reason}", i + 1));
        let m = Move::parse_usi(text.trim()).map_err(|e| refuse(e.to_string()))?;
        game.play(m).map_err(|e| refuse(e.to_string()))?;
    }
    Ok(game)
}

/// `shogiban render`: the position after the moves as a PNG.
fn render_png(
    args: &GameArgs,
    moves: &[String],
    hint: Option<&str>,
    flip: bool,
    names: Option<&str>,
    output: &std::path::Path,
) -> Result<String, Refusal> {
    use shogiban::render::Style;
    let names: Vec<String> = names
        .map(|n| n.split(',').map(|s| s.trim().to_owned()).collect())
        .unwrap_or_default();
    let style = Style {
        flip,
        ..Style::default()
    };
    let target = match hint {
        None => None,
        Some(h) => Some(HintTarget::parse(h).ok_or_else(|| {
            Refusal(format!(
                "hint ({h}): give a square like 7g or 77, or a piece letter like P"
            ))
        })?),
    };
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let png = match args.variant {
        Variant::Yonin => picture::<yonin::Game>(args, moves, target, &names, &style)?,
        Variant::Standard => picture::<Game>(args, moves, target, &names, &style)?,
    };
    std::fs::write(output, png)
        .map_err(|e| Refusal(format!("cannot write {}: {e}", output.display())))?;
    Ok(String::new())
}

/// The PNG of the position after `moves`, with a hint, for either variant.
fn picture<V: Analysed>(
    args: &GameArgs,
    moves: &[String],
    target: Option<HintTarget>,
    names: &[&str],
    style: &shogiban::render::Style,
) -> Result<Vec<u8>, Refusal> {
    let game = V::replay(args, moves)?;
    let mut view = game.view(names, shogiban::render::Notation::Japanese);
    if let Some(t) = target {
        let origin = game.hint(t).map_err(|e| {
            Refusal(format!(
                "hint: {}",
                shogiban::table::refusal(&e).to_string_in(shogiban::i18n::Lang::En)
            ))
        })?;
        view = game.with_hint(view, origin);
    }
    Ok(V::png(&view, style))
}

/// The frames of a replay, one after each move, for either variant; `what` names a move in an
/// error (`move`, `action`).
fn replay_frames<V: Drawn>(
    mut game: V,
    moves: &[Move],
    names: &[&str],
    record: &str,
    what: &str,
) -> Result<Vec<u8>, Refusal> {
    let notation = shogiban::render::Notation::Japanese;
    let mut views = vec![game.view(names, notation)];
    for (i, &m) in moves.iter().enumerate() {
        game.play(m)
            .map_err(|e| Refusal(format!("{record}: {what} {}: {e}", i + 1)))?;
        views.push(game.view(names, notation));
    }
    Ok(V::gif(&views, &shogiban::render::Style::default()))
}

/// `shogiban replay` of a four-player record (`.yonin`): one frame per action.
fn replay_four_gif(record: &str, text: &str, output: &std::path::Path) -> Result<String, Refusal> {
    use shogiban::notation::yonin::YoninRecord;
    let rec = YoninRecord::read(text).map_err(|e| Refusal(format!("{record}: {e}")))?;
    let names = Seat::ALL.map(|s| rec.player(s));
    let game = match rec.start() {
        Some(start) => yonin::Game::from_position(start.clone(), rec.settings())
            .map_err(|e| Refusal(format!("{record}: {e}")))?,
        None => yonin::Game::new(rec.settings()),
    };
    let gif = replay_frames(game, rec.moves(), &names, record, "action")?;
    std::fs::write(output, gif)
        .map_err(|e| Refusal(format!("cannot write {}: {e}", output.display())))?;
    Ok(String::new())
}

/// `shogiban replay`: a game record (KIF, KI2, CSA, USI, or a four-player `.yonin` record) as an
/// animated GIF.
fn replay_gif(record: &str, output: &std::path::Path) -> Result<String, Refusal> {
    use shogiban::notation::Record;
    let bytes = if record == "-" {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
            .map_err(|e| Refusal(format!("-: {e}")))?;
        b
    } else {
        std::fs::read(record).map_err(|e| Refusal(format!("{record}: {e}")))?
    };
    let text = String::from_utf8_lossy(&bytes);
    if shogiban::notation::yonin::YoninRecord::detect(&text) {
        return replay_four_gif(record, &text, output);
    }
    let (_, rec) = Record::read(&bytes).map_err(|e| Refusal(format!("{record}: {e}")))?;
    let names = [
        rec.sente.as_deref().unwrap_or_default(),
        rec.gote.as_deref().unwrap_or_default(),
    ];
    let game = Game::new(rec.start.clone(), GameRules::default());
    let gif = replay_frames(game, &rec.moves, &names, record, "move")?;
    std::fs::write(output, gif)
        .map_err(|e| Refusal(format!("cannot write {}: {e}", output.display())))?;
    Ok(String::new())
}

/// `NAME=VALUE` of a USI option.
fn parse_usi_option(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() => {
            Ok((name.trim().to_string(), value.trim().to_string()))
        }
        _ => Err(format!("`{s}`: NAME=VALUE expected, e.g. Thread=1")),
    }
}

fn parse_lang(s: &str) -> Result<shogiban::i18n::Lang, String> {
    shogiban::i18n::Lang::parse(s).ok_or_else(|| format!("`{s}` is not one of en, ja, hi, bn"))
}
