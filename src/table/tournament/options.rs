//! The words of `tournament …` commands, typed: `tournament new swiss rounds=5 time=1d
//! round=7d rated=no name=Spring Cup`, `tournament join`, `tournament show 3` … Parsing is
//! pure; durations are read by [`parse_duration`], as everywhere else.

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

/// The words after `tournament new`: the kind, then `key=value` options in any order. `name=`
/// takes the words after it up to the next `key=value`, so a name may have spaces.
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
    let mut settings = Settings::default();
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
            "rounds" => {
                if kind == Kind::RoundRobin {
                    return Err(CommandError::BadValue {
                        key: "rounds",
                        reason: msg!("command-tournament-rounds-round-robin"),
                    });
                }
                settings.rounds = Some(match value.parse::<u32>() {
                    Ok(n @ 1..=MAX_ROUNDS) => n,
                    _ => {
                        return Err(CommandError::BadValue {
                            key: "rounds",
                            reason: msg!("command-tournament-rounds")
                                .with("value", clip(value))
                                .with("max", MAX_ROUNDS),
                        })
                    }
                });
            }
            "time" => {
                settings.time_per_move =
                    Some(
                        parse_duration(value).map_err(|reason| CommandError::BadValue {
                            key: "time",
                            reason,
                        })?,
                    )
            }
            "round" => {
                settings.round_time = parse_duration(value).map_err(|reason| {
                    // The shared limit speaks of a move; here it is a round's.
                    let reason = if reason.id == msg_id!("command-duration-over-limit") {
                        msg!("command-tournament-round-limit").with("text", clip(value))
                    } else {
                        reason
                    };
                    CommandError::BadValue {
                        key: "round",
                        reason,
                    }
                })?
            }
            "rated" => {
                settings.rated = match value.to_ascii_lowercase().as_str() {
                    "yes" | "on" | "true" => true,
                    "no" | "off" | "false" => false,
                    _ => {
                        return Err(CommandError::BadValue {
                            key: "rated",
                            reason: msg!("command-use-yes-no").with("value", clip(value)),
                        })
                    }
                }
            }
            "name" => {
                let mut name = vec![value];
                while i < rest.len() && !rest[i].contains('=') {
                    name.push(rest[i]);
                    i += 1;
                }
                let name = name.join(" ");
                let name = name.trim();
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
                            .with("value", clip(name))
                            .with("max", MAX_NAME),
                    });
                }
                settings.name = Some(name.to_owned());
            }
            _ => return Err(bad_option()),
        }
    }
    Ok(NewTournament { kind, settings })
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
