//! Games of Capablanca Random Chess: SAN in and out, outcomes with their reasons,
//! repetition and move-rule counting, PGN. (Being built: see the issue tracker.)
#![deny(missing_docs)]
