//! The settings: the command line of operator-interface.md, subcommands,
//! flags and the environment variable beside each flag (a flag wins over its
//! variable), each parsed by clap into its type once, at start-up.

use std::net::SocketAddr;
use std::num::NonZeroU32;
use std::path::PathBuf;

use clap::{ArgAction, Args, Parser, Subcommand};
use dietfit_catalog::IndexDirConfig;
use dietfit_contract::Tier;
use dietfit_storage::{DatabaseUrl, StoreConfig};
use time::OffsetDateTime;

/// Restaurant dietary discovery and conservative fit decisions.
#[derive(Debug, Parser)]
#[command(name = "dietfit", version, about)]
pub struct Settings {
    /// `sqlite://PATH` (embedded, the default) or `postgres://...`.
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "sqlite://dietfit.db",
        global = true,
        hide_env_values = true,
        value_parser = parse_database_url
    )]
    pub database_url: DatabaseUrl,

    /// Database connections kept in the pool at most.
    #[arg(long, env = "DIETFIT_DB_POOL_SIZE", default_value = "8", global = true)]
    pub db_pool_size: NonZeroU32,

    /// An RFC 3339 time used as "now" for freshness, staleness and quotas
    /// (reproducible runs and tests only).
    #[arg(long = "now", env = "DIETFIT_NOW", global = true, hide = true, value_parser = parse_rfc3339)]
    pub now: Option<OffsetDateTime>,

    #[command(subcommand)]
    pub command: Command,
}

impl Settings {
    /// How to open the store.
    pub fn store_config(&self) -> StoreConfig {
        let mut config = StoreConfig::new(self.database_url.clone());
        config.max_connections = self.db_pool_size.get();
        config
    }
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
        /// `jsonl`: the ingest format. `osm`: an OpenStreetMap Overpass API
        /// answer in JSON; its restaurants, cafes and fast-food places, with
        /// their `diet:*` tags as external tags.
        #[arg(long, value_enum, default_value_t = ImportFormat::Jsonl)]
        format: ImportFormat,
        /// The directory `serve` keeps its search index in (as `serve
        /// --index-dir`): brought up to date after the import, so that the
        /// next start reopens it instead of building it.
        #[arg(long, env = "DIETFIT_INDEX_DIR", value_parser = parse_index_dir)]
        index_dir: Option<IndexDir>,
    },
    /// Create, list and revoke API keys.
    #[command(subcommand)]
    Keys(KeysCommand),
    /// Recompute every score with the current scoring version.
    Rescore,
}

/// What `dietfit import` reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ImportFormat {
    /// JSON Lines in the ingest format.
    Jsonl,
    /// An OpenStreetMap Overpass API answer (`[out:json]`).
    Osm,
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

/// Where `serve` keeps its search index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IndexDir {
    /// Built in memory at every start.
    Memory,
    Path(PathBuf),
}

/// Where the search index is kept: the operator's choice, else beside a
/// SQLite file (`FILE.index`), or for PostgreSQL, which has no file on this
/// machine, in the working directory under a name drawn from the database's
/// address (as the default SQLite file is). `serve` keeps it there, and
/// `import` brings it up to date, so a start at any size reopens it instead
/// of building it.
pub fn kept_index_dir(
    store_config: &StoreConfig,
    chosen: Option<&IndexDir>,
) -> Option<IndexDirConfig> {
    let dir = match (chosen, &store_config.database_url) {
        (Some(IndexDir::Memory), _) => return None,
        (Some(IndexDir::Path(dir)), _) => dir.clone(),
        (None, DatabaseUrl::Sqlite { path }) => {
            let mut dir = path.clone().into_os_string();
            dir.push(".index");
            dir.into()
        }
        (None, DatabaseUrl::Postgres { url }) => PathBuf::from(postgres_index_dir_name(url)),
    };
    Some(IndexDirConfig::for_these_documents(dir))
}

/// `dietfit-postgres-HOST-PORT-DATABASE.index` from a PostgreSQL URL: what
/// follows the credentials, up to the parameters, with every character but
/// ASCII letters, digits, `.` and `_` turned into `-`. The user and password
/// never reach the name; two databases get two directories, and one
/// reused for another store is rebuilt (its label names the store).
fn postgres_index_dir_name(url: &str) -> String {
    let after_scheme = url.split_once("://").map_or(url, |(_, rest)| rest);
    let address = after_scheme
        .rsplit_once('@')
        .map_or(after_scheme, |(_, address)| address);
    let address = address.split('?').next().unwrap_or_default();
    let mut name = String::from("dietfit-postgres");
    for part in address
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_'))
        .filter(|part| !part.is_empty())
    {
        name.push('-');
        name.push_str(part);
    }
    name.push_str(".index");
    name
}

