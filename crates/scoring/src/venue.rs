//! The restaurant's own name, where it names an animal product. A place
//! named for its house base ("Beef Bone Pho House", "Tallow & Salt
//! Chippy", "Ghee House") writes its dishes against that name: "our house
//! broth", "fried in the fat we're named for", "tempered in the house
//! namesake", "under our famous Butterkrust crust", "the King's broth". A
//! dish that points back at such a name holds what the name names. A dish
//! that does not point at it ("Jackfruit Tacos" at "The Chicken Coop")
//! says nothing of it: the name alone is no ingredient.

use crate::lexicon::{ANIMAL, Scratch, read_text};
use crate::signals::{Signal as S, SignalSet};

/// What a restaurant's name says its dishes may hold.
#[derive(Debug, Default)]
pub(crate) struct VenueName {
    /// The animal products the name names; empty for most names, and then
    /// no dish is read against it.
    animal: SignalSet,
    /// The name's own words a dish would use to point at it ("butterkrust",
    /// "king", "hive"), lower case, without a possessive or plural "s":
    /// none is a word that names food or a kind of restaurant.
    own_words: Vec<String>,
}

/// Words of restaurants' names that say what kind of place it is, or that
/// any dish may use (articles, "salt", "pepper"): a dish using them
/// ("Vegan Ramen" at "Tonkotsu Kings Ramen", "house-made" at any "House",
/// "sea salt fries" at "Tallow & Salt", "Bakso Jamur Vegan" at "Bakso Mas
/// Kumis") does not point at the name.
#[rustfmt::skip]
const KINDS_OF_PLACE: &[&str] = &[
    "the", "and", "house", "kitchen", "cafe", "café", "bar", "grill", "shop", "shack", "co",
    "company", "bakery", "pie", "restaurant", "eatery", "diner", "bistro", "cantina", "taqueria",
    "tortilleria", "tacos", "taco", "ramen", "pho", "soup", "burger", "pizza", "pizzeria",
    "deli", "market", "bbq", "smokehouse", "steakhouse", "chippy", "inn", "pub", "tavern",
    "room", "hall", "garden", "place", "corner", "street", "truck", "stand", "joint", "lounge",
    "fish", "indian", "thai", "mexican", "chinese", "italian", "japanese", "korean", "drive",
    "in", "of", "y", "de", "la", "el", "los", "las", "le", "les", "du", "salt", "pepper",
    // Indonesian and Malay stalls, named for what they sell ("Bakso Mas
    // Kumis", "Warung Pak Min", "Soto Bu Tini").
    "bakso", "warung", "kedai", "depot", "rumah", "makan", "soto", "sate", "satay", "nasi",
];

/// Words that name a restaurant's base and are spelled into its brand as
/// one word ("Butterkrust", "Lardwell's", "Baconator"), with what each is.
const BRAND_STEMS: &[(&str, SignalSet)] = &[
    ("butter", SignalSet::of(&[S::Dairy])),
    ("cheese", SignalSet::of(&[S::Dairy])),
    ("cream", SignalSet::of(&[S::Dairy])),
    ("bacon", SignalSet::of(&[S::Meat, S::Pork])),
    ("lard", SignalSet::of(&[S::Meat, S::Pork])),
    ("pork", SignalSet::of(&[S::Meat, S::Pork])),
    ("beef", SignalSet::of(&[S::Meat])),
    ("honey", SignalSet::of(&[S::Honey])),
    ("ghee", SignalSet::of(&[S::Dairy])),
    ("tallow", SignalSet::of(&[S::Meat])),
];

/// Plant words that start like a base ("Butternut", "Honeycrisp").
#[rustfmt::skip]
const PLANT_LOOK_ALIKES: &[&str] = &[
    "butternut", "butterhead", "butterfly", "buttercup", "butterleaf", "honeydew",
    "honeycrisp", "honeysuckle", "honeybush",
];

/// Words with which a dish points at the name it is served under.
const POINTERS: &[&str] = &[
    "namesake",
    "named for",
    "named after",
    "our name",
    "the name",
];

