//! A small, stable hash for evidence ids. std's hashers are seeded or may
//! change between releases; evidence ids must not. FNV-1a, fed eight bytes
//! at a time (one multiply per word rather than per byte: evidence text is
//! long and this runs for every observation), with a final avalanche so the
//! high bits mix into the low ones.

const FNV_OFFSET_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1a over 64-bit little-endian words, then tail bytes. Fields are fed
/// with a separator so `("ab", "c")` and `("a", "bc")` hash differently.
/// Changing this changes every evidence id: never do it without bumping
/// the scoring version.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Fnv64(u64);

impl Fnv64 {
    pub(crate) fn new() -> Self {
        Fnv64(FNV_OFFSET_BASIS)
    }

    pub(crate) fn bytes(mut self, bytes: &[u8]) -> Self {
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            let mut buffer = [0u8; 8];
            buffer.copy_from_slice(word);
            self.0 ^= u64::from_le_bytes(buffer);
            self.0 = self.0.wrapping_mul(FNV_PRIME);
        }
        for byte in words.remainder() {
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

    /// The hash, after a final avalanche (the MurmurHash3 finaliser).
    pub(crate) fn finish(self) -> u64 {
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^= h >> 33;
        h
    }
}

/// A hasher for the engine's own in-process sets of words (never stored,
/// never seeded from outside): std's SipHash resists crafted keys, which a
/// set built from the engine's own lists needs no defence against, at
/// several times the cost per look-up. The FxHash step (rotate, xor,
/// multiply) over eight bytes at a time.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct WordHasher(u64);

/// [`WordHasher`] for `HashSet` and `HashMap`.
pub(crate) type WordHash = std::hash::BuildHasherDefault<WordHasher>;

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl WordHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl std::hash::Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            self.add(crate::swar::word_of(word));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            // The length in the top byte: "ab" and "ab\0" differ.
            self.add(crate::swar::word_of(rest) | (rest.len() as u64) << 56);
        }
    }

    fn write_u8(&mut self, byte: u8) {
        self.add(u64::from(byte));
    }

    fn write_usize(&mut self, value: usize) {
        self.add(value as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_hasher_tells_words_apart() {
        use std::hash::BuildHasher;
        let hash = |word: &str| WordHash::default().hash_one(word);
        assert_eq!(hash("croissant"), hash("croissant"));
        let words = [
            "",
            "a",
            "ab",
            "ab\0",
            "croissant",
            "croissants",
            "brioche",
            "b",
        ];
        for (i, one) in words.iter().enumerate() {
            for other in &words[i + 1..] {
                assert_ne!(hash(one), hash(other), "{one:?} {other:?}");
            }
        }
        let set: std::collections::HashSet<&str, WordHash> = words.iter().copied().collect();
        assert!(words.iter().all(|word| set.contains(word)));
        assert!(!set.contains("brioches"));
    }

    #[test]
    fn short_input_is_plain_fnv1a_before_the_avalanche() {
        assert_eq!(Fnv64::new().0, 0xcbf2_9ce4_8422_2325);
        assert_eq!(Fnv64::new().bytes(b"a").0, 0xaf63_dc4c_8601_ec8c);
        assert_eq!(Fnv64::new().bytes(b"foobar").0, 0x8594_4171_f739_67e8);
    }

    #[test]
    fn values_are_pinned_across_releases() {
        // Evidence ids are stored and compared: these values must never
        // change without a scoring-version bump.
        let review = Fnv64::new()
            .field("review")
            .field("Great vegan food")
            .finish();
        assert_eq!(format!("{review:016x}"), "4dbaa02b8bc5fd87");
        assert_eq!(
            format!("{:016x}", Fnv64::new().number(-1).finish()),
            "eeb7efc963b62a51"
        );
    }

    #[test]
    fn field_separators_keep_boundaries() {
        let left = Fnv64::new().field("ab").field("c").finish();
        let right = Fnv64::new().field("a").field("bc").finish();
        assert_ne!(left, right);
    }
}
