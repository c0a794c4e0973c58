//! The bundled fixtures (fixtures/restaurants.jsonl, 360 restaurants in 8
//! US metros) indexed exactly as the server indexes its store: the ingest
//! record's document plus the scoring engine's vegan score, `is_vegan` and
//! `vegan_friendly`, evaluated at the fixtures' reference date.

use std::collections::HashMap;
use std::sync::OnceLock;

use dietfit_contract::{IngestRecord, Location, service_place_id_for};
use dietfit_search::{
    IndexConfig, Interpretation, SearchDocument, SearchIndex, SearchOptions, SearchOutcome,
    interpret,
};
use time::OffsetDateTime;
use time::macros::datetime;
use uuid::Uuid;

/// The fixtures' reference date (fixtures/README.md).
pub const REFERENCE_DATE: OffsetDateTime = datetime!(2026-11-01 00:00:00 UTC);

/// The bundled fixtures, their index and who is who.
pub struct Bundled {
    pub index: SearchIndex,
    pub records: Vec<IngestRecord>,
    names: HashMap<Uuid, String>,
}

impl Bundled {
    /// The display name of a place ("<no name>" for the unnamed ones).
    pub fn name_of(&self, place_id: Uuid) -> &str {
        self.names
            .get(&place_id)
            .map_or("<not in the fixtures>", String::as_str)
    }

    /// Interprets and searches as the server does (no profile).
    pub fn run(
        &self,
        query: &str,
        location: Option<&Location>,
        limit: usize,
    ) -> (Interpretation, SearchOutcome) {
        let interpretation = interpret(query, location).unwrap();
        let outcome = self
            .index
            .search(&interpretation, &SearchOptions::with_limit(limit))
            .unwrap();
        (interpretation, outcome)
    }

    /// "name (city)" of each hit, best first.
    pub fn describe(&self, outcome: &SearchOutcome) -> Vec<String> {
        outcome
            .hits
            .iter()
            .map(|hit| {
                let city = self
                    .records
                    .iter()
                    .find(|record| service_place_id_for(&record.external_id) == hit.place_id)
                    .and_then(|record| record.address.as_ref())
                    .and_then(|address| address.city.clone())
                    .unwrap_or_default();
                format!("{} ({city}) {:.3}", self.name_of(hit.place_id), hit.score)
            })
            .collect()
    }
}

/// The document the server would index for a record.
pub fn server_document(record: &IngestRecord) -> Option<SearchDocument> {
    let place_id = service_place_id_for(&record.external_id);
    let detail = dietfit_scoring::evaluate(record, REFERENCE_DATE).detail_record(record, place_id);
    SearchDocument::from_ingest(record).map(|mut document| {
        document.vegan_score = Some(detail.vegan_score.overall);
        document.fully_vegan = Some(detail.is_vegan);
        document.vegan_friendly = Some(detail.vegan_friendly);
        document
    })
}

/// The bundled fixtures, parsed, scored and indexed once per test binary.
pub fn bundled() -> &'static Bundled {
    static BUNDLED: OnceLock<Bundled> = OnceLock::new();
    BUNDLED.get_or_init(|| {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../fixtures/restaurants.jsonl"
        );
        let text = std::fs::read_to_string(path).unwrap();
        let records: Vec<IngestRecord> = text
            .lines()
            .filter(|line| !line.trim().is_empty())
            .map(|line| IngestRecord::parse_line(line).unwrap())
            .collect();
        assert_eq!(
            records.len(),
            360,
            "the bundled fixtures hold 360 restaurants"
        );
        let documents: Vec<SearchDocument> = records.iter().filter_map(server_document).collect();
        assert_eq!(documents.len(), records.len());
        let names = records
            .iter()
            .map(|record| {
                let name = record.display_name().unwrap_or("<no name>").to_owned();
                (service_place_id_for(&record.external_id), name)
            })
            .collect();
        let index = SearchIndex::new(IndexConfig::default()).unwrap();
        assert_eq!(index.load(documents).unwrap(), 360);
        Bundled {
            index,
            records,
            names,
        }
    })
}
