//! Delivering a command's answer on Discord: the interaction answered (or deferred), posts sent,
//! refusals shown privately, boards edited in place, missing permissions said in words.

use super::*;

impl Data {
    pub(super) fn board_message(&self, table: &str) -> Option<(ChannelId, MessageId)> {
        self.boards
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(table)
            .copied()
    }

    pub(super) fn remember_board(&self, table: &str, at: Option<(ChannelId, MessageId)>) {
        let mut boards = self.boards.lock().unwrap_or_else(|p| p.into_inner());
        match at {
            Some(at) => boards.insert(table.to_owned(), at),
            None => boards.remove(table),
        };
    }

    /// With `edit-in-place` on, shows the board post by editing the table's board message.
    /// Returns the posts still to send and whether the board was shown that way.
    pub(super) async fn edit_board_in_place(
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

/// Runs `command` for an interaction (slash command or button): the work runs on a blocking
/// thread, the interaction is deferred if it takes long, refusals are ephemeral.
pub(super) async fn answer_interaction(
    http: &Http,
    data: &Data,
    source: Source<'_>,
    table: String,
    actor: Actor,
    command: Command,
    dir: Known,
) -> Result<(), BotError> {
    let _in_flight = data.in_flight.read().await;
    let service = Arc::clone(&data.service);
    let key = table.clone();
    let asker = actor.id.0;
    let locale = source.locale().to_owned();
    let locale_for_work = locale.clone();
    let mut work = tokio::task::spawn_blocking(move || {
        execute(
            &service,
            &table,
            &actor,
            command,
            &dir,
            Some(&locale_for_work),
        )
    });
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
                    let text = msg!("discord-board-updated")
                        .with("title", title)
                        .to_string_in(outcome.asker);
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
            let lang = super::reader_lang(&data.service, asker, &key, Some(&locale));
            source
                .tell_privately(http, &e.user_text(lang), deferred)
                .await
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

    /// The asker's Discord language (`en-US`, `ja`, `hi`…).
    pub fn locale(&self) -> &str {
        match self {
            Source::Command(i) => &i.locale,
            Source::Component(i) => &i.locale,
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
            let action = Action::parse(&click.data.custom_id);
            let answers = action.is_some_and(|a| a.is_lobby() || a.answers_challenge());
            if !deferred && (answers || ephemeral) && !rest.is_empty() {
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
            // A slow answer to a challenge (deferred): its buttons have done their job.
            if !ephemeral && action.is_some_and(Action::answers_challenge) {
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
