//! A PGN game whole, as GUIs and servers write it: its tags, a tree of its moves with the
//! comments, NAGs and variations round them, and its ending ([`GameTree`], read by the
//! visitor [`TreeBuilder`]), written back as PGN.

use crc_rules_movegen::{Move, Position};

use crate::game::Game;
use crate::pgn_visitor::{Comment, GameBuilder, PlayedMove, Variation, Visitor};
use crate::pgn_writer::{
    drop_ending_comment, ending_comment, result_token, write_annotations, write_move_number,
    write_tags, write_wrapped,
};

/// A node's place in its [`GameTree`]: its number in the order the text gives the nodes,
/// the root 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NodeId(usize);

impl NodeId {
    /// The node's number: the root is 0, then each move in the order of the text.
    pub fn index(self) -> usize {
        self.0
    }
}

/// One node of a [`GameTree`]: the root, before the first move, or a move with what was
/// written round it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeNode {
    mv: Option<Move>,
    san: String,
    /// The half-moves from the start to the position after this node.
    plies: usize,
    parent: Option<NodeId>,
    variations: Vec<NodeId>,
    starting_comments: Vec<String>,
    comments: Vec<String>,
    nags: Vec<u8>,
    truncated: bool,
}

impl TreeNode {
    fn new(parent: Option<NodeId>, plies: usize) -> TreeNode {
        TreeNode {
            mv: None,
            san: String::new(),
            plies,
            parent,
            variations: Vec::new(),
            starting_comments: Vec::new(),
            comments: Vec::new(),
            nags: Vec::new(),
            truncated: false,
        }
    }

    /// The move that leads here; `None` at the root.
    pub fn mv(&self) -> Option<Move> {
        self.mv
    }

    /// The move's SAN as this library writes it; empty at the root.
    pub fn san(&self) -> &str {
        &self.san
    }

    /// The node before this one; `None` at the root.
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// The moves that follow, the main continuation first, then the variations, as
    /// python-chess's `variations`.
    pub fn variations(&self) -> &[NodeId] {
        &self.variations
    }

    /// The comments written before this move, at the start of a variation, in order.
    pub fn starting_comments(&self) -> &[String] {
        &self.starting_comments
    }

    /// The comments after this move (at the root: before the first move), in order.
    pub fn comments(&self) -> &[String] {
        &self.comments
    }

    /// [`TreeNode::starting_comments`] joined by line breaks, as python-chess's
    /// `starting_comment`; empty when there is none.
    pub fn starting_comment(&self) -> String {
        self.starting_comments.join("\n")
    }

    /// [`TreeNode::comments`] joined by line breaks, as python-chess's `comment`; empty
    /// when there is none.
    pub fn comment(&self) -> String {
        self.comments.join("\n")
    }

    /// The NAGs after this move, in the order written (`!` is 1, …).
    pub fn nags(&self) -> &[u8] {
        &self.nags
    }

    /// Whether a comment of this node was cut at [`Comment::MAX_BYTES`].
    pub fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// The clock in the comment, `[%clk H:MM:SS]` or `[%clk H:MM:SS.s]`, in seconds, as
    /// python-chess reads it; it stays in the comment's text.
    ///
    /// ```
    /// use crc_rules_game::{GameTree, PgnReader, TreeBuilder};
    /// let pgn = "[Variant \"Capablanca\"]\n\n1. e4 {[%clk 0:04:58.5] [%eval -0.31]} *\n";
    /// let tree = PgnReader::from_text(pgn).read_game(&mut TreeBuilder::new()).unwrap()?;
    /// let e4 = tree.node(tree.mainline().next().unwrap()).unwrap();
    /// assert_eq!(e4.clock(), Some(298.5));
    /// assert_eq!(e4.eval(), Some(crc_rules_game::Eval::Centipawns(-31)));
    /// # Ok::<(), crc_rules_game::PgnError>(())
    /// ```
    pub fn clock(&self) -> Option<f64> {
        self.commands("clk").find_map(clock_value)
    }

    /// The evaluation in the comment, from White's view: `[%eval 0.31]` (pawns, read as
    /// centipawns) or `[%eval #-3]` (mate in 3 for Black), with an optional `,depth`, as
    /// python-chess reads it; it stays in the comment's text. The first command of each
    /// kind that reads counts.
    pub fn eval(&self) -> Option<Eval> {
        self.commands("eval").find_map(eval_value)
    }

