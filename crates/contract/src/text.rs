//! The strings evidence holds, made cheap to create, copy and drop: an
//! evaluation holds one id and one source per evidence item, and every
//! decision copies a dozen of them into its `Evidence` pointers. An id is
//! inline; a source or excerpt is a range of one buffer its evaluation
//! shares. Both serialize exactly as plain strings.

use std::borrow::Borrow;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;
use std::sync::Arc;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// What both string types here share with `str`: dereferencing to it,
/// equality by text and with string values, `Debug` and `Display` as the
/// text, and serde as a plain string.
macro_rules! str_like {
    ($type:ident) => {
        impl Deref for $type {
            type Target = str;
            fn deref(&self) -> &str {
                self.as_str()
            }
        }

        impl AsRef<str> for $type {
            fn as_ref(&self) -> &str {
                self.as_str()
            }
        }

        impl PartialEq for $type {
            fn eq(&self, other: &$type) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl Eq for $type {}

        impl PartialEq<str> for $type {
            fn eq(&self, other: &str) -> bool {
                self.as_str() == other
            }
        }

        impl PartialEq<&str> for $type {
            fn eq(&self, other: &&str) -> bool {
                self.as_str() == *other
            }
        }

        impl PartialEq<String> for $type {
            fn eq(&self, other: &String) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl fmt::Debug for $type {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(self.as_str(), f)
            }
        }

        impl fmt::Display for $type {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl Serialize for $type {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> Deserialize<'de> for $type {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$type, D::Error> {
                deserializer.deserialize_str(StrVisitor(|text: &str| $type::from(text)))
            }
        }
    };
}

/// Bytes an id holds without a heap allocation.
const INLINE: usize = 22;

/// An evidence id: `ev_` and 16 lowercase hex digits for every id the
/// engine makes. Held inline, so making, copying and dropping one allocates
/// nothing; an id longer than 22 bytes (only from JSON something else wrote)
/// goes on the heap. It reads, compares, orders, hashes, prints and
/// serializes as its string.
#[derive(Clone)]
pub struct EvidenceId(Repr);

/// Inline bytes, 8-byte aligned: the UTF-8 check of `as_str` then reads
/// them a machine word at a time (unaligned, it went byte by byte, and ids
/// are copied into dozens of contract strings per evaluation).
#[derive(Clone, Copy)]
#[repr(C, align(8))]
struct Inline {
    bytes: [u8; INLINE],
    len: u8,
}

#[derive(Clone)]
enum Repr {
    Inline(Inline),
    Heap(Box<str>),
}

impl EvidenceId {
    /// `ev_` and the 16 lowercase hex digits of `hash`, written without the
    /// formatting machinery (this runs for every observation).
    pub fn from_hash(hash: u64) -> EvidenceId {
        // Two hex digits per byte of the hash, from a table.
        const HEX_PAIRS: [[u8; 2]; 256] = {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            let mut table = [[0u8; 2]; 256];
            let mut byte = 0;
            while byte < 256 {
                table[byte] = [HEX[byte >> 4], HEX[byte & 0xF]];
                byte += 1;
            }
            table
        };
        let mut bytes = [0u8; INLINE];
        bytes[..3].copy_from_slice(b"ev_");
        for (pair, byte) in bytes[3..19].chunks_exact_mut(2).zip(hash.to_be_bytes()) {
            pair.copy_from_slice(&HEX_PAIRS[usize::from(byte)]);
        }
        EvidenceId(Repr::Inline(Inline { bytes, len: 19 }))
    }

    /// The id's bytes, without the UTF-8 check `as_str` pays for.
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            Repr::Inline(Inline { bytes, len }) => bytes.get(..usize::from(*len)).unwrap_or(&[]),
            Repr::Heap(text) => text.as_bytes(),
        }
    }

    pub fn as_str(&self) -> &str {
        match &self.0 {
            // Inline bytes are always a whole string copied in `From<&str>`
            // or ASCII from `from_hash`, so this never falls back.
            Repr::Inline(Inline { bytes, len }) => bytes
                .get(..usize::from(*len))
                .and_then(|b| std::str::from_utf8(b).ok())
                .unwrap_or(""),
            Repr::Heap(text) => text,
        }
    }
}

impl From<&str> for EvidenceId {
    fn from(text: &str) -> EvidenceId {
        match u8::try_from(text.len()) {
            Ok(len) if text.len() <= INLINE => {
                let mut bytes = [0u8; INLINE];
                bytes[..text.len()].copy_from_slice(text.as_bytes());
                EvidenceId(Repr::Inline(Inline { bytes, len }))
            }
            _ => EvidenceId(Repr::Heap(text.into())),
        }
    }
}

impl From<String> for EvidenceId {
    fn from(text: String) -> EvidenceId {
        EvidenceId::from(text.as_str())
    }
}

impl From<EvidenceId> for String {
    fn from(id: EvidenceId) -> String {
        id.as_str().to_owned()
    }
}

