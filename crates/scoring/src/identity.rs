//! What a diner says a plant-made product is: "the vegan mayo is actually
//! regular mayo", "their vegan cheese is just Kraft Singles". The plant
//! qualifier of the first mention says what the menu calls the product;
//! the words after "is" say what it is, and when they name the animal make
//! (a product after "regular", "normal", "the usual") or a brand whose
//! standard product is an animal one, the product is that animal product
//! however the first mention was qualified. A brand followed by the name
//! of its plant line ("Hellmann's Vegan", "Kraft NotCo") is that line.
//! (docs/scoring.md, section 1.1, "Said to be the regular one".)

use crate::lexicon::{
    ANIMAL, ANIMAL_MAKE_WORDS, ANIMAL_PRODUCT_BRANDS, IDENTITY_FILLERS, IDENTITY_LINKS, Mention,
    PLANT_LINE_WORDS, PRODUCT_STAND_INS,
};
use crate::signals::SignalSet;

/// How many words after the plant-made product the reading looks at: an
/// identity is said in a few words ("is really just the regular one").
const MAX_TOKENS: usize = 12;

/// One word of the words after a mention, or an "=".
#[derive(Debug, Clone, Copy, Default)]
struct Token<'t> {
    start: usize,
    text: &'t str,
}

/// The words after a mention, without a heap allocation.
#[derive(Debug, Default)]
struct Found<'t> {
    words: [Token<'t>; MAX_TOKENS],
    len: usize,
}

impl<'t> Found<'t> {
    fn push(&mut self, token: Token<'t>) {
        if let Some(slot) = self.words.get_mut(self.len) {
            *slot = token;
            self.len += 1;
        }
    }
}

/// The animal products a diner's text says its plant-made products are,
/// and the sentence of the first: each mention the text resolved to a plant
/// version ("vegan mayo") that its sentence goes on to identify with the
/// animal make or an animal product's brand.
pub(crate) fn said_to_be_animal(
    text: &str,
    mentions: &[Mention],
) -> Option<(SignalSet, (usize, usize))> {
    let mut found = SignalSet::EMPTY;
    let mut sentence = None;
    for plant in mentions
        .iter()
        .filter(|m| m.signals.is_empty() && !m.denied && m.named.any(ANIMAL))
    {
        if let Some(products) = what_it_is_said_to_be(text, plant, mentions) {
            found = found.union(products);
            sentence = sentence.or(Some(plant.sentence));
        }
    }
    sentence.map(|sentence| (found, sentence))
}

/// What the words after a plant-made product say it is, when they name an
/// animal product: "is [actually|just|the same as the] regular mayo", "is
/// the normal one", "= Best Foods", "is Hellmann's Real".
fn what_it_is_said_to_be(text: &str, plant: &Mention, mentions: &[Mention]) -> Option<SignalSet> {
    // Most plant-made products go on otherwise ("vegan mayo, lettuce",
    // "the vegan mayo was great"): the first word alone is read before
    // the rest.
    let first = text
        .get(plant.span.1..plant.sentence.1)?
        .split_whitespace()
        .map(|word| {
            word.trim_matches(|c: char| {
                !(c.is_alphanumeric() || matches!(c, '=' | '\'' | '\u{2019}'))
            })
        })
        .find(|word| !word.trim_matches(['\'', '\u{2019}']).is_empty())?;
    if !is_one_of(first, IDENTITY_LINKS) {
        return None;
    }
    let mut found = Found::default();
    let count = tokens(text, plant.span.1, plant.sentence.1, MAX_TOKENS, &mut found);
    let rest = found.words.get(1..count)?;
    let mut animal_make = false;
    let mut after_same = false;
    for (at, token) in rest.iter().enumerate() {
        if let Some(products) = brand_at(&rest[at..]) {
            // "Kraft" makes mayonnaise and cheese: the vegan cheese is
            // its cheese.
            return products.map(|products| {
                let named = products.intersection(plant.named);
                if named.is_empty() { products } else { named }
            });
        }
        if animal_make {
            // "regular mayo": the product the animal-make word qualifies.
            if let Some(product) = mentions
                .iter()
                .find(|m| m.span.0 == token.start && m.named.any(ANIMAL))
            {
                return Some(product.named);
            }
            // "the regular one": the plant-made product's animal make.
            if is_one_of(token.text, PRODUCT_STAND_INS) {
                return Some(plant.named);
            }
        }
        if is_one_of(token.text, ANIMAL_MAKE_WORDS) {
            // "A real burger" praises the plant one as a burger; "real
            // mayo" is the product itself.
            let praised = token.text.eq_ignore_ascii_case("real")
                && at
                    .checked_sub(1)
                    .and_then(|before| rest.get(before))
                    .is_some_and(|before| is_one_of(before.text, &["a", "an"]));
            animal_make |= !praised;
        } else if token.text.eq_ignore_ascii_case("as") {
            // "the same as": an identity; "as good as": a likeness.
            if !after_same {
                return None;
            }
        } else if !is_one_of(token.text, IDENTITY_FILLERS) {
            return None;
        }
        after_same = token.text.eq_ignore_ascii_case("same");
    }
    None
}

