//! `crc_position_shredder_fen`, `crc_position_repetition_key` and `crc_position_outcome`
//! through their C signatures: FENs written by hand, keys of transpositions and of
//! en-passant squares, every automatic end and claim over the make stack (against
//! `crc_game_outcome` and `crc_game_can_claim_draw` on the same moves), unmake bringing the
//! outcome back, and NULL arguments refused with nothing written.

use std::ffi::{c_char, CString};
use std::ptr;

use crc::*;

/// An outcome as (result, reason), and the draw that can be claimed.
type Outcome = ((crc_result, crc_reason), crc_reason);

/// A position handle, released at the end of the test.
struct Position(*mut crc_position);

impl Position {
    fn from_fen(fen: &str) -> Position {
        let fen = CString::new(fen).expect("no NUL");
        let mut out = ptr::null_mut();
        // SAFETY: a NUL-terminated string and a valid out-pointer.
        let status = unsafe { crc_position_from_fen(fen.as_ptr(), &mut out) };
        assert_eq!(status, crc_status::CRC_OK, "{fen:?}");
        Position(out)
    }

    fn from_number(number: u32) -> Position {
        let mut out = ptr::null_mut();
        // SAFETY: a valid out-pointer.
        let status = unsafe { crc_position_new(number, &mut out) };
        assert_eq!(status, crc_status::CRC_OK);
        Position(out)
    }

    /// The legal move `text` names (SAN or coordinates), found with the library's parser.
    fn parse(&self, text: &str) -> crc_move {
        let text = CString::new(text).expect("no NUL");
        let mut mv = crc_move { from: 0, to: 0, promotion: 0, kind: 0 };
        // SAFETY: a live handle, a NUL-terminated string, a valid out-pointer.
        let status = unsafe { crc_position_parse_move(self.0, text.as_ptr(), &mut mv) };
        assert_eq!(status, crc_status::CRC_OK, "{text:?}");
        mv
    }

    /// Makes the move `text` names, onto the undo stack.
    fn make(&self, text: &str) {
        self.make_move(self.parse(text));
    }

    /// Makes `mv`, onto the undo stack.
    fn make_move(&self, mv: crc_move) {
        // SAFETY: a live handle used by this thread alone.
        assert_eq!(unsafe { crc_position_make(self.0, mv) }, crc_status::CRC_OK);
    }

    fn unmake(&self) {
        // SAFETY: a live handle used by this thread alone.
        assert_eq!(unsafe { crc_position_unmake(self.0) }, crc_status::CRC_OK);
    }

    /// Plays the move `text` names for good: the undo stack is emptied.
    fn play(&self, text: &str) {
        let text = CString::new(text).expect("no NUL");
        // SAFETY: a live handle used by this thread alone, a NUL-terminated string.
        let status = unsafe { crc_position_play_text(self.0, text.as_ptr()) };
        assert_eq!(status, crc_status::CRC_OK);
    }

    fn shredder_fen(&self) -> String {
        text_of(|buf, len, written| {
            // SAFETY: a live handle and a buffer of `len` bytes.
            unsafe { crc_position_shredder_fen(self.0, buf, len, written) }
        })
    }

    fn fen(&self) -> String {
        text_of(|buf, len, written| {
            // SAFETY: a live handle and a buffer of `len` bytes.
            unsafe { crc_position_fen(self.0, buf, len, written) }
        })
    }

    fn repetition_key(&self) -> u64 {
        let mut key = 0;
        // SAFETY: a live handle and a valid out-pointer.
        let status = unsafe { crc_position_repetition_key(self.0, &mut key) };
        assert_eq!(status, crc_status::CRC_OK);
        key
    }

    fn zobrist(&self) -> u64 {
        let mut key = 0;
        // SAFETY: a live handle and a valid out-pointer.
        let status = unsafe { crc_position_zobrist(self.0, &mut key) };
        assert_eq!(status, crc_status::CRC_OK);
        key
    }

