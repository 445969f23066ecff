//! Starting and stopping: the HTTP client, the intents, the token check, the shards, and the
//! signals that end the bot gracefully.

use super::*;
use crate::service::Wiring;
use crate::store::Location;

/// The intents the bot asks for: guild messages for mentions, direct messages, and the
/// privileged Message Content intent only when the configuration turns it on.
pub fn intents(config: &Config) -> GatewayIntents {
    let mut i =
        GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES | GatewayIntents::DIRECT_MESSAGES;
    if config.message_content {
        i |= GatewayIntents::MESSAGE_CONTENT;
    }
    i
}

/// The HTTP client. With `api_base_url` set, serenity's ratelimiter must be off (it ignores the
/// proxy otherwise), so the client talks to the relay (`relay.rs`) in front of that URL, which
/// waits out and retries 429 answers.
pub async fn http_client(config: &Config) -> anyhow::Result<Http> {
    let builder = HttpBuilder::new(&config.token);
    Ok(match &config.api_base_url {
        Some(url) => {
            let relay = relay::start(url).await.map_err(|e| {
                anyhow::anyhow!("cannot start the rate-limit relay on 127.0.0.1: {e}")
            })?;
            builder.proxy(relay).ratelimiter_disabled(true).build()
        }
        None => builder.build(),
    })
}

/// Runs the bot until the gateway fails for good or SIGINT/SIGTERM arrives; commands in flight
/// finish and the store is closed before returning.
pub async fn run(config: Config) -> anyhow::Result<()> {
    std::fs::create_dir_all(&config.data_dir)?;
    let wiring = wiring(&config);
    // Connecting and starting the engine block: not on the runtime's own threads.
    let wired = tokio::task::spawn_blocking(move || wiring.build()).await??;
    if config.store.url.is_some() {
        info!(shards = ?config.shards, "records in PostgreSQL, shared with every process naming it");
    }
    if let Some(engine) = &config.engine {
        match &wired.engine_error {
            None => {
                info!(engine = %engine.path.display(), processes = engine.processes, "USI engine ready for level 5")
            }
            Some(e) => {
                warn!(engine = %engine.path.display(), error = %e, "the USI engine did not start; level 5 uses the built-in player until it does")
            }
        }
    }
    let service = Arc::new(wired.service);
    let in_flight = Arc::new(tokio::sync::RwLock::new(()));
    let data_config = config.clone();
    let data_service = Arc::clone(&service);
    let data_flight = Arc::clone(&in_flight);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            // Messages that mention the bot are ours (see `events`), not poise's prefix commands:
            // without this, poise warns about an unknown command for every mention move.
            prefix_options: poise::PrefixFrameworkOptions {
                mention_as_prefix: false,
                ..Default::default()
            },
            on_error: |e| Box::pin(events::on_error(e)),
            event_handler: |ctx, event, _framework, data| {
                Box::pin(events::on_event(ctx, event, data))
            },
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                let commands = &framework.options().commands;
                match data_config.dev_guild {
                    Some(g) => {
                        poise::builtins::register_in_guild(ctx, commands, GuildId::new(g)).await?
                    }
                    None => {
                        poise::builtins::register_globally(ctx, commands).await?;
                        // Commands registered per guild while `dev_guild` was set would show
                        // next to the global ones, every command twice.
                        let http = Arc::clone(&ctx.http);
                        let guilds: Vec<GuildId> = ready.guilds.iter().map(|g| g.id).collect();
                        tokio::spawn(clear_guild_commands(http, guilds));
                    }
                }
                let data = Data {
                    service: data_service,
                    config: data_config,
                    bot: OnceLock::new(),
                    in_flight: data_flight,
                    boards: Arc::default(),
                    lobbies: Arc::default(),
                    threads: OnceLock::new(),
                };
                let _ = data.bot.set(Player {
                    id: crate::table::UserId(ready.user.id.get()),
                    name: ready.user.name.clone(),
                });
                let _ = data.threads.set(Threads {
                    http: Arc::clone(&ctx.http),
                    runtime: tokio::runtime::Handle::current(),
                });
                let http = Arc::clone(&ctx.http);
                let service = Arc::clone(&data.service);
                let config = data.config.clone();
                let dir = data.directory();
                tokio::spawn(async move {
                    let mut every = tokio::time::interval(TICK_EVERY);
                    loop {
                        every.tick().await;
                        clock::tick_due(&http, &service, &config, dir.clone()).await;
                    }
                });
                Ok(data)
            })
        })
        .build();
    let http = http_client(&config).await?;
    // A rejected token is said plainly before anything else (and serenity would otherwise
    // fall back to Discord's public gateway when /gateway refuses it).
    let me = http.get_current_user().await.map_err(token_error)?;
    info!(user = %me.name, "token accepted");
    let mut client = ClientBuilder::new_with_http(http, intents(&config))
        .framework(framework)
        .await?;
    let shards = Arc::clone(&client.shard_manager);
    tokio::spawn(async move {
        wait_for_signal().await;
        info!("shutting down: finishing commands in flight");
        shards.shutdown_all().await;
    });
    let [first, last] = config.shards.range;
    let outcome = client
        .start_shard_range(first..last, config.shards.total)
        .await;
    // Every acknowledged command was already written durably; wait for those still running.
    let _all = tokio::time::timeout(Duration::from_secs(30), in_flight.write()).await;
    drop(client);
    drop(service);
    info!("stopped");
    outcome.map_err(explain_start_error)
}

