//! The words of `tournament …` commands, typed: `tournament new swiss rounds=5 time=1d
//! round=7d rated=no name=Spring Cup`, `tournament join`, `tournament show 3` … Parsing is
//! pure; durations are read by [`parse_duration`], as everywhere else. A new tournament is
//! checked by one constructor, [`NewTournament::new`], whether its options come as words or
//! as Discord's typed options.

use super::{Kind, Settings};
use crate::table::command::{parse_duration, CommandError};

/// The longest tournament name, in characters.
pub const MAX_NAME: usize = 60;
/// The most rounds a Swiss or four-player event may ask for.
pub const MAX_ROUNDS: u32 = 30;

/// `tournament new KIND [options]`, typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTournament {
    pub kind: Kind,
    pub settings: Settings,
}

/// One `tournament` command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentCommand {
    New(NewTournament),
    Join,
    Leave,
    Start,
    Standings,
    List,
    /// `show N`: a past or present tournament of this channel, by its number.
    Show(u32),
}

/// The words after `tournament`.
pub fn parse_tournament(words: &[&str]) -> Result<TournamentCommand, CommandError> {
    let Some((first, rest)) = words.split_first() else {
        return Err(CommandError::Missing {
            command: "tournament",
            what: msg_id!("command-what-tournament-sub"),
            example: "tournament new swiss rounds=5",
        });
    };
    Ok(match first.to_ascii_lowercase().as_str() {
        "new" | "create" => TournamentCommand::New(parse_new(rest)?),
        "join" => TournamentCommand::Join,
        "leave" | "withdraw" => TournamentCommand::Leave,
        "start" => TournamentCommand::Start,
        "standings" | "table" => TournamentCommand::Standings,
        "list" => TournamentCommand::List,
        "show" => {
            let Some(n) = rest.first() else {
                return Err(CommandError::Missing {
                    command: "tournament show",
                    what: msg_id!("command-what-tournament-number"),
                    example: "tournament show 1",
                });
            };
            match n.trim_start_matches('#').parse::<u32>() {
                Ok(n) if n >= 1 => TournamentCommand::Show(n),
                _ => {
                    return Err(CommandError::BadValue {
                        key: "number",
                        reason: msg!("command-tournament-number").with("value", clip(n)),
                    })
                }
            }
        }
        other => {
            return Err(CommandError::BadOption {
                command: "tournament",
                option: clip(other),
                valid: msg_id!("command-valid-tournament"),
            })
        }
    })
}

impl NewTournament {
    /// A tournament as asked for, checked: the one constructor behind `/tournament new`'s typed
    /// options and the words of `tournament new …`, so both refuse the same things alike.
    /// Durations are as typed (`1d`, read by [`parse_duration`]); a name's runs of spaces
    /// become one, and no name gives the default.
    pub fn new(
        kind: Kind,
        rounds: Option<u32>,
        time: Option<&str>,
        round: Option<&str>,
        rated: Option<bool>,
        name: Option<&str>,
    ) -> Result<NewTournament, CommandError> {
        let mut settings = Settings::default();
        if let Some(n) = rounds {
            settings.rounds = Some(check_rounds(kind, n, &n.to_string())?);
        }
        if let Some(time) = time {
            settings.time_per_move =
                Some(
                    parse_duration(time).map_err(|reason| CommandError::BadValue {
                        key: "time",
                        reason,
                    })?,
                );
        }
        if let Some(round) = round {
            settings.round_time = parse_round_time(round)?;
        }
        if let Some(rated) = rated {
            settings.rated = rated;
        }
        if let Some(name) = name {
            settings.name = Some(check_name(name)?);
        }
        Ok(NewTournament { kind, settings })
    }
}

fn check_rounds(kind: Kind, n: u32, typed: &str) -> Result<u32, CommandError> {
    if kind == Kind::RoundRobin {
        return Err(CommandError::BadValue {
            key: "rounds",
            reason: msg!("command-tournament-rounds-round-robin"),
        });
    }
    if !(1..=MAX_ROUNDS).contains(&n) {
        return Err(bad_rounds(typed));
    }
    Ok(n)
}

