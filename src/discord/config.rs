//! The bot's configuration file (`config.toml`; every key is documented in `config.example.toml`).

use serde::Deserialize;
use std::fmt;
use std::path::{Path, PathBuf};

/// Where the token may come from when the file leaves it empty.
pub const TOKEN_VARIABLE: &str = "DISCORD_TOKEN";

/// The parsed configuration. `Debug` never shows the token.
#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The bot token; empty means "read `DISCORD_TOKEN`".
    #[serde(default)]
    pub token: String,
    /// Where the database lives.
    #[serde(default = "default_data_dir")]
    pub data_dir: PathBuf,
    /// Another base URL for Discord's API (an HTTP proxy, or a test server).
    #[serde(default)]
    pub api_base_url: Option<String>,
    /// Register the commands in this guild only (instant, for development) instead of globally.
    #[serde(default)]
    pub dev_guild: Option<u64>,
    /// Read plain messages in channels with a game (needs the privileged Message Content intent
    /// switched on in the developer portal). Mentions of the bot work either way.
    #[serde(default)]
    pub message_content: bool,
    /// `error`, `warn`, `info`, `debug` or `trace`, or a full tracing filter.
    #[serde(default = "default_log_level")]
    pub log_level: String,
    #[serde(default)]
    pub shards: Shards,
    /// Answer an interaction within this many milliseconds or defer it ("thinking…"): Discord
    /// drops interactions not acknowledged within 3 seconds.
    #[serde(default = "default_defer_after_ms")]
    pub defer_after_ms: u64,
    /// An external USI engine that plays computer level 5 in two-player games.
    #[serde(default)]
    pub engine: Option<crate::engine::UsiConfig>,
    /// Where the records live: sled in `data_dir` unless a PostgreSQL URL is given.
    #[serde(default)]
    pub store: StoreConfig,
}

/// The `[store]` section: without `url`, sled in `data_dir/db`; with `url = "postgres://USER@HOST/DB"`,
/// that database, shared by every process that names it (the password comes from
/// `SHOGIBAN_PG_PASSWORD`, or `PGPASSWORD`).
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct StoreConfig {
    #[serde(default)]
    pub url: Option<String>,
    /// Connections to PostgreSQL at most (default 16).
    #[serde(default)]
    pub pool: Option<usize>,
}

/// Which shards this process runs: guild → shard is `(guild_id >> 22) % total`, and Discord
/// sends each process only the events of its shards' guilds; direct messages go to shard 0. With
/// sled each process's database then holds only its own guilds (changing `total` strands them);
/// with a `[store] url` every process shares one PostgreSQL database, so `total` can change
/// freely and a guild's games go on in whichever process runs it next.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Shards {
    pub total: u32,
    /// The first and last shard this process runs (both included).
    pub range: [u32; 2],
}

impl Default for Shards {
    fn default() -> Shards {
        Shards {
            total: 1,
            range: [0, 0],
        }
    }
}

fn default_data_dir() -> PathBuf {
    PathBuf::from("./shogiban-data")
}

fn default_defer_after_ms() -> u64 {
    1500
}

fn default_log_level() -> String {
    "info".to_owned()
}

/// Why a configuration cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {0}: {1}")]
    Read(PathBuf, std::io::Error),
    #[error("{0}: {1}")]
    Parse(PathBuf, String),
    #[error("no token: set `token` in {0} or the {TOKEN_VARIABLE} environment variable")]
    NoToken(PathBuf),
    #[error("the token does not look like a Discord bot token (three dot-separated parts); copy it again from the developer portal's Bot page")]
    BadToken,
    #[error("api_base_url `{0}` must start with http:// or https://")]
    BadBaseUrl(String),
    #[error("shards: range [{0}, {1}] must satisfy first <= last < total ({2})")]
    BadShards(u32, u32, u32),
    #[error("defer_after_ms = {0} leaves no time to answer: Discord drops interactions after 3000 ms; use at most 2500")]
    DeferTooLate(u64),
    #[error("log_level `{0}` is not a tracing filter: {1}")]
    BadLogLevel(String, String),
    #[error("[store] url must be postgres://USER@HOST[:PORT]/DATABASE (the password goes in SHOGIBAN_PG_PASSWORD); leave it out for sled in data_dir")]
    BadStoreUrl,
    #[error("[store] pool must be at least 1")]
    BadPool,
}

