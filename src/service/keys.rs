//! Idempotency keys (冪等キー) through the service: every command carries a [`CommandKey`], and a
//! command that changed something stores its [`Answer`] under that key in the same transaction as
//! its effect ([`crate::store::answers`]). Run again with the same key — the service's own retry
//! after a commit whose outcome is unknown, or the adapter asking again — the command is not
//! applied a second time: the stored answer is given back.

use super::{Answer, Service};
use crate::i18n::Lang;
use crate::store::{answers, StoreError, Write};
use crate::table::settings::Settings;
use crate::table::{Reply, Timestamp};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// The idempotency key of one command: what makes two deliveries of it the same command.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CommandKey(String);

impl CommandKey {
    /// A Discord interaction (a slash command or a button click), by its id.
    pub fn interaction(id: u64) -> CommandKey {
        CommandKey(format!("discord:i:{id}"))
    }

    /// A Discord message read as a command, by its id.
    pub fn message(id: u64) -> CommandKey {
        CommandKey(format!("discord:m:{id}"))
    }

    /// Line `number` (1-based, every line of the input counted) of the local run `run`, whose
    /// text is `line`. The run is what makes line 5 of one session a different command from line
    /// 5 of another; the text, that a restarted run given other input does not take a stored
    /// answer for a line it never ran.
    pub fn line(run: u64, number: u64, line: &str) -> CommandKey {
        CommandKey(format!("local:{run:016x}:{number}:{:016x}", fnv1a(line)))
    }

