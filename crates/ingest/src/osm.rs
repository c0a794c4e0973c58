//! OpenStreetMap data read into the ingest format: an Overpass API answer
//! in JSON (`[out:json]`), with nodes, ways and relations (ways and
//! relations need `out center` for a position).
//!
//! Only food places are read (`amenity` restaurant, cafe or fast food);
//! everything else in the file is counted and passed over. OSM's `diet:*`
//! tags become the place's external tags: what a mapper says, never the
//! restaurant's own claim, so the engine weighs them as such. The mapping,
//! key by key, is in docs/storage.md ("OpenStreetMap import").

use std::collections::BTreeMap;
use std::io::Read;

use serde::Deserialize;
use serde_json::{Map, Value, json};

/// The `amenity` values read as food places.
pub const FOOD_AMENITIES: &[&str] = &["restaurant", "cafe", "fast_food"];

/// An Overpass answer that cannot be read as a whole.
#[derive(Debug, thiserror::Error)]
pub enum OsmError {
    #[error("not an Overpass API JSON answer: {0}")]
    Json(#[from] serde_json::Error),
    /// Diet tags are observations and must carry the date they were seen.
    #[error(
        "the file has no `osm3s.timestamp_osm_base` and element {0} no `timestamp`: its tags cannot be dated"
    )]
    Undated(String),
}

/// The food places of one Overpass answer, as ingest-format JSON lines.
#[derive(Debug, Default)]
pub struct OsmPlaces {
    /// One ingest-format record per food place, with its OSM id
    /// (`node/123`) to name it in messages.
    pub records: Vec<(String, Value)>,
    /// Elements that are not food places (other amenities, untagged nodes
    /// of a way).
    pub passed_over: u64,
}

impl OsmPlaces {
    /// The records as JSON Lines, the import pipeline's input.
    pub fn to_json_lines(&self) -> String {
        let mut lines = String::new();
        for (_, record) in &self.records {
            lines.push_str(&record.to_string());
            lines.push('\n');
        }
        lines
    }
}

#[derive(Debug, Deserialize)]
struct Overpass {
    #[serde(default)]
    osm3s: Option<Osm3s>,
    elements: Vec<Element>,
}

