//! The Discord front end (serenity 0.12 + poise 0.6): a thin adapter that turns slash commands,
//! buttons and messages into text commands for [`crate::store::Service`] and shows its replies.
//! Every decision about the game is the table's; this module only translates.
//!
//! - Slash commands (all listed in [`commands::all`]) are answered with an embed holding the
//!   board PNG; refusals are ephemeral. Work that may take near Discord's 3-second deadline (a
//!   computer move, a slow disk) is deferred after `defer_after_ms` (1.5 s by default).
//! - Buttons carry the text command they run in their custom id (`sb:accept <@id>`), so they keep
//!   working after a restart: nothing about them lives in memory.
//! - Messages: one that mentions the bot runs the rest as a command; in a direct message every
//!   line is a command; with the Message Content intent on, a message that is only a move, from
//!   someone playing here, is played (other chatter is ignored).

pub mod commands;
pub mod config;
pub mod present;

pub use config::Config;

use crate::store::{Service, ServiceError, SledStore, Store};
use crate::table::command::{parse_command, Command, Mention};
use crate::table::settings::Settings;
use crate::table::{board_png_with, Actor, Directory, Player, Reply, Table, TableError, Timestamp};
use present::{Button, Post, BUTTON_PREFIX};
use serenity::all::{
    ButtonStyle, ChannelId, ClientBuilder, CommandInteraction, ComponentInteraction,
    Context as SerenityContext, CreateInteractionResponse, CreateInteractionResponseMessage,
    EditMessage, FullEvent, GatewayIntents, GuildId, Http, HttpBuilder, Interaction, Message,
    MessageFlags, MessageId, Permissions, User,
};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tracing::{error, info, warn};

/// How often the clocks of all tables are advanced (reminders and time-outs).
pub const TICK_EVERY: Duration = Duration::from_secs(30);

/// What every handler shares.
pub struct Data {
    pub service: Arc<Service>,
    pub config: Config,
    /// The bot itself, known once READY arrived.
    bot: OnceLock<Player>,
    /// Commands in flight hold a read guard; shutdown takes the write guard to wait for them.
    in_flight: Arc<tokio::sync::RwLock<()>>,
    /// The last board message of each table, edited in place when the channel's
    /// `edit-in-place` setting is on (kept in memory: after a restart the next board is new).
    boards: Arc<std::sync::Mutex<HashMap<String, (ChannelId, MessageId)>>>,
}

impl Data {
    fn board_message(&self, table: &str) -> Option<(ChannelId, MessageId)> {
        self.boards
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(table)
            .copied()
    }

    fn remember_board(&self, table: &str, at: Option<(ChannelId, MessageId)>) {
        let mut boards = self.boards.lock().unwrap_or_else(|p| p.into_inner());
        match at {
            Some(at) => boards.insert(table.to_owned(), at),
            None => boards.remove(table),
        };
    }

    /// With `edit-in-place` on, shows the board post by editing the table's board message.
    /// Returns the posts still to send and whether the board was shown that way.
    async fn edit_board_in_place(
        &self,
        http: &Http,
        table: &str,
        outcome: &mut Delivery,
    ) -> Option<String> {
        if !outcome.edit_in_place {
            return None;
        }
        let i = outcome
            .posts
            .iter()
            .position(|p| p.png.is_some() && p.buttons.is_empty())?;
        let (channel, message) = self.board_message(table)?;
        match channel
            .edit_message(http, message, outcome.posts[i].to_edit())
            .await
        {
            Ok(_) => Some(outcome.posts.remove(i).title().to_owned()),
            Err(e) => {
                warn!(error = %e, "the board message could not be edited; posting a new one");
                self.remember_board(table, None);
                None
            }
        }
    }
}

/// What one command produced: the posts, and whether boards are edited in place here.
pub struct Delivery {
    pub posts: Vec<Post>,
    pub edit_in_place: bool,
}

