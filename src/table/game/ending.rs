//! How a table's game ended, for either variant: why, and the place of every side. A two-player
//! game's winner is the side in first place (both first for a draw); a four-player game's places
//! are the rules' standings, or the clocks' at a tournament round's deadline. An aborted game has
//! no places.

use crate::rules::{BySide, Side};
use serde::{Deserialize, Serialize};

/// Why a game ended: by its variant's rules (`R`), or by what only people and clocks do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason<R> {
    /// The rules ended it (詰み, 千日手, the move limit, a four-player game's second elimination …).
    Rules(R),
    /// 投了 (tōryō): the side in last place resigned.
    Resignation,
    /// 切れ負け: the side in last place ran out of time.
    Timeout,
    /// 中断: stopped before its end (before both had moved, or by a moderator); no places.
    Aborted,
    /// A tournament round's deadline came first: scored as the clocks stood.
    RoundDeadline,
}

/// The end of a game of sides `S` whose rules end it for reasons `R`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(serialize = "R: Serialize", deserialize = "R: Deserialize<'de>"))]
pub struct GameEnd<S: Side, R> {
    pub reason: Reason<R>,
    /// The place of each side (1 first; shared places possible); `None` when aborted.
    pub places: Option<BySide<S, u8>>,
}

impl<S: Side, R> GameEnd<S, R> {
    /// A game stopped before its end.
    pub fn aborted() -> GameEnd<S, R> {
        GameEnd {
            reason: Reason::Aborted,
            places: None,
        }
    }

    /// `loser` lost (resigned, ran out of time) and every other side shares the first place.
    pub fn lost_by(loser: S, reason: Reason<R>) -> GameEnd<S, R> {
        GameEnd {
            reason,
            places: Some(BySide::from_fn(
                |s| if s == loser { S::COUNT as u8 } else { 1 },
            )),
        }
    }

    /// The side alone in first place, if one is (none for a draw or an abort).
    pub fn winner(&self) -> Option<S> {
        let places = self.places.as_ref()?;
        let first = places.sides_where(|&p| p == 1);
        match first.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Whether every side shares the first place (a draw).
    pub fn is_draw(&self) -> bool {
        self.places.as_ref().is_some_and(|p| p.all(|&p| p == 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, EndReason, Seat};

    #[test]
    fn a_two_player_end_names_its_winner_and_a_draw_none() {
        let resigned: GameEnd<Color, EndReason> =
            GameEnd::lost_by(Color::Sente, Reason::Resignation);
        assert_eq!(resigned.winner(), Some(Color::Gote));
        assert!(!resigned.is_draw());
        let draw: GameEnd<Color, EndReason> = GameEnd {
            reason: Reason::Rules(EndReason::Repetition),
            places: Some(BySide::from_fn(|_| 1)),
        };
        assert_eq!(draw.winner(), None);
        assert!(draw.is_draw());
        let aborted: GameEnd<Color, EndReason> = GameEnd::aborted();
        assert_eq!((aborted.winner(), aborted.is_draw()), (None, false));
        let json = serde_json::to_string(&resigned).unwrap();
        assert_eq!(json, r#"{"reason":"resignation","places":[2,1]}"#);
    }

    #[test]
    fn a_four_player_end_keeps_the_places_of_every_seat() {
        let end: GameEnd<Seat, crate::rules::yonin::EndReason> = GameEnd {
            reason: Reason::Rules(crate::rules::yonin::EndReason::TwoEliminations),
            places: BySide::from_vec(vec![2, 4, 1, 3]),
        };
        assert_eq!(end.winner(), Some(Seat::North));
        let json = serde_json::to_string(&end).unwrap();
        assert_eq!(
            json,
            r#"{"reason":{"rules":"two-eliminations"},"places":[2,4,1,3]}"#
        );
        assert_eq!(
            serde_json::from_str::<GameEnd<Seat, _>>(&json).unwrap(),
            end
        );
    }
}
