//! Scharnagl's numbering of the 48,000 basic start arrangements.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::board::Board;
use crate::piece::{Color, Piece, Role};
use crate::setup::Setup;
use crate::square::{File, Rank, Square, FILE_COUNT};

/// How many basic arrangements there are; also the number of the arrangement `0`.
pub const ARRANGEMENT_COUNT: u32 = 48_000;

/// The Gothic Chess array, number 25933.
pub const GOTHIC: Arrangement = {
    use Role::*;
    Arrangement([
        Rook, Knight, Bishop, Queen, Chancellor, King, Archbishop, Bishop, Knight, Rook,
    ])
};

/// The Capablanca array (Capablanca's own 10×8 chess, 1920s) as an X-FEN: White to move,
/// all castling rights.
///
/// It is a FEN and not an [`Arrangement`] because it is no basic arrangement: its queen
/// (e1) and archbishop (c1) stand on squares of one colour, so no Scharnagl number names it
/// and an `Arrangement` cannot hold it. It is a legal CRC start all the same, and the
/// start of the PGN variant `Capablanca`.
///
/// ```
/// use crc_rules_core::{Arrangement, Setup, CAPABLANCA_FEN};
/// let setup: Setup = CAPABLANCA_FEN.parse()?;
/// assert_eq!(setup.to_fen(), CAPABLANCA_FEN);
/// assert!("RNABQKBCNR".parse::<Arrangement>().is_err()); // not among the 48,000
/// # Ok::<(), crc_rules_core::ParseFenError>(())
/// ```
pub const CAPABLANCA_FEN: &str =
    "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";

/// Knight placements among the five free squares, indexed by the last digit of the number.
const KNIGHT_PAIRS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// A basic CRC back rank: White's pieces on files `a`..`j` of rank 1 (Black mirrors it).
///
/// Every `Arrangement` is basic: bishops on squares of both colours, queen and archbishop on
/// squares of both colours, the king between the rooks, and the ten pieces
/// `K Q A C R R B B N N`.
///
/// ```
/// use crc_rules_core::Arrangement;
/// let gothic = Arrangement::from_number(25933).unwrap();
/// assert_eq!(gothic.to_string(), "RNBQCKABNR");
/// assert_eq!("AQBBCNNRKR".parse::<Arrangement>().unwrap().number(), 1);
/// assert!(Arrangement::from_number(48001).is_err());
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arrangement([Role; FILE_COUNT]);

/// A start number outside 1..=48000.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("start number {0} is out of range: Scharnagl numbers run from 1 to 48000")]
pub struct SetupNumberError(pub u32);

/// Text that is not a basic arrangement.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseArrangementError {
    /// Not ten letters.
    #[error("{} has {} letters; an arrangement has 10 (one per file a..j)", crate::quote(.0), .1)]
    Length(String, usize),
    /// A letter that is no piece.
    #[error("{} is not a piece letter (K Q A C R B N)", crate::quote_char(*.0))]
    Letter(char),
    /// The wrong pieces.
    #[error("an arrangement has exactly K, Q, A, C, two R, two B and two N; {} has not", crate::quote(.0))]
    Pieces(String),
    /// Both bishops on squares of one colour.
    #[error("the bishops stand on squares of the same colour")]
    BishopsSameColor,
    /// Queen and archbishop on squares of one colour.
    #[error("the queen and the archbishop stand on squares of the same colour")]
    QueenArchbishopSameColor,
    /// The king is not between the rooks.
    #[error("the king does not stand between the rooks")]
    KingNotBetweenRooks,
}

/// Files of rank 1 by square colour: light b, d, f, h, j; dark a, c, e, g, i.
const LIGHT_FILES: [usize; 5] = [1, 3, 5, 7, 9];
const DARK_FILES: [usize; 5] = [0, 2, 4, 6, 8];

/// Puts `role` on the `index`-th free file among `files` (which lists candidates in order).
fn place_nth(slots: &mut [Option<Role>; FILE_COUNT], files: &[usize], index: usize, role: Role) {
    let file = files
        .iter()
        .copied()
        .filter(|&f| slots[f].is_none())
        .nth(index)
        .expect("the digit is below the number of free squares");
    slots[file] = Some(role);
}

/// The position of `file` among the free files in `files`.
fn nth_free(slots: &[Option<Role>; FILE_COUNT], files: &[usize], file: usize) -> usize {
    files
        .iter()
        .copied()
        .filter(|&f| slots[f].is_none())
        .position(|f| f == file)
        .expect("the file is free and among the candidates")
}

