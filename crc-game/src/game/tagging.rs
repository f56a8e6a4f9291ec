//! A `Game`'s PGN tags: those set or read from PGN, apart from the ones the game derives
//! itself (`Result`, `SetUp`, `FEN`, `CRCStartNumber`).

use super::Game;
use crate::tags::{default_tag_value, is_crc_variant, TagError, Tags, DERIVED_TAGS};

impl Game {
    /// The game's PGN tag pairs (`Event`, `White`, `TimeControl`, …), in order; the tags
    /// derived from the game itself (`Result`, `SetUp`, `FEN`, `CRCStartNumber`) are not
    /// among them. A game read from PGN keeps every other tag it had.
    ///
    /// ```
    /// use crc_rules_game::from_pgn;
    /// let game = from_pgn("[Event \"Casual\"]\n[CRCStartNumber \"25933\"]\n\n1. e4 *\n")?;
    /// let tags: Vec<(&str, &str)> = game.tags().iter().collect();
    /// assert_eq!(tags, [("Event", "Casual")]);
    /// # Ok::<(), crc_rules_game::PgnError>(())
    /// ```
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// The value of tag `name`, if it is set.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// assert_eq!(game.tag("Event"), None);
    /// game.set_tag("Event", "Gothic rapid")?;
    /// assert_eq!(game.tag("Event"), Some("Gothic rapid"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.get(name)
    }

    /// Sets PGN tag `name` to `value` (in its place if it is set already, else last).
    ///
    /// Setting a tag to the value export writes when it is not set (`?` for the Seven Tag
    /// Roster, `????.??.??` for `Date`, `Capablanca Random` for `Variant`) removes it.
    ///
    /// # Errors
    /// A [`TagError`] for a name that is not a PGN symbol, a value with a control character,
    /// a tag derived from the game (`Result`, `SetUp`, `FEN`, `CRCStartNumber`), or a
    /// `Variant` that is not Capablanca Random Chess; nothing is changed then.
    ///
    /// ```
    /// use crc_rules_game::{Game, TagError};
    /// let mut game = Game::from_number(25933)?;
    /// game.set_tag("Round", "3")?;
    /// game.set_tag("Round", "?")?; // the default: removes the tag
    /// assert_eq!(game.tag("Round"), None);
    /// assert_eq!(game.set_tag("FEN", "10/10"), Err(TagError::Derived("FEN".to_owned())));
    /// assert!(game.set_tag("Variant", "caparandom").is_ok());
    /// assert_eq!(game.set_tag("Variant", "chess"), Err(TagError::Variant("chess".to_owned())));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_tag(&mut self, name: &str, value: &str) -> Result<(), TagError> {
        if DERIVED_TAGS.contains(&name) {
            return Err(TagError::Derived(name.to_owned()));
        }
        if name == "Variant" && !is_crc_variant(value) {
            return Err(TagError::Variant(value.to_owned()));
        }
        if default_tag_value(name) == Some(value) {
            // What export writes when the tag is not set.
            self.tags.remove(name);
            return Ok(());
        }
        self.tags.insert(name, value)?;
        Ok(())
    }

    /// Removes tag `name` and returns its value, if it was set.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// game.set_tag("Event", "Casual")?;
    /// assert_eq!(game.remove_tag("Event").as_deref(), Some("Casual"));
    /// assert_eq!(game.remove_tag("Event"), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn remove_tag(&mut self, name: &str) -> Option<String> {
        self.tags.remove(name)
    }

    /// Keeps a tag read from PGN as it was, control characters turned into spaces.
    pub(crate) fn keep_tag(&mut self, name: &str, value: &str) {
        let value: String = value
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        // The reader checked the name; a value without control characters is accepted.
        let _ = self.tags.insert(name, &value);
    }
}
