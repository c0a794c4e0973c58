//! The bundled fixtures end to end: `fixtures/restaurants.jsonl` is imported
//! into SQLite and PostgreSQL (when `DIETFIT_TEST_POSTGRES_URL` is set) at
//! `now = REFERENCE_DATE`; the counts and dataset statistics must match the
//! file, every decision path that `fixtures/README.md` lists must come out of
//! the stored evaluations for at least one record of the group it names, and
//! the engine's safety rules must hold for every record and profile.
//!
//! The paths are a table below, one row per README path id; a test keeps the
//! two lists of ids equal, so a path added to the README needs a row here.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;

use dietfit_contract::{
    Decision, Diet, IngestRecord, MatchForProfile, ReasonCode, RiskFlag, UserProfile, WireEnum,
};
use dietfit_fixtures::{
    Archetype, FIXTURE_COUNT, GeneratedRecord, REFERENCE_DATE, bundled_fixtures,
};
use dietfit_ingest::{DEFAULT_BATCH_SIZE, ImportOptions, ImportSummary, import_reader};
use dietfit_scoring::Evaluation;
use dietfit_storage::test_util::TestDatabase;
use dietfit_storage::{Store, StoredRestaurant};

// ---------------------------------------------------------------------------
// The fixtures, imported
// ---------------------------------------------------------------------------

fn fixtures_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures")
}

/// The bundled file's path, after checking it is there and holds what the
/// generator says it holds (so the archetype of each line is known).
fn fixture_file() -> PathBuf {
    let path = fixtures_dir().join("restaurants.jsonl");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("the fixtures must exist at {}: {error}", path.display()));
    let ids: Vec<String> = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| IngestRecord::parse_line(line).unwrap().external_id)
        .collect();
    let expected: Vec<String> = bundled_fixtures().map(|g| g.record.external_id).collect();
    assert_eq!(
        ids.len() as u64,
        FIXTURE_COUNT,
        "lines in {}",
        path.display()
    );
    assert_eq!(
        ids,
        expected,
        "{} is not the generator's output: regenerate it (fixtures/README.md)",
        path.display()
    );
    path
}

/// One fixture as stored: what the generator built it as, what storage
/// kept, and its evaluation read back from `evaluation_json`.
struct Imported {
    generated: GeneratedRecord,
    stored: StoredRestaurant,
    evaluation: Evaluation,
}

impl Imported {
    fn record(&self) -> &IngestRecord {
        &self.generated.record
    }

    fn decide(&self, diner: Diner) -> MatchForProfile {
        dietfit_scoring::decide(&self.evaluation, &diner.profile(), REFERENCE_DATE)
            .match_for_profile
    }
}

fn import_fixtures(store: &Store) -> ImportSummary {
    let path = fixture_file();
    let mut rejections = Vec::new();
    let options = ImportOptions {
        batch_size: DEFAULT_BATCH_SIZE,
        now: REFERENCE_DATE,
    };
    let summary = import_reader(
        store,
        BufReader::new(File::open(&path).unwrap()),
        options,
        &mut |rejection| rejections.push(rejection.clone()),
        &mut |_| {},
    )
    .expect("the import runs");
    assert!(
        rejections.is_empty(),
        "no fixture is rejected: {rejections:?}"
    );
    summary
}

/// Every stored restaurant, joined to the generated record it came from.
fn load_all(store: &Store) -> Vec<Imported> {
    let mut by_external_id: HashMap<String, GeneratedRecord> = bundled_fixtures()
        .map(|g| (g.record.external_id.clone(), g))
        .collect();
    let mut imported = Vec::new();
    let mut after = None;
    loop {
        let page = store.scan_restaurants(after, 100).unwrap();
        let Some(last) = page.last() else { break };
        after = Some(last.service_place_id);
        for stored in page {
            let generated = by_external_id
                .remove(&stored.external_id)
                .unwrap_or_else(|| panic!("{} is not a bundled fixture", stored.external_id));
            let evaluation: Evaluation = serde_json::from_str(&stored.evaluation_json)
                .unwrap_or_else(|error| panic!("{}: evaluation_json: {error}", stored.external_id));
            imported.push(Imported {
                generated,
                stored,
                evaluation,
            });
        }
    }
    let missing: Vec<&String> = by_external_id.keys().collect();
    assert!(missing.is_empty(), "fixtures not stored: {missing:?}");
    imported.sort_by_key(|fixture| fixture.generated.index);
    imported
}

