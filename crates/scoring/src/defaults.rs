//! Group lines: an unpriced line of a section that says what every dish of
//! that section holds without the "served with" of a section's default.
//!
//! * A quantified line naming what they all contain ("Semua menu Seafood —
//!   Mengandung: ikan, udang, sapi (kuah)", "每份套餐均含：午餐肉2片、土豆片",
//!   "Todos los platos del mar contienen caldo de res").
//! * An option line for all of them that swaps out what each comes with
//!   ("Options for all cook-ups: make it pescatarian — swap the salt beef
//!   for extra saltfish"): the swapped-out product is in every dish as it
//!   comes.
//! * A quantified line saying how all of them are made ("All are cooked
//!   with salt beef", "Todos se preparan con manteca", "cooked in lard,
//!   every one"): what they are made with. Its subject must be the group
//!   itself (no words but quantifiers, a word for any dish or the
//!   section's own name): "all our chips are cooked in dripping" speaks of
//!   the chips, which the notes on a kind read (`pointers::quantified_parts`).
//! * A choice group whose default option is marked ("Choose your base: ●
//!   beef tallow mala (default) ○ tomato +$1"): the dishes come with the
//!   default unless the diner picks another. Options without a default
//!   mark are choices ("Add chicken +$3"), not read here.
//!
//! What the engine cannot place on one dish with certainty must not leave
//! the dishes it speaks of trusted: the products of the part returned here
//! are each dish's of the section (`Extractor::apply_section_defaults`).

use crate::lexicon::{is_one_of, words};
use crate::pointers::{KIND_ENDS, MADE_BY, MADE_VERBS, NO_KIND, is_any_dish, same_word};

/// Words that quantify every dish of a group, in the languages menus print
/// group lines in.
#[rustfmt::skip]
const EVERY: &[&str] = &[
    "all", "every", "each", "everything", "todo", "todos", "todas", "cada", "tous", "toutes",
    "chaque", "alle", "jede", "jeder", "jedes", "tutti", "tutte", "ogni", "semua", "setiap",
    "seluruh", "wszystkie", "każdy", "każde", "każda",
];

/// Quantifiers of scripts written without spaces, read at the start of a
/// line ("每份套餐均含", "所有锅底", "すべてのセット", "모든 세트").
const EVERY_UNSPACED: &[&str] = &["每", "所有", "全部", "すべて", "全て", "모든"];

/// Verbs by which a group line says what every one of its dishes contains.
#[rustfmt::skip]
const CONTAIN: &[&str] = &[
    "contain", "include", "mengandung", "berisi", "contiene", "incluye", "contient",
    "comprennent", "enthalten", "enthält", "contengono", "zawiera", "含", "包括", "포함",
];

/// What makes "contains" an allergen warning on cross-contact rather than
/// what the dishes hold ("may contain traces of fish").
#[rustfmt::skip]
const ONLY_MAYBE: &[&str] = &[
    "may contain", "can contain", "might contain", "trace", "puede contener",
    "pueden contener", "peut contenir", "kann spuren", "dapat mengandung",
    "mungkin mengandung", "可能含",
];

/// Verbs that swap one part of a dish for another ("swap the salt beef for
/// saltfish", "sub the ham with tofu", "cambia el chorizo por").
const SWAPS: &[&str] = &[
    "swap",
    "sub",
    "substitute",
    "replace",
    "switch",
    "cambia",
    "cambiar",
    "sustituye",
    "sustituir",
];

/// Words that end what is swapped out and open what comes in its place.
const SWAPPED_FOR: &[&str] = &["for", "with", "to", "por", "con"];

/// Words between a swap and what it swaps out.
const SWAP_FILLERS: &[&str] = &["out", "the", "our", "your", "el", "la", "los", "las"];

/// Words a group line's subject may hold besides its quantifier, a word
/// for any dish and its section's name ("each of these", "everything
/// here", "all of them").
#[rustfmt::skip]
const SUBJECT_FILLERS: &[&str] = &[
    "of", "and", "these", "those", "them", "they", "it", "here", "one", "ones", "single", "last",
    "on", "this", "menu", "item", "items", "food", "in", "section", "y", "aquí", "ellos", "ellas",
    "estos", "estas", "sección",
];

/// Words joining the steps of a making ("dredged and fried", "battered,
/// then fried").
const THEN: &[&str] = &["and", "then", "y", "luego"];

