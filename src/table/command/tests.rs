use super::HintTarget;
use crate::rules::yonin::{Choice, ContinueFrom, Credit, End};
use crate::rules::{Role, Square};

/// `/hint`'s description offers `7g`, `７七`, `P` and `歩`: each names what it says.
#[test]
fn hint_reads_squares_and_pieces_in_usi_digits_and_japanese() {
    let seven_g = HintTarget::Square(Square::parse_usi("7g").unwrap());
    for text in ["7g", "7G", "77", "７七", "７７", "七七"] {
        assert_eq!(HintTarget::parse(text), Some(seven_g), "{text}");
    }
    for (text, role) in [
        ("P", Role::Pawn),
        ("p", Role::Pawn),
        ("歩", Role::Pawn),
        ("Ｂ", Role::Bishop),
        ("玉", Role::King),
        ("王", Role::King),
    ] {
        assert_eq!(
            HintTarget::parse(text),
            Some(HintTarget::Piece(role)),
            "{text}"
        );
    }
    // A promoted piece is never in hand; zero and ten are not files.
    for text in ["と", "竜", "07", "7j", "", "pawn", "7g7f"] {
        assert_eq!(HintTarget::parse(text), None, "{text}");
    }
}

#[test]
fn puzzle_with_an_unknown_word_says_which_words_it_takes_in_every_language() {
    // Once a panic in debug builds and a bare `command-bad-option` in release.
    let e = parse_command("puzzle foo").unwrap_err();
    for lang in crate::i18n::Lang::ALL {
        let text = command_error(&e).to_string_in(lang);
        assert!(
            text.contains("foo") && text.contains("daily") && text.contains("stop"),
            "{lang}: {text}"
        );
        assert!(!text.contains("command-"), "{lang}: {text}");
    }
}

#[test]
fn a_challenge_may_carry_a_set_up_position_among_its_options() {
    let Ok(Command::Table(TableCommand::Challenge(m, o))) =
        parse_command("challenge @bob sfen 8k/9/9/9/9/9/9/9/R3K4 b - 1 time=1d")
    else {
        panic!("a challenge");
    };
    assert_eq!(m, Mention::Name("bob".into()));
    assert_eq!(o.position.as_deref(), Some("8k/9/9/9/9/9/9/9/R3K4 b - 1"));
    assert_eq!(o.time_per_move, Some(86_400));
    // Without a move number, and in the middle of the options.
    let Ok(Command::Table(TableCommand::Open(o))) =
        parse_command("open side=gote sfen 4k4/9/9/9/9/9/9/9/4K4 w G rated=no")
    else {
        panic!("an open challenge");
    };
    assert_eq!(o.position.as_deref(), Some("4k4/9/9/9/9/9/9/9/4K4 w G"));
    assert_eq!(o.rated, Some(false));
    let e = parse_command("open sfen").unwrap_err().to_string();
    assert!(e.contains("give the position after it"), "{e}");
}

use super::*;

#[test]
fn challenge_with_every_option() {
    let c = parse_command("challenge @bob handicap=2-piece side=random time=3d rated=no").unwrap();
    let Command::Table(TableCommand::Challenge(who, o)) = c else {
        panic!("{c:?}")
    };
    assert_eq!(who, Mention::Name("bob".into()));
    assert_eq!(o.handicap.as_deref(), Some("2-piece"));
    assert_eq!(o.side, Some(SideChoice::Random));
    assert_eq!(o.time_per_move, Some(3 * 86_400));
    assert_eq!(o.rated, Some(false));
    assert!(matches!(
        parse_command("challenge <@!123> level=3").unwrap(),
        Command::Table(TableCommand::Challenge(
            Mention::Id(crate::table::UserId(123)),
            ChallengeOptions { level: Some(3), .. }
        ))
    ));
}

#[test]
fn bad_options_say_what_is_accepted() {
    let e = parse_command("challenge @bob colour=red")
        .unwrap_err()
        .to_string();
    assert!(e.contains("side=sente|gote|random"), "{e}");
    let e = parse_command("challenge @bob time=3w")
        .unwrap_err()
        .to_string();
    assert!(e.contains("the unit is m, h or d"), "{e}");
    let e = parse_command("challenge bob").unwrap_err().to_string();
    assert!(e.contains("mention"), "{e}");
    let e = parse_command("join up").unwrap_err().to_string();
    assert!(e.contains("`south`, `west`, `north` or `east`"), "{e}");
}

