//! The bench's typical restaurant: 30 menu items, 20 reviews, 2
//! declarations, 1 structured tag (about 4.2 KB of text). Shared by the
//! criterion bench and the `typical` example (instruction and allocation
//! counts under valgrind).

use dietfit_contract::IngestRecord;
use serde_json::json;

const DISHES: &[(&str, &str, &[&str])] = &[
    (
        "Tofu scramble",
        "Turmeric tofu, spinach, roasted potatoes, sourdough toast",
        &["vegan"],
    ),
    (
        "Classic burger",
        "Beef patty, cheddar, lettuce, tomato, house sauce on a brioche bun",
        &[],
    ),
    (
        "Seitan gyro",
        "Grilled seitan, cucumber, cashew cream, pita",
        &["vegan"],
    ),
    (
        "Caesar salad",
        "Romaine, parmesan, croutons, anchovy dressing",
        &[],
    ),
    (
        "Falafel plate",
        "Falafel, hummus, tabbouleh, pickled onions",
        &["vegan", "can_be_made_vegan"],
    ),
    (
        "Chicken tikka",
        "Yogurt-marinated chicken, basmati rice, naan",
        &[],
    ),
    (
        "Pad thai",
        "Rice noodles, tofu, peanuts, bean sprouts; ask for no fish sauce",
        &["contains_peanuts"],
    ),
    (
        "Margherita pizza",
        "Tomato, mozzarella, basil",
        &["vegetarian"],
    ),
    (
        "Vegan cheese pizza",
        "Tomato, cashew mozzarella, mushrooms",
        &["vegan"],
    ),
    (
        "Fish and chips",
        "Beer-battered cod, fries, tartar sauce",
        &[],
    ),
    (
        "Lentil soup",
        "Red lentils, cumin, lemon",
        &["vegan", "gluten_free"],
    ),
    (
        "Mac and cheese",
        "Elbow macaroni, three cheeses, breadcrumbs",
        &["vegetarian"],
    ),
    (
        "Shrimp tacos",
        "Grilled shrimp, cabbage slaw, chipotle mayo, corn tortillas",
        &[],
    ),
    (
        "Buddha bowl",
        "Quinoa, roasted sweet potato, kale, tahini",
        &["vegan", "gluten_free"],
    ),
    (
        "BLT",
        "Bacon, lettuce, tomato, mayo on toasted sourdough",
        &[],
    ),
    (
        "Veggie burger",
        "Black bean patty, avocado, lettuce; vegan on request",
        &["vegetarian"],
    ),
    (
        "Pulled pork sandwich",
        "Slow-cooked pork shoulder, coleslaw, brioche bun",
        &[],
    ),
    (
        "Mushroom risotto",
        "Arborio rice, mushrooms, parmesan, butter",
        &["vegetarian", "gluten_free"],
    ),
    (
        "Tempeh stir fry",
        "Tempeh, broccoli, peppers, ginger, soy sauce",
        &["vegan"],
    ),
    ("Steak frites", "Grilled sirloin, fries, garlic butter", &[]),
    (
        "Chickpea curry",
        "Chickpeas, coconut milk, tomatoes, rice",
        &["vegan", "gluten_free"],
    ),
    ("Salmon poke", "Salmon, rice, edamame, seaweed, sesame", &[]),
    (
        "Eggplant parmesan",
        "Breaded eggplant, marinara, mozzarella",
        &["vegetarian"],
    ),
    (
        "Avocado toast",
        "Sourdough, avocado, chili flakes, lemon",
        &["vegan"],
    ),
    ("Chicken wings", "Buffalo sauce, blue cheese dip", &[]),
    (
        "Fruit salad",
        "Seasonal fruit, mint",
        &["vegan", "gluten_free"],
    ),
    (
        "Chocolate brownie",
        "Dark chocolate, walnuts, vanilla ice cream",
        &["vegetarian", "contains_nuts"],
    ),
    ("Oat milk latte", "Espresso with oat milk", &["vegan"]),
    ("Fries", "Hand-cut potatoes", &[]),
    (
        "Green salad",
        "Mixed greens, cucumber, balsamic",
        &["vegan", "gluten_free"],
    ),
];

