//! What arrives from Discord: slash commands, button clicks and messages, each turned into one
//! typed command for the service.

use super::*;

/// Runs a slash command's [`Command`] for the user who invoked it; `users` are the people its
/// options named (Discord resolved them for us).
pub async fn run_slash(
    ctx: Context<'_>,
    command: impl Into<Command>,
    users: &[User],
) -> Result<(), BotError> {
    let command = command.into();
    let poise::Context::Application(app) = ctx else {
        return Err(BotError::Refused(msg!("discord-use-slash-command")));
    };
    let interaction = app.interaction;
    let data = ctx.data();
    let mut dir = data.directory();
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
    let mut answering = Answering::new(Source::Command(interaction));
    let result =
        answer_interaction(ctx.http(), data, &mut answering, table, actor, command, dir).await;
    keep_stage(ctx, &answering, &result).await;
    result
}

/// Leaves where a failed command's answer stands for `on_error`, which must not answer a
/// deferred interaction as if it were new.
pub(super) async fn keep_stage(
    ctx: Context<'_>,
    answering: &Answering<'_>,
    result: &Result<(), BotError>,
) {
    if result.is_err() {
        ctx.set_invocation_data(answering.stage()).await;
    }
}

pub(super) fn interaction_actor(member: Option<&serenity::all::Member>, user: &User) -> Actor {
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
    // The Move button and its picker's lists (click to move) have their own answers.
    if let Some(pick) = super::picker::parse(&click.data.custom_id) {
        return super::picker::on_pick(ctx, data, click, pick).await;
    }
    // Buttons build their command directly; a custom id that is not ours is none of our business.
    let Some(command) = Action::parse(&click.data.custom_id).and_then(Action::command) else {
        return Ok(());
    };
    let actor = interaction_actor(click.member.as_ref(), &click.user);
    let table = table_id(click.guild_id, click.channel_id);
    let dir = data.directory();
    let mut answering = Answering::new(Source::Component(click));
    let result = answer_interaction(
        &ctx.http,
        data,
        &mut answering,
        table.clone(),
        actor,
        command,
        dir,
    )
    .await;
    if let Err(e) = &result {
        // Whatever failed, the click gets a private answer rather than a "thinking…" forever.
        error!(error = %e, "a button's command failed");
        let locale = Some(click.locale.as_str());
        let lang = super::reader_lang(&data.service, click.user.id.get(), &table, locale).await;
        report_failure(&ctx.http, &mut answering, &e.user_text(lang)).await;
        return Ok(());
    }
    result
}