/// Words before what a making verb names that make it the place or the
/// vessel the dishes are made in, not a food they hold ("cooked in a
/// kitchen that also handles fish", "fried in the same oil"): cross-contact,
/// read as such elsewhere.
#[rustfmt::skip]
const MADE_IN_A_PLACE: &[&str] = &[
    "kitchen", "kitchens", "facility", "same", "shared", "common", "separate", "dedicated",
    "fryer", "fryers", "pot", "pots", "pan", "pans", "wok", "woks", "oven", "ovens", "grill",
    "grills", "griddle", "plancha", "area", "environment", "cocina", "misma", "mismo",
    "freidora",
];

/// Articles and possessives between a making verb and what it names ("in
/// their own pots", "with our own stock").
#[rustfmt::skip]
const DETERMINERS: &[&str] = &[
    "a", "an", "the", "our", "their", "its", "my", "own", "con", "en", "de", "el", "la", "los",
    "las", "un", "una", "nuestro", "nuestra",
];

/// Marks of the option a choice group gives when the diner picks none.
const DEFAULT_MARKS: &[&str] = &[
    "default",
    "por defecto",
    "par défaut",
    "默认",
    "默認",
    "預設",
    "デフォルト",
    "기본",
];

/// What separates the options of a choice group.
const OPTION_SEPARATORS: &[char] = &[
    '●', '○', '◉', '◯', '•', '◦', '|', '·', '/', ',', '、', ';', '\n',
];

/// The part of the group line `text` whose animal products every dish of
/// its group holds, if it is such a line: its marked default option, the
/// part an option for all of them swaps out, the whole line when it says
/// what all of them contain, or what it says all of them are made with.
/// `section`: the name of the line's section, whose dishes are the group;
/// `None` for a line under no section of dishes, whose group is the whole
/// menu: it must then say "every dish" in words ("every dish here",
/// "everything"), not name a kind, nor only offer a choice.
pub(crate) fn held_by_every_dish<'t>(text: &'t str, section: Option<&str>) -> Option<&'t str> {
    let quantifies = quantified(text);
    if section.is_some() || (quantifies && speaks_of_every_dish(text, None)) {
        if let Some(option) = marked_default_option(text).filter(|_| section.is_some()) {
            return Some(option);
        }
        if quantifies {
            if let Some(swapped) = swapped_out(text) {
                return Some(swapped);
            }
            let lower = text.to_lowercase();
            if CONTAIN.iter().any(|verb| lower.contains(verb))
                && !ONLY_MAYBE.iter().any(|maybe| lower.contains(maybe))
            {
                return Some(text);
            }
        }
    }
    made_with_by_every_dish(text, section)
}

/// Whether the quantified sentence of `text` speaks of every dish of the
/// group: its subject, before its verb, holds only quantifiers, fillers,
/// words for any dish or words of `section` ("All are", "Everything here
/// is", "Every bowl" under "Bowls", "Todos los platos"), or it has no
/// subject and closes on its quantifier ("cooked in lard, every one").
pub(crate) fn speaks_of_every_dish(text: &str, section: Option<&str>) -> bool {
    text.split(['.', '!', ';', '\n']).any(|sentence| {
        let said: Vec<&str> = words(sentence).collect();
        let verb = said
            .iter()
            .position(|word| {
                is_one_of(word, KIND_ENDS)
                    || is_one_of(word, MADE_VERBS)
                    || is_one_of(word, SWAPS)
                    || CONTAIN.iter().any(|c| word.to_lowercase().starts_with(c))
            })
            .unwrap_or(said.len());
        (quantified(sentence) || closes_on_every_one(&said))
            && every_dish_subject(&said[..verb], section)
    })
}

/// Whether the words `subject` name the group and nothing narrower.
fn every_dish_subject(subject: &[&str], section: Option<&str>) -> bool {
    let named = |word: &str| {
        section.is_some_and(|section| words(section).any(|part| same_word(word, part)))
            || is_any_dish(&[word])
    };
    // After its verb, the other steps of the making ("is dredged and
    // fried in", "are battered, then fried in").
    let mut verb_said = false;
    subject.iter().all(|word| {
        let step = verb_said
            && (is_one_of(word, THEN)
                || (word.len() > 4 && word.to_ascii_lowercase().ends_with("ed")));
        verb_said |= is_one_of(word, KIND_ENDS);
        step || is_one_of(word, EVERY)
            || is_one_of(word, SUBJECT_FILLERS)
            || is_one_of(word, NO_KIND)
            || is_one_of(word, KIND_ENDS)
            || named(word)
    })
}

