//! The cases a solution is judged on: the statement's samples (the project's test data, built in)
//! and cases the game's own generator makes, sizes spread up to a largest, each answered by our
//! exact solver.

use gridlab::model::describe::JudgedInfo;

/// A judged game: its id and its samples (the game's description holds the rest: the time
/// limit, the sizes and how a case is made).
pub struct Judged {
    /// The game's id.
    pub id: &'static str,
    /// The samples: name, input, answer.
    pub samples: &'static [(&'static str, &'static str, &'static str)],
}

impl Judged {
    /// How the game's solutions are judged, from its description.
    pub fn facts(&self) -> Result<JudgedInfo, String> {
        let entry =
            gridlab::games::game(self.id).ok_or_else(|| format!("no game `{}`", self.id))?;
        (entry.info)()
            .judged
            .ok_or_else(|| format!("`{}` has no judged solution", self.id))
    }
}

/// The games with a judged solution.
pub const JUDGED: [Judged; 2] = [
    Judged {
        id: "king-chase",
        samples: &[
            (
                "sample: small brute-forced",
                include_str!("../../../../tests/data/king-chase/small-brute.in"),
                include_str!("../../../../tests/data/king-chase/small-brute.ans"),
            ),
            (
                "sample: small, big values",
                include_str!("../../../../tests/data/king-chase/small-bigvalues.in"),
                include_str!("../../../../tests/data/king-chase/small-bigvalues.ans"),
            ),
            (
                "sample: medium",
                include_str!("../../../../tests/data/king-chase/medium.in"),
                include_str!("../../../../tests/data/king-chase/medium.ans"),
            ),
        ],
    },
    Judged {
        id: "snake",
        samples: &[
            (
                "sample 1",
                include_str!("../../../../tests/data/kattis-snake/sample-1.in"),
                include_str!("../../../../tests/data/kattis-snake/sample-1.ans"),
            ),
            (
                "sample 2",
                include_str!("../../../../tests/data/kattis-snake/sample-2.in"),
                include_str!("../../../../tests/data/kattis-snake/sample-2.ans"),
            ),
            (
                "sample 3",
                include_str!("../../../../tests/data/kattis-snake/sample-3.in"),
                include_str!("../../../../tests/data/kattis-snake/sample-3.ans"),
            ),
            (
                "sample 4",
                include_str!("../../../../tests/data/kattis-snake/sample-4.in"),
                include_str!("../../../../tests/data/kattis-snake/sample-4.ans"),
            ),
        ],
    },
];

/// A case: the judge's input and the right answer.
#[derive(Clone)]
pub struct Case {
    /// The input.
    pub input: String,
    /// The answer our solver gives.
    pub answer: String,
}

/// A case to judge, made only when its turn comes (a thousand inputs of N = 300 would be a
/// gigabyte at once).
pub struct Planned {
    /// How the report names it.
    pub name: String,
    source: Source,
}

enum Source {
    /// A sample's input and answer.
    Sample(&'static str, &'static str),
    /// A generated case: its size and seed.
    Generated { n: u32, seed: u64 },
    /// An input from a file (a failing case kept with `--failing`), read and solved once.
    File(Case),
}

/// The samples, then `count` generated cases, sizes spread up to `largest`, case k from seed
/// `seed + k` (`--seed S --cases 1 --largest N` makes the case named "N n, seed S" again).
pub fn plan(
    facts: &JudgedInfo,
    game: &Judged,
    count: u32,
    largest: u32,
    seed: u64,
) -> Vec<Planned> {
    let samples = game.samples.iter().map(|(name, input, answer)| Planned {
        name: name.to_string(),
        source: Source::Sample(input, answer),
    });
    let (min, max) = (facts.min_size, facts.max_size);
    let top = largest.clamp(min, max);
    let generated = (0..count).map(move |k| {
        let n = min + ((top - min) as u64 * u64::from(k + 1) / u64::from(count)) as u32;
        let seed = seed + u64::from(k);
        Planned {
            name: format!("generated {} ({} {n}, seed {seed})", k + 1, facts.size_word),
            source: Source::Generated { n, seed },
        }
    });
    samples.chain(generated).collect()
}

/// One input from a file, alone: read and solved before any case runs, so an input that is not
/// one is refused before the table starts.
pub fn from_file(path: &std::path::Path, game: &Judged) -> Result<Planned, String> {
    let name = path.display().to_string();
    let input = std::fs::read(path)
        .map_err(|e| e.to_string())
        .and_then(|b| gridlab::input_error::utf8_text(b).map_err(|e| e.to_string()))
        .map_err(|e| format!("cannot read {name}: {e}"))?;
    let case = solved(game, &name, input)?;
    Ok(Planned {
        name,
        source: Source::File(case),
    })
}

/// The case of `input` with our solver's answer; a case named `name` whose input is not one is
/// refused.
fn solved(game: &Judged, name: &str, input: String) -> Result<Case, String> {
    let answer = gridlab::games::judge(game.id, &input, false)
        .map_err(|e| format!("{name}: not a valid input: {e}"))?;
    Ok(Case { input, answer })
}

impl Planned {
    /// The case's input and right answer.
    pub fn make(&self, game: &Judged) -> Result<Case, String> {
        let input = match &self.source {
            Source::Sample(input, answer) => {
                return Ok(Case {
                    input: input.to_string(),
                    answer: answer.to_string(),
                })
            }
            Source::Generated { n, seed } => gridlab::games::judged_case(game.id, *n, *seed)?.1,
            Source::File(case) => return Ok(case.clone()),
        };
        solved(game, &self.name, input)
    }
}
