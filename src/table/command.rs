//! Text commands, shared by the terminal and by Discord text messages: `challenge @bob time=3d`,
//! `join west`, `76歩`, `help moves` … Parsing is pure; what a command does is the table's business.

use crate::i18n::{Msg, MsgId};
use crate::rules::{Color, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Someone named in a command: `<@123>` on Discord (or a button naming a user), `@bob` in the
/// terminal or by name on a server. The adapter resolves it to a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mention {
    Id(super::UserId),
    Name(String),
}

/// What `hint` asks about: a square (`7g`, `77`, `７七`) or a kind of piece (`P`, `歩`): one in
/// hand, or for `K` (`玉`) the king.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintTarget {
    Square(crate::rules::Square),
    Piece(crate::rules::Role),
}

impl HintTarget {
    /// Reads a square in USI or with two digits (ASCII, full-width or kanji), or one piece letter
    /// or piece name; `None` for anything else.
    pub fn parse(text: &str) -> Option<HintTarget> {
        use crate::notation::names::{digit_value, fold_char, role_from_kanji};
        use crate::rules::{Role, Square};
        let text: String = text.trim().chars().map(fold_char).collect();
        if let Some(sq) = Square::parse_usi(&text.to_ascii_lowercase()) {
            return Some(HintTarget::Square(sq));
        }
        let chars: Vec<char> = text.chars().collect();
        match chars[..] {
            [file, rank] => {
                let sq = Square::new(digit_value(file)?, digit_value(rank)?)?;
                Some(HintTarget::Square(sq))
            }
            [c] => {
                // A piece in hand is never promoted, so a promoted name asks about nothing.
                let role = Role::from_letter(c).or_else(|| role_from_kanji(c))?;
                (!role.is_promoted()).then_some(HintTarget::Piece(role))
            }
            _ => None,
        }
    }
}

/// Who plays sente in a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SideChoice {
    /// The challenger takes this colour.
    Color(Color),
    Random,
}

/// The options of a two-player challenge.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeOptions {
    pub handicap: Option<String>,
    pub side: Option<SideChoice>,
    /// Time per move, in seconds.
    pub time_per_move: Option<u64>,
    pub rated: Option<bool>,
    /// Who gives the handicap: the challenger unless `giver=opponent`.
    pub opponent_gives: bool,
    /// Strength of the computer player when the bot is challenged (1–5).
    pub level: Option<u8>,
    /// `engine=builtin`: the built-in player at every level, even where an external engine plays
    /// the strongest one.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub builtin: bool,
    /// Start from this position (SFEN) instead of the usual start; such games are not rated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
}

/// The options of a four-player lobby.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LobbyOptions {
    pub teams: bool,
    pub time_per_move: Option<u64>,
    /// yonin.md §10 switches, as `key=value` pairs (`credit=last-mover`, `continue-from=mover`,
    /// `end=last-survivor`, `partner-capture=no`, `first=west`), validated by the table.
    pub switches: Vec<(String, String)>,
}

/// One parsed command: about this table, or about the whole server (or the person asking).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Run by the table ([`super::Table::handle`]).
    Table(TableCommand),
    /// Answered by the service from the server's records, without the table.
    Server(ServerCommand),
}

impl Command {
    /// The table command, if it is one.
    pub fn into_table(self) -> Option<TableCommand> {
        match self {
            Command::Table(c) => Some(c),
            Command::Server(_) => None,
        }
    }
}

impl From<TableCommand> for Command {
    fn from(c: TableCommand) -> Command {
        Command::Table(c)
    }
}

impl From<ServerCommand> for Command {
    fn from(c: ServerCommand) -> Command {
        Command::Server(c)
    }
}

/// A command about the table it is typed at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableCommand {
    Challenge(Mention, ChallengeOptions),
    Open(ChallengeOptions),
    Accept(Option<Mention>),
    Decline(Option<Mention>),
    Cancel,
    Yonin(LobbyOptions),
    Join(Option<Seat>),
    Leave,
    Start,
    /// A computer at a seat (or the first free one), at a level (or the table's default).
    AddComputer(Option<Seat>, Option<u8>),
    /// A move in any notation, resolved against the position by the table.
    Move(String),
    /// A move picked with clicks (a USI move), played only if the game is still at the position
    /// the picker showed (see `table/picker.rs`); never typed.
    MoveAt(String, super::picker::Stamp),
    /// 持将棋 (jishōgi): the player to move claims or declares an impasse.
    Impasse,
    Board,
    Hint(HintTarget),
    Resign,
    Takeback,
    Abort,
    Rematch,
    Export(crate::notation::ExportFormat),
    Help(Option<String>),
    /// `puzzle [daily|stop]`: a puzzle for the person asking, the day's, or give up.
    Puzzle(super::puzzle::PuzzleAsk),
    /// `review`: the engine's review of the table's last two-player game.
    Review,
}

