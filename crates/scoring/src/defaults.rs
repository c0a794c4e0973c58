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
//! * A choice group whose default option is marked ("Choose your base: ●
//!   beef tallow mala (default) ○ tomato +$1"): the dishes come with the
//!   default unless the diner picks another. Options without a default
//!   mark are choices ("Add chicken +$3"), not read here.
//!
//! What the engine cannot place on one dish with certainty must not leave
//! the dishes it speaks of trusted: the products of the part returned here
//! are each dish's of the section (`Extractor::apply_section_defaults`).

use crate::lexicon::{is_one_of, words};

/// Words that quantify every dish of a group, in the languages menus print
/// group lines in.
#[rustfmt::skip]
const EVERY: &[&str] = &[
    "all", "every", "each", "todos", "todas", "cada", "tous", "toutes", "chaque", "alle", "jede",
    "jeder", "jedes", "tutti", "tutte", "ogni", "semua", "setiap", "seluruh", "wszystkie",
    "każdy", "każde", "każda",
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
/// its section holds, if it is such a line: its marked default option, the
/// part an option for all of them swaps out, or the whole line when it
/// says what all of them contain.
pub(crate) fn held_by_every_dish(text: &str) -> Option<&str> {
    if let Some(option) = marked_default_option(text) {
        return Some(option);
    }
    if !quantified(text) {
        return None;
    }
    if let Some(swapped) = swapped_out(text) {
        return Some(swapped);
    }
    let lower = text.to_lowercase();
    (CONTAIN.iter().any(|verb| lower.contains(verb))
        && !ONLY_MAYBE.iter().any(|maybe| lower.contains(maybe)))
    .then_some(text)
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

    #[test]
    fn a_group_line_gives_the_part_every_dish_holds() {
        assert_eq!(
            held_by_every_dish("Pick a broth: ○ veggie · ● pork bone (default) · ○ miso"),
            Some(" pork bone (default) ")
        );
        assert_eq!(
            held_by_every_dish("For all tacos: swap out the carnitas for mushrooms +$1"),
            Some("carnitas")
        );
        let contains = "Setiap menu Mie — mengandung kaldu ayam";
        assert_eq!(held_by_every_dish(contains), Some(contains));
        let unspaced = "每碗面均含：叉烧一片";
        assert_eq!(held_by_every_dish(unspaced), Some(unspaced));
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
            assert_eq!(held_by_every_dish(text), None, "{text}");
        }
    }
}
