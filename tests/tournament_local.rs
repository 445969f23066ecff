//! Whole tournaments in local mode (`shogiban local`), played through with moves and
//! resignations at each game's own channel: a 4-player round robin, a 7-player 3-round Swiss with
//! a bye, and an 8-player four-player event of 2 rounds. The bot is run again for every round
//! over the same data folder, so every round also survives a restart.
//!
//! The results are chosen by the test; the expected standings (points, tie-break, games played)
//! are computed here from those results by the rules' definitions, independently of the bot's
//! standings code, and compared with what the bot prints.

#[path = "support/local.rs"]
mod local_support;
#[path = "support/scratch.rs"]
mod scratch;

use std::collections::{BTreeMap, BTreeSet};

/// One tournament in a channel, run batch after batch over one data folder.
struct Event {
    dir: scratch::Scratch,
    channel: &'static str,
    /// Everything printed so far.
    out: String,
}

/// A game of a round as announced: its board, its channel and its players (for two players,
/// sente first; for four, South, West, North, East).
#[derive(Clone, Debug)]
struct Pairing {
    table: String,
    players: Vec<String>,
}

/// A standings row as printed: name → (place, points, tie-break, games).
type Standings = BTreeMap<String, (u32, String, String, u32)>;

impl Event {
    fn new(name: &str, channel: &'static str) -> Event {
        Event {
            dir: scratch::Scratch::new("tournament", name),
            channel,
            out: String::new(),
        }
    }

    /// Runs `lines` (each `NAME: COMMAND`, or `#CHANNEL NAME: COMMAND`) in a new run of the bot.
    fn run(&mut self, lines: &[String]) -> String {
        let script = lines.join("\n") + "\n";
        let out = local_support::local_with(&self.dir, &[], &script);
        assert!(!out.contains("panicked"), "{out}");
        self.out.push_str(&out);
        out
    }

    /// `NAME: COMMAND` at the tournament's channel.
    fn at(&self, name: &str, command: &str) -> String {
        format!("#{} {name}: {command}", self.channel)
    }

    /// The pairings of round `round`, from the announcement in `out`.
    fn pairings(out: &str, round: u32) -> Vec<Pairing> {
        let head = format!("Round {round} of ");
        let start = out
            .find(&head)
            .unwrap_or_else(|| panic!("round {round} was announced:\n{out}"));
        out[start..]
            .lines()
            .skip(1)
            .take_while(|l| l.starts_with("Board ") || l.ends_with("has a bye this round."))
            .filter(|l| l.starts_with("Board "))
            // A game decided without play (`…, not played: …`) has no channel.
            .filter_map(|l| {
                let (_, rest) = l.split_once(": ").unwrap();
                let (who, table) = rest.rsplit_once(" at #")?;
                Some(Pairing {
                    table: table.trim_end_matches('.').to_owned(),
                    // Two players as `sente vs gote`, four as a list of names at seats.
                    players: who
                        .replace(" vs ", ", ")
                        .split(", ")
                        .map(|p| p.split(" (").next().unwrap().to_owned())
                        .collect(),
                })
            })
            .collect()
    }

    /// Who has the bye of round `round`, if anyone.
    fn bye(out: &str, round: u32) -> Option<String> {
        let start = out.find(&format!("Round {round} of "))?;
        out[start..]
            .lines()
            .skip(1)
            .take_while(|l| l.starts_with("Board ") || l.ends_with("has a bye this round."))
            .find_map(|l| l.strip_suffix(" has a bye this round."))
            .map(str::to_owned)
    }

    /// The final standings printed when the last round ended.
    fn final_standings(&self) -> Standings {
        let start = self
            .out
            .find("Final standings:")
            .unwrap_or_else(|| panic!("the tournament ended:\n{}", self.out));
        rows(&self.out[start..])
    }
}

/// Standings rows (`1. alice: 3, 4.5, 3`) from the start of `text`.
fn rows(text: &str) -> Standings {
    text.lines()
        .skip(1)
        .map_while(|l| {
            let (place, rest) = l.split_once(". ")?;
            let place: u32 = place.parse().ok()?;
            let (name, nums) = rest.split_once(": ")?;
            let nums: Vec<&str> = nums.split(", ").collect();
            let [points, tb, games] = nums.as_slice() else {
                return None;
            };
            Some((
                name.to_owned(),
                (
                    place,
                    points.to_string(),
                    tb.to_string(),
                    games.parse().ok()?,
                ),
            ))
        })
        .collect()
}

