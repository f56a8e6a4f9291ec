/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * backend-globals.c: what the tests of examples/xboard/ need of backend.c, which does not
 * link without XBoard's GUI: the globals that moves.o, parser.o and the extracted functions
 * use, and those functions themselves, extracted from the tree being tested by extract.py
 * into backend-extract.c. Compiled as XBoard compiles its own sources.
 *
 * Copyright the crc authors. Part of a patch to GNU XBoard: GPL-3.0-or-later, see COPYING.
 */
#include "config.h"

#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "backend.h"
#include "moves.h"
#include "parser.h"

AppData appData;
GameInfo gameInfo;
Board boards[MAX_MOVES];
Board initialPosition;
char moveList[MAX_MOVES][MOVE_LEN];
FILE *debugFP;
signed char castlingRank[BOARD_FILES];
unsigned char initialRights[BOARD_FILES];
int nrCastlingRights, FENrulePlies, deadRanks;
int killX = -1, killY = -1, kill2X = -1, kill2Y = -1, legNr = 1;

/* The shuffle's globals and shades, as backend.c defines them above SetUpShuffle. */
#define DARK 1
#define LITE 2
#define ANY 3
int squaresLeft[4];
int piecesLeft[(int) BlackPawn];
int seed, nrOfShuffles;

#include "backend-extract.c"
