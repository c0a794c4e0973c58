//! A whole menu pasted into one menu line: "TACOS Al Pastor 4.50 pork,
//! pineapple Jackfruit (vegan) 4.50 jackfruit, crumbled cotija Carnitas
//! 4.75 ...". Read as one line, the vegan mark and the cotija of its own
//! dish are words of a line holding every dish, and neither says anything
//! of the other. Such a line is cut back into its dishes at their prices,
//! so each dish is read with its own mark and its own words.
//!
//! Two layouts are read: a name, its price, then its description ("Name
//! 4.50 words ... Next 4.75"), where a dish ends where a capitalised word
//! follows a lower-case word or a price; and a price before each name ("$12
//! Vegan Enchiladas ... $14 Chicken Mole"), where each price starts a dish.
//! A diet mark at the end of a name ("(vegan)", "VG", "(V)") becomes the
//! dish's label, as it would be printed.

use dietfit_contract::{IngestRecord, MenuItem};

use crate::signals::{Signal, SignalSet};

/// The fewest prices that make a line a pasted menu.
const PRICES_MIN: usize = 2;

/// Words after which a capitalised word continues the description.
const JOINING_WORDS: &[&str] = &[
    "as", "like", "with", "and", "of", "the", "our", "from", "than", "in", "on", "to", "for", "or",
    "w/",
];

/// `record` with every pasted menu line cut into its dishes, or `None`
/// when it has none.
pub(crate) fn split_pasted_menus(record: &IngestRecord) -> Option<IngestRecord> {
    if !record.menu.iter().any(is_pasted_menu) {
        return None;
    }
    let mut split = record.clone();
    split.menu = record
        .menu
        .iter()
        .flat_map(|item| {
            if is_pasted_menu(item) {
                dishes_of(item)
            } else {
                vec![item.clone()]
            }
        })
        .collect();
    Some(split)
}

/// A line without labels whose description holds two prices or more.
fn is_pasted_menu(item: &MenuItem) -> bool {
    item.labels.is_empty()
        && item.description.as_deref().is_some_and(|text| {
            // Most descriptions hold no digit: ruled out in one pass of
            // eight bytes at a time, the rest by counting two.
            if !crate::units::holds_a_digit(text.as_bytes())
                || text.bytes().filter(u8::is_ascii_digit).nth(1).is_none()
            {
                return false;
            }
            let words: Vec<Token<'_>> = tokens(text).collect();
            prices(&words).iter().filter(|p| **p).count() >= PRICES_MIN
        })
}

/// Which words are prices: "4.50", "$12", "£8" anywhere; a bare "14" only
/// right after a dish's name or mark ("Pho Bo 15", "Tomato Basil (V) 7"),
/// never in a description's counts ("serves 2, 450 calories").
fn prices(words: &[Token<'_>]) -> Vec<bool> {
    words
        .iter()
        .enumerate()
        .map(|(index, word)| {
            let marked = word.text.starts_with(['$', '£', '€'])
                || word.text.ends_with(['$', '£', '€'])
                || word
                    .text
                    .split_once('.')
                    .is_some_and(|(_, cents)| cents.len() == 2);
            let after_a_name = index
                .checked_sub(1)
                .and_then(|before| words.get(before))
                .is_some_and(|before| {
                    starts_upper(before.text)
                        || before.text.ends_with(')')
                        || is_name_mark(before.text)
                });
            is_price(word.text) && !word.text.ends_with(',') && (marked || after_a_name)
        })
        .collect()
}

#[derive(Debug, Clone, Copy)]
struct Token<'t> {
    text: &'t str,
    start: usize,
}

/// The words of `text` split at whitespace, with where each starts.
fn tokens(text: &str) -> impl Iterator<Item = Token<'_>> {
    text.split_whitespace().map(move |word| Token {
        text: word,
        start: word.as_ptr() as usize - text.as_ptr() as usize,
    })
}

/// "4.50", "$12", "14", "12$", "£8": a number with at most two decimals,
/// alone as a word.
pub(crate) fn is_price(word: &str) -> bool {
    let number = word
        .trim_start_matches(['$', '£', '€'])
        .trim_end_matches(['$', '£', '€', ',', ';']);
    let (whole, cents) = number.split_once('.').unwrap_or((number, "0"));
    !whole.is_empty()
        && whole.len() <= 4
        && whole.bytes().all(|b| b.is_ascii_digit())
        && cents.len() <= 2
        && cents.bytes().all(|b| b.is_ascii_digit())
}