    /// The values of the `[%name value]` commands in the node's comments, in order.
    fn commands<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.comments
            .iter()
            .flat_map(move |comment| commands(comment, name))
    }
}

/// A `[%clk]` value, `H:MM:SS` or `H:MM:SS.s`, in seconds.
fn clock_value(value: &str) -> Option<f64> {
    let mut parts = value.splitn(3, ':');
    let (hours, minutes, seconds) = (parts.next()?, parts.next()?, parts.next()?);
    let whole = |text: &str| {
        (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
            .then(|| text.parse::<f64>().ok())
            .flatten()
    };
    let (secs, fraction) = seconds.split_once('.').unwrap_or((seconds, ""));
    if whole(secs).is_none() || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Digits, a dot and digits (or none): a float's text.
    let seconds = seconds.parse::<f64>().ok()?;
    Some(whole(hours)? * 3600.0 + whole(minutes)? * 60.0 + seconds)
}

/// An `[%eval]` value: `±N.NN` pawns or `#±N`, then an optional `,depth`.
fn eval_value(value: &str) -> Option<Eval> {
    let (value, depth) = value.split_once(',').unwrap_or((value, "0"));
    if depth.is_empty() || !depth.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if let Some(mate) = value.strip_prefix('#') {
        let digits = mate.strip_prefix(['+', '-']).unwrap_or(mate);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        return mate.parse().ok().map(Eval::Mate);
    }
    let (sign, digits) = match value.as_bytes().first()? {
        b'-' => (-1, &value[1..]),
        b'+' => (1, &value[1..]),
        _ => (1, value),
    };
    let (pawns, hundredths) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |text: &str| text.bytes().all(|b| b.is_ascii_digit());
    if pawns.len() > 10 || hundredths.len() > 2 || !all_digits(pawns) || !all_digits(hundredths) {
        return None;
    }
    if pawns.is_empty() && hundredths.is_empty() {
        return None;
    }
    let pawns: i64 = if pawns.is_empty() {
        0
    } else {
        pawns.parse().ok()?
    };
    // One digit is tenths: padded with zeros to two.
    let hundredths = (hundredths.bytes().chain(std::iter::repeat(b'0')).take(2))
        .fold(0, |value, digit| value * 10 + i64::from(digit - b'0'));
    i32::try_from(sign * (pawns * 100 + hundredths))
        .ok()
        .map(Eval::Centipawns)
}

/// The values of the `[%name value]` commands in `comment`: one whitespace character after
/// the name, the value up to `]` as it stands (python-chess's patterns).
fn commands<'a>(comment: &'a str, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
    comment.match_indices("[%").filter_map(move |(at, _)| {
        let after = comment[at + 2..].strip_prefix(name)?;
        let space = after.chars().next().filter(char::is_ascii_whitespace)?;
        let value = &after[space.len_utf8()..];
        Some(&value[..value.find(']')?])
    })
}

/// An evaluation from White's view, as a `[%eval]` comment gives it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Eval {
    /// A score in hundredths of a pawn.
    Centipawns(i32),
    /// Mate in so many moves: for White when positive, for Black when negative.
    Mate(i32),
}

/// A PGN game whole: the main line as a [`Game`] (its tags, its start, its ending), and the
/// tree of its moves with every comment, NAG and variation, nested to any depth the reader
/// accepts. Written back with [`GameTree::to_pgn`], it reads again as the same tree.
///
/// ```
/// use crc_rules_game::{PgnReader, TreeBuilder};
/// let pgn = "[Variant \"Capablanca\"]\n\n{start} 1. e4 $1 {best} (1. d4 d5) 1... e5 *\n";
/// let tree = PgnReader::from_text(pgn).read_game(&mut TreeBuilder::new()).unwrap()?;
/// let root = tree.node(tree.root()).unwrap();
/// assert_eq!(root.comments(), ["start"]);
/// let (e4, d4) = (tree.node(root.variations()[0]).unwrap(), tree.node(root.variations()[1]).unwrap());
/// assert_eq!((e4.san(), e4.nags(), e4.comment()), ("e4", &[1][..], "best".to_owned()));
/// assert_eq!(d4.san(), "d4");
/// assert!(tree.to_pgn().ends_with("\n{start} 1. e4 $1 {best} (1. d4 d5) 1... e5 *\n"));
/// # Ok::<(), crc_rules_game::PgnError>(())
/// ```
#[derive(Clone, Debug)]
pub struct GameTree {
    game: Game,
    nodes: Vec<TreeNode>,
}

