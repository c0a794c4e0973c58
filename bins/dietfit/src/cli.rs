//! The command line of operator-interface.md: subcommands, flags and the
//! environment variable beside each flag (a flag wins over its variable).

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use dietfit_contract::Tier;
use time::OffsetDateTime;

/// Restaurant dietary discovery and conservative fit decisions.
#[derive(Debug, Parser)]
#[command(name = "dietfit", version, about)]
pub struct Cli {
    /// `sqlite://PATH` (embedded, the default) or `postgres://...`.
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "sqlite://dietfit.db",
        global = true,
        hide_env_values = true
    )]
    pub database_url: String,

    /// An RFC 3339 time used as "now" for freshness, staleness and quotas
    /// (reproducible runs and tests only).
    #[arg(long = "now", env = "DIETFIT_NOW", global = true, hide = true, value_parser = parse_rfc3339)]
    pub now: Option<OffsetDateTime>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run pending migrations, then serve the HTTP API until SIGINT/SIGTERM.
    Serve(ServeArgs),
    /// Run pending migrations and exit.
    Migrate,
    /// Import restaurant records in the ingest format; `-` reads standard input.
    Import {
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// Create, list and revoke API keys.
    #[command(subcommand)]
    Keys(KeysCommand),
    /// Recompute every score with the current scoring version.
    Rescore,
}

#[derive(Debug, Subcommand)]
pub enum KeysCommand {
    /// Create a key and print it, alone, on standard output (shown once).
    Create {
        #[arg(long, value_parser = parse_tier)]
        tier: Tier,
        /// The key's monthly credit limit (ignored for unlimited tiers).
        #[arg(long)]
        monthly_credits: Option<u64>,
        #[arg(long)]
        label: Option<String>,
    },
    /// One line per key; never the secret.
    List,
    /// Revoke a key; later requests with it get 401.
    Revoke { id: String },
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address the server listens on.
    #[arg(long, env = "DIETFIT_BIND", default_value = "127.0.0.1:8080")]
    pub bind: SocketAddr,
    /// HTTP worker threads (default: number of cores).
    #[arg(long, env = "DIETFIT_WORKERS", value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub workers: Option<u16>,
    /// Requests per client IP per minute on authenticated endpoints.
    #[arg(long, env = "DIETFIT_IP_LIMIT_PER_MINUTE", default_value_t = 600, value_parser = clap::value_parser!(u32).range(1..))]
    pub ip_limit_per_minute: u32,
    /// Requests per key per minute (default: per tier).
    #[arg(long, env = "DIETFIT_KEY_LIMIT_PER_MINUTE", value_parser = clap::value_parser!(u32).range(1..))]
    pub key_limit_per_minute: Option<u32>,
    /// Do not load the bundled fixtures into an empty database.
    #[arg(long, env = "DIETFIT_NO_FIXTURES")]
    pub no_fixtures: bool,
    /// Benchmarks only: `off` still checks keys and the Enterprise rule but
    /// skips limits, credits and their headers, to measure what metering costs.
    #[arg(long, env = "DIETFIT_METERING", default_value = "on", hide = true, value_parser = ["on", "off"])]
    pub metering: String,
    /// Base URL of the documentation; problem type URLs are `{this}/errors/{slug}`.
    #[arg(
        long,
        env = "DIETFIT_DOCS_BASE_URL",
        default_value = crate::config::DEFAULT_DOCS_BASE_URL
    )]
    pub docs_base_url: String,
}

fn parse_rfc3339(raw: &str) -> Result<OffsetDateTime, String> {
    OffsetDateTime::parse(raw, &time::format_description::well_known::Rfc3339)
        .map_err(|err| format!("not an RFC 3339 time ({err})"))
}

fn parse_tier(raw: &str) -> Result<Tier, String> {
    raw.parse::<Tier>().map_err(|err| err.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cli_definition_is_consistent() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }

    #[test]
    fn flags_and_defaults_follow_the_operator_interface() {
        let cli = Cli::try_parse_from(["dietfit", "serve"]).unwrap();
        let Command::Serve(args) = cli.command else {
            panic!("serve")
        };
        assert_eq!(args.bind.to_string(), "127.0.0.1:8080");
        assert_eq!(args.ip_limit_per_minute, 600);
        assert!(!args.no_fixtures);
        let cli = Cli::try_parse_from([
            "dietfit",
            "keys",
            "create",
            "--tier",
            "enterprise",
            "--label",
            "ops",
        ])
        .unwrap();
        assert!(matches!(
            cli.command,
            Command::Keys(KeysCommand::Create {
                tier: Tier::Enterprise,
                ..
            })
        ));
    }

    #[test]
    fn bad_arguments_are_rejected() {
        for args in [
            vec!["dietfit", "keys", "create", "--tier", "gold"],
            vec!["dietfit", "import"],
            vec!["dietfit", "serve", "--bind", "localhost"],
            vec!["dietfit", "serve", "--ip-limit-per-minute", "0"],
            vec!["dietfit", "--now", "yesterday", "migrate"],
            vec!["dietfit", "frobnicate"],
        ] {
            assert!(Cli::try_parse_from(&args).is_err(), "{args:?}");
        }
    }
}