fn mark_of(word: &str) -> &str {
    word.trim_matches(['(', ')', '[', ']', '-', ','])
}

/// "(vegan)", "VG", "(V)": a diet mark printed after a name, as the
/// printed labels read it.
fn is_name_mark(word: &str) -> bool {
    crate::evidence::label_signals(mark_of(word), false).any(SignalSet::of(&[
        Signal::VeganLabel,
        Signal::VegetarianLabel,
    ]))
}

/// A diet mark that cannot start a name: bracketed or in capitals
/// ("(VG)", "VEGAN"), unlike "Veggie Shoyu".
fn is_set_off_mark(word: &str) -> bool {
    is_name_mark(word) && (word.starts_with(['(', '[']) || !word.chars().any(char::is_lowercase))
}

fn starts_upper(word: &str) -> bool {
    word.trim_start_matches(['(', '"', '\'', '['])
        .chars()
        .next()
        .is_some_and(char::is_uppercase)
}

fn starts_lower(word: &str) -> bool {
    word.chars().next().is_some_and(char::is_lowercase)
}

/// The dishes of a pasted menu line, each a line of its own.
fn dishes_of(item: &MenuItem) -> Vec<MenuItem> {
    let Some(text) = item.description.as_deref() else {
        return vec![item.clone()];
    };
    let words: Vec<Token<'_>> = tokens(text).collect();
    let price = prices(&words);
    let price_first = price.first().copied().unwrap_or(false);
    // Where each dish starts, as indices into `words`.
    let mut starts = vec![0];
    for index in 1..words.len() {
        let (before, word) = (words[index - 1], words[index]);
        // "ahi, shoyu | Tofu Bowl": a separator standing alone ends a dish.
        let separated = before
            .text
            .chars()
            .all(|c| matches!(c, '|' | '·' | '•' | '/' | '—' | '–'));
        let boundary = if separated {
            true
        } else if price_first {
            price[index]
        } else {
            starts_upper(word.text)
                && !is_set_off_mark(word.text)
                && (starts_lower(before.text) || price[index - 1])
                && !before.text.ends_with([',', '&'])
                // "same broth as Pho Ga": a name after a joining word is
                // the description's.
                && !JOINING_WORDS.iter().any(|j| j.eq_ignore_ascii_case(before.text))
        };
        if boundary {
            starts.push(index);
        }
    }
    starts.push(words.len());
    starts
        .windows(2)
        .filter_map(|range| {
            let (from, to) = (range[0], range[1]);
            dish(item, text, &words[from..to], &price[from..to])
        })
        .collect()
}

