//! Key material: generating secrets, hashing them, and recognising a
//! well-formed key by its shape before anything is looked up.
//!
//! A key is `{prefix}{64 lowercase hex digits}`: the tier's prefix
//! (`svc_test_`, `svc_live_`, `svc_int_`) and 32 random bytes from the OS in
//! hex. Hex rather than base32/base62 because it has one spelling per byte
//! string, no alphabet to get wrong, and the shape check is a plain ASCII test.

use std::fmt;

use dietfit_contract::Tier;
use sha2::{Digest, Sha256};

/// Random bytes in every secret.
pub const SECRET_BYTES: usize = 32;
/// Hex digits after the prefix.
pub const SECRET_HEX_LEN: usize = SECRET_BYTES * 2;
/// Hex digits of the secret shown after the prefix in listings (`svc_test_ab12`).
pub const DISPLAY_HEX_LEN: usize = 4;

/// The scope a key's prefix announces. Paid and Enterprise share `svc_live_`:
/// the tier itself always comes from the stored key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyScope {
    Test,
    Live,
    Internal,
}

impl KeyScope {
    pub const ALL: [KeyScope; 3] = [KeyScope::Test, KeyScope::Live, KeyScope::Internal];

    pub fn prefix(self) -> &'static str {
        match self {
            KeyScope::Test => "svc_test_",
            KeyScope::Live => "svc_live_",
            KeyScope::Internal => "svc_int_",
        }
    }

    /// The scope whose prefix a key of this tier carries.
    pub fn of_tier(tier: Tier) -> KeyScope {
        match tier {
            Tier::Sandbox => KeyScope::Test,
            Tier::Paid | Tier::Enterprise => KeyScope::Live,
            Tier::Internal => KeyScope::Internal,
        }
    }

    /// Whether a stored key of `tier` may be presented under this prefix.
    pub fn admits(self, tier: Tier) -> bool {
        KeyScope::of_tier(tier) == self
    }
}

/// Why a header value is not a well-formed key. Only for log lines: the HTTP
/// answer never tells these apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum MalformedKey {
    #[error("the key is empty")]
    Empty,
    #[error("the key does not start with a known prefix")]
    UnknownPrefix,
    #[error("the key has {found} characters after its prefix, expected {SECRET_HEX_LEN}")]
    WrongLength { found: usize },
    #[error("the key has characters other than lowercase hex after its prefix")]
    NotLowercaseHex,
}

/// A newly generated key. The secret is shown once, at creation, and never
/// stored; `Debug` hides it so it cannot leak through a log line.
pub struct GeneratedKey {
    /// The full key the caller sends in `X-Service-API-Key`.
    pub secret: String,
    /// Lowercase hex SHA-256 of `secret`: what storage keeps.
    pub key_hash: String,
    /// Prefix plus the first hex digits, for listings (`svc_test_ab12`).
    pub display_prefix: String,
}

impl fmt::Debug for GeneratedKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GeneratedKey")
            .field("secret", &"<redacted>")
            .field("key_hash", &self.key_hash)
            .field("display_prefix", &self.display_prefix)
            .finish()
    }
}

/// The operating system could not give us random bytes.
#[derive(Debug, thiserror::Error)]
#[error("the operating system random source failed: {0}")]
pub struct KeyGenerationError(getrandom::Error);

/// Generates a key for `tier`: 32 random bytes from the OS after the tier's prefix.
pub fn generate_key(tier: Tier) -> Result<GeneratedKey, KeyGenerationError> {
    let mut random = [0u8; SECRET_BYTES];
    getrandom::fill(&mut random).map_err(KeyGenerationError)?;
    let prefix = tier.key_prefix();
    let hex = lower_hex(&random);
    let secret = format!("{prefix}{hex}");
    let display_prefix = format!("{prefix}{}", &hex[..DISPLAY_HEX_LEN]);
    let key_hash = hash_secret(&secret);
    Ok(GeneratedKey {
        secret,
        key_hash,
        display_prefix,
    })
}

/// Lowercase hex SHA-256 of the full secret, as storage keeps it.
pub fn hash_secret(secret: &str) -> String {
    lower_hex(&Sha256::digest(secret.as_bytes()))
}

fn lower_hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        out.push(char::from(DIGITS[usize::from(byte >> 4)]));
        out.push(char::from(DIGITS[usize::from(byte & 0x0f)]));
    }
    out
}

/// A header value that has the shape of a key. It has not been looked up yet.
pub struct PresentedKey<'a> {
    secret: &'a str,
    scope: KeyScope,
}

impl fmt::Debug for PresentedKey<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PresentedKey")
            .field("scope", &self.scope)
            .field("secret", &"<redacted>")
            .finish()
    }
}

impl<'a> PresentedKey<'a> {
    /// Recognises a well-formed key by shape alone: a known prefix then exactly
    /// 64 lowercase hex digits. Surrounding whitespace is not trimmed: a key is
    /// sent exactly as it was issued.
    pub fn parse(value: &'a str) -> Result<Self, MalformedKey> {
        if value.is_empty() {
            return Err(MalformedKey::Empty);
        }
        let (scope, rest) = KeyScope::ALL
            .iter()
            .find_map(|scope| {
                value
                    .strip_prefix(scope.prefix())
                    .map(|rest| (*scope, rest))
            })
            .ok_or(MalformedKey::UnknownPrefix)?;
        // Count characters, not bytes, so the log line reports what was sent.
        let found = rest.chars().count();
        if found != SECRET_HEX_LEN {
            return Err(MalformedKey::WrongLength { found });
        }
        if !rest
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        {
            return Err(MalformedKey::NotLowercaseHex);
        }
        Ok(PresentedKey {
            secret: value,
            scope,
        })
    }

