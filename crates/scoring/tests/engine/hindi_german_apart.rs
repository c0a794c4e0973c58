//! Lines of Indian vegetarian kitchens and German Imbisse that name animal
//! products without putting them in the food a diet relies on: a Hindi
//! key denying them one by one ("bina ghee, bina dahi"), an ordering
//! app's line under a dish naming other listed dishes ("Popular with:
//! ..."), a diner who names a person's meat-free diet and the labelled
//! dish they eat ("isst vegetarisch und liebt den Gemüse-Döner"), and a
//! German reply opening on its thanks. Each keeps `fit`. The same forms
//! with a product that is in the food ("makkhan mein tala", "Popular
//! with: extra ghee", "aber im Gemüse-Döner war Hähnchen") never give
//! `fit`.

use dietfit_contract::{Decision, Diet};

use crate::support::{Builder, FRESH, decision_for, restaurant};

/// A Rajasthani bhojanalaya: two dairy dishes and three keyed (VG)
/// dishes, the last of which carries `description`, and `key` among them.
fn bhojanalaya(key: &str, description: &str) -> Builder {
    restaurant()
        .priced_dish(
            "Rajasthani",
            "Laal Maas Thali",
            "mutton laal maas, bajra roti, chaas",
            320.0,
            &[],
        )
        .priced_dish(
            "Rajasthani",
            "Paneer Pasanda",
            "paneer, malai gravy",
            240.0,
            &[],
        )
        .priced_dish("Meetha", "Rabdi Jalebi", "rabdi, jalebi", 90.0, &[])
        .priced_dish(
            "Vegan",
            "Moong Dal Chilla (VG)",
            "moong dal, hari chutney",
            120.0,
            &["vegan"],
        )
        .priced_dish(
            "Vegan",
            "Bhindi Masala (VG)",
            "bhindi, pyaaz, tamatar",
            150.0,
            &["vegan"],
        )
        .sectioned_line("Vegan", key, FRESH)
        .priced_dish("Vegan", "Aloo Methi (VG)", description, 140.0, &["vegan"])
}

fn strict_vegan(key: &str, description: &str) -> Decision {
    decision_for(&bhojanalaya(key, description).build(), Diet::StrictVegan)
}

const KEY: &str = "(VG) Vegan: bina ghee, bina dahi, bina makkhan; sarson ke tel mein.";

#[test]
fn a_hindi_key_denying_each_product_keeps_the_keyed_dishes_fit() {
    for key in [
        KEY,
        "(VG) Vegan: bina ghee, bina paneer aur bina dahi; sab kuch tel mein bana.",
        "(VG) Vegan hai: bina makkhan, bina malai.",
    ] {
        assert_eq!(
            strict_vegan(key, "aloo, methi, jeera"),
            Decision::Fit,
            "{key}"
        );
    }
}

#[test]
fn a_hindi_key_with_a_product_it_does_not_deny_never_gives_fit() {
    for key in [
        // Butter it does not deny, cheese named by no "bina", a name.
        "(VG) Vegan: bina ghee, bina dahi; makkhan mein tala.",
        "(VG) Vegan: bina ghee; upar se paneer.",
        "(VG) Bina Aunty's ghee tadka.",
    ] {
        assert_ne!(
            strict_vegan(key, "aloo, methi, jeera"),
            Decision::Fit,
            "{key}"
        );
    }
}

#[test]
fn an_app_line_under_a_dish_naming_other_dishes_keeps_it_fit() {
    for description in [
        "Aloo, methi, jeera. Serves 1\nPopular with: Laal Maas Thali · Rabdi Jalebi",
        "Aloo, methi, jeera.\nCustomers also ordered: Paneer Pasanda, Rabdi Jalebi",
    ] {
        assert_eq!(
            strict_vegan(KEY, description),
            Decision::Fit,
            "{description}"
        );
    }
}

