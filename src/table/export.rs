//! Exporting the table's game as a record file. Every export is a file (a long game does not fit
//! in a message), named after the game so that exports do not overwrite each other.

use super::game::{AnyGame, CorruptGame, GameKind, Reason, TableGame};
use super::{Reply, TableError};
use crate::i18n::Lang;
use crate::notation::yonin::YoninRecord;
use crate::notation::ExportFormat;
use crate::rules::{yonin, Color, Game, Seat};

/// `export FORMAT`: the game commands are about as a record file, its players named in the
/// table's language `lang`.
pub(super) fn export(
    game: &AnyGame,
    format: ExportFormat,
    lang: Lang,
) -> Result<Reply, TableError> {
    let g = game.as_dyn();
    let four = g.kind() == GameKind::Four;
    let refused = TableError::ExportFormatNotFor { format, four };
    if !format.fits(four) {
        return Err(refused);
    }
    let names = g.names_in(lang);
    let bytes = g.record(format, &names)?.ok_or(refused)?;
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let name = format!("{}.{}", file_base(g.number(), &names), format.extension());
    Ok(Reply {
        text: msg!("export-attached")
            .with("format", format.word())
            .with("name", &name)
            .into(),
        file: Some((name, bytes)),
        ..Reply::default()
    })
}

/// The record of a two-player table game: moves, players and how it ended.
pub fn two_record(game: &TableGame<Game>, names: &[String]) -> crate::notation::Record {
    use crate::notation::Termination;
    let mut record = crate::notation::Record::from_game(game.game());
    let name = |c: Color| names.get(c.index()).cloned();
    record.sente = name(Color::Sente);
    record.gote = name(Color::Gote);
    record.termination = game.end.as_ref().map(|end| {
        let loser = end
            .places
            .as_ref()
            .and_then(|p| p.find(|&place| place == 2));
        match end.reason {
            Reason::Rules(reason) => Termination::Rules(crate::rules::Outcome {
                winner: end.winner(),
                reason,
            }),
            Reason::Resignation => Termination::Resignation {
                loser: loser.unwrap_or(Color::Sente),
            },
            Reason::Timeout | Reason::RoundDeadline => Termination::Timeout {
                loser: loser.unwrap_or(Color::Sente),
            },
            Reason::Aborted => Termination::Abort,
        }
    });
    record
}

/// A four-player game as a record file: the four-player record (`yonin`), or its actions in USI.
pub(super) fn four_record(
    game: &TableGame<yonin::Game>,
    format: ExportFormat,
    names: &[String],
) -> Result<Option<Vec<u8>>, TableError> {
    Ok(Some(match format {
        ExportFormat::Yonin => {
            let mut record = YoninRecord::new(game.setup);
            for seat in Seat::ALL {
                record.set_player(seat, names.get(seat.index()).map_or("", String::as_str));
            }
            for (i, &m) in game.moves().iter().enumerate() {
                record.push(m).map_err(|e| {
                    TableError::Corrupt(CorruptGame(
                        msg!("corrupt-action")
                            .with("n", i + 1)
                            .with("move", m.to_string())
                            .with("error", e.to_string()),
                    ))
                })?;
            }
            record.set_aborted(
                game.end
                    .as_ref()
                    .is_some_and(|e| e.reason == Reason::Aborted),
            );
            record.to_text().into_bytes()
        }
        _ => {
            let moves: Vec<String> = game.moves().iter().map(|m| m.to_usi()).collect();
            (moves.join(" ") + "\n").into_bytes()
        }
    }))
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
