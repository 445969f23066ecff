//! Every word the bot says, in English, Japanese, Hindi and Bengali: Project Fluent catalogues
//! (`locales/LANG/shogiban.ftl`, compiled into the binary) and the [`Msg`] values the layers above
//! build instead of sentences.
//!
//! A layer that speaks makes a [`Msg`] (a message id and its arguments); the adapter that knows
//! who reads it renders it with [`Msg::to_string_in`] in that reader's [`Lang`]. Plurals and numbers
//! go through Fluent (`{ $count -> [one] … *[other] … }`), never through string concatenation.
//! Names and moves are arguments, passed through unchanged.
//!
//! Layer: after `render` (it builds the image [`render::Labels`](crate::render::Labels)), before
//! `table`.

mod catalog;
pub mod errors;
mod labels;
mod text;
pub mod words;

pub use catalog::{has_message, message_ids, Catalog};
pub use labels::{labels, review_labels};
pub use text::{Arg, Msg, MsgId, Text, MESSAGE_IDS};

use serde::{Deserialize, Serialize};

/// A language the bot speaks.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    /// 日本語
    Ja,
    /// हिन्दी
    Hi,
    /// বাংলা
    Bn,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Ja, Lang::Hi, Lang::Bn];

    /// The code used in settings and in the `locales/` folder: `en`, `ja`, `hi`, `bn`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
            Lang::Hi => "hi",
            Lang::Bn => "bn",
        }
    }

    /// The language's own name (what a player looks for in a list).
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ja => "日本語",
            Lang::Hi => "हिन्दी",
            Lang::Bn => "বাংলা",
        }
    }

    /// A language as a player may write it: its code (`hi`, `en-GB`), or its name in English or in
    /// itself (`Bengali`, `বাংলা`).
    pub fn parse(s: &str) -> Option<Lang> {
        let s = s.trim();
        let lower = s.to_ascii_lowercase();
        let primary = lower.split(['-', '_']).next().unwrap_or("");
        match primary {
            "en" | "english" => return Some(Lang::En),
            "ja" | "jp" | "japanese" => return Some(Lang::Ja),
            "hi" | "hindi" => return Some(Lang::Hi),
            "bn" | "bengali" | "bangla" => return Some(Lang::Bn),
            _ => {}
        }
        Lang::ALL
            .into_iter()
            .find(|l| l.native_name() == s || (*l == Lang::Hi && s == "हिंदी"))
    }

    /// The language of a Discord interaction's locale (`ja`, `hi`, `en-US`, `en-GB`); `None` for
    /// the locales we have no catalogue for (Discord has no Bengali locale).
    pub fn from_discord_locale(locale: &str) -> Option<Lang> {
        match locale {
            "ja" => Some(Lang::Ja),
            "hi" => Some(Lang::Hi),
            "en-US" | "en-GB" => Some(Lang::En),
            _ => None,
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// Who reads a reply, in order of preference. A player's own choice (`language`) is the most
/// specific; then the Discord client's locale when we have that language (an `en-US` locale is
/// also what every client shows by default, so it does not override a channel's setting); then
/// the channel's (or server's) `language` setting; then English.
pub fn choose(own: Option<Lang>, locale: Option<&str>, channel: Option<Lang>) -> Lang {
    if let Some(l) = own {
        return l;
    }
    let from_locale = locale.and_then(Lang::from_discord_locale);
    if let Some(l) = from_locale.filter(|l| *l != Lang::En) {
        return l;
    }
    channel.or(from_locale).unwrap_or_default()
}

#[cfg(test)]
mod tests;
