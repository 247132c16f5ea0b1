//! A game's modes as a type: each game has an enum with one value per mode of its description
//! (`watch`, `alice`, `bob`...), so the lab and the game compare values, not strings. Replays and
//! the page still name a mode by its id.

/// A game's mode type.
pub trait Mode: Copy + Eq + std::fmt::Debug + 'static {
    /// Every mode, in the description's order.
    const ALL: &'static [Self];

    /// The id the description, the replays and the page's address use (`"watch"`).
    fn id(self) -> &'static str;

    /// The mode with id `id`, if the game has one.
    fn from_id(id: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|m| m.id() == id)
    }
}

/// Declares a game's mode type: an enum with one value per mode (each with its doc comment and
/// its id), and its [`Mode`] implementation, the modes in the description's order.
///
/// ```
/// gridlab::modes! {
///     /// A game's modes.
///     pub enum MyMode {
///         /// Watch the bots.
///         Watch = "watch",
///         /// Play seat 0.
///         Play = "play",
///     }
/// }
/// use gridlab::model::Mode;
/// assert_eq!(MyMode::from_id("play"), Some(MyMode::Play));
/// ```
#[macro_export]
macro_rules! modes {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $id:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant ),+
        }

        impl $crate::model::Mode for $name {
            const ALL: &'static [Self] = &[$($name::$variant),+];

            fn id(self) -> &'static str {
                match self {
                    $($name::$variant => $id),+
                }
            }
        }
    };
}

/// Checks that a mode type and a description's modes name the same modes in the same order, or
/// says how they differ.
pub fn check_modes<M: Mode>(described: &[&str]) -> Result<(), String> {
    let typed: Vec<&str> = M::ALL.iter().map(|m| m.id()).collect();
    if typed == described {
        Ok(())
    } else {
        Err(format!(
            "the mode type has {} but the description has {}",
            typed.join(", "),
            described.join(", ")
        ))
    }
}
