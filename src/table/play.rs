//! Two-player play at a table: moves, the end of a game, takebacks and hints.

use super::*;

impl Table {
    /// Seats a new two-player game and announces it.
    pub(super) fn start_two_game(&mut self, game: TwoGame) -> Result<Reply, TableError> {
        let first = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?
            .position()
            .turn();
        let to_move = game.player(first).clone();
        let text = format!(
            "Game on: ☗ {} (sente) vs ☖ {} (gote){}{}. {} to move.",
            game.sente.name,
            game.gote.name,
            game.handicap
                .as_deref()
                .map(|h| format!(", {h} handicap"))
                .unwrap_or_default(),
            game.computer
                .map(|c| format!(", computer level {}, unrated", c.level))
                .unwrap_or_default(),
            to_move.name
        );
        self.game = Some(game);
        self.current = Current::Two;
        Ok(Reply {
            text,
            board: true,
            mentions: vec![to_move.id],
            ..Reply::default()
        })
    }

    /// "NAME to move." with a check warning, for a game in play.
    pub(super) fn to_move_line(&self, game: &TwoGame) -> Result<String, TableError> {
        let g = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let check = if g.position().is_check() {
            "Check! "
        } else {
            ""
        };
        Ok(format!(
            "{check}{} to move.",
            game.player(g.position().turn()).name
        ))
    }

    /// Plays `m` for the side to move: "NAME played MOVE." and, when it ends the game, the result.
    pub(super) fn push_two(
        &mut self,
        m: Move,
        typed: &str,
        now: Timestamp,
        s: &Settings,
    ) -> Result<(String, Option<String>), TableError> {
        let game = self.game.as_ref().ok_or(TableError::NoGame)?;
        let mut rules_game = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let mover = game.player(rules_game.position().turn()).name.clone();
        let prev = rules_game.moves().last().copied();
        let written = write_move(rules_game.position(), m, prev, s.notation);
        rules_game
            .play(m)
            .map_err(|e| TableError::Illegal(typed.to_owned(), e.to_string()))?;
        let game = self.game.as_mut().expect("checked above");
        game.moves.push(m.to_usi());
        game.turn_started = now;
        game.reminded = false;
        game.takeback_from = None;
        let line = format!("{mover} played {written}.");
        if let Some(o) = rules_game.outcome() {
            let replies = self.finish(TwoResult {
                winner: o.winner,
                ending: Ending::Rules(o.reason),
            })?;
            return Ok((line, Some(replies[0].text.clone())));
        }
        Ok((line, None))
    }

    /// The game in play with `actor` at it.
    pub(super) fn game_of(&self, actor: &Actor) -> Result<&TwoGame, TableError> {
        let game = self.game.as_ref().ok_or(TableError::NoGame)?;
        if let Some(r) = game.result {
            return Err(TableError::GameOver(describe_result(game, r)));
        }
        if game.color_of(actor.id).is_none() {
            return Err(TableError::NotAPlayer(players(game)));
        }
        Ok(game)
    }

