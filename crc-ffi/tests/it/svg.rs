//! `crc_position_svg` through its C signature: the defaults, each option's effect, and every
//! kind of bad argument refused with its status, leaving the buffer and `*written` as they
//! were.

use std::ffi::{c_char, CString};
use std::ptr;

use crc::*;

/// A position handle, released at the end of the test.
struct Handle(*mut crc_position);

impl Handle {
    fn new(fen: &str) -> Handle {
        let fen = CString::new(fen).expect("no NUL");
        let mut out = ptr::null_mut();
        // SAFETY: a NUL-terminated string and a valid out-pointer.
        assert_eq!(unsafe { crc_position_from_fen(fen.as_ptr(), &mut out) }, crc_status::CRC_OK);
        Handle(out)
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: a live handle, released once.
        unsafe { crc_position_free(self.0) }
    }
}

const START: &str = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
const IN_CHECK: &str = "4k5/10/10/10/10/10/10/4K4r w - - 0 1";

/// The diagram, or the status; a failure must leave the buffer and `*written` unchanged.
fn svg(position: &Handle, options: Option<&crc_svg_options>) -> Result<String, crc_status> {
    let options = options.map_or(ptr::null(), |o| o as *const crc_svg_options);
    let mut buf = vec![b'#' as c_char; 64 * 1024];
    let mut written = 12345;
    // SAFETY: a live handle, options NULL or valid, a buffer of its length.
    let status =
        unsafe { crc_position_svg(position.0, options, buf.as_mut_ptr(), buf.len(), &mut written) };
    if status != crc_status::CRC_OK {
        assert_eq!(written, 12345, "{status:?} wrote *written");
        assert!(buf.iter().all(|&c| c == b'#' as c_char), "{status:?} wrote the buffer");
        return Err(status);
    }
    let bytes: Vec<u8> = buf[..written].iter().map(|&c| c as u8).collect();
    assert_eq!(buf[written], 0, "NUL-terminated");
    Ok(String::from_utf8(bytes).expect("UTF-8"))
}

fn last_error() -> String {
    let mut buf = vec![0 as c_char; 1024];
    let mut written = 0;
    // SAFETY: a buffer of its length.
    unsafe { crc_last_error(buf.as_mut_ptr(), buf.len(), &mut written) };
    buf[..written].iter().map(|&c| c as u8 as char).collect()
}

