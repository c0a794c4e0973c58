//! The HTTP answer cache of `POST /v1/search`: the part of a response that
//! depends only on the request and the index state, already serialised, so
//! a repeated search is answered on the async worker with a map lookup and
//! a copy.
//!
//! An entry is used only while the index generation it was computed on is
//! still the current one and for at most its time to live, so an import or
//! a delete invalidates it as soon as the index commits. An answer served
//! to a client that accepts gzip is compressed once, on the first such hit,
//! and the compressed copy is kept beside it ([`CachedAnswer`]).

use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use dietfit_catalog::PageStart;
use dietfit_contract::{Mode, SearchRequest, WireEnum as _};
use lru::LruCache;

use crate::http::gzip::Deflated;

/// Entries no longer than this are served; a decision depends on the
/// clock (observations age into staleness), so an answer is never reused
/// for longer, whatever the index does.
pub const ANSWER_TIME_TO_LIVE: Duration = Duration::from_secs(30);
/// Serialised answers kept at most (bytes, all entries together): room for
/// a few hundred rich answers. The budget counts the JSON; a compressed
/// copy, when an answer has one, adds a fraction of that (`git show
/// 9c3ef13:docs/benchmarks.md`, "gzip for cached answers").
pub const ANSWER_CACHE_BYTES: usize = 32 * 1024 * 1024;
/// zlib's default level: an answer is compressed at most once per entry,
/// so a smaller body is worth the extra time.
pub const ANSWER_GZIP_LEVEL: u32 = 6;

/// A serialised answer, where its next page starts, and its compressed
/// copy once a client that accepts gzip asked for it. The next page's
/// cursor is not part of it: a cursor names the API key it is issued to,
/// so each response seals its own.
#[derive(Debug)]
pub struct CachedAnswer {
    // The search's JSON goes in without a copy.
    json: Vec<u8>,
    next_page: Option<PageStart>,
    deflated: OnceLock<Option<Deflated>>,
}

impl CachedAnswer {
    pub fn new(json: Vec<u8>, next_page: Option<PageStart>) -> CachedAnswer {
        CachedAnswer {
            json,
            next_page,
            deflated: OnceLock::new(),
        }
    }

    pub fn json(&self) -> &[u8] {
        &self.json
    }

    pub fn next_page(&self) -> Option<PageStart> {
        self.next_page
    }

    /// The answer compressed for [`crate::http::gzip::gzip_around`], made on the
    /// first call. `None` when compression failed (logged): the caller
    /// sends the JSON as it is.
    pub fn deflated(&self) -> Option<&Deflated> {
        self.deflated
            .get_or_init(|| match Deflated::new(&self.json, ANSWER_GZIP_LEVEL) {
                Ok(deflated) => Some(deflated),
                Err(error) => {
                    log::warn!("a cached search answer could not be compressed: {error}");
                    None
                }
            })
            .as_ref()
    }
}

struct Answer {
    body: Arc<CachedAnswer>,
    generation: u64,
    stored_at: Instant,
}

/// What identifies an answer: the mode, the request as JSON without its
/// cursor, and the page the cursor names (none for a first page). The page
/// rather than the cursor: a cursor differs per API key and per issue, the
/// page it names does not, and a first page never answers for a later one.
pub fn answer_key(request: &SearchRequest, mode: Mode, page: Option<PageStart>) -> Option<Vec<u8>> {
    let mut key = mode.as_str().as_bytes().to_vec();
    key.push(b' ');
    if let Some(page) = page {
        key.extend_from_slice(format!("page {} {:016x} ", page.offset, page.seen).as_bytes());
    }
    let without_cursor = SearchRequest {
        cursor: None,
        ..request.clone()
    };
    serde_json::to_writer(&mut key, &without_cursor).ok()?;
    Some(key)
}

/// Serialised answers by request key (see the module documentation).
pub struct AnswerCache {
    inner: Mutex<AnswerEntries>,
    max_bytes: usize,
    time_to_live: Duration,
}

struct AnswerEntries {
    entries: LruCache<Vec<u8>, Answer>,
    bytes: usize,
}

