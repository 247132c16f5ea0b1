//! Property tests of the page's address parser: any parameters, never a panic; every ignored
//! parameter is named in its problem; good ones apply.

use gridlab::games;
use gridlab::model::address::read_address;
use proptest::prelude::*;

fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("game".to_string()),
        Just("mode".to_string()),
        Just("seed".to_string()),
        Just("step".to_string()),
        Just("turn".to_string()),
        Just("speed".to_string()),
        Just("t".to_string()),
        Just("layers".to_string()),
        Just("size".to_string()),
        Just("rows".to_string()),
        Just("maxValue".to_string()),
        "[a-zA-Z]{0,8}",
        any::<String>(),
    ]
}

fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        "[0-9]{0,25}",
        Just("max".to_string()),
        Just("snake".to_string()),
        Just("king-chase".to_string()),
        Just("alice".to_string()),
        Just("heat,values,bogus".to_string()),
        "-?[0-9]{1,5}",
        any::<String>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_parameters_never_panic_and_every_problem_names_its_parameter(
        pairs in proptest::collection::vec((key(), value()), 0..8)
    ) {
        let infos = games::infos();
        let address = read_address(&pairs, &infos, "king-chase");
        for problem in &address.problems {
            let named = pairs.iter().find(|(k, _)| problem.starts_with(&format!("{k}=")) || problem.starts_with(&format!("{k} ")));
            prop_assert!(named.is_some(), "{problem}");
            // Written for people: no Rust ranges (the echoed value and its comma-separated
            // pieces aside: `layers=,..=` names the layer `..=`).
            let (key, raw) = named.unwrap();
            let mut own = problem.replace(raw.as_str(), "").replace(key.as_str(), "");
            for piece in raw.split(',').filter(|p| !p.is_empty()) {
                own = own.replace(piece, "");
            }
            prop_assert!(!own.contains("..="), "{problem}");
        }
        let game = address.game.clone().unwrap_or_else(|| "king-chase".into());
        let info = infos.iter().find(|i| i.id == game).unwrap();
        for (k, v) in &address.params {
            let p = info.param(k).unwrap();
            prop_assert!(p.min() <= *v && *v <= p.max());
        }
        if let Some(mode) = &address.mode {
            prop_assert!(info.mode(mode).is_some());
        }
    }

    #[test]
    fn good_values_are_taken(size in 2i64..=300, seed in 0u64..=(1 << 53) - 1) {
        let pairs = vec![("size".to_string(), size.to_string()), ("seed".to_string(), seed.to_string())];
        let address = read_address(&pairs, &games::infos(), "king-chase");
        prop_assert!(address.problems.is_empty());
        prop_assert_eq!(address.params, vec![("size".to_string(), size)]);
        prop_assert_eq!(address.seed, Some(seed));
    }
}
