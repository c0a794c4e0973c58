//! A restaurant's sourcing line printed among its dishes: one that says
//! only how, by whom or where a listed meat dish's own product is made or
//! comes in ("made in-house", "marinated overnight", "flown in from ...")
//! beside its hours keeps the meat-free dishes' fit; one that carries the
//! product into other food, or names a product no listed meat dish names,
//! is never `fit`.

use dietfit_contract::{Decision, Diet, IngestRecord};
use serde_json::{Value, json};

use crate::support::{FRESH, days_ago, decision_for};

/// A menu line; a dish has a price, a note has none.
fn line(
    section: &str,
    name: &str,
    description: &str,
    labels: &[&str],
    price: Option<f64>,
) -> Value {
    let mut item = json!({"section": section, "name": name, "labels": labels,
                          "observed_at": days_ago(FRESH), "source": "https://test.example/menu"});
    if !description.is_empty() {
        item["description"] = json!(description);
    }
    if let Some(price) = price {
        item["price"] = json!(price);
    }
    item
}

/// A smokehouse: two meat dishes, three labelled vegetarian ones and the
/// code's key (a definition, no dish).
fn smokehouse() -> Vec<Value> {
    vec![
        line(
            "Smokehouse",
            "Pork Belly Burnt Ends",
            "pork belly, brown sugar rub",
            &[],
            Some(14.0),
        ),
        line(
            "Smokehouse",
            "Beef Short Rib",
            "beef short rib, pickled onion",
            &[],
            Some(24.0),
        ),
        line(
            "Veg",
            "Mushroom Tacos (V)",
            "oyster mushrooms, salsa verde, corn tortilla",
            &["vegetarian"],
            Some(12.0),
        ),
        line(
            "Veg",
            "Elote Bowl (V)",
            "charred corn, cotija, lime",
            &["vegetarian"],
            Some(10.0),
        ),
        line(
            "Veg",
            "Smoked Cauliflower Steak (V)",
            "whole roasted cauliflower, romesco, herbs",
            &["vegetarian"],
            Some(15.0),
        ),
        line(
            "Veg",
            "(V) Vegetarian: no meat, no fish, no lard.",
            "",
            &[],
            None,
        ),
    ]
}

/// The smokehouse with a Goan chouriço bun.
fn with_a_chourico_bun() -> Vec<Value> {
    let mut menu = smokehouse();
    menu.insert(
        2,
        line(
            "Smokehouse",
            "Chouriço Pão",
            "Goa sausage, onion, poi bread",
            &[],
            Some(9.0),
        ),
    );
    menu
}

/// The smokehouse with a crab boil, its one shellfish dish.
fn with_a_crab_boil() -> Vec<Value> {
    let mut menu = smokehouse();
    menu.insert(
        2,
        line(
            "Smokehouse",
            "Crab Boil",
            "snow crab legs, old bay, potatoes",
            &[],
            Some(26.0),
        ),
    );
    menu
}

/// The vegetarian decision on `menu` with `note` printed in `section`
/// (the meat dishes' own).
fn with_note(menu: Vec<Value>, section: &str, note: &str) -> Decision {
    decision_of(menu, section, note, Diet::Vegetarian)
}

/// The `diet` decision on `menu` with `note` printed in `section` (none
/// where empty).
fn decision_of(mut menu: Vec<Value>, section: &str, note: &str, diet: Diet) -> Decision {
    if !note.is_empty() {
        menu.push(line(section, note, "", &[], None));
    }
    decided(
        json!({"external_id": "test:1", "name": "Test Kitchen", "menu": menu}),
        diet,
    )
}

/// The `diet` decision on the record written as `record`.
fn decided(record: Value, diet: Diet) -> Decision {
    decision_for(
        &IngestRecord::parse_line(&record.to_string()).unwrap(),
        diet,
    )
}

#[test]
fn a_line_saying_how_a_listed_meat_dish_s_meat_is_made_keeps_the_fit() {
    for note in [
        "Our pork belly is made in-house. Brunch Sat-Sun 10-2.",
        "Our short rib is Prime grade, marinated overnight. Open Wed-Sun 11-9.",
        "Our short rib is seasoned by hand. Open Wed-Sun 11-9.",
        "Our pork belly is prepared by the Okafor family in Lagos and shipped over. Closed Mondays.",
    ] {
        assert_eq!(
            with_note(smokehouse(), "Smokehouse", note),
            Decision::Fit,
            "{note}"
        );
    }
}

