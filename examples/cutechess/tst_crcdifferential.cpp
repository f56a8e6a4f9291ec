// SPDX-License-Identifier: GPL-3.0-or-later
// Cute Chess's own caparandom board against the board on libcrc, ply by ply.
//
// This file is part of crc's Cute Chess board, a derived work of Cute Chess
// (Copyright (C) 2008-2018 Cute Chess authors). It is free software: you can
// redistribute it and/or modify it under the terms of the GNU General Public
// License as published by the Free Software Foundation, either version 3 of the
// License, or (at your option) any later version. It is distributed in the hope
// that it will be useful, but WITHOUT ANY WARRANTY; without even the implied
// warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU
// General Public License (COPYING beside this file) for more details.
//
// Random games from random CRC starts are played on both boards at once. At
// every ply both must agree on the legal moves in coordinates, the SAN of each,
// the X-FEN and Shredder-FEN, the key (libcrc's repetition key), result()'s
// type and winner, and winPossible() of each side, which scores a forfeit
// such as a loss on time. No case is excluded: over 1,000 games the two
// boards never differed (docs/cutechess.md). Their rules for winPossible()
// differ only where both sides lack mating material, and the game has
// ended there.
//
// CRC_DIFFERENTIAL_GAMES (default 200) and CRC_DIFFERENTIAL_SEED (default 1)
// choose how many games and which.

#include <crc.h>

#include <QtTest/QTest>
#include <board/board.h>
#include <board/boardfactory.h>
#include <board/caparandomboard.h>
#include <board/crcboard.h>
#include <mersenne.h>
#include <pgngame.h>
#include <pgnstream.h>

#include <QFile>
#include <QRegularExpression>

namespace {

int envInt(const char* name, int fallback)
{
	bool ok = false;
	int value = qEnvironmentVariableIntValue(name, &ok);
	return ok ? value : fallback;
}

} // anonymous namespace

class tst_CrcDifferential: public QObject
{
	Q_OBJECT

	private slots:
		void randomGames();
		void replayMatchPgn();
};

void tst_CrcDifferential::randomGames()
{
	const int games = envInt("CRC_DIFFERENTIAL_GAMES", 200);
	Mersenne::initialize(quint32(envInt("CRC_DIFFERENTIAL_SEED", 1)));

	// Built with libcrc, the factory's caparandom is libcrc's board: Cute
	// Chess's own is made directly.
	QScopedPointer<Chess::Board> builtIn(new Chess::CaparandomBoard());
	QScopedPointer<Chess::Board> libcrc(Chess::BoardFactory::create("caparandom"));
	QVERIFY(builtIn && libcrc);

	qint64 plies = 0;
	QMap<QString, int> endings;
	for (int game = 1; game <= games; game++)
	{
		// Starts from both generators: Cute Chess's own (the protected rule
		// set) and libcrc's (today's CRC rules).
		const QString start = (game % 2 == 0 ? builtIn : libcrc)->defaultFenString();
		QVERIFY2(builtIn->setFenString(start), qPrintable(start));
		QVERIFY2(libcrc->setFenString(start), qPrintable(start));

		for (int ply = 0; ; ply++)
		{
			const QString where = QString("game %1 (%2), ply %3, %4")
				.arg(game).arg(start).arg(ply).arg(builtIn->fenString());
			const QByteArray contextText = where.toUtf8();
			const char* context = contextText.constData();

			// FENs, both notations
			for (auto notation : { Chess::Board::XFen, Chess::Board::ShredderFen })
			{
				const QString ours = libcrc->fenString(notation);
				const QString theirs = builtIn->fenString(notation);
				QVERIFY2(ours == theirs,
					 qPrintable(where + "\n libcrc:   " + ours +
						    "\n built-in: " + theirs));
			}
			// The board's key is libcrc's repetition key of the position.
			crc_position* position = nullptr;
			uint64_t key = 0;
			QVERIFY2(crc_position_from_fen(qPrintable(libcrc->fenString()), &position) == CRC_OK,
				 context);
			crc_position_repetition_key(position, &key);
			crc_position_free(position);
			QVERIFY2(libcrc->key() == key, context);

			// Results
			const Chess::Result ourResult = libcrc->result();
			const Chess::Result theirResult = builtIn->result();
			QVERIFY2(ourResult.type() == theirResult.type()
				 && ourResult.winner() == theirResult.winner(),
				 qPrintable(where + "\n libcrc: " + ourResult.toVerboseString()
					    + "\n built-in: " + theirResult.toVerboseString()));
			if (!ourResult.isNone())
			{
				endings[ourResult.description()]++;
				break;
			}

			// Whether each side could still win, as a forfeit is scored
			for (Chess::Side side : { Chess::Side(Chess::Side::White),
						  Chess::Side(Chess::Side::Black) })
			{
				const bool ours = libcrc->winPossible(side);
				const bool theirs = builtIn->winPossible(side);
				QVERIFY2(ours == theirs,
					 qPrintable(where + "\n winPossible of " + side.toString()
						    + ": libcrc " + (ours ? "yes" : "no")));
			}

			// Legal moves in coordinates, and the SAN of each
			QMap<QString, QString> ourMoves;
			QMap<QString, QString> theirMoves;
			QMap<QString, Chess::Move> ourMoveOf;
			for (const Chess::Move& move : libcrc->legalMoves())
			{
				QString lan = libcrc->moveString(move, Chess::Board::LongAlgebraic);
				ourMoves[lan] = libcrc->moveString(move, Chess::Board::StandardAlgebraic);
				ourMoveOf[lan] = move;
			}
			for (const Chess::Move& move : builtIn->legalMoves())
				theirMoves[builtIn->moveString(move, Chess::Board::LongAlgebraic)]
					= builtIn->moveString(move, Chess::Board::StandardAlgebraic);
			if (ourMoves != theirMoves)
			{
				QStringList diff;
				for (auto it = ourMoves.cbegin(); it != ourMoves.cend(); ++it)
					if (theirMoves.value(it.key()) != it.value())
						diff << "libcrc " + it.key() + " " + it.value()
						     + " / built-in " + theirMoves.value(it.key(), "-");
				for (auto it = theirMoves.cbegin(); it != theirMoves.cend(); ++it)
					if (!ourMoves.contains(it.key()))
						diff << "built-in only " + it.key() + " " + it.value();
				QFAIL(qPrintable(where + "\n " + diff.join("\n ")));
			}
			QVERIFY2(!ourMoves.isEmpty(), context);

			// One move, drawn at random, played on both by its text
			const QStringList lans = ourMoves.keys();
			const QString lan = lans.at(int(Mersenne::random() % quint32(lans.size())));
			const Chess::Move theirs = builtIn->moveFromString(lan);
			QVERIFY2(builtIn->isLegalMove(theirs), qPrintable(where + " " + lan));
			QVERIFY2(libcrc->isLegalMove(ourMoveOf[lan]), qPrintable(where + " " + lan));
			builtIn->makeMove(theirs);
			libcrc->makeMove(ourMoveOf[lan]);
			plies++;
		}
	}
	qInfo("%d games, %lld plies, every ply the same on both boards", games, plies);
	for (auto it = endings.cbegin(); it != endings.cend(); ++it)
		qInfo("  %s: %d", qUtf8Printable(it.key()), it.value());
}

