//! The `shogiban` command line: the commands and their flags, and one dispatch. What runs the
//! bot is in the library; the position commands are in `analysis.rs`, the records' in
//! `convert.rs` and `mate.rs`, the operators' in `operate.rs`.

use analysis::{analyse, render_png, replay_gif, Analysis};
use clap::{Args, Parser, Subcommand, ValueEnum};
use shogiban::rules::{yonin, Seat};
use std::process::ExitCode;

mod analysis;
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