#[test]
fn a_made_meat_carried_into_other_food_or_named_by_no_dish_is_never_fit() {
    for note in [
        "Our pork belly is made in-house and goes into the veg tacos too.",
        "Our pork belly is made in-house. The fat goes into every bowl.",
        "All our tortillas are cooked with the short rib drippings.",
        "All our corn is cooked with the short rib drippings. Open Wed-Sun 11-9.",
        "Our pork belly is made in-house for the mushroom tacos.",
        "Our pork belly is cooked with the mushrooms. Open Wed-Sun 11-9.",
        "Our short rib is marinated overnight in the same tubs as the tacos' mushrooms.",
        // No listed dish holds lamb: the line is no dish's.
        "Our lamb is marinated overnight. Open Wed-Sun 11-9.",
    ] {
        assert_ne!(
            with_note(smokehouse(), "Smokehouse", note),
            Decision::Fit,
            "{note}"
        );
    }
}

#[test]
fn a_line_on_who_makes_the_chourico_keeps_the_fit() {
    for note in [
        "O nosso chouriço é feito em casa. Aberto de terça a domingo.",
        "Our chouriço is made by the Fernandes family in Mapusa. Closed Mondays.",
    ] {
        assert_eq!(
            with_note(with_a_chourico_bun(), "Smokehouse", note),
            Decision::Fit,
            "{note}"
        );
    }
}

#[test]
fn a_chourico_line_that_carries_it_into_other_food_is_never_fit() {
    for note in [
        "O nosso chouriço é feito em casa e vai em todos os pratos, também nos vegetarianos.",
        "O nosso chouriço é feito em casa. A gordura vai em todos os pratos.",
        "Our chouriço goes into every taco, the veg ones too.",
        "Our chouriço is made in-house and its fat is used for the elote.",
        "Our chouriço is made in-house. Its fat goes into every bowl.",
    ] {
        assert_ne!(
            with_note(with_a_chourico_bun(), "Smokehouse", note),
            Decision::Fit,
            "{note}"
        );
    }
}

#[test]
fn shellfish_flown_or_trucked_in_for_its_own_dish_keeps_the_fit() {
    for note in [
        "Our crabs are flown in from the Bering Sea every Friday.",
        "Our crabs are trucked in from Maryland.",
    ] {
        assert_eq!(
            with_note(with_a_crab_boil(), "Smokehouse", note),
            Decision::Fit,
            "{note}"
        );
    }
}

#[test]
fn shellfish_flown_in_and_carried_into_other_food_is_never_fit() {
    for note in [
        "Our crabs are flown in and go into every bowl.",
        "Crab shells are flown in for the taco stock.",
        "Our crabs are flown in for the veg tacos too.",
    ] {
        assert_ne!(
            with_note(with_a_crab_boil(), "Smokehouse", note),
            Decision::Fit,
            "{note}"
        );
    }
}

/// The smokehouse with the chouriço bun and a choripán, its tacos named
/// `tacos` (in the menu's language).
fn with_tacos_named(tacos: &str) -> Vec<Value> {
    let mut menu = with_a_chourico_bun();
    menu.insert(
        3,
        line(
            "Smokehouse",
            "Choripán",
            "grilled chorizo, chimichurri, bread",
            &[],
            Some(9.0),
        ),
    );
    for item in &mut menu {
        if item["name"] == "Mushroom Tacos (V)" {
            item["name"] = json!(tacos);
        }
    }
    menu
}

