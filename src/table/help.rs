//! The help topics: `help` lists the commands and the topics; each topic explains one thing with
//! examples; an unknown topic is answered with the list, never silently with the general help.

use super::*;

/// The topics, in the order `help` lists them, with the words that also find them.
const TOPICS: [(&str, &[&str]); 11] = [
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
    (
        "tournament",
        &["tournaments", "swiss", "round-robin", "standings", "大会"],
    ),
];

fn topic_of(word: &str) -> Option<&'static str> {
    TOPICS
        .iter()
        .find(|(name, also)| *name == word || also.contains(&word))
        .map(|(name, _)| *name)
}

/// The answer to `help` (the commands and the topics) or to `help TOPIC`.
pub(super) fn help(topic: Option<&str>) -> Msg {
    let topics: Vec<Msg> = TOPICS
        .iter()
        .map(|(name, _)| Msg::raw(format!("`help {name}`")))
        .collect();
    let Some(word) = topic else {
        return msg!("help-general")
            .with("commands", crate::i18n::words::names(&command::COMMANDS))
            .with("topics", topics);
    };
    let id = match topic_of(word) {
        Some("moves") => msg_id!("help-moves"),
        Some("challenge") => msg_id!("help-challenge"),
        Some("yonin") => msg_id!("help-yonin"),
        Some("computer") => msg_id!("help-computer"),
        Some("clocks") => msg_id!("help-clocks"),
        Some("impasse") => msg_id!("help-impasse"),
        Some("settings") => {
            let keys: Vec<Msg> = settings::Key::ALL.map(|k| Msg::raw(k.name())).into();
            return msg!("help-settings").with("keys", keys);
        }
        Some("export") => msg_id!("help-export"),
        Some("puzzle") => msg_id!("help-puzzle"),
        Some("review") => msg_id!("help-review"),
        Some("tournament") => msg_id!("help-tournament"),
        _ => {
            return msg!("help-unknown")
                .with("topic", word.chars().take(30).collect::<String>())
                .with("topics", topics)
        }
    };
    Msg::new(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// Whether `text` has a letter of `lang`'s own script.
    fn in_script(text: &str, lang: Lang) -> bool {
        text.chars().any(|c| match lang {
            Lang::Ja => {
                ('\u{3040}'..='\u{30FF}').contains(&c) || ('\u{4E00}'..='\u{9FFF}').contains(&c)
            }
            Lang::Hi => ('\u{0900}'..='\u{097F}').contains(&c),
            Lang::Bn => ('\u{0980}'..='\u{09FF}').contains(&c),
            Lang::En => c.is_ascii_alphabetic(),
        })
    }

    /// `msg` in ja, hi and bn differs from its English and is written in that language's script.
    fn translated(msg: &Msg) {
        let en = msg.en();
        assert!(!en.is_empty() && !in_script(&en, Lang::Hi), "{en}");
        for lang in [Lang::Ja, Lang::Hi, Lang::Bn] {
            let text = msg.to_string_in(lang);
            assert_ne!(text, en, "{lang}: {} falls back to English", msg.id);
            assert!(in_script(&text, lang), "{lang}: {text}");
        }
    }

    #[test]
    fn every_help_topic_is_translated() {
        translated(&help(None));
        translated(&help(Some("no-such-topic")));
        for (name, also) in TOPICS {
            let msg = help(Some(name));
            assert_ne!(msg.id, msg_id!("help-unknown"), "{name}");
            translated(&msg);
            for word in also {
                assert_eq!(help(Some(word)), msg, "{word}");
            }
        }
    }

    #[test]
    fn every_setting_is_translated() {
        for k in settings::Key::ALL {
            translated(&k.about());
            translated(&settings::show(k.default(), settings::Source::Default));
            let bad = k.parse("no-such-value").unwrap_err();
            translated(&bad);
        }
    }

    #[test]
    fn every_command_error_is_translated() {
        for line in [
            "",
            "resing",
            "challenge",
            "challenge bob",
            "move",
            "hint",
            "challenge @bob time=0m",
            "challenge @bob time=3x",
            "challenge @bob time=99d",
            "challenge @bob side=up",
            "challenge @bob level=9",
            "challenge @bob sfen",
            "join middle",
            "yonin colour=red",
            "games 0",
        ] {
            let e = command::parse_command(line).unwrap_err();
            translated(&command::command_error(&e));
            // The log form is the English rendering.
            assert_eq!(e.to_string(), command::command_error(&e).en());
        }
    }
}
