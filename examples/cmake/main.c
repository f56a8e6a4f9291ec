/* Says which libcrc it runs against, and whether that is the one it was compiled for, then
 * plays 1. e4 from the Gothic array. */
#include <stdio.h>
#include <string.h>

#include "crc.h"

int main(void) {
    printf("header %s, library %s\n", CRC_VERSION_STRING, crc_version());
    if (strcmp(CRC_VERSION_STRING, crc_version()) != 0)
        return 1;
    crc_game *game = NULL;
    char fen[128];
    size_t written = 0;
    if (crc_game_new(25933, &game) != CRC_OK || crc_game_play_text(game, "e4") != CRC_OK ||
        crc_game_fen(game, fen, sizeof fen, &written) != CRC_OK) {
        crc_game_free(game);
        return 1;
    }
    printf("fen: %s\n", fen);
    crc_game_free(game);
    return 0;
}
