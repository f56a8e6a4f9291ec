/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * caparandom.c: XBoard's -variant caparandom as the tests (differential.c, shuffle.c) set it
 * up, and its pieces and castling rights in libcrc's terms.
 *
 * Copyright the crc authors. Part of a patch to GNU XBoard: GPL-3.0-or-later, see COPYING.
 */
#include "config.h"

#include <stdio.h>

#include <crc.h>

#include "common.h"
#include "backend.h"
#include "moves.h"
#include "parser.h"
#include "caparandom.h"

/* backend.c's, which no header declares (backend-globals.c defines them). */
extern int nrCastlingRights;
int SetCharTableEsc(unsigned char *table, const char *map, char *escapes);
int SetCharTable(unsigned char *table, const char *map);

/* XBoard's piece of a libcrc role and colour. */
ChessSquare
XPiece (crc_role role, crc_color color)
{
    static const ChessSquare white[] = {
        EmptySquare, WhitePawn, WhiteKnight, WhiteBishop, WhiteRook, WhiteAngel, WhiteMarshall,
        WhiteQueen, WhiteKing
    };
    if (role == CRC_ROLE_NONE || role > CRC_ROLE_KING) return EmptySquare;
    return color == CRC_BLACK ? (ChessSquare) (WHITE_TO_BLACK white[role]) : white[role];
}

/* XBoard's promotion character for a libcrc role: its letter for the black piece. */
int
PromoChar (crc_role role)
{
    return role == CRC_ROLE_NONE ? NULLCHAR : PieceToChar(XPiece(role, CRC_BLACK));
}

/* The castling rights of an XBoard board as rook file letters in libcrc's Shredder-FEN order
 * (White's upper case, then Black's, each h-side first), "-" for none. A rook's right counts
 * only while its king's remains. */
void
XRights (Board board, char out[8])
{
    int color, side;
    char *p = out;
    for (color = 0; color < 2; color++) {
        int king = board[CASTLING][2 + 3 * color];
        ChessSquare own = color ? BlackKing : WhiteKing;
        if (king == NoRights || board[color ? RANKS - 1 : 0][king] != own) continue;
        for (side = 0; side < 2; side++)
            if (board[CASTLING][side + 3 * color] != NoRights)
                *p++ = (char) ((color ? 'a' : 'A') + board[CASTLING][side + 3 * color]);
    }
    if (p == out) *p++ = '-';
    *p = '\0';
}

/* Sets XBoard's globals as InitPosition does for -variant caparandom. */
void
InitCaparandom (void)
{
    gameInfo.variant = VariantCapaRandom;
    gameInfo.boardWidth = FILES;
    gameInfo.boardHeight = RANKS;
    gameInfo.holdingsWidth = 0;
    gameInfo.holdingsSize = 0;
    appData.testLegality = TRUE;
    appData.defaultFrcPosition = -1;
    appData.fischerCastling = TRUE;
    nrCastlingRights = 6;
    castlingRank[0] = castlingRank[1] = castlingRank[2] = 0;
    castlingRank[3] = castlingRank[4] = castlingRank[5] = RANKS - 1;
    SetCharTableEsc(pieceToChar, "PNBRQ...........Kpnbrq...........k", SUFFIXES);
    SetCharTable(pieceToChar, "PNBRQ..ACKpnbrq..ack");
    debugFP = stderr;
}
