//! Test support for this and other crates (feature `test-util`): every test
//! owns its database. SQLite: a temp file deleted with the guard. PostgreSQL:
//! a fresh schema `dietfit_test_<random>` in the database named by
//! `DIETFIT_TEST_POSTGRES_URL`, reached through a URL whose `search_path`
//! points at it, dropped with the guard.

use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};

use crate::connection::StoreConfig;
use crate::error::StorageError;
use crate::store::Store;
use crate::url::DatabaseUrl;

/// The variable naming the PostgreSQL server tests may create schemas in.
pub const TEST_POSTGRES_URL_VAR: &str = "DIETFIT_TEST_POSTGRES_URL";

/// Set to `1` (or `true`, `yes`, `on`) by `.ci/run`: every PostgreSQL test
/// must run, so a missing [`TEST_POSTGRES_URL_VAR`] fails the test instead
/// of skipping it. One variable, so no other setting (`CI` spelt `1`, say)
/// can turn the PostgreSQL half into a silent pass.
pub const TEST_POSTGRES_REQUIRED_VAR: &str = "DIETFIT_TEST_POSTGRES_REQUIRED";

/// Whether [`TEST_POSTGRES_REQUIRED_VAR`] says PostgreSQL tests must run.
pub fn postgres_required() -> bool {
    std::env::var(TEST_POSTGRES_REQUIRED_VAR).is_ok_and(|value| {
        matches!(
            value.trim().to_ascii_lowercase().as_str(),
            "1" | "true" | "yes" | "on"
        )
    })
}

/// A database owned by one test; dropping it removes the database.
#[derive(Debug)]
pub struct TestDatabase {
    url: DatabaseUrl,
    cleanup: Cleanup,
}

#[derive(Debug)]
enum Cleanup {
    Sqlite(
        #[expect(
            dead_code,
            reason = "held only so the directory lives as long as the guard"
        )]
        tempfile::TempDir,
    ),
    Postgres {
        admin_url: String,
        schema: String,
    },
}

impl TestDatabase {
    /// A fresh SQLite file in its own temp directory (so the WAL and shm
    /// files go with it).
    pub fn sqlite() -> TestDatabase {
        let dir = tempfile::Builder::new()
            .prefix("dietfit-test-")
            .tempdir()
            .unwrap_or_else(|error| panic!("cannot create a temp dir: {error}"));
        let path = dir.path().join("dietfit.db");
        TestDatabase {
            url: DatabaseUrl::Sqlite { path },
            cleanup: Cleanup::Sqlite(dir),
        }
    }

    /// A fresh PostgreSQL schema, or `None` with the reason printed when
    /// `DIETFIT_TEST_POSTGRES_URL` is unset. When
    /// `DIETFIT_TEST_POSTGRES_REQUIRED` is set (`.ci/run` sets it) an unset
    /// URL panics: CI never skips PostgreSQL silently.
    pub fn postgres() -> Option<TestDatabase> {
        let Ok(admin_url) = std::env::var(TEST_POSTGRES_URL_VAR) else {
            assert!(
                !postgres_required(),
                "{TEST_POSTGRES_URL_VAR} is unset and {TEST_POSTGRES_REQUIRED_VAR} is set: \
                 PostgreSQL tests must run"
            );
            eprintln!("skipping the PostgreSQL half: {TEST_POSTGRES_URL_VAR} is unset");
            return None;
        };
        let schema = format!("dietfit_test_{}", uuid::Uuid::new_v4().simple());
        let mut admin = PgConnection::establish(&admin_url)
            .unwrap_or_else(|error| panic!("cannot connect to {TEST_POSTGRES_URL_VAR}: {error}"));
        admin
            .batch_execute(&format!("CREATE SCHEMA {schema}"))
            .unwrap_or_else(|error| panic!("cannot create schema {schema}: {error}"));
        let url = with_search_path(&admin_url, &schema);
        Some(TestDatabase {
            url: DatabaseUrl::Postgres { url },
            cleanup: Cleanup::Postgres { admin_url, schema },
        })
    }