/// Whether a chat message is only a move (in any notation, with or without a four-player seat
/// marker): only such messages are played without mentioning the bot, so chatter that merely
/// contains digits ("2手で詰み") is left alone.
pub fn looks_like_a_move(line: &str) -> bool {
    if !matches!(
        parse_command(line),
        Ok(Command::Table(TableCommand::Move(_)))
    ) {
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
                | TableError::NotAPlayer { .. }
                | TableError::NotYourTurn { .. }
                | TableError::GameOver { .. }
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
    let mut dir = data.directory();
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
    let key = table.clone();
    // Messages are text: this is one of the two places (with the terminal) that parse commands.
    let parsed = parse_command(&line);
    let starts_tournament = matches!(
        parsed,
        Ok(Command::Server(ServerCommand::Tournament(
            TournamentCommand::Start
        )))
    );
    let result = match parsed {
        Ok(Command::Server(ServerCommand::Tournament(TournamentCommand::New(_))))
            if is_thread(ctx, msg.channel_id).await =>
        {
            let e = BotError::Refused(msg!("discord-tournament-not-in-thread"));
            answer_message_failure(ctx, data, msg, &key, e).await;
            return Ok(());
        }
        Ok(command) => {
            let command_key = crate::service::CommandKey::message(msg.id.get());
            tokio::task::spawn_blocking(move || {
                execute(&service, &command_key, &table, &actor, command, &dir, None)
            })
            .await?
        }
        Err(e) => Err(service.refused(&actor, super::unix_now(), e.into())),
    };
    match result {
        Ok(mut outcome) => {
            data.edit_board_in_place(&ctx.http, &key, &mut outcome)
                .await;
            data.edit_lobby_in_place(&ctx.http, &key, &mut outcome)
                .await;
            for p in &outcome.posts {
                let sent = send_post(&ctx.http, msg.channel_id, p).await;
                if let (Some(m), true) = (sent.as_ref(), outcome.edit_in_place && p.png.is_some()) {
                    data.boards.set(&key, Some((m.channel_id, m.id)));
                }
                if let (Some(m), true) = (sent, p.is_tournament_lobby()) {
                    data.lobbies.set(&key, Some((m.channel_id, m.id)));
                }
            }
            if starts_tournament {
                data.close_lobby(&ctx.http, &key).await;
            }
            send_elsewhere(&ctx.http, &outcome.elsewhere).await;
        }
        // A user told once to wait is not told again at every message of a flood.
        Err(ServiceError::Limited(l)) if l.is_repeated() => {}
        Err(e) if !addressed && is_chatter(&e) => {}
        Err(e) => answer_message_failure(ctx, data, msg, &key, e.into()).await,
    }
    Ok(())
}

/// Answers a message whose command failed, in reply to it, in the reader's language.
async fn answer_message_failure(
    ctx: &SerenityContext,
    data: &Data,
    msg: &Message,
    table: &TableId,
    e: BotError,
) {
    if !matches!(e, BotError::Refused(_)) {
        error!(error = %e, "command failed");
    }
    let lang = super::reader_lang(&data.service, msg.author.id.get(), table, None).await;
    let reply = serenity::all::CreateMessage::new()
        .content(present::truncate(&e.user_text(lang), 1900))
        .reference_message(msg)
        .allowed_mentions(serenity::all::CreateAllowedMentions::new());
    if let Err(err) = msg.channel_id.send_message(&ctx.http, reply).await {
        warn!(channel = %msg.channel_id, error = %err, "cannot answer in this channel");
    }
}

/// Whether a message's channel is a thread (asked of Discord only for `tournament new`, whose
/// games need threads beside it).
async fn is_thread(ctx: &SerenityContext, channel: ChannelId) -> bool {
    match channel.to_channel(ctx).await {
        Ok(serenity::all::Channel::Guild(c)) => matches!(
            c.kind,
            serenity::all::ChannelType::PublicThread | serenity::all::ChannelType::PrivateThread
        ),
        _ => false,
    }
}

pub(super) async fn on_event(
    ctx: &SerenityContext,
    event: &FullEvent,
    data: &Data,
) -> Result<(), BotError> {
    match event {
        FullEvent::Message { new_message } => on_message(ctx, data, new_message).await,
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(click),
        } => on_button(ctx, data, click).await,
        _ => Ok(()),
    }
}

pub(super) async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            if !matches!(error, BotError::Refused(_)) {
                error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            }
            let table = super::table_id(ctx.guild_id(), ctx.channel_id());
            let lang = super::reader_lang(
                &ctx.data().service,
                ctx.author().id.get(),
                &table,
                ctx.locale(),
            )
            .await;
            let text = error.user_text(lang);
            match ctx {
                poise::Context::Application(app) => {
                    // The command may have deferred or answered already: the refusal must go
                    // the way that stage allows, or a private word would become public.
                    let kept = ctx.invocation_data::<Stage>().await.map(|s| *s);
                    let poise_answered = app
                        .has_sent_initial_response
                        .load(std::sync::atomic::Ordering::SeqCst);
                    let stage = match kept {
                        Some(stage) => stage,
                        None if poise_answered => Stage::Answered,
                        None => Stage::Open,
                    };
                    let mut answering = Answering::at(Source::Command(app.interaction), stage);
                    report_failure(ctx.http(), &mut answering, &text).await;
                }
                poise::Context::Prefix(_) => {
                    let reply = poise::CreateReply::default()
                        .content(present::truncate(&text, 1900))
                        .ephemeral(true);
                    if let Err(e) = ctx.send(reply).await {
                        warn!(error = %e, "could not report an error to the user");
                    }
                }
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