impl PartialEq for GameTree {
    fn eq(&self, other: &GameTree) -> bool {
        self.nodes == other.nodes
            && self.game.tags() == other.game.tags()
            && self.game.start() == other.game.start()
            && self.game.outcome() == other.game.outcome()
    }
}

impl GameTree {
    /// The main line as a game: its tags, start, moves and ending.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The root: the start, before the first move.
    pub fn root(&self) -> NodeId {
        NodeId(0)
    }

    /// The node at `id`; `None` for an id of another, larger tree.
    pub fn node(&self, id: NodeId) -> Option<&TreeNode> {
        self.nodes.get(id.0)
    }

    /// The node at `id`, an id the tree itself holds (a node's parent or variation).
    fn at(&self, id: NodeId) -> &TreeNode {
        &self.nodes[id.0]
    }

    /// The node numbered `index` ([`NodeId::index`]), if the tree has so many.
    pub fn node_id(&self, index: usize) -> Option<NodeId> {
        (index < self.nodes.len()).then_some(NodeId(index))
    }

    /// How many nodes the tree has, the root included.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the tree holds no move.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// The main line's nodes, the first move first (the root left out).
    pub fn mainline(&self) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::successors(self.nodes[0].variations.first().copied(), |id| {
            self.at(*id).variations.first().copied()
        })
    }

    /// The moves from the start to `id`, the first first; `None` for an id of another,
    /// larger tree.
    pub fn moves_to(&self, id: NodeId) -> Option<Vec<Move>> {
        self.node(id)?;
        let mut moves: Vec<Move> = std::iter::successors(Some(id), |id| self.at(*id).parent)
            .filter_map(|id| self.at(id).mv)
            .collect();
        moves.reverse();
        Some(moves)
    }

    /// The game at `id`: the start with the moves to it played (its tags too), without the
    /// main line's ending unless `id` ends the main line; `None` for an id of another,
    /// larger tree.
    pub fn game_at(&self, id: NodeId) -> Option<Game> {
        let moves = self.moves_to(id)?;
        if self.mainline().last() == Some(id) || (self.is_empty() && id == self.root()) {
            return Some(self.game.clone());
        }
        let mut game = Game::from_position(*self.game.start());
        for (name, value) in self.game.tags().iter() {
            game.keep_tag(name, value);
        }
        for mv in moves {
            // The tree's moves were each played and checked as it was read.
            drop(game.play(mv));
        }
        Some(game)
    }

    /// The position at `id`; `None` for an id of another, larger tree.
    pub fn position_at(&self, id: NodeId) -> Option<Position> {
        let mut position = *self.game.start();
        for mv in self.moves_to(id)? {
            position.play_unchecked(mv);
        }
        Some(position)
    }

    /// The tree of `game`'s main line, without a comment or a NAG: for a game played
    /// (or read) to be written with annotations set by [`GameTree::set_comments`] and
    /// [`GameTree::set_nags`].
    ///
    /// ```
    /// use crc_rules_game::{Game, GameTree};
    /// let mut game = Game::from_number(25933)?;
    /// game.play_text("e4")?;
    /// let mut tree = GameTree::from_game(game);
    /// let e4 = tree.mainline().next().unwrap();
    /// tree.set_comments(e4, vec!["best".to_owned()]);
    /// tree.set_nags(e4, vec![1]);
    /// assert!(tree.to_pgn().ends_with("\n1. e4 $1 {best} *\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_game(game: Game) -> GameTree {
        let mut nodes = vec![TreeNode::new(None, 0)];
        for (index, (mv, san)) in game
            .move_stack()
            .into_iter()
            .zip(game.history())
            .enumerate()
        {
            nodes[index].variations.push(NodeId(index + 1));
            let mut node = TreeNode::new(Some(NodeId(index)), index + 1);
            node.mv = Some(mv);
            node.san = san;
            nodes.push(node);
        }
        GameTree { game, nodes }
    }

    /// Sets the comments after node `id`'s move (at the root: before the first move), none
    /// of them cut; `false`, changing nothing, for an id of another, larger tree.
    pub fn set_comments(&mut self, id: NodeId, comments: Vec<String>) -> bool {
        let Some(node) = self.nodes.get_mut(id.0) else {
            return false;
        };
        node.comments = comments;
        node.truncated = false;
        true
    }

    /// Sets the NAGs after node `id`'s move; `false`, changing nothing, for an id of
    /// another, larger tree.
    pub fn set_nags(&mut self, id: NodeId, nags: Vec<u8>) -> bool {
        let Some(node) = self.nodes.get_mut(id.0) else {
            return false;
        };
        node.nags = nags;
        true
    }

    /// The game as PGN: the tags as [`Game::to_pgn`] writes them, then every move with its
    /// NAGs (as `$n`) and comments, every variation in parentheses after the move it
    /// varies, our SAN, move numbers where PGN wants them, the writer's comment on the
    /// ending only when the game has no `Termination` tag and no comment after its last
    /// move, and the result. Read back, it gives the same tree; written again, the same
    /// text.
    pub fn to_pgn(&self) -> String {
        let mut out = String::new();
        write_tags(&self.game, &mut out);
        let mut tokens = Vec::new();
        let root = &self.nodes[0];
        write_annotations(&root.nags, &root.comments, &mut tokens);
        self.line(self.root(), true, &mut tokens);
        let last = self.mainline().last().map_or(root, |id| self.at(id));
        if last.comments.is_empty() {
            tokens.extend(ending_comment(&self.game));
        }
        tokens.push(result_token(&self.game).to_owned());
        write_wrapped(tokens, &mut out);
        out
    }

    /// The moves that follow `from`: its main continuation on and on, each with the
    /// variations of it in parentheses after it (Black's first move numbered when
    /// `numbered`). Variations recurse (as deep as they are nested, which the reader
    /// bounds); the main line does not.
    fn line(&self, from: NodeId, numbered: bool, tokens: &mut Vec<String>) {
        let mut parent = from;
        let mut numbered = numbered;
        while let Some((&main, others)) = self.at(parent).variations.split_first() {
            self.write_move(main, numbered, tokens);
            numbered = !self.at(main).comments.is_empty() || !others.is_empty();
            for &other in others {
                let first = tokens.len();
                self.write_move(other, true, tokens);
                tokens[first].insert(0, '(');
                self.line(other, !self.at(other).comments.is_empty(), tokens);
                if let Some(last) = tokens.last_mut() {
                    last.push(')');
                }
            }
            parent = main;
        }
    }

    /// A move with its starting comment, its number (always before White's, before
    /// Black's when `numbered`), and its NAGs and comment.
    fn write_move(&self, id: NodeId, numbered: bool, tokens: &mut Vec<String>) {
        let node = self.at(id);
        let starting = node.starting_comments.iter();
        tokens.extend(starting.map(|comment| format!("{{{comment}}}")));
        write_move_number(self.game.start(), node.plies, numbered, tokens);
        tokens.push(node.san.clone());
        write_annotations(&node.nags, &node.comments, tokens);
    }
}

