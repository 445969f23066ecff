//! Puzzles at a table (詰将棋 and material wins): `puzzle` starts one for the person asking, their
//! moves are judged at once, the defender's replies are played by the bot, and a solved or failed
//! puzzle moves their puzzle rating (Glicko-2, the player against the puzzle) and streak.
//!
//! The table keeps each person's attempt in progress ([`PuzzleAttempt`]); which puzzle to give
//! and the person's standing come from the service ([`PuzzleDesk`] in the [`Context`]), and the new
//! standing goes out as an [`Event::PuzzleStanding`] for the service to store.

use super::rating::{Rating, Score};
use super::study_text as words;
use super::text::write_move;
use super::*;
use crate::engine::puzzle::{Answer, Attempt, Puzzle, PuzzleKind, PuzzleSource};
use crate::render::BoardView;
use crate::rules::{Color, Game, GameRules, Move, Position};

/// A verified puzzle as stored: the position, the main line and how hard it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredPuzzle {
    /// Where it comes from, unique: `random-SEED-PLY`, `game-TABLE/N-PLY`, `daily-DAY`.
    pub id: String,
    pub sfen: String,
    /// The player's moves and the replies.
    pub solution: Vec<Move>,
    /// Mate in this many plies; `None` for a material puzzle (one winning capture).
    pub mate: Option<u16>,
    /// 1–10 ([`crate::engine::puzzle::difficulty`]).
    pub difficulty: u8,
    /// Solver (or search) nodes spent proving it.
    pub nodes: u64,
}

impl StoredPuzzle {
    pub fn new(id: String, p: &Puzzle) -> StoredPuzzle {
        StoredPuzzle {
            id,
            sfen: p.position.to_sfen(),
            solution: p.solution.clone(),
            mate: match p.kind {
                PuzzleKind::Mate { length } => Some(length),
                PuzzleKind::Material { .. } => None,
            },
            difficulty: p.difficulty,
            nodes: p.nodes,
        }
    }

    /// The position; tsume positions without the attacker's king are read too.
    pub fn position(&self) -> Option<Position> {
        Position::from_sfen(&self.sfen)
            .or_else(|_| Position::from_sfen_tsume(&self.sfen))
            .ok()
    }

    /// The engine's puzzle, for its checker; `None` when the stored position does not read.
    pub fn to_puzzle(&self) -> Option<Puzzle> {
        let position = self.position()?;
        Some(Puzzle {
            position,
            kind: match self.mate {
                Some(length) => PuzzleKind::Mate { length },
                None => PuzzleKind::Material { gain: 0 },
            },
            solution: self.solution.clone(),
            nodes: self.nodes,
            difficulty: self.difficulty,
            source: PuzzleSource::Game { ply: 0 },
        })
    }

    /// The puzzle's strength as an opponent: 1000 for difficulty 1, 150 more a step.
    pub fn rating(&self) -> Rating {
        Rating {
            rating: 850.0 + 150.0 * self.difficulty.clamp(1, 10) as f64,
            deviation: 80.0,
            volatility: 0.06,
        }
    }
}

/// A person's puzzle standing on a server.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PuzzleStats {
    pub rating: Rating,
    /// Puzzles solved in a row, and the most ever.
    pub streak: u32,
    pub best_streak: u32,
    pub solved: u32,
    pub failed: u32,
    /// How far into the server's pool of puzzles this person has come (the service's count).
    #[serde(default)]
    pub next_pool: u32,
    /// How many random-play puzzles this person has been given (seeds the next one).
    #[serde(default)]
    pub random_given: u32,
}

impl PuzzleStats {
    /// The standing after one puzzle, solved or not.
    pub fn after(mut self, puzzle: &StoredPuzzle, solved: bool) -> PuzzleStats {
        let score = if solved { Score::Win } else { Score::Loss };
        self.rating = self.rating.update(&[(puzzle.rating(), score)]);
        if solved {
            self.solved += 1;
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.failed += 1;
            self.streak = 0;
        }
        self
    }
}

/// What the service hands the table for puzzle commands.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PuzzleDesk {
    /// The puzzle a `puzzle` command gives (chosen by the service); `None` when there is none.
    pub offer: Option<StoredPuzzle>,
    /// The actor's standing before the command.
    pub stats: PuzzleStats,
}

/// Which puzzle `puzzle` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleAsk {
    /// The next one for this person.
    Next,
    /// The puzzle of the day, the same for everyone.
    Daily,
    /// Give up the one in progress (it counts as failed).
    GiveUp,
}

/// One person's attempt in progress at this table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleAttempt {
    pub player: Player,
    pub puzzle: StoredPuzzle,
    /// Plies of the solution played so far (the player's moves and the replies).
    pub played: usize,
}

impl PuzzleAttempt {
    /// The rules' game from the puzzle's position through the moves played so far.
    fn game(&self) -> Option<Game> {
        let mut game = Game::new(self.puzzle.position()?, GameRules::default());
        for &m in &self.puzzle.solution[..self.played.min(self.puzzle.solution.len())] {
            game.play(m).ok()?;
        }
        Some(game)
    }

