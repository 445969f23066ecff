//! Table settings (設定): server defaults with per-channel overrides, changed only by moderators.
//!
//! A layer (the server's or a channel's) is a map from key to a canonical value text, so that stored
//! records stay readable when keys are added. [`Settings`] is the effective result of the built-in
//! defaults, then the server layer, then the channel layer.

use super::command::{CommandError, SideChoice};
use super::{Actor, Reply, TableError};
use crate::i18n::{Lang, Msg, MsgId};
use crate::rules::yonin::{self, ContinueFrom, Credit, End, Switch};
use crate::rules::{Color, GameRules, ImpasseRule};
use std::collections::BTreeMap;

/// One layer of settings: key → canonical value.
pub type Layer = BTreeMap<String, String>;

/// One settings key: its name, the values it takes and its built-in default.
#[derive(Debug, PartialEq, Eq)]
pub struct Key {
    pub name: &'static str,
    /// The values it takes, as typed (`sente|gote|random`), or a description for the few whose
    /// values are not a plain choice (see [`Key::values`]).
    pub allowed: &'static str,
    pub default: &'static str,
    /// The catalogue message that says what the key does.
    pub about: MsgId,
}

impl Key {
    /// What the key does, in words.
    pub fn about(&self) -> Msg {
        Msg::new(self.about)
    }

    /// The values it takes, in words where they are not a plain choice.
    pub fn values(&self) -> Msg {
        match self.name {
            "time" => msg!("setting-values-time"),
            "move-limit" => msg!("setting-values-move-limit"),
            _ => Msg::raw(self.allowed),
        }
    }
}

/// Every key, in the order `settings` lists them.
pub const KEYS: [Key; 17] = [
    Key {
        name: "side",
        allowed: "sente|gote|random",
        default: "sente",
        about: msg_id!("setting-about-side"),
    },
    Key {
        name: "time",
        allowed: "none|30m|12h|3d",
        default: "none",
        about: msg_id!("setting-about-time"),
    },
    Key {
        name: "move-limit",
        allowed: "none|1-10000",
        default: "none",
        about: msg_id!("setting-about-move-limit"),
    },
    Key {
        name: "impasse",
        allowed: "none|24|27",
        default: "none",
        about: msg_id!("setting-about-impasse"),
    },
    Key {
        name: "hints",
        allowed: "on|off",
        default: "on",
        about: msg_id!("setting-about-hints"),
    },
    Key {
        name: "orientation",
        allowed: "sente|mover",
        default: "sente",
        about: msg_id!("setting-about-orientation"),
    },
    Key {
        name: "notation",
        allowed: "both|japanese|western",
        default: "both",
        about: msg_id!("setting-about-notation"),
    },
    Key {
        name: "teams",
        allowed: "on|off",
        default: "off",
        about: msg_id!("setting-about-teams"),
    },
    Key {
        name: "partner-capture",
        allowed: "yes|no",
        default: "yes",
        about: msg_id!("setting-about-partner-capture"),
    },
    Key {
        name: "credit",
        allowed: "checker|last-mover",
        default: "checker",
        about: msg_id!("setting-about-credit"),
    },
    Key {
        name: "continue-from",
        allowed: "eliminated|mover",
        default: "eliminated",
        about: msg_id!("setting-about-continue-from"),
    },
    Key {
        name: "end",
        allowed: "second-elimination|last-survivor",
        default: "second-elimination",
        about: msg_id!("setting-about-end"),
    },
    Key {
        name: "threads",
        allowed: "on|off",
        default: "off",
        about: msg_id!("setting-about-threads"),
    },
    Key {
        name: "edit-in-place",
        allowed: "on|off",
        default: "off",
        about: msg_id!("setting-about-edit-in-place"),
    },
    Key {
        name: "computer-level",
        allowed: "1-5",
        default: "3",
        about: msg_id!("setting-about-computer-level"),
    },
    Key {
        name: "language",
        allowed: "en|ja|hi|bn",
        default: "en",
        about: msg_id!("setting-about-language"),
    },
    Key {
        name: "puzzle-channel",
        allowed: "on|off",
        default: "off",
        about: msg_id!("setting-about-puzzle-channel"),
    },
];

