use super::*;
use crate::i18n::Lang;
use crate::rules::{yonin, Game, Move, Seat};
use crate::table::command::{Mention, TableCommand};
use crate::table::*;
use crate::test_support::Lines;
use crate::test_support::{actor, Names};
use std::collections::HashSet;

// ----- the option lists, over rules positions -----------------------------------------------

/// Every move the two steps offer in `board`, checked as Discord will show them: each list holds
/// 1–25 options, step 1 at most five lists and step 2 at most four (a row stays for Back), values
/// unique, every label and note 1–100 characters in every language.
fn offered<B: PickBoard>(board: &B, notation: NotationShown) -> Vec<Move> {
    let pieces = piece_lists(board, notation);
    assert!(
        pieces.len() <= MAX_LISTS + 1,
        "{} piece lists",
        pieces.len()
    );
    let mut values = HashSet::new();
    let mut moves = Vec::new();
    for list in &pieces {
        check_list(list);
        for piece in &list.options {
            assert!(values.insert(piece.value.clone()), "{} twice", piece.value);
            let origin = parse_origin(&piece.value).expect("a piece value reads back");
            assert_eq!(origin_value(origin), piece.value);
            let lists = move_lists(board, origin, notation);
            assert!(
                !lists.is_empty(),
                "{} is offered but has no move",
                piece.value
            );
            assert!(lists.len() <= MAX_LISTS, "{} move lists", lists.len());
            for l in &lists {
                check_list(l);
                for c in &l.options {
                    let m = Move::parse_usi(&c.value).expect("a move value is USI");
                    assert_eq!(m.to_usi(), c.value);
                    assert_eq!(origin_of(m), origin, "{} under {}", c.value, piece.value);
                    moves.push(m);
                }
            }
        }
    }
    moves
}

fn check_list(list: &OptionList) {
    assert!(
        (1..=MAX_OPTIONS).contains(&list.options.len()),
        "{} options",
        list.options.len()
    );
    let mut seen = HashSet::new();
    for c in &list.options {
        assert!(seen.insert(&c.value), "value {} twice in a list", c.value);
        assert!((1..=100).contains(&c.value.chars().count()));
        for lang in Lang::ALL {
            let texts = [Some(&c.label), c.note.as_ref(), Some(&list.title)];
            for text in texts.into_iter().flatten() {
                let t = text.to_string_in(lang);
                assert!((1..=100).contains(&t.chars().count()), "{lang}: {t}");
                assert!(!t.contains("picker-"), "{lang}: {t}");
            }
        }
    }
}

/// The offered moves are exactly the legal ones, each once.
fn assert_exactly_legal(offered: &[Move], legal: &[Move], at: &str) {
    let unique: HashSet<Move> = offered.iter().copied().collect();
    assert_eq!(unique.len(), offered.len(), "a move offered twice at {at}");
    let legal: HashSet<Move> = legal.iter().copied().collect();
    let missing: Vec<_> = legal.difference(&unique).collect();
    let illegal: Vec<_> = unique.difference(&legal).collect();
    assert!(
        missing.is_empty() && illegal.is_empty(),
        "at {at}: missing {missing:?}, illegal {illegal:?}"
    );
}

const NOTATIONS: [NotationShown; 3] = [
    NotationShown::Japanese,
    NotationShown::Western,
    NotationShown::Both,
];

#[test]
fn every_legal_two_player_move_is_offered_exactly_once_along_random_games() {
    let mut rng = fastrand::Rng::with_seed(24);
    let mut positions = 0;
    for g in 0..12 {
        let start = if g % 4 == 3 {
            crate::rules::handicap::parse_position("bishop").expect("a handicap")
        } else {
            Position::startpos()
        };
        let mut game = Game::new(start, crate::rules::GameRules::default());
        for _ in 0..120 {
            let pos = game.position().clone();
            let legal = pos.legal();
            let notation = NOTATIONS[positions % 3];
            assert_exactly_legal(&offered(&pos, notation), &legal, &pos.to_sfen());
            positions += 1;
            if legal.is_empty() || game.is_over() {
                break;
            }
            let m = legal[rng.usize(..legal.len())];
            if game.play(m).expect("legal").is_some() {
                break;
            }
        }
    }
    assert!(positions > 1000, "{positions} positions");
}