/// A score written as the bot writes it (`2`, `2.5`).
fn score(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{}", x as i64)
    } else {
        format!("{x:.1}")
    }
}

/// Places from scores, best first, equal (points, tie-break) sharing a place.
fn places(scores: &BTreeMap<String, (f64, f64)>) -> BTreeMap<String, u32> {
    let mut order: Vec<(&String, (f64, f64))> = scores.iter().map(|(n, s)| (n, *s)).collect();
    order.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap());
    let mut out = BTreeMap::new();
    for (i, (name, s)) in order.iter().enumerate() {
        let place = match i {
            0 => 1,
            _ if order[i - 1].1 == *s => out[order[i - 1].0],
            _ => i as u32 + 1,
        };
        out.insert((*name).clone(), place);
    }
    out
}

/// Plays a two-player game at its channel: two moves, then the loser resigns.
fn two_player_game(p: &Pairing, winner: &str) -> Vec<String> {
    let (sente, gote) = (&p.players[0], &p.players[1]);
    let loser = if winner == sente { gote } else { sente };
    vec![
        format!("#{} {sente}: 7g7f", p.table),
        format!("#{} {gote}: 3c3d", p.table),
        format!("#{} {loser}: resign", p.table),
    ]
}

/// The strength order of the test: the earlier wins, except in the upsets listed.
fn winner<'a>(a: &'a str, b: &'a str, order: &[&str], upsets: &[(&str, &str)]) -> &'a str {
    if upsets.iter().any(|&(w, l)| (w, l) == (a, b)) {
        return a;
    }
    if upsets.iter().any(|&(w, l)| (w, l) == (b, a)) {
        return b;
    }
    let rank = |n: &str| order.iter().position(|&o| o == n).unwrap();
    if rank(a) < rank(b) {
        a
    } else {
        b
    }
}

#[test]
fn a_four_player_round_robin_is_played_through_with_sonneborn_berger() {
    let names = ["alice", "bob", "carol", "dave"];
    let mut e = Event::new("rr", "club");
    let mut opening = vec![e.at("alice", "tournament new round-robin name=Club Cup")];
    for n in &names[1..] {
        opening.push(e.at(n, "tournament join"));
    }
    // Refusals on the way: joining twice, a start by someone who is not the organiser.
    opening.push(e.at("bob", "tournament join"));
    opening.push(e.at("bob", "tournament start"));
    opening.push(e.at("alice", "tournament start"));
    let mut out = e.run(&opening);
    assert!(
        out.contains("! bob: you are already in the tournament"),
        "{out}"
    );
    assert!(
        out.contains(
            "! bob: only alice, who organises the tournament, or a moderator can start it"
        ),
        "{out}"
    );
    assert!(
        out.contains("Play begins in “Club Cup”: 4 players, 3 rounds."),
        "{out}"
    );
    // Results: the order alice > bob > carol > dave, except that dave beats alice.
    let order = ["alice", "bob", "carol", "dave"];
    let upsets = [("dave", "alice")];
    let mut points: BTreeMap<String, f64> = names.iter().map(|n| (n.to_string(), 0.0)).collect();
    let mut beaten: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut met = BTreeSet::new();
    let mut colours: BTreeMap<String, i32> = BTreeMap::new();
    for round in 1..=3 {
        let pairings = Event::pairings(&out, round);
        assert_eq!(pairings.len(), 2, "round {round}: {pairings:?}");
        let mut lines = Vec::new();
        for p in &pairings {
            let (a, b) = (&p.players[0], &p.players[1]);
            assert!(
                met.insert(BTreeSet::from([a.clone(), b.clone()])),
                "{a} and {b} met twice"
            );
            *colours.entry(a.clone()).or_default() += 1;
            *colours.entry(b.clone()).or_default() -= 1;
            let w = winner(a, b, &order, &upsets).to_owned();
            let l = if &w == a { b.clone() } else { a.clone() };
            *points.get_mut(&w).unwrap() += 1.0;
            beaten.entry(w.clone()).or_default().push(l);
            lines.extend(two_player_game(p, &w));
        }
        if round == 3 {
            lines.push(e.at("carol", "tournament standings"));
            lines.push(e.at("carol", "tournament list"));
        }
        out = e.run(&lines);
        if round < 3 {
            assert!(
                out.contains(&format!("Round {round} of “Club Cup” is over.")),
                "{out}"
            );
        }
    }
    // Everyone met everyone once, and colours are balanced (two of one, one of the other).
    assert_eq!(met.len(), 6);
    assert!(colours.values().all(|c| c.abs() == 1), "{colours:?}");
    // Sonneborn–Berger: the final points of each opponent beaten.
    let expected: BTreeMap<String, (f64, f64)> = names
        .iter()
        .map(|n| {
            let sb = beaten
                .get(*n)
                .map_or(0.0, |b| b.iter().map(|o| points[o]).sum());
            (n.to_string(), (points[*n], sb))
        })
        .collect();
    let places = places(&expected);
    let shown = e.final_standings();
    assert_eq!(shown.len(), 4, "{}", e.out);
    for (name, (pts, sb)) in &expected {
        assert_eq!(
            shown[name],
            (places[name], score(*pts), score(*sb), 3),
            "{name} in\n{}",
            e.out
        );
    }
    // The standings asked for afterwards are the same, and the list keeps the past event.
    assert!(
        out.contains("Standings of “Club Cup” after 3 rounds"),
        "{out}"
    );
    assert!(out.contains("1. “Club Cup”: over, won by"), "{out}");
    // The final standings and the standings asked for come with their picture (the cross-table).
    for head in ["Final standings:", "Standings of “Club Cup” after 3 rounds"] {
        let at = e.out.rfind(head).unwrap();
        let image = e.out[at..]
            .lines()
            .find_map(|l| l.strip_prefix("image: "))
            .unwrap_or_else(|| panic!("a picture after {head}:\n{}", e.out));
        let png = std::fs::read(image).unwrap();
        assert_eq!(&png[1..4], b"PNG", "{image}");
    }
}

