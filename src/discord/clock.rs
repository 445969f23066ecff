//! The clock loop: every few seconds, the tables whose clock is due (from the store's clock index)
//! are ticked, and what their clocks say is posted. Its cost follows the clocks due, not the
//! number of tables.

use super::*;

/// How many due tables one round takes at most (the rest wait for the next round).
const ROUND: usize = 1_000;

/// Advances the clocks that are due and posts what they say (reminders, time-outs), and looks
/// after the tournaments of the guilds run here (a round's deadline, games still without a
/// thread).
pub(super) async fn tick_due(http: &Http, service: &Arc<Service>, config: &Config, dir: Resolved) {
    let service = Arc::clone(service);
    let config = config.clone();
    let result = tokio::task::spawn_blocking(move || {
        let now = unix_now();
        let mut out = Vec::new();
        let runs = |id: &TableId| config.runs_guild(id.guild_id());
        // Other processes' tables (over a shared database) are read past, never counted.
        for id in service.due_tables_where(now, ROUND, runs)? {
            // A table still waiting for its engine is left for the next round.
            let Some(answer) = service.tick_if_idle_in(&id, now, &dir)? else {
                continue;
            };
            let delivery = delivery_of(&service, &answer, None);
            out.extend(delivery.posts.into_iter().map(|p| (id.clone(), p)));
            out.extend(delivery.elsewhere);
        }
        for channel in service.tournament_channels()? {
            if channel.is_local() || !runs(&channel) {
                continue;
            }
            let answer = Answer {
                settings: service.settings(&channel)?,
                elsewhere: service.tick_tournament(&channel, now, &dir)?,
                ..Answer::default()
            };
            out.extend(delivery_of(&service, &answer, None).elsewhere);
        }
        // The puzzle of the day, once a day in each puzzle channel of the guilds run here.
        for (id, answer) in service.daily_posts(now, &runs)? {
            let delivery = delivery_of(&service, &answer, None);
            out.extend(delivery.posts.into_iter().map(|p| (id.clone(), p)));
        }
        Ok::<_, crate::store::StoreError>(out)
    })
    .await;
    match result {
        Ok(Ok(posts)) => send_elsewhere(http, &posts).await,
        Ok(Err(e)) => error!(error = %e, "clock tick failed"),
        Err(e) => error!(error = %e, "clock tick task failed"),
    }
}
