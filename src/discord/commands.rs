//! Every slash command, in one place. Each one only builds the typed [`Command`] it stands for
//! from its typed options (as poise hands them over) and hands it to
//! `run_slash` in `events.rs`; the table decides everything.

use super::events::{keep_stage, run_slash};
use super::{present, table_id, Answering, BotError, Context, Source};
use crate::i18n::Msg;
use crate::notation::ExportFormat;
use crate::rules::handicap::HANDICAPS;
use crate::rules::yonin::Choice;
use crate::rules::Color;
use crate::table::command::{
    parse_duration, ChallengeOptions, Command, CommandError, HintTarget, LobbyOptions, Mention,
    ServerCommand, SideChoice, TableCommand,
};
use crate::table::settings::{Scope, SettingsCommand};
use crate::table::tournament::{Kind, NewTournament, TournamentCommand};
use crate::table::TableError;
use poise::serenity_prelude::{self as serenity, CreateActionRow, CreateButton};

/// All commands, as registered with Discord, with their descriptions from the catalogues.
pub fn all() -> Vec<poise::Command<super::Data, BotError>> {
    let mut commands = vec![
        shogi(),
        yonin(),
        r#move(),
        board(),
        hint(),
        resign(),
        takeback(),
        abort(),
        rematch(),
        export(),
        settings(),
        stats(),
        leaderboard(),
        games(),
        help(),
        puzzle(),
        review(),
        tournament(),
    ];
    super::localize::localize(&mut commands);
    commands
}

/// Which puzzle `/puzzle` asks for.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum PuzzleChoice {
    #[name = "next (a new one for you)"]
    Next,
    #[name = "daily (the puzzle of the day)"]
    Daily,
    #[name = "stop (give up the one in progress)"]
    Stop,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Side {
    #[name = "sente (move first)"]
    Sente,
    #[name = "gote (move second)"]
    Gote,
    #[name = "random"]
    Random,
}

impl Side {
    fn choice(self) -> SideChoice {
        match self {
            Side::Sente => SideChoice::Color(Color::Sente),
            Side::Gote => SideChoice::Color(Color::Gote),
            Side::Random => SideChoice::Random,
        }
    }
}

/// The slash command's choices are [`ExportFormat`]'s own list, so `/export`, `export` and
/// `convert --to` offer the same formats.
impl poise::ChoiceParameter for ExportFormat {
    fn list() -> Vec<poise::CommandParameterChoice> {
        ExportFormat::ALL
            .into_iter()
            .map(|f| poise::CommandParameterChoice {
                name: f.label().to_owned(),
                localizations: Default::default(),
                __non_exhaustive: (),
            })
            .collect()
    }

    fn from_index(index: usize) -> Option<Self> {
        ExportFormat::ALL.get(index).copied()
    }

    fn from_name(name: &str) -> Option<Self> {
        ExportFormat::ALL.into_iter().find(|f| f.label() == name)
    }

    fn name(&self) -> &'static str {
        self.label()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

async fn complete_handicap<'a>(
    _ctx: Context<'_>,
    partial: &'a str,
) -> impl Iterator<Item = String> + 'a {
    let partial = partial.to_ascii_lowercase();
    HANDICAPS
        .iter()
        .filter(move |h| h.name.contains(partial.as_str()))
        .map(|h| h.name.to_owned())
}

/// A command's options refused, in the table's words.
fn refused(e: CommandError) -> BotError {
    BotError::Refused(crate::table::refusal(&TableError::Command(e)))
}

/// A time per move as typed in a slash option (`30m`, `12 h`, `3d`); a refusal in the table's
/// words otherwise.
fn time_option(time: Option<String>) -> Result<Option<u64>, Msg> {
    time.map(|t| {
        parse_duration(&t).map_err(|reason| {
            crate::table::refusal(&TableError::Command(CommandError::BadValue {
                key: "time",
                reason,
            }))
        })
    })
    .transpose()
}

