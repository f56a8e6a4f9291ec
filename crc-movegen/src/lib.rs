//! Validated CRC positions, legal move generation, make/unmake and perft.
#![deny(missing_docs)]
