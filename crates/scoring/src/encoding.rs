//! Text as encoders, web pages and OCR leave it: ligatures ("ﬁsh"),
//! fullwidth letters ("ＢＵＴＴＥＲ"), zero-width characters inside a word
//! ("chick\u{200b}en"), HTML entities ("cr&egrave;me"), UTF-8 read as
//! Windows-1252 ("crÃ¨me"), Greek and Cyrillic capitals (the lexicon is in
//! lower case), styled letters (mathematical bold and italic, circled
//! letters, small capitals), Cyrillic letters drawn like Latin ones inside
//! a Latin word, and OCR's look-alike glyphs ("0yster", "Iard", "egq").
//! Each hides the word it damages from the reader, so every text is
//! folded here before it is read; look-alike glyphs only in what was
//! scanned or scraped (diners type their words). A text with none of them
//! is returned as it is, without copying.
//!
//! A look-alike glyph is changed only where the change makes a word the
//! lexicon knows and the word as printed is not one: "0yster" is oyster,
//! "I" stays "I" and "Iowa" stays Iowa.

use std::borrow::Cow;

use crate::lexicon::is_phrase;

/// Bytes that may start something [`fold`] changes: `&` (an entity) and
/// the lead bytes of the non-ASCII characters folded (`Ã`/`Â`/`â` of
/// mojibake are `C3`/`C2`; zero-width characters and `€` start with `E2`;
/// ligatures, fullwidth forms and the byte-order mark with `EF`; the
/// ideographic space with `E3`).
const MAY_FOLD: [bool; 256] = table(b"");
/// [`MAY_FOLD`] and the digits and letters OCR confuses.
pub(crate) const MAY_FOLD_SCANNED: [bool; 256] = table(b"015Iq");

const fn table(glyphs: &[u8]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut i = 0;
    while i < glyphs.len() {
        table[glyphs[i] as usize] = true;
        i += 1;
    }
    table[b'&' as usize] = true;
    table[0xC2] = true;
    table[0xC3] = true;
    // Greek and Cyrillic capitals (the lexicon lists lower case, and folds
    // only ASCII itself).
    table[0xCE] = true;
    table[0xD0] = true;
    // Cyrillic look-alikes of Latin letters inside Latin words ("nоn-vegan").
    table[0xD1] = true;
    // A dotless "ı" inside an English word ("chıcken").
    table[0xC4] = true;
    // Small capitals ("ʙᴜᴛᴛᴇʀ") and styled mathematical letters ("𝐜𝐡𝐞𝐞𝐬𝐞").
    table[0xC7] = true;
    table[0xC9] = true;
    table[0xCA] = true;
    table[0xE1] = true;
    table[0xEA] = true;
    table[0xF0] = true;
    table[0xE2] = true;
    table[0xE3] = true;
    table[0xEF] = true;
    table
}

/// `text` folded for what encoders damage (see the module documentation),
/// as diners' typed words need: borrowed when nothing changed. The result
/// may be shorter than the text, so positions in it are not positions in
/// the original.
pub(crate) fn fold(text: &str) -> Cow<'_, str> {
    // Most text is ASCII without an entity: one word-at-a-time pass.
    if ascii_without_ampersand(text.as_bytes()) {
        return Cow::Borrowed(text);
    }
    fold_with(text, &MAY_FOLD)
}

/// Whether `bytes` are all ASCII and none is `&`, eight at a time.
fn ascii_without_ampersand(bytes: &[u8]) -> bool {
    use crate::swar::{HIGH, bytes_equal, word_of};
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let word = word_of(chunk);
        // A byte outside ASCII has its high bit set.
        if (word & HIGH) | bytes_equal(word, b'&') != 0 {
            return false;
        }
    }
    chunks
        .remainder()
        .iter()
        .all(|b| b.is_ascii() && *b != b'&')
}

/// [`fold`], and OCR's look-alike glyphs too, as scanned and scraped
/// text needs.
pub(crate) fn fold_scanned(text: &str) -> Cow<'_, str> {
    // Most scanned text has nothing to fold: the pass that opens its
    // joined words finds so.
    if let Some(opened) = crate::joined::open_joined_if_unfolded(text) {
        return opened;
    }
    opened(fold_with(text, &MAY_FOLD_SCANNED))
}