fn challenge_options(
    handicap: Option<String>,
    side: Option<Side>,
    time: Option<String>,
    rated: Option<bool>,
    level: Option<u8>,
) -> Result<ChallengeOptions, Msg> {
    Ok(ChallengeOptions {
        handicap: handicap.map(|h| h.trim().to_owned()),
        side: side.map(Side::choice),
        time_per_move: time_option(time)?,
        rated,
        level,
        ..ChallengeOptions::default()
    })
}

/// Two-player shogi: challenge someone, or post an open challenge.
#[poise::command(slash_command, subcommands("challenge", "open"), subcommand_required)]
pub async fn shogi(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Challenge someone (or me, with a level) to a game of shogi.
// Every Discord option is an argument: poise builds the command from this signature.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play (mention me to play the computer)"] opponent: serenity::User,
    #[description = "Handicap you give (e.g. bishop, rook, 2-piece)"]
    #[autocomplete = "complete_handicap"]
    handicap: Option<String>,
    #[description = "Which side you take"] side: Option<Side>,
    #[description = "Time per move, e.g. 30m, 12h, 3d"] time: Option<String>,
    #[description = "Rated game (default yes; handicap games are never rated)"] rated: Option<bool>,
    #[description = "The computer's strength, 1 to 5 (when challenging me)"]
    #[min = 1]
    #[max = 5]
    level: Option<u8>,
    #[description = "Play in a new thread"] thread: Option<bool>,
) -> Result<(), BotError> {
    let command = TableCommand::Challenge(
        Mention::Id(crate::table::UserId(opponent.id.get())),
        challenge_options(handicap, side, time, rated, level).map_err(BotError::Refused)?,
    );
    if wants_thread(ctx, thread).await {
        let name = format!(
            "{} vs {}",
            ctx.author().display_name(),
            opponent.display_name()
        );
        return in_new_thread(ctx, name, command.into(), &[opponent]).await;
    }
    run_slash(ctx, command, &[opponent]).await
}

/// Post a challenge anyone can accept.
#[poise::command(slash_command)]
pub async fn open(
    ctx: Context<'_>,
    #[description = "Handicap you give (e.g. bishop, rook, 2-piece)"]
    #[autocomplete = "complete_handicap"]
    handicap: Option<String>,
    #[description = "Which side you take"] side: Option<Side>,
    #[description = "Time per move, e.g. 30m, 12h, 3d"] time: Option<String>,
    #[description = "Rated game"] rated: Option<bool>,
    #[description = "Play in a new thread"] thread: Option<bool>,
) -> Result<(), BotError> {
    let command = TableCommand::Open(
        challenge_options(handicap, side, time, rated, None).map_err(BotError::Refused)?,
    );
    if wants_thread(ctx, thread).await {
        let name = format!("{}'s open game", ctx.author().display_name());
        return in_new_thread(ctx, name, command.into(), &[]).await;
    }
    run_slash(ctx, command, &[]).await
}

/// Four-player shogi (yonin shogi).
#[poise::command(slash_command, subcommands("new"), subcommand_required)]
pub async fn yonin(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Open a four-player lobby with Join / Leave / Add computer / Start buttons.
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Play in two teams (South+North against West+East)"] teams: Option<bool>,
    #[description = "Time per move, e.g. 30m, 12h, 3d"] time: Option<String>,
    #[description = "Play in a new thread"] thread: Option<bool>,
) -> Result<(), BotError> {
    let command = TableCommand::Yonin(LobbyOptions {
        time_per_move: time_option(time).map_err(BotError::Refused)?,
        choices: teams.map(Choice::Teams).into_iter().collect(),
    });
    if wants_thread(ctx, thread).await {
        let name = format!("{}'s four-player game", ctx.author().display_name());
        return in_new_thread(ctx, name, command.into(), &[]).await;
    }
    run_slash(ctx, command, &[]).await
}

