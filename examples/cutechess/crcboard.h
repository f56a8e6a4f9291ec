// SPDX-License-Identifier: GPL-3.0-or-later
// CrcBoard: Capablanca Random Chess for Cute Chess, with every rule from libcrc.
//
// This file is part of crc's Cute Chess board, a derived work of Cute Chess
// (Copyright (C) 2008-2018 Cute Chess authors). It is free software: you can
// redistribute it and/or modify it under the terms of the GNU General Public
// License as published by the Free Software Foundation, either version 3 of the
// License, or (at your option) any later version. It is distributed in the hope
// that it will be useful, but WITHOUT ANY WARRANTY; without even the implied
// warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU
// General Public License (COPYING beside this file) for more details.

#ifndef CRCBOARD_H
#define CRCBOARD_H

#include <crc.h>

#include <QVector>
#include <vector>

#include "board.h"

namespace Chess {

/*!
 * \brief Capablanca Random Chess played on libcrc.
 *
 * Every rule comes from libcrc: the legal moves, make and undo, SAN and
 * coordinate notation, X-FEN and Shredder-FEN, the repetition key, the
 * reversible-move count and the result. The square array that Cute Chess
 * draws and prints from is a mirror of libcrc's position, rewritten on
 * the squares each move touches.
 *
 * The variant is "caparandom", as Cute Chess's own CaparandomBoard, so
 * that engines and PGN see no difference. Built with WITH_LIBCRC, the
 * factory makes it for "caparandom" and for "caparandom-libcrc".
 */
class LIB_EXPORT CrcBoard : public Board
{
	public:
		CrcBoard();
		CrcBoard(const CrcBoard& other);
		CrcBoard& operator=(const CrcBoard&) = delete;
		virtual ~CrcBoard();

		// Inherited from Board
		virtual Board* copy() const;
		virtual QString variant() const;
		virtual bool isRandomVariant() const;
		virtual int width() const;
		virtual int height() const;
		virtual QString defaultFenString() const;
		virtual Result result();
		virtual bool winPossible(Side side) const;
		virtual int reversibleMoveCount() const;

	protected:
		/*! Cute Chess's piece numbers, as CapablancaBoard's. */
		enum CrcPieceType
		{
			Pawn = 1,
			Knight,
			Bishop,
			Rook,
			Queen,
			King,
			Archbishop,
			Chancellor
		};

		// Inherited from Board
		virtual void vInitialize();
		virtual void vMakeMove(const Move& move,
				       BoardTransition* transition);
		virtual void vUndoMove(const Move& move);
		virtual QString lanMoveString(const Move& move);
		virtual QString sanMoveString(const Move& move);
		virtual Move moveFromLanString(const QString& str);
		virtual Move moveFromSanString(const QString& str);
		virtual QString vFenString(FenNotation notation) const;
		virtual bool vSetFenString(const QStringList& fen);
		virtual void generateMovesForPiece(QVarLengthArray<Move>& moves,
						   int pieceType,
						   int square) const;
		virtual bool vIsLegalMove(const Move& move);
		virtual bool isLegalPosition();

	private:
		explicit CrcBoard(Zobrist* zobrist);

		/*! The legal moves of one position, by source square. */
		struct MoveCache
		{
			bool valid = false;
			crc_move moves[CRC_MAX_MOVES];
			// moves[first[s]] .. moves[first[s + 1] - 1] leave libcrc square s.
			quint16 first[81];
		};

		/*! The current position's legal moves, listed once per position. */
		const MoveCache& cachedMoves() const;
		/*! libcrc's move for \a move, or false when it is not legal. */
		bool findMove(const Move& move, crc_move* out) const;
		/*! Forgets the cached moves of the ply m_made has just reached. */
		void invalidateNextCache();
		/*! Cute Chess's move for libcrc's \a move. */
		Move toMove(const crc_move& move) const;
		/*! Copies libcrc's pieces on the squares \a move touches. */
		void mirrorSquares(const crc_move& move);
		/*! Copies libcrc's piece on libcrc square \a square. */
		void mirrorSquare(int square);
		/*! Sets key() to libcrc's repetition key, less \a pending. */
		void syncKey(quint64 pending);
		/*! libcrc's writer of a move's text, in coordinates or SAN. */
		typedef crc_status (*MoveWriter)(const crc_position*, crc_move,
						 char*, size_t, size_t*);
		/*! \a move's text by \a write, or an empty string. */
		QString moveText(const Move& move, MoveWriter write);
		/*! Cute Chess's move for the text \a str, or a null move. */
		Move parseMove(const QString& str);

		Zobrist* m_zobrist;
		crc_position* m_position;
		QString m_startFen;
		// libcrc's move of each makeMove(), or Refused where libcrc refused it,
		// so that undoMove() stays in step with Board's history.
		QVector<crc_move> m_made;
		// One cache per ply of m_made, so that after an undo the earlier
		// position's moves are still known: a search makes every move of a
		// node from the same position.
		mutable std::vector<MoveCache> m_caches;
};

} // namespace Chess

#endif // CRCBOARD_H
