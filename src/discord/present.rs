//! How a table's replies look on Discord: an embed with the board PNG as an attachment, the people
//! to notify mentioned (and only they may be pinged), and buttons whose custom ids carry the text
//! command they run.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, EditMessage, UserId,
};

/// Custom ids of our buttons start with this, followed by the text command the button runs.
pub const BUTTON_PREFIX: &str = "sb:";
/// The board image's file name, referenced by the embed.
pub const BOARD_FILE: &str = "board.png";
/// The embed's colour: the wood of the board.
const WOOD: u32 = 0xd9a85b;

/// A button that runs a text command for whoever clicks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: &'static str,
    pub command: String,
    pub style: ButtonStyle,
}

impl Button {
    pub fn new(label: &'static str, command: impl Into<String>, style: ButtonStyle) -> Button {
        Button {
            label,
            command: command.into(),
            style,
        }
    }

    /// The custom id; Discord allows 100 characters, and our commands are short.
    pub fn custom_id(&self) -> String {
        let id = format!("{BUTTON_PREFIX}{}", self.command);
        truncate(&id, 100)
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
                                .label(b.label)
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
    pub fn title(&self) -> &str {
        self.text.lines().next().unwrap_or("")
    }

    pub fn to_response(&self) -> CreateInteractionResponseMessage {
        new_message!(self, CreateInteractionResponseMessage)
    }

    pub fn to_followup(&self) -> CreateInteractionResponseFollowup {
        new_message!(self, CreateInteractionResponseFollowup)
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
    fn button_ids_carry_the_command_within_discords_limit() {
        let b = Button::new(
            "Accept",
            "accept <@1200000000000000001>",
            ButtonStyle::Success,
        );
        assert_eq!(b.custom_id(), "sb:accept <@1200000000000000001>");
        let long = Button::new("x", "y".repeat(200), ButtonStyle::Primary);
        assert_eq!(long.custom_id().chars().count(), 100);
    }
}
