//! `language`: the language a person reads the bot in, wherever they play. Kept per person (not
//! per server) in the `Meta` space under `lang/USER`.

use super::{Answer, Service, ServiceError};
use crate::i18n::Lang;
use crate::store::{Space, StoreError, Write};
use crate::table::{Actor, Reply, UserId};

fn key(user: UserId) -> Vec<u8> {
    format!("lang/{}", user.0).into_bytes()
}

impl Service {
    /// The language `user` chose with `language`, if any.
    pub fn language_of(&self, user: UserId) -> Result<Option<Lang>, StoreError> {
        Ok(self
            .store
            .get(Space::Meta, &key(user))?
            .and_then(|b| String::from_utf8(b).ok())
            .and_then(|s| Lang::parse(&s)))
    }

    /// `language` (say which), `language hi` (choose), `language default` (follow the channel).
    pub(super) fn run_language(
        &self,
        id: &str,
        actor: &Actor,
        choice: Option<&str>,
    ) -> Result<Answer, ServiceError> {
        let mut settings = self.settings(id)?;
        let channel = settings.language;
        let text = match choice {
            None => match self.language_of(actor.id)? {
                Some(l) => msg!("language-own").with("language", l.native_name()),
                None => msg!("language-none").with("language", channel.native_name()),
            },
            Some("default" | "none" | "channel") => {
                self.store
                    .commit(vec![Write::Delete(Space::Meta, key(actor.id))])?;
                msg!("language-cleared").with("language", channel.native_name())
            }
            Some(word) => match Lang::parse(word) {
                Some(l) => {
                    self.store.commit(vec![Write::Put(
                        Space::Meta,
                        key(actor.id),
                        l.code().as_bytes().to_vec(),
                    )])?;
                    msg!("language-set").with("language", l.native_name())
                }
                None => {
                    return Err(crate::table::TableError::BadSetting(
                        msg!("language-unknown").with("input", word),
                    )
                    .into())
                }
            },
        };
        let asker = self.language_of(actor.id)?;
        // The answer is about the asker's own language, so it is said in it (`language hi` is
        // confirmed in Hindi): the adapters render an answer's replies in its settings' language.
        if let Some(own) = asker {
            settings.language = own;
        }
        Ok(Answer {
            replies: vec![Reply::msg(text)],
            settings,
            asker,
        })
    }
}
