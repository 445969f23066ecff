//! Who plays a side of a ladder match: a level, a random mover, the beginner stand-in, or a level
//! with some of its style changed (to measure a style before making it a level).

use shogiban::engine::{Beginner, Computer, Level, Player, RandomPlayer, Style, SystemClock};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq)]
pub enum Spec {
    /// A uniformly random mover (`0` or `random`).
    Random,
    /// [`Beginner`] (`beginner`).
    Beginner,
    /// A level as the tables play it (`1` … `5`).
    Level(u8),
    /// A level with style changes, e.g. `2:nodes=8000,blunder=0.1,noise=40`.
    Custom {
        text: String,
        level: u8,
        style: Style,
        /// Nodes per move at the table pace (`nodes=`, which also caps the search).
        nodes: Option<u64>,
    },
}

impl Spec {
    pub fn parse(text: &str) -> Result<Spec, String> {
        let bad = |why: &str| format!("player `{text}`: {why}");
        match text {
            "0" | "random" => return Ok(Spec::Random),
            "beginner" => return Ok(Spec::Beginner),
            _ => {}
        }
        let (level, changes) = text.split_once(':').unwrap_or((text, ""));
        let level: u8 = level
            .parse()
            .ok()
            .filter(|l| (1..=5).contains(l))
            .ok_or_else(|| bad("expected random, beginner, a level 1-5, or LEVEL:key=value,…"))?;
        if changes.is_empty() {
            return Ok(Spec::Level(level));
        }
        let mut style = Level::new(level).style();
        let mut nodes = None;
        for change in changes.split(',') {
            let (key, value) = change
                .split_once('=')
                .ok_or_else(|| bad(&format!("`{change}` is not key=value")))?;
            let number = || -> Result<f64, String> {
                value
                    .parse::<f64>()
                    .ok()
                    .filter(|v| v.is_finite() && *v >= 0.0)
                    .ok_or_else(|| bad(&format!("`{value}` is not a number")))
            };
            match key {
                "nodes" => {
                    nodes = Some(number()? as u64);
                    style.nodes = nodes;
                }
                "depth" => style.depth = number()? as u32,
                "noise" => style.noise = number()? as i32,
                "overlook" => style.overlook = number()?.min(1.0),
                "blunder" => style.blunder = number()?.min(1.0),
                "book" => style.book = number()? != 0.0,
                _ => return Err(bad(&format!("unknown key `{key}`"))),
            }
        }
        Ok(Spec::Custom {
            text: text.to_string(),
            level,
            style,
            nodes,
        })
    }

    /// The name in the results file's match keys (`L0` for the random mover, as before).
    pub fn key(&self) -> String {
        match self {
            Spec::Random => "L0".to_string(),
            Spec::Beginner => "beginner".to_string(),
            Spec::Level(l) => format!("L{l}"),
            Spec::Custom { text, .. } => format!("S{text}"),
        }
    }

    /// The name in the game records.
    pub fn name(&self) -> String {
        match self {
            Spec::Random => "random".to_string(),
            Spec::Beginner => "beginner".to_string(),
            Spec::Level(l) => format!("shogiban level {l}"),
            Spec::Custom { text, .. } => format!("shogiban {text}"),
        }
    }

    pub fn player(&self, seed: u64) -> Box<dyn Player> {
        match self {
            Spec::Random => Box::new(RandomPlayer::new(seed)),
            Spec::Beginner => Box::new(Beginner::new(seed)),
            Spec::Level(l) => Box::new(Computer::seeded(*l, seed)),
            Spec::Custom { level, style, .. } => Box::new(Computer::styled(
                Level::new(*level),
                *style,
                seed,
                Arc::new(SystemClock::new()),
            )),
        }
    }

    /// Nodes per move at the tables' pace (none for the players that do not search).
    pub fn table_nodes(&self) -> Option<u64> {
        match self {
            Spec::Random | Spec::Beginner => None,
            Spec::Level(l) => {
                Some(<shogiban::rules::Game as shogiban::engine::Builtin>::level_nodes(*l))
            }
            Spec::Custom { level, nodes, .. } => Some(nodes.unwrap_or_else(|| {
                <shogiban::rules::Game as shogiban::engine::Builtin>::level_nodes(*level)
            })),
        }
    }

    /// The level, for serving over USI.
    pub fn level(&self) -> Option<u8> {
        match self {
            Spec::Level(l) => Some(*l),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_and_name_their_matches() {
        assert_eq!(Spec::parse("0").unwrap().key(), "L0");
        assert_eq!(Spec::parse("3").unwrap(), Spec::Level(3));
        assert_eq!(Spec::parse("beginner").unwrap().key(), "beginner");
        let custom = Spec::parse("2:nodes=8000,blunder=0.25").unwrap();
        assert_eq!(custom.key(), "S2:nodes=8000,blunder=0.25");
        assert_eq!(custom.table_nodes(), Some(8000));
        let Spec::Custom { style, .. } = custom else {
            panic!("not custom")
        };
        assert_eq!(style.blunder, 0.25);
        assert_eq!(style.nodes, Some(8000));
        assert_eq!(style.depth, Level::new(2).style().depth);
        for bad in ["6", "x", "2:nodes", "2:speed=3", "2:noise=-1"] {
            assert!(Spec::parse(bad).is_err(), "{bad}");
        }
    }
}
