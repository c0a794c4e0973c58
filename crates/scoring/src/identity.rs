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
    ANIMAL, ANIMAL_MAKE_WORDS, ANIMAL_PRODUCT_BRANDS, IDENTITY_BREAKS, IDENTITY_FILLERS,
    IDENTITY_LEADS, IDENTITY_LINKS, Mention, PLANT_LINE_WORDS, POINTED_LINKS, POINTING_BACK,
    PRODUCT_CUTS, PRODUCT_STAND_INS, RELATIVE_OPENERS, RELATIVE_PRONOUNS, Scratch,
    plant_milk_foods,
};
use crate::signals::SignalSet;

/// How many words after the plant-made product the reading looks at: an
/// identity is said in a few words ("is really just the regular one").
const MAX_TOKENS: usize = 12;

/// How many words a relative clause between the plant-made product and
/// what is said of it may hold ("we use", "that they put on the burger").
const RELATIVE_CLAUSE_WORDS_MAX: usize = 6;

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

/// The animal products a text says its plant-made products are, and the
/// sentence of the first: each mention the text resolved to a plant
/// version ("vegan mayo", "oat milk") that its words go on to identify
/// with the animal make or an animal product's brand. (`scratch` holds the
/// reading of `text`.)
pub(crate) fn said_to_be_animal(
    text: &str,
    scratch: &Scratch,
) -> Option<(SignalSet, (usize, usize))> {
    let mentions = &scratch.mentions;
    let mut found = SignalSet::EMPTY;
    let mut sentence = None;
    let plant_versions = mentions
        .iter()
        .filter(|m| m.signals.is_empty() && !m.denied && m.named.any(ANIMAL))
        .copied()
        .chain(plant_milk_foods(text, scratch));
    for plant in plant_versions {
        if let Some(products) = what_it_is_said_to_be(text, &plant, mentions) {
            found = found.union(products);
            sentence = sentence.or(Some(plant.sentence));
        }
    }
    sentence.map(|sentence| (found, sentence))
}

/// What the words after a plant-made product say it is, when they name an
/// animal product: "is [actually|just|the same as the] regular mayo", "is
/// the normal one", "= Best Foods", "is Hellmann's Real", "is whole milk";
/// or, past a break, a word pointing back to it: "The vegan mayo? It's
/// Hellmann's", "the vegan cheese - turns out it's just Kraft".
fn what_it_is_said_to_be(text: &str, plant: &Mention, mentions: &[Mention]) -> Option<SignalSet> {
    let mut found = Found::default();
    let count = words_said_it_is(text, plant, &mut found)?;
    let rest = found.words.get(..count)?;
    identity_named(rest, plant, mentions)
}

/// Into `found`, the words that say what the plant-made product is (those
/// after its link word); how many, or `None` when no link follows it. A
/// relative clause may stand between the product and its link or break:
/// "the egg-free mayo we use? It's Heinz", "the vegan cheese they serve is
/// Kraft" say what the product is as "the egg-free mayo? It's Heinz" does.
fn words_said_it_is<'t>(text: &'t str, plant: &Mention, found: &mut Found<'t>) -> Option<usize> {
    if let Some(count) = words_said_it_is_from(text, plant.span.1, plant.sentence.1, found) {
        return Some(count);
    }
    let past = past_a_relative_clause(text, plant.span.1, plant.sentence.1, found)?;
    words_said_it_is_from(text, past, plant.sentence.1, found)
}

/// Where a relative clause right after a plant-made product ending at
/// `end` ends: before the link of the product's own verb ("[we use] is
/// Heinz") or at the break after it ("[we use]? It's Heinz"). `None` when
/// no such clause opens there, or it runs on past a few words.
fn past_a_relative_clause<'t>(
    text: &'t str,
    end: usize,
    sentence_end: usize,
    found: &mut Found<'t>,
) -> Option<usize> {
    // Most products go on with no relative clause: the first word alone
    // is looked at before the clause is read.
    let opener = text
        .get(end..sentence_end)?
        .split_whitespace()
        .next()?
        .trim_matches(|c: char| !c.is_alphanumeric());
    if !is_one_of(opener, RELATIVE_OPENERS) {
        return None;
    }
    let count = tokens(text, end, text.len(), RELATIVE_CLAUSE_WORDS_MAX + 1, found);
    let words = found.words.get(..count)?;
    // "that is used on the burger is ...": the verb right after a
    // relative pronoun is the clause's own.
    let own_verb = usize::from(is_one_of(opener, RELATIVE_PRONOUNS));
    if let Some(link) = words
        .iter()
        .enumerate()
        .skip(1 + own_verb)
        .find(|(_, word)| is_one_of(word.text, IDENTITY_LINKS))
    {
        return Some(link.1.start);
    }
    // Without a link the clause must end at a break within its few
    // words: the words ran out before the limit.
    if !(2..=RELATIVE_CLAUSE_WORDS_MAX).contains(&count) {
        return None;
    }
    let last = words.last()?;
    Some(last.start + last.text.len())
}