/// The one error type of the adapter: refusals are shown to the user (ephemerally where Discord
/// allows), everything else is logged and answered with a short apology.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("{0}")]
    Refused(String),
    #[error("storage failed: {0}")]
    Store(#[from] crate::store::StoreError),
    #[error("Discord request failed: {0}")]
    Discord(#[from] serenity::Error),
    #[error("internal task failed: {0}")]
    Task(#[from] tokio::task::JoinError),
}

impl From<ServiceError> for BotError {
    fn from(e: ServiceError) -> BotError {
        match e {
            ServiceError::Table(t) => BotError::Refused(t.to_string()),
            ServiceError::Store(s) => BotError::Store(s),
        }
    }
}

impl BotError {
    /// What the user is told.
    pub fn user_text(&self) -> String {
        match self {
            BotError::Refused(t) => t.clone(),
            _ => "Something went wrong on my side; the table is unchanged. Please try again in a moment.".to_owned(),
        }
    }
}

pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// The table of a channel or thread: `guild/channel`, or `dm/channel` in a direct message.
pub fn table_id(guild: Option<GuildId>, channel: ChannelId) -> String {
    match guild {
        Some(g) => format!("{g}/{channel}"),
        None => format!("dm/{channel}"),
    }
}

/// The channel a table id names.
fn channel_of(table: &str) -> Option<ChannelId> {
    let (_, c) = table.split_once('/')?;
    c.parse::<u64>()
        .ok()
        .filter(|&c| c != 0)
        .map(ChannelId::new)
}

/// Moderators may change settings and abort any game: people who manage the server, the
/// channel or its messages.
pub fn is_moderator(permissions: Option<Permissions>) -> bool {
    permissions.is_some_and(|p| {
        p.intersects(
            Permissions::ADMINISTRATOR
                | Permissions::MANAGE_GUILD
                | Permissions::MANAGE_CHANNELS
                | Permissions::MANAGE_MESSAGES,
        )
    })
}

fn actor_of(user: &User, nick: Option<&str>, permissions: Option<Permissions>) -> Actor {
    Actor {
        id: crate::table::UserId(user.id.get()),
        name: nick.unwrap_or_else(|| user.display_name()).to_owned(),
        moderator: is_moderator(permissions),
    }
}

/// The people a command may name: those Discord resolved for us, and the bot itself.
#[derive(Clone, Debug, Default)]
pub struct Known {
    users: HashMap<u64, Player>,
    bot: Option<Player>,
}

impl Known {
    fn new(bot: Option<Player>) -> Known {
        let mut k = Known {
            users: HashMap::new(),
            bot: bot.clone(),
        };
        if let Some(b) = bot {
            k.users.insert(b.id.0, b);
        }
        k
    }

    /// The bot itself, the computer opponent.
    pub fn bot(&self) -> Option<&Player> {
        self.bot.as_ref()
    }

    fn add(&mut self, user: &User, nick: Option<&str>) {
        self.users.insert(
            user.id.get(),
            Player {
                id: crate::table::UserId(user.id.get()),
                name: nick.unwrap_or_else(|| user.display_name()).to_owned(),
            },
        );
    }
}

impl Directory for Known {
    fn computer(&self) -> Option<Player> {
        self.bot.clone()
    }

    fn resolve(&self, mention: &Mention) -> Option<Player> {
        // The table hands over the id of `<@123>` (digits) or the name of `@bob`.
        let text = mention.0.trim();
        if let Ok(id) = text.parse::<u64>() {
            if let Some(p) = self.users.get(&id) {
                return Some(p.clone());
            }
            if id != 0 {
                return Some(Player {
                    id: crate::table::UserId(id),
                    name: format!("<@{id}>"),
                });
            }
        }
        self.users
            .values()
            .find(|p| p.name.eq_ignore_ascii_case(text))
            .cloned()
    }
}

fn unix_now() -> Timestamp {
    Timestamp(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
    )
}

/// Runs one command line at one table and turns the replies into posts (board images drawn,
/// buttons chosen). Blocking: call it from `spawn_blocking`.
fn execute(
    service: &Service,
    table: &str,
    actor: &Actor,
    line: &str,
    dir: &Known,
) -> Result<Delivery, ServiceError> {
    let replies = service.run(table, actor, line, unix_now(), dir)?;
    let state = service.table(table)?;
    let settings = service.settings(table)?;
    let mut posts = posts_of(&replies, &state, &settings);
    if let Some(first) = posts.first_mut() {
        first.buttons = buttons_after(line, actor, &state);
    }
    Ok(Delivery {
        posts,
        edit_in_place: settings.edit_in_place,
    })
}

/// The table's replies as posts, with the board drawn as the settings say.
fn posts_of(replies: &[Reply], state: &Table, settings: &Settings) -> Vec<Post> {
    replies
        .iter()
        .map(|r| Post {
            text: r.text.clone(),
            png: if r.board {
                board_png_with(state, r, settings)
            } else {
                None
            },
            file: r.file.clone(),
            mentions: r.mentions.iter().map(|u| u.0).collect(),
            buttons: Vec::new(),
        })
        .collect()
}

/// The buttons that belong under a reply: Accept/Decline under a pending challenge, the lobby's
/// seat buttons under a lobby.
fn buttons_after(line: &str, actor: &Actor, table: &Table) -> Vec<Button> {
    match parse_command(line) {
        Ok(Command::Challenge(..) | Command::Open(_) | Command::Rematch) => {
            let Some(c) = table.challenges.iter().find(|c| c.from.id == actor.id) else {
                return Vec::new();
            };
            let from = format!("<@{}>", c.from.id.0);
            let mut b = vec![Button::new(
                "Accept",
                format!("accept {from}"),
                ButtonStyle::Success,
            )];
            if c.to.is_some() {
                b.push(Button::new(
                    "Decline",
                    format!("decline {from}"),
                    ButtonStyle::Danger,
                ));
            }
            b.push(Button::new("Cancel", "cancel", ButtonStyle::Secondary));
            b
        }
        Ok(Command::Yonin(_) | Command::Join(_) | Command::Leave | Command::AddComputer(..))
            if table.lobby.is_some() =>
        {
            lobby_buttons()
        }
        _ => Vec::new(),
    }
}

fn lobby_buttons() -> Vec<Button> {
    vec![
        Button::new("Join", "join", ButtonStyle::Success),
        Button::new("Leave", "leave", ButtonStyle::Secondary),
        Button::new("Add computer", "add-computer", ButtonStyle::Primary),
        Button::new("Start", "start", ButtonStyle::Primary),
    ]
}

/// Runs `line` for an interaction (slash command or button): the work runs on a blocking thread,
/// the interaction is deferred if it takes long, refusals are ephemeral.
async fn answer_interaction(
    http: &Http,
    data: &Data,
    source: Source<'_>,
    table: String,
    actor: Actor,
    line: String,
    dir: Known,
) -> Result<(), BotError> {
    let _in_flight = data.in_flight.read().await;
    let service = Arc::clone(&data.service);
    let key = table.clone();
    let mut work =
        tokio::task::spawn_blocking(move || execute(&service, &table, &actor, &line, &dir));
    let mut deferred = false;
    let wait = Duration::from_millis(data.config.defer_after_ms);
    let result = if wait.is_zero() {
        source.defer(http).await?;
        deferred = true;
        work.await
    } else {
        tokio::select! {
            r = &mut work => r,
            _ = tokio::time::sleep(wait) => {
                source.defer(http).await?;
                deferred = true;
                work.await
            }
        }
    }?;
    match result {
        Ok(mut outcome) => {
            if let Some(title) = data.edit_board_in_place(http, &key, &mut outcome).await {
                if outcome.posts.is_empty() {
                    let text = format!("{title} (the board above is updated)");
                    return source.tell_privately(http, &text, deferred).await;
                }
            }
            let board = source
                .deliver(http, outcome.posts, deferred, outcome.edit_in_place)
                .await?;
            if board.is_some() {
                data.remember_board(&key, board);
            }
            Ok(())
        }
        Err(e) => {
            let e = BotError::from(e);
            if !matches!(e, BotError::Refused(_)) {
                error!(error = %e, "command failed");
            }
            source.tell_privately(http, &e.user_text(), deferred).await
        }
    }
}

/// The interaction being answered.
#[derive(Clone, Copy)]
pub enum Source<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
}

impl Source<'_> {
    async fn respond(&self, http: &Http, r: CreateInteractionResponse) -> serenity::Result<()> {
        match self {
            Source::Command(i) => i.create_response(http, r).await,
            Source::Component(i) => i.create_response(http, r).await,
        }
    }

    async fn followup(
        &self,
        http: &Http,
        f: serenity::all::CreateInteractionResponseFollowup,
    ) -> serenity::Result<Message> {
        match self {
            Source::Command(i) => i.create_followup(http, f).await,
            Source::Component(i) => i.create_followup(http, f).await,
        }
    }

    fn channel(&self) -> ChannelId {
        match self {
            Source::Command(i) => i.channel_id,
            Source::Component(i) => i.channel_id,
        }
    }

    async fn original(&self, http: &Http) -> serenity::Result<Message> {
        match self {
            Source::Command(i) => i.get_response(http).await,
            Source::Component(i) => i.get_response(http).await,
        }
    }

    async fn delete_original(&self, http: &Http) -> serenity::Result<()> {
        match self {
            Source::Command(i) => i.delete_response(http).await,
            Source::Component(i) => i.delete_response(http).await,
        }
    }

    async fn defer(&self, http: &Http) -> serenity::Result<()> {
        self.respond(
            http,
            CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
        )
        .await
    }

    /// A refusal, seen only by the person who asked.
    async fn tell_privately(
        &self,
        http: &Http,
        text: &str,
        deferred: bool,
    ) -> Result<(), BotError> {
        if deferred {
            // The first followup would replace the public "thinking" message: remove it first.
            self.delete_original(http).await?;
            self.followup(http, present::ephemeral_followup(text))
                .await?;
        } else {
            self.respond(
                http,
                CreateInteractionResponse::Message(present::ephemeral(text)),
            )
            .await?;
        }
        Ok(())
    }

    /// Shows the posts: the first answers the interaction (a click on a lobby updates the lobby
    /// message in place), the rest follow. With `remember`, returns where the (last) board
    /// went, for editing it in place later.
    async fn deliver(
        &self,
        http: &Http,
        posts: Vec<Post>,
        deferred: bool,
        remember: bool,
    ) -> Result<Option<(ChannelId, MessageId)>, BotError> {
        let mut board = None;
        let mut rest = posts.as_slice();
        if let Source::Component(click) = self {
            let ephemeral = click
                .message
                .flags
                .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
            let from_lobby = ["join", "leave", "add-computer", "start"]
                .iter()
                .any(|c| click.data.custom_id == format!("{BUTTON_PREFIX}{c}"));
            if !deferred && (from_lobby || ephemeral) && !rest.is_empty() {
                let first = &rest[0];
                let update = if ephemeral {
                    // A confirmation (resign): close it, then show the outcome to everyone.
                    CreateInteractionResponseMessage::new()
                        .content("Done.")
                        .components(Vec::new())
                } else if first.buttons == lobby_buttons() {
                    // The lobby changed: the lobby message shows it in place.
                    rest = &rest[1..];
                    first.to_response()
                } else {
                    // The lobby became a game: the lobby message says so, without buttons, and
                    // the board follows as a new message (edits do not notify anyone).
                    Post {
                        text: first.text.clone(),
                        ..Post::default()
                    }
                    .to_response()
                    .components(Vec::new())
                };
                self.respond(http, CreateInteractionResponse::UpdateMessage(update))
                    .await?;
                for p in rest {
                    let m = self.followup(http, p.to_followup()).await?;
                    if p.png.is_some() {
                        board = Some((m.channel_id, m.id));
                    }
                }
                return Ok(board.filter(|_| remember));
            }
            // An answered challenge: its buttons have done their job.
            let answered = ["accept", "decline", "cancel"].iter().any(|c| {
                click
                    .data
                    .custom_id
                    .starts_with(&format!("{BUTTON_PREFIX}{c}"))
            });
            if !ephemeral && answered {
                let edit = EditMessage::new().components(Vec::new());
                if let Err(e) = click
                    .channel_id
                    .edit_message(http, click.message.id, edit)
                    .await
                {
                    warn!(error = %e, "could not remove the buttons of an answered challenge");
                }
            }
        }
        let Some((first, others)) = rest.split_first() else {
            return Ok(None);
        };
        if deferred {
            let m = self.followup(http, first.to_followup()).await?;
            if first.png.is_some() {
                board = Some((m.channel_id, m.id));
            }
        } else {
            self.respond(
                http,
                CreateInteractionResponse::Message(first.to_response()),
            )
            .await?;
            if first.png.is_some() && remember {
                let m = self.original(http).await?;
                board = Some((self.channel(), m.id));
            }
        }
        for p in others {
            let m = self.followup(http, p.to_followup()).await?;
            if p.png.is_some() {
                board = Some((m.channel_id, m.id));
            }
        }
        Ok(board.filter(|_| remember))
    }
}

