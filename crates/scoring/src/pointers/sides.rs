//! Sides a menu prints on lines of their own, each with what it holds
//! ("Dalcha (extra): chana dal & lauki, cooked with mutton bones", under
//! "Sides"), and the dishes served with them. A dish that names such a
//! side bare ("murrel fish, basmati, served with dalcha & raita"), by any
//! of the names the side's line prints ("Πουργούρι πιλάφι / Pourgouri"),
//! holds what the side's own line says it holds. A side's line may also
//! say which dishes it comes with ("comes with every biryani", "served
//! with all mains", "har biryani ke saath"): every dish of that kind holds
//! it, whether or not the dish names it.

use dietfit_contract::MenuItem;

use super::{
    AFTER_A_PART, BEFORE_A_PART, COMPONENT_HEAD_SET, COMPONENT_SECTION_SET, DefinedPart, NO_KIND,
    SORTS_OF_PART, is_any_dish, is_house_word, plant_make_follows, same_word,
};
use crate::lexicon::words;
use crate::reference::stem;

/// Sections of sides in the languages [`super::COMPONENT_SECTIONS`] does
/// not cover ("Accompagnements", "Beilagen", "Acompanhamentos",
/// "Συνοδευτικά"), lower case.
#[rustfmt::skip]
const SIDE_SECTIONS: &[&str] = &[
    "accompagnement", "accompagnements", "garniture", "garnitures", "beilage", "beilagen",
    "acompanhamento", "acompanhamentos", "guarnição", "guarnições", "guarnicao", "guarnicoes",
    "συνοδευτικά", "συνοδευτικα", "extras",
];

/// Words a side's name may open with that are no part of what dishes call
/// it ("Side of Fries", "Extra Dalcha").
const NAME_LEADS: &[&str] = &["side", "of", "extra", "add", "a"];

/// Words right before a quantifier that make a side's line say which
/// dishes it comes with ("comes with every biryani", "avec tous les
/// plats", "mit allen Gerichten", "με όλα τα πιάτα").
#[rustfmt::skip]
const WITH_WORDS: &[&str] = &[
    "with", "alongside", "beside", "con", "avec", "mit", "zu", "zum", "zur", "com", "με",
];

/// Words that quantify every dish of a kind, in the languages a side's
/// line says it in, lower case: the cue words of such a line.
#[rustfmt::skip]
pub(crate) const QUANTIFIERS: &[&str] = &[
    "every", "each", "all", "todos", "todas", "cada", "tous", "toutes", "chaque", "alle",
    "allen", "jedem", "jeder", "jede", "jedes", "tutti", "tutte", "ogni", "κάθε", "όλα", "όλες",
    "όλους", "har", "sabhi", "saare",
];

/// Words after a kind of dish that end it ("every biryani order", "with
/// all mains except the salads"), or that say "with" after it in Hindi
/// and Urdu ("har biryani ke saath").
#[rustfmt::skip]
const KIND_STOPS: &[&str] = &[
    "order", "orders", "we", "you", "on", "at", "in", "for", "from", "except", "unless", "but",
    "ke", "saath", "sath", "served", "only",
];

/// Words between the kinds a side's line names ("every biryani and
/// pulao").
const KIND_JOINS: &[&str] = &[
    "and", "or", "&", "y", "o", "et", "ou", "und", "oder", "e", "και", "ή", "aur",
];

/// Articles and possessives after a quantifier that are no kind ("all
/// our mains", "tous les plats", "όλα τα πιάτα"), beside [`NO_KIND`].
const MORE_NO_KIND: &[&str] = &["τα", "τις", "τους", "os", "as", "los", "las", "of"];

/// Dishes of any kind a side's line may say it comes with ("every
/// order"), beside those of [`is_any_dish`].
#[rustfmt::skip]
const ANY_ORDER: &[&str] = &[
    "order", "orders", "thali", "thalis", "gerichten", "hauptgerichten", "πιάτα", "φαγητά",
];

