/* The engine layer of libcrc, checked the way an engine uses it: perft written on
 * crc_position_make / crc_position_unmake, and random play that makes moves and takes them
 * back, checking at every ply that unmake restores the FEN and the zobrist key exactly,
 * that the noisy moves are the captures and promotions, that gives_check agrees with the
 * position after the move, and that the bitboards agree with the board.
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

/* The bitboards agree with the board, square by square. */
static void check_bitboards(const crc_position *position) {
    crc_piece board[CRC_SQUARE_COUNT];
    if (crc_position_board(position, board) != CRC_OK)
        abort();
    for (crc_color color = CRC_WHITE; color <= CRC_BLACK; color++) {
        crc_bitboard all;
        CHECK(crc_position_pieces(position, color, CRC_ROLE_NONE, &all) == CRC_OK, "pieces");
        CHECK((all.high >> 16) == 0, "bits above j8");
        for (crc_role role = CRC_ROLE_PAWN; role <= CRC_ROLE_KING; role++) {
            crc_bitboard some;
            CHECK(crc_position_pieces(position, color, role, &some) == CRC_OK, "pieces");
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

/* Plays up to 40 random plies with make, checking each position on the way, then takes
 * every move back and checks that each position returns exactly. */
static long random_play(const char *fen, uint64_t seed) {
    enum { PLIES = 40 };
    crc_position *position = NULL;
    if (crc_position_from_fen(fen, &position) != CRC_OK)
        return 0;
    char fens[PLIES + 1][256];
    uint64_t keys[PLIES + 1];
    crc_move played[PLIES];
    crc_undo undos[PLIES];
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
            crc_undo undo;
            CHECK(crc_position_make(position, moves[i], &undo) == CRC_OK, "make");
            CHECK(crc_position_is_check(position, &in_check) == CRC_OK, "is_check");
            CHECK(in_check == gives_check, "gives_check of move %zu in %s", i, fens[ply]);
            CHECK(crc_position_unmake(position, moves[i], &undo) == CRC_OK, "unmake");
        }
        CHECK(expected_noisy == noisy_count, "%zu noisy moves, %zu expected in %s", noisy_count,
              expected_noisy, fens[ply]);
        if (count == 0)
            break;
        played[ply] = moves[next_random(&state) % count];
        CHECK(crc_position_make(position, played[ply], &undos[ply]) == CRC_OK, "make");
        fen_and_key(position, fens[ply + 1], sizeof fens[ply + 1], &keys[ply + 1]);
    }
    /* A wrong undo and an illegal make are refused and change nothing. */
    if (ply >= 2) {
        char fen_now[256];
        uint64_t key_now;
        CHECK(crc_position_unmake(position, played[ply - 1], &undos[ply - 2]) ==
                  CRC_INVALID_MOVE,
              "an undo of another ply");
        crc_undo bent = undos[ply - 1];
        bent.private_[1] ^= 1;
        CHECK(crc_position_unmake(position, played[ply - 1], &bent) == CRC_INVALID_MOVE,
              "altered undo");
        crc_move nowhere = {0, 79, CRC_ROLE_NONE, CRC_MOVE_NORMAL};
        crc_undo unused;
        crc_status made = crc_position_make(position, nowhere, &unused);
        CHECK(made == CRC_ILLEGAL_MOVE, "a1j8 gave %d", (int)made);
        fen_and_key(position, fen_now, sizeof fen_now, &key_now);
        CHECK(strcmp(fen_now, fens[ply]) == 0 && key_now == keys[ply], "changed by a refusal");
    }
    for (int back = ply - 1; back >= 0; back--) {
        char fen_now[256];
        uint64_t key_now;
        CHECK(crc_position_unmake(position, played[back], &undos[back]) == CRC_OK, "unmake");
        fen_and_key(position, fen_now, sizeof fen_now, &key_now);
        CHECK(strcmp(fen_now, fens[back]) == 0, "%s after unmake, %s before", fen_now,
              fens[back]);
        CHECK(key_now == keys[back], "key after unmake of ply %d", back);
    }
    /* Copying into an existing handle takes no allocation and gives the same position. */
    crc_position *copy = NULL;
    if (crc_position_new(1, &copy) != CRC_OK)
        abort();
    CHECK(crc_position_copy(copy, position) == CRC_OK, "copy");
    CHECK(crc_position_copy(copy, copy) == CRC_OK, "copy onto itself");
    char copied[256];
    uint64_t copied_key;
    fen_and_key(copy, copied, sizeof copied, &copied_key);
    CHECK(strcmp(copied, fens[0]) == 0 && copied_key == keys[0], "copy");
    uint32_t clock = 0, number = 0;
    CHECK(crc_position_halfmove_clock(copy, &clock) == CRC_OK, "clock");
    CHECK(crc_position_fullmove_number(copy, &number) == CRC_OK && number >= 1, "number");
    /* An undo is plain data: it takes its move back on a clone too, where the library has
     * no memory of the make and decodes it. */
    crc_move first[CRC_MAX_MOVES];
    size_t first_count = 0;
    crc_undo first_undo;
    crc_position *twin = NULL;
    CHECK(crc_position_legal_moves(copy, first, CRC_MAX_MOVES, &first_count) == CRC_OK,
          "moves");
    if (first_count > 0) {
        CHECK(crc_position_make(copy, first[0], &first_undo) == CRC_OK, "make");
        CHECK(crc_position_clone(copy, &twin) == CRC_OK, "clone");
        CHECK(crc_position_unmake(twin, first[0], &first_undo) == CRC_OK, "unmake on a clone");
        fen_and_key(twin, copied, sizeof copied, &copied_key);
        CHECK(strcmp(copied, fens[0]) == 0 && copied_key == keys[0], "unmake on a clone");
        crc_position_free(twin);
    }
    crc_position_free(copy);
    crc_position_free(position);
    return ply;
}

/* Undos the library did not write for the position as it stands are refused and change
 * nothing, even when they pass for its own: the genuine undo of an earlier ply whose
 * placement the position repeats (knights out and back), and undos altered in two words at
 * once so that simple check sums would cancel. They go through the decoding path: a
 * refused unmake makes the handle forget the makes it remembered. */
static void check_foreign_undos(void) {
    const char *moves[] = {"b1c3", "b8c6", "c3b1", "c6b8", "b1c3"};
    crc_position *position = NULL;
    crc_move played[5];
    crc_undo undos[5];
    char before[256], after[256];
    uint64_t key_before = 0, key_after = 0;
    if (crc_position_from_fen(CRC_CAPABLANCA_FEN, &position) != CRC_OK)
        abort();
    for (int i = 0; i < 5; i++) {
        CHECK(crc_position_parse_move(position, moves[i], &played[i]) == CRC_OK, "%s", moves[i]);
        CHECK(crc_position_make(position, played[i], &undos[i]) == CRC_OK, "make %s", moves[i]);
    }
    fen_and_key(position, before, sizeof before, &key_before);
    CHECK(crc_position_unmake(position, played[0], &undos[0]) == CRC_INVALID_MOVE,
          "the undo of ply 1 taken at ply 5, where the placement repeats");
    crc_undo forged[2] = {undos[4], undos[4]};
    forged[0].private_[0] ^= 1;
    forged[0].private_[1] ^= 1ULL << 47;
    forged[1].private_[2] ^= 15;
    forged[1].private_[0] ^= 15ULL << 34;
    for (int i = 0; i < 2; i++)
        CHECK(crc_position_unmake(position, played[4], &forged[i]) == CRC_INVALID_MOVE,
              "altered undo %d", i);
    fen_and_key(position, after, sizeof after, &key_after);
    CHECK(strcmp(before, after) == 0 && key_before == key_after, "changed by a refusal");
    /* The genuine undos still take every move back, decoded now. */
    for (int i = 4; i >= 0; i--)
        CHECK(crc_position_unmake(position, played[i], &undos[i]) == CRC_OK, "unmake %d", i);
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
    }
    check_foreign_undos();
    printf("perft ok: %ld\nplies: %ld\nfailures: %ld\n", perft_ok, plies, failures);
    return failures == 0 ? 0 : 1;
}