fn bad_rounds(typed: &str) -> CommandError {
    CommandError::BadValue {
        key: "rounds",
        reason: msg!("command-tournament-rounds")
            .with("value", clip(typed))
            .with("max", MAX_ROUNDS),
    }
}

/// A round's length (`round=7d`), at most 30 days.
fn parse_round_time(text: &str) -> Result<u64, CommandError> {
    parse_duration(text).map_err(|reason| {
        // The shared limit speaks of a move; here it is a round's.
        let reason = if reason.id == msg_id!("command-duration-over-limit") {
            msg!("command-tournament-round-limit").with("text", clip(text))
        } else {
            reason
        };
        CommandError::BadValue {
            key: "round",
            reason,
        }
    })
}

fn check_name(name: &str) -> Result<String, CommandError> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let chars = name.chars().count();
    if chars == 0 {
        return Err(CommandError::BadValue {
            key: "name",
            reason: msg!("command-tournament-name-empty"),
        });
    }
    if chars > MAX_NAME {
        return Err(CommandError::BadValue {
            key: "name",
            reason: msg!("command-tournament-name-long")
                .with("value", clip(&name))
                .with("max", MAX_NAME),
        });
    }
    Ok(name)
}

/// The words after `tournament new`: the kind, then `key=value` options in any order, read
/// into [`NewTournament::new`]. `name=` takes the words after it up to the next `key=value`,
/// so a name may have spaces; a name in quotes (`name="Spring rated=no"`) runs to the closing
/// quote, so it may hold `=` too.
pub fn parse_new(words: &[&str]) -> Result<NewTournament, CommandError> {
    let Some((kind, rest)) = words.split_first() else {
        return Err(CommandError::Missing {
            command: "tournament new",
            what: msg_id!("command-what-tournament-kind"),
            example: "tournament new swiss rounds=5",
        });
    };
    let kind = match kind.to_ascii_lowercase().as_str() {
        "round-robin" | "roundrobin" | "rr" => Kind::RoundRobin,
        "swiss" => Kind::Swiss,
        "yonin" | "four-player" => Kind::Yonin,
        other => {
            return Err(CommandError::BadOption {
                command: "tournament new",
                option: clip(other),
                valid: msg_id!("command-valid-tournament-kind"),
            })
        }
    };
    let (mut rounds, mut time, mut round, mut rated, mut name) = (None, None, None, None, None);
    let mut i = 0;
    while i < rest.len() {
        let word = rest[i];
        i += 1;
        let bad_option = || CommandError::BadOption {
            command: "tournament new",
            option: clip(word),
            valid: msg_id!("command-valid-tournament-new"),
        };
        let (key, value) = word.split_once('=').ok_or_else(bad_option)?;
        match key.to_ascii_lowercase().as_str() {
            "rounds" => rounds = Some(value.parse::<u32>().map_err(|_| bad_rounds(value))?),
            "time" => time = Some(value),
            "round" => round = Some(value),
            "rated" => {
                rated = Some(match value.to_ascii_lowercase().as_str() {
                    "yes" | "on" | "true" => true,
                    "no" | "off" | "false" => false,
                    _ => {
                        return Err(CommandError::BadValue {
                            key: "rated",
                            reason: msg!("command-use-yes-no").with("value", clip(value)),
                        })
                    }
                })
            }
            "name" => {
                let (text, used) = read_name(value, &rest[i..])?;
                i += used;
                name = Some(text);
            }
            _ => return Err(bad_option()),
        }
    }
    NewTournament::new(kind, rounds, time, round, rated, name.as_deref())
}

