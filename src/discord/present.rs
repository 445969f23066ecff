//! How a table's replies look on Discord: an embed with the board PNG as an attachment, the people
//! to notify mentioned (and only they may be pinged), and buttons whose custom ids carry the text
//! command they run.

use crate::i18n::{Lang, Msg};
use crate::table::command::{Command, TableCommand};
use crate::table::Offer;
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, EditInteractionResponse, EditMessage, UserId,
};

/// Custom ids of our buttons start with this, followed by what the button does.
pub const BUTTON_PREFIX: &str = "sb:";
/// The board image's file name, referenced by the embed.
pub const BOARD_FILE: &str = "board.png";
/// The embed's colour: the wood of the board.
pub(super) const WOOD: u32 = 0xd9a85b;

/// What a button does: answer an [`Offer`] of the table, or confirm a resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Offer(Offer),
    /// The confirmation under `/resign`.
    Resign,
}

impl Action {
    /// The custom id: `sb:accept <@123>`, `sb:join`, `sb:resign` … (the form buttons have always
    /// had, so buttons posted by earlier versions keep working).
    pub fn custom_id(self) -> String {
        let what = match self {
            Action::Offer(Offer::Accept(from)) => format!("accept <@{}>", from.0),
            Action::Offer(Offer::Decline(from)) => format!("decline <@{}>", from.0),
            Action::Offer(Offer::Cancel) => "cancel".to_owned(),
            Action::Offer(Offer::Join) => "join".to_owned(),
            Action::Offer(Offer::Leave) => "leave".to_owned(),
            Action::Offer(Offer::AddComputer) => "add-computer".to_owned(),
            Action::Offer(Offer::Start) => "start".to_owned(),
            // `pm 2.5`: the Move button's picker id (`table/picker.rs`).
            Action::Offer(Offer::Move(game)) => crate::table::picker::Pick::Open(game).to_id(),
            Action::Offer(Offer::TournamentJoin) => "tournament join".to_owned(),
            Action::Offer(Offer::TournamentLeave) => "tournament leave".to_owned(),
            Action::Offer(Offer::TournamentStart) => "tournament start".to_owned(),
            Action::Resign => "resign".to_owned(),
        };
        format!("{BUTTON_PREFIX}{what}")
    }

    /// The action of one of our custom ids; `None` for anything else.
    pub fn parse(custom_id: &str) -> Option<Action> {
        let what = custom_id.strip_prefix(BUTTON_PREFIX)?;
        if let Some(crate::table::picker::Pick::Open(game)) =
            crate::table::picker::Pick::parse(what)
        {
            return Some(Action::Offer(Offer::Move(game)));
        }
        let user = |rest: &str| {
            let id = rest.trim().strip_prefix("<@")?.strip_suffix('>')?;
            let id: u64 = id.trim_start_matches('!').parse().ok()?;
            Some(crate::table::UserId(id))
        };
        Some(match what.split_once(' ') {
            Some(("accept", rest)) => Action::Offer(Offer::Accept(user(rest)?)),
            Some(("decline", rest)) => Action::Offer(Offer::Decline(user(rest)?)),
            Some(("tournament", "join")) => Action::Offer(Offer::TournamentJoin),
            Some(("tournament", "leave")) => Action::Offer(Offer::TournamentLeave),
            Some(("tournament", "start")) => Action::Offer(Offer::TournamentStart),
            Some(_) => return None,
            None => match what {
                "cancel" => Action::Offer(Offer::Cancel),
                "join" => Action::Offer(Offer::Join),
                "leave" => Action::Offer(Offer::Leave),
                "add-computer" => Action::Offer(Offer::AddComputer),
                "start" => Action::Offer(Offer::Start),
                "resign" => Action::Resign,
                _ => return None,
            },
        })
    }

    /// The command a click runs; `None` for the Move button, which opens a picker instead.
    pub fn command(self) -> Option<Command> {
        match self {
            Action::Offer(o) => o.command(),
            Action::Resign => Some(TableCommand::Resign.into()),
        }
    }

    /// Whether the click answers a lobby, a four-player game's or a tournament's (its message
    /// is updated in place).
    pub fn is_lobby(self) -> bool {
        matches!(
            self,
            Action::Offer(
                Offer::Join
                    | Offer::Leave
                    | Offer::AddComputer
                    | Offer::Start
                    | Offer::TournamentJoin
                    | Offer::TournamentLeave
                    | Offer::TournamentStart
            )
        )
    }

