/* The scenario table of testdata/scenarios/ (its README says the format), run through the C
 * API: the C door. The Rust, Python and JavaScript doors run the same table. Built and run
 * by crc-ffi/tests/it/scenarios.rs as `scenarios --vocabulary testdata/vocabulary.tsv
 * FILE...`: every call goes through the C name the vocabulary gives its concept. Prints one
 * line per difference, the count of scenarios and the count of the vocabulary's C names
 * exercised, and exits 1 when a scenario fails or a name has drifted. */
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

/* ---- The vocabulary: testdata/vocabulary.tsv, one concept a row, its names at each door ----
 *
 * Every call of the table is answered through the vocabulary: the call's concept (the call's
 * own name; `start number` and `start arrangement` are `from_number`, `start fen` `from_fen`,
 * `start pgn` `from_pgn`) names, first in its `c` cell, the C function to call, and the
 * registry below holds one handler per C function it knows. A name the registry lacks, or a
 * concept without a C name, fails the call, so a name that drifts in the file or in the header
 * fails a test (the header's side at compile time). */

struct concept_row {
    char *concept;
    char **names; /* the `c` cell split on ", ", each name before any " = " */
    size_t count; /* 0 for `—` */
};

static struct concept_row *vocabulary;
static size_t vocabulary_rows;
static char **door_names; /* the distinct names of the `c` column, pointers into vocabulary */
static size_t door_name_count;

static void *allocate(void *old, size_t size) {
    void *p = realloc(old, size);
    if (!p) {
        printf("out of memory\n");
        exit(2);
    }
    return p;
}

static char *copy_text(const char *text, size_t len) {
    char *copy = allocate(NULL, len + 1);
    memcpy(copy, text, len);
    copy[len] = '\0';
    return copy;
}

/* Reads one line of any length into *line (grown as needed), without its "\n" or "\r\n";
 * false at the end of the file. */
static bool read_line(FILE *in, char **line, size_t *capacity) {
    size_t len = 0;
    int c;
    if (*capacity == 0) {
        *capacity = 256;
        *line = allocate(NULL, *capacity);
    }
    while ((c = fgetc(in)) != EOF && c != '\n') {
        if (len + 1 >= *capacity) {
            *capacity *= 2;
            *line = allocate(*line, *capacity);
        }
        (*line)[len++] = (char)c;
    }
    if (c == EOF && len == 0) {
        return false;
    }
    if (len > 0 && (*line)[len - 1] == '\r') {
        len--;
    }
    (*line)[len] = '\0';
    return true;
}

/* The index-th tab-separated cell of line, trimmed of blanks, as a new string; NULL when the
 * line has fewer cells. */
static char *cell(const char *line, size_t index) {
    const char *start = line, *stop;
    size_t i;
    for (i = 0; i < index; i++) {
        start = strchr(start, '\t');
        if (!start) {
            return NULL;
        }
        start++;
    }
    stop = strchr(start, '\t');
    if (!stop) {
        stop = start + strlen(start);
    }
    while (start < stop && *start == ' ') {
        start++;
    }
    while (stop > start && stop[-1] == ' ') {
        stop--;
    }
    return copy_text(start, (size_t)(stop - start));
}

/* The index of the header's column called name, or exits. */
static size_t column(const char *header, const char *name, const char *path) {
    size_t index;
    char *text;
    for (index = 0; (text = cell(header, index)) != NULL; index++) {
        bool found = strcmp(text, name) == 0;
        free(text);
        if (found) {
            return index;
        }
    }
    printf("%s: no column `%s` in its header\n", path, name);
    exit(2);
}

/* Splits a `c` cell into its names: ", " separates them; "CRC_X = 1" names CRC_X; "—" (or an
 * empty cell) is none. */
