//! "The same sauce", "that broth", "this fat" said of meat-free food, in
//! the languages `pointing.rs` reads no pointing words of (Dutch
//! "diezelfde saus", Polish "na tym samym wywarze", Russian "на том же
//! бульоне", Japanese "これで揚げています") as well as in those it does, read
//! as a whole sentence: a word for "same", "this" or "that" before a word
//! for a sauce, broth, fat, oil or liquid, or a word for "on it" or "in
//! it", in a sentence that names meat-free food and denies nothing.
//!
//! Such a sentence carries over whatever the sentence it points back to
//! put in that sauce or broth. Two readings ask it:
//! - after a sentence naming an animal product ("De kip wordt in de
//!   pindasaus gestoofd. Met diezelfde saus ..."), the product is carried
//!   into the meat-free food ([`pointed_back_to`]), as `pointing.rs` does
//!   for its own pointing words;
//! - after a sentence in a language the engine does not read, nobody can
//!   say what the sauce holds: the engine does not trust it
//!   ([`points_past_an_unread_sentence`]). A pointer after a sentence it
//!   reads whole and finds no animal product in ("We make our tomato sauce
//!   fresh. The same sauce goes on the vegan pizza.") keeps the fit.

use crate::lexicon::{WordSet, word_keys};
use crate::pieces::{ALPHANUMERIC, pieces};

/// How many sentences before the pointing one it may reach back to.
const REACH: usize = 2;

/// Words for "same" before a part ("the same sauce", "dezelfde saus", "tym
/// samym wywarze", "la misma salsa"); Russian says it after the
/// demonstrative ("том же"), read by [`RUSSIAN_SAME`].
#[rustfmt::skip]
const SAME: &[&str] = &[
    "same", "zelfde", "dezelfde", "diezelfde", "hetzelfde", "datzelfde", "sam", "sama", "samo",
    "samym", "samej", "samego", "samą", "samych", "selbe", "selben", "gleiche", "gleichen",
    "dieselbe", "derselben", "denselben", "demselben", "dasselbe", "mismo", "misma", "mismos",
    "mismas", "même", "meme", "mêmes", "stesso", "stessa", "stessi", "mesmo", "mesma",
    "самом", "самый", "самой", "самым",
];

/// Russian words after which "же" makes "the same" ("в том же масле").
const RUSSIAN_SAME: &[&str] = &["том", "тот", "та", "то", "той", "тем", "тех", "те", "ту"];

/// Words for "this" or "that" before a part ("that broth", "dat vet", "ten
/// sos", "этот бульон").
#[rustfmt::skip]
const THIS_OR_THAT: &[&str] = &[
    "this", "that", "deze", "dit", "die", "dat", "ten", "ta", "tym", "tej", "tego", "tą",
    "tę", "этот", "эта", "это", "этом", "этим", "этой", "этого", "эту", "тот", "том", "тем",
    "той", "diese", "dieser", "diesem", "diesen", "dieses", "esa", "ese", "esta", "este", "cette",
    "ce", "cet", "questo", "questa", "esse", "essa",
];

/// A sauce, broth, stock, fat, oil or liquid, in the cases a sentence puts
/// them.
#[rustfmt::skip]
const PARTS: &[&str] = &[
    "sauce", "gravy", "broth", "stock", "fat", "oil", "grease", "liquid", "juices", "drippings",
    "marinade", "jus", "water",
    "saus", "bouillon", "vet", "olie", "frituurvet", "bakvet", "vocht", "kookvocht",
    "sos", "sosie", "sosem", "sosu", "wywar", "wywaru", "wywarze", "wywarem", "bulion", "bulionie",
    "bulionem", "bulionu", "tłuszcz", "tłuszczu", "tłuszczem", "olej", "oleju", "olejem", "płyn",
    "płynie", "wodzie", "wodę",
    "соус", "соусе", "соусом", "соуса", "бульон", "бульоне", "бульоном", "бульона", "жир", "жире",
    "жиром", "жира", "масло", "масле", "маслом", "масла", "отвар", "отваре", "отваром", "отвара",
    "воде", "водой",
    "soße", "sosse", "brühe", "fond", "fett", "öl", "Öl", "sud", "flüssigkeit", "bratensaft",
    "salsa", "caldo", "grasa", "aceite", "jugo", "líquido", "liquido", "fondo", "manteca",
    "graisse", "huile", "liquide",
    "sugo", "brodo", "grasso", "olio", "molho", "gordura", "óleo", "oleo",
];

