/* What a GUI does with libcrc: start a game, show the board, highlight the moves of a
 * clicked piece, turn drags into moves (castling by dropping the king on its rook,
 * promotion after asking for the piece), show the history and the result, keep PGN tags,
 * read a PGN file with many games, and tell the user why something failed.
 *
 * Prints "key: value" lines that the test suite checks against the Rust crates; exits 1
 * at the first call that does not do what a GUI relies on. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "crc.h"

/* Stops the session when a call does not return what the GUI expects. */
static void expect(crc_status got, crc_status want, int line) {
    if (got != want) {
        char detail[512];
        size_t written = 0;
        if (crc_last_error(detail, sizeof detail, &written) != CRC_OK)
            detail[0] = '\0';
        fprintf(stderr, "line %d: status %d (%s), expected %d: %s\n", line, (int)got,
                crc_status_message((uint32_t)got), (int)want, detail);
        exit(1);
    }
}
#define EXPECT(call, want) expect((call), (want), __LINE__)
#define OK(call) expect((call), CRC_OK, __LINE__)

/* Square names: index = rank * 10 + file. */
static void square_name(uint8_t square, char out[3]) {
    out[0] = (char)('a' + square % 10);
    out[1] = (char)('1' + square / 10);
    out[2] = '\0';
}

static uint8_t square(const char *name) {
    return (uint8_t)((name[1] - '1') * 10 + (name[0] - 'a'));
}

/* The last failure's message, as a GUI shows it to the user. */
static void print_last_error(const char *key) {
    char detail[512];
    size_t written = 0;
    OK(crc_last_error(detail, sizeof detail, &written));
    printf("%s: %s\n", key, detail);
}

/* The letters of one rank of the board, as a GUI draws it ('.' for empty). */
static void print_rank(const crc_piece board[CRC_SQUARE_COUNT], int rank) {
    static const char letters[] = ".PNBRACQK";
    char row[11];
    for (int file = 0; file < 10; file++) {
        crc_piece piece = board[rank * 10 + file];
        char c = letters[piece.role];
        row[file] = (char)(piece.role != CRC_ROLE_NONE && piece.color == CRC_BLACK ? c + 32 : c);
    }
    row[10] = '\0';
    printf("rank %d: %s\n", rank + 1, row);
}

/* Drags a piece and plays the move it means; prints its SAN. */
static void drag(crc_game *game, const char *from, const char *to, crc_role promotion) {
    crc_move mv;
    char san[32];
    size_t written = 0;
    OK(crc_game_move_from_to(game, square(from), square(to), promotion, &mv));
    OK(crc_game_san(game, mv, san, sizeof san, &written));
    OK(crc_game_play(game, mv));
    printf("drag %s%s: %s\n", from, to, san);
}

/* A new game from an X-FEN, as a GUI sets up a scene. */
static crc_game *game_from(const char *fen) {
    crc_game *game = NULL;
    OK(crc_game_from_fen(fen, &game));
    return game;
}

/* Prints the game's FEN after `label` and releases the game: the end of a scene. */
static void end_scene(crc_game *game, const char *label) {
    char fen[256];
    size_t written = 0;
    OK(crc_game_fen(game, fen, sizeof fen, &written));
    printf("%s: %s\n", label, fen);
    crc_game_free(game);
}

