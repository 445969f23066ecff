//! The settings of a four-player game: who is credited with an elimination, who moves after
//! one, when the game ends.
//!
//! Stored as named values (`"credit": "last-mover"`, the names [`Switch`] gives); the booleans a
//! table stored before it kept these settings (`credit_last_mover`, …) still read.

use super::movegen::Rules;
use crate::rules::Seat;
use serde::{Deserialize, Serialize};

/// Who is credited with an elimination (§7, §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Credit {
    /// The player whose action last put the eliminated player in check (王手をかけた人).
    #[default]
    Checker,
    /// Always the most recent other player still in the game who made an action.
    LastMover,
}

/// Where the turn order continues after an elimination (§6, §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ContinueFrom {
    /// Counted from the eliminated seat.
    #[default]
    Eliminated,
    /// Counted from the player whose action led to the elimination.
    Mover,
}

/// When the game ends (§8, §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StoredSettings")]
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

/// [`Settings`] as read: the named values, or the booleans of the older shape.
#[derive(Deserialize)]
struct StoredSettings {
    first_mover: Seat,
    teams: bool,
    partner_capture: bool,
    credit: Option<Credit>,
    continue_from: Option<ContinueFrom>,
    end: Option<End>,
    credit_last_mover: Option<bool>,
    continue_from_mover: Option<bool>,
    last_survivor: Option<bool>,
}

impl TryFrom<StoredSettings> for Settings {
    type Error = String;

    fn try_from(s: StoredSettings) -> Result<Settings, String> {
        /// The named value, or the older boolean (`true` is the second value), never both.
        fn one<T: Switch>(named: Option<T>, old: Option<bool>, old_key: &str) -> Result<T, String> {
            match (named, old) {
                (Some(v), None) => Ok(v),
                (None, Some(second)) => Ok(T::VALUES[usize::from(second)].0),
                (None, None) => Err(format!("missing field `{}`", T::KEY)),
                (Some(_), Some(_)) => Err(format!("both `{}` and `{old_key}`", T::KEY)),
            }
        }
        Ok(Settings {
            first_mover: s.first_mover,
            credit: one(s.credit, s.credit_last_mover, "credit_last_mover")?,
            continue_from: one(
                s.continue_from,
                s.continue_from_mover,
                "continue_from_mover",
            )?,
            end: one(s.end, s.last_survivor, "last_survivor")?,
            teams: s.teams,
            partner_capture: s.partner_capture,
        })
    }
}

/// The name of the pair variant's option (`teams`), beside the [`Switch`] keys.
pub const TEAMS_KEY: &str = "teams";
/// The name of the option that lets partners capture each other's pieces.
pub const PARTNER_CAPTURE_KEY: &str = "partner-capture";

/// One option of [`Settings`] with its value: what a lobby's switch or a channel's setting says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    FirstMover(Seat),
    Credit(Credit),
    ContinueFrom(ContinueFrom),
    End(End),
    Teams(bool),
    PartnerCapture(bool),
}

impl Choice {
    /// The option's name: the [`Switch`] key, or [`TEAMS_KEY`], [`PARTNER_CAPTURE_KEY`].
    pub fn key(self) -> &'static str {
        match self {
            Choice::FirstMover(_) => Seat::KEY,
            Choice::Credit(_) => Credit::KEY,
            Choice::ContinueFrom(_) => ContinueFrom::KEY,
            Choice::End(_) => End::KEY,
            Choice::Teams(_) => TEAMS_KEY,
            Choice::PartnerCapture(_) => PARTNER_CAPTURE_KEY,
        }
    }

    /// `settings` with this option set.
    pub fn apply(self, settings: &mut Settings) {
        match self {
            Choice::FirstMover(seat) => settings.first_mover = seat,
            Choice::Credit(c) => settings.credit = c,
            Choice::ContinueFrom(c) => settings.continue_from = c,
            Choice::End(e) => settings.end = e,
            Choice::Teams(on) => settings.teams = on,
            Choice::PartnerCapture(on) => settings.partner_capture = on,
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

    /// Stored settings use the names the switches are typed with.
    #[test]
    fn settings_are_stored_by_their_names_and_read_back() {
        let s = Settings {
            first_mover: Seat::West,
            credit: Credit::LastMover,
            continue_from: ContinueFrom::Mover,
            end: End::LastSurvivor,
            teams: true,
            partner_capture: false,
        };
        let json = serde_json::to_value(s).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "first_mover": "west", "credit": "last-mover", "continue_from": "mover",
                "end": "last-survivor", "teams": true, "partner_capture": false
            })
        );
        assert_eq!(serde_json::from_value::<Settings>(json).unwrap(), s);
        for &(v, name) in Credit::VALUES {
            assert_eq!(serde_json::to_value(v).unwrap(), name);
        }
        for &(v, name) in ContinueFrom::VALUES {
            assert_eq!(serde_json::to_value(v).unwrap(), name);
        }
        for &(v, name) in End::VALUES {
            assert_eq!(serde_json::to_value(v).unwrap(), name);
        }
    }

    /// Tables stored the settings as booleans before they kept these: those records still read,
    /// and a record that says a thing twice, or not at all, is refused.
    #[test]
    fn the_older_boolean_shape_still_reads() {
        let old = serde_json::json!({
            "first_mover": "north", "teams": false, "partner_capture": true,
            "credit_last_mover": true, "continue_from_mover": true, "last_survivor": false
        });
        assert_eq!(
            serde_json::from_value::<Settings>(old).unwrap(),
            Settings {
                first_mover: Seat::North,
                credit: Credit::LastMover,
                continue_from: ContinueFrom::Mover,
                ..Settings::default()
            }
        );
        let both = serde_json::json!({
            "first_mover": "north", "teams": false, "partner_capture": true, "credit": "checker",
            "credit_last_mover": true, "continue_from": "mover", "end": "last-survivor"
        });
        let e = serde_json::from_value::<Settings>(both).unwrap_err();
        assert!(
            e.to_string()
                .contains("both `credit` and `credit_last_mover`"),
            "{e}"
        );
        let none = serde_json::json!({
            "first_mover": "north", "teams": false, "partner_capture": true,
            "continue_from": "mover", "end": "last-survivor"
        });
        let e = serde_json::from_value::<Settings>(none).unwrap_err();
        assert!(e.to_string().contains("missing field `credit`"), "{e}");
    }

    #[test]
    fn a_choice_sets_its_own_option_under_its_switch_name() {
        let mut s = Settings::default();
        for c in [
            Choice::FirstMover(Seat::East),
            Choice::Credit(Credit::LastMover),
            Choice::ContinueFrom(ContinueFrom::Mover),
            Choice::End(End::LastSurvivor),
            Choice::Teams(true),
            Choice::PartnerCapture(false),
        ] {
            let before = s;
            c.apply(&mut s);
            assert_ne!(s, before, "{c:?} changes something");
        }
        assert_eq!(
            s,
            Settings {
                first_mover: Seat::East,
                credit: Credit::LastMover,
                continue_from: ContinueFrom::Mover,
                end: End::LastSurvivor,
                teams: true,
                partner_capture: false,
            }
        );
        assert_eq!(Choice::FirstMover(Seat::East).key(), "first-mover");
        assert_eq!(Choice::End(End::LastSurvivor).key(), "end");
    }
}
