//! Table settings (設定): server defaults with per-channel overrides, changed only by moderators.
//!
//! A layer (the server's or a channel's) is a map from key to a canonical value text, so that stored
//! records stay readable when keys are added. It is typed at the edge: every key is a [`Key`], and
//! its value a [`Setting`], read from text once ([`Key::parse`]), written back one way
//! ([`Setting::to_text`]) and applied once ([`Setting::apply`]); a key's default is the value of
//! [`Settings::default`]. [`Settings`] is the effective result of the built-in defaults, then the
//! server layer, then the channel layer.

use super::command::{CommandError, SideChoice};
use super::{Actor, Reply, TableError};
use crate::i18n::{Lang, Msg};
use crate::rules::yonin::{self, ContinueFrom, Credit, End, Switch};
use crate::rules::{Color, GameRules, ImpasseRule};
use std::collections::BTreeMap;

/// One layer of settings: key → canonical value.
pub type Layer = BTreeMap<String, String>;

/// One settings key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Side,
    Time,
    MoveLimit,
    Impasse,
    Hints,
    Orientation,
    Notation,
    Teams,
    PartnerCapture,
    Credit,
    ContinueFrom,
    End,
    Threads,
    EditInPlace,
    ComputerLevel,
    Language,
    PuzzleChannel,
}

/// A key with its value, typed: what a layer's text reads as, and what `settings KEY VALUE` sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Side(SideChoice),
    /// Seconds per move; `None`: no clock.
    Time(Option<u64>),
    /// Plies; `None`: no limit.
    MoveLimit(Option<u32>),
    Impasse(Option<ImpasseRule>),
    Hints(bool),
    Orientation(Orientation),
    Notation(NotationShown),
    Teams(bool),
    PartnerCapture(bool),
    Credit(Credit),
    ContinueFrom(ContinueFrom),
    End(End),
    Threads(bool),
    EditInPlace(bool),
    ComputerLevel(u8),
    Language(Lang),
    PuzzleChannel(bool),
}

impl Key {
    /// Every key, in the order `settings` lists them.
    pub const ALL: [Key; 17] = [
        Key::Side,
        Key::Time,
        Key::MoveLimit,
        Key::Impasse,
        Key::Hints,
        Key::Orientation,
        Key::Notation,
        Key::Teams,
        Key::PartnerCapture,
        Key::Credit,
        Key::ContinueFrom,
        Key::End,
        Key::Threads,
        Key::EditInPlace,
        Key::ComputerLevel,
        Key::Language,
        Key::PuzzleChannel,
    ];