/// Runs `test` on SQLite and, when configured, on PostgreSQL, each time on
/// a fresh database holding the imported fixtures.
fn on_both_backends(test: impl Fn(&Store, &[Imported])) {
    let sqlite = TestDatabase::sqlite();
    let postgres = TestDatabase::postgres();
    for database in std::iter::once(&sqlite).chain(postgres.as_ref()) {
        let store = database.open().expect("store opens");
        import_fixtures(&store);
        let imported = load_all(&store);
        test(&store, &imported);
    }
}

// ---------------------------------------------------------------------------
// Profiles
// ---------------------------------------------------------------------------

/// The diners the README's paths are decided for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Diner {
    StrictVegan,
    StrictVeganNoCrossContact,
    Vegetarian,
    GlutenFree,
    Halal,
    Kosher,
    StrictVeganNoNuts,
}

impl Diner {
    fn profile(self) -> UserProfile {
        match self {
            Diner::StrictVegan => UserProfile::new(Diet::StrictVegan),
            Diner::StrictVeganNoCrossContact => UserProfile {
                exclude_cross_contamination: true,
                ..UserProfile::new(Diet::StrictVegan)
            },
            Diner::Vegetarian => UserProfile::new(Diet::Vegetarian),
            Diner::GlutenFree => UserProfile::new(Diet::GlutenFree),
            Diner::Halal => UserProfile::new(Diet::Halal),
            Diner::Kosher => UserProfile::new(Diet::Kosher),
            Diner::StrictVeganNoNuts => UserProfile {
                dietary_rules: vec!["no nuts".to_owned()],
                ..UserProfile::new(Diet::StrictVegan)
            },
        }
    }
}

// ---------------------------------------------------------------------------
// The README's decision paths
// ---------------------------------------------------------------------------

/// The decision a path expects.
#[derive(Debug, Clone, Copy)]
enum Expected {
    Is(Decision),
    /// `unknown` or `not_fit`: anything but `fit`.
    NotFit,
    /// The path is about what is stored, not about the decision.
    Any,
}

impl Expected {
    fn admits(self, decision: Decision) -> bool {
        match self {
            Expected::Is(expected) => decision == expected,
            Expected::NotFit => decision != Decision::Fit,
            Expected::Any => true,
        }
    }
}

/// A fact about one record a path needs besides its decision.
#[derive(Clone, Copy)]
struct Requirement {
    what: &'static str,
    holds: fn(&Imported) -> bool,
}

/// One row of the README's decision-path table.
struct DecisionPath {
    id: &'static str,
    group: Archetype,
    /// Narrows the group, as the README's group column does ("halal declaration").
    only: Option<Requirement>,
    diner: Diner,
    decision: Expected,
    verification_required: Option<bool>,
    /// Every one must appear.
    codes: &'static [ReasonCode],
    /// At least one must appear (empty: no such condition).
    one_of_codes: &'static [ReasonCode],
    flags: &'static [RiskFlag],
    also: Option<Requirement>,
}

impl DecisionPath {
    fn covers(&self, fixture: &Imported) -> bool {
        fixture.generated.archetype == self.group
            && self.only.is_none_or(|only| (only.holds)(fixture))
    }

    fn produced_by(&self, fixture: &Imported, decided: &MatchForProfile) -> bool {
        self.decision.admits(decided.decision)
            && self
                .verification_required
                .is_none_or(|required| decided.verification_required == required)
            && self
                .codes
                .iter()
                .all(|code| decided.reason_codes.contains(code))
            && (self.one_of_codes.is_empty()
                || self
                    .one_of_codes
                    .iter()
                    .any(|code| decided.reason_codes.contains(code)))
            && self
                .flags
                .iter()
                .all(|flag| decided.risk_flags.contains(flag))
            && self.also.is_none_or(|also| (also.holds)(fixture))
    }
}

