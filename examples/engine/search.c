/* The search: principal variation search with the transposition table, check extension,
 * late move reductions, reverse futility, razoring, futility and late move pruning, then a
 * quiescence search on the noisy moves (captures, en passant, promotions) and on check
 * evasions; repetitions and the fifty-move rule scored as draws. Moves are made and taken
 * back in place on one position, by search_make and search_unmake only. */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const crc_move NO_MOVE = {0, 0, CRC_ROLE_NONE, CRC_MOVE_NORMAL};

bool in_check_now(const search_state *s) {
    bool check = false;
    crc_position_is_check(s->pos, &check);
    return check;
}

/* Verification (bench ... verify): the bitboards kept along the search against the
 * library's after every move. */
static void verify_board(search_state *s, const board_state *b) {
    board_state fresh;
    load_position(s->pos, &fresh);
    s->verified++;
    if (!same_board(&fresh, b)) {
        char fen[512];
        size_t written = 0;
        crc_position_fen(s->pos, fen, sizeof fen, &written);
        if (s->verify_failures++ < 10)
            fprintf(stderr, "bitboards differ from the library's after a move, in %s\n", fen);
    }
}

/* A move not legal here is a TT move from another position with the same key. */
bool search_make(search_state *s, int ply, crc_move mv) {
    if (crc_position_make(s->pos, mv) != CRC_OK)
        return false;
    apply_move(&s->boards[ply], &s->boards[ply + 1], mv, (crc_color)(s->root_turn ^ (ply & 1)));
    if (s->verify)
        verify_board(s, &s->boards[ply + 1]);
    return true;
}

void search_unmake(search_state *s) {
    crc_position_unmake(s->pos);
}

static void update_pv(search_state *s, int ply, crc_move mv) {
    s->pv[ply][ply] = mv;
    for (int j = ply + 1; j < s->pv_len[ply + 1]; j++)
        s->pv[ply][j] = s->pv[ply + 1][j];
    s->pv_len[ply] = s->pv_len[ply + 1] > ply + 1 ? s->pv_len[ply + 1] : ply + 1;
}

/* Stops the search at its node or time limit, and hears the GUI. */
static void check_limits(search_state *s) {
    if (s->node_limit && s->nodes >= s->node_limit)
        s->stop = true;
    if (s->budget.hard > 0 && now() - s->start >= s->budget.hard)
        s->stop = true;
    if (s->hooks.listen)
        s->hooks.listen(s->hooks.engine);
}

/* What every node does first: counts itself, now and then looks at the clock and the
 * input, and notes the depth reached. False when the search must unwind. */
static bool enter_node(search_state *s, int ply) {
    s->pv_len[ply] = ply;
    s->nodes++;
    if ((s->nodes & 1023) == 0)
        check_limits(s);
    if (ply > s->seldepth)
        s->seldepth = ply;
    return !s->stop;
}

static int qsearch(search_state *s, int alpha, int beta, int ply, bool in_check) {
    if (!enter_node(s, ply))
        return 0;
    crc_color turn = (crc_color)(s->root_turn ^ (ply & 1));
    if (ply >= MAX_PLY - 1)
        return in_check ? 0 : evaluate(&s->pawns, &s->boards[ply], turn, alpha, beta);

    int best, stand = 0;
    crc_move moves[CRC_MAX_MOVES];
    int scores[CRC_MAX_MOVES];
    size_t count = 0;
    if (in_check) {
        best = -MATE + ply;
        if (crc_position_legal_moves(s->pos, moves, CRC_MAX_MOVES, &count) != CRC_OK)
            return 0;
        if (count == 0)
            return best;
    } else {
        stand = best = evaluate(&s->pawns, &s->boards[ply], turn, alpha, beta);
        if (stand >= beta)
            return stand;
        if (stand > alpha)
            alpha = stand;
        if (crc_position_noisy_moves(s->pos, moves, CRC_MAX_MOVES, &count) != CRC_OK)
            return best;
        if (count == 0)
            return best;
    }
    score_moves(s, moves, (int)count, scores, ply, turn);
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
        if (!search_make(s, ply, mv))
            continue;
        int score = -qsearch(s, -beta, -alpha, ply + 1, in_check_now(s));
        search_unmake(s);
        if (s->stop)
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                update_pv(s, ply, mv);
                if (score >= beta)
                    break;
            }
        }
    }
    return best;
}

/* True when the position at `ply` (with key `key` and half-move clock `clock`) repeats one
 * on the search path, or occurred twice before in the game. */
static bool is_repetition(const search_state *s, int ply, uint64_t key, uint32_t clock) {
    int index = s->root_index + ply;
    int earlier = 0;
    for (int i = index - 4; i >= 0 && i >= index - (int)clock; i -= 2) {
        if (s->keys[i] == key) {
            if (i >= s->root_index || ++earlier >= 2)
                return true;
        }
    }
    return false;
}

static const int LMP_COUNT[4] = {0, 8, 14, 24};

