/* The evaluation: material and piece-square sums (kept by board.c), pawn structure (cached
 * by the pawns), the bishop pair, open files, king shelter, mobility and attacks near the
 * enemy king (left out far outside the window) and, in won endgames, driving the lone king
 * to the edge; tapered from middlegame to endgame. All of it read from the engine's
 * bitboards, none from the library. */
#include "engine.h"

#include <stdlib.h>
#include <string.h>

const int VALUE_MG[9] = {0, 90, 300, 340, 480, 840, 880, 940, 0};
const int VALUE_EG[9] = {0, 115, 290, 350, 540, 860, 920, 990, 0};
const int PHASE_WEIGHT[9] = {0, 0, 1, 1, 2, 4, 4, 4, 0};
const int ORDER_VALUE[9] = {0, 100, 300, 340, 500, 850, 900, 950, 0};

int PST_MG[9][CRC_SQUARE_COUNT], PST_EG[9][CRC_SQUARE_COUNT];
static const int PASSED_MG[8] = {0, 5, 8, 14, 24, 40, 60, 0};
static const int PASSED_EG[8] = {0, 10, 18, 32, 52, 80, 120, 0};
static const int KING_FILE_MG[10] = {12, 22, 20, 0, -12, -12, 0, 20, 22, 12};

/* Where pieces go from each square: knight jumps, and the squares of the eight rays in
 * order (0..3 along ranks and files, 4..7 diagonal). */
static uint8_t KNIGHT_TO[CRC_SQUARE_COUNT][8], KNIGHT_COUNT[CRC_SQUARE_COUNT];
static uint8_t RAY[CRC_SQUARE_COUNT][8][9], RAY_LENGTH[CRC_SQUARE_COUNT][8];
static crc_bitboard KING_ZONE[CRC_SQUARE_COUNT]; /* the square and its neighbours */

void evaluation_init(void) {
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

/* The pawn structure of `b`, from the cache or worked out into it. */
static const pawn_entry *pawn_structure(pawn_cache *cache, const board_state *b) {
    uint64_t key = pawn_key(b);
    pawn_entry *e =
        &cache->entries[key & ((sizeof cache->entries / sizeof cache->entries[0]) - 1)];
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

int evaluate(pawn_cache *cache, const board_state *b, crc_color turn, int alpha, int beta) {
    const pawn_entry *pawns = pawn_structure(cache, b);
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
