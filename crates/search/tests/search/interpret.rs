//! Interpretation: every field of the contract's QueryInterpretation, with
//! edge cases.

use dietfit_contract::{Diet, Intent, Location, ProblemKind};
use dietfit_search::{InterpretError, Interpretation, interpret};

fn read(query: &str) -> Interpretation {
    interpret(query, None).unwrap()
}

fn at(lat: f64, lng: f64, radius_m: Option<u32>) -> Location {
    Location { lat, lng, radius_m }
}

fn term_texts(interpretation: &Interpretation) -> Vec<&str> {
    interpretation
        .terms
        .iter()
        .map(|t| t.text.as_str())
        .collect()
}

#[test]
fn diets_map_to_contract_values() {
    for (query, diet) in [
        ("vegan tacos", Diet::StrictVegan),
        ("plant-based burgers", Diet::StrictVegan),
        ("plant based burgers", Diet::StrictVegan),
        ("vegetarian thai", Diet::Vegetarian),
        ("veggie burger", Diet::Vegetarian),
        ("pescatarian sushi", Diet::Pescatarian),
        ("gluten-free pizza", Diet::GlutenFree),
        ("gluten free pizza", Diet::GlutenFree),
        ("celiac safe bakery", Diet::GlutenFree),
        ("halal cart", Diet::Halal),
        ("kosher deli", Diet::Kosher),
        ("low FODMAP lunch", Diet::LowFodmap),
        ("low-fodmap lunch", Diet::LowFodmap),
    ] {
        let interpretation = read(query);
        assert_eq!(interpretation.diet, Some(diet), "{query}");
        let wire = interpretation.query_interpretation();
        assert_eq!(
            wire.diet_inferred.as_deref(),
            Some(dietfit_contract::WireEnum::as_str(diet))
        );
    }
    assert_eq!(
        read("vegan")
            .query_interpretation()
            .diet_inferred
            .as_deref(),
        Some("strict_vegan")
    );
}

#[test]
fn diet_words_are_not_search_terms_and_negations_cancel_them() {
    let vegan = read("vegan friendly ramen");
    assert_eq!(term_texts(&vegan), ["ramen"]);
    assert_eq!(read("non-vegan bbq").diet, None);
    assert_eq!(read("not vegetarian").diet, None);
    assert!(read("not vegetarian").terms.is_empty());
    // The first diet named wins; a second stays out of the terms.
    let two = read("vegan or gluten free bakery");
    assert_eq!(two.diet, Some(Diet::StrictVegan));
    assert_eq!(term_texts(&two), ["bakery"]);
}

#[test]
fn cuisines_are_recognised_with_synonyms() {
    for (query, cuisine) in [
        ("thai food", "thai"),
        ("Szechuan", "chinese"),
        ("best bbq", "barbecue"),
        ("barbeque place", "barbecue"),
        ("middle eastern", "middle eastern"),
        ("levantine", "middle eastern"),
        ("tex-mex", "tex-mex"),
        ("habesha food", "ethiopian"),
        ("nepali", "nepalese"),
        ("Persian", "persian"),
        ("iranian", "persian"),
        ("boba", "bubble tea"),
        ("soul food", "soul food"),
    ] {
        let interpretation = read(query);
        assert_eq!(interpretation.cuisine.as_deref(), Some(cuisine), "{query}");
        assert_eq!(interpretation.intent, Intent::Cuisine, "{query}");
    }
    assert!(dietfit_search::vocab::CUISINES.len() >= 40);
}

#[test]
fn cuisine_synonyms_become_search_alternatives() {
    let bbq = read("bbq");
    assert_eq!(bbq.terms.len(), 1);
    assert!(bbq.terms[0].alternatives.iter().any(|a| a == "barbecue"));
    let noodle = read("noodle soup");
    assert_eq!(term_texts(&noodle), ["noodle soup"]);
    for expected in ["pho", "ramen"] {
        assert!(
            noodle.terms[0].alternatives.iter().any(|a| a == expected),
            "{expected}"
        );
    }
}

