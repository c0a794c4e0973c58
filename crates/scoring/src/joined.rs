//! Words written joined. Menus, point-of-sale exports and social posts
//! close up what a cook would say as two words: "duckfat frites", "whipped
//! honeybutter", "eggwashed wrappers", "#porkbone", a POS line's
//! "RoastedChickpeas, SoftBoiledEgg". Read as printed, the animal word
//! inside is hidden from the reader, so before a text is read each such
//! word is opened up here: at a change from a lower- to an upper-case
//! letter, and after an animal word that starts a longer word. A text
//! with nothing to open is returned as it is, without copying.
//!
//! Only what is certain to be a join is opened: "eggplant", "butternut",
//! "honeydew", "fisherman", "eggless" (a denial the reader knows) and
//! the like keep their one word.

use std::borrow::Cow;

/// Animal words that start joined words ("porkbelly", "baconfat").
#[rustfmt::skip]
const ANIMAL_STARTS: &[&str] = &[
    "anchovy", "bacon", "beef", "butter", "cheese", "chicken", "clam", "crab", "cream", "duck",
    "egg", "fish", "ghee", "goose", "honey", "lamb", "lard", "lobster", "milk", "mutton",
    "oyster", "pork", "prawn", "salmon", "schmaltz", "shrimp", "suet", "tallow", "tonkotsu",
    "tuna", "turkey", "veal", "whey", "yolk",
];

/// Endings that make an animal word a word of its own: a denial the reader
/// knows ("eggless", "dairy-free"), a plant ("eggplant", "butternut",
/// "gooseberry", "crabapple", "turkeytail"), a person, place or thing
/// ("fisherman", "fishery", "larder", "eggshell", "honeymoon"), a doing
/// ("fishing") or an illness ("salmonella", "chickenpox").
#[rustfmt::skip]
const OWN_WORD_ENDINGS: &[&str] = &[
    "less", "free", "like", "plant", "nut", "fly", "flie", "cup", "head", "leaf", "bean", "dew",
    "crisp", "suckle", "bush", "weed", "thistle", "apple", "steak", "cloth", "erman", "ermen",
    "ery", "er", "ers", "ing", "shell", "hook", "net", "tank", "eye", "tail", "bowl", "moon",
    "berry", "bump", "grass", "pox", "ella", "eater", "wood", "wort", "catcher", "neck", "wool",
    "ber",
];

/// Endings that only inflect an egg word ("egged & crumbed", "yolky and
/// runny"). "Eggy" stays whole: it describes a texture ("as eggy as the real
/// thing") as often as the food.
const EGG_INFLECTIONS: &[(&str, &str)] = &[("egg", "ed"), ("yolk", "ed"), ("yolk", "y")];

/// German words of an animal product that end a compound the reader does
/// not know whole ("Kräuterbutter", herb butter; "Bauchspeck"; "Kochsahne";
/// "Schafskäse"; "Kochschinken"; "Zwiebelschmalz"; "Hackfleisch";
/// "Kalbsleber"; "Räucherlachs", "Backfisch", "Riesengarnelen",
/// "Nordseekrabben"; "Rostbratwurst", "Brathähnchen", "Suppenhuhn",
/// "Weiderind"), each read alone by the lexicon: the compound is opened
/// before it.
#[rustfmt::skip]
const GERMAN_ANIMAL_TAILS: &[&str] = &[
    "butter", "sahne", "schmalz", "speck", "käse", "schinken", "fleisch", "leber", "fisch",
    "lachs", "garnelen", "krabben", "wurst", "hähnchen", "huhn", "rind", "quark", "honig",
];

/// German words for a cut of an animal or a dish made of it, that end a
/// compound whose head alone names the animal ("Seelachs|filet",
/// "Matjes|filet", "Reh|keule", "Hirsch|gulasch", "Tintenfisch|ringe",
/// "Rinds|roulade"): the compound is opened before it only where the
/// lexicon reads the head as an animal product, so a plant's
/// ("Pilzgulasch", "Seitanschnitzel", "Zwiebelringe") stays whole. The
/// back ("Rehrücken") is left out: its last four bytes are those of
/// English "chicken", which the first test must let by; the lexicon lists
/// the backs a menu serves whole.
#[rustfmt::skip]
const GERMAN_CUT_TAILS: &[&str] = &[
    "filet", "filets", "keule", "keulen", "braten", "ragout", "roulade", "rouladen",
    "gulasch", "schnitzel", "medaillons", "frikadelle", "frikadellen", "ringe", "spieß",
];

