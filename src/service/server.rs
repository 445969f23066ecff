//! The server-wide commands: `stats`, `leaderboard` and `games`. They read the server's records,
//! not one table's.

use super::Service;
use crate::store::records::decode_table;
use crate::store::stats;
use crate::store::{Space, StoreError};
use crate::table::{Player, Reply};
use stats::UserStats;

impl Service {
    /// `stats [@user]`: one player's results on a server.
    pub fn stats_reply(&self, guild: &str, player: &Player) -> Result<Reply, StoreError> {
        let s = self.user_stats(guild, player)?;
        Ok(Reply::text(stats::describe(player, &s)))
    }

    /// The server's rated players by rating, and its four-player players by points.
    pub fn leaderboard(&self, guild: &str) -> Result<Reply, StoreError> {
        let all: Vec<UserStats> = self
            .store
            .scan(Space::Stats, format!("{guild}/").as_bytes())?
            .into_iter()
            .filter_map(|(_, v)| serde_json::from_slice(&v).ok())
            .collect();
        let mut rated: Vec<&UserStats> = all.iter().filter(|s| s.rated_games > 0).collect();
        rated.sort_by(|a, b| b.rating.rating.total_cmp(&a.rating.rating));
        let mut four: Vec<&UserStats> = all.iter().filter(|s| s.four.played > 0).collect();
        four.sort_by(|a, b| b.four_points.total_cmp(&a.four_points));
        let mut lines = Vec::new();
        if rated.is_empty() && four.is_empty() {
            lines.push("No finished games on this server yet.".to_owned());
        }
        if !rated.is_empty() {
            lines.push("Shogi (rated):".to_owned());
            for (i, s) in rated.iter().take(10).enumerate() {
                lines.push(format!(
                    "{}. {} {:.0} ({} games)",
                    i + 1,
                    s.name,
                    s.rating.rating,
                    s.rated_games
                ));
            }
        }
        if !four.is_empty() {
            lines.push("Four-player shogi:".to_owned());
            for (i, s) in four.iter().take(10).enumerate() {
                lines.push(format!(
                    "{}. {} {:+} points ({} games)",
                    i + 1,
                    s.name,
                    s.four_points,
                    s.four.played
                ));
            }
        }
        Ok(Reply {
            text: lines.join("\n"),
            ..Reply::default()
        })
    }

    /// The games in play on this server.
    pub fn games_in_play(&self, guild: &str) -> Result<Reply, StoreError> {
        let mut lines = Vec::new();
        for (key, value) in self
            .store
            .scan(Space::Tables, format!("{guild}/").as_bytes())?
        {
            let Ok(t) = decode_table(&value) else {
                continue;
            };
            let channel = String::from_utf8_lossy(&key[guild.len() + 1..]).into_owned();
            if let Some(g) = t.game.as_ref().filter(|g| !g.is_over()) {
                lines.push(format!(
                    "{channel}: {} vs {}, {} moves",
                    g.sente.name,
                    g.gote.name,
                    g.moves().len()
                ));
            }
            if let Some(g) = t.four.as_ref().filter(|g| !g.is_over()) {
                let names: Vec<&str> = g.seats.iter().map(|p| p.name.as_str()).collect();
                lines.push(format!(
                    "{channel}: four-player {}, {} actions",
                    names.join(", "),
                    g.moves().len()
                ));
            }
        }
        if lines.is_empty() {
            lines.push("No games in play on this server.".to_owned());
        }
        Ok(Reply {
            text: lines.join("\n"),
            ..Reply::default()
        })
    }
}
