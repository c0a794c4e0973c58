//! POST /v1/search, page after page: `metadata.next_cursor` and `cursor`.
//! Walking every page gives the ranking one request gives; the last page
//! has no cursor; a cursor that is malformed, altered, expired, another
//! key's or another search's, or whose results changed, is a 400
//! `invalid_parameter` naming `cursor`.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use std::num::NonZeroU32;

use actix_web::http::StatusCode;
use dietfit_auth::{GateConfig, RateLimitConfig};
use serde_json::{Value, json};

use crate::support::*;

/// Rich default limit's neighbours would divide 50; 7 does not, so pages
/// straddle every boundary a multiple of 5 or 10 would hide.
const PAGE: usize = 7;

async fn search_as(app: &TestApp, key: &str, mode: &str, body: &Value) -> Reply {
    app.call(post_json("/v1/search", key, body.clone()).insert_header(("X-Service-Mode", mode)))
        .await
}

fn ids(reply: &Reply) -> Vec<String> {
    reply.body["results"]
        .as_array()
        .expect("results array")
        .iter()
        .map(|result| {
            result["service_id"]
                .as_str()
                .expect("service_id")
                .to_owned()
        })
        .collect()
}

fn next_cursor(reply: &Reply) -> Option<String> {
    reply.body["metadata"]["next_cursor"]
        .as_str()
        .map(str::to_owned)
}

/// `body` with `cursor` set.
fn with_cursor(body: &Value, cursor: &str) -> Value {
    let mut body = body.clone();
    body["cursor"] = Value::from(cursor);
    body
}

/// Every page of a search, first to last, checking each page's shape.
async fn walk(app: &TestApp, key: &str, mode: &str, body: &Value, limit: usize) -> Vec<Reply> {
    let mut pages: Vec<Reply> = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let request = match &cursor {
            Some(cursor) => with_cursor(body, cursor),
            None => body.clone(),
        };
        let page = search_as(app, key, mode, &request).await;
        assert_eq!(
            page.status,
            StatusCode::OK,
            "page {}: {}",
            pages.len(),
            page.body
        );
        if let Some(first) = pages.first() {
            assert_eq!(page.body["total_results"], first.body["total_results"]);
            assert_eq!(
                page.body["query_interpretation"],
                first.body["query_interpretation"]
            );
        }
        cursor = next_cursor(&page);
        if cursor.is_some() {
            assert_eq!(ids(&page).len(), limit, "a page before the last is full");
        }
        pages.push(page);
        if cursor.is_none() {
            return pages;
        }
        assert!(pages.len() <= 500, "paging ends");
    }
}

fn walked_ids(pages: &[Reply]) -> Vec<String> {
    pages.iter().flat_map(ids).collect()
}

/// The cursor of the first page of `body`, as `key` gets it.
async fn second_page_cursor(app: &TestApp, key: &str, mode: &str, body: &Value) -> String {
    let first = search_as(app, key, mode, body).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.body);
    next_cursor(&first).expect("more than one page")
}

/// A 400 `invalid_parameter` whose one error names `cursor`; its detail.
fn assert_cursor_refused(reply: &Reply) -> String {
    reply.assert_problem(400, "invalid_parameter");
    assert_eq!(reply.invalid_fields(), ["cursor"], "{}", reply.body);
    reply.body["detail"].as_str().unwrap_or_default().to_owned()
}

/// Queries with several pages, each down a different search path: the
/// diet browse, the general path, a located search, a named cuisine.
fn multi_page_queries() -> Vec<Value> {
    vec![
        json!({"query": "vegan"}),
        json!({"query": "restaurants"}),
        json!({"query": "vegetarian food", "location": {"lat": 45.5231, "lng": -122.6765, "radius_m": 50000}}),
        json!({"query": "cheap food"}),
    ]
}

async fn walking_every_page_gives_one_large_requests_ranking(app: &TestApp) {
    let key = &app.sandbox_key;
    for query in multi_page_queries() {
        let mut large = query.clone();
        large["limit"] = json!(50);
        let large = search_as(app, key, "rich", &large).await;
        assert_eq!(large.status, StatusCode::OK, "{}", large.body);
        let total = large.body["total_results"].as_u64().unwrap() as usize;
        assert!(
            total > 3 * PAGE,
            "{query}: {total} results make several pages"
        );
        let ranking = ids(&large);

        let mut paged = query.clone();
        paged["limit"] = json!(PAGE);
        let pages = walk(app, key, "rich", &paged, PAGE).await;
        let walked = walked_ids(&pages);
        assert_eq!(walked.len(), total.min(500), "{query}: every result, once");
        let distinct: BTreeSet<&String> = walked.iter().collect();
        assert_eq!(distinct.len(), walked.len(), "{query}: no result twice");
        assert_eq!(
            walked[..ranking.len()],
            ranking[..],
            "{query}: the pages are the large request's ranking"
        );
        assert_eq!(pages.len(), total.min(500).div_ceil(PAGE));

        // Fast pages (at most 5 each) walk the same ranking.
        let fast = walk(app, key, "fast", &query, 5).await;
        assert!(
            fast.iter()
                .all(|page| page.body["metadata"]["mode"] == "fast")
        );
        assert_eq!(walked_ids(&fast), walked, "{query}: fast pages");
    }
}

