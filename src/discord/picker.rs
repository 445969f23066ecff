//! Click to move on Discord (issue 24). The Move button under a board opens, for the person to
//! move only, an ephemeral message (the picker) that click by click becomes:
//!
//! 1. the board from the mover's side and select menus of the pieces that can move;
//! 2. (choosing a piece: an update of the same message) the board with that piece's
//!    destinations marked and select menus of its moves, with a Back button;
//! 3. (choosing a move) what was played, while the board follows publicly as after `/move`.
//!
//! The lists, their ids and every check are the table's (`table/picker.rs`); steps 1 and 2 read
//! the table without its lock, step 3 is a [`TableCommand::MoveAt`] through [`Service::run`], the one
//! locked step. Nothing is kept here between clicks. Each answer is given within Discord's
//! 3 seconds: work that takes longer than `defer_after_ms` is deferred first (a deferred ephemeral
//! message for the Move button, a deferred update for the picker's own components).

use super::*;
use crate::table::picker::{OptionList, Pick, PiecePicker, SquarePicker, MAX_OPTIONS};
use serenity::all::{
    ButtonStyle, ComponentInteractionDataKind, CreateActionRow, CreateAllowedMentions,
    CreateAttachment, CreateButton, CreateEmbed, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

/// The picker id of a component, if it is one of ours.
pub(super) fn parse(custom_id: &str) -> Option<Pick> {
    Pick::parse(custom_id.strip_prefix(present::BUTTON_PREFIX)?)
}

fn custom_id(pick: &Pick) -> String {
    format!("{}{}", present::BUTTON_PREFIX, pick.to_id())
}

/// One state of the picker message: its title, its board image and its components.
#[derive(Clone, Debug)]
pub struct Screen {
    pub title: String,
    pub png: Option<Vec<u8>>,
    pub rows: Vec<CreateActionRow>,
}

/// Step 1 as Discord shows it, its words in `lang`.
pub fn piece_screen(table: &TableId, p: &PiecePicker, lang: Lang) -> Screen {
    let rows = p
        .lists
        .iter()
        .enumerate()
        .map(|(i, list)| {
            let id = Pick::Piece {
                table: table.clone(),
                at: p.at,
                list: i as u8,
            };
            select(&id, list, lang)
        })
        .collect();
    Screen {
        title: msg!("picker-step-piece")
            .with("name", &p.mover)
            .to_string_in(lang),
        png: p.picture.as_ref().map(|pic| pic.to_png(lang)),
        rows,
    }
}

/// Step 2 as Discord shows it: the move lists, then Back.
pub fn square_screen(table: &TableId, p: &SquarePicker, lang: Lang) -> Screen {
    let mut rows: Vec<CreateActionRow> = p
        .lists
        .iter()
        .enumerate()
        .map(|(i, list)| {
            let id = Pick::Square {
                table: table.clone(),
                at: p.at,
                list: i as u8,
            };
            select(&id, list, lang)
        })
        .collect();
    let back = Pick::Back {
        table: table.clone(),
        at: p.at,
    };
    rows.push(CreateActionRow::Buttons(vec![CreateButton::new(
        custom_id(&back),
    )
    .label(present::truncate(
        &msg!("discord-button-back").to_string_in(lang),
        80,
    ))
    .style(ButtonStyle::Secondary)]));
    Screen {
        title: msg!("picker-step-square")
            .with("name", &p.mover)
            .with("piece", p.piece.clone())
            .to_string_in(lang),
        png: p.picture.as_ref().map(|pic| pic.to_png(lang)),
        rows,
    }
}

/// One list as a select menu (alone in its row), its texts cut to Discord's limits.
fn select(id: &Pick, list: &OptionList, lang: Lang) -> CreateActionRow {
    let options = list
        .options
        .iter()
        .take(MAX_OPTIONS)
        .map(|c| {
            let o = CreateSelectMenuOption::new(
                present::truncate(&c.label.to_string_in(lang), 100),
                c.value.clone(),
            );
            match &c.note {
                Some(note) => o.description(present::truncate(&note.to_string_in(lang), 100)),
                None => o,
            }
        })
        .collect();
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(custom_id(id), CreateSelectMenuKind::String { options })
            .placeholder(present::truncate(&list.title.to_string_in(lang), 150)),
    )
}

impl Screen {
    fn embed(&self) -> CreateEmbed {
        let embed = CreateEmbed::new()
            .title(present::truncate(&self.title, 256))
            .colour(present::WOOD);
        match self.png {
            Some(_) => embed.image(format!("attachment://{}", present::BOARD_FILE)),
            None => embed,
        }
    }

