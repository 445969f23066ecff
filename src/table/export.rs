//! Exporting the table's game as a record file.

use super::*;

impl Table {
    pub(super) fn export(&self, format: &str) -> Result<Vec<Reply>, TableError> {
        if self.is_four() {
            let game = self.four.as_ref().expect("is_four");
            return match format {
                "usi" => Ok(vec![Reply::text(format!(
                    "four-player moves: {}",
                    if game.moves.is_empty() {
                        "(none)".to_owned()
                    } else {
                        game.moves.join(" ")
                    }
                ))]),
                "yonin" => {
                    let record = game
                        .record()
                        .map_err(|e| TableError::Corrupt(e.to_string()))?;
                    Ok(vec![Reply {
                        text: "The game record (yonin) is attached.".to_owned(),
                        file: Some(("game.yonin".to_owned(), record.to_text().into_bytes())),
                        ..Reply::default()
                    }])
                }
                other => Err(TableError::Illegal(
                    other.to_owned(),
                    "four-player export formats are yonin and usi".to_owned(),
                )),
            };
        }
        let game = self.game.as_ref().ok_or(TableError::NoGame)?;
        let rules_game = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let mut record = crate::notation::Record::from_game(&rules_game);
        record.sente = Some(game.sente.name.clone());
        record.gote = Some(game.gote.name.clone());
        use crate::notation::Termination;
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
        let (name, bytes) = match format {
            "usi" => return Ok(vec![Reply::text(record.to_usi().trim_end().to_owned())]),
            "kif" => ("game.kif", record.to_kif_shift_jis()),
            "kifu" => ("game.kifu", record.to_kifu().into_bytes()),
            "ki2" => ("game.ki2", record.to_ki2().into_bytes()),
            "csa" => (
                "game.csa",
                record.to_csa(crate::notation::CsaVersion::V22).into_bytes(),
            ),
            other => {
                return Err(TableError::Illegal(
                    other.to_owned(),
                    "export formats are kif, kifu, ki2, csa and usi".to_owned(),
                ))
            }
        };
        Ok(vec![Reply {
            text: format!("The game record ({format}) is attached."),
            file: Some((name.to_owned(), bytes)),
            ..Reply::default()
        }])
    }
}
