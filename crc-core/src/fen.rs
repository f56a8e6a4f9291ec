//! Reading and writing X-FEN and Shredder-FEN.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::piece::{Color, Piece, Role};
use crate::setup::{CastlingSide, Setup};
use crate::square::{File, Rank, Square, FILE_COUNT};

/// A field of a FEN, named in errors.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    /// The FEN as a whole (field count, empty text).
    Whole,
    /// Field 1: piece placement.
    Placement,
    /// Field 2: side to move.
    Side,
    /// Field 3: castling rights.
    Castling,
    /// Field 4: en-passant square.
    EnPassant,
    /// Field 5: half-move clock.
    HalfmoveClock,
    /// Field 6: full-move number.
    FullmoveNumber,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Whole => "text",
            FenField::Placement => "placement field",
            FenField::Side => "side-to-move field",
            FenField::Castling => "castling field",
            FenField::EnPassant => "en-passant field",
            FenField::HalfmoveClock => "half-move clock",
            FenField::FullmoveNumber => "full-move number",
        })
    }
}

/// What is wrong with a FEN field.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FenErrorKind {
    /// The text is empty or only white space.
    #[error("the text is empty")]
    Empty,
    /// Not 6 fields (or 4, without the clocks).
    #[error("{0} fields; expected 6 (or 4 without the clocks)")]
    FieldCount(usize),
    /// Not 8 ranks.
    #[error("{0} ranks; expected 8 separated by '/'")]
    RankCount(usize),
    /// A rank describes more than 10 squares.
    #[error("rank {rank} describes {squares} squares; a rank has 10")]
    RankTooLong {
        /// The rank, 1..8.
        rank: Rank,
        /// How many squares it describes.
        squares: usize,
    },
    /// A rank describes fewer than 10 squares.
    #[error("rank {rank} describes {squares} squares; a rank has 10")]
    RankTooShort {
        /// The rank, 1..8.
        rank: Rank,
        /// How many squares it describes.
        squares: usize,
    },
    /// A run of empty squares written as 0 or with a leading zero.
    #[error("rank {rank} has the empty-square count {}; counts run from 1 to 10", crate::quote(.text))]
    BadEmptyCount {
        /// The rank, 1..8.
        rank: Rank,
        /// The digits as written.
        text: String,
    },
    /// A letter that is no piece.
    #[error("rank {rank} has {}, which is not a piece letter (PNBRACQK pnbracqk)", crate::quote_char(*.letter))]
    UnknownPiece {
        /// The rank, 1..8.
        rank: Rank,
        /// The character found.
        letter: char,
    },
    /// Side to move other than `w` or `b`.
    #[error("{} is not a side; expected w or b", crate::quote(.0))]
    BadSide(String),
    /// A character that is not `-`, `KQkq` or a file letter.
    #[error("{} is not K, Q, k, q or a file letter a..j / A..J", crate::quote_char(*.0))]
    CastlingChar(char),
    /// `-` together with rights.
    #[error("'-' must stand alone")]
    CastlingDash,
    /// The same right named twice (also as `K` and its file letter).
    #[error("the right {} is named twice", crate::quote_char(*.0))]
    CastlingRepeated(char),
    /// Not `-` and not a square.
    #[error("{} is not a square or '-'", crate::quote(.0))]
    EnPassantSquare(String),
    /// Not a non-negative whole number.
    #[error("{} is not a whole number", crate::quote(.0))]
    BadNumber(String),
    /// The full-move number 0.
    #[error("full-move numbers start at 1")]
    FullmoveZero,
    /// Fields not separated by single spaces, or white space before the first. This
    /// library's reader takes any run of white space; Fairy-Stockfish's conventions
    /// (`crc-rules-fairy`) refuse it, because Fairy-Stockfish reads such a FEN as another
    /// position.
    #[error("the fields are not separated by single spaces")]
    Spacing,
}

/// A FEN that cannot be read: the field and the reason.
///
/// ```
/// use crc_rules_core::{FenField, Setup};
/// let err = "rnabqkbcnr/pppppppppp/11/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
///     .parse::<Setup>()
///     .unwrap_err();
/// assert_eq!(err.field, FenField::Placement);
/// assert_eq!(err.to_string(), "invalid FEN placement field: rank 6 describes 11 squares; a rank has 10");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invalid FEN {field}: {kind}")]
pub struct ParseFenError {
    /// The field at fault.
    pub field: FenField,
    /// What is wrong with it.
    pub kind: FenErrorKind,
}