/// Runs a slash command's text line for the user who invoked it.
pub async fn run_slash(ctx: Context<'_>, line: String, users: &[User]) -> Result<(), BotError> {
    let poise::Context::Application(app) = ctx else {
        return Err(BotError::Refused("use the slash command".to_owned()));
    };
    let interaction = app.interaction;
    let data = ctx.data();
    let mut dir = Known::new(data.bot.get().cloned());
    for u in users {
        let nick = interaction
            .data
            .resolved
            .members
            .get(&u.id)
            .and_then(|m| m.nick.as_deref());
        dir.add(u, nick);
    }
    let actor = interaction_actor(interaction.member.as_deref(), &interaction.user);
    let table = table_id(interaction.guild_id, interaction.channel_id);
    answer_interaction(
        ctx.http(),
        data,
        Source::Command(interaction),
        table,
        actor,
        line,
        dir,
    )
    .await
}

fn interaction_actor(member: Option<&serenity::all::Member>, user: &User) -> Actor {
    actor_of(
        user,
        member.and_then(|m| m.nick.as_deref()),
        member.and_then(|m| m.permissions),
    )
}

/// A click on one of our buttons runs its command for the person who clicked.
async fn on_button(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
) -> Result<(), BotError> {
    let Some(line) = click.data.custom_id.strip_prefix(BUTTON_PREFIX) else {
        return Ok(());
    };
    let actor = interaction_actor(click.member.as_ref(), &click.user);
    let table = table_id(click.guild_id, click.channel_id);
    let dir = Known::new(data.bot.get().cloned());
    answer_interaction(
        &ctx.http,
        data,
        Source::Component(click),
        table,
        actor,
        line.to_owned(),
        dir,
    )
    .await
}