void tst_CrcDifferential::replayMatchPgn()
{
	// The PGN of a cutechess-cli match on caparandom, libcrc's board
	// (scripts/cutechess-match.sh names it).
	const QString path = qEnvironmentVariable("CRC_MATCH_PGN");
	if (path.isEmpty())
	{
		if (qEnvironmentVariableIsSet("CI"))
			QFAIL("CRC_MATCH_PGN names no PGN file");
		QSKIP("CRC_MATCH_PGN names no PGN file (scripts/cutechess-match.sh sets it)");
	}
	QFile file(path);
	QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));

	// PgnGame::read checks every SAN on the board of the game's Variant tag,
	// "caparandom": libcrc's board. The moves are then played again on both
	// boards, Cute Chess's own made directly, which must end in the same
	// position and result.
	// Cute Chess's PGN reader stops a game at a move it refuses with only a
	// warning, and keeps the moves before it: any warning fails the test.
	QTest::failOnWarning(QRegularExpression(".*"));
	PgnStream in(&file);
	int games = 0;
	for (;;)
	{
		PgnGame pgn;
		if (!pgn.read(in))
			break;
		games++;
		const QString where = QString("%1: game %2").arg(path).arg(games);
		QCOMPARE(pgn.variant(), QString("caparandom"));
		QCOMPARE(QString::number(pgn.moves().size()), pgn.tagValue("PlyCount"));
		QScopedPointer<Chess::Board> libcrc(pgn.createBoard());
		QVERIFY2(dynamic_cast<Chess::CrcBoard*>(libcrc.data()), qPrintable(where));
		QScopedPointer<Chess::Board> builtIn(new Chess::CaparandomBoard());
		QVERIFY2(builtIn->setFenString(pgn.startingFenString()), qPrintable(where));
		for (const PgnGame::MoveData& data : pgn.moves())
		{
			const Chess::Move theirs = builtIn->moveFromGenericMove(data.move);
			const Chess::Move ours = libcrc->moveFromGenericMove(data.move);
			QVERIFY2(builtIn->isLegalMove(theirs), qPrintable(where + " " + data.moveString));
			QVERIFY2(libcrc->isLegalMove(ours), qPrintable(where + " " + data.moveString));
			QCOMPARE(libcrc->moveString(ours, Chess::Board::StandardAlgebraic),
				 builtIn->moveString(theirs, Chess::Board::StandardAlgebraic));
			builtIn->makeMove(theirs);
			libcrc->makeMove(ours);
		}
		QCOMPARE(libcrc->fenString(), builtIn->fenString());
		QCOMPARE(int(libcrc->result().type()), int(builtIn->result().type()));
	}
	const int expected = envInt("CRC_MATCH_GAMES", -1);
	QVERIFY2(games > 0, qPrintable(path + " holds no game"));
	if (expected >= 0)
		QCOMPARE(games, expected);
	qInfo("%d games of %s replay on both boards", games, qUtf8Printable(path));
}

QTEST_MAIN(tst_CrcDifferential)
#include "tst_crcdifferential.moc"
