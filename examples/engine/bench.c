/* The bench: nodes per second on fixed positions, by the wall clock and by the process's CPU
 * time; with verify, the engine's bitboards checked against the library's after every move
 * of the search. */
#include "engine.h"

#include <stdio.h>

/* The positions of the bench: two start arrays, a middlegame and an endgame. */
static const char *const BENCH_FENS[] = {
    CRC_CAPABLANCA_FEN,
    "nrabnqbkcr/pppppppppp/10/10/10/10/PPPPPPPPPP/NRABNQBKCR w KQkq - 0 1",
    "rq1nkbncar/pppb1p1pp1/3p2p3/9P/2Pp5P/5N1P2/PP2PP4/RQBNKB1CAR b KQkq - 1 8",
    "2r3k3/1p3ppp2/p1a7/10/4P5/1A3N4/PP3PPP2/3R2K3 w - - 0 30",
};

/* Searches each bench position to `depth` (a fresh table for each) and prints its nodes,
 * the time, and the nodes per second by the wall clock and by the process's CPU time
 * (steadier on a busy machine). */
int bench(engine *e, int depth, bool verify) {
    search_state *s = &e->search;
    uint64_t all_nodes = 0;
    double all_wall = 0, all_cpu = 0;
    search_hooks quiet = {NULL, NULL, NULL};
    s->hooks = quiet;
    s->verify = verify;
    for (size_t i = 0; i < sizeof BENCH_FENS / sizeof BENCH_FENS[0]; i++) {
        reset_game(e, BENCH_FENS[i]);
        search_clear(s);
        limits l = {-1, 0, 0, 0, depth, 0, false, NULL};
        crc_move mv;
        char text[16];
        double wall = seconds_of(CLOCK_MONOTONIC), cpu = seconds_of(CLOCK_PROCESS_CPUTIME_ID);
        if (!think(s, e->game, &l, &mv) ||
            !move_text(s->pos, mv, e->capablanca_variant, text, sizeof text))
            return 1;
        wall = seconds_of(CLOCK_MONOTONIC) - wall;
        cpu = seconds_of(CLOCK_PROCESS_CPUTIME_ID) - cpu;
        printf("position %zu: depth %d, nodes %llu, %.3f s, %.0f nps, cpu %.3f s, %.0f nps, "
               "move %s\n",
               i + 1, depth, (unsigned long long)s->nodes, wall, (double)s->nodes / wall, cpu,
               (double)s->nodes / cpu, text);
        all_nodes += s->nodes;
        all_wall += wall;
        all_cpu += cpu;
    }
    printf("total: nodes %llu, %.3f s, %.0f nps, cpu %.3f s, %.0f nps\n",
           (unsigned long long)all_nodes, all_wall, (double)all_nodes / all_wall, all_cpu,
           (double)all_nodes / all_cpu);
    if (verify)
        printf("verified: %llu moves, %llu failures\n", s->verified, s->verify_failures);
    return s->verify_failures == 0 ? 0 : 1;
}