/// With a profile, each page is the ranking's slice grouped by fit (fits
/// first, the ranking's order kept within each decision), as a first page
/// always was: the pages never repeat or skip a result.
async fn with_a_profile_each_page_is_its_slice_grouped_by_fit(app: &TestApp) {
    let key = &app.sandbox_key;
    // The query names the diet, so the profile does not change the ranking.
    let query = json!({"query": "vegan"});
    let mut large = query.clone();
    large["limit"] = json!(50);
    let ranking = ids(&search_as(app, key, "rich", &large).await);
    let mut profiled = query.clone();
    profiled["user_profile"] = json!({"diet": "strict_vegan"});
    profiled["limit"] = json!(10);
    let pages = walk(app, key, "rich", &profiled, 10).await;
    assert!(pages.len() > 3);
    let mut decisions_seen = BTreeSet::new();
    for (number, page) in pages.iter().enumerate().take(5) {
        let rank = |decision: &str| match decision {
            "fit" => 0,
            "unknown" => 1,
            _ => 2,
        };
        let slice = &ranking[number * 10..(number + 1) * 10];
        let decision_of = |id: &String| {
            page.body["results"]
                .as_array()
                .unwrap()
                .iter()
                .find(|result| result["service_id"] == id.as_str())
                .map(|result| {
                    result["match_for_profile"]["decision"]
                        .as_str()
                        .unwrap()
                        .to_owned()
                })
                .unwrap_or_else(|| panic!("page {number} holds {id}"))
        };
        let mut expected: Vec<(u8, String)> = slice
            .iter()
            .map(|id| (rank(&decision_of(id)), id.clone()))
            .collect();
        expected.sort_by_key(|(rank, _)| *rank);
        decisions_seen.extend(expected.iter().map(|(rank, _)| *rank));
        let expected: Vec<String> = expected.into_iter().map(|(_, id)| id).collect();
        assert_eq!(ids(page), expected, "page {number}");
    }
    assert!(
        decisions_seen.len() > 1,
        "the pages mix decisions, so the grouping is tested"
    );
}

/// The answer cache keys a page by where it starts: a later page is never
/// answered with the first, and every key paging the same search shares
/// the cached page while getting its own cursor.
async fn the_answer_cache_never_answers_a_later_page_with_the_first(app: &TestApp) {
    let body = json!({"query": "restaurants", "limit": PAGE});
    let first = search_as(app, &app.sandbox_key, "rich", &body).await;
    let again = search_as(app, &app.sandbox_key, "rich", &body).await;
    assert_eq!(again.body["metadata"]["cache"], "hit");
    assert_eq!(ids(&again), ids(&first));
    let cursor = next_cursor(&again).expect("a cached page has its cursor");
    assert_eq!(Some(&cursor), next_cursor(&first).as_ref());

    let second = search_as(app, &app.sandbox_key, "rich", &with_cursor(&body, &cursor)).await;
    assert_eq!(second.status, StatusCode::OK, "{}", second.body);
    assert_eq!(second.body["metadata"]["cache"], "miss");
    let (first_ids, second_ids) = (ids(&first), ids(&second));
    assert!(
        second_ids.iter().all(|id| !first_ids.contains(id)),
        "the second page is not the first"
    );
    let second_again = search_as(app, &app.sandbox_key, "rich", &with_cursor(&body, &cursor)).await;
    assert_eq!(second_again.body["metadata"]["cache"], "hit");
    assert_eq!(ids(&second_again), second_ids);
    assert_eq!(next_cursor(&second_again), next_cursor(&second));

    // Another key walking the same search: the same pages, from the cache,
    // each with that key's own cursor.
    let paid_first = search_as(app, &app.paid_key, "rich", &body).await;
    assert_eq!(paid_first.body["metadata"]["cache"], "hit");
    let paid_cursor = next_cursor(&paid_first).expect("a cursor for the paid key");
    assert_ne!(paid_cursor, cursor, "a cursor names its key");
    let paid_second = search_as(
        app,
        &app.paid_key,
        "rich",
        &with_cursor(&body, &paid_cursor),
    )
    .await;
    assert_eq!(paid_second.body["metadata"]["cache"], "hit");
    assert_eq!(ids(&paid_second), second_ids);
    assert_ne!(next_cursor(&paid_second), next_cursor(&second));
}