/// "house broth", "house fat": the house's base, which a place named for
/// a base makes from it.
#[rustfmt::skip]
const HOUSE_BASES: &[&str] = &[
    "broth", "stock", "dashi", "fat", "butter", "gravy", "base", "drippings", "oil", "lard",
    "spread", "glaze", "crust",
];

impl VenueName {
    pub(crate) fn read(name: &str, scratch: &mut Scratch) -> Self {
        // "The Bay Fish & Chips" names the kind of place, not a base.
        let without_kind = without_a_kind_of_shop(name);
        let name = without_kind.as_deref().unwrap_or(name);
        // A dish's form in the name ("Patty's Burgers", named for a person
        // and what it sells) is no base its dishes are made from.
        let reading = read_text(name, scratch);
        let mut animal = reading.signals.intersection(ANIMAL);
        animal.remove_all(reading.form_only);
        let words = || {
            name.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
                .map(root)
                .filter(|word| {
                    word.chars().count() >= 4 && !KINDS_OF_PLACE.contains(&word.as_str())
                })
        };
        for word in words() {
            if let Some((_, stem)) = BRAND_STEMS.iter().find(|(stem, _)| {
                word.len() > stem.len()
                    && word.starts_with(stem)
                    && !PLANT_LOOK_ALIKES.contains(&word.as_str())
            }) {
                animal = animal.union(*stem);
            }
        }
        // Most names name no animal product: their words are never needed.
        if animal.is_empty() {
            return VenueName::default();
        }
        let own_words = words()
            .filter(|word| read_text(word, scratch).signals.is_empty())
            .collect();
        VenueName { animal, own_words }
    }

    /// The animal products of the name that the dish text `text` holds by
    /// pointing at the name.
    pub(crate) fn held_by(&self, text: &str) -> SignalSet {
        if self.animal.is_empty() {
            return SignalSet::EMPTY;
        }
        let lower = text.to_lowercase();
        let points = POINTERS.iter().any(|pointer| lower.contains(pointer))
            || house_base(&lower)
            || lower
                .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
                .any(|word| {
                    let word = root(word);
                    !word.is_empty() && self.own_words.contains(&word)
                });
        if points {
            self.animal
        } else {
            SignalSet::EMPTY
        }
    }
}

/// Kinds of shop named by what they sell, with an animal word in them:
/// a fish-and-chip shop fries fish, but its name says nothing of what its
/// chips are fried in.
const KINDS_OF_SHOP: &[&str] = &[
    "fish & chips",
    "fish and chips",
    "fish 'n' chips",
    "fish n chips",
    "fish n' chips",
    "fish-and-chips",
    "fish & chip",
    "fish and chip",
];

/// `name` without a kind of shop it names (`None` where it names none).
fn without_a_kind_of_shop(name: &str) -> Option<String> {
    let lower = name.to_lowercase();
    let kind = KINDS_OF_SHOP.iter().find(|kind| lower.contains(*kind))?;
    Some(lower.replacen(kind, " ", 1))
}

/// "house broth", "house-made stock": the house's own base.
fn house_base(lower: &str) -> bool {
    lower.match_indices("house").any(|(at, _)| {
        let after = lower[at + 5..]
            .trim_start_matches(['-', ' '])
            .trim_start_matches("made")
            .trim_start();
        HOUSE_BASES.iter().any(|base| {
            after.starts_with(base)
                && !after[base.len()..]
                    .chars()
                    .next()
                    .is_some_and(char::is_alphanumeric)
        })
    })
}