fn parse_index_dir(value: &str) -> Result<IndexDir, String> {
    match value {
        "" => Err("an empty path (use `memory` for none)".to_owned()),
        "memory" => Ok(IndexDir::Memory),
        path => Ok(IndexDir::Path(PathBuf::from(path))),
    }
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
    #[arg(long, env = "DIETFIT_IP_LIMIT_PER_MINUTE", default_value = "600")]
    pub ip_limit_per_minute: NonZeroU32,
    /// Addresses or networks (CIDR), comma-separated, of the proxies whose
    /// `X-Forwarded-For` names the client for the per-IP limit (default:
    /// none, the TCP peer is the client).
    #[arg(
        long,
        env = "DIETFIT_TRUSTED_PROXIES",
        value_delimiter = ',',
        value_parser = crate::config::parse_proxy_network
    )]
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// Requests per key per minute (default: per tier).
    #[arg(long, env = "DIETFIT_KEY_LIMIT_PER_MINUTE")]
    pub key_limit_per_minute: Option<NonZeroU32>,
    /// Do not load the bundled fixtures into an empty database.
    #[arg(
        long,
        env = "DIETFIT_NO_FIXTURES",
        value_parser = parse_switch,
        action = ArgAction::Set,
        num_args = 0..=1,
        require_equals = true,
        default_value = "off",
        default_missing_value = "on"
    )]
    pub no_fixtures: bool,
    /// Benchmarks only: `off` still checks keys and the Enterprise rule but
    /// skips limits, credits and their headers, to measure what metering costs.
    #[arg(
        long,
        env = "DIETFIT_METERING",
        default_value = "on",
        hide = true,
        value_parser = parse_metering
    )]
    pub metering: Metering,
    /// Search answers kept for repeated searches, in MiB of JSON.
    #[arg(long, env = "DIETFIT_ANSWER_CACHE_MIB", default_value = "32")]
    pub answer_cache_mib: usize,
    /// Restaurants kept in memory as search and decide serve them, in MiB;
    /// the rest are read from the store when asked for.
    #[arg(long, env = "DIETFIT_RECORD_CACHE_MIB", default_value = "512")]
    pub record_cache_mib: usize,
    /// Directory the search index is kept in across starts, or `memory` to
    /// build it from the store at every start (default: beside a SQLite
    /// file, `FILE.index`; for PostgreSQL
    /// `dietfit-postgres-HOST-PORT-DATABASE.index` in the working directory).
    #[arg(long, env = "DIETFIT_INDEX_DIR", value_parser = parse_index_dir)]
    pub index_dir: Option<IndexDir>,
    /// Base URL of the documentation; problem type URLs are `{this}/errors/{slug}`.
    #[arg(
        long,
        env = "DIETFIT_DOCS_BASE_URL",
        default_value = crate::config::DEFAULT_DOCS_BASE_URL
    )]
    pub docs_base_url: String,
}

/// Whether requests are metered (limits, credits and their headers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Metering {
    On,
    Off,
}

/// The spellings every on/off setting accepts, in any case, from a flag or
/// from its environment variable: operators write `1`, `true`, `yes` or `on`
/// (and their opposites) interchangeably, and a deploy recipe must not fail
/// on the one the operator interface happens to show.
pub fn parse_switch(raw: &str) -> Result<bool, String> {
    match raw.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Ok(true),
        "0" | "false" | "no" | "off" => Ok(false),
        _ => Err("expected one of 1/0, true/false, yes/no, on/off".to_owned()),
    }
}

fn parse_metering(raw: &str) -> Result<Metering, String> {
    parse_switch(raw).map(|on| if on { Metering::On } else { Metering::Off })
}

