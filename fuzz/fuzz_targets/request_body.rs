//! Request bodies of the POST routes, parsed as the HTTP layer parses them
//! (shape, then validation): any bytes give a value or an error naming what
//! is wrong, never a panic.
#![no_main]

use dietfit_contract::{DecisionRequest, EnrichRequest, SearchRequest, parse_json};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = parse_json::<SearchRequest>(data);
    let _ = parse_json::<DecisionRequest>(data);
    let _ = parse_json::<EnrichRequest>(data);
});