    /// Whether this is a button of a tournament's lobby post.
    pub fn is_tournament_lobby(self) -> bool {
        matches!(
            self,
            Action::Offer(Offer::TournamentJoin | Offer::TournamentLeave | Offer::TournamentStart)
        )
    }

    /// Whether the click answers a challenge (its buttons have then done their job).
    pub fn answers_challenge(self) -> bool {
        matches!(
            self,
            Action::Offer(Offer::Accept(_) | Offer::Decline(_) | Offer::Cancel)
        )
    }
}

/// A button under a post.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub action: Action,
    pub style: ButtonStyle,
}

impl Button {
    /// The button for one of the table's offers, labelled in `lang` (the channel's language).
    pub fn for_offer(offer: Offer, lang: Lang) -> Button {
        let (label, style) = match offer {
            Offer::Accept(_) => (msg_id!("discord-button-accept"), ButtonStyle::Success),
            Offer::Decline(_) => (msg_id!("discord-button-decline"), ButtonStyle::Danger),
            Offer::Cancel => (msg_id!("discord-button-cancel"), ButtonStyle::Secondary),
            Offer::Join | Offer::TournamentJoin => {
                (msg_id!("discord-button-join"), ButtonStyle::Success)
            }
            Offer::Leave | Offer::TournamentLeave => {
                (msg_id!("discord-button-leave"), ButtonStyle::Secondary)
            }
            Offer::AddComputer => (msg_id!("discord-button-add-computer"), ButtonStyle::Primary),
            Offer::Start | Offer::TournamentStart => {
                (msg_id!("discord-button-start"), ButtonStyle::Primary)
            }
            Offer::Move(_) => (msg_id!("discord-button-move"), ButtonStyle::Primary),
        };
        Button {
            label: Msg::new(label).to_string_in(lang),
            action: Action::Offer(offer),
            style,
        }
    }

    pub fn custom_id(&self) -> String {
        self.action.custom_id()
    }

    /// Whether this is the Move button of a board post (a board with only it is still edited in
    /// place).
    pub fn is_move(&self) -> bool {
        matches!(self.action, Action::Offer(Offer::Move(_)))
    }
}

/// The three message builders (channel message, interaction answer, followup) have the same
/// methods but no common trait.
macro_rules! new_message {
    ($post:expr, $builder:ty) => {{
        let m = <$builder>::new()
            .embed($post.embed())
            .allowed_mentions($post.allowed_mentions())
            .files($post.attachments())
            .components($post.components());
        let content = $post.content();
        if content.is_empty() {
            m
        } else {
            m.content(content)
        }
    }};
}

/// One message the bot sends for one table reply.
#[derive(Clone, Debug, Default)]
pub struct Post {
    pub text: String,
    /// The language `text` is in (for the words the adapter adds, e.g. a missing permission).
    pub lang: Lang,
    pub png: Option<Vec<u8>>,
    pub file: Option<(String, Vec<u8>)>,
    pub mentions: Vec<u64>,
    pub buttons: Vec<Button>,
}

impl Post {
    /// The embed: the first line is the title, the rest the description.
    fn embed(&self) -> CreateEmbed {
        let (title, body) = match self.text.split_once('\n') {
            Some((t, b)) => (t, b.trim()),
            None => (self.text.as_str(), ""),
        };
        let mut embed = CreateEmbed::new().title(truncate(title, 256)).colour(WOOD);
        if !body.is_empty() {
            embed = embed.description(truncate(body, 4000));
        }
        if self.png.is_some() {
            embed = embed.image(format!("attachment://{BOARD_FILE}"));
        }
        embed
    }

    fn content(&self) -> String {
        self.mentions
            .iter()
            .map(|id| format!("<@{id}>"))
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn allowed_mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new()
            .users(self.mentions.iter().map(|&id| UserId::new(id)))
            .replied_user(false)
    }

    fn attachments(&self) -> Vec<CreateAttachment> {
        let mut files = Vec::new();
        if let Some(png) = &self.png {
            files.push(CreateAttachment::bytes(png.clone(), BOARD_FILE));
        }
        if let Some((name, bytes)) = &self.file {
            files.push(CreateAttachment::bytes(bytes.clone(), name.clone()));
        }
        files
    }

    fn components(&self) -> Vec<CreateActionRow> {
        if self.buttons.is_empty() {
            return Vec::new();
        }
        self.buttons
            .chunks(5)
            .take(5)
            .map(|row| {
                CreateActionRow::Buttons(
                    row.iter()
                        .map(|b| {
                            CreateButton::new(b.custom_id())
                                .label(&b.label)
                                .style(b.style)
                        })
                        .collect(),
                )
            })
            .collect()
    }