    /// A key no other command has (a random prefix per process and a counter), for callers that
    /// are never asked twice for the same command — operators' tools, tests, benchmarks. The
    /// service's own retry after an unknown commit still goes by it.
    pub fn fresh() -> CommandKey {
        static PROCESS: OnceLock<u64> = OnceLock::new();
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let process = *PROCESS.get_or_init(|| fastrand::u64(..));
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        CommandKey(format!("fresh:{process:016x}:{n}"))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// FNV-1a: a stable hash of a line (the same on every run and platform).
fn fnv1a(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The version of the stored answer's layout; an answer of another version is not read back.
const ANSWER_VERSION: u32 = 1;

/// How long a stored answer is kept: a retry comes within seconds, a local run restarted after
/// a crash within minutes.
pub const KEEP_ANSWERS: u64 = 24 * 3600;
/// How often stale answers are looked for.
const PRUNE_EVERY: u64 = 3600;

/// An [`Answer`] as stored: its data, not drawn pictures (the adapter draws them from the data,
/// as it does for a fresh answer).
#[derive(serde::Serialize)]
struct StoredRef<'a> {
    v: u32,
    replies: &'a [Reply],
    settings: &'a Settings,
    #[serde(skip_serializing_if = "Option::is_none")]
    asker: Option<Lang>,
}

#[derive(serde::Deserialize)]
struct Stored {
    replies: Vec<Reply>,
    settings: Settings,
    #[serde(default)]
    asker: Option<Lang>,
}

#[derive(serde::Deserialize)]
struct Version {
    v: u32,
}

/// The write that stores `answer` under `key`: part of the command's own commit.
pub(super) fn remember(
    key: &CommandKey,
    answer: &Answer,
    now: Timestamp,
) -> Result<Write, StoreError> {
    let bytes = serde_json::to_vec(&StoredRef {
        v: ANSWER_VERSION,
        replies: &answer.replies,
        settings: &answer.settings,
        asker: answer.asker,
    })?;
    Ok(answers::remember(key.as_str(), &bytes, now.0))
}

/// The answer stored under `key`, if the command was applied already.
pub(super) fn recall(
    db: &dyn crate::store::Store,
    key: &CommandKey,
) -> Result<Option<Answer>, StoreError> {
    let Some(bytes) = answers::recall(db, key.as_str())? else {
        return Ok(None);
    };
    let corrupt = |why: String| StoreError::Corrupt(format!("the answer of `{}`: {why}", key.0));
    let version = serde_json::from_slice::<Version>(&bytes).map_err(|e| corrupt(e.to_string()))?;
    if version.v != ANSWER_VERSION {
        return Err(corrupt(format!(
            "layout {} (this build reads {ANSWER_VERSION})",
            version.v
        )));
    }
    let stored: Stored = serde_json::from_slice(&bytes).map_err(|e| corrupt(e.to_string()))?;
    Ok(Some(Answer {
        replies: stored.replies,
        settings: stored.settings,
        asker: stored.asker,
        elsewhere: Vec::new(),
    }))
}

impl Service {
    /// Removes answers older than [`KEEP_ANSWERS`], at most once per [`PRUNE_EVERY`] in this
    /// process (the clock loop and the terminal's ticks call it). A failure is logged and tried
    /// again next time: it never stops a tick.
    pub(super) fn prune_answers_due(&self, now: Timestamp) {
        let last = self.answers_pruned.load(Ordering::Relaxed);
        if last != 0 && now.0 < last.saturating_add(PRUNE_EVERY) {
            return;
        }
        if self
            .answers_pruned
            .compare_exchange(last, now.0.max(1), Ordering::AcqRel, Ordering::Relaxed)
            .is_err()
        {
            return; // Another thread is pruning.
        }
        if let Err(e) = answers::prune(&*self.store, now.0.saturating_sub(KEEP_ANSWERS)) {
            tracing::warn!(error = %e, "stale command answers could not be pruned");
            self.answers_pruned.store(last, Ordering::Release);
        }
    }

    /// How many commands this service answered from their key instead of applying them (a
    /// retry after an unknown commit that had landed, or a command delivered twice).
    pub fn answers_recalled(&self) -> u64 {
        self.answers_recalled.load(Ordering::Relaxed)
    }

    /// How many command answers are stored (tests check that a retry stores none twice).
    pub fn stored_answers(&self) -> Result<usize, StoreError> {
        Ok(self.store.scan(crate::store::Space::Answers, b"")?.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::kv::{Direct, Entries};
    use crate::store::{MemStore, Space, Store, Tx};
    use crate::table::command::parse_command;
    use crate::table::{Actor, UserId};
    use crate::test_support::tid;
    use crate::test_support::Names;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;

    fn actor(name: &str) -> Actor {
        Actor {
            id: UserId(if name == "alice" { 1 } else { 2 }),
            name: name.into(),
            moderator: false,
        }
    }

    const T: Timestamp = Timestamp(1_700_000_000);

    fn say(
        s: &Service,
        key: &CommandKey,
        who: &str,
        line: &str,
    ) -> Result<Answer, super::super::ServiceError> {
        s.run(
            key,
            &tid("g/1"),
            &actor(who),
            parse_command(line).unwrap(),
            T,
            &Names,
        )
    }

    /// alice (sente) and bob at table `g/1`, alice to move.
    fn game(s: &Service) {
        say(
            s,
            &CommandKey::fresh(),
            "alice",
            "challenge @bob side=sente",
        )
        .unwrap();
        say(s, &CommandKey::fresh(), "bob", "accept").unwrap();
    }

    fn moves(s: &Service) -> usize {
        s.table(&tid("g/1"))
            .unwrap()
            .game_as::<crate::rules::Game>()
            .map_or(0, |g| g.moves().len())
    }

    #[test]
    fn a_command_sent_again_with_its_key_gets_its_answer_and_is_not_applied_twice() {
        let s = Service::new(Arc::new(MemStore::new()));
        game(&s);
        let key = CommandKey::interaction(42);
        let first = say(&s, &key, "alice", "7g7f").unwrap();
        assert_eq!(moves(&s), 1);
        assert!(
            first.replies.iter().any(|r| r.picture.is_some()),
            "the move shows the board"
        );
        let stored = s.stored_answers().unwrap();
        // The same command again (its answer was lost on the way): the same answer, picture
        // and all, and still one move — not "it is not your turn".
        let again = say(&s, &key, "alice", "7g7f").unwrap();
        assert_eq!(again.replies, first.replies);
        assert_eq!(again.settings, first.settings);
        assert_eq!(moves(&s), 1, "the move was applied twice");
        assert_eq!(
            s.stored_answers().unwrap(),
            stored,
            "an answer was stored twice"
        );
        assert_eq!(s.answers_recalled(), 1);
        // Another key is another command: bob's move applies as usual, and alice's same move
        // under a new key is refused as it should be.
        say(&s, &CommandKey::interaction(43), "bob", "3c3d").unwrap();
        assert_eq!(moves(&s), 2);
        let e = say(&s, &CommandKey::interaction(44), "alice", "3c3d").unwrap_err();
        assert!(matches!(e, super::super::ServiceError::Table(_)), "{e}");
        assert_eq!(moves(&s), 2);
    }

    #[test]
    fn a_command_that_only_reads_stores_no_answer() {
        let s = Service::new(Arc::new(MemStore::new()));
        game(&s);
        let stored = s.stored_answers().unwrap();
        say(&s, &CommandKey::fresh(), "bob", "board").unwrap();
        assert_eq!(s.stored_answers().unwrap(), stored);
    }

    #[test]
    fn a_stored_answer_reads_back_as_it_was_given() {
        let s = Service::new(Arc::new(MemStore::new()));
        game(&s);
        let answer = say(&s, &CommandKey::fresh(), "alice", "7g7f").unwrap();
        let store = MemStore::new();
        store
            .commit(vec![remember(&CommandKey::message(7), &answer, T).unwrap()])
            .unwrap();
        // A move's answer, its board included, stays small.
        let size = answers::recall(&store, "discord:m:7")
            .unwrap()
            .unwrap()
            .len();
        eprintln!("a move's stored answer: {size} bytes");
        assert!(size < 8 * 1024, "{size} bytes");
        let back = recall(&store, &CommandKey::message(7)).unwrap().unwrap();
        assert_eq!(back.replies, answer.replies);
        assert_eq!(back.settings, answer.settings);
        assert_eq!(back.asker, answer.asker);
        // Another layout is reported, never misread.
        store
            .commit(vec![answers::remember("k", br#"{"v":2}"#, T.0)])
            .unwrap();
        let e = recall(&store, &CommandKey("k".into())).unwrap_err();
        assert!(e.to_string().contains("layout 2"), "{e}");
    }

    /// A store whose next transaction loses its connection during `COMMIT` after the commit
    /// landed (the in-memory store applies each write at once): the outcome is unknown to the
    /// service.
    struct CutAfterCommit {
        inner: MemStore,
        cut: AtomicBool,
    }

    struct CutTx<'a> {
        direct: Direct<'a>,
        cut: bool,
    }

    impl Store for CutAfterCommit {
        fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
            self.inner.get(space, key)
        }
        fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError> {
            self.inner.commit(writes)
        }
        fn scan(&self, space: Space, prefix: &[u8]) -> Result<Entries, StoreError> {
            self.inner.scan(space, prefix)
        }
        fn scan_range(
            &self,
            space: Space,
            from: &[u8],
            to: &[u8],
            limit: usize,
        ) -> Result<Entries, StoreError> {
            self.inner.scan_range(space, from, to, limit)
        }
        fn begin(&self, _: &[u8], _: bool) -> Result<Option<Box<dyn Tx + '_>>, StoreError> {
            Ok(Some(Box::new(CutTx {
                direct: Direct(&self.inner),
                cut: self.cut.swap(false, Ordering::SeqCst),
            })))
        }
    }

    impl Store for CutTx<'_> {
        fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
            self.direct.get(space, key)
        }
        fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError> {
            self.direct.commit(writes)
        }
        fn scan(&self, space: Space, prefix: &[u8]) -> Result<Entries, StoreError> {
            self.direct.scan(space, prefix)
        }
        fn scan_range(
            &self,
            space: Space,
            from: &[u8],
            to: &[u8],
            limit: usize,
        ) -> Result<Entries, StoreError> {
            self.direct.scan_range(space, from, to, limit)
        }
        fn begin(&self, name: &[u8], wait: bool) -> Result<Option<Box<dyn Tx + '_>>, StoreError> {
            self.direct.begin(name, wait)
        }
    }

    impl Tx for CutTx<'_> {
        fn finish(self: Box<Self>) -> Result<(), StoreError> {
            if self.cut {
                return Err(StoreError::CommitUnknown(
                    "connection lost during COMMIT".into(),
                ));
            }
            Ok(())
        }
        fn store(&self) -> &dyn Store {
            self
        }
    }

