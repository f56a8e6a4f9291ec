/* crc-cecp: a small Capablanca Random Chess engine speaking the XBoard/CECP protocol, with
 * every rule from libcrc. Its play is a shallow alpha-beta search over material; its rules
 * are exact: set-up (setboard with X-FEN or Shredder-FEN, new, variant caparandom and
 * capablanca), the opponent's moves in every notation XBoard sends (coordinates with king
 * takes rook castling, O-O/O-O-O, the king's destination, promotions such as b7b8c), game
 * ends and draw claims.
 *
 * Usage: cecp_engine [DEPTH]   (search depth in plies, default 3)
 *        cecp_engine bench [DEPTH]   (nodes per second on fixed positions, default 4) */
#define _POSIX_C_SOURCE 199309L /* clock_gettime in C99 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "crc.h"

#define CAPABLANCA_FEN "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
#define MATE 1000000
#define INFINITE_SCORE 2000000

static crc_game *game = NULL;
static bool force_mode = false;
static crc_color engine_color = CRC_BLACK;
static int search_depth = 3;
static uint64_t noise_state = 0x2545f4914f6cdd1dULL;
static uint64_t nodes = 0;

static void say(const char *format, const char *arg) {
    printf(format, arg);
    fflush(stdout);
}

/* Piece values in centipawns, indexed by crc_role. */
static const int VALUE[] = {0, 100, 300, 325, 500, 875, 900, 950, 0};

static int evaluate(const crc_position *position) {
    crc_color turn = CRC_WHITE;
    crc_position_turn(position, &turn);
    int score = 0;
    for (uint8_t square = 0; square < 80; square++) {
        crc_piece piece;
        if (crc_position_piece_at(position, square, &piece) != CRC_OK || piece.role == CRC_ROLE_NONE)
            continue;
        int value = VALUE[piece.role];
        /* Pawns gain as they advance. */
        if (piece.role == CRC_ROLE_PAWN) {
            int rank = square / 10;
            value += 4 * (piece.color == CRC_WHITE ? rank - 1 : 6 - rank);
        }
        score += piece.color == turn ? value : -value;
    }
    return score;
}

static bool is_capture(const crc_position *position, crc_move mv) {
    crc_piece target;
    return mv.kind == CRC_MOVE_EN_PASSANT || mv.kind == CRC_MOVE_PROMOTION ||
           (mv.kind != CRC_MOVE_CASTLE && crc_position_piece_at(position, mv.to, &target) == CRC_OK &&
            target.role != CRC_ROLE_NONE);
}

/* Captures and promotions first, so that alpha-beta cuts more. */
static void order_moves(const crc_position *position, crc_move *moves, size_t count) {
    size_t front = 0;
    for (size_t i = 0; i < count; i++) {
        if (is_capture(position, moves[i])) {
            crc_move tmp = moves[front];
            moves[front++] = moves[i];
            moves[i] = tmp;
        }
    }
}

static int search(const crc_position *position, int depth, int ply, int alpha, int beta) {
    nodes++;
    crc_move moves[CRC_MAX_MOVES];
    size_t count = 0;
    if (crc_position_legal_moves(position, moves, CRC_MAX_MOVES, &count) != CRC_OK)
        return 0;
    if (count == 0) {
        bool check = false;
        crc_position_is_check(position, &check);
        return check ? -MATE + ply : 0;
    }
    if (depth == 0)
        return evaluate(position);
    order_moves(position, moves, count);
    for (size_t i = 0; i < count; i++) {
        crc_position *child = NULL;
        if (crc_position_clone(position, &child) != CRC_OK)
            return alpha;
        crc_position_play(child, moves[i]);
        int score = -search(child, depth - 1, ply + 1, -beta, -alpha);
        crc_position_free(child);
        if (score >= beta)
            return beta;
        if (score > alpha)
            alpha = score;
    }
    return alpha;
}

