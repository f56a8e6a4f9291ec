// SPDX-License-Identifier: GPL-3.0-or-later
// Capablanca Random Chess rows on both of Cute Chess's CRC boards.
//
// This file is part of crc's Cute Chess board, a derived work of Cute Chess
// (Copyright (C) 2008-2018 Cute Chess authors): its test functions and perft
// helpers are tst_board's. It is free software: you can redistribute it and/or
// modify it under the terms of the GNU General Public License as published by
// the Free Software Foundation, either version 3 of the License, or (at your
// option) any later version. It is distributed in the hope that it will be
// useful, but WITHOUT ANY WARRANTY; without even the implied warranty of
// MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU General
// Public License (COPYING beside this file) for more details.
//
// Built into Cute Chess's tests only with -DWITH_LIBCRC=ON, where the factory's
// "caparandom" is the board on libcrc and Cute Chess's own tst_board runs
// unchanged. The rows run on that board ("libcrc ...") and on Cute Chess's own
// CaparandomBoard, made directly ("built-in ..."): moveStrings, sanStrings and
// perft as tst_board has them, and fenStrings and resultsAfterMoves.

#include <QtTest/QTest>
#include <QtConcurrentRun>
#include <QScopedPointer>
#include <board/board.h>
#include <board/boardfactory.h>
#include <board/caparandomboard.h>
#include <board/crcboard.h>

class tst_CrcBoard: public QObject
{
	Q_OBJECT

	private slots:
		void initTestCase();

		void moveStrings_data() const;
		void moveStrings();

		void sanStrings_data() const;
		void sanStrings();

		void perft_data() const;
		void perft();

		void fenStrings_data() const;
		void fenStrings();

		void resultsAfterMoves_data() const;
		void resultsAfterMoves();

	private:
		bool setVariant(const QString& variant);
		QScopedPointer<Chess::Board> m_board;
		QString m_variant;
};

static quint64 perftVal(Chess::Board* board, int depth)
{
	quint64 nodeCount = 0;
	QVector<Chess::Move> moves(board->legalMoves());
	if (depth == 1 || moves.size() == 0)
		return moves.size();

	QVector<Chess::Move>::const_iterator it;
	for (it = moves.constBegin(); it != moves.constEnd(); ++it)
	{
		board->makeMove(*it);
		nodeCount += perftVal(board, depth - 1);
		board->undoMove();
	}

	return nodeCount;
}

static quint64 perftRoot(const Chess::Board* board,
			 const Chess::Move& move,
			 int depth)
{
	Chess::Board* tmp = board->copy();
	Q_ASSERT(tmp != 0);
	tmp->makeMove(move);

	quint64 val = perftVal(tmp, depth - 1);
	delete tmp;
	return val;
}

static quint64 smpPerft(Chess::Board* board, int depth)
{
	const auto moves = board->legalMoves();
	if (depth <= 1)
		return moves.size();
	
	QVector< QFuture<quint64> > futures;
	for (const auto& move : moves)
		futures << QtConcurrent::run(perftRoot, board, move, depth);

	quint64 nodeCount = 0;
	for (const QFuture<quint64>& future : std::as_const(futures))
		nodeCount += future.result();

	return nodeCount;
}

/*
 * Capablanca Random Chess rows for the board on libcrc (the factory's
 * "caparandom" in a build with libcrc, row names "libcrc ...") and for
 * Cute Chess's own board, CaparandomBoard, made directly (row names
 * "built-in ...").  Every row is added for the libcrc board; a row whose
 * "builtin" is false is left out for the built-in board, and the comment
 * above it says why.
 *
 * The expected FENs, SAN strings and results come from Fairy-Stockfish
 * (pyffish 0.0.90, variant caparandom, chess960 mode), except where a
 * comment says otherwise.  Fairy-Stockfish writes castling rights as file
 * letters (Shredder-FEN); the X-FEN castling fields here were converted
 * by hand to Cute Chess's form: K/Q (k/q) when the castling rook is the
 * outermost rook on that side of the king, else the rook's file letter;
 * White first, king side before queen side.  The en-passant square is
 * written only when an en-passant capture is legal (docs/rules.md of
 * libcrc, and Cute Chess's WesternBoard); Fairy-Stockfish also writes it
 * when the capture is illegal, and such rows say so.
 *
 * Coordinate moves write castling as king takes own rook (e1j1), as Cute
 * Chess does in random variants; both boards also take the king's
 * destination (f1i1) when it is not one king step away.
 */
