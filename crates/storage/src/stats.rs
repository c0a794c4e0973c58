//! Dataset metadata, maintained incrementally: each write batch adds its
//! deltas to small counter and facet tables in the same transaction, so
//! reading the metadata never scans the restaurants. The vegan score sum is
//! kept in integer millionths so adding and removing rows is exact.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use diesel::prelude::*;
use diesel::upsert::excluded;
use time::OffsetDateTime;

use crate::changes::latest_change_id;
use crate::connection::{DbConnection, per_backend, read_tx, write_tx};
use crate::error::{StorageError, corrupt};
use crate::schema::{change_clock, dataset_counters, dataset_facets, restaurants};
use crate::store::{Store, from_micros};

const TOTAL_RESTAURANTS: &str = "total_restaurants";
const TOTAL_WITH_SCORE: &str = "total_with_vegan_score";
const SCORE_SUM_MICRO: &str = "vegan_score_sum_micro";
const FACET_COUNTRY: &str = "country";
const FACET_CUISINE: &str = "cuisine";

/// The aggregates behind `GET /v1/metadata`.
#[derive(Debug, Clone, PartialEq)]
pub struct DatasetStats {
    pub total_restaurants: u64,
    pub total_with_vegan_score: u64,
    /// Restaurants per country label, as stored (trimmed; empty ones skipped).
    pub coverage_by_country: BTreeMap<String, u64>,
    /// Mean of the overall scores present; 0 when none.
    pub average_vegan_score: f64,
    /// Restaurants per cuisine label (a restaurant counts once per label).
    pub cuisine_distribution: BTreeMap<String, u64>,
    /// Time of the newest change entry; `None` before the first.
    pub last_updated: Option<OffsetDateTime>,
    /// Highest change id: a cache key that moves whenever these numbers may.
    pub high_water_change_id: i64,
}

fn score_micro(score: f64) -> i64 {
    // Scores are checked to be in 0..=100 before they are stored.
    (score * 1_000_000.0).round() as i64
}

/// What one restaurant adds to the aggregates.
pub(crate) struct Contribution {
    score_micro: Option<i64>,
    country: Option<String>,
    cuisines: BTreeSet<String>,
}

fn label(raw: &str) -> Option<String> {
    let trimmed = raw.trim();
    (!trimmed.is_empty()).then(|| trimmed.to_owned())
}

impl Contribution {
    /// What a restaurant about to be written adds.
    pub(crate) fn of_values(
        overall_score: Option<f64>,
        country: Option<&str>,
        cuisines: &[String],
    ) -> Contribution {
        Contribution {
            score_micro: overall_score.map(score_micro),
            country: country.and_then(label),
            cuisines: cuisines.iter().filter_map(|c| label(c)).collect(),
        }
    }

    /// What a stored restaurant adds, from its columns.
    pub(crate) fn of_columns(
        overall_score: Option<f64>,
        country: Option<&str>,
        cuisines_json: &str,
    ) -> Result<Contribution, StorageError> {
        let cuisines: Vec<String> =
            serde_json::from_str(cuisines_json).map_err(|error| corrupt("cuisines", error))?;
        Ok(Contribution {
            score_micro: overall_score.map(score_micro),
            country: country.and_then(label),
            cuisines: cuisines.iter().filter_map(|c| label(c)).collect(),
        })
    }
}

/// The net effect of one batch on the aggregates.
#[derive(Default)]
pub(crate) struct StatsDelta {
    total: i64,
    with_score: i64,
    score_sum_micro: i64,
    facets: HashMap<(&'static str, String), i64>,
}

impl StatsDelta {
    fn account(&mut self, contribution: &Contribution, sign: i64) {
        self.total += sign;
        if let Some(micro) = contribution.score_micro {
            self.with_score += sign;
            self.score_sum_micro += sign * micro;
        }
        if let Some(country) = &contribution.country {
            *self
                .facets
                .entry((FACET_COUNTRY, country.clone()))
                .or_default() += sign;
        }
        for cuisine in &contribution.cuisines {
            *self
                .facets
                .entry((FACET_CUISINE, cuisine.clone()))
                .or_default() += sign;
        }
    }

    pub(crate) fn add(&mut self, contribution: &Contribution) {
        self.account(contribution, 1);
    }

    pub(crate) fn subtract(&mut self, contribution: &Contribution) {
        self.account(contribution, -1);
    }

