//! Query interpretation never panics, whatever the words: every query is
//! interpreted or refused with an error, with and without a location.
#![no_main]

use dietfit_contract::Location;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(query) = std::str::from_utf8(data) else {
        return;
    };
    let _ = dietfit_search::interpret(query, None);
    let portland = Location {
        lat: 45.52,
        lng: -122.68,
        radius_m: None,
    };
    let _ = dietfit_search::interpret(query, Some(&portland));
});
