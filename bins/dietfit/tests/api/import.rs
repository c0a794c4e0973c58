//! `dietfit import` as an operator runs it, over several files.

use std::path::PathBuf;

use dietfit::commands::{Failure, import};
use dietfit_storage::test_util::TestDatabase;

use crate::support::NOW;

#[test]
fn a_missing_file_does_not_stop_the_files_after_it() {
    let database = TestDatabase::sqlite();
    let fixtures =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/restaurants.jsonl");
    let missing = PathBuf::from("/nonexistent/dietfit-import.jsonl");
    let outcome = import(&database.config(), &[missing, fixtures], NOW);
    match outcome {
        Err(Failure::Usage(message)) => {
            assert!(message.contains("dietfit-import.jsonl"), "{message}");
        }
        other => panic!("a missing file is bad input (exit 2): {other:?}"),
    }
    let store = database.open().unwrap();
    assert_eq!(
        store.count_restaurants().unwrap(),
        360,
        "the file after it was imported"
    );
}
