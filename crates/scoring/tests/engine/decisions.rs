//! The decision table: one row per situation, across all seven diets.

use dietfit_contract::{Confidence, Decision, Diet, ReasonCode as R, RiskFlag as F, UserProfile};
use dietfit_scoring::{decide, evaluate};
use time::Duration;

use crate::support::{Builder, FRESH, NOW, STALE, restaurant};

struct Case {
    name: &'static str,
    record: Builder,
    diet: Diet,
    exclude_cross_contamination: bool,
    rules: &'static [&'static str],
    decision: Decision,
    confidence: Option<Confidence>,
    codes: &'static [R],
    not_codes: &'static [R],
    flags: &'static [F],
    /// Words the advice must contain (case-insensitive).
    text: &'static [&'static str],
    /// How long after [`NOW`] the record is evaluated and decided.
    later: Duration,
}

fn case(name: &'static str, diet: Diet, record: Builder, decision: Decision) -> Case {
    Case {
        name,
        record,
        diet,
        exclude_cross_contamination: false,
        rules: &[],
        decision,
        confidence: None,
        codes: &[],
        not_codes: &[],
        flags: &[],
        text: &[],
        later: Duration::ZERO,
    }
}

impl Case {
    fn confidence(mut self, confidence: Confidence) -> Self {
        self.confidence = Some(confidence);
        self
    }
    fn codes(mut self, codes: &'static [R]) -> Self {
        self.codes = codes;
        self
    }
    fn not_codes(mut self, codes: &'static [R]) -> Self {
        self.not_codes = codes;
        self
    }
    fn flags(mut self, flags: &'static [F]) -> Self {
        self.flags = flags;
        self
    }
    fn rules(mut self, rules: &'static [&'static str]) -> Self {
        self.rules = rules;
        self
    }
    fn strict_contamination(mut self) -> Self {
        self.exclude_cross_contamination = true;
        self
    }
    fn text(mut self, words: &'static [&'static str]) -> Self {
        self.text = words;
        self
    }
    fn decided_later(mut self, later: Duration) -> Self {
        self.later = later;
        self
    }
}

/// Three labelled vegan mains beside a meat dish: the least a fit rests on
/// (three supporting items, one of them a meal).
fn three_vegan_dishes(age: i64) -> Builder {
    restaurant()
        .menu("Tofu stir fry", &["vegan"], age)
        .menu("Lentil soup", &["vegan"], age)
        .menu("Chickpea curry", &["vegan"], age)
        .menu("Beef burger", &[], age)
}

/// A vegan "Veggie Plate" of "any three of our sides", beside two sides.
fn veggie_plate_of_sides(first: (&str, &str), second: (&str, &str)) -> Builder {
    three_vegan_dishes(FRESH)
        .labelled_dish("Veggie Plate", "any three of our sides", &["vegan"], FRESH)
        .sectioned_dish("Sides", first.0, first.1, &[], FRESH)
        .sectioned_dish("Sides", second.0, second.1, &[], FRESH)
}

fn fully_vegan_place() -> Builder {
    restaurant()
        .declaration("Our kitchen is 100% plant-based.", FRESH)
        .menu("Tofu scramble", &["vegan"], FRESH)
        .menu("Seitan gyro", &["vegan"], FRESH)
        .menu("Cashew mac", &["vegan"], FRESH)
}

/// A seafood place with a chowder, two more seafood mains and a bacon
/// burger, and one sentence of its own.
fn seafood_house_saying(declaration: &str) -> Builder {
    restaurant()
        .dish(
            "New England Clam Chowder",
            "clams, potato, cream, thyme",
            FRESH,
        )
        .dish("Grilled Branzino", "whole fish, lemon, olive oil", FRESH)
        .dish(
            "Shrimp Tacos",
            "griddled shrimp, cabbage, corn tortillas",
            FRESH,
        )
        .dish(
            "Bacon Cheeseburger",
            "smash patty, american cheese, bacon",
            FRESH,
        )
        .declaration(declaration, FRESH)
}