/// Whether a chat message is only a move (in any notation, with or without a four-player seat
/// marker): only such messages are played without mentioning the bot, so chatter that merely
/// contains digits ("2手で詰み") is left alone.
pub fn looks_like_a_move(line: &str) -> bool {
    if !matches!(parse_command(line), Ok(Command::Move(_))) {
        return false;
    }
    let text = line.trim();
    let text: String = match crate::notation::four::seat_marker_len(text) {
        Some((_, n)) => text.chars().skip(n).collect(),
        None => text.to_owned(),
    };
    crate::notation::parse::MoveText::parse(text.trim()).is_ok()
}

/// Why a table error is not worth answering when it comes from ordinary chat.
fn is_chatter(e: &ServiceError) -> bool {
    matches!(
        e,
        ServiceError::Table(
            TableError::Command(_)
                | TableError::NoGame
                | TableError::NotAPlayer(_)
                | TableError::NotYourTurn(_)
                | TableError::GameOver(_)
        )
    )
}

/// A message: a mention of the bot or a direct message is a command; with the Message Content
/// intent, a bare move from someone at the table is played.
async fn on_message(ctx: &SerenityContext, data: &Data, msg: &Message) -> Result<(), BotError> {
    let Some(bot) = data.bot.get().cloned() else {
        return Ok(());
    };
    if msg.author.bot || msg.author.id.get() == bot.id.0 {
        return Ok(());
    }
    let mentioned = msg.mentions.iter().any(|u| u.id.get() == bot.id.0);
    let direct = msg.guild_id.is_none();
    let mut line = msg.content.clone();
    for form in [format!("<@{}>", bot.id.0), format!("<@!{}>", bot.id.0)] {
        line = line.replace(&form, " ");
    }
    let line = line.trim().to_owned();
    let addressed = mentioned || direct;
    let bare_move = looks_like_a_move(&line);
    let played_as_chat = data.config.message_content && bare_move;
    if !(addressed || played_as_chat) {
        return Ok(());
    }
    let line = if line.is_empty() {
        "help".to_owned()
    } else {
        line
    };
    let mut dir = Known::new(Some(bot.clone()));
    for u in &msg.mentions {
        if u.id.get() != bot.id.0 {
            dir.add(u, None);
        }
    }
    let nick = msg.member.as_ref().and_then(|m| m.nick.clone());
    let permissions = msg
        .guild_id
        .and_then(|g| ctx.cache.guild(g).map(|g| g.clone()))
        .and_then(|g| {
            let member = g.members.get(&msg.author.id)?;
            let channel = g.channels.get(&msg.channel_id)?;
            Some(g.user_permissions_in(channel, member))
        });
    let actor = actor_of(&msg.author, nick.as_deref(), permissions);
    let table = table_id(msg.guild_id, msg.channel_id);
    let _in_flight = data.in_flight.read().await;
    let service = Arc::clone(&data.service);
    let work_line = line.clone();
    let key = table.clone();
    let result =
        tokio::task::spawn_blocking(move || execute(&service, &table, &actor, &work_line, &dir))
            .await?;
    match result {
        Ok(mut outcome) => {
            data.edit_board_in_place(&ctx.http, &key, &mut outcome)
                .await;
            for p in &outcome.posts {
                let sent = send_post(&ctx.http, msg.channel_id, p).await;
                if let (Some(m), true) = (sent, outcome.edit_in_place && p.png.is_some()) {
                    data.remember_board(&key, Some((m.channel_id, m.id)));
                }
            }
        }
        Err(e) if !addressed && is_chatter(&e) => {}
        Err(e) => {
            let e = BotError::from(e);
            if !matches!(e, BotError::Refused(_)) {
                error!(error = %e, "command failed");
            }
            let reply = serenity::all::CreateMessage::new()
                .content(present::truncate(&e.user_text(), 1900))
                .reference_message(msg)
                .allowed_mentions(serenity::all::CreateAllowedMentions::new());
            if let Err(err) = msg.channel_id.send_message(&ctx.http, reply).await {
                warn!(channel = %msg.channel_id, error = %err, "cannot answer in this channel");
            }
        }
    }
    Ok(())
}

