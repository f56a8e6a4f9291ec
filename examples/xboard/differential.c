/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * differential.c: XBoard's rules of caparandom against libcrc, position by position.
 *
 * Usage: differential PERFT_FILE GAMES SEED [--plies 1|2] [--part K/N] [--unpatched]
 *
 * Linked with XBoard's own moves.o and parser.o (and, in a --with-libcrc build, the
 * adapter crcrules.o they call), and compiled with ApplyMove and its helpers extracted
 * from the same tree's backend.c (backend-extract.c, by extract.py). It walks GAMES random
 * games from random CRC starts (SEED chooses them), every root of PERFT_FILE with the two
 * plies below it (or one), and the two positions of docs/xboard.md, and at every position
 * compares:
 * - GenLegal's moves (from-to pairs, promotions merged, castling as king takes rook) with
 *   libcrc's legal moves, none missing, none extra, each of the same kind;
 * - MateTest with libcrc's check and move count;
 * - for each legal move, CoordsToAlgebraic's SAN (with the suffix XBoard adds after
 *   MateTest) with libcrc's, its reading back by XBoard's parser (yylexstr), LegalityTest,
 *   and ApplyMove's board, castling rights and en-passant file with libcrc's position
 *   after the move;
 * - LegalityTest on moves that are not legal: each own piece to three squares, and each
 *   castling whose right is held.
 * A difference where XBoard lets a king castle onto an attacked square is counted apart.
 * Exit status 0 when there is no other difference, and no castling difference either but
 * with --unpatched (XBoard 4.9.1 as it is). --plies 1 checks one ply below each root, not
 * two; --part K/N (K from 0) every Nth root and game from the Kth, so that N processes share
 * the work.
 *
 * Copyright the crc authors. Part of a patch to GNU XBoard: GPL-3.0-or-later, see COPYING.
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
#include "caparandom.h"

#define MAX_LIST 1024

/* A move as XBoard's callbacks give it, and a list of them. */
typedef struct { int rf, ff, rt, ft; ChessMove kind; } XMove;
typedef struct { XMove moves[MAX_LIST]; int count; } XList;

static struct {
    long positions, moves, legalityTests, notPositions;
    long castlingPositions;  /* positions where GenLegal lists a castling onto an attacked square */
    long castlingAccepted;   /* LegalityTest calls that accept one */
    long castling;           /* differences from a castling onto an attacked square */
    long other;              /* every other difference */
} totals;

/* Whether the differences found now come from a castling onto an attacked square. */
static int blameCastling;

static void
Differ (const char *fen, const char *what)
{
    /* Every other difference is shown (up to 200); of those a castling explains, a few. */
    long *count = blameCastling ? &totals.castling : &totals.other;
    if (*count < (blameCastling ? 10 : 200))
        printf("difference%s: %s: %s\n", blameCastling ? " (castling onto an attacked square)" : "",
               fen, what);
    ++*count;
}

/* GenLegal's callback: collects each from-to pair once. */
static void
Collect (Board board, int flags, ChessMove kind, int rf, int ff, int rt, int ft, VOIDSTAR closure)
{
    XList *list = (XList *) closure;
    int i;
    (void) board; (void) flags;
    for (i = 0; i < list->count; i++)
        if (list->moves[i].rf == rf && list->moves[i].ff == ff && list->moves[i].rt == rt
            && list->moves[i].ft == ft) return;
    if (list->count < MAX_LIST) {
        XMove move = { rf, ff, rt, ft, kind };
        list->moves[list->count++] = move;
    }
}

static int
IsCastle (ChessMove kind)
{
    return kind == WhiteHSideCastleFR || kind == WhiteASideCastleFR
        || kind == BlackHSideCastleFR || kind == BlackASideCastleFR;
}

static int
IsLegalKind (ChessMove kind)
{
    return kind == NormalMove || IsCastle(kind) || kind == WhitePromotion || kind == BlackPromotion
        || kind == WhiteCapturesEnPassant || kind == BlackCapturesEnPassant;
}

/* Whether libcrc's `legal` moves hold one from square `from` to square `to`. */
static int
IsLegal (const crc_move *legal, size_t count, int from, int to)
{
    size_t i;
    for (i = 0; i < count; i++)
        if (legal[i].from == from && legal[i].to == to) return 1;
    return 0;
}

