/* crc-cecp: a Capablanca Random Chess engine in C on libcrc, for XBoard (CECP) and UCI GUIs.
 *
 * Every rule comes from libcrc: the legal and the noisy moves, make and unmake in place,
 * check, the zobrist key, the bitboards, and the game record with its ends and draw claims.
 * The engine adds the search, the evaluation and the clock. docs/engine.md describes it.
 *
 * The files, each one part of the engine (this header declares what they share):
 *   input.c       lines from standard input, read without blocking while the engine thinks
 *   clock.c       the time of a move: its soft budget and hard limit
 *   tt.c          the transposition table
 *   evaluation.c  the evaluation, its tables and the pawn cache
 *   board.c       the board as bitboards, one copy per ply, loaded from the library at the root
 *   ordering.c    move ordering
 *   search.c      the tree: make/unmake, principal variation search, quiescence
 *   think.c       a whole search: its set-up from the game, iterative deepening, the PV
 *   engine.c      the engine's state: the game, the settings, the search
 *   cecp.c        the CECP (XBoard) protocol
 *   uci.c         the UCI protocol
 *   bench.c       nodes per second on fixed positions, and the bitboards' check
 *   main.c        the command line and the command loop
 *
 * State is passed, not global: main owns one `engine`; the protocols hand its `search_state`
 * to the search, which calls them back through `search_hooks`. Only tables that are filled
 * once at start and then only read (evaluation.c) are global. */
#ifndef CRC_ENGINE_H
#define CRC_ENGINE_H

/* Every file includes this header first: clock_gettime, poll, read and strtok_r in C99. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200112L
#endif

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "crc.h"

#define ENGINE_NAME "crc-cecp"

enum { MAX_PLY = 96, MAX_DEPTH = 64, MAX_GAME_KEYS = 1024, DEFAULT_HASH_MB = 32 };
#define INF 32000
#define MATE 31000
#define MATE_BOUND (MATE - 2 * MAX_PLY) /* scores beyond it are mates */

/* ------------------------------------------------------------------------------------ */
/* Small helpers on moves, numbers and bitboards                                        */

static inline int lowest_bit(uint64_t bits) {
#if defined(__GNUC__)
    return __builtin_ctzll(bits);
#else
    int n = 0;
    while (!(bits & 1)) {
        bits >>= 1;
        n++;
    }
    return n;
#endif
}

/* Writes the squares of `bb` into `out` (room for 80); returns how many. */
static inline int squares_of(crc_bitboard bb, uint8_t *out) {
    int n = 0;
    while (bb.low) {
        out[n++] = (uint8_t)lowest_bit(bb.low);
        bb.low &= bb.low - 1;
    }
    while (bb.high) {
        out[n++] = (uint8_t)(64 + lowest_bit(bb.high));
        bb.high &= bb.high - 1;
    }
    return n;
}

static inline bool is_empty(crc_bitboard bb) { return bb.low == 0 && bb.high == 0; }

static inline bool has(crc_bitboard bb, int sq) {
    return sq < 64 ? (bb.low >> sq) & 1 : (bb.high >> (sq - 64)) & 1;
}

static inline bool several(crc_bitboard bb) {
    return (bb.low & (bb.low - 1)) || (bb.high & (bb.high - 1)) || (bb.low && bb.high);
}

static inline int first_square(crc_bitboard bb) {
    return bb.low ? lowest_bit(bb.low) : bb.high ? 64 + lowest_bit(bb.high) : 0;
}

static inline bool same_move(crc_move a, crc_move b) {
    return a.from == b.from && a.to == b.to && a.promotion == b.promotion && a.kind == b.kind;
}

/* The empty move: from and to the same square, which no move is. */
static inline bool is_move(crc_move mv) { return mv.from != mv.to; }

static inline int max_int(int a, int b) { return a > b ? a : b; }
static inline int min_int(int a, int b) { return a < b ? a : b; }

