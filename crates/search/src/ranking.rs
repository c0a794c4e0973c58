//! How candidates become ranked hits: a weighted sum of text relevance,
//! diet match, quality (the vegan score) and proximity, ties broken by place
//! id; and the bounds the diet browse uses to stop early with exactly the
//! same answer.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use dietfit_contract::Diet;
use tantivy::DocAddress;
use uuid::Uuid;

use crate::geo::Circle;
use crate::outcome::{ScoreComponents, SearchHit};

/// Weights of the score components; each set sums to 1.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Weights {
    pub(crate) text: f64,
    pub(crate) diet: f64,
    pub(crate) quality: f64,
    pub(crate) proximity: f64,
    pub(crate) name: f64,
    /// Quality scales with text relevance instead of adding to it, so a
    /// well-scored place that barely matches the words never outranks one
    /// that is what the query asks for.
    pub(crate) quality_follows_text: bool,
}

impl Weights {
    /// A named restaurant comes first; a stated diet dominates the rest
    /// (0.55 x the gap between a vegan=only and a vegetarian=yes place
    /// exceeds every other weight combined); otherwise text leads.
    pub(crate) fn for_query(has_diet: bool, named: bool) -> Weights {
        match (named, has_diet) {
            (true, _) => Weights {
                name: 0.45,
                text: 0.25,
                diet: 0.15,
                quality: 0.05,
                proximity: 0.10,
                quality_follows_text: false,
            },
            (false, true) => Weights {
                name: 0.0,
                text: 0.25,
                diet: 0.55,
                quality: 0.10,
                proximity: 0.10,
                quality_follows_text: false,
            },
            (false, false) => Weights {
                name: 0.0,
                text: 0.55,
                diet: 0.0,
                quality: 0.25,
                proximity: 0.20,
                quality_follows_text: true,
            },
        }
    }

    /// The weighted sum; `has_text` says whether the query had words to
    /// match (without any, every candidate is fully relevant).
    pub(crate) fn combine(&self, c: &ScoreComponents, has_text: bool) -> f64 {
        let quality = if self.quality_follows_text {
            let relevance = if has_text { c.text } else { 1.0 };
            self.quality * c.quality * relevance
        } else {
            self.quality * c.quality
        };
        self.text * c.text
            + self.diet * c.diet
            + quality
            + self.proximity * c.proximity
            + self.name * c.name
    }
}

/// The least text relevance of a restaurant of the cuisine a query asks
/// for: a thai restaurant whose name and menu say little still answers
/// "thai" better than a diner with one pad thai.
pub(crate) const KIND_MATCH_TEXT: f64 = 0.6;

/// One restaurant that passed every filter, before ranking.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Candidate {
    pub(crate) place_id: u128,
    pub(crate) bm25: f32,
    pub(crate) diet: f32,
    pub(crate) vegan_score: Option<f32>,
    pub(crate) distance_m: Option<f64>,
    pub(crate) address: DocAddress,
    /// The name is what the query names.
    pub(crate) named: bool,
    /// The place is of the cuisine the query asks for.
    pub(crate) kind_match: bool,
}

/// A score a candidate must be able to beat to be kept: its best possible
/// score (its own text and diet, full quality) is computed as [`Ranking`]
/// computes real scores, so a dropped candidate never belonged.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Cutoff {
    pub(crate) weights: Weights,
    pub(crate) max_bm25: f32,
    pub(crate) score: f64,
}

impl Cutoff {
    pub(crate) fn can_beat(&self, bm25: f32, diet: f32) -> bool {
        let best = ScoreComponents {
            text: relative_text(bm25, self.max_bm25),
            diet: f64::from(diet),
            quality: 1.0,
            proximity: 0.0,
            name: 0.0,
        };
        self.weights.combine(&best, self.max_bm25 > 0.0) > self.score
    }
}

/// BM25 relative to the query's best, 0 when nothing matched text.
pub(crate) fn relative_text(bm25: f32, max_bm25: f32) -> f64 {
    if max_bm25 > 0.0 {
        f64::from(bm25 / max_bm25)
    } else {
        0.0
    }
}

/// How candidates become ranked hits: shared by the exhaustive path and
/// the diet browse, so both give bit-for-bit the same scores.
pub(crate) struct Ranking {
    pub(crate) weights: Weights,
    /// The best BM25 among all candidates of the query (normalises `text`).
    pub(crate) max_bm25: f32,
    pub(crate) diet: Option<Diet>,
    pub(crate) circle: Option<Circle>,
}

/// A scored candidate: (score, place id, components, distance).
pub(crate) type Scored = (f64, u128, ScoreComponents, Option<f64>);

impl Ranking {
    pub(crate) fn components(&self, candidate: &Candidate) -> ScoreComponents {
        let uses_vegan_score =
            matches!(self.diet, None | Some(Diet::StrictVegan | Diet::Vegetarian));
        let quality = if uses_vegan_score {
            f64::from(candidate.vegan_score.unwrap_or(0.0))
        } else {
            0.0
        };
        let bm25 = relative_text(candidate.bm25, self.max_bm25);
        ScoreComponents {
            text: if candidate.kind_match {
                bm25.max(KIND_MATCH_TEXT)
            } else {
                bm25
            },
            diet: f64::from(candidate.diet),
            quality: if quality.is_finite() {
                (quality / 100.0).clamp(0.0, 1.0)
            } else {
                0.0
            },
            proximity: match (candidate.distance_m, &self.circle) {
                (Some(distance), Some(circle)) if circle.radius_m() > 0.0 => {
                    (1.0 - distance / circle.radius_m()).clamp(0.0, 1.0)
                }
                _ => 0.0,
            },
            name: if candidate.named { 1.0 } else { 0.0 },
        }
    }

