//! Menu lines that point at other lines for what they hold: "as above,
//! with tofu in place of the chicken", "as on our Noodles page", "any three
//! of our sides". Such a dish holds what the lines it points at hold; its
//! own words do not say. What cannot be followed to a line of the menu is
//! not trusted.

use dietfit_contract::MenuItem;

use crate::lexicon::{WordSet, word_keys, words};
use crate::tokens::Cues;

/// What a menu line's description points at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum MenuReference<'t> {
    /// "as above", "same as above": the line before.
    Above,
    /// "see below": the line after.
    Below,
    /// "as on our Noodles page", "any three of our sides": the lines of a
    /// section or dishes named by this word (lower case not applied).
    Named(&'t str),
}

/// Words that end the name of what is pointed at: "our Noodles page".
const CONTAINERS: &[&str] = &["page", "pages", "menu", "menus", "section", "list", "board"];

/// The two words right before "our"/"the" (the nearer first) that make
/// what follows a pointer ("as on our Noodles page", "same as the Pad
/// Thai", "see our sides"); an empty word matches any.
const POINTERS: &[(&str, &str)] = &[
    ("as", "same"),
    ("on", "as"),
    ("in", "as"),
    ("see", ""),
    // "built like the fish tacos", "made like our classic".
    ("like", "built"),
    ("like", "made"),
    ("like", "prepared"),
    ("like", "cooked"),
    ("like", "done"),
];

/// What a dish shares when it says "same ... as" no dish: a base.
const SHARED_BASES: &[&str] = &[
    "broth", "base", "stock", "sauce", "dashi", "gravy", "batter",
];

/// Words that offer a choice among other lines ("any three of our sides",
/// "choice of two sides"), within a few words before what they offer.
const CHOOSERS: &[&str] = &["any", "choice", "choose", "pick", "select"];

/// Words that do not name a section or a dish.
const FILLERS: &[&str] = &[
    "one", "two", "three", "four", "five", "1", "2", "3", "4", "5", "of", "house", "own",
    "regular", "usual", "other", "famous", "classic",
];

/// The pointer in a menu line's description, if it has one. Most
/// descriptions point at nothing, and it takes one pass over their words
/// to say so.
pub(crate) fn menu_reference(description: &str) -> Option<MenuReference<'_>> {
    // Every reference has one of these words: most descriptions have none,
    // and are ruled out by a look-up of each word.
    if !words(description).any(|word| POINTER_KEY_SET.contains(word)) {
        return None;
    }
    pointer_past_its_key(description)
}

/// [`menu_reference`] of a description whose `cues` were found with its
/// words: the look-up of each word is the [`Cues::POINTER`] bit.
pub(crate) fn menu_reference_cued(description: &str, cues: Cues) -> Option<MenuReference<'_>> {
    if !cues.has(Cues::POINTER) {
        return None;
    }
    pointer_past_its_key(description)
}

/// [`menu_reference`] of a description known to have a word of
/// [`POINTER_KEYS`].
fn pointer_past_its_key(description: &str) -> Option<MenuReference<'_>> {
    // The last few words, newest first: what comes before "our".
    let mut recent: [&str; 4] = [""; 4];
    // After "our"/"the": whether a pointer or a chooser came before it.
    let mut after_our: Option<bool> = None;
    // "any our", "any of our", "choice of two of our" (a number or "of"
    // between the chooser and "our"). Asked only at "our", "the" or
    // "side": most words are none of these.
    let chooser_before = |recent: &[&str; 4]| {
        recent
            .iter()
            .position(|w| CHOOSERS.iter().any(|c| w.eq_ignore_ascii_case(c)))
            .is_some_and(|at| recent[..at].iter().all(|w| is_count_or_of(w)))
    };
    for word in words(description) {
        if let Some(pointed) = after_our {
            if !FILLERS.iter().any(|f| word.eq_ignore_ascii_case(f)) {
                // "our Noodles page": a container word after the name
                // makes a pointer of any "our".
                let rest = &description[offset_of(description, word) + word.len()..];
                let container = words(rest)
                    .next()
                    .is_some_and(|next| CONTAINERS.iter().any(|c| next.eq_ignore_ascii_case(c)));
                if pointed || container {
                    return Some(MenuReference::Named(word));
                }
                after_our = None;
            }
        } else if recent[0].eq_ignore_ascii_case("as")
            && recent[1..].iter().any(|w| w.eq_ignore_ascii_case("same"))
            && !word.eq_ignore_ascii_case("our")
            && !word.eq_ignore_ascii_case("the")
            && (word.bytes().all(|b| b.is_ascii_digit())
                || word.chars().next().is_some_and(char::is_uppercase))
        {
            // "same as #4", "same broth as Pho Ga": a dish by its number or
            // its name, right after "same ... as".
            return Some(MenuReference::Named(word));
        } else if word.eq_ignore_ascii_case("ditto") {
            return Some(MenuReference::Above);
        } else {
            match word.len() {
                3 if word.eq_ignore_ascii_case("our") || word.eq_ignore_ascii_case("the") => {
                    let pointer = POINTERS.iter().any(|(nearer, before)| {
                        recent[0].eq_ignore_ascii_case(nearer)
                            && (before.is_empty() || recent[1].eq_ignore_ascii_case(before))
                    });
                    after_our = Some(pointer || chooser_before(&recent));
                }
                4 | 5 if stem(word).eq_ignore_ascii_case("side") && chooser_before(&recent) => {
                    // "choice of two sides", "any side".
                    return Some(MenuReference::Named(word));
                }
                5 if word.eq_ignore_ascii_case("above")
                    && !recent[0].eq_ignore_ascii_case("from") =>
                {
                    return Some(MenuReference::Above);
                }
                5 if word.eq_ignore_ascii_case("below") => return Some(MenuReference::Below),
                // "same broth base, no beef": the base of the line before,
                // unless the line says whose ("the same broth as the ...").
                // The line's own earlier base ("small: vegetable broth |
                // large: same broth") is the one it means.
                // "same" first: it is rare, and the base words are asked
                // of every word otherwise.
                _ if (recent[0].eq_ignore_ascii_case("same")
                    || recent[1].eq_ignore_ascii_case("same"))
                    && SHARED_BASES
                        .iter()
                        .any(|b| stem(word).eq_ignore_ascii_case(b))
                    && !words(&description[offset_of(description, word)..])
                        .any(|w| w.eq_ignore_ascii_case("as"))
                    && !words(&description[..offset_of(description, word)])
                        .any(|w| stem(w).eq_ignore_ascii_case(stem(word))) =>
                {
                    return Some(MenuReference::Above);
                }
                _ => {}
            }
        }
        recent = [word, recent[0], recent[1], recent[2]];
    }
    None
}