/// Whether a new game gets its own thread: the command's option, else the channel's `threads`
/// setting — never from inside a thread or a direct message.
async fn wants_thread(ctx: Context<'_>, option: Option<bool>) -> bool {
    if !matches!(ctx, poise::Context::Application(_))
        || ctx.guild_id().is_none()
        || in_a_thread(ctx)
    {
        return false;
    }
    if let Some(choice) = option {
        return choice;
    }
    let service = std::sync::Arc::clone(&ctx.data().service);
    let table = table_id(ctx.guild_id(), ctx.channel_id());
    tokio::task::spawn_blocking(move || service.settings(&table).map(|s| s.game_threads))
        .await
        .ok()
        .and_then(Result::ok)
        .unwrap_or(false)
}

/// Creates a public thread and runs the command there; the interaction points to it.
async fn in_new_thread(
    ctx: Context<'_>,
    name: String,
    command: Command,
    users: &[serenity::User],
) -> Result<(), BotError> {
    if ctx.guild_id().is_none() {
        return Err(BotError::Refused(msg!("discord-threads-only-in-servers")));
    }
    let poise::Context::Application(app) = ctx else {
        return Err(BotError::Refused(msg!("discord-use-slash-command")));
    };
    let builder = serenity::CreateThread::new(present::truncate(&name, 100))
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let thread = match ctx.channel_id().create_thread(ctx.http(), builder).await {
        Ok(t) => t,
        Err(e) if super::is_missing_permissions(&e) => {
            return Err(BotError::Refused(msg!("discord-need-thread-permission")))
        }
        Err(e) => return Err(e.into()),
    };
    let actor = super::interaction_actor(app.interaction.member.as_deref(), &app.interaction.user);
    let mut answering = Answering::new(Source::Command(app.interaction));
    let result = run_in_thread(ctx, &mut answering, &thread, actor, command, users).await;
    keep_stage(ctx, &answering, &result).await;
    result
}

/// The part of [`in_new_thread`] once the thread exists: deferred (publicly: the answer points
/// everyone to the thread), the command run there, and the thread removed again if it failed.
async fn run_in_thread(
    ctx: Context<'_>,
    answering: &mut Answering<'_>,
    thread: &serenity::GuildChannel,
    actor: crate::table::Actor,
    command: Command,
    users: &[serenity::User],
) -> Result<(), BotError> {
    answering.defer(ctx.http(), false).await?;
    let data = ctx.data();
    let mut dir = data.directory();
    for u in users {
        dir.add(u, None);
    }
    let table = table_id(Some(thread.guild_id), thread.id);
    let service = std::sync::Arc::clone(&data.service);
    let locale = ctx.locale().map(str::to_owned);
    let key = crate::service::CommandKey::interaction(answering.source.id());
    let posts = tokio::task::spawn_blocking(move || {
        super::execute(
            &service,
            &key,
            &table,
            &actor,
            command,
            &dir,
            locale.as_deref(),
        )
    })
    .await;
    let outcome = match posts {
        Ok(Ok(outcome)) => outcome,
        Ok(Err(e)) => return refuse_in_removed_thread(ctx, answering, thread, e.into()).await,
        Err(e) => return refuse_in_removed_thread(ctx, answering, thread, e.into()).await,
    };
    for p in &outcome.posts {
        let _ = super::send_post(ctx.http(), thread.id, p).await;
    }
    super::send_elsewhere(ctx.http(), &outcome.elsewhere).await;
    let text = msg!("discord-game-in-thread")
        .with("thread", format!("<#{}>", thread.id))
        .to_string_in(outcome.asker);
    answering.say(ctx.http(), &text).await?;
    Ok(())
}