fn listed(word: &str, list: &[&str]) -> bool {
    list.iter().any(|l| {
        word.eq_ignore_ascii_case(l)
            || (!word.is_ascii() && word.len() == l.len() && word.to_lowercase() == *l)
    })
}

/// Whether `section` is one of sides or of parts of other dishes.
fn a_section_of_sides(section: &str) -> bool {
    words(section).any(|w| COMPONENT_SECTION_SET.contains(stem(w)) || listed(w, SIDE_SECTIONS))
}

/// The sides the unlabelled menu line `item` (line `line`) defines: its name (each
/// half of a name printed in two languages, "Πουργούρι πιλάφι /
/// Pourgouri") with what its description says it holds, where the line
/// sits among the sides or says which dishes it comes with; and the kinds
/// of dish it says it comes with, when `every` (its description holds a
/// quantifier).
pub(crate) fn side_line<'a>(
    line: usize,
    item: &'a MenuItem,
    every: bool,
    parts: &mut Vec<DefinedPart<'a>>,
) {
    let Some(description) = item.description.as_deref().filter(|d| !d.trim().is_empty()) else {
        return;
    };
    let among_sides = item.section.as_deref().is_some_and(a_section_of_sides);
    let before = parts.len();
    // A side sold on its own has a price; a key or a note saying what is
    // offered with every meal ("soy milk or cow's milk") is no side.
    if every && (among_sides || item.price.is_some()) {
        goes_with_kinds(line, description, parts);
    }
    let points = parts.len() > before;
    if !points && !among_sides {
        return;
    }
    let name = item
        .name
        .find(['(', '[', ':'])
        .map_or(item.name.as_str(), |end| &item.name[..end]);
    for half in name.split('/') {
        let mut said: Vec<&'a str> = words(half)
            .filter(|w| !super::house::a_price(w) && *w != "&")
            .collect();
        while said.len() > 1 && listed(said[0], NAME_LEADS) {
            said.remove(0);
        }
        let bare_sort = |word: &str| {
            // A bare sort of part ("Sauce") or of section ("Sides") is no
            // one food a dish names.
            SORTS_OF_PART.iter().any(|sort| same_word(word, sort))
                || COMPONENT_SECTION_SET.contains(stem(word))
                || listed(word, SIDE_SECTIONS)
        };
        if said.is_empty() || said.len() > 4 || matches!(said.as_slice(), [word] if bare_sort(word))
        {
            continue;
        }
        parts.push(DefinedPart {
            side: true,
            ..DefinedPart::exactly(line, said, description, false)
        });
    }
}

/// Words that may stand right before a side's name in a dish beside those
/// of [`BEFORE_A_PART`], in the languages dishes say "with" and "and" in
/// ("avec du pourgouri", "mit Reis", "com arroz", "με πουργούρι", "dal
/// aur raita"), and articles.
#[rustfmt::skip]
const BEFORE_A_SIDE: &[&str] = &[
    "avec", "du", "des", "la", "le", "les", "mit", "com", "do", "da", "με", "και", "aur", "und",
    "et", "by", "alongside", "extra", "el", "los", "las", "il", "der", "die", "dem", "den", "το",
    "τα", "η",
];

/// Words that may follow a side's name in a dish beside those of
/// [`AFTER_A_PART`] ("dalcha ke saath", "pourgouri και σαλάτα", "dalcha
/// on the side").
#[rustfmt::skip]
const AFTER_A_SIDE: &[&str] = &[
    "aur", "ke", "und", "et", "και", "ou", "oder", "ή", "on", "with", "con", "avec", "mit", "com",
    "με",
];