/// Words for "on it", "in it", "with it" that point back alone.
#[rustfmt::skip]
const ON_IT: &[&[&str]] = &[
    &["na", "nim"], &["w", "nim"], &["na", "niej"], &["w", "niej"], &["na", "tym"],
    &["на", "нём"], &["на", "нем"], &["в", "нём"], &["в", "нем"], &["на", "нёй"], &["на", "ней"],
    &["в", "ней"], &["на", "этом"], &["в", "этом"],
    &["daarin"], &["daarmee"], &["ermee"], &["erin"], &["daarop"], &["erop"],
];

/// The words one of which every pointer of [`ties_a_part_back`] outside
/// Japanese holds (a part, or the first word of "on it"), capitalised
/// where a sentence may open with them: looked for before any other work,
/// as most sentences hold none.
static TRIGGERS: WordSet = WordSet::new(|| {
    let mut words: Vec<&'static str> = PARTS.to_vec();
    words.extend(ON_IT.iter().filter_map(|phrase| phrase.first().copied()));
    words.extend(["На", "В"]);
    word_keys(&words)
});

/// Japanese pointers, found inside a run of the script ("これで揚げています",
/// fried in this; "同じ油", the same oil).
#[rustfmt::skip]
const JAPANESE_POINTERS: &[&str] = &[
    "これで", "それで", "同じ油", "同じスープ", "同じタレ", "同じだし", "同じ出汁", "その油",
    "この油", "そのスープ", "このスープ", "そのタレ", "このタレ", "その出汁", "この出汁",
];

/// Words that begin a diet's word in the languages read here ("vegetarische",
/// "jarskiej", "постные", "wegańskie").
#[rustfmt::skip]
const DIET_STARTS: &[&str] = &[
    "vegan", "vegetar", "veggie", "meatless", "plantaardig", "vega", "jarsk", "wegetariańsk",
    "wegetariansk", "wegańsk", "wegansk", "bezmięsn", "bezmiesn", "постн", "вегетарианск",
    "веган", "végé", "vegé", "végan", "vegano", "vegana", "vegetal", "végétal",
];

/// Japanese diet words, found inside a run of the script.
const JAPANESE_DIET: &[&str] = &["ヴィーガン", "ビーガン", "ベジ", "精進", "菜食"];

/// Words that deny what the sentence says ("not the same sauce", "nie na
/// tym samym", "не на том же").
#[rustfmt::skip]
const NEGATORS: &[&str] = &[
    "not", "no", "never", "isn", "aren", "don", "doesn", "niet", "geen", "nooit", "nie", "nigdy",
    "не", "нет", "никогда", "nicht", "kein", "keine", "nunca", "jamás", "jamas", "ne",
    "pas", "jamais", "não", "nao", "non", "mai",
];

/// Whether `word` is one of `list`, letter case aside in any script.
fn is_one_of(word: &str, list: &[&str]) -> bool {
    if word.is_ascii() {
        return list.iter().any(|l| word.eq_ignore_ascii_case(l));
    }
    list.iter()
        .any(|l| word.chars().flat_map(char::to_lowercase).eq(l.chars()))
}

/// Whether `word` begins with one of `starts`, letter case aside.
fn starts_with_one_of(word: &str, starts: &[&str]) -> bool {
    starts.iter().any(|start| {
        let mut letters = word.chars().flat_map(char::to_lowercase);
        start.chars().all(|c| letters.next() == Some(c))
    })
}