#[test]
fn a_seven_player_swiss_of_three_rounds_gives_one_bye_each_and_buchholz() {
    let names = ["alice", "bob", "carol", "dave", "erin", "frank", "grace"];
    let mut e = Event::new("swiss", "open");
    let mut opening = vec![e.at("alice", "tournament new swiss rounds=3 time=1d")];
    for (i, n) in names[1..].iter().enumerate() {
        opening.push(e.at(n, "tournament join"));
        if i == 1 {
            // Three entrants are too few for a Swiss tournament.
            opening.push(e.at("alice", "tournament start"));
        }
    }
    opening.push(e.at("alice", "tournament start"));
    let mut out = e.run(&opening);
    assert!(
        out.contains(
            "! alice: a Swiss tournament needs at least 4 players to start; 3 have joined"
        ),
        "{out}"
    );
    assert!(out.contains("7 players, 3 rounds"), "{out}");
    let order = names;
    let upsets = [("grace", "alice"), ("frank", "bob")];
    let mut points: BTreeMap<String, f64> = names.iter().map(|n| (n.to_string(), 0.0)).collect();
    // Per player, what each round was: an opponent, or a bye.
    let mut rounds: BTreeMap<String, Vec<Option<String>>> = BTreeMap::new();
    let mut byes = BTreeSet::new();
    let mut met = BTreeSet::new();
    for round in 1..=3 {
        let pairings = Event::pairings(&out, round);
        assert_eq!(pairings.len(), 3, "round {round}: {pairings:?}");
        let bye = Event::bye(&out, round).expect("an odd player out has a bye");
        assert!(byes.insert(bye.clone()), "{bye} had a second bye");
        *points.get_mut(&bye).unwrap() += 1.0;
        rounds.entry(bye).or_default().push(None);
        let mut lines = Vec::new();
        for p in &pairings {
            let (a, b) = (&p.players[0], &p.players[1]);
            assert!(
                met.insert(BTreeSet::from([a.clone(), b.clone()])),
                "{a} and {b} met twice"
            );
            rounds.entry(a.clone()).or_default().push(Some(b.clone()));
            rounds.entry(b.clone()).or_default().push(Some(a.clone()));
            let w = winner(a, b, &order, &upsets).to_owned();
            *points.get_mut(&w).unwrap() += 1.0;
            lines.extend(two_player_game(p, &w));
        }
        out = e.run(&lines);
    }
    // Buchholz: the opponents' points; a round without a game counts the player's own.
    let expected: BTreeMap<String, (f64, f64)> = names
        .iter()
        .map(|n| {
            let bh = rounds[*n]
                .iter()
                .map(|o| o.as_ref().map_or(points[*n], |o| points[o]))
                .sum();
            (n.to_string(), (points[*n], bh))
        })
        .collect();
    let places = places(&expected);
    let shown = e.final_standings();
    assert_eq!(shown.len(), 7, "{}", e.out);
    for (name, (pts, bh)) in &expected {
        let games = rounds[name].iter().filter(|o| o.is_some()).count() as u32;
        assert_eq!(
            shown[name],
            (places[name], score(*pts), score(*bh), games),
            "{name} in\n{}",
            e.out
        );
    }
}