/// Removes the commands registered in each of `guilds` (left over from a `dev_guild`
/// configuration) now that the commands are global. One request per guild to list them, one
/// more where there is something to remove; failures are logged and the rest go on.
async fn clear_guild_commands(http: Arc<Http>, guilds: Vec<GuildId>) {
    for guild in guilds {
        let stale = match guild.get_commands(&http).await {
            Ok(stale) => stale,
            Err(e) => {
                warn!(%guild, error = %e, "could not list the guild's commands to remove those left from dev_guild");
                continue;
            }
        };
        if stale.is_empty() {
            continue;
        }
        match guild.set_commands(&http, Vec::new()).await {
            Ok(_) => {
                info!(%guild, removed = stale.len(), "removed the guild commands left from dev_guild (the commands are global now)")
            }
            Err(e) => {
                warn!(%guild, error = %e, "could not remove the guild commands left from dev_guild: they show twice there")
            }
        }
    }
}

/// The gateway's refusals, said in words a bot operator can act on.
fn explain_start_error(e: serenity::Error) -> anyhow::Error {
    use serenity::all::GatewayError;
    match e {
        serenity::Error::Gateway(GatewayError::InvalidAuthentication) => anyhow::anyhow!(
            "Discord rejected the token (close code 4004): copy it again from the developer portal's Bot page into `token` or DISCORD_TOKEN"
        ),
        serenity::Error::Gateway(GatewayError::DisallowedGatewayIntents) => anyhow::anyhow!(
            "Discord refused the Message Content intent (close code 4014): switch it on in the developer portal (Bot → Privileged Gateway Intents) or set `message_content = false`"
        ),
        serenity::Error::Gateway(GatewayError::InvalidGatewayIntents) => {
            anyhow::anyhow!("Discord refused the gateway intents as invalid (close code 4013)")
        }
        other => anyhow::anyhow!("the Discord connection failed: {other}"),
    }
}

/// Why the token check failed, in words an operator can act on.
fn token_error(e: serenity::Error) -> anyhow::Error {
    match &e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r))
            if r.status_code.as_u16() == 401 =>
        {
            anyhow::anyhow!("Discord rejected the token (401 Unauthorized): copy it again from the developer portal's Bot page into `token` or DISCORD_TOKEN")
        }
        _ => anyhow::anyhow!("cannot reach Discord to check the token: {e}"),
    }
}

async fn wait_for_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// The bot's parts as the configuration names them.
fn wiring(config: &Config) -> Wiring {
    Wiring {
        store: Location::of(&config.data_dir, config.store.url.as_deref()),
        pool: config.store.pool,
        engine: config.engine.clone(),
        limits: Some(crate::service::Policy::STANDARD),
    }
}

/// `check-config`: the file parses, the data directory is usable, a PostgreSQL database answers,
/// the engine starts, and Discord (or the configured `api_base_url`) accepts the token.
pub async fn check(config: &Config) -> anyhow::Result<String> {
    std::fs::create_dir_all(&config.data_dir).map_err(|e| {
        anyhow::anyhow!(
            "data_dir {} cannot be created: {e}",
            config.data_dir.display()
        )
    })?;
    // A running bot holds sled's lock, so only a shared database is opened here.
    let store = wiring(config).store;
    if let Location::Postgres(_) = store {
        tokio::task::spawn_blocking(move || store.open())
            .await?
            .map_err(|e| anyhow::anyhow!("the database does not answer: {e}"))?;
    }
    if let Some(engine) = &config.engine {
        let pool = crate::engine::UsiPool::new(engine);
        pool.start_all().map_err(|e| {
            anyhow::anyhow!(
                "the USI engine {} does not start: {e}",
                engine.path.display()
            )
        })?;
    }
    let http = http_client(config).await?;
    let me = http.get_current_user().await.map_err(token_error)?;
    Ok(format!(
        "configuration ok: bot {} ({}), data in {}, commands registered {}, message content {}, shards {}..={} of {}, level 5 by {}",
        me.name,
        me.id,
        config.data_dir.display(),
        config
            .dev_guild
            .map_or("globally".to_owned(), |g| format!("in guild {g}")),
        if config.message_content { "on" } else { "off" },
        config.shards.range[0],
        config.shards.range[1],
        config.shards.total,
        config
            .engine
            .as_ref()
            .map_or("the built-in player".to_owned(), |e| e.path.display().to_string())
    ))
}