#[test]
fn mistyped_commands_get_the_nearest_one() {
    let e = parse_command("resing").unwrap_err();
    assert_eq!(
        e,
        CommandError::Unknown {
            word: "resing".into(),
            nearest: Some("resign")
        }
    );
    assert!(e.to_string().contains("did you mean `resign`"));
    assert!(matches!(
        parse_command("leaderbord"),
        Err(CommandError::Unknown {
            nearest: Some("leaderboard"),
            ..
        })
    ));
    assert!(matches!(
        parse_command("xyzzy"),
        Err(CommandError::Unknown { nearest: None, .. })
    ));
}

#[test]
fn moves_alone_on_a_line_are_moves() {
    for m in [
        "7g7f",
        "76歩",
        "▲７六歩",
        "同　歩",
        "P-7f",
        "+7776FU",
        "P*5e",
        "G*5b",
    ] {
        assert_eq!(
            parse_command(m).unwrap(),
            Command::Table(TableCommand::Move(m.to_owned())),
            "{m}"
        );
    }
    assert_eq!(
        parse_command("move 7g7f").unwrap(),
        Command::Table(TableCommand::Move("7g7f".into()))
    );
}

#[test]
fn lobby_and_seats() {
    let Command::Table(TableCommand::Yonin(o)) =
        parse_command("yonin teams time=12h credit=last-mover").unwrap()
    else {
        panic!()
    };
    assert_eq!(o.time_per_move, Some(12 * 3600));
    assert_eq!(
        o.choices,
        vec![Choice::Teams(true), Choice::Credit(Credit::LastMover)]
    );
    assert_eq!(
        parse_command("join west").unwrap(),
        Command::Table(TableCommand::Join(Some(Seat::West)))
    );
    assert_eq!(
        parse_command("join").unwrap(),
        Command::Table(TableCommand::Join(None))
    );
}

/// The four-player switches have the rules' names; the lobby's older `first=` and the seat
/// letters still read, and a bad value is refused with the values it takes.
#[test]
fn lobby_switches_are_typed_under_the_rules_names() {
    let choices = |line: &str| match parse_command(line) {
        Ok(Command::Table(TableCommand::Yonin(o))) => Ok(o.choices),
        Ok(other) => panic!("{line}: {other:?}"),
        Err(e) => Err(e),
    };
    for line in [
        "yonin first-mover=west",
        "yonin FIRST=w",
        "yonin first-mover=West",
    ] {
        assert_eq!(
            choices(line),
            Ok(vec![Choice::FirstMover(Seat::West)]),
            "{line}"
        );
    }
    assert_eq!(
        choices("yonin teams=no partner-capture=forbidden continue-from=mover end=last-survivor"),
        Ok(vec![
            Choice::Teams(false),
            Choice::PartnerCapture(false),
            Choice::ContinueFrom(ContinueFrom::Mover),
            Choice::End(End::LastSurvivor),
        ])
    );
    let Err(CommandError::BadSetting(why)) = choices("yonin first-mover=up") else {
        panic!("a bad seat is refused when the line is read");
    };
    assert_eq!(
        why.en(),
        "`first-mover` takes south|west|north|east, not `up`"
    );
    assert!(matches!(
        choices("yonin colour=red"),
        Err(CommandError::BadOption {
            command: "yonin",
            ..
        })
    ));
}

#[test]
fn hostile_lines_are_refused_cleanly() {
    assert_eq!(parse_command("   "), Err(CommandError::Empty));
    let long = "a".repeat(100_000);
    assert_eq!(parse_command(&long), Err(CommandError::TooLong(100_000)));
}

