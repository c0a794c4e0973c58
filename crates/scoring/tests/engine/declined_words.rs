//! Animal words as languages that decline or join their words write them
//! (Russian and Polish cases, Dutch compounds, Japanese fats), and "the
//! same sauce" said of meat-free food after a sentence naming one, or
//! after a sentence in a language the engine does not read (issue 16).
//! Written in other words than the red-team corpus, with controls that
//! must stay `fit`.

use dietfit_contract::{Decision, Diet, UserProfile};
use dietfit_scoring::{decide, evaluate};

use crate::support::{Builder, FRESH, NOW, restaurant};

fn decision_for(record: &Builder, diet: Diet) -> Decision {
    let profile = UserProfile {
        diet,
        exclude_cross_contamination: false,
        dietary_rules: vec![],
    };
    decide(&evaluate(&record.build(), NOW), &profile, NOW)
        .match_for_profile
        .decision
}

/// A Russian canteen: three labelled vegan dishes under their heading, a
/// meat dish, and `note` printed under the vegan heading.
fn russian_canteen(note: &str) -> Builder {
    let vegan = "Постное / Vegan";
    restaurant()
        .sectioned_dish(
            "Горячее / Mains",
            "Голубцы / Cabbage Rolls",
            "свинина, рис, сметана",
            &[],
            FRESH,
        )
        .sectioned_dish(
            vegan,
            "Рагу овощное / Vegetable Stew (VG)",
            "кабачки, морковь",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            vegan,
            "Каша пшённая / Millet Porridge (VG)",
            "пшено, тыква",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            vegan,
            "Винегрет / Vinegret (VG)",
            "свёкла, огурцы",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(vegan, note, "", &[], FRESH)
        .review("Тихо, чисто, вкусно. Great vegan stew.", Some(5.0), FRESH)
}

#[test]
fn russian_animal_words_are_read_in_every_case() {
    // Genitive plural of a possessive adjective ("from lamb bones") and
    // prepositional of another ("in veal fat").
    for note in [
        "Рагу и каша у нас томятся на отваре из бараньих костей, так сытнее.",
        "Каша и рагу готовятся в телячьем жире, так вкуснее.",
    ] {
        assert_ne!(
            decision_for(&russian_canteen(note), Diet::StrictVegan),
            Decision::Fit,
            "{note}"
        );
    }
}

#[test]
fn a_russian_broth_named_of_a_plant_keeps_the_fit() {
    let note = "Рагу и каша у нас томятся на овощном бульоне, так сытнее.";
    assert_eq!(
        decision_for(&russian_canteen(note), Diet::StrictVegan),
        Decision::Fit
    );
}

/// A Dutch eetcafé: three labelled vegetarian dishes, a meat dish, and a
/// diner's `review`.
fn dutch_eetcafe(review: &str) -> Builder {
    restaurant()
        .labelled_dish(
            "Tofu Rendang (V)",
            "tahoe, kokos, rijst",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish(
            "Groentesoep (V)",
            "seizoensgroenten",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish(
            "Vega Shoarma (V)",
            "vegetarische kipstukjes, knoflooksaus, pita",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish(
            "Kipsaté met Friet",
            "kippendij, pindasaus, friet",
            &[],
            FRESH,
        )
        .review(review, Some(5.0), FRESH)
}

#[test]
fn a_dutch_meat_word_carried_by_the_same_broth_blocks_fit() {
    for review in [
        "De varkensribbetjes worden hier in een grote pan gestoofd. In hetzelfde vocht gaat daarna de tofu rendang.",
        "De kippenpoten trekken ze hier uren. Met dat vocht maken ze ook de groentesoep.",
    ] {
        assert_ne!(
            decision_for(&dutch_eetcafe(review), Diet::Vegetarian),
            Decision::Fit,
            "{review}"
        );
    }
}

#[test]
fn dutch_plant_chicken_and_an_honest_pointer_keep_the_fit() {
    // "vegetarische kipstukjes" on the shoarma is plant; the sauce pointed
    // back to is read whole and holds no animal product.
    let review = "Onze favoriet is de tofu rendang. De pindasaus maken ze zelf van pinda's en kokos. Dezelfde saus gaat ook op de tofu rendang.";
    assert_eq!(
        decision_for(&dutch_eetcafe(review), Diet::Vegetarian),
        Decision::Fit
    );
}

/// A Polish milk bar: three labelled vegetarian dishes, a meat dish, and a
/// diner's `review`.
fn polish_milk_bar(review: &str) -> Builder {
    restaurant()
        .labelled_dish(
            "Pierogi ruskie (V)",
            "ziemniaki, twaróg, cebula",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish(
            "Placki ziemniaczane (V)",
            "ze śmietaną",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish(
            "Zupa grzybowa (V)",
            "borowiki, ziemniaki",
            &["vegetarian"],
            FRESH,
        )
        .labelled_dish("Gulasz", "wieprzowina, papryka", &[], FRESH)
        .review(review, Some(5.0), FRESH)
}

#[test]
fn a_polish_meat_word_carried_by_the_same_broth_blocks_fit() {
    let review = "Gulasz gotują na wołowych kościach przez całą noc. Grzybowa z karty jarskiej też jest na tym samym wywarze.";
    assert_ne!(
        decision_for(&polish_milk_bar(review), Diet::Vegetarian),
        Decision::Fit
    );
}

#[test]
fn a_polish_review_pointing_nowhere_keeps_the_fit() {
    let review = "Pierogi ruskie z karty jarskiej są najlepsze w mieście. Obsługa miła.";
    assert_eq!(
        decision_for(&polish_milk_bar(review), Diet::Vegetarian),
        Decision::Fit
    );
}

/// A tempura counter: three labelled vegan dishes and `note` under them.
fn tempura_counter(note: &str) -> Builder {
    let vegan = "ヴィーガン Vegan";
    restaurant()
        .sectioned_dish("天ぷら Tempura", "海老天 Prawn Tempura", "海老", &[], FRESH)
        .sectioned_dish(
            vegan,
            "野菜天 Vegetable Tempura (VG)",
            "季節の野菜",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            vegan,
            "かぼちゃ天 Pumpkin Tempura (VG)",
            "かぼちゃ",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            vegan,
            "なす天 Eggplant Tempura (VG)",
            "なす",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(vegan, note, "", &[], FRESH)
}

#[test]
fn japanese_beef_tallow_blocks_fit() {
    let note = "天ぷら油には牛のヘットを混ぜて、香りを出しています。";
    assert_ne!(
        decision_for(&tempura_counter(note), Diet::StrictVegan),
        Decision::Fit
    );
}

#[test]
fn japanese_rice_oil_keeps_the_fit() {
    let note = "天ぷら油は米油だけを使っています。";
    assert_eq!(
        decision_for(&tempura_counter(note), Diet::StrictVegan),
        Decision::Fit
    );
}

/// An Italian place with three labelled vegan dishes and a diner's
/// `review`.
fn trattoria(review: &str) -> Builder {
    restaurant()
        .labelled_dish(
            "Vegan Lasagne",
            "lentil ragù, spinach, tomato",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Vegan Arrabbiata",
            "penne, chilli, tomato",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "Vegan Minestrone",
            "beans, greens, tomato",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Osso Buco", "veal shank, gremolata", &[], FRESH)
        .review(review, Some(5.0), FRESH)
}

#[test]
fn the_same_sauce_after_a_sentence_the_engine_cannot_read_blocks_fit() {
    // Hungarian, a language the engine does not read: what the sauce
    // holds cannot be told.
    let review = "A szószt minden reggel a konyhában főzik, nagyon finom és sűrű. The same sauce goes on the vegan lasagne.";
    assert_ne!(
        decision_for(&trattoria(review), Diet::StrictVegan),
        Decision::Fit
    );
}

#[test]
fn the_same_sauce_after_a_sentence_read_whole_keeps_the_fit() {
    let review =
        "They make the tomato sauce fresh every morning. The same sauce goes on the vegan lasagne.";
    assert_eq!(
        decision_for(&trattoria(review), Diet::StrictVegan),
        Decision::Fit
    );
}