#[test]
fn dishes_imply_their_cuisine() {
    for (query, dish, cuisine) in [
        ("pho", "pho", "vietnamese"),
        ("sushi", "sushi", "japanese"),
        ("pad thai", "pad thai", "thai"),
        ("Banh Mi", "banh mi", "vietnamese"),
        ("falafel wrap", "falafel", "middle eastern"),
        ("injera", "injera", "ethiopian"),
        ("fish and chips", "fish and chips", "british"),
        ("pupusas", "pupusas", "salvadoran"),
    ] {
        let interpretation = read(query);
        assert_eq!(interpretation.dish.as_deref(), Some(dish), "{query}");
        assert_eq!(interpretation.cuisine.as_deref(), Some(cuisine), "{query}");
        assert_eq!(interpretation.intent, Intent::Dish, "{query}");
        let wire = interpretation.query_interpretation();
        assert_eq!(wire.dish_inferred.as_deref(), Some(dish));
        assert_eq!(wire.intent_inferred, Some(Intent::Dish));
    }
    // A dish keeps the cuisine as an alternative search phrase.
    assert!(
        read("pho").terms[0]
            .alternatives
            .iter()
            .any(|a| a == "vietnamese")
    );
}

#[test]
fn a_named_cuisine_wins_over_the_dish_cuisine() {
    let interpretation = read("korean tacos");
    assert_eq!(interpretation.cuisine.as_deref(), Some("korean"));
    assert_eq!(interpretation.dish.as_deref(), Some("tacos"));
}

#[test]
fn typos_of_long_cuisine_words_are_corrected() {
    assert_eq!(read("vietnamse").cuisine.as_deref(), Some("vietnamese"));
    assert_eq!(read("mexcian").cuisine.as_deref(), Some("mexican"));
    // Short words are never "corrected".
    assert_eq!(read("thia").cuisine, None);
}

#[test]
fn unknown_cuisines_and_general_queries_are_general() {
    let martian = read("martian food");
    assert_eq!(martian.cuisine, None);
    assert_eq!(martian.dish, None);
    assert_eq!(martian.intent, Intent::General);
    assert_eq!(term_texts(&martian), ["martian"]);
    let wire = martian.query_interpretation();
    assert_eq!(wire.intent_inferred, Some(Intent::General));
    assert_eq!(wire.cuisine_inferred, None);
}

#[test]
fn targets_are_kinds_of_place_or_the_dish() {
    assert_eq!(
        read("vegan bakery")
            .query_interpretation()
            .target_inferred
            .as_deref(),
        Some("bakery")
    );
    assert_eq!(read("coffee shop").category.as_deref(), Some("cafe"));
    assert_eq!(
        read("food truck tacos").category.as_deref(),
        Some("food_truck")
    );
    assert_eq!(
        read("vegan restaurants").category.as_deref(),
        Some("restaurant")
    );
    assert!(read("vegan restaurants").terms.is_empty());
    assert_eq!(
        read("ramen")
            .query_interpretation()
            .target_inferred
            .as_deref(),
        Some("ramen")
    );
    assert_eq!(read("martian").query_interpretation().target_inferred, None);
}

#[test]
fn prices_are_read_from_words_and_amounts() {
    let cheap = read("cheap vegan eats");
    let price = cheap.price.as_ref().unwrap();
    assert_eq!(price.label, "cheap");
    assert_eq!(price.max_level, Some(2));
    assert!(price.admits(Some(1)) && !price.admits(Some(3)) && price.admits(None));

    let under = read("vegan pho under $15");
    let price = under.price.as_ref().unwrap();
    assert_eq!(price.label, "under $15");
    assert_eq!(price.max_level, Some(2));
    assert_eq!(term_texts(&under), ["pho"]);
    assert_eq!(
        under.query_interpretation().price_constraint.as_deref(),
        Some("under $15")
    );

    assert_eq!(
        read("tacos under 10 dollars").price.unwrap().label,
        "under $10"
    );
    assert_eq!(
        read("lunch $12.50 or less").price.unwrap().label,
        "under $12.50"
    );
    let upscale = read("upscale vegan dinner").price.unwrap();
    assert_eq!(
        (upscale.label.as_str(), upscale.min_level),
        ("upscale", Some(3))
    );
    assert_eq!(read("fine dining").price.unwrap().label, "upscale");
    let dollars = read("$$ sushi").price.unwrap();
    assert_eq!((dollars.min_level, dollars.max_level), (Some(2), Some(2)));
    assert_eq!(read("sushi").price, None);
    // "under 2 miles" is a distance, not a price.
    assert_eq!(read("sushi under 2 miles").price, None);
}