impl std::fmt::Debug for AnswerCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnswerCache")
            .field("entries", &self.len())
            .field("max_bytes", &self.max_bytes)
            .field("time_to_live", &self.time_to_live)
            .finish()
    }
}

impl AnswerCache {
    pub fn new(max_bytes: usize, time_to_live: Duration) -> AnswerCache {
        AnswerCache {
            inner: Mutex::new(AnswerEntries {
                entries: LruCache::unbounded(),
                bytes: 0,
            }),
            max_bytes,
            time_to_live,
        }
    }

    /// The answer stored for `key` on index `generation`, when it is still
    /// fresh; a stale entry is dropped.
    pub fn get(&self, key: &[u8], generation: u64) -> Option<Arc<CachedAnswer>> {
        let mut inner = self.lock();
        let answer = inner.entries.get(key)?;
        if answer.generation == generation && answer.stored_at.elapsed() <= self.time_to_live {
            return Some(Arc::clone(&answer.body));
        }
        if let Some(stale) = inner.entries.pop(key) {
            inner.bytes -= stale.body.json.len() + key.len();
        }
        None
    }

    /// Stores an answer, evicting the least recently used ones beyond the
    /// byte budget. An answer larger than the whole budget is not kept.
    pub fn put(&self, key: Vec<u8>, generation: u64, body: Arc<CachedAnswer>) {
        let size = body.json.len() + key.len();
        if size > self.max_bytes {
            return;
        }
        let mut inner = self.lock();
        let answer = Answer {
            body,
            generation,
            stored_at: Instant::now(),
        };
        if let Some((old_key, old)) = inner.entries.push(key, answer) {
            inner.bytes -= old.body.json.len() + old_key.len();
        }
        inner.bytes += size;
        while inner.bytes > self.max_bytes {
            let Some((old_key, old)) = inner.entries.pop_lru() else {
                break;
            };
            inner.bytes -= old.body.json.len() + old_key.len();
        }
    }

    /// Entries held (for tests and diagnostics).
    pub fn len(&self) -> usize {
        self.lock().entries.len()
    }

    /// The entries, emptied when a panic left the lock poisoned: the byte
    /// count may no longer match them, and refusing the lock for good would
    /// turn the cache off without a word.
    fn lock(&self) -> MutexGuard<'_, AnswerEntries> {
        self.inner.lock().unwrap_or_else(|poisoned| {
            let mut inner = poisoned.into_inner();
            inner.entries.clear();
            inner.bytes = 0;
            self.inner.clear_poison();
            log::warn!("search answer cache emptied after a panic while it was held");
            inner
        })
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(text: &str) -> Arc<CachedAnswer> {
        Arc::new(CachedAnswer::new(text.as_bytes().to_vec(), None))
    }

    #[test]
    fn a_page_is_keyed_by_where_it_starts_never_by_its_cursor() {
        let request =
            |body: serde_json::Value| -> SearchRequest { serde_json::from_value(body).unwrap() };
        let first = request(serde_json::json!({"query": "vegan", "limit": 7}));
        let page = PageStart {
            offset: 7,
            seen: 42,
        };
        let key = |request: &SearchRequest, page| answer_key(request, Mode::Rich, page).unwrap();
        let first_page = key(&first, None);
        let second_page = key(&first, Some(page));
        assert_ne!(first_page, second_page, "a later page is not the first");
        assert_ne!(
            second_page,
            key(&first, Some(PageStart { offset: 14, ..page })),
        );
        assert_ne!(
            second_page,
            key(&first, Some(PageStart { seen: 43, ..page }))
        );
        // Two keys' cursors for one page: one entry.
        for cursor in ["AQAAAAcAAAAA", "AgAAAAcAAAAA"] {
            let with_cursor =
                request(serde_json::json!({"query": "vegan", "limit": 7, "cursor": cursor}));
            assert_eq!(key(&with_cursor, Some(page)), second_page);
        }
        assert_ne!(
            answer_key(&first, Mode::Fast, Some(page)).unwrap(),
            second_page
        );
    }

