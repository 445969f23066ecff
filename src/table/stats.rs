//! Per-server statistics of a player: games played, won, lost and drawn per variant, Glicko-2
//! ratings for rated two-player games and placement points for four-player games; and the rules
//! of who a finished game counts for ([`changes`]). The store keeps them; the rules live here.

use super::game::{AnyGame, GameKind};
use super::rating::{placement_points, rate_game, Rating, Score};
use super::Player;
use crate::i18n::Msg;
use serde::{Deserialize, Serialize};

/// Results of one variant.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
}

/// One player's record on one server.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct UserStats {
    pub name: String,
    pub two: Tally,
    /// Four-player: `won` counts first places (shared included), `lost` last places.
    pub four: Tally,
    pub four_points: f64,
    pub rating: Rating,
    pub rated_games: u32,
}

/// The sign a signed number is written with (`+3`, `-2`, `0`): Fluent writes the minus itself.
pub fn plus_sign(n: i64) -> &'static str {
    if n > 0 {
        "+"
    } else {
        ""
    }
}

/// One line of a player's stats.
pub fn describe(player: &Player, s: &UserStats) -> Msg {
    let rating = if s.rated_games > 0 {
        msg!("stats-rating")
            .with("rating", s.rating.rating.round_ties_even() as i64)
            .with(
                "deviation",
                (2.0 * s.rating.deviation).round_ties_even() as i64,
            )
    } else {
        Msg::raw("")
    };
    msg!("stats-line")
        .with("name", &player.name)
        .with("played", s.two.played)
        .with("won", s.two.won)
        .with("lost", s.two.lost)
        .with("drawn", s.two.drawn)
        .with("rating", rating)
        .with("four_played", s.four.played)
        .with("four_won", s.four.won)
        .with("sign", plus_sign(s.four_points as i64))
        .with("points", s.four_points as i64)
}

/// What a finished game changes: each person it counts for, with their stats before and after.
/// The computer keeps no stats (its opponent's game counts, never rated); a four-player seat the
/// computer filled from the start counts for nobody, and a person whose seat the computer took
/// over during the game (a time-out, or they left) is credited with the last place, whatever the
/// computer achieved after them: leaving never beats playing on. Aborted games count for nothing.
/// `stats_of` reads a person's stats.
pub fn changes<E>(
    game: &AnyGame,
    mut stats_of: impl FnMut(&Player) -> Result<UserStats, E>,
) -> Result<Vec<(Player, UserStats, UserStats)>, E> {
    let g = game.as_dyn();
    let Some(places) = g.places() else {
        return Ok(Vec::new());
    };
    let draw = places.iter().all(|(_, p)| *p == 1);
    let four: [u8; 4] = std::array::from_fn(|i| places.get(i).map_or(4, |(_, p)| *p));
    let points = placement_points(four);
    let mut out = Vec::new();
    for (i, (occupant, place)) in places.iter().enumerate() {
        let Some(person) = occupant.seated() else {
            continue;
        };
        let taken_over = occupant.person().is_none();
        let old = stats_of(person)?;
        let mut new = old.clone();
        new.name = person.name.clone();
        match g.kind() {
            GameKind::Two => {
                new.two.played += 1;
                match place {
                    _ if draw => new.two.drawn += 1,
                    1 => new.two.won += 1,
                    _ => new.two.lost += 1,
                }
            }
            GameKind::Four => {
                new.four.played += 1;
                if taken_over {
                    new.four_points += placement_points([1, 2, 3, 4])[3];
                    new.four.lost += 1;
                } else {
                    new.four_points += points[i];
                    match place {
                        1 => new.four.won += 1,
                        4 => new.four.lost += 1,
                        _ => {}
                    }
                }
            }
        }
        out.push((person.clone(), old, new));
    }
    // A rated two-player game between two people moves both ratings.
    if let (AnyGame::Two(two), [a, b]) = (game, out.as_mut_slice()) {
        if two.rated && two.setup.handicap.is_none() {
            let score = match (draw, places[0].1) {
                (true, _) => Score::Draw,
                (false, 1) => Score::Win,
                _ => Score::Loss,
            };
            let (ra, rb) = rate_game(a.2.rating, b.2.rating, score);
            a.2.rating = ra;
            b.2.rating = rb;
            a.2.rated_games += 1;
            b.2.rated_games += 1;
        }
    }
    Ok(out)
}
