//! Projections of an [`Evaluation`] onto the contract's records: the public
//! record of search and enrich, and the detail (lookup) record.

use dietfit_contract::{
    Address, Coordinates, DataFreshness, DetailVeganScore, Evidence, FreshnessLabel, IngestRecord,
    MAX_EXCERPT_CHARS, Mode, Restaurant, RestaurantDetail, ScoreBreakdown, VeganScore,
};
use uuid::Uuid;

use crate::evidence::{age_days, strongest_first};
use crate::{Evaluation, STALE_AFTER_DAYS};

/// How much evidence a public record carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EvidenceDetail {
    /// No evidence (the caller asked for none); the score is complete.
    None,
    /// Fast mode: the overall score only, at most
    /// [`COMPACT_EVIDENCE_MAX`] items with excerpts of at most
    /// [`COMPACT_EXCERPT_CHARS`] characters.
    Compact,
    /// Rich mode: every dimension and every evidence item.
    Full,
}

pub const COMPACT_EVIDENCE_MAX: usize = 3;
pub const COMPACT_EXCERPT_CHARS: usize = 160;

impl EvidenceDetail {
    /// The detail a mode asks for: fast mode is compact, rich mode full;
    /// `None` when the caller asked for no evidence.
    pub fn of(mode: Mode, include_evidence: bool) -> EvidenceDetail {
        match (mode, include_evidence) {
            (_, false) => EvidenceDetail::None,
            (Mode::Fast, true) => EvidenceDetail::Compact,
            (Mode::Rich, true) => EvidenceDetail::Full,
        }
    }

    /// A decision's evidence at this detail. Compact keeps the first
    /// [`COMPACT_EVIDENCE_MAX`] pointers (a decision lists its evidence
    /// strongest first) without their excerpts: a fast answer names what
    /// it rests on and the record carries the text.
    pub fn decision_evidence(self, mut evidence: Vec<Evidence>) -> Vec<Evidence> {
        match self {
            EvidenceDetail::None => Vec::new(),
            EvidenceDetail::Compact => {
                evidence.truncate(COMPACT_EVIDENCE_MAX);
                for item in &mut evidence {
                    item.excerpt = None;
                    item.paraphrase_method = None;
                }
                evidence
            }
            EvidenceDetail::Full => evidence,
        }
    }
}

fn text_or_empty(value: Option<&String>) -> String {
    value.map(|v| v.trim().to_owned()).unwrap_or_default()
}

impl Evaluation {
    /// The public record of search results and enrich.
    pub fn public_record(
        &self,
        record: &IngestRecord,
        service_id: &str,
        evidence: EvidenceDetail,
    ) -> Restaurant {
        let address = record.address.clone().unwrap_or_default();
        let vegan_score = match evidence {
            EvidenceDetail::Compact => VeganScore {
                overall: self.vegan_score.overall,
                scoring_version: self.vegan_score.scoring_version.clone(),
                dimensions: None,
                reasoning: None,
            },
            EvidenceDetail::None | EvidenceDetail::Full => self.vegan_score.clone(),
        };
        let evidence = match evidence {
            EvidenceDetail::None => None,
            EvidenceDetail::Compact => {
                // Strongest first: first-party before diners, primary
                // before supporting, newest first, then by id.
                Some(strongest_first(
                    self.evidence.iter(),
                    COMPACT_EVIDENCE_MAX,
                    |item| item.to_contract(COMPACT_EXCERPT_CHARS),
                ))
            }
            EvidenceDetail::Full => Some(self.contract_evidence()),
        };
        Restaurant {
            service_id: service_id.to_owned(),
            name: record.display_name().map(str::to_owned),
            address: Address {
                street: address.street,
                city: address.city,
                state: address.state,
                postal_code: address.postal_code,
                country: address.country,
            },
            coordinates: Coordinates {
                lat: record.coordinates.map(|c| c.lat),
                lng: record.coordinates.map(|c| c.lng),
            },
            vegan_score,
            dietary_profile: self.dietary_profile,
            cuisine_types: record.cuisines.clone(),
            services: (!record.services.is_empty()).then(|| record.services.clone()),
            last_verified_at: record.last_verified_at,
            last_evaluated_at: Some(self.evaluated_at),
            source_freshness: self.source_freshness,
            evidence,
        }
    }

