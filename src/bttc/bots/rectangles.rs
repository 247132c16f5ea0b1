//! `rectangles` (the contest winner's idea): list the rectangles near the bot, score each by the
//! cells it gains over the turns it takes to walk around it, drop those holding an opponent's
//! cell, weight by risk (how soon an opponent can step into it, its size, a bonus for keeping
//! last turn's choice); in 1v1 also guess the opponent's rectangle and invade it when that is
//! worth more; go back in time when a plan was spoiled after many steps.
//!
//! Candidates are first ranked in O(1) each with prefix sums; the best few are then walked
//! exactly under the real rules (both directions around) to get their true gain and timing.

use crate::bttc::board::{Pos, NEUTRAL};
use crate::bttc::capture::Fill;
use crate::bttc::moves::Move;
use crate::trace::TraceEvent;

use super::nearest::{step_over_neutral, Nearest};
use super::shapes::{walk, Counts, Rect, Walk};
use super::sight::Sight;
use super::sim::Sim;
use crate::model::describe::Algorithm;
use crate::model::Clock;
use crate::thinking::Reasoning;

/// The planner's knobs.
#[derive(Clone, Debug)]
pub struct Knobs {
    /// Turns added to every plan's length (favours bigger plans over tiny ones).
    pub extra_turns: f64,
    /// Longest side before a plan's value is halved (1v1, 3 players, 4 players).
    pub side_cap: [u32; 3],
    /// Longest side considered.
    pub max_side: u32,
    /// Farthest rectangle considered, in steps.
    pub reach: u32,
    /// Plans walked exactly.
    pub exact: usize,
    /// Guess and invade the opponent's plan in 1v1.
    pub invade: bool,
    /// Go back in time after a spoiled plan.
    pub back: bool,
}

impl Default for Knobs {
    fn default() -> Self {
        Knobs {
            extra_turns: 4.0,
            side_cap: [14, 13, 12],
            max_side: 16,
            reach: 6,
            exact: 40,
            invade: true,
            back: true,
        }
    }
}

/// A plan walked exactly, with its value.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The rectangle.
    pub rect: Rect,
    /// The walk.
    pub walk: Walk,
    /// Cells gained when the walk ends (at its closing, if it closes).
    pub gain: u32,
    /// Turns to that point.
    pub turns: u32,
    /// Gain per turn, weighted by risk.
    pub value: f64,
}

/// The `rectangles` bot.
#[derive(Clone, Debug, Default)]
pub struct Rectangles {
    knobs: Knobs,
    last: Option<Rect>,
    last_score: u32,
    /// The in-game round of the bot's last capture (or of the game's start).
    last_capture: u16,
    fallback: Nearest,
}

/// How much of a plan survives an opponent who can be on its cells `margin` turns early
/// (`margin > 0`: it cannot).
pub fn survival(margin: i64) -> f64 {
    if margin > 0 {
        1.0
    } else {
        (0.55 - 0.04 * (-margin) as f64).max(0.2)
    }
}

/// The risk weight of a walk for `rect`: for each opponent, how early it could stand on a
/// neutral cell before the bot walks it, or inside before the closing.
pub fn risk(sight: &Sight, rect: &Rect, w: &Walk, turns: usize) -> f64 {
    let mut weight = 1.0;
    for (_, q) in sight.opponents() {
        let mut margin = i64::MAX;
        for (t, c) in w.path.iter().take(turns).enumerate() {
            if sight.owner[c.index()] == NEUTRAL {
                margin = margin.min(i64::from(q.dist(*c)) - (t as i64 + 1));
            }
        }
        if w.closes.is_some() {
            if let Some(d) = rect.dist_inside(q) {
                margin = margin.min(i64::from(d) - turns as i64);
            }
        }
        weight *= survival(margin);
    }
    weight
}

impl Rectangles {
    /// The bot with the contest-like knobs.
    pub fn new() -> Rectangles {
        Rectangles::with(Knobs::default())
    }

