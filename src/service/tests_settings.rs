//! Settings through the service: who may change them, where values come from, what they change.

use super::*;
use crate::store::MemStore;
use crate::table::settings::{NotationShown, Orientation};
use crate::table::{Picture, UserId};
use crate::test_support::tid;
use crate::test_support::Names;

fn user(name: &str) -> Actor {
    let id = match name {
        "alice" => 1,
        "bob" => 2,
        "carol" => 3,
        "dave" => 4,
        _ => 9,
    };
    Actor {
        id: UserId(id),
        name: name.into(),
        moderator: false,
    }
}

fn moderator() -> Actor {
    Actor {
        id: UserId(100),
        name: "mod".into(),
        moderator: true,
    }
}

const T: Timestamp = Timestamp(5_000);
const HERE: &str = "g1/c1";
const THERE: &str = "g1/c2";

fn service() -> Service {
    Service::new(Arc::new(MemStore::new()))
}

fn say(s: &Service, id: &str, who: &Actor, line: &str) -> String {
    s.run_line(id, who, line, T, &Names)
        .unwrap_or_else(|e| panic!("{line}: {e}"))
        .iter()
        .map(|r| r.text.en())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A refusal: its message, with the stored settings and table unchanged.
fn refused(s: &Service, id: &str, who: &Actor, line: &str) -> String {
    let settings = s.settings(&tid(id)).unwrap();
    let table = s.table(&tid(id)).unwrap();
    let e = s
        .run_line(id, who, line, T, &Names)
        .expect_err(line)
        .to_string();
    assert_eq!(s.settings(&tid(id)).unwrap(), settings, "{line}");
    assert_eq!(s.table(&tid(id)).unwrap(), table, "{line}");
    e
}

#[test]
fn listing_shows_every_key_with_its_source() {
    let s = service();
    say(&s, HERE, &moderator(), "settings server time 3d");
    say(&s, HERE, &moderator(), "settings hints off");
    let list = say(&s, HERE, &user("alice"), "settings");
    for k in crate::table::settings::Key::ALL {
        assert!(
            list.contains(&format!("\n{} = ", k.name())),
            "{k}: {list}",
            k = k.name()
        );
    }
    assert!(list.contains("hints = off (channel)"), "{list}");
    assert!(list.contains("time = 3d (server)"), "{list}");
    assert!(list.contains("notation = both (default)"), "{list}");
    assert!(list.contains("edit-in-place = off (default)"), "{list}");
    let one = say(&s, HERE, &user("alice"), "settings orientation");
    assert!(
        one.contains("orientation = sente (default)") && one.contains("sente|mover"),
        "{one}"
    );
}

#[test]
fn only_moderators_change_settings_and_mistakes_are_explained() {
    let s = service();
    let e = refused(&s, HERE, &user("alice"), "settings hints off");
    assert!(e.contains("only moderators can change settings"), "{e}");
    let e = refused(&s, HERE, &moderator(), "settings hint off");
    assert!(
        e.contains("unknown setting `hint`: did you mean `hints`?"),
        "{e}"
    );
    let e = refused(&s, HERE, &moderator(), "settings impasse 25");
    assert!(e.contains("none|24|27"), "{e}");
    let e = refused(&s, HERE, &moderator(), "settings time forever");
    assert!(e.contains("30m, 12h, 3d"), "{e}");
    let e = refused(&s, HERE, &moderator(), "settings hints default");
    assert!(e.contains("no override"), "{e}");
    let e = refused(&s, HERE, &moderator(), "settings server");
    assert!(e.contains("needs a key and a value"), "{e}");
    assert_eq!(s.settings(&tid(HERE)).unwrap(), Settings::default());
}

#[test]
fn channel_overrides_win_over_the_server_and_can_be_removed() {
    let s = service();
    say(&s, HERE, &moderator(), "settings server notation western");
    say(&s, HERE, &moderator(), "settings notation japanese");
    assert_eq!(
        s.settings(&tid(HERE)).unwrap().notation,
        NotationShown::Japanese
    );
    assert_eq!(
        s.settings(&tid(THERE)).unwrap().notation,
        NotationShown::Western
    );
    assert_eq!(
        s.settings(&tid("g2/c1")).unwrap().notation,
        NotationShown::Both,
        "another server is untouched"
    );
    let r = say(&s, HERE, &moderator(), "settings notation default");
    assert!(r.contains("now western (server)"), "{r}");
    assert_eq!(
        s.settings(&tid(HERE)).unwrap().notation,
        NotationShown::Western
    );
}

#[test]
fn adapters_read_threads_and_edit_in_place() {
    let s = service();
    let d = s.settings(&tid(HERE)).unwrap();
    assert!(!d.game_threads && !d.edit_in_place);
    say(&s, HERE, &moderator(), "settings server threads on");
    say(&s, HERE, &moderator(), "settings edit-in-place on");
    let here = s.settings(&tid(HERE)).unwrap();
    assert!(here.game_threads && here.edit_in_place);
    let there = s.settings(&tid(THERE)).unwrap();
    assert!(there.game_threads && !there.edit_in_place);
}

#[test]
fn settings_change_what_tables_do() {
    let s = service();
    let m = moderator();
    for line in [
        "settings hints off",
        "settings notation western",
        "settings side gote",
        "settings time 12h",
        "settings move-limit 200",
        "settings impasse 27",
    ] {
        say(&s, HERE, &m, line);
    }
    say(&s, HERE, &user("alice"), "challenge @bob");
    say(&s, HERE, &user("bob"), "accept");
    let g = s
        .table(&tid(HERE))
        .unwrap()
        .game_as::<crate::rules::Game>()
        .cloned()
        .unwrap();
    assert_eq!(
        g.seats[crate::rules::Color::Gote].plain_name(),
        "alice",
        "the default side puts the challenger at gote"
    );
    assert_eq!(g.clock.per_move, Some(12 * 3600));
    assert_eq!(g.game().rules().move_limit, Some(200));
    assert_eq!(
        g.game().rules().impasse,
        Some(crate::rules::ImpasseRule::Declaration27)
    );
    let text = say(&s, HERE, &user("bob"), "7g7f");
    assert_eq!(text, "bob played P-7f. alice to move.");
    let e = refused(&s, HERE, &user("alice"), "hint 3c");
    assert!(e.contains("hints are turned off"), "{e}");
    // Elsewhere on the server the defaults still hold.
    say(&s, THERE, &user("alice"), "challenge @bob");
    say(&s, THERE, &user("bob"), "accept");
    let text = say(&s, THERE, &user("alice"), "7g7f");
    assert_eq!(text, "alice played ▲７六歩 (P-7f). bob to move.");
    assert!(say(&s, THERE, &user("bob"), "hint 3c").contains("3c can go to 3d"));
}

#[test]
fn four_player_lobbies_take_the_switch_defaults() {
    use crate::rules::yonin::{Credit, End};
    let s = service();
    say(&s, HERE, &moderator(), "settings server teams on");
    say(&s, HERE, &moderator(), "settings credit last-mover");
    say(&s, HERE, &moderator(), "settings server time 1d");
    say(&s, HERE, &user("alice"), "yonin");
    let lobby = s.table(&tid(HERE)).unwrap().lobby().cloned().unwrap();
    assert!(lobby.settings.teams && lobby.settings.credit == Credit::LastMover);
    assert_eq!(lobby.settings.end, End::SecondElimination);
    assert_eq!(lobby.time_per_move, Some(86_400));
    // A switch on the command wins over the default.
    say(&s, THERE, &user("alice"), "yonin credit=checker");
    let lobby = s.table(&tid(THERE)).unwrap().lobby().cloned().unwrap();
    assert!(lobby.settings.teams && lobby.settings.credit == Credit::Checker);
    // Off wins over the default's on, too.
    say(&s, "g1/c3", &user("alice"), "yonin teams=no");
    let lobby = s.table(&tid("g1/c3")).unwrap().lobby().cloned().unwrap();
    assert!(!lobby.settings.teams && lobby.settings.credit == Credit::Checker);
}

#[test]
fn orientation_mover_turns_the_board_when_gote_is_to_move() {
    let s = service();
    say(&s, HERE, &moderator(), "settings orientation mover");
    say(&s, HERE, &user("alice"), "challenge @bob");
    let r = s.run_line(HERE, &user("bob"), "accept", T, &Names).unwrap();
    let settings = s.settings(&tid(HERE)).unwrap();
    assert_eq!(settings.orientation, Orientation::Mover);
    let flipped = |r: &Reply| match &r.picture {
        Some(Picture::Two { flip, .. }) => *flip,
        other => panic!("a two-player picture, not {other:?}"),
    };
    // Sente to move: the board as usual.
    assert!(!flipped(&r[0]));
    // Gote to move: drawn from gote's side.
    let r = s.run_line(HERE, &user("alice"), "7g7f", T, &Names).unwrap();
    assert!(flipped(&r[0]));
    let r = s.run_line(HERE, &user("bob"), "3c3d", T, &Names).unwrap();
    assert!(!flipped(&r[0]));
}

#[test]
fn a_corrupt_settings_record_is_quarantined_with_a_notice() {
    let s = service();
    s.put_raw_settings(&tid(HERE), true, b"{\"schema\":1,\"values\":7}".to_vec())
        .unwrap();
    assert_eq!(s.settings(&tid(HERE)).unwrap(), Settings::default());
    let r = say(&s, HERE, &user("alice"), "challenge @bob");
    assert!(
        r.contains("saved settings (server/g1) could not be read"),
        "{r}"
    );
    assert!(r.contains("alice challenges bob"), "{r}");
    let q = s.quarantined().unwrap();
    assert_eq!(q.len(), 1);
    assert_eq!(q[0].1, b"{\"schema\":1,\"values\":7}");
    // Once set aside, no more notices, and settings can be set again.
    let r = say(&s, HERE, &moderator(), "settings server hints off");
    assert!(!r.contains("could not be read"), "{r}");
    assert!(!s.settings(&tid(THERE)).unwrap().hints);
}

#[test]
fn help_explains_settings_and_the_computer() {
    let s = service();
    let text = say(&s, HERE, &user("alice"), "help settings");
    assert!(text.contains("settings server KEY VALUE"), "{text}");
    assert!(
        text.contains("edit-in-place") && text.contains("computer-level"),
        "{text}"
    );
    let text = say(&s, HERE, &user("alice"), "help computer");
    assert!(text.contains("challenge @shogiban level=1-5"), "{text}");
}