fn fail<T>(field: FenField, kind: FenErrorKind) -> Result<T, ParseFenError> {
    Err(ParseFenError { field, kind })
}

/// How castling rights are written.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum CastlingNotation {
    /// X-FEN: `KQkq` for the outermost rook on a side, its file letter otherwise.
    #[default]
    XFen,
    /// Shredder-FEN: always the rook's file letter (`JAja`).
    Shredder,
}

/// Reads the placement field into a board.
///
/// ```
/// use crc_rules_core::{parse_placement, Color, FenErrorKind, Piece, Role, Square};
/// let board = parse_placement("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR")?;
/// assert_eq!(board.piece_at(Square::H1), Some(Piece::new(Color::White, Role::Chancellor)));
/// let err = parse_placement("10/10/10/10/10/10/10").unwrap_err();
/// assert_eq!(err.kind, FenErrorKind::RankCount(7));
/// # Ok::<(), crc_rules_core::ParseFenError>(())
/// ```
///
/// # Errors
/// A [`ParseFenError`] for the placement field naming the rank and the problem.
pub fn parse_placement(text: &str) -> Result<Board, ParseFenError> {
    let field = FenField::Placement;
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 8 {
        return fail(field, FenErrorKind::RankCount(rows.len()));
    }
    let mut board = Board::empty();
    for (row, rank) in rows.iter().zip(Rank::ALL.iter().rev()) {
        let rank = *rank;
        let mut file = 0usize;
        let mut chars = row.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                let mut digits = String::from(c);
                while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                    digits.push(d);
                    chars.next();
                }
                let count: usize = digits.parse().unwrap_or(usize::MAX);
                if count == 0 || digits.starts_with('0') {
                    return fail(field, FenErrorKind::BadEmptyCount { rank, text: digits });
                }
                file = file.saturating_add(count);
            } else {
                let piece = Piece::from_char(c).ok_or(ParseFenError {
                    field,
                    kind: FenErrorKind::UnknownPiece { rank, letter: c },
                })?;
                if let Some(f) = File::new(file as u32) {
                    board.set(Square::from_coords(f, rank), piece);
                }
                file += 1;
            }
            if file > FILE_COUNT {
                // At least this many; a count too large for usize stays at usize::MAX.
                let pieces_after = chars.filter(|c| !c.is_ascii_digit()).count();
                let squares = file.saturating_add(pieces_after);
                return fail(field, FenErrorKind::RankTooLong { rank, squares });
            }
        }
        if file < FILE_COUNT {
            return fail(
                field,
                FenErrorKind::RankTooShort {
                    rank,
                    squares: file,
                },
            );
        }
    }
    Ok(board)
}