async fn malformed_altered_and_foreign_cursors_are_refused(app: &TestApp) {
    let body =
        json!({"query": "restaurants", "limit": PAGE, "user_profile": {"diet": "vegetarian"}});
    let key = &app.sandbox_key;
    let cursor = second_page_cursor(app, key, "rich", &body).await;

    // Not a cursor at all.
    for malformed in [
        String::new(),
        "x".to_owned(),
        "not a cursor!".to_owned(),
        "=".repeat(40),
        "A".repeat(71),
        "A".repeat(5000),
        cursor[..cursor.len() - 1].to_owned(),
        format!("{cursor}A"),
        format!("{cursor}=="),
    ] {
        let reply = search_as(app, key, "rich", &with_cursor(&body, &malformed)).await;
        assert_cursor_refused(&reply);
    }
    // Not a string.
    for wrong_type in [json!(null), json!(7), json!(["a"])] {
        let mut request = body.clone();
        request["cursor"] = wrong_type;
        let reply = search_as(app, key, "rich", &request).await;
        reply.assert_problem(400, "validation_failed");
        assert_eq!(reply.invalid_fields(), ["cursor"], "{}", reply.body);
    }
    // Any one character changed, anywhere.
    for position in 0..cursor.len() {
        let mut altered: Vec<char> = cursor.chars().collect();
        altered[position] = if altered[position] == 'A' { 'B' } else { 'A' };
        let altered: String = altered.into_iter().collect();
        let reply = search_as(app, key, "rich", &with_cursor(&body, &altered)).await;
        assert_cursor_refused(&reply);
    }
    // The untouched cursor still works.
    let ok = search_as(app, key, "rich", &with_cursor(&body, &cursor)).await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.body);

    // Another key.
    for other_key in [&app.paid_key, &app.enterprise_key] {
        let reply = search_as(app, other_key, "rich", &with_cursor(&body, &cursor)).await;
        let detail = assert_cursor_refused(&reply);
        assert!(detail.contains("another API key"), "{detail}");
    }
    // Another search: each field of the body, and the mode.
    let mut others = Vec::new();
    for (field, value) in [
        ("query", json!("restaurant")),
        ("user_profile", json!({"diet": "strict_vegan"})),
        ("user_profile", Value::Null),
        (
            "location",
            json!({"lat": 45.5231, "lng": -122.6765, "radius_m": 50000}),
        ),
        ("limit", json!(PAGE + 1)),
        ("limit", Value::Null),
        ("include_evidence", json!(false)),
    ] {
        let mut other = body.clone();
        match value {
            Value::Null => {
                other.as_object_mut().unwrap().remove(field);
            }
            value => other[field] = value,
        }
        others.push((field, "rich", other));
    }
    let mut fast_body = body.clone();
    fast_body["limit"] = json!(5);
    others.push(("mode", "fast", body.clone()));
    for (what, mode, other) in others {
        let reply = search_as(app, key, mode, &with_cursor(&other, &cursor)).await;
        let detail = assert_cursor_refused(&reply);
        assert!(detail.contains("another search"), "{what}: {detail}");
    }
    // A fast cursor in rich mode.
    let fast_cursor = second_page_cursor(app, key, "fast", &fast_body).await;
    let reply = search_as(app, key, "rich", &with_cursor(&fast_body, &fast_cursor)).await;
    assert_cursor_refused(&reply);
}

/// A cursor works on every instance over the same database (they share the
/// secret) until it expires an hour after it was issued.
async fn a_cursor_works_on_another_instance_until_it_expires(app: &TestApp) {
    let body = json!({"query": "vegan", "limit": PAGE});
    let key = &app.sandbox_key;
    let cursor = second_page_cursor(app, key, "rich", &body).await;
    let here = search_as(app, key, "rich", &with_cursor(&body, &cursor)).await;
    assert_eq!(here.status, StatusCode::OK, "{}", here.body);

    let later = app.second_instance_at(NOW + time::Duration::minutes(59));
    let there = search_as(&later, key, "rich", &with_cursor(&body, &cursor)).await;
    assert_eq!(there.status, StatusCode::OK, "{}", there.body);
    assert_eq!(ids(&there), ids(&here), "the same page on another instance");

    let expired = app.second_instance_at(NOW + time::Duration::hours(1));
    let reply = search_as(&expired, key, "rich", &with_cursor(&body, &cursor)).await;
    let detail = assert_cursor_refused(&reply);
    assert!(detail.contains("expired"), "{detail}");
}