/// German words of an animal product that open a compound ("Speckbohnen",
/// beans with bacon; "Sahnesoße", cream sauce; "Käsekuchen";
/// "Schweinebraten"; "Lammkeule"; "Entenbrust"; "Lachsfilet",
/// "Fischfond", "Thunfischsalat", "Garnelenspieß", "Krabbenbrot";
/// "Rindfleischsuppe", "Wurstsalat"): the compound is
/// opened after it where four letters or more follow ("speckled" stays
/// whole). A longer head comes before a shorter one it starts with.
#[rustfmt::skip]
const GERMAN_ANIMAL_HEADS: &[&str] = &[
    "speck", "sahne", "schinken", "käse", "butter", "schweine", "schweins", "rinder",
    "rindfleisch", "rinds", "kalbs", "lamm", "hähnchen", "hühner", "puten", "enten", "gänse",
    "leber", "fisch", "thunfisch", "lachs", "garnelen", "krabben", "wurst", "hackfleisch",
    "hirsch", "wildschwein", "eier", "honig", "quark", "schmand",
];

/// Endings of English words that a German animal head is read before
/// all the same: a German steak is the animal's ("Rinder|steak",
/// "Thunfisch|steak"), where English "beefsteak" is a tomato.
const GERMAN_MEAT_ENDINGS: &[&str] = &["steak"];

/// What follows an animal head in a German word of a plant ("Gänseblümchen",
/// a daisy; "Butterbohnen", butter beans; "Butternusskürbis", butternut;
/// "Butterpilze", a mushroom): such a word stays whole.
#[rustfmt::skip]
const GERMAN_PLANT_RESTS: &[&str] = &[
    "blümchen", "blume", "blumen", "bohne", "bohnen", "pilz", "pilze", "nuss", "kürbis",
    "melone",
];

/// Plants a German compound names the butter, cream, cheese, fat or flesh
/// of ("Erdnussbutter", "Kakaobutter", "Sheabutter", "Sojasahne",
/// "Pflanzenschmalz", "Fruchtfleisch", "Kürbisfleisch", "Sojafleisch"),
/// beside the plant sources the lexicon reads after "aus"
/// (`GERMAN_PLANT_SOURCES`): such a compound is a plant make and stays
/// whole.
#[rustfmt::skip]
const GERMAN_PLANT_HEADS: &[&str] = &[
    "nuss", "kakao", "shea", "sesam", "vegan", "vegane", "veganer", "frucht", "kürbis", "gemüse",
    "veggie", "seitan", "pilz",
];

/// Byte classes for the scan: ASCII letters, and which case.
const LOWER: u8 = 1;
const UPPER: u8 = 2;
const OTHER_SCRIPT: u8 = 4;
// The scan finds a capital after a small letter by shifting one class
// into the other.
const _: () = assert!(LOWER << 1 == UPPER);
const CLASSES: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            b'a'..=b'z' => LOWER,
            b'A'..=b'Z' => UPPER,
            0x80..=0xFF => OTHER_SCRIPT,
            _ => 0,
        };
        b += 1;
    }
    table
};

/// [`CLASSES`], and [`FOLDS`] for the bytes scanned text may need folded
/// (`crate::encoding`).
const CLASSES_AND_FOLDS: [u8; 256] = {
    let mut table = CLASSES;
    let mut b = 0;
    while b < 256 {
        if crate::encoding::MAY_FOLD_SCANNED[b] {
            table[b] |= FOLDS;
        }
        b += 1;
    }
    table
};
/// A byte that folding scanned text may change.
const FOLDS: u8 = 8;

/// `text` with its joined words opened up, borrowed when none was.
pub(crate) fn open_joined(text: &str) -> Cow<'_, str> {
    // No byte of `CLASSES` folds: the scan runs to the end.
    open_unless_folded(text, &CLASSES).unwrap_or(Cow::Borrowed(text))
}

/// Whether [`open_joined`] opens `word`, a word of ASCII letters without a
/// capital after a small letter: only an animal word at its start may.
pub(crate) fn opens_plain_word(word: &str) -> bool {
    may_open_plain_word(word.as_bytes())
        && (animal_start(word).is_some() || german_compound_cut(word).is_some())
}

