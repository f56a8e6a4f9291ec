/* Perft written the way a C engine walks the tree: crc_position_legal_moves, then
 * crc_position_make / crc_position_unmake for each move (the handle keeps the undo stack),
 * nothing allocated below the root once the stack is warm.
 * The last ply is counted in bulk (crc_position_legal_move_count), as the library's own
 * perft counts it, unless `list_last_ply` asks for the moves to be listed there too.
 * Shared by engine_api.c and perft_bench.c. */
#ifndef MAKE_UNMAKE_PERFT_H
#define MAKE_UNMAKE_PERFT_H

#include <stdint.h>
#include <stdlib.h>

#include "crc.h"

static uint64_t make_unmake_perft(crc_position *position, unsigned depth, int list_last_ply) {
    crc_move moves[CRC_MAX_MOVES];
    size_t count = 0;
    if (depth == 0)
        return 1;
    if (depth == 1 && !list_last_ply) {
        if (crc_position_legal_move_count(position, &count) != CRC_OK)
            abort();
        return count;
    }
    if (crc_position_legal_moves(position, moves, CRC_MAX_MOVES, &count) != CRC_OK)
        abort();
    if (depth == 1)
        return count;
    uint64_t nodes = 0;
    for (size_t i = 0; i < count; i++) {
        if (crc_position_make(position, moves[i]) != CRC_OK)
            abort();
        nodes += make_unmake_perft(position, depth - 1, list_last_ply);
        if (crc_position_unmake(position) != CRC_OK)
            abort();
    }
    return nodes;
}

#endif