/// The visitor that reads a [`GameTree`]: every variation entered (and so checked), every
/// comment (up to [`Comment::MAX_BYTES`] each) and NAG kept where the text puts it.
///
/// ```
/// use crc_rules_game::{PgnReader, TreeBuilder};
/// let pgn = "[Variant \"Capablanca\"]\n[Termination \"time forfeit\"]\n\n1. e4 e5 (1... d5) 0-1\n";
/// let tree = PgnReader::from_text(pgn).read_game(&mut TreeBuilder::new()).unwrap()?;
/// assert_eq!(tree.game().outcome().unwrap().to_string(), "time forfeit 0-1");
/// assert_eq!(tree.len(), 4); // the root, e4, e5 and d5
/// # Ok::<(), crc_rules_game::PgnError>(())
/// ```
#[derive(Debug)]
pub struct TreeBuilder {
    mainline: GameBuilder,
    nodes: Vec<TreeNode>,
    /// The node the next move follows.
    cursor: usize,
    /// The nodes to go back to when the open variations close.
    open: Vec<usize>,
    /// What stands before a variation's first move, while that move is to come.
    starting: Option<Starting>,
}

/// The comments, NAGs and cut flag read after a `(` and before the variation's first move.
#[derive(Debug, Default)]
struct Starting {
    comments: Vec<String>,
    nags: Vec<u8>,
    truncated: bool,
}

