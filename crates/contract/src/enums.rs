//! Every enumeration of the contract (section 2.1), each with its exact wire
//! values. One macro writes the enum, its serde names, its list of values and
//! its parser from a single table, so the wire spelling exists exactly once.

use std::fmt;
use std::str::FromStr;

/// What every wire enumeration offers: its values in contract order and the
/// exact string each one has on the wire.
pub trait WireEnum: Sized + Copy + 'static {
    /// Every value, in the order the contract lists them.
    const ALL: &'static [Self];
    /// The exact wire spelling.
    fn as_str(self) -> &'static str;
    /// The wire spellings of every value, in contract order.
    fn wire_values() -> Vec<&'static str> {
        Self::ALL.iter().map(|value| value.as_str()).collect()
    }
}

/// A string that is not one of an enumeration's values.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{value}` is not a valid {enum_name}; expected one of: {expected}")]
pub struct UnknownEnumValue {
    pub enum_name: &'static str,
    pub value: String,
    pub expected: String,
}

// `$wire:tt`, not `literal`: utoipa's ToSchema derive does not read a
// `literal` fragment inside `#[serde(rename = ...)]` and would list the Rust
// variant names.
macro_rules! wire_enum {
    (
        $(#[$meta:meta])*
        $name:ident { $( $(#[$vmeta:meta])* $variant:ident => $wire:tt ),+ $(,)? }
    ) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord,
            serde::Serialize, serde::Deserialize,
        )]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        pub enum $name {
            $( $(#[$vmeta])* #[serde(rename = $wire)] $variant ),+
        }

        impl WireEnum for $name {
            const ALL: &'static [Self] = &[ $( $name::$variant ),+ ];
            fn as_str(self) -> &'static str {
                match self { $( $name::$variant => $wire ),+ }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl FromStr for $name {
            type Err = UnknownEnumValue;
            fn from_str(value: &str) -> Result<Self, Self::Err> {
                match value {
                    $( $wire => Ok($name::$variant), )+
                    _ => Err(UnknownEnumValue {
                        enum_name: stringify!($name),
                        value: value.to_owned(),
                        expected: <$name as WireEnum>::wire_values().join(", "),
                    }),
                }
            }
        }
    };
}

wire_enum! {
    /// A dietary preference. A preference input, never a certification fact.
    Diet {
        StrictVegan => "strict_vegan",
        Vegetarian => "vegetarian",
        Pescatarian => "pescatarian",
        GlutenFree => "gluten_free",
        Halal => "halal",
        Kosher => "kosher",
        LowFodmap => "low_fodmap",
    }
}

impl Diet {
    /// Religious and medical diets whose safety facts this data can never
    /// confirm: they are never `fit` and always need the restaurant's word.
    pub fn is_safety_sensitive(self) -> bool {
        matches!(
            self,
            Diet::Halal | Diet::Kosher | Diet::GlutenFree | Diet::LowFodmap
        )
    }
}

wire_enum! {
    Decision { Fit => "fit", NotFit => "not_fit", Unknown => "unknown" }
}

wire_enum! {
    /// How the decision read one of the diner's `dietary_rules` (an
    /// addition to the contract: `rules_understood` of a decision).
    RuleReading {
        /// An allergy or intolerance, or nuts and gluten, always: allergen
        /// safety is never confirmed from this data.
        Allergen => "allergen",
        /// The diet already excludes it ("no pork" for a vegetarian).
        ImpliedByDiet => "implied_by_diet",
        /// An ingredient the decision now also excludes.
        IngredientExcluded => "ingredient_excluded",
        /// What the diner does eat ("I eat eggs and dairy").
        IngredientAllowed => "ingredient_allowed",
        /// A word dietfit does not know: the answer is never `fit`.
        NotUnderstood => "not_understood",
    }
}

wire_enum! {
    /// Ordered from weakest to strongest, so `min`/`max` compare strength.
    Confidence { Low => "low", Medium => "medium", High => "high" }
}

impl Confidence {
    /// The contract lists confidences strongest first.
    pub const CONTRACT_ORDER: [Confidence; 3] =
        [Confidence::High, Confidence::Medium, Confidence::Low];
}

wire_enum! {
    /// Response size and credit cost of a search or decision.
    #[derive(Default)]
    Mode { Fast => "fast", #[default] Rich => "rich" }
}

wire_enum! {
    RiskFlag {
        CrossContaminationRisk => "cross_contamination_risk",
        LimitedEvidence => "limited_evidence",
        StaleData => "stale_data",
        ThirdPartyUnverified => "third_party_unverified",
        UserReportOnly => "user_report_only",
        LanguageBarrier => "language_barrier",
    }
}

wire_enum! {
    /// A: first-party (menus, declarations, structured tags); B: reviews and user reports.
    EvidenceTier { A => "A", B => "B" }
}

wire_enum! {
    EvidenceType {
        MenuItem => "menu_item",
        ReviewSignal => "review_signal",
        ExternalSource => "external_source",
        UserReport => "user_report",
        RestaurantDeclared => "restaurant_declared",
    }
}

wire_enum! {
    EvidenceWeight { Primary => "primary", Supporting => "supporting" }
}

wire_enum! {
    ParaphraseMethod { Automatic => "automatic", Manual => "manual", None => "none" }
}

wire_enum! {
    /// `intent_inferred` of a query interpretation.
    Intent { Named => "named", Dish => "dish", Cuisine => "cuisine", General => "general" }
}

wire_enum! {
    FreshnessLabel { Recent => "recent", Stale => "stale", Outdated => "outdated" }
}

wire_enum! {
    ChangeType { Created => "created", Updated => "updated", Deleted => "deleted" }
}

wire_enum! {
    Region { Us => "us" }
}

wire_enum! {
    /// The locked taxonomy of 30 reason codes. Only these can be emitted: a new
    /// code needs a contract revision.
    ReasonCode {
        VeganMenuConfirmed => "VEGAN_MENU_CONFIRMED",
        VeganOptionsMentioned => "VEGAN_OPTIONS_MENTIONED",
        NoVeganEvidenceFound => "NO_VEGAN_EVIDENCE_FOUND",
        VegetarianOnlyNotStrictVegan => "VEGETARIAN_ONLY_NOT_STRICT_VEGAN",
        VeganMenuFullRestaurant => "VEGAN_MENU_FULL_RESTAURANT",
        VeganFriendlyPartial => "VEGAN_FRIENDLY_PARTIAL",
        FryerContaminationRisk => "FRYER_CONTAMINATION_RISK",
        SharedGrillRisk => "SHARED_GRILL_RISK",
        SharedPrepSurfaceRisk => "SHARED_PREP_SURFACE_RISK",
        DedicatedVeganPrepConfirmed => "DEDICATED_VEGAN_PREP_CONFIRMED",
        CrossContaminationUnknown => "CROSS_CONTAMINATION_UNKNOWN",
        DairyPresentInRelevantDishes => "DAIRY_PRESENT_IN_RELEVANT_DISHES",
        NutPresentInRelevantDishes => "NUT_PRESENT_IN_RELEVANT_DISHES",
        NutAllergyRiskUnknown => "NUT_ALLERGY_RISK_UNKNOWN",
        GlutenRiskHigh => "GLUTEN_RISK_HIGH",
        GlutenFreeOptionsAvailable => "GLUTEN_FREE_OPTIONS_AVAILABLE",
        AllergenInfoUnavailable => "ALLERGEN_INFO_UNAVAILABLE",
        DeclaredAllergenFree => "DECLARED_ALLERGEN_FREE",
        MenuOutdated => "MENU_OUTDATED",
        ReviewSignalPositive => "REVIEW_SIGNAL_POSITIVE",
        ReviewSignalNegative => "REVIEW_SIGNAL_NEGATIVE",
        ReviewSignalConflicting => "REVIEW_SIGNAL_CONFLICTING",
        SourceConfidenceLow => "SOURCE_CONFIDENCE_LOW",
        SourceConfidenceHigh => "SOURCE_CONFIDENCE_HIGH",
        RestaurantVerificationRecommended => "RESTAURANT_VERIFICATION_RECOMMENDED",
        DataFreshnessPoor => "DATA_FRESHNESS_POOR",
        InsufficientEvidence => "INSUFFICIENT_EVIDENCE",
        HighConfidenceDecision => "HIGH_CONFIDENCE_DECISION",
        EdgeCaseFlagged => "EDGE_CASE_FLAGGED",
        UserProfileAmbiguous => "USER_PROFILE_AMBIGUOUS",
    }
}

wire_enum! {
    /// How a diner's report went for the diet they were eating to (ingest format).
    ReportOutcome { Positive => "positive", Negative => "negative", Neutral => "neutral" }
}

wire_enum! {
    /// A key's tier (operator-interface.md): what it may reach and pay.
    Tier {
        Sandbox => "sandbox",
        Paid => "paid",
        Enterprise => "enterprise",
        Internal => "internal",
    }
}

impl Tier {
    /// The prefix of this tier's keys; the prefix shows the scope.
    pub fn key_prefix(self) -> &'static str {
        match self {
            Tier::Sandbox => "svc_test_",
            Tier::Paid | Tier::Enterprise => "svc_live_",
            Tier::Internal => "svc_int_",
        }
    }

    /// Enterprise and internal keys have no monthly credit limit.
    pub fn is_unlimited(self) -> bool {
        matches!(self, Tier::Enterprise | Tier::Internal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trips<E>()
    where
        E: WireEnum
            + serde::Serialize
            + serde::de::DeserializeOwned
            + FromStr
            + PartialEq
            + fmt::Debug,
    {
        for value in E::ALL {
            let json = serde_json::to_string(value).unwrap();
            assert_eq!(json, format!("\"{}\"", value.as_str()));
            let back: E = serde_json::from_str(&json).unwrap();
            assert_eq!(&back, value);
            assert!(E::from_str(value.as_str()).ok() == Some(*value));
        }
    }

    #[test]
    fn every_enum_round_trips_through_its_wire_spelling() {
        round_trips::<Diet>();
        round_trips::<Decision>();
        round_trips::<Confidence>();
        round_trips::<Mode>();
        round_trips::<RiskFlag>();
        round_trips::<RuleReading>();
        round_trips::<EvidenceTier>();
        round_trips::<EvidenceType>();
        round_trips::<EvidenceWeight>();
        round_trips::<ParaphraseMethod>();
        round_trips::<Intent>();
        round_trips::<FreshnessLabel>();
        round_trips::<ChangeType>();
        round_trips::<Region>();
        round_trips::<ReasonCode>();
        round_trips::<ReportOutcome>();
        round_trips::<Tier>();
    }

    #[test]
    fn unknown_values_are_rejected_with_the_expected_list() {
        let err = Diet::from_str("vegan").unwrap_err();
        assert!(err.expected.contains("strict_vegan"), "{err}");
        assert!(serde_json::from_str::<Diet>("\"Vegan\"").is_err());
        assert!(serde_json::from_str::<ReasonCode>("\"vegan_menu_confirmed\"").is_err());
    }

    #[test]
    fn confidence_orders_by_strength() {
        assert!(Confidence::Low < Confidence::Medium && Confidence::Medium < Confidence::High);
        assert_eq!(Mode::default(), Mode::Rich);
    }
}