/// A word in lower case without a possessive or plural "s": "King's",
/// "Kings" and "king" are one word.
fn root(word: &str) -> String {
    let lower = word.to_lowercase();
    let lower = lower
        .strip_suffix("'s")
        .or_else(|| lower.strip_suffix("’s"))
        .unwrap_or(&lower);
    let lower = lower.trim_matches(['\'', '’']);
    match lower.strip_suffix('s') {
        Some(stem) if stem.len() >= 4 && !stem.ends_with('s') => stem.to_string(),
        _ => lower.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn held(venue: &str, dish: &str) -> SignalSet {
        let mut scratch = Scratch::new();
        VenueName::read(venue, &mut scratch).held_by(dish)
    }

    #[test]
    fn a_fish_and_chip_shop_is_named_for_its_kind_not_a_base() {
        // Chips said by a (V) supper do not point at the shop's fish.
        assert!(held("The Bay Fish & Chips", "margherita in batter, chips").is_empty());
        assert!(held("Bay Fish and Chips", "battered mac 'n' cheese, chips").is_empty());
        // A base named beside the kind still reaches dishes pointing at it.
        assert!(
            held(
                "Beef Dripping Fish & Chips",
                "chips fried in the fat we're named for"
            )
            .has(S::Meat)
        );
        assert!(held("Dripping Chips Co.", "chips, salt, vinegar").has(S::Meat));
    }

    #[test]
    fn a_dish_pointing_at_a_name_that_names_a_base_holds_it() {
        for (venue, dish) in [
            (
                "Beef Bone Pho House",
                "Vegan Pho: our house broth, rice noodles, fried tofu",
            ),
            (
                "Tallow & Salt Chippy",
                "fried in the fat we're named for, mushy peas",
            ),
            (
                "Butterkrust Bakery & Pies",
                "root vegetables, under our famous Butterkrust crust",
            ),
            (
                "Ghee House Indian Kitchen",
                "yellow lentils, tempered in the house namesake",
            ),
            (
                "The Honey Hive Café",
                "oats, roasted plums, drizzled with the hive's own",
            ),
            (
                "Manteca Tortilleria y Taqueria",
                "on our namesake-pressed flour tortillas",
            ),
            (
                "Tonkotsu Kings Ramen",
                "the King's broth, thin noodles, corn",
            ),
            (
                "Chicken Stock Soup Co.",
                "built on the stock the shop is named for",
            ),
            (
                "Bone Marrow Butter Burgers",
                "on a bun toasted in our namesake butter",
            ),
            (
                "Lardo Fish House",
                "started in the cured fat we're named for",
            ),
        ] {
            assert!(held(venue, dish).any(ANIMAL), "{venue}: {dish}");
        }
    }

    #[test]
    fn a_dish_not_pointing_at_the_name_or_a_name_of_no_base_holds_nothing() {
        for (venue, dish) in [
            (
                "Tonkotsu Kings Ramen",
                "Vegan Ramen: kombu-shiitake broth, bok choy",
            ),
            (
                "The Chicken Coop",
                "Crispy Seitan 'Chick'n' Sandwich: seitan, pickles",
            ),
            (
                "Butter Beans Kitchen",
                "Butter Bean Succotash Plate: butter beans, corn, okra",
            ),
            (
                "Butternut Bistro",
                "named for the squash we roast every morning: our house broth",
            ),
            (
                "The Steak & Ale House",
                "Falafel Wrap: crispy falafel, house-made pickles",
            ),
            ("Green Fork", "our house broth, named for nothing"),
            (
                "Ghee House Indian Kitchen",
                "Chana Masala: chickpeas, house spice blend",
            ),
            // Named for a person and what it sells: a dish form, no base.
            (
                "Patty's Burgers",
                "Veggie Burger: black bean patty, cheddar, brioche",
            ),
            // A meatball stall named for its owner's nickname ("kumis", a
            // moustache, spells a mare's-milk drink): its dishes share
            // the word for what it sells, not a base.
            (
                "Bakso Pak Kumis",
                "Bakso Tempe Vegan: tempe balls, glass noodles, mushroom broth",
            ),
            ("Warung Kumis Jaya", "Nasi Warung Vegan: rice, tofu, sambal"),
        ] {
            assert_eq!(held(venue, dish), SignalSet::EMPTY, "{venue}: {dish}");
        }
    }
}
