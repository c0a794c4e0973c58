//! Lines an ordering page or a kitchen prints beside the dishes that name
//! animal products without putting them in the food a diet relies on: an
//! app's recommendation widget ("Customers also ordered: ...", "You may
//! also like: ...") naming other items, on the menu or not, and a kitchen
//! line sending the meat to other equipment ("the pork goes on another
//! grill", "la carne, aparte"). Both keep `fit`. The same lines saying
//! something of the diet's own dishes ("extra bacon on any bowl", "(made
//! with chicken stock)"), sharing the equipment ("the same grill as the
//! pork") or putting the meat back ("basted with its drippings") never
//! give `fit`.

use dietfit_contract::{Decision, Diet, UserProfile};

use crate::support::{Builder, FRESH, NOW, decision_for, restaurant};

/// A diner: two meat plates, a drink, three (V) dishes with a keyed
/// legend, and one app line under the (V) dishes.
fn diner(app_line: &str) -> Builder {
    restaurant()
        .priced_dish(
            "Plates",
            "Smothered Pork Chop",
            "bone-in pork chop, onion gravy",
            17.0,
            &[],
        )
        .priced_dish(
            "Plates",
            "Fried Chicken Dinner",
            "buttermilk fried chicken, slaw",
            16.0,
            &[],
        )
        .priced_dish("Drinks", "Sweet Tea", "", 3.0, &[])
        .priced_dish(
            "Meatless",
            "Black-eyed Pea Cakes (V)",
            "black-eyed peas, scallion, remoulade",
            12.0,
            &["vegetarian"],
        )
        .priced_dish(
            "Meatless",
            "Collard Melt (V)",
            "braised collards, swiss, rye",
            11.0,
            &["vegetarian"],
        )
        .priced_dish(
            "Meatless",
            "Okra & Tomato Stew (V)",
            "okra, tomato, rice",
            13.0,
            &["vegetarian"],
        )
        .sectioned_line(
            "Meatless",
            "(V) Vegetarian: no meat, no fish, no meat stock.",
            FRESH,
        )
        .sectioned_line("Meatless", app_line, FRESH)
}

fn vegetarian(app_line: &str) -> Decision {
    decision_for(&diner(app_line).build(), Diet::Vegetarian)
}

#[test]
fn an_app_widget_naming_other_items_keeps_the_labelled_dishes_fit() {
    for line in [
        // Listed meat dishes, an item of the drinks list and items the
        // menu does not list at all.
        "Customers also ordered: Smothered Pork Chop · Sweet Tea",
        "People also order: Fried Chicken Dinner · Peach Cobbler",
        "Frequently bought together: Chicken Liver Plate · Banana Pudding",
        "You may also like: Shrimp & Grits · Sweet Tea",
        "Popular with groups: Whole Hog Platter (serves 6)",
    ] {
        assert_eq!(vegetarian(line), Decision::Fit, "{line}");
    }
}

#[test]
fn an_app_widget_saying_something_of_the_labelled_dishes_never_gives_fit() {
    for line in [
        // An entry naming a labelled dish with an animal product.
        "Customers also ordered: Collard Melt with bacon · Sweet Tea",
        // A change asked of the dishes, or a sentence of how they are made.
        "Frequently bought together: Sweet Tea · extra ham on any stew",
        "You may also like: Okra & Tomato Stew (made with ham hock)",
        "People also order: our collards, cooked down with smoked turkey",
    ] {
        assert_ne!(vegetarian(line), Decision::Fit, "{line}");
    }
}

/// A fish house: its fish dishes (the pescatarian's food), two meat
/// dishes, and one kitchen line under the fish.
fn fish_house(kitchen_line: &str) -> Builder {
    restaurant()
        .sectioned_dish(
            "Seafood",
            "Grilled Sea Bream",
            "sea bream, lemon, potatoes",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Seafood",
            "Shrimp Skewers",
            "shrimp, garlic, parsley",
            &[],
            FRESH,
        )
        .sectioned_dish("Seafood", "Fried Squid", "squid, flour, aioli", &[], FRESH)
        .sectioned_dish(
            "Grill",
            "Pork Souvlaki",
            "pork neck, pita, onion",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Grill",
            "Lamb Chops",
            "lamb chops, oregano, lemon",
            &[],
            FRESH,
        )
        .sectioned_line("Seafood", kitchen_line, FRESH)
}

fn pescatarian(kitchen_line: &str) -> Decision {
    decision_for(&fish_house(kitchen_line).build(), Diet::Pescatarian)
}

#[test]
fn a_line_sending_the_meat_to_other_equipment_keeps_the_fish_fit() {
    for line in [
        "Seafood gets a grill of its own; the pork and lamb go on another grill.",
        "Our fish has its own fryer, the lamb another.",
        "The pork goes on a separate grill.",
        "El pescado tiene su propia plancha; el cerdo se hace en otra plancha.",
        "El marisco va a la parrilla pequeña; el cordero a la plancha, aparte.",
        "Riba se peče na svom gradelu, meso na drugom.",
    ] {
        assert_eq!(pescatarian(line), Decision::Fit, "{line}");
    }
}

