/* UCI: the options (UCI_Variant, Hash), position, go with its limits and searchmoves, stop
 * and isready while thinking, ucinewgame. */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A command while thinking: isready is answered; stop ends the search with its move; any
 * other (quit, position, go, ...) ends it too, and waits until it has given its bestmove. */
static bool uci_heard(engine *e, const char *line, const char *word) {
    (void)line;
    if (strcmp(word, "isready") == 0) {
        say("%s\n", "readyok");
        return true;
    }
    if (strcmp(word, "ponderhit") == 0 || strcmp(word, "debug") == 0 || word[0] == '\0')
        return true; /* nothing to do */
    e->search.stop = true;
    e->search.infinite = false;
    return strcmp(word, "stop") == 0;
}

static void uci_listen(engine *e) { listen_while_thinking(e, uci_heard); }

/* "go infinite" waits for "stop" even when the search has ended. */
static void wait_for_stop(engine *e) {
    while (e->search.infinite && !e->search.abort) {
        uci_listen(e);
        if (e->search.infinite && !e->search.abort && input_line_length(&e->input) == 0)
            input_fill(&e->input, true);
    }
}

/* The iteration as an info line: depth, seldepth, score (cp, or mate in moves), nodes, nps,
 * time in milliseconds and the PV. */
static void uci_report(engine *e, int depth, int score) {
    const search_state *s = &e->search;
    char pv[1024];
    double elapsed = report_pv(e, pv, sizeof pv);
    char score_text[32];
    if (score >= MATE_BOUND)
        sprintf(score_text, "mate %d", (MATE - score + 1) / 2);
    else if (score <= -MATE_BOUND)
        sprintf(score_text, "mate -%d", (MATE + score) / 2);
    else
        sprintf(score_text, "cp %d", score);
    long ms = (long)(elapsed * 1000);
    printf("info depth %d seldepth %d score %s nodes %llu nps %llu time %ld pv %s\n", depth,
           s->seldepth, score_text, (unsigned long long)s->nodes,
           (unsigned long long)((double)s->nodes / (elapsed > 0.001 ? elapsed : 0.001)), ms, pv);
    fflush(stdout);
}

/* "position startpos|fen FEN [moves M...]": a fresh game, the moves played on it. */
static void uci_position(engine *e, char *arg) {
    char *moves = strstr(arg, " moves");
    if (moves)
        *moves = '\0';
    const char *fen = CRC_CAPABLANCA_FEN;
    if (strncmp(arg, "fen ", 4) == 0)
        fen = arg + 4;
    else if (strncmp(arg, "startpos", 8) != 0) {
        say("info string unknown position: %s\n", arg);
        return;
    }
    if (!start_game(e, fen, true, "info string illegal position: %s\n") || !moves)
        return;
    char *save = NULL;
    for (char *mv = strtok_r(moves + 6, " ", &save); mv; mv = strtok_r(NULL, " ", &save)) {
        crc_status status = crc_game_play_text(e->game, mv);
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

/* "go" with its limits: searches, then answers bestmove. */
static void uci_go(engine *e, char *arg) {
    limits l = {-1, 0, 0, 0, 0, 0, false, NULL};
    long wtime = -1, btime = -1, winc = 0, binc = 0;
    char searchmoves[4096];
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
    bool white = side_to_move(e) == CRC_WHITE;
    l.time_left_ms = white ? wtime : btime;
    l.inc_ms = white ? winc : binc;
    if (e->depth_cap < MAX_DEPTH && (l.depth == 0 || l.depth > e->depth_cap))
        l.depth = e->depth_cap;
    crc_move mv;
    char text[16];
    search_hooks hooks = {e, uci_listen, uci_report};
    e->search.hooks = hooks;
    bool found = think(&e->search, e->game, &l, &mv);
    if (found)
        wait_for_stop(e);
    if (found && move_text(e->search.pos, mv, e->capablanca_variant, text, sizeof text))
        say("bestmove %s\n", text);
    else
        say("%s\n", "bestmove (none)");
}

bool uci_command(engine *e, char *line) {
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
                    e->capablanca_variant = strcmp(value, "capablanca") == 0;
                else
                    say("info string unsupported variant: %s\n", value);
            } else if (strcmp(name, "Hash") == 0) {
                long mb = atol(value);
                if (mb < 1 || !tt_allocate(&e->search.tt, (size_t)mb))
                    say("info string cannot use Hash %s\n", value);
            } else {
                say("info string unknown option: %s\n", name);
            }
        }
    } else if (strcmp(command, "ucinewgame") == 0) {
        search_clear(&e->search);
        reset_game(e, CRC_CAPABLANCA_FEN);
    } else if (strcmp(command, "position") == 0) {
        uci_position(e, arg);
    } else if (strcmp(command, "go") == 0) {
        uci_go(e, arg);
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
