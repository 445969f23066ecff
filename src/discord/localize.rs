//! The slash commands' descriptions, option descriptions and choice names from the catalogues:
//! English as registered, with Discord's `description_localizations` (and choice
//! `name_localizations`) for the languages Discord has a locale for (ja, hi). Command and option
//! names stay English everywhere.

use super::{BotError, Data};
use crate::i18n::{Lang, Msg, MsgId};

/// Where a description comes from: (command path, option name or `""` for the command, id).
const DESCRIPTIONS: &[(&str, &str, MsgId)] = &[
    ("shogi", "", msg_id!("discord-command-shogi")),
    ("shogi challenge", "", msg_id!("discord-command-challenge")),
    (
        "shogi challenge",
        "opponent",
        msg_id!("discord-option-opponent"),
    ),
    (
        "shogi challenge",
        "handicap",
        msg_id!("discord-option-handicap"),
    ),
    ("shogi challenge", "side", msg_id!("discord-option-side")),
    ("shogi challenge", "time", msg_id!("discord-option-time")),
    (
        "shogi challenge",
        "rated",
        msg_id!("discord-option-rated-challenge"),
    ),
    ("shogi challenge", "level", msg_id!("discord-option-level")),
    (
        "shogi challenge",
        "thread",
        msg_id!("discord-option-thread"),
    ),
    ("shogi open", "", msg_id!("discord-command-open")),
    ("shogi open", "handicap", msg_id!("discord-option-handicap")),
    ("shogi open", "side", msg_id!("discord-option-side")),
    ("shogi open", "time", msg_id!("discord-option-time")),
    ("shogi open", "rated", msg_id!("discord-option-rated")),
    ("shogi open", "thread", msg_id!("discord-option-thread")),
    ("yonin", "", msg_id!("discord-command-yonin")),
    ("yonin new", "", msg_id!("discord-command-yonin-new")),
    ("yonin new", "teams", msg_id!("discord-option-teams")),
    ("yonin new", "time", msg_id!("discord-option-time")),
    ("yonin new", "thread", msg_id!("discord-option-thread")),
    ("move", "", msg_id!("discord-command-move")),
    ("move", "move", msg_id!("discord-option-move")),
    ("board", "", msg_id!("discord-command-board")),
    ("hint", "", msg_id!("discord-command-hint")),
    ("hint", "square", msg_id!("discord-option-square")),
    ("resign", "", msg_id!("discord-command-resign")),
    ("takeback", "", msg_id!("discord-command-takeback")),
    ("abort", "", msg_id!("discord-command-abort")),
    ("rematch", "", msg_id!("discord-command-rematch")),
    ("export", "", msg_id!("discord-command-export")),
    ("export", "format", msg_id!("discord-option-format")),
    ("settings", "", msg_id!("discord-command-settings")),
    ("settings", "key", msg_id!("discord-option-key")),
    ("settings", "value", msg_id!("discord-option-value")),
    ("settings", "server", msg_id!("discord-option-server")),
    ("stats", "", msg_id!("discord-command-stats")),
    ("stats", "user", msg_id!("discord-option-user")),
    ("leaderboard", "", msg_id!("discord-command-leaderboard")),
    ("games", "", msg_id!("discord-command-games")),
    ("games", "page", msg_id!("discord-option-page")),
    ("help", "", msg_id!("discord-command-help")),
    ("help", "topic", msg_id!("discord-option-topic")),
    ("puzzle", "", msg_id!("discord-command-puzzle")),
    ("puzzle", "which", msg_id!("discord-option-which")),
    ("review", "", msg_id!("discord-command-review")),
    ("tournament", "", msg_id!("discord-command-tournament")),
    (
        "tournament new",
        "",
        msg_id!("discord-command-tournament-new"),
    ),
    (
        "tournament new",
        "kind",
        msg_id!("discord-option-tournament-kind"),
    ),
    ("tournament new", "rounds", msg_id!("discord-option-rounds")),
    ("tournament new", "time", msg_id!("discord-option-time")),
    (
        "tournament new",
        "round",
        msg_id!("discord-option-round-time"),
    ),
    (
        "tournament new",
        "rated",
        msg_id!("discord-option-rated-tournament"),
    ),
    (
        "tournament new",
        "name",
        msg_id!("discord-option-tournament-name"),
    ),
    (
        "tournament join",
        "",
        msg_id!("discord-command-tournament-join"),
    ),
    (
        "tournament leave",
        "",
        msg_id!("discord-command-tournament-leave"),
    ),
    (
        "tournament start",
        "",
        msg_id!("discord-command-tournament-start"),
    ),
    (
        "tournament standings",
        "",
        msg_id!("discord-command-tournament-standings"),
    ),
    (
        "tournament list",
        "",
        msg_id!("discord-command-tournament-list"),
    ),
    (
        "tournament show",
        "",
        msg_id!("discord-command-tournament-show"),
    ),
    (
        "tournament show",
        "number",
        msg_id!("discord-option-tournament-number"),
    ),
];