/// A command about the whole server or the person asking: answered from the server's records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerCommand {
    /// `settings [server] [KEY [VALUE|default]]`, the words after `settings`.
    Settings(Vec<String>),
    Stats(Option<Mention>),
    Leaderboard,
    /// `language [en|ja|hi|bn|default]`: the language the bot uses with this person (server-wide,
    /// answered by the service); without a value, says which.
    Language(Option<String>),
    /// `games [PAGE]`: a page (from 1, the latest started first) of the games in play.
    Games(u32),
}

/// Why a line is not a command. Each says what would have worked. The words are catalogue
/// messages ([`command_error`]); `Display` is their English, for logs.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", command_error(self).en())]
pub enum CommandError {
    Empty,
    TooLong(usize),
    Unknown {
        word: String,
        nearest: Option<&'static str>,
    },
    /// `command` needs something (`what`, a catalogue message id), as in `example`.
    Missing {
        command: &'static str,
        what: MsgId,
        example: &'static str,
    },
    /// `option` is not one of `command`'s; `valid` (a catalogue message id) says what it takes.
    BadOption {
        command: &'static str,
        option: String,
        valid: MsgId,
    },
    BadValue {
        key: &'static str,
        reason: Msg,
    },
    /// `hint` with neither a square nor a piece.
    HintUsage {
        input: String,
    },
}

/// The words of a command typed wrong.
pub fn command_error(e: &CommandError) -> Msg {
    use CommandError as E;
    match e {
        E::Empty => msg!("command-empty"),
        E::TooLong(n) => msg!("command-too-long").with("count", *n),
        E::Unknown { word, nearest } => match nearest {
            Some(n) => msg!("command-unknown-nearest")
                .with("word", word)
                .with("nearest", *n),
            None => msg!("command-unknown").with("word", word),
        },
        E::Missing {
            command,
            what,
            example,
        } => msg!("command-missing")
            .with("command", *command)
            .with("what", Msg::new(*what))
            .with("example", *example),
        E::BadOption {
            command,
            option,
            valid,
        } => msg!("command-bad-option")
            .with("option", option)
            .with("command", *command)
            .with("valid", Msg::new(*valid)),
        E::BadValue { key, reason } => msg!("command-bad-value")
            .with("key", *key)
            .with("reason", reason.clone()),
        E::HintUsage { input } => msg!("refusal-hint-usage").with("input", input),
    }
}

/// `` `value`: `` and why, as a [`CommandError::BadValue`] reason.
fn value_reason(id: MsgId, value: &str) -> Msg {
    Msg::new(id).with("value", value)
}

/// Every command word, for `help` and for suggestions.
pub const COMMANDS: [&str; 27] = [
    "challenge",
    "open",
    "accept",
    "decline",
    "cancel",
    "yonin",
    "join",
    "leave",
    "start",
    "add-computer",
    "move",
    "board",
    "hint",
    "resign",
    "takeback",
    "abort",
    "rematch",
    "export",
    "settings",
    "stats",
    "leaderboard",
    "games",
    "help",
    "impasse",
    "puzzle",
    "review",
    "language",
];

/// The longest line the parser reads; a move or command is never near it.
pub const MAX_LINE: usize = 500;

