//! Allergen tables pasted as text in the restaurant's own page: a header
//! line of columns, then a line per dish with its marks under them. A
//! meat column marked on a seafood dish's row, or an animal column marked
//! on a labelled meat-free dish's row, is never `fit` for the diet whose
//! dishes those are; a row of such a dish whose marks are fewer than the
//! columns is never `fit` either. Marks only under plant allergens, or
//! meat marks on other dishes' rows, keep the fit.

use dietfit_contract::{Decision, Diet, IngestRecord};
use serde_json::{Value, json};

use crate::support::{FRESH, days_ago, decision_for};

fn dish(name: &str, description: &str, labels: &[&str]) -> Value {
    json!({"name": name, "description": description, "labels": labels, "price": 15.0,
           "observed_at": days_ago(FRESH), "source": "https://test.example/menu"})
}

/// An oyster bar: a fish, two shellfish and a meat dish.
fn oyster_bar() -> Vec<Value> {
    vec![
        dish("Seared Scallops", "sea scallops, pea purée, lemon", &[]),
        dish(
            "Grilled Swordfish",
            "swordfish steak, salsa verde, potatoes",
            &[],
        ),
        dish(
            "Mussels Mariniere",
            "mussels, white wine, shallots, fries",
            &[],
        ),
        dish("Smash Burger", "two beef patties, cheddar, pickles", &[]),
    ]
}

/// A noodle bar: three labelled vegan dishes and a meat one.
fn noodle_bar() -> Vec<Value> {
    vec![
        dish(
            "Sesame Tofu Noodles",
            "wheat noodles, tofu, chili crisp",
            &["vegan"],
        ),
        dish("Garlic Greens Udon", "udon, bok choy, garlic", &["vegan"]),
        dish(
            "Mushroom Fried Rice",
            "shiitake, scallion, jasmine rice",
            &["vegan"],
        ),
        dish("Pork Dan Dan", "minced pork, wheat noodles, chili oil", &[]),
    ]
}

fn decided(menu: Vec<Value>, table: &str, diet: Diet) -> Decision {
    let record = json!({
        "external_id": "test:table-rows", "name": "Test Kitchen",
        "menu": menu,
        "declarations": [{"text": table, "date": days_ago(FRESH),
                          "source": "https://test.example/allergens"}],
    });
    decision_for(
        &IngestRecord::parse_line(&record.to_string()).unwrap(),
        diet,
    )
}

#[test]
fn a_meat_mark_on_a_seafood_dish_s_row_is_never_fit_for_a_pescatarian() {
    for table in [
        "Item / Dairy / Fish / Shellfish / Pork / Wheat\n\
         Seared Scallops / Y / - / Y / Y / -\n\
         Grilled Swordfish / - / Y / - / - / -",
        "Plato / Lácteos / Pescado / Mariscos / Cerdo\n\
         Seared Scallops / - / - / Sí / Sí\n\
         Grilled Swordfish / - / Sí / - / -",
        "Dish | Milk | Fish | Beef | Soy\n\
         Grilled Swordfish | | ✔ | ✔ |\n\
         Smash Burger | ✔ | | ✔ |",
    ] {
        assert_ne!(
            decided(oyster_bar(), table, Diet::Pescatarian),
            Decision::Fit,
            "{table}"
        );
    }
}

#[test]
fn a_short_row_of_a_dish_the_fit_rests_on_is_never_fit() {
    let table = "Dish / Milk / Egg / Fish / Pork / Soy\nSeared Scallops / X / X";
    assert_ne!(
        decided(oyster_bar(), table, Diet::Pescatarian),
        Decision::Fit
    );
    let table = "Dish / Milk / Egg / Soy / Wheat\nGarlic Greens Udon / • / •";
    assert_ne!(
        decided(noodle_bar(), table, Diet::StrictVegan),
        Decision::Fit
    );
}

#[test]
fn an_animal_mark_on_a_labelled_dish_s_row_is_never_fit() {
    for table in [
        "Dish / Milk / Egg / Honey / Wheat\nSesame Tofu Noodles / - / - / ● / ●",
        "Platillo / Lácteos / Huevo / Trigo\nGarlic Greens Udon / X / - / X",
        "Dish / Meat / Soy / Wheat\nMushroom Fried Rice / Yes / Yes / No",
    ] {
        assert_ne!(
            decided(noodle_bar(), table, Diet::StrictVegan),
            Decision::Fit,
            "{table}"
        );
    }
}

#[test]
fn plant_marks_and_meat_marks_on_other_rows_keep_the_fit() {
    let table = "Item / Dairy / Fish / Shellfish / Pork / Wheat\n\
                 Seared Scallops / Y / - / Y / - / -\n\
                 Grilled Swordfish / - / Y / - / - / Y\n\
                 Smash Burger / Y / - / - / Y / Y";
    assert_eq!(
        decided(oyster_bar(), table, Diet::Pescatarian),
        Decision::Fit
    );
    for table in [
        "Dish / Milk / Egg / Soy / Wheat / Sesame\n\
         Sesame Tofu Noodles / - / - / ✓ / ✓ / ✓\n\
         Garlic Greens Udon / No / No / No / Yes / No\n\
         Pork Dan Dan / ✓ / ✓ / ✓ / ✓ / -",
        // A short row on the meat dish alone.
        "Dish / Milk / Egg / Soy / Wheat\n\
         Sesame Tofu Noodles / - / - / X / X\n\
         Pork Dan Dan / X / X",
    ] {
        assert_eq!(
            decided(noodle_bar(), table, Diet::StrictVegan),
            Decision::Fit,
            "{table}"
        );
    }
}