    pub fn scope(&self) -> KeyScope {
        self.scope
    }

    /// The lowercase hex SHA-256 that storage is searched by.
    pub fn key_hash(&self) -> String {
        hash_secret(self.secret)
    }

    /// The prefix plus the first hex digits, safe for a log line.
    pub fn display_prefix(&self) -> &'a str {
        let end = self.scope.prefix().len() + DISPLAY_HEX_LEN;
        &self.secret[..end]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dietfit_contract::WireEnum;

    #[test]
    fn generated_keys_have_the_tier_prefix_and_parse_back() {
        for tier in Tier::ALL {
            let key = generate_key(*tier).unwrap();
            assert!(key.secret.starts_with(tier.key_prefix()), "{tier}");
            assert_eq!(key.secret.len(), tier.key_prefix().len() + SECRET_HEX_LEN);
            let presented = PresentedKey::parse(&key.secret).unwrap();
            assert!(presented.scope().admits(*tier));
            assert_eq!(presented.key_hash(), key.key_hash);
            assert_eq!(presented.display_prefix(), key.display_prefix);
            assert!(key.secret.starts_with(&key.display_prefix));
            assert_eq!(
                key.display_prefix.len(),
                tier.key_prefix().len() + DISPLAY_HEX_LEN
            );
        }
    }

    #[test]
    fn two_generated_keys_differ() {
        let a = generate_key(Tier::Paid).unwrap();
        let b = generate_key(Tier::Paid).unwrap();
        assert_ne!(a.secret, b.secret);
        assert_ne!(a.key_hash, b.key_hash);
    }

    #[test]
    fn debug_never_shows_the_secret() {
        let key = generate_key(Tier::Sandbox).unwrap();
        let printed = format!("{key:?}");
        assert!(!printed.contains(&key.secret[9..]), "{printed}");
        let presented = PresentedKey::parse(&key.secret).unwrap();
        assert!(!format!("{presented:?}").contains(&key.secret[9..]));
    }

    #[test]
    fn hash_is_lowercase_hex_sha256() {
        // SHA-256("abc"), FIPS 180-2 test vector.
        assert_eq!(
            hash_secret("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(hash_secret("").len(), 64);
    }

    #[test]
    fn malformed_keys_of_every_kind_are_rejected_by_shape() {
        let good_hex = "0123456789abcdef".repeat(4);
        assert_eq!(PresentedKey::parse("").unwrap_err(), MalformedKey::Empty);
        for bad_prefix in [
            format!("svc_prod_{good_hex}"),
            format!("SVC_TEST_{good_hex}"),
            format!("svc_test{good_hex}"),
            format!(" svc_test_{good_hex}"),
            good_hex.clone(),
            "Bearer abc".to_owned(),
        ] {
            assert_eq!(
                PresentedKey::parse(&bad_prefix).unwrap_err(),
                MalformedKey::UnknownPrefix,
                "{bad_prefix}"
            );
        }
        assert_eq!(
            PresentedKey::parse("svc_live_").unwrap_err(),
            MalformedKey::WrongLength { found: 0 }
        );
        assert_eq!(
            PresentedKey::parse(&format!("svc_live_{}", &good_hex[1..])).unwrap_err(),
            MalformedKey::WrongLength { found: 63 }
        );
        assert_eq!(
            PresentedKey::parse(&format!("svc_int_{good_hex}0")).unwrap_err(),
            MalformedKey::WrongLength { found: 65 }
        );
        assert_eq!(
            PresentedKey::parse(&format!("svc_test_{good_hex} ")).unwrap_err(),
            MalformedKey::WrongLength { found: 65 }
        );
        let upper = good_hex.to_uppercase();
        assert_eq!(
            PresentedKey::parse(&format!("svc_test_{upper}")).unwrap_err(),
            MalformedKey::NotLowercaseHex
        );
        let with_g = format!("g{}", &good_hex[1..]);
        assert_eq!(
            PresentedKey::parse(&format!("svc_test_{with_g}")).unwrap_err(),
            MalformedKey::NotLowercaseHex
        );
        // 64 characters but multi-byte: not hex, and never sliced mid-character.
        let accented = format!("é{}", &good_hex[1..]);
        assert_eq!(
            PresentedKey::parse(&format!("svc_test_{accented}")).unwrap_err(),
            MalformedKey::NotLowercaseHex
        );
        assert!(PresentedKey::parse(&format!("svc_test_{good_hex}")).is_ok());
    }

    #[test]
    fn scopes_follow_the_contract_prefixes() {
        assert_eq!(KeyScope::of_tier(Tier::Sandbox).prefix(), "svc_test_");
        assert_eq!(KeyScope::of_tier(Tier::Paid).prefix(), "svc_live_");
        assert_eq!(KeyScope::of_tier(Tier::Enterprise).prefix(), "svc_live_");
        assert_eq!(KeyScope::of_tier(Tier::Internal).prefix(), "svc_int_");
        for tier in Tier::ALL {
            assert_eq!(KeyScope::of_tier(*tier).prefix(), tier.key_prefix());
        }
        assert!(!KeyScope::Test.admits(Tier::Paid));
        assert!(KeyScope::Live.admits(Tier::Enterprise));
    }
}