    /// The key as typed and stored (`move-limit`); the four-player ones are the rules' names.
    pub fn name(self) -> &'static str {
        match self {
            Key::Side => "side",
            Key::Time => "time",
            Key::MoveLimit => "move-limit",
            Key::Impasse => "impasse",
            Key::Hints => "hints",
            Key::Orientation => "orientation",
            Key::Notation => "notation",
            Key::Teams => yonin::TEAMS_KEY,
            Key::PartnerCapture => yonin::PARTNER_CAPTURE_KEY,
            Key::Credit => Credit::KEY,
            Key::ContinueFrom => ContinueFrom::KEY,
            Key::End => End::KEY,
            Key::Threads => "threads",
            Key::EditInPlace => "edit-in-place",
            Key::ComputerLevel => "computer-level",
            Key::Language => "language",
            Key::PuzzleChannel => "puzzle-channel",
        }
    }

    /// The key of this name (in any case), if there is one.
    pub fn named(name: &str) -> Option<Key> {
        Key::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(name))
    }

    /// What the key does, in words.
    pub fn about(self) -> Msg {
        Msg::new(match self {
            Key::Side => msg_id!("setting-about-side"),
            Key::Time => msg_id!("setting-about-time"),
            Key::MoveLimit => msg_id!("setting-about-move-limit"),
            Key::Impasse => msg_id!("setting-about-impasse"),
            Key::Hints => msg_id!("setting-about-hints"),
            Key::Orientation => msg_id!("setting-about-orientation"),
            Key::Notation => msg_id!("setting-about-notation"),
            Key::Teams => msg_id!("setting-about-teams"),
            Key::PartnerCapture => msg_id!("setting-about-partner-capture"),
            Key::Credit => msg_id!("setting-about-credit"),
            Key::ContinueFrom => msg_id!("setting-about-continue-from"),
            Key::End => msg_id!("setting-about-end"),
            Key::Threads => msg_id!("setting-about-threads"),
            Key::EditInPlace => msg_id!("setting-about-edit-in-place"),
            Key::ComputerLevel => msg_id!("setting-about-computer-level"),
            Key::Language => msg_id!("setting-about-language"),
            Key::PuzzleChannel => msg_id!("setting-about-puzzle-channel"),
        })
    }

    /// The values it takes: the words as typed (`sente|gote|random`), or a description for the
    /// few whose values are not a plain choice.
    pub fn values(self) -> Msg {
        Msg::raw(match self {
            Key::Time => return msg!("setting-values-time"),
            Key::MoveLimit => return msg!("setting-values-move-limit"),
            Key::Side => "sente|gote|random".to_owned(),
            Key::Impasse => "none|24|27".to_owned(),
            Key::Orientation => "sente|mover".to_owned(),
            Key::Notation => "both|japanese|western".to_owned(),
            Key::PartnerCapture => "yes|no".to_owned(),
            Key::Credit => Credit::names().join("|"),
            Key::ContinueFrom => ContinueFrom::names().join("|"),
            Key::End => End::names().join("|"),
            Key::ComputerLevel => "1-5".to_owned(),
            Key::Language => Lang::ALL.map(Lang::code).join("|"),
            Key::Hints | Key::Teams | Key::Threads | Key::EditInPlace | Key::PuzzleChannel => {
                "on|off".to_owned()
            }
        })
    }

    /// The value `text` stands for (in any case, with the synonyms people type: `black` for
    /// sente, `yes` for on …), or why it is none.
    pub fn parse(self, text: &str) -> Result<Setting, Msg> {
        use super::command::{parse_duration, parse_on_off, parse_partner_capture};
        let v = text.trim().to_ascii_lowercase();
        let none = v == "none" || v == "off";
        let setting = match self {
            Key::Side => match v.as_str() {
                "sente" | "black" => Some(SideChoice::Color(Color::Sente)),
                "gote" | "white" => Some(SideChoice::Color(Color::Gote)),
                "random" => Some(SideChoice::Random),
                _ => None,
            }
            .map(Setting::Side),
            Key::Time if none => Some(Setting::Time(None)),
            Key::Time => parse_duration(&v).ok().map(|t| Setting::Time(Some(t))),
            Key::MoveLimit if none => Some(Setting::MoveLimit(None)),
            Key::MoveLimit => match v.parse::<u32>() {
                Ok(n @ 1..=10_000) => Some(Setting::MoveLimit(Some(n))),
                _ => None,
            },
            Key::Impasse => match v.as_str() {
                _ if none => Some(None),
                "24" => Some(Some(ImpasseRule::Points24)),
                "27" => Some(Some(ImpasseRule::Declaration27)),
                _ => None,
            }
            .map(Setting::Impasse),
            Key::Hints => parse_on_off(&v).map(Setting::Hints),
            Key::Orientation => match v.as_str() {
                "sente" => Some(Orientation::Sente),
                "mover" => Some(Orientation::Mover),
                _ => None,
            }
            .map(Setting::Orientation),
            Key::Notation => match v.as_str() {
                "both" => Some(NotationShown::Both),
                "japanese" => Some(NotationShown::Japanese),
                "western" => Some(NotationShown::Western),
                _ => None,
            }
            .map(Setting::Notation),
            Key::Teams => parse_on_off(&v).map(Setting::Teams),
            Key::PartnerCapture => parse_partner_capture(&v).map(Setting::PartnerCapture),
            Key::Credit => Credit::parse_name(&v).map(Setting::Credit),
            Key::ContinueFrom => ContinueFrom::parse_name(&v).map(Setting::ContinueFrom),
            Key::End => End::parse_name(&v).map(Setting::End),
            Key::Threads => parse_on_off(&v).map(Setting::Threads),
            Key::EditInPlace => parse_on_off(&v).map(Setting::EditInPlace),
            Key::ComputerLevel => match v.parse::<u8>() {
                Ok(n @ 1..=5) => Some(Setting::ComputerLevel(n)),
                _ => None,
            },
            Key::Language => Lang::parse(&v).map(Setting::Language),
            Key::PuzzleChannel => parse_on_off(&v).map(Setting::PuzzleChannel),
        };
        setting.ok_or_else(|| {
            msg!("setting-bad-value")
                .with("value", text.chars().take(30).collect::<String>())
                .with("key", self.name())
                .with("values", self.values())
        })
    }

    /// The key's value in `settings`.
    pub fn of(self, s: &Settings) -> Setting {
        match self {
            Key::Side => Setting::Side(s.side),
            Key::Time => Setting::Time(s.time_per_move),
            Key::MoveLimit => Setting::MoveLimit(s.rules.move_limit),
            Key::Impasse => Setting::Impasse(s.rules.impasse),
            Key::Hints => Setting::Hints(s.hints),
            Key::Orientation => Setting::Orientation(s.orientation),
            Key::Notation => Setting::Notation(s.notation),
            Key::Teams => Setting::Teams(s.four.teams),
            Key::PartnerCapture => Setting::PartnerCapture(s.four.partner_capture),
            Key::Credit => Setting::Credit(s.four.credit),
            Key::ContinueFrom => Setting::ContinueFrom(s.four.continue_from),
            Key::End => Setting::End(s.four.end),
            Key::Threads => Setting::Threads(s.game_threads),
            Key::EditInPlace => Setting::EditInPlace(s.edit_in_place),
            Key::ComputerLevel => Setting::ComputerLevel(s.computer_level),
            Key::Language => Setting::Language(s.language),
            Key::PuzzleChannel => Setting::PuzzleChannel(s.puzzle_channel),
        }
    }

    /// The built-in default: [`Settings::default`]'s value.
    pub fn default(self) -> Setting {
        self.of(&Settings::builtin())
    }
}