    /// The outcome as (result, reason) and the claimable draw.
    fn outcome(&self) -> Outcome {
        let mut outcome = crc_outcome { result: 99, reason: 99 };
        let mut claim = 99;
        // SAFETY: a live handle and valid out-pointers.
        let status = unsafe { crc_position_outcome(self.0, &mut outcome, &mut claim) };
        assert_eq!(status, crc_status::CRC_OK);
        ((outcome.result, outcome.reason), claim)
    }
}

impl Drop for Position {
    fn drop(&mut self) {
        // SAFETY: a live handle, released once.
        unsafe { crc_position_free(self.0) }
    }
}

/// A game handle, released at the end of the test.
struct Game(*mut crc_game);

impl Game {
    fn from_number(number: u32) -> Game {
        let mut out = ptr::null_mut();
        // SAFETY: a valid out-pointer.
        assert_eq!(unsafe { crc_game_new(number, &mut out) }, crc_status::CRC_OK);
        Game(out)
    }

    fn play(&self, mv: crc_move) {
        // SAFETY: a live handle used by this thread alone.
        assert_eq!(unsafe { crc_game_play(self.0, mv) }, crc_status::CRC_OK);
    }

    /// What `crc_game_outcome` and `crc_game_can_claim_draw` say, in the shape of
    /// [`Position::outcome`].
    fn outcome(&self) -> Outcome {
        let mut outcome = crc_outcome { result: 99, reason: 99 };
        let mut claim = 99;
        // SAFETY: a live handle and valid out-pointers.
        unsafe {
            assert_eq!(crc_game_outcome(self.0, &mut outcome), crc_status::CRC_OK);
            assert_eq!(crc_game_can_claim_draw(self.0, &mut claim), crc_status::CRC_OK);
        }
        ((outcome.result, outcome.reason), claim)
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        // SAFETY: a live handle, released once.
        unsafe { crc_game_free(self.0) }
    }
}

/// The text a `(buf, len, written)` call writes into a roomy buffer.
fn text_of(call: impl FnOnce(*mut c_char, usize, &mut usize) -> crc_status) -> String {
    let mut buf = vec![0 as c_char; 256];
    let mut written = 0;
    assert_eq!(call(buf.as_mut_ptr(), buf.len(), &mut written), crc_status::CRC_OK);
    assert_eq!(buf[written], 0, "NUL-terminated");
    buf[..written].iter().map(|&c| c as u8 as char).collect()
}

const ONGOING: (crc_result, crc_reason) = (CRC_RESULT_ONGOING, CRC_REASON_NONE);
/// No end and no claim.
const PLAY_ON: Outcome = (ONGOING, CRC_REASON_NONE);
const CAPABLANCA: &str = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
/// The knights' shuffle that brings Gothic chess (start 25933) back to its start.
const SHUFFLE: [&str; 4] = ["Nh3", "Nh6", "Ni1", "Ni8"];
/// White to move and mate with j1j8.
const MATE: &str = "k9/10/1K8/10/10/10/10/9C w - - 0 1";
const WHITE_MATES: Outcome = ((CRC_RESULT_WHITE_WINS, CRC_REASON_CHECKMATE), CRC_REASON_NONE);

/// The outcome after `mv` is made on the position of `fen`.
fn outcome_after(fen: &str, mv: &str) -> Outcome {
    let position = Position::from_fen(fen);
    position.make(mv);
    position.outcome()
}

/// Making `mv` on the position of `fen` turns its outcome from `before` into `after`, and
/// unmaking it turns the outcome back: the end is the make stack's, taken back with its move.
fn assert_make_ends_and_unmake_reopens(fen: &str, mv: &str, before: Outcome, after: Outcome) {
    let position = Position::from_fen(fen);
    assert_eq!(position.outcome(), before, "{fen:?} before {mv}");
    position.make(mv);
    assert_eq!(position.outcome(), after, "{fen:?} after {mv}");
    position.unmake();
    assert_eq!(position.outcome(), before, "{fen:?} with {mv} unmade");
}

