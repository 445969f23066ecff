//! The computer at the table: games against the bot and computer seats of four-player games.

use super::challenge::{check_start, new_two_game};
use super::play::game_on;
use super::*;

impl Table {
    /// A challenge to the bot: the game starts at once, and the computer moves if it is first.
    pub(super) fn start_computer_game(
        &mut self,
        actor: &Actor,
        bot: Player,
        options: ChallengeOptions,
        now: Timestamp,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        if self.lobby().is_some() {
            return Err(TableError::LobbyOpen);
        }
        if let Some(c) = self.challenges.iter().find(|c| c.from.id != actor.id) {
            return Err(TableError::ChallengeWaiting {
                from: c.from.name.clone(),
            });
        }
        if options.rated == Some(true) {
            return Err(TableError::ComputerCannot(msg!("computer-never-rated")));
        }
        check_start(&options)?;
        let level = options.level.unwrap_or(s.computer_level);
        let mut game = new_two_game(actor.player(), bot, &options, now, s)?;
        game.rated = false;
        game.computer = Some(ComputerSide {
            color: if game.sente.id == actor.id {
                Color::Gote
            } else {
                Color::Sente
            },
            level,
            builtin: options.builtin,
        });
        // The human challenged first; the challenger's pending challenge stays as it was.
        let mut reply = self.start_two_game(game)?;
        let (lines, end) = self.computer_two(now, s, strong)?;
        if !lines.is_empty() {
            let game = self.two().ok_or(TableError::NoGame)?;
            let next = self.to_move_line(game)?;
            // The computer moved first: its moves replace the "to move" sentence of the start.
            let mut text = Text::from(game_on(game));
            text.then_all(lines);
            match end {
                Some(end) => text.then_all(end.0),
                None => text.then(next),
            };
            reply.text = text;
            reply.mentions = vec![actor.id];
        }
        Ok(vec![reply])
    }

    /// Plays the computer's moves while it is to move (once, in a two-player game). Returns what it
    /// played and, if the game ended, the result line.
    pub(super) fn computer_two(
        &mut self,
        now: Timestamp,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<(Vec<Msg>, Option<Text>), TableError> {
        use crate::engine::Player as _;
        let mut lines = Vec::new();
        loop {
            let Some(game) = self.two_in_play() else {
                return Ok((lines, None));
            };
            let Some(side) = game.computer else {
                return Ok((lines, None));
            };
            let rules_game = game.game();
            if rules_game.position().turn() != side.color {
                return Ok((lines, None));
            }
            let external = strong
                .filter(|_| side.level >= STRONG_LEVEL && !side.builtin)
                .and_then(|engine| match engine.best_move(rules_game) {
                    Ok(m) if rules_game.position().is_legal(m) => Some(m),
                    Ok(m) => {
                        tracing::warn!(
                            engine = %engine.name(),
                            "the external engine answered the illegal move {}; the built-in \
                             level {STRONG_LEVEL} plays instead",
                            m.to_usi()
                        );
                        None
                    }
                    Err(e) => {
                        tracing::warn!(
                            engine = %engine.name(),
                            "no move from the external engine ({e}); the built-in level \
                             {STRONG_LEVEL} plays instead"
                        );
                        None
                    }
                });
            // The built-in player is deterministic: the same game and level give the same move.
            let seed = game.moves().len() as u64 ^ game.player(side.color.opponent()).id.0;
            let Some(m) = external.or_else(|| {
                crate::engine::Computer::seeded(side.level, seed).choose(
                    rules_game,
                    crate::engine::Budget::nodes(two_nodes(side.level)),
                )
            }) else {
                return Ok((lines, None));
            };
            let (line, end) = self.push_two(m, &m.to_usi(), now, s)?;
            lines.push(line);
            if end.is_some() {
                return Ok((lines, end));
            }
        }
    }

    /// The seat to move, when a computer plays it.
    pub(super) fn four_computer_to_move(&self) -> Option<(Seat, u8)> {
        let game = self.four_in_play()?;
        let seat = game.game().to_move()?;
        game.computers[seat.index()].map(|l| (seat, l))
    }

    /// Plays every computer seat in turn until a person is to move or the game ends. Returns the
    /// announcement lines (ending with who is to move, or the result) and whom to notify.
    pub(super) fn four_computers_play(
        &mut self,
        now: Timestamp,
        s: &Settings,
    ) -> Result<(Vec<Msg>, Vec<UserId>), TableError> {
        use crate::engine::Player as _;
        let mut lines = Vec::new();
        // A four-player game lasts at most a few thousand actions; the bound only guards a loop.
        for _ in 0..10_000 {
            let Some((seat, level)) = self.four_computer_to_move() else {
                break;
            };
            let Some(game) = self.four() else {
                break;
            };
            let seed = (game.moves().len() as u64) << 2 | seat.index() as u64;
            let mut computer = crate::engine::YoninComputer::seeded(level, seed);
            let Some(m) =
                computer.choose(game.game(), crate::engine::Budget::nodes(four_nodes(level)))
            else {
                break;
            };
            lines.extend(self.four_step(m, seat, now, s)?);
        }
        let (next, mentions) = self.four_next_line()?;
        lines.extend(next);
        Ok((lines, mentions))
    }

    /// `add-computer [SEAT] [level=N]`: the computer takes a lobby seat.
    pub(super) fn add_computer(
        &mut self,
        actor: &Actor,
        seat: Option<Seat>,
        level: Option<u8>,
        dir: &dyn Directory,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        let lobby = self.lobby_mut().ok_or(TableError::NoLobby)?;
        if lobby.seat_of(actor.id).is_none() {
            return Err(TableError::NotSeated);
        }
        let seat = lobby.choose_seat(seat)?;
        let level = level.unwrap_or(s.computer_level);
        lobby.seats[seat.index()] = Some(computer_player(dir, seat, level, s.language));
        lobby.computers[seat.index()] = Some(level);
        let mut text = Text::from(
            msg!("computer-sits")
                .with("level", level)
                .with("seat", crate::i18n::words::seat(seat)),
        );
        text.then(lobby.describe());
        if lobby.is_full() {
            text.then(msg!("lobby-full"));
        }
        Ok(vec![Reply {
            text,
            offers: Offer::LOBBY.to_vec(),
            ..Reply::default()
        }])
    }
}

/// Search nodes per move of each computer level (deterministic, unlike a time budget); level 5
/// stays around a second per move in a release build. Levels 1–4 are mostly limited by their own
/// style (`engine::Level::style`), on which the ladder's figures in the README were measured.
pub fn two_nodes(level: u8) -> u64 {
    match level {
        1 | 2 => 2_000,
        3 => 10_000,
        4 => 8_000,
        _ => 400_000,
    }
}

/// Search nodes per action of each four-player computer level.
pub fn four_nodes(level: u8) -> u64 {
    match level {
        1 => 1_000,
        2 => 5_000,
        3 => 20_000,
        4 => 80_000,
        _ => 200_000,
    }
}

/// The computer as a four-player seat: the bot's own user when the adapter knows it, named by
/// seat and level so that the standings tell the computer seats apart.
pub(super) fn computer_player(
    dir: &dyn Directory,
    seat: Seat,
    level: u8,
    lang: crate::i18n::Lang,
) -> Player {
    let bot = dir.computer().unwrap_or(Player {
        id: UserId(0),
        name: "computer".to_owned(),
    });
    Player {
        name: crate::i18n::words::computer_seat_name(lang, &bot.name, seat, level),
        ..bot
    }
}