/// Choice names (as registered in English) and their messages.
const CHOICES: &[(&str, MsgId)] = &[
    ("sente (move first)", msg_id!("discord-choice-sente")),
    ("gote (move second)", msg_id!("discord-choice-gote")),
    ("random", msg_id!("discord-choice-random")),
    ("kif (Shift-JIS)", msg_id!("discord-choice-kif")),
    ("kifu (UTF-8 KIF)", msg_id!("discord-choice-kifu")),
    (
        "yonin (four-player record)",
        msg_id!("discord-choice-yonin"),
    ),
    (
        "next (a new one for you)",
        msg_id!("discord-choice-puzzle-next"),
    ),
    (
        "daily (the puzzle of the day)",
        msg_id!("discord-choice-puzzle-daily"),
    ),
    (
        "stop (give up the one in progress)",
        msg_id!("discord-choice-puzzle-stop"),
    ),
    (
        "round robin (everyone meets everyone)",
        msg_id!("discord-choice-round-robin"),
    ),
    (
        "Swiss (players of equal scores meet)",
        msg_id!("discord-choice-swiss"),
    ),
    (
        "four-player (tables of four)",
        msg_id!("discord-choice-tournament-yonin"),
    ),
];

/// The languages Discord has a locale for, with that locale.
const LOCALES: [(Lang, &str); 2] = [(Lang::Ja, "ja"), (Lang::Hi, "hi")];

fn description(path: &str, option: &str) -> Option<MsgId> {
    DESCRIPTIONS
        .iter()
        .find(|(p, o, _)| *p == path && *o == option)
        .map(|(_, _, id)| *id)
}

/// Sets every description from the catalogues, in English and in each Discord locale we have.
pub fn localize(commands: &mut [poise::Command<Data, BotError>]) {
    for c in commands {
        let path = c.name.clone();
        localize_one(c, &path);
    }
}

fn localize_one(c: &mut poise::Command<Data, BotError>, path: &str) {
    if let Some(id) = description(path, "") {
        let msg = Msg::new(id);
        c.description = Some(msg.en());
        for (lang, locale) in LOCALES {
            c.description_localizations
                .insert(locale.to_owned(), msg.to_string_in(lang));
        }
    }
    for p in &mut c.parameters {
        if let Some(id) = description(path, &p.name) {
            let msg = Msg::new(id);
            p.description = Some(msg.en());
            for (lang, locale) in LOCALES {
                p.description_localizations
                    .insert(locale.to_owned(), msg.to_string_in(lang));
            }
        }
        for choice in &mut p.choices {
            if let Some((_, id)) = CHOICES.iter().find(|(n, _)| *n == choice.name) {
                for (lang, locale) in LOCALES {
                    choice
                        .localizations
                        .insert(locale.to_owned(), Msg::new(*id).to_string_in(lang));
                }
            }
        }
    }
    for sub in &mut c.subcommands {
        let sub_path = format!("{path} {}", sub.name);
        localize_one(sub, &sub_path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_and_option_has_its_description_in_each_locale_within_discords_limits() {
        let commands = super::super::commands::all();
        fn check(c: &poise::Command<Data, BotError>, path: &str, seen: &mut usize) {
            if c.subcommands.is_empty() {
                assert!(description(path, "").is_some(), "{path} has no message");
            }
            let texts = std::iter::once((
                path.to_owned(),
                &c.description,
                &c.description_localizations,
            ))
            .chain(c.parameters.iter().map(|p| {
                assert!(description(path, &p.name).is_some(), "{path} {}", p.name);
                (
                    format!("{path} {}", p.name),
                    &p.description,
                    &p.description_localizations,
                )
            }));
            for (what, en, local) in texts {
                let en = en.as_deref().unwrap_or_default();
                assert!(!en.is_empty() && en.chars().count() <= 100, "{what}: {en}");
                for (_, locale) in LOCALES {
                    let t = &local[locale];
                    assert!(
                        !t.is_empty() && t.chars().count() <= 100,
                        "{what} {locale}: {t}"
                    );
                    assert_ne!(t, en, "{what} {locale}");
                }
                *seen += 1;
            }
            for p in &c.parameters {
                for ch in &p.choices {
                    if CHOICES.iter().any(|(n, _)| *n == ch.name) {
                        for (_, locale) in LOCALES {
                            let t = &ch.localizations[locale];
                            assert!(!t.is_empty() && t.chars().count() <= 100, "{t}");
                        }
                    }
                }
            }
            for s in &c.subcommands {
                check(s, &format!("{path} {}", s.name), seen);
            }
        }
        let mut seen = 0;
        for c in &commands {
            check(c, &c.name.clone(), &mut seen);
        }
        assert!(seen >= DESCRIPTIONS.len(), "{seen}");
    }
}