/// The first test of [`opens_plain_word`], of a word's bytes: most words
/// fail it, and are answered before their text is cut out.
pub(crate) fn may_open_plain_word(word: &[u8]) -> bool {
    word.len() >= 4 && (may_start_with_animal(word) || may_be_german_compound(word))
}

/// Whether a word's bytes end as a German animal word does, or start as
/// one, with room for the rest of a compound: a first test before
/// [`german_compound_cut`], by the last and first four bytes of each tail
/// and head (every one has four bytes or more), so that English words
/// ("chicken", "platter") seldom pass it.
fn may_be_german_compound(word: &[u8]) -> bool {
    let len = word.len();
    if len < 7 {
        return false;
    }
    let last = folded_quad(&word[len - 4..]);
    let first = folded_quad(&word[..4]);
    // One bit each first: most words' four bytes hash to a bit no tail or
    // head sets, and are answered without a look at the lists.
    (holds_bit(&GERMAN_TAIL_END_BITS, last) && GERMAN_TAIL_ENDS.contains(&last))
        || (holds_bit(&GERMAN_HEAD_START_BITS, first) && GERMAN_HEAD_STARTS.contains(&first))
        || (holds_bit(&GERMAN_CUT_TAIL_END_BITS, last) && GERMAN_CUT_TAIL_ENDS.contains(&last))
}

/// Which of 256 bits four folded bytes hash to.
const fn quad_bit(quad: u32) -> usize {
    (quad.wrapping_mul(0x9E37_79B1) >> 24) as usize
}

/// The bits of [`quad_bit`] that `quads` set.
const fn quad_bits(quads: &[u32]) -> [u64; 4] {
    let mut bits = [0u64; 4];
    let mut i = 0;
    while i < quads.len() {
        let bit = quad_bit(quads[i]);
        bits[bit / 64] |= 1 << (bit % 64);
        i += 1;
    }
    bits
}

fn holds_bit(bits: &[u64; 4], quad: u32) -> bool {
    let bit = quad_bit(quad);
    bits[bit / 64] & (1 << (bit % 64)) != 0
}

/// [`quad_bits`] of [`GERMAN_TAIL_ENDS`].
const GERMAN_TAIL_END_BITS: [u64; 4] = quad_bits(&GERMAN_TAIL_ENDS);

/// [`quad_bits`] of [`GERMAN_HEAD_STARTS`].
const GERMAN_HEAD_START_BITS: [u64; 4] = quad_bits(&GERMAN_HEAD_STARTS);

/// [`quad_bits`] of [`GERMAN_CUT_TAIL_ENDS`].
const GERMAN_CUT_TAIL_END_BITS: [u64; 4] = quad_bits(&GERMAN_CUT_TAIL_ENDS);

/// Four bytes as one number, ASCII capitals lowered (`| 0x20` lowers an
/// ASCII capital; it may fold other bytes together too, which only lets
/// more words pass, as the tables are folded the same way).
const fn folded_quad(bytes: &[u8]) -> u32 {
    u32::from_le_bytes([
        bytes[0] | 0x20,
        bytes[1] | 0x20,
        bytes[2] | 0x20,
        bytes[3] | 0x20,
    ])
}

/// The last (or first) four bytes of each word of `words`, folded by [`folded_quad`].
const fn quads<const N: usize>(words: &[&str], from_end: bool) -> [u32; N] {
    let mut out = [0u32; N];
    let mut i = 0;
    while i < N {
        let word = words[i].as_bytes();
        let (_, end) = word.split_at(word.len() - 4);
        let (start, _) = word.split_at(4);
        out[i] = folded_quad(if from_end { end } else { start });
        i += 1;
    }
    out
}

/// The last four bytes of each tail of [`GERMAN_ANIMAL_TAILS`].
const GERMAN_TAIL_ENDS: [u32; GERMAN_ANIMAL_TAILS.len()] = quads(GERMAN_ANIMAL_TAILS, true);

/// The last four bytes of each tail of [`GERMAN_CUT_TAILS`].
const GERMAN_CUT_TAIL_ENDS: [u32; GERMAN_CUT_TAILS.len()] = quads(GERMAN_CUT_TAILS, true);

