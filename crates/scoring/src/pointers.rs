//! Menu entries that point at other entries: by the number the other entry
//! is printed with ("see #12, no pork", "a small #5", "same broth as #1"),
//! as a combo of listed items ("Combo 3: Veggie Burger + Fries + Shake"),
//! or by the base the menu prints elsewhere ("our regular gravy"). A dish
//! that points holds what the entry it points at holds; a pointer whose
//! words name an entry the menu does not print is not trusted. This
//! extends the pointers of `reference.rs` ("as above", "same as the Pad
//! Thai"): what those find is followed the same way.

pub(crate) mod dish_parts;
pub(crate) mod house;
pub(crate) mod off_line;
pub(crate) mod sides;

use std::borrow::Cow;

use dietfit_contract::MenuItem;

use crate::lexicon::{
    DIET_WORDS, KINDS_OF_FOOD, SET_PARTS_LEADS, SET_WORDS, WordSet, is_one_of, is_word_byte,
    word_keys, words,
};
use crate::reference::{self, stem};
use crate::tokens::Cues;

/// What a pointing line points at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Followed<'t> {
    /// The lines pointed at; `None` when the words point at an entry the
    /// menu does not print ("see #12" with no #12).
    pub(crate) targets: Option<Vec<usize>>,
    /// The words naming the part the dish shares ("broth" of "same broth
    /// as #1", "salsa roja" of "same salsa roja as the carnitas"); empty
    /// when it shares the whole entry.
    pub(crate) shared: Vec<&'t str>,
    /// Whether the lines are pieces a combo or a set lists, each served
    /// whole beside the others: a plant protein among them ("tahini,
    /// grilled mushrooms, kolokasi") takes the place of no meat of theirs,
    /// as it would of a dish pointed at "as above, with tofu".
    pub(crate) pieces: bool,
}

/// Words that make "the/our ... X" the base another entry prints ("our
/// regular gravy"): the dish's base is not its own.
pub(crate) const CONTRASTS: &[&str] = &["regular", "usual", "standard", "normal"];

/// What a dish may share with another entry by name ("same broth as",
/// "sauce as #20", "our regular gravy").
const SHARED_PARTS: &[&str] = &[
    "broth", "base", "stock", "sauce", "dashi", "gravy", "batter", "masa", "dough", "crust",
    "salsa", "dressing", "marinade", "curry", "soup", "filling", "glaze", "roux",
];

/// Words after a number that make it a rank, not an entry ("our #1
/// seller", "#1 in town").
const RANKS: &[&str] = &[
    "seller",
    "sellers",
    "bestseller",
    "best",
    "selling",
    "favorite",
    "favourite",
    "in",
    "on",
    "rated",
    "choice",
    "pick",
    "spot",
    "fan",
    "hit",
];

/// Words right before a number that point at an entry ("see #12", "as
/// #4", "a small #5").
const BEFORE_NUMBER: &[&str] = &[
    "see", "as", "like", "same", "small", "large", "a", "of", "than",
];

/// Words that name a line a combo of other items ("Combo 3", "Meal Deals").
const COMBO_WORDS: &[&str] = &[
    "combo", "combos", "meal", "meals", "deal", "deals", "bundle", "set",
];

/// What a kitchen shares without it being in the dish ("fried in the same
/// oil as the shrimp tempura"): shared equipment, read as cross-contact,
/// not as the other entry's ingredients.
const EQUIPMENT: &[&str] = &[
    "oil",
    "fryer",
    "grill",
    "pot",
    "pan",
    "wok",
    "griddle",
    "flat-top",
    "flattop",
    "kitchen",
    "board",
    "utensil",
    "tong",
    "water",
    "surface",
    "line",
    "station",
    "smoker",
    "oven",
    "equipment",
    "plancha",
    "wand",
    "pitcher",
    "blender",
    "fat",
];

/// Whether a menu line may point at another by the readings of this module
/// or of `reference.rs`: a quick test made of every labelled line. `cues`
/// are those of its description: most descriptions have none of the words
/// (or the digit) a pointer needs, and are ruled out without a reading.
pub(crate) fn may_point(item: &MenuItem, cues: Cues) -> bool {
    let Some(description) = item.description.as_deref() else {
        return false;
    };
    reference::menu_reference_cued(description, cues).is_some()
        || (cues.has(Cues::DIGIT) && !numbers_pointed(description).is_empty())
        || (cues.has(Cues::SAME) && pointed_name(description).is_some())
        || (cues.has(Cues::CONTRAST) && regular_base(description).is_some())
        || combo_parts(item).is_some()
}

/// What line `line` of `menu` points at, if it points at all.
pub(crate) fn follow<'t>(
    menu: &[MenuItem],
    line: usize,
    pointing: &'t str,
) -> Option<Followed<'t>> {
    let mut shared = shared_part(pointing);
    if names_equipment(&shared) {
        return None;
    }
    let numbers = numbers_pointed(pointing);
    if !numbers.is_empty() {
        let mut targets = Vec::new();
        let mut unresolved = false;
        for (number, suggested) in numbers {
            let found: Vec<usize> = (0..menu.len())
                .filter(|&other| other != line)
                .filter(|&other| crate::evidence::dish_number(&menu[other].name) == Some(number))
                .collect();
            unresolved |= found.is_empty() && suggested;
            targets.extend(found);
        }
        if unresolved {
            return Some(Followed {
                targets: None,
                shared,
                pieces: false,
            });
        }
        if !targets.is_empty() {
            return Some(Followed {
                targets: Some(targets),
                shared,
                pieces: false,
            });
        }
    }
    // "same salsa roja as the carnitas": the entry of that name.
    if let Some((start, end)) = pointed_name(pointing) {
        let targets = entries_named(menu, line, &pointing[start..end]);
        if !targets.is_empty() {
            return Some(Followed {
                targets: Some(targets),
                shared,
                pieces: false,
            });
        }
    }
    if let Some(reference) = reference::menu_reference(pointing) {
        let targets = reference::resolve(menu, line, reference);
        // "pick 3 sides (all vegan): collards · yams": a choice that lists
        // its options in its own line points at nothing else.
        if targets.is_none() && lists_its_options(pointing) {
            return None;
        }
        return Some(Followed {
            targets,
            shared,
            pieces: false,
        });
    }
    if let Some(base) = regular_base(pointing) {
        let targets: Vec<usize> = (0..menu.len())
            .filter(|&other| other != line)
            .filter(|&other| {
                let item = &menu[other];
                let text = item.description.as_deref().unwrap_or(&item.name);
                words(text).any(|w| stem(w).eq_ignore_ascii_case(stem(base)))
            })
            .collect();
        shared = vec![base];
        return Some(Followed {
            targets: (!targets.is_empty()).then_some(targets),
            shared,
            pieces: false,
        });
    }
    let item = menu.get(line)?;
    let (parts, listed) = combo_parts(item)?;
    let targets: Vec<usize> = parts
        .iter()
        .flat_map(|part| {
            if listed {
                entries_named_whole(menu, line, part)
            } else {
                entries_named(menu, line, part)
            }
        })
        .collect();
    (!targets.is_empty()).then_some(Followed {
        targets: Some(targets),
        shared: Vec::new(),
        pieces: true,
    })
}

/// The description with the name of the entry it points at blanked out
/// ("same salsa roja as the carnitas"), when the menu prints that entry:
/// the name says whose salsa, not what is in the dish, and what the entry
/// holds is followed instead. `None` when nothing is blanked. `cues` are
/// the description's: only one with the word "same" names an entry so.
pub(crate) fn without_pointed_name(
    menu: &[MenuItem],
    line: usize,
    description: &str,
    cues: Cues,
) -> Option<String> {
    if !cues.has(Cues::SAME) {
        return None;
    }
    let (start, end) = pointed_name(description)?;
    if names_equipment(&shared_part(description))
        || entries_named(menu, line, &description[start..end]).is_empty()
    {
        return None;
    }
    let mut blanked = String::with_capacity(description.len());
    blanked.push_str(&description[..start]);
    blanked.extend(std::iter::repeat_n(' ', end - start));
    blanked.push_str(&description[end..]);
    Some(blanked)
}

/// Whether the part shared is equipment ("same oil", "same fryer").
fn names_equipment(shared: &[&str]) -> bool {
    shared
        .iter()
        .any(|w| EQUIPMENT.iter().any(|e| stem(w).eq_ignore_ascii_case(e)))
}

/// Where the name of the entry a "same ... as the/our" pointer names
/// stands: the words after "as" (and "the"/"our") up to the next
/// punctuation, at most four ("same salsa roja as the carnitas, cashew
/// crema" names "carnitas").
fn pointed_name(description: &str) -> Option<(usize, usize)> {
    // Words since "same" ("sesame" is another word), while few.
    let mut since_same: Option<usize> = None;
    for word in words(description) {
        if word.eq_ignore_ascii_case("same") {
            since_same = Some(0);
            continue;
        }
        let Some(count) = since_same else {
            continue;
        };
        if count > 5 {
            since_same = None;
            continue;
        }
        since_same = Some(count + 1);
        if !word.eq_ignore_ascii_case("as") {
            continue;
        }
        let mut start = offset_of(description, word) + word.len();
        start += description[start..].len() - description[start..].trim_start().len();
        for owner in ["the ", "our "] {
            if description
                .get(start..start + owner.len())
                .is_some_and(|s| s.eq_ignore_ascii_case(owner))
            {
                start += owner.len();
            }
        }
        let rest = &description[start..];
        let end = start
            + rest
                .find([',', ';', '.', '(', ')', '—', '–', ':', '|', '/'])
                .unwrap_or(rest.len());
        let name = description[start..end].trim_end();
        let count = words(name).count();
        // "same as #4" is a number, read as one; "same as above" is no name.
        let is_name = (1..=4).contains(&count)
            && !name.starts_with('#')
            && !words(name).any(|w| {
                ["above", "below", "before", "usual", "always"]
                    .iter()
                    .any(|x| w.eq_ignore_ascii_case(x))
            });
        return is_name.then_some((start, start + name.len()));
    }
    None
}

/// Where `word`, a slice of `text`, starts in it.
fn offset_of(text: &str, word: &str) -> usize {
    word.as_ptr() as usize - text.as_ptr() as usize
}