/// How moves are written in announcements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum NotationShown {
    Both,
    Japanese,
    Western,
}

/// Which way up two-player boards are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Orientation {
    /// Sente at the bottom, always.
    Sente,
    /// The side to move at the bottom.
    Mover,
}

/// The effective settings of one table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    pub side: SideChoice,
    pub time_per_move: Option<u64>,
    pub rules: GameRules,
    pub hints: bool,
    pub orientation: Orientation,
    pub notation: NotationShown,
    /// Lobby defaults (the first mover still rotates from game to game).
    pub four: yonin::Settings,
    pub game_threads: bool,
    pub edit_in_place: bool,
    pub computer_level: u8,
    /// The language of public posts (設定 `language`).
    pub language: Lang,
    /// The puzzle of the day is posted here.
    pub puzzle_channel: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::effective(&Layer::new(), &Layer::new())
    }
}

/// Where an effective value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Channel,
    Server,
    Default,
}

impl Source {
    fn name(self) -> Msg {
        Msg::new(match self {
            Source::Channel => msg_id!("setting-source-channel"),
            Source::Server => msg_id!("setting-source-server"),
            Source::Default => msg_id!("setting-source-default"),
        })
    }
}

/// The key of this name, if there is one.
pub fn key(name: &str) -> Option<&'static Key> {
    KEYS.iter().find(|k| k.name == name)
}

fn on_off(v: &str) -> Option<bool> {
    match v {
        "on" | "yes" | "true" => Some(true),
        "off" | "no" | "false" => Some(false),
        _ => None,
    }
}

/// The canonical text of `value` for `key`, or why it is not allowed.
pub fn validate(name: &str, value: &str) -> Result<String, Msg> {
    let k = key(name).ok_or_else(|| msg!("setting-not-a-key").with("key", name))?;
    let v = value.trim().to_ascii_lowercase();
    let bad = || {
        msg!("setting-bad-value")
            .with("value", value.chars().take(30).collect::<String>())
            .with("key", name)
            .with("values", k.values())
    };
    let canonical = match name {
        "side" => match v.as_str() {
            "sente" | "black" => "sente".to_owned(),
            "gote" | "white" => "gote".to_owned(),
            "random" => "random".to_owned(),
            _ => return Err(bad()),
        },
        "time" => {
            if v == "none" || v == "off" {
                "none".to_owned()
            } else {
                let secs = super::command::parse_duration(&v).map_err(|_| bad())?;
                super::command::format_duration(secs)
            }
        }
        "move-limit" => match v.as_str() {
            "none" | "off" => "none".to_owned(),
            n => match n.parse::<u32>() {
                Ok(n @ 1..=10_000) => n.to_string(),
                _ => return Err(bad()),
            },
        },
        "impasse" => match v.as_str() {
            "none" | "off" => "none".to_owned(),
            "24" | "27" => v.clone(),
            _ => return Err(bad()),
        },
        "hints" | "teams" | "threads" | "edit-in-place" | "puzzle-channel" => match on_off(&v) {
            Some(true) => "on".to_owned(),
            Some(false) => "off".to_owned(),
            None => return Err(bad()),
        },
        "partner-capture" => match on_off(&v) {
            Some(true) => "yes".to_owned(),
            Some(false) => "no".to_owned(),
            None => return Err(bad()),
        },
        "language" => match Lang::parse(&v) {
            Some(l) => l.code().to_owned(),
            None => return Err(bad()),
        },
        "computer-level" => match v.parse::<u8>() {
            Ok(n @ 1..=5) => n.to_string(),
            _ => return Err(bad()),
        },
        _ => {
            // Plain choices: the value must be one of the listed words.
            if k.allowed.split('|').any(|a| a == v) {
                v
            } else {
                return Err(bad());
            }
        }
    };
    Ok(canonical)
}

