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

#include "crcboard.h"

#include <mersenne.h>

#include "boardtransition.h"
#include "zobrist.h"

namespace {

// Cute Chess pads the 10 x 8 board to a 12 x 12 array: two wall ranks above and
// below, one wall file on each side.
constexpr int ArrayWidth = 12;

/*! Cute Chess's array index of libcrc square \a square (rank * 10 + file). */
constexpr int arrayIndex(int square)
{
	return (9 - square / 10) * ArrayWidth + 1 + square % 10;
}

/*! libcrc's square of array index \a index, or -1 off the board. */
int crcSquare(int index)
{
	int file = index % ArrayWidth - 1;
	int rank = 9 - index / ArrayWidth;
	if (file < 0 || file > 9 || rank < 0 || rank > 7)
		return -1;
	return rank * 10 + file;
}

// Cute Chess's piece type of each libcrc role (CRC_ROLE_NONE .. CRC_ROLE_KING).
constexpr int PieceTypeOfRole[] = { 0, 1, 2, 3, 4, 7, 8, 5, 6 };
// libcrc's role of each Cute Chess piece type (none, P, N, B, R, Q, K, A, C).
constexpr crc_role RoleOfPieceType[] = {
	CRC_ROLE_NONE, CRC_ROLE_PAWN, CRC_ROLE_KNIGHT, CRC_ROLE_BISHOP,
	CRC_ROLE_ROOK, CRC_ROLE_QUEEN, CRC_ROLE_KING, CRC_ROLE_ARCHBISHOP,
	CRC_ROLE_CHANCELLOR
};

// Room for any FEN of a 10 x 8 board with its clocks.
constexpr size_t FenCapacity = 256;
// Room for any move's text.
constexpr size_t MoveTextCapacity = 32;

// What m_made holds for a move libcrc refused: no square is 255.
constexpr crc_move Refused = { CRC_NO_SQUARE, CRC_NO_SQUARE, CRC_ROLE_NONE, CRC_MOVE_NORMAL };

bool isRefused(const crc_move& move)
{
	return move.from == CRC_NO_SQUARE;
}

/*! The squares a move writes besides its two: the en-passant victim, or
 *  the castled king and rook. */
int extraSquares(const crc_move& move, int* squares)
{
	if (move.kind == CRC_MOVE_EN_PASSANT)
	{
		squares[0] = move.from / 10 * 10 + move.to % 10;
		return 1;
	}
	crc_castling castling;
	if (move.kind == CRC_MOVE_CASTLE
	&&  crc_move_castling_squares(move, &castling) == CRC_OK)
	{
		squares[0] = castling.king_to;
		squares[1] = castling.rook_to;
		return 2;
	}
	return 0;
}

} // anonymous namespace