/// [`words_said_it_is`] for the words after `from`, where the product or
/// the relative clause after it ends.
fn words_said_it_is_from<'t>(
    text: &'t str,
    from: usize,
    sentence_end: usize,
    found: &mut Found<'t>,
) -> Option<usize> {
    // Most plant-made products go on otherwise ("vegan mayo, lettuce",
    // "the vegan mayo was great"): the first word alone is read before
    // the rest.
    let mut words = text
        .get(from..sentence_end)?
        .split_whitespace()
        .map(|word| {
            word.trim_matches(|c: char| {
                !(c.is_alphanumeric() || matches!(c, '=' | '\'' | '\u{2019}'))
            })
        })
        .filter(|word| !word.trim_matches(['\'', '\u{2019}']).is_empty());
    // "the vegan mayo is ...", "the vegan cheese slices are ...".
    let link_words = match words.next() {
        Some(first) if is_one_of(first, IDENTITY_LINKS) => Some(1),
        Some(first)
            if is_one_of(first, PRODUCT_CUTS)
                && words
                    .next()
                    .is_some_and(|link| is_one_of(link, IDENTITY_LINKS)) =>
        {
            Some(2)
        }
        _ => None,
    };
    if let Some(skip) = link_words {
        let count = tokens(text, from, sentence_end, MAX_TOKENS, found);
        found.words.copy_within(skip.min(count)..count, 0);
        return Some(count.saturating_sub(skip));
    }
    let from = past_one_break(text, from)?;
    // Most clauses after a break go on with other food ("vegan cheese,
    // tomato"): their first word alone is read before the rest.
    let opening = tokens(text, from, text.len(), 1, found);
    let first = found.words.get(..opening)?.first()?.text;
    if ![IDENTITY_LEADS, POINTED_LINKS, POINTING_BACK]
        .iter()
        .any(|list| is_one_of(first, list))
    {
        return None;
    }
    let count = tokens(text, from, text.len(), MAX_TOKENS, found);
    let link = pointed_back_link(found.words.get(..count)?)?;
    found.words.copy_within(link..count, 0);
    Some(count - link)
}

/// Where the words after a mention go on past one clause break (a
/// question mark, a dash, a colon, a comma): "The vegan mayo? It's ...",
/// "the vegan cheese — turns out ...". `None` when no break follows it.
fn past_one_break(text: &str, end: usize) -> Option<usize> {
    let after = text.get(end..)?;
    let unquoted = after.trim_start_matches(|c: char| c.is_whitespace() || is_quote_mark(c));
    let past = unquoted.trim_start_matches(IDENTITY_BREAKS);
    if past.len() == unquoted.len() {
        return None;
    }
    Some(text.len() - past.len())
}

