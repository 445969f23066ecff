//! The operators' commands on a database: export a channel's archive of finished games, and
//! prune games that ended before a date, copy every record from one store to another.

use clap::Subcommand;
use shogiban::service::archive::{parse_date, Pruned};
use shogiban::service::Service;
use shogiban::store::Location;
use std::io::Write as _;
use std::path::{Path, PathBuf};

#[derive(Subcommand)]
pub enum ArchiveAction {
    /// Write every finished game of one table (a channel or thread), oldest first, one JSON
    /// record per line.
    Export {
        /// The data folder (the bot's `data_dir`, or `local --data`); stop the bot first.
        #[arg(long)]
        data: PathBuf,
        /// The table: `GUILD/CHANNEL` on Discord (both ids), the channel's name in `local`
        /// (`terminal` for lines that name none).
        #[arg(long, value_parser = parse_table_arg)]
        table: shogiban::table::TableId,
        /// Where to write (`-` for standard output).
        #[arg(short, long)]
        output: PathBuf,
    },
    /// How many finished games the database holds.
    Count {
        #[arg(long)]
        data: PathBuf,
    },
}

fn open(data: &Path) -> Result<Service, String> {
    let store = Location::Sled(data.to_owned()).open_existing()?;
    Ok(Service::new(store))
}

pub fn archive(action: &ArchiveAction) -> Result<String, String> {
    match action {
        ArchiveAction::Export {
            data,
            table,
            output,
        } => {
            let service = open(data)?;
            let mut out: Box<dyn std::io::Write> = if output.as_os_str() == "-" {
                Box::new(std::io::stdout().lock())
            } else {
                let file = std::fs::File::create(output)
                    .map_err(|e| format!("cannot create {}: {e}", output.display()))?;
                Box::new(std::io::BufWriter::new(file))
            };
            let n = service
                .for_each_archived(table, |record| {
                    out.write_all(record)?;
                    out.write_all(b"\n")
                })
                .map_err(|e| e.to_string())?;
            out.flush()
                .map_err(|e| format!("cannot write the export: {e}"))?;
            if n == 0 {
                return Err(format!(
                    "table `{table}` has no finished games (a Discord table is GUILD/CHANNEL)"
                ));
            }
            Ok(if output.as_os_str() == "-" {
                String::new()
            } else {
                format!(
                    "{n} finished games of {table} written to {}\n",
                    output.display()
                )
            })
        }
        ArchiveAction::Count { data } => {
            let n = open(data)?.archived_count().map_err(|e| e.to_string())?;
            Ok(format!("{n} finished games archived\n"))
        }
    }
}

pub fn prune(data: &Path, before: &str, dry_run: bool) -> Result<String, String> {
    let date = parse_date(before)?;
    let Pruned {
        before: was,
        removed,
        after,
    } = open(data)?
        .prune_archive(date, dry_run)
        .map_err(|e| e.to_string())?;
    Ok(format!(
        "finished games archived: {was} before, {after} after; {removed} ended before {before}{}\n",
        if dry_run {
            " (dry run: nothing removed)"
        } else {
            " and were removed"
        }
    ))
}

/// `shogiban migrate --from … --to …`: copies every record, checks it, prints the counts.
pub fn migrate(from: &str, to: &str, mirror: bool) -> Result<String, String> {
    use shogiban::store::migrate::copy;
    let (source, target) = (Location::parse(from)?, Location::parse(to)?);
    if source == target {
        return Err("--from and --to name the same store".to_owned());
    }
    let open = |l: &Location| {
        l.open().map_err(|e| {
            format!("cannot open {l}: {e} (stop the bot using it; for PostgreSQL, is SHOGIBAN_PG_PASSWORD set?)")
        })
    };
    // The source must exist: a wrong folder is said, not copied from as an empty database.
    let (a, b) = (source.open_existing()?, open(&target)?);
    let counts = copy(a.as_ref(), b.as_ref(), mirror).map_err(|e| e.to_string())?;
    let mut out = format!("{source} -> {target}\n");
    out.push_str("space        source  target before  target after  removed\n");
    for c in &counts {
        out.push_str(&format!(
            "{:<12} {:>6}  {:>13}  {:>12}  {:>7}\n",
            c.space.name(),
            c.source,
            c.before,
            c.after,
            c.removed
        ));
    }
    let total: usize = counts.iter().map(|c| c.source).sum();
    out.push_str(&format!(
        "{total} records copied and checked: the target holds every one of them\n"
    ));
    Ok(out)
}

/// `--table`: a table's key, or the name of a terminal channel.
fn parse_table_arg(text: &str) -> Result<shogiban::table::TableId, shogiban::table::BadTableId> {
    use shogiban::table::TableId;
    TableId::parse(text).or_else(|e| TableId::local(text).map_err(|_| e))
}