static void split_names(struct concept_row *row, const char *text) {
    const char *start = text;
    row->names = NULL;
    row->count = 0;
    if (strcmp(text, "\xE2\x80\x94") == 0 || !*text) {
        return;
    }
    while (start) {
        const char *next = strstr(start, ", ");
        const char *stop = next ? next : start + strlen(start);
        const char *equals = strstr(start, " = ");
        if (equals && equals < stop) {
            stop = equals;
        }
        while (*start == ' ') {
            start++;
        }
        while (stop > start && stop[-1] == ' ') {
            stop--;
        }
        if (stop > start) {
            row->names = allocate(row->names, (row->count + 1) * sizeof *row->names);
            row->names[row->count++] = copy_text(start, (size_t)(stop - start));
        }
        start = next ? next + 2 : NULL;
    }
}

static void read_vocabulary(const char *path) {
    char *line = NULL;
    size_t capacity = 0, concept_column, c_column, i, j, k;
    FILE *in = fopen(path, "r");
    if (!in) {
        printf("cannot open %s\n", path);
        exit(2);
    }
    if (!read_line(in, &line, &capacity)) {
        printf("%s: empty\n", path);
        exit(2);
    }
    concept_column = column(line, "concept", path);
    c_column = column(line, "c", path);
    while (read_line(in, &line, &capacity)) {
        char *concept, *names;
        if (!line[0]) {
            continue;
        }
        concept = cell(line, concept_column);
        names = cell(line, c_column);
        if (!concept || !names || !*concept) {
            printf("%s: a row without its `concept` and `c` cells: %s\n", path, line);
            exit(2);
        }
        vocabulary = allocate(vocabulary, (vocabulary_rows + 1) * sizeof *vocabulary);
        vocabulary[vocabulary_rows].concept = concept;
        split_names(&vocabulary[vocabulary_rows], names);
        vocabulary_rows++;
        free(names);
    }
    free(line);
    fclose(in);
    for (i = 0; i < vocabulary_rows; i++) {
        for (j = 0; j < vocabulary[i].count; j++) {
            for (k = 0; k < door_name_count && strcmp(door_names[k], vocabulary[i].names[j]) != 0; k++) {
            }
            if (k == door_name_count) {
                door_names = allocate(door_names, (door_name_count + 1) * sizeof *door_names);
                door_names[door_name_count++] = vocabulary[i].names[j];
            }
        }
    }
}

static void free_vocabulary(void) {
    size_t i, j;
    for (i = 0; i < vocabulary_rows; i++) {
        for (j = 0; j < vocabulary[i].count; j++) {
            free(vocabulary[i].names[j]);
        }
        free(vocabulary[i].names);
        free(vocabulary[i].concept);
    }
    free(vocabulary);
    free(door_names);
    vocabulary = NULL;
    door_names = NULL;
    vocabulary_rows = door_name_count = 0;
}

/* ---- The handlers: each calls the C function it is named after ----
 *
 * A handler answers one call of the table into got. A start's handler sets *game (NULL when
 * the start fails); the others play on *game. */

typedef void (*handler)(crc_game **game, char *args);

static void call_crc_game_new(crc_game **game, char *args) {
    char *end;
    unsigned long long n = strtoull(args, &end, 10);
    crc_status status = (*end || n > UINT32_MAX) ? CRC_OUT_OF_RANGE : crc_game_new((uint32_t)n, game);
    if (succeeded(status)) {
        strcpy(got, "ok");
    }
}

static void call_crc_game_from_fen(crc_game **game, char *args) {
    if (succeeded(crc_game_from_fen(args, game))) {
        strcpy(got, "ok");
    }
}

static void call_crc_game_from_pgn(crc_game **game, char *args) {
    unescape(args);
    if (succeeded(crc_game_from_pgn(args, game))) {
        strcpy(got, "ok");
    }
}