/// The words [`menu_reference`] answers at: "our" and "the" (of a pointer
/// or a chooser), "same" (of "same as" and "same broth"), "ditto",
/// "above", "below", and "side" or "sides" (whose stem is "side").
pub(crate) const POINTER_KEYS: &[&str] = &[
    "our", "the", "same", "ditto", "above", "below", "side", "sides",
];
static POINTER_KEY_SET: WordSet = WordSet::new(|| word_keys(POINTER_KEYS));

/// "of", "two", "3": what may stand between a chooser and what it offers.
fn is_count_or_of(word: &str) -> bool {
    word.eq_ignore_ascii_case("of")
        || word.bytes().all(|b| b.is_ascii_digit())
        || ["one", "two", "three", "four", "five", "six"]
            .iter()
            .any(|n| word.eq_ignore_ascii_case(n))
}

/// The parts of a dish's description, as a menu lists them ("chicken
/// broth, egg noodles & carrots").
pub(crate) fn components(description: &str) -> impl Iterator<Item = &str> {
    description
        .split([',', ';', '&', '(', ')', '+', '/'])
        .flat_map(|part| part.split(" and "))
        .map(str::trim)
        .filter(|part| !part.is_empty())
}

/// Whether the pointing description replaces a part of the line it points
/// at: it names the part's head word anew ("but with rice noodles and a
/// mushroom broth" replaces "egg noodles" and "chicken broth").
pub(crate) fn replaced(component: &str, pointing: &str) -> bool {
    let Some(head) = words(component).last() else {
        return false;
    };
    let head = stem(head);
    head.len() >= 3 && words(pointing).any(|word| stem(word).eq_ignore_ascii_case(head))
}

/// Plant proteins a pointing line swaps in for the meat or fish of the
/// line it points at ("ditto with tofu").
const PLANT_PROTEINS: &[&str] = &[
    "tofu",
    "seitan",
    "tempeh",
    "jackfruit",
    "mushroom",
    "mushrooms",
    "soy",
    "chickpea",
    "chickpeas",
    "cauliflower",
    "eggplant",
    "aubergine",
    "beans",
    "lentils",
];

/// Words for what a dish is cooked in or with rather than what it is.
const BASES: &[&str] = &[
    "broth",
    "stock",
    "sauce",
    "dashi",
    "base",
    "fat",
    "oil",
    "gravy",
    "paste",
    "bone",
    "bones",
    "lard",
    "drippings",
    "marinade",
    "dressing",
    "butter",
    "cream",
];

/// Whether a pointing line names a plant protein ("ditto with tofu").
pub(crate) fn names_a_plant_protein(pointing: &str) -> bool {
    words(pointing).any(|w| PLANT_PROTEINS.iter().any(|p| p.eq_ignore_ascii_case(w)))
}

/// Whether a part names a base ("chicken broth", "fish sauce").
pub(crate) fn names_a_base(component: &str) -> bool {
    words(component).any(|w| BASES.iter().any(|b| stem(b).eq_ignore_ascii_case(stem(w))))
}

