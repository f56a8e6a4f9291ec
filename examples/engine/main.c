/* crc-cecp's command line and command loop (engine.h lists the engine's files).
 *
 * Usage: cecp_engine [DEPTH]        CECP, or UCI when the first command is "uci"; DEPTH
 *                                   caps the search depth in plies (default: no cap)
 *        cecp_engine bench [DEPTH [verify]]
 *                                   nodes per second on fixed positions (default depth 5);
 *                                   with verify, checks the engine's bitboards against the
 *                                   library's after every move of the search */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    evaluation_init();
    engine *e = engine_new();
    if (!e)
        return 1;
    int status = 0;
    if (argc > 1 && strcmp(argv[1], "bench") == 0) {
        status = bench(e, argc > 2 && atoi(argv[2]) > 0 ? atoi(argv[2]) : 5,
                       argc > 3 && strcmp(argv[3], "verify") == 0);
    } else {
        if (argc > 1 && atoi(argv[1]) > 0)
            e->depth_cap = min_int(atoi(argv[1]), MAX_DEPTH);
        static char line[INPUT_CAPACITY + 1];
        bool (*command)(engine *, char *) = cecp_command;
        bool first = true;
        while (input_next(&e->input, line, sizeof line)) {
            if (first && line[0] != '\0') {
                first = false;
                if (strcmp(line, "uci") == 0)
                    command = uci_command;
            }
            if (!command(e, line))
                break;
        }
    }
    engine_free(e);
    return status;
}
