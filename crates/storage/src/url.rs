//! `DATABASE_URL` parsing: the scheme picks the backend. Anything but
//! `sqlite://`, `postgres://` or `postgresql://` is refused by name, so a typo
//! never turns into an empty SQLite file. `Display` and `Debug` hide passwords.

use std::fmt;
use std::path::PathBuf;

use crate::error::StorageError;

/// Which database a URL names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BackendKind {
    Sqlite,
    Postgres,
}

/// A parsed `DATABASE_URL`.
#[derive(Clone, PartialEq, Eq)]
pub enum DatabaseUrl {
    /// `sqlite://PATH`: a file path, relative or (with a third slash) absolute.
    Sqlite { path: PathBuf },
    /// `postgres://...` or `postgresql://...`, handed to libpq unchanged.
    Postgres { url: String },
}

impl DatabaseUrl {
    pub fn parse(raw: &str) -> Result<DatabaseUrl, StorageError> {
        let Some((scheme, rest)) = raw.split_once("://") else {
            return Err(StorageError::Config(format!(
                "database URL `{}` has no scheme; use sqlite://PATH or postgres://...",
                redact(raw)
            )));
        };
        match scheme {
            "sqlite" => {
                if rest.is_empty() {
                    return Err(StorageError::Config(
                        "sqlite:// URL has no file path; use sqlite://PATH".to_owned(),
                    ));
                }
                if rest == ":memory:" || rest.contains("mode=memory") {
                    // Each pooled connection would get its own empty database.
                    return Err(StorageError::Config(
                        "in-memory SQLite cannot back a connection pool; use a file path"
                            .to_owned(),
                    ));
                }
                Ok(DatabaseUrl::Sqlite {
                    path: PathBuf::from(rest),
                })
            }
            "postgres" | "postgresql" => Ok(DatabaseUrl::Postgres {
                url: raw.to_owned(),
            }),
            other => Err(StorageError::Config(format!(
                "unsupported database URL scheme `{other}`; use sqlite://PATH or postgres://..."
            ))),
        }
    }

    pub fn backend(&self) -> BackendKind {
        match self {
            DatabaseUrl::Sqlite { .. } => BackendKind::Sqlite,
            DatabaseUrl::Postgres { .. } => BackendKind::Postgres,
        }
    }

    /// What the driver's `establish` takes: a file path or the libpq URL.
    pub(crate) fn connection_string(&self) -> Result<String, StorageError> {
        match self {
            DatabaseUrl::Sqlite { path } => path
                .to_str()
                .map(str::to_owned)
                .ok_or_else(|| StorageError::Config("SQLite path is not valid UTF-8".to_owned())),
            DatabaseUrl::Postgres { url } => Ok(with_postgres_time_limits(url)),
        }
    }
}

/// libpq settings every PostgreSQL connection gets unless the URL sets them:
/// a bound on connecting, and TCP keepalives with a user timeout so a peer
/// that stops answering (a dead host, a dropped route) fails the connection
/// in well under a minute instead of hanging its caller for the kernel's
/// retransmission time.
const POSTGRES_CONNECTION_DEFAULTS: [(&str, &str); 6] = [
    ("connect_timeout", "5"),
    ("keepalives", "1"),
    ("keepalives_idle", "10"),
    ("keepalives_interval", "5"),
    ("keepalives_count", "3"),
    ("tcp_user_timeout", "30000"),
];

fn with_postgres_time_limits(url: &str) -> String {
    let (base, query) = url.split_once('?').unwrap_or((url, ""));
    let given: Vec<&str> = query
        .split('&')
        .filter_map(|parameter| parameter.split('=').next())
        .collect();
    let mut parameters: Vec<String> = query
        .split('&')
        .filter(|parameter| !parameter.is_empty())
        .map(str::to_owned)
        .collect();
    for (key, value) in POSTGRES_CONNECTION_DEFAULTS {
        if !given.contains(&key) {
            parameters.push(format!("{key}={value}"));
        }
    }
    format!("{base}?{}", parameters.join("&"))
}

