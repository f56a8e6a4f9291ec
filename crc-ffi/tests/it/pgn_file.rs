//! `crc_pgn_reader_open`: the games of a file, read as it goes, and the files it refuses.

use std::ffi::CString;
use std::ptr;

use crc::crc_status::*;
use crc::*;

/// The message of the thread's last error.
fn last_error() -> String {
    let mut buf = [0u8; 512];
    let mut written = 0;
    // SAFETY: a buffer of its length and a valid `written`.
    let status = unsafe { crc_last_error(buf.as_mut_ptr().cast(), buf.len(), &mut written) };
    assert_eq!(status, CRC_OK);
    String::from_utf8_lossy(&buf[..written]).into_owned()
}

/// `crc_pgn_reader_open` of `path`: its status, and the reader when it opened.
fn open(path: &std::path::Path) -> (crc_status, *mut crc_pgn_reader) {
    let path = CString::new(path.as_os_str().as_encoded_bytes()).expect("no NUL");
    let mut reader = ptr::null_mut();
    // SAFETY: a NUL-terminated string and a valid out-pointer.
    let status = unsafe { crc_pgn_reader_open(path.as_ptr(), &mut reader) };
    (status, reader)
}

/// The status of each `crc_pgn_reader_next` until `CRC_END`, the reader freed.
fn statuses(reader: *mut crc_pgn_reader) -> Vec<(crc_status, String)> {
    let mut seen = Vec::new();
    loop {
        let mut game = ptr::null_mut();
        // SAFETY: a live reader and a valid out-pointer.
        let status = unsafe { crc_pgn_reader_next(reader, &mut game) };
        if status == CRC_END {
            break;
        }
        let detail = if status == CRC_OK { String::new() } else { last_error() };
        // SAFETY: a game handle from crc_pgn_reader_next, or NULL.
        unsafe { crc_game_free(game) };
        seen.push((status, detail));
    }
    // SAFETY: a live reader, not used again.
    unsafe { crc_pgn_reader_free(reader) };
    seen
}

#[test]
fn a_file_reads_game_by_game_and_a_bad_game_names_its_line() {
    let dir = std::env::temp_dir().join(format!("crc-pgn-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.pgn");
    let good = "[Variant \"Capablanca\"]\n\n1. e4 e5 *\n\n";
    std::fs::write(
        &path,
        format!("{good}{good}[Variant \"Capablanca\"]\n\n1. e4\n2. Zz9 *\n\n{good}"),
    )
    .unwrap();
    let (status, reader) = open(&path);
    assert_eq!(status, CRC_OK);
    let seen = statuses(reader);
    assert_eq!(seen.len(), 4);
    assert_eq!(seen[2].0, CRC_INVALID_PGN);
    assert!(seen[2].1.starts_with("PGN game 3, line 12: move 2 (\"Zz9\")"), "{}", seen[2].1);
    assert!(seen.iter().enumerate().all(|(i, (status, _))| i == 2 || *status == CRC_OK));

    // A directory and a missing file are refused at open, with the reason.
    let (status, reader) = open(&dir);
    assert_eq!((status, reader), (CRC_IO_ERROR, ptr::null_mut()));
    assert!(
        last_error().starts_with(&format!("{}: ", dir.display()))
            && last_error().to_lowercase().contains("is a directory"),
        "{}",
        last_error()
    );
    let (status, _) = open(&dir.join("missing.pgn"));
    assert_eq!(status, CRC_IO_ERROR);
    assert!(last_error().contains("missing.pgn: "), "{}", last_error());
    assert_eq!(CRC_IO_ERROR as u32, 19);

    // An empty file holds no game.
    std::fs::write(&path, "").unwrap();
    let (status, reader) = open(&path);
    assert_eq!(status, CRC_OK);
    assert!(statuses(reader).is_empty());
    std::fs::remove_dir_all(&dir).unwrap();

    // SAFETY: NULL arguments are refused without being read.
    assert_eq!(unsafe { crc_pgn_reader_open(ptr::null(), ptr::null_mut()) }, CRC_NULL_ARGUMENT);
}
