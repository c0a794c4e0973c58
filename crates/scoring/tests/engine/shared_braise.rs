//! Food cooked in one liquid with meat (braised, simmered, stewed or
//! soaked in the same pot, broth, master stock or marinade) takes the meat
//! up: the restaurant saying so, in its own post or in an owner's reply
//! carried in a review, in English, Chinese or Spanish, puts an animal
//! product into the labelled food, and never gives `fit`, even to a diner
//! who accepts cross-contact. The same words keeping the meat-free braise
//! in a pot of its own, or thanking a diner for a meat dish, keep `fit`.

use dietfit_contract::{Decision, Diet};

use crate::support::{Builder, FRESH, decision_for, restaurant};

/// A braise stall: two meat braises and three vegan-labelled plates.
fn braise_stall() -> Builder {
    restaurant()
        .sectioned_dish(
            "滷味 Braised",
            "滷豬腳 Braised Pork Knuckle",
            "",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "滷味 Braised",
            "滷雞腿 Braised Chicken Leg",
            "醬油、八角 / soy, star anise",
            &[],
            FRESH,
        )
        .sectioned_dish(
            "素食 Vegan",
            "素滷三拼 Vegan Braise Trio (VG)",
            "油豆腐、海帶結、白蘿蔔 / fried tofu, kelp knots, daikon",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "素食 Vegan",
            "涼拌小黃瓜 Smashed Cucumber (VG)",
            "蒜、醋 / garlic, vinegar",
            &["vegan"],
            FRESH,
        )
        .sectioned_dish(
            "素食 Vegan",
            "素炒米粉 Vegan Fried Rice Noodles (VG)",
            "高麗菜、香菇 / cabbage, shiitake",
            &["vegan"],
            FRESH,
        )
}

/// The strict vegan's answer, cross-contact accepted.
fn vegan(builder: &Builder) -> Decision {
    decision_for(&builder.build(), Diet::StrictVegan)
}

#[test]
fn the_stall_untouched_is_a_fit() {
    assert_eq!(vegan(&braise_stall()), Decision::Fit);
}

#[test]
fn a_restaurant_post_putting_the_vegan_food_in_the_meats_braise_blocks_fit() {
    for post in [
        "Owner's reply: Thanks! The fried tofu and kelp knots sit in the very same braising pot as our pork knuckle.",
        "Response from the owner: the daikon is braised in the same pot as the chicken legs, that's the flavour.",
        "Owner's reply: the vegan trio simmers together with the pork knuckle until closing.",
        "The kelp knots go into the same braise as the pork.",
        "Our tofu is stewed in one pot with the chicken legs.",
        "店家回覆：謝謝！油豆腐和海帶結都跟豬肉同一鍋滷。",
        "店家回复：谢谢支持！油豆腐和海带是跟卤肉一起卤的。",
        "老闆回覆：素滷三拼跟肉一起滷，所以比較香。",
        "Respuesta del propietario: el tofu se guisa en la misma olla que el cerdo.",
    ] {
        let stall = braise_stall().declaration(post, FRESH);
        assert_ne!(vegan(&stall), Decision::Fit, "{post}");
    }
}

#[test]
fn an_owners_reply_in_a_review_putting_the_vegan_food_in_the_meats_braise_blocks_fit() {
    for review in [
        "Loved it.\n\nOwner's reply: Thank you! The fried tofu and daikon braise together with the pork knuckle.",
        "超好吃！店家回覆：謝謝～油豆腐跟滷肉同一鍋滷的喔。",
    ] {
        let stall = braise_stall().review(review, Some(5.0), FRESH);
        assert_ne!(vegan(&stall), Decision::Fit, "{review}");
    }
}

#[test]
fn a_meat_free_braise_kept_apart_or_a_thanks_for_the_meat_keeps_fit() {
    for post in [
        "Owner's reply: Thank you! The vegan braise has its own pot, never the same pot as the pork.",
        "The vegan trio is braised in its own pot and its own broth.",
        "店家回覆：謝謝！素滷另鍋，不跟滷肉一起滷。",
        "素卤另锅。",
        "Response from the owner: So glad you enjoyed the pork knuckle, we braise it for six hours.",
        "The vegan dumplings are boiled in the same pot as the pork ones.",
    ] {
        let stall = braise_stall().declaration(post, FRESH);
        assert_eq!(vegan(&stall), Decision::Fit, "{post}");
    }
}

#[test]
fn a_statement_cooking_the_vegan_food_in_a_liquid_with_meat_blocks_fit() {
    for post in [
        "Owner's reply: Thanks for coming! We simmer our fried tofu with pork belly all afternoon.",
        "The daikon is stewed with the chicken legs so it soaks up the flavour.",
        "Respuesta del propietario: las algas se estofan con el cerdo.",
        "We braise the kelp knots in pork stock.",
        // The meat names a listed meat dish: still in the vegan food.
        "Owner's reply: we poach the kelp knots with the chicken legs every morning.",
    ] {
        let stall = braise_stall().declaration(post, FRESH);
        assert_ne!(vegan(&stall), Decision::Fit, "{post}");
    }
}

#[test]
fn a_braise_with_spices_or_a_meat_dishs_name_keeps_fit() {
    for post in [
        "We simmer the fried tofu with star anise, soy and rock sugar.",
        "Braised Pork Knuckle with Tofu Skin is back this week.",
        "Glad you liked it, we stew the chicken legs for hours.",
        "The kelp is simmered with kombu, never with pork bones.",
    ] {
        let stall = braise_stall().declaration(post, FRESH);
        assert_eq!(vegan(&stall), Decision::Fit, "{post}");
    }
}
