/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * crcrules.c: XBoard's variant caparandom (Capablanca Random Chess) on libcrc.
 *
 * XBoard keeps its board array and makes the moves on it (ApplyMove); every question of
 * the rules about a caparandom position is put to libcrc instead of XBoard's own code:
 * which moves are legal (GenLegal, which LegalityTest, MateTest, Disambiguate, the parser
 * and the move highlights all ask), the SAN of a move, whether a FEN is a position, and
 * which arrangements the shuffle draws. crcrules.h documents each call.
 *
 * Copyright the crc authors. This file is part of a patch to GNU XBoard and is free
 * software: you can redistribute it and/or modify it under the terms of the GNU General
 * Public License as published by the Free Software Foundation, either version 3 of the
 * License, or (at your option) any later version. See COPYING beside it.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <crc.h>

#include "common.h"
#include "backend.h"
#include "moves.h"
#include "parser.h"
#include "crcrules.h"

/* backend.c's and moves.c's globals that a FEN and GenLegal touch, which no header
 * declares. */
extern int FENrulePlies;
extern int rFilter, fFilter;

#define FILES 10
#define RANKS 8
/* Longer than any FEN this file writes: 80 squares and 7 slashes, the side, four
 * castling letters, an en-passant square and the clocks. */
#define FEN_LEN 128

/* What a position of XBoard's is made of, as a key: its squares, castling rights, en-passant
 * status and side to move. */
#define KEY_LEN (RANKS * FILES + 8)

/* A board asked about, with libcrc's answers. */
typedef struct {
    int valid;                  /* whether the fields below describe a board */
    ChessSquare key[KEY_LEN];
    char fen[FEN_LEN];
    crc_position *position;     /* NULL when libcrc refused `fen` */
    crc_move moves[CRC_MAX_MOVES];
    size_t count;
    int inCheck;
} Kept;

/* The last boards asked about, so that the many questions XBoard asks of one position (a
 * move's legality, its SAN, mate, each piece's targets), often in turn with the position
 * after a move, build each once. */
#define KEPT 4
static Kept kept[KEPT];
static int nextKept;

/* libcrc's reason for refusing the last FEN ParseFEN gave it; "" after one it accepted. */
static char fenError[MSG_SIZ];

int
CrcRulesActive (void)
{
    return gameInfo.variant == VariantCapaRandom && gameInfo.boardWidth == FILES
        && gameInfo.boardHeight == RANKS && gameInfo.holdingsWidth == 0;
}

/* libcrc's role of a piece of XBoard's, by its enum (a user may remap the letters). */
static crc_role
RoleOf (ChessSquare piece)
{
    if (piece >= BlackPawn && piece < EmptySquare)
        piece = (ChessSquare) (BLACK_TO_WHITE piece);
    switch (piece) {
    case WhitePawn: return CRC_ROLE_PAWN;
    case WhiteKnight: return CRC_ROLE_KNIGHT;
    case WhiteBishop: return CRC_ROLE_BISHOP;
    case WhiteRook: return CRC_ROLE_ROOK;
    case WhiteAngel: return CRC_ROLE_ARCHBISHOP;
    case WhiteMarshall: return CRC_ROLE_CHANCELLOR;
    case WhiteQueen: return CRC_ROLE_QUEEN;
    case WhiteKing: return CRC_ROLE_KING;
    default: return CRC_ROLE_NONE;
    }
}

/* XBoard's piece of a libcrc role and colour. */
static ChessSquare
PieceOf (crc_role role, crc_color color)
{
    static const ChessSquare white[] = {
        EmptySquare, WhitePawn, WhiteKnight, WhiteBishop, WhiteRook,
        WhiteAngel, WhiteMarshall, WhiteQueen, WhiteKing
    };
    ChessSquare piece;

    if (role == CRC_ROLE_NONE || role > CRC_ROLE_KING) return EmptySquare;
    piece = white[role];
    return color == CRC_BLACK ? (ChessSquare) (WHITE_TO_BLACK piece) : piece;
}

/* libcrc's roles in the order of their numbers, by their upper-case letters in FEN. */
static const char roleLetters[] = "?PNBRACQK";

/* The letter of a libcrc role in FEN, upper case. */
static char
FenLetter (crc_role role)
{
    return roleLetters[role <= CRC_ROLE_KING ? role : 0];
}

/* The libcrc role of an upper-case FEN letter. */
static crc_role
RoleOfLetter (char letter)
{
    const char *found = letter && letter != '?' ? strchr(roleLetters, letter) : NULL;
    return found ? (crc_role) (found - roleLetters) : CRC_ROLE_NONE;
}

