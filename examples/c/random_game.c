/* Prints a random CRC start position and plays a short game with legal moves chosen by a
 * small pseudo-random generator, printing each move's SAN, the final X-FEN and the outcome.
 *
 * Usage: random_game [SEED [PLIES]]   (defaults 1 and 40) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "crc.h"

static int fail(const char *what, crc_status status) {
    fprintf(stderr, "%s: %s\n", what, crc_status_message((uint32_t)status));
    return 1;
}

static const char *reason_name(crc_reason reason) {
    switch (reason) {
    case CRC_REASON_CHECKMATE: return "checkmate";
    case CRC_REASON_STALEMATE: return "stalemate";
    case CRC_REASON_INSUFFICIENT_MATERIAL: return "insufficient material";
    case CRC_REASON_FIVEFOLD_REPETITION: return "fivefold repetition";
    case CRC_REASON_SEVENTY_FIVE_MOVE_RULE: return "seventy-five-move rule";
    default: return "ongoing";
    }
}

int main(int argc, char **argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    long plies = argc > 2 ? strtol(argv[2], NULL, 10) : 40;
    char text[256];
    size_t written = 0;
    uint32_t number = 0;
    crc_status status;

    printf("crc %s\n", crc_version());
    if ((status = crc_rule_set_random(CRC_RULES_CRC, seed, &number)) != CRC_OK)
        return fail("crc_rule_set_random", status);
    if ((status = crc_setup_arrangement(number, text, sizeof text, &written)) != CRC_OK)
        return fail("crc_setup_arrangement", status);
    printf("number: %u\narrangement: %s\n", (unsigned)number, text);

    crc_game *game = NULL;
    if ((status = crc_game_new(number, &game)) != CRC_OK)
        return fail("crc_game_new", status);
    if ((status = crc_game_fen(game, text, sizeof text, &written)) != CRC_OK)
        return fail("crc_game_fen", status);
    printf("start: %s\n", text);

    uint64_t state = seed * 6364136223846793005u + 1442695040888963407u;
    crc_move moves[CRC_MAX_MOVES];
    crc_outcome outcome = {CRC_RESULT_ONGOING, CRC_REASON_NONE};
    printf("moves:");
    for (long ply = 0; ply < plies; ply++) {
        size_t count = 0;
        if ((status = crc_game_legal_moves(game, moves, CRC_MAX_MOVES, &count)) != CRC_OK)
            return fail("crc_game_legal_moves", status);
        if (count == 0)
            break;
        state = state * 6364136223846793005u + 1442695040888963407u;
        crc_move chosen = moves[(state >> 33) % count];
        if ((status = crc_game_san(game, chosen, text, sizeof text, &written)) != CRC_OK)
            return fail("crc_game_san", status);
        if ((status = crc_game_play(game, chosen)) != CRC_OK)
            return fail("crc_game_play", status);
        printf(" %s", text);
        if ((status = crc_game_outcome(game, &outcome)) != CRC_OK)
            return fail("crc_game_outcome", status);
        if (outcome.result != CRC_RESULT_ONGOING)
            break;
    }
    printf("\n");
    if ((status = crc_game_fen(game, text, sizeof text, &written)) != CRC_OK)
        return fail("crc_game_fen", status);
    printf("fen: %s\n", text);
    static const char *results[] = {"*", "1-0", "0-1", "1/2-1/2"};
    printf("outcome: %s %s\n", reason_name(outcome.reason), results[outcome.result]);
    crc_game_free(game);
    return 0;
}