/// The sentences of `text` as byte ranges: ended by ".", "!", "?", a
/// line's end, or the Japanese "。", "！", "？".
fn sentences(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut start = 0;
    let mut ends = text
        .char_indices()
        .filter(|(_, c)| matches!(c, '.' | '!' | '?' | '\n' | '。' | '！' | '？'))
        .map(|(at, c)| at + c.len_utf8())
        .chain(std::iter::once(text.len()));
    std::iter::from_fn(move || {
        loop {
            let end = ends.next()?;
            let range = (start, end);
            start = end;
            if text[range.0..range.1].chars().any(char::is_alphanumeric) {
                return Some(range);
            }
            if end == text.len() {
                return None;
            }
        }
    })
}

/// Whether `sentence` ties a word pointing back ("the same sauce", "na
/// tym samym wywarze", "daarin", "これで") to meat-free food it names: a
/// diet word, or a word `meat_free` says is a labelled meat-free dish's.
/// A sentence with a denial ties nothing.
pub(crate) fn ties_a_part_back(sentence: &str, meat_free: &dyn Fn(&str) -> bool) -> bool {
    let japanese = holds_a_japanese_pointer(sentence);
    if !japanese && !holds_a_trigger(sentence) {
        return false;
    }
    let words: Vec<&str> = pieces(sentence, &ALPHANUMERIC).collect();
    let points = japanese
        || words.iter().enumerate().any(|(i, &word)| {
            let part_follows = || {
                words[i + 1..]
                    .iter()
                    .take(2)
                    .any(|next| is_one_of(next, PARTS))
            };
            let russian_same =
                word == "же" && i > 0 && is_one_of(words[i - 1], RUSSIAN_SAME) && part_follows();
            ((is_one_of(word, SAME) || is_one_of(word, THIS_OR_THAT)) && part_follows())
                || russian_same
                || ON_IT.iter().any(|phrase| {
                    words
                        .get(i..i + phrase.len())
                        .is_some_and(|at| at.iter().zip(*phrase).all(|(w, p)| is_one_of(w, &[*p])))
                })
        });
    if !points || words.iter().any(|word| is_one_of(word, NEGATORS)) {
        return false;
    }
    JAPANESE_DIET.iter().any(|diet| sentence.contains(diet))
        || words.iter().any(|word| {
            starts_with_one_of(word, DIET_STARTS) || {
                let lower = word.to_lowercase();
                meat_free(&lower) || lower.strip_suffix('s').is_some_and(meat_free)
            }
        })
}

/// Whether `text` holds a Japanese pointer ([`JAPANESE_POINTERS`]).
fn holds_a_japanese_pointer(text: &str) -> bool {
    !text.is_ascii() && JAPANESE_POINTERS.iter().any(|p| text.contains(p))
}

/// Whether `text` holds a word of [`TRIGGERS`].
fn holds_a_trigger(text: &str) -> bool {
    pieces(text, &ALPHANUMERIC).any(|word| TRIGGERS.contains(word))
}

/// Where the sentence ends, of the next [`REACH`] after the byte `end` of
/// `text`, that ties a word pointing back to meat-free food
/// ([`ties_a_part_back`]).
pub(crate) fn pointed_back_to(
    text: &str,
    end: usize,
    meat_free: &dyn Fn(&str) -> bool,
) -> Option<usize> {
    let rest = text.get(end..)?;
    sentences(rest)
        .take(REACH)
        .find(|&(start, stop)| ties_a_part_back(&rest[start..stop], meat_free))
        .map(|(_, stop)| end + stop)
}