/// `text` with its joined words opened up too ("duckfat", "SoftBoiledEgg":
/// `crate::joined`), which no encoder damaged but which hide a word all
/// the same: menus, point-of-sale exports and the restaurant's posts close
/// words up; diners type theirs.
fn opened(text: Cow<'_, str>) -> Cow<'_, str> {
    match text {
        Cow::Borrowed(text) => crate::joined::open_joined(text),
        Cow::Owned(text) => match crate::joined::open_joined(&text) {
            Cow::Borrowed(_) => Cow::Owned(text),
            Cow::Owned(opened) => Cow::Owned(opened),
        },
    }
}

fn fold_with<'t>(text: &'t str, may_fold: &[bool; 256]) -> Cow<'t, str> {
    let bytes = text.as_bytes();
    let Some(first) = bytes.iter().position(|b| may_fold[usize::from(*b)]) else {
        return Cow::Borrowed(text);
    };
    let mut out = String::new();
    // Start of the text not yet copied into `out`.
    let mut copied = 0;
    let mut at = first;
    while at < bytes.len() {
        if !may_fold[usize::from(bytes[at])] {
            at += 1;
            continue;
        }
        let Some((end, replacement)) = folded_at(text, at) else {
            at += 1;
            continue;
        };
        if out.is_empty() {
            out.reserve(text.len());
        }
        out.push_str(&text[copied..at]);
        out.push_str(&replacement);
        copied = end;
        at = end;
    }
    if copied == 0 {
        return Cow::Borrowed(text);
    }
    out.push_str(&text[copied..]);
    Cow::Owned(out)
}

/// What starts at byte `at` and how it reads: the end of the damaged
/// piece and its replacement.
fn folded_at(text: &str, at: usize) -> Option<(usize, Cow<'static, str>)> {
    let bytes = text.as_bytes();
    match bytes[at] {
        b'&' => entity(text, at),
        b'0' | b'1' | b'5' | b'I' | b'q' => look_alike(text, at),
        _ => {
            let c = text.get(at..)?.chars().next()?;
            let end = at + c.len_utf8();
            match c {
                '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}' => {
                    Some((end, Cow::Borrowed("")))
                }
                '\u{3000}' => Some((end, Cow::Borrowed(" "))),
                '\u{FB00}' => Some((end, Cow::Borrowed("ff"))),
                '\u{FB01}' => Some((end, Cow::Borrowed("fi"))),
                '\u{FB02}' => Some((end, Cow::Borrowed("fl"))),
                '\u{FB03}' => Some((end, Cow::Borrowed("ffi"))),
                '\u{FB04}' => Some((end, Cow::Borrowed("ffl"))),
                '\u{FB05}' | '\u{FB06}' => Some((end, Cow::Borrowed("st"))),
                '\u{FF01}'..='\u{FF5E}' => {
                    let ascii = char::from_u32(u32::from(c) - 0xFEE0)?;
                    Some((end, Cow::Owned(ascii.to_string())))
                }
                // "Веганский борщ", "ΚΙΜΑΣ": the lower case of a Cyrillic or
                // Greek capital is as long in UTF-8, so positions hold.
                '\u{0410}'..='\u{042F}' | '\u{0391}'..='\u{03A9}' => {
                    let lower = char::from_u32(u32::from(c) + 0x20)?;
                    let letter = latin_look_alike(text, at, end, lower).unwrap_or(lower);
                    Some((end, Cow::Owned(letter.to_string())))
                }
                // "chıcken broth": a dotless i in a word otherwise of ASCII
                // letters is an i (a Turkish word keeps its letters).
                'ı' if ascii_word_around(text, at, end) => Some((end, Cow::Borrowed("i"))),
                '\u{0400}'..='\u{040F}' => {
                    let lower = char::from_u32(u32::from(c) + 0x50)?;
                    Some((end, Cow::Owned(lower.to_string())))
                }
                _ => styled_letter(c)
                    .or_else(|| latin_look_alike(text, at, end, c))
                    .map(|ascii| (end, Cow::Owned(ascii.to_string())))
                    .or_else(|| mojibake(text, at)),
            }
        }
    }
}

