//! A part of a listed meat dish named by its name alone (its fat, jus,
//! broth, sauce) that a diner's review or the owner's reply puts into the
//! meat-free dishes (issue 16): never `fit`; a part kept with its own dish,
//! or praise of a meat dish beside a meat-free one, stays `fit`.

use dietfit_contract::{Decision, Diet};

use crate::support::{FRESH, decision_for, restaurant};

/// The decision for `diet` at a bistro whose meat dishes are a braised
/// shank, a goulash and 卤肉饭 (braised pork rice), and whose labelled
/// vegetarian dishes are a lentil stew, a barley risotto, knedle with
/// cheese and 香菇青菜面 (mushroom and greens noodles), after one review.
fn after_review(diet: Diet, review: &str, rating: Option<f64>) -> Decision {
    let record = restaurant()
        .dish("Braised Shank", "veal shank, white wine, gremolata", FRESH)
        .dish("Gulaš s palentom", "beef goulash with polenta", FRESH)
        .dish("卤肉饭 Braised Pork Rice", "pork belly, soy, rice", FRESH)
        .labelled_dish("Lentil Stew", "lentils, carrot, thyme", &["vegan"], FRESH)
        .labelled_dish("Barley Risotto", "pearl barley, squash", &["vegan"], FRESH)
        .labelled_dish(
            "Knedle sa šljivama",
            "plum dumplings, breadcrumbs",
            &["vegan"],
            FRESH,
        )
        .labelled_dish(
            "香菇青菜面 Mushroom Greens Noodles",
            "shiitake, bok choy",
            &["vegan"],
            FRESH,
        )
        .review("Lovely place, the lentil stew was great.", Some(5.0), FRESH)
        .review(review, rating, FRESH)
        .build();
    decision_for(&record, diet)
}

#[test]
fn a_listed_meat_dishs_part_in_the_meat_free_food_is_never_fit() {
    for (review, rating) in [
        (
            "Owner's reply: Thank you! The shank braises all afternoon. The juices we strain off it are what the barley risotto is finished with.",
            None,
        ),
        (
            "Les lentilles et le risotto d'orge sont mouilles avec le fond du shank, nous a dit la serveuse.",
            Some(4.0),
        ),
        (
            "Great shank. Its jus is spooned over the lentil stew. The risotto as well.",
            Some(4.0),
        ),
        (
            "Odgovor vlasnika: Hvala! Gulas kuhamo cijelo jutro. Njegov umak ide i na knedle sa sljivama. Vegetarijanski isto.",
            None,
        ),
        (
            "店家回复：谢谢！我们的卤肉饭每天炖一上午。那一锅卤汁也浇在香菇青菜面上。",
            None,
        ),
        (
            "店家回复：谢谢！卤肉饭要炖一上午。这锅汤也用来煮面。素的也一样。",
            None,
        ),
    ] {
        for diet in [Diet::StrictVegan, Diet::Vegetarian] {
            assert_ne!(
                after_review(diet, review, rating),
                Decision::Fit,
                "{review}"
            );
        }
    }
}

#[test]
fn a_part_kept_with_its_own_dish_or_praise_of_both_keeps_the_fit() {
    for review in [
        "The shank was rich and the lentil stew fresh.",
        "The barley risotto has its own broth, made with mushrooms.",
        "The shank was great. The mushroom broth of the lentil stew was lighter.",
        "Gulas je odlican, a knedle sa sljivama su slatke.",
        "卤肉饭很好吃。香菇青菜面的汤也很鲜。",
    ] {
        assert_eq!(
            after_review(Diet::StrictVegan, review, Some(5.0)),
            Decision::Fit,
            "{review}"
        );
    }
}