/// Parses one line. A line that is not a command word is taken as a move when it could be one.
pub fn parse_command(line: &str) -> Result<Command, CommandError> {
    let chars = line.chars().count();
    if chars > MAX_LINE {
        return Err(CommandError::TooLong(chars));
    }
    let line = line.trim();
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Err(CommandError::Empty);
    };
    let rest: Vec<&str> = words.collect();
    let word = first.to_ascii_lowercase();
    let word = word.strip_prefix('/').unwrap_or(&word);
    if let Some(server) = parse_server_command(word, &rest)? {
        return Ok(server.into());
    }
    Ok(Command::Table(match word {
        "challenge" => {
            let Some((who, opts)) = rest.split_first() else {
                return Err(CommandError::Missing {
                    command: "challenge",
                    what: msg_id!("command-what-opponent"),
                    example: "challenge @bob time=3d",
                });
            };
            let mention = parse_mention(who).ok_or(CommandError::Missing {
                command: "challenge",
                what: msg_id!("command-what-mention-first"),
                example: "challenge @bob handicap=2-piece",
            })?;
            TableCommand::Challenge(mention, parse_challenge_options("challenge", opts)?)
        }
        "open" => TableCommand::Open(parse_challenge_options("open", &rest)?),
        "accept" => TableCommand::Accept(rest.first().and_then(|w| parse_mention(w))),
        "decline" => TableCommand::Decline(rest.first().and_then(|w| parse_mention(w))),
        "cancel" => TableCommand::Cancel,
        "yonin" => TableCommand::Yonin(parse_lobby_options(&rest)?),
        "join" => TableCommand::Join(parse_seat_arg("join", rest.first())?),
        "leave" => TableCommand::Leave,
        "start" => TableCommand::Start,
        "add-computer" | "addcomputer" => {
            let mut seat = None;
            let mut level = None;
            for w in &rest {
                match w.to_ascii_lowercase().strip_prefix("level=") {
                    Some(v) => level = Some(parse_level(v)?),
                    None => seat = parse_seat_arg("add-computer", Some(w))?,
                }
            }
            TableCommand::AddComputer(seat, level)
        }
        "move" => {
            if rest.is_empty() {
                return Err(CommandError::Missing {
                    command: "move",
                    what: msg_id!("command-what-move"),
                    example: "move 7g7f",
                });
            }
            TableCommand::Move(rest.join(" "))
        }
        "board" => TableCommand::Board,
        "hint" => match rest.first() {
            Some(w) => {
                TableCommand::Hint(HintTarget::parse(w).ok_or_else(|| CommandError::HintUsage {
                    input: (*w).to_owned(),
                })?)
            }
            None => {
                return Err(CommandError::Missing {
                    command: "hint",
                    what: msg_id!("command-what-hint"),
                    example: "hint 7g",
                })
            }
        },
        "resign" => TableCommand::Resign,
        "takeback" => TableCommand::Takeback,
        "abort" => TableCommand::Abort,
        "rematch" => TableCommand::Rematch,
        "export" => TableCommand::Export(match rest.first() {
            None => crate::notation::ExportFormat::Kif,
            Some(w) => {
                crate::notation::ExportFormat::parse(w).ok_or_else(|| CommandError::BadOption {
                    command: "export",
                    option: (*w).to_owned(),
                    valid: msg_id!("command-valid-export"),
                })?
            }
        }),
        "help" => TableCommand::Help(rest.first().map(|w| w.to_ascii_lowercase())),
        "impasse" => TableCommand::Impasse,
        "puzzle" => TableCommand::Puzzle(
            match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
                None | Some("next") => super::puzzle::PuzzleAsk::Next,
                Some("daily") => super::puzzle::PuzzleAsk::Daily,
                Some("stop") | Some("give-up") => super::puzzle::PuzzleAsk::GiveUp,
                Some(other) => {
                    return Err(CommandError::BadOption {
                        command: "puzzle",
                        option: other.chars().take(30).collect(),
                        valid: msg_id!("command-valid-puzzle"),
                    })
                }
            },
        ),
        "review" => TableCommand::Review,
        _ if looks_like_a_word(first) => {
            return Err(CommandError::Unknown {
                word: first.chars().take(30).collect(),
                nearest: nearest_command(word),
            })
        }
        _ => TableCommand::Move(line.to_owned()),
    }))
}

/// The server-wide commands; `None` for any other word.
fn parse_server_command(word: &str, rest: &[&str]) -> Result<Option<ServerCommand>, CommandError> {
    Ok(Some(match word {
        "settings" => ServerCommand::Settings(rest.iter().map(|w| (*w).to_owned()).collect()),
        "stats" => ServerCommand::Stats(rest.first().and_then(|w| parse_mention(w))),
        "leaderboard" => ServerCommand::Leaderboard,
        "language" | "lang" => ServerCommand::Language(rest.first().map(|w| (*w).to_owned())),
        "games" => ServerCommand::Games(match rest.first() {
            None => 1,
            Some(w) => match w.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => {
                    return Err(CommandError::BadValue {
                        key: "page",
                        reason: value_reason(msg_id!("command-page-range"), w),
                    })
                }
            },
        }),
        _ => return Ok(None),
    }))
}

