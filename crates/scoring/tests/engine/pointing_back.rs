//! Words pointing back across sentences (issue 16): a diner's sentence
//! after one naming a meat dish that carries its product into the
//! meat-free food the fit rests on is never `fit`; one that only speaks of
//! that food stays `fit`.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The decision for a strict vegan at a taqueria with four labelled vegan
/// dishes and two meat dishes, after one review.
fn after_review(review: &str) -> Decision {
    let record = restaurant()
        .labelled_dish("Tofu Curry", "tofu, coconut, rice", &["vegan"], FRESH)
        .labelled_dish(
            "Veggie Tacos",
            "beans, salsa, corn tortilla",
            &["vegan"],
            FRESH,
        )
        .labelled_dish("Bean Burrito", "beans, rice, salsa", &["vegan"], FRESH)
        .labelled_dish("Lentil Soup", "lentils, carrot", &["vegan"], FRESH)
        .dish("Pozole Rojo", "pork shoulder, hominy, guajillo", FRESH)
        .dish("Lamb Shank", "braised lamb, rosemary", FRESH)
        .review("Great vegan food, friendly staff.", Some(5.0), FRESH)
        .review(review, Some(5.0), FRESH)
        .build();
    decision_for(&record, Diet::StrictVegan)
}

#[test]
fn a_share_or_a_known_part_carried_into_the_vegan_food_is_never_fit() {
    for review in [
        "Great lamb. The veggie tacos get some too.",
        "Great lamb. Our veggie tacos, the dal and the greens take a little too.",
        "The lamb shank was superb. The fat goes onto the vegan tacos, too.",
        "Die Haxe war super. Das Fett kommt in alle Bratkartoffeln, auch die veganen.",
        "The carnitas were great. El caldo va en todas las sopas, también en las veganas.",
    ] {
        assert_ne!(after_review(review), Decision::Fit, "{review}");
    }
}

#[test]
fn a_share_or_a_part_that_stays_with_its_own_food_keeps_the_fit() {
    for review in [
        "The lamb shank was superb. The broth in the vegan curry was lighter.",
        "The lamb shank was superb. The vegan curry has some heat too.",
        "Great lamb shank. The vegan tacos have one too.",
        "The pork was tender. The vegan tacos have some of the best salsa in town.",
    ] {
        assert_eq!(after_review(review), Decision::Fit, "{review}");
    }
}

#[test]
fn a_listed_meat_dish_named_only_by_its_name_and_pointed_back_to_is_never_fit() {
    for review in [
        // The menu's pozole holds pork; the review never says so.
        "The pozole hit the spot. Its broth is ladled over the veggie tacos as well.",
        "We shared a pozole. Nice patio. Its broth goes into the vegan lentil soup too.",
        "The pozole was spicy. The cooking liquid is poured over the vegan tofu curry too.",
    ] {
        assert_ne!(after_review(review), Decision::Fit, "{review}");
    }
}

#[test]
fn a_listed_meat_dish_named_beside_meat_free_food_it_gives_nothing_keeps_the_fit() {
    for review in [
        "The pozole hit the spot. The veggie tacos were fresh too.",
        "The pozole hit the spot. It was nice to see vegan tacos on the menu.",
        "The pozole hit the spot. The vegan tacos come with their own salsa.",
        // No listed dish is named before the pointing word.
        "Their salsa verde is great. It goes on the veggie tacos too.",
    ] {
        assert_eq!(after_review(review), Decision::Fit, "{review}");
    }
}

#[test]
fn a_german_compound_of_an_animal_and_its_part_pointed_back_to_is_never_fit() {
    for review in [
        "Die Köchin nimmt Kalbsknochen, die in jeden Eintopf kommen, auch in den veganen.",
        "Sie kochen Hühnerknochen den ganzen Tag. Der Sud geht in alle Suppen, auch die veganen.",
        "Das Schweineschmalz, das in jede Pfanne kommt, auch in die vegane, gibt den Geschmack.",
        // Austrian: the beef stock a potato salad is dressed with.
        "Den veganen Erdäpfelsalat machen sie mit einem Schuss Rindsuppe an.",
    ] {
        assert_ne!(after_review(review), Decision::Fit, "{review}");
    }
}

#[test]
fn a_german_compound_of_a_plant_and_its_part_keeps_the_fit() {
    for review in [
        "Die Köchin nimmt Gemüsebrühe, die in jeden Eintopf kommt, auch in den veganen.",
        "Sie braten mit Pflanzenfett. Das Fett geht in alle Pfannen, auch die veganen.",
        "Den veganen Erdäpfelsalat machen sie mit einem Schuss Gemüsesuppe an.",
    ] {
        assert_eq!(after_review(review), Decision::Fit, "{review}");
    }
}

#[test]
fn the_same_broth_beside_a_sentence_typed_without_diacritics_is_never_fit() {
    for review in [
        // Polish, Turkish, Vietnamese and Tagalog typed on a phone: the
        // sentence before says what went into the broth, in words the
        // engine does not read. (A review wholly in ASCII is asked where
        // a word opens on "veg" or the lexicon finds meat-free food.)
        "Kapusniak gotuja codziennie rano, pachnie swietnie. Zupa vege tez jest na tym samym wywarze.",
        "Ev yemekleri her gun taze pisiyor burada. Vegan sebze corbasi da ayni suyla yapiliyor.",
        "Nha hang nau nuoc dung tu sang som moi ngay. Pho chay cho nguoi vegan nau chung nuoc dung voi cac mon khac.",
        "Masarap ang luto nila araw araw talaga. Ang vegetarian pancit ay niluto sa parehong mantika.",
        // The sentence saying what the broth is may come after.
        "The vegan tacos are cooked in the same broth. Gotuja go codziennie rano, pachnie przepieknie.",
    ] {
        assert_ne!(after_review(review), Decision::Fit, "{review}");
    }
}

#[test]
fn english_and_honest_reviews_in_other_languages_keep_the_fit() {
    for review in [
        "Same friendly staff as last time. The vegan tacos were lovely.",
        "The owner makes the salsa fresh every day. The same salsa goes on the veggie tacos.",
        "Pyszne jedzenie, bardzo mila obsluga i szybko. Wegetarianskie tacos byly swietne.",
        "Yemekler cok lezzetli ve personel cok guler yuzlu. Sebze corbasi harika.",
    ] {
        assert_eq!(after_review(review), Decision::Fit, "{review}");
    }
}
