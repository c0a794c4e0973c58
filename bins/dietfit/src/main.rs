//! The `dietfit` binary: parse the command line, run one subcommand, exit
//! 0 on success, 2 for bad arguments or input, 1 for any other failure.

use std::process::ExitCode;

use clap::Parser;
use dietfit::cli::{Command, KeysCommand, Settings};
use dietfit::commands::{self, Failure};
use dietfit::config::Clock;

/// Our crates at `info`, dependencies at `warn` (tantivy's commit chatter,
/// actix's worker lines); `RUST_LOG` overrides it.
const LOG_FILTER: &str = "warn,dietfit=info,dietfit_auth=info,dietfit_catalog=info,\
    dietfit_ingest=info,dietfit_scoring=info,dietfit_search=info,dietfit_storage=info";

fn main() -> ExitCode {
    let settings = match Settings::try_parse() {
        Ok(settings) => settings,
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
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or(LOG_FILTER)).init();
    match run(settings) {
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

fn run(settings: Settings) -> Result<(), Failure> {
    let clock = Clock::from_option(settings.now);
    let store = settings.store_config();
    match settings.command {
        Command::Serve(args) => {
            actix_web::rt::System::new().block_on(dietfit::serve::run(&store, args, clock))
        }
        Command::Migrate => commands::migrate(&store),
        Command::Import {
            files,
            format,
            index_dir,
        } => commands::import(&store, &files, format, index_dir.as_ref(), clock.now()),
        Command::Rescore => commands::rescore(&store, clock.now()),
        Command::Keys(KeysCommand::Create {
            tier,
            monthly_credits,
            label,
        }) => commands::keys_create(&store, tier, monthly_credits, label, clock.now()),
        Command::Keys(KeysCommand::List) => commands::keys_list(&store, clock.now()),
        Command::Keys(KeysCommand::Revoke { id }) => {
            commands::keys_revoke(&store, &id, clock.now())
        }
    }
}