impl Default for TreeBuilder {
    fn default() -> TreeBuilder {
        TreeBuilder::new()
    }
}

impl TreeBuilder {
    /// A builder, for [`PgnReader::read_game`](crate::PgnReader::read_game).
    pub fn new() -> TreeBuilder {
        TreeBuilder {
            mainline: GameBuilder::entering_variations(),
            nodes: vec![TreeNode::new(None, 0)],
            cursor: 0,
            open: Vec::new(),
            starting: None,
        }
    }
}

impl Visitor for TreeBuilder {
    type Output = GameTree;

    fn begin_game(&mut self) {
        self.mainline.begin_game();
        self.nodes = vec![TreeNode::new(None, 0)];
        self.cursor = 0;
        self.open.clear();
        self.starting = None;
    }

    fn tag(&mut self, name: &str, value: &str) {
        self.mainline.tag(name, value);
    }

    fn begin_movetext(&mut self, start: &Position) {
        self.mainline.begin_movetext(start);
    }

    fn san(&mut self, played: &PlayedMove<'_>) {
        self.mainline.san(played);
        let id = self.nodes.len();
        let parent = &mut self.nodes[self.cursor];
        parent.variations.push(NodeId(id));
        let mut node = TreeNode::new(Some(NodeId(self.cursor)), parent.plies + 1);
        node.mv = Some(played.mv());
        node.san = played.san();
        if let Some(starting) = self.starting.take() {
            // NAGs there are the move's own: written after it, they read back so.
            node.starting_comments = starting.comments;
            node.nags = starting.nags;
            node.truncated = starting.truncated;
        }
        self.nodes.push(node);
        self.cursor = id;
    }

    fn nag(&mut self, nag: u8) {
        match self.starting.as_mut() {
            Some(starting) => starting.nags.push(nag),
            None => self.nodes[self.cursor].nags.push(nag),
        }
    }

    fn comment(&mut self, comment: &Comment<'_>) {
        self.mainline.comment(comment);
        let text = comment.text().to_owned();
        match self.starting.as_mut() {
            Some(starting) => {
                starting.truncated |= comment.is_truncated();
                starting.comments.push(text);
            }
            None => {
                let node = &mut self.nodes[self.cursor];
                node.truncated |= comment.is_truncated();
                node.comments.push(text);
            }
        }
    }

    fn begin_variation(&mut self) -> Variation {
        self.mainline.begin_variation();
        self.open.push(self.cursor);
        // A variation replaces the last move: it follows the node before it.
        self.cursor = self.nodes[self.cursor].parent.map_or(0, |id| id.0);
        self.starting = Some(Starting::default());
        Variation::Enter
    }

    fn end_variation(&mut self) {
        self.mainline.end_variation();
        self.cursor = self.open.pop().unwrap_or(0);
        // A variation without a move: what it held goes to the move it varies, where it is
        // written and read back.
        if let Some(starting) = self.starting.take() {
            let node = &mut self.nodes[self.cursor];
            node.comments.extend(starting.comments);
            node.nags.extend(starting.nags);
            node.truncated |= starting.truncated;
        }
    }

    fn result(&mut self, result: &str) {
        self.mainline.result(result);
    }

    fn end_game(&mut self) -> GameTree {
        let game = self.mainline.end_game();
        let mut nodes = std::mem::replace(&mut self.nodes, vec![TreeNode::new(None, 0)]);
        // The writer's own comment on the ending is no part of the tree: it is written
        // again from the ending, so a round trip adds nothing.
        let mut last = 0;
        while let Some(next) = nodes[last].variations.first() {
            last = next.0;
        }
        drop_ending_comment(&game, &mut nodes[last].comments);
        GameTree { game, nodes }
    }
}
