//! Game trees: every comment, NAG and variation kept where the text puts it, clocks and
//! evaluations read from the comments, and round trips through `GameTree::to_pgn` that
//! give the same trees and, written again, the same bytes.

use std::io::BufReader;

use crate::long_comment::LongComment;
use crc_rules_game::{
    Eval, GameResult, GameTree, NodeId, Outcome, PgnReader, Reason, TreeBuilder, TreeNode,
};

const HAND_WRITTEN: &str = include_str!("../../../testdata/pgn/annotated.pgn");
const XBOARD: &str = include_str!("../../../testdata/xboard/caparandom.pgn");
const CUTECHESS: &str = include_str!("../../../testdata/cutechess/caparandom.pgn");

fn trees(text: &str) -> Vec<GameTree> {
    let mut reader = PgnReader::from_text(text);
    std::iter::from_fn(|| reader.read_game(&mut TreeBuilder::new()))
        .map(|tree| tree.expect("a good game"))
        .collect()
}

/// The child of `id` that is `san`.
fn child<'a>(tree: &'a GameTree, id: NodeId, san: &str) -> (NodeId, &'a TreeNode) {
    let found = tree.node(id).unwrap().variations().iter().copied();
    let id = found
        .clone()
        .find(|&c| tree.node(c).unwrap().san() == san)
        .unwrap_or_else(|| panic!("no {san} after {:?}", tree.node(id).unwrap().san()));
    (id, tree.node(id).unwrap())
}

#[test]
fn the_hand_written_game_is_read_where_the_text_puts_each_annotation() {
    let [tree] = <[GameTree; 1]>::try_from(trees(HAND_WRITTEN)).unwrap();
    let root = tree.root();
    assert_eq!(
        tree.node(root).unwrap().comments(),
        ["The Capablanca array."]
    );
    assert_eq!(tree.len(), 13);

    let (e4, node) = child(&tree, root, "e4");
    assert_eq!(node.comments(), ["[%clk 0:05:00] [%eval 0.31]"]);
    assert_eq!(node.clock(), Some(300.0));
    assert_eq!(node.eval(), Some(Eval::Centipawns(31)));

    let (e5, node) = child(&tree, e4, "e5");
    assert_eq!(node.comment(), "[%clk 0:04:58.5]\n[%eval -0.25,18]");
    assert_eq!(node.clock(), Some(298.5));
    assert_eq!(node.eval(), Some(Eval::Centipawns(-25)));
    let sans: Vec<&str> = node
        .variations()
        .iter()
        .map(|&v| tree.node(v).unwrap().san())
        .collect();
    assert_eq!(sans, ["Nh3", "d4", "f4"]);

    let (nh3, node) = child(&tree, e5, "Nh3");
    assert_eq!(node.nags(), [1]);
    let (d4, node) = child(&tree, e5, "d4");
    assert_eq!(node.comments(), ["the gambit"]);
    let (exd4, _) = child(&tree, d4, "exd4");
    let (d5, node) = child(&tree, d4, "d5");
    assert_eq!(node.nags(), [2]);
    assert_eq!(tree.node(d4).unwrap().variations(), [exd4, d5]);
    child(&tree, d5, "exd5");
    child(&tree, exd4, "Nh3");
    let (f4, node) = child(&tree, e5, "f4");
    assert_eq!(node.starting_comments(), ["a second try"]);
    assert_eq!(node.nags(), [6], "?! is NAG 6");
    child(&tree, f4, "Nh6");

    let (nh6, node) = child(&tree, nh3, "Nh6");
    assert_eq!(node.comments(), ["[%eval #3]", "a second comment"]);
    assert_eq!(node.eval(), Some(Eval::Mate(3)));
    let (ci3, node) = child(&tree, nh6, "Ci3");
    assert_eq!((node.nags(), node.clock()), (&[14][..], Some(241.0)));
    assert_eq!(tree.mainline().collect::<Vec<_>>(), [e4, e5, nh3, nh6, ci3]);
    assert_eq!(tree.node(ci3).unwrap().parent(), Some(nh6));

    let game = tree.game();
    assert_eq!(game.history(), ["e4", "e5", "Nh3", "Nh6", "Ci3"]);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            result: GameResult::BlackWins,
            reason: Reason::TimeForfeit
        })
    );
    assert_eq!(tree.game_at(f4).unwrap().history(), ["e4", "e5", "f4"]);
    assert_eq!(
        tree.position_at(d5).unwrap(),
        *tree.game_at(d5).unwrap().position()
    );
}

