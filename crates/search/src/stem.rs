//! tantivy's English (Snowball) stemming with a memo of the words already
//! stemmed. Restaurant text repeats a small vocabulary ("vegan", "tofu",
//! "served" in menu after menu), and the Snowball algorithm was a fifth of
//! the CPU of building the index at start-up; a hash lookup replaces it for
//! every word seen before. The stems are exactly tantivy's `Stemmer`'s (a
//! test compares the two over the bundled fixtures), so the index and the
//! query terms are unchanged.

use std::collections::HashMap;
use std::mem;

use rust_stemmers::{Algorithm, Stemmer};
use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

/// Words remembered per analyzer before the memo starts afresh: about
/// 5 MiB at most (tantivy keeps an analyzer per text field and indexing
/// thread), far above the vocabulary of the bundled and generated data,
/// and a bound for text that never repeats (street numbers, names).
const MAX_REMEMBERED: usize = 50_000;

/// The filter: English stems, remembered per analyzer. tantivy gives every
/// segment writer its own clone of the registered analyzer, so each memo
/// belongs to one thread and needs no lock; clones start empty.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct RememberingStemmer;

impl TokenFilter for RememberingStemmer {
    type Tokenizer<T: Tokenizer> = RememberingStemmerFilter<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> RememberingStemmerFilter<T> {
        RememberingStemmerFilter {
            inner: tokenizer,
            stems: HashMap::new(),
        }
    }
}

pub(crate) struct RememberingStemmerFilter<T> {
    inner: T,
    /// Word -> stem, for the words this analyzer has stemmed.
    stems: HashMap<String, String>,
}

impl<T: Clone> Clone for RememberingStemmerFilter<T> {
    /// A clone starts with an empty memo: the registered analyzer is cloned
    /// for every segment writer and every query, and copying a memo there
    /// would cost more than it saves.
    fn clone(&self) -> Self {
        RememberingStemmerFilter {
            inner: self.inner.clone(),
            stems: HashMap::new(),
        }
    }
}

impl<T: Tokenizer> Tokenizer for RememberingStemmerFilter<T> {
    type TokenStream<'a> = RememberingStemmerStream<'a, T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        RememberingStemmerStream {
            tail: self.inner.token_stream(text),
            stemmer: Stemmer::create(Algorithm::English),
            stems: &mut self.stems,
        }
    }
}

pub(crate) struct RememberingStemmerStream<'a, T> {
    tail: T,
    stemmer: Stemmer,
    stems: &'a mut HashMap<String, String>,
}

impl<T: TokenStream> TokenStream for RememberingStemmerStream<'_, T> {
    fn advance(&mut self) -> bool {
        if !self.tail.advance() {
            return false;
        }
        let token = self.tail.token_mut();
        if let Some(stem) = self.stems.get(&token.text) {
            token.text.clear();
            token.text.push_str(stem);
            return true;
        }
        let stem = self.stemmer.stem(&token.text).into_owned();
        let word = mem::replace(&mut token.text, stem);
        if self.stems.len() >= MAX_REMEMBERED {
            self.stems.clear();
        }
        self.stems.insert(word, token.text.clone());
        true
    }

    fn token(&self) -> &Token {
        self.tail.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.tail.token_mut()
    }
}

#[cfg(test)]
mod tests {
    use tantivy::tokenizer::{
        AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, TextAnalyzer,
    };

    use super::*;
    use crate::index::analyzer;

    /// The index's analyzer as it was with tantivy's own stemmer.
    fn tantivy_stemming() -> TextAnalyzer {
        TextAnalyzer::builder(SimpleTokenizer::default())
            .filter(RemoveLongFilter::limit(40))
            .filter(LowerCaser)
            .filter(AsciiFoldingFilter)
            .filter(tantivy::tokenizer::Stemmer::new(Language::English))
            .build()
    }

    fn tokens(analyzer: &mut TextAnalyzer, text: &str) -> Vec<(String, usize, usize, usize)> {
        let mut stream = analyzer.token_stream(text);
        let mut out = Vec::new();
        while stream.advance() {
            let token = stream.token();
            out.push((
                token.text.clone(),
                token.position,
                token.offset_from,
                token.offset_to,
            ));
        }
        out
    }

    #[test]
    fn remembered_stems_are_tantivys_over_the_bundled_fixtures() {
        let fixtures = include_str!("../../../fixtures/restaurants.jsonl");
        let mut ours = analyzer();
        let mut theirs = tantivy_stemming();
        let mut compared = 0;
        // Every line twice: the second pass reads the memo.
        for line in fixtures.lines().chain(fixtures.lines()) {
            assert_eq!(tokens(&mut ours, line), tokens(&mut theirs, line));
            compared += 1;
        }
        assert!(compared >= 720, "the fixtures were read: {compared} lines");
        let edge_cases = "Café CAFÉS cafés running runs ran   généreuse \
                          tacos taco's vegan VEGANS plant-based gluten_free \
                          a supercalifragilisticexpialidociousandthensomemorewords b";
        assert_eq!(
            tokens(&mut ours, edge_cases),
            tokens(&mut theirs, edge_cases)
        );
        assert!(tokens(&mut ours, "").is_empty());
    }

    #[test]
    fn a_full_memo_starts_afresh_and_still_stems_correctly() {
        let mut filter = RememberingStemmer.transform(SimpleTokenizer::default());
        let stemmer = Stemmer::create(Algorithm::English);
        let words: Vec<String> = (0..MAX_REMEMBERED + 10)
            .map(|n| format!("running{n}s"))
            .collect();
        let text = words.join(" ");
        let mut seen = 0;
        {
            let mut stream = filter.token_stream(&text);
            while stream.advance() {
                assert_eq!(stream.token().text, stemmer.stem(&words[seen]));
                seen += 1;
            }
        }
        assert_eq!(seen, words.len());
        // Full at MAX_REMEMBERED words, emptied by the next one: the memo
        // holds the last ten.
        assert_eq!(filter.stems.len(), 10);
        assert_eq!(
            filter
                .stems
                .get(&words[words.len() - 1])
                .map(String::as_str),
            Some(stemmer.stem(&words[words.len() - 1]).as_ref())
        );
        // A clone (what tantivy hands each segment writer) starts empty.
        assert!(filter.clone().stems.is_empty());
    }
}
