//! Main-line notes (`NotesBuilder`, `AnnotatedGame`, `to_pgn_with_notes`), what the C and
//! JavaScript doors keep of a game read from PGN: the same comments and NAGs as a game
//! tree's main line, ply by ply, written back so that they read back the same.

use crc_rules_game::{
    from_pgn_with, to_pgn_with_notes, AnnotatedGame, Game, GameTree, NotesBuilder, PgnReader,
    PlyNotes, TreeBuilder,
};

const FILES: [&str; 3] = [
    include_str!("../../../testdata/pgn/annotated.pgn"),
    include_str!("../../../testdata/xboard/caparandom.pgn"),
    include_str!("../../../testdata/cutechess/caparandom.pgn"),
];

fn annotated(text: &str) -> Vec<AnnotatedGame> {
    let mut reader = PgnReader::from_text(text);
    std::iter::from_fn(|| reader.read_game(&mut NotesBuilder::new()))
        .map(|read| read.expect("a good game"))
        .collect()
}

/// The notes of a tree's main line, ply by ply.
fn main_line_notes(tree: &GameTree) -> Vec<PlyNotes> {
    std::iter::once(tree.root())
        .chain(tree.mainline())
        .map(|id| tree.node(id).unwrap())
        .map(|node| PlyNotes {
            comments: node.comments().to_vec(),
            nags: node.nags().to_vec(),
        })
        .collect()
}

#[test]
fn notes_are_the_main_line_of_the_tree() {
    for text in FILES {
        let mut reader = PgnReader::from_text(text);
        let trees = std::iter::from_fn(|| reader.read_game(&mut TreeBuilder::new()));
        let read = annotated(text);
        let mut count = 0;
        for (tree, read) in trees.zip(&read) {
            let tree = tree.expect("a good game");
            assert_eq!(read.notes, main_line_notes(&tree));
            assert_eq!(read.notes.len(), read.game.move_count() + 1);
            assert_eq!(read.game.history(), tree.game().history());
            assert_eq!(read.game.outcome(), tree.game().outcome());
            count += 1;
        }
        assert_eq!(count, read.len());
    }
}

#[test]
fn written_notes_read_back_the_same_and_write_the_same_bytes() {
    for text in FILES {
        let first = annotated(text);
        let written: Vec<String> = first.iter().map(AnnotatedGame::to_pgn).collect();
        let again = annotated(&written.join("\n"));
        assert_eq!(again.len(), first.len());
        for ((a, b), text) in first.iter().zip(&again).zip(&written) {
            assert_eq!(a.notes, b.notes);
            assert_eq!(&b.to_pgn(), text);
        }
    }
}

#[test]
fn notes_are_written_where_they_belong() {
    let mut game = Game::from_number(25933).unwrap();
    for mv in ["e4", "e5", "Nh3"] {
        game.play_text(mv).unwrap();
    }
    let plain = "\n1. e4 e5 2. Nh3 *\n";
    assert!(to_pgn_with_notes(&game, &[]).ends_with(plain));
    let none = vec![PlyNotes::default(); 4];
    assert!(to_pgn_with_notes(&game, &none).ends_with(plain));
    // Notes past the last move are not written; a comment numbers Black's next move.
    let mut notes = none.clone();
    notes[0].comments.push("start".into());
    notes[1].comments.push("open".into());
    notes[2].nags.push(2);
    notes.push(PlyNotes {
        comments: vec!["past the end".into()],
        nags: vec![],
    });
    let pgn = to_pgn_with_notes(&game, &notes);
    assert!(
        pgn.ends_with("\n{start} 1. e4 {open} 1... e5 $2 2. Nh3 *\n"),
        "{pgn}"
    );
}

#[test]
fn the_writers_ending_comment_is_no_note() {
    let text = "[Variant \"Capablanca\"]\n\n1. e4 e5 {White resigns} 0-1\n";
    let read = from_pgn_with(text, &mut NotesBuilder::new()).unwrap();
    assert!(read.notes.iter().all(PlyNotes::is_empty));
    assert!(read.to_pgn().ends_with("1. e4 e5 {White resigns} 0-1\n"));
    let own = "[Variant \"Capablanca\"]\n\n1. e4 e5 {lost on time} {White resigns} 0-1\n";
    let read = from_pgn_with(own, &mut NotesBuilder::new()).unwrap();
    assert_eq!(read.notes[2].comments, ["lost on time", "White resigns"]);
}