#[test]
fn a_sourcing_line_carrying_its_meat_into_a_meat_free_dish_named_in_its_own_words_is_never_fit() {
    // The line names the meat-free dish by the words of that dish's own
    // name, in the menu's language: the meat goes into it.
    for (dish, note) in [
        (
            "Tacos de Cogumelos (V)",
            "O nosso chouriço é feito em casa e vai nos tacos de cogumelos.",
        ),
        (
            "Tacos de Cogumelos (V)",
            "O nosso chouriço é feito em casa e vai também nos tacos de cogumelos.",
        ),
        (
            "Tacos de Cogumelos (V)",
            "O nosso chouriço é feito em casa e vai nos tacos.",
        ),
        (
            "Tacos de Hongos (V)",
            "Nuestro chorizo es casero y va en los tacos de hongos.",
        ),
        (
            "Piadine Vegetariane (V)",
            "Il nostro chorizo è fatto in casa e va nelle piadine vegetariane.",
        ),
        (
            "Tacos aux Champignons (V)",
            "Notre chorizo est fait maison et va dans les tacos aux champignons.",
        ),
        (
            "Mushroom Tacos (V)",
            "Our chorizo is made in-house and goes into the mushroom tacos.",
        ),
    ] {
        assert_ne!(
            with_note(with_tacos_named(dish), "Smokehouse", note),
            Decision::Fit,
            "{note}"
        );
    }
}

#[test]
fn a_sourcing_line_on_how_its_own_meat_is_made_beside_such_a_dish_keeps_the_fit() {
    for (dish, note) in [
        (
            "Tacos de Cogumelos (V)",
            "O nosso chouriço é feito em casa. Aberto de terça a domingo.",
        ),
        (
            "Tacos de Hongos (V)",
            "Nuestro chorizo es casero. Abierto de martes a domingo.",
        ),
        (
            "Tacos aux Champignons (V)",
            "Notre chorizo est fait maison. Fermé le lundi.",
        ),
    ] {
        assert_eq!(
            with_note(with_tacos_named(dish), "Smokehouse", note),
            Decision::Fit,
            "{note}"
        );
    }
}

/// A taquería whose vegan tacos hold a soy chorizo beside its pork one.
fn with_a_soy_chorizo() -> Vec<Value> {
    vec![
        line(
            "Tacos",
            "Tacos de Chorizo",
            "pork chorizo, onion, cilantro",
            &[],
            Some(4.0),
        ),
        line(
            "Tacos",
            "Carnitas",
            "braised pork, salsa verde",
            &[],
            Some(4.0),
        ),
        line(
            "Tacos",
            "Tacos de Papa con Chorizo de Soya (VG)",
            "potato, soy chorizo, salsa roja",
            &["vegan"],
            Some(3.5),
        ),
        line(
            "Tacos",
            "Tacos de Nopal (VG)",
            "grilled cactus, onion, salsa verde",
            &["vegan"],
            Some(3.5),
        ),
        line(
            "Tacos",
            "Hongos al Ajillo (VG)",
            "garlic mushrooms, guajillo, cilantro",
            &["vegan"],
            Some(3.75),
        ),
        line(
            "Tacos",
            "(VG) Vegano: sin carne, sin manteca, sin lácteos.",
            "",
            &[],
            None,
        ),
    ]
}

#[test]
fn a_sourcing_line_on_a_meat_whose_plant_make_a_vegan_dish_holds_is_never_fit() {
    // "Chorizo" is both the pork sausage and the vegan tacos' soy one:
    // what the line says of "our chorizo", and of the soy one after it,
    // may be said of either.
    for note in [
        "Nuestro chorizo lo hacemos en casa con carne de cerdo; el de soya también lleva manteca.",
        "Our chorizo is house-made from pork; the soy chorizo gets a spoon of lard too.",
        "Our chorizo is Berkshire pork from the Ruiz ranch. Same for the soy chorizo.",
        "Chorizo de cerdo de la Granja Ruiz, incluido el de soya.",
        "Our chorizo is Berkshire pork from the Ruiz ranch, and so is the soy one.",
        "Our chorizo is Berkshire pork from the Ruiz ranch. The soya chorizo is no different.",
        "Our chorizo is Berkshire pork from the Ruiz ranch; the soy one is never without it.",
        "Our chorizo is Berkshire pork from the Ruiz ranch. Same for the other one.",
    ] {
        for section in ["Tacos", "Notas"] {
            assert_ne!(
                decision_of(with_a_soy_chorizo(), section, note, Diet::StrictVegan),
                Decision::Fit,
                "{section}: {note}"
            );
        }
    }
}

