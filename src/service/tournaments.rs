//! Tournaments (see [`crate::table::tournament`]): the service stores them, runs `tournament …`
//! under the tournament's lock, seats each round's games at tables of their own, and reads the
//! games' results back.
//!
//! | key (`Space::Tournaments`) | value |
//! |---|---|
//! | `t/CHANNEL/NUMBER` | the tournament, its number in the channel and where each game is played |
//! | `current/CHANNEL` | the number of the tournament open or running in the channel |
//! | `inbox/CHANNEL/NUMBER/ROUND/BOARD` | a game's result, written in the same batch as the game's end |
//!
//! Locks are taken in one order: a tournament's, then (after its commit) each game table's. A
//! game that ends only writes its result to the inbox, under the table's lock; the tournament
//! reads the inbox under its own lock afterwards. Every step is stored before it is announced,
//! and a step cut short by a restart is made again by the next command or clock tick that
//! touches the tournament: results wait in the inbox, and seating a game is idempotent.

use super::{Answer, CommandKey, Service, ServiceError};
use crate::i18n::Msg;
use crate::store::{Space, Store, StoreError, Write};
use crate::table::command::{Command, TableCommand};
use crate::table::tournament::words::{
    announce, list_row, lobby, standings, standings_picture, table_name, title,
};
use crate::table::tournament::{
    Event, GameId, GameOrder, GameResult, Phase, Tournament, TournamentCommand, TournamentError,
    TournamentLink,
};
use crate::table::{
    Actor, Context, Directory, Offer, Player, Reply, TableError, TableId, Timestamp,
};
use serde::{Deserialize, Serialize};

/// A tournament as stored: its number in the channel, and the table of each game started.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Stored {
    number: u32,
    tournament: Tournament,
    tables: Vec<(GameId, TableId)>,
}

impl Stored {
    fn table_of(&self, id: GameId) -> Option<&TableId> {
        self.tables.iter().find(|(g, _)| *g == id).map(|(_, t)| t)
    }
}

fn tournament_key(channel: &TableId, number: u32) -> Vec<u8> {
    format!("t/{channel}/{number:06}").into_bytes()
}

fn current_key(channel: &TableId) -> Vec<u8> {
    format!("current/{channel}").into_bytes()
}

fn inbox_prefix(channel: &TableId, number: u32) -> String {
    format!("inbox/{channel}/{number:06}/")
}

/// Where a tournament game's result waits for its tournament.
pub(super) fn inbox_key(link: &TournamentLink) -> Vec<u8> {
    format!(
        "{}{:04}/{:04}",
        inbox_prefix(&link.channel, link.number),
        link.game.round,
        link.game.board
    )
    .into_bytes()
}

fn lock_name(channel: &TableId) -> String {
    format!("\u{0}tournament/{channel}")
}

/// The table a game is played at, when the tournament's channel names it itself: in the
/// terminal, a channel of its own next to the tournament's (`#club-t1r2b3`: tournament 1, round 2,
/// board 3), known as soon as the round starts. Elsewhere (a Discord thread) the adapter's
/// [`Directory::open_table`] makes it before the game is seated (see [`Service::seat_round`]).
fn game_table(channel: &TableId, number: u32, id: GameId) -> Option<TableId> {
    channel.local_name()?;
    let name = format!("{}-t{number}r{}b{}", channel.channel(), id.round, id.board);
    TableId::local(&name).ok()
}

/// The final standings' picture, when these events ended the tournament.
fn final_picture(t: &Tournament, events: &[Event]) -> Option<crate::table::Picture> {
    events
        .iter()
        .any(|e| matches!(e, Event::Finished { .. }))
        .then(|| standings_picture(t))
}

fn refused(e: TournamentError) -> ServiceError {
    ServiceError::Table(TableError::Tournament(e))
}

/// What a step under the tournament's lock leaves to do after its commit.
#[derive(Default)]
struct Step {
    /// The words for the tournament's channel.
    lines: Vec<Msg>,
    /// The standings picture to show with them (asked for, or final).
    picture: Option<crate::table::Picture>,
    /// Tables where someone who withdrew still sits in an unfinished game: they resign there.
    withdrawn: Vec<(TableId, Player)>,
    /// The lobby's buttons, when the words are the lobby post of a tournament taking entries.
    offers: Vec<Offer>,
}