/// The sentences, from the one pointed back to through the pointing one,
/// where a sentence ties a word pointing back to meat-free food
/// ([`ties_a_part_back`]) and one of the [`REACH`] sentences before it is
/// one `unread` says is in a language the engine does not read; asked of
/// a text with a letter outside ASCII.
pub(crate) fn points_past_an_unread_sentence(
    text: &str,
    meat_free: &dyn Fn(&str) -> bool,
    unread: &dyn Fn(&str) -> bool,
) -> Option<(usize, usize)> {
    // A text wholly in ASCII is left out, as the low-rated review test of
    // the evidence reader leaves it: a pass over the words of every
    // English review costs too much for what it would find. Most of the
    // rest hold no pointer at all: found in one pass of the words before
    // the text is split into sentences.
    if text.is_ascii() || (!holds_a_japanese_pointer(text) && !holds_a_trigger(text)) {
        return None;
    }
    let mut before: [Option<(usize, usize)>; REACH] = [None; REACH];
    for (start, end) in sentences(text) {
        if before.iter().any(Option::is_some)
            && ties_a_part_back(&text[start..end], meat_free)
            && let Some((from, _)) = before
                .iter()
                .flatten()
                .find(|&&(from, to)| unread(&text[from..to]))
        {
            return Some((*from, end));
        }
        before.rotate_right(1);
        before[0] = Some((start, end));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dishes(word: &str) -> bool {
        matches!(word, "gado" | "pierogi" | "korokke" | "borscht" | "щи")
    }

    #[test]
    fn the_same_sauce_said_of_meat_free_food_ties_it_back() {
        for sentence in [
            "In dezelfde saus gaat ook de vegetarische loempia.",
            "Dat vet gebruiken ze ook voor de gado gado.",
            "Wegańskie pierogi też smażą na tym samym tłuszczu.",
            "Постные щи варят на том же бульоне.",
            "На нём и постный плов готовят.",
            "ヴィーガンのカツもこれで揚げています。",
            "The vegan pierogi get the same broth.",
            "Los platos veganos llevan la misma salsa.",
        ] {
            assert!(ties_a_part_back(sentence, &dishes), "{sentence}");
        }
    }

    #[test]
    fn no_pointer_no_food_or_a_denial_ties_nothing() {
        for sentence in [
            // No pointing word.
            "De vegetarische loempia was heerlijk.",
            // No meat-free food.
            "Met diezelfde saus komt ook de biefstuk.",
            // Denied.
            "De vegetarische loempia krijgt niet dezelfde saus.",
            "Постные щи варят не на том же бульоне.",
            // "This" before no part.
            "This vegan place is great.",
        ] {
            assert!(!ties_a_part_back(sentence, &dishes), "{sentence}");
        }
    }

    #[test]
    fn a_pointer_is_found_within_reach_of_the_sentence_before() {
        let text = "De kip is top. Met dezelfde saus gaat de gado gado de deur uit. Leuk.";
        let end = text.find('.').unwrap() + 1;
        let found = pointed_back_to(text, end, &dishes).unwrap();
        assert!(text[..found].ends_with("deur uit."));
        let far = "De kip is top. Leuk. Gezellig. Met dezelfde saus gaat de gado gado.";
        assert_eq!(
            pointed_back_to(far, far.find('.').unwrap() + 1, &dishes),
            None
        );
    }

    #[test]
    fn a_pointer_past_an_unread_sentence_is_found_and_a_read_one_is_not() {
        let unread = |s: &str| s.contains("Xyl");
        let text = "Xyl qör bratta venn. The same sauce goes on the vegan pierogi.";
        let (from, to) = points_past_an_unread_sentence(text, &dishes, &unread).unwrap();
        assert_eq!((from, to), (0, text.len()));
        let read = "They make the tomato sauce fresh at the café. The same sauce goes on the vegan pierogi.";
        assert_eq!(points_past_an_unread_sentence(read, &dishes, &unread), None);
        // A text wholly in ASCII is left out (for its cost).
        let ascii = "Xyl qor bratta venn. The same sauce goes on the vegan pierogi.";
        assert_eq!(
            points_past_an_unread_sentence(ascii, &dishes, &unread),
            None
        );
        // The pointing sentence opening the text points back to nothing.
        let first = "The same sauce goes on the vegan pierogi. Xyl qör bratta venn.";
        assert_eq!(
            points_past_an_unread_sentence(first, &dishes, &unread),
            None
        );
    }
}
