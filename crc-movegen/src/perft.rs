//! Perft: counting the leaf nodes of the legal move tree, the standard test of a move
//! generator; with or without a transposition table, and with the `parallel` feature on
//! several threads.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

#[cfg(feature = "parallel")]
use rayon::prelude::*;
use thiserror::Error;

use crate::moves::{Move, MoveList};
use crate::position::Position;

/// The deepest perft a door accepts (the C library, Python, JavaScript, the command-line
/// tool: each asks [`check_perft_depth`]). Deeper counts take years on any position with
/// moves, and the recursion needs stack in proportion to the depth; [`Position::perft`]
/// itself takes any depth.
pub const MAX_PERFT_DEPTH: u32 = 10;

/// A depth a perft or a divide refuses: above [`MAX_PERFT_DEPTH`], below 0, or 0 for a
/// divide, which splits the count by the first move and so needs one.
///
/// ```
/// use crc_rules_movegen::check_perft_depth;
/// assert_eq!(check_perft_depth(0, false), Ok(0)); // perft(0) is 1
/// let error = check_perft_depth(0, true).unwrap_err();
/// assert_eq!(error.to_string(), "divide depth 0 is out of range: 1 to 10 (a divide splits by the first move)");
/// assert_eq!(check_perft_depth(11, false).unwrap_err().to_string(), "perft depth 11 is out of range: 0 to 10");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "{} depth {depth} is out of range: {} to {MAX_PERFT_DEPTH}{}",
    if *.divide { "divide" } else { "perft" },
    u32::from(*.divide),
    if *.divide { " (a divide splits by the first move)" } else { "" }
)]
pub struct PerftDepthError {
    /// The depth asked for.
    pub depth: i64,
    /// Whether it was asked for a divide.
    pub divide: bool,
}

crc_rules_core::error_kind_of!(PerftDepthError => InvalidArgument);

/// The depth of a perft (0 to [`MAX_PERFT_DEPTH`]) or, with `divide`, of a divide (1 to
/// [`MAX_PERFT_DEPTH`]): the one check of every door that counts.
///
/// # Errors
/// [`PerftDepthError`] for any other depth.
pub fn check_perft_depth(depth: i64, divide: bool) -> Result<u32, PerftDepthError> {
    u32::try_from(depth)
        .ok()
        .filter(|&d| d <= MAX_PERFT_DEPTH && (d > 0 || !divide))
        .ok_or(PerftDepthError { depth, divide })
}

/// How [`Position::perft_with`] and [`Position::divide_with`] count: on how many threads,
/// and with how large a transposition table.
///
/// The default is one thread and no table, the same work as [`Position::perft`]. Without
/// the `parallel` feature (a build for a target without threads) the table works as ever
/// and `threads` is not used: every count runs on the calling thread, with the same result.
///
/// ```
/// use crc_rules_movegen::{PerftOptions, Position};
/// let gothic = Position::from_number(25933)?;
/// let options = PerftOptions { threads: 2, hash_mb: 16 };
/// assert_eq!(gothic.perft_with(4, &options), 808_984);
/// assert_eq!(PerftOptions::default(), PerftOptions { threads: 1, hash_mb: 0 });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PerftOptions {
    /// Threads to count on: 1 counts on the calling thread, 0 means one per core (only
    /// with the `parallel` feature; without it, every count runs on the calling thread).
    pub threads: usize,
    /// The transposition table's size in MiB (rounded down to a power of two number of
    /// entries); 0 counts without one.
    pub hash_mb: usize,
}

impl Default for PerftOptions {
    fn default() -> PerftOptions {
        PerftOptions {
            threads: 1,
            hash_mb: 0,
        }
    }
}

impl PerftOptions {
    /// The number of threads a count with these options runs on: `threads`, with 0 resolved
    /// to the number of cores; always 1 without the `parallel` feature.
    ///
    /// ```
    /// use crc_rules_movegen::PerftOptions;
    /// let all = PerftOptions { threads: 0, hash_mb: 0 };
    /// assert!(all.thread_count() >= 1);
    /// assert_eq!(PerftOptions::default().thread_count(), 1);
    /// ```
    pub fn thread_count(&self) -> usize {
        if !cfg!(feature = "parallel") {
            return 1;
        }
        match self.threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        }
    }
}