static void call_crc_game_play_text(crc_game **game, char *args) {
    static char buf[TEXT];
    size_t written = 0;
    /* The move's SAN is the last word of the history. */
    if (succeeded(crc_game_play_text(*game, args)) && succeeded(crc_game_history(*game, buf, sizeof buf, &written))) {
        strcpy(got, strrchr(buf, ' ') ? strrchr(buf, ' ') + 1 : buf);
    }
}

static void call_crc_game_undo(crc_game **game, char *args) {
    (void)args;
    if (succeeded(crc_game_undo(*game))) {
        strcpy(got, "ok");
    }
}

static void call_crc_game_reopen(crc_game **game, char *args) {
    /* No declared end to take back is an answer, false, and no error. */
    crc_status status = crc_game_reopen(*game);
    (void)args;
    if (status == CRC_NOTHING_TO_UNDO) {
        strcpy(got, "false");
    } else if (succeeded(status)) {
        strcpy(got, "true");
    }
}

static void call_crc_game_resign(crc_game **game, char *args) {
    ended(*game, crc_game_resign(*game, strcmp(args, "white") == 0 ? CRC_WHITE : CRC_BLACK));
}

static void call_crc_game_agree_draw(crc_game **game, char *args) {
    (void)args;
    ended(*game, crc_game_agree_draw(*game));
}

static void call_crc_game_claim_draw(crc_game **game, char *args) {
    (void)args;
    ended(*game, crc_game_claim_draw(*game));
}

static void call_crc_game_fen(crc_game **game, char *args) {
    size_t written = 0;
    (void)args;
    text_or_error(crc_game_fen(*game, got, sizeof got, &written), NULL);
}

static void call_crc_game_turn(crc_game **game, char *args) {
    crc_color turn;
    (void)args;
    if (succeeded(crc_game_turn(*game, &turn))) {
        strcpy(got, turn == CRC_WHITE ? "white" : "black");
    }
}

static void call_crc_game_outcome(crc_game **game, char *args) {
    (void)args;
    outcome(*game);
}

static void call_crc_game_can_claim_draw(crc_game **game, char *args) {
    crc_reason reason;
    (void)args;
    if (succeeded(crc_game_can_claim_draw(*game, &reason))) {
        strcpy(got, reason == CRC_REASON_NONE ? "none" : crc_reason_text(reason));
    }
}

static void call_crc_game_is_check(crc_game **game, char *args) {
    bool check;
    (void)args;
    if (succeeded(crc_game_is_check(*game, &check))) {
        strcpy(got, check ? "true" : "false");
    }
}

static void call_crc_position_legal_move_count(crc_game **game, char *args) {
    crc_position *position = NULL;
    size_t count = 0;
    crc_status status = crc_game_position(*game, &position);
    (void)args;
    if (status == CRC_OK) {
        status = crc_position_legal_move_count(position, &count);
    }
    crc_position_free(position);
    if (succeeded(status)) {
        snprintf(got, sizeof got, "%lu", (unsigned long)count);
    }
}

/* The coordinates of moves, sorted into got ("none" for none); status is that of the call
 * that listed them. */