/// Whether the words open with a brand of [`ANIMAL_PRODUCT_BRANDS`]:
/// `Some(Some(products))` for its standard animal product,
/// `Some(None)` when the word after it names its plant line, `None` for
/// no brand.
fn brand_at(tokens: &[Token<'_>]) -> Option<Option<SignalSet>> {
    // Most words open with no brand's letter: those are passed over
    // without a brand's words being split.
    let initial = tokens.first()?.text.bytes().next()?.to_ascii_lowercase();
    let mut brands = ANIMAL_PRODUCT_BRANDS
        .iter()
        .filter(|(brand, _)| brand.as_bytes().first() == Some(&initial));
    let (brand_words, products) = brands.find_map(|(brand, products)| {
        let count = brand.split(' ').count();
        let words = tokens.get(..count)?;
        brand
            .split(' ')
            .zip(words)
            .enumerate()
            .all(|(at, (part, word))| {
                same_word(word.text, part)
                    || (at + 1 == count
                        && (strip_suffix_ignoring_case(word.text, "'s")
                            .or_else(|| strip_suffix_ignoring_case(word.text, "\u{2019}s"))
                            .is_some_and(|stem| same_word(stem, part))))
            })
            .then_some((count, *products))
    })?;
    let plant_line = tokens
        .get(brand_words)
        .is_some_and(|next| is_one_of(next.text, PLANT_LINE_WORDS));
    Some((!plant_line).then_some(products))
}

/// The words of `text` from `from` to `to`, up to the first clause break
/// (a comma, a full stop, a bracket ...), at most `limit`, into `found`
/// (from its start); how many. Quote
/// marks around words are dropped; an "=" is a word; a possessive "'s" after
/// the mention is a word of its own ("the vegan mayo's just Hellmann's").
fn tokens<'t>(text: &'t str, from: usize, to: usize, limit: usize, found: &mut Found<'t>) -> usize {
    found.len = 0;
    let limit = limit.min(MAX_TOKENS);
    let Some(span) = text.get(from..to) else {
        return 0;
    };
    let mut word_start: Option<usize> = None;
    for (offset, c) in span.char_indices() {
        let at = from + offset;
        if found.len >= limit {
            return found.len;
        }
        let in_word = c.is_alphanumeric() || matches!(c, '\'' | '\u{2019}' | '-');
        if in_word {
            word_start.get_or_insert(at);
            continue;
        }
        if let Some(start) = word_start.take() {
            push_word(text, found, start, at);
        }
        match c {
            '=' => found.push(Token {
                start: at,
                text: "=",
            }),
            c if c.is_whitespace() => {}
            '"' | '\u{201c}' | '\u{201d}' | '\u{ab}' | '\u{bb}' | '*' => {}
            _ => return found.len,
        }
    }
    if let Some(start) = word_start.filter(|_| found.len < limit) {
        push_word(text, found, start, to);
    }
    found.len
}