    pub(super) fn play(
        &mut self,
        actor: &Actor,
        text: &str,
        now: Timestamp,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<Vec<Reply>, TableError> {
        let game = self.game_of(actor)?;
        let rules_game = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let to_move = rules_game.position().turn();
        if game.color_of(actor.id) != Some(to_move) {
            return Err(TableError::NotYourTurn(game.player(to_move).name.clone()));
        }
        let prev = rules_game.moves().last().copied();
        let m = resolve_move(rules_game.position(), text, prev)
            .map_err(|reason| TableError::Illegal(text.to_owned(), reason))?;
        let (mut line, mut end) = self.push_two(m, text, now, s)?;
        if end.is_none() {
            // Against the computer, its answer comes in the same reply.
            let (lines, e) = self.computer_two(now, s, strong)?;
            for l in lines {
                line = format!("{line} {l}");
            }
            end = e;
        }
        let game = self.game.as_ref().expect("still there");
        if let Some(result) = end {
            return Ok(vec![Reply {
                text: format!("{line} {result}"),
                board: true,
                mentions: humans(game),
                ..Reply::default()
            }]);
        }
        let next = game
            .player(
                game.replay()
                    .map_err(|e| TableError::Corrupt(e.to_string()))?
                    .position()
                    .turn(),
            )
            .id;
        Ok(vec![Reply {
            text: format!("{line} {}", self.to_move_line(game)?),
            board: true,
            mentions: vec![next],
            ..Reply::default()
        }])
    }

    pub(super) fn finish(&mut self, result: TwoResult) -> Result<Vec<Reply>, TableError> {
        let game = self.game.as_mut().ok_or(TableError::NoGame)?;
        game.result = Some(result);
        game.takeback_from = None;
        let text = describe_result(game, result);
        let mentions = humans(game);
        Ok(vec![Reply {
            text,
            board: true,
            mentions,
            ..Reply::default()
        }])
    }

    pub(super) fn takeback(
        &mut self,
        actor: &Actor,
        now: Timestamp,
        _s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        let game = self.game_of(actor)?;
        let color = game.color_of(actor.id).expect("checked by game_of");
        if game.computer.is_some() {
            // The computer always agrees: take back its answer and the player's move before it.
            if game.moves.len() < 2 {
                return Err(TableError::NothingToTakeBack);
            }
            let game = self.game.as_mut().expect("checked");
            game.moves.truncate(game.moves.len() - 2);
            game.turn_started = now;
            game.reminded = false;
            return Ok(vec![Reply {
                text: format!(
                    "Taken back (your move and the computer's). {} to move.",
                    actor.name
                ),
                board: true,
                mentions: vec![actor.id],
                ..Reply::default()
            }]);
        }
        let opponent = game.player(color.opponent()).clone();
        match game.takeback_from {
            None => {
                if game.moves.is_empty() {
                    return Err(TableError::NothingToTakeBack);
                }
                self.game.as_mut().expect("checked").takeback_from = Some(actor.id);
                Ok(vec![Reply {
                    text: format!(
                        "{} asks to take back a move. {}: `takeback` to agree, or just play on.",
                        actor.name, opponent.name
                    ),
                    mentions: vec![opponent.id],
                    ..Reply::default()
                }])
            }
            Some(id) if id == actor.id => Err(TableError::TakebackPending(opponent.name)),
            Some(asker) => {
                let rules_game = game
                    .replay()
                    .map_err(|e| TableError::Corrupt(e.to_string()))?;
                let asker_color = game.color_of(asker).expect("a player asked");
                // Undo until the asker is to move again, taking back at least the asker's last move.
                let undo = if rules_game.position().turn() == asker_color {
                    2
                } else {
                    1
                };
                let game = self.game.as_mut().expect("checked");
                if game.moves.len() < undo {
                    return Err(TableError::NothingToTakeBack);
                }
                game.moves.truncate(game.moves.len() - undo);
                game.takeback_from = None;
                game.turn_started = now;
                game.reminded = false;
                let name = game.player(asker_color).name.clone();
                Ok(vec![Reply {
                    text: format!("Taken back. {name} to move."),
                    board: true,
                    mentions: vec![asker],
                    ..Reply::default()
                }])
            }
        }
    }

    pub(super) fn hint(&self, square: &str) -> Result<Vec<Reply>, TableError> {
        let game = self.in_play().ok_or(TableError::NoGame)?;
        let rules_game = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let pos = rules_game.position();
        let legal = pos.legal_moves();
        let origin;
        let dests: Vec<Square> = if let Some(sq) = Square::parse_usi(&square.to_ascii_lowercase()) {
            origin = crate::render::HintOrigin::Square(sq);
            legal
                .iter()
                .filter(|m| m.from() == Some(sq))
                .map(|m| m.to())
                .collect()
        } else if let Some(role) = square
            .chars()
            .next()
            .filter(|_| square.chars().count() == 1)
            .and_then(crate::rules::Role::from_letter)
        {
            origin = crate::render::HintOrigin::Hand(role);
            legal
                .iter()
                .filter(|m| matches!(m, Move::Drop { role: r, .. } if *r == role))
                .map(|m| m.to())
                .collect()
        } else {
            return Err(TableError::Illegal(
                square.to_owned(),
                "a hint takes a square like 7g or a piece letter like P".to_owned(),
            ));
        };
        let mut dests = dests;
        dests.sort();
        dests.dedup();
        let text = if dests.is_empty() {
            format!("{square}: no legal moves.")
        } else {
            let list: Vec<String> = dests.iter().map(|s| s.to_usi()).collect();
            format!("{square} can go to {}.", list.join(" "))
        };
        Ok(vec![Reply {
            text,
            board: true,
            hint: dests,
            hint_origin: Some(origin),
            ..Reply::default()
        }])
    }

    pub(super) fn status_line(&self, game: &TwoGame) -> Result<String, TableError> {
        if let Some(r) = game.result {
            return Ok(describe_result(game, r));
        }
        let g = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let to_move = game.player(g.position().turn());
        Ok(format!(
            "☗ {} vs ☖ {}, move {}. {} to move{}.",
            game.sente.name,
            game.gote.name,
            g.ply() + 1,
            to_move.name,
            if g.position().is_check() {
                " (in check)"
            } else {
                ""
            }
        ))
    }
}

/// A move for an announcement, in the notation the table shows.
pub(super) fn write_move(
    pos: &crate::rules::Position,
    m: Move,
    prev: Option<Move>,
    shown: settings::NotationShown,
) -> String {
    use crate::notation::write::{jsa, western};
    match shown {
        settings::NotationShown::Both => format!("{} ({})", jsa(pos, m, prev), western(pos, m)),
        settings::NotationShown::Japanese => jsa(pos, m, prev),
        settings::NotationShown::Western => western(pos, m),
    }
}

/// The people of a two-player game (the computer is not notified).
pub(super) fn humans(game: &TwoGame) -> Vec<UserId> {
    [Color::Sente, Color::Gote]
        .into_iter()
        .filter(|c| game.computer.is_none_or(|side| side.color != *c))
        .map(|c| game.player(c).id)
        .collect()
}

/// A move as typed in any notation (USI, Japanese, KIF, Western, CSA), resolved against the position.
pub(super) fn resolve_move(
    pos: &crate::rules::Position,
    text: &str,
    prev: Option<Move>,
) -> Result<Move, String> {
    crate::notation::parse_move(text.trim(), pos, prev).map_err(|e| e.to_string())
}