/// Posts in a channel; without Embed Links or Attach Files it says which permission is missing,
/// and when it cannot speak at all it logs why — never silence.
async fn send_post(http: &Http, channel: ChannelId, post: &Post) -> Option<Message> {
    let e = match channel.send_message(http, post.to_message()).await {
        Ok(m) => return Some(m),
        Err(e) => e,
    };
    if is_missing_permissions(&e) {
        let text = format!(
            "{}\n\n(I need the Embed Links and Attach Files permissions here to show the board.)",
            present::truncate(&post.text, 1800)
        );
        let plain = serenity::all::CreateMessage::new()
            .content(text)
            .allowed_mentions(serenity::all::CreateAllowedMentions::new());
        if channel.send_message(http, plain).await.is_ok() {
            return None;
        }
        warn!(%channel, "missing the Send Messages permission: a reply could not be posted");
        return None;
    }
    warn!(%channel, error = %e, "a reply could not be posted");
    None
}

/// Discord's "Missing Permissions" (50013) or "Missing Access" (50001).
pub fn is_missing_permissions(e: &serenity::Error) -> bool {
    use serenity::all::HttpError;
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            r.error.code == 50013 || r.error.code == 50001
        }
        _ => false,
    }
}

/// Advances every table's clock and posts what it says (reminders, time-outs).
async fn tick_all(http: &Http, service: &Arc<Service>, config: &Config) {
    let service = Arc::clone(service);
    let config = config.clone();
    let result = tokio::task::spawn_blocking(move || {
        let now = unix_now();
        let mut out = Vec::new();
        for id in service.table_ids()? {
            let guild = crate::store::guild_of(&id).parse::<u64>().ok();
            if !config.runs_guild(guild) {
                continue;
            }
            // A table still waiting for its engine is left for the next round.
            let replies = service.tick_if_idle(&id, now)?.unwrap_or_default();
            if replies.is_empty() {
                continue;
            }
            let state = service.table(&id)?;
            let posts = posts_of(&replies, &state, &service.settings(&id)?);
            out.extend(posts.into_iter().map(|p| (id.clone(), p)));
        }
        Ok::<_, crate::store::StoreError>(out)
    })
    .await;
    match result {
        Ok(Ok(posts)) => {
            for (table, post) in posts {
                if let Some(channel) = channel_of(&table) {
                    let _ = send_post(http, channel, &post).await;
                }
            }
        }
        Ok(Err(e)) => error!(error = %e, "clock tick failed"),
        Err(e) => error!(error = %e, "clock tick task failed"),
    }
}

