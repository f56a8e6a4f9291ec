/* A whole search: its set-up from the game (the position and the keys of the positions
 * before it), the order of the root moves, iterative deepening with aspiration windows, and
 * the principal variation as text. */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void square_name(uint8_t sq, char *out) {
    out[0] = (char)('a' + sq % 10);
    out[1] = (char)('1' + sq / 10);
}

bool move_text(const crc_position *position, crc_move mv, bool capablanca_castling, char *buf,
               size_t cap) {
    if (capablanca_castling && mv.kind == CRC_MOVE_CASTLE && cap >= 5) {
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

void pv_text(search_state *s, bool capablanca_castling, char *buf, size_t cap) {
    int made = 0;
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < s->pv_len[0]; i++) {
        char text[16];
        crc_move mv = s->pv[0][i];
        if (!move_text(s->pos, mv, capablanca_castling, text, sizeof text) ||
            used + strlen(text) + 2 > cap)
            break;
        if (!search_make(s, made, mv))
            break;
        made++;
        used += (size_t)sprintf(buf + used, "%s%s", used ? " " : "", text);
    }
    for (; made > 0; made--)
        search_unmake(s);
}

void search_clear(search_state *s) {
    tt_clear(&s->tt);
    memset(s->history, 0, sizeof s->history);
}

/* Sets up the search position and the keys of the game's positions before it by replaying
 * the game from its start (the search needs them for repetitions). */
static bool prepare(search_state *s, const crc_game *game) {
    char fen[512];
    size_t written = 0, count = 0;
    if (crc_game_start_fen(game, fen, sizeof fen, &written) != CRC_OK ||
        crc_game_move_count(game, &count) != CRC_OK)
        return false;
    crc_position *position = NULL;
    if (crc_position_from_fen(fen, &position) != CRC_OK)
        return false;
    crc_move *history = malloc((count ? count : 1) * sizeof(crc_move));
    if (!history || crc_game_move_stack(game, history, count, &count) != CRC_OK) {
        free(history);
        crc_position_free(position);
        return false;
    }
    int keys = 0;
    for (size_t i = 0; i < count; i++) {
        if (keys == MAX_GAME_KEYS) {
            /* Only the last few hundred positions can repeat (the 75-move rule). */
            memmove(s->keys, s->keys + MAX_GAME_KEYS / 2, MAX_GAME_KEYS / 2 * sizeof(uint64_t));
            keys = MAX_GAME_KEYS / 2;
        }
        crc_position_zobrist(position, &s->keys[keys++]);
        crc_position_play(position, history[i]);
    }
    free(history);
    crc_position_free(s->pos);
    s->pos = position;
    s->root_index = keys;
    crc_position_zobrist(position, &s->keys[keys]);
    crc_position_turn(position, &s->root_turn);
    load_position(position, &s->boards[0]);
    return true;
}

bool think(search_state *s, const crc_game *game, const limits *l, crc_move *best) {
    s->start = now();
    s->nodes = 0;
    s->seldepth = 0;
    s->stop = s->abort = false;
    s->root_count = 0;
    s->infinite = l->infinite;
    s->node_limit = l->nodes;
    s->budget = plan_time(l);
    if (!prepare(s, game))
        return false;
    tt_new_search(&s->tt);
    memset(s->killers, 0, sizeof s->killers);
    for (int c = 0; c < 2; c++)
        for (int a = 0; a < CRC_SQUARE_COUNT; a++)
            for (int b = 0; b < CRC_SQUARE_COUNT; b++)
                s->history[c][a][b] /= 8;

    size_t count = 0;
    crc_position_legal_moves(s->pos, s->root_moves, CRC_MAX_MOVES, &count);
    if (l->searchmoves) {
        /* Keep the root moves the GUI listed, in any notation the library reads. */
        char copy[4096], *save = NULL;
        size_t kept = 0;
        snprintf(copy, sizeof copy, "%s", l->searchmoves);
        for (char *t = strtok_r(copy, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
            crc_move wanted;
            if (crc_position_parse_move(s->pos, t, &wanted) != CRC_OK)
                continue;
            for (size_t i = kept; i < count; i++) {
                if (same_move(s->root_moves[i], wanted)) {
                    s->root_moves[i] = s->root_moves[kept];
                    s->root_moves[kept++] = wanted;
                    break;
                }
            }
        }
        if (kept > 0)
            count = kept;
    }
    s->root_count = (int)count;
    if (count == 0)
        return false;
    /* Order the root moves once: the TT move, then as in the search. */
    int scores[CRC_MAX_MOVES];
    score_moves(s, s->root_moves, s->root_count, scores, 0, s->root_turn);
    uint64_t key = s->keys[s->root_index];
    const tt_entry *e = tt_slot(&s->tt, key);
    for (int i = 0; i < s->root_count; i++)
        if (e->key == key && same_move(s->root_moves[i], e->move))
            scores[i] = SCORE_GOOD_CAPTURE * 2;
    for (int i = 0; i < s->root_count; i++) {
        pick(s->root_moves, scores, s->root_count, i);
        s->root_quiet[i] = is_quiet_score(scores[i]);
    }
    s->best_move = s->root_moves[0];
    s->best_score = 0;
    s->pv[0][0] = s->best_move;
    s->pv_len[0] = 1;

    bool in_check = in_check_now(s);
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
            int result = search_root(s, depth, alpha, beta, in_check);
            if (s->stop)
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
        if (s->stop && depth > 1)
            break;
        if (s->hooks.report)
            s->hooks.report(s->hooks.engine, depth, s->best_score);
        if (s->stop)
            break;
        double elapsed = now() - s->start;
        if (!s->infinite) {
            if (s->budget.soft > 0 && elapsed >= s->budget.soft * 0.5)
                break;
            if (s->root_count == 1 && s->budget.soft > 0)
                break; /* the only move: no need to think */
            if (abs(s->best_score) >= MATE_BOUND && depth >= 2 * (MATE - abs(s->best_score)) + 2 &&
                l->depth == 0)
                break; /* a mate found, and seen to be the fastest */
        }
    }
    *best = s->best_move;
    return true;
}