#[test]
fn null_options_are_the_defaults_and_the_defaults_are_documented() {
    let position = Handle::new(START);
    let defaults = crc_svg_options_default();
    assert_eq!(svg(&position, None), svg(&position, Some(&defaults)));
    assert_eq!((defaults.size, defaults.flipped, defaults.coordinates), (400, false, true));
    assert_eq!((defaults.last_from, defaults.last_to), (CRC_NO_SQUARE, CRC_NO_SQUARE));
    assert!(defaults.mark_check && defaults.arrows.is_null() && defaults.marked.is_null());
    let text = svg(&position, None).expect("a diagram");
    assert!(text.starts_with("<svg ") && text.contains(r#" width="400""#));
    assert_eq!(text.matches(r#" class="piece "#).count(), 40);
}

#[test]
fn each_option_shows_in_the_diagram() {
    let position = Handle::new(IN_CHECK);
    let arrows = [crc_svg_arrow { from: 4, to: 9, rgb: 0x123456 }];
    let marked = [55u8];
    let options = crc_svg_options {
        size: 1000,
        flipped: true,
        coordinates: false,
        last_from: 14,
        last_to: 4,
        light: 0xffffff,
        dark: 0x000080,
        arrows: arrows.as_ptr(),
        arrow_count: 1,
        marked: marked.as_ptr(),
        marked_count: 1,
        ..crc_svg_options_default()
    };
    let text = svg(&position, Some(&options)).expect("a diagram");
    assert!(text.contains(r#"viewBox="0 0 1000 800" width="1000" height="800""#));
    // Flipped, without the frame: j1 at the top left, e1 the sixth square of the top row.
    assert!(text.contains(
        r##"<rect x="0" y="0" width="100" height="100" class="square light j1" fill="#ffffff"/>"##
    ));
    assert!(
        text.contains(r#"x="500" y="0" width="100" height="100" class="square dark e1 lastmove""#)
    );
    assert!(text.contains(r#"class="square light e2 lastmove""#));
    assert!(text.contains(r#"class="square dark f6 fill""#));
    assert!(text.contains(r##"fill="#000080""##));
    assert!(
        text.contains(r##"data-tail="e1" data-head="j1" d="##)
            && text.contains(r##"fill="#123456""##)
    );
    assert!(text.contains(r#"<rect class="check" x="500" y="0""#));
    let unmarked =
        svg(&position, Some(&crc_svg_options { mark_check: false, ..options })).expect("a diagram");
    assert!(!unmarked.contains(r#"class="check""#));
}

#[test]
fn bad_arguments_are_refused_with_their_status_and_change_nothing() {
    let position = Handle::new(START);
    let defaults = crc_svg_options_default();
    let off_board = [crc_svg_arrow { from: 4, to: 80, rgb: 0 }];
    let bad_colour = [crc_svg_arrow { from: 4, to: 5, rgb: 0x1000000 }];
    let bad_marked = [12u8, 200];
    use crc_status::*;
    for (options, status, message) in [
        (crc_svg_options { size: 0, ..defaults }, CRC_OUT_OF_RANGE, "size 0 px is out of range"),
        (crc_svg_options { size: 15, ..defaults }, CRC_OUT_OF_RANGE, "size 15 px"),
        (crc_svg_options { size: u32::MAX, ..defaults }, CRC_OUT_OF_RANGE, "size 4294967295 px"),
        (
            crc_svg_options { light: 0x1000000, ..defaults },
            CRC_OUT_OF_RANGE,
            "light colour 0x1000000",
        ),
        (crc_svg_options { dark: u32::MAX, ..defaults }, CRC_OUT_OF_RANGE, "dark colour"),
        (crc_svg_options { last_from: 12, ..defaults }, CRC_OUT_OF_RANGE, "needs both squares"),
        (crc_svg_options { last_to: 12, ..defaults }, CRC_OUT_OF_RANGE, "needs both squares"),
        (
            crc_svg_options { last_from: 80, last_to: 12, ..defaults },
            CRC_OUT_OF_RANGE,
            "square 80 is off the board",
        ),
        (
            crc_svg_options { arrows: off_board.as_ptr(), arrow_count: 1, ..defaults },
            CRC_OUT_OF_RANGE,
            "square 80 is off the board",
        ),
        (
            crc_svg_options { arrows: bad_colour.as_ptr(), arrow_count: 1, ..defaults },
            CRC_OUT_OF_RANGE,
            "an arrow's rgb colour 0x1000000",
        ),
        (
            crc_svg_options { arrow_count: 3, ..defaults },
            CRC_NULL_ARGUMENT,
            "a list of 3 entries was given as NULL",
        ),
        (
            crc_svg_options { marked: bad_marked.as_ptr(), marked_count: 2, ..defaults },
            CRC_OUT_OF_RANGE,
            "square 200 is off the board",
        ),
        (crc_svg_options { marked_count: 1, ..defaults }, CRC_NULL_ARGUMENT, "given as NULL"),
    ] {
        assert_eq!(svg(&position, Some(&options)), Err(status), "{options:?}");
        assert!(last_error().contains(message), "{options:?}: {}", last_error());
    }

    // NULL handle or `written`, and a buffer too small for the diagram.
    let mut buf = [b'#' as c_char; 100];
    let mut written = 7;
    // SAFETY: NULL handle, valid buffer and `written`.
    let status =
        unsafe { crc_position_svg(ptr::null(), ptr::null(), buf.as_mut_ptr(), 100, &mut written) };
    assert_eq!((status, written), (CRC_NULL_ARGUMENT, 7));
    // SAFETY: a live handle, a valid buffer, NULL `written`.
    let status = unsafe {
        crc_position_svg(position.0, ptr::null(), buf.as_mut_ptr(), 100, ptr::null_mut())
    };
    assert_eq!(status, CRC_NULL_ARGUMENT);
    // SAFETY: a live handle, a valid buffer of 100 bytes.
    let status =
        unsafe { crc_position_svg(position.0, ptr::null(), buf.as_mut_ptr(), 100, &mut written) };
    let full = svg(&position, None).expect("a diagram");
    assert_eq!((status, written), (CRC_BUFFER_TOO_SMALL, full.len() + 1));
    assert!(buf.iter().all(|&c| c == b'#' as c_char));
}
