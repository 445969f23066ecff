//! The help topics: `help` lists the commands and the topics; each topic explains one thing with
//! examples; an unknown topic is answered with the list, never silently with the general help.

use super::*;

/// The topics, in the order `help` lists them, with the words that also find them.
const TOPICS: [(&str, &[&str]); 10] = [
    ("moves", &["move", "notation"]),
    ("challenge", &["open", "accept", "handicap", "rematch"]),
    (
        "yonin",
        &["four", "four-player", "lobby", "join", "add-computer"],
    ),
    ("computer", &["level", "bot", "engine"]),
    ("clocks", &["clock", "time", "wait"]),
    ("impasse", &["jishogi", "持将棋"]),
    ("settings", &["setting"]),
    ("export", &["record", "kif", "csa"]),
    ("puzzle", &["puzzles", "tsume", "詰将棋"]),
    ("review", &["analysis", "lishogi"]),
];

fn topic_of(word: &str) -> Option<&'static str> {
    TOPICS
        .iter()
        .find(|(name, also)| *name == word || also.contains(&word))
        .map(|(name, _)| *name)
}

pub(super) fn help(topic: Option<&str>) -> String {
    let list = TOPICS.map(|(name, _)| format!("`help {name}`")).join(", ");
    let Some(word) = topic else {
        return format!(
            "Commands: {}. Topics: {list}.",
            command::COMMANDS.join(", ")
        );
    };
    match topic_of(word) {
        Some("moves") => "Type a move alone on a line, or `move M`, in any notation: USI \
             (`7g7f`, `P*5e`, `8h2b+`), Japanese (`７六歩`, `76歩`, `同　銀`, `５八金右`, `２二角成`, \
             `５五角打`), KIF (`７六歩(77)`), Western (`P-7f`, `Bx2b+`, `G*5e`) or CSA \
             (`+7776FU`). Where a piece may promote and the move does not say, Japanese and \
             Western moves are refused as ambiguous with both spellings (`成`/`不成`, `+`/`=`). \
             `hint 7g` shows where the piece on 7g can go, `hint P` where a pawn in hand can be \
             dropped."
            .to_owned(),
        Some("challenge") => "`challenge @someone` (or `open` for anyone) with options \
             `handicap=NAME` (you give it; `giver=opponent` to take it), \
             `side=sente|gote|random`, `time=3d` per move, `rated=no`, and `sfen BOARD SIDE HAND \
             [MOVE]` to start from a set-up position (never rated). The opponent answers `accept` \
             or `decline`; `cancel` withdraws it. One thing happens at a table at a time: while a \
             game is in play or a lobby is open, challenges wait for another channel or thread. \
             After a game, `rematch` offers the same game again (sides swapped; when both ask, it \
             starts). `takeback` asks to take back your own last move; `abort` ends a game \
             before both have moved; `resign` concedes."
            .to_owned(),
        Some("yonin") => "Four-player shogi (四人将棋): `yonin [teams] [time=1d] \
             [credit=last-mover] [continue-from=mover] [end=last-survivor] [partner-capture=no] \
             [first=SEAT]` opens a lobby; `join [south|west|north|east]` takes a seat (or the \
             first free one in turn order S, W, N, E), `leave` gives it up, `add-computer [SEAT] \
             [level=N]` seats the computer, and anyone seated says `start` when all four seats \
             are filled. Moves are the two-player notations with the mover's seat in front when \
             you like: `S:5g5f`, `W:P-6e`, `南５六歩` (南 south, 西 west, 北 north, 東 east). There is \
             no resignation in four-player shogi: `resign` (or `leave` during the game) hands your \
             seat to the computer, which plays it under your name marked (computer); you are \
             credited with the last place. A seat whose time runs out is handed over the same way."
            .to_owned(),
        Some("computer") => "`challenge @shogiban level=1-5` plays the computer at once (never \
             rated); level 5 is the strongest, played by an external USI engine when the operator \
             has configured one (the built-in level 5 steps in when it is busy or fails). In a \
             four-player lobby `add-computer [SEAT] [level=N]` seats it; the seat is named by \
             seat and level, e.g. `shogiban (west, level 3)`."
            .to_owned(),
        Some("clocks") => "A challenge with `time=30m`, `12h` or `3d` gives each move that \
             long. A reminder comes when three quarters of it are used; when it runs out, a \
             two-player game is lost on time and a four-player seat is handed to the computer. \
             `board` shows the time left to move."
            .to_owned(),
        Some("impasse") => "Impasse (持将棋, jishōgi) is off unless a moderator turns it on. \
             `settings impasse 24`: once both kings are in the enemy camp, `impasse` counts board \
             and hand (rook and bishop 5, every other piece but the king 1); a side under 24 \
             loses, otherwise it is a draw. `settings impasse 27`: the player to move declares a \
             win with `impasse` when their king and at least ten other pieces are in the enemy \
             camp, they are not in check, and those pieces plus their hand count 28 points \
             (sente) or 27 (gote); a declaration that falls short loses."
            .to_owned(),
        Some("settings") => format!(
            "`settings` lists every value and where it comes from; `settings KEY` shows one. \
             Moderators: `settings KEY VALUE` (this channel), `settings server KEY VALUE` (the \
             server's default), `settings KEY default` (drop this channel's override). Keys: {}.",
            settings::KEYS.map(|k| k.name).join(", ")
        ),
        Some("export") => "`export kif` (Shift-JIS, for Kifu for Windows and most readers), \
             `kifu` (UTF-8 KIF), `ki2`, `csa` (V2.2) or `usi` attaches the current or last game \
             as a file; four-player games export as `yonin` (the four-player record) or `usi`."
            .to_owned(),
        Some("puzzle") => super::study_text::help_puzzle(),
        Some("review") => super::study_text::help_review(),
        _ => format!("There is no help topic `{word}`. Topics: {list}."),
    }
}