fn declares(fixture: &Imported, word: &str) -> bool {
    fixture
        .record()
        .declarations
        .iter()
        .any(|declaration| declaration.text.to_lowercase().contains(word))
}

fn brand_is(fixture: &Imported, brand: &str) -> bool {
    fixture.record().chain_brand.as_deref() == Some(brand)
}

/// The detail record says chain, with the record's brand.
fn detail_names_its_chain(fixture: &Imported) -> bool {
    let detail = &fixture.stored.detail;
    detail.is_chain
        && detail.chain_brand.is_some()
        && detail.chain_brand == fixture.record().chain_brand
}

/// No coordinates in, none out.
fn stored_without_coordinates(fixture: &Imported) -> bool {
    fixture.record().coordinates.is_none() && fixture.stored.detail.coordinates.point().is_none()
}

/// The name or some address part is missing, and the stored detail keeps it
/// missing (empty) rather than inventing one.
fn kept_with_identity_gaps(fixture: &Imported) -> bool {
    let record = fixture.record();
    let detail = &fixture.stored.detail;
    let address = record.address.clone().unwrap_or_default();
    let name_gap = record.display_name().is_none() && detail.name.is_empty();
    let address_gap = address.street.is_none() && detail.address.is_empty()
        || address.city.is_none() && detail.city.is_empty()
        || address.postal_code.is_none() && detail.zip_code.is_empty();
    name_gap || address_gap
}

use Diner::*;
use ReasonCode as R;

