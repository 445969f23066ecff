//! The names of the game's things (seats, sides, pieces) as messages.

use super::Msg;
use crate::rules::{Color, Role, Seat};

/// `south`, `दक्षिण`…
pub fn seat(s: Seat) -> Msg {
    Msg::new(match s {
        Seat::South => "seat-south",
        Seat::West => "seat-west",
        Seat::North => "seat-north",
        Seat::East => "seat-east",
    })
}

/// `sente` / `gote` as players of each language call them.
pub fn color(c: Color) -> Msg {
    Msg::new(match c {
        Color::Sente => "color-sente",
        Color::Gote => "color-gote",
    })
}

/// A piece's name (`pawn`, `歩`, `प्यादा`…).
pub fn role(r: Role) -> Msg {
    Msg::new(match r {
        Role::Pawn => "role-pawn",
        Role::Lance => "role-lance",
        Role::Knight => "role-knight",
        Role::Silver => "role-silver",
        Role::Gold => "role-gold",
        Role::Bishop => "role-bishop",
        Role::Rook => "role-rook",
        Role::King => "role-king",
        Role::Tokin => "role-promoted-pawn",
        Role::PromotedLance => "role-promoted-lance",
        Role::PromotedKnight => "role-promoted-knight",
        Role::PromotedSilver => "role-promoted-silver",
        Role::Horse => "role-horse",
        Role::Dragon => "role-dragon",
    })
}

/// `name (seat)`.
pub fn name_at_seat(name: &str, s: Seat) -> Msg {
    Msg::new("name-at-seat")
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