static bool best_move(crc_move *best) {
    crc_position *root = NULL;
    if (crc_game_position(game, &root) != CRC_OK)
        return false;
    crc_move moves[CRC_MAX_MOVES];
    size_t count = 0;
    crc_position_legal_moves(root, moves, CRC_MAX_MOVES, &count);
    order_moves(root, moves, count);
    int best_score = -INFINITE_SCORE;
    for (size_t i = 0; i < count; i++) {
        crc_position *child = NULL;
        if (crc_position_clone(root, &child) != CRC_OK)
            break;
        crc_position_play(child, moves[i]);
        int score = -search(child, search_depth - 1, 1, -INFINITE_SCORE, INFINITE_SCORE);
        crc_position_free(child);
        /* A little noise between equal-looking moves, so that games differ. */
        noise_state = noise_state * 6364136223846793005ULL + 1442695040888963407ULL;
        score += (int)((noise_state >> 60) & 7);
        if (score > best_score) {
            best_score = score;
            *best = moves[i];
        }
    }
    crc_position_free(root);
    return count > 0;
}

/* Announces the end of the game, or claims a draw, if there is one; true when it ended. */
static bool announce_end(void) {
    crc_outcome outcome;
    if (crc_game_outcome(game, &outcome) != CRC_OK)
        return false;
    switch (outcome.reason) {
    case CRC_REASON_CHECKMATE:
        say("%s\n", outcome.result == CRC_RESULT_WHITE_WINS ? "1-0 {White mates}" : "0-1 {Black mates}");
        return true;
    case CRC_REASON_STALEMATE:
        say("%s\n", "1/2-1/2 {Stalemate}");
        return true;
    case CRC_REASON_INSUFFICIENT_MATERIAL:
        say("%s\n", "1/2-1/2 {Insufficient material}");
        return true;
    case CRC_REASON_FIVEFOLD_REPETITION:
        say("%s\n", "1/2-1/2 {Draw by repetition}");
        return true;
    case CRC_REASON_SEVENTY_FIVE_MOVE_RULE:
        say("%s\n", "1/2-1/2 {Draw by 50-move rule}");
        return true;
    default:
        break;
    }
    crc_reason claim = CRC_REASON_NONE;
    crc_game_can_claim_draw(game, &claim);
    if (claim == CRC_REASON_THREEFOLD_REPETITION || claim == CRC_REASON_FIFTY_MOVE_RULE) {
        crc_game_claim_draw(game);
        say("%s\n", claim == CRC_REASON_THREEFOLD_REPETITION ? "1/2-1/2 {Draw by repetition}"
                                                              : "1/2-1/2 {Draw by 50-move rule}");
        return true;
    }
    return false;
}

static void think_and_move(void) {
    if (announce_end())
        return;
    crc_move mv;
    if (!best_move(&mv))
        return;
    char text[16];
    size_t written = 0;
    crc_position *now = NULL;
    if (crc_game_position(game, &now) != CRC_OK)
        return;
    crc_status status = crc_position_move_text(now, mv, text, sizeof text, &written);
    crc_position_free(now);
    if (status != CRC_OK || crc_game_play(game, mv) != CRC_OK) {
        say("Error (internal): %s\n", crc_status_message((uint32_t)status));
        return;
    }
    say("move %s\n", text);
    announce_end();
}

static void reset(const char *fen) {
    crc_game *fresh = NULL;
    crc_status status = crc_game_from_fen(fen, &fresh);
    if (status != CRC_OK) {
        say("tellusererror Illegal position: %s\n", crc_status_message((uint32_t)status));
        return;
    }
    crc_game_free(game);
    game = fresh;
}

static crc_color side_to_move(void) {
    crc_color turn = CRC_WHITE;
    crc_game_turn(game, &turn);
    return turn;
}

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

/* Searches each bench position to `depth` and prints its nodes, the time, and the nodes per
 * second by the wall clock and by the process's CPU time (steadier on a busy machine). */
