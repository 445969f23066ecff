//! Four-player matches: one computer seat against three uniformly random movers, the computer's seat
//! rotating over the four. Besides the places, it counts whom the computer's checks were aimed at:
//! whenever it could check both the leader (the opponent with the most material) and another
//! opponent, which did it choose?

use crate::stats::Tally;
use shogiban::engine::{Budget, Player, YoninComputer, YoninRandom};
use shogiban::rules::yonin::{Game, Settings};
use shogiban::rules::{Move, Role, Seat, Square};
use std::io::Write;
use std::path::Path;

const HEADER: &str = "# match\tgame\tseat\tplace\tactions\tchances (leader and other checkable)\tchecked leader\tchecked other\tall checks on leader\tall checks on others";

/// The most actions in a game before it is called unfinished.
const MAX_ACTIONS: u32 = 3_000;

fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Silver => 5,
        Role::Gold => 6,
        Role::Rook => 9,
        Role::Tokin | Role::PromotedSilver => 6,
        Role::Dragon => 11,
        _ => 0,
    }
}

/// Material of every seat, board and hand.
fn material(game: &Game) -> [i32; 4] {
    let pos = game.position();
    let mut m = [0; 4];
    for sq in Square::ALL {
        if let Some(p) = pos.piece_at(sq) {
            if !p.overturned {
                m[p.controller.index()] += value(p.role);
            }
        }
    }
    for s in Seat::ALL {
        for (role, n) in pos.hand(s).iter() {
            m[s.index()] += value(role) * n as i32;
        }
    }
    m
}

/// The opponent of `me` still playing with the most material.
fn leader(game: &Game, me: Seat) -> Option<Seat> {
    let out: Vec<Seat> = game.eliminations().iter().map(|e| e.seat).collect();
    let m = material(game);
    Seat::ALL
        .into_iter()
        .filter(|&s| s != me && !out.contains(&s))
        .max_by_key(|s| m[s.index()])
}

/// The seats `m` puts in check.
fn checked_by(game: &Game, m: Move) -> Vec<Seat> {
    let mut g = game.clone();
    if g.play(m).is_err() {
        return Vec::new();
    }
    g.in_check()
}

#[derive(Default)]
struct Checks {
    chances: u32,
    chose_leader: u32,
    chose_other: u32,
    on_leader: u32,
    on_others: u32,
}

pub fn run(out: &Path, level: u8, nodes: u64, games: usize) -> Result<(), String> {
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let key = format!("Y-L{level}-n{nodes}");
    let path = out.join("yonin.tsv");
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let done: std::collections::BTreeSet<usize> = text
        .lines()
        .filter_map(|l| {
            let mut f = l.split('\t');
            (f.next()? == key).then_some(())?;
            f.next()?.parse().ok()
        })
        .collect();
    let mut file = crate::open_results(out, "yonin.tsv", HEADER)?;
    for g in (0..games).filter(|g| !done.contains(g)) {
        let me = Seat::ALL[g % 4];
        let mut game = Game::new(Settings::default());
        let mut players: Vec<Box<dyn Player<Game>>> = Seat::ALL
            .iter()
            .map(|&s| -> Box<dyn Player<Game>> {
                if s == me {
                    Box::new(YoninComputer::seeded(level, g as u64))
                } else {
                    Box::new(YoninRandom::new(100 * g as u64 + s.index() as u64))
                }
            })
            .collect();
        let mut c = Checks::default();
        while !game.is_over() && game.ply() < MAX_ACTIONS {
            let Some(seat) = game.to_move() else { break };
            let Some(m) = players[seat.index()].choose(&game, Budget::nodes(nodes)) else {
                break;
            };
            if seat == me {
                if let Some(lead) = leader(&game, me) {
                    let mut can_leader = false;
                    let mut can_other = false;
                    for alt in game.legal_moves() {
                        let hit = checked_by(&game, alt);
                        can_leader |= hit.contains(&lead);
                        can_other |= hit.iter().any(|&s| s != lead && s != me);
                    }
                    let hit = checked_by(&game, m);
                    let on_leader = hit.contains(&lead);
                    let on_other = hit.iter().any(|&s| s != lead && s != me);
                    c.on_leader += on_leader as u32;
                    c.on_others += on_other as u32;
                    if can_leader && can_other {
                        c.chances += 1;
                        c.chose_leader += on_leader as u32;
                        c.chose_other += (on_other && !on_leader) as u32;
                    }
                }
            }
            game.play(m).map_err(|e| format!("game {g}: {m}: {e}"))?;
        }
        let place = game.outcome().map_or(0, |o| o.places[me.index()]);
        writeln!(
            file,
            "{key}\t{g}\t{}\t{place}\t{}\t{}\t{}\t{}\t{}\t{}",
            me.name(),
            game.ply(),
            c.chances,
            c.chose_leader,
            c.chose_other,
            c.on_leader,
            c.on_others
        )
        .map_err(|e| format!("{}: {e}", path.display()))?;
        eprintln!(
            "game {g:3} computer {:5}: place {place} after {} actions; checks on the leader {} / on others {}",
            me.name(),
            game.ply(),
            c.on_leader,
            c.on_others
        );
    }
    summary(out)
}

pub fn summary(out: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(out.join("yonin.tsv")).unwrap_or_default();
    let mut keys: std::collections::BTreeMap<String, ([u32; 5], [u32; 5], Tally)> =
        Default::default();
    for l in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<u32> = l
            .split('\t')
            .skip(3)
            .filter_map(|x| x.parse().ok())
            .collect();
        let Some(key) = l.split('\t').next() else {
            continue;
        };
        if f.len() < 7 {
            continue;
        }
        let e = keys.entry(key.to_string()).or_default();
        // Places 1–4, 0 for unfinished.
        e.0[f[0].min(4) as usize] += 1;
        for i in 0..5 {
            e.1[i] += f[2 + i];
        }
        e.2.add(if f[0] == 1 { 1 } else { -1 });
    }
    for (key, (places, c, firsts)) in keys {
        let n = places.iter().sum::<u32>();
        println!(
            "{key}: first in {} of {n} games ({:.0} %), places 1/2/3/4/unfinished {}/{}/{}/{}/{}",
            places[1],
            100.0 * firsts.score().unwrap_or(0.0),
            places[1],
            places[2],
            places[3],
            places[4],
            places[0]
        );
        println!(
            "  checks: {} on the leader, {} on others; when both were possible ({} times) it checked the leader {} times, another {} times, neither {} times",
            c[3],
            c[4],
            c[0],
            c[1],
            c[2],
            c[0] - c[1] - c[2]
        );
    }
    Ok(())
}