#[test]
fn shredder_fen_writes_castling_rights_as_rook_files() {
    let capablanca = Position::from_fen(CAPABLANCA);
    assert_eq!(
        capablanca.shredder_fen(),
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1"
    );
    assert_eq!(capablanca.fen(), CAPABLANCA, "the X-FEN stays as it was");
    // Start 20000, QABBRCNNKR: the queen's-side rooks stand on the e file.
    assert_eq!(
        Position::from_number(20000).shredder_fen(),
        "qabbrcnnkr/pppppppppp/10/10/10/10/PPPPPPPPPP/QABBRCNNKR w JEje - 0 1"
    );
    // One right each, read as X-FEN; no right at all; an en-passant square kept.
    let some = Position::from_fen("r3k4r/10/10/10/10/10/10/R3K4R b Kq - 3 9");
    assert_eq!(some.shredder_fen(), "r3k4r/10/10/10/10/10/10/R3K4R b Ja - 3 9");
    let none = "4k5/10/10/10/10/10/10/4K5 w - - 0 1";
    assert_eq!(Position::from_fen(none).shredder_fen(), none);
    let ep = Position::from_number(25933);
    ep.make("e2e4");
    ep.make("d7d5");
    ep.make("e4e5");
    ep.make("f7f5");
    assert_eq!(
        ep.shredder_fen(),
        "rnbqckabnr/ppp1p1pppp/10/3pPp4/10/10/PPPP1PPPPP/RNBQCKABNR w JAja f6 0 3"
    );
}

#[test]
fn shredder_fen_follows_the_buffer_rules() {
    let position = Position::from_fen(CAPABLANCA);
    let fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1";
    // Too small by one (no room for the NUL): the size needed, with the NUL.
    let mut buf = vec![b'#' as c_char; fen.len()];
    let mut written = 0;
    // SAFETY: a live handle and a buffer of its length.
    let status =
        unsafe { crc_position_shredder_fen(position.0, buf.as_mut_ptr(), buf.len(), &mut written) };
    assert_eq!(status, crc_status::CRC_BUFFER_TOO_SMALL);
    assert_eq!(written, fen.len() + 1);
    // Exactly enough.
    let mut buf = vec![b'#' as c_char; fen.len() + 1];
    // SAFETY: as above.
    let status =
        unsafe { crc_position_shredder_fen(position.0, buf.as_mut_ptr(), buf.len(), &mut written) };
    assert_eq!(status, crc_status::CRC_OK);
    assert_eq!(written, fen.len());
    // NULL with no room asks for the size alone.
    // SAFETY: NULL with length 0, a valid `written`.
    let status = unsafe { crc_position_shredder_fen(position.0, ptr::null_mut(), 0, &mut written) };
    assert_eq!(status, crc_status::CRC_BUFFER_TOO_SMALL);
    assert_eq!(written, fen.len() + 1);
}

#[test]
fn repetition_keys_of_transpositions_are_equal() {
    let one = Position::from_number(25933);
    let other = Position::from_number(25933);
    for mv in ["Nh3", "Nc6", "Nc3", "Nh6"] {
        one.make(mv);
    }
    for mv in ["Nc3", "Nh6", "Nh3", "Nc6"] {
        other.make(mv);
    }
    assert_eq!(one.fen(), other.fen());
    assert_eq!(one.repetition_key(), other.repetition_key());
    assert_eq!(one.repetition_key(), one.zobrist(), "no en-passant square");
    assert_ne!(one.repetition_key(), Position::from_number(25933).repetition_key());
    // A double step last, next to a black pawn the d1 rook pins: the zobrist key counts
    // the en-passant square, the repetition key does not (no capture can use it).
    let pinned = "3k5n/10/10/10/3p6/10/4P5/3R2K3 w - - 0 1";
    let pawn_last = Position::from_fen(pinned);
    for mv in ["g1h1", "j8i6", "e2e4"] {
        pawn_last.make(mv);
    }
    let pawn_first = Position::from_fen(pinned);
    for mv in ["e2e4", "j8i6", "g1h1"] {
        pawn_first.make(mv);
    }
    // The same position; only the half-move clocks differ, which no key counts.
    let fields = |fen: String| fen.split(' ').take(4).collect::<Vec<_>>().join(" ");
    assert_eq!(fields(pawn_last.fen()), fields(pawn_first.fen()));
    assert_eq!(pawn_last.repetition_key(), pawn_first.repetition_key());
    assert_ne!(pawn_last.zobrist(), pawn_first.zobrist());
}

