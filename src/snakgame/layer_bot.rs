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
    pub fn events_at<'a>(
        slot: &'a mut Option<LayerBot>,
        name: &str,
        game: &mut Match<SnakGame>,
        at: usize,
    ) -> &'a [TraceEvent] {
        let kept = slot
            .take()
            .filter(|f| f.seen <= at && at - f.seen <= FOLLOW_GAP);
        let (mut bot, mut seen) = match kept {
            Some(f) if f.seen == at => return &slot.insert(f).events,
            Some(f) => (f.bot, Some(f.seen)),
            None => match BotAgent::named(name, game.setup().seed) {
                Some(bot) => (bot, None),
                None => return &[],
            },
        };
        // Asks the bot at one of our plies (the state is the game's; its setup is borrowed after).
        let mut ask = |bot: &mut BotAgent, ply: usize, reasoning: Option<&mut Reasoning>| {
            let state = game.state_at(ply);
            bot.choose(game.setup(), &state, YOU, Budget::default(), reasoning);
        };
        let previous = at.saturating_sub(2);
        if seen.is_none() {
            let from = at.saturating_sub(WARMUP) & !1;
            if from < previous {
                ask(&mut bot, from, None);
                seen = Some(from);
            }
        }
        if previous < at && seen.is_none_or(|s| s < previous) {
            ask(&mut bot, previous, None);
        }
        let mut reasoning = Reasoning::layers();
        ask(&mut bot, at, Some(&mut reasoning));
        let kept = slot.insert(LayerBot {
            bot,
            seen: at,
            events: reasoning.events,
        });
        &kept.events
    }
}
