//! Two-player play at a table: moves, the end of a game, takebacks and hints.

use super::text::two_names;
use super::*;
use crate::i18n::words;

impl Table {
    /// Seats a new two-player game and announces it.
    pub(super) fn start_two_game(&mut self, mut game: TwoGame) -> Result<Reply, TableError> {
        self.two_games += 1;
        game.number = self.two_games;
        let first = game.game().position().turn();
        let to_move = game.player(first).clone();
        let mut text = Text::from(game_on(&game));
        text.then(msg!("play-to-move").with("name", &to_move.name));
        self.seat_game(TableGame::Two(Box::new(game)));
        Ok(Reply {
            text,
            board: true,
            mentions: vec![to_move.id],
            ..Reply::default()
        })
    }

    /// "NAME to move." with a check warning, for a game in play.
    pub(super) fn to_move_line(&self, game: &TwoGame) -> Result<Msg, TableError> {
        let g = game.game();
        let name = &game.player(g.position().turn()).name;
        Ok(if g.position().is_check() {
            msg!("play-check-to-move").with("name", name)
        } else {
            msg!("play-to-move").with("name", name)
        })
    }

    /// Plays `m` for the side to move: "NAME played MOVE." and, when it ends the game, the result.
    pub(super) fn push_two(
        &mut self,
        m: Move,
        typed: &str,
        now: Timestamp,
        s: &Settings,
    ) -> Result<(Msg, Option<Text>), TableError> {
        let game = self.two_mut().ok_or(TableError::NoGame)?;
        let before = game.game().position();
        let mover = game.player(before.turn()).name.clone();
        let written = write_move(before, m, game.moves().last().copied(), s.notation);
        let outcome = game.play(m, now).map_err(|e| TableError::BadMove {
            input: typed.to_owned(),
            reason: e.into(),
        })?;
        let line = msg!("play-played")
            .with("name", mover)
            .with("move", written);
        if let Some(o) = outcome {
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
        let game = self.two().ok_or(TableError::NoGame)?;
        if let Some(r) = game.result {
            return Err(TableError::GameOver {
                result: describe_result(game, r),
                rematch: self.last_tournament.is_none(),
            });
        }
        if game.color_of(actor.id).is_none() {
            return Err(TableError::NotAPlayer {
                players: two_names(game),
            });
        }
        Ok(game)
    }

    /// The game in play with `actor` to move.
    fn turn_of(&self, actor: &Actor) -> Result<&TwoGame, TableError> {
        let game = self.game_of(actor)?;
        let to_move = game.turn();
        if game.color_of(actor.id) != Some(to_move) {
            return Err(TableError::NotYourTurn {
                to_move: game.player(to_move).name.clone(),
            });
        }
        Ok(game)
    }

    /// A move typed by `actor` in any notation of the game's variant, played as that variant
    /// plays; the computer's answer (its seats, with four players) comes in the same reply.
    pub(super) fn play(
        &mut self,
        actor: &Actor,
        text: &str,
        now: Timestamp,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<Vec<Reply>, TableError> {
        if let Some(TableGame::Four(_)) = self.game() {
            return self.play_four(actor, text, now, s);
        }
        let game = self.turn_of(actor)?;
        let m = crate::notation::parse_move(
            text.trim(),
            game.game().position(),
            game.moves().last().copied(),
        )
        .map_err(|e| TableError::BadMove {
            input: text.to_owned(),
            reason: e.into(),
        })?;
        let (line, end) = self.push_two(m, text, now, s)?;
        self.after_move(line, end, now, s, strong)
    }

    /// The player to move claims (24-point rule) or declares (27-point rule) an impasse (持将棋).
    pub(super) fn impasse(&mut self, actor: &Actor) -> Result<Vec<Reply>, TableError> {
        if let Some(TableGame::Four(_)) = self.game() {
            return Err(TableError::NoImpasseRule);
        }
        let game = self.turn_of(actor)?;
        if game.game().rules().impasse.is_none() {
            return Err(TableError::NoImpasseRule);
        }
        let mut rules_game = game.game().clone();
        let o = rules_game.impasse().map_err(|e| TableError::BadMove {
            input: "impasse".to_owned(),
            reason: e.into(),
        })?;
        let mut replies = self.finish(TwoResult {
            winner: o.winner,
            ending: Ending::Rules(o.reason),
        })?;
        let mut text = Text::from(msg!("play-declares-impasse").with("name", &actor.name));
        for line in std::mem::take(&mut replies[0].text).0 {
            text.then(line);
        }
        replies[0].text = text;
        Ok(replies)
    }

    /// The reply after a person's move: against the computer, its answer comes in the same reply.
    fn after_move(
        &mut self,
        line: Msg,
        mut end: Option<Text>,
        now: Timestamp,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<Vec<Reply>, TableError> {
        let mut text = Text::from(line);
        if end.is_none() {
            let (lines, e) = self.computer_two(now, s, strong)?;
            text.then_all(lines);
            end = e;
        }
        let game = self.two().ok_or(TableError::NoGame)?;
        if let Some(result) = end {
            text.then_all(result.0);
            return Ok(vec![Reply {
                text,
                board: true,
                mentions: humans(game),
                ..Reply::default()
            }]);
        }
        text.then(self.to_move_line(game)?);
        Ok(vec![Reply {
            text,
            board: true,
            mentions: vec![game.player(game.turn()).id],
            ..Reply::default()
        }])
    }

    /// 投了 (tōryō): the game is lost; four-player shogi has none, and the seat is handed to
    /// the computer instead.
    pub(super) fn resign(
        &mut self,
        actor: &Actor,
        now: Timestamp,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        if let Some(TableGame::Four(_)) = self.game() {
            return self.hand_over(actor, now, s);
        }
        let game = self.game_of(actor)?;
        let color = game.color_of(actor.id).ok_or(TableError::NoGame)?;
        self.finish(TwoResult {
            winner: Some(color.opponent()),
            ending: Ending::Resignation,
        })
    }

    pub(super) fn finish(&mut self, result: TwoResult) -> Result<Vec<Reply>, TableError> {
        let game = self.two_mut().ok_or(TableError::NoGame)?;
        game.result = Some(result);
        game.takeback_from = None;
        let text = describe_result(game, result);
        let mentions = humans(game);
        Ok(vec![Reply {
            text: text.into(),
            board: true,
            mentions,
            ..Reply::default()
        }])
    }

    /// 待った (matta): a player asks to take back their own last move; the opponent agrees with
    /// `takeback` (the computer always agrees, taking back its answer too).
    pub(super) fn takeback(
        &mut self,
        actor: &Actor,
        now: Timestamp,
    ) -> Result<Vec<Reply>, TableError> {
        if let Some(TableGame::Four(_)) = self.game() {
            return Err(TableError::FourNoTakeback);
        }
        let game = self.game_of(actor)?;
        let color = game.color_of(actor.id).ok_or(TableError::NoGame)?;
        if game.moves().is_empty() {
            return Err(TableError::NothingToTakeBack);
        }
        if game.computer.is_some() {
            if game.moves().len() < 2 {
                return Err(TableError::NothingToTakeBack);
            }
            let game = self.two_mut().ok_or(TableError::NoGame)?;
            game.undo(2, now);
            return Ok(vec![Reply {
                text: Text::from(msg!("play-taken-back-computer"))
                    .then(msg!("play-to-move").with("name", &actor.name))
                    .clone(),
                board: true,
                mentions: vec![actor.id],
                ..Reply::default()
            }]);
        }
        let opponent = game.player(color.opponent()).clone();
        // The asker's own last move goes back, with the opponent's reply after it if there is one:
        // one ply when the asker moved last, two when the opponent has answered.
        let undo = if game.turn() == color { 2 } else { 1 };
        match game.takeback_from {
            None if game.moves().len() < undo => Err(TableError::NoMoveOfYours),
            None => {
                self.two_mut().ok_or(TableError::NoGame)?.takeback_from = Some(actor.id);
                Ok(vec![Reply {
                    text: msg!("play-takeback-asked")
                        .with("name", &actor.name)
                        .with("opponent", &opponent.name)
                        .into(),
                    mentions: vec![opponent.id],
                    ..Reply::default()
                }])
            }
            Some(id) if id == actor.id => Err(TableError::TakebackPending {
                opponent: opponent.name,
            }),
            Some(asker) => {
                // The request lapses with any move, so the position is the one it was made in.
                let game = self.two_mut().ok_or(TableError::NoGame)?;
                let asker_color = game.color_of(asker).ok_or(TableError::NoGame)?;
                let undo = if game.turn() == asker_color { 2 } else { 1 };
                game.undo(undo, now);
                let name = game.player(asker_color).name.clone();
                Ok(vec![Reply {
                    text: Text::from(msg!("play-taken-back"))
                        .then(msg!("play-to-move").with("name", name))
                        .clone(),
                    board: true,
                    mentions: vec![asker],
                    ..Reply::default()
                }])
            }
        }
    }

    /// The squares a piece of the side (seat) to move can go to: `hint 7g` (a piece on the
    /// board), `hint P` (a piece in hand), `hint K` (the king); for either variant.
    pub(super) fn hint(&self, target: HintTarget) -> Result<Vec<Reply>, TableError> {
        let (text, origin, dests) = match self.in_play().ok_or(TableError::NoGame)? {
            TableGame::Two(g) => hint_in(g.game().position(), target)?,
            TableGame::Four(g) => hint_in_four(g.game(), target)?,
        };
        Ok(vec![Reply {
            text: text.into(),
            board: true,
            hint: dests,
            hint_origin: Some(origin),
            ..Reply::default()
        }])
    }
}

/// What `hint` says of `target` in `pos`: the sentence, the origin and its legal destinations;
/// for a game, a puzzle and `shogiban render --hint` alike.
pub fn hint_in(
    pos: &crate::rules::Position,
    target: HintTarget,
) -> Result<(Msg, crate::render::HintOrigin, Vec<Square>), TableError> {
    let us = pos.turn();
    let legal: Vec<Move> = pos.legal_moves().iter().copied().collect();
    hint_from(
        target,
        |sq| pos.piece_at(sq).is_some_and(|p| p.color == us),
        |role| pos.hand(us).count(role),
        Some(pos.king(us)),
        &legal,
    )
}

/// [`hint_in`] for the seat to move of a four-player game.
pub fn hint_in_four(
    game: &crate::rules::yonin::Game,
    target: HintTarget,
) -> Result<(Msg, crate::render::HintOrigin, Vec<Square>), TableError> {
    let mover = game.to_move().ok_or(TableError::NoGame)?;
    let pos = game.position();
    let own = |sq: Square| {
        pos.piece_at(sq)
            .is_some_and(|p| p.controller == mover && !p.overturned)
    };
    let king = Square::ALL.into_iter().find(|&sq| {
        own(sq)
            && pos
                .piece_at(sq)
                .is_some_and(|p| p.role == crate::rules::Role::King)
    });
    hint_from(
        target,
        own,
        |role| pos.hand(mover).count(role),
        king,
        &game.legal_moves(),
    )
}

/// The hint of `target` among the `legal` moves of the side to move, given where its pieces are,
/// what it holds in hand and where its king stands.
fn hint_from(
    target: HintTarget,
    own_piece_at: impl Fn(Square) -> bool,
    in_hand: impl Fn(crate::rules::Role) -> u8,
    king: Option<Square>,
    legal: &[Move],
) -> Result<(Msg, crate::render::HintOrigin, Vec<Square>), TableError> {
    use crate::render::HintOrigin;
    let origin = match target {
        HintTarget::Square(sq) => {
            if !own_piece_at(sq) {
                return Err(TableError::NoPieceThere { square: sq });
            }
            HintOrigin::Square(sq)
        }
        HintTarget::Piece(crate::rules::Role::King) => {
            HintOrigin::Square(king.ok_or(TableError::NoGame)?)
        }
        HintTarget::Piece(role) => {
            if in_hand(role) == 0 {
                return Err(TableError::NotInHand { role });
            }
            HintOrigin::Hand(role)
        }
    };
    let mut dests: Vec<Square> = legal
        .iter()
        .filter(|m| match (origin, m) {
            (HintOrigin::Square(sq), _) => m.from() == Some(sq),
            (HintOrigin::Hand(role), Move::Drop { role: r, .. }) => *r == role,
            _ => false,
        })
        .map(|m| m.to())
        .collect();
    dests.sort();
    dests.dedup();
    let what = match origin {
        HintOrigin::Square(sq) => Msg::raw(sq.to_usi()),
        HintOrigin::Hand(role) => msg!("play-hint-in-hand").with("role", words::role(role)),
    };
    let list: Vec<String> = dests.iter().map(|s| s.to_usi()).collect();
    let text = msg!("play-hint")
        .with("what", what)
        .with("count", dests.len())
        .with("squares", list.join(" "));
    Ok((text, origin, dests))
}

/// A move for an announcement, in the notation the table shows.
/// `Game on: ☗ alice (sente) vs ☖ bob (gote), bishop handicap.`
pub(super) fn game_on(game: &TwoGame) -> Msg {
    let mut extras = Vec::new();
    if let Some(h) = game.handicap.as_deref() {
        extras.push(msg!("option-handicap").with("handicap", crate::i18n::words::handicap(h)));
    }
    if let Some(c) = game.computer {
        extras.push(msg!("play-computer-level").with("level", c.level));
    }
    msg!("play-game-on")
        .with("sente", &game.sente.name)
        .with("gote", &game.gote.name)
        .with("count", extras.len())
        .with("extras", extras)
}

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