/// Whether `text` says a quantifier anywhere.
fn says_a_quantifier(text: &str) -> bool {
    words(text).any(|word| is_one_of(word, EVERY))
        || (!text.is_ascii() && EVERY_UNSPACED.iter().any(|every| text.contains(every)))
}

/// Whether the sentence `said` ends on a clause of its quantifier alone
/// ("..., every one", "..., all of them", "..., todos").
fn closes_on_every_one(said: &[&str]) -> bool {
    let Some(at) = said.iter().rposition(|word| is_one_of(word, EVERY)) else {
        return false;
    };
    at > 0
        && said[at + 1..]
            .iter()
            .all(|word| is_one_of(word, SUBJECT_FILLERS) || is_one_of(word, NO_KIND))
}

/// What a quantified sentence of `text` says every dish of the group is
/// made with ("salt beef" of "All are cooked with salt beef", "con
/// manteca" of "Todos se preparan con manteca"), to the sentence's end,
/// as a slice of `text`; never a place or vessel they are made in.
fn made_with_by_every_dish<'t>(text: &'t str, section: Option<&str>) -> Option<&'t str> {
    // Most lines are dishes with no quantifier: told in one pass, before
    // any sentence is cut.
    if !says_a_quantifier(text) {
        return None;
    }
    text.split(['.', '!', ';', '\n']).find_map(|sentence| {
        let said: Vec<&str> = words(sentence).collect();
        let opens = said.iter().take(4).any(|word| is_one_of(word, EVERY))
            || (!sentence.is_ascii() && quantified(sentence));
        if !(opens || closes_on_every_one(&said)) {
            return None;
        }
        let (mut verb, object) = making(&said)?;
        // "slow-cooked in", "pan-fried in": the word joined to the verb
        // by a hyphen is the verb's.
        while verb > 0 && hyphened(sentence, said[verb - 1], said[verb]) {
            verb -= 1;
        }
        if !every_dish_subject(&said[..verb], section) {
            return None;
        }
        // "in their own clay pots": the place within the first words.
        if said[object..]
            .iter()
            .filter(|word| !is_one_of(word, DETERMINERS))
            .take(3)
            .any(|word| is_one_of(word, MADE_IN_A_PLACE))
        {
            return None;
        }
        // The words are slices of `sentence`, itself a slice of `text`.
        let start = said[object].as_ptr() as usize - text.as_ptr() as usize;
        let end = sentence.as_ptr() as usize - text.as_ptr() as usize + sentence.len();
        text.get(start..end)
    })
}

/// Whether the word `first` of `sentence` is joined to the word `next`
/// right after it by a hyphen alone.
fn hyphened(sentence: &str, first: &str, next: &str) -> bool {
    // The words are slices of `sentence`.
    let end = first.as_ptr() as usize - sentence.as_ptr() as usize + first.len();
    let start = next.as_ptr() as usize - sentence.as_ptr() as usize;
    sentence.get(end..start) == Some("-")
}

/// Where the words `said` say how something is made: the place of the
/// first word of the phrase or verb of making, and of the first word
/// after its "with" or "in" ("cooked with", "se preparan", "simmered
/// slowly in").
fn making(said: &[&str]) -> Option<(usize, usize)> {
    (0..said.len())
        .find_map(|at| {
            let phrase = MADE_BY.iter().find_map(|phrase| {
                let mut length = 0;
                for part in words(phrase) {
                    if !said
                        .get(at + length)
                        .is_some_and(|word| word.eq_ignore_ascii_case(part))
                    {
                        return None;
                    }
                    length += 1;
                }
                Some(length)
            });
            if let Some(length) = phrase {
                return Some((at, at + length));
            }
            if !is_one_of(said[at], MADE_VERBS) {
                return None;
            }
            said[at + 1..]
                .iter()
                .take(5)
                .position(|word| is_one_of(word, &["with", "in"]))
                .map(|gap| (at, at + gap + 2))
        })
        .filter(|&(_, object)| object < said.len())
}

/// Whether `text` says "all", "every" or "each" within its first four
/// words, or opens with such a word of an unspaced script.
fn quantified(text: &str) -> bool {
    let opening: String = text.trim_start().chars().take(4).collect();
    words(text)
        .take(4)
        .any(|word| EVERY.contains(&word.to_lowercase().as_str()))
        || EVERY_UNSPACED.iter().any(|every| opening.contains(every))
}

