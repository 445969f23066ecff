//! `language`: the language a person reads the bot in, wherever they play. Kept per person (not
//! per server) in the `Meta` space under `lang/USER`.

use super::{Answer, Service, ServiceError};
use crate::i18n::Lang;
use crate::store::Store;
use crate::store::{Space, StoreError, Write};
use crate::table::command::LanguageChoice;
use crate::table::TableId;
use crate::table::{Actor, Reply, UserId};

fn key(user: UserId) -> Vec<u8> {
    format!("lang/{}", user.0).into_bytes()
}

impl Service {
    /// The language `user` chose with `language`, if any.
    pub fn language_of(&self, user: UserId) -> Result<Option<Lang>, StoreError> {
        self.language_in(&*self.store, user)
    }

    /// [`Service::language_of`] read in `db` (an open transaction, or the store).
    pub(super) fn language_in(
        &self,
        db: &dyn Store,
        user: UserId,
    ) -> Result<Option<Lang>, StoreError> {
        Ok(db
            .get(Space::Meta, &key(user))?
            .and_then(|b| String::from_utf8(b).ok())
            .and_then(|s| Lang::parse(&s)))
    }

    /// Stores a person's choice. Setting a value twice leaves what setting it once does, so a
    /// commit of unknown outcome (the connection lost during `COMMIT`) is simply made again.
    fn set_language(&self, user: UserId, write: Write) -> Result<(), StoreError> {
        self.locked_with(
            &self.idempotent_retry(),
            &format!("\u{0}lang/{}", user.0),
            |db| db.commit(vec![write.clone()]),
        )
    }

    /// `language` (say which), `language hi` (choose), `language default` (follow the channel).
    pub(super) fn run_language(
        &self,
        id: &TableId,
        actor: &Actor,
        choice: LanguageChoice,
    ) -> Result<Answer, ServiceError> {
        let mut settings = self.settings(id)?;
        let channel = settings.language;
        let text = match choice {
            LanguageChoice::Show => match self.language_of(actor.id)? {
                Some(l) => msg!("language-own").with("language", l.native_name()),
                None => msg!("language-none").with("language", channel.native_name()),
            },
            LanguageChoice::Default => {
                self.set_language(actor.id, Write::Delete(Space::Meta, key(actor.id)))?;
                msg!("language-cleared").with("language", channel.native_name())
            }
            LanguageChoice::Set(l) => {
                let code = l.code().as_bytes().to_vec();
                self.set_language(actor.id, Write::Put(Space::Meta, key(actor.id), code))?;
                msg!("language-set").with("language", l.native_name())
            }
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
            elsewhere: Vec::new(),
        })
    }
}