/// The command failed in the thread just made for it: the thread goes, and the asker is told
/// privately why — and, when the thread cannot go (no Manage Threads), that it stays empty.
async fn refuse_in_removed_thread(
    ctx: Context<'_>,
    answering: &mut Answering<'_>,
    thread: &serenity::GuildChannel,
    e: BotError,
) -> Result<(), BotError> {
    if !matches!(e, BotError::Refused(_)) {
        tracing::error!(command = %ctx.command().qualified_name, error = %e, "command failed");
    }
    let table = table_id(ctx.guild_id(), ctx.channel_id());
    let lang = super::reader_lang(
        &ctx.data().service,
        ctx.author().id.get(),
        &table,
        ctx.locale(),
    )
    .await;
    let mut text = e.user_text(lang);
    if let Err(err) = thread.id.delete(ctx.http()).await {
        if super::is_missing_permissions(&err) {
            tracing::warn!(thread = %thread.id, "missing the Manage Threads permission: an empty thread stays");
        } else {
            tracing::warn!(thread = %thread.id, error = %err, "the thread of a failed command could not be removed");
        }
        let left = msg!("discord-thread-left-behind")
            .with("thread", format!("<#{}>", thread.id))
            .to_string_in(lang);
        text = format!("{text}\n\n{left}");
    }
    super::report_failure(ctx.http(), answering, &text).await;
    Ok(())
}

/// The legal moves of your position that match what you typed, in the notation you type in.
async fn complete_move(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let data = ctx.data();
    let service = std::sync::Arc::clone(&data.service);
    let table = table_id(ctx.guild_id(), ctx.channel_id());
    let user = crate::table::UserId(ctx.author().id.get());
    let partial = partial.to_owned();
    tokio::task::spawn_blocking(move || {
        let Ok(state) = service.table_snapshot(&table) else {
            return Vec::new();
        };
        suggestions(&state, user, &partial)
    })
    .await
    .unwrap_or_default()
}

/// Autocomplete choices for `/move` (Discord shows at most 25): only for the player to move.
pub fn suggestions(
    state: &crate::table::Table,
    user: crate::table::UserId,
    typed: &str,
) -> Vec<String> {
    state.move_suggestions(user, typed, 25)
}

/// Play a move, in any notation (7g7f, ７六歩, 76歩, P-7f, +7776FU …).
#[poise::command(slash_command, rename = "move")]
pub async fn r#move(
    ctx: Context<'_>,
    #[description = "Your move; start typing to see the legal ones"]
    #[autocomplete = "complete_move"]
    r#move: String,
) -> Result<(), BotError> {
    run_slash(ctx, TableCommand::Move(r#move.trim().to_owned()), &[]).await
}

/// Show the board.
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), BotError> {
    run_slash(ctx, TableCommand::Board, &[]).await
}

/// Show where a piece can go: a square (7g) or a piece in hand (P).
#[poise::command(slash_command)]
pub async fn hint(
    ctx: Context<'_>,
    #[description = "A square (7g, ７七) or a piece in hand (P, 歩)"] square: String,
) -> Result<(), BotError> {
    let target = HintTarget::parse(&square)
        .ok_or_else(|| refused(CommandError::HintUsage { input: square }))?;
    run_slash(ctx, TableCommand::Hint(target), &[]).await
}

/// Resign the game (asks you to confirm).
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), BotError> {
    let table = table_id(ctx.guild_id(), ctx.channel_id());
    let lang = super::reader_lang(
        &ctx.data().service,
        ctx.author().id.get(),
        &table,
        ctx.locale(),
    )
    .await;
    let reply = poise::CreateReply::default()
        .content(msg!("discord-resign-confirm").to_string_in(lang))
        .ephemeral(true)
        .components(vec![CreateActionRow::Buttons(vec![CreateButton::new(
            present::Action::Resign.custom_id(),
        )
        .label(msg!("discord-button-resign").to_string_in(lang))
        .style(serenity::ButtonStyle::Danger)])]);
    ctx.send(reply).await?;
    Ok(())
}