    /// The engine's checker, advanced to where the attempt is.
    fn checker(&self) -> Option<Attempt> {
        let mut attempt = Attempt::new(self.puzzle.to_puzzle()?);
        let mut i = 0;
        while i < self.played {
            match attempt.answer(self.puzzle.solution[i]) {
                Answer::Correct { .. } => i += 2,
                _ => return None,
            }
        }
        Some(attempt)
    }
}

/// The puzzles in progress at a table, one per person.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Puzzles(pub Vec<PuzzleAttempt>);

impl Table {
    /// What `command` of `actor` needs from the puzzle store, as [`Table::handle`] will route it:
    /// `Some(Some(ask))` for `puzzle …`, `Some(None)` for an answer to the puzzle `actor` has in
    /// progress here (they are not a player of the game in play), `None` when it has nothing to
    /// do with puzzles.
    pub fn puzzle_need(
        &self,
        actor: &Actor,
        command: &super::command::TableCommand,
    ) -> Option<Option<PuzzleAsk>> {
        use super::command::TableCommand;
        let playing = self
            .in_play()
            .is_some_and(|g| g.as_dyn().was_seated(actor.id));
        match command {
            TableCommand::Puzzle(ask) => Some(Some(*ask)),
            TableCommand::Move(_) if !playing && self.puzzles.has(actor.id) => Some(None),
            _ => None,
        }
    }
}

impl std::ops::Deref for Puzzles {
    type Target = [PuzzleAttempt];
    fn deref(&self) -> &[PuzzleAttempt] {
        &self.0
    }
}

impl Puzzles {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `user` has a puzzle in progress here.
    pub fn has(&self, user: UserId) -> bool {
        self.attempt_index(user).is_some()
    }

    fn attempt_index(&self, user: UserId) -> Option<usize> {
        self.0.iter().position(|a| a.player.id == user)
    }

    /// `puzzle`, `puzzle daily`, `puzzle stop`.
    pub(super) fn ask(
        &mut self,
        actor: &Actor,
        ask: PuzzleAsk,
        desk: Option<&PuzzleDesk>,
        s: &Settings,
        events: &mut Vec<Event>,
    ) -> Result<Vec<Reply>, TableError> {
        let desk = desk.ok_or(TableError::NoPuzzle)?;
        let mut stats = desk.stats;
        let mut replies = Vec::new();
        // A puzzle left unfinished counts as failed when another is asked for or it is given up.
        if let Some(i) = self.attempt_index(actor.id) {
            let old = self.0.remove(i);
            stats = stats.after(&old.puzzle, false);
            let line = words::gave_up(&actor.name, &self.solution_text(&old, s), &stats);
            events.push(Event::PuzzleStanding {
                user: actor.id,
                stats,
            });
            replies.push(Reply::msg(line));
        } else if ask == PuzzleAsk::GiveUp {
            return Err(TableError::NoPuzzleInProgress);
        }
        if ask == PuzzleAsk::GiveUp {
            return Ok(replies);
        }
        let puzzle = desk.offer.clone().ok_or(TableError::NoPuzzle)?;
        let attempt = PuzzleAttempt {
            player: actor.player(),
            puzzle,
            played: 0,
        };
        let game = attempt.game().ok_or(TableError::NoPuzzle)?;
        let text = words::puzzle_intro(
            &actor.name,
            &attempt.puzzle,
            game.position().turn(),
            ask == PuzzleAsk::Daily,
            &stats,
        );
        let picture = puzzle_picture(&attempt, &game, s);
        self.0.push(attempt);
        // The bookkeeping of which puzzle was given is stored even when nothing was rated.
        events.push(Event::PuzzleStanding {
            user: actor.id,
            stats,
        });
        replies.push(Reply {
            text: text.into(),
            picture,
            ..Reply::default()
        });
        Ok(replies)
    }