fn parse_database_url(raw: &str) -> Result<DatabaseUrl, String> {
    DatabaseUrl::parse(raw).map_err(|err| err.to_string())
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

    fn kept_in(url: &str, chosen: Option<IndexDir>) -> Option<PathBuf> {
        let store_config = StoreConfig::new(DatabaseUrl::parse(url).unwrap());
        kept_index_dir(&store_config, chosen.as_ref()).map(|config| config.dir)
    }

    #[test]
    fn the_index_is_kept_beside_its_store_unless_told_otherwise() {
        assert_eq!(
            kept_in("sqlite:///var/lib/dietfit.db", None),
            Some(PathBuf::from("/var/lib/dietfit.db.index"))
        );
        assert_eq!(
            kept_in(
                "postgres://app:secret@db.internal:5433/dietfit?sslmode=require",
                None
            ),
            Some(PathBuf::from(
                "dietfit-postgres-db.internal-5433-dietfit.index"
            )),
            "named by the address alone, never the credentials"
        );
        assert_eq!(
            kept_in("postgres:///dietfit", None),
            Some(PathBuf::from("dietfit-postgres-dietfit.index"))
        );
        assert_ne!(
            kept_in("postgres://app@h/one", None),
            kept_in("postgres://app@h/two", None)
        );
        assert_eq!(
            kept_in("sqlite:///var/lib/dietfit.db", Some(IndexDir::Memory)),
            None
        );
        assert_eq!(
            kept_in(
                "postgres://app@h/db",
                Some(IndexDir::Path(PathBuf::from("/srv/index")))
            ),
            Some(PathBuf::from("/srv/index"))
        );
    }

    #[test]
    fn the_cli_definition_is_consistent() {
        use clap::CommandFactory;
        Settings::command().debug_assert();
    }

    #[test]
    fn flags_and_defaults_follow_the_operator_interface() {
        let cli = Settings::try_parse_from(["dietfit", "serve"]).unwrap();
        assert_eq!(cli.store_config().max_connections, 8);
        let Command::Serve(args) = cli.command else {
            panic!("serve")
        };
        assert_eq!(args.bind.to_string(), "127.0.0.1:8080");
        assert_eq!(args.ip_limit_per_minute.get(), 600);
        assert_eq!(args.metering, Metering::On);
        assert!(!args.no_fixtures);
        assert!(args.trusted_proxies.is_empty());
        assert_eq!(args.index_dir, None, "chosen by the database's kind");
        let Command::Serve(args) =
            Settings::try_parse_from(["dietfit", "serve", "--index-dir", "memory"])
                .unwrap()
                .command
        else {
            panic!("serve")
        };
        assert_eq!(args.index_dir, Some(IndexDir::Memory));
        assert!(Settings::try_parse_from(["dietfit", "serve", "--index-dir", ""]).is_err());
        let cli = Settings::try_parse_from([
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
    fn every_switch_accepts_each_spelling_in_any_case() {
        let spellings = [
            ("1", true),
            ("0", false),
            ("true", true),
            ("FALSE", false),
            ("Yes", true),
            ("no", false),
            ("ON", true),
            ("off", false),
        ];
        for (raw, on) in spellings {
            assert_eq!(parse_switch(raw), Ok(on), "{raw}");
            let cli = Settings::try_parse_from([
                "dietfit",
                "serve",
                &format!("--no-fixtures={raw}"),
                &format!("--metering={raw}"),
            ])
            .unwrap_or_else(|err| panic!("{raw}: {err}"));
            let Command::Serve(args) = cli.command else {
                panic!("serve")
            };
            assert_eq!(args.no_fixtures, on, "--no-fixtures={raw}");
            let metering = if on { Metering::On } else { Metering::Off };
            assert_eq!(args.metering, metering, "--metering={raw}");
        }
        let cli = Settings::try_parse_from(["dietfit", "serve", "--no-fixtures"]).unwrap();
        assert!(matches!(cli.command, Command::Serve(args) if args.no_fixtures));
        for raw in ["", "2", "enabled", "y"] {
            assert!(parse_switch(raw).is_err(), "{raw:?}");
        }
    }

    #[test]
    fn trusted_proxies_are_a_comma_separated_list_of_addresses_and_networks() {
        let cli = Settings::try_parse_from([
            "dietfit",
            "serve",
            "--trusted-proxies",
            "10.0.0.0/8,192.0.2.1, 2001:db8::/32",
        ])
        .unwrap();
        let Command::Serve(args) = cli.command else {
            panic!("serve")
        };
        let shown: Vec<String> = args
            .trusted_proxies
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(shown, ["10.0.0.0/8", "192.0.2.1/32", "2001:db8::/32"]);
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
            vec!["dietfit", "serve", "--trusted-proxies", "proxy.internal"],
            vec!["dietfit", "serve", "--trusted-proxies", "10.0.0.0/40"],
        ] {
            assert!(Settings::try_parse_from(&args).is_err(), "{args:?}");
        }
    }
}
