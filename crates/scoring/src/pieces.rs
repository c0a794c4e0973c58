//! Splitting a text into the runs of characters a reader keeps, the way
//! `text.split(|c: char| !keep(c))` does less its empty pieces, without
//! decoding the ASCII bytes that nearly all menu and review text is made
//! of: an ASCII byte is looked up in a table, and only a non-ASCII byte
//! starts the decoding of a character.

/// Which characters make up a piece: ASCII ones by table, others by a
/// test. The table must say of each ASCII character what the test says.
#[derive(Debug)]
pub(crate) struct Keep {
    /// Indexed by byte; only the ASCII half is read.
    ascii: [bool; 256],
    other: fn(char) -> bool,
}

impl Keep {
    /// ASCII letters and digits and the bytes of `extra`; other characters
    /// by `other`.
    const fn alphanumeric_and(extra: &[u8], other: fn(char) -> bool) -> Keep {
        let mut ascii = [false; 256];
        let mut byte = 0;
        while byte < 128 {
            ascii[byte] = (byte as u8).is_ascii_alphanumeric();
            byte += 1;
        }
        let mut i = 0;
        while i < extra.len() {
            ascii[extra[i] as usize] = true;
            i += 1;
        }
        Keep { ascii, other }
    }
}

/// Letters and digits (`char::is_alphanumeric`).
pub(crate) const ALPHANUMERIC: Keep = Keep::alphanumeric_and(b"", char::is_alphanumeric);
/// Letters, digits and the ASCII apostrophe.
pub(crate) const WITH_APOSTROPHE: Keep = Keep::alphanumeric_and(b"'", char::is_alphanumeric);
/// Letters, digits and the hyphen.
pub(crate) const WITH_HYPHEN: Keep = Keep::alphanumeric_and(b"-", char::is_alphanumeric);
/// Letters, digits and both apostrophes (ASCII and typographic).
pub(crate) const WITH_APOSTROPHES: Keep =
    Keep::alphanumeric_and(b"'", |c| c.is_alphanumeric() || c == '\u{2019}');
/// Letters, digits, both apostrophes and the hyphen.
pub(crate) const WITH_APOSTROPHES_AND_HYPHEN: Keep =
    Keep::alphanumeric_and(b"'-", |c| c.is_alphanumeric() || c == '\u{2019}');

/// The non-empty runs of `text` made of characters `keep` keeps, from
/// either end: what `text.split(|c| !keep(c))` gives, less the empty
/// pieces.
pub(crate) fn pieces<'t>(text: &'t str, keep: &'static Keep) -> Pieces<'t> {
    Pieces {
        text,
        front: 0,
        back: text.len(),
        keep,
    }
}

#[derive(Debug, Clone)]
pub(crate) struct Pieces<'t> {
    text: &'t str,
    /// Everything before `front` and from `back` on was given out.
    front: usize,
    back: usize,
    keep: &'static Keep,
}

impl Pieces<'_> {
    /// Whether the character ending at byte `at` (whose last byte is
    /// `byte`) is kept, and its length.
    #[inline]
    fn kept_before(&self, byte: u8, at: usize) -> (bool, usize) {
        if byte.is_ascii() {
            (self.keep.ascii[usize::from(byte)], 1)
        } else {
            self.decoded_before(at)
        }
    }

    /// Whether the character at byte `at` (whose first byte is `byte`) is
    /// kept, and its length.
    #[inline]
    fn kept_at(&self, byte: u8, at: usize) -> (bool, usize) {
        if byte.is_ascii() {
            (self.keep.ascii[usize::from(byte)], 1)
        } else {
            self.decoded_at(at)
        }
    }

    /// Whether the non-ASCII character that starts at `at` is kept, and
    /// its length. Out of line: the loops stay small for ASCII.
    #[inline(never)]
    fn decoded_at(&self, at: usize) -> (bool, usize) {
        match self.text.get(at..).and_then(|rest| rest.chars().next()) {
            Some(c) => ((self.keep.other)(c), c.len_utf8()),
            None => (false, 1),
        }
    }

    /// Whether the non-ASCII character that ends at `at` is kept, and its
    /// length.
    #[inline(never)]
    fn decoded_before(&self, at: usize) -> (bool, usize) {
        match self
            .text
            .get(..at)
            .and_then(|head| head.chars().next_back())
        {
            Some(c) => ((self.keep.other)(c), c.len_utf8()),
            None => (false, 1),
        }
    }
}

impl<'t> Iterator for Pieces<'t> {
    type Item = &'t str;