/// `fixtures/README.md`, "Decision paths", row by row.
const PATHS: &[DecisionPath] = &[
    DecisionPath {
        id: "P01",
        group: Archetype::FullyVegan,
        only: None,
        diner: StrictVegan,
        decision: Expected::Is(Decision::Fit),
        verification_required: None,
        codes: &[R::VeganMenuFullRestaurant, R::VeganMenuConfirmed],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P02",
        group: Archetype::FullyVegan,
        only: None,
        diner: Vegetarian,
        decision: Expected::Is(Decision::Fit),
        verification_required: None,
        codes: &[R::VeganMenuFullRestaurant],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P03",
        group: Archetype::VeganFriendly,
        only: None,
        diner: StrictVegan,
        decision: Expected::Is(Decision::Fit),
        verification_required: None,
        codes: &[R::VeganFriendlyPartial, R::VeganMenuConfirmed],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P04",
        group: Archetype::VeganFriendly,
        only: None,
        diner: StrictVeganNoCrossContact,
        decision: Expected::Is(Decision::Unknown),
        verification_required: Some(true),
        codes: &[R::CrossContaminationUnknown],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P05",
        group: Archetype::DedicatedVeganPrep,
        only: None,
        diner: StrictVeganNoCrossContact,
        decision: Expected::Is(Decision::Fit),
        verification_required: None,
        codes: &[R::DedicatedVeganPrepConfirmed],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P06",
        group: Archetype::SharedFryerOrGrill,
        only: None,
        diner: StrictVeganNoCrossContact,
        decision: Expected::NotFit,
        verification_required: None,
        codes: &[R::FryerContaminationRisk],
        one_of_codes: &[],
        flags: &[RiskFlag::CrossContaminationRisk],
        also: None,
    },
    DecisionPath {
        id: "P07",
        group: Archetype::SharedFryerOrGrill,
        only: None,
        diner: StrictVeganNoCrossContact,
        decision: Expected::NotFit,
        verification_required: None,
        codes: &[R::SharedGrillRisk],
        one_of_codes: &[],
        flags: &[RiskFlag::CrossContaminationRisk],
        also: None,
    },
    DecisionPath {
        id: "P08",
        group: Archetype::VegetarianOnly,
        only: None,
        diner: StrictVegan,
        decision: Expected::Is(Decision::NotFit),
        verification_required: None,
        codes: &[
            R::VegetarianOnlyNotStrictVegan,
            R::DairyPresentInRelevantDishes,
        ],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P09",
        group: Archetype::VegetarianOnly,
        only: None,
        diner: Vegetarian,
        decision: Expected::Is(Decision::Fit),
        verification_required: None,
        codes: &[],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P10",
        group: Archetype::MeatCentred,
        only: None,
        diner: StrictVegan,
        decision: Expected::Is(Decision::NotFit),
        verification_required: None,
        codes: &[R::NoVeganEvidenceFound],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P11",
        group: Archetype::ConflictingReviews,
        only: None,
        diner: StrictVegan,
        decision: Expected::Is(Decision::Unknown),
        verification_required: Some(true),
        codes: &[R::ReviewSignalConflicting],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P12",
        group: Archetype::ConflictingReviews,
        only: None,
        diner: StrictVegan,
        decision: Expected::Any,
        verification_required: Some(true),
        codes: &[],
        one_of_codes: &[],
        flags: &[RiskFlag::LanguageBarrier],
        also: None,
    },
    DecisionPath {
        id: "P13",
        group: Archetype::StaleOnly,
        only: None,
        diner: StrictVegan,
        decision: Expected::Is(Decision::Unknown),
        verification_required: Some(true),
        codes: &[],
        one_of_codes: &[R::DataFreshnessPoor, R::MenuOutdated],
        flags: &[RiskFlag::StaleData],
        also: None,
    },
    DecisionPath {
        id: "P14",
        group: Archetype::UserReportOnly,
        only: None,
        diner: StrictVegan,
        decision: Expected::Is(Decision::Unknown),
        verification_required: Some(true),
        codes: &[],
        one_of_codes: &[],
        flags: &[RiskFlag::UserReportOnly],
        also: None,
    },
    DecisionPath {
        id: "P15",
        group: Archetype::GlutenFreeOptions,
        only: None,
        diner: GlutenFree,
        decision: Expected::Is(Decision::Unknown),
        verification_required: Some(true),
        codes: &[R::GlutenFreeOptionsAvailable],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P16",
        group: Archetype::NutHeavy,
        only: None,
        diner: StrictVeganNoNuts,
        decision: Expected::NotFit,
        verification_required: None,
        codes: &[R::NutPresentInRelevantDishes],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P17",
        group: Archetype::MeatCentred,
        only: Some(Requirement {
            what: "a halal declaration",
            holds: |fixture| declares(fixture, "halal"),
        }),
        diner: Halal,
        decision: Expected::Is(Decision::Unknown),
        verification_required: Some(true),
        codes: &[R::RestaurantVerificationRecommended],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P18",
        group: Archetype::MeatCentred,
        only: Some(Requirement {
            what: "a kosher-style declaration",
            holds: |fixture| declares(fixture, "kosher"),
        }),
        diner: Kosher,
        decision: Expected::Is(Decision::Unknown),
        verification_required: Some(true),
        codes: &[R::RestaurantVerificationRecommended],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P19",
        group: Archetype::BareListing,
        only: None,
        diner: StrictVegan,
        decision: Expected::Is(Decision::Unknown),
        verification_required: Some(true),
        codes: &[R::InsufficientEvidence],
        one_of_codes: &[],
        flags: &[],
        also: None,
    },
    DecisionPath {
        id: "P20",
        group: Archetype::Chain,
        only: Some(Requirement {
            what: "a Curry Express location",
            holds: |fixture| brand_is(fixture, "Curry Express"),
        }),
        diner: StrictVegan,
        decision: Expected::Is(Decision::Fit),
        verification_required: None,
        codes: &[R::VeganMenuConfirmed],
        one_of_codes: &[],
        flags: &[],
        also: Some(Requirement {
            what: "a detail record with isChain true and the record's chainBrand",
            holds: |fixture| detail_names_its_chain(fixture),
        }),
    },
    DecisionPath {
        id: "P21",
        group: Archetype::NoCoordinates,
        only: None,
        diner: StrictVegan,
        decision: Expected::Is(Decision::Fit),
        verification_required: None,
        codes: &[R::VeganFriendlyPartial, R::VeganMenuConfirmed],
        one_of_codes: &[],
        flags: &[],
        also: Some(Requirement {
            what: "no coordinates in the record or the stored detail",
            holds: |fixture| stored_without_coordinates(fixture),
        }),
    },
    DecisionPath {
        id: "P22",
        group: Archetype::MissingNameOrAddress,
        only: None,
        diner: StrictVegan,
        decision: Expected::Any,
        verification_required: None,
        codes: &[],
        one_of_codes: &[],
        flags: &[],
        also: Some(Requirement {
            what: "a null name or address part, stored empty",
            holds: |fixture| kept_with_identity_gaps(fixture),
        }),
    },
];