/// A token with no digit and no kanji/kana is a (mistyped) command word rather than a move.
fn looks_like_a_word(token: &str) -> bool {
    token.len() >= 3
        && token
            .chars()
            .all(|c| c.is_ascii_alphabetic() || c == '-' || c == '/')
}

/// The command nearest to a mistyped word (edit distance at most 2, or a unique prefix).
pub fn nearest_command(word: &str) -> Option<&'static str> {
    let prefixed: Vec<&&str> = COMMANDS.iter().filter(|c| c.starts_with(word)).collect();
    if prefixed.len() == 1 {
        return Some(prefixed[0]);
    }
    COMMANDS
        .iter()
        .map(|c| (edit_distance(word, c), *c))
        .filter(|(d, _)| *d <= 2)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps
/// ("resing" → "resign") each count one.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    strsim::osa_distance(a, b)
}

/// `@bob`, `<@123>` or `<@!123>`.
pub fn parse_mention(token: &str) -> Option<Mention> {
    if let Some(inner) = token.strip_prefix("<@").and_then(|t| t.strip_suffix('>')) {
        let id = inner.strip_prefix('!').unwrap_or(inner);
        if !id.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        return id.parse().ok().map(|id| Mention::Id(super::UserId(id)));
    }
    let name = token.strip_prefix('@')?;
    (!name.is_empty()).then(|| Mention::Name(name.to_owned()))
}

/// Durations as `30m`, `12h`, `3d` (minutes, hours, days), in seconds; or why not, in words.
pub fn parse_duration(text: &str) -> Result<u64, Msg> {
    let text = text.trim().to_ascii_lowercase();
    let (number, unit) = text.split_at(text.len().saturating_sub(1));
    let why = |id| Msg::new(id).with("text", &text);
    let n: u64 = number
        .parse()
        .map_err(|_| why(msg_id!("command-duration-bad")))?;
    let seconds = match unit {
        "m" => n.checked_mul(60),
        "h" => n.checked_mul(3600),
        "d" => n.checked_mul(86_400),
        _ => return Err(why(msg_id!("command-duration-unit"))),
    }
    .ok_or_else(|| why(msg_id!("command-duration-too-long")))?;
    if seconds == 0 {
        return Err(msg!("command-duration-zero"));
    }
    if seconds > 30 * 86_400 {
        return Err(why(msg_id!("command-duration-over-limit")));
    }
    Ok(seconds)
}

/// Writes seconds back as the shortest of `30m`, `12h`, `3d`.
pub fn format_duration(seconds: u64) -> String {
    if seconds.is_multiple_of(86_400) {
        format!("{}d", seconds / 86_400)
    } else if seconds.is_multiple_of(3600) {
        format!("{}h", seconds / 3600)
    } else {
        format!("{}m", seconds.div_ceil(60))
    }
}

/// `time=3d`: the time per move in seconds.
fn parse_time(value: &str) -> Result<u64, CommandError> {
    parse_duration(value).map_err(|reason| CommandError::BadValue {
        key: "time",
        reason,
    })
}

/// `level=N`: a computer level, 1 to 5.
fn parse_level(value: &str) -> Result<u8, CommandError> {
    match value.parse::<u8>() {
        Ok(n @ 1..=5) => Ok(n),
        _ => Err(CommandError::BadValue {
            key: "level",
            reason: value_reason(msg_id!("command-level-range"), value),
        }),
    }
}

fn parse_bool(key: &'static str, value: &str) -> Result<bool, CommandError> {
    match value.to_ascii_lowercase().as_str() {
        "yes" | "on" | "true" => Ok(true),
        "no" | "off" | "false" => Ok(false),
        _ => Err(CommandError::BadValue {
            key,
            reason: value_reason(msg_id!("command-use-yes-no"), value),
        }),
    }
}