/// A bistro's classic onion soup on beef broth beside three vegetarian
/// dishes, and one sentence of its own.
fn onion_soups_saying(declaration: &str) -> Builder {
    restaurant()
        .dish("Onion Soup Gratinée", "beef broth, crouton, gruyère", FRESH)
        .labelled_dish(
            "Vegetarian Onion Soup",
            "mushroom stock, crouton, gruyère",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish("Cheese Soufflé", "gruyère, eggs", &["vegetarian"], FRESH)
        .labelled_dish(
            "Herb Omelette",
            "three eggs, herbs, salad",
            &["vegetarian"],
            FRESH,
        )
        .declaration(declaration, FRESH)
}

/// Three vegan dishes, a vegan plate with farofa and a feijoada with
/// bacon, and one sentence of the restaurant's own.
fn farofa_saying(declaration: &str) -> Builder {
    three_vegan_dishes(FRESH)
        .labelled_dish(
            "Vegan Market Plate",
            "rice, black beans, farofa, greens",
            &["vegan"],
            FRESH,
        )
        .dish("Feijoada", "black beans, pork shoulder, bacon", FRESH)
        .declaration(declaration, FRESH)
}

fn cases() -> Vec<Case> {
    use Decision::{Fit, NotFit, Unknown};
    use Diet::*;
    vec![
        // --- strict vegan -------------------------------------------------
        case(
            "declared fully vegan with labelled dishes",
            StrictVegan,
            fully_vegan_place(),
            Fit,
        )
        .confidence(Confidence::High)
        .codes(&[
            R::VeganMenuConfirmed,
            R::VeganMenuFullRestaurant,
            R::HighConfidenceDecision,
        ]),
        // An all-vegan café that labels nothing: its unlabelled dishes are
        // items of the menu its claim covers.
        case(
            "declared fully vegan with unlabelled dishes",
            StrictVegan,
            restaurant()
                .declaration("We are an all-vegan café: everything we serve is vegan.", FRESH)
                .dish("Breakfast Tacos", "JUST Egg, black beans, pico", FRESH)
                .dish("Lentil Shepherd's Pie", "lentils, carrots, mashed potato", FRESH),
            Fit,
        )
        .codes(&[R::VeganMenuFullRestaurant])
        .not_codes(&[R::InsufficientEvidence]),
        case(
            "declared fully vegan long ago, unlabelled dishes now",
            StrictVegan,
            restaurant()
                .declaration("We are an all-vegan café: everything we serve is vegan.", STALE)
                .dish("Breakfast Tacos", "JUST Egg, black beans, pico", FRESH)
                .dish("Lentil Shepherd's Pie", "lentils, carrots, mashed potato", FRESH),
            Unknown,
        ),
        case(
            "declared fully vegan with an unlabelled dish of bacon",
            StrictVegan,
            restaurant()
                .declaration("We are an all-vegan café: everything we serve is vegan.", FRESH)
                .dish("Breakfast Tacos", "JUST Egg, black beans, pico", FRESH)
                .dish("BLT", "bacon, lettuce, tomato", FRESH),
            Unknown,
        )
        .codes(&[R::RestaurantVerificationRecommended]),
        case(
            "three fresh vegan dishes",
            StrictVegan,
            three_vegan_dishes(FRESH),
            Fit,
        )
        .confidence(Confidence::High)
        .codes(&[R::VeganMenuConfirmed, R::VeganFriendlyPartial])
        .not_codes(&[R::RestaurantVerificationRecommended]),
        case(
            "three stale vegan dishes",
            StrictVegan,
            three_vegan_dishes(STALE),
            Unknown,
        )
        .codes(&[R::MenuOutdated, R::DataFreshnessPoor, R::VeganMenuConfirmed])
        .flags(&[F::StaleData])
        .text(&["180 days"]),
        case(
            "dishes 181 days old are stale",
            StrictVegan,
            three_vegan_dishes(181),
            Unknown,
        )
        .flags(&[F::StaleData]),
        case(
            "dishes 180 days old are still fresh",
            StrictVegan,
            three_vegan_dishes(180),
            Fit,
        ),
        case(
            "dishes 180 and a half days old are stale",
            StrictVegan,
            three_vegan_dishes(180),
            Unknown,
        )
        .decided_later(Duration::hours(12))
        .codes(&[R::MenuOutdated, R::DataFreshnessPoor])
        .flags(&[F::StaleData]),
        case(
            "dishes 180 days and a second old are stale",
            StrictVegan,
            three_vegan_dishes(180),
            Unknown,
        )
        .decided_later(Duration::seconds(1))
        .flags(&[F::StaleData]),
        case(
            "a declaration and one dish are too few items for a fit",
            StrictVegan,
            restaurant()
                .declaration("We have vegan options.", FRESH)
                .menu("Falafel wrap", &["vegan"], FRESH),
            Unknown,
        )
        .codes(&[
            R::InsufficientEvidence,
            R::VeganMenuConfirmed,
            R::RestaurantVerificationRecommended,
        ])
        .flags(&[F::LimitedEvidence]),
        case(
            "structured tag only=vegan without first-party word",
            StrictVegan,
            restaurant().tag("diet:vegan", "only", FRESH),
            Unknown,
        )
        .codes(&[
            R::VeganMenuFullRestaurant,
            R::InsufficientEvidence,
            R::SourceConfidenceLow,
        ])
        .flags(&[F::ThirdPartyUnverified]),
        // A tag adds to the picture but never carries a fit: the points a
        // fit rests on come from the restaurant's own confirmed facts.
        case(
            "a tag and one labelled dish are not a fit",
            StrictVegan,
            restaurant()
                .tag("diet:vegan", "yes", FRESH)
                .menu("Falafel wrap", &["vegan"], FRESH)
                .menu("Beef burger", &[], FRESH),
            Unknown,
        )
        .codes(&[R::InsufficientEvidence]),
        case(
            "a tag corroborates two labelled dishes",
            StrictVegan,
            restaurant()
                .tag("diet:vegan", "yes", FRESH)
                .menu("Falafel wrap", &["vegan"], FRESH)
                .menu("Lentil curry", &["vegan"], FRESH)
                .menu("Beef burger", &[], FRESH),
            Fit,
        ),
        case(
            "OSM-style stale tag",
            StrictVegan,
            restaurant().tag("diet:vegan", "yes", 1430),
            Unknown,
        )
        .flags(&[F::StaleData, F::ThirdPartyUnverified]),
        case("empty evidence", StrictVegan, restaurant(), Unknown)
            .codes(&[
                R::NoVeganEvidenceFound,
                R::InsufficientEvidence,
                R::RestaurantVerificationRecommended,
            ])
            .flags(&[F::LimitedEvidence]),
        case(
            "fresh tag vegan=no",
            StrictVegan,
            restaurant().tag("diet:vegan", "no", FRESH),
            NotFit,
        )
        .confidence(Confidence::Medium)
        .flags(&[F::ThirdPartyUnverified]),
        case(
            "tag and the restaurant both say no vegan options",
            StrictVegan,
            restaurant()
                .tag("diet:vegan", "no", FRESH)
                .declaration("Sorry, we have no vegan options.", FRESH),
            NotFit,
        )
        .confidence(Confidence::High)
        .codes(&[R::HighConfidenceDecision, R::NoVeganEvidenceFound]),
        case(
            "long fresh menu all meat and dairy",
            StrictVegan,
            restaurant().meat_menu(8, FRESH),
            NotFit,
        )
        .codes(&[R::NoVeganEvidenceFound]),
        case(
            "long stale menu all meat",
            StrictVegan,
            restaurant().meat_menu(8, STALE),
            Unknown,
        )
        .codes(&[R::MenuOutdated]),
        case(
            "short meat menu is not enough to reject",
            StrictVegan,
            restaurant().meat_menu(5, FRESH),
            Unknown,
        )
        .codes(&[R::NoVeganEvidenceFound]),
        case(
            "review says the vegan dish was not vegan",
            StrictVegan,
            three_vegan_dishes(FRESH).review(
                "The vegan curry was not actually vegan, I found cheese in it.",
                Some(2.0),
                FRESH,
            ),
            Unknown,
        )
        .codes(&[R::ReviewSignalConflicting]),
        case(
            "fully vegan claim contradicted by a described dairy dish",
            StrictVegan,
            fully_vegan_place().dish("Pizza", "Tomato and real buffalo mozzarella", FRESH),
            Unknown,
        )
        .codes(&[R::EdgeCaseFlagged]),
        case(
            "dish names in a fully vegan place are imitations",
            StrictVegan,
            fully_vegan_place()
                .menu("Smash Burger", &["vegan"], FRESH)
                .menu("Chicken Wings", &[], FRESH),
            Fit,
        ),
        // A place's own classic, vouched for by the description, keeps its
        // recipe's meat under a vegan label; the same name with the plant
        // version described, or with no vouch, is the vegan version.
        case(
            "a vegan label on a regional classic the description vouches for",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Dan Dan Mian",
                "a Chongqing classic: sesame paste, chili oil, ya cai, scallion",
                &["vegan"],
                FRESH,
            ),
            Unknown,
        ),
        case(
            "a vegan label on a larb made the way a named place makes it",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Laab",
                "herbs, shallot, lime and toasted rice, the way Vientiane does it",
                &["vegan"],
                FRESH,
            ),
            Unknown,
        ),
        case(
            "a regional style of a dish form whose recipe the engine does not hold",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Smash Burger",
                "Oklahoma-style, onions smashed into the patty, pickles",
                &["vegan"],
                FRESH,
            ),
            Fit,
        ),
        case(
            "a regional classic with its plant version described",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Larb",
                "Isaan-style, crumbled tofu, toasted rice, mint",
                &["vegan"],
                FRESH,
            ),
            Fit,
        ),
        // A line that takes a part off the dish above says the dish comes
        // with it; taking a plant off says nothing.
        case(
            "a removal line under a seafood dish hides meat from a pescatarian",
            Pescatarian,
            seafood_house_saying("We're a seafood house.")
                .sectioned_dish("Soups", "Lobster Bisque", "lobster, cream, sherry", &[], FRESH)
                .sectioned_dish("Soups", "Hold the bacon", "-$0.50", &[], FRESH),
            Unknown,
        ),
        case(
            "a removal line taking a plant off a seafood dish",
            Pescatarian,
            seafood_house_saying("We're a seafood house.")
                .sectioned_dish("Soups", "Lobster Bisque", "lobster, cream, sherry", &[], FRESH)
                .sectioned_dish("Soups", "Hold the croutons", "-$0.50", &[], FRESH),
            Fit,
        ),
        // The restaurant's bare yes, in an entry of its own, answers a
        // diner's question about what a dish holds; its "none" does not.
        case(
            "the restaurant's bare yes to a diner's question about meat",
            Pescatarian,
            seafood_house_saying("There is, a little - it's what gives it the smokiness.")
                .review("Is there any andouille in the clam chowder?", Some(4.0), FRESH),
            Unknown,
        ),
        case(
            "the restaurant's none to a diner's question about meat",
            Pescatarian,
            seafood_house_saying("None at all - clams, potato and cream.")
                .review("Is there any andouille in the clam chowder?", Some(4.0), FRESH),
            Fit,
        ),
        // The restaurant's no to its own question, however it is set off
        // and in whichever language it asks.
        case(
            "the restaurant's no with a colon to its question about meat",
            Pescatarian,
            seafood_house_saying(
                "Is the clam chowder made with bacon? No: our chowder is clams, potato and cream only.",
            ),
            Fit,
        ),
        case(
            "the restaurant's yes with a colon to its question about meat",
            Pescatarian,
            seafood_house_saying(
                "Is the clam chowder made with bacon? Yes: a little, for the smokiness.",
            ),
            Unknown,
        ),
        case(
            "the restaurant's no to its question about meat in Spanish",
            Pescatarian,
            seafood_house_saying("¿El clam chowder lleva tocino? No."),
            Fit,
        ),
        case(
            "the restaurant's yes to its question about meat in Spanish",
            Pescatarian,
            seafood_house_saying("¿El clam chowder lleva tocino? Sí, un poco."),
            Unknown,
        ),
        // A product the restaurant confines to the listed dish its
        // sentence opens on.
        case(
            "a meat the restaurant says goes in nothing but its own dish",
            Pescatarian,
            seafood_house_saying(
                "The bacon is the only pork in our kitchen and it goes in nothing else - our chowder starts with butter.",
            ),
            Fit,
        ),
        case(
            "a meat the restaurant says goes in one more dish",
            Pescatarian,
            seafood_house_saying(
                "The bacon is the only pork in our kitchen and it goes in the chowder too.",
            ),
            Unknown,
        ),
        case(
            "a meat the restaurant says goes in nothing else but a seafood dish",
            Pescatarian,
            seafood_house_saying(
                "The bacon is the only pork in our kitchen and it goes in nothing else but the chowder.",
            ),
            Unknown,
        ),
        case(
            "a meat confined to food the menu does not list",
            Pescatarian,
            seafood_house_saying(
                "The andouille is the only pork in our kitchen and it goes in nothing else.",
            ),
            Unknown,
        ),
        // Food the restaurant sets apart from its meat-free food: the
        // regular make named before the meat-free one, or food it says
        // carries no mark.
        case(
            "a meat stock of the classic make named before the vegetarian one",
            Vegetarian,
            onion_soups_saying(
                "We make two: the classic gratinée on beef broth, and the vegetarian onion soup, which is made on a mushroom stock.",
            ),
            Fit,
        ),
        case(
            "a meat stock of the vegetarian make after the classic one",
            Vegetarian,
            onion_soups_saying(
                "We make two: the classic gratinée, and the vegetarian onion soup on beef broth.",
            ),
            Unknown,
        ),
        case(
            "a meat stock of the classic make the vegetarian one shares",
            Vegetarian,
            onion_soups_saying(
                "We make two: the classic gratinée on beef broth, and the vegetarian onion soup uses it too.",
            ),
            Unknown,
        ),
        case(
            "a meat stock of both makes",
            Vegetarian,
            onion_soups_saying(
                "We make two: the classic gratinée and the vegetarian onion soup, both on beef broth.",
            ),
            Unknown,
        ),
        case(
            "a meat in food the restaurant says is unmarked",
            StrictVegan,
            farofa_saying(
                "Our vegan farofa is toasted in olive oil; the farofa with bacon sits by the meats and is unmarked.",
            ),
            Fit,
        ),
        case(
            "a meat in food the restaurant does not set apart",
            StrictVegan,
            farofa_saying(
                "Our vegan farofa is toasted in olive oil; the farofa with bacon sits by the meats.",
            ),
            Unknown,
        ),
        case(
            "a meat in the vegan food beside other food said to be unmarked",
            StrictVegan,
            farofa_saying(
                "Our vegan farofa is toasted in olive oil with bacon; the other farofa is unmarked.",
            ),
            Unknown,
        ),
        // A whole-place claim that says what kind of place it is.
        case(
            "a 100% vegan kind of place with unlabelled dishes",
            StrictVegan,
            restaurant()
                .declaration("Test Kitchen is a 100% vegan Korean fried chicken spot.", FRESH)
                .dish("Tofu Bibimbap", "rice, tofu, namul, gochujang", FRESH)
                .dish("Tempeh Japchae", "glass noodles, tempeh, spinach", FRESH),
            Fit,
        )
        .codes(&[R::VeganMenuFullRestaurant]),
        case(
            "100% vegan options at a kind of place with unlabelled dishes",
            StrictVegan,
            restaurant()
                .declaration(
                    "We have 100% vegan options at our Korean fried chicken spot.",
                    FRESH,
                )
                .dish("Tofu Bibimbap", "rice, tofu, namul, gochujang", FRESH)
                .dish("Tempeh Japchae", "glass noodles, tempeh, spinach", FRESH),
            Unknown,
        ),
        // Words that name the product only as an item of a menu's list.
        case(
            "Italian butter standing alone in a vegan dish's list",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Tagliatelle ai Funghi",
                "porcini, burro, salvia",
                &["vegan"],
                FRESH,
            ),
            Unknown,
        ),
        case(
            "a burro that is a burrito",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Bean Burro",
                "pinto beans, rice, salsa roja",
                &["vegan"],
                FRESH,
            ),
            Fit,
        ),
        // A form whose recipe is the animal product needs its plant make.
        case(
            "a vegan quiche with no plant custard named",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Spring Quiche",
                "asparagus, leek, shortcrust",
                &["vegan"],
                FRESH,
            ),
            Unknown,
        ),
        case(
            "a vegan quiche of silken tofu",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Spring Quiche",
                "silken tofu custard, asparagus, leek, shortcrust",
                &["vegan"],
                FRESH,
            ),
            Fit,
        ),
        // A German diner's capitals name nouns, not dishes.
        case(
            "a German review naming beef stock in the vegan soup",
            StrictVegan,
            three_vegan_dishes(FRESH).review(
                "Die vegane Linsensuppe ist lecker, aber sie wird mit Rinderbrühe gekocht.",
                Some(4.0),
                FRESH,
            ),
            Unknown,
        ),
        case(
            "a German review naming vegetable stock in the vegan soup",
            StrictVegan,
            three_vegan_dishes(FRESH).review(
                "Die vegane Linsensuppe ist lecker und wird mit Gemüsebrühe gekocht.",
                Some(4.0),
                FRESH,
            ),
            Fit,
        ),
        // A key's own meaning of a mark wins over its usual one.
        case(
            "VG labels under a key saying VG is vegetarian",
            StrictVegan,
            restaurant()
                .declaration("KEY: VG = vegetarian · V+ = vegan · GF = gluten-free", FRESH)
                .menu("Spinach Enchiladas", &["VG"], FRESH)
                .menu("Veggie Fajitas", &["VG"], FRESH)
                .menu("Mapo Tofu", &["vegan"], FRESH),
            Unknown,
        ),
        case(
            "VG labels under a key saying VG is vegan",
            StrictVegan,
            restaurant()
                .declaration("KEY: V = vegetarian · VG = vegan · GF = gluten-free", FRESH)
                .menu("Spinach Enchiladas", &["VG"], FRESH)
                .menu("Veggie Fajitas", &["VG"], FRESH)
                .menu("Mapo Tofu", &["vegan"], FRESH),
            Fit,
        ),
        // One pot of broth is one broth.
        case(
            "a vegan pho ladled from the pot of the regular broth",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .declaration("Our vegan pho is poured from the same pot as the regular broth.", FRESH),
            Unknown,
        ),
        case(
            "a vegan pho with a pot of its own",
            StrictVegan,
            three_vegan_dishes(FRESH).declaration(
                "Our vegan pho has its own pot, never the same pot as the regular broth.",
                FRESH,
            ),
            Fit,
        ),
        case(
            "printed vegan label on a honey dish",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Glazed tofu",
                "Tofu with a honey glaze",
                &["vegan"],
                FRESH,
            ),
            Unknown,
        )
        .codes(&[R::EdgeCaseFlagged]),
        case(
            "user reports only",
            StrictVegan,
            restaurant()
                .report(
                    "Ate well, lots of choice",
                    "strict_vegan",
                    "positive",
                    FRESH,
                )
                .report("Good vegan food", "strict_vegan", "positive", 20),
            Unknown,
        )
        .flags(&[F::UserReportOnly])
        .codes(&[R::ReviewSignalPositive]),
        case(
            "positive reviews only",
            StrictVegan,
            restaurant().review("Great vegan options here!", Some(5.0), FRESH),
            Unknown,
        )
        .codes(&[
            R::ReviewSignalPositive,
            R::VeganOptionsMentioned,
            R::SourceConfidenceLow,
        ]),
        case(
            "vegetarian is not vegan",
            StrictVegan,
            restaurant()
                .menu("Vegetarian lasagna with ricotta", &["vegetarian"], FRESH)
                .menu("Veggie omelette", &["vegetarian"], FRESH),
            Unknown,
        )
        .codes(&[
            R::VegetarianOnlyNotStrictVegan,
            R::DairyPresentInRelevantDishes,
            R::NoVeganEvidenceFound,
        ]),
        case(
            "vegetarian dishes without animal words are still not vegan",
            StrictVegan,
            restaurant()
                .menu("Vegetarian lasagna", &["vegetarian"], FRESH)
                .menu("Veggie curry", &["vegetarian"], FRESH),
            Unknown,
        )
        .codes(&[R::VegetarianOnlyNotStrictVegan, R::NoVeganEvidenceFound]),
        case(
            "vegan cheese is vegan",
            StrictVegan,
            restaurant()
                .menu("Pizza with vegan cheese", &["vegan"], FRESH)
                .menu("Oat milk latte", &["vegan"], FRESH)
                .menu("Cashew cheese ravioli", &["vegan"], FRESH)
                .menu("Beef burger", &[], FRESH),
            Fit,
        )
        .not_codes(&[R::EdgeCaseFlagged]),
        case(
            "only dishes that can be made vegan",
            StrictVegan,
            restaurant()
                .dish("Burrito", "Can be made vegan", FRESH)
                .dish("Nachos", "Ask for no cheese", FRESH)
                .dish("Pad thai", "Vegan on request", FRESH),
            Unknown,
        )
        .codes(&[R::VeganFriendlyPartial, R::InsufficientEvidence]),
        case(
            "shared fryer reported, contamination accepted",
            StrictVegan,
            three_vegan_dishes(FRESH).declaration("All fries share a fryer with fish.", FRESH),
            Fit,
        )
        .confidence(Confidence::Medium)
        .codes(&[
            R::FryerContaminationRisk,
            R::RestaurantVerificationRecommended,
        ])
        .flags(&[F::CrossContaminationRisk])
        .text(&["shared"]),
        case(
            "shared fryer reported, contamination excluded",
            StrictVegan,
            three_vegan_dishes(FRESH).declaration("All fries share a fryer with fish.", FRESH),
            Unknown,
        )
        .strict_contamination()
        .codes(&[R::FryerContaminationRisk])
        .flags(&[F::CrossContaminationRisk]),
        case(
            "contamination excluded, nothing known about it",
            StrictVegan,
            three_vegan_dishes(FRESH),
            Unknown,
        )
        .strict_contamination()
        .codes(&[R::CrossContaminationUnknown])
        .text(&["separate"]),
        case(
            "contamination excluded, dedicated prep declared",
            StrictVegan,
            three_vegan_dishes(FRESH).declaration(
                "We use a dedicated vegan fryer and separate prep surfaces.",
                FRESH,
            ),
            Fit,
        )
        .strict_contamination()
        .codes(&[R::DedicatedVeganPrepConfirmed]),
        case(
            "contamination excluded, fully vegan kitchen",
            StrictVegan,
            fully_vegan_place(),
            Fit,
        )
        .strict_contamination(),
        case(
            "nut allergy never fits",
            StrictVegan,
            fully_vegan_place(),
            Unknown,
        )
        .rules(&["nut allergy"])
        .codes(&[
            R::NutAllergyRiskUnknown,
            R::NutPresentInRelevantDishes,
            R::AllergenInfoUnavailable,
        ])
        .text(&["nuts", "restaurant"]),
        case(
            "no dairy is implied by strict vegan",
            StrictVegan,
            fully_vegan_place(),
            Fit,
        )
        .rules(&["no dairy", "no honey"]),
        case(
            "a rule we cannot read",
            StrictVegan,
            fully_vegan_place(),
            Unknown,
        )
        .rules(&["no spicy food"])
        .codes(&[R::UserProfileAmbiguous])
        .text(&["no spicy food"]),
        case(
            "onion and garlic cannot be confirmed absent",
            StrictVegan,
            fully_vegan_place(),
            Unknown,
        )
        .rules(&["no onion or garlic"])
        .codes(&[R::RestaurantVerificationRecommended])
        .text(&["onion or garlic"]),
        case(
            "language barrier and staff unsure",
            StrictVegan,
            three_vegan_dishes(FRESH).review(
                "There was a language barrier and the waiter didn't know what vegan meant.",
                Some(3.0),
                FRESH,
            ),
            Fit,
        )
        .flags(&[F::LanguageBarrier]),
        case(
            "review says no vegan options: not enough to reject",
            StrictVegan,
            restaurant().review("They have no vegan options at all.", Some(2.0), FRESH),
            Unknown,
        )
        .codes(&[R::ReviewSignalNegative]),
        case(
            "negated vegan in a declaration",
            StrictVegan,
            restaurant().declaration("Nothing on our menu is vegan.", FRESH),
            NotFit,
        ),
        // --- vegetarian -----------------------------------------------------
        case(
            "vegetarian kitchen declared and tagged",
            Vegetarian,
            restaurant()
                .tag("diet:vegetarian", "only", FRESH)
                .declaration("We are a 100% vegetarian kitchen.", FRESH)
                .menu("Paneer tikka", &["vegetarian"], FRESH),
            Fit,
        ),
        case(
            "three vegetarian dishes",
            Vegetarian,
            restaurant()
                .menu("Paneer tikka", &["vegetarian"], FRESH)
                .menu("Margherita pizza", &["vegetarian"], FRESH)
                .menu("Spinach lasagna", &["vegetarian"], FRESH)
                .menu("Steak frites", &[], FRESH),
            Fit,
        ),
        case(
            "vegetarian tag no",
            Vegetarian,
            restaurant().tag("diet:vegetarian", "no", FRESH),
            NotFit,
        ),
        case(
            "meat-only menu rejects vegetarians",
            Vegetarian,
            restaurant().meat_menu(8, FRESH),
            NotFit,
        ),
        case(
            "no dairy narrows a vegetarian to vegan dishes",
            Vegetarian,
            restaurant()
                .menu("Paneer tikka", &["vegetarian"], FRESH)
                .menu("Cheese quesadilla", &["vegetarian"], FRESH),
            Unknown,
        )
        .rules(&["no dairy"])
        .codes(&[R::DairyPresentInRelevantDishes]),
        case(
            "no dairy with vegan dishes fits a vegetarian",
            Vegetarian,
            three_vegan_dishes(FRESH),
            Fit,
        )
        .rules(&["no dairy"]),
        case(
            "vegetarian diner found meat",
            Vegetarian,
            restaurant()
                .menu("Paneer tikka", &["vegetarian"], FRESH)
                .menu("Veggie burger", &["vegetarian"], FRESH)
                .report(
                    "I found chicken in my vegetarian curry",
                    "vegetarian",
                    "negative",
                    FRESH,
                ),
            Unknown,
        )
        .codes(&[R::ReviewSignalConflicting]),
        case(
            "stale vegetarian dishes",
            Vegetarian,
            restaurant()
                .menu("Paneer tikka", &["vegetarian"], STALE)
                .menu("Margherita pizza", &["vegetarian"], STALE),
            Unknown,
        )
        .flags(&[F::StaleData]),
        case(
            "vegetarian with no evidence",
            Vegetarian,
            restaurant(),
            Unknown,
        )
        .codes(&[R::InsufficientEvidence]),
        // --- pescatarian ----------------------------------------------------
        case(
            "fish dishes suit a pescatarian",
            Pescatarian,
            restaurant()
                .menu("Grilled salmon", &[], FRESH)
                .menu("Tuna salad", &[], FRESH)
                .menu("Seared cod", &[], FRESH)
                .menu("Steak frites", &[], FRESH),
            Fit,
        ),
        case(
            "no fish narrows a pescatarian to vegetarian dishes",
            Pescatarian,
            restaurant()
                .menu("Grilled salmon", &[], FRESH)
                .menu("Tuna salad", &[], FRESH),
            Unknown,
        )
        .rules(&["no fish"]),
        case(
            "steakhouse rejects a pescatarian",
            Pescatarian,
            restaurant().meat_menu(8, FRESH),
            NotFit,
        ),
        case(
            "vegan dishes suit a pescatarian",
            Pescatarian,
            three_vegan_dishes(FRESH),
            Fit,
        ),
        case(
            "shellfish allergy never fits",
            Pescatarian,
            restaurant()
                .menu("Grilled salmon", &[], FRESH)
                .menu("Shrimp tacos", &[], FRESH),
            Unknown,
        )
        .rules(&["shellfish allergy"])
        .codes(&[R::AllergenInfoUnavailable]),
        // --- gluten free ----------------------------------------------------
        case(
            "gluten-free dishes never make a fit",
            GlutenFree,
            restaurant()
                .tag("diet:gluten_free", "yes", FRESH)
                .menu("Rice bowl", &["gluten_free"], FRESH)
                .menu("Corn tacos", &["gluten-free"], FRESH),
            Unknown,
        )
        .codes(&[
            R::GlutenFreeOptionsAvailable,
            R::AllergenInfoUnavailable,
            R::RestaurantVerificationRecommended,
        ])
        .text(&["restaurant", "gluten"]),
        case(
            "gluten-free tag no",
            GlutenFree,
            restaurant().tag("diet:gluten_free", "no", FRESH),
            NotFit,
        ),
        case(
            "gluten-free dishes next to a shared fryer",
            GlutenFree,
            restaurant()
                .menu("Fries", &["gluten_free"], FRESH)
                .declaration("Our fries share a fryer with breaded chicken.", FRESH),
            Unknown,
        )
        .codes(&[R::GlutenRiskHigh, R::FryerContaminationRisk]),
        case(
            "gluten-free with no evidence",
            GlutenFree,
            restaurant(),
            Unknown,
        )
        .codes(&[R::AllergenInfoUnavailable]),
        // --- halal ------------------------------------------------------------
        case(
            "halal claims are never confirmed",
            Halal,
            restaurant()
                .tag("diet:halal", "yes", FRESH)
                .declaration("All our meat is halal.", FRESH),
            Unknown,
        )
        .codes(&[R::RestaurantVerificationRecommended])
        .text(&["halal", "restaurant"]),
        case(
            "pork on a fresh menu rejects halal",
            Halal,
            restaurant()
                .menu("Pulled pork sandwich", &[], FRESH)
                .menu("Bacon burger", &[], FRESH),
            NotFit,
        ),
        case(
            "pork on a stale menu",
            Halal,
            restaurant().menu("Pulled pork sandwich", &[], STALE),
            Unknown,
        )
        .flags(&[F::StaleData]),
        // --- kosher -----------------------------------------------------------
        case(
            "kosher claims are never confirmed",
            Kosher,
            restaurant().tag("diet:kosher", "yes", FRESH),
            Unknown,
        )
        .text(&["kosher", "restaurant"]),
        case(
            "shellfish on the menu rejects kosher",
            Kosher,
            restaurant().menu("Shrimp scampi", &[], FRESH),
            NotFit,
        ),
        case(
            "meat with cheese rejects kosher",
            Kosher,
            restaurant().menu("Cheeseburger", &[], FRESH),
            NotFit,
        ),
        // --- low FODMAP -------------------------------------------------------
        case(
            "low FODMAP is never confirmed",
            LowFodmap,
            fully_vegan_place(),
            Unknown,
        )
        .codes(&[R::AllergenInfoUnavailable])
        .text(&["onion", "garlic"]),
        case(
            "low FODMAP with no evidence",
            LowFodmap,
            restaurant(),
            Unknown,
        ),
        // --- menu lines that point at other lines -------------------------
        case(
            "a vegan dish 'as above' under a chicken soup holds the chicken broth",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .dish(
                    "Chicken Noodle Soup",
                    "chicken broth, egg noodles, carrots",
                    FRESH,
                )
                .labelled_dish(
                    "Veggie Noodle Soup",
                    "as above, with tofu in place of the chicken",
                    &["vegan"],
                    FRESH,
                ),
            Unknown,
        )
        .codes(&[R::EdgeCaseFlagged]),
        case(
            "a vegan plate of 'any three of our sides' holds what the sides hold",
            StrictVegan,
            veggie_plate_of_sides(
                ("Collard Greens", "slow-cooked with smoked turkey"),
                ("Mac & Cheese", "three cheeses, baked"),
            ),
            Unknown,
        )
        .codes(&[R::EdgeCaseFlagged]),
        case(
            "a vegan plate of sides that are all vegan stays fit",
            StrictVegan,
            veggie_plate_of_sides(
                ("Collard Greens", "garlic, chili, olive oil"),
                ("Roast Potatoes", "rosemary, olive oil"),
            ),
            Fit,
        ),
        case(
            "a vegan dish 'as on our Noodles page' holds that page's egg",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .sectioned_dish(
                    "Vegan",
                    "Pad See Ew",
                    "as on our Noodles page",
                    &["vegan"],
                    FRESH,
                )
                .sectioned_dish(
                    "Noodles",
                    "Pad See Ew",
                    "wide rice noodles, egg, oyster sauce",
                    &[],
                    FRESH,
                ),
            Unknown,
        )
        .codes(&[R::EdgeCaseFlagged]),
        case(
            "a vegan dish 'as #4 minus the pork' holds #4's egg, not 'on request'",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .dish("4. Pad See Ew", "rice noodles, pork, egg, oyster sauce", FRESH)
                .labelled_dish("7. Tofu Pad See Ew", "as #4 minus the pork", &["vegan"], FRESH),
            Unknown,
        )
        .codes(&[R::EdgeCaseFlagged]),
        case(
            "a vegan dish pointing at a number no entry is printed with supports nothing",
            StrictVegan,
            restaurant()
                .menu("Tofu stir fry", &["vegan"], FRESH)
                .menu("Lentil soup", &["vegan"], FRESH)
                .menu("Beef burger", &[], FRESH)
                .labelled_dish("14. Vegan Fried Rice", "see #12, add tofu", &["vegan"], FRESH),
            Unknown,
        ),
        case(
            "a vegan dish pointing at a printed plant entry by its number is fit",
            StrictVegan,
            restaurant()
                .menu("Tofu stir fry", &["vegan"], FRESH)
                .menu("Lentil soup", &["vegan"], FRESH)
                .menu("Beef burger", &[], FRESH)
                .dish("12. Veg Fried Rice", "jasmine rice, peas, scallion, soy sauce", FRESH)
                .labelled_dish("14. Vegan Fried Rice", "see #12, add tofu", &["vegan"], FRESH),
            Fit,
        ),
        case(
            "a vegan combo holds the listed shake's milk",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .sectioned_dish("Combos", "Combo 3", "Veggie Burger + Fries + Shake", &["vegan"], FRESH)
                .sectioned_dish("Shakes", "Shakes", "vanilla ice cream & whole milk", &[], FRESH),
            Unknown,
        )
        .codes(&[R::EdgeCaseFlagged]),
        case(
            "a vegan dish 'in our regular gravy' holds the gravy the menu prints",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .dish("Classic Poutine", "fries, cheese curds, beef gravy", FRESH)
                .labelled_dish("Veggie Poutine", "fries, smothered in our regular gravy", &["vegan"], FRESH),
            Unknown,
        )
        .codes(&[R::EdgeCaseFlagged]),
        case(
            "a vegan dish sharing only the carnitas' salsa stays fit",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .dish("Carnitas Tacos", "slow-braised pork, salsa roja, sour cream", FRESH)
                .labelled_dish(
                    "Vegan Tacos",
                    "jackfruit, same salsa roja as the carnitas, cashew crema",
                    &["vegan"],
                    FRESH,
                ),
            Fit,
        ),
        case(
            "a statement scraped as the next menu line is read as one",
            Vegetarian,
            restaurant()
                .labelled_dish(
                    "Vegetarian Enchiladas",
                    "cheese & spinach, salsa roja",
                    &["vegetarian"],
                    FRESH,
                )
                .labelled_dish(
                    "Margherita Pizza",
                    "tomato, mozzarella, basil",
                    &["vegetarian"],
                    FRESH,
                )
                .labelled_dish(
                    "Spanakopita Plate",
                    "spinach, feta & dill",
                    &["vegetarian"],
                    FRESH,
                )
                .dish(
                    "Carne Asada Plate",
                    "grilled skirt steak, rice, beans, tortillas",
                    FRESH,
                )
                .menu("lard-fried tortillas as all our enchiladas", &[], FRESH),
            Unknown,
        ),
        case(
            "a product the restaurant says of a dish that does not show it blocks the fit",
            Pescatarian,
            seafood_house_saying("Both of our chowders are started with bacon."),
            Unknown,
        ),
        case(
            "a product said of the dish that shows it is that dish's",
            Pescatarian,
            seafood_house_saying("Our cheeseburger has bacon."),
            Fit,
        ),
        case(
            "the restaurant's capitalised product names are products, not dishes",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .menu("Vegan Pesto Trofie", &["vegan"], FRESH)
                .declaration(
                    "Our pesto is the classic Ligurian recipe - basil, pine nuts, Parmigiano and Pecorino Sardo.",
                    FRESH,
                ),
            Unknown,
        ),
        case(
            "a dish named vegan whose own line lists pork is a label conflict",
            StrictVegan,
            three_vegan_dishes(FRESH).dish("Vegan Ramen", "pork bone broth, noodles, scallion", FRESH),
            Unknown,
        )
        .codes(&[R::EdgeCaseFlagged]),
        case(
            "a printed label in another language claims the dish",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Enchiladas Verdes",
                "tortillas de maíz, salsa verde, queso fresco, crema",
                &["vegano"],
                FRESH,
            ),
            Unknown,
        ),
        case(
            "a label listing allergens gives the dish those products",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Lentil Soup",
                "red lentils, cumin",
                &["vegan", "allergens: milk, egg"],
                FRESH,
            ),
            Unknown,
        ),
        case(
            "a label saying what a dish is free of agrees with its vegan label",
            StrictVegan,
            three_vegan_dishes(FRESH).labelled_dish(
                "Lentil Soup",
                "red lentils, cumin",
                &["vegan", "dairy_free", "egg_free"],
                FRESH,
            ),
            Fit,
        ),
        case(
            "a tag's free text tying an animal product to the food is a listing's caution",
            StrictVegan,
            three_vegan_dishes(FRESH).tag(
                "description",
                "Just so people know, the chickpea curry here is made on a chicken stock base.",
                FRESH,
            ),
            Unknown,
        )
        .text(&["A listing's words"]),
        case(
            "a diner's capitalised dish name is that dish",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .menu("Tonkotsu Ramen", &[], FRESH)
                .review("The Tonkotsu Ramen was lukewarm but the vegan curry was great.", Some(4.0), FRESH),
            Fit,
        ),
        case(
            "a menu note about all dishes of a kind reaches the labelled one",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .labelled_dish(
                    "Vegan Tortilla Soup",
                    "tomato-chile broth, avocado",
                    &["vegan"],
                    FRESH,
                )
                .dish(
                    "Soups",
                    "All soups are made daily from our house chicken stock.",
                    FRESH,
                ),
            Unknown,
        )
        .codes(&[R::EdgeCaseFlagged]),
        case(
            "a menu's own allergen line naming a labelled dish is that dish's",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .labelled_dish(
                    "Vegan Lasagna",
                    "cashew ricotta, spinach, pasta sheets",
                    &["vegan"],
                    FRESH,
                )
                .dish(
                    "Allergen guide",
                    "Vegan Lasagna - contains: wheat, tree nuts, egg",
                    FRESH,
                ),
            Unknown,
        )
        .codes(&[R::EdgeCaseFlagged]),
        case(
            "a dish naming a labelled dish as its part does not make it that dish's",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .labelled_dish(
                    "Basmati Rice",
                    "steamed basmati rice with cumin",
                    &["vegan"],
                    FRESH,
                )
                .dish(
                    "Vegetable Biryani",
                    "basmati rice with seasonal vegetables, finished with ghee",
                    FRESH,
                ),
            Fit,
        ),
        case(
            "a note about other dishes leaves the labelled ones as they are",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .labelled_dish(
                    "Vegan Tortilla Soup",
                    "tomato-chile broth, avocado",
                    &["vegan"],
                    FRESH,
                )
                .dish(
                    "Chef's note",
                    "Our chowder is made with bacon and cream.",
                    FRESH,
                ),
            Fit,
        ),
        // --- a label the same page stopped printing -----------------------
        case(
            "labels the menu's newer copy no longer prints support nothing",
            StrictVegan,
            restaurant()
                .labelled_dish("Garden Burrito", "rice, pinto beans, guac", &["vegan"], 150)
                .labelled_dish(
                    "Chickpea Tagine",
                    "apricot, olives, couscous",
                    &["vegan"],
                    150,
                )
                .labelled_dish("Tofu Stir Fry", "tofu, broccoli, rice", &["vegan"], 150)
                .labelled_dish("Garden Burrito", "rice, pinto beans, guac", &[], FRESH)
                .labelled_dish("Chickpea Tagine", "apricot, olives, couscous", &[], FRESH)
                .labelled_dish("Tofu Stir Fry", "tofu, broccoli, rice", &[], FRESH)
                .dish("Buffalo Wings", "ten wings, blue cheese dip", FRESH),
            Unknown,
        ),
        case(
            "an older copy without the label does not undo the newer label",
            StrictVegan,
            restaurant()
                .labelled_dish("Garden Burrito", "rice, pinto beans, guac", &[], 150)
                .labelled_dish(
                    "Garden Burrito",
                    "rice, pinto beans, guac",
                    &["vegan"],
                    FRESH,
                )
                .labelled_dish(
                    "Chickpea Tagine",
                    "apricot, olives, couscous",
                    &["vegan"],
                    FRESH,
                )
                .labelled_dish("Tofu Stir Fry", "tofu, broccoli, rice", &["vegan"], FRESH)
                .dish("Buffalo Wings", "ten wings, blue cheese dip", FRESH),
            Fit,
        ),
        // A note on how every dish of a section or a kind is made, and a
        // sauce line printed as a name alone, reach the labelled dishes
        // naming them; the same notes naming only plants change nothing.
        case(
            "a gulay note: every gulay is sautéed with shrimp paste",
            StrictVegan,
            gulay_tray("All our gulay is sautéed the Ilocano way with bagoong alamang."),
            NotFit,
        ),
        case(
            "a gulay note: every gulay is sautéed with garlic",
            StrictVegan,
            gulay_tray("All our gulay is sautéed the Ilocano way with garlic and onion."),
            Fit,
        ),
        // A note, a declaration or an owner's reply in a language the
        // engine was never taught (Estonian: "all our vegetable dishes are
        // cooked with pork fat") may say anything of the meat-free
        // dishes: unknown, its words quoted. A note in English, and a
        // diner's own review in another language, change nothing.
        case(
            "a gulay note in a language the engine does not read",
            StrictVegan,
            gulay_tray("Kõik meie köögiviljatoidud valmistatakse seapekiga."),
            Unknown,
        )
        .text(&["köögiviljatoidud"]),
        case(
            "a gulay note giving the hours",
            StrictVegan,
            gulay_tray("Open daily from 11am to 9pm, closed on Mondays."),
            Fit,
        ),
        case(
            "a declaration in a language the engine does not read",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .declaration("Kõik meie köögiviljatoidud valmistatakse seapekiga.", FRESH),
            Unknown,
        )
        .text(&["köögiviljatoidud"]),
        case(
            "an owner's reply in a language the engine does not read",
            Vegetarian,
            three_vegan_dishes(FRESH).review(
                "Owner's reply: Aitäh! Kõik meie köögiviljatoidud valmistatakse seapekiga.",
                None,
                FRESH,
            ),
            Unknown,
        )
        .text(&["köögiviljatoidud"]),
        case(
            "a diner's own review in a language the engine does not read",
            Vegetarian,
            three_vegan_dishes(FRESH).review(
                "Väga maitsev toit ja sõbralik teenindus, tuleme kindlasti tagasi.",
                Some(5.0),
                FRESH,
            ),
            Fit,
        ),
        case(
            "a sauce-bar line: the sets' sesame sauce holds oyster sauce",
            StrictVegan,
            hot_pot_sets("House sesame sauce: sesame paste, soy, a little oyster sauce, garlic."),
            NotFit,
        ),
        case(
            "a sauce-bar line: the sets' sesame sauce is plants",
            StrictVegan,
            hot_pot_sets("House sesame sauce: sesame paste, soy, chili oil, garlic."),
            Fit,
        ),
        case(
            "a breads note: every roti and kulcha is brushed with ghee",
            StrictVegan,
            thali_plates("Breads: all our rotis, kulchas and naans are brushed with desi ghee."),
            NotFit,
        ),
        case(
            "a breads note: every roti and kulcha is brushed with oil",
            StrictVegan,
            thali_plates("Breads: all our rotis, kulchas and naans are brushed with mustard oil."),
            Fit,
        ),
        case(
            "a vegan donut shop: donuts and coffee are no meal",
            StrictVegan,
            donut_counter(),
            Unknown,
        ),
        case(
            "a vegan donut shop with vegan mains beside",
            StrictVegan,
            donut_counter()
                .sectioned_dish("Mains", "Tofu Banh Mi", "tofu, pickles", &["vegan"], FRESH)
                .sectioned_dish("Mains", "Lentil Stew", "lentils, carrot", &["vegan"], FRESH),
            Fit,
        ),
        // The restaurant's word that its whole menu suits the diet waives
        // the meal rule only where it sells more than sweets and drinks.
        case(
            "a 100% vegan donut shop selling only donuts and coffee",
            StrictVegan,
            donut_counter().declaration("We're a 100% vegan bakery: everything is plant-based.", FRESH),
            Unknown,
        )
        .codes(&[R::InsufficientEvidence]),
        case(
            "a 100% vegan donut shop that also sells a sandwich",
            StrictVegan,
            donut_counter()
                .declaration("We're a 100% vegan bakery: everything is plant-based.", FRESH)
                .sectioned_dish("Savory", "Tofu Scramble Sandwich", "tofu, spinach", &[], FRESH),
            Fit,
        ),
        // Flavours under Scoops, a float, a cone: an ice cream counter sells
        // no meal to any meat-free diet, whatever the shop claims.
        case(
            "a 100% vegan ice cream shop, for a vegetarian",
            Vegetarian,
            scoop_counter()
                .declaration("We're a 100% vegan ice cream shop: no dairy or eggs in anything.", FRESH),
            Unknown,
        )
        .codes(&[R::InsufficientEvidence]),
        // A meat dish's vessel, named by the dish alone, that the diner
        // says the meat-free food comes out of: its meat is on that food.
        case(
            "a vegan dish served from the pot of a listed meat dish",
            StrictVegan,
            stew_house().review(
                "Nice people, but the vegan dal gets scooped out of the goulash pot.",
                Some(4.0),
                FRESH,
            ),
            Unknown,
        ),
        case(
            "a vegan dish cooked in the pan of a listed meat dish, named after it",
            StrictVegan,
            stew_house().review(
                "Heads up: my veggie hash is fried in the pan of the bigos.",
                Some(3.0),
                FRESH,
            ),
            Unknown,
        ),
        case(
            "a meat dish's pot praised in a sentence of its own",
            StrictVegan,
            stew_house().review(
                "The vegan dal is lovely. That goulash pot simmers all day and smells amazing.",
                Some(5.0),
                FRESH,
            ),
            Fit,
        ),
        // A pescatarian's words are read as a vegetarian's: the diet denied
        // is a meat complaint, land meat beside it a caution.
        case(
            "a diner denies the pescatarian diet of a seafood house",
            Pescatarian,
            seafood_house_saying("Fresh catch every morning.").review(
                "Honestly not pescetarian friendly at all, skip it.",
                Some(2.0),
                FRESH,
            ),
            Unknown,
        ),
        case(
            "a pescatarian's warning of land meat in the seafood",
            Pescatarian,
            seafood_house_saying("Fresh catch every morning.").review(
                "Pescatarians take note: the shrimp tacos get bacon bits.",
                Some(3.0),
                FRESH,
            ),
            Unknown,
        ),
        case(
            "a pescatarian's praise beside another diner's burger",
            Pescatarian,
            seafood_house_saying("Fresh catch every morning.").review(
                "Great pescatarian spot, my brother had the bacon cheeseburger.",
                Some(5.0),
                FRESH,
            ),
            Fit,
        ),
        // "With everything": the hot dog's trimmings, not all the food.
        case(
            "a diner's hot dog with everything beside a vegan hot dog",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .dish("Chili Dog", "beef frank, chili, onions", FRESH)
                .review("Get the chili dog with everything, so good.", Some(5.0), FRESH),
            Fit,
        ),
        case(
            "a diner's bacon with everything",
            StrictVegan,
            three_vegan_dishes(FRESH)
                .dish("Chili Dog", "beef frank, chili, onions", FRESH)
                .review("They put bacon with everything here, so good.", Some(5.0), FRESH),
            Unknown,
        ),
    ]
}