namespace {

// The boards of the rows: the factory's board of this key, and the
// built-in board, which the factory no longer makes in a build with libcrc.
const char* const crcLibVariant = "caparandom";
const char* const crcBuiltinVariant = "built-in";

struct CrcMoveStringsRow
{
	const char* name;
	const char* moves;
	const char* startfen;
	const char* endfen;
	bool builtin;
};

const CrcMoveStringsRow crcMoveStrings[] = {
	{ "castling king e O-O O-O-O san",
	  "O-O O-O-O",
	  "bqr1k2r1b/pppppppppp/2n1cn1a2/10/10/2N1CN1A2/PPPPPPPPPP/BQR1K2R1B w KQkq - 8 5",
	  "bqkr3r1b/pppppppppp/2n1cn1a2/10/10/2N1CN1A2/PPPPPPPPPP/BQR4RKB w - - 10 6", true },
	{ "castling king e O-O O-O-O coord",
	  "e1h1 e8c8",
	  "bqr1k2r1b/pppppppppp/2n1cn1a2/10/10/2N1CN1A2/PPPPPPPPPP/BQR1K2R1B w KQkq - 8 5",
	  "bqkr3r1b/pppppppppp/2n1cn1a2/10/10/2N1CN1A2/PPPPPPPPPP/BQR4RKB w - - 10 6", true },
	{ "castling king e O-O-O O-O san",
	  "O-O-O O-O",
	  "bqr1k2r1b/pppppppppp/2n1cn1a2/10/10/2N1CN1A2/PPPPPPPPPP/BQR1K2R1B w KQkq - 8 5",
	  "bqr4rkb/pppppppppp/2n1cn1a2/10/10/2N1CN1A2/PPPPPPPPPP/BQKR3R1B w - - 10 6", true },
	{ "castling king e O-O-O O-O coord",
	  "e1c1 e8h8",
	  "bqr1k2r1b/pppppppppp/2n1cn1a2/10/10/2N1CN1A2/PPPPPPPPPP/BQR1K2R1B w KQkq - 8 5",
	  "bqr4rkb/pppppppppp/2n1cn1a2/10/10/2N1CN1A2/PPPPPPPPPP/BQKR3R1B w - - 10 6", true },
	{ "castling king f O-O O-O-O san",
	  "O-O O-O-O",
	  "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
	  "2kr5r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 w - - 2 2", true },
	{ "castling king f O-O O-O-O coord",
	  "f1j1 f8a8",
	  "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
	  "2kr5r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 w - - 2 2", true },
	{ "castling king f O-O-O O-O san",
	  "O-O-O O-O",
	  "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
	  "r6rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R w - - 2 2", true },
	{ "castling king f O-O-O O-O coord",
	  "f1a1 f8j8",
	  "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
	  "r6rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R w - - 2 2", true },
	{ "castling king b O-O-O O-O san",
	  "O-O-O O-O",
	  "rk7r/pppppppppp/10/10/10/10/PPPPPPPPPP/RK7R w KQkq - 0 1",
	  "r6rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R w - - 2 2", true },
	{ "castling king b O-O-O O-O coord",
	  "b1a1 b8j8",
	  "rk7r/pppppppppp/10/10/10/10/PPPPPPPPPP/RK7R w KQkq - 0 1",
	  "r6rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R w - - 2 2", true },
	{ "castling king b O-O O-O-O san",
	  "O-O O-O-O",
	  "rk7r/pppppppppp/10/10/10/10/PPPPPPPPPP/RK7R w KQkq - 0 1",
	  "2kr5r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 w - - 2 2", true },
	{ "castling king b O-O O-O-O coord",
	  "b1j1 b8a8",
	  "rk7r/pppppppppp/10/10/10/10/PPPPPPPPPP/RK7R w KQkq - 0 1",
	  "2kr5r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 w - - 2 2", true },
	{ "castling king b O-O onto the rook square san",
	  "O-O O-O",
	  "rk6r1/pppppppppp/10/10/10/10/PPPPPPPPPP/RK6R1 w KQkq - 0 1",
	  "r6rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 w - - 2 2", true },
	{ "castling king b O-O onto the rook square coord",
	  "b1i1 b8i8",
	  "rk6r1/pppppppppp/10/10/10/10/PPPPPPPPPP/RK6R1 w KQkq - 0 1",
	  "r6rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 w - - 2 2", true },
	{ "castling king i O-O O-O-O san",
	  "O-O O-O-O",
	  "r7kr/pppppppppp/10/10/10/10/PPPPPPPPPP/R7KR w KQkq - 0 1",
	  "2kr5r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 w - - 2 2", true },
	{ "castling king i O-O O-O-O coord",
	  "i1j1 i8a8",
	  "r7kr/pppppppppp/10/10/10/10/PPPPPPPPPP/R7KR w KQkq - 0 1",
	  "2kr5r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 w - - 2 2", true },
	{ "castling king i O-O-O O-O san",
	  "O-O-O O-O",
	  "r7kr/pppppppppp/10/10/10/10/PPPPPPPPPP/R7KR w KQkq - 0 1",
	  "r6rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R w - - 2 2", true },
	{ "castling king i O-O-O O-O coord",
	  "i1a1 i8j8",
	  "r7kr/pppppppppp/10/10/10/10/PPPPPPPPPP/R7KR w KQkq - 0 1",
	  "r6rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R w - - 2 2", true },
	{ "castling king c O-O-O O-O san",
	  "O-O-O O-O",
	  "r1k6r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K6R w KQkq - 0 1",
	  "r6rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R w - - 2 2", true },
	{ "castling king c O-O-O O-O coord",
	  "c1a1 c8j8",
	  "r1k6r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K6R w KQkq - 0 1",
	  "r6rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R w - - 2 2", true },
	{ "castling king c O-O O-O-O san",
	  "O-O O-O-O",
	  "r1k6r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K6R w KQkq - 0 1",
	  "2kr5r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 w - - 2 2", true },
	{ "castling king c O-O O-O-O coord",
	  "c1j1 c8a8",
	  "r1k6r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K6R w KQkq - 0 1",
	  "2kr5r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 w - - 2 2", true },
	{ "castling king c rook b O-O-O san",
	  "O-O-O O-O-O",
	  "1rk6r/pppppppppp/10/10/10/10/PPPPPPPPPP/1RK6R w KQkq - 0 1",
	  "2kr5r/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R w - - 2 2", true },
	{ "castling king c rook b O-O-O coord",
	  "c1b1 c8b8",
	  "1rk6r/pppppppppp/10/10/10/10/PPPPPPPPPP/1RK6R w KQkq - 0 1",
	  "2kr5r/pppppppppp/10/10/10/10/PPPPPPPPPP/2KR5R w - - 2 2", true },
	{ "castling to the king destination coord",
	  "f1i1 f8c8",
	  "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
	  "2kr5r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 w - - 2 2", true },
	{ "castling then rook moves san",
	  "O-O Rb8 Rhg1 O-O",
	  "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
	  "1r5rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/R5R1K1 w - - 4 3", true },
	{ "castling then rook moves coord",
	  "f1j1 a8b8 h1g1 f8j8",
	  "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
	  "1r5rk1/pppppppppp/10/10/10/10/PPPPPPPPPP/R5R1K1 w - - 4 3", true },
	{ "promotion =A =C+ san",
	  "b8=A g1=C+ Kd2",
	  "r9/1P2k5/10/10/10/10/6p3/4K2N2 w - - 0 1",
	  "rA8/4k5/10/10/10/10/3K6/6cN2 b - - 1 2", true },
	{ "promotion =A =C+ coord",
	  "b7b8a g2g1c e1d2",
	  "r9/1P2k5/10/10/10/10/6p3/4K2N2 w - - 0 1",
	  "rA8/4k5/10/10/10/10/3K6/6cN2 b - - 1 2", true },
	{ "promotion capture =C =A san",
	  "bxa8=C gxh1=A",
	  "r9/1P2k5/10/10/10/10/6p3/4K2N2 w - - 0 1",
	  "C9/4k5/10/10/10/10/10/4K2a2 w - - 0 2", true },
	{ "promotion capture =C =A coord",
	  "b7a8c g2h1a",
	  "r9/1P2k5/10/10/10/10/6p3/4K2N2 w - - 0 1",
	  "C9/4k5/10/10/10/10/10/4K2a2 w - - 0 2", true },
	{ "en passant square san",
	  "e4 a6 e5 d5",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1",
	  "nrbqkbarcn/1pp1pppppp/p9/3pP5/10/10/PPPP1PPPPP/NRBQKBARCN w KQkq d6 0 3", true },
	{ "en passant square coord",
	  "e2e4 a7a6 e4e5 d7d5",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1",
	  "nrbqkbarcn/1pp1pppppp/p9/3pP5/10/10/PPPP1PPPPP/NRBQKBARCN w KQkq d6 0 3", true },
	{ "en passant white san",
	  "e4 a6 e5 d5 exd6",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1",
	  "nrbqkbarcn/1pp1pppppp/p2P6/10/10/10/PPPP1PPPPP/NRBQKBARCN b KQkq - 0 3", true },
	{ "en passant white coord",
	  "e2e4 a7a6 e4e5 d7d5 e5d6",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1",
	  "nrbqkbarcn/1pp1pppppp/p2P6/10/10/10/PPPP1PPPPP/NRBQKBARCN b KQkq - 0 3", true },
	{ "en passant black san",
	  "h3 e5 h4 e4 d4 exd3",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1",
	  "nrbqkbarcn/pppp1ppppp/10/10/7P2/3p6/PPP1PPP1PP/NRBQKBARCN w KQkq - 0 4", true },
	{ "en passant black coord",
	  "h2h3 e7e5 h3h4 e5e4 d2d4 e4d3",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1",
	  "nrbqkbarcn/pppp1ppppp/10/10/7P2/3p6/PPP1PPP1PP/NRBQKBARCN w KQkq - 0 4", true },
	{ "en passant out of check san",
	  "d5+ exd6",
	  "4k5/3p6/10/4P5/4K5/10/10/10 b - - 0 1",
	  "4k5/10/3P6/10/4K5/10/10/10 b - - 0 2", true },
	{ "en passant out of check coord",
	  "d7d5 e5d6",
	  "4k5/3p6/10/4P5/4K5/10/10/10 b - - 0 1",
	  "4k5/10/3P6/10/4K5/10/10/10 b - - 0 2", true },
	// Fairy-Stockfish writes the en-passant square "d6" here; it is "-"
	// because the capture is illegal (docs/rules.md, Cute Chess)
	{ "en passant illegal horizontal pin san",
	  "d5",
	  "4k5/3p6/10/K3P4r/10/10/10/10 b - - 0 1",
	  "4k5/10/10/K2pP4r/10/10/10/10 w - - 0 2", true },
	{ "en passant illegal horizontal pin coord",
	  "d7d5",
	  "4k5/3p6/10/K3P4r/10/10/10/10 b - - 0 1",
	  "4k5/10/10/K2pP4r/10/10/10/10 w - - 0 2", true },
	{ "en passant illegal horizontal pin, pawn push san",
	  "d5 e6",
	  "4k5/3p6/10/K3P4r/10/10/10/10 b - - 0 1",
	  "4k5/10/4P5/K2p5r/10/10/10/10 b - - 0 2", true },
	{ "en passant illegal horizontal pin, pawn push coord",
	  "d7d5 e5e6",
	  "4k5/3p6/10/K3P4r/10/10/10/10 b - - 0 1",
	  "4k5/10/4P5/K2p5r/10/10/10/10 b - - 0 2", true },
	{ "en passant illegal horizontal pin, king move san",
	  "d5 Kb6",
	  "4k5/3p6/10/K3P4r/10/10/10/10 b - - 0 1",
	  "4k5/10/1K8/3pP4r/10/10/10/10 b - - 1 2", true },
	{ "en passant illegal horizontal pin, king move coord",
	  "d7d5 a5b6",
	  "4k5/3p6/10/K3P4r/10/10/10/10 b - - 0 1",
	  "4k5/10/1K8/3pP4r/10/10/10/10 b - - 1 2", true },
	// Fairy-Stockfish writes the en-passant square "d6" here; it is "-"
	// because the capture is illegal (docs/rules.md, Cute Chess)
	{ "en passant illegal diagonal pin san",
	  "d5",
	  "4k5/3p2b3/10/4P5/10/2K7/10/10 b - - 0 1",
	  "4k5/6b3/10/3pP5/10/2K7/10/10 w - - 0 2", true },
	{ "en passant illegal diagonal pin coord",
	  "d7d5",
	  "4k5/3p2b3/10/4P5/10/2K7/10/10 b - - 0 1",
	  "4k5/6b3/10/3pP5/10/2K7/10/10 w - - 0 2", true },
	{ "en passant illegal diagonal pin, king move san",
	  "d5 Kd3",
	  "4k5/3p2b3/10/4P5/10/2K7/10/10 b - - 0 1",
	  "4k5/6b3/10/3pP5/10/3K6/10/10 b - - 1 2", true },
	{ "en passant illegal diagonal pin, king move coord",
	  "d7d5 c3d3",
	  "4k5/3p2b3/10/4P5/10/2K7/10/10 b - - 0 1",
	  "4k5/6b3/10/3pP5/10/3K6/10/10 b - - 1 2", true },
	{ "en passant along the pin line san",
	  "d5 exd6",
	  "4k5/2bp6/10/4P5/10/6K3/10/10 b - - 0 1",
	  "4k5/2b7/3P6/10/10/6K3/10/10 b - - 0 2", true },
	{ "en passant along the pin line coord",
	  "d7d5 e5d6",
	  "4k5/2bp6/10/4P5/10/6K3/10/10 b - - 0 1",
	  "4k5/2b7/3P6/10/10/6K3/10/10 b - - 0 2", true },
};

struct CrcSanStringsRow
{
	const char* name;
	const char* fen;
	const char* lanmove;
	const char* sanmove;
	bool builtin;
};

const CrcSanStringsRow crcSanStrings[] = {
	{ "O-O-O in CRC start 37392",
	  "rknabncrqb/pppppppppp/10/10/10/1NA7/PPPPPPPPPP/RK2BNCRQB w KQkq - 4 3",
	  "b1a1", "O-O-O", true },
	{ "black O-O-O in CRC start 37392",
	  "rk2bncrqb/pppppppppp/1na7/10/10/1NA7/PPPPPPPPPP/RK2BNCRQB b KQkq - 4 3",
	  "b8a8", "O-O-O", true },
	{ "O-O in CRC start 3632",
	  "nbnabrqk1r/pppppppppp/7c2/10/10/7C2/PPPPPPPPPP/NBNABRQK1R w KQkq - 2 2",
	  "h1j1", "O-O", true },
	{ "black O-O in CRC start 3632",
	  "nbnabrqk1r/pppppppppp/7c2/10/10/6PC2/PPPPPP1PPP/NBNABRQK1R b KQkq - 0 2",
	  "h8j8", "O-O", true },
	{ "O-O in the Capablanca array, developed",
	  "r4k3r/pppppppppp/2nabq1cn1/10/10/2NABQ1CN1/PPPPPPPPPP/R4K3R w KQkq - 8 5",
	  "f1j1", "O-O", true },
	{ "O-O-O in the Capablanca array, developed",
	  "r4k3r/pppppppppp/2nabq1cn1/10/10/2NABQ1CN1/PPPPPPPPPP/R4K3R w KQkq - 8 5",
	  "f1a1", "O-O-O", true },
	{ "O-O with check",
	  "7k2/pp8/10/10/10/10/10/R4K3R w KQ - 0 1",
	  "f1j1", "O-O+", true },
	{ "O-O-O with check",
	  "3k6/10/10/10/10/10/10/R4K3R w KQ - 0 1",
	  "f1a1", "O-O-O+", true },
	{ "promotion =C with check",
	  "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1",
	  "b7b8c", "b8=C+", true },
	{ "promotion =A with check",
	  "10/1P1k6/10/10/10/10/10/4K5 w - - 0 1",
	  "b7b8a", "b8=A+", true },
	{ "promotion capture =C with check",
	  "2r1k5/1P8/10/10/10/10/10/4K5 w - - 0 1",
	  "b7c8c", "bxc8=C+", true },
	{ "black promotion =A with check",
	  "4k5/10/10/10/10/10/4K1p3/10 b - - 0 1",
	  "g2g1a", "g1=A+", true },
	{ "promotion =C mate",
	  "k9/2P7/1K8/10/10/10/10/10 w - - 0 1",
	  "c7c8c", "c8=C#", true },
	{ "promotion =A",
	  "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1",
	  "b7b8a", "b8=A", true },
	{ "en passant capture",
	  "rnabqkbcnr/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq d6 0 3",
	  "e5d6", "exd6", true },
	{ "black en passant capture",
	  "rnabqkbcnr/pppp1ppppp/10/10/3Pp5/10/PPP1PPPPPP/RNABQKBCNR b KQkq d3 0 3",
	  "e4d3", "exd3", true },
	{ "knight file disambiguation",
	  "4k5/10/10/10/10/10/10/1N3N1K2 w - - 0 1",
	  "b1d2", "Nbd2", true },
	{ "knight file disambiguation 2",
	  "4k5/10/10/10/10/10/10/1N3N1K2 w - - 0 1",
	  "f1d2", "Nfd2", true },
	{ "knight rank disambiguation",
	  "4k5/10/10/3N6/10/10/10/3N3K2 w - - 0 1",
	  "d1c3", "N1c3", true },
	{ "knight square disambiguation",
	  "4k5/10/10/2N7/10/2N3N3/10/7K2 w - - 0 1",
	  "c3e4", "Nc3e4", true },
	{ "knight pinned rival",
	  "4k5/10/2b7/10/10/5N4/10/1N5K2 w - - 0 1",
	  "b1d2", "Nd2", true },
	{ "chancellor file disambiguation",
	  "4k5/10/10/10/10/10/4K5/C8C w - - 0 1",
	  "a1e1", "Cae1", true },
	{ "chancellor rank disambiguation",
	  "k9/10/10/4C5/10/10/10/4C2K2 w - - 0 1",
	  "e5e3", "C5e3", true },
	{ "chancellor knight and rook move",
	  "4k5/10/10/10/10/10/2C7/C6K2 w - - 0 1",
	  "c2a3", "Cca3", true },
	{ "archbishop file disambiguation",
	  "4k5/10/10/10/10/10/10/A1A4K2 w - - 0 1",
	  "c1b3", "Acb3", true },
	{ "archbishop bishop and knight move",
	  "4k5/10/10/10/10/10/4A5/A6K2 w - - 0 1",
	  "a1c3", "Aac3", true },
	{ "archbishop and knight",
	  "4k5/10/10/10/10/10/10/A2N3K2 w - - 0 1",
	  "a1b3", "Ab3", true },
	{ "chancellor mate",
	  "k9/10/1K8/10/10/10/10/9C w - - 0 1",
	  "j1j8", "Cj8#", true },
	{ "archbishop mate",
	  "k9/10/10/1K2A5/10/10/10/10 w - - 0 1",
	  "e5c6", "Ac6#", true },
	{ "archbishop check",
	  "k9/10/10/10/2A7/10/10/4K5 w - - 0 1",
	  "c4b6", "Ab6+", true },
	{ "chancellor capture with check",
	  "4k5/10/10/4r5/10/10/10/4C4K w - - 0 1",
	  "e1e5", "Cxe5+", true },
};

struct CrcFenStringsRow
{
	const char* name;
	const char* fen;
	const char* xfen;	// empty: the FEN must be refused
	const char* shredderfen;
	bool builtin;
};

const CrcFenStringsRow crcFenStrings[] = {
	{ "CRC start nrbqkbarcn rooks on b and h",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w HBhb - 0 1", true },
	{ "CRC start nrbqkbarcn in Shredder-FEN",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w HBhb - 0 1",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w HBhb - 0 1", true },
	{ "CRC start nrbqkbarcn letters in another order",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w bBhH - 0 1",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w HBhb - 0 1", true },
	{ "CRC start nrbqkbarcn partial rights Hb",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w Hb - 0 1",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w Kq - 0 1",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w Hb - 0 1", true },
	{ "CRC start nrbqkbarcn partial rights Kq",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w Kq - 0 1",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w Kq - 0 1",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w Hb - 0 1", true },
	{ "CRC start 37392 king b, rooks a and h",
	  "rknabncrqb/pppppppppp/10/10/10/10/PPPPPPPPPP/RKNABNCRQB w KQkq - 0 1",
	  "rknabncrqb/pppppppppp/10/10/10/10/PPPPPPPPPP/RKNABNCRQB w KQkq - 0 1",
	  "rknabncrqb/pppppppppp/10/10/10/10/PPPPPPPPPP/RKNABNCRQB w HAha - 0 1", true },
	{ "CRC start 37392 Shredder-FEN black to move",
	  "rknabncrqb/pppppppppp/10/10/10/10/PPPPPPPPPP/RKNABNCRQB b HAha - 0 1",
	  "rknabncrqb/pppppppppp/10/10/10/10/PPPPPPPPPP/RKNABNCRQB b KQkq - 0 1",
	  "rknabncrqb/pppppppppp/10/10/10/10/PPPPPPPPPP/RKNABNCRQB b HAha - 0 1", true },
	{ "CRC start 26591 rooks on c and h",
	  "bqrnkcnrab/pppppppppp/10/10/10/10/PPPPPPPPPP/BQRNKCNRAB w CHch - 0 1",
	  "bqrnkcnrab/pppppppppp/10/10/10/10/PPPPPPPPPP/BQRNKCNRAB w KQkq - 0 1",
	  "bqrnkcnrab/pppppppppp/10/10/10/10/PPPPPPPPPP/BQRNKCNRAB w HChc - 0 1", true },
	{ "CRC start 26591 partial rights Qk",
	  "bqrnkcnrab/pppppppppp/10/10/10/10/PPPPPPPPPP/BQRNKCNRAB w Qk - 0 1",
	  "bqrnkcnrab/pppppppppp/10/10/10/10/PPPPPPPPPP/BQRNKCNRAB w Qk - 0 1",
	  "bqrnkcnrab/pppppppppp/10/10/10/10/PPPPPPPPPP/BQRNKCNRAB w Ch - 0 1", true },
	{ "Capablanca array",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1", true },
	{ "Capablanca array Shredder-FEN",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1", true },
	{ "Capablanca array clocks left out",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq -",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1", true },
	{ "inner castling rook needs its letter",
	  "4k5/10/10/10/10/10/10/R3K2R1R w HQ - 0 1",
	  "4k5/10/10/10/10/10/10/R3K2R1R w HQ - 0 1",
	  "4k5/10/10/10/10/10/10/R3K2R1R w HA - 0 1", true },
	{ "outer castling rook is K",
	  "4k5/10/10/10/10/10/10/R3K2R1R w KQ - 0 1",
	  "4k5/10/10/10/10/10/10/R3K2R1R w KQ - 0 1",
	  "4k5/10/10/10/10/10/10/R3K2R1R w JA - 0 1", true },
	{ "inner queen-side rook needs its letter",
	  "4k5/10/10/10/10/10/10/RR2K4R w KB - 0 1",
	  "4k5/10/10/10/10/10/10/RR2K4R w KB - 0 1",
	  "4k5/10/10/10/10/10/10/RR2K4R w JB - 0 1", true },
	{ "one right each",
	  "r3k4r/10/10/10/10/10/10/R3K4R w Kq - 0 1",
	  "r3k4r/10/10/10/10/10/10/R3K4R w Kq - 0 1",
	  "r3k4r/10/10/10/10/10/10/R3K4R w Ja - 0 1", true },
	{ "no rights",
	  "r3k4r/10/10/10/10/10/10/R3K4R b - - 5 40",
	  "r3k4r/10/10/10/10/10/10/R3K4R b - - 5 40",
	  "r3k4r/10/10/10/10/10/10/R3K4R b - - 5 40", true },
	{ "en-passant square",
	  "rnabqkbcnr/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq d6 0 3",
	  "rnabqkbcnr/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq d6 0 3",
	  "rnabqkbcnr/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w JAja d6 0 3", true },
	{ "black en-passant square",
	  "rnabqkbcnr/pppp1ppppp/10/10/3Pp5/10/PPP1PPPPPP/RNABQKBCNR b KQkq d3 0 3",
	  "rnabqkbcnr/pppp1ppppp/10/10/3Pp5/10/PPP1PPPPPP/RNABQKBCNR b KQkq d3 0 3",
	  "rnabqkbcnr/pppp1ppppp/10/10/3Pp5/10/PPP1PPPPPP/RNABQKBCNR b JAja d3 0 3", true },
	{ "en-passant square without a capturing pawn",
	  "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq e3 0 1",
	  "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq - 0 1",
	  "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b JAja - 0 1", true },
	{ "en-passant square, capture along the pin line",
	  "4k5/2b7/10/3pP5/10/6K3/10/10 w - d6 0 2",
	  "4k5/2b7/10/3pP5/10/6K3/10/10 w - d6 0 2",
	  "4k5/2b7/10/3pP5/10/6K3/10/10 w - d6 0 2", true },
	// Fairy-Stockfish keeps "d6"; docs/rules.md writes the square only
	// when the en-passant capture is legal (here the pawn is pinned)
	// Not for the built-in board: WesternBoard::vSetFenString keeps an en-passant
	// square from a FEN whenever a pawn of the side to move stands beside the
	// double-stepped pawn, without checking that the capture is legal, and
	// writes "d6" back (it does check legality after a double step it plays).
	{ "en-passant square, capture illegal",
	  "4k5/10/10/K2pP4r/10/10/10/10 w - d6 0 2",
	  "4k5/10/10/K2pP4r/10/10/10/10 w - - 0 2",
	  "4k5/10/10/K2pP4r/10/10/10/10 w - - 0 2", false },
	// FENs both boards must refuse (empty xfen)
	{ "refused: side to move can capture the king (perft.txt line 29)",
	  "3k6/10/10/10/10/10/6p3/5K4 b - - 0 1",
	  "", "", true },
	{ "refused: castling right without its rook",
	  "4k5/10/10/10/10/10/10/4K5 w K - 0 1",
	  "", "", true },
	{ "refused: two white kings",
	  "4k5/10/10/10/10/10/10/3KK5 w - - 0 1",
	  "", "", true },
	// FENs docs/rules.md makes libcrc refuse
	// Not for the built-in board: it accepts the FEN and drops the square.
	{ "refused: en-passant square behind no double-stepped pawn",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq e6 0 1",
	  "", "", false },
	// Not for the built-in board: it accepts the FEN, the later letter (H)
	// replacing the earlier (K).
	{ "refused: two castling rights on one side",
	  "4k5/10/10/10/10/10/10/R3K2R1R w KHQ - 0 1",
	  "", "", false },
	// Not for the built-in board: it accepts the FEN.
	{ "refused: castling right named twice",
	  "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KKQkq - 0 1",
	  "", "", false },
	// Not for the built-in board: it does not check pawn ranks in a FEN.
	{ "refused: pawn on the last rank",
	  "P3k5/10/10/10/10/10/10/4K5 w - - 0 1",
	  "", "", false },
	// Not for the built-in board: it does not check pawn ranks in a FEN.
	{ "refused: white pawn on the first rank",
	  "4k5/10/10/10/10/10/10/P3K5 w - - 0 1",
	  "", "", false },
};

struct CrcResultRow
{
	const char* name;
	const char* fen;
	const char* moves;
	const char* result;
	bool builtin;
};

/*
 * Cute Chess's boards end a game by threefold repetition and by the
 * fifty-move rule themselves (result() returns the draw), and so must the
 * libcrc board in Cute Chess.  (libcrc's own Game only makes these
 * claimable and ends automatically at fivefold repetition and 150
 * half-moves, docs/rules.md; Fairy-Stockfish reports them as optional game
 * ends: is_optional_game_end.)
 */
const CrcResultRow crcResultsAfterMoves[] = {
	{ "checkmate by chancellor",
	  "k9/10/1K8/10/10/10/10/9C w - - 0 1",
	  "Cj8#",
	  "1-0", true },
	{ "checkmate by archbishop",
	  "k9/10/10/1K2A5/10/10/10/10 w - - 0 1",
	  "Ac6#",
	  "1-0", true },
	{ "black mates",
	  "4k5/10/10/10/10/9r/r9/4K5 b - - 0 1",
	  "Rj1#",
	  "0-1", true },
	{ "stalemate",
	  "k9/10/1K8/2Q7/10/10/10/10 w - - 0 1",
	  "Qc7",
	  "1/2-1/2", true },
	{ "no stalemate",
	  "k9/10/1K8/2Q7/10/10/10/10 w - - 0 1",
	  "Qc6+",
	  "*", true },
	{ "K vs K",
	  "4k5/10/10/10/10/10/3r6/4K5 w - - 0 1",
	  "Kxd2",
	  "1/2-1/2", true },
	{ "KN vs K",
	  "4k5/10/10/10/10/10/3r6/4K1N3 w - - 0 1",
	  "Kxd2",
	  "1/2-1/2", true },
	{ "KB vs K",
	  "4k5/10/10/10/10/10/3r6/4K1B3 w - - 0 1",
	  "Kxd2",
	  "1/2-1/2", true },
	{ "KA vs K",
	  "4k5/10/10/10/10/10/3r6/4K1A3 w - - 0 1",
	  "Kxd2",
	  "*", true },
	{ "KC vs K",
	  "4k5/10/10/10/10/10/3r6/4K1C3 w - - 0 1",
	  "Kxd2",
	  "*", true },
	{ "KN vs KN",
	  "4k5/10/n9/10/10/10/3r6/4K1N3 w - - 0 1",
	  "Kxd2",
	  "*", true },
	{ "KB vs KB opposite colours",
	  "4k5/10/b9/10/10/10/3r6/4K1B3 w - - 0 1",
	  "Kxd2",
	  "*", true },
	{ "KB vs KB same colour",
	  "4k5/10/1b8/10/10/10/3r6/4K1B3 w - - 0 1",
	  "Kxd2",
	  "1/2-1/2", true },
	{ "KBB vs K same colour",
	  "4k5/10/10/10/10/10/3r6/4K1B1B1 w - - 0 1",
	  "Kxd2",
	  "1/2-1/2", true },
	{ "threefold repetition",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
	  "Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 Nb1 Nb8",
	  "1/2-1/2", true },
	{ "twofold repetition",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
	  "Nc3 Nc6 Nb1 Nb8",
	  "*", true },
	{ "threefold repetition not yet",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
	  "Nc3 Nc6 Nb1 Nb8 Nc3 Nc6 Nb1",
	  "*", true },
	{ "threefold repetition CRC start 37392",
	  "rknabncrqb/pppppppppp/10/10/10/10/PPPPPPPPPP/RKNABNCRQB w KQkq - 0 1",
	  "c1b3 c8b6 b3c1 b6c8 c1b3 c8b6 b3c1 b6c8",
	  "1/2-1/2", true },
	{ "threefold repetition, not from the start",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
	  "Nh3 Nh6 Ni1 Ni8 Nh3 Nh6 Ni1 Ni8 Nh3",
	  "1/2-1/2", true },
	{ "repetition needs the same castling rights",
	  "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
	  "Rb1 Rb8 Ra1 Ra8 Rb1 Rb8 Ra1 Ra8",
	  "*", true },
	{ "repetition with the same castling rights",
	  "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
	  "Rb1 Rb8 Ra1 Ra8 Rb1 Rb8 Ra1 Ra8 Rb1 Rb8 Ra1 Ra8",
	  "1/2-1/2", true },
	{ "repetition needs the same en-passant right",
	  "4k5/3p6/10/4P5/10/10/10/4K5 b - - 0 1",
	  "d5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8",
	  "*", true },
	{ "repetition with the same en-passant right",
	  "4k5/3p6/10/4P5/10/10/10/4K5 b - - 0 1",
	  "d7d5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8",
	  "1/2-1/2", true },
	// Fairy-Stockfish says "*" here: its repetition key keeps the en-passant
	// square of d7-d5 although exd6 is illegal (pinned pawn). docs/rules.md
	// (and FIDE 9.2.3) compare only legal en-passant captures, so the
	// position after the 9th half-move is the third occurrence.
	{ "repetition ignores an illegal en-passant capture",
	  "4k5/3p6/10/K3P4r/10/10/10/10 b - - 0 1",
	  "d5 Ka4 Ke7 Ka5 Ke8 Ka4 Ke7 Ka5 Ke8",
	  "1/2-1/2", true },
	{ "fifty-move rule",
	  "4k5/10/10/10/10/10/10/R3K5 w - - 99 80",
	  "Ra2",
	  "1/2-1/2", true },
	{ "fifty-move rule, capture",
	  "4k5/10/10/10/7n2/10/10/4K2R2 w - - 99 80",
	  "Rxh4",
	  "*", true },
	{ "fifty-move rule, pawn move",
	  "4k5/10/10/10/10/10/P9/R3K5 w - - 99 80",
	  "a3",
	  "*", true },
	{ "fifty-move rule, not yet",
	  "4k5/10/10/10/10/10/10/R3K5 w - - 98 80",
	  "Ra2",
	  "*", true },
	{ "fifty-move rule, mate first",
	  "k9/10/1K8/10/10/10/10/9C w - - 99 80",
	  "Cj8#",
	  "1-0", true },
};

} // anonymous namespace

namespace {

/*
 * Capablanca Random Chess perft positions: every line of crc's
 * testdata/perft.txt (libcrc's reference suite) that has a depth-3 count,
 * with that count, and four en-passant positions.  The counts are
 * Fairy-Stockfish's (variant caparandom), cross-checked there with
 * Sjaak II.  perft_data() adds every position for both boards.
 */
struct CrcPerftPosition
{
	const char* name;	// line in perft.txt and its note
	const char* fen;
	quint64 nodes;		// legal leaf nodes at depth 3
};

const CrcPerftPosition crcPerft3[] = {
	{ "perft.txt line 3: Capablanca array",
	  "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
	  Q_UINT64_C(25228) },
	{ "perft.txt line 4: Gothic array",
	  "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
	  Q_UINT64_C(25283) },
	{ "perft.txt line 5: castling letters BHbh",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w BHbh - 0 1",
	  Q_UINT64_C(20663) },
	{ "perft.txt line 6: castling KQkq same position",
	  "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1",
	  Q_UINT64_C(20663) },
	{ "perft.txt line 7: both castlings open",
	  "1r2k2r2/pppppppppp/10/10/10/10/PPPPPPPPPP/1R2K2R2 w KQkq - 0 1",
	  Q_UINT64_C(29117) },
	{ "perft.txt line 8: partial rights",
	  "1r2k2r2/pppppppppp/10/10/10/10/PPPPPPPPPP/1R2K2R2 w Hb - 0 1",
	  Q_UINT64_C(26588) },
	{ "perft.txt line 9: black castles",
	  "1r2k2r2/pppppppppp/10/10/10/10/PPPPPPPPPP/1R2K2R2 b KQkq - 0 1",
	  Q_UINT64_C(29117) },
	{ "perft.txt line 10: en passant white",
	  "rnabqkbcnr/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq d6 0 3",
	  Q_UINT64_C(57985) },
	{ "perft.txt line 11: en passant black",
	  "rnabqkbcnr/pppp1ppppp/10/10/3Pp5/10/PPP1PPPPPP/RNABQKBCNR b KQkq d3 0 3",
	  Q_UINT64_C(57985) },
	{ "perft.txt line 12: six promotions",
	  "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1",
	  Q_UINT64_C(679) },
	{ "perft.txt line 13: king already on i",
	  "rk7r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3B3KR w KQkq - 0 1",
	  Q_UINT64_C(19116) },
	{ "perft.txt line 14: castling rook shields king from rook a1",
	  "4k5/10/10/10/10/10/10/rR2K5 w Q - 0 1",
	  Q_UINT64_C(1466) },
	{ "perft.txt line 15: simple castling both sides",
	  "2k7/10/10/10/10/10/10/R3K4R w KQ - 0 1",
	  Q_UINT64_C(3816) },
	{ "perft.txt line 16: f-file attacked",
	  "2k7/10/10/10/10/5r4/10/R3K4R w KQ - 0 1",
	  Q_UINT64_C(11998) },
	{ "perft.txt line 17: g-file attacked blocks O-O",
	  "2k7/10/10/10/10/6r3/10/R3K4R w KQ - 0 1",
	  Q_UINT64_C(13464) },
	{ "perft.txt line 18: d-file attacked blocks O-O-O",
	  "2k7/10/10/10/10/3r6/10/R3K4R w KQ - 0 1",
	  Q_UINT64_C(12122) },
	{ "perft.txt line 19: b-file attacked, O-O-O still legal (rook passes b)",
	  "2k7/10/10/10/10/1r8/10/R3K4R w KQ - 0 1",
	  Q_UINT64_C(14185) },
	{ "perft.txt line 20: king in check, no castling",
	  "2k7/10/10/10/10/4r5/10/R3K4R w KQ - 0 1",
	  Q_UINT64_C(2236) },
	{ "perft.txt line 22: chancellor near cornered king",
	  "k9/10/1C8/10/10/10/10/K9 b - - 0 1",
	  Q_UINT64_C(56) },
	{ "perft.txt line 24: ep capture would expose king on rank 5",
	  "7k2/10/10/r2pP4K/10/10/10/10 w - d6 0 2",
	  Q_UINT64_C(576) },
	{ "perft.txt line 25: ep discovered check along rank",
	  "10/10/10/K2pP4r/10/10/10/7k2 w - d6 0 2",
	  Q_UINT64_C(743) },
	{ "perft.txt line 26: chancellor corner",
	  "4k5/10/10/10/10/10/10/4K4C w - - 0 1",
	  Q_UINT64_C(1929) },
	{ "perft.txt line 27: archbishop corner",
	  "4k5/10/10/10/10/10/10/A3K5 w - - 0 1",
	  Q_UINT64_C(1203) },
	{ "perft.txt line 28: capablanca-like king f castles",
	  "r4k3r/1pppppppp1/10/10/10/10/1PPPPPPPP1/R4K3R w KQkq - 0 1",
	  Q_UINT64_C(57408) },
	// line 29 ("3k6/10/10/10/10/10/6p3/5K4 b - - 0 1", D3 492) is left
	// out: Black to move can capture the white king, so the position is
	// illegal; Fairy-Stockfish does not validate FENs and counts the
	// king captures, and both boards refuse the FEN (docs/rules.md says
	// libcrc must). fenStrings() checks the refusal instead.
	{ "perft.txt line 30: crc start 8465",
	  "nrabnqbkcr/pppppppppp/10/10/10/10/PPPPPPPPPP/NRABNQBKCR w KQkq - 0 1",
	  Q_UINT64_C(22946) },
	{ "perft.txt line 31: crc start 37392",
	  "rknabncrqb/pppppppppp/10/10/10/10/PPPPPPPPPP/RKNABNCRQB w KQkq - 0 1",
	  Q_UINT64_C(24918) },
	{ "perft.txt line 32: crc start 3632",
	  "nbnabrqkcr/pppppppppp/10/10/10/10/PPPPPPPPPP/NBNABRQKCR w KQkq - 0 1",
	  Q_UINT64_C(22695) },
	{ "perft.txt line 33: crc start 19515",
	  "cranbqnbkr/pppppppppp/10/10/10/10/PPPPPPPPPP/CRANBQNBKR w KQkq - 0 1",
	  Q_UINT64_C(22388) },
	{ "perft.txt line 34: crc start 7416",
	  "nbqrbncakr/pppppppppp/10/10/10/10/PPPPPPPPPP/NBQRBNCAKR w KQkq - 0 1",
	  Q_UINT64_C(22562) },
	{ "perft.txt line 35: crc start 33154",
	  "qrnkbarncb/pppppppppp/10/10/10/10/PPPPPPPPPP/QRNKBARNCB w KQkq - 0 1",
	  Q_UINT64_C(25259) },
	{ "perft.txt line 36: crc start 30019",
	  "rbacnkbrnq/pppppppppp/10/10/10/10/PPPPPPPPPP/RBACNKBRNQ w KQkq - 0 1",
	  Q_UINT64_C(25148) },
	{ "perft.txt line 37: crc start 31869",
	  "rnabkcrnbq/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABKCRNBQ w KQkq - 0 1",
	  Q_UINT64_C(25057) },
	{ "perft.txt line 38: crc start 42511",
	  "bqarknrbnc/pppppppppp/10/10/10/10/PPPPPPPPPP/BQARKNRBNC w KQkq - 0 1",
	  Q_UINT64_C(22422) },
	{ "perft.txt line 39: crc start 25930",
	  "rabnckqbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RABNCKQBNR w KQkq - 0 1",
	  Q_UINT64_C(24904) },
	{ "perft.txt line 40: crc start 13651",
	  "aqbnrbknrc/pppppppppp/10/10/10/10/PPPPPPPPPP/AQBNRBKNRC w KQkq - 0 1",
	  Q_UINT64_C(19873) },
	{ "perft.txt line 41: crc start 5731",
	  "bqncrnabkr/pppppppppp/10/10/10/10/PPPPPPPPPP/BQNCRNABKR w KQkq - 0 1",
	  Q_UINT64_C(24925) },
	{ "perft.txt line 42: crc start 32736",
	  "rnkrcbqabn/pppppppppp/10/10/10/10/PPPPPPPPPP/RNKRCBQABN w KQkq - 0 1",
	  Q_UINT64_C(22811) },
	{ "perft.txt line 43: crc start 1484",
	  "ncnbraqkbr/pppppppppp/10/10/10/10/PPPPPPPPPP/NCNBRAQKBR w KQkq - 0 1",
	  Q_UINT64_C(22917) },
	{ "perft.txt line 44: crc start 26591",
	  "bqrnkcnrab/pppppppppp/10/10/10/10/PPPPPPPPPP/BQRNKCNRAB w KQkq - 0 1",
	  Q_UINT64_C(24788) },
	{ "perft.txt line 45: crc start 28595",
	  "rnknbqrcab/pppppppppp/10/10/10/10/PPPPPPPPPP/RNKNBQRCAB w KQkq - 0 1",
	  Q_UINT64_C(24528) },
	{ "perft.txt line 46: crc start 39621",
	  "rqcbakbnrn/pppppppppp/10/10/10/10/PPPPPPPPPP/RQCBAKBNRN w KQkq - 0 1",
	  Q_UINT64_C(22943) },
	{ "perft.txt line 47: crc start 104",
	  "qcbnnarbkr/pppppppppp/10/10/10/10/PPPPPPPPPP/QCBNNARBKR w KQkq - 0 1",
	  Q_UINT64_C(25088) },
	{ "perft.txt line 48: crc start 45497",
	  "rkcbrnbqan/pppppppppp/10/10/10/10/PPPPPPPPPP/RKCBRNBQAN w KQkq - 0 1",
	  Q_UINT64_C(22404) },
	{ "perft.txt line 49: crc start 29506",
	  "qcrnkbrabn/pppppppppp/10/10/10/10/PPPPPPPPPP/QCRNKBRABN w KQkq - 0 1",
	  Q_UINT64_C(22716) },
	{ "perft.txt line 50: crc start 20090",
	  "barcnbnkqr/pppppppppp/10/10/10/10/PPPPPPPPPP/BARCNBNKQR w KQkq - 0 1",
	  Q_UINT64_C(24446) },
	{ "perft.txt line 51: crc start 46982",
	  "rkrabnqcnb/pppppppppp/10/10/10/10/PPPPPPPPPP/RKRABNQCNB w KQkq - 0 1",
	  Q_UINT64_C(25249) },
	{ "perft.txt line 52: crc start 16340",
	  "nabrckrbqn/pppppppppp/10/10/10/10/PPPPPPPPPP/NABRCKRBQN w KQkq - 0 1",
	  Q_UINT64_C(20191) },
	{ "perft.txt line 53: crc start 38790",
	  "cabrknrnqb/pppppppppp/10/10/10/10/PPPPPPPPPP/CABRKNRNQB w KQkq - 0 1",
	  Q_UINT64_C(22203) },
	{ "perft.txt line 54: ep",
	  "bnr2a1n1r/5k4/5c2N1/1pb1p2pPp/p2p1QR3/2PP1B1A1P/P1P2P4/BNC3K2R w K j6 0 29",
	  Q_UINT64_C(193299) },
	{ "perft.txt line 55: ep",
	  "rnk1a1bnrc/pppp1ppp1p/10/b3p5/3PP2Pp1/P1N5C1/1PP2PP1PP/R1KQABBNR1 b KQkq h3 0 7",
	  Q_UINT64_C(53702) },
	{ "perft.txt line 56: ep",
	  "rknaArq3/2p2p4/7b2/pp1Pp1p1P1/PP1P1Pp1cp/8P1/4P5/RKN1BRQNCB b KQkq f3 0 17",
	  Q_UINT64_C(102192) },
	{ "perft.txt line 57: ep",
	  "r2bnr3n/2p2b3Q/qk1p2P1cp/p2Pp3p1/P1P4A2/1p5PPP/1P2PP1N2/R1KBNRB1C1 w - e6 0 22",
	  Q_UINT64_C(84275) },
	{ "perft.txt line 58: ep",
	  "1nbkn1rq1b/7a1p/r1p1c1p3/P3Pp2Pp/1p2P1P3/P9/2NP2RP2/RNBK1C1QAB w Qk f6 0 19",
	  Q_UINT64_C(89960) },
	{ "perft.txt line 59: ep",
	  "nabbrc2qr/2p1p2k2/3p2Cnp1/p4pp2p/p1PP1PPp2/1PA4P2/4P3PP/N1BBR1NKQR b KQ g3 0 13",
	  Q_UINT64_C(61276) },
	{ "perft.txt line 60: ep",
	  "bnc1raknqr/pp2pp2pp/1b4p3/3p2Pp2/2p4P2/N2P5P/PPP1PP2P1/B1CBRAKNQR w KQkq h6 0 7",
	  Q_UINT64_C(56608) },
	{ "perft.txt line 61: ep",
	  "nrnqbbck1r/1pppp1p2p/p4p1p2/8pP/10/4P1P3/PPaP1PKPP1/NRNQBBC1AR w kq i6 0 6",
	  Q_UINT64_C(87224) },
	{ "perft.txt line 62: promo",
	  "r2nnaqr1b/pk8/3p1p2p1/3Pp2pc1/1p2PPP2P/3Q2P1BP/2pK6/R2NN2b1B b - - 1 27",
	  Q_UINT64_C(153054) },
	{ "perft.txt line 63: promo",
	  "Abn1brnkr1/4p5/c2P2p2p/p4pP3/3P2P3/1P4N2p/P1p3C3/ABNRB2KQ1 b - - 0 30",
	  Q_UINT64_C(144850) },
	{ "perft.txt line 64: promo",
	  "1r1n1n1b2/p2bP1pp2/1k3P1c2/10/Pp2P1PpPr/1K8/1PC3B3/RQ1Na3q1 w - - 1 34",
	  Q_UINT64_C(139250) },
	{ "perft.txt line 65: promo",
	  "nrnabk1brc/6q1pp/1p1pp5/p1p3pP2/1N1P5Q/P1P3KPPP/1P2pP4/NR1AB2BRC b kq - 0 13",
	  Q_UINT64_C(95828) },
	{ "perft.txt line 66: promo",
	  "1qnr1bbkrc/2n7/5p2P1/PN1ppPpp2/3a4P1/P1PN2P3/1p1PP2B2/A2R1B1KRC b KQkq - 1 24",
	  Q_UINT64_C(223402) },
	{ "perft.txt line 67: promo",
	  "r2n1n1b2/p2b2pp2/1k1qPP1c2/8p1/Pp2P1PPPr/1K4C3/1P1p2B3/RQ1NB3R1 b - - 1 30",
	  Q_UINT64_C(185781) },
	{ "perft.txt line 68: promo",
	  "qr1nN1A2r/3b3Rpk/8c1/1p3n4/pa6pP/P7C1/3ppP4/2RbBB3K b - - 1 38",
	  Q_UINT64_C(330284) },
	{ "perft.txt line 69: promo",
	  "r1bk5b/1p2cr2P1/2p4P2/PqC2p3p/1P1n3p1P/6p3/3Ba2A2/RN2K2N1B w q - 1 36",
	  Q_UINT64_C(110578) },
	{ "perft.txt line 70: castle",
	  "qc2r1krb1/pp3p1pp1/2p6p/Nn1pp1p3/3PR5/4nPK3/1PPCP1P1PP/Q2BRN2BA b kq - 1 15",
	  Q_UINT64_C(53414) },
	{ "perft.txt line 71: castle",
	  "abrknqnrbc/pppppppppp/10/10/10/10/PPPPPPPPPP/ABKRNQNRBC b kq - 1 1",
	  Q_UINT64_C(21305) },
	{ "perft.txt line 72: castle",
	  "1nk3r2b/rppp1c1ppb/3qp1p2p/4Pp4/p5PPP1/N1P1P2B1P/PPKP3B1C/RAaQ1NR3 b k - 2 19",
	  Q_UINT64_C(106178) },
	{ "perft.txt line 73: castle",
	  "bncrkrqanb/ppppp1p1pp/5p1p2/10/10/1C2P5/PPPP1PPPPP/BN1RKRQANB w KQkq - 0 3",
	  Q_UINT64_C(52165) },
	{ "perft.txt line 74: castle",
	  "1b1qrnk1rn/2pppppp1c/10/pp6pp/PA2C3P1/7P2/1PPPPPPN1P/1BBQRN1RK1 b kq - 0 13",
	  Q_UINT64_C(45710) },
	{ "perft.txt line 75: castle",
	  "bannrbkrqc/1ppppp1p1p/4A1p1p1/p9/2P5P1/PN1P4Q1/1P2PPPP1P/B2NRBKR1C w KQkq - 2 10",
	  Q_UINT64_C(69397) },
	{ "perft.txt line 76: castle",
	  "1b2r1kr1n/2pp1pp2c/4p1n3/Ap4q1pp/P1P3PpP1/1P1P3P1N/4P4P/1BBQRNR2K b q - 0 23",
	  Q_UINT64_C(94533) },
	{ "perft.txt line 77: castle",
	  "r1q1kb1r1c/p2p1p1n1p/1pp4p1A/1P2p1p1p1/3Nb4P/P1P1PP4/1QP1N1PPP1/R2K3RBC w KQ - 1 15",
	  Q_UINT64_C(86025) },
	{ "perft.txt line 78: partial",
	  "2bqr3kr/2p1p2pp1/c2p1bp2p/ppn2p4/1PBn1PPPP1/P2aNR4/2P1P3KP/CAB1QN3R w k - 0 20",
	  Q_UINT64_C(161227) },
	{ "perft.txt line 79: partial",
	  "aqrcknbbnr/pp1p1pp1pp/2p7/4p2p2/7P2/4C1N1B1/PPPPPPP1PP/AQKR3BNR b kq - 1 5",
	  Q_UINT64_C(38568) },
	{ "perft.txt line 80: partial",
	  "brancbnkrq/1ppppppppp/p9/10/8P1/10/PPPPPPPP1P/BRANCBNRKQ b kq - 0 2",
	  Q_UINT64_C(32885) },
	{ "perft.txt line 81: partial",
	  "abcn1r1qk1/2p1pbpp1r/7np1/pp1p1p3p/AP1P6/6PNP1/P1P1PPQP1P/1BCNB1RRK1 w q - 1 13",
	  Q_UINT64_C(57633) },
	{ "perft.txt line 82: partial",
	  "nq1b1crkbr/2ppp3pp/pp4p3/5p1p1P/P3nP4/1N8/1PPPP1APP1/1QNB2RKB1 w Qkq - 1 12",
	  Q_UINT64_C(33115) },
	{ "perft.txt line 83: partial",
	  "rcq1k1n1b1/pppppp2p1/4n1pb1r/3Na2p1p/2P1P5/3B5P/PP1P1PPPPR/RCQ1K1NAB1 w Qq - 1 8",
	  Q_UINT64_C(77498) },
	{ "perft.txt line 84: partial",
	  "2cb1qknr1/prp1p1ppp1/2a3b2p/p2p6/2PPp4P/5PQP2/PP4PP1N/AR1BB2RKN w k - 0 18",
	  Q_UINT64_C(73558) },
	{ "perft.txt line 85: partial",
	  "n1c1b1k3/pr1p1pp1nr/4p2pa1/B1b4Ppp/1Cq2P4/2P2RP3/P3P2QPP/N2B1KN2R b K - 2 24",
	  Q_UINT64_C(159315) },
	{ "perft.txt line 86: check",
	  "nrc2qkbar/pnpp1Qpppp/1p3p4/4p5/10/4NPB3/PPPPP1PPPP/NRC3KBAR b KQkq - 0 7",
	  Q_UINT64_C(3026) },
	{ "perft.txt line 87: check",
	  "bbrkrn1aqn/4p1pp2/1pA3c2p/p1p2p2pC/3p4P1/10/PPPPPPPP1P/BBKRRN2QN b kq - 1 13",
	  Q_UINT64_C(6362) },
	{ "perft.txt line 88: check",
	  "r1bn2Nkc1/p3pBA1p1/2p4pr1/3p2p3/6P2p/2P1K2P2/PP1PP4b/R1B1NQ3R b q - 0 26",
	  Q_UINT64_C(4404) },
	{ "perft.txt line 89: check",
	  "2k1Q4n/r1c2b4/2p1n1p1pb/1p1p1p3p/P1P1P4P/aK3BP1P1/P4P1P2/1R1NRCB2N b - - 0 28",
	  Q_UINT64_C(6967) },
	{ "perft.txt line 90: check",
	  "rc3br2a/p4pp1p1/1p2p3nN/2pP1b3p/k1PP3PBP/P2K6/5P2P1/R9 w - - 0 28",
	  Q_UINT64_C(4811) },
	{ "perft.txt line 91: check",
	  "3bnkrq2/prppp1p1pp/3na2p2/1p7P/1N2c1P1A1/P4PK3/2bPP2PP1/RCNB3RB1 w - - 2 22",
	  Q_UINT64_C(7144) },
	{ "perft.txt line 92: check",
	  "rb4c1Bn/ppBk2p1p1/1r2pp2np/2qp3pQa/1P8/5P1PN1/P2PP1P1PP/1RKR2C2N w K - 14 21",
	  Q_UINT64_C(7682) },
	{ "perft.txt line 93: check",
	  "bk1Ar1c3/4p2qp1/Npp1Qn2np/P5pp2/1P1C3NP1/2PP5P/K5PP2/BBR3R3 b - - 0 34",
	  Q_UINT64_C(2426) },
	{ "perft.txt line 94: nocastle",
	  "r1bb1cn2q/p1p1ppkpr1/1pn5pp/3N2p3/P5APPP/4C5/RPPPPP2K1/2BB2N1RQ b - - 0 13",
	  Q_UINT64_C(70330) },
	{ "perft.txt line 95: nocastle",
	  "c1kr3b1r/4ppp1pp/p2pnB4/1Ppb3p2/9P/5P4/PRPP2P1P1/C1KN2NBQR w - c6 0 19",
	  Q_UINT64_C(67454) },
	{ "perft.txt line 96: nocastle",
	  "n5k1r1/b1R3p1p1/pp1p4P1/P9/8pp/N2PP4P/1P3P1K2/2r6C b - - 0 35",
	  Q_UINT64_C(21679) },
	{ "perft.txt line 97: nocastle",
	  "rc1b2nk1q/p1p1pp1pr1/bNn5pp/6pA2/P6PPP/3PC5/RPP1PP2K1/2BB2N1RQ w - - 3 17",
	  Q_UINT64_C(92765) },
	{ "perft.txt line 98: nocastle",
	  "2a5r1/p2kp2p2/4p5/2P4pnP/2p1N5/9b/P1Kb5P/5RR3 b - - 1 34",
	  Q_UINT64_C(55316) },
	{ "perft.txt line 99: nocastle",
	  "2k4b1r/2crp1B1pp/pP1pn5/2pb1p1p2/9P/5P1N1R/PRPP2P1P1/C1KN3BQ1 b - - 2 22",
	  Q_UINT64_C(56374) },
	{ "perft.txt line 100: nocastle",
	  "2cr1kbn2/3p3n2/1R2p1p1p1/p8p/2P3P3/P5P2P/1QC1P5/5Kb1NB w - - 0 26",
	  Q_UINT64_C(64928) },
	{ "perft.txt line 101: nocastle",
	  "r2b2nk1q/pbp1pp1pr1/1N6pA/6B3/P6PPP/3P6/RP2NP2K1/3B4RQ b - - 0 21",
	  Q_UINT64_C(35746) },
	{ "perft.txt line 110: capture",
	  "r2bckbar1/1pp1pp1ppp/p3q1p3/1P2n5/P2p3Q2/2P5N1/2CPPPP1PP/RN1B1KBAR1 b KQkq - 1 10",
	  Q_UINT64_C(102112) },
	{ "perft.txt line 111: capture",
	  "2krnncb2/2ppp1N2r/bpa2p4/8P1/10/N9/PP1PPPPPP1/RKB3CBQ1 b Q - 0 11",
	  Q_UINT64_C(70008) },
	{ "perft.txt line 112: capture",
	  "q3rkrbbn/p1pppp1pp1/10/1a4p2p/1NP3P3/5PR1P1/PP1P1K1P1P/C1QR4BN b - - 0 14",
	  Q_UINT64_C(70763) },
	{ "perft.txt line 113: capture",
	  "rkbnrq1nab/pppppppppp/7c2/10/10/8NP/PPPPPPPPP1/RKBNRQC1AB b KQkq - 2 2",
	  Q_UINT64_C(48338) },
	{ "perft.txt line 114: capture",
	  "bqnrknrbac/ppppppp1pp/10/7p2/10/7A2/PPPPPPPPPP/BQNRKNRB1C w KQkq - 0 2",
	  Q_UINT64_C(40521) },
	{ "perft.txt line 115: capture",
	  "cr1knbrn1R/2p7/1q1ppp3p/pb8/5P1P2/PC1p2P3/4P2QPP/2BKNBR2A b Kkq - 0 18",
	  Q_UINT64_C(104041) },
	{ "perft.txt line 116: capture",
	  "rbqnkcbanr/ppp1pp1ppp/3p6/6p3/7P2/4P4N/PPPP1PP1PP/RBQNKCBA1R b KQkq - 0 3",
	  Q_UINT64_C(55197) },
	{ "perft.txt line 117: capture",
	  "r1k4brc/np3p1pp1/1np1P4p/2P3p2P/1A8/P2N4P1/P1K2PPPBC/R2Nq1Q1R1 w - - 0 19",
	  Q_UINT64_C(73456) },

	// Not from perft.txt: the en-passant positions of moveStrings() after
	// d7-d5 (Fairy-Stockfish "go perft 3"; exd6 is illegal in the first two)
	{ "perft ep: exd6 would expose the king on rank 5",
	  "4k5/10/10/K2pP4r/10/10/10/10 w - d6 0 2",
	  Q_UINT64_C(726) },
	{ "perft ep: exd6 would leave a diagonal pin",
	  "4k5/6b3/10/3pP5/10/2K7/10/10 w - d6 0 2",
	  Q_UINT64_C(677) },
	{ "perft ep: exd6 along the pin line",
	  "4k5/2b7/10/3pP5/10/6K3/10/10 w - d6 0 2",
	  Q_UINT64_C(855) },
	{ "perft ep: exd6 out of check",
	  "4k5/10/10/3pP5/4K5/10/10/10 w - d6 0 2",
	  Q_UINT64_C(316) },
};

} // anonymous namespace

void tst_CrcBoard::initTestCase()
{
	// The premise of the rows: in this build the factory's caparandom is
	// the board on libcrc, under both of its keys, and it still calls
	// itself caparandom.
	for (const QString key : { "caparandom", "caparandom-libcrc" })
	{
		QScopedPointer<Chess::Board> board(Chess::BoardFactory::create(key));
		QVERIFY2(dynamic_cast<Chess::CrcBoard*>(board.data()) != nullptr,
			 qPrintable(key + " is not the libcrc board"));
		QCOMPARE(board->variant(), QString("caparandom"));
	}
}

// "built-in" is Cute Chess's own CaparandomBoard; any other name is a key
// of the factory.  The board is reused while the name stays the same.
bool tst_CrcBoard::setVariant(const QString& variant)
{
	if (m_board.isNull() || m_variant != variant)
	{
		if (variant == crcBuiltinVariant)
			m_board.reset(new Chess::CaparandomBoard());
		else
			m_board.reset(Chess::BoardFactory::create(variant));
		m_variant = variant;
	}
	return !m_board.isNull();
}

// Adds each of `rows` for the libcrc board ("libcrc <name>"), then those whose
// "builtin" is true for the built-in board ("built-in <name>"): the variant column, and
// the row's other columns as `columns` writes them.
template <typename Row, std::size_t N, typename Columns>
void addCrcRows(const Row (&rows)[N], Columns columns)
{
	for (const auto& row : rows)
		columns(QTest::addRow("libcrc %s", row.name) << QString(crcLibVariant), row);
	for (const auto& row : rows)
	{
		if (row.builtin)
			columns(QTest::addRow("built-in %s", row.name)
				<< QString(crcBuiltinVariant), row);
	}
}

void tst_CrcBoard::moveStrings_data() const
{
	QTest::addColumn<QString>("variant");
	QTest::addColumn<QString>("moves");
	QTest::addColumn<QString>("startfen");
	QTest::addColumn<QString>("endfen");

	addCrcRows(crcMoveStrings, [](QTestData& data, const auto& row)
	{
		data
			<< QString(row.moves)
			<< QString(row.startfen)
			<< QString(row.endfen);
	});
}

void tst_CrcBoard::sanStrings_data() const
{
	QTest::addColumn<QString>("variant");
	QTest::addColumn<QString>("fen");
	QTest::addColumn<QString>("lanmove");
	QTest::addColumn<QString>("sanmove");

	addCrcRows(crcSanStrings, [](QTestData& data, const auto& row)
	{
		data
			<< QString(row.fen)
			<< QString(row.lanmove)
			<< QString(row.sanmove);
	});
}

void tst_CrcBoard::perft_data() const
{
	QTest::addColumn<QString>("variant");
	QTest::addColumn<QString>("fen");
	QTest::addColumn<int>("depth");
	QTest::addColumn<quint64>("nodecount");

	// Cute Chess's own three 10x8 rows (its tst_board runs them on the
	// capablanca board) on both boards: docs/cutechess.md times each pair.
	const struct { const char* variant; const char* prefix; } boards[] = {
		{ crcBuiltinVariant, "built-in" },
		{ crcLibVariant, "libcrc" }
	};
	for (const auto& board : boards)
	{
		const QString variant = board.variant;
		const QString prefix = QString(board.prefix) + " ";
		QTest::newRow(qPrintable(prefix + "gothic startpos"))
			<< variant
			<< "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1"
			<< 4
			<< Q_UINT64_C(808984);
		QTest::newRow(qPrintable(prefix + "goth2"))
			<< variant
			<< "r1b1c2rk1/p4a1ppp/1ppq2pn2/3p1p4/3A1Pn3/1PN3PN2/P1PQP1BPPP/3RC2RK1 w - -"
			<< 4
			<< Q_UINT64_C(7917813);
		QTest::newRow(qPrintable(prefix + "goth3"))
			<< variant
			<< "r1b2k2nr/p1ppq1ppbp/n1Pcpa2p1/5p4/5P4/1p1PBCPN2/PP1QP1BPPP/RN3KA2R w KQkq -"
			<< 4
			<< Q_UINT64_C(4869569);
	}

	// perft.txt at depth 3 on both boards
	for (const auto& board : boards)
	{
		for (const auto& pos : crcPerft3)
		{
			QTest::addRow("%s %s", board.prefix, pos.name)
				<< QString(board.variant)
				<< QString(pos.fen)
				<< 3
				<< pos.nodes;
		}
	}
}

void tst_CrcBoard::fenStrings_data() const
{
	QTest::addColumn<QString>("variant");
	QTest::addColumn<QString>("fen");
	QTest::addColumn<QString>("xfen");
	QTest::addColumn<QString>("shredderfen");

	addCrcRows(crcFenStrings, [](QTestData& data, const auto& row)
	{
		data
			<< QString(row.fen)
			<< QString(row.xfen)
			<< QString(row.shredderfen);
	});
}

void tst_CrcBoard::resultsAfterMoves_data() const
{
	QTest::addColumn<QString>("variant");
	QTest::addColumn<QString>("fen");
	QTest::addColumn<QString>("moves");
	QTest::addColumn<QString>("result");

	addCrcRows(crcResultsAfterMoves, [](QTestData& data, const auto& row)
	{
		data
			<< QString(row.fen)
			<< QString(row.moves)
			<< QString(row.result);
	});
}

void tst_CrcBoard::moveStrings()
{
	QFETCH(QString, variant);
	QFETCH(QString, moves);
	QFETCH(QString, startfen);
	QFETCH(QString, endfen);

	QVERIFY2(setVariant(variant), qPrintable("no board for variant " + variant));
	QVERIFY(m_board->setFenString(startfen));

	const auto moveList = moves.split(' ', Qt::SkipEmptyParts);
	for (const auto& moveStr : moveList)
	{
		Chess::Move move = m_board->moveFromString(moveStr);
		QVERIFY(m_board->isLegalMove(move));
		m_board->makeMove(move);
	}
	QCOMPARE(m_board->fenString(), endfen);

	if (!moveList.isEmpty())
	{
		for (int i = 0; i < moveList.size(); i++)
			m_board->undoMove();
		QCOMPARE(m_board->fenString(), startfen);
	}
	else
		QCOMPARE(m_board->fenString(), endfen);
}

void tst_CrcBoard::sanStrings()
{
	QFETCH(QString, variant);
	QFETCH(QString, fen);
	QFETCH(QString, lanmove);
	QFETCH(QString, sanmove);

	QVERIFY2(setVariant(variant), qPrintable("no board for variant " + variant));
	QVERIFY(m_board->setFenString(fen));

	// Test that Board generates expected SAN string for lanmove
	Chess::Move mLan = m_board->moveFromString(lanmove);
	QVERIFY(m_board->isLegalMove(mLan));
	QString tSan = m_board->moveString(mLan, Chess::Board::StandardAlgebraic);
	QCOMPARE(tSan, sanmove);

	// Test that expected SAN string can be parsed into a move
	// that's understood by Board, and if it's converted back to LAN
	// format, the string matches lanmove.
	Chess::Move mSan = m_board->moveFromString(sanmove);
	QVERIFY(m_board->isLegalMove(mSan));
	QString tLan = m_board->moveString(mSan, Chess::Board::LongAlgebraic);
	QCOMPARE(tLan, lanmove);
}

void tst_CrcBoard::perft()
{
	QFETCH(QString, variant);
	QFETCH(QString, fen);
	QFETCH(int, depth);
	QFETCH(quint64, nodecount);

	QVERIFY2(setVariant(variant), qPrintable("no board for variant " + variant));
	QVERIFY(m_board->setFenString(fen));
	QCOMPARE(smpPerft(m_board.data(), depth), nodecount);
}

void tst_CrcBoard::fenStrings()
{
	QFETCH(QString, variant);
	QFETCH(QString, fen);
	QFETCH(QString, xfen);
	QFETCH(QString, shredderfen);

	QVERIFY2(setVariant(variant), qPrintable("no board for variant " + variant));

	// An empty xfen means that the board must refuse the FEN
	if (xfen.isEmpty())
	{
		QVERIFY(!m_board->setFenString(fen));
		return;
	}

	QVERIFY(m_board->setFenString(fen));
	QCOMPARE(m_board->fenString(Chess::Board::XFen), xfen);
	QCOMPARE(m_board->fenString(Chess::Board::ShredderFen), shredderfen);
}

void tst_CrcBoard::resultsAfterMoves()
{
	QFETCH(QString, variant);
	QFETCH(QString, fen);
	QFETCH(QString, moves);
	QFETCH(QString, result);

	QVERIFY2(setVariant(variant), qPrintable("no board for variant " + variant));
	QVERIFY(m_board->setFenString(fen));

	const auto moveList = moves.split(' ', Qt::SkipEmptyParts);
	for (const auto& moveStr : moveList)
	{
		Chess::Move move = m_board->moveFromString(moveStr);
		QVERIFY2(!move.isNull() && m_board->isLegalMove(move),
			 qPrintable("illegal move: " + moveStr));
		m_board->makeMove(move);
	}
	QCOMPARE(m_board->result().toShortString(), result);
}

QTEST_MAIN(tst_CrcBoard)
#include "tst_crcboard.moc"
