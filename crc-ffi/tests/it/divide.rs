//! `crc_position_divide` through its C signature: each root move's count adds up to
//! Fairy-Stockfish's perft (testdata/perft.txt), one entry a legal move; a buffer too small
//! is told the number of entries at once, before any counting, even at the deepest depth;
//! depths out of range and NULL arguments are refused with nothing written.

use std::ffi::CString;
use std::ptr;

use crc::*;

/// Fairy-Stockfish counts moves that take the king here; the rules refuse the position.
const NOT_PLAYABLE: &str = "3k6/10/10/10/10/10/6p3/5K4 b - - 0 1";

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

    /// `crc_position_divide` into a buffer of `capacity` entries: the status, the count
    /// written and the entries filled.
    fn divide(&self, depth: u32, capacity: usize) -> (crc_status, usize, Vec<crc_divide_entry>) {
        let empty = crc_divide_entry {
            mv: crc_move { from: 0, to: 0, promotion: 0, kind: 0 },
            nodes: u64::MAX,
        };
        let mut entries = vec![empty; capacity];
        let mut count = usize::MAX;
        let buffer = if capacity == 0 { ptr::null_mut() } else { entries.as_mut_ptr() };
        // SAFETY: a live handle, a buffer of `capacity` entries (or NULL with 0), a valid count.
        let status = unsafe { crc_position_divide(self.0, depth, buffer, capacity, &mut count) };
        let filled = if status == crc_status::CRC_OK { count } else { 0 };
        entries.truncate(filled);
        (status, count, entries)
    }
}

impl Drop for Position {
    fn drop(&mut self) {
        // SAFETY: a live handle, not used again.
        unsafe { crc_position_free(self.0) };
    }
}

/// Each line of testdata/perft.txt: its FEN and its counts by depth.
fn perft_cases() -> Vec<(String, Vec<(u32, u64)>)> {
    let text = include_str!("../../../testdata/perft.txt");
    let lines = text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#'));
    lines
        .map(|line| {
            let body = line.split('#').next().unwrap_or("");
            let mut fields = body.split(';');
            let fen = fields.next().unwrap_or("").trim().to_owned();
            let counts = fields
                .filter_map(|f| {
                    let (depth, count) = f.trim().split_once(' ')?;
                    Some((depth[1..].parse().ok()?, count.trim().parse().ok()?))
                })
                .collect();
            (fen, counts)
        })
        .collect()
}

#[test]
fn the_root_moves_add_up_to_fairy_stockfishs_perft() {
    let mut checked = 0;
    for (fen, counts) in perft_cases().into_iter().filter(|(fen, _)| fen != NOT_PLAYABLE) {
        let position = Position::from_fen(&fen);
        let moves = counts.iter().find(|(depth, _)| *depth == 1).map(|&(_, n)| n);
        for &(depth, nodes) in counts.iter().filter(|&&(d, n)| d <= 3 && n < 100_000) {
            let (status, count, entries) = position.divide(depth, CRC_MAX_MOVES);
            assert_eq!(status, crc_status::CRC_OK, "{fen} depth {depth}");
            assert_eq!(Some(count as u64), moves, "{fen}: one entry a legal move");
            assert_eq!(entries.iter().map(|e| e.nodes).sum::<u64>(), nodes, "{fen} depth {depth}");
            if depth == 1 {
                assert!(entries.iter().all(|e| e.nodes == 1), "{fen}");
            }
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} counts checked");
}

#[test]
fn a_buffer_too_small_is_told_at_once_even_at_the_deepest_depth() {
    let position =
        Position::from_fen("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
    // Depth 10 would count about 10^15 leaves: only an answer given before the counting
    // returns.
    for capacity in [0, 1, 27] {
        let (status, count, _) = position.divide(CRC_MAX_PERFT_DEPTH, capacity);
        assert_eq!((status, count), (crc_status::CRC_BUFFER_TOO_SMALL, 28));
    }
    let (status, count, entries) = position.divide(2, 28);
    assert_eq!((status, count, entries.len()), (crc_status::CRC_OK, 28, 28));
}

#[test]
fn depths_out_of_range_and_null_arguments_are_refused() {
    let position = Position::from_fen("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1");
    for depth in [0, CRC_MAX_PERFT_DEPTH + 1, u32::MAX] {
        let (status, count, _) = position.divide(depth, CRC_MAX_MOVES);
        assert_eq!((status, count), (crc_status::CRC_OUT_OF_RANGE, usize::MAX), "depth {depth}");
    }
    let mut entries =
        [crc_divide_entry { mv: crc_move { from: 0, to: 0, promotion: 0, kind: 0 }, nodes: 0 }; 4];
    let mut count = usize::MAX;
    // SAFETY: NULL handle, NULL count, or NULL entries with room claimed: each refused.
    unsafe {
        let status = crc_position_divide(ptr::null(), 1, entries.as_mut_ptr(), 4, &mut count);
        assert_eq!(status, crc_status::CRC_NULL_ARGUMENT);
        let status = crc_position_divide(position.0, 1, entries.as_mut_ptr(), 4, ptr::null_mut());
        assert_eq!(status, crc_status::CRC_NULL_ARGUMENT);
        let status = crc_position_divide(position.0, 1, ptr::null_mut(), 4, &mut count);
        assert_eq!(status, crc_status::CRC_NULL_ARGUMENT);
    }
    assert_eq!(count, usize::MAX);
}
