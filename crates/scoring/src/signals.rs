//! The dietary signals an observation can carry. Evidence stores a compact set
//! of them; scores and decisions read only these, never the raw text again.

use std::fmt;

use serde::de::{SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

macro_rules! signals {
    ($( $(#[$meta:meta])* $variant:ident => $wire:literal ),+ $(,)?) => {
        /// One dietary fact or hint found in an observation.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Signal { $( $(#[$meta])* $variant ),+ }

        impl Signal {
            /// Every signal, in bit order.
            pub const ALL: &'static [Signal] = &[ $( Signal::$variant ),+ ];

            /// The stable name used when an evaluation is stored as JSON.
            pub fn as_str(self) -> &'static str {
                match self { $( Signal::$variant => $wire ),+ }
            }

            pub fn from_name(name: &str) -> Option<Signal> {
                match name { $( $wire => Some(Signal::$variant), )+ _ => None }
            }
        }
    };
}

signals! {
    /// An item (or a restaurant's own text) says the food is vegan or plant-based.
    VeganLabel => "vegan_label",
    /// "can be made vegan", "ask for no cheese": vegan only on request.
    VeganAdaptable => "vegan_adaptable",
    /// The place is said to have vegan options.
    VeganOptions => "vegan_options",
    /// The place has only a few vegan options.
    VeganLimited => "vegan_limited",
    /// The whole place is vegan (100% plant-based).
    FullyVegan => "fully_vegan",
    /// "not vegan", "no vegan options", `diet:vegan=no`.
    NoVegan => "no_vegan",
    VegetarianLabel => "vegetarian_label",
    VegetarianOptions => "vegetarian_options",
    FullyVegetarian => "fully_vegetarian",
    NoVegetarian => "no_vegetarian",
    /// Tofu, seitan, tempeh and friends: a plant dish, not a vegan guarantee.
    PlantProtein => "plant_protein",
    Meat => "meat",
    Pork => "pork",
    Fish => "fish",
    Shellfish => "shellfish",
    Dairy => "dairy",
    Egg => "egg",
    Honey => "honey",
    Gelatin => "gelatin",
    TreeNut => "tree_nut",
    Peanut => "peanut",
    Gluten => "gluten",
    GlutenFreeLabel => "gluten_free_label",
    GlutenFreeOptions => "gluten_free_options",
    NoGlutenFree => "no_gluten_free",
    OnionGarlic => "onion_garlic",
    Alcohol => "alcohol",
    SharedFryer => "shared_fryer",
    SharedGrill => "shared_grill",
    SharedSurface => "shared_surface",
    DedicatedPrep => "dedicated_prep",
    /// A review or report speaks well of the vegan or vegetarian food.
    ReviewPositive => "review_positive",
    /// A review or report speaks badly of the vegan or vegetarian food.
    ReviewNegative => "review_negative",
    /// A review or report says food sold as vegan was not ("found cheese in it").
    VeganComplaint => "vegan_complaint",
    /// A review or report found meat or fish in food sold as meat-free.
    MeatComplaint => "meat_complaint",
    StaffKnowledgeable => "staff_knowledgeable",
    StaffUnsure => "staff_unsure",
    AllergenFreeClaim => "allergen_free_claim",
    LanguageBarrier => "language_barrier",
    HalalClaim => "halal_claim",
    NoHalal => "no_halal",
    KosherClaim => "kosher_claim",
    NoKosher => "no_kosher",
    /// An item labelled vegan or vegetarian lists an ingredient that contradicts the label.
    LabelConflict => "label_conflict",
    /// A diner's report says it went well for the diet they ate to.
    ReportPositive => "report_positive",
    /// A diner's report says it went badly for the diet they ate to.
    ReportNegative => "report_negative",
    /// "not fully vegan (anymore)", "we are not a fully vegan kitchen": the
    /// place denies being wholly vegan, which no whole-place claim survives.
    NotFullyVegan => "not_fully_vegan",
    /// A menu item that is a dessert, a drink, a side or a snack: it can
    /// support a diet's options, but it is not a meal on its own.
    SideOrTreat => "side_or_treat",
    /// Shared equipment named only for allergens ("we can't rule out
    /// cross-contact with sesame or tree nuts"): a risk for allergies and
    /// gluten, not for meat-free diets.
    AllergenCrossContact => "allergen_cross_contact",
}

/// A set of [`Signal`]s in one machine word. Stored as a sorted list of names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SignalSet(u64);

impl SignalSet {
    pub const EMPTY: SignalSet = SignalSet(0);

    pub const fn of(signals: &[Signal]) -> SignalSet {
        let mut bits = 0u64;
        let mut index = 0;
        while index < signals.len() {
            bits |= 1u64 << (signals[index] as u8);
            index += 1;
        }
        SignalSet(bits)
    }

    pub fn has(self, signal: Signal) -> bool {
        self.0 & (1u64 << (signal as u8)) != 0
    }

    pub fn any(self, other: SignalSet) -> bool {
        self.0 & other.0 != 0
    }

    pub fn insert(&mut self, signal: Signal) {
        self.0 |= 1u64 << (signal as u8);
    }

    pub fn remove(&mut self, signal: Signal) {
        self.0 &= !(1u64 << (signal as u8));
    }

    pub fn remove_all(&mut self, other: SignalSet) {
        self.0 &= !other.0;
    }

    pub const fn union(self, other: SignalSet) -> SignalSet {
        SignalSet(self.0 | other.0)
    }

    pub fn intersection(self, other: SignalSet) -> SignalSet {
        SignalSet(self.0 & other.0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many signals the set holds.
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub fn iter(self) -> impl Iterator<Item = Signal> {
        Signal::ALL.iter().copied().filter(move |s| self.has(*s))
    }
}

impl Serialize for SignalSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(None)?;
        for signal in self.iter() {
            seq.serialize_element(signal.as_str())?;
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for SignalSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct SetVisitor;
        impl<'de> Visitor<'de> for SetVisitor {
            type Value = SignalSet;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a list of signal names")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<SignalSet, A::Error> {
                let mut set = SignalSet::EMPTY;
                while let Some(name) = seq.next_element::<std::borrow::Cow<'de, str>>()? {
                    let signal = Signal::from_name(&name).ok_or_else(|| {
                        serde::de::Error::custom(format!("unknown signal `{name}`"))
                    })?;
                    set.insert(signal);
                }
                Ok(set)
            }
        }
        deserializer.deserialize_seq(SetVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_signal_fits_in_the_word() {
        assert!(Signal::ALL.len() <= 64);
        for (index, signal) in Signal::ALL.iter().enumerate() {
            assert_eq!(*signal as usize, index);
            assert_eq!(Signal::from_name(signal.as_str()), Some(*signal));
        }
    }

    #[test]
    fn round_trips_as_names() {
        let set = SignalSet::of(&[Signal::Dairy, Signal::VeganLabel]);
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, r#"["vegan_label","dairy"]"#);
        assert_eq!(serde_json::from_str::<SignalSet>(&json).unwrap(), set);
    }

    #[test]
    fn rejects_unknown_names_and_wrong_shapes() {
        assert!(serde_json::from_str::<SignalSet>(r#"["vegan_label","bacon"]"#).is_err());
        assert!(serde_json::from_str::<SignalSet>(r#""vegan_label""#).is_err());
        assert!(serde_json::from_str::<SignalSet>("[1]").is_err());
    }
}
