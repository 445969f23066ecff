//! `shogiban mate`: solve a mate problem (詰将棋) for the side to move.
//!
//! Prints the mating line as USI moves on one line and exits 0; prints `no mate` and exits 1 when the
//! checks run out; prints `unknown` and exits 3 when the node budget (`--nodes`) runs out first; bad
//! input exits 2 with the reason on standard error. A mate problem's record with its solution (a
//! board diagram and moves ending in 詰み) is solved from its start, and a second line says how the
//! recorded solution compares with the solver's.

use clap::Args;
use shogiban::engine::tsume::{Solver, SolverConfig, Verdict};
use shogiban::notation::{decode_with_encoding, Record};
use shogiban::rules::{Position, PositionError};
use std::io::Read;
use std::process::ExitCode;

#[derive(Args)]
pub struct MateArgs {
    /// The problem as SFEN. The attacker (side to move) may have no king; then the defender holds
    /// every piece not on the board or in the attacker's hand.
    #[arg(long, conflicts_with = "record")]
    position: Option<String>,
    /// A record (KIF with a board diagram, KI2, CSA, USI …; `-` for standard input). A mate problem
    /// with its solution (a diagram, moves ending in mate or 詰み) is solved from its start and the
    /// solution checked; any other record's final position is solved.
    record: Option<String>,
    /// Solve the record's final position even when it is a mate problem with its solution.
    #[arg(long = "final", conflicts_with = "position")]
    final_position: bool,
    /// The most nodes the solver may visit (default 10 000 000).
    #[arg(long)]
    nodes: Option<u64>,
}

/// Runs the command; the exit code says mate (0), no mate (1), bad input (2) or unknown (3).
pub fn main(args: &MateArgs) -> ExitCode {
    let (pos, problem) = match read_problem(args) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut config = SolverConfig::default();
    if let Some(n) = args.nodes {
        config.nodes = Some(n);
    }
    let solution = Solver::new(config).solve(&pos);
    let code = match &solution.verdict {
        Verdict::Mate(line) => {
            let moves: Vec<String> = line.iter().map(|m| m.to_usi()).collect();
            println!("{}", moves.join(" "));
            ExitCode::SUCCESS
        }
        Verdict::NoMate => {
            println!("no mate");
            ExitCode::from(1)
        }
        Verdict::Unknown => {
            println!("unknown");
            ExitCode::from(3)
        }
    };
    if let Some(record) = problem {
        println!("{}", record.check_solution(&solution.verdict));
    }
    code
}

/// The position to solve, and the record when it is a mate problem whose solution is to be checked.
fn read_problem(args: &MateArgs) -> Result<(Position, Option<Record>), String> {
    if let Some(sfen) = &args.position {
        return Ok((parse_problem_sfen(sfen)?, None));
    }
    let name = args.record.as_deref().unwrap_or("-");
    let limit = shogiban::notation::record::MAX_RECORD_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    let read = if name == "-" {
        std::io::stdin().take(limit).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(name).and_then(|f| f.take(limit).read_to_end(&mut bytes))
    };
    read.map_err(|e| format!("{name}: {e}"))?;
    let (text, encoding) = decode_with_encoding(&bytes).map_err(|e| format!("{name}: {e}"))?;
    if let Some(note) = encoding.mismatch() {
        eprintln!("{name}: {note}");
    }
    // A bare SFEN line is accepted as a record too.
    if let Some(line) = text.lines().map(str::trim).find(|l| !l.is_empty()) {
        if !line.starts_with("position") && Position::from_sfen_tsume(line).is_ok() {
            return Ok((parse_problem_sfen(line)?, None));
        }
    }
    let (_, record) = Record::parse(&text).map_err(|e| format!("{name}: {e}"))?;
    if record.is_mate_problem() && !args.final_position {
        return Ok((record.start.clone(), Some(record)));
    }
    Ok((record.final_position(), None))
}

/// A game position as it is; a position whose side to move has no king as a tsume problem.
fn parse_problem_sfen(sfen: &str) -> Result<Position, String> {
    match Position::from_sfen(sfen) {
        Ok(p) => Ok(p),
        Err(shogiban::rules::ParsePositionError::Position(PositionError::MissingKing(_))) => {
            Position::from_sfen_tsume(sfen).map_err(|e| format!("--position: {e}"))
        }
        Err(e) => Err(format!("--position: {e}")),
    }
}