/// The words a swap in `text` takes out ("the salt beef" of "swap the salt
/// beef for extra saltfish"), as a slice of `text`.
fn swapped_out(text: &str) -> Option<&str> {
    let said: Vec<&str> = words(text).collect();
    let swap = said.iter().position(|word| is_one_of(word, SWAPS))?;
    let mut first = swap + 1;
    while said
        .get(first)
        .is_some_and(|word| is_one_of(word, SWAP_FILLERS))
    {
        first += 1;
    }
    let end = said[first..]
        .iter()
        .position(|word| is_one_of(word, SWAPPED_FOR))
        .map(|at| first + at)?;
    if end == first || end - first > 4 {
        return None;
    }
    // The words are slices of `text`.
    let start = said[first].as_ptr() as usize - text.as_ptr() as usize;
    let last = said[end - 1];
    let stop = last.as_ptr() as usize - text.as_ptr() as usize + last.len();
    text.get(start..stop)
}

/// The option of a choice group in `text` marked as its default ("牛油麻辣
/// Butter Mala（默认 default）" of "Choose your base: ● 牛油麻辣 Butter
/// Mala（默认 default）○ 番茄 Tomato +$1").
fn marked_default_option(text: &str) -> Option<&str> {
    let lower = text.to_lowercase();
    if !DEFAULT_MARKS.iter().any(|mark| lower.contains(mark)) {
        return None;
    }
    text.split(OPTION_SEPARATORS).find(|option| {
        let option = option.to_lowercase();
        DEFAULT_MARKS.iter().any(|mark| option.contains(mark))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GROUP: Option<&str> = Some("Specials");

    #[test]
    fn a_group_line_gives_the_part_every_dish_holds() {
        assert_eq!(
            held_by_every_dish(
                "Pick a broth: ○ veggie · ● pork bone (default) · ○ miso",
                GROUP
            ),
            Some(" pork bone (default) ")
        );
        assert_eq!(
            held_by_every_dish(
                "For all tacos: swap out the carnitas for mushrooms +$1",
                GROUP
            ),
            Some("carnitas")
        );
        let contains = "Setiap menu Mie — mengandung kaldu ayam";
        assert_eq!(held_by_every_dish(contains, GROUP), Some(contains));
        let unspaced = "每碗面均含：叉烧一片";
        assert_eq!(held_by_every_dish(unspaced, GROUP), Some(unspaced));
    }

    #[test]
    fn a_choice_an_offer_or_a_warning_is_no_group_default() {
        for text in [
            "Add chicken +$3 · add shrimp +$4",
            "Choose a protein: tofu, chicken or beef",
            "All dishes may contain traces of fish and shellfish",
            "Swap the rice for salad on any plate",
            "All our beef is grass-fed",
        ] {
            assert_eq!(held_by_every_dish(text, GROUP), None, "{text}");
        }
    }

    #[test]
    fn a_group_line_says_what_all_of_them_are_made_with() {
        for (text, made_with) in [
            (
                "Each one of these is braised with smoked ham hock.",
                "smoked ham hock",
            ),
            ("Everything here gets fried in duck fat", "duck fat"),
            (
                "simmered in a pork-bone stock, all of them",
                "a pork-bone stock, all of them",
            ),
            ("Todas se cocinan con caldo de pollo", "con caldo de pollo"),
            (
                "Our specials are all finished with fish sauce",
                "fish sauce",
            ),
        ] {
            assert_eq!(held_by_every_dish(text, GROUP), Some(made_with), "{text}");
        }
        // Over the whole menu, said of every dish.
        assert_eq!(
            held_by_every_dish("Every dish on the menu is cooked with lard.", None),
            Some("lard")
        );
    }

    #[test]
    fn a_kind_a_place_or_a_choice_is_not_what_every_dish_is_made_with() {
        for (text, section) in [
            // A kind, which the notes on a kind read.
            ("All our chips are cooked in beef dripping", GROUP),
            ("All burgers come with bacon", None),
            // The place or the vessel: cross-contact.
            ("All are cooked in a kitchen that also handles fish", GROUP),
            ("Everything is fried in the same oil", GROUP),
            ("All are stewed in their own clay pots", GROUP),
            // No quantifier; a choice over the whole menu.
            ("Cooked with chicken stock", GROUP),
            ("Pick a broth: ○ veggie · ● pork bone (default)", None),
            ("Not all are cooked with lard", GROUP),
        ] {
            assert_eq!(held_by_every_dish(text, section), None, "{text}");
        }
    }
}
