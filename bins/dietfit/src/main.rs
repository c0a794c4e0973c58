//! The `dietfit` binary: parse the command line, run one subcommand, exit
//! 0 on success, 2 for bad arguments or input, 1 for any other failure.

use std::process::ExitCode;

use clap::Parser;
use dietfit::cli::{Cli, Command};
use dietfit::config::Clock;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => {
            // clap prints help/version to stdout (exit 0) and errors to stderr (exit 2).
            let _ = err.print();
            return if err.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info")).init();
    let clock = Clock::from_option(cli.now);
    match run(cli, clock) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            eprintln!("dietfit: {message}");
            ExitCode::from(2)
        }
        Err(Failure::Other(err)) => {
            eprintln!("dietfit: {err:#}");
            ExitCode::from(1)
        }
    }
}

enum Failure {
    /// Bad arguments or input: exit 2.
    Usage(String),
    /// Anything else: exit 1.
    Other(anyhow::Error),
}

impl From<anyhow::Error> for Failure {
    fn from(err: anyhow::Error) -> Self {
        Failure::Other(err)
    }
}

fn run(cli: Cli, clock: Clock) -> Result<(), Failure> {
    match cli.command {
        Command::Serve(args) => {
            actix_web::rt::System::new().block_on(dietfit::serve::run(args, clock))?;
            Ok(())
        }
        Command::Migrate | Command::Import { .. } | Command::Keys(_) | Command::Rescore => {
            Err(Failure::Usage(
                "this subcommand needs the storage layer, which is not built yet".to_owned(),
            ))
        }
    }
}
