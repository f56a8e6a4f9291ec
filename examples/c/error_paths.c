/* Every kind of bad input returns its status and changes nothing: NULL pointers, invalid
 * UTF-8, malformed FENs, illegal positions, illegal and ambiguous moves, out-of-range numbers,
 * small buffers, finished games. Prints "N passed, 0 failed" and exits 0 when all hold. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "crc.h"

static int passed = 0, failed = 0;

#define EXPECT(expr, want)                                                                  \
    do {                                                                                    \
        crc_status got_ = (expr);                                                           \
        if (got_ == (want)) {                                                               \
            passed++;                                                                       \
        } else {                                                                            \
            failed++;                                                                       \
            fprintf(stderr, "line %d: %s gave %d (%s), expected %d\n", __LINE__, #expr,     \
                    (int)got_, crc_status_message((uint32_t)got_), (int)(want));            \
        }                                                                                   \
    } while (0)

#define CHECK(cond)                                                                         \
    do {                                                                                    \
        if (cond) {                                                                         \
            passed++;                                                                       \
        } else {                                                                            \
            failed++;                                                                       \
            fprintf(stderr, "line %d: %s is false\n", __LINE__, #cond);                     \
        }                                                                                   \
    } while (0)

int main(void) {
    char buf[512];
    size_t written = 12345;
    uint32_t number = 777;
    crc_position *position = NULL;
    crc_game *game = NULL;

    /* Status messages: static, never NULL, unknown numbers included. */
    CHECK(strcmp(crc_status_message(CRC_OK), "success") == 0);
    CHECK(strcmp(crc_status_message(424242), "unknown status") == 0);
    CHECK(crc_version() != NULL && strlen(crc_version()) > 0);

    /* Start positions. */
    EXPECT(crc_setup_arrangement(0, buf, sizeof buf, &written), CRC_OUT_OF_RANGE);
    EXPECT(crc_setup_arrangement(48001, buf, sizeof buf, &written), CRC_OUT_OF_RANGE);
    CHECK(written == 12345);
    EXPECT(crc_setup_arrangement(25933, buf, 5, &written), CRC_BUFFER_TOO_SMALL);
    CHECK(written == 11);
    EXPECT(crc_setup_arrangement(25933, NULL, 0, &written), CRC_BUFFER_TOO_SMALL);
    EXPECT(crc_setup_arrangement(25933, buf, sizeof buf, NULL), CRC_NULL_ARGUMENT);
    EXPECT(crc_setup_arrangement(25933, buf, sizeof buf, &written), CRC_OK);
    CHECK(strcmp(buf, "RNBQCKABNR") == 0 && written == 10);
    EXPECT(crc_setup_number(NULL, &number), CRC_NULL_ARGUMENT);
    EXPECT(crc_setup_number("RNBQCKABNR", NULL), CRC_NULL_ARGUMENT);
    EXPECT(crc_setup_number("RNBQCKABN", &number), CRC_INVALID_ARRANGEMENT);
    EXPECT(crc_setup_number("RNBQCKAB\xff\xfe", &number), CRC_INVALID_UTF8);
    CHECK(number == 777);
    EXPECT(crc_setup_number("rnbqckabnr", &number), CRC_OK);
    CHECK(number == 25933);
    bool contains = false;
    EXPECT(crc_rule_set_contains(17, 25933, &contains), CRC_OUT_OF_RANGE);
    EXPECT(crc_rule_set_contains(CRC_RULES_CRC, 25933, NULL), CRC_NULL_ARGUMENT);
    size_t count = 0;
    EXPECT(crc_rule_set_count(CRC_RULES_CRC2006 + 1, &count), CRC_OUT_OF_RANGE);
    EXPECT(crc_rule_set_random(CRC_RULES_CRC, 1, NULL), CRC_NULL_ARGUMENT);

    /* Positions. */
    EXPECT(crc_position_from_fen(NULL, &position), CRC_NULL_ARGUMENT);
    EXPECT(crc_position_from_fen(CRC_CAPABLANCA_FEN, NULL), CRC_NULL_ARGUMENT);
    EXPECT(crc_position_from_fen("not a fen", &position), CRC_INVALID_FEN);
    EXPECT(crc_position_from_fen("rnabqkbcnr/pppppppppp/11/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
                                 &position), CRC_INVALID_FEN);
    EXPECT(crc_position_from_fen("10/10/10/10/10/10/10/10 w - - 0 1", &position),
           CRC_ILLEGAL_POSITION);
    EXPECT(crc_position_from_fen("\xc3\x28", &position), CRC_INVALID_UTF8);
    CHECK(position == NULL);
    EXPECT(crc_position_new(48001, &position), CRC_OUT_OF_RANGE);
    CHECK(position == NULL);
    EXPECT(crc_position_from_fen(CRC_CAPABLANCA_FEN, &position), CRC_OK);
    EXPECT(crc_position_fen(NULL, buf, sizeof buf, &written), CRC_NULL_ARGUMENT);
    EXPECT(crc_position_fen(position, buf, 10, &written), CRC_BUFFER_TOO_SMALL);
    CHECK(written == strlen(CRC_CAPABLANCA_FEN) + 1);
    crc_move moves[CRC_MAX_MOVES];
    EXPECT(crc_position_legal_moves(position, moves, 3, &count), CRC_BUFFER_TOO_SMALL);
    CHECK(count == 28);
    EXPECT(crc_position_legal_moves(position, NULL, 5, &count), CRC_NULL_ARGUMENT);
    EXPECT(crc_position_legal_moves(position, NULL, 0, &count), CRC_BUFFER_TOO_SMALL);
    crc_move bad = {200, 3, CRC_ROLE_NONE, CRC_MOVE_NORMAL};
    EXPECT(crc_position_play(position, bad), CRC_INVALID_MOVE);
    crc_move bad_kind = {14, 34, CRC_ROLE_NONE, 9};
    EXPECT(crc_position_play(position, bad_kind), CRC_INVALID_MOVE);
    crc_move pawn_promotion = {14, 34, CRC_ROLE_KING, CRC_MOVE_PROMOTION};
    EXPECT(crc_position_play(position, pawn_promotion), CRC_INVALID_MOVE);
    crc_move e2e5 = {14, 44, CRC_ROLE_NONE, CRC_MOVE_NORMAL};
    EXPECT(crc_position_play(position, e2e5), CRC_ILLEGAL_MOVE);
    EXPECT(crc_position_play_text(position, "e2e5"), CRC_ILLEGAL_MOVE);
    EXPECT(crc_position_play_text(position, "zz"), CRC_INVALID_MOVE);
    EXPECT(crc_position_play_text(position, NULL), CRC_NULL_ARGUMENT);
    EXPECT(crc_position_play_text(NULL, "e2e4"), CRC_NULL_ARGUMENT);
    EXPECT(crc_position_san(position, e2e5, buf, sizeof buf, &written), CRC_ILLEGAL_MOVE);
    EXPECT(crc_position_make(NULL, e2e5), CRC_NULL_ARGUMENT);
    EXPECT(crc_position_make(position, bad), CRC_INVALID_MOVE);
    EXPECT(crc_position_make(position, e2e5), CRC_ILLEGAL_MOVE);
    EXPECT(crc_position_unmake(NULL), CRC_NULL_ARGUMENT);
    EXPECT(crc_position_unmake(position), CRC_NOTHING_TO_UNDO);
    crc_bitboards bitboards;
    EXPECT(crc_position_bitboards(position, NULL), CRC_NULL_ARGUMENT);
    EXPECT(crc_position_bitboards(NULL, &bitboards), CRC_NULL_ARGUMENT);
    uint64_t nodes = 99;
    EXPECT(crc_position_perft(position, 21, &nodes), CRC_OUT_OF_RANGE);
    CHECK(nodes == 99);
    EXPECT(crc_position_fen(position, buf, sizeof buf, &written), CRC_OK);
    CHECK(strcmp(buf, CRC_CAPABLANCA_FEN) == 0);
    crc_move e2e4;
    EXPECT(crc_position_parse_move(position, "e2e4", &e2e4), CRC_OK);
    CHECK(e2e4.from == 14 && e2e4.to == 34 && e2e4.kind == CRC_MOVE_NORMAL);
    crc_position_free(position);
    crc_position_free(NULL);

    /* Games. */
    EXPECT(crc_game_new(0, &game), CRC_OUT_OF_RANGE);
    EXPECT(crc_game_new_random(1, 99, &game), CRC_OUT_OF_RANGE);
    EXPECT(crc_game_from_pgn("1. e4 *", &game), CRC_INVALID_PGN);
    CHECK(game == NULL);
    EXPECT(crc_game_from_fen("k9/10/1K8/10/10/10/10/9C w - - 0 1", &game), CRC_OK);
    EXPECT(crc_game_undo(game), CRC_NOTHING_TO_UNDO);
    EXPECT(crc_game_claim_draw(game), CRC_NO_CLAIM);
    EXPECT(crc_game_resign(game, 7), CRC_OUT_OF_RANGE);
    EXPECT(crc_game_play_text(game, "Cj9"), CRC_INVALID_MOVE);
    EXPECT(crc_game_play_text(game, "Cb2"), CRC_ILLEGAL_MOVE);
    EXPECT(crc_game_play_text(game, "Cj8"), CRC_OK);
    crc_outcome outcome;
    EXPECT(crc_game_outcome(game, &outcome), CRC_OK);
    CHECK(outcome.result == CRC_RESULT_WHITE_WINS && outcome.reason == CRC_REASON_CHECKMATE);
    EXPECT(crc_game_play_text(game, "Kb8"), CRC_GAME_OVER);
    EXPECT(crc_game_resign(game, CRC_BLACK), CRC_GAME_OVER);
    EXPECT(crc_game_history(game, buf, sizeof buf, &written), CRC_OK);
    CHECK(strcmp(buf, "Cj8#") == 0);
    EXPECT(crc_game_undo(game), CRC_OK);
    EXPECT(crc_game_outcome(game, &outcome), CRC_OK);
    CHECK(outcome.result == CRC_RESULT_ONGOING);
    crc_game_free(game);

    EXPECT(crc_game_from_fen("4k5/10/10/10/10/10/2N3N3/4K5 w - - 0 1", &game), CRC_OK);
    EXPECT(crc_game_play_text(game, "Ne3"), CRC_AMBIGUOUS_MOVE);
    EXPECT(crc_game_fen(game, buf, sizeof buf, &written), CRC_OK);
    CHECK(strcmp(buf, "4k5/10/10/10/10/10/2N3N3/4K5 w - - 0 1") == 0);
    crc_game_free(game);
    crc_game_free(NULL);

    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