#[test]
fn cities_states_and_neighborhoods_are_read_as_text() {
    let portland = read("vegan in Portland");
    let place = portland.place.as_ref().unwrap();
    assert_eq!(place.city.as_deref(), Some("Portland"));
    assert_eq!(place.city_key.as_deref(), Some("portland"));
    assert_eq!(place.state, None, "the state is never guessed");
    assert_eq!(
        portland.query_interpretation().location_inferred.as_deref(),
        Some("Portland")
    );
    assert!(portland.terms.is_empty());
    assert_eq!(
        portland.location, None,
        "a named city is never a coordinate"
    );

    let austin = read("tacos near downtown Austin");
    assert_eq!(
        austin.place.as_ref().unwrap().city.as_deref(),
        Some("Austin")
    );
    assert_eq!(austin.neighborhood.as_deref(), Some("downtown"));
    let wire = austin.query_interpretation();
    assert_eq!(wire.neighborhood_inferred.as_deref(), Some("downtown"));
    assert_eq!(term_texts(&austin), ["tacos"]);

    let state = read("thai in Portland, OR");
    assert_eq!(state.place.as_ref().unwrap().display(), "Portland, OR");
    let maine = read("pizza portland maine");
    assert_eq!(maine.place.as_ref().unwrap().state.as_deref(), Some("ME"));
    assert_eq!(
        read("vegan NYC").place.unwrap().city.as_deref(),
        Some("New York")
    );
    assert_eq!(
        read("st. petersburg cafe")
            .place
            .unwrap()
            .city_key
            .as_deref(),
        Some("saint petersburg")
    );
    assert_eq!(
        read("ramen in Oregon").place.unwrap().state.as_deref(),
        Some("OR")
    );
    let pearl = read("brunch in the Pearl District");
    assert_eq!(pearl.neighborhood.as_deref(), Some("pearl district"));
    assert_eq!(pearl.place, None);
}

#[test]
fn ambiguous_and_unknown_places_need_a_preposition() {
    // "buffalo wings" is food; "in Buffalo" is a place.
    assert_eq!(read("buffalo wings").place, None);
    assert_eq!(
        read("wings in Buffalo").place.unwrap().city.as_deref(),
        Some("Buffalo")
    );
    assert_eq!(read("orange chicken").place, None);
    // An unknown capitalised place after "in" narrows by its text.
    let unknown = read("vegan in Twin Falls");
    assert_eq!(
        unknown.place.unwrap().city_key.as_deref(),
        Some("twin falls")
    );
    // "or" between words is not Oregon.
    let conjunction = read("Portland or Seattle");
    assert_eq!(conjunction.place.unwrap().state, None);
    // A name after "by" is not a place.
    assert_eq!(read("Tacos by Maria").place, None);
}

#[test]
fn radii_are_read_with_units() {
    let cases: [(&str, u32); 12] = [
        ("vegan within 2 miles", 3219),
        ("thai 2mi", 3219),
        ("ramen within 1.5 km", 1500),
        ("coffee within 500 feet", 152),
        ("pizza in 800 m", 800),
        ("pizza within 800 meters", 800),
        ("tacos within 3 kilometers", 3000),
        ("sushi 10 km radius", 10_000),
        ("bagels within .5 mi", 805),
        ("vegan within a mile", 1609),
        ("vegan within half a mile", 805),
        ("pho 2-mile radius", 3219),
    ];
    let here = at(45.52, -122.68, None);
    for (query, meters) in cases {
        let interpretation = interpret(query, Some(&here)).unwrap();
        assert_eq!(interpretation.radius_m, Some(meters), "{query}");
        assert!(interpretation.radius_m_inferred, "{query}");
        assert!(!interpretation.radius_m_text_ignored, "{query}");
        assert!(
            interpretation
                .terms
                .iter()
                .all(|t| !t.text.chars().any(|c| c.is_ascii_digit())),
            "{query}: {:?}",
            interpretation.terms
        );
    }
}

#[test]
fn radius_edge_cases() {
    let here = at(45.52, -122.68, None);
    // Huge radii are clamped to the contract maximum; zero is ignored.
    let huge = interpret("vegan within 100 miles", Some(&here)).unwrap();
    assert_eq!(huge.radius_m, Some(50_000));
    let zero = interpret("vegan within 0 km", Some(&here)).unwrap();
    assert_eq!(zero.radius_m, Some(5_000));
    assert!(!zero.radius_m_inferred);
    // Two stated radii: the smaller wins.
    let two = interpret("vegan within 5 km or 1 mile", Some(&here)).unwrap();
    assert_eq!(two.radius_m, Some(1609));
    // Without a location the text radius is reported, not applied.
    let no_location = read("vegan within 2 km");
    assert_eq!(no_location.radius_m, Some(2000));
    assert!(no_location.radius_m_inferred);
    assert_eq!(no_location.location, None);
    // With a location and no radius anywhere: the default, not inferred.
    let default = interpret("vegan", Some(&here)).unwrap();
    assert_eq!(default.radius_m, Some(5000));
    assert_eq!(
        default.query_interpretation().radius_m_inferred,
        Some(false)
    );
    assert_eq!(read("vegan").query_interpretation().radius_m, None);
}