/* The kind GenLegal must give a legal libcrc move, by the move's kind (castling by its
 * side) and its colour. */
static ChessMove
ExpectedKind (crc_move move, int white)
{
    static const ChessMove kinds[5][2] = {
        { NormalMove, NormalMove },                          /* CRC_MOVE_NORMAL */
        { WhiteCapturesEnPassant, BlackCapturesEnPassant },  /* CRC_MOVE_EN_PASSANT */
        { WhiteASideCastleFR, BlackASideCastleFR },          /* CRC_MOVE_CASTLE, a-side */
        { WhitePromotion, BlackPromotion },                  /* CRC_MOVE_PROMOTION */
        { WhiteHSideCastleFR, BlackHSideCastleFR },          /* CRC_MOVE_CASTLE, h-side */
    };
    int row = move.kind == CRC_MOVE_CASTLE && move.to % FILES > move.from % FILES ? 4 : move.kind;
    return row < 5 ? kinds[row][!white] : IllegalMove;
}

/* Whether the castling of the side to move's king (from) with its rook (to) would leave the
 * king attacked: on its destination (i or c), which XBoard does not test, or by a piece the
 * rook shielded it from. The one castling XBoard allows that the rules do not. libcrc answers
 * on the board after the castling with the other side to move: it refuses that position
 * exactly when the castled king stands attacked (nothing else can be wrong with a board one
 * castling away from a legal position, with no rights and no en-passant square). With the
 * castling side to move instead, a castling that gives check would be refused too. */
static int
CastlesOntoAttackedSquare (crc_position *position, int white, int from, int to)
{
    crc_piece pieces[CRC_SQUARE_COUNT], king, rook;
    crc_position *after = NULL;
    char fen[128], *p = fen;
    int rank = from / FILES, hSide = to % FILES > from % FILES, file;

    if (crc_position_board(position, pieces) != CRC_OK) return 0;
    king = pieces[from];
    rook = pieces[to];
    pieces[from].role = pieces[to].role = CRC_ROLE_NONE;
    pieces[rank * FILES + (hSide ? 8 : 2)] = king;
    pieces[rank * FILES + (hSide ? 7 : 3)] = rook;
    for (rank = RANKS - 1; rank >= 0; rank--) {
        int empty = 0;
        for (file = 0; file < FILES; file++) {
            crc_piece piece = pieces[rank * FILES + file];
            int letter = "?PNBRACQK"[piece.role <= CRC_ROLE_KING ? piece.role : 0];
            if (piece.role == CRC_ROLE_NONE) { empty++; continue; }
            if (empty) p += sprintf(p, "%d", empty), empty = 0;
            *p++ = (char) (piece.color == CRC_BLACK ? tolower(letter) : letter);
        }
        if (empty) p += sprintf(p, "%d", empty);
        if (rank) *p++ = '/';
    }
    sprintf(p, " %c - - 0 1", white ? 'b' : 'w');
    if (crc_position_from_fen(fen, &after) != CRC_OK) return 1;
    crc_position_free(after);
    return 0;
}

/* Whether XBoard's moves `list` of a position hold a castling onto an attacked square. */
static int
HoldsBadCastle (const XList *list, int white, crc_position *position)
{
    crc_move legal[CRC_MAX_MOVES];
    size_t count;
    int i;

    crc_position_legal_moves(position, legal, CRC_MAX_MOVES, &count);
    for (i = 0; i < list->count; i++) {
        XMove m = list->moves[i];
        int from = m.rf * FILES + m.ff, to = m.rt * FILES + m.ft;
        if (IsCastle(m.kind) && !IsLegal(legal, count, from, to)
            && CastlesOntoAttackedSquare(position, white, from, to)) return 1;
    }
    return 0;
}

/* Whether XBoard lists a castling onto an attacked square in this position. */
static int
ListsBadCastle (Board board, int flags, crc_position *position)
{
    XList list;
    list.count = 0;
    GenLegal(board, flags, Collect, (VOIDSTAR) &list, EmptySquare);
    return HoldsBadCastle(&list, (flags & F_WHITE_ON_MOVE) != 0, position);
}

