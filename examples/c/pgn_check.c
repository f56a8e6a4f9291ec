/* Reads every game of a PGN file with libcrc's PGN reader (crc_pgn_reader_open, which reads
 * the file as it goes, and crc_pgn_reader_next), and prints one line per game: its number, the number of plies, the
 * result and the final X-FEN; or, for a game the reader refuses, the reason. Then
 * "games: N, errors: E". The exit status is 0 when every game reads, 1 otherwise.
 *
 * Usage: pgn_check FILE.pgn */
#include <stdio.h>

#include "crc.h"

int main(int argc, char **argv) {
    crc_pgn_reader *reader = NULL;
    crc_game *game = NULL;
    crc_status status;
    char buf[512];
    size_t written = 0, plies = 0;
    unsigned games = 0, errors = 0;

    if (argc != 2) {
        fprintf(stderr, "usage: pgn_check FILE.pgn\n");
        return 2;
    }
    status = crc_pgn_reader_open(argv[1], &reader);
    if (status != CRC_OK) {
        /* CRC_IO_ERROR: the path and the system's reason. */
        crc_last_error(buf, sizeof buf, &written);
        fprintf(stderr, "%s\n", buf);
        return 1;
    }
    for (;;) {
        status = crc_pgn_reader_next(reader, &game);
        if (status == CRC_END)
            break;
        games++;
        if (status != CRC_OK) {
            errors++;
            crc_last_error(buf, sizeof buf, &written);
            printf("game %u: error: %s\n", games, buf);
            /* The reader goes on after a game it cannot read; after anything else, stop. */
            if (status != CRC_INVALID_PGN)
                break;
            continue;
        }
        crc_game_move_count(game, &plies);
        crc_game_result(game, buf, sizeof buf, &written);
        printf("game %u: %zu plies, %s, ", games, plies, buf);
        crc_game_fen(game, buf, sizeof buf, &written);
        printf("%s\n", buf);
        crc_game_free(game);
    }
    crc_pgn_reader_free(reader);
    printf("games: %u, errors: %u\n", games, errors);
    return errors == 0 && games > 0 ? 0 : 1;
}