/* Writes a run of 1 to 10 empty squares. */
static char *
WriteCount (char *p, int count)
{
    if (count >= 10) *p++ = '1', count -= 10;
    *p++ = (char) ('0' + count);
    return p;
}

/* Writes `board` as a Shredder-FEN: pieces, side, castling rights as rook files, and the
 * en-passant square of a pawn that just double-stepped beside an enemy pawn. Returns 0
 * when a square holds a piece CRC does not have. */
static int
BoardToFen (Board board, int whiteToMove, char fen[FEN_LEN])
{
    char *p = fen;
    int rank, file, color;
    int epFile = (signed char) board[EP_STATUS];

    for (rank = RANKS - 1; rank >= 0; rank--) {
        int empty = 0;
        for (file = 0; file < FILES; file++) {
            ChessSquare piece = board[rank][file];
            crc_role role = RoleOf(piece);
            if (piece == EmptySquare) { empty++; continue; }
            if (role == CRC_ROLE_NONE) return 0;
            if (empty) p = WriteCount(p, empty), empty = 0;
            *p++ = piece < BlackPawn ? FenLetter(role) : (char) tolower(FenLetter(role));
        }
        if (empty) p = WriteCount(p, empty);
        if (rank) *p++ = '/';
    }
    *p++ = ' ';
    *p++ = whiteToMove ? 'w' : 'b';
    *p++ = ' ';

    /* board[CASTLING]: 0 and 1 White's h-side and a-side rook files, 2 its king's file,
     * 3 to 5 the same for Black. A rook's right counts only while its king's remains. */
    {
        char *rights = p;
        for (color = 0; color < 2; color++) {
            int king = board[CASTLING][2 + 3 * color], side;
            int rank0 = castlingRank[2 + 3 * color];
            ChessSquare ownKing = color ? BlackKing : WhiteKing;
            if (king == NoRights || board[rank0][king] != ownKing) continue;
            for (side = 0; side < 2; side++) {
                int rook = board[CASTLING][side + 3 * color];
                if (rook != NoRights) *p++ = (char) ((color ? 'a' : 'A') + rook);
            }
        }
        if (p == rights) *p++ = '-';
    }

    *p++ = ' ';
    if (epFile >= 0 && epFile < FILES) {
        *p++ = (char) ('a' + epFile);
        *p++ = whiteToMove ? '6' : '3';
    } else {
        *p++ = '-';
    }
    strcpy(p, " 0 1");
    return 1;
}

/* Keeps the position of `board` with its legal moves; returns it, or NULL where libcrc
 * refuses the board (then XBoard's own code decides, and standard error says so once). */
static Kept *
Keep (Board board, int flags)
{
    ChessSquare key[KEY_LEN];
    Kept *k;
    int rank, i;
    bool check = false;

    for (rank = 0; rank < RANKS; rank++)
        memcpy(key + rank * FILES, board[rank], FILES * sizeof(ChessSquare));
    for (i = 0; i < 6; i++) key[RANKS * FILES + i] = board[CASTLING][i];
    key[RANKS * FILES + 6] = board[EP_STATUS];
    key[RANKS * FILES + 7] = (ChessSquare) (flags & F_WHITE_ON_MOVE);
    for (i = 0; i < KEPT; i++)
        if (kept[i].valid && memcmp(key, kept[i].key, sizeof key) == 0)
            return kept[i].position ? &kept[i] : NULL;

    k = &kept[nextKept];
    nextKept = (nextKept + 1) % KEPT;
    crc_position_free(k->position);
    k->position = NULL;
    k->count = 0;
    k->valid = 1;
    memcpy(k->key, key, sizeof key);
    if (!BoardToFen(board, flags & F_WHITE_ON_MOVE, k->fen))
        strcpy(k->fen, "(a piece CRC does not have)");
    if (crc_position_from_fen(k->fen, &k->position) == CRC_OK
        && crc_position_legal_moves(k->position, k->moves, CRC_MAX_MOVES, &k->count) == CRC_OK
        && crc_position_is_check(k->position, &check) == CRC_OK) {
        k->inCheck = check;
        return k;
    }
    {
        char reason[MSG_SIZ] = "";
        size_t length;
        crc_last_error(reason, sizeof reason, &length);
        fprintf(stderr, "xboard: libcrc refuses the position %s (%s); "
                "XBoard's own rules decide it\n", k->fen, reason);
    }
    crc_position_free(k->position);
    k->position = NULL;
    return NULL;
}

