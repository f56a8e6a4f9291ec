/* The scenario table of testdata/scenarios/ (its README says the format), run through the C
 * API: the C door. The Rust, Python and JavaScript doors run the same table. Built and run
 * by crc-ffi/tests/it/scenarios.rs with the table's files as arguments; prints one line per
 * difference and the count, and exits 1 when a scenario fails. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "crc.h"

#define TEXT 16384
#define MAX_NAMES 64

static char got[TEXT];
static char failures_here[TEXT];
static unsigned total, passed, failed, skipped;
static char skipped_names[MAX_NAMES][128];

/* The error kind of a status: the snake_case names of the table. */
static const char *kind(crc_status status) {
    switch (status) {
    case CRC_INVALID_FEN: return "invalid_fen";
    case CRC_ILLEGAL_POSITION: return "illegal_position";
    case CRC_OUT_OF_RANGE: return "invalid_number";
    case CRC_INVALID_ARRANGEMENT: return "invalid_arrangement";
    case CRC_INVALID_MOVE: return "invalid_move";
    case CRC_ILLEGAL_MOVE: return "illegal_move";
    case CRC_AMBIGUOUS_MOVE: return "ambiguous_move";
    case CRC_PROMOTION_REQUIRED: return "promotion_required";
    case CRC_GAME_OVER: return "game_over";
    case CRC_NO_CLAIM: return "no_claim";
    case CRC_NOTHING_TO_UNDO: return "nothing_to_undo";
    case CRC_INVALID_PGN: return "invalid_pgn";
    case CRC_INVALID_TAG: return "invalid_tag";
    case CRC_IO_ERROR: return "io";
    default: return NULL;
    }
}

/* Writes "!kind" (or the status that has no kind) into got. */
static void error(crc_status status) {
    const char *name = kind(status);
    if (name) {
        snprintf(got, sizeof got, "!%s", name);
    } else {
        snprintf(got, sizeof got, "!status %d (%s)", (int)status, crc_status_message(status));
    }
}

static char *trim(char *text) {
    size_t len;
    while (*text == ' ' || *text == '\t') {
        text++;
    }
    len = strlen(text);
    while (len > 0 && (text[len - 1] == '\n' || text[len - 1] == '\r' || text[len - 1] == ' ' ||
                       text[len - 1] == '\t')) {
        text[--len] = '\0';
    }
    return text;
}

/* \n, \t and \\ of the table's text arguments, in place. */
static void unescape(char *text) {
    char *out = text;
    for (; *text; text++) {
        if (text[0] == '\\' && (text[1] == 'n' || text[1] == 't' || text[1] == '\\')) {
            *out++ = text[1] == 'n' ? '\n' : text[1] == 't' ? '\t' : '\\';
            text++;
        } else {
            *out++ = *text;
        }
    }
    *out = '\0';
}

