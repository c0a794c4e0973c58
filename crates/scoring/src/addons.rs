//! Paid extras a menu line offers beside the dish: "(add a fried egg +$2)",
//! "Add-ons: + cheese $1, + chicken $3", "Extra toppings (optional): +
//! chashu pork $3 · + nori $1". They are not in the dish as printed, so
//! the words naming them are not read as its ingredients.
//!
//! Only the form fully understood is set aside: a group the menu marks as
//! an addition (add, add-on, extra, optional) in which every offer carries
//! its own price, and which never says that something is standard,
//! included or comes off. Anything else is read as the dish's own words.

use crate::lexicon::words;

/// Words that mark a group as something added to the dish on request.
const ADDITION_WORDS: &[&str] = &[
    "add", "adds", "addon", "addons", "extra", "extras", "optional",
];

/// Words that make a group say what the dish already holds or loses: such
/// a group is the dish's own ("egg is standard", "remove egg").
const HOLDING_WORDS: &[&str] = &[
    "standard",
    "default",
    "included",
    "includes",
    "including",
    "comes",
    "come",
    "served",
    "remove",
    "removed",
    "without",
    "no",
    "hold",
    "sub",
    "swap",
    "instead",
];

/// Characters that part one offer from the next in a list of extras.
const OFFER_SEPARATORS: &[char] = &[',', ';', '·', '•', '|', '/', '\n'];

/// The longest heading read as a group's ("Extra toppings (optional)"):
/// a longer run before a colon is a sentence, not a heading.
const HEADING_WORDS_MAX: usize = 4;

/// Whether `bytes` hold "$" or "+", and whether they hold a byte outside
/// ASCII, eight bytes at a time.
pub(crate) fn dollar_plus_or_non_ascii(bytes: &[u8]) -> (bool, bool) {
    use crate::swar::{HIGH, bytes_equal, word_of};
    let mut marks = 0;
    let mut high = 0;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let word = word_of(chunk);
        marks |= bytes_equal(word, b'$') | bytes_equal(word, b'+');
        high |= word & HIGH;
    }
    let rest = chunks.remainder();
    (
        marks != 0 || rest.iter().any(|b| matches!(b, b'$' | b'+')),
        high != 0 || !rest.is_ascii(),
    )
}

/// `description` with its paid extras blanked out (each byte of them
/// becomes a space, so offsets into the text still hold), or `None` when
/// it offers none.
pub(crate) fn without_paid_extras(description: &str) -> Option<String> {
    // A price needs "$", "+", "€" or "£": one pass of eight bytes at a
    // time rules most descriptions out (the two marks outside ASCII are
    // searched for only in a text with a byte outside it).
    let (dollar_or_plus, non_ascii) = dollar_plus_or_non_ascii(description.as_bytes());
    if !(dollar_or_plus || (non_ascii && (description.contains('€') || description.contains('£'))))
    {
        return None;
    }
    let mut blanked: Vec<(usize, usize)> = Vec::new();
    // "(add a fried egg +$2)": an addition in brackets, priced.
    let bytes = description.as_bytes();
    let mut at = 0;
    while let Some(open) = description[at..].find('(').map(|i| at + i) {
        let Some(close) = description[open..].find(')').map(|i| open + i) else {
            break;
        };
        let inside = &description[open + 1..close];
        if opens_with_addition(inside) && every_offer_priced(inside) {
            blanked.push((open, close + 1));
        }
        at = close + 1;
    }
    // "Add-ons: + cheese $1, + chicken $3": a heading that marks an
    // addition, then priced offers to the end of the sentence.
    for (colon, _) in description.match_indices(':') {
        let heading_start = clause_start(bytes, colon);
        let heading = &description[heading_start..colon];
        if words(heading).count() > HEADING_WORDS_MAX
            || !words(heading).any(|w| is_one_of(w, ADDITION_WORDS))
        {
            continue;
        }
        let end = sentence_end(bytes, colon + 1);
        let offers = &description[colon + 1..end];
        if every_offer_priced(offers) && !says_what_it_holds(heading) {
            blanked.push((heading_start, end));
        }
    }
    if blanked.is_empty() {
        return None;
    }
    let mut text = description.as_bytes().to_vec();
    for (start, end) in blanked {
        for byte in text.get_mut(start..end).into_iter().flatten() {
            *byte = b' ';
        }
    }
    // Whole characters were replaced (every range starts and ends at an
    // ASCII byte), so the text stays UTF-8; read the text as printed
    // rather than misread if it somehow did not.
    String::from_utf8(text).ok()
}

fn is_one_of(word: &str, list: &[&str]) -> bool {
    list.iter().any(|w| w.eq_ignore_ascii_case(word))
}

/// The group starts with a word of addition ("add chicken +$3", "extra
/// cheese $1", "optional: ...").
fn opens_with_addition(group: &str) -> bool {
    // "(+$3 add grilled chicken, optional)": its price may come first.
    let mut group_words = words(group).skip_while(|w| !w.contains(char::is_alphabetic));
    let first = group_words.next();
    // "add-on", "add on" read as "add" then "on".
    first.is_some_and(|w| is_one_of(w, ADDITION_WORDS))
}

