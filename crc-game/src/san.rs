//! Standard Algebraic Notation for CRC: `Nf3`, `Cxe5`, `b8=C`, `O-O`, `Abd7+`, `Qa6b5#`.

use crc_core::{Bitboard, CastlingSide, File, Rank, Role, Square};
use crc_movegen::{Move, MoveKind, Position};
use thiserror::Error;

/// SAN that names no single legal move.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SanError {
    /// The text is not SAN.
    #[error("{0:?} is not a move in SAN (such as Nf3, exd5, b8=C, O-O)")]
    Syntax(String),
    /// No legal move matches.
    #[error("illegal move {text}: {reason}")]
    Illegal {
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        reason: String,
    },
    /// More than one legal move matches.
    #[error("ambiguous move {text}: it could be {}", .candidates.join(" or "))]
    Ambiguous {
        /// The move as written.
        text: String,
        /// The SAN of every legal move it could mean.
        candidates: Vec<String>,
    },
}

/// The SAN of `mv`, a legal move in `position`, with `+` or `#` when it checks or mates.
///
/// Disambiguation follows chess: among the *legal* moves of other pieces of the same role to
/// the same square, the origin file if it is unique, else the rank, else the square.
///
/// ```
/// use crc_movegen::Position;
/// use crc_game::san;
/// let pos = Position::from_fen("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1").unwrap();
/// let mv = pos.parse_uci("b7b8c").unwrap();
/// assert_eq!(san(&pos, mv), "b8=C+");
/// ```
pub fn san(position: &Position, mv: Move) -> String {
    let mut text = san_without_suffix(position, mv);
    let mut after = *position;
    after.play_unchecked(mv);
    if after.is_check() {
        text.push(if after.legal_moves().is_empty() {
            '#'
        } else {
            '+'
        });
    }
    text
}

/// The SAN of `mv` without the check suffix.
pub fn san_without_suffix(position: &Position, mv: Move) -> String {
    let board = position.board();
    if mv.is_castle() {
        let side = mv.castling_side().unwrap_or(CastlingSide::KingSide);
        return side.san().to_owned();
    }
    let role = board.piece_at(mv.from()).map_or(Role::Pawn, |p| p.role);
    let capture = mv.kind() == MoveKind::EnPassant || board.piece_at(mv.to()).is_some();
    let mut text = String::with_capacity(8);
    if role == Role::Pawn {
        if capture {
            text.push(mv.from().file().char());
            text.push('x');
        }
        text.push_str(&mv.to().to_string());
        if let Some(promoted) = mv.promotion() {
            text.push('=');
            text.push(promoted.upper_char());
        }
        return text;
    }
    text.push(role.upper_char());
    if role != Role::King {
        let rivals: Vec<Square> = position
            .legal_moves()
            .iter()
            .filter(|m| {
                m.to() == mv.to()
                    && m.from() != mv.from()
                    && !m.is_castle()
                    && board.piece_at(m.from()).map(|p| p.role) == Some(role)
            })
            .map(|m| m.from())
            .collect();
        if !rivals.is_empty() {
            let file_unique = rivals.iter().all(|s| s.file() != mv.from().file());
            let rank_unique = rivals.iter().all(|s| s.rank() != mv.from().rank());
            if file_unique {
                text.push(mv.from().file().char());
            } else if rank_unique {
                text.push(mv.from().rank().char());
            } else {
                text.push_str(&mv.from().to_string());
            }
        }
    }
    if capture {
        text.push('x');
    }
    text.push_str(&mv.to().to_string());
    text
}

/// The parts of a SAN move.
struct SanParts {
    role: Role,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Square,
    promotion: Option<Role>,
}

fn parse_parts(core: &str) -> Option<SanParts> {
    let chars: Vec<char> = core.chars().collect();
    let (role, rest) = match chars.first()? {
        c if c.is_ascii_uppercase() => (
            Role::from_char(*c).filter(|r| *r != Role::Pawn)?,
            &chars[1..],
        ),
        _ => (Role::Pawn, &chars[..]),
    };
    // Promotion suffix: "=C" or a bare "C" after the destination.
    let (rest, promotion) = match rest {
        [body @ .., '=', p] | [body @ .., p] if p.is_ascii_uppercase() => (
            body,
            Some(Role::from_char(*p).filter(|r| Role::PROMOTIONS.contains(r))?),
        ),
        _ => (rest, None),
    };
    if rest.len() < 2 {
        return None;
    }
    let (head, dest) = rest.split_at(rest.len() - 2);
    let to = Square::from_coords(
        File::from_char(dest[0]).filter(|_| dest[0].is_ascii_lowercase())?,
        Rank::from_char(dest[1])?,
    );
    let head: Vec<char> = head.iter().copied().filter(|&c| c != 'x').collect();
    let (mut from_file, mut from_rank) = (None, None);
    match head.as_slice() {
        [] => {}
        [f] if f.is_ascii_lowercase() => from_file = Some(File::from_char(*f)?),
        [r] => from_rank = Some(Rank::from_char(*r)?),
        [f, r] if f.is_ascii_lowercase() => {
            from_file = Some(File::from_char(*f)?);
            from_rank = Some(Rank::from_char(*r)?);
        }
        _ => return None,
    }
    Some(SanParts {
        role,
        from_file,
        from_rank,
        to,
        promotion,
    })
}

