//! The settings of a four-player game: who is credited with an elimination, who moves after
//! one, when the game ends.

use super::movegen::Rules;
use crate::rules::Seat;

/// Who is credited with an elimination (§7, §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Credit {
    /// The player whose action last put the eliminated player in check (王手をかけた人).
    #[default]
    Checker,
    /// Always the most recent other player still in the game who made an action.
    LastMover,
}

/// Where the turn order continues after an elimination (§6, §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ContinueFrom {
    /// Counted from the eliminated seat.
    #[default]
    Eliminated,
    /// Counted from the player whose action led to the elimination.
    Mover,
}

/// When the game ends (§8, §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum End {
    /// At the second elimination.
    #[default]
    SecondElimination,
    /// When one player is left.
    LastSurvivor,
}

/// A four-player option whose values have names (§10): the one list that the command line, the
/// `yonin` switches, the channel settings and the record format all read and write.
pub trait Switch: Copy + PartialEq + Send + Sync + 'static {
    /// The option's name (`credit`).
    const KEY: &'static str;
    /// Every value with its name, the rules page's default first.
    const VALUES: &'static [(Self, &'static str)];

    /// The value's name (`last-mover`).
    fn name(self) -> &'static str {
        Self::VALUES
            .iter()
            .find(|(v, _)| *v == self)
            .map_or("", |(_, n)| n)
    }

    /// The value a name (in any case) stands for.
    fn parse_name(text: &str) -> Option<Self> {
        Self::VALUES
            .iter()
            .find(|(_, n)| n.eq_ignore_ascii_case(text))
            .map(|(v, _)| *v)
    }

    /// Every name.
    fn names() -> Vec<&'static str> {
        Self::VALUES.iter().map(|(_, n)| *n).collect()
    }

    /// The value a name stands for, or why not (`credit is checker or last-mover, not "x"`).
    fn parse_or_why(text: &str) -> Result<Self, String> {
        Self::parse_name(text).ok_or_else(|| {
            let names = Self::names();
            let (last, rest) = names.split_last().unwrap_or((&"", &[]));
            format!(
                "{} is {} or {last}, not {text:?}",
                Self::KEY,
                rest.join(", ")
            )
        })
    }
}

impl Switch for Credit {
    const KEY: &'static str = "credit";
    const VALUES: &'static [(Credit, &'static str)] = &[
        (Credit::Checker, "checker"),
        (Credit::LastMover, "last-mover"),
    ];
}

impl Switch for ContinueFrom {
    const KEY: &'static str = "continue-from";
    const VALUES: &'static [(ContinueFrom, &'static str)] = &[
        (ContinueFrom::Eliminated, "eliminated"),
        (ContinueFrom::Mover, "mover"),
    ];
}

impl Switch for End {
    const KEY: &'static str = "end";
    const VALUES: &'static [(End, &'static str)] = &[
        (End::SecondElimination, "second-elimination"),
        (End::LastSurvivor, "last-survivor"),
    ];
}

/// Who moves first.
impl Switch for Seat {
    const KEY: &'static str = "first-mover";
    const VALUES: &'static [(Seat, &'static str)] = &[
        (Seat::South, "south"),
        (Seat::West, "west"),
        (Seat::North, "north"),
        (Seat::East, "east"),
    ];
}

/// The options of a four-player game (§10), with the rules page's defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Who moves first from the start position (a table rotates it from game to game).
    pub first_mover: Seat,
    pub credit: Credit,
    pub continue_from: ContinueFrom,
    pub end: End,
    /// The pair variant (ペア将棋): opposite seats are partners (§9).
    pub teams: bool,
    /// In the pair variant, whether a partner's pieces may be captured.
    pub partner_capture: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            first_mover: Seat::South,
            credit: Credit::Checker,
            continue_from: ContinueFrom::Eliminated,
            end: End::SecondElimination,
            teams: false,
            partner_capture: true,
        }
    }
}

impl Settings {
    pub(crate) fn rules(&self) -> Rules {
        Rules {
            teams: self.teams,
            partner_capture: self.partner_capture,
        }
    }

    /// How many eliminations end the game.
    pub(super) fn eliminations_to_end(&self) -> usize {
        if self.teams {
            1
        } else {
            match self.end {
                End::SecondElimination => 2,
                End::LastSurvivor => 3,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip<T: Switch + std::fmt::Debug>(default: T) {
        assert_eq!(
            T::VALUES[0].0,
            default,
            "{} lists its default first",
            T::KEY
        );
        for &(value, name) in T::VALUES {
            assert_eq!(value.name(), name);
            assert_eq!(T::parse_name(name), Some(value));
            assert_eq!(T::parse_name(&name.to_uppercase()), Some(value));
        }
        assert_eq!(T::parse_name("nonsense"), None);
    }

    /// §10's options: every value has one name, read back in any case, the rules page's
    /// default first.
    #[test]
    fn every_four_player_option_value_reads_back_from_its_name() {
        let d = Settings::default();
        round_trip(d.credit);
        round_trip(d.continue_from);
        round_trip(d.end);
        round_trip(d.first_mover);
        assert_eq!(
            End::parse_or_why("never"),
            Err("end is second-elimination or last-survivor, not \"never\"".to_owned())
        );
        assert_eq!(
            Seat::parse_or_why("up"),
            Err("first-mover is south, west, north or east, not \"up\"".to_owned())
        );
    }
}
