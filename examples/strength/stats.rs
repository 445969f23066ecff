//! Match arithmetic: a tally of wins, draws and losses, the score, and an Elo estimate with its 95 %
//! error bar (normal approximation of the per-game score, the usual way match tools report it).

/// Wins, draws and losses from one side's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// An Elo difference and the bounds of its 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Elo {
    pub diff: f64,
    pub low: f64,
    pub high: f64,
}

/// The Elo difference that gives an expected score `p` (0 < p < 1).
pub fn elo_of_score(p: f64) -> f64 {
    -400.0 * (1.0 / p - 1.0).log10()
}

impl Tally {
    /// Adds one game: 1 win, 0 draw, -1 loss.
    pub fn add(&mut self, result: i32) {
        match result.signum() {
            1 => self.wins += 1,
            0 => self.draws += 1,
            _ => self.losses += 1,
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score as a fraction (a draw counts half); `None` before any game.
    pub fn score(&self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| (self.wins as f64 + self.draws as f64 / 2.0) / n as f64)
    }

    /// The Elo estimate with its 95 % interval. `None` before any game or when the score is 0 % or
    /// 100 % (the estimate is then unbounded on one side).
    pub fn elo(&self) -> Option<Elo> {
        let p = self.score()?;
        if p <= 0.0 || p >= 1.0 {
            return None;
        }
        let n = self.games() as f64;
        let var = (self.wins as f64 * (1.0 - p).powi(2)
            + self.draws as f64 * (0.5 - p).powi(2)
            + self.losses as f64 * p.powi(2))
            / n;
        let margin = 1.959_964 * (var / n).sqrt();
        let clamp = |x: f64| x.clamp(1e-6, 1.0 - 1e-6);
        Some(Elo {
            diff: elo_of_score(p),
            low: elo_of_score(clamp(p - margin)),
            high: elo_of_score(clamp(p + margin)),
        })
    }

    /// One line: `+W =D -L of N, score S %, Elo E ± M (95 %: lo … hi)`.
    pub fn summary(&self) -> String {
        let mut s = format!(
            "+{} ={} -{} of {}",
            self.wins,
            self.draws,
            self.losses,
            self.games()
        );
        if let Some(p) = self.score() {
            s += &format!(", score {:.1} %", 100.0 * p);
        }
        match self.elo() {
            Some(e) => {
                // A bound past ±1200 means the score's interval reached 0 % or 100 %.
                let bound = |x: f64| {
                    if x.abs() >= 1200.0 {
                        if x > 0.0 { "+inf" } else { "-inf" }.to_string()
                    } else {
                        format!("{x:+.0}")
                    }
                };
                s += &format!(
                    ", Elo {:+.0} (95 %: {} … {})",
                    e.diff,
                    bound(e.low),
                    bound(e.high)
                )
            }
            None if self.games() > 0 => s += ", Elo unbounded (no game won or none lost)",
            None => {}
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_score_is_zero_elo_and_the_interval_is_symmetric() {
        let t = Tally {
            wins: 40,
            draws: 20,
            losses: 40,
        };
        assert_eq!(t.score(), Some(0.5));
        let e = t.elo().unwrap();
        assert!(e.diff.abs() < 1e-9);
        assert!((e.low + e.high).abs() < 1e-9);
        // Per-game deviation sqrt(0.2) over 100 games: ± 1.96 * 0.0447 = ± 8.8 % of score,
        // which is about ± 61 Elo around an even score.
        assert!((e.high - 61.4).abs() < 1.0, "{e:?}");
    }

    #[test]
    fn seventy_five_percent_is_about_191_elo() {
        let t = Tally {
            wins: 75,
            draws: 0,
            losses: 25,
        };
        let e = t.elo().unwrap();
        assert!((e.diff - 190.85).abs() < 0.1, "{e:?}");
        assert!(e.low < e.diff && e.diff < e.high);
        // Fewer games, wider interval.
        let small = Tally {
            wins: 6,
            draws: 0,
            losses: 2,
        };
        let s = small.elo().unwrap();
        assert!((s.diff - e.diff).abs() < 1e-9);
        assert!(s.high - s.low > 2.0 * (e.high - e.low));
    }

    #[test]
    fn a_clean_sweep_has_no_finite_estimate() {
        let mut t = Tally::default();
        assert_eq!(t.score(), None);
        assert!(t.elo().is_none());
        for _ in 0..5 {
            t.add(1);
        }
        assert_eq!(t.score(), Some(1.0));
        assert!(t.elo().is_none());
        assert!(t.summary().contains("unbounded"));
        t.add(0);
        t.add(-1);
        assert_eq!(
            t,
            Tally {
                wins: 5,
                draws: 1,
                losses: 1
            }
        );
        assert!(t.elo().unwrap().diff > 0.0);
    }
}
