//! What a tournament says: its title, the announcements of its steps, and the standings as text
//! (the same lines in every adapter, in the reader's language).

use super::{Event, GameId, GameStart, Seating, Standings, TieBreak, Tournament};
use super::{Phase, TwoOutcome};
use crate::i18n::{words, Msg};
use crate::rules::Color;
use crate::table::TableId;

/// The tournament's name in quotes, or its kind ("a Swiss tournament").
pub fn title(t: &Tournament) -> Msg {
    match &t.settings.name {
        Some(name) => msg!("tournament-named").with("name", name.as_str()),
        None => match t.kind {
            super::Kind::RoundRobin => msg!("tournament-the-round-robin"),
            super::Kind::Swiss => msg!("tournament-the-swiss"),
            super::Kind::Yonin => msg!("tournament-the-yonin"),
        },
    }
}

fn tie_break_name(t: TieBreak) -> Msg {
    match t {
        TieBreak::SonnebornBerger => msg!("tournament-tiebreak-sonneborn-berger"),
        TieBreak::Buchholz => msg!("tournament-tiebreak-buchholz"),
        TieBreak::Placement => msg!("tournament-tiebreak-placement"),
    }
}

/// Who plays a game, as a list argument.
fn players(seating: &Seating) -> Vec<Msg> {
    match seating {
        // Sente first, as the game will be played.
        Seating::Two { sente, gote } => vec![msg!("tournament-players-two")
            .with("sente", sente.name.as_str())
            .with("gote", gote.name.as_str())],
        Seating::Four { seats } => crate::rules::Seat::ALL
            .iter()
            .zip(seats)
            .map(|(&s, p)| match p {
                Some(p) => words::name_at_seat(&p.name, s),
                None => words::name_at_seat("shogiban", s),
            })
            .collect(),
    }
}

/// A two-player result in words.
fn two_result(sente: &str, gote: &str, outcome: TwoOutcome) -> Msg {
    let name = |c: Color| if c == Color::Sente { sente } else { gote };
    match outcome {
        TwoOutcome::Win(c) => msg!("tournament-result-win")
            .with("winner", name(c))
            .with("loser", name(c.opponent())),
        TwoOutcome::Draw => {
            msg!("tournament-result-draw").with("players", words::names(&[sente, gote]))
        }
        TwoOutcome::Forfeit(c) => msg!("tournament-forfeit-win").with("name", name(c)),
        TwoOutcome::DoubleForfeit => msg!("tournament-double-forfeit"),
    }
}

/// A game's line when its round starts: where it is played, or why it is not.
fn pairing(game: &GameStart, table: Option<&TableId>) -> Msg {
    let who = players(&game.seating);
    match (&game.forfeit, &game.seating) {
        (Some(outcome), Seating::Two { sente, gote }) => msg!("tournament-pairing-forfeit")
            .with("board", game.id.board)
            .with("players", who)
            .with("result", two_result(&sente.name, &gote.name, *outcome)),
        _ => match table {
            Some(table) => msg!("tournament-pairing")
                .with("board", game.id.board)
                .with("players", who)
                .with("table", place_of(table)),
            // On Discord the thread is made just after this is said; its name says the board.
            None => msg!("tournament-pairing-thread")
                .with("board", game.id.board)
                .with("players", who),
        },
    }
}

/// The name of a game's own table where the adapter names it (a Discord thread): round, board
/// and players.
pub fn table_name(id: GameId, seating: &Seating) -> Msg {
    let name = match seating {
        Seating::Two { sente, gote } => msg!("tournament-table-name-two")
            .with("sente", sente.name.as_str())
            .with("gote", gote.name.as_str()),
        Seating::Four { .. } => msg!("tournament-table-name").with("players", players(seating)),
    };
    name.with("round", id.round).with("board", id.board)
}

