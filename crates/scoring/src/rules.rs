//! Free-form `dietary_rules` ("no nuts", "nut allergy", "no onion or garlic")
//! read into a small closed set. A rule is understood only when every word
//! in it is either an ingredient we know or one of a few connecting words;
//! anything else is not understood and is handled conservatively.

use dietfit_contract::Diet;

/// An ingredient family a rule can exclude.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum RuleIngredient {
    Nuts,
    Dairy,
    Egg,
    Gluten,
    Honey,
    OnionGarlic,
    Alcohol,
    Pork,
    Shellfish,
    Meat,
    Fish,
    /// Everything from animals ("no animal products", "plant-based only"):
    /// a vegan's whole exclusion, stated as a rule.
    AnimalProducts,
}

impl RuleIngredient {
    /// Nuts and gluten are asked about for safety: they are always treated
    /// as allergies, never as a preference.
    fn always_allergen(self) -> bool {
        matches!(self, RuleIngredient::Nuts | RuleIngredient::Gluten)
    }

    pub fn describe(self) -> &'static str {
        match self {
            RuleIngredient::Nuts => "nuts",
            RuleIngredient::Dairy => "dairy",
            RuleIngredient::Egg => "egg",
            RuleIngredient::Gluten => "gluten",
            RuleIngredient::Honey => "honey",
            RuleIngredient::OnionGarlic => "onion or garlic",
            RuleIngredient::Alcohol => "alcohol",
            RuleIngredient::Pork => "pork",
            RuleIngredient::Shellfish => "shellfish",
            RuleIngredient::Meat => "meat",
            RuleIngredient::Fish => "fish",
            RuleIngredient::AnimalProducts => "animal products",
        }
    }
}

/// One understood exclusion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Exclusion {
    pub ingredient: RuleIngredient,
    /// Stated as an allergy or intolerance (or nuts/gluten, always).
    pub allergy: bool,
}

/// How an exclusion bears on a diet's decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleEffect {
    /// The diet already excludes it ("no pork" for a vegetarian).
    Implied,
    /// Allergen safety is never confirmed from this data: never `fit`.
    AllergenSafety,
    /// Rarely printed on menus (onion, garlic, alcohol in sauces): it cannot
    /// be confirmed absent, so never `fit`.
    Unconfirmable,
    /// Fit needs evidence of vegan food ("no dairy" for a vegetarian).
    NeedsVeganEvidence,
    /// Fit needs evidence of vegetarian food ("no fish" for a pescatarian).
    NeedsVegetarianEvidence,
    /// Fit needs evidence that is not shellfish ("no shellfish" for a pescatarian).
    NeedsNoShellfishEvidence,
}

/// Everything the rules of one profile say.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReadRules {
    pub exclusions: Vec<Exclusion>,
    /// Ingredients a rule says the diner does eat ("I eat eggs and dairy"):
    /// nothing to exclude, unless the diet itself excludes them.
    pub allowances: Vec<RuleIngredient>,
    /// Rules with a word we do not understand, verbatim.
    pub not_understood: Vec<String>,
}

impl ReadRules {
    pub fn excludes(&self, ingredient: RuleIngredient) -> bool {
        self.exclusions.iter().any(|e| e.ingredient == ingredient)
    }

    /// The allowances that contradict the diet ("I eat eggs" for a strict
    /// vegan): the profile is ambiguous, and never `fit`.
    pub fn contradicting_allowances(&self, diet: Diet) -> Vec<RuleIngredient> {
        self.allowances
            .iter()
            .copied()
            .filter(|ingredient| diet_excludes(diet, *ingredient))
            .collect()
    }
}