    #[inline]
    fn next(&mut self) -> Option<&'t str> {
        let bytes = self.text.as_bytes().get(..self.back)?;
        let mut at = self.front;
        while let Some(&byte) = bytes.get(at) {
            let (kept, length) = self.kept_at(byte, at);
            if kept {
                break;
            }
            at += length;
        }
        let start = at;
        while let Some(&byte) = bytes.get(at) {
            let (kept, length) = self.kept_at(byte, at);
            if !kept {
                break;
            }
            at += length;
        }
        self.front = at;
        (at > start).then(|| self.text.get(start..at)).flatten()
    }
}

impl DoubleEndedIterator for Pieces<'_> {
    #[inline]
    fn next_back(&mut self) -> Option<Self::Item> {
        let bytes = self.text.as_bytes();
        let mut at = self.back;
        while at > self.front {
            let byte = *bytes.get(at - 1)?;
            let (kept, length) = self.kept_before(byte, at);
            if kept {
                break;
            }
            at -= length;
        }
        let end = at;
        while at > self.front {
            let byte = *bytes.get(at - 1)?;
            let (kept, length) = self.kept_before(byte, at);
            if !kept {
                break;
            }
            at -= length;
        }
        self.back = at;
        (end > at).then(|| self.text.get(at..end)).flatten()
    }
}

/// A word without a plural "s" ("burgers" is "burger"), as sentences are
/// read: a dish's head word is kept the same way, so "the noodles" and
/// "the noodle" both meet "Smoky Tofu Noodles".
pub(crate) fn singular(word: &str) -> &str {
    // The "s" is one ASCII byte: cut by byte, as by character, without
    // decoding the word's last character.
    match word.as_bytes() {
        [.., b's' | b'S'] if word.len() >= 4 => word.get(..word.len() - 1).unwrap_or(word),
        _ => word,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A table of pieces and the predicate it stands for.
    type KeepAndPredicate = (&'static Keep, fn(char) -> bool);

    const KEEPS: [KeepAndPredicate; 5] = [
        (&ALPHANUMERIC, |c| c.is_alphanumeric()),
        (&WITH_APOSTROPHE, |c| c.is_alphanumeric() || c == '\''),
        (&WITH_HYPHEN, |c| c.is_alphanumeric() || c == '-'),
        (&WITH_APOSTROPHES, |c| {
            c.is_alphanumeric() || c == '\'' || c == '\u{2019}'
        }),
        (&WITH_APOSTROPHES_AND_HYPHEN, |c| {
            c.is_alphanumeric() || c == '\'' || c == '\u{2019}' || c == '-'
        }),
    ];

    fn split_by_char(text: &str, keep: fn(char) -> bool) -> Vec<&str> {
        text.split(|c: char| !keep(c))
            .filter(|w| !w.is_empty())
            .collect()
    }

    fn assert_same_as_split(text: &str) {
        for (keep, by_char) in KEEPS {
            let expected = split_by_char(text, by_char);
            assert_eq!(pieces(text, keep).collect::<Vec<_>>(), expected, "{text:?}");
            let mut backwards: Vec<&str> = pieces(text, keep).rev().collect();
            backwards.reverse();
            assert_eq!(backwards, expected, "{text:?} from the back");
            // Taken from both ends at once, the pieces meet without loss.
            let mut both = pieces(text, keep);
            let mut front = Vec::new();
            let mut back = Vec::new();
            while let Some(piece) = both.next() {
                front.push(piece);
                match both.next_back() {
                    Some(piece) => back.push(piece),
                    None => break,
                }
            }
            back.reverse();
            front.extend(back);
            assert_eq!(front, expected, "{text:?} from both ends");
        }
    }

    #[test]
    fn pieces_are_the_split_by_character_without_empty_ones() {
        for text in [
            "",
            " ",
            "Veggie Korma (Vegan)",
            "my friend's steak — rare, tell them",
            "Café crème brûlée",
            "dairy-free, egg-free; nut free!",
            "it’s the chef’s — ’",
            "纯素 炒面 ヴィーガン",
            "🌱 vegan 🌱",
            "a",
            "--''--",
            "Ⅻ ½ ⑤ x²",
        ] {
            assert_same_as_split(text);
        }
    }

    proptest! {
        #[test]
        fn pieces_match_split_on_any_text(text in "[a-zA-Z0-9 '’\\-.,éü—😀纯]{0,40}") {
            assert_same_as_split(&text);
        }
    }
}
