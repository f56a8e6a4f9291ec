/* CECP, the protocol of XBoard: the features, the set-up, the moves in XBoard's notations,
 * the time controls, the announced ends of a game, and the commands heard while thinking. */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* CECP commands that change nothing for this engine, whether it thinks or not: no
 * pondering, no book, one thread, draw offers declined by silence. */
static const char *const CECP_IGNORED[] = {
    "",     ".",     "xboard", "hard", "easy",   "computer", "random", "accepted", "rejected",
    "name", "rating", "ics",   "hint", "bk",     "draw",     "cores",  "memory",   "option",
    "nps",  NULL};

/* A command while thinking: one that is answered at once, one that stops the search
 * (keeping the move, or cancelling it), or one that waits until the move is made. */
static bool cecp_heard(engine *e, const char *line, const char *word) {
    if (strcmp(word, "?") == 0) {
        e->search.stop = true;
    } else if (strcmp(word, "post") == 0) {
        e->cecp.post = true;
    } else if (strcmp(word, "nopost") == 0) {
        e->cecp.post = false;
    } else if (strcmp(word, "time") == 0 || strcmp(word, "otim") == 0) {
        long cs = 0;
        if (sscanf(line, "%*s %ld", &cs) == 1)
            *(word[0] == 't' ? &e->cecp.clock_ms : &e->cecp.opp_clock_ms) = cs * 10;
    } else if (listed(word, CECP_IGNORED)) {
        /* nothing to do */
    } else if (strcmp(word, "ping") == 0) {
        return false; /* answered after the move, as the protocol wants */
    } else {
        /* new, force, result, quit, setboard, usermove, undo, ...: no move now */
        e->search.stop = true;
        e->search.abort = true;
        return false;
    }
    return true;
}

static void cecp_listen(engine *e) { listen_while_thinking(e, cecp_heard); }

/* With post, the iteration in XBoard's format: ply score time nodes pv, the time in
 * centiseconds, mate in N as 100000 + N. */
static void cecp_report(engine *e, int depth, int score) {
    if (!e->cecp.post)
        return;
    char pv[1024];
    double elapsed = report_pv(e, pv, sizeof pv);
    int shown = score;
    if (score >= MATE_BOUND)
        shown = 100000 + (MATE - score + 1) / 2;
    else if (score <= -MATE_BOUND)
        shown = -100000 - (MATE + score) / 2;
    printf("%d %d %ld %llu %s\n", depth, shown, (long)(elapsed * 100),
           (unsigned long long)e->search.nodes, pv);
    fflush(stdout);
}

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
static bool announce_end(engine *e) {
    crc_outcome outcome;
    if (crc_game_outcome(e->game, &outcome) != CRC_OK)
        return false;
    const char *text = end_text(outcome.reason, outcome.result);
    crc_reason claim = CRC_REASON_NONE;
    if (text == NULL && crc_game_can_claim_draw(e->game, &claim) == CRC_OK &&
        claim != CRC_REASON_NONE && crc_game_claim_draw(e->game) == CRC_OK)
        text = end_text(claim, CRC_RESULT_DRAW);
    if (text == NULL)
        return false;
    say("%s\n", text);
    return true;
}

/* The limits of this move from the CECP time control. */
static limits cecp_limits(const engine *e) {
    limits l = {-1, 0, 0, 0, 0, 0, false, NULL};
    l.depth = min_int(e->cecp.sd, e->depth_cap);
    if (e->cecp.st_ms > 0) {
        l.movetime_ms = e->cecp.st_ms;
        return l;
    }
    l.time_left_ms = e->cecp.clock_ms;
    l.inc_ms = e->cecp.inc_ms;
    if (e->cecp.mps > 0) {
        size_t plies = 0;
        crc_game_move_count(e->game, &plies);
        int made = (int)(plies / 2); /* our moves so far: it is our turn */
        l.moves_to_go = e->cecp.mps - made % e->cecp.mps;
    }
    return l;
}