/// Where `word`, a slice of `text`, starts in it.
fn offset_of(text: &str, word: &str) -> usize {
    word.as_ptr() as usize - text.as_ptr() as usize
}

/// The menu lines `reference` from line `line` points at; `None` when it
/// points at nothing the menu lists.
pub(crate) fn resolve(
    menu: &[MenuItem],
    line: usize,
    reference: MenuReference<'_>,
) -> Option<Vec<usize>> {
    let targets: Vec<usize> = match reference {
        MenuReference::Above => line.checked_sub(1).into_iter().collect(),
        MenuReference::Below => (line + 1 < menu.len())
            .then_some(line + 1)
            .into_iter()
            .collect(),
        MenuReference::Named(named) => {
            let named = stem(named);
            let in_section: Vec<usize> = (0..menu.len())
                .filter(|&other| other != line)
                .filter(|&other| {
                    menu[other].section.as_deref().is_some_and(|section| {
                        words(section).any(|w| stem(w).eq_ignore_ascii_case(named))
                    })
                })
                .collect();
            if in_section.is_empty() {
                (0..menu.len())
                    .filter(|&other| other != line)
                    .filter(|&other| {
                        words(&menu[other].name).any(|w| stem(w).eq_ignore_ascii_case(named))
                    })
                    .collect()
            } else {
                in_section
            }
        }
    };
    (!targets.is_empty()).then_some(targets)
}

/// A word without a plural ending: "sides" and "side", "noodles" and
/// "noodle", "dishes" and "dish".
pub(crate) fn stem(word: &str) -> &str {
    let word = word
        .strip_suffix("es")
        .filter(|s| s.ends_with(['h', 's', 'x']))
        .unwrap_or(word);
    word.strip_suffix(['s', 'S'])
        .filter(|s| s.len() >= 3)
        .unwrap_or(word)
}

/// Builds this module's word sets now rather than at their first look-up
/// (`crate::lexicon::warm_up`).
pub(crate) fn build_word_sets() {
    POINTER_KEY_SET.build_now();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_are_found_in_the_worlds_wordings() {
        for (text, expected) in [
            (
                "as above, with tofu in place of the chicken",
                Some(MenuReference::Above),
            ),
            ("Same as above but with tofu", Some(MenuReference::Above)),
            ("see below", Some(MenuReference::Below)),
            (
                "as on our Noodles page",
                Some(MenuReference::Named("Noodles")),
            ),
            (
                "any three of our sides, with cornbread",
                Some(MenuReference::Named("sides")),
            ),
            (
                "your choice of two sides",
                Some(MenuReference::Named("sides")),
            ),
            (
                "same as the Pad Thai, with tofu",
                Some(MenuReference::Named("Pad")),
            ),
            ("from our Curry menu", Some(MenuReference::Named("Curry"))),
            ("see our Sides", Some(MenuReference::Named("Sides"))),
            (
                "- same broth base, no beef, tofu",
                Some(MenuReference::Above),
            ),
            ("ditto with tofu, no chashu", Some(MenuReference::Above)),
            ("same as #4 but with tofu", Some(MenuReference::Named("4"))),
            (
                "same broth as Pho Ga, tofu",
                Some(MenuReference::Named("Pho")),
            ),
            (
                "built like the fish tacos",
                Some(MenuReference::Named("fish")),
            ),
            // A comparison of taste points at nothing.
            ("tastes just like the real thing", None),
            // The line's own broth, named before, is the one it means.
            (
                "small: vegetable broth | large: same broth, double tofu",
                None,
            ),
        ] {
            assert_eq!(menu_reference(text), expected, "{text}");
        }
    }

    #[test]
    fn a_part_named_anew_is_replaced() {
        let pointing = "as above, but with tofu, rice noodles and a mushroom broth";
        let parts: Vec<&str> = components("chicken broth, egg noodles & carrots").collect();
        assert_eq!(parts, ["chicken broth", "egg noodles", "carrots"]);
        assert!(replaced("chicken broth", pointing));
        assert!(replaced("egg noodles", pointing));
        assert!(!replaced(
            "chicken broth",
            "as above, with tofu in place of the chicken"
        ));
    }

    #[test]
    fn ordinary_descriptions_point_at_nothing() {
        for text in [
            "rice noodles, tamarind, bean sprouts, peanuts",
            "our house-made tortillas, black beans, salsa",
            "wrapped in the flatbread from our bakery",
            "grilled over the coals",
            "served with the dressing on the side",
            "a drizzle of our house sauce",
            "tastes like the real thing",
            "as the base, a slab of tofu",
            "four pieces of chef's choice nigiri (fish of the day)",
        ] {
            assert_eq!(menu_reference(text), None, "{text}");
        }
    }
}