impl Arrangement {
    /// The arrangement of Scharnagl number `number` (1..=48000; 48000 is `QABBCNNRKR`).
    ///
    /// ```
    /// use crc_rules_core::{Arrangement, SetupNumberError};
    /// assert_eq!(Arrangement::from_number(48_000)?.to_string(), "QABBCNNRKR");
    /// assert_eq!(Arrangement::from_number(0), Err(SetupNumberError(0)));
    /// # Ok::<(), SetupNumberError>(())
    /// ```
    ///
    /// # Errors
    /// [`SetupNumberError`] for a number outside 1..=48000.
    pub fn from_number(number: u32) -> Result<Arrangement, SetupNumberError> {
        if !(1..=ARRANGEMENT_COUNT).contains(&number) {
            return Err(SetupNumberError(number));
        }
        let mut n = (number % ARRANGEMENT_COUNT) as usize;
        let all_files: Vec<usize> = (0..FILE_COUNT).collect();
        let mut slots = [None; FILE_COUNT];
        let queen_first = n % 2 == 1;
        n /= 2;
        let (light_role, dark_role) = if queen_first {
            (Role::Queen, Role::Archbishop)
        } else {
            (Role::Archbishop, Role::Queen)
        };
        place_nth(&mut slots, &LIGHT_FILES, n % 5, light_role);
        n /= 5;
        place_nth(&mut slots, &DARK_FILES, n % 5, dark_role);
        n /= 5;
        place_nth(&mut slots, &LIGHT_FILES, n % 4, Role::Bishop);
        n /= 4;
        place_nth(&mut slots, &DARK_FILES, n % 4, Role::Bishop);
        n /= 4;
        place_nth(&mut slots, &all_files, n % 6, Role::Chancellor);
        n /= 6;
        let free: Vec<usize> = all_files
            .iter()
            .copied()
            .filter(|&f| slots[f].is_none())
            .collect();
        let (k1, k2) = KNIGHT_PAIRS[n];
        slots[free[k1]] = Some(Role::Knight);
        slots[free[k2]] = Some(Role::Knight);
        let rest = [Role::Rook, Role::King, Role::Rook];
        for (slot, role) in slots.iter_mut().filter(|s| s.is_none()).zip(rest) {
            *slot = Some(role);
        }
        Ok(Arrangement(slots.map(|s| s.expect("every file is filled"))))
    }

    /// The Scharnagl number of the arrangement, 1..=48000.
    ///
    /// ```
    /// use crc_rules_core::Arrangement;
    /// let gothic: Arrangement = "RNBQCKABNR".parse()?;
    /// assert_eq!(gothic.number(), 25933);
    /// # Ok::<(), crc_rules_core::ParseArrangementError>(())
    /// ```
    pub fn number(&self) -> u32 {
        let roles = &self.0;
        let file_of = |role: Role, files: &[usize]| -> usize {
            files
                .iter()
                .copied()
                .find(|&f| roles[f] == role)
                .expect("a basic arrangement has this piece on these files")
        };
        let all_files: Vec<usize> = (0..FILE_COUNT).collect();
        let queen_first = LIGHT_FILES.contains(&file_of(Role::Queen, &all_files));
        let (light_role, dark_role) = if queen_first {
            (Role::Queen, Role::Archbishop)
        } else {
            (Role::Archbishop, Role::Queen)
        };
        let mut slots = [None; FILE_COUNT];
        let mut digits = Vec::with_capacity(5);
        for (role, files) in [
            (light_role, &LIGHT_FILES[..]),
            (dark_role, &DARK_FILES[..]),
            (Role::Bishop, &LIGHT_FILES[..]),
            (Role::Bishop, &DARK_FILES[..]),
            (Role::Chancellor, &all_files[..]),
        ] {
            let file = file_of(role, files);
            digits.push(nth_free(&slots, files, file));
            slots[file] = Some(role);
        }
        let free: Vec<usize> = all_files
            .iter()
            .copied()
            .filter(|&f| slots[f].is_none())
            .collect();
        let knights: Vec<usize> = (0..free.len())
            .filter(|&i| roles[free[i]] == Role::Knight)
            .collect();
        let knight_digit = KNIGHT_PAIRS
            .iter()
            .position(|&(a, b)| knights == [a, b])
            .expect("a basic arrangement has two knights");
        let radices = [5, 5, 4, 4, 6];
        let mut n = knight_digit;
        for (digit, radix) in digits.iter().zip(radices).rev() {
            n = n * radix + digit;
        }
        let n = (n * 2 + usize::from(queen_first)) as u32;
        if n == 0 {
            ARRANGEMENT_COUNT
        } else {
            n
        }
    }