#[test]
fn levels_and_times_are_refused_alike_wherever_they_are_given() {
    for line in [
        "challenge @shogiban level=9",
        "challenge @shogiban level=0",
        "add-computer level=6",
        "add-computer west level=x",
    ] {
        let e = parse_command(line).unwrap_err().to_string();
        assert!(e.starts_with("bad value for `level`"), "{line}: {e}");
        assert!(e.contains("levels go from 1 to 5"), "{line}: {e}");
    }
    assert!(matches!(
        parse_command("add-computer east level=5"),
        Ok(Command::Table(TableCommand::AddComputer(
            Some(Seat::East),
            Some(5)
        )))
    ));
    for line in ["challenge @bob time=3x", "yonin time=3x", "open time=0m"] {
        let e = parse_command(line).unwrap_err().to_string();
        assert!(e.starts_with("bad value for `time`"), "{line}: {e}");
    }
}

#[test]
fn edit_distance_counts_swaps_as_one() {
    assert_eq!(edit_distance("resing", "resign"), 1);
    assert_eq!(edit_distance("acept", "accept"), 1);
    assert_eq!(edit_distance("", "abc"), 3);
    assert_eq!(nearest_command("acept"), Some("accept"));
    assert_eq!(nearest_command("lead"), Some("leaderboard"));
}

#[test]
fn durations() {
    assert_eq!(parse_duration("30m"), Ok(1800));
    assert_eq!(parse_duration("12h"), Ok(43_200));
    // As a slash option may be typed.
    assert_eq!(parse_duration(" 12 H "), Ok(43_200));
    assert_eq!(parse_duration("3d"), Ok(259_200));
    assert!(parse_duration("0m").is_err());
    assert!(parse_duration("99999999999999999999d").is_err());
    assert!(parse_duration("31d").is_err());
    assert_eq!(format_duration(259_200), "3d");
    assert_eq!(format_duration(5400), "90m");
}

#[test]
fn settings_lines_are_typed_when_read_key_scope_and_value_checked() {
    use super::ServerCommand;
    use crate::table::settings::{Key, Scope, Setting, SettingsCommand};
    let settings = |line: &str| match parse_command(line) {
        Ok(Command::Server(ServerCommand::Settings(s))) => Ok(s),
        Ok(other) => panic!("{line}: {other:?}"),
        Err(e) => Err(e),
    };
    assert_eq!(settings("settings"), Ok(SettingsCommand::List));
    assert_eq!(
        settings("settings TIME"),
        Ok(SettingsCommand::Show(Key::Time))
    );
    // The value is typed when read: `24h` is a day.
    assert_eq!(
        settings("settings server time 24h"),
        Ok(SettingsCommand::Set {
            scope: Scope::Server,
            setting: Setting::Time(Some(86_400)),
        })
    );
    assert_eq!(
        settings("settings hints Default"),
        Ok(SettingsCommand::Reset {
            scope: Scope::Channel,
            key: Key::Hints
        })
    );
    assert_eq!(
        settings("settings server"),
        Err(CommandError::SettingsUsage)
    );
    assert_eq!(
        settings("settings server time"),
        Err(CommandError::SettingsUsage)
    );
    assert_eq!(
        settings("settings notaton western"),
        Err(CommandError::UnknownSetting {
            key: "notaton".into(),
            nearest: Some("notation")
        })
    );
    let Err(CommandError::BadSetting(why)) = settings("settings time soon") else {
        panic!("a bad value is refused when the line is read");
    };
    assert!(why.en().contains("soon"), "{}", why.en());
}

#[test]
fn language_lines_are_typed_when_read() {
    use super::{LanguageChoice, ServerCommand};
    use crate::i18n::Lang;
    let language = |line: &str| match parse_command(line) {
        Ok(Command::Server(ServerCommand::Language(c))) => Ok(c),
        Ok(other) => panic!("{line}: {other:?}"),
        Err(e) => Err(e),
    };
    assert_eq!(language("language"), Ok(LanguageChoice::Show));
    assert_eq!(language("language HI"), Ok(LanguageChoice::Set(Lang::Hi)));
    assert_eq!(language("lang default"), Ok(LanguageChoice::Default));
    let Err(CommandError::BadSetting(why)) = language("language klingon") else {
        panic!("an unknown language is refused when the line is read");
    };
    assert!(why.en().contains("klingon"), "{}", why.en());
}
