//! Scharnagl numbering and rule sets against `testdata/setups.txt` and the published counts.

use crc_rules_core::{Arrangement, RuleSet, Setup, ARRANGEMENT_COUNT};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const SETUPS: &str = crc_testdata::SETUPS_TXT;

struct Row {
    number: u32,
    arrangement: String,
    pawns_protected: bool,
    bishops_adjacent: bool,
    differ_from_gothic: usize,
    in_crc: bool,
    in_crc2006: bool,
    shredder_castling: String,
}

fn parse_bool(field: &str, line: &str) -> bool {
    match field {
        "True" => true,
        "False" => false,
        other => panic!("malformed boolean {other:?} in line {line:?}"),
    }
}

fn rows() -> Vec<Row> {
    let rows: Vec<Row> = SETUPS
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(f.len(), 9, "malformed line {line:?}");
            Row {
                number: f[0].parse().expect("number"),
                arrangement: f[1].to_owned(),
                pawns_protected: parse_bool(f[2], line),
                bishops_adjacent: parse_bool(f[3], line),
                differ_from_gothic: f[4].parse().expect("file count"),
                in_crc: parse_bool(f[5], line),
                in_crc2006: parse_bool(f[6], line),
                shredder_castling: f[7].to_owned(),
            }
        })
        .collect();
    assert!(rows.len() >= 30, "setups.txt lost its rows");
    rows
}

#[test]
fn every_row_of_setups_txt_holds() {
    for row in rows() {
        let arrangement = Arrangement::from_number(row.number).unwrap();
        assert_eq!(
            arrangement.to_string(),
            row.arrangement,
            "number {}",
            row.number
        );
        let parsed: Arrangement = row.arrangement.parse().unwrap();
        let expected_number = if row.number == ARRANGEMENT_COUNT {
            48_000
        } else {
            row.number
        };
        assert_eq!(parsed.number(), expected_number);
        assert_eq!(
            arrangement.pawns_protected(),
            row.pawns_protected,
            "{}",
            row.number
        );
        assert_eq!(
            !arrangement.bishops_apart(),
            row.bishops_adjacent,
            "{}",
            row.number
        );
        assert_eq!(
            arrangement.files_differing_from_gothic(),
            row.differ_from_gothic
        );
        assert_eq!(
            RuleSet::Crc.contains(row.number),
            row.in_crc,
            "{}",
            row.number
        );
        assert_eq!(
            RuleSet::Crc2006.contains(row.number),
            row.in_crc2006,
            "{}",
            row.number
        );
        let setup = arrangement.to_setup();
        let shredder = setup.to_shredder_fen();
        let castling = shredder.split(' ').nth(2).unwrap();
        assert_eq!(castling, row.shredder_castling, "{}", row.number);
        // The start position written as X-FEN uses KQkq and reads back to the same setup.
        assert_eq!(setup.to_fen().split(' ').nth(2), Some("KQkq"));
        assert_eq!(Setup::from_fen(&shredder).unwrap(), setup);
    }
}

#[test]
fn rule_set_counts() {
    for (rules, count) in [
        (RuleSet::Basic, 48_000),
        (RuleSet::Protected, 21_836),
        (RuleSet::Crc, 12_130),
        (RuleSet::Crc2006, 12_118),
    ] {
        assert_eq!(rules.count(), count, "{rules}");
        let numbers: Vec<u32> = rules.numbers().collect();
        assert_eq!(numbers.len(), count);
        assert!(numbers.windows(2).all(|w| w[0] < w[1]), "ascending");
        assert!(numbers.iter().all(|&n| rules.contains(n)));
    }
}

#[test]
fn random_choice_is_reproducible_and_in_the_set() {
    for rules in RuleSet::ALL {
        let draw = |seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            (0..200)
                .map(|_| rules.random(&mut rng))
                .collect::<Vec<u32>>()
        };
        let first = draw(1);
        assert_eq!(first, draw(1));
        assert_ne!(first, draw(2));
        assert!(first.iter().all(|&n| rules.contains(n)));
    }
}

#[test]
fn random_choice_is_roughly_uniform() {
    // 12,130 numbers split in 10 bands by rank; 60,000 draws put ~6,000 in each band.
    let numbers: Vec<u32> = RuleSet::Crc.numbers().collect();
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let mut bands = [0u32; 10];
    for _ in 0..60_000 {
        let n = RuleSet::Crc.random(&mut rng);
        let rank = numbers.binary_search(&n).unwrap();
        bands[rank * 10 / numbers.len()] += 1;
    }
    for band in bands {
        assert!((5_400..6_600).contains(&band), "{bands:?}");
    }
}
