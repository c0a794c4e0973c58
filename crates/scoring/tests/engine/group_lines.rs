//! A line that speaks for a whole group of dishes — "all" or "every" of a
//! section saying what they contain, an option for all of them that swaps
//! out what each comes with, a choice group whose default option is marked
//! — carries its animal products to every dish of its section: a diet they
//! break is never `fit` on those dishes. So does a line saying what all of
//! them are made with ("all are cooked with ..."), under no section of
//! dishes for the whole menu, and a line putting a listed condiment on the
//! dishes by name carries that condiment's own line. A harmless group
//! line, an optional add-on, a marked plant default, a kind of dish and a
//! plant condiment keep the fit.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// A noodle house with two meat bowls elsewhere and three dishes in the
/// section "Specials" (fish and shrimp for a pescatarian, vegan-labelled
/// vegetables and tofu otherwise), with `group` printed as an unpriced line
/// of that section.
fn section_with_group_line(diet: Diet, group: &str) -> Decision {
    let pescatarian = diet == Diet::Pescatarian;
    let labels: &[&str] = if pescatarian { &[] } else { &["vegan"] };
    let dishes = if pescatarian {
        [
            ("Grilled Mackerel Bowl", "mackerel, rice, pickles"),
            ("Prawn Noodles", "prawns, egg noodles, greens"),
            ("Squid Stir-Fry", "squid, peppers, onion"),
        ]
    } else {
        [
            ("Garden Noodles (VG)", "wheat noodles, bok choy, mushrooms"),
            ("Mapo Tofu Pot (VG)", "tofu, chilli bean paste, scallion"),
            ("Lotus Root Pot (VG)", "lotus root, potato, wood ear"),
        ]
    };
    let mut record = restaurant()
        .sectioned_dish(
            "Classics",
            "Beef Brisket Noodles",
            "brisket, broth",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Classics",
            "Chicken Rice",
            "poached chicken, rice",
            &[],
            FRESH,
        );
    for (name, description) in dishes {
        record = record.sectioned_dish("Specials", name, description, labels, FRESH);
    }
    let record = record
        .sectioned_line("Specials", group, FRESH)
        .review("Quick service and a bright, spicy broth.", Some(5.0), FRESH)
        .build();
    decision_for(&record, diet)
}

#[test]
fn a_group_line_naming_meat_for_all_its_dishes_blocks_fit() {
    for (diet, group) in [
        (
            Diet::Pescatarian,
            "Every special here - contains: wheat, soy, chicken broth",
        ),
        (
            Diet::Pescatarian,
            "Todos los especiales contienen caldo de res",
        ),
        (
            Diet::Pescatarian,
            "Setiap menu spesial — mengandung / contains: kedelai, kaldu ayam",
        ),
        (Diet::Pescatarian, "每份均含：午餐肉2片、米饭一碗"),
        (
            Diet::Pescatarian,
            "Options for all specials: swap the ham hock for extra mushrooms (+$2)",
        ),
        (
            Diet::StrictVegan,
            "Choose your broth (required): ● pork bone broth (default) ○ kombu +$1 ○ clear",
        ),
        (
            Diet::StrictVegan,
            "Elige tu caldo: ○ verduras · ● caldo de pollo (por defecto)",
        ),
    ] {
        let decision = section_with_group_line(diet, group);
        assert_ne!(decision, Decision::Fit, "{diet:?}: {group}");
    }
}

#[test]
fn a_harmless_group_line_or_an_optional_add_on_keeps_the_fit() {
    for (diet, group) in [
        (
            Diet::Pescatarian,
            "Every special comes with steamed rice and pickled radish",
        ),
        (
            Diet::Pescatarian,
            "All specials include a cup of jasmine tea",
        ),
        (
            Diet::StrictVegan,
            "Add chicken +$3 · add a fried egg +$1.50",
        ),
        (
            Diet::StrictVegan,
            "选锅底 Choose your base: ● 番茄 Tomato（默认 default）○ 牛油麻辣 Butter Mala +$1",
        ),
        (
            Diet::StrictVegan,
            "Options for all specials: swap the rice for noodles",
        ),
    ] {
        let decision = section_with_group_line(diet, group);
        assert_eq!(decision, Decision::Fit, "{diet:?}: {group}");
    }
}

#[test]
fn a_group_line_saying_what_all_are_made_with_blocks_fit() {
    for (diet, group) in [
        (
            Diet::StrictVegan,
            "Each one of them is braised with a smoked pork knuckle.",
        ),
        (
            Diet::StrictVegan,
            "Everything in this section gets fried in chicken fat",
        ),
        (
            Diet::StrictVegan,
            "slow-cooked in beef dripping, every single one",
        ),
        (Diet::StrictVegan, "Todos se cocinan con caldo de res"),
        (
            Diet::Pescatarian,
            "All of these are simmered with bacon lardons",
        ),
        (
            Diet::Pescatarian,
            "Our specials are all seasoned with chicken bouillon",
        ),
    ] {
        let decision = section_with_group_line(diet, group);
        assert_ne!(decision, Decision::Fit, "{diet:?}: {group}");
    }
}

#[test]
fn a_plant_make_keeps_the_fit() {
    for (diet, group) in [
        (
            Diet::StrictVegan,
            "Every special is cooked with rice bran oil",
        ),
        (
            Diet::Pescatarian,
            "All specials are made with love and garlic",
        ),
        (
            Diet::Pescatarian,
            "pan-fried in sesame oil, every one of them",
        ),
    ] {
        let decision = section_with_group_line(diet, group);
        assert_eq!(decision, Decision::Fit, "{diet:?}: {group}");
    }
}

