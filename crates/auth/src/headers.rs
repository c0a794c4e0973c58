//! The response headers that report limits, as (name, value) pairs the HTTP
//! layer copies verbatim: the seven of the contract's section 8, the IETF
//! `RateLimit-Policy` / `RateLimit` fields (draft-ietf-httpapi-ratelimit-headers-11,
//! structured-field lists of strings with parameters) and `Retry-After`.

use time::{OffsetDateTime, UtcOffset};

use crate::credits::UsageSnapshot;
use crate::limits::{RateLimited, WindowState};

pub const X_RATELIMIT_LIMIT: &str = "X-RateLimit-Limit";
pub const X_RATELIMIT_REMAINING: &str = "X-RateLimit-Remaining";
pub const X_RATELIMIT_RESET: &str = "X-RateLimit-Reset";
pub const X_RATELIMIT_IP_REMAINING: &str = "X-RateLimit-IP-Remaining";
pub const X_RATELIMIT_IP_RESET: &str = "X-RateLimit-IP-Reset";
pub const X_USAGE_THIS_MONTH: &str = "X-Usage-ThisMonth";
pub const X_USAGE_LIMIT: &str = "X-Usage-Limit";
pub const RATELIMIT_POLICY: &str = "RateLimit-Policy";
pub const RATELIMIT: &str = "RateLimit";
pub const RETRY_AFTER: &str = "Retry-After";

/// The value of unlimited counters.
pub const UNLIMITED: &str = "unlimited";