/// A stew house: a goulash and a bigos with meat, three vegan
/// dishes (a dal, a hash and a soup).
fn stew_house() -> Builder {
    restaurant()
        .dish("Goulash", "beef shin, paprika, caraway", FRESH)
        .dish("Bigos", "sauerkraut, pork shoulder, kielbasa", FRESH)
        .labelled_dish(
            "Red Lentil Dal",
            "lentils, tomato, cumin",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Veggie Hash", "potato, peppers, onion", &["vegan"], FRESH)
        .labelled_dish("Barley Soup", "barley, carrot, dill", &["vegan"], FRESH)
}

/// A vegan ice cream counter: flavours under "Scoops", a float and a cone.
fn scoop_counter() -> Builder {
    restaurant()
        .sectioned_dish("Scoops", "Oat Vanilla Bean", "", &["vegan"], FRESH)
        .sectioned_dish("Scoops", "Cashew Salted Caramel", "", &["vegan"], FRESH)
        .sectioned_dish("Scoops", "Coconut Chocolate Fudge", "", &["vegan"], FRESH)
        .sectioned_dish("Floats", "Root Beer Float", "", &["vegan"], FRESH)
        .sectioned_dish(
            "Extras",
            "Waffle Cone",
            "made with oat milk",
            &["vegan"],
            FRESH,
        )
}

/// Three vegan vegetable dishes under "Gulay", a pork dish, and a note
/// under the heading on how every one is cooked.
fn gulay_tray(note: &str) -> Builder {
    restaurant()
        .sectioned_dish("Ulam", "Pork Adobo", "soy, vinegar, garlic", &[], FRESH)
        .sectioned_dish(
            "Gulay",
            "Pinakbet",
            "squash, okra, eggplant, rice",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Gulay",
            "Ginisang Monggo",
            "mung beans, spinach, rice",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Gulay",
            "Chopsuey",
            "mixed vegetables, rice",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish("Gulay", note, "", &[], FRESH)
}

/// Three vegan hot pot sets served with the house sesame sauce, a meat,
/// and the sauce bar's line saying what that sauce is.
fn hot_pot_sets(sauce: &str) -> Builder {
    restaurant()
        .sectioned_dish("Meats", "Lamb Rolls", "sliced lamb", &[], FRESH)
        .sectioned_dish(
            "Sets",
            "Veggie Set",
            "tofu, greens, noodles, served with house sesame sauce",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Sets",
            "Mushroom Set",
            "king oyster mushroom, enoki, rice, house sesame sauce",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Sets",
            "Tofu Skin Platter",
            "tofu skin, napa cabbage, served with house sesame sauce",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish("Sauce Bar", sauce, "", &[], FRESH)
}

/// Three vegan thali plates with roti or kulcha, a meat curry, and the
/// breads list's note on how every bread is finished.
fn thali_plates(note: &str) -> Builder {
    restaurant()
        .sectioned_dish(
            "Curries",
            "Butter Chicken",
            "chicken, butter, cream",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Thali",
            "Vegan Thali",
            "chana, dal, aloo gobi, rice, roti",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Thali",
            "Rajma Plate",
            "kidney bean curry, two roti",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Thali",
            "Chole Kulcha",
            "chickpea curry, kulcha",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish("Breads", note, "", &[], FRESH)
}

/// A vegan donut counter: five vegan donuts named by flavour under
/// "Donuts", and coffee.
fn donut_counter() -> Builder {
    let mut place = restaurant();
    for donut in [
        "Glazed",
        "Chocolate Sprinkle",
        "Apple Fritter",
        "Lemon Poppy",
        "Cinnamon Twist",
    ] {
        place = place.sectioned_dish("Donuts", donut, "", &["vegan"], FRESH);
    }
    place
        .sectioned_dish("Coffee", "Drip Coffee", "", &[], FRESH)
        .sectioned_dish("Coffee", "Oat Latte", "", &[], FRESH)
}

#[test]
fn decision_table() {
    let cases = cases();
    assert!(cases.len() >= 40, "the table must hold at least 40 cases");
    for diet in <Diet as dietfit_contract::WireEnum>::ALL {
        assert!(
            cases.iter().filter(|c| c.diet == *diet).count() >= 2,
            "every diet needs cases: {diet}"
        );
    }
    let mut failures = Vec::new();
    for case in &cases {
        let record = case.record.build();
        let now = NOW + case.later;
        let evaluation = evaluate(&record, now);
        let profile = UserProfile {
            diet: case.diet,
            exclude_cross_contamination: case.exclude_cross_contamination,
            dietary_rules: case.rules.iter().map(|r| (*r).to_owned()).collect(),
        };
        let outcome = decide(&evaluation, &profile, now);
        let m = &outcome.match_for_profile;
        let mut problems = Vec::new();
        if m.decision != case.decision {
            problems.push(format!(
                "decision {:?}, want {:?}",
                m.decision, case.decision
            ));
        }
        if let Some(confidence) = case.confidence
            && m.confidence != confidence
        {
            problems.push(format!(
                "confidence {:?}, want {confidence:?}",
                m.confidence
            ));
        }
        for code in case.codes {
            if !m.reason_codes.contains(code) {
                problems.push(format!("missing code {code}"));
            }
        }
        for code in case.not_codes {
            if m.reason_codes.contains(code) {
                problems.push(format!("unexpected code {code}"));
            }
        }
        for flag in case.flags {
            if !m.risk_flags.contains(flag) {
                problems.push(format!("missing flag {flag}"));
            }
        }
        let text = m.recommended_user_text.to_lowercase();
        for word in case.text {
            if !text.contains(&word.to_lowercase()) {
                problems.push(format!("advice lacks {word:?}"));
            }
        }
        // Invariants every row must keep.
        if m.decision == Decision::Unknown && !m.verification_required {
            problems.push("unknown without verification".to_owned());
        }
        if m.decision == Decision::Fit && case.diet.is_safety_sensitive() {
            problems.push("safety-sensitive diet decided fit".to_owned());
        }
        if m.recommended_user_text.trim().is_empty()
            || m.recommended_user_text.matches(". ").count() > 2
        {
            problems.push("advice must be one or two sentences".to_owned());
        }
        if !problems.is_empty() {
            failures.push(format!(
                "{}: {}\n    got {:?} {:?} {:?} {:?}\n    text: {}",
                case.name,
                problems.join("; "),
                m.decision,
                m.confidence,
                m.reason_codes,
                m.risk_flags,
                m.recommended_user_text
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failing cases:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn decision_evidence_points_at_the_evaluation() {
    let evaluation = evaluate(&fully_vegan_place().build(), NOW);
    let outcome = decide(&evaluation, &UserProfile::new(Diet::StrictVegan), NOW);
    assert!(!outcome.evidence.is_empty());
    assert!(outcome.evidence.len() <= dietfit_scoring::DECISION_EVIDENCE_MAX);
    let ids: Vec<&str> = evaluation
        .evidence
        .iter()
        .map(|e| e.evidence_id.as_str())
        .collect();
    for pointer in &outcome.evidence {
        assert!(ids.contains(&pointer.evidence_id.as_str()));
    }
    // First-party evidence leads.
    assert_eq!(outcome.evidence[0].tier, dietfit_contract::EvidenceTier::A);
}

#[test]
fn staleness_is_measured_at_decision_time() {
    // Evaluated while fresh, decided a year later: the dishes are stale then.
    let evaluation = evaluate(&three_vegan_dishes(FRESH).build(), NOW);
    let profile = UserProfile::new(Diet::StrictVegan);
    assert_eq!(
        decide(&evaluation, &profile, NOW)
            .match_for_profile
            .decision,
        Decision::Fit
    );
    let later = NOW + time::Duration::days(365);
    let outcome = decide(&evaluation, &profile, later);
    assert_eq!(outcome.match_for_profile.decision, Decision::Unknown);
    assert!(outcome.match_for_profile.risk_flags.contains(&F::StaleData));
}

#[test]
fn a_date_a_day_ahead_counts_as_seen_when_evaluated() {
    // A source's clock or time zone a day ahead: seen now at most, so stale
    // 180 days later rather than fresh for longer.
    let evaluation = evaluate(&three_vegan_dishes(-1).build(), NOW);
    let profile = UserProfile::new(Diet::StrictVegan);
    let today = decide(&evaluation, &profile, NOW).match_for_profile;
    assert_eq!(today.decision, Decision::Fit, "{today:?}");
    let later = decide(&evaluation, &profile, NOW + Duration::days(181)).match_for_profile;
    assert_eq!(later.decision, Decision::Unknown, "{later:?}");
    assert!(later.risk_flags.contains(&F::StaleData), "{later:?}");
    assert!(
        evaluation
            .evidence
            .iter()
            .all(|item| item.observed_at <= NOW),
        "no evidence is dated after the evaluation"
    );
}

#[test]
fn a_date_further_ahead_is_not_believed() {
    // "2029" where "2019" was meant reads the same: dishes dated years
    // ahead support nothing, and the diner is told why.
    let evaluation = evaluate(&three_vegan_dishes(-1000).build(), NOW);
    let profile = UserProfile::new(Diet::StrictVegan);
    let outcome = decide(&evaluation, &profile, NOW).match_for_profile;
    assert_eq!(outcome.decision, Decision::Unknown, "{outcome:?}");
    assert!(outcome.risk_flags.contains(&F::StaleData), "{outcome:?}");
    assert!(
        outcome.reason_codes.contains(&R::DataFreshnessPoor),
        "{outcome:?}"
    );
    assert!(
        outcome
            .recommended_user_text
            .contains("dated in the future"),
        "{outcome:?}"
    );
    // The date is kept as written, and the summary counts it as now.
    assert!(
        evaluation
            .evidence
            .iter()
            .all(|item| item.observed_at > NOW)
    );
    assert_eq!(evaluation.newest_observation_at, Some(NOW));
    // Two days ahead is past the tolerance too; what it says against the
    // diet still counts.
    let against = evaluate(
        &three_vegan_dishes(FRESH)
            .menu("Vegan chili, made with beef stock", &["vegan"], -2)
            .build(),
        NOW,
    );
    let outcome = decide(&against, &profile, NOW).match_for_profile;
    assert_ne!(outcome.decision, Decision::Fit, "{outcome:?}");
}