#[test]
fn walking_distance_is_not_a_number() {
    let here = at(45.52, -122.68, None);
    let walk = interpret("vegan within walking distance", Some(&here)).unwrap();
    assert!(walk.vague_distance);
    assert_eq!(walk.radius_m, Some(5000));
    assert!(!walk.radius_m_inferred);
    assert!(walk.terms.is_empty(), "{:?}", walk.terms);
    assert_eq!(read("walking distance ramen").text_radius_m, None);
}

#[test]
fn an_explicit_radius_wins_over_the_text() {
    let here = at(45.52, -122.68, Some(1200));
    let interpretation = interpret("vegan within 10 miles", Some(&here)).unwrap();
    assert_eq!(interpretation.radius_m, Some(1200));
    assert!(!interpretation.radius_m_inferred);
    assert!(interpretation.radius_m_text_ignored);
    assert_eq!(interpretation.text_radius_m, Some(16_093));
    let wire = interpretation.query_interpretation();
    assert_eq!(wire.radius_m_text_ignored, Some(true));
    assert_eq!(wire.radius_m_inferred, Some(false));
    // No text radius: nothing was ignored.
    let plain = interpret("vegan", Some(&here)).unwrap();
    assert!(!plain.radius_m_text_ignored);
    assert_eq!(plain.query_interpretation().radius_m_text_ignored, None);
}

#[test]
fn near_me_needs_a_location() {
    for query in [
        "vegan near me",
        "pho nearby",
        "tacos around me",
        "coffee close by",
        "Near Me",
    ] {
        let error = interpret(query, None).unwrap_err();
        assert!(
            matches!(error, InterpretError::LocationRequired { .. }),
            "{query}"
        );
        assert_eq!(error.problem_kind(), ProblemKind::LocationRequired);
        assert_eq!(error.field(), "location");
        assert!(error.to_string().contains("location"), "{error}");
    }
    let here = at(45.52, -122.68, None);
    for query in [
        "vegan near me",
        "pho nearby",
        "tacos around me",
        "coffee close by",
    ] {
        let interpretation = interpret(query, Some(&here)).unwrap();
        assert!(interpretation.near_me, "{query}");
        let words: Vec<&str> = interpretation
            .terms
            .iter()
            .map(|t| t.text.as_str())
            .collect();
        assert!(words.len() <= 1, "{query}: {words:?}");
        assert!(
            !words
                .iter()
                .any(|w| ["near", "me", "nearby", "around", "close", "by"].contains(w))
        );
        assert!(interpretation.place.is_none());
    }
    // "near" followed by a place is not "near me".
    assert!(interpret("vegan near Portland", None).is_ok());
}

#[test]
fn empty_and_malformed_queries() {
    for query in ["", "   ", "?!", "$", "…"] {
        assert_eq!(
            interpret(query, None),
            Err(InterpretError::EmptyQuery),
            "{query:?}"
        );
    }
    // Stop words only: valid, nothing to search for, general intent.
    let filler = read("the best place to eat");
    assert!(filler.terms.is_empty());
    assert_eq!(filler.intent, Intent::General);
    let long = "a".repeat(501);
    assert_eq!(
        interpret(&long, None),
        Err(InterpretError::QueryTooLong { max: 500 })
    );
    assert!(interpret(&"a".repeat(500), None).is_ok());
    let bad = at(91.0, 0.0, None);
    assert!(matches!(
        interpret("vegan", Some(&bad)),
        Err(InterpretError::InvalidLocation(_))
    ));
    let bad_radius = at(45.0, -122.0, Some(0));
    assert_eq!(
        interpret("vegan", Some(&bad_radius)),
        Err(InterpretError::InvalidRadius { max: 50_000 })
    );
}

#[test]
fn name_words_keep_vocabulary_but_drop_places_and_prices() {
    let named = read("Blossoming Lotus in Portland");
    assert_eq!(named.name_words, ["blossoming", "lotus"]);
    assert!(!named.name_is_generic);
    let generic = read("cheap vegan pizza near downtown Austin");
    assert_eq!(generic.name_words, ["vegan", "pizza"]);
    assert!(generic.name_is_generic);
}