#[test]
fn a_line_sourcing_a_meat_with_a_plant_make_beside_its_short_day_names_keeps_the_fit() {
    // Days written short ("Wed-Mon", "Thu") are hours, no more said of
    // the chorizo than where it comes from.
    for note in [
        "Our pork chorizo is from the Ruiz farm. Open Wed-Mon 10-10.",
        "Our pork chorizo comes from the Ruiz farm. Closed Thu.",
    ] {
        assert_eq!(
            decision_of(with_a_soy_chorizo(), "Notas", note, Diet::StrictVegan),
            Decision::Fit,
            "{note}"
        );
    }
}

#[test]
fn an_ordering_apps_line_naming_listed_meat_dishes_keeps_the_fit() {
    for note in [
        "Customers also ordered: Beef Short Rib · Pork Belly Burnt Ends",
        "Popular with groups · Short Rib",
        "Frequently ordered together: Pork Belly Burnt Ends, Beef Short Rib",
    ] {
        assert_eq!(
            with_note(smokehouse(), "Veg", note),
            Decision::Fit,
            "{note}"
        );
    }
}

#[test]
fn an_ordering_apps_line_saying_more_than_the_dishes_names_is_never_fit() {
    for note in [
        // A dish the menu does not list, a tie, a meat-free dish.
        "Customers also ordered: Beef Short Rib · Lard Fries",
        "Popular with groups · Beef Short Rib, its drippings go on the elote",
        "Customers also ordered: Pork Belly Burnt Ends · Elote Bowl with pork belly",
    ] {
        assert_ne!(
            with_note(smokehouse(), "Veg", note),
            Decision::Fit,
            "{note}"
        );
    }
    // The app's words in a labelled dish's own description are that
    // dish's.
    let mut menu = smokehouse();
    menu.push(line(
        "Veg",
        "Street Corn Cup (V)",
        "Popular with groups · finished with short rib drippings",
        &["vegetarian"],
        Some(6.0),
    ));
    assert_ne!(decision_of(menu, "", "", Diet::Vegetarian), Decision::Fit);
}

#[test]
fn a_diners_praise_of_a_meat_dish_with_a_word_only_other_meat_dishes_hold_keeps_the_fit() {
    // "Bone" is printed only on the pork chop's line: said of the short
    // rib, the meat stays with the meat dishes either way.
    let mut menu = smokehouse();
    menu.insert(
        2,
        line(
            "Smokehouse",
            "Pork Chop",
            "bone-in pork chop, apple butter",
            &[],
            Some(19.0),
        ),
    );
    let rated = |text: &str| {
        decided(
            json!({"external_id": "test:1", "name": "Test Kitchen", "menu": menu,
                "reviews": [{"text": text, "date": days_ago(FRESH),
                             "source": "https://reviews.example/r", "rating": 5}]}),
            Diet::Vegetarian,
        )
    };
    assert_eq!(
        rated("Beef short rib was unreal, the meat slid off the bone."),
        Decision::Fit
    );
    for text in [
        "Beef short rib was unreal, the meat slid off the bone into the elote.",
        "Beef short rib was unreal, same bone stock as the mushroom tacos.",
    ] {
        assert_ne!(rated(text), Decision::Fit, "{text}");
    }
}

/// The taquería with its pork chorizo named only in another taco's make.
fn with_the_chorizo_in_a_make() -> Vec<Value> {
    let mut menu = with_a_soy_chorizo();
    if let Some(first) = menu.first_mut() {
        first["name"] = json!("Tacos Campechanos");
        first["description"] = json!("pork chorizo, beef, onion, cilantro");
    }
    menu
}

#[test]
fn a_list_line_on_a_meat_whose_plant_make_a_vegan_dish_holds_taking_that_make_in_is_never_fit() {
    // "Chorizo: ..." read as a list of what the tacos hold: the entry that
    // takes in the soy one says the pork of both, whichever words it uses.
    for note in [
        "Chorizo: Berkshire pork from the Ruiz farm, the soy kind included.",
        "House chorizo: Berkshire pork, Ruiz farm, same for the veggie one.",
        "Chorizo: cerdo Berkshire de la Granja Ruiz, también el vegano.",
        "Chorizo: Berkshire pork from the Ruiz farm, incl. the plant one.",
    ] {
        for menu in [with_a_soy_chorizo(), with_the_chorizo_in_a_make()] {
            for section in ["Tacos", "Notas"] {
                assert_ne!(
                    decision_of(menu.clone(), section, note, Diet::StrictVegan),
                    Decision::Fit,
                    "{section}: {note}"
                );
            }
        }
    }
}