    fn files(&self) -> Vec<CreateAttachment> {
        self.png
            .iter()
            .map(|png| CreateAttachment::bytes(png.clone(), present::BOARD_FILE))
            .collect()
    }

    /// The screen as an interaction response: a new ephemeral message, or the update of the
    /// picker (its old image replaced).
    fn response(&self) -> CreateInteractionResponseMessage {
        CreateInteractionResponseMessage::new()
            .embed(self.embed())
            .files(self.files())
            .components(self.rows.clone())
            .allowed_mentions(CreateAllowedMentions::new())
            .ephemeral(true)
    }

    /// The screen as the edit of a deferred answer.
    fn edit(&self) -> EditInteractionResponse {
        let mut edit = EditInteractionResponse::new()
            .embed(self.embed())
            .components(self.rows.clone())
            .allowed_mentions(CreateAllowedMentions::new())
            .clear_attachments();
        for file in self.files() {
            edit = edit.new_attachment(file);
        }
        edit
    }
}

/// What a click ends with: a picker screen, or words alone (what was played, a refusal).
enum Outcome {
    Screen(Screen),
    /// The picker message becomes these words, without image or lists; then the public posts
    /// of the move played, if one was.
    Said(String, Option<Delivery>),
    /// A refusal about the person who clicked (not the mover): a private message of its own,
    /// the picker left as it is.
    Aside(String),
}

/// Answers a click on the Move button or on the picker.
pub(super) async fn on_pick(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    pick: Pick,
) -> Result<(), BotError> {
    let _in_flight = data.in_flight.read().await;
    let actor = interaction_actor(click.member.as_ref(), &click.user);
    let table = table_id(click.guild_id, click.channel_id);
    let locale = click.locale.clone();
    let value = match &click.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    };
    // The Move button opens a new (ephemeral) message; everything else updates the picker. A
    // picker id on a public message can only be forged (Discord shows the picker to its owner
    // alone): it is answered privately too, so that no answer ever replaces a public board.
    let on_picker = click
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    let opens = matches!(pick, Pick::Open(_)) || !on_picker;
    let service = Arc::clone(&data.service);
    let dir = data.directory();
    let key = table.clone();
    // The click names its move: a retry of it after a commit of unknown outcome is answered from
    // the stored answer (see `service::keys`).
    let command_key = crate::service::CommandKey::interaction(click.id.get());
    let mut work = tokio::task::spawn_blocking(move || {
        let lang = reader_lang_blocking(&service, actor.id.0, &table, Some(&locale));
        let refused = |e: ServiceError| {
            let about_clicker = matches!(
                e,
                ServiceError::Table(TableError::NotYourTurn { .. } | TableError::NotAPlayer { .. })
            );
            let e = BotError::from(e);
            if !matches!(e, BotError::Refused(_)) {
                error!(error = %e, "a picker click failed");
            }
            if about_clicker {
                Outcome::Aside(e.user_text(lang))
            } else {
                Outcome::Said(e.user_text(lang), None)
            }
        };
        match step(
            &service,
            &command_key,
            &table,
            &actor,
            pick,
            value,
            lang,
            &dir,
            &locale,
        ) {
            Ok(outcome) => outcome,
            Err(e) => refused(e),
        }
    });
    let wait = Duration::from_millis(data.config.defer_after_ms);
    let http = &ctx.http;
    let mut deferred = false;
    let outcome = if wait.is_zero() {
        defer(http, click, opens).await?;
        deferred = true;
        work.await?
    } else {
        tokio::select! {
            r = &mut work => r?,
            _ = tokio::time::sleep(wait) => {
                defer(http, click, opens).await?;
                deferred = true;
                work.await?
            }
        }
    };
    match outcome {
        Outcome::Screen(screen) => {
            if deferred {
                click.edit_response(http, screen.edit()).await?;
            } else if opens {
                let r = CreateInteractionResponse::Message(screen.response());
                click.create_response(http, r).await?;
            } else {
                let r = CreateInteractionResponse::UpdateMessage(screen.response());
                click.create_response(http, r).await?;
            }
        }
        Outcome::Aside(text) if !opens => {
            if deferred {
                click
                    .create_followup(http, present::ephemeral_followup(&text))
                    .await?;
            } else {
                let r = CreateInteractionResponse::Message(present::ephemeral(&text));
                click.create_response(http, r).await?;
            }
        }
        Outcome::Aside(text) => say(http, click, opens, deferred, &text).await?,
        Outcome::Said(text, delivery) => {
            say(http, click, opens, deferred, &text).await?;
            if let Some(mut outcome) = delivery {
                // With `edit-in-place`, the board message is edited and not posted again.
                data.edit_board_in_place(http, &key, &mut outcome).await;
                let elsewhere = std::mem::take(&mut outcome.elsewhere);
                publish(
                    http,
                    data,
                    click,
                    &key,
                    outcome.posts,
                    outcome.edit_in_place,
                )
                .await;
                // A move that ends a tournament game: the tournament's words, the next round.
                super::send_elsewhere(http, &elsewhere).await;
            }
        }
    }
    Ok(())
}