static int search(search_state *s, int depth, int alpha, int beta, int ply, bool in_check) {
    if (in_check && ply < MAX_PLY / 2)
        depth++;
    if (depth <= 0)
        return qsearch(s, alpha, beta, ply, in_check);
    if (!enter_node(s, ply))
        return 0;
    crc_color turn = (crc_color)(s->root_turn ^ (ply & 1));
    if (ply >= MAX_PLY - 1)
        return in_check ? 0 : evaluate(&s->pawns, &s->boards[ply], turn, alpha, beta);

    bool pv_node = beta - alpha > 1;
    uint64_t key = 0;
    uint32_t clock = 0;
    crc_position_zobrist(s->pos, &key);
    crc_position_halfmove_clock(s->pos, &clock);
    s->keys[s->root_index + ply] = key;
    if (is_repetition(s, ply, key, clock))
        return 0;
    if (clock >= 100) {
        size_t legal = 0;
        crc_position_legal_move_count(s->pos, &legal);
        return in_check && legal == 0 ? -MATE + ply : 0;
    }
    /* Mate distance: no score here can beat a mate found nearer the root. */
    alpha = max_int(alpha, -MATE + ply);
    beta = min_int(beta, MATE - ply - 1);
    if (alpha >= beta)
        return alpha;

    crc_move tt_move = NO_MOVE;
    const tt_entry *e = tt_slot(&s->tt, key);
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

    int static_eval = in_check ? -INF : evaluate(&s->pawns, &s->boards[ply], turn, alpha, beta);
    if (!pv_node && !in_check && abs(beta) < MATE_BOUND) {
        /* Reverse futility: far above beta near the leaves. */
        if (depth <= 3 && static_eval - 120 * depth >= beta)
            return static_eval;
        /* Razoring: far below alpha near the leaves, unless a capture saves it. */
        if (depth <= 2 && static_eval + 250 * depth <= alpha) {
            int score = qsearch(s, alpha, alpha + 1, ply, false);
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
                if (crc_position_legal_moves(s->pos, moves, CRC_MAX_MOVES, &count) != CRC_OK)
                    return 0;
                if (count == 0)
                    return in_check ? -MATE + ply : 0;
                score_moves(s, moves, (int)count, scores, ply, turn);
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
            quiet = !role_at(&s->boards[ply], (crc_color)(1 - turn), mv.to);
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
                crc_position_gives_check(s->pos, mv, &check) == CRC_OK && !check) {
                quiets++;
                continue; /* futility pruning */
            }
        }

        if (!search_make(s, ply, mv))
            continue; /* a TT move of another position with the same key */
        bool gives_check = in_check_now(s);
        int score;
        if (searched == 0) {
            score = -search(s, depth - 1, -beta, -alpha, ply + 1, gives_check);
        } else {
            int reduction = 0;
            if (depth >= 3 && quiet && !killer && !in_check && !gives_check && searched >= 3) {
                reduction = searched >= 8 ? 2 : 1;
                if (pv_node && reduction > 1)
                    reduction = 1;
                if (depth - 1 - reduction < 1)
                    reduction = depth - 2;
            }
            score = -search(s, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, gives_check);
            if (score > alpha && reduction > 0)
                score = -search(s, depth - 1, -alpha - 1, -alpha, ply + 1, gives_check);
            if (score > alpha && score < beta)
                score = -search(s, depth - 1, -beta, -alpha, ply + 1, gives_check);
        }
        search_unmake(s);
        if (s->stop)
            return 0;
        searched++;
        if (quiet)
            quiets++;
        if (score > best) {
            best = score;
            best_move = mv;
            if (score > alpha) {
                alpha = score;
                update_pv(s, ply, mv);
                if (score >= beta) {
                    if (quiet) {
                        if (!same_move(mv, s->killers[ply][0])) {
                            s->killers[ply][1] = s->killers[ply][0];
                            s->killers[ply][0] = mv;
                        }
                        int *h = &s->history[turn][mv.from][mv.to];
                        *h += depth * depth;
                        if (*h > 1000000) {
                            for (int c = 0; c < 2; c++)
                                for (int a = 0; a < CRC_SQUARE_COUNT; a++)
                                    for (int b = 0; b < CRC_SQUARE_COUNT; b++)
                                        s->history[c][a][b] /= 2;
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
    tt_store(&s->tt, key, depth, best, bound, best_move, ply);
    return best;
}

int search_root(search_state *s, int depth, int alpha, int beta, bool in_check) {
    int best = -INF;
    for (int i = 0; i < s->root_count; i++) {
        crc_move mv = s->root_moves[i];
        if (!search_make(s, 0, mv))
            continue;
        bool gives_check = in_check_now(s);
        int score;
        if (i == 0) {
            score = -search(s, depth - 1, -beta, -alpha, 1, gives_check);
        } else {
            int reduction = depth >= 3 && i >= 4 && s->root_quiet[i] && !in_check && !gives_check;
            score = -search(s, depth - 1 - reduction, -alpha - 1, -alpha, 1, gives_check);
            if (score > alpha && reduction)
                score = -search(s, depth - 1, -alpha - 1, -alpha, 1, gives_check);
            if (score > alpha && score < beta)
                score = -search(s, depth - 1, -beta, -alpha, 1, gives_check);
        }
        search_unmake(s);
        if (s->stop)
            break;
        if (score > best)
            best = score;
        if (score > alpha) {
            alpha = score;
            memmove(&s->root_moves[1], &s->root_moves[0], (size_t)i * sizeof(crc_move));
            bool q = s->root_quiet[i];
            memmove(&s->root_quiet[1], &s->root_quiet[0], (size_t)i * sizeof(bool));
            s->root_moves[0] = mv;
            s->root_quiet[0] = q;
            update_pv(s, 0, mv);
            s->best_move = mv;
            s->best_score = score;
            if (score >= beta)
                break;
        }
    }
    return best;
}
