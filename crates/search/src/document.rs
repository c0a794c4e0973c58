//! What the index holds about a restaurant: a flat, owned record the server
//! builds from its stored data (or, in tests and benches, from an ingest
//! record), including the structured diet tags the ranking reads.

use dietfit_contract::{Diet, IngestRecord, service_place_id_for};
use uuid::Uuid;

use crate::geo::GeoPoint;

/// How strongly an external diet tag claims a diet (OpenStreetMap's values).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TagLevel {
    No,
    Limited,
    Yes,
    Only,
}

impl TagLevel {
    pub fn parse(value: &str) -> Option<TagLevel> {
        match value.trim().to_ascii_lowercase().as_str() {
            "no" => Some(TagLevel::No),
            "limited" => Some(TagLevel::Limited),
            "yes" => Some(TagLevel::Yes),
            "only" => Some(TagLevel::Only),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            TagLevel::No => "no",
            TagLevel::Limited => "limited",
            TagLevel::Yes => "yes",
            TagLevel::Only => "only",
        }
    }

    /// 1..=4; 0 is kept for "no tag" in the packed encoding.
    fn code(self) -> u64 {
        match self {
            TagLevel::No => 1,
            TagLevel::Limited => 2,
            TagLevel::Yes => 3,
            TagLevel::Only => 4,
        }
    }

    fn from_code(code: u64) -> Option<TagLevel> {
        match code {
            1 => Some(TagLevel::No),
            2 => Some(TagLevel::Limited),
            3 => Some(TagLevel::Yes),
            4 => Some(TagLevel::Only),
            _ => None,
        }
    }
}

/// A structured diet tag such as `diet:vegan=only`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DietTag {
    pub diet: Diet,
    pub level: TagLevel,
}

impl DietTag {
    /// Reads an external tag; `None` for keys and values that are not a diet
    /// tag this engine understands.
    pub fn from_external(key: &str, value: &str) -> Option<DietTag> {
        let diet = match key.trim().to_ascii_lowercase().strip_prefix("diet:")? {
            "vegan" => Diet::StrictVegan,
            "vegetarian" => Diet::Vegetarian,
            "pescetarian" | "pescatarian" => Diet::Pescatarian,
            "gluten_free" => Diet::GlutenFree,
            "halal" => Diet::Halal,
            "kosher" => Diet::Kosher,
            "low_fodmap" => Diet::LowFodmap,
            _ => return None,
        };
        Some(DietTag {
            diet,
            level: TagLevel::parse(value)?,
        })
    }

    /// The indexed term of the tag, e.g. `strict_vegan:only`.
    pub fn term(self) -> String {
        format!(
            "{}:{}",
            dietfit_contract::WireEnum::as_str(self.diet),
            self.level.as_str()
        )
    }
}

/// A menu item's searchable text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MenuText {
    pub name: String,
    pub description: Option<String>,
    pub section: Option<String>,
    pub labels: Vec<String>,
}

/// One restaurant as the search index sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchDocument {
    pub place_id: Uuid,
    pub name: Option<String>,
    pub chain_brand: Option<String>,
    pub cuisines: Vec<String>,
    pub categories: Vec<String>,
    pub menu: Vec<MenuText>,
    pub street: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub postal_code: Option<String>,
    pub coordinates: Option<GeoPoint>,
    /// The scoring engine's overall vegan score, 0..100.
    pub vegan_score: Option<f64>,
    pub fully_vegan: Option<bool>,
    pub vegan_friendly: Option<bool>,
    pub diet_tags: Vec<DietTag>,
    /// 1..4 (`$`..`$$$$`).
    pub price_level: Option<u8>,
}

impl SearchDocument {
    /// An empty document for a place: every field unknown.
    pub fn new(place_id: Uuid) -> SearchDocument {
        SearchDocument {
            place_id,
            name: None,
            chain_brand: None,
            cuisines: Vec::new(),
            categories: Vec::new(),
            menu: Vec::new(),
            street: None,
            city: None,
            state: None,
            postal_code: None,
            coordinates: None,
            vegan_score: None,
            fully_vegan: None,
            vegan_friendly: None,
            diet_tags: Vec::new(),
            price_level: None,
        }
    }