const REVIEWS: &[&str] = &[
    "Great vegan options! The tofu scramble was excellent and the staff knew which dishes were vegan. We will definitely be back next weekend with friends.",
    "Nice place, a bit noisy on Friday nights. The burger was juicy and the fries were crispy. Service was quick and friendly, and prices are fair for the area.",
    "I asked about the veggie burger and the server wasn't sure if the bun had egg in it. Ended up ordering the Buddha bowl, which was delicious and filling.",
    "Fries come from a shared fryer with the fish, so keep that in mind if that matters to you. Otherwise a solid lunch spot with a nice patio.",
    "Lovely patio, slow service at peak times. The lentil soup was tasty and warming, and the bread was fresh. Would recommend for a relaxed lunch.",
    "The vegan cheese pizza was amazing, honestly better than many dairy pizzas I've had. The crust was thin and crisp and the toppings generous.",
    "Came here for brunch with my family. The kids loved the pancakes and the coffee was strong. Parking is tricky on weekends though.",
    "They have plenty of plant-based dishes, clearly labeled on the menu. The chickpea curry was rich and well spiced. Friendly staff.",
    "Steak was overcooked and the sides were bland. Disappointing for the price. Maybe an off night, but I'm not sure I'll return.",
    "Good vegetarian food and a few vegan choices. The mushroom risotto was creamy and comforting. Portions are large.",
    "Our server was very knowledgeable and checked with the kitchen about every allergen we asked about. Much appreciated.",
    "Cozy interior, good music, and the oat milk latte was perfect. I work from here sometimes; wifi is reliable.",
    "The tempeh stir fry was fresh and tasty. I liked that the menu marks vegan and gluten-free dishes clearly.",
    "Decent food, nothing special. The chicken tikka was fine, the naan a little dry. Service was polite.",
    "Best avocado toast in the neighbourhood. Great coffee too. It gets crowded around noon, so come early.",
    "Had the fish and chips, which were crispy and hot. My partner had the falafel plate and loved it.",
    "The staff were friendly and patient with our big group. Food arrived quickly and everything was well seasoned.",
    "Great place for a quick bite. The seitan gyro is my favourite vegan wrap in town, with lots of fresh vegetables.",
    "Prices went up recently but quality is still good. The green salad was simple but fresh.",
    "Wonderful dessert menu. The brownie was rich, though it has walnuts, so careful if you have a nut allergy.",
];

pub fn typical_restaurant() -> IngestRecord {
    let observed = "2026-10-15T00:00:00Z";
    let menu: Vec<_> = DISHES
        .iter()
        .map(|(name, description, labels)| {
            json!({"name": name, "description": description, "labels": labels,
                   "observed_at": observed, "source": "https://bench.example/menu"})
        })
        .collect();
    let reviews: Vec<_> = REVIEWS
        .iter()
        .enumerate()
        .map(|(i, text)| {
            json!({"text": text, "rating": 1 + (i % 5), "date": format!("2026-{:02}-10T12:00:00Z", 1 + i % 10),
                   "source": format!("https://reviews.example/{i}")})
        })
        .collect();
    let value = json!({
        "external_id": "bench:1",
        "name": "Bench Bistro",
        "address": {"street": "1 Main St", "city": "Portland", "state": "OR", "postal_code": "97205", "country": "US"},
        "coordinates": {"lat": 45.52, "lng": -122.68},
        "cuisines": ["american", "vegan"],
        "menu": menu,
        "reviews": reviews,
        "declarations": [
            {"text": "We use a dedicated vegan fryer and separate prep surfaces for our plant-based dishes.",
             "date": observed, "source": "https://bench.example/about"},
            {"text": "Our kitchen handles nuts, dairy and gluten; ask your server about allergens.",
             "date": observed, "source": "https://bench.example/allergens"}
        ],
        "external_tags": [
            {"key": "diet:vegan", "value": "yes", "date": observed, "source": "https://www.openstreetmap.org/node/1"}
        ]
    });
    match IngestRecord::parse_line(&value.to_string()) {
        Ok(record) => record,
        Err(error) => panic!("the bench record must be valid: {error}"),
    }
}
