//! Start positions: Scharnagl numbers, arrangements, rule sets, random choice.

use std::ffi::c_char;

use crc_rules_core::{number_from_seed, Arrangement};

use crate::boundary::{boundary, Out, TextIn, TextOut};
use crate::status::crc_status;
use crate::types::{crc_rule_set, rule_set_from_c};

/// The Capablanca array as an X-FEN, NUL-terminated: `crc_rules_core::CAPABLANCA_FEN`, the start
/// of the variant `Capablanca` and no Scharnagl number (its queen and archbishop stand on
/// squares of one colour).
///
/// A constant array rather than a `#define`: cbindgen writes no string literals, and the
/// text is copied from crc-rules-core when the library is built, so that it is written once. It
/// can stand wherever a `const char *` does, static initializers included.
#[no_mangle]
pub static CRC_CAPABLANCA_FEN: [c_char; 69] = nul_terminated(crc_rules_core::CAPABLANCA_FEN);

/// `text` and a NUL as a C string of `N` bytes; the build fails unless `N` is the text's
/// length plus one and the text holds no NUL.
const fn nul_terminated<const N: usize>(text: &str) -> [c_char; N] {
    let bytes = text.as_bytes();
    assert!(bytes.len() + 1 == N, "the array holds the text and its NUL");
    let mut out = [0; N];
    let mut i = 0;
    while i < bytes.len() {
        assert!(bytes[i] != 0, "no NUL inside the text");
        out[i] = bytes[i] as c_char;
        i += 1;
    }
    out
}

/// The body of a call that writes text about the arrangement of Scharnagl number `number`.
///
/// # Safety
/// `buf` is valid for `len` bytes (NULL allowed when `len` is 0); `written` is NULL or
/// valid for one `size_t`.
unsafe fn text_of_number(
    number: u32,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
    text: impl FnOnce(Arrangement) -> String,
) -> crc_status {
    boundary(|| {
        // SAFETY: the caller's contract, as stated above.
        let out = unsafe { TextOut::new(buf, len, written)? };
        out.write(&text(Arrangement::from_number(number)?))
    })
}

/// Writes the arrangement of Scharnagl number `number` (1..48000), such as `RNBQCKABNR`, into
/// `buf`.
///
/// Returns `CRC_OUT_OF_RANGE` for other numbers, `CRC_BUFFER_TOO_SMALL` (with the size
/// needed in `*written`) when `len` is below 11.
///
/// # Safety
/// `buf` is valid for `len` bytes and `written` for one `size_t` (either may be NULL, which
/// gives `CRC_NULL_ARGUMENT`).
#[no_mangle]
pub unsafe extern "C" fn crc_setup_arrangement(
    number: u32,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: `buf` and `written` are NULL or valid, as documented.
    unsafe { text_of_number(number, buf, len, written, |a| a.to_string()) }
}

/// Writes the X-FEN of the start position of Scharnagl number `number` into `buf`.
///
/// # Safety
/// As `crc_setup_arrangement`.
#[no_mangle]
pub unsafe extern "C" fn crc_setup_fen(
    number: u32,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: `buf` and `written` are NULL or valid, as documented.
    unsafe { text_of_number(number, buf, len, written, |a| a.to_setup().to_fen()) }
}

/// Reads an arrangement (ten letters for files a..j, either case) and writes its Scharnagl
/// number (1..48000) into `*number`.
///
/// Returns `CRC_INVALID_ARRANGEMENT` when the letters are not a basic CRC arrangement.
///
/// # Safety
/// `arrangement` is NULL or a NUL-terminated string; `number` is NULL or valid for one `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_setup_number(
    arrangement: *const c_char,
    number: *mut u32,
) -> crc_status {
    boundary(|| {
        // SAFETY: `arrangement` and `number` are NULL or valid, as documented.
        let (text, out) = unsafe { (TextIn::new(arrangement)?, Out::new(number)?) };
        let arrangement: Arrangement = text.read()?.parse()?;
        out.write(arrangement.number())
    })
}

/// Writes into `*contains` whether rule set `rules` (a `CRC_RULES_*` value) allows Scharnagl
/// number `number`; numbers outside 1..48000 are in no rule set.
///
/// # Safety
/// `contains` is NULL or valid for one `bool`.
#[no_mangle]
pub unsafe extern "C" fn crc_rule_set_contains(
    rules: crc_rule_set,
    number: u32,
    contains: *mut bool,
) -> crc_status {
    boundary(|| {
        // SAFETY: `contains` is NULL or valid, as documented.
        let out = unsafe { Out::new(contains)? };
        out.write(rule_set_from_c(rules)?.contains(number))
    })
}

/// Writes into `*count` how many start positions rule set `rules` allows.
///
/// # Safety
/// `count` is NULL or valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_rule_set_count(rules: crc_rule_set, count: *mut usize) -> crc_status {
    boundary(|| {
        // SAFETY: `count` is NULL or valid, as documented.
        let out = unsafe { Out::new(count)? };
        out.write(rule_set_from_c(rules)?.count())
    })
}

/// Writes into `*number` the Scharnagl number drawn uniformly from rule set `rules` with
/// seed `seed`: the same number everywhere, and at every door
/// (`crc_rules_core::number_from_seed`, `crc setup --random --seed SEED`).
///
/// # Safety
/// `number` is NULL or valid for one `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_rule_set_random(
    rules: crc_rule_set,
    seed: u64,
    number: *mut u32,
) -> crc_status {
    boundary(|| {
        // SAFETY: `number` is NULL or valid, as documented.
        let out = unsafe { Out::new(number)? };
        let rules = rule_set_from_c(rules)?;
        out.write(number_from_seed(seed, rules))
    })
}
