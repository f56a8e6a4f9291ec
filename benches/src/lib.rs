//! Criterion benchmarks of the crc crates live in `benches/benches/`; this library is empty.