async fn on_event(ctx: &SerenityContext, event: &FullEvent, data: &Data) -> Result<(), BotError> {
    match event {
        FullEvent::Message { new_message } => on_message(ctx, data, new_message).await,
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(click),
        } => on_button(ctx, data, click).await,
        _ => Ok(()),
    }
}

async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            if !matches!(error, BotError::Refused(_)) {
                error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            }
            let reply = poise::CreateReply::default()
                .content(present::truncate(&error.user_text(), 1900))
                .ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                warn!(error = %e, "could not report an error to the user");
            }
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            error!(event = event.snake_case_name(), error = %error, "event handling failed");
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                error!(error = %e, "error while handling an error");
            }
        }
    }
}

/// The intents the bot asks for: guild messages for mentions, direct messages, and the
/// privileged Message Content intent only when the configuration turns it on.
pub fn intents(config: &Config) -> GatewayIntents {
    let mut i =
        GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES | GatewayIntents::DIRECT_MESSAGES;
    if config.message_content {
        i |= GatewayIntents::MESSAGE_CONTENT;
    }
    i
}

/// The HTTP client: pointed at `api_base_url` when set (serenity ignores the proxy while its
/// ratelimiter is on, so the ratelimiter is off then).
pub fn http_client(config: &Config) -> Http {
    let builder = HttpBuilder::new(&config.token);
    match &config.api_base_url {
        Some(url) => builder.proxy(url).ratelimiter_disabled(true).build(),
        None => builder.build(),
    }
}