/// Whether the dish `item` names the side `part` bare, in its name or its
/// description: its words in a row, in a clause of their own or beside
/// only words of joining ("served with dalcha & raita", "Fish Biryani
/// with Dalcha"), and not followed by a bracket giving a plant make of
/// the dish's own ("with pourgouri (vegan)").
pub(crate) fn names_side(item: &MenuItem, part: &DefinedPart<'_>) -> bool {
    [Some(item.name.as_str()), item.description.as_deref()]
        .into_iter()
        .flatten()
        .any(|text| says_bare(text, &part.name))
}

fn says_bare(text: &str, name: &[&str]) -> bool {
    let Some(&first) = name.first() else {
        return false;
    };
    // Most dishes do not hold the side's first word at all.
    if !words(text).any(|w| same_word(w, first)) {
        return false;
    }
    let before = |word: &str| {
        is_house_word(word) || listed(word, BEFORE_A_PART) || listed(word, BEFORE_A_SIDE)
    };
    let after = |word: &str| {
        listed(word, AFTER_A_PART)
            || listed(word, AFTER_A_SIDE)
            || COMPONENT_HEAD_SET.contains(stem(word))
    };
    text.split([',', ';', '·', '(', ')', '/', '|', ':', '.', '!', '+'])
        .any(|clause| {
            // The clauses are slices of `text`.
            let end = clause.as_ptr() as usize - text.as_ptr() as usize + clause.len();
            let said: Vec<&str> = words(clause).collect();
            let bare = said.len() >= name.len()
                && (0..=said.len() - name.len()).any(|at| {
                    said[at..at + name.len()]
                        .iter()
                        .zip(name)
                        .all(|(a, b)| same_word(a, b))
                        && at.checked_sub(1).is_none_or(|b| before(said[b]))
                        && said.get(at + name.len()).is_none_or(|next| after(next))
                });
            bare && !plant_make_follows(text, end)
        })
}

/// The kinds of dish a side's description says it comes with ("comes
/// with every biryani", "served with all our mains and curries", "har
/// biryani ke saath"), each defined by the description: a dish of that
/// kind holds the side. A kind that is any dish at all ("mains", "every
/// order") is every dish of the menu where the side sits among the sides.
fn goes_with_kinds<'a>(line: usize, description: &'a str, parts: &mut Vec<DefinedPart<'a>>) {
    for clause in description.split([',', '.', ';', '(', ')', '/', '!', ':', '|', '·']) {
        let said: Vec<&'a str> = words(clause).collect();
        let Some(quantifier) = said.iter().position(|w| listed(w, QUANTIFIERS)) else {
            continue;
        };
        let hindi = said[quantifier].eq_ignore_ascii_case("har")
            || said[quantifier].eq_ignore_ascii_case("sabhi")
            || said[quantifier].eq_ignore_ascii_case("saare");
        let with_before = said[quantifier.saturating_sub(2)..quantifier]
            .iter()
            .any(|w| listed(w, WITH_WORDS));
        let mut kinds: Vec<Vec<&'a str>> = Vec::new();
        let mut kind: Vec<&'a str> = Vec::new();
        let mut with_after = false;
        for &word in &said[quantifier + 1..] {
            if listed(word, KIND_STOPS) {
                with_after = word.eq_ignore_ascii_case("ke")
                    || word.eq_ignore_ascii_case("saath")
                    || word.eq_ignore_ascii_case("sath");
                break;
            }
            if listed(word, KIND_JOINS) {
                kinds.push(std::mem::take(&mut kind));
            } else if !(kind.is_empty() && (listed(word, NO_KIND) || listed(word, MORE_NO_KIND))) {
                kind.push(word);
            }
        }
        kinds.push(kind);
        if !(with_before || (hindi && with_after)) {
            continue;
        }
        for kind in kinds {
            if kind.is_empty() || kind.len() > 3 {
                continue;
            }
            let any_dish =
                is_any_dish(&kind) || matches!(kind.as_slice(), [w] if listed(w, ANY_ORDER));
            parts.push(DefinedPart {
                every_dish: any_dish,
                ..DefinedPart::exactly(line, kind, description, true)
            });
        }
    }
}
