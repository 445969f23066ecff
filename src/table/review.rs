//! `review`: an engine over the table's last two-player game — the external engine when one is
//! configured ([`Context::strong`], at its fixed review budget), else the built-in search within a
//! node budget ([`Context::review_nodes`]); the mate solver finds the missed mates either way. The
//! answer is the evaluation graph with the biggest mistakes and the missed mates marked
//! ([`crate::render::graph`]), who judged, and a link to lishogi's analysis board.

use super::study_text as words;
use super::text::write_move;
use super::*;
use crate::engine::review::{lishogi_analysis_url, review, ReviewConfig};
use crate::engine::PoolError;
use crate::i18n::Msg;
use crate::render::graph::{GraphMark, MarkKind, ReviewView};
use crate::rules::{Color, Game, Move, Position};

/// The graph's top and bottom, in engine units (a pawn ≈ 100).
pub const GRAPH_CAP: i32 = 2000;

impl TableGame<Game> {
    /// Reviews this two-player game; refused while it is in play.
    pub(super) fn review(&self, ctx: &Context<'_>) -> Result<Vec<Reply>, TableError> {
        let (game, s) = (self, ctx.settings);
        if !game.is_over() {
            return Err(TableError::ReviewInPlay);
        }
        let g = game.game();
        let config = ReviewConfig::for_budget(ctx.review_nodes, g.ply());
        let r = match ctx.strong.map(|engine| (engine, engine.review(g, &config))) {
            Some((_, Ok(r))) => r,
            Some((_, Err(PoolError::NoReview))) | None => review(g, &config),
            Some((engine, Err(e))) => {
                tracing::warn!(
                    engine = %engine.name(),
                    "no review from the external engine ({e}); the built-in search reviews instead"
                );
                review(g, &config)
            }
        };
        let judge = words::judged_by(&r.judged_by);
        // The positions before each move, to write the moves.
        let mut positions: Vec<Position> = Vec::with_capacity(g.ply() + 1);
        let mut pos = g.start().clone();
        positions.push(pos.clone());
        for &m in g.moves() {
            pos.play_unchecked(m);
            positions.push(pos.clone());
        }
        let moves = g.moves();
        let write = |ply: usize, m: Move| {
            let prev = ply.checked_sub(1).map(|i| moves[i]);
            write_move(&positions[ply], m, prev, s.notation)
        };
        // Each mark with its words, written in the reader's language when the picture is drawn.
        let mut marks: Vec<(GraphMark, Msg)> = Vec::new();
        let mark = |ply, kind| GraphMark {
            ply,
            kind,
            text: String::new(),
        };
        for mate in &r.missed_mates {
            marks.push((
                mark(mate.ply, MarkKind::MissedMate),
                words::missed_mate_mark(
                    mate.ply + 1,
                    &write(mate.ply, mate.played),
                    &write(mate.ply, mate.line[0]),
                    mate.line.len(),
                ),
            ));
        }
        for m in &r.mistakes {
            if marks.iter().any(|(k, _)| k.ply == m.ply) {
                continue;
            }
            marks.push((
                mark(m.ply, MarkKind::Mistake),
                words::mistake_mark(m.ply + 1, &write(m.ply, m.played), &write(m.ply, m.better)),
            ));
        }
        marks.sort_by_key(|(k, _)| k.ply);
        let (marks, mark_words): (Vec<GraphMark>, Vec<Msg>) = marks.into_iter().unzip();
        let view = ReviewView {
            values: r
                .evaluations
                .iter()
                .map(|e| e.graph_value(GRAPH_CAP))
                .collect(),
            cap: GRAPH_CAP,
            names: [
                game.seats[Color::Sente].plain_name().to_owned(),
                game.seats[Color::Gote].plain_name().to_owned(),
            ],
            marks,
            labels: Default::default(),
        };
        // The link opens the position before the biggest mistake (or the game's last position).
        let at = r
            .mistakes
            .first()
            .map(|m| m.ply)
            .or(r.missed_mates.first().map(|m| m.ply))
            .unwrap_or(g.ply());
        let link = lishogi_analysis_url(&positions[at].to_sfen());
        let mut text = Text::from(words::review_text(
            game.seats[Color::Sente].plain_name(),
            game.seats[Color::Gote].plain_name(),
            g.ply(),
            r.mistakes.len(),
            r.missed_mates.len(),
            at + 1,
            &link,
        ));
        text.push(judge.clone());
        Ok(vec![Reply {
            text,
            picture: Some(Picture::Review(
                Box::new(view),
                ReviewWords {
                    marks: mark_words,
                    judge: Some(judge),
                },
            )),
            ..Reply::default()
        }])
    }
}
