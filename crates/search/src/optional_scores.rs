//! A query tantivy does not have: the documents of one required query,
//! each scored as the required query scores it plus the scores of the
//! optional clauses that also match it.
//!
//! `BooleanQuery` of `Must` and `Should` clauses matches the same documents
//! with the same sums, but it puts the optional clauses into one
//! disjunction, and a disjunction walks every posting of every clause in
//! 4,096-document windows: for "gluten free pizza" near a point, the
//! diet's words ("gluten", "free", "celiac" in three fields, common in
//! menus) were walked over the whole area to score the few pizza places in
//! it, most of the search. Here each optional clause is moved
//! (seek) to the required documents only, so the cost follows the
//! required set.

use std::fmt;

use tantivy::query::{EnableScoring, Explanation, Query, Scorer, Weight};
use tantivy::{DocId, DocSet, Score, SegmentReader, TERMINATED, TantivyError, Term};

/// What `required` matches, scored as `required` plus every optional clause
/// that matches the document (added in clause order).
pub(crate) struct OptionalScores {
    required: Box<dyn Query>,
    optional: Vec<Box<dyn Query>>,
}

impl OptionalScores {
    pub(crate) fn new(required: Box<dyn Query>, optional: Vec<Box<dyn Query>>) -> OptionalScores {
        OptionalScores { required, optional }
    }
}

impl Clone for OptionalScores {
    fn clone(&self) -> Self {
        OptionalScores {
            required: self.required.box_clone(),
            optional: self
                .optional
                .iter()
                .map(|query| query.box_clone())
                .collect(),
        }
    }
}

impl fmt::Debug for OptionalScores {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OptionalScores")
            .field("required", &self.required)
            .field("optional", &self.optional)
            .finish()
    }
}

impl Query for OptionalScores {
    fn weight(&self, enable_scoring: EnableScoring<'_>) -> tantivy::Result<Box<dyn Weight>> {
        let required = self.required.weight(enable_scoring)?;
        let optional = self
            .optional
            .iter()
            .map(|query| query.weight(enable_scoring))
            .collect::<tantivy::Result<Vec<_>>>()?;
        Ok(Box::new(OptionalScoresWeight { required, optional }))
    }

    fn query_terms<'a>(&'a self, visitor: &mut dyn FnMut(&'a Term, bool)) {
        self.required.query_terms(visitor);
        for query in &self.optional {
            query.query_terms(visitor);
        }
    }
}

struct OptionalScoresWeight {
    required: Box<dyn Weight>,
    optional: Vec<Box<dyn Weight>>,
}

impl Weight for OptionalScoresWeight {
    fn scorer(&self, reader: &SegmentReader, boost: Score) -> tantivy::Result<Box<dyn Scorer>> {
        let required = self.required.scorer(reader, boost)?;
        let optional = self
            .optional
            .iter()
            .map(|weight| weight.scorer(reader, boost))
            .collect::<tantivy::Result<Vec<_>>>()?;
        Ok(Box::new(OptionalScoresScorer { required, optional }))
    }

    fn explain(&self, reader: &SegmentReader, doc: DocId) -> tantivy::Result<Explanation> {
        let mut scorer = self.scorer(reader, 1.0)?;
        if scorer.seek(doc) != doc {
            return Err(TantivyError::InvalidArgument(format!(
                "document {doc} does not match the required query"
            )));
        }
        Ok(Explanation::new(
            "required score plus matching optional clauses",
            scorer.score(),
        ))
    }
}

struct OptionalScoresScorer {
    required: Box<dyn Scorer>,
    optional: Vec<Box<dyn Scorer>>,
}

impl DocSet for OptionalScoresScorer {
    fn advance(&mut self) -> DocId {
        self.required.advance()
    }

    fn seek(&mut self, target: DocId) -> DocId {
        self.required.seek(target)
    }

    fn doc(&self) -> DocId {
        self.required.doc()
    }

    fn size_hint(&self) -> u32 {
        self.required.size_hint()
    }
}

impl Scorer for OptionalScoresScorer {
    fn score(&mut self) -> Score {
        let doc = self.required.doc();
        let mut optional: Score = 0.0;
        if doc != TERMINATED {
            for scorer in &mut self.optional {
                // Scorers only move forward; one already past `doc` does
                // not match it.
                if scorer.doc() <= doc && scorer.seek(doc) == doc {
                    optional += scorer.score();
                }
            }
        }
        self.required.score() + optional
    }
}

