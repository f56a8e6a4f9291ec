/* Writes the SVG diagram of a position to stdout: the last move highlighted, an arrow, a
 * marked square and the checked king (if any), 480 px wide, Black at the bottom with
 * "flip".
 *
 * Usage: svg_diagram [FEN [flip]] > board.svg   (default: the Capablanca array after e4) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "crc.h"

static int fail(const char *what, crc_status status) {
    char detail[512];
    size_t written = 0;
    if (crc_last_error(detail, sizeof detail, &written) != CRC_OK)
        detail[0] = '\0';
    fprintf(stderr, "%s: %s (%s)\n", what, crc_status_message((uint32_t)status), detail);
    return 1;
}

int main(int argc, char **argv) {
    const char *fen = argc > 1 ? argv[1]
                               : "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR"
                                 " b KQkq e3 0 1";
    crc_position *position = NULL;
    crc_status status = crc_position_from_fen(fen, &position);
    if (status != CRC_OK)
        return fail("crc_position_from_fen", status);

    /* Squares are rank * 10 + file: e2 = 14, e4 = 34, e7 = 64, e5 = 44, d1 = 3, h5 = 47. */
    const crc_svg_arrow arrows[] = {{64, 44, 0x1b7f3b}, {3, 47, 0xb22222}};
    const uint8_t marked[] = {47};
    crc_svg_options options = crc_svg_options_default();
    options.size = 480;
    options.flipped = argc > 2 && strcmp(argv[2], "flip") == 0;
    options.last_from = 14;
    options.last_to = 34;
    options.arrows = arrows;
    options.arrow_count = sizeof arrows / sizeof arrows[0];
    options.marked = marked;
    options.marked_count = sizeof marked / sizeof marked[0];

    /* Ask for the size first: a too-small buffer reports the bytes needed, NUL included. */
    size_t needed = 0;
    status = crc_position_svg(position, &options, NULL, 0, &needed);
    if (status != CRC_BUFFER_TOO_SMALL)
        return fail("crc_position_svg (size)", status);
    char *svg = malloc(needed);
    size_t written = 0;
    if (svg == NULL) {
        crc_position_free(position);
        return 1;
    }
    status = crc_position_svg(position, &options, svg, needed, &written);
    if (status == CRC_OK)
        fwrite(svg, 1, written, stdout);
    free(svg);
    crc_position_free(position);
    return status == CRC_OK ? 0 : fail("crc_position_svg", status);
}
