/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * crcrules.h: XBoard's variant caparandom (Capablanca Random Chess) on libcrc.
 *
 * Built only with `./configure --with-libcrc`, which defines HAVE_LIBCRC. Where the variant
 * being played is caparandom, each call below answers in place of XBoard's own code with
 * the rules of libcrc; for every other variant it returns 0 and XBoard's code answers as
 * before. Include it after common.h and moves.h.
 *
 * Copyright the crc authors. This file is part of a patch to GNU XBoard and is free
 * software: you can redistribute it and/or modify it under the terms of the GNU General
 * Public License as published by the Free Software Foundation, either version 3 of the
 * License, or (at your option) any later version. See COPYING beside it.
 */
#ifndef CRCRULES_H
#define CRCRULES_H

/* Nonzero when libcrc decides the rules: the variant is caparandom, on its 10x8 board
 * without holdings. */
int CrcRulesActive(void);

/* GenLegal's answer: calls `callback` once for each legal move, as GenLegal does (one
 * entry per from-to pair for promotions, castling as king takes own rook), and writes
 * whether the side to move is in check into *inCheck. Returns 0, having called nothing,
 * when XBoard's own generator must answer: another variant, a call with F_IGNORE_CHECK
 * (pseudo-legal moves, which XBoard asks for only to describe a move it already found
 * illegal), or a position libcrc refuses (said once on standard error). */
int CrcGenLegal(Board board, int flags, MoveCallback callback, VOIDSTAR closure,
                ChessSquare filter, int *inCheck);

/* CoordsToAlgebraic's answer for a legal move: libcrc's SAN, without the check suffix
 * (XBoard adds it after MateTest), with XBoard's piece letters. Writes the move's kind into
 * *kind and returns 1; returns 0 for an illegal move, a promotion without its piece, or
 * another variant, which XBoard describes itself. */
int CrcCoordsToAlgebraic(Board board, int flags, int rf, int ff, int rt, int ft, int promoChar,
                         char out[MOVE_LEN], ChessMove *kind);

/* ParseFEN's answer: reads `fen` with libcrc and, if libcrc accepts it, writes the
 * position into `board` (pieces, castling rights, en passant) with XBoard's globals that
 * a FEN sets. Returns FALSE for a FEN libcrc refuses, whose reason CrcFenMessage gives. */
int CrcParseFEN(Board board, int *blackPlaysFirst, char *fen);

/* `message`, followed by ": " and libcrc's reason when the last ParseFEN refused a FEN
 * for libcrc's reason; `message` itself otherwise. */
char *CrcFenMessage(char *message);

/* SetUpShuffle's answer: Scharnagl's arrangement appData.defaultFrcPosition (taken modulo
 * 48,000, 0 meaning 48000), or for a negative number one drawn from today's CRC rule set
 * (12,130 arrangements) with random(), on both back ranks, with its castling rights. */
void CrcSetUpShuffle(Board board, int number);

#endif
