/* How close a C engine gets to the library's own speed: perft written in C on
 * crc_position_legal_moves + crc_position_make / crc_position_unmake (no allocation below
 * the root), against crc_position_perft on the same position, in the same run.
 *
 * The C perft counts its last ply as the library's does, in bulk
 * (crc_position_legal_move_count); with --list it lists the last ply's moves too
 * (crc_position_legal_moves), which is what a search that visits every move pays.
 *
 * Each position is timed ROUNDS times, the two perfts taking turns, and the fastest time
 * of each counts: on a machine other jobs share, the fastest run is the one least
 * disturbed, and taking turns exposes both to the same conditions.
 *
 * Usage: perft_bench [--list] DEPTH FEN...   Prints a Markdown table row per position and
 * the ratio of the C perft's nodes per second to the library's over all of them.
 *        perft_bench --once [--list] DEPTH FEN...   Counts once with the C perft alone and
 * prints "nodes: N" (the sum over the positions): what callgrind measures in
 * scripts/perft-instructions.sh --c-list, where the library's perft would only be noise. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime in C99 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "crc.h"
#include "make_unmake_perft.h"

enum { ROUNDS = 5 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The C perft of each position once, alone. */
static int count_once(unsigned depth, int list_last_ply, int count, char **fens) {
    uint64_t nodes = 0;
    for (int i = 0; i < count; i++) {
        crc_position *position = NULL;
        if (crc_position_from_fen(fens[i], &position) != CRC_OK) {
            fprintf(stderr, "not a position: %s\n", fens[i]);
            return 1;
        }
        nodes += make_unmake_perft(position, depth, list_last_ply);
        crc_position_free(position);
    }
    printf("nodes: %" PRIu64 "\n", nodes);
    return 0;
}

int main(int argc, char **argv) {
    int once = 0, list_last_ply = 0;
    for (; argc > 1 && strncmp(argv[1], "--", 2) == 0; argv++, argc--) {
        if (strcmp(argv[1], "--once") == 0) {
            once = 1;
        } else if (strcmp(argv[1], "--list") == 0) {
            list_last_ply = 1;
        } else {
            fprintf(stderr, "unknown option %s\n", argv[1]);
            return 2;
        }
    }
    if (argc < 3) {
        fprintf(stderr, "usage: perft_bench [--once] [--list] DEPTH FEN...\n");
        return 2;
    }
    char *end = NULL;
    unsigned long depth = strtoul(argv[1], &end, 10);
    if (*argv[1] == '\0' || *end != '\0' || depth < 1 || depth > CRC_MAX_PERFT_DEPTH) {
        fprintf(stderr, "not a depth from 1 to %d: %s\n", CRC_MAX_PERFT_DEPTH, argv[1]);
        return 2;
    }
    if (once)
        return count_once((unsigned)depth, list_last_ply, argc - 2, argv + 2);
    double library_seconds = 0, api_seconds = 0;
    uint64_t all_nodes = 0;
    printf("| position | nodes | crc_position_perft nps | C make/unmake nps | ratio |\n");
    printf("|---|---:|---:|---:|---:|\n");
    for (int i = 2; i < argc; i++) {
        crc_position *position = NULL;
        if (crc_position_from_fen(argv[i], &position) != CRC_OK) {
            fprintf(stderr, "not a position: %s\n", argv[i]);
            return 1;
        }
        uint64_t library_nodes = 0, api_nodes = 0;
        double library = 0, api = 0;
        for (int round = 0; round < ROUNDS; round++) {
            double start = now();
            if (crc_position_perft(position, (unsigned)depth, &library_nodes) != CRC_OK)
                return 1;
            double seconds = now() - start;
            library = round == 0 || seconds < library ? seconds : library;
            start = now();
            api_nodes = make_unmake_perft(position, (unsigned)depth, list_last_ply);
            seconds = now() - start;
            api = round == 0 || seconds < api ? seconds : api;
        }
        if (api_nodes != library_nodes) {
            fprintf(stderr, "%s: %" PRIu64 " against %" PRIu64 "\n", argv[i], api_nodes,
                    library_nodes);
            return 1;
        }
        printf("| %s | %" PRIu64 " | %.0f | %.0f | %.0f%% |\n", argv[i], api_nodes,
               (double)library_nodes / library, (double)api_nodes / api, 100.0 * library / api);
        library_seconds += library;
        api_seconds += api;
        all_nodes += api_nodes;
        crc_position_free(position);
    }
    printf("| all | %" PRIu64 " | %.0f | %.0f | %.0f%% |\n", all_nodes,
           (double)all_nodes / library_seconds, (double)all_nodes / api_seconds,
           100.0 * library_seconds / api_seconds);
    return 0;
}