    pub fn url(&self) -> &DatabaseUrl {
        &self.url
    }

    /// A config with small waits, so a test that deadlocks fails quickly.
    pub fn config(&self) -> StoreConfig {
        StoreConfig {
            connection_timeout: Duration::from_secs(30),
            ..StoreConfig::new(self.url.clone())
        }
    }

    /// Migrates and opens a store on this database.
    pub fn open(&self) -> Result<Store, StorageError> {
        Store::open(&self.config())
    }
}

/// Appends libpq's `options=-csearch_path=<schema>` (percent-encoded) to a URL.
pub fn with_search_path(url: &str, schema: &str) -> String {
    let separator = if url.contains('?') { '&' } else { '?' };
    format!("{url}{separator}options=-csearch_path%3D{schema}")
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        if let Cleanup::Postgres { admin_url, schema } = &self.cleanup {
            let dropped = PgConnection::establish(admin_url).map(|mut admin| {
                admin.batch_execute(&format!("DROP SCHEMA IF EXISTS {schema} CASCADE"))
            });
            if !matches!(dropped, Ok(Ok(()))) {
                eprintln!("could not drop test schema {schema}");
            }
        }
    }
}

/// A complete, valid write for tests: a restaurant in Portland, US, with the
/// given name and overall score, cuisines `["thai", "vegan"]`, scored by
/// version `test-1`. Change fields on the result to shape a case.
pub fn sample_write(external_id: &str, name: &str, score: Option<f64>) -> crate::RestaurantWrite {
    use dietfit_contract::{
        Confidence, Coordinates, DataFreshness, DetailVeganScore, FreshnessLabel, RestaurantDetail,
        service_place_id_for,
    };
    let evaluated_at = time::macros::datetime!(2026-01-15 12:00 UTC);
    let cuisines = vec!["thai".to_owned(), "vegan".to_owned()];
    let detail = RestaurantDetail {
        service_place_id: service_place_id_for(external_id),
        name: name.to_owned(),
        address: "12 Elm St".to_owned(),
        city: "Portland".to_owned(),
        state: "OR".to_owned(),
        zip_code: "97205".to_owned(),
        country: "US".to_owned(),
        coordinates: Coordinates {
            lat: Some(45.5202),
            lng: Some(-122.681),
        },
        vegan_score: DetailVeganScore {
            overall: score.unwrap_or(0.0),
            confidence: if score.is_some() {
                Confidence::Medium
            } else {
                Confidence::Low
            },
            reasoning: "test fixture".to_owned(),
            scoring_version: "test-1".to_owned(),
            breakdown: None,
            confidence_score: None,
        },
        is_chain: false,
        vegan_friendly: score.is_some_and(|s| s >= 50.0),
        is_vegan: false,
        cuisine_types: cuisines.clone(),
        data_freshness: DataFreshness {
            last_full_refresh: Some(evaluated_at),
            overall_freshness_score: 0.9,
            freshness_label: FreshnessLabel::Recent,
        },
        chain_brand: None,
        cuisine: Some("thai".to_owned()),
        primary_category: Some("restaurant".to_owned()),
        all_categories: None,
        metasearch_data: None,
        review_ai_data: None,
        menu_ai_data: None,
        nutrition_profile: None,
        wine_profile: None,
        wine_score: None,
    };
    crate::RestaurantWrite {
        external_id: external_id.to_owned(),
        provider_place_id: None,
        name: Some(name.to_owned()),
        city: Some("Portland".to_owned()),
        state: Some("OR".to_owned()),
        country: Some("US".to_owned()),
        lat: Some(45.5202),
        lng: Some(-122.681),
        overall_score: score,
        cuisines,
        scoring_version: "test-1".to_owned(),
        record_json: serde_json::json!({ "external_id": external_id, "name": name }).to_string(),
        evaluation_json: "{}".to_owned(),
        detail,
        last_evaluated_at: evaluated_at,
    }
}