#[test]
fn a_line_sharing_the_equipment_or_the_meat_never_gives_fit() {
    for line in [
        "Each fillet goes on the same plancha as the meat.",
        "We fry the squid in the oil we use for the lamb.",
        "The pork goes on a separate grill, but the fish is basted with its drippings.",
        "El cerdo va a la plancha, aparte, y el pescado se unta con su grasa.",
        "The lamb goes on another grill, the one the fish shares.",
    ] {
        assert_ne!(pescatarian(line), Decision::Fit, "{line}");
    }
}

#[test]
fn shared_equipment_still_blocks_a_diner_who_excludes_cross_contact() {
    let strict = UserProfile {
        exclude_cross_contamination: true,
        ..UserProfile::new(Diet::Pescatarian)
    };
    for line in [
        "Our seafood is cooked on the same plancha as the meat.",
        "Seafood and meat share one grill.",
    ] {
        let evaluation = dietfit_scoring::evaluate(&fish_house(line).build(), NOW);
        let decision = dietfit_scoring::decide(&evaluation, &strict, NOW)
            .match_for_profile
            .decision;
        assert_ne!(decision, Decision::Fit, "{line}");
    }
}

#[test]
fn a_recommending_lead_in_of_any_length_reads_what_follows_as_entries() {
    // "You may also like", "You'll also love", "Guests often order": the
    // lead-in likens and wishes nothing, however many words it runs to,
    // and one entry after it is an entry, not the name of a dish of its
    // own that keeps its meat to itself.
    for line in [
        "You may also like: our pea cakes, pan-fried in bacon fat",
        "You'll also love: the collard melt, the collards braised with smoked turkey",
        "Diners often order: okra stew cooked down with a ham bone",
        "You might like: the okra stew simmered in chicken stock",
    ] {
        assert_ne!(vegetarian(line), Decision::Fit, "{line}");
    }
    for line in [
        "You might also enjoy: Smothered Pork Chop, Sweet Tea",
        "Guests usually order: Fried Chicken Dinner, Peach Cobbler",
    ] {
        assert_eq!(vegetarian(line), Decision::Fit, "{line}");
    }
}

#[test]
fn an_unpriced_line_tying_a_product_to_a_labelled_dish_by_its_name_never_gives_fit() {
    // No verb of its own, but the labelled dish's own words and a making
    // phrase: the line speaks of that dish, it is no dish keeping its
    // product to itself.
    for line in [
        "Tomato stew, cooked down in smoked turkey fat",
        "Pea cakes like Grandma's, fried in lard",
        "Sunday supper: the collard melt, finished with crispy bacon",
        "Nothing beats our tomato stew, slow simmered with a ham bone",
    ] {
        assert_ne!(vegetarian(line), Decision::Fit, "{line}");
    }
    // A labelled dish's making told with plants only.
    for line in [
        "Tomato stew, simmered with bay leaf and thyme",
        "Pea cakes, fried in peanut oil",
    ] {
        assert_eq!(vegetarian(line), Decision::Fit, "{line}");
    }
}

/// A noodle bar: two meat mains, three (VG) mains, and one unpriced line
/// printed under a heading of its own.
fn noodle_bar(line: &str) -> Builder {
    restaurant()
        .priced_dish(
            "Mains",
            "Chicken Pad Thai",
            "rice noodles, chicken, peanuts, egg",
            15.0,
            &[],
        )
        .priced_dish(
            "Mains",
            "Beef Panang",
            "beef, panang curry, kaffir lime",
            17.0,
            &[],
        )
        .priced_dish(
            "Mains",
            "Tofu Red Curry (VG)",
            "tofu, pumpkin, coconut milk",
            14.0,
            &["vegan"],
        )
        .priced_dish(
            "Mains",
            "Drunken Noodles (VG)",
            "flat rice noodles, thai basil, tofu",
            14.0,
            &["vegan"],
        )
        .priced_dish(
            "Mains",
            "Green Papaya Salad (VG)",
            "papaya, lime, chili, peanuts",
            11.0,
            &["vegan"],
        )
        .sectioned_line("Good to Know", line, FRESH)
}

#[test]
fn an_unpriced_line_tying_a_product_to_a_labelled_dishs_kind_never_gives_fit() {
    // Only the kind the labelled dishes are of (a head word, plural or in
    // a compound, or a word of their make) and a sentence's shape: the
    // line speaks of those dishes.
    let vegan = |line: &str| decision_for(&noodle_bar(line).build(), Diet::StrictVegan);
    for line in [
        "Curries - fried off in pork fat",
        "Curry base contains fish sauce",
        "Noodle plates: wok-tossed with oyster sauce",
        "Papaya salad base has dried shrimp",
        "Curry paste = shrimp paste and garlic",
    ] {
        assert_ne!(vegan(line), Decision::Fit, "{line}");
    }
    // Unpriced entries naming their own meat, with no sentence's shape.
    for line in [
        "Prawn Red Curry",
        "Chicken Noodle Bowl",
        "Duck Curry \u{2014} seasonal price",
        "Crispy Pork w/ Chinese broccoli",
    ] {
        assert_eq!(vegan(line), Decision::Fit, "{line}");
    }
}