/// One decision in a line: what a failed path shows instead.
fn summarize(decided: &MatchForProfile) -> String {
    let codes: Vec<&str> = decided.reason_codes.iter().map(|c| c.as_str()).collect();
    let flags: Vec<&str> = decided.risk_flags.iter().map(|f| f.as_str()).collect();
    format!(
        "{} (verification {}) [{}] {{{}}}",
        decided.decision,
        decided.verification_required,
        codes.join(", "),
        flags.join(", ")
    )
}

/// How many records of its group produce each path, with what the others
/// produced when none does.
fn check_every_path(imported: &[Imported]) -> Vec<String> {
    let mut failures = Vec::new();
    for path in PATHS {
        let covered: Vec<&Imported> = imported.iter().filter(|f| path.covers(f)).collect();
        let decisions: Vec<MatchForProfile> =
            covered.iter().map(|f| f.decide(path.diner)).collect();
        let producing = covered
            .iter()
            .zip(&decisions)
            .filter(|(fixture, decided)| path.produced_by(fixture, decided))
            .count();
        println!(
            "{}: {producing} of {} `{}` records{}",
            path.id,
            covered.len(),
            path.group,
            path.only
                .map_or(String::new(), |only| format!(" with {}", only.what)),
        );
        if producing == 0 {
            let mut seen: BTreeMap<String, usize> = BTreeMap::new();
            for decided in &decisions {
                *seen.entry(summarize(decided)).or_default() += 1;
            }
            let instead: Vec<String> = seen
                .iter()
                .map(|(line, count)| format!("    {count} x {line}"))
                .collect();
            failures.push(format!(
                "{} is produced by no `{}` record{} ({} records, profile {:?}); they give:\n{}",
                path.id,
                path.group,
                path.only
                    .map_or(String::new(), |only| format!(" with {}", only.what)),
                covered.len(),
                path.diner,
                instead.join("\n"),
            ));
        }
    }
    failures
}

#[test]
fn every_readme_decision_path_is_produced_on_both_backends() {
    on_both_backends(|store, imported| {
        let failures = check_every_path(imported);
        assert!(
            failures.is_empty(),
            "{:?}: {} README path(s) not produced:\n{}",
            store.backend(),
            failures.len(),
            failures.join("\n")
        );
    });
}

// ---------------------------------------------------------------------------
// Counts and statistics
// ---------------------------------------------------------------------------

fn label(raw: &str) -> Option<String> {
    let trimmed = raw.trim();
    (!trimmed.is_empty()).then(|| trimmed.to_owned())
}

