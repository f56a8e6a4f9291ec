/* crc-cecp: a Capablanca Random Chess engine in C on libcrc, for XBoard (CECP) and UCI GUIs.
 *
 * Every rule comes from libcrc: the legal and the noisy moves, make and unmake in place
 * (crc_position_make / crc_position_unmake: nothing is allocated per node), check, the
 * zobrist key, the bitboards, and the game record with its ends and draw claims. The engine
 * adds the search: iterative deepening with aspiration windows; principal variation search
 * with a transposition table keyed by the zobrist key (allocated once); check extension, late
 * move reductions, futility and late move pruning; quiescence search on the noisy moves
 * (captures, en passant, promotions) and on check evasions; move ordering by the TT move,
 * MVV-LVA, killers and history; repetition and fifty-move awareness. The evaluation is
 * material, piece-square tables, pawn structure (cached by the pawns), open files, king
 * shelter, mobility and attacks near the enemy king (left out far outside the window) and,
 * in won endgames, driving the lone king to the edge, all read from bitboards:
 * the library's (crc_position_bitboards) at the root, carried along with each move in a copy
 * per ply, so that a node costs no calls for them ("bench DEPTH verify" checks the copies
 * against the library's after every move).
 *
 * Input is read with read(2) into the engine's own buffer. While it thinks, the engine
 * looks for new lines with poll(2) every 1024 nodes, so that it answers "?", "stop",
 * "isready" and the commands that end a game without threads.
 *
 * Time: from CECP's level/st/sd/time or UCI's go wtime/btime/winc/binc/movestogo/movetime.
 * Each move gets a soft budget (the time left, less a reserve, shared among the moves to the
 * next time control, plus most of the increment) and a hard limit (at most three soft
 * budgets and never more than half of what is left beyond the reserve). No iteration starts
 * after half the soft budget; the search stops at the hard limit.
 *
 * Usage: cecp_engine [DEPTH]        CECP, or UCI when the first command is "uci"; DEPTH
 *                                   caps the search depth in plies (default: no cap)
 *        cecp_engine bench [DEPTH [verify]]
 *                                   nodes per second on fixed positions (default depth 5);
 *                                   with verify, checks the engine's bitboards against the
 *                                   library's after every move of the search */
#define _POSIX_C_SOURCE 200112L /* clock_gettime, poll and read in C99 */
#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "crc.h"

#define CAPABLANCA_FEN "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
#define ENGINE_NAME "crc-cecp"

enum { MAX_PLY = 96, MAX_DEPTH = 64, MAX_GAME_KEYS = 1024, DEFAULT_HASH_MB = 32 };
#define INF 32000
#define MATE 31000
#define MATE_BOUND (MATE - 2 * MAX_PLY) /* scores beyond it are mates */