/// The lobby post of a tournament taking entries, after `changed` (what just happened): how it
/// is played, who has joined, and how to join or start it. Adapters with buttons show the
/// post with [`crate::table::Offer::TOURNAMENT_LOBBY`] and update it in place.
pub fn lobby(t: &Tournament, changed: Vec<Msg>) -> Vec<Msg> {
    let mut lines = changed;
    let kind = match t.kind {
        super::Kind::RoundRobin => msg!("tournament-kind-round-robin"),
        super::Kind::Swiss => msg!("tournament-kind-swiss"),
        super::Kind::Yonin => msg!("tournament-kind-yonin"),
    };
    let time = match t.settings.time_per_move {
        Some(s) => words::duration(s),
        None => msg!("tournament-lobby-time-default"),
    };
    let rated = if t.settings.rated {
        msg!("tournament-rated")
    } else {
        msg!("tournament-unrated")
    };
    let rounds = match (t.kind, t.settings.rounds) {
        (super::Kind::RoundRobin, _) => msg!("tournament-lobby-rounds-all"),
        (super::Kind::Yonin, None) => {
            msg!("tournament-lobby-rounds").with("rounds", super::DEFAULT_YONIN_ROUNDS)
        }
        (_, Some(n)) => msg!("tournament-lobby-rounds").with("rounds", n),
        (super::Kind::Swiss, None) => msg!("tournament-lobby-rounds-swiss"),
    };
    lines.push(
        msg!("tournament-lobby-settings")
            .with("kind", kind)
            .with("rounds", rounds)
            .with("time", time)
            .with("round", words::duration(t.settings.round_time))
            .with("rated", rated),
    );
    let names: Vec<&str> = t
        .entrants
        .iter()
        .filter(|e| e.left.is_none())
        .map(|e| e.player.name.as_str())
        .collect();
    lines.push(
        msg!("tournament-lobby-players")
            .with("count", names.len())
            .with("names", words::names(&names)),
    );
    lines.push(
        msg!("tournament-lobby-how")
            .with("organiser", t.organiser.name.as_str())
            .with("needed", t.kind.min_players()),
    );
    lines
}

/// Where a table is, as people address it: `#club-t1r1b2` in the terminal.
pub fn place_of(table: &TableId) -> String {
    match table.local_name() {
        Some(name) => format!("#{name}"),
        None => match table.discord_channel() {
            Some(c) => format!("<#{c}>"),
            None => table.to_string(),
        },
    }
}

/// The words of what a tournament step did, in order; `table` says where each game is played.
pub fn announce(
    t: &Tournament,
    number: u32,
    events: &[Event],
    table: &dyn Fn(GameId) -> Option<TableId>,
) -> Vec<Msg> {
    let title = title(t);
    let mut lines = Vec::new();
    for event in events {
        match event {
            Event::Created => lines.push(
                msg!("tournament-created")
                    .with("organiser", t.organiser.name.as_str())
                    .with("title", title.clone())
                    .with("number", number),
            ),
            Event::Joined { player, entrants } => lines.push(
                msg!("tournament-joined")
                    .with("name", player.name.as_str())
                    .with("title", title.clone())
                    .with("count", *entrants),
            ),
            Event::Left { player, entrants } => lines.push(
                msg!("tournament-left")
                    .with("name", player.name.as_str())
                    .with("title", title.clone())
                    .with("count", *entrants),
            ),
            Event::Withdrew { player, .. } => lines.push(
                msg!("tournament-withdrew")
                    .with("name", player.name.as_str())
                    .with("title", title.clone()),
            ),
            Event::Started { rounds, entrants } => lines.push(
                msg!("tournament-begins")
                    .with("title", title.clone())
                    .with("count", *entrants)
                    .with("rounds", *rounds),
            ),
            Event::RoundStarted {
                round, games, byes, ..
            } => {
                lines.push(
                    msg!("tournament-round-begins")
                        .with("round", *round)
                        .with("title", title.clone())
                        .with("time", words::duration(t.settings.round_time)),
                );
                for game in games {
                    lines.push(pairing(game, table(game.id).as_ref()));
                }
                for bye in byes {
                    lines.push(msg!("tournament-bye").with("name", bye.name.as_str()));
                }
            }
            Event::Recorded { game } => {
                if let Some(result) = recorded(t, *game) {
                    lines.push(
                        msg!("tournament-recorded")
                            .with("round", game.round)
                            .with("board", game.board)
                            .with("result", result),
                    );
                }
            }
            Event::RoundFinished { round, .. } => lines.push(
                msg!("tournament-round-over")
                    .with("round", *round)
                    .with("title", title.clone()),
            ),
            Event::Finished { standings, early } => {
                let head = if *early {
                    msg!("tournament-over-early")
                } else {
                    msg!("tournament-over")
                };
                lines.push(head.with("title", title.clone()));
                lines.extend(standings_rows(t, standings));
            }
        }
    }
    lines
}

/// A recorded game's result in words.
fn recorded(t: &Tournament, id: GameId) -> Option<Msg> {
    let seating = t.seating(id)?;
    let game = t.rounds.get(id.round as usize - 1)?.game(id.board)?;
    match (game, seating) {
        (
            super::Game::Two {
                result: Some(r), ..
            },
            Seating::Two { sente, gote },
        ) => Some(two_result(&sente.name, &gote.name, *r)),
        (
            super::Game::Four {
                places: Some(p), ..
            },
            Seating::Four { seats },
        ) => {
            let mut order: Vec<usize> = (0..4).collect();
            order.sort_by_key(|&i| p[i]);
            let places = order
                .into_iter()
                .map(|i| {
                    let name = seats[i].as_ref().map_or("shogiban", |p| p.name.as_str());
                    msg!("result-four-place")
                        .with("place", p[i])
                        .with("name", name)
                })
                .collect::<Vec<_>>();
            Some(msg!("tournament-result-places").with("places", places))
        }
        _ => None,
    }
}