/* Compares ApplyMove's board with libcrc's position after the same move. */
static void
CompareAfter (const char *fen, const char *san, Board after, crc_position *position,
              int doubleStepFile)
{
    crc_piece pieces[CRC_SQUARE_COUNT];
    char shredder[256], castling[16], ep[8], rights[8], what[128];
    size_t length;
    int square, xEp = (signed char) after[EP_STATUS];

    if (crc_position_board(position, pieces) != CRC_OK
        || crc_position_shredder_fen(position, shredder, sizeof shredder, &length) != CRC_OK
        || sscanf(shredder, "%*s %*s %15s %7s", castling, ep) != 2) {
        Differ(fen, "libcrc does not describe the position after a move");
        return;
    }
    for (square = 0; square < CRC_SQUARE_COUNT; square++)
        if (after[square / FILES][square % FILES]
            != XPiece(pieces[square].role, pieces[square].color)) {
            snprintf(what, sizeof what, "%s: ApplyMove leaves %c%d wrong", san,
                     'a' + square % FILES, 1 + square / FILES);
            Differ(fen, what);
            return;
        }
    XRights(after, rights);
    if (strcmp(rights, castling) != 0) {
        snprintf(what, sizeof what, "%s: ApplyMove's castling rights %s, libcrc's %s", san,
                 rights, castling);
        Differ(fen, what);
    }
    /* XBoard keeps the file of a double step beside an enemy pawn; libcrc writes it only
     * where the capture is legal, which GenLegal's moves already compare. */
    if ((ep[0] != '-' && xEp != ep[0] - 'a') || (xEp >= 0 && xEp != doubleStepFile)) {
        snprintf(what, sizeof what, "%s: ApplyMove's en-passant file %d, libcrc's square %s", san,
                 xEp, ep);
        Differ(fen, what);
    }
}

/* GenLegal's moves and MateTest against libcrc's. */
static void
CheckMoves (Board board, int white, crc_position *position, const crc_move *legal, size_t count,
            const char *fen)
{
    XList list;
    char what[128];
    bool check = false;
    int flags = PosFlags(white ? 0 : 1), mate, expected, j;
    size_t i;

    list.count = 0;
    GenLegal(board, flags, Collect, (VOIDSTAR) &list, EmptySquare);
    blameCastling = HoldsBadCastle(&list, white, position);
    totals.castlingPositions += blameCastling;
    for (i = 0; i < count; i++) {
        for (j = 0; j < list.count; j++) {
            XMove m = list.moves[j];
            if (m.rf * FILES + m.ff == legal[i].from && m.rt * FILES + m.ft == legal[i].to) break;
        }
        if (j == list.count) {
            snprintf(what, sizeof what, "GenLegal misses %d-%d", legal[i].from, legal[i].to);
            Differ(fen, what);
        } else if (list.moves[j].kind != ExpectedKind(legal[i], white)) {
            snprintf(what, sizeof what, "GenLegal gives move %d-%d kind %d", legal[i].from,
                     legal[i].to, (int) list.moves[j].kind);
            Differ(fen, what);
        }
    }
    for (j = 0; j < list.count; j++) {
        XMove m = list.moves[j];
        if (!IsLegal(legal, count, m.rf * FILES + m.ff, m.rt * FILES + m.ft)) {
            snprintf(what, sizeof what, "GenLegal lists %c%d%c%d, which is not legal", 'a' + m.ff,
                     m.rf + 1, 'a' + m.ft, m.rt + 1);
            Differ(fen, what);
        }
    }

    crc_position_is_check(position, &check);
    mate = MateTest(board, flags);
    expected = count ? (check ? MT_CHECK : MT_NONE) : (check ? MT_CHECKMATE : MT_STALEMATE);
    if (mate != expected) {
        snprintf(what, sizeof what, "MateTest %d, libcrc %d", mate, expected);
        Differ(fen, what);
    }
}

/* One legal move: its SAN as XBoard writes it, XBoard's parser reading libcrc's SAN back,
 * LegalityTest, and ApplyMove's board against libcrc's after the move. */