#[test]
fn a_list_line_only_sourcing_such_a_meat_keeps_the_fit() {
    assert_eq!(
        decision_of(
            with_a_soy_chorizo(),
            "Tacos",
            "Chorizo: Berkshire pork from the Ruiz farm.",
            Diet::StrictVegan
        ),
        Decision::Fit
    );
}

#[test]
fn a_sourcing_sentence_with_a_product_look_alike_beside_its_hours_keeps_the_fit() {
    // "grass-fed" is no butter, a ranch no dressing, "cortada" no coffee,
    // and "every morning" counts days: the hours after say nothing more.
    for note in [
        "Our short rib is grass-fed from the Miller farm, trimmed here every morning. Open Wed-Sun 11-9.",
        "Our short rib comes from the Lazy K Ranch. Open Wed-Sun 11-9.",
        "Panceta de Segovia cortada a mano. Cerramos los martes.",
    ] {
        assert_eq!(
            with_note(smokehouse(), "Smokehouse", note),
            Decision::Fit,
            "{note}"
        );
    }
}

#[test]
fn a_sourcing_sentence_with_a_look_alike_that_ties_a_product_to_food_is_never_fit() {
    for note in [
        "Our short rib is grass-fed from the Miller farm, trimmed here every morning. Its drippings go on the elote.",
        "Our short rib is grass-fed from the Miller farm, trimmed here every morning and folded into every bowl.",
        "Our short rib comes from the Lazy K Ranch. Ranch on the elote.",
        "Our beef is grass-fed, from the Lazy K Ranch, and the elote is finished in its fat.",
        "Panceta de Segovia cortada a mano. Va también en el elote.",
    ] {
        assert_ne!(
            with_note(smokehouse(), "Smokehouse", note),
            Decision::Fit,
            "{note}"
        );
    }
}

/// A thali house: two meat dishes and three labelled vegetarian ones, the
/// thali among them.
fn thali_house() -> Vec<Value> {
    vec![
        line(
            "Non-Veg",
            "Chicken Biryani",
            "chicken, basmati, fried onion",
            &[],
            Some(14.0),
        ),
        line(
            "Non-Veg",
            "Goat Curry",
            "goat on the bone, masala",
            &[],
            Some(16.0),
        ),
        line(
            "Veg",
            "Veg Thali (V)",
            "dal, two sabzi, roti, rice, pickle",
            &["vegetarian"],
            Some(13.0),
        ),
        line(
            "Veg",
            "Paneer Tikka (V)",
            "paneer, peppers, yogurt marinade",
            &["vegetarian"],
            Some(12.0),
        ),
        line(
            "Veg",
            "Chole Bhature (V)",
            "chickpea curry, fried bread",
            &["vegetarian"],
            Some(11.0),
        ),
        line(
            "Veg",
            "(V) Vegetarian: no meat, no fish, no egg.",
            "",
            &[],
            None,
        ),
    ]
}

#[test]
fn a_sourcing_line_whose_offer_sentence_names_a_labelled_dish_keeps_the_fit() {
    assert_eq!(
        with_note(
            thali_house(),
            "Non-Veg",
            "Chicken and goat from our halal butcher in Dongri. Open 12-3 and 7-11. Thali catering for weddings and Diwali."
        ),
        Decision::Fit
    );
}

#[test]
fn a_sourcing_line_whose_other_sentence_takes_the_labelled_dish_in_is_never_fit() {
    for note in [
        "Chicken and goat from our halal butcher in Dongri. Open 12-3 and 7-11. Thali included.",
        "Chicken and goat from our halal butcher in Dongri. Same for the thali.",
        "Chicken and goat from our halal butcher in Dongri. Thali catering, with chicken stock in the dal.",
        "Chicken and goat from our halal butcher in Dongri. Veg Thali.",
        "Chicken and goat from our halal butcher in Dongri. Thali catering for weddings, goat in every thali.",
    ] {
        assert_ne!(
            with_note(thali_house(), "Non-Veg", note),
            Decision::Fit,
            "{note}"
        );
    }
}