#[test]
fn xboard_games_keep_every_comment_in_place() {
    let trees = trees(XBOARD);
    assert_eq!(trees.len(), 20);
    let first = &trees[0];
    let root = first.node(first.root()).unwrap().comment();
    assert!(
        root.starts_with("--------------\nr q b n k b n c a r\n"),
        "{root}"
    );
    let mainline: Vec<&TreeNode> = first.mainline().map(|id| first.node(id).unwrap()).collect();
    assert_eq!(mainline[1].comments(), ["+0.74/13 0.2"]);
    assert_eq!(
        mainline.last().unwrap().comments(),
        ["+1000.01/245", "Xboard adjudication: Checkmate"]
    );
    assert_eq!(first.game().outcome().unwrap().reason, Reason::Checkmate);
    // Every comment of the file, counted by braces, is in a tree.
    let kept: usize = trees.iter().map(comment_count).sum();
    assert_eq!(kept, XBOARD.matches('{').count());
}

#[test]
fn cutechess_games_keep_a_comment_after_every_move() {
    let trees = trees(CUTECHESS);
    assert_eq!(trees.len(), 10);
    let first = &trees[0];
    let mainline: Vec<&TreeNode> = first.mainline().map(|id| first.node(id).unwrap()).collect();
    assert_eq!(mainline.len(), 66);
    assert_eq!(mainline[0].comments(), ["+0.18/8 0.14s"]);
    assert_eq!(mainline[1].comments(), ["+0.07/14 0.72s"]);
    assert_eq!(mainline[65].comments(), ["+M1/245 0.010s, Black mates"]);
    assert!(mainline.iter().all(|node| node.comments().len() == 1));
    assert_eq!(first.game().outcome().unwrap().reason, Reason::Checkmate);
    let kept: usize = trees.iter().map(comment_count).sum();
    assert_eq!(kept, CUTECHESS.matches('{').count());
}

fn comment_count(tree: &GameTree) -> usize {
    let nodes = all_nodes(tree);
    assert_eq!(nodes.len(), tree.len());
    nodes
        .iter()
        .map(|node| node.comments().len() + node.starting_comments().len())
        .sum()
}

/// Every node, the root first, depth first.
fn all_nodes(tree: &GameTree) -> Vec<&TreeNode> {
    let mut out = Vec::new();
    let mut stack = vec![tree.root()];
    while let Some(id) = stack.pop() {
        let node = tree.node(id).unwrap();
        out.push(node);
        stack.extend(node.variations().iter().rev());
    }
    out
}

#[test]
fn written_back_the_trees_read_the_same_and_write_the_same_bytes() {
    for text in [HAND_WRITTEN, XBOARD, CUTECHESS] {
        let first = trees(text);
        let written: String = first.iter().map(|t| t.to_pgn() + "\n").collect();
        let again = trees(&written);
        assert_eq!(again, first);
        let rewritten: String = again.iter().map(|t| t.to_pgn() + "\n").collect();
        assert_eq!(rewritten, written);
    }
}

#[test]
fn the_writers_own_comment_on_the_ending_is_not_in_the_tree() {
    let game = trees("[Variant \"Capablanca\"]\n\n1. e4 e5 1-0\n")
        .remove(0)
        .game()
        .clone();
    let written = game.to_pgn();
    assert!(
        written.ends_with("1. e4 e5 {Black resigns} 1-0\n"),
        "{written}"
    );
    let tree = trees(&written).remove(0);
    assert!(all_nodes(&tree).iter().all(|n| n.comments().is_empty()));
    assert_eq!(tree.to_pgn(), written);
    // A comment of the game's own after its last move: the writer adds none.
    let commented = trees("[Variant \"Capablanca\"]\n\n1. e4 e5 {well played} 1-0\n").remove(0);
    assert!(commented.to_pgn().ends_with("1. e4 e5 {well played} 1-0\n"));
}

#[test]
fn a_comment_over_one_mebibyte_is_cut_and_its_node_says_so() {
    for (len, cut) in [(1 << 20, false), ((1 << 20) + 1, true)] {
        let text = LongComment::new(len, "");
        let mut reader = PgnReader::new(BufReader::new(text));
        let tree = reader.read_game(&mut TreeBuilder::new()).unwrap().unwrap();
        let e4 = tree.node(tree.mainline().next().unwrap()).unwrap();
        assert_eq!(e4.comments()[0].len(), 1 << 20);
        assert_eq!(e4.is_truncated(), cut, "{len}");
        assert_eq!(tree.game().history(), ["e4", "e5"]);
    }
}

fn round_trip(text: &str) -> GameTree {
    let [tree] = <[GameTree; 1]>::try_from(trees(text)).unwrap();
    let written = tree.to_pgn();
    let [again] = <[GameTree; 1]>::try_from(trees(&written)).unwrap();
    assert_eq!(again, tree, "{written}");
    assert_eq!(again.to_pgn(), written);
    tree
}

const CAPABLANCA: &str = "[Variant \"Capablanca\"]\n\n";

