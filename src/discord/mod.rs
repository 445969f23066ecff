//! The Discord front end (serenity 0.12 + poise 0.6): a thin adapter that turns slash commands,
//! buttons and messages into typed [`Command`]s for [`crate::service::Service`] and shows its
//! [`Answer`]. Every decision about the game is the table's; this module only translates.
//!
//! | file | what |
//! |---|---|
//! | `commands.rs` | every slash command, in one place; each builds its [`Command`] |
//! | `events.rs` | button clicks and messages (the only place text is parsed), errors |
//! | `delivery.rs` | answering interactions, posting, editing boards in place, permissions |
//! | `clock.rs` | the clock loop over the tables due |
//! | `start.rs` | `run` and `check-config`: client, intents, token, shards, signals |
//! | `relay.rs` | with `api_base_url`: the local relay that waits out and retries 429 answers |
//! | `present.rs` | how a reply looks: embed, image, mentions, buttons |
//! | `picker.rs` | click to move: the Move button's picker (select menus, updates in place) |
//! | `config.rs` | the configuration file |
//!
//! - Slash commands (all listed in [`commands::all`]) are answered with an embed holding the
//!   board PNG; refusals are ephemeral. Work that may take near Discord's 3-second deadline (a
//!   computer move, a slow disk) is deferred after `defer_after_ms` (1.5 s by default).
//! - Buttons name what they do in their custom id (`sb:accept <@id>`), so they keep working
//!   after a restart: nothing about them lives in memory.
//! - Tournaments (`/tournament`): the lobby post is updated in place at every join and leave
//!   (kept in memory, like boards); each game's thread is made when the service asks for it
//!   ([`Directory::open_table`], answered by `Threads` from the blocking thread the command runs
//!   on), and what a command makes other tables say (the tournament's channel, the games'
//!   threads) is posted after its own answer, by every path and by the clock.
//! - Messages: one that mentions the bot runs the rest as a command; in a direct message every
//!   line is a command; with the Message Content intent on, a message that is only a move, from
//!   someone playing here, is played (other chatter is ignored).

mod clock;
pub mod commands;
pub mod config;
mod delivery;
mod events;
mod localize;
pub mod picker;
pub mod present;
mod relay;
mod start;

pub use config::Config;
pub use delivery::{is_missing_permissions, Source};
pub use events::looks_like_a_move;
pub use start::{check, http_client, intents, run};

use crate::i18n::{self, Lang, Msg};
use crate::service::{Answer, Service, ServiceError};
use crate::table::command::{parse_command, Command, Mention, ServerCommand, TableCommand};
use crate::table::tournament::TournamentCommand;
use crate::table::{Actor, Directory, Player, Reply, TableError, TableId, Timestamp};
use delivery::{answer_interaction, report_failure, send_post, Answering, Stage};
use events::interaction_actor;
use present::{Action, Button, Post};
use serenity::all::{
    ChannelId, ClientBuilder, CommandInteraction, ComponentInteraction, Context as SerenityContext,
    CreateInteractionResponse, CreateInteractionResponseMessage, EditInteractionResponse,
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
    /// `edit-in-place` setting is on.
    boards: Arc<delivery::InPlace>,
    /// The lobby post of each channel's tournament taking entries, updated in place at every
    /// join and leave.
    lobbies: Arc<delivery::InPlace>,
    /// Makes the threads of tournament games (known once the client is up).
    threads: OnceLock<Threads>,
}

impl Data {
    /// What the service may ask of Discord while it runs a command: who the bot is, and
    /// threads for tournament games.
    fn directory(&self) -> Resolved {
        let mut dir = Resolved::new(self.bot.get().cloned());
        dir.threads = self.threads.get().cloned();
        dir
    }
}

/// Opens and removes the threads of tournament games for the service, which runs on blocking
/// threads: each request runs on the runtime from a thread of its own (never blocking a runtime
/// worker, whoever calls).
#[derive(Clone)]
pub(crate) struct Threads {
    http: Arc<Http>,
    runtime: tokio::runtime::Handle,
}

impl std::fmt::Debug for Threads {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Threads")
    }
}

impl Threads {
    fn block_on<T: Send>(&self, work: impl std::future::Future<Output = T> + Send) -> T {
        std::thread::scope(|s| {
            s.spawn(|| self.runtime.block_on(work))
                .join()
                .unwrap_or_else(|p| std::panic::resume_unwind(p))
        })
    }