/// Adds the word of `text` from `start` to `end` to `found`, without the
/// quote marks around it (a lone "'s" is kept whole).
fn push_word<'t>(text: &'t str, found: &mut Found<'t>, start: usize, end: usize) {
    let Some(word) = text.get(start..end) else {
        return;
    };
    let is_possessive = word == "'s" || word == "\u{2019}s";
    let trimmed = if is_possessive {
        word
    } else {
        word.trim_matches(['\'', '\u{2019}'])
    };
    if !trimmed.is_empty() {
        let lead = if is_possessive {
            0
        } else {
            word.len() - word.trim_start_matches(['\'', '\u{2019}']).len()
        };
        found.push(Token {
            start: start + lead,
            text: trimmed,
        });
    }
}

/// Whether a word of the text is a listed word, in any ASCII case and with
/// either apostrophe.
fn same_word(word: &str, listed: &str) -> bool {
    // A typographic apostrophe is two bytes longer than the listed one.
    if word.len() == listed.len() {
        return word.eq_ignore_ascii_case(listed);
    }
    if word.len() != listed.len() + 2 {
        return false;
    }
    let mut word = word.chars().map(|c| match c {
        '\u{2019}' => '\'',
        c => c.to_ascii_lowercase(),
    });
    let mut listed = listed.chars();
    loop {
        match (word.next(), listed.next()) {
            (None, None) => return true,
            (Some(a), Some(b)) if a == b => {}
            _ => return false,
        }
    }
}

fn is_one_of(word: &str, list: &[&str]) -> bool {
    list.iter().any(|listed| same_word(word, listed))
}

fn strip_suffix_ignoring_case<'w>(word: &'w str, suffix: &str) -> Option<&'w str> {
    let cut = word.len().checked_sub(suffix.len())?;
    (word.is_char_boundary(cut) && word.get(cut..)?.eq_ignore_ascii_case(suffix))
        .then(|| word.get(..cut))
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{Scratch, read_text};
    use crate::signals::Signal as S;

    fn said(text: &str) -> SignalSet {
        let mut scratch = Scratch::default();
        read_text(text, &mut scratch);
        said_to_be_animal(text, &scratch.mentions).map_or(SignalSet::EMPTY, |(found, _)| found)
    }

    #[test]
    fn a_plant_product_said_to_be_the_animal_make_is_the_animal_product() {
        for (text, product) in [
            (
                "Heads up: the vegan cheese is literally normal gouda.",
                S::Dairy,
            ),
            (
                "Their dairy-free butter's plain old regular butter",
                S::Dairy,
            ),
            ("my vegan aioli was the same as the standard aioli", S::Egg),
            ("The plant based mayo is honestly the usual one.", S::Egg),
            (
                "So the vegan parm = Kraft, nothing plant about it",
                S::Dairy,
            ),
            ("the vegan cream cheese is just Philly", S::Dairy),
            ("Vegan butter is Kerrygold, I asked.", S::Dairy),
        ] {
            assert!(said(text).has(product), "{text}");
        }
    }

    #[test]
    fn a_plant_line_or_a_likeness_is_no_animal_product() {
        for text in [
            "The vegan mayo is Hellmann's Vegan, a dead ringer for the regular",
            "vegan cheese is Violife and melts like the regular",
            "the vegan mayo is as good as the normal one",
            "the vegan aioli is better than regular aioli",
            "their vegan cream cheese is Philadelphia Plant-Based",
            "vegan mayo is standard on every burger",
            "The vegan cheese is regularly out of stock.",
            "the vegan mayo is, like the regular, made in house",
            "The vegan burger is a real burger, juicy and messy.",
        ] {
            assert!(said(text).is_empty(), "{text}");
        }
    }
}