    /// The detail (lookup) record of api-contract.md 2.3. Strings are never
    /// null (unknown is ""); coordinates are null when unknown. Values that
    /// depend on time move only when a boundary is crossed (freshness
    /// buckets, confidence buckets), so a rescore on another day records no
    /// change for no reason.
    pub fn detail_record(&self, record: &IngestRecord, service_place_id: Uuid) -> RestaurantDetail {
        let address = record.address.as_ref();
        let dimensions = self.vegan_score.dimensions.as_ref();
        let breakdown = dimensions.map(|d| ScoreBreakdown {
            vegan_coverage: d.d1_vegan_coverage.score,
            vegan_quality: d.d2_vegan_quality.score,
            ingredient_clarity: d.d3_ingredient_clarity.score,
            cross_contamination: d.d4_cross_contamination.score,
            staff_knowledge: d.d5_staff_knowledge.score,
            restaurant_quality: d.d6_restaurant_quality.score,
        });
        RestaurantDetail {
            service_place_id,
            name: record.display_name().unwrap_or_default().trim().to_owned(),
            address: text_or_empty(address.and_then(|a| a.street.as_ref())),
            city: text_or_empty(address.and_then(|a| a.city.as_ref())),
            state: text_or_empty(address.and_then(|a| a.state.as_ref())),
            zip_code: text_or_empty(address.and_then(|a| a.postal_code.as_ref())),
            country: text_or_empty(address.and_then(|a| a.country.as_ref())),
            coordinates: Coordinates {
                lat: record.coordinates.map(|c| c.lat),
                lng: record.coordinates.map(|c| c.lng),
            },
            vegan_score: DetailVeganScore {
                overall: self.vegan_score.overall.unwrap_or(0.0),
                confidence: self.confidence,
                reasoning: self.vegan_score.reasoning.clone().unwrap_or_default(),
                scoring_version: self.scoring_version.clone(),
                breakdown,
                confidence_score: Some(self.confidence_score),
            },
            is_chain: record
                .chain_brand
                .as_deref()
                .is_some_and(|brand| !brand.trim().is_empty()),
            vegan_friendly: self.dietary_profile.vegan_friendly == Some(true),
            is_vegan: self.dietary_profile.fully_vegan == Some(true),
            cuisine_types: record.cuisines.clone(),
            data_freshness: self.data_freshness(record),
            chain_brand: record.chain_brand.clone(),
            cuisine: record.cuisines.first().cloned(),
            primary_category: record.categories.first().cloned(),
            all_categories: (!record.categories.is_empty()).then(|| record.categories.clone()),
            metasearch_data: None,
            review_ai_data: None,
            menu_ai_data: None,
            nutrition_profile: None,
            wine_profile: None,
            wine_score: None,
        }
    }

    /// The contract Evidence pointers of every evidence item, in evidence order.
    pub fn contract_evidence(&self) -> Vec<Evidence> {
        self.evidence
            .iter()
            .map(|item| item.to_contract(MAX_EXCERPT_CHARS))
            .collect()
    }

    /// Freshness of the newest observation, in buckets of whole days:
    /// score 100 (≤30 days), 85 (≤90), 70 (≤180), 40 (≤365), 20 (≤730), else 0.
    /// Label: `recent` when nothing is older than 180 days, `stale` when the
    /// newest is within 180 days but something is older (or the newest is
    /// within a year), `outdated` otherwise or with no observation.
    fn data_freshness(&self, record: &IngestRecord) -> DataFreshness {
        let now = self.evaluated_at;
        let last_full_refresh = record.last_verified_at.or(self.newest_observation_at);
        let newest = self.newest_observation_at.map(|d| age_days(d, now));
        let oldest = self.oldest_observation_at.map(|d| age_days(d, now));
        let overall_freshness_score = match newest {
            Some(days) if days <= 30 => 100.0,
            Some(days) if days <= 90 => 85.0,
            Some(days) if days <= STALE_AFTER_DAYS => 70.0,
            Some(days) if days <= 365 => 40.0,
            Some(days) if days <= 730 => 20.0,
            _ => 0.0,
        };
        let freshness_label = match (newest, oldest) {
            (Some(n), Some(o)) if n <= STALE_AFTER_DAYS && o <= STALE_AFTER_DAYS => {
                FreshnessLabel::Recent
            }
            (Some(n), _) if n <= 365 => FreshnessLabel::Stale,
            _ => FreshnessLabel::Outdated,
        };
        DataFreshness {
            last_full_refresh,
            overall_freshness_score,
            freshness_label,
        }
    }
}