impl Position {
    /// The number of legal move sequences of length `depth` (leaf nodes), counting in bulk
    /// at the last ply. `perft(0)` is 1.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let capablanca = Position::from_fen(
    ///     "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1").unwrap();
    /// assert_eq!(capablanca.perft(2), 784);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        let mut position = *self;
        perft_in_place(&mut position, depth)
    }

    /// Perft split by the first move: each legal move with the leaf count below it, in
    /// generation order. The counts add up to `perft(depth)`.
    ///
    /// # Errors
    /// [`PerftDepthError`] for a depth [`check_perft_depth`] refuses for a divide: 0 or
    /// above [`MAX_PERFT_DEPTH`].
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1")?;
    /// let divide = pos.divide(2)?;
    /// assert_eq!(divide.len(), 11); // six promotions and five king moves
    /// assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), pos.perft(2));
    /// let (queen, replies) = divide.iter().find(|(m, _)| m.to_uci() == "b7b8q").unwrap();
    /// assert_eq!((queen.to_uci(), *replies), ("b7b8q".to_string(), 3)); // Kd7, Ke7, Kf7
    /// assert!(pos.divide(0).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn divide(&self, depth: u32) -> Result<Vec<(Move, u64)>, PerftDepthError> {
        // Not `divide_with`'s default: that would link the transposition table and the
        // thread pool into every door that offers divide, WebAssembly's included.
        let below = check_perft_depth(i64::from(depth), true)? - 1;
        Ok(self
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = *self;
                child.play_unchecked(mv);
                (mv, perft_in_place(&mut child, below))
            })
            .collect())
    }

    /// Perft with `options`: on several threads (with the `parallel` feature), with a
    /// transposition table, or both. The count is the same as [`Position::perft`]'s.
    ///
    /// ```
    /// use crc_rules_movegen::{PerftOptions, Position};
    /// let pos = Position::from_fen("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")?;
    /// let hashed = PerftOptions { threads: 1, hash_mb: 8 };
    /// assert_eq!(pos.perft_with(4, &hashed), 805_128);
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn perft_with(&self, depth: u32, options: &PerftOptions) -> u64 {
        if depth == 0 {
            return 1;
        }
        divide_where(self, depth, options, |_| true, |_, _| {})
            .iter()
            .map(|(_, n)| n)
            .sum()
    }

    /// Perft on `threads` threads (0: one per core), without a transposition table. Only
    /// with the `parallel` feature.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_number(25933)?;
    /// assert_eq!(pos.perft_parallel(4, 2), pos.perft(4));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "parallel")]
    pub fn perft_parallel(&self, depth: u32, threads: usize) -> u64 {
        self.perft_with(
            depth,
            &PerftOptions {
                threads,
                hash_mb: 0,
            },
        )
    }

    /// [`Position::divide`] with `options`, calling `progress` with each first move and its
    /// count as soon as that count is known (from the worker threads, in any order). The
    /// result is in generation order.
    ///
    /// # Errors
    /// [`PerftDepthError`], as [`Position::divide`].
    ///
    /// ```
    /// use std::sync::atomic::{AtomicU64, Ordering};
    /// use crc_rules_movegen::{PerftOptions, Position};
    /// let pos = Position::from_number(25933)?;
    /// let done = AtomicU64::new(0);
    /// let options = PerftOptions { threads: 2, hash_mb: 4 };
    /// let divide = pos.divide_with(3, &options, |_mv, nodes| {
    ///     done.fetch_add(nodes, Ordering::Relaxed);
    /// })?;
    /// assert_eq!(divide.len(), 28);
    /// assert_eq!(done.into_inner(), 25_283);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn divide_with(
        &self,
        depth: u32,
        options: &PerftOptions,
        progress: impl Fn(Move, u64) + Sync,
    ) -> Result<Vec<(Move, u64)>, PerftDepthError> {
        self.divide_where(depth, options, |_| true, progress)
    }

    /// [`Position::divide_with`] for the root moves `wanted` accepts only, sharing one
    /// transposition table among them: what a long count that resumes needs, counting only
    /// the root moves it has not counted yet.
    ///
    /// # Errors
    /// [`PerftDepthError`], as [`Position::divide`].
    ///
    /// ```
    /// use crc_rules_movegen::{PerftOptions, Position};
    /// let pos = Position::from_number(25933)?;
    /// let options = PerftOptions { threads: 2, hash_mb: 4 };
    /// let knights = pos.divide_where(3, &options, |mv| mv.to_uci().starts_with('b'), |_, _| {})?;
    /// let all = pos.divide(3)?;
    /// let expected: Vec<_> = all.into_iter().filter(|(mv, _)| mv.to_uci().starts_with('b')).collect();
    /// assert_eq!(knights, expected); // b1a3, b1c3, b2b3, b2b4
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn divide_where(
        &self,
        depth: u32,
        options: &PerftOptions,
        wanted: impl Fn(Move) -> bool,
        progress: impl Fn(Move, u64) + Sync,
    ) -> Result<Vec<(Move, u64)>, PerftDepthError> {
        check_perft_depth(i64::from(depth), true)?;
        Ok(divide_where(self, depth, options, wanted, progress))
    }
}