impl Config {
    /// Reads and checks a configuration file; the token falls back to `DISCORD_TOKEN`.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text =
            std::fs::read_to_string(path).map_err(|e| ConfigError::Read(path.to_owned(), e))?;
        Config::parse(&text, path, std::env::var(TOKEN_VARIABLE).ok())
    }

    /// Parses configuration text; `env_token` stands for `DISCORD_TOKEN`.
    pub fn parse(
        text: &str,
        path: &Path,
        env_token: Option<String>,
    ) -> Result<Config, ConfigError> {
        let mut config: Config =
            toml::from_str(text).map_err(|e| ConfigError::Parse(path.to_owned(), e.to_string()))?;
        if config.token.trim().is_empty() {
            config.token = env_token.unwrap_or_default();
        }
        config.token = config.token.trim().to_owned();
        if config.token.is_empty() {
            return Err(ConfigError::NoToken(path.to_owned()));
        }
        if serenity::utils::token::validate(&config.token).is_err() {
            return Err(ConfigError::BadToken);
        }
        if let Some(url) = &config.api_base_url {
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(ConfigError::BadBaseUrl(url.clone()));
            }
        }
        let Shards { total, range } = config.shards.clone();
        if total == 0 || range[0] > range[1] || range[1] >= total {
            return Err(ConfigError::BadShards(range[0], range[1], total));
        }
        if config.defer_after_ms > 2500 {
            return Err(ConfigError::DeferTooLate(config.defer_after_ms));
        }
        if let Some(url) = &config.store.url {
            let parsed = url.parse::<tokio_postgres::Config>();
            let usable = matches!(&parsed, Ok(c) if c.get_password().is_none());
            if !crate::store::pg::is_postgres_url(url) || !usable {
                return Err(ConfigError::BadStoreUrl);
            }
        }
        if config.store.pool == Some(0) {
            return Err(ConfigError::BadPool);
        }
        if let Err(e) = tracing_subscriber::EnvFilter::try_new(&config.log_level) {
            return Err(ConfigError::BadLogLevel(
                config.log_level.clone(),
                e.to_string(),
            ));
        }
        Ok(config)
    }

    /// True if this process runs the shard that `guild` belongs to (direct messages: shard 0).
    pub fn runs_guild(&self, guild: Option<u64>) -> bool {
        let shard = guild.map_or(0, |g| ((g >> 22) % u64::from(self.shards.total)) as u32);
        (self.shards.range[0]..=self.shards.range[1]).contains(&shard)
    }
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("data_dir", &self.data_dir)
            .field("api_base_url", &self.api_base_url)
            .field("dev_guild", &self.dev_guild)
            .field("message_content", &self.message_content)
            .field("log_level", &self.log_level)
            .field("shards", &self.shards)
            .field("defer_after_ms", &self.defer_after_ms)
            .field("engine", &self.engine)
            .field("store", &self.store)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // A token of the right shape (not a real one).
    const TOKEN: &str = "MTEwMDAwMDAwMDAwMDAwMDAwMQ.Gabcde.abcdefghijklmnopqrstuvwxyz0123456789AB";

    fn parse(text: &str, env: Option<&str>) -> Result<Config, ConfigError> {
        Config::parse(text, Path::new("config.toml"), env.map(str::to_owned))
    }

    #[test]
    fn the_example_file_is_a_valid_configuration_once_a_token_is_given() {
        let text = include_str!("../../config.example.toml");
        let c = parse(text, Some(TOKEN)).expect("example parses");
        assert_eq!(c.data_dir, PathBuf::from("./shogiban-data"));
        assert_eq!(c.shards, Shards::default());
        assert!(!c.message_content);
        assert!(matches!(parse(text, None), Err(ConfigError::NoToken(_))));
        assert_eq!(c.engine, None, "the engine section is commented out");
        let uncommented = text
            .replace("# [engine]", "[engine]")
            .replace("# path =", "path =");
        let c = parse(&uncommented, Some(TOKEN)).expect("with the engine section");
        let engine = c.engine.expect("engine");
        assert_eq!(engine.move_time_ms, 1000);
        assert_eq!(engine.processes, 1);
    }

    #[test]
    fn the_token_comes_from_the_file_before_the_environment() {
        let c = parse(&format!("token = \"{TOKEN}\""), Some("x.y.z")).unwrap();
        assert_eq!(c.token, TOKEN);
        let c = parse("", Some(TOKEN)).unwrap();
        assert_eq!(c.token, TOKEN);
    }

    #[test]
    fn the_token_never_appears_in_debug_output() {
        let c = parse("", Some(TOKEN)).unwrap();
        let shown = format!("{c:?}");
        assert!(
            !shown.contains(TOKEN) && shown.contains("<hidden>"),
            "{shown}"
        );
    }

    #[test]
    fn mistakes_are_named() {
        let e = parse("tokn = \"a\"", Some(TOKEN)).unwrap_err().to_string();
        assert!(e.contains("unknown field `tokn`"), "{e}");
        let e = parse("token = \"hello\"", None).unwrap_err();
        assert!(matches!(e, ConfigError::BadToken));
        let e = parse("api_base_url = \"localhost:80\"", Some(TOKEN)).unwrap_err();
        assert!(matches!(e, ConfigError::BadBaseUrl(_)));
        let e = parse("[shards]\ntotal = 2\nrange = [1, 2]", Some(TOKEN)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "shards: range [1, 2] must satisfy first <= last < total (2)"
        );
        let e = parse("defer_after_ms = 3000", Some(TOKEN)).unwrap_err();
        assert!(matches!(e, ConfigError::DeferTooLate(3000)));
        let e = parse("log_level = \"info,[\"", Some(TOKEN)).unwrap_err();
        assert!(matches!(e, ConfigError::BadLogLevel(..)));
        let e = parse("[store]\nurl = \"mysql://x@h/db\"", Some(TOKEN)).unwrap_err();
        assert!(matches!(e, ConfigError::BadStoreUrl));
        let e = parse("[store]\nurl = \"postgres://u:pw@h/db\"", Some(TOKEN)).unwrap_err();
        assert!(
            matches!(e, ConfigError::BadStoreUrl),
            "a password in the file is refused"
        );
        let e = parse(
            "[store]\nurl = \"postgres://u@h/db\"\npool = 0",
            Some(TOKEN),
        )
        .unwrap_err();
        assert!(matches!(e, ConfigError::BadPool));
        let c = parse("[store]\nurl = \"postgres://u@h/db\"", Some(TOKEN)).unwrap();
        assert_eq!(c.store.url.as_deref(), Some("postgres://u@h/db"));
    }

    #[test]
    fn guilds_go_to_the_shard_discord_sends_them_to() {
        let c = parse("[shards]\ntotal = 4\nrange = [1, 2]", Some(TOKEN)).unwrap();
        // (id >> 22) % 4
        assert!(c.runs_guild(Some(1 << 22)));
        assert!(c.runs_guild(Some(2 << 22)));
        assert!(!c.runs_guild(Some(3 << 22)));
        assert!(!c.runs_guild(Some(4 << 22)));
        assert!(!c.runs_guild(None), "direct messages belong to shard 0");
    }
}
