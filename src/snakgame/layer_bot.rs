//! The bot whose reasoning the layers draw: it follows the frames forward, so what it says it
//! saw since its last move (the cells where Chef cut its plan) is one turn's, whichever way the
//! frame was reached: stepped to, jumped to, or shown again.

use crate::model::{Agent, Budget, Match};
use crate::thinking::Reasoning;
use crate::trace::TraceEvent;

use super::bots::BotAgent;
use super::game::SnakGame;
use super::rules::YOU;

/// Plies a bot started for a frame looks back (so its plan has a history).
const WARMUP: usize = 2_000;

/// The furthest a following bot is moved forward at once (further, a new one starts).
const FOLLOW_GAP: usize = 40_000;

/// A bot that has decided at the ply `seen` (one of ours), with what it drew there.
pub struct LayerBot {
    bot: BotAgent,
    seen: usize,
    events: Vec<TraceEvent>,
}

impl LayerBot {
    /// What the bot named `name` draws deciding at ply `at` (one of ours) of `game`: asked by
    /// the bot in `slot` when it is at or a little before `at`, else by one started `WARMUP`
    /// plies before. Either is asked at our move before `at` first, so its "since the last
    /// move" is the last turn. The bot is kept in `slot` for the next frame.
    pub fn events_at(
        slot: &mut Option<LayerBot>,
        name: &str,
        game: &mut Match<SnakGame>,
        at: usize,
    ) -> Vec<TraceEvent> {
        let setup = game.setup().clone();
        let kept = slot
            .take()
            .filter(|f| f.seen <= at && at - f.seen <= FOLLOW_GAP);
        if let Some(f) = kept.as_ref().filter(|f| f.seen == at) {
            let events = f.events.clone();
            *slot = kept;
            return events;
        }
        let (mut bot, mut seen) = match kept {
            Some(f) => (f.bot, Some(f.seen)),
            None => match BotAgent::named(name, setup.seed) {
                Some(bot) => (bot, None),
                None => return Vec::new(),
            },
        };
        let previous = at.saturating_sub(2);
        if seen.is_none() {
            let from = at.saturating_sub(WARMUP) & !1;
            if from < previous {
                bot.choose(&setup, &game.state_at(from), YOU, Budget::default(), None);
                seen = Some(from);
            }
        }
        if previous < at && seen.is_none_or(|s| s < previous) {
            let before = game.state_at(previous);
            bot.choose(&setup, &before, YOU, Budget::default(), None);
        }
        let mut reasoning = Reasoning::layers();
        let state = game.state_at(at);
        bot.choose(&setup, &state, YOU, Budget::default(), Some(&mut reasoning));
        let events = reasoning.events;
        *slot = Some(LayerBot {
            bot,
            seen: at,
            events: events.clone(),
        });
        events
    }
}
