/* The engine layer of libcrc, checked the way an engine uses it: perft written on
 * crc_position_make / crc_position_unmake, and random play that makes moves and takes them
 * back, checking at every ply that unmake restores the FEN and the zobrist key exactly,
 * that the noisy moves are the captures and promotions, that gives_check agrees with the
 * position after the move, and that the bitboards agree with the board. With nothing to
 * take back, unmake says CRC_NOTHING_TO_UNDO and changes nothing; crc_position_play, a
 * copy and a clone leave nothing to take back.
 *
 * Reads lines "FEN;DEPTH;NODES" on standard input (the test suite feeds it the perft suite)
 * and prints "perft ok: N", "plies: N", "failures: N"; exits 1 on any failure. */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "crc.h"
#include "make_unmake_perft.h"

static long failures = 0;

#define CHECK(cond, ...)                                                                    \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            failures++;                                                                     \
            fprintf(stderr, "line %d: %s: ", __LINE__, #cond);                              \
            fprintf(stderr, __VA_ARGS__);                                                   \
            fprintf(stderr, "\n");                                                          \
        }                                                                                   \
    } while (0)

static uint64_t next_random(uint64_t *state) {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

static bool bit(crc_bitboard bb, unsigned square) {
    return square < 64 ? (bb.low >> square) & 1 : (bb.high >> (square - 64)) & 1;
}

/* The bitboards agree with the board, square by square, and crc_position_bitboards gives
 * every one of them in one call. */
static void check_bitboards(const crc_position *position) {
    crc_piece board[CRC_SQUARE_COUNT];
    crc_bitboards every;
    if (crc_position_board(position, board) != CRC_OK ||
        crc_position_bitboards(position, &every) != CRC_OK)
        abort();
    for (crc_color color = CRC_WHITE; color <= CRC_BLACK; color++) {
        crc_bitboard all;
        CHECK(crc_position_pieces(position, color, CRC_ROLE_NONE, &all) == CRC_OK, "pieces");
        CHECK((all.high >> 16) == 0, "bits above j8");
        CHECK(memcmp(&every.pieces[color][CRC_ROLE_NONE], &all, sizeof all) == 0,
              "all bitboards of colour %d", color);
        for (crc_role role = CRC_ROLE_PAWN; role <= CRC_ROLE_KING; role++) {
            crc_bitboard some;
            CHECK(crc_position_pieces(position, color, role, &some) == CRC_OK, "pieces");
            CHECK(memcmp(&every.pieces[color][role], &some, sizeof some) == 0,
                  "all bitboards of role %d colour %d", role, color);
            for (unsigned sq = 0; sq < CRC_SQUARE_COUNT; sq++) {
                bool here = board[sq].role == role && board[sq].color == color;
                CHECK(bit(some, sq) == here, "role %d colour %d square %u", role, color, sq);
                CHECK(!bit(some, sq) || bit(all, sq), "square %u", sq);
            }
        }
    }
}

/* The side to move is in check exactly when the enemy attacks its king's square. */
static void check_attackers(const crc_position *position) {
    crc_color turn;
    bool in_check;
    crc_bitboard king;
    if (crc_position_turn(position, &turn) != CRC_OK ||
        crc_position_is_check(position, &in_check) != CRC_OK ||
        crc_position_pieces(position, turn, CRC_ROLE_KING, &king) != CRC_OK)
        abort();
    unsigned square = 0;
    while (square < CRC_SQUARE_COUNT && !bit(king, square))
        square++;
    crc_bitboard attackers;
    CHECK(crc_position_attackers(position, (uint8_t)square, (crc_color)(1 - turn), &attackers) ==
              CRC_OK,
          "attackers");
    CHECK((attackers.low || attackers.high) == in_check, "check and attackers disagree");
}

static void fen_and_key(const crc_position *position, char *fen, size_t len, uint64_t *key) {
    size_t written = 0;
    if (crc_position_fen(position, fen, len, &written) != CRC_OK ||
        crc_position_zobrist(position, key) != CRC_OK)
        abort();
}

/* Whether the position has the FEN and the key. */
static bool is_at(const crc_position *position, const char *fen, uint64_t key) {
    char now[256];
    uint64_t key_now;
    fen_and_key(position, now, sizeof now, &key_now);
    return strcmp(now, fen) == 0 && key_now == key;
}

/* Plays up to 40 random plies with make, checking each position on the way (every move of
 * it made and taken back), then takes every move back and checks that each position
 * returns exactly, FEN and key. Refused makes change nothing, the stack included. */
static long random_play(const char *fen, uint64_t seed) {
    enum { PLIES = 40 };
    crc_position *position = NULL;
    if (crc_position_from_fen(fen, &position) != CRC_OK)
        return 0;
    char fens[PLIES + 1][256];
    uint64_t keys[PLIES + 1];
    uint64_t state = seed | 1;
    int ply = 0;
    fen_and_key(position, fens[0], sizeof fens[0], &keys[0]);
    for (; ply < PLIES; ply++) {
        crc_move moves[CRC_MAX_MOVES], noisy[CRC_MAX_MOVES];
        size_t count = 0, noisy_count = 0, expected_noisy = 0;
        if (crc_position_legal_moves(position, moves, CRC_MAX_MOVES, &count) != CRC_OK ||
            crc_position_noisy_moves(position, noisy, CRC_MAX_MOVES, &noisy_count) != CRC_OK)
            abort();
        check_bitboards(position);
        check_attackers(position);
        for (size_t i = 0; i < count; i++) {
            bool capture = false, gives_check = false, in_check = false;
            CHECK(crc_position_is_capture(position, moves[i], &capture) == CRC_OK, "is_capture");
            CHECK(crc_position_gives_check(position, moves[i], &gives_check) == CRC_OK, "gives");
            if (capture || moves[i].kind == CRC_MOVE_PROMOTION) {
                CHECK(expected_noisy < noisy_count &&
                          memcmp(&noisy[expected_noisy], &moves[i], sizeof moves[i]) == 0,
                      "noisy move %zu of %s", expected_noisy, fens[ply]);
                expected_noisy++;
            }
            CHECK(crc_position_make(position, moves[i]) == CRC_OK, "make");
            CHECK(crc_position_is_check(position, &in_check) == CRC_OK, "is_check");
            CHECK(in_check == gives_check, "gives_check of move %zu in %s", i, fens[ply]);
            CHECK(crc_position_unmake(position) == CRC_OK, "unmake");
            CHECK(is_at(position, fens[ply], keys[ply]), "move %zu taken back in %s", i,
                  fens[ply]);
        }
        CHECK(expected_noisy == noisy_count, "%zu noisy moves, %zu expected in %s", noisy_count,
              expected_noisy, fens[ply]);
        if (count == 0)
            break;
        CHECK(crc_position_make(position, moves[next_random(&state) % count]) == CRC_OK, "make");
        fen_and_key(position, fens[ply + 1], sizeof fens[ply + 1], &keys[ply + 1]);
    }
    /* An illegal make and a malformed one are refused and change nothing: the unmakes
     * below still take back every move played. */
    crc_move nowhere = {0, 79, CRC_ROLE_NONE, CRC_MOVE_NORMAL};
    crc_status made = crc_position_make(position, nowhere);
    CHECK(made == CRC_ILLEGAL_MOVE, "a1j8 gave %d", (int)made);
    crc_move no_move = {0, 80, CRC_ROLE_NONE, CRC_MOVE_NORMAL};
    made = crc_position_make(position, no_move);
    CHECK(made == CRC_INVALID_MOVE, "a1 to square 80 gave %d", (int)made);
    CHECK(is_at(position, fens[ply], keys[ply]), "changed by a refused make");
    for (int back = ply - 1; back >= 0; back--) {
        CHECK(crc_position_unmake(position) == CRC_OK, "unmake");
        CHECK(is_at(position, fens[back], keys[back]), "unmake of ply %d of %s", back, fen);
    }
    /* Every make taken back: nothing is left, and asking changes nothing. */
    crc_status unmade = crc_position_unmake(position);
    CHECK(unmade == CRC_NOTHING_TO_UNDO, "an unmake too many gave %d", (int)unmade);
    CHECK(is_at(position, fens[0], keys[0]), "changed by an unmake with nothing to undo");
    crc_position_free(position);
    return ply;
}

/* The first legal move of `position`; false when it has none. */
static bool first_move(const crc_position *position, crc_move *mv) {
    crc_move moves[CRC_MAX_MOVES];
    size_t count = 0;
    if (crc_position_legal_moves(position, moves, CRC_MAX_MOVES, &count) != CRC_OK)
        abort();
    if (count > 0)
        *mv = moves[0];
    return count > 0;
}

/* Every call that changes a handle other than make and unmake empties its undo stack, and
 * neither a copy nor a clone takes the source's stack: unmake then has nothing to take
 * back (CRC_NOTHING_TO_UNDO) and changes nothing. */
static void check_stack_emptied(const char *fen) {
    crc_position *position = NULL, *copy = NULL, *clone = NULL;
    crc_move mv, next;
    char start_fen[256], fen_now[256];
    uint64_t start_key, key_now;
    if (crc_position_from_fen(fen, &position) != CRC_OK || crc_position_new(1, &copy) != CRC_OK)
        abort();
    fen_and_key(position, start_fen, sizeof start_fen, &start_key);
    CHECK(crc_position_unmake(position) == CRC_NOTHING_TO_UNDO, "a new handle, %s", fen);
    CHECK(is_at(position, start_fen, start_key), "changed by a refused unmake");
    if (!first_move(position, &mv)) {
        crc_position_free(copy);
        crc_position_free(position);
        return;
    }

    /* crc_position_play keeps its move and forgets the makes before it. */
    CHECK(crc_position_new_copy(position, &clone) == CRC_OK, "clone");
    CHECK(crc_position_make(clone, mv) == CRC_OK, "make");
    if (first_move(clone, &next)) {
        CHECK(crc_position_play(clone, next) == CRC_OK, "play");
        fen_and_key(clone, fen_now, sizeof fen_now, &key_now);
        CHECK(crc_position_unmake(clone) == CRC_NOTHING_TO_UNDO, "unmake after play, %s", fen);
        CHECK(is_at(clone, fen_now, key_now), "changed by an unmake after play");
    }
    crc_position_free(clone);
    clone = NULL;

    /* A copy into a handle empties its stack and does not take the source's. */
    CHECK(crc_position_make(copy, (crc_move){14, 34, CRC_ROLE_NONE, CRC_MOVE_NORMAL}) == CRC_OK,
          "e2e4 in start 1");
    CHECK(crc_position_make(position, mv) == CRC_OK, "make");
    fen_and_key(position, fen_now, sizeof fen_now, &key_now);
    CHECK(crc_position_copy_into(copy, position) == CRC_OK, "copy");
    CHECK(is_at(copy, fen_now, key_now), "the copy");
    CHECK(crc_position_unmake(copy) == CRC_NOTHING_TO_UNDO, "unmake after a copy, %s", fen);
    CHECK(is_at(copy, fen_now, key_now), "changed by an unmake after a copy");
    /* Copying a handle onto itself changes nothing, its stack included. */
    CHECK(crc_position_copy_into(position, position) == CRC_OK, "copy onto itself");
    CHECK(is_at(position, fen_now, key_now), "copy onto itself");

    /* A clone starts with an empty stack; the source keeps its own. */
    CHECK(crc_position_new_copy(position, &clone) == CRC_OK, "clone");
    CHECK(crc_position_unmake(clone) == CRC_NOTHING_TO_UNDO, "unmake on a clone, %s", fen);
    CHECK(is_at(clone, fen_now, key_now), "changed by an unmake on a clone");
    CHECK(crc_position_unmake(position) == CRC_OK, "unmake on the source of a clone");
    CHECK(is_at(position, start_fen, start_key), "the source of a clone, taken back");
    uint32_t clock = 0, number = 0;
    CHECK(crc_position_halfmove_clock(copy, &clock) == CRC_OK, "clock");
    CHECK(crc_position_fullmove_number(copy, &number) == CRC_OK && number >= 1, "number");
    crc_position_free(clone);
    crc_position_free(copy);
    crc_position_free(position);
}

int main(void) {
    char line[1024];
    long perft_ok = 0, plies = 0;
    uint64_t seed = 0x2545f4914f6cdd1dULL;
    while (fgets(line, sizeof line, stdin)) {
        char *fen = strtok(line, ";");
        char *depth = strtok(NULL, ";");
        char *nodes = strtok(NULL, ";\n");
        if (!fen || !depth || !nodes)
            continue;
        crc_position *position = NULL;
        if (crc_position_from_fen(fen, &position) != CRC_OK) {
            fprintf(stderr, "cannot read %s\n", fen);
            failures++;
            continue;
        }
        uint64_t expected = strtoull(nodes, NULL, 10);
        /* Listing the last ply too checks crc_position_legal_moves against every count. */
        uint64_t counted = make_unmake_perft(position, (unsigned)atoi(depth), 1);
        CHECK(counted == expected, "perft %s of %s: %" PRIu64 ", expected %" PRIu64, depth, fen,
              counted, expected);
        perft_ok += counted == expected;
        crc_position_free(position);
        plies += random_play(fen, next_random(&seed));
        check_stack_emptied(fen);
    }
    printf("perft ok: %ld\nplies: %ld\nfailures: %ld\n", perft_ok, plies, failures);
    return failures == 0 ? 0 : 1;
}