#[test]
fn repetition_key_counts_an_en_passant_square_only_when_a_capture_can_use_it() {
    // exd6 would leave the white king on h5 in the a5 rook's line: no capture.
    let pinned = Position::from_fen("7k2/10/10/r2pP4K/10/10/10/10 w - d6 0 2");
    let without = Position::from_fen("7k2/10/10/r2pP4K/10/10/10/10 w - - 0 2");
    assert_ne!(pinned.zobrist(), without.zobrist());
    assert_eq!(pinned.repetition_key(), without.repetition_key());
    // With the king elsewhere exd6 is legal, and the square tells the positions apart.
    let open = Position::from_fen("7k2/10/10/3pP5/10/10/10/4K5 w - d6 0 2");
    let closed = Position::from_fen("7k2/10/10/3pP5/10/10/10/4K5 w - - 0 2");
    assert_ne!(open.repetition_key(), closed.repetition_key());
    assert_eq!(open.repetition_key(), open.zobrist());
}

#[test]
fn checkmate_and_stalemate_end_the_game_and_unmake_brings_it_back() {
    assert_make_ends_and_unmake_reopens(MATE, "j1j8", PLAY_ON, WHITE_MATES);
    assert_eq!(
        outcome_after("K9/10/1k8/10/10/10/10/9c b - - 0 1", "j1j8").0,
        (CRC_RESULT_BLACK_WINS, CRC_REASON_CHECKMATE)
    );
    let stalemate = ((CRC_RESULT_DRAW, CRC_REASON_STALEMATE), CRC_REASON_NONE);
    let fen = "k9/10/1K8/2Q7/10/10/10/10 w - - 0 1";
    assert_make_ends_and_unmake_reopens(fen, "Qc7", PLAY_ON, stalemate);
}

#[test]
fn insufficient_material_ends_the_game() {
    let drawn = (CRC_RESULT_DRAW, CRC_REASON_INSUFFICIENT_MATERIAL);
    let knight = Position::from_fen("4k5/10/10/10/10/10/10/4K4N w - - 0 1");
    assert_eq!(knight.outcome(), (drawn, CRC_REASON_NONE));
    // The last rook taken: the capture ends the game, its unmake takes the end back.
    let rook = "4k5/10/10/10/10/10/4r5/4K5 w - - 0 1";
    assert_make_ends_and_unmake_reopens(rook, "Kxe2", PLAY_ON, (drawn, CRC_REASON_NONE));
}

#[test]
fn knights_shuffle_gives_the_threefold_claim_then_the_fivefold_end() {
    let position = Position::from_number(25933);
    let game = Game::from_number(25933);
    assert_eq!(position.outcome(), PLAY_ON);
    for ply in 1..=16 {
        let mv = position.parse(SHUFFLE[(ply - 1) % 4]);
        position.make_move(mv);
        game.play(mv);
        // The start comes back at plies 4, 8, 12 and 16, each position of the shuffle
        // likewise every four plies: from ply 8 on, each has occurred three times or more.
        let expected = match ply {
            1..=7 => PLAY_ON,
            8..=15 => (ONGOING, CRC_REASON_THREEFOLD_REPETITION),
            _ => ((CRC_RESULT_DRAW, CRC_REASON_FIVEFOLD_REPETITION), CRC_REASON_NONE),
        };
        assert_eq!(position.outcome(), expected, "ply {ply}");
        assert_eq!(game.outcome(), expected, "ply {ply}: the game agrees");
    }
    // Taking moves back counts the repetitions again.
    position.unmake();
    assert_eq!(position.outcome(), (ONGOING, CRC_REASON_THREEFOLD_REPETITION));
    for _ in 0..8 {
        position.unmake();
    }
    assert_eq!(position.outcome(), PLAY_ON, "ply 7");
}