impl Settings {
    /// Defaults, then the server layer, then the channel layer. Values that no longer validate (an
    /// old record) are skipped.
    pub fn effective(server: &Layer, channel: &Layer) -> Settings {
        let mut s = Settings {
            side: SideChoice::Color(Color::Sente),
            time_per_move: None,
            rules: GameRules::default(),
            hints: true,
            orientation: Orientation::Sente,
            notation: NotationShown::Both,
            four: yonin::Settings::default(),
            game_threads: false,
            edit_in_place: false,
            computer_level: 3,
            language: Lang::En,
            puzzle_channel: false,
        };
        for k in &KEYS {
            let value = lookup(k.name, server, channel).0;
            s.set(k.name, &value);
        }
        s
    }

    fn set(&mut self, name: &str, value: &str) {
        let Ok(v) = validate(name, value) else { return };
        match name {
            "side" => {
                self.side = match v.as_str() {
                    "gote" => SideChoice::Color(Color::Gote),
                    "random" => SideChoice::Random,
                    _ => SideChoice::Color(Color::Sente),
                }
            }
            "time" => {
                self.time_per_move = super::command::parse_duration(&v).ok();
            }
            "move-limit" => self.rules.move_limit = v.parse().ok(),
            "impasse" => {
                self.rules.impasse = match v.as_str() {
                    "24" => Some(ImpasseRule::Points24),
                    "27" => Some(ImpasseRule::Declaration27),
                    _ => None,
                }
            }
            "language" => self.language = Lang::parse(&v).unwrap_or_default(),
            "hints" => self.hints = v == "on",
            "orientation" => {
                self.orientation = if v == "mover" {
                    Orientation::Mover
                } else {
                    Orientation::Sente
                }
            }
            "notation" => {
                self.notation = match v.as_str() {
                    "japanese" => NotationShown::Japanese,
                    "western" => NotationShown::Western,
                    _ => NotationShown::Both,
                }
            }
            "teams" => self.four.teams = v == "on",
            "partner-capture" => self.four.partner_capture = v == "yes",
            "credit" => self.four.credit = Credit::parse_name(&v).unwrap_or_default(),
            "continue-from" => {
                self.four.continue_from = ContinueFrom::parse_name(&v).unwrap_or_default()
            }
            "end" => self.four.end = End::parse_name(&v).unwrap_or_default(),
            "threads" => self.game_threads = v == "on",
            "edit-in-place" => self.edit_in_place = v == "on",
            "computer-level" => self.computer_level = v.parse().unwrap_or(3),
            "puzzle-channel" => self.puzzle_channel = v == "on",
            _ => {}
        }
    }
}

/// The value of `name` and where it comes from.
fn lookup(name: &str, server: &Layer, channel: &Layer) -> (String, Source) {
    let valid = |layer: &Layer| {
        layer
            .get(name)
            .filter(|v| validate(name, v).is_ok())
            .cloned()
    };
    if let Some(v) = valid(channel) {
        return (v, Source::Channel);
    }
    if let Some(v) = valid(server) {
        return (v, Source::Server);
    }
    (
        key(name).map_or("", |k| k.default).to_owned(),
        Source::Default,
    )
}

/// Which layer a `settings` command changed, with its new contents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    Server(Layer),
    Channel(Layer),
}

/// Which layer a `settings` change is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// This channel's override.
    Channel,
    /// The server's default (`settings server …`).
    Server,
}