/// The parts of an entry's description a pointing dish shares: all of it
/// when it shares the whole entry, else the parts (split at commas and
/// semicolons outside brackets) naming what it shares ("japanese curry
/// (beef stock)" for "same curry sauce as the chicken katsu"); all of it
/// again when no part names it, since which part is meant cannot be told.
pub(crate) fn shared_parts<'t>(text: &'t str, shared: &[&str]) -> Cow<'t, str> {
    if shared.is_empty() {
        return Cow::Borrowed(text);
    }
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (at, c) in text.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            ',' | ';' if depth == 0 => {
                parts.push(&text[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    let named: Vec<&str> = parts
        .into_iter()
        .filter(|part| {
            words(part).any(|w| shared.iter().any(|s| stem(s).eq_ignore_ascii_case(stem(w))))
        })
        .collect();
    if named.is_empty() {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(named.join(","))
    }
}

/// Whether the pointing line takes a part out or names it anew ("no
/// pork", "with a mushroom broth"): its head word said outside the words
/// naming what is shared ("same broth as #1" keeps the broth).
pub(crate) fn replaced(component: &str, pointing: &str, shared: &[&str]) -> bool {
    let Some(head) = words(component).last() else {
        return false;
    };
    if shared
        .iter()
        .any(|s| stem(s).eq_ignore_ascii_case(stem(head)))
    {
        return false;
    }
    reference::replaced(component, pointing)
}

/// The dish numbers a description points at ("see #12", "#3 + #9", "no.
/// 12"), each with whether its words suggest an entry so strongly that
/// an unprinted number is a pointer the menu cannot follow.
fn numbers_pointed(description: &str) -> Vec<(u32, bool)> {
    let bytes = description.as_bytes();
    let mut found = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let start = at;
        let digits_from = if bytes[at] == b'#' {
            at + 1
        } else if matches!(bytes[at] | 0x20, b'n' | b'i')
            && starts_with_word(description, at, &["no.", "nr.", "number", "item"])
        {
            at + description[at..].find(' ').unwrap_or(0)
        } else {
            at += 1;
            continue;
        };
        let mut digits = digits_from;
        while digits < bytes.len() && bytes[digits] == b' ' && digits < digits_from + 2 {
            digits += 1;
        }
        let first_digit = digits;
        while digits < bytes.len() && bytes[digits].is_ascii_digit() {
            digits += 1;
        }
        at = digits.max(start + 1);
        if digits == first_digit || digits - first_digit > 3 {
            continue;
        }
        if digits < bytes.len() && bytes[digits].is_ascii_alphanumeric() {
            continue;
        }
        let rest = &description[digits..];
        if words(rest)
            .next()
            .is_some_and(|next| RANKS.iter().any(|r| next.eq_ignore_ascii_case(r)))
        {
            continue;
        }
        let before = &description[..start];
        // "Portland's #1 pho", "voted #1": a rank.
        if words(before).last().is_some_and(|w| {
            w.ends_with("'s")
                || ["voted", "ranked", "rated"]
                    .iter()
                    .any(|r| w.eq_ignore_ascii_case(r))
        }) {
            continue;
        }
        let suggested = before.trim_end().ends_with('+')
            || rest.trim_start().starts_with('+')
            || words(before)
                .last()
                .is_some_and(|w| BEFORE_NUMBER.iter().any(|b| w.eq_ignore_ascii_case(b)))
            || before.trim().is_empty();
        if let Ok(number) = description[first_digit..digits].parse() {
            found.push((number, suggested));
        }
    }
    found
}

/// Whether `text` at `at` opens one of `leads` as a word, in any case.
fn starts_with_word(text: &str, at: usize, leads: &[&str]) -> bool {
    let starts_word = at == 0 || !text.as_bytes()[at - 1].is_ascii_alphanumeric();
    starts_word
        && leads.iter().any(|lead| {
            text.get(at..at + lead.len())
                .is_some_and(|s| s.eq_ignore_ascii_case(lead))
                && text.as_bytes().get(at + lead.len()) == Some(&b' ')
        })
}

/// The words naming what a dish shares: between "same" and "as" ("same
/// salsa roja as the carnitas"), or a part's word right before "as" and
/// a number or "the"/"our" ("sauce as #20").
fn shared_part(description: &str) -> Vec<&str> {
    let all: Vec<&str> = words(description).collect();
    for (at, word) in all.iter().enumerate() {
        if word.eq_ignore_ascii_case("same")
            && let Some(end) = all[at + 1..]
                .iter()
                .take(5)
                .position(|w| w.eq_ignore_ascii_case("as"))
        {
            return all[at + 1..at + 1 + end]
                .iter()
                .copied()
                .filter(|w| {
                    !["the", "our", "exact", "very", "&", "house", "and"]
                        .iter()
                        .any(|f| w.eq_ignore_ascii_case(f))
                })
                .collect();
        }
        if word.eq_ignore_ascii_case("as")
            && at > 0
            && SHARED_PARTS
                .iter()
                .any(|p| stem(all[at - 1]).eq_ignore_ascii_case(p))
        {
            return vec![all[at - 1]];
        }
    }
    Vec::new()
}

/// "our regular gravy", "the usual broth": the base word. The words
/// contrast it with the dish's own, so one the menu does not print is a
/// pointer it cannot follow.
fn regular_base(description: &str) -> Option<&str> {
    let mut last: [&str; 2] = [""; 2];
    for word in words(description) {
        let owner = ["our", "the"]
            .iter()
            .any(|o| last[0].eq_ignore_ascii_case(o));
        if owner
            && CONTRASTS.iter().any(|c| last[1].eq_ignore_ascii_case(c))
            && SHARED_PARTS
                .iter()
                .any(|p| stem(word).eq_ignore_ascii_case(p))
        {
            return Some(word);
        }
        last = [last[1], word];
    }
    None
}

/// What separates the pieces a set lists without a plus sign ("shiitake,
/// shishito, asparagus maki", "椎茸・ししとう・アスパラ巻き").
const LISTED_PIECES: &[char] = &[',', '、', '・', '·', '/', ';', '—', '–'];

/// The items a combo line lists ("Veggie Burger + Fries + Shake"), when
/// its name or section calls it a combo, and whether they are only listed
/// (joined by commas or dots, not by "+"): a listed piece names another
/// entry only by that entry's whole name, since a set's list also names
/// plain foods ("shiitake", "rice").
fn combo_parts(item: &MenuItem) -> Option<(Vec<&str>, bool)> {
    let description = item.description.as_deref()?;
    let joined = crate::swar::holds_byte(description.as_bytes(), b'+');
    let mut names = [Some(item.name.as_str()), item.section.as_deref()]
        .into_iter()
        .flatten();
    // Pieces only listed are read of a set ("Veggie Skewer Set", "セット",
    // "Vegan Meze", "Veg Thali"). A section of meze or thalis holds single
    // dishes as often as sets: there only "set" says so.
    let is_combo = if joined {
        names.any(|text| words(text).any(|w| COMBO_WORDS.iter().any(|c| w.eq_ignore_ascii_case(c))))
    } else {
        names_itself_a_set(&item.name) || item.section.as_deref().is_some_and(names_a_set)
    };
    if !is_combo {
        return None;
    }
    let parts: Vec<&str> = if joined {
        description
            .split('+')
            .map(|p| p.trim_matches(|c: char| !c.is_alphanumeric()))
            .filter(|p| !p.is_empty())
            .collect()
    } else {
        set_pieces(description)
    };
    (parts.len() >= 2).then_some((parts, !joined))
}

/// The pieces a set's list holds, split at commas, dots, colons and the
/// like, and each again at "and" or "&" (the whole piece kept too, a dish
/// may be named so): "Included: tahini, hummus and kolokasi" lists
/// "Included", "tahini", "hummus and kolokasi", "hummus" and "kolokasi".
pub(crate) fn set_pieces(text: &str) -> Vec<&str> {
    fn trimmed(piece: &str) -> &str {
        piece.trim_matches(|c: char| !c.is_alphanumeric())
    }
    let mut pieces = Vec::new();
    for piece in text
        .split(SET_PIECES)
        .map(trimmed)
        .filter(|p| !p.is_empty())
    {
        pieces.push(piece);
        let mut rest = piece;
        let mut joined = false;
        while let Some((before, after)) = split_at_and(rest) {
            let before = trimmed(before);
            if !before.is_empty() {
                pieces.push(before);
            }
            rest = after;
            joined = true;
        }
        let rest = trimmed(rest);
        if joined && !rest.is_empty() {
            pieces.push(rest);
        }
    }
    pieces
}

/// What separates the pieces of a set's list: those of a combo's list
/// ([`LISTED_PIECES`]), the colon after a lead ("Included:") and the full
/// stop of a sentence.
const SET_PIECES: &[char] = &[',', '、', '・', '·', '/', ';', '—', '–', ':', '.'];

/// `text` parted at its first "and" or "&" between words: what comes
/// before it, and after.
fn split_at_and(text: &str) -> Option<(&str, &str)> {
    let word = words(text).find(|w| w.eq_ignore_ascii_case("and"));
    let and = word.map(|w| (offset_of(text, w), w.len()));
    let amp = text.find('&').map(|at| (at, 1));
    let (at, len) = match (and, amp) {
        (Some(a), Some(b)) => a.min(b),
        (a, b) => a.or(b)?,
    };
    Some((&text[..at], &text[at + len..]))
}

/// Whether a dish's name calls it a set of several dishes: by a word of
/// the lexicon's set words ("Vegan Meze", "Veg Thali", "Mezze Platter"),
/// or as [`names_a_set`] reads a set in either script.
pub(crate) fn names_itself_a_set(name: &str) -> bool {
    names_a_set(name) || words(name).any(|w| SET_WORD_SET.contains(w))
}

static SET_WORD_SET: WordSet = WordSet::new(|| word_keys(SET_WORDS));
static SET_PARTS_LEAD_SET: WordSet = WordSet::new(|| word_keys(SET_PARTS_LEADS));

/// The other entries a labelled set names among its parts listed on a line
/// of their own, each by its whole name (or one script's half of it): the
/// line "Vegan meze includes: tahini, louvi, kolokasi" names the listed
/// "Κολοκάσι με χοιρινό / Kolokasi" (taro stewed with pork), and the set
/// is served that dish as its own line prints it. A piece the list
/// qualifies ("vegan kolokasi", "kolokasi without pork") names no entry
/// whole, and is another make.
///
/// A parts line is an unlabelled line printed as a name alone, listing
/// pieces, that is the set's by one of: a lead before a colon naming the
/// set by its set word, every other word of the lead a word of the set's
/// name, a diet's word or a word of including ("Vegan meze includes:",
/// "What's in the thali:"; not "Meat meze includes:"); the set's own
/// pointer at it ("see below"); or its place right under the set with a
/// lead of including alone ("Included:").
pub(crate) fn entries_a_sets_parts_line_names(menu: &[MenuItem], line: usize) -> Vec<usize> {
    let Some(set) = menu.get(line) else {
        return Vec::new();
    };
    let name = set
        .name
        .find(['(', '['])
        .map_or(set.name.as_str(), |end| &set.name[..end]);
    let set_words: Vec<&str> = words(name).filter(|w| SET_WORD_SET.contains(w)).collect();
    if set_words.is_empty() {
        return Vec::new();
    }
    let pointed = set
        .description
        .as_deref()
        .and_then(reference::menu_reference)
        .filter(|pointer| !matches!(pointer, reference::MenuReference::Named(_)))
        .and_then(|pointer| reference::resolve(menu, line, pointer))
        .unwrap_or_default();
    let of_the_set = |word: &str| {
        SET_PARTS_LEAD_SET.contains(word)
            || is_one_of(word, DIET_WORDS)
            || words(name).any(|own| same_word(own, word))
    };
    let mut targets = Vec::new();
    for (other, parts) in menu.iter().enumerate() {
        if other == line || !may_list_a_sets_parts(parts) {
            continue;
        }
        let text = parts.name.as_str();
        let leads = leads_before_colons(text);
        let led = leads.iter().any(|lead| {
            words(lead).any(|w| set_words.iter().any(|own| same_word(own, w)))
                && words(lead).all(of_the_set)
        });
        let under_it = other == line + 1
            && leads.first().is_some_and(|lead| {
                words(lead).next().is_some() && words(lead).all(|w| SET_PARTS_LEAD_SET.contains(w))
            });
        if !(led || under_it || pointed.contains(&other)) {
            continue;
        }
        for piece in set_pieces(text) {
            targets.extend(
                entries_named_whole(menu, other, piece)
                    .into_iter()
                    .filter(|&entry| entry != line),
            );
        }
    }
    targets.sort_unstable();
    targets.dedup();
    targets
}

/// Whether a menu line may list a set's parts: unlabelled, printed as a
/// name alone, its name holding a separator of listed pieces.
pub(crate) fn may_list_a_sets_parts(line: &MenuItem) -> bool {
    line.labels.is_empty()
        && line
            .description
            .as_deref()
            .is_none_or(|d| d.trim().is_empty())
        && line.name.contains(LISTED_PIECES)
}

/// The leads of `text` before its colons: for each colon, the words from
/// the end of the sentence before it ("Ο vegan μεζές περιλαμβάνει: ... .
/// Vegan meze includes: ..." has both), six at most.
fn leads_before_colons(text: &str) -> Vec<&str> {
    let mut leads = Vec::new();
    let mut from = 0;
    for (at, c) in text.char_indices() {
        match c {
            '.' | ';' | '!' | '?' => from = at + 1,
            ':' => {
                let lead = &text[from..at];
                if words(lead).count() <= 6 {
                    leads.push(lead);
                }
                from = at + 1;
            }
            _ => {}
        }
    }
    leads
}

/// Whether `text` (a line's name or section) calls it a set: the word
/// "set" or "sets", or セット or 套餐. One pass over its bytes finds
/// whether it may, before its words are split: most names are no set.
fn names_a_set(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut may_say_set = false;
    for (at, &byte) in bytes.iter().enumerate() {
        match byte {
            b's' | b'S' => {
                may_say_set |= bytes
                    .get(at + 1..at + 3)
                    .is_some_and(|rest| rest.eq_ignore_ascii_case(b"et"));
            }
            // The first bytes of セ and 套 in UTF-8.
            0xE3 | 0xE5
                if text
                    .get(at..)
                    .is_some_and(|rest| rest.starts_with("セット") || rest.starts_with("套餐")) =>
            {
                return true;
            }
            _ => {}
        }
    }
    may_say_set
        && words(text).any(|w| w.eq_ignore_ascii_case("set") || w.eq_ignore_ascii_case("sets"))
}

/// The other entries whose whole name, or one half of a name printed in
/// two scripts ("Asparagus Maki" of "アスパラ豚巻き Asparagus Maki"), is
/// `part`.
fn entries_named_whole(menu: &[MenuItem], line: usize, part: &str) -> Vec<usize> {
    let part_words: Vec<&str> = words(part).collect();
    if part_words.is_empty() {
        return Vec::new();
    }
    let same = |name_words: &[&str]| {
        name_words.len() == part_words.len()
            && name_words
                .iter()
                .zip(&part_words)
                .all(|(a, b)| stem(a).eq_ignore_ascii_case(stem(b)))
    };
    let named = |name: &str| {
        let name = name.find(['(', '[']).map_or(name, |end| &name[..end]);
        let all: Vec<&str> = words(name)
            .filter(|w| !w.bytes().all(|b| b.is_ascii_digit()))
            .collect();
        let latin: Vec<&str> = all.iter().copied().filter(|w| w.is_ascii()).collect();
        let other: Vec<&str> = all.iter().copied().filter(|w| !w.is_ascii()).collect();
        same(&all) || (!latin.is_empty() && !other.is_empty() && (same(&latin) || same(&other)))
    };
    (0..menu.len())
        .filter(|&other| other != line && named(&menu[other].name))
        .collect()
}

/// The other entries a combo's part names: the entry of that name, or,
/// when none, an entry or section whose name holds every word of the part
/// ("Shake" is the "Shakes" section).
fn entries_named(menu: &[MenuItem], line: usize, part: &str) -> Vec<usize> {
    let part_words: Vec<&str> = words(part).collect();
    if part_words.is_empty()
        || part_words
            .iter()
            .all(|w| w.bytes().all(|b| b.is_ascii_digit()))
    {
        return Vec::new();
    }
    let same_name = |name: &str| {
        let name_words: Vec<&str> = words(name)
            .filter(|w| !w.bytes().all(|b| b.is_ascii_digit()))
            .collect();
        name_words.len() == part_words.len()
            && name_words
                .iter()
                .zip(&part_words)
                .all(|(a, b)| stem(a).eq_ignore_ascii_case(stem(b)))
    };
    let exact: Vec<usize> = (0..menu.len())
        .filter(|&other| other != line && same_name(&menu[other].name))
        .collect();
    if !exact.is_empty() {
        return exact;
    }
    let holds_every_word = |text: &str| {
        part_words
            .iter()
            .all(|p| words(text).any(|w| stem(w).eq_ignore_ascii_case(stem(p))))
    };
    (0..menu.len())
        .filter(|&other| other != line)
        .filter(|&other| {
            holds_every_word(&menu[other].name)
                || menu[other].section.as_deref().is_some_and(holds_every_word)
        })
        .collect()
}

/// Last words of an entry's name that make it a part other dishes are
/// made with ("House Dressing", "Magic Dust", "THE SAUCE").
#[rustfmt::skip]
const COMPONENT_HEADS: &[&str] = &[
    "sauce", "dressing", "gravy", "glaze", "seasoning", "salsa", "dust", "spread", "dip",
    "aioli", "mayo", "mayonnaise", "rub", "marinade", "relish", "chutney", "pesto", "crema",
    "drizzle", "vinaigrette", "paste", "sambal", "jus", "broth", "stock", "butter", "oil",
    "crumb", "crumble", "topping", "sprinkle", "blend", "condiment", "ketchup", "mustard",
    "sofrito", "tare", "glace", "compound",
];

/// Sections whose entries are parts of other dishes ("Sauces", "Salsas"),
/// sides among them: a plate that lists "hash browns" beside a "Sides"
/// entry "Hash Browns: crisped in duck fat" is served those hash browns.
#[rustfmt::skip]
const COMPONENT_SECTIONS: &[&str] = &[
    "sauce", "dressing", "salsa", "condiment", "dip", "seasoning", "spread", "topping", "side",
    // Sides and sauces in Spanish and Italian, as their stems read
    // ("Guarniciones", "Acompañantes", "Contorni", "Salse").
    "guarnicione", "guarnicion", "guarnición", "acompañante", "acompanante", "contorni",
    "contorno", "salse", "condimenti",
];

/// Words right before a part's name that say the dish has its own make of
/// it, or none of it ("vegan house dressing", "no house dressing").
#[rustfmt::skip]
pub(super) const OWN_MAKE: &[&str] = &[
    "vegan", "vegetarian", "veggie", "based", "free", "eggless", "dairyless", "no", "without",
    "hold", "sans", "minus", "except",
];

/// The entries of `menu` that are parts of other dishes, each with the
/// words of its name: a name of at least two words (a bare "Sauce" is
/// every sauce) whose last word names a part, or any such name under a
/// section of parts. Bracketed words ("Our Gravy (side)") are no part of
/// the name.
pub(crate) fn component_entries(menu: &[MenuItem]) -> Vec<(usize, Vec<&str>)> {
    let named_word = |w: &&str| !w.bytes().all(|b| b.is_ascii_digit()) && *w != "&";
    menu.iter()
        .enumerate()
        .filter_map(|(line, item)| {
            let name = item
                .name
                .as_bytes()
                .iter()
                .position(|&b| b == b'(' || b == b'[')
                .map_or(item.name.as_str(), |end| &item.name[..end]);
            // The name's last word first, its other words counted and kept
            // only for the few entries that are parts: most lines are not.
            let last = last_named_word(name)?;
            let in_parts_section = || {
                item.section.as_deref().is_some_and(|section| {
                    words(section).any(|w| COMPONENT_SECTION_SET.contains(stem(w)))
                })
            };
            if !COMPONENT_HEAD_SET.contains(stem(last)) && !in_parts_section() {
                return None;
            }
            let name_words: Vec<&str> = words(name).filter(named_word).collect();
            (name_words.len() >= 2).then_some((line, name_words))
        })
        .collect()
}

/// The last of `name`'s words that is not a number or "&", found from the
/// end: the word a part's name ends with ("Magic Dust 2" ends with "Dust").
fn last_named_word(name: &str) -> Option<&str> {
    let bytes = name.as_bytes();
    let mut end = bytes.len();
    loop {
        while end > 0 && !is_word_byte(bytes[end - 1]) {
            end -= 1;
        }
        if end == 0 {
            return None;
        }
        let mut start = end;
        while start > 0 && is_word_byte(bytes[start - 1]) {
            start -= 1;
        }
        // Both ends are ASCII bytes or the name's ends: char boundaries.
        let word = name.get(start..end)?;
        if !word.bytes().all(|b| b.is_ascii_digit()) && word != "&" {
            return Some(word);
        }
        end = start;
    }
}

/// The lists above, for look-up without a scan: every menu line's last
/// word is looked for among the parts.
static COMPONENT_HEAD_SET: WordSet = WordSet::new(|| word_keys(COMPONENT_HEADS));
static COMPONENT_SECTION_SET: WordSet = WordSet::new(|| word_keys(COMPONENT_SECTIONS));

/// The part entries (of `component_entries`) whose whole name the dish on
/// line `line` says in its name or description ("smothered in our gravy"
/// names "Our Gravy (side)"): the dish is made with them. A name said
/// only in part ("Caesar" of "Caesar Salad") or after words of the dish's
/// own make ("vegan house dressing") names none.
pub(crate) fn components_named(
    menu: &[MenuItem],
    line: usize,
    components: &[(usize, Vec<&str>)],
) -> Vec<usize> {
    let Some(item) = menu.get(line) else {
        return Vec::new();
    };
    let texts = [Some(item.name.as_str()), item.description.as_deref()];
    let said: Vec<Vec<&str>> = texts.iter().flatten().map(|t| words(t).collect()).collect();
    components
        .iter()
        .filter(|(other, _)| *other != line)
        .filter(|(_, name)| said.iter().any(|text| says_name(text, name)))
        .map(|(other, _)| *other)
        .collect()
}

/// Words a sentence may go on with after a part's word said bare ("a
/// spoon of sambal on top", "our sambal goes on every plate").
#[rustfmt::skip]
const AFTER_A_PART_SAID: &[&str] = &[
    "on", "over", "in", "with", "to", "for", "at", "from", "too", "also", "as", "is", "are",
    "goes", "go", "gets", "get", "comes", "come", "every", "each", "all", "included",
    "alongside", "en", "con", "sobre", "para", "también",
];

/// The entries of `components` that `text` names, each with the byte in
/// `text` where the name as said ends and whether it is said whole: an
/// entry named whole ("sambal
/// matah"), or by a word of its name that names a part, said bare where
/// no entry is named whole ("a spoon of sambal" beside "Sambal Terasi"
/// and "Sambal Matah": either may be meant). A name right after a word of
/// the dish's own make or none ("vegan sambal", "no sambal") names none;
/// nor does the line `own` name itself.
pub(crate) fn entries_said(
    text: &str,
    components: &[(usize, Vec<&str>)],
    own: Option<usize>,
) -> Vec<(usize, usize, bool)> {
    let said: Vec<&str> = words(text).collect();
    let own_make = |at: usize| {
        at > 0
            && OWN_MAKE
                .iter()
                .any(|w| said[at - 1].eq_ignore_ascii_case(w))
    };
    let end_of = |at: usize| said[at].as_ptr() as usize - text.as_ptr() as usize + said[at].len();
    let mut found = Vec::new();
    let mut whole: Vec<(usize, usize)> = Vec::new();
    for (line, name) in components {
        if Some(*line) == own || name.is_empty() || said.len() < name.len() {
            continue;
        }
        for at in 0..=said.len() - name.len() {
            if said[at..at + name.len()]
                .iter()
                .zip(name)
                .all(|(a, b)| same_word(a, b))
                && !own_make(at)
            {
                whole.push((at, at + name.len()));
                found.push((end_of(at + name.len() - 1), *line, true));
            }
        }
    }
    // A part's word said bare: after only a word of joining, a house word
    // or an article ("a spoon of sambal", "our sambal"), and ending its
    // clause or followed by a word of the sentence, not of another food
    // ("oyster sauce", "the gravy pot" name other things).
    let bare = |at: usize| {
        let before = at
            .checked_sub(1)
            .is_none_or(|b| is_one_of(said[b], BEFORE_A_PART) || is_house_word(said[b]));
        let after = said.get(at + 1).is_none_or(|next| {
            let gap = text
                .get(end_of(at)..next.as_ptr() as usize - text.as_ptr() as usize)
                .unwrap_or("");
            !gap.trim().is_empty()
                || is_one_of(next, AFTER_A_PART)
                || is_one_of(next, AFTER_A_PART_SAID)
        });
        before && after
    };
    for (at, word) in said.iter().enumerate() {
        if whole.iter().any(|&(start, end)| start <= at && at < end)
            || own_make(at)
            || !COMPONENT_HEAD_SET.contains(stem(word))
            || !bare(at)
        {
            continue;
        }
        for (line, name) in components {
            if Some(*line) != own && name.iter().any(|part| same_word(word, part)) {
                found.push((end_of(at), *line, false));
            }
        }
    }
    found
}

/// A part an unlabelled line defines inside its description: "Caramel
/// sauce: sugar, butter, heavy cream" (a sentence naming a part before a
/// colon) or "house vinaigrette (contains honey)", "cilantro-lime rice
/// (cooked in chicken broth)" (a name of two words or more before a
/// bracket saying what it holds): the name's words and what defines it.
pub(crate) struct DefinedPart<'a> {
    pub(crate) line: usize,
    pub(crate) name: Vec<&'a str>,
    pub(crate) definition: &'a str,
    /// A kind every one of which a note says is made a way ("every sub is
    /// on our Dutch crunch roll"): a dish under a section of that name
    /// ("Cold Subs") is one.
    pub(crate) kind: bool,
    /// Where the name is one word with only adjectives of place, house or
    /// making about it ("Pesto Genovese", "Arroz mexicano", "Refried
    /// beans", "house pesto"), that word, by its place in `name`: a dish
    /// saying it bare ("con arroz y frijoles") may mean this part.
    pub(crate) head: Option<usize>,
    /// A product a line of its own sells under a house name ("House
    /// Granola (by the bag): oats, brown butter"): a dish naming it whole
    /// in its description is made with it; another dish's name is a dish.
    pub(crate) description_only: bool,
    /// The name without the words that say only whose make it is ("our
    /// house flour tortilla" is "flour tortilla"), when that leaves two
    /// words or more and is not the name; empty otherwise.
    pub(crate) core: Vec<&'a str>,
    /// A kind that is any dish at all ("all plates", "todos los
    /// platillos"): every dish of the note's section, or of the whole
    /// menu where the note has no section or sits among the sides.
    pub(crate) every_dish: bool,
    /// What every dish there comes with ("all bowls come with our house
    /// ranch"), not how each is made: a dish taking off each of its
    /// products ("lemon-tahini instead of ranch") is the exception.
    pub(crate) served_with: bool,
    /// A side listed on a line of its own: a dish names it only bare, in
    /// its name or its description ("Fish Biryani with Dalcha", "served
    /// with dalcha & raita"), not inside another name ("Sweet Potato
    /// Latkes" beside the side "Potato Latkes").
    pub(crate) side: bool,
}

