//! Per-server statistics of a player: games played, won, lost and drawn per variant, Glicko-2
//! ratings for rated two-player games and placement points for four-player games; and the rules
//! of who a finished game counts for ([`changes`]). The store keeps them; the rules live here.

use super::rating::{placement_points, rate_game, Rating, Score};
use super::two::Ending;
use super::{FourGame, Player, TableGame, TwoGame};
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

/// Applies a finished two-player game to both players' stats. Aborted games count for nothing.
pub fn record_two(game: &TwoGame, sente: &mut UserStats, gote: &mut UserStats) {
    let Some(result) = game.result else { return };
    if result.ending == Ending::Aborted {
        return;
    }
    sente.name = game.sente.name.clone();
    gote.name = game.gote.name.clone();
    let score = match result.winner {
        Some(crate::rules::Color::Sente) => Score::Win,
        Some(crate::rules::Color::Gote) => Score::Loss,
        None => Score::Draw,
    };
    for (stats, s) in [(&mut *sente, score), (&mut *gote, score.reverse())] {
        stats.two.played += 1;
        match s {
            Score::Win => stats.two.won += 1,
            Score::Loss => stats.two.lost += 1,
            Score::Draw => stats.two.drawn += 1,
        }
    }
    if game.rated && game.handicap.is_none() {
        let (a, b) = rate_game(sente.rating, gote.rating, score);
        sente.rating = a;
        gote.rating = b;
        sente.rated_games += 1;
        gote.rated_games += 1;
    }
}

/// Applies a finished four-player game to the four players' stats (by seat S, W, N, E).
pub fn record_four(game: &FourGame, stats: &mut [UserStats; 4]) {
    let Some(result) = &game.result else { return };
    let Ok(places) = <[u8; 4]>::try_from(result.places.as_slice()) else {
        return; // aborted: no places
    };
    let points = placement_points(places);
    // A person whose seat the computer took over (time-out, or they left) is credited with the
    // last place, whatever the computer achieved after them: leaving never beats playing on.
    let last = placement_points([1, 2, 3, 4])[3];
    for (i, s) in stats.iter_mut().enumerate() {
        let name = &game.seats[i].name;
        s.name = crate::i18n::words::person_behind(name).to_owned();
        s.four.played += 1;
        if game.taken_over[i] {
            s.four_points += last;
            s.four.lost += 1;
            continue;
        }
        s.four_points += points[i];
        if places[i] == 1 {
            s.four.won += 1;
        } else if places[i] == 4 {
            s.four.lost += 1;
        }
    }
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
/// computer filled from the start counts for nobody, and a seat taken over mid-game counts for
/// its person (as the last place: see [`record_four`]). `stats_of` reads a person's stats.
pub fn changes<E>(
    game: &TableGame,
    mut stats_of: impl FnMut(&Player) -> Result<UserStats, E>,
) -> Result<Vec<(Player, UserStats, UserStats)>, E> {
    let mut changes = Vec::new();
    match game {
        TableGame::Two(g) => {
            let old_sente = stats_of(&g.sente)?;
            let old_gote = stats_of(&g.gote)?;
            let (mut sente, mut gote) = (old_sente.clone(), old_gote.clone());
            record_two(g, &mut sente, &mut gote);
            let computer = g.computer.map(|c| c.color);
            if computer != Some(crate::rules::Color::Sente) {
                changes.push((g.sente.clone(), old_sente, sente));
            }
            if computer != Some(crate::rules::Color::Gote) {
                changes.push((g.gote.clone(), old_gote, gote));
            }
        }
        TableGame::Four(g) => {
            let mut old: [UserStats; 4] = Default::default();
            for (i, s) in old.iter_mut().enumerate() {
                *s = stats_of(&g.seats[i])?;
            }
            let mut all = old.clone();
            record_four(g, &mut all);
            for (i, s) in all.into_iter().enumerate() {
                if g.computers[i].is_none() || g.taken_over[i] {
                    changes.push((g.seats[i].clone(), old[i].clone(), s));
                }
            }
        }
    }
    Ok(changes)
}
