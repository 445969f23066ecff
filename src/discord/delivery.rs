//! Delivering a command's answer on Discord: the interaction answered (or deferred), posts sent,
//! refusals shown privately, boards edited in place, missing permissions said in words.

use super::*;

/// The messages that some posts of each table are shown in, to edit them in place: a table's
/// last board, a channel's tournament lobby (kept in memory: after a restart the next one is
/// posted anew).
#[derive(Default)]
pub struct InPlace(std::sync::Mutex<HashMap<String, (ChannelId, MessageId)>>);

impl InPlace {
    fn get(&self, table: &TableId) -> Option<(ChannelId, MessageId)> {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(table.as_str())
            .copied()
    }

    pub(super) fn set(&self, table: &TableId, at: Option<(ChannelId, MessageId)>) {
        let mut messages = self.0.lock().unwrap_or_else(|p| p.into_inner());
        match at {
            Some(at) => messages.insert(table.to_string(), at),
            None => messages.remove(table.as_str()),
        };
    }

    /// Shows `outcome.posts[i]` by editing the message remembered for `table`, and takes the
    /// post out (the rest are still to send): its title, or `None` when nothing was edited (none
    /// remembered, or the message is gone: then the post is sent anew).
    async fn edit(
        &self,
        http: &Http,
        table: &TableId,
        outcome: &mut Delivery,
        i: usize,
    ) -> Option<String> {
        let (channel, message) = self.get(table)?;
        match channel
            .edit_message(http, message, outcome.posts[i].to_edit())
            .await
        {
            Ok(_) => Some(outcome.posts.remove(i).title().to_owned()),
            Err(e) => {
                warn!(error = %e, "a message could not be edited in place; posting a new one");
                self.set(table, None);
                None
            }
        }
    }
}

impl Data {
    /// Shows a tournament's lobby post by editing the one posted before (a join or leave by
    /// command, not by its buttons), and takes it out of `outcome.posts`: its title, or `None`
    /// when nothing was edited.
    pub(super) async fn edit_lobby_in_place(
        &self,
        http: &Http,
        table: &TableId,
        outcome: &mut Delivery,
    ) -> Option<String> {
        let i = outcome.posts.iter().position(Post::is_tournament_lobby)?;
        self.lobbies.edit(http, table, outcome, i).await
    }

    /// The tournament started: its lobby post keeps its words and loses its buttons.
    pub(super) async fn close_lobby(&self, http: &Http, table: &TableId) {
        let Some((channel, message)) = self.lobbies.get(table) else {
            return;
        };
        self.lobbies.set(table, None);
        let edit = EditMessage::new().components(Vec::new());
        if let Err(e) = channel.edit_message(http, message, edit).await {
            warn!(error = %e, "could not remove the buttons of a started tournament's lobby");
        }
    }

    /// With `edit-in-place` on, shows the board post by editing the table's board message, and
    /// takes that post out of `outcome.posts` (the rest are still to send). Returns the edited
    /// post's title, or `None` when nothing was edited.
    pub(super) async fn edit_board_in_place(
        &self,
        http: &Http,
        table: &TableId,
        outcome: &mut Delivery,
    ) -> Option<String> {
        if !outcome.edit_in_place {
            return None;
        }
        let i = outcome
            .posts
            .iter()
            .position(|p| p.png.is_some() && p.buttons.iter().all(Button::is_move))?;
        self.boards.edit(http, table, outcome, i).await
    }
}