#[test]
fn positions_with_many_drops_and_promotions_fit_in_discord_and_miss_nothing() {
    for sfen in [
        // A gold in hand onto 79 empty squares: four lists of whole files.
        "4k4/9/9/9/9/9/9/9/4K4 b G 1",
        // Every piece kind in hand, few on the board.
        "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLP 1",
        // Rooks and bishops that may promote or not, and pieces to take.
        "l3k3l/1r5b1/p1pp1pp1p/9/9/9/P1PP1PP1P/1B5R1/L3K3L b Pp 1",
        // Sente holds nearly everything: many pieces on the board and in hand.
        "4k4/9/9/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b RB2G2S2N2L9P 1",
        // Gote to move, with drops and promotions of its own.
        "lnsgk1snl/6g2/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w Rb 1",
    ] {
        let pos = Position::from_sfen(sfen).expect(sfen);
        for notation in NOTATIONS {
            assert_exactly_legal(&offered(&pos, notation), &pos.legal(), sfen);
        }
    }
    let pos = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b G 1").unwrap();
    let lists = move_lists(&pos, HintOrigin::Hand(Role::Gold), NotationShown::Western);
    let titles: Vec<String> = lists.iter().map(|l| l.title.en()).collect();
    assert_eq!(
        titles,
        [
            "Squares on files 9–8",
            "Squares on files 7–5",
            "Squares on files 4–3",
            "Squares on files 2–1"
        ]
    );
    let first: Vec<&str> = lists[0].options.iter().map(|c| c.value.as_str()).collect();
    assert_eq!(first[..3], ["G*9a", "G*9b", "G*9c"]);
}

#[test]
fn a_promotion_choice_is_two_options_with_their_words() {
    // The silver on 4d enters the camp on 5c, 4c and 3c, promoting or not.
    let pos = Position::from_sfen("4k4/9/9/5S3/9/9/9/9/4K4 b - 1").unwrap();
    let lists = move_lists(
        &pos,
        HintOrigin::Square(Square::parse_usi("4d").unwrap()),
        NotationShown::Both,
    );
    let options: Vec<(String, String, String)> = lists[0]
        .options
        .iter()
        .map(|c| {
            (
                c.value.clone(),
                c.label.en(),
                c.note.as_ref().map(Msg::en).unwrap_or_default(),
            )
        })
        .collect();
    let find = |v: &str| {
        options
            .iter()
            .find(|o| o.0 == v)
            .unwrap_or_else(|| panic!("{v} in {options:?}"))
            .clone()
    };
    assert_eq!(
        find("4d4c+"),
        ("4d4c+".into(), "４三銀成 (S-4c+)".into(), "promotes".into())
    );
    assert_eq!(
        find("4d4c"),
        (
            "4d4c".into(),
            "４三銀不成 (S-4c=)".into(),
            "stays unpromoted".into()
        )
    );
    // Out of the camp's reach: one option, no words.
    assert_eq!(find("4d5e").2, "");
    // Labels follow the table's notation and the reader's language.
    let lists = piece_lists(&pos, NotationShown::Japanese);
    let values: Vec<&str> = lists[0].options.iter().map(|c| c.value.as_str()).collect();
    assert_eq!(values, ["5i", "4d"], "by file, 9 to 1");
    let silver = &lists[0].options[1];
    assert_eq!(silver.label.to_string_in(Lang::Ja), "銀 ４四");
    let western = piece_lists(&pos, NotationShown::Western);
    assert_eq!(western[0].options[1].label.en(), "silver on 4d");
    let hand = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b B 1").unwrap();
    let lists = piece_lists(&hand, NotationShown::Japanese);
    let bishop = lists.last().unwrap().options.last().unwrap();
    assert_eq!(bishop.value, "B*");
    assert_eq!(bishop.label.to_string_in(Lang::Ja), "持ち駒の角");
    assert_eq!(bishop.label.en(), "bishop in hand");
    // A capture says what it takes.
    let takes = Position::from_sfen("4k4/9/4g4/4R4/9/9/9/9/4K4 b - 1").unwrap();
    let lists = move_lists(
        &takes,
        HintOrigin::Square(Square::parse_usi("5d").unwrap()),
        NotationShown::Western,
    );
    let note = |v: &str| {
        lists[0]
            .options
            .iter()
            .find(|c| c.value == v)
            .and_then(|c| c.note.as_ref())
            .map(Msg::en)
    };
    assert_eq!(
        note("5d5c+").as_deref(),
        Some("takes the gold and promotes")
    );
    assert_eq!(
        note("5d5c").as_deref(),
        Some("takes the gold, stays unpromoted")
    );
}

