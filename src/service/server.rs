//! The server-wide commands: `stats`, `leaderboard` and `games`. They read the server's records,
//! not one table's.

use super::Service;
use crate::i18n::{Msg, Text};
use crate::store::index::{playing_prefix, playing_table, prefix_end, Board, InPlay};
use crate::store::stats;
use crate::store::Store;
use crate::store::{Space, StoreError};
use crate::table::stats::UserStats;
use crate::table::{Player, Reply, UserId};

impl Service {
    /// `stats [@user]`: one player's results on a server.
    pub fn stats_reply(&self, guild: &str, player: &Player) -> Result<Reply, StoreError> {
        let s = self.user_stats(guild, player)?;
        let mut text = Text::from(crate::table::stats::describe(player, &s));
        if let Some(line) = self.rank_line(guild, player)? {
            text.push(line);
        }
        Ok(Reply::msg(text))
    }

    /// The server's rated players by rating, and its four-player players by points: the top ten
    /// of each, read from the rankings (ten keys and ten records, however many players).
    pub fn leaderboard(&self, guild: &str) -> Result<Reply, StoreError> {
        self.ensure_rank_index(&*self.store)?;
        let mut lines = Vec::new();
        for board in Board::ALL {
            let prefix = board.prefix(guild);
            let end = prefix_end(&prefix);
            let top = self.store.scan_range(Space::Ranks, &prefix, &end, TOP)?;
            if top.is_empty() {
                continue;
            }
            lines.push(Msg::new(match board {
                Board::Rating => msg_id!("stats-leaderboard-shogi"),
                Board::Four => msg_id!("stats-leaderboard-four"),
            }));
            for (i, (key, _)) in top.iter().enumerate() {
                let Some(user) = Board::user_of(key) else {
                    continue;
                };
                let s = self
                    .stored_stats_in(&*self.store, guild, user)?
                    .unwrap_or_default();
                lines.push(
                    match board {
                        Board::Rating => msg!("stats-leaderboard-rating")
                            .with("rating", s.rating.rating.round_ties_even() as i64)
                            .with("games", s.rated_games),
                        Board::Four => msg!("stats-leaderboard-points")
                            .with("sign", crate::table::stats::plus_sign(s.four_points as i64))
                            .with("points", s.four_points as i64)
                            .with("games", s.four.played),
                    }
                    .with("rank", i + 1)
                    .with("name", &s.name),
                );
            }
        }
        if lines.is_empty() {
            lines.push(msg!("stats-no-finished-games"));
        }
        Ok(Reply::msg(lines))
    }

    /// Where `player` stands on each board of server `guild`, as (board, rank from 1, players on
    /// it): the players in the bands above, plus those above them in their own band.
    pub fn ranks(
        &self,
        guild: &str,
        player: &Player,
    ) -> Result<Vec<(Board, u64, u64)>, StoreError> {
        self.ensure_rank_index(&*self.store)?;
        let Some(s) = self.stored_stats_in(&*self.store, guild, player.id)? else {
            return Ok(Vec::new());
        };
        let bands = self.bands(&*self.store, guild)?;
        let mut out = Vec::new();
        for (board, bands) in Board::ALL.into_iter().zip(&bands) {
            let Some(value) = board.value(&s) else {
                continue;
            };
            let band = board.band(value);
            // The first key of the band: just after every value of the band above.
            let band_top = (band as f64 + 1.0) * board.band_width();
            let from = board.below(guild, band_top);
            let to = board.key(guild, value, player.id);
            let ahead = if from < to {
                self.store
                    .scan_range(Space::Ranks, &from, &to, usize::MAX)?
                    .len() as u64
            } else {
                0
            };
            out.push((board, bands.above(band) + ahead + 1, bands.total()));
        }
        Ok(out)
    }

    fn stored_stats_in(
        &self,
        db: &dyn Store,
        guild: &str,
        user: UserId,
    ) -> Result<Option<UserStats>, StoreError> {
        Ok(db
            .get(Space::Stats, &stats::key(guild, user))?
            .and_then(|b| serde_json::from_slice(&b).ok()))
    }

    /// The line under the leaderboard or the stats that says where `player` stands.
    pub fn rank_line(&self, guild: &str, player: &Player) -> Result<Option<Msg>, StoreError> {
        let parts: Vec<Msg> = self
            .ranks(guild, player)?
            .into_iter()
            .map(|(board, rank, of)| {
                Msg::new(match board {
                    Board::Rating => msg_id!("stats-rank-rating"),
                    Board::Four => msg_id!("stats-rank-points"),
                })
                .with("rank", rank)
                .with("ordinal", english_ordinal(rank))
                .with("of", of)
            })
            .collect();
        Ok((!parts.is_empty()).then(|| {
            msg!("stats-rank-line")
                .with("name", &player.name)
                .with("ranks", parts)
        }))
    }

    /// Page `page` (from 1) of the games in play on this server, the latest started first: read
    /// from the listing index, so a page costs the same whatever the number of tables.
    pub fn games_in_play(&self, guild: &str, page: u32) -> Result<Reply, StoreError> {
        self.ensure_playing_index(&*self.store)?;
        let total = self.playing_count(&*self.store, guild)?;
        if total == 0 {
            return Ok(Reply::msg(msg!("stats-no-games-in-play")));
        }
        let pages = total.div_ceil(PAGE as u64).max(1);
        let page = u64::from(page.max(1));
        if page > pages {
            return Ok(Reply::msg(
                msg!("stats-games-past-end").with("pages", pages),
            ));
        }
        let prefix = playing_prefix(guild);
        let end = prefix_end(&prefix);
        let skip = ((page - 1) * PAGE as u64) as usize;
        let entries = self
            .store
            .scan_range(Space::Playing, &prefix, &end, skip + PAGE)?;
        let mut lines = vec![msg!("stats-games-page")
            .with("count", total)
            .with("page", page)
            .with("pages", pages)];
        for (key, value) in entries.into_iter().skip(skip) {
            let Some(table) = playing_table(guild, &key) else {
                continue;
            };
            let Ok(entry) = serde_json::from_slice::<InPlay>(&value) else {
                continue;
            };
            let channel = table.strip_prefix(&format!("{guild}/")).unwrap_or(&table);
            lines.push(
                msg!("stats-games-line")
                    .with("channel", channel)
                    .with("game", entry.msg()),
            );
        }
        if page < pages {
            lines.push(msg!("stats-games-older").with("page", page + 1));
        }
        Ok(Reply::msg(lines))
    }
}

/// Lines of a leaderboard and of a page of `games`.
const TOP: usize = 10;
pub const PAGE: usize = 10;

/// The plural category of an English ordinal (`1st`, `2nd`, `3rd`, `4th`), which the English
/// catalogue selects on; the other languages write their ordinals without it.
fn english_ordinal(n: u64) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=13) => "other",
        (1, _) => "one",
        (2, _) => "two",
        (3, _) => "few",
        _ => "other",
    }
}
