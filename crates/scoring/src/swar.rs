//! Byte tests eight at a time, for the scans most texts pass without a
//! hit (a digit, a price mark, a quote, a letter): one machine word holds
//! eight bytes, and the tests below are exact (no carry or borrow crosses
//! from one byte into the next).

/// The low seven bits of every byte.
pub(crate) const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
/// The high bit of every byte.
pub(crate) const HIGH: u64 = 0x8080_8080_8080_8080;
/// Set in every byte, ASCII letters lower-case: no other byte becomes a
/// letter by it.
const CASE: u64 = 0x2020_2020_2020_2020;

/// `byte` in every byte of a word.
pub(crate) const fn splat(byte: u8) -> u64 {
    0x0101_0101_0101_0101 * byte as u64
}

/// Up to eight bytes as one little-endian word, zeros after the last.
#[inline(always)]
pub(crate) fn word_of(bytes: &[u8]) -> u64 {
    // A whole word (every chunk of `chunks_exact(8)`) is one load.
    if let Some(eight) = bytes.first_chunk::<8>() {
        return u64::from_le_bytes(*eight);
    }
    let mut word = [0u8; 8];
    let length = bytes.len().min(8);
    word[..length].copy_from_slice(&bytes[..length]);
    u64::from_le_bytes(word)
}

/// The high bit of every zero byte of `word`.
pub(crate) fn zero_bytes(word: u64) -> u64 {
    !(((word & LOW7) + LOW7) | word) & HIGH
}

/// The high bit of every byte of `word` equal to `byte`.
pub(crate) fn bytes_equal(word: u64, byte: u8) -> u64 {
    zero_bytes(word ^ splat(byte))
}

/// The high bit of every byte of `word` that is the ASCII letter `lower`
/// in either case.
pub(crate) fn letter_bytes(word: u64, lower: u8) -> u64 {
    zero_bytes((word | CASE) ^ splat(lower))
}

/// Whether `bytes` hold the ASCII letter `lower`, in either case, at a
/// position `found` accepts. [`letter_positions`] with `any`, as a loop
/// that stops at once: scans of every description run it, and the
/// iterator cost more there.
pub(crate) fn letter_where(bytes: &[u8], lower: u8, found: impl Fn(usize) -> bool) -> bool {
    let hit_at = |offset: usize, mut hits: u64| {
        while hits != 0 {
            if found(offset + (hits.trailing_zeros() / 8) as usize) {
                return true;
            }
            hits &= hits - 1;
        }
        false
    };
    let mut chunks = bytes.chunks_exact(8);
    let mut offset = 0;
    for chunk in &mut chunks {
        if hit_at(offset, letter_bytes(word_of(chunk), lower)) {
            return true;
        }
        offset += 8;
    }
    hit_at(offset, letter_bytes(word_of(chunks.remainder()), lower))
}

/// Whether `bytes` hold "veg" in any ASCII case: the cheap test before a
/// dish's words are split, asked of every name, description and label,
/// before a diner's text is read for a listed dish pointed back to, and
/// before a menu line is read for the meat-free dishes it speaks of.
/// Eight bytes at a time, a "v" is looked for (setting bit 5 lower-cases
/// an ASCII letter and maps no other byte onto one), and only where one is
/// found are the next two bytes compared.
pub(crate) fn holds_veg(bytes: &[u8]) -> bool {
    letter_where(bytes, b'v', |at| {
        bytes.get(at..at + 3).is_some_and(
            |w| matches!(w, [v, e, g] if v | 0x20 == b'v' && e | 0x20 == b'e' && g | 0x20 == b'g'),
        )
    })
}

/// The high bit of every byte of `word` that belongs to a word: an ASCII
/// letter or digit, or any byte outside ASCII. The padding after the
/// last byte of a text is zeros, which belong to no word.
pub(crate) fn word_bytes(word: u64) -> u64 {
    let ascii = word & LOW7;
    let lower = ascii | CASE;
    // A byte at least `low` gets its high bit from adding `0x80 - low`;
    // with the high bits cleared first, no sum carries into the next byte.
    let at_least = |bytes: u64, low: u8| bytes + splat(0x80 - low);
    let letters = at_least(lower, b'a') & !at_least(lower, b'z' + 1);
    let digits = at_least(ascii, b'0') & !at_least(ascii, b'9' + 1);
    ((letters | digits) & HIGH) | (word & HIGH)
}