/// The rows of the standings, best first.
fn standings_rows(t: &Tournament, standings: &Standings) -> Vec<Msg> {
    standings
        .rows
        .iter()
        .map(|row| {
            msg!("tournament-standings-row")
                .with("place", row.place)
                .with("name", t.entrants[row.entrant].player.name.as_str())
                .with("points", row.points.to_string())
                .with("tiebreak", row.tie_break.to_string())
                .with("games", row.games)
        })
        .collect()
}

/// `tournament standings`: the head and a row per entrant.
pub fn standings(t: &Tournament) -> Vec<Msg> {
    let standings = t.standings();
    let rounds = t.rounds.iter().filter(|r| r.finished()).count();
    let mut lines = vec![msg!("tournament-standings-head")
        .with("title", title(t))
        .with("rounds", rounds)
        .with("tiebreak", tie_break_name(standings.tie_break))];
    lines.extend(standings_rows(t, &standings));
    lines
}

/// A line of `tournament list`.
pub fn list_row(number: u32, t: &Tournament) -> Msg {
    let state = match t.phase {
        Phase::Open => msg!("tournament-state-open").with("count", t.entrants.len()),
        Phase::Running => msg!("tournament-state-running")
            .with("round", t.rounds.len())
            .with("rounds", t.planned_rounds),
        Phase::Finished { .. } => {
            let standings = t.standings();
            let winners: Vec<&str> = standings
                .rows
                .iter()
                .filter(|r| r.place == 1)
                .map(|r| t.entrants[r.entrant].player.name.as_str())
                .collect();
            msg!("tournament-state-over").with("winner", words::names(&winners))
        }
    };
    msg!("tournament-list-row")
        .with("number", number)
        .with("title", title(t))
        .with("state", state)
}

/// The standings as a picture: the rows (the first [`crate::render::standings::MAX_ROWS`]) and,
/// for a round robin, the cross-table.
pub fn standings_picture(t: &Tournament) -> crate::table::Picture {
    use crate::render::standings::{StandingsRow, StandingsView};
    let standings = t.standings();
    let rows: Vec<StandingsRow> = standings
        .rows
        .iter()
        .map(|r| StandingsRow {
            place: r.place,
            name: t.entrants[r.entrant].player.name.clone(),
            points: r.points.to_string(),
            tie_break: r.tie_break.to_string(),
            games: r.games,
        })
        .collect();
    let cross = match t.kind {
        super::Kind::RoundRobin => cross_table(t, &standings),
        _ => Vec::new(),
    };
    let rounds = t.rounds.iter().filter(|r| r.finished()).count();
    crate::table::Picture::Standings {
        view: Box::new(StandingsView {
            rows,
            cross,
            ..StandingsView::default()
        }),
        title: msg!("tournament-picture-title")
            .with("title", title(t))
            .with("rounds", rounds),
        heads: Box::new([
            msg!("tournament-head-place"),
            msg!("tournament-head-name"),
            msg!("tournament-head-points"),
            tie_break_name(standings.tie_break),
            msg!("tournament-head-games"),
        ]),
    }
}

/// Each row's results against each other row, in the standings' order.
fn cross_table(t: &Tournament, standings: &Standings) -> Vec<Vec<String>> {
    let order: Vec<usize> = standings.rows.iter().map(|r| r.entrant).collect();
    let at = |e: usize| order.iter().position(|&x| x == e);
    let n = order.len();
    let mut cells = vec![vec![String::new(); n]; n];
    let mark = |o: TwoOutcome, c: Color| -> &'static str {
        match o {
            TwoOutcome::Forfeit(w) if w == c => "+",
            TwoOutcome::Forfeit(_) | TwoOutcome::DoubleForfeit => "−",
            TwoOutcome::Draw => "½",
            TwoOutcome::Win(w) if w == c => "1",
            TwoOutcome::Win(_) => "0",
        }
    };
    for round in &t.rounds {
        for game in &round.games {
            if let super::Game::Two {
                sente,
                gote,
                result: Some(r),
            } = game
            {
                if let (Some(s), Some(g)) = (at(*sente), at(*gote)) {
                    cells[s][g] = mark(*r, Color::Sente).to_owned();
                    cells[g][s] = mark(*r, Color::Gote).to_owned();
                }
            }
        }
    }
    cells
}