/// Runs `command` for an interaction (slash command or button): the work runs on a blocking
/// thread, the interaction is deferred if it takes long, refusals are ephemeral.
pub(super) async fn answer_interaction(
    http: &Http,
    data: &Data,
    answering: &mut Answering<'_>,
    table: TableId,
    actor: Actor,
    command: Command,
    dir: Resolved,
) -> Result<(), BotError> {
    let _in_flight = data.in_flight.read().await;
    let service = Arc::clone(&data.service);
    let key = table.clone();
    let starts_tournament = matches!(
        command,
        Command::Server(ServerCommand::Tournament(TournamentCommand::Start))
    );
    let asker = actor.id.0;
    let locale = answering.source.locale().to_owned();
    let locale_for_work = locale.clone();
    let command_key = crate::service::CommandKey::interaction(answering.source.id());
    let mut work = tokio::task::spawn_blocking(move || {
        execute(
            &service,
            &command_key,
            &table,
            &actor,
            command,
            &dir,
            Some(&locale_for_work),
        )
    });
    let wait = Duration::from_millis(data.config.defer_after_ms);
    // The answer is usually public (a board), so the deferral is too; a refusal then replaces
    // the public "thinking" message with a private one (see `tell_privately`).
    let result = if wait.is_zero() {
        answering.defer(http, false).await?;
        work.await
    } else {
        tokio::select! {
            r = &mut work => r,
            _ = tokio::time::sleep(wait) => {
                answering.defer(http, false).await?;
                work.await
            }
        }
    }?;
    match result {
        Ok(mut outcome) => {
            let elsewhere = std::mem::take(&mut outcome.elsewhere);
            let result = deliver_outcome(http, data, answering, &key, outcome).await;
            if starts_tournament && result.is_ok() {
                data.close_lobby(http, &key).await;
            }
            // What the command made other tables say comes after its own answer.
            send_elsewhere(http, &elsewhere).await;
            result
        }
        Err(e) => {
            let e = BotError::from(e);
            if !matches!(e, BotError::Refused(_)) {
                error!(error = %e, "command failed");
            }
            let lang = super::reader_lang(&data.service, asker, &key, Some(&locale)).await;
            answering.tell_privately(http, &e.user_text(lang)).await
        }
    }
}

/// Shows a command's own posts for an interaction: a board or a tournament's lobby edited in
/// place where it is shown already (the asker is then told privately if nothing else remains),
/// the rest answered and followed up.
async fn deliver_outcome(
    http: &Http,
    data: &Data,
    answering: &mut Answering<'_>,
    key: &TableId,
    mut outcome: Delivery,
) -> Result<(), BotError> {
    let edited = match data.edit_board_in_place(http, key, &mut outcome).await {
        Some(title) => Some(msg!("discord-board-updated").with("title", title)),
        None => {
            // A click on the lobby's own buttons updates that message with the answer itself.
            let clicked_lobby = match answering.source {
                Source::Component(click) => Action::parse(&click.data.custom_id)
                    .is_some_and(Action::is_tournament_lobby)
                    .then_some((click.channel_id, click.message.id)),
                Source::Command(_) => None,
            };
            match clicked_lobby {
                Some(at) => {
                    if outcome.posts.iter().any(Post::is_tournament_lobby) {
                        data.lobbies.set(key, Some(at));
                    }
                    None
                }
                None => data
                    .edit_lobby_in_place(http, key, &mut outcome)
                    .await
                    .map(|title| msg!("discord-lobby-updated").with("title", title)),
            }
        }
    };
    if let (Some(text), true) = (edited, outcome.posts.is_empty()) {
        return answering
            .tell_privately(http, &text.to_string_in(outcome.asker))
            .await;
    }
    let delivered = answering
        .deliver(http, outcome.posts, outcome.edit_in_place)
        .await?;
    if delivered.board.is_some() {
        data.boards.set(key, delivered.board);
    }
    if delivered.lobby.is_some() {
        data.lobbies.set(key, delivered.lobby);
    }
    Ok(())
}

/// Where [`Answering::deliver`] put the posts worth editing later.
#[derive(Default)]
struct Delivered {
    /// The (last) board, when boards are edited in place here.
    board: Option<(ChannelId, MessageId)>,
    /// A tournament's lobby post, sent as a message of its own.
    lobby: Option<(ChannelId, MessageId)>,
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

    /// The asker's Discord language (`en-US`, `ja`, `hi`…).
    pub fn locale(&self) -> &str {
        match self {
            Source::Command(i) => &i.locale,
            Source::Component(i) => &i.locale,
        }
    }

    /// The interaction's id: the idempotency key of the command it carries.
    pub fn id(&self) -> u64 {
        match self {
            Source::Command(i) => i.id.get(),
            Source::Component(i) => i.id.get(),
        }
    }

    async fn original(&self, http: &Http) -> serenity::Result<Message> {
        match self {
            Source::Command(i) => i.get_response(http).await,
            Source::Component(i) => i.get_response(http).await,
        }
    }