/// A header to set: name and exact value.
pub type HeaderPair = (&'static str, String);

/// The seven headers of the contract's section 8, in its order.
pub fn contract_headers(
    usage: &UsageSnapshot,
    ip_window: &WindowState,
    now: OffsetDateTime,
) -> Vec<HeaderPair> {
    let limit = decimal_or_unlimited(usage.limit);
    vec![
        (X_RATELIMIT_LIMIT, limit.clone()),
        (
            X_RATELIMIT_REMAINING,
            decimal_or_unlimited(usage.remaining()),
        ),
        (X_RATELIMIT_RESET, iso8601(usage.resets_at)),
        (X_RATELIMIT_IP_REMAINING, ip_window.remaining.to_string()),
        (X_RATELIMIT_IP_RESET, iso8601(ip_window.resets_at(now))),
        (X_USAGE_THIS_MONTH, usage.used.max(0).to_string()),
        (X_USAGE_LIMIT, limit),
    ]
}

/// `RateLimit-Policy` and `RateLimit` for the per-minute limits a request was
/// checked against, e.g. `"per-ip";q=600;w=60, "per-key";q=60;w=60` and
/// `"per-ip";r=599;t=1, "per-key";r=59;t=1`. Empty when `windows` is.
pub fn ietf_headers(windows: &[WindowState]) -> Vec<HeaderPair> {
    if windows.is_empty() {
        return Vec::new();
    }
    let policy = windows
        .iter()
        .map(|w| format!("\"{}\";q={};w={}", w.policy.name(), w.quota, w.window_secs))
        .collect::<Vec<_>>()
        .join(", ");
    let current = windows
        .iter()
        .map(|w| {
            format!(
                "\"{}\";r={};t={}",
                w.policy.name(),
                w.remaining,
                w.reset_after_secs
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    vec![(RATELIMIT_POLICY, policy), (RATELIMIT, current)]
}

/// `Retry-After` in whole seconds, at least 1.
pub fn retry_after(refusal: &RateLimited) -> HeaderPair {
    (RETRY_AFTER, refusal.retry_after_secs.max(1).to_string())
}

/// ISO 8601 / RFC 3339 in UTC to the second: `2026-02-01T00:00:00Z`.
pub fn iso8601(at: OffsetDateTime) -> String {
    let utc = at.to_offset(UtcOffset::UTC);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
        utc.year(),
        u8::from(utc.month()),
        utc.day(),
        utc.hour(),
        utc.minute(),
        utc.second()
    )
}

fn decimal_or_unlimited(value: Option<i64>) -> String {
    match value {
        Some(value) => value.max(0).to_string(),
        None => UNLIMITED.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::LimitPolicy;
    use time::format_description::well_known::Rfc3339;
    use time::macros::datetime;

    const NOW: OffsetDateTime = datetime!(2026-01-15 12:00:00.4 UTC);

    fn ip_window() -> WindowState {
        WindowState {
            policy: LimitPolicy::PerIp,
            quota: 600,
            window_secs: 60,
            remaining: 599,
            reset_after_secs: 1,
        }
    }

    fn value<'a>(headers: &'a [HeaderPair], name: &str) -> &'a str {
        headers
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("missing {name}"))
    }

    fn is_decimal(value: &str) -> bool {
        !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit())
    }

    #[test]
    fn limited_keys_get_seven_headers_in_the_contract_formats() {
        let usage = UsageSnapshot {
            limit: Some(1_000),
            used: 37,
            resets_at: datetime!(2026-02-01 0:00 UTC),
        };
        let headers = contract_headers(&usage, &ip_window(), NOW);
        assert_eq!(headers.len(), 7);
        assert_eq!(value(&headers, X_RATELIMIT_LIMIT), "1000");
        assert_eq!(value(&headers, X_RATELIMIT_REMAINING), "963");
        assert_eq!(value(&headers, X_USAGE_THIS_MONTH), "37");
        assert_eq!(value(&headers, X_USAGE_LIMIT), "1000");
        assert_eq!(value(&headers, X_RATELIMIT_IP_REMAINING), "599");
        for (_, v) in headers.iter().filter(|(n, _)| !n.ends_with("Reset")) {
            assert!(is_decimal(v), "{v}");
        }
        // The times parse back as ISO 8601 with the time crate.
        let reset = OffsetDateTime::parse(value(&headers, X_RATELIMIT_RESET), &Rfc3339).unwrap();
        assert_eq!(reset, datetime!(2026-02-01 0:00 UTC));
        let ip_reset =
            OffsetDateTime::parse(value(&headers, X_RATELIMIT_IP_RESET), &Rfc3339).unwrap();
        assert!(ip_reset > NOW && ip_reset <= NOW + time::Duration::seconds(2));
        assert_eq!(
            value(&headers, X_RATELIMIT_IP_RESET),
            "2026-01-15T12:00:02Z"
        );
    }

    #[test]
    fn unlimited_keys_say_unlimited_and_still_count_usage() {
        let usage = UsageSnapshot {
            limit: None,
            used: 12_345,
            resets_at: datetime!(2027-01-01 0:00 UTC),
        };
        let headers = contract_headers(&usage, &ip_window(), NOW);
        assert_eq!(value(&headers, X_RATELIMIT_LIMIT), "unlimited");
        assert_eq!(value(&headers, X_RATELIMIT_REMAINING), "unlimited");
        assert_eq!(value(&headers, X_USAGE_LIMIT), "unlimited");
        assert_eq!(value(&headers, X_USAGE_THIS_MONTH), "12345");
        assert_eq!(value(&headers, X_RATELIMIT_RESET), "2027-01-01T00:00:00Z");
    }

    #[test]
    fn remaining_is_never_negative() {
        let usage = UsageSnapshot {
            limit: Some(10),
            used: 12,
            resets_at: datetime!(2026-02-01 0:00 UTC),
        };
        let headers = contract_headers(&usage, &ip_window(), NOW);
        assert_eq!(value(&headers, X_RATELIMIT_REMAINING), "0");
    }

    #[test]
    fn ietf_fields_use_the_structured_field_syntax() {
        let key_window = WindowState {
            policy: LimitPolicy::PerKey,
            quota: 60,
            window_secs: 60,
            remaining: 0,
            reset_after_secs: 60,
        };
        let headers = ietf_headers(&[ip_window(), key_window]);
        assert_eq!(
            value(&headers, RATELIMIT_POLICY),
            "\"per-ip\";q=600;w=60, \"per-key\";q=60;w=60"
        );
        assert_eq!(
            value(&headers, RATELIMIT),
            "\"per-ip\";r=599;t=1, \"per-key\";r=0;t=60"
        );
        assert!(ietf_headers(&[]).is_empty());
    }

    #[test]
    fn retry_after_is_whole_seconds_at_least_one() {
        let mut refusal = RateLimited {
            policy: LimitPolicy::PerIp,
            quota: 600,
            window_secs: 60,
            retry_after_secs: 0,
        };
        assert_eq!(retry_after(&refusal), ("Retry-After", "1".to_owned()));
        refusal.retry_after_secs = 42;
        assert_eq!(retry_after(&refusal).1, "42");
    }

    #[test]
    fn iso8601_converts_to_utc_and_drops_fractions() {
        assert_eq!(
            iso8601(datetime!(2026-01-31 20:00:00.9 -5)),
            "2026-02-01T01:00:00Z"
        );
        let parsed = OffsetDateTime::parse(&iso8601(NOW), &Rfc3339).unwrap();
        assert_eq!(parsed, datetime!(2026-01-15 12:00:00 UTC));
    }
}
