//! Corpus statistics of a diet browse ("vegan" nationwide) and its ranked
//! strongest tier, kept per committed index state: they depend on the index
//! only through it.

use std::sync::Arc;

use dietfit_contract::Diet;

use crate::generation_cache::GenerationCache;
use crate::outcome::SearchHit;

/// What a diet browse's statistics depend on besides the index state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct BrowseKey {
    pub(crate) diet: Diet,
    pub(crate) min_price: Option<u8>,
    pub(crate) max_price: Option<u8>,
}

/// Corpus statistics of one diet browse.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct BrowseStats {
    pub(crate) total: u64,
    pub(crate) max_bm25: f32,
}

/// Cached [`BrowseStats`] of one committed index state.
pub(crate) type BrowseCache = GenerationCache<BrowseKey, BrowseStats>;

/// The strongest tier's places that can beat every other match, ranked
/// (best first, ties by place id): a browse's top k is its first k.
pub(crate) type TierCache = GenerationCache<BrowseKey, Arc<Vec<SearchHit>>>;
