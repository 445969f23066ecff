//! Text commands, shared by the terminal and by Discord text messages: `challenge @bob time=3d`,
//! `join west`, `76歩`, `help moves` … Parsing is pure; what a command does is the table's business.

mod options;

pub use options::{format_duration, parse_duration, parse_seat};
pub(crate) use options::{
    parse_challenge_options, parse_level, parse_lobby_options, parse_on_off, parse_partner_capture,
    parse_seat_arg,
};

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
    pub time_per_move: Option<u64>,
    /// The yonin.md §10 options the command sets (`teams`, `credit=last-mover`,
    /// `first-mover=west` …), typed when read. The table applies them in order over its
    /// channel's settings, so what the command leaves out keeps the channel's value.
    pub choices: Vec<crate::rules::yonin::Choice>,
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
    /// The clock's tick: reminders and time-outs. The system's, never typed.
    Clock,
    /// A tournament's game starts at this table. The system's, never typed.
    SeatTournamentGame(Box<super::tournament::GameOrder>),
    /// A tournament round's deadline came while this table played its game: it is scored as
    /// the clocks stand. The system's, never typed.
    EndAtRoundDeadline(super::tournament::TournamentLink),
}

/// A command about the whole server or the person asking: answered from the server's records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerCommand {
    /// `settings [server] [KEY [VALUE|default]]`.
    Settings(super::settings::SettingsCommand),
    Stats(Option<Mention>),
    Leaderboard,
    /// `language [en|ja|hi|bn|default]`: the language the bot uses with this person (server-wide,
    /// answered by the service).
    Language(LanguageChoice),
    /// `games [PAGE]`: a page (from 1, the latest started first) of the games in play.
    Games(u32),
    /// `tournament new|join|leave|start|standings|list|show N`: the channel's tournament.
    Tournament(super::tournament::TournamentCommand),
}

/// What `language` asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LanguageChoice {
    /// `language`: which one the bot uses with me.
    Show,
    /// `language hi`: this one.
    Set(crate::i18n::Lang),
    /// `language default`: follow each channel's.
    Default,
}

impl LanguageChoice {
    /// The word after `language`, if any.
    pub fn parse(word: Option<&str>) -> Result<LanguageChoice, CommandError> {
        Ok(match word {
            None => LanguageChoice::Show,
            Some(w)
                if ["default", "none", "channel"].contains(&w.to_ascii_lowercase().as_str()) =>
            {
                LanguageChoice::Default
            }
            Some(w) => match crate::i18n::Lang::parse(w) {
                Some(l) => LanguageChoice::Set(l),
                None => {
                    let input: String = w.chars().take(30).collect();
                    return Err(CommandError::BadSetting(
                        msg!("language-unknown").with("input", input),
                    ));
                }
            },
        })
    }
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
    /// `settings` with a word that is no settings key.
    UnknownSetting {
        key: String,
        nearest: Option<&'static str>,
    },
    /// A value a settings key or a four-player switch does not take, and why.
    BadSetting(Msg),
    /// `settings server` without a key and a value.
    SettingsUsage,
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
        E::UnknownSetting { key, nearest } => match nearest {
            Some(n) => msg!("refusal-unknown-setting-nearest")
                .with("key", key)
                .with("nearest", *n),
            None => msg!("refusal-unknown-setting").with("key", key),
        },
        E::BadSetting(reason) => reason.clone(),
        E::SettingsUsage => msg!("refusal-settings-usage"),
    }
}

/// `` `value`: `` and why, as a [`CommandError::BadValue`] reason.
fn value_reason(id: MsgId, value: &str) -> Msg {
    Msg::new(id).with("value", value)
}

/// Every command word, for `help` and for suggestions.
pub const COMMANDS: [&str; 28] = [
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
    "tournament",
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
        "settings" => ServerCommand::Settings(super::settings::SettingsCommand::parse(rest)?),
        "stats" => ServerCommand::Stats(rest.first().and_then(|w| parse_mention(w))),
        "leaderboard" => ServerCommand::Leaderboard,
        "tournament" => ServerCommand::Tournament(super::tournament::parse_tournament(rest)?),
        "language" | "lang" => {
            ServerCommand::Language(LanguageChoice::parse(rest.first().copied())?)
        }
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
mod tests;