static int bench(int depth) {
    search_depth = depth;
    uint64_t all_nodes = 0;
    double all_wall = 0, all_cpu = 0;
    for (size_t i = 0; i < sizeof BENCH_FENS / sizeof BENCH_FENS[0]; i++) {
        reset(BENCH_FENS[i]);
        nodes = 0;
        double wall = seconds_of(CLOCK_MONOTONIC), cpu = seconds_of(CLOCK_PROCESS_CPUTIME_ID);
        crc_move mv;
        if (!best_move(&mv))
            return 1;
        wall = seconds_of(CLOCK_MONOTONIC) - wall;
        cpu = seconds_of(CLOCK_PROCESS_CPUTIME_ID) - cpu;
        printf("position %zu: depth %d, nodes %llu, %.3f s, %.0f nps, cpu %.3f s, %.0f nps\n",
               i + 1, depth, (unsigned long long)nodes, wall, (double)nodes / wall, cpu,
               (double)nodes / cpu);
        all_nodes += nodes;
        all_wall += wall;
        all_cpu += cpu;
    }
    printf("total: nodes %llu, %.3f s, %.0f nps, cpu %.3f s, %.0f nps\n",
           (unsigned long long)all_nodes, all_wall, (double)all_nodes / all_wall, all_cpu,
           (double)all_nodes / all_cpu);
    crc_game_free(game);
    return 0;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "bench") == 0)
        return bench(argc > 2 && atoi(argv[2]) > 0 ? atoi(argv[2]) : 4);
    if (argc > 1)
        search_depth = atoi(argv[1]) > 0 ? atoi(argv[1]) : 3;
    setvbuf(stdout, NULL, _IOLBF, 0);
    reset(CAPABLANCA_FEN);
    char line[1024];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        char *arg = strchr(line, ' ');
        if (arg)
            *arg++ = '\0';
        else
            arg = line + strlen(line);
        const char *command = line;

        if (strcmp(command, "protover") == 0) {
            say("%s\n", "feature setboard=1 usermove=1 ping=1 sigint=0 sigterm=0 reuse=1 "
                        "variants=\"caparandom,capablanca\" myname=\"crc-cecp\" colors=0 "
                        "analyze=0 done=1");
        } else if (strcmp(command, "new") == 0) {
            reset(CAPABLANCA_FEN);
            force_mode = false;
            engine_color = CRC_BLACK;
        } else if (strcmp(command, "variant") == 0) {
            if (strcmp(arg, "caparandom") != 0 && strcmp(arg, "capablanca") != 0)
                say("Error (unsupported variant): %s\n", arg);
        } else if (strcmp(command, "setboard") == 0) {
            reset(arg);
        } else if (strcmp(command, "force") == 0) {
            force_mode = true;
        } else if (strcmp(command, "go") == 0) {
            force_mode = false;
            engine_color = side_to_move();
            think_and_move();
        } else if (strcmp(command, "playother") == 0) {
            force_mode = false;
            engine_color = side_to_move() == CRC_WHITE ? CRC_BLACK : CRC_WHITE;
        } else if (strcmp(command, "usermove") == 0) {
            crc_status status = crc_game_play_text(game, arg);
            if (status != CRC_OK) {
                printf("Illegal move (%s): %s\n", crc_status_message((uint32_t)status), arg);
                fflush(stdout);
            } else if (!announce_end() && !force_mode && side_to_move() == engine_color) {
                think_and_move();
            }
        } else if (strcmp(command, "ping") == 0) {
            say("pong %s\n", arg);
        } else if (strcmp(command, "undo") == 0) {
            crc_game_undo(game);
        } else if (strcmp(command, "remove") == 0) {
            crc_game_undo(game);
            crc_game_undo(game);
        } else if (strcmp(command, "quit") == 0) {
            break;
        } else if (strcmp(command, "xboard") == 0 || strcmp(command, "result") == 0 ||
                   strcmp(command, "level") == 0 || strcmp(command, "st") == 0 ||
                   strcmp(command, "sd") == 0 || strcmp(command, "time") == 0 ||
                   strcmp(command, "otim") == 0 || strcmp(command, "post") == 0 ||
                   strcmp(command, "nopost") == 0 || strcmp(command, "hard") == 0 ||
                   strcmp(command, "easy") == 0 || strcmp(command, "computer") == 0 ||
                   strcmp(command, "random") == 0 || strcmp(command, "accepted") == 0 ||
                   strcmp(command, "rejected") == 0 || strcmp(command, "name") == 0 ||
                   strcmp(command, "rating") == 0 || strcmp(command, "ics") == 0 ||
                   strcmp(command, "?") == 0 || strcmp(command, "white") == 0 ||
                   strcmp(command, "black") == 0 || strcmp(command, "cores") == 0 ||
                   strcmp(command, "memory") == 0 || strcmp(command, "option") == 0 ||
                   command[0] == '\0') {
            /* Nothing to do: time is not managed, the search depth is fixed. */
        } else {
            say("Error (unknown command): %s\n", command);
        }
    }
    crc_game_free(game);
    return 0;
}
