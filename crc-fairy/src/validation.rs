//! Fairy-Stockfish's `validate_fen`: its own check of a FEN's text, code for code, on a
//! board of letters, not the rules (a FEN it accepts may still describe a position that no
//! game reaches, which [`crate::Replay::load`] refuses).

use crate::variants::{chess960_mode, UnknownVariantError};

/// [`validate_fen`]: the FEN is valid.
pub const FEN_OK: i32 = 1;
/// [`validate_fen`]: the text is empty.
pub const FEN_EMPTY: i32 = 0;
/// [`validate_fen`]: the full-move number is wrong.
pub const FEN_INVALID_MOVE_COUNTER: i32 = -1;
/// [`validate_fen`]: the half-move clock is wrong.
pub const FEN_INVALID_HALF_MOVE_COUNTER: i32 = -2;
/// [`validate_fen`]: a side has no king or too many.
pub const FEN_INVALID_NUMBER_OF_KINGS: i32 = -3;
/// [`validate_fen`]: the en-passant square is wrong.
pub const FEN_INVALID_EN_PASSANT_SQ: i32 = -4;
/// [`validate_fen`]: the castling rights are wrong.
pub const FEN_INVALID_CASTLING_INFO: i32 = -5;
/// [`validate_fen`]: the side to move is neither `w` nor `b`.
pub const FEN_INVALID_SIDE_TO_MOVE: i32 = -6;
/// [`validate_fen`]: the placement does not fill the board, or the position is not playable.
pub const FEN_INVALID_BOARD_GEOMETRY: i32 = -8;
/// [`validate_fen`]: the kings stand side by side.
pub const FEN_TOUCHING_KINGS: i32 = -9;
/// [`validate_fen`]: a character that names no piece.
pub const FEN_INVALID_CHAR: i32 = -10;
/// [`validate_fen`]: too many fields.
pub const FEN_INVALID_NB_PARTS: i32 = -11;
/// [`validate_fen`]: a promoted-piece mark where none can be. Never returned here:
/// Fairy-Stockfish takes a `~` after any letter of these variants (and passes over one
/// elsewhere), and so does [`fen_code`].
pub const FEN_INVALID_PROMOTED_PIECE: i32 = -12;

/// Fairy-Stockfish's `validate_fen` for `variant`: [`FEN_OK`], or the code of the first
/// field at fault ([`FEN_EMPTY`] for an empty text), code for code (see [`fen_code`]).
///
/// # Errors
/// [`UnknownVariantError`] for a variant other than `capablanca` and `caparandom`.
pub fn validate_fen(fen: &str, variant: &str, chess960: bool) -> Result<i32, UnknownVariantError> {
    Ok(fen_code(fen, chess960_mode(variant, chess960)?))
}

const FILES: usize = 10;
const RANKS: usize = 8;

/// A board of the letters a FEN's first field puts on each square (rank 1 first), as
/// Fairy-Stockfish fills it in to check the other fields against it.
struct Letters([u8; FILES * RANKS]);

impl Letters {
    /// The letter at `index` (`rank * 10 + file`), or None past the board: Fairy-Stockfish
    /// reads memory there that is not its board.
    fn at(&self, index: usize) -> Option<u8> {
        self.0.get(index).copied()
    }

    /// The square (rank, file) of the first `letter` from a1 on, or (-1, -1).
    fn find(&self, letter: u8) -> (i32, i32) {
        self.0
            .iter()
            .position(|&c| c == letter)
            .map_or((-1, -1), |i| ((i / FILES) as i32, (i % FILES) as i32))
    }

    /// Reads the first field as Fairy-Stockfish does: a run of digits counts as one number
    /// (`10`), every rank but the last must fill ten files, `*` takes a square and `~`
    /// none. None for a bad shape.
    fn read(field: &str) -> Option<Letters> {
        let mut letters = Letters([b' '; FILES * RANKS]);
        let (mut rank, mut file) = (0usize, 0usize);
        let mut previous = b'?';
        for c in field.bytes() {
            if c.is_ascii_digit() {
                file += usize::from(c - b'0');
                if previous.is_ascii_digit() {
                    file += 9 * usize::from(previous - b'0');
                }
            } else if c == b'/' {
                rank += 1;
                if file != FILES {
                    return None;
                }
                if rank == RANKS {
                    break;
                }
                file = 0;
            } else if c != b'~' {
                if file == FILES {
                    return None;
                }
                // Past the tenth file (digits can carry it there) Fairy-Stockfish writes
                // into the next rank's squares, or past its board, which changes nothing.
                let index = (RANKS - 1 - rank) * FILES + file;
                if let Some(square) = letters.0.get_mut(index) {
                    *square = c;
                }
                file += 1;
            }
            previous = c;
        }
        (rank + 1 == RANKS).then_some(letters)
    }
}

/// Whether a clock field passes Fairy-Stockfish's check: `-`, or digits only.
fn is_counter(field: &str) -> bool {
    field == "-" || field.bytes().all(|c| c.is_ascii_digit())
}

