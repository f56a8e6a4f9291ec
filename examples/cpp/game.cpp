// A C++17 program on crc.h with a small RAII wrapper: plays a scripted game in mixed
// notations, prints SAN, the X-FEN, the outcome and the PGN.
#include <cstdint>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "crc.h"

namespace crc {

class Error : public std::runtime_error {
  public:
    explicit Error(crc_status status)
        : std::runtime_error(crc_status_message(static_cast<uint32_t>(status))),
          status_(status) {}
    crc_status status() const { return status_; }

  private:
    crc_status status_;
};

inline void check(crc_status status) {
    if (status != CRC_OK) throw Error(status);
}

// Calls a (buf, len, written) function twice if needed: once to learn the size.
template <typename F> std::string text(F &&call) {
    std::string out(64, '\0');
    size_t written = 0;
    crc_status status = call(out.data(), out.size(), &written);
    if (status == CRC_BUFFER_TOO_SMALL) {
        out.assign(written, '\0');
        status = call(out.data(), out.size(), &written);
    }
    check(status);
    out.resize(written);
    return out;
}

class Game {
  public:
    explicit Game(uint32_t number) {
        crc_game *raw = nullptr;
        check(crc_game_new(number, &raw));
        game_.reset(raw);
    }
    void play(const std::string &move) { check(crc_game_play_text(game_.get(), move.c_str())); }
    std::string fen() const {
        return text([&](char *b, size_t l, size_t *w) { return crc_game_fen(game_.get(), b, l, w); });
    }
    std::string history() const {
        return text([&](char *b, size_t l, size_t *w) { return crc_game_history(game_.get(), b, l, w); });
    }
    std::string pgn() const {
        return text([&](char *b, size_t l, size_t *w) { return crc_game_pgn(game_.get(), b, l, w); });
    }
    crc_outcome outcome() const {
        crc_outcome out{};
        check(crc_game_outcome(game_.get(), &out));
        return out;
    }
    std::vector<crc_move> legal_moves() const {
        std::vector<crc_move> moves(CRC_MAX_MOVES);
        size_t count = 0;
        check(crc_game_legal_moves(game_.get(), moves.data(), moves.size(), &count));
        moves.resize(count);
        return moves;
    }

  private:
    struct Free {
        void operator()(crc_game *g) const { crc_game_free(g); }
    };
    std::unique_ptr<crc_game, Free> game_;
};

}  // namespace crc

int main() {
    try {
        crc::Game game(25933);  // the Gothic array
        std::printf("legal moves at the start: %zu\n", game.legal_moves().size());
        for (const char *move : {"e2e4", "e5", "Nh3", "i8h6", "Af3"}) game.play(move);
        std::printf("san: %s\n", game.history().c_str());
        std::printf("fen: %s\n", game.fen().c_str());
        crc_outcome outcome = game.outcome();
        std::printf("outcome: %d %d\n", outcome.result, outcome.reason);
        try {
            game.play("O-O-O");
        } catch (const crc::Error &e) {
            std::printf("refused O-O-O: %s\n", e.what());
        }
        std::printf("%s", game.pgn().c_str());
    } catch (const crc::Error &e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return 1;
    }
    return 0;
}
