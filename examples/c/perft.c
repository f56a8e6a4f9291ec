/* Counts the leaf nodes of the legal move tree (perft) of an X-FEN position.
 *
 * Usage: perft "X-FEN" DEPTH   (prints "nodes: N") */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "crc.h"

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s \"X-FEN\" DEPTH\n", argv[0]);
        return 2;
    }
    crc_position *position = NULL;
    crc_status status = crc_position_from_fen(argv[1], &position);
    if (status != CRC_OK) {
        fprintf(stderr, "error: %s\n", crc_status_message((uint32_t)status));
        return 1;
    }
    uint64_t nodes = 0;
    status = crc_position_perft(position, (uint32_t)strtoul(argv[2], NULL, 10), &nodes);
    crc_position_free(position);
    if (status != CRC_OK) {
        fprintf(stderr, "error: %s\n", crc_status_message((uint32_t)status));
        return 1;
    }
    printf("nodes: %llu\n", (unsigned long long)nodes);
    return 0;
}
