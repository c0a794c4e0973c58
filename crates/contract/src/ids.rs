//! Restaurant identity. `service_place_id` is a UUID derived from the record's
//! `external_id` (UUID v5), so the same source record gets the same id in
//! every database, across rescores and re-imports. `service_id`, the public id
//! of search and enrich, is `rst_` followed by that UUID's 32 hex digits.

use uuid::Uuid;

/// The namespace of dietfit's v5 UUIDs (a fixed random UUID; never change it).
const PLACE_ID_NAMESPACE: Uuid = Uuid::from_u128(0x3c5e_9f0a_7b1d_4e62_a8c4_51d2_e07f_9b36);

pub const SERVICE_ID_PREFIX: &str = "rst_";

/// The stable place id of a source record.
pub fn service_place_id_for(external_id: &str) -> Uuid {
    Uuid::new_v5(&PLACE_ID_NAMESPACE, external_id.as_bytes())
}

/// The public service id of a place id.
pub fn service_id_for(service_place_id: Uuid) -> String {
    format!("{SERVICE_ID_PREFIX}{}", service_place_id.simple())
}

/// An id given by a caller: either shape names the same restaurant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RestaurantRef {
    PlaceId(Uuid),
    ServiceId(Uuid),
}

impl RestaurantRef {
    /// Parses a hyphenated UUID or a `rst_` service id; anything else is not an id.
    pub fn parse(raw: &str) -> Option<RestaurantRef> {
        if let Some(hex) = raw.strip_prefix(SERVICE_ID_PREFIX) {
            let is_simple_hex = hex.len() == 32 && hex.bytes().all(|b| b.is_ascii_hexdigit());
            return is_simple_hex
                .then(|| Uuid::try_parse(hex).ok().map(RestaurantRef::ServiceId))
                .flatten();
        }
        (raw.len() == 36)
            .then(|| Uuid::try_parse(raw).ok().map(RestaurantRef::PlaceId))
            .flatten()
    }

    /// Both shapes carry the place id.
    pub fn place_id(self) -> Uuid {
        match self {
            RestaurantRef::PlaceId(id) | RestaurantRef::ServiceId(id) => id,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_stable_and_interchangeable() {
        let place = service_place_id_for("osm:node/4411");
        assert_eq!(place, service_place_id_for("osm:node/4411"));
        assert_ne!(place, service_place_id_for("osm:node/4412"));
        let service = service_id_for(place);
        assert!(service.starts_with("rst_") && service.len() == 36);
        assert_eq!(
            RestaurantRef::parse(&service),
            Some(RestaurantRef::ServiceId(place))
        );
        assert_eq!(
            RestaurantRef::parse(&place.to_string()),
            Some(RestaurantRef::PlaceId(place))
        );
        assert_eq!(
            RestaurantRef::parse(&service).map(RestaurantRef::place_id),
            Some(place)
        );
    }

    #[test]
    fn other_shapes_are_not_ids() {
        for raw in [
            "",
            "rst_",
            "rst_xyz",
            "42",
            "rst_0123456789abcdef0123456789abcdeg",
            "6f1c2a448c1e4a579a550b8f3e2d1c00",
            "{6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00}",
            "rst_6f1c2a44-8c1e-4a57-9a55-0b8f3e2d1c00",
        ] {
            assert_eq!(RestaurantRef::parse(raw), None, "{raw:?}");
        }
    }
}

/// A list of evidence ids kept in one string and one list of ends, so a
/// score's six dimensions cost two allocations each instead of one per id
/// (the engine builds one per restaurant it scores). On the wire it is a
/// plain JSON array of strings.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct IdList {
    joined: String,
    ends: Vec<u32>,
}

impl IdList {
    /// An empty list with room for `ids` ids of `bytes` bytes in all.
    pub fn with_capacity(ids: usize, bytes: usize) -> IdList {
        IdList {
            joined: String::with_capacity(bytes),
            ends: Vec::with_capacity(ids),
        }
    }

    pub fn push(&mut self, id: &str) {
        self.joined.push_str(id);
        // A list longer than 4 GiB would be a bug long before this.
        self.ends
            .push(u32::try_from(self.joined.len()).unwrap_or(u32::MAX));
    }

    /// The id at `index`.
    pub fn get(&self, index: usize) -> Option<&str> {
        self.iter().nth(index)
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The ids in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.ends.iter().enumerate().map(|(index, &end)| {
            let start = match index {
                0 => 0,
                _ => self.ends[index - 1],
            };
            self.joined.get(start as usize..end as usize).unwrap_or("")
        })
    }
}

impl<'a> FromIterator<&'a str> for IdList {
    fn from_iter<I: IntoIterator<Item = &'a str>>(ids: I) -> IdList {
        let mut list = IdList::default();
        for id in ids {
            list.push(id);
        }
        list
    }
}

impl serde::Serialize for IdList {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> serde::Deserialize<'de> for IdList {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<IdList, D::Error> {
        let ids = Vec::<String>::deserialize(deserializer)?;
        Ok(ids.iter().map(String::as_str).collect())
    }
}