    /// The best `limit` candidates, best first; ties by place id.
    pub(crate) fn top(&self, candidates: &[Candidate], limit: usize) -> Vec<SearchHit> {
        let has_text = self.max_bm25 > 0.0;
        let mut scored: Vec<Scored> = candidates
            .iter()
            .map(|candidate| {
                let components = self.components(candidate);
                (
                    self.weights.combine(&components, has_text),
                    candidate.place_id,
                    components,
                    candidate.distance_m,
                )
            })
            .collect();
        let order = |a: &Scored, b: &Scored| rank_order(&(a.0, a.1), &(b.0, b.1));
        let limit = limit.min(scored.len());
        if limit > 0 && limit < scored.len() {
            scored.select_nth_unstable_by(limit - 1, order);
        }
        scored.truncate(limit);
        scored.sort_by(order);
        scored
            .into_iter()
            .map(|(score, place_id, components, distance_m)| SearchHit {
                place_id: Uuid::from_u128(place_id),
                score,
                components,
                distance_m,
            })
            .collect()
    }

    /// The score of a candidate, as ranking computes it.
    pub(crate) fn score(&self, candidate: &Candidate) -> f64 {
        self.weights
            .combine(&self.components(candidate), self.max_bm25 > 0.0)
    }

    /// The best score a candidate outside the strongest diet tier can
    /// reach: full text and quality, diet at most [`REST_DIET_STRENGTH`],
    /// no proximity (the browse has no location). Computed with the same
    /// arithmetic as a real score, which is monotone, so it is exact.
    pub(crate) fn rest_bound(&self) -> f64 {
        let best = ScoreComponents {
            text: 1.0,
            diet: f64::from(REST_DIET_STRENGTH as f32),
            quality: 1.0,
            proximity: 0.0,
            name: 0.0,
        };
        self.weights.combine(&best, self.max_bm25 > 0.0)
    }
}

/// The best `limit` candidates of those offered, best first, exactly
/// [`Ranking::top`]'s over the completed candidates, when each is offered
/// first with its distance a floor: at its floor a candidate scores at
/// least what it scores at its real distance (proximity falls as the
/// distance grows, and every step of the score is monotone), so one whose
/// bound is under the current `limit`-th hit's score never belonged and is
/// never completed. For the same reason a whole group of candidates whose
/// common bound is under it can be passed over unread
/// ([`BoundedTop::refuses`]).
pub(crate) struct BoundedTop<'a> {
    ranking: &'a Ranking,
    limit: usize,
    /// The worst kept hit on top.
    kept: BinaryHeap<Kept>,
}

impl<'a> BoundedTop<'a> {
    pub(crate) fn new(ranking: &'a Ranking, limit: usize) -> BoundedTop<'a> {
        BoundedTop {
            ranking,
            limit,
            kept: BinaryHeap::with_capacity(limit.min(1 << 12) + 1),
        }
    }

    /// Whether no candidate scoring at most `bound` can enter the hits.
    /// Equal scores are decided by place id: a bound equal to the worst
    /// kept score is not refused.
    pub(crate) fn refuses(&self, bound: f64) -> bool {
        self.limit == 0
            || (self.kept.len() == self.limit
                && self.kept.peek().is_some_and(|worst| bound < worst.0.0))
    }

    /// Offers a candidate with its distance a floor; `exact` completes it
    /// when it might enter the hits.
    pub(crate) fn offer(
        &mut self,
        candidate: Candidate,
        exact: impl FnOnce(Candidate) -> Candidate,
    ) {
        if self.limit == 0 {
            return;
        }
        let full = self.kept.len() == self.limit;
        if full && self.refuses(self.ranking.score(&candidate)) {
            return;
        }
        let candidate = exact(candidate);
        let components = self.ranking.components(&candidate);
        let score = self
            .ranking
            .weights
            .combine(&components, self.ranking.max_bm25 > 0.0);
        if full {
            if !self
                .kept
                .peek()
                .is_some_and(|worst| worst.is_beaten_by(score, candidate.place_id))
            {
                return;
            }
            self.kept.pop();
        }
        self.kept.push(Kept((
            score,
            candidate.place_id,
            components,
            candidate.distance_m,
        )));
    }

    /// The hits, best first.
    pub(crate) fn hits(self) -> Vec<SearchHit> {
        self.kept
            .into_sorted_vec()
            .into_iter()
            .map(
                |Kept((score, place_id, components, distance_m))| SearchHit {
                    place_id: Uuid::from_u128(place_id),
                    score,
                    components,
                    distance_m,
                },
            )
            .collect()
    }
}

/// A kept hit in [`BoundedTop`], ordered as hits rank with the
/// worse greater: a max-heap of them has its worst on top.
struct Kept(Scored);

impl Kept {
    /// Whether a hit of this score and place ranks before this one.
    fn is_beaten_by(&self, score: f64, place_id: u128) -> bool {
        rank_order(&(score, place_id), &(self.0.0, self.0.1)).is_lt()
    }
}

impl PartialEq for Kept {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other).is_eq()
    }
}

impl Eq for Kept {}

impl PartialOrd for Kept {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Kept {
    fn cmp(&self, other: &Self) -> Ordering {
        rank_order(&(self.0.0, self.0.1), &(other.0.0, other.0.1))
    }
}

/// The order of hits: the higher score first, ties by place id ascending.
fn rank_order(a: &(f64, u128), b: &(f64, u128)) -> Ordering {
    b.0.total_cmp(&a.0).then(a.1.cmp(&b.1))
}

/// The strongest diet match of a place without an `only` tag for the diet
/// (or a diet that serves it) and without `fully_vegan`: a `yes` tag.
pub(crate) const REST_DIET_STRENGTH: f64 = 0.7;
