//! Enrich matching: how likely a restaurant a customer describes (a name and
//! an address, or a name and a provider place id) is one of ours. Names and
//! addresses are normalised (case, accents, punctuation, "&", common street
//! abbreviations, filler words) before string similarity (strsim) compares
//! them. The thresholds and weights are the documented rule of
//! docs/api-decisions.md.

use crate::text::words;

/// At or above: matched.
pub const MATCH_THRESHOLD: f64 = 0.85;
/// At or above (and below the match threshold): a plausible candidate.
/// Below for every candidate: no plausible match (422).
pub const PLAUSIBLE_THRESHOLD: f64 = 0.5;
/// Candidates returned with an unmatched answer.
pub const MAX_CANDIDATES: usize = 5;
/// Two candidates at or above the match threshold closer than this are
/// ambiguous (say two locations of a chain): neither is called a match.
pub const AMBIGUITY_MARGIN: f64 = 0.05;

/// What the matching rule makes of the candidates, from the confidences of
/// the best and the second best (0 when there is none).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchVerdict {
    /// The best candidate is the restaurant.
    Matched,
    /// No single match, but plausible candidates to offer.
    Candidates,
    /// Not even a plausible candidate.
    NoPlausibleMatch,
}

impl MatchVerdict {
    pub fn of(best: f64, runner_up: f64) -> MatchVerdict {
        let ambiguous = runner_up >= MATCH_THRESHOLD && best - runner_up < AMBIGUITY_MARGIN;
        if best >= MATCH_THRESHOLD && !ambiguous {
            MatchVerdict::Matched
        } else if best < PLAUSIBLE_THRESHOLD {
            MatchVerdict::NoPlausibleMatch
        } else {
            MatchVerdict::Candidates
        }
    }
}

/// What the customer says about the restaurant.
#[derive(Debug, Clone, Copy)]
pub struct Claimed<'a> {
    pub name: &'a str,
    pub address: Option<&'a str>,
    pub provider_place_id: Option<&'a str>,
}

/// What we know about one of ours.
#[derive(Debug, Clone, Copy, Default)]
pub struct Known<'a> {
    pub name: Option<&'a str>,
    pub street: Option<&'a str>,
    pub city: Option<&'a str>,
    pub state: Option<&'a str>,
    pub postal_code: Option<&'a str>,
    pub provider_place_id: Option<&'a str>,
}

/// Words that say what kind of place it is rather than which one.
const FILLER: &[&str] = &[
    "the",
    "a",
    "an",
    "and",
    "restaurant",
    "restaurants",
    "cafe",
    "café",
    "kitchen",
    "bar",
    "grill",
    "eatery",
    "inc",
    "llc",
    "co",
];

fn name_words(name: &str) -> Vec<String> {
    let all = words(&name.replace('&', " and "));
    let kept: Vec<String> = all
        .iter()
        .filter(|word| !FILLER.contains(&word.as_str()))
        .cloned()
        .collect();
    // A name made only of filler words ("The Kitchen") keeps them.
    if kept.is_empty() { all } else { kept }
}

/// 0..1: how alike two restaurant names are.
pub fn name_similarity(a: &str, b: &str) -> f64 {
    let (a, b) = (name_words(a).join(" "), name_words(b).join(" "));
    if a.is_empty() || b.is_empty() {
        return 0.0;
    }
    strsim::normalized_levenshtein(&a, &b).max(strsim::sorensen_dice(&a, &b))
}

/// The spelling every street word is compared in.
fn expand_abbreviation(word: &str) -> &str {
    match word {
        "st" | "str" => "street",
        "ave" | "av" => "avenue",
        "blvd" => "boulevard",
        "rd" => "road",
        "dr" => "drive",
        "ln" => "lane",
        "ct" => "court",
        "pl" => "place",
        "hwy" => "highway",
        "pkwy" => "parkway",
        "sq" => "square",
        "n" => "north",
        "s" => "south",
        "e" => "east",
        "w" => "west",
        "ne" => "northeast",
        "nw" => "northwest",
        "se" => "southeast",
        "sw" => "southwest",
        other => other,
    }
}

fn address_words(text: &str) -> Vec<String> {
    words(text)
        .iter()
        .map(|word| expand_abbreviation(word).to_owned())
        .collect()
}

fn house_number(words: &[String]) -> Option<&String> {
    words
        .iter()
        .find(|word| word.chars().next().is_some_and(|c| c.is_ascii_digit()) && word.len() <= 6)
}

/// 0..1: the share of the claimed address's words found in ours, heavily
/// discounted when both carry a house number and the numbers differ.
pub fn address_similarity(claimed: &str, known: &Known<'_>) -> f64 {
    let claimed_words = address_words(claimed);
    let known_text = [known.street, known.city, known.state, known.postal_code]
        .iter()
        .flatten()
        .copied()
        .collect::<Vec<_>>()
        .join(" ");
    let known_words = address_words(&known_text);
    if claimed_words.is_empty() || known_words.is_empty() {
        return 0.0;
    }
    let found = claimed_words
        .iter()
        .filter(|word| known_words.contains(word))
        .count();
    let overlap = found as f64 / claimed_words.len() as f64;
    match (house_number(&claimed_words), house_number(&known_words)) {
        (Some(a), Some(b)) if a != b => overlap * 0.3,
        _ => overlap,
    }
}

