/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * caparandom.h: XBoard's -variant caparandom as the tests set it up, and its pieces and
 * castling rights in libcrc's terms (caparandom.c).
 *
 * Copyright the crc authors. Part of a patch to GNU XBoard: GPL-3.0-or-later, see COPYING.
 */
#ifndef CAPARANDOM_H
#define CAPARANDOM_H

#include <crc.h>

#define FILES 10
#define RANKS 8

/* Sets XBoard's globals as InitPosition does for -variant caparandom. */
void InitCaparandom(void);

/* XBoard's piece of a libcrc role and colour. */
ChessSquare XPiece(crc_role role, crc_color color);

/* XBoard's promotion character for a libcrc role: its letter for the black piece. */
int PromoChar(crc_role role);

/* The castling rights of an XBoard board as rook file letters in libcrc's Shredder-FEN order
 * (White's upper case, then Black's, each h-side first), "-" for none. */
void XRights(Board board, char out[8]);

#endif