/// `settings [server] [KEY [VALUE|default]]`, typed: the key is one of [`KEYS`] and a value is
/// already checked (and written the one way it is stored) when the line is read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsCommand {
    /// `settings`: every key, its value and where the value comes from.
    List,
    /// `settings KEY`: one key, what it does and what it takes.
    Show(&'static Key),
    /// `settings [server] KEY VALUE` (moderators).
    Set {
        scope: Scope,
        key: &'static Key,
        value: String,
    },
    /// `settings [server] KEY default`: the override goes (moderators).
    Reset { scope: Scope, key: &'static Key },
}

impl SettingsCommand {
    /// The words after `settings`.
    pub fn parse(words: &[&str]) -> Result<SettingsCommand, CommandError> {
        let (scope, words) = match words.split_first() {
            Some((first, rest)) if first.eq_ignore_ascii_case("server") => (Scope::Server, rest),
            _ => (Scope::Channel, words),
        };
        let Some((name, rest)) = words.split_first() else {
            return match scope {
                Scope::Server => Err(CommandError::SettingsUsage),
                Scope::Channel => Ok(SettingsCommand::List),
            };
        };
        let name = name.to_ascii_lowercase();
        let key = key(&name).ok_or_else(|| CommandError::UnknownSetting {
            key: name.chars().take(30).collect(),
            nearest: nearest_key(&name),
        })?;
        if rest.is_empty() {
            return match scope {
                Scope::Server => Err(CommandError::SettingsUsage),
                Scope::Channel => Ok(SettingsCommand::Show(key)),
            };
        }
        let value = rest.join(" ");
        if value.eq_ignore_ascii_case("default") {
            return Ok(SettingsCommand::Reset { scope, key });
        }
        let value = validate(key.name, &value).map_err(CommandError::BadSetting)?;
        Ok(SettingsCommand::Set { scope, key, value })
    }

    /// Whether it changes a layer (and so is for moderators only).
    pub fn is_change(&self) -> bool {
        matches!(
            self,
            SettingsCommand::Set { .. } | SettingsCommand::Reset { .. }
        )
    }
}

/// Runs a `settings` command: lists or shows for anyone, changes for moderators. Returns the
/// reply and the changed layer, if any; refusals change nothing.
pub fn command(
    actor: &Actor,
    command: &SettingsCommand,
    server: &Layer,
    channel: &Layer,
) -> Result<(Reply, Option<Change>), TableError> {
    let (scope, k) = match command {
        SettingsCommand::List => {
            let mut lines = vec![msg!("setting-list-head")];
            lines.extend(KEYS.iter().map(|k| {
                let (v, src) = lookup(k.name, server, channel);
                msg!("setting-line")
                    .with("key", k.name)
                    .with("value", v)
                    .with("source", src.name())
            }));
            return Ok((Reply::msg(lines), None));
        }
        SettingsCommand::Show(k) => {
            let (v, src) = lookup(k.name, server, channel);
            return Ok((Reply::msg(show(k, &v, src)), None));
        }
        SettingsCommand::Set { scope, key, .. } | SettingsCommand::Reset { scope, key } => {
            (*scope, *key)
        }
    };
    if !actor.moderator {
        return Err(TableError::NotModerator);
    }
    let server_wide = scope == Scope::Server;
    let mut layer = if server_wide {
        server.clone()
    } else {
        channel.clone()
    };
    let text = match command {
        SettingsCommand::Set { value, .. } => {
            layer.insert(k.name.to_owned(), value.clone());
            Msg::new(if server_wide {
                msg_id!("setting-set-server")
            } else {
                msg_id!("setting-set-channel")
            })
            .with("key", k.name)
            .with("value", value.as_str())
        }
        _ => {
            if layer.remove(k.name).is_none() {
                return Err(TableError::NoOverride(k.name));
            }
            let (v, src) = if server_wide {
                lookup(k.name, &layer, &Layer::new())
            } else {
                lookup(k.name, server, &layer)
            };
            msg!("setting-override-removed")
                .with("key", k.name)
                .with("value", v)
                .with("source", src.name())
        }
    };
    let change = if server_wide {
        Change::Server(layer)
    } else {
        Change::Channel(layer)
    };
    Ok((Reply::msg(text), Some(change)))
}

/// `settings KEY`: the value, where it comes from, what the key does and what it takes.
pub fn show(k: &Key, value: &str, src: Source) -> Msg {
    msg!("setting-show")
        .with("key", k.name)
        .with("value", value)
        .with("source", src.name())
        .with("about", k.about())
        .with("values", k.values())
        .with("default", k.default)
}

/// The key nearest a mistyped one (a unique prefix or a close spelling).
fn nearest_key(word: &str) -> Option<&'static str> {
    let prefixed: Vec<&Key> = KEYS.iter().filter(|k| k.name.starts_with(word)).collect();
    if prefixed.len() == 1 {
        return Some(prefixed[0].name);
    }
    KEYS.iter()
        .map(|k| (super::command::edit_distance(word, k.name), k.name))
        .filter(|(d, _)| *d <= 3)
        .min_by_key(|(d, _)| *d)
        .map(|(_, n)| n)
}