impl<'a> DefinedPart<'a> {
    /// A part known by exactly `name`: no bare head, no house-less core,
    /// named anywhere a dish says it; `kind` for every one of a kind.
    fn exactly(line: usize, name: Vec<&'a str>, definition: &'a str, kind: bool) -> Self {
        DefinedPart {
            line,
            name,
            definition,
            kind,
            head: None,
            description_only: false,
            core: Vec::new(),
            every_dish: false,
            served_with: false,
            side: false,
        }
    }

    /// A part of name `name` line `line` defines by `definition`.
    fn new(line: usize, name: Vec<&'a str>, definition: &'a str) -> Self {
        let head = head_of(&name);
        let core: Vec<&'a str> = if name.iter().any(|w| is_house_word(w)) {
            name.iter().copied().filter(|w| !is_house_word(w)).collect()
        } else {
            Vec::new()
        };
        DefinedPart {
            line,
            name,
            definition,
            kind: false,
            head,
            description_only: false,
            core: if core.len() >= 2 { core } else { Vec::new() },
            every_dish: false,
            served_with: false,
            side: false,
        }
    }
}

/// Words that say only whose make a part is ("house granola", "our
/// tortillas", "chorizo casero"), not which part it is.
#[rustfmt::skip]
const HOUSE_WORDS: &[&str] = &[
    "house", "our", "homemade", "signature", "casero", "casera", "caseros", "caseras", "maison",
];

fn is_house_word(word: &str) -> bool {
    HOUSE_WORDS.iter().any(|h| word.eq_ignore_ascii_case(h))
}

/// Endings of the adjectives of place and of making that follow their
/// noun in Spanish and Italian ("arroz mexicano", "pesto genovese",
/// "frijoles refritos", "pollo asado").
#[rustfmt::skip]
const ADJECTIVE_AFTER_ENDS: &[&str] = &[
    "ano", "ana", "anos", "anas", "ese", "esi", "esa", "eño", "eña", "eños", "eñas", "ado",
    "ada", "ados", "adas", "ido", "ida", "idos", "idas", "ito", "ita", "itos", "itas",
];

/// Endings of the English adjectives of place and of making that come
/// before their noun ("Mexican rice", "Spanish rice", "refried beans").
const ADJECTIVE_BEFORE_ENDS: &[&str] = &["an", "ese", "ish", "ed"];

fn ends_like(word: &str, ends: &[&str]) -> bool {
    word.chars().count() >= 5 && {
        let lower = word.to_lowercase();
        ends.iter().any(|end| lower.ends_with(end))
    }
}

/// The place in `name` of the word a part is named by when its other
/// words are only adjectives of house, place or making ("house pesto",
/// "Pesto Genovese", "Arroz mexicano", "Refried beans"): a noun and one
/// such adjective, in either language's order. A name of two nouns
/// ("cilantro-lime rice", "chili oil") or of a make of the dish's own
/// ("vegan mayo") has none: its last word alone is another food.
fn head_of(name: &[&str]) -> Option<usize> {
    if name
        .iter()
        .any(|w| OWN_MAKE.iter().any(|own| w.eq_ignore_ascii_case(own)))
    {
        return None;
    }
    // "Pesto alla Genovese", "Arroz a la mexicana": the words joining the
    // adjective to its noun are neither.
    let joining = |word: &str| {
        ["a", "al", "alla", "la", "el", "à"]
            .iter()
            .any(|j| word.eq_ignore_ascii_case(j))
    };
    let core: Vec<usize> = (0..name.len())
        .filter(|&at| !is_house_word(name[at]) && !joining(name[at]))
        .collect();
    match *core.as_slice() {
        [only] if name.len() > 1 => Some(only),
        [first, second] if name[first + 1..second].iter().all(|w| joining(w)) => {
            if ends_like(name[first], ADJECTIVE_BEFORE_ENDS) {
                Some(second)
            } else if ends_like(name[second], ADJECTIVE_AFTER_ENDS) {
                Some(first)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Words that may stand right before a part's head word in a dish
/// without making it another food ("con arroz y frijoles", "Ortolana al
/// Pesto", "our pesto"); any other word before it names another make
/// ("brown rice", "vegan pesto").
#[rustfmt::skip]
const BEFORE_A_PART: &[&str] = &[
    "with", "w", "on", "in", "of", "and", "or", "&", "plus", "the", "a", "an", "over", "y", "e",
    "con", "en", "al", "alla", "de", "di", "del", "della",
];

/// Words that may follow a part's head word in a dish without making it
/// another food ("arroz y frijoles", "pesto base"); a word of its own
/// after it names another make ("frijoles negros", "frijoles de olla",
/// "arroz con verduras").
const AFTER_A_PART: &[&str] = &["and", "or", "&", "plus", "y", "e", "o", "base"];

/// Whether the bracket right after byte `end` of `text` gives the food
/// named before it a plant make of the dish's own ("pesto (vegan)",
/// "pourgouri (dairy-free)").
pub(crate) fn plant_make_follows(text: &str, end: usize) -> bool {
    text.get(end..)
        .and_then(|rest| rest.trim_start().strip_prefix('('))
        .is_some_and(|bracket| {
            let inside = &bracket[..bracket.find(')').unwrap_or(bracket.len())];
            marks_vegan(inside) || inside.to_ascii_lowercase().contains("free")
        })
}

/// Whether `text` says `head` bare: in a clause of its own or beside only
/// the words of [`BEFORE_A_PART`] and [`AFTER_A_PART`], house words and a
/// part's word after it ("pesto sauce"), and not followed by a bracket
/// giving it a plant make of the dish's own ("pesto (vegan)").
pub(crate) fn says_head_bare(text: &str, head: &str) -> bool {
    let listed = |word: &str, list: &[&str]| {
        is_house_word(word) || list.iter().any(|w| word.eq_ignore_ascii_case(w))
    };
    text.split([',', ';', '·', '(', ')', '/', '|', ':', '.', '!', '+'])
        .any(|clause| {
            // The clauses are slices of `text`.
            let end = clause.as_ptr() as usize - text.as_ptr() as usize + clause.len();
            let said: Vec<&str> = words(clause).collect();
            let bare = said.iter().enumerate().any(|(at, word)| {
                same_word(word, head)
                    && at
                        .checked_sub(1)
                        .is_none_or(|before| listed(said[before], BEFORE_A_PART))
                    && said.get(at + 1).is_none_or(|next| {
                        listed(next, AFTER_A_PART) || COMPONENT_HEAD_SET.contains(stem(next))
                    })
            });
            bare && !plant_make_follows(text, end)
        })
}

/// Words opening a bracket that says what the part before it holds.
#[rustfmt::skip]
const HOLDS: &[&str] = &[
    "contains", "contain", "made with", "made w", "cooked in", "cooked with", "prepared with",
    "prepared in", "simmered in", "includes", "has",
    // Spanish ("arroz (cocido en caldo de pollo)", "frijoles (con manteca)").
    "con ", "cocido en", "cocidos en", "cocida en", "cocidas en", "hecho con", "hechos con",
    "hecha con", "hechas con", "preparado con", "preparados con", "frito en", "fritos en",
    "fritas en",
];

/// Per byte, the bit [`parts_defined_in_lines`] asks of a line that holds
/// it: ";", "·" (by the last byte of its UTF-8), ":", "(", "=", "-", the
/// first byte of a dash or bullet (0xE2), "|", in that order.
const PART_MARKS: [u8; 256] = {
    let marks = [b';', 0xB7, b':', b'(', b'=', b'-', 0xE2, b'|'];
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < marks.len() {
        table[marks[i] as usize] |= 1 << i;
        i += 1;
    }
    table
};

/// The parts unlabelled lines of `menu` define inside their descriptions.
/// Most descriptions have neither a colon nor a bracket and are skipped.
pub(crate) fn parts_defined_in_lines(menu: &[MenuItem]) -> Vec<DefinedPart<'_>> {
    let mut parts = Vec::new();
    for (line, item) in menu.iter().enumerate() {
        if !item.labels.is_empty() {
            continue;
        }
        let description = item.description.as_deref().filter(|d| !d.is_empty());
        // A list of parts may be printed as a line's name, with nothing
        // under it ("Our sauces: Brown sauce - soy, oyster sauce · ...").
        // Most lines hold no ";", "·" (whose UTF-8 ends in 0xB7), ":" or
        // "(": all are looked for by byte in one scan.
        if let Some(description) = description {
            house_product(line, item, description, &mut parts);
        }
        let list = description.unwrap_or(&item.name);
        // (Eight marks: one look-up per byte finds them all, where a scan
        // eight bytes at a time compared each word with each mark.)
        let held = list
            .bytes()
            .fold(0u8, |held, byte| held | PART_MARKS[usize::from(byte)]);
        if held & 0b1_0000 != 0 {
            defined_by_equals(line, list, &mut parts);
        }
        if held & 0b110_0000 != 0 {
            defined_before_a_dash(line, list, &mut parts);
        }
        if held & 0b1100_0011 != 0
            && list.contains(ENTRY_SEPARATORS)
            && (lists_parts(item, list) || lists_definitions(item, list))
        {
            let before = parts.len();
            defined_in_list(line, list, &mut parts);
            house::drop_list_lead(item, list, &mut parts[before..]);
            house::name_entries_as_dishes_say_them(list, &mut parts, before);
            if parts.len() > before {
                // Read entry by entry: a colon of one entry does not make
                // the entries after it its definition.
                continue;
            }
        }
        // A line printed as a name alone may define one part ("House
        // sesame sauce: sesame paste, soy, a little oyster sauce").
        if held & 0b1100 != 0 {
            defined_in_sentences(line, list, &mut parts);
        }
        // "Rellenos: frijol molido (cocinado con consomé de pollo), queso":
        // a bracket after an entry of a list is its recipe, whatever verb
        // opens it.
        if held & 0b1100 == 0b1100 {
            house::defined_in_a_list_of_entries(line, list, &mut parts);
        }
        // Last, as the readings above may have named the part already.
        if description.is_none() && held & 0b110_0100 != 0 {
            house::defined_in_its_name(line, &item.name, &mut parts);
        }
    }
    parts
}

/// The parts a line defines sentence by sentence: a name of two words or
/// more ending in a part's word before a colon ("House sesame sauce:
/// sesame paste, soy"), or before a bracket saying what it holds ("house
/// vinaigrette (contains honey)").
fn defined_in_sentences<'a>(line: usize, text: &'a str, parts: &mut Vec<DefinedPart<'a>>) {
    for sentence in text.split(". ") {
        if let Some((name, definition)) = sentence.split_once(':')
            && last_named_word(name).is_some_and(|head| COMPONENT_HEAD_SET.contains(stem(head)))
        {
            let name_words: Vec<&str> = words(name).collect();
            if name_words.len() >= 2 {
                parts.push(DefinedPart::new(line, name_words, definition));
            }
        }
        let mut rest = sentence;
        while let Some(open) = rest.find('(') {
            let before = &rest[..open];
            let after = &rest[open + 1..];
            let close = after.find(')').unwrap_or(after.len());
            let inside = after[..close].trim();
            let holds = HOLDS.iter().any(|h| {
                inside
                    .get(..h.len())
                    .is_some_and(|start| start.eq_ignore_ascii_case(h))
            }) || opens_with_making(inside)
                // What it is made of, listed ("Pesto Genovese (basil,
                // pine nuts, Parmigiano)").
                || inside.contains(',');
            if holds {
                let name = before.rsplit([',', ':', ';']).next().unwrap_or("");
                let name_words: Vec<&str> = words(name).collect();
                if name_words.len() >= 2 {
                    parts.push(DefinedPart::new(line, name_words, inside));
                }
            }
            rest = after.get(close + 1..).unwrap_or("");
        }
    }
}

/// Words in a product's bracket that say the house makes it ("Granola
/// (house-made)").
const HOUSE_MADE: &[&str] = &[
    "house-made",
    "house made",
    "homemade",
    "made in house",
    "made in-house",
];

/// A product a line sells under a house name, with what it holds in its
/// description ("House Granola (by the bag): rolled oats, pecans, brown
/// butter"): the house's one make of it, which a dish naming it whole
/// ("açaí, banana, house granola") is made with. The bracket is no part of
/// its name; said there ("Granola (house-made)"), the house's make is
/// named by the name alone.
fn house_product<'a>(
    line: usize,
    item: &'a MenuItem,
    description: &'a str,
    parts: &mut Vec<DefinedPart<'a>>,
) {
    // Most lines' names open with another word and hold no bracket:
    // looked at first, by byte.
    let opens_with_house = words(&item.name).next().is_some_and(is_house_word);
    let house_bracket = || {
        item.name.as_bytes().contains(&b'(') && {
            let name = item.name.to_ascii_lowercase();
            HOUSE_MADE.iter().any(|h| name.contains(h))
        }
    };
    if !opens_with_house && !house_bracket() {
        return;
    }
    let bracket = item.name.find(['(', '[']);
    let name = bracket.map_or(item.name.as_str(), |end| &item.name[..end]);
    let name_words: Vec<&str> = words(name).collect();
    // "Granola (house-made)": the house's own, named by one word.
    let least = if opens_with_house { 2 } else { 1 };
    if (least..=4).contains(&name_words.len()) {
        parts.push(DefinedPart {
            head: None,
            description_only: true,
            core: Vec::new(),
            ..DefinedPart::new(line, name_words, description)
        });
    }
}

/// The parts a line defines with "=", entry by entry ("\"Dressed\" =
/// lettuce, tomato, pickles & mayo"): a dish saying the name is made with
/// what follows, to the end of its sentence. A code ("VG = vegan", "E =
/// egg", "VGML = vegan meal": one to three characters, or a short word in
/// capitals not in quotes) is the key's to read, on the dishes that carry
/// it.
fn defined_by_equals<'a>(line: usize, text: &'a str, parts: &mut Vec<DefinedPart<'a>>) {
    for entry in text
        .split(['·', ';', '\n'])
        .flat_map(|entry| entry.split(". "))
    {
        let Some((name, definition)) = entry.split_once('=').or_else(|| quoted_term(entry)) else {
            continue;
        };
        let name = name.rsplit(':').next().unwrap_or("");
        // "'Loaded'": a quote is no part of the word.
        let name_words: Vec<&str> = words(name)
            .map(|w| w.trim_matches('\''))
            .filter(|w| !w.is_empty())
            .collect();
        let code = matches!(name_words.as_slice(), [word] if word.chars().count() <= 3
            || (word.len() <= 5
                && !name.contains(['"', '\'', '“', '‘'])
                && word.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())));
        let definition = definition.trim();
        if name_words.is_empty() || name_words.len() > 4 || code || definition.is_empty() {
            continue;
        }
        parts.push(DefinedPart::new(line, name_words, definition));
    }
}