#[test]
fn the_fixtures_import_whole_with_matching_statistics_on_both_backends() {
    let records: Vec<IngestRecord> = bundled_fixtures().map(|g| g.record).collect();
    let mut countries: BTreeMap<String, u64> = BTreeMap::new();
    let mut cuisines: BTreeMap<String, u64> = BTreeMap::new();
    for record in &records {
        if let Some(country) = record
            .address
            .as_ref()
            .and_then(|a| a.country.as_deref())
            .and_then(label)
        {
            *countries.entry(country).or_default() += 1;
        }
        let labels: BTreeSet<String> = record.cuisines.iter().filter_map(|c| label(c)).collect();
        for cuisine in labels {
            *cuisines.entry(cuisine).or_default() += 1;
        }
    }
    let sqlite = TestDatabase::sqlite();
    let postgres = TestDatabase::postgres();
    for database in std::iter::once(&sqlite).chain(postgres.as_ref()) {
        let store = database.open().expect("store opens");
        let summary = import_fixtures(&store);
        assert_eq!(
            summary,
            ImportSummary {
                created: FIXTURE_COUNT,
                ..ImportSummary::default()
            },
            "{:?}",
            store.backend()
        );
        assert_eq!(store.count_restaurants().unwrap(), FIXTURE_COUNT);

        let imported = load_all(&store);
        let scores: Vec<f64> = imported
            .iter()
            .filter_map(|f| f.evaluation.vegan_score.overall)
            .collect();
        assert!(
            imported
                .iter()
                .all(|f| f.evaluation.evaluated_at == REFERENCE_DATE
                    && f.stored.last_evaluated_at == REFERENCE_DATE),
            "every fixture is evaluated at the reference date"
        );

        let stats = store.dataset_stats().unwrap();
        assert_eq!(stats.total_restaurants, FIXTURE_COUNT);
        assert_eq!(stats.total_with_vegan_score, scores.len() as u64);
        let mean = scores.iter().sum::<f64>() / scores.len() as f64;
        assert!(
            (stats.average_vegan_score - mean).abs() < 1e-6,
            "average {} against {mean}",
            stats.average_vegan_score
        );
        assert_eq!(stats.coverage_by_country, countries);
        assert_eq!(stats.cuisine_distribution, cuisines);
        assert!(stats.last_updated.is_some());
        assert_eq!(
            stats.high_water_change_id,
            store.latest_change_id().unwrap()
        );
        // The incrementally kept aggregates agree with a recount.
        assert_eq!(store.rebuild_dataset_stats().unwrap(), stats);

        // Importing the same file again changes nothing.
        let again = import_fixtures(&store);
        assert_eq!(
            again,
            ImportSummary {
                unchanged: FIXTURE_COUNT,
                ..ImportSummary::default()
            }
        );
    }
}

#[test]
fn every_fixture_keeps_its_identity_on_both_backends() {
    on_both_backends(|store, imported| {
        for fixture in imported {
            let record = fixture.record();
            let detail = &fixture.stored.detail;
            let who = format!("{:?} {}", store.backend(), record.external_id);
            let is_chain = fixture.generated.archetype == Archetype::Chain;
            assert_eq!(detail.is_chain, is_chain, "{who}: isChain");
            assert_eq!(detail.chain_brand, record.chain_brand, "{who}: chainBrand");
            assert_eq!(record.chain_brand.is_some(), is_chain, "{who}: brand");
            assert_eq!(
                detail.coordinates.point(),
                record.coordinates.map(|c| (c.lat, c.lng)),
                "{who}: coordinates"
            );
            assert_eq!(
                record.coordinates.is_none(),
                fixture.generated.archetype == Archetype::NoCoordinates,
                "{who}: only no_coordinates records lack coordinates"
            );
            assert_eq!(
                detail.name,
                record.display_name().unwrap_or(""),
                "{who}: name"
            );
        }
    });
}

// ---------------------------------------------------------------------------
// Safety rules over every record
// ---------------------------------------------------------------------------

/// Every profile the safety rules are checked for: each diet plain, strict
/// about cross-contact, and with nut rules.
fn safety_profiles() -> Vec<UserProfile> {
    let mut profiles: Vec<UserProfile> = Diet::ALL.iter().map(|&d| UserProfile::new(d)).collect();
    profiles.push(Diner::StrictVeganNoCrossContact.profile());
    for diet in [Diet::StrictVegan, Diet::Vegetarian, Diet::Pescatarian] {
        for rule in ["nut allergy", "no nuts", "peanut allergy"] {
            profiles.push(UserProfile {
                dietary_rules: vec![rule.to_owned()],
                ..UserProfile::new(diet)
            });
        }
    }
    profiles
}