#[test]
fn the_ending_comment_beside_others_is_the_games_own_and_stays() {
    let repeated = "1. Nh3 Nh6 2. Ni1 Ni8 3. Nh3 Nh6 4. Ni1 Ni8";
    let claimed = round_trip(&format!(
        "{CAPABLANCA}{repeated} {{x}} {{Threefold repetition}} 1/2-1/2\n"
    ));
    let last = claimed.node(claimed.mainline().last().unwrap()).unwrap();
    assert_eq!(last.comments(), ["x", "Threefold repetition"]);
    assert_eq!(
        claimed.game().outcome().unwrap().reason,
        Reason::ThreefoldRepetition
    );
    let twice = round_trip(&format!(
        "{CAPABLANCA}1. e4 {{Black resigns}} {{Black resigns}} 1-0\n"
    ));
    assert_eq!(
        twice
            .node(twice.mainline().last().unwrap())
            .unwrap()
            .comments()
            .len(),
        2
    );
    // Alone, it is the writer's: not in the tree, written again from the ending.
    let alone = round_trip(&format!(
        "{CAPABLANCA}{repeated} {{Threefold repetition}} 1/2-1/2\n"
    ));
    assert!(alone
        .node(alone.mainline().last().unwrap())
        .unwrap()
        .comments()
        .is_empty());
    assert_eq!(
        alone.game().outcome().unwrap().reason,
        Reason::ThreefoldRepetition
    );
}

#[test]
fn what_stands_before_a_variations_first_move_stays_with_it() {
    let nag = round_trip(&format!("{CAPABLANCA}1. e4 e5 ({{why}} $2 1... d5) *\n"));
    let e4 = nag.mainline().next().unwrap();
    let (_, d5) = child(&nag, e4, "d5");
    assert_eq!(
        (d5.starting_comments(), d5.nags()),
        (&["why".to_owned()][..], &[2][..])
    );
    // A variation without a move: its comment goes to the move it varies.
    let empty = round_trip(&format!("{CAPABLANCA}1. e4 ({{lost}}) e5 *\n"));
    let e4 = empty.node(empty.mainline().next().unwrap()).unwrap();
    assert_eq!(e4.comments(), ["lost"]);
}

#[test]
fn clocks_and_evaluations_are_read_as_python_chess_reads_them() {
    let node = |comment: &str| {
        let tree = round_trip(&format!("{CAPABLANCA}1. e4 {{{comment}}} *\n"));
        tree.node(tree.mainline().next().unwrap()).unwrap().clone()
    };
    assert_eq!(node("[%clk x] [%clk 0:00:05]").clock(), Some(5.0));
    assert_eq!(node("[%clk  0:00:05]").clock(), None, "two spaces");
    assert_eq!(node("[%clk 1:02:03.5]").clock(), Some(3723.5));
    assert_eq!(node("[%clk 0:00:07.]").clock(), Some(7.0));
    assert_eq!(node("[%clk 0:00:.5]").clock(), None, "no whole seconds");
    assert_eq!(node("[%eval 2.]").eval(), Some(Eval::Centipawns(200)));
    assert_eq!(node("[%eval -1.05]").eval(), Some(Eval::Centipawns(-105)));
    assert_eq!(node("[%eval 0.3,x]").eval(), None);
    assert_eq!(node("[%eval 0.3,12]").eval(), Some(Eval::Centipawns(30)));
    assert_eq!(node("[%eval -.5]").eval(), Some(Eval::Centipawns(-50)));
    assert_eq!(node("[%eval #-3]").eval(), Some(Eval::Mate(-3)));
    assert_eq!(node("[%eval 1.234]").eval(), None);
}

#[test]
fn an_id_of_another_larger_tree_is_refused_without_a_panic() {
    let big = trees(HAND_WRITTEN).remove(0);
    let mut small = trees("[Variant \"Capablanca\"]\n\n1. e4 *\n").remove(0);
    let foreign = big.node_id(big.len() - 1).unwrap();
    assert!(small.node_id(foreign.index()).is_none());
    assert!(small.node(foreign).is_none());
    assert_eq!(small.moves_to(foreign), None);
    assert!(small.game_at(foreign).is_none());
    assert_eq!(small.position_at(foreign), None);
    let before = small.to_pgn();
    assert!(!small.set_comments(foreign, vec!["lost".to_owned()]));
    assert!(!small.set_nags(foreign, vec![1]));
    assert_eq!(small.to_pgn(), before);
    let e4 = small.mainline().next().unwrap();
    assert!(small.set_comments(e4, vec!["kept".to_owned()]) && small.set_nags(e4, vec![1]));
    assert!(small.to_pgn().ends_with("\n1. e4 $1 {kept} *\n"));
}