/// Writes the placement field of `board` (rank 8 first, runs of empty squares as 1..10).
///
/// ```
/// use crc_rules_core::{placement_to_string, Board, Color, Piece, Role, Square};
/// let mut board = Board::empty();
/// board.set(Square::F1, Piece::new(Color::White, Role::King));
/// board.set(Square::J7, Piece::new(Color::Black, Role::Chancellor));
/// assert_eq!(placement_to_string(&board), "10/9c/10/10/10/10/10/5K4");
/// ```
pub fn placement_to_string(board: &Board) -> String {
    let mut out = String::with_capacity(90);
    for (i, rank) in Rank::ALL.iter().rev().enumerate() {
        if i > 0 {
            out.push('/');
        }
        let mut empty = 0;
        for file in File::ALL {
            match board.piece_at(Square::from_coords(file, *rank)) {
                Some(piece) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(piece.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
    }
    out
}

/// A board debugs as its placement field, `Board(rnabqkbcnr/…)`. The impl lives beside the
/// writer of that field, so that `board` stays below `fen`, which reads boards.
///
/// ```
/// use crc_rules_core::GOTHIC;
/// let board = GOTHIC.to_setup().board;
/// assert_eq!(
///     format!("{board:?}"),
///     "Board(rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR)"
/// );
/// ```
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", placement_to_string(self))
    }
}

/// Resolves the castling field to the squares of the rooks it names. Only the text is
/// checked here; whether each named king and rook stands where castling needs it is decided
/// once, when a position is built from the setup.
fn parse_castling(text: &str, board: &Board) -> Result<Bitboard, ParseFenError> {
    let field = FenField::Castling;
    if text == "-" {
        return Ok(Bitboard::EMPTY);
    }
    let mut rights = Bitboard::EMPTY;
    let mut seen = Vec::new();
    for c in text.chars() {
        if c == '-' {
            return fail(field, FenErrorKind::CastlingDash);
        }
        if seen.contains(&c) {
            return fail(field, FenErrorKind::CastlingRepeated(c));
        }
        seen.push(c);
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let rook = match c.to_ascii_uppercase() {
            'K' => outermost_rook(board, color, CastlingSide::KingSide),
            'Q' => outermost_rook(board, color, CastlingSide::QueenSide),
            'A'..='J' => match File::from_char(c) {
                Some(file) => Square::from_coords(file, color.back_rank()),
                None => return fail(field, FenErrorKind::CastlingChar(c)),
            },
            _ => return fail(field, FenErrorKind::CastlingChar(c)),
        };
        if rights.contains(rook) {
            return fail(field, FenErrorKind::CastlingRepeated(c));
        }
        rights.insert(rook);
    }
    Ok(rights)
}

/// The square X-FEN's `K` or `Q` names: the outermost rook of `color` on that side of its
/// king on the back rank. Without such a king or rook it is the corner on that side, which
/// then names a right that validation reports (or lenient loading drops).
fn outermost_rook(board: &Board, color: Color, side: CastlingSide) -> Square {
    let rank = color.back_rank();
    let corner = match side {
        CastlingSide::KingSide => File::J,
        CastlingSide::QueenSide => File::A,
    };
    let Some(king) = board.king_of(color).filter(|k| k.rank() == rank) else {
        return Square::from_coords(corner, rank);
    };
    let rooks = board.by_piece(Piece::new(color, Role::Rook)) & Bitboard::from_rank(rank);
    let mut on_side = rooks
        .into_iter()
        .filter(|r| CastlingSide::of_rook(king.file(), r.file()) == Some(side));
    let outermost = match side {
        CastlingSide::KingSide => on_side.last(),
        CastlingSide::QueenSide => on_side.next(),
    };
    outermost.unwrap_or(Square::from_coords(corner, rank))
}

fn parse_number(text: &str, field: FenField) -> Result<u32, ParseFenError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return fail(field, FenErrorKind::BadNumber(text.to_owned()));
    }
    text.parse()
        .or_else(|_| fail(field, FenErrorKind::BadNumber(text.to_owned())))
}