/// A term in quotes and what follows it as its meaning, after a colon, a
/// dash or "means" ("'Dressed': lettuce, tomato, pickles & mayo",
/// "\"Smothered\" means under our gravy").
fn quoted_term(entry: &str) -> Option<(&str, &str)> {
    const QUOTES: [char; 6] = ['"', '\'', '“', '”', '‘', '’'];
    let entry = entry.trim_start();
    let open = entry.chars().next().filter(|c| QUOTES.contains(c))?;
    let inner = &entry[open.len_utf8()..];
    let close = inner.find(QUOTES)?;
    let name = &inner[..close];
    let rest = inner[close..].trim_start_matches(QUOTES).trim_start();
    let definition = rest
        .strip_prefix(':')
        .or_else(|| ["- ", "– ", "— "].iter().find_map(|d| rest.strip_prefix(d)))
        .or_else(|| rest.strip_prefix("means "))?;
    Some((name, definition))
}

/// Words that open the name of a part said right before a dash ("cheese
/// on our house flour tortilla - made ..." names "our house flour
/// tortilla").
#[rustfmt::skip]
const NAME_OPENERS: &[&str] = &[
    "on", "in", "with", "w", "of", "the", "a", "an", "over", "under", "and", "or", "plus", "y",
    "con", "en", "de",
];

/// Whether `clause` opens with a verb of making and says what with
/// ("made fresh with lard", "cooked in chicken stock").
fn opens_with_making(clause: &str) -> bool {
    let said: Vec<&str> = words(clause).take(7).collect();
    said.first()
        .is_some_and(|first| MADE_VERBS.iter().any(|v| first.eq_ignore_ascii_case(v)))
        && says_made_with(&said)
}

/// The parts a line defines by an aside after a spaced dash that says how
/// they are made ("cheese on our house flour tortilla - made fresh with
/// lard, just like abuela's - with fruit"): the name is the words before
/// the dash, from the last word that opens a name; the definition the
/// aside, to the next dash or the end of its sentence.
fn defined_before_a_dash<'a>(line: usize, text: &'a str, parts: &mut Vec<DefinedPart<'a>>) {
    let mut dashes = spaced_dashes(text);
    let mut next = dashes.next();
    while let Some((at, len)) = next {
        next = dashes.next();
        let Some(after) = text.get(at + len..) else {
            break;
        };
        let end = next
            .map(|(following, _)| following - (at + len))
            .into_iter()
            .chain(after.find(['.', ';', '(', '·']))
            .min()
            .unwrap_or(after.len());
        let aside = &after[..end];
        if !opens_with_making(aside) {
            continue;
        }
        let before = text[..at]
            .rsplit([',', ':', ';', '(', '·'])
            .next()
            .unwrap_or("");
        let said: Vec<&str> = words(before).collect();
        let start = said
            .iter()
            .rposition(|w| NAME_OPENERS.iter().any(|o| w.eq_ignore_ascii_case(o)))
            .map_or(0, |opener| opener + 1);
        let name = said[start..].to_vec();
        if (2..=4).contains(&name.len()) {
            parts.push(DefinedPart::new(line, name, aside.trim()));
        }
    }
}

/// Where `text` holds a dash of [`ENTRY_DASHES`], in order, with its
/// length: found by byte, as most lines' hyphens join words.
fn spaced_dashes(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let bytes = text.as_bytes();
    bytes
        .iter()
        .enumerate()
        .filter(|&(at, &b)| b == b' ' && matches!(bytes.get(at + 1), Some(b'-' | 0xE2)))
        .filter_map(move |(at, _)| {
            ENTRY_DASHES
                .iter()
                .find(|d| bytes[at..].starts_with(d.as_bytes()))
                .map(|d| (at, d.len()))
        })
}

/// Whether `item` prints `list` as a list of parts other dishes are made
/// with: under a section of parts ("Sauces"), or after a name or a lead
/// naming them ("Our sauces: ...", "Dressings | ranch (buttermilk) · ...").
fn lists_parts(item: &MenuItem, list: &str) -> bool {
    let names_parts = |text: &str| {
        words(text).any(|w| {
            let w = stem(w);
            COMPONENT_SECTION_SET.contains(w) || COMPONENT_HEAD_SET.contains(w)
        })
    };
    item.section
        .as_deref()
        .is_some_and(|section| words(section).any(|w| COMPONENT_SECTION_SET.contains(stem(w))))
        || (item.description.is_some() && names_parts(&item.name))
        || list
            .split_once(':')
            .is_some_and(|(lead, _)| names_parts(lead))
}

/// Whether an unpriced line prints `list` as a list of definitions,
/// whatever its lead calls them ("Glossary - Lori: smoked ham · Mchadi:
/// cornbread", "Sambols: Pol sambol - coconut, Maldive fish · Lunu miris -
/// onion, chili"): two entries or more, each a short name, then a dash or
/// a colon and what it is. A dish naming one names what the list says it
/// is, a word the lexicon may not know.
fn lists_definitions(item: &MenuItem, list: &str) -> bool {
    if item.price.is_some() {
        return false;
    }
    let mut entries = 0;
    for entry in list.split(ENTRY_SEPARATORS) {
        if entry.trim().is_empty() {
            continue;
        }
        let at = ENTRY_DASHES
            .iter()
            .filter_map(|d| entry.find(d))
            .chain(entry.rfind(':'))
            .min();
        let Some(at) = at else {
            return false;
        };
        let name = entry[..at].rsplit(':').next().unwrap_or("");
        let count = words(name).count();
        if count == 0 || count > 4 || trim_entry(&entry[at..]).is_empty() {
            return false;
        }
        entries += 1;
    }
    entries >= 2
}

/// What follows an entry's dash or colon, without it.
fn trim_entry(rest: &str) -> &str {
    rest.trim_start_matches([' ', '-', '–', '—', ':']).trim()
}

/// Words that part an entry's name from what it holds ("Brown sauce -
/// soy, oyster sauce").
const ENTRY_DASHES: &[&str] = &[" - ", " – ", " — "];

/// Part words that name a sort of part, not one food: "Sauce (egg)" is
/// every sauce, which no dish saying "sauce" is made with for certain.
#[rustfmt::skip]
const SORTS_OF_PART: &[&str] = &[
    "sauce", "dressing", "seasoning", "dust", "spread", "dip", "rub", "marinade", "drizzle",
    "paste", "topping", "sprinkle", "blend", "condiment", "compound", "oil", "butter", "stock",
    "broth", "glaze", "crumb", "crumble",
];

/// Signs a list printed on one line sets between its entries ("dal ·
/// sambal", "ranch | blue cheese", "bhaat • dal").
pub(crate) const ENTRY_SEPARATORS: [char; 4] = ['·', ';', '•', '|'];

/// The parts a list of parts defines, entry by entry ("·" or ";" between
/// them): a name, then what it holds in a bracket ("House Shoyu (soy,
/// mirin, bonito flakes)"), after a dash ("Brown sauce - soy, oyster
/// sauce") or after a colon. A lead before the first entry ("Our sauces:")
/// is no part of its name; an entry with nothing after its name ("Spicy
/// Mayo") defines nothing, nor does a bare sort of part ("Sauce (egg)" is
/// every sauce). A bare part word of one food ("sambal (belacan)") is the
/// house's one make of it only where a description says it bare ("with
/// chutney and sambal"), not inside another name ("tomato sambal").
fn defined_in_list<'a>(line: usize, list: &'a str, parts: &mut Vec<DefinedPart<'a>>) {
    for (at, entry) in list.split(ENTRY_SEPARATORS).enumerate() {
        // "Glossary - Lori: smoked ham": the list's lead, then a dash, then
        // the first entry, named before its colon.
        let entry = if at == 0 { after_a_lead(entry) } else { entry };
        let bracket = entry.find('(').map(|at| (at, 1));
        let dash = ENTRY_DASHES
            .iter()
            .filter_map(|d| entry.find(d).map(|at| (at, d.len())))
            .min();
        let (name, definition) = match (bracket, dash) {
            (Some((open, _)), dash) if dash.is_none_or(|(at, _)| open < at) => {
                let after = &entry[open + 1..];
                (
                    &entry[..open],
                    &after[..after.find(')').unwrap_or(after.len())],
                )
            }
            (_, Some((at, len))) => (&entry[..at], &entry[at + len..]),
            (_, None) => match entry.rfind(':') {
                Some(at) => (&entry[..at], &entry[at + 1..]),
                None => continue,
            },
        };
        let name = name.rsplit(':').next().unwrap_or("");
        let name_words: Vec<&str> = words(name).collect();
        let bare_part_word =
            matches!(name_words.as_slice(), [word] if COMPONENT_HEAD_SET.contains(stem(word)));
        if name_words.is_empty() || name_words.len() > 4 || definition.trim().is_empty() {
            continue;
        }
        if bare_part_word {
            if SORTS_OF_PART
                .iter()
                .any(|sort| same_word(name_words[0], sort))
            {
                continue;
            }
            // "sambal (belacan, ikan bilis)" among the house's sauces is
            // the sambal a dish says bare ("with chutney and sambal"); the
            // word inside another's name ("tomato sambal") is another make.
            parts.push(DefinedPart {
                head: Some(0),
                description_only: true,
                ..DefinedPart::new(line, name_words, definition)
            });
            continue;
        }
        parts.push(DefinedPart::new(line, name_words, definition));
    }
}

/// The first entry of a list without the lead a dash parts from it
/// ("Glossary - Lori: smoked ham" is "Lori: smoked ham"): a dash before a
/// colon, with a short name of one or two words between them.
fn after_a_lead(entry: &str) -> &str {
    let Some(colon) = entry.find(':') else {
        return entry;
    };
    let dash = ENTRY_DASHES
        .iter()
        .filter_map(|d| entry[..colon].find(d).map(|at| at + d.len()))
        .min();
    match dash {
        Some(after) if (1..=2).contains(&words(&entry[after..colon]).count()) => &entry[after..],
        _ => entry,
    }
}

/// Whether the dish on line `line` says the whole name of `part`, not
/// after a word of its own make ("vegan caramel sauce").
pub(crate) fn names_part(menu: &[MenuItem], line: usize, part: &DefinedPart<'_>) -> bool {
    let Some(item) = menu.get(line) else {
        return false;
    };
    if line == part.line {
        return false;
    }
    if part.every_dish {
        return every_dish_of_its_note(menu, item, part);
    }
    if part.side {
        return sides::names_side(item, part);
    }
    if part.description_only {
        return item.description.as_deref().is_some_and(|text| {
            match part.head.and_then(|at| part.name.get(at)) {
                // A part named by one noun is said bare ("brats,
                // sauerkraut, mustard"), not as another make of it ("black
                // bean burger").
                Some(head) => says_head_bare(text, head),
                None => says_name(&words(text).collect::<Vec<_>>(), &part.name),
            }
        });
    }
    let sections = part.kind.then_some(item.section.as_deref()).flatten();
    let texts = [
        Some(item.name.as_str()),
        item.description.as_deref(),
        sections,
    ];
    texts.into_iter().flatten().any(|text| {
        let said: Vec<&str> = words(text).collect();
        says_name(&said, &part.name) || (!part.core.is_empty() && says_name(&said, &part.core))
    }) || kind_in_its_section(menu, item, part)
        || names_a_narrower_kind(item, part)
        || part
            .head
            .and_then(|at| part.name.get(at))
            .is_some_and(|head| {
                [Some(item.name.as_str()), item.description.as_deref()]
                    .into_iter()
                    .flatten()
                    .any(|text| says_head_bare(text, head))
            })
}

/// Whether a dish names food of the kind a note on every one of a kind
/// speaks of by a wider word than the dish prints: "all its flatbreads"
/// are the wrap of "Halloumi Wrap" and the "toasted pitta" of a fattoush,
/// by the lexicon's kinds of food. The word is said in the dish's name or
/// description, not right after a word of its own make ("vegan naan").
fn names_a_narrower_kind(item: &MenuItem, part: &DefinedPart<'_>) -> bool {
    if !part.kind {
        return false;
    }
    let Some((wider, others)) = part.name.split_last() else {
        return false;
    };
    if !others.iter().all(|w| is_house_word(w)) || !is_a_wider_kind(wider) {
        return false;
    }
    [Some(item.name.as_str()), item.description.as_deref()]
        .into_iter()
        .flatten()
        .any(|text| {
            let said: Vec<&str> = words(text).collect();
            said.iter().enumerate().any(|(at, word)| {
                of_the_kind(word, wider)
                    && !(at > 0
                        && OWN_MAKE
                            .iter()
                            .any(|w| said[at - 1].eq_ignore_ascii_case(w)))
            })
        })
}

/// Whether `word` names a kind of food the lexicon knows narrower kinds
/// of ("flatbreads", "bread").
pub(crate) fn is_a_wider_kind(word: &str) -> bool {
    // Asked of every subject of a note: the plain plural alone, as the
    // wider words are listed in the singular.
    let one = stem(word);
    KINDS_OF_FOOD
        .iter()
        .any(|(kind, _)| one.len() == kind.len() && one.eq_ignore_ascii_case(kind))
}

/// Whether `word` names food of the kind `wider` names, by the lexicon's
/// kinds of food, through a narrower kind too ("pitta" is a flatbread, and
/// a flatbread a bread).
pub(crate) fn of_the_kind(word: &str, wider: &str) -> bool {
    let wider = stem(wider);
    KINDS_OF_FOOD
        .iter()
        .filter(|(kind, _)| wider.eq_ignore_ascii_case(kind))
        .any(|(_, kinds)| {
            kinds
                .iter()
                .any(|kind| same_word(word, kind) || of_the_kind(word, kind))
        })
}

/// Whether the dish `item` is one a note on any dish at all speaks of
/// ("Todos los platillos incluyen ... frijoles puercos"): a dish of the
/// note's own section; any dish where the note has no section, or sits
/// among the sides or sauces, which are served with the dishes elsewhere.
fn every_dish_of_its_note(menu: &[MenuItem], item: &MenuItem, part: &DefinedPart<'_>) -> bool {
    let Some(note) = menu.get(part.line).and_then(|note| note.section.as_deref()) else {
        return true;
    };
    words(note).any(|w| COMPONENT_SECTION_SET.contains(stem(w)))
        || item
            .section
            .as_deref()
            .is_some_and(|section| section.trim().eq_ignore_ascii_case(note.trim()))
}

