//! The commands that look at a position or a game without a table: `perft`, `moves`, `play`,
//! `render` and `replay`, each written once for either variant ([`Analysed`], with the rules'
//! `Variant` and the renderer's `Drawn`).

use crate::{GameArgs, Impasse, Refusal, Variant, YoninArgs};
use serde_json::json;
use shogiban::render::{Drawn, HintOrigin};
use shogiban::rules::handicap::parse_position;
use shogiban::rules::yonin;
use shogiban::rules::{Game, GameRules, ImpasseRule, Move, PlayError, Seat};
use shogiban::table::command::HintTarget;
use shogiban::table::TableError;

/// `perft`, `moves` and `play`: what is asked of the position after the moves.
pub(crate) enum Analysis {
    Perft(u32),
    Moves,
    Play { json: bool },
}

pub(crate) fn analyse(
    args: &GameArgs,
    moves: &[String],
    what: Analysis,
) -> Result<String, Refusal> {
    match args.variant {
        Variant::Yonin => analyse_in::<yonin::Game>(args, moves, what),
        Variant::Standard => analyse_in::<Game>(args, moves, what),
    }
}

/// What the command line needs of a variant besides the rules: how a game is set up from the
/// arguments and replayed, and how its state is printed.
pub(crate) trait Analysed:
    shogiban::rules::Variant + shogiban::render::Drawn + Sized
{
    fn replay(args: &GameArgs, moves: &[String]) -> Result<Self, Refusal>;
    fn describe(&self, json: bool) -> Result<String, Refusal>;
    /// Where a hint's piece is, as the table finds it (a piece the mover lacks is refused).
    fn hint(&self, target: HintTarget) -> Result<HintOrigin, TableError>;
}

impl Analysed for Game {
    fn replay(args: &GameArgs, moves: &[String]) -> Result<Game, Refusal> {
        replay(args, moves)
    }
    fn describe(&self, json: bool) -> Result<String, Refusal> {
        Ok(describe(self, json))
    }
    fn hint(&self, target: HintTarget) -> Result<HintOrigin, TableError> {
        Ok(shogiban::table::hint_in(self.position(), target)?.1)
    }
}

impl Analysed for yonin::Game {
    fn replay(args: &GameArgs, moves: &[String]) -> Result<yonin::Game, Refusal> {
        replay_yonin(args, moves)
    }
    fn describe(&self, json: bool) -> Result<String, Refusal> {
        describe_yonin(self, json)
    }
    fn hint(&self, target: HintTarget) -> Result<HintOrigin, TableError> {
        Ok(shogiban::table::hint_in_four(self, target)?.1)
    }
}

/// `perft`, `moves` and `play`, the same for either variant: moves in USI, sorted.
pub(crate) fn analyse_in<V: Analysed>(
    args: &GameArgs,
    moves: &[String],
    what: Analysis,
) -> Result<String, Refusal> {
    let game = V::replay(args, moves)?;
    let sorted = |mut lines: Vec<(String, u64)>| {
        lines.sort();
        lines
    };
    match what {
        Analysis::Perft(depth) => {
            let lines = sorted(
                game.perft_divide(depth)
                    .into_iter()
                    .map(|(m, n)| (m.to_usi(), n))
                    .collect(),
            );
            let total: u64 = if depth == 0 {
                1
            } else {
                lines.iter().map(|l| l.1).sum()
            };
            let mut out: String = lines
                .iter()
                .map(|(text, n)| format!("{text} {n}\n"))
                .collect();
            out.push_str(&format!("{total}\n"));
            Ok(out)
        }
        Analysis::Moves => Ok(sorted(
            game.legal_moves()
                .into_iter()
                .map(|m| (m.to_usi(), 0))
                .collect(),
        )
        .into_iter()
        .map(|(text, _)| format!("{text}\n"))
        .collect()),
        Analysis::Play { json } => game.describe(json),
    }
}

