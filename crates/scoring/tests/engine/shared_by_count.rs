//! Shared equipment said without the words "shared" or "same": the
//! kitchen's only tool of a kind ("there is only one fryer", "our one
//! tandoor"), a tool or vessel named on its own beside a sharing word
//! ("the rice cooker is used for everything", "the same knives"), a tool
//! cleaned between orders, and what is "common". Beside a claim of
//! dedicated pans, each leaves shared equipment that the claim does not
//! cover: a diner who excludes cross-contamination never gets `fit`. A
//! tool kept for the diet's food, or two named apart, keeps `fit`.
//! Written in other words than the red-team corpus (issue 16).

use dietfit_contract::{Decision, Diet, UserProfile};
use dietfit_scoring::{decide, evaluate};

use crate::support::{Builder, FRESH, NOW, restaurant};

fn excluding_cross_contact(record: &Builder, diet: Diet) -> Decision {
    let profile = UserProfile {
        diet,
        exclude_cross_contamination: true,
        dietary_rules: vec![],
    };
    decide(&evaluate(&record.build(), NOW), &profile, NOW)
        .match_for_profile
        .decision
}

/// A noodle bar: three vegan-labelled mains, a pork dish, and the
/// kitchen's own words about its equipment.
fn noodle_bar(kitchen_words: &str) -> Builder {
    restaurant()
        .labelled_dish(
            "Mapo Tofu",
            "silken tofu, chilli bean sauce, rice",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Dan Dan Noodles",
            "wheat noodles, sesame, greens",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Dry-Fried Green Beans",
            "green beans, garlic, rice",
            &["vegan"],
            FRESH,
        )
        .dish("Twice-Cooked Pork", "pork belly, leeks, chilli", FRESH)
        .declaration(kitchen_words, FRESH)
}

/// A thali house: three vegetarian-labelled mains, a chicken dish, and the
/// kitchen's own words.
fn thali_house(kitchen_words: &str) -> Builder {
    restaurant()
        .labelled_dish(
            "Palak Paneer",
            "spinach, paneer, rice",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish(
            "Chana Masala",
            "chickpeas, tomato, rice",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish(
            "Aloo Gobi",
            "potato, cauliflower, roti",
            &["vegetarian"],
            FRESH,
        )
        .dish("Tandoori Chicken", "chicken leg, yoghurt marinade", FRESH)
        .declaration(kitchen_words, FRESH)
}

#[test]
fn the_baselines_are_fit() {
    let vegan = noodle_bar("Our vegan dishes are cooked in their own woks.");
    assert_eq!(
        excluding_cross_contact(&vegan, Diet::StrictVegan),
        Decision::Fit
    );
    let vegetarian = thali_house("A separate kitchen cooks our vegetarian food.");
    assert_eq!(
        excluding_cross_contact(&vegetarian, Diet::Vegetarian),
        Decision::Fit
    );
}

#[test]
fn the_only_tool_of_a_kind_is_shared() {
    for words in [
        "Our vegan dishes are cooked in their own woks. We only have the one deep fryer though.",
        "Our vegan dishes are cooked in their own woks. Anything battered goes into our single fryer.",
        "Our vegan dishes are cooked in their own woks. Spring rolls and pork dumplings: one big fryer.",
        "Our vegan dishes are cooked in their own woks. There's just one steamer for the dumplings.",
    ] {
        assert_ne!(
            excluding_cross_contact(&noodle_bar(words), Diet::StrictVegan),
            Decision::Fit,
            "{words}"
        );
    }
    for words in [
        "A separate kitchen cooks our vegetarian food. The naan is baked in our one tandoor.",
        "A separate kitchen cooks our vegetarian food. Only the tandoor is common to both.",
        "A separate kitchen cooks our vegetarian food. The tandoor is communal.",
    ] {
        assert_ne!(
            excluding_cross_contact(&thali_house(words), Diet::Vegetarian),
            Decision::Fit,
            "{words}"
        );
    }
}

#[test]
fn tools_named_on_their_own_are_shared_by_a_sharing_word() {
    for words in [
        "Our vegan dishes are cooked in their own woks. The rice cooker is used for everything.",
        "Our vegan dishes are cooked in their own woks. Same knives and ladles for all orders.",
        "Our vegan dishes are cooked in their own woks. The spatulas get a wipe between orders.",
        "Our vegan dishes are cooked in their own woks. Tongs are rinsed between orders.",
    ] {
        assert_ne!(
            excluding_cross_contact(&noodle_bar(words), Diet::StrictVegan),
            Decision::Fit,
            "{words}"
        );
    }
}

#[test]
fn a_tool_kept_for_the_diet_or_named_twice_stays_apart() {
    for words in [
        "Our vegan dishes are cooked in their own woks. We have one fryer, and it is just for the vegan food.",
        "Our vegan dishes are cooked in their own woks. Our one fryer is reserved for the vegan spring rolls.",
        "Our vegan dishes are cooked in their own woks. One fryer for the meat, one for the vegan food.",
        "Our vegan dishes are cooked in their own woks, each washed between uses.",
        "Our vegan dishes are cooked in their own woks. One of the best dan dan noodles in town.",
        "Our vegan dishes are cooked in their own woks. The same great taste every time.",
    ] {
        assert_eq!(
            excluding_cross_contact(&noodle_bar(words), Diet::StrictVegan),
            Decision::Fit,
            "{words}"
        );
    }
}
