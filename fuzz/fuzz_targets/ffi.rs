//! The C entry points driven by arbitrary bytes: NULL or live handles, NULL or real
//! out-pointers, buffers of any length, text with any bytes. No call may panic (CRC_PANIC),
//! a failed call must leave its handle's FEN and its out-parameters as they were.
#![no_main]

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use crc::*;
use libfuzzer_sys::fuzz_target;

struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        let (first, rest) = self.0.split_first().unwrap_or((&0, &[]));
        self.0 = rest;
        *first
    }
    fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()])
    }
    /// A NUL-terminated string of up to 63 arbitrary bytes.
    fn text(&mut self) -> Vec<u8> {
        let len = usize::from(self.byte() % 64).min(self.0.len());
        let (text, rest) = self.0.split_at(len);
        self.0 = rest;
        let mut out = text.to_vec();
        out.push(0);
        out
    }
}

/// A move from the fuzzer's bytes, its squares any byte (most of them off the board).
fn raw_move(bytes: &mut Bytes) -> crc_move {
    crc_move {
        from: bytes.byte(),
        to: bytes.byte(),
        promotion: bytes.byte() % 10,
        kind: bytes.byte() % 5,
    }
}

/// A move from the fuzzer's bytes; mostly well formed, so that some are legal.
fn fuzzed_move(bytes: &mut Bytes) -> crc_move {
    let mv = raw_move(bytes);
    crc_move {
        from: mv.from % 82,
        to: mv.to % 82,
        ..mv
    }
}

/// A list call given a buffer of `len` moves filled with a marker (NULL when `len` is 0),
/// its capacity and a count: it writes the count only when it succeeds or reports the size
/// it needs, and the entries only when it succeeds.
fn check_list(
    len: usize,
    list: impl FnOnce(*mut crc_move, usize, &mut usize) -> crc_status,
) -> crc_status {
    let marker = crc_move {
        from: 1,
        to: 1,
        promotion: 0,
        kind: 0,
    };
    let mut moves = vec![marker; len];
    let ptr = if len == 0 {
        null_mut()
    } else {
        moves.as_mut_ptr()
    };
    let mut count = usize::MAX;
    let status = list(ptr, len, &mut count);
    let written = moves.iter().any(|m| m.from != 1 || m.to != 1);
    match status {
        crc_status::CRC_OK => assert!(count <= moves.len()),
        crc_status::CRC_BUFFER_TOO_SMALL => assert!(count > moves.len() && !written),
        _ => assert!(count == usize::MAX && !written),
    }
    status
}

/// A call given an out-parameter that holds `marker`: when it fails, it must leave it so.
fn kept_on_failure<T: Copy + PartialEq>(
    marker: T,
    call: impl FnOnce(&mut T) -> crc_status,
) -> crc_status {
    let mut out = marker;
    let status = call(&mut out);
    assert!(status == crc_status::CRC_OK || out == marker);
    status
}

/// A call given an out-parameter that holds `marker`: it must write it (as `written` sees)
/// exactly when it succeeds.
fn written_on_success<T>(
    marker: T,
    written: impl FnOnce(&T) -> bool,
    call: impl FnOnce(&mut T) -> crc_status,
) -> crc_status {
    let mut out = marker;
    let status = call(&mut out);
    assert_eq!(status == crc_status::CRC_OK, written(&out));
    status
}

/// A call that makes a handle: it must give one exactly when it succeeds. `check` sees the
/// handle it gave; then `free` frees it.
unsafe fn check_new<T>(
    make: impl FnOnce(*mut *mut T) -> crc_status,
    check: impl FnOnce(*mut T),
    free: unsafe extern "C" fn(*mut T),
) -> crc_status {
    let mut fresh: *mut T = null_mut();
    let status = make(&mut fresh);
    assert_eq!(status == crc_status::CRC_OK, !fresh.is_null());
    if status == crc_status::CRC_OK {
        check(fresh);
    }
    // SAFETY: `fresh` is NULL or the live handle `make` gave, used no more.
    unsafe { free(fresh) };
    status
}