/// When the results before a page change (here the first result is
/// deleted), the page's cursor is refused: the pages would otherwise skip
/// a result. A new search pages the new results.
async fn a_cursor_whose_earlier_results_changed_is_refused(app: &TestApp) {
    // A word no fixture holds, so only these places match.
    let name = "Quokkapaging";
    let lines: Vec<String> = (0..12)
        .map(|number| {
            json!({"external_id": format!("t:paging-{number}"), "name": format!("{name} {number}"),
                "cuisines": ["vegan"]})
            .to_string()
        })
        .collect();
    import_lines(&app.store, &lines.join("\n"));
    let body = json!({"query": name, "limit": 5});
    let key = &app.sandbox_key;
    let first = wait_for_total(app, &body, 12).await;
    let cursor = next_cursor(&first).expect("three pages");
    let top = ids(&first)[0].clone();
    let number = (0..12)
        .find(|number| fixture_service_id(&format!("t:paging-{number}")) == top)
        .expect("the top result is one of ours");
    import_lines(
        &app.store,
        &json!({"external_id": format!("t:paging-{number}"), "deleted": true}).to_string(),
    );
    let fresh = wait_for_total(app, &body, 11).await;
    let reply = search_as(app, key, "rich", &with_cursor(&body, &cursor)).await;
    let detail = assert_cursor_refused(&reply);
    assert!(detail.contains("search again"), "{detail}");
    let pages = walk(app, key, "rich", &body, 5).await;
    assert_eq!(walked_ids(&pages).len(), 11);
    assert_eq!(ids(&pages[0]), ids(&fresh));
}

/// Searches `body` until it has `total` results; fails after 30 s (the
/// follower reads each changed row, hundreds of them in the depth test,
/// while other tests load the machine).
async fn wait_for_total(app: &TestApp, body: &Value, total: u64) -> Reply {
    let started = Instant::now();
    loop {
        let reply = search_as(app, &app.sandbox_key, "rich", body).await;
        if reply.body["total_results"] == total {
            return reply;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{total} results: not after {:?} ({})",
            started.elapsed(),
            reply.body["total_results"]
        );
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Past the 500th result no cursor is issued, whatever the total.
async fn paging_stops_at_the_maximum_depth(app: &TestApp) {
    let lines: Vec<String> = (0..520)
        .map(|number| {
            json!({"external_id": format!("t:depth-{number}"),
                "name": format!("Wombat Depth Diner {number}"), "cuisines": ["diner"]})
            .to_string()
        })
        .collect();
    import_lines(&app.store, &lines.join("\n"));
    let body = json!({"query": "wombat", "limit": 50});
    wait_for_total(app, &body, 520).await;
    let pages = walk(app, &app.sandbox_key, "rich", &body, 50).await;
    assert_eq!(pages.len(), 10);
    let walked = walked_ids(&pages);
    assert_eq!(walked.len(), 500);
    assert_eq!(walked.iter().collect::<BTreeSet<_>>().len(), 500);
    assert_eq!(
        pages[9].body["total_results"], 520,
        "the total still counts all"
    );
}

/// Walking every page of a search takes more requests a minute than a
/// key's or an address's limit allows: the limits are lifted (credits are
/// still charged).
fn unthrottled() -> GateConfig {
    let many = NonZeroU32::new(1_000_000).unwrap();
    GateConfig {
        limits: RateLimitConfig {
            ip_per_minute: many,
            key_per_minute: Some(many),
        },
        ..GateConfig::default()
    }
}

macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[actix_web::test]
                async fn $name() {
                    super::$name(&super::TestApp::sqlite_with(super::unthrottled())).await;
                }
            )*
        }
        mod postgres {
            $(
                #[actix_web::test]
                async fn $name() {
                    let Some(app) = super::TestApp::postgres_with(super::unthrottled()) else {
                        return;
                    };
                    super::$name(&app).await;
                }
            )*
        }
    };
}

on_both_backends!(
    walking_every_page_gives_one_large_requests_ranking,
    with_a_profile_each_page_is_its_slice_grouped_by_fit,
    the_answer_cache_never_answers_a_later_page_with_the_first,
    malformed_altered_and_foreign_cursors_are_refused,
    a_cursor_works_on_another_instance_until_it_expires,
    a_cursor_whose_earlier_results_changed_is_refused,
    paging_stops_at_the_maximum_depth,
);