/// Whether a dish of the same section as a note on a kind is of that
/// kind, by the section or by the kind's head word. "All breakfast
/// sandwiches are cooked ... in bacon fat", a note of the Breakfast
/// section: a kind whose first words are the section's name speaks of
/// every dish of that section, whatever each is called ("Egg & Cheddar").
/// "All our fried noodles are tossed in our wok sauce", a note of the
/// noodles section ("Mee"): a dish there naming the kind's head word
/// ("yellow noodles, egg, tofu") may be of the kind, its other words said
/// in another language ("Mee Goreng") or not at all, so the note reaches
/// it; elsewhere on the menu the kind is looked for whole.
fn kind_in_its_section(menu: &[MenuItem], item: &MenuItem, part: &DefinedPart<'_>) -> bool {
    let (Some(section), Some(note)) = (
        item.section.as_deref(),
        menu.get(part.line).and_then(|note| note.section.as_deref()),
    ) else {
        return false;
    };
    if !part.kind || !section.trim().eq_ignore_ascii_case(note.trim()) {
        return false;
    }
    let section_words: Vec<&str> = words(section).collect();
    let opens_with_section = !section_words.is_empty()
        && section_words.len() < part.name.len()
        && section_words
            .iter()
            .zip(&part.name)
            .all(|(a, b)| same_word(a, b));
    let names_head = || {
        part.name.len() > 1
            && part.name.last().is_some_and(|head| {
                [Some(item.name.as_str()), item.description.as_deref()]
                    .into_iter()
                    .flatten()
                    .any(|text| says_name(&words(text).collect::<Vec<_>>(), &[head]))
            })
    };
    opens_with_section || names_head() || names_head_in_a_vowel_plural(item, part)
}

/// Whether a dish of a kind note's own section says the kind's head word
/// in a plural other languages make with a vowel ("every pierog" over
/// "Pierogi z Kapustą", "each varenyk" over "Potato Varenyky"): one word
/// of the dish or its section is the head with "i" or "y" after it.
fn names_head_in_a_vowel_plural(item: &MenuItem, part: &DefinedPart<'_>) -> bool {
    let Some(head) = part.name.last().filter(|head| head.len() >= 5) else {
        return false;
    };
    let plural_of_head = |word: &str| {
        word.len() == head.len() + 1
            && word.ends_with(['i', 'y', 'I', 'Y'])
            && word
                .get(..head.len())
                .is_some_and(|root| root.eq_ignore_ascii_case(head))
    };
    [
        Some(item.name.as_str()),
        item.description.as_deref(),
        item.section.as_deref(),
    ]
    .into_iter()
    .flatten()
    .any(|text| words(text).any(plural_of_head))
}

/// Whether the words `text` hold the words `name` in a row, not right after
/// a word of the dish's own make.
fn says_name(text: &[&str], name: &[&str]) -> bool {
    if name.is_empty() || text.len() < name.len() {
        return false;
    }
    (0..=text.len() - name.len()).any(|at| {
        text[at..at + name.len()]
            .iter()
            .zip(name)
            .all(|(a, b)| same_word(a, b))
            && !(at > 0
                && OWN_MAKE
                    .iter()
                    .any(|w| text[at - 1].eq_ignore_ascii_case(w)))
    })
}

/// Whether two words are one word, one maybe in the plural: "sides" and
/// "side", and "curries" and "curry".
pub(crate) fn same_word(a: &str, b: &str) -> bool {
    // "curries" and "curry"; not "fries" and "fry" ("stir fry").
    let ies_y = |plural: &str, one: &str| {
        plural.len() > 5
            && plural
                .get(plural.len() - 3..)
                .is_some_and(|end| end.eq_ignore_ascii_case("ies"))
            && one.len() + 2 == plural.len()
            && one
                .get(one.len() - 1..)
                .is_some_and(|end| end.eq_ignore_ascii_case("y"))
            && plural
                .get(..plural.len() - 3)
                .zip(one.get(..one.len() - 1))
                .is_some_and(|(p, o)| p.eq_ignore_ascii_case(o))
    };
    stem(a).eq_ignore_ascii_case(stem(b))
        || ies_y(a, b)
        || ies_y(b, a)
        || in_serbian_latin(a, b)
        || in_serbian_latin(b, a)
}

/// Whether `cyrillic` is `latin` in the other script of Serbian, which
/// writes every word in either, letter for letter: a Serbian menu may
/// list "лепиња (са кајмаком)" among its sides and serve a dish "with
/// lepinja".
fn in_serbian_latin(cyrillic: &str, latin: &str) -> bool {
    // Cyrillic letters start with the bytes 0xD0 and 0xD1 in UTF-8; a
    // Latin word starts with an ASCII letter or a Latin letter's byte.
    if !matches!(cyrillic.as_bytes().first(), Some(0xD0 | 0xD1))
        || matches!(latin.as_bytes().first(), None | Some(0xD0 | 0xD1))
    {
        return false;
    }
    let mut written = String::with_capacity(cyrillic.len());
    for c in cyrillic.chars().flat_map(char::to_lowercase) {
        let letters = match c {
            'а' => "a",
            'б' => "b",
            'в' => "v",
            'г' => "g",
            'д' => "d",
            'ђ' => "đ",
            'е' => "e",
            'ж' => "ž",
            'з' => "z",
            'и' => "i",
            'ј' => "j",
            'к' => "k",
            'л' => "l",
            'љ' => "lj",
            'м' => "m",
            'н' => "n",
            'њ' => "nj",
            'о' => "o",
            'п' => "p",
            'р' => "r",
            'с' => "s",
            'т' => "t",
            'ћ' => "ć",
            'у' => "u",
            'ф' => "f",
            'х' => "h",
            'ц' => "c",
            'ч' => "č",
            'џ' => "dž",
            'ш' => "š",
            _ => return false,
        };
        written.push_str(letters);
    }
    let latin: String = latin.chars().flat_map(char::to_lowercase).collect();
    same_word(&written, &latin)
}

/// Words that say how every part of a kind is made ("All our chips and
/// roast potatoes are cooked in beef dripping").
#[rustfmt::skip]
pub(crate) const MADE_BY: &[&str] = &[
    "cooked in", "cooked with", "fried in", "made with", "made from", "made on", "start from",
    "starts from", "start with", "starts with", "built on", "based on", "simmered in",
    "brushed with", "basted with", "finished with", "tossed in", "baked with", "baked in",
    "sautéed with", "sauteed with", "sautéed in", "sauteed in", "seasoned with",
    "flavored with", "flavoured with", "stir-fried with", "stir-fried in", "braised in",
    "braised with", "marinated in", "glazed with",
    // Spanish and Polish notes on how a kind is made ("nuestros moles se
    // hacen ...", "wszystkie pierogi podajemy ze skwarkami"): what every
    // one is made or served with.
    "se hacen", "se hace", "se preparan", "se prepara", "se cocinan", "se cocina", "se fríen",
    "se frien", "se fríe", "se frie", "hechos con", "hechas con", "preparados con",
    "preparadas con", "cocinados con", "cocinadas con", "fritos en", "fritas en",
    "podajemy z", "podajemy ze", "podawane z", "podawane ze", "robimy z", "robione z",
    "robione na", "smażone na", "smazone na", "smażymy na", "smazymy na", "lepimy z",
    // Indonesian: what every one is ground, cooked or fried with ("semua
    // sambal kami diulek pakai terasi": all our sambals are ground with
    // shrimp paste), "pakai" and "memakai" being "using".
    "pakai", "memakai", "menggunakan", "dengan", "dibuat dari",
];

/// Verbs of making whose "with" or "in" may come a few words later ("is
/// sautéed the Ilocano way with bagoong").
#[rustfmt::skip]
pub(crate) const MADE_VERBS: &[&str] = &[
    "cooked", "fried", "made", "sautéed", "sauteed", "seasoned", "flavored", "flavoured",
    "simmered", "braised", "stewed", "prepared", "stir-fried", "marinated", "finished", "smothered",
    // A layer laid on every one ("we spread the tortilla with asiento").
    "spread", "spreads", "smeared", "rubbed", "coated", "layered",
    // Cooked in one pot with another food ("every boil goes in the pot
    // together with our andouille").
    "go", "goes", "boiled", "steamed", "poached", "roasted", "baked", "grilled", "smoked",
];

/// Whether the words `said` hold a verb of making and, within five words
/// after it, the "with" or "in" of what it is made with.
fn says_made_with(said: &[&str]) -> bool {
    said.iter().enumerate().any(|(at, verb)| {
        MADE_VERBS.iter().any(|v| verb.eq_ignore_ascii_case(v))
            && said[at + 1..]
                .iter()
                .take(5)
                .any(|w| w.eq_ignore_ascii_case("with") || w.eq_ignore_ascii_case("in"))
    })
}

/// Whether a sentence (and its words `said`) says how something is made:
/// a phrase of making ("cooked in", "tossed in") or a verb of making with
/// its "with" or "in" a few words on.
fn says_how_made(sentence: &str, said: &[&str]) -> bool {
    let lower = sentence.to_ascii_lowercase();
    MADE_BY.iter().any(|phrase| lower.contains(phrase)) || says_made_with(said)
}

/// Words between "all our" and the kinds' verb that are no kind.
#[rustfmt::skip]
pub(crate) const NO_KIND: &[&str] = &[
    "of", "our", "the", "my", "house", "nuestros", "nuestras", "los", "las", "nasze",
    // French, German and Italian ("tous les plats", "alle unsere
    // Gerichte", "tutti i piatti").
    "les", "nos", "unsere", "die", "i",
];

/// Words that end the kinds a note quantifies ("are", "come", "get").
#[rustfmt::skip]
pub(crate) const KIND_ENDS: &[&str] = &[
    "are", "is", "were", "was", "come", "comes", "get", "gets", "go", "goes", "start", "starts",
    "cooked", "fried", "made", "built", "based", "simmered", "brushed", "basted", "finished",
    "tossed", "baked", "served", "we", "have", "has",
    // Spanish and Polish verbs after the kind ("todas las tlayudas
    // llevan ...", "nuestros moles se hacen ...", "pierogi podajemy ...").
    "se", "son", "llevan", "lleva", "vienen", "viene", "podajemy", "są", "jest", "robimy",
    "lepimy", "smażymy", "smazymy", "mają",
    // Indonesian "our" after the kind ("semua sambal kami ..."), and its
    // verbs of making after it (ground, cooked, fried, made, stir-fried).
    "kami", "diulek", "dimasak", "digoreng", "dibuat", "ditumis", "pakai", "memakai",
    "menggunakan",
    // What every dish comes with ("all plates include ...", "todos los
    // platillos incluyen ...", "tous les plats sont servis avec ...",
    // "alle Gerichte werden mit ... serviert").
    "include", "includes", "incluyen", "incluye", "van", "servidos", "servidas",
    "acompañados", "acompañadas", "sont", "servis", "viennent", "comprennent", "incluent",
    "werden", "kommen", "sind", "enthalten", "vengono", "sono", "includono",
];

/// Words for any dish at all, not a kind of one ("all plates", "every
/// dish", "all entrées", "todos los platillos", "tous les plats", "alle
/// Gerichte", "tutti i piatti"): a note on them speaks of every dish of
/// its section.
#[rustfmt::skip]
const ANY_DISH: &[&str] = &[
    "plate", "plates", "dish", "dishes", "entree", "entrees", "entrée", "entrées", "main",
    "mains", "meal", "meals", "platillo", "platillos", "plato", "platos", "plat", "plats",
    "gericht", "gerichte", "speise", "speisen", "hauptgericht", "hauptgerichte", "piatto",
    "piatti", "danie", "dania",
];

/// Words that may stand with those and still mean any dish ("main
/// dishes", "menu items", "platos fuertes", "plats principaux").
#[rustfmt::skip]
const ANY_DISH_WITH: &[&str] = &[
    "main", "menu", "items", "courses", "fuertes", "principales", "principaux", "principali",
];

/// Whether `kind` is any dish at all: its words are those of [`ANY_DISH`]
/// and [`ANY_DISH_WITH`], one of the first among them.
pub(crate) fn is_any_dish(kind: &[&str]) -> bool {
    let listed = |word: &str, list: &[&str]| {
        list.iter()
            .any(|l| word.eq_ignore_ascii_case(l) || lower_eq(word, l))
    };
    kind.iter().any(|w| listed(w, ANY_DISH))
        && kind
            .iter()
            .all(|w| listed(w, ANY_DISH) || listed(w, ANY_DISH_WITH))
}

/// Words that say what every dish of a kind is served with, in the
/// languages menus print such notes in: said of any dish at all, or of
/// the note's own section by its name ("Todos los platillos incluyen
/// arroz, frijoles puercos ..."), they say what is on each plate.
#[rustfmt::skip]
const SERVED_WITH: &[&str] = &[
    "come with", "comes with", "served with", "include", "includes", "incluyen", "incluye",
    "vienen con", "viene con", "van con", "llevan", "lleva", "se sirven con", "se sirve con",
    "servidos con", "servidas con", "acompañados de", "acompañadas de", "acompañados con",
    "acompañadas con", "servis avec", "accompagnés de", "accompagnées de", "viennent avec",
    "comprennent", "incluent", "werden mit", "kommen mit", "serviert mit", "enthalten",
    "vengono serviti con", "serviti con", "includono",
];

/// Quantifiers read only before any dish at all ("tous les plats", "alle
/// Gerichte", "chaque plat", "tutti i piatti"): "alle" also joins Italian
/// dish names ("Penne alle vongole"), so before a kind of dish they say
/// nothing.
pub(crate) const ANY_DISH_QUANTIFIERS: &[&str] = &[
    "tous", "toutes", "chaque", "alle", "jedes", "jeder", "jede", "tutti", "tutte", "ogni",
];

/// Words that quantify every one of a kind, in English and in the
/// languages menus print kind notes in ("todas las tlayudas", "nuestros
/// moles": our moles, all of them; "wszystkie pierogi", "każdy pieróg").
pub(crate) const KIND_QUANTIFIERS: &[&str] = &[
    "all",
    "every",
    "each",
    "todos",
    "todas",
    "cada",
    "nuestros",
    "nuestras",
    "wszystkie",
    "wszystkich",
    "każdy",
    "każde",
    "każda",
    "kazdy",
    "kazde",
    "kazda",
    // Indonesian and Malay "all", "every".
    "semua",
    "setiap",
    "seluruh",
];

/// Words that open where the kind is found, not what it is ("every pierog
/// in this house", "all curries on our menu"), before a determiner.
const PLACE_OPENERS: &[&str] = &["in", "on", "at", "from"];
const PLACE_DETERMINERS: &[&str] = &["this", "our", "the", "my"];

/// Whether `gap` (the text between two words) holds a spaced dash.
fn dash_in(gap: &str) -> bool {
    ENTRY_DASHES.iter().any(|d| gap.contains(d))
}