static void
CheckMove (Board board, int white, crc_position *position, crc_move move, const char *fen)
{
    int rf = move.from / FILES, ff = move.from % FILES, rt = move.to / FILES, ft = move.to % FILES;
    int flags = PosFlags(white ? 0 : 1), afterFlags = PosFlags(white ? 1 : 0);
    int index = white ? 0 : 1, promo = PromoChar(move.promotion), saved = blameCastling;
    int pawn = board[rf][ff] == WhitePawn || board[rf][ff] == BlackPawn;
    char xsan[MOVE_LEN + 2], csan[32], parsed[MSG_SIZ], coords[8], what[256];
    size_t length;
    ChessMove kind;
    Board after;

    totals.moves++;
    crc_position_san(position, move, csan, sizeof csan, &length);
    CopyBoard(after, board);
    ApplyMove(ff, rf, ft, rt, promo, after);
    crc_position_make(position, move);

    (void) CoordsToAlgebraic(board, flags, rf, ff, rt, ft, promo, xsan);
    switch (MateTest(after, afterFlags)) {
    case MT_CHECK: strcat(xsan, "+"); break;
    case MT_CHECKMATE: strcat(xsan, "#"); break;
    default: break;
    }
    if (strcmp(xsan, csan) != 0) {
        /* A check suffix differs where XBoard thinks the mated side can still castle. */
        blameCastling = saved || ListsBadCastle(after, afterFlags, position);
        snprintf(what, sizeof what, "SAN %s, libcrc %s", xsan, csan);
        Differ(fen, what);
        blameCastling = saved;
    }
    CompareAfter(fen, csan, after, position, pawn && abs(rt - rf) == 2 ? ft : -1);
    crc_position_unmake(position);

    CopyBoard(boards[index], board);
    kind = yylexstr(index, csan, parsed, sizeof parsed);
    snprintf(coords, sizeof coords, "%c%c%c%c%c", 'a' + ff, '1' + rf, 'a' + ft, '1' + rt,
             promo ? promo : 0);
    if (!IsLegalKind(kind) || strncmp(currentMoveString, coords, strlen(coords) + 1) != 0) {
        snprintf(what, sizeof what, "the parser reads %s as %s (kind %d)", csan,
                 currentMoveString, (int) kind);
        Differ(fen, what);
    }

    totals.legalityTests++;
    kind = LegalityTest(board, flags, rf, ff, rt, ft, promo);
    if (kind != ExpectedKind(move, white)) {
        snprintf(what, sizeof what, "LegalityTest(%s) %d", csan, (int) kind);
        Differ(fen, what);
    }
}

/* LegalityTest refuses what is not legal: each own piece to three squares drawn at random,
 * and each castling whose right is held. */
static void
CheckIllegal (Board board, int white, crc_position *position, const crc_move *legal,
              size_t count, const char *fen)
{
    int flags = PosFlags(white ? 0 : 1), square, n, side;
    int c = white ? 0 : 3, rank = white ? 0 : RANKS - 1, king = board[CASTLING][c + 2];
    unsigned xorshift = 2463534242u;
    char what[128];
    ChessMove kind;

    for (square = 0; square < RANKS * FILES; square++) {
        ChessSquare piece = board[square / FILES][square % FILES];
        if (piece == EmptySquare || (piece < BlackPawn) != (white != 0)) continue;
        for (n = 0; n < 3; n++) {
            int to;
            xorshift ^= xorshift << 13;
            xorshift ^= xorshift >> 17;
            xorshift ^= xorshift << 5;
            to = (int) (xorshift % (RANKS * FILES));
            if (IsLegal(legal, count, square, to)) continue;
            totals.legalityTests++;
            kind = LegalityTest(board, flags, square / FILES, square % FILES, to / FILES,
                                to % FILES, NULLCHAR);
            if (kind != IllegalMove && kind != ImpossibleMove) {
                snprintf(what, sizeof what, "LegalityTest accepts %c%d%c%d (kind %d)",
                         'a' + square % FILES, 1 + square / FILES, 'a' + to % FILES,
                         1 + to / FILES, (int) kind);
                Differ(fen, what);
            }
        }
    }

    if (king == NoRights || board[rank][king] != (white ? WhiteKing : BlackKing)) return;
    for (side = 0; side < 2; side++) {
        int rook = board[CASTLING][c + side];
        if (rook == NoRights || IsLegal(legal, count, rank * FILES + king, rank * FILES + rook))
            continue;
        totals.legalityTests++;
        kind = LegalityTest(board, flags, rank, king, rank, rook, NULLCHAR);
        if (kind != IllegalMove && kind != ImpossibleMove) {
            int saved = blameCastling;
            blameCastling = CastlesOntoAttackedSquare(position, white, rank * FILES + king,
                                                      rank * FILES + rook);
            totals.castlingAccepted += blameCastling;
            snprintf(what, sizeof what, "LegalityTest accepts castling %c%d%c%d", 'a' + king,
                     rank + 1, 'a' + rook, rank + 1);
            Differ(fen, what);
            blameCastling = saved;
        }
    }
}