/// 0..1, rounded to 3 decimals: the match confidence of the rule.
///
/// - The same provider place id: 0.6 + 0.4 × name similarity.
/// - Otherwise with an address: 0.6 × name + 0.4 × address similarity.
/// - Otherwise: 0.6 × name similarity (a name alone never matches).
pub fn match_confidence(claimed: &Claimed<'_>, known: &Known<'_>) -> f64 {
    let name = known
        .name
        .map_or(0.0, |known_name| name_similarity(claimed.name, known_name));
    let same_provider_place = matches!(
        (claimed.provider_place_id, known.provider_place_id),
        (Some(a), Some(b)) if a.trim() == b.trim() && !a.trim().is_empty()
    );
    let confidence = if same_provider_place {
        0.6 + 0.4 * name
    } else if let Some(address) = claimed.address {
        0.6 * name + 0.4 * address_similarity(address, known)
    } else {
        0.6 * name
    };
    (confidence.clamp(0.0, 1.0) * 1000.0).round() / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_close_matches_are_ambiguous_and_neither_is_called_a_match() {
        assert_eq!(MatchVerdict::of(0.95, 0.2), MatchVerdict::Matched);
        assert_eq!(MatchVerdict::of(0.95, 0.92), MatchVerdict::Candidates);
        assert_eq!(MatchVerdict::of(0.95, 0.88), MatchVerdict::Matched);
        assert_eq!(MatchVerdict::of(0.6, 0.0), MatchVerdict::Candidates);
        assert_eq!(MatchVerdict::of(0.4, 0.0), MatchVerdict::NoPlausibleMatch);
    }

    fn known<'a>(name: &'a str, street: &'a str, city: &'a str) -> Known<'a> {
        Known {
            name: Some(name),
            street: Some(street),
            city: Some(city),
            state: Some("OR"),
            postal_code: Some("97205"),
            provider_place_id: None,
        }
    }

    #[test]
    fn names_compare_after_normalisation() {
        assert_eq!(name_similarity("The Green Leaf Café", "green leaf"), 1.0);
        assert_eq!(
            name_similarity("Rosa & Sons", "Rosa and Sons Restaurant"),
            1.0
        );
        assert!(name_similarity("Green Leaf Kitchen", "Greenleaf") > 0.7);
        assert!(name_similarity("Green Leaf", "Taco Palace") < 0.4);
        assert_eq!(name_similarity("", "Taco Palace"), 0.0);
        assert_eq!(name_similarity("The Kitchen", "The Kitchen"), 1.0);
    }

    #[test]
    fn addresses_compare_words_and_house_numbers() {
        let place = known("Green Leaf", "12 Elm St", "Portland");
        assert_eq!(address_similarity("12 Elm Street, Portland", &place), 1.0);
        assert!(
            address_similarity("14 Elm Street, Portland", &place) < 0.35,
            "another house"
        );
        assert!(
            address_similarity("Portland", &place) > 0.99,
            "a city alone is consistent"
        );
        assert_eq!(address_similarity("9 Oak Ave, Seattle", &place), 0.0);
        assert_eq!(address_similarity("", &place), 0.0);
    }

    #[test]
    fn confidence_follows_the_documented_rule() {
        let place = known("Green Leaf Kitchen", "12 Elm St", "Portland");
        let exact = Claimed {
            name: "Green Leaf Kitchen",
            address: Some("12 Elm St, Portland, OR 97205"),
            provider_place_id: None,
        };
        assert_eq!(match_confidence(&exact, &place), 1.0);
        let other_house = Claimed {
            address: Some("400 Elm St, Portland"),
            ..exact
        };
        let score = match_confidence(&other_house, &place);
        assert!(
            (PLAUSIBLE_THRESHOLD..MATCH_THRESHOLD).contains(&score),
            "{score}: plausible, not matched"
        );
        let stranger = Claimed {
            name: "Burger Barn",
            address: Some("1 Main St, Austin"),
            provider_place_id: None,
        };
        assert!(match_confidence(&stranger, &place) < PLAUSIBLE_THRESHOLD);
        let name_only = Claimed {
            address: None,
            ..exact
        };
        assert!(
            match_confidence(&name_only, &place) < MATCH_THRESHOLD,
            "a name alone never matches"
        );
        let with_provider = Known {
            provider_place_id: Some("prov_1"),
            ..place
        };
        let by_provider = Claimed {
            name: "Green Leaf",
            address: None,
            provider_place_id: Some("prov_1"),
        };
        assert!(match_confidence(&by_provider, &with_provider) >= MATCH_THRESHOLD);
        let wrong_provider = Claimed {
            provider_place_id: Some("prov_2"),
            ..by_provider
        };
        assert!(match_confidence(&wrong_provider, &with_provider) < MATCH_THRESHOLD);
    }
}
