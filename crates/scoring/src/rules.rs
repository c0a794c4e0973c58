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
    // "no fish sauce", "no shrimp paste", "no bone broth": the form an
    // ingredient comes in; a broth alone names no ingredient.
    "sauce",
    "sauces",
    "paste",
    "pastes",
    "broth",
    "broths",
    "stock",
    "stocks",
    // "no dried fish", "no fermented fish": how an ingredient is kept; the
    // ingredient names what is excluded, and "dried fruit" alone names
    // nothing.
    "dried",
    "dry",
    "smoked",
    "cured",
    "fermented",
    "salted",
    // "No lard or tallow in the fryer": where an excluded ingredient would
    // be cooked; an oil or fat alone names no ingredient.
    "in",
    "fryer",
    "fryers",
    "frying",
    "oil",
    "oils",
    "fat",
    "fats",
    // "of any kind", "pls", "obviously", "I eat honey too": qualifiers and
    // courtesy that change nothing.
    "kind",
    "kinds",
    "whatsoever",
    "pls",
    "plz",
    "thanks",
    "obviously",
    "too",
    "also",
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
        // Rendered beef or mutton fat, and the bones a bone broth is made of.
        "tallow" | "suet" | "dripping" | "bone" | "bones" => I::Meat,
        "fish" | "seafood" | "salmon" | "tuna" | "anchovy" | "anchovies" => I::Fish,
        // Gelatin is rendered from slaughtered animals: meat to every
        // meat-free diet.
        "gelatin" | "gelatine" => I::Meat,
        "animal" | "animals" => I::AnimalProducts,
        // Insects are carmine, shellac and honey; "manteca" is lard in
        // Mexico and butter in Argentina: both are every animal product a
        // vegan excludes, and need vegan food for anyone else.
        "insect" | "insects" | "manteca" => I::AnimalProducts,
        _ => return None,
    })
}

/// How one clause of a rule reads.
#[derive(Default)]
struct Clause {
    found: Vec<RuleIngredient>,
    allergy: bool,
    understood: bool,
    permits: bool,
    eats: bool,
    denies: bool,
    includes: bool,
    restates_meat_free_diet: bool,
    negates: bool,
}

impl Clause {
    fn read<'a>(words: impl Iterator<Item = &'a str>) -> Clause {
        let mut clause = Clause {
            understood: true,
            ..Clause::default()
        };
        for word in words {
            // "dairy's fine": the ingredient, then "is".
            let word = match word.strip_suffix("'s") {
                Some(stem) if ingredient_of(stem).is_some() => stem,
                _ => word,
            };
            // "lacto" and "ovo" allow dairy and eggs.
            clause.permits |= PERMISSION_WORDS.contains(&word) || matches!(word, "lacto" | "ovo");
            clause.includes |= INCLUSION_WORDS.contains(&word);
            clause.restates_meat_free_diet |= matches!(word, "vegan" | "plant");
            clause.negates |= DENIAL_WORDS.contains(&word) && !matches!(word, "only" | "must");
            clause.eats |= EATING_VERBS.contains(&word);
            clause.denies |= DENIAL_WORDS.contains(&word);
            if let Some(ingredient) = ingredient_of(word) {
                clause.found.push(ingredient);
                // "celiac" names gluten and says it is medical.
                clause.allergy |= matches!(word, "celiac" | "coeliac");
            } else if ALLERGY_WORDS.contains(&word) {
                clause.allergy = true;
            } else if !CONNECTORS.contains(&word)
                && !DIET_WORDS.contains(&word)
                && !PERMISSION_WORDS.contains(&word)
                && !INCLUSION_WORDS.contains(&word)
                && !EATING_VERBS.contains(&word)
            {
                clause.understood = false;
            }
        }
        clause
    }

    /// Whether the clause says what the diner eats ("eggs fine", "I eat
    /// honey", "lacto-ovo") and denies nothing.
    fn only_allows(&self) -> bool {
        (self.permits || self.eats) && !self.denies && !self.allergy
    }

    /// Whether the clause excludes ("no meat or fish", "I don't eat eggs",
    /// "nut allergy") and allows nothing.
    fn only_excludes(&self) -> bool {
        (self.denies || self.allergy) && !self.permits
    }
}

/// The words of a rule, lowercased, split at anything but letters, digits
/// and apostrophes (emoji and punctuation separate words and say nothing).
fn rule_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .map(|w| w.trim_matches('\''))
        .filter(|w| !w.is_empty())
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
        let whole = Clause::read(rule_words(&lowered));
        // "dairy's fine, eggs fine, no meat or fish obviously": a rule that
        // allows some things and excludes others is read clause by clause,
        // each clause saying one or the other. A clause that says neither
        // or both ("dairy is fine but no eggs"), or a word not understood
        // anywhere, leaves the whole rule unread.
        if whole.permits && whole.denies {
            match read_mixed_rule(&lowered) {
                Some((exclusions, allowances)) => {
                    for exclusion in exclusions {
                        if !read.exclusions.contains(&exclusion) {
                            read.exclusions.push(exclusion);
                        }
                    }
                    for ingredient in allowances {
                        if !read.allowances.contains(&ingredient) {
                            read.allowances.push(ingredient);
                        }
                    }
                }
                None => read.not_understood.push(rule.trim().to_owned()),
            }
            continue;
        }
        let Clause {
            mut found,
            allergy,
            understood,
            permits,
            eats,
            denies,
            includes,
            restates_meat_free_diet,
            negates,
        } = whole;
        // "I eat eggs and dairy" allows; "I eat no dairy" excludes.
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