/* Checks one position: XBoard's board and libcrc's position of the same FEN. */
static void
CheckPosition (Board board, int white, crc_position *position)
{
    char fen[256];
    size_t length, count, i;
    crc_move legal[CRC_MAX_MOVES];

    crc_position_fen(position, fen, sizeof fen, &length);
    crc_position_legal_moves(position, legal, CRC_MAX_MOVES, &count);
    totals.positions++;
    CheckMoves(board, white, position, legal, count, fen);
    for (i = 0; i < count; i++) CheckMove(board, white, position, legal[i], fen);
    CheckIllegal(board, white, position, legal, count, fen);
}

/* Sets up a root from its FEN: libcrc's position and XBoard's board, as XBoard's own loading
 * of a FEN leaves its globals. */
static int
Root (const char *fen, Board board, crc_position **position, int *white)
{
    int i, black;
    size_t length;
    char text[256];
    if (crc_position_from_fen(fen, position) != CRC_OK) {
        /* A line of the suite whose position the rules rule out (its reference engine does
         * not validate FENs): not a position to compare on. */
        crc_last_error(text, sizeof text, &length);
        printf("differential: left out, not a position: %s (%s)\n", fen, text);
        totals.notPositions++;
        return 0;
    }
    for (i = 0; i < BOARD_FILES; i++) initialRights[i] = NoRights;
    safeStrCpy(text, fen, sizeof text);
    if (!CrcParseFEN(board, &black, text)) {
        printf("differential: the adapter does not read %s\n", fen);
        totals.other++;
        crc_position_free(*position);
        return 0;
    }
    *white = !black;
    return 1;
}

/* Plays a move on both sides: libcrc's handle (make) and XBoard's board (ApplyMove). */
static void
Play (Board board, int *white, crc_position *position, crc_move move)
{
    int rf = move.from / FILES, ff = move.from % FILES, rt = move.to / FILES, ft = move.to % FILES;
    ApplyMove(ff, rf, ft, rt, PromoChar(move.promotion), board);
    crc_position_make(position, move);
    *white = !*white;
}

/* How many plies below each root of the suite are checked: 1 or 2. */
static int plies = 2;

/* A root and the positions one and (with plies 2) two plies below it. */
static void
Tree (const char *fen)
{
    Board board, child, grandchild;
    crc_position *position;
    crc_move moves[CRC_MAX_MOVES], replies[CRC_MAX_MOVES];
    size_t count, replyCount, i, j;
    int white;

    if (!Root(fen, board, &position, &white)) return;
    CheckPosition(board, white, position);
    crc_position_legal_moves(position, moves, CRC_MAX_MOVES, &count);
    for (i = 0; i < count; i++) {
        int childWhite = white;
        CopyBoard(child, board);
        Play(child, &childWhite, position, moves[i]);
        CheckPosition(child, childWhite, position);
        replyCount = 0;
        if (plies > 1) crc_position_legal_moves(position, replies, CRC_MAX_MOVES, &replyCount);
        for (j = 0; j < replyCount; j++) {
            int grandchildWhite = childWhite;
            CopyBoard(grandchild, child);
            Play(grandchild, &grandchildWhite, position, replies[j]);
            CheckPosition(grandchild, grandchildWhite, position);
            crc_position_unmake(position);
        }
        crc_position_unmake(position);
    }
    crc_position_free(position);
}

/* A random game from a random CRC start, to its end or 300 plies: the start drawn by libcrc
 * with `gameSeed`, the moves by a generator seeded from it. */