#[test]
fn every_legal_four_player_action_is_offered_exactly_once_along_random_games() {
    let mut rng = fastrand::Rng::with_seed(4);
    let mut positions = 0;
    for _ in 0..4 {
        let mut game = yonin::Game::new(yonin::Settings::default());
        for _ in 0..150 {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let notation = NOTATIONS[positions % 3];
            assert_exactly_legal(&offered(&game, notation), &legal, &format!("{positions}"));
            positions += 1;
            let m = legal[rng.usize(..legal.len())];
            game.play(m).expect("legal");
            if game.is_over() {
                break;
            }
        }
    }
    assert!(positions > 300, "{positions} positions");
}

// ----- the ids --------------------------------------------------------------------------------

#[test]
fn ids_read_back_and_fit_with_the_longest_table_and_numbers() {
    let at = Stamp {
        game: GameRef {
            four: true,
            number: u32::MAX,
        },
        ply: u32::MAX,
        check: 0xdead_beef,
    };
    let table = TableId::guild(u64::MAX, u64::MAX);
    for pick in [
        Pick::Open(at.game),
        Pick::Open(GameRef {
            four: false,
            number: 0,
        }),
        Pick::Piece {
            table: table.clone(),
            at,
            list: 4,
        },
        Pick::Square {
            table: table.clone(),
            at,
            list: 3,
        },
        Pick::Back {
            table: TableId::direct(7),
            at,
        },
    ] {
        let id = pick.to_id();
        assert!(id.len() <= MAX_ID, "{id}: {} characters", id.len());
        assert_eq!(Pick::parse(&id), Some(pick), "{id}");
    }
    let id = Pick::Piece {
        table: TableId::guild(1, 2),
        at: Stamp {
            game: GameRef {
                four: false,
                number: 3,
            },
            ply: 41,
            check: 0x0a1b_2c3d,
        },
        list: 0,
    }
    .to_id();
    assert_eq!(id, "pkp0 1/2 2.3.41.0a1b2c3d");
}

#[test]
fn forged_ids_read_as_nothing() {
    for forged in [
        "",
        "pm",
        "pm 3.1",
        "pm 2.01",
        "pm 2.-1",
        "pm 2.1 x",
        "pm 2.99999999999",
        "pkp0 1/2 2.3.41",
        "pkp0 1/2 2.3.41.0a1b2c3",
        "pkp0 1/2 2.3.41.0a1b2c3g",
        "pkp0 1/2 2.3.41.+a1b2c3d",
        "pkp9 1/2 2.3.41.0a1b2c3d",
        "pkp 1/2 2.3.41.0a1b2c3d",
        "pkp00 1/2 2.3.41.0a1b2c3d",
        "pkx0 1/2 2.3.41.0a1b2c3d",
        "pkb  1/2 2.3.41.0a1b2c3d",
        "pkb 1/2 2.3.41.0a1b2c3d extra",
        "pkb 2.3.41.0a1b2c3d",
        "accept <@1>",
    ] {
        assert_eq!(Pick::parse(forged), None, "{forged:?}");
    }
    for bad in ["7g7f", "B", "b*", "K*", "+P*", "7j", "7G", "P*5e", "10a"] {
        assert_eq!(parse_origin(bad), None, "{bad}");
    }
}

// ----- at a table -----------------------------------------------------------------------------

const T0: Timestamp = Timestamp(1_000_000);

fn line(t: &mut Table, who: &str, text: &str) -> Vec<Reply> {
    t.handle_line(&actor(who), text, T0, &Names)
        .unwrap_or_else(|e| panic!("{who}: {text}: {e}"))
}

fn two_started() -> Table {
    let mut t = Table::default();
    line(&mut t, "alice", "challenge @bob side=sente");
    line(&mut t, "bob", "accept");
    t
}

fn picked(t: &mut Table, who: &str, usi: &str, at: Stamp) -> Result<Vec<Reply>, TableError> {
    let ctx = Context::new(&Names);
    t.handle(&actor(who), TableCommand::MoveAt(usi.into(), at), T0, &ctx)
        .map(|h| h.replies)
}