static void move_texts(crc_game *game, crc_status status, const crc_move *moves, size_t count) {
    static char buf[TEXT];
    crc_position *position = NULL;
    size_t written = 0, i;
    if (status == CRC_OK) {
        status = crc_game_position(game, &position);
    }
    buf[0] = '\0';
    for (i = 0; status == CRC_OK && i < count; i++) {
        char one[16];
        status = crc_position_move_text(position, moves[i], one, sizeof one, &written);
        if (status == CRC_OK) {
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
}

static void call_crc_game_legal_moves(crc_game **game, char *args) {
    static crc_move moves[1024];
    size_t count = 0;
    crc_status status = crc_game_legal_moves(*game, moves, 1024, &count);
    (void)args;
    move_texts(*game, status, moves, count);
}

static void call_crc_game_legal_moves_from(crc_game **game, char *args) {
    /* The C API takes squares as numbers (rank * 10 + file); the table names them. */
    static crc_move moves[1024];
    size_t count = 0;
    uint8_t square = (uint8_t)((args[0] - 'a') + (atoi(args + 1) - 1) * 10);
    crc_status status = crc_game_legal_moves_from(*game, square, moves, 1024, &count);
    move_texts(*game, status, moves, count);
}

static void call_crc_game_san(crc_game **game, char *args) {
    crc_position *position = NULL;
    crc_move mv;
    size_t written = 0;
    crc_status status = crc_game_position(*game, &position);
    if (status == CRC_OK) {
        status = crc_position_parse_move(position, args, &mv);
    }
    crc_position_free(position);
    if (status == CRC_OK) {
        status = crc_game_san(*game, mv, got, sizeof got, &written);
    }
    text_or_error(status, NULL);
}

static void call_crc_game_history(crc_game **game, char *args) {
    size_t written = 0;
    (void)args;
    text_or_error(crc_game_history(*game, got, sizeof got, &written), "none");
}

static void call_crc_game_repetition_count(crc_game **game, char *args) {
    uint32_t count;
    (void)args;
    if (succeeded(crc_game_repetition_count(*game, &count))) {
        snprintf(got, sizeof got, "%lu", (unsigned long)count);
    }
}

static void call_crc_game_start_number(crc_game **game, char *args) {
    uint32_t number;
    (void)args;
    if (succeeded(crc_game_start_number(*game, &number))) {
        /* 0: the game did not start from a numbered array. */
        if (number == 0) {
            strcpy(got, "none");
        } else {
            snprintf(got, sizeof got, "%lu", (unsigned long)number);
        }
    }
}

static void call_crc_game_set_tag(crc_game **game, char *args) {
    char *value = strchr(args, ' ');
    if (value) {
        *value++ = '\0';
    } else {
        value = args + strlen(args);
    }
    unescape(value);
    if (succeeded(crc_game_set_tag(*game, args, value))) {
        strcpy(got, "ok");
    }
}

static void call_crc_game_tag(crc_game **game, char *args) {
    size_t written = 0;
    crc_status status = crc_game_tag(*game, args, got, sizeof got, &written);
    if (status == CRC_NOT_FOUND) {
        strcpy(got, "none");
    } else {
        text_or_error(status, NULL);
    }
}

#define HANDLER(name) {#name, call_##name}

static const struct {
    const char *name;
    handler call;
} registry[] = {
    HANDLER(crc_game_new),
    HANDLER(crc_game_from_fen),
    HANDLER(crc_game_from_pgn),
    HANDLER(crc_game_play_text),
    HANDLER(crc_game_undo),
    HANDLER(crc_game_reopen),
    HANDLER(crc_game_resign),
    HANDLER(crc_game_agree_draw),
    HANDLER(crc_game_claim_draw),
    HANDLER(crc_game_fen),
    HANDLER(crc_game_turn),
    HANDLER(crc_game_outcome),
    HANDLER(crc_game_can_claim_draw),
    HANDLER(crc_game_is_check),
    HANDLER(crc_position_legal_move_count),
    HANDLER(crc_game_legal_moves),
    HANDLER(crc_game_legal_moves_from),
    HANDLER(crc_game_san),
    HANDLER(crc_game_history),
    HANDLER(crc_game_repetition_count),
    HANDLER(crc_game_start_number),
    HANDLER(crc_game_set_tag),
    HANDLER(crc_game_tag),
};

#define REGISTRY_SIZE (sizeof registry / sizeof registry[0])

static bool exercised[REGISTRY_SIZE];

/* The vocabulary's failures, each once, printed beside the count. */
#define MAX_DRIFTS 64
static char drifts[MAX_DRIFTS][256];
static unsigned drift_count;

static void drift(void) {
    unsigned i;
    size_t len = strlen(got);
    if (len >= sizeof drifts[0]) {
        len = sizeof drifts[0] - 1;
    }
    for (i = 0; i < drift_count && i < MAX_DRIFTS; i++) {
        if (strlen(drifts[i]) == len && memcmp(drifts[i], got, len) == 0) {
            return;
        }
    }
    if (drift_count < MAX_DRIFTS) {
        memcpy(drifts[drift_count], got, len);
        drifts[drift_count][len] = '\0';
    }
    drift_count++;
}

/* Answers a call of concept into got through the vocabulary's first C name for it. */
static void through(const char *concept, crc_game **game, char *args) {
    const char *name;
    size_t i;
    got[0] = '\0';
    for (i = 0; i < vocabulary_rows && strcmp(vocabulary[i].concept, concept) != 0; i++) {
    }
    if (i == vocabulary_rows) {
        snprintf(got, sizeof got, "vocabulary has no concept `%s`, which the table calls", concept);
        drift();
        return;
    }
    if (vocabulary[i].count == 0) {
        snprintf(got, sizeof got, "vocabulary names no C function for `%s` (its c cell is \xE2\x80\x94), which the table calls",
                 concept);
        drift();
        return;
    }
    name = vocabulary[i].names[0];
    for (i = 0; i < REGISTRY_SIZE; i++) {
        if (strcmp(registry[i].name, name) == 0) {
            exercised[i] = true;
            registry[i].call(game, args);
            return;
        }
    }
    snprintf(got, sizeof got, "vocabulary names %s for `%s`, which the C runner does not call", name, concept);
    drift();
}

static void answer(crc_game *game, const char *call, char *args) {
    through(call, &game, args);
}

/* Starts a game: NULL with got set to the error, or to "(...)" for a malformed start. */
static crc_game *start(char *args) {
    crc_game *game = NULL;
    char *text = strchr(args, ' ');
    if (!text) {
        strcpy(got, "(start without a value)");
        return NULL;
    }
    *text++ = '\0';
    if (strcmp(args, "number") == 0) {
        through("from_number", &game, text);
    } else if (strcmp(args, "fen") == 0) {
        through("from_fen", &game, text);
    } else if (strcmp(args, "pgn") == 0) {
        through("from_pgn", &game, text);
    } else if (strcmp(args, "arrangement") == 0) {
        /* The arrangement's number (no Game concept), then a game from that number. */
        uint32_t n;
        char number[16];
        if (succeeded(crc_setup_number(text, &n))) {
            snprintf(number, sizeof number, "%lu", (unsigned long)n);
            through("from_number", &game, number);
        }
    } else {
        snprintf(got, sizeof got, "(unknown start %.100s)", args);
        return NULL;
    }
    if (strcmp(got, "ok") != 0) {
        crc_game_free(game);
        return NULL;
    }
    return game;
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
    unsigned k, names = 0;
    if (argc < 3 || strcmp(argv[1], "--vocabulary") != 0) {
        printf("usage: %s --vocabulary testdata/vocabulary.tsv SCENARIO_FILE...\n", argv[0]);
        return 2;
    }
    read_vocabulary(argv[2]);
    for (i = 3; i < argc; i++) {
        run_file(argv[i]);
    }
    for (k = 0; k < drift_count && k < MAX_DRIFTS; k++) {
        printf("VOCABULARY DRIFT (c): %s\n", drifts[k]);
    }
    printf("scenarios (c): %u scenarios, %u passed, %u failed, %u not expressible at this door", total, passed,
           failed, skipped);
    for (k = 0; k < skipped && k < MAX_NAMES; k++) {
        printf("%s%s", k ? ", " : ": ", skipped_names[k]);
    }
    printf("\n");
    for (k = 0; k < REGISTRY_SIZE; k++) {
        names += exercised[k];
    }
    printf("vocabulary (c): %u names exercised of %lu at this door\n", names, (unsigned long)door_name_count);
    free_vocabulary();
    return failed || drift_count ? 1 : 0;
}
