/* The board as bitboards, one copy per ply: read from the library at the root and brought
 * along with each move, with the material and piece-square sums kept up to date, so that a
 * node costs no library calls for them ("bench DEPTH verify" checks the copies against the
 * library's after every move). */
#include "engine.h"

#include <string.h>

/* The square as White sees it: Black's pieces use the board mirrored rank-wise. */
static int relative(crc_color color, int sq) {
    return color == CRC_WHITE ? sq : (7 - sq / 10) * 10 + sq % 10;
}

static void flip(crc_bitboard *bb, int sq) {
    if (sq < 64)
        bb->low ^= (uint64_t)1 << sq;
    else
        bb->high ^= (uint64_t)1 << (sq - 64);
}

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

void load_position(const crc_position *position, board_state *b) {
    memset(b, 0, sizeof *b);
    crc_bitboards every;
    if (crc_position_bitboards(position, &every) != CRC_OK)
        return;
    uint8_t sqs[CRC_SQUARE_COUNT];
    for (crc_color c = CRC_WHITE; c <= CRC_BLACK; c++) {
        for (int role = CRC_ROLE_PAWN; role <= CRC_ROLE_KING; role++) {
            int n = squares_of(every.pieces[c][role], sqs);
            for (int i = 0; i < n; i++)
                place(b, c, role, sqs[i], 1);
        }
    }
}

void apply_move(const board_state *b, board_state *next, crc_move mv, crc_color us) {
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

bool same_board(const board_state *a, const board_state *b) {
    return memcmp(a->pieces, b->pieces, sizeof a->pieces) == 0 &&
           memcmp(a->roles, b->roles, sizeof a->roles) == 0 && a->mg[0] == b->mg[0] &&
           a->mg[1] == b->mg[1] && a->eg[0] == b->eg[0] && a->eg[1] == b->eg[1] &&
           a->phase == b->phase && a->nonpawn[0] == b->nonpawn[0] &&
           a->nonpawn[1] == b->nonpawn[1];
}