impl Setting {
    /// Its key.
    pub fn key(self) -> Key {
        match self {
            Setting::Side(_) => Key::Side,
            Setting::Time(_) => Key::Time,
            Setting::MoveLimit(_) => Key::MoveLimit,
            Setting::Impasse(_) => Key::Impasse,
            Setting::Hints(_) => Key::Hints,
            Setting::Orientation(_) => Key::Orientation,
            Setting::Notation(_) => Key::Notation,
            Setting::Teams(_) => Key::Teams,
            Setting::PartnerCapture(_) => Key::PartnerCapture,
            Setting::Credit(_) => Key::Credit,
            Setting::ContinueFrom(_) => Key::ContinueFrom,
            Setting::End(_) => Key::End,
            Setting::Threads(_) => Key::Threads,
            Setting::EditInPlace(_) => Key::EditInPlace,
            Setting::ComputerLevel(_) => Key::ComputerLevel,
            Setting::Language(_) => Key::Language,
            Setting::PuzzleChannel(_) => Key::PuzzleChannel,
        }
    }

    /// The one way the value is written, in a layer and in replies (`1d`, `none`, `on`).
    pub fn to_text(self) -> String {
        let on_off = |on: bool| if on { "on" } else { "off" }.to_owned();
        match self {
            Setting::Side(SideChoice::Color(Color::Sente)) => "sente".to_owned(),
            Setting::Side(SideChoice::Color(Color::Gote)) => "gote".to_owned(),
            Setting::Side(SideChoice::Random) => "random".to_owned(),
            Setting::Time(None) | Setting::MoveLimit(None) | Setting::Impasse(None) => {
                "none".to_owned()
            }
            Setting::Time(Some(t)) => super::command::format_duration(t),
            Setting::MoveLimit(Some(n)) => n.to_string(),
            Setting::Impasse(Some(ImpasseRule::Points24)) => "24".to_owned(),
            Setting::Impasse(Some(ImpasseRule::Declaration27)) => "27".to_owned(),
            Setting::Orientation(Orientation::Sente) => "sente".to_owned(),
            Setting::Orientation(Orientation::Mover) => "mover".to_owned(),
            Setting::Notation(NotationShown::Both) => "both".to_owned(),
            Setting::Notation(NotationShown::Japanese) => "japanese".to_owned(),
            Setting::Notation(NotationShown::Western) => "western".to_owned(),
            Setting::PartnerCapture(yes) => if yes { "yes" } else { "no" }.to_owned(),
            Setting::Credit(c) => c.name().to_owned(),
            Setting::ContinueFrom(c) => c.name().to_owned(),
            Setting::End(e) => e.name().to_owned(),
            Setting::ComputerLevel(n) => n.to_string(),
            Setting::Language(l) => l.code().to_owned(),
            Setting::Hints(on)
            | Setting::Teams(on)
            | Setting::Threads(on)
            | Setting::EditInPlace(on)
            | Setting::PuzzleChannel(on) => on_off(on),
        }
    }

