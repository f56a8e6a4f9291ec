/* The clock: the time of each move from CECP's level/st/sd/time or UCI's go wtime/btime/
 * winc/binc/movestogo/movetime.
 *
 * Each move gets a soft budget (the time left, less a reserve, shared among the moves to the
 * next time control, plus most of the increment) and a hard limit (at most three soft
 * budgets and never more than half of what is left beyond the reserve). No iteration starts
 * after half the soft budget; the search stops at the hard limit. */
#include "engine.h"

double seconds_of(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

double now(void) { return seconds_of(CLOCK_MONOTONIC); }

time_budget plan_time(const limits *l) {
    time_budget none = {0, 0};
    if (l->infinite)
        return none;
    if (l->movetime_ms > 0) {
        double t = (double)l->movetime_ms / 1000.0;
        double hard = t - 0.03 - t * 0.02;
        if (hard < 0.005)
            hard = 0.005;
        time_budget exact = {hard, hard};
        return exact;
    }
    if (l->time_left_ms < 0)
        return none;
    double left = (double)l->time_left_ms / 1000.0, inc = (double)l->inc_ms / 1000.0;
    double reserve = 0.03 + left * 0.05;
    double available = left - reserve;
    if (available < 0.005)
        available = 0.005;
    int to_go = l->moves_to_go > 0 ? l->moves_to_go : 30;
    if (inc > available / 2)
        inc = available / 2;
    double soft = available / (to_go + 1) + inc * 0.75;
    double hard = soft * 3;
    if (hard > available / 2 + inc * 0.75)
        hard = available / 2 + inc * 0.75;
    if (hard > available)
        hard = available;
    if (soft > hard)
        soft = hard;
    time_budget budget = {soft, hard};
    return budget;
}