    async fn edit_original(
        &self,
        http: &Http,
        edit: EditInteractionResponse,
    ) -> serenity::Result<Message> {
        match self {
            Source::Command(i) => i.edit_response(http, edit).await,
            Source::Component(i) => i.edit_response(http, edit).await,
        }
    }

    async fn delete_original(&self, http: &Http) -> serenity::Result<()> {
        match self {
            Source::Command(i) => i.delete_response(http).await,
            Source::Component(i) => i.delete_response(http).await,
        }
    }
}

/// How far the answer to an interaction has gone, which decides how its next message is sent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stage {
    /// Not acknowledged yet: the next message is the interaction response.
    #[default]
    Open,
    /// Deferred: a "thinking…" message shows, to everyone or (`ephemeral`) to the asker only.
    /// The next message edits it (`PATCH …/messages/@original`): Discord calls a followup here
    /// deprecated, and it would keep the deferral's visibility whatever its flags say.
    Deferred { ephemeral: bool },
    /// Answered: what comes next is a followup.
    Answered,
}

/// An interaction and how far its answer has gone; every message for it is sent through here,
/// so that each goes the way its stage requires.
pub struct Answering<'a> {
    pub source: Source<'a>,
    stage: Stage,
}

impl<'a> Answering<'a> {
    pub fn new(source: Source<'a>) -> Self {
        Answering::at(source, Stage::Open)
    }

