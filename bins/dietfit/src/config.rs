//! Typed configuration, built once from the command line and passed in
//! explicitly; nothing reads the environment after start-up.

use std::net::IpAddr;
use std::time::Duration;

use ipnet::IpNet;
use time::OffsetDateTime;

/// Where problem type URLs point unless the operator configures their docs.
pub const DEFAULT_DOCS_BASE_URL: &str = "https://docs.dietfit.example";

/// Largest request body accepted, in bytes. The largest valid body (a search
/// with a 500-character query and 20 rules of 200 characters) is far smaller.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// Longest a request body may take to arrive, from the handler's first read
/// to its last byte. A valid body is small and arrives at once; a sender
/// that trickles it would otherwise hold a connection, a worker's attention
/// and the credits reserved for its request for as long as it likes.
pub const BODY_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// Longest the gate waits for the store (a key lookup, a credit lease)
/// before it answers 503. The store's own waits (SQLite's busy timeout, the
/// pool's) are longer; the store work goes on in the background and a lease
/// it takes stays with this instance.
pub const GATE_STORE_TIMEOUT: Duration = Duration::from_secs(2);

/// Longest `GET /v1/metadata` waits for the store before it answers 503.
pub const METADATA_TIMEOUT: Duration = Duration::from_secs(2);

/// "Now" for freshness, staleness and quotas: the clock, or a fixed instant
/// (`DIETFIT_NOW`) for reproducible runs and tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clock {
    System,
    Fixed(OffsetDateTime),
}

impl Clock {
    pub fn from_option(fixed: Option<OffsetDateTime>) -> Self {
        fixed.map_or(Clock::System, Clock::Fixed)
    }

    pub fn now(self) -> OffsetDateTime {
        match self {
            Clock::System => OffsetDateTime::now_utc(),
            Clock::Fixed(instant) => instant,
        }
    }
}

/// What the HTTP layer needs to know about its deployment.
#[derive(Debug, Clone)]
pub struct HttpConfig {
    pub docs_base_url: String,
    pub clock: Clock,
    /// [`BODY_READ_TIMEOUT`] unless a test needs it shorter.
    pub body_read_timeout: Duration,
    /// [`GATE_STORE_TIMEOUT`] unless a test needs it otherwise.
    pub gate_store_timeout: Duration,
    /// [`METADATA_TIMEOUT`] unless a test needs it otherwise.
    pub metadata_timeout: Duration,
    /// Peers whose `X-Forwarded-For` names the client (load balancers,
    /// reverse proxies); empty: the TCP peer is always the client.
    pub trusted_proxies: Vec<IpNet>,
}

impl Default for HttpConfig {
    fn default() -> Self {
        HttpConfig {
            docs_base_url: DEFAULT_DOCS_BASE_URL.to_owned(),
            clock: Clock::System,
            body_read_timeout: BODY_READ_TIMEOUT,
            gate_store_timeout: GATE_STORE_TIMEOUT,
            metadata_timeout: METADATA_TIMEOUT,
            trusted_proxies: Vec::new(),
        }
    }
}

/// One entry of the trusted-proxy list: a network (`10.0.0.0/8`,
/// `2001:db8::/32`) or a single address.
pub fn parse_proxy_network(raw: &str) -> Result<IpNet, String> {
    let raw = raw.trim();
    raw.parse::<IpNet>()
        .or_else(|_| raw.parse::<IpAddr>().map(IpNet::from))
        .map(|network| network.trunc())
        .map_err(|_| format!("`{raw}` is not an IP address or network (CIDR)"))
}