/// Runs the bot until the gateway fails for good or SIGINT/SIGTERM arrives; commands in flight
/// finish and the store is closed before returning.
pub async fn run(config: Config) -> anyhow::Result<()> {
    std::fs::create_dir_all(&config.data_dir)?;
    let store: Arc<dyn Store> = Arc::new(SledStore::open(&config.data_dir.join("db"))?);
    let mut service = Service::new(store);
    if let Some(engine) = &config.engine {
        let pool = crate::engine::UsiPool::new(engine);
        match pool.start_all() {
            Ok(()) => {
                info!(engine = %engine.path.display(), processes = pool.size(), "USI engine ready for level 5")
            }
            Err(e) => {
                warn!(engine = %engine.path.display(), error = %e, "the USI engine did not start; level 5 uses the built-in player until it does")
            }
        }
        service = service.with_strong_engine(Arc::new(pool));
    }
    let service = Arc::new(service);
    let in_flight = Arc::new(tokio::sync::RwLock::new(()));
    let data_config = config.clone();
    let data_service = Arc::clone(&service);
    let data_flight = Arc::clone(&in_flight);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(on_error(e)),
            event_handler: |ctx, event, _framework, data| Box::pin(on_event(ctx, event, data)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                let commands = &framework.options().commands;
                match data_config.dev_guild {
                    Some(g) => {
                        poise::builtins::register_in_guild(ctx, commands, GuildId::new(g)).await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                let data = Data {
                    service: data_service,
                    config: data_config,
                    bot: OnceLock::new(),
                    in_flight: data_flight,
                    boards: Arc::default(),
                };
                let _ = data.bot.set(Player {
                    id: crate::table::UserId(ready.user.id.get()),
                    name: ready.user.name.clone(),
                });
                let http = Arc::clone(&ctx.http);
                let service = Arc::clone(&data.service);
                let config = data.config.clone();
                tokio::spawn(async move {
                    let mut every = tokio::time::interval(TICK_EVERY);
                    loop {
                        every.tick().await;
                        tick_all(&http, &service, &config).await;
                    }
                });
                Ok(data)
            })
        })
        .build();
    let http = http_client(&config);
    // A rejected token is said plainly before anything else (and serenity would otherwise
    // fall back to Discord's public gateway when /gateway refuses it).
    let me = http.get_current_user().await.map_err(token_error)?;
    info!(user = %me.name, "token accepted");
    let mut client = ClientBuilder::new_with_http(http, intents(&config))
        .framework(framework)
        .await?;
    let shards = Arc::clone(&client.shard_manager);
    tokio::spawn(async move {
        wait_for_signal().await;
        info!("shutting down: finishing commands in flight");
        shards.shutdown_all().await;
    });
    let [first, last] = config.shards.range;
    let outcome = client
        .start_shard_range(first..last, config.shards.total)
        .await;
    // Every acknowledged command was already written durably; wait for those still running.
    let _all = tokio::time::timeout(Duration::from_secs(30), in_flight.write()).await;
    drop(client);
    drop(service);
    info!("stopped");
    outcome.map_err(explain_start_error)
}