    /// An answer already at `stage` (as `on_error` finds it).
    pub fn at(source: Source<'a>, stage: Stage) -> Self {
        Answering { source, stage }
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Acknowledges the interaction with a "thinking…" message; nothing if already answered.
    pub async fn defer(&mut self, http: &Http, ephemeral: bool) -> serenity::Result<()> {
        if self.stage != Stage::Open {
            return Ok(());
        }
        let message = CreateInteractionResponseMessage::new().ephemeral(ephemeral);
        self.source
            .respond(http, CreateInteractionResponse::Defer(message))
            .await?;
        self.stage = Stage::Deferred { ephemeral };
        Ok(())
    }

    /// Says `text` in plain words to everyone (as the interaction's answer if it is the first).
    pub async fn say(&mut self, http: &Http, text: &str) -> serenity::Result<()> {
        let text = present::truncate(text, 2000);
        match self.stage {
            Stage::Open => {
                let m = CreateInteractionResponseMessage::new().content(text);
                self.source
                    .respond(http, CreateInteractionResponse::Message(m))
                    .await?;
            }
            Stage::Deferred { .. } => {
                let edit = EditInteractionResponse::new().content(text);
                self.source.edit_original(http, edit).await?;
            }
            Stage::Answered => {
                let f = serenity::all::CreateInteractionResponseFollowup::new().content(text);
                self.source.followup(http, f).await?;
            }
        }
        self.stage = Stage::Answered;
        Ok(())
    }

    /// A refusal, seen only by the person who asked.
    pub async fn tell_privately(&mut self, http: &Http, text: &str) -> Result<(), BotError> {
        match self.stage {
            Stage::Open => {
                let m = CreateInteractionResponse::Message(present::ephemeral(text));
                self.source.respond(http, m).await?;
            }
            Stage::Deferred { ephemeral: true } => {
                self.source
                    .edit_original(http, present::ephemeral_edit(text))
                    .await?;
            }
            Stage::Deferred { ephemeral: false } => {
                // The public "thinking" message cannot become private: remove it, and the
                // followup is then a message of its own, which may be ephemeral.
                self.source.delete_original(http).await?;
                self.stage = Stage::Answered;
                self.source
                    .followup(http, present::ephemeral_followup(text))
                    .await?;
            }
            Stage::Answered => {
                self.source
                    .followup(http, present::ephemeral_followup(text))
                    .await?;
            }
        }
        self.stage = Stage::Answered;
        Ok(())
    }

    /// Shows one public post; returns its message when Discord sent it back (with
    /// `want_message`, also after an interaction response, which returns nothing).
    async fn post(
        &mut self,
        http: &Http,
        post: &Post,
        want_message: bool,
    ) -> serenity::Result<Option<Message>> {
        let stage = self.stage;
        let message = match stage {
            Stage::Open => {
                self.source
                    .respond(http, CreateInteractionResponse::Message(post.to_response()))
                    .await?;
                self.stage = Stage::Answered;
                if want_message {
                    Some(self.source.original(http).await?)
                } else {
                    None
                }
            }
            Stage::Deferred { .. } => {
                let m = self
                    .source
                    .edit_original(http, post.to_original_edit())
                    .await?;
                Some(m)
            }
            Stage::Answered => Some(self.source.followup(http, post.to_followup()).await?),
        };
        self.stage = Stage::Answered;
        Ok(message)
    }

    /// Shows the posts: the first answers the interaction (a click on a lobby updates the lobby
    /// message in place), the rest follow. Returns where the (last) board went (with
    /// `remember`) and where a tournament's lobby post went, for editing them in place later.
    async fn deliver(
        &mut self,
        http: &Http,
        posts: Vec<Post>,
        remember: bool,
    ) -> Result<Delivered, BotError> {
        let mut board = None;
        let mut lobby = None;
        let mut rest = posts.as_slice();
        if let Source::Component(click) = self.source {
            let ephemeral = click
                .message
                .flags
                .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
            let action = Action::parse(&click.data.custom_id);
            let answers = action.is_some_and(|a| a.is_lobby() || a.answers_challenge());
            if self.stage == Stage::Open && (answers || ephemeral) && !rest.is_empty() {
                // One interaction response (type 7) updates the clicked message: a confirmation
                // closes, a lobby shows its new state in place, an answered challenge or a lobby
                // that became a game says what happened without its buttons. What follows (the
                // board, which pings the player to move) comes as new messages, since edits
                // notify nobody.
                let first = &rest[0];
                let update = if ephemeral {
                    CreateInteractionResponseMessage::new()
                        .content(msg!("discord-done").to_string_in(first.lang))
                        .components(Vec::new())
                } else if action.is_some_and(Action::is_lobby)
                    && !first.buttons.is_empty()
                    && first.png.is_none()
                {
                    rest = &rest[1..];
                    first.to_response()
                } else {
                    Post {
                        text: first.title().to_owned(),
                        lang: first.lang,
                        ..Post::default()
                    }
                    .to_response()
                    .components(Vec::new())
                };
                self.source
                    .respond(http, CreateInteractionResponse::UpdateMessage(update))
                    .await?;
                self.stage = Stage::Answered;
            } else if !ephemeral && action.is_some_and(Action::answers_challenge) {
                // A slow answer to a challenge (deferred): its buttons have done their job.
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
        for (i, p) in rest.iter().enumerate() {
            // Only a board or a lobby is looked up again: an interaction response returns no
            // message.
            let want = i == 0 && (p.png.is_some() && remember || p.is_tournament_lobby());
            let m = self.post(http, p, want).await?;
            if let (Some(m), true) = (m.as_ref(), p.png.is_some()) {
                board = Some((m.channel_id, m.id));
            }
            if let (Some(m), true) = (m, p.is_tournament_lobby()) {
                lobby = Some((m.channel_id, m.id));
            }
        }
        Ok(Delivered {
            board: board.filter(|_| remember),
            lobby,
        })
    }
}

/// Tells the asker, privately, that their command failed, in whatever way the interaction's
/// stage allows; a failure to do so is logged.
pub(super) async fn report_failure(http: &Http, answering: &mut Answering<'_>, text: &str) {
    if let Err(e) = answering.tell_privately(http, text).await {
        warn!(error = %e, stage = ?answering.stage(), "could not report an error to the user");
    }
}

/// Posts in a channel; without Embed Links or Attach Files it says which permission is missing,
/// and when it cannot speak at all it logs why — never silence.
pub(super) async fn send_post(http: &Http, channel: ChannelId, post: &Post) -> Option<Message> {
    let e = match channel.send_message(http, post.to_message()).await {
        Ok(m) => return Some(m),
        Err(e) => e,
    };
    if is_missing_permissions(&e) {
        let text = format!(
            "{}\n\n{}",
            present::truncate(&post.text, 1800),
            msg!("discord-need-embed-permissions").to_string_in(post.lang)
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