    /// The sparring partner `giant`: no size cap, so the giant loops along the borders.
    pub fn giant() -> Rectangles {
        Rectangles::with(Knobs {
            side_cap: [35; 3],
            max_side: 35,
            ..Knobs::default()
        })
    }

    /// The bot with these knobs.
    pub fn with(knobs: Knobs) -> Rectangles {
        Rectangles {
            knobs,
            ..Rectangles::default()
        }
    }

    /// The best plans for the bot in `sight`, best first (at most `keep`).
    pub fn plans(&self, sight: &Sight, clock: &mut Clock, keep: usize) -> Vec<Plan> {
        self.plans_thinking(sight, clock, keep, None)
    }

    /// [`Rectangles::plans`], recording its micro-steps when someone looks inside.
    fn plans_thinking(
        &self,
        sight: &Sight,
        clock: &mut Clock,
        keep: usize,
        mut trace: Option<&mut Reasoning>,
    ) -> Vec<Plan> {
        let me = sight.me();
        let counts = Counts::new(&sight.owner);
        let k = &self.knobs;
        let players = sight.players().clamp(2, 4);
        let cap = k.side_cap[players - 2];
        let left = u32::from(sight.rounds_left());
        // Quick ranking.
        let mut quick: Vec<(f64, Rect)> = Vec::new();
        let r = k.reach as i64;
        for h in 2..=k.max_side.min(20) {
            for w in 2..=k.max_side.min(35) {
                let (w8, h8) = (w as i64, h as i64);
                let x_lo = (i64::from(me.x) - w8 + 1 - r).max(0);
                let x_hi = (i64::from(me.x) + r).min(35 - w8);
                let y_lo = (i64::from(me.y) - h8 + 1 - r).max(0);
                let y_hi = (i64::from(me.y) + r).min(20 - h8);
                for y0 in y_lo..=y_hi {
                    for x0 in x_lo..=x_hi {
                        let rect = Rect {
                            x0: x0 as u8,
                            y0: y0 as u8,
                            x1: (x0 + w8 - 1) as u8,
                            y1: (y0 + h8 - 1) as u8,
                        };
                        let d = rect.dist(me);
                        if d > k.reach || counts.theirs(&rect) > 0 {
                            continue;
                        }
                        let gain = counts.neutral(&rect);
                        if gain == 0 {
                            continue;
                        }
                        let to_ring = if rect.inside(me) {
                            rect.nearest_on_ring(me).dist(me)
                        } else {
                            d
                        };
                        let turns = to_ring + rect.ring_len() - 1;
                        if turns > left {
                            continue;
                        }
                        let mut v = f64::from(gain) / (f64::from(turns) + k.extra_turns);
                        if w.max(h) > cap {
                            v *= 0.5;
                        }
                        for (_, q) in sight.opponents() {
                            if rect.dist(q) <= 2 {
                                v *= 0.5;
                            }
                        }
                        quick.push((v, rect));
                    }
                }
            }
        }
        clock.spend(quick.len() as u64 / 8);
        quick.sort_by(|a, b| b.0.total_cmp(&a.0));
        if let Some(t) = trace.as_deref_mut() {
            let ranked = quick.len();
            let top: Vec<(f64, Rect)> = quick.iter().take(8).copied().collect();
            t.step(
                QUICK,
                || {
                    let best = top.first().map_or(String::new(), |(v, r)| {
                        format!(" The best: {} with {} neutral cells, {v:.2} a turn.", rect_name(r), counts.neutral(r))
                    });
                    format!(
                        "Prefix sums rank {ranked} rectangles within {} steps in O(1) each: neutral cells / (turns around + {}), halved for a side over {cap} or an opponent within 2.{best} The top {} are walked exactly.",
                        k.reach,
                        k.extra_turns,
                        k.exact.min(ranked)
                    )
                },
                || top.iter().flat_map(|(v, r)| rect_events(r, format!("{v:.2}"), "candidates")).collect(),
            );
        }
        quick.truncate(k.exact);
        let base = Sim::new(sight);
        let previous = sight
            .trails
            .first()
            .and_then(|t| t.len().checked_sub(2).map(|i| t[i]));
        let mut fill = Fill::new();
        let mut plans: Vec<Plan> = Vec::new();
        for (_, rect) in quick {
            if clock.out() && !plans.is_empty() {
                break;
            }
            for clockwise in [true, false] {
                let mut sim = base.clone();
                let w = walk(&mut sim, &mut fill, &rect, clockwise);
                clock.spend(w.path.len() as u64);
                let turns = w.closes.unwrap_or(w.path.len());
                let Some(&gain) = w.gained.get(turns.wrapping_sub(1)) else {
                    continue;
                };
                if gain == 0 || turns as u32 > left {
                    continue;
                }
                let mut value = f64::from(gain) / (turns as f64 + k.extra_turns);
                if rect.width().max(rect.height()) > cap {
                    value *= 0.5;
                }
                if Some(rect) == self.last {
                    value *= 1.1;
                }
                let at_risk = risk(sight, &rect, &w, turns);
                value *= at_risk;
                // Stepping straight back where the bot just was smells of a dither.
                let dither = w.path.first() == previous.as_ref();
                if dither {
                    value *= 0.6;
                }
                if let Some(t) = trace.as_deref_mut() {
                    let kept = Some(rect) == self.last;
                    t.step(
                        WALK,
                        || {
                            format!(
                                "Walked {} {} under the real rules, it closes after {turns} turns gaining {gain} cells; {gain} / ({turns} + {}) = {:.2}{}, x risk {at_risk:.2}{}{} = {value:.2}.",
                                rect_name(&rect),
                                if clockwise { "clockwise" } else { "anticlockwise" },
                                k.extra_turns,
                                f64::from(gain) / (turns as f64 + k.extra_turns),
                                if rect.width().max(rect.height()) > cap { ", halved (a long side)" } else { "" },
                                if kept { ", x 1.1 (last turn's plan)" } else { "" },
                                if dither { ", x 0.6 (steps straight back)" } else { "" }
                            )
                        },
                        || {
                            let mut events = rect_events(&rect, format!("{value:.2}"), "candidates");
                            events.push(TraceEvent::Path {
                                layer: "plan",
                                cells: std::iter::once(me).chain(w.path.iter().take(turns).copied()).map(Pos::cell).collect(),
                            });
                            events
                        },
                    );
                }
                plans.push(Plan {
                    rect,
                    walk: w,
                    gain,
                    turns: turns as u32,
                    value,
                });
            }
        }
        plans.sort_by(|a, b| b.value.total_cmp(&a.value));
        plans.truncate(keep);
        if let Some(t) = trace {
            let walked = plans.len();
            t.step(
                RANK,
                || match plans.first() {
                    Some(p) => format!(
                        "The best walked plan: {}, {} cells in {} turns, worth {:.2} a turn after risk{}.",
                        rect_name(&p.rect),
                        p.gain,
                        p.turns,
                        p.value,
                        if walked > 1 { format!(" (the next: {:.2})", plans[1].value) } else { String::new() }
                    ),
                    None => "No rectangle gains a cell in the rounds left.".into(),
                },
                || plans.iter().rev().flat_map(|p| rect_events(&p.rect, format!("{:.2}", p.value), "candidates")).collect(),
            );
        }
        plans
    }

