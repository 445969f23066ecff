//! A tournament's game at its table: seated by the service when a round starts, linked to the
//! tournament so that its end is reported back ([`crate::table::Event::GameEnded`] carries the
//! [`TournamentLink`]), and its result read the tournament's way ([`result_of`]).

use super::{GameId, GameResult, Seating, TwoOutcome};
use crate::i18n::Text;
use crate::table::four::FourGame;
use crate::table::two::{Ending, Start, TwoGame};
use crate::table::{
    Context, Handled, Player, Reply, Table, TableError, TableGame, TableId, Timestamp,
};
use serde::{Deserialize, Serialize};

/// Which tournament game a table is playing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentLink {
    /// The channel the tournament runs in.
    pub channel: TableId,
    /// The tournament's number in that channel (from 1).
    pub number: u32,
    pub game: GameId,
}

/// What a tournament game's table is told to start.
#[derive(Clone, Debug)]
pub struct GameOrder<'a> {
    pub link: TournamentLink,
    pub seating: &'a Seating,
    /// The tournament's name, or its kind in words, for the opening line.
    pub title: crate::i18n::Msg,
    pub rated: bool,
    pub time_per_move: Option<u64>,
}

/// A finished game's result as the tournament scores it; `None` for a game that is not over.
pub fn result_of(game: &TableGame) -> Option<GameResult> {
    match game {
        TableGame::Two(g) => {
            let r = g.result?;
            Some(GameResult::Two(match (r.winner, r.ending) {
                (Some(c), _) => TwoOutcome::Win(c),
                (None, Ending::Aborted) => TwoOutcome::DoubleForfeit,
                (None, _) => TwoOutcome::Draw,
            }))
        }
        TableGame::Four(g) => {
            let r = g.result.as_ref()?;
            let places: [u8; 4] = r.places.as_slice().try_into().ok()?;
            Some(GameResult::Four(places))
        }
    }
}

impl Table {
    /// Starts a tournament game here (the service calls it when a round starts). Seating it again
    /// changes nothing: a table already playing (or having played) this game refuses nothing and
    /// says nothing, so a placement interrupted by a restart can simply be made again.
    pub fn seat_tournament_game(
        &mut self,
        order: &GameOrder<'_>,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Handled, TableError> {
        if self.tournament.as_ref() == Some(&order.link) || self.played(&order.link) {
            return Ok(Handled::default());
        }
        let mut next = self.clone();
        next.ensure_free()?;
        let mut replies = match order.seating {
            Seating::Two { sente, gote } => {
                let game = TwoGame::new(
                    sente.clone(),
                    gote.clone(),
                    Start::Standard,
                    None,
                    ctx.settings.rules,
                    order.rated,
                    order.time_per_move.or(ctx.settings.time_per_move),
                    now,
                )?;
                vec![next.start_two_game(game)?]
            }
            Seating::Four { seats } => {
                let computer = ctx.dir.computer().unwrap_or(Player {
                    id: crate::table::UserId(0),
                    name: "shogiban".into(),
                });
                let level = ctx.settings.computer_level;
                let players = seats.clone().map(|s| s.unwrap_or_else(|| computer.clone()));
                let computers = seats.clone().map(|s| s.is_none().then_some(level));
                // Seats rotate from round to round by the pairing: South moves first.
                let settings = crate::rules::yonin::Settings {
                    first_mover: crate::rules::Seat::South,
                    ..ctx.settings.four
                };
                let time = order.time_per_move.or(ctx.settings.time_per_move);
                let game = FourGame::new(players, settings, computers, time, now);
                next.start_four_game(game, now, ctx.settings)?
            }
        };
        next.tournament = Some(order.link.clone());
        let mut events = Vec::new();
        next.settle(&mut events);
        let mut head = Text::from(
            msg!("tournament-game-start")
                .with("title", order.title.clone())
                .with("round", order.link.game.round)
                .with("board", order.link.game.board),
        );
        if let Some(first) = replies.first_mut() {
            head.then_all(std::mem::take(&mut first.text).0);
            first.text = head;
            // Everyone at the table is called to it, not only the one to move.
            first.mentions = match order.seating {
                Seating::Two { sente, gote } => vec![sente.id, gote.id],
                Seating::Four { seats } => seats.iter().flatten().map(|p| p.id).collect(),
            };
        }
        next.attach_pictures(&mut replies, ctx.settings, now);
        next.offer_move(&mut replies);
        *self = next;
        Ok(Handled { replies, events })
    }

    /// The round's deadline came with this tournament game unfinished: it is scored as its
    /// clocks stand. The player to move, whose clock is running, loses (two players); with four,
    /// the seat to move takes the last place still open and the seats still playing share the
    /// places above it (eliminated seats keep theirs). A table not playing `link` is left alone.
    pub fn end_at_round_deadline(
        &mut self,
        link: &TournamentLink,
        now: Timestamp,
        settings: &crate::table::Settings,
    ) -> Result<Handled, TableError> {
        if self.tournament.as_ref() != Some(link) {
            return Ok(Handled::default());
        }
        let mut next = self.clone();
        let mut replies = match next.in_play() {
            None => return Ok(Handled::default()),
            Some(TableGame::Two(g)) => {
                let loser = g.turn();
                next.finish(crate::table::two::TwoResult {
                    winner: Some(loser.opponent()),
                    ending: Ending::Timeout,
                })?
            }
            Some(TableGame::Four(g)) => {
                let game = g.game();
                let mut places = [0u8; 4];
                let eliminations = game.eliminations();
                for (i, e) in eliminations.iter().enumerate() {
                    places[e.seat.index()] = 4 - i as u8;
                }
                let open = 4 - eliminations.len() as u8;
                let mover = game.to_move();
                for seat in crate::rules::Seat::ALL {
                    if places[seat.index()] == 0 {
                        places[seat.index()] = if Some(seat) == mover { open } else { 1 };
                    }
                }
                let result = crate::table::four::FourResult {
                    reason: crate::table::four::FourEnding::RoundDeadline,
                    places: places.to_vec(),
                };
                let game = next.four_mut().ok_or(TableError::NoGame)?;
                game.result = Some(result.clone());
                let text = crate::table::text::describe_four_result(game, &result);
                vec![Reply {
                    text: text.into(),
                    board: true,
                    ..Reply::default()
                }]
            }
        };
        let mut events = Vec::new();
        next.settle(&mut events);
        next.attach_pictures(&mut replies, settings, now);
        *self = next;
        Ok(Handled { replies, events })
    }

    /// Whether this table's last game was the tournament's game `link` (it ended already).
    fn played(&self, link: &TournamentLink) -> bool {
        self.last_tournament.as_ref() == Some(link)
    }

    /// Refuses what a tournament's game may not do: be aborted while in play, or be replayed by
    /// `rematch` once over.
    pub(in crate::table) fn refuse_in_tournament(&self) -> Result<(), TableError> {
        let playing = self.tournament.is_some() && self.in_play().is_some();
        let just_played = self.in_play().is_none() && self.last_tournament.is_some();
        if playing || just_played {
            return Err(TableError::TournamentGame);
        }
        Ok(())
    }
}