    pub(crate) fn apply(self, conn: &mut DbConnection) -> Result<(), StorageError> {
        for (name, delta) in [
            (TOTAL_RESTAURANTS, self.total),
            (TOTAL_WITH_SCORE, self.with_score),
            (SCORE_SUM_MICRO, self.score_sum_micro),
        ] {
            if delta != 0 {
                diesel::update(dataset_counters::table.find(name))
                    .set(dataset_counters::value.eq(dataset_counters::value + delta))
                    .execute(conn)?;
            }
        }
        let mut facets: Vec<_> = self.facets.into_iter().filter(|(_, d)| *d != 0).collect();
        if facets.is_empty() {
            return Ok(());
        }
        facets.sort_unstable();
        for ((facet, label), delta) in &facets {
            per_backend!(&mut *conn, |inner| diesel::insert_into(
                dataset_facets::table
            )
            .values((
                dataset_facets::facet.eq(*facet),
                dataset_facets::label.eq(label),
                dataset_facets::count.eq(*delta),
            ))
            .on_conflict((dataset_facets::facet, dataset_facets::label))
            .do_update()
            .set(dataset_facets::count.eq(dataset_facets::count + excluded(dataset_facets::count)))
            .execute(inner))?;
        }
        diesel::delete(dataset_facets::table.filter(dataset_facets::count.le(0))).execute(conn)?;
        Ok(())
    }
}

fn read_stats(conn: &mut DbConnection) -> Result<DatasetStats, StorageError> {
    let counters: HashMap<String, i64> = dataset_counters::table
        .select((dataset_counters::name, dataset_counters::value))
        .load::<(String, i64)>(conn)?
        .into_iter()
        .collect();
    let counter = |name: &str| counters.get(name).copied().unwrap_or(0);
    let mut coverage_by_country = BTreeMap::new();
    let mut cuisine_distribution = BTreeMap::new();
    let facets: Vec<(String, String, i64)> = dataset_facets::table
        .filter(dataset_facets::count.gt(0))
        .select((
            dataset_facets::facet,
            dataset_facets::label,
            dataset_facets::count,
        ))
        .load(conn)?;
    for (facet, label, count) in facets {
        let count = u64::try_from(count).unwrap_or(0);
        match facet.as_str() {
            FACET_COUNTRY => coverage_by_country.insert(label, count),
            FACET_CUISINE => cuisine_distribution.insert(label, count),
            _ => None,
        };
    }
    let with_score = counter(TOTAL_WITH_SCORE);
    let average_vegan_score = if with_score > 0 {
        counter(SCORE_SUM_MICRO) as f64 / 1_000_000.0 / with_score as f64
    } else {
        0.0
    };
    let last_changed_at: i64 = change_clock::table
        .select(change_clock::last_changed_at)
        .get_result(conn)?;
    Ok(DatasetStats {
        total_restaurants: u64::try_from(counter(TOTAL_RESTAURANTS)).unwrap_or(0),
        total_with_vegan_score: u64::try_from(with_score).unwrap_or(0),
        coverage_by_country,
        average_vegan_score,
        cuisine_distribution,
        last_updated: if last_changed_at > 0 {
            Some(from_micros(last_changed_at)?)
        } else {
            None
        },
        high_water_change_id: latest_change_id(conn)?,
    })
}

impl Store {
    /// The dataset aggregates, read from the maintained tables (a handful of
    /// small rows; no scan of the restaurants).
    pub fn dataset_stats(&self) -> Result<DatasetStats, StorageError> {
        let mut conn = self.conn()?;
        read_tx(&mut conn, read_stats)
    }

    /// Recomputes the aggregates from every restaurant row and replaces the
    /// maintained ones (a repair tool; also how tests check the increments).
    pub fn rebuild_dataset_stats(&self) -> Result<DatasetStats, StorageError> {
        let mut conn = self.conn()?;
        write_tx(&mut conn, |conn| {
            // Same lock as a write batch, so no batch adds deltas meanwhile.
            let _clock = crate::changes::ChangeClock::lock(conn)?;
            let mut delta = StatsDelta::default();
            let mut after = String::new();
            loop {
                let page: Vec<(String, Option<f64>, Option<String>, String)> = restaurants::table
                    .filter(restaurants::service_place_id.gt(&after))
                    .order(restaurants::service_place_id.asc())
                    .limit(1_000)
                    .select((
                        restaurants::service_place_id,
                        restaurants::overall_score,
                        restaurants::country,
                        restaurants::cuisines_json,
                    ))
                    .load(conn)?;
                let Some(last) = page.last() else { break };
                after = last.0.clone();
                for (_, score, country, cuisines_json) in &page {
                    delta.add(&Contribution::of_columns(
                        *score,
                        country.as_deref(),
                        cuisines_json,
                    )?);
                }
            }
            diesel::update(dataset_counters::table)
                .set(dataset_counters::value.eq(0))
                .execute(conn)?;
            diesel::delete(dataset_facets::table).execute(conn)?;
            delta.apply(conn)?;
            read_stats(conn)
        })
    }
}
