//! Four-player tables: the lobby, the game's actions, hints, aborts and rematches.

use super::text::{describe_four_result, four_names, seat_holder};
use super::*;
use crate::i18n::words;

impl Table {
    pub(super) fn open_lobby(
        &mut self,
        actor: &Actor,
        options: command::LobbyOptions,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        if self.lobby().is_some() {
            return Err(TableError::LobbyOpen);
        }
        // One thing at a table at a time: a waiting challenge is answered or cancelled first.
        if let Some(c) = self.challenges.first() {
            return Err(TableError::ChallengeWaiting {
                from: c.from.name.clone(),
            });
        }
        // The table's §10 defaults, then what the command says. The first mover rotates
        // clockwise from game to game unless the lobby fixes it.
        let mut settings = crate::rules::yonin::Settings {
            first_mover: Seat::ALL[(self.four_games % 4) as usize],
            ..s.four
        };
        for choice in &options.choices {
            choice.apply(&mut settings);
        }
        let mut seats: [Option<Player>; 4] = Default::default();
        seats[0] = Some(actor.player());
        let lobby = Lobby {
            host: actor.id,
            seats,
            settings,
            time_per_move: options.time_per_move.or(s.time_per_move),
            computers: [None; 4],
        };
        let mut text = Text::from(
            msg!("lobby-opened")
                .with("name", &actor.name)
                .with("teams", if settings.teams { "yes" } else { "no" }),
        );
        text.then(lobby.describe());
        self.session = Session::Lobby(lobby);
        Ok(vec![Reply {
            text,
            offers: Offer::LOBBY.to_vec(),
            ..Reply::default()
        }])
    }