static int compare(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorts the space-separated words of text into got ("none" when there is none). */
static void sorted(char *text) {
    char *words[1024];
    size_t n = 0, i;
    char *word = strtok(text, " ");
    while (word && n < 1024) {
        words[n++] = word;
        word = strtok(NULL, " ");
    }
    qsort(words, n, sizeof words[0], compare);
    got[0] = '\0';
    for (i = 0; i < n; i++) {
        if (i) {
            strcat(got, " ");
        }
        strcat(got, words[i]);
    }
    if (n == 0) {
        strcpy(got, "none");
    }
}

static const char *result_text(crc_result result) {
    switch (result) {
    case CRC_RESULT_WHITE_WINS: return "1-0";
    case CRC_RESULT_BLACK_WINS: return "0-1";
    case CRC_RESULT_DRAW: return "1/2-1/2";
    default: return "?";
    }
}

/* Whether status is CRC_OK; when it is not, its error is written into got. */
static bool succeeded(crc_status status) {
    if (status == CRC_OK) {
        return true;
    }
    error(status);
    return false;
}

static void outcome(crc_game *game) {
    crc_outcome o;
    crc_status status = crc_game_outcome(game, &o);
    if (status != CRC_OK) {
        error(status);
    } else if (o.result == CRC_RESULT_ONGOING) {
        strcpy(got, "none");
    } else {
        snprintf(got, sizeof got, "%s %s", result_text(o.result), crc_reason_text(o.reason));
    }
}

/* The outcome after a call that ends the game, or its error. */
static void ended(crc_game *game, crc_status status) {
    if (succeeded(status)) {
        outcome(game);
    }
}

static void text_or_error(crc_status status, const char *none) {
    if (succeeded(status) && got[0] == '\0' && none) {
        strcpy(got, none);
    }
}

static void answer(crc_game *game, const char *call, char *args) {
    static char buf[TEXT];
    size_t written = 0;
    crc_status status;
    got[0] = '\0';
    if (strcmp(call, "play") == 0) {
        /* The move's SAN is the last word of the history. */
        if (succeeded(crc_game_play_text(game, args)) &&
            succeeded(crc_game_history(game, buf, sizeof buf, &written))) {
            strcpy(got, strrchr(buf, ' ') ? strrchr(buf, ' ') + 1 : buf);
        }
    } else if (strcmp(call, "undo") == 0) {
        if (succeeded(crc_game_undo(game))) {
            strcpy(got, "ok");
        }
    } else if (strcmp(call, "reopen") == 0) {
        /* No declared end to take back is an answer, false, and no error. */
        status = crc_game_reopen(game);
        if (status == CRC_NOTHING_TO_UNDO) {
            strcpy(got, "false");
        } else if (succeeded(status)) {
            strcpy(got, "true");
        }
    } else if (strcmp(call, "resign") == 0) {
        ended(game, crc_game_resign(game, strcmp(args, "white") == 0 ? CRC_WHITE : CRC_BLACK));
    } else if (strcmp(call, "agree") == 0) {
        ended(game, crc_game_agree_draw(game));
    } else if (strcmp(call, "claim") == 0) {
        ended(game, crc_game_claim_draw(game));
    } else if (strcmp(call, "fen") == 0) {
        text_or_error(crc_game_fen(game, got, sizeof got, &written), NULL);
    } else if (strcmp(call, "turn") == 0) {
        crc_color turn;
        if (succeeded(crc_game_turn(game, &turn))) {
            strcpy(got, turn == CRC_WHITE ? "white" : "black");
        }
    } else if (strcmp(call, "outcome") == 0) {
        outcome(game);
    } else if (strcmp(call, "can_claim") == 0) {
        crc_reason reason;
        if (succeeded(crc_game_can_claim_draw(game, &reason))) {
            strcpy(got, reason == CRC_REASON_NONE ? "none" : crc_reason_text(reason));
        }
    } else if (strcmp(call, "check") == 0) {
        bool check;
        if (succeeded(crc_game_is_check(game, &check))) {
            strcpy(got, check ? "true" : "false");
        }
    } else if (strcmp(call, "count") == 0) {
        crc_move moves[1024];
        size_t count = 0;
        if (succeeded(crc_game_legal_moves(game, moves, 1024, &count))) {
            snprintf(got, sizeof got, "%lu", (unsigned long)count);
        }
    } else if (strcmp(call, "moves") == 0 || strcmp(call, "moves_from") == 0) {
        crc_position *position = NULL;
        status = crc_game_position(game, &position);
        if (status == CRC_OK && strcmp(call, "moves") == 0) {
            status = crc_position_legal_moves_text(position, buf, sizeof buf, &written);
        } else if (status == CRC_OK) {
            /* The C API takes squares as numbers (rank * 10 + file); the table names them. */
            crc_move moves[1024];
            size_t count = 0, i;
            uint8_t square = (uint8_t)((args[0] - 'a') + (atoi(args + 1) - 1) * 10);
            status = crc_game_legal_moves_from(game, square, moves, 1024, &count);
            buf[0] = '\0';
            for (i = 0; status == CRC_OK && i < count; i++) {
                char one[16];
                status = crc_position_move_text(position, moves[i], one, sizeof one, &written);
                if (i) {
                    strcat(buf, " ");
                }
                strcat(buf, one);
            }
        }
        crc_position_free(position);
        if (succeeded(status)) {
            sorted(buf);
        }
    } else if (strcmp(call, "san") == 0) {
        crc_position *position = NULL;
        crc_move mv;
        status = crc_game_position(game, &position);
        if (status == CRC_OK) {
            status = crc_position_parse_move(position, args, &mv);
        }
        crc_position_free(position);
        if (status == CRC_OK) {
            status = crc_game_san(game, mv, got, sizeof got, &written);
        }
        text_or_error(status, NULL);
    } else if (strcmp(call, "history") == 0) {
        text_or_error(crc_game_history(game, got, sizeof got, &written), "none");
    } else if (strcmp(call, "repetitions") == 0) {
        uint32_t count;
        if (succeeded(crc_game_repetition_count(game, &count))) {
            snprintf(got, sizeof got, "%lu", (unsigned long)count);
        }
    } else if (strcmp(call, "start_number") == 0) {
        uint32_t number;
        if (succeeded(crc_game_start_number(game, &number))) {
            /* 0: the game did not start from a numbered array. */
            if (number == 0) {
                strcpy(got, "none");
            } else {
                snprintf(got, sizeof got, "%lu", (unsigned long)number);
            }
        }
    } else if (strcmp(call, "set_tag") == 0) {
        char *value = strchr(args, ' ');
        if (value) {
            *value++ = '\0';
        } else {
            value = args + strlen(args);
        }
        unescape(value);
        if (succeeded(crc_game_set_tag(game, args, value))) {
            strcpy(got, "ok");
        }
    } else if (strcmp(call, "tag") == 0) {
        status = crc_game_tag(game, args, got, sizeof got, &written);
        if (status == CRC_NOT_FOUND) {
            strcpy(got, "none");
        } else {
            text_or_error(status, NULL);
        }
    } else {
        snprintf(got, sizeof got, "(no C call for %s)", call);
    }
}

/* Starts a game: NULL with got set to the error, or to "(...)" for a malformed start. */
static crc_game *start(char *args) {
    crc_game *game = NULL;
    crc_status status;
    char *text = strchr(args, ' ');
    if (!text) {
        strcpy(got, "(start without a value)");
        return NULL;
    }
    *text++ = '\0';
    if (strcmp(args, "number") == 0) {
        char *end;
        unsigned long long n = strtoull(text, &end, 10);
        status = (*end || n > UINT32_MAX) ? CRC_OUT_OF_RANGE : crc_game_new((uint32_t)n, &game);
    } else if (strcmp(args, "fen") == 0) {
        status = crc_game_from_fen(text, &game);
    } else if (strcmp(args, "arrangement") == 0) {
        uint32_t n;
        status = crc_setup_number(text, &n);
        if (status == CRC_OK) {
            status = crc_game_new(n, &game);
        }
    } else if (strcmp(args, "pgn") == 0) {
        unescape(text);
        status = crc_game_from_pgn(text, &game);
    } else {
        snprintf(got, sizeof got, "(unknown start %s)", args);
        return NULL;
    }
    if (status == CRC_OK) {
        strcpy(got, "ok");
        return game;
    }
    error(status);
    return NULL;
}

struct scenario {
    char name[128];
    char file[256];
    bool skip, started, ended;
    crc_game *game;
};

static void finish(struct scenario *s) {
    if (!s->name[0]) {
        return;
    }
    total++;
    if (s->skip) {
        if (skipped < MAX_NAMES) {
            strcpy(skipped_names[skipped], s->name);
        }
        skipped++;
    } else if (failures_here[0]) {
        failed++;
        printf("FAILED %s (%s):\n%s", s->name, s->file, failures_here);
    } else {
        passed++;
    }
    crc_game_free(s->game);
    memset(s, 0, sizeof *s);
    failures_here[0] = '\0';
}

static void differ(unsigned line, const char *call, const char *args, const char *expected) {
    size_t used = strlen(failures_here);
    snprintf(failures_here + used, sizeof failures_here - used, "  line %u: %s %s gave \"%s\", table \"%s\"\n",
             line, call, args, got, expected);
}

static void run_file(const char *path) {
    static char raw[TEXT], args_copy[TEXT];
    struct scenario s;
    unsigned line = 0;
    const char *file = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    FILE *in = fopen(path, "r");
    if (!in) {
        printf("cannot open %s\n", path);
        exit(2);
    }
    memset(&s, 0, sizeof s);
    while (fgets(raw, sizeof raw, in)) {
        char *body = trim(raw), *arrow, *expected, *call, *args;
        line++;
        if (!*body || *body == '#') {
            continue;
        }
        if (strncmp(body, "== ", 3) == 0) {
            finish(&s);
            snprintf(s.name, sizeof s.name, "%s", body + 3);
            snprintf(s.file, sizeof s.file, "%s", file);
            continue;
        }
        if (strncmp(body, "skip ", 5) == 0) {
            s.skip = s.skip || strncmp(body + 5, "c:", 2) == 0;
            continue;
        }
        if (s.skip || s.ended) {
            continue;
        }
        arrow = strstr(body, " -> ");
        if (arrow) {
            *arrow = '\0';
            expected = trim(arrow + 4);
        } else {
            expected = "ok";
        }
        call = body;
        args = strchr(body, ' ');
        if (args) {
            *args++ = '\0';
            args = trim(args);
        } else {
            args = "";
        }
        snprintf(args_copy, sizeof args_copy, "%s", args);
        if (strcmp(call, "start") == 0) {
            s.game = start(args_copy);
            s.started = true;
            if (!s.game) {
                s.ended = true;
            }
        } else if (!s.started) {
            strcpy(got, "(a call before start)");
        } else {
            answer(s.game, call, args_copy);
        }
        if (strcmp(got, expected) != 0) {
            differ(line, call, args, expected);
            if (strcmp(call, "start") == 0) {
                s.ended = true;
            }
        }
    }
    finish(&s);
    fclose(in);
}

int main(int argc, char **argv) {
    int i;
    unsigned k;
    for (i = 1; i < argc; i++) {
        run_file(argv[i]);
    }
    printf("scenarios (c): %u scenarios, %u passed, %u failed, %u not expressible at this door", total, passed,
           failed, skipped);
    for (k = 0; k < skipped && k < MAX_NAMES; k++) {
        printf("%s%s", k ? ", " : ": ", skipped_names[k]);
    }
    printf("\n");
    return failed ? 1 : 0;
}