static void
Game (uint64_t gameSeed)
{
    unsigned random = (unsigned) (gameSeed * 2654435761u);
    Board board;
    crc_position *position;
    crc_move moves[CRC_MAX_MOVES];
    char fen[256];
    size_t count, length;
    uint32_t number;
    int white, ply;

    crc_rule_set_random(CRC_RULES_CRC, gameSeed, &number);
    crc_setup_fen(number, fen, sizeof fen, &length);
    if (!Root(fen, board, &position, &white)) return;
    for (ply = 0; ply < 300; ply++) {
        crc_outcome outcome;
        crc_reason claim;
        CheckPosition(board, white, position);
        crc_position_legal_moves(position, moves, CRC_MAX_MOVES, &count);
        crc_position_outcome(position, &outcome, &claim);
        if (!count || outcome.result != CRC_RESULT_ONGOING) break;
        random = random * 1103515245u + 12345u;
        Play(board, &white, position, moves[(random >> 8) % count]);
    }
    crc_position_free(position);
}

int
main (int argc, char **argv)
{
    static const char *examples[] = {
        "4k3r1/pppp6/10/10/10/10/PPPP6/5K3R w J - 0 1",
        "rk2b3a1/pp2bppnp1/1c1Np1nr2/2pp2Np1p/5P3P/P5qP1Q/1PPPP2RP1/RK1BB1C1A1 b Aa - 1 16",
    };
    char line[1024];
    FILE *perft;
    long games, g, roots = 0, lines = 0, part = 0, parts = 1;
    unsigned long long baseSeed;
    int unpatched = 0, i;
    size_t e;

    for (i = 4; i < argc; i++) {
        if (strcmp(argv[i], "--unpatched") == 0) unpatched = 1;
        else if (strcmp(argv[i], "--plies") == 0 && i + 1 < argc
                 && (plies = atoi(argv[++i])) >= 1 && plies <= 2)
            continue;
        else if (strcmp(argv[i], "--part") == 0 && i + 1 < argc
                 && sscanf(argv[++i], "%ld/%ld", &part, &parts) == 2
                 && parts > 0 && part >= 0 && part < parts)
            continue;
        else argc = 0;
    }
    if (argc < 4) {
        fprintf(stderr, "usage: differential PERFT_FILE GAMES SEED [--plies 1|2] [--part K/N] "
                "[--unpatched]\n");
        return 2;
    }
    games = atol(argv[2]);
    baseSeed = strtoull(argv[3], NULL, 10);
    InitCaparandom();

    /* Part K of N takes the examples when K is 0, and every Nth root and game from the Kth. */
    if (part == 0)
        for (e = 0; e < sizeof examples / sizeof *examples; e++) Tree(examples[e]);
    if ((perft = fopen(argv[1], "r")) == NULL) { perror(argv[1]); return 2; }
    while (fgets(line, sizeof line, perft)) {
        char *end = strchr(line, ';');
        if (line[0] == '#' || !end) continue;
        if (lines++ % parts != part) continue;
        *end = NULLCHAR;
        Tree(line);
        roots++;
    }
    fclose(perft);
    for (g = part; g < games; g += parts) Game(baseSeed + (unsigned long long) g);

    printf("differential: part %ld of %ld: %ld random games of %ld (seed %llu), %ld perft roots "
           "with %d %s below, %d example positions\n", part + 1, parts,
           (games + parts - 1 - part) / parts, games, baseSeed, roots, plies,
           plies == 1 ? "ply" : "plies", part == 0 ? (int) (sizeof examples / sizeof *examples) : 0);
    printf("differential: %ld lines left out as no position\n", totals.notPositions);
    printf("differential: %ld positions, %ld legal moves (SAN, parser, LegalityTest, ApplyMove), "
           "%ld LegalityTest calls\n", totals.positions, totals.moves, totals.legalityTests);
    printf("differential: positions where XBoard lists a castling onto an attacked square: %ld; "
           "LegalityTest calls that accept one: %ld\n", totals.castlingPositions,
           totals.castlingAccepted);
    printf("differential: differences: %ld from castling onto an attacked square, %ld other\n",
           totals.castling, totals.other);
    /* Unpatched XBoard's castling onto attacked squares is expected, not a failure. */
    return totals.other || (totals.castling && !unpatched) ? 1 : 0;
}
