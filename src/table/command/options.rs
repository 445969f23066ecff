//! The values and options of commands: durations, levels, seats, and the `key=value` options of
//! `challenge`, `open` and `yonin`.

use super::*;
use crate::rules::yonin::{
    Choice, ContinueFrom, Credit, End, Switch, PARTNER_CAPTURE_KEY, TEAMS_KEY,
};

/// Durations as `30m`, `12h`, `3d` (minutes, hours, days; a space may come before the unit),
/// in seconds; or why not, in words.
pub fn parse_duration(text: &str) -> Result<u64, Msg> {
    let text = text
        .split_whitespace()
        .collect::<String>()
        .to_ascii_lowercase();
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
pub(crate) fn parse_time(value: &str) -> Result<u64, CommandError> {
    parse_duration(value).map_err(|reason| CommandError::BadValue {
        key: "time",
        reason,
    })
}

/// `level=N`: a computer level, 1 to 5.
pub(crate) fn parse_level(value: &str) -> Result<u8, CommandError> {
    match value.parse::<u8>() {
        Ok(n @ 1..=5) => Ok(n),
        _ => Err(CommandError::BadValue {
            key: "level",
            reason: value_reason(msg_id!("command-level-range"), value),
        }),
    }
}

pub(crate) fn parse_bool(key: &'static str, value: &str) -> Result<bool, CommandError> {
    parse_on_off(&value.to_ascii_lowercase()).ok_or_else(|| CommandError::BadValue {
        key,
        reason: value_reason(msg_id!("command-use-yes-no"), value),
    })
}

pub(crate) fn parse_challenge_options(
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

pub(crate) fn parse_lobby_options(words: &[&str]) -> Result<LobbyOptions, CommandError> {
    let mut o = LobbyOptions::default();
    for w in words {
        let lower = w.to_ascii_lowercase();
        if lower == TEAMS_KEY {
            o.choices.push(Choice::Teams(true));
            continue;
        }
        let choice = match lower.split_once('=') {
            Some(("time", value)) => {
                o.time_per_move = Some(parse_time(value)?);
                continue;
            }
            Some((key, value)) => parse_four_choice(key, value),
            None => None,
        };
        match choice {
            Some(choice) => o.choices.push(choice.map_err(CommandError::BadSetting)?),
            None => {
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

/// One four-player option typed as `key=value`, as a `yonin` switch or a channel setting:
/// `None` when `key` names none, or why `value` is not one of its values. The keys are the
/// rules' ([`Switch::KEY`]); `first` is still read as `first-mover`, as lobbies once spelled
/// it, and a seat may be its letter (`first-mover=w`), as `join w` takes.
fn parse_four_choice(key: &str, value: &str) -> Option<Result<Choice, Msg>> {
    fn named<T: Switch>(v: &str, choice: fn(T) -> Choice) -> Result<Choice, String> {
        T::parse_name(v)
            .map(choice)
            .ok_or_else(|| T::names().join("|"))
    }
    let key = key.to_ascii_lowercase();
    let v = value.to_ascii_lowercase();
    let result = match key.as_str() {
        k if k == Seat::KEY || k == "first" => parse_seat(&v)
            .map(Choice::FirstMover)
            .ok_or_else(|| Seat::names().join("|")),
        k if k == Credit::KEY => named(&v, Choice::Credit),
        k if k == ContinueFrom::KEY => named(&v, Choice::ContinueFrom),
        k if k == End::KEY => named(&v, Choice::End),
        TEAMS_KEY => parse_on_off(&v)
            .map(Choice::Teams)
            .ok_or_else(|| "on|off".to_owned()),
        PARTNER_CAPTURE_KEY => parse_partner_capture(&v)
            .map(Choice::PartnerCapture)
            .ok_or_else(|| "yes|no".to_owned()),
        _ => return None,
    };
    Some(result.map_err(|values| {
        msg!("four-switch-values")
            .with("key", key)
            .with("values", values)
            .with("value", value.chars().take(30).collect::<String>())
    }))
}

/// A switch's `on`, or `off`, as people type them (`yes`, `true`; `no`, `false`), lower case.
pub(crate) fn parse_on_off(v: &str) -> Option<bool> {
    match v {
        "on" | "yes" | "true" => Some(true),
        "off" | "no" | "false" => Some(false),
        _ => None,
    }
}

/// Whether partners may capture each other's pieces: yes or no, or the four-player record's
/// `allowed` and `forbidden`, lower case.
pub(crate) fn parse_partner_capture(v: &str) -> Option<bool> {
    match v {
        "allowed" => Some(true),
        "forbidden" => Some(false),
        _ => parse_on_off(v),
    }
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

pub(crate) fn parse_seat_arg(
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