/// Whether the word around `at..end` is otherwise made of ASCII letters,
/// with at least one on each side or two on one.
fn ascii_word_around(text: &str, at: usize, end: usize) -> bool {
    let before = text[..at]
        .chars()
        .rev()
        .take_while(|c| c.is_alphabetic())
        .collect::<Vec<_>>();
    let after = text[end..]
        .chars()
        .take_while(|c| c.is_alphabetic())
        .collect::<Vec<_>>();
    before.iter().chain(&after).all(char::is_ascii_alphabetic) && before.len() + after.len() >= 2
}

/// The ASCII letter or digit a styled one stands for: the bold, italic,
/// script, double-struck, sans-serif and monospace letters and digits of
/// Unicode's mathematical block, circled letters and small capitals, which
/// social posts and menu generators use for emphasis ("𝐚𝐦𝐞𝐫𝐢𝐜𝐚𝐧 𝐜𝐡𝐞𝐞𝐬𝐞",
/// "ʙʀᴏᴡɴ ʙᴜᴛᴛᴇʀ", "ⓗⓔⓐⓥⓨ ⓒⓡⓔⓐⓜ").
fn styled_letter(c: char) -> Option<char> {
    let code = u32::from(c);
    let ascii = |offset: u32| {
        let letter = offset % 52;
        char::from_u32(if letter < 26 {
            0x41 + letter
        } else {
            0x61 + letter - 26
        })
    };
    match code {
        // Thirteen alphabets of 52 letters, capitals first.
        0x1D400..=0x1D6A3 => ascii(code - 0x1D400),
        // Five sets of the ten digits.
        0x1D7CE..=0x1D7FF => char::from_u32(0x30 + (code - 0x1D7CE) % 10),
        0x24B6..=0x24CF => char::from_u32(0x41 + code - 0x24B6),
        0x24D0..=0x24E9 => char::from_u32(0x61 + code - 0x24D0),
        _ => SMALL_CAPITALS
            .iter()
            .find(|(small, _)| *small == c)
            .map(|(_, letter)| *letter),
    }
}

/// Small capitals and the letter each stands for.
#[rustfmt::skip]
const SMALL_CAPITALS: &[(char, char)] = &[
    ('ᴀ', 'a'), ('ʙ', 'b'), ('ᴄ', 'c'), ('ᴅ', 'd'), ('ᴇ', 'e'), ('ꜰ', 'f'), ('ɢ', 'g'),
    ('ʜ', 'h'), ('ɪ', 'i'), ('ᴊ', 'j'), ('ᴋ', 'k'), ('ʟ', 'l'), ('ᴍ', 'm'), ('ɴ', 'n'),
    ('ᴏ', 'o'), ('ᴘ', 'p'), ('ǫ', 'q'), ('ʀ', 'r'), ('ꜱ', 's'), ('ᴛ', 't'), ('ᴜ', 'u'),
    ('ᴠ', 'v'), ('ᴡ', 'w'), ('ʏ', 'y'), ('ᴢ', 'z'),
];

/// A Cyrillic letter drawn like a Latin one, inside a Latin word ("nоn"
/// with a Cyrillic "о"): the Latin letter. A Cyrillic word keeps its
/// letters.
fn latin_look_alike(text: &str, at: usize, end: usize, c: char) -> Option<char> {
    let latin = match c {
        'а' => 'a',
        'е' => 'e',
        'о' => 'o',
        'р' => 'p',
        'с' => 'c',
        'у' => 'y',
        'х' => 'x',
        'і' => 'i',
        'ѕ' => 's',
        'ј' => 'j',
        _ => return None,
    };
    let before = text.get(..at).and_then(|t| t.chars().next_back());
    let after = text.get(end..).and_then(|t| t.chars().next());
    [before, after]
        .into_iter()
        .flatten()
        .any(|near| near.is_ascii_alphabetic())
        .then_some(latin)
}

/// The byte a character of Windows-1252 (or Latin-1) stands for, when it
/// is one: what a UTF-8 byte became when the text was decoded wrongly.
fn windows_1252_byte(c: char) -> Option<u8> {
    let byte = match c {
        '\u{0080}'..='\u{00FF}' => u8::try_from(u32::from(c)).ok()?,
        '€' => 0x80,
        '‚' => 0x82,
        'ƒ' => 0x83,
        '„' => 0x84,
        '…' => 0x85,
        '†' => 0x86,
        '‡' => 0x87,
        'ˆ' => 0x88,
        '‰' => 0x89,
        'Š' => 0x8A,
        '‹' => 0x8B,
        'Œ' => 0x8C,
        'Ž' => 0x8E,
        '‘' => 0x91,
        '’' => 0x92,
        '“' => 0x93,
        '”' => 0x94,
        '•' => 0x95,
        '–' => 0x96,
        '—' => 0x97,
        '˜' => 0x98,
        '™' => 0x99,
        'š' => 0x9A,
        '›' => 0x9B,
        'œ' => 0x9C,
        'ž' => 0x9E,
        'Ÿ' => 0x9F,
        _ => return None,
    };
    Some(byte)
}