/// Ask to take back your last move (your opponent agrees with /takeback).
#[poise::command(slash_command)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), BotError> {
    run_slash(ctx, TableCommand::Takeback, &[]).await
}

/// Abort the game (before both have moved, or as a moderator).
#[poise::command(slash_command)]
pub async fn abort(ctx: Context<'_>) -> Result<(), BotError> {
    run_slash(ctx, TableCommand::Abort, &[]).await
}

/// Play again with the same people (sides swapped).
#[poise::command(slash_command)]
pub async fn rematch(ctx: Context<'_>) -> Result<(), BotError> {
    run_slash(ctx, TableCommand::Rematch, &[]).await
}

/// The game record as a file.
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Record format"] format: Option<ExportFormat>,
) -> Result<(), BotError> {
    let format = format.unwrap_or(ExportFormat::Kif);
    run_slash(ctx, TableCommand::Export(format), &[]).await
}

/// Show or change this channel's settings (changes: moderators only).
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "The setting to show or change"] key: Option<String>,
    #[description = "Its new value (`default` removes this channel's override)"] value: Option<
        String,
    >,
    #[description = "Change the server's default instead of this channel's"] server: Option<bool>,
) -> Result<(), BotError> {
    let scope = if server == Some(true) {
        Scope::Server
    } else {
        Scope::Channel
    };
    let command = SettingsCommand::new(scope, key.as_deref(), value.as_deref()).map_err(refused)?;
    run_slash(ctx, ServerCommand::Settings(command), &[]).await
}

/// Someone's results on this server.
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<serenity::User>,
) -> Result<(), BotError> {
    match user {
        Some(u) => {
            let who = Mention::Id(crate::table::UserId(u.id.get()));
            run_slash(ctx, ServerCommand::Stats(Some(who)), &[u]).await
        }
        None => run_slash(ctx, ServerCommand::Stats(None), &[]).await,
    }
}

/// This server's ratings.
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), BotError> {
    run_slash(ctx, ServerCommand::Leaderboard, &[]).await
}

/// The games in play on this server, the latest first.
#[poise::command(slash_command)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Which page (1 is the latest games)"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), BotError> {
    run_slash(ctx, ServerCommand::Games(page.unwrap_or(1)), &[]).await
}

/// How to play with me.
#[poise::command(slash_command)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "A topic or command (moves, challenge, yonin, clocks …)"] topic: Option<String>,
) -> Result<(), BotError> {
    let topic = topic
        .map(|t| t.trim().to_ascii_lowercase())
        .filter(|t| !t.is_empty());
    run_slash(ctx, TableCommand::Help(topic), &[]).await
}

/// A mate puzzle (詰将棋) for you: answer with /move; the defender's replies are played for you.
#[poise::command(slash_command)]
pub async fn puzzle(
    ctx: Context<'_>,
    #[description = "Which puzzle (default: the next one for you)"] which: Option<PuzzleChoice>,
) -> Result<(), BotError> {
    use crate::table::puzzle::PuzzleAsk;
    let ask = match which {
        None | Some(PuzzleChoice::Next) => PuzzleAsk::Next,
        Some(PuzzleChoice::Daily) => PuzzleAsk::Daily,
        Some(PuzzleChoice::Stop) => PuzzleAsk::GiveUp,
    };
    run_slash(ctx, TableCommand::Puzzle(ask), &[]).await
}

/// The engine's review of this channel's last finished game: a graph, mistakes and missed mates.
#[poise::command(slash_command)]
pub async fn review(ctx: Context<'_>) -> Result<(), BotError> {
    run_slash(ctx, TableCommand::Review, &[]).await
}

/// How a tournament pairs its players.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TournamentKind {
    #[name = "round robin (everyone meets everyone)"]
    RoundRobin,
    #[name = "Swiss (players of equal scores meet)"]
    Swiss,
    #[name = "four-player (tables of four)"]
    Yonin,
}