/// The exclusions and allowances of a rule that does both, read clause by
/// clause (clauses end at `,`, `;`, `.`, `!`, `?`); `None` when any clause
/// is not understood, names nothing, or does not say plainly which it is.
fn read_mixed_rule(lowered: &str) -> Option<(Vec<Exclusion>, Vec<RuleIngredient>)> {
    let mut exclusions = Vec::new();
    let mut allowances = Vec::new();
    for text in lowered.split([',', ';', '.', '!', '?', '\n']) {
        if rule_words(text).next().is_none() {
            continue;
        }
        let clause = Clause::read(rule_words(text));
        if !clause.understood || clause.found.is_empty() {
            return None;
        }
        if clause.only_allows() {
            allowances.extend(clause.found);
        } else if clause.only_excludes() {
            exclusions.extend(clause.found.into_iter().map(|ingredient| Exclusion {
                ingredient,
                allergy: clause.allergy || ingredient.always_allergen(),
            }));
        } else {
            return None;
        }
    }
    Some((exclusions, allowances))
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
    fn rules_that_allow_and_exclude_are_read_clause_by_clause() {
        let read = one("dairy's fine, eggs fine, no meat or fish obviously");
        assert!(read.not_understood.is_empty(), "{read:?}");
        assert_eq!(
            read.allowances,
            vec![RuleIngredient::Dairy, RuleIngredient::Egg]
        );
        assert!(read.excludes(RuleIngredient::Meat) && read.excludes(RuleIngredient::Fish));
        assert!(read.contradicting_allowances(Diet::Vegetarian).is_empty());
        assert!(!read.contradicting_allowances(Diet::StrictVegan).is_empty());
        assert!(one("I don't eat eggs, dairy is fine").excludes(RuleIngredient::Egg));
        // An allergy clause excludes, as an allergy.
        let read = one("eggs are ok; severe nut allergy");
        assert!(read.exclusions.iter().all(|e| e.allergy) && read.excludes(RuleIngredient::Nuts));
        // A clause that says neither, or both, or anything not understood,
        // leaves the whole rule unread.
        for rule in [
            "dairy is fine but no eggs",
            "eggs are fine, no meat, including gelatin",
            "dairy ok, no spicy food",
            "cheese is fine, no meat but fish sometimes",
        ] {
            let read = one(rule);
            assert_eq!(read.not_understood.len(), 1, "{rule}: {read:?}");
            assert!(
                read.exclusions.is_empty() && read.allowances.is_empty(),
                "{rule}"
            );
        }
    }

    #[test]
    fn rules_the_diet_implies_are_understood() {
        for (rule, ingredient) in [
            (
                "please no animal products of any kind \u{1f404}\u{1f414}\u{1f41f}\u{1f41d}",
                RuleIngredient::AnimalProducts,
            ),
            ("No lard or tallow in the fryer", RuleIngredient::Meat),
            (
                "no fish sauce / oyster sauce pls",
                RuleIngredient::Shellfish,
            ),
            ("no gelatin, no bone broth", RuleIngredient::Meat),
            (
                "no fish sauce, shrimp paste or dried fish please",
                RuleIngredient::Fish,
            ),
            ("no smoked or cured meats", RuleIngredient::Meat),
        ] {
            let read = one(rule);
            assert!(read.not_understood.is_empty(), "{rule}: {read:?}");
            assert!(read.excludes(ingredient), "{rule}: {read:?}");
            for exclusion in &read.exclusions {
                assert_eq!(effect(*exclusion, Diet::StrictVegan), RuleEffect::Implied);
            }
        }
        assert!(one("No lard or tallow in the fryer").excludes(RuleIngredient::Pork));
        // Insects and manteca restate a vegan diet; for a vegetarian they
        // need vegan food (carmine and shellac; manteca may be butter).
        for rule in ["nothing with insects", "no manteca in my food"] {
            let read = one(rule);
            assert!(read.not_understood.is_empty(), "{rule}: {read:?}");
            let exclusion = *read.exclusions.first().expect(rule);
            assert_eq!(effect(exclusion, Diet::StrictVegan), RuleEffect::Implied);
            assert_eq!(
                effect(exclusion, Diet::Vegetarian),
                RuleEffect::NeedsVeganEvidence,
                "{rule}"
            );
        }
        let read = one("lacto-ovo, I eat honey too");
        assert!(
            read.not_understood.is_empty() && read.exclusions.is_empty(),
            "{read:?}"
        );
        assert!(read.contradicting_allowances(Diet::Vegetarian).is_empty());
        // A broth, an oil or a fryer alone names nothing to exclude.
        for rule in [
            "no broth",
            "no oil",
            "nothing from the fryer",
            "no dried fruit",
            "nothing smoked",
        ] {
            assert_eq!(one(rule).not_understood.len(), 1, "{rule}");
        }
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