    /// The role on `file` of White's back rank.
    ///
    /// ```
    /// use crc_rules_core::{File, Role, GOTHIC};
    /// assert_eq!(GOTHIC.role_at(File::E), Role::Chancellor);
    /// assert_eq!(GOTHIC.role_at(File::G), Role::Archbishop);
    /// ```
    pub fn role_at(&self, file: File) -> Role {
        self.0[file.index()]
    }

    /// The ten roles from file `a` to file `j`.
    ///
    /// ```
    /// use crc_rules_core::GOTHIC;
    /// let letters: String = GOTHIC.roles().iter().map(|role| role.char()).collect();
    /// assert_eq!(letters, "rnbqckabnr");
    /// ```
    pub fn roles(&self) -> [Role; FILE_COUNT] {
        self.0
    }

    fn files_of(&self, role: Role) -> impl Iterator<Item = usize> + '_ {
        (0..FILE_COUNT).filter(move |&f| self.0[f] == role)
    }

    /// Criterion *pawns protected*: every pawn on rank 2 is attacked by a back-rank piece.
    ///
    /// The king guards files f−1..f+1; a rook, queen or chancellor the file it stands on; a
    /// bishop, queen or archbishop the files beside it; a knight, archbishop or chancellor
    /// the files two away.
    ///
    /// ```
    /// use crc_rules_core::{Arrangement, GOTHIC};
    /// assert!(GOTHIC.pawns_protected());
    /// // Number 1, AQBBCNNRKR, leaves f2 unguarded.
    /// let number_one = Arrangement::from_number(1)?;
    /// assert!(!number_one.pawns_protected());
    /// # Ok::<(), crc_rules_core::SetupNumberError>(())
    /// ```
    pub fn pawns_protected(&self) -> bool {
        let guards = |pawn: usize, file: usize, role: Role| -> bool {
            let distance = pawn.abs_diff(file);
            match role {
                Role::King => distance <= 1,
                Role::Rook => distance == 0,
                Role::Bishop => distance == 1,
                Role::Knight => distance == 2,
                Role::Queen => distance <= 1,
                Role::Chancellor => distance == 0 || distance == 2,
                Role::Archbishop => distance == 1 || distance == 2,
                Role::Pawn => false,
            }
        };
        (0..FILE_COUNT).all(|pawn| (0..FILE_COUNT).any(|file| guards(pawn, file, self.0[file])))
    }

    /// Criterion *bishops apart*: the two bishops are not on neighbouring files.
    ///
    /// ```
    /// use crc_rules_core::{Arrangement, GOTHIC};
    /// assert!(GOTHIC.bishops_apart()); // c1 and h1
    /// let adjacent: Arrangement = "AQBBCNNRKR".parse()?; // c1 and d1
    /// assert!(!adjacent.bishops_apart());
    /// # Ok::<(), crc_rules_core::ParseArrangementError>(())
    /// ```
    pub fn bishops_apart(&self) -> bool {
        let bishops: Vec<usize> = self.files_of(Role::Bishop).collect();
        bishops[0].abs_diff(bishops[1]) != 1
    }

    /// How many files differ from the Gothic array `RNBQCKABNR`.
    ///
    /// ```
    /// use crc_rules_core::{Arrangement, GOTHIC};
    /// assert_eq!(GOTHIC.files_differing_from_gothic(), 0);
    /// // Queen and archbishop swapped: files d and g differ.
    /// let swapped: Arrangement = "RNBACKQBNR".parse()?;
    /// assert_eq!(swapped.files_differing_from_gothic(), 2);
    /// # Ok::<(), crc_rules_core::ParseArrangementError>(())
    /// ```
    pub fn files_differing_from_gothic(&self) -> usize {
        (0..FILE_COUNT)
            .filter(|&f| self.0[f] != GOTHIC.0[f])
            .count()
    }

    /// Criterion *far from Gothic*: at least 3 files differ from `RNBQCKABNR`.
    ///
    /// ```
    /// use crc_rules_core::{Arrangement, GOTHIC};
    /// assert!(!GOTHIC.far_from_gothic());
    /// assert!(!"RNBACKQBNR".parse::<Arrangement>()?.far_from_gothic()); // 2 files differ
    /// assert!("AQBBCNNRKR".parse::<Arrangement>()?.far_from_gothic());
    /// # Ok::<(), crc_rules_core::ParseArrangementError>(())
    /// ```
    pub fn far_from_gothic(&self) -> bool {
        self.files_differing_from_gothic() >= 3
    }

    /// The start position: this back rank for both sides, pawns on ranks 2 and 7, White to
    /// move, castling `KQkq`, clocks `0 1`.
    ///
    /// ```
    /// use crc_rules_core::Arrangement;
    /// let setup = Arrangement::from_number(48_000)?.to_setup();
    /// assert_eq!(
    ///     setup.to_fen(),
    ///     "qabbcnnrkr/pppppppppp/10/10/10/10/PPPPPPPPPP/QABBCNNRKR w KQkq - 0 1"
    /// );
    /// # Ok::<(), crc_rules_core::SetupNumberError>(())
    /// ```
    pub fn to_setup(&self) -> Setup {
        let mut board = Board::empty();
        for file in File::ALL {
            let role = self.0[file.index()];
            board.set(
                Square::from_coords(file, Rank::First),
                Piece::new(Color::White, role),
            );
            board.set(
                Square::from_coords(file, Rank::Second),
                Piece::new(Color::White, Role::Pawn),
            );
            board.set(
                Square::from_coords(file, Rank::Seventh),
                Piece::new(Color::Black, Role::Pawn),
            );
            board.set(
                Square::from_coords(file, Rank::Eighth),
                Piece::new(Color::Black, role),
            );
        }
        Setup {
            castling_rights: board.by_role(Role::Rook),
            board,
            ..Setup::default()
        }
    }
}