/// Acknowledges a click whose answer takes long: a deferred ephemeral message for the Move
/// button (type 5), a deferred update of the picker (type 6).
async fn defer(http: &Http, click: &ComponentInteraction, opens: bool) -> serenity::Result<()> {
    let r = if opens {
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true))
    } else {
        CreateInteractionResponse::Acknowledge
    };
    click.create_response(http, r).await
}

/// Words alone in the picker's place (or, for the Move button, an ephemeral message).
async fn say(
    http: &Http,
    click: &ComponentInteraction,
    opens: bool,
    deferred: bool,
    text: &str,
) -> serenity::Result<()> {
    if deferred {
        let edit = present::ephemeral_edit(text)
            .embeds(Vec::new())
            .components(Vec::new())
            .clear_attachments();
        click.edit_response(http, edit).await?;
        return Ok(());
    }
    let message = present::ephemeral(text)
        .embeds(Vec::new())
        .components(Vec::new())
        .files(Vec::new());
    let r = if opens {
        CreateInteractionResponse::Message(message)
    } else {
        CreateInteractionResponse::UpdateMessage(message)
    };
    click.create_response(http, r).await
}

/// The public posts of a move played with the picker, as new messages after the picker's
/// answer (the board pings the player to move, as after `/move`).
async fn publish(
    http: &Http,
    data: &Data,
    click: &ComponentInteraction,
    table: &TableId,
    posts: Vec<Post>,
    remember: bool,
) {
    for p in posts {
        match click.create_followup(http, p.to_followup()).await {
            Ok(m) if remember && p.png.is_some() => {
                data.boards.set(table, Some((m.channel_id, m.id)));
            }
            Ok(_) => {}
            Err(e) => warn!(error = %e, "a move played with the picker could not be posted"),
        }
    }
}

/// The work of one click, on a blocking thread: read the table (steps 1 and 2) or play the move
/// (step 3), and say it in `lang`.
#[allow(clippy::too_many_arguments)]
fn step(
    service: &Service,
    key: &crate::service::CommandKey,
    table: &TableId,
    actor: &Actor,
    pick: Pick,
    value: Option<String>,
    lang: Lang,
    dir: &Resolved,
    locale: &str,
) -> Result<Outcome, ServiceError> {
    use crate::table::TableError as E;
    // An id made for another table (a forged one) is refused like a changed position.
    if pick.table().is_some_and(|t| t != table) {
        return Err(E::PositionChanged.into());
    }
    let now = unix_now();
    let read = || -> Result<_, ServiceError> {
        Ok((service.table_snapshot(table)?, service.settings(table)?))
    };
    match pick {
        Pick::Open(game) => {
            let (t, s) = read()?;
            let p = t
                .in_play()
                .ok_or(E::NoGame)?
                .pick_piece(actor.id, game, &s, now)?;
            Ok(Outcome::Screen(piece_screen(table, &p, lang)))
        }
        Pick::Back { at, .. } => {
            let (t, s) = read()?;
            let p = t
                .in_play()
                .ok_or(E::NoGame)?
                .pick_again(actor.id, at, &s, now)?;
            Ok(Outcome::Screen(piece_screen(table, &p, lang)))
        }
        Pick::Piece { at, .. } => {
            let value = value.ok_or(E::PositionChanged)?;
            let (t, s) = read()?;
            let p = t
                .in_play()
                .ok_or(E::NoGame)?
                .pick_square(actor.id, at, &value, &s, now)?;
            Ok(Outcome::Screen(square_screen(table, &p, lang)))
        }
        Pick::Square { at, .. } => {
            let value = value.ok_or(E::PositionChanged)?;
            let delivery = execute(
                service,
                key,
                table,
                actor,
                TableCommand::MoveAt(value, at).into(),
                dir,
                Some(locale),
            )?;
            // The picker says what happened: the first line of the public post.
            let said = delivery
                .posts
                .first()
                .map(|p| p.title().to_owned())
                .unwrap_or_default();
            Ok(Outcome::Said(said, Some(delivery)))
        }
    }
}
