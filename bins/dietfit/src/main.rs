//! The `dietfit` binary: parse the command line, run one subcommand, exit
//! 0 on success, 2 for bad arguments or input, 1 for any other failure.

use std::process::ExitCode;

use clap::Parser;
use dietfit::cli::{Cli, Command, KeysCommand};
use dietfit::commands::{self, Failure};
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
    match run(cli) {
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

fn run(cli: Cli) -> Result<(), Failure> {
    let clock = Clock::from_option(cli.now);
    let url = cli.database_url.as_str();
    match cli.command {
        Command::Serve(args) => {
            actix_web::rt::System::new().block_on(dietfit::serve::run(url, args, clock))
        }
        Command::Migrate => commands::migrate(url),
        Command::Import { files } => commands::import(url, &files, clock.now()),
        Command::Rescore => commands::rescore(url, clock.now()),
        Command::Keys(KeysCommand::Create {
            tier,
            monthly_credits,
            label,
        }) => commands::keys_create(url, tier, monthly_credits, label, clock.now()),
        Command::Keys(KeysCommand::List) => commands::keys_list(url, clock.now()),
        Command::Keys(KeysCommand::Revoke { id }) => commands::keys_revoke(url, &id, clock.now()),
    }
}