/// Whether `found` holds of a word of `text`, asked of each word's byte
/// range in order until it does: its words found by their bytes, a run of
/// letters, digits and non-ASCII bytes between ASCII marks, without
/// decoding the text.
pub(crate) fn any_word_of(text: &str, mut found: impl FnMut(usize, usize) -> bool) -> bool {
    let bytes = text.as_bytes();
    let word_bytes_at = |offset: usize| {
        bytes
            .get(offset..)
            .map_or(0, |rest| word_bytes(word_of(rest)))
    };
    // Eight bytes at a time: which of them are word bytes, and of those
    // which open a word (the byte before is none) and which close one
    // (the byte after is none), the bytes on either side of the eight
    // taken from the eight before and the eight after.
    let mut offset = 0;
    let mut current = word_bytes_at(0);
    // The word byte flag of the byte before the eight, at the first
    // byte's place.
    let mut before = 0u64;
    // Where the word last opened starts, when it closes in a later eight.
    let mut word_start = 0usize;
    while offset < bytes.len() {
        let next = word_bytes_at(offset + 8);
        let mut starts = current & !((current << 8) | before);
        let mut ends = current & !((current >> 8) | (next << 56));
        while ends != 0 {
            let end_place = ends.trailing_zeros();
            if starts != 0 && starts.trailing_zeros() <= end_place {
                word_start = offset + (starts.trailing_zeros() / 8) as usize;
                starts &= starts - 1;
            }
            if found(word_start, offset + (end_place / 8) as usize + 1) {
                return true;
            }
            ends &= ends - 1;
        }
        if starts != 0 {
            word_start = offset + (starts.trailing_zeros() / 8) as usize;
        }
        before = current >> 56;
        current = next;
        offset += 8;
    }
    false
}

/// Where a word's first two bytes fall in a table of 1024 (one of word
/// openings, a bit for each length of a word opening so): the five low
/// bits of each (the second none for a word of one byte), which an ASCII
/// letter has alike in either case. Two words equal but for ASCII case
/// fall alike.
#[inline(always)]
pub(crate) const fn pair_of(bytes: &[u8]) -> usize {
    match bytes {
        [] => 0,
        [first] => ((*first & 31) as usize) << 5,
        [first, second, ..] => ((*first & 31) as usize) << 5 | (*second & 31) as usize,
    }
}

/// The shapes of a few words, for a look at a word before it is compared
/// with them: by its first byte and by its last byte, in either ASCII
/// case, the lengths in bytes (a bit each, fifteen for any longer) of the
/// words that start or end with it. A word equal to one of them, ignoring
/// ASCII case, has their shape; most words of a text have none of theirs
/// and are passed over at two looks. (A first byte and a length alone let
/// through most words of a sentence where the words are many.)
#[derive(Debug)]
pub(crate) struct WordShapes {
    first: [u16; 256],
    last: [u16; 256],
    /// Whether the empty word was added.
    empty: bool,
}

impl Default for WordShapes {
    fn default() -> WordShapes {
        WordShapes::EMPTY
    }
}

impl WordShapes {
    /// No word's shape.
    pub(crate) const EMPTY: WordShapes = WordShapes {
        first: [0; 256],
        last: [0; 256],
        empty: false,
    };

    /// These shapes and those of `words`.
    pub(crate) const fn with(mut self, words: &[&str]) -> WordShapes {
        let mut i = 0;
        while i < words.len() {
            self.add(words[i]);
            i += 1;
        }
        self
    }

    /// Adds the shape of `word`.
    pub(crate) const fn add(&mut self, word: &str) {
        let bytes = word.as_bytes();
        let (Some(first), Some(last)) = (bytes.first(), bytes.last()) else {
            self.empty = true;
            return;
        };
        let length = 1 << if bytes.len() < 15 { bytes.len() } else { 15 };
        self.first[first.to_ascii_lowercase() as usize] |= length;
        self.first[first.to_ascii_uppercase() as usize] |= length;
        self.last[last.to_ascii_lowercase() as usize] |= length;
        self.last[last.to_ascii_uppercase() as usize] |= length;
    }

    /// Whether `word` may equal, ignoring ASCII case, a word added: it
    /// has the shape of one.
    #[inline(always)]
    pub(crate) fn may_hold(&self, word: &str) -> bool {
        let bytes = word.as_bytes();
        let (Some(first), Some(last)) = (bytes.first(), bytes.last()) else {
            return self.empty;
        };
        self.first[usize::from(*first)] & self.last[usize::from(*last)] & (1 << bytes.len().min(15))
            != 0
    }
}

