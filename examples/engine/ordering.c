/* Move ordering: the TT move first (the search tries it before any move is generated), then
 * by the scores here. */
#include "engine.h"

/* Scores the moves for ordering: MVV-LVA for captures that do not lose material on the
 * face of it (the taker is worth no more, or the square is not defended), queen
 * promotions with them, then killers, quiet moves by history, then the other captures and
 * the underpromotions. */
void score_moves(const search_state *s, const crc_move *moves, int count, int *scores, int ply,
                 crc_color turn) {
    const board_state *b = &s->boards[ply];
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
                good = crc_position_attackers(s->pos, mv.to, them, &defenders) == CRC_OK &&
                       is_empty(defenders);
            }
            scores[i] = (good ? SCORE_GOOD_CAPTURE : SCORE_BAD_CAPTURE) + mvv;
        } else if (same_move(mv, s->killers[ply][0])) {
            scores[i] = SCORE_KILLER + 1;
        } else if (same_move(mv, s->killers[ply][1])) {
            scores[i] = SCORE_KILLER;
        } else {
            scores[i] = s->history[turn][mv.from][mv.to];
        }
    }
}

/* Bad captures and underpromotions score below 0. */
bool is_quiet_score(int score) { return score >= 0 && score < SCORE_GOOD_CAPTURE; }

void pick(crc_move *moves, int *scores, int count, int i) {
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