/// The FEN that `fen` (`crc_position_fen` or `crc_game_fen`) writes of `handle`.
unsafe fn fen_of<T>(
    handle: *const T,
    fen: unsafe extern "C" fn(*const T, *mut c_char, usize, *mut usize) -> crc_status,
) -> Vec<u8> {
    let mut buf = vec![0u8; 256];
    let mut written = 0usize;
    // SAFETY: `handle` is NULL or live, and the buffer holds `buf.len()` bytes.
    let status = unsafe { fen(handle, buf.as_mut_ptr().cast(), buf.len(), &mut written) };
    assert_ne!(status, crc_status::CRC_PANIC);
    buf.truncate(written);
    buf
}

/// A move out-parameter before a call writes it.
const UNWRITTEN_MOVE: crc_move = crc_move {
    from: 200,
    to: 200,
    promotion: 200,
    kind: 200,
};

unsafe fn fen_of_position(position: *const crc_position) -> Vec<u8> {
    unsafe { fen_of(position, crc_position_fen) }
}

unsafe fn fen_of_game(game: *const crc_game) -> Vec<u8> {
    unsafe { fen_of(game, crc_game_fen) }
}

/// A game's comments and NAGs at each ply and one past its last move: no call panics, the
/// NAGs fit 255, and past the last move is out of range.
unsafe fn notes_of(game: *mut crc_game) {
    unsafe {
        let mut moves = 0usize;
        assert_eq!(crc_game_move_count(game, &mut moves), crc_status::CRC_OK);
        for ply in 0..=moves + 1 {
            let mut buf = [0 as c_char; 64];
            let mut written = 0;
            let comment = crc_game_comment(game, ply, buf.as_mut_ptr(), buf.len(), &mut written);
            let mut nags = [0u8; 255];
            let mut count = 0;
            let nags = crc_game_nags(game, ply, nags.as_mut_ptr(), nags.len(), &mut count);
            for status in [comment, nags] {
                assert_ne!(status, crc_status::CRC_PANIC);
            }
            let past = ply > moves;
            assert_eq!(nags == crc_status::CRC_OUT_OF_RANGE, past);
            assert!(past || nags == crc_status::CRC_OK);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let mut position: *mut crc_position = null_mut();
    let mut game: *mut crc_game = null_mut();
    // SAFETY: every pointer passed is NULL, a live handle, or a live local of the right size.
    unsafe {
        assert_eq!(crc_position_new(25933, &mut position), crc_status::CRC_OK);
        assert_eq!(crc_game_new(25933, &mut game), crc_status::CRC_OK);
        // The FEN before each make the position's undo stack holds, the latest last.
        let mut made: Vec<Vec<u8>> = Vec::new();
        for _ in 0..32 {
            if bytes.0.is_empty() {
                break;
            }
            let flags = bytes.byte();
            let op = bytes.byte();
            let use_null = flags & 0x80 != 0;
            let pos_arg: *mut crc_position = if use_null { null_mut() } else { position };
            let game_arg: *mut crc_game = if use_null { null_mut() } else { game };
            let len = usize::from(bytes.byte());
            let mut buf = vec![0x55u8; len];
            let buf_ptr: *mut c_char = if len == 0 && flags & 0x40 != 0 {
                null_mut()
            } else {
                buf.as_mut_ptr().cast()
            };
            let mut written = usize::MAX;
            let text = bytes.text();
            let text_ptr: *const c_char = if flags & 0x20 != 0 {
                null()
            } else {
                text.as_ptr().cast()
            };
            let fen_before_position = fen_of_position(position);
            let fen_before_game = fen_of_game(game);
            let status = match op % 51 {
                0 => crc_setup_arrangement(bytes.u32(), buf_ptr, len, &mut written),
                1 => crc_setup_fen(bytes.u32(), buf_ptr, len, &mut written),
                2 => kept_on_failure(7u32, |number| crc_setup_number(text_ptr, number)),
                3 => check_new(
                    |fresh| crc_position_from_fen(text_ptr, fresh),
                    |_| {},
                    crc_position_free,
                ),
                4 | 5 => {
                    // Playing for good leaves nothing to take back.
                    let status = if op % 51 == 4 {
                        crc_position_play_text(pos_arg, text_ptr)
                    } else {
                        crc_position_play(pos_arg, raw_move(&mut bytes))
                    };
                    if status == crc_status::CRC_OK {
                        made.clear();
                    }
                    status
                }
                6 => crc_game_play_text(game_arg, text_ptr),
                7 => crc_game_play(game_arg, raw_move(&mut bytes)),
                // One op for both, so that the committed corpus keeps its meaning.
                8 if flags & 0x10 != 0 => crc_game_reopen(game_arg),
                8 => crc_game_undo(game_arg),
                9 if flags & 0x10 != 0 => {
                    let ply = usize::from(bytes.byte());
                    crc_game_comment(game_arg, ply, buf_ptr, len, &mut written)
                }
                9 => crc_game_pgn(game_arg, buf_ptr, len, &mut written),
                10 => crc_position_legal_moves_text(pos_arg, buf_ptr, len, &mut written),
                11 => check_list(len, |moves, len, count| {
                    crc_game_legal_moves(game_arg, moves, len, count)
                }),
                12 => check_new(
                    |fresh| crc_game_from_pgn(text_ptr, fresh),
                    |fresh| notes_of(fresh),
                    crc_game_free,
                ),
                13 => crc_game_resign(game_arg, bytes.byte() % 3),
                14 => crc_game_claim_draw(game_arg),
                15 => check_new(
                    |fresh| crc_position_from_fen_lenient(text_ptr, fresh),
                    |_| {},
                    crc_position_free,
                ),
                16 => check_new(
                    |fresh| crc_game_from_fen_lenient(text_ptr, fresh),
                    |_| {},
                    crc_game_free,
                ),
                17 => crc_last_error(buf_ptr, len, &mut written),
                18 => check_list(len, |moves, len, count| {
                    crc_game_move_stack(game_arg, moves, len, count)
                }),
                19 => crc_game_start_fen(game_arg, buf_ptr, len, &mut written),
                20 => kept_on_failure(7u32, |number| crc_game_start_number(game_arg, number)),
                21 => check_new(
                    |fresh| crc_game_new_copy(game_arg, fresh),
                    |fresh| assert_eq!(fen_of_game(fresh), fen_of_game(game)),
                    crc_game_free,
                ),
                22 | 23 => {
                    let mut board = [crc_piece { color: 9, role: 9 }; CRC_SQUARE_COUNT];
                    let out = if flags & 0x10 != 0 {
                        null_mut()
                    } else {
                        board.as_mut_ptr()
                    };
                    let s = if op % 51 == 22 {
                        crc_game_board(game_arg, out)
                    } else {
                        crc_position_board(pos_arg, out)
                    };
                    let untouched = board.iter().all(|p| p.role == 9);
                    assert_eq!(s != crc_status::CRC_OK, untouched);
                    s
                }
                24 | 25 => {
                    let square = bytes.byte();
                    check_list(len, |moves, len, count| {
                        if op % 51 == 24 {
                            crc_game_legal_moves_from(game_arg, square, moves, len, count)
                        } else {
                            crc_position_legal_moves_from(pos_arg, square, moves, len, count)
                        }
                    })
                }
                26 | 27 => {
                    let (from, to, promotion) = (bytes.byte(), bytes.byte(), bytes.byte() % 10);
                    written_on_success(
                        UNWRITTEN_MOVE,
                        |mv| mv.from != 200,
                        |mv| {
                            if op % 51 == 26 {
                                crc_game_move_from_to(game_arg, from, to, promotion, mv)
                            } else {
                                crc_position_move_from_to(pos_arg, from, to, promotion, mv)
                            }
                        },
                    )
                }
                28 => {
                    let mv = raw_move(&mut bytes);
                    let castling = crc_castling {
                        king_from: 200,
                        king_to: 200,
                        rook_from: 200,
                        rook_to: 200,
                    };
                    written_on_success(
                        castling,
                        |castling| castling.king_to != 200,
                        |castling| crc_move_castling_squares(mv, castling),
                    )
                }
                29 => {
                    let text = crc_reason_text(bytes.byte());
                    assert!(!text.is_null());
                    crc_game_result(game_arg, buf_ptr, len, &mut written)
                }
                30 => {
                    let value = bytes.text();
                    crc_game_set_tag(game_arg, text_ptr, value.as_ptr().cast())
                }
                31 => crc_game_tag(game_arg, text_ptr, buf_ptr, len, &mut written),
                32 => {
                    let mut reader: *mut crc_pgn_reader = null_mut();
                    let s = crc_pgn_reader_new(text_ptr, &mut reader);
                    assert_eq!(s == crc_status::CRC_OK, !reader.is_null());
                    for _ in 0..4 {
                        let mut read: *mut crc_game = null_mut();
                        let next = crc_pgn_reader_next(reader, &mut read);
                        assert_ne!(next, crc_status::CRC_PANIC);
                        assert_eq!(next == crc_status::CRC_OK, !read.is_null());
                        crc_game_free(read);
                        if next == crc_status::CRC_END || reader.is_null() {
                            break;
                        }
                    }
                    crc_pgn_reader_free(reader);
                    s
                }
                33 => written_on_success(
                    UNWRITTEN_MOVE,
                    |mv| mv.from != 200,
                    |mv| crc_position_parse_move(pos_arg, text_ptr, mv),
                ),
                34 => written_on_success(
                    crc_outcome {
                        result: 9,
                        reason: 9,
                    },
                    |outcome| outcome.result != 9,
                    |outcome| crc_game_outcome(game_arg, outcome),
                ),
                35 => {
                    let mut fresh: *mut crc_position = null_mut();
                    assert_eq!(crc_position_new(1, &mut fresh), crc_status::CRC_OK);
                    let s = crc_position_copy_into(fresh, pos_arg);
                    if s == crc_status::CRC_OK {
                        assert_eq!(fen_of_position(fresh), fen_of_position(position));
                    }
                    assert_eq!(crc_position_copy_into(fresh, fresh), crc_status::CRC_OK);
                    crc_position_free(fresh);
                    s
                }
                36 => {
                    let status = crc_position_make(pos_arg, fuzzed_move(&mut bytes));
                    if status == crc_status::CRC_OK {
                        made.push(fen_before_position.clone());
                    }
                    status
                }
                37 => {
                    // Unmake takes back the latest make exactly, or has nothing to take
                    // back when no make is pending (none since the handle last changed).
                    let status = crc_position_unmake(pos_arg);
                    match status {
                        crc_status::CRC_OK => {
                            let before = made.pop().expect("a make to take back");
                            assert_eq!(fen_of_position(position), before);
                        }
                        crc_status::CRC_NOTHING_TO_UNDO => assert!(made.is_empty()),
                        _ => assert!(pos_arg.is_null()),
                    }
                    status
                }
                38 => {
                    let marker = crc_bitboard { low: 7, high: 7 };
                    let mut every = crc_bitboards {
                        pieces: [[marker; 9]; 2],
                    };
                    let out = if flags & 0x10 != 0 {
                        null_mut()
                    } else {
                        &mut every
                    };
                    let s = crc_position_bitboards(pos_arg, out);
                    for (color, row) in (0u8..).zip(every.pieces) {
                        for (role, bitboard) in (0u8..).zip(row) {
                            if s == crc_status::CRC_OK {
                                let mut one = marker;
                                let got = crc_position_pieces(position, color, role, &mut one);
                                assert_eq!(got, crc_status::CRC_OK);
                                assert_eq!(bitboard, one);
                            } else {
                                assert_eq!(bitboard, marker);
                            }
                        }
                    }
                    s
                }
                39 => check_list(len, |moves, len, count| {
                    crc_position_noisy_moves(pos_arg, moves, len, count)
                }),
                40 | 41 => {
                    let mv = fuzzed_move(&mut bytes);
                    written_on_success(
                        7u8,
                        |answer| *answer != 7,
                        |answer| {
                            let out: *mut bool = (answer as *mut u8).cast();
                            if op % 51 == 40 {
                                crc_position_gives_check(pos_arg, mv, out)
                            } else {
                                crc_position_is_capture(pos_arg, mv, out)
                            }
                        },
                    )
                }
                42 | 43 => {
                    let mut bb = crc_bitboard { low: 7, high: 7 };
                    let (a, b) = (bytes.byte(), bytes.byte() % 3);
                    let s = if op % 51 == 42 {
                        crc_position_pieces(pos_arg, b, a % 10, &mut bb)
                    } else {
                        crc_position_attackers(pos_arg, a, b, &mut bb)
                    };
                    if s == crc_status::CRC_OK {
                        assert_eq!(bb.high >> 16, 0);
                    } else {
                        assert_eq!((bb.low, bb.high), (7, 7));
                    }
                    s
                }
                44 | 45 => kept_on_failure(7u32, |value| {
                    if op % 51 == 44 {
                        crc_position_halfmove_clock(pos_arg, value)
                    } else {
                        crc_position_fullmove_number(pos_arg, value)
                    }
                }),
                46 => written_on_success(
                    usize::MAX,
                    |count| *count != usize::MAX,
                    |count| crc_position_legal_move_count(pos_arg, count),
                ),
                47 => crc_position_shredder_fen(pos_arg, buf_ptr, len, &mut written),
                48 => kept_on_failure(5u64, |key| crc_position_repetition_key(pos_arg, key)),
                49 => {
                    // Both or neither are written; a finished game has no draw to claim.
                    let unwritten = crc_outcome {
                        result: 9,
                        reason: 9,
                    };
                    let (mut outcome, mut claim) = (unwritten, 99 as crc_reason);
                    let claim_arg: *mut crc_reason = if flags & 0x10 != 0 {
                        null_mut()
                    } else {
                        &mut claim
                    };
                    let s = crc_position_outcome(pos_arg, &mut outcome, claim_arg);
                    if s == crc_status::CRC_OK {
                        assert!(outcome.result <= CRC_RESULT_DRAW && claim != 99);
                        assert!(outcome.result == CRC_RESULT_ONGOING || claim == CRC_REASON_NONE);
                    } else {
                        assert!(outcome == unwritten && claim == 99);
                    }
                    s
                }
                50 if flags & 0x20 != 0 => {
                    // Colour 2 is none: refused, as every call refuses what it cannot read.
                    let color = bytes.byte() % 3;
                    let mut insufficient = false;
                    crc_position_has_insufficient_material(pos_arg, color, &mut insufficient)
                }
                _ => {
                    let depth = u32::from(bytes.byte() % 3);
                    kept_on_failure(5u64, |nodes| crc_position_perft(pos_arg, depth, nodes))
                }
            };
            assert_ne!(status, crc_status::CRC_PANIC, "op {op}");
            let _ = crc_status_message(status as u32);
            if status != crc_status::CRC_OK {
                assert_eq!(
                    fen_of_position(position),
                    fen_before_position,
                    "op {op} failed but changed the position"
                );
                assert_eq!(
                    fen_of_game(game),
                    fen_before_game,
                    "op {op} failed but changed the game"
                );
                if status != crc_status::CRC_BUFFER_TOO_SMALL {
                    assert_eq!(written, usize::MAX, "op {op} failed but wrote *written");
                }
                assert!(
                    buf.iter().all(|&b| b == 0x55),
                    "op {op} failed but wrote the buffer"
                );
            } else if written != usize::MAX {
                assert!(
                    written < len && buf[written] == 0,
                    "op {op}: text and NUL fit"
                );
            }
        }
        crc_position_free(position);
        crc_game_free(game);
    }
});
