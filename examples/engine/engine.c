/* The engine's state: the game the GUI plays, the settings, the search; and what both
 * protocols do with it. */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

engine *engine_new(void) {
    engine *e = calloc(1, sizeof *e);
    if (!e) {
        fprintf(stderr, "cannot allocate the engine\n");
        return NULL;
    }
    if (!tt_allocate(&e->search.tt, DEFAULT_HASH_MB)) {
        fprintf(stderr, "cannot allocate the transposition table\n");
        free(e);
        return NULL;
    }
    cecp_settings cecp = {false, CRC_BLACK, false, 40, 300000, 0, 0, MAX_DEPTH, 300000, 300000};
    e->cecp = cecp;
    e->depth_cap = MAX_DEPTH;
    reset_game(e, CRC_CAPABLANCA_FEN);
    return e;
}

void engine_free(engine *e) {
    crc_game_free(e->game);
    crc_position_free(e->search.pos);
    tt_free(&e->search.tt);
    free(e);
}

bool start_game(engine *e, const char *fen, bool lenient, const char *complaint) {
    crc_game *fresh = NULL;
    crc_status status =
        lenient ? crc_game_from_fen_lenient(fen, &fresh) : crc_game_from_fen(fen, &fresh);
    if (status != CRC_OK) {
        say(complaint, crc_status_message((uint32_t)status));
        return false;
    }
    crc_game_free(e->game);
    e->game = fresh;
    return true;
}

void reset_game(engine *e, const char *fen) {
    start_game(e, fen, false, "tellusererror Illegal position: %s\n");
}

crc_color side_to_move(const engine *e) {
    crc_color turn = CRC_WHITE;
    crc_game_turn(e->game, &turn);
    return turn;
}

void listen_while_thinking(engine *e, bool (*handle)(engine *e, const char *line,
                                                     const char *word)) {
    char line[256];
    input_fill(&e->input, false);
    while (input_peek(&e->input, line, sizeof line)) {
        char word[32] = "";
        sscanf(line, "%31s", word);
        if (!handle(e, line, word))
            return;
        input_drop(&e->input);
    }
    if (e->input.eof && input_line_length(&e->input) == 0) {
        e->search.stop = true;
        e->search.abort = true;
    }
}

double report_pv(engine *e, char *pv, size_t cap) {
    double elapsed = now() - e->search.start;
    pv_text(&e->search, e->capablanca_variant, pv, cap);
    return elapsed;
}