/// "Ã¨" is "è" decoded twice: a character whose byte leads a UTF-8
/// sequence, followed by characters whose bytes continue it, is read as
/// that sequence when together they decode.
fn mojibake(text: &str, at: usize) -> Option<(usize, Cow<'static, str>)> {
    let mut chars = text.get(at..)?.char_indices();
    let (_, lead) = chars.next()?;
    let lead = windows_1252_byte(lead)?;
    let continuations = match lead {
        0xC2..=0xDF => 1,
        0xE0..=0xEF => 2,
        0xF0..=0xF4 => 3,
        _ => return None,
    };
    let mut sequence = vec![lead];
    let mut end = at;
    for (offset, c) in chars.by_ref() {
        if sequence.len() > continuations {
            end = at + offset;
            break;
        }
        let byte = windows_1252_byte(c).filter(|b| (0x80..=0xBF).contains(b))?;
        sequence.push(byte);
        end = at + offset + c.len_utf8();
    }
    if sequence.len() != continuations + 1 {
        return None;
    }
    let decoded = String::from_utf8(sequence).ok()?;
    Some((end, Cow::Owned(decoded)))
}

/// The named entities of menus and reviews: markup and the accented
/// letters of the languages menus print.
const ENTITIES: &[(&str, &str)] = &[
    ("amp", "&"),
    ("nbsp", " "),
    ("quot", "\""),
    ("apos", "'"),
    ("lt", "<"),
    ("gt", ">"),
    ("rsquo", "'"),
    ("lsquo", "'"),
    ("rdquo", "\""),
    ("ldquo", "\""),
    ("ndash", "-"),
    ("mdash", "-"),
    ("hellip", "..."),
    ("middot", "·"),
    ("bull", "•"),
    ("szlig", "ß"),
    ("aelig", "æ"),
    ("AElig", "Æ"),
    ("oelig", "œ"),
    ("OElig", "Œ"),
    ("oslash", "ø"),
    ("Oslash", "Ø"),
    ("aring", "å"),
    ("Aring", "Å"),
    ("ccedil", "ç"),
    ("Ccedil", "Ç"),
];

/// The accents an entity may name on a vowel or `n`/`y`: "&egrave;".
const ACCENTS: &[(&str, [char; 2])] = &[
    ("grave", ['\u{0300}', ' ']),
    ("acute", ['\u{0301}', ' ']),
    ("circ", ['\u{0302}', ' ']),
    ("tilde", ['\u{0303}', ' ']),
    ("uml", ['\u{0308}', ' ']),
];

/// "&egrave;", "&amp;", "&#233;", "&#xE9;": an HTML entity, decoded.
fn entity(text: &str, at: usize) -> Option<(usize, Cow<'static, str>)> {
    let rest = text.get(at + 1..)?;
    let semicolon = rest.bytes().take(10).position(|b| b == b';')?;
    let name = &rest[..semicolon];
    let end = at + 1 + semicolon + 1;
    if let Some(number) = name.strip_prefix('#') {
        let code = match number.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => number.parse::<u32>().ok()?,
        };
        let c = char::from_u32(code).filter(|c| !c.is_control())?;
        return Some((end, Cow::Owned(c.to_string())));
    }
    if let Some((_, decoded)) = ENTITIES.iter().find(|(n, _)| *n == name) {
        return Some((end, Cow::Borrowed(decoded)));
    }
    // A letter and its accent, composed: "egrave" is "e" + grave.
    let mut letters = name.chars();
    let letter = letters.next().filter(char::is_ascii_alphabetic)?;
    let accent = letters.as_str();
    let (_, [mark, _]) = ACCENTS.iter().find(|(a, _)| *a == accent)?;
    let composed = compose(letter, *mark)?;
    Some((end, Cow::Owned(composed.to_string())))
}

