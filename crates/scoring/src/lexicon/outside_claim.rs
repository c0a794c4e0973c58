//! Food the restaurant's own words leave outside a whole-place claim: an
//! exception ("everything is vegan except the baklava", "the risotto is
//! the one exception", "our only non-vegan item") or food not yet of the
//! diet ("the tagine is going vegan next month", "we switched to a vegan
//! menu in March; the tagine will follow soon"). Such a place is not
//! wholly of the diet today, whatever another of its sentences claims.

use super::tables::{
    CHANGE_VERBS, CHANGE_VERBS_DONE, CHANGE_VERBS_UNDER_WAY, CLAIM_EXCEPTIONS, EXCEPTION_NOUNS,
    EXCEPTION_OF_MORE, EXCEPTIONS_DENIED_BY, FOLLOW_WORDS, FUTURE_WORDS, KEPT_DIET_WORDS,
    NOT_FOOD_FOLLOWING, OTHER_PEOPLES_CHANGE, OUTSIDE_CLAIM_ITEMS, WHOLE_CLAIM_DIETS,
};
use super::{WordSet, is_one_of, word_keys, words};

/// Every word without which no reading below can say food is outside the
/// claim: most statements hold none and are read no further.
static TRIGGERS: WordSet = WordSet::new(|| {
    let mut list: Vec<&'static str> = CLAIM_EXCEPTIONS
        .iter()
        .filter_map(|phrase| phrase.first().copied())
        .collect();
    for words in [
        EXCEPTION_NOUNS,
        CHANGE_VERBS,
        CHANGE_VERBS_UNDER_WAY,
        FOLLOW_WORDS,
        &["non", "will"],
    ] {
        list.extend_from_slice(words);
    }
    word_keys(&list)
});

/// Builds the word set now ([`super::warm_up`]).
pub(super) fn build_word_sets() {
    TRIGGERS.build_now();
}

/// How many words may stand between a change verb and its diet ("switch
/// to a fully vegan menu").
const CHANGE_TO_DIET_WORDS_MAX: usize = 4;

/// Whether the restaurant's `text` leaves some of its food outside a
/// claim that the whole place is of a diet: an exception to a diet claim
/// or food said to reach the diet only later.
pub(crate) fn leaves_food_outside_the_claim(text: &str) -> bool {
    if !words(text).any(|word| TRIGGERS.contains(word) || word.ends_with("'ll")) {
        return false;
    }
    let lower = text.to_ascii_lowercase();
    let mut changed_before = false;
    for sentence in lower.split_inclusive(['.', '!', '?', ';', '\n']) {
        let said: Vec<&str> = words(sentence).collect();
        if said.is_empty() {
            continue;
        }
        if excepts_from_a_claim(&said) {
            return true;
        }
        // A question ("Going vegan?") asks of the reader's own change.
        let asked = sentence.trim_end().ends_with('?');
        if !asked && not_yet_of_the_diet(&said) {
            return true;
        }
        // "We went vegan last spring, and the desserts will follow": the
        // change and the food following it may share a sentence.
        for clause in sentence.split(',') {
            let clause: Vec<&str> = words(clause).collect();
            if !asked && changed_before && follows_the_change(&clause, &said) {
                return true;
            }
            changed_before |= a_change_to_a_diet(&clause, CHANGE_VERBS_DONE);
        }
    }
    false
}

fn is_diet(word: &str) -> bool {
    is_one_of(word, WHOLE_CLAIM_DIETS)
}

/// "Everything is vegan except the baklava", "the risotto is the one
/// exception", "the baklava is our only non-vegan item".
fn excepts_from_a_claim(said: &[&str]) -> bool {
    let diet = said.iter().any(|w| is_diet(w));
    let exception_word = diet
        && (0..said.len()).any(|at| {
            CLAIM_EXCEPTIONS.iter().any(|phrase| {
                said.get(at..at + phrase.len())
                    .is_some_and(|run| run.iter().zip(phrase.iter()).all(|(w, p)| w == p))
                    && said
                        .get(at + phrase.len())
                        .is_none_or(|next| !is_one_of(next, EXCEPTION_OF_MORE))
            })
        });
    let exception_noun = said.iter().enumerate().any(|(at, word)| {
        is_one_of(word, EXCEPTION_NOUNS)
            && !said[at.saturating_sub(2)..at]
                .iter()
                .any(|w| is_one_of(w, EXCEPTIONS_DENIED_BY))
    });
    let non_diet_item = said.windows(2).enumerate().any(|(at, pair)| {
        pair[0] == "non"
            && is_diet(pair[1])
            && said
                .iter()
                .skip(at + 2)
                .take(2)
                .any(|w| is_one_of(w, OUTSIDE_CLAIM_ITEMS))
    });
    exception_word || exception_noun || non_diet_item
}