impl Service {
    /// `tournament …` at table `id` (the tournament's channel).
    pub(super) fn run_tournament(
        &self,
        id: &TableId,
        actor: &Actor,
        command: TournamentCommand,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Answer, ServiceError> {
        // A tournament needs a place beside it for each game: a server's channel (threads) or
        // the terminal's channels, not a direct message.
        if id.guild_id().is_none() && !id.is_local() {
            return Err(TableError::TournamentNotHere.into());
        }
        let step = self.locked(&lock_name(id), |db| {
            self.tournament_step(db, id, actor, &command, now)
        })?;
        let settings = self.settings(id)?;
        let mut answer = Answer {
            replies: vec![Reply {
                picture: step.picture,
                offers: step.offers,
                ..Reply::msg(step.lines)
            }],
            settings,
            asker: self.language_of(actor.id)?,
            elsewhere: Vec::new(),
        };
        // Someone who withdrew resigns their unfinished games (a four-player seat goes to the
        // computer); the tournament has scored them already, so these ends change no result.
        for (table, player) in step.withdrawn {
            let who = Actor {
                id: player.id,
                name: player.name,
                moderator: false,
            };
            let resign = Command::Table(TableCommand::Resign);
            if let Ok(a) = self.run_unlimited(&CommandKey::fresh(), &table, &who, resign, now, dir)
            {
                answer
                    .elsewhere
                    .extend(a.replies.into_iter().map(|r| (table.clone(), r)));
                answer.elsewhere.extend(a.elsewhere);
            }
        }
        answer
            .elsewhere
            .extend(self.seat_round(id, now, dir, true)?);
        Ok(answer)
    }

    /// The channels with a tournament open or running (the terminal's clock visits them).
    pub fn tournament_channels(&self) -> Result<Vec<TableId>, StoreError> {
        Ok(self
            .store
            .scan(Space::Tournaments, b"current/")?
            .into_iter()
            .filter_map(|(k, _)| {
                TableId::parse(&String::from_utf8_lossy(&k["current/".len()..])).ok()
            })
            .collect())
    }

    /// The tournament open or running in `channel`, if any.
    fn current(&self, db: &dyn Store, channel: &TableId) -> Result<Option<Stored>, StoreError> {
        let Some(n) = db.get(Space::Tournaments, &current_key(channel))? else {
            return Ok(None);
        };
        let number = std::str::from_utf8(&n)
            .ok()
            .and_then(|t| t.parse().ok())
            .ok_or_else(|| StoreError::Corrupt(format!("current tournament of {channel}")))?;
        self.stored(db, channel, number)
    }

    fn stored(
        &self,
        db: &dyn Store,
        channel: &TableId,
        number: u32,
    ) -> Result<Option<Stored>, StoreError> {
        match db.get(Space::Tournaments, &tournament_key(channel, number))? {
            None => Ok(None),
            Some(bytes) => serde_json::from_slice(&bytes)
                .map(Some)
                .map_err(|e| StoreError::Corrupt(format!("tournament {number} of {channel}: {e}"))),
        }
    }

    /// Every tournament of `channel`, oldest first.
    fn all(&self, db: &dyn Store, channel: &TableId) -> Result<Vec<Stored>, StoreError> {
        db.scan(Space::Tournaments, format!("t/{channel}/").as_bytes())?
            .into_iter()
            .map(|(_, bytes)| {
                serde_json::from_slice(&bytes)
                    .map_err(|e| StoreError::Corrupt(format!("a tournament of {channel}: {e}")))
            })
            .collect()
    }

    /// Stores `s` (and whether it is the channel's current one) in one batch with `more`.
    fn store_tournament(
        &self,
        db: &dyn Store,
        channel: &TableId,
        s: &Stored,
        more: Vec<Write>,
    ) -> Result<(), StoreError> {
        let mut writes = more;
        writes.push(Write::Put(
            Space::Tournaments,
            tournament_key(channel, s.number),
            serde_json::to_vec(s)?,
        ));
        writes.push(match s.tournament.phase {
            Phase::Finished { .. } => Write::Delete(Space::Tournaments, current_key(channel)),
            _ => Write::Put(
                Space::Tournaments,
                current_key(channel),
                s.number.to_string().into_bytes(),
            ),
        });
        db.commit(writes)
    }

    /// Reads the results waiting in the inbox into the tournament: their events, and the
    /// deletes of the entries read (to commit with the tournament).
    fn read_inbox(
        &self,
        db: &dyn Store,
        channel: &TableId,
        s: &mut Stored,
        now: Timestamp,
    ) -> Result<(Vec<Event>, Vec<Write>), StoreError> {
        let prefix = inbox_prefix(channel, s.number);
        let mut events = Vec::new();
        let mut deletes = Vec::new();
        for (key, bytes) in db.scan(Space::Tournaments, prefix.as_bytes())? {
            deletes.push(Write::Delete(Space::Tournaments, key.clone()));
            let rest = String::from_utf8_lossy(&key[prefix.len()..]).into_owned();
            let id = rest.split_once('/').and_then(|(r, b)| {
                Some(GameId {
                    round: r.parse().ok()?,
                    board: b.parse().ok()?,
                })
            });
            let (Some(id), Ok(result)) = (id, serde_json::from_slice::<GameResult>(&bytes)) else {
                continue;
            };
            // A result the tournament has already (a forfeit, a game cut by a withdrawal) or no
            // longer wants (a finished round) is dropped.
            if let Ok(e) = s.tournament.record(id, result, now) {
                events.extend(e);
            }
        }
        Ok((events, deletes))
    }

    /// The tables of the games a step started.
    fn assign_tables(&self, channel: &TableId, s: &mut Stored, events: &[Event]) {
        for event in events {
            if let Event::RoundStarted { games, .. } = event {
                for g in games.iter().filter(|g| g.forfeit.is_none()) {
                    if let Some(table) = game_table(channel, s.number, g.id) {
                        s.tables.push((g.id, table));
                    }
                }
            }
        }
    }

    fn tournament_step(
        &self,
        db: &dyn Store,
        channel: &TableId,
        actor: &Actor,
        command: &TournamentCommand,
        now: Timestamp,
    ) -> Result<Step, ServiceError> {
        let player = Player {
            id: actor.id,
            name: actor.name.clone(),
        };
        let mut current = self.current(db, channel)?;
        // Results that arrived since the last step come first.
        let mut pending = (Vec::new(), Vec::new());
        if let Some(s) = current.as_mut() {
            pending = self.read_inbox(db, channel, s, now)?;
        }
        let (mut events, inbox) = pending;
        let mut step = Step::default();
        let mut stored = match (command, current) {
            (TournamentCommand::New(new), current) => {
                if let Some(c) = current {
                    return Err(TableError::TournamentUnderWay {
                        title: title(&c.tournament),
                    }
                    .into());
                }
                let number = self.all(db, channel)?.len() as u32 + 1;
                let (tournament, e) = Tournament::new(player, None, new.clone(), now);
                events.extend(e);
                Stored {
                    number,
                    tournament,
                    tables: Vec::new(),
                }
            }
            (TournamentCommand::List, _) => {
                let all = self.all(db, channel)?;
                step.lines = if all.is_empty() {
                    vec![msg!("tournament-list-empty")]
                } else {
                    std::iter::once(msg!("tournament-list-head"))
                        .chain(all.iter().map(|s| list_row(s.number, &s.tournament)))
                        .collect()
                };
                return Ok(step);
            }
            (TournamentCommand::Show(n), _) => {
                let s = self
                    .stored(db, channel, *n)?
                    .ok_or(TableError::TournamentUnknown { number: *n })?;
                step.lines = vec![list_row(s.number, &s.tournament)];
                step.lines.extend(standings(&s.tournament));
                step.picture = Some(standings_picture(&s.tournament));
                return Ok(step);
            }
            // Between tournaments, the standings are the last one's final standings.
            (TournamentCommand::Standings, None) => {
                let last = self
                    .all(db, channel)?
                    .pop()
                    .ok_or(TableError::NoTournament)?;
                step.lines = standings(&last.tournament);
                step.picture = Some(standings_picture(&last.tournament));
                return Ok(step);
            }
            (_, None) => return Err(TableError::NoTournament.into()),
            (TournamentCommand::Standings, Some(s)) => {
                step.lines = announce(&s.tournament, s.number, &events, &|g| {
                    s.table_of(g).cloned()
                });
                if s.tournament.phase == Phase::Open {
                    // Nothing played yet: who is in, and how to join, is what there is to show.
                    step.lines = lobby(&s.tournament, std::mem::take(&mut step.lines));
                    step.offers = Offer::TOURNAMENT_LOBBY.to_vec();
                } else {
                    step.lines.extend(standings(&s.tournament));
                    step.picture = Some(standings_picture(&s.tournament));
                }
                if !events.is_empty() {
                    self.store_tournament(db, channel, &s, inbox)?;
                }
                return Ok(step);
            }
            (TournamentCommand::Join, Some(mut s)) => {
                events.extend(s.tournament.join(player, None).map_err(refused)?);
                s
            }
            (TournamentCommand::Leave, Some(mut s)) => {
                let e = s.tournament.leave(actor.id, now).map_err(refused)?;
                // Their unfinished games still in play at their tables.
                let round = s.tournament.rounds.len() as u32;
                for (id, table) in &s.tables {
                    if id.round == round {
                        step.withdrawn.push((table.clone(), player.clone()));
                    }
                }
                events.extend(e);
                s
            }
            (TournamentCommand::Start, Some(mut s)) => {
                events.extend(s.tournament.start(actor, now).map_err(refused)?);
                s
            }
        };
        self.assign_tables(channel, &mut stored, &events);
        self.store_tournament(db, channel, &stored, inbox)?;
        step.picture = final_picture(&stored.tournament, &events);
        step.lines.splice(
            0..0,
            announce(&stored.tournament, stored.number, &events, &|g| {
                stored.table_of(g).cloned()
            }),
        );
        // While it takes entries, what changed is shown as the lobby post (updated in place
        // where the adapter can).
        let entries = matches!(
            command,
            TournamentCommand::New(_) | TournamentCommand::Join | TournamentCommand::Leave
        );
        if entries && stored.tournament.phase == Phase::Open {
            step.lines = lobby(&stored.tournament, std::mem::take(&mut step.lines));
            step.offers = Offer::TOURNAMENT_LOBBY.to_vec();
        }
        Ok(step)
    }

    /// After a game of a tournament of `channel` ended: its result (and any other waiting) read
    /// into the tournament, the announcements, and the next round's games seated.
    pub(super) fn settle_tournament(
        &self,
        channel: &TableId,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<(TableId, Reply)>, ServiceError> {
        self.settle_with(channel, now, dir, |_, _, _| {})
    }

    /// [`Service::settle_tournament`], with `more` recording what else the step decides (under
    /// the tournament's lock, after the inbox is read) before it is stored and announced.
    fn settle_with(
        &self,
        channel: &TableId,
        now: Timestamp,
        dir: &dyn Directory,
        more: impl Fn(&mut Tournament, &[(GameId, TableId)], &mut Vec<Event>),
    ) -> Result<Vec<(TableId, Reply)>, ServiceError> {
        let (lines, picture) = self.locked(&lock_name(channel), |db| {
            let Some(mut s) = self.current(db, channel)? else {
                return Ok::<_, ServiceError>((Vec::new(), None));
            };
            let (mut events, inbox) = self.read_inbox(db, channel, &mut s, now)?;
            more(&mut s.tournament, &s.tables, &mut events);
            if events.is_empty() && inbox.is_empty() {
                return Ok((Vec::new(), None));
            }
            self.assign_tables(channel, &mut s, &events);
            self.store_tournament(db, channel, &s, inbox)?;
            let lines = announce(&s.tournament, s.number, &events, &|g| {
                s.table_of(g).cloned()
            });
            Ok((lines, final_picture(&s.tournament, &events)))
        })?;
        let mut posts = Vec::new();
        if !lines.is_empty() {
            let post = Reply {
                picture,
                ..Reply::msg(lines)
            };
            posts.push((channel.clone(), post));
        }
        posts.extend(self.seat_round(channel, now, dir, true)?);
        Ok(posts)
    }

    /// The clock at the tournament's channel: once the current round's deadline has passed, its
    /// unfinished games are scored as their clocks stand (at their tables, so that they stop),
    /// and the tournament goes on. Nothing is left hanging: a game that never reached its table
    /// scores nothing for either side.
    pub(super) fn round_deadline(
        &self,
        channel: &TableId,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<(TableId, Reply)>, ServiceError> {
        let Some(s) = self.current(&*self.store, channel)? else {
            return Ok(Vec::new());
        };
        let t = &s.tournament;
        let Some(round) = t.current_round() else {
            return Ok(Vec::new());
        };
        if now < round.deadline || round.finished() {
            return Ok(Vec::new());
        }
        let due = round.number;
        let mut posts = vec![(
            channel.clone(),
            Reply::msg(
                msg!("tournament-deadline")
                    .with("round", round.number)
                    .with("title", title(t)),
            ),
        )];
        for id in t.unfinished() {
            let Some(table) = s.table_of(id) else {
                continue;
            };
            let link = TournamentLink {
                channel: channel.clone(),
                number: s.number,
                game: id,
            };
            let command = TableCommand::EndAtRoundDeadline(link);
            let replies = self.at_game_table(table, now, dir, command, None)?;
            posts.extend(replies.into_iter().map(|r| (table.clone(), r)));
        }
        // Games that never reached a table: scored as played by nobody.
        posts.extend(self.settle_with(channel, now, dir, |t, tables, events| {
            for id in t.unfinished() {
                // Only the round whose time is up: the inbox may have started the next one.
                if id.round != due || tables.iter().any(|(g, _)| *g == id) {
                    continue;
                }
                let none = match t.seating(id) {
                    Some(crate::table::tournament::Seating::Four { .. }) => {
                        GameResult::Four([1, 1, 1, 1])
                    }
                    _ => GameResult::Two(crate::table::tournament::TwoOutcome::DoubleForfeit),
                };
                if let Ok(e) = t.record(id, none, now) {
                    events.extend(e);
                }
            }
        })?);
        Ok(posts)
    }

    /// The clock at a tournament's channel: the round's deadline (`round_deadline`),
    /// and the games still waiting for a table of their own (a restart, or a thread Discord
    /// refused a moment ago) seated. A table that cannot be made now is tried again at the next
    /// tick without a word: the step that first failed said why.
    pub fn tick_tournament(
        &self,
        channel: &TableId,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<(TableId, Reply)>, StoreError> {
        let quietly = |r: Result<Vec<(TableId, Reply)>, ServiceError>| match r {
            Ok(posts) => Ok(posts),
            Err(ServiceError::Store(e)) => Err(e),
            Err(e) => {
                tracing::warn!(%channel, error = %e, "a tournament could not go on");
                Ok(Vec::new())
            }
        };
        let mut posts = quietly(self.round_deadline(channel, now, dir))?;
        posts.extend(quietly(self.seat_round(channel, now, dir, false))?);
        Ok(posts)
    }

    /// Seats the current round's games that are not at their tables yet (all of them just after
    /// a round starts; none when a restart did not cut the seating short). A game whose table
    /// the adapter makes (a Discord thread) gets it first, outside every lock; with `tell`, a
    /// table that cannot be made now is said in the tournament's channel.
    fn seat_round(
        &self,
        channel: &TableId,
        now: Timestamp,
        dir: &dyn Directory,
        tell: bool,
    ) -> Result<Vec<(TableId, Reply)>, ServiceError> {
        let Some(s) = self.current(&*self.store, channel)? else {
            return Ok(Vec::new());
        };
        let t = &s.tournament;
        let mut posts = Vec::new();
        // The games that could not get a table now, said in one post.
        let mut waiting = Vec::new();
        for id in t.unfinished() {
            let Some(seating) = t.seating(id) else {
                continue;
            };
            let table = match s.table_of(id) {
                Some(table) => table.clone(),
                None => match self.open_game_table(channel, &s, id, &seating, dir)? {
                    Ok(Some(table)) => table,
                    Ok(None) => continue,
                    Err(reason) => {
                        tracing::warn!(%channel, round = id.round, board = id.board, reason = %reason.en(), "a tournament game has no table yet");
                        waiting.push(
                            msg!("tournament-table-not-opened")
                                .with("round", id.round)
                                .with("board", id.board)
                                .with("reason", reason),
                        );
                        continue;
                    }
                },
            };
            let order = GameOrder {
                link: TournamentLink {
                    channel: channel.clone(),
                    number: s.number,
                    game: id,
                },
                seating,
                title: title(t),
                rated: t.settings.rated,
                time_per_move: t.settings.time_per_move,
            };
            let time = order.time_per_move;
            let command = TableCommand::SeatTournamentGame(Box::new(order));
            let replies = self.at_game_table(&table, now, dir, command, time)?;
            posts.extend(replies.into_iter().map(|r| (table.clone(), r)));
        }
        if tell && !waiting.is_empty() {
            posts.insert(0, (channel.clone(), Reply::msg(waiting)));
        }
        Ok(posts)
    }

    /// A table of its own for game `id` of `s`, made by the adapter (outside every lock, since
    /// it may take a while) and then recorded under the tournament's lock: the table the game is
    /// played at (another step may have placed it first: then the new one is closed again), or
    /// `None` when the game is no longer to be played; the reason when none could be made.
    fn open_game_table(
        &self,
        channel: &TableId,
        s: &Stored,
        id: GameId,
        seating: &crate::table::tournament::Seating,
        dir: &dyn Directory,
    ) -> Result<Result<Option<TableId>, Msg>, ServiceError> {
        let lang = self.settings(channel)?.language;
        let name = table_name(id, seating).to_string_in(lang);
        let opened = match dir.open_table(channel, &name) {
            Ok(table) => table,
            Err(reason) => return Ok(Err(reason)),
        };
        let placed = self.locked(&lock_name(channel), |db| {
            let Some(mut now_stored) = self.current(db, channel)? else {
                return Ok::<_, ServiceError>(None);
            };
            if now_stored.number != s.number {
                return Ok(None);
            }
            if let Some(table) = now_stored.table_of(id) {
                return Ok(Some(table.clone()));
            }
            if !now_stored.tournament.unfinished().contains(&id) {
                return Ok(None);
            }
            now_stored.tables.push((id, opened.clone()));
            // The thread is the channel's too: same language, same settings.
            let settings = super::settings::copy_channel_layer(db, channel, &opened)?;
            self.store_tournament(db, channel, &now_stored, settings.into_iter().collect())?;
            Ok(Some(opened.clone()))
        });
        match &placed {
            Ok(Some(table)) if *table == opened => {}
            _ => dir.close_table(&opened),
        }
        Ok(Ok(placed?))
    }

    /// Runs `step` on a tournament game's table under its lock (with its settings), and saves
    /// the table and the writes of its events when it changed: the replies.
    fn at_game_table(
        &self,
        table: &TableId,
        now: Timestamp,
        dir: &dyn Directory,
        command: TableCommand,
        time_per_move: Option<u64>,
    ) -> Result<Vec<Reply>, ServiceError> {
        self.locked(table, |db| {
            let loaded = self.load(db, table, now)?;
            if !loaded.writes.is_empty() {
                db.commit(loaded.writes)?;
            }
            let mut settings = self.settings_in(db, table)?;
            if time_per_move.is_some() {
                settings.time_per_move = time_per_move;
            }
            let before = loaded.table;
            let mut after = before.clone();
            let ctx = Context::new(dir).with_settings(&settings);
            let handled = after.handle(&Actor::system(), command.clone(), now, &ctx)?;
            if handled.changed {
                self.save(db, table, &before, &after, &handled.events, now)?;
            }
            Ok::<_, ServiceError>(handled.replies)
        })
    }
}