    /// In 1v1: the opponent's likely plan, and the inside cell to step on to spoil it, when
    /// spoiling it is worth more than `mine`.
    fn invasion(&self, sight: &Sight, clock: &mut Clock, mine: f64) -> Option<(Pos, Plan)> {
        if sight.players() != 2 || !self.knobs.invade {
            return None;
        }
        let (_, q) = sight.opponents().next()?;
        let theirs = flip(sight, 1);
        let plan = self.plans(&theirs, clock, 1).into_iter().next()?;
        let closes = plan.walk.closes?;
        let me = sight.me();
        let rect = plan.rect;
        let target = rect
            .cells()
            .filter(|p| rect.inside(*p) && sight.owner[p.index()] == NEUTRAL)
            .min_by_key(|p| (p.dist(me), p.dist(q)))?;
        let d = target.dist(me);
        if d as usize > closes || plan.gain < 12 {
            return None;
        }
        let value = f64::from(plan.gain) / (f64::from(d) + self.knobs.extra_turns);
        (value > mine).then_some((target, plan))
    }
}

/// `sight` seen by player `p` instead (ids 0 and `p` swapped).
pub fn flip(sight: &Sight, p: usize) -> Sight {
    let swap = |o: u8| {
        if usize::from(o) == p {
            0
        } else if o == 0 {
            p as u8
        } else {
            o
        }
    };
    let mut s = sight.clone();
    s.owner.iter_mut().for_each(|o| *o = swap(*o));
    s.pos.swap(0, p);
    s.back.swap(0, p);
    if s.trails.len() > p {
        s.trails.swap(0, p);
    }
    if s.undone.len() > p {
        s.undone.swap(0, p);
    }
    for seen in [&mut s.travelers, &mut s.going_back] {
        if seen.len() > p {
            seen.swap(0, p);
        }
    }
    s
}