/// The first four bytes of each head of [`GERMAN_ANIMAL_HEADS`].
const GERMAN_HEAD_STARTS: [u32; GERMAN_ANIMAL_HEADS.len()] = quads(GERMAN_ANIMAL_HEADS, false);

/// Where a German compound holding an animal word at its end or start
/// opens ([`german_tail_cut`], [`german_head_cut`]). A word the lexicon
/// knows whole ("Hühnerbrühe", "Bergkäse", "Schlagsahne") stays whole.
fn german_compound_cut(word: &str) -> Option<usize> {
    if !may_be_german_compound(word.as_bytes()) {
        return None;
    }
    let cut = german_tail_cut(word.as_bytes())
        .or_else(|| german_head_cut(word.as_bytes()))
        .or_else(|| german_cut_tail_cut(word))?;
    // (The lexicon lists its words in small letters.)
    (!crate::lexicon::is_phrase(&word.to_lowercase())).then_some(cut)
}

/// Before a tail of [`GERMAN_CUT_TAILS`], where the head before it has
/// three letters or more and the lexicon reads it alone as an animal
/// product ("Seelachs|filet"; "Pilzgulasch" stays whole).
fn german_cut_tail_cut(word: &str) -> Option<usize> {
    let bytes = word.as_bytes();
    let tail = GERMAN_CUT_TAILS
        .iter()
        .find(|tail| ends_with_ignoring_case(bytes, tail))?;
    let cut = word.len() - tail.len();
    let head = word.get(..cut)?;
    (letters(head.as_bytes()) >= 3
        && crate::lexicon::phrase_signals(&head.to_lowercase()).any(crate::lexicon::ANIMAL))
    .then_some(cut)
}

/// English words that end as a German animal tail does: "tamarind" is a
/// pod, not "tama" and beef.
const ENGLISH_WORDS_ENDING_IN_A_TAIL: &[&str] = &["tamarind"];

/// Before a tail of [`GERMAN_ANIMAL_TAILS`], where the head before it has
/// three letters or more and names no plant ("Kräuter|butter", not
/// "Erdnussbutter").
fn german_tail_cut(word: &[u8]) -> Option<usize> {
    if ENGLISH_WORDS_ENDING_IN_A_TAIL
        .iter()
        .any(|english| word.eq_ignore_ascii_case(english.as_bytes()))
    {
        return None;
    }
    let names_a_plant = |head: &[u8]| {
        GERMAN_PLANT_HEADS
            .iter()
            .chain(crate::lexicon::GERMAN_PLANT_SOURCES)
            .any(|plant| ends_with_ignoring_case(head, plant))
    };
    GERMAN_ANIMAL_TAILS
        .iter()
        .find(|tail| {
            ends_with_ignoring_case(word, tail) && {
                let head = &word[..word.len() - tail.len()];
                letters(head) >= 3 && !names_a_plant(head)
            }
        })
        .map(|tail| word.len() - tail.len())
}

/// After a head of [`GERMAN_ANIMAL_HEADS`], where four letters or more
/// follow and make no word of their own ("Speck|bohnen"; "speckless" stays).
fn german_head_cut(word: &[u8]) -> Option<usize> {
    let starts_with = |part: &[u8], start: &str| {
        part.len() >= start.len() && part[..start.len()].eq_ignore_ascii_case(start.as_bytes())
    };
    GERMAN_ANIMAL_HEADS
        .iter()
        .find(|head| {
            starts_with(word, head) && {
                let rest = &word[head.len()..];
                letters(rest) >= 4
                    && !OWN_WORD_ENDINGS.iter().any(|ending| {
                        ending.len() >= 3
                            && starts_with(rest, ending)
                            && !GERMAN_MEAT_ENDINGS.contains(ending)
                    })
                    && !GERMAN_PLANT_RESTS
                        .iter()
                        .any(|plant| starts_with(rest, plant))
            }
        })
        .map(|head| head.len())
}

/// How many characters UTF-8 `bytes` hold.
fn letters(bytes: &[u8]) -> usize {
    bytes.iter().filter(|b| (**b & 0xC0) != 0x80).count()
}

fn ends_with_ignoring_case(part: &[u8], end: &str) -> bool {
    part.len() >= end.len() && part[part.len() - end.len()..].eq_ignore_ascii_case(end.as_bytes())
}