#[derive(Debug, Deserialize)]
struct Osm3s {
    #[serde(default)]
    timestamp_osm_base: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Element {
    #[serde(rename = "type")]
    kind: String,
    id: i64,
    #[serde(default)]
    lat: Option<f64>,
    #[serde(default)]
    lon: Option<f64>,
    #[serde(default)]
    center: Option<Center>,
    #[serde(default)]
    tags: BTreeMap<String, String>,
    /// Present with `out meta`: when the element was last edited.
    #[serde(default)]
    timestamp: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Center {
    lat: f64,
    lon: f64,
}

/// Reads an Overpass answer. A place's tags are dated by the element's own
/// `timestamp` when the answer has it, else by the data's
/// `timestamp_osm_base`.
pub fn read_overpass(reader: impl Read) -> Result<OsmPlaces, OsmError> {
    let answer: Overpass = serde_json::from_reader(reader)?;
    let base_date = answer.osm3s.and_then(|o| o.timestamp_osm_base);
    let mut places = OsmPlaces::default();
    for element in &answer.elements {
        let is_food = element
            .tags
            .get("amenity")
            .is_some_and(|amenity| FOOD_AMENITIES.contains(&amenity.as_str()));
        if !is_food {
            places.passed_over += 1;
            continue;
        }
        let osm_id = format!("{}/{}", element.kind, element.id);
        let Some(date) = element.timestamp.as_ref().or(base_date.as_ref()) else {
            return Err(OsmError::Undated(osm_id));
        };
        let record = place(element, &osm_id, date);
        places.records.push((osm_id, record));
    }
    Ok(places)
}

/// One food place in the ingest format.
fn place(element: &Element, osm_id: &str, date: &str) -> Value {
    let tags = &element.tags;
    let tag = |key: &str| {
        tags.get(key)
            .map(|value| value.trim())
            .filter(|value| !value.is_empty())
    };
    let street = match (tag("addr:housenumber"), tag("addr:street")) {
        (Some(number), Some(street)) => Some(format!("{number} {street}")),
        (None, Some(street)) => Some(street.to_owned()),
        _ => None,
    };
    let coordinates = match (element.lat, element.lon, &element.center) {
        (Some(lat), Some(lng), _) => json!({"lat": lat, "lng": lng}),
        (_, _, Some(center)) => json!({"lat": center.lat, "lng": center.lon}),
        _ => Value::Null,
    };
    let cuisines: Vec<String> = tag("cuisine")
        .map(|cuisine| {
            cuisine
                .split(';')
                .map(|c| c.trim().replace('_', " ").to_lowercase())
                .filter(|c| !c.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let source = format!("https://www.openstreetmap.org/{osm_id}");
    let external_tags: Vec<Value> = tags
        .iter()
        .filter(|(key, value)| key.starts_with("diet:") && !value.trim().is_empty())
        .map(|(key, value)| {
            json!({"key": key, "value": value.trim(), "date": date, "source": source})
        })
        .collect();
    let mut record = Map::new();
    record.insert("external_id".into(), json!(format!("osm:{osm_id}")));
    record.insert("name".into(), json!(tag("name")));
    record.insert(
        "address".into(),
        json!({
            "street": street,
            "city": tag("addr:city"),
            "state": tag("addr:state"),
            "postal_code": tag("addr:postcode"),
            "country": tag("addr:country"),
        }),
    );
    record.insert("coordinates".into(), coordinates);
    record.insert("cuisines".into(), json!(cuisines));
    record.insert("categories".into(), json!([tag("amenity")]));
    if let Some(brand) = tag("brand") {
        record.insert("chain_brand".into(), json!(brand));
    }
    let services = services(tag);
    if !services.is_empty() {
        record.insert("services".into(), Value::Object(services));
    }
    if !external_tags.is_empty() {
        record.insert("external_tags".into(), json!(external_tags));
    }
    Value::Object(record)
}

/// OSM's yes/no service keys, under the ingest format's service names.
/// `takeaway=only` also says there is no dining in.
fn services<'a>(tag: impl Fn(&str) -> Option<&'a str>) -> Map<String, Value> {
    let mut services = Map::new();
    for (key, service) in [
        ("takeaway", "takeout"),
        ("delivery", "delivery"),
        ("drive_through", "drive_through"),
        ("outdoor_seating", "outdoor_seating"),
    ] {
        match tag(key) {
            Some("yes") => {
                services.insert(service.into(), json!(true));
            }
            Some("no") => {
                services.insert(service.into(), json!(false));
            }
            Some("only") => {
                services.insert(service.into(), json!(true));
                if key == "takeaway" {
                    services.insert("dine_in".into(), json!(false));
                }
            }
            _ => {}
        }
    }
    services
}

#[cfg(test)]
mod tests {
    use super::*;

    const ANSWER: &str = r#"{
      "version": 0.6,
      "osm3s": {"timestamp_osm_base": "2026-11-20T10:00:00Z"},
      "elements": [
        {"type": "node", "id": 4411, "lat": 45.5202, "lon": -122.681,
         "tags": {"amenity": "restaurant", "name": "Green Leaf Kitchen",
                  "addr:housenumber": "12", "addr:street": "Elm St", "addr:city": "Portland",
                  "addr:state": "OR", "addr:postcode": "97205", "addr:country": "US",
                  "cuisine": "vegan;thai_fusion", "diet:vegan": "only",
                  "diet:gluten_free": "limited", "takeaway": "only",
                  "opening_hours": "Mo-Su 11:00-21:00"}},
        {"type": "way", "id": 77, "center": {"lat": 30.27, "lon": -97.74},
         "timestamp": "2025-01-02T03:04:05Z",
         "tags": {"amenity": "fast_food", "diet:vegetarian": "yes", "brand": "Veggie Grill"}},
        {"type": "node", "id": 5, "lat": 1.0, "lon": 2.0, "tags": {"amenity": "bench"}},
        {"type": "node", "id": 6, "lat": 1.0, "lon": 2.0}
      ]
    }"#;

    #[test]
    fn food_places_become_records_and_diet_tags_external_tags() {
        let places = read_overpass(ANSWER.as_bytes()).unwrap();
        assert_eq!(places.passed_over, 2);
        assert_eq!(places.records.len(), 2);
        let (id, leaf) = &places.records[0];
        assert_eq!(id, "node/4411");
        assert_eq!(leaf["external_id"], "osm:node/4411");
        assert_eq!(leaf["name"], "Green Leaf Kitchen");
        assert_eq!(leaf["address"]["street"], "12 Elm St");
        assert_eq!(leaf["address"]["postal_code"], "97205");
        assert_eq!(
            leaf["coordinates"],
            json!({"lat": 45.5202, "lng": -122.681})
        );
        assert_eq!(leaf["cuisines"], json!(["vegan", "thai fusion"]));
        assert_eq!(leaf["categories"], json!(["restaurant"]));
        assert_eq!(leaf["services"], json!({"takeout": true, "dine_in": false}));
        assert_eq!(
            leaf["external_tags"],
            json!([
                {"key": "diet:gluten_free", "value": "limited", "date": "2026-11-20T10:00:00Z",
                 "source": "https://www.openstreetmap.org/node/4411"},
                {"key": "diet:vegan", "value": "only", "date": "2026-11-20T10:00:00Z",
                 "source": "https://www.openstreetmap.org/node/4411"},
            ])
        );
        // No statement of the restaurant's own comes from a mapper's tag.
        assert!(leaf.get("declarations").is_none() && leaf.get("menu").is_none());
        let (_, way) = &places.records[1];
        assert_eq!(way["coordinates"], json!({"lat": 30.27, "lng": -97.74}));
        assert_eq!(way["name"], Value::Null);
        assert_eq!(way["chain_brand"], "Veggie Grill");
        // The element's own edit time dates its tags.
        assert_eq!(way["external_tags"][0]["date"], "2025-01-02T03:04:05Z");
        assert_eq!(places.to_json_lines().lines().count(), 2);
    }

    #[test]
    fn undated_tags_and_other_documents_are_refused() {
        let undated = r#"{"elements": [{"type": "node", "id": 1, "lat": 0, "lon": 0,
            "tags": {"amenity": "cafe"}}]}"#;
        assert!(matches!(
            read_overpass(undated.as_bytes()),
            Err(OsmError::Undated(id)) if id == "node/1"
        ));
        for bad in [
            "",
            "[]",
            r#"{"elements": 3}"#,
            "{\"elements\": [{\"type\": 1}]}",
        ] {
            assert!(
                matches!(read_overpass(bad.as_bytes()), Err(OsmError::Json(_))),
                "{bad}"
            );
        }
    }
}
