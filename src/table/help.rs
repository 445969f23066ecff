//! The help topics.

use super::*;

pub(super) fn help(topic: Option<&str>) -> String {
    match topic {
        Some("moves") | Some("move") => {
            "Type a move alone on a line (7g7f, P*5e, 8h2b+) or `move 7g7f`. \
             Promotion is `+`; a drop is the piece letter and `*`."
                .to_owned()
        }
        Some("settings") => format!(
            "`settings` lists every value and where it comes from; `settings KEY` shows one. \
             Moderators: `settings KEY VALUE` (this channel), `settings server KEY VALUE` (the \
             server's default), `settings KEY default` (drop this channel's override). Keys: {}.",
            settings::KEYS.map(|k| k.name).join(", ")
        ),
        Some("computer") => "`challenge @shogiban level=1-5` plays the computer at once (never \
             rated); level 5 is the strongest, played by an external USI engine when the operator \
             has configured one (the built-in level 5 steps in when it is busy or fails). In a \
             four-player lobby `add-computer [SEAT] [level=N]` seats it."
            .to_owned(),
        Some("challenge") | Some("open") => "`challenge @someone` (or `open` for anyone) with \
             options `handicap=NAME` (you give it; `giver=opponent` to take it), \
             `side=sente|gote|random`, `time=3d` per move, `rated=no`, and `sfen BOARD SIDE HAND \
             [MOVE]` to start from a set-up position (never rated). The opponent answers `accept` \
             or `decline`; `cancel` withdraws it."
            .to_owned(),
        _ => format!(
            "Commands: {}. `help moves`, `help challenge`, `help settings` and `help computer` say more.",
            command::COMMANDS.join(", ")
        ),
    }
}