#[test]
fn without_a_stack_only_the_current_position_counts() {
    let position = Position::from_number(25933);
    for mv in SHUFFLE.repeat(4) {
        position.play(mv);
    }
    assert_eq!(position.outcome(), PLAY_ON);
    // The makes after the plays count from where the plays left the handle.
    for mv in SHUFFLE.repeat(2) {
        position.make(mv);
    }
    assert_eq!(position.outcome(), (ONGOING, CRC_REASON_THREEFOLD_REPETITION));
    // A copy starts with an empty stack.
    let mut copy = ptr::null_mut();
    // SAFETY: a live handle and a valid out-pointer.
    assert_eq!(unsafe { crc_position_new_copy(position.0, &mut copy) }, crc_status::CRC_OK);
    let copy = Position(copy);
    assert_eq!(copy.outcome(), PLAY_ON);
}

#[test]
fn fifty_move_claim_at_a_clock_of_100() {
    let claim = (ONGOING, CRC_REASON_FIFTY_MOVE_RULE);
    let fen = "4k5/10/10/10/10/10/10/R3K5 w - - 99 80";
    assert_make_ends_and_unmake_reopens(fen, "a1a2", PLAY_ON, claim);
    // A pawn move sets the clock back.
    let pawn = "4k5/10/10/10/10/10/P9/R3K5 w - - 99 80";
    assert_eq!(outcome_after(pawn, "a2a3"), PLAY_ON);
}

#[test]
fn seventy_five_move_end_at_a_clock_of_150_unless_mate() {
    let claim = (ONGOING, CRC_REASON_FIFTY_MOVE_RULE);
    let end = ((CRC_RESULT_DRAW, CRC_REASON_SEVENTY_FIVE_MOVE_RULE), CRC_REASON_NONE);
    let fen = "4k5/10/10/10/10/10/10/R3K5 w - - 149 120";
    assert_make_ends_and_unmake_reopens(fen, "a1a2", claim, end);
    // A mate on the 150th half-move is a mate.
    assert_eq!(outcome_after("k9/10/1K8/10/10/10/10/9C w - - 149 120", "j1j8"), WHITE_MATES);
}

/// A few hundred plies of play chosen by a fixed generator: at every ply the position
/// handle's outcome and claim are the game's.
#[test]
fn outcome_agrees_with_the_game_in_random_play() {
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        state =
            state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    };
    for number in [25933, 20000, 1, 48000] {
        let position = Position::from_number(number);
        let game = Game::from_number(number);
        for _ in 0..400 {
            assert_eq!(position.outcome(), game.outcome(), "start {number}");
            if position.outcome().0 != ONGOING {
                break;
            }
            let mut moves = vec![crc_move { from: 0, to: 0, promotion: 0, kind: 0 }; CRC_MAX_MOVES];
            let mut count = 0;
            // SAFETY: a live handle and a list of its capacity.
            let status = unsafe {
                crc_position_legal_moves(position.0, moves.as_mut_ptr(), moves.len(), &mut count)
            };
            assert_eq!(status, crc_status::CRC_OK);
            let mv = moves[next() % count];
            position.make_move(mv);
            game.play(mv);
        }
    }
}