/// The pseudocode lines the micro-steps light.
const BACK: u8 = 1;
const QUICK: u8 = 3;
const WALK: u8 = 6;
const RANK: u8 = 7;
const INVADE: u8 = 8;
const STEP: u8 = 9;
const NEAREST: u8 = 10;

/// `rectangles`' algorithm, as the page lays it out.
pub const ALGORITHM: Algorithm = Algorithm {
    title: "rectangles: the most cells gained per turn",
    lines: &[
        "rectangles(turn):",
        "  last plan spoiled and 20 rounds without a capture: BACK (at most 25)",
        "  for each rectangle up to 16 x 16 within 6 steps, with no opponent cell:",
        "    quick value = neutral cells (prefix sums) / (turns around it + 4)",
        "  for the 40 best, both ways round:",
        "    walk it under the real rules: the cells gained, the turns to close",
        "    value = gain / (turns + 4) x risk (how early an opponent can cut in)",
        "  best plan = the highest value",
        "  1v1: guess the opponent's rectangle; invade it when that is worth more",
        "  step onto the first cell of the best plan's walk",
        "  no plan worth 0.25 a turn: head for the nearest neutral cell",
    ],
    play_line: Some(STEP),
};

/// A rectangle as the sentences name it: its corners and size, in the protocol's coordinates.
fn rect_name(r: &Rect) -> String {
    format!(
        "the {} x {} rectangle ({}, {})-({}, {})",
        r.width(),
        r.height(),
        r.x0,
        r.y0,
        r.x1,
        r.y1
    )
}

/// A rectangle's ring with a label at its corner, on `layer`.
fn rect_events(r: &Rect, label: String, layer: &'static str) -> Vec<TraceEvent> {
    vec![
        TraceEvent::Path {
            layer,
            cells: r.ring().into_iter().map(Pos::cell).collect(),
        },
        TraceEvent::Value {
            layer,
            cell: Pos { x: r.x0, y: r.y0 }.cell(),
            value: label,
        },
    ]
}

/// Trace events for a plan: its ring and the walk.
pub fn trace_plan(t: &mut Reasoning, plan: &Plan, layer: &'static str) {
    let ring: Vec<_> = plan.rect.ring().into_iter().map(Pos::cell).collect();
    t.draw(|| TraceEvent::Path { layer, cells: ring });
    t.draw(|| TraceEvent::Value {
        layer,
        cell: Pos {
            x: plan.rect.x0,
            y: plan.rect.y0,
        }
        .cell(),
        value: format!("{} in {} = {:.2}", plan.gain, plan.turns, plan.value),
    });
}

