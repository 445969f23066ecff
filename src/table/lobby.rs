//! A four-player lobby ([`Lobby`]): seats fill up with people and computers, then someone seated
//! starts the game; and the four-player rematch, which starts the next game at once.

use super::command::LobbyOptions;
use super::game::{Clock, Occupant, TableGame};
use super::text::occupant_name;
use super::{Actor, Offer, Reply, Settings, TableError, Timestamp, UserId};
use crate::i18n::{words, Msg, Text};
use crate::rules::{yonin, BySide, Seat};
use serde::{Deserialize, Serialize};

/// A four-player lobby filling up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lobby {
    pub host: UserId,
    /// Who sits at each seat (S, W, N, E); `None` while it is free.
    pub seats: BySide<Seat, Option<Occupant>>,
    /// The §10 switches of the game it starts.
    pub settings: yonin::Settings,
    pub time_per_move: Option<u64>,
}

/// The buttons under a lobby.
const OFFERS: [Offer; 4] = [Offer::Join, Offer::Leave, Offer::AddComputer, Offer::Start];

impl Lobby {
    /// `actor` opens a lobby and takes the first seat; `first` moves first (tables rotate it
    /// from game to game) unless the options fix it.
    pub fn open(
        actor: &Actor,
        options: &LobbyOptions,
        s: &Settings,
        first: Seat,
    ) -> (Lobby, Reply) {
        // The table's §10 defaults, then what the command says.
        let mut settings = yonin::Settings {
            first_mover: first,
            ..s.four
        };
        for choice in &options.choices {
            choice.apply(&mut settings);
        }
        let mut seats = BySide::<Seat, Option<Occupant>>::default();
        seats[Seat::South] = Some(Occupant::Person(actor.player()));
        let lobby = Lobby {
            host: actor.id,
            seats,
            settings,
            time_per_move: options.time_per_move.or(s.time_per_move),
        };
        let mut text = Text::from(
            msg!("lobby-opened")
                .with("name", &actor.name)
                .with("teams", if settings.teams { "yes" } else { "no" }),
        );
        text.then(lobby.describe());
        (lobby, lobby_reply(text))
    }

    /// The seat `user` sits at.
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        self.seats.find(|o| o.as_ref().is_some_and(|o| o.is(user)))
    }

    /// Whether no person is left (only computers, or nobody).
    pub fn no_people(&self) -> bool {
        self.seats
            .all(|o| o.as_ref().is_none_or(|o| o.person().is_none()))
    }

    /// The seat asked for, if free, or the first free seat in turn order (S, W, N, E).
    pub fn choose_seat(&self, seat: Option<Seat>) -> Result<Seat, TableError> {
        match seat {
            Some(s) => match &self.seats[s] {
                Some(o) => Err(TableError::SeatTaken {
                    seat: s,
                    by: occupant_name(o, s),
                }),
                None => Ok(s),
            },
            None => self
                .seats
                .find(Option::is_none)
                .ok_or(TableError::LobbyFull),
        }
    }

    pub fn is_full(&self) -> bool {
        self.seats.all(Option::is_some)
    }

    /// Who sits where, for the lobby message: `south: alice, west: (free), …`.
    pub fn describe(&self) -> Msg {
        let seats: Vec<Msg> = self
            .seats
            .iter()
            .map(|(s, o)| match o {
                Some(o) => msg!("lobby-seat")
                    .with("seat", words::seat(s))
                    .with("name", occupant_name(o, s)),
                None => msg!("lobby-seat-free").with("seat", words::seat(s)),
            })
            .collect();
        msg!("raw").with("text", seats)
    }

    /// `join [SEAT]`.
    pub fn join(&mut self, actor: &Actor, seat: Option<Seat>) -> Result<Reply, TableError> {
        if let Some(seat) = self.seat_of(actor.id) {
            return Err(TableError::AlreadySeated { seat });
        }
        let seat = self.choose_seat(seat)?;
        self.seats[seat] = Some(Occupant::Person(actor.player()));
        let mut text = Text::from(
            msg!("lobby-sits")
                .with("name", &actor.name)
                .with("seat", words::seat(seat)),
        );
        text.then(self.describe());
        if self.is_full() {
            text.then(msg!("lobby-full"));
        }
        Ok(lobby_reply(text))
    }

    /// `leave`: the actor's seat is free again; `true` with the reply when nobody is left and
    /// the lobby closes.
    pub fn leave(&mut self, actor: &Actor) -> Result<(Reply, bool), TableError> {
        let seat = self.seat_of(actor.id).ok_or(TableError::NotSeated)?;
        self.seats[seat] = None;
        if self.no_people() {
            let closed = Reply::msg(msg!("lobby-closed").with("name", &actor.name));
            return Ok((closed, true));
        }
        let mut text = Text::from(
            msg!("lobby-left")
                .with("name", &actor.name)
                .with("seat", words::seat(seat)),
        );
        text.then(self.describe());
        Ok((lobby_reply(text), false))
    }

    /// `add-computer [SEAT] [level=N]`: the computer takes a seat.
    pub fn add_computer(
        &mut self,
        actor: &Actor,
        seat: Option<Seat>,
        level: Option<u8>,
        s: &Settings,
    ) -> Result<Reply, TableError> {
        if self.seat_of(actor.id).is_none() {
            return Err(TableError::NotSeated);
        }
        let seat = self.choose_seat(seat)?;
        let level = level.unwrap_or(s.computer_level);
        self.seats[seat] = Some(Occupant::Computer { level });
        let mut text = Text::from(
            msg!("computer-sits")
                .with("level", level)
                .with("seat", words::seat(seat)),
        );
        text.then(self.describe());
        if self.is_full() {
            text.then(msg!("lobby-full"));
        }
        Ok(lobby_reply(text))
    }

    /// `start`, by someone seated once every seat is taken: the game it starts.
    pub fn start(
        &self,
        actor: &Actor,
        now: Timestamp,
    ) -> Result<TableGame<yonin::Game>, TableError> {
        if self.seat_of(actor.id).is_none() {
            return Err(TableError::NotSeated);
        }
        if !self.is_full() {
            return Err(TableError::LobbyNotFull {
                free: self.seats.sides_where(Option::is_none),
            });
        }
        let seats = self
            .seats
            .map(|_, o| o.clone().unwrap_or(Occupant::Computer { level: 1 }));
        TableGame::new(
            seats,
            self.settings,
            Clock::new(self.time_per_move, now),
            false,
        )
        .map_err(TableError::from)
    }
}

impl TableGame<yonin::Game> {
    /// The next game of the same four: the next seat clockwise moves first, and seats the
    /// computer took over go back to their people.
    pub(crate) fn rematch(
        &self,
        actor: &Actor,
        now: Timestamp,
    ) -> Result<TableGame<yonin::Game>, TableError> {
        if self.side_of(actor.id).is_none() && self.seated_side(actor.id).is_none() {
            return Err(TableError::NotAPlayer {
                players: super::text::names(self),
            });
        }
        let settings = yonin::Settings {
            first_mover: self.setup.first_mover.next(),
            ..self.setup
        };
        let seats = self.seats.map(|_, o| o.for_rematch());
        TableGame::new(seats, settings, Clock::new(self.clock.per_move, now), false)
            .map_err(TableError::from)
    }
}

fn lobby_reply(text: Text) -> Reply {
    Reply {
        text,
        offers: OFFERS.to_vec(),
        ..Reply::default()
    }
}