#[test]
fn the_three_steps_play_a_move_and_a_stale_or_foreign_pick_changes_nothing() {
    let mut t = two_started();
    let s = Settings::default();
    let game = t.movable_game().expect("a person to move");
    let alice = UserId(1);
    let bob = UserId(2);
    // Anyone but the mover is told whose turn it is.
    assert_eq!(
        pick_piece(&t, bob, game, &s, T0).unwrap_err(),
        TableError::NotYourTurn {
            to_move: Msg::raw("alice")
        }
    );
    assert_eq!(
        pick_piece(&t, UserId(3), game, &s, T0).unwrap_err(),
        TableError::NotYourTurn {
            to_move: Msg::raw("alice")
        }
    );
    let step1 = pick_piece(&t, alice, game, &s, T0).unwrap();
    assert_eq!(step1.mover, "alice");
    let values: Vec<&str> = step1.lists[0]
        .options
        .iter()
        .map(|c| c.value.as_str())
        .collect();
    assert!(
        values.contains(&"7g") && values.contains(&"5i"),
        "{values:?}"
    );
    let step2 = pick_square(&t, alice, step1.at, "7g", &s, T0).unwrap();
    assert_eq!(step2.piece.en(), "pawn on ７七 (7g)");
    assert_eq!(step2.lists[0].options[0].value, "7g7f");
    // The picture is sente's, with 7g's destination marked.
    let Some(Picture::Two { view, flip, .. }) = &step2.picture else {
        panic!("a two-player picture")
    };
    assert!(!flip);
    let hint = view.hint.expect("a hint");
    assert_eq!(
        hint.origin,
        HintOrigin::Square(Square::parse_usi("7g").unwrap())
    );
    assert!(hint.targets.contains(Square::parse_usi("7f").unwrap()));
    // A piece that is not one of step 1's, or a forged one.
    for bad in ["5e", "8h", "P*", "xx"] {
        assert_eq!(
            pick_square(&t, alice, step1.at, bad, &s, T0).unwrap_err(),
            TableError::PositionChanged,
            "{bad}"
        );
    }
    // bob may not play alice's pick, even with the right stamp.
    let before = t.clone();
    assert!(matches!(
        picked(&mut t, "bob", "7g7f", step1.at),
        Err(TableError::NotYourTurn { .. })
    ));
    assert_eq!(t, before);
    let replies = picked(&mut t, "alice", "7g7f", step1.at).unwrap();
    assert!(replies[0].text.en().contains("alice played"));
    assert!(replies[0].offers.contains(&Offer::Move(game)));
    // The same pick again: the position has changed.
    let before = t.clone();
    assert_eq!(
        picked(&mut t, "alice", "7g7f", step1.at).unwrap_err(),
        TableError::PositionChanged
    );
    assert_eq!(
        pick_square(&t, alice, step1.at, "7g", &s, T0).unwrap_err(),
        TableError::PositionChanged
    );
    assert_eq!(
        pick_again(&t, alice, step1.at, &s, T0).unwrap_err(),
        TableError::PositionChanged
    );
    assert_eq!(t, before);
    // Gote's picker is drawn from gote's side.
    let step1 = pick_piece(&t, bob, game, &s, T0).unwrap();
    assert!(matches!(
        step1.picture,
        Some(Picture::Two { flip: true, .. })
    ));
    assert_eq!(step1.at.ply, 1);
}

#[test]
fn a_takeback_back_to_the_same_ply_makes_an_older_picker_stale() {
    let mut t = two_started();
    let s = Settings::default();
    let game = t.movable_game().unwrap();
    line(&mut t, "alice", "7g7f");
    line(&mut t, "bob", "3c3d");
    let old = pick_piece(&t, UserId(1), game, &s, T0).unwrap().at;
    // alice takes back her move and bob's answer; the game goes on otherwise, back to ply 2.
    line(&mut t, "alice", "takeback");
    line(&mut t, "bob", "takeback");
    line(&mut t, "alice", "2g2f");
    line(&mut t, "bob", "8c8d");
    let now = pick_piece(&t, UserId(1), game, &s, T0).unwrap().at;
    assert_eq!((now.game, now.ply), (old.game, old.ply));
    assert_ne!(now, old, "another position at the same ply");
    let before = t.clone();
    assert_eq!(
        picked(&mut t, "alice", "2f2e", old).unwrap_err(),
        TableError::PositionChanged
    );
    assert_eq!(t, before);
    picked(&mut t, "alice", "2f2e", now).unwrap();
}