/// The strategy (the bot's turn: [`super::BotAgent`] makes it an agent).
impl Rectangles {
    /// The move for this turn, within `clock`; with `trace`, also what it considered.
    pub fn decide(
        &mut self,
        sight: &Sight,
        clock: &mut Clock,
        mut trace: Option<&mut Reasoning>,
    ) -> Move {
        let me = sight.me();
        let score = sight.scores().first().copied().unwrap_or(0);
        if sight.round <= self.last_capture || score > self.last_score + 1 {
            // A capture (or a time travel to before the last one).
            self.last_capture = sight.round.saturating_sub(1);
        }
        self.last_score = score;
        // 20 rounds without closing an area and the last plan spoiled: go back and try again.
        let since = sight.round.saturating_sub(self.last_capture);
        let spoiled = self
            .last
            .is_some_and(|r| Counts::new(&sight.owner).theirs(&r) > 0);
        let can_back = sight.back.first() == Some(&true);
        if self.knobs.back && spoiled && since >= 20 && can_back {
            self.last = None;
            let rounds = since.min(25);
            if let Some(t) = trace {
                t.because(BACK, format!("Its last plan was spoiled by an opponent and {since} rounds passed without a capture: BACK {rounds}, to try again from there."));
            }
            return Move::Back(rounds as u8);
        }
        if let Some(t) = trace.as_deref_mut() {
            t.step(
                BACK,
                || {
                    let state = match (spoiled, can_back) {
                        (_, false) => "its time travel is used".to_string(),
                        (false, true) => "its last plan is not spoiled".to_string(),
                        (true, true) => format!("its last plan was spoiled, but only {since} rounds passed without a capture (it waits 20)"),
                    };
                    format!("No BACK: {state}.")
                },
                Vec::new,
            );
        }
        let plans = self.plans_thinking(sight, clock, 6, trace.as_deref_mut());
        if let Some(t) = trace.as_deref_mut() {
            for p in plans.iter().skip(1) {
                trace_plan(t, p, "candidates");
            }
        }
        let best = plans.first();
        let mine = best.map_or(0.0, |p| p.value);
        if let Some((target, theirs)) = self.invasion(sight, clock, mine) {
            if let Some(t) = trace.as_deref_mut() {
                trace_plan(t, &theirs, "threat");
                t.draw(|| TraceEvent::Cells {
                    layer: "target",
                    cells: vec![target.cell()],
                });
                let why = format!(
                    "Invades: the opponent's likely rectangle {} would gain it {} cells; stepping inside at ({}, {}) spoils it, worth more than its own best plan ({mine:.2} a turn).",
                    rect_name(&theirs.rect),
                    theirs.gain,
                    target.x,
                    target.y
                );
                t.step(
                    INVADE,
                    || why.clone(),
                    || rect_events(&theirs.rect, theirs.gain.to_string(), "threat"),
                );
                t.because(INVADE, why);
            }
            return Move::To(step_over_neutral(&sight.owner, me, target));
        }
        let Some(plan) = best.filter(|p| p.value > 0.25) else {
            self.last = None;
            if let Some(t) = trace.as_deref_mut() {
                t.step(NEAREST, || format!("No plan is worth 0.25 cells a turn (the best: {mine:.2}): head for the nearest neutral cell instead."), Vec::new);
            }
            return self.fallback.decide_for(sight, clock, trace, NEAREST);
        };
        if let Some(t) = trace {
            trace_plan(t, plan, "plan");
            let walk: Vec<_> = std::iter::once(me)
                .chain(plan.walk.path.iter().copied())
                .map(Pos::cell)
                .collect();
            t.draw(|| TraceEvent::Path {
                layer: "plan",
                cells: walk,
            });
            let first = plan.walk.path.first().copied().unwrap_or(me);
            t.because(
                STEP,
                format!(
                    "Steps to ({}, {}) on its way round {}: {} cells in {} turns, {:.2} a turn after risk, the best of the rectangles it walked.",
                    first.x,
                    first.y,
                    rect_name(&plan.rect),
                    plan.gain,
                    plan.turns,
                    plan.value
                ),
            );
        }
        self.last = Some(plan.rect);
        plan.walk
            .path
            .first()
            .map_or(Move::To(me), |&p| Move::To(p))
    }
}
