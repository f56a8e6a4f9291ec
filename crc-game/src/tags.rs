//! PGN tag pairs: `[Event "Casual game"]`, `[White "Capablanca"]`, `[TimeControl "40/120"]`.

use crc_rules_core::quote;
use thiserror::Error;

/// The tags a game derives from itself and writes on export: they cannot be set by hand.
pub const DERIVED_TAGS: [&str; 4] = ["Result", "SetUp", "FEN", START_NUMBER_TAG];

/// The tag that carries the Scharnagl number of the start position.
pub const START_NUMBER_TAG: &str = "CRCStartNumber";

/// The names of the Seven Tag Roster, which every exported PGN carries in this order.
pub const SEVEN_TAG_ROSTER: [&str; 7] =
    ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// The `Variant` tag this library writes for a game that does not name its variant.
pub const CRC_VARIANT_TAG: &str = "Capablanca Random";

/// The values of the `Variant` tag that name Capablanca Random Chess, compared without
/// regard to case: `Capablanca Random` (what this library writes), `caparandom` (XBoard,
/// Fairy-Stockfish, pychess) and `Capablanca Random Chess`.
pub const CRC_VARIANT_NAMES: [&str; 3] =
    ["capablanca random", "caparandom", "capablanca random chess"];

/// A tag that cannot be set.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TagError {
    /// The name is not a PGN symbol (a letter or digit first, then letters, digits and
    /// `_+#=:-`).
    #[error("{} is not a PGN tag name (letters, digits and _ only)", quote(.0))]
    Name(String),
    /// The value holds a line break or another control character.
    #[error("the value of tag {0} holds a control character (a line break, …)")]
    Value(String),
    /// A tag the game derives from itself (`Result`, `SetUp`, `FEN`, `CRCStartNumber`).
    #[error("the {0} tag is written from the game itself and cannot be set")]
    Derived(String),
    /// A `Variant` that does not name Capablanca Random Chess.
    #[error("variant {} is not Capablanca Random Chess", quote(.0))]
    Variant(String),
}

crc_rules_core::error_kind_of!(TagError => InvalidTag);

