//! Four-player tables: the lobby, the game's actions, hints, aborts and rematches.

use super::*;

impl Table {
    pub(super) fn open_lobby(
        &mut self,
        actor: &Actor,
        options: command::LobbyOptions,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        if self.lobby.is_some() {
            return Err(TableError::LobbyOpen);
        }
        // The table's §10 defaults, then what the command says.
        let mut settings = FourSettings {
            teams: options.teams || s.four.teams,
            // The first mover rotates clockwise from game to game unless the lobby fixes it.
            first_mover: Seat::ALL[(self.four_games % 4) as usize],
            ..s.four
        };
        for (key, value) in &options.switches {
            settings
                .set(key, value)
                .map_err(|reason| TableError::Illegal(format!("{key}={value}"), reason))?;
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
        let text = format!(
            "{} opened a four-player lobby{}. `join` to sit down. {}",
            actor.name,
            if settings.teams { " (teams)" } else { "" },
            lobby.describe()
        );
        self.lobby = Some(lobby);
        Ok(vec![Reply::text(text)])
    }

    pub(super) fn join(
        &mut self,
        actor: &Actor,
        seat: Option<Seat>,
    ) -> Result<Vec<Reply>, TableError> {
        let lobby = self.lobby.as_mut().ok_or(TableError::NoLobby)?;
        if let Some(s) = lobby.seat_of(actor.id) {
            return Err(TableError::AlreadySeated(s.name()));
        }
        let seat = match seat {
            Some(s) => {
                if let Some(p) = &lobby.seats[s.index()] {
                    return Err(TableError::SeatTaken(s.name(), p.name.clone()));
                }
                s
            }
            None => Seat::ALL
                .into_iter()
                .find(|s| lobby.seats[s.index()].is_none())
                .ok_or(TableError::LobbyFull)?,
        };
        lobby.seats[seat.index()] = Some(actor.player());
        let full = if lobby.is_full() {
            " The lobby is full: `start`."
        } else {
            ""
        };
        Ok(vec![Reply::text(format!(
            "{} sits at {}. {}{full}",
            actor.name,
            seat.name(),
            lobby.describe()
        ))])
    }

    pub(super) fn leave(&mut self, actor: &Actor) -> Result<Vec<Reply>, TableError> {
        let lobby = self.lobby.as_mut().ok_or(TableError::NoLobby)?;
        let seat = lobby.seat_of(actor.id).ok_or(TableError::NotSeated)?;
        lobby.seats[seat.index()] = None;
        if lobby.no_people() {
            self.lobby = None;
            return Ok(vec![Reply::text(format!(
                "{} left; the lobby is closed.",
                actor.name
            ))]);
        }
        Ok(vec![Reply::text(format!(
            "{} left {}. {}",
            actor.name,
            seat.name(),
            lobby.describe()
        ))])
    }

    pub(super) fn start_four(
        &mut self,
        actor: &Actor,
        now: Timestamp,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        let lobby = self.lobby.as_ref().ok_or(TableError::NoLobby)?;
        if lobby.seat_of(actor.id).is_none() {
            return Err(TableError::NotSeated);
        }
        if !lobby.is_full() {
            let free: Vec<&str> = Seat::ALL
                .iter()
                .filter(|s| lobby.seats[s.index()].is_none())
                .map(|s| s.name())
                .collect();
            return Err(TableError::LobbyNotFull(free.join(", ")));
        }
        let seats = lobby.seats.clone().map(|p| p.expect("the lobby is full"));
        let game = FourGame {
            seats,
            settings: lobby.settings,
            moves: Vec::new(),
            time_per_move: lobby.time_per_move,
            turn_started: now,
            result: None,
            computers: lobby.computers,
            reminded: false,
        };
        self.lobby = None;
        self.start_four_game(game, now)
    }

    pub(super) fn start_four_game(
        &mut self,
        game: FourGame,
        now: Timestamp,
    ) -> Result<Vec<Reply>, TableError> {
        let first = game.settings.first_mover;
        let to_move = game.player(first).clone();
        let mut text = format!(
            "Four-player game on: {}. {} ({}) moves first.",
            four_players(&game),
            to_move.name,
            first.name()
        );
        self.four = Some(game);
        self.four_games += 1;
        self.current = Current::Four;
        let mut mentions = vec![to_move.id];
        if self.four_computer_to_move()?.is_some() {
            let (lines, m) = self.four_computers_play(now)?;
            text = format!("{text} {}", lines.join(" "));
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
    ) -> Result<Vec<String>, TableError> {
        let game = self.four.as_ref().ok_or(TableError::NoGame)?;
        let mut engine = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let eliminated_before = engine.eliminations().len();
        engine
            .play(m)
            .map_err(|e| TableError::Illegal(m.to_usi(), e.to_string()))?;
        let game = self.four.as_mut().expect("checked");
        game.moves.push(m.to_usi());
        game.turn_started = now;
        game.reminded = false;
        let mut lines = vec![format!(
            "{} ({}) played {}.",
            game.player(seat).name,
            seat.name(),
            m.to_usi()
        )];
        for e in &engine.eliminations()[eliminated_before..] {
            lines.push(format!(
                "{} ({}) is checkmated; {} takes the pieces.",
                game.player(e.seat).name,
                e.seat.name(),
                game.player(e.by).name
            ));
        }
        if let Some(o) = engine.outcome() {
            game.result = Some(FourResult {
                reason: o.reason.name().to_owned(),
                places: o.places.to_vec(),
            });
        }
        Ok(lines)
    }

    /// The result, or who is to move next; and whom to notify.
    pub(super) fn four_next_line(&self) -> Result<(String, Vec<UserId>), TableError> {
        let game = self.four.as_ref().ok_or(TableError::NoGame)?;
        if let Some(r) = &game.result {
            let people = Seat::ALL
                .iter()
                .filter(|s| game.computers[s.index()].is_none())
                .map(|s| game.player(*s).id)
                .collect();
            return Ok((describe_four_result(game, r), people));
        }
        let engine = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let Some(next) = engine.to_move() else {
            return Ok((String::new(), Vec::new()));
        };
        let check = if engine.in_check().contains(&next) {
            " (in check)"
        } else {
            ""
        };
        Ok((
            format!(
                "{} ({}) to move{check}.",
                game.player(next).name,
                next.name()
            ),
            vec![game.player(next).id],
        ))
    }

    pub(super) fn play_four(
        &mut self,
        actor: &Actor,
        text: &str,
        now: Timestamp,
    ) -> Result<Vec<Reply>, TableError> {
        let game = self.four.as_ref().ok_or(TableError::NoGame)?;
        if let Some(r) = &game.result {
            return Err(TableError::GameOver(describe_four_result(game, r)));
        }
        let seat = game
            .seat_of(actor.id)
            .ok_or_else(|| TableError::NotAPlayer(four_players(game)))?;
        let mut engine = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let to_move = engine.to_move().ok_or(TableError::NoGame)?;
        if seat != to_move {
            return Err(TableError::NotYourTurn(game.player(to_move).name.clone()));
        }
        // Any four-player notation: `5g5f`, `G-5h`, `金58`, with or without the seat marker.
        let m = crate::notation::four::parse(text.trim(), &engine)
            .map_err(|e| TableError::Illegal(text.to_owned(), e.to_string()))?;
        engine
            .play(m)
            .map_err(|e| TableError::Illegal(text.to_owned(), e.to_string()))?;
        let mut lines = self.four_step(m, seat, now)?;
        // The computer seats answer in the same reply.
        let (rest, mentions) = self.four_computers_play(now)?;
        lines.extend(rest);
        Ok(vec![Reply {
            text: lines.join(" "),
            board: true,
            mentions,
            ..Reply::default()
        }])
    }

    pub(super) fn hint_four(&self, square: &str) -> Result<Vec<Reply>, TableError> {
        let game = self.four_in_play().ok_or(TableError::NoGame)?;
        let engine = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let sq = Square::parse_usi(&square.to_ascii_lowercase()).ok_or_else(|| {
            TableError::Illegal(
                square.to_owned(),
                "a hint takes a square like 5g".to_owned(),
            )
        })?;
        let mut dests: Vec<Square> = engine
            .legal_moves()
            .iter()
            .filter(|m| m.from() == Some(sq))
            .map(|m| m.to())
            .collect();
        dests.sort();
        dests.dedup();
        let list: Vec<String> = dests.iter().map(|s| s.to_usi()).collect();
        Ok(vec![Reply {
            text: if list.is_empty() {
                format!("{square}: no legal moves for the player to move.")
            } else {
                format!("{square} can go to {}.", list.join(" "))
            },
            board: true,
            hint: dests,
            hint_origin: Some(crate::render::HintOrigin::Square(sq)),
            ..Reply::default()
        }])
    }

    pub(super) fn abort_four(&mut self, actor: &Actor) -> Result<Vec<Reply>, TableError> {
        let game = self.four_in_play().ok_or(TableError::NoGame)?;
        let seated = game.seat_of(actor.id).is_some();
        if !actor.moderator && !seated {
            return Err(TableError::NotAPlayer(four_players(game)));
        }
        if !actor.moderator && every_seat_moved(game)? {
            return Err(TableError::FourAbortTooLate);
        }
        let game = self.four.as_mut().expect("checked");
        game.result = Some(FourResult {
            reason: "aborted".to_owned(),
            places: Vec::new(),
        });
        Ok(vec![Reply::text("Game aborted.")])
    }

    pub(super) fn rematch_four(
        &mut self,
        actor: &Actor,
        now: Timestamp,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        let game = self.four.as_ref().ok_or(TableError::NoRematch)?;
        if game.seat_of(actor.id).is_none() {
            return Err(TableError::NotAPlayer(four_players(game)));
        }
        // The next seat clockwise moves first.
        let mut settings = game.settings;
        settings.first_mover = settings.first_mover.next();
        let next = FourGame {
            seats: game.seats.clone(),
            settings,
            moves: Vec::new(),
            time_per_move: game.time_per_move,
            turn_started: now,
            result: None,
            computers: game.computers,
            reminded: false,
        };
        self.start_four_game(next, now)
    }
}

/// Whether every seat has made an action, found by replaying who was to move before each move.
pub(super) fn every_seat_moved(game: &FourGame) -> Result<bool, TableError> {
    let mut engine = crate::rules::yonin::Game::new(game.settings.to_rules());
    let mut moved = [false; 4];
    for text in &game.moves {
        let corrupt = |e: String| TableError::Corrupt(format!("stored game is corrupt: {e}"));
        if let Some(s) = engine.to_move() {
            moved[s.index()] = true;
        }
        let m = Move::parse_usi(text).map_err(|e| corrupt(e.to_string()))?;
        engine.play(m).map_err(|e| corrupt(e.to_string()))?;
    }
    Ok(moved.iter().all(|&m| m))
}
