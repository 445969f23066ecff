//! The next round's games: a pure function of the entrants (their pairing numbers, who has left)
//! and the rounds so far, for each kind — Berger tables ([`super::berger`]), Swiss
//! ([`super::swiss`]), four-player tables ([`super::tables`]).
//!
//! Players who have left are not paired again. In a round robin, whose schedule is fixed, their
//! remaining games are scored at once as forfeits: their opponents win without playing.

use super::berger::berger;
use super::round::{Game, Round, TwoOutcome};
use super::standings::{points, Standings};
use super::swiss::{self, Exhausted, SwissPlayer};
use super::tables::tables;
use super::Kind;
use crate::rules::Color;

/// One round's games (results unset, except forfeits decided by the pairing) and byes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairings {
    pub games: Vec<Game>,
    pub byes: Vec<usize>,
}

/// Pairs round `rounds.len() + 1`. `rank[e]` is entrant `e`'s pairing number (0 first); `left[e]`
/// whether `e` has left.
pub fn pair_round(
    kind: Kind,
    rank: &[usize],
    left: &[bool],
    rounds: &[Round],
) -> Result<Pairings, Exhausted> {
    match kind {
        Kind::RoundRobin => Ok(round_robin(rank, left, rounds.len())),
        Kind::Swiss => {
            let p = swiss::pair(&swiss_players(rank, left, rounds))?;
            Ok(Pairings {
                games: p
                    .games
                    .into_iter()
                    .map(|(sente, gote)| Game::Two {
                        sente,
                        gote,
                        result: None,
                    })
                    .collect(),
                byes: p.bye.into_iter().collect(),
            })
        }
        Kind::Yonin => {
            let order: Vec<usize> = Standings::compute(kind, rank, rounds)
                .order()
                .into_iter()
                .filter(|&e| !left[e])
                .collect();
            let history: Vec<&Game> = rounds.iter().flat_map(|r| &r.games).collect();
            Ok(Pairings {
                games: tables(&order, &history)
                    .into_iter()
                    .map(|seats| Game::Four {
                        seats,
                        places: None,
                    })
                    .collect(),
                byes: Vec::new(),
            })
        }
    }
}

/// Round `played + 1` of the Berger table, seeds mapped to entrants by pairing number.
fn round_robin(rank: &[usize], left: &[bool], played: usize) -> Pairings {
    let mut by_seed = vec![0; rank.len()];
    for (e, &r) in rank.iter().enumerate() {
        by_seed[r] = e;
    }
    let Some(round) = berger(rank.len()).into_iter().nth(played) else {
        return Pairings {
            games: Vec::new(),
            byes: Vec::new(),
        };
    };
    let games = round
        .games
        .iter()
        .map(|&(s, g)| {
            let (sente, gote) = (by_seed[s], by_seed[g]);
            let result = match (left[sente], left[gote]) {
                (false, false) => None,
                (false, true) => Some(TwoOutcome::Forfeit(Color::Sente)),
                (true, false) => Some(TwoOutcome::Forfeit(Color::Gote)),
                (true, true) => Some(TwoOutcome::DoubleForfeit),
            };
            Game::Two {
                sente,
                gote,
                result,
            }
        })
        .collect();
    Pairings {
        games,
        byes: round.bye.map(|b| by_seed[b]).into_iter().collect(),
    }
}

/// What the Swiss pairing needs of each entrant still in the event.
pub fn swiss_players(rank: &[usize], left: &[bool], rounds: &[Round]) -> Vec<SwissPlayer> {
    let n = rank.len();
    let now = points(Kind::Swiss, n, rounds);
    let before_last = points(Kind::Swiss, n, &rounds[..rounds.len().saturating_sub(1)]);
    let mut players: Vec<SwissPlayer> = (0..n)
        .map(|e| SwissPlayer {
            id: e,
            rank: rank[e],
            score: now[e].halves(),
            colours: Vec::new(),
            met: Vec::new(),
            no_bye: false,
            floated_down: false,
        })
        .collect();
    for (i, round) in rounds.iter().enumerate() {
        let last = i + 1 == rounds.len();
        for &b in &round.byes {
            players[b].no_bye = true;
            players[b].floated_down |= last;
        }
        for game in &round.games {
            let Game::Two {
                sente,
                gote,
                result,
            } = *game
            else {
                continue;
            };
            players[sente].met.push(gote);
            players[gote].met.push(sente);
            match result {
                Some(r) if r.played() => {
                    players[sente].colours.push(Color::Sente);
                    players[gote].colours.push(Color::Gote);
                }
                Some(TwoOutcome::Forfeit(Color::Sente)) => players[sente].no_bye = true,
                Some(TwoOutcome::Forfeit(Color::Gote)) => players[gote].no_bye = true,
                _ => {}
            }
            if last {
                players[sente].floated_down |= before_last[sente] > before_last[gote];
                players[gote].floated_down |= before_last[gote] > before_last[sente];
            }
        }
    }
    players.into_iter().filter(|p| !left[p.id]).collect()
}