#[test]
fn null_arguments_are_refused_and_nothing_is_written() {
    let position = Position::from_fen(CAPABLANCA);
    let mut buf = vec![b'#' as c_char; 256];
    let mut written = 12345;
    let mut key = 7;
    let mut outcome = crc_outcome { result: 99, reason: 99 };
    let mut claim = 99;
    // SAFETY: each pointer is NULL or valid.
    unsafe {
        let p = position.0;
        let (b, n) = (buf.as_mut_ptr(), buf.len());
        for status in [
            crc_position_shredder_fen(ptr::null(), b, n, &mut written),
            crc_position_shredder_fen(p, ptr::null_mut(), n, &mut written),
            crc_position_shredder_fen(p, b, n, ptr::null_mut()),
            crc_position_repetition_key(ptr::null(), &mut key),
            crc_position_repetition_key(p, ptr::null_mut()),
            crc_position_outcome(ptr::null(), &mut outcome, &mut claim),
            crc_position_outcome(p, ptr::null_mut(), &mut claim),
            crc_position_outcome(p, &mut outcome, ptr::null_mut()),
        ] {
            assert_eq!(status, crc_status::CRC_NULL_ARGUMENT);
        }
    }
    assert_eq!(written, 12345);
    assert!(buf.iter().all(|&c| c == b'#' as c_char));
    assert_eq!(key, 7);
    assert_eq!((outcome.result, outcome.reason, claim), (99, 99, 99));
}

/// `crc_position_has_insufficient_material` of each colour of `fen`, White first.
fn insufficient(fen: &str) -> (bool, bool) {
    let position = Position::from_fen(fen);
    let of = |color| {
        let mut insufficient = false;
        // SAFETY: a live handle and a valid out-pointer.
        let status =
            unsafe { crc_position_has_insufficient_material(position.0, color, &mut insufficient) };
        assert_eq!(status, crc_status::CRC_OK, "{fen:?}");
        insufficient
    };
    (of(CRC_WHITE), of(CRC_BLACK))
}

#[test]
fn insufficient_material_is_decided_per_colour() {
    // Written by hand from docs/rules.md ("Game ends"): what cannot mate by any legal moves.
    assert_eq!(insufficient("4k5/10/10/10/10/10/10/4K5 w - - 0 1"), (true, true));
    // A lone knight cannot mate a bare king; the bare king cannot mate at all.
    assert_eq!(insufficient("4k5/10/10/10/10/10/10/4K4N w - - 0 1"), (true, true));
    // A knight on each side: a mate exists (the other side helps), so neither is insufficient.
    assert_eq!(insufficient("4k4n/10/10/10/10/10/10/4K4N w - - 0 1"), (false, false));
    // An archbishop or a chancellor mates alone.
    assert_eq!(insufficient("4k5/10/10/10/10/10/10/4K4A w - - 0 1"), (false, true));
    assert_eq!(insufficient("4k5/10/10/10/10/10/10/c3K5 w - - 0 1"), (true, false));
    // Bishops on one colour only, nothing else: no mate; on both colours: a mate exists.
    assert_eq!(insufficient("4k5/10/10/10/10/10/10/B1B1K5 w - - 0 1"), (true, true));
    assert_eq!(insufficient("4k5/10/10/10/10/10/10/BB2K5 w - - 0 1"), (false, true));
    // A pawn can promote.
    assert_eq!(insufficient("4k5/10/10/10/10/10/P9/4K5 w - - 0 1"), (false, true));
}

#[test]
fn insufficient_material_refuses_bad_arguments() {
    let position = Position::from_fen("4k5/10/10/10/10/10/10/4K5 w - - 0 1");
    let mut insufficient = false;
    // SAFETY: a live handle; the out-pointer is NULL on purpose.
    let status =
        unsafe { crc_position_has_insufficient_material(position.0, CRC_WHITE, ptr::null_mut()) };
    assert_eq!(status, crc_status::CRC_NULL_ARGUMENT);
    // SAFETY: a live handle and a valid out-pointer; 2 is no colour.
    let status =
        unsafe { crc_position_has_insufficient_material(position.0, 2, &mut insufficient) };
    assert_ne!(status, crc_status::CRC_OK);
    // SAFETY: NULL handle on purpose, a valid out-pointer.
    let status = unsafe {
        crc_position_has_insufficient_material(ptr::null(), CRC_WHITE, &mut insufficient)
    };
    assert_eq!(status, crc_status::CRC_NULL_ARGUMENT);
}