/// Fairy-Stockfish's own check of a FEN's text, code for code, in 960 mode when `chess960`
/// (which skips the check of the king's and rooks' start squares): it reads the fields in
/// Fairy-Stockfish's order with Fairy-Stockfish's leniencies, on a board of letters. The
/// checks: the characters and the shape of the board, one king a side and not touching, the
/// side `w` or `b`, castling rights that have their king on the back rank and a rook between
/// it and that edge (outside 960 mode the king on f1/f8 and the rook on a1/j1, a8/j8 as
/// well), an en-passant field of a letter and a digit, clocks of digits or `-`. It does not
/// apply the rules: [`FEN_OK`] does not promise a position a game can reach (the side not to
/// move may be in check, a pawn may stand on rank 1), which [`Replay::load`](crate::Replay::load) refuses.
///
/// ```
/// use crc_rules_fairy::{fen_code, FEN_OK, FEN_INVALID_SIDE_TO_MOVE};
/// let gothic = "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR";
/// assert_eq!(fen_code(&format!("{gothic} w JAja - 0 1"), true), FEN_OK);
/// assert_eq!(fen_code(&format!("{gothic} x JAja - 0 1"), true), FEN_INVALID_SIDE_TO_MOVE);
/// ```
pub fn fen_code(fen: &str, chess960: bool) -> i32 {
    if fen.is_empty() {
        return FEN_EMPTY;
    }
    // Fields between single spaces, as C++'s getline splits them (no last empty field).
    let mut parts: Vec<&str> = fen.split(' ').collect();
    if parts.last() == Some(&"") {
        parts.pop();
    }
    if parts.len() > 6 {
        return FEN_INVALID_NB_PARTS;
    }
    let placement = parts[0];
    let known = |c: u8| c.is_ascii_digit() || b"PNBRQACKpnbrqack/*~".contains(&c);
    if !placement.bytes().all(known) {
        return FEN_INVALID_CHAR;
    }
    let Some(board) = Letters::read(placement) else {
        return FEN_INVALID_BOARD_GEOMETRY;
    };
    let count = |letter: u8| placement.bytes().filter(|&c| c == letter).count();
    if count(b'K') != 1 || count(b'k') != 1 {
        return FEN_INVALID_NUMBER_OF_KINGS;
    }
    let kings = [board.find(b'K'), board.find(b'k')];
    let (dr, df) = (kings[0].0 - kings[1].0, kings[0].1 - kings[1].1);
    if dr * dr + df * df <= 2 {
        return FEN_TOUCHING_KINGS;
    }
    let first = |i: usize| parts.get(i).map(|p| p.bytes().next());
    if matches!(first(1), Some(c) if c != Some(b'w') && c != Some(b'b')) {
        return FEN_INVALID_SIDE_TO_MOVE;
    }
    // Four or five fields with a number third: the castling and en-passant fields are left
    // out.
    let skip =
        (4..=5).contains(&parts.len()) && matches!(first(2), Some(Some(c)) if c.is_ascii_digit());
    if parts.len() >= 3 && !skip && !castling_ok(parts[2], &board, kings, chess960) {
        return FEN_INVALID_CASTLING_INFO;
    }
    if parts.len() >= 4 && !skip {
        let ep = parts[3].as_bytes();
        let square = ep.len() == 2 && ep[0].is_ascii_alphabetic() && ep[1].is_ascii_digit();
        if ep != b"-" && !square {
            return FEN_INVALID_EN_PASSANT_SQ;
        }
    }
    let between = if skip { 0 } else { 2 };
    let n = parts.len();
    if n >= 3 + between && !is_counter(parts[n - 2]) {
        return FEN_INVALID_HALF_MOVE_COUNTER;
    }
    if n >= 4 + between && !is_counter(parts[n - 1]) {
        return FEN_INVALID_MOVE_COUNTER;
    }
    FEN_OK
}

/// Fairy-Stockfish's check of the castling field: letters only; for `K`/`Q` (`k`/`q`) the
/// king on its back rank and an own rook between it and that edge; for a file letter some
/// piece on that file of the back rank; outside 960 mode also the king on f1 (f8) and the
/// rook of `K` or `Q` on j1 or a1 (j8, a8). `kings` are the kings' (rank, file).
fn castling_ok(field: &str, board: &Letters, kings: [(i32, i32); 2], chess960: bool) -> bool {
    if !field.bytes().all(|c| c == b'-' || c.is_ascii_alphabetic()) {
        return false;
    }
    let flags = |upper: bool| {
        field
            .bytes()
            .filter(move |&c| c != b'-' && c.is_ascii_uppercase() == upper)
            .map(|c| c.to_ascii_lowercase())
    };
    for (color, king) in kings.into_iter().enumerate() {
        let (rank, rook) = if color == 0 { (0, b'R') } else { (7, b'r') };
        let row = rank as usize * FILES;
        for flag in flags(color == 0) {
            if flag == b'k' || flag == b'q' {
                if king.0 != rank {
                    return false;
                }
                let files: Vec<usize> = if flag == b'k' {
                    (king.1 as usize + 1..FILES).collect()
                } else {
                    (0..king.1 as usize).collect()
                };
                if !files.into_iter().any(|f| board.at(row + f) == Some(rook)) {
                    return false;
                }
            } else if board
                .at(row + usize::from(flag - b'a'))
                .is_none_or(|c| c == b' ')
            {
                // Past the board (Black's letters after j) Fairy-Stockfish reads memory
                // that is not its board; this module answers that the file is empty.
                return false;
            }
        }
    }
    if chess960 {
        return true;
    }
    kings.into_iter().enumerate().all(|(color, king)| {
        let (rank, rook) = if color == 0 { (0, b'R') } else { (7, b'r') };
        let row = rank as usize * FILES;
        let mut own = flags(color == 0).peekable();
        if own.peek().is_none() {
            return true;
        }
        king == (rank, 5)
            && own.all(|flag| match flag {
                b'q' => board.at(row) == Some(rook),
                b'k' => board.at(row + FILES - 1) == Some(rook),
                _ => true,
            })
    })
}