#[test]
fn an_eight_player_four_player_event_of_two_rounds_ranks_by_firsts_and_placement_points() {
    let names = ["ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal"];
    let mut e = Event::new("yonin", "four");
    let mut opening = vec![e.at("ann", "tournament new yonin rounds=2 rated=no")];
    for n in &names[1..] {
        opening.push(e.at(n, "tournament join"));
    }
    opening.push(e.at("ann", "tournament start"));
    let mut out = e.run(&opening);
    assert!(out.contains("8 players, 2 rounds"), "{out}");
    let mut points: BTreeMap<String, f64> = names.iter().map(|n| (n.to_string(), 0.0)).collect();
    let mut placement: BTreeMap<String, f64> = names.iter().map(|n| (n.to_string(), 0.0)).collect();
    let mut seats_held: BTreeMap<String, BTreeSet<usize>> = BTreeMap::new();
    for round in 1..=2 {
        let pairings = Event::pairings(&out, round);
        assert_eq!(pairings.len(), 2, "round {round}: {pairings:?}");
        let mut seated = BTreeSet::new();
        let mut lines = Vec::new();
        for p in &pairings {
            assert_eq!(p.players.len(), 4, "{p:?}");
            for (seat, who) in p.players.iter().enumerate() {
                assert!(seated.insert(who.clone()), "{who} at two tables");
                seats_held.entry(who.clone()).or_default().insert(seat);
            }
            // South plays a move, then everyone hands their seat to the computer (four-player
            // shogi has no resignation): the computers play the game out.
            lines.push(format!("#{} {}: 5g5f", p.table, p.players[0]));
            for who in &p.players {
                lines.push(format!("#{} {who}: resign", p.table));
            }
        }
        assert_eq!(seated.len(), 8, "everyone plays every round");
        out = e.run(&lines);
        for (board, p) in pairings.iter().enumerate() {
            // `Round 1, board 1: 1. cat, 2. ann, 3. dan, 4. ben.`
            let head = format!("Round {round}, board {}: ", board + 1);
            let line = out
                .lines()
                .find_map(|l| l.strip_prefix(head.as_str()))
                .unwrap_or_else(|| panic!("{head} was recorded:\n{out}"));
            let placed: BTreeMap<String, u32> = line
                .trim_end_matches('.')
                .split(", ")
                .map(|x| {
                    let (place, who) = x.split_once(". ").unwrap();
                    (who.to_owned(), place.parse().unwrap())
                })
                .collect();
            assert_eq!(placed.len(), 4, "{line}");
            let firsts = placed.values().filter(|&&p| p == 1).count() as f64;
            for who in &p.players {
                let place = placed[who];
                if place == 1 {
                    *points.get_mut(who).unwrap() += 1.0 / firsts;
                }
                // +3/+1/−1/−3, shared places sharing their points.
                let pp = [3.0, 1.0, -1.0, -3.0];
                let sharing: Vec<u32> = placed.values().copied().filter(|&q| q == place).collect();
                let share: f64 = (0..sharing.len())
                    .map(|i| pp[place as usize - 1 + i])
                    .sum::<f64>()
                    / sharing.len() as f64;
                *placement.get_mut(who).unwrap() += share.round();
            }
        }
    }
    // Seats rotate: nobody sat at the same seat twice.
    assert!(seats_held.values().all(|s| s.len() == 2), "{seats_held:?}");
    let expected: BTreeMap<String, (f64, f64)> = names
        .iter()
        .map(|n| (n.to_string(), (points[*n], placement[*n])))
        .collect();
    let places = places(&expected);
    let shown = e.final_standings();
    assert_eq!(shown.len(), 8, "{}", e.out);
    for (name, (pts, pp)) in &expected {
        let (place, p, tb, games) = &shown[name];
        assert_eq!(
            (*place, tb.as_str(), *games),
            (places[name], score(*pp).as_str(), 2),
            "{name}:\n{}",
            e.out
        );
        let shown_points: f64 = p.parse().unwrap();
        assert!(
            (shown_points - pts).abs() < 0.01,
            "{name}: {p} points, expected {pts}"
        );
    }
}

