//! A line that speaks for a whole group of dishes — "all" or "every" of a
//! section saying what they contain, an option for all of them that swaps
//! out what each comes with, a choice group whose default option is marked
//! — carries its animal products to every dish of its section: a diet they
//! break is never `fit` on those dishes. A harmless group line, an optional
//! add-on and a marked plant default keep the fit.

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