/* ------------------------------------------------------------------------------------ */
/* Small helpers                                                                        */

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int lowest_bit(uint64_t bits) {
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
static int squares_of(crc_bitboard bb, uint8_t *out) {
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

static bool is_empty(crc_bitboard bb) { return bb.low == 0 && bb.high == 0; }

static bool same_move(crc_move a, crc_move b) {
    return a.from == b.from && a.to == b.to && a.promotion == b.promotion && a.kind == b.kind;
}

static const crc_move NO_MOVE = {0, 0, CRC_ROLE_NONE, CRC_MOVE_NORMAL};

static bool is_move(crc_move mv) { return mv.from != mv.to; }

static int max_int(int a, int b) { return a > b ? a : b; }
static int min_int(int a, int b) { return a < b ? a : b; }

/* ------------------------------------------------------------------------------------ */
/* Input: lines from standard input, read without blocking while the engine thinks       */

static char in_buf[1 << 18];
static size_t in_len = 0;
static bool in_eof = false;

/* Reads what standard input holds; with `block`, waits until something comes. */
static void in_fill(bool block) {
    if (in_eof || in_len == sizeof in_buf)
        return;
    if (!block) {
        struct pollfd p = {0, POLLIN, 0};
        if (poll(&p, 1, 0) <= 0)
            return;
    }
    ssize_t n = read(0, in_buf + in_len, sizeof in_buf - in_len);
    if (n > 0)
        in_len += (size_t)n;
    else if (n == 0 || errno != EINTR)
        in_eof = true;
}

/* The length of the first line with its end (0 when no line is complete yet). */
static size_t in_line_length(void) {
    char *end = memchr(in_buf, '\n', in_len);
    if (end)
        return (size_t)(end - in_buf) + 1;
    if ((in_eof && in_len > 0) || in_len == sizeof in_buf)
        return in_len; /* the last line without an end, or one too long: take what there is */
    return 0;
}

/* Copies the first complete line (without its end) into `line`; false when there is none. */
static bool in_peek(char *line, size_t cap) {
    size_t len = in_line_length();
    if (len == 0)
        return false;
    size_t text = len;
    while (text > 0 && (in_buf[text - 1] == '\n' || in_buf[text - 1] == '\r'))
        text--;
    if (text >= cap)
        text = cap - 1;
    memcpy(line, in_buf, text);
    line[text] = '\0';
    return true;
}

static void in_drop(void) {
    size_t len = in_line_length();
    memmove(in_buf, in_buf + len, in_len - len);
    in_len -= len;
}

/* The next line, waiting for it; false at the end of the input. */
static bool in_next(char *line, size_t cap) {
    while (!in_peek(line, cap)) {
        if (in_eof)
            return false;
        in_fill(true);
    }
    in_drop();
    return true;
}

static void say(const char *format, const char *arg) {
    printf(format, arg);
    fflush(stdout);
}

/* Cuts "command arguments" at the first space; gives the arguments ("" when none). */
static char *split_command(char *line) {
    char *arg = strchr(line, ' ');
    if (!arg)
        return line + strlen(line);
    *arg = '\0';
    return arg + 1;
}

/* Whether `word` is in the NULL-terminated `list`. */
static bool listed(const char *word, const char *const *list) {
    for (; *list; list++)
        if (strcmp(word, *list) == 0)
            return true;
    return false;
}

/* CECP commands that change nothing for this engine, whether it thinks or not: no
 * pondering, no book, one thread, draw offers declined by silence. */
static const char *const CECP_IGNORED[] = {
    "",     ".",     "xboard", "hard", "easy",   "computer", "random", "accepted", "rejected",
    "name", "rating", "ics",   "hint", "bk",     "draw",     "cores",  "memory",   "option",
    "nps",  NULL};

/* ------------------------------------------------------------------------------------ */
/* Engine state                                                                         */

typedef enum { PROTOCOL_CECP, PROTOCOL_UCI } protocol_kind;

static protocol_kind protocol = PROTOCOL_CECP;
static bool capablanca_variant = false; /* castling written as the king's destination */
static crc_game *game = NULL;
static int depth_cap = MAX_DEPTH;      /* from the command line */

/* What limits a search. */
typedef struct {
    long time_left_ms; /* < 0: no clock */
    long inc_ms;
    int moves_to_go; /* 0: the rest of the game */
    long movetime_ms; /* > 0: exactly this long at most */
    int depth;        /* > 0: no deeper */
    uint64_t nodes;   /* > 0: no more nodes */
    bool infinite;    /* UCI go infinite: until stop */
    const char *searchmoves; /* UCI: only these root moves (space-separated), or NULL */
} limits;

typedef struct {
    uint64_t key;
    crc_move move;
    int16_t score;
    uint8_t depth;
    uint8_t info; /* bound | generation << 2 */
} tt_entry;

enum { BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

static tt_entry *tt = NULL;
static size_t tt_mask = 0;
static uint8_t tt_generation = 0;

/* The state of one search; it lives in static storage, nothing is allocated per node. */
static struct {
    crc_position *pos;
    crc_color root_turn;
    uint64_t nodes;
    int seldepth;
    bool stop;  /* out of time, or told to stop: unwind */
    bool abort; /* a command came that cancels the move (CECP new, force, result, quit) */
    bool infinite;
    bool output;
    bool interactive; /* read commands while thinking (not in the bench) */
    bool verify;      /* check the bitboards against the library's after every move */
    double start, soft, hard; /* seconds; soft and hard 0 when there is no time limit */
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
} S;

/* CECP settings. */
static struct {
    bool force;
    crc_color engine_color;
    bool post;
    int mps;         /* moves per time control, 0: the whole game */
    long base_ms;    /* time per control */
    long inc_ms;     /* increment */
    long st_ms;      /* exact time per move, 0: none */
    int sd;          /* depth limit, MAX_DEPTH: none */
    long clock_ms;   /* our clock, from "time" */
    long opp_clock_ms;
} cecp = {false, CRC_BLACK, false, 40, 300000, 0, 0, MAX_DEPTH, 300000, 300000};

/* ------------------------------------------------------------------------------------ */
/* Transposition table                                                                  */

static bool tt_allocate(size_t megabytes) {
    size_t entries = 1;
    while (entries * 2 * sizeof(tt_entry) <= megabytes * 1024 * 1024)
        entries *= 2;
    tt_entry *fresh = calloc(entries, sizeof(tt_entry));
    if (!fresh)
        return false;
    free(tt);
    tt = fresh;
    tt_mask = entries - 1;
    return true;
}

static void tt_clear(void) { memset(tt, 0, (tt_mask + 1) * sizeof(tt_entry)); }

static int score_to_tt(int score, int ply) {
    return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
}

static int score_from_tt(int score, int ply) {
    return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
}

static void tt_store(uint64_t key, int depth, int score, int bound, crc_move mv, int ply) {
    tt_entry *e = &tt[key & tt_mask];
    bool same = e->key == key;
    /* Keep a deeper entry of this search for another position. */
    if (!same && (e->info >> 2) == tt_generation && depth + 2 < e->depth)
        return;
    if (!is_move(mv) && same)
        mv = e->move;
    e->key = key;
    e->move = mv;
    e->score = (int16_t)score_to_tt(score, ply);
    e->depth = (uint8_t)(depth < 0 ? 0 : depth);
    e->info = (uint8_t)(bound | tt_generation << 2);
}

/* ------------------------------------------------------------------------------------ */
/* The board as bitboards, one copy per ply: read from crc_position_bitboards at the root */
/* and brought along with each move, with material and piece-square sums kept up to date  */

/* Indexed by crc_role: none, pawn, knight, bishop, rook, archbishop, chancellor, queen,
 * king. */
static const int VALUE_MG[9] = {0, 90, 300, 340, 480, 840, 880, 940, 0};
static const int VALUE_EG[9] = {0, 115, 290, 350, 540, 860, 920, 990, 0};
static const int PHASE_WEIGHT[9] = {0, 0, 1, 1, 2, 4, 4, 4, 0};
#define PHASE_TOTAL 40 /* both sides' pieces at the start */
static const int ORDER_VALUE[9] = {0, 100, 300, 340, 500, 850, 900, 950, 0};

static int PST_MG[9][CRC_SQUARE_COUNT], PST_EG[9][CRC_SQUARE_COUNT]; /* White's view */
static const int PASSED_MG[8] = {0, 5, 8, 14, 24, 40, 60, 0};
static const int PASSED_EG[8] = {0, 10, 18, 32, 52, 80, 120, 0};
static const int KING_FILE_MG[10] = {12, 22, 20, 0, -12, -12, 0, 20, 22, 12};

/* Where pieces go from each square: knight jumps, and the squares of the eight rays in
 * order (0..3 along ranks and files, 4..7 diagonal). */
static uint8_t KNIGHT_TO[CRC_SQUARE_COUNT][8], KNIGHT_COUNT[CRC_SQUARE_COUNT];
static uint8_t RAY[CRC_SQUARE_COUNT][8][9], RAY_LENGTH[CRC_SQUARE_COUNT][8];
static crc_bitboard KING_ZONE[CRC_SQUARE_COUNT]; /* the square and its neighbours */

static void init_tables(void) {
    static const int JUMPS[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2},
                                    {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static const int STEPS[8][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0},
                                    {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    for (int sq = 0; sq < CRC_SQUARE_COUNT; sq++) {
        int file = sq % 10, rank = sq / 10;
        for (int j = 0; j < 8; j++) {
            int f = file + JUMPS[j][0], r = rank + JUMPS[j][1];
            if (f >= 0 && f < 10 && r >= 0 && r < 8)
                KNIGHT_TO[sq][KNIGHT_COUNT[sq]++] = (uint8_t)(r * 10 + f);
        }
        for (int d = 0; d < 8; d++) {
            int f = file + STEPS[d][0], r = rank + STEPS[d][1];
            while (f >= 0 && f < 10 && r >= 0 && r < 8) {
                RAY[sq][d][RAY_LENGTH[sq][d]++] = (uint8_t)(r * 10 + f);
                f += STEPS[d][0];
                r += STEPS[d][1];
            }
        }
        for (int f = file - 1; f <= file + 1; f++)
            for (int r = rank - 1; r <= rank + 1; r++)
                if (f >= 0 && f < 10 && r >= 0 && r < 8) {
                    int z = r * 10 + f;
                    if (z < 64)
                        KING_ZONE[sq].low |= (uint64_t)1 << z;
                    else
                        KING_ZONE[sq].high |= (uint64_t)1 << (z - 64);
                }
    }
    for (int sq = 0; sq < CRC_SQUARE_COUNT; sq++) {
        int file = sq % 10, rank = sq / 10;
        int fc = file < 5 ? file : 9 - file; /* 0 at the edge, 4 in the middle */
        int rc = rank < 4 ? rank : 7 - rank; /* 0 at the edge, 3 in the middle */
        int centre = fc + rc;                /* 0..7 */
        int advance = rank > 0 ? rank - 1 : 0;
        PST_MG[CRC_ROLE_PAWN][sq] = advance * 3 + (fc >= 3 ? advance * 4 : 0);
        PST_EG[CRC_ROLE_PAWN][sq] = advance * 6;
        PST_MG[CRC_ROLE_KNIGHT][sq] = centre * 6 - 22;
        PST_EG[CRC_ROLE_KNIGHT][sq] = centre * 5 - 18;
        PST_MG[CRC_ROLE_BISHOP][sq] = centre * 3 - 10;
        PST_EG[CRC_ROLE_BISHOP][sq] = centre * 3 - 10;
        PST_MG[CRC_ROLE_ROOK][sq] = (rank == 6 ? 14 : 0) + fc * 2 - 4;
        PST_EG[CRC_ROLE_ROOK][sq] = rank == 6 ? 16 : 0;
        PST_MG[CRC_ROLE_ARCHBISHOP][sq] = centre * 5 - 16;
        PST_EG[CRC_ROLE_ARCHBISHOP][sq] = centre * 4 - 14;
        PST_MG[CRC_ROLE_CHANCELLOR][sq] = centre * 3 - 10 + (rank == 6 ? 10 : 0);
        PST_EG[CRC_ROLE_CHANCELLOR][sq] = centre * 3 - 10;
        PST_MG[CRC_ROLE_QUEEN][sq] = centre * 2 - 7;
        PST_EG[CRC_ROLE_QUEEN][sq] = centre * 3 - 10;
        PST_MG[CRC_ROLE_KING][sq] = rank == 0 ? KING_FILE_MG[file] : -15 * rank - 15;
        PST_EG[CRC_ROLE_KING][sq] = centre * 6 - 20;
    }
}

/* The square as White sees it: Black's pieces use the board mirrored rank-wise. */
static int relative(crc_color color, int sq) {
    return color == CRC_WHITE ? sq : (7 - sq / 10) * 10 + sq % 10;
}

static bool has(crc_bitboard bb, int sq) {
    return sq < 64 ? (bb.low >> sq) & 1 : (bb.high >> (sq - 64)) & 1;
}

static void flip(crc_bitboard *bb, int sq) {
    if (sq < 64)
        bb->low ^= (uint64_t)1 << sq;
    else
        bb->high ^= (uint64_t)1 << (sq - 64);
}

static bool several(crc_bitboard bb) {
    return (bb.low & (bb.low - 1)) || (bb.high & (bb.high - 1)) || (bb.low && bb.high);
}

static int first_square(crc_bitboard bb) {
    return bb.low ? lowest_bit(bb.low) : bb.high ? 64 + lowest_bit(bb.high) : 0;
}

typedef struct {
    crc_bitboard pieces[2][9]; /* [colour][role]; role 0: all of the colour's pieces */
    uint8_t roles[CRC_SQUARE_COUNT]; /* the role on each square, to look it up at once */
    int mg[2], eg[2];          /* material and piece-square sums */
    int phase;
    int nonpawn[2];
} board_state;

static board_state B[MAX_PLY + 2]; /* B[ply]: the position at that ply of the search */

/* Adds or removes (the same thing: a bit flips) a piece, with its sums. */
static void place(board_state *b, crc_color c, int role, int sq, int sign) {
    flip(&b->pieces[c][role], sq);
    flip(&b->pieces[c][0], sq);
    b->roles[sq] = (uint8_t)(sign > 0 ? role : CRC_ROLE_NONE);
    int rel = relative(c, sq);
    b->mg[c] += sign * (VALUE_MG[role] + PST_MG[role][rel]);
    b->eg[c] += sign * (VALUE_EG[role] + PST_EG[role][rel]);
    b->phase += sign * PHASE_WEIGHT[role];
    if (role != CRC_ROLE_PAWN && role != CRC_ROLE_KING)
        b->nonpawn[c] += sign * ORDER_VALUE[role];
}

static int role_at(const board_state *b, crc_color c, int sq) {
    return has(b->pieces[c][0], sq) ? b->roles[sq] : CRC_ROLE_NONE;
}

/* Reads the bitboards of `position` from the library into `b`, in one call. */
static void load_state(const crc_position *position, board_state *b) {
    memset(b, 0, sizeof *b);
    uint8_t sqs[CRC_SQUARE_COUNT];
    crc_bitboards every;
    if (crc_position_bitboards(position, &every) != CRC_OK)
        return;
    for (crc_color c = CRC_WHITE; c <= CRC_BLACK; c++) {
        for (int role = CRC_ROLE_PAWN; role <= CRC_ROLE_KING; role++) {
            int n = squares_of(every.pieces[c][role], sqs);
            for (int i = 0; i < n; i++)
                place(b, c, role, sqs[i], 1);
        }
    }
}

/* The state after `us` plays the legal move `mv` in the state `b`. */
static void apply_move(const board_state *b, board_state *next, crc_move mv, crc_color us) {
    crc_color them = (crc_color)(1 - us);
    *next = *b;
    if (mv.kind == CRC_MOVE_CASTLE) {
        crc_castling c;
        if (crc_move_castling_squares(mv, &c) != CRC_OK)
            return;
        place(next, us, CRC_ROLE_KING, c.king_from, -1);
        place(next, us, CRC_ROLE_ROOK, c.rook_from, -1);
        place(next, us, CRC_ROLE_KING, c.king_to, 1);
        place(next, us, CRC_ROLE_ROOK, c.rook_to, 1);
        return;
    }
    int mover = role_at(b, us, mv.from);
    int victim_sq = mv.kind == CRC_MOVE_EN_PASSANT ? (us == CRC_WHITE ? mv.to - 10 : mv.to + 10)
                                                    : mv.to;
    int victim = role_at(b, them, victim_sq);
    if (victim)
        place(next, them, victim, victim_sq, -1);
    place(next, us, mover, mv.from, -1);
    place(next, us, mv.kind == CRC_MOVE_PROMOTION ? mv.promotion : mover, mv.to, 1);
}

/* ------------------------------------------------------------------------------------ */
/* Evaluation: material and piece-square sums, pawn structure (cached by the pawns),     */
/* bishop pair, open files, king shelter, and the lone king driven to the edge           */

typedef struct {
    uint64_t key;
    int mg[2], eg[2];         /* doubled, isolated and passed pawns */
    uint8_t count[2][10];     /* pawns on each file */
    int8_t low[2][10];        /* lowest rank of a pawn on the file, 8 for none */
    int8_t high[2][10];       /* highest rank, -1 for none */
    uint8_t total[2];
} pawn_entry;

static pawn_entry pawn_table[1 << 14];

static uint64_t pawn_key(const board_state *b) {
    const crc_bitboard *w = &b->pieces[CRC_WHITE][CRC_ROLE_PAWN];
    const crc_bitboard *k = &b->pieces[CRC_BLACK][CRC_ROLE_PAWN];
    uint64_t h = 0x9e3779b97f4a7c15ULL;
    uint64_t words[4] = {w->low, w->high, k->low, k->high};
    for (int i = 0; i < 4; i++) {
        h ^= words[i];
        h *= 0xff51afd7ed558ccdULL;
        h ^= h >> 32;
    }
    return h | 1; /* never 0, the key of an empty slot */
}

static const pawn_entry *pawn_structure(const board_state *b) {
    uint64_t key = pawn_key(b);
    pawn_entry *e = &pawn_table[key & ((sizeof pawn_table / sizeof pawn_table[0]) - 1)];
    if (e->key == key)
        return e;
    memset(e, 0, sizeof *e);
    e->key = key;
    uint8_t sqs[2][CRC_SQUARE_COUNT];
    int n[2];
    for (crc_color c = CRC_WHITE; c <= CRC_BLACK; c++) {
        for (int f = 0; f < 10; f++) {
            e->low[c][f] = 8;
            e->high[c][f] = -1;
        }
        n[c] = squares_of(b->pieces[c][CRC_ROLE_PAWN], sqs[c]);
        e->total[c] = (uint8_t)n[c];
        for (int i = 0; i < n[c]; i++) {
            int f = sqs[c][i] % 10, r = sqs[c][i] / 10;
            e->count[c][f]++;
            if (r < e->low[c][f])
                e->low[c][f] = (int8_t)r;
            if (r > e->high[c][f])
                e->high[c][f] = (int8_t)r;
        }
    }
    for (crc_color c = CRC_WHITE; c <= CRC_BLACK; c++) {
        crc_color o = (crc_color)(1 - c);
        for (int f = 0; f < 10; f++) {
            if (e->count[c][f] > 1) {
                e->mg[c] -= 12 * (e->count[c][f] - 1);
                e->eg[c] -= 20 * (e->count[c][f] - 1);
            }
        }
        for (int i = 0; i < n[c]; i++) {
            int f = sqs[c][i] % 10, r = sqs[c][i] / 10;
            if ((f == 0 || e->count[c][f - 1] == 0) && (f == 9 || e->count[c][f + 1] == 0)) {
                e->mg[c] -= 10;
                e->eg[c] -= 14;
            }
            bool passed = true;
            for (int g = f - 1; g <= f + 1 && passed; g++) {
                if (g >= 0 && g <= 9 && (c == CRC_WHITE ? e->high[o][g] > r : e->low[o][g] < r))
                    passed = false;
            }
            if (passed) {
                int rr = c == CRC_WHITE ? r : 7 - r;
                e->mg[c] += PASSED_MG[rr];
                e->eg[c] += PASSED_EG[rr];
            }
        }
    }
    return e;
}

/* Distance of a square from the middle of the board: 0..7. */
static int edge_distance(int sq) {
    int file = sq % 10, rank = sq / 10;
    int fc = file < 5 ? 4 - file : file - 5;
    int rc = rank < 4 ? 3 - rank : rank - 4;
    return fc + rc;
}

/* Mobility: the squares each piece reaches that hold no own piece and no enemy pawn
 * attacks, against a usual number for its kind. */
static const int MOBILITY_MG[9] = {0, 0, 4, 4, 3, 3, 3, 2, 0};
static const int MOBILITY_EG[9] = {0, 0, 4, 5, 4, 3, 3, 3, 0};
static const int MOBILITY_BASE[9] = {0, 0, 4, 6, 6, 10, 11, 13, 0};
/* King attack: how much a piece's reach into the squares around the enemy king counts. */
static const int KING_ATTACK[9] = {0, 0, 3, 2, 3, 4, 5, 5, 0};
#define LAZY_MARGIN 250

static void set_square(crc_bitboard *bb, int sq) {
    if (sq < 64)
        bb->low |= (uint64_t)1 << sq;
    else
        bb->high |= (uint64_t)1 << (sq - 64);
}

/* Adds mobility and king attack to mg and eg; walks every piece's moves. */
static void activity(const board_state *b, const int king_sq[2], int mg[2], int eg[2]) {
    crc_bitboard pawn_attacks[2] = {{0, 0}, {0, 0}};
    uint8_t sqs[CRC_SQUARE_COUNT];
    for (crc_color c = CRC_WHITE; c <= CRC_BLACK; c++) {
        int n = squares_of(b->pieces[c][CRC_ROLE_PAWN], sqs);
        for (int i = 0; i < n; i++) {
            int ahead = c == CRC_WHITE ? sqs[i] + 10 : sqs[i] - 10, f = sqs[i] % 10;
            if (ahead < 0 || ahead >= CRC_SQUARE_COUNT)
                continue;
            if (f > 0)
                set_square(&pawn_attacks[c], ahead - 1);
            if (f < 9)
                set_square(&pawn_attacks[c], ahead + 1);
        }
    }
    for (crc_color c = CRC_WHITE; c <= CRC_BLACK; c++) {
        crc_color o = (crc_color)(1 - c);
        crc_bitboard own = b->pieces[c][0], unsafe = pawn_attacks[o];
        crc_bitboard zone = KING_ZONE[king_sq[o]];
        int attackers = 0, hits = 0;
        for (int role = CRC_ROLE_KNIGHT; role <= CRC_ROLE_QUEEN; role++) {
            bool jumps = role == CRC_ROLE_KNIGHT || role == CRC_ROLE_ARCHBISHOP ||
                         role == CRC_ROLE_CHANCELLOR;
            int first_ray = role == CRC_ROLE_BISHOP || role == CRC_ROLE_ARCHBISHOP ? 4 : 0;
            int last_ray = role == CRC_ROLE_ROOK || role == CRC_ROLE_CHANCELLOR ? 4
                           : role == CRC_ROLE_KNIGHT                           ? 0
                                                                               : 8;
            int n = squares_of(b->pieces[c][role], sqs);
            for (int i = 0; i < n; i++) {
                int from = sqs[i], reach = 0, near_king = 0;
                if (jumps) {
                    for (int j = 0; j < KNIGHT_COUNT[from]; j++) {
                        int to = KNIGHT_TO[from][j];
                        if (has(own, to))
                            continue;
                        reach += !has(unsafe, to);
                        near_king += has(zone, to);
                    }
                }
                for (int d = first_ray; d < last_ray; d++) {
                    for (int k = 0; k < RAY_LENGTH[from][d]; k++) {
                        int to = RAY[from][d][k];
                        if (has(own, to))
                            break;
                        reach += !has(unsafe, to);
                        near_king += has(zone, to);
                        if (b->roles[to] != CRC_ROLE_NONE)
                            break;
                    }
                }
                mg[c] += MOBILITY_MG[role] * (reach - MOBILITY_BASE[role]);
                eg[c] += MOBILITY_EG[role] * (reach - MOBILITY_BASE[role]);
                if (near_king) {
                    attackers++;
                    hits += near_king * KING_ATTACK[role];
                }
            }
        }
        if (attackers >= 2)
            mg[c] += hits * (attackers > 4 ? 4 : attackers) / 2;
    }
}

/* The position of state `b` from the side to move's view, in centipawns. Far outside the
 * window (alpha, beta), mobility and king attack are left out: they would not bring it
 * back in. */
static int evaluate(const board_state *b, crc_color turn, int alpha, int beta) {
    const pawn_entry *pawns = pawn_structure(b);
    int mg[2], eg[2], king_sq[2];
    uint8_t sqs[CRC_SQUARE_COUNT];
    for (crc_color c = CRC_WHITE; c <= CRC_BLACK; c++) {
        crc_color o = (crc_color)(1 - c);
        mg[c] = b->mg[c] + pawns->mg[c];
        eg[c] = b->eg[c] + pawns->eg[c];
        if (several(b->pieces[c][CRC_ROLE_BISHOP])) {
            mg[c] += 30;
            eg[c] += 45;
        }
        /* Rooks and chancellors on open and half-open files. */
        crc_bitboard rooklike = b->pieces[c][CRC_ROLE_ROOK];
        rooklike.low |= b->pieces[c][CRC_ROLE_CHANCELLOR].low;
        rooklike.high |= b->pieces[c][CRC_ROLE_CHANCELLOR].high;
        int n = squares_of(rooklike, sqs);
        for (int i = 0; i < n; i++) {
            int f = sqs[i] % 10;
            if (pawns->count[c][f] == 0) {
                mg[c] += pawns->count[o][f] == 0 ? 20 : 10;
                eg[c] += pawns->count[o][f] == 0 ? 10 : 5;
            }
        }
        /* King shelter: own pawns in front of a king on its first two ranks. */
        int k = king_sq[c] = first_square(b->pieces[c][CRC_ROLE_KING]);
        int kf = k % 10, kr = k / 10;
        if ((c == CRC_WHITE ? kr : 7 - kr) <= 1 && pawns->total[c] > 0) {
            int shelter = 0;
            for (int g = kf - 1; g <= kf + 1; g++) {
                if (g < 0 || g > 9 || pawns->count[c][g] == 0)
                    continue;
                int nearest = c == CRC_WHITE ? pawns->low[c][g] - kr : kr - pawns->high[c][g];
                shelter += nearest == 1 ? 12 : nearest == 2 ? 6 : -6;
            }
            mg[c] += shelter - (shelter < 12 ? 10 : 0);
        }
    }

    int p = b->phase > PHASE_TOTAL ? PHASE_TOTAL : b->phase;
    int score = ((mg[0] - mg[1]) * p + (eg[0] - eg[1]) * (PHASE_TOTAL - p)) / PHASE_TOTAL;
    int lazy = turn == CRC_WHITE ? score : -score;
    if (lazy - LAZY_MARGIN < beta && lazy + LAZY_MARGIN > alpha) {
        activity(b, king_sq, mg, eg);
        score = ((mg[0] - mg[1]) * p + (eg[0] - eg[1]) * (PHASE_TOTAL - p)) / PHASE_TOTAL;
    }

    /* A won ending: drive the lone king to the edge and bring the own king close. */
    crc_color strong = score > 0 ? CRC_WHITE : CRC_BLACK, weak = (crc_color)(1 - strong);
    if (pawns->total[weak] == 0 && b->nonpawn[weak] + 300 <= b->nonpawn[strong] &&
        b->phase <= 16) {
        int kd = abs(king_sq[0] % 10 - king_sq[1] % 10) + abs(king_sq[0] / 10 - king_sq[1] / 10);
        int push = 12 * edge_distance(king_sq[weak]) + 5 * (16 - kd);
        score += strong == CRC_WHITE ? push : -push;
    }
    /* Little or no winning material: a lone minor piece does not win. */
    if (pawns->total[strong] == 0 &&
        b->nonpawn[strong] - b->nonpawn[weak] <= ORDER_VALUE[CRC_ROLE_BISHOP])
        score /= 4;

    score += turn == CRC_WHITE ? 8 : -8; /* the move is worth something */
    return turn == CRC_WHITE ? score : -score;
}

/* ------------------------------------------------------------------------------------ */
/* Time and input during the search                                                    */

/* A command while thinking: one that is answered at once, one that stops the search
 * (keeping the move, or cancelling it), or one that waits until the move is made. */
static void read_input_while_thinking(void) {
    char line[256];
    in_fill(false);
    while (in_peek(line, sizeof line)) {
        char word[32] = "";
        sscanf(line, "%31s", word);
        if (protocol == PROTOCOL_UCI) {
            if (strcmp(word, "isready") == 0) {
                say("%s\n", "readyok");
            } else if (strcmp(word, "stop") == 0) {
                S.stop = true;
                S.infinite = false;
            } else if (strcmp(word, "ponderhit") == 0 || strcmp(word, "debug") == 0 ||
                       word[0] == '\0') {
                /* nothing to do */
            } else {
                /* quit, position, go, ...: finish this search first (with its bestmove) */
                S.stop = true;
                S.infinite = false;
                return;
            }
        } else {
            if (strcmp(word, "?") == 0) {
                S.stop = true;
            } else if (strcmp(word, "post") == 0) {
                cecp.post = true;
            } else if (strcmp(word, "nopost") == 0) {
                cecp.post = false;
            } else if (strcmp(word, "time") == 0 || strcmp(word, "otim") == 0) {
                long cs = 0;
                if (sscanf(line, "%*s %ld", &cs) == 1)
                    *(word[0] == 't' ? &cecp.clock_ms : &cecp.opp_clock_ms) = cs * 10;
            } else if (listed(word, CECP_IGNORED)) {
                /* nothing to do */
            } else if (strcmp(word, "ping") == 0) {
                return; /* answered after the move, as the protocol wants */
            } else {
                /* new, force, result, quit, setboard, usermove, undo, ...: no move now */
                S.stop = true;
                S.abort = true;
                return;
            }
        }
        in_drop();
    }
    if (in_eof && in_line_length() == 0) {
        S.stop = true;
        S.abort = true;
    }
}

static void check_limits(void) {
    if (S.node_limit && S.nodes >= S.node_limit)
        S.stop = true;
    if (S.hard > 0 && now() - S.start >= S.hard)
        S.stop = true;
    if (S.interactive)
        read_input_while_thinking();
}

/* Plans the time of this move (see the top of the file). */
static void plan_time(const limits *l) {
    S.soft = S.hard = 0;
    if (l->infinite)
        return;
    if (l->movetime_ms > 0) {
        double t = (double)l->movetime_ms / 1000.0;
        S.hard = t - 0.03 - t * 0.02;
        if (S.hard < 0.005)
            S.hard = 0.005;
        S.soft = S.hard;
        return;
    }
    if (l->time_left_ms < 0)
        return;
    double left = (double)l->time_left_ms / 1000.0, inc = (double)l->inc_ms / 1000.0;
    double reserve = 0.03 + left * 0.05;
    double available = left - reserve;
    if (available < 0.005)
        available = 0.005;
    int to_go = l->moves_to_go > 0 ? l->moves_to_go : 30;
    if (inc > available / 2)
        inc = available / 2;
    double soft = available / (to_go + 1) + inc * 0.75;
    double hard = soft * 3;
    if (hard > available / 2 + inc * 0.75)
        hard = available / 2 + inc * 0.75;
    if (hard > available)
        hard = available;
    if (soft > hard)
        soft = hard;
    S.soft = soft;
    S.hard = hard;
}

/* ------------------------------------------------------------------------------------ */
/* Move ordering                                                                        */

enum {
    SCORE_GOOD_CAPTURE = 4000000,
    SCORE_KILLER = 3000000,
    SCORE_BAD_CAPTURE = -1000000,
    SCORE_UNDERPROMOTION = -2000000
};

/* Scores the moves for ordering: MVV-LVA for captures that do not lose material on the
 * face of it (the taker is worth no more, or the square is not defended), queen
 * promotions with them, then killers, quiet moves by history, then the other captures and
 * the underpromotions. */
static void score_moves(const crc_move *moves, int count, int *scores, int ply, crc_color turn) {
    const board_state *b = &B[ply];
    crc_color them = (crc_color)(1 - turn);
    for (int i = 0; i < count; i++) {
        crc_move mv = moves[i];
        int victim = 0;
        if (mv.kind == CRC_MOVE_EN_PASSANT)
            victim = CRC_ROLE_PAWN;
        else if (mv.kind != CRC_MOVE_CASTLE)
            victim = role_at(b, them, mv.to);
        int promotion = mv.kind == CRC_MOVE_PROMOTION ? mv.promotion : 0;
        if (promotion && promotion != CRC_ROLE_QUEEN && promotion != CRC_ROLE_CHANCELLOR) {
            scores[i] = SCORE_UNDERPROMOTION + victim;
        } else if (victim || promotion) {
            int attacker = role_at(b, turn, mv.from);
            int mvv = 64 * (victim + promotion) - attacker;
            bool good = promotion || attacker == CRC_ROLE_KING ||
                        ORDER_VALUE[attacker] <= ORDER_VALUE[victim];
            if (!good) {
                crc_bitboard defenders;
                good = crc_position_attackers(S.pos, mv.to, them, &defenders) == CRC_OK &&
                       is_empty(defenders);
            }
            scores[i] = (good ? SCORE_GOOD_CAPTURE : SCORE_BAD_CAPTURE) + mvv;
        } else if (same_move(mv, S.killers[ply][0])) {
            scores[i] = SCORE_KILLER + 1;
        } else if (same_move(mv, S.killers[ply][1])) {
            scores[i] = SCORE_KILLER;
        } else {
            scores[i] = S.history[turn][mv.from][mv.to];
        }
    }
}

/* Quiet moves (killers and the rest) score from 0 up to below the good captures; bad
 * captures and underpromotions score below 0. */
static bool is_quiet_score(int score) { return score >= 0 && score < SCORE_GOOD_CAPTURE; }

/* Moves the best-scored move from i on to place i. */
static void pick(crc_move *moves, int *scores, int count, int i) {
    int best = i;
    for (int j = i + 1; j < count; j++)
        if (scores[j] > scores[best])
            best = j;
    if (best != i) {
        crc_move m = moves[i];
        moves[i] = moves[best];
        moves[best] = m;
        int s = scores[i];
        scores[i] = scores[best];
        scores[best] = s;
    }
}

/* ------------------------------------------------------------------------------------ */
/* Search                                                                               */

static bool in_check_now(void) {
    bool check = false;
    crc_position_is_check(S.pos, &check);
    return check;
}

/* Verification (bench ... verify): the bitboards kept along the search against the
 * library's after every move. */
static unsigned long long verified = 0, verify_failures = 0;

static void verify_state(const board_state *b) {
    board_state fresh;
    load_state(S.pos, &fresh);
    verified++;
    if (memcmp(fresh.pieces, b->pieces, sizeof fresh.pieces) != 0 ||
        memcmp(fresh.roles, b->roles, sizeof fresh.roles) != 0 || fresh.mg[0] != b->mg[0] ||
        fresh.mg[1] != b->mg[1] || fresh.eg[0] != b->eg[0] || fresh.eg[1] != b->eg[1] ||
        fresh.phase != b->phase || fresh.nonpawn[0] != b->nonpawn[0] ||
        fresh.nonpawn[1] != b->nonpawn[1]) {
        char fen[512];
        size_t written = 0;
        crc_position_fen(S.pos, fen, sizeof fen, &written);
        if (verify_failures++ < 10)
            fprintf(stderr, "bitboards differ from the library's after a move, in %s\n", fen);
    }
}

/* Plays `mv` at `ply` on the search position and brings the bitboards along; false when
 * the move is not legal here (a TT move from another position with the same key). */
static bool make_move(int ply, crc_move mv) {
    if (crc_position_make(S.pos, mv) != CRC_OK)
        return false;
    apply_move(&B[ply], &B[ply + 1], mv, (crc_color)(S.root_turn ^ (ply & 1)));
    if (S.verify)
        verify_state(&B[ply + 1]);
    return true;
}

static void update_pv(int ply, crc_move mv) {
    S.pv[ply][ply] = mv;
    for (int j = ply + 1; j < S.pv_len[ply + 1]; j++)
        S.pv[ply][j] = S.pv[ply + 1][j];
    S.pv_len[ply] = S.pv_len[ply + 1] > ply + 1 ? S.pv_len[ply + 1] : ply + 1;
}

/* What every node does first: counts itself, now and then looks at the clock and the
 * input, and notes the depth reached. False when the search must unwind. */
static bool enter_node(int ply) {
    S.pv_len[ply] = ply;
    S.nodes++;
    if ((S.nodes & 1023) == 0)
        check_limits();
    if (ply > S.seldepth)
        S.seldepth = ply;
    return !S.stop;
}

static int qsearch(int alpha, int beta, int ply, bool in_check) {
    if (!enter_node(ply))
        return 0;
    crc_color turn = (crc_color)(S.root_turn ^ (ply & 1));
    if (ply >= MAX_PLY - 1)
        return in_check ? 0 : evaluate(&B[ply], turn, alpha, beta);

    int best, stand = 0;
    crc_move moves[CRC_MAX_MOVES];
    int scores[CRC_MAX_MOVES];
    size_t count = 0;
    if (in_check) {
        best = -MATE + ply;
        if (crc_position_legal_moves(S.pos, moves, CRC_MAX_MOVES, &count) != CRC_OK)
            return 0;
        if (count == 0)
            return best;
    } else {
        stand = best = evaluate(&B[ply], turn, alpha, beta);
        if (stand >= beta)
            return stand;
        if (stand > alpha)
            alpha = stand;
        if (crc_position_noisy_moves(S.pos, moves, CRC_MAX_MOVES, &count) != CRC_OK)
            return best;
        if (count == 0)
            return best;
    }
    score_moves(moves, (int)count, scores, ply, turn);
    for (int i = 0; i < (int)count; i++) {
        pick(moves, scores, (int)count, i);
        crc_move mv = moves[i];
        if (!in_check) {
            if (scores[i] < SCORE_GOOD_CAPTURE)
                break; /* the rest lose material on the face of it, or underpromote */
            /* Delta pruning: even winning this piece does not reach alpha. */
            int gain = (scores[i] - SCORE_GOOD_CAPTURE + 8) / 64;
            if (mv.kind != CRC_MOVE_PROMOTION && stand + ORDER_VALUE[gain] + 200 <= alpha)
                continue;
        }
        if (!make_move(ply, mv))
            continue;
        int score = -qsearch(-beta, -alpha, ply + 1, in_check_now());
        crc_position_unmake(S.pos);
        if (S.stop)
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                update_pv(ply, mv);
                if (score >= beta)
                    break;
            }
        }
    }
    return best;
}

/* True when the position at `ply` (with key `key` and half-move clock `clock`) repeats one
 * on the search path, or occurred twice before in the game. */
static bool is_repetition(int ply, uint64_t key, uint32_t clock) {
    int index = S.root_index + ply;
    int earlier = 0;
    for (int i = index - 4; i >= 0 && i >= index - (int)clock; i -= 2) {
        if (S.keys[i] == key) {
            if (i >= S.root_index || ++earlier >= 2)
                return true;
        }
    }
    return false;
}

static const int LMP_COUNT[4] = {0, 8, 14, 24};

static int search(int depth, int alpha, int beta, int ply, bool in_check) {
    if (in_check && ply < MAX_PLY / 2)
        depth++;
    if (depth <= 0)
        return qsearch(alpha, beta, ply, in_check);
    if (!enter_node(ply))
        return 0;
    crc_color turn = (crc_color)(S.root_turn ^ (ply & 1));
    if (ply >= MAX_PLY - 1)
        return in_check ? 0 : evaluate(&B[ply], turn, alpha, beta);

    bool pv_node = beta - alpha > 1;
    uint64_t key = 0;
    uint32_t clock = 0;
    crc_position_zobrist(S.pos, &key);
    crc_position_halfmove_clock(S.pos, &clock);
    S.keys[S.root_index + ply] = key;
    if (is_repetition(ply, key, clock))
        return 0;
    if (clock >= 100) {
        size_t legal = 0;
        crc_position_legal_move_count(S.pos, &legal);
        return in_check && legal == 0 ? -MATE + ply : 0;
    }
    /* Mate distance: no score here can beat a mate found nearer the root. */
    alpha = max_int(alpha, -MATE + ply);
    beta = min_int(beta, MATE - ply - 1);
    if (alpha >= beta)
        return alpha;

    crc_move tt_move = NO_MOVE;
    tt_entry *e = &tt[key & tt_mask];
    if (e->key == key) {
        tt_move = e->move;
        if (!pv_node && e->depth >= depth) {
            int score = score_from_tt(e->score, ply);
            int bound = e->info & 3;
            if (bound == BOUND_EXACT || (bound == BOUND_LOWER && score >= beta) ||
                (bound == BOUND_UPPER && score <= alpha))
                return score;
        }
    }

    int static_eval = in_check ? -INF : evaluate(&B[ply], turn, alpha, beta);
    if (!pv_node && !in_check && abs(beta) < MATE_BOUND) {
        /* Reverse futility: far above beta near the leaves. */
        if (depth <= 3 && static_eval - 120 * depth >= beta)
            return static_eval;
        /* Razoring: far below alpha near the leaves, unless a capture saves it. */
        if (depth <= 2 && static_eval + 250 * depth <= alpha) {
            int score = qsearch(alpha, alpha + 1, ply, false);
            if (score <= alpha)
                return score;
        }
    }

    int alpha_start = alpha;
    int best = -INF;
    crc_move best_move = NO_MOVE;
    int searched = 0, quiets = 0;
    crc_move moves[CRC_MAX_MOVES];
    int scores[CRC_MAX_MOVES];
    size_t count = 0;
    bool generated = false;

    /* The TT move first, before any move is generated: make checks that it is legal. */
    for (int i = -1;; i++) {
        crc_move mv;
        if (i < 0) {
            if (!is_move(tt_move))
                continue;
            mv = tt_move;
        } else {
            if (!generated) {
                generated = true;
                if (crc_position_legal_moves(S.pos, moves, CRC_MAX_MOVES, &count) != CRC_OK)
                    return 0;
                if (count == 0)
                    return in_check ? -MATE + ply : 0;
                score_moves(moves, (int)count, scores, ply, turn);
            }
            if (i >= (int)count)
                break;
            pick(moves, scores, (int)count, i);
            mv = moves[i];
            if (same_move(mv, tt_move))
                continue;
        }
        bool quiet = i >= 0 && is_quiet_score(scores[i]);
        if (i < 0 && mv.kind == CRC_MOVE_NORMAL)
            quiet = !role_at(&B[ply], (crc_color)(1 - turn), mv.to);
        if (i < 0 && mv.kind == CRC_MOVE_CASTLE)
            quiet = true;
        bool killer = i >= 0 && scores[i] >= SCORE_KILLER && scores[i] < SCORE_GOOD_CAPTURE;

        /* Pruning quiet moves near the leaves: late ones, and those far below alpha that
         * give no check. */
        if (!pv_node && !in_check && quiet && searched > 0 && best > -MATE_BOUND && depth <= 3) {
            if (quiets >= LMP_COUNT[depth]) {
                quiets++;
                continue; /* late move pruning */
            }
            bool check = true;
            if (depth <= 2 && static_eval + 100 + 120 * depth <= alpha &&
                crc_position_gives_check(S.pos, mv, &check) == CRC_OK && !check) {
                quiets++;
                continue; /* futility pruning */
            }
        }

        if (!make_move(ply, mv))
            continue; /* a TT move of another position with the same key */
        bool gives_check = in_check_now();
        int score;
        if (searched == 0) {
            score = -search(depth - 1, -beta, -alpha, ply + 1, gives_check);
        } else {
            int reduction = 0;
            if (depth >= 3 && quiet && !killer && !in_check && !gives_check && searched >= 3) {
                reduction = searched >= 8 ? 2 : 1;
                if (pv_node && reduction > 1)
                    reduction = 1;
                if (depth - 1 - reduction < 1)
                    reduction = depth - 2;
            }
            score = -search(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, gives_check);
            if (score > alpha && reduction > 0)
                score = -search(depth - 1, -alpha - 1, -alpha, ply + 1, gives_check);
            if (score > alpha && score < beta)
                score = -search(depth - 1, -beta, -alpha, ply + 1, gives_check);
        }
        crc_position_unmake(S.pos);
        if (S.stop)
            return 0;
        searched++;
        if (quiet)
            quiets++;
        if (score > best) {
            best = score;
            best_move = mv;
            if (score > alpha) {
                alpha = score;
                update_pv(ply, mv);
                if (score >= beta) {
                    if (quiet) {
                        if (!same_move(mv, S.killers[ply][0])) {
                            S.killers[ply][1] = S.killers[ply][0];
                            S.killers[ply][0] = mv;
                        }
                        int *h = &S.history[turn][mv.from][mv.to];
                        *h += depth * depth;
                        if (*h > 1000000) {
                            for (int c = 0; c < 2; c++)
                                for (int a = 0; a < CRC_SQUARE_COUNT; a++)
                                    for (int b = 0; b < CRC_SQUARE_COUNT; b++)
                                        S.history[c][a][b] /= 2;
                        }
                    }
                    break;
                }
            }
        }
    }
    if (searched == 0) {
        /* Every move was pruned (there are legal moves: the list was not empty). */
        return alpha;
    }
    int bound = best >= beta ? BOUND_LOWER : best > alpha_start ? BOUND_EXACT : BOUND_UPPER;
    tt_store(key, depth, best, bound, best_move, ply);
    return best;
}

/* Searches the root's moves to `depth` in the window; the best move goes to the front. */
static int search_root(int depth, int alpha, int beta, bool in_check) {
    int best = -INF;
    for (int i = 0; i < S.root_count; i++) {
        crc_move mv = S.root_moves[i];
        if (!make_move(0, mv))
            continue;
        bool gives_check = in_check_now();
        int score;
        if (i == 0) {
            score = -search(depth - 1, -beta, -alpha, 1, gives_check);
        } else {
            int reduction = depth >= 3 && i >= 4 && S.root_quiet[i] && !in_check && !gives_check;
            score = -search(depth - 1 - reduction, -alpha - 1, -alpha, 1, gives_check);
            if (score > alpha && reduction)
                score = -search(depth - 1, -alpha - 1, -alpha, 1, gives_check);
            if (score > alpha && score < beta)
                score = -search(depth - 1, -beta, -alpha, 1, gives_check);
        }
        crc_position_unmake(S.pos);
        if (S.stop)
            break;
        if (score > best)
            best = score;
        if (score > alpha) {
            alpha = score;
            memmove(&S.root_moves[1], &S.root_moves[0], (size_t)i * sizeof(crc_move));
            bool q = S.root_quiet[i];
            memmove(&S.root_quiet[1], &S.root_quiet[0], (size_t)i * sizeof(bool));
            S.root_moves[0] = mv;
            S.root_quiet[0] = q;
            update_pv(0, mv);
            S.best_move = mv;
            S.best_score = score;
            if (score >= beta)
                break;
        }
    }
    return best;
}

/* ------------------------------------------------------------------------------------ */
/* Output                                                                               */

static void square_name(uint8_t sq, char *out) {
    out[0] = (char)('a' + sq % 10);
    out[1] = (char)('1' + sq / 10);
}

/* The move as this engine writes it: coordinates, castling as king takes rook, or in
 * variant capablanca as the king's destination (what GUIs expect for the fixed array). */
static bool move_text(const crc_position *position, crc_move mv, char *buf, size_t cap) {
    if (capablanca_variant && mv.kind == CRC_MOVE_CASTLE && cap >= 5) {
        crc_castling castling;
        if (crc_move_castling_squares(mv, &castling) != CRC_OK)
            return false;
        square_name(castling.king_from, buf);
        square_name(castling.king_to, buf + 2);
        buf[4] = '\0';
        return true;
    }
    size_t written = 0;
    return crc_position_move_text(position, mv, buf, cap, &written) == CRC_OK;
}

/* The principal variation as text, played out on the search position and taken back. */
static void pv_text(char *buf, size_t cap) {
    int made = 0;
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < S.pv_len[0]; i++) {
        char text[16];
        crc_move mv = S.pv[0][i];
        if (!move_text(S.pos, mv, text, sizeof text) || used + strlen(text) + 2 > cap)
            break;
        if (crc_position_make(S.pos, mv) != CRC_OK)
            break;
        made++;
        used += (size_t)sprintf(buf + used, "%s%s", used ? " " : "", text);
    }
    for (; made > 0; made--)
        crc_position_unmake(S.pos);
}

static void report(int depth, int score) {
    if (!S.output)
        return;
    double elapsed = now() - S.start;
    char pv[1024];
    pv_text(pv, sizeof pv);
    if (protocol == PROTOCOL_UCI) {
        char score_text[32];
        if (score >= MATE_BOUND)
            sprintf(score_text, "mate %d", (MATE - score + 1) / 2);
        else if (score <= -MATE_BOUND)
            sprintf(score_text, "mate -%d", (MATE + score) / 2);
        else
            sprintf(score_text, "cp %d", score);
        long ms = (long)(elapsed * 1000);
        printf("info depth %d seldepth %d score %s nodes %llu nps %llu time %ld pv %s\n", depth,
               S.seldepth, score_text, (unsigned long long)S.nodes,
               (unsigned long long)((double)S.nodes / (elapsed > 0.001 ? elapsed : 0.001)), ms,
               pv);
    } else if (cecp.post) {
        int shown = score;
        if (score >= MATE_BOUND)
            shown = 100000 + (MATE - score + 1) / 2;
        else if (score <= -MATE_BOUND)
            shown = -100000 - (MATE + score) / 2;
        printf("%d %d %ld %llu %s\n", depth, shown, (long)(elapsed * 100),
               (unsigned long long)S.nodes, pv);
    }
    fflush(stdout);
}

/* ------------------------------------------------------------------------------------ */
/* Thinking: set-up, iterative deepening                                                */

/* Sets up the search position and the keys of the game's positions before it by replaying
 * the game from its start (the search needs them for repetitions). */
static bool prepare(void) {
    char fen[512];
    size_t written = 0, count = 0;
    if (crc_game_start_fen(game, fen, sizeof fen, &written) != CRC_OK ||
        crc_game_move_count(game, &count) != CRC_OK)
        return false;
    crc_position *position = NULL;
    if (crc_position_from_fen(fen, &position) != CRC_OK)
        return false;
    crc_move *history = malloc((count ? count : 1) * sizeof(crc_move));
    if (!history || crc_game_history(game, history, count, &count) != CRC_OK) {
        free(history);
        crc_position_free(position);
        return false;
    }
    int keys = 0;
    for (size_t i = 0; i < count; i++) {
        if (keys == MAX_GAME_KEYS) {
            /* Only the last few hundred positions can repeat (the 75-move rule). */
            memmove(S.keys, S.keys + MAX_GAME_KEYS / 2, MAX_GAME_KEYS / 2 * sizeof(uint64_t));
            keys = MAX_GAME_KEYS / 2;
        }
        crc_position_zobrist(position, &S.keys[keys++]);
        crc_position_play(position, history[i]);
    }
    free(history);
    crc_position_free(S.pos);
    S.pos = position;
    S.root_index = keys;
    crc_position_zobrist(position, &S.keys[keys]);
    crc_position_turn(position, &S.root_turn);
    load_state(position, &B[0]);
    return true;
}

/* Searches the game's current position within `l` and writes the best move and its text;
 * false when there is no legal move. S.abort tells whether a command cancelled the move. */
static bool think(const limits *l, crc_move *best, char *text, size_t cap) {
    S.start = now();
    S.nodes = 0;
    S.seldepth = 0;
    S.stop = S.abort = false;
    S.root_count = 0;
    S.infinite = l->infinite;
    S.node_limit = l->nodes;
    plan_time(l);
    if (!prepare())
        return false;
    tt_generation = (uint8_t)((tt_generation + 1) & 63);
    memset(S.killers, 0, sizeof S.killers);
    for (int c = 0; c < 2; c++)
        for (int a = 0; a < CRC_SQUARE_COUNT; a++)
            for (int b = 0; b < CRC_SQUARE_COUNT; b++)
                S.history[c][a][b] /= 8;

    size_t count = 0;
    crc_position_legal_moves(S.pos, S.root_moves, CRC_MAX_MOVES, &count);
    if (l->searchmoves) {
        /* Keep the root moves the GUI listed, in any notation the library reads. */
        char copy[4096], *save = NULL;
        size_t kept = 0;
        snprintf(copy, sizeof copy, "%s", l->searchmoves);
        for (char *t = strtok_r(copy, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
            crc_move wanted;
            if (crc_position_parse_move(S.pos, t, &wanted) != CRC_OK)
                continue;
            for (size_t i = kept; i < count; i++) {
                if (same_move(S.root_moves[i], wanted)) {
                    S.root_moves[i] = S.root_moves[kept];
                    S.root_moves[kept++] = wanted;
                    break;
                }
            }
        }
        if (kept > 0)
            count = kept;
    }
    S.root_count = (int)count;
    if (count == 0)
        return false;
    /* Order the root moves once: the TT move, then as in the search. */
    int scores[CRC_MAX_MOVES];
    score_moves(S.root_moves, S.root_count, scores, 0, S.root_turn);
    uint64_t key = S.keys[S.root_index];
    tt_entry *e = &tt[key & tt_mask];
    for (int i = 0; i < S.root_count; i++)
        if (e->key == key && same_move(S.root_moves[i], e->move))
            scores[i] = SCORE_GOOD_CAPTURE * 2;
    for (int i = 0; i < S.root_count; i++) {
        pick(S.root_moves, scores, S.root_count, i);
        S.root_quiet[i] = is_quiet_score(scores[i]);
    }
    S.best_move = S.root_moves[0];
    S.best_score = 0;
    S.pv[0][0] = S.best_move;
    S.pv_len[0] = 1;

    bool in_check = in_check_now();
    int max_depth = l->depth > 0 ? min_int(l->depth, MAX_DEPTH) : MAX_DEPTH;
    int score = 0;
    for (int depth = 1; depth <= max_depth; depth++) {
        int window = 35;
        int alpha = -INF, beta = INF;
        if (depth >= 4 && abs(score) < MATE_BOUND) {
            alpha = score - window;
            beta = score + window;
        }
        for (;;) {
            int result = search_root(depth, alpha, beta, in_check);
            if (S.stop)
                break;
            if (result <= alpha) {
                alpha = max_int(-INF, alpha - window);
                window *= 2;
            } else if (result >= beta) {
                beta = min_int(INF, beta + window);
                window *= 2;
            } else {
                score = result;
                break;
            }
            if (window > 500) {
                alpha = -INF;
                beta = INF;
            }
        }
        if (S.stop && depth > 1)
            break;
        report(depth, S.best_score);
        if (S.stop)
            break;
        double elapsed = now() - S.start;
        if (!S.infinite) {
            if (S.soft > 0 && elapsed >= S.soft * 0.5)
                break;
            if (S.root_count == 1 && S.soft > 0)
                break; /* the only move: no need to think */
            if (abs(S.best_score) >= MATE_BOUND && depth >= 2 * (MATE - abs(S.best_score)) + 2 &&
                l->depth == 0)
                break; /* a mate found, and seen to be the fastest */
        }
    }
    /* UCI "go infinite" waits for "stop" even when the search has ended. */
    while (S.infinite && !S.abort && S.interactive) {
        read_input_while_thinking();
        if (S.infinite && !S.abort && in_line_length() == 0)
            in_fill(true);
    }
    *best = S.best_move;
    return move_text(S.pos, *best, text, cap);
}

/* ------------------------------------------------------------------------------------ */
/* CECP (XBoard)                                                                        */

/* What XBoard is told at each end the library reports, and at each draw it lets us claim. */
static const char *end_text(crc_reason reason, crc_result result) {
    switch (reason) {
    case CRC_REASON_CHECKMATE:
        return result == CRC_RESULT_WHITE_WINS ? "1-0 {White mates}" : "0-1 {Black mates}";
    case CRC_REASON_STALEMATE:
        return "1/2-1/2 {Stalemate}";
    case CRC_REASON_INSUFFICIENT_MATERIAL:
        return "1/2-1/2 {Insufficient material}";
    case CRC_REASON_FIVEFOLD_REPETITION:
    case CRC_REASON_THREEFOLD_REPETITION:
        return "1/2-1/2 {Draw by repetition}";
    case CRC_REASON_SEVENTY_FIVE_MOVE_RULE:
    case CRC_REASON_FIFTY_MOVE_RULE:
        return "1/2-1/2 {Draw by 50-move rule}";
    default:
        return NULL;
    }
}

/* Ends the game when the rules end it or a draw can be claimed, and tells XBoard. */
static bool announce_end(void) {
    crc_outcome outcome;
    if (crc_game_outcome(game, &outcome) != CRC_OK)
        return false;
    const char *text = end_text(outcome.reason, outcome.result);
    crc_reason claim = CRC_REASON_NONE;
    if (text == NULL && crc_game_can_claim_draw(game, &claim) == CRC_OK &&
        claim != CRC_REASON_NONE && crc_game_claim_draw(game) == CRC_OK)
        text = end_text(claim, CRC_RESULT_DRAW);
    if (text == NULL)
        return false;
    say("%s\n", text);
    return true;
}

static crc_color side_to_move(void) {
    crc_color turn = CRC_WHITE;
    crc_game_turn(game, &turn);
    return turn;
}

/* The limits of this move from the CECP time control. */
static limits cecp_limits(void) {
    limits l = {-1, 0, 0, 0, 0, 0, false, NULL};
    l.depth = min_int(cecp.sd, depth_cap);
    if (cecp.st_ms > 0) {
        l.movetime_ms = cecp.st_ms;
        return l;
    }
    l.time_left_ms = cecp.clock_ms;
    l.inc_ms = cecp.inc_ms;
    if (cecp.mps > 0) {
        size_t plies = 0;
        crc_game_move_count(game, &plies);
        int made = (int)(plies / 2); /* our moves so far: it is our turn */
        l.moves_to_go = cecp.mps - made % cecp.mps;
    }
    return l;
}

static void think_and_move(void) {
    if (announce_end())
        return;
    limits l = cecp_limits();
    crc_move mv;
    char text[16];
    S.output = true;
    if (!think(&l, &mv, text, sizeof text) || S.abort)
        return;
    crc_status status = crc_game_play(game, mv);
    if (status != CRC_OK) {
        say("Error (internal): %s\n", crc_status_message((uint32_t)status));
        return;
    }
    say("move %s\n", text);
    announce_end();
}

/* Replaces the game with one from `fen`, read strictly or leniently; when it cannot be
 * read, keeps the game and says why with `complaint` (a format for the status message). */
static bool start_game(const char *fen, bool lenient, const char *complaint) {
    crc_game *fresh = NULL;
    crc_status status =
        lenient ? crc_game_from_fen_lenient(fen, &fresh) : crc_game_from_fen(fen, &fresh);
    if (status != CRC_OK) {
        say(complaint, crc_status_message((uint32_t)status));
        return false;
    }
    crc_game_free(game);
    game = fresh;
    return true;
}

static void reset(const char *fen) {
    start_game(fen, false, "tellusererror Illegal position: %s\n");
}

/* "level MPS BASE INC": BASE in minutes or minutes:seconds, INC in seconds. */
static void cecp_level(const char *arg) {
    int mps = 0;
    char base[32] = "";
    double inc = 0;
    if (sscanf(arg, "%d %31s %lf", &mps, base, &inc) < 2)
        return;
    double minutes = 0, seconds = 0;
    if (strchr(base, ':'))
        sscanf(base, "%lf:%lf", &minutes, &seconds);
    else
        sscanf(base, "%lf", &minutes);
    cecp.mps = mps > 0 ? mps : 0;
    cecp.base_ms = (long)((minutes * 60 + seconds) * 1000);
    cecp.inc_ms = (long)(inc * 1000);
    cecp.st_ms = 0;
    cecp.clock_ms = cecp.opp_clock_ms = cecp.base_ms;
}

/* Handles one CECP command; false to quit. */
static bool cecp_command(char *line) {
    char *arg = split_command(line);
    const char *command = line;

    if (strcmp(command, "protover") == 0) {
        say("%s\n", "feature setboard=1 usermove=1 ping=1 sigint=0 sigterm=0 reuse=1 "
                    "variants=\"caparandom,capablanca\" myname=\"" ENGINE_NAME "\" colors=0 "
                    "analyze=0 done=1");
    } else if (strcmp(command, "new") == 0) {
        reset(CAPABLANCA_FEN);
        cecp.force = false;
        cecp.engine_color = CRC_BLACK;
        cecp.sd = MAX_DEPTH;
        capablanca_variant = false;
    } else if (strcmp(command, "variant") == 0) {
        if (strcmp(arg, "caparandom") != 0 && strcmp(arg, "capablanca") != 0)
            say("Error (unsupported variant): %s\n", arg);
        else
            capablanca_variant = strcmp(arg, "capablanca") == 0;
    } else if (strcmp(command, "setboard") == 0) {
        reset(arg);
    } else if (strcmp(command, "force") == 0) {
        cecp.force = true;
    } else if (strcmp(command, "go") == 0) {
        cecp.force = false;
        cecp.engine_color = side_to_move();
        think_and_move();
    } else if (strcmp(command, "playother") == 0) {
        cecp.force = false;
        cecp.engine_color = side_to_move() == CRC_WHITE ? CRC_BLACK : CRC_WHITE;
    } else if (strcmp(command, "usermove") == 0) {
        crc_status status = crc_game_play_text(game, arg);
        if (status != CRC_OK) {
            printf("Illegal move (%s): %s\n", crc_status_message((uint32_t)status), arg);
            fflush(stdout);
        } else if (!announce_end() && !cecp.force && side_to_move() == cecp.engine_color) {
            think_and_move();
        }
    } else if (strcmp(command, "ping") == 0) {
        say("pong %s\n", arg);
    } else if (strcmp(command, "undo") == 0) {
        crc_game_undo(game);
    } else if (strcmp(command, "remove") == 0) {
        crc_game_undo(game);
        crc_game_undo(game);
    } else if (strcmp(command, "level") == 0) {
        cecp_level(arg);
    } else if (strcmp(command, "st") == 0) {
        double seconds = 0;
        if (sscanf(arg, "%lf", &seconds) == 1 && seconds > 0)
            cecp.st_ms = (long)(seconds * 1000);
    } else if (strcmp(command, "sd") == 0) {
        int depth = atoi(arg);
        cecp.sd = depth > 0 ? min_int(depth, MAX_DEPTH) : MAX_DEPTH;
    } else if (strcmp(command, "time") == 0) {
        cecp.clock_ms = atol(arg) * 10;
    } else if (strcmp(command, "otim") == 0) {
        cecp.opp_clock_ms = atol(arg) * 10;
    } else if (strcmp(command, "post") == 0) {
        cecp.post = true;
    } else if (strcmp(command, "nopost") == 0) {
        cecp.post = false;
    } else if (strcmp(command, "quit") == 0) {
        return false;
    } else if (listed(command, CECP_IGNORED) || strcmp(command, "result") == 0 ||
               strcmp(command, "?") == 0 || strcmp(command, "white") == 0 ||
               strcmp(command, "black") == 0) {
        /* Nothing to do: the game is over, or the engine is not thinking. */
    } else {
        say("Error (unknown command): %s\n", command);
    }
    return true;
}

/* ------------------------------------------------------------------------------------ */
/* UCI                                                                                  */

/* "position startpos|fen FEN [moves M...]": a fresh game, the moves played on it. */
static void uci_position(char *arg) {
    char *moves = strstr(arg, " moves");
    if (moves)
        *moves = '\0';
    const char *fen = CAPABLANCA_FEN;
    if (strncmp(arg, "fen ", 4) == 0)
        fen = arg + 4;
    else if (strncmp(arg, "startpos", 8) != 0) {
        say("info string unknown position: %s\n", arg);
        return;
    }
    if (!start_game(fen, true, "info string illegal position: %s\n") || !moves)
        return;
    char *save = NULL;
    for (char *mv = strtok_r(moves + 6, " ", &save); mv; mv = strtok_r(NULL, " ", &save)) {
        crc_status status = crc_game_play_text(game, mv);
        if (status != CRC_OK) {
            printf("info string move %s not played: %s\n", mv,
                   crc_status_message((uint32_t)status));
            fflush(stdout);
            break;
        }
    }
}

static const char *const GO_KEYWORDS[] = {"searchmoves", "ponder", "wtime", "btime",
                                          "winc",        "binc",   "movestogo", "depth",
                                          "nodes",       "mate",   "movetime", "infinite",
                                          NULL};

static void uci_go(char *arg) {
    limits l = {-1, 0, 0, 0, 0, 0, false, NULL};
    long wtime = -1, btime = -1, winc = 0, binc = 0;
    static char searchmoves[4096];
    size_t used = 0;
    char *save = NULL;
    for (char *word = strtok_r(arg, " ", &save); word; word = strtok_r(NULL, " ", &save)) {
        char *value = NULL;
        if (strcmp(word, "infinite") == 0) {
            l.infinite = true;
            continue;
        }
        if (strcmp(word, "ponder") == 0)
            continue;
        if (strcmp(word, "searchmoves") == 0) {
            searchmoves[0] = '\0';
            l.searchmoves = searchmoves;
            continue;
        }
        if (l.searchmoves && !listed(word, GO_KEYWORDS)) {
            size_t len = strlen(word);
            if (used + len + 2 < sizeof searchmoves) {
                used += (size_t)sprintf(searchmoves + used, "%s%s", used ? " " : "", word);
            }
            continue;
        }
        value = strtok_r(NULL, " ", &save);
        if (!value)
            break;
        if (strcmp(word, "wtime") == 0)
            wtime = atol(value);
        else if (strcmp(word, "btime") == 0)
            btime = atol(value);
        else if (strcmp(word, "winc") == 0)
            winc = atol(value);
        else if (strcmp(word, "binc") == 0)
            binc = atol(value);
        else if (strcmp(word, "movestogo") == 0)
            l.moves_to_go = atoi(value);
        else if (strcmp(word, "movetime") == 0)
            l.movetime_ms = atol(value);
        else if (strcmp(word, "depth") == 0)
            l.depth = atoi(value);
        else if (strcmp(word, "nodes") == 0)
            l.nodes = strtoull(value, NULL, 10);
    }
    bool white = side_to_move() == CRC_WHITE;
    l.time_left_ms = white ? wtime : btime;
    l.inc_ms = white ? winc : binc;
    if (depth_cap < MAX_DEPTH && (l.depth == 0 || l.depth > depth_cap))
        l.depth = depth_cap;
    crc_move mv;
    char text[16];
    S.output = true;
    if (think(&l, &mv, text, sizeof text))
        say("bestmove %s\n", text);
    else
        say("%s\n", "bestmove (none)");
}

/* Handles one UCI command; false to quit. */
static bool uci_command(char *line) {
    char *arg = split_command(line);
    const char *command = line;
    if (strcmp(command, "uci") == 0) {
        printf("id name %s\nid author the crc project\n", ENGINE_NAME);
        printf("option name Hash type spin default %d min 1 max 4096\n", DEFAULT_HASH_MB);
        printf("option name UCI_Variant type combo default caparandom var caparandom var "
               "capablanca\n");
        say("%s\n", "uciok");
    } else if (strcmp(command, "isready") == 0) {
        say("%s\n", "readyok");
    } else if (strcmp(command, "setoption") == 0) {
        char name[64] = "", value[64] = "";
        if (sscanf(arg, "name %63s value %63s", name, value) == 2) {
            if (strcmp(name, "UCI_Variant") == 0) {
                if (strcmp(value, "capablanca") == 0 || strcmp(value, "caparandom") == 0)
                    capablanca_variant = strcmp(value, "capablanca") == 0;
                else
                    say("info string unsupported variant: %s\n", value);
            } else if (strcmp(name, "Hash") == 0) {
                long mb = atol(value);
                if (mb < 1 || !tt_allocate((size_t)mb))
                    say("info string cannot use Hash %s\n", value);
            } else {
                say("info string unknown option: %s\n", name);
            }
        }
    } else if (strcmp(command, "ucinewgame") == 0) {
        tt_clear();
        memset(S.history, 0, sizeof S.history);
        reset(CAPABLANCA_FEN);
    } else if (strcmp(command, "position") == 0) {
        uci_position(arg);
    } else if (strcmp(command, "go") == 0) {
        uci_go(arg);
    } else if (strcmp(command, "quit") == 0) {
        return false;
    } else if (strcmp(command, "stop") == 0 || strcmp(command, "ponderhit") == 0 ||
               strcmp(command, "debug") == 0 || command[0] == '\0') {
        /* nothing to do: no search is running */
    } else {
        say("info string unknown command: %s\n", command);
    }
    return true;
}

/* ------------------------------------------------------------------------------------ */
/* Bench and main                                                                       */

/* The positions of the bench: two start arrays, a middlegame and an endgame. */
static const char *const BENCH_FENS[] = {
    CAPABLANCA_FEN,
    "nrabnqbkcr/pppppppppp/10/10/10/10/PPPPPPPPPP/NRABNQBKCR w KQkq - 0 1",
    "rq1nkbncar/pppb1p1pp1/3p2p3/9P/2Pp5P/5N1P2/PP2PP4/RQBNKB1CAR b KQkq - 1 8",
    "2r3k3/1p3ppp2/p1a7/10/4P5/1A3N4/PP3PPP2/3R2K3 w - - 0 30",
};

static double seconds_of(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Searches each bench position to `depth` (a fresh table for each) and prints its nodes,
 * the time, and the nodes per second by the wall clock and by the process's CPU time
 * (steadier on a busy machine). */
static int bench(int depth, bool verify) {
    uint64_t all_nodes = 0;
    double all_wall = 0, all_cpu = 0;
    for (size_t i = 0; i < sizeof BENCH_FENS / sizeof BENCH_FENS[0]; i++) {
        reset(BENCH_FENS[i]);
        tt_clear();
        memset(S.history, 0, sizeof S.history);
        limits l = {-1, 0, 0, 0, depth, 0, false, NULL};
        crc_move mv;
        char text[16];
        S.output = false;
        S.interactive = false;
        S.verify = verify;
        double wall = seconds_of(CLOCK_MONOTONIC), cpu = seconds_of(CLOCK_PROCESS_CPUTIME_ID);
        if (!think(&l, &mv, text, sizeof text))
            return 1;
        wall = seconds_of(CLOCK_MONOTONIC) - wall;
        cpu = seconds_of(CLOCK_PROCESS_CPUTIME_ID) - cpu;
        printf("position %zu: depth %d, nodes %llu, %.3f s, %.0f nps, cpu %.3f s, %.0f nps, "
               "move %s\n",
               i + 1, depth, (unsigned long long)S.nodes, wall, (double)S.nodes / wall, cpu,
               (double)S.nodes / cpu, text);
        all_nodes += S.nodes;
        all_wall += wall;
        all_cpu += cpu;
    }
    printf("total: nodes %llu, %.3f s, %.0f nps, cpu %.3f s, %.0f nps\n",
           (unsigned long long)all_nodes, all_wall, (double)all_nodes / all_wall, all_cpu,
           (double)all_nodes / all_cpu);
    if (verify)
        printf("verified: %llu moves, %llu failures\n", verified, verify_failures);
    return verify_failures == 0 ? 0 : 1;
}

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    init_tables();
    if (!tt_allocate(DEFAULT_HASH_MB)) {
        fprintf(stderr, "cannot allocate the transposition table\n");
        return 1;
    }
    reset(CAPABLANCA_FEN);
    int status = 0;
    if (argc > 1 && strcmp(argv[1], "bench") == 0) {
        status = bench(argc > 2 && atoi(argv[2]) > 0 ? atoi(argv[2]) : 5,
                       argc > 3 && strcmp(argv[3], "verify") == 0);
    } else {
        if (argc > 1 && atoi(argv[1]) > 0)
            depth_cap = min_int(atoi(argv[1]), MAX_DEPTH);
        S.interactive = true;
        static char line[sizeof in_buf + 1];
        bool first = true;
        while (in_next(line, sizeof line)) {
            if (first && line[0] != '\0') {
                first = false;
                if (strcmp(line, "uci") == 0)
                    protocol = PROTOCOL_UCI;
            }
            if (!(protocol == PROTOCOL_UCI ? uci_command(line) : cecp_command(line)))
                break;
        }
    }
    crc_game_free(game);
    crc_position_free(S.pos);
    free(tt);
    return status;
}
