//! X-FEN / Shredder-FEN parsing: never panics; parse -> write -> parse is stable; a valid
//! position's X-FEN reads back to the same X-FEN; lenient loading drops exactly the
//! castling rights and en-passant square that strict validation reports, and nothing when
//! the setup is playable.
#![no_main]

use crc_rules_core::Setup;
use crc_rules_movegen::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(setup) = Setup::from_fen(text) else {
        return;
    };
    let xfen = setup.to_fen();
    assert_eq!(
        Setup::from_fen(&xfen).as_ref(),
        Ok(&setup),
        "{text:?} -> {xfen}"
    );
    let shredder = setup.to_shredder_fen();
    assert_eq!(
        Setup::from_fen(&shredder).as_ref(),
        Ok(&setup),
        "{text:?} -> {shredder}"
    );
    let strict = Position::from_setup(&setup);
    if let Ok(position) = &strict {
        let fen = position.to_fen();
        let again = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(again.to_fen(), fen);
        assert_eq!(again.key(), again.compute_key());
    }
    match (Position::from_setup_lenient(&setup), &strict) {
        (Ok((position, dropped)), Ok(strict_position)) => {
            assert!(dropped.is_empty(), "{text:?}: {dropped}");
            assert_eq!(&position, strict_position);
        }
        (Ok((position, dropped)), Err(error)) => {
            assert_eq!(dropped.reasons, error.reasons(), "{text:?}");
            // What is left is playable as it stands.
            let fen = position.to_fen();
            Position::from_fen(&fen).unwrap_or_else(|e| panic!("{text:?} -> {fen}: {e}"));
            // Exactly the dropped rights are gone.
            assert_eq!(dropped.castling_rights - setup.castling_rights, Default::default());
            assert_eq!(
                position.to_setup().castling_rights,
                setup.castling_rights - dropped.castling_rights,
                "{text:?}"
            );
        }
        (Err(lenient), Err(error)) => {
            assert!(!lenient.reasons().is_empty());
            assert!(lenient.reasons().iter().all(|r| !r.is_droppable()));
            assert!(lenient.reasons().iter().all(|r| error.reasons().contains(r)));
        }
        (Err(lenient), Ok(_)) => panic!("{text:?}: strict accepts, lenient says {lenient}"),
    }
});