    #[test]
    fn a_panic_while_the_lock_is_held_empties_the_cache_but_keeps_it_working() {
        let cache = AnswerCache::new(1024, Duration::from_secs(30));
        cache.put(b"a".to_vec(), 1, body("one"));
        let poisoned = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _held = cache.inner.lock().unwrap();
            panic!("a panic while the cache is held");
        }));
        assert!(poisoned.is_err());
        assert!(cache.get(b"a", 1).is_none(), "emptied");
        cache.put(b"b".to_vec(), 1, body("two"));
        assert!(cache.get(b"b", 1).is_some(), "still caching");
    }

    #[test]
    fn an_answer_is_served_only_on_the_generation_it_was_computed_on() {
        let cache = AnswerCache::new(1024, Duration::from_secs(60));
        cache.put(b"vegan".to_vec(), 7, body("answer"));
        assert_eq!(
            cache.get(b"vegan", 7).map(|answer| answer.json().to_vec()),
            Some(b"answer".to_vec())
        );
        assert!(cache.get(b"vegan", 8).is_none(), "a newer index state");
        assert!(cache.is_empty(), "the outdated entry is dropped");
        assert!(cache.get(b"vegan", 7).is_none());
    }

    #[test]
    fn an_answer_older_than_its_time_to_live_is_not_served() {
        let cache = AnswerCache::new(1024, Duration::ZERO);
        cache.put(b"thai".to_vec(), 1, body("answer"));
        assert_eq!(cache.len(), 1);
        std::thread::sleep(Duration::from_millis(2));
        assert!(cache.get(b"thai", 1).is_none());
    }

    #[test]
    fn answers_beyond_the_byte_budget_evict_the_least_recently_used() {
        // Each entry is 1 byte of key and 10 of body.
        let cache = AnswerCache::new(33, Duration::from_secs(60));
        for key in [b"a", b"b", b"c"] {
            cache.put(key.to_vec(), 1, body("0123456789"));
        }
        assert_eq!(cache.len(), 3);
        assert!(cache.get(b"a", 1).is_some(), "a is now the most recent");
        cache.put(b"d".to_vec(), 1, body("0123456789"));
        assert_eq!(cache.len(), 3);
        assert!(cache.get(b"b", 1).is_none(), "b was the least recent");
        assert!(cache.get(b"a", 1).is_some());
        assert!(cache.get(b"d", 1).is_some());
        // Replacing an entry accounts for the old size: c, a and d hold
        // 11 + 11 + 2 bytes, so e (11) evicts only c.
        cache.put(b"d".to_vec(), 2, body("x"));
        cache.put(b"e".to_vec(), 2, body("0123456789"));
        assert_eq!(cache.len(), 3);
        assert!(cache.get(b"c", 1).is_none());
        // Larger than the whole budget: not kept, nothing evicted.
        cache.put(b"huge".to_vec(), 2, body(&"x".repeat(64)));
        assert_eq!(cache.len(), 3);
        assert!(cache.get(b"e", 2).is_some());
    }

    #[test]
    fn an_answers_compressed_copy_is_made_once_and_is_the_answer() {
        use std::io::Read as _;

        let json = br#"{"name":"Root Down Table","cuisine_types":["vegan"]},"#.repeat(200);
        let cache = AnswerCache::new(1 << 20, Duration::from_secs(60));
        cache.put(
            b"k".to_vec(),
            1,
            Arc::new(CachedAnswer::new(json.clone(), None)),
        );
        let answer = cache.get(b"k", 1).expect("stored");
        let first = answer.deflated().expect("compressible") as *const Deflated;
        let again = cache.get(b"k", 1).expect("stored");
        let second = again.deflated().expect("compressible") as *const Deflated;
        assert_eq!(first, second, "compressed once, then shared");
        let body = crate::http::gzip::gzip_around(b"", again.deflated().unwrap(), b"");
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(&body[..])
            .read_to_end(&mut out)
            .unwrap();
        assert_eq!(out, json);
    }
}
