//! Exporting the table's game as a record file. Every export is a file (a long game does not fit
//! in a message), named after the game so that exports do not overwrite each other.

use super::*;
use crate::notation::ExportFormat;

impl Table {
    pub(super) fn export(&self, format: ExportFormat) -> Result<Vec<Reply>, TableError> {
        let (base, bytes) = if let Some(game) = self.four() {
            if !format.fits(true) {
                return Err(TableError::ExportFormatNotFor { format, four: true });
            }
            let base = file_base(self.four_games, &four_names_plain(game));
            let bytes = match format {
                ExportFormat::Yonin => game.record()?.to_text().into_bytes(),
                _ => {
                    let moves: Vec<String> = game.moves().iter().map(|m| m.to_usi()).collect();
                    (moves.join(" ") + "\n").into_bytes()
                }
            };
            (base, bytes)
        } else {
            let game = self.two().ok_or(TableError::NoGame)?;
            let base = file_base(
                game.number,
                &[game.sente.name.as_str(), game.gote.name.as_str()],
            );
            let bytes =
                two_record(game)
                    .to_format(format)
                    .ok_or(TableError::ExportFormatNotFor {
                        format,
                        four: false,
                    })?;
            (base, bytes)
        };
        let name = format!("{base}.{}", format.extension());
        Ok(vec![Reply {
            text: msg!("export-attached")
                .with("format", format.word())
                .with("name", &name)
                .into(),
            file: Some((name, bytes)),
            ..Reply::default()
        }])
    }
}

/// The record of a two-player table game: moves, players and how it ended.
pub fn two_record(game: &TwoGame) -> crate::notation::Record {
    use crate::notation::Termination;
    let mut record = crate::notation::Record::from_game(game.game());
    record.sente = Some(game.sente.name.clone());
    record.gote = Some(game.gote.name.clone());
    record.termination = game.result.map(|r| match r.ending {
        Ending::Rules(reason) => Termination::Rules(crate::rules::Outcome {
            winner: r.winner,
            reason,
        }),
        Ending::Resignation => Termination::Resignation {
            loser: r.winner.map_or(Color::Sente, Color::opponent),
        },
        Ending::Timeout => Termination::Timeout {
            loser: r.winner.map_or(Color::Sente, Color::opponent),
        },
        Ending::Aborted => Termination::Abort,
    });
    record
}

fn four_names_plain(game: &FourGame) -> Vec<&str> {
    game.seats.iter().map(|p| p.name.as_str()).collect()
}

/// `game-12-alice-vs-bob`: the game's number at this table and its players, in characters any
/// file system takes.
fn file_base(number: u32, names: &[&str]) -> String {
    let names: Vec<String> = names
        .iter()
        .map(|n| {
            let clean: String = n
                .chars()
                .map(|c| if c.is_alphanumeric() { c } else { '-' })
                .collect::<String>()
                .split('-')
                .filter(|p| !p.is_empty())
                .collect::<Vec<_>>()
                .join("-");
            let clean: String = clean.chars().take(24).collect();
            if clean.is_empty() {
                "player".to_owned()
            } else {
                clean
            }
        })
        .collect();
    format!("game-{number}-{}", names.join("-vs-"))
}