fn parse_challenge_options(
    command: &'static str,
    words: &[&str],
) -> Result<ChallengeOptions, CommandError> {
    let mut o = ChallengeOptions::default();
    const VALID: MsgId = msg_id!("command-valid-challenge");
    // `sfen` takes the (space-separated) position that follows it, up to the next `key=value`.
    let mut rest: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if words[i].eq_ignore_ascii_case("sfen") {
            let parts: Vec<&str> = words[i + 1..]
                .iter()
                .take(4)
                .take_while(|w| !w.contains('='))
                .copied()
                .collect();
            if parts.is_empty() {
                return Err(CommandError::BadValue {
                    key: "sfen",
                    reason: msg!("command-sfen-missing"),
                });
            }
            i += 1 + parts.len();
            o.position = Some(parts.join(" "));
        } else {
            rest.push(words[i]);
            i += 1;
        }
    }
    for w in &rest {
        let Some((key, value)) = w.split_once('=') else {
            return Err(CommandError::BadOption {
                command,
                option: (*w).to_owned(),
                valid: VALID,
            });
        };
        match key.to_ascii_lowercase().as_str() {
            "handicap" => o.handicap = Some(value.to_ascii_lowercase()),
            "side" => {
                o.side = Some(match value.to_ascii_lowercase().as_str() {
                    "sente" | "black" => SideChoice::Color(Color::Sente),
                    "gote" | "white" => SideChoice::Color(Color::Gote),
                    "random" => SideChoice::Random,
                    _ => {
                        return Err(CommandError::BadValue {
                            key: "side",
                            reason: value_reason(msg_id!("command-use-side"), value),
                        })
                    }
                })
            }
            "time" => o.time_per_move = Some(parse_time(value)?),
            "rated" => o.rated = Some(parse_bool("rated", value)?),
            "giver" => match value.to_ascii_lowercase().as_str() {
                "opponent" => o.opponent_gives = true,
                "challenger" | "me" => o.opponent_gives = false,
                _ => {
                    return Err(CommandError::BadValue {
                        key: "giver",
                        reason: value_reason(msg_id!("command-use-giver"), value),
                    })
                }
            },
            "level" => o.level = Some(parse_level(value)?),
            "engine" => match value.to_ascii_lowercase().as_str() {
                "builtin" | "built-in" => o.builtin = true,
                "external" | "usi" => o.builtin = false,
                _ => {
                    return Err(CommandError::BadValue {
                        key: "engine",
                        reason: value_reason(msg_id!("command-use-engine"), value),
                    })
                }
            },
            _ => {
                return Err(CommandError::BadOption {
                    command,
                    option: (*w).to_owned(),
                    valid: VALID,
                })
            }
        }
    }
    Ok(o)
}

fn parse_lobby_options(words: &[&str]) -> Result<LobbyOptions, CommandError> {
    let mut o = LobbyOptions::default();
    for w in words {
        let lower = w.to_ascii_lowercase();
        if lower == "teams" {
            o.teams = true;
            continue;
        }
        match lower.split_once('=') {
            Some(("time", value)) => o.time_per_move = Some(parse_time(value)?),
            Some(("teams", value)) => o.teams = parse_bool("teams", value)?,
            Some((key, value))
                if ["credit", "continue-from", "end", "partner-capture", "first"]
                    .contains(&key) =>
            {
                o.switches.push((key.to_owned(), value.to_owned()))
            }
            _ => {
                return Err(CommandError::BadOption {
                    command: "yonin",
                    option: (*w).to_owned(),
                    valid: msg_id!("command-valid-yonin"),
                })
            }
        }
    }
    Ok(o)
}

/// A seat name (`south`, `s`, …).
pub fn parse_seat(text: &str) -> Option<Seat> {
    Some(match text.to_ascii_lowercase().as_str() {
        "south" | "s" => Seat::South,
        "west" | "w" => Seat::West,
        "north" | "n" => Seat::North,
        "east" | "e" => Seat::East,
        _ => return None,
    })
}

fn parse_seat_arg(
    command: &'static str,
    word: Option<&&str>,
) -> Result<Option<Seat>, CommandError> {
    match word {
        None => Ok(None),
        Some(w) => parse_seat(w).map(Some).ok_or(CommandError::BadOption {
            command,
            option: (*w).to_owned(),
            valid: msg_id!("command-valid-seat"),
        }),
    }
}

impl Mention {
    /// A user known by id: what a click on a button names.
    pub fn user(id: super::UserId) -> Mention {
        Mention::Id(id)
    }

    /// The id of a mention written `<@123>` or `<@!123>`.
    pub fn user_id(&self) -> Option<super::UserId> {
        match self {
            Mention::Id(id) => Some(*id),
            Mention::Name(_) => None,
        }
    }

