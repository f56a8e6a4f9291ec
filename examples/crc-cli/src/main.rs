//! `crc`: the command-line example of the crc library.
//!
//! Run `crc --help` for the subcommands.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use crc_core::{Arrangement, RuleSet, Setup};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[derive(Parser)]
#[command(
    name = "crc",
    version,
    about = "Capablanca Random Chess rules from the command line"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Show a start position by Scharnagl number (1..48000), or a random one.
    Setup {
        /// The Scharnagl number.
        number: Option<u32>,
        /// Draw a random start position from the rule set instead.
        #[arg(long, conflicts_with = "number")]
        random: bool,
        /// Seed for --random (the same seed gives the same position everywhere).
        #[arg(long, requires = "random")]
        seed: Option<u64>,
        /// Rule set: basic, protected, crc (default) or crc2006.
        #[arg(long, default_value = "crc")]
        rules: RuleSet,
    },
    /// List every start number of a rule set with its arrangement.
    Setups {
        /// Rule set: basic, protected, crc (default) or crc2006.
        #[arg(long, default_value = "crc")]
        rules: RuleSet,
    },
    /// Read a FEN (X-FEN or Shredder-FEN) and write it back as normalized X-FEN.
    Fen {
        /// The FEN, as one argument or as several words.
        #[arg(required = true, num_args = 1..)]
        fen: Vec<String>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Setup {
            number,
            random,
            seed,
            rules,
        } => {
            let number = match (number, random) {
                (Some(n), false) => n,
                (None, true) => {
                    let mut rng = match seed {
                        Some(seed) => ChaCha8Rng::seed_from_u64(seed),
                        None => ChaCha8Rng::from_rng(&mut rand::rng()),
                    };
                    rules.random(&mut rng)
                }
                _ => return Err("give a start number or --random".into()),
            };
            print_setup(number, rules)
        }
        Command::Setups { rules } => {
            for number in rules.numbers() {
                let arrangement = Arrangement::from_number(number).map_err(|e| e.to_string())?;
                println!("{number} {arrangement}");
            }
            Ok(())
        }
        Command::Fen { fen } => {
            let setup: Setup = fen.join(" ").parse().map_err(|e| format!("{e}"))?;
            println!("{}", setup.to_fen());
            Ok(())
        }
    }
}

fn print_setup(number: u32, rules: RuleSet) -> Result<(), String> {
    let arrangement = Arrangement::from_number(number).map_err(|e| e.to_string())?;
    println!("number: {number}");
    println!("arrangement: {arrangement}");
    println!("fen: {}", arrangement.to_setup().to_fen());
    let sets: Vec<&str> = RuleSet::ALL
        .into_iter()
        .filter(|r| r.allows(&arrangement))
        .map(RuleSet::name)
        .collect();
    println!("rule sets: {}", sets.join(" "));
    if !rules.allows(&arrangement) {
        println!("note: not in rule set {rules}");
    }
    Ok(())
}
