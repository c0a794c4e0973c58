//! One line of `dietfit import`: parsing and validation never panic, and a
//! valid record is evaluated and decided for every diet without panicking,
//! so the reader meets arbitrary menu, review and statement text.
#![no_main]

use dietfit_contract::{Diet, IngestRecord, UserProfile, WireEnum};
use libfuzzer_sys::fuzz_target;
use time::macros::datetime;

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(record) = IngestRecord::parse_line(line) else {
        return;
    };
    let now = datetime!(2026-11-01 00:00 UTC);
    let evaluation = dietfit_scoring::evaluate(&record, now);
    for diet in Diet::ALL {
        let profile = UserProfile {
            diet: *diet,
            exclude_cross_contamination: true,
            dietary_rules: vec!["no nuts".to_owned(), line.chars().take(40).collect()],
        };
        let _ = dietfit_scoring::decide_in_detail(&evaluation, &profile, now);
    }
});
