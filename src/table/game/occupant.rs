//! Who plays a side of a table's game, or sits at a lobby's seat: a person, the computer, or the
//! computer in a person's place. One value per side instead of parallel arrays of players,
//! computer levels and "taken over" flags, and nothing translated is stored: the words
//! "(computer)" and "level 3" are made when a name is shown, in the reader's language
//! (`table/text.rs`).

use crate::table::{Player, UserId};
use serde::{Deserialize, Serialize};

/// The name records and listings give the computer (the bot's own name).
pub const COMPUTER_NAME: &str = "shogiban";

/// Who plays one side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Occupant {
    /// A person plays this side.
    Person(Player),
    /// The computer plays this side from the start (a computer seat of a lobby, the bot
    /// challenged), at this level (1–5).
    Computer { level: u8 },
    /// The computer plays the side a person left during the game (a four-player seat handed
    /// over, a time-out): the person is still the one the result counts for, as the last place.
    TakenOver { person: Player, level: u8 },
}

impl Occupant {
    /// The person playing this side now (not a computer, not a seat handed over).
    pub fn person(&self) -> Option<&Player> {
        match self {
            Occupant::Person(p) => Some(p),
            _ => None,
        }
    }

    /// The person who sat down at this side, even if the computer plays it now.
    pub fn seated(&self) -> Option<&Player> {
        match self {
            Occupant::Person(p) | Occupant::TakenOver { person: p, .. } => Some(p),
            Occupant::Computer { .. } => None,
        }
    }

    /// The computer's level, when the computer plays this side.
    pub fn computer_level(&self) -> Option<u8> {
        match self {
            Occupant::Person(_) => None,
            Occupant::Computer { level } | Occupant::TakenOver { level, .. } => Some(*level),
        }
    }

    /// Whether `user` plays this side now.
    pub fn is(&self, user: UserId) -> bool {
        self.person().is_some_and(|p| p.id == user)
    }

    /// The name as records, listings and statistics keep it: the person's (also when the
    /// computer took their side over), or the computer's.
    pub fn plain_name(&self) -> &str {
        match self.seated() {
            Some(p) => &p.name,
            None => COMPUTER_NAME,
        }
    }

    /// The computer plays on for the person at this side, at `level`; a side the computer
    /// already plays is left as it is.
    pub fn hand_to_computer(&mut self, level: u8) {
        if let Occupant::Person(p) = self {
            *self = Occupant::TakenOver {
                person: p.clone(),
                level,
            };
        }
    }

    /// The side for the next game: a side the computer took over goes back to its person.
    pub fn for_rematch(&self) -> Occupant {
        match self {
            Occupant::TakenOver { person, .. } => Occupant::Person(person.clone()),
            other => other.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alice() -> Player {
        Player {
            id: UserId(7),
            name: "alice".into(),
        }
    }

    #[test]
    fn a_side_handed_to_the_computer_keeps_its_person_for_the_result_and_the_rematch() {
        let mut side = Occupant::Person(alice());
        assert!(side.is(UserId(7)));
        side.hand_to_computer(2);
        assert_eq!(side.person(), None, "the computer plays it now");
        assert_eq!(side.seated(), Some(&alice()), "still alice's result");
        assert_eq!(side.computer_level(), Some(2));
        assert_eq!(side.plain_name(), "alice", "no translated mark is stored");
        assert_eq!(side.for_rematch(), Occupant::Person(alice()));
        let computer = Occupant::Computer { level: 4 };
        assert_eq!(computer.plain_name(), COMPUTER_NAME);
        assert_eq!(computer.for_rematch(), computer);
    }
}