/* XBoard's kind of a legal libcrc move. */
static ChessMove
KindOf (crc_move move, int white)
{
    switch (move.kind) {
    case CRC_MOVE_CASTLE:
        if (move.to % FILES > move.from % FILES)
            return white ? WhiteHSideCastleFR : BlackHSideCastleFR;
        return white ? WhiteASideCastleFR : BlackASideCastleFR;
    case CRC_MOVE_EN_PASSANT:
        return white ? WhiteCapturesEnPassant : BlackCapturesEnPassant;
    case CRC_MOVE_PROMOTION:
        return white ? WhitePromotion : BlackPromotion;
    default:
        return NormalMove;
    }
}

int
CrcGenLegal (Board board, int flags, MoveCallback callback, VOIDSTAR closure,
             ChessSquare filter, int *inCheck)
{
    size_t i, j;
    int white = (flags & F_WHITE_ON_MOVE) != 0;
    Kept *k;

    if (!CrcRulesActive() || (flags & F_IGNORE_CHECK)) return 0;
    if ((k = Keep(board, flags)) == NULL) return 0;

    /* As GenLegal: the target-square filter of LegalityTest, Disambiguate and
     * CoordsToAlgebraic holds only while a piece filter is given. */
    if (filter == EmptySquare) rFilter = fFilter = -1;
    for (i = 0; i < k->count; i++) {
        crc_move move = k->moves[i];
        int rf = move.from / FILES, ff = move.from % FILES;
        int rt = move.to / FILES, ft = move.to % FILES;

        if (move.kind != CRC_MOVE_CASTLE) { /* GenLegal filters all but castlings */
            if (filter != EmptySquare && board[rf][ff] != filter) continue;
            if ((rFilter >= 0 && rFilter != rt) || (fFilter >= 0 && fFilter != ft)) continue;
        }
        if (move.kind == CRC_MOVE_PROMOTION) { /* one entry per from-to pair */
            for (j = 0; j < i; j++)
                if (k->moves[j].from == move.from && k->moves[j].to == move.to) break;
            if (j < i) continue;
        }
        callback(board, flags, KindOf(move, white), rf, ff, rt, ft, closure);
    }
    *inCheck = k->inCheck;
    return 1;
}

int
CrcCoordsToAlgebraic (Board board, int flags, int rf, int ff, int rt, int ft, int promoChar,
                      char out[MOVE_LEN], ChessMove *kind)
{
    size_t i, length;
    int white = (flags & F_WHITE_ON_MOVE) != 0;
    crc_role promotion = CRC_ROLE_NONE;
    char san[MOVE_LEN];
    Kept *k;

    if (!CrcRulesActive() || (flags & F_IGNORE_CHECK) || rf == DROP_RANK) return 0;
    if (rf < 0 || rf >= RANKS || ff < 0 || ff >= FILES
        || rt < 0 || rt >= RANKS || ft < 0 || ft >= FILES) return 0;
    if ((k = Keep(board, flags)) == NULL) return 0;
    if (promoChar && promoChar != 'x' && promoChar != '=')
        promotion = RoleOf(CharToPiece(white ? ToUpper(promoChar) : ToLower(promoChar)));

    for (i = 0; i < k->count; i++) {
        crc_move move = k->moves[i];
        if (move.from == rf * FILES + ff && move.to == rt * FILES + ft
            && move.promotion == promotion) break;
    }
    if (i == k->count) return 0;
    if (crc_position_san(k->position, k->moves[i], san, sizeof san, &length) != CRC_OK) return 0;

    /* XBoard adds the check suffix itself, after MateTest. */
    while (length && (san[length - 1] == '+' || san[length - 1] == '#')) san[--length] = NULLCHAR;
    /* Its own letters for the moving piece and the promotion, as its parser reads them. */
    if (!isupper((unsigned char) san[0]) || san[0] == 'O') {
        char *equals = strchr(san, '=');
        if (equals && equals[1])
            equals[1] = ToUpper(PieceToChar(PieceOf(promotion, CRC_WHITE)));
    } else {
        san[0] = ToUpper(PieceToChar(PieceOf(RoleOf(board[rf][ff]), CRC_WHITE)));
    }
    safeStrCpy(out, san, MOVE_LEN);
    *kind = KindOf(k->moves[i], white);
    return 1;
}