/// [`open_joined`] of scanned text that has nothing to fold, in the pass
/// that finds so; `None` when some byte may fold (the text is then folded
/// first, and opened after).
pub(crate) fn open_joined_if_unfolded(text: &str) -> Option<Cow<'_, str>> {
    open_unless_folded(text, &CLASSES_AND_FOLDS)
}

/// [`open_joined`] by a table of byte classes, stopping with `None` at
/// the first byte the table marks [`FOLDS`]. Every byte is looked at.
#[inline(always)]
fn open_unless_folded<'t>(text: &'t str, classes: &[u8; 256]) -> Option<Cow<'t, str>> {
    let bytes = text.as_bytes();
    let mut out: Option<String> = None;
    let mut copied = 0;
    let mut at = 0;
    while at < bytes.len() {
        let class = classes[usize::from(bytes[at])];
        if class & FOLDS != 0 {
            return None;
        }
        if class & (LOWER | UPPER) == 0 {
            at += 1;
            continue;
        }
        let start = at;
        // "RoastedChickpeas": a capital right after a small letter. With
        // the letter classes one bit each, `previous << 1 & class` is
        // non-zero exactly there (`LOWER << 1 == UPPER`).
        let mut capital_after_small = 0u8;
        let mut previous = class;
        at += 1;
        while at < bytes.len() {
            let class = classes[usize::from(bytes[at])];
            if class & (LOWER | UPPER) == 0 {
                break;
            }
            if class & FOLDS != 0 {
                return None;
            }
            capital_after_small |= (previous << 1) & class;
            previous = class;
            at += 1;
        }
        let inner_capital = capital_after_small != 0;
        // A word glued to more letters of another script is not one word
        // of this kind; one of Latin letters with an umlaut or "ß"
        // ("Kräuterbutter") may be a German compound.
        if bytes
            .get(at)
            .is_some_and(|b| CLASSES[usize::from(*b)] == OTHER_SCRIPT)
            || (start > 0 && CLASSES[usize::from(bytes[start - 1])] == OTHER_SCRIPT)
        {
            if let Some((word_start, word_end)) = latin_word_around(bytes, start, at) {
                at = word_end;
                if let Some(cut) = german_compound_cut(&text[word_start..word_end]) {
                    let out = out.get_or_insert_with(|| String::with_capacity(text.len() + 8));
                    out.push_str(&text[copied..word_start + cut]);
                    out.push(' ');
                    copied = word_start + cut;
                }
            }
            continue;
        }
        let word = &text[start..at];
        // Most words are neither: one test of their first letters.
        if word.len() < 4 || !(inner_capital || may_open_plain_word(word.as_bytes())) {
            continue;
        }
        let mut cuts = [0usize; 8];
        // A word without a capital after a small letter has no camel-case
        // cut: only an animal word at its start may open it.
        let count = if inner_capital {
            cuts_in(word, &mut cuts)
        } else {
            match animal_start(word).or_else(|| german_compound_cut(word)) {
                Some(stem) => {
                    cuts[0] = stem;
                    1
                }
                None => 0,
            }
        };
        if count == 0 {
            continue;
        }
        let out = out.get_or_insert_with(|| String::with_capacity(text.len() + 8));
        out.push_str(&text[copied..start]);
        let mut from = 0;
        for &cut in &cuts[..count] {
            out.push_str(&word[from..cut]);
            out.push(' ');
            from = cut;
        }
        out.push_str(&word[from..]);
        copied = at;
    }
    Some(match out {
        None => Cow::Borrowed(text),
        Some(mut out) => {
            out.push_str(&text[copied..]);
            Cow::Owned(out)
        }
    })
}