/// The precomposed Latin-1 letter of `letter` with a combining `mark`.
fn compose(letter: char, mark: char) -> Option<char> {
    const TABLE: &[(char, [char; 5])] = &[
        // grave, acute, circumflex, tilde, diaeresis ('\0': none)
        ('a', ['à', 'á', 'â', 'ã', 'ä']),
        ('e', ['è', 'é', 'ê', '\0', 'ë']),
        ('i', ['ì', 'í', 'î', '\0', 'ï']),
        ('o', ['ò', 'ó', 'ô', 'õ', 'ö']),
        ('u', ['ù', 'ú', 'û', '\0', 'ü']),
        ('n', ['\0', '\0', '\0', 'ñ', '\0']),
        ('y', ['\0', 'ý', '\0', '\0', 'ÿ']),
    ];
    let column = match mark {
        '\u{0300}' => 0,
        '\u{0301}' => 1,
        '\u{0302}' => 2,
        '\u{0303}' => 3,
        '\u{0308}' => 4,
        _ => return None,
    };
    let lower = letter.to_ascii_lowercase();
    let (_, row) = TABLE.iter().find(|(l, _)| *l == lower)?;
    let composed = row[column];
    if composed == '\0' {
        return None;
    }
    if letter.is_ascii_uppercase() {
        composed.to_uppercase().next()
    } else {
        Some(composed)
    }
}

/// The letter OCR took a glyph for: zero for o, one for l, five for s, a
/// capital I for l, q for g.
fn meant(byte: u8) -> Option<u8> {
    match byte {
        b'0' => Some(b'o'),
        b'1' | b'I' => Some(b'l'),
        b'5' => Some(b's'),
        b'q' => Some(b'g'),
        _ => None,
    }
}