int
CrcParseFEN (Board board, int *blackPlaysFirst, char *fen)
{
    char text[MSG_SIZ], shredder[FEN_LEN], castling[16], ep[4];
    crc_position *position = NULL;
    crc_piece pieces[CRC_SQUARE_COUNT];
    crc_color turn;
    uint32_t clock;
    size_t length;
    int square, i;

    /* XBoard hands over lines with their line break. */
    safeStrCpy(text, fen, sizeof text);
    length = strlen(text);
    while (length && isspace((unsigned char) text[length - 1])) text[--length] = NULLCHAR;

    if (crc_position_from_fen(text, &position) != CRC_OK) {
        crc_last_error(fenError, sizeof fenError, &length);
        return FALSE;
    }
    if (crc_position_board(position, pieces) != CRC_OK
        || crc_position_turn(position, &turn) != CRC_OK
        || crc_position_halfmove_clock(position, &clock) != CRC_OK
        || crc_position_shredder_fen(position, shredder, sizeof shredder, &length) != CRC_OK
        || sscanf(shredder, "%*s %*s %15s %3s", castling, ep) != 2) {
        crc_last_error(fenError, sizeof fenError, &length);
        crc_position_free(position);
        return FALSE;
    }
    crc_position_free(position);
    fenError[0] = NULLCHAR;

    for (square = 0; square < CRC_SQUARE_COUNT; square++)
        board[square / FILES][square % FILES] = PieceOf(pieces[square].role, pieces[square].color);
    *blackPlaysFirst = turn == CRC_BLACK;
    FENrulePlies = (int) clock;

    for (i = 0; i < 6; i++) board[CASTLING][i] = NoRights;
    castlingRank[0] = castlingRank[1] = castlingRank[2] = 0;
    castlingRank[3] = castlingRank[4] = castlingRank[5] = RANKS - 1;
    for (i = 0; castling[i] && castling[i] != '-'; i++) {
        int black = islower((unsigned char) castling[i]) != 0;
        int rook = ToLower(castling[i]) - 'a', king;
        for (king = 0; king < FILES; king++)
            if (board[black ? RANKS - 1 : 0][king] == (black ? BlackKing : WhiteKing)) break;
        board[CASTLING][3 * black + 2] = king;
        board[CASTLING][3 * black + (rook > king ? 0 : 1)] = rook;
    }
    for (i = 0; i < 6; i++)
        if (board[CASTLING][i] != NoRights) initialRights[i] = board[CASTLING][i];

    /* As ApplyMove leaves them: the en-passant file in EP_STATUS, and its file and rank in
     * EP_FILE and EP_RANK, which ApplyMove reads to take the pawn. libcrc writes a square
     * only where the capture is legal. */
    board[TOUCHED_W] = board[TOUCHED_B] = 0;
    if (ep[0] != '-') {
        board[EP_STATUS] = board[EP_FILE] = ep[0] - 'a';
        board[EP_RANK] = ep[1] - '1';
    } else {
        board[EP_STATUS] = EP_NONE;
        board[EP_FILE] = board[EP_RANK] = 100;
    }
    return TRUE;
}

char *
CrcFenMessage (char *message)
{
    static char buf[2 * MSG_SIZ];

    if (!fenError[0]) return message;
    snprintf(buf, sizeof buf, "%s: %s", message, fenError);
    return buf;
}

void
CrcSetUpShuffle (Board board, int number)
{
    char arrangement[16];
    size_t length;
    uint32_t chosen;
    int file, rooks = 0;

    if (appData.defaultFrcPosition < 0) {
        /* random() gives 31 bits a call: three calls seed libcrc's draw. */
        uint64_t seed = (uint64_t) random() << 33 ^ (uint64_t) random() << 2 ^ (uint64_t) random();
        if (crc_rule_set_random(CRC_RULES_CRC, seed, &chosen) != CRC_OK) chosen = 25933;
    } else {
        chosen = (uint32_t) (appData.defaultFrcPosition % 48000);
        if (chosen == 0) chosen = 48000;
        if (number >= 0) appData.defaultFrcPosition = (int) chosen;
    }
    if (crc_setup_arrangement(chosen, arrangement, sizeof arrangement, &length) != CRC_OK) return;

    for (file = 0; file < FILES; file++) {
        crc_role role = RoleOfLetter(arrangement[file]);
        board[0][file] = PieceOf(role, CRC_WHITE);
        board[RANKS - 1][file] = PieceOf(role, CRC_BLACK);
        if (role == CRC_ROLE_KING)
            initialRights[2] = initialRights[5] = board[CASTLING][2] = board[CASTLING][5] = file;
        if (role == CRC_ROLE_ROOK) {
            int side = rooks++ ? 0 : 1; /* the a-side rook comes first */
            initialRights[side] = initialRights[side + 3] = board[CASTLING][side] =
                board[CASTLING][side + 3] = file;
        }
    }
}