/// The word of Latin letters around the ASCII letters `start..end`, where
/// the letters outside ASCII next to them are two-byte Latin letters
/// ("ä", "ß", "é"); `None` where the word is glued to another script.
fn latin_word_around(bytes: &[u8], start: usize, end: usize) -> Option<(usize, usize)> {
    let latin_pair = |lead: u8, next: u8| lead == 0xC3 && (0x80..=0xBF).contains(&next);
    let mut word_start = start;
    loop {
        match word_start.checked_sub(1).map(|i| bytes[i]) {
            Some(b) if b.is_ascii_alphabetic() => word_start -= 1,
            Some(b) if word_start >= 2 && latin_pair(bytes[word_start - 2], b) => word_start -= 2,
            _ => break,
        }
    }
    let mut word_end = end;
    loop {
        match bytes.get(word_end) {
            Some(b) if b.is_ascii_alphabetic() => word_end += 1,
            Some(&b) if bytes.get(word_end + 1).is_some_and(|n| latin_pair(b, *n)) => word_end += 2,
            _ => break,
        }
    }
    let glued = |b: Option<&u8>| b.is_some_and(|b| !b.is_ascii());
    (!glued(bytes.get(word_end)) && !glued(word_start.checked_sub(1).and_then(|i| bytes.get(i))))
        .then_some((word_start, word_end))
}

/// Where `word` (ASCII letters) opens up, in order; how many.
fn cuts_in(word: &str, cuts: &mut [usize; 8]) -> usize {
    let bytes = word.as_bytes();
    let mut count = 0;
    let mut part_start = 0;
    let push = |cuts: &mut [usize; 8], at: usize, count: &mut usize| {
        if *count < cuts.len() && cuts[..*count].last() != Some(&at) {
            cuts[*count] = at;
            *count += 1;
        }
    };
    for at in 1..=bytes.len() {
        // "SoftBoiledEgg": a capital after a small letter starts a word,
        // where both words have three letters or more ("McDonald" stays).
        let camel = at < bytes.len()
            && bytes[at].is_ascii_uppercase()
            && bytes[at - 1].is_ascii_lowercase()
            && at - part_start >= 3
            && bytes[at..]
                .iter()
                .take_while(|b| b.is_ascii_lowercase() || b.is_ascii_uppercase())
                .count()
                >= 3;
        if at == bytes.len() || camel {
            if let Some(stem) = animal_start(&word[part_start..at]) {
                push(cuts, part_start + stem, &mut count);
            }
            if camel {
                push(cuts, at, &mut count);
                part_start = at;
            }
        }
    }
    count
}

/// The word of `ANIMAL_STARTS` whose first three letters start `word`, in
/// any case: no two of them share their first three letters.
fn animal_start_of(word: &[u8]) -> Option<&'static str> {
    let [a, b, c, ..] = *word else {
        return None;
    };
    ANIMAL_STARTS
        .iter()
        .find(|start| start.as_bytes()[..3] == [a | 0x20, b | 0x20, c | 0x20])
        .copied()
}

/// Whether `word` (ASCII letters) starts with the first three letters of
/// a word of `ANIMAL_STARTS`, in any case: a first test, by a table of
/// those letters, before any other. Most words of a menu start with a
/// letter some animal word starts with, and the search of the list for
/// their first three letters took longer than this look-up.
fn may_start_with_animal(word: &[u8]) -> bool {
    let [a, b, c, ..] = *word else {
        return false;
    };
    let at = trigram(a, b, c);
    ANIMAL_TRIGRAMS[at / 64] & (1 << (at % 64)) != 0
}

/// Three ASCII letters as an index, in either case: five low bits each.
const fn trigram(a: u8, b: u8, c: u8) -> usize {
    ((a & 31) as usize) << 10 | ((b & 31) as usize) << 5 | (c & 31) as usize
}

/// The first three letters of each word of `ANIMAL_STARTS`, as bits by
/// [`trigram`].
const ANIMAL_TRIGRAMS: [u64; 512] = {
    let mut table = [0u64; 512];
    let mut i = 0;
    while i < ANIMAL_STARTS.len() {
        let word = ANIMAL_STARTS[i].as_bytes();
        let at = trigram(word[0], word[1], word[2]);
        table[at / 64] |= 1 << (at % 64);
        i += 1;
    }
    table
};

