//! A small, stable hash for evidence ids. std's hashers are seeded or may
//! change between releases; evidence ids must not.

const FNV_OFFSET_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1a, 64 bit. Fields are fed with a separator so `("ab", "c")` and
/// `("a", "bc")` hash differently.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Fnv64(u64);

impl Fnv64 {
    pub(crate) fn new() -> Self {
        Fnv64(FNV_OFFSET_BASIS)
    }

    pub(crate) fn bytes(mut self, bytes: &[u8]) -> Self {
        for byte in bytes {
            self.0 ^= u64::from(*byte);
            self.0 = self.0.wrapping_mul(FNV_PRIME);
        }
        self
    }

    /// One field followed by a 0xFF separator (a byte UTF-8 text never holds).
    pub(crate) fn field(self, text: &str) -> Self {
        self.bytes(text.as_bytes()).bytes(&[0xFF])
    }

    pub(crate) fn number(self, value: i64) -> Self {
        self.bytes(&value.to_le_bytes()).bytes(&[0xFF])
    }

    pub(crate) fn finish(self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_published_fnv1a_vectors() {
        assert_eq!(Fnv64::new().finish(), 0xcbf2_9ce4_8422_2325);
        assert_eq!(Fnv64::new().bytes(b"a").finish(), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(
            Fnv64::new().bytes(b"foobar").finish(),
            0x8594_4171_f739_67e8
        );
    }

    #[test]
    fn field_separators_keep_boundaries() {
        let left = Fnv64::new().field("ab").field("c").finish();
        let right = Fnv64::new().field("a").field("bc").finish();
        assert_ne!(left, right);
    }
}