pub(crate) fn replay(args: &GameArgs, moves: &[String]) -> Result<Game, Refusal> {
    let start = parse_position(&args.position)
        .map_err(|e| Refusal(format!("position ({}): {e}", args.position)))?;
    let rules = GameRules {
        move_limit: args.move_limit,
        impasse: args.impasse.map(|i| match i {
            Impasse::Points24 => ImpasseRule::Points24,
            Impasse::Declaration27 => ImpasseRule::Declaration27,
        }),
    };
    let mut game = Game::new(start, rules);
    for (i, text) in moves.iter().enumerate() {
        let refuse = |reason: String| Refusal(format!("move {} ({text}): {reason}", i + 1));
        if let Some(o) = game.outcome() {
            return Err(refuse(PlayError::GameOver(o).to_string()));
        }
        if text.eq_ignore_ascii_case("impasse") {
            game.impasse().map_err(|e| refuse(e.to_string()))?;
            continue;
        }
        let prev = game.moves().last().copied();
        let m = shogiban::notation::parse_move(text, game.position(), prev)
            .map_err(|e| refuse(e.to_string()))?;
        game.play(m).map_err(|e| refuse(e.to_string()))?;
    }
    Ok(game)
}

pub(crate) fn describe(game: &Game, as_json: bool) -> String {
    let pos = game.position();
    let result = game.outcome().map(|o| {
        json!({
            "winner": o.winner.map(|w| w.name()),
            "reason": o.reason.name(),
        })
    });
    if as_json {
        let value = json!({
            "position": pos.to_sfen(),
            "to_move": game.to_move().map(|c| c.name()),
            "in_check": pos.is_check(),
            "ply": game.ply(),
            "result": result,
        });
        return format!("{value}\n");
    }
    let mut out = format!("position: {}\n", pos.to_sfen());
    match game.outcome() {
        None => out.push_str(&format!("to move: {}\n", pos.turn())),
        Some(o) => out.push_str(&format!("result: {o}\n")),
    }
    out.push_str(&format!(
        "in check: {}\nply: {}\n",
        if pos.is_check() { "yes" } else { "no" },
        game.ply()
    ));
    out
}

pub(crate) fn yonin_settings(args: &YoninArgs) -> yonin::Settings {
    let mut s = yonin::Settings::default();
    s.first_mover = args.first_mover.unwrap_or(s.first_mover);
    s.credit = args.credit.unwrap_or(s.credit);
    s.continue_from = args.continue_from.unwrap_or(s.continue_from);
    s.end = args.end.unwrap_or(s.end);
    s.teams = args.teams;
    s.partner_capture = !args.no_partner_capture;
    s
}

/// `play` of a four-player game: its state, as text or JSON.
pub(crate) fn describe_yonin(game: &yonin::Game, json: bool) -> Result<String, Refusal> {
    let state = game.state();
    if json {
        let text = serde_json::to_string(&state).map_err(|e| Refusal(e.to_string()))?;
        return Ok(format!("{text}\n"));
    }
    let mut out = format!("position: {}\n", state.position);
    match (state.to_move, &state.result) {
        (Some(s), _) => out.push_str(&format!("to move: {s}\n")),
        (None, Some(r)) => {
            let places: Vec<String> = r.places.iter().map(|(s, p)| format!("{s} {p}")).collect();
            out.push_str(&format!("result: {} ({})\n", r.reason, places.join(", ")));
        }
        (None, None) => {}
    }
    out.push_str(&format!(
        "in check: {}\nply: {}\n",
        if state.in_check.is_empty() {
            "none".to_string()
        } else {
            state.in_check.join(", ")
        },
        state.ply
    ));
    for e in &state.eliminated {
        out.push_str(&format!(
            "eliminated: {} by {} at ply {}\n",
            e.seat, e.by, e.ply
        ));
    }
    Ok(out)
}

pub(crate) fn replay_yonin(args: &GameArgs, moves: &[String]) -> Result<yonin::Game, Refusal> {
    let settings = yonin_settings(&args.yonin);
    let mut game = if args.position == "startpos" {
        yonin::Game::new(settings)
    } else {
        yonin::Position::from_text(&args.position)
            .and_then(|p| yonin::Game::from_position(p, settings))
            .map_err(|e| Refusal(format!("position ({}): {e}", args.position)))?
    };
    for (i, text) in moves.iter().enumerate() {
        let refuse = |reason: String| Refusal(format!("move {} ({text}): {reason}", i + 1));
        let m = Move::parse_usi(text.trim()).map_err(|e| refuse(e.to_string()))?;
        game.play(m).map_err(|e| refuse(e.to_string()))?;
    }
    Ok(game)
}

