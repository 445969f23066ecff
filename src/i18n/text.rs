//! [`Msg`]: a sentence not yet in any language; [`Text`]: the lines of a reply.

use super::{Catalog, Lang};
use std::fmt;

include!(concat!(env!("OUT_DIR"), "/message_ids.rs"));

/// The id of a message the English catalogue has. Made by [`msg_id!`](crate::msg_id) (checked when
/// the crate compiles) or [`MsgId::lookup`] (checked when the program runs), so a message never
/// names an id that does not exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MsgId(&'static str);

impl MsgId {
    /// A literal that needs no translation (a name, a move): the message `raw` with `$text`.
    pub const RAW: MsgId = MsgId("raw");

    /// `id` if the catalogue has it; evaluated by the compiler inside [`msg_id!`](crate::msg_id),
    /// where an unknown id stops the build.
    pub const fn checked(id: &'static str) -> MsgId {
        let mut i = 0;
        while i < MESSAGE_IDS.len() {
            if str_eq(MESSAGE_IDS[i], id) {
                return MsgId(id);
            }
            i += 1;
        }
        panic!("no such message id in locales/en/shogiban.ftl")
    }

    /// The id named by a string read at run time (a command name from a table of ids).
    pub fn lookup(id: &str) -> Option<MsgId> {
        MESSAGE_IDS
            .binary_search(&id)
            .ok()
            .map(|i| MsgId(MESSAGE_IDS[i]))
    }

    /// Every id, sorted.
    pub fn all() -> impl Iterator<Item = MsgId> {
        MESSAGE_IDS.iter().map(|id| MsgId(id))
    }

    pub fn as_str(self) -> &'static str {
        self.0
    }
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl fmt::Display for MsgId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl PartialEq<&str> for MsgId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

/// One message of the catalogues with its arguments, rendered when the reader is known.
///
/// Stored (a command's answer is kept for its retry) as its id and arguments; read back, an id the
/// catalogue no longer has is an error, and an argument no catalogue uses is left out (no language
/// could show it).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(into = "StoredMsg", try_from = "StoredMsg")]
pub struct Msg {
    pub id: MsgId,
    pub args: Vec<(&'static str, Arg)>,
}

/// [`Msg`] as stored: names as strings.
#[derive(serde::Serialize, serde::Deserialize)]
struct StoredMsg {
    id: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    args: Vec<(String, Arg)>,
}

impl From<Msg> for StoredMsg {
    fn from(m: Msg) -> StoredMsg {
        StoredMsg {
            id: m.id.as_str().to_owned(),
            args: m.args.into_iter().map(|(k, v)| (k.to_owned(), v)).collect(),
        }
    }
}

impl TryFrom<StoredMsg> for Msg {
    type Error = String;

    fn try_from(m: StoredMsg) -> Result<Msg, String> {
        let id = MsgId::lookup(&m.id)
            .ok_or_else(|| format!("no message `{}` in the catalogue", m.id))?;
        let args = m
            .args
            .into_iter()
            .filter_map(|(name, value)| {
                let i = ARG_NAMES.binary_search(&name.as_str()).ok()?;
                Some((ARG_NAMES[i], value))
            })
            .collect();
        Ok(Msg { id, args })
    }
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Arg {
    /// Passed through as written: a name, a move, a command.
    Str(String),
    /// A number: Fluent picks the plural form and writes it.
    Num(i64),
    /// A message rendered in the same language first (a result inside a sentence).
    Msg(Box<Msg>),
    /// Several messages joined with the language's list separator (`, ` or `、`).
    List(Vec<Msg>),
}

impl Msg {
    pub fn new(id: MsgId) -> Msg {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    /// The message with one more argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// A literal that needs no translation (a name, a move, a record) as a message of its own.
    pub fn raw(text: impl Into<String>) -> Msg {
        Msg::new(MsgId::RAW).with("text", text.into())
    }

    /// The message in `lang`.
    pub fn to_string_in(&self, lang: Lang) -> String {
        Catalog::get().format(lang, self)
    }

    /// English, for logs and tests.
    pub fn en(&self) -> String {
        self.to_string_in(Lang::En)
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}
impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_owned())
    }
}
impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}
impl From<Vec<Msg>> for Arg {
    fn from(m: Vec<Msg>) -> Arg {
        Arg::List(m)
    }
}
macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as i64)
            }
        }
    )*};
}
num_arg!(i32, i64, u8, u16, u32, u64, usize);

/// The lines of a reply: each a message, joined by newlines once rendered. The first line is the
/// headline (Discord shows it as the embed's title).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct Text(pub Vec<Msg>);

impl Text {
    pub fn new() -> Text {
        Text(Vec::new())
    }

    pub fn push(&mut self, line: Msg) {
        self.0.push(line);
    }

    /// One more sentence on the current line (`alice played ７六歩. bob to move.`), joined as
    /// the language joins sentences (a space, or nothing in Japanese).
    pub fn then(&mut self, sentence: Msg) -> &mut Text {
        match self.0.pop() {
            Some(line) => self.0.push(
                msg!("sentences")
                    .with("first", line)
                    .with("second", sentence),
            ),
            None => self.0.push(sentence),
        }
        self
    }

    /// [`Text::then`] for each sentence.
    pub fn then_all(&mut self, sentences: impl IntoIterator<Item = Msg>) -> &mut Text {
        for s in sentences {
            self.then(s);
        }
        self
    }

    /// A line before the others (a notice that comes first).
    pub fn prepend(&mut self, line: Msg) {
        self.0.insert(0, line);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn lines(&self) -> &[Msg] {
        &self.0
    }

    /// The text in `lang`.
    pub fn to_string_in(&self, lang: Lang) -> String {
        self.0
            .iter()
            .map(|m| m.to_string_in(lang))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// English, for logs and tests.
    pub fn en(&self) -> String {
        self.to_string_in(Lang::En)
    }
}

impl From<Msg> for Text {
    fn from(m: Msg) -> Text {
        Text(vec![m])
    }
}

/// Transitional: a literal as one raw line (see [`Msg::raw`]).
impl From<String> for Text {
    fn from(s: String) -> Text {
        Text(vec![Msg::raw(s)])
    }
}

impl From<Vec<Msg>> for Text {
    fn from(m: Vec<Msg>) -> Text {
        Text(m)
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en())
    }
}