/// [`Position::divide_where`] at a depth of 1 or more.
fn divide_where(
    position: &Position,
    depth: u32,
    options: &PerftOptions,
    wanted: impl Fn(Move) -> bool,
    progress: impl Fn(Move, u64) + Sync,
) -> Vec<(Move, u64)> {
    let table = (options.hash_mb > 0).then(|| Table::new(options.hash_mb));
    let table = table.as_ref();
    let below = depth - 1;
    let mut root_moves = position.legal_moves();
    root_moves.retain(|mv| wanted(*mv));
    let count_root_move = |mv: &Move| {
        let mut child = *position;
        child.play_unchecked(*mv);
        // Split the second ply too: root moves differ tenfold in their counts, and the last
        // big one would otherwise leave the other threads idle.
        let nodes = split(&mut child, below, table, 1);
        progress(*mv, nodes);
        (*mv, nodes)
    };
    #[cfg(feature = "parallel")]
    if options.thread_count() > 1 {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(options.thread_count());
        // No threads to be had: count on this one, below.
        if let Ok(pool) = pool.build() {
            return pool.install(|| root_moves.par_iter().map(count_root_move).collect());
        }
    }
    root_moves.iter().map(count_root_move).collect()
}

/// A perft transposition table that outlives one count: a worker that counts many
/// subtrees of one tree, one after another, keeps one table for all of them, and a
/// subtree met again (from another unit of work) is then looked up, not counted.
///
/// Entries are keyed by the position's zobrist key ([`Position::key`]) and the depth, so
/// one table serves any positions and depths, as the table of [`Position::perft_with`]
/// does within one count.
///
/// ```
/// use crc_rules_movegen::{PerftTable, Position};
/// let table = PerftTable::new(4)?;
/// let gothic = Position::from_number(25933)?;
/// assert_eq!(gothic.perft_in(4, &table), 808_984);
/// assert_eq!(gothic.perft_in(4, &table), 808_984); // looked up, this time
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct PerftTable(Table);

impl PerftTable {
    /// A table of `megabytes` MiB (rounded down to a power of two number of entries, at
    /// least one bucket).
    ///
    /// # Errors
    /// [`std::collections::TryReserveError`] when the memory cannot be had.
    pub fn new(megabytes: usize) -> Result<PerftTable, std::collections::TryReserveError> {
        Table::try_new(megabytes).map(PerftTable)
    }

    /// The table's size in bytes.
    pub fn bytes(&self) -> usize {
        self.0.buckets.len() * std::mem::size_of::<[Entry; 2]>()
    }
}

impl fmt::Debug for PerftTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PerftTable")
            .field("bytes", &self.bytes())
            .finish()
    }
}

impl Position {
    /// Perft on the calling thread, with `table` kept from count to count: the same count
    /// as [`Position::perft`]'s.
    pub fn perft_in(&self, depth: u32, table: &PerftTable) -> u64 {
        let mut position = *self;
        perft_hashed(&mut position, depth, &table.0)
    }
}

/// Counts `depth` plies below `position` on the calling thread.
fn count(position: &mut Position, depth: u32, table: Option<&Table>) -> u64 {
    match table {
        Some(table) => perft_hashed(position, depth, table),
        None => perft_in_place(position, depth),
    }
}

/// Counts `depth` plies below `position` (on the calling thread without the `parallel`
/// feature).
#[cfg(not(feature = "parallel"))]
fn split(position: &mut Position, depth: u32, table: Option<&Table>, _parallel_plies: u32) -> u64 {
    count(position, depth, table)
}

/// Counts `depth` plies below `position`, in parallel for the first `parallel_plies` plies
/// when running inside a thread pool (on the calling thread otherwise).
#[cfg(feature = "parallel")]
fn split(position: &mut Position, depth: u32, table: Option<&Table>, parallel_plies: u32) -> u64 {
    if parallel_plies == 0 || depth < 3 || rayon::current_thread_index().is_none() {
        return count(position, depth, table);
    }
    let position = *position;
    position
        .legal_moves()
        .par_iter()
        .map(|&mv| {
            let mut child = position;
            child.play_unchecked(mv);
            split(&mut child, depth - 1, table, parallel_plies - 1)
        })
        .sum()
}