    /// The document of an ingest record, without scores (the server adds
    /// those from the scoring engine). `None` for a delete record.
    /// Coordinates out of range are dropped rather than indexed.
    pub fn from_ingest(record: &IngestRecord) -> Option<SearchDocument> {
        if record.is_delete() {
            return None;
        }
        let mut document = SearchDocument::new(service_place_id_for(&record.external_id));
        document.name = record.display_name().map(str::to_owned);
        document.chain_brand = record.chain_brand.clone();
        document.cuisines = record.cuisines.clone();
        document.categories = record.categories.clone();
        document.menu = record
            .menu
            .iter()
            .map(|item| MenuText {
                name: item.name.clone(),
                description: item.description.clone(),
                section: item.section.clone(),
                labels: item.labels.clone(),
            })
            .collect();
        if let Some(address) = &record.address {
            document.street = address.street.clone();
            document.city = address.city.clone();
            document.state = address.state.clone();
            document.postal_code = address.postal_code.clone();
        }
        document.coordinates = record
            .coordinates
            .and_then(|c| GeoPoint::new(c.lat, c.lng).ok());
        document.diet_tags = record
            .external_tags
            .iter()
            .filter_map(|tag| DietTag::from_external(&tag.key, &tag.value))
            .collect();
        document.price_level = record.price_level;
        Some(document)
    }

    /// The level the document's tags give a diet. Conflicting tags for the
    /// same diet resolve to the weaker claim (conservative).
    pub fn tag_level(&self, diet: Diet) -> Option<TagLevel> {
        self.diet_tags
            .iter()
            .filter(|tag| tag.diet == diet)
            .map(|tag| tag.level)
            .min()
    }
}

/// Every diet, in the order of the packed signal's 3-bit slots.
const SIGNAL_DIETS: [Diet; 7] = [
    Diet::StrictVegan,
    Diet::Vegetarian,
    Diet::Pescatarian,
    Diet::GlutenFree,
    Diet::Halal,
    Diet::Kosher,
    Diet::LowFodmap,
];

const FULLY_VEGAN_SHIFT: u32 = 21;
const VEGAN_FRIENDLY_SHIFT: u32 = 23;

fn slot(diet: Diet) -> u32 {
    let index = SIGNAL_DIETS.iter().position(|d| *d == diet).unwrap_or(0);
    // At most 7 slots of 3 bits.
    (index as u32) * 3
}

fn pack_bool(value: Option<bool>) -> u64 {
    match value {
        None => 0,
        Some(false) => 1,
        Some(true) => 2,
    }
}

fn unpack_bool(code: u64) -> Option<bool> {
    match code {
        1 => Some(false),
        2 => Some(true),
        _ => None,
    }
}

/// The diet facts the ranking reads, packed into one fast-field integer:
/// a 3-bit tag level per diet, then `fully_vegan` and `vegan_friendly`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DietSignals(pub u64);

impl DietSignals {
    pub fn of(document: &SearchDocument) -> DietSignals {
        let mut bits = 0u64;
        for diet in SIGNAL_DIETS {
            if let Some(level) = document.tag_level(diet) {
                bits |= level.code() << slot(diet);
            }
        }
        bits |= pack_bool(document.fully_vegan) << FULLY_VEGAN_SHIFT;
        bits |= pack_bool(document.vegan_friendly) << VEGAN_FRIENDLY_SHIFT;
        DietSignals(bits)
    }

    pub fn level(self, diet: Diet) -> Option<TagLevel> {
        TagLevel::from_code((self.0 >> slot(diet)) & 0b111)
    }

    pub fn fully_vegan(self) -> Option<bool> {
        unpack_bool((self.0 >> FULLY_VEGAN_SHIFT) & 0b11)
    }

    pub fn vegan_friendly(self) -> Option<bool> {
        unpack_bool((self.0 >> VEGAN_FRIENDLY_SHIFT) & 0b11)
    }

