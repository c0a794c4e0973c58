//! A keyed legend that defines its diet mark by the products it leaves
//! out, in the menu's own language (issue 16): each product a denial
//! names is left out of the marked dishes, so the legend keeps the fit;
//! a product the legend puts in, or a denial turned round, is never `fit`.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The decision for a strict vegan at a French bistro with three dishes
/// marked "(VG)" and three meat and fish dishes, whose legend line is
/// `legend`.
fn french_bistro_with_legend(legend: &str) -> Decision {
    let record = restaurant()
        .dish("Blanquette de veau", "veau, crème, champignons", FRESH)
        .dish("Poulet rôti", "poulet fermier, jus", FRESH)
        .dish("Brandade de morue", "morue, pommes de terre", FRESH)
        .labelled_dish(
            "Ratatouille (VG)",
            "courgette, aubergine, poivron",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Lentilles du Puy (VG)",
            "lentilles, carottes",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Galette de sarrasin (VG)",
            "sarrasin, poireaux",
            &["vegan"],
            FRESH,
        )
        .menu(legend, &[], FRESH)
        .build();
    decision_for(&record, Diet::StrictVegan)
}

/// The decision for a strict vegan at a Thai shop with three dishes
/// marked "(VG)" and three meat and fish dishes, whose legend line is
/// `legend`.
fn thai_shop_with_legend(legend: &str) -> Decision {
    let record = restaurant()
        .dish("ข้าวมันไก่ Khao Man Gai", "poached chicken, rice", FRESH)
        .dish("หมูปิ้ง Moo Ping", "grilled pork skewers", FRESH)
        .dish("ปลาทอด Fried Fish", "fried fish, chili", FRESH)
        .labelled_dish(
            "แกงเขียวหวานเจ Green Curry Jay (VG)",
            "tofu, eggplant, basil",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "ผัดผักเจ Stir-fried Greens (VG)",
            "morning glory, garlic",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "ตำแตงเจ Cucumber Salad (VG)",
            "cucumber, lime, peanuts",
            &["vegan"],
            FRESH,
        )
        .menu(legend, &[], FRESH)
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn a_french_legend_that_denies_each_product_keeps_the_fit() {
    for legend in [
        "(VG) Végétalien : pas de lait, pas de fromage, pas de bouillon de volaille, pas d'œuf.",
        "(VG) Végétalien : pas de crème, pas de lardons, pas d'oeufs.",
        "(VG) Végétalien : pas de beurre, pas d’œuf.",
        "(VG) Végétalien : pas de viande ni de poisson, pas de miel.",
    ] {
        assert_eq!(french_bistro_with_legend(legend), Decision::Fit, "{legend}");
    }
}

#[test]
fn a_french_legend_that_puts_a_product_in_or_turns_its_denial_round_is_never_fit() {
    for legend in [
        // Not too much butter: butter all the same.
        "(VG) Végétalien : pas trop de beurre.",
        "(VG) Végétalien : du lait et des œufs.",
    ] {
        assert_ne!(french_bistro_with_legend(legend), Decision::Fit, "{legend}");
    }
}

#[test]
fn a_thai_legend_that_denies_fermented_fish_keeps_the_fit() {
    for legend in [
        "(VG) เจ: ไม่ใส่ปลาร้า ไม่ใส่น้ำปลา / No pla ra, no fish sauce.",
        "(VG) เจ: ไม่ใช้ปลาแดก ไม่มีไข่ / No pla daek, no egg.",
    ] {
        assert_eq!(thai_shop_with_legend(legend), Decision::Fit, "{legend}");
    }
}

#[test]
fn a_thai_legend_that_puts_fermented_fish_in_is_never_fit() {
    for legend in [
        // "Pla ra put in": no denial before it.
        "(VG) เจ: ใส่ปลาร้านิดหน่อย",
        // "It cannot be without pla ra": the denial is turned round.
        "(VG) เจ: ไม่ใส่ปลาร้าไม่ได้",
    ] {
        assert_ne!(thai_shop_with_legend(legend), Decision::Fit, "{legend}");
    }
}

/// The decision for a strict vegan at a diner with three dishes marked
/// "(VG)" and two meat dishes, whose line defining the code is `legend`,
/// printed among them as an unpriced line of their section.
fn diner_with_code_definition(legend: &str) -> Decision {
    let record = restaurant()
        .sectioned_dish(
            "Plates",
            "Pork Chop",
            "grilled pork chop, apple",
            &[],
            FRESH,
        )
        .sectioned_dish("Plates", "Turkey Club", "turkey, bacon, toast", &[], FRESH)
        .sectioned_dish(
            "Plates",
            "Bean Chili (VG)",
            "kidney beans, peppers",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Plates",
            "Barley Pilaf (VG)",
            "barley, leeks, parsley",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "Plates",
            "Lentil Cottage Pie (VG)",
            "green lentils, carrot, mashed potato",
            &["vegan"],
            FRESH,
        )
        .sectioned_line("Plates", legend, FRESH)
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn a_code_definition_that_only_denies_keeps_the_fit() {
    for legend in [
        "(VG) Vegan: no meat, no fish, no eggs, no honey.",
        // A turn that names no animal product, and a sentence after the
        // definition that names none.
        "(VG) Vegan: no meat. The kitchen is busy.",
        "(VG) Vegan: no meat or cheese, but plenty of beans.",
        "(VG) vegano: sin carne ni huevo, pero con mucha verdura.",
    ] {
        assert_eq!(
            diner_with_code_definition(legend),
            Decision::Fit,
            "{legend}"
        );
    }
}

#[test]
fn a_code_definition_that_turns_to_a_product_the_dishes_hold_is_never_fit() {
    for legend in [
        "(VG) Vegan: no cheese, but cooked in beef broth.",
        "(VG) Vegan: no eggs; the greens are finished with bacon fat.",
        "(VG) Vegan: no meat, except anchovies in the dressing.",
        "(VG) Vegan: no meat; may contain honey.",
        "(VG) vegano: sin queso, pero con manteca de cerdo.",
        "(VG) Vegan: kein Fleisch, aber mit Hühnerbrühe.",
        "(VG) vegano: niente carne, ma con brodo di pollo.",
        "(VG) vegano: sem carne, mas com caldo de galinha.",
        "(VG) veganistisch: geen vlees, maar met kippenbouillon.",
    ] {
        assert_ne!(
            diner_with_code_definition(legend),
            Decision::Fit,
            "{legend}"
        );
    }
}

#[test]
fn a_french_code_definition_that_turns_to_a_product_is_never_fit_either() {
    for legend in [
        "(VG) Végétalien : sans œufs, mais cuit au bouillon de bœuf.",
        "(VG) Végétalien : pas de viande, sauf le fromage râpé.",
    ] {
        assert_ne!(
            diner_with_code_definition(legend),
            Decision::Fit,
            "{legend}"
        );
    }
}

/// The decision for `diet` at a taverna with a lamb stew, a grilled fish
/// and two dishes marked `code` and labelled `label` (one printed without
/// a description, under no heading), whose key line, in the kitchen's language and in
/// English, is `legend`.
fn taverna_with_two_marked_dishes(
    legend: &str,
    (code, label): (&str, &str),
    diet: Diet,
) -> Decision {
    let record = restaurant()
        .sectioned_dish("Mains", "Lamb Stew", "lamb shoulder, onions", &[], FRESH)
        .sectioned_dish("Mains", "Grilled Bream", "sea bream, lemon", &[], FRESH)
        .sectioned_dish(
            "Garden",
            &format!("Chard Pie {code}"),
            "chard, olive oil, herbs",
            &[label],
            FRESH,
        )
        .menu(&format!("Chickpea Fritters {code}"), &[label], FRESH)
        .sectioned_line("Garden", legend, FRESH)
        .build();
    decision_for(&record, diet)
}

#[test]
fn a_legend_denying_in_two_languages_keeps_the_fit() {
    for legend in [
        "(V) Végétarien : sans viande, sans anchois, sans fond de viande. No meat, no anchovy, no meat stock.",
        "(V) Végétarien : pas de viande, pas de poisson. No meat, no fish.",
        "(V) ベジタリアン：肉、かつお節のだし、豚の脂は使いません。No meat, no bonito stock, no pork fat.",
    ] {
        assert_eq!(
            taverna_with_two_marked_dishes(legend, ("(V)", "vegetarian"), Diet::Vegetarian),
            Decision::Fit,
            "{legend}"
        );
    }
    let greek = "(VG) Νηστίσιμο & vegan: χωρίς κρέας, ψάρι, γαλακτοκομικά, αυγά. No meat, fish, dairy or egg.";
    assert_eq!(
        taverna_with_two_marked_dishes(greek, ("(VG)", "vegan"), Diet::StrictVegan),
        Decision::Fit,
        "{greek}"
    );
}

#[test]
fn a_legend_naming_a_product_in_either_language_is_never_fit() {
    for legend in [
        // "With meat stock", "bonito stock is used": no denial.
        "(V) Végétarien : sans viande, avec fond de viande. No meat.",
        "(V) ベジタリアン：かつお節のだしを使います。No meat.",
    ] {
        assert_ne!(
            taverna_with_two_marked_dishes(legend, ("(V)", "vegetarian"), Diet::Vegetarian),
            Decision::Fit,
            "{legend}"
        );
    }
    let greek = "(VG) Νηστίσιμο: χωρίς κρέας. Με αυγά. No meat.";
    assert_ne!(
        taverna_with_two_marked_dishes(greek, ("(VG)", "vegan"), Diet::StrictVegan),
        Decision::Fit,
        "{greek}"
    );
}
