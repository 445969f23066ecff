//! The names of the game's things (seats, sides, pieces) as messages.

use super::{Catalog, Lang, Msg};
use crate::rules::{Color, Role, Seat};

/// A four-player computer seat's name, e.g. `shogiban (west, level 3)`, in `lang` (the table's
/// language when the seat was taken: a name is written once and kept).
pub fn computer_seat_name(lang: Lang, bot: &str, s: Seat, level: u8) -> String {
    let msg = msg!("computer-seat-name")
        .with("bot", bot)
        .with("seat", seat(s))
        .with("level", level);
    Catalog::get().format(lang, &msg)
}

/// Whether `name` is what [`computer_seat_name`] writes for seat `s` at `level`, in any language:
/// such a name already says its seat. (Computer seats of older records are the bot's bare name.)
pub fn is_computer_seat_name(name: &str, s: Seat, level: u8) -> bool {
    Lang::ALL
        .iter()
        .any(|&lang| name.ends_with(computer_seat_name(lang, "", s, level).as_str()))
}

/// A person's name marked as played by the computer (`alice (computer)`), in `lang`.
pub fn computer_plays_for(lang: Lang, name: &str) -> String {
    Catalog::get().format(lang, &msg!("computer-plays-for").with("name", name))
}

/// The person's name behind [`computer_plays_for`], in whichever language it was written; a name
/// without the mark is returned as it is.
pub fn person_behind(name: &str) -> &str {
    Lang::ALL
        .iter()
        .find_map(|&lang| name.strip_suffix(computer_plays_for(lang, "").as_str()))
        .unwrap_or(name)
}

/// `south`, `दक्षिण`…
pub fn seat(s: Seat) -> Msg {
    Msg::new(match s {
        Seat::South => msg_id!("seat-south"),
        Seat::West => msg_id!("seat-west"),
        Seat::North => msg_id!("seat-north"),
        Seat::East => msg_id!("seat-east"),
    })
}

/// `sente` / `gote` as players of each language call them.
pub fn color(c: Color) -> Msg {
    Msg::new(match c {
        Color::Sente => msg_id!("color-sente"),
        Color::Gote => msg_id!("color-gote"),
    })
}

/// A piece's name (`pawn`, `歩`, `प्यादा`…).
pub fn role(r: Role) -> Msg {
    Msg::new(match r {
        Role::Pawn => msg_id!("role-pawn"),
        Role::Lance => msg_id!("role-lance"),
        Role::Knight => msg_id!("role-knight"),
        Role::Silver => msg_id!("role-silver"),
        Role::Gold => msg_id!("role-gold"),
        Role::Bishop => msg_id!("role-bishop"),
        Role::Rook => msg_id!("role-rook"),
        Role::King => msg_id!("role-king"),
        Role::Tokin => msg_id!("role-promoted-pawn"),
        Role::PromotedLance => msg_id!("role-promoted-lance"),
        Role::PromotedKnight => msg_id!("role-promoted-knight"),
        Role::PromotedSilver => msg_id!("role-promoted-silver"),
        Role::Horse => msg_id!("role-horse"),
        Role::Dragon => msg_id!("role-dragon"),
    })
}

/// A duration as words in the reader's language (`3 days`, `3日`, `3 दिन`), in the same unit
/// `time=3d` would be written with: days when whole days, else hours when whole hours, else
/// minutes (rounded up). What a player types (`time=3d`) stays as they typed it; this is for
/// sentences.
pub fn duration(seconds: u64) -> Msg {
    let (id, n) = if seconds.is_multiple_of(86_400) {
        (msg_id!("duration-days"), seconds / 86_400)
    } else if seconds.is_multiple_of(3600) {
        (msg_id!("duration-hours"), seconds / 3600)
    } else {
        (msg_id!("duration-minutes"), seconds.div_ceil(60))
    };
    Msg::new(id).with("n", n)
}

/// A handicap (駒落ち) by the name typed in `handicap=NAME` (`bishop`, `2-piece`), as players of
/// each language call it (`bishop handicap`, `角落ち`, `काकुग्यो की छूट`). A name the rules do not
/// know is passed through as typed.
pub fn handicap(name: &str) -> Msg {
    let id = match name {
        "lance" => msg_id!("handicap-lance"),
        "right-lance" => msg_id!("handicap-right-lance"),
        "bishop" => msg_id!("handicap-bishop"),
        "rook" => msg_id!("handicap-rook"),
        "rook-lance" => msg_id!("handicap-rook-lance"),
        "2-piece" => msg_id!("handicap-2-piece"),
        "3-piece" => msg_id!("handicap-3-piece"),
        "4-piece" => msg_id!("handicap-4-piece"),
        "5-piece" => msg_id!("handicap-5-piece"),
        "left-5-piece" => msg_id!("handicap-left-5-piece"),
        "6-piece" => msg_id!("handicap-6-piece"),
        "left-7-piece" => msg_id!("handicap-left-7-piece"),
        "right-7-piece" => msg_id!("handicap-right-7-piece"),
        "8-piece" => msg_id!("handicap-8-piece"),
        "10-piece" => msg_id!("handicap-10-piece"),
        other => return Msg::raw(other),
    };
    Msg::new(id)
}

/// `name (seat)`; the name a literal or a message (`alice (computer)`).
pub fn name_at_seat(name: impl Into<super::Arg>, s: Seat) -> Msg {
    msg!("name-at-seat")
        .with("name", name)
        .with("seat", seat(s))
}

/// `name (seat)` in a sentence (`alice さん（南）` in Japanese).
pub fn person_at_seat(name: impl Into<super::Arg>, s: Seat) -> Msg {
    msg!("person-at-seat")
        .with("name", name)
        .with("seat", seat(s))
}

/// Several names or things as one list argument.
pub fn list<I: IntoIterator<Item = Msg>>(items: I) -> Vec<Msg> {
    items.into_iter().collect()
}

/// Names (passed through) as one list argument.
pub fn names<S: AsRef<str>>(names: &[S]) -> Vec<Msg> {
    names.iter().map(|n| Msg::raw(n.as_ref())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_computer_s_marked_name_gives_back_the_person_in_every_language() {
        for lang in Lang::ALL {
            let marked = computer_plays_for(lang, "アリス alice");
            assert_ne!(marked, "アリス alice");
            assert_eq!(person_behind(&marked), "アリス alice", "{lang:?}: {marked}");
        }
        assert_eq!(computer_plays_for(Lang::En, "alice"), "alice (computer)");
        assert_eq!(person_behind("bob"), "bob");
        assert_eq!(
            computer_seat_name(Lang::Ja, "shogiban", Seat::West, 3),
            format!(
                "shogiban（{}・レベル3）",
                Catalog::get().format(Lang::Ja, &seat(Seat::West))
            )
        );
        assert_eq!(
            computer_seat_name(Lang::En, "shogiban", Seat::West, 3),
            "shogiban (west, level 3)"
        );
    }

    #[test]
    fn a_computer_seat_s_name_is_known_to_say_its_seat_in_every_language() {
        for lang in Lang::ALL {
            let name = computer_seat_name(lang, "shogiban", Seat::North, 2);
            assert!(is_computer_seat_name(&name, Seat::North, 2), "{name}");
            assert!(!is_computer_seat_name(&name, Seat::East, 2), "{name}");
            assert!(!is_computer_seat_name(&name, Seat::North, 3), "{name}");
        }
        // Computer seats of older records, and people, are named without their seat.
        assert!(!is_computer_seat_name("shogiban", Seat::North, 2));
        assert!(!is_computer_seat_name("alice (computer)", Seat::North, 2));
    }
}