/* ------------------------------------------------------------------------------------ */
/* Input (input.c): lines from standard input in the engine's own buffer                */

enum { INPUT_CAPACITY = 1 << 18 };

typedef struct {
    char buf[INPUT_CAPACITY];
    size_t len;
    bool eof;
} input_buffer;

/* Reads what standard input holds; with `block`, waits until something comes. */
void input_fill(input_buffer *in, bool block);
/* The length of the first line with its end (0 when no line is complete yet). */
size_t input_line_length(const input_buffer *in);
/* Copies the first complete line (without its end) into `line`; false when there is none. */
bool input_peek(const input_buffer *in, char *line, size_t cap);
/* Drops the first line. */
void input_drop(input_buffer *in);
/* The next line, waiting for it; false at the end of the input. */
bool input_next(input_buffer *in, char *line, size_t cap);

/* Writes a line to the GUI at once. */
void say(const char *format, const char *arg);
/* Cuts "command arguments" at the first space; gives the arguments ("" when none). */
char *split_command(char *line);
/* Whether `word` is in the NULL-terminated `list`. */
bool listed(const char *word, const char *const *list);

/* ------------------------------------------------------------------------------------ */
/* Clock (clock.c)                                                                      */

/* What limits a search. */
typedef struct {
    long time_left_ms;       /* < 0: no clock */
    long inc_ms;
    int moves_to_go;         /* 0: the rest of the game */
    long movetime_ms;        /* > 0: exactly this long at most */
    int depth;               /* > 0: no deeper */
    uint64_t nodes;          /* > 0: no more nodes */
    bool infinite;           /* UCI go infinite: until stop */
    const char *searchmoves; /* UCI: only these root moves (space-separated), or NULL */
} limits;

/* The time of a move in seconds: no iteration starts after half the soft budget, and the
 * search stops at the hard limit. Both 0 when there is no time limit. */
typedef struct {
    double soft, hard;
} time_budget;

double seconds_of(clockid_t clock);
/* Seconds on the monotonic clock. */
double now(void);
time_budget plan_time(const limits *l);

/* ------------------------------------------------------------------------------------ */
/* Transposition table (tt.c), allocated once                                           */

typedef struct {
    uint64_t key;
    crc_move move;
    int16_t score;
    uint8_t depth;
    uint8_t info; /* bound | generation << 2 */
} tt_entry;