#[test]
fn a_line_under_a_dish_putting_a_product_in_it_never_gives_fit() {
    for description in [
        // An extra, a product no listed dish is named by, no app's lead-in.
        "Aloo, methi, jeera. Serves 1\nPopular with: extra ghee · Rabdi Jalebi",
        "Aloo, methi, jeera. Serves 1\nPopular with: malai topping",
        "Aloo, methi, jeera. Serves 1\nFinished with: Paneer Pasanda gravy",
    ] {
        assert_ne!(
            strict_vegan(KEY, description),
            Decision::Fit,
            "{description}"
        );
    }
}

/// A döner Imbiss: meat döner, two (V) döner and the diner's `review`,
/// and the restaurant's `reply` when one is given.
fn imbiss(review: &str, reply: Option<&str>) -> Decision {
    let mut place = restaurant()
        .priced_dish(
            "Döner",
            "Döner Kebab Rind",
            "im Brot, Salat, Soße",
            6.5,
            &[],
        )
        .priced_dish("Döner", "Hähnchen-Döner", "im Brot, Salat, Soße", 6.0, &[])
        .priced_dish("Döner", "Dürüm Rind", "im Yufka gerollt", 7.5, &[])
        .priced_dish("Ofen", "Lahmacun", "mit Hackfleisch, Salat", 4.0, &[])
        .priced_dish("Imbiss", "Currywurst mit Pommes", "", 6.5, &[])
        .priced_dish("Imbiss", "Pommes", "", 3.0, &[])
        .priced_dish(
            "Vegetarisch",
            "Gemüse-Döner (V)",
            "Grillgemüse, Feta, Joghurtsoße",
            6.0,
            &["vegetarian"],
        )
        .priced_dish(
            "Vegetarisch",
            "Falafel-Dürüm (V)",
            "Falafel, Salat, Tahini",
            6.5,
            &["vegetarian"],
        )
        .priced_dish(
            "Vegetarisch",
            "Halloumi-Teller (V)",
            "gegrillter Halloumi, Reis, Salat",
            9.5,
            &["vegetarian"],
        )
        .review(review, Some(5.0), FRESH);
    if let Some(reply) = reply {
        place = place.declaration(reply, FRESH);
    }
    decision_for(&place.build(), Diet::Vegetarian)
}

#[test]
fn a_diner_naming_a_persons_diet_and_the_labelled_dish_keeps_it_fit() {
    for review in [
        "Mein Bruder lebt vegetarisch und bestellt immer den Gemüse-Döner.",
        "My sister is vegetarian and swears by the Gemüse-Döner.",
    ] {
        assert_eq!(imbiss(review, None), Decision::Fit, "{review}");
    }
}

#[test]
fn a_diner_naming_the_diet_and_meat_in_the_dish_never_gives_fit() {
    for review in [
        "Mein Bruder isst vegetarisch, aber im Gemüse-Döner war Hähnchen.",
        "My sister is vegetarian and the Gemüse-Döner came with chicken on it.",
        "Mein Bruder isst vegetarisch, aber sein Gemüse-Döner kam mit Hähnchen.",
    ] {
        assert_ne!(imbiss(review, None), Decision::Fit, "{review}");
    }
}

#[test]
fn the_restaurants_list_of_its_meat_free_dishes_by_name_keeps_them_fit() {
    let review = "Sehr lecker, schnell und freundlich.";
    let offer = "Unser Catering-Angebot:\n- vegetarisch: Gemüse-Döner und Falafel-Dürüm";
    assert_eq!(imbiss(review, Some(offer)), Decision::Fit, "{offer}");
    let trap = "Unser Catering-Angebot:\n- vegetarisch: Gemüse-Döner mit Hähnchen";
    assert_ne!(imbiss(review, Some(trap)), Decision::Fit, "{trap}");
}

#[test]
fn a_german_reply_opening_on_its_thanks_is_read_as_the_rest_of_it() {
    let review = "Sehr lecker, schnell und freundlich.";
    let kept =
        "Vielen Dank für Ihre Nachricht! Unser Angebot:\n- Döner Kebab Rind\n- Salate und Brot";
    assert_eq!(imbiss(review, Some(kept)), Decision::Fit, "{kept}");
    let trap = "Vielen Dank für Ihre Nachricht! Der Gemüse-Döner kommt mit Hähnchen.";
    assert_ne!(imbiss(review, Some(trap)), Decision::Fit, "{trap}");
}