impl fmt::Display for Arrangement {
    /// The ten upper-case letters, file `a` first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for role in self.0 {
            write!(f, "{}", role.upper_char())?;
        }
        Ok(())
    }
}

impl FromStr for Arrangement {
    type Err = ParseArrangementError;

    /// Reads ten piece letters (either case), file `a` first, and checks that they form a
    /// basic arrangement.
    fn from_str(text: &str) -> Result<Arrangement, ParseArrangementError> {
        let letters: Vec<char> = text.chars().collect();
        if letters.len() != FILE_COUNT {
            return Err(ParseArrangementError::Length(
                text.to_owned(),
                letters.len(),
            ));
        }
        let mut roles = [Role::Pawn; FILE_COUNT];
        for (slot, &c) in roles.iter_mut().zip(&letters) {
            *slot = Role::from_char(c)
                .filter(|r| *r != Role::Pawn)
                .ok_or(ParseArrangementError::Letter(c))?;
        }
        // Every arrangement holds the pieces of the Gothic array, in another order.
        let (mut pieces, mut gothic) = (roles, GOTHIC.0);
        pieces.sort_unstable();
        gothic.sort_unstable();
        if pieces != gothic {
            return Err(ParseArrangementError::Pieces(text.to_owned()));
        }
        let arrangement = Arrangement(roles);
        let light = |role: Role| -> Vec<bool> {
            arrangement
                .files_of(role)
                .map(|f| LIGHT_FILES.contains(&f))
                .collect()
        };
        let bishops = light(Role::Bishop);
        if bishops[0] == bishops[1] {
            return Err(ParseArrangementError::BishopsSameColor);
        }
        if light(Role::Queen) == light(Role::Archbishop) {
            return Err(ParseArrangementError::QueenArchbishopSameColor);
        }
        let rooks: Vec<usize> = arrangement.files_of(Role::Rook).collect();
        let king = arrangement.files_of(Role::King).next().unwrap_or(0);
        if !(rooks[0] < king && king < rooks[1]) {
            return Err(ParseArrangementError::KingNotBetweenRooks);
        }
        Ok(arrangement)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_round_trips() {
        let mut seen = std::collections::HashSet::new();
        for number in 1..=ARRANGEMENT_COUNT {
            let arrangement = Arrangement::from_number(number).unwrap();
            assert_eq!(arrangement.number(), number);
            let reparsed: Arrangement = arrangement.to_string().parse().unwrap();
            assert_eq!(reparsed, arrangement);
            assert!(seen.insert(arrangement));
        }
    }

    #[test]
    fn out_of_range_numbers_are_errors() {
        assert_eq!(Arrangement::from_number(0), Err(SetupNumberError(0)));
        assert_eq!(
            Arrangement::from_number(48_001),
            Err(SetupNumberError(48_001))
        );
        assert!(Arrangement::from_number(u32::MAX).is_err());
    }

    #[test]
    fn malformed_arrangements_are_errors() {
        let cases = [
            ("RNBQCKABN", "9 letters"),
            ("RNBQCKABNRR", "11 letters"),
            ("RNBQCKXBNR", "not a piece letter"),
            ("RNBQCKPBNR", "not a piece letter"),
            ("RNBQQKABNR", "exactly K"),
            ("RNBQBKACNR", "bishops stand"),
            ("RNBQCAKBNR", "queen and the archbishop"),
            ("KNBQCRABNR", "king does not stand"),
        ];
        for (text, message) in cases {
            let err = text.parse::<Arrangement>().unwrap_err();
            assert!(err.to_string().contains(message), "{text}: {err}");
        }
    }
}