/// Whether `bytes` hold `byte` (not zero: the last word's padding is
/// zeros). For the tests of short menu texts, where a call to `memchr`
/// cost more than the scan.
pub(crate) fn holds_byte(bytes: &[u8], byte: u8) -> bool {
    debug_assert!(byte != 0);
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        if bytes_equal(word_of(chunk), byte) != 0 {
            return true;
        }
    }
    bytes_equal(word_of(chunks.remainder()), byte) != 0
}

/// Where `bytes` hold the ASCII letter `lower` in either case, in order.
/// The last word's padding is zeros, which lower-casing makes no letter.
pub(crate) fn letter_positions(bytes: &[u8], lower: u8) -> impl Iterator<Item = usize> + '_ {
    let mut chunk_start = 0usize;
    let mut next_chunk = 0usize;
    let mut found = 0u64;
    // One word's hits handed out before the next word is read: a flat map
    // of chunks cost more in the scans this serves.
    std::iter::from_fn(move || {
        loop {
            if found != 0 {
                let at = chunk_start + (found.trailing_zeros() / 8) as usize;
                found &= found - 1;
                return Some(at);
            }
            let rest = bytes.get(next_chunk..).filter(|rest| !rest.is_empty())?;
            found = letter_bytes(word_of(rest), lower);
            chunk_start = next_chunk;
            next_chunk += rest.len().min(8);
        }
    })
}

/// Calls `check` with twelve bytes holding `byte` at `at`, for every byte
/// value and every place: what an eight-at-a-time test must agree with.
#[cfg(test)]
pub(crate) fn each_byte_at_each_place(mut check: impl FnMut(&[u8], u8, usize)) {
    for byte in 0..=255u8 {
        for at in 0..12 {
            let mut bytes = vec![b'x'; 12];
            bytes[at] = byte;
            check(&bytes, byte, at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_shapes_let_through_the_words_added_in_any_case_and_few_others() {
        let mut shapes = WordShapes::default();
        for word in ["burger", "tacos", "VBB", "crème"] {
            shapes.add(word);
        }
        for word in ["burger", "BURGER", "Tacos", "vbb", "CRèME", "bowler"] {
            assert!(shapes.may_hold(word), "{word}");
        }
        // A first byte of one word with the length or the last byte of
        // another.
        for word in ["bowl", "tofu", "v", "cream", "", "steak", "bucket"] {
            assert!(!shapes.may_hold(word), "{word}");
        }
        shapes.add("");
        assert!(shapes.may_hold(""));
        let listed = WordShapes::EMPTY.with(&["jus", "broth"]);
        assert!(listed.may_hold("Jus") && listed.may_hold("BROTH"));
        assert!(!listed.may_hold("just") && !listed.may_hold("broad"));
    }

    #[test]
    fn equal_bytes_and_letters_are_found_at_any_place_and_only_there() {
        each_byte_at_each_place(|bytes, byte, at| {
            let equal = bytes_equal(word_of(&bytes[..8]), b'$');
            assert_eq!(equal != 0, at < 8 && byte == b'$', "{byte} at {at}");
            let found: Vec<usize> = letter_positions(bytes, b'v').collect();
            let expected: Vec<usize> = (byte.eq_ignore_ascii_case(&b'v'))
                .then_some(at)
                .into_iter()
                .collect();
            assert_eq!(found, expected, "{byte} at {at}");
            let in_word = byte.is_ascii_alphanumeric() || byte >= 0x80;
            let flags = word_bytes(word_of(&bytes[..8]));
            // The filler 'x' is a word byte at every other place.
            let expected_flags = if at < 8 && !in_word {
                HIGH & !(0x80 << (8 * at))
            } else {
                HIGH
            };
            assert_eq!(flags, expected_flags, "{byte} at {at}");
            // The filler 'x' is everywhere; any other byte only at `at`.
            if byte != 0 && byte != b'x' {
                assert!(holds_byte(bytes, byte), "{byte} at {at}");
                assert!(holds_byte(&bytes[..at + 1], byte), "{byte} at {at}");
                assert!(!holds_byte(&bytes[..at], byte), "{byte} at {at}");
                assert!(!holds_byte(&bytes[at + 1..], byte), "{byte} at {at}");
            }
        });
    }
}