/// What a diet excludes by itself.
fn diet_excludes(diet: Diet, ingredient: RuleIngredient) -> bool {
    use RuleIngredient as I;
    match diet {
        Diet::StrictVegan => matches!(
            ingredient,
            I::Dairy
                | I::Egg
                | I::Honey
                | I::Pork
                | I::Shellfish
                | I::Meat
                | I::Fish
                | I::AnimalProducts
        ),
        Diet::Vegetarian => matches!(ingredient, I::Pork | I::Shellfish | I::Meat | I::Fish),
        Diet::Pescatarian => matches!(ingredient, I::Pork | I::Meat),
        Diet::Halal => matches!(ingredient, I::Pork | I::Alcohol),
        Diet::Kosher => matches!(ingredient, I::Pork | I::Shellfish),
        Diet::GlutenFree => matches!(ingredient, I::Gluten),
        Diet::LowFodmap => matches!(ingredient, I::OnionGarlic),
    }
}

/// Diets named in a rule ("lacto-ovo vegetarian"): they restate the diet,
/// and "lacto" and "ovo" say what it allows.
const DIET_WORDS: &[&str] = &["vegetarian", "vegan", "pescatarian", "pescetarian", "plant"];

/// Words that make a rule say what the diner does eat, whatever else it
/// says.
const PERMISSION_WORDS: &[&str] = &[
    "ok",
    "okay",
    "fine",
    "allowed",
    "allow",
    "like",
    "love",
    "enjoy",
    "permitted",
];
/// Words that list what a rule covers: they allow only in a rule that
/// denies nothing ("includes eggs"); beside a denial they extend it ("no
/// animal products, including honey").
const INCLUSION_WORDS: &[&str] = &["include", "includes", "including"];
/// Verbs of eating: "I eat eggs" allows, "I don't eat eggs" excludes.
const EATING_VERBS: &[&str] = &["eat", "eats", "consume", "consumes", "drink", "drinks"];
/// Words that make a rule exclude something; a rule with none of them and
/// a permission word is an allowance.
const DENIAL_WORDS: &[&str] = &[
    "no",
    "not",
    "non",
    "without",
    "free",
    "avoid",
    "avoids",
    "avoiding",
    "dont",
    "don't",
    "cannot",
    "cant",
    "can't",
    "never",
    "zero",
    "nothing",
    "exclude",
    "excluding",
    "hold",
    "skip",
    "must",
    "only",
];

/// Words that connect or qualify but exclude nothing themselves.
const CONNECTORS: &[&str] = &[
    "no",
    "not",
    "non",
    "without",
    "i'm",
    "i've",
    "free",
    "avoid",
    "avoids",
    "avoiding",
    "please",
    "i",
    "im",
    "am",
    "have",
    "has",
    "a",
    "an",
    "any",
    "and",
    "or",
    "nor",
    "severe",
    "strict",
    "strictly",
    "contains",
    "containing",
    "eat",
    "dont",
    "don't",
    "do",
    "of",
    "the",
    "products",
    "product",
    "ingredients",
    "ingredient",
    "must",
    "cannot",
    "cant",
    "can't",
    "be",
    "my",
    "me",
    "with",
    "zero",
    "nothing",
    "at",
    "all",
    "tree",
    "disease",
    "only",
    "never",
    "absolutely",
    "food",
    "foods",
    "exclude",
    "excluding",
    "hold",
    "skip",
    "need",
    "needs",
    "to",
    "from",
    "etc",
    "based",
    "derived",
    "items",
    "allowed",
    "is",
    "are",
    "dietary",
    "diet",
    "restriction",
    "preference",
    "prefer",
    // "no fish sauce", "no shrimp paste": the form an ingredient comes in.
    "sauce",
    "sauces",
    "paste",
    "pastes",
];

/// Words that make a rule an allergy rather than a preference.
const ALLERGY_WORDS: &[&str] = &[
    "allergy",
    "allergies",
    "allergic",
    "anaphylaxis",
    "anaphylactic",
    "intolerance",
    "intolerant",
    "celiac",
    "coeliac",
    "sensitive",
    "sensitivity",
    "traces",
    "trace",
    "epipen",
];

