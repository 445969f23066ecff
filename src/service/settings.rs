//! The `settings` command and the settings layers: a server's defaults and a channel's overrides,
//! each one record; an unreadable record is set aside and the defaults apply.

use super::{Answer, Service, ServiceError};
use crate::i18n::Msg;
use crate::store::records::{decode_layer, encode_layer};
use crate::store::Store;
use crate::store::{Space, StoreError, Write};
use crate::table::settings::{self, Change, Layer, Settings, SettingsCommand};
use crate::table::TableId;
use crate::table::{Actor, Reply, Timestamp};

/// Loaded settings layers, the writes that quarantine unreadable ones, and notices saying so.
pub(super) struct Layers {
    pub server: Layer,
    pub channel: Layer,
    pub quarantine: Vec<Write>,
    pub notices: Vec<Msg>,
}

fn server_key(guild: &str) -> String {
    format!("server/{guild}")
}

fn channel_key(id: &TableId) -> String {
    format!("channel/{id}")
}

/// The write that gives table `to` the channel's own settings of `from` (nothing when `from` has
/// none): a tournament game's thread plays by its tournament channel's settings (its language,
/// its clocks' reminders), not only by the server's.
pub(super) fn copy_channel_layer(
    db: &dyn Store,
    from: &TableId,
    to: &TableId,
) -> Result<Option<Write>, StoreError> {
    Ok(db
        .get(Space::Settings, channel_key(from).as_bytes())?
        .map(|bytes| Write::Put(Space::Settings, channel_key(to).into_bytes(), bytes)))
}

impl Service {
    /// One settings layer; an unreadable record is set aside (the writes) with a notice.
    fn load_layer(
        &self,
        db: &dyn Store,
        key: &str,
        now: Timestamp,
    ) -> Result<(Layer, Vec<Write>, Option<Msg>), StoreError> {
        let Some(bytes) = db.get(Space::Settings, key.as_bytes())? else {
            return Ok((Layer::new(), Vec::new(), None));
        };
        match decode_layer(&bytes) {
            Ok(layer) => Ok((layer, Vec::new(), None)),
            Err(why) => {
                let writes = vec![
                    Write::Put(
                        Space::Quarantine,
                        format!("settings/{key}/{}", now.0).into_bytes(),
                        bytes,
                    ),
                    Write::Delete(Space::Settings, key.as_bytes().to_vec()),
                ];
                let notice = msg!("notice-settings-set-aside")
                    .with("key", key)
                    .with("why", why.to_string());
                Ok((Layer::new(), writes, Some(notice)))
            }
        }
    }

    pub(super) fn load_layers(
        &self,
        db: &dyn Store,
        id: &TableId,
        now: Timestamp,
    ) -> Result<Layers, StoreError> {
        let (server, mut quarantine, n1) = self.load_layer(db, &server_key(id.server()), now)?;
        let (channel, w2, n2) = self.load_layer(db, &channel_key(id), now)?;
        quarantine.extend(w2);
        Ok(Layers {
            server,
            channel,
            quarantine,
            notices: n1.into_iter().chain(n2).collect(),
        })
    }

    /// The effective settings of table `id` (`guild/channel`), for decisions an adapter makes
    /// before running a command (e.g. whether a new game gets its own thread). An unreadable
    /// record counts as no overrides.
    pub fn settings(&self, id: &TableId) -> Result<Settings, StoreError> {
        self.settings_in(&*self.store, id)
    }

    /// [`Service::settings`] read in `db` (an open transaction, or the store).
    pub(super) fn settings_in(&self, db: &dyn Store, id: &TableId) -> Result<Settings, StoreError> {
        let l = self.load_layers(db, id, Timestamp(0))?;
        Ok(Settings::effective(&l.server, &l.channel))
    }

    /// `settings …`: anyone may look; moderators change the channel's or the server's layer.
    pub(super) fn run_settings(
        &self,
        id: &TableId,
        actor: &Actor,
        command: &SettingsCommand,
        now: Timestamp,
    ) -> Result<Answer, ServiceError> {
        // Settings changes of one server never interleave. A change sets values: made twice it
        // leaves what it leaves once, so after a commit of unknown outcome it is simply run again.
        self.locked_with(
            &self.idempotent_retry(),
            &format!("\u{0}settings/{}", id.server()),
            |db| self.settings_locked(db, id, actor, command, now),
        )
    }

    fn settings_locked(
        &self,
        db: &dyn Store,
        id: &TableId,
        actor: &Actor,
        command: &SettingsCommand,
        now: Timestamp,
    ) -> Result<Answer, ServiceError> {
        let mut l = self.load_layers(db, id, now)?;
        if !l.quarantine.is_empty() {
            db.commit(std::mem::take(&mut l.quarantine))?;
        }
        let (reply, change) = settings::command(actor, command, &l.server, &l.channel)?;
        if let Some(change) = change {
            let (key, values) = match change {
                Change::Server(v) => {
                    l.server = v.clone();
                    (server_key(id.server()), v)
                }
                Change::Channel(v) => {
                    l.channel = v.clone();
                    (channel_key(id), v)
                }
            };
            let mut writes = vec![Write::Put(
                Space::Settings,
                key.into_bytes(),
                encode_layer(values)?,
            )];
            // The channels of the daily puzzle: added once (keeping the day last posted), or
            // forgotten when the setting goes off.
            let on = Settings::effective(&l.server, &l.channel).puzzle_channel;
            let listed = db
                .get(Space::Puzzles, format!("post/{id}").as_bytes())?
                .is_some();
            if on != listed {
                writes.push(Self::daily_channel_write(id, on));
            }
            db.commit(writes)?;
        }
        let mut replies: Vec<Reply> = l.notices.into_iter().map(Reply::msg).collect();
        replies.push(reply);
        Ok(Answer {
            replies,
            settings: Settings::effective(&l.server, &l.channel),
            asker: self.language_in(db, actor.id)?,
            elsewhere: Vec::new(),
        })
    }

    /// Stores raw bytes as a settings record (tests use it to plant a corrupt one): the layer of
    /// the server of table `id` when `server`, else the channel's.
    pub fn put_raw_settings(
        &self,
        id: &TableId,
        server: bool,
        bytes: Vec<u8>,
    ) -> Result<(), StoreError> {
        let key = if server {
            server_key(id.server())
        } else {
            channel_key(id)
        };
        self.store
            .commit(vec![Write::Put(Space::Settings, key.into_bytes(), bytes)])
    }
}