/// `shogiban render`: the position after the moves as a PNG.
pub(crate) fn render_png(
    args: &GameArgs,
    moves: &[String],
    hint: Option<&str>,
    flip: bool,
    names: Option<&str>,
    output: &std::path::Path,
) -> Result<String, Refusal> {
    use shogiban::render::Style;
    let names: Vec<String> = names
        .map(|n| n.split(',').map(|s| s.trim().to_owned()).collect())
        .unwrap_or_default();
    let style = Style {
        flip,
        ..Style::default()
    };
    let target = match hint {
        None => None,
        Some(h) => Some(HintTarget::parse(h).ok_or_else(|| {
            Refusal(format!(
                "hint ({h}): give a square like 7g or 77, or a piece letter like P"
            ))
        })?),
    };
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let png = match args.variant {
        Variant::Yonin => picture::<yonin::Game>(args, moves, target, &names, &style)?,
        Variant::Standard => picture::<Game>(args, moves, target, &names, &style)?,
    };
    std::fs::write(output, png)
        .map_err(|e| Refusal(format!("cannot write {}: {e}", output.display())))?;
    Ok(String::new())
}

/// The PNG of the position after `moves`, with a hint, for either variant.
pub(crate) fn picture<V: Analysed>(
    args: &GameArgs,
    moves: &[String],
    target: Option<HintTarget>,
    names: &[&str],
    style: &shogiban::render::Style,
) -> Result<Vec<u8>, Refusal> {
    let game = V::replay(args, moves)?;
    let mut view = game.view(names, shogiban::render::Notation::Japanese);
    if let Some(t) = target {
        let origin = game.hint(t).map_err(|e| {
            Refusal(format!(
                "hint: {}",
                shogiban::table::refusal(&e).to_string_in(shogiban::i18n::Lang::En)
            ))
        })?;
        view = game.with_hint(view, origin);
    }
    Ok(V::png(&view, style))
}

/// The frames of a replay, one after each move, for either variant; `what` names a move in an
/// error (`move`, `action`).
pub(crate) fn replay_frames<V: Drawn>(
    mut game: V,
    moves: &[Move],
    names: &[&str],
    record: &str,
    what: &str,
) -> Result<Vec<u8>, Refusal> {
    let notation = shogiban::render::Notation::Japanese;
    let mut views = vec![game.view(names, notation)];
    for (i, &m) in moves.iter().enumerate() {
        game.play(m)
            .map_err(|e| Refusal(format!("{record}: {what} {}: {e}", i + 1)))?;
        views.push(game.view(names, notation));
    }
    Ok(V::gif(&views, &shogiban::render::Style::default()))
}

/// `shogiban replay` of a four-player record (`.yonin`): one frame per action.
pub(crate) fn replay_four_gif(
    record: &str,
    text: &str,
    output: &std::path::Path,
) -> Result<String, Refusal> {
    use shogiban::notation::yonin::YoninRecord;
    let rec = YoninRecord::read(text).map_err(|e| Refusal(format!("{record}: {e}")))?;
    let names = Seat::ALL.map(|s| rec.player(s));
    let game = match rec.start() {
        Some(start) => yonin::Game::from_position(start.clone(), rec.settings())
            .map_err(|e| Refusal(format!("{record}: {e}")))?,
        None => yonin::Game::new(rec.settings()),
    };
    let gif = replay_frames(game, rec.moves(), &names, record, "action")?;
    std::fs::write(output, gif)
        .map_err(|e| Refusal(format!("cannot write {}: {e}", output.display())))?;
    Ok(String::new())
}

/// `shogiban replay`: a game record (KIF, KI2, CSA, USI, or a four-player `.yonin` record) as an
/// animated GIF.
pub(crate) fn replay_gif(record: &str, output: &std::path::Path) -> Result<String, Refusal> {
    use shogiban::notation::Record;
    let bytes = if record == "-" {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
            .map_err(|e| Refusal(format!("-: {e}")))?;
        b
    } else {
        std::fs::read(record).map_err(|e| Refusal(format!("{record}: {e}")))?
    };
    let text = String::from_utf8_lossy(&bytes);
    if shogiban::notation::yonin::YoninRecord::detect(&text) {
        return replay_four_gif(record, &text, output);
    }
    let (_, rec) = Record::read(&bytes).map_err(|e| Refusal(format!("{record}: {e}")))?;
    let names = [
        rec.sente.as_deref().unwrap_or_default(),
        rec.gote.as_deref().unwrap_or_default(),
    ];
    let game = Game::new(rec.start.clone(), GameRules::default());
    let gif = replay_frames(game, &rec.moves, &names, record, "move")?;
    std::fs::write(output, gif)
        .map_err(|e| Refusal(format!("cannot write {}: {e}", output.display())))?;
    Ok(String::new())
}