enum { BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

typedef struct {
    tt_entry *entries;
    size_t mask;
    uint8_t generation;
} transposition_table;

/* Gives the table about `megabytes` (a power of two of entries); false, keeping the old
 * table, when that much cannot be had. */
bool tt_allocate(transposition_table *tt, size_t megabytes);
void tt_free(transposition_table *tt);
void tt_clear(transposition_table *tt);
/* Marks the entries stored from now on as this search's. */
void tt_new_search(transposition_table *tt);
/* The slot of `key`: it holds `key`'s entry when its key is `key`. */
tt_entry *tt_slot(const transposition_table *tt, uint64_t key);
/* A stored score as seen from `ply`: mate scores count from there. */
int score_from_tt(int score, int ply);
void tt_store(transposition_table *tt, uint64_t key, int depth, int score, int bound,
              crc_move mv, int ply);

/* ------------------------------------------------------------------------------------ */
/* Evaluation (evaluation.c)                                                            */

/* Indexed by crc_role: none, pawn, knight, bishop, rook, archbishop, chancellor, queen,
 * king. */
extern const int VALUE_MG[9], VALUE_EG[9], PHASE_WEIGHT[9];
#define PHASE_TOTAL 40 /* both sides' pieces at the start */
/* The values by which captures are ordered, and material weighed outside the evaluation. */
extern const int ORDER_VALUE[9];
/* Piece-square tables from White's view, filled by evaluation_init. */
extern int PST_MG[9][CRC_SQUARE_COUNT], PST_EG[9][CRC_SQUARE_COUNT];

/* Fills the tables; once, before anything else. */
void evaluation_init(void);

/* The board as bitboards, with material and piece-square sums kept up to date (board.c). */
typedef struct {
    crc_bitboard pieces[2][9];       /* [colour][role]; role 0: all of the colour's pieces */
    uint8_t roles[CRC_SQUARE_COUNT]; /* the role on each square, to look it up at once */
    int mg[2], eg[2];                /* material and piece-square sums */
    int phase;
    int nonpawn[2];
} board_state;

/* The pawn structure of one arrangement of pawns. */
typedef struct {
    uint64_t key;
    int mg[2], eg[2];     /* doubled, isolated and passed pawns */
    uint8_t count[2][10]; /* pawns on each file */
    int8_t low[2][10];    /* lowest rank of a pawn on the file, 8 for none */
    int8_t high[2][10];   /* highest rank, -1 for none */
    uint8_t total[2];
} pawn_entry;

/* Pawn structures by their pawns; kept from search to search. */
typedef struct {
    pawn_entry entries[1 << 14];
} pawn_cache;

/* The position of `b` from the side to move's view, in centipawns. Far outside the window
 * (alpha, beta), mobility and king attack are left out: they would not bring it back in. */
int evaluate(pawn_cache *pawns, const board_state *b, crc_color turn, int alpha, int beta);

/* ------------------------------------------------------------------------------------ */
/* The board (board.c): read from the library at the root, brought along with each move   */

static inline int role_at(const board_state *b, crc_color c, int sq) {
    return has(b->pieces[c][0], sq) ? b->roles[sq] : CRC_ROLE_NONE;
}

/* Reads the bitboards of `position` from the library into `b`: the engine's only reading
 * of the library's bitboards. */
void load_position(const crc_position *position, board_state *b);
/* The state after `us` plays the legal move `mv` in the state `b`. */
void apply_move(const board_state *b, board_state *next, crc_move mv, crc_color us);
/* Whether two states hold the same pieces and sums. */
bool same_board(const board_state *a, const board_state *b);

/* ------------------------------------------------------------------------------------ */
/* The state of a search (search.c, think.c); nothing in it is allocated per node         */

typedef struct engine engine;

/* How a search hears from, and talks to, the protocol that started it. NULL functions: it
 * neither reads commands nor reports (the bench). */
typedef struct {
    engine *engine; /* given back to both */
    /* Reads the commands that came while thinking; may set stop, abort and infinite. */
    void (*listen)(engine *e);
    /* After each iteration: its depth and the best move's score. */
    void (*report)(engine *e, int depth, int score);
} search_hooks;

typedef struct {
    crc_position *pos; /* the root, with the moves of the current line made on it */
    crc_color root_turn;
    board_state boards[MAX_PLY + 2]; /* boards[ply]: the position at that ply */
    transposition_table tt;
    pawn_cache pawns;
    search_hooks hooks;
    uint64_t nodes;
    int seldepth;
    bool stop;  /* out of time, or told to stop: unwind */
    bool abort; /* a command came that cancels the move (CECP new, force, result, quit) */
    bool infinite;
    bool verify;                /* check the bitboards against the library's after every move */
    unsigned long long verified, verify_failures; /* over the program's run */
    double start;               /* seconds, on the monotonic clock */
    time_budget budget;
    uint64_t node_limit;
    crc_move killers[MAX_PLY][2];
    int history[2][CRC_SQUARE_COUNT][CRC_SQUARE_COUNT];
    crc_move pv[MAX_PLY + 1][MAX_PLY + 1];
    int pv_len[MAX_PLY + 1];
    uint64_t keys[MAX_GAME_KEYS + MAX_PLY + 2]; /* the game's positions, then the search path */
    int root_index;
    crc_move root_moves[CRC_MAX_MOVES];
    bool root_quiet[CRC_MAX_MOVES];
    int root_count;
    crc_move best_move;
    int best_score;
} search_state;

/* Move ordering (ordering.c). */
enum {
    SCORE_GOOD_CAPTURE = 4000000,
    SCORE_KILLER = 3000000,
    SCORE_BAD_CAPTURE = -1000000,
    SCORE_UNDERPROMOTION = -2000000
};
/* Scores `count` moves at `ply` for ordering (see ordering.c). */
void score_moves(const search_state *s, const crc_move *moves, int count, int *scores, int ply,
                 crc_color turn);
/* Quiet moves (killers and the rest) score from 0 up to below the good captures. */
bool is_quiet_score(int score);
/* Moves the best-scored move from i on to place i. */
void pick(crc_move *moves, int *scores, int count, int i);

/* The tree (search.c). */
/* Plays `mv` at `ply` on the search position and brings the bitboards along; false when the
 * move is not legal here. With search_unmake, the engine's only make and unmake. */
bool search_make(search_state *s, int ply, crc_move mv);
/* Takes back the latest search_make (the handle keeps the undo stack). */
void search_unmake(search_state *s);
bool in_check_now(const search_state *s);
/* Searches the root's moves to `depth` in the window; the best move goes to the front. */
int search_root(search_state *s, int depth, int alpha, int beta, bool in_check);

/* A whole search (think.c). */
/* Forgets what earlier searches learnt: the transposition table and the history. */
void search_clear(search_state *s);
/* Searches the game's current position within `l` and writes the best move; false when there
 * is no legal move. s->abort tells whether a command cancelled the move. */
bool think(search_state *s, const crc_game *game, const limits *l, crc_move *best);
/* The move as this engine writes it: coordinates, castling as king takes rook, or with
 * `capablanca_castling` as the king's destination (what GUIs expect for the fixed array). */
bool move_text(const crc_position *position, crc_move mv, bool capablanca_castling, char *buf,
               size_t cap);
/* The principal variation as text, played out on the search position and taken back. */
void pv_text(search_state *s, bool capablanca_castling, char *buf, size_t cap);

/* ------------------------------------------------------------------------------------ */
/* The engine (engine.c)                                                                */

/* CECP settings. */
typedef struct {
    bool force;
    crc_color engine_color;
    bool post;
    int mps;       /* moves per time control, 0: the whole game */
    long base_ms;  /* time per control */
    long inc_ms;   /* increment */
    long st_ms;    /* exact time per move, 0: none */
    int sd;        /* depth limit, MAX_DEPTH: none */
    long clock_ms; /* our clock, from "time" */
    long opp_clock_ms;
} cecp_settings;

struct engine {
    crc_game *game;
    bool capablanca_variant; /* castling written as the king's destination */
    int depth_cap;           /* from the command line */
    input_buffer input;
    cecp_settings cecp;
    search_state search;
};

/* A new engine on the Capablanca array, or NULL (with a message) when memory is short. */
engine *engine_new(void);
void engine_free(engine *e);
/* Replaces the game with one from `fen`, read strictly or leniently; when it cannot be read,
 * keeps the game and says why with `complaint` (a format for the status message). */
bool start_game(engine *e, const char *fen, bool lenient, const char *complaint);
/* Replaces the game with one from `fen`, read strictly; tells the user when it cannot. */
void reset_game(engine *e, const char *fen);
crc_color side_to_move(const engine *e);
/* Reads the commands that came while thinking: `handle` answers each line (its first word
 * given apart), and gives false to leave it and the rest for after the search. At the end
 * of the input the move is cancelled. */
void listen_while_thinking(engine *e, bool (*handle)(engine *e, const char *line,
                                                     const char *word));
/* The search's elapsed time in seconds and its principal variation, for a report. */
double report_pv(engine *e, char *pv, size_t cap);

/* The protocols: each handles one command line; false to quit. */
bool cecp_command(engine *e, char *line);
bool uci_command(engine *e, char *line);

/* Searches the bench positions to `depth`; with `verify`, checks the bitboards after every
 * move. Gives the exit status. */
int bench(engine *e, int depth, bool verify);

#endif
