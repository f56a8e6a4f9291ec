//! Rule sets: which start arrangements a tournament allows.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg32;
use thiserror::Error;

use crate::scharnagl::{Arrangement, ARRANGEMENT_COUNT};

/// A named choice of start arrangements, combining the criteria of [`Arrangement`].
///
/// | rule set | criteria | positions |
/// |---|---|---|
/// | `basic` | none | 48,000 |
/// | `protected` | pawns protected | 21,836 |
/// | `crc` (default) | pawns protected, bishops apart | 12,130 |
/// | `crc2006` | pawns protected, bishops apart, far from Gothic | 12,118 |
///
/// ```
/// use crc_rules_core::RuleSet;
/// assert_eq!(RuleSet::default(), RuleSet::Crc);
/// assert_eq!(RuleSet::Crc.count(), 12_130);
/// assert!(RuleSet::Crc.contains(25933)); // Gothic chess
/// assert!(!RuleSet::Crc2006.contains(25933));
/// assert_eq!("crc2006".parse::<RuleSet>(), Ok(RuleSet::Crc2006));
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum RuleSet {
    /// All 48,000 basic arrangements.
    Basic,
    /// Every pawn protected.
    Protected,
    /// Today's CRC rules: pawns protected and bishops apart.
    #[default]
    Crc,
    /// Scharnagl's 2006 rules: as `Crc`, and at least 3 files away from the Gothic array.
    Crc2006,
}

/// A rule-set name that is not known.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown rule set {}: expected basic, protected, crc or crc2006", crate::quote(.0))]
pub struct ParseRuleSetError(pub String);

static NUMBERS: [OnceLock<Vec<u16>>; 4] = [
    OnceLock::new(),
    OnceLock::new(),
    OnceLock::new(),
    OnceLock::new(),
];

impl RuleSet {
    /// Every rule set, widest first.
    pub const ALL: [RuleSet; 4] = [
        RuleSet::Basic,
        RuleSet::Protected,
        RuleSet::Crc,
        RuleSet::Crc2006,
    ];

    /// The name used in text: `basic`, `protected`, `crc`, `crc2006`.
    ///
    /// ```
    /// use crc_rules_core::RuleSet;
    /// assert_eq!(RuleSet::Crc2006.name(), "crc2006");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Basic => "basic",
            RuleSet::Protected => "protected",
            RuleSet::Crc => "crc",
            RuleSet::Crc2006 => "crc2006",
        }
    }

    /// Whether the rule set allows `arrangement`.
    ///
    /// ```
    /// use crc_rules_core::{RuleSet, GOTHIC};
    /// assert!(RuleSet::Crc.allows(&GOTHIC));
    /// assert!(!RuleSet::Crc2006.allows(&GOTHIC)); // Gothic is not far from itself
    /// ```
    pub fn allows(self, arrangement: &Arrangement) -> bool {
        match self {
            RuleSet::Basic => true,
            RuleSet::Protected => arrangement.pawns_protected(),
            RuleSet::Crc => arrangement.pawns_protected() && arrangement.bishops_apart(),
            RuleSet::Crc2006 => {
                arrangement.pawns_protected()
                    && arrangement.bishops_apart()
                    && arrangement.far_from_gothic()
            }
        }
    }

    /// Whether the rule set allows Scharnagl number `number` (false outside 1..=48000).
    ///
    /// ```
    /// use crc_rules_core::RuleSet;
    /// assert!(RuleSet::Basic.contains(48_000));
    /// assert!(!RuleSet::Basic.contains(0));
    /// assert!(!RuleSet::Protected.contains(1)); // AQBBCNNRKR leaves its f-pawn unguarded
    /// ```
    pub fn contains(self, number: u32) -> bool {
        Arrangement::from_number(number).is_ok_and(|a| self.allows(&a))
    }

    fn table(self) -> &'static [u16] {
        NUMBERS[self as usize].get_or_init(|| {
            (1..=ARRANGEMENT_COUNT)
                .filter(|&n| self.contains(n))
                .map(|n| n as u16)
                .collect()
        })
    }

    /// The numbers of the rule set in ascending order.
    ///
    /// ```
    /// use crc_rules_core::RuleSet;
    /// let numbers: Vec<u32> = RuleSet::Crc.numbers().take(3).collect();
    /// assert_eq!(numbers, [21, 30, 31]);
    /// assert_eq!(RuleSet::Crc.numbers().len(), 12_130);
    /// ```
    pub fn numbers(self) -> impl ExactSizeIterator<Item = u32> {
        self.table().iter().map(|&n| u32::from(n))
    }

    /// How many arrangements the rule set allows.
    ///
    /// ```
    /// use crc_rules_core::RuleSet;
    /// assert_eq!(RuleSet::Basic.count(), 48_000);
    /// assert_eq!(RuleSet::Protected.count(), 21_836);
    /// assert_eq!(RuleSet::Crc2006.count(), 12_118);
    /// ```
    pub fn count(self) -> usize {
        self.table().len()
    }

    /// A number of the rule set drawn uniformly with `rng`.
    ///
    /// The draw takes one `u32` range sample from `rng`, so a seedable generator with a
    /// portable stream (such as `rand_pcg::Pcg32`) gives the same number for the same
    /// seed on every platform.
    ///
    /// ```
    /// use crc_rules_core::RuleSet;
    /// use rand::SeedableRng;
    /// let mut rng = rand_pcg::Pcg32::seed_from_u64(7);
    /// let number = RuleSet::Crc.random(&mut rng);
    /// assert!(RuleSet::Crc.contains(number));
    /// ```
    pub fn random<R: Rng + ?Sized>(self, rng: &mut R) -> u32 {
        let table = self.table();
        let index = rng.random_range(0..table.len() as u32);
        u32::from(table[index as usize])
    }
}

/// The number of `rules` drawn with seed `seed`: the start every door gives for that seed and
/// rule set (Rust's `Game::from_seed`, C's `crc_rule_set_random`, Python's and JavaScript's
/// seeded starts, `crc setup --random --seed`). The generator is PCG32 (`rand_pcg::Pcg32`)
/// seeded by `seed_from_u64`: its stream is specified, the same on every platform and in
/// every version, so the seed gives the same number everywhere. It is small, which matters
/// in the browser's module; a draw of a start needs no cryptographic generator.
///
/// ```
/// use crc_rules_core::{number_from_seed, RuleSet};
/// assert_eq!(number_from_seed(2024, RuleSet::Crc), 20325); // on every platform
/// assert!(RuleSet::Crc2006.contains(number_from_seed(7, RuleSet::Crc2006)));
/// ```
pub fn number_from_seed(seed: u64, rules: RuleSet) -> u32 {
    rules.random(&mut Pcg32::seed_from_u64(seed))
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for RuleSet {
    type Err = ParseRuleSetError;

    fn from_str(text: &str) -> Result<RuleSet, ParseRuleSetError> {
        RuleSet::ALL
            .into_iter()
            .find(|r| r.name() == text)
            .ok_or_else(|| ParseRuleSetError(text.to_owned()))
    }
}