/// The name that starts with `first` (the text after `name=`) and the number of the following
/// words it takes: up to the next `key=value`, or in quotes to the closing one.
fn read_name(first: &str, after: &[&str]) -> Result<(String, usize), CommandError> {
    const OPEN: [char; 2] = ['"', '“'];
    const CLOSE: [char; 2] = ['"', '”'];
    let Some(start) = first.strip_prefix(OPEN) else {
        let used = after.iter().take_while(|w| !w.contains('=')).count();
        let words: Vec<&str> = std::iter::once(first)
            .chain(after[..used].iter().copied())
            .collect();
        return Ok((words.join(" "), used));
    };
    let mut words = Vec::new();
    for (used, word) in std::iter::once(start)
        .chain(after.iter().copied())
        .enumerate()
    {
        if let Some(last) = word.strip_suffix(CLOSE) {
            words.push(last);
            return Ok((words.join(" "), used));
        }
        words.push(word);
    }
    Err(CommandError::BadValue {
        key: "name",
        reason: msg!("command-tournament-name-unclosed").with("value", clip(first)),
    })
}

/// A word as a refusal quotes it: at most 30 characters.
fn clip(word: &str) -> String {
    word.chars().take(30).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::table::command::command_error;

    fn new(line: &str) -> Result<NewTournament, CommandError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match parse_tournament(&words)? {
            TournamentCommand::New(n) => Ok(n),
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn a_swiss_with_every_option() {
        let n = new("new swiss rounds=5 time=1d rated=no name=Spring Cup 2026 round=3d").unwrap();
        assert_eq!(n.kind, Kind::Swiss);
        assert_eq!(
            n.settings,
            Settings {
                name: Some("Spring Cup 2026".into()),
                rounds: Some(5),
                time_per_move: Some(86_400),
                round_time: 3 * 86_400,
                rated: false,
            }
        );
    }

    #[test]
    fn defaults_a_round_robin_and_four_player_kinds() {
        let n = new("new round-robin").unwrap();
        assert_eq!(n.kind, Kind::RoundRobin);
        assert_eq!(n.settings, Settings::default());
        assert_eq!(n.settings.round_time, 7 * 86_400);
        assert!(n.settings.rated);
        let n = new("NEW Yonin time=12h rounds=2").unwrap();
        assert_eq!(n.kind, Kind::Yonin);
        assert_eq!(n.settings.rounds, Some(2));
        assert_eq!(n.settings.time_per_move, Some(12 * 3600));
    }

    /// A name may hold `=` in quotes; without them it ends at the next option, as before.
    #[test]
    fn a_name_in_quotes_may_hold_an_equals_sign() {
        let n = new(r#"new swiss name="Spring rated=no""#).unwrap();
        assert_eq!(n.settings.name.as_deref(), Some("Spring rated=no"));
        assert!(
            n.settings.rated,
            "the quoted words are the name, not an option"
        );
        let n = new("new swiss name=“Cup 2=1” rated=no rounds=3").unwrap();
        assert_eq!(n.settings.name.as_deref(), Some("Cup 2=1"));
        assert!(!n.settings.rated);
        assert_eq!(n.settings.rounds, Some(3));
        let n = new(r#"new swiss name="Spring" rounds=2"#).unwrap();
        assert_eq!(n.settings.name.as_deref(), Some("Spring"));
        let n = new("new swiss name=Spring   Cup rated=no").unwrap();
        assert_eq!(n.settings.name.as_deref(), Some("Spring Cup"));
        assert!(!n.settings.rated);
        let e = new(r#"new swiss name="Spring rated=no"#).unwrap_err();
        let text = command_error(&e).en();
        assert!(
            matches!(e, CommandError::BadValue { key: "name", .. }) && text.contains("quote"),
            "{text}"
        );
        assert!(matches!(
            new(r#"new swiss name="" rounds=2"#),
            Err(CommandError::BadValue { key: "name", .. })
        ));
    }

    /// The constructor behind both ways in: typed options are taken as they are, and refused
    /// with the same words as the typed line.
    #[test]
    fn the_constructor_takes_typed_options_and_refuses_like_the_line() {
        let n = NewTournament::new(
            Kind::Swiss,
            Some(4),
            Some("12h"),
            Some("3d"),
            Some(true),
            Some("  Spring  rated=no "),
        )
        .unwrap();
        assert_eq!(
            n,
            NewTournament {
                kind: Kind::Swiss,
                settings: Settings {
                    name: Some("Spring rated=no".into()),
                    rounds: Some(4),
                    time_per_move: Some(12 * 3600),
                    round_time: 3 * 86_400,
                    rated: true,
                },
            }
        );
        let typed = |kind, rounds, time, round, name| {
            NewTournament::new(kind, rounds, time, round, None, name).unwrap_err()
        };
        let cases = [
            (
                typed(Kind::Swiss, Some(0), None, None, None),
                "new swiss rounds=0",
            ),
            (
                typed(Kind::RoundRobin, Some(3), None, None, None),
                "new rr rounds=3",
            ),
            (
                typed(Kind::Swiss, None, Some("1y"), None, None),
                "new swiss time=1y",
            ),
            (
                typed(Kind::Yonin, None, None, Some("40d"), None),
                "new yonin round=40d",
            ),
            (
                typed(Kind::Swiss, None, None, None, Some(" ")),
                "new swiss name= rounds=3",
            ),
        ];
        for (from_options, line) in cases {
            assert_eq!(Err(from_options), new(line), "{line}");
        }
    }

    #[test]
    fn the_other_subcommands() {
        let p = |l: &str| parse_tournament(&l.split_whitespace().collect::<Vec<_>>());
        assert_eq!(p("join"), Ok(TournamentCommand::Join));
        assert_eq!(p("leave"), Ok(TournamentCommand::Leave));
        assert_eq!(p("start"), Ok(TournamentCommand::Start));
        assert_eq!(p("standings"), Ok(TournamentCommand::Standings));
        assert_eq!(p("list"), Ok(TournamentCommand::List));
        assert_eq!(p("show 3"), Ok(TournamentCommand::Show(3)));
        assert_eq!(p("show #12"), Ok(TournamentCommand::Show(12)));
    }

    /// Each bad input is refused with words that name what was wrong, in every language.
    #[test]
    fn bad_input_is_refused_specifically() {
        let cases: [(&str, &[&str]); 13] = [
            ("", &["tournament"]),
            ("begin", &["begin", "join"]),
            ("new", &["round-robin", "swiss", "yonin"]),
            ("new knockout", &["knockout", "round-robin"]),
            ("new swiss rounds=0", &["rounds", "30"]),
            ("new swiss rounds=many", &["many"]),
            ("new round-robin rounds=3", &["rounds"]),
            ("new swiss time=1y", &["time", "1y"]),
            ("new swiss round=0d", &["round"]),
            ("new swiss round=40d", &["round", "40d", "30"]),
            ("new swiss rated=maybe", &["maybe"]),
            ("new swiss colour=red", &["colour=red", "rounds=N"]),
            ("show x", &["x"]),
        ];
        for (line, words) in cases {
            let e = parse_tournament(&line.split_whitespace().collect::<Vec<_>>()).unwrap_err();
            for lang in Lang::ALL {
                let text = command_error(&e).to_string_in(lang);
                for w in words {
                    assert!(text.contains(w), "{line} ({lang:?}): {text:?} lacks {w}");
                }
                assert!(!text.contains("command-"), "{lang:?}: {text}");
            }
        }
        let long = format!("new swiss name={}", "x".repeat(MAX_NAME + 1));
        let e = new(&long).unwrap_err();
        assert!(
            command_error(&e).en().contains("60"),
            "{}",
            command_error(&e).en()
        );
        let e = new("new swiss name= rounds=3").unwrap_err();
        assert!(matches!(e, CommandError::BadValue { key: "name", .. }));
    }
}