/// The length of the animal word that starts `part` as a join, if any.
fn animal_start(part: &str) -> Option<usize> {
    let stem = animal_start_of(part.as_bytes()).filter(|stem| {
        part.len() > stem.len()
            && part.as_bytes()[..stem.len()].eq_ignore_ascii_case(stem.as_bytes())
    })?;
    let lower = part.to_ascii_lowercase();
    // German closes up an English-looking animal word with a plant as well
    // ("Butterbohnen", butter beans).
    let own_word = |rest: &str| {
        OWN_WORD_ENDINGS
            .iter()
            .any(|ending| rest.starts_with(ending) && (ending.len() >= 3 || rest == *ending))
            || GERMAN_PLANT_RESTS
                .iter()
                .any(|plant| rest.starts_with(plant))
    };
    let rest = &lower[stem.len()..];
    if own_word(rest) {
        return None;
    }
    // "eggsonit", "crabsticks": a plural ends the animal word.
    let rest = rest
        .strip_prefix('s')
        .filter(|r| r.len() >= 3)
        .unwrap_or(rest);
    let inflected = EGG_INFLECTIONS.contains(&(stem, rest));
    // A word the reader knows whole ("buttermilk", "cheeseburger") is read
    // whole: it may be part of a phrase ("oat-milk 'buttermilk'").
    if crate::lexicon::is_phrase(&lower) {
        return None;
    }
    (inflected || (rest.len() >= 3 && !own_word(rest))).then_some(part.len() - rest.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joined_animal_words_open_up() {
        for (text, opened) in [
            (
                "in our house PorkBone-Shoyu broth",
                "in our house Pork Bone-Shoyu broth",
            ),
            ("eggfried the Cantonese way", "egg fried the Cantonese way"),
            ("duckfat frites", "duck fat frites"),
            ("with whipped honeybutter", "with whipped honey butter"),
            ("eggwashed wrappers", "egg washed wrappers"),
            ("porkfloss crumble", "pork floss crumble"),
            (
                "Quinoa, Kale, RoastedChickpeas, SoftBoiledEgg, LemonTahini",
                "Quinoa, Kale, Roasted Chickpeas, Soft Boiled Egg, Lemon Tahini",
            ),
            ("egged & crumbed", "egg ed & crumbed"),
            ("yolky and runny", "yolk y and runny"),
            ("beeftallow-toasted spices", "beef tallow-toasted spices"),
            ("diced porkbelly", "diced pork belly"),
            ("#butterbasted #eggsonit", "#butter basted #eggs onit"),
            ("VeganButter", "Vegan Butter"),
        ] {
            assert_eq!(open_joined(text), opened, "{text}");
        }
    }

    #[test]
    fn german_compounds_open_at_their_animal_word() {
        for (text, opened) in [
            ("Spargel mit Zitronenbutter", "Spargel mit Zitronen butter"),
            ("Kräuterbutter, Baguette", "Kräuter butter, Baguette"),
            ("in Räucherspeck gewickelt", "in Räucher speck gewickelt"),
            ("Rote Bete, Ziegenkäse", "Rote Bete, Ziegen käse"),
            ("Speckkraut und Knödel", "Speck kraut und Knödel"),
            ("mit Sahnesoße", "mit Sahne soße"),
            ("Käsekuchen vom Blech", "Käse kuchen vom Blech"),
            ("Schweinebraten, Knödel", "Schweine braten, Knödel"),
            ("Lammkeule und Entenbrust", "Lamm keule und Enten brust"),
            ("Kalbsleber, Leberwurst", "Kalbs leber, Leber wurst"),
        ] {
            assert_eq!(open_joined(text), opened, "{text}");
            // The token pass must see an ASCII text open too.
            assert!(!text.is_ascii() || words_open(text), "{text}");
        }
    }

    #[test]
    fn german_fish_and_meat_compounds_open_at_their_animal_word() {
        for (text, opened) in [
            ("Backfisch, Remoulade", "Back fisch, Remoulade"),
            ("Wildlachs vom Grill", "Wild lachs vom Grill"),
            (
                "Riesengarnelen in Knoblauch",
                "Riesen garnelen in Knoblauch",
            ),
            ("Grillhähnchen halb", "Grill hähnchen halb"),
            ("Suppenhuhn", "Suppen huhn"),
            ("Weiderind", "Weide rind"),
            ("Lachsforelle", "Lachs forelle"),
            ("Thunfischpizza", "Thunfisch pizza"),
            ("Krabbenbrot", "Krabben brot"),
            ("Rindfleischsuppe", "Rindfleisch suppe"),
            ("Wurstsalat", "Wurst salat"),
            ("Fischsuppe", "Fisch suppe"),
            ("Rindersteak", "Rinder steak"),
            ("Rindsroulade", "Rinds roulade"),
            ("Seelachsfilet", "Seelachs filet"),
            ("Matjesfilet", "Matjes filet"),
            ("Tintenfischringe", "Tintenfisch ringe"),
            ("Eiernudeln", "Eier nudeln"),
            ("Kräuterquark", "Kräuter quark"),
            ("Honigsenf", "Honig senf"),
        ] {
            assert_eq!(open_joined(text), opened, "{text}");
        }
    }

    #[test]
    fn german_plants_after_an_animal_head_stay_whole() {
        for text in [
            "Gänseblümchen, Butterbohnen, Butterpilze, Butternusskürbis",
            "Tofuwurst, Sojawurst, Veggiewurst, Thunfisch, Seelachs",
            "Tamarind chutney, Pilzgulasch, Seitanschnitzel, Zwiebelringe, Honigmelone",
        ] {
            assert_eq!(open_joined(text), text, "{text}");
        }
    }

    #[test]
    fn the_four_byte_first_test_lets_english_words_by() {
        for word in [
            "chicken", "starter", "dinners", "sandwich", "burrito", "crispy",
        ] {
            assert!(!may_be_german_compound(word.as_bytes()), "{word}");
        }
    }

    /// Whether the token pass's test opens some word of an ASCII `text`.
    fn words_open(text: &str) -> bool {
        text.split(|c: char| !c.is_ascii_alphabetic())
            .any(|word| may_open_plain_word(word.as_bytes()) && opens_plain_word(word))
    }

    #[test]
    fn every_german_tail_and_head_passes_the_first_test() {
        for tail in GERMAN_ANIMAL_TAILS {
            let word = format!("Kraut{tail}");
            assert!(may_be_german_compound(word.as_bytes()), "{tail}");
        }
        for head in GERMAN_ANIMAL_HEADS {
            let word = format!("{head}brot");
            assert!(may_be_german_compound(word.as_bytes()), "{head}");
        }
    }

    #[test]
    fn german_compounds_of_a_plant_or_known_whole_stay_whole() {
        for text in [
            "Erdnussbutter, Kakaobutter, Sheabutter, Haselnussbutter",
            "Sojasahne, Hafersahne, Kokossahne, Pflanzenschmalz, Cashewkäse",
            "Fruchtfleisch, Kürbisfleisch, Sojafleisch, Bratwurst, Erbsenprotein-Wurst",
            "Schlagsahne, Bergkäse, Frischkäse, Hühnerbrühe",
            "speckled trout, speckless, better water, the starter platter",
        ] {
            assert_eq!(open_joined(text), text, "{text}");
        }
        assert!(!words_open("Kakaobutter Sojasahne speckled"));
        assert!(words_open("Knoblauchbutter"));
    }

    #[test]
    fn the_first_letters_table_holds_exactly_the_animal_starts() {
        for a in b'a'..=b'z' {
            for b in b'a'..=b'z' {
                for c in b'a'..=b'z' {
                    let word = [a, b, c, b'x'];
                    let expected = animal_start_of(&word).is_some();
                    assert_eq!(may_start_with_animal(&word), expected);
                    let upper = word.map(|letter| letter.to_ascii_uppercase());
                    assert_eq!(may_start_with_animal(&upper), expected);
                }
            }
        }
        assert!(!may_start_with_animal(b"eg"));
    }

    #[test]
    fn every_animal_start_is_found_by_its_first_letters() {
        for start in ANIMAL_STARTS {
            assert_eq!(animal_start_of(start.as_bytes()), Some(*start));
            let others = ANIMAL_STARTS
                .iter()
                .filter(|other| other[..3] == start[..3]);
            assert_eq!(others.count(), 1, "{start} shares its first letters");
        }
    }

    #[test]
    fn words_that_only_start_like_an_animal_word_stay_whole() {
        for text in [
            "eggplant, butternut squash, honeydew melon, gooseberry fool",
            "eggless, fishless and dairy-free",
            "the fisherman's catch, fishing village, our larder",
            "eggshell walls, honeymoon suite, crabapple jelly",
            "salmonella-safe, chickenpox, turkeytail mushrooms, butterfly pea",
            "McDonald's, iPhone, eggs, crabs, butter, honey",
            "chickpeas, lamb's lettuce, buttercup squash, milkweed",
            "",
        ] {
            assert_eq!(open_joined(text), text, "{text}");
        }
    }
}