/// A small menu with no sections: three dishes (vegan-labelled, or fish
/// for a pescatarian) and a steak, with `note` as an unpriced line before
/// them or after them.
fn menu_without_sections(diet: Diet, note: &str, first: bool) -> Decision {
    let mut record = restaurant();
    if first {
        record = record.menu(note, &[], FRESH);
    }
    record = record.dish("Ribeye", "ribeye steak, fries", FRESH);
    for (name, description) in if diet == Diet::Pescatarian {
        [
            ("Seared Salmon", "salmon, lentils, greens"),
            ("Fish Tacos", "battered cod, slaw, lime"),
            ("Mussels", "mussels, white wine, shallot"),
        ]
    } else {
        [
            ("Lentil Stew (VG)", "lentils, carrot, cumin"),
            ("Falafel Wrap (VG)", "falafel, tahini, pickles"),
            ("Roast Squash (VG)", "squash, dukkah, herbs"),
        ]
    } {
        record = if diet == Diet::Pescatarian {
            record.dish(name, description, FRESH)
        } else {
            record.labelled_dish(name, description, &["vegan"], FRESH)
        };
    }
    if !first {
        record = record.menu(note, &[], FRESH);
    }
    let record = record
        .review("Lovely little place, quick lunch.", Some(5.0), FRESH)
        .build();
    decision_for(&record, diet)
}

#[test]
fn a_line_under_no_section_speaks_for_the_whole_menu() {
    for diet in [Diet::StrictVegan, Diet::Pescatarian] {
        for (note, first) in [
            ("Everything we serve is cooked with pork stock.", true),
            ("All dishes are finished with a ladle of chicken jus", false),
            ("Each and every plate is made with beef tallow", false),
        ] {
            let decision = menu_without_sections(diet, note, first);
            assert_ne!(decision, Decision::Fit, "{diet:?}: {note}");
        }
        for (note, first) in [
            ("All dishes come with warm flatbread", false),
            ("Everything is cooked in sunflower oil", true),
        ] {
            let decision = menu_without_sections(diet, note, first);
            assert_eq!(decision, Decision::Fit, "{diet:?}: {note}");
        }
    }
}

/// A rice house: a chicken plate, three vegan rice bowls, condiments on
/// lines of their own (one with shrimp paste, one of plants) and `line`
/// under the rice plates.
fn rice_house_with_condiments(line: &str) -> Decision {
    let record = restaurant()
        .sectioned_dish(
            "Rice Plates",
            "Ayam Bakar Plate",
            "grilled chicken, rice, cucumber",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Rice Plates",
            "Tempeh Bowl (VG)",
            "tempeh, rice, greens",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Rice Plates",
            "Tofu Bowl (VG)",
            "tofu, rice, bean sprouts",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Rice Plates",
            "Jackfruit Bowl (VG)",
            "young jackfruit, rice, long beans",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Condiments",
            "Sambal Bajak",
            "fried chilli, dried shrimp paste, palm sugar",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Condiments",
            "Sambal Ijo",
            "green chilli, shallot, lime",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Sides",
            "House Pickles",
            "cucumber, carrot, rice vinegar",
            &[],
            FRESH,
        )
        .sectioned_line("Rice Plates", line, FRESH)
        .review("Generous plates and friendly staff.", Some(5.0), FRESH)
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn a_line_putting_a_listed_condiment_on_dishes_carries_its_own_line() {
    for line in [
        "A dollop of sambal goes on every plate, the vegan bowls too.",
        "All plates come with our sambal",
        "Every bowl leaves the pass with sambal bajak, vegan ones included",
    ] {
        assert_ne!(rice_house_with_condiments(line), Decision::Fit, "{line}");
    }
    for line in [
        "The vegan bowls get sambal ijo in its place.",
        "All plates come with rice",
        "Every plate gets our house pickles",
    ] {
        assert_eq!(rice_house_with_condiments(line), Decision::Fit, "{line}");
    }
}

/// A set's piece named by one half of another entry's two-script name
/// ("bacon maki" for "ベーコン巻き Bacon Maki") holds that entry.
#[test]
fn a_set_piece_named_as_another_entry_holds_it() {
    let set = |piece: &str| {
        let record = restaurant()
            .sectioned_dish(
                "Skewers",
                "ねぎま Negima",
                "chicken thigh, leek",
                &[],
                FRESH,
            )
            .sectioned_dish(
                "Wrapped",
                "トマト巻き Tomato Maki",
                "cherry tomato wrapped in bacon",
                &[],
                FRESH,
            )
            .sectioned_dish(
                "Sets",
                "Garden Skewer Set (V)",
                &format!("eringi, okra, {piece}, corn"),
                &["vegetarian"],
                FRESH,
            )
            .sectioned_dish(
                "Small Plates",
                "Grilled Rice Ball (V)",
                "rice, soy glaze",
                &["vegetarian"],
                FRESH,
            )
            .sectioned_dish(
                "Small Plates",
                "Edamame (V)",
                "salted soybeans",
                &["vegetarian"],
                FRESH,
            )
            .review("Cozy counter, friendly chef.", Some(5.0), FRESH)
            .build();
        decision_for(&record, Diet::Vegetarian)
    };
    assert_ne!(set("tomato maki"), Decision::Fit);
    assert_eq!(set("shishito"), Decision::Fit);
}