    /// How well the structured facts match a diet, 0..1. A vegan place
    /// serves vegetarians and pescatarians; a vegetarian tag says little to
    /// a vegan (0.1: present, ranked well below any vegan claim).
    pub fn match_strength(self, diet: Diet) -> f64 {
        let strength = |level: Option<TagLevel>| -> f64 {
            match level {
                Some(TagLevel::Only) => 1.0,
                Some(TagLevel::Yes) => 0.7,
                Some(TagLevel::Limited) => 0.4,
                Some(TagLevel::No) | None => 0.0,
            }
        };
        let vegan = strength(self.level(Diet::StrictVegan))
            .max(if self.fully_vegan() == Some(true) {
                1.0
            } else {
                0.0
            })
            .max(if self.vegan_friendly() == Some(true) {
                0.6
            } else {
                0.0
            });
        let vegetarian = strength(self.level(Diet::Vegetarian));
        match diet {
            Diet::StrictVegan => {
                if self.level(Diet::StrictVegan) == Some(TagLevel::No) {
                    0.0
                } else {
                    vegan.max(vegetarian * 0.1)
                }
            }
            Diet::Vegetarian => vegetarian.max(vegan),
            Diet::Pescatarian => {
                strength(self.level(Diet::Pescatarian)).max(vegetarian.max(vegan) * 0.8)
            }
            other => strength(self.level(other)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diet_tags_parse_known_keys_and_levels_only() {
        assert_eq!(
            DietTag::from_external("diet:vegan", "only"),
            Some(DietTag {
                diet: Diet::StrictVegan,
                level: TagLevel::Only
            })
        );
        assert_eq!(
            DietTag::from_external("Diet:Gluten_Free", " Yes "),
            Some(DietTag {
                diet: Diet::GlutenFree,
                level: TagLevel::Yes
            })
        );
        for (key, value) in [
            ("diet:vegan", "maybe"),
            ("diet:carnivore", "yes"),
            ("cuisine", "vegan"),
            ("diet:", "yes"),
            ("", ""),
        ] {
            assert_eq!(DietTag::from_external(key, value), None, "{key}={value}");
        }
        assert_eq!(
            DietTag::from_external("diet:vegan", "only").map(DietTag::term),
            Some("strict_vegan:only".to_owned())
        );
    }

    #[test]
    fn signals_round_trip_and_conflicts_resolve_to_the_weaker_claim() {
        let mut document = SearchDocument::new(Uuid::nil());
        document.diet_tags = vec![
            DietTag {
                diet: Diet::StrictVegan,
                level: TagLevel::Only,
            },
            DietTag {
                diet: Diet::StrictVegan,
                level: TagLevel::Limited,
            },
            DietTag {
                diet: Diet::Halal,
                level: TagLevel::Yes,
            },
        ];
        document.fully_vegan = Some(false);
        document.vegan_friendly = Some(true);
        let signals = DietSignals::of(&document);
        assert_eq!(signals.level(Diet::StrictVegan), Some(TagLevel::Limited));
        assert_eq!(signals.level(Diet::Halal), Some(TagLevel::Yes));
        assert_eq!(signals.level(Diet::Kosher), None);
        assert_eq!(signals.fully_vegan(), Some(false));
        assert_eq!(signals.vegan_friendly(), Some(true));
    }

    #[test]
    fn vegan_claims_outrank_vegetarian_ones_for_a_vegan() {
        let with = |diet, level| {
            let mut document = SearchDocument::new(Uuid::nil());
            document.diet_tags = vec![DietTag { diet, level }];
            DietSignals::of(&document)
        };
        let vegan_only = with(Diet::StrictVegan, TagLevel::Only);
        let vegan_yes = with(Diet::StrictVegan, TagLevel::Yes);
        let vegetarian_yes = with(Diet::Vegetarian, TagLevel::Yes);
        let vegan_no = with(Diet::StrictVegan, TagLevel::No);
        let order = [vegan_only, vegan_yes, vegetarian_yes, vegan_no]
            .map(|signals| signals.match_strength(Diet::StrictVegan));
        assert!(order.windows(2).all(|pair| pair[0] > pair[1]), "{order:?}");
        assert_eq!(vegan_only.match_strength(Diet::Vegetarian), 1.0);
        assert_eq!(vegetarian_yes.match_strength(Diet::Halal), 0.0);
    }
}