    /// A move of `actor` in their puzzle: right (the reply is played, or it is solved) or wrong
    /// (the attempt ends and the line is shown). A move that is not legal here is refused without
    /// ending the attempt: only real moves are judged.
    pub(super) fn answer(
        &mut self,
        actor: &Actor,
        text: &str,
        desk: Option<&PuzzleDesk>,
        s: &Settings,
        events: &mut Vec<Event>,
    ) -> Result<Vec<Reply>, TableError> {
        let i = self
            .attempt_index(actor.id)
            .ok_or(TableError::NoPuzzleInProgress)?;
        let attempt = self.0[i].clone();
        let game = attempt.game().ok_or(TableError::NoPuzzle)?;
        let prev = game.moves().last().copied();
        let m = crate::notation::parse_move(text.trim(), game.position(), prev).map_err(|e| {
            TableError::BadMove {
                input: text.to_owned(),
                reason: e.into(),
            }
        })?;
        let written = write_move(game.position(), m, prev, s.notation);
        let mut checker = attempt.checker().ok_or(TableError::NoPuzzle)?;
        let stats = desk.map(|d| d.stats).unwrap_or_default();
        match checker.answer(m) {
            Answer::Correct { reply } => {
                let after = game.position().after_unchecked(m);
                let reply_text = write_move(&after, reply, Some(m), s.notation);
                self.0[i].played += 2;
                let attempt = &self.0[i];
                let game = attempt.game().ok_or(TableError::NoPuzzle)?;
                Ok(vec![Reply {
                    text: words::correct(&actor.name, &written, &reply_text).into(),
                    picture: puzzle_picture(attempt, &game, s),
                    ..Reply::default()
                }])
            }
            Answer::Solved => {
                self.0.remove(i);
                let stats = stats.after(&attempt.puzzle, true);
                let mut solved = game;
                let _ = solved.play(m);
                events.push(Event::PuzzleStanding {
                    user: actor.id,
                    stats,
                });
                Ok(vec![Reply {
                    text: words::solved(&actor.name, &written, &stats).into(),
                    picture: puzzle_picture(&attempt, &solved, s),
                    ..Reply::default()
                }])
            }
            Answer::Wrong => {
                self.0.remove(i);
                let stats = stats.after(&attempt.puzzle, false);
                events.push(Event::PuzzleStanding {
                    user: actor.id,
                    stats,
                });
                Ok(vec![Reply {
                    text: words::wrong(
                        &actor.name,
                        &written,
                        &self.solution_text(&attempt, s),
                        &stats,
                    )
                    .into(),
                    ..Reply::default()
                }])
            }
        }
    }

    /// `actor`'s puzzle in progress and its game as far as it is played.
    fn attempt_of(&self, actor: &Actor) -> Result<(&PuzzleAttempt, Game), TableError> {
        let i = self
            .attempt_index(actor.id)
            .ok_or(TableError::NoPuzzleInProgress)?;
        let attempt = &self.0[i];
        Ok((attempt, attempt.game().ok_or(TableError::NoPuzzle)?))
    }

    /// `board` during a puzzle: the puzzle's position as it stands, and what is asked.
    pub(super) fn board(&self, actor: &Actor, s: &Settings) -> Result<Vec<Reply>, TableError> {
        let (attempt, game) = self.attempt_of(actor)?;
        let to_move = game.position().turn();
        Ok(vec![Reply {
            text: words::puzzle_header(&attempt.puzzle, attempt.played, to_move).into(),
            picture: puzzle_picture(attempt, &game, s),
            ..Reply::default()
        }])
    }

    /// `hint SQUARE` (or a hand piece) during a puzzle: where it may go in the puzzle's position.
    pub(super) fn hint(
        &self,
        actor: &Actor,
        target: HintTarget,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        let (attempt, game) = self.attempt_of(actor)?;
        let (text, origin, _) = super::hint::hint_in(game.position(), target)?;
        let picture = match puzzle_picture(attempt, &game, s) {
            Some(Picture::Two {
                view,
                flip,
                notation,
                result,
                header,
                names,
            }) => Some(Picture::Two {
                view: Box::new(view.with_hint(&game, origin)),
                flip,
                notation,
                result,
                header,
                names,
            }),
            other => other,
        };
        Ok(vec![Reply {
            text: text.into(),
            picture,
            ..Reply::default()
        }])
    }

    /// The rest of the solution from where the attempt is, in the table's notation.
    fn solution_text(&self, attempt: &PuzzleAttempt, s: &Settings) -> String {
        let Some(mut game) = attempt.game() else {
            return String::new();
        };
        let mut out = Vec::new();
        for &m in &attempt.puzzle.solution[attempt.played.min(attempt.puzzle.solution.len())..] {
            out.push(write_move(
                game.position(),
                m,
                game.moves().last().copied(),
                s.notation,
            ));
            if game.play(m).is_err() {
                break;
            }
        }
        out.join(" ")
    }
}

/// The puzzle's board, from the solver's side (a gote problem is drawn from gote's side).
fn puzzle_picture(attempt: &PuzzleAttempt, game: &Game, s: &Settings) -> Option<Picture> {
    let start = attempt.puzzle.position()?;
    let solver = start.turn();
    // The defender's side has no name: the puzzle is the player's alone.
    let mut names = [String::new(), String::new()];
    names[solver.index()] = attempt.player.name.clone();
    let notation = super::picture::notation_of(s);
    let view = BoardView::from_game_in(game, [&names[0], &names[1]], notation);
    let header = game
        .to_move()
        .map(|c| words::puzzle_header(&attempt.puzzle, attempt.played, c));
    Some(Picture::Two {
        view: Box::new(view),
        flip: solver == Color::Gote,
        notation,
        result: None,
        header,
        names: Vec::new(),
    })
}

/// The post of the puzzle of the day in a puzzle channel: the board and how to try it.
pub fn daily_post(puzzle: &StoredPuzzle, s: &Settings) -> Option<Reply> {
    let attempt = PuzzleAttempt {
        player: Player {
            id: UserId(0),
            name: String::new(),
        },
        puzzle: puzzle.clone(),
        played: 0,
    };
    let game = attempt.game()?;
    Some(Reply {
        text: words::daily_post(puzzle, game.position().turn()).into(),
        picture: puzzle_picture(&attempt, &game, s),
        ..Reply::default()
    })
}
