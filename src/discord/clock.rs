//! The clock loop: every few seconds, the tables whose clock is due (from the store's clock index)
//! are ticked, and what their clocks say is posted. Its cost follows the clocks due, not the
//! number of tables.

use super::*;

/// How many due tables one round takes at most (the rest wait for the next round).
const ROUND: usize = 1_000;

/// Advances the clocks that are due and posts what they say (reminders, time-outs).
pub(super) async fn tick_due(http: &Http, service: &Arc<Service>, config: &Config) {
    let service = Arc::clone(service);
    let config = config.clone();
    let result = tokio::task::spawn_blocking(move || {
        let now = unix_now();
        let mut out = Vec::new();
        for id in service.due_tables(now, ROUND)? {
            let guild = crate::store::guild_of(&id).parse::<u64>().ok();
            if !config.runs_guild(guild) {
                continue;
            }
            // A table still waiting for its engine is left for the next round.
            let Some(answer) = service.tick_if_idle(&id, now)? else {
                continue;
            };
            let delivery = delivery_of(&answer, None);
            out.extend(delivery.posts.into_iter().map(|p| (id.clone(), p)));
        }
        Ok::<_, crate::store::StoreError>(out)
    })
    .await;
    match result {
        Ok(Ok(posts)) => {
            for (table, post) in posts {
                if let Some(channel) = channel_of(&table) {
                    let _ = send_post(http, channel, &post).await;
                }
            }
        }
        Ok(Err(e)) => error!(error = %e, "clock tick failed"),
        Err(e) => error!(error = %e, "clock tick task failed"),
    }
}