    /// A public thread in `beside`'s channel, called `name`.
    fn open(&self, beside: &TableId, name: &str) -> Result<TableId, Msg> {
        let (Some(guild), Some(channel)) = (beside.guild_id(), channel_of(beside)) else {
            return Err(msg!("tournament-cannot-open-tables"));
        };
        let builder = serenity::all::CreateThread::new(present::truncate(name, 100))
            .kind(serenity::all::ChannelType::PublicThread)
            .auto_archive_duration(serenity::all::AutoArchiveDuration::OneWeek);
        match self.block_on(channel.create_thread(&*self.http, builder)) {
            Ok(thread) => Ok(TableId::guild(guild, thread.id.get())),
            Err(e) if is_missing_permissions(&e) => Err(msg!("discord-tournament-need-threads")),
            Err(e) => {
                warn!(%channel, error = %e, "a tournament game's thread could not be made");
                Err(msg!("discord-thread-failed"))
            }
        }
    }

    fn close(&self, table: &TableId) {
        if let Some(thread) = channel_of(table) {
            if let Err(e) = self.block_on(thread.delete(&*self.http)) {
                warn!(%thread, error = %e, "a thread made for nothing could not be removed");
            }
        }
    }
}

/// What one command produced: the posts, and whether boards are edited in place here.
pub struct Delivery {
    pub posts: Vec<Post>,
    /// What the command made other tables say (a tournament's channel, its games' threads),
    /// each in that table's language.
    pub elsewhere: Vec<(TableId, Post)>,
    pub edit_in_place: bool,
    /// The language of what only the asker sees (see [`crate::i18n::choose`]).
    pub asker: Lang,
}

/// The one error type of the adapter: refusals are shown to the user (ephemerally where Discord
/// allows), everything else is logged and answered with a short apology.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("{0}")]
    Refused(Msg),
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
            ServiceError::Store(s) => BotError::Store(s),
            e @ (ServiceError::Table(_)
            | ServiceError::TableAfterNotice { .. }
            | ServiceError::Limited(_)) => BotError::Refused(e.message()),
        }
    }
}

impl BotError {
    /// What the user is told, in `lang`.
    pub fn user_text(&self, lang: Lang) -> String {
        match self {
            BotError::Refused(t) => t.to_string_in(lang),
            _ => msg!("error-internal").to_string_in(lang),
        }
    }
}

pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// The table of a channel or thread: `guild/channel`, or `dm/channel` in a direct message.
pub fn table_id(guild: Option<GuildId>, channel: ChannelId) -> TableId {
    match guild {
        Some(g) => TableId::guild(g.get(), channel.get()),
        None => TableId::direct(channel.get()),
    }
}