/// One dish of a pasted line: its name up to its price, its description
/// after it, a diet mark ending its name as its label.
fn dish(item: &MenuItem, text: &str, words: &[Token<'_>], price: &[bool]) -> Option<MenuItem> {
    let first = words.first()?;
    let last = words.last()?;
    let span = text.get(first.start..last.start + last.text.len())?;
    let price_at = price.iter().position(|p| *p);
    let mut extra_labels = Vec::new();
    let (name_words, description) = match price_at {
        // "$12 Vegan Enchiladas ...": the name runs to a lower-case word.
        Some(0) => {
            let rest = &words[1..];
            let name_end = rest
                .iter()
                .position(|t| starts_lower(t.text))
                .unwrap_or(rest.len());
            (&rest[..name_end], words_text(&rest[name_end..]))
        }
        Some(at) => {
            // "Tomato Basil (V) 7 (VG) 7 creamy ...": marks and a second
            // price right after the first belong to the name.
            let mut desc_start = at + 1;
            while words
                .get(desc_start)
                .is_some_and(|t| is_name_mark(t.text) || price.get(desc_start) == Some(&true))
            {
                desc_start += 1;
            }
            let marks: Vec<String> = words[at + 1..desc_start]
                .iter()
                .filter(|t| is_name_mark(t.text))
                .map(|t| mark_of(t.text).to_ascii_lowercase())
                .collect();
            extra_labels = marks;
            (&words[..at], words_text(&words[desc_start..]))
        }
        None => (words, None),
    };
    let mut labels = Vec::new();
    let mut name_end = name_words.len();
    while name_end > 0 {
        let word = name_words[name_end - 1].text;
        if !is_name_mark(word) || name_end == 1 {
            break;
        }
        labels.push(mark_of(word).to_ascii_lowercase());
        name_end -= 1;
    }
    labels.extend(extra_labels);
    let name = words_text(&name_words[..name_end]).unwrap_or_else(|| span.to_owned());
    Some(MenuItem {
        name,
        description,
        section: item.section.clone(),
        price: None,
        labels,
        observed_at: item.observed_at,
        source: item.source.clone(),
    })
}

/// The words joined by single spaces (prices of a second size dropped),
/// or `None` when there are none.
fn words_text(words: &[Token<'_>]) -> Option<String> {
    let kept: Vec<&str> = words
        .iter()
        .filter(|t| !is_price(t.text) || t.text.ends_with(','))
        .filter(|t| {
            !t.text
                .chars()
                .all(|c| matches!(c, '|' | '·' | '•' | '/' | '—' | '–'))
        })
        .map(|t| t.text)
        .collect();
    (!kept.is_empty()).then(|| kept.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    fn pasted(description: &str) -> MenuItem {
        MenuItem {
            name: "Menu (full text)".to_owned(),
            description: Some(description.to_owned()),
            section: Some("Menu".to_owned()),
            price: None,
            labels: Vec::new(),
            observed_at: datetime!(2026-10-01 00:00 UTC),
            source: "https://menu.example/".to_owned(),
        }
    }

    fn read(description: &str) -> Vec<(String, Option<String>, Vec<String>)> {
        dishes_of(&pasted(description))
            .into_iter()
            .map(|d| (d.name, d.description, d.labels))
            .collect()
    }

    #[test]
    fn a_pasted_menu_is_cut_into_its_dishes_at_their_prices() {
        let dishes = read(
            "TACOS Al Pastor 4.50 pork, pineapple, onion Jackfruit (vegan) 4.50 jackfruit, \
             salsa verde, crumbled cotija Carnitas 4.75 slow-cooked pork, cilantro",
        );
        assert_eq!(dishes.len(), 3, "{dishes:?}");
        assert_eq!(dishes[1].0, "Jackfruit");
        assert_eq!(
            dishes[1].1.as_deref(),
            Some("jackfruit, salsa verde, crumbled cotija")
        );
        assert_eq!(dishes[1].2, ["vegan"]);
        // A price before each name.
        let dishes =
            read("$12 Vegan Enchiladas corn tortillas, queso fresco $14 Chicken Mole rice");
        assert_eq!(dishes.len(), 2, "{dishes:?}");
        assert_eq!(dishes[0].0, "Vegan Enchiladas");
        assert_eq!(dishes[0].1.as_deref(), Some("corn tortillas, queso fresco"));
        // Separators end dishes; a mark after a dash is the dish's label.
        let dishes = read("Poke 17 ahi, shoyu | Tofu Bowl (vegan) 15 tofu, furikake | Salmon 18");
        assert_eq!(dishes.len(), 3, "{dishes:?}");
        assert_eq!(
            (dishes[1].0.as_str(), &dishes[1].2[..]),
            ("Tofu Bowl", &["vegan".to_owned()][..])
        );
        let dishes = read("Mushroom Risotto - vegan 19 arborio, butter to finish Steak Frites 28");
        assert_eq!(dishes[0].2, ["vegan"]);
        // Marks after the price are the dish's too.
        let dishes = read(
            "SOUPS Tomato Basil (V) 7 (VG) 7 creamy tomato, crème fraîche French Onion 8 gruyère",
        );
        assert_eq!(dishes.len(), 2, "{dishes:?}");
        assert_eq!(dishes[0].2, ["v", "vg"]);
        assert_eq!(dishes[0].1.as_deref(), Some("creamy tomato, crème fraîche"));
        // A dish without a description ends at its price.
        let dishes = read("Pho Bo 15 Pho Chay (vegan) 14 - tofu & mushrooms Bun Cha 16");
        assert_eq!(dishes.len(), 3, "{dishes:?}");
        assert_eq!(dishes[1].2, ["vegan"]);
    }

    #[test]
    fn only_lines_with_prices_are_pasted_menus() {
        assert!(is_pasted_menu(&pasted(
            "Al Pastor 4.50 pork Carnitas 4.75 pork"
        )));
        assert!(!is_pasted_menu(&pasted("rice, beans, 2 tortillas")));
        assert!(!is_pasted_menu(&pasted(
            "serves 2, about 450 calories, 12 oz"
        )));
    }
}