fn ingredient_of(word: &str) -> Option<RuleIngredient> {
    use RuleIngredient as I;
    Some(match word {
        "nut" | "nuts" | "peanut" | "peanuts" | "almond" | "almonds" | "cashew" | "cashews"
        | "walnut" | "walnuts" | "pecan" | "pecans" | "pistachio" | "pistachios" | "hazelnut"
        | "hazelnuts" | "treenut" | "treenuts" | "groundnut" | "groundnuts" | "macadamia" => {
            I::Nuts
        }
        "dairy" | "milk" | "lactose" | "cheese" | "butter" | "cream" | "casein" | "whey"
        | "lacto" => I::Dairy,
        "egg" | "eggs" | "ovo" => I::Egg,
        "gluten" | "wheat" | "celiac" | "coeliac" | "barley" | "rye" => I::Gluten,
        "honey" => I::Honey,
        "onion" | "onions" | "garlic" | "allium" | "alliums" | "shallot" | "shallots" | "leek"
        | "leeks" => I::OnionGarlic,
        "alcohol" | "alcoholic" | "wine" | "beer" | "liquor" | "booze" | "spirits" => I::Alcohol,
        "pork" | "pig" | "bacon" | "ham" | "lard" | "swine" => I::Pork,
        "shellfish" | "shrimp" | "prawn" | "prawns" | "crab" | "lobster" | "crustacean"
        | "crustaceans" | "mollusc" | "molluscs" | "mollusk" | "mollusks" | "oyster"
        | "oysters" | "clam" | "clams" | "scallop" | "scallops" | "mussel" | "mussels" => {
            I::Shellfish
        }
        "meat" | "meats" | "beef" | "chicken" | "poultry" | "lamb" | "turkey" => I::Meat,
        "fish" | "seafood" | "salmon" | "tuna" | "anchovy" | "anchovies" => I::Fish,
        // Gelatin is rendered from slaughtered animals: meat to every
        // meat-free diet.
        "gelatin" | "gelatine" => I::Meat,
        "animal" | "animals" => I::AnimalProducts,
        _ => return None,
    })
}

/// Reads the rules of a profile. Never fails: what is not understood is
/// listed, verbatim, in `not_understood`.
pub fn read_rules(rules: &[String]) -> ReadRules {
    let mut read = ReadRules::default();
    for rule in rules {
        let mut lowered = rule.to_lowercase();
        if lowered.contains('\u{2019}') {
            lowered = lowered.replace('\u{2019}', "'");
        }
        let words = lowered
            .split(|c: char| !(c.is_alphanumeric() || c == '\''))
            .map(|w| w.trim_matches('\''))
            .filter(|w| !w.is_empty());
        let mut found = Vec::new();
        let mut allergy = false;
        let mut understood = true;
        let mut permits = false;
        let mut eats = false;
        let mut denies = false;
        let mut includes = false;
        let mut restates_meat_free_diet = false;
        let mut negates = false;
        for word in words {
            // "lacto" and "ovo" allow dairy and eggs.
            permits |= PERMISSION_WORDS.contains(&word) || matches!(word, "lacto" | "ovo");
            includes |= INCLUSION_WORDS.contains(&word);
            restates_meat_free_diet |= matches!(word, "vegan" | "plant");
            negates |= DENIAL_WORDS.contains(&word) && !matches!(word, "only" | "must");
            eats |= EATING_VERBS.contains(&word);
            denies |= DENIAL_WORDS.contains(&word);
            if let Some(ingredient) = ingredient_of(word) {
                found.push(ingredient);
                // "celiac" names gluten and says it is medical.
                allergy |= matches!(word, "celiac" | "coeliac");
            } else if ALLERGY_WORDS.contains(&word) {
                allergy = true;
            } else if !CONNECTORS.contains(&word)
                && !DIET_WORDS.contains(&word)
                && !PERMISSION_WORDS.contains(&word)
                && !INCLUSION_WORDS.contains(&word)
                && !EATING_VERBS.contains(&word)
            {
                understood = false;
            }
        }
        // "I eat eggs and dairy" allows; "I eat no dairy" excludes; a rule
        // that does both ("dairy is fine but no eggs") is not read.
        if permits && denies {
            understood = false;
        }
        let permits = permits || ((eats || includes) && !denies);
        // "plant-based only please", "strictly vegan": a rule that restates
        // a vegan diet and names nothing else excludes everything animal.
        // ("not vegan" restates nothing.)
        if understood && found.is_empty() && restates_meat_free_diet && !permits && !negates {
            found.push(RuleIngredient::AnimalProducts);
        }
        if !understood || found.is_empty() {
            read.not_understood.push(rule.trim().to_owned());
            continue;
        }
        if permits && !allergy {
            for ingredient in found {
                if !read.allowances.contains(&ingredient) {
                    read.allowances.push(ingredient);
                }
            }
            continue;
        }
        for ingredient in found {
            let exclusion = Exclusion {
                ingredient,
                allergy: allergy || ingredient.always_allergen(),
            };
            if !read.exclusions.contains(&exclusion) {
                read.exclusions.push(exclusion);
            }
        }
    }
    read.exclusions.sort();
    read.allowances.sort();
    read.not_understood.sort();
    read.not_understood.dedup();
    read
}

