//! The rule for a restaurant the query names, on the name's key: its
//! folded words without stop words, which the packs keep per place so a
//! located search checks names without reading or tokenizing them.

use crate::text::words;
use crate::vocab;

/// A name's words as [`names_match`] compares them: folded, stop words
/// left out, joined by single spaces (a word never holds a space).
pub(crate) fn name_key(name: &str) -> String {
    let kept: Vec<String> = words(name)
        .into_iter()
        .filter(|word| !vocab::is_stop_word(word))
        .collect();
    kept.join(" ")
}

/// Does a restaurant name match the words of a query? Exact (ignoring case,
/// accents and stop words), within a small edit distance, or every query
/// word in the name covering at least half of it. Queries made only of
/// vocabulary words ("vegan pizza") match exact names only.
pub fn names_match(query_words: &[String], name: &str, query_is_generic: bool) -> bool {
    key_matches(query_words, &name_key(name), query_is_generic)
}

/// [`names_match`] on a name's [`name_key`].
pub(crate) fn key_matches(query_words: &[String], key: &str, query_is_generic: bool) -> bool {
    if key.is_empty() || query_words.is_empty() {
        return false;
    }
    let query = query_words.join(" ");
    if query == key {
        return true;
    }
    if query_is_generic {
        return false;
    }
    if strsim::normalized_levenshtein(&query, key) >= 0.85 {
        return true;
    }
    let name_words: Vec<&str> = key.split(' ').collect();
    let all_in_name = query_words.iter().all(|word| {
        name_words.iter().any(|name_word| {
            name_word == word
                || (word.chars().count() >= 5 && strsim::jaro_winkler(word, name_word) >= 0.92)
        })
    });
    all_in_name && query_words.len() * 2 >= name_words.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_the_names_folded_words_without_stop_words() {
        assert_eq!(name_key("The Café de Paris"), "cafe de paris");
        assert_eq!(name_key("Joe's  BBQ & Grill #2"), "joe's bbq grill 2");
        assert_eq!(name_key("The"), "");
    }

    #[test]
    fn matching_on_the_key_is_matching_on_the_name() {
        let query = |text: &str| -> Vec<String> { text.split(' ').map(str::to_owned).collect() };
        for (words, name, generic, expected) in [
            ("thai", "Thai", true, true),
            ("thai", "The Thai Place", true, true),
            ("thai", "Thai Orchid", true, false),
            ("green bowl", "Green Bowl", false, true),
            ("green bowls", "Green Bowl", false, true),
            ("pearl", "Pearl Street Oyster Bar", false, false),
            ("blossom", "Blossom Cafe", false, true),
        ] {
            let words = query(words);
            assert_eq!(names_match(&words, name, generic), expected, "{name}");
            assert_eq!(key_matches(&words, &name_key(name), generic), expected);
        }
    }
}
