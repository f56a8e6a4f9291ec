//! FENs in Fairy-Stockfish's conventions: read as it reads them (`startpos`, missing fields
//! filled in), written as it writes them (castling letters by mode, its en-passant square,
//! its SFEN), from `crc_rules_game::fairy`, which crc-rules/ffish shares.

pub(super) use crc_rules_game::fairy::{fsf_fen as write_fen, fsf_sfen as write_sfen, read_fen};