int main(void) {
    char text[4096];
    size_t written = 0;
    crc_piece board[CRC_SQUARE_COUNT];
    crc_move moves[CRC_MAX_MOVES];
    size_t count = 0;
    uint32_t number = 0;

    /* Start: the Gothic array, Scharnagl number 25933. */
    crc_game *game = NULL;
    OK(crc_game_new(25933, &game));
    OK(crc_game_start_number(game, &number));
    printf("start number: %u\n", (unsigned)number);
    OK(crc_game_board(game, board));
    print_rank(board, 0);
    print_rank(board, 7);

    /* Click on the pawn on e2: highlight its moves. */
    OK(crc_game_legal_moves_from(game, square("e2"), moves, CRC_MAX_MOVES, &count));
    printf("moves from e2:");
    for (size_t i = 0; i < count; i++) {
        char name[3];
        square_name(moves[i].to, name);
        printf(" %s", name);
    }
    printf("\n");

    /* Drags, a wrong one with its reason, and text moves. */
    drag(game, "e2", "e4", CRC_ROLE_NONE);
    crc_move mv;
    EXPECT(crc_game_move_from_to(game, square("e7"), square("e4"), CRC_ROLE_NONE, &mv),
           CRC_ILLEGAL_MOVE);
    print_last_error("refused e7e4");
    OK(crc_game_play_text(game, "e5"));
    OK(crc_game_play_text(game, "Nh3"));

    /* The move list, for a clickable history and last-move highlighting. */
    OK(crc_game_move_stack(game, moves, CRC_MAX_MOVES, &count));
    char from[3], to[3];
    square_name(moves[count - 1].from, from);
    square_name(moves[count - 1].to, to);
    printf("history: %zu moves, last %s%s\n", count, from, to);
    OK(crc_game_history(game, text, sizeof text, &written));
    printf("san: %s\n", text);

    /* Take a move back in a copy: the original stays as it is. */
    crc_game *copy = NULL;
    OK(crc_game_new_copy(game, &copy));
    OK(crc_game_undo(copy));
    size_t copy_moves = 0, game_moves = 0;
    OK(crc_game_move_count(copy, &copy_moves));
    OK(crc_game_move_count(game, &game_moves));
    printf("clone after undo: %zu moves, original %zu\n", copy_moves, game_moves);
    crc_game_free(copy);

    /* Tags, as the GUI's game dialog edits them. */
    OK(crc_game_set_tag(game, "Event", "Club night"));
    OK(crc_game_set_tag(game, "White", "Capablanca"));
    OK(crc_game_set_tag(game, "Black", "Gothic fan"));
    OK(crc_game_tag(game, "White", text, sizeof text, &written));
    printf("tag White: %s\n", text);
    EXPECT(crc_game_tag(game, "Annotator", text, sizeof text, &written), CRC_NOT_FOUND);
    EXPECT(crc_game_set_tag(game, "FEN", "8/8 w"), CRC_INVALID_TAG);
    print_last_error("refused tag");
    OK(crc_game_pgn(game, text, sizeof text, &written));
    printf("pgn bytes: %zu\n", written);
    char saved_pgn[4096];
    memcpy(saved_pgn, text, written + 1);
    crc_game_free(game);

    /* Castling by dropping the king on its rook, and where both pieces land. */
    game = game_from("r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1");
    OK(crc_game_move_from_to(game, square("e1"), square("j1"), CRC_ROLE_NONE, &mv));
    crc_castling castling;
    OK(crc_move_castling_squares(mv, &castling));
    square_name(castling.king_to, to);
    char rook_to[3];
    square_name(castling.rook_to, rook_to);
    printf("castle: king to %s, rook to %s\n", to, rook_to);
    crc_move by_destination;
    OK(crc_game_move_from_to(game, square("e1"), square("i1"), CRC_ROLE_NONE, &by_destination));
    printf("king dropped on i1 castles too: %s\n",
           by_destination.kind == CRC_MOVE_CASTLE && by_destination.to == mv.to ? "yes" : "no");
    EXPECT(crc_move_castling_squares(moves[0], &castling), CRC_INVALID_MOVE);
    drag(game, "e1", "j1", CRC_ROLE_NONE);
    drag(game, "e8", "a8", CRC_ROLE_NONE);
    end_scene(game, "castled");

    /* Promotion: the GUI learns it must ask, then asks. */
    game = game_from("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1");
    EXPECT(crc_game_move_from_to(game, square("b7"), square("b8"), CRC_ROLE_NONE, &mv),
           CRC_PROMOTION_REQUIRED);
    print_last_error("b7b8 without a piece");
    drag(game, "b7", "b8", CRC_ROLE_CHANCELLOR);
    end_scene(game, "promoted");

    /* A mate, its result and its reason in words. */
    game = game_from("k9/10/1K8/10/10/10/10/9C w - - 0 1");
    OK(crc_game_play_text(game, "Cj8"));
    crc_outcome outcome;
    OK(crc_game_outcome(game, &outcome));
    OK(crc_game_result(game, text, sizeof text, &written));
    printf("result: %s %s\n", text, crc_reason_text(outcome.reason));
    EXPECT(crc_game_play_text(game, "Ka7"), CRC_GAME_OVER);
    crc_game_free(game);

    /* Positions take SAN too, and clicks and drags like games. */
    crc_position *position = NULL;
    OK(crc_position_new(25933, &position));
    OK(crc_position_play_text(position, "Nh3"));
    OK(crc_position_board(position, board));
    char h3[3];
    square_name(square("h3"), h3);
    printf("position after Nh3: %s holds role %d\n", h3, (int)board[square("h3")].role);
    OK(crc_position_parse_move(position, "Nh6", &mv));
    square_name(mv.from, from);
    square_name(mv.to, to);
    printf("position parses Nh6: %s%s\n", from, to);
    OK(crc_position_legal_moves_from(position, square("i8"), moves, CRC_MAX_MOVES, &count));
    printf("position moves from i8: %zu\n", count);
    OK(crc_position_move_from_to(position, square("i8"), square("h6"), CRC_ROLE_NONE, &mv));
    OK(crc_position_play(position, mv));
    OK(crc_position_fen(position, text, sizeof text, &written));
    printf("position fen: %s\n", text);
    crc_position_free(position);

    /* Errors a person can read. */
    position = NULL;
    EXPECT(crc_position_from_fen("rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABN w KQkq - 0 1",
                                 &position),
           CRC_INVALID_FEN);
    print_last_error("bad fen");
    EXPECT(crc_position_from_fen("10/10/10/10/10/10/10/P3K4P w - - 0 1", &position),
           CRC_ILLEGAL_POSITION);
    print_last_error("bad position");
    OK(crc_position_from_fen_lenient("4k5/10/10/10/10/10/10/R3K5 w KQ - 0 1", &position));
    OK(crc_position_fen(position, text, sizeof text, &written));
    printf("lenient: %s\n", text);
    crc_position_free(position);
    game = NULL;
    OK(crc_game_from_fen_lenient("4k5/10/10/4P5/10/10/10/4K5 w - d6 0 1", &game));
    OK(crc_game_start_fen(game, text, sizeof text, &written));
    printf("lenient game start: %s\n", text);
    crc_game_free(game);

    /* A PGN file with three games, the second broken: the reader goes on after it. */
    char pgn[8192];
    snprintf(pgn, sizeof pgn,
             "%s\n[Event \"broken\"]\n[CRCStartNumber \"25933\"]\n\n1. e4 e5 2. Nf3 *\n\n"
             "[Variant \"Capablanca\"]\n\n1. e4 {book} e5 (1... d5) 2. Nh3 1/2-1/2\n",
             saved_pgn);
    crc_pgn_reader *reader = NULL;
    OK(crc_pgn_reader_new(pgn, &reader));
    for (int index = 1;; index++) {
        crc_game *read = NULL;
        crc_status status = crc_pgn_reader_next(reader, &read);
        if (status == CRC_END)
            break;
        if (status != CRC_OK) {
            char key[32];
            snprintf(key, sizeof key, "pgn game %d error", index);
            print_last_error(key);
            continue;
        }
        size_t plies = 0;
        OK(crc_game_move_count(read, &plies));
        if (crc_game_tag(read, "Event", text, sizeof text, &written) != CRC_OK)
            strcpy(text, "-");
        char result[16];
        OK(crc_game_result(read, result, sizeof result, &written));
        printf("pgn game %d: %zu plies, event %s, result %s\n", index, plies, text, result);
        crc_game_free(read);
    }
    crc_pgn_reader_free(reader);
    return 0;
}