#[test]
fn a_round_whose_time_is_up_scores_its_unfinished_games_as_their_clocks_stand() {
    let names = ["alice", "bob", "carol", "dave"];
    let mut e = Event::new("deadline", "club");
    let mut opening = vec![e.at("alice", "tournament new round-robin time=3d round=1d")];
    for n in &names[1..] {
        opening.push(e.at(n, "tournament join"));
    }
    opening.push(e.at("alice", "tournament start"));
    let out = e.run(&opening);
    let pairings = Event::pairings(&out, 1);
    let (done, open) = (&pairings[0], &pairings[1]);
    let (sente, gote) = (&open.players[0], &open.players[1]);
    // Board 1 is played out; on board 2 sente moves and gote, to move, lets the round run out.
    let mut lines = two_player_game(done, &done.players[0]);
    lines.push(format!("#{} {sente}: 7g7f", open.table));
    lines.push("wait 23h".to_owned());
    let out = e.run(&lines);
    assert!(!out.contains("is up"), "not yet:\n{out}");
    let out = e.run(&[
        "wait 1h".to_owned(),
        format!("#{} {gote}: 3c3d", open.table),
    ]);
    assert!(
        out.contains("The time of round 1 of the round robin is up"),
        "{out}"
    );
    assert!(
        out.contains(&format!("Round 1, board 2: {sente} beat {gote}.")),
        "{out}"
    );
    assert!(out.contains("Round 2 of the round robin begins"), "{out}");
    // The game stopped at its table: gote's late move is refused.
    assert!(out.contains(&format!("! {gote}:")), "{out}");
    let out = e.run(&[e.at("carol", "tournament standings")]);
    assert!(out.contains("after 1 round"), "{out}");
    let winner_row = format!("{sente}: 1, ");
    assert!(out.contains(&winner_row), "{out}");
}

#[test]
fn a_player_who_leaves_forfeits_the_game_in_play_and_every_later_one() {
    let names = ["alice", "bob", "carol", "dave"];
    let mut e = Event::new("leave", "club");
    let mut opening = vec![e.at("alice", "tournament new round-robin")];
    for n in &names[1..] {
        opening.push(e.at(n, "tournament join"));
    }
    opening.push(e.at("alice", "tournament start"));
    let out = e.run(&opening);
    let round1 = Event::pairings(&out, 1);
    let theirs = round1
        .iter()
        .find(|p| p.players.contains(&"dave".to_owned()))
        .unwrap();
    let opponent = theirs
        .players
        .iter()
        .find(|p| *p != "dave")
        .unwrap()
        .clone();
    let other = round1.iter().find(|p| p.table != theirs.table).unwrap();
    // dave leaves in the middle of round 1; the other game is played out.
    let mut lines = vec![
        e.at("dave", "tournament leave"),
        e.at("dave", "tournament leave"),
    ];
    lines.extend(two_player_game(other, &other.players[0]));
    lines.push(format!("#{} dave: 7g7f", theirs.table));
    let mut out = e.run(&lines);
    assert!(out.contains("dave withdrew from the round robin"), "{out}");
    assert!(
        out.contains("! dave: you are not playing in the tournament"),
        "{out}"
    );
    // His game stopped at its table (he resigned it on leaving), so his move there is refused.
    assert!(out.matches("! dave:").count() >= 2, "{out}");
    // Later rounds: his games are not played, his opponents win by forfeit.
    for round in 2..=3 {
        let pairings = Event::pairings(&out, round);
        assert!(
            out.lines().any(|l| l.contains("dave")
                && l.contains("not played")
                && l.contains("wins by forfeit")),
            "round {round}: a game with dave is not played:\n{out}"
        );
        let lines: Vec<String> = pairings
            .iter()
            .flat_map(|p| two_player_game(p, &p.players[0]))
            .collect();
        out = e.run(&lines);
    }
    let shown = e.final_standings();
    // Three games among the others, and a forfeit win over dave for each: 6 points in all.
    let total: f64 = names[..3]
        .iter()
        .map(|n| shown[*n].1.parse::<f64>().unwrap())
        .sum();
    assert_eq!(total, 6.0, "{}", e.out);
    assert!(shown[&opponent].1.parse::<f64>().unwrap() >= 1.0);
    let (_, points, _, games) = &shown["dave"];
    assert_eq!((points.as_str(), *games), ("0", 0), "{}", e.out);
    // Forfeit wins count as points, not as games played.
    for name in &names[..3] {
        assert_eq!(
            shown[*name].3, 2,
            "{name} played two games over the board:\n{}",
            e.out
        );
    }
}