    /// `settings` with this value.
    pub fn apply(self, s: &mut Settings) {
        match self {
            Setting::Side(side) => s.side = side,
            Setting::Time(t) => s.time_per_move = t,
            Setting::MoveLimit(n) => s.rules.move_limit = n,
            Setting::Impasse(rule) => s.rules.impasse = rule,
            Setting::Hints(on) => s.hints = on,
            Setting::Orientation(o) => s.orientation = o,
            Setting::Notation(n) => s.notation = n,
            Setting::Teams(on) => s.four.teams = on,
            Setting::PartnerCapture(on) => s.four.partner_capture = on,
            Setting::Credit(c) => s.four.credit = c,
            Setting::ContinueFrom(c) => s.four.continue_from = c,
            Setting::End(e) => s.four.end = e,
            Setting::Threads(on) => s.game_threads = on,
            Setting::EditInPlace(on) => s.edit_in_place = on,
            Setting::ComputerLevel(n) => s.computer_level = n,
            Setting::Language(l) => s.language = l,
            Setting::PuzzleChannel(on) => s.puzzle_channel = on,
        }
    }
}

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

/// The built-in defaults, with no layer.
impl Default for Settings {
    fn default() -> Settings {
        Settings::builtin()
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

impl Settings {
    /// The built-in defaults: each key's default is its value here.
    fn builtin() -> Settings {
        Settings {
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
        }
    }

    /// Defaults, then the server layer, then the channel layer. Values that no longer read (an
    /// old record) are skipped.
    pub fn effective(server: &Layer, channel: &Layer) -> Settings {
        let mut s = Settings::builtin();
        for k in Key::ALL {
            lookup(k, server, channel).0.apply(&mut s);
        }
        s
    }
}

/// The value of `key` and where it comes from.
fn lookup(key: Key, server: &Layer, channel: &Layer) -> (Setting, Source) {
    let read = |layer: &Layer| layer.get(key.name()).and_then(|v| key.parse(v).ok());
    if let Some(v) = read(channel) {
        return (v, Source::Channel);
    }
    if let Some(v) = read(server) {
        return (v, Source::Server);
    }
    (key.default(), Source::Default)
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

/// `settings [server] [KEY [VALUE|default]]`, typed: the key is a [`Key`] and a value a
/// [`Setting`], checked when the command is made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsCommand {
    /// `settings`: every key, its value and where the value comes from.
    List,
    /// `settings KEY`: one key, what it does and what it takes.
    Show(Key),
    /// `settings [server] KEY VALUE` (moderators).
    Set { scope: Scope, setting: Setting },
    /// `settings [server] KEY default`: the override goes (moderators).
    Reset { scope: Scope, key: Key },
}

impl SettingsCommand {
    /// The words after `settings`: `[server] [KEY [VALUE…]]`, read into [`SettingsCommand::new`].
    pub fn parse(words: &[&str]) -> Result<SettingsCommand, CommandError> {
        let (scope, words) = match words.split_first() {
            Some((first, rest)) if first.eq_ignore_ascii_case("server") => (Scope::Server, rest),
            _ => (Scope::Channel, words),
        };
        let (key, value) = match words.split_first() {
            None => (None, None),
            Some((key, [])) => (Some(*key), None),
            Some((key, rest)) => (Some(*key), Some(rest.join(" "))),
        };
        SettingsCommand::new(scope, key, value.as_deref())
    }

    /// The command a key's name and a value make, as typed or as Discord's options: the one
    /// constructor behind both. A key alone shows it, nothing at all lists every key; the
    /// server's layer is only changed (it needs both).
    pub fn new(
        scope: Scope,
        key: Option<&str>,
        value: Option<&str>,
    ) -> Result<SettingsCommand, CommandError> {
        let key = key.map(str::trim).filter(|k| !k.is_empty());
        let value = value.map(str::trim).filter(|v| !v.is_empty());
        match (scope, key, value) {
            (Scope::Channel, None, None) => Ok(SettingsCommand::List),
            (Scope::Server, _, None) | (Scope::Server, None, _) => Err(CommandError::SettingsUsage),
            (Scope::Channel, None, Some(_)) => Err(CommandError::Missing {
                command: "settings",
                what: msg_id!("command-what-setting-key"),
                example: "settings hints off",
            }),
            (Scope::Channel, Some(key), None) => Ok(SettingsCommand::Show(typed_key(key)?)),
            (_, Some(key), Some(value)) => SettingsCommand::set(scope, typed_key(key)?, value),
        }
    }

    /// `settings [server] KEY VALUE`: the value read for `key`, or `default` to drop the layer's
    /// override.
    pub fn set(scope: Scope, key: Key, value: &str) -> Result<SettingsCommand, CommandError> {
        if value.trim().eq_ignore_ascii_case("default") {
            return Ok(SettingsCommand::Reset { scope, key });
        }
        let setting = key.parse(value).map_err(CommandError::BadSetting)?;
        Ok(SettingsCommand::Set { scope, setting })
    }

    /// Whether it changes a layer (and so is for moderators only).
    pub fn is_change(&self) -> bool {
        matches!(
            self,
            SettingsCommand::Set { .. } | SettingsCommand::Reset { .. }
        )
    }
}

/// The key of a name as typed, or the nearest one in the refusal.
fn typed_key(name: &str) -> Result<Key, CommandError> {
    let name = name.to_ascii_lowercase();
    Key::named(&name).ok_or_else(|| CommandError::UnknownSetting {
        key: name.chars().take(30).collect(),
        nearest: nearest_key(&name),
    })
}

/// Runs a `settings` command: lists or shows for anyone, changes for moderators. Returns the
/// reply and the changed layer, if any; refusals change nothing.
pub fn command(
    actor: &Actor,
    command: &SettingsCommand,
    server: &Layer,
    channel: &Layer,
) -> Result<(Reply, Option<Change>), TableError> {
    let (scope, key) = match *command {
        SettingsCommand::List => {
            let mut lines = vec![msg!("setting-list-head")];
            lines.extend(Key::ALL.into_iter().map(|k| {
                let (v, src) = lookup(k, server, channel);
                msg!("setting-line")
                    .with("key", k.name())
                    .with("value", v.to_text())
                    .with("source", src.name())
            }));
            return Ok((Reply::msg(lines), None));
        }
        SettingsCommand::Show(k) => {
            let (v, src) = lookup(k, server, channel);
            return Ok((Reply::msg(show(v, src)), None));
        }
        SettingsCommand::Set { scope, setting } => (scope, setting.key()),
        SettingsCommand::Reset { scope, key } => (scope, key),
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
    let text = match *command {
        SettingsCommand::Set { setting, .. } => {
            layer.insert(key.name().to_owned(), setting.to_text());
            Msg::new(if server_wide {
                msg_id!("setting-set-server")
            } else {
                msg_id!("setting-set-channel")
            })
            .with("key", key.name())
            .with("value", setting.to_text())
        }
        _ => {
            if layer.remove(key.name()).is_none() {
                return Err(TableError::NoOverride(key.name()));
            }
            let (v, src) = if server_wide {
                lookup(key, &layer, &Layer::new())
            } else {
                lookup(key, server, &layer)
            };
            msg!("setting-override-removed")
                .with("key", key.name())
                .with("value", v.to_text())
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
pub fn show(value: Setting, src: Source) -> Msg {
    let k = value.key();
    msg!("setting-show")
        .with("key", k.name())
        .with("value", value.to_text())
        .with("source", src.name())
        .with("about", k.about())
        .with("values", k.values())
        .with("default", k.default().to_text())
}

/// The key nearest a mistyped one (a unique prefix or a close spelling).
fn nearest_key(word: &str) -> Option<&'static str> {
    let names = Key::ALL.map(Key::name);
    let prefixed: Vec<&str> = names.into_iter().filter(|n| n.starts_with(word)).collect();
    if let [only] = prefixed[..] {
        return Some(only);
    }
    names
        .into_iter()
        .map(|n| (super::command::edit_distance(word, n), n))
        .filter(|(d, _)| *d <= 3)
        .min_by_key(|(d, _)| *d)
        .map(|(_, n)| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every word a key lists reads as a value and is written back as that word; so is each
    /// default, which is the value [`Settings::default`] has.
    #[test]
    fn each_key_reads_its_words_and_writes_them_back_the_one_way() {
        for k in Key::ALL {
            assert_eq!(Key::named(k.name()), Some(k));
            assert_eq!(k.default(), k.of(&Settings::default()), "{}", k.name());
            let default = k.default().to_text();
            assert_eq!(k.parse(&default), Ok(k.default()), "{}", k.name());
            if matches!(k, Key::Time | Key::MoveLimit) {
                continue;
            }
            let words = k.values().en();
            let words: Vec<&str> = match words.split_once('-') {
                // `1-5`
                Some((lo, hi)) if lo.parse::<u8>().is_ok() => {
                    assert_eq!(k.parse(lo).map(Setting::to_text), Ok(lo.to_owned()));
                    assert_eq!(k.parse(hi).map(Setting::to_text), Ok(hi.to_owned()));
                    continue;
                }
                _ => words.split('|').collect(),
            };
            assert!(words.len() >= 2, "{}: {words:?}", k.name());
            for w in words {
                let v = k
                    .parse(&w.to_uppercase())
                    .unwrap_or_else(|e| panic!("{w}: {}", e.en()));
                assert_eq!(v.key(), k);
                assert_eq!(v.to_text(), w, "{}", k.name());
            }
        }
        assert_eq!(Key::Time.parse("24h"), Ok(Setting::Time(Some(86_400))));
        assert_eq!(Setting::Time(Some(86_400)).to_text(), "1d");
        assert_eq!(Key::Time.parse("off"), Ok(Setting::Time(None)));
        assert_eq!(
            Key::MoveLimit.parse("256"),
            Ok(Setting::MoveLimit(Some(256)))
        );
        assert_eq!(Setting::MoveLimit(None).to_text(), "none");
        for (k, bad) in [
            (Key::MoveLimit, "10001"),
            (Key::ComputerLevel, "6"),
            (Key::Time, "31d"),
            (Key::Credit, "nobody"),
        ] {
            let why = k.parse(bad).unwrap_err().en();
            assert!(why.contains(bad) && why.contains(k.name()), "{why}");
        }
    }

    /// A value in a layer changes its own key's effective value, and nothing else.
    #[test]
    fn each_setting_applies_to_its_own_key_only() {
        let builtin = Settings::default();
        let other = [
            "random",
            "3d",
            "300",
            "27",
            "off",
            "mover",
            "western",
            "on",
            "no",
            "last-mover",
            "mover",
            "last-survivor",
            "on",
            "on",
            "5",
            "ja",
            "on",
        ];
        for (k, text) in Key::ALL.into_iter().zip(other) {
            let layer = Layer::from([(k.name().to_owned(), text.to_owned())]);
            let s = Settings::effective(&Layer::new(), &layer);
            assert_ne!(k.of(&s), k.of(&builtin), "{}", k.name());
            assert_eq!(k.of(&s).to_text(), text);
            for j in Key::ALL.into_iter().filter(|&j| j != k) {
                assert_eq!(j.of(&s), j.of(&builtin), "{} moved {}", k.name(), j.name());
            }
        }
    }

    /// Stored layers keep their text: values written another way still read (and are shown the
    /// one way), and values that no longer read are skipped, not fatal.
    #[test]
    fn stored_text_is_typed_when_read() {
        let server = Layer::from([
            ("side".to_owned(), "black".to_owned()),
            ("time".to_owned(), "24h".to_owned()),
            ("partner-capture".to_owned(), "forbidden".to_owned()),
        ]);
        let channel = Layer::from([
            ("hints".to_owned(), "no".to_owned()),
            ("time".to_owned(), "soon".to_owned()),
            ("no-such-key".to_owned(), "on".to_owned()),
        ]);
        let s = Settings::effective(&server, &channel);
        assert_eq!(s.side, SideChoice::Color(Color::Sente));
        assert_eq!(s.time_per_move, Some(86_400));
        assert!(!s.hints && !s.four.partner_capture);
        assert_eq!(
            lookup(Key::Time, &server, &channel),
            (Setting::Time(Some(86_400)), Source::Server)
        );
        assert_eq!(
            lookup(Key::Hints, &server, &channel),
            (Setting::Hints(false), Source::Channel)
        );
    }

    /// `/settings` hands over its options as they are: the same constructor as the typed line.
    #[test]
    fn the_command_is_made_alike_from_options_and_from_words() {
        let words =
            |line: &str| SettingsCommand::parse(&line.split_whitespace().collect::<Vec<_>>());
        let cases = [
            (Scope::Channel, None, None, ""),
            (Scope::Channel, Some(" Hints "), None, "hints"),
            (Scope::Channel, Some("hints"), Some("off"), "hints off"),
            (
                Scope::Server,
                Some("time"),
                Some(" 12h "),
                "server time 12h",
            ),
            (
                Scope::Channel,
                Some("notation"),
                Some("default"),
                "notation default",
            ),
            (Scope::Server, Some("hints"), None, "server hints"),
            (Scope::Channel, Some("hint"), Some("off"), "hint off"),
            (Scope::Channel, Some("impasse"), Some("25"), "impasse 25"),
        ];
        for (scope, key, value, line) in cases {
            assert_eq!(
                SettingsCommand::new(scope, key, value),
                words(line),
                "{line}"
            );
        }
        assert_eq!(
            SettingsCommand::new(Scope::Channel, Some("hints"), Some("off")),
            Ok(SettingsCommand::Set {
                scope: Scope::Channel,
                setting: Setting::Hints(false)
            })
        );
        // A value without a key (Discord lets one leave the key out) names what is missing.
        let e = SettingsCommand::new(Scope::Channel, None, Some("off")).unwrap_err();
        assert!(
            matches!(
                e,
                CommandError::Missing {
                    command: "settings",
                    ..
                }
            ),
            "{e:?}"
        );
    }
}