/// How many words of a clause come before the words a pointing-back link
/// opens: "turns out it's [just Kraft]", "which is [Hellmann's]", "it
/// was [the regular one]". `None` when the clause does not open so.
fn pointed_back_link(words: &[Token<'_>]) -> Option<usize> {
    for (at, word) in words.iter().enumerate() {
        if is_one_of(word.text, POINTED_LINKS) {
            return Some(at + 1);
        }
        // "They" may point back ("they are Kerrygold") or lead ("they
        // told me it's Kerrygold").
        let linked = words
            .get(at + 1)
            .is_some_and(|next| is_one_of(next.text, IDENTITY_LINKS));
        if linked && is_one_of(word.text, POINTING_BACK) {
            return Some(at + 2);
        }
        if !is_one_of(word.text, IDENTITY_LEADS) {
            return None;
        }
    }
    None
}

/// What the words a link opens name the plant-made product as: an animal
/// product's brand, its animal make, or the animal product itself.
fn identity_named(rest: &[Token<'_>], plant: &Mention, mentions: &[Mention]) -> Option<SignalSet> {
    let mut animal_make = false;
    let mut after_same = false;
    let mut described = false;
    for (at, token) in rest.iter().enumerate() {
        if let Some(products) = brand_at(&rest[at..]) {
            // "Kraft" makes mayonnaise and cheese: the vegan cheese is
            // its cheese.
            return products.map(|products| {
                let named = products.intersection(plant.named);
                if named.is_empty() { products } else { named }
            });
        }
        // "is actually whole milk", "is just dairy": the animal product
        // itself, of the plant-made product's kind, named whole by a word
        // ("dairy-free" names none).
        if let Some(product) = animal_product_at(token, plant, mentions) {
            return Some(product);
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
            // "regular Greek yogurt", "real Irish butter": one describing
            // word may stand between the animal make and its product.
            if !animal_make || described {
                return None;
            }
            described = true;
        }
        after_same = token.text.eq_ignore_ascii_case("same");
    }
    None
}

/// The animal products of the plant-made product's kind that a mention
/// opening at the word, and covering it, names as the animal product. (A
/// dish form names no make: "is a burger" says what kind of food it is.)
fn animal_product_at(
    token: &Token<'_>,
    plant: &Mention,
    mentions: &[Mention],
) -> Option<SignalSet> {
    let end = token.start + token.text.len();
    mentions
        .iter()
        .find(|m| m.span.0 == token.start && m.span.1 >= end && !m.denied && !m.form)
        .map(|m| m.signals.intersection(plant.named))
        .filter(|products| !products.is_empty())
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
            c if is_quote_mark(c) => {}
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

/// Quote marks (and the stars of emphasis) the words around them are
/// read through.
fn is_quote_mark(c: char) -> bool {
    matches!(c, '"' | '\u{201c}' | '\u{201d}' | '\u{ab}' | '\u{bb}' | '*')
}

fn is_one_of(word: &str, list: &[&str]) -> bool {
    // The first bytes first, lower-cased: most listed words differ there.
    // (A word opening on a typographic apostrophe is compared whole.)
    let first = word.as_bytes().first().map(u8::to_ascii_lowercase);
    let typographic = first == Some(0xE2);
    list.iter().any(|listed| {
        (typographic || listed.as_bytes().first().map(u8::to_ascii_lowercase) == first)
            && same_word(word, listed)
    })
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
    use crate::lexicon::read_text;
    use crate::signals::Signal as S;

    fn said(text: &str) -> SignalSet {
        let mut scratch = Scratch::default();
        read_text(text, &mut scratch);
        said_to_be_animal(text, &scratch).map_or(SignalSet::EMPTY, |(found, _)| found)
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
            ("the dairy-free cheese slices are Kraft Singles", S::Dairy),
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

    #[test]
    fn a_word_pointing_back_past_a_break_says_what_the_product_is() {
        for (text, product) in [
            ("Dairy-free cheese? It's Babybel, I checked.", S::Dairy),
            (
                "I asked about the egg-free aioli - apparently it is just Duke's",
                S::Egg,
            ),
            ("the plant-based butter, which is Anchor, sadly", S::Dairy),
            ("Vegan mayo... they told me it's the normal stuff", S::Egg),
            ("The vegan cream cheese: that's regular Philly.", S::Dairy),
        ] {
            assert!(said(text).has(product), "{text}");
        }
        for text in [
            "Dairy-free cheese? It's Violife, I checked.",
            "the vegan mayo - it's Hellmann's Vegan, creamy",
            "The vegan burger was great - it's the best in town.",
            "vegan mayo, it's good on everything",
            "Vegan aioli? Yes please, and regular mayo for my son.",
        ] {
            assert!(said(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_plant_milk_food_said_to_be_the_animal_product_is_it() {
        for text in [
            "Their soy milk is actually skim milk.",
            "the almond milk is just dairy, ask anyone",
            "Coconut yogurt? It's normal Greek yogurt.",
            "the cashew cheese is plain old cheddar",
            "the so-called vegan butter is real butter",
        ] {
            assert!(said(text).has(S::Dairy), "{text}");
        }
        for text in [
            "the soy milk is Oatly, not regular milk",
            "the cashew cheese tastes like real cheddar",
            "the soy milk is as creamy as whole milk",
            "the oat milk is dairy-free",
            "Regular milk in the lattes; oat milk in the vegan ones.",
        ] {
            assert!(said(text).is_empty(), "{text}");
        }
    }
}