/// The kinds a sentence of `text` (a note on line `line`, of section
/// `section`) says every one of is made a way ("All our chips and roast
/// potatoes are cooked in beef dripping": "chips", "roast potatoes"), each
/// defined by that sentence: a dish naming the kind is made that way. The
/// quantifier opens the sentence, within its first four words. Of any dish
/// at all, or of the section by its own name, what every one comes with
/// also defines it ("todos los platillos incluyen ... frijoles puercos").
pub(crate) fn quantified_parts<'a>(
    line: usize,
    section: Option<&str>,
    text: &'a str,
    parts: &mut Vec<DefinedPart<'a>>,
) {
    let listed = |word: &str, list: &[&str]| {
        list.iter()
            .any(|q| word.eq_ignore_ascii_case(q) || lower_eq(word, q))
    };
    for sentence in text.split(['.', '!', ';']) {
        let said: Vec<&str> = words(sentence).collect();
        let opening = said
            .iter()
            .take(4)
            .position(|w| listed(w, KIND_QUANTIFIERS) || listed(w, ANY_DISH_QUANTIFIERS));
        // Or the kind closes the sentence, likened to what it says ("sauces
        // made on our beef stock like every pie we bake"): the clause
        // before the likeness is how every one is made.
        let (quantifier, likened) = match opening {
            Some(at) => (at, None),
            None => match likened_kind(sentence, &said) {
                Some((at, clause)) => (at, Some(clause)),
                None => continue,
            },
        };
        let of_any_dish_only = !listed(said[quantifier], KIND_QUANTIFIERS);
        let how_made = match likened {
            Some(clause) => says_how_made(clause, &words(clause).collect::<Vec<_>>()),
            None => says_how_made(sentence, &said),
        };
        let served = || {
            let lower = sentence.to_lowercase();
            SERVED_WITH.iter().any(|phrase| lower.contains(phrase))
        };
        if !how_made && !served() {
            continue;
        }
        let mut kind: Vec<&'a str> = Vec::new();
        let mut kinds: Vec<Vec<&'a str>> = Vec::new();
        // What every one is made with, from the verb on: the kinds' own
        // words ("all our burgers ...") are no part of it.
        let mut made = None;
        // Where the word before ended in `sentence`: a comma between two
        // words parts two kinds ("all our rotis, kulchas and naans").
        let mut after_previous = None;
        // Inside a clause set off by dashes ("every pierog - meat, cheese or
        // vegan filling - is ..."): an aside on which ones, none of the
        // kind's name; the kind is every one still.
        let mut aside = false;
        // Past a place the kind is found in ("in this house"): the kind's
        // name has ended, its verb has not come.
        let mut placed = false;
        for (at, &word) in said.iter().enumerate().skip(quantifier + 1) {
            // The words are slices of `sentence`.
            let start = word.as_ptr() as usize - sentence.as_ptr() as usize;
            let gap = after_previous.and_then(|end| sentence.get(end..start));
            after_previous = Some(start + word.len());
            if gap.is_some_and(dash_in) {
                if aside {
                    aside = false;
                } else if sentence
                    .get(start..)
                    .is_some_and(|rest| ENTRY_DASHES.iter().any(|d| rest.contains(d)))
                {
                    aside = true;
                }
            }
            if aside {
                continue;
            }
            if !kind.is_empty()
                && PLACE_OPENERS.iter().any(|p| word.eq_ignore_ascii_case(p))
                && said.get(at + 1).is_some_and(|next| {
                    PLACE_DETERMINERS
                        .iter()
                        .any(|d| next.eq_ignore_ascii_case(d))
                })
            {
                placed = true;
            }
            if gap.is_some_and(|gap| gap.contains(',')) && !kind.is_empty() && !placed {
                kinds.push(std::mem::take(&mut kind));
            }
            // A participle before any word of the kind is the kind's own
            // ("all our fried noodles are ...", "all baked goods are ...").
            if KIND_ENDS
                .iter()
                .any(|end| word.eq_ignore_ascii_case(end) || lower_eq(word, end))
                && !(kind.is_empty() && word.len() > 4 && word.ends_with("ed"))
            {
                made = sentence.get(start..);
                break;
            }
            if placed {
                continue;
            }
            // Indonesian "dan", "atau" ("semua sambal dan balado").
            if ["and", "or", "dan", "atau"]
                .iter()
                .any(|and| word.eq_ignore_ascii_case(and))
            {
                kinds.push(std::mem::take(&mut kind));
            } else if !(kind.is_empty() && NO_KIND.iter().any(|no| word.eq_ignore_ascii_case(no))) {
                kind.push(word);
            }
        }
        // A likened kind ends with its sentence or at its verb ("we bake");
        // what every one is made with came before it.
        let Some(made) = likened.or(made) else {
            continue;
        };
        kinds.push(kind);
        let section_words: Vec<&str> = section.map_or(Vec::new(), |s| words(s).collect());
        let is_the_section = |kind: &[&str]| {
            kind.len() == section_words.len()
                && kind
                    .iter()
                    .zip(&section_words)
                    .all(|(a, b)| same_word(a, b))
        };
        for kind in kinds {
            if kind.is_empty() || kind.len() > 3 {
                continue;
            }
            let any_dish = is_any_dish(&kind);
            // Served with, not made with: only of every dish there.
            let every_one = any_dish || is_the_section(&kind);
            if (of_any_dish_only && !any_dish) || (!how_made && !every_one) {
                continue;
            }
            parts.push(DefinedPart {
                every_dish: any_dish,
                served_with: every_one,
                ..DefinedPart::exactly(line, kind, made, true)
            });
        }
    }
}

/// Words that liken a clause to every one of a kind ("... like every pie
/// we bake", "... as all our stews are").
const LIKENING: &[&str] = &["like", "as"];

/// Where a sentence (and its words `said`) closes on a kind it likens its
/// clause to ("sauces made on our house beef stock like every pie we
/// bake"): the place of the quantifier in `said`, and the clause before
/// the likening word from its last comma on, all of what is said of the
/// kind ("Beef and ale, slow-cooked like every pie" says only
/// "slow-cooked" of every pie).
fn likened_kind<'a>(sentence: &'a str, said: &[&str]) -> Option<(usize, &'a str)> {
    let quantifier = said.iter().enumerate().skip(1).position(|(at, word)| {
        KIND_QUANTIFIERS
            .iter()
            .any(|q| word.eq_ignore_ascii_case(q))
            && LIKENING
                .iter()
                .any(|l| said[at - 1].eq_ignore_ascii_case(l))
    })? + 1;
    // The words are slices of `sentence`.
    let likening = said[quantifier - 1].as_ptr() as usize - sentence.as_ptr() as usize;
    let before = sentence.get(..likening)?.trim_end().trim_end_matches(',');
    let clause = before.rsplit(',').next().unwrap_or(before);
    words(clause).next()?;
    Some((quantifier, clause))
}

/// Whether `word` in lower case is `lower` (a listed word outside ASCII,
/// "Każdy", "Są"); ASCII words are compared without a copy.
fn lower_eq(word: &str, lower: &str) -> bool {
    !word.is_ascii() && word.len() == lower.len() && word.to_lowercase() == lower
}

/// Whether a part's definition marks it vegan by a word of its own
/// ("VG, egg-free", "vegan").
pub(crate) fn marks_vegan(definition: &str) -> bool {
    words(definition).any(|w| w.eq_ignore_ascii_case("vg") || w.eq_ignore_ascii_case("vegan"))
}

/// `text` with "vegan" before each name of `plant_parts` it says, not
/// after a word of its own make: the dish names the plant make the menu
/// defines ("tofu, sriracha aioli" where the sauces list prints "sriracha
/// aioli (VG, egg-free)"). `None` when it says none.
pub(crate) fn plant_make_named(text: &str, plant_parts: &[Vec<&str>]) -> Option<String> {
    if plant_parts.is_empty() {
        return None;
    }
    let said: Vec<&str> = words(text).collect();
    let mut starts: Vec<usize> = Vec::new();
    for name in plant_parts {
        if name.is_empty() || said.len() < name.len() {
            continue;
        }
        for at in 0..=said.len() - name.len() {
            if says_name(&said[at..at + name.len()], name)
                && !(at > 0
                    && OWN_MAKE
                        .iter()
                        .any(|w| said[at - 1].eq_ignore_ascii_case(w)))
            {
                // The words are slices of `text`.
                starts.push(said[at].as_ptr() as usize - text.as_ptr() as usize);
            }
        }
    }
    if starts.is_empty() {
        return None;
    }
    starts.sort_unstable();
    starts.dedup();
    let mut marked = String::with_capacity(text.len() + 6 * starts.len());
    let mut last = 0;
    for start in starts {
        marked.push_str(text.get(last..start)?);
        marked.push_str("vegan ");
        last = start;
    }
    marked.push_str(text.get(last..)?);
    Some(marked)
}

/// Whether a choice lists its options in its own line, after a colon
/// ("pick 3 sides (all vegan): collards · candied yams · green beans").
fn lists_its_options(description: &str) -> bool {
    description
        .split_once(':')
        .is_some_and(|(_, options)| options.contains(['·', ',', '/', '|']))
}

