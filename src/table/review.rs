//! `review`: the built-in engine over the table's last two-player game, within a node budget
//! ([`Context::review_nodes`]); the answer is the evaluation graph with the biggest mistakes and
//! the missed mates marked ([`crate::render::graph`]), and a link to lishogi's analysis board.

use super::play::write_move;
use super::study_text as words;
use super::*;
use crate::engine::review::{lishogi_analysis_url, review, ReviewConfig};
use crate::i18n::Msg;
use crate::render::graph::{GraphMark, MarkKind, ReviewView};
use crate::rules::Position;

/// The graph's top and bottom, in engine units (a pawn ≈ 100).
pub const GRAPH_CAP: i32 = 2000;

impl Table {
    /// Reviews the table's last two-player game; refused while it is in play.
    pub(super) fn review(&self, nodes: u64, s: &Settings) -> Result<Vec<Reply>, TableError> {
        if self.is_four() {
            return Err(TableError::ReviewFour);
        }
        let game = self.game.as_ref().ok_or(TableError::NoReviewGame)?;
        if !game.is_over() {
            return Err(TableError::ReviewInPlay);
        }
        let g = game.game();
        let r = review(g, &ReviewConfig::for_budget(nodes, g.ply()));
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
            names: [game.sente.name.clone(), game.gote.name.clone()],
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
        let text = words::review_text(
            &game.sente.name,
            &game.gote.name,
            g.ply(),
            r.mistakes.len(),
            r.missed_mates.len(),
            at + 1,
            &link,
        );
        Ok(vec![Reply {
            text: text.into(),
            picture: Some(Picture::Review(Box::new(view), mark_words)),
            ..Reply::default()
        }])
    }
}