    pub fn to_message(&self) -> CreateMessage {
        new_message!(self, CreateMessage)
    }

    /// The same post as an edit of an earlier board message (the `edit-in-place` setting).
    pub fn to_edit(&self) -> EditMessage {
        let mut m = EditMessage::new()
            .embed(self.embed())
            .allowed_mentions(self.allowed_mentions())
            .components(self.components())
            .content(self.content())
            .remove_all_attachments();
        for file in self.attachments() {
            m = m.new_attachment(file);
        }
        m
    }

    /// The first line: what happened.
    /// Whether this is a tournament's lobby post (it is updated in place at every change).
    pub fn is_tournament_lobby(&self) -> bool {
        self.buttons.iter().any(|b| b.action.is_tournament_lobby())
    }

    pub fn title(&self) -> &str {
        self.text.lines().next().unwrap_or("")
    }

    pub fn to_response(&self) -> CreateInteractionResponseMessage {
        new_message!(self, CreateInteractionResponseMessage)
    }

    pub fn to_followup(&self) -> CreateInteractionResponseFollowup {
        new_message!(self, CreateInteractionResponseFollowup)
    }

    /// The same post as the first answer after a deferral: the edit of the "thinking" message.
    pub fn to_original_edit(&self) -> EditInteractionResponse {
        let mut m = EditInteractionResponse::new()
            .embed(self.embed())
            .allowed_mentions(self.allowed_mentions())
            .components(self.components());
        let content = self.content();
        if !content.is_empty() {
            m = m.content(content);
        }
        for file in self.attachments() {
            m = m.new_attachment(file);
        }
        m
    }
}

/// A refusal shown only to the person who asked.
pub fn ephemeral(text: &str) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(truncate(text, 1900))
        .allowed_mentions(CreateAllowedMentions::new())
        .ephemeral(true)
}

/// The same as a followup (after a deferred answer).
pub fn ephemeral_followup(text: &str) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(truncate(text, 1900))
        .allowed_mentions(CreateAllowedMentions::new())
        .ephemeral(true)
}

/// The same as the edit of an ephemeral deferral, which stays private (an edit has no say).
pub fn ephemeral_edit(text: &str) -> EditInteractionResponse {
    EditInteractionResponse::new()
        .content(truncate(text, 1900))
        .allowed_mentions(CreateAllowedMentions::new())
}

/// Cuts `text` to at most `max` characters, marking the cut.
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut s: String = text.chars().take(max.saturating_sub(1)).collect();
    s.push('…');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_cut_on_character_boundaries() {
        let t = "将".repeat(300);
        let cut = truncate(&t, 256);
        assert_eq!(cut.chars().count(), 256);
        assert!(cut.ends_with('…'));
        assert_eq!(truncate("short", 10), "short");
    }

    #[test]
    fn button_ids_name_what_they_do_and_read_back() {
        use crate::table::UserId;
        let accept = Action::Offer(Offer::Accept(UserId(1_200_000_000_000_000_001)));
        assert_eq!(accept.custom_id(), "sb:accept <@1200000000000000001>");
        for a in [
            accept,
            Action::Offer(Offer::Decline(UserId(7))),
            Action::Offer(Offer::Cancel),
            Action::Offer(Offer::Join),
            Action::Offer(Offer::Leave),
            Action::Offer(Offer::AddComputer),
            Action::Offer(Offer::Start),
            Action::Offer(Offer::Move(crate::table::picker::GameRef {
                four: true,
                number: 12,
            })),
            Action::Offer(Offer::TournamentJoin),
            Action::Offer(Offer::TournamentLeave),
            Action::Offer(Offer::TournamentStart),
            Action::Resign,
        ] {
            assert!(a.custom_id().chars().count() <= 100);
            assert_eq!(Action::parse(&a.custom_id()), Some(a));
        }
        // Buttons posted by earlier versions carried `<@!id>` too.
        assert_eq!(
            Action::parse("sb:accept <@!7>"),
            Some(Action::Offer(Offer::Accept(UserId(7))))
        );
        // A tournament's Join is not a four-player lobby's Join.
        assert_eq!(
            Action::parse("sb:tournament join"),
            Some(Action::Offer(Offer::TournamentJoin))
        );
        for other in [
            "sb:move 7g7f",
            "sb:accept bob",
            "other:join",
            "sb:",
            "sb:tournament new",
        ] {
            assert_eq!(Action::parse(other), None, "{other}");
        }
    }
}
