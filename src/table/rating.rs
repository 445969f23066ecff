//! Ratings: Glicko-2 for rated two-player games, placement points for four-player games.
//!
//! Glicko-2 follows Glickman's paper ("Example of the Glicko-2 system"): ratings start at 1500 with
//! deviation 350 and volatility 0.06; the system constant τ is 0.5. Each finished game is its own
//! rating period, so a rating moves right after the game.

use serde::{Deserialize, Serialize};

/// The scale factor between Glicko and Glicko-2 units.
const SCALE: f64 = 173.7178;
/// τ: how much the volatility may change.
const TAU: f64 = 0.5;
const EPSILON: f64 = 0.000_001;

/// One player's Glicko-2 rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// A game's score from one player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    fn value(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
        }
    }

    /// The opponent's score.
    pub fn reverse(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// This rating after games against the given opponents (their ratings before the period).
    pub fn update(self, results: &[(Rating, Score)]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if results.is_empty() {
            let phi_star = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating {
                deviation: (phi_star * SCALE).min(350.0),
                ..self
            };
        }
        let mut v_inv = 0.0;
        let mut delta_sum = 0.0;
        for (opp, score) in results {
            let mu_j = (opp.rating - 1500.0) / SCALE;
            let phi_j = opp.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            let gj = g(phi_j);
            v_inv += gj * gj * e * (1.0 - e);
            delta_sum += gj * (score.value() - e);
        }
        let v = 1.0 / v_inv;
        let delta = v * delta_sum;

        // The new volatility, by the Illinois algorithm on f(x) = 0 (step 5 of the paper).
        let a = (self.volatility * self.volatility).ln();
        let f = |x: f64| {
            let ex = x.exp();
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
                - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 && k < 100.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let mut fa = f(big_a);
        let mut fb = f(big_b);
        let mut iterations = 0;
        while (big_b - big_a).abs() > EPSILON && iterations < 100 {
            let c = big_a + (big_a - big_b) * fa / (fb - fa);
            let fc = f(c);
            if fc * fb <= 0.0 {
                big_a = big_b;
                fa = fb;
            } else {
                fa /= 2.0;
            }
            big_b = c;
            fb = fc;
            iterations += 1;
        }
        let sigma = (big_a / 2.0).exp();
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * delta_sum;
        Rating {
            rating: mu_new * SCALE + 1500.0,
            deviation: phi_new * SCALE,
            volatility: sigma,
        }
    }
}

/// Both players' ratings after one game; `score` is the first player's.
pub fn rate_game(a: Rating, b: Rating, score: Score) -> (Rating, Rating) {
    (a.update(&[(b, score)]), b.update(&[(a, score.reverse())]))
}

/// Four-player placement points: 1st +3, 2nd +1, 3rd −1, 4th −3; players sharing places share the
/// points of those places (two sharing 1st get (3 + 1) / 2 = 2 each).
pub fn placement_points(places: [u8; 4]) -> [f64; 4] {
    const POINTS: [f64; 4] = [3.0, 1.0, -1.0, -3.0];
    let mut out = [0.0; 4];
    for i in 0..4 {
        let place = places[i].clamp(1, 4) as usize;
        let sharing = places.iter().filter(|&&p| p == places[i]).count();
        let end = (place - 1 + sharing).min(4);
        let total: f64 = POINTS[place - 1..end].iter().sum();
        out[i] = total / sharing as f64;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glicko2_matches_glickmans_worked_example() {
        // The paper's example: 1500/200/0.06 plays 1400/30 (win), 1550/100 (loss), 1700/300 (loss).
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opp = |r, d| Rating {
            rating: r,
            deviation: d,
            volatility: 0.06,
        };
        let new = player.update(&[
            (opp(1400.0, 30.0), Score::Win),
            (opp(1550.0, 100.0), Score::Loss),
            (opp(1700.0, 300.0), Score::Loss),
        ]);
        assert!((new.rating - 1464.06).abs() < 0.05, "{new:?}");
        assert!((new.deviation - 151.52).abs() < 0.05, "{new:?}");
        assert!((new.volatility - 0.05999).abs() < 0.0001, "{new:?}");
    }

    #[test]
    fn a_win_between_newcomers_moves_both_symmetrically() {
        let (w, l) = rate_game(Rating::default(), Rating::default(), Score::Win);
        assert!(w.rating > 1500.0 && l.rating < 1500.0);
        assert!((w.rating - 1500.0 - (1500.0 - l.rating)).abs() < 1e-9);
        assert!(w.deviation < 350.0);
        let (a, b) = rate_game(Rating::default(), Rating::default(), Score::Draw);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
    }

    #[test]
    fn placement_points_share_places() {
        assert_eq!(placement_points([1, 2, 3, 4]), [3.0, 1.0, -1.0, -3.0]);
        assert_eq!(placement_points([1, 1, 3, 4]), [2.0, 2.0, -1.0, -3.0]);
        assert_eq!(placement_points([1, 1, 3, 3]), [2.0, 2.0, -2.0, -2.0]);
        assert_eq!(placement_points([2, 1, 2, 4]), [0.0, 3.0, 0.0, -3.0]);
    }
}