    /// The name of a mention written `@bob`.
    pub fn name(&self) -> Option<&str> {
        match self {
            Mention::Id(_) => None,
            Mention::Name(name) => Some(name),
        }
    }
}

/// As it was typed: `<@123>` or `@bob`.
impl fmt::Display for Mention {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mention::Id(id) => write!(f, "<@{}>", id.0),
            Mention::Name(name) => write!(f, "@{name}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::HintTarget;
    use crate::rules::{Role, Square};

    /// `/hint`'s description offers `7g`, `７七`, `P` and `歩`: each names what it says.
    #[test]
    fn hint_reads_squares_and_pieces_in_usi_digits_and_japanese() {
        let seven_g = HintTarget::Square(Square::parse_usi("7g").unwrap());
        for text in ["7g", "7G", "77", "７七", "７７", "七七"] {
            assert_eq!(HintTarget::parse(text), Some(seven_g), "{text}");
        }
        for (text, role) in [
            ("P", Role::Pawn),
            ("p", Role::Pawn),
            ("歩", Role::Pawn),
            ("Ｂ", Role::Bishop),
            ("玉", Role::King),
            ("王", Role::King),
        ] {
            assert_eq!(
                HintTarget::parse(text),
                Some(HintTarget::Piece(role)),
                "{text}"
            );
        }
        // A promoted piece is never in hand; zero and ten are not files.
        for text in ["と", "竜", "07", "7j", "", "pawn", "7g7f"] {
            assert_eq!(HintTarget::parse(text), None, "{text}");
        }
    }

    #[test]
    fn puzzle_with_an_unknown_word_says_which_words_it_takes_in_every_language() {
        // Once a panic in debug builds and a bare `command-bad-option` in release.
        let e = parse_command("puzzle foo").unwrap_err();
        for lang in crate::i18n::Lang::ALL {
            let text = command_error(&e).to_string_in(lang);
            assert!(
                text.contains("foo") && text.contains("daily") && text.contains("stop"),
                "{lang}: {text}"
            );
            assert!(!text.contains("command-"), "{lang}: {text}");
        }
    }

    #[test]
    fn a_challenge_may_carry_a_set_up_position_among_its_options() {
        let Ok(Command::Table(TableCommand::Challenge(m, o))) =
            parse_command("challenge @bob sfen 8k/9/9/9/9/9/9/9/R3K4 b - 1 time=1d")
        else {
            panic!("a challenge");
        };
        assert_eq!(m, Mention::Name("bob".into()));
        assert_eq!(o.position.as_deref(), Some("8k/9/9/9/9/9/9/9/R3K4 b - 1"));
        assert_eq!(o.time_per_move, Some(86_400));
        // Without a move number, and in the middle of the options.
        let Ok(Command::Table(TableCommand::Open(o))) =
            parse_command("open side=gote sfen 4k4/9/9/9/9/9/9/9/4K4 w G rated=no")
        else {
            panic!("an open challenge");
        };
        assert_eq!(o.position.as_deref(), Some("4k4/9/9/9/9/9/9/9/4K4 w G"));
        assert_eq!(o.rated, Some(false));
        let e = parse_command("open sfen").unwrap_err().to_string();
        assert!(e.contains("give the position after it"), "{e}");
    }

    use super::*;

    #[test]
    fn challenge_with_every_option() {
        let c =
            parse_command("challenge @bob handicap=2-piece side=random time=3d rated=no").unwrap();
        let Command::Table(TableCommand::Challenge(who, o)) = c else {
            panic!("{c:?}")
        };
        assert_eq!(who, Mention::Name("bob".into()));
        assert_eq!(o.handicap.as_deref(), Some("2-piece"));
        assert_eq!(o.side, Some(SideChoice::Random));
        assert_eq!(o.time_per_move, Some(3 * 86_400));
        assert_eq!(o.rated, Some(false));
        assert!(matches!(
            parse_command("challenge <@!123> level=3").unwrap(),
            Command::Table(TableCommand::Challenge(
                Mention::Id(crate::table::UserId(123)),
                ChallengeOptions { level: Some(3), .. }
            ))
        ));
    }

    #[test]
    fn bad_options_say_what_is_accepted() {
        let e = parse_command("challenge @bob colour=red")
            .unwrap_err()
            .to_string();
        assert!(e.contains("side=sente|gote|random"), "{e}");
        let e = parse_command("challenge @bob time=3w")
            .unwrap_err()
            .to_string();
        assert!(e.contains("the unit is m, h or d"), "{e}");
        let e = parse_command("challenge bob").unwrap_err().to_string();
        assert!(e.contains("mention"), "{e}");
        let e = parse_command("join up").unwrap_err().to_string();
        assert!(e.contains("`south`, `west`, `north` or `east`"), "{e}");
    }

    #[test]
    fn mistyped_commands_get_the_nearest_one() {
        let e = parse_command("resing").unwrap_err();
        assert_eq!(
            e,
            CommandError::Unknown {
                word: "resing".into(),
                nearest: Some("resign")
            }
        );
        assert!(e.to_string().contains("did you mean `resign`"));
        assert!(matches!(
            parse_command("leaderbord"),
            Err(CommandError::Unknown {
                nearest: Some("leaderboard"),
                ..
            })
        ));
        assert!(matches!(
            parse_command("xyzzy"),
            Err(CommandError::Unknown { nearest: None, .. })
        ));
    }

    #[test]
    fn moves_alone_on_a_line_are_moves() {
        for m in [
            "7g7f",
            "76歩",
            "▲７六歩",
            "同　歩",
            "P-7f",
            "+7776FU",
            "P*5e",
            "G*5b",
        ] {
            assert_eq!(
                parse_command(m).unwrap(),
                Command::Table(TableCommand::Move(m.to_owned())),
                "{m}"
            );
        }
        assert_eq!(
            parse_command("move 7g7f").unwrap(),
            Command::Table(TableCommand::Move("7g7f".into()))
        );
    }

    #[test]
    fn lobby_and_seats() {
        let Command::Table(TableCommand::Yonin(o)) =
            parse_command("yonin teams time=12h credit=last-mover").unwrap()
        else {
            panic!()
        };
        assert!(o.teams);
        assert_eq!(o.time_per_move, Some(12 * 3600));
        assert_eq!(
            o.switches,
            vec![("credit".to_owned(), "last-mover".to_owned())]
        );
        assert_eq!(
            parse_command("join west").unwrap(),
            Command::Table(TableCommand::Join(Some(Seat::West)))
        );
        assert_eq!(
            parse_command("join").unwrap(),
            Command::Table(TableCommand::Join(None))
        );
    }

    #[test]
    fn hostile_lines_are_refused_cleanly() {
        assert_eq!(parse_command("   "), Err(CommandError::Empty));
        let long = "a".repeat(100_000);
        assert_eq!(parse_command(&long), Err(CommandError::TooLong(100_000)));
    }

    #[test]
    fn levels_and_times_are_refused_alike_wherever_they_are_given() {
        for line in [
            "challenge @shogiban level=9",
            "challenge @shogiban level=0",
            "add-computer level=6",
            "add-computer west level=x",
        ] {
            let e = parse_command(line).unwrap_err().to_string();
            assert!(e.starts_with("bad value for `level`"), "{line}: {e}");
            assert!(e.contains("levels go from 1 to 5"), "{line}: {e}");
        }
        assert!(matches!(
            parse_command("add-computer east level=5"),
            Ok(Command::Table(TableCommand::AddComputer(
                Some(Seat::East),
                Some(5)
            )))
        ));
        for line in ["challenge @bob time=3x", "yonin time=3x", "open time=0m"] {
            let e = parse_command(line).unwrap_err().to_string();
            assert!(e.starts_with("bad value for `time`"), "{line}: {e}");
        }
    }

    #[test]
    fn edit_distance_counts_swaps_as_one() {
        assert_eq!(edit_distance("resing", "resign"), 1);
        assert_eq!(edit_distance("acept", "accept"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(nearest_command("acept"), Some("accept"));
        assert_eq!(nearest_command("lead"), Some("leaderboard"));
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("30m"), Ok(1800));
        assert_eq!(parse_duration("12h"), Ok(43_200));
        assert_eq!(parse_duration("3d"), Ok(259_200));
        assert!(parse_duration("0m").is_err());
        assert!(parse_duration("99999999999999999999d").is_err());
        assert!(parse_duration("31d").is_err());
        assert_eq!(format_duration(259_200), "3d");
        assert_eq!(format_duration(5400), "90m");
    }
}