    #[test]
    fn a_move_whose_commit_outcome_was_unknown_is_answered_once_applied() {
        let store = Arc::new(CutAfterCommit {
            inner: MemStore::new(),
            cut: AtomicBool::new(false),
        });
        let s = Service::new(Arc::clone(&store) as Arc<dyn Store>);
        game(&s);
        store.cut.store(true, Ordering::SeqCst);
        let answer = say(&s, &CommandKey::interaction(9), "alice", "7g7f")
            .unwrap_or_else(|e| panic!("the applied move was refused: {e}"));
        assert!(
            !store.cut.load(Ordering::SeqCst),
            "the commit was never cut"
        );
        assert_eq!(moves(&s), 1, "the move was applied twice");
        let text: Vec<String> = answer
            .replies
            .iter()
            .flat_map(|r| &r.text.0)
            .map(|m| m.en())
            .collect();
        assert!(
            text.iter().any(|t| t.starts_with("alice played ▲７六歩")),
            "the answer is the move's own: {text:?}"
        );
    }

    /// Settings and language choices set values: cut during `COMMIT`, they are made again and
    /// answered, not refused as "the database is unavailable".
    #[test]
    fn a_setting_or_a_language_whose_commit_was_cut_is_made_and_answered() {
        use crate::i18n::Lang;
        let store = Arc::new(CutAfterCommit {
            inner: MemStore::new(),
            cut: AtomicBool::new(false),
        });
        let s = Service::new(Arc::clone(&store) as Arc<dyn Store>);
        let moderator = Actor {
            moderator: true,
            ..actor("alice")
        };
        store.cut.store(true, Ordering::SeqCst);
        let answer = s
            .run(
                &CommandKey::fresh(),
                &tid("g/1"),
                &moderator,
                parse_command("settings notation western").unwrap(),
                T,
                &Names,
            )
            .unwrap_or_else(|e| panic!("the setting was refused: {e}"));
        assert!(
            !store.cut.load(Ordering::SeqCst),
            "the commit was never cut"
        );
        assert_eq!(answer.settings, s.settings(&tid("g/1")).unwrap());
        assert_ne!(
            s.settings(&tid("g/1")).unwrap(),
            crate::table::settings::Settings::default(),
            "the change is stored"
        );

        store.cut.store(true, Ordering::SeqCst);
        say(&s, &CommandKey::fresh(), "bob", "language hi")
            .unwrap_or_else(|e| panic!("the language was refused: {e}"));
        assert!(
            !store.cut.load(Ordering::SeqCst),
            "the commit was never cut"
        );
        assert_eq!(s.language_of(UserId(2)).unwrap(), Some(Lang::Hi));
    }
}