fn perft_in_place(position: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        // Not in WebAssembly: a second instance of the move maker (without key or clocks)
        // would add 1 KB gzipped to a module that must stay within 100 KB.
        #[cfg(not(target_family = "wasm"))]
        2 => {
            // The last ply: count on a copy played without key or clocks, which nothing
            // below reads, and with no undo.
            let mut moves = MoveList::new();
            position.generate::<_, false>(&mut moves);
            moves
                .into_iter()
                .map(|mv| {
                    let mut child = *position;
                    child.play_for_generation(mv);
                    child.count_legal_moves()
                })
                .sum()
        }
        _ => {
            let mut nodes = 0;
            let mut moves = MoveList::new();
            position.generate::<_, false>(&mut moves);
            for mv in moves {
                let undo = position.play_unchecked(mv);
                nodes += perft_in_place(position, depth - 1);
                position.unmake(mv, undo);
            }
            nodes
        }
    }
}

/// Subtrees of depth 1 are counted, not probed: one generation costs less than the cache
/// miss of a probe. From depth 2 on probing pays (perft 6 of the Capablanca array with
/// 256 MiB: 2.2 s of CPU probing from depth 2, 3.3 s probing from depth 3).
const HASH_MIN_DEPTH: u32 = 2;

fn perft_hashed(position: &mut Position, depth: u32, table: &Table) -> u64 {
    if depth < HASH_MIN_DEPTH {
        return perft_in_place(position, depth);
    }
    let key = position.key();
    if let Some(nodes) = table.probe(key, depth) {
        return nodes;
    }
    let mut nodes = 0;
    let mut moves = MoveList::new();
    position.generate::<_, false>(&mut moves);
    for mv in moves {
        let undo = position.play_unchecked(mv);
        nodes += perft_hashed(position, depth - 1, table);
        position.unmake(mv, undo);
    }
    table.store(key, depth, nodes);
    nodes
}

/// A transposition table for perft, shared by all threads without locks.
///
/// Each entry is two atomic words: `data` (the count and the depth) and `check`, the key
/// XOR `data`. A reader accepts an entry only when `check ^ data` gives back its key and
/// the depth matches, so an entry torn by two threads writing at once reads as a miss,
/// never as a wrong count. Buckets hold two entries: one kept for the deepest subtree
/// seen, one always replaced.
struct Table {
    buckets: Vec<[Entry; 2]>,
}

#[derive(Default)]
struct Entry {
    check: AtomicU64,
    data: AtomicU64,
}

/// Bits of an entry's `data` that hold the depth; the count takes the rest.
const DEPTH_BITS: u32 = 8;

impl Table {
    fn new(megabytes: usize) -> Table {
        let bucket_count = Table::bucket_count(megabytes);
        Table {
            buckets: (0..bucket_count).map(|_| Default::default()).collect(),
        }
    }

    /// [`Table::new`], or the allocator's refusal, where a caller's size may be any number.
    fn try_new(megabytes: usize) -> Result<Table, std::collections::TryReserveError> {
        let bucket_count = Table::bucket_count(megabytes);
        let mut buckets = Vec::new();
        buckets.try_reserve_exact(bucket_count)?;
        buckets.extend((0..bucket_count).map(|_| <[Entry; 2]>::default()));
        Ok(Table { buckets })
    }

    /// The buckets of a table of `megabytes` MiB: a power of two, so that the index is the
    /// key's low bits.
    fn bucket_count(megabytes: usize) -> usize {
        let bytes = megabytes.saturating_mul(1 << 20);
        let buckets = (bytes / std::mem::size_of::<[Entry; 2]>()).max(1);
        1usize << (usize::BITS - 1 - buckets.leading_zeros())
    }

    /// The bucket of `key` at `depth`: a position's counts at different depths go to
    /// different buckets, so that they do not push each other out.
    fn bucket(&self, key: u64, depth: u32) -> &[Entry; 2] {
        let salt = u64::from(depth).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        &self.buckets[(key ^ salt) as usize & (self.buckets.len() - 1)]
    }

    fn probe(&self, key: u64, depth: u32) -> Option<u64> {
        self.bucket(key, depth).iter().find_map(|entry| {
            let data = entry.data.load(Ordering::Relaxed);
            let check = entry.check.load(Ordering::Relaxed);
            (check ^ data == key && data & 0xff == u64::from(depth)).then_some(data >> DEPTH_BITS)
        })
    }

    fn store(&self, key: u64, depth: u32, nodes: u64) {
        if nodes >> (64 - DEPTH_BITS) != 0 {
            return; // too large to keep; never on a depth MAX_PERFT_DEPTH allows in practice
        }
        let data = nodes << DEPTH_BITS | u64::from(depth);
        let [deep, recent] = self.bucket(key, depth);
        let kept_depth = deep.data.load(Ordering::Relaxed) & 0xff;
        let entry = if u64::from(depth) >= kept_depth {
            deep
        } else {
            recent
        };
        entry.check.store(key ^ data, Ordering::Relaxed);
        entry.data.store(data, Ordering::Relaxed);
    }
}