/// Reads SAN in `position` and returns the legal move it names.
///
/// Lenient in what it accepts: a missing or extra `+`, `#` or `x`, annotations `!` and `?`,
/// `0-0` for `O-O`, promotion with or without `=`.
///
/// # Errors
/// [`SanError::Syntax`] for text that is not SAN, [`SanError::Illegal`] with a reason when no
/// legal move matches, [`SanError::Ambiguous`] listing the candidates when several do.
///
/// ```
/// use crc_movegen::Position;
/// use crc_game::{parse_san, SanError};
/// let pos = Position::from_fen("4k5/10/10/10/10/10/2N3N3/4K5 w - - 0 1").unwrap();
/// assert_eq!(parse_san(&pos, "Nge3").unwrap().to_string(), "g2e3");
/// match parse_san(&pos, "Ne3") {
///     Err(SanError::Ambiguous { candidates, .. }) => assert_eq!(candidates, ["Nce3", "Nge3"]),
///     other => panic!("{other:?}"),
/// }
/// ```
pub fn parse_san(position: &Position, text: &str) -> Result<Move, SanError> {
    let core = text.trim_end_matches(['+', '#', '!', '?']);
    let illegal = |reason: String| SanError::Illegal {
        text: text.to_owned(),
        reason,
    };
    let side = match core {
        "O-O" | "0-0" => Some(CastlingSide::KingSide),
        "O-O-O" | "0-0-0" => Some(CastlingSide::QueenSide),
        _ => None,
    };
    if let Some(side) = side {
        return position
            .legal_moves()
            .into_iter()
            .find(|m| {
                m.is_castle()
                    && (m.to().file() > m.from().file()) == (side == CastlingSide::KingSide)
            })
            .ok_or_else(|| illegal(position.explain_no_castling(side).to_string()));
    }
    let parts = parse_parts(core).ok_or_else(|| SanError::Syntax(text.to_owned()))?;
    let board = position.board();
    let matches = |m: &Move| {
        !m.is_castle()
            && m.to() == parts.to
            && board.piece_at(m.from()).map(|p| p.role) == Some(parts.role)
            && parts.from_file.is_none_or(|f| m.from().file() == f)
            && parts.from_rank.is_none_or(|r| m.from().rank() == r)
            // A pawn move without an origin file is a push along the destination's file.
            && (parts.role != Role::Pawn || parts.from_file.is_some() || m.from().file() == parts.to.file())
    };
    let candidates: Vec<Move> = position.legal_moves().into_iter().filter(matches).collect();
    let promoting: Vec<Move> = candidates
        .iter()
        .copied()
        .filter(|m| m.promotion() == parts.promotion)
        .collect();
    match promoting.as_slice() {
        [mv] => Ok(*mv),
        [] if !candidates.is_empty() => Err(illegal(match parts.promotion {
            None => "a pawn reaching the last rank must promote (=Q, =C, =A, =R, =B or =N)".into(),
            Some(_) => "only a pawn reaching the last rank promotes".into(),
        })),
        [] => {
            let origins = board.by_piece(crc_core::Piece::new(position.turn(), parts.role))
                & file_rank_filter(parts.from_file, parts.from_rank);
            Err(illegal(
                position
                    .explain_no_move(parts.role, origins, parts.to)
                    .to_string(),
            ))
        }
        many => Err(SanError::Ambiguous {
            text: text.to_owned(),
            candidates: many
                .iter()
                .map(|m| san_without_suffix(position, *m))
                .collect(),
        }),
    }
}

fn file_rank_filter(file: Option<File>, rank: Option<Rank>) -> Bitboard {
    file.map_or(Bitboard::FULL, Bitboard::from_file)
        & rank.map_or(Bitboard::FULL, Bitboard::from_rank)
}