/* Thinks, plays the move and tells XBoard, unless a command cancelled it. */
static void think_and_move(engine *e) {
    if (announce_end(e))
        return;
    limits l = cecp_limits(e);
    crc_move mv;
    char text[16];
    search_hooks hooks = {e, cecp_listen, cecp_report};
    e->search.hooks = hooks;
    if (!think(&e->search, e->game, &l, &mv) || e->search.abort ||
        !move_text(e->search.pos, mv, e->capablanca_variant, text, sizeof text))
        return;
    crc_status status = crc_game_play(e->game, mv);
    if (status != CRC_OK) {
        say("Error (internal): %s\n", crc_status_message((uint32_t)status));
        return;
    }
    say("move %s\n", text);
    announce_end(e);
}

/* "level MPS BASE INC": BASE in minutes or minutes:seconds, INC in seconds. */
static void cecp_level(cecp_settings *cecp, const char *arg) {
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
    cecp->mps = mps > 0 ? mps : 0;
    cecp->base_ms = (long)((minutes * 60 + seconds) * 1000);
    cecp->inc_ms = (long)(inc * 1000);
    cecp->st_ms = 0;
    cecp->clock_ms = cecp->opp_clock_ms = cecp->base_ms;
}

bool cecp_command(engine *e, char *line) {
    char *arg = split_command(line);
    const char *command = line;

    if (strcmp(command, "protover") == 0) {
        say("%s\n", "feature setboard=1 usermove=1 ping=1 sigint=0 sigterm=0 reuse=1 "
                    "variants=\"caparandom,capablanca\" myname=\"" ENGINE_NAME "\" colors=0 "
                    "analyze=0 done=1");
    } else if (strcmp(command, "new") == 0) {
        reset_game(e, CRC_CAPABLANCA_FEN);
        e->cecp.force = false;
        e->cecp.engine_color = CRC_BLACK;
        e->cecp.sd = MAX_DEPTH;
        e->capablanca_variant = false;
    } else if (strcmp(command, "variant") == 0) {
        if (strcmp(arg, "caparandom") != 0 && strcmp(arg, "capablanca") != 0)
            say("Error (unsupported variant): %s\n", arg);
        else
            e->capablanca_variant = strcmp(arg, "capablanca") == 0;
    } else if (strcmp(command, "setboard") == 0) {
        reset_game(e, arg);
    } else if (strcmp(command, "force") == 0) {
        e->cecp.force = true;
    } else if (strcmp(command, "go") == 0) {
        e->cecp.force = false;
        e->cecp.engine_color = side_to_move(e);
        think_and_move(e);
    } else if (strcmp(command, "playother") == 0) {
        e->cecp.force = false;
        e->cecp.engine_color = side_to_move(e) == CRC_WHITE ? CRC_BLACK : CRC_WHITE;
    } else if (strcmp(command, "usermove") == 0) {
        crc_status status = crc_game_play_text(e->game, arg);
        if (status != CRC_OK) {
            printf("Illegal move (%s): %s\n", crc_status_message((uint32_t)status), arg);
            fflush(stdout);
        } else if (!announce_end(e) && !e->cecp.force && side_to_move(e) == e->cecp.engine_color) {
            think_and_move(e);
        }
    } else if (strcmp(command, "ping") == 0) {
        say("pong %s\n", arg);
    } else if (strcmp(command, "undo") == 0) {
        /* A move back, and with it a draw announce_end claimed after it: crc_game_undo
           takes both, so that XBoard's position and ours stay the same. */
        crc_game_undo(e->game);
    } else if (strcmp(command, "remove") == 0) {
        crc_game_undo(e->game);
        crc_game_undo(e->game);
    } else if (strcmp(command, "level") == 0) {
        cecp_level(&e->cecp, arg);
    } else if (strcmp(command, "st") == 0) {
        double seconds = 0;
        if (sscanf(arg, "%lf", &seconds) == 1 && seconds > 0)
            e->cecp.st_ms = (long)(seconds * 1000);
    } else if (strcmp(command, "sd") == 0) {
        int depth = atoi(arg);
        e->cecp.sd = depth > 0 ? min_int(depth, MAX_DEPTH) : MAX_DEPTH;
    } else if (strcmp(command, "time") == 0) {
        e->cecp.clock_ms = atol(arg) * 10;
    } else if (strcmp(command, "otim") == 0) {
        e->cecp.opp_clock_ms = atol(arg) * 10;
    } else if (strcmp(command, "post") == 0) {
        e->cecp.post = true;
    } else if (strcmp(command, "nopost") == 0) {
        e->cecp.post = false;
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