/// Builds this module's word sets now rather than at their first look-up
/// (`crate::lexicon::warm_up`).
pub(crate) fn build_word_sets() {
    for set in [
        &SET_WORD_SET,
        &SET_PARTS_LEAD_SET,
        &COMPONENT_HEAD_SET,
        &COMPONENT_SECTION_SET,
    ] {
        set.build_now();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bytes_part_mark_bit_is_set_exactly_for_its_mark() {
        let marks = [b';', 0xB7, b':', b'(', b'=', b'-', 0xE2, b'|'];
        for byte in 0..=u8::MAX {
            for (bit, mark) in marks.iter().enumerate() {
                assert_eq!(
                    PART_MARKS[usize::from(byte)] & (1 << bit) != 0,
                    byte == *mark,
                    "{byte} {mark}"
                );
            }
        }
    }

    /// Each defined part's name, lower-cased, with its definition.
    fn names_and_definitions<'a>(parts: &[DefinedPart<'a>]) -> Vec<(String, &'a str)> {
        parts
            .iter()
            .map(|p| (p.name.join(" ").to_lowercase(), p.definition.trim()))
            .collect()
    }

    fn item(name: &str, description: &str) -> MenuItem {
        MenuItem {
            name: name.to_owned(),
            description: Some(description.to_owned()),
            section: None,
            price: None,
            labels: Vec::new(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example/".to_owned(),
        }
    }

    fn in_section(name: &str, description: &str, section: &str) -> MenuItem {
        MenuItem {
            section: Some(section.to_owned()),
            ..item(name, description)
        }
    }

    fn named_parts(menu: &[MenuItem], line: usize) -> Vec<usize> {
        components_named(menu, line, &component_entries(menu))
    }

    /// The parts a kind note defines, each as its name and definition.
    fn quantified_names(text: &str) -> Vec<(String, String)> {
        let mut parts = Vec::new();
        quantified_parts(0, None, text, &mut parts);
        parts
            .iter()
            .map(|p| (p.name.join(" "), p.definition.trim().to_owned()))
            .collect()
    }

    #[test]
    fn a_line_defines_parts_by_a_colon_or_a_bracket_saying_what_they_hold() {
        let menu = [
            item("Vegan Caramel Latte", "oat milk, espresso, caramel sauce"),
            item(
                "Syrups & Sauces",
                "Vanilla syrup: sugar, water. Caramel sauce: sugar, butter, heavy cream.",
            ),
            item("Dressings", "house vinaigrette (contains honey), ranch"),
            item(
                "Bases",
                "Default base: cilantro-lime rice (cooked in chicken broth). Swap for greens.",
            ),
            item(
                "Veggie Bowl",
                "cilantro-lime rice, black beans, house vinaigrette",
            ),
            item("Plain Bowl", "rice (2 scoops), beans, vegan caramel sauce"),
        ];
        let parts = parts_defined_in_lines(&menu);
        let defined = names_and_definitions(&parts);
        assert_eq!(
            defined,
            [
                ("caramel sauce".to_owned(), "sugar, butter, heavy cream."),
                ("house vinaigrette".to_owned(), "contains honey"),
                ("cilantro lime rice".to_owned(), "cooked in chicken broth"),
            ]
        );
        assert!(names_part(&menu, 0, &parts[0]));
        assert!(names_part(&menu, 4, &parts[1]) && names_part(&menu, 4, &parts[2]));
        // The dish's own make, or one word of the name, names no part.
        assert!(!names_part(&menu, 5, &parts[0]) && !names_part(&menu, 5, &parts[2]));
        // The defining line is not made with its own part.
        assert!(!names_part(&menu, 1, &parts[0]));
    }

    fn defined(menu: &[MenuItem]) -> Vec<(String, String)> {
        parts_defined_in_lines(menu)
            .iter()
            .map(|p| {
                (
                    p.name.join(" ").to_lowercase(),
                    p.definition.trim().to_owned(),
                )
            })
            .collect()
    }

    #[test]
    fn a_list_of_parts_defines_each_entry_by_its_bracket_dash_or_colon() {
        let list = |name: &str, description: Option<&str>, section: &str| MenuItem {
            description: description.map(str::to_owned),
            ..in_section(name, "", section)
        };
        // Printed as the line's name, after a lead, entries parted by dashes.
        let menu = [
            item("Broccoli & Tofu", "fried tofu, broccoli, brown sauce"),
            list(
                "Our sauces: Brown sauce - soy, oyster sauce, chicken bouillon · White sauce - \
                 garlic, chicken stock · Szechuan sauce - chili bean paste",
                None,
                "Sauces",
            ),
        ];
        assert_eq!(
            defined(&menu),
            [
                (
                    "brown sauce".to_owned(),
                    "soy, oyster sauce, chicken bouillon".to_owned()
                ),
                ("white sauce".to_owned(), "garlic, chicken stock".to_owned()),
                ("szechuan sauce".to_owned(), "chili bean paste".to_owned()),
            ]
        );
        let parts = parts_defined_in_lines(&menu);
        assert!(names_part(&menu, 0, &parts[0]) && !names_part(&menu, 0, &parts[1]));
        // Brackets, one-word names, an entry naming nothing it holds.
        let menu = [list(
            "Our sauces are made in house: House Shoyu (soy, mirin, bonito flakes) · Ponzu \
             (yuzu, soy, bonito) · Spicy Mayo · Sauce (egg)",
            None,
            "Poke",
        )];
        assert_eq!(
            defined(&menu),
            [
                (
                    "house shoyu".to_owned(),
                    "soy, mirin, bonito flakes".to_owned()
                ),
                ("ponzu".to_owned(), "yuzu, soy, bonito".to_owned()),
            ]
        );
        // In a description under a name of parts, ";" between entries: a
        // colon of one entry does not make the next one its definition.
        let menu = [list(
            "Dressings",
            Some("ranch: buttermilk, dill; green goddess: avocado, herbs"),
            "Salads",
        )];
        assert_eq!(
            defined(&menu),
            [
                ("ranch".to_owned(), "buttermilk, dill".to_owned()),
                ("green goddess".to_owned(), "avocado, herbs".to_owned()),
            ]
        );
        // A dish listing its own parts is no list of parts.
        for dish in [
            in_section(
                "Poke Bowl",
                "tofu (marinated) · rice · greens - local",
                "Poke",
            ),
            list("Tofu · rice (brown) · greens - local", None, "Bowls"),
        ] {
            assert!(defined(&[dish]).is_empty());
        }
    }

    #[test]
    fn a_line_printed_as_a_name_alone_defines_the_part_it_names() {
        let menu = [
            in_section(
                "Veggie Set (VG)",
                "tofu, greens, served with house sesame sauce",
                "Sets",
            ),
            MenuItem {
                description: None,
                ..in_section(
                    "House sesame sauce: sesame paste, soy, a little oyster sauce, garlic.",
                    "",
                    "Sauce Bar",
                )
            },
            // A name with no colon or bracket defines nothing.
            MenuItem {
                description: None,
                ..in_section("House chili sauce", "", "Sauce Bar")
            },
        ];
        let parts = parts_defined_in_lines(&menu);
        let defined = names_and_definitions(&parts);
        assert_eq!(
            defined,
            [(
                "house sesame sauce".to_owned(),
                "sesame paste, soy, a little oyster sauce, garlic."
            )]
        );
        assert!(names_part(&menu, 0, &parts[0]));
    }

    #[test]
    fn a_note_on_how_every_part_of_a_kind_is_made_defines_the_kinds() {
        // A participle opening the kind is the kind's own word; the
        // sentence's verb still ends it.
        assert_eq!(
            quantified_names("All our fried noodles are tossed in a wok sauce with fish sauce."),
            [(
                "fried noodles".to_owned(),
                "are tossed in a wok sauce with fish sauce".to_owned()
            )]
        );
        assert_eq!(
            quantified_names("All baked goods are made with butter."),
            [("baked goods".to_owned(), "are made with butter".to_owned())]
        );
        assert_eq!(
            quantified_names("All our chips and roast potatoes are cooked in beef dripping."),
            [
                ("chips".to_owned(), "are cooked in beef dripping".to_owned()),
                (
                    "roast potatoes".to_owned(),
                    "are cooked in beef dripping".to_owned()
                ),
            ]
        );
        assert_eq!(
            quantified_names("Fresh daily. Every sub is brushed with butter"),
            [("sub".to_owned(), "is brushed with butter".to_owned())]
        );
        // Kinds parted by commas, after a heading's lead, named in the
        // plural.
        assert_eq!(
            quantified_names(
                "Breads: all our rotis, kulchas and naans are brushed with desi ghee."
            ),
            [
                ("rotis".to_owned(), "are brushed with desi ghee".to_owned()),
                (
                    "kulchas".to_owned(),
                    "are brushed with desi ghee".to_owned()
                ),
                ("naans".to_owned(), "are brushed with desi ghee".to_owned()),
            ]
        );
        // A kind named in the plural reaches a dish naming one.
        let mut parts = Vec::new();
        quantified_parts(
            5,
            None,
            "All our curries are finished with ghee.",
            &mut parts,
        );
        let menu = [
            item("Massaman Curry", "tofu, potato"),
            item("Curried Lentils", "red lentils"),
        ];
        assert!(names_part(&menu, 0, &parts[0]));
        assert!(!names_part(&menu, 1, &parts[0]));
        // A kind opening with its note's section's name: every dish of
        // that section, not of another.
        let mut parts = Vec::new();
        quantified_parts(
            3,
            None,
            "All breakfast sandwiches are cooked on our flat-top in bacon fat for flavor.",
            &mut parts,
        );
        let menu = [
            in_section("Egg & Cheddar", "two eggs, cheddar", "Breakfast"),
            in_section("Veggie Melt", "spinach, Swiss", "Lunch"),
            in_section("Breakfast Burrito", "eggs, peppers", "Lunch"),
            in_section("All breakfast sandwiches ...", "", "Breakfast"),
        ];
        assert!(names_part(&menu, 0, &parts[0]));
        assert!(!names_part(&menu, 1, &parts[0]));
        assert!(!names_part(&menu, 2, &parts[0]));
        // A kind's head word named by a dish of the note's own section: a
        // dish of the kind, its other words in another language; not a
        // dish of another section, nor one that names no such word.
        let mut parts = Vec::new();
        quantified_parts(
            4,
            None,
            "All our fried rice is finished with a spoon of lard.",
            &mut parts,
        );
        let menu = [
            in_section("Nasi Goreng Sayur", "jasmine rice, tofu, greens", "Nasi"),
            in_section("Gado Gado", "greens, peanut sauce", "Nasi"),
            in_section("Rice Pudding", "coconut rice, palm sugar", "Sweets"),
            in_section("House fried rice", "", "Nasi"),
            in_section("All our fried rice ...", "", "Nasi"),
        ];
        assert_eq!(parts.len(), 1);
        assert!(names_part(&menu, 0, &parts[0]));
        assert!(!names_part(&menu, 1, &parts[0]));
        assert!(!names_part(&menu, 2, &parts[0]));
        assert!(names_part(&menu, 3, &parts[0]));
        assert!(same_word("curries", "Curry") && same_word("rotis", "roti"));
        assert!(!same_word("fries", "fry") && !same_word("curries", "carry"));
        // Serbian writes a word in either script, letter for letter.
        assert!(same_word("лепиња", "lepinja") && same_word("Печени", "pečeni"));
        assert!(same_word("lepinja", "ЛЕПИЊА") && same_word("ајвар", "Ajvar"));
        assert!(same_word("чварци", "čvarci") && same_word("Џем", "džem"));
        assert!(!same_word("лепиња", "lepinje") && !same_word("кромпир", "krumpir"));
        // Russian letters Serbian does not write are no Serbian word.
        assert!(!same_word("блины", "bliny") && !same_word("щи", "shchi"));
        // A verb of making whose "with" comes a few words on.
        assert_eq!(
            quantified_names("All our gulay is sautéed the Ilocano way with bagoong alamang."),
            [(
                "gulay".to_owned(),
                "is sautéed the Ilocano way with bagoong alamang".to_owned()
            )]
        );
        // No quantifier opening the sentence, or nothing said of how they
        // are made.
        for text in [
            "All our gulay is sautéed fresh.",
            "All our rotis, kulchas and naans are hand-stretched.",
            "Our chips are cooked in beef dripping.",
            "All our burgers come with fries.",
            "We are proud that all the chips are cooked in dripping",
        ] {
            assert!(quantified_names(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_plant_make_a_list_defines_is_the_one_a_dish_names() {
        let parts = [vec!["sriracha", "aioli"], vec!["Ponzu"]];
        assert_eq!(
            plant_make_named("tofu, Sriracha Aioli, mango, ponzu", &parts).as_deref(),
            Some("tofu, vegan Sriracha Aioli, mango, vegan ponzu")
        );
        // Not named whole, or after a word of the dish's own make.
        for text in [
            "tofu, aioli, mango",
            "tofu, no sriracha aioli",
            "tofu, vegan sriracha aioli",
        ] {
            assert_eq!(plant_make_named(text, &parts), None, "{text}");
        }
        assert!(marks_vegan("VG, egg-free") && marks_vegan("made vegan"));
        assert!(!marks_vegan("vegetable stock") && !marks_vegan("egg"));
    }

    #[test]
    fn a_dish_saying_a_part_entrys_whole_name_is_made_with_it() {
        for (dish, part) in [
            (
                item(
                    "Harvest Grain Bowl",
                    "farro, squash, pepitas, house dressing",
                ),
                in_section("House Dressing", "buttermilk, chive, dill", "Dressings"),
            ),
            (
                item(
                    "Vegan Poutine",
                    "fries, vegan curds, smothered in our gravy",
                ),
                item("Our Gravy (side)", "roast chicken drippings, thyme"),
            ),
            (
                item("Magic Fries", "hand-cut, tossed in magic dust"),
                item("Magic Dust", "grated parmesan, garlic, rosemary"),
            ),
            (
                item("Chickpea Burger", "patty, lettuce, THE SAUCE, potato bun"),
                in_section("THE SAUCE", "egg mayo, ketchup, relish", "Sauces"),
            ),
            (
                item("Green Sauce Enchiladas", "corn tortillas, squash, onion"),
                item("Green Sauce", "tomatillo, serrano, crema"),
            ),
            (
                item(
                    "Tofu Tacos",
                    "slaw, pickled onion, a spoon of Cowboy Butter",
                ),
                item("Cowboy Butter", "butter, chili, herbs"),
            ),
            (
                item(
                    "Vegan Hash Plate (VG)",
                    "hash browns, sautéed kale, mushrooms, tofu, toast",
                ),
                in_section(
                    "Hash Browns",
                    "shredded russets crisped in duck fat",
                    "Sides",
                ),
            ),
            (
                item("Tofu Scramble Plate", "tofu, toast, a scoop of home fries"),
                in_section("Home Fries", "griddled in bacon fat", "On the Side"),
            ),
        ] {
            let menu = [dish, part];
            assert_eq!(named_parts(&menu, 0), vec![1], "{:?}", menu[0]);
        }
    }

    #[test]
    fn a_parts_name_ends_with_its_last_word_that_is_no_number() {
        for (name, last) in [
            ("House Dressing", Some("Dressing")),
            ("Magic Dust 2 ", Some("Dust")),
            ("Salt & ", Some("Salt")),
            ("Crème fraîche", Some("fraîche")),
            ("12 & 3", None),
            ("", None),
        ] {
            assert_eq!(last_named_word(name), last, "{name:?}");
            assert_eq!(
                last_named_word(name),
                words(name)
                    .filter(|w| !w.bytes().all(|b| b.is_ascii_digit()) && *w != "&")
                    .last(),
                "{name:?}"
            );
        }
    }

    #[test]
    fn a_shared_word_or_the_dishs_own_make_names_no_part() {
        for (dish, other) in [
            // Another dish, not a part, sharing a word.
            (
                item("Vegan Caesar Wrap", "romaine, croutons, cashew caesar"),
                item("Caesar Salad", "romaine, parmesan, anchovy dressing"),
            ),
            // A bare "Sauce" is every sauce.
            (
                item("Penne Pomodoro", "penne, tomato sauce, basil"),
                in_section("Sauce", "cream, butter", "Sauces"),
            ),
            // Only part of the name.
            (
                item("Kale Salad", "kale, lemon, our dressing"),
                item("House Dressing", "buttermilk, chive"),
            ),
            // The dish's own make, or none of it.
            (
                item("Kale Salad", "kale, lemon, vegan house dressing"),
                item("House Dressing", "buttermilk, chive"),
            ),
            (
                item("Fries", "hand-cut, no magic dust"),
                item("Magic Dust", "grated parmesan"),
            ),
            // A dish whose name is no part.
            (
                item(
                    "Mushroom Bowl",
                    "rice, greens, a fried chicken thigh on request",
                ),
                item("Fried Chicken", "buttermilk brined"),
            ),
            // A dish of the mains, not a side, sharing the plate's words.
            (
                item("Tofu Pad Thai (VG)", "rice noodles, tofu, peanuts"),
                in_section("Pad Thai", "shrimp, fish sauce, egg", "Noodles"),
            ),
            // The plate's own make of the side.
            (
                item("Vegan Hash Plate (VG)", "vegan hash browns, kale, tofu"),
                in_section("Hash Browns", "crisped in duck fat", "Sides"),
            ),
        ] {
            let menu = [dish, other];
            assert!(named_parts(&menu, 0).is_empty(), "{:?}", menu[0]);
        }
    }

    #[test]
    fn numbers_point_at_the_entry_printed_with_them() {
        assert_eq!(numbers_pointed("see #12, no pork, add tofu"), [(12, true)]);
        assert_eq!(numbers_pointed("as #4 minus the pork"), [(4, true)]);
        assert_eq!(numbers_pointed("a small #5 with broccoli"), [(5, true)]);
        assert_eq!(
            numbers_pointed("#3 + #9 + soup of the day"),
            [(3, true), (9, true)]
        );
        assert_eq!(numbers_pointed("same as no. 7"), [(7, true)]);
        // A rank, a hashtag and a price are no entries.
        assert!(numbers_pointed("our #1 seller, voted #1 in town").is_empty());
        assert!(numbers_pointed("Portland's #1 vegan pho").is_empty());
        assert!(numbers_pointed("#vegan #plantbased").is_empty());
        assert!(numbers_pointed("tofu, rice, $12").is_empty());
    }

    #[test]
    fn a_pointer_shares_the_part_it_names() {
        assert_eq!(shared_part("same broth as #1, tofu"), ["broth"]);
        assert_eq!(
            shared_part("jackfruit — same salsa roja as the carnitas"),
            ["salsa", "roja"]
        );
        assert_eq!(
            shared_part("tofu, sprouts, sauce as #20, no egg"),
            ["sauce"]
        );
        assert!(shared_part("same as above").is_empty());
        assert_eq!(
            shared_parts("beef-bone broth, brisket, rice noodles", &["broth"]),
            "beef-bone broth"
        );
        assert_eq!(
            shared_parts(
                "panko chicken, japanese curry (beef stock), rice",
                &["curry", "sauce"]
            ),
            " japanese curry (beef stock)"
        );
        // No part names it: the whole entry.
        assert_eq!(
            shared_parts("lamb stock, ghee", &["rice"]),
            "lamb stock, ghee"
        );
        // The shared part is kept; a part the line takes out is not.
        assert!(!replaced("beef-bone broth", "same broth as #1", &["broth"]));
        assert!(replaced("char siu pork", "see #12, no pork", &[]));
        assert!(!replaced("scrambled egg", "see #12, no pork", &[]));
    }

    #[test]
    fn numbered_pointers_are_followed_or_not_trusted() {
        let menu = [
            item(
                "12. House Fried Rice",
                "jasmine rice, scrambled egg, char siu pork",
            ),
            item("14. Vegan Fried Rice", "see #12, no pork, add tofu"),
            item("15. Vegan Lo Mein", "see #13"),
        ];
        let followed = follow(&menu, 1, "see #12, no pork, add tofu").expect("points");
        assert_eq!(followed.targets, Some(vec![0]));
        // No #13 is printed: a pointer the menu cannot follow.
        let followed = follow(&menu, 2, "see #13").expect("points");
        assert_eq!(followed.targets, None);
    }

    #[test]
    fn a_sets_parts_line_names_the_entries_it_lists_whole() {
        let line = |name: &str| {
            let mut parts = item(name, "");
            parts.description = None;
            parts
        };
        let mut set = item("Garden Thali (V)", "serves one");
        set.labels = vec!["vegetarian".into()];
        let menu = |parts: &str| {
            vec![
                set.clone(),
                line(parts),
                item("Chole", "chickpeas stewed in a mutton bone broth"),
                item("Jeera Rice", "basmati, cumin, ghee"),
            ]
        };
        // A lead naming the thali, the entry first after its colon.
        let found = entries_a_sets_parts_line_names(
            &menu("Our garden thali comes with: chole, jeera rice and raita."),
            0,
        );
        assert_eq!(found, vec![2, 3]);
        // Right under the set, led by words of including alone.
        assert_eq!(
            entries_a_sets_parts_line_names(&menu("Included: chole, salad"), 0),
            vec![2]
        );
        // Qualified pieces are other makes; another set's lead is its own.
        for parts in [
            "Our garden thali comes with: chole without the broth, salad.",
            "Festive meat thali comes with: chole, pickle.",
        ] {
            assert!(
                entries_a_sets_parts_line_names(&menu(parts), 0).is_empty(),
                "{parts}"
            );
        }
    }

    #[test]
    fn a_wider_kind_takes_in_the_narrower_ones() {
        assert!(is_a_wider_kind("flatbreads"));
        assert!(is_a_wider_kind("Breads"));
        assert!(!is_a_wider_kind("wraps"));
        assert!(of_the_kind("Wrap", "flatbreads"));
        assert!(of_the_kind("pitta", "flatbread"));
        assert!(of_the_kind("naan", "bread"));
        assert!(!of_the_kind("rice", "bread"));
        // The table reaches no row from itself, so the search ends.
        for (wider, kinds) in KINDS_OF_FOOD {
            assert!(
                !kinds.iter().any(|kind| of_the_kind(wider, kind)),
                "{wider}"
            );
        }
    }

    #[test]
    fn a_set_is_named_by_its_word_in_either_script() {
        for name in [
            "Veggie Skewer Set (V)",
            "LUNCH SETS",
            "野菜セット",
            "套餐 Sets",
        ] {
            assert!(names_a_set(name), "{name}");
        }
        for name in ["Sunset Roll", "Tossed Salad", "Settlers' Stew", "焼き鳥"] {
            assert!(!names_a_set(name), "{name}");
        }
    }

    #[test]
    fn a_combo_holds_the_items_it_lists() {
        let mut combo = item("Combo 3", "Veggie Burger + Fries + Shake");
        combo.section = Some("Combos".into());
        let mut shakes = item("Shakes", "vanilla ice cream & whole milk");
        shakes.section = Some("Shakes".into());
        let menu = [combo, shakes, item("Bacon Cheeseburger", "patty, bacon")];
        let followed = follow(&menu, 0, "Veggie Burger + Fries + Shake").expect("points");
        assert_eq!(followed.targets, Some(vec![1]));
        // A plus sign on a dish that is no combo adds to the dish.
        let menu = [
            item("Tofu Bowl", "rice + tofu + greens"),
            item("Tofu", "fried"),
        ];
        assert_eq!(follow(&menu, 0, "rice + tofu + greens"), None);
    }

    #[test]
    fn the_entry_a_shared_part_is_named_after_is_followed() {
        let menu = [
            item(
                "Carnitas Tacos",
                "slow-braised pork, salsa roja, sour cream, cilantro",
            ),
            item(
                "Vegan Tacos",
                "jackfruit — same salsa roja as the carnitas, cashew crema",
            ),
        ];
        let pointing = "jackfruit — same salsa roja as the carnitas, cashew crema";
        let followed = follow(&menu, 1, pointing).expect("points");
        assert_eq!(followed.targets, Some(vec![0]));
        assert_eq!(followed.shared, ["salsa", "roja"]);
        // The entry's name is not the dish's own pork.
        let blanked =
            without_pointed_name(&menu, 1, pointing, Cues::of(pointing)).expect("blanked");
        assert!(!blanked.contains("carnitas") && blanked.contains("cashew crema"));
        // A name the menu does not print stays the dish's words.
        assert_eq!(
            without_pointed_name(&menu, 1, "same salsa as the chorizo", Cues::SAME),
            None
        );
        assert_eq!(
            without_pointed_name(&menu, 1, "same as above", Cues::SAME),
            None
        );
        // "sesame" holds no "same".
        assert_eq!(pointed_name("toasted sesame as the carnitas"), None);
        // Shared equipment is cross-contact, read where the dish says it.
        let menu = [
            item("Shrimp Tempura", "tiger shrimp in tempura batter"),
            item(
                "Vegetable Tempura",
                "fried in the same oil as the shrimp tempura",
            ),
        ];
        let pointing = "fried in the same oil as the shrimp tempura";
        assert_eq!(
            without_pointed_name(&menu, 1, pointing, Cues::of(pointing)),
            None
        );
        assert_eq!(follow(&menu, 1, pointing), None);
    }

    #[test]
    fn the_regular_base_is_the_one_the_menu_prints() {
        let menu = [
            item("Classic Poutine", "fries, cheese curds, beef gravy"),
            item(
                "Veggie Poutine",
                "fries, cashew curds, smothered in our regular gravy",
            ),
        ];
        let followed = follow(&menu, 1, "smothered in our regular gravy").expect("points");
        assert_eq!(followed.targets, Some(vec![0]));
        assert_eq!(followed.shared, ["gravy"]);
        // "Our regular gravy" with none printed cannot be followed.
        let menu = [item("Veggie Poutine", "fries, our regular gravy")];
        let followed = follow(&menu, 0, "fries, our regular gravy").expect("points");
        assert_eq!(followed.targets, None);
        // A choice listing its options in its own line points at nothing.
        let menu = [item(
            "Veggie Plate",
            "pick 3 sides (all vegan): collards · yams",
        )];
        assert_eq!(
            follow(&menu, 0, "pick 3 sides (all vegan): collards · yams"),
            None
        );
    }

    #[test]
    fn a_kind_note_in_other_languages_and_with_an_aside_names_its_kind() {
        // An aside between dashes and the place the kind is found in are
        // no part of its name.
        assert_eq!(
            quantified_names(
                "Each dumpling in our kitchen - pork, shrimp or cabbage - is made with lard."
            ),
            [("dumpling".to_owned(), "is made with lard".to_owned())]
        );
        // A dash that opens no aside leaves the kind as it was.
        assert_eq!(
            quantified_names("All our bowls - made with fish sauce"),
            [("bowls".to_owned(), "made with fish sauce".to_owned())]
        );
        // A place with no determiner is the kind's own ("fish in batter").
        assert_eq!(
            quantified_names("All fish in batter is fried in beef dripping."),
            [(
                "fish in batter".to_owned(),
                "is fried in beef dripping".to_owned()
            )]
        );
        assert_eq!(
            quantified_names("Todas las tortas se hacen con manteca."),
            [("tortas".to_owned(), "se hacen con manteca".to_owned())]
        );
        assert_eq!(
            quantified_names("Każde danie podajemy ze smalcem."),
            [("danie".to_owned(), "podajemy ze smalcem".to_owned())]
        );
        // A verb of spreading, its "with" a few words on.
        assert_eq!(
            quantified_names("All sopes are pressed by hand: we spread the masa with lard"),
            [(
                "sopes".to_owned(),
                "are pressed by hand: we spread the masa with lard".to_owned()
            )]
        );
        // A quantifier outside ASCII is a cue for the note to be read.
        assert!(crate::tokens::Cues::of("Każde pierogi podajemy").has(crate::tokens::Cues::EVERY));
        // Our moles, no verb of making: no kind note.
        assert!(quantified_names("Nuestros moles son famosos en el barrio.").is_empty());
        // A plural in "i" or "y" of the note's own section is of the kind;
        // a word merely longer is not.
        let mut parts = Vec::new();
        quantified_parts(2, None, "Every pierog is made with egg yolk.", &mut parts);
        let menu = [
            in_section("Pierogi z Kapustą", "sauerkraut", "Pierogi"),
            in_section("Pierogowa Zupa", "broth", "Soups"),
            in_section("Every pierog ...", "", "Pierogi"),
        ];
        assert!(names_part(&menu, 0, &parts[0]));
        assert!(!names_part(&menu, 1, &parts[0]));
    }

    #[test]
    fn an_unpriced_list_of_definitions_is_read_entry_by_entry() {
        let menu = [
            item(
                "Glossary - Zaruli: cured goose breast · Kvet: pickled blossom",
                "",
            ),
            item("Bean Pot", "white beans with zaruli"),
        ];
        let menu = [
            MenuItem {
                description: None,
                ..menu[0].clone()
            },
            menu[1].clone(),
        ];
        let parts = parts_defined_in_lines(&menu);
        assert_eq!(
            names_and_definitions(&parts),
            [
                ("zaruli".to_owned(), "cured goose breast"),
                ("kvet".to_owned(), "pickled blossom")
            ]
        );
        assert!(names_part(&menu, 1, &parts[0]));
        // A sentence with a colon is no list of definitions, nor is a
        // priced line.
        assert!(!lists_definitions(
            &menu[1],
            "Note: we close at 9 · Cash only"
        ));
        let priced = MenuItem {
            price: Some(6.0),
            ..menu[0].clone()
        };
        assert!(!lists_definitions(
            &priced,
            "Zaruli: cured goose breast · Kvet: pickled blossom"
        ));
    }

    #[test]
    fn a_kind_note_that_puts_every_one_in_a_pot_with_another_food_reaches_the_kind() {
        let steamer = |note: &str| {
            crate::evidence::labelled_dish_conflicts(&[
                (
                    "Steamers",
                    "Corn & Potato Steamer (V) $9",
                    "sweet corn, new potatoes, lemon",
                    &["vegetarian"],
                ),
                (
                    "Steamers",
                    "Steamed Clams $18",
                    "littlenecks, white wine",
                    &[],
                ),
                ("Steamers", note, "", &[]),
            ])
        };
        assert!(steamer(
            "Each steamer goes in the copper kettle with a smoked ham hock for flavour."
        ));
        assert!(!steamer(
            "Each steamer goes in the copper kettle with bay leaves and a lemon."
        ));
        assert!(steamer("Every steamer is boiled with a link of tasso."));
        assert!(!steamer("Every steamer is boiled with a lemon."));
    }

    #[test]
    fn a_word_defined_with_an_equals_sign_reaches_the_dishes_saying_it() {
        let hoagie = |legend: &str| {
            crate::evidence::labelled_dish_conflicts(&[
                (
                    "Subs",
                    "Roast Eggplant Hoagie (VG) $11",
                    "eggplant, roasted peppers, loaded",
                    &["vegan"],
                ),
                ("Subs", "Italian Hoagie $13", "capicola, salami", &[]),
                ("Subs", legend, "", &[]),
            ])
        };
        assert!(hoagie(
            "VG = vegan · 'Loaded' = shredded lettuce, onion, provolone & hot peppers"
        ));
        assert!(!hoagie(
            "VG = vegan · 'Loaded' = shredded lettuce, onion, oregano & hot peppers"
        ));
        // A quoted word defined by a colon or "means", beside a key's codes.
        assert!(hoagie(
            "VG = vegan · 'Loaded': shredded lettuce, onion, provolone & hot peppers"
        ));
        assert!(hoagie(
            "VG = vegan · \"Loaded\" means shredded lettuce, onion, provolone & hot peppers"
        ));
        assert!(!hoagie(
            "VG = vegan · \"Loaded\" means shredded lettuce, onion, oregano & hot peppers"
        ));
        // A code the key reads is no word a dish says.
        let codes = [item(
            "Codes",
            "VGN = vegan. HNY = contains honey. \"Smothered\" = under gravy",
        )];
        let entries = parts_defined_in_lines(&codes);
        assert_eq!(
            names_and_definitions(&entries),
            [("smothered".to_owned(), "under gravy")]
        );
    }

    #[test]
    fn a_house_product_sold_on_its_own_line_is_the_one_a_dish_names() {
        let parfait = |muesli: &str| {
            crate::evidence::labelled_dish_conflicts(&[
                (
                    "Breakfast",
                    "Berry Parfait (VG) $8",
                    "coconut yogurt, berries, house muesli",
                    &["vegan"],
                ),
                ("Breakfast", "Ham & Egg Muffin $7", "ham, fried egg", &[]),
                ("Pantry", "House Muesli (500 g) $12", muesli, &[]),
            ])
        };
        assert!(parfait("oats, almonds, seeds roasted in honey"));
        // The house's own make said in the bracket of a one-word name.
        let bowl = |name: &str| {
            crate::evidence::labelled_dish_conflicts(&[
                (
                    "Breakfast",
                    "Berry Bowl (VG) $8",
                    "coconut yogurt, berries, muesli",
                    &["vegan"],
                ),
                ("Pantry", name, "oats, almonds, seeds roasted in honey", &[]),
            ])
        };
        assert!(bowl("Muesli (house-made, 500 g) $12"));
        assert!(!bowl("Muesli Jar (500 g) $12"));
        assert!(!parfait("oats, almonds, seeds roasted in maple"));
        // Another dish's name is a dish, not the product.
        let menu = [
            item("House Muesli Bar", "oats, dates"),
            item("House Muesli", "oats, butter"),
        ];
        let parts = parts_defined_in_lines(&menu);
        let product = parts.iter().find(|p| p.line == 1).expect("the product");
        assert!(!names_part(&menu, 0, product));
    }

    #[test]
    fn a_part_named_with_an_adjective_of_place_or_making_is_named_by_its_noun() {
        let trofie = |said: &str| {
            crate::evidence::labelled_dish_conflicts(&[
                ("Pasta", "Trofie (VG) $16", said, &["vegan"]),
                (
                    "Pasta",
                    "Carbonara $18",
                    "guanciale, egg yolk, pecorino",
                    &[],
                ),
                (
                    "Sauces",
                    "Our sauces: Pesto Trapanese (almonds, tomato, basil, pecorino) · Sugo (tomato, basil)",
                    "",
                    &[],
                ),
            ])
        };
        assert!(trofie("trofie, pesto, green beans"));
        assert!(trofie("trofie with our pesto"));
        // Another make of the noun, or the dish's own, is not the part.
        assert!(!trofie("trofie, kale pesto, green beans"));
        assert!(!trofie("trofie, vegan pesto, green beans"));
        assert!(!trofie("trofie, pesto (vegan, nut-free), green beans"));
        // Spanish order, the adjective of making after the noun.
        let tlayuda = |said: &str| {
            crate::evidence::labelled_dish_conflicts(&[
                (
                    "Antojitos",
                    "Tlayuda de Verduras (VG) $12",
                    said,
                    &["vegan"],
                ),
                (
                    "Antojitos",
                    "Tlayuda de Tasajo $15",
                    "tasajo, quesillo",
                    &[],
                ),
                (
                    "Guarniciones",
                    "Guarniciones: Frijoles colados (con asiento) · Arroz blanco (ajo, cebolla)",
                    "",
                    &[],
                ),
            ])
        };
        assert!(tlayuda("tortilla, frijoles, aguacate, repollo"));
        assert!(!tlayuda("tortilla, frijoles negros, aguacate, repollo"));
        assert!(!tlayuda("tortilla, frijoles de olla, aguacate, repollo"));
        assert!(tlayuda("tortilla, frijoles y aguacate"));
        // A part another dish's line defines by what it holds, listed or
        // said in Spanish, outside any list of parts.
        let plate = |said: &str, other: &str| {
            crate::evidence::labelled_dish_conflicts(&[
                ("Platos", "Plato de Verduras (VG) $13", said, &["vegan"]),
                ("Platos", "Carne Asada $18", other, &[]),
            ])
        };
        let arroz = "calabacitas, arroz, tortillas";
        assert!(plate(
            arroz,
            "skirt steak, arroz poblano (cocido en caldo de pollo)"
        ));
        assert!(!plate(arroz, "skirt steak, arroz poblano (tomate, ajo)"));
        // A colour names another rice, not a make of the same.
        assert!(!plate(
            arroz,
            "skirt steak, arroz rojo (cocido en caldo de pollo)"
        ));
        let rice = "squash, rice & beans, tortillas";
        assert!(plate(
            rice,
            "skirt steak, Mexican rice (tomato, chicken bouillon)"
        ));
        assert!(!plate(
            rice,
            "skirt steak, cilantro rice (lime, chicken bouillon)"
        ));
        assert_eq!(head_of(&["Pesto", "alla", "Genovese"]), Some(0));
        assert_eq!(head_of(&["Arroz", "a", "la", "mexicana"]), Some(0));
        // A name of two nouns has no head a dish says alone.
        assert_eq!(head_of(&["chili", "oil"]), None);
        assert_eq!(head_of(&["Refried", "beans"]), Some(1));
        assert_eq!(head_of(&["house", "dressing"]), Some(1));
        assert_eq!(head_of(&["vegan", "mayo"]), None);
    }

    #[test]
    fn a_part_defined_in_an_aside_after_a_dash_reaches_dishes_naming_it() {
        let stack = |aside: &str| {
            crate::evidence::labelled_dish_conflicts(&[
                (
                    "Sandwiches",
                    "Hummus Stack (VG) $11",
                    "hummus, cucumber, sprouts on sourdough loaf",
                    &["vegan"],
                ),
                ("Kids", "Kids' Melt $7", aside, &[]),
            ])
        };
        assert!(stack(
            "cheddar on our sourdough loaf - made each morning with a spoon of honey - with apple slices"
        ));
        assert!(!stack(
            "cheddar on our sourdough loaf - made each morning with a spoon of maple - with apple slices"
        ));
        // An aside that says no making defines nothing.
        let melt = [item(
            "Kids' Melt",
            "cheddar on our sourdough loaf - honey on the side",
        )];
        let entries = parts_defined_in_lines(&melt);
        assert!(entries.is_empty());
    }

    #[test]
    fn a_note_on_any_dish_at_all_speaks_of_every_dish_of_its_section() {
        let quantified = |section: Option<&str>, text: &'static str| {
            let mut parts = Vec::new();
            quantified_parts(0, section, text, &mut parts);
            parts
                .iter()
                .map(|p| (p.name.join(" "), p.every_dish))
                .collect::<Vec<_>>()
        };
        // What every plate comes with, in the languages menus print it.
        for text in [
            "Todos los platillos incluyen arroz rojo y frijoles puercos (con chorizo y tocino).",
            "All plates come with rice and beans cooked with ham hock.",
            "Every dish is served with bacon fried rice.",
            "Tous les plats sont servis avec des lardons.",
            "Alle Gerichte werden mit Speckkraut serviert.",
            "All main dishes include a cup of chicken soup.",
        ] {
            let parts = quantified(Some("Platillos"), text);
            assert_eq!(parts.len(), 1, "{text}");
            assert!(parts[0].1, "{text}");
        }
        // Served with, said of a kind of dish, is a side beside it, not how
        // it is made; of the section by its own name, it is every one.
        assert!(quantified(None, "All our burgers come with fries.").is_empty());
        assert!(quantified(Some("Tacos"), "Todos los tacos incluyen frijoles charros.").len() == 1);
        // "alle" before a kind of dish is no quantifier ("Penne alle
        // vongole"); "all" before one still is.
        assert!(quantified(None, "Penne alle vongole cooked in white wine with clams").is_empty());
        assert_eq!(
            quantified(None, "All burgers are cooked in beef tallow."),
            [("burgers".to_owned(), false)]
        );
        // Every dish of the note's section; of the whole menu where it has
        // no section or sits among the sides.
        let mut parts = Vec::new();
        quantified_parts(
            2,
            None,
            "Todos los platillos incluyen frijoles puercos.",
            &mut parts,
        );
        let menu = |note: Option<&str>| {
            [
                in_section("Filete Empanizado", "breaded fish fillet", "Mariscos"),
                in_section("Michelada", "", "Bebidas"),
                MenuItem {
                    section: note.map(str::to_owned),
                    ..item("Todos los platillos incluyen frijoles puercos.", "")
                },
            ]
        };
        let own = menu(Some("Mariscos"));
        assert!(names_part(&own, 0, &parts[0]) && !names_part(&own, 1, &parts[0]));
        for note in [None, Some("Acompañantes")] {
            let menu = menu(note);
            assert!(names_part(&menu, 0, &parts[0]) && names_part(&menu, 1, &parts[0]));
        }
        assert!(!names_part(&menu(Some("Postres")), 0, &parts[0]));
    }

    #[test]
    fn a_note_on_every_plate_puts_its_animal_products_on_unlabelled_fish_plates() {
        let pork_on_the_fish = |note: &str| {
            let mut record = dietfit_contract::IngestRecord::parse_line(
                r#"{"external_id":"t:1","name":"T","menu":[],"declarations":[]}"#,
            )
            .expect("a bare record parses");
            for (name, description, price) in [
                (
                    "Camarones a la Diabla",
                    "shrimp in chile de árbol sauce",
                    Some(21.0),
                ),
                ("Filete Empanizado", "breaded fish fillet", Some(19.0)),
                (note, "", None),
            ] {
                record.menu.push(MenuItem {
                    price,
                    description: (!description.is_empty()).then(|| description.to_owned()),
                    ..in_section(name, "", "Platillos")
                });
            }
            let evidence =
                crate::evidence::extract(&record, time::macros::datetime!(2026-11-01 00:00:00 UTC))
                    .evidence;
            ["Camarones", "Filete"].map(|dish| {
                evidence.iter().any(|e| {
                    e.excerpt
                        .as_ref()
                        .is_some_and(|x| x.as_str().starts_with(dish))
                        && e.signals.has(crate::signals::Signal::Pork)
                })
            })
        };
        assert_eq!(
            pork_on_the_fish(
                "Todos los platillos incluyen arroz rojo, frijoles puercos (con chorizo y tocino) y tortillas hechas a mano."
            ),
            [true, true]
        );
        assert_eq!(
            pork_on_the_fish(
                "Todos los platillos incluyen arroz rojo, frijoles de la olla y tortillas hechas a mano."
            ),
            [false, false]
        );
    }
}