fn has_nut_rule(profile: &UserProfile) -> bool {
    profile
        .dietary_rules
        .iter()
        .any(|rule| rule.contains("nut"))
}

#[test]
fn no_fixture_is_ever_fit_where_the_engine_must_not_say_fit() {
    on_both_backends(|store, imported| {
        let mut violations = Vec::new();
        let mut decided_count = 0usize;
        for fixture in imported {
            for profile in safety_profiles() {
                let decided =
                    dietfit_scoring::decide(&fixture.evaluation, &profile, REFERENCE_DATE)
                        .match_for_profile;
                decided_count += 1;
                let who = format!(
                    "{} ({}) for {} {:?}",
                    fixture.stored.external_id,
                    fixture.generated.archetype,
                    profile.diet,
                    profile.dietary_rules
                );
                let fit = decided.decision == Decision::Fit;
                if fit && profile.diet.is_safety_sensitive() {
                    violations.push(format!("{who}: fit for a safety-sensitive diet"));
                }
                if fit && has_nut_rule(&profile) {
                    violations.push(format!("{who}: fit with a nut rule"));
                }
                if fit && fixture.generated.archetype == Archetype::StaleOnly {
                    violations.push(format!("{who}: fit on observations older than 180 days"));
                }
                if decided.decision == Decision::Unknown && !decided.verification_required {
                    violations.push(format!("{who}: unknown without verification_required"));
                }
                if fit && !decided.risk_flags.is_empty() && !decided.verification_required {
                    violations.push(format!("{who}: fit with risk flags, no verification"));
                }
            }
        }
        assert_eq!(decided_count, imported.len() * safety_profiles().len());
        assert!(
            violations.is_empty(),
            "{:?}: {} violation(s):\n{}",
            store.backend(),
            violations.len(),
            violations.join("\n")
        );
    });
}

// ---------------------------------------------------------------------------
// The README and the table stay in step
// ---------------------------------------------------------------------------

/// The ids of the README's decision-path table ("| P01 fully vegan | ..."),
/// in order; an error when the table is missing or an id repeats.
fn readme_path_ids(readme: &str) -> Result<Vec<String>, String> {
    let mut ids = Vec::new();
    for line in readme.lines() {
        let Some(cell) = line.strip_prefix("| P") else {
            continue;
        };
        let digits: String = cell.chars().take_while(char::is_ascii_digit).collect();
        if digits.len() != 2 {
            return Err(format!("a path row without a two-digit id: {line}"));
        }
        let id = format!("P{digits}");
        if ids.contains(&id) {
            return Err(format!("{id} appears twice"));
        }
        ids.push(id);
    }
    if ids.is_empty() {
        return Err("no decision-path rows (\"| P01 ...\")".to_owned());
    }
    Ok(ids)
}

#[test]
fn the_path_table_has_one_row_per_readme_path() {
    let path = fixtures_dir().join("README.md");
    let readme = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("{} must exist: {error}", path.display()));
    let readme_ids = readme_path_ids(&readme).unwrap();
    let table_ids: Vec<String> = PATHS.iter().map(|p| p.id.to_owned()).collect();
    assert_eq!(table_ids, readme_ids, "PATHS and {}", path.display());
}

#[test]
fn readme_path_ids_rejects_malformed_tables() {
    assert_eq!(
        readme_path_ids("| path | group |\n|---|---|\n| P01 a | x |\n| P02 b | y |\n"),
        Ok(vec!["P01".to_owned(), "P02".to_owned()])
    );
    assert!(readme_path_ids("").is_err(), "empty");
    assert!(
        readme_path_ids("# Decision paths\nnone yet\n").is_err(),
        "no rows"
    );
    assert!(readme_path_ids("| P1 short | x |\n").is_err(), "one digit");
    assert!(readme_path_ids("| Px | x |\n").is_err(), "no digits");
    assert!(
        readme_path_ids("| P01 a | x |\n| P01 again | y |\n").is_err(),
        "duplicate"
    );
}