/// The channel a table id names.
fn channel_of(table: &TableId) -> Option<ChannelId> {
    table.discord_channel().map(ChannelId::new)
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
pub struct Resolved {
    users: HashMap<u64, Player>,
    bot: Option<Player>,
    /// How tournament games get their threads; `None` where no client runs.
    threads: Option<Threads>,
}

impl Resolved {
    fn new(bot: Option<Player>) -> Resolved {
        let mut k = Resolved {
            users: HashMap::new(),
            bot: bot.clone(),
            threads: None,
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

impl Directory for Resolved {
    fn computer(&self) -> Option<Player> {
        self.bot.clone()
    }

    fn open_table(&self, beside: &TableId, name: &str) -> Result<TableId, Msg> {
        match &self.threads {
            Some(threads) => threads.open(beside, name),
            None => Err(msg!("tournament-cannot-open-tables")),
        }
    }

    fn close_table(&self, table: &TableId) {
        if let Some(threads) = &self.threads {
            threads.close(table);
        }
    }

    fn resolve(&self, mention: &Mention) -> Option<Player> {
        match mention {
            Mention::Id(id) => self.users.get(&id.0).cloned().or_else(|| {
                (id.0 != 0).then(|| Player {
                    id: *id,
                    name: format!("<@{}>", id.0),
                })
            }),
            Mention::Name(name) => {
                let name = name.trim();
                self.users
                    .values()
                    .find(|p| p.name.eq_ignore_ascii_case(name))
                    .cloned()
            }
        }
    }
}

fn unix_now() -> Timestamp {
    Timestamp(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
    )
}

/// Runs one command at one table and turns the answer into posts: board images drawn from the
/// pictures taken with the replies, buttons from the table's offers. Nothing is read from the
/// store after the command. Blocking: call it from `spawn_blocking`.
fn execute(
    service: &Service,
    key: &crate::service::CommandKey,
    table: &TableId,
    actor: &Actor,
    command: Command,
    dir: &Resolved,
    locale: Option<&str>,
) -> Result<Delivery, ServiceError> {
    let answer = service.run(key, table, actor, command, unix_now(), dir)?;
    Ok(delivery_of(service, &answer, locale))
}

/// The language of what only `user` sees at `table`: their own choice, their Discord locale,
/// the channel's setting. A storage failure here costs only the language, never the reply. It
/// reads the store: from async code, [`reader_lang`], which reads on a blocking thread.
pub(crate) fn reader_lang_blocking(
    service: &Service,
    user: u64,
    table: &TableId,
    locale: Option<&str>,
) -> Lang {
    let own = service
        .language_of(crate::table::UserId(user))
        .ok()
        .flatten();
    let channel = service.settings(table).ok().map(|s| s.language);
    i18n::choose(own, locale, channel)
}

/// [`reader_lang_blocking`] without stalling the adapter's async threads: on the multi-threaded
/// runtime the read runs in place while the runtime hands this worker's other tasks to another
/// (`block_in_place`; a hop to the blocking pool would queue it behind a flood's commands).
pub(crate) async fn reader_lang(
    service: &Arc<Service>,
    user: u64,
    table: &TableId,
    locale: Option<&str>,
) -> Lang {
    use tokio::runtime::{Handle, RuntimeFlavor};
    let read = || reader_lang_blocking(service, user, table, locale);
    match Handle::try_current().map(|h| h.runtime_flavor()) {
        Ok(RuntimeFlavor::MultiThread) => tokio::task::block_in_place(read),
        _ => read(),
    }
}

/// The posts of an answer, in the channel's language, with the board drawn and the offers as
/// buttons; what it says at other tables in theirs (read from the store: call it where
/// blocking is fine).
fn delivery_of(service: &Service, answer: &Answer, locale: Option<&str>) -> Delivery {
    let lang = answer.settings.language;
    let mut langs: HashMap<&TableId, Lang> = HashMap::new();
    let elsewhere = answer
        .elsewhere
        .iter()
        .map(|(table, r)| {
            let lang = *langs
                .entry(table)
                .or_insert_with(|| service.settings(table).map_or(lang, |s| s.language));
            (table.clone(), post_of(r, lang))
        })
        .collect();
    Delivery {
        posts: answer.replies.iter().map(|r| post_of(r, lang)).collect(),
        elsewhere,
        edit_in_place: answer.settings.edit_in_place,
        asker: i18n::choose(answer.asker, locale, Some(lang)),
    }
}

/// Posts what a command made other tables say, in order (a tournament's announcements, the
/// opening post of each game in its thread, which calls its players).
async fn send_elsewhere(http: &Http, elsewhere: &[(TableId, Post)]) {
    for (table, post) in elsewhere {
        match channel_of(table) {
            Some(channel) => {
                let _ = send_post(http, channel, post).await;
            }
            None => warn!(%table, "a post for a table that is not on Discord"),
        }
    }
}

fn post_of(r: &Reply, lang: Lang) -> Post {
    Post {
        text: r.text.to_string_in(lang),
        lang,
        png: r.picture.as_ref().map(|p| p.to_png(lang)),
        file: r.file.clone(),
        mentions: r.mentions.iter().map(|u| u.0).collect(),
        buttons: r
            .offers
            .iter()
            .map(|&o| Button::for_offer(o, lang))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_named_by_guild_and_channel() {
        let c = ChannelId::new(22);
        assert_eq!(table_id(Some(GuildId::new(11)), c).as_str(), "11/22");
        assert_eq!(table_id(None, c).as_str(), "dm/22");
        assert_eq!(channel_of(&table_id(Some(GuildId::new(11)), c)), Some(c));
        assert_eq!(channel_of(&table_id(None, c)), Some(c));
        assert_eq!(channel_of(&TableId::local("club").unwrap()), None);
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
        let mut k = Resolved::new(Some(Player {
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