impl Setup {
    /// Reads an X-FEN or Shredder-FEN. The clocks may be left out (they are then `0 1`).
    ///
    /// Only the text is checked. Castling rights may be `-`, `KQkq`, file letters or a mix,
    /// in any order: `K`/`Q` name the outermost rook on that side of the king, a file letter
    /// the square on that file of the back rank. The en-passant field is `-` or a square.
    /// Whether the rights and the en-passant square can be used, and whether the position
    /// can be played at all, is for `crc_rules_movegen::Position::from_setup` to decide.
    ///
    /// ```
    /// use crc_rules_core::{Color, FenField, Setup, Square};
    /// // After 1. e4 from the Capablanca array; the clocks are left out.
    /// let setup =
    ///     Setup::from_fen("rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq e3")?;
    /// assert_eq!((setup.turn, setup.ep_square), (Color::Black, Some(Square::E3)));
    /// assert_eq!((setup.halfmove_clock, setup.fullmove_number), (0, 1));
    /// let err = Setup::from_fen("10/10/10/10/10/10/10/10 x - - 0 1").unwrap_err();
    /// assert_eq!(err.field, FenField::Side);
    /// # Ok::<(), crc_rules_core::ParseFenError>(())
    /// ```
    ///
    /// # Errors
    /// A [`ParseFenError`] naming the field and the reason.
    pub fn from_fen(text: &str) -> Result<Setup, ParseFenError> {
        let fields: Vec<&str> = text.split_ascii_whitespace().collect();
        if fields.is_empty() {
            return fail(FenField::Whole, FenErrorKind::Empty);
        }
        if fields.len() != 6 && fields.len() != 4 {
            return fail(FenField::Whole, FenErrorKind::FieldCount(fields.len()));
        }
        let board = parse_placement(fields[0])?;
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return fail(FenField::Side, FenErrorKind::BadSide(other.to_owned())),
        };
        let castling_rights = parse_castling(fields[2], &board)?;
        let ep_square = match fields[3] {
            "-" => None,
            other => Some(other.parse::<Square>().or_else(|_| {
                fail(
                    FenField::EnPassant,
                    FenErrorKind::EnPassantSquare(other.to_owned()),
                )
            })?),
        };
        let (halfmove_clock, fullmove_number) = if fields.len() == 6 {
            let full = parse_number(fields[5], FenField::FullmoveNumber)?;
            if full == 0 {
                return fail(FenField::FullmoveNumber, FenErrorKind::FullmoveZero);
            }
            (parse_number(fields[4], FenField::HalfmoveClock)?, full)
        } else {
            (0, 1)
        };
        Ok(Setup {
            board,
            turn,
            castling_rights,
            ep_square,
            halfmove_clock,
            fullmove_number,
        })
    }

    /// Writes the castling field in `notation`: White's rights first, each colour's king side
    /// before its queen side; `-` when there is none.
    ///
    /// ```
    /// use crc_rules_core::{CastlingNotation, Setup};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w Kq - 0 1"
    ///     .parse()?;
    /// assert_eq!(setup.castling_to_string(CastlingNotation::XFen), "Kq");
    /// assert_eq!(setup.castling_to_string(CastlingNotation::Shredder), "Ja");
    /// # Ok::<(), crc_rules_core::ParseFenError>(())
    /// ```
    pub fn castling_to_string(&self, notation: CastlingNotation) -> String {
        let mut out = String::new();
        for color in Color::ALL {
            let rooks = self.castling_rooks(color);
            let king = self.back_rank_king(color);
            let own_rooks = self.board.by_piece(Piece::new(color, Role::Rook))
                & Bitboard::from_rank(color.back_rank());
            let mut ordered: Vec<Square> = rooks.into_iter().collect();
            // King side (higher files) first, then queen side.
            ordered.reverse();
            for rook in ordered {
                let side = king.and_then(|k| CastlingSide::of_rook(k.file(), rook.file()));
                let outermost = match side {
                    Some(CastlingSide::KingSide) => own_rooks.last() == Some(rook),
                    Some(CastlingSide::QueenSide) => own_rooks.first() == Some(rook),
                    None => false,
                };
                let letter = match (notation, side, outermost) {
                    (CastlingNotation::XFen, Some(CastlingSide::KingSide), true) => 'K',
                    (CastlingNotation::XFen, Some(CastlingSide::QueenSide), true) => 'Q',
                    _ => rook.file().char().to_ascii_uppercase(),
                };
                out.push(match color {
                    Color::White => letter,
                    Color::Black => letter.to_ascii_lowercase(),
                });
            }
        }
        if out.is_empty() {
            out.push('-');
        }
        out
    }

    /// Writes the setup as FEN with castling in `notation`, en passant as stored.
    ///
    /// ```
    /// use crc_rules_core::{CastlingNotation, Setup};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    ///     .parse()?;
    /// assert_eq!(
    ///     setup.to_fen_with(CastlingNotation::Shredder),
    ///     "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1"
    /// );
    /// # Ok::<(), crc_rules_core::ParseFenError>(())
    /// ```
    pub fn to_fen_with(&self, notation: CastlingNotation) -> String {
        format!(
            "{} {} {} {} {} {}",
            placement_to_string(&self.board),
            self.turn.char(),
            self.castling_to_string(notation),
            self.ep_square
                .map_or_else(|| "-".to_owned(), |sq| sq.to_string()),
            self.halfmove_clock,
            self.fullmove_number
        )
    }

    /// Writes the setup as X-FEN.
    ///
    /// ```
    /// use crc_rules_core::Setup;
    /// let fen = "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w BHbh - 0 1";
    /// let setup = Setup::from_fen(fen).unwrap();
    /// assert_eq!(setup.to_fen(), "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1");
    /// ```
    pub fn to_fen(&self) -> String {
        self.to_fen_with(CastlingNotation::XFen)
    }

    /// Writes the setup as Shredder-FEN (castling as file letters).
    ///
    /// ```
    /// use crc_rules_core::Arrangement;
    /// // Number 1 has its rooks on h1 and j1, either side of the king on i1.
    /// let setup = Arrangement::from_number(1)?.to_setup();
    /// assert_eq!(
    ///     setup.to_shredder_fen(),
    ///     "aqbbcnnrkr/pppppppppp/10/10/10/10/PPPPPPPPPP/AQBBCNNRKR w JHjh - 0 1"
    /// );
    /// # Ok::<(), crc_rules_core::SetupNumberError>(())
    /// ```
    pub fn to_shredder_fen(&self) -> String {
        self.to_fen_with(CastlingNotation::Shredder)
    }
}

impl FromStr for Setup {
    type Err = ParseFenError;

    fn from_str(text: &str) -> Result<Setup, ParseFenError> {
        Setup::from_fen(text)
    }
}

impl fmt::Display for Setup {
    /// The X-FEN of the setup.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}