#[test]
fn the_move_button_is_offered_only_to_people_and_only_while_the_game_is_in_play() {
    let mut t = two_started();
    let r = line(&mut t, "alice", "board");
    let game = t.movable_game().unwrap();
    assert_eq!(r[0].offers, vec![Offer::Move(game)]);
    // A reply without the board has no button.
    let r = line(&mut t, "bob", "help");
    assert!(r[0].offers.is_empty());
    let r = line(&mut t, "alice", "resign");
    assert!(r[0].picture.is_some() && r[0].offers.is_empty());
    assert_eq!(t.movable_game(), None);
    assert_eq!(
        pick_piece(&t, UserId(1), game, &Settings::default(), T0).unwrap_err(),
        TableError::NoGame
    );
    // Against the computer: the person to move gets the button, never the computer.
    let mut t = Table::default();
    let bot = Player {
        id: UserId(99),
        name: "shogiban".into(),
    };
    struct WithBot(Player);
    impl Directory for WithBot {
        fn resolve(&self, mention: &Mention) -> Option<Player> {
            (mention.name() == Some("shogiban"))
                .then(|| self.0.clone())
                .or_else(|| Names.resolve(mention))
        }
        fn computer(&self) -> Option<Player> {
            Some(self.0.clone())
        }
    }
    let dir = WithBot(bot);
    let r = t
        .handle_line(
            &actor("alice"),
            "challenge @shogiban level=1 side=gote",
            T0,
            &dir,
        )
        .unwrap();
    let game = t.movable_game().expect("alice to move after the computer");
    assert!(r.iter().any(|r| r.offers.contains(&Offer::Move(game))));
    let picker = pick_piece(&t, UserId(1), game, &Settings::default(), T0).unwrap();
    assert_eq!(picker.mover, "alice");
    assert_eq!(
        pick_piece(&t, UserId(99), game, &Settings::default(), T0).unwrap_err(),
        TableError::NotYourTurn {
            to_move: Msg::raw("alice")
        }
    );
}

#[test]
fn a_four_player_picker_is_seen_from_the_movers_seat_and_plays_through_the_table() {
    let mut t = Table::default();
    line(&mut t, "alice", "yonin");
    line(&mut t, "bob", "join");
    line(&mut t, "carol", "join");
    line(&mut t, "dave", "join");
    line(&mut t, "alice", "start");
    line(&mut t, "alice", "5g5f");
    let s = Settings::default();
    let game = t.movable_game().expect("a person to move");
    assert!(game.four);
    // bob sits west and is to move.
    assert!(matches!(
        pick_piece(&t, UserId(1), game, &s, T0),
        Err(TableError::NotYourTurn { to_move }) if to_move == Msg::raw("bob")
    ));
    let step1 = pick_piece(&t, UserId(2), game, &s, T0).unwrap();
    assert_eq!(step1.at.ply, 1);
    assert!(matches!(
        step1.picture,
        Some(Picture::Four {
            bottom: Some(Seat::West),
            ..
        })
    ));
    let piece = step1.lists[0].options[0].value.clone();
    let step2 = pick_square(&t, UserId(2), step1.at, &piece, &s, T0).unwrap();
    let usi = step2.lists[0].options[0].value.clone();
    let replies = picked(&mut t, "bob", &usi, step1.at).unwrap();
    let text = replies[0].text.en();
    assert!(text.contains("bob (west) played"), "{text}");
    let last = t
        .game_as::<crate::rules::yonin::Game>()
        .unwrap()
        .moves()
        .last()
        .copied();
    assert_eq!(last.map(Move::to_usi), Some(usi.clone()));
    assert_eq!(
        picked(&mut t, "carol", &usi, step1.at).unwrap_err(),
        TableError::PositionChanged
    );
}

#[test]
fn help_moves_names_the_move_button_in_every_language() {
    for lang in Lang::ALL {
        let help = crate::table::help::help(Some("moves")).to_string_in(lang);
        let button = msg!("discord-button-move").to_string_in(lang);
        assert!(
            help.contains(&format!("**{button}**")),
            "{lang}: `{button}` not in {help}"
        );
        // The refusal of a stale picker names the same button.
        let refusal = crate::table::refusal(&TableError::PositionChanged).to_string_in(lang);
        assert!(refusal.contains(&button), "{lang}: {refusal}");
    }
}

/// The picker's steps at the table's game in play (none after the end).
fn pick_piece(
    t: &Table,
    actor: UserId,
    game: GameRef,
    s: &Settings,
    now: Timestamp,
) -> Result<PiecePicker, TableError> {
    t.in_play()
        .ok_or(TableError::NoGame)?
        .pick_piece(actor, game, s, now)
}

fn pick_again(
    t: &Table,
    actor: UserId,
    at: Stamp,
    s: &Settings,
    now: Timestamp,
) -> Result<PiecePicker, TableError> {
    t.in_play()
        .ok_or(TableError::NoGame)?
        .pick_again(actor, at, s, now)
}

fn pick_square(
    t: &Table,
    actor: UserId,
    at: Stamp,
    piece: &str,
    s: &Settings,
    now: Timestamp,
) -> Result<SquarePicker, TableError> {
    t.in_play()
        .ok_or(TableError::NoGame)?
        .pick_square(actor, at, piece, s, now)
}