    pub(super) fn join(
        &mut self,
        actor: &Actor,
        seat: Option<Seat>,
    ) -> Result<Vec<Reply>, TableError> {
        let lobby = self.lobby_mut().ok_or(TableError::NoLobby)?;
        if let Some(seat) = lobby.seat_of(actor.id) {
            return Err(TableError::AlreadySeated { seat });
        }
        let seat = lobby.choose_seat(seat)?;
        lobby.seats[seat.index()] = Some(actor.player());
        let mut text = Text::from(
            msg!("lobby-sits")
                .with("name", &actor.name)
                .with("seat", words::seat(seat)),
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

    pub(super) fn leave(&mut self, actor: &Actor) -> Result<Vec<Reply>, TableError> {
        let lobby = self.lobby_mut().ok_or(TableError::NoLobby)?;
        let seat = lobby.seat_of(actor.id).ok_or(TableError::NotSeated)?;
        lobby.seats[seat.index()] = None;
        if lobby.no_people() {
            self.session = Session::Idle;
            return Ok(vec![Reply::msg(
                msg!("lobby-closed").with("name", &actor.name),
            )]);
        }
        Ok(vec![Reply {
            text: Text::from(
                msg!("lobby-left")
                    .with("name", &actor.name)
                    .with("seat", words::seat(seat)),
            )
            .then(lobby.describe())
            .clone(),
            offers: Offer::LOBBY.to_vec(),
            ..Reply::default()
        }])
    }

    pub(super) fn start_four(
        &mut self,
        actor: &Actor,
        now: Timestamp,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        let lobby = self.lobby().ok_or(TableError::NoLobby)?;
        if lobby.seat_of(actor.id).is_none() {
            return Err(TableError::NotSeated);
        }
        let [Some(south), Some(west), Some(north), Some(east)] = lobby.seats.clone() else {
            return Err(TableError::LobbyNotFull {
                free: Seat::ALL
                    .into_iter()
                    .filter(|s| lobby.seats[s.index()].is_none())
                    .collect(),
            });
        };
        let game = FourGame::new(
            [south, west, north, east],
            lobby.settings,
            lobby.computers,
            lobby.time_per_move,
            now,
        );
        self.start_four_game(game, now, s)
    }

    pub(super) fn start_four_game(
        &mut self,
        game: FourGame,
        now: Timestamp,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        let first = game.settings.first_mover;
        let to_move = game.player(first).clone();
        let mut text = Text::from(msg!("lobby-game-on").with("players", four_names(&game)));
        text.then(msg!("lobby-moves-first").with("who", seat_holder(&game, first)));
        self.seat_game(TableGame::Four(Box::new(game)));
        self.four_games += 1;
        let mut mentions = vec![to_move.id];
        if self.four_computer_to_move().is_some() {
            let (lines, m) = self.four_computers_play(now, s)?;
            text.then_all(lines);
            mentions = m;
        }
        Ok(vec![Reply {
            text,
            board: true,
            mentions,
            ..Reply::default()
        }])
    }

    /// Plays one action for `seat`: "NAME (seat) played M." plus eliminations and the result.
    pub(super) fn four_step(
        &mut self,
        m: Move,
        seat: Seat,
        now: Timestamp,
        s: &Settings,
    ) -> Result<Vec<Msg>, TableError> {
        let game = self.four_mut().ok_or(TableError::NoGame)?;
        let written = write_four_move(game.game(), m, s.notation);
        let eliminated_before = game.game().eliminations().len();
        game.play(m, now).map_err(|e| TableError::BadMove {
            input: m.to_usi(),
            reason: crate::notation::four::FourMoveError::Illegal(e).into(),
        })?;
        let mut lines = vec![msg!("lobby-played")
            .with("who", seat_holder(game, seat))
            .with("move", written)];
        for e in &game.game().eliminations()[eliminated_before..] {
            lines.push(
                msg!("lobby-checkmated")
                    .with("who", seat_holder(game, e.seat))
                    .with("by", &game.player(e.by).name),
            );
        }
        if let Some(o) = game.game().outcome() {
            game.result = Some(FourResult {
                reason: o.reason.into(),
                places: o.places.to_vec(),
            });
        }
        Ok(lines)
    }

    /// The result, or who is to move next; and whom to notify.
    pub(super) fn four_next_line(&self) -> Result<(Option<Msg>, Vec<UserId>), TableError> {
        let game = self.four().ok_or(TableError::NoGame)?;
        if let Some(r) = &game.result {
            let people = Seat::ALL
                .iter()
                .filter(|s| game.computers[s.index()].is_none())
                .map(|s| game.player(*s).id)
                .collect();
            return Ok((Some(describe_four_result(game, r)), people));
        }
        let engine = game.game();
        let Some(next) = engine.to_move() else {
            return Ok((None, Vec::new()));
        };
        Ok((
            Some(
                msg!("lobby-to-move")
                    .with("who", seat_holder(game, next))
                    .with(
                        "check",
                        if engine.in_check().contains(&next) {
                            "yes"
                        } else {
                            "no"
                        },
                    ),
            ),
            vec![game.player(next).id],
        ))
    }

    /// The game in play with `actor` seated at it, and their seat.
    fn four_seat_of(&self, actor: &Actor) -> Result<(&FourGame, Seat), TableError> {
        let game = self.four().ok_or(TableError::NoGame)?;
        if let Some(r) = &game.result {
            return Err(TableError::GameOver {
                result: describe_four_result(game, r),
                rematch: self.last_tournament.is_none(),
            });
        }
        let seat = game
            .seat_of(actor.id)
            .ok_or_else(|| TableError::NotAPlayer {
                players: four_names(game),
            })?;
        Ok((game, seat))
    }

    pub(super) fn play_four(
        &mut self,
        actor: &Actor,
        text: &str,
        now: Timestamp,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        let (game, seat) = self.four_seat_of(actor)?;
        let to_move = game.game().to_move().ok_or(TableError::NoGame)?;
        if seat != to_move {
            return Err(TableError::NotYourTurn {
                to_move: game.player(to_move).name.clone(),
            });
        }
        // Any four-player notation: `5g5f`, `G-5h`, `金58`, with or without the seat marker.
        let m = crate::notation::four::parse(text.trim(), game.game()).map_err(|e| {
            TableError::BadMove {
                input: text.to_owned(),
                reason: e.into(),
            }
        })?;
        let mut lines = self.four_step(m, seat, now, s)?;
        // The computer seats answer in the same reply.
        let (rest, mentions) = self.four_computers_play(now, s)?;
        lines.extend(rest);
        let mut text = Text::new();
        text.then_all(lines);
        Ok(vec![Reply {
            text,
            board: true,
            mentions,
            ..Reply::default()
        }])
    }

    /// Four-player shogi has no resignation: a player who wants out (`resign`, or `leave` during
    /// the game) hands the seat to the computer at the table's level, as a time-out does.
    pub(super) fn hand_over(
        &mut self,
        actor: &Actor,
        now: Timestamp,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        let (_, seat) = self.four_seat_of(actor)?;
        let handed = self.give_seat_to_computer(seat, s)?;
        let (lines, mentions) = self.four_computers_play(now, s)?;
        let mut text = Text::from(msg!("lobby-left-game").with("name", &actor.name));
        text.then(handed).then_all(lines);
        Ok(vec![Reply {
            text,
            board: true,
            mentions,
            ..Reply::default()
        }])
    }

    /// The computer plays `seat` from now on, under the person's name marked "(computer)"; the
    /// person's place in the standings is credited as the last (see the stats).
    pub(super) fn give_seat_to_computer(
        &mut self,
        seat: Seat,
        s: &Settings,
    ) -> Result<Msg, TableError> {
        let game = self.four_mut().ok_or(TableError::NoGame)?;
        let level = s.computer_level;
        game.computers[seat.index()] = Some(level);
        game.taken_over[seat.index()] = true;
        let player = &mut game.seats[seat.index()];
        let person = player.name.clone();
        player.name = words::computer_plays_for(s.language, &person);
        Ok(msg!("lobby-handed-over")
            .with("level", level)
            .with("name", person)
            .with("seat", words::seat(seat)))
    }

    pub(super) fn rematch_four(
        &mut self,
        actor: &Actor,
        now: Timestamp,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        let game = self.four().ok_or(TableError::NoRematch)?;
        if game.seat_of(actor.id).is_none() {
            return Err(TableError::NotAPlayer {
                players: four_names(game),
            });
        }
        // The next seat clockwise moves first.
        let mut settings = game.settings;
        settings.first_mover = settings.first_mover.next();
        // Seats the computer took over go back to their people.
        let mut seats = game.seats.clone();
        let mut computers = game.computers;
        for seat in Seat::ALL {
            if game.taken_over[seat.index()] {
                computers[seat.index()] = None;
                let name = &mut seats[seat.index()].name;
                *name = words::person_behind(name).to_owned();
            }
        }
        let next = FourGame::new(seats, settings, computers, game.time_per_move, now);
        self.start_four_game(next, now, s)
    }
}

/// Whether every seat has made an action, found by replaying who was to move before each move.
pub(super) fn every_seat_moved(game: &FourGame) -> bool {
    let mut engine = crate::rules::yonin::Game::new(game.settings);
    let mut moved = [false; 4];
    for &m in game.moves() {
        if let Some(s) = engine.to_move() {
            moved[s.index()] = true;
        }
        // The moves were legal when they were stored and replayed when the game was read.
        if engine.play(m).is_err() {
            break;
        }
    }
    moved.iter().all(|&m| m)
}

/// A four-player action for an announcement, with its seat marker, in the notation the table
/// shows (Japanese `南５八金`, Western `S:G-5h`, or both).
pub(super) fn write_four_move(
    game: &crate::rules::yonin::Game,
    m: Move,
    shown: settings::NotationShown,
) -> String {
    use crate::notation::four::{write, FourNotation};
    match shown {
        settings::NotationShown::Both => format!(
            "{} ({})",
            write(game, m, FourNotation::Japanese),
            write(game, m, FourNotation::Western)
        ),
        settings::NotationShown::Japanese => write(game, m, FourNotation::Japanese),
        settings::NotationShown::Western => write(game, m, FourNotation::Western),
    }
}
