/* The transposition table: keyed by the library's zobrist key, allocated once (and again
 * only when UCI's Hash option changes its size), one entry a slot. */
#include "engine.h"

#include <stdlib.h>
#include <string.h>

bool tt_allocate(transposition_table *tt, size_t megabytes) {
    size_t entries = 1;
    while (entries * 2 * sizeof(tt_entry) <= megabytes * 1024 * 1024)
        entries *= 2;
    tt_entry *fresh = calloc(entries, sizeof(tt_entry));
    if (!fresh)
        return false;
    free(tt->entries);
    tt->entries = fresh;
    tt->mask = entries - 1;
    return true;
}

void tt_free(transposition_table *tt) {
    free(tt->entries);
    tt->entries = NULL;
}

void tt_clear(transposition_table *tt) {
    memset(tt->entries, 0, (tt->mask + 1) * sizeof(tt_entry));
}

void tt_new_search(transposition_table *tt) {
    tt->generation = (uint8_t)((tt->generation + 1) & 63);
}

tt_entry *tt_slot(const transposition_table *tt, uint64_t key) {
    return &tt->entries[key & tt->mask];
}

/* Mate scores are stored as distances from the node, not from the root. */
static int score_to_tt(int score, int ply) {
    return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
}

int score_from_tt(int score, int ply) {
    return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
}

void tt_store(transposition_table *tt, uint64_t key, int depth, int score, int bound,
              crc_move mv, int ply) {
    tt_entry *e = tt_slot(tt, key);
    bool same = e->key == key;
    /* Keep a deeper entry of this search for another position. */
    if (!same && (e->info >> 2) == tt->generation && depth + 2 < e->depth)
        return;
    if (!is_move(mv) && same)
        mv = e->move;
    e->key = key;
    e->move = mv;
    e->score = (int16_t)score_to_tt(score, ply);
    e->depth = (uint8_t)(depth < 0 ? 0 : depth);
    e->info = (uint8_t)(bound | tt->generation << 2);
}