/// Every offer of the list carries a price, and none says what the dish
/// holds or loses.
fn every_offer_priced(list: &str) -> bool {
    if says_what_it_holds(list) {
        return false;
    }
    // "chicken / shrimp / tofu (+$4)": one price closing the list, in
    // brackets, prices every offer of it.
    if let Some((offers, price)) = list
        .trim_end()
        .strip_suffix(')')
        .and_then(|l| l.rsplit_once('('))
        && has_price(price)
        && words(price).all(|w| w.eq_ignore_ascii_case("each") || !w.contains(char::is_alphabetic))
        && offers.chars().any(char::is_alphanumeric)
        && !offers.contains(['(', ')'])
    {
        return true;
    }
    let mut offers = list
        .split(|c| OFFER_SEPARATORS.contains(&c))
        .flat_map(|part| part.split(" or "))
        .filter(|offer| offer.chars().any(char::is_alphanumeric))
        // "(+$3 add grilled chicken, optional)": a word of addition alone
        // is no offer.
        .filter(|offer| !words(offer).all(|w| is_one_of(w, ADDITION_WORDS)))
        .peekable();
    offers.peek().is_some() && offers.all(has_price)
}

fn says_what_it_holds(text: &str) -> bool {
    words(text).any(|w| is_one_of(w, HOLDING_WORDS)) || text.contains('−')
}

/// "+$3", "$1.50", "+ 2", "€2", "+£1": a currency sign or a plus before a
/// number.
fn has_price(offer: &str) -> bool {
    let mut chars = offer.chars().peekable();
    while let Some(c) = chars.next() {
        if matches!(c, '$' | '€' | '£' | '+') {
            while chars
                .peek()
                .is_some_and(|n| matches!(n, ' ' | '$' | '€' | '£'))
            {
                chars.next();
            }
            if chars.peek().is_some_and(char::is_ascii_digit) {
                return true;
            }
        }
    }
    false
}

/// Where the clause holding `before` starts: after the last sentence or
/// clause break before it, or at the start.
fn clause_start(bytes: &[u8], before: usize) -> usize {
    bytes
        .get(..before)
        .and_then(|head| {
            head.iter()
                .rposition(|b| matches!(b, b'.' | b';' | b',' | b'\n' | b'|' | b'!' | b'?'))
        })
        .map_or(0, |i| i + 1)
}

/// Where the sentence that runs on from `from` ends: at a full stop that
/// is not a decimal point ("$1.50"), or at the end of the text.
fn sentence_end(bytes: &[u8], from: usize) -> usize {
    let mut at = from;
    while let Some(&byte) = bytes.get(at) {
        if matches!(byte, b'!' | b'?')
            || (byte == b'.'
                && !(at > 0
                    && bytes.get(at - 1).is_some_and(u8::is_ascii_digit)
                    && bytes.get(at + 1).is_some_and(u8::is_ascii_digit)))
        {
            return at;
        }
        at += 1;
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn price_marks_and_bytes_outside_ascii_are_found_at_any_place() {
        crate::swar::each_byte_at_each_place(|bytes, byte, at| {
            assert_eq!(
                dollar_plus_or_non_ascii(bytes),
                (matches!(byte, b'$' | b'+'), !byte.is_ascii()),
                "{byte} at {at}"
            );
        });
        assert_eq!(dollar_plus_or_non_ascii(b""), (false, false));
    }

    fn kept(description: &str) -> String {
        without_paid_extras(description)
            .unwrap_or_else(|| description.to_owned())
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn priced_additions_are_set_aside() {
        for (description, dish) in [
            (
                "lettuce, tomato, vegan mayo (add a fried egg +$2)",
                "lettuce, tomato, vegan mayo",
            ),
            (
                "rice, black beans, salsa roja. Add-ons: + cheese $1, + sour cream $1, + chicken $3",
                "rice, black beans, salsa roja.",
            ),
            (
                "quinoa, kale, tahini. Add protein (optional): Chicken +$3 · Tofu +$2 · Steak +$4",
                "quinoa, kale, tahini.",
            ),
            (
                "kombu broth, tofu. Extra toppings (optional): + chashu pork $3 · + ajitama egg $2",
                "kombu broth, tofu.",
            ),
            (
                "hummus, falafel, pita. Optional add-on: chicken skewers +$40",
                "hummus, falafel, pita.",
            ),
            (
                "rice noodles, peanuts (add chicken +$3.50). Spicy.",
                "rice noodles, peanuts . Spicy.",
            ),
            (
                "rice, greens, tahini (+$3 add grilled chicken, optional)",
                "rice, greens, tahini",
            ),
            // One price closing the list prices every offer.
            (
                "kale, cashew caesar, croutons. Add protein: chicken / shrimp / tofu (+$4)",
                "kale, cashew caesar, croutons.",
            ),
        ] {
            assert_eq!(kept(description), dish, "{description}");
        }
    }

    #[test]
    fn what_is_not_fully_an_addition_stays_the_dishes_own() {
        for description in [
            // Not marked as an addition: a course choice with a surcharge.
            "dessert course: cheese plate (+$8) or honey cake",
            // Standard, removed, swapped: what the dish holds.
            "tofu, peas. Modifiers: + Extra tofu $2 · − Remove egg (egg is standard)",
            "Add-ons: bacon (included), avocado +$2",
            "swap paneer for tofu (+$2)",
            // An offer without its price.
            "rice, beans. Add-ons: cheese, sour cream +$1",
            "rice, beans. Add-ons: cheese (included), sour cream (+$1)",
            "(add cheese)",
            "no prices here, add bacon if you like",
            // A sentence before a colon is no heading.
            "we are happy to add anything you like to your order: bacon +$2",
        ] {
            assert_eq!(without_paid_extras(description), None, "{description}");
        }
    }

    #[test]
    fn blanking_keeps_every_offset() {
        let description = "rice · beans (add crème fraîche +€2) and salsa";
        let kept = without_paid_extras(description).expect("an extra");
        assert_eq!(kept.len(), description.len());
        assert_eq!(kept.find("and salsa"), description.find("and salsa"));
    }
}
