//! A replay that takes moves back answers as the replay of the shorter list: the position,
//! the promoted marks, Fairy-Stockfish's en-passant square, the game ply, check and the
//! repetition count are all restored by `undo`. A move the list cannot play is named with
//! the position as the board writes it.

use crc_rules_fairy::Replay;

/// Everything a replay answers about its current position.
fn answers(replay: &Replay) -> (String, String, Option<String>, i32, bool, usize) {
    (
        replay.fen_with(true, true),
        replay.sfen(true),
        replay.ep_square().map(|square| square.to_string()),
        replay.game_ply(),
        replay.is_check(),
        replay.repetitions(),
    )
}

/// Plays `plies` moves from `fen`, chosen by a small generator from `seed`, then takes them
/// back one by one; at every step the answers equal those of a fresh replay of the moves so far.
fn play_and_take_back(fen: &str, seed: u64, plies: usize) {
    let mut replay = Replay::load(fen).unwrap();
    let mut state = seed;
    let mut played = Vec::new();
    let mut seen = vec![answers(&replay)];
    for _ in 0..plies {
        let moves = replay.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = moves[(state >> 33) as usize % moves.len()];
        played.push(crc_rules_fairy::fsf_uci(replay.position(), mv, true));
        replay.play(mv);
        let fresh = Replay::new(fen, &played, true).unwrap();
        assert_eq!(
            answers(&replay),
            answers(&fresh),
            "after {played:?} from {fen}"
        );
        seen.push(answers(&replay));
    }
    while let Some(last) = played.pop() {
        seen.pop();
        let mv = replay.undo().expect("a move to take back");
        assert_eq!(crc_rules_fairy::fsf_uci(replay.position(), mv, true), last);
        assert_eq!(
            &answers(&replay),
            seen.last().unwrap(),
            "back to {played:?} from {fen}"
        );
    }
    assert_eq!(
        replay.undo(),
        Err(crc_rules_game::NothingToUndo::Move),
        "nothing left to take back"
    );
}

#[test]
fn undo_restores_every_answer() {
    let fens = [
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
        // Promotions, and pieces marked as promoted.
        "4k5/1P6p1/10/10/10/10/1p6P1/4K4Q~ w - - 0 1",
        // En passant on both sides.
        "r4k3r/pppp1ppppp/10/3PpP4/10/10/PPP1P1PPPP/R4K3R w KQkq e6 0 3",
        // Castling of every kind, in check now and then.
        "r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1",
    ];
    for fen in fens {
        for seed in 0..20 {
            play_and_take_back(fen, seed, 60);
        }
    }
}

#[test]
fn repetitions_count_the_positions_since_the_fen() {
    let moves = ["b1c3", "b8c6", "c3b1", "c6b8"].repeat(2);
    let start = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
    let mut replay = Replay::load(start).unwrap();
    let mut counts = vec![replay.repetitions()];
    for text in &moves {
        let mv = replay.find(text, false).unwrap();
        replay.play(mv);
        counts.push(replay.repetitions());
    }
    assert_eq!(counts, [1, 1, 1, 1, 2, 2, 2, 2, 3]);
    for expected in counts.iter().rev().skip(1) {
        replay.undo().expect("a move to take back");
        assert_eq!(replay.repetitions(), *expected);
    }
}

#[test]
fn a_move_of_the_list_that_is_not_legal_names_the_position_as_the_board_writes_it() {
    let start = "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1";
    for (chess960, castling) in [(true, "JAja"), (false, "KQkq")] {
        let error = Replay::new(start, &["e2e4", "e2e4"], chess960).unwrap_err();
        let board = Replay::new(start, &["e2e4"], chess960).unwrap();
        let fen = board.fen_with(chess960, false);
        assert!(fen.contains(&format!(" b {castling} ")), "{fen}");
        assert!(
            error
                .to_string()
                .ends_with(&format!("(move 2 of the list, in {fen})")),
            "{error}"
        );
    }
}