/// A word holding a glyph OCR confuses, read as the word the lexicon knows
/// when it is not one as printed: "0yster", "Iard", "egq".
fn look_alike(text: &str, at: usize) -> Option<(usize, Cow<'static, str>)> {
    let bytes = text.as_bytes();
    let is_letter_or_glyph = |b: u8| b.is_ascii_alphanumeric();
    let start = bytes[..at]
        .iter()
        .rposition(|b| !is_letter_or_glyph(*b))
        .map_or(0, |i| i + 1);
    // Each word is looked at once, from its first confusable glyph.
    if bytes[start..at].iter().any(|b| meant(*b).is_some()) {
        return None;
    }
    let end = bytes[at..]
        .iter()
        .position(|b| !is_letter_or_glyph(*b))
        .map_or(bytes.len(), |i| at + i);
    let word = &bytes[start..end];
    // A word of letters with a glyph among them: not a number ("15oz"
    // keeps its digits: it has letters on one side only and two digits),
    // not a two-letter word ("If", "In"), and "qu" is a q.
    let letters = word.iter().filter(|b| b.is_ascii_alphabetic()).count();
    if word.len() < 3 || letters + 1 < word.len() {
        return None;
    }
    // Words longer than this are no menu word a glyph could hide.
    const LONGEST: usize = 32;
    if word.len() > LONGEST {
        return None;
    }
    let mut variant = [0u8; LONGEST];
    variant[..word.len()].copy_from_slice(word);
    let mut changed = false;
    for (i, byte) in word.iter().enumerate() {
        let glyph_here = match byte {
            b'I' => i == 0 && word.get(1).is_some_and(u8::is_ascii_lowercase),
            b'q' => word.get(i + 1) != Some(&b'u'),
            b'0' | b'1' | b'5' => true,
            _ => false,
        };
        if glyph_here && let Some(letter) = meant(*byte) {
            variant[i] = letter;
            changed = true;
        }
    }
    if !changed {
        return None;
    }
    // Both are ASCII letters and digits.
    let variant = std::str::from_utf8(&variant[..word.len()]).ok()?;
    let printed = std::str::from_utf8(word).ok()?;
    if !is_phrase(variant) || is_phrase(printed) {
        return None;
    }
    // [`fold`] has copied the word's letters before the glyph.
    Some((end, Cow::Owned(variant.get(at - start..)?.to_owned())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn styled_letters_and_look_alikes_read_as_the_letters_they_draw() {
        assert_eq!(fold("𝐚𝐦𝐞𝐫𝐢𝐜𝐚𝐧 𝐜𝐡𝐞𝐞𝐬𝐞"), "american cheese");
        assert_eq!(fold("𝘧𝘪𝘴𝘩 𝘴𝘢𝘶𝘤𝘦"), "fish sauce");
        assert_eq!(fold("𝚜𝚖𝚘𝚔𝚎𝚍 𝚋𝚊𝚌𝚘𝚗"), "smoked bacon");
        assert_eq!(fold("𝕔𝕙𝕚𝕔𝕜𝕖𝕟 𝕤𝕥𝕠𝕔𝕜"), "chicken stock");
        assert_eq!(fold("ʙʀᴏᴡɴ ʙᴜᴛᴛᴇʀ"), "brown butter");
        assert_eq!(fold("ⓗⓔⓐⓥⓨ ⓒⓡⓔⓐⓜ"), "heavy cream");
        assert_eq!(fold("n\u{043E}n-vegan"), "non-vegan");
        assert_eq!(fold("V\u{0415}GAN"), "VeGAN");
        // Cyrillic words keep their letters.
        assert_eq!(fold("со сметаной"), "со сметаной");
        // A dotless i in an English word is an i; a Turkish word keeps it.
        assert_eq!(fold("chıcken broth"), "chicken broth");
        assert_eq!(fold("tereyağı ile"), "tereyağı ile");
    }

    #[test]
    fn damaged_words_read_as_printed_words() {
        crate::lexicon::warm_up();
        for (damaged, read) in [
            ("a splash of ﬁsh sauce", "a splash of fish sauce"),
            ("chick\u{200b}en stock base", "chicken stock base"),
            ("tossed in ＢＵＴＴＥＲ", "tossed in BUTTER"),
            (
                "a dollop of cr&egrave;me fra&icirc;che",
                "a dollop of crème fraîche",
            ),
            ("crÃ¨me fraÃ®che", "crème fraîche"),
            ("Itâ€™s great", "It’s great"),
            ("mac &amp; cheese &#233;&#xE9;", "mac & cheese éé"),
            ("broccoli, 0yster sauce", "broccoli, oyster sauce"),
            ("refried in Iard, rice", "refried in lard, rice"),
            ("brushed with egq wash", "brushed with egg wash"),
            ("Веганский борщ, СМЕТАНА", "веганский борщ, сметана"),
            ("ΚΙΜΑΣ μοσχαρίσιος", "κιμασ μοσχαρίσιος"),
        ] {
            assert_eq!(fold_scanned(damaged), read, "{damaged}");
        }
    }

    #[test]
    fn ascii_without_an_ampersand_is_told_apart_at_any_place() {
        crate::swar::each_byte_at_each_place(|bytes, byte, at| {
            assert_eq!(
                ascii_without_ampersand(bytes),
                byte.is_ascii() && byte != b'&',
                "{byte} at {at}"
            );
        });
        assert!(ascii_without_ampersand(b""));
    }

    #[test]
    fn scanned_text_with_nothing_to_fold_is_opened_as_folded_text_is() {
        for text in [
            "",
            "duckfat frites, RoastedChickpeas",
            "porkbelly Iberico",
            "SoftBoiledEggq",
            "beeftallow 5 ways",
            "crÃ¨me porkbelly",
            "honeybutter &amp; eggwashed",
            "eggplant, fisherman's pie",
            "Tofu scramble",
            "ヴィーガン porkbone",
        ] {
            assert_eq!(
                fold_scanned(text),
                opened(fold_with(text, &MAY_FOLD_SCANNED)),
                "{text}"
            );
        }
    }

    #[test]
    fn typed_text_keeps_its_glyphs() {
        crate::lexicon::warm_up();
        assert_eq!(fold("refried in Iard"), "refried in Iard");
        assert_eq!(fold("cr&egrave;me ﬁsh"), "crème fish");
    }

    #[test]
    fn ordinary_text_is_left_alone() {
        crate::lexicon::warm_up();
        for text in [
            "I loved it. In Iowa we had quinoa, 15oz of tofu and 1 egg for $5.",
            "Q&A: is it vegan? AT&T, R&D; &nbsp without a semicolon",
            "pâté, jalapeño, crème brûlée, £5, 100% vegan",
            "Iced tea, Italian soda, iq test, qi gong",
        ] {
            assert!(
                matches!(fold(text), Cow::Borrowed(_)),
                "{text}: {}",
                fold(text)
            );
        }
    }
}