/// Whether a change verb of `verbs` stands a few words before a diet
/// word ("going vegan", "switched to a vegan menu").
fn a_change_to_a_diet(said: &[&str], verbs: &[&str]) -> bool {
    said.iter().enumerate().any(|(at, word)| {
        is_one_of(word, verbs)
            && said
                .iter()
                .skip(at + 1)
                .take(CHANGE_TO_DIET_WORDS_MAX)
                .any(|w| is_diet(w))
    })
}

/// Whether a diet is kept ("will always be vegan", "vegan since 2019")
/// or the change is a reader's own ("if you are going vegan").
fn kept_or_another_persons(said: &[&str]) -> bool {
    said.iter()
        .any(|w| is_one_of(w, KEPT_DIET_WORDS) || is_one_of(w, OTHER_PEOPLES_CHANGE))
}

fn puts_it_ahead(said: &[&str]) -> bool {
    said.iter()
        .any(|w| is_one_of(w, FUTURE_WORDS) || w.ends_with("'ll"))
}

/// "The tagine is going vegan next month", "our tagine will be vegan from
/// next month": food that is not of the diet yet.
fn not_yet_of_the_diet(said: &[&str]) -> bool {
    if kept_or_another_persons(said) {
        return false;
    }
    let ahead = puts_it_ahead(said);
    if a_change_to_a_diet(said, CHANGE_VERBS_UNDER_WAY)
        || (ahead && a_change_to_a_diet(said, CHANGE_VERBS))
    {
        return true;
    }
    // "Will be vegan", "'ll be fully plant-based".
    ahead
        && said.windows(2).enumerate().any(|(at, pair)| {
            (pair[0] == "will" || pair[0].ends_with("'ll"))
                && pair[1] == "be"
                && said.iter().skip(at + 2).take(2).any(|w| is_diet(w))
        })
}

/// "The tagine will follow soon" after a change the text says was made:
/// food following it, with no diet word of its own ("more vegan dishes to
/// follow" are food to come). `sentence` is the whole sentence of
/// `clause`.
fn follows_the_change(clause: &[&str], sentence: &[&str]) -> bool {
    !kept_or_another_persons(sentence)
        && puts_it_ahead(clause)
        && !clause.iter().any(|w| is_diet(w))
        && clause.iter().enumerate().any(|(at, word)| {
            is_one_of(word, FOLLOW_WORDS)
                && clause
                    .get(at + 1)
                    .is_none_or(|next| !is_one_of(next, NOT_FOOD_FOLLOWING))
        })
}

#[cfg(test)]
mod tests {
    use super::leaves_food_outside_the_claim as outside;

    #[test]
    fn an_exception_to_a_diet_claim_leaves_food_outside_it() {
        for text in [
            "Everything is vegan except the baklava.",
            "Everything on the menu is vegan except the risotto.",
            "The risotto is the one exception.",
            "The baklava is the one exception (honey syrup).",
            "All plant-based, other than the cheese board.",
            "The flan is our only non-vegan dessert.",
        ] {
            assert!(outside(text), "{text}");
        }
        for text in [
            "We are a 100% vegan restaurant.",
            "Everything is vegan, no exceptions.",
            "Fully vegan, without exception.",
            "Our non-vegan friends love it here.",
            "Open daily except Mondays.",
            "Everything is vegan but not gluten-free.",
            "Apart from being vegan, we are nut-free.",
        ] {
            assert!(!outside(text), "{text}");
        }
    }

    #[test]
    fn food_reaching_the_diet_later_is_outside_it() {
        for text in [
            "The tagine is going vegan next month.",
            "We switched to a vegan menu in March; the tagine will follow soon.",
            "We went fully vegan last spring, and the desserts will follow shortly.",
            "Our tagine will be vegan from next month.",
            "We are switching to a fully plant-based menu.",
            "The desserts will go vegan in the spring.",
        ] {
            assert!(outside(text), "{text}");
        }
        for text in [
            "Vegan since 2019 and never looking back.",
            "We went vegan in 2019 and will never go back.",
            "We will always be 100% vegan.",
            "Going vegan? You are in the right place.",
            "If you are switching to a vegan diet, we can help.",
            "More vegan dishes to follow.",
            "Follow us on Instagram.",
            "New vegan brunch menu coming soon!",
        ] {
            assert!(!outside(text), "{text}");
        }
    }
}