#[cfg(test)]
mod tests {
    use tantivy::collector::{Count, TopDocs};
    use tantivy::query::{BooleanQuery, BoostQuery, Occur, TermQuery};
    use tantivy::schema::{IndexRecordOption, STORED, Schema, TEXT};
    use tantivy::{Index, IndexWriter, Term, doc};

    use super::*;

    fn term(field: tantivy::schema::Field, text: &str) -> Box<dyn Query> {
        Box::new(TermQuery::new(
            Term::from_field_text(field, text),
            IndexRecordOption::WithFreqs,
        ))
    }

    #[test]
    fn matches_the_required_documents_with_booleans_scores() {
        let mut builder = Schema::builder();
        let name = builder.add_text_field("name", TEXT | STORED);
        let menu = builder.add_text_field("menu", TEXT);
        let index = Index::create_in_ram(builder.build());
        let mut writer: IndexWriter = index.writer_with_num_threads(1, 15_000_000).unwrap();
        let names = ["pizza", "pizza bar", "noodle", "pizza vegan", "salad"];
        let menus = [
            "vegan cheese gluten free",
            "meat",
            "vegan vegan",
            "gluten free crust",
            "vegan gluten free",
        ];
        // Enough documents that postings span several blocks and the
        // optional clauses match far more than the required one.
        for i in 0..3000 {
            writer
                .add_document(doc!(
                    name => names[i % names.len()],
                    menu => menus[(i / 3) % menus.len()],
                ))
                .unwrap();
        }
        writer.commit().unwrap();
        let searcher = index.reader().unwrap().searcher();

        let optional = || -> Vec<Box<dyn Query>> {
            vec![
                Box::new(BoostQuery::new(term(menu, "vegan"), 1.5)),
                term(menu, "gluten"),
                term(name, "absent"),
            ]
        };
        let ours = OptionalScores::new(term(name, "pizza"), optional());
        let mut clauses = vec![(Occur::Must, term(name, "pizza"))];
        clauses.extend(optional().into_iter().map(|query| (Occur::Should, query)));
        let boolean = BooleanQuery::new(clauses);

        let top = TopDocs::with_limit(3000);
        let ours_hits = searcher.search(&ours, &top).unwrap();
        let boolean_hits = searcher.search(&boolean, &top).unwrap();
        assert_eq!(ours_hits.len(), 1800, "three names of five say pizza");
        assert_eq!(searcher.search(&ours, &Count).unwrap(), 1800);
        let by_doc = |mut hits: Vec<(f32, tantivy::DocAddress)>| {
            hits.sort_by_key(|(_, address)| *address);
            hits
        };
        let (ours_hits, boolean_hits) = (by_doc(ours_hits), by_doc(boolean_hits));
        assert_eq!(ours_hits.len(), boolean_hits.len());
        for ((ours_score, ours_doc), (boolean_score, boolean_doc)) in
            ours_hits.iter().zip(&boolean_hits)
        {
            assert_eq!(ours_doc, boolean_doc);
            assert!(
                (ours_score - boolean_score).abs() <= 1e-6 * boolean_score.abs(),
                "{ours_doc:?}: {ours_score} against {boolean_score}"
            );
        }
        let scores: Vec<f32> = ours_hits.iter().map(|(score, _)| *score).collect();
        let (low, high) = scores.iter().fold((f32::MAX, f32::MIN), |(low, high), s| {
            (low.min(*s), high.max(*s))
        });
        assert!(high > low + 0.1, "the optional clauses add to some scores");

        let (best_score, best) = ours_hits[0];
        assert_eq!(ours.explain(&searcher, best).unwrap().value(), best_score);
        let outside = (0..3000u32)
            .map(|doc| tantivy::DocAddress::new(0, doc))
            .find(|address| ours_hits.iter().all(|(_, hit)| hit != address))
            .unwrap();
        assert!(ours.explain(&searcher, outside).is_err());

        let alone = OptionalScores::new(term(name, "noodle"), Vec::new());
        assert_eq!(searcher.search(&alone, &Count).unwrap(), 600);
    }
}