namespace Chess {

CrcBoard::CrcBoard()
	: CrcBoard(new Zobrist())
{
}

CrcBoard::CrcBoard(Zobrist* zobrist)
	: Board(zobrist),
	  m_zobrist(zobrist),
	  m_position(nullptr)
{
	setPieceType(Pawn, tr("pawn"), "P");
	setPieceType(Knight, tr("knight"), "N");
	setPieceType(Bishop, tr("bishop"), "B");
	setPieceType(Rook, tr("rook"), "R");
	setPieceType(Queen, tr("queen"), "Q");
	setPieceType(King, tr("king"), "K");
	setPieceType(Archbishop, tr("archbishop"), "A");
	setPieceType(Chancellor, tr("chancellor"), "C");
}

CrcBoard::CrcBoard(const CrcBoard& other)
	: Board(other),
	  m_zobrist(other.m_zobrist),
	  m_position(nullptr),
	  m_startFen(other.m_startFen),
	  m_made(other.m_made)
{
	// A handle's copy starts with an empty undo stack, and undoMove() must
	// work on the copy, so the copy replays the game from its start.
	if (other.m_position == nullptr)
		return;
	if (crc_position_from_fen(m_startFen.toUtf8().constData(), &m_position) != CRC_OK)
	{
		qWarning("CrcBoard: libcrc refuses the start FEN %s",
			 qUtf8Printable(m_startFen));
		m_position = nullptr;
		return;
	}
	for (const crc_move& move : std::as_const(m_made))
		if (!isRefused(move))
			crc_position_make(m_position, move);
}

CrcBoard::~CrcBoard()
{
	crc_position_free(m_position);
}

Board* CrcBoard::copy() const
{
	return new CrcBoard(*this);
}

QString CrcBoard::variant() const
{
	return "caparandom";
}

bool CrcBoard::isRandomVariant() const
{
	return true;
}

int CrcBoard::width() const
{
	return 10;
}

int CrcBoard::height() const
{
	return 8;
}

QString CrcBoard::defaultFenString() const
{
	// Drawn from Cute Chess's generator, so that -srand gives a tournament
	// the same starts again.
	quint64 seed = (quint64(Mersenne::random()) << 32) | Mersenne::random();
	uint32_t number = 0;
	char fen[FenCapacity];
	size_t written = 0;
	if (crc_rule_set_random(CRC_RULES_CRC, seed, &number) != CRC_OK
	||  crc_setup_fen(number, fen, sizeof fen, &written) != CRC_OK)
		return QString();
	return QString::fromUtf8(fen, int(written));
}

void CrcBoard::vInitialize()
{
}

const CrcBoard::MoveCache& CrcBoard::cachedMoves() const
{
	size_t depth = size_t(m_made.size());
	if (m_caches.size() <= depth)
		m_caches.resize(depth + 1);
	MoveCache& cache = m_caches[depth];
	if (cache.valid)
		return cache;

	crc_move listed[CRC_MAX_MOVES];
	size_t count = 0;
	if (m_position == nullptr
	||  crc_position_legal_moves(m_position, listed, CRC_MAX_MOVES, &count) != CRC_OK)
		count = 0;

	// A counting sort by source square.
	quint16 next[81] = {};
	for (size_t i = 0; i < count; i++)
		next[listed[i].from + 1]++;
	for (int s = 1; s <= 80; s++)
		next[s] += next[s - 1];
	std::copy(std::begin(next), std::end(next), cache.first);
	for (size_t i = 0; i < count; i++)
		cache.moves[next[listed[i].from]++] = listed[i];
	cache.valid = true;
	return cache;
}

Move CrcBoard::toMove(const crc_move& move) const
{
	return Move(arrayIndex(move.from), arrayIndex(move.to),
		    PieceTypeOfRole[move.promotion]);
}

bool CrcBoard::findMove(const Move& move, crc_move* out) const
{
	int from = crcSquare(move.sourceSquare());
	int to = crcSquare(move.targetSquare());
	int promotion = move.promotion();
	if (from < 0 || to < 0 || promotion < 0 || promotion > Chancellor)
		return false;

	const MoveCache& cache = cachedMoves();
	for (int i = cache.first[from]; i < cache.first[from + 1]; i++)
	{
		const crc_move& candidate = cache.moves[i];
		if (candidate.to == to
		&&  candidate.promotion == RoleOfPieceType[promotion])
		{
			*out = candidate;
			return true;
		}
	}
	return false;
}

void CrcBoard::generateMovesForPiece(QVarLengthArray<Move>& moves,
				     int pieceType,
				     int square) const
{
	Q_UNUSED(pieceType);
	int from = crcSquare(square);
	if (from < 0)
		return;
	const MoveCache& cache = cachedMoves();
	for (int i = cache.first[from]; i < cache.first[from + 1]; i++)
		moves.append(toMove(cache.moves[i]));
}

bool CrcBoard::vIsLegalMove(const Move& move)
{
	// Cute Chess asks this only of moves generateMovesForPiece listed, and
	// libcrc lists legal moves alone.
	Q_UNUSED(move);
	return true;
}

bool CrcBoard::isLegalPosition()
{
	// vSetFenString gave the position to libcrc, which refuses illegal ones.
	return m_position != nullptr;
}

void CrcBoard::mirrorSquare(int square)
{
	crc_piece piece = { 0, CRC_ROLE_NONE };
	crc_position_piece_at(m_position, uint8_t(square), &piece);
	if (piece.role == CRC_ROLE_NONE || piece.role > CRC_ROLE_KING)
	{
		setSquare(arrayIndex(square), Piece::NoPiece);
		return;
	}
	Side side(piece.color == CRC_WHITE ? Side::White : Side::Black);
	setSquare(arrayIndex(square), Piece(side, PieceTypeOfRole[piece.role]));
}

void CrcBoard::mirrorSquares(const crc_move& move)
{
	int extra[2];
	int count = extraSquares(move, extra);
	mirrorSquare(move.from);
	mirrorSquare(move.to);
	for (int i = 0; i < count; i++)
		mirrorSquare(extra[i]);
}

void CrcBoard::syncKey(quint64 pending)
{
	uint64_t key = 0;
	if (m_position != nullptr)
		crc_position_repetition_key(m_position, &key);
	xorKey(this->key() ^ key ^ pending);
}

void CrcBoard::invalidateNextCache()
{
	// The cache of the ply just reached may hold the moves of another line.
	size_t depth = size_t(m_made.size());
	if (m_caches.size() > depth)
		m_caches[depth].valid = false;
}

void CrcBoard::vMakeMove(const Move& move, BoardTransition* transition)
{
	crc_move made;
	if (!findMove(move, &made)
	||  crc_position_make(m_position, made) != CRC_OK)
	{
		// Board::makeMove's callers check legality first, and it cannot
		// refuse: the board stays as it was, with the side flipped as Board
		// does, and the matching undoMove() takes nothing back.
		qWarning("CrcBoard: libcrc refuses the move %s",
			 qUtf8Printable(Board::lanMoveString(move)));
		m_made.append(Refused);
		invalidateNextCache();
		syncKey(m_zobrist->side());
		return;
	}
	m_made.append(made);
	invalidateNextCache();
	mirrorSquares(made);

	if (transition != nullptr)
	{
		// As Cute Chess's own boards: the castling rook's move first, the
		// en-passant victim as a square, then the moving piece.
		crc_castling castling;
		if (made.kind == CRC_MOVE_CASTLE
		&&  crc_move_castling_squares(made, &castling) == CRC_OK)
		{
			transition->addMove(chessSquare(arrayIndex(castling.rook_from)),
					    chessSquare(arrayIndex(castling.rook_to)));
			transition->addMove(chessSquare(arrayIndex(castling.king_from)),
					    chessSquare(arrayIndex(castling.king_to)));
		}
		else
		{
			int victim[2];
			if (extraSquares(made, victim) == 1)
				transition->addSquare(chessSquare(arrayIndex(victim[0])));
			transition->addMove(chessSquare(arrayIndex(made.from)),
					    chessSquare(arrayIndex(made.to)));
		}
	}

	// Board::makeMove flips the side's key after this.
	syncKey(m_zobrist->side());
}

void CrcBoard::vUndoMove(const Move& move)
{
	Q_UNUSED(move);
	if (m_made.isEmpty())
		return;
	crc_move undone = m_made.takeLast();
	if (isRefused(undone) || crc_position_unmake(m_position) != CRC_OK)
		return;
	mirrorSquares(undone);
	// Board::undoMove restores the key it kept before the move.
}

QString CrcBoard::moveText(const Move& move, MoveWriter write)
{
	crc_move found;
	char text[MoveTextCapacity];
	size_t written = 0;
	if (!findMove(move, &found)
	||  write(m_position, found, text, sizeof text, &written) != CRC_OK)
		return QString();
	return QString::fromUtf8(text, int(written));
}

QString CrcBoard::lanMoveString(const Move& move)
{
	return moveText(move, crc_position_move_text);
}

QString CrcBoard::sanMoveString(const Move& move)
{
	return moveText(move, crc_position_san);
}

Move CrcBoard::parseMove(const QString& str)
{
	crc_move parsed;
	if (m_position == nullptr
	||  crc_position_parse_move(m_position, str.toUtf8().constData(), &parsed) != CRC_OK)
		return Move();
	return toMove(parsed);
}

Move CrcBoard::moveFromLanString(const QString& str)
{
	return parseMove(str);
}

Move CrcBoard::moveFromSanString(const QString& str)
{
	return parseMove(str);
}

QString CrcBoard::vFenString(FenNotation notation) const
{
	char fen[FenCapacity];
	size_t written = 0;
	crc_status status = notation == ShredderFen
		? crc_position_shredder_fen(m_position, fen, sizeof fen, &written)
		: crc_position_fen(m_position, fen, sizeof fen, &written);
	if (status != CRC_OK)
		return QString();
	// Board::fenString writes the placement and the side to move itself.
	QString text = QString::fromUtf8(fen, int(written));
	return text.section(' ', 2);
}

bool CrcBoard::vSetFenString(const QStringList& fen)
{
	// Board::setFenString has read the placement into the square array and
	// the side to move; libcrc reads the whole FEN again and decides.
	QString text;
	for (int rank = 7; rank >= 0; rank--)
	{
		int empty = 0;
		for (int file = 0; file < 10; file++)
		{
			Piece piece = pieceAt(arrayIndex(rank * 10 + file));
			if (!piece.isValid())
			{
				empty++;
				continue;
			}
			if (empty > 0)
				text += QString::number(empty);
			empty = 0;
			text += pieceSymbol(piece);
		}
		if (empty > 0)
			text += QString::number(empty);
		if (rank > 0)
			text += '/';
	}
	text += ' ' + sideToMove().symbol();
	if (!fen.isEmpty())
		text += ' ' + fen.join(' ');

	crc_position* position = nullptr;
	crc_status status = crc_position_from_fen(text.toUtf8().constData(), &position);
	// Board::setFenString has already rewritten the squares and the history,
	// so a refused FEN leaves no position at all rather than the old one.
	crc_position_free(m_position);
	m_position = status == CRC_OK ? position : nullptr;
	m_made.clear();
	for (MoveCache& cache : m_caches)
		cache.valid = false;
	if (m_position == nullptr)
	{
		m_startFen.clear();
		return false;
	}

	char normal[FenCapacity];
	size_t written = 0;
	if (crc_position_fen(m_position, normal, sizeof normal, &written) == CRC_OK)
		m_startFen = QString::fromUtf8(normal, int(written));
	else
		m_startFen = text;

	// Board::setFenString flips the side's key after this when White moves.
	syncKey(sideToMove() == Side::White ? m_zobrist->side() : 0);
	return true;
}

bool CrcBoard::winPossible(Side side) const
{
	// Cute Chess asks this when a player forfeits (on time, say): the
	// opponent wins only if it could still mate.
	bool insufficient = false;
	crc_color color = side == Side::White ? CRC_WHITE : CRC_BLACK;
	if (m_position == nullptr || side.isNull()
	||  crc_position_has_insufficient_material(m_position, color, &insufficient) != CRC_OK)
		return true;
	return !insufficient;
}

int CrcBoard::reversibleMoveCount() const
{
	uint32_t clock = 0;
	if (m_position == nullptr
	||  crc_position_halfmove_clock(m_position, &clock) != CRC_OK)
		return -1;
	return int(clock);
}

Result CrcBoard::result()
{
	crc_outcome outcome = { CRC_RESULT_ONGOING, CRC_REASON_NONE };
	crc_reason claim = CRC_REASON_NONE;
	if (m_position == nullptr
	||  crc_position_outcome(m_position, &outcome, &claim) != CRC_OK)
		return Result();

	switch (outcome.reason)
	{
	case CRC_REASON_CHECKMATE:
	{
		Side winner(outcome.result == CRC_RESULT_WHITE_WINS
			    ? Side::White : Side::Black);
		return Result(Result::Win, winner,
			      tr("%1 mates").arg(winner.toString()));
	}
	case CRC_REASON_STALEMATE:
		return Result(Result::Draw, Side::NoSide, tr("Draw by stalemate"));
	case CRC_REASON_INSUFFICIENT_MATERIAL:
		return Result(Result::Draw, Side::NoSide,
			      tr("Draw by insufficient mating material"));
	case CRC_REASON_FIVEFOLD_REPETITION:
		return Result(Result::Draw, Side::NoSide,
			      tr("Draw by 5-fold repetition"));
	case CRC_REASON_SEVENTY_FIVE_MOVE_RULE:
		return Result(Result::Draw, Side::NoSide,
			      tr("Draw by seventy-five moves rule"));
	default:
		break;
	}

	// Cute Chess has no draw claims: a draw that can be claimed ends the
	// game, as on its own boards.
	switch (claim)
	{
	case CRC_REASON_THREEFOLD_REPETITION:
		return Result(Result::Draw, Side::NoSide,
			      tr("Draw by 3-fold repetition"));
	case CRC_REASON_FIFTY_MOVE_RULE:
		return Result(Result::Draw, Side::NoSide,
			      tr("Draw by fifty moves rule"));
	default:
		return Result();
	}
}

} // namespace Chess