/// Replaces the password of `scheme://user:password@host` with `***`, and
/// the value of every query parameter that carries one (libpq takes
/// `?password=` and `?sslpassword=` as well as the user info).
pub fn redact(raw: &str) -> String {
    let Some((scheme, rest)) = raw.split_once("://") else {
        return raw.to_owned();
    };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let authority = match authority.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((user, _password)) => format!("{user}:***@{host}"),
            None => authority.to_owned(),
        },
        None => authority.to_owned(),
    };
    let tail = match tail.split_once('?') {
        Some((path, query)) => {
            let parameters: Vec<String> = query
                .split('&')
                .map(|parameter| match parameter.split_once('=') {
                    Some((key, _)) if key.to_ascii_lowercase().ends_with("password") => {
                        format!("{key}=***")
                    }
                    _ => parameter.to_owned(),
                })
                .collect();
            format!("{path}?{}", parameters.join("&"))
        }
        None => tail.to_owned(),
    };
    format!("{scheme}://{authority}{tail}")
}

impl fmt::Display for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DatabaseUrl::Sqlite { path } => write!(f, "sqlite://{}", path.display()),
            DatabaseUrl::Postgres { url } => f.write_str(&redact(url)),
        }
    }
}

impl fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DatabaseUrl({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schemes_pick_the_backend() {
        assert_eq!(
            DatabaseUrl::parse("sqlite://dietfit.db").ok(),
            Some(DatabaseUrl::Sqlite {
                path: PathBuf::from("dietfit.db")
            })
        );
        assert_eq!(
            DatabaseUrl::parse("sqlite:///var/lib/dietfit.db").ok(),
            Some(DatabaseUrl::Sqlite {
                path: PathBuf::from("/var/lib/dietfit.db")
            })
        );
        for url in [
            "postgres://u@h/db",
            "postgresql://u:p@h:5432/db?sslmode=disable",
        ] {
            assert_eq!(
                DatabaseUrl::parse(url).map(|u| u.backend()).ok(),
                Some(BackendKind::Postgres)
            );
        }
    }

    #[test]
    fn other_urls_are_refused_by_name() {
        for (raw, needle) in [
            ("mysql://u@h/db", "`mysql`"),
            ("postgres:app", "no scheme"),
            ("dietfit.db", "no scheme"),
            ("sqlite://", "no file path"),
            ("sqlite://:memory:", "in-memory"),
            ("", "no scheme"),
        ] {
            match DatabaseUrl::parse(raw) {
                Err(StorageError::Config(message)) => {
                    assert!(message.contains(needle), "{raw:?}: {message}")
                }
                other => panic!("{raw:?} gave {other:?}"),
            }
        }
    }

    #[test]
    fn postgres_connections_get_time_limits_unless_the_url_sets_them() {
        let url = DatabaseUrl::parse("postgres://app@h/db").unwrap();
        let target = url.connection_string().unwrap();
        assert!(target.starts_with("postgres://app@h/db?connect_timeout=5&keepalives=1"));
        assert!(target.contains("tcp_user_timeout="));
        let url =
            DatabaseUrl::parse("postgres://app@h/db?connect_timeout=20&sslmode=disable").unwrap();
        let target = url.connection_string().unwrap();
        assert!(target.starts_with("postgres://app@h/db?connect_timeout=20&sslmode=disable&"));
        assert_eq!(target.matches("connect_timeout").count(), 1);
    }

    #[test]
    fn passwords_never_show() {
        let url =
            DatabaseUrl::parse("postgres://app:s3cret@db.example:5432/dietfit").expect("valid url");
        assert_eq!(
            url.to_string(),
            "postgres://app:***@db.example:5432/dietfit"
        );
        assert!(!format!("{url:?}").contains("s3cret"));
        assert_eq!(redact("postgres://app@h/db"), "postgres://app@h/db");
        assert_eq!(redact("nonsense"), "nonsense");
        assert_eq!(
            redact("postgres://app@h/db?sslmode=require&password=s3cret"),
            "postgres://app@h/db?sslmode=require&password=***"
        );
        assert_eq!(
            redact("postgresql://h/db?PASSWORD=a&sslpassword=b&user=app"),
            "postgresql://h/db?PASSWORD=***&sslpassword=***&user=app"
        );
        assert_eq!(
            redact("postgres://app:pw@h/db?password=x"),
            "postgres://app:***@h/db?password=***"
        );
        let message = DatabaseUrl::parse("pg://app:s3cret@h/db")
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(!message.contains("s3cret"), "{message}");
    }
}
