/* Reads every game of a PGN file with libcrc's PGN reader (crc_pgn_reader_new and
 * crc_pgn_reader_next), and prints one line per game: its number, the number of plies, the
 * result and the final X-FEN; or, for a game the reader refuses, the reason. Then
 * "games: N, errors: E". The exit status is 0 when every game reads, 1 otherwise.
 *
 * Usage: pgn_check FILE.pgn */
#include <stdio.h>
#include <stdlib.h>

#include "crc.h"

/* The whole file as a NUL-terminated string, or NULL. */
static char *read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    char *text = NULL;
    long size;
    if (file == NULL)
        return NULL;
    if (fseek(file, 0, SEEK_END) == 0 && (size = ftell(file)) >= 0 && fseek(file, 0, SEEK_SET) == 0 &&
        (text = malloc((size_t)size + 1)) != NULL) {
        if (fread(text, 1, (size_t)size, file) != (size_t)size) {
            free(text);
            text = NULL;
        } else {
            text[size] = '\0';
        }
    }
    fclose(file);
    return text;
}

int main(int argc, char **argv) {
    char *text;
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
    if ((text = read_file(argv[1])) == NULL) {
        perror(argv[1]);
        return 1;
    }
    status = crc_pgn_reader_new(text, &reader);
    free(text);
    if (status != CRC_OK) {
        fprintf(stderr, "crc_pgn_reader_new: %s\n", crc_status_message((unsigned)status));
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
