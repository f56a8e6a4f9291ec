/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * shuffle.c: the start positions of XBoard's -variant caparandom, against libcrc's rule sets.
 *
 * Usage: shuffle
 *
 * Compiled with SetUpShuffle and its helpers extracted from the tree's backend.c
 * (backend-extract.c, by extract.py). In a --with-libcrc tree it checks that the starts
 * drawn after srandom(1) ... srandom(1000) are all in today's CRC rule set, at least 900 of
 * them distinct, and that -defaultFrcPosition N gives Scharnagl's arrangement N (25933 the
 * Gothic array, 0 and 48000 the same, 48001 arrangement 1). In an unpatched tree it counts
 * what XBoard's own shuffle numbers, and fails unless some of its starts are outside the
 * CRC rule set (which is what the patch is for).
 *
 * Copyright the crc authors. Part of a patch to GNU XBoard: GPL-3.0-or-later, see COPYING.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <crc.h>

#include "common.h"
#include "backend.h"
#include "moves.h"
#include "caparandom.h"

/* backend.c's, which no header declares (backend-globals.c defines them). */
extern int nrOfShuffles;
void SetUpShuffle(Board board, int number);

/* The back rank XBoard shuffles: its array for Capablanca chess, as InitPosition sets it. */
static void
CapablancaRank (Board board)
{
    static const ChessSquare rank[FILES] = {
        WhiteRook, WhiteKnight, WhiteAngel, WhiteBishop, WhiteQueen,
        WhiteKing, WhiteBishop, WhiteMarshall, WhiteKnight, WhiteRook
    };
    int file;
    for (file = 0; file < FILES; file++) {
        board[0][file] = rank[file];
        board[7][file] = (ChessSquare) (WHITE_TO_BLACK rank[file]);
    }
}

/* The arrangement of a shuffled back rank in X-FEN letters, such as RNBQCKABNR; 0 when a
 * square holds something else, or Black's rank does not mirror White's. */
static int
Arrangement (Board board, char out[FILES + 1])
{
    int file;
    for (file = 0; file < FILES; file++) {
        switch (board[0][file]) {
        case WhiteRook: out[file] = 'R'; break;
        case WhiteKnight: out[file] = 'N'; break;
        case WhiteBishop: out[file] = 'B'; break;
        case WhiteQueen: out[file] = 'Q'; break;
        case WhiteKing: out[file] = 'K'; break;
        case WhiteAngel: out[file] = 'A'; break;
        case WhiteMarshall: out[file] = 'C'; break;
        default: return 0;
        }
        if (board[7][file] != (ChessSquare) (WHITE_TO_BLACK board[0][file])) return 0;
    }
    out[FILES] = '\0';
    return 1;
}

/* Scharnagl's number of a shuffled back rank, 0 when it is not one of the 48,000. */
static uint32_t
Number (Board board)
{
    char arrangement[FILES + 1];
    uint32_t number;
    if (!Arrangement(board, arrangement) || crc_setup_number(arrangement, &number) != CRC_OK)
        return 0;
    return number;
}

static int
Contains (crc_rule_set rules, uint32_t number)
{
    bool contains = false;
    return number && crc_rule_set_contains(rules, number, &contains) == CRC_OK && contains;
}

static Board board;

/* The start XBoard sets up for -defaultFrcPosition `position`, after srandom(`seed`). */
static uint32_t
Shuffle (int position, unsigned seed)
{
    appData.defaultFrcPosition = position;
    srandom(seed);
    CapablancaRank(board);
    SetUpShuffle(board, position);
    return Number(board);
}

int
main (void)
{
    static unsigned char seen[48001];
    int failures = 0, seed, distinct = 0, inCrc = 0;

    InitCaparandom();

    for (seed = 1; seed <= 1000; seed++) {
        uint32_t number = Shuffle(-1, (unsigned) seed);
        inCrc += Contains(CRC_RULES_CRC, number);
        if (number && !seen[number]++) distinct++;
    }
    printf("shuffle: srandom(1) ... srandom(1000): %d starts in the CRC rule set, %d distinct\n",
           inCrc, distinct);

#ifdef HAVE_LIBCRC
    {
        static const struct { int position; uint32_t number; } fixed[] = {
            { 25933, 25933 }, { 1, 1 }, { 48000, 48000 },
            { 0, 48000 }, { 48001, 1 }, { 96000, 48000 },
        };
        size_t i;
        if (inCrc != 1000) {
            printf("shuffle: FAILED: %d starts outside the CRC rule set\n", 1000 - inCrc);
            failures++;
        }
        if (distinct < 900) {
            printf("shuffle: FAILED: only %d distinct starts\n", distinct);
            failures++;
        }
        for (i = 0; i < sizeof fixed / sizeof *fixed; i++) {
            uint32_t number = Shuffle(fixed[i].position, 1);
            char arrangement[FILES + 1] = "";
            Arrangement(board, arrangement);
            printf("shuffle: -defaultFrcPosition %d: %s, number %u\n", fixed[i].position,
                   arrangement, (unsigned) number);
            if (number != fixed[i].number || appData.defaultFrcPosition != (int) fixed[i].number) {
                printf("shuffle: FAILED: expected number %u\n", (unsigned) fixed[i].number);
                failures++;
            }
        }
        if (Shuffle(25933, 1) != 25933 || board[CASTLING][0] != 9 || board[CASTLING][1] != 0
            || board[CASTLING][2] != 5 || board[CASTLING][3] != 9 || board[CASTLING][4] != 0
            || board[CASTLING][5] != 5) {
            printf("shuffle: FAILED: the Gothic array's castling rights\n");
            failures++;
        }
    }
#else
    {
        /* XBoard's own numbering: every number it draws from, taken in turn. */
        int position, total, basic = 0, sameColour = 0, protectedPawns = 0, crc = 0;
        Shuffle(0, 1);
        total = nrOfShuffles;
        for (position = 0; position < total; position++) {
            uint32_t number = Shuffle(position, 1);
            char arrangement[FILES + 1] = "";
            if (Arrangement(board, arrangement))
                sameColour += (strchr(arrangement, 'Q') - arrangement) % 2
                    == (strchr(arrangement, 'A') - arrangement) % 2;
            basic += number != 0;
            protectedPawns += Contains(CRC_RULES_PROTECTED, number);
            crc += Contains(CRC_RULES_CRC, number);
        }
        printf("shuffle: XBoard numbers %d arrangements: %d among Scharnagl's 48,000, %d with "
               "the queen and archbishop on squares of one colour, %d with every pawn protected, "
               "%d (%.1f %%) in the CRC rule set\n", total, basic, sameColour, protectedPawns, crc,
               100.0 * crc / total);
        if (inCrc == 1000 || crc == total) {
            printf("shuffle: FAILED: XBoard's own shuffle gave only CRC starts\n");
            failures++;
        }
    }
#endif
    return failures ? 1 : 0;
}