impl TournamentKind {
    fn kind(self) -> Kind {
        match self {
            TournamentKind::RoundRobin => Kind::RoundRobin,
            TournamentKind::Swiss => Kind::Swiss,
            TournamentKind::Yonin => Kind::Yonin,
        }
    }
}

/// Tournaments in this channel: each game in a thread of its own.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "tournament_new",
        "tournament_join",
        "tournament_leave",
        "tournament_start",
        "tournament_standings",
        "tournament_list",
        "tournament_show"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Open a tournament in this channel (one at a time); players join with its buttons.
// Every Discord option is an argument: poise builds the command from this signature.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, rename = "new")]
pub async fn tournament_new(
    ctx: Context<'_>,
    #[description = "How players are paired"] kind: TournamentKind,
    #[description = "How many rounds (Swiss and four-player; a round robin plays everyone)"]
    #[min = 1]
    #[max = 30]
    rounds: Option<u32>,
    #[description = "Time per move, e.g. 30m, 12h, 3d"] time: Option<String>,
    #[description = "How long each round lasts, e.g. 3d, 7d (unfinished games are then scored)"]
    round: Option<String>,
    #[description = "Whether results count for ratings (default yes)"] rated: Option<bool>,
    #[description = "The tournament's name"]
    #[max_length = 60]
    name: Option<String>,
) -> Result<(), BotError> {
    if in_a_thread(ctx) {
        return Err(BotError::Refused(msg!("discord-tournament-not-in-thread")));
    }
    // The options as they are, checked by the same constructor as a typed line: a name
    // holding `rated=no` is a name.
    let (time, round, name) = (time.as_deref(), round.as_deref(), name.as_deref());
    let new = NewTournament::new(kind.kind(), rounds, time, round, rated, name).map_err(refused)?;
    tournament_command(ctx, TournamentCommand::New(new)).await
}

/// Whether the command came from a thread (a tournament's games need threads of their own).
fn in_a_thread(ctx: Context<'_>) -> bool {
    let poise::Context::Application(app) = ctx else {
        return false;
    };
    app.interaction.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread | serenity::ChannelType::PrivateThread
        )
    })
}

async fn tournament_command(ctx: Context<'_>, command: TournamentCommand) -> Result<(), BotError> {
    run_slash(ctx, ServerCommand::Tournament(command), &[]).await
}

/// Enter this channel's tournament.
#[poise::command(slash_command, rename = "join")]
pub async fn tournament_join(ctx: Context<'_>) -> Result<(), BotError> {
    tournament_command(ctx, TournamentCommand::Join).await
}

/// Leave the tournament (once it runs: withdraw, forfeiting your remaining games).
#[poise::command(slash_command, rename = "leave")]
pub async fn tournament_leave(ctx: Context<'_>) -> Result<(), BotError> {
    tournament_command(ctx, TournamentCommand::Leave).await
}

/// Start the tournament (its organiser or a moderator).
#[poise::command(slash_command, rename = "start")]
pub async fn tournament_start(ctx: Context<'_>) -> Result<(), BotError> {
    tournament_command(ctx, TournamentCommand::Start).await
}

/// The tournament's standings, with a picture.
#[poise::command(slash_command, rename = "standings")]
pub async fn tournament_standings(ctx: Context<'_>) -> Result<(), BotError> {
    tournament_command(ctx, TournamentCommand::Standings).await
}

/// This channel's tournaments, past and present.
#[poise::command(slash_command, rename = "list")]
pub async fn tournament_list(ctx: Context<'_>) -> Result<(), BotError> {
    tournament_command(ctx, TournamentCommand::List).await
}

/// One of this channel's tournaments, by its number.
#[poise::command(slash_command, rename = "show")]
pub async fn tournament_show(
    ctx: Context<'_>,
    #[description = "Its number in this channel (see /tournament list)"]
    #[min = 1]
    number: u32,
) -> Result<(), BotError> {
    tournament_command(ctx, TournamentCommand::Show(number)).await
}