/// What an exclusion means for a diet.
pub fn effect(exclusion: Exclusion, diet: Diet) -> RuleEffect {
    use RuleIngredient as I;
    if exclusion.allergy {
        return RuleEffect::AllergenSafety;
    }
    match (exclusion.ingredient, diet) {
        (I::Nuts | I::Gluten, _) => RuleEffect::AllergenSafety,
        (I::OnionGarlic | I::Alcohol, _) => RuleEffect::Unconfirmable,
        (I::Dairy | I::Egg | I::Honey | I::AnimalProducts, Diet::StrictVegan) => {
            RuleEffect::Implied
        }
        (
            I::Dairy | I::Egg | I::Honey | I::AnimalProducts,
            Diet::Vegetarian | Diet::Pescatarian,
        ) => RuleEffect::NeedsVeganEvidence,
        (I::Pork, Diet::StrictVegan | Diet::Vegetarian | Diet::Pescatarian)
        | (I::Pork, Diet::Halal | Diet::Kosher) => RuleEffect::Implied,
        (I::Shellfish, Diet::StrictVegan | Diet::Vegetarian | Diet::Kosher) => RuleEffect::Implied,
        (I::Shellfish, Diet::Pescatarian) => RuleEffect::NeedsNoShellfishEvidence,
        (I::Meat, Diet::StrictVegan | Diet::Vegetarian | Diet::Pescatarian) => RuleEffect::Implied,
        (I::Fish, Diet::StrictVegan | Diet::Vegetarian) => RuleEffect::Implied,
        (I::Fish, Diet::Pescatarian) => RuleEffect::NeedsVegetarianEvidence,
        // Gluten-free, halal, kosher and low-FODMAP are never `fit`; a
        // preference on top of them changes nothing but the advice.
        _ => RuleEffect::Implied,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(rule: &str) -> ReadRules {
        read_rules(&[rule.to_owned()])
    }

    #[test]
    fn common_rules_are_understood() {
        for (rule, ingredient) in [
            ("no nuts", RuleIngredient::Nuts),
            ("Nut allergy", RuleIngredient::Nuts),
            ("peanuts", RuleIngredient::Nuts),
            ("no dairy", RuleIngredient::Dairy),
            ("No egg", RuleIngredient::Egg),
            ("gluten-free", RuleIngredient::Gluten),
            ("no honey", RuleIngredient::Honey),
            ("no onion or garlic", RuleIngredient::OnionGarlic),
            ("no alcohol", RuleIngredient::Alcohol),
            ("no pork", RuleIngredient::Pork),
            ("No shellfish!", RuleIngredient::Shellfish),
            ("I'm allergic to shrimp", RuleIngredient::Shellfish),
        ] {
            let read = one(rule);
            assert!(read.not_understood.is_empty(), "{rule}: {read:?}");
            assert!(read.excludes(ingredient), "{rule}: {read:?}");
        }
    }

    #[test]
    fn allergy_wording_and_always_allergens() {
        assert!(one("nuts").exclusions[0].allergy);
        assert!(!one("no dairy").exclusions[0].allergy);
        assert!(one("dairy allergy").exclusions[0].allergy);
        assert!(one("celiac").exclusions[0].allergy);
        assert_eq!(
            effect(one("no dairy").exclusions[0], Diet::StrictVegan),
            RuleEffect::Implied
        );
        assert_eq!(
            effect(one("no dairy").exclusions[0], Diet::Vegetarian),
            RuleEffect::NeedsVeganEvidence
        );
        assert_eq!(
            effect(one("severe dairy allergy").exclusions[0], Diet::StrictVegan),
            RuleEffect::AllergenSafety
        );
    }

    #[test]
    fn permissive_rules_allow_rather_than_exclude() {
        for rule in [
            "I eat eggs and dairy",
            "Dairy is fine",
            "eggs are OK",
            "I do eat honey",
            "lacto-ovo vegetarian",
        ] {
            let read = one(rule);
            assert!(read.exclusions.is_empty(), "{rule}: {read:?}");
            assert!(read.not_understood.is_empty(), "{rule}: {read:?}");
            assert!(!read.allowances.is_empty(), "{rule}: {read:?}");
            assert!(
                read.contradicting_allowances(Diet::Vegetarian).is_empty(),
                "{rule}"
            );
            assert!(
                !read.contradicting_allowances(Diet::StrictVegan).is_empty(),
                "{rule}: a strict vegan who eats it is a contradiction"
            );
        }
        // A denial still excludes, and a rule that does both is not read.
        assert!(one("I eat no dairy").excludes(RuleIngredient::Dairy));
        assert!(one("I don't eat eggs").excludes(RuleIngredient::Egg));
        assert_eq!(one("dairy is fine but no eggs").not_understood.len(), 1);
        // An allergy is never an allowance.
        assert!(
            one("I eat nuts but have a nut allergy")
                .exclusions
                .is_empty()
        );
    }

    #[test]
    fn rules_restating_a_vegan_diet_exclude_everything_animal() {
        for rule in [
            "strictly no animal products",
            "no animal products, including honey",
            "plant-based only please",
            "strictly vegan",
        ] {
            let read = one(rule);
            assert!(read.not_understood.is_empty(), "{rule}: {read:?}");
            assert!(read.allowances.is_empty(), "{rule}: {read:?}");
            let exclusion = *read.exclusions.first().expect(rule);
            assert_eq!(
                effect(exclusion, Diet::StrictVegan),
                RuleEffect::Implied,
                "{rule}"
            );
            assert_eq!(
                effect(exclusion, Diet::Vegetarian),
                RuleEffect::NeedsVeganEvidence,
                "{rule}: a vegetarian who eats nothing animal needs vegan food"
            );
        }
        // The forms an ingredient comes in, and what gelatin is made of.
        assert!(one("no fish sauce, no shrimp paste").excludes(RuleIngredient::Fish));
        assert!(one("no fish sauce, no shrimp paste").excludes(RuleIngredient::Shellfish));
        assert!(one("no gelatin").excludes(RuleIngredient::Meat));
        // "Including" beside a denial extends it; alone it still allows.
        assert!(one("no animal products, including honey").excludes(RuleIngredient::Honey));
        assert!(!one("my diet includes eggs").allowances.is_empty());
        // A denied diet restates nothing.
        assert_eq!(one("not vegan").not_understood.len(), 1);
    }

    #[test]
    fn anything_else_is_not_understood() {
        for rule in [
            "no spicy food",
            "low sodium",
            "keto",
            "   ",
            "no nuts but ok with almonds? maybe",
            "🥜",
        ] {
            let read = one(rule);
            assert_eq!(read.not_understood.len(), 1, "{rule}: {read:?}");
        }
        let read = read_rules(&["no nuts".to_owned(), "kosher style".to_owned()]);
        assert!(read.excludes(RuleIngredient::Nuts));
        assert_eq!(read.not_understood, vec!["kosher style".to_owned()]);
    }
}
