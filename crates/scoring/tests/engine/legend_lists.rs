//! A keyed legend's list of denials in the kitchen's own language (issue
//! 16): each item a "no" opens is denied, and nothing more; an item
//! without its own "no", or a word the "no" only begins, keeps its
//! product, so the food is never `fit` on it.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The decision for `diet` at a Cantonese roast-meat shop whose two (VG)
/// dishes, labelled vegan, sit under `legend`.
fn at_a_roast_shop(legend: &str, diet: Diet) -> Decision {
    let record = restaurant()
        .sectioned_dish(
            "燒味 Roasts",
            "燒鴨 Roast Duck (1/4)",
            "with plum sauce",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "燒味 Roasts",
            "白切雞 White Cut Chicken",
            "ginger scallion oil",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "粉麵 Noodles",
            "叉燒撈麵 Char Siu Lo Mein",
            "roast pork, egg noodles",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "全素 Vegan",
            "齋炒河 Vegetable Chow Fun (VG)",
            "rice noodles, bean sprouts, soy",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "全素 Vegan",
            "麻婆豆腐 Mapo Tofu (VG)",
            "tofu, chili bean paste, rice",
            &["vegan"],
            FRESH,
        )
        .sectioned_line("全素 Vegan", legend, FRESH)
        .review(
            "The duck skin crackles, the best in town.",
            Some(5.0),
            FRESH,
        )
        .review("Vegan chow fun was smoky and light.", Some(5.0), FRESH)
        .build();
    decision_for(&record, diet)
}

#[test]
fn a_legend_whose_every_item_opens_with_its_own_no_keeps_the_fit() {
    for legend in [
        "(VG) 全素: 無肉、無蠔油、無魚露、無蛋。另用一個鑊。No meat, no oyster sauce, no fish sauce, no egg; a wok of its own.",
        "(VG) 全素: 冇肉、冇蠔油、冇魚露。No meat, no oyster sauce, no fish sauce.",
        "(VG) 纯素: 无肉、无蚝油、无鱼露。No meat, no oyster sauce, no fish sauce.",
    ] {
        assert_eq!(
            at_a_roast_shop(legend, Diet::StrictVegan),
            Decision::Fit,
            "{legend}"
        );
    }
}

#[test]
fn an_item_without_its_own_no_or_a_word_the_no_begins_is_never_fit() {
    for legend in [
        // No fish sauce; oyster sauce.
        "(VG) 全素: 無魚露、蠔油。Made with oyster sauce.",
        // Boneless chicken and oyster sauce.
        "(VG) 全素: 無骨雞肉、蠔油。",
        // The oyster sauce item goes on: "no oyster sauce is added to
        // the vegetables" is no list item.
        "(VG) 全素: 無蠔油菜心。Choy sum in oyster sauce.",
    ] {
        assert_ne!(
            at_a_roast_shop(legend, Diet::StrictVegan),
            Decision::Fit,
            "{legend}"
        );
    }
}

/// The decision for a vegetarian at an Alpine hut whose two (V) dishes,
/// labelled vegetarian, sit under `legend`.
fn at_an_alpine_hut(legend: &str) -> Decision {
    let record = restaurant()
        .sectioned_dish(
            "Hauptgang",
            "Hackbraten mit Zwiebelsauce",
            "Hackfleisch, Zwiebeln, Rösti",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Hauptgang",
            "Rindsbraten",
            "Rindfleisch, Kartoffelstock",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Kalte Teller",
            "Bergteller",
            "Rohschinken, Bergkäse, Essiggurken",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "Vegetarisch",
            "Käseknöpfli (V)",
            "Knöpfli, Bergkäse, Röstzwiebeln",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_dish(
            "Vegetarisch",
            "Gemüsestrudel (V)",
            "Lauch, Karotten, Blätterteig",
            &["vegetarian"],
            FRESH,
        )
        .sectioned_line("Vegetarisch", legend, FRESH)
        .review("Schöne Hütte, freundliche Bedienung.", Some(5.0), FRESH)
        .build();
    decision_for(&record, Diet::Vegetarian)
}

#[test]
fn without_a_meat_stock_compound_in_a_legend_keeps_the_fit() {
    let legend = "(V) vegetarisch: ohne Fleisch, ohne Rindsbouillon, ohne Speck, mit Gemüsebouillon. No meat, no beef stock, no bacon.";
    assert_eq!(at_an_alpine_hut(legend), Decision::Fit);
}

#[test]
fn a_meat_stock_compound_the_legend_uses_is_never_fit() {
    let legend =
        "(V) vegetarisch: ohne Fleisch, mit Hühnerbouillon. No meat, made with chicken stock.";
    assert_ne!(at_an_alpine_hut(legend), Decision::Fit);
}