impl Borrow<str> for EvidenceId {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl PartialOrd for EvidenceId {
    fn partial_cmp(&self, other: &EvidenceId) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for EvidenceId {
    fn cmp(&self, other: &EvidenceId) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl Hash for EvidenceId {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

str_like!(EvidenceId);

/// A string of an evidence item (its source, its excerpt): a range of one
/// shared buffer. Extraction writes the sources and excerpts of a whole
/// evaluation into one buffer (one allocation, where each used to be its
/// own string); a copy is a pointer, and one read from JSON gets a buffer
/// of its own. It reads, compares, prints and serializes as its text.
#[derive(Clone)]
pub struct SharedText {
    /// `None` is the empty string.
    buffer: Option<Arc<str>>,
    start: u32,
    end: u32,
}

impl SharedText {
    /// The empty string, without an allocation.
    pub const EMPTY: SharedText = SharedText {
        buffer: None,
        start: 0,
        end: 0,
    };

    /// `buffer[start..end]`; `None` if the range does not fit in `u32`
    /// or is not a range of `buffer` on character boundaries.
    pub fn shared(buffer: &Arc<str>, start: usize, end: usize) -> Option<SharedText> {
        buffer.get(start..end)?;
        Some(SharedText {
            buffer: Some(Arc::clone(buffer)),
            start: u32::try_from(start).ok()?,
            end: u32::try_from(end).ok()?,
        })
    }

    pub fn as_str(&self) -> &str {
        // Ranges are checked when made; an unreadable one reads as empty.
        self.buffer
            .as_deref()
            .and_then(|text| text.get(self.start as usize..self.end as usize))
            .unwrap_or("")
    }
}

impl From<&str> for SharedText {
    /// A text with a buffer of its own. (A text over 4 GiB reads as empty:
    /// excerpts are at most 500 characters and sources are URIs.)
    fn from(text: &str) -> SharedText {
        let buffer: Arc<str> = Arc::from(text);
        let end = u32::try_from(buffer.len()).unwrap_or(0);
        SharedText {
            buffer: Some(buffer),
            start: 0,
            end,
        }
    }
}

impl From<String> for SharedText {
    fn from(text: String) -> SharedText {
        SharedText::from(text.as_str())
    }
}

str_like!(SharedText);

/// Reads a string through a borrowed `&str` where the format allows, so a
/// value built from it is copied once.
struct StrVisitor<T>(fn(&str) -> T);

impl<T> Visitor<'_> for StrVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        Ok((self.0)(text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_ev_and_sixteen_hex_digits() {
        assert_eq!(EvidenceId::from_hash(0), "ev_0000000000000000");
        assert_eq!(
            EvidenceId::from_hash(0xdead_beef_0123_4567),
            "ev_deadbeef01234567"
        );
        assert_eq!(EvidenceId::from_hash(u64::MAX), "ev_ffffffffffffffff");
    }

    #[test]
    fn shared_texts_read_as_their_range() {
        let buffer: Arc<str> = Arc::from("Great vegan food.Tofu: firm");
        let first = SharedText::shared(&buffer, 0, 17).unwrap();
        let second = SharedText::shared(&buffer, 17, 27).unwrap();
        assert_eq!(first, "Great vegan food.");
        assert_eq!(second.as_str(), "Tofu: firm");
        assert_eq!(first, SharedText::from("Great vegan food."));
        assert!(SharedText::shared(&buffer, 20, 40).is_none());
        assert!(SharedText::shared(&Arc::from("é"), 0, 1).is_none());
        assert_eq!(SharedText::EMPTY, "");
        assert_eq!(SharedText::EMPTY, SharedText::from(""));
        assert_eq!(format!("{second:?}"), "\"Tofu: firm\"");
        let json = serde_json::to_string(&second).unwrap();
        assert_eq!(json, "\"Tofu: firm\"");
        assert_eq!(serde_json::from_str::<SharedText>(&json).unwrap(), second);
    }

    #[test]
    fn ids_of_any_length_read_back_as_written() {
        let long = "x".repeat(INLINE + 1);
        for text in ["", "ev_1", "é", "exactly-twenty-two-byt", long.as_str()] {
            let id = EvidenceId::from(text);
            assert_eq!(id.as_str(), text);
            assert_eq!(id.to_string(), text);
            assert_eq!(format!("{id:?}"), format!("{text:?}"));
            assert_eq!(String::from(id.clone()), text);
            let json = serde_json::to_string(&id).unwrap();
            assert_eq!(json, serde_json::to_string(text).unwrap());
            assert_eq!(serde_json::from_str::<EvidenceId>(&json).unwrap(), id);
        }
        // Escaped JSON strings cannot be borrowed; they read all the same.
        let escaped: EvidenceId = serde_json::from_str(r#""ev_\u0041""#).unwrap();
        assert_eq!(escaped, "ev_A");
        let (a, b, long) = (
            EvidenceId::from("ev_a"),
            EvidenceId::from("ev_b"),
            EvidenceId::from(long.as_str()),
        );
        assert!(a < b && a < long);
    }
}