/// The gateway's refusals, said in words a bot operator can act on.
fn explain_start_error(e: serenity::Error) -> anyhow::Error {
    use serenity::all::GatewayError;
    match e {
        serenity::Error::Gateway(GatewayError::InvalidAuthentication) => anyhow::anyhow!(
            "Discord rejected the token (close code 4004): copy it again from the developer portal's Bot page into `token` or DISCORD_TOKEN"
        ),
        serenity::Error::Gateway(GatewayError::DisallowedGatewayIntents) => anyhow::anyhow!(
            "Discord refused the Message Content intent (close code 4014): switch it on in the developer portal (Bot → Privileged Gateway Intents) or set `message_content = false`"
        ),
        serenity::Error::Gateway(GatewayError::InvalidGatewayIntents) => {
            anyhow::anyhow!("Discord refused the gateway intents as invalid (close code 4013)")
        }
        other => anyhow::anyhow!("the Discord connection failed: {other}"),
    }
}

/// Why the token check failed, in words an operator can act on.
fn token_error(e: serenity::Error) -> anyhow::Error {
    match &e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r))
            if r.status_code.as_u16() == 401 =>
        {
            anyhow::anyhow!("Discord rejected the token (401 Unauthorized): copy it again from the developer portal's Bot page into `token` or DISCORD_TOKEN")
        }
        _ => anyhow::anyhow!("cannot reach Discord to check the token: {e}"),
    }
}

async fn wait_for_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// `check-config`: the file parses, the data directory is usable, and Discord (or the
/// configured `api_base_url`) accepts the token.
pub async fn check(config: &Config) -> anyhow::Result<String> {
    std::fs::create_dir_all(&config.data_dir).map_err(|e| {
        anyhow::anyhow!(
            "data_dir {} cannot be created: {e}",
            config.data_dir.display()
        )
    })?;
    if let Some(engine) = &config.engine {
        let pool = crate::engine::UsiPool::new(engine);
        pool.start_all().map_err(|e| {
            anyhow::anyhow!(
                "the USI engine {} does not start: {e}",
                engine.path.display()
            )
        })?;
    }
    let http = http_client(config);
    let me = http.get_current_user().await.map_err(token_error)?;
    Ok(format!(
        "configuration ok: bot {} ({}), data in {}, commands registered {}, message content {}, shards {}..={} of {}, level 5 by {}",
        me.name,
        me.id,
        config.data_dir.display(),
        config
            .dev_guild
            .map_or("globally".to_owned(), |g| format!("in guild {g}")),
        if config.message_content { "on" } else { "off" },
        config.shards.range[0],
        config.shards.range[1],
        config.shards.total,
        config
            .engine
            .as_ref()
            .map_or("the built-in player".to_owned(), |e| e.path.display().to_string())
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_named_by_guild_and_channel() {
        let c = ChannelId::new(22);
        assert_eq!(table_id(Some(GuildId::new(11)), c), "11/22");
        assert_eq!(table_id(None, c), "dm/22");
        assert_eq!(channel_of("11/22"), Some(c));
        assert_eq!(channel_of("dm/22"), Some(c));
        assert_eq!(channel_of("nonsense"), None);
    }

    #[test]
    fn only_a_message_that_is_a_move_is_played_without_a_mention() {
        for m in [
            "7g7f",
            "76歩",
            "７六歩",
            "P-7f",
            "+7776FU",
            "同歩",
            "S:5g5f",
            "南５六歩",
            "G-5h",
        ] {
            assert!(looks_like_a_move(m), "{m}");
        }
        for chat in [
            "2手で詰み",
            "nice game!",
            "gg",
            "3 more minutes",
            "board",
            "こんにちは",
        ] {
            assert!(!looks_like_a_move(chat), "{chat}");
        }
    }

    #[test]
    fn moderators_manage_the_server_the_channel_or_its_messages() {
        assert!(is_moderator(Some(Permissions::MANAGE_MESSAGES)));
        assert!(is_moderator(Some(Permissions::ADMINISTRATOR)));
        assert!(!is_moderator(Some(Permissions::SEND_MESSAGES)));
        assert!(!is_moderator(None));
    }

    #[test]
    fn mentions_resolve_to_the_users_discord_resolved() {
        let mut k = Known::new(Some(Player {
            id: crate::table::UserId(5),
            name: "shogiban".into(),
        }));
        k.users.insert(
            7,
            Player {
                id: crate::table::UserId(7),
                name: "Bob".into(),
            },
        );
        let resolve = |t: &str| k.resolve(&crate::table::command::parse_mention(t).unwrap());
        assert_eq!(resolve("<@!7>").unwrap().name, "Bob");
        assert_eq!(resolve("@bob").unwrap().id.0, 7);
        assert_eq!(resolve("<@5>").unwrap().name, "shogiban");
        assert!(resolve("@carol").is_none());
    }
}