/// The tag pairs of a game, in the order they were read or set. Names are case-sensitive.
///
/// ```
/// use crc_rules_game::Tags;
/// let mut tags = Tags::default();
/// tags.insert("White", "Capablanca")?;
/// tags.insert("Black", "Lasker")?;
/// tags.insert("White", "J. R. Capablanca")?; // replaces, keeps its place
/// assert_eq!(tags.get("White"), Some("J. R. Capablanca"));
/// assert_eq!(tags.iter().map(|(name, _)| name).collect::<Vec<_>>(), ["White", "Black"]);
/// assert!(tags.insert("Bad name", "x").is_err());
/// # Ok::<(), crc_rules_game::TagError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    /// The value of the tag `name`, if it is set.
    ///
    /// ```
    /// use crc_rules_game::Tags;
    /// let mut tags = Tags::default();
    /// tags.insert("Event", "Casual")?;
    /// assert_eq!(tags.get("Event"), Some("Casual"));
    /// assert_eq!(tags.get("event"), None); // names are case-sensitive
    /// # Ok::<(), crc_rules_game::TagError>(())
    /// ```
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name` to `value`: in its place if it is set already, else at the end.
    /// Returns the value it had.
    ///
    /// # Errors
    /// [`TagError::Name`] for a name that is not a PGN symbol, [`TagError::Value`] for a
    /// value with a control character. Nothing is changed then.
    ///
    /// ```
    /// use crc_rules_game::{TagError, Tags};
    /// let mut tags = Tags::default();
    /// assert_eq!(tags.insert("Round", "1")?, None);
    /// assert_eq!(tags.insert("Round", "2")?.as_deref(), Some("1"));
    /// assert_eq!(tags.insert("Annotator", "a\nb"), Err(TagError::Value("Annotator".to_owned())));
    /// assert_eq!(tags.get("Round"), Some("2"));
    /// # Ok::<(), TagError>(())
    /// ```
    pub fn insert(&mut self, name: &str, value: &str) -> Result<Option<String>, TagError> {
        check_name(name)?;
        if value.chars().any(char::is_control) {
            return Err(TagError::Value(name.to_owned()));
        }
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some((_, old)) => Ok(Some(std::mem::replace(old, value.to_owned()))),
            None => {
                self.0.push((name.to_owned(), value.to_owned()));
                Ok(None)
            }
        }
    }

    /// Removes tag `name` and returns its value, if it was set.
    ///
    /// ```
    /// use crc_rules_game::Tags;
    /// let mut tags = Tags::default();
    /// tags.insert("Round", "1")?;
    /// assert_eq!(tags.remove("Round").as_deref(), Some("1"));
    /// assert_eq!(tags.remove("Round"), None);
    /// assert!(tags.is_empty());
    /// # Ok::<(), crc_rules_game::TagError>(())
    /// ```
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let index = self.0.iter().position(|(n, _)| n == name)?;
        Some(self.0.remove(index).1)
    }

    /// Every tag as `(name, value)`, in order.
    ///
    /// ```
    /// use crc_rules_game::Tags;
    /// let mut tags = Tags::default();
    /// tags.insert("White", "Capablanca")?;
    /// tags.insert("Black", "Lasker")?;
    /// let pairs: Vec<(&str, &str)> = tags.iter().collect();
    /// assert_eq!(pairs, [("White", "Capablanca"), ("Black", "Lasker")]);
    /// # Ok::<(), crc_rules_game::TagError>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        self.0.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// How many tags are set.
    ///
    /// ```
    /// use crc_rules_game::Tags;
    /// let mut tags = Tags::default();
    /// tags.insert("White", "Capablanca")?;
    /// tags.insert("White", "J. R. Capablanca")?; // replaces: still one tag
    /// assert_eq!(tags.len(), 1);
    /// # Ok::<(), crc_rules_game::TagError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no tag is set.
    ///
    /// ```
    /// use crc_rules_game::Tags;
    /// let mut tags = Tags::default();
    /// assert!(tags.is_empty());
    /// tags.insert("Site", "Havana")?;
    /// assert!(!tags.is_empty());
    /// # Ok::<(), crc_rules_game::TagError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

fn check_name(name: &str) -> Result<(), TagError> {
    let mut chars = name.chars();
    let first_ok = chars.next().is_some_and(|c| c.is_ascii_alphanumeric());
    if first_ok && chars.all(|c| c.is_ascii_alphanumeric() || "_+#=:-".contains(c)) {
        Ok(())
    } else {
        Err(TagError::Name(name.to_owned()))
    }
}

/// Whether a `Variant` tag value names Capablanca Random Chess (see [`CRC_VARIANT_NAMES`]).
///
/// ```
/// use crc_rules_game::is_crc_variant;
/// assert!(is_crc_variant("caparandom"));
/// assert!(is_crc_variant("Capablanca Random Chess"));
/// assert!(!is_crc_variant("Capablanca")); // the fixed Capablanca array
/// ```
pub fn is_crc_variant(value: &str) -> bool {
    CRC_VARIANT_NAMES
        .iter()
        .any(|name| value.trim().eq_ignore_ascii_case(name))
}

/// The value export writes for tag `name` when the game does not set it: `?` for the Seven
/// Tag Roster (`????.??.??` for `Date`), `Capablanca Random` for `Variant`.
///
/// ```
/// use crc_rules_game::default_tag_value;
/// assert_eq!(default_tag_value("White"), Some("?"));
/// assert_eq!(default_tag_value("Date"), Some("????.??.??"));
/// assert_eq!(default_tag_value("Variant"), Some("Capablanca Random"));
/// assert_eq!(default_tag_value("Annotator"), None);
/// ```
pub fn default_tag_value(name: &str) -> Option<&'static str> {
    match name {
        "Date" => Some("????.??.??"),
        "Variant" => Some(CRC_VARIANT_TAG),
        "Result" => None,
        _ if SEVEN_TAG_ROSTER.contains(&name) => Some("?"),
        _ => None,
    }
}
