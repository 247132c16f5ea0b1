//! Who plays a seat, as the lab names them: "You" where the person plays it, the bot that plays
//! it when you watch ("best"), your program in a match's replay, and Chef.

use super::info::SnakMode;
use super::rules::{CHEF, YOU};
use crate::model::agent::PROGRAM;
use crate::model::Seat;

/// The seat the person plays in `mode`, if any.
pub fn person_of(mode: SnakMode) -> Option<Seat> {
    (mode == SnakMode::Play).then_some(YOU)
}

/// The name of the player in `seat`, `bot` playing your seat unless `person` plays it.
pub fn seat_name(bot: &str, seat: Seat, person: Option<Seat>) -> String {
    if seat == CHEF {
        "Chef".to_string()
    } else if person == Some(seat) {
        "You".to_string()
    } else if bot == PROGRAM {
        "Your program".to_string()
    } else {
        bot.to_string()
    }
}

/// Whose numbers the panel shows: "Your", "Chef's", and "The bot's" when a bot plays your seat
/// (the same labels for two bots compared side by side, whose names head the columns).
pub fn seat_owner(bot: &str, seat: Seat, person: Option<Seat>) -> String {
    match seat_name(bot, seat, person).as_str() {
        "You" => "Your".to_string(),
        "Chef" => "Chef's".to_string(),
        _ if bot == PROGRAM => "Your program's".to_string(),
        _ => "The bot's".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bot_is_named_when_you_watch() {
        assert_eq!(seat_name("best", YOU, None), "best");
        assert_eq!(seat_name("best", YOU, Some(YOU)), "You");
        assert_eq!(seat_owner("editorial", YOU, None), "The bot's");
        assert_eq!(seat_owner("best", YOU, Some(YOU)), "Your");
        assert_eq!(seat_owner("best", CHEF, Some(YOU)), "Chef's");
        assert_eq!(seat_name(PROGRAM, YOU, None), "Your program");
    }
}
