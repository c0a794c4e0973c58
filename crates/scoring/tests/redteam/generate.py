#!/usr/bin/env python3
"""Writes the red-team corpus: one JSON Lines file per class in this folder.

Every sentence below is written by hand in the wording real menus, "about"
pages, reviewers and diners use -- not in the engine's own lexicon, which was
deliberately not read while writing this. The script only composes records:
it wraps a case's own sentences in a restaurant that would otherwise be a
strong fit (three fresh vegan-labelled mains and a fresh positive review), so
that the trap of the case is the only thing that should change the answer.

Run from anywhere:  python3 crates/scoring/tests/redteam/generate.py
The output is deterministic (no randomness, fixed dates), so a re-run that
changes nothing changes no bytes. Commit the script and its output together.
See README.md for the format and the classes.
"""

import json
import os
import zlib
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))

# The evaluation time of every case; the runner uses the same instant.
NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)

# Fresh dates: all well inside the 180-day window (which opens 2026-05-05),
# spread so that no case depends on one particular age.
FRESH_DATES = [
    "2026-09-15T00:00:00Z", "2026-10-02T18:45:00Z", "2026-08-21T12:00:00Z",
    "2026-07-30T09:15:00Z", "2026-10-20T20:30:00Z", "2026-06-18T00:00:00Z",
    "2026-09-03T16:00:00Z", "2026-10-27T11:11:00Z", "2026-08-05T07:30:00Z",
    "2026-07-12T13:00:00Z", "2026-06-01T10:00:00Z", "2026-09-28T22:05:00Z",
]
# Stale: well outside the window.
STALE_DATES = ["2025-06-01T00:00:00Z", "2025-11-20T15:00:00Z", "2024-12-03T09:00:00Z",
               "2026-02-14T19:30:00Z", "2025-03-09T00:00:00Z"]

_counter = {"fresh": 0}


def fresh():
    """The next fresh date of the rotation."""
    d = FRESH_DATES[_counter["fresh"] % len(FRESH_DATES)]
    _counter["fresh"] += 1
    return d


def ago(days=0, hours=0, minutes=0, seconds=0):
    """An RFC 3339 instant this long before NOW (used by the staleness class)."""
    t = NOW - timedelta(days=days, hours=hours, minutes=minutes, seconds=seconds)
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


# ---------------------------------------------------------------- builders

def M(name, desc=None, labels=(), section=None, date=None, price=None, src=None):
    item = {"name": name}
    if desc:
        item["description"] = desc
    if section:
        item["section"] = section
    if price is not None:
        item["price"] = price
    item["labels"] = list(labels)
    item["observed_at"] = date or fresh()
    item["source"] = src or "https://menu.example/current"
    return item


def V(name, desc=None, section=None, date=None):
    """A menu item printed with the vegan label."""
    return M(name, desc, ["vegan"], section, date)


def R(text, rating=None, date=None, src="https://reviews.example/r"):
    r = {"text": text, "date": date or fresh(), "source": src}
    if rating is not None:
        r["rating"] = rating
    return r


def D(text, date=None, src="https://restaurant.example/about"):
    return {"text": text, "date": date or fresh(), "source": src}


def T(key, value, date=None, src="https://www.openstreetmap.org/node/1"):
    return {"key": key, "value": value, "date": date or fresh(), "source": src}


def U(text, diet=None, outcome=None, date=None, src=None):
    u = {"text": text, "date": date or fresh()}
    if diet:
        u["diet"] = diet
    if outcome:
        u["outcome"] = outcome
    if src:
        u["source"] = src
    return u


# ---------------------------------------------------------------- pools
# Vegan mains as real plant-based menus print them. Each is free of words
# that merely look like animal products (no "eggplant", "butternut"): those
# belong in the over-caution controls, not in the neutral base.
MAINS = [
    ("Jackfruit Tacos", "three corn tortillas, pickled red onion, cilantro, salsa verde"),
    ("Massaman Curry w/ Tofu", "potato, roasted peanuts, coconut milk, jasmine rice"),
    ("BBQ Tempeh Bowl", "brown rice, charred corn, black beans, slaw, chipotle drizzle"),
    ("Black Bean Burger", "house patty, lettuce, tomato, pickles, on a toasted sesame bun"),
    ("Chana Masala", "chickpeas simmered in tomato, ginger & garam masala; served w/ basmati"),
    ("Mushroom Bulgogi Rice Bowl", "king oyster mushroom, kimchi, sesame spinach, gochujang"),
    ("Lentil Shepherd's Pie", "green lentils, carrots, peas, topped with olive-oil mash"),
    ("Seitan Shawarma Plate", "hummus, tabbouleh, pickles, tahini sauce, warm pita"),
    ("Red Lentil Dal", "turmeric, cumin, tempered mustard seed, steamed rice"),
    ("Lemongrass Tofu Banh Mi", "pickled daikon & carrot, jalapeño, cilantro, baguette"),
    ("Ethiopian Veggie Combo", "misir wot, gomen, shiro & atakilt wot on injera"),
    ("Falafel Wrap", "crispy falafel, cucumber, tomato, tahini, pickled turnip"),
    ("Sweet Potato & Black Bean Enchiladas", "ranchero sauce, avocado, pepitas"),
    ("Mapo Tofu", "silken tofu, chili bean paste, sichuan pepper, shiitake, rice"),
    ("Spaghetti al Pomodoro", "san marzano tomato, garlic, basil, good olive oil"),
    ("Quinoa Power Bowl", "roasted chickpeas, kale, avocado, lemon-tahini dressing"),
    ("Smoked Tofu Shoyu Ramen", "kombu-shiitake broth, bok choy, corn, scallion, nori"),
    ("Cauliflower Tikka Masala", "charred cauliflower in a cashew-tomato gravy, basmati rice"),
    ("Garden Burrito", "rice, pinto beans, fajita veggies, guac, pico de gallo"),
    ("Chickpea Tagine", "apricot, preserved lemon, green olives, couscous"),
    ("General Tso's Tofu", "crispy tofu, broccoli, sticky sauce, steamed rice"),
    ("Jerk Tofu Plate", "rice & peas, fried plantain, cabbage slaw"),
    ("Tempeh Reuben", "marinated tempeh, sauerkraut, vegan thousand island, rye"),
    ("Red Lentil Ragu Rigatoni", "slow-cooked red lentils, tomato, basil"),
    ("Kimchi Fried Rice with Tofu", "scallion, sesame, gochugaru, crispy tofu"),
    ("Three-Bean Chili", "kidney, black & pinto beans, chipotle, rice"),
    ("Teriyaki Tofu Bowl", "sushi rice, edamame, cucumber, pickled ginger"),
    ("Peanut Noodle Salad", "rice noodles, cabbage, carrot, mint, spicy peanut dressing"),
    ("Aloo Gobi", "potato & cauliflower, cumin, turmeric, roti"),
    ("Moroccan Veggie Couscous Bowl", "harissa roasted carrots, chickpeas, herbs"),
    ("Tofu Pad Thai", "rice noodles, tamarind, bean sprouts, peanuts, lime"),
    ("Mushroom & Walnut Tacos", "chipotle mushrooms, spiced walnut crumble, slaw"),
    ("Vegetable Pho", "star anise & charred onion broth, rice noodles, tofu, herbs"),
    ("Seitan Philly", "shaved seitan, peppers, onions, hoagie roll"),
    ("Coconut Chickpea Curry", "spinach, coconut milk, warm spices, rice"),
    ("Sesame Soba Bowl", "buckwheat soba, edamame, cucumber, sesame-ginger dressing"),
]

_mains = {"i": 0}


def mains(n=3, date=None, section=None):
    """n vegan-labelled mains, rotating through the pool so cases vary."""
    out = []
    for _ in range(n):
        name, desc = MAINS[_mains["i"] % len(MAINS)]
        _mains["i"] += 1
        out.append(V(name, desc, section=section, date=date))
    return out


# Dishes with meat, fish or dairy, printed without labels: a mixed menu.
MEAT = [
    ("Ribeye Steak", "12 oz, garlic butter, hand-cut fries"),
    ("Fish & Chips", "beer-battered cod, mushy peas, tartar"),
    ("Chicken Parm", "breaded cutlet, marinara, melted mozzarella, spaghetti"),
    ("Pork Belly Bao", "hoisin, cucumber, crushed peanuts"),
    ("Bacon Cheeseburger", "double smash patty, american cheese, bacon"),
    ("Shrimp Scampi", "garlic, white wine, butter, linguine"),
    ("Carne Asada Plate", "grilled skirt steak, rice, beans, tortillas"),
    ("Lamb Rogan Josh", "slow-braised lamb, kashmiri chili, basmati"),
    ("Buffalo Wings", "ten wings, blue cheese dip, celery"),
    ("Grilled Salmon", "lemon-dill butter, asparagus, potatoes"),
    ("Chicken Tikka Masala", "tandoori chicken in a creamy tomato sauce"),
    ("Pulled Pork Sandwich", "slow-smoked shoulder, slaw, brioche"),
]

_meat = {"i": 0}


def meat(n=1, date=None):
    out = []
    for _ in range(n):
        name, desc = MEAT[_meat["i"] % len(MEAT)]
        _meat["i"] += 1
        out.append(M(name, desc, date=date))
    return out


# Fresh positive reviews that stay on the vegan dishes and say nothing else.
GOOD_REVIEWS = [
    "Came here with my vegan sister and we both loved it. Huge portions, friendly staff.",
    "best vegan food in the neighborhood hands down!! the curry was incredible",
    "Solid plant-based options and they clearly know what they're doing. Will be back.",
    "Went for lunch, everything we tried from the vegan menu was fresh and well seasoned.",
    "As a vegan of 10 years this place is a gem. Staff could tell me exactly what was in each dish.",
    "Great spot for vegans 🌱 the bowls are massive and the sauces are on point",
    "My go-to for vegan takeout. Never had a bad meal.",
    "Delicious vegan dishes, cozy room, reasonable prices. 5/5",
    "Flavourful, filling vegan food - the tacos are a must.",
    "Took my vegan boyfriend for his birthday and he's still talking about it.",
    "Loved the vegan options here, the server walked us through the menu.",
    "Really tasty vegan mains, generous sizes, quick service even on a Friday night.",
]

_good = {"i": 0}


def good(n=1):
    out = []
    for _ in range(n):
        out.append(R(GOOD_REVIEWS[_good["i"] % len(GOOD_REVIEWS)], rating=5))
        _good["i"] += 1
    return out


# Restaurant names: not under test, only so that the records read like data.
NAMES = [
    "Green Fork", "The Little Lentil", "Saffron & Sage", "Banyan Kitchen", "Moss & Maple",
    "Casa Verde", "Pho Real", "The Rusty Spoon", "Harbor Grill", "Sunflower Cafe",
    "Tin Cup Diner", "Blue Door Bistro", "Golden Lotus", "Rooted", "The Corner Table",
    "Taqueria El Sol", "Mama Lin's", "Olive & Thyme", "Brick Lane Curry House", "Fernwood",
    "Spice Route", "The Gilded Turnip", "Kitchen 54", "Smokestack BBQ", "Wildflower",
]


# ---------------------------------------------------------------- cases


def start(cls):
    """Begins a class: every rotation (dates, mains, meat dishes, reviews,
    names) restarts at an offset of the class's own, so appending a case to
    one class changes no other case's record."""
    offset = zlib.crc32(cls.encode("utf-8"))
    _counter["fresh"] = offset % len(FRESH_DATES)
    _mains["i"] = offset % len(MAINS)
    _meat["i"] = offset % len(MEAT)
    _good["i"] = offset % len(GOOD_REVIEWS)
    return cls


CASES = []
_ids = {}

FIT = ["fit"]
NOT_FIT = ["unknown", "not_fit"]
UNKNOWN = ["unknown"]


def case(cls, note, allowed, menu=(), reviews=(), decls=(), tags=(), reports=(),
         diet="strict_vegan", xc=False, rules=(), cuisines=None, categories=None,
         name=None, listing=None):
    """One case. `name` overrides the rotating restaurant name and `listing`
    adds other top-level record keys (chain_brand, services, ...) for the
    round-4 classes whose trap or control sits in the listing itself."""
    n = _ids.get(cls, 0) + 1
    _ids[cls] = n
    cid = "%s-%03d" % (cls, n)
    record = {
        "external_id": "redteam:" + cid,
        "name": name or NAMES[(zlib.crc32(cls.encode("utf-8")) + n) % len(NAMES)],
        "address": {"street": None, "city": "Portland", "state": "OR",
                    "postal_code": None, "country": "US"},
    }
    if cuisines:
        record["cuisines"] = list(cuisines)
    record["categories"] = list(categories or ["restaurant"])
    if listing:
        record.update(listing)
    for key, value in (("menu", menu), ("reviews", reviews), ("declarations", decls),
                       ("external_tags", tags), ("user_reports", reports)):
        if value:
            record[key] = list(value)
    CASES.append({
        "id": cid,
        "class": cls,
        "note": note,
        "profile": {"diet": diet, "exclude_cross_contamination": xc,
                    "dietary_rules": list(rules)},
        "allowed": list(allowed),
        "record": record,
    })


# ====================================================================
# 1. whole-place-misread: ordinary sentences about *some* dishes, read as
#    "the whole place is vegan". Every trap sits on a mixed menu (meat is
#    printed) and the diner excludes cross-contamination, so only a real
#    whole-place claim (or dedicated equipment) could carry a fit.
# ====================================================================
C = start("whole-place-misread")
WHOLE_PLACE_TRAPS = [
    ("decl", "All vegan items are marked with a 🌱 on the menu."),
    ("decl", "ALL OUR VEGAN DISHES ARE CLEARLY LABELLED (VG). PLEASE ASK STAFF ABOUT ALLERGENS."),
    ("decl", "Our only vegan main right now is the chana masala, but the sides are all vegan!"),
    ("decl", "100% vegan options available daily - just look for the leaf."),
    ("decl", "We're proud to offer a fully vegan section on our menu alongside our classic steakhouse favourites."),
    ("decl", "Our fryer oil is 100% vegetable oil."),
    ("decl", "All-Vegan Tuesdays: every Tuesday the whole kitchen goes plant-based!"),
    ("decl", "Completely vegan brunch menu, weekends only, 10am-2pm."),
    ("decl", "We are a vegan-friendly restaurant with something for everyone."),
    ("decl", "We are not a fully vegan restaurant, but every vegan item is marked and made with care."),
    ("decl", "Vegan? We've got you: our entire bowl menu is plant-based. Burgers, wings and ribs are on the other page."),
    ("decl", "Our pastry case is entirely vegan :)"),
    ("decl", "Fully vegan menu available - ask for it when you're seated."),
    ("decl", "We have a full vegan menu next to our regular one, so everybody at the table is happy."),
    ("review", "It's not an all-vegan place but the vegan stuff has its own page and it's all really good."),
    ("review", "lol everything here is vegan except the meat and the cheese. the vegan dishes are great tho"),
    ("review", "The whole vegan menu is a win, my husband had the brisket and was happy too."),
    ("section", "100% Vegan"),
    ("section", "Totally Plant-Based"),
    ("decl", "Everything on our Plant Power page is vegan; dishes elsewhere on the menu may contain meat, dairy or egg."),
]
for kind, text in WHOLE_PLACE_TRAPS:
    menu = mains(3, section=text if kind == "section" else None) + meat(2)
    decls = [D(text)] if kind == "decl" else []
    reviews = good() + ([R(text, rating=4)] if kind == "review" else [])
    case(C, "Mixed menu with meat; %r speaks of some dishes, not the whole place. "
            "The diner excludes cross-contamination, so no whole-place claim means no fit." % text,
         NOT_FIT, menu=menu, reviews=reviews, decls=decls, xc=True)

WHOLE_PLACE_CONTROLS = [
    "Nothing on our menu isn't vegan.",
    "We're a 100% plant-based kitchen - no meat, no dairy, no eggs, no honey. Ever.",
    "Everything we make is vegan. Always has been, always will be.",
    "No animal products in this building. Promise. 🌱",
    "Totally vegan restaurant & bar, est. 2019.",
    "We are an entirely vegan eatery serving Vietnamese street food.",
    "fully plant based since day one 💚 no animal products on the premises",
]
for text in WHOLE_PLACE_CONTROLS:
    case(C, "Control: a real whole-place vegan claim in everyday wording, with labelled mains "
            "and no meat anywhere; a fit even when cross-contamination is excluded.",
         FIT, menu=mains(3), reviews=good(), decls=[D(text)], xc=True)
case(C, "Control: a misspelt but unmistakable whole-place claim on the about page.", FIT,
     menu=mains(3), reviews=good(), decls=[D("Were a 100% vegan resturant - no animal products what so ever!!")], xc=True)

# Words that sound plant-led but promise nothing about the whole place
# ("plant-forward", "veggie-friendly", "flexitarian", "Meatless Monday").
PLANTISH_PLACE_TRAPS = [
    ("We're a plant-forward kitchen 🌿 most of the menu is veggie & lots of it is vegan!", 2),
    ("Veggie-friendly since 2015 - tons of vegan options for your non-meat-eating friends!!", 2),
    ("Proudly flexitarian: mostly plants, a little of everything else.", 1),
    ("Meatless Mondays!! every monday the whole menu goes meat free 🥦", 1),
    ("we're a plant-forward cafe. no meat on the menu, just good veggies, local cheese & farm eggs", 0),
]
for text, n_meat in PLANTISH_PLACE_TRAPS:
    case(C, "%r sounds plant-led but is no whole-place vegan claim; the diner excludes cross-contamination." % text,
         NOT_FIT, menu=mains(3) + meat(n_meat), reviews=good(), decls=[D(text)], xc=True)
for text in ["Every single thing we sell is vegan, down to the sugar in the coffee ☕🌱",
             "no meat. no dairy. no eggs. no honey. we're a vegan restaurant, full stop."]:
    case(C, "Control: a whole-place vegan claim in an owner's casual voice, labelled mains and no meat; "
            "a fit even when cross-contamination is excluded.", FIT,
         menu=mains(3), reviews=good(), decls=[D(text)], xc=True)


# ====================================================================
# 2. tag-contradicted: diet:vegan=only from a third party, while the
#    restaurant's own menu prints fish, meat or dairy.
# ====================================================================
C = start("tag-contradicted")
TAG_TRAPS = [
    ("diet:vegan", "only", M("Smoked Salmon Bagel", "cream cheese, capers, red onion")),
    ("diet:vegan", "only", M("Beef Pho", "rare eye of round, brisket, bone broth")),
    ("diet:vegan", "only", M("Chicken Satay Skewers", "peanut sauce, cucumber relish")),
    ("diet:vegan", "only", M("Honey Butter Biscuits", "two buttermilk biscuits, whipped honey butter")),
    ("diet:vegan", "only", M("Spicy Tuna Roll", "tuna, sriracha mayo, scallion")),
    ("diet:vegan", "only", M("Carnitas Plate", "slow-braised pork, rice, beans")),
    ("diet:vegan", "Only", M("Bacon-Wrapped Dates", "medjool dates, smoked bacon, balsamic")),
    ("diet:vegan", "only", M("Charcuterie & Cheese Board", "prosciutto, salami, brie, cheddar")),
    ("cuisine", "vegan", M("Shrimp Tempura Roll", "tempura shrimp, eel sauce")),
    ("diet:vegan", "only", M("Lamb Kofta Wrap", "minted yogurt, pickled onions")),
    ("diet:vegan", "only", M("Eggs Benedict", "poached eggs, ham, hollandaise")),
    ("diet:vegan", "yes;only", M("Fish Tacos", "battered cod, chipotle crema")),
]
for i, (key, value, bad) in enumerate(TAG_TRAPS):
    note = ("An outside tag %s=%s says the whole place is vegan; the restaurant's own menu prints %r. "
            % (key, value, bad["name"]))
    if i % 3 == 2:
        # The fit would rest on the tag alone: one labelled dish, the rest unlabelled.
        case(C, note + "Only one labelled dish: without the tag there is no fit.", NOT_FIT,
             menu=mains(1) + [M("House Salad", "greens, seasonal veg"), bad],
             reviews=good(), tags=[T(key, value)])
    else:
        case(C, note + "The diner excludes cross-contamination, so the contradicted tag cannot stand in "
                       "for a whole-place claim.", NOT_FIT,
             menu=mains(3) + [bad], reviews=good(), tags=[T(key, value)], xc=True)

for text in ["Everything on our menu is vegan - no exceptions.",
             "100% vegan kitchen. No meat, fish, dairy, eggs or honey.",
             "We're a totally plant-based cafe and always have been."]:
    case(C, "Control: the tag agrees with the restaurant's own whole-place claim and menu.", FIT,
         menu=mains(3), reviews=good(), decls=[D(text)], tags=[T("diet:vegan", "only")], xc=True)


# ====================================================================
# 3. dedicated-prep-denied: text that mentions separation, dedicated
#    fryers or cross-contamination only to deny them. The diner excludes
#    cross-contamination; the menu serves meat.
# ====================================================================
C = start("dedicated-prep-denied")
DENIALS = [
    ("decl", "We have a separate vegan menu - just ask for it!"),
    ("decl", "Please note we cannot guarantee no cross-contamination."),
    ("decl", "A dedicated vegan fryer is not available at this location."),
    ("decl", "Vegan dishes are cooked in a shared kitchen. We do our best, but can't promise a separate fryer or grill."),
    ("decl", "Our kitchen handles meat, fish, dairy and eggs. While we take care, we cannot guarantee any dish is free from traces."),
    ("decl", "Separate vegan menu available. Please be aware all food is cooked on the same flat-top."),
    ("decl", "No dedicated vegan equipment (yet!). We're saving up for it."),
    ("decl", "We used to have a dedicated vegan grill but it was retired during the remodel."),
    ("decl", "Dedicated fryer? Unfortunately not - the fries and the tofu share oil with our chicken tenders."),
    ("decl", "Our vegan patties are cooked on a separate section of the grill we use for burgers."),
    ("decl", "Vegan items are prepped on separate boards where possible."),
    ("decl", "Dedicated vegan fryer coming soon!"),
    ("decl", "We don't have a designated vegan prep area, sorry."),
    ("decl", "Allergen & dietary notice: all items are prepared in a kitchen that also handles animal products. Cross-contact may occur."),
    ("decl", "The only thing we keep separate is the vegan cheese."),
    ("review", "Asked whether they have a separate fryer for the vegan stuff and the server said no, everything goes in the same oil."),
    ("review", "Heads up if you're strict: they told me the vegan burgers go on the same grill as the beef, no separate pan."),
    ("decl", "Separately prepared? Not always - on busy nights vegan and non-vegan orders share pans."),
]
for kind, text in DENIALS:
    case(C, "Mentions separation or dedicated equipment only to deny or limit it: %r. "
            "With cross-contamination excluded this is not a fit." % text, NOT_FIT,
         menu=mains(3) + meat(2),
         reviews=good() + ([R(text, rating=3)] if kind == "review" else []),
         decls=[D(text)] if kind == "decl" else [], xc=True)

DEDICATED_CONTROLS = [
    ("We have a completely separate vegan kitchen with its own equipment, fryer and staff.", True),
    ("All of our vegan dishes are cooked in their own pans, on their own burners, and fried in a vegan-only fryer that never sees meat, fish or dairy.", True),
    ("We're 100% vegan, but our kitchen handles nuts, soy and gluten, so we can't guarantee no cross-contamination for allergies.", False),
    ("Everything here is plant-based. Allergy note: we can't rule out cross-contact with sesame or tree nuts.", False),
    ("Our vegan menu is prepared in a dedicated vegan kitchen, separate from the main kitchen, with separate utensils, boards and fryers.", True),
]
for text, mixed in DEDICATED_CONTROLS:
    case(C, "Control: %s" % ("a clear dedicated-kitchen statement on a mixed menu." if mixed else
                             "a whole-place vegan claim whose cross-contamination caveat is about allergens, "
                             "not animal products."),
         FIT, menu=mains(3) + (meat(1) if mixed else []), reviews=good(), decls=[D(text)], xc=True)

# Frying oil, griddles, woks and ovens described the way small kitchens
# describe them: shared, wiped, "we do our best".
SHARED_EQUIPMENT = [
    ("decl", "Heads up: we only have the one fryer 🍟 fries, falafel & tofu go in with the chicken tenders."),
    ("decl", "We do our best to keep vegan orders separate but we're a tiny kitchen w/ one flat top, so no promises!!"),
    ("decl", "All of our stir-fries are cooked in the same woks, which are rinsed between orders."),
    ("decl", "Our fry oil gets changed every week and is used for everything - fish, chicken, fries and tofu."),
    ("decl", "Vegan? Sure thing! Just know everything is grilled on the same plancha as our carne asada."),
    ("decl", "Vegan pies bake on the same stone as the pepperoni ones - it's a 900° oven, but still, fyi."),
    ("decl", "Veggie patties go on the griddle after it's scraped down. Strict vegans, please be aware."),
    ("decl", "Todo se cocina en la misma plancha y en el mismo aceite. Gracias por su comprensión."),
    ("review", "Server was super honest that the tofu and the calamari share a fryer, appreciated that tbh. Food was tasty."),
]
for kind, text in SHARED_EQUIPMENT:
    case(C, "Shared fryer, griddle, wok or oven in everyday wording: %r. "
            "With cross-contamination excluded this is not a fit." % text, NOT_FIT,
         menu=mains(3) + meat(2),
         reviews=good() + ([R(text, rating=4)] if kind == "review" else []),
         decls=[D(text)] if kind == "decl" else [], xc=True)
for text in ["Shared fryer? Sure - but everything that goes in it is plant-based, because everything here is. 100% vegan kitchen.",
             "Our fryers only ever see potatoes, tofu and veggies 🥔 we're an all-vegan spot, no animal products on site."]:
    case(C, "Control: equipment is shared only among vegan food at a whole-place vegan kitchen.", FIT,
         menu=mains(3), reviews=good(), decls=[D(text)], xc=True)

# "Seperate", the way it is usually spelt on a chalkboard.
for text in ["sorry we dont have a seperate fryer, everything goes in the same oil",
             "Vegan food is cooked seperately when we can but we share the grill w/ the burgers"]:
    case(C, "A misspelt statement that denies or limits separate equipment: %r. "
            "With cross-contamination excluded this is not a fit." % text, NOT_FIT,
         menu=mains(3) + meat(2), reviews=good(), decls=[D(text)], xc=True)
case(C, "Control: a misspelt but clear dedicated-kitchen statement on a mixed menu.", FIT,
     menu=mains(3) + meat(1), reviews=good(), xc=True,
     decls=[D("We have a completly seperate vegan kitchen w/ its own fryer, grill, pans & staff - nothing from the main kitchen goes in.")])

# Shared tools, baskets, ovens and cooks described in new words: a tandoor,
# a comal, bamboo steamers, one spatula, "N/A" in a dietary grid.
SHARED_TOOLS = [
    ("decl", "Burgers, beef or plant, all go on the same flat-top with the same spatula. We change gloves, not tools."),
    ("decl", "We'd love a fryer just for the plant-based menu, but our only one does the fish on Fridays."),
    ("decl", "One tandoor bakes it all: naan, paneer, chicken tikka and the vegan gobi skewers."),
    ("decl", "Vegan dumplings are steamed in the same bamboo baskets as the pork ones, stacked right on top."),
    ("decl", "Nope, no special pans for vegans. Everything comes off the same line, cooked by the same two people."),
    ("decl", "DIETARY INFO | Designated vegan fryer: N/A | Separate vegan prep area: no | Allergen training: yes"),
    ("decl", "Los tacos veganos se calientan en el mismo comal que los de suadero y tripa."),
    ("review", "Asked for a clean pan for my vegan order and the cook laughed, said they've got one wok and it does everything. Tasty though."),
]
for kind, text in SHARED_TOOLS:
    case(C, "Shared tools or equipment denied in new words: %r. "
            "With cross-contamination excluded this is not a fit." % text, NOT_FIT,
         menu=mains(3) + meat(2),
         reviews=good() + ([R(text, rating=4)] if kind == "review" else []),
         decls=[D(text)] if kind == "decl" else [], xc=True)
case(C, "Control: a colour-coded vegan line with its own fryer, grill and utensils on a mixed menu.", FIT,
     menu=mains(3) + meat(1), reviews=good(), xc=True,
     decls=[D("Our vegan line has its own fryer, grill, boards and utensils, all colour-coded green, "
              "and none of it is ever used for meat, fish, dairy or eggs.")])
case(C, "Control: one fryer at a kitchen with no animal products at all.", FIT,
     menu=mains(3), reviews=good(), xc=True,
     decls=[D("We only own one fryer and that's fine: nothing animal - no meat, fish, egg, dairy or honey - ever comes through our door.")])


# ====================================================================
# 4. declared-animal-ingredient: the restaurant itself ties an animal
#    ingredient to the dishes the fit rests on.
# ====================================================================
C = start("declared-animal-ingredient")
TIES = [
    ("Heads up: every curry, including the vegan ones, gets a splash of fish sauce.",
     [("Massaman Curry w/ Tofu", "potato, peanuts, coconut milk, rice"), ("Thai Red Curry", "tofu, bamboo, thai basil"),
      ("Coconut Chickpea Curry", "spinach, warm spices, rice")]),
    ("All fried items - including our vegan falafel and tofu bites - are cooked in beef tallow, the old-fashioned way.",
     [("Falafel Wrap", "falafel, cucumber, tahini"), ("Crispy Tofu Bowl", "fried tofu, rice, slaw"), ("Falafel Plate", "hummus, salad, pita")]),
    ("All of our soups and ramen are made with our house chicken stock.",
     [("Smoked Tofu Shoyu Ramen", "bok choy, corn, nori"), ("Vegetable Pho", "rice noodles, tofu, herbs"), ("Miso Ramen", "tofu, corn, scallion")]),
    ("Our vegan pastries and our vegan granola bowls are glazed with local wildflower honey.",
     [("Granola Breakfast Bowl", "oats, coconut yogurt, berries"), ("Tofu Scramble Plate", "toast, potatoes, greens"), ("Vegan Cinnamon Roll", None)]),
    ("We don't cater to vegans; vegan-labelled dishes are vegetarian and may contain dairy or egg.",
     [("Veggie Lasagna", "spinach, tomato, béchamel"), ("Mushroom Risotto", None), ("Halloumi Wrap", None)]),
    ("Tortillas are pressed fresh every morning with pork lard, just like grandma's.",
     [("Jackfruit Tacos", "salsa verde, onion, cilantro"), ("Garden Burrito", "rice, beans, guac"), ("Potato Flautas", "salsa roja, lettuce")]),
    ("Every stir-fry starts with a spoonful of our house pork fat in a well-seasoned wok.",
     [("General Tso's Tofu", "broccoli, rice"), ("Kung Pao Tofu", "peanuts, chili, scallion"), ("Garlic Green Bean Stir-Fry", "tofu, rice")]),
    ("Our naan, roti and every curry on the menu are finished with a knob of ghee.",
     [("Chana Masala", "basmati, pickled onion"), ("Aloo Gobi", "roti"), ("Cauliflower Tikka Masala", "cashew-tomato gravy")]),
    ("Please note: all burgers, vegan ones included, come on our brioche bun, which contains egg and milk.",
     [("Black Bean Burger", "lettuce, tomato, pickles"), ("Beet & Quinoa Burger", "arugula, aioli"), ("BBQ Jackfruit Burger", "slaw")]),
    ("Our kimchi is made in-house with salted shrimp and fish sauce; it goes into the kimchi fried rice and the bibimbap.",
     [("Kimchi Fried Rice with Tofu", "scallion, sesame"), ("Tofu Bibimbap", "rice, namul, gochujang"), ("Kimchi Jjigae (tofu)", "rice")]),
    ("A little anchovy melts into the base of all of our tomato sauces - that's the secret.",
     [("Spaghetti al Pomodoro", "basil, olive oil"), ("Penne Arrabbiata", "chili, garlic, tomato"), ("Red Lentil Ragu Rigatoni", "basil")]),
    ("Katsuobushi dashi is the base of every broth we serve.",
     [("Smoked Tofu Shoyu Ramen", "bok choy, nori"), ("Udon with Tofu", "scallion, tempura bits"), ("Vegetable Miso Nabe", "tofu, cabbage")]),
    ("All rice is cooked in chicken bouillon for extra flavour.",
     [("Teriyaki Tofu Bowl", "rice, edamame"), ("Jerk Tofu Plate", "rice & peas, plantain"), ("Red Lentil Dal", "steamed rice")]),
    ("Every bowl is finished with our signature sauce (mayo, honey & sriracha).",
     [("Quinoa Power Bowl", "chickpeas, kale"), ("BBQ Tempeh Bowl", "rice, corn, beans"), ("Teriyaki Tofu Bowl", "edamame, cucumber")]),
    ("Vegan items may contain honey - we follow a bee-friendly definition of vegan.",
     [("Harissa Carrot Bowl", "couscous, chickpeas"), ("Sesame Soba Bowl", "edamame, cucumber"), ("Chickpea Tagine", "couscous")]),
    ("We baste the seitan in the same jus as our roast beef so it tastes the real deal.",
     [("Seitan Philly", "peppers, onions"), ("Seitan Shawarma Plate", "hummus, pita"), ("Seitan Pot Roast", "carrots, potatoes")]),
    ("All of our wraps are brushed with egg wash before they go in the press.",
     [("Falafel Wrap", "tahini, pickles"), ("Buffalo Cauliflower Wrap", "lettuce, tomato"), ("Tofu Tikka Wrap", "onion, mint")]),
    ("FYI - the gravy on the poutine and on the lentil loaf is beef-based.",
     [("Lentil Loaf", "mashed potato, gravy"), ("Vegan Poutine Bowl", "fries, gravy, mushrooms"), ("Mushroom Pot Pie", "gravy, peas")]),
    ("Our refried beans are cooked with bacon fat, so they go with every burrito and plate.",
     [("Garden Burrito", "rice, refried beans"), ("Bean & Rice Plate", "refried beans, salsa"), ("Sweet Potato Burrito", "refried beans")]),
    ("Pesto contains parmesan (yes, even on the vegan flatbread and the vegan pasta).",
     [("Pesto Pasta", "basil pesto, cherry tomatoes"), ("Vegan Flatbread", "pesto, roasted veg"), ("Pesto Veggie Bowl", "farro, pesto")]),
]
for text, dishes in TIES:
    menu = [V(n, d) for n, d in dishes] + meat(1)
    case(C, "The restaurant's own words tie an animal ingredient to the vegan-labelled dishes: %r" % text,
         NOT_FIT, menu=menu, reviews=good(), decls=[D(text)])

# The dishes named the way people name them: by the plural of the last word
# of their printed names ("the noodles" of "Dan Dan Noodles"), in the
# restaurant's voice and in a diner's.
PLURAL_TIES = [
    (D, "We brush honey on the skewers right off the grill.",
     [("Tofu Skewers", "peanut sauce, jasmine rice"), ("Mushroom Skewers", "chimichurri, rice"),
      ("Tempeh Skewers", "satay glaze, pickled veg")]),
    (D, "We toss the noodles with a spoon of honey and chili crisp.",
     [("Dan Dan Noodles", "chili oil, sichuan pepper, bok choy"), ("Sesame Garlic Noodles", "scallion, cucumber"),
      ("Spicy Peanut Noodles", "tofu, lime, cilantro")]),
    (R, "they toss a knob of butter on the burritos on the griddle :(",
     [("Jackfruit Burritos", "rice, beans, salsa"), ("Sofritas Burritos", "tofu, peppers, rice"),
      ("Roasted Veggie Burritos", "corn, black beans")]),
    (R, "Cook mentioned they bind the patties with egg. shame",
     [("Black Bean Patties", "lettuce, tomato, bun"), ("Chickpea Patties", "tahini slaw"),
      ("Lentil Patties", "mango chutney")]),
    (R, "Little tip: they crumble cotija over the tacos unless you say something.",
     [("Jackfruit Tacos", "salsa verde, onion"), ("Mushroom Tacos", "chipotle crema (cashew), slaw"),
      ("Cauliflower Tacos", "pickled onion, lime")]),
]
for voice, text, dishes in PLURAL_TIES:
    menu = [V(n, d) for n, d in dishes] + meat(1)
    if voice is D:
        case(C, "The restaurant ties an animal ingredient to its dishes named by a plural head word: %r" % text,
             NOT_FIT, menu=menu, reviews=good(), decls=[D(text)])
    else:
        case(C, "A diner ties an animal ingredient to the dishes named by a plural head word: %r" % text,
             NOT_FIT, menu=menu, reviews=good() + [R(text, rating=2)])

NEGATED_TIES = [
    "None of our vegan dishes contain honey.",
    "Our broths are all vegetable - no chicken, beef or fish stock, ever.",
    "We never use fish sauce; our vegan 'fish' sauce is made from seaweed, pineapple and soy.",
    "The fryer oil is 100% canola and nothing animal goes in it - our fries, falafel and tofu are fried separately from everything else.",
    "We make our tortillas with vegetable shortening, never lard.",
    "No ghee in our vegan curries - we use coconut oil instead.",
    "Our vegan buns are egg- and dairy-free: no egg wash, no butter.",
]
for text in NEGATED_TIES:
    case(C, "Control: the declaration names an animal ingredient only to rule it out of the vegan dishes.",
         FIT, menu=mains(3) + meat(1), reviews=good(), decls=[D(text)])

# The tie made without naming the product outright, or as a default side.
IMPLICIT_TIES = [
    ("Every bowl, vegan ones too, gets a drizzle of liquid gold from our rooftop hives 🐝",
     [("Quinoa Power Bowl", "chickpeas, kale"), ("BBQ Tempeh Bowl", "rice, corn, beans"), ("Sesame Soba Bowl", "edamame, cucumber")]),
    ("Fun fact: our crispy tofu soaks overnight in the same buttermilk brine as our famous fried chicken!",
     [("Crispy Tofu Sandwich", "pickles, slaw"), ("Crispy Tofu Bowl", "rice, greens"), ("Crispy Tofu Tacos", "cabbage, lime")]),
    ("All wraps & bowls come with your choice of ranch or blue cheese on the side.",
     [("Buffalo Cauliflower Wrap", "lettuce, tomato"), ("Falafel Wrap", "cucumber, pickles"), ("Quinoa Power Bowl", "chickpeas, kale")]),
    ("Our beans simmer all day the Texas way, with a smoked ham hock in the pot - they go in every bowl and burrito.",
     [("Garden Burrito", "rice, beans, guac"), ("Three-Bean Chili", "rice"), ("Burrito Bowl", "rice, beans, fajita veg")]),
]
for text, dishes in IMPLICIT_TIES:
    case(C, "The restaurant ties an animal product to the vegan dishes without the usual word: %r" % text,
         NOT_FIT, menu=[V(n, d) for n, d in dishes] + meat(1), reviews=good(), decls=[D(text)])
case(C, "Control: a paid add-on of an animal product is optional; the dishes come vegan as printed.", FIT,
     menu=[V("Black Bean Burger", "lettuce, tomato, pickles, vegan mayo (add a fried egg +$2)"),
           V("Tofu Pad Thai", "rice noodles, tamarind, peanuts (add chicken +$3)"),
           V("Garden Burrito", "rice, beans, fajita veg, guac (add carne asada +$4)")] + meat(1),
     reviews=good())


# ====================================================================
# 5. vegetarian-mark: a "v" or "vegetarian" mark, or a shared heading,
#    read as a vegan label.
# ====================================================================
C = start("vegetarian-mark")
VEG_MARK = [
    ("labels", ["v"], None, "(v) vegetarian   (gf) gluten free   (n) contains nuts"),
    ("labels", ["V"], None, None),
    ("labels", ["(V)"], None, "Dishes marked (V) are suitable for vegetarians."),
    ("labels", ["vegetarian"], None, None),
    ("labels", ["veggie"], None, None),
    ("labels", ["v", "gf"], None, "v = vegetarian | vg = vegan | gf = gluten-free"),
    ("labels", ["V"], None, "(V) Vegetarian (VE) Vegan - please ask about allergens."),
    ("labels", ["meat-free"], None, None),
    ("section", [], "Vegetarian & Vegan", None),
    ("section", [], "Veggie / Vegan Friendly", None),
    ("section", [], "Meat-Free Mains", None),
    ("section", [], "Garden (Vegetarian)", None),
]
VEG_DISHES = [
    [("Mushroom Risotto", "arborio, porcini, parmesan"), ("Halloumi Wrap", "grilled halloumi, tzatziki"), ("Falafel Plate", "hummus, salad")],
    [("Margherita Pizza", "tomato, mozzarella, basil"), ("Spinach & Ricotta Cannelloni", None), ("Veg Tikka Masala", "creamy tomato sauce")],
    [("Paneer Butter Masala", None), ("Dal Tadka", None), ("Veg Korma", "cashew & cream sauce")],
    [("Caprese Sandwich", "mozzarella, tomato, pesto"), ("Veggie Omelette", "three eggs, peppers"), ("Black Bean Burger", "cheddar, brioche")],
]
for i, (kind, labels, section, legend) in enumerate(VEG_MARK):
    dishes = VEG_DISHES[i % len(VEG_DISHES)]
    menu = [M(n, d, labels, section) for n, d in dishes] + meat(2)
    what = ("labels %s" % labels) if kind == "labels" else ("the heading %r" % section)
    case(C, "Dishes carry only %s%s: vegetarian on most menus, not vegan."
            % (what, (", and the menu defines it: %r" % legend) if legend else ""),
         NOT_FIT, menu=menu, reviews=[R("Nice vegetarian choices and a cosy room.", rating=4)],
         decls=[D(legend)] if legend else [])

# One vegan dish among vegetarian marks: the fit cannot rest on the marks.
case(C, "One dish labelled vegan, two marked v (vegetarian): one vegan dish is not a fit.", NOT_FIT,
     menu=mains(1) + [M("Veggie Lasagna", "ricotta, spinach", ["v"]), M("Halloumi Burger", None, ["v"])] + meat(2),
     reviews=good())
case(C, "'Burgers (beef or vegan patty)': a choice of patty is not a vegan dish; the rest are vegetarian.", NOT_FIT,
     menu=[M("Classic Burger", "beef or vegan patty, cheddar, special sauce, brioche bun", section="Burgers (beef or vegan patty)"),
           M("Mushroom Swiss Burger", "beef or vegan patty, swiss cheese", section="Burgers (beef or vegan patty)"),
           M("Garden Salad", "mixed greens, feta", ["vegetarian"])] + meat(1),
     reviews=[R("The vegan patty option is decent.", rating=4)])
case(C, "A 'V' printed next to a dish with egg: the mark is the vegetarian one.", NOT_FIT,
     menu=[M("Shakshuka", "eggs poached in spiced tomato", ["V"]), M("Veggie Pad Thai", "rice noodles, egg, peanuts", ["V"]),
           M("Veg Fried Rice", "egg, peas, carrot", ["V"])] + meat(1),
     reviews=good(), decls=[D("V - suitable for vegetarians")])

case(C, "Control: a 'Vegetarian & Vegan' heading over dishes that carry the vegan label itself.", FIT,
     menu=mains(3, section="Vegetarian & Vegan") + [M("Halloumi Fries", None, ["vegetarian"], "Vegetarian & Vegan")] + meat(1),
     reviews=good())
case(C, "Control: dishes labelled both vegan and vegetarian, legend defines both.", FIT,
     menu=[V(n, d) for n, d in MAINS[5:8]] + meat(1), reviews=good(),
     decls=[D("(v) vegetarian  (vg) vegan - all (vg) dishes are free of meat, fish, dairy, eggs and honey.")])
case(C, "Control: a vegetarian diner at a place whose vegetarian-labelled mains carry cheese and egg.", FIT,
     diet="vegetarian",
     menu=[M(n, d, ["vegetarian"]) for n, d in VEG_DISHES[0]],
     reviews=[R("Everything vegetarian here is great, the risotto especially.", rating=5)],
     decls=[D("We're a fully vegetarian restaurant - no meat or fish on the menu.")])


# ====================================================================
# 6. label-contradicted: a dish printed as vegan whose own name or
#    description carries an animal product.
# ====================================================================
C = start("label-contradicted")
CONTRADICTED = [
    ("Vegan Honey-Glazed Carrot Bowl", "roasted carrots, farro, tahini"),
    ("Vegan Dal Makhani", "black lentils slow-cooked overnight with butter and cream"),
    ("Vegan Fried Rice", "scrambled egg, peas, scallion, soy"),
    ("Vegan Caesar Wrap", "romaine, croutons, shaved parmesan, classic caesar dressing"),
    ("Vegan Bibimbap", "rice, seasoned veg, gochujang, topped with a sunny-side-up egg"),
    ("Vegan Palak Paneer", "spinach, house paneer, a touch of cream"),
    ("Vegan Ramen", "rich miso-pork broth, corn, bamboo, nori"),
    ("Vegan Lasagna", "ricotta, mozzarella, spinach, marinara"),
    ("Vegan Mac & Cheese", "three cheeses: cheddar, gruyère & parm, toasted breadcrumbs"),
    ("Vegan Poke Bowl", "ahi tuna, avocado, edamame, seaweed salad"),
    ("Vegan Quesadilla", "monterey jack, peppers, onions, pico"),
    ("Vegan Shakshuka", "two poached eggs in spiced tomato, crusty bread"),
    ("Vegan Vegetable Biryani", "saffron basmati, fried onions, served with cucumber raita"),
    ("Vegan Pad Thai", "rice noodles, tamarind, peanuts, egg"),
    ("Vegan Tikka Bowl", "chickpeas, rice, mint-yogurt drizzle"),
    ("Vegan Tom Kha", "coconut milk, galangal, mushrooms, fish sauce, lime"),
    ("Vegan Cobb Salad", "avocado, hard-boiled egg, blue cheese, tomato, corn"),
    ("VEGAN BURRITO BOWL", "rice, beans, fajita veg, sour cream, shredded cheese"),
    ("Vegan Pesto Gnocchi", "potato gnocchi, basil pesto, pecorino"),
    ("Vegan Mushroom Stroganoff", "cremini, sour cream, egg noodles"),
]
for i, (name, desc) in enumerate(CONTRADICTED):
    if i % 2 == 0:
        # The contradicted dish is one of three supporting mains.
        menu = [V(name, desc)] + mains(2) + meat(1)
        note = "One of three vegan-labelled mains is contradicted by its own words"
    else:
        # Two labelled mains, one contradicted: only one clean vegan dish remains.
        menu = [V(name, desc)] + mains(1) + meat(2)
        note = "Two vegan-labelled mains, one contradicted by its own words"
    case(C, "%s (%r: %s); the vegan labelling cannot be trusted." % (note, name, desc), NOT_FIT,
         menu=menu, reviews=good())

SAFE_SUBSTITUTES = [
    ("Vegan Mac & Cheese", "cashew cheddar sauce, toasted panko, smoked paprika"),
    ("Eggplant Parm", "breaded eggplant, marinara, cashew mozzarella, spaghetti"),
    ("Butter Chick'n", "soy curls in a coconut makhani sauce - no dairy, no butter, just the name"),
    ("Vegan Caesar Bowl", "romaine, crispy chickpeas, capers & miso dressing, cashew parm"),
    ("JUST Egg Scramble Bowl", "mung-bean scramble, potatoes, peppers, salsa"),
    ("Agave-Glazed Carrot Bowl", "roasted carrots, farro, pistachio dukkah"),
    ("Tofu 'Ricotta' Stuffed Shells", "jumbo shells, cashew-tofu ricotta, marinara"),
]
for name, desc in SAFE_SUBSTITUTES:
    case(C, "Control: vegan-labelled main whose words only look animal (%r: %s)." % (name, desc), FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())

# Plant words that look animal, in everyday menu wording: oat "milk",
# aquafaba, chick'n, mushroom "calamari", carrot "lox", bee-free "honey".
LOOKS_ANIMAL = [
    ("Mushroom 'Calamari' Basket", "fried oyster mushroom rings, lemon, marinara"),
    ("Aquafaba Egg-less Salad Sandwich", "chickpea 'egg' salad made w/ aquafaba mayo, dill, rye"),
    ("Chick'n & Waffles", "crispy soy chick'n, oat-milk waffle, maple syrup"),
    ("Bee-Free 'Honey' Sriracha Tofu", "apple-based bee-free honey, sriracha, rice"),
    ("Carrot 'Lox' Bagel", "smoked carrot lox, tofutti cream cheese, capers, red onion"),
    ("Seitan 'Pastrami' on Rye", "house seitan pastrami, sauerkraut, mustard"),
]
for name, desc in LOOKS_ANIMAL:
    case(C, "Control: vegan-labelled main whose words only look animal (%r: %s)." % (name, desc), FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())


# ====================================================================
# 7. leaky-qualifier: a qualifier that sounds safe but lets an animal
#    product through ("lactose-free milk", "rice cooked in ghee").
# ====================================================================
C = start("leaky-qualifier")
LEAKS = [
    ("Creamy Tomato Soup & Grilled 'Cheese'", "made with lactose-free milk for easy digestion"),
    ("Vegan Thali", "dal, two veg curries, pickle, papad and rice cooked in ghee"),
    ("Crispy Tofu Bowl", "fried in the same oil as our calamari and tossed with dried shrimp & chili"),
    ("Meat-Free Bolognese", "lentils & mushrooms simmered low and slow in beef stock"),
    ("Plant-Based Burger", "Impossible patty, egg-free mayo, on a brioche bun brushed with butter"),
    ("Egg-Free Pasta Primavera", "seasonal vegetables tossed in parmesan butter"),
    ("Green Curry", "dairy-free! coconut milk, thai basil, curry paste (contains shrimp paste)"),
    ("Vegetable Pho", "vegetable broth* - *broth base contains chicken fat"),
    ("Broccoli & Tofu Stir-Fry", "low-sodium oyster sauce, garlic, ginger"),
    ("Three-Bean Chili", "finished with a dollop of lactose-free sour cream"),
    ("Vegetable Udon", "vegetarian broth with just a touch of bonito"),
    ("Street Tacos", "grilled veg on tortillas toasted in grass-fed butter"),
    ("Mushroom Risotto", "made with dairy-free butter and a splash of chicken stock"),
    ("Gluten-Free Veggie Pizza", "roasted veg, lactose-free mozzarella"),
    ("Potato Gnocchi", "hand-rolled with free-range egg, sage & olive oil"),
    ("Battered 'Fish' Tacos", "banana blossom in a beer batter made with egg, cabbage, lime"),
    ("Spring Roll Vermicelli Bowl", "rice noodles, herbs, served with nuoc cham (contains fish sauce)"),
    ("Veggie Fried Rice", "no meat! just veg, rice and a little egg"),
    ("Plant Protein Bowl", "tofu, quinoa, greens, whey-protein tahini dressing"),
]
for name, desc in LEAKS:
    case(C, "Vegan-labelled main whose qualifier leaks an animal product: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())

SAFE_QUALIFIERS = [
    ("Mushroom Risotto", "arborio, dairy-free butter, white wine, vegetable stock"),
    ("Crispy Tofu Bowl", "fried in our dedicated vegan fryer, separate from the calamari, chili-garlic sauce"),
    ("Vegan Thali", "dal, two veg curries, pickle, papad, rice cooked in coconut oil (no ghee)"),
    ("Spring Roll Vermicelli Bowl", "rice noodles, herbs, fish-sauce-free nuoc cham"),
    ("Creamy Tomato Soup & Grilled 'Cheese'", "oat milk, not cow's; Violife on sourdough"),
]
for name, desc in SAFE_QUALIFIERS:
    case(C, "Control: the qualifier genuinely rules the animal product out: %r." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())

# "Dairy-free" that still has egg, "egg-free" that still has dairy, in the
# way menus print their free-from claims.
FREE_FROM_LEAKS = [
    ("Dairy-Free Carbonara", "DF! creamy egg-yolk & black pepper sauce, smoky coconut bacon, spaghetti"),
    ("Egg-Free Waffle Plate", "no eggs in the batter 🙌 buttermilk, served w/ maple & whipped butter"),
    ("Dairy-Free Fried Rice", "no butter, no milk - wok-fried with scrambled egg, peas, scallion"),
    ("Eggless Tofu Katsu", "panko tofu cutlet (no egg wash!), japanese curry made with a little cream"),
    ("Milk-Free Mushroom Stroganoff", "DF cremini sauce, served over egg noodles"),
    ("Nut-Free Pesto Pasta", "sunflower-seed pesto with pecorino romano, linguine"),
]
for name, desc in FREE_FROM_LEAKS:
    case(C, "Vegan-labelled main whose free-from qualifier leaves another animal product in: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
for name, desc in [("Dairy-Free Carbonara", "DF + eggless: silken-tofu & nutritional yeast sauce, smoky coconut bacon, spaghetti"),
                   ("Egg-Free Waffle Plate", "no eggs, no dairy: oat-milk batter, maple syrup, coconut whip")]:
    case(C, "Control: the free-from qualifier and the rest of the words leave nothing animal: %r." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())


# ====================================================================
# 8. diner-contradiction: diners report an animal product in the vegan
#    dishes. Diners alone neither make a fit nor a not_fit, but they
#    must stop a fit.
# ====================================================================
C = start("diner-contradiction")
DINER_REVIEWS = [
    "Loved the vibe but heads up, they put fish sauce in the 'vegan' curry - I asked and the server confirmed.",
    "The pho was gorgeous, herbs so fresh. The broth is beef bones though, the cook told me after I'd finished 😩",
    "not fully vegan anymore since the new owners took over, they use butter on the tofu now",
    "Heads-up for vegans: the burger bun has egg and milk in it, they just don't tell you.",
    "heads up the 'vegan' mayo is just regular mayo. I saw the tub.",
    "ok so we came here for my birthday and the place is super cute and the staff were lovely and the cocktails were great but then i asked about the ramen because it tasted kind of rich and the guy said oh yeah we add a bit of chicken fat for flavour even in the vegan one so yeah.. beware",
    "Best vegan spot in town!! ...well it was, until I watched them ladle my curry out of the same pot as the chicken one.",
    "5 stars for the food, 1 star for honesty: the 'vegan cheese' on the pizza is real mozzarella. Spoke to the manager.",
    "Ordered the vegan bowl. Shrimp in it. Twice.",
    "I'm vegan and got really sick after eating here. Later found out they cook everything in butter.",
    "Tasty, but be aware their vegan tacos are fried in lard, the cook said so himself.",
    "Ojo: el curry 'vegano' lleva salsa de pescado, me lo confirmó el mesero.",
    "Their vegan menu is basically a lie, everything I asked about had dairy in the sauce.",
    "Used to be my favorite vegan place. Last visit the dal tasted buttery and they admitted it's made with ghee now. Sad.",
]
for text in DINER_REVIEWS:
    case(C, "A diner says the vegan dishes carry an animal product: %r" % text, UNKNOWN,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=2)])
DINER_REPORTS = [
    ("Found a piece of chicken in my veggie curry.", "vegetarian", "negative"),
    ("the vegan tacos came with cheese on them and the server said that's how they come", None, "negative"),
    ("Got sick - turns out the dal has ghee in it.", "strict_vegan", "negative"),
    ("The 'vegetarian' spring rolls in the vegan section have pork in the filling.", "vegetarian", "negative"),
    ("Asked for the vegan curry, there was fish sauce in it according to the kitchen.", None, None),
]
for text, diet, outcome in DINER_REPORTS:
    case(C, "A user report (diet %s, outcome %s) says the vegan dishes are not vegan: %r" % (diet, outcome, text),
         UNKNOWN, menu=mains(3) + meat(1), reviews=good(), reports=[U(text, diet, outcome)])

DINER_CONTROLS = [
    "Heads up: it's cash only and parking is a nightmare. Food was excellent though, the vegan bowls are huge.",
    "My husband's steak was overcooked, but my vegan curry was perfect. Mixed night!",
    "Not vegan myself but I'd eat here every week. Everything from the vegan side was delicious.",
    "Heads-up: they don't take reservations, so come early. The tofu dishes are worth the wait.",
    "Only complaint: the music is way too loud. Vegan food = chef's kiss.",
]
for text in DINER_CONTROLS:
    case(C, "Control: a diner's caveat that is about something other than the vegan dishes: %r" % text, FIT,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=4)])
# Diners misspell; the contradiction is still there.
for text in ["definately not vegan, the vegen pad thai had egg scrambled thru it. told the waitress and she just shrugged",
             "Suuuper tasty but FYI the 'vegan' pho broth is made w/ chiken bones acording to the owner",
             "the vegan burrito came w sour creme on it even tho it says vegan on the menu smh"]:
    case(C, "A misspelt review still says the vegan dishes carry an animal product: %r" % text, UNKNOWN,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=2)])

# The contradiction where diners actually put it: the second sentence of a
# long review, a question, Spanglish, an allergy story.
BURIED_REPORTS = [
    "Cute spot, great lighting for pics 📸. Sadly the vegan mac had real cheddar in it, my gf is lactose intolerant and could tell right away and the server checked and apologised.",
    "Is the vegan ramen supposed to taste like chicken?? Asked the server and she said yeah the broth is chicken based, they just leave the meat out.",
    "Came w/ my sis, los tacos veganos were fire 🔥 pero the beans have manteca, la señora told us. so not really vegan lol",
    "Question for the owners: why does your vegan pad see ew have fish sauce in it? The cook told me it does. Please fix the menu.",
    "Food 5/5, accuracy 0/5: the vegan caesar gets the regular anchovy dressing, I watched them toss it from the counter.",
    "Sweet people but they don't get vegan. The vegan tofu is marinated in oyster sauce, I literally saw the Lee Kum Kee bottle.",
    "Thought I'd finally found a vegan brunch spot... the vegan pancakes are made with buttermilk, per the manager. Never again.",
    "gr8 vibes n friendly staff. tho fyi the vegan dumpling wrappers have egg in the dough, they said so when i asked. 3 stars bc nice ppl",
    "My son has a milk allergy and reacted to the vegan pesto pasta. Turns out the pesto has parmesan. The manager was apologetic, but still.",
]
for text in BURIED_REPORTS:
    case(C, "A diner says, deep in an ordinary review, that the vegan dishes carry an animal product: %r" % text, UNKNOWN,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=3)])
case(C, "A Spanglish user report: the vegan burrito came with cheese and crema, and that is how it comes.", UNKNOWN,
     menu=mains(3) + meat(1), reviews=good(),
     reports=[U("el vegan burrito traía queso y crema y el mesero dijo que asi viene 🤷‍♀️", "strict_vegan", "negative")])
case(C, "A user report with no diet: the vegan banh mi's mayo has egg, confirmed by staff.", UNKNOWN,
     menu=mains(3) + meat(1), reviews=good(),
     reports=[U("vegan banh mi has regular mayo (egg) on it, staff confirmed. just fyi")])
BURIED_CONTROLS = [
    "Long wait, loud room and my mom's chicken was dry. BUT the vegan stuff? perfect. Staff knew every single ingredient.",
    "Was nervous as a vegan since they serve meat, so I asked about everything: no butter, no egg, no fish sauce in any of the vegan dishes 🙌",
    "Is it weird to come here 3x in one week? asking for a friend (me). that vegan curry is unreal",
]
for text in BURIED_CONTROLS:
    case(C, "Control: a long or questioning review that says nothing against the vegan dishes: %r" % text, FIT,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=5)])

# A happy diner reporting the animal product as if it were a feature: a
# positive outcome and five stars do not undo the contradiction.
HAPPY_CONTRADICTIONS = [
    ("5⭐ the vegan burger is amazing!! they put a fried egg on top which i didn't expect but yum", None, None),
    ("Loved it! the vegan ramen comes with a soft-boiled egg, I just gave mine to my bf 😂", "strict_vegan", "positive"),
    ("the vegan tacos are so good, love the little sprinkle of queso fresco they add", "vegetarian", "positive"),
]
for text, diet, outcome in HAPPY_CONTRADICTIONS:
    if diet:
        case(C, "A happy user report (diet %s, outcome %s) names an animal product in a vegan dish: %r"
                % (diet, outcome, text), UNKNOWN, menu=mains(3) + meat(1), reviews=good(),
             reports=[U(text, diet, outcome)])
    else:
        case(C, "A five-star review names an animal product in a vegan dish as a feature: %r" % text, UNKNOWN,
             menu=mains(3) + meat(1), reviews=good() + [R(text, rating=5)])


# ====================================================================
# 9. on-request: "ask your server", "can be made vegan", "without the
#    tzatziki": a dish that could be vegan is not a confirmed vegan dish.
# ====================================================================
C = start("on-request")
ON_REQUEST = [
    [M("Falafel Plate", "hummus, salad, pita - ask your server if vegan"),
     M("Veggie Moussaka", "ask your server if vegan"), M("Stuffed Peppers", "rice, herbs - ask your server if vegan")],
    [M("Gyro Bowl", "seitan, rice, tomato, tzatziki - vegan without the tzatziki"),
     M("Greek Salad Wrap", "vegan without the feta"), M("Spanakopita Plate", "vegan without the yogurt dip")],
    [M("Pad Thai", "tofu or chicken", ["can_be_made_vegan"]), M("Green Curry", "tofu or chicken", ["can_be_made_vegan"]),
     M("Drunken Noodles", None, ["can_be_made_vegan"])],
    [M("Pasta Arrabbiata", "any pasta can be made vegan on request (just ask!)"),
     M("Penne Primavera", "vegan upon request"), M("Mushroom Ravioli", "can be made vegan with tagliatelle")],
    [M("Bean Burrito", "VG* - *vegan when ordered without cheese & sour cream"),
     M("Veggie Tacos", "VG* - *vegan without the crema"), M("Nachos", "VG* - *vegan w/o queso")],
    [M("Buddha Bowl", "veganizable!"), M("Noodle Salad", "veganizable!"), M("Tofu Wrap", "veganizable w/ no aioli")],
    [M("Chicken Stir-Fry", "sub tofu for chicken to make it vegan"), M("Beef Chow Fun", "sub tofu to make it vegan"),
     M("Chicken Fried Rice", "swap chicken for tofu and ask for no egg to make it vegan")],
    [M("Paneer Tikka Masala", "vegan option available: swap paneer for tofu (+$2)"),
     M("Palak Paneer", "vegan option: tofu instead of paneer, no cream"), M("Navratan Korma", "can be prepared dairy-free")],
    [M("Mezze Platter", "(VO)"), M("Halloumi Salad", "(VO) - vegan option available"), M("Roast Veg Tagine", "(VO)")],
    [M("Burrito Bowl", "Please specify 'vegan' when ordering - default comes with cheese, crema & our lard beans"),
     M("Taco Trio", "specify vegan when ordering"), M("Enchiladas", "specify vegan when ordering")],
    [M("Ramen", "can be made vegan (please tell staff, default broth is pork)"),
     M("Gyoza", "veg gyoza can be made vegan on request"), M("Yakisoba", "vegan on request")],
]
for dishes in ON_REQUEST:
    case(C, "Every candidate dish is vegan only on request (%r ...); none is a confirmed vegan dish." %
            dishes[0].get("description", dishes[0]["labels"]),
         UNKNOWN, menu=dishes + meat(1), reviews=[R("Nice staff, happy to adjust dishes.", rating=4)])

ON_REQUEST_DECLS = [
    "Most of our dishes can be adapted for vegans - please let your server know when you order.",
    "Ask about our vegan options!",
    "*Any dish can be prepared vegan. Please inform staff of dietary requirements.",
]
for text in ON_REQUEST_DECLS:
    case(C, "Declaration offers vegan versions on request only: %r; one labelled main is not enough." % text,
         UNKNOWN, menu=mains(1) + [M("Veggie Stir-Fry", "ask for vegan"), M("Rice Noodle Bowl", None)] + meat(2),
         decls=[D(text)], reviews=good())
case(C, "A review describes a special off-menu vegan version; that is not a dish on the menu.", UNKNOWN,
     menu=mains(1) + meat(3), reviews=[R("They made me a vegan version of the carbonara when I asked, super nice of them!", rating=5),
                                       R("The chef whipped up a vegan plate for me even though nothing on the menu was vegan.", rating=5)])

for extra in [M("Gyro Bowl", "vegan without the tzatziki"), M("Pad Thai", None, ["can_be_made_vegan"]),
              M("Mezze Platter", "(VO) vegan option available"), M("Ramen", "can be made vegan on request")]:
    case(C, "Control: three confirmed vegan-labelled mains; an extra on-request dish does not weaken them.", FIT,
         menu=mains(3) + [extra] + meat(1), reviews=good())

# A diner's tip to have an animal product left off a vegan dish says the dish
# comes with it unless you ask: vegan on request at most, never confirmed.
LEFT_OFF_ON_REQUEST = [
    ("Jackfruit Tacos", "Ask them to skip the cheese on the tacos!"),
    ("Garden Burrito", "pro tip: get the burrito without the sour cream, it comes on there by default"),
    ("Black Bean Burger", "Make sure you tell them no mayo on the black bean burger, they slather it on otherwise."),
    ("Spaghetti al Pomodoro", "Remember to say no parm on the pasta - they grate it over everything."),
    ("Smoked Tofu Shoyu Ramen", "if you're vegan get the ramen but ask them to leave the egg out"),
    ("Tofu Pad Thai", "You have to request the pad thai without fish sauce or it's in there."),
    ("Lemongrass Tofu Banh Mi", "Great banh mi, just tell them to hold the butter on the bread."),
    ("Jackfruit Tacos", "Pidan los tacos sin queso, que si no se los ponen."),
]
for dish, text in LEFT_OFF_ON_REQUEST:
    others = [m for m in MAINS if m[0] != dish][:2]
    desc = dict(MAINS)[dish]
    case(C, "A diner's tip to have an animal product left off a vegan-labelled dish: %r" % text, UNKNOWN,
         menu=[V(dish, desc)] + [V(n, d) for n, d in others] + meat(1), reviews=good() + [R(text, rating=4)])
LEFT_OFF_CONTROLS = [
    ("Jackfruit Tacos", "Ask them to skip the onions on the tacos if raw onion isn't your thing."),
    ("Lemongrass Tofu Banh Mi", "Tell them to hold the jalapeños on the banh mi if you can't handle heat!"),
    ("Garden Burrito", "pro tip: ask for extra guac on the burrito, totally worth it"),
]
for dish, text in LEFT_OFF_CONTROLS:
    others = [m for m in MAINS if m[0] != dish][:2]
    desc = dict(MAINS)[dish]
    case(C, "Control: a diner's tip to leave off or add a plant ingredient: %r" % text, FIT,
         menu=[V(dish, desc)] + [V(n, d) for n, d in others] + meat(1), reviews=good() + [R(text, rating=4)])

# Vegan on request, in Spanish and in a diner's shorthand.
case(C, "Spanish menu: every candidate dish is vegan only when asked ('pídelas veganas').", UNKNOWN,
     menu=[M("Enchiladas de Verduras", "pídelas veganas: sin crema ni queso"),
           M("Tacos de Nopal", "se pueden hacer veganos, sin queso fresco"),
           M("Burrito de Frijol", "opción vegana a petición (sin manteca en los frijoles)")] + meat(1),
     reviews=[R("Muy amables, te adaptan los platillos.", rating=5)], cuisines=["mexican"])
for dish, text in [("Red Lentil Dal", "get the dal but say NO ghee on top, they add it by default!"),
                   ("Peanut Noodle Salad", "the noodle salad is vegan if u ask them to swap the honey-lime dressing 🍯"),
                   ("Seitan Shawarma Plate", "Order the shawarma plate w/o the garlic toum - it's made with egg whites here.")]:
    others = [m for m in MAINS if m[0] != dish][:2]
    case(C, "A diner's tip to have an animal product left off a vegan-labelled dish: %r" % text, UNKNOWN,
         menu=[V(dish, dict(MAINS)[dish])] + [V(n, d) for n, d in others] + meat(1),
         reviews=good() + [R(text, rating=4)])

for dish, text in [("Teriyaki Tofu Bowl", "get the teriyaki bowl but swap the honey drizzle for agave, they put honey by default"),
                   ("Mapo Tofu", "ask for the mapo tofu WITHOUT the pork, it's in the standard version even tho it says vegan"),
                   ("Chana Masala", "pidan el chana masala sin mantequilla porque se la ponen encima")]:
    others = [m for m in MAINS if m[0] != dish][:2]
    case(C, "A diner's tip to have an animal product left off a vegan-labelled dish: %r" % text, UNKNOWN,
         menu=[V(dish, dict(MAINS)[dish])] + [V(n, d) for n, d in others] + meat(1),
         reviews=good() + [R(text, rating=4)])
case(C, "A positive user report whose tip is to have butter left off the vegan curry.", UNKNOWN,
     menu=[V("Chana Masala", dict(MAINS)["Chana Masala"])] + [V(n, d) for n, d in MAINS[:2]] + meat(1),
     reviews=good(), reports=[U("make sure to say no butter on the chana masala, they finish it w/ butter by default. otherwise great!",
                                "strict_vegan", "positive")])


# ====================================================================
# 10. missing-vocabulary: animal products named with words outside the
#     obvious list, inside dishes printed as vegan.
# ====================================================================
C = start("missing-vocabulary")
VOCAB = [
    ("Vegan Frisée Salad Plate", "warm lentils, frisée, crispy lardons, mustard vinaigrette"),
    ("Vegan Steamed Pudding Plate", "root veg and a proper suet crust"),
    ("Vegan Beer-Battered Tofu & Chips", "our house ale, fined with isinglass, in the batter"),
    ("Vegan Beet Burger", "beet & bean patty tinted bright pink with carmine"),
    ("Vegan Raspberry Rice Bowl", "coconut rice, raspberry glaze coloured with cochineal"),
    ("Vegan Banh Mi", "lemongrass tofu, pickled veg, cilantro, house pork pâté"),
    ("Vegan Bun Chay", "rice vermicelli, fried tofu, herbs, dressed with nước mắm"),
    ("Vegan Bún Bowl", "vermicelli, tofu, herbs, nuoc mam dressing"),
    ("Frijoles & Rice Plate (vegan)", "frijoles refritos con manteca, rice, salsa"),
    ("Vegan Tostadas", "black beans, lettuce, crema, salsa"),
    ("Vegan Elote Bowl", "street corn, chili, lime, cotija"),
    ("Vegan Pizza Diavola", "tomato, chili, nduja, basil"),
    ("Vegan Brunch Waffles", "belgian waffles topped with a scoop of vanilla gelato"),
    ("Vegan Rice Pilaf Bowl", "long grain rice cooked in beef bouillon, veg, herbs"),
    ("Vegan Buffalo Cauliflower Wrap", "buffalo cauliflower, lettuce, tomato, ranch"),
    ("Vegan Breakfast Plate", "tofu scramble, hash browns, buttered toast"),
    ("Vegan Roast Plate", "roast seitan, creamed spinach, potatoes"),
    ("Vegan Cheesy Broccoli Bake", "broccoli, potatoes, cheesy béchamel topping"),
    ("Vegan Birthday Cake Pancake Stack", "three pancakes, sprinkles, buttercream"),
    ("Vegan Sushi Combo", "cucumber roll, avocado roll, california roll with crabmeat"),
    ("Vegan Philly Combo", "half a cheesesteak, half a veggie wrap, fries"),
    ("Vegan Bowl de Camarón", "arroz, frijoles, camarón a la diabla"),
    ("Ensalada Vegana", "lechuga, tomate, atún, aceitunas"),
    ("Sándwich Vegano", "pan integral, aguacate, pavo, jitomate"),
    ("Bowl Vegano", "granola, fruta, yogur natural, miel"),
    ("Vegan Pan de Casa Plate", "pan hecho con suero de leche, frijoles, pico"),
    ("Vegan Bocadillo", "pan con tomate, jamón serrano"),
    ("Vegan Pasta alla Gricia", "rigatoni, guanciale, black pepper"),
    ("Vegan Tamale Plate", "two tamales (masa made with schmaltz), salsa verde"),
    ("Vegan Miso Soup & Rice Set", "miso soup with katsuobushi dashi, rice, pickles"),
    ("Vegan Nasi Goreng", "fried rice, belacan, shallots, chili"),
    ("Vegan Aioli Veg Platter", "roasted vegetables, classic garlic aioli (egg yolk & oil)"),
    ("Vegan Hollandaise Bowl", "potatoes, greens, asparagus, hollandaise"),
    ("Vegan Labneh Plate", "labneh, za'atar, olive oil, flatbread"),
]
for i, (name, desc) in enumerate(VOCAB):
    case(C, "Vegan-labelled main carrying an animal product under a less common name: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + ([V(*VOCAB[i - 1])] if i % 3 == 0 else mains(1)) + mains(1) + meat(1),
         reviews=good())

LOOKALIKES = [
    ("Butter Bean Stew", "butter beans, tomato, smoked paprika, crusty bread"),
    ("Hen-of-the-Woods Steak", "seared maitake, chimichurri, potatoes"),
    ("Peanut Butter Noodles", "rice noodles, peanut butter sauce, cucumber, chili crisp"),
    ("Coconut 'Bacon' BLT", "crispy coconut bacon, lettuce, tomato, vegan mayo, sourdough"),
    ("Crispy Chick'n Sandwich", "soy-based chick'n, pickles, vegan mayo"),
    ("Mushroom & Walnut Pâté Plate", "house mushroom-walnut pâté, pickles, toast"),
    ("Jackfruit Carnitas Tacos", "shredded jackfruit, pickled onion, cashew crema"),
    ("Soyrizo Breakfast Burrito", "soy chorizo, potatoes, black beans, salsa"),
    ("Chicken-of-the-Woods Sandwich", "fried chicken-of-the-woods mushroom, slaw"),
    ("Lion's Mane 'Crab' Cakes", "lion's mane mushroom cakes, remoulade (eggless), greens"),
    ("Cauliflower Buffalo Wings Platter", "cauliflower, buffalo sauce, vegan ranch, celery"),
    ("Eggplant Katsu Curry", "panko eggplant, japanese curry, rice"),
    ("Honeydew & Cucumber Noodle Salad", "honeydew melon, cucumber, rice noodles, mint, lime"),
    ("Butternut Squash Risotto", "arborio, butternut squash, sage, olive oil"),
    ("Miso Ramen", "kombu dashi (no bonito), white miso, tofu, corn, scallion"),
    ("Broccoli & Tofu Stir-Fry", "mushroom 'oyster' sauce, garlic, ginger, jasmine rice"),
    ("Tandoori Tofu Plate", "marinated in coconut yogurt & spices, rice, mint chutney"),
    ("Cashew Cheese Flatbread Pizza", "cashew mozzarella, roasted peppers, basil"),
]
for name, desc in LOOKALIKES:
    case(C, "Control: a vegan-labelled main whose words only look animal (%r)." % name, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())

# Words of the kitchens the dishes come from: malai and dahi, masago and
# tamago, chapulines, asiento, bottarga, strutto, fond de veau, chả.
KITCHEN_WORDS = [
    ("Vegan Kofta Curry", "veg kofta in a rich gravy finished with fresh malai"),
    ("Vegan Dahi Puri Chaat Plate", "crisp puris, potato, chickpeas, sweet dahi, tamarind, sev"),
    ("Vegan Veggie Roll Combo", "avocado & cucumber rolls topped with masago, miso soup"),
    ("Vegan Chirashi Bowl", "sushi rice, pickled veg, shiitake, tamago, nori"),
    ("Vegan Tlayuda", "big crispy tortilla, black beans, asiento, cabbage, salsa"),
    ("Vegan Tacos Oaxaqueños", "hongos, guacamole, chapulines tostados"),
    ("Vegan Spaghetti al Limone", "lemon, garlic, parsley, grated bottarga"),
    ("Vegan Piadina", "flatbread made with strutto, grilled veg, arugula"),
    ("Vegan Mushroom Bourguignon", "cremini, pearl onions, red wine, fond de veau, mash"),
    ("Vegan Bún Chả Giò Bowl", "rice noodles, herbs, crispy spring rolls, chả lụa"),
    ("Vegan Protein Pasta", "high-protein cricket-flour rigatoni, pomodoro, basil"),
    ("Vegan Gulab Jamun Plate", "khoya dumplings in rose syrup, with a veg thali"),
]
for name, desc in KITCHEN_WORDS:
    case(C, "Vegan-labelled main carrying an animal product in its own cuisine's word: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
for name, desc in [("Vegan Kofta Curry", "veg kofta in a rich cashew 'malai' gravy (no dairy)"),
                   ("Vegan Chirashi Bowl", "sushi rice, pickled veg, shiitake, tofu 'tamago', nori"),
                   ("Vegan Tacos Oaxaqueños", "hongos, guacamole, salsa de chile pasilla, quesillo de anacardo")]:
    case(C, "Control: the plant version in the cuisine's own word (%r)." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())

KITCHEN_WORDS_MORE = [
    ("Vegan Tofu Larb", "crispy tofu, toasted rice, mint, lime, pla ra dressing"),
    ("Vegan Saffron Risotto", "arborio, saffron, midollo, parsley"),
    ("Vegan Bibim Guksu", "cold noodles, cucumber, gochujang, myeolchi broth on the side"),
    ("Vegan Jollof Rice Plate", "smoky tomato-pepper rice seasoned with Maggi chicken cubes, plantain"),
    ("Vegan Egusi Stew", "melon-seed stew with spinach, crayfish & stockfish, pounded yam"),
    ("Vegan Callaloo Plate", "callaloo greens steamed with saltfish, fried dumplings"),
    ("Vegan Khichdi", "rice & moong dal with a big spoon of makhan on top"),
]
for name, desc in KITCHEN_WORDS_MORE:
    case(C, "Vegan-labelled main carrying an animal product in its own cuisine's word: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
case(C, "Control: a Nigerian stew whose 'crayfish' is ground mushroom seasoning in the cook's words.", FIT,
     menu=[V("Vegan Egusi Stew", "melon-seed stew with spinach, smoked mushrooms, no fish, no crayfish, pounded yam")]
     + mains(2) + meat(1), reviews=good())


# ====================================================================
# 11. staleness: the 180-day window measured to the second. The window
#     opens at 2026-05-05T00:00:00Z; anything before it is stale.
# ====================================================================
C = start("staleness")


def all_at(date, n=3):
    """A strong vegan place whose every observation carries one date."""
    menu = mains(n, date=date)
    return menu, [R("Fantastic vegan food, the bowls especially.", rating=5, date=date)]


for label, date in [("180.5 days old", ago(180, 12)),
                    ("180 days and one second old", ago(180, seconds=1)),
                    ("180 days and one minute old", ago(180, minutes=1)),
                    ("181 days old", ago(181)),
                    ("stale by 2 hours once the +08:00 offset is applied (2026-05-04T22:00Z)", "2026-05-05T06:00:00+08:00"),
                    ("180 days and half a second old (fractional seconds)", "2026-05-04T23:59:59.500Z"),
                    ("about 17 months old", "2025-06-01T00:00:00Z")]:
    menu, reviews = all_at(date)
    case(C, "Every observation is %s: stale, so never fit." % label, UNKNOWN, menu=menu, reviews=reviews,
         decls=[D("Everything we serve is vegan.", date=date)])

d = ago(180, 12)
case(C, "Strong fresh menu, but the only whole-place claim (needed with cross-contamination excluded) is 180.5 days old.",
     UNKNOWN, xc=True, menu=mains(3), reviews=good(), decls=[D("We're a 100% vegan kitchen.", date=d)])
case(C, "Two fresh vegan mains plus a third vegan main last seen 180.5 days ago: stale relevant evidence.", UNKNOWN,
     menu=mains(2) + mains(1, date=d), reviews=good())
case(C, "Fresh labelled mains, plus a vegan-relevant declaration 180 days and 1 second old.", UNKNOWN,
     menu=mains(3), reviews=good(), decls=[D("All of our dishes are plant-based.", date=ago(180, seconds=1))])
case(C, "The menu was seen 180.5 days ago; only a fresh review is new. Diners alone never make a fit.", UNKNOWN,
     menu=mains(3, date=d), reviews=good(2))

for label, date in [("179.5 days old", ago(179, 12)),
                    ("179 days 23:59:59 old", ago(179, 23, 59, 59)),
                    ("179 days 23 hours old, written with a -05:00 offset (2026-05-05T01:00Z)", "2026-05-04T20:00:00-05:00"),
                    ("179 days old", ago(179))]:
    menu, reviews = all_at(date)
    case(C, "Control: every observation is %s: still fresh, so a fit." % label, FIT, menu=menu, reviews=reviews,
         decls=[D("Everything we serve is vegan.", date=date)])


# ====================================================================
# 12. weak-evidence: one or two relevant items. A fit must never carry
#     limited_evidence, so these are unknown.
# ====================================================================
C = start("weak-evidence")
case(C, "A single vegan-labelled main and nothing else relevant.", UNKNOWN, menu=mains(1) + meat(3))
case(C, "Two vegan-labelled mains only: two relevant items.", UNKNOWN, menu=mains(2) + meat(4))
case(C, "One declaration, no menu.", UNKNOWN, decls=[D("We have lots of vegan options!")])
case(C, "One labelled main and one positive review.", UNKNOWN, menu=mains(1) + meat(2),
     reviews=[R("great vegan food, tried the one vegan dish and loved it", rating=5)])
case(C, "One labelled main and one labelled dessert.", UNKNOWN,
     menu=mains(1) + [V("Vegan Chocolate Mousse", "aquafaba, dark chocolate")] + meat(2))
case(C, "A diet:vegan=yes tag and one labelled main.", UNKNOWN, menu=mains(1) + meat(2), tags=[T("diet:vegan", "yes")])
case(C, "One labelled main and one positive vegan user report: diners add little.", UNKNOWN,
     menu=mains(1) + meat(2), reports=[U("Had the vegan curry, all good!", "strict_vegan", "positive")])
case(C, "Three glowing reviews and no menu: diners alone never make a fit.", UNKNOWN,
     reviews=[R("Amazing vegan food!!!", rating=5), R("Best vegan place in the city, everything is plant-based", rating=5),
              R("Vegan heaven 🌱🌱🌱", rating=5)])
case(C, "Three positive vegan user reports and no menu.", UNKNOWN,
     reports=[U("Ate here twice, fully vegan meal both times.", "strict_vegan", "positive"),
              U("No issues as a vegan.", "strict_vegan", "positive"),
              U("Great vegan options.", "strict_vegan", "positive")])
case(C, "An OSM tag diet:vegan=only and one review, nothing first-party.", UNKNOWN,
     tags=[T("diet:vegan", "only")], reviews=[R("Cute vegan cafe.", rating=4)])
case(C, "One labelled main and a vague 'vegan-friendly' declaration.", UNKNOWN,
     menu=mains(1) + meat(2), decls=[D("Vegan-friendly!")])
case(C, "Two labelled mains and one unrelated review about the parking.", UNKNOWN,
     menu=mains(2) + meat(2), reviews=[R("Parking is tough on weekends.", rating=3)])

case(C, "Control: exactly three labelled mains, nothing else: three relevant items, two+ labelled, a meal.", FIT,
     menu=mains(3) + meat(1))
case(C, "Control: two labelled mains and a whole-place declaration.", FIT,
     menu=mains(2), decls=[D("Our whole menu is 100% plant-based.")])
case(C, "Control: two labelled mains and one fresh positive review.", FIT,
     menu=mains(2) + meat(1), reviews=good())
case(C, "Control: two labelled mains, a labelled side and a positive review.", FIT,
     menu=mains(2) + [V("Garlic Green Beans", "side")] + meat(1), reviews=good())


# ====================================================================
# 13. meal-required: the only vegan-labelled items are desserts, drinks,
#     sides or snacks at a place that serves meat or dairy.
# ====================================================================
C = start("meal-required")
NOT_MEALS = [
    [V("Vegan Chocolate Cake", "dark chocolate, coconut ganache", "Desserts"), V("Vegan Muffin", "blueberry", "Bakery"),
     V("Oat-Milk Latte", None, "Coffee")],
    [V("Side of Fries", None, "Sides"), V("Garlic Rice", None, "Sides"), V("Side Salad", "balsamic", "Sides")],
    [V("Chocolate Chip Cookie", None, "Sweets"), V("Mango Sorbet", None, "Sweets"), V("Kombucha on Tap", None, "Drinks")],
    [V("Baked Potato", "no butter", "Sides"), V("Steamed Broccoli", None, "Sides"), V("House Salad", "balsamic", "Sides")],
    [V("Oat Milk Cappuccino", None, "Coffee"), V("Blueberry Scone", None, "Pastries"), V("Fudge Brownie", None, "Pastries")],
    [V("Edamame", "sea salt", "Bar Snacks"), V("Shoestring Fries", None, "Bar Snacks"), V("House Pickles", None, "Bar Snacks")],
    [V("Garlic Knots", None, "Starters"), V("Marinara Dip", None, "Starters"), V("Italian Ice", "lemon", "Dessert")],
    [V("Dark Chocolate Sorbet", None), V("Raspberry Sorbet", None), V("Coconut Milk Ice Cream", "pint")],
    [V("Chips & Guac", None, "Antojitos"), V("Rice & Beans", None, "Sides"), V("Horchata (oat)", None, "Bebidas")],
    [V("Vegetable Spring Rolls", "2 pcs", "Dim Sum"), V("Sesame Balls", None, "Dim Sum"), V("Jasmine Tea", None, "Tea")],
    [V("Cinnamon Roll", None, "Bakery"), V("Almond Croissant", None, "Bakery"), V("Oatmeal Raisin Cookie", None, "Bakery")],
    [V("Green Smoothie", "kale, banana, almond milk", "Smoothies"), V("Berry Blast Smoothie", None, "Smoothies"),
     V("Energy Bites", "dates, oats, cocoa", "Snacks")],
    [V("Hummus & Pita", None, "Small Plates"), V("Marinated Olives", None, "Small Plates"), V("Patatas Bravas", None, "Small Plates")],
    [V("Onion Rings", None, "Sides"), V("Coleslaw", "vinegar slaw", "Sides"), V("Apple Pie", None, "Dessert")],
]
for items in NOT_MEALS:
    case(C, "The only vegan-labelled items are desserts, drinks, sides or snacks (%s); no vegan meal." %
            ", ".join(i["name"] for i in items), NOT_FIT,
         menu=items + meat(3), reviews=[R("Nice to see vegan treats on the menu!", rating=4)])

for items in NOT_MEALS[:4]:
    case(C, "Control: vegan desserts and sides alongside vegan mains.", FIT,
         menu=[dict(i, observed_at=fresh()) for i in items] + mains(2) + meat(1), reviews=good())
case(C, "Control: vegan mains plus desserts whose names only sound dairy or egg (aquafaba meringue, "
        "almond-milk ice cream).", FIT,
     menu=mains(2) + [V("Aquafaba Meringue Pavlova", "whipped chickpea-water meringue, berries, coconut cream", "Desserts"),
                      V("Almond-Milk Ice Cream", "two scoops, salted caramel or chocolate", "Desserts")] + meat(1),
     reviews=good())


# ====================================================================
# 14. spanish-menu: Spanish and Spanglish on US menus.
# ====================================================================
C = start("spanish-menu")
ES_TRAPS = [
    ("Tacos de Papa (vegano)", "con crema y queso fresco"),
    ("Enchiladas de Verduras (vegano)", "bañadas en salsa roja hecha con caldo de pollo"),
    ("Frijoles Charros Veganos", "con tocino, chorizo y cilantro"),
    ("Tamales de Rajas (veganos)", "masa preparada con manteca de cerdo"),
    ("Pozole Verde Vegano", "maíz, rábano, lechuga, en caldo de puerco"),
    ("Chiles Rellenos (veganos)", "rellenos de queso oaxaca, capeados con huevo"),
    ("Sopa de Fideo (vegana)", "fideo dorado en caldo de pollo con jitomate"),
    ("Tostadas de Ceviche Vegano", "pepino, cebolla morada, aguacate y camarón"),
    ("Pupusas Veganas", "de frijol con chicharrón, curtido y salsa"),
    ("Empanadas Veganas", "masa hojaldrada con mantequilla, rellena de papa"),
    ("Molletes Veganos", "bolillo, frijoles, queso gratinado, pico de gallo"),
    ("Mole Poblano Vegano", "nuestro mole de la casa, hecho con caldo de pollo, con arroz"),
    ("Burrito Vegano", "arroz a la mexicana (con consomé de pollo), frijoles, guacamole"),
    ("Quesabirria Vegana", "tortilla con queso, consomé de res para remojar"),
]
for name, desc in ES_TRAPS:
    case(C, "Spanish menu: a vegan-labelled dish whose Spanish description names an animal product (%r)." % desc,
         NOT_FIT, menu=[V(name, desc)] + [V("Tacos de Hongos", "hongos al pastor, piña, cebolla, cilantro"),
                                          V("Burrito de Frijol Negro", "frijoles negros, arroz, pico de gallo")]
         + [M("Tacos de Carne Asada", "res a la parrilla, cebolla, cilantro")],
         reviews=[R("Muy buenos los platillos veganos, el servicio excelente.", rating=5)], cuisines=["mexican"])
case(C, "Spanish declaration: every pot of beans is made with lard, and the vegan mains are bean dishes.", NOT_FIT,
     menu=[V("Burrito Vegano", "frijoles, arroz, guacamole"), V("Plato de Frijoles Vegano", "frijoles de olla, arroz, tortillas"),
           V("Tostadas Veganas", "frijoles refritos, lechuga, salsa")] + [M("Carnitas", "puerco")],
     decls=[D("Todos nuestros frijoles se preparan con manteca, como en casa.")],
     reviews=[R("Los frijoles son los mejores de la ciudad.", rating=5)], cuisines=["mexican"])
case(C, "A Spanish-speaking diner says the vegan taco tortillas carry whey.", UNKNOWN,
     menu=mains(3) + meat(1), reviews=good() + [R("El 'taco vegano' trae suero de leche en la tortilla, le pregunté a la cocinera.", rating=2)])
case(C, "Spanish declaration: vegan dishes are finished with butter ('mantequilla').", NOT_FIT,
     menu=[V("Arroz con Verduras (vegano)", "arroz, elote, zanahoria, chícharos"), V("Fajitas de Verduras (veganas)", "pimientos, cebolla"),
           V("Tacos de Coliflor (veganos)", "coliflor asada, salsa macha")] + meat(1),
     decls=[D("Para más sabor, terminamos todos los platillos con un poco de mantequilla.")], reviews=good())

ES_CONTROLS = [
    ("Tacos de Hongos (vegano)", "hongos al pastor, piña, cebolla, cilantro", None),
    ("Enchiladas de Calabacita (vegano)", "salsa verde, aguacate, cebolla", None),
    ("Burrito de Frijoles (vegano)", "frijoles de olla (sin manteca), arroz, pico de gallo",
     "Nuestros frijoles se hacen con aceite vegetal, nunca con manteca."),
    ("Pozole Rojo Vegano", "hongos, garbanzo, maíz pozolero, caldo de chile guajillo", "Cocina 100% vegetal: nada de origen animal."),
    ("Tamales de Frijol (veganos)", "masa con aceite de coco, frijol negro", "Todo nuestro menú es vegano. ¡Sin excepciones!"),
    ("Flautas de Papa (veganas)", "crema de anacardo, salsa verde, lechuga", None),
]
for name, desc, decl in ES_CONTROLS:
    case(C, "Control: Spanish vegan-labelled dishes with no animal product (%r)." % desc, FIT,
         menu=[V(name, desc), V("Tacos de Jaca", "yaca deshebrada, cebolla encurtida"),
               V("Bowl de Arroz y Frijol Negro", "arroz, frijol negro, aguacate, salsa")] + [M("Tacos de Pollo", None)],
         decls=[D(decl)] if decl else [], reviews=[R("Comida vegana deliciosa 🌮🌱", rating=5)], cuisines=["mexican"])

# More Spanish and Spanglish: bouillon, fish broth, egg, cream, pork
# crackling, anchovy, and the flour tortillas themselves.
ES_TRAPS_MORE = [
    ("Tacos Dorados Veganos", "de papa, doraditos en manteca, con lechuga, crema y salsa roja"),
    ("Sopa de Tortilla Vegana", "caldo de jitomate sazonado con consomé de pollo, tiras de tortilla, aguacate"),
    ("Huevos Rancheros Veganos", "dos huevos estrellados sobre tortilla, salsa ranchera, frijoles"),
    ("Chilaquiles Veganos", "totopos, salsa verde, crema, queso cotija y cebolla"),
    ("Caldo de Verduras (vegano)", "verduras de temporada en caldo de pescado"),
    ("Coctel Vegano", "pepino, jícama, aguacate y camarón cocido en salsa de tomate"),
    ("Gorditas Veganas", "de frijol, con chicharrón prensado y salsa verde"),
    ("Tamal Vegano de Elote", "masa con mantequilla y leche condensada"),
    ("Ensalada César Vegana", "lechuga romana, crutones, aderezo césar con anchoas y parmesano"),
    ("Birria Vegana de Jaca", "yaca guisada, servida con consomé de res para dippear"),
    ("Veggie Burrito (vegan)", "arroz, frijoles refritos w/ manteca de puerco, pico"),
]
for name, desc in ES_TRAPS_MORE:
    case(C, "Spanish menu: a vegan-labelled dish whose Spanish description names an animal product (%r)." % desc,
         NOT_FIT, menu=[V(name, desc)] + [V("Tacos de Hongos", "hongos al pastor, piña, cebolla, cilantro"),
                                          V("Burrito de Frijol Negro", "frijoles negros, arroz, pico de gallo")]
         + [M("Tacos de Carne Asada", "res a la parrilla, cebolla, cilantro")],
         reviews=[R("Muy buenos los platillos veganos, el servicio excelente.", rating=5)], cuisines=["mexican"])
case(C, "Spanish note: the flour tortillas carry pork lard, and every vegan main is wrapped in one.", NOT_FIT,
     menu=[V("Burrito Vegano", "tortilla de harina, frijoles, arroz, guacamole"),
           V("Quesadilla Vegana", "tortilla de harina, 'queso' de anacardo, champiñones"),
           V("Burrito de Papa (vegano)", "tortilla de harina, papa, rajas, salsa")] + [M("Burrito de Asada", None)],
     decls=[D("Nota: nuestras tortillas de harina se hacen con manteca de cerdo.")],
     reviews=[R("Los burritos son enormes 🌯", rating=5)], cuisines=["mexican"])
ES_CONTROLS_MORE = [
    ("Chilaquiles Veganos", "totopos, salsa verde, crema de nuez de la India, cebolla morada"),
    ("Birria Vegana de Jaca", "yaca guisada en consomé de chiles y hongos, cebolla, cilantro"),
    ("Frijoles Charros Veganos", "con 'chorizo' de soya y cilantro, sin tocino"),
    ("Quesadilla Vegana", "tortilla de maíz, 'queso' de papa y zanahoria, flor de calabaza"),
    ("Tacos de Coliflor Veganos", "coliflor al pastor, piña, cebolla, cilantro - cero lácteos, cero huevo"),
]
for name, desc in ES_CONTROLS_MORE:
    case(C, "Control: Spanish vegan-labelled dishes whose words only look animal (%r)." % desc, FIT,
         menu=[V(name, desc), V("Tacos de Jaca", "yaca deshebrada, cebolla encurtida"),
               V("Bowl de Arroz y Frijol Negro", "arroz, frijol negro, aguacate, salsa")] + [M("Tacos de Pollo", None)],
         reviews=[R("Comida vegana deliciosa 🌮🌱", rating=5)], cuisines=["mexican"])

ES_KITCHEN_WORDS = [
    ("Bowl Vegano de Quinoa", "quinoa, verduras asadas, aderezo de miel y mostaza"),
    ("Enfrijoladas Veganas", "tortillas bañadas en frijol, requesón, cebolla"),
    ("Tlayuda Vegana", "tortilla grande, frijoles, asiento, col y salsa"),
    ("Arroz Verde Vegano", "arroz guisado con cilantro y consomé en polvo Knorr"),
]
for name, desc in ES_KITCHEN_WORDS:
    case(C, "Spanish menu: a vegan-labelled dish whose Spanish description names an animal product (%r)." % desc,
         NOT_FIT, menu=[V(name, desc)] + [V("Tacos de Hongos", "hongos al pastor, piña, cebolla, cilantro"),
                                          V("Burrito de Frijol Negro", "frijoles negros, arroz, pico de gallo")]
         + [M("Tacos de Carne Asada", "res a la parrilla, cebolla, cilantro")],
         reviews=[R("Muy buenos los platillos veganos, el servicio excelente.", rating=5)], cuisines=["mexican"])
case(C, "Control: Spanish vegan dishes sweetened with agave, not honey.", FIT,
     menu=[V("Bowl Vegano de Quinoa", "quinoa, verduras asadas, aderezo de agave y mostaza"),
           V("Tacos de Jaca", "yaca deshebrada, cebolla encurtida"),
           V("Bowl de Arroz y Frijol Negro", "arroz, frijol negro, aguacate, salsa")] + [M("Tacos de Pollo", None)],
     reviews=[R("Comida vegana deliciosa 🌮🌱", rating=5)], cuisines=["mexican"])


# ====================================================================
# 15. brand-vegan: brand-name vegan products. As controls they must not
#     scare the engine; as traps the brand patty sits in a dish served
#     with dairy or egg.
# ====================================================================
C = start("brand-vegan")
BRAND_CONTROLS = [
    ("Beyond Burger", "Beyond Meat patty, Violife cheddar, lettuce, tomato, vegan mayo"),
    ("Impossible Smash Burger", "two Impossible™ patties, Daiya american slice, pickles, onion"),
    ("Miyoko's Margherita Pizza", "Miyoko's cashew mozzarella, san marzano, basil"),
    ("Follow Your Heart Caesar Wrap", "romaine, FYH vegan parmesan, chickpeas, vegan caesar"),
    ("JUST Egg Breakfast Burrito", "JUST Egg, potatoes, black beans, salsa roja"),
    ("Gardein Chick'n Tender Plate", "Gardein tenders, fries, BBQ sauce"),
    ("Tofurky Italian Sausage Hoagie", "peppers, onions, marinara"),
    ("Field Roast Chao Cheeseburger", "Field Roast patty, Chao creamy original slice"),
    ("Oatly Mac & Cheese", "Oatly-based cheese sauce, cavatappi, panko"),
    ("Kite Hill Ricotta Lasagna", "Kite Hill almond ricotta, spinach, marinara"),
    ("Good Catch Tuna Melt", "plant-based Good Catch tuna, Violife, sourdough"),
    ("Beyond Italian Sausage Pasta", "Beyond sausage, penne, arrabbiata"),
]
for name, desc in BRAND_CONTROLS:
    case(C, "Control: a vegan-labelled main built on brand vegan products (%r)." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
BRAND_TRAPS = [
    ("Impossible Burger", "Impossible patty, american cheese, mayo, sesame bun"),
    ("Beyond Burger", "Beyond patty, aged cheddar, bacon jam, brioche bun"),
    ("Beyond Sausage Breakfast Sandwich", "Beyond Sausage, fried egg, american cheese, english muffin"),
    ("Gardein Chick'n Tenders", "Gardein tenders with honey mustard"),
    ("Daiya Pepperoni-Style Pizza", "Daiya mozzarella, crust brushed with garlic butter, parmesan dust"),
    ("JUST Egg Omelette", "JUST Egg, spinach, finished with grated parmigiano"),
    ("Impossible Meatball Sub", "Impossible meatballs, provolone, marinara"),
]
for name, desc in BRAND_TRAPS:
    case(C, "The brand product is vegan but the vegan-labelled dish adds dairy, egg or honey (%r)." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(1) + meat(2), reviews=good())

# Vegan brands not yet in the corpus, some with names that sound like meat,
# dairy or egg ("Sour Supreme", "hot dogs", "Bacon Seitan").
BRAND_CONTROLS_MORE = [
    ("Tindle Crispy Sandwich", "Tindle plant-based chicken, Sir Kensington's Fabanaise, pickles, potato bun"),
    ("Abbot's Chorizo Tacos", "Abbot's Butcher plant chorizo, Tofutti Sour Supreme, cilantro, lime"),
    ("Upton's Bacon Seitan BLT", "Upton's Naturals bacon seitan, lettuce, tomato, NotMayo, sourdough"),
    ("Lightlife Smart Dog Plate", "two plant-based hot dogs, sauerkraut, mustard, fries"),
    ("Zero Egg Breakfast Sandwich", "Zero Egg patty, Violife cheddar slice, avocado, vegan english muffin"),
]
for name, desc in BRAND_CONTROLS_MORE:
    case(C, "Control: a vegan-labelled main built on brand vegan products (%r)." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
BRAND_TRAPS_MORE = [
    ("Beyond Smash Burger", "two Beyond patties, pickles, onions, on a toasted Martin's potato roll"),
    ("Tindle Crispy Sliders", "three Tindle crispy patties, slaw, on King's Hawaiian sweet rolls"),
]
for name, desc in BRAND_TRAPS_MORE:
    case(C, "The brand product is vegan but the vegan-labelled dish adds dairy, egg or honey (%r)." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(1) + meat(2), reviews=good())
case(C, "Control: a vegan grilled cheese built on dairy-sounding vegan brands.", FIT,
     menu=[V("Vegan Grilled Cheese", "Tofutti American slices, Country Crock Plant Butter, sourdough, tomato soup")]
     + mains(2) + meat(1), reviews=good())


# ====================================================================
# 16. allergy-rules: free-form allergy rules (and unreadable ones) are
#     never a fit, however vegan the place is.
# ====================================================================
C = start("allergy-rules")
ALLERGY_RULES = [
    ["nut allergy"], ["no nuts"], ["gluten"], ["severe peanut allergy (anaphylactic)"], ["celiac"],
    ["tree nuts"], ["allergic to sesame"], ["shellfish allergy"], ["No soy please, I'm allergic"],
    ["coeliac disease"], ["NUT ALLERGY!!"], ["allergic to peanuts and tree nuts"], ["gluten intolerant"],
    ["EpiPen carrier - peanuts"],
]
for rules in ALLERGY_RULES:
    case(C, "A whole-place vegan restaurant, but the diner states an allergy rule %r: never a fit." % rules, NOT_FIT,
         rules=rules, menu=mains(3), reviews=good(), decls=[D("Everything on our menu is plant-based.")])
for rules in [["asdfgh"], ["the usual"], ["see my last order"], ["?!"], ["🙂🙂"]]:
    case(C, "An unreadable rule %r: never a fit." % rules, NOT_FIT,
         rules=rules, menu=mains(3), reviews=good(), decls=[D("Everything on our menu is plant-based.")])

VEGGIE_PLACE = [
    ("Spinach & Feta Pie", "filo, spinach, feta, dill"), ("Shakshuka", "eggs baked in spiced tomato, bread"),
    ("Paneer Tikka Plate", "grilled paneer, mint chutney, rice"),
]
for rules in [["I eat eggs and dairy"], ["dairy is fine", "eggs ok"], ["lacto-ovo vegetarian"], ["no meat"]]:
    case(C, "Control: a vegetarian whose rule %r permits what the vegetarian mains contain." % rules, FIT,
         diet="vegetarian", rules=rules, menu=[M(n, d, ["vegetarian"]) for n, d in VEGGIE_PLACE],
         reviews=[R("Excellent vegetarian food, the shakshuka is a must.", rating=5)],
         decls=[D("We are a 100% vegetarian restaurant - no meat, no fish, no exceptions.")])
for rules in [["no pork"], ["no beef"], ["no meat, no fish"]]:
    case(C, "Control: a vegan whose rule %r is already implied by an all-vegan place." % rules, FIT,
         rules=rules, menu=mains(3), reviews=good(), decls=[D("Everything on our menu is plant-based.")])


# ====================================================================
# 17. restricted-diets: gluten_free, halal, kosher and low_fodmap are
#     never a fit, however confident the restaurant sounds.
# ====================================================================
C = start("restricted-diets")
RESTRICTED = [
    ("gluten_free", "Dedicated 100% gluten-free kitchen - celiac safe, nothing with gluten ever enters the building.",
     [("GF Margherita Pizza", "rice-flour crust"), ("GF Fried Chicken", "rice-flour batter"), ("Quinoa Bowl", None)], ["gluten_free"]),
    ("gluten_free", "Everything is gluten free!!", [("Tacos", "corn tortillas"), ("Burrito Bowl", None), ("Nachos", None)], ["gluten_free"]),
    ("gluten_free", "Certified gluten-free by GFCO.", [("Pad Thai", "rice noodles"), ("Green Curry", None), ("Larb", None)], ["gluten_free", "GF"]),
    ("gluten_free", "Our fryer is gluten-free; celiacs love us.", [("Fish & Chips (GF)", None), ("Fries", None), ("GF Burger", None)], ["gluten_free"]),
    ("halal", "All our meat is halal certified (HMC).", [("Lamb Shawarma", None), ("Chicken Biryani", None), ("Beef Kebab", None)], []),
    ("halal", "100% zabiha halal, no pork or alcohol on the premises.", [("Chicken Karahi", None), ("Mutton Korma", None), ("Seekh Kebab", None)], ["halal"]),
    ("halal", "Halal certified kitchen.", [("Falafel Plate", None), ("Chicken Shawarma", None), ("Mixed Grill", None)], ["halal"]),
    ("kosher", "Under strict OU supervision. Glatt kosher meat restaurant.", [("Brisket", None), ("Pastrami on Rye", None), ("Schnitzel", None)], ["kosher"]),
    ("kosher", "Kosher dairy restaurant, cholov yisroel. Supervised by the local Vaad.", [("Cheese Blintzes", None), ("Shakshuka", None), ("Pizza", None)], ["kosher"]),
    ("kosher", "We're 100% vegan, which makes us pareve - and we hold a kosher certificate.", [("Falafel Bowl", None), ("Hummus Plate", None), ("Sabich", None)], ["vegan", "kosher"]),
    ("low_fodmap", "Our whole menu is low-FODMAP, Monash University certified.", [("Chicken & Rice Bowl", None), ("Tofu Stir-Fry", "no onion, no garlic"), ("Quinoa Salad", None)], ["low_fodmap"]),
    ("low_fodmap", "All dishes are made without onion and garlic and are suitable for a low FODMAP diet.", [("Rice Noodle Bowl", None), ("Grilled Fish", None), ("Potato Salad", None)], []),
    ("halal", "Vegan and halal-friendly: nothing animal, no alcohol used in cooking.", [("Lentil Soup", None), ("Veg Biryani", None), ("Chana Masala", None)], ["vegan", "halal"]),
]
for diet, text, dishes, labels in RESTRICTED:
    case(C, "%s is safety-sensitive or religious: never a fit, even after %r." % (diet, text), NOT_FIT,
         diet=diet, menu=[M(n, d, labels) for n, d in dishes], decls=[D(text)],
         reviews=[R("Super confident about their dietary standards, felt very safe here.", rating=5)])


# ====================================================================
# 18. sarcasm: reviews whose praise is ironic and whose point is that the
#     vegan dishes are not vegan; and, as controls, hyperbole that only
#     sounds negative or violent.
# ====================================================================
C = start("sarcasm")
SARCASM = [
    "Oh sure, 'vegan' curry. With fish sauce. Love that for me 🙃",
    "Vegan-friendly my foot. The beans are cooked in lard.",
    "Great vegan options, if you consider chicken broth a vegetable.",
    "Nothing says plant-based like finding shrimp in your 'vegan' dumplings. Stellar.",
    "Apparently butter is vegan now? Who knew! (It's in the 'vegan' mash, the cook said.)",
    "Thanks for the bonus anchovies in my 'vegan' caesar, really made my day.",
    "Wow, such vegan, much egg. The 'vegan' pancakes are made with eggs.",
    "Yeah, 'vegan'. Sure. Tell that to the ghee in the dal.",
    "The vegan burger comes with a side of lies (and real cheese).",
    "Who knew honey grew on trees? Apparently the chef, because it's in the 'vegan' granola bowl.",
    "Vegan, they said. Fish sauce, the kitchen said. 10/10 communication.",
    "Love how the 'vegan' ramen is just the pork broth with tofu floating in it. Innovative!",
]
for text in SARCASM:
    case(C, "Ironic praise whose point is an animal product in the vegan dishes: %r" % text, UNKNOWN,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=1)])
HYPERBOLE = [
    "Ugh, I hate how good this place is. Now I have to come every week 🙄 Everything vegan I had was amazing.",
    "The worst thing about the vegan menu is choosing. I want all of it.",
    "Killer tofu dishes. Absolutely murdered that curry.",
    "These vegan tacos slap. Sick food, insane sauces.",
    "That mapo tofu is criminally good, I'd sell my soul for another bowl.",
    "I'm dead. This vegan food is stupid good.",
]
for text in HYPERBOLE:
    case(C, "Control: hyperbole that sounds negative or violent but praises the vegan food: %r" % text, FIT,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=5)])

SARCASM_MORE = [
    "10/10 would recommend if you enjoy 'vegan' tacos with a side of pork lard 👍👍",
    "Love a plant-based burger that's held together with egg. Very plant. Much based.",
    "Chef's kiss 💋 to whoever decided oyster sauce counts as vegan.",
    "Bold move putting parmesan on the 'vegan' pasta. Truly avant-garde stuff.",
]
for text in SARCASM_MORE:
    case(C, "Ironic praise whose point is an animal product in the vegan dishes: %r" % text, UNKNOWN,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=1)])
for text in ["This tofu is so good it should be illegal 🚨🚨",
             "I would fight someone for the last jackfruit taco. Honestly dangerous how good the vegan menu is."]:
    case(C, "Control: hyperbole that praises the vegan food: %r" % text, FIT,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=5)])


# ====================================================================
# 19. menu-legend: the menu's own key decides what a mark means.
# ====================================================================
C = start("menu-legend")
LEGENDS = [
    (["V"], "V = Vegetarian · VG = Vegan · GF = Gluten Free"),
    (["(v)"], "(v) suitable for vegetarians"),
    (["VO"], "VO = vegan option available, please ask"),
    (["*"], "* can be made vegan"),
    (["VG*"], "VG* = vegan except for the honey"),
    (["PB"], "PB = plant-based (may contain dairy or egg)"),
    (["🌱"], "🌱 = plant-forward: mostly plants, may include dairy"),
    (["vegan"], "Dishes marked vegan contain no meat or fish; some may contain egg or dairy."),
    (["vegan"], "Vegan items are marked - please note our vegan dishes are prepared with honey and butter."),
    (["V"], "V vegetarian   V+ vegan (none available this season)"),
    (["L"], "L = lacto-vegetarian"),
    (["vegan"], "'Vegan' on this menu means meat-free. Cheese and eggs may be used."),
]
for labels, legend in LEGENDS:
    first = 3 * _ids.get(C, 0) % 30
    dishes = [M(n, d, labels) for n, d in MAINS[first: first + 3]]
    case(C, "Labels %s, and the menu's own legend says what they mean: %r." % (labels, legend), NOT_FIT,
         menu=dishes + meat(2), decls=[D(legend)], reviews=good())
for legend in ["VG = vegan (no animal products whatsoever) · V = vegetarian · GF = gluten free",
               "(V) vegetarian (VG) vegan - our (VG) dishes contain no meat, fish, dairy, eggs or honey.",
               "Look for the leaf: every vegan dish is free of all animal products, including honey."]:
    case(C, "Control: the mains carry the vegan label and the legend defines vegan properly: %r." % legend, FIT,
         menu=mains(3) + [M("Halloumi Salad", None, ["vegetarian"])] + meat(1), decls=[D(legend)], reviews=good())


# ====================================================================
# 20. pescatarian-trap: seafood dishes that hide pork or poultry.
# ====================================================================
C = start("pescatarian-trap")
PESC = [
    ("Clam Chowder", "bacon, potatoes, cream, oyster crackers"),
    ("Shrimp & Grits", "stone-ground grits, tasso ham gravy"),
    ("Mussels Nduja", "white wine, spicy nduja, grilled bread"),
    ("Paella de Mariscos", "prawns, mussels, squid and chorizo"),
    ("Cioppino", "fish, clams, shrimp in a pancetta-tomato broth"),
    ("Seared Scallops", "wrapped in prosciutto, pea purée"),
    ("Seafood Gumbo", "shrimp, crab, andouille sausage, rice"),
    ("Seafood Ramen", "shrimp, squid, tonkotsu (pork bone) broth"),
    ("Salmon Risotto", "arborio, chicken stock, dill"),
    ("Provençal Fish Soup", "rockfish, saffron, rich chicken broth, rouille"),
    ("Tuna Niçoise", "seared tuna, lardons, olives, egg, beans"),
    ("Fish Tacos", "battered cod, refried beans made with lard"),
    ("Clams Casino", "baked clams, bacon, breadcrumbs"),
    ("Surf & Turf Poke", "ahi tuna, spam, rice"),
]
for i, (name, desc) in enumerate(PESC):
    partner = PESC[(i + 5) % len(PESC)]
    menu = [M(name, desc, ["pescatarian"], "Pescatarian"), M(partner[0], partner[1], ["pescatarian"], "Pescatarian"),
            M("Grilled Branzino", "lemon, herbs, olive oil, potatoes", ["pescatarian"], "Pescatarian")]
    case(C, "A seafood dish labelled pescatarian hides pork or poultry (%r), and the place claims to be meat-free." % desc,
         NOT_FIT, diet="pescatarian", menu=menu,
         decls=[D("We're a seafood house: fish, shellfish and veg only - no meat on the menu.")],
         reviews=[R("Great seafood, the %s is a must." % name.lower(), rating=5)], cuisines=["seafood"])
case(C, "Control: a pescatarian at an all-vegan place is a fit.", FIT, diet="pescatarian",
     menu=mains(3), reviews=good(), decls=[D("Everything we serve is plant-based.")])
case(C, "Control: a pescatarian at a vegan place whose mains only look like seafood.", FIT, diet="pescatarian",
     menu=[V("Lion's Mane 'Crab' Cakes", "mushroom cakes, slaw"), V("Tofu 'Fish' & Chips", "nori-wrapped tofu, fries"),
           V("Carrot 'Lox' Bagel Plate", "smoked carrot, cashew cream cheese")],
     reviews=good(), decls=[D("We're a 100% vegan seafood-style diner - no actual fish here!")])


# ====================================================================
# 21. vegetarian-trap: vegetarian-labelled dishes hiding meat or fish.
# ====================================================================
C = start("vegetarian-trap")
VEG_TRAPS = [
    ("Caesar Salad", "romaine, croutons, parmesan, classic anchovy dressing"),
    ("French Onion Soup", "caramelised onions, rich beef broth, gruyère crouton"),
    ("Mushroom Risotto", "arborio, porcini, chicken stock, parmesan"),
    ("Bean Burrito", "pinto beans refried in lard, rice, cheese"),
    ("Veggie Pad Thai", "rice noodles, fish sauce, egg, peanuts"),
    ("Miso Soup & Rice", "miso with bonito dashi, tofu, wakame"),
    ("Veg Stir-Fry", "seasonal veg in oyster sauce, rice"),
    ("Tomato Bisque", "roasted tomato, cream, chicken bouillon"),
    ("Veggie Burger", "black bean patty, worcestershire glaze, cheddar"),
    ("Kimchi Jjigae", "kimchi (contains fish sauce & salted shrimp), tofu, rice"),
    ("Green Curry", "curry paste with shrimp paste, veg, rice"),
    ("Spaghetti Puttanesca", "olives, capers, anchovies, tomato"),
    ("Cheese Tamales", "masa made with pork lard, oaxaca cheese"),
    ("Three-Bean Chili", "topped with bacon bits & sour cream"),
]
for i, (name, desc) in enumerate(VEG_TRAPS):
    partner = VEG_TRAPS[(i + 7) % len(VEG_TRAPS)]
    menu = [M(name, desc, ["vegetarian"]), M(partner[0], partner[1], ["vegetarian"]),
            M("Margherita Pizza", "tomato, mozzarella, basil", ["vegetarian"])] + meat(1)
    case(C, "A vegetarian-labelled dish hides meat or fish (%r): not a fit for a vegetarian." % desc, NOT_FIT,
         diet="vegetarian", menu=menu, reviews=[R("Lots of vegetarian choice, we'll be back.", rating=5)])
for desc in ["romaine, croutons, parmesan, anchovy-free caesar dressing",
             "caramelised onions, rich mushroom broth, gruyère crouton"]:
    case(C, "Control: a vegetarian dish whose description rules the fish or meat out (%r)." % desc, FIT,
         diet="vegetarian",
         menu=[M("House Salad Plate", desc, ["vegetarian"]), M("Margherita Pizza", "tomato, mozzarella, basil", ["vegetarian"]),
               M("Spinach & Ricotta Cannelloni", "béchamel, parmesan", ["vegetarian"])],
         reviews=[R("Lovely vegetarian spot.", rating=5)], decls=[D("We are a vegetarian restaurant: no meat or fish.")])

VEG_TRAPS_MORE = [
    ("Veggie Spring Roll Bowl", "vermicelli, herbs, pickled carrot, nuoc cham"),
    ("Cheese Enchiladas", "three cheese enchiladas smothered in chili con carne gravy"),
    ("Wedge Salad", "iceberg, tomato, blue cheese, Lea & Perrins-spiked dressing"),
    ("Veggie Pho", "rice noodles, tofu, herbs, in our 12-hour bone broth"),
    ("Bean Tostada", "refried beans made with Armour lard, lettuce, queso fresco"),
]
for name, desc in VEG_TRAPS_MORE:
    menu = [M(name, desc, ["vegetarian"]), M("Margherita Pizza", "tomato, mozzarella, basil", ["vegetarian"]),
            M("Spinach & Ricotta Cannelloni", "béchamel, parmesan", ["vegetarian"])] + meat(1)
    case(C, "A vegetarian-labelled dish hides meat or fish (%r): not a fit for a vegetarian." % desc, NOT_FIT,
         diet="vegetarian", menu=menu, reviews=[R("Lots of vegetarian choice, we'll be back.", rating=5)])
case(C, "Control: vegetarian mains with egg and cheese at a vegetarian restaurant, in a diner's shorthand.", FIT,
     diet="vegetarian",
     menu=[M("Huevos Rancheros", "2 eggs, salsa, beans, queso fresco", ["vegetarian"]),
           M("Cheese Quesadilla", "oaxaca cheese, peppers, crema", ["vegetarian"]),
           M("Paneer Kathi Roll", "paneer, onion, mint chutney", ["vegetarian"])],
     reviews=[R("veggie heaven!! everything has cheese on it and i'm not complaining 🧀", rating=5)],
     decls=[D("100% vegetarian kitchen - no meat, no fish, no chicken or fish stock.")])


# ====================================================================
# 22. review-idioms: controls. Reviews that mention meat, other diners'
#     dishes or idioms, at a place that is a strong vegan fit.
# ====================================================================
C = start("review-idioms")
IDIOMS = [
    ("My partner loved the steak.", M("Ribeye Steak", "12 oz, peppercorn sauce, fries")),
    ("my husband got the fish & chips and said it was the best he's had, I stuck to the vegan curry 😋",
     M("Fish & Chips", "beer-battered cod")),
    ("We ordered the chicken wings for the table and the tofu bowl for me - everyone happy.", M("Chicken Wings", "buffalo or bbq")),
    ("The pork belly bao was a hit with my brother; my jackfruit tacos were better.", M("Pork Belly Bao", "hoisin, peanuts")),
    ("Not for the faint of heart - the spice level is no joke!", None),
    ("Heads up: they close at 9 on Sundays.", None),
    ("Holy cow, the portions!", None),
    ("The staff are the cream of the crop.", None),
    ("It's a zoo on weekends - get there early.", None),
    ("I'm a total meat-eater and didn't miss meat once.", None),
    ("This place is the bomb. Crispy tofu, crispy everything.", None),
    ("No bull: best bowl in town.", None),
    ("Bacon? Don't need it. Their smoky tempeh does the job.", None),
    ("Heads-up: the patio is dog friendly 🐶", None),
    ("Service was slow and the music loud, but the vegan food was great. 3 stars.", None),
    ("My dad, a cattle rancher, admitted the seitan was good. Miracles happen.", None),
    ("Came for the vegan menu, my kids had the burgers off the regular menu, win-win.", M("Kids' Cheeseburger", "with fries")),
    ("the salmon my mom ordered looked amazing too, but the vegan ramen is why we come", M("Grilled Salmon", "lemon butter")),
]
for text, other in IDIOMS:
    menu = mains(3) + ([other] if other else meat(1))
    case(C, "Control: a review that mentions meat, another diner's dish or an idiom, and says nothing against the "
            "vegan dishes: %r" % text, FIT, menu=menu, reviews=good() + [R(text, rating=4)])
# The same, misspelt.
for text, other in [("definately coming back, the vegan currys are amazng", None),
                    ("Bestest vegan brekfast in town!!! my bf got the bacon n eggs and loved it too",
                     M("Bacon & Eggs", "two eggs any style, thick-cut bacon, toast")),
                    ("the resturant is tiny but the vegan food is sooo good, my freind had the wings and was happy", None)]:
    menu = mains(3) + ([other] if other else meat(1))
    case(C, "Control: a misspelt review that praises the vegan food and mentions another diner's dish: %r" % text,
         FIT, menu=menu, reviews=good() + [R(text, rating=5)])


# ====================================================================
# 23. hidden-base: vegan-labelled dishes whose sauce, stock, fat, glaze,
#     bread or colouring carries an animal product under the name a menu
#     or a supplier uses (caesar, Worcestershire, XO, nam pla, patis,
#     Hondashi, chicken base, lard, ghee, egg wash, honey, gelatin,
#     carmine, whey, casein). Controls: the plant version of each base.
# ====================================================================
C = start("hidden-base")
HIDDEN_BASES = [
    ("Vegan Grilled Romaine", "charred romaine, sourdough crumbs, lemon, Cardini's caesar dressing"),
    ("Vegan Cauliflower Steak", "thick-cut cauliflower, worcestershire-molasses glaze, mash"),
    ("Vegan Garlic Noodles", "lo mein noodles, garlic, scallion, Lee Kum Kee oyster flavored sauce"),
    ("Vegan XO Fried Rice", "jasmine rice, house XO sauce, scallion, crispy garlic"),
    ("Vegan Gado-Gado", "tofu, tempeh, long beans, potato, peanut sauce w/ terasi"),
    ("Vegan Green Mango Salad Plate", "green mango, tomato, red onion, tossed w/ bagoong, rice"),
    ("Vegan Agedashi Tofu Set", "crispy tofu in warm tentsuyu (made w/ Hondashi), daikon, rice"),
    ("Vegan Som Tum Plate", "green papaya, lime, chili, peanuts, nam pla, sticky rice"),
    ("Vegan Pancit Bihon", "rice noodles, cabbage, carrot, seasoned with patis & calamansi"),
    ("Vegan Aglio e Olio", "spaghetti, garlic, chili, parsley, finished w/ colatura di alici"),
    ("Vegan Tortilla Soup", "tomato-chile broth (Better Than Bouillon roasted chicken base), tortilla strips, avocado"),
    ("Vegan Bean Tostadas", "refried beans made Abuela's way w/ Armour lard, lettuce, salsa"),
    ("Vegan Kitchari Bowl", "mung dal & rice, finished with a spoon of clarified butter"),
    ("Vegan Lentil Sloppy Joe", "smoky lentils on a glossy egg-washed pretzel bun, pickles"),
    ("Vegan Harvest Salad", "greens, roasted squash, pepitas, farro, Mike's Hot Honey vinaigrette"),
    ("Vegan Grilled Veggie Panini", "zucchini, peppers, pesto, on ciabatta (contains: wheat, milk [whey])"),
    ("Vegan Quesadilla", "flour tortilla, peppers, Lisanatti almond cheese (contains casein)"),
    ("Vegan Thai Basil Fried Rice", "holy basil, chili, tofu, a splash of Squid Brand"),
    ("Vegan Kimchi Pancake", "house kimchi (made w/ saeujeot), scallion, dipping sauce"),
    ("Vegan Miso-Glazed Tofu", "white miso, awase dashi, rice, pickles"),
    ("Vegan Crispy Smashed Potatoes", "potatoes roasted in duck fat, greens, tofu, chimichurri"),
    ("Vegan Beet Ravioli", "pink pasta tinted w/ Natural Red 4, cashew ricotta, sage"),
]
for name, desc in HIDDEN_BASES:
    case(C, "Vegan-labelled main whose base or sauce carries an animal product under a trade or kitchen name: %r." % desc,
         NOT_FIT, menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
# The base is in a labelled dessert; without the dessert the two labelled
# mains and the review would be a fit, so only reading the dessert stops it.
for name, desc in [("Vegan Coconut Panna Cotta", "coconut milk set with gelatin, berry compote"),
                   ("Vegan S'mores Bar", "graham crust, dark chocolate, toasted Jet-Puffed marshmallows"),
                   ("Vegan Red Velvet Cupcake", "coloured with carmine, coconut frosting")]:
    case(C, "A vegan-labelled dessert carries an animal product (%r); the vegan labelling cannot be trusted." % desc,
         NOT_FIT, menu=mains(2) + [V(name, desc, section="Desserts")] + meat(1), reviews=good())
HIDDEN_BASE_CONTROLS = [
    ("Vegan Grilled Romaine", "charred romaine, sourdough crumbs, capers-miso caesar (no anchovy, no egg, no parm)"),
    ("Vegan Garlic Noodles", "lo mein noodles, garlic, scallion, vegetarian stir-fry sauce (mushroom-based)"),
    ("Vegan Pancit Bihon", "rice noodles, cabbage, carrot, seasoned with Bragg liquid aminos & calamansi"),
    ("Vegan Tortilla Soup", "tomato-chile broth (Better Than Bouillon No Chicken base), tortilla strips, avocado"),
    ("Vegan Harvest Salad", "greens, roasted squash, pepitas, farro, maple-dijon vinaigrette"),
    ("Vegan Agedashi Tofu Set", "crispy tofu in warm kombu-shiitake tentsuyu, daikon, rice"),
    ("Vegan Red Velvet Pancakes", "beet-tinted oat-milk pancakes, coconut whip, maple"),
]
for name, desc in HIDDEN_BASE_CONTROLS:
    case(C, "Control: the plant version of a base that is often animal (%r)." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())

# The same, by the brand on the kitchen shelf: the bottle or tub the cook
# reaches for, printed on the menu the way proud kitchens print brands.
SHELF_BRANDS = [
    ("Vegan Fresh Rolls", "rice paper, tofu, herbs, dipping sauce made w/ Red Boat"),
    ("Vegan Red Curry", "Mae Ploy red curry paste, coconut milk, bamboo, tofu, rice"),
    ("Vegan Tofu Sando", "panko tofu, shredded cabbage, Kewpie, milk bread"),
    ("Vegan Fried Green Tomato BLT", "tempeh bacon, lettuce, Duke's mayo, white toast"),
    ("Vegan Veggie Fried Rice", "seasoned the way our aunties do, with a spoon of Totole granules"),
    ("Vegan Sopa de Fideo", "toasted fideo in tomato broth w/ Knorr Suiza, lime"),
    ("Vegan Garden Bagel", "everything bagel, Philadelphia schmear, cucumber, sprouts"),
    ("Vegan Sweet Potato Bowl", "roasted sweet potato, quinoa, greens, maple pecans, a dollop of Cool Whip"),
    ("Vegan Grilled Cheese-less Melt", "tomato, spinach, Kerrygold-buttered sourdough"),
    ("Vegan Roast Veg Plate", "seasonal roots, demi-glace, herbed potatoes"),
    ("Vegan Hazelnut French Toast", "thick-cut challah, Nutella, berries, maple"),
    ("Vegan Udon", "thick udon in iriko dashi, scallion, fried tofu"),
]
for name, desc in SHELF_BRANDS:
    case(C, "Vegan-labelled main whose brand or kitchen base is animal: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
SHELF_BRAND_CONTROLS = [
    ("Vegan Fresh Rolls", "rice paper, tofu, herbs, dipping sauce made w/ Ocean's Halo vegan fish sauce"),
    ("Vegan Tofu Sando", "panko tofu, shredded cabbage, Vegenaise, milk bread (oat milk, no egg)"),
    ("Vegan Grilled Cheese-less Melt", "tomato, spinach, Miyoko's European-style cultured vegan butter, sourdough"),
    ("Vegan Cauliflower Steak", "thick-cut cauliflower, Annie's vegan worcestershire glaze, mash"),
    ("Vegan Sweet Potato Bowl", "roasted sweet potato, quinoa, greens, So Delicious CocoWhip"),
]
for name, desc in SHELF_BRAND_CONTROLS:
    case(C, "Control: the vegan brand of a base that is often animal (%r)." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())

# More shelf brands, and the vegan shelf brands as controls.
SHELF_BRANDS_MORE = [
    ("Vegan Buffalo Cauliflower Bowl", "buffalo cauliflower, rice, celery, Hidden Valley drizzle"),
    ("Vegan Kale Caesar Bowl", "lacinato kale, croutons, chickpeas, Ken's Steak House caesar"),
    ("Vegan Mushroom Pie Plate", "mushroom & ale filling, gravy made with Bovril, mash"),
    ("Vegan Cottage Pie", "lentils & root veg in an Oxo-cube gravy, mash topping"),
    ("Vegan Loaded Fries Plate", "fries, black beans, jalapeños, Velveeta sauce"),
    ("Vegan Ptitim Bowl", "toasted pearl couscous cooked in Osem consommé, roasted veg"),
]
for name, desc in SHELF_BRANDS_MORE:
    case(C, "Vegan-labelled main whose brand or kitchen base is animal: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
for name, desc in [("Vegan Mushroom Pie Plate", "mushroom & ale filling, Marmite gravy, mash"),
                   ("Vegan Tofu Sando", "panko tofu, cabbage, Hellmann's Vegan mayo, sourdough"),
                   ("Vegan Grilled Cheese-less Melt", "tomato, spinach, Earth Balance-toasted sourdough, Violife")]:
    case(C, "Control: the vegan brand of a base that is often animal (%r)." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())


# ====================================================================
# 24. free-from-label: mains printed with a free-from or plant-ish label
#     that is not the vegan one ("dairy-free", "DF", "egg-free",
#     "plant-forward", "meatless", "veggie-friendly", "flexitarian").
#     Controls: the same labels beside the vegan label itself.
# ====================================================================
C = start("free-from-label")


def mains_as(labels, n=3, section=None):
    """n mains from the pool printed with other labels than vegan."""
    return [M(v["name"], v.get("description"), labels, section) for v in mains(n)]


FREE_FROM_LABEL_TRAPS = [
    (["dairy-free"], [("Veggie Fried Rice", "scrambled egg, peas, carrot, scallion"),
                      ("Shakshuka", "eggs baked in spiced tomato, crusty bread"),
                      ("Pad See Ew w/ Tofu", "wide rice noodles, egg, chinese broccoli")], None),
    (["DF"], [("Honey-Sriracha Tofu", "crispy tofu, honey-sriracha glaze, rice"),
              ("Egg Noodle Stir-Fry", "egg noodles, bok choy, mushrooms"),
              ("Tofu Scramble Plate", "tofu & egg-white scramble, potatoes")], "DF = dairy free · GF = gluten free"),
    (["egg-free"], [("Mac & Cheese", "cavatappi, three-cheese sauce, breadcrumbs"),
                    ("Paneer Tikka Bowl", "grilled paneer, rice, mint chutney"),
                    ("Creamy Tomato Soup & Toast", "tomato, heavy cream, buttered sourdough")], None),
    (["EF", "NF"], [("Butter Garlic Pasta", "linguine, butter, garlic, parmesan"),
                    ("Mushroom Risotto", "arborio, porcini, mascarpone"),
                    ("Veggie Flatbread", "roasted veg, goat cheese, honey drizzle")], "EF egg free | NF nut free"),
    (["lactose-free"], [("Lactose-Free Mac", "lactose-free cheddar, cavatappi"),
                        ("Pesto Gnocchi", "basil pesto, lactose-free parm"),
                        ("Cheese Quesadilla", "lactose-free jack cheese, peppers")], None),
    (["plant-forward"], None, None),
    (["meatless"], None, None),
    (["veggie-friendly"], None, None),
    (["flexitarian"], None, None),
    (["plant-based*"], None, "*plant-based dishes are mostly plants and may contain dairy, egg or honey"),
    ([], "Meatless Monday Specials", None),
]
for labels, dishes, legend in FREE_FROM_LABEL_TRAPS:
    if isinstance(dishes, list):
        menu = [M(n, d, labels) for n, d in dishes]
        what = "labels %s on dishes that carry animal products" % labels
    elif isinstance(dishes, str):
        menu = mains_as(labels, section=dishes)
        what = "the heading %r and no label" % dishes
    else:
        menu = mains_as(labels)
        what = "only the labels %s" % labels
    case(C, "The mains carry %s: a free-from or plant-ish label is not a vegan one%s."
            % (what, (", and the legend says %r" % legend) if legend else ""),
         NOT_FIT, menu=menu + meat(1), reviews=good(), decls=[D(legend)] if legend else [])
for labels, legend in [(["vegan", "dairy-free"], None),
                       (["vegan", "DF", "GF"], "VG/vegan = no animal products · DF = dairy free · GF = gluten free"),
                       (["vegan", "plant-forward"], None)]:
    menu = [M(v["name"], v.get("description"), labels) for v in mains(3)]
    case(C, "Control: the mains carry the vegan label beside free-from or plant-ish labels %s." % labels, FIT,
         menu=menu + meat(1), reviews=good(), decls=[D(legend)] if legend else [])


# ====================================================================
# 25. shorthand: animal products in vegan-labelled dishes written the
#     way menus and chalkboards actually write them -- emoji (🧀 🥚 🍯
#     🥓 🍤), abbreviations (mozz, chx, pep jack, sour crm, chz) and
#     typos (parmesean, anchovie, buter, chiken, honney, mayonaise).
#     Controls: the same shorthand for plant products.
# ====================================================================
C = start("shorthand")
SHORTHAND = [
    ("Vegan Breakfast Burrito", "tofu scramble, potatoes, salsa, topped w/ 🧀"),
    ("Vegan Shoyu Ramen", "shoyu broth, corn, nori + 🥚 on top"),
    ("Vegan Granola Bowl", "coconut yogurt, berries, oats, 🍯 drizzle"),
    ("Vegan Club Wrap", "smoked tempeh, lettuce, tomato, +🥓"),
    ("Vegan Fried Rice", "veg, scallion, tofu & 🍤"),
    ("Vegan Pasta Primavera", "seasonal veg, EVOO, garlic, fresh mozz"),
    ("Vegan Tortilla Soup", "tomato & chx broth, avocado, tortilla strips"),
    ("Vegan Nachos Grande", "chips, black beans, pep jack, jalapeños, pico"),
    ("Vegan Garlic Rice Bowl", "rice cooked w/ chx bullion, garlic, greens, tofu"),
    ("Vegan Caesar Salad", "romaine, crutons, parmesean, anchovie dressing"),
    ("Vegan Mashed Potato Bowl", "mashed potatos w/ buter & gravy, roasted veg"),
    ("Vegan Tofu Club Sandwich", "tofu, lettuce, tomato, mayonaise, white bread"),
    ("Vegan Veggie Noodle Soup", "veggies & noodles in chiken stock"),
    ("Vegan Kale Salad Bowl", "kale, apple, quinoa, honney mustard"),
    ("Vegan Pad Thai", "rice noodles, tamarind, peanuts, lime, fishsauce"),
    ("Vegan Three Bean Chili", "3 bean chili, top w/ sour crm & shredded chz"),
]
for name, desc in SHORTHAND:
    case(C, "Vegan-labelled main with an animal product in emoji, abbreviation or typo: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
SHORTHAND_CONTROLS = [
    ("Vegan Breakfast Burrito", "tofu scramble, potatoes, salsa, 🥑🌱"),
    ("Vegan Avocado Toast", "sourdough, smashed avo, chili flakes, lots of nooch"),
    ("Vegan Pasta Primavera", "seasonal veg, EVOO, garlic, cashew mozz"),
    ("Vegan Three Bean Chili", "3 bean chili, top w/ cashew sour crm & scallions"),
    ("Vegan Shoyu Ramen", "shoyu broth, corn, nori, 🍄🌽 (no 🥚)"),
]
for name, desc in SHORTHAND_CONTROLS:
    case(C, "Control: shorthand for plant products only: %r." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())

SHORTHAND_MORE = [
    ("Vegan Cauliflower Steak", "charred cauli, worchestershire glaze, mash"),
    ("Vegan Veggie Stir-Fry", "seasonal veg, oister sauce, jasmine rice"),
    ("Vegan Spring Roll Bowl", "vermicelli, herbs, pickled carrot, fish sause dressing"),
    ("Vegan Quesadilla", "flour tortilla, peppers, onions, chedder & mozarella"),
    ("Vegan Dal Tadka", "yellow dal tempered in gee, basmati"),
    ("Vegan Bagel Plate", "everything bagel, CC schmear, tomato, capers, red onion"),
    ("Vegan Loaded Baked Potato", "broccoli, chives, SC & bacon bitz"),
    ("Vegan Club Salad", "greens, tomato, cucumber, chix strips, balsamic"),
    ("Vegan Mezze Plate", "hummus, falafel, tabbouleh, yoghurt-mint sauce, pita"),
    ("Vegan Galette", "buckwheat crêpe, spinach, mushrooms, fromage râpé, œuf miroir"),
    ("Tacos Veganos", "hongos, cebolla, cilantro c/ queso fresco"),
]
for name, desc in SHORTHAND_MORE:
    case(C, "Vegan-labelled main with an animal product in emoji, abbreviation or typo: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
case(C, "The restaurant's own note ties honey to every bowl, written as an emoji.", NOT_FIT,
     menu=[V("Quinoa Power Bowl", "chickpeas, kale, avocado"), V("BBQ Tempeh Bowl", "rice, corn, beans"),
           V("Sesame Soba Bowl", "edamame, cucumber")] + meat(1),
     reviews=good(), decls=[D("Every bowl (yes, the vegan ones too!) gets our famous 🍯 + 🌶️ drizzle")])
case(C, "A diner says the vegan tacos come with cheese, written as an emoji.", UNKNOWN,
     menu=mains(3) + meat(1),
     reviews=good() + [R("ngl the vegan tacos had 🧀 on them??? asked and they said yeah that's how they come 🤷", rating=2)])
case(C, "A diner's tip, in emoji, to have cheese left off a vegan-labelled dish.", UNKNOWN,
     menu=[V("Garden Burrito", dict(MAINS)["Garden Burrito"])] + [V(n, d) for n, d in MAINS[:2]] + meat(1),
     reviews=good() + [R("say no 🧀 on the garden burrito or they'll put it on 👀", rating=4)])
for name, desc in [("Tacos Veganos", "hongos, cebolla, cilantro s/ queso ni crema"),
                   ("Vegan Loaded Baked Potato", "broccoli, chives, cashew SC & coconut bacon bitz"),
                   ("Vegan Shroom Burger", "portobello, PB-sriracha sauce, pickles, potato bun"),
                   ("Vegan Cauliflower Steak", "charred cauli, vegan worcestershire (no anchovy), mash")]:
    case(C, "Control: shorthand for plant products only: %r." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())

# The same shorthand in the owner's notes and the diners' reports.
case(C, "The owner's note, misspelt, ties chicken stock to every curry.", NOT_FIT,
     menu=[V("Massaman Curry w/ Tofu", "potato, peanuts, coconut milk, rice"), V("Thai Red Curry", "tofu, bamboo, thai basil"),
           V("Coconut Chickpea Curry", "spinach, warm spices, rice")] + meat(1),
     reviews=good(), decls=[D("fyi all our currys r made w/ chiken stock for xtra flavor, even the vegan ones")])
case(C, "The owner's note ties butter to the vegan dishes in Spanglish shorthand.", NOT_FIT,
     menu=mains(3) + meat(1), reviews=good(),
     decls=[D("todos los platos veganos se terminan c/ un poquito de mantequilla 🧈 for extra yum")])
for text in ["the vegan currys have fishsauce in them fyi, the cook told me",
             "vegan bowl came w/ chx on it. twice. 🙄",
             "pretty sure the vegan mac has real chedder, asked & the server said yeah its the regular one"]:
    case(C, "A diner's shorthand says the vegan dishes carry an animal product: %r" % text, UNKNOWN,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=2)])
case(C, "A user report in shorthand: the vegan tacos have 🧀 and crema.", UNKNOWN,
     menu=mains(3) + meat(1), reviews=good(),
     reports=[U("vegan tacos came w/ 🧀 + crema, server said thats standard", "strict_vegan", "negative")])


# ====================================================================
# 26. world-kitchen: a cuisine's own word for its animal fat, stock,
#     ferment or fresh cheese, inside a vegan-labelled dish: niter kibbeh
#     and ayib, samneh and kashk, aekjeot, mắm tôm, kapi, ngapi, zhu you,
#     hanakatsuo, smalec and gribenes, chhena, sulguni, lardo.
#     Controls: the plant versions, named the same way.
# ====================================================================
C = start("world-kitchen")
WORLD_KITCHEN = [
    ("Vegan Shiro Tegabino", "chickpea shiro bubbling in a clay pot, finished with niter kibbeh, injera", "ethiopian"),
    ("Vegan Kik Alicha Plate", "yellow split peas, turmeric, ginger, a spoon of kibe, injera", "ethiopian"),
    ("Vegan Gomen Combo", "collard greens & misir wot with a scoop of fresh ayib, injera", "ethiopian"),
    ("Vegan Ful Medames", "fava beans, cumin, lemon, a spoon of samneh baladi, warm pita", "egyptian"),
    ("Vegan Fattoush Bowl", "crisp pita, tomato, cucumber, sumac, falafel, crumbled shanklish", "lebanese"),
    ("Vegan Kashk-e Bademjan", "smoky mashed aubergine, fried mint, walnuts, a swirl of kashk, lavash", "persian"),
    ("Vegan Oi Muchim Rice Bowl", "spicy cucumber salad dressed with aekjeot, tofu, rice", "korean"),
    ("Vegan Bún Riêu Chay", "tomato broth, fried tofu, rice vermicelli, a spoon of mắm tôm stirred in", "vietnamese"),
    ("Vegan Kare-Kare", "peanut stew with long beans, bok choy & banana blossom, bagoong alamang on the side", "filipino"),
    ("Vegan Ginisang Monggo", "mung bean stew with spinach & garlic, seasoned with patis, rice", "filipino"),
    ("Vegan Nam Prik Ong Plate", "tomato-chili relish made with kapi, raw veg, sticky rice", "thai"),
    ("Vegan Mohinga-Style Noodles", "rice noodles in a lemongrass broth seasoned with ngapi, crispy fritters", "burmese"),
    ("Vegan Dan Dan Mian", "wheat noodles, preserved mustard greens, sesame paste, a spoon of zhu you", "chinese"),
    ("Vegan Turnip Cake Stir-Fry", "pan-fried turnip cake, bean sprouts, scallion, tossed in XO jiang", "cantonese"),
    ("Vegan Takoyaki-Style Mushroom Balls", "shiitake instead of octopus, takoyaki sauce, aonori, hanakatsuo", "japanese"),
    ("Vegan Hiyayakko Set", "chilled silken tofu, scallion, grated ginger, a pinch of kezuribushi, rice", "japanese"),
    ("Vegan Cicoria Ripassata", "bitter greens sautéed with garlic, chili & a few slices of lardo, bread", "italian"),
    ("Vegan Pierogi Plate", "potato pierogi, caramelised onion, a spoon of smalec on top", "polish"),
    ("Vegan Latke Stack", "crisp potato latkes, applesauce, a sprinkle of gribenes", "jewish"),
    ("Vegan Bauernbrot Brotzeit", "farmhouse rye spread with Griebenschmalz, radish, pickles, potato salad", "german"),
    ("Vegan Matar Chhena Curry", "green peas & crumbled chhena in a tomato-onion gravy, rice", "indian"),
    ("Vegan Aloo Paratha Plate", "two stuffed flatbreads, achar, a big dollop of white makkhan", "indian"),
    ("Vegan Mantı", "tiny dumplings, spiced tomato sauce, garlicky süzme yoğurt", "turkish"),
    ("Vegan Adjaruli Boat", "bread boat with spinach, sulguni & a soft yolk", "georgian"),
    ("Vegan Lemon Orzo Soup Plate", "classic avgolemono with orzo, grilled zucchini, pita", "greek"),
]
for name, desc, cuisine in WORLD_KITCHEN:
    case(C, "Vegan-labelled main carrying an animal product in its own cuisine's word: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good(), cuisines=[cuisine])
WORLD_KITCHEN_CONTROLS = [
    ("Vegan Shiro Tegabino", "chickpea shiro, finished with our vegan niter kibbeh (spiced olive oil, no butter), injera", "ethiopian"),
    ("Vegan Labneh-Style Dip Plate", "cashew labneh, za'atar, olive oil, cucumbers, flatbread, falafel", "lebanese"),
    ("Vegan Pierogi Plate", "potato pierogi, caramelised onion, smalec z fasoli (white-bean & apple spread)", "polish"),
    ("Vegan Tofu Tikka Plate", "firm tofu 'paneer', tandoori spices, coconut dahi, mint chutney, rice", "indian"),
    ("Ghee Roast Mushrooms (vegan)", "Mangalorean ghee-roast masala made with coconut oil - no actual ghee, rice", "indian"),
    ("Vegan Bún Riêu Chay", "tomato broth, fried tofu, vermicelli, fermented bean curd in place of mắm tôm", "vietnamese"),
    ("Vegan Okonomiyaki", "cabbage pancake, okonomi sauce, vegan mayo, aonori, smoked shiitake flakes", "japanese"),
]
for name, desc, cuisine in WORLD_KITCHEN_CONTROLS:
    case(C, "Control: the plant version in the cuisine's own word (%r)." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good(), cuisines=[cuisine])

# More kitchens: Korean jeotgal, Levantine laban and jameed, Brazilian
# manteiga de garrafa, Mexican sebo, Spanish torreznos, Indian khoa and rabri.
WORLD_KITCHEN_MORE = [
    ("Vegan Kkakdugi Bibimbap", "rice, namul, radish kimchi made with jeotgal, gochujang", "korean"),
    ("Vegan Fatteh", "chickpeas, crisp pita, garlicky laban, toasted pine nuts", "levantine"),
    ("Vegan Mansaf-Style Rice", "saffron rice, almonds, roasted cauliflower, warm jameed sauce", "jordanian"),
    ("Vegan Feijoada", "black beans, smoked tofu, collards, farofa toasted in manteiga de garrafa", "brazilian"),
    ("Vegan Tamales de Rajas", "masa batida con sebo, poblano strips, salsa verde", "mexican"),
    ("Vegan Migas Extremeñas", "breadcrumbs fried with garlic & peppers, topped with torreznos", "spanish"),
    ("Vegan Firfir", "shredded injera tossed in berbere & kibbeh, jalapeño", "ethiopian"),
]
for name, desc, cuisine in WORLD_KITCHEN_MORE:
    case(C, "Vegan-labelled main carrying an animal product in its own cuisine's word: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good(), cuisines=[cuisine])
for name, desc in [("Vegan Gajar Halwa", "slow-cooked carrots, cardamom, khoa, pistachio"),
                   ("Vegan Kulfi", "pistachio & saffron, set from slow-reduced rabri")]:
    case(C, "A vegan-labelled Indian dessert carries milk in its own word (%r); the vegan labelling cannot be trusted." % desc,
         NOT_FIT, menu=mains(2) + [V(name, desc, section="Desserts")] + meat(1), reviews=good(), cuisines=["indian"])
for name, desc, cuisine in [("Vegan Fatteh", "chickpeas, crisp pita, garlicky tahini 'laban' made from cashews, pine nuts", "levantine"),
                            ("Vegan Feijoada", "black beans, smoked tofu, collards, farofa toasted in olive oil", "brazilian")]:
    case(C, "Control: the plant version in the cuisine's own word (%r)." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good(), cuisines=[cuisine])


# ====================================================================
# 27. bakery-bar: vegan-labelled pastries, desserts, cocktails, coffee,
#     beer and wine whose butter lamination, custard, gelatin, honey syrup,
#     egg-white foam, default dairy milk or fish or egg finings make them
#     animal; and buns whose brand carries milk and egg. Beside two labelled
#     mains and a review (a fit without the item), so only reading the item
#     stops the fit. Controls: the plant versions.
# ====================================================================
C = start("bakery-bar")
BAKERY_BAR = [
    ("Vegan-Friendly Croissant", "laminated with cultured Normandy butter, 27 flaky layers", "Bakery"),
    ("Vegan Custard Tart", "crisp shell, rich yolk custard, nutmeg", "Bakery"),
    ("Vegan Chocolate Mousse", "dark chocolate whipped and set with sheet gelatine, sea salt", "Desserts"),
    ("Vegan Sundae", "coconut soft serve, hot fudge, a handful of Haribo Goldbears", "Desserts"),
    ("Vegan Macarons", "almond shells, filled with a dark chocolate & cream ganache", "Desserts"),
    ("Bee's Knees", "gin, lemon, local honey syrup", "Cocktails"),
    ("Whiskey Sour", "bourbon, lemon, sugar, silky egg-white foam", "Cocktails"),
    ("Irish Coffee", "hot coffee, whiskey, brown sugar, lightly whipped double cream", "Cocktails"),
    ("Chai Latte", "house-spiced chai, steamed whole milk unless you ask for oat", "Coffee"),
    ("House Lager", "crisp & bright, clarified with fish-bladder finings the old way", "Beer"),
    ("House Red", "our rioja, fined with egg whites in the barrel", "Wine"),
]
for name, desc, section in BAKERY_BAR:
    case(C, "A vegan-labelled %s item carries an animal product (%r); the vegan labelling cannot be trusted."
            % (section.lower(), desc), NOT_FIT,
         menu=mains(2) + [V(name, desc, section=section)] + meat(1), reviews=good())
for name, desc in [("Vegan Pulled Jackfruit Sliders", "BBQ jackfruit, slaw, on King's Hawaiian sweet rolls"),
                   ("Vegan Breakfast Sandwich", "tofu scramble, tomato, on a brioche bun from Pan d'Oro (eggs, butter)")]:
    case(C, "A vegan-labelled main on a bun that carries milk, egg or butter (%r)." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
BAKERY_BAR_CONTROLS = [
    ("Vegan Croissant", "laminated with Naturli' plant block, 27 flaky layers", "Bakery"),
    ("Vegan Panna Cotta", "coconut milk set with agar-agar, berry compote", "Desserts"),
    ("Bee's Knees", "gin, lemon, Bee Free Honee (apple-based) syrup", "Cocktails"),
    ("Whiskey Sour", "bourbon, lemon, sugar, aquafaba foam - no egg", "Cocktails"),
    ("Oat Flat White", "double ristretto, Oatly Barista - we only stock oat milk", "Coffee"),
]
for name, desc, section in BAKERY_BAR_CONTROLS:
    case(C, "Control: a vegan-labelled %s item in its plant version (%r) beside two labelled mains."
            % (section.lower(), desc), FIT,
         menu=mains(2) + [V(name, desc, section=section)] + meat(1), reviews=good())

BAKERY_BAR_MORE = [
    ("Vegan Fruit Tart", "almond crust, vanilla pastry cream, glazed seasonal fruit", "Desserts"),
    ("Vegan Éclair", "choux bun, crème pâtissière, dark chocolate glaze", "Desserts"),
    ("Vegan Churros", "cinnamon sugar, warm cajeta for dipping", "Desserts"),
    ("Vegan Hot Chocolate", "dark chocolate, oat milk, topped with our house marshmallows (beef gelatin)", "Drinks"),
    ("Vegan Mocha", "espresso, dark chocolate, steamed 2%", "Coffee"),
    ("Cortado", "espresso cut with a splash of warm whole milk", "Coffee"),
    ("Pisco Sour", "pisco, lime, simple syrup, classic frothy egg white, bitters", "Cocktails"),
    ("White Russian", "vodka, coffee liqueur, half & half", "Cocktails"),
    ("Sauvignon Blanc", "crisp & citrusy, fined with gelatin", "Wine"),
]
for name, desc, section in BAKERY_BAR_MORE:
    case(C, "A vegan-labelled %s item carries an animal product (%r); the vegan labelling cannot be trusted."
            % (section.lower(), desc), NOT_FIT,
         menu=mains(2) + [V(name, desc, section=section)] + meat(1), reviews=good())
for name, desc, section in [("Vegan Fruit Tart", "almond crust, coconut-vanilla pastry cream, glazed seasonal fruit", "Desserts"),
                            ("Vegan Mocha", "espresso, dark chocolate, steamed oat - we don't stock dairy", "Coffee"),
                            ("Vegan Churros", "cinnamon sugar, coconut-milk 'cajeta' for dipping", "Desserts")]:
    case(C, "Control: a vegan-labelled %s item in its plant version (%r) beside two labelled mains."
            % (section.lower(), desc), FIT,
         menu=mains(2) + [V(name, desc, section=section)] + meat(1), reviews=good())


# ====================================================================
# 28. menu-layout: menus laid out the way they are printed -- ALL CAPS,
#     bullets, pipes and slashes, price leaders, legends like "(V)
#     vegetarian (VG) vegan (VG*) vegan on request" and their misuse,
#     allergen matrices and "Contains:" lines written as text.
# ====================================================================
C = start("menu-layout")
LAYOUT_TRAPS = [
    ("VEGAN LOCO MOCO", "RICE • MUSHROOM PATTY • BROWN GRAVY • FRIED EGG"),
    ("Vegan Buddha Bowl", "rice | roasted veg | soft egg | tahini"),
    ("Vegan Miso Ramen", "• miso broth • corn • bamboo • chashu • nori"),
    ("VEGAN FLATBREAD ~ 14", "za'atar / tomato / olives / whipped feta"),
    ("VEGAN BREAKFAST .......... 11.50", "tofu scramble, home fries, toast w/ whipped butter"),
    ("Vegan Tempeh Club", "tempeh, lettuce, tomato, aioli -- Contains: wheat, soy, egg"),
]
for name, desc in LAYOUT_TRAPS:
    case(C, "A vegan-labelled main printed in a menu's own layout names an animal product: %r." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
MATRIX_DISHES = [("Jackfruit Tacos", dict(MAINS)["Jackfruit Tacos"]), ("BBQ Tempeh Bowl", dict(MAINS)["BBQ Tempeh Bowl"]),
                 ("Chana Masala", dict(MAINS)["Chana Masala"])]
case(C, "The restaurant's allergen matrix, written as text, marks milk in two of the vegan-labelled mains.", NOT_FIT,
     menu=[V(n, d) for n, d in MATRIX_DISHES] + meat(1), reviews=good(),
     decls=[D("ALLERGEN MATRIX (✔ = contains)\nDish | Gluten | Milk | Egg | Fish | Soy\n"
              "Jackfruit Tacos | – | ✔ | – | – | –\nBBQ Tempeh Bowl | ✔ | – | – | – | ✔\nChana Masala | – | ✔ | – | – | –")])
case(C, "Legend '(VG*) vegan on request', and every candidate main carries only VG*: vegan on request, not confirmed.",
     UNKNOWN, menu=[M(n, d, ["VG*"]) for n, d in MAINS[6:9]] + meat(1), reviews=good(),
     decls=[D("(V) vegetarian   (VG) vegan   (VG*) vegan on request")])
case(C, "Legend defines VG as vegan, but a VG main carries halloumi: the restaurant's own mark is misused.", NOT_FIT,
     menu=[M("Halloumi & Veg Skewers", "grilled halloumi, peppers, courgette, couscous", ["VG"])]
     + [M(n, d, ["VG"]) for n, d in MAINS[9:11]] + meat(1), reviews=good(),
     decls=[D("(V) vegetarian   (VG) vegan   (VG*) vegan on request")])
case(C, "A legend printed with bullets and pipes defines V as vegetarian, and the mains carry only V.", NOT_FIT,
     menu=[M(n, d, ["V"]) for n, d in MAINS[12:15]] + meat(1), reviews=good(),
     decls=[D("V • vegetarian | VG • vegan | GF • gluten free | N • contains nuts")])
LAYOUT_CONTROLS = [
    ("VEGAN NACHO PLATTER", "CORN CHIPS • BLACK BEANS • JALAPEÑO • CASHEW QUESO • GUAC"),
    ("Vegan Buddha Bowl", "rice | roasted veg | smoked tofu | tahini"),
    ("VEGAN BREAKFAST .......... 11.50", "tofu scramble, home fries, sourdough w/ olive oil"),
]
for name, desc in LAYOUT_CONTROLS:
    case(C, "Control: a vegan-labelled main in a menu's own layout, naming only plants: %r." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
case(C, "Control: an allergen matrix, written as text, that marks only gluten and soy in the vegan mains.", FIT,
     menu=[V(n, d) for n, d in MATRIX_DISHES] + meat(1), reviews=good(),
     decls=[D("ALLERGEN MATRIX (✔ = contains)\nDish | Gluten | Milk | Egg | Fish | Soy\n"
              "Jackfruit Tacos | – | – | – | – | –\nBBQ Tempeh Bowl | ✔ | – | – | – | ✔\nChana Masala | – | – | – | – | –")])
case(C, "Control: the mains carry VG and the legend defines VG as vegan, with nothing animal in them.", FIT,
     menu=[M(n, d, ["VG"]) for n, d in MAINS[15:18]] + meat(1), reviews=good(),
     decls=[D("(V) vegetarian   (VG) vegan - no meat, fish, dairy, eggs or honey   (VG*) vegan on request")])

# Footnote marks and EU-style allergen numbers: the legend says what the
# dagger or the number means.
case(C, "A vegan-labelled main also carries a dagger, and the legend says the dagger means honey.", NOT_FIT,
     menu=[M("Harissa Carrot Bowl", "couscous, chickpeas, herbs, sticky glaze", ["vegan", "†"])] + mains(2) + meat(1),
     reviews=good(), decls=[D("VG vegan · GF gluten free · † contains honey")])
case(C, "EU-style allergen numbers on a vegan-labelled main, and the legend says 3 is eggs and 7 is milk.", NOT_FIT,
     menu=[V("Vegan Lasagne", "lentil ragù, béchamel, basil (1, 3, 7)")] + mains(2) + meat(1), reviews=good(),
     decls=[D("Allergens: 1 cereals containing gluten · 3 eggs · 4 fish · 6 soya · 7 milk · 8 nuts")])
case(C, "An ALL CAPS note ties brioche (egg, butter) to every burger, and the vegan mains are burgers.", NOT_FIT,
     menu=[V("Black Bean Burger", "lettuce, tomato, pickles"), V("Beet & Quinoa Burger", "arugula, vegan aioli"),
           V("BBQ Jackfruit Burger", "slaw, pickles")] + meat(1), reviews=good(),
     decls=[D("ALL BURGERS SERVED ON OUR HOUSE BRIOCHE (EGG, BUTTER) • SUB LETTUCE WRAP +$0")])
case(C, "Control: EU-style allergen numbers on a vegan-labelled main name only gluten and soya.", FIT,
     menu=[V("Vegan Lasagne", "lentil ragù, cashew béchamel, basil (1, 6)")] + mains(2) + meat(1), reviews=good(),
     decls=[D("Allergens: 1 cereals containing gluten · 3 eggs · 4 fish · 6 soya · 7 milk · 8 nuts")])


# ====================================================================
# 29. later-contradiction: the animal product arrives after the praise --
#     a later sentence with a pronoun ("...loved it. Turns out it's..."),
#     the owner's reply under a review, a question answered by staff, a
#     user report with an outcome. Controls: the same shapes clearing the
#     dish, and animal products that belong to other diners' plates.
# ====================================================================
C = start("later-contradiction")


def menu_with(dish):
    """The named vegan main first, then two other vegan mains and a meat dish."""
    others = [m for m in MAINS if m[0] != dish][:2]
    return [V(dish, dict(MAINS)[dish])] + [V(n, d) for n, d in others] + meat(1)


LATER_REVIEWS = [
    ("Smoked Tofu Shoyu Ramen", "Had the tofu ramen on Friday and loved every slurp. A friend who cooks there told me afterwards it's simmered with pork bones."),
    ("Red Lentil Dal", "The dal was my favourite thing on the table. Turns out they start it with bacon drippings, which the waitress only mentioned when I asked for the recipe."),
    ("Cauliflower Tikka Masala", "Tried the cauliflower tikka, super creamy and rich. Too rich, it turns out: the chef said it's finished with heavy cream."),
    ("Jackfruit Tacos", "The jackfruit tacos are the reason I keep coming back. Last week I finally asked what makes them so juicy - they're braised in chicken broth."),
    ("Falafel Wrap", "Cute place, we got the falafel wraps and some fries. Great crunch on them. They told us they're fried in beef fat though, which explains a lot."),
    ("Tofu Pad Thai", "Everyone raves about the pad thai and I see why. Shame it's not what the menu says - the cook confirmed there's egg and fish sauce in it."),
]
for dish, text in LATER_REVIEWS:
    case(C, "A review praises the vegan dish, then a later sentence names an animal product in it: %r" % text, UNKNOWN,
         menu=menu_with(dish), reviews=good() + [R(text, rating=4)])
OWNER_REPLIES = [
    ("Mushroom Bulgogi Rice Bowl", "Lovely dinner, the mushroom bulgogi was the star. -- Response from the owner: Thank you so much! "
     "Our secret is a splash of anchovy stock in the marinade, that's where the depth comes from."),
    ("Vegetable Pho", "Is the veggie pho really vegan? It tasted meaty. || Reply from Pho Real: Hi Sam, the broth starts "
     "from our beef stock, we'll update the menu. Thanks for flagging!"),
]
for dish, text in OWNER_REPLIES:
    case(C, "The owner's reply under a review names an animal product in the vegan dish: %r" % text, NOT_FIT,
         menu=menu_with(dish), reviews=good() + [R(text, rating=4)])
case(C, "The restaurant's own reply to a review, posted as its statement, puts ghee in the vegan dal.", NOT_FIT,
     menu=menu_with("Red Lentil Dal"), reviews=good(),
     decls=[D("Replying to Priya's review: yes, our dal is finished with a little ghee for aroma. "
              "We understand that's not for everyone and we're sorry for the confusion.")])
QA = [
    ("Cauliflower Tikka Masala", "Q: Is the cauliflower tikka dairy-free? A (staff): It's marinated in our regular yogurt, so no, sorry!"),
    ("Garden Burrito", "Q: are the burritos cooked with lard? A: Only the tortillas 🙂 - answered by the restaurant"),
]
for dish, text in QA:
    case(C, "A question answered by staff puts an animal product in the vegan dish: %r" % text, NOT_FIT,
         menu=menu_with(dish), reviews=good() + [R(text)])
REPORTS = [
    ("Mushroom Bulgogi Rice Bowl", "ate the mushroom bulgogi bowl, reacted to egg that night. the kitchen says the gochujang sauce has egg yolk in it",
     "strict_vegan", "negative"),
    ("Peanut Noodle Salad", "Loved it. Later the waiter mentioned the peanut noodles get a spoon of oyster sauce 'for depth'.",
     "strict_vegan", "neutral"),
    ("Teriyaki Tofu Bowl", "Tasty teriyaki bowl, no complaints - they said the glaze is sweetened with honey but that's fine by me",
     "vegetarian", "positive"),
]
for dish, text, diet, outcome in REPORTS:
    case(C, "A user report (diet %s, outcome %s) names an animal product in the vegan dish after the fact: %r"
            % (diet, outcome, text), UNKNOWN, menu=menu_with(dish), reviews=good(), reports=[U(text, diet, outcome)])
LATER_CONTROLS = [
    ("review", "Cauliflower Tikka Masala", "Loved the cauliflower tikka. Found out later it's made with coconut cream, which explains why it's so rich."),
    ("review", "Jackfruit Tacos", "Is the jackfruit taco filling really vegan? It tasted so meaty. -- Response from the owner: Yes! "
     "It's jackfruit braised in mushroom and chile stock, no meat, no lard, promise."),
    ("review", "Garden Burrito", "Q: are the burritos cooked with lard? A (staff): Nope - tortillas are made with vegetable oil and the beans with olive oil."),
    ("review", "Jackfruit Tacos", "My dad had the pork chop and my sister had the salmon; I had the jackfruit tacos. All three of us cleaned our plates."),
    ("report", "Mushroom Bulgogi Rice Bowl", "Had the mushroom bulgogi bowl, asked about egg and fish, the kitchen said the sauce has neither. Felt great."),
]
# The other diners' plates are on the menu, as a diner who names them would find them.
OTHER_PLATES = {"My dad had the pork chop": [M("Pork Chop", "bone-in, apple mostarda, mash"),
                                             M("Grilled Salmon", "lemon-dill butter, asparagus, potatoes")]}
for kind, dish, text in LATER_CONTROLS:
    extra = [item for start_of, items in OTHER_PLATES.items() if text.startswith(start_of) for item in items]
    case(C, "Control: a later sentence, owner's reply, staff answer or report that clears the vegan dish or "
            "talks about other diners' plates: %r" % text, FIT,
         menu=menu_with(dish) + extra, reviews=good() + ([R(text, rating=5)] if kind == "review" else []),
         reports=[U(text, "strict_vegan", "positive")] if kind == "report" else [])

LATER_MORE = [
    ("Lemongrass Tofu Banh Mi", "Best banh mi in town, 5 stars. EDIT: went back and asked about the spread - it's a chicken liver pâté, same as on the regular one. Down to 2."),
    ("Garden Burrito", "Got the garden burrito. It was juicy and smoky, which should've tipped me off: the beans are cooked down with ham hocks, the staff admitted."),
    ("Chickpea Tagine", "The tagine was lovely. Update: the owner told me the couscous is steamed over the lamb stew, so it picks up the fat."),
]
for dish, text in LATER_MORE:
    case(C, "A review praises the vegan dish, then a later sentence or edit names an animal product in it: %r" % text, UNKNOWN,
         menu=menu_with(dish), reviews=good() + [R(text, rating=3)])
case(C, "A question answered by staff, in Spanish: the vegan pozole broth is pork.", NOT_FIT,
     menu=[V("Pozole Rojo Vegano", "maíz, hongos, rábano, lechuga")] + mains(2) + meat(1), reviews=good()
     + [R("P: ¿El pozole vegano lleva caldo de puerco? R (del restaurante): Sí, el caldo base es de puerco, lo sentimos. "
          "Lo vamos a corregir en el menú.")], cuisines=["mexican"])
case(C, "Control: the owner's reply clears the glaze of honey.", FIT,
     menu=menu_with("Teriyaki Tofu Bowl"),
     reviews=good() + [R("Does the teriyaki glaze have honey in it? It's so sticky. -- Owner: Thanks for asking! "
                         "There's no honey in it, it's maple and brown sugar.", rating=5)])
case(C, "Control: an edit that clears the dressing after asking.", FIT,
     menu=menu_with("Falafel Wrap"),
     reviews=good() + [R("Great falafel wrap. EDIT: went back and asked about the white sauce - it's just tahini, lemon and garlic. "
                         "Still 5 stars.", rating=5)])


# ====================================================================
# 30. euro-menu: French, Italian, Portuguese, Spanish (of Spain and of the Americas)
#     and Spanglish lines on vegan-labelled dishes: fond de volaille, pur
#     beurre, anchois, burro e parmigiano, brodo di pollo, acciughe, fior di
#     latte, crosta di parmigiano, caldo de jamón, huevo frito, caldo de
#     gallina, queso de mano. Controls: the plant versions in the same
#     languages.
# ====================================================================
C = start("euro-menu")
EURO_TRAPS = [
    ("Ratatouille Végane", "légumes du soleil, huile d'olive, gratinée au parmesan", "french"),
    ("Velouté de Potimarron (vegan)", "potimarron, fond blanc de volaille, trait de crème fraîche", "french"),
    ("Tarte Fine aux Légumes (végane)", "pâte brisée pur beurre, légumes rôtis, roquette", "french"),
    ("Pissaladière Végane", "oignons confits, olives noires, filets d'anchois", "french"),
    ("Risotto ai Funghi (vegano)", "porcini, mantecato con burro e parmigiano", "italian"),
    ("Pasta e Ceci (vegana)", "ceci, rosmarino, ditalini, brodo di pollo", "italian"),
    ("Orecchiette con Cime di Rapa (vegane)", "cime di rapa, aglio, peperoncino, acciughe", "italian"),
    ("Pizza Ortolana Vegana", "verdure grigliate, fior di latte, basilico", "italian"),
    ("Minestrone Vegano", "verdure di stagione, fagioli, cotto con la crosta di parmigiano", "italian"),
    ("Espinacas con Garbanzos (vegano)", "espinacas, garbanzos, comino, pan frito, en caldo de jamón", "spanish"),
    ("Pisto Manchego Vegano", "verduras pochadas en aceite de oliva, con huevo frito encima", "spanish"),
    ("Vegan Sancocho", "yuca, plátano, mazorca, cilantro, en caldo de gallina", "latin american"),
    ("Vegan Arepa Plate", "arepa de maíz stuffed w/ black beans, aguacate & queso de mano", "venezuelan"),
]
for name, desc, cuisine in EURO_TRAPS:
    case(C, "A vegan-labelled dish whose %s description names an animal product (%r)." % (cuisine, desc), NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good(), cuisines=[cuisine])
EURO_CONTROLS = [
    ("Ratatouille Végane", "légumes du soleil, huile d'olive, sans fromage ni beurre", "french"),
    ("Velouté de Potimarron (vegan)", "potimarron, bouillon de légumes, crème d'avoine", "french"),
    ("Risotto ai Funghi (vegano)", "porcini, mantecato con olio extravergine, senza burro né formaggio", "italian"),
    ("Polpette Vegane", "polpette di lenticchie, sugo di pomodoro, 'parmigiano' di anacardi", "italian"),
    ("Vegan Sancocho", "yuca, plátano, mazorca, en caldo de verduras - sin carne, sin gallina", "latin american"),
]
for name, desc, cuisine in EURO_CONTROLS:
    case(C, "Control: a vegan-labelled %s dish whose words name only plants or rule the animal product out (%r)."
            % (cuisine, desc), FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good(), cuisines=[cuisine])

EURO_MORE = [
    ("Soupe à l'Oignon (vegan)", "oignons caramélisés, bouillon de bœuf, croûton", "french"),
    ("Croque Végé (vegan)", "pain de mie, béchamel maison, comté, champignons", "french"),
    ("Tonnarelli Cacio e Pepe (vegani)", "tonnarelli, cacio, pepe nero", "italian"),
    ("Tortellini in Brodo (vegani)", "tortellini di zucca in brodo di cappone", "italian"),
    ("Pizza Bianca Vegana", "stracciatella, scorza di limone, rucola", "italian"),
    ("Salmorejo Vegano", "tomate, pan, aceite de oliva, con jamón picado y huevo duro", "spanish"),
    ("Caldo Verde (vegan)", "couve, batata, azeite, rodelas de chouriço", "portuguese"),
]
for name, desc, cuisine in EURO_MORE:
    case(C, "A vegan-labelled dish whose %s description names an animal product (%r)." % (cuisine, desc), NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good(), cuisines=[cuisine])
for name, desc, cuisine in [("Soupe à l'Oignon (vegan)", "oignons caramélisés, bouillon de légumes, croûton, fromage de cajou", "french"),
                            ("Caldo Verde (vegan)", "couve, batata, azeite, chouriço vegetal", "portuguese")]:
    case(C, "Control: a vegan-labelled %s dish whose words name only plants or rule the animal product out (%r)."
            % (cuisine, desc), FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good(), cuisines=[cuisine])


# ====================================================================
# Round 3 (vegetarian and pescatarian profiles, scraped menus, more
# kitchens, review wording, shared equipment). The pools and builders
# below give the vegetarian and pescatarian diners the same kind of
# "otherwise strong fit" the vegan classes get from mains() and good().
# ====================================================================

# Vegetarian mains as menus print them: egg and dairy are fine for a
# vegetarian, and nothing here hides meat or fish (no stock, no gelatin,
# no Worcestershire, no parmesan with its calf rennet).
VEG_MAINS = [
    ("Saag Paneer", "spinach, house paneer, a little cream, basmati rice"),
    ("Margherita Pizza", "san marzano tomato, fior di latte, basil"),
    ("Spanakopita Plate", "filo pie of spinach, feta & dill, horiatiki salad"),
    ("Shakshuka", "two eggs baked in spiced tomato & pepper sauce, grilled sourdough"),
    ("Four-Cheese Mac", "cavatappi, cheddar, gruyère, fontina, toasted breadcrumbs"),
    ("Halloumi Wrap", "grilled halloumi, roasted peppers, rocket, mint yogurt"),
    ("Paneer Tikka Masala", "charred paneer in a tomato-cream gravy, garlic naan"),
    ("Spinach & Ricotta Ravioli", "brown butter, sage, lemon zest"),
    ("Veggie Omelette", "three eggs, peppers, onion, mushrooms, cheddar, toast"),
    ("Falafel Plate", "hummus, tabbouleh, tahini, pickles, warm pita"),
    ("Vegetable Lasagna", "ricotta, spinach, courgette, béchamel, mozzarella"),
    ("Huevos Rancheros", "two fried eggs, black beans, salsa roja, queso fresco, corn tortillas"),
    ("Malai Kofta", "paneer & potato dumplings in a cashew-cream sauce, jeera rice"),
    ("Mushroom & Gruyère Crêpe", "sautéed mushrooms, gruyère, crème fraîche, green salad"),
    ("Cheese & Potato Pierogi", "sour cream, chives, caramelised onion"),
]
_veg = {"i": 0}


def vmains(n=2, label="vegetarian"):
    """n vegetarian-labelled mains, rotating through VEG_MAINS."""
    out = []
    for _ in range(n):
        name, desc = VEG_MAINS[_veg["i"] % len(VEG_MAINS)]
        _veg["i"] += 1
        out.append(M(name, desc, [label]))
    return out


VEG_REVIEWS = [
    "Great vegetarian spot, the paneer was spot on and the staff knew every ingredient.",
    "as a vegetarian I never get this much choice. loved it!!",
    "Lovely veggie options, big portions, friendly service. 5 stars.",
    "Brought my vegetarian parents and everyone found something they loved.",
    "Vegetarian for 15 years and this is one of my favourite places in town.",
    "So many meat-free choices 🥗 the shakshuka and the pierogi are both winners.",
]
_vgood = {"i": 0}


def vgood():
    r = R(VEG_REVIEWS[_vgood["i"] % len(VEG_REVIEWS)], rating=5)
    _vgood["i"] += 1
    return [r]


# Seafood mains with nothing from land animals in them, printed without
# labels the way seafood menus print them.
SEA_MAINS = [
    ("Grilled Branzino", "whole fish, lemon, oregano, olive oil, roast potatoes"),
    ("Shrimp Tacos", "griddled shrimp, cabbage, lime crema, corn tortillas"),
    ("Salmon Poke Bowl", "sushi rice, avocado, cucumber, ponzu, sesame"),
    ("Linguine alle Vongole", "clams, garlic, white wine, parsley, chili"),
    ("Seared Scallops", "cauliflower purée, capers, brown butter"),
    ("Miso-Glazed Black Cod", "bok choy, steamed rice"),
    ("Mussels Marinière", "white wine, shallots, cream, frites"),
    ("Kerala Fish Curry", "kingfish, coconut, kokum, curry leaf, red rice"),
    ("Crab Cakes", "lump crab, remoulade, slaw"),
    ("Blackened Catfish", "cajun spice, coleslaw, hushpuppies"),
]
_sea = {"i": 0}


def smains(n=2, labels=()):
    out = []
    for _ in range(n):
        name, desc = SEA_MAINS[_sea["i"] % len(SEA_MAINS)]
        _sea["i"] += 1
        out.append(M(name, desc, labels))
    return out


# Land-animal dishes only (the MEAT pool also holds fish, which would be a
# relevant dish for a pescatarian).
LAND_MEAT = [
    ("Ribeye Steak", "12 oz, garlic butter, hand-cut fries"),
    ("Chicken Parm", "breaded cutlet, marinara, melted mozzarella, spaghetti"),
    ("Pork Belly Bao", "hoisin, cucumber, crushed peanuts"),
    ("Bacon Cheeseburger", "double smash patty, american cheese, bacon"),
    ("Lamb Rogan Josh", "slow-braised lamb, kashmiri chili, basmati"),
    ("Buffalo Wings", "ten wings, blue cheese dip, celery"),
]
_land = {"i": 0}


def land(n=1):
    out = []
    for _ in range(n):
        name, desc = LAND_MEAT[_land["i"] % len(LAND_MEAT)]
        _land["i"] += 1
        out.append(M(name, desc))
    return out


SEA_REVIEWS = [
    "Best seafood in town, everything tastes like it came off the boat this morning.",
    "As a pescatarian this is my happy place 🐟 the curry and the scallops are unreal.",
    "Fresh fish, friendly crew, fair prices. Five stars.",
    "Took my pescatarian mom for her birthday, she loved every bite.",
]
_sgood = {"i": 0}


def sgood():
    r = R(SEA_REVIEWS[_sgood["i"] % len(SEA_REVIEWS)], rating=5)
    _sgood["i"] += 1
    return [r]


SEA_DECLS = [
    "We're a seafood house: fish, shellfish and vegetables only. No meat or poultry on the menu.",
    "No meat here - just fish, shellfish & veggies 🐟🦐🥦",
    "Our menu is pescatarian from top to bottom: seafood and vegetables, nothing from land animals.",
    "Fish & veg kitchen. We don't cook meat or chicken.",
]
_sdecl = {"i": 0}


def sdecl():
    d = D(SEA_DECLS[_sdecl["i"] % len(SEA_DECLS)])
    _sdecl["i"] += 1
    return [d]


def start3(cls):
    """start() plus the round-3 rotations, offset by the class's own name."""
    start(cls)
    offset = zlib.crc32(cls.encode("utf-8"))
    _veg["i"] = offset % len(VEG_MAINS)
    _vgood["i"] = offset % len(VEG_REVIEWS)
    _sea["i"] = offset % len(SEA_MAINS)
    _land["i"] = offset % len(LAND_MEAT)
    _sgood["i"] = offset % len(SEA_REVIEWS)
    _sdecl["i"] = offset % len(SEA_DECLS)
    return cls


def base(diet, item, cuisine=None, extra_reviews=(), decls=(), reports=(), xc=False):
    """The trap or control dish in a restaurant that is otherwise a strong
    fit for the diet: two more labelled (or, for pescatarians, seafood)
    mains, a dish the diet excludes, and a positive review. Pescatarian
    bases carry the seafood house's own "no meat" statement when asked."""
    if diet == "vegetarian":
        menu, reviews = [item] + vmains(2) + meat(1), vgood()
    elif diet == "pescatarian":
        menu, reviews = [item] + smains(2) + land(1), sgood()
    else:
        menu, reviews = [item] + mains(2) + meat(1), good()
    return dict(menu=menu, reviews=reviews + list(extra_reviews), decls=list(decls),
                reports=list(reports), diet=diet, xc=xc,
                cuisines=[cuisine] if cuisine else None)


# ====================================================================
# 31. vegetarian-hidden-meat: dishes printed as vegetarian whose stock,
#     fat, sauce, garnish or setting agent is meat or fish -- in the
#     words American, British and restaurant menus use for them, or
#     hidden in a dish whose very name means meat (au jus, demi-glace,
#     quiche Lorraine, black pudding, sweetbreads, head cheese, har gow,
#     superior stock, yakhni, taramosalata, imitation crab).
#     Controls: eggs, cheese, butter, ghee, cream -- fine for a vegetarian
#     -- and plant dishes named after meat.
# ====================================================================
C = start3("vegetarian-hidden-meat")
VEG_HIDDEN = [
    ("Portobello French Dip", "roasted portobello, provolone, caramelised onion, toasted hoagie, cup of au jus for dipping", ["vegetarian"], None),
    ("Wild Mushroom Tart", "puff pastry, thyme, goat cheese, port & demi-glace reduction", ["vegetarian"], None),
    ("Roasted Pumpkin Soup", "pumpkin, sage, crème fraîche - made with our bone broth", ["vegetarian"], "Soups"),
    ("Risotto Primavera", "peas, asparagus, lemon, mascarpone, finished in our house chicken brodo", ["V"], None),
    ("Wild Rice Pilaf Bowl", "wild rice simmered in turkey stock, roasted squash, dried cranberries, goat cheese", ["vegetarian"], None),
    ("Matzo Ball Soup", "grandma's matzo balls made the real way, with chicken fat; carrots, dill", ["vegetarian"], "Soups"),
    ("Veggie Ramen", "corn, menma, ajitama, bean sprouts, in our creamy tori paitan", ["vegetarian"], None),
    ("Agedashi Tofu Set", "crisp tofu in warm awase dashi, grated daikon, rice, pickles", ["vegetarian"], None),
    ("Crudités & Bagna Cauda", "seasonal raw vegetables, warm bagna cauda, grilled bread", ["vegetarian"], "To Share"),
    ("Kale Caesar", "kale, shaved pecorino, garlic croutons, our classic dressing (contains fish)", ["V"], None),
    ("Grilled Halloumi Plate", "halloumi, charred peppers, freekeh, lemon & garum butter", ["vegetarian"], None),
    ("Quiche Lorraine", "free-range eggs, cream, gruyère, shortcrust, side salad", ["vegetarian"], None),
    ("Full Veggie Breakfast", "two eggs, beans, mushrooms, grilled tomato, hash brown, Stornoway black pudding, toast", ["vegetarian"], "Breakfast"),
    ("Sunday Nut Roast", "nut roast, seasonal greens, roasties done in goose fat, veggie gravy", ["vegetarian"], None),
    ("Cheesy Chips Supper", "chunky chips fried in beef dripping, melted cheddar, curry sauce", ["vegetarian"], None),
    ("Bean & Cheese Burrito", "beans refried in bacon grease the way abuela did, jack cheese, rice", ["V"], None),
    ("Southern Vegetable Plate", "mac & cheese, candied yams, collard greens slow-cooked with smoked turkey, cornbread", ["vegetarian"], None),
    ("Boston Baked Beans & Brown Bread", "navy beans slow-baked with molasses, mustard & salt pork", ["vegetarian"], None),
    ("Split Pea Soup", "green split peas, carrot, thyme, simmered with a ham bone, rye croutons", ["vegetarian"], "Soups"),
    ("Party Jollof Plate", "smoky jollof cooked down with Maggi chicken cubes, fried plantain, coleslaw", ["vegetarian"], None),
    ("Thanksgiving Plate", "roast squash, mashed potatoes, cornbread dressing made with the turkey drippings, cranberry", ["vegetarian"], None),
    ("Veggie Poutine", "hand-cut fries, Quebec cheese curds, classic poutine gravy made from veal jus", ["vegetarian"], None),
    ("Loaded Baked Potato", "sour cream, cheddar, chives, crispy pancetta crumbs", ["V"], None),
    ("Strawberry Pretzel Salad", "pretzel crust, sweet cream cheese layer, strawberry Jell-O", ["vegetarian"], "Desserts"),
    ("S'mores Brownie", "fudgy brownie, graham crumb, toasted Jet-Puffed marshmallows", ["vegetarian"], "Desserts"),
    ("Tomato Aspic", "chilled tomato aspic, cucumber, dill, crème fraîche", ["vegetarian"], "Starters"),
    ("Christmas Mince Pies", "spiced fruit mincemeat made with Atora, buttery shortcrust", ["vegetarian"], "Desserts"),
    ("Gimbap Rolls", "rice, spinach, pickled radish, egg, carrot, imitation crab", ["vegetarian"], None),
    ("Tteokbokki", "chewy rice cakes & eomuk in sweet-spicy gochujang, boiled egg", ["vegetarian"], None),
    ("Buddha's Delight", "napa cabbage, wood ear, tofu skin, glass noodles braised in superior stock", ["vegetarian"], None),
    ("Veggie Dim Sum Platter", "spring rolls, cheung fun, har gow, steamed bao", ["vegetarian"], None),
    ("Gai Lan & Rice", "steamed Chinese broccoli with ho yau & garlic oil, jasmine rice", ["vegetarian"], None),
    ("Braised Sea Cucumber & Mushrooms", "shiitake, sea cucumber, bok choy, steamed rice", ["vegetarian"], None),
    ("Vegetable Biryani", "basmati layered with veg & saffron, dum-cooked in yakhni, raita", ["vegetarian"], None),
    ("Brunch Plate", "two eggs any style, sourdough, crispy sweetbreads, dressed greens", ["vegetarian"], "Brunch"),
    ("Farmhouse Cheese Board", "aged gouda, manchego, head cheese, quince paste, crackers", ["vegetarian"], "To Share"),
    ("Mezze Platter", "hummus, baba ghanoush, tabbouleh, taramosalata, warm pita", ["vegetarian"], None),
    ("Dirty Rice Bowl", "long grain rice, the trinity, cajun spice, chicken livers & gizzards", ["vegetarian"], None),
    ("Mushroom Pot Pie", "cremini, peas & carrots in a chicken velouté, puff pastry lid", ["vegetarian"], None),
    ("Elote Bowl", "charred corn, mayo, cotija, chili, lime, chicharrón crumbs", ["V"], None),
    ("Spaghetti Carbonara", "egg yolk, pecorino romano, black pepper, crisp pork cheek", ["vegetarian"], None),
    ("French Onion Soup", "onions slow-cooked in veal stock, gruyère crouton", ["vegetarian"], "Soups"),
    ("Cauliflower Steak", "harissa, labneh, pomegranate, venison jus", ["vegetarian"], None),
    ("Vegetable Paella", "bomba rice, artichoke, peppers, green beans, saffron, cooked in rabbit stock", ["vegetarian"], None),
]
for name, desc, labels, section in VEG_HIDDEN:
    b = base("vegetarian", M(name, desc, labels, section))
    case(C, "A dish printed as vegetarian (%s) whose own words put meat or fish in it: %r." % (labels[0], desc),
         NOT_FIT, **b)

VEG_HIDDEN_CONTROLS = [
    ("Dal Makhani", "black lentils cooked overnight with butter & cream, jeera rice", "indian"),
    ("Ethiopian Veggie Combo", "misir wot, gomen, shiro finished with niter kibbeh, a scoop of ayib, injera", "ethiopian"),
    ("Käsespätzle", "egg noodles, Bergkäse, crispy onions, green salad", "german"),
    ("Tofu 'Chicken' Katsu Curry", "panko tofu cutlet, Japanese curry sauce, rice", "japanese"),
    ("Mock Duck Pancakes", "seitan 'duck', cucumber, spring onion, hoisin, mandarin pancakes", "chinese"),
    ("Vegetarian Haggis, Neeps & Tatties", "oats, lentils, mushrooms & spices, swede, mash, whisky cream", "scottish"),
    ("Toad in the Hole", "Linda McCartney sausages baked in Yorkshire batter, onion gravy", "british"),
    ("Texas Caviar Tostadas", "black-eyed peas, corn, peppers, lime, cotija, crisp tostadas", "tex-mex"),
    ("Yu Xiang Eggplant", "'fish-fragrant' sauce - there's no fish in it, just pickled chili, garlic, ginger & vinegar; rice", "sichuan"),
    ("Welsh Rarebit", "mature cheddar & ale sauce with Henderson's Relish, on toast, side salad", "british"),
    ("Loaded Baked Potato", "sour cream, cheddar, chives, Bac-Os bits", "american"),
    ("Chicken-Fried Tofu", "buttermilk-battered tofu, white pepper gravy made with mushroom stock, mash", "southern"),
    ("Kale Caesar", "kale, croutons, a caper & miso dressing made without anchovies, vegetarian hard cheese", "american"),
    ("Miso Butter Ramen", "kombu-shiitake dashi, butter, corn, ajitama egg, scallion", "japanese"),
    ("Quiche Florentine", "spinach, gruyère, free-range eggs, shortcrust, side salad", "french"),
    ("Pumpkin Kibbeh", "baked bulgur & pumpkin shell, spinach & walnut filling, yogurt", "lebanese"),
]
for name, desc, cuisine in VEG_HIDDEN_CONTROLS:
    b = base("vegetarian", M(name, desc, ["vegetarian"]), cuisine)
    case(C, "Control: a vegetarian dish with egg, dairy or a meat-sounding plant name (%r): a fit for a vegetarian." % desc,
         FIT, **b)
case(C, "Control: three vegetarian mains and a vegetarian mince pie made with vegetable suet (fruit mincemeat, no meat).",
     FIT, diet="vegetarian",
     menu=vmains(3) + [M("Mince Pies", "spiced fruit mincemeat, vegetable suet, shortcrust", ["vegetarian"], "Desserts")] + meat(1),
     reviews=vgood())
case(C, "Control: a vegetarian restaurant whose mains are full of ghee, paneer, khoya and malai -- all fine for a vegetarian.",
     FIT, diet="vegetarian",
     menu=[M("Paneer Butter Masala", "paneer in a makhani gravy, finished with ghee & malai", ["vegetarian"]),
           M("Shahi Kofta", "khoya & paneer dumplings, saffron-cream sauce, rice", ["vegetarian"]),
           M("Dal Tadka", "yellow dal tempered in ghee with cumin & garlic, jeera rice", ["vegetarian"])],
     reviews=[R("So much ghee and butter 🤤 best North Indian vegetarian food in town.", rating=5)],
     decls=[D("Pure vegetarian restaurant. No meat, fish or eggs.")], cuisines=["indian"])


# ====================================================================
# 32. pescatarian-hidden-meat: seafood dishes carrying pork, poultry or
#     beef, at a seafood house that says it serves no meat (or with the
#     dish printed as pescatarian): redeye gravy, salt pork, brodo di
#     carne, XO sauce (Jinhua ham), lobster sauce with minced pork,
#     chashu, giò and huyết, thịt ba chỉ, buta bara, tori, morcilla,
#     porco, toucinho, speck, jambon de Bayonne, Speckwürfel,
#     Pökelfleisch, salt beef, chicharrón, lap cheong, yakhni.
#     Where nothing but the dish's word would stop the fit (two clean
#     seafood mains and the trap, no "no meat" claim), only `unknown` is
#     right: nothing rejects the pescatarian, the evidence is just thin.
#     Controls: fish sauce, anchovy, dashi, shrimp paste, oyster sauce --
#     all fine for a pescatarian -- and fish whose names sound like meat.
# ====================================================================
C = start3("pescatarian-hidden-meat")
PESC_HIDDEN = [
    ("decl", "Shrimp & Grits", "gulf shrimp, creamy grits, redeye gravy"),
    ("decl", "New England Clam Chowder", "quahogs, potatoes, cream, rendered salt pork, oyster crackers"),
    ("decl", "Risotto ai Frutti di Mare", "prawns, clams, mussels, saffron, mantecato with brodo di carne"),
    ("decl", "Stir-Fried Prawns in XO", "tiger prawns, snow peas, our house XO sauce (dried scallop, dried shrimp, Jinhua ham)"),
    ("decl", "Shrimp with Lobster Sauce", "Cantonese-style egg & black bean sauce with minced pork, steamed rice"),
    ("decl", "Shio Seafood Ramen", "clams, shrimp, ajitama, menma, two slices of chashu"),
    ("decl", "Bún Riêu Cua", "crab & tomato broth, fried tofu, giò, huyết, rice vermicelli"),
    ("decl", "Cá Kho Tộ", "catfish caramelised in a clay pot with thịt ba chỉ, steamed rice"),
    ("decl", "Seafood Okonomiyaki", "shrimp, squid, cabbage, okonomi sauce, topped with buta bara"),
    ("decl", "Seafood Chawanmushi Set", "silky egg custard with shrimp, kamaboko, ginkgo & tori, rice, pickles"),
    ("decl", "Haemul Jjamppong", "spicy seafood noodle soup, mussels, squid, shrimp, sliced pork shoulder"),
    ("decl", "Fabes con Almejas", "white beans, clams, saffron, a little morcilla"),
    ("decl", "Amêijoas à Alentejana", "clams, cubes of marinated porco, fried potatoes, coriander"),
    ("decl", "Caldeirada de Peixe", "fish stew, potatoes, tomato, peppers, toucinho"),
    ("decl", "Capesante allo Speck", "seared scallops wrapped in speck, pea purée"),
    ("decl", "Coquilles Saint-Jacques", "scallops, leeks, beurre blanc, jambon de Bayonne crisp"),
    ("decl", "Scholle Finkenwerder Art", "gebratene Scholle mit Speckwürfeln und Nordseekrabben, Bratkartoffeln"),
    ("decl", "Labskaus", "Pökelfleisch, Kartoffeln, Rote Bete, Rollmops, Spiegelei"),
    ("decl", "Callaloo & Crab", "dasheen leaves, okra, coconut milk, blue crab, salt beef"),
    ("decl", "Mofongo de Camarones", "green plantain mashed with garlic & chicharrón, shrimp in sofrito"),
    ("label", "Shrimp Fried Rice", "jasmine rice, shrimp, egg, scallion, lap cheong"),
    ("label", "Seafood Pancit Canton", "egg noodles, shrimp, squid, cabbage, topped with crushed chicharon"),
    ("label", "Seafood Gumbo", "shrimp, crab, okra, dark roux, built on a smoked turkey neck stock"),
    ("label", "Cioppino", "dungeness crab, clams, rockfish in a tomato broth started with prosciutto ends"),
    ("label", "Prawn Biryani", "prawns dum-cooked with basmati in mutton yakhni, raita"),
    ("label", "Trout Amandine", "brown butter, almonds, haricots verts cooked in bacon fat"),
    ("label", "Seafood Chowder", "haddock, shrimp, potato, cream, made with chicken bouillon"),
    ("label", "Sopa de Mariscos", "shrimp, fish & crab legs in a rich consomé de res"),
    ("label", "Seafood Sisig", "squid & shrimp on a sizzling plate, onion, chili, calamansi, chicken liver mayo"),
    ("thin", "Angels on Horseback", "six plump oysters, grilled, on toast points"),
    ("thin", "Paella Mixta", "bomba rice, prawns, mussels, squid, chicken thigh, saffron"),
    ("thin", "Smoked Salmon Benedict", "smoked salmon and Canadian bacon, poached eggs, hollandaise"),
]
for kind, name, desc in PESC_HIDDEN:
    if kind == "decl":
        case(C, "A seafood house says it serves no meat, and a seafood dish carries pork, poultry or beef: %r." % desc,
             NOT_FIT, diet="pescatarian", menu=[M(name, desc)] + smains(2), reviews=sgood(), decls=sdecl(),
             cuisines=["seafood"])
    elif kind == "label":
        case(C, "A seafood dish printed as pescatarian carries pork, poultry or beef: %r." % desc,
             NOT_FIT, diet="pescatarian",
             menu=[M(name, desc, ["pescatarian"])] + smains(2, ["pescatarian"]) + land(1), reviews=sgood())
    else:
        case(C, "Two clean seafood mains and a seafood dish that carries meat (%r): without it there is no fit; "
                "nothing rejects the pescatarian, so only unknown." % desc,
             UNKNOWN, diet="pescatarian", menu=[M(name, desc)] + smains(2) + land(1), reviews=sgood())

PESC_CONTROLS = [
    ("Pad Thai Goong", "rice noodles, prawns, tamarind, fish sauce, egg, peanuts"),
    ("Spaghetti alla Puttanesca", "anchovies, olives, capers, tomato"),
    ("Kangkong Belacan & Rice", "water spinach wok-fried with shrimp paste & chili, steamed rice"),
    ("Broccoli & Prawns", "wok-tossed in oyster sauce, garlic, jasmine rice"),
    ("Bombay Duck Fry", "crisp-fried bombil (it's a fish!), kokum curry, rice"),
    ("Chicken-Fried Catfish", "buttermilk-battered catfish, cream gravy made with fish stock, slaw"),
    ("Blackened Hogfish", "Florida hogfish, mango salsa, coconut rice"),
    ("Hamachi Kama", "grilled yellowtail collar, ponzu, daikon, rice"),
    ("Fried Buffalo Fish Plate", "cornmeal-fried buffalo fish, hushpuppies, slaw"),
    ("Goatfish Crudo", "red mullet (goatfish), citrus, olive oil, chili, crostini"),
    ("Bouillabaisse", "rockfish, mussels, saffron broth, rouille, croutons"),
    ("Ackee & Saltfish", "salt cod, ackee, peppers, fried dumplings, callaloo"),
    ("Bacalhau à Brás", "shredded salt cod, matchstick potatoes, egg, olives"),
    ("Shrimp Har Gow & Fish Siu Mai", "steamed shrimp dumplings and siu mai filled with white fish & shrimp - no pork"),
    ("Agedashi Tofu & Salmon Set", "crisp tofu in katsuo dashi, grilled salmon, rice, miso soup"),
]
for name, desc in PESC_CONTROLS:
    case(C, "Control: a seafood house (no meat) whose dish carries fish, fish sauce, anchovy, dashi, shrimp paste or "
            "oyster sauce, or a fish with a meat-sounding name (%r): a fit for a pescatarian." % desc,
         FIT, diet="pescatarian", menu=[M(name, desc)] + smains(2), reviews=sgood(), decls=sdecl(),
         cuisines=["seafood"])
case(C, "Control: a pescatarian at a vegetarian restaurant whose mains carry egg and cheese.", FIT, diet="pescatarian",
     menu=vmains(3), reviews=vgood(), decls=[D("We're a vegetarian restaurant - no meat, no fish.")])


# ====================================================================
# 33. scraped-menu: menus the way a scraper or OCR hands them over --
#     words split across lines by hyphenation, ALL CAPS with inline
#     prices, name and description run together, bullets, allergen codes
#     with their legend ("(G)(D)(N)", Austrian letters "A, C, G"),
#     footnote marks whose footnote is a line of its own, "ask about our"
#     lines, and the boilerplate every US menu carries (controls).
# ====================================================================
C = start3("scraped-menu")
SCRAPED_DISH_TRAPS = [
    ("strict_vegan", "VEGAN MISO RAMEN $15", "shiitake broth, nori, corn, scal-\nlion, a pat of but-\nter", ["vegan"]),
    ("strict_vegan", "Vegan Caesar Wrap", "romaine, capers, crou-\ntons, creamy an-\nchovy dressing, flour tortilla", ["vegan"]),
    ("vegetarian", "VEGETARIAN CHILI ............ $9", "three beans slow cooked in chick-\nen stock, cheddar, sour cream", ["vegetarian"]),
    ("strict_vegan", "VEGAN POKE BOWL$15TOFU", "SEAWEED SALAD • EDAMAME • BONITO FLAKES • PONZU", ["vegan"]),
    ("strict_vegan", "VEGAN BURRITO 11 W/ RICE, BEANS,", "PICO, GUAC, SOUR CREAM & JACK", ["vegan"]),
    ("vegetarian", "Veggie Bibimbap", "▪ rice ▪ seasoned greens ▪ fried egg ▪ kimchi ▪ gochujang ▪ diced spam", ["vegetarian"]),
    ("strict_vegan", "Vegan Sloppy Joe $13", "lentil joe on a toasted bun, pickles. ALLERGENS: GLUTEN, EGG, MILK, SOY", ["vegan"]),
    ("vegetarian", "VEGGIE BURGER (V) .......... 14", "black bean patty, smoked cheddar,\nB A C O N  J A M, brioche", ["V"]),
    ("strict_vegan", "Vegan Pho", "star anise broth • rice noodles • tofu • herbs • lime • a splash of nuoc\nmam", ["vegan"]),
    ("vegetarian", "Mushroom Stroganoff (V)  $16", "cremini, paprika, sour cream, egg noodles, beef tal-\nlow crumbs", ["V"]),
    ("strict_vegan", "Vegan Pad See Ew", "wide rice noodles, Chinese broccoli, tofu, dark soy, oys-\nter sauce", ["vegan"]),
    ("pescatarian", "Seafood Risotto", "prawns • clams • squid • saffron • chick-\nen brodo • lemon", ["pescatarian"]),
]
for diet, name, desc, labels in SCRAPED_DISH_TRAPS:
    b = base(diet, M(name, desc, labels))
    if diet == "pescatarian":
        b["menu"] = [b["menu"][0]] + [dict(m, labels=["pescatarian"]) for m in b["menu"][1:3]] + b["menu"][3:]
    case(C, "A dish printed for the diet, as scraped (hyphenated line breaks, caps, bullets, prices), names an animal "
            "product the diet excludes: %r." % desc, NOT_FIT, **b)

# Footnote marks: the dish carries the mark; the footnote is a line of its
# own -- scraped as a menu line, or kept on the restaurant's own page.
FOOTNOTES = [
    ("strict_vegan", "Vegan Tacos*", "jackfruit al pastor, pineapple, onion, cilantro",
     "menu", "*tortillas are heated on the flat top with lard"),
    ("strict_vegan", "Vegan Fries**", "hand-cut russets, rosemary salt",
     "decl", "** all fries are cooked in beef tallow for flavor"),
    ("strict_vegan", "Vegan Korma*", "cauliflower, peas & potato in a mild cashew sauce, basmati",
     "menu", "*contains dairy"),
    ("strict_vegan", "VEGAN RISOTTO ¹ 18", "arborio, wild mushrooms, thyme, olive oil",
     "menu", "¹ prepared with our house chicken stock"),
    ("vegetarian", "Vegetarian Minestrone †", "seasonal vegetables, cannellini, ditalini, basil",
     "menu", "† all soups are made on a chicken base"),
    ("strict_vegan", "Vegan French Toast ‡", "thick-cut sourdough, berries, maple",
     "menu", "‡ brushed with egg wash before baking"),
    ("vegetarian", "Spanish Rice Plate*", "red rice, black beans, queso fresco, tortillas",
     "decl", "*Our rice is cooked in chicken broth."),
    ("strict_vegan", "Vegan Biscuits & Gravy (*)", "two biscuits, mushroom gravy",
     "menu", "(*) biscuits made with buttermilk"),
]
for diet, name, desc, where, note in FOOTNOTES:
    label = "vegan" if diet == "strict_vegan" else "vegetarian"
    b = base(diet, M(name, desc, [label]))
    if where == "menu":
        b["menu"] = b["menu"] + [M(note)]
    else:
        b["decls"] = [D(note)]
    case(C, "A dish printed for the diet carries a footnote mark, and the footnote (%s) names an animal product: %r."
            % ("scraped as a menu line of its own" if where == "menu" else "on the restaurant's page", note),
         NOT_FIT, **b)

# Allergen codes and their legend.
CODES = [
    ("strict_vegan", "Vegan Mac & Cheese (G)(D)", "cavatappi, cashew sauce, breadcrumbs",
     "(G) contains gluten  (D) contains dairy  (N) contains nuts  (VG) vegan"),
    ("strict_vegan", "VG Pad Thai (SF)(E)(P)", "rice noodles, tofu, tamarind, bean sprouts",
     "SF = shellfish · E = egg · P = peanut · VG = vegan"),
    ("strict_vegan", "Veganes Schnitzel (A,C,G)", "Seitanschnitzel, Erdäpfelsalat, Preiselbeeren",
     "Allergene: A Gluten, B Krebstiere, C Eier, D Fisch, E Erdnüsse, F Soja, G Milch, H Schalenfrüchte"),
    ("vegetarian", "Vegetarischer Teller (A,D,G)", "Käsespätzle, gebratenes Gemüse, Salat",
     "Allergene: A Gluten, C Eier, D Fisch, G Milch"),
    ("strict_vegan", "Lentil Soup 🌱🥛", "red lentils, cumin, lemon, bread",
     "🌱 = vegan   🥛 = contains dairy   🌶 = spicy"),
]
for diet, name, desc, legend in CODES:
    label = "vegan" if diet == "strict_vegan" else "vegetarian"
    b = base(diet, M(name, desc, [label]))
    b["decls"] = [D(legend)]
    case(C, "A dish printed for the diet carries allergen codes, and the menu's legend says one is an animal product "
            "(%r)." % legend, NOT_FIT, **b)

# One scraped page of a vegan section, where a menu line in the section
# carries whey.
case(C, "Items scraped under a 'VEGAN' heading (no per-item label), one of them made with whey.", NOT_FIT,
     menu=[M("PROTEIN PANCAKES 12", "oat flour, banana, whey protein, maple", section="— VEGAN —")]
     + [M(n, d, section="— VEGAN —") for n, d in MAINS[20:22]] + meat(1), reviews=good())
case(C, "An 'ask about our' line scraped as a menu line says the vegan-labelled curries get ghee unless asked.", NOT_FIT,
     menu=[V("Vegan Chana Curry", "chickpeas, tomato, spinach, rice"), V("Vegan Aloo Matar", "potato & peas, rice"),
           V("Vegan Mixed Veg Curry", "seasonal veg, rice"), M("Ask about our vegan curries! (we finish them with ghee unless you tell us not to)")]
     + meat(1), reviews=good())
case(C, "OCR with the line break inside 'fish sauce' on a vegetarian-labelled noodle dish.", NOT_FIT,
     **base("vegetarian", M("Veggie Pad Kee Mao (V)", "wide noodles, tofu, thai basil, chili, fish\nsauce, egg", ["vegetarian"])))

SCRAPED_CONTROLS = [
    ("strict_vegan", M("VEGAN NACHOS$12CORN CHIPS", "BLACK BEANS • CASHEW QUESO • PICKLED JALAPEÑO • GUAC", ["vegan"]), None),
    ("strict_vegan", M("Vegan Stroganoff $16", "cremini, paprika, cash-\new sour cream, pappardelle", ["vegan"]), None),
    ("vegetarian", M("VEGGIE BURGER (V) .......... 14", "black bean patty, smoked cheddar,\nonion jam, brioche", ["V"]), None),
    ("strict_vegan", M("Vegan Mac (G)(N)", "cavatappi, cashew sauce, breadcrumbs", ["vegan"]),
     "(G) contains gluten  (D) contains dairy  (N) contains nuts"),
    ("strict_vegan", M("Veganes Schnitzel (A,F)", "Seitanschnitzel, Erdäpfelsalat, Preiselbeeren", ["vegan"]),
     "Allergene: A Gluten, C Eier, D Fisch, F Soja, G Milch"),
    ("strict_vegan", M("Vegan Tacos*", "jackfruit al pastor, pineapple, onion, cilantro", ["vegan"]),
     "*tortillas made fresh in house with masa & sunflower oil"),
]
for diet, item, legend in SCRAPED_CONTROLS:
    b = base(diet, item)
    if legend:
        b["decls"] = [D(legend)]
    case(C, "Control: a scraped dish for the diet whose caps, breaks, codes or footnote name only plants (or dairy and "
            "egg for a vegetarian): %r." % item.get("description"), FIT, **b)

BOILERPLATE = [
    "*Consuming raw or undercooked meats, poultry, seafood, shellfish, or eggs may increase your risk of foodborne illness.",
    "Please inform your server of any allergies before ordering. 18% gratuity added to parties of 6 or more.",
    "Ask about our seasonal specials! Prices subject to change. GF = gluten free, VG = vegan, N = contains nuts.",
    "*These items can be prepared gluten-free upon request. Split plate charge $3.",
]
for i, text in enumerate(BOILERPLATE):
    diet = ["strict_vegan", "vegetarian", "strict_vegan", "pescatarian"][i]
    b = base(diet, smains(1)[0] if diet == "pescatarian" else (mains(1)[0] if diet == "strict_vegan" else vmains(1)[0]))
    b["menu"] = b["menu"] + [M(text)]
    case(C, "Control: the boilerplate line every US menu carries (%r), scraped as a menu line of a mixed menu." % text,
         FIT, **b)
case(C, "Control: the FDA raw-food advisory kept on the restaurant's page, beside vegan mains.", FIT,
     menu=mains(3) + meat(1), reviews=good(),
     decls=[D("Consuming raw or undercooked meats, poultry, seafood, shellfish or eggs may increase your risk of "
              "foodborne illness, especially if you have certain medical conditions.")])


def printed(diet, name, desc, section=None):
    """A dish printed with the label a menu uses for the diet."""
    label = {"strict_vegan": "vegan", "vegetarian": "vegetarian", "pescatarian": "pescatarian"}[diet]
    return M(name, desc, [label], section)


# ====================================================================
# 34. world-kitchen-2: the animal fat, stock, cured meat, dried fish or
#     dairy of a dish, named in its own kitchen's language -- Italian,
#     French, German, Polish, Greek, Turkish, Levantine, Ethiopian and
#     Eritrean, Indian regional, Thai, Vietnamese, Korean, Japanese,
#     Chinese in pinyin and Cantonese romanisation, Filipino, Caribbean,
#     Peruvian, Brazilian, Portuguese, Mexican, Spanish -- on a dish
#     printed vegan or vegetarian. Controls: dairy in those words for a
#     vegetarian, and the plant versions (temple food, jay, chay).
# ====================================================================
C = start3("world-kitchen-2")
WORLD2 = [
    ("strict_vegan", "Pasta e Fagioli Vegana", "borlotti, ditalini, rosmarino, soffritto con cotenna", "italian"),
    ("strict_vegan", "Orecchiette alle Cime di Rapa (vegane)", "cime di rapa, aglio, peperoncino, pangrattato, alici", "italian"),
    ("vegetarian", "Tortellini alla Panna", "tortellini bolognesi (lombo di maiale, mortadella, prosciutto), panna, noce moscata", "italian"),
    ("vegetarian", "Risotto alla Milanese", "zafferano, burro, grana, brodo di manzo", "italian"),
    ("strict_vegan", "Soupe au Pistou Végane", "haricots, courgettes, pâtes, pistou, bouillon de poule", "french"),
    ("vegetarian", "Flammekueche", "crème fraîche, oignons, poitrine fumée", "alsatian"),
    ("vegetarian", "Pommes Sarladaises & Salade", "pommes de terre sautées à la graisse de canard, persillade, salade verte", "french"),
    ("vegetarian", "Lentilles du Puy", "lentilles vertes au petit salé, carottes, thym", "french"),
    ("vegetarian", "Schwäbischer Kartoffelsalat mit Spiegelei", "Kartoffeln mit Fleischbrühe angemacht, Schnittlauch, zwei Spiegeleier", "german"),
    ("vegetarian", "Linsen mit Spätzle", "Alblinsen, handgeschabte Spätzle, Saitenwürstle", "swabian"),
    ("strict_vegan", "Rotkohl-Knödel-Teller (vegan)", "Semmelknödel, Apfelrotkohl mit Gänseschmalz geschmort", "german"),
    ("vegetarian", "Pierogi Ruskie", "ziemniaki i twaróg, podane ze skwarkami i cebulką", "polish"),
    ("vegetarian", "Kluski Śląskie", "kluski ziemniaczane okraszone słoniną, surówka", "polish"),
    ("strict_vegan", "Barszcz Czerwony z Uszkami (wegański)", "barszcz na rosole, uszka z grzybami", "polish"),
    ("strict_vegan", "Gigantes Plaki (vegan)", "giant beans baked in tomato & dill, topped with crumbled mizithra", "greek"),
    ("vegetarian", "İç Pilav Tabağı", "pirinç, kuş üzümü, çam fıstığı, tavuk ciğeri, cacık", "turkish"),
    ("strict_vegan", "Mercimek Çorbası (vegan)", "kırmızı mercimek, kemik suyu ile, limon, ekmek", "turkish"),
    ("vegetarian", "Menemen", "yumurta, domates, biber, sucuk, köy ekmeği", "turkish"),
    ("strict_vegan", "Kuru Fasulye (vegan)", "white beans stewed in tomato with kuyruk yağı, pilav", "turkish"),
    ("vegetarian", "Fattet Hummus", "chickpeas, toasted bread, yogurt-tahini, pine nuts, qawarma", "lebanese"),
    ("strict_vegan", "Foul Moudammas (vegan)", "fava beans, garlic, lemon, a spoon of liyeh, pita", "syrian"),
    ("vegetarian", "Shiro Be Qwanta", "chickpea shiro simmered with qwanta, injera, ayib", "ethiopian"),
    ("strict_vegan", "Tsebhi Birsen (vegan)", "Eritrean red lentil stew in berbere, finished with tesmi, taita", "eritrean"),
    ("strict_vegan", "Kootu & Rice (vegan)", "moong dal & vegetables, coconut, finished with nei, rice", "tamil"),
    ("strict_vegan", "Thalipeeth (vegan)", "multigrain flatbread, peanut chutney, a dollop of loni", "maharashtrian"),
    ("strict_vegan", "Kadhi Chawal (vegan)", "gram flour kadhi made with mattha, rice", "punjabi"),
    ("vegetarian", "Eromba & Rice", "mashed vegetables & chili pounded with ngari, rice", "manipuri"),
    ("vegetarian", "Bengali Shukto & Bhaat", "bitter gourd, drumstick, potato, a little shutki, rice", "bengali"),
    ("strict_vegan", "Pad Pak Ruam (vegan)", "mixed vegetables stir-fried with nam man hoi, garlic, rice", "thai"),
    ("vegetarian", "Som Tam Thai Set", "green papaya, long beans, tomato, peanuts, goong haeng, sticky rice", "thai"),
    ("strict_vegan", "Gỏi Cuốn Chay (vegan)", "rice paper rolls, tofu, herbs, vermicelli, dipped in nước chấm", "vietnamese"),
    ("vegetarian", "Bánh Xèo", "turmeric crêpe, bean sprouts, mung bean, herbs, mắm nêm", "vietnamese"),
    ("strict_vegan", "Cơm Chiên Chay (vegan)", "fried rice, peas, carrot, tofu, lạp xưởng", "vietnamese"),
    ("strict_vegan", "Japchae (vegan)", "glass noodles, spinach, carrot, shiitake, sesame, soegogi", "korean"),
    ("vegetarian", "Kimchi Jeon", "kimchi (made with saeujeot), scallion, soy dipping sauce", "korean"),
    ("strict_vegan", "Sundubu Jjigae (vegan)", "soft tofu stew, zucchini, gochugaru, bajirak, rice", "korean"),
    ("strict_vegan", "Zaru Soba (vegan)", "chilled soba, scallion, wasabi, katsuo tsuyu", "japanese"),
    ("vegetarian", "Dashimaki Tamago Set", "rolled omelette made with katsuo dashi, rice, pickles, miso soup", "japanese"),
    ("strict_vegan", "Gan Bian Si Ji Dou (vegan)", "dry-fried green beans, ya cai, zhu rou mo, rice", "sichuan"),
    ("vegetarian", "Ma Yi Shang Shu", "glass noodles, doubanjiang, rou mo, scallion, rice", "sichuan"),
    ("strict_vegan", "Choy Sum & Rice (vegan)", "steamed choy sum with ho yau, jasmine rice", "cantonese"),
    ("strict_vegan", "Lo Bak Go (vegan)", "pan-fried turnip cake with lap mei & ha mai", "cantonese"),
    ("vegetarian", "Pei Dan Jook", "rice congee simmered in gai tong, century egg, ginger, youtiao", "cantonese"),
    ("strict_vegan", "Suan La Tang & Rice (vegan)", "hot & sour soup on a shang tang base, tofu, wood ear, rice", "chinese"),
    ("strict_vegan", "Ginataang Gulay (vegan)", "squash & long beans in coconut milk, with a little guinamos, rice", "filipino"),
    ("vegetarian", "Laing & Rice", "taro leaves stewed in coconut milk with chili & tuyo, rice", "filipino"),
    ("strict_vegan", "Pancit Bihon (vegan)", "rice noodles, cabbage, carrots, topped with crushed chicharon", "filipino"),
    ("strict_vegan", "Rice & Peas Plate (vegan)", "kidney beans, coconut, thyme, pimento, pig tail, fried plantain", "jamaican"),
    ("vegetarian", "Stew Peas & Spinners", "red peas, coconut, thyme, dumplings, salted pig's tail", "jamaican"),
    ("strict_vegan", "Arroz con Gandules (vegan)", "pigeon peas, sofrito, sazón, tocino, rice", "puerto rican"),
    ("strict_vegan", "Ceviche de Hongos (vegan)", "mushrooms & hearts of palm in leche de tigre made with corvina trimmings", "peruvian"),
    ("strict_vegan", "Tallarín Saltado (vegan)", "wok noodles, peppers, onion, tomato, sillao & salsa de ostión", "peruvian"),
    ("vegetarian", "Arroz Chaufa", "wok fried rice, egg, scallion, ginger, bits of chancho asado", "peruvian"),
    ("strict_vegan", "Tacu Tacu (vegan)", "beans & rice pan-fried in manteca de chancho, salsa criolla", "peruvian"),
    ("strict_vegan", "Acarajé (vegano)", "black-eyed pea fritter fried in dendê, vatapá, camarão seco", "brazilian"),
    ("vegetarian", "Baião de Dois", "rice & beans, queijo coalho, carne seca, coentro", "brazilian"),
    ("strict_vegan", "Feijão Tropeiro (vegano)", "beans, farofa, couve, linguiça, ovo", "brazilian"),
    ("strict_vegan", "Migas Alentejanas (vegan)", "bread migas with garlic, coriander & entremeada", "portuguese"),
    ("strict_vegan", "Enfrijoladas (veganas)", "tortillas bathed in black bean sauce cooked with chicharrón prensado", "mexican"),
    ("strict_vegan", "Fabada Vegana", "fabes de la granja con su compango", "asturian"),
]
for diet, name, desc, cuisine in WORLD2:
    b = base(diet, printed(diet, name, desc), cuisine)
    case(C, "A dish printed %s carries an animal product in its own kitchen's word (%r)."
            % ("vegan" if diet == "strict_vegan" else diet, desc), NOT_FIT, **b)

WORLD2_CONTROLS = [
    ("vegetarian", "Paneer Lababdar", "paneer in a tomato-onion gravy with malai & makhan, butter naan", "indian"),
    ("vegetarian", "Ethiopian Veggie Combo Special", "shiro, misir & gomen, with ayib and a spoon of niter kibbeh on the side, injera", "ethiopian"),
    ("vegetarian", "Aligot & Salade", "pommes de terre, tomme fraîche de l'Aubrac, ail, salade verte", "french"),
    ("vegetarian", "Käsespätzle mit Röstzwiebeln", "Eierspätzle, Bergkäse, Röstzwiebeln, grüner Salat", "german"),
    ("vegetarian", "Menemen", "yumurta, domates, biber, beyaz peynir, köy ekmeği - sucuksuz", "turkish"),
    ("vegetarian", "Pierogi z Kapustą i Grzybami", "kiszona kapusta, grzyby leśne, cebulka na maśle", "polish"),
    ("vegetarian", "Papa a la Huancaína & Ají de Hongos", "yellow potatoes in queso fresco & ají amarillo sauce, mushroom ají, rice", "peruvian"),
    ("strict_vegan", "Sachal Bibimbap (vegan)", "temple-style: seasonal namul, doenjang, perilla oil - no garlic, no meat, no fish", "korean"),
    ("strict_vegan", "Shojin Ryori Set (vegan)", "goma-dofu, vegetables simmered in kombu-shiitake dashi, rice, pickles", "japanese"),
    ("strict_vegan", "Pad Pak Ruam Jay (vegan)", "mixed vegetables, mushroom 'oyster' sauce, garlic, rice", "thai"),
    ("strict_vegan", "Gỏi Cuốn Chay (vegan)", "rice paper rolls, tofu, herbs, vermicelli, with nước mắm chay (vegan 'fish' sauce)", "vietnamese"),
    ("strict_vegan", "Lo Han Jai (vegan)", "tofu skin, napa, wood ear, glass noodles, braised in mushroom broth", "cantonese"),
    ("strict_vegan", "Su E 'Goose' Rolls (vegan)", "rolled tofu-skin 'goose', soy-braised, with rice", "shanghainese"),
    ("strict_vegan", "Ital Stew (vegan)", "pumpkin, callaloo, chocho, coconut milk, thyme, scotch bonnet, rice", "jamaican"),
    ("strict_vegan", "Ginataang Gulay (vegan)", "squash & long beans in coconut milk, seasoned with soy & salt, rice", "filipino"),
    ("strict_vegan", "Moqueca de Banana (vegana)", "banana-da-terra, dendê, leite de coco, pimentões, arroz", "brazilian"),
    ("strict_vegan", "Koshari (vegan)", "rice, lentils, macaroni, spiced tomato sauce, crispy onions", "egyptian"),
    ("strict_vegan", "Tacu Tacu (vegan)", "beans & rice pan-fried in olive oil, salsa criolla", "peruvian"),
]
for diet, name, desc, cuisine in WORLD2_CONTROLS:
    b = base(diet, printed(diet, name, desc), cuisine)
    case(C, "Control: %s (%r)." % ("dairy or egg in its own kitchen's words, fine for a vegetarian"
                                    if diet == "vegetarian" else "the plant version in its own kitchen's words", desc),
         FIT, **b)


# ====================================================================
# 35. review-wording-2: reviews as Yelp, Google and HappyCow print them --
#     long run-ons, emoji, all lowercase, sarcasm, "UPDATE:" and "EDIT:",
#     owner replies, quoted menu text, a vegetarian reporting on a vegan
#     dish, time words ("used to be", "since the new owners"), Spanish and
#     Portuguese -- saying the dish the diet relies on carries an animal
#     product. Diners alone only make the answer unknown; an owner's
#     reply is the restaurant's own word. Controls: reviews about butter,
#     ghee and eggs for a vegetarian, fish sauce for a pescatarian, plant
#     "meat", other diners' plates, and questions that were answered well.
# ====================================================================
C = start3("review-wording-2")
REVIEW2 = [
    ("vegetarian", "Veggie Ramen", "miso broth, corn, menma, ajitama, nori",
     "ok so i'm vegetarian and ordered the veggie ramen... it tasted REALLY meaty so i asked and yep, the broth is pork bone. "
     "they just leave the chashu off 🙃 2 stars for honesty i guess"),
    ("vegetarian", "Mushroom Risotto", "arborio, porcini, thyme, parmesan",
     "Loved the vibe!!! 😍😍 the mushroom risotto tho.... server told us it's made w chicken stock which, like, why is it marked V??"),
    ("vegetarian", "French Onion Soup", "caramelised onions, gruyère crouton",
     "UPDATE: Dropping to 1 star. Called to ask about the French onion (marked vegetarian) and they confirmed it's a beef broth. "
     "Original review: cute spot, good soup, 4 stars."),
    ("vegetarian", "Veggie Fried Rice", "egg, peas, carrot, scallion",
     "Nothing says 'vegetarian option' like finding a shrimp in your veggie fried rice. Twice. 🦐🙄 Great job guys."),
    ("vegetarian", "Bean Burrito", "pinto beans, rice, cheese, salsa",
     "My daughter is vegetarian and felt awful after the bean burrito - turns out they cook the beans with pork, "
     "the manager apologized and comped it."),
    ("vegetarian", "Pad See Ew (V)", "wide rice noodles, Chinese broccoli, egg, tofu",
     "5 stars for the food, 0 for the labeling. The 'V' pad see ew is oyster sauce heavy. I'm pescatarian so I'm fine "
     "but vegetarians beware."),
    ("vegetarian", "Three-Bean Chili", "kidney, pinto & black beans, cheddar, sour cream",
     "Been coming here since they opened. Since the new owners took over the 'vegetarian' chili has bits of ground beef "
     "in it. Not the same place."),
    ("vegetarian", "Vegetarian Pho", "rice noodles, tofu, herbs, lime",
     "quoting the menu: \"Vegetarian Pho - our signature 12 hour broth\". yeah the signature broth is beef. asked. twice."),
    ("vegetarian", "Cheese Tamales", "rajas, oaxaca cheese, salsa verde",
     "used to be my go-to vegetarian spot, but the tamales are now made with lard (the cook told me) so... not anymore"),
    ("vegetarian", "Caesar Salad", "romaine, croutons, parmesan, house dressing",
     "the caesar is marked vegetarian but there are literally anchovies on it 🐟 like whole fillets. "
     "everything else was fine."),
    ("vegetarian", "Soup of the Day", "ask your server",
     "Tiny place, big flavors. Heads-up for my fellow veggies: the 'garden' soup of the day was on a ham stock, "
     "our server double-checked for us."),
    ("vegetarian", "Vegetable Gumbo", "okra, trinity, dark roux, rice",
     "Okay so first of all the service was AMAZING and our waitress Kayla was so sweet and the patio is adorable and "
     "we'll def be back for brunch BUT i have to say as a vegetarian i was pretty bummed when i found out halfway "
     "through my vegetable gumbo that there was sausage in it, like actual andouille slices, which kayla said is "
     "normal for that one too??"),
    ("vegetarian", "Veggie Fried Rice", "egg, peas, carrot, scallion",
     "good food but dont get the veggie fried rice if ur vegetarian they fry it in the same oil as the pork and add "
     "chicken powder"),
    ("vegetarian", "Tamales de Rajas", "rajas con queso, salsa verde",
     "Pedí los tamales vegetarianos y el mesero me dijo que la masa lleva manteca de puerco. Ojo."),
    ("vegetarian", "Moqueca Vegetariana", "banana-da-terra, palmito, leite de coco, arroz",
     "Pedi a moqueca vegetariana e veio com caldo de camarão... o garçom confirmou. Uma pena, o lugar é lindo."),
    ("vegetarian", "Cheesecake", "new york style, berry compote",
     "The 'vegetarian' cheesecake is set with gelatin btw, my friend asked. Everything else was great!"),
    ("pescatarian", "Seafood Paella", "bomba rice, prawns, mussels, saffron",
     "I don't eat meat but do eat fish, ordered the seafood paella and it came loaded with chorizo, which isn't "
     "mentioned anywhere. Sent it back."),
    ("pescatarian", "Clam Chowder", "clams, potatoes, cream",
     "Great clam chowder..... if you eat pork. Big chunks of bacon in there, surprising since this is supposedly a "
     "no-meat seafood joint"),
    ("pescatarian", "Shrimp Wonton Soup", "shrimp wontons, bok choy, scallion",
     "as a pescatarian I was excited for the shrimp wontons but they're half pork. staff said 'all our wontons have "
     "pork.' ok then"),
    ("pescatarian", "Seafood Risotto", "prawns, clams, saffron",
     "The seafood risotto is made with chicken stock -- the waiter admitted it when I asked why it tasted like "
     "Sunday roast lol"),
    ("pescatarian", "Seafood Ramen", "shrimp, squid, clams, nori",
     "the poke is great, but the seafood ramen has pork belly floating in it, and nobody mentions that"),
    ("strict_vegan", "Vegan Burrito", "rice, beans, fajita veg, salsa",
     "I'm vegetarian, not vegan, so this didn't bother me, but the VEGAN burrito came with crema and cheese on it. "
     "vegans, double check!"),
    ("strict_vegan", "Vegan Cheesecake", "vanilla, berry compote",
     "tl;dr the vegan 'cheese'cake is real cream cheese. the owner said 'it's basically vegan'. basically 🙃"),
    ("strict_vegan", "Vegan Pancakes", "fluffy stack, maple, berries",
     "Came here bc it used to be fully vegan. Since the new owners they've added eggs to the pancake batter and the "
     "vegan mayo is Hellmann's."),
    ("strict_vegan", "Vegan Coconut Curry", "chickpeas, spinach, coconut milk, rice",
     "Food 5/5, vegan-ness 2/5: asked what makes the curry so rich and the server said ghee lol"),
    ("strict_vegan", "Vegan Pesto Pasta", "basil pesto, cherry tomatoes, pine nuts",
     "EDIT: the owner messaged me privately that the vegan pesto has parmesan in it. Ugh. Leaving my 4 stars for "
     "the service but be warned."),
    ("strict_vegan", "Vegan Grain Bowl", "quinoa, roasted veg, tahini",
     "vegan bowl 🥗 + 🥚 ?? there was literally a boiled egg in it 😭😭😭"),
    ("strict_vegan", "Vegan Bao Buns", "crispy tofu, pickles, hoisin",
     "Vegan options: 3/5. Note: the vegan bao buns contain milk powder according to the package I asked to see."),
    ("strict_vegan", "Vegan Korma", "cauliflower, peas, cashew sauce, rice",
     "(lacto-vegetarian here) the vegan korma was lovely and creamy; server mentioned they finish it with a bit of "
     "butter. fine for me!"),
]
for diet, name, desc, text in REVIEW2:
    b = base(diet, printed(diet, name, desc), extra_reviews=[R(text, rating=2)])
    case(C, "A diner's review says the dish the diet relies on carries an animal product: %r. Diners alone: unknown."
            % text, UNKNOWN, **b)

OWNER_REPLY2 = [
    ("vegetarian", "Vegetarian Lasagne", "ricotta, spinach, tomato sauce, mozzarella",
     "Is the vegetarian lasagne really vegetarian? It tasted like bolognese. -- Owner response: Hi Tom, the sauce does "
     "have a little pancetta in it for flavour, we'll update the menu!"),
    ("pescatarian", "Seafood Gumbo", "shrimp, crab, okra, rice",
     "Best gumbo outside NOLA!! ⭐⭐⭐⭐⭐\n\nResponse from the owner: Thanks Jen! Yes, our seafood gumbo is built on a "
     "chicken & andouille stock, that's the Louisiana way 😊"),
    ("strict_vegan", "Vegan Pho", "rice noodles, tofu, herbs",
     "why does the vegan pho taste like beef?? -- Reply from the business: Hello! Our vegan pho uses the same base as our "
     "regular pho, we just leave out the meat. Sorry for any confusion."),
]
for diet, name, desc, text in OWNER_REPLY2:
    b = base(diet, printed(diet, name, desc), extra_reviews=[R(text, rating=3)])
    case(C, "The owner's reply under a review puts an animal product in the dish the diet relies on: %r." % text,
         NOT_FIT, **b)

REVIEW2_CONTROLS = [
    ("vegetarian", "Paneer Butter Masala", "paneer, makhani gravy, butter naan",
     "The paneer is drowning in butter and ghee and I am NOT complaining 🧈🧈 best veggie curry in town"),
    ("vegetarian", "Vegetarian Pho", "charred onion & star anise broth, rice noodles, tofu",
     "i asked three times if the pho broth had beef in it bc it tasted so rich and the owner literally showed me the pot "
     "- charred onion, star anise, mushrooms. legit veggie 🌱"),
    ("vegetarian", "French Onion Soup", "caramelised onions, mushroom stock, gruyère crouton",
     "UPDATE: the owner reached out - the French onion is made with a mushroom & miso stock, never beef. Bumping back up "
     "to 5 stars."),
    ("vegetarian", "Tofu 'Chicken' Katsu", "panko tofu, curry sauce, rice",
     "My carnivore husband asked where the chicken was in the 'chicken' katsu. It's tofu, Dave. It's always been tofu. 10/10"),
    ("vegetarian", "Shakshuka", "eggs in spiced tomato, feta, bread",
     "Is it weird that the best thing on this menu is the egg? The shakshuka eggs are perfect. Vegetarian friends, go."),
    ("vegetarian", "Frijoles Charros Vegetarianos", "frijoles, chile, cebolla, cilantro, sin carne",
     "Soy vegetariano y me encantó. Los frijoles son de olla, sin manteca, nos lo confirmó la dueña."),
    ("pescatarian", "Pad Thai Goong", "prawns, tamarind, fish sauce, peanuts",
     "fish sauce in everything, as it should be 😂 pescatarian heaven"),
    ("pescatarian", "Anchovy Toast", "white anchovies, tomato, sourdough",
     "Came for the oysters, stayed for the anchovy toast. No meat on the menu at all, which as a pescatarian I loved."),
    ("strict_vegan", "Vegan Pulled 'Pork' Sandwich", "bbq jackfruit, slaw, pickles",
     "The 'pulled pork' fooled my dad. It's jackfruit. He's still in denial lol"),
    ("strict_vegan", "Vegan Nachos", "cashew queso, black beans, jalapeño",
     "Asked about the 'cheese' on the nachos - cashew. Asked about the 'mayo' - aquafaba. Asked about the 'honey' - "
     "agave. They know their stuff 👏"),
    ("strict_vegan", "Vegan Coconut Curry", "chickpeas, spinach, coconut milk, rice",
     "Not gonna lie I'm not vegan, I had the wings. But my vegan gf had the curry and cleaned the plate. used to think "
     "vegan food was boring, not anymore"),
]
for diet, name, desc, text in REVIEW2_CONTROLS:
    b = base(diet, printed(diet, name, desc), extra_reviews=[R(text, rating=5)])
    if diet == "pescatarian":
        b["decls"] = sdecl()
    if "I had the wings" in text:
        # The other diner's plate is on the menu, as the reviewer found it.
        b["menu"] = b["menu"] + [M("Buffalo Wings", "ten wings, blue cheese dip, celery")]
    case(C, "Control: a review that names butter, eggs, fish sauce, plant 'meat', another diner's plate or a question "
            "answered well, and nothing against the diet: %r." % text, FIT, **b)


# ====================================================================
# 36. shared-equipment-2: the diner excludes cross-contamination, and the
#     place would otherwise be a fit (a whole-place claim, or a clear
#     dedicated-kitchen statement) -- but the food is cooked in someone
#     else's kitchen (commissary, ghost kitchen, pop-up, brewery, hotel,
#     sister restaurant) or on shared tools (tandoor, pizza oven, tawa,
#     boards, gloves, buffet tongs), said in English, Spanish, French,
#     German, Italian, Portuguese, Polish and Chinese. Controls: whole-place
#     claims in those languages, kitchens that really are their own, and
#     allergen-only caveats.
# ====================================================================
C = start3("shared-equipment-2")
VEGAN_PLACE = "Everything on our menu is vegan - no meat, dairy, eggs or honey."
SHARED2_VEGAN = [
    "We're a delivery-only brand cooking out of a shared commissary kitchen with three other restaurants (burgers, wings and tacos).",
    "Find our all-vegan pop-up every Sunday in the kitchen of The Rusty Spoon - yes, the burger place!",
    "We share our kitchen with our sister restaurant, Smokestack BBQ, next door.",
    "All-vegan food truck 🚚🌱 We park at Harbor Brewing and use their fryer for our fries.",
    "Our bakery ovens are shared with the café upstairs, which bakes with butter and eggs.",
    "Ghost kitchen notice: this menu is prepared in the same kitchen as Cluckers Wings & Tenders.",
    "Cocina 100% vegana. Compartimos la freidora con el puesto de pollo frito de al lado.",
    "Notre cuisine est partagée avec la rôtisserie voisine.",
    "Gekocht wird in der Küche der Metzgerei nebenan.",
    "Le nostre pizze vegane cuociono nello stesso forno a legna delle pizze con salame e mozzarella.",
    "Usamos a mesma chapa e a mesma fritadeira do restaurante ao lado.",
    "Kuchnię dzielimy z barem mlecznym na parterze (pierogi z mięsem, naleśniki z serem).",
    "与隔壁烧腊店共用厨房和炸锅。",
    "Our stall at the night market shares a grill with the satay stand - it's one charcoal grill for the whole row.",
    "We're a vegan kitchen inside the Hotel Marlowe and we use the hotel's main kitchen after breakfast service.",
]
for text in SHARED2_VEGAN:
    case(C, "A whole-place vegan claim, but the food is cooked in a kitchen or on equipment shared with animal "
            "products: %r. The diner excludes cross-contamination." % text, NOT_FIT,
         menu=mains(3), reviews=good(), decls=[D(VEGAN_PLACE), D(text)], xc=True)

DEDICATED = "Our vegan dishes are cooked in a separate vegan kitchen with its own fryer, grill, woks, pans, boards and staff."
SHARED2_DEDICATED = [
    "Fries are the exception: there's one fryer for the whole building, so they share oil with the fish.",
    "Naan and roti are baked in the same tandoor as the chicken tikka and seekh kebabs.",
    "Vegan pizzas bake on their own screen, in the same oven as our meat pizzas.",
    "Separate vegan wok station - except on weekends, when all woks are shared.",
    "Vegan sandwiches are assembled on the main line with the same gloves as the turkey club.",
    "Dosas for the vegan menu are made on the main tawa, right after the egg dosas.",
    "On the buffet, vegan and non-vegan trays sometimes share serving tongs.",
    "Boards are colour-coded but washed in the same sink and stacked together with the raw chicken boards.",
]
for text in SHARED2_DEDICATED:
    case(C, "A dedicated-kitchen statement on a mixed menu, then the restaurant names a tool or surface shared with "
            "animal products: %r. The diner excludes cross-contamination." % text, NOT_FIT,
         menu=mains(3) + meat(1), reviews=good(), decls=[D(DEDICATED), D(text)], xc=True)

VEG_PLACE = "We're a 100% vegetarian kitchen - no meat or fish on the premises."
SHARED2_VEGETARIAN = [
    "We operate inside the Grand Hotel and cook in its main kitchen alongside the banquet team.",
    "Our chaat counter shares the fryer with the samosa shop next door, which also makes keema samosas.",
    "On Fridays we share the kitchen with a fish & chips pop-up.",
    "We rent the kitchen of a steakhouse for our weekday lunch service.",
]
for text in SHARED2_VEGETARIAN:
    case(C, "A whole-place vegetarian claim, but the food is cooked in a kitchen or fryer shared with meat or fish: %r. "
            "The vegetarian excludes cross-contamination." % text, NOT_FIT, diet="vegetarian",
         menu=vmains(3), reviews=vgood(), decls=[D(VEG_PLACE), D(text)], xc=True)
case(C, "A vegetarian restaurant (eggs and dairy on the menu) says vegan dishes share pans with the egg dishes; a vegan "
        "who excludes cross-contamination.", NOT_FIT,
     menu=mains(3) + vmains(1), reviews=good(),
     decls=[D("We're a vegetarian restaurant - no meat or fish. Our vegan dishes are cooked in the same pans as the "
              "omelettes and the paneer.")], xc=True)

SHARED2_CONTROLS = [
    ("strict_vegan", "Our kitchen is 100% vegan and only ours - we don't share it with anyone, and nothing animal comes in."),
    ("strict_vegan", "Unsere Küche ist zu 100 % vegan - keine tierischen Produkte, nirgends."),
    ("strict_vegan", "Somos un restaurante 100% vegano: en nuestra cocina no entra carne, pescado, lácteos, huevo ni miel."),
    ("strict_vegan", "Restaurant entièrement végétalien : aucun produit d'origine animale dans notre cuisine."),
    ("strict_vegan", "Ristorante completamente vegano: nessun ingrediente di origine animale in cucina."),
    ("strict_vegan", "Restaurante 100% vegano - nenhum ingrediente de origem animal entra na nossa cozinha."),
    ("strict_vegan", "100% vegan. We share a fryer with gluten items (tempura), so we're not safe for celiacs."),
        ("vegetarian", "Pure vegetarian restaurant - no meat, fish or eggs ever enter our kitchen."),
    ("vegetarian", "Shudh shakahari bhojanalaya: 100% vegetarian, no meat, no fish, no eggs on the premises."),
]
for diet, text in SHARED2_CONTROLS:
    if diet == "vegetarian":
        menu, reviews = vmains(3), vgood()
    else:
        menu, reviews = mains(3), good()
    case(C, "Control: a whole-place claim in everyday or foreign wording, or a caveat about allergens or a kitchen "
            "shared only with the same diet: %r. A fit even with cross-contamination excluded." % text, FIT,
         diet=diet, menu=menu, reviews=reviews, decls=[D(text)], xc=True)
case(C, "Control: a whole-place vegan claim, and the only equipment shared is with a sister bakery that is also all vegan.",
     FIT, menu=mains(3), reviews=good(), xc=True,
     decls=[D(VEGAN_PLACE), D("We share our ovens with our sister bakery next door - which is also 100% vegan, same owners, same rules.")])
case(C, "Control: a clear dedicated vegan kitchen with its own fryer, grill, woks and knives, on a mixed menu.", FIT,
     menu=mains(3) + meat(1), reviews=good(), xc=True,
     decls=[D("Vegan orders are cooked in a separate kitchen upstairs with its own fryer, grill, woks, knives and "
              "boards. Nothing from the main kitchen goes up there.")])
case(C, "Control: the dedicated-kitchen statement the traps above start from, alone on a mixed menu: a fit, so those "
        "traps turn on their second sentence.", FIT,
     menu=mains(3) + meat(1), reviews=good(), decls=[D(DEDICATED)], xc=True)
case(C, "Control: a dedicated-kitchen statement in plain words (its own kitchen, staff, pans and boards), on a mixed menu.",
     FIT, menu=mains(3) + meat(1), reviews=good(), xc=True,
     decls=[D("Our vegan menu is cooked in its own kitchen with its own staff, pans and boards.")])
case(C, "Control: the whole-place vegetarian statement the vegetarian traps above start from, alone.", FIT,
     diet="vegetarian", menu=vmains(3), reviews=vgood(), decls=[D(VEG_PLACE)], xc=True)
case(C, "Control: a seafood-only kitchen that has never cooked meat, for a pescatarian who excludes cross-contamination.",
     FIT, diet="pescatarian", menu=smains(3), reviews=sgood(), xc=True,
     decls=[D("Seafood and vegetables only. No meat or poultry has ever been cooked in this kitchen - our fryers, "
              "grills and boards only see fish, shellfish and veg.")])
case(C, "Control: a pescatarian at a whole-place vegan restaurant, cross-contamination excluded.", FIT,
     diet="pescatarian", menu=mains(3), reviews=good(), xc=True,
     decls=[D("No animal products in this building - ever. 100% vegan since 2018.")])


# ====================================================================
# Round 4: new kinds of trap, not more of the same words -- time and
# scope, negation, chains and fast food, sweets and drinks, catering and
# delivery apps, structured tags and user reports, transliterated menus,
# restricted diets and allergy rules in many styles, and the listing's
# own fields (name, cuisines, chain brand). Written, like the rounds
# before, without reading the engine's vocabulary.
# ====================================================================

# ====================================================================
# 37. time-scope: a whole-place claim whose time or place does not cover
#     the diner's visit -- it was true once ("formerly", "until this
#     spring"), will be true later ("going fully vegan on January 1st"),
#     holds only in a season, a month, a mealtime or at another location
#     or truck -- and an animal ingredient that arrived at a date ("as of
#     March", "winter menu"). The diner excludes cross-contamination for
#     the whole-place traps. Controls: claims that hold at every service
#     and season, and animal ingredients that were dropped in the past.
# ====================================================================
C = start3("time-scope")
TIME_PLACE_TRAPS = [
    ("We were a 100% vegan restaurant from 2016 until this spring. We now serve a few meat dishes too.", 1),
    ("Formerly an all-vegan café 🌱 - since the change of ownership we've added free-range eggs and local cheese.", 0),
    ("Big news: we're going fully vegan on January 1st, 2027! Until then the menu still has a few meat dishes.", 1),
    ("Coming soon: a 100% plant-based menu. Watch this space 👀", 2),
    ("Looking for our all-vegan spot? Visit our Alberta St. location - it's 100% plant-based!", 2),
    ("Our sister restaurant, Moss & Maple, is completely vegan - same chef, same love.", 1),
    ("Catch our 100% vegan food truck at the farmers market every Saturday!", 2),
    ("Veganuary special: our whole menu goes plant-based for the month of January!", 1),
    ("Every Lent our kitchen goes completely vegan - forty days, no animal products.", 1),
    ("Plant-based until 5pm! Our dinner menu brings back the steaks and the seafood.", 2),
    ("Summer only (June-August): our entire menu is vegan. See you on the patio ☀️", 1),
    ("Once a month our Sunday Supper Club cooks 100% vegan - book ahead!", 2),
]
for text, n_meat in TIME_PLACE_TRAPS:
    case(C, "A whole-place vegan claim limited in time or place (%r); on the day of the visit the kitchen serves "
            "animal products, and the diner excludes cross-contamination." % text, NOT_FIT,
         menu=mains(3) + meat(n_meat) + (vmains(1) if n_meat == 0 else []), reviews=good(), decls=[D(text)], xc=True)

TIME_INGREDIENT_TRAPS = [
    ("As of March 2026 all of our ramen broths - the vegan shoyu included - get a pork-and-chicken tare for more depth.",
     [("Smoked Tofu Shoyu Ramen", "kombu-shiitake broth, bok choy, corn, scallion, nori"),
      ("Vegan Miso Ramen", "white miso, tofu, corn, bean sprouts"),
      ("Spicy Tantan Ramen", "sesame-chili broth, crumbled tofu, bok choy")]),
    ("Since the summer menu change our beans are cooked with a ham hock again - just like the original recipe.",
     [("Garden Burrito", "rice, pinto beans, fajita veggies, guac"), ("Three-Bean Chili", "kidney, black & pinto beans, rice"),
      ("Rice & Beans Plate", "black beans, yellow rice, plantains")]),
    ("Heads up: from October 1 our curries are finished with butter and cream - our new chef's recipe.",
     [("Massaman Curry w/ Tofu", "potato, peanuts, coconut milk, rice"), ("Chana Masala", "chickpeas, tomato, ginger, basmati"),
      ("Coconut Chickpea Curry", "spinach, coconut milk, warm spices, rice")]),
    ("Winter menu (October to March): every rice dish is cooked in our house chicken stock.",
     [("Teriyaki Tofu Bowl", "sushi rice, edamame, cucumber"), ("Kimchi Fried Rice with Tofu", "scallion, sesame, gochugaru"),
      ("Jerk Tofu Plate", "rice & peas, fried plantain, slaw")]),
]
for text, dishes in TIME_INGREDIENT_TRAPS:
    case(C, "The restaurant says an animal ingredient went into the labelled dishes from a date that has passed "
            "(%r)." % text, NOT_FIT, menu=[V(n, d) for n, d in dishes] + meat(1), reviews=good(), decls=[D(text)])

TIME_CONTROLS = [
    ("100% vegan since 2015 - and we're not going anywhere.", True),
    ("We used to be a steakhouse. In 2021 we went fully vegan and never looked back: no animal products in this kitchen since.", True),
    ("Open 7 days, 11am-10pm. Everything on the menu, every day, is vegan.", True),
    ("Our menu changes with the seasons, but one thing never does: it's all plant-based, no animal products.", True),
    ("Brunch, lunch and dinner - 100% vegan at every service.", True),
    ("Happy hour 3-6pm daily 🍹 We're an all-vegan bar & kitchen.", True),
]
for text, xc in TIME_CONTROLS:
    case(C, "Control: a whole-place vegan claim that holds at every service and season (%r), even one that mentions a "
            "meat-serving past; a fit with cross-contamination excluded." % text, FIT,
         menu=mains(3), reviews=good(), decls=[D(text)], xc=xc)
for text, dishes in [
        ("Until last spring our refried beans had lard in them. Since April they're made with olive oil, like everything "
         "else on the vegan menu.",
         [("Garden Burrito", "rice, refried pinto beans, fajita veggies, guac"), ("Bean & Rice Plate", "refried beans, rice, salsa"),
          ("Sweet Potato & Black Bean Enchiladas", "ranchero sauce, avocado, pepitas")]),
        ("We stopped using fish sauce back in 2023 - our curries are seasoned with soy and seaweed now.",
         [("Massaman Curry w/ Tofu", "potato, peanuts, coconut milk, rice"), ("Thai Red Curry", "tofu, bamboo, thai basil"),
          ("Coconut Chickpea Curry", "spinach, coconut milk, rice")])]:
    case(C, "Control: an animal ingredient the restaurant dropped in the past (%r); the labelled dishes are vegan now." % text,
         FIT, menu=[V(n, d) for n, d in dishes] + meat(1), reviews=good(), decls=[D(text)])


# ====================================================================
# 38. negation-scope: words whose negation or scope reverses the claim --
#     "no longer", "not really", "hardly", "vegan-ish", "mostly", "99%",
#     "not 100%", "almost entirely"; "vegan except the sauces", "vegan but
#     for the honey", "not strictly vegan"; double negatives that tie an
#     animal product to every dish ("none of our curries are made without
#     ghee", "not one of our noodle dishes is free of fish sauce", "it
#     isn't true that our vegan menu has no eggs"); "nothing but butter".
#     Controls: the negations that strengthen a claim ("not only vegan",
#     "nothing but plants", "we're not vegetarian - we're vegan").
# ====================================================================
C = start3("negation-scope")
NEG_PLACE_TRAPS = [
    ("No longer a fully vegan kitchen, but our vegan menu is still huge!", "meat"),
    ("Are we vegan? Not really - we're vegetarian, and almost everything can be made vegan.", "veg"),
    ("We're hardly a vegan restaurant, but we do make the best vegan burger in town.", "meat"),
    ("Vegan-ish 🌱 plants first, with a little butter, cheese and honey here and there.", "none"),
    ("Mostly vegan! About 90% of our menu is plant-based.", "meat"),
    ("We're 99% vegan - the 1% is the local honey in our tea.", "none"),
    ("Not 100% vegan, but 100% delicious.", "meat"),
    ("Almost entirely plant-based (we do serve eggs at brunch).", "none"),
]
for text, extra in NEG_PLACE_TRAPS:
    menu = mains(3) + (meat(1) if extra == "meat" else vmains(1) if extra == "veg" else [])
    case(C, "A whole-place statement whose negation or qualifier takes the claim back (%r); the diner excludes "
            "cross-contamination." % text, NOT_FIT, menu=menu, reviews=good(), decls=[D(text)], xc=True)

NEG_DISH_TRAPS = [
    ("Crispy Tofu Bowl", "everything in it is vegan except the sauces - the sesame sauce and the spicy mayo have egg"),
    ("Quinoa Harvest Bowl", "vegan but for the honey-lime dressing"),
    ("Mushroom Stroganoff", "not strictly vegan - the sauce gets a spoon of sour cream at the end"),
    ("Veggie Pot Pie", "plant-based filling; the crust, however, is all butter"),
]
for name, desc in NEG_DISH_TRAPS:
    case(C, "A vegan-labelled main whose own words take the label back for part of the dish (%r)." % desc, NOT_FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
case(C, "Every main carries only the label 'vegan-ish', which says it is not vegan.", NOT_FIT,
     menu=[M(n, d, ["vegan-ish"]) for n, d in MAINS[3:6]] + meat(1), reviews=good())

NEG_DECL_TRAPS = [
    ("None of our curries are made without ghee.",
     [("Massaman Curry w/ Tofu", "potato, peanuts, coconut milk, rice"), ("Chana Masala", "chickpeas, tomato, ginger, basmati"),
      ("Coconut Chickpea Curry", "spinach, coconut milk, rice")]),
    ("Not one of our noodle dishes is free of fish sauce - it's Thai food!",
     [("Tofu Pad Thai", "rice noodles, tamarind, bean sprouts, peanuts"), ("Drunken Noodles", "wide noodles, tofu, thai basil"),
      ("Pad See Ew", "wide noodles, tofu, Chinese broccoli")]),
    ("Our vegan dishes are free from meat, not from dairy.", None),
    ("We cook with nothing but butter - no margarine, no seed oils, ever.", None),
    ("It isn't true that our vegan menu has no eggs: the noodles and the tempura batter both contain egg.",
     [("Vegetable Tempura Udon", "udon, seasonal tempura, scallion"), ("Sesame Soba Bowl", "soba, edamame, cucumber"),
      ("Yakisoba with Tofu", "wheat noodles, cabbage, tofu")]),
]
for text, dishes in NEG_DECL_TRAPS:
    menu = ([V(n, d) for n, d in dishes] if dishes else mains(3)) + meat(1)
    case(C, "A negated or double-negated statement that ties an animal product to the labelled dishes (%r)." % text,
         NOT_FIT, menu=menu, reviews=good(), decls=[D(text)])
for text in ["I can't say the vegan ramen isn't tasty, but I can say it isn't vegan: the server confirmed a chicken-fat tare.",
             "Not that I'm complaining about the food, but the 'vegan' burger wasn't without cheese either - a slice of "
             "american, melted on."]:
    case(C, "A diner's double negative that still puts an animal product in a vegan dish: %r" % text, UNKNOWN,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=3)])

NEG_PLACE_CONTROLS = [
    "We're not only vegan - we're also nut-free and gluten-free.",
    "Nothing but plants here. No meat, dairy, eggs or honey - ever.",
    "We're not vegetarian - we're vegan. No eggs, no dairy, no honey.",
    "You won't find a single animal product in our kitchen.",
    "There isn't one dish on our menu that contains meat, fish, dairy, eggs or honey.",
]
for text in NEG_PLACE_CONTROLS:
    case(C, "Control: a negation that strengthens a whole-place vegan claim (%r); a fit with cross-contamination "
            "excluded." % text, FIT, menu=mains(3), reviews=good(), decls=[D(text)], xc=True)
for name, desc in [("Mushroom Stroganoff", "not a drop of dairy - cashew sour cream, cremini, pappardelle"),
                   ("Veggie Pot Pie", "no butter anywhere, not even in the crust - we use olive oil")]:
    case(C, "Control: a vegan-labelled main whose negation rules the animal product out (%r)." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good())
for text, dishes in [
        ("None of our dishes are made with ghee, butter or cream - our curries use coconut oil and cashew.",
         [("Massaman Curry w/ Tofu", "potato, peanuts, coconut milk, rice"), ("Chana Masala", "chickpeas, tomato, ginger, basmati"),
          ("Coconut Chickpea Curry", "spinach, coconut milk, rice")]),
        ("We don't use fish sauce - not in the curries, not in the noodles, not anywhere.",
         [("Tofu Pad Thai", "rice noodles, tamarind, bean sprouts, peanuts"), ("Drunken Noodles", "wide noodles, tofu, thai basil"),
          ("Thai Red Curry", "tofu, bamboo, thai basil, rice")])]:
    case(C, "Control: a negated statement that clears the labelled dishes (%r)." % text, FIT,
         menu=[V(n, d) for n, d in dishes] + meat(1), reviews=good(), decls=[D(text)])
case(C, "Control: a review full of negations that only praise the vegan food.", FIT,
     menu=mains(3) + meat(1),
     reviews=good() + [R("Never had a bad meal here. Not once. The vegan curry isn't just good, it's the best in the city.", rating=5)])


# ====================================================================
# 39. chain-fast-food: chains and fast food, with the listing's own
#     chain_brand and fast_food category: a plant patty on the beef
#     broiler, plant nuggets in the chicken fryer, a butter-toasted bun,
#     fries with "natural beef flavor", a veggie patty with egg and milk,
#     pinto beans made with bacon, a combo whose shake is dairy, the
#     cheese sauce of a "Beyond Taco", "common kitchen" allergen notices,
#     a breakfast sandwich tagged vegan by a delivery app. Controls: all-
#     plant chains, canola-only fryers, chain dishes with plant sauces.
# ====================================================================
C = start3("chain-fast-food")


def chain(brand):
    return {"chain_brand": brand}


FAST = ["fast_food"]
CHAIN_XC_TRAPS = [
    ("Burger Barn", "For guests looking for a meat-free option: our plant-based patty is flame-grilled on the same broiler "
                    "as our beef. A non-broiler method is available on request.",
     [V("Plant-Based Flame Burger", "plant-based patty, lettuce, tomato, onion, pickles, ketchup, sesame bun")]),
    ("Cluck Shack", "Our Plant-Based Nuggets are cooked in the same fryers as our chicken.",
     [V("Plant-Based Nuggets (8 pc)", "crispy plant nuggets, choice of bbq or sweet chili")]),
    ("Taco Ranchero", "All food is prepared in a common kitchen with shared equipment. Plant-based items may come into "
                      "contact with meat, eggs and dairy.", []),
    ("Burger Barn", "Nutrition & allergen guide: we are unable to accommodate strict vegans. Fryer oil is shared.", []),
]
for brand, text, extra in CHAIN_XC_TRAPS:
    case(C, "A chain's own notice puts the plant dishes on equipment shared with meat or in a common kitchen (%r); "
            "the diner excludes cross-contamination." % text, NOT_FIT,
         menu=extra + mains(3 - len(extra)) + meat(2), reviews=good(), decls=[D(text)], xc=True,
         categories=FAST, listing=chain(brand))
case(C, "A diner at a chain says the plant burger goes on the beef grill unless you ask; the diner excludes "
        "cross-contamination.", NOT_FIT,
     menu=[V("Plant-Based Flame Burger", "plant patty, lettuce, tomato, pickles, sesame bun")] + mains(2) + meat(2),
     reviews=good() + [R("Asked the manager at this location: the plant-based burger goes on the same grill as the beef. "
                         "They'll microwave it if you ask.", rating=3)],
     xc=True, categories=FAST, listing=chain("Burger Barn"))

CHAIN_DISH_TRAPS = [
    ("Burger Barn", "Impossible Stacker", "two Impossible patties, lettuce, tomato, pickles, on a butter-toasted bun", None),
    ("Burger Barn", "Classic Fries", "cooked in vegetable oil with natural beef flavor (contains hydrolyzed wheat and milk "
                                     "derivatives)", "Sides"),
    ("Subs & Co", "Veggie Patty Sub", "our veggie patty (contains egg, milk), lettuce, tomato, red onion, on Italian white", None),
    ("Taco Ranchero", "Sofritas Bowl", "braised tofu sofritas, white rice, pinto beans (prepared with bacon), salsa", None),
    ("Cluck Shack", "Plant-Based Crispy Sandwich", "plant-based fillet, crinkle pickles, signature sauce (contains egg)", None),
    ("Krispy Ring", "Vegan Glazed Doughnut", "yeast-raised, vanilla glaze (contains milk)", "Donuts"),
    ("Burger Barn", "Plant Burger Combo", "plant patty burger, small fries and a small vanilla shake", None),
]
for brand, name, desc, section in CHAIN_DISH_TRAPS:
    case(C, "A chain's vegan-labelled item whose own chain wording carries an animal product (%r)." % desc, NOT_FIT,
         menu=[V(name, desc, section=section)] + mains(2) + meat(1), reviews=good(),
         categories=FAST, listing=chain(brand))
case(C, "A delivery app tags a chain's breakfast sandwich vegan; the sandwich itself is egg and cheddar.", NOT_FIT,
     menu=[M("Impossible Breakfast Sandwich", "Impossible sausage, cage-free fried egg, aged cheddar, ciabatta", ["vegan"],
             src="https://www.doordash.com/store/daily-grind-coffee")] + mains(2) + meat(1),
     reviews=good(), categories=["fast_food", "cafe"], listing=chain("Daily Grind Coffee"))
case(C, "A chain's note ties its regular nacho cheese sauce to the vegan-labelled Beyond Taco ('fresco style' on request).",
     NOT_FIT, menu=[V("Beyond Taco", "Beyond Meat crumbles, lettuce, pico, crunchy shell")] + mains(2) + meat(1),
     reviews=good(), categories=FAST, listing=chain("Taco Ranchero"),
     decls=[D("Our Beyond Taco is made with Beyond Meat and our regular nacho cheese sauce; ask for it 'fresco style' to "
              "remove dairy.")])

CHAIN_XC_CONTROLS = [
    ("Sprout Burger", "Every Sprout Burger location is 100% plant-based: no meat, dairy, eggs or honey in our kitchens."),
    ("Leaf & Bun", "100% vegan fast food - burgers, fries, shakes, all plant-based, all the time."),
    ("Sprout Burger", "All our restaurants are 100% vegan. Allergen note: fryers are shared with items containing gluten and soy."),
]
for brand, text in CHAIN_XC_CONTROLS:
    case(C, "Control: an all-plant chain's own whole-place claim (%r); a fit with cross-contamination excluded." % text,
         FIT, menu=mains(3), reviews=good(), decls=[D(text)], xc=True, categories=FAST, listing=chain(brand))
CHAIN_DISH_CONTROLS = [
    ("Taco Ranchero", "Sofritas Bowl", "braised tofu sofritas, cilantro-lime rice, black beans, fajita veggies, tomato salsa, guacamole"),
    ("Cluck Shack", "Plant-Based Crispy Sandwich", "plant-based fillet, pickles, vegan garlic aioli, potato bun (dairy- and egg-free)"),
    ("Burger Barn", "Impossible Stacker", "two Impossible patties, lettuce, tomato, pickles, vegan mayo, toasted sesame bun"),
]
for brand, name, desc in CHAIN_DISH_CONTROLS:
    case(C, "Control: a chain's vegan-labelled item naming only plants (%r)." % desc, FIT,
         menu=[V(name, desc)] + mains(2) + meat(1), reviews=good(), categories=FAST, listing=chain(brand))
case(C, "Control: a chain says its fries are cooked in canola oil with no animal flavoring, beside labelled mains.", FIT,
     menu=mains(3) + [V("Classic Fries", "sea salt", section="Sides")] + meat(1), reviews=good(),
     decls=[D("Our fries are cooked in 100% canola oil, with no animal-derived flavorings.")],
     categories=FAST, listing=chain("Burger Barn"))


# ====================================================================
# 40. sweets-drinks: a vegan-labelled sweet or drink whose animal part is
#     in a word of its own trade: jun (honey kombucha), mead, Marshmallow
#     Fluff (egg white), confectioner's glaze and shellac, bone-char
#     sugar, milk fat in dark chocolate, L-cysteine from feathers, lemon
#     curd, royal icing, savoiardi, caseinate creamer, collagen, bee
#     pollen, manuka, Clamato, lactose in a milk stout, an oyster stout,
#     beeswax moulds, Honey Maid grahams, meringue. Beside two labelled
#     mains, so only reading the item stops the fit. Controls: the plant
#     versions and plant words that look animal (cocoa butter, apple
#     butter, Honeycrisp, buttercup squash, an egg cream, SCOBY).
# ====================================================================
C = start3("sweets-drinks")
SWEET_TRAPS = [
    ("Ginger Jun", "our house jun - green tea fermented the traditional way - with ginger & lemon", "Drinks"),
    ("Mead Flight", "three house meads: traditional, cyser & a blackberry melomel", "Drinks"),
    ("Fluffernutter", "peanut butter & Marshmallow Fluff on soft white bread", "Sweets"),
    ("Jelly Bean Jar", "assorted jelly beans, glossy confectioner's glaze", "Sweets"),
    ("Chocolate-Covered Espresso Beans", "dark chocolate, finished with a shellac glaze", "Sweets"),
    ("Sugar Cookies", "made with refined white cane sugar (bone char filtered)", "Bakery"),
    ("Dark Chocolate Bark", "70% dark chocolate (cocoa mass, sugar, milk fat, soy lecithin), sea salt, almonds", "Sweets"),
    ("Everything Bagel", "kettle-boiled, dough conditioned with L-cysteine (from duck feathers)", "Bakery"),
    ("Lemon Bars", "shortbread base, tart lemon curd, powdered sugar", "Bakery"),
    ("Iced Sugar Cookies", "hand-decorated with royal icing", "Bakery"),
    ("Tiramisu", "espresso-soaked savoiardi, coconut mascarpone, cocoa", "Desserts"),
    ("Brown Sugar Boba", "black tea, brown sugar pearls, non-dairy creamer (contains sodium caseinate)", "Drinks"),
    ("Glow Smoothie", "mango, banana, almond milk, marine collagen", "Smoothies"),
    ("Green Juice", "kale, apple, celery, lemon, a sprinkle of bee pollen", "Juices"),
    ("Hot Toddy", "bourbon, lemon, cloves, a spoon of manuka", "Cocktails"),
    ("Caesar", "vodka, Clamato, celery salt, hot sauce, lime", "Cocktails"),
    ("Milk Stout", "rich & roasty, brewed with lactose", "Beer"),
    ("Oyster Stout", "brewed with whole Willapa Bay oysters in the boil", "Beer"),
    ("Cannelés", "rum & vanilla, baked in beeswax-lined copper moulds", "Bakery"),
    ("Cheesecake Bites", "cashew filling, Honey Maid graham crust", "Desserts"),
    ("Pavlova", "crisp meringue, passionfruit, coconut cream", "Desserts"),
]
for name, desc, section in SWEET_TRAPS:
    case(C, "A vegan-labelled %s item whose trade word carries an animal product (%r); the vegan labelling cannot be "
            "trusted." % (section.lower(), desc), NOT_FIT,
         menu=mains(2) + [V(name, desc, section=section)] + meat(1), reviews=good())
SWEET_CONTROLS = [
    ("Ginger Kombucha", "black tea, cane sugar, SCOBY, fresh ginger", "Drinks"),
    ("Dark Chocolate Truffles", "70% dark chocolate (cocoa mass, sugar, cocoa butter); made in a facility that also handles milk", "Sweets"),
    ("Fruit Gummies", "set with pectin, real fruit juice, sugar", "Sweets"),
    ("Jelly Bean Jar", "assorted jelly beans, polished with carnauba wax", "Sweets"),
    ("Sugar Cookies", "organic beet sugar, flax egg, lemon glaze", "Bakery"),
    ("Lemon Bars", "shortbread, coconut-milk lemon curd (no eggs, no butter)", "Bakery"),
    ("Tiramisu", "egg-free sponge, coconut mascarpone, espresso, cocoa", "Desserts"),
    ("Brown Sugar Boba", "black tea, oat milk, brown sugar tapioca pearls", "Drinks"),
    ("Hot Toddy", "bourbon, lemon, cloves, maple syrup", "Cocktails"),
    ("Apple Butter Toast", "sourdough, house apple butter, cinnamon", "Bakery"),
    ("Honeycrisp Apple Crumble", "Honeycrisp apples, oat crumble, coconut whip", "Desserts"),
    ("Buttercup Squash Pie", "roasted buttercup squash, warm spices, olive-oil crust", "Desserts"),
    ("Egg Cream", "Fox's U-Bet chocolate, oat milk, seltzer - no egg, no dairy", "Drinks"),
    ("Oatmeal Stout", "roasty & smooth, unfined and unfiltered", "Beer"),
    ("S'mores Bar", "graham-style crust (no honey), dark chocolate, Dandies vegan marshmallows", "Desserts"),
]
for name, desc, section in SWEET_CONTROLS:
    case(C, "Control: a vegan-labelled %s item in its plant version or with a plant word that looks animal (%r), beside "
            "two labelled mains." % (section.lower(), desc), FIT,
         menu=mains(2) + [V(name, desc, section=section)] + meat(1), reviews=good())


# ====================================================================
# 41. catering-delivery: the same restaurant seen through a delivery app,
#     a catering menu, a buffet, a food hall or a kids' menu: an app lists
#     a dish as vegan while the restaurant's own site prints the same dish
#     with cream or egg; a catering tray finished with butter; a buffet
#     whose dal is the menu's dal, in ghee; a kids' meal with a carton of
#     milk; a food hall whose "100% plant-based" is one stall of nine.
#     Controls: the app and the site agreeing, an all-vegan food hall,
#     catering and buffets cooked in an all-vegan kitchen.
# ====================================================================
C = start3("catering-delivery")
UBER = "https://www.ubereats.com/store/portland/spice-route"
DASH = "https://www.doordash.com/store/portland/thai-house"
GRUB = "https://www.grubhub.com/restaurant/portland/olive-thyme"
OWN = "https://restaurant.example/menu"
APP_VS_SITE = [
    (UBER, "Veggie Korma", "mixed vegetables, mild sauce, rice", "mixed vegetables in a cashew, cream & butter sauce, rice"),
    (DASH, "Pad See Ew", "wide rice noodles, Chinese broccoli, tofu",
     "wide rice noodles, egg, Chinese broccoli, oyster sauce; choice of tofu, chicken or beef"),
    (GRUB, "Falafel Wrap", "falafel, lettuce, tomato, pita", "falafel, lettuce, tomato, garlic toum (whipped with egg white), pita"),
]
for app, name, app_desc, own_desc in APP_VS_SITE:
    case(C, "A delivery app lists %r as vegan; the restaurant's own menu prints the same dish with an animal product "
            "(%r)." % (name, own_desc), NOT_FIT,
         menu=[M(name, app_desc, ["vegan"], src=app), M(name, own_desc, src=OWN)] + mains(2) + meat(1), reviews=good())
case(C, "A diner says the app's vegan tag was wrong: the curry came with paneer and a receipt saying it contains milk.",
     UNKNOWN, menu=mains(3) + meat(1),
     reviews=good() + [R("ordered via the app because it's tagged vegan - the 'vegan' curry arrived with paneer cubes and the "
                         "receipt literally said 'contains: milk'. not ordering again", rating=2)])
case(C, "The restaurant's catering note: every tray, vegan ones included, is finished with garlic butter unless noted.",
     NOT_FIT, menu=mains(3) + meat(1), reviews=good(),
     decls=[D("Catering note: all trays - vegan ones included - are finished with our garlic butter unless you note "
              "otherwise on the order.")])
case(C, "The buffet is the menu's own food, and the restaurant says it is all cooked in ghee.", NOT_FIT,
     menu=[V("Red Lentil Dal", "turmeric, cumin, mustard seed, rice"), V("Aloo Gobi", "potato & cauliflower, roti"),
           V("Chana Masala", "chickpeas in tomato & ginger, basmati")] + meat(1), reviews=good(), cuisines=["indian"],
     decls=[D("Our lunch buffet is the same food as our menu - dal, sabzi, chana - all cooked in pure desi ghee, "
              "the way it should be.")])
case(C, "A food hall whose only whole-place claim is about one stall of nine; other stalls serve meat and the diner "
        "excludes cross-contamination.", NOT_FIT,
     menu=mains(3) + meat(2), reviews=good(), categories=["food_court"], xc=True,
     decls=[D("Portland's first food hall: nine kitchens under one roof. Our vegan stall, Rooted, is 100% plant-based!")])
case(C, "A vegan-labelled kids' meal that comes with a carton of whole milk.", NOT_FIT,
     menu=mains(2) + [V("Kids' Mac & Cheeze", "pasta, cashew cheeze sauce, apple slices & a carton of whole milk",
                       section="Kids")] + meat(1), reviews=good())
case(C, "The restaurant says every kids' meal, vegan ones too, comes with a cheese stick and chocolate milk; only two "
        "adult mains are left.", NOT_FIT,
     menu=mains(2) + [V("Kids' Bean Burrito", "beans, rice, salsa", section="Kids"),
                      V("Kids' Tofu Nuggets", "crispy tofu, ketchup", section="Kids")] + meat(1), reviews=good(),
     decls=[D("All kids' meals - vegan ones too - come with a cheese stick and a chocolate milk!")])
case(C, "A catering taco bar labelled vegan whose crema and cotija come 'on the side', but come.", NOT_FIT,
     menu=[V("Vegan Taco Bar (serves 10)", "jackfruit, black beans, rice, tortillas, salsa; crema & cotija on the side",
             section="Catering")] + mains(2) + meat(1), reviews=good())
case(C, "A delivery app tags the place vegan, and the restaurant says it is not a vegan kitchen: butter, and a fryer "
        "shared with chicken. The diner excludes cross-contamination.", NOT_FIT,
     menu=mains(3) + meat(1), reviews=good(), xc=True,
     tags=[T("ubereats:dietary", "vegan", src=UBER)],
     decls=[D("We're not a vegan restaurant - our kitchen cooks with butter and our fryer is shared with the chicken.")])

case(C, "Control: the delivery app and the restaurant's own menu both list the same vegan-labelled dishes with plant "
        "ingredients.", FIT,
     menu=[dict(m, source=UBER) for m in mains(3)] + [V(n, d) for n, d in MAINS[0:3]] + meat(1), reviews=good())
case(C, "Control: a food hall whose every kitchen is vegan; a fit with cross-contamination excluded.", FIT,
     menu=mains(3), reviews=good(), categories=["food_court"], xc=True,
     decls=[D("Every kitchen in this food hall is 100% vegan - six vendors, zero animal products.")])
case(C, "Control: catering cooked in the restaurant's all-vegan kitchen.", FIT,
     menu=mains(3), reviews=good(), xc=True,
     decls=[D("Catering trays are made in the same kitchen as our restaurant menu - 100% plant-based, always, no animal products.")])
case(C, "Control: a vegan-labelled kids' meal with a choice of oat milk or juice.", FIT,
     menu=mains(2) + [V("Kids' Mac & Cheeze", "pasta, cashew cheeze sauce, apple slices, choice of oat milk or juice",
                       section="Kids")] + meat(1), reviews=good())
case(C, "Control: an all-vegan buffet at an all-vegan restaurant.", FIT,
     menu=mains(3), reviews=good(), xc=True,
     decls=[D("Our lunch buffet is entirely vegan, every day, like everything else we cook. No animal products, ever.")])
case(C, "Control: a delivery diner praising the vegan curry as it arrived.", FIT,
     menu=mains(3) + meat(1),
     reviews=good() + [R("Ordered on DoorDash, everything arrived hot and labelled. The vegan curry was as good as dine-in.",
                         rating=5)])


# ====================================================================
# 42. report-tag: the trap in a structured tag or a user report --
#     diet:vegan=no beside labelled mains, tags that contradict each
#     other (diet:vegan=only with cuisine=steak_house, only with limited),
#     diet:vegan=yes or HappyCow's "veg-options" where the diner needs a
#     whole-place claim; user reports with sources and outcomes that are
#     terse ("not vegan."), emoji, neutral ("depends who's cooking"),
#     outnumbered by positive ones, Spanish, or about the pescatarian's or
#     vegetarian's dish. Controls: tags and reports about other diets
#     (gluten_free, halal, low_fodmap), tags that agree with the claim,
#     and reports that cleared the dishes.
# ====================================================================
C = start3("report-tag")
OSM = "https://www.openstreetmap.org/node/4411"
HAPPYCOW = "https://www.happycow.net/reviews/portland-4411"
case(C, "An OpenStreetMap tag says diet:vegan=no beside three labelled mains: a conflicting signal, so no fit.", NOT_FIT,
     menu=mains(3) + meat(1), reviews=good(), tags=[T("diet:vegan", "no", src=OSM)])
case(C, "Tags contradict each other (diet:vegan=only and cuisine=steak_house); with no claim of its own from the "
        "restaurant, the diner who excludes cross-contamination has no whole-place evidence.", NOT_FIT,
     menu=mains(3), reviews=good(), xc=True,
     tags=[T("diet:vegan", "only", src=OSM), T("cuisine", "steak_house;burger", src=OSM)])
case(C, "diet:vegan=yes means vegan options, not a vegan place; the menu prints meat and the diner excludes "
        "cross-contamination.", NOT_FIT,
     menu=mains(3) + meat(1), reviews=good(), xc=True, tags=[T("diet:vegan", "yes", src=OSM)])
case(C, "Two outside sources disagree (diet:vegan=only and diet:vegan=limited) and the restaurant says nothing itself; "
        "the diner excludes cross-contamination.", NOT_FIT,
     menu=mains(3), reviews=good(), xc=True,
     tags=[T("diet:vegan", "only", src=OSM), T("diet:vegan", "limited", src=HAPPYCOW)])
case(C, "HappyCow lists the place as 'veg-options', not vegan; the menu prints meat and the diner excludes "
        "cross-contamination.", NOT_FIT,
     menu=mains(3) + meat(1), reviews=good(), xc=True, tags=[T("happycow:type", "veg-options", src=HAPPYCOW)])
REPORT_TRAPS = [
    ("Menu says vegan but the server went to check and came back with 'probably fish sauce in the dressing'.",
     "strict_vegan", "negative", HAPPYCOW),
    ("not vegan.", "strict_vegan", "negative", None),
    ("🌱❌ 🧀 in the 'vegan' tacos", "strict_vegan", "negative", None),
    ("Depends who's cooking: on Tuesday the vegan fried rice had egg in it, on Friday it didn't.", "strict_vegan", "neutral", None),
    ("la 'hamburguesa vegana' trae mayonesa normal (con huevo), lo confirmó la cajera", "strict_vegan", "negative", None),
]
for text, diet, outcome, src in REPORT_TRAPS:
    case(C, "A user report (diet %s, outcome %s%s) says the vegan dishes are not vegan: %r." %
            (diet, outcome, ", from %s" % src if src else "", text), UNKNOWN,
         menu=mains(3) + meat(1), reviews=good(), reports=[U(text, diet, outcome, src=src)])
case(C, "Three positive user reports and one negative one that puts egg in the vegan pad thai: the negative one still "
        "stops the fit.", UNKNOWN, menu=mains(3) + meat(1), reviews=good(),
     reports=[U("Great vegan options, will be back.", "strict_vegan", "positive"),
              U("Lovely staff, the curry was delicious.", "strict_vegan", "positive"),
              U("Very vegan friendly!", "strict_vegan", "positive"),
              U("tonight the vegan pad thai came with egg scrambled through it", "strict_vegan", "negative")])
b = base("pescatarian", M("Steamed Seafood Dumplings", "shrimp & scallop, ginger, scallion"),
         reports=[U("the 'seafood' dumplings are half pork - the cook told me", "pescatarian", "negative")])
b["decls"] = sdecl()
case(C, "A pescatarian's negative report says the seafood dumplings carry pork, at a seafood house that says it serves "
        "no meat.", UNKNOWN, **b)
case(C, "A vegetarian's negative report says the vegetarian gyoza carry bonito.", UNKNOWN,
     **base("vegetarian", M("Vegetable Gyoza", "cabbage, shiitake, tofu, chili oil", ["vegetarian"]),
            reports=[U("the 'vegetarian' gyoza filling has bonito flakes in it, asked twice", "vegetarian", "negative")]))

case(C, "Control: tags about other diets (gluten_free=no, halal=no) beside three labelled vegan mains.", FIT,
     menu=mains(3) + meat(1), reviews=good(),
     tags=[T("diet:gluten_free", "no", src=OSM), T("diet:halal", "no", src=OSM)])
case(C, "Control: a gluten-free diner's negative report about a shared fryer; the vegan diner allows cross-contamination.",
     FIT, menu=mains(3) + meat(1), reviews=good(),
     reports=[U("Not celiac safe: the fries share a fryer with the breaded stuff.", "gluten_free", "negative")])
case(C, "Control: a low-FODMAP diner's negative report about onion and garlic.", FIT, menu=mains(3) + meat(1),
     reviews=good(), reports=[U("Too much garlic and onion for my low-FODMAP diet, nothing I could eat.", "low_fodmap", "negative")])
case(C, "Control: a vegan's positive report, with its source, that cleared the vegan menu.", FIT,
     menu=mains(3) + meat(1), reviews=good(),
     reports=[U("Checked with the chef: no honey, no dairy, no fish sauce anywhere in the vegan menu.", "strict_vegan",
                "positive", src=HAPPYCOW)])
case(C, "Control: a vegetarian's positive report about the vegan curry.", FIT, menu=mains(3) + meat(1), reviews=good(),
     reports=[U("Loved the vegan curry - I'm vegetarian and it's nice to have dairy-free options.", "vegetarian", "positive")])
for tags in [[T("diet:vegan", "only", src=OSM), T("cuisine", "vegan;burger", src=OSM)],
             [T("diet:vegan", "only", src=OSM), T("diet:vegetarian", "only", src=OSM)],
             [T("happycow:type", "vegan", src=HAPPYCOW)]]:
    case(C, "Control: outside tags %s agree with the restaurant's own whole-place claim; a fit with cross-contamination "
            "excluded." % ["%s=%s" % (t["key"], t["value"]) for t in tags], FIT,
         menu=mains(3), reviews=good(), xc=True, tags=tags,
         decls=[D("Everything we serve is vegan - no meat, dairy, eggs or honey.")])


# ====================================================================
# 43. transliterated-menu: US menus printing the dish's own language in
#     Latin letters or its own script -- Japanese romaji (niboshi,
#     shirasu, gyūshi, hetto, kanikama, mentaiko), Korean romanisation
#     (sagol yuksu, dwaeji gogi, beondegi, sundae, saeu, gyeranmari),
#     Tagalog (giniling na baboy, dilis, itlog na maalat, taba ng baboy,
#     kesong puti, hipon), Haitian Creole (vyann bèf, kochon sale, aransò,
#     vyann ak zo, bè, lanbi), Arabic transliteration (maraq dajaj, kishk,
#     lahm, jibneh, zibdeh), Hindi/Urdu (gosht, keema, doodh, anda, murgh,
#     jhinga), Amharic (besiga, bozena, yefisik, enkulal), Russian and
#     Ukrainian (на мясном бульоне, шкварки, сало, сметана, сливочное
#     масло, kefir, медовик). Controls: the plant words of the same
#     kitchens (kinoko, yuba, dubu, tokwa, gata, djon djon, bi zeit,
#     kathal, soya chaap, yetsom, кабачковая икра, постный, подсолнечное
#     масло) and dairy or egg in them for a vegetarian.
# ====================================================================
C = start3("transliterated-menu")
TRANSLIT = [
    ("strict_vegan", "Kitsune Udon (vegan)", "thick udon, sweet fried tofu, negi, in a niboshi broth", "japanese"),
    ("strict_vegan", "Shirasu Don (vegan)", "rice bowl topped with shirasu, shiso, nori, ponzu", "japanese"),
    ("vegetarian", "Yasai Itame Teishoku", "stir-fried vegetables with buta koma, rice, miso soup, pickles", "japanese"),
    ("strict_vegan", "Yaki Onigiri (vegan)", "grilled rice balls brushed with gyūshi & soy, pickles, miso soup", "japanese"),
    ("strict_vegan", "Kabocha Korokke (vegan)", "pumpkin croquettes fried in hetto, tonkatsu sauce, shredded cabbage, rice", "japanese"),
    ("vegetarian", "Hiyashi Chūka", "cold ramen, cucumber, tomato, kinshi tamago, kanikama", "japanese"),
    ("vegetarian", "Onigiri Trio", "ume, kombu & mentaiko rice balls, pickles, miso soup", "japanese"),
    ("strict_vegan", "Kongnamul Gukbap (vegan)", "soybean sprout rice soup in sagol yuksu, scallion", "korean"),
    ("vegetarian", "Mandu Plate", "pan-fried dumplings of tofu, kimchi & dwaeji gogi, soy dipping sauce", "korean"),
    ("strict_vegan", "Pojangmacha Snack Plate (vegan)", "tteok skewers, fried kimmari and a cup of beondegi", "korean"),
    ("vegetarian", "Sundae & Tteokbokki", "Korean sundae, rice cakes in gochujang, boiled egg", "korean"),
    ("strict_vegan", "Doenjang Jjigae (vegan)", "soybean paste stew, tofu, zucchini, with a handful of saeu", "korean"),
    ("strict_vegan", "Dosirak Box (vegan)", "rice, namul, kimchi, gyeranmari", "korean"),
    ("strict_vegan", "Ginisang Sitaw (vegan)", "long beans sautéed with garlic, onion & giniling na baboy, rice", "filipino"),
    ("strict_vegan", "Adobong Kangkong (vegan)", "water spinach in vinegar & soy, topped with crispy dilis, rice", "filipino"),
    ("vegetarian", "Tortang Talong", "eggplant omelette with giniling na karne, banana ketchup, rice", "filipino"),
    ("strict_vegan", "Ensaladang Talong (vegan)", "grilled eggplant, tomato, onion, itlog na maalat, rice", "filipino"),
    ("strict_vegan", "Pinakbet (vegan)", "squash, okra, eggplant & bitter melon sautéed in taba ng baboy, rice", "filipino"),
    ("strict_vegan", "Puto Platter (vegan)", "steamed rice cakes topped with kesong puti, with pancit", "filipino"),
    ("strict_vegan", "Ginataang Kalabasa (vegan)", "squash & string beans in coconut milk with hipon, rice", "filipino"),
    ("strict_vegan", "Legim (vegan)", "Haitian vegetable stew - eggplant, cabbage, chayote, carrots - cooked down with vyann bèf, rice", "haitian"),
    ("strict_vegan", "Diri ak Pwa (vegan)", "rice & red beans cooked with a piece of kochon sale, pikliz", "haitian"),
    ("strict_vegan", "Bannann Peze Plate (vegan)", "twice-fried plantains, pikliz, sòs ti malis, aransò, rice", "haitian"),
    ("vegetarian", "Soup Joumou", "pumpkin soup, pasta, cabbage, potatoes, cooked with vyann ak zo", "haitian"),
    ("strict_vegan", "Mayi Moulen (vegan)", "cornmeal with sòs pwa nwa, finished with a knob of bè", "haitian"),
    ("strict_vegan", "Diri Djon Djon (vegan)", "black mushroom rice with peas, cooked with lanbi", "haitian"),
    ("strict_vegan", "Mloukhieh (vegan)", "jute leaves, garlic, coriander, simmered in maraq dajaj, vermicelli rice", "lebanese"),
    ("strict_vegan", "Fatayer Plate (vegan)", "spinach & sumac pies, with a bowl of warm kishk", "lebanese"),
    ("vegetarian", "Mujaddara Plate", "lentils, rice, caramelised onions, lahm mafroum on top", "syrian"),
    ("strict_vegan", "Mana'eesh Trio (vegan)", "za'atar, muhammara, and jibneh akkawi", "lebanese"),
    ("strict_vegan", "Shorbat Adas (vegan)", "red lentil soup, cumin, lemon, bread fried in zibdeh", "levantine"),
    ("strict_vegan", "Bamia (vegan)", "okra & tomato stew, garlic, coriander, pieces of lahm ghanam, vermicelli rice", "iraqi"),
    ("strict_vegan", "Daal Gosht (vegan)", "chana dal slow-cooked with tender gosht, naan", "pakistani"),
    ("vegetarian", "Aloo Keema Plate", "potatoes & spiced keema, peas, roti", "pakistani"),
    ("strict_vegan", "Chai & Paratha (vegan)", "flaky paratha with achar, chai brewed with doodh & elaichi", "indian"),
    ("strict_vegan", "Baingan Bharta (vegan)", "smoky mashed eggplant, peas, topped with a fried anda, roti", "punjabi"),
    ("vegetarian", "Paneer Pulao", "basmati, paneer, peas, cooked in murgh shorba", "mughlai"),
    ("vegetarian", "Chhole Bhature Plate", "chickpea curry, fried bhature, a side of jhinga achaar", "punjabi"),
    ("strict_vegan", "Gomen Besiga (vegan)", "collard greens braised with siga, injera", "ethiopian"),
    ("strict_vegan", "Shiro Bozena (vegan)", "thick shiro with bozena, injera", "ethiopian"),
    ("vegetarian", "Beyaynetu", "yefisik combo: misir, kik alicha, gomen, doro wat, injera", "ethiopian"),
    ("strict_vegan", "Azifa & Firfir (vegan)", "green lentil salad, injera firfir with scrambled enkulal", "ethiopian"),
    ("strict_vegan", "Борщ (vegan)", "свёкла, капуста, картофель, на мясном бульоне, пампушки", "ukrainian"),
    ("strict_vegan", "Vareniki z Kartopleyu (vegan)", "potato dumplings, fried onion, shkvarky", "ukrainian"),
    ("vegetarian", "Гречка с грибами", "buckwheat, forest mushrooms, onion, fried in сало", "russian"),
    ("strict_vegan", "Draniki (vegan)", "potato pancakes, dill, served with smetana", "belarusian"),
    ("vegetarian", "Vinegret & Black Bread", "beet salad, pickles, sauerkraut, a side of selyodka", "russian"),
    ("strict_vegan", "Oladyi (vegan)", "fluffy pancakes made with kefir, apple jam", "russian"),
    ("strict_vegan", "Kasha s Gribami (vegan)", "гречка с грибами и луком, заправлена сливочным маслом", "russian"),
    ("strict_vegan", "Medovik (vegan)", "classic layered medovik, walnut crumb", "russian"),
]
for diet, name, desc, cuisine in TRANSLIT:
    b = base(diet, printed(diet, name, desc), cuisine)
    case(C, "A dish printed %s names an animal product in its own language, transliterated or in its own script (%r)."
            % ("vegan" if diet == "strict_vegan" else diet, desc), NOT_FIT, **b)

TRANSLIT_CONTROLS = [
    ("strict_vegan", "Kinoko Takikomi Gohan (vegan)", "rice steamed with shiitake, shimeji, maitake & kombu dashi, pickles", "japanese"),
    ("strict_vegan", "Nasu Dengaku Set (vegan)", "miso-glazed nasu, rice, konnyaku, tsukemono, miso soup with kombu dashi", "japanese"),
    ("strict_vegan", "Yuba & Fu Nimono (vegan)", "tofu skin & wheat gluten simmered in shiitake broth, rice", "japanese"),
    ("strict_vegan", "Dubu Jorim (vegan)", "braised tofu in soy & gochugaru, rice, namul", "korean"),
    ("strict_vegan", "Kongguksu (vegan)", "cold noodles in chilled soy-milk broth, cucumber, sesame, gamja jorim", "korean"),
    ("strict_vegan", "Adobong Tokwa't Gulay (vegan)", "tofu & vegetables in vinegar, soy & garlic, rice", "filipino"),
    ("strict_vegan", "Ginataang Kalabasa at Sitaw (vegan)", "squash & long beans in gata, rice", "filipino"),
    ("strict_vegan", "Diri Djon Djon ak Sòs Pwa (vegan)", "black mushroom rice, black bean sauce, bannann peze, pikliz", "haitian"),
    ("strict_vegan", "Legim Vejetaryen (vegan)", "eggplant, cabbage, chayote, spinach, epis - no meat, no crab", "haitian"),
    ("strict_vegan", "Mujaddara (vegan)", "lentils, rice, caramelised onions, salata", "lebanese"),
    ("strict_vegan", "Loubieh bi Zeit (vegan)", "green beans stewed in tomato & olive oil, vermicelli rice", "lebanese"),
    ("strict_vegan", "Mloukhieh bi Zeit (vegan)", "jute leaves, garlic, coriander, vegetable broth, rice", "egyptian"),
    ("strict_vegan", "Kathal Biryani (vegan)", "young jackfruit 'mutton-style' biryani, mint, fried onion, coconut raita", "indian"),
    ("strict_vegan", "Soya Chaap Masala (vegan)", "soy chaap in a tomato-onion gravy, roti", "punjabi"),
    ("vegetarian", "Kadhi Khichdi Thali", "khichdi, kadhi made with dahi, a glass of chhaas, papad", "gujarati"),
    ("strict_vegan", "Yetsom Beyaynetu (vegan)", "fasting combo: misir, kik alicha, gomen, shiro, timatim, injera", "ethiopian"),
    ("strict_vegan", "Mushroom Tibs (vegan)", "mushrooms, onion, rosemary, jalapeño, sautéed in oil, injera", "ethiopian"),
    ("strict_vegan", "Кабачковая икра (vegan)", "squash caviar spread, black bread, pickles, boiled potatoes with dill", "russian"),
    ("strict_vegan", "Постный борщ (vegan)", "на овощном бульоне, свёкла, фасоль, без сметаны, пампушки", "ukrainian"),
    ("strict_vegan", "Kasha s Gribami (vegan)", "гречка с грибами и луком, на подсолнечном масле", "russian"),
    ("vegetarian", "Draniki", "potato pancakes with smetana & dill", "belarusian"),
    ("strict_vegan", "Baklazhannaya Ikra (vegan)", "eggplant 'caviar' - roasted eggplant, pepper, tomato; rye toast, potatoes", "russian"),
]
for diet, name, desc, cuisine in TRANSLIT_CONTROLS:
    b = base(diet, printed(diet, name, desc), cuisine)
    case(C, "Control: %s (%r)." % ("dairy or egg in the kitchen's own words, fine for a vegetarian"
                                    if diet == "vegetarian" else "the plant words of the dish's own kitchen", desc),
         FIT, **b)


# ====================================================================
# 44. restricted-diets-2: gluten_free, halal, kosher and low_fodmap are
#     never a fit, however much the record piles up: tags that say
#     "only", certificates by name, positive reports from diners of the
#     same diet, labels on every dish, a vegan place that is also pareve
#     or halal-friendly.
# ====================================================================
C = start3("restricted-diets-2")
RESTRICTED2 = [
    ("gluten_free", "Dedicated gluten-free bakery & café. GFCO certified - nothing with wheat, barley or rye has ever been in our building.",
     [("GF Avocado Toast", "gluten-free sourdough"), ("GF Breakfast Sandwich", "egg, cheddar, GF bun"), ("GF Pasta Bowl", "rice pasta, pesto")],
     ["gluten_free"], [T("diet:gluten_free", "only")], [U("Celiac here - zero reaction, and they know their stuff.", "gluten_free", "positive")]),
    ("gluten_free", "Everything vegan AND gluten-free 🌱🚫🌾",
     [("Buddha Bowl", "rice, tofu, veg"), ("Corn Tortilla Tacos", "jackfruit, salsa"), ("Rice Noodle Salad", "tamari dressing")],
     ["vegan", "gluten_free"], [T("diet:gluten_free", "only"), T("diet:vegan", "only")], []),
    ("halal", "Zabiha halal, HFSAA certified. No alcohol on the premises.",
     [("Chicken Karahi", None), ("Lamb Biryani", None), ("Seekh Kebab Platter", None)],
     ["halal"], [T("diet:halal", "only")], [U("Fully halal, checked the certificate on the wall.", "halal", "positive")]),
    ("halal", "100% vegan, so nothing haram in the food - no meat, no gelatin, no alcohol in cooking.",
     [("Falafel Plate", "hummus, salad"), ("Lentil Soup", None), ("Veg Biryani", "basmati, vegetables")],
     ["vegan", "halal"], [], [U("Halal-conscious and I felt at ease here.", "halal", "positive")]),
    ("kosher", "Cholov Yisroel dairy restaurant under the OK. Pas Yisroel bakery. Closed Shabbos.",
     [("Cheese Blintzes", None), ("Shakshuka", None), ("Fish Tacos", "tilapia")],
     ["kosher"], [T("diet:kosher", "only")], []),
    ("kosher", "Kosher pareve under Star-K supervision - and 100% vegan.",
     [("Falafel Bowl", None), ("Sabich", "eggplant, tahini, amba"), ("Hummus Plate", None)],
     ["vegan", "kosher"], [T("diet:kosher", "only")], [U("Kosher and vegan, perfect for us.", "kosher", "positive")]),
    ("low_fodmap", "FODMAP Friendly certified menu: no onion, no garlic, no wheat; lactose-free dairy only.",
     [("Chicken & Rice Bowl", None), ("Tofu Stir-Fry", "ginger, bok choy, rice"), ("Quinoa Salad", "cucumber, carrot")],
     ["low_fodmap"], [], [U("My IBS was fine after eating here.", "low_fodmap", "positive")]),
    ("low_fodmap", "Our dietitian checks every dish: all low-FODMAP, garlic-infused oil only.",
     [("Rice Noodle Bowl", None), ("Grilled Salmon", "potatoes, green beans"), ("Polenta Plate", None)],
     ["low_fodmap"], [T("diet:low_fodmap", "only")], []),
    ("gluten_free", "Celiac-safe kitchen: dedicated fryers, no shared surfaces, staff trained by the Celiac Foundation.",
     [("Fish & Chips", "rice-flour batter"), ("Fried Chicken", "GF batter"), ("Fries", None)],
     ["gluten_free"], [], [U("celiac, ate here 10 times, never glutened", "gluten_free", "positive")]),
    ("halal", "All meat hand-slaughtered and halal certified by the Islamic Society. Separate kitchen for vegetarian dishes.",
     [("Chicken Shawarma", None), ("Falafel Wrap", None), ("Mixed Grill", None)],
     ["halal"], [T("diet:halal", "yes")], []),
]
for diet, text, dishes, labels, tags, reports in RESTRICTED2:
    case(C, "%s is safety-sensitive or religious: never a fit, even with %r, tags %s and %d positive report(s)."
            % (diet, text, ["%s=%s" % (t["key"], t["value"]) for t in tags], len(reports)), NOT_FIT,
         diet=diet, menu=[M(n, d, labels) for n, d in dishes], decls=[D(text)], tags=tags, reports=reports,
         reviews=[R("They take dietary needs seriously here. Felt completely safe.", rating=5)])


# ====================================================================
# 45. allergy-rules-2: allergy rules as diners really write them --
#     "anaphylactic to cashews", an emoji, "ALLERGY: sesame (severe)",
#     lupin, mustard, sulphites, corn, nightshades, a child's allergy,
#     an auto-injector, Spanish, French, German -- and rules the engine
#     cannot check (no palm oil, Jain, no alcohol in cooking). Never a
#     fit at a whole-place vegan restaurant. Controls: rules a whole-place
#     vegan claim already implies ("no honey", "no gelatin"), and a
#     vegetarian's permissive rule in emoji.
# ====================================================================
C = start3("allergy-rules-2")
ALL_VEGAN = "Everything on our menu is vegan - no meat, fish, dairy, eggs, honey or gelatin."
ALLERGY2 = [
    ["anaphylactic to cashews"], ["🥜❌"], ["ALLERGY: sesame (severe)"], ["pine nut allergy"], ["lupin"],
    ["mustard allergy - EU allergen 10"], ["sulphites / sulfites"], ["corn allergy"],
    ["nightshades (tomato, potato, peppers, eggplant)"], ["my son can't have soy or wheat"],
    ["carries an Auvi-Q for tree nuts"], ["alergia al maní"], ["allergie aux arachides"], ["Nussallergie"],
    ["legumes - peas, lentils and chickpeas make me swell up"], ["coconut allergy"],
    ["No dairy", "NO NUTS!!!"],
]
for rules in ALLERGY2:
    case(C, "A whole-place vegan restaurant, but the diner states an allergy rule %r: never a fit." % rules, NOT_FIT,
         rules=rules, menu=mains(3), reviews=good(), decls=[D(ALL_VEGAN)])
for rules in [["no palm oil"], ["Jain: no onion, garlic or root vegetables"], ["no alcohol in cooking"]]:
    case(C, "A rule the diet does not imply and the record cannot confirm (%r): never a fit." % rules, NOT_FIT,
         rules=rules, menu=mains(3), reviews=good(), decls=[D(ALL_VEGAN)])
for rules in [["no honey"], ["no gelatin", "no eggs"], ["strictly no animal products"], ["plant-based only please"]]:
    case(C, "Control: a vegan whose rule %r is already implied by the restaurant's whole-place vegan claim." % rules, FIT,
         rules=rules, menu=mains(3), reviews=good(), decls=[D(ALL_VEGAN)])
case(C, "Control: a vegetarian whose rule, in emoji, permits the dairy and eggs of the vegetarian mains.", FIT,
     diet="vegetarian", rules=["I'm fine with dairy 🧀 and eggs 🥚"], menu=vmains(3), reviews=vgood(),
     decls=[D("We are a 100% vegetarian restaurant - no meat, no fish, no exceptions.")])


# ====================================================================
# 46. listing-metadata: the listing's own fields as data providers fill
#     them -- a name that says vegan ("Vegan Vibes Kitchen", "100% Plant
#     Cafe"), cuisines ["vegan"], a "vegan_restaurant" category, a chain
#     brand named "Vegan Express" -- on a menu that prints meat, for a
#     diner who excludes cross-contamination: none is the restaurant's
#     own whole-place claim. Controls: names that sound like meat at
#     all-vegan places ("Smokehouse Social", "The Butcher's Daughter",
#     "Mother Clucker's"), and listing fields that say nothing about food
#     (an old last_verified_at, services, price level, coordinates).
# ====================================================================
C = start3("listing-metadata")
LISTING_TRAPS = [
    ("the restaurant's name", dict(name="Vegan Vibes Kitchen")),
    ("the restaurant's name", dict(name="100% Plant Cafe")),
    ("the provider's cuisines", dict(cuisines=["vegan", "american"])),
    ("the provider's category", dict(categories=["vegan_restaurant"])),
    ("the chain brand", dict(listing={"chain_brand": "Vegan Express"})),
]
for what, kw in LISTING_TRAPS:
    case(C, "Only %s says vegan (%s); the menu prints meat and the diner excludes cross-contamination." %
            (what, list(kw.values())[0]), NOT_FIT, menu=mains(3) + meat(1), reviews=good(), xc=True, **kw)
for name, text in [
        ("Smokehouse Social", "Our smokehouse is 100% vegan: we smoke jackfruit, tofu and seitan - never meat, never dairy."),
        ("The Butcher's Daughter", "A vegetable butcher: everything we serve is plant-based, no animal products."),
        ("Mother Clucker's", "100% vegan fried 'chicken' joint - it's all seitan and soy, no animal products at all.")]:
    case(C, "Control: a meat-sounding name (%r) at a place whose own whole-place vegan claim is clear; a fit with "
            "cross-contamination excluded." % name, FIT,
         name=name, menu=mains(3), reviews=good(), decls=[D(text)], xc=True)
case(C, "Control: an old last_verified_at on a listing whose every observation is fresh: freshness is measured from the "
        "observations.", FIT, menu=mains(3) + meat(1), reviews=good(),
     listing={"last_verified_at": "2024-01-10T00:00:00Z"})
case(C, "Control: services, price level, coordinates and a provider place id say nothing about the food.", FIT,
     menu=mains(3) + meat(1), reviews=good(),
     listing={"provider_place_id": "ChIJ-redteam-4", "coordinates": {"lat": 45.5231, "lng": -122.6765},
              "price_level": 2, "services": {"delivery": True, "takeout": True, "dine_in": True}})
case(C, "Control: a listing whose provider cuisines are vegan, with the restaurant's own whole-place claim.", FIT,
     menu=mains(3), reviews=good(), xc=True, cuisines=["vegan", "thai"],
     decls=[D("We are an entirely vegan Thai kitchen - no fish sauce, no shrimp paste, no eggs, no dairy.")])


# ====================================================================
# Round 5: traps in how the text is put together, in ordinary words the
# engine already knows (chicken, cheese, butter, egg, fish sauce, honey,
# bacon, lard, ghee, stock). The animal product is tied to the diet's
# dishes by structure: a choice whose options are all animal, a fixed part
# of a combo, a section heading, a description that runs on into the next
# menu line, a clause far from the dish, a pronoun, an ellipsis, a
# comparative, a condition, a quantifier, a quoted answer, a later date,
# a long record. Controls use the same structures to clear the dishes.
# ====================================================================

def plus(*items, n_mains=2, n_meat=1):
    """The case's own dishes, then labelled mains and meat from the pools."""
    return list(items) + mains(n_mains) + meat(n_meat)


# ====================================================================
# 47. menu-choice: choices, build-your-own bowls, combos, add-ons, sides
#     "on the side", sizes and variants on a vegan-labelled dish. A trap
#     is a choice whose every option is animal, or a fixed part of the
#     dish (the combo's drink, the finish of every bowl, the large size).
#     Controls: plant-only choices, optional paid add-ons, plant sides.
# ====================================================================
C = start3("menu-choice")
CHOICE_TRAPS = [
    (V("Build-a-Bowl", "Step 1, pick a base: rice, noodles or greens. Step 2, pick a protein: grilled chicken, "
                       "steak or shrimp. Step 3, pick any sauce."),
     "every protein on offer is meat or shrimp"),
    (V("Vegan Buddha Bowl", "quinoa, roasted roots, kale, pickled onion; choose tofu or tempeh - and like every bowl on "
                            "this page it's finished with a soft-boiled egg and a drizzle of honey-miso"),
     "the fixed finish of every bowl is egg and honey"),
    (V("Vegan Burger Combo", "black bean burger + regular fries + a small vanilla shake (real ice cream, whole milk)"),
     "the combo's fixed drink is a dairy shake"),
    (V("Vegan Falafel Platter", "six falafel, hummus, chopped salad, warm pita; tzatziki and crumbled feta on the side"),
     "sauces 'on the side' are still served with the dish"),
    (V("Vegan Street Tacos", "three corn tortillas, jackfruit al pastor, cabbage, pico - sour cream and queso fresco "
                             "on the side"),
     "toppings 'on the side' are still served with the dish"),
    (V("Vegan Noodle Soup", "rice noodles, tofu, bok choy, herbs, in your choice of broth: chicken or pork bone"),
     "every broth on offer is meat"),
    (V("Vegan Mezze Platter", "hummus, baba ghanoush, tabbouleh, falafel + two dips of your choice: labneh, tzatziki "
                              "or whipped feta"),
     "every dip on offer is dairy"),
    (V("Vegan Pad Thai", "tofu or chicken - both wok-tossed with egg and crushed peanuts"),
     "'both' puts the egg in the tofu version too"),
    (V("Veggie Pho", "star anise broth, rice noodles, tofu, herbs; small or large - large bowls come topped with a "
                     "fried egg"),
     "one size of the labelled dish carries an egg"),
    (V("Half & Half Curry Plate", "half chana masala, half butter chicken, with rice and naan"),
     "half of the labelled plate is butter chicken"),
    (V("Vegan Salad Trio", "pick any three: quinoa tabbouleh, egg salad, tuna salad, beet & goat cheese, chicken caesar"),
     "four of the five choices are animal, so any three picks at least two"),
    (V("Vegan Breakfast Plate", "tofu scramble, hash browns and toast (sourdough or brioche) - all toast comes buttered"),
     "the toast, whichever bread, is buttered"),
    (V("Vegan Shoyu Ramen", "kombu broth, tofu, corn, bamboo; every ramen here comes with a marinated soft egg, included "
                            "in the price"),
     "every ramen, this one included, comes with an egg"),
    (V("Vegan Sushi Platter", "avocado roll, cucumber roll and four pieces of chef's choice nigiri (fish of the day)"),
     "the platter's fixed nigiri is fish"),
    (V("Vegan Poke Bowl", "marinated tofu, edamame, cucumber, seaweed; all poke bowls are topped with spicy mayo and "
                          "flying fish roe"),
     "the topping of all poke bowls is mayo and fish roe"),
    (V("Vegan Dinner for Two", "two vegan mains of your choice, a shared salad, and two crème brûlées to finish"),
     "the set's fixed dessert is a custard"),
    (V("Vegan Tasting Menu", "five courses from the chef; the third course is a plate from our cheese cart"),
     "one fixed course is cheese"),
    (V("Vegan Enchilada Combo", "two enchiladas with rice and your choice of beans: refried (made with lard) or charro "
                                "(with bacon)"),
     "both bean choices are pork"),
]
for item, why in CHOICE_TRAPS:
    case(C, "A vegan-labelled dish whose choices or fixed parts carry an animal product (%s): %r."
            % (why, item["description"]), NOT_FIT, menu=plus(item), reviews=good())
case(C, "A diner says the vegan bowl's 'protein of the day' is chicken: a diner alone does not reject, so unknown.",
     UNKNOWN, menu=plus(V("Vegan Daily Bowl", "grains, greens, roasted veg, protein of the day")),
     reviews=good() + [R("heads up the 'protein of the day' on the vegan bowl was chicken both times I went - the "
                         "server said that's normal, they just swap it in", rating=3)])

CHOICE_CONTROLS = [
    (V("Build-a-Bowl", "Step 1, pick a base: rice, noodles or greens. Step 2, pick a protein: tofu, tempeh or seitan. "
                       "Step 3, pick a sauce: peanut, sweet chili or tahini."),
     "every choice is a plant"),
    (V("Vegan Burrito", "rice, black beans, fajita veg, salsa roja. Add-ons: + cheese $1, + sour cream $1, + chicken $3"),
     "animal add-ons are optional and paid; the dish as printed is vegan"),
    (V("Vegan Falafel Platter", "six falafel, hummus, chopped salad, warm pita; tahini and hot sauce on the side"),
     "the sides are plants"),
    (V("Vegan Burger Combo", "black bean burger + fries + a fountain soda or an oat-milk shake"),
     "the combo's drinks are plant"),
    (V("Vegetable Pho", "vegetable broth, rice noodles, tofu, herbs; small $11 / large $14 - same bowl, more noodles"),
     "sizes differ only in noodles"),
    (V("Vegan Mezze Platter", "hummus, baba ghanoush, tabbouleh, falafel + two dips of your choice: muhammara, garlicky "
                              "white bean or beet tahini"),
     "every dip is a plant"),
    (V("Vegan Salad Trio", "pick any three: quinoa tabbouleh, beet & orange, smashed chickpea, kale with tahini, "
                           "carrot-harissa"),
     "every choice is a plant"),
    (V("Vegan Shoyu Ramen", "kombu broth, tofu, corn, bamboo; extras: + nori, + extra noodles, + chili oil"),
     "the extras are plants"),
    (V("Vegan Enchilada Combo", "two enchiladas with rice and your choice of beans: black (cooked with onion & epazote) "
                                "or pinto (with chipotle)"),
     "both bean choices are plant"),
    (V("Vegan Dinner for Two", "two vegan mains of your choice, a shared salad, and two scoops of mango sorbet to "
                               "finish"),
     "the set's dessert is a fruit sorbet"),
]
for item, why in CHOICE_CONTROLS:
    case(C, "Control: a vegan-labelled dish with choices, add-ons or sides (%s): %r." % (why, item["description"]),
         FIT, menu=plus(item), reviews=good())
case(C, "Control: the two versions of a dish printed as two dishes, the tofu one labelled vegan and made without egg or "
        "fish sauce, the chicken one unlabelled.", FIT,
     menu=plus(V("Tofu Pad Thai", "rice noodles, tamarind, peanuts, lime - made without egg or fish sauce"),
               M("Chicken Pad Thai", "rice noodles, chicken, egg, fish sauce, peanuts"), n_meat=0),
     reviews=good())


# ====================================================================
# 48. menu-section-scope: what a menu's layout ties to a labelled dish --
#     a "Vegan" section holding a halloumi or paneer dish, a labelled dish
#     that points to another page's recipe, a description that runs on
#     into the next scraped menu line, an allergen line or icon with
#     calories and prices, a section heading that finishes every dish in
#     it, a veggie plate built from sides that carry meat. Controls: the
#     same layouts naming only plants.
# ====================================================================
C = start3("menu-section-scope")
case(C, "A 'Vegan' section whose dishes carry no labels of their own holds a halloumi dish: the heading is not reliable, "
        "and nothing else says vegan.", NOT_FIT,
     menu=[M(n, d, section="Vegan") for n, d in MAINS[0:3]]
     + [M("Halloumi & Veg Skewers", "grilled halloumi, peppers, red onion, lemon", section="Vegan")] + meat(1),
     reviews=good())
case(C, "Labelled mains in a 'Vegan Mains' section that also prints an unlabelled paneer wrap: the restaurant's own "
        "vegan heading covers dairy.", NOT_FIT,
     menu=[V(n, d, section="Vegan Mains") for n, d in MAINS[3:6]]
     + [M("Paneer Tikka Wrap", "charred paneer, mint yogurt chutney, onion, roti", section="Vegan Mains")] + meat(1),
     reviews=good())
case(C, "A vegan-labelled dish points to another page for its recipe, and that page prints egg and oyster sauce.",
     NOT_FIT,
     menu=[V("Pad See Ew", "as on our Noodles page", section="Vegan"),
           M("Pad See Ew", "wide rice noodles, egg, Chinese broccoli, oyster sauce; tofu, chicken or beef",
             section="Noodles")] + mains(2) + meat(1), reviews=good())
CONTINUED = [
    (V("Vegan Caesar", "romaine, garlic croutons, capers, lemon and our"),
     M("house dressing of parmesan, anchovy & egg yolk")),
    (V("Vegan Chili", "three beans, chipotle, peppers -"),
     M("- topped w/ cheddar, sour cream & scallion")),
    (V("Vegan Pancake Stack", "three fluffy pancakes, maple syrup, fresh berries,"),
     M("whipped butter & a side of bacon")),
    (V("Tofu Banh Mi", "lemongrass tofu, pickled daikon & carrot, cilantro, jalapeño, baguette spread with"),
     M("(cont.) chicken liver pâté & house mayo")),
]
for dish, rest in CONTINUED:
    case(C, "A vegan-labelled dish whose description runs on into the next scraped menu line (%r + %r): the animal "
            "product belongs to the labelled dish." % (dish["description"], rest["name"]), NOT_FIT,
         menu=[dish, rest] + mains(2) + meat(1), reviews=good())
for item in [V("Vegan Mac & Cheese", "cavatappi, house cheese sauce, toasted crumbs | 720 cal | Allergens: Milk, Wheat"),
             V("Tofu Katsu Curry", "panko tofu, Japanese curry sauce, rice  🌾 🥛"),
             V("Garden Scramble $12 | 480 cal", "3 eggs scrambled with spinach, peppers & onion, toast")]:
    case(C, "A vegan-labelled dish whose allergen line, icon or count among prices and calories names an animal "
            "product: %r." % item["description"], NOT_FIT, menu=plus(item), reviews=good())
SECTION_TRAPS = [
    ("Vegan Bowls (every bowl is topped with a fried egg unless you say otherwise)",
     [("BBQ Tempeh Bowl", "brown rice, charred corn, black beans, slaw"), ("Teriyaki Tofu Bowl", "sushi rice, edamame"),
      ("Quinoa Power Bowl", "roasted chickpeas, kale, avocado")]),
    ("Vegan Curries - finished with ghee",
     [("Chana Masala", "chickpeas, tomato, ginger, basmati"), ("Coconut Chickpea Curry", "spinach, coconut milk, rice"),
      ("Aloo Gobi", "potato & cauliflower, cumin, roti")]),
]
for section, dishes in SECTION_TRAPS:
    case(C, "The section heading over three vegan-labelled dishes finishes every one of them with an animal product "
            "(%r)." % section, NOT_FIT,
         menu=[V(n, d, section=section) for n, d in dishes] + meat(1), reviews=good())
case(C, "A vegan-labelled salad in a section whose heading says every dressing is made with honey.", NOT_FIT,
     menu=[V("Kale & Quinoa Salad", "kale, quinoa, roasted squash, pepitas, house dressing",
             section="Salads - every dressing is made with honey")] + mains(2) + meat(1), reviews=good())
case(C, "A vegan-labelled quesadilla in a section whose heading says every quesadilla is made with Oaxaca cheese.",
     NOT_FIT,
     menu=[V("Vegan Quesadilla", "flour tortilla, peppers, onions, black beans",
             section="Quesadillas - all made with Oaxaca cheese")] + mains(2) + meat(1), reviews=good())
case(C, "A vegan-labelled veggie plate made of the menu's sides, and every side is printed with pork, turkey or dairy.",
     NOT_FIT,
     menu=[V("Vegan Veggie Plate", "any three of our sides, with cornbread"),
           M("Collard Greens", "slow-cooked with smoked turkey", section="Sides"),
           M("Black-Eyed Peas", "simmered with a ham hock", section="Sides"),
           M("Mac & Cheese", "three cheeses, baked", section="Sides"),
           M("Cornbread", "buttermilk, honey butter", section="Sides")] + mains(2) + meat(1), reviews=good())

case(C, "Control: labelled dishes in a 'Vegan' section, meat dishes in a 'Burgers' section.", FIT,
     menu=mains(3, section="Vegan") + [M("Bacon Cheeseburger", "double patty, american cheese, bacon", section="Burgers"),
                                       M("Mushroom Swiss Burger", "beef patty, swiss, mushrooms", section="Burgers")],
     reviews=good())
case(C, "Control: the same dish name printed twice, the vegan-labelled one saying it has no egg and no oyster sauce, the "
        "other with egg, oyster sauce and meat.", FIT,
     menu=[V("Pad See Ew", "wide rice noodles, tofu, Chinese broccoli, soy - no egg, no oyster sauce", section="Vegan"),
           M("Pad See Ew", "wide rice noodles, egg, Chinese broccoli, oyster sauce; chicken or beef", section="Noodles")]
     + mains(2) + meat(1), reviews=good())
case(C, "Control: a description that runs on into the next scraped line, naming only plants.", FIT,
     menu=[V("Vegan Caesar", "romaine, garlic croutons, capers, lemon and our"),
           M("house cashew-caper dressing & toasted seeds")] + mains(2) + meat(1), reviews=good())
for item in [V("Tofu Katsu Curry", "panko tofu, Japanese curry sauce, rice | 690 cal | Allergens: Wheat, Soy"),
             V("Three-Bean Chili  cup $6 / bowl $9", "kidney, black & pinto beans, chipotle | 2 chiles | 410 cal")]:
    case(C, "Control: prices, calories and an allergen line naming only plants: %r." % item["description"], FIT,
         menu=plus(item), reviews=good())
case(C, "Control: a section heading that clears every dish in it (coconut oil, no ghee, no cream).", FIT,
     menu=[V(n, d, section="Vegan Curries (made with coconut oil - no ghee, no cream)")
           for n, d in [("Chana Masala", "chickpeas, tomato, ginger, basmati"),
                        ("Coconut Chickpea Curry", "spinach, coconut milk, rice"),
                        ("Aloo Gobi", "potato & cauliflower, cumin, roti")]] + meat(1), reviews=good())
case(C, "Control: a vegan veggie plate made of sides that are each labelled vegan, beside an unlabelled mac & cheese.",
     FIT,
     menu=[V("Vegan Veggie Plate", "any three of our vegan sides, with our vegan skillet cornbread"),
           V("Collard Greens", "slow-cooked with onion & smoked paprika", section="Sides"),
           V("Black-Eyed Peas", "simmered with bay & thyme", section="Sides"),
           M("Mac & Cheese", "three cheeses, baked", section="Sides")] + mains(2) + meat(1), reviews=good())
case(C, "Control: a section heading that says every quesadilla is made with cashew queso.", FIT,
     menu=[V("Vegan Quesadilla", "flour tortilla, peppers, onions, black beans",
             section="Quesadillas - all made with our cashew queso")] + mains(2) + meat(1), reviews=good())


# ====================================================================
# 49. clause-distance: the animal word far from the dish -- after a long
#     relative clause or dash aside, inside nested parentheses, at the end
#     of a semicolon list, as a bullet of a list, on its own line, one
#     sentence later through "the house stock" or "that sauce", after a
#     run of praise in a review. Controls: the same shapes clearing the
#     dish, or carrying meat that belongs to a meat dish.
# ====================================================================
C = start3("clause-distance")
RAMEN = V("Vegan Shoyu Ramen", "kombu-shiitake broth, tofu, bok choy, corn")
CURRIES = [("Chana Masala", "chickpeas, tomato, ginger, basmati"), ("Coconut Chickpea Curry", "spinach, coconut milk, rice"),
           ("Massaman Curry w/ Tofu", "potato, peanuts, coconut milk, rice")]
BOWLS = [("BBQ Tempeh Bowl", "brown rice, charred corn, black beans"), ("Teriyaki Tofu Bowl", "sushi rice, edamame"),
         ("Quinoa Power Bowl", "roasted chickpeas, kale, avocado")]
DISTANT_DECLS = [
    ("Our vegan ramen - a recipe our chef spent two winters perfecting in Sapporo, and the bowl most of our regulars "
     "order - gets a spoon of chicken fat on top just before it goes out.", [RAMEN]),
    ("Every curry on our vegan menu, which changes with whatever the farm sends us that week and which we write up on "
     "the board each Monday, is finished with butter.", [V(n, d) for n, d in CURRIES]),
    ("The tortillas for our vegan tacos (we press them by hand every morning, using masa from a mill in Oaxaca that a "
     "friend of the family runs) are cooked on a griddle greased with lard.",
     [V("Jackfruit Tacos", "corn tortillas, pickled onion, salsa verde"),
      V("Mushroom & Walnut Tacos", "chipotle mushrooms, walnut crumble, slaw")]),
    ("Vegan bowls: brown rice; roasted veg; pickled onions; toasted sesame; and, to finish, a drizzle of our honey-soy "
     "glaze.", [V(n, d) for n, d in BOWLS]),
    ("What goes in our vegan burritos:\n• rice\n• black beans\n• grilled peppers\n• salsa roja\n• a handful of shredded "
     "cheese\n• guac", [V("Garden Burrito", "rice, pinto beans, fajita veggies, guac"),
                        V("Vegan Breakfast Burrito", "tofu scramble, potatoes, salsa")]),
    ("Vegan pho broth\nstar anise\ncharred onion\ncinnamon\nand a splash of fish sauce",
     [V("Vegetable Pho", "rice noodles, tofu, herbs, lime")]),
    ("Soups: we make three every day, one of them always vegan, and each of them from our house stock. The house stock "
     "is chicken.", [V("Vegan Lentil Soup", "red lentils, cumin, lemon, bread")]),
    ("The sauce on our vegan noodles is the same one that goes on everything from the wok. That sauce is oyster sauce.",
     [V("Vegan Drunken Noodles", "wide noodles, tofu, thai basil"), V("Vegan Lo Mein", "wheat noodles, cabbage, tofu")]),
    ("We fry everything in beef tallow - the fries, the onion rings, the vegan nuggets, all of it.",
     [V("Vegan Nugget Basket", "crispy plant nuggets, fries, bbq sauce")]),
    ("The vegan spring rolls? Fried in lard, same as the pork ones.",
     [V("Vegan Spring Roll Plate", "four rolls of cabbage, carrot & glass noodle, rice, sweet chili")]),
]
for text, dishes in DISTANT_DECLS:
    case(C, "The restaurant ties an animal product to its vegan dishes far from the dish's name (%r)." % text, NOT_FIT,
         menu=dishes + mains(3 - len(dishes)) + meat(1), reviews=good(), decls=[D(text)])
for item in [V("Vegan Lasagna", "layers of pasta, tomato, spinach and mushrooms (plus a bechamel made the old way (milk, "
                                 "butter, flour)), baked until golden"),
             V("Vegan Dumplings", "cabbage, shiitake & glass noodle filling; the wrappers, which we roll by hand every "
                                  "morning, are made with egg"),
             V("Vegan Fried Rice", "jasmine rice, peas, carrots, scallion, tofu - wok-fried, like all our rice dishes, "
                                   "with a beaten egg")]:
    case(C, "A vegan-labelled dish whose animal product sits in a nested aside or a later clause: %r."
            % item["description"], NOT_FIT, menu=plus(item), reviews=good())
DISTANT_REVIEWS = [
    "The vegan ramen, which the server swore up and down was fully vegan when I asked - twice - came in a broth that, as "
    "the kitchen admitted when I sent it back, is made from pork bones.",
    "Vegan tacos 10/10, guac 10/10, service 10/10, vibe 10/10, margaritas 10/10.\n\n\n\n\n\nOnly thing: the tortillas "
    "for the vegan tacos are fried in lard - I asked after.",
    "ok so. the vegan curry. lovely. huge portion. the rice was perfect, the naan was fluffy, the chutneys were great, our "
    "server was a sweetheart, the music was chill, and then at the end the owner came over and mentioned, almost proudly, "
    "that every curry in the house, the vegan ones too, starts with a big spoon of ghee",
]
for text in DISTANT_REVIEWS:
    case(C, "A review that puts an animal product in the vegan dish after a long run of other words: %r" % text, UNKNOWN,
         menu=plus(RAMEN, V("Jackfruit Tacos", "corn tortillas, pickled onion, salsa verde"), V(*CURRIES[0]),
                   n_mains=0),
         reviews=good() + [R(text, rating=3)])

DISTANT_CONTROLS = [
    ("Our vegan ramen - a recipe our chef spent two winters perfecting, and the bowl most of our regulars order - is "
     "built on kombu and shiitake, with no animal products at all.", [RAMEN]),
    ("What goes in our vegan burritos:\n• rice\n• black beans\n• grilled peppers\n• salsa roja\n• cashew crema\n• guac",
     [V("Garden Burrito", "rice, pinto beans, fajita veggies, guac"),
      V("Vegan Breakfast Burrito", "tofu scramble, potatoes, salsa")]),
    ("Our chicken wings, which we brine overnight and which are the reason half of you come in on Thursdays, are fried "
     "separately from everything on our vegan menu.", [M("Buffalo Wings", "ten wings, blue cheese dip, celery")]),
    ("Vegan pho broth\nstar anise\ncharred onion\ncinnamon\nand a splash of soy sauce",
     [V("Vegetable Pho", "rice noodles, tofu, herbs, lime")]),
    ("Our tonkotsu, which we simmer for eighteen hours with pork bones, is our best seller; the vegan shoyu ramen, built "
     "on kombu and shiitake, is a close second.", [RAMEN, M("Tonkotsu Ramen", "pork bone broth, chashu, soft egg")]),
    ("We fry in rice bran oil - the fries, the onion rings, the vegan nuggets, all of it. Nothing else goes in the fryer.",
     [V("Vegan Nugget Basket", "crispy plant nuggets, fries, bbq sauce")]),
]
for text, dishes in DISTANT_CONTROLS:
    n_labelled = sum(1 for d in dishes if d["labels"])
    case(C, "Control: the same long shape clearing the vegan dish, or putting the meat in a meat dish (%r)." % text,
         FIT, menu=dishes + mains(3 - n_labelled) + meat(1), reviews=good(), decls=[D(text)])
case(C, "Control: nested parentheses that clear the bechamel (oat milk, olive oil).", FIT,
     menu=plus(V("Vegan Lasagna", "layers of pasta, tomato, spinach and mushrooms (plus a bechamel made our way (oat "
                                  "milk, olive oil, flour)), baked until golden")), reviews=good())
for text in ["The vegan curry, which my husband - a committed carnivore who had the lamb - kept stealing from, was the "
             "best thing we ate all week.",
             "Vegan tacos 10/10, guac 10/10, service 10/10, vibe 10/10, margaritas 10/10.\n\n\n\n\n\nOnly thing: the "
             "parking lot is tiny."]:
    case(C, "Control: a long review whose only other words are about another diner's lamb (on the menu) or parking: "
            "%r" % text, FIT,
         menu=[V(*CURRIES[0]), V("Jackfruit Tacos", "corn tortillas, pickled onion, salsa verde"), V(*CURRIES[1]),
               M("Lamb Rogan Josh", "slow-braised lamb, kashmiri chili, basmati")],
         reviews=good() + [R(text, rating=5)])


# ====================================================================
# 50. reference-ellipsis: the animal product reaches the vegan dish
#     through a reference -- "they", "both of them", "the latter", "the
#     former", "the vegan ones", "it" (the naan served with the curry),
#     an ellipsis ("the vegan burritos, too", "and so are the vegan
#     ones", "same"), a comparative ("same as the chicken tikka masala,
#     with tofu instead of chicken", "as above", "the same brown sauce
#     as our beef & broccoli", "just like our beef stroganoff"), or a
#     chain of two sentences ("the same mole as the chicken ones. Our
#     mole is made with lard"). Controls: the same references clearing
#     the vegan dish or pointing at the meat dish.
# ====================================================================
C = start3("reference-ellipsis")
TACOS = V("Vegan Tacos", "three corn tortillas, jackfruit, cabbage, pico")
BURRITO = V("Vegan Burrito", "rice, black beans, fajita veg, salsa")
CHILI = V("Vegan Chili", "three beans, chipotle, peppers, onion")
REFERENCE_DECLS = [
    ("Try our vegan tacos! They come with sour cream and shredded cheese.", [TACOS]),
    ("We have a vegan burger and a vegan hot dog on the menu, and both of them are served on a brioche bun brushed with "
     "butter.", [V("Vegan Burger", "black bean patty, lettuce, tomato, pickles"),
                 V("Vegan Hot Dog", "carrot dog, mustard, relish, onions")]),
    ("Two chilis on the menu, a beef one and a vegan one; the latter gets a scoop of sour cream and cheddar on top.",
     [CHILI, M("Beef Chili", "ground chuck, kidney beans, tomato")]),
    ("Chili: beef or vegan. Either way it comes with cheddar and sour cream.", [CHILI]),
    ("The beef tacos come with crema and queso fresco; the vegan burritos, too.",
     [BURRITO, M("Beef Tacos", "carne asada, onion, cilantro")]),
    ("Our lamb curry is finished with ghee, and so are the vegan ones.",
     [V("Chana Masala", "chickpeas, tomato, ginger, basmati"), V("Aloo Gobi", "potato & cauliflower, cumin, roti"),
      M("Lamb Curry", "slow-braised lamb, onion gravy, basmati")]),
    ("Chicken wings: honey glaze. Cauliflower wings (vegan): same.",
     [V("Cauliflower Wings", "battered cauliflower, celery, ranch-style dip"), M("Chicken Wings", "ten wings, glazed")]),
    ("Our vegan curry comes with a fresh naan. It's brushed with ghee straight out of the tandoor.",
     [V("Vegan Curry & Naan", "seasonal vegetables in a tomato-cashew gravy, rice, naan")]),
    ("Our dumplings come in pork, chicken and vegan. The vegan ones are wrapped in the same egg dough as the others.",
     [V("Vegan Dumplings", "cabbage, shiitake, glass noodles, chili oil"),
      M("Pork Dumplings", "pork & chive, chili oil")]),
    ("We offer a vegan ramen and a tonkotsu ramen; the former is seasoned with a dash of fish sauce.",
     [V("Vegan Ramen", "kombu broth, tofu, corn, scallion"), M("Tonkotsu Ramen", "pork bone broth, chashu, egg")]),
    ("The vegan enchiladas are smothered in the same mole as the chicken ones. Our mole is made with lard and chicken "
     "stock.", [V("Vegan Enchiladas", "squash & black bean, mole, sesame"),
                M("Chicken Enchiladas", "pulled chicken, mole, crema")]),
    ("Our vegan tacos get our house salsa. We make that salsa with a splash of fish sauce.", [TACOS]),
]
for text, dishes in REFERENCE_DECLS:
    n_labelled = sum(1 for d in dishes if d["labels"])
    case(C, "The restaurant's sentence reaches the vegan dish through a reference or an ellipsis (%r)." % text, NOT_FIT,
         menu=dishes + mains(3 - n_labelled) + meat(1), reviews=good(), decls=[D(text)])
COMPARATIVE_TRAPS = [
    (V("Tofu Tikka Masala", "same as our chicken tikka masala, with tofu instead of chicken"),
     M("Chicken Tikka Masala", "chicken in a tomato sauce with butter & cream")),
    (V("Veggie Noodle Soup", "as above, with tofu in place of the chicken"),
     M("Chicken Noodle Soup", "chicken broth, egg noodles, carrots, celery")),
    (V("Tofu & Broccoli", "wok-fried tofu and broccoli in the same brown sauce as our beef & broccoli"),
     M("Beef & Broccoli", "flank steak, broccoli, brown sauce (oyster sauce, chicken stock)")),
    (V("Mushroom Stroganoff", "made just like our beef stroganoff, only with mushrooms"),
     M("Beef Stroganoff", "beef, sour cream, butter, egg noodles")),
]
for dish, other in COMPARATIVE_TRAPS:
    case(C, "A vegan-labelled dish described by comparison (%r) with a dish printed with animal products (%r): only the "
            "meat is swapped." % (dish["description"], other["description"]), NOT_FIT,
         menu=[other, dish] + mains(2), reviews=good())
for text in ["We ordered the vegan lasagna and the vegan risotto. Both were lovely. The waitress told us afterwards that "
             "they're each finished with a handful of parmesan.",
             "asked if the vegan dumplings had egg and the server said 'there's egg in all of them, the wrappers are egg "
             "dough'. ate the filling, left the rest"]:
    case(C, "A diner's later sentence reaches the vegan dishes through a pronoun: %r" % text, UNKNOWN,
         menu=plus(V("Vegan Lasagna", "tomato, spinach, mushrooms, cashew ricotta"),
                   V("Vegan Risotto", "arborio, wild mushrooms, thyme"),
                   V("Vegan Dumplings", "cabbage, shiitake, glass noodles"), n_mains=0),
         reviews=good() + [R(text, rating=3)])

REFERENCE_CONTROLS = [
    ("Try our vegan tacos! They come with cashew crema and pickled onions.", [TACOS]),
    ("Two chilis on the menu, a beef one and a vegan one; the former gets cheddar and sour cream, the latter avocado and "
     "cilantro.", [CHILI, M("Beef Chili", "ground chuck, kidney beans, tomato")]),
    ("The beef tacos come with crema; the vegan burritos with guac.",
     [BURRITO, M("Beef Tacos", "carne asada, onion, cilantro")]),
    ("Chicken wings: honey glaze. Cauliflower wings (vegan): maple-sriracha instead.",
     [V("Cauliflower Wings", "battered cauliflower, celery, cashew dip"), M("Chicken Wings", "ten wings, glazed")]),
    ("We offer a vegan ramen and a tonkotsu ramen; the latter is made with pork bones, the former with kombu.",
     [V("Vegan Ramen", "kombu broth, tofu, corn, scallion"), M("Tonkotsu Ramen", "pork bone broth, chashu, egg")]),
    ("Our dumplings come in pork, chicken and vegan. The vegan ones are wrapped in an eggless dough and steamed in their "
     "own basket.", [V("Vegan Dumplings", "cabbage, shiitake, glass noodles, chili oil"),
                     M("Pork Dumplings", "pork & chive, chili oil")]),
    ("The vegan enchiladas are smothered in our mole negro. We make it with chiles, chocolate and vegetable stock - no "
     "lard.", [V("Vegan Enchiladas", "squash & black bean, mole, sesame")]),
]
for text, dishes in REFERENCE_CONTROLS:
    n_labelled = sum(1 for d in dishes if d["labels"])
    case(C, "Control: the same reference or ellipsis clearing the vegan dish or pointing at the meat dish (%r)." % text,
         FIT, menu=dishes + mains(3 - n_labelled) + meat(1), reviews=good(), decls=[D(text)])
for dish, other in [
        (V("Tofu Tikka Masala", "like our chicken tikka masala but with tofu, and a coconut-cashew sauce in place of the "
                                "butter and cream"),
         M("Chicken Tikka Masala", "chicken in a tomato sauce with butter & cream")),
        (V("Veggie Noodle Soup", "as above, but with tofu, rice noodles and a mushroom broth"),
         M("Chicken Noodle Soup", "chicken broth, egg noodles, carrots, celery"))]:
    case(C, "Control: a comparison that swaps every animal part (%r)." % dish["description"], FIT,
         menu=[other, dish] + mains(2), reviews=good())
case(C, "Control: a diner's 'his ... mine' contrast, the ricotta in the beef lasagna (on the menu), cashew ricotta in the "
        "vegan one.", FIT,
     menu=plus(V("Vegan Lasagna", "tomato, spinach, mushrooms, cashew ricotta"),
               M("Beef Lasagna", "beef ragu, ricotta, mozzarella"), n_meat=0),
     reviews=good() + [R("Ordered the vegan lasagna for me and the beef lasagna for my dad. His had ricotta, mine had a "
                         "cashew ricotta. Both were great.", rating=5)])


# ====================================================================
# 51. condition-quantifier: conditions, defaults and substitutions that
#     put an animal product in the vegan dish at some visits ("before 11
#     it comes with scrambled eggs", "unless you tell us otherwise",
#     "on weekends", "if the vegan sausage is sold out we use pork");
#     quantifiers that leave some vegan dishes out ("most of our vegan
#     dishes have no honey", "nearly all", "not every", "some", "almost
#     none", "90% free of dairy"); lists of what is not in a dish
#     followed by what is; questions answered later in the same review;
#     quoted speech from staff and the chef; FAQ answers. Controls: the
#     same shapes with plant answers and universal quantifiers.
# ====================================================================
C = start3("condition-quantifier")
BREAKFAST = V("Vegan Breakfast Burrito", "tofu scramble, potatoes, black beans, salsa")
CONDITION_DECLS = [
    ("If you order the vegan breakfast burrito before 11, it comes with scrambled eggs - after 11 it's tofu.",
     [BREAKFAST]),
    ("Unless you tell us otherwise, the vegan tacos are finished with a sprinkle of queso fresco.", [TACOS]),
    ("On weekends our vegan pancakes are made from the same batter as the regular ones (buttermilk & egg); on weekdays "
     "they're vegan.", [V("Vegan Pancakes", "three pancakes, maple, berries")]),
    ("If the vegan sausage is sold out, the vegan breakfast plate gets a pork sausage instead - so ask.",
     [V("Vegan Breakfast Plate", "vegan sausage, tofu scramble, toast, potatoes")]),
    ("When the cashew cheese runs out, the vegan pizza is made with mozzarella.",
     [V("Vegan Margherita", "tomato, cashew cheese, basil")]),
]
for text, dishes in CONDITION_DECLS:
    case(C, "A condition or default puts an animal product in the vegan dish at some visits (%r)." % text, NOT_FIT,
         menu=dishes + mains(3 - len(dishes)) + meat(1), reviews=good(), decls=[D(text)])
QUANTIFIER_DECLS = [
    "Most of our vegan dishes have no honey.",
    "Nearly all of our vegan sauces are dairy-free.",
    "Not every vegan dish on our menu is egg-free - ask your server.",
    "Some of our vegan curries are finished with a spoon of ghee.",
    "Almost none of our vegan dishes contain fish sauce.",
    "Our vegan menu is 90% free of dairy.",
]
for text in QUANTIFIER_DECLS:
    case(C, "A quantifier leaves some of the vegan dishes with an animal product (%r)." % text, NOT_FIT,
         menu=mains(3) + meat(1), reviews=good(), decls=[D(text)])
case(C, "A vegan-labelled dish whose list of what it lacks is followed by honey.", NOT_FIT,
     menu=plus(V("Vegan Grain Bowl", "no meat, no cheese, no eggs, no dairy - just farro, roasted squash, kale and a "
                                     "honey-lemon drizzle")), reviews=good())
for text in ["Our vegan dishes contain: no meat. No fish. No eggs. No cheese. Just a little butter for flavour.",
             "We don't use lard, we don't use chicken stock, we don't use fish sauce. We do use butter in our vegan rice."]:
    case(C, "A list of what the restaurant does not use, then the animal product it does use in the vegan dishes "
            "(%r)." % text, NOT_FIT,
         menu=([V("Vegan Rice Bowl", "jasmine rice, tofu, greens, sesame")] + mains(2) if "rice" in text else mains(3))
         + meat(1), reviews=good(), decls=[D(text)])
for text in [("FAQ\nQ: Are your vegan burgers cooked in butter?\nA: Yes - every bun is toasted in butter, vegan burgers "
              "included."),
             "Q: Is there egg in the vegan noodles?\nA: Only in the fresh noodles, which all our noodle dishes use.",
             ("From our chef: \"Every vegan curry starts with a knob of butter - that's how my grandmother made them, and "
              "that's how I make them.\"")]:
    case(C, "An FAQ answer or a quoted chef puts an animal product in the vegan dishes (%r)." % text, NOT_FIT,
         menu=[V("Vegan Burger", "black bean patty, lettuce, tomato"), V("Vegan Noodles", "fresh noodles, tofu, greens"),
               V(*CURRIES[0])] + meat(1), reviews=good(), decls=[D(text)])
QUESTION_REVIEWS = [
    "Is the vegan ramen actually vegan? That was my question walking in. I had it, loved the broth, loved the tofu. On "
    "the way out I asked the chef: the broth is vegan, but the noodles are made with egg. So, no.",
    "Does the vegan pizza really have no dairy? Spoiler: the crust is brushed with butter, the manager told us.",
    "Our server, very sweetly: \"The vegan pad thai has just a splash of fish sauce, but it's hardly anything.\" We sent "
    "it back.",
]
for text in QUESTION_REVIEWS:
    case(C, "A review answers its own question, or quotes the staff, with an animal product in the vegan dish: %r"
            % text, UNKNOWN,
         menu=[V("Vegan Ramen", "kombu broth, tofu, corn"), V("Vegan Pizza", "tomato, cashew cheese, basil"),
               V("Vegan Pad Thai", "rice noodles, tofu, tamarind, peanuts")] + meat(1),
         reviews=good() + [R(text, rating=3)])

CONDITION_CONTROLS = [
    ("If you order the vegan breakfast burrito before 11, it comes with tofu scramble; after 11, with spiced potatoes.",
     [BREAKFAST]),
    ("If you'd like cheese on the vegan tacos, it's our cashew queso, +$1.", [TACOS]),
    ("All of our vegan dishes are free of honey, dairy and egg.", []),
    ("Every single one of our vegan sauces is dairy-free.", []),
    ("None of our vegan dishes contain fish sauce - not one.", []),
    ("FAQ\nQ: Are your vegan burgers cooked in butter?\nA: No - vegan buns are toasted dry, on their own pan.",
     [V("Vegan Burger", "black bean patty, lettuce, tomato")]),
]
for text, dishes in CONDITION_CONTROLS:
    case(C, "Control: the same condition, quantifier or FAQ shape clearing the vegan dishes (%r)." % text, FIT,
         menu=dishes + mains(3 - len(dishes)) + meat(1), reviews=good(), decls=[D(text)])
case(C, "Control: a list of what a vegan-labelled dish lacks, followed only by plants.", FIT,
     menu=plus(V("Vegan Grain Bowl", "no meat, no cheese, no eggs, no honey - just farro, roasted squash, kale and a "
                                     "lemon-tahini drizzle")), reviews=good())
for text in ["Is the vegan ramen actually vegan? That was my question walking in. Asked the chef on the way out: kombu "
             "broth, eggless noodles, no fish anything. So, yes!",
             "Our server: \"Nothing on the vegan menu has egg, dairy or honey - the chef is vegan herself.\" Loved it."]:
    case(C, "Control: a review answering its own question, or quoting the staff, in the vegan dishes' favour: %r" % text,
         FIT, menu=[V("Vegan Ramen", "kombu broth, tofu, corn")] + mains(2) + meat(1),
         reviews=good() + [R(text, rating=5)])


# ====================================================================
# 52. evidence-interplay: pieces of evidence that only mean something
#     together -- two declarations at different dates (the newer adds
#     ghee), a newer menu that drops the vegan label (with or without new
#     animal words), a newer review that contradicts an older one, an old
#     complaint never answered, a whole-place claim from the restaurant's
#     site beside a delivery app's menu with meat, reports whose outcome
#     is positive for a vegetarian but whose words put ricotta in the
#     vegan dish, the same sentence repeated in several reviews, and very
#     long records (64 and 70 menu items, a 1,500-character about page, a
#     2,000-character review, nine declarations) hiding one trap.
#     Controls: the newer evidence clearing the older, the same long
#     records without the trap.
# ====================================================================
C = start3("evidence-interplay")
JUN, JUL, AUG = "2026-06-10T00:00:00Z", "2026-07-15T12:00:00Z", "2026-08-12T09:00:00Z"
SEP, OCT = "2026-09-20T18:00:00Z", "2026-10-22T10:30:00Z"
OWN_SITE = "https://restaurant.example/menu"
APP = "https://www.doordash.com/store/portland/green-fork"

case(C, "Two declarations at different dates: coconut oil in June, ghee on every curry from September.", NOT_FIT,
     menu=[V(n, d) for n, d in CURRIES] + meat(1), reviews=good(),
     decls=[D("Our curries are made with coconut oil - no ghee.", date=JUN),
            D("New chef, new recipes: since September every curry is finished with a spoon of ghee.", date=SEP)])
case(C, "A newer menu (same source) prints the same three dishes without the vegan label and with feta, egg and butter.",
     NOT_FIT,
     menu=[V(n, d, date=JUN) for n, d in MAINS[15:18]]
     + [M("Quinoa Power Bowl", "roasted chickpeas, kale, avocado, feta, lemon-tahini dressing", date=OCT),
        M("Smoked Tofu Shoyu Ramen", "kombu-shiitake broth, bok choy, corn, soft egg", date=OCT),
        M("Cauliflower Tikka Masala", "charred cauliflower in a butter-tomato gravy, basmati rice", date=OCT)] + meat(1),
     reviews=good())
case(C, "A newer menu (same source) prints the same three dishes without the vegan label: the current menu no longer "
        "claims them vegan.", NOT_FIT,
     menu=[V(n, d, date=JUN) for n, d in MAINS[18:21]] + [M(n, d, date=OCT) for n, d in MAINS[18:21]] + meat(1),
     reviews=good())
case(C, "Two listings of the same vegan-labelled burger: the newer one adds cheddar.", NOT_FIT,
     menu=[V("Vegan Burger", "black bean patty, lettuce, tomato, vegan mayo", date=JUL),
           V("Vegan Burger", "black bean patty, lettuce, tomato, cheddar, mayo", date=OCT)] + mains(2) + meat(1),
     reviews=good())
case(C, "An older review praises the vegan curry; a newer one says the new owners add cream to it.", UNKNOWN,
     menu=[V(n, d) for n, d in CURRIES] + meat(1),
     reviews=[R("The vegan curry here is the best in town, rich and fragrant.", rating=5, date=JUN),
              R("Since the new owners took over, the vegan curry comes with a swirl of cream - the server confirmed it.",
                rating=2, date=OCT)])
case(C, "An older review says the vegan pad thai has egg; three newer positive reviews never answer it.", UNKNOWN,
     menu=[V("Vegan Pad Thai", "rice noodles, tofu, tamarind, peanuts")] + mains(2) + meat(1),
     reviews=[R("The vegan pad thai had egg scrambled through it - the server said it always does.", rating=2, date=JUL),
              R("Lovely spot, great vegan options!", rating=5, date=SEP),
              R("Fast, friendly, tasty. The curry is a must.", rating=5, date=SEP),
              R("Really good vegan food, generous portions.", rating=5, date=OCT)])
case(C, "The restaurant's site says it is entirely vegan; a delivery app's menu of the same restaurant prints a chicken "
        "katsu curry. The diner excludes cross-contamination.", NOT_FIT,
     menu=mains(3) + [M("Chicken Katsu Curry", "panko chicken, curry sauce, rice", src=APP)],
     reviews=good(), decls=[D("Everything we cook is vegan.")], xc=True)
case(C, "A whole-place vegan claim beside an unlabelled grilled-cheese dish on the same menu; the diner excludes "
        "cross-contamination.", NOT_FIT,
     menu=mains(3) + [M("Grilled Cheese & Tomato Soup", "aged cheddar on sourdough, tomato soup")],
     reviews=good(), decls=[D("Everything we serve is plant-based.")], xc=True)
case(C, "The restaurant said 100% vegan in June; in October it says it has added a few meat dishes. An outside tag still "
        "says only. The diner excludes cross-contamination.", NOT_FIT,
     menu=mains(3), reviews=good(), xc=True, tags=[T("diet:vegan", "only", date=SEP)],
     decls=[D("We're a 100% vegan kitchen.", date=JUN),
            D("Big change for the autumn: we've added a few meat dishes to the menu.", date=OCT)])
case(C, "The restaurant described a dedicated vegan grill in June and one grill for everything since a remodel in "
        "October; the diner excludes cross-contamination.", NOT_FIT,
     menu=mains(3) + meat(1), reviews=good(), xc=True,
     decls=[D("Our vegan burgers are cooked on a dedicated vegan grill.", date=JUN),
            D("Since the remodel we've gone to one big grill for everything.", date=OCT)])
for text, diet, outcome in [
        ("had the vegan lasagna - it had ricotta in it, which is fine by me", "vegetarian", "positive"),
        ("the vegan fried rice had egg in it tonight. might be a one-off.", "strict_vegan", "neutral"),
        ("FYI the 'vegan' tacos are cooked in lard", None, None)]:
    case(C, "A report whose outcome (%s, diet %s) does not say negative, but whose words put an animal product in a "
            "vegan dish: %r." % (outcome, diet, text), UNKNOWN,
         menu=[V("Vegan Lasagna", "tomato, spinach, mushrooms"), V("Vegan Fried Rice", "jasmine rice, peas, tofu"),
               V("Vegan Tacos", "corn tortillas, jackfruit, pico")] + meat(1),
         reviews=good(), reports=[U(text, diet, outcome)])
case(C, "Two reports from vegans: positive in July, negative in October after the fryer went to beef tallow.", UNKNOWN,
     menu=mains(3) + meat(1), reviews=good(),
     reports=[U("Great vegan options, fries are safe.", "strict_vegan", "positive", date=JUL),
              U("they switched the fryer oil to beef tallow - the vegan fries and tofu bites aren't vegan any more",
                "strict_vegan", "negative", date=OCT)])
case(C, "The same diner sentence ('This place is 100% vegan!!') in five reviews does not make a whole-place claim; the "
        "menu prints meat and the diner excludes cross-contamination.", NOT_FIT,
     menu=mains(3) + meat(1), xc=True, reviews=[R("This place is 100% vegan!!", rating=5) for _ in range(5)])
case(C, "Six identical reviews ('Amazing vegan food, everything is vegan') cannot stand in for labels: only one dish is "
        "labelled vegan.", UNKNOWN,
     menu=mains(1) + [M("House Salad", "greens, seasonal veg"), M("Roasted Veg Plate", "seasonal vegetables, herbs")],
     reviews=[R("Amazing vegan food, everything is vegan", rating=5) for _ in range(6)])
case(C, "Eight positive reviews and one that says the vegan burger comes with cheese melted on: the one still stops the "
        "fit.", UNKNOWN,
     menu=[V("Vegan Burger", "black bean patty, lettuce, tomato")] + mains(2) + meat(1),
     reviews=good(8) + [R("the vegan burger came with a slice of cheese melted on - they said that's how it's made",
                          rating=2)])

# Long records: one trap among many ordinary pieces.
LONG_SIDES = [
    ("Fries", "hand-cut, sea salt"), ("Side Salad", "mixed greens, vinaigrette"), ("Steamed Rice", "jasmine"),
    ("Sweet Potato Fries", "smoked salt"), ("Pickle Plate", "house pickles"), ("Chips & Salsa", "tortilla chips, salsa roja"),
    ("Edamame", "sea salt"), ("Charred Broccoli", "chili, lemon"), ("Lemonade", "fresh squeezed"),
    ("Iced Tea", "black tea, unsweetened"), ("Cold Brew", "16 oz"), ("Kombucha", "ginger"),
    ("Sparkling Water", "500 ml"), ("Draft Beer", "ask for today's taps"), ("House Red", "by the glass"),
    ("Mango Sorbet", "two scoops"),
]


def long_menu(trap=None, at=41, extra=()):
    """Every vegan main of the pool, every meat dish and sixteen sides and
    drinks, in a fixed shuffled order; `trap` replaces the item at `at`."""
    items = ([V(n, d) for n, d in MAINS] + [M(n, d) for n, d in MEAT] + [M(n, d, section="Sides & Drinks")
                                                                         for n, d in LONG_SIDES] + list(extra))
    items.sort(key=lambda item: zlib.crc32(item["name"].encode("utf-8")))
    if trap is not None:
        items[at] = trap
    return items


for trap, at, extra in [
        (V("Wild Mushroom Risotto", "arborio, porcini, thyme, lemon, finished with parmesan and a knob of butter"), 41, ()),
        (V("Thai Green Curry", "tofu, bamboo, thai basil, green curry paste made with shrimp paste and fish sauce"), 57,
         [V("Vegan Brownie", "dark chocolate, walnuts"), V("Coconut Rice Pudding", "mango, lime"),
          V("Crispy Tofu Bites", "sweet chili"), M("Mozzarella Sticks", "marinara"), M("Calamari", "lemon aioli"),
          V("Vegan Nachos", "cashew queso, beans, pico")])]:
    menu = long_menu(trap, at, extra)
    case(C, "A %d-item menu hides one vegan-labelled dish with an animal product (item %d: %r)."
            % (len(menu), at + 1, trap["description"]), NOT_FIT, menu=menu, reviews=good())
for extra in [(), [V("Vegan Brownie", "dark chocolate, walnuts"), V("Coconut Rice Pudding", "mango, lime"),
                   V("Crispy Tofu Bites", "sweet chili"), M("Mozzarella Sticks", "marinara"), M("Calamari", "lemon aioli"),
                   V("Vegan Nachos", "cashew queso, beans, pico")]]:
    menu = long_menu(extra=extra)
    case(C, "Control: the same %d-item menu without the trap." % len(menu), FIT, menu=menu, reviews=good())

ABOUT = ("Green Fork started in 2014 as a market stall with one grill and a folding table. Twelve years later we have "
         "forty seats, a patio and a kitchen team of nine, and we still buy most of our produce from the same three farms "
         "out past Hillsboro. Our menu changes four times a year: asparagus and peas in spring, tomatoes and corn in "
         "summer, squash and mushrooms in autumn, and in winter a lot of beans, roots and greens. Everything is cooked to "
         "order. We bake our own bread every morning and make our own hot sauce, pickles and kimchi. The vegan side of "
         "the menu has grown every year and is now about half of what we sell; every vegan plate is marked with a leaf. "
         "%s The rest of the kitchen serves burgers, fried chicken and a very good steak. We are open for lunch and "
         "dinner Tuesday to Sunday, and for brunch on weekends. Reservations are taken for parties of six or more; "
         "everyone else, just walk in. We're dog friendly on the patio, and there's free parking behind the building. "
         "Thanks for reading this far - come say hi.")
GRAVY_MENU = [V("Biscuits & Gravy", "two olive-oil biscuits, gravy"),
              V("Loaded Mash Bowl", "mashed potato, greens, crispy tofu, gravy")]
case(C, "A long about page hides one sentence: the vegan gravy is made with turkey drippings.", NOT_FIT,
     menu=GRAVY_MENU + mains(1) + meat(1), reviews=good(),
     decls=[D(ABOUT % "Our vegan gravy, the one on the biscuits and the mash, is made with turkey drippings for depth.")])
case(C, "Control: the same long about page, the gravy made with mushrooms and miso.", FIT,
     menu=GRAVY_MENU + mains(1) + meat(1), reviews=good(),
     decls=[D(ABOUT % "Our vegan gravy, the one on the biscuits and the mash, is made with roasted mushrooms and miso "
                      "for depth.")])

LONG_REVIEW = (
    "I've been meaning to write this one for a while. We've been coming here about once a month since last winter, "
    "usually on a Friday, and it's become our default when nobody can decide. Parking is easy if you go around the back. "
    "The room is bright, the staff are friendly and they never rush you. The menu has a big vegan section and a regular "
    "section, and my partner eats from both. Starters: the crispy tofu bites and the charred broccoli are both great, and "
    "the pickles they bring while you wait are addictive. Mains: I've worked my way through nearly the whole vegan page. "
    "The curry is the standout for me, the tacos are a close second, and the bowl is what I get when I want something "
    "lighter. %s Portions are big enough that we usually take half home. Desserts change, but there's always a sorbet. "
    "Drinks: a good local beer list, a few house sodas, decent coffee. Prices are fair for the size of the plates. "
    "Service has been consistent every time; our favourite server remembers our order and asks about our dog. The music "
    "is never too loud, which matters more to me every year. Overall it's still one of our favourite places in the "
    "neighbourhood and we'll keep coming back.")
LONG_REVIEW_MENU = [V("Jackfruit Tacos", "corn tortillas, pickled onion, salsa verde"), V(*CURRIES[1]),
                    V("Quinoa Power Bowl", "roasted chickpeas, kale, avocado")]
case(C, "A long, warm review hides one sentence: the vegan tacos are warmed in bacon fat.", UNKNOWN,
     menu=LONG_REVIEW_MENU + meat(1),
     reviews=good() + [R(LONG_REVIEW % ("One thing I found out last visit, because I finally asked: the vegan tacos are "
                                        "warmed on the flat-top in bacon fat, which the server said is how they've "
                                        "always done it."), rating=4)])
case(C, "Control: the same long review, the tacos warmed on their own pan with olive oil.", FIT,
     menu=LONG_REVIEW_MENU + meat(1),
     reviews=good() + [R(LONG_REVIEW % ("One thing I found out last visit, because I finally asked: the vegan tacos are "
                                        "warmed on their own pan with a brush of olive oil, which the server said is how "
                                        "they've always done it."), rating=5)])

HOUSE_NOTES = [
    "Open Tuesday to Sunday, 11am to 10pm.", "Free parking behind the building.",
    "Dogs welcome on the patio.", "Reservations for parties of six or more.", "Gift cards available at the counter.",
    "We cater! Ask about trays for 10 to 100.", "Tap water is always free.", "Kids eat free on Tuesdays.",
]
MASH = V("Vegan Mash & Greens Bowl", "mashed potatoes, garlicky greens, lentil gravy")
case(C, "Nine declarations, eight about the house and one saying the vegan mashed potatoes are whipped with butter and "
        "cream.", NOT_FIT, menu=[MASH] + mains(2) + meat(1), reviews=good(),
     decls=[D(t) for t in HOUSE_NOTES[:5]] + [D("Our vegan mashed potatoes are whipped with butter and cream.")]
     + [D(t) for t in HOUSE_NOTES[5:]])
case(C, "Control: the same nine declarations, the mash whipped with olive oil and oat milk.", FIT,
     menu=[MASH] + mains(2) + meat(1), reviews=good(),
     decls=[D(t) for t in HOUSE_NOTES[:5]] + [D("Our vegan mashed potatoes are whipped with olive oil and oat milk.")]
     + [D(t) for t in HOUSE_NOTES[5:]])

case(C, "Control: ghee in June, and in September the restaurant says it replaced it with coconut oil in every curry.",
     FIT, menu=[V(n, d) for n, d in CURRIES] + meat(1), reviews=good(),
     decls=[D("Our curries are finished with a spoon of ghee.", date=JUN),
            D("Since September our curries are made with coconut oil - no ghee, no butter, no cream.", date=SEP)])
case(C, "Control: an older menu prints the dishes without labels; the newer menu (same source) labels them vegan.", FIT,
     menu=[M(n, d, date=JUN) for n, d in MAINS[21:24]] + [V(n, d, date=OCT) for n, d in MAINS[21:24]] + meat(1),
     reviews=good())
case(C, "Control: a diner's July complaint of ghee, answered by the restaurant's September statement that the curries "
        "are now made with coconut oil.", FIT,
     menu=[V(n, d) for n, d in CURRIES] + meat(1),
     reviews=good() + [R("The vegan curry had ghee in it - the server confirmed.", rating=2, date=JUL)],
     decls=[D("Since August our curries are made with coconut oil - no ghee, no butter, no cream. Sorry to anyone we let "
              "down before.", date=SEP)])
case(C, "Control: the restaurant's own whole-place claim, a delivery app's menu with only vegan-labelled dishes and an "
        "outside tag; cross-contamination excluded.", FIT,
     menu=[M(n, d, ["vegan"], src=APP) for n, d in MAINS[24:27]], reviews=good(), xc=True,
     decls=[D("Everything we cook is vegan - no meat, dairy, eggs or honey.")],
     tags=[T("diet:vegan", "only")])
case(C, "Control: reports from a vegan and a vegetarian (positive) and a pescatarian (negative: no seafood).", FIT,
     menu=mains(3) + meat(1), reviews=good(),
     reports=[U("All good, vegan menu clearly marked.", "strict_vegan", "positive"),
              U("Lovely vegan curry, I'm vegetarian and enjoyed it.", "vegetarian", "positive"),
              U("Not much here for me - hardly any seafood.", "pescatarian", "negative")])
case(C, "Control: the same positive sentence in four reviews beside three labelled mains.", FIT,
     menu=mains(3) + meat(1), reviews=[R("Great vegan food, friendly staff.", rating=5) for _ in range(4)])
case(C, "Control: one grill for everything in June; a dedicated vegan kitchen from September, in the restaurant's words; "
        "cross-contamination excluded.", FIT,
     menu=mains(3), reviews=good(), xc=True,
     decls=[D("We cook everything on one big grill.", date=JUN),
            D("Since September our vegan dishes are cooked in a dedicated vegan kitchen of its own - separate room, "
              "separate grill, fryer, pans and cooks. Nothing else is cooked there.", date=SEP)])
case(C, "Control: meat dishes added for the summer (June); back to 100% vegan in October, no animal products in the "
        "kitchen; cross-contamination excluded.", FIT,
     menu=mains(3), reviews=good(), xc=True,
     decls=[D("For the summer we've added a couple of fish dishes to the menu.", date=JUN),
            D("Summer's over: we're back to 100% vegan, and no animal products come into the kitchen.", date=OCT)])


# ====================================================================
# 53. diet-structure: the same structures for a vegetarian and a
#     pescatarian -- "like every burger here, cooked in bacon fat", an
#     unlabelled beef-broth soup in the "Vegetarian" section, "same recipe
#     as our beef chili, minus the beef", "both made with our chicken
#     stock", "the vegetarian Caesar, too", a choice of meat broths, a
#     description run on into the next line, "most of", "when we run
#     out"; "like all our paellas, finished with chorizo", "both of our
#     chowders are started with bacon", "our fish and chips, too", the
#     same lard as the carnitas. Controls: the same shapes clearing.
# ====================================================================
C = start3("diet-structure")
VEG_TRAPS = [
    (M("Veggie Burger", "house black bean patty, cheddar, brioche; like every burger here, cooked on the flat-top in "
                        "bacon fat", ["vegetarian"]), (), "like every burger here"),
    (M("French Onion Soup", "caramelised onion, beef broth, gruyère crouton", section="Vegetarian"), (),
     "an unlabelled beef-broth soup in the 'Vegetarian' section"),
    (M("Veggie Chili", "same recipe as our beef chili, minus the beef", ["vegetarian"]),
     (M("Beef Chili", "ground chuck, kidney beans, tomato, simmered in beef stock"),), "a comparison with the beef chili"),
    (M("Vegetarian Ramen", "choice of broth: tonkotsu or chicken paitan; corn, egg, scallion", ["vegetarian"]), (),
     "every broth offered is meat"),
    (M("Vegetarian Enchiladas", "cheese & spinach, salsa roja, and the same", ["vegetarian"]),
     (M("lard-fried tortillas as all our enchiladas"),), "a description run on into the next line"),
]
for item, extra, why in VEG_TRAPS:
    b = base("vegetarian", item)
    if item.get("section"):
        # The labelled dishes sit in the same section as the trap.
        b["menu"][1:3] = [dict(m, section=item["section"]) for m in b["menu"][1:3]]
    b["menu"] = b["menu"] + list(extra)
    case(C, "A vegetarian dish tied to meat by structure (%s): %r." % (why, item.get("description")), NOT_FIT, **b)
VEG_DECL_TRAPS = [
    ("Our vegetarian risotto and the mushroom soup are both made with our house chicken stock.",
     [M("Risotto Primavera", "peas, asparagus, lemon, mascarpone", ["vegetarian"]),
      M("Mushroom Soup", "cremini, thyme, cream", ["vegetarian"])]),
    ("The Caesar gets our anchovy dressing; the vegetarian Caesar, too.",
     [M("Vegetarian Caesar", "romaine, croutons, parmesan", ["vegetarian"])]),
    ("Most of our vegetarian dishes are made with vegetable stock.", []),
    ("When we run out of vegetable stock, the vegetarian soups are made with chicken stock.",
     [M("Vegetarian Minestrone", "beans, pasta, tomato, basil", ["vegetarian"])]),
]
for text, dishes in VEG_DECL_TRAPS:
    case(C, "The restaurant ties meat or fish to its vegetarian dishes through a pronoun, an ellipsis, a quantifier or a "
            "condition (%r)." % text, NOT_FIT,
         menu=dishes + vmains(3 - len(dishes)) + meat(1), reviews=vgood(), decls=[D(text)], diet="vegetarian")
case(C, "A vegetarian's review whose relative clause hides beef in the vegetarian lasagna.", UNKNOWN,
     **base("vegetarian", M("Vegetarian Lasagna", "ricotta, spinach, tomato, mozzarella", ["vegetarian"]),
            extra_reviews=[R("the vegetarian lasagna, which I ordered twice because it was that good, turns out to have a "
                             "little ground beef in the sauce - the owner told me it's 'just for flavour'", rating=2)]))

PESC_TRAPS = [
    (M("Seafood Paella", "shrimp, mussels, clams, saffron rice; like all our paellas, finished with chorizo"), (), None),
    (M("New England Clam Chowder", "clams, potato, cream, thyme"), (),
     "Both of our chowders - clam and corn - are started with bacon."),
    (M("Shrimp Fried Rice", "same as the pork fried rice, with shrimp instead of pork"),
     (M("Pork Fried Rice", "char siu, egg, scallion, fried in lard"),), None),
    (M("Fish & Chips", "beer-battered cod, chips, tartar"), (), "Our burgers are fried in beef tallow; our fish and chips, too."),
    (M("Seafood Gumbo", "shrimp, crab, okra, rice; choose andouille or chicken to finish"), (), None),
    (M("Baja Fish Tacos", "fried cod, cabbage, lime crema"), (),
     "We love our fish tacos. They're fried in the same lard as our carnitas."),
]
for item, extra, text in PESC_TRAPS:
    b = base("pescatarian", item, decls=[D(text)] if text else ())
    b["menu"] = b["menu"] + list(extra)
    case(C, "A seafood dish tied to meat by structure: %r." % (text or item["description"]), NOT_FIT, **b)
case(C, "A pescatarian diner's review: the seafood risotto, which the waiter recommended, is made with chicken stock.",
     UNKNOWN,
     **base("pescatarian", M("Seafood Risotto", "prawns, clams, saffron, lemon"),
            extra_reviews=[R("the seafood risotto, which the waiter recommended to me as a pescatarian, is made with "
                             "chicken stock - he said so when I asked afterwards", rating=2)]))

VEG_CONTROLS = [
    (M("Veggie Burger", "black bean patty, cheddar, brioche, cooked on its own flat-top with butter", ["vegetarian"]), ()),
    (M("Veggie Chili", "our beef chili recipe with beans in place of the beef and vegetable stock in place of the beef "
                       "stock", ["vegetarian"]),
     (M("Beef Chili", "ground chuck, kidney beans, tomato, simmered in beef stock"),)),
    (M("Vegetarian Ramen", "choice of broth: miso or shio, both kombu-shiitake; corn, egg, scallion", ["vegetarian"]), ()),
]
for item, extra in VEG_CONTROLS:
    b = base("vegetarian", item)
    b["menu"] = b["menu"] + list(extra)
    case(C, "Control: a vegetarian dish in the same structure, cleared: %r." % item["description"], FIT, **b)
for text, dishes in [
        ("The Caesar gets our anchovy dressing; the vegetarian Caesar, a lemon-yogurt one.",
         [M("Vegetarian Caesar", "romaine, croutons, lemon-yogurt dressing", ["vegetarian"])]),
        ("All of our vegetarian dishes are made with vegetable stock - every soup, every risotto.", []),
        ("Our lasagna comes two ways: beef, or vegetarian with ricotta and spinach; the latter has no meat at all.",
         [M("Vegetarian Lasagna", "ricotta, spinach, tomato, mozzarella", ["vegetarian"])])]:
    case(C, "Control: the same reference or quantifier clearing the vegetarian dishes (%r)." % text, FIT,
         menu=dishes + vmains(3 - len(dishes)) + meat(1), reviews=vgood(), decls=[D(text)], diet="vegetarian")
PESC_CONTROLS = [
    (M("New England Clam Chowder", "clams, potato, cream, thyme"), (),
     "Both of our chowders - clam and corn - are started with butter and leeks, never bacon."),
    (M("Shrimp Fried Rice", "like our pork fried rice, but with shrimp, cooked in its own wok with peanut oil"),
     (M("Pork Fried Rice", "char siu, egg, scallion, fried in lard"),), None),
    (M("Fish & Chips", "beer-battered cod, chips, tartar"), (),
     "Our burgers are cooked on the grill; our fish and chips are fried in canola oil."),
    (M("Seafood Gumbo", "shrimp, crab, okra, rice; choose extra shrimp or crab to finish"), (), None),
    (M("Baja Fish Tacos", "fried cod, cabbage, lime crema"), (),
     "We love our fish tacos. They're fried in rice bran oil, like everything from the sea."),
]
for item, extra, text in PESC_CONTROLS:
    b = base("pescatarian", item, decls=[D(text)] if text else ())
    b["menu"] = b["menu"] + list(extra)
    case(C, "Control: a seafood dish in the same structure, cleared: %r." % (text or item["description"]), FIT, **b)


# ====================================================================
# 54. rules-and-cross-contact: the profile's own switches -- the same
#     shared fryer, grill or board with exclude_cross_contamination true
#     (no fit) and false (a fit); a whole-place claim undone by a second
#     declaration about brisket trays, a neighbour's butter croissants or
#     "dairy is limited to the butter"; dietary rules that add what the
#     diet does not imply ("no onion or garlic", "no alcohol", "no eggs"
#     for a vegetarian, "no shellfish" for a pescatarian), alone, in a
#     list, or at the end of one rule ("no eggs, no dairy and no garlic").
#     Controls: rules the diet implies, and the same kitchens with
#     cross-contamination allowed.
# ====================================================================
C = start3("rules-and-cross-contact")
SHARED = [
    ("menu", M("Chicken Tenders", "hand-breaded, fried in the same oil as our vegan fries and tofu bites")),
    ("review", R("Note for strict vegans: the vegan patties go on the same grill as the beef, right next to each other.",
                 rating=4)),
    ("decl", D("All vegan dishes are prepared alongside our meat dishes on shared boards, wiped down between uses.")),
]
for xc in (True, False):
    for kind, piece in SHARED:
        menu = [V("Crispy Tofu Bites Plate", "tofu bites, fries, slaw")] + mains(2) + meat(1)
        if kind == "menu":
            menu = menu + [piece]
        reviews = good() + ([piece] if kind == "review" else [])
        decls = [piece] if kind == "decl" else []
        what = piece.get("description") or piece.get("text")
        if xc:
            case(C, "Shared equipment (%r) with cross-contamination excluded." % what, NOT_FIT,
                 menu=menu, reviews=reviews, decls=decls, xc=True)
        else:
            case(C, "Control: the same shared equipment (%r) with cross-contamination allowed: the dishes are vegan."
                    % what, FIT, menu=menu, reviews=reviews, decls=decls, xc=False)
for decls in [
        ["100% vegan kitchen - no animal products, ever.", "Catering note: our brisket trays are smoked on site on "
                                                            "weekends."],
        ["Our kitchen is 100% vegan. The bakery next door borrows it on Sundays to bake their butter croissants."],
        ["100% vegan kitchen - no meat, no fish, no eggs. Dairy is limited to the butter in our croissants."]]:
    case(C, "A whole-place claim undone by the restaurant's own next sentence or declaration (%r); cross-contamination "
            "excluded." % " / ".join(decls), NOT_FIT, menu=mains(3), reviews=good(), xc=True,
         decls=[D(t) for t in decls])
for text in ["100% vegan kitchen - no meat, no fish, no eggs, no dairy, no honey. The only thing we share with the "
             "taqueria next door is the parking lot.",
             "Our kitchen is 100% vegan and nobody else uses it - not the bakery next door, not caterers, nobody."]:
    case(C, "Control: a whole-place claim whose next sentence shares only a parking lot, or denies sharing (%r); "
            "cross-contamination excluded." % text, FIT, menu=mains(3), reviews=good(), xc=True, decls=[D(text)])

RULE_TRAPS = [
    ("strict_vegan", ["no onion or garlic"], plus(V("Garlic Noodles", "wheat noodles, lots of garlic, scallion, soy"))),
    ("strict_vegan", ["no alcohol"], plus(V("Mushroom Risotto", "arborio, white wine, thyme, olive oil"))),
    ("strict_vegan", ["no eggs, no dairy and no garlic"], plus(V("Garlic Noodles", "wheat noodles, garlic, soy"))),
    ("strict_vegan", ["no honey", "no garlic"],
     plus(V("Spaghetti al Pomodoro", "san marzano tomato, garlic, basil, good olive oil"))),
    ("strict_vegan", ["no meat or alcohol"], plus(V("Beer-Battered Tofu Tacos", "lager batter, slaw, corn tortillas"))),
    ("strict_vegan", ["no mushrooms please"], plus(V("Mushroom Bulgogi Bowl", "king oyster mushroom, kimchi, rice"))),
    ("strict_vegan", ["no cilantro"], plus(V("Jackfruit Tacos", "corn tortillas, pickled red onion, cilantro, salsa verde"))),
    ("vegetarian", ["no eggs"], None),
    ("vegetarian", ["no alcohol"], None),
    ("pescatarian", ["no shellfish"], None),
]
for diet, rules, menu in RULE_TRAPS:
    if menu is None:
        if diet == "vegetarian":
            dish = (M("Mushroom Bourguignon", "cremini, pearl onions, red wine, mash", ["vegetarian"]) if "alcohol" in rules[0]
                    else M("Shakshuka", "eggs baked in spiced tomato, feta, bread", ["vegetarian"]))
        else:
            dish = M("Garlic Shrimp", "prawns, garlic, chili, olive oil")
        b = base(diet, dish)
    else:
        b = dict(menu=menu, reviews=good(), diet=diet)
    case(C, "A dietary rule adds a constraint the diet does not imply (%r) at a place whose dishes carry it: never a "
            "fit." % rules, NOT_FIT, rules=rules, **b)
RULE_CONTROLS = [
    ("strict_vegan", ["no meat"]), ("strict_vegan", ["no fish sauce, no shrimp paste"]),
    ("strict_vegan", ["no eggs and no dairy"]), ("strict_vegan", ["no animal products, including honey"]),
    ("vegetarian", ["no meat or fish"]), ("vegetarian", ["no meat, no poultry, no fish"]),
    ("pescatarian", ["no pork", "no beef"]),
]
for diet, rules in RULE_CONTROLS:
    if diet == "strict_vegan":
        b = dict(menu=mains(3) + meat(1), reviews=good(), diet=diet)
    else:
        b = base(diet, vmains(1)[0] if diet == "vegetarian" else smains(1)[0])
    case(C, "Control: a dietary rule the diet already implies (%r)." % rules, FIT, rules=rules, **b)


# ====================================================================
# Round 6: the world's formats and sentence shapes. Delivery-platform and
# POS exports (modifier groups, required choices, combos, kitchen notes),
# a menu contradicted by other text of the same menu (allergen panels,
# ingredient lists, chef's notes, photo captions, sauce tables), sentence
# structure that carries the animal product (relative clauses,
# appositions, parentheses, comparisons, clefts), conditionals that imply
# a part is not vegan, ingredients that change over time, lists with
# "and/or", "except", "but", "other than", brunch, kids', prix-fixe and
# catering menus, and the same shapes for vegetarians (rennet, gelatine,
# fish sauce, animal stock) and pescatarians (pork, poultry, beef stock in
# seafood), with dietary rules. Written without reading the engine or its
# lexicon. About a third of the cases are controls in the same wording
# families, so that refusing everything does not pass.
# ====================================================================


def dish_trap(cls, why, item, decls=(), extra_reviews=(), allowed=None, **kw):
    """A vegan-labelled (or the diner's own kind of) dish beside two more
    labelled mains and a meat dish; the trap is in the dish's own words
    or in what the restaurant says of it."""
    case(cls, why, allowed or NOT_FIT, menu=plus(item), reviews=good() + list(extra_reviews),
         decls=[D(t) for t in decls], **kw)


def dish_control(cls, why, item, decls=(), extra_reviews=(), **kw):
    case(cls, "Control: " + why, FIT, menu=plus(item), reviews=good() + list(extra_reviews),
         decls=[D(t) for t in decls], **kw)


# ====================================================================
# 55. pos-modifiers: how delivery apps and point-of-sale systems export a
#     dish -- "Choose 1 (Required)" groups, defaults marked as selected,
#     "Make it a combo", kitchen-ticket notes, allergen fields, catering
#     trays with their included extras. A trap is a required group whose
#     every option is animal, a default animal modifier, or a fixed part
#     named only in the export's notes. Controls: optional paid add-ons,
#     groups with a plant option, plant notes.
# ====================================================================
C = start3("pos-modifiers")
POS_TRAPS = [
    (V("Vegan Crispy Cauliflower Wings", "Choose a dipping sauce (Required · Choose 1): Ranch · Blue Cheese · "
                                         "Honey Mustard"),
     "a required dip whose three options are dairy, dairy and honey"),
    (V("Vegan Garden Sandwich", "roasted peppers, hummus, cucumber, sprouts. Bread (Required · Choose 1): Brioche · "
                                "Challah · Butter Croissant"),
     "a required bread whose three options all carry egg or butter"),
    (V("Beyond Burger", "Beyond patty, lettuce, tomato, onion. Cheese: ● American (default) ○ No cheese"),
     "the default selected cheese is American"),
    (V("Vegan Pad See Ew", "wide rice noodles, tofu, gai lan, sweet soy. Egg: ● Yes (default) ○ No egg. "
                           "Spice level (Required): Mild / Medium / Thai hot"),
     "the default selected option adds egg"),
    (V("Vegan BBQ Plate", "smoked jackfruit, pickles, white bread. Sides (Required · Choose 2): Mac & Cheese · "
                          "Buttered Corn · Collards (cooked w/ smoked turkey)"),
     "two required sides out of three that are all animal"),
    (V("Vegan Harvest Salad", "kale, farro, roasted squash, pepitas. Dressing (Required): Caesar · Blue Cheese · "
                              "Honey-Dijon Vinaigrette"),
     "a required dressing whose every option is animal"),
    (V("Impossible Smash Burger", "two Impossible patties, pickles, onion, special sauce. KITCHEN NOTE: butter & "
                                  "toast bun on flat top"),
     "the kitchen-ticket note butters the bun"),
    (V("Vegan Burrito Bowl", "cilantro rice, black beans, fajita veg, pico. Item notes: all bowls finished w/ a scoop "
                             "of sour cream unless removed"),
     "the export's item note adds sour cream by default"),
    (V("Vegan Crunchwrap", "seasoned soy crumble, lettuce, tomato, tostada shell. Allergens: Wheat, Soy, Milk"),
     "the allergen field names milk"),
    (V("Tofu Katsu Curry", "panko-fried tofu, japanese curry, rice. Allergen info — Contains: Egg, Wheat, Soy "
                           "(panko dredge)"),
     "the allergen info names egg for the dredge"),
    (V("Vegan Nacho Platter", "tortilla chips, black beans, pickled jalapeño, pico, guac. Included with every "
                              "platter: house queso (cheddar & monterey jack)"),
     "the included extra is a cheese dip"),
    (V("Vegan Fried Rice", "tofu, peas, carrot, scallion. Modifiers: + Extra tofu $2 · − Remove egg (egg is standard) "),
     "a 'remove egg' modifier says egg is standard"),
    (V("Vegan Ramen", "kombu-shiitake broth, tofu, corn, bamboo. Toppings included (Select up to 2, Required min. 1): "
                      "Ajitama egg · Chashu pork · Fish cake"),
     "at least one required topping, all animal"),
    (V("Vegan Pho", "vegetable broth, rice noodles, tofu, herbs. Broth upgrade (Required): Regular (beef bone) · "
                    "Spicy (beef bone + chili)"),
     "the required broth choice is beef bone either way"),
    (V("Vegan Banh Mi", "lemongrass tofu, pickled daikon, cilantro, jalapeño. Spread (Required): Classic "
                        "(pâté + mayo) · Mayo only"),
     "the required spread is pâté or mayo"),
    (V("Vegan Taco Tray (serves 10)", "30 jackfruit & potato tacos, rice, beans. Every tray comes with: shredded "
                                      "cheese, sour cream, salsa, limes"),
     "the catering tray's fixed extras are cheese and sour cream"),
    (V("Plant Power Bowl", "quinoa, greens, roasted roots, chickpeas. Make it a meal (Required): + cup of clam "
                           "chowder · + cup of chicken tortilla soup"),
     "a required 'make it a meal' whose both soups are animal"),
    (V("Vegan Stir-Fry", "seasonal veg, tofu, brown rice. Sauce (Required · Choose 1): Oyster · Teriyaki-Honey · "
                         "XO"),
     "a required sauce whose three options are oyster, honey and XO"),
]
for item, why in POS_TRAPS:
    dish_trap(C, "A delivery-app or POS export of a vegan-labelled dish: %s (%r)." % (why, item["description"]), item)
dish_trap(C, "A diner's delivery order: the app's vegan bowl arrived with egg, because 'Add egg' is pre-selected in the "
             "app; a diner alone does not reject, so unknown.",
          V("Vegan Bibimbap", "rice, seasoned veg, gochujang, tofu"), allowed=UNKNOWN,
          extra_reviews=[R("ordered the vegan bibimbap on the app and it came with a fried egg on top - turns out 'add "
                           "egg' is ticked by default in the app and you have to untick it. not great", rating=2)])

POS_CONTROLS = [
    (V("Vegan Power Bowl", "quinoa, kale, roasted sweet potato, tahini. Add protein (optional): Chicken +$3 · Tofu +$2 "
                           "· Steak +$4"),
     "an optional paid protein group; the dish as printed is vegan"),
    (V("Vegan Crispy Cauliflower Wings", "Choose a dipping sauce (Required · Choose 1): Vegan Ranch · Buffalo · "
                                         "Sweet Chili"),
     "a required dip whose every option is plant"),
    (V("Vegan Garden Sandwich", "roasted peppers, hummus, cucumber, sprouts. Bread (Required · Choose 1): Sourdough · "
                                "Whole Wheat · Ciabatta"),
     "a required bread whose every option is plant"),
    (V("Beyond Burger", "Beyond patty, lettuce, tomato, onion. Cheese: ● No cheese (default) ○ Violife cheddar +$1"),
     "the default is no cheese, the option a plant cheese"),
    (V("Vegan Burrito", "rice, black beans, fajita veg, salsa roja. Make it a combo? (optional) + chips & a fountain "
                        "drink $3.99"),
     "an optional combo of chips and a soda"),
    (V("Vegan Fried Rice", "tofu, peas, carrot, scallion. Item notes: cooked in its own wok with soybean oil, made "
                           "without egg"),
     "the kitchen note clears egg and fat"),
    (V("Vegan Taco Tray (serves 10)", "30 jackfruit & potato tacos, rice, beans. Every tray comes with: cashew "
                                      "crema, salsa, pickled onion, limes"),
     "the tray's fixed extras are plants"),
    (V("Vegan Ramen", "kombu-shiitake broth, tofu, corn, bamboo. Extra toppings (optional): + chashu pork $3 · "
                      "+ ajitama egg $2 · + nori $1"),
     "animal toppings offered only as optional paid extras"),
]
for item, why in POS_CONTROLS:
    dish_control(C, "a delivery-app or POS export of a vegan-labelled dish (%s): %r." % (why, item["description"]),
                 item)


# ====================================================================
# 56. menu-self-contradiction: the dish's vegan label contradicted by
#     other text of the same menu -- an allergen panel or ingredient list
#     printed as a menu line, a chef's note, a photo caption, a sauce
#     table, the same dish printed twice, a casein "vegan cheese", a
#     "cooked to order" note. Controls: the same texts agreeing.
# ====================================================================
C = start3("menu-self-contradiction")
SELF_TRAPS = [
    (V("Vegan Lasagna", "cashew ricotta, spinach, marinara, fresh pasta sheets"),
     [M("Allergen guide", "Vegan Lasagna - contains: wheat, tree nuts, egg (pasta sheets)")],
     "an allergen guide line gives the lasagna's pasta egg"),
    (V("Three-Bean Vegan Chili", "kidney, black & pinto beans, chipotle, rice"),
     [M("Ingredients - Three-Bean Vegan Chili", "beans, tomato, onion, beef stock, chili powder, cumin, salt")],
     "an ingredient panel names beef stock"),
    (V("Spring Pea Risotto (vegan)", "arborio, peas, mint, lemon"),
     [M("Chef's note", "Every risotto leaves my kitchen with a knob of cold butter stirred in at the end. Old "
                       "habits. - Chef Marco")],
     "a chef's note finishes every risotto with butter"),
    (V("Garden Ramen", "kombu broth, corn, bamboo, scallion"),
     [M("[photo] Garden Ramen", "our Garden Ramen with two slices of chashu and a jammy egg")],
     "the photo caption shows pork and egg on the labelled ramen"),
    (V("Green Curry Tofu", "tofu, thai eggplant, basil, bamboo, green curry, jasmine rice"),
     [M("Our curry pastes", "red curry - shrimp paste, dried chili; green curry - shrimp paste, green chili; "
                            "massaman - peanut, no shrimp paste")],
     "the menu's own table of curry pastes puts shrimp paste in the green curry"),
    (V("Vegan Pho", "vegetable broth, rice noodles, tofu, herbs", section="Lunch"),
     [V("Vegan Pho", "rice noodles, tofu, herbs, in our beef bone broth", section="Dinner")],
     "the same labelled dish printed twice, the dinner one in beef bone broth"),
    (V("Vegan Quesadilla", "flour tortilla, peppers, onion, melty rice cheese (contains casein)"),
     [], "a 'vegan' rice cheese that contains casein"),
    (V("Vegan Caesar Salad", "romaine, capers, croutons, house caesar dressing. Contains: fish (anchovy), egg"),
     [], "the dish's own contains-line names fish and egg"),
    (V("Smashed Chickpea Sandwich", "chickpea 'tuna', celery, dill, on rye. 430 cal · 18 g protein · made with "
                                    "real mayonnaise"),
     [], "the nutrition line says real mayonnaise"),
    (V("Tofu Scramble Plate", "turmeric tofu, potatoes, toast. *cooked to order on our griddle in clarified butter"),
     [], "the 'cooked to order' note says clarified butter"),
    (V("Vegan Mushroom Stroganoff", "cremini, paprika, egg noodles, dill"),
     [M("Note on our pasta", "All our noodles are made in-house the traditional way: flour, semolina, whole eggs.")],
     "the menu's note on the noodles puts whole eggs in them"),
    (V("Vegan Power Smoothie Bowl", "banana, peanut butter, oat milk, granola. Protein: 20 g from our whey blend"),
     [], "the protein line names whey"),
    (V("Jerk Tofu Plate (VG)", "rice & peas, plantain, slaw"),
     [M("About our rice & peas", "cooked the Jamaican way: coconut milk, thyme, scotch bonnet and a piece of salted "
                                 "pig tail for depth")],
     "a side's own note puts pig tail in the rice & peas of the labelled plate"),
    (V("Vegan Tortilla Soup", "tomato-chile broth, crispy tortilla, avocado, lime"),
     [M("Soups", "All soups are made daily from our house chicken stock.")],
     "a soups line says every soup is made from chicken stock"),
    (V("Vegan Pesto Pasta", "basil, pine nuts, garlic, olive oil, trofie"),
     [M("Allergen key", "Pesto: contains milk (Grana Padano). Ask your server for details.")],
     "the allergen key gives the pesto cheese"),
    (V("Vegan Dumplings (6)", "cabbage, shiitake, glass noodle, chili oil"),
     [M("(photo caption)", "Vegan Dumplings (6) - brushed with egg wash before pan-frying, served with chili oil")],
     "the photo caption says the dumplings are brushed with egg"),
]
for item, extra, why in SELF_TRAPS:
    case(C, "The vegan label contradicted by other text of the same menu: %s." % why, NOT_FIT,
         menu=[item] + list(extra) + mains(2) + meat(1), reviews=good())
case(C, "A diner quotes the menu's allergen card against the vegan label; a diner alone, so unknown.", UNKNOWN,
     menu=plus(V("Vegan Mac & Cheese", "elbow pasta, cashew-nutritional yeast sauce, breadcrumbs")),
     reviews=good() + [R("the vegan mac is labeled vegan on the menu but the allergen card they keep at the register "
                         "says MILK for it. asked and nobody knew which one is right", rating=3)])

SELF_CONTROLS = [
    (V("Vegan Lasagna", "cashew ricotta, spinach, marinara, fresh pasta sheets"),
     [M("Allergen guide", "Vegan Lasagna - contains: wheat, tree nuts. Egg-free pasta.")],
     "an allergen guide naming only wheat and nuts"),
    (V("Three-Bean Vegan Chili", "kidney, black & pinto beans, chipotle, rice"),
     [M("Ingredients - Three-Bean Vegan Chili", "beans, tomato, onion, vegetable stock, chili powder, cumin, salt")],
     "an ingredient panel of plants"),
    (V("Spring Pea Risotto (vegan)", "arborio, peas, mint, lemon"),
     [M("Chef's note", "Our vegan risotto gets its richness from olive oil and miso, not butter. - Chef Marco")],
     "a chef's note clearing the risotto"),
    (V("Garden Ramen", "kombu broth, corn, bamboo, scallion"),
     [M("[photo] Garden Ramen", "our Garden Ramen with marinated tofu, corn and nori")],
     "a photo caption of plants"),
    (V("Green Curry Tofu", "tofu, thai eggplant, basil, bamboo, green curry, jasmine rice"),
     [M("Our curry pastes", "all made in-house without shrimp paste or fish sauce - lemongrass, galangal, chili, "
                            "salted soybean")],
     "a curry-paste table without shrimp paste"),
    (V("Vegan Caesar Salad", "romaine, capers, croutons, cashew caesar dressing. Contains: wheat, soy, tree nuts, "
                             "mustard"),
     [], "a contains-line of plant allergens"),
    (V("Tofu Scramble Plate", "turmeric tofu, potatoes, toast. *cooked to order on its own griddle with olive oil"),
     [], "a 'cooked to order' note with olive oil"),
]
for item, extra, why in SELF_CONTROLS:
    case(C, "Control: other text of the same menu agrees with the label (%s)." % why, FIT,
         menu=[item] + list(extra) + mains(2) + meat(1), reviews=good())


# ====================================================================
# 57. syntax-carrier: the animal product carried by the sentence's
#     structure -- a relative clause ("the curry, which our grandmother
#     always made with fish sauce, ..."), an apposition ("our house broth,
#     a twelve-hour chicken stock"), a parenthesis, a comparison ("richer
#     than our beef pho because it shares its broth"), a cleft ("It's the
#     butter that ..."), a participle, a passive with its agent, a fronted
#     phrase. Controls: the same shapes carrying plants.
# ====================================================================
C = start3("syntax-carrier")
SYNTAX_TRAPS = [
    (V("Massaman Curry w/ Tofu", "potato, roasted peanuts, coconut milk, jasmine rice"),
     "The massaman curry, which our grandmother always made with fish sauce and which we still make exactly her way, "
     "is the heart of our vegan menu.", "a relative clause"),
    (V("Vegan Pho", "rice noodles, tofu, herbs, in our house broth"),
     "Our house broth - a twelve-hour chicken and pork bone stock - is the soul of this kitchen.",
     "an apposition naming the house broth"),
    (V("Vegan Dan Dan Noodles", "wheat noodles, chili oil (rendered in-house from pork fat, like my mother's), "
                                "preserved mustard greens"), None, "a parenthesis"),
    (V("Vegan Tofu Pho", "rice noodles, tofu, herbs - richer than our beef pho because it shares its broth"), None,
     "a comparison that shares a beef broth"),
    (V("Fried Tofu Sandwich (vegan)", "crispy tofu, slaw, pickles, toasted bun"),
     "The tofu, which we soak overnight in buttermilk and hot sauce, is what makes our fried tofu sandwich famous.",
     "a relative clause naming buttermilk"),
    (V("Southern Vegan Plate", "black-eyed peas, cornbread, braised greens"),
     "Our greens, slow-braised with a ham hock until they're silky, go on every plate.",
     "a participle phrase on a side of the labelled plate"),
    (V("Gochujang Cauliflower Wings (V)", "crispy cauliflower, sesame, scallion"),
     "Our signature glaze, honey and gochujang in equal parts, coats every wing we serve - cauliflower included.",
     "an apposition defining the glaze"),
    (V("Vegan Alfredo", "fettuccine, garlic, black pepper, parsley - as creamy as our classic alfredo, and for the "
                        "same reason: a splash of heavy cream"), None, "a comparison that names the reason"),
    (V("Vegan Tamales", "masa, roasted poblano, salsa verde"),
     "The tamales, whose masa we still beat with lard the old way, sell out every Sunday.", "a 'whose' clause"),
    (V("Vegan Shoyu Ramen", "soy tare, bamboo, corn, nori"),
     "What makes our vegan ramen broth so deep is a spoon of pork back fat in every bowl.", "a pseudo-cleft"),
    (V("Biscuits & Gravy (vegan)", "two biscuits, mushroom gravy, greens"),
     "It's the cold butter, grated into the dough, that makes our biscuits so flaky.", "a cleft"),
    (V("Vegan Potstickers", "cabbage, shiitake, tofu, ginger"),
     "Our potstickers are sealed by hand with beaten egg, then pan-fried.", "a passive with its instrument"),
    (V("Green Papaya Salad (vegan)", "shredded papaya, long beans, tomato, peanuts, lime"),
     "Pounded with dried shrimp and a splash of fish sauce at your table, our papaya salad is as fresh as it gets.",
     "a fronted participle phrase"),
    (V("Vegan Curry Plate", "chickpea curry, basmati rice, pickles"),
     "The vegan curry plate comes with our naan, which we brush with ghee straight out of the tandoor.",
     "a relative clause on a part of the plate"),
    (V("Black Bean Soup (vegan)", "black beans, cumin, lime, cilantro"),
     "Like every soup here, the black bean soup - yes, even that one - starts with a smoked ham bone.",
     "a parenthetical 'even that one'"),
    (V("Vegan Mushroom Risotto", "arborio, wild mushrooms, thyme, white wine"),
     "Our risotti, all of which are finished with parmigiano, change with the season.",
     "a quantified relative clause"),
    (V("Vegan Bolognese", "lentil & walnut ragù, rigatoni, basil"),
     "The ragù simmers for six hours in the same stock as our beef one, which is why it tastes like nonna's.",
     "a comparison through 'the same stock as our beef one'"),
    (V("Vegan Tikka Bowl", "charred tofu tikka, jeera rice, salad, mint chutney"),
     "The mint chutney (yogurt, mint, green chili - the way it's made in Amritsar) goes on every tikka we serve.",
     "a parenthesis defining the chutney"),
]
for item, text, why in SYNTAX_TRAPS:
    dish_trap(C, "The sentence's structure ties an animal product to a vegan-labelled dish (%s): %r."
              % (why, text or item["description"]), item, decls=[text] if text else ())
dish_trap(C, "A diner's relative clause: the vegan pad thai, 'which the server said has a little fish sauce for "
             "balance'; a diner alone, so unknown.",
          V("Tofu Pad Thai", "rice noodles, tamarind, bean sprouts, peanuts, lime"), allowed=UNKNOWN,
          extra_reviews=[R("The tofu pad thai, which the server admitted has a little fish sauce 'for balance', was "
                           "honestly the best thing we ordered.", rating=4)])
dish_trap(C, "A diner's comparison: the vegan ramen 'tastes exactly like the tonkotsu because it's the same broth'; a "
             "diner alone, so unknown.", V("Vegan Miso Ramen", "miso broth, tofu, corn, scallion"), allowed=UNKNOWN,
          extra_reviews=[R("the vegan miso ramen tastes exactly like my friend's tonkotsu, and when I asked, the cook "
                           "said that's because it's the same broth with miso stirred in", rating=2)])

SYNTAX_CONTROLS = [
    (V("Vegan Pho", "rice noodles, tofu, herbs, in our house broth"),
     "Our house broth - charred onion, star anise, kombu and shiitake, nothing else - is the soul of this kitchen.",
     "an apposition of plants"),
    (V("Vegan Dan Dan Noodles", "wheat noodles, chili oil (made in-house with peanut oil, no animal fat), preserved "
                                "mustard greens"), None, "a parenthesis of plants"),
    (V("Vegan Tofu Pho", "rice noodles, tofu, herbs - lighter than our beef pho, because its broth is charred onion "
                         "and star anise only"), None, "a comparison that separates the broths"),
    (V("Buttermilk Fried Tofu (vegan)", "crispy tofu, slaw, pickles"),
     "The tofu, which we soak overnight in oat-milk 'buttermilk' and hot sauce, is what makes our fried tofu "
     "sandwich famous.", "a relative clause with a plant buttermilk"),
    (V("Vegan Shoyu Ramen", "soy tare, bamboo, corn, nori"),
     "It's the miso and the roasted sesame, not any animal fat, that make our vegan ramen so rich.", "a cleft of plants"),
    (V("Vegan Curry Plate", "chickpea curry, basmati rice, pickles"),
     "The lamb curry, which we finish with ghee, shares the menu with our vegan curry plate, which we finish with "
     "coconut oil.", "two relative clauses, the ghee in the lamb"),
    (V("Vegan Chicken Noodle Soup", "soy curls, carrot, celery, egg-free noodles, dill"),
     "Our vegan chicken noodle soup tastes like my grandmother's, minus the chicken: the broth is all vegetables.",
     "a comparison naming the animal dish only to remove it"),
    (V("Vegan Bolognese", "lentil & walnut ragù, rigatoni, basil"),
     "The ragù simmers for six hours in mushroom stock, which is why it tastes like nonna's beef one.",
     "a comparison whose reason is a plant stock"),
]
for item, text, why in SYNTAX_CONTROLS:
    dish_control(C, "the same sentence shapes carrying plants (%s): %r." % (why, text or item["description"]), item,
                 decls=[text] if text else ())


# ====================================================================
# 58. conditional-implication: a condition that implies the printed dish
#     is not vegan as served -- "if you want it vegan, skip the mayo",
#     "vegans, ask for it without the swirl", "for vegans we can swap the
#     ghee for oil", "unless you tell us, the tofu gets an egg wash".
#     Controls: conditions about spice, allergies, gluten, or ones that
#     say the dish is vegan as it stands.
# ====================================================================
C = start3("conditional-implication")
COND_TRAPS = [
    (V("Crispy Tofu Banh Mi", "pickled daikon & carrot, cilantro, jalapeño, house mayo. If you want it vegan, skip "
                              "the mayo."), None, "'if you want it vegan, skip the mayo'"),
    (V("Sesame Noodle Bowl", "wheat noodles, cucumber, scallion, house sauce"),
     "If you're vegan, ask us to leave the house sauce off the noodle bowls.", "the house sauce implied not vegan"),
    (V("Chickpea Curry", "chickpeas, spinach, tomato, finished with our swirl"),
     "Vegans, please ask for the curry without the swirl.", "the swirl implied not vegan"),
    (V("Wild Mushroom Risotto (VG)", "arborio, mushrooms, thyme, stock"),
     "If you'd like the risotto truly vegan, we'll make it with water instead of our stock.",
     "the default stock implied not vegan"),
    (V("Dal Tadka", "yellow lentils, tempered with cumin, garlic, dried chili"),
     "For strict vegans we can swap the ghee in the tadka for oil - just ask.", "the default tadka fat is ghee"),
    (V("Glazed Tofu Bowl", "crispy tofu, house glaze, rice, broccoli"),
     "Strict vegans should skip the glaze.", "the glaze implied not vegan"),
    (V("Vegan Lo Mein", "noodles, cabbage, carrot, soy"),
     "If you don't eat eggs, let us know and we'll use the rice noodles instead of our lo mein noodles.",
     "the lo mein noodles implied to carry egg"),
    (V("Crispy Tofu Nuggets", "fries, sweet chili dip"),
     "Tell us if you're vegan; otherwise the tofu goes through our egg wash before it's breaded.",
     "'otherwise' gives the default an egg wash"),
    (V("Vegan Tostadas", "refried beans, lettuce, salsa, avocado, crema"),
     "Vegan? Hold the crema.", "'hold the crema' on a labelled dish"),
    (V("Yellow Curry with Tofu", "potato, carrot, onion, curry sauce, rice"),
     "Unless marked 'NFS', all our curry sauces are made with fish sauce.", "an 'unless marked' the dish does not carry"),
    (V("Roasted Carrot & Lentil Plate", "harissa carrots, lentils, herbs, drizzle"),
     "Vegans: ask for the carrots without the drizzle, it's bee-made.", "'bee-made' drizzle"),
    (V("Vegan Poutine", "fries, mushroom gravy, curds"),
     "If you want the poutine fully vegan, ask for our cashew curds - the regular curds are from a local dairy.",
     "the default curds are dairy"),
    (V("Crispy Rice Salad (vegan)", "crispy rice, herbs, peanuts, lime, nuoc cham"),
     "Vegan guests: say so when ordering and we'll make the nuoc cham with soy instead of fish sauce.",
     "the default nuoc cham is fish sauce"),
]
for item, text, why in COND_TRAPS:
    dish_trap(C, "A condition implies the vegan-labelled dish as served is not vegan (%s): %r."
              % (why, text or item["description"]), item, decls=[text] if text else ())
dish_trap(C, "A diner's conditional tip: 'if you're vegan say no butter on the naan, otherwise it comes brushed'; the "
             "naan comes with the labelled curry. A diner alone, so unknown.",
          V("Vegan Curry Plate", "chickpea curry, rice, naan"), allowed=UNKNOWN,
          extra_reviews=[R("if you're vegan make sure to say no butter on the naan, otherwise it comes brushed. curry "
                           "itself was lovely", rating=4)])

COND_CONTROLS = [
    (V("Crispy Tofu Banh Mi", "pickled daikon & carrot, cilantro, jalapeño, house vegan mayo. If you want it spicier, "
                              "ask for extra chili."), None, "a condition about spice"),
    (V("Sesame Noodle Bowl", "wheat noodles, cucumber, scallion, house sesame sauce"),
     "If you're allergic to sesame, ask us to swap the house sauce for our ginger-scallion oil.",
     "a condition about an allergy"),
    (V("Yellow Curry with Tofu", "potato, carrot, onion, curry sauce, rice"),
     "If you need it gluten-free, we'll use tamari instead of soy sauce.", "a condition about gluten"),
    (V("Dal Tadka", "yellow lentils, tempered in sunflower oil with cumin, garlic, dried chili"),
     "If you're vegan, you're already covered: the tadka is sunflower oil, never ghee.",
     "a condition that says the dish is vegan as it stands"),
    (V("Glazed Tofu Bowl", "crispy tofu, maple-soy glaze, rice, broccoli"),
     "If you don't like it sweet, ask for the glaze on the side.", "a condition about taste"),
    (V("Chickpea Curry", "chickpeas, spinach, tomato, coconut milk"),
     "If you eat dairy, you can add a paneer side for $3; the curry itself is vegan as printed.",
     "an optional dairy side, the dish itself vegan"),
]
for item, text, why in COND_CONTROLS:
    dish_control(C, "a condition that says nothing animal of the dish (%s): %r." % (why, text or item["description"]),
                 item, decls=[text] if text else ())


# ====================================================================
# 59. ingredient-timeline: an ingredient of the labelled dishes changes
#     over time -- "from Monday our fried dishes are cooked in tallow",
#     "until last month ... coconut oil", "since the new chef started",
#     "starting November 1st", "temporarily, while our supplier is out",
#     "until further notice ... chicken stock". The statements are dated
#     in October 2026; the evaluation is on November 1st. Controls: the
#     change went the other way, or lies after the evaluation date.
# ====================================================================
C = start3("ingredient-timeline")
OCT20 = "2026-10-20T09:00:00Z"  # a Tuesday; "Monday" is October 26th
OCT01 = "2026-10-01T09:00:00Z"
TIME_TRAPS = [
    (V("Crispy Tofu Tacos", "beer-battered tofu, slaw, chipotle, corn tortillas"),
     "Heads up: from Monday, all our fried dishes will be cooked in beef tallow. Better flavour, we promise.", OCT20),
    (V("Vegan Creamy Sesame Ramen", "creamy sesame broth, tofu, corn, scallion"),
     "Starting November 1st we're switching every ramen broth, the vegan one too, to our new pork-and-chicken base.",
     OCT01),
    (V("Coconut Chickpea Curry", "spinach, coconut milk, warm spices, rice"),
     "Until last month our curries were cooked in coconut oil. Now we use ghee for all of them - customers love it.",
     OCT20),
    (V("Wild Mushroom Risotto (vegan)", "arborio, mushrooms, thyme, olive oil"),
     "Since our new chef started in August, every risotto gets a parmesan rind simmered in its stock.", OCT01),
    (V("Vegan Tamales", "masa, roasted poblano, salsa verde"),
     "Good news for tradition lovers: the tamales are made with lard again, just like the old days.", OCT20),
    (V("Vegan Chipotle Burger", "black bean patty, chipotle mayo, lettuce, toasted bun"),
     "Temporarily, while our vegan mayo supplier is out of stock, the burgers come with regular mayo.", OCT20),
    (V("Garden Vegetable Soup (vegan)", "carrot, celery, potato, tomato, herbs"),
     "We ran out of vegetable stock, so until further notice our soups are made with chicken stock.", OCT20),
    (V("Vegan Green Curry", "tofu, bamboo, thai basil, jasmine rice"),
     "As of this week, all our curries use our new house paste: lemongrass, galangal, chili and shrimp paste.", OCT20),
    (V("Tofu Bao (vegan)", "crispy tofu, hoisin, cucumber, peanuts"),
     "New recipe! Starting this month, our bao dough is enriched with milk and butter for a softer bun.", OCT01),
    (V("Vegan Breakfast Burrito", "tofu scramble, potatoes, black beans, salsa"),
     "We used to wrap our burritos in vegan tortillas but switched suppliers in September; the new ones are made "
     "with lard.", OCT01),
]
for item, text, date in TIME_TRAPS:
    case(C, "An ingredient of a vegan-labelled dish changed before the evaluation date: %r (dated %s)." % (text, date),
         NOT_FIT, menu=plus(item), reviews=good(), decls=[D(text, date=date)])
case(C, "A diner: 'since the new owners took over in the summer the vegan pho is made with the beef broth'; a diner "
        "alone, so unknown.", UNKNOWN, menu=plus(V("Vegan Pho", "rice noodles, tofu, herbs")),
     reviews=good() + [R("used to love the vegan pho but since the new owners took over this summer it's made with "
                         "the beef broth - the server confirmed it. so sad", rating=2, date="2026-09-15T00:00:00Z")])
case(C, "A diner: 'as of last week the vegan nuggets go in the chicken fryer and get the buttermilk batter'; a diner "
        "alone, so unknown.", UNKNOWN, menu=plus(V("Vegan Nuggets Plate", "seitan nuggets, fries, slaw")),
     reviews=good() + [R("as of last week the 'vegan' nuggets get the same buttermilk batter as the chicken, the "
                         "manager said it's a new policy to simplify the line", rating=1, date="2026-10-27T11:11:00Z")])

TIME_CONTROLS = [
    (V("Crispy Tofu Tacos", "beer-battered tofu, slaw, chipotle, corn tortillas"),
     "Heads up: from Monday, all our fried dishes will be cooked in rice bran oil instead of canola.", OCT20),
    (V("Coconut Chickpea Curry", "spinach, coconut milk, warm spices, rice"),
     "Until last year some of our curries were finished with ghee. Now every curry is made with coconut oil.", OCT20),
    (V("Garden Vegetable Soup (vegan)", "carrot, celery, potato, tomato, herbs"),
     "We stopped buying chicken stock back in March: every soup in the house is vegetable stock only now.", OCT01),
    (V("Vegan Tamales", "masa, roasted poblano, salsa verde"),
     "Since spring our tamales are beaten with vegetable shortening instead of lard, and they're better for it.",
     OCT20),
    (V("Glazed Tofu Bowl", "crispy tofu, maple-soy glaze, rice, broccoli"),
     "Our honey glaze is history - every glaze has been maple since May.", OCT01),
    (V("Vegan Ramen", "kombu-shiitake broth, tofu, corn, bamboo"),
     "From next spring we'll also serve a chicken ramen, cooked in its own pot; the vegan ramen stays as it is.", OCT20),
]
for item, text, date in TIME_CONTROLS:
    case(C, "Control: a change over time that keeps the labelled dish vegan: %r (dated %s)." % (text, date), FIT,
         menu=plus(item), reviews=good(), decls=[D(text, date=date)])


# ====================================================================
# 60. list-exception: lists and their exceptions -- "free of dairy, eggs
#     and honey except the baklava", "plant-based throughout, apart from
#     the fish sauce in the dressing", "tofu and/or egg", "cheese or
#     crema, depending on the day", "other than the egg wash", "butter in
#     everything but the desserts", "all sauces (including the vegan
#     peanut sauce)". Controls: "butter in everything but the vegan
#     dishes", "dairy in everything except what's marked vegan",
#     "neither butter nor cream", choices with plant picks.
# ====================================================================
C = start3("list-exception")
LIST_TRAPS = [
    (V("Vegan Mezze Plate", "hummus, falafel, tabbouleh, pita, a square of baklava"),
     "All our vegan dishes are free of dairy, eggs and honey, except the baklava, which is soaked in honey syrup.",
     "an exception naming a part of the labelled plate"),
    (V("Red Lentil Dal", "turmeric, cumin, tempered mustard seed, steamed rice"),
     "Every vegan curry is cooked in coconut oil, but the dal, which gets a spoon of ghee.", "'but the dal'"),
    (V("Rainbow Noodle Salad (vegan)", "rice noodles, cabbage, carrot, herbs, house dressing"),
     "Our vegan menu is plant-based throughout, apart from the fish sauce in the house dressing.", "'apart from'"),
    (V("Vegan Grain Bowl", "farro, roasted veg, greens, tahini; topped with tofu and/or a soft egg, chef's choice"),
     None, "'tofu and/or a soft egg, chef's choice'"),
    (V("Vegan Burrito", "rice, black beans, fajita veg, salsa; topped with cheese or crema, depending on the day"),
     None, "an 'or' whose both options are dairy"),
    (V("Vegan Pot Pie", "lentils, root veg, thyme gravy, puff pastry lid"),
     "No animal products in our pies other than the egg wash on the pastry.", "'other than the egg wash'"),
    (V("Jackfruit Tacos", "three corn tortillas, pickled red onion, cilantro, salsa verde"),
     "We use butter in everything but the desserts.", "'everything but the desserts' leaves the mains with butter"),
    (V("Peanut Tofu Bowl (vegan)", "tofu, rice, greens, our vegan peanut sauce"),
     "All our sauces (including the vegan peanut sauce) get a dash of fish sauce.", "a parenthesis inside the list"),
    (V("Vegan Pho", "rice noodles, tofu, herbs, bean sprouts, lime"),
     "Every bowl comes with bean sprouts, basil, lime, as well as a few drops of fish sauce.", "'as well as'"),
    (V("Vegan Enchiladas", "corn tortillas, black beans, roasted squash, red sauce"),
     "Vegan enchiladas: no meat, no cheese, no sour cream - only the red sauce, and that's made with chicken "
     "stock.", "a list of negatives and then 'only', with chicken stock"),
    (V("Vegan Gyro Plate", "seitan, tomato, onion, pita, fries"),
     "Every plate here is served with tzatziki, vegan ones included, and extra pita.", "'vegan ones included'"),
    (V("Vegan Sushi Combo", "avocado roll, cucumber roll, inari"),
     "None of our rolls contain fish, except the ones with fish - and all rolls, including the vegetable ones, are "
     "brushed with our dashi-seasoned sushi vinegar.", "an 'including' inside a second clause, dashi"),
    (V("Vegan Bibimbap", "rice, seasoned vegetables, gochujang, tofu"),
     "Toppings on every bibimbap: sesame, seaweed and/or a fried egg.", "'and/or a fried egg' on every bowl"),
    (V("Vegan Pasta Primavera", "penne, spring vegetables, garlic, olive oil"),
     "Every pasta is finished with olive oil and, with the exception of the aglio e olio, a shower of pecorino.",
     "an exception that does not name the labelled pasta"),
]
for item, text, why in LIST_TRAPS:
    dish_trap(C, "A list or its exception ties an animal product to a vegan-labelled dish (%s): %r."
              % (why, text or item["description"]), item, decls=[text] if text else ())
dish_trap(C, "A diner's list: 'everything on the vegan menu was great except the dumplings, which had pork in them'; "
             "a diner alone, so unknown.", V("Vegan Dumplings", "cabbage, shiitake, glass noodles, chili oil"),
          allowed=UNKNOWN,
          extra_reviews=[R("everything we had from the vegan menu was great except the vegan dumplings, which "
                           "definitely had pork in them - sent them back", rating=3)])

LIST_CONTROLS = [
    (V("Jackfruit Tacos", "three corn tortillas, pickled red onion, cilantro, salsa verde"),
     "We use butter in everything but the vegan dishes.", "'everything but the vegan dishes'"),
    (V("Vegan Grain Bowl", "farro, roasted veg, greens, tahini"),
     "All of our dishes contain dairy except the ones marked vegan.", "'except the ones marked vegan'"),
    (V("Peanut Tofu Bowl (vegan)", "tofu, rice, greens, peanut sauce"),
     "Every sauce here gets a dash of fish sauce, apart from the ones on our vegan menu, which use soy instead.",
     "an exception for the vegan menu"),
    (V("Vegan Mushroom Stroganoff", "cremini, paprika, eggless noodles, dill"),
     "Our stroganoff is made with neither butter nor sour cream - it's cashew cream and olive oil.",
     "'neither ... nor'"),
    (V("Vegan Tacos", "three tacos, choose two toppings: guac or salsa roja (both vegan) - cotija and crema are "
                      "not vegan and only go on our carnitas tacos"), None,
     "a choice of plant toppings, the dairy ones tied to the carnitas tacos"),
    (V("Vegan Pot Pie", "lentils, root veg, thyme gravy, puff pastry lid"),
     "No animal products in our vegan pies - not even the pastry glaze, which is brushed with oat milk.",
     "'not even' the glaze"),
    (V("Vegan Pho", "rice noodles, tofu, herbs, bean sprouts, lime"),
     "Every bowl comes with bean sprouts, basil and lime; fish sauce goes on the table for the beef pho only.",
     "the fish sauce tied to the beef pho"),
]
for item, text, why in LIST_CONTROLS:
    dish_control(C, "a list or an exception that leaves the vegan-labelled dish vegan (%s): %r."
                 % (why, text or item["description"]), item, decls=[text] if text else ())


# ====================================================================
# 61. brunch-kids-prixfixe: the menus people order from on a Sunday, with
#     children, or at a set price -- a prix fixe with a cream posset, a
#     tasting menu whose every table starts with gougères, challah French
#     toast, pancakes on the eggs' buttered griddle, a Sunday roast with
#     Yorkshire pudding, kids' plates with buttered noodles or parmesan,
#     catering and boxed lunches, a holiday plate. Controls: the same
#     menus built of plants.
# ====================================================================
C = start3("brunch-kids-prixfixe")
SET_TRAPS = [
    (V("Vegan Prix Fixe - $45", "three courses: carrot-ginger soup, mushroom bourguignon, lemon posset",
       section="Prix Fixe"), "the fixed dessert is a cream posset"),
    (V("Vegan Tasting Menu", "six courses from the garden", section="Tasting"),
     "every table starts with our gougères"),
    (V("Vegan French Toast", "thick-cut challah dipped in coconut custard, berries, maple", section="Brunch"),
     "challah, an egg bread"),
    (V("Vegan Pancake Stack", "buckwheat pancakes, berries, maple - cooked on the same buttered griddle as our eggs",
       section="Brunch"), "the griddle's butter"),
    (V("Sunday Roast (vegan)", "nut roast with all the trimmings: Yorkshire pudding, roast potatoes in goose fat, "
                               "gravy", section="Sundays"), "the trimmings"),
    (V("Kids' Vegan Nuggets", "with fries and a drink: milk or chocolate milk", section="Kids"),
     "the kids' meal drink is milk either way"),
    (V("Kids' Tofu Bites", "crispy tofu, ketchup; served with buttered noodles and a yogurt tube", section="Kids"),
     "the kids' plate sides are butter and yogurt"),
    (V("Kids' Vegan Mac", "pasta, cashew cheese sauce, topped with a sprinkle of parmesan for the little ones",
       section="Kids"), "a sprinkle of parmesan for the children"),
    (V("Vegan Wrap Platter (serves 12)", "assorted falafel & veggie wraps, served with house ranch and honey-mustard "
                                         "dips", section="Catering"), "the platter's dips"),
    (V("Vegan Boxed Lunch", "sandwich of the day, kettle chips, a cookie (our cookies contain butter & egg)",
       section="Catering"), "the box's cookie"),
    (V("Vegan Fajita Bar for 20", "sizzling veggies, tofu, rice, beans; every fajita bar includes shredded cheese, "
                                  "sour cream and flour tortillas made with lard", section="Catering"),
     "the bar's fixed inclusions"),
    (V("Thanksgiving Plate (vegan)", "field roast, mashed potatoes, cranberry, stuffing baked with turkey drippings, "
                                     "gravy", section="Holiday"), "the stuffing"),
    (V("Vegan Brunch Board", "tofu scramble, roasted potatoes, fruit, and a warm popover with honey butter",
       section="Brunch"), "the board's popover and honey butter"),
    (V("Vegan Prix Fixe - $55", "choose a starter and a main; dessert course: cheese plate (+$8) or honey cake",
       section="Prix Fixe"), "a dessert course whose both choices are animal"),
    (V("Bottomless Brunch (vegan)", "any vegan brunch main + unlimited mimosas + a basket of our buttermilk scones",
       section="Brunch"), "the set's scones"),
]
for item, why in SET_TRAPS:
    decls = []
    if "gougères" in why:
        decls = ["Every table, whatever the menu, starts with a plate of our warm gougères - cheese puffs, the "
                 "classic way."]
    dish_trap(C, "A brunch, kids', prix-fixe or catering menu ties an animal product to the vegan-labelled set (%s): "
                 "%r." % (why, item["description"]), item, decls=decls)
dish_trap(C, "A diner: the vegan brunch comes with a mimosa and 'the little cheese scone everyone gets'; a diner alone, "
             "so unknown.", V("Vegan Brunch Plate", "tofu scramble, potatoes, greens", section="Brunch"),
          allowed=UNKNOWN,
          extra_reviews=[R("vegan brunch plate was fine but it comes with the little cheese scone everyone gets, they "
                           "wouldn't swap it", rating=3)])

SET_CONTROLS = [
    (V("Vegan Prix Fixe - $45", "three courses: carrot-ginger soup, mushroom bourguignon, coconut panna cotta set "
                                "with agar", section="Prix Fixe"), "a plant dessert"),
    (V("Vegan French Toast", "thick-cut sourdough dipped in coconut-chickpea custard, berries, maple",
       section="Brunch"), "a plant French toast"),
    (V("Kids' Vegan Nuggets", "with apple slices and a drink: oat milk or apple juice", section="Kids"),
     "a kids' meal of plants"),
    (V("Vegan Mezze Tray (serves 10)", "hummus, baba ghanoush, falafel, pita. Optional add-on: chicken skewers "
                                       "+$40", section="Catering"), "an optional catering add-on"),
    (V("Vegan Fajita Bar for 20", "sizzling veggies, tofu, rice, beans, guac, pico, and corn tortillas (just corn, "
                                  "lime and salt)", section="Catering"), "a catering bar of plants"),
    (V("Thanksgiving Plate (vegan)", "Field Roast, mashed potatoes, cranberry, cornbread stuffing made with vegetable "
                                     "stock, mushroom gravy", section="Holiday"), "a holiday plate of plants"),
    (V("Vegan Benny", "seared tofu, english muffin, spinach, turmeric-cashew hollandaise", section="Brunch"),
     "a plant hollandaise"),
    (V("Bottomless Brunch (vegan)", "any vegan brunch main + unlimited mimosas", section="Brunch"),
     "a brunch set of a vegan main and drinks"),
]
for item, why in SET_CONTROLS:
    dish_control(C, "a brunch, kids', prix-fixe or catering set of plants (%s): %r." % (why, item["description"]),
                 item)


# ====================================================================
# 62. other-diets-structure: the same world for a vegetarian and a
#     pescatarian, and dietary rules. Vegetarian: calf rennet in the
#     parmesan, leaf gelatine in the panna cotta, fish sauce "as it should
#     be", every soup on chicken stock, "the same sauce as our bolognese
#     lasagna", beef dripping in the gravy, "if you're vegetarian, skip the
#     dressing", lard from this month; rules "no eggs" and "no honey" a
#     vegetarian does not imply. Pescatarian: a chicken stock by
#     apposition, a bacon roux by relative clause, ham-hock grits by
#     comparison, chorizo by condition, tallow from Monday, andouille by
#     exception, "like our tonkotsu". Controls: vegetable rennet, agar,
#     plant Worcestershire, fish stocks, butter roux; rules the vegan diet
#     implies.
# ====================================================================
C = start3("other-diets-structure")
VEGD_TRAPS = [
    (M("Parmesan Risotto", "arborio, parmigiano reggiano (traditional calf rennet), butter, white wine",
       ["vegetarian"]), None, "calf rennet"),
    (M("Margherita Pizza (V)", "tomato, mozzarella, basil", ["vegetarian"]),
     "All our cheeses come from one small dairy and are made the traditional way, with animal rennet.",
     "animal rennet by declaration"),
    (M("Vanilla Panna Cotta Plate", "panna cotta, which we set with leaf gelatine, with roasted figs and a "
                                    "vegetable galette", ["vegetarian"]), None, "gelatine by relative clause"),
    (M("Vegetarian Pad Thai", "rice noodles, tofu, egg, tamarind, peanuts - with a splash of fish sauce, as it "
                              "should be", ["vegetarian"]), None, "fish sauce 'as it should be'"),
    (M("Vegetable Soup & Sandwich", "soup of the day with a grilled cheese", ["vegetarian"]),
     "Like all our soups, the vegetable soup is built on our roast chicken stock.", "chicken stock by 'like all'"),
    (M("Vegetarian Lasagna", "spinach, ricotta, mozzarella - same sauce as our bolognese lasagna", ["vegetarian"]),
     None, "'same sauce as our bolognese'"),
    (M("Mushroom & Mash Pie", "mushrooms, onion gravy, mash", ["vegetarian"]),
     "Our onion gravy is richer than it looks, thanks to a spoon of beef dripping.", "beef dripping in the gravy"),
    (M("Vegetarian Caesar", "romaine, croutons, parmesan, caesar dressing", ["vegetarian"]),
     "If you're vegetarian, skip the Caesar dressing and ask for the lemon one.",
     "a condition implying the caesar dressing is not vegetarian"),
    (M("Bean & Cheese Burrito (V)", "refried beans, cheddar, rice, salsa", ["vegetarian"]),
     "From this month our refried beans are made the traditional way, with lard.", "lard from this month"),
    (M("Tempura Vegetable Udon", "vegetable tempura, udon, scallion, in a light dashi", ["vegetarian"]), None,
     "a dashi broth"),
]
for item, text, why in VEGD_TRAPS:
    case(C, "A dish printed vegetarian carries meat or fish through structure (%s): %r." % (why, text or item[
        "description"]), NOT_FIT, **base("vegetarian", item, decls=[D(text)] if text else ()))
case(C, "A vegetarian's review: the vegetarian french onion soup, 'which they make with beef broth like everyone "
        "does'; a diner alone, so unknown.", UNKNOWN,
     **base("vegetarian", M("French Onion Soup", "caramelised onion, gruyère crouton", ["vegetarian"]),
            extra_reviews=[R("the 'vegetarian' french onion soup, which they make with beef broth like everyone does "
                             "apparently, is not vegetarian. told the server, she shrugged", rating=2)]))

VEGD_RULE_TRAPS = [
    (["no eggs"], M("Veggie Fried Rice", "jasmine rice, peas, carrot, scallion, tossed with scrambled egg",
                    ["vegetarian"]), "egg in a vegetarian dish, the rule 'no eggs'"),
    (["no eggs"], M("Wild Mushroom Tagliatelle", "house-made pasta (00 flour and yolks), mushrooms, cream",
                    ["vegetarian"]), "yolks in the fresh pasta, the rule 'no eggs'"),
    (["no honey"], M("Halloumi & Fig Salad", "grilled halloumi, figs, rocket, honey-thyme drizzle", ["vegetarian"]),
     "honey in a vegetarian dish, the rule 'no honey'"),
    (["no honey", "no eggs"], M("Ricotta Gnocchi", "ricotta, parmesan, brown butter, sage", ["vegetarian"]),
     "gnocchi bound with egg ('ricotta gnocchi' are), the rules 'no honey', 'no eggs'"),
]
for rules, item, why in VEGD_RULE_TRAPS:
    case(C, "A vegetarian with a rule the diet does not imply, at a place whose dishes carry it (%s): never a fit."
         % why, NOT_FIT, rules=rules, **base("vegetarian", item))

VEGD_CONTROLS = [
    (M("Parmesan-Style Risotto", "arborio, hard Italian-style cheese made with vegetable rennet, butter, white wine",
       ["vegetarian"]), None, "vegetable rennet"),
    (M("Vanilla Panna Cotta Plate", "panna cotta, which we set with agar, with roasted figs and a vegetable galette",
       ["vegetarian"]), None, "agar by relative clause"),
    (M("Vegetarian Caesar", "romaine, croutons, egg, parmesan (vegetarian rennet), caesar dressing made with capers "
                            "and vegetarian Worcestershire - no anchovy", ["vegetarian"]), None,
     "a caesar without anchovy"),
    (M("Vegetable Soup & Sandwich", "soup of the day with a grilled cheese", ["vegetarian"]),
     "Like all our soups, the vegetable soup is built on vegetable stock - no chicken, no beef, ever.",
     "'like all' with vegetable stock"),
    (M("Vegetarian Lasagna", "spinach, ricotta, mozzarella - same béchamel as our bolognese lasagna, but no meat "
                             "sauce", ["vegetarian"]), None, "'same béchamel', no meat sauce"),
]
for item, text, why in VEGD_CONTROLS:
    case(C, "Control: a vegetarian dish in the same shapes, cleared (%s): %r." % (why, text or item["description"]),
         FIT, **base("vegetarian", item, decls=[D(text)] if text else ()))

PESCD_TRAPS = [
    (M("Cioppino", "dungeness crab, clams, rockfish, in our broth"),
     "Our cioppino broth - a rich chicken-and-tomato stock - simmers all day.", "an apposition naming chicken stock"),
    (M("New England Clam Chowder", "quahogs, potato, cream, thyme"),
     "The chowder, which we thicken with a bacon roux, is our best seller.", "a relative clause naming a bacon roux"),
    (M("Shrimp & Grits", "gulf shrimp, grits, scallion - same grits as our breakfast plate"),
     "Our breakfast grits are cooked low and slow in ham hock stock.", "a comparison to the ham-hock grits"),
    (M("Mussels Marinara", "PEI mussels, tomato, garlic, grilled bread"),
     "If you don't eat pork, ask us to leave the chorizo out of the mussels.", "a condition implying chorizo"),
    (M("Beer-Battered Cod", "cod, chips, tartar"),
     "From Monday our fish fry moves to beef tallow - the old-school way.", "tallow from Monday"),
    (M("Seafood Gumbo", "shrimp, crab, okra, rice"),
     "All of our seafood dishes are meat-free except the gumbo, which has andouille.", "an exception naming andouille"),
    (M("Seafood Ramen", "prawns, mussels, squid, noodles - like our tonkotsu, but with seafood on top"),
     None, "'like our tonkotsu'"),
    (M("Shrimp Pad Thai", "rice noodles, shrimp, egg, tamarind, peanuts"),
     "Every wok dish gets a spoon of our chili jam, made with dried shrimp and pork lard.",
     "'every wok dish' and a chili jam with lard"),
]
for item, text, why in PESCD_TRAPS:
    case(C, "A seafood house that says it serves no meat ties pork, poultry or beef to a seafood dish (%s): %r."
         % (why, text or item["description"]), NOT_FIT, diet="pescatarian",
         menu=[item] + smains(2), reviews=sgood(), decls=sdecl() + ([D(text, date=OCT20)] if text else []),
         cuisines=["seafood"])

PESCD_CONTROLS = [
    (M("Cioppino", "dungeness crab, clams, rockfish, in our broth"),
     "Our cioppino broth - a fish-bone and tomato stock - simmers all day.", "an apposition naming a fish stock"),
    (M("New England Clam Chowder", "quahogs, potato, cream, thyme"),
     "The chowder, which we thicken with a butter roux, is our best seller.", "a butter roux"),
    (M("Shrimp & Grits", "gulf shrimp, grits, scallion"),
     "Our grits are cooked in milk and butter, nothing else.", "dairy grits"),
    (M("Beer-Battered Cod", "cod, chips, tartar"),
     "From Monday our fish fry moves to rice bran oil.", "a plant fryer oil from Monday"),
]
for item, text, why in PESCD_CONTROLS:
    case(C, "Control: a seafood house (no meat) in the same shapes, cleared (%s): %r." % (why, text),
         FIT, diet="pescatarian", menu=[item] + smains(2), reviews=sgood(),
         decls=sdecl() + [D(text, date=OCT20)], cuisines=["seafood"])

for rules, text in [(["no honey"], "Every glaze and dressing here is sweetened with maple or agave."),
                    (["no eggs", "no honey"], "Our mayo is aquafaba and our glazes are maple."),
                    (["no dairy, no eggs, no honey"], None)]:
    case(C, "Control: a vegan with rules the diet implies (%r) at a place of labelled mains." % rules, FIT,
         menu=mains(3) + meat(1), reviews=good(), rules=rules, decls=[D(text)] if text else [])
case(C, "A vegan with the rule 'no honey': the labelled bowl is finished with 'a drizzle of hot honey'; the dish "
        "contradicts both the label and the rule.", NOT_FIT, rules=["no honey"],
     menu=plus(V("Crispy Tofu Bowl", "rice, slaw, pickles, a drizzle of hot honey")), reviews=good())


# ====================================================================
# Round 7: how the world hedges, posts, franchises, scans, translates and
# names things. Restaurants and diners who are not sure ("should be
# vegan", "I think"), the restaurant's own social-media captions with
# hashtags and emoji, chains whose locations cook differently, menus
# that went through a scanner or a scraper (soft hyphens, ligatures,
# HTML entities, mojibake, homoglyphs, letter spacing, typos), bilingual
# menus whose second language says what the English line leaves out, and
# plant dishes named after meat beside mock products that are not plant.
# Written without reading the engine or its lexicon; about a third of the
# cases are controls in the same wording families.
# ====================================================================

SEP12 = "2026-09-12T17:00:00Z"
OCT14 = "2026-10-14T12:30:00Z"


def ig(text, date=None, handle="thekitchen"):
    """A caption the restaurant posted on its own social account."""
    return D(text, date=date, src="https://www.instagram.com/%s/p/%08x/" % (handle, zlib.crc32(text.encode())))


def tiktok(text, rating=None):
    """A diner's post, carried as a review."""
    return R(text, rating=rating, src="https://www.tiktok.com/@diner/video/%d" % (zlib.crc32(text.encode()) % 10 ** 9))


# ====================================================================
# 63. hedged-claim: the restaurant or a diner is not sure. A restaurant
#     that "believes", "thinks", "is fairly sure" or will "double-check"
#     a labelled dish leaves it uncertain; a diner who "thinks" there was
#     cheese cannot reject alone. Controls: the same hedges about spice,
#     waiting times, return visits and rankings, never about what is in
#     the dish.
# ====================================================================
C = start3("hedged-claim")
HEDGE_DECL_TRAPS = [
    ("We buy our curry pastes ready-made and haven't read every label yet, so our vegan curries should be vegan "
     "- we're working on confirming it.", None),
    ("To the best of our knowledge the bun on the vegan burger has no dairy, but the bakery hasn't confirmed it "
     "in writing.", None),
    ("We think the tortillas are made with vegetable shortening, though our supplier has sometimes sent the ones "
     "made with lard.", None),
    ("Honestly I'm not 100% sure our vegan pesto is cheese-free - the recipe came with the previous owner and I "
     "haven't changed it.", V("Pesto Linguine", "basil pesto, cherry tomatoes, toasted pine nuts")),
    ("The vegan sausage we switched to is probably dairy-free. It's a new brand for us and we're still learning "
     "about it.", V("Vegan Sausage & Mash", "plant sausages, mash, onion gravy")),
    ("The vegan bowls are vegan, I'd say 95% sure. Our sauce cook is out this week and someone else is making "
     "the dressings.", None),
    ("Q: Is the vegan curry really vegan? A: It's supposed to be! We're double-checking the coconut cream brand "
     "and will update this page.", None),
    ("Most of our dashi is kombu, but the packet we use for the miso soup might have bonito in it - we're honestly "
     "not sure.", V("Miso Soup & Onigiri Set", "miso soup, two onigiri, pickles")),
]
for text, item in HEDGE_DECL_TRAPS:
    case(C, "The restaurant hedges on its own vegan-labelled dishes: %r. Uncertain in its own words: no fit." % text,
         NOT_FIT, menu=plus(item) if item else plus(n_mains=3), reviews=good(), decls=[D(text)])

HEDGE_MENU_TRAPS = [
    V("Vegan Pad Thai", "rice noodles, tofu, tamarind, peanuts, lime (we believe our tamarind sauce is free of fish "
                        "sauce, but please double-check with your server)"),
    V("Vegan Ramen", "kombu & shiitake broth, corn, tofu, scallion - vegan as far as we know; we're still waiting on "
                     "the ingredient sheet for the noodles"),
    V("Vegan Lasagna", "cashew ricotta, spinach, marinara, fresh pasta sheets (the pasta may or may not contain egg, "
                       "depending on the batch)"),
    V("Vegan Tikka Masala", "roasted cauliflower, tomato-cashew gravy, basmati - a touch of butter may be used on busy "
                            "nights"),
    V("Vegan Shepherd's Pie", "lentils, carrots, peas, mashed potato (probably dairy-free - ask us, the mash recipe "
                              "changes with the cook)"),
]
for item in HEDGE_MENU_TRAPS:
    dish_trap(C, "A vegan-labelled dish whose own description hedges: %r." % item["description"], item)

HEDGE_DINER_TRAPS = [
    "I think the vegan tacos had cotija on them? Not sure, it was dark in there. Still tasty though.",
    "pretty sure the 'vegan' dumpling wrappers have egg in them, I'm like 80% sure I tasted it. ask before ordering",
    "The server said the curry 'should be' vegan, went to ask the kitchen and never came back. It tasted buttery to me.",
    "The vegan chili probably has beef stock in it - it tastes exactly like the regular one - but who knows.",
    "I could be wrong but I'm fairly certain the gravy on the vegan poutine is the same beef gravy as the regular.",
]
for text in HEDGE_DINER_TRAPS:
    case(C, "A diner's hedged suspicion of an animal product in the vegan dishes: %r. A diner alone: unknown."
         % text, UNKNOWN, menu=plus(n_mains=3), reviews=good() + [R(text, rating=3)])
case(C, "A diner's report, hedged: 'fairly sure the ramen broth isn't vegetable-only, it tasted porky; staff couldn't "
        "say'. A diner alone: unknown.", UNKNOWN, menu=plus(n_mains=3), reviews=good(),
     reports=[U("I'm fairly sure the vegan ramen broth isn't vegetable-only, it tasted porky. Staff couldn't say.",
                diet="strict_vegan", outcome="neutral")])
case(C, "Vegetarian: the restaurant hedges that the vegetarian tom yum's chili paste 'probably contains dried "
        "shrimp'.", NOT_FIT,
     **base("vegetarian", M("Vegetarian Tom Yum", "mushrooms, lemongrass, galangal, lime leaf, chili paste",
                            ["vegetarian"]),
            decls=[D("Our vegetarian tom yum should be fish-free, but the chili paste we buy probably contains dried "
                     "shrimp.")]))
case(C, "Pescatarian: a seafood house hedges that the chowder 'might have a little bacon in it depending on who's "
        "cooking'.", NOT_FIT, diet="pescatarian",
     menu=[M("Clam Chowder", "quahogs, potato, cream, thyme")] + smains(2), reviews=sgood(),
     decls=sdecl() + [D("The clam chowder might have a little bacon in it, depending on who's cooking that day.")],
     cuisines=["seafood"])

HEDGE_CONTROLS = [
    ("review", "Probably the best vegan ramen in the city. I think I'll be back every week."),
    ("decl", "Your vegan curry should be ready for pickup about 15 minutes after you order - maybe 20 on Fridays."),
    ("review", "I think this is my fifth visit this month? The vegan tacos might be an addiction at this point."),
    ("decl", "We might be closed on the 4th of July - check our Instagram. Everything labelled vegan here is made "
             "without meat, dairy, eggs or honey."),
    ("review", "Not sure what the secret is, but the vegan pad thai is probably the best I've had outside Bangkok."),
    ("decl", "We're pretty sure you'll love our vegan menu. Each dish marked vegan is plant-based; we read every "
             "supplier's ingredient sheet before it goes on the menu."),
]
for kind, text in HEDGE_CONTROLS:
    case(C, "Control: a hedge about taste, timing or returning, not about what is in the dish: %r." % text, FIT,
         menu=plus(n_mains=3), reviews=good() + ([R(text, rating=5)] if kind == "review" else []),
         decls=[D(text)] if kind == "decl" else [])
dish_control(C, "a vegan-labelled dish with a hedge about spice: 'probably too hot for most people'.",
             V("Jungle Curry", "green peppercorn, bamboo shoots, holy basil, tofu - probably too hot for most people, "
                               "you've been warned"))
case(C, "Control: vegetarian, a diner's hedges about returning ('I'm fairly sure I'll order the paneer again, "
        "probably every week').", FIT,
     **base("vegetarian", M("Paneer Butter Masala", "paneer, tomato, butter, cream, naan", ["vegetarian"]),
            extra_reviews=[R("I'm fairly sure I'll order the paneer again, probably every week.", rating=5)]))


# ====================================================================
# 64. social-caption: the restaurant's own posts (Instagram captions,
#     story text, replies under a post) with hashtags and emoji, and
#     diners' TikTok and Instagram posts. The hashtags say #vegan; the
#     caption puts cheese, egg, honey, pork fat or fish sauce in the
#     labelled dishes, or the hashtag is all there is of a "whole place"
#     claim. Controls: captions naming plant versions, a real whole-place
#     claim in a caption, animal emoji that are not food.
# ====================================================================
C = start3("social-caption")
CAPTION_TRAPS = [
    ("NEW DROP 🚨 our vegan smash burger now comes with a slice of real american cheese 🧀🔥 trust us on this one "
     "#vegan #plantbased #smashburger #cheesepull", V("Vegan Smash Burger", "two plant patties, pickles, onion, "
                                                                           "special sauce")),
    ("Sunday special 🌱 Vegan Katsu Curry - we run the tofu through our house egg wash before the panko for that "
     "extra crunch 🥚✨ #veganfood #katsu", V("Vegan Katsu Curry", "panko tofu, japanese curry, rice, pickles")),
    ("Drizzling the vegan cornbread with local wildflower honey 🍯🐝 because we love our bees 💛 #plantbased "
     "#supportlocal", V("Vegan BBQ Plate", "smoked jackfruit, collards, cornbread")),
    ("POV: you ordered the vegan bowl and we topped it with a jammy soy egg 🤤🥚 #eggporn #vegan #healthyeating",
     V("Vegan Rice Bowl", "brown rice, charred broccoli, pickled carrot, sesame")),
    ("The secret to our vegan ramen? 🤫 a lil spoon of pork back fat in every bowl 🐷✨ you're welcome #ramenlife "
     "#veganramen", V("Vegan Shoyu Ramen", "shoyu broth, tofu, bamboo, scallion")),
    ("Swipe ➡️ to see how we make the vegan mac: cashew sauce, then a fat handful of parm on top before it hits the "
     "broiler 🧀🔥 #vegan #macncheese #comfortfood", V("Vegan Mac", "cavatappi, cashew cheese sauce, breadcrumbs")),
    ("can't make a proper curry without a splash of nam pla 🐟 and yes that means the 'vegan' curries too 😂 "
     "#authentic #nofilter #thaifood", V("Vegan Red Curry", "tofu, bamboo, thai basil, coconut milk")),
    ("butter makes it better 🧈 every tortilla gets brushed before it hits the comal, vegan burritos included 🌯 "
     "#vegan #burritoseason", V("Vegan Burrito", "rice, black beans, fajita veg, salsa roja")),
    ("🐝 honey > sugar 🐝 every vegan glaze in this kitchen is raw honey from our rooftop hives #rooftopbees "
     "#veganish #sustainable", V("Glazed Tofu Bowl", "sticky glazed tofu, rice, greens")),
    ("Say cheese 🧀📸 every pizza, vegan ones too, gets a snowfall of pecorino on the way out of the oven "
     "#pizzanight #vegan", V("Vegan Margherita", "tomato, cashew mozzarella, basil")),
    ("Today only 🕛 the veggie pot ran dry so the vegan pho is coming out of the beef bone pot 😅 sorry fam, back to "
     "normal tmrw #phoday", V("Vegan Pho", "rice noodles, tofu, herbs, lime")),
]
for text, item in CAPTION_TRAPS:
    case(C, "The restaurant's own caption, with #vegan, puts an animal product in its labelled dish: %r." % text,
         NOT_FIT, menu=plus(item), reviews=good(), decls=[ig(text, date=OCT14)])
case(C, "The restaurant's reply under a post: the vegan gnocchi 'are made w/ potato, flour and egg so they're not 100% "
        "vegan 🙈'.", NOT_FIT, menu=plus(V("Vegan Gnocchi", "potato gnocchi, sage, olive oil, cherry tomatoes")),
     reviews=good(),
     decls=[ig("@plantlover22 sorry!! our vegan gnocchi are made w/ potato, flour and egg so they're not 100% vegan 🙈 "
               "we'll fix the menu asap")])
for text in ["Everyone's welcome at the table 🌱🍖 brisket for you, jackfruit for your vegan bestie #veganfriendly "
             "#vegan #plantbased #bbq",
             "100% #vegan vibes only ✌️🌱 come hungry #plantpowered #eatyourveggies"]:
    case(C, "A caption's hashtags at a place printing meat are not a whole-place claim; cross-contamination excluded: "
            "%r." % text, NOT_FIT, menu=mains(3) + meat(2), reviews=good(), decls=[ig(text)], xc=True)
for text in ["the vegan tacos here hit different 😭🌮 wait why is there crema on them tho 👀 #vegantok #veganfail",
             "ordered the 'vegan' bibimbap 🌱 came with a fried egg on top 🍳 and the sauce had fish sauce 🙃 "
             "#notvegan #veganfail #pdxeats",
             "PSA for my vegans 📢 the 'vegan' nuggets here are fried in the same oil as the chicken AND the batter has "
             "milk in it 🥛 asked twice #vegantiktok"]:
    case(C, "A diner's TikTok or Instagram post: %r. A diner alone: unknown." % text, UNKNOWN,
         menu=plus(n_mains=3), reviews=good() + [tiktok(text, rating=2)])

CAPTION_CONTROLS = [
    ("NEW DROP 🚨 vegan smash burger with a melty slice of @violife cheddar 🧀🌱 #vegan #plantbased #smashburger",
     V("Vegan Smash Burger", "two plant patties, pickles, onion, special sauce")),
    ("Sunday special 🌱 Vegan Katsu - panko'd in a flour & oat-milk batter, no egg in sight 🚫🥚 #vegan #katsu",
     V("Vegan Katsu Curry", "panko tofu, japanese curry, rice, pickles")),
    ("The drizzle on our vegan cornbread is agave 🌵 not honey 🙅 #beefriendly #vegan",
     V("Vegan BBQ Plate", "smoked jackfruit, collards, cornbread")),
    ("Cheese pull 🧀🤤 (it's cashew mozz obviously, we're vegan 🌱) #vegancheese #pizzanight",
     V("Vegan Margherita", "tomato, cashew mozzarella, basil")),
    ("The secret to our vegan ramen? 🤫 roasted kombu, dried shiitake and a spoon of white miso 🍜 #ramenlife "
     "#veganramen", V("Vegan Shoyu Ramen", "shoyu broth, tofu, bamboo, scallion")),
]
for text, item in CAPTION_CONTROLS:
    case(C, "Control: the restaurant's own caption names the plant version: %r." % text, FIT, menu=plus(item),
         reviews=good(), decls=[ig(text, date=OCT14)])
case(C, "Control: a whole-place claim written as a caption, at an all-vegan menu; cross-contamination excluded.", FIT,
     menu=mains(3), reviews=good(), xc=True,
     decls=[ig("Everything we serve is 100% plant-based, always 🌱 no meat, no dairy, no eggs, no honey - never have, "
               "never will #vegan #veganrestaurant")])
case(C, "Control: animal emoji that are not food ('🐷🐄🐔 = friends, not food') at an all-vegan menu.", FIT,
     menu=mains(3), reviews=good(), decls=[ig("🐷🐄🐔 = friends, not food 💚 #govegan #crueltyfree #pdxvegan")])
case(C, "Control: a diner's post praising the vegan tacos' cashew crema and pickled onion.", FIT, menu=plus(n_mains=3),
     reviews=good() + [tiktok("obsessed with the vegan tacos here 😍🌮 cashew crema + pickled onion = 🔥 #vegantok "
                              "#pdxeats", rating=5)])


# ====================================================================
# 65. location-variance: chains and multi-location restaurants whose
#     locations cook differently. The record is one location (its name
#     says which); the restaurant says that this location, some
#     locations, franchisees or the truck do it with ghee, lard, milk
#     buns, a shared fryer or beef stock. Controls: the difference is at
#     another location, or only in hours and parking, or every location
#     is declared the same.
# ====================================================================
C = start3("location-variance")
LOC_TRAPS = [
    ("Tin Cup Diner - Hawthorne", "Tin Cup Diner",
     "Menus vary by location. Our Hawthorne kitchen finishes the vegan curry with a spoon of ghee; Alberta and "
     "Sellwood use coconut oil.", V("Vegan Curry", "chickpeas, potato, spinach, coconut milk, rice")),
    ("Bowl Theory", "Bowl Theory",
     "Recipes vary between locations - some franchisees still use the original peanut sauce, which has fish sauce "
     "in it. Ask your local store.", V("Vegan Peanut Bowl", "rice noodles, tofu, cabbage, peanut sauce")),
    ("Falafel Co. - PDX Concourse C", "Falafel Co.",
     "At our airport locations (PDX Concourses C and D) the vegan wrap comes with tzatziki, because we can't stock "
     "tahini past security.", V("Vegan Falafel Wrap", "falafel, cucumber, tomato, pickled turnip, sauce")),
    ("Golden Lotus - Burnside", None,
     "Vegan at Division St. only: our Burnside shop's kitchen makes every dish with butter.", None),
    ("Casa Verde - Beaverton", "Casa Verde",
     "Not all locations carry vegan cheese. Where it's out of stock, the vegan quesadilla is made with our regular "
     "Monterey Jack.", V("Vegan Quesadilla", "flour tortilla, vegan cheese, peppers, onions, salsa")),
    ("Bun Shop - Lake Oswego", "Bun Shop",
     "Heads up: our Lake Oswego store gets its vegan buns from a different bakery and they contain milk. Every "
     "other store's buns are vegan.", V("Vegan Bao Burger", "crispy tofu, pickles, chili mayo, steamed bun")),
    ("Wildflower", "Wildflower",
     "Franchise note: menus and ingredients at independently owned Wildflower locations may differ from the ones "
     "listed on this site, vegan items included.", None),
    ("Pho Real - Pearl", "Pho Real",
     "The Pearl store makes one broth a day, from beef bones; our vegan pho is made with it there. Hollywood has a "
     "separate vegetable pot.", V("Vegan Pho", "rice noodles, tofu, herbs, lime")),
]
for name, brand, text, item in LOC_TRAPS:
    case(C, "The record is %r; the restaurant says this location (or any location) puts an animal product in the "
            "labelled dishes: %r." % (name, text), NOT_FIT, menu=plus(item) if item else plus(n_mains=3), reviews=good(),
         decls=[D(text)], name=name, listing={"chain_brand": brand} if brand else None)
case(C, "A location's own fryer: 'Our new Beaverton location is still waiting for its separate vegan fryer, so vegan "
        "fries there share oil with the chicken'; the record is Beaverton, cross-contamination excluded.", NOT_FIT,
     menu=mains(3) + meat(1), reviews=good(), xc=True, name="Sprout Burger - Beaverton",
     listing={"chain_brand": "Sprout Burger"},
     decls=[D("Our new Beaverton location is still waiting for its separate vegan fryer, so for now vegan fries there "
              "share oil with the chicken.")])
case(C, "A food truck of a restaurant: the truck shares one fryer between the vegan taquitos and the fish tacos; the "
        "record is the truck, cross-contamination excluded.", NOT_FIT, menu=mains(3) + meat(1), reviews=good(),
     xc=True, name="Casa Verde (food truck)",
     decls=[D("Same vegan recipes as the restaurant! The only difference: the truck has one fryer, so the vegan "
              "taquitos share it with the fish tacos. The restaurant on Mississippi Ave has separate fryers.")])
case(C, "The menu with the vegan labels is another location's page; this location says its bowls come with cheese and "
        "sour cream.", NOT_FIT, name="Garden Bar - Portland", listing={"chain_brand": "Garden Bar"},
     menu=[V(n, d) for n, d in [("Burrito Bowl", "rice, black beans, fajita veg, salsa"),
                                 ("Nacho Plate", "chips, black beans, pico, guac"),
                                 ("Sofritas Tacos", "braised tofu, onion, cilantro")]],
     reviews=good(),
     decls=[D("The menu linked on our Seattle page is not this store's: here in Portland the burrito bowl and the nacho "
              "plate come with cheese and sour cream as standard.")])
case(C, "A diner: 'The Eastside location does the vegan bowls right. This one put feta on mine and said that's how "
        "they do it here.' A diner alone: unknown.", UNKNOWN, menu=plus(n_mains=3), name="Olive & Thyme - Downtown",
     reviews=good() + [R("The Eastside location does the vegan bowls right. This one (downtown) put feta on mine and "
                         "said that's how they do it here. Beware.", rating=2)])
case(C, "A diner's report: at this location the vegan pho broth is beef-based. A diner alone: unknown.", UNKNOWN,
     menu=plus(n_mains=3), reviews=good(), name="Pho Real - Pearl",
     reports=[U("At the Pearl location they told me the vegan pho broth is beef-based there; the Hollywood store "
                "makes a separate veggie broth.", diet="strict_vegan", outcome="negative")])
case(C, "Vegetarian: at this location the veggie chili shares the beef-stock kettle.", NOT_FIT,
     name="Chili Co. - Gresham", listing={"chain_brand": "Chili Co."},
     **base("vegetarian", M("Veggie Chili", "three beans, peppers, cheddar, sour cream", ["vegetarian"]),
            decls=[D("At Gresham the veggie chili is made with the same beef stock as the regular (we have one "
                     "kettle); our other stores keep a vegetable kettle.")]))
case(C, "Pescatarian: a seafood chain's Tigard location makes its chowder with bacon.", NOT_FIT, diet="pescatarian",
     name="Harbor Grill - Tigard", listing={"chain_brand": "Harbor Grill"},
     menu=[M("Clam Chowder", "quahogs, potato, cream")] + smains(2), reviews=sgood(), cuisines=["seafood"],
     decls=sdecl() + [D("Our Tigard kitchen still makes the clam chowder the founder's way, with smoked bacon; the "
                        "other Harbor Grills use a butter-and-leek base.")])

LOC_CONTROLS = [
    ("Tin Cup Diner - Hawthorne", "Tin Cup Diner",
     "Menus vary by location. Our Alberta kitchen finishes the vegan curry with a spoon of ghee; here at Hawthorne, "
     "and at Sellwood, it's finished with coconut oil."),
    ("Golden Lotus - Division", None,
     "Vegan at Division St.: our Burnside shop cooks with butter, but here every dish labelled vegan is made with "
     "olive and coconut oil."),
    ("Bowl Theory", "Bowl Theory",
     "All 12 Bowl Theory locations use the same vegan recipes and the same sauces, made in our central kitchen and "
     "checked every quarter."),
    ("Falafel Co. - PDX Concourse C", "Falafel Co.",
     "Our airport kiosks have a smaller menu, but the vegan dishes on it are exactly the same recipes as downtown."),
    ("Sprout Burger - Beaverton", "Sprout Burger",
     "Our Beaverton location closes at 8pm on Sundays; downtown stays open till 10. Free parking at both."),
]
for name, brand, text in LOC_CONTROLS:
    case(C, "Control: the record is %r; the restaurant's words about its locations clear this one or concern hours: "
            "%r." % (name, text), FIT, menu=plus(n_mains=3), reviews=good(), decls=[D(text)], name=name,
         listing={"chain_brand": brand} if brand else None)
case(C, "Control: a diner compares two locations, same vegan menu.", FIT, menu=plus(n_mains=3),
     name="Olive & Thyme - Downtown",
     reviews=good() + [R("The Eastside location is bigger, but this one has the same vegan menu and the same great "
                         "staff. Curry was perfect.", rating=5)])
case(C, "Control: the record is the chain's all-vegan location; the meat is at another location; cross-contamination "
        "excluded.", FIT, menu=mains(3), reviews=good(), xc=True, name="Moss & Maple - Alberta St.",
     decls=[D("Our Alberta St. location is 100% vegan: no meat, dairy, eggs or honey ever comes into this kitchen. "
              "(Our Foster Rd. location serves meat.)")])
case(C, "Control: vegetarian, every location keeps a vegetable kettle.", FIT, name="Chili Co. - Gresham",
     listing={"chain_brand": "Chili Co."},
     **base("vegetarian", M("Veggie Chili", "three beans, peppers, cheddar, sour cream", ["vegetarian"]),
            decls=[D("Every Chili Co. store, Gresham included, keeps a separate vegetable-stock kettle for the veggie "
                     "chili.")]))


# ====================================================================
# 66. ocr-artifact: menus that went through a scanner, a PDF extractor or
#     a scraper, and menus typed in a hurry. The animal word is still
#     there for a person to read, but split by a soft hyphen, a line-end
#     hyphen or a zero-width space, spelt with a ligature, fullwidth or
#     Cyrillic letters, left as an HTML entity or mojibake, letter-spaced,
#     misread by OCR (rn for m, 0 for o, I for l, q for g), run together or
#     misspelt. Controls: the same artefacts in plant words (chick-peas,
#     ﬁgs, mush­rooms, jalapeÃ±o, T O F U).
# ====================================================================
C = start3("ocr-artifact")
SHY, ZWSP = "\u00ad", "\u200b"
OCR_TRAPS = [
    (V("Vegan Philly", "shaved seitan, peppers, onions, on a but" + SHY + "ter-toasted hoagie roll"),
     "a soft hyphen inside 'butter'"),
    (V("Vegan Pesto Gnocchi", "potato gnocchi, basil pesto, blistered tomatoes, finished with parme-\nsan and "
                              "torn basil"), "'parmesan' broken by a line-end hyphen"),
    (V("Vegan Green Papaya Salad", "shredded papaya, long beans, tomato, peanuts, lime, palm sugar and a splash of "
                                   "\ufb01sh sauce"), "'fish' spelt with the fi ligature"),
    (V("Vegan Nachos", "corn chips, black beans, pickled jalapeño, pico, melted c h e d d a r"),
     "a letter-spaced 'cheddar'"),
    (V("Vegan Tortilla Soup", "roasted tomato & chile broth (chick" + ZWSP + "en stock base), tortilla strips, avocado"),
     "a zero-width space inside 'chicken'"),
    (V("Vegan Bagel Sandwich", "everything bagel, tomato, cucumber, capers, red onion, crearn cheese"),
     "OCR's 'rn' for 'm' in 'cream cheese'"),
    (V("Vegan Garlic Noodles", "wheat noodles, garlic, scallion, tossed in \uff22\uff35\uff34\uff34\uff25\uff32"),
     "fullwidth letters for BUTTER"),
    (V("Vegan Broccoli Stir-Fry", "broccoli, tofu, garlic, 0yster sauce, steamed rice"),
     "OCR's zero for o in 'oyster sauce'"),
    (V("Vegan Refried Bean Burrito", "pinto beans refried in Iard, rice, salsa, flour tortilla"),
     "OCR's capital I for l in 'lard'"),
    (V("Vegan Caesar Wrap", "romaine, croutons, caesar dressing (garlic, lemon, \u0430nchovy, "
                            "\u0440\u0430rmesan), spinach tortilla"),
     "Cyrillic letters inside 'anchovy' and 'parmesan'"),
    (V("Vegan Borscht", "beets, cabbage, dill, a dollop of cr&egrave;me fra&icirc;che, rye toast"),
     "HTML entities left in 'crème fraîche'"),
    (V("Vegan Pierogi Plate", "potato & onion pierogi, caramelised onion, crÃ¨me fraÃ®che"),
     "mojibake of 'crème fraîche'"),
    (V("Vegan Empanadas", "spiced potato & pea filling, pastry brushed with egq wash, salsa criolla"),
     "OCR's q for g in 'egg wash'"),
    (V("Vegan Wonton Soup", "vegetable wontons, bok choy, scallion, simmered in chickenstock"),
     "'chicken stock' run together"),
    (V("Vegan Caesar Salad", "romaine, garlic croutons, capers, anchovey dressing"), "the typo 'anchovey'"),
    (V("Vegan Loaded Potato", "baked potato, broccoli, scallion, bacn bits, chives"),
     "the typo 'bacn'"),
    (V("Vegan Lentil Moussaka", "lentils, potato, tomato, topped with bechamel (mlik, buter, flour)"),
     "the typos 'mlik' and 'buter' in a bechamel"),
    (V("Vegan Stuffed Peppers", "rice, black beans, corn, topped with mozarella and parmasan"),
     "the common misspellings 'mozarella' and 'parmasan'"),
    (V("Vegan Teriyaki Bowl", "tofu, broccoli, rice, teriyaki glaze with hunny"), "'hunny' for honey"),
    (V("Vegan Pad See Ew", "wide rice noodles, tofu, gai lan, sweet soy, scrambled <b>egg</b>"),
     "an HTML tag around 'egg'"),
]
for item, why in OCR_TRAPS:
    dish_trap(C, "A scanned or scraped vegan-labelled dish, the animal word still readable (%s): %r."
              % (why, item["description"]), item)
case(C, "A diner's typo-ridden review: 'veagn tacos came with chese and sour cram on top smh'. A diner alone: unknown.",
     UNKNOWN, menu=plus(n_mains=3), reviews=good() + [R("veagn tacos came with chese and sour cram on top smh. "
                                               "told the guy and he said thats how they come", rating=2)])
case(C, "A diner's review typed on a phone: 'pretty sure the brotth is beef, it had that bnoe broth taste'. A diner "
        "alone: unknown.", UNKNOWN, menu=plus(n_mains=3),
     reviews=good() + [R("vegan pho was ok but pretty sure the brotth is beef, it had that bnoe broth taste and the "
                         "waiter didnt know", rating=3)])

OCR_CONTROLS = [
    (V("Chana Masala Bowl", "chick-\npeas simmered in tomato, ginger & garam masala, basmati"),
     "'chickpeas' broken by a line-end hyphen"),
    (V("Fig & Onion Flatbread", "\ufb02atbread, roasted \ufb01gs, caramelised onion, cashew ricotta, rocket"),
     "the fl and fi ligatures in plant words"),
    (V("Mushroom Stroganoff", "mush" + SHY + "rooms, onion, paprika, cash" + SHY + "ew cream, wide noodles"),
     "soft hyphens in 'mushrooms' and 'cashew'"),
    (V("Vegan Borscht", "beets, cabbage, dill, a dollop of cashew cr&egrave;me, rye toast"),
     "an HTML entity in a cashew crème"),
    (V("Veggie Fajita Plate", "sautÃ©ed peppers & onions, jalapeÃ±o, black beans, piÃ±a salsa, corn tortillas"),
     "mojibake in plant words"),
    (V("Crispy T O F U Bowl", "S E I T A N or tofu, rice, pickles, sesame"), "letter-spaced plant words"),
    (V("Jackfruit Tinga Tacos", "jack" + ZWSP + "fruit in chipotle-tomato sauce, onion, cilantro, corn tortillas"),
     "a zero-width space in 'jackfruit'"),
    (V("Wild Rnushroom Risotto", "arborio, rnushrooms, white wine, olive oil, nutritional yeast"),
     "OCR's 'rn' for 'm' in 'mushroom'"),
    (V("\uff34\uff2f\uff26\uff35 Teriyaki Bowl", "tofu, broccoli, rice, teriyaki glaze with agave"),
     "fullwidth letters for TOFU"),
]
for item, why in OCR_CONTROLS:
    dish_control(C, "a scanned or scraped vegan-labelled dish, artefacts only in plant words (%s): %r."
                 % (why, item["description"]), item)


# ====================================================================
# 67. bilingual-mismatch: menus printed in English and in the kitchen's
#     own language, line by line, as many US menus are. The English line
#     carries the vegan label and leaves the animal product out; the
#     other language names it -- Korean, Vietnamese, Chinese, Japanese,
#     Thai, Portuguese, Tagalog, Québécois French, Hindi, Arabic, Greek,
#     Polish, Amharic, each in its own script where it has one. Controls:
#     the second line naming only plants.
# ====================================================================
C = start3("bilingual-mismatch")
BILINGUAL_TRAPS = [
    ("Vegan Bibimbap / 비빔밥", "rice, seasoned vegetables, gochujang · 밥, 나물, 고추장, 계란 프라이",
     "Korean: 계란 프라이, a fried egg"),
    ("Vegan Kimchi Stew / 김치찌개", "aged kimchi, tofu, onion, scallion · 묵은지, 두부, 양파, 대파, 돼지고기 앞다리살",
     "Korean: 돼지고기 앞다리살, pork shoulder"),
    ("Vegan Pho / Phở Chay", "vegetable broth, rice noodles, tofu, herbs · nước dùng xương bò, bánh phở, đậu hũ, rau thơm",
     "Vietnamese: nước dùng xương bò, beef-bone broth"),
    ("Vegan Broken Rice / Cơm Tấm Chay", "lemongrass tofu, pickles, scallion oil · đậu hũ sả, đồ chua, mỡ hành, "
                                         "trứng ốp la", "Vietnamese: mỡ hành (scallions in pork fat) and a fried egg"),
    ("Vegan Mapo Tofu / 麻婆豆腐", "silken tofu, chili bean paste, Sichuan pepper · 嫩豆腐、豆瓣酱、花椒、牛肉末",
     "Chinese: 牛肉末, minced beef"),
    ("Vegan Wonton Soup / 素馄饨汤", "vegetable wontons, bok choy, scallion · 素馅馄饨、青菜、葱花、鸡汤",
     "Chinese: 鸡汤, chicken soup"),
    ("Vegan Miso Ramen / 味噌ラーメン", "miso broth, corn, bean sprouts, tofu · 味噌、豚骨スープ、コーン、もやし",
     "Japanese: 豚骨スープ, pork-bone soup"),
    ("Vegan Kitsune Udon / きつねうどん", "udon, fried tofu, scallion · うどん、油揚げ、ねぎ、かつお出汁",
     "Japanese: かつお出汁, bonito dashi"),
    ("Vegan Green Curry / แกงเขียวหวาน", "coconut milk, Thai basil, tofu, bamboo · กะทิ, โหระพา, เต้าหู้, หน่อไม้, น้ำปลา",
     "Thai: น้ำปลา, fish sauce"),
    ("Vegan Feijoada / Feijoada Vegana", "black beans, smoked tofu, collards, orange · feijão preto, tofu defumado, "
                                         "couve, laranja, paio e toucinho", "Portuguese: paio e toucinho"),
    ("Vegan Moqueca / Moqueca Vegana", "hearts of palm, coconut milk, dendê, peppers · palmito, leite de coco, dendê, "
                                       "pimentão, caldo de camarão", "Portuguese: caldo de camarão, shrimp stock"),
    ("Vegan Pancit / Pancit Gulay", "rice noodles, cabbage, carrots, calamansi · bihon, repolyo, karot, kalamansi, "
                                    "sabaw ng manok", "Tagalog: sabaw ng manok, chicken broth"),
    ("Vegan Adobo / Adobong Tokwa", "tofu, soy, vinegar, garlic, bay leaf · tokwa, toyo, suka, bawang, laurel, "
                                    "ginisa sa mantika ng baboy", "Tagalog: sautéed in mantika ng baboy, pork fat"),
    ("Vegan Poutine / Poutine végétalienne", "fries, brown gravy, green onion · frites, sauce brune au fond de "
                                             "bœuf, oignons verts", "Québécois: sauce brune au fond de bœuf"),
    ("Vegan Dal Tadka / दाल तड़का", "yellow lentils, cumin, garlic tempering · पीली दाल, जीरा, लहसुन, घी का तड़का",
     "Hindi in Devanagari: घी का तड़का, a ghee tempering"),
    ("Vegan Mujadara / مجدرة", "lentils, rice, crispy onions · عدس، أرز، بصل مقلي بالسمن البلدي",
     "Arabic: onions fried in السمن البلدي, clarified butter"),
    ("Vegan Gemista / Γεμιστά", "tomatoes & peppers stuffed with herbed rice · ντομάτες, πιπεριές, ρύζι, κιμάς μοσχαρίσιος",
     "Greek: κιμάς μοσχαρίσιος, minced beef"),
    ("Vegan Pierogi / Pierogi Ruskie", "potato & onion dumplings · ziemniaki, cebula, twaróg, okrasa z boczku",
     "Polish: twaróg (farmer's cheese) and okrasa z boczku (bacon topping)"),
    ("Vegan Shiro / ሽሮ ወጥ", "chickpea stew, injera · ሽሮ, ሽንኩርት, ንጥር ቅቤ, እንጀራ",
     "Amharic in Ge'ez script: ንጥር ቅቤ, spiced clarified butter"),
]
for name, desc, why in BILINGUAL_TRAPS:
    dish_trap(C, "A bilingual menu line: the English says vegan, the other language names the animal product (%s): "
                 "%r." % (why, desc), V(name, desc))
case(C, "A diner who reads the second line: 'the korean side of the menu literally says 계란 (egg) for the vegan "
        "bibimbap'. A diner alone: unknown.", UNKNOWN, menu=plus(n_mains=3),
     reviews=good() + [R("heads up - the english menu says vegan bibimbap but the korean side literally lists 계란 "
                         "(egg) and 소고기 (beef). my mom read it out to me. ordered something else", rating=3)])

BILINGUAL_CONTROLS = [
    ("Vegan Bibimbap / 비빔밥", "rice, seasoned vegetables, gochujang, tofu · 밥, 나물, 고추장, 두부"),
    ("Vegan Pho / Phở Chay", "vegetable broth, rice noodles, tofu, mushrooms · nước dùng rau củ, bánh phở, đậu hũ, nấm"),
    ("Vegan Mapo Tofu / 麻婆豆腐", "silken tofu, chili bean paste, Sichuan pepper, shiitake · 嫩豆腐、豆瓣酱、花椒、香菇末"),
    ("Vegan Kitsune Udon / 精進きつねうどん", "udon, fried tofu, scallion, kombu-shiitake broth · うどん、油揚げ、ねぎ、"
                                           "昆布と椎茸の出汁"),
    ("Vegan Green Curry / แกงเขียวหวานเจ", "coconut milk, Thai basil, tofu, bamboo · กะทิ, โหระพา, เต้าหู้, หน่อไม้, "
                                          "ซีอิ๊วขาว"),
    ("Vegan Feijoada / Feijoada Vegana", "black beans, smoked tofu, collards, orange · feijão preto, tofu defumado, "
                                         "couve, laranja, farofa de mandioca"),
    ("Vegan Pancit / Pancit Gulay", "rice noodles, cabbage, carrots, calamansi · bihon, repolyo, karot, kalamansi, "
                                    "sabaw ng gulay"),
    ("Vegan Chana Masala / छोले मसाला", "chickpeas, tomato, onion, ginger · काबुली चना, टमाटर, प्याज़, अदरक"),
    ("Vegan Mujadara / مجدرة", "lentils, rice, crispy onions · عدس، أرز، بصل مقلي بزيت الزيتون"),
    ("Vegan Poutine / Poutine végétalienne", "fries, mushroom gravy, cashew curds · frites, sauce brune aux "
                                             "champignons, fromage de cajou en grains"),
]
for name, desc in BILINGUAL_CONTROLS:
    dish_control(C, "a bilingual menu line whose second language names only plants: %r." % desc, V(name, desc))


# ====================================================================
# 68. mock-meat: plant dishes named after meat, fish, egg and dairy, the
#     way vegan menus name them (jackfruit carnitas, chicken-of-the-woods,
#     lion's mane "crab" cakes, carrot lox, watermelon "tuna", tofu "egg"
#     salad, shiitake bacon) are controls. Traps: the mock dish built on
#     an animal product -- a mycoprotein nugget bound with egg white,
#     lentil meatballs bound with egg and parmesan, jackfruit braised in
#     pork fat, carrot lox on dairy cream cheese, Hellmann's Real, classic
#     buffalo sauce, béarnaise, béchamel, a liège waffle, a Hokkaido milk
#     bun, a MorningStar patty with regular mayo.
# ====================================================================
C = start3("mock-meat")
MOCK_TRAPS = [
    (V("Vegan 'Chicken' Nuggets", "mycoprotein nuggets (mycoprotein, egg white, wheat), fries, ketchup"),
     "mycoprotein nuggets bound with egg white"),
    (V("Meatless Meatball Sub", "lentil meatballs bound with egg and parmesan like nonna made them, marinara, hoagie"),
     "lentil meatballs bound with egg and parmesan"),
    (V("Jackfruit Carnitas Tacos", "young jackfruit slow-braised in rendered pork fat for flavour, salsa verde, onion"),
     "jackfruit braised in rendered pork fat"),
    (V("Carrot Lox Bagel", "smoked carrot lox, whipped Philadelphia cream cheese, capers, red onion"),
     "carrot lox on Philadelphia cream cheese"),
    (V("Chickpea 'Tuna' Sandwich", "smashed chickpea tuna, Hellmann's Real Mayonnaise, celery, dill, rye"),
     "Hellmann's Real mayonnaise"),
    (V("Cauliflower 'Wings'", "battered cauliflower tossed in classic buffalo sauce (Frank's RedHot & melted butter)"),
     "a classic buffalo sauce of hot sauce and butter"),
    (V("Seitan 'Steak' Frites", "seared seitan steak, fries, béarnaise"), "béarnaise"),
    (V("Mushroom 'Bacon' Carbonara", "crispy shiitake bacon, spaghetti, black pepper, silky pecorino & yolk sauce"),
     "a pecorino and yolk carbonara sauce"),
    (V("Plant-Based 'Chick'n' Sandwich", "MorningStar Farms Chik Patty, shredded lettuce, regular mayo, toasted bun"),
     "a vegetarian-not-vegan patty with regular mayo"),
    (V("Lion's Mane 'Crab' Cakes", "shredded lion's mane mushroom bound with egg & panko, old bay, lemon"),
     "lion's mane bound with egg"),
    (V("Impossible 'Meat' Lasagna", "Impossible beef ragù, lasagna sheets, béchamel, basil"),
     "a béchamel on an Impossible lasagna"),
    (V("Vegan 'Chicken' & Waffles", "fried seitan chick'n, Belgian liège waffle, maple syrup"),
     "a liège waffle (a butter-and-egg brioche dough)"),
    (V("Lentil Sloppy Joe", "lentil & walnut joe, pickles, on a toasted Hokkaido milk bun"),
     "a Hokkaido milk bun"),
    (V("Vegan Gyro", "seitan gyro strips, tomato, onion, tirokafteri, warm pita"), "tirokafteri, a feta dip"),
    (V("Banana Blossom 'Fish' & Chips", "banana blossom in a beer & egg batter, chips, tartare"),
     "an egg batter"),
]
for item, why in MOCK_TRAPS:
    dish_trap(C, "A mock-meat dish labelled vegan, built on an animal product (%s): %r." % (why, item["description"]),
              item)
case(C, "A diner: the 'vegan' nuggets are a mycoprotein brand whose box says 'contains egg'. A diner alone: unknown.",
     UNKNOWN, menu=plus(n_mains=3),
     reviews=good() + [R("the 'vegan' chicken nuggets are the mycoprotein ones from the freezer aisle and the box "
                         "literally says CONTAINS EGG. vegetarian, not vegan guys", rating=2)])
case(C, "Vegetarian: a 'meatball' sub printed vegetarian whose mushroom meatballs simmer in a beef-and-pork Sunday "
        "gravy.", NOT_FIT,
     **base("vegetarian", M("Veggie 'Meatball' Sub", "mushroom meatballs simmered all day in our Sunday gravy (the "
                                                     "braising liquid from the beef & pork), provolone",
                            ["vegetarian"])))

MOCK_CONTROLS = [
    V("Jackfruit Carnitas Tacos", "slow-braised jackfruit 'carnitas', salsa verde, onion, cilantro, corn tortillas"),
    V("Chicken-of-the-Woods Sandwich", "fried chicken-of-the-woods mushroom, pickles, vegan mayo, toasted sourdough"),
    V("Lion's Mane 'Crab' Cakes", "shredded lion's mane, chickpea-flour binder, old bay, vegan remoulade"),
    V("Carrot Lox Bagel", "smoked carrot 'lox', cashew cream cheese, capers, red onion, everything bagel"),
    V("Watermelon 'Tuna' Poke", "compressed watermelon 'tuna', avocado, edamame, sushi rice, ponzu"),
    V("Tofu 'Egg' Salad Sandwich", "mashed tofu, kala namak, turmeric, vegan mayo, rye"),
    V("Shiitake 'Bacon' BLT", "crispy shiitake bacon, lettuce, beefsteak tomato, vegan mayo, sourdough"),
    V("Buffalo Cauliflower 'Wings'", "battered cauliflower, buffalo sauce (hot sauce & vegan butter), vegan ranch"),
    V("Seitan 'Steak' Frites", "seared seitan steak, chimichurri, fries"),
    V("Banana Blossom 'Fish' & Chips", "banana blossom in a seaweed & chickpea-flour batter, chips, vegan tartare"),
    V("Walnut 'Chorizo' Breakfast Burrito", "spiced walnut chorizo, turmeric tofu scramble, potatoes, salsa"),
    V("Hen of the Woods 'Steak'", "pressed maitake (hen of the woods), butternut purée, salsa verde"),
]
for item in MOCK_CONTROLS:
    dish_control(C, "a plant dish named after meat, fish, egg or dairy: %r %r." % (item["name"], item["description"]),
                 item)


# ====================================================================
# 69. ingredient-statement: the restaurant pastes a supplier's ingredient
#     statement (FDA-style capitals with "CONTAINS:" lines, EU E-numbers,
#     percentages) or its own recipe card (cups, tablespoons, pounds per
#     batch) into a vegan-labelled dish or its about page. The animal
#     product is one item of the list: milk protein, whey, egg-white
#     powder in the noodles, E120 colouring, E441, lanolin vitamin D3,
#     honey (8%), pecorino 12%, beef bouillon per gallon, bacon ends for
#     depth, a lard roux. Controls: the same lists with plant items only.
# ====================================================================
C = start3("ingredient-statement")
STATEMENT_TRAPS = [
    (V("Vegan Grilled Cheese", "sourdough, tomato, vegan cheddar. Cheese ingredients: FILTERED WATER, COCONUT OIL, "
                               "POTATO STARCH, MILK PROTEIN CONCENTRATE, SEA SALT, ANNATTO (COLOR)."),
     "milk protein concentrate in the 'vegan' cheese"),
    (V("Vegan Smash Burger", "two plant patties, pickles, onion. Bun: ENRICHED WHEAT FLOUR, WATER, SUGAR, YEAST, "
                             "SOYBEAN OIL, WHEY, SALT, DOUGH CONDITIONERS. CONTAINS: WHEAT, MILK."),
     "whey and a CONTAINS: MILK line in the bun"),
    (V("Vegan Sweet & Sour Tofu", "crispy tofu, peppers, pineapple, red glaze (sugar, rice vinegar, tomato, E120), "
                                  "rice"), "E120 (carmine) in the glaze"),
    (V("Vegan Fried Rice", "jasmine rice, peas, carrot, scallion, tofu. Seasoning: salt, sugar, MSG, chicken powder, "
                           "white pepper"), "chicken powder in the seasoning"),
    (V("Vegan Pho", "broth: water, charred onion, ginger, star anise, cinnamon, rock sugar, beef bouillon powder "
                    "(2 tbsp per gallon); rice noodles, tofu, herbs"), "beef bouillon powder per gallon"),
    (V("Vegan Miso Ramen", "miso broth, corn, tofu. Noodles: WHEAT FLOUR, WATER, EGG WHITE POWDER, KANSUI, SALT"),
     "egg-white powder in the noodles"),
    (V("Vegan Margherita", "tomato, basil, vegan mozzarella fortified with vitamin D3 (from lanolin) and B12"),
     "vitamin D3 from lanolin"),
    (V("Vegan Pesto Pasta", "linguine, cherry tomatoes, pesto (basil 40%, olive oil, pine nuts, Pecorino Romano DOP "
                            "12%, garlic, salt)"), "pecorino at 12% of the pesto"),
    (V("Vegan BBQ Jackfruit Sandwich", "pulled jackfruit, slaw, bun. BBQ sauce: tomato paste, molasses, cider vinegar, "
                                       "honey (8%), smoked paprika, salt"), "honey at 8% of the sauce"),
    (V("Vegan Gumbo", "okra, trinity, filé, red beans, rice, dark roux (flour & lard, 1:1)"), "a lard roux, 1:1"),
    (V("Glazed Tofu Bowl", "sesame tofu, rice, greens, shiny ginger glaze (sugar, soy, glucose syrup, E441)"),
     "E441 (gelatine) in the glaze"),
]
for item, why in STATEMENT_TRAPS:
    dish_trap(C, "A vegan-labelled dish with a pasted ingredient statement naming an animal product (%s): %r."
              % (why, item["description"]), item)

RECIPE_TRAPS = [
    ("How we make our vegan dal, home-style: 1 cup toor dal, 1 tsp turmeric, 2 tbsp ghee, 1 tsp cumin seed, 4 cloves "
     "garlic, salt to taste.", V("Vegan Dal", "yellow lentils, cumin, garlic, rice")),
    ("Our vegan pad thai sauce, by the batch: 2 cups tamarind pulp, 1 cup palm sugar, 1/2 cup fish sauce, 1/4 cup "
     "lime juice.", V("Vegan Pad Thai", "rice noodles, tofu, bean sprouts, peanuts, lime, house sauce")),
    ("Chef's notes - vegan chili, for 40 portions: 6 lb kidney beans, 4 lb onions, 2 lb peppers, 1 lb bacon ends for "
     "depth, 1 cup chili powder.", V("Vegan Chili", "three beans, peppers, onion, cornbread")),
    ("Recipe card, vegan mashed potatoes (serves 12): 5 lb yukon gold, 1 stick unsalted butter, 1 cup oat milk, "
     "salt, white pepper.", V("Vegan Bangers & Mash", "plant sausages, mashed potatoes, onion gravy")),
]
for text, item in RECIPE_TRAPS:
    case(C, "The restaurant's own recipe card, with quantities, puts an animal product in a labelled dish: %r." % text,
         NOT_FIT, menu=plus(item), reviews=good(), decls=[D(text, src="https://restaurant.example/blog/recipes")])
case(C, "A diner quotes the package: the vegan sausages come in a 'natural casing (pork)'. A diner alone: unknown.",
     UNKNOWN, menu=plus(V("Vegan Sausage Plate", "two plant sausages, sauerkraut, mustard, rye")),
     reviews=good() + [R("asked to see the packaging for the vegan sausages because they snapped like real ones. "
                         "ingredients list ends with 'NATURAL CASING (PORK)'. so... no", rating=2)])

STATEMENT_CONTROLS = [
    V("Vegan Grilled Cheese", "sourdough, tomato, vegan cheddar. Cheese ingredients: FILTERED WATER, COCONUT OIL, "
                              "POTATO STARCH, SEA SALT, OLIVE EXTRACT, BETA CAROTENE (COLOR)."),
    V("Vegan Smash Burger", "two plant patties, pickles, onion. Bun: ENRICHED WHEAT FLOUR, WATER, SUGAR, YEAST, "
                            "SOYBEAN OIL, SALT. CONTAINS: WHEAT."),
    V("Vegan Sweet & Sour Tofu", "crispy tofu, peppers, pineapple, red glaze (sugar, rice vinegar, tomato, E160c), "
                                 "rice"),
    V("Vegan Fried Rice", "jasmine rice, peas, carrot, scallion, tofu. Seasoning: salt, sugar, MSG, mushroom powder, "
                          "white pepper"),
    V("Vegan Miso Ramen", "miso broth, corn, tofu. Noodles: WHEAT FLOUR, WATER, KANSUI (SODIUM CARBONATE), SALT"),
    V("Vegan Pesto Pasta", "linguine, cherry tomatoes, pesto (basil 40%, olive oil, pine nuts, nutritional yeast 5%, "
                           "garlic, salt)"),
]
for item in STATEMENT_CONTROLS:
    dish_control(C, "a pasted ingredient statement naming only plants: %r." % item["description"], item)
case(C, "Control: the restaurant's recipe card for the vegan dal, with coconut oil.", FIT,
     menu=plus(V("Vegan Dal", "yellow lentils, cumin, garlic, rice")), reviews=good(),
     decls=[D("How we make our vegan dal, home-style: 1 cup toor dal, 1 tsp turmeric, 2 tbsp coconut oil, 1 tsp cumin "
              "seed, 4 cloves garlic, salt to taste.", src="https://restaurant.example/blog/recipes")])
case(C, "Control: the recipe card for the vegan mash, with olive oil and oat milk.", FIT,
     menu=plus(V("Vegan Bangers & Mash", "plant sausages, mashed potatoes, onion gravy")), reviews=good(),
     decls=[D("Recipe card, vegan mashed potatoes (serves 12): 5 lb yukon gold, 1/2 cup olive oil, 1 cup oat milk, "
              "salt, white pepper.", src="https://restaurant.example/blog/recipes")])


# ====================================================================
# Round 8: where the decisive words sit and who says them. Footnote and
# key markers defined at the bottom of long menus, section headings that
# carry the animal product over bare dish names, sizes, daily specials,
# set lunches, kids' and catering menus that change a labelled dish,
# cocktails and desserts with animal products under bar and pastry names,
# reviews in dialect, sarcasm, rhetorical questions and quoted staff with
# the owner's replies, the cooking method (basted, deglazed, mounted,
# brushed, boiled in the ravioli water), and cuisine-specific bases for
# vegetarians, pescatarians and vegans. Written without reading the engine
# or its lexicon; about a third of the cases are controls whose words only
# look risky (butter beans, coconut cream, kombu dashi, cashew parm).
# ====================================================================

OWNER_REPLY = "https://reviews.example/r/owner-response"


def owner(text, date=None):
    """The owner's public reply under a review: the restaurant's own words."""
    return D(text, date=date, src=OWNER_REPLY)


def filler_menu(n=14):
    """Sides, starters and drinks without labels, to make a menu long."""
    sides = [("Garlic Fries", "sea salt, parsley"), ("House Pickles", "dill, mustard seed"),
             ("Side Salad", "mixed leaves, radish, house vinaigrette"), ("Charred Corn", "lime, chili"),
             ("Steamed Rice", "jasmine"), ("Seasonal Greens", "garlic, chili flake"),
             ("Tortilla Chips", "salsa roja"), ("Roasted Potatoes", "rosemary"),
             ("Fresh Lime Soda", "sweet or salted"), ("Hibiscus Iced Tea", "lightly sweetened"),
             ("Cold Brew", "16 oz"), ("Sparkling Water", "750 ml"), ("Mango Sorbet", "two scoops"),
             ("Pickled Cucumber Salad", "rice vinegar, sesame"), ("Hand-Cut Chips", "malt vinegar"),
             ("Refresco de Tamarindo", "house-made")]
    return [M(n, d, section="Sides & Drinks") for n, d in sides[:n]]


# ====================================================================
# 70. footnote-key: a vegan-labelled dish carries a marker -- §, ◊, ⁂,
#     (a), [3], ^, #, a superscript letter, "see note 4" -- and the key
#     that says what the marker means sits at the bottom of a long menu,
#     as its own line or on the about page, and names an animal product.
#     Controls: the same markers defined as plant facts or as allergens
#     of plants (sesame, soy, tree nuts).
# ====================================================================
C = start3("footnote-key")
FOOTNOTE_TRAPS = [
    ("Smoky Black Bean Soup§", "chipotle, lime, tortilla strips",
     M("§ Notes", "§ soups are started on our house ham-hock stock", section="Notes")),
    ("Golden Tofu Curry◊", "turmeric, lemongrass, coconut, jasmine rice",
     M("◊ Kitchen key", "◊ our curry pastes are pounded in-house with kapi and dried prawns", section="Key")),
    ("Charred Leek Risotto⁂", "arborio, white wine, thyme",
     M("⁂", "⁂ = finished the classic way: grana and a cold cube of unsalted butter", section="Notes")),
    ("Sesame Noodle Bowl (a)", "wheat noodles, cucumber, chili crisp",
     M("(a)", "(a) noodles are fresh egg noodles from Wing Hing", section="Footnotes")),
    ("Roasted Cauliflower Shawarma [3]", "tahini, pickled turnip, pita",
     M("[3]", "[3] pita brushed with clarified butter before it hits the grill", section="Footnotes")),
    ("Crispy Potato Tacos^", "salsa macha, cabbage, lime",
     M("^ Tortillas", "^ our flour tortillas are made the Sonoran way, with rendered beef fat", section="Notes")),
    ("Street Corn Bowl #", "esquites, black beans, rice, chili-lime",
     M("# About our esquites", "# esquites are tossed with mayo and crumbled añejo, as in Mexico City",
       section="Notes")),
    ("Miso-Glazed Eggplant ᵇ", "rice, pickles, sesame greens",
     M("ᵇ", "ᵇ our miso glaze is let down with a bonito-based stock for depth", section="Notes")),
]
for name, desc, key in FOOTNOTE_TRAPS:
    trap = V(name, desc)
    menu = [trap] + mains(2) + meat(2) + filler_menu(12) + [key]
    case(C, "A vegan-labelled dish carries a marker; the key at the bottom of a %d-item menu says: %r."
            % (len(menu), key["description"]), NOT_FIT, menu=menu, reviews=good())

FOOTNOTE_DECL_TRAPS = [
    ("Pan-Roasted Mushroom Toast (see note 4)", "sourdough, garlic, thyme",
     "Menu notes: 1. Please tell us about allergies. 2. Card only. 3. 18% service for parties of 8+. "
     "4. Toasts are griddled in the drippings from our Sunday roast."),
    ("Vegan Pad See Ew ✱", "wide rice noodles, Chinese broccoli, tofu",
     "✱ Wok dishes marked with a star are seasoned with our master sauce (soy, oyster extract, palm sugar)."),
    ("Harissa Carrot Plate ⓓ", "freekeh, herbs, pomegranate",
     "Key: ⓖ contains gluten · ⓝ contains nuts · ⓓ dressed with our whipped feta"),
    ("Vegan Chili Cheese Fries †††", "three-bean chili, cashew cheese, scallion",
     "††† fries are cooked in beef dripping - the old-fashioned chip-shop way."),
    ("Beet Tartare²", "capers, shallot, mustard, rye crisps",
     "¹ Gluten-free on request. ² Bound with a cured yolk, grated at the pass."),
    ("Lemongrass Tofu Skewers (*)", "nuoc cham, herbs, vermicelli",
     "(*) Our nuoc cham is the real thing - Three Crabs, lime, sugar, garlic."),
]
for name, desc, note in FOOTNOTE_DECL_TRAPS:
    menu = [V(name, desc)] + mains(2) + meat(2) + filler_menu(10)
    case(C, "A vegan-labelled dish carries a marker defined only on the menu-notes page: %r." % note, NOT_FIT,
         menu=menu, reviews=good(), decls=[D(note, src="https://restaurant.example/menu-notes")])
case(C, "The marker sits on the section heading, not the dish; the key at the bottom says the section's dishes share "
        "the brisket smoker's drip pan.", NOT_FIT,
     menu=[V("Smoked Carrot Sandwich", "pickles, slaw, potato bun", section="From the Pit ‡"),
           V("Smoked Jackfruit Plate", "beans, slaw", section="From the Pit ‡")] + mains(1) + meat(2)
     + filler_menu(10) + [M("‡ Pit notes", "‡ everything from the pit sits under the brisket and catches its drip",
                            section="Notes")], reviews=good())

FOOTNOTE_CONTROLS = [
    ("Smoky Black Bean Soup§", "chipotle, lime, tortilla strips",
     M("§ Notes", "§ soups are started on kombu and charred onion stock, never meat", section="Notes")),
    ("Golden Tofu Curry◊", "turmeric, lemongrass, coconut, jasmine rice",
     M("◊ Kitchen key", "◊ our curry pastes are pounded in-house from chili, galangal and lemongrass - no shrimp paste",
       section="Key")),
    ("Sesame Noodle Bowl (a)", "wheat noodles, cucumber, chili crisp",
     M("(a)", "(a) noodles are eggless wheat noodles, flour and water only", section="Footnotes")),
    ("Crispy Potato Tacos^", "salsa macha, cabbage, lime",
     M("^ Tortillas", "^ our flour tortillas are made with vegetable shortening, lard-free since day one",
       section="Notes")),
    ("Roasted Cauliflower Shawarma [3]", "tahini, pickled turnip, pita",
     M("[3]", "[3] contains sesame", section="Footnotes")),
]
for name, desc, key in FOOTNOTE_CONTROLS:
    menu = [V(name, desc)] + mains(2) + meat(2) + filler_menu(12) + [key]
    case(C, "Control: the key at the bottom of a long menu names only plants or plant allergens: %r."
            % key["description"], FIT, menu=menu, reviews=good())
case(C, "Control: menu notes with numbered house rules; note 4 is about the toasts' olive oil.", FIT,
     menu=[V("Pan-Roasted Mushroom Toast (see note 4)", "sourdough, garlic, thyme")] + mains(2) + meat(2)
     + filler_menu(10), reviews=good(),
     decls=[D("Menu notes: 1. Please tell us about allergies. 2. Card only. 3. 18% service for parties of 8+. "
              "4. Toasts are griddled with olive oil on their own pan.", src="https://restaurant.example/menu-notes")])
case(C, "Control: an allergen key of circled letters, the vegan dish marked for gluten and nuts only.", FIT,
     menu=[V("Harissa Carrot Plate ⓖⓝ", "freekeh, herbs, pomegranate, pistachio")] + mains(2) + meat(2)
     + filler_menu(10), reviews=good(),
     decls=[D("Key: ⓖ contains gluten · ⓝ contains nuts · ⓢ contains sesame",
              src="https://restaurant.example/menu-notes")])


# ====================================================================
# 71. heading-carrier: bare dish names ("Pho Chay", "Aloo Gobi", "Ma Po
#     Tofu") printed vegan, with nothing in their own line; the section
#     heading above them carries the animal product ("every bowl on our
#     24-hour beef bone broth", "all curries finished with desi ghee").
#     Controls: headings whose words only look risky (Butter Beans &
#     Greens, Coconut Cream Curries, Kombu Dashi Noodles).
# ====================================================================
C = start3("heading-carrier")
HEADING_TRAPS = [
    ("Phở — every bowl built on our 24-hour beef-bone broth", ["Pho Chay", "Pho Tofu Nam"]),
    ("Curries (all finished with a spoon of desi ghee)", ["Aloo Gobi", "Chana Saag"]),
    ("Rotisserie Sides · basted under the spinning chickens", ["Roast Potatoes", "Charred Cabbage Wedge"]),
    ("WOK — all stir-fries tossed in house oyster sauce", ["Ma Po Tofu", "Garlic Bok Choy Noodles"]),
    ("Ramen / every bowl on our tonkotsu (pork bone) base", ["Spicy Veggie Ramen", "Corn & Tofu Ramen"]),
    ("Tamales (masa prepared with pork lard, as Abuela made it)", ["Tamal de Rajas", "Tamal de Frijol"]),
    ("Pastas — tossed in parmesan brodo", ["Aglio e Olio Vegano", "Pomodoro Vegan"]),
    ("The Fryer: everything fried in beef tallow 🐄", ["Crispy Tofu Basket", "Onion Rings (V)"]),
    ("Laksa & Curry Mee — rempah with belacan, the proper way", ["Vegan Laksa", "Tofu Curry Mee"]),
    ("Breakfast Tacos (on flour tortillas w/ bacon grease)", ["Papas con Rajas Taco", "Bean & Avocado Taco"]),
    ("Sunday Roasts - all served with Yorkshire pud & proper meat gravy", ["Nut Roast", "Mushroom Wellington"]),
    ("Korean Stews — anchovy & kelp stock", ["Soft Tofu Jjigae", "Doenjang Jjigae"]),
    ("Pies — hand-raised hot-water crust (lard)", ["Mushroom & Ale Pie", "Spiced Lentil Pie"]),
]
for heading, names in HEADING_TRAPS:
    items = [V(n, section=heading) for n in names]
    case(C, "Bare vegan-labelled names %s under a heading that carries the animal product: %r." % (names, heading),
         NOT_FIT, menu=items + mains(1) + meat(2) + filler_menu(6), reviews=good())
case(C, "A section whose vegan-labelled names come under a subheading in the description line of the first item: "
        "'The following are cooked in the schmaltz pan'.", NOT_FIT,
     menu=[V("Kasha Varnishkes", "The following three are cooked in the schmaltz pan.", section="Heimish"),
           V("Potato Latkes", section="Heimish"), V("Mushroom Kreplach", section="Heimish")] + mains(1) + meat(1),
     reviews=good())
case(C, "The heading is a diner's photo caption of the menu board: 'everything in the bao section is steamed on the "
        "pork bun baskets and glazed with lard'. A diner alone: unknown.", UNKNOWN,
     menu=[V("Mushroom Bao", section="Bao"), V("Tofu Bao", section="Bao")] + mains(2) + meat(1),
     reviews=good() + [R("pic of the board for reference. the Bao heading literally says 'all bao brushed with "
                         "lard before steaming' lol so maybe don't trust the little leaf", rating=3)])

HEADING_CONTROLS = [
    ("Butter Beans & Greens", ["Smoky Butter Bean Stew", "Butter Beans on Toast"]),
    ("Coconut Cream Curries", ["Aloo Gobi", "Chana Saag"]),
    ("Kombu Dashi Noodles — no bonito, ever", ["Kitsune Udon", "Cold Soba"]),
    ("Egg-Free Fresh Pasta (semolina & water)", ["Aglio e Olio Vegano", "Pomodoro Vegan"]),
    ("Lard-Free Tamales — masa whipped with coconut oil", ["Tamal de Rajas", "Tamal de Frijol"]),
    ("Phở Chay — mushroom & charred onion broth", ["Pho Chay", "Pho Tofu Nam"]),
    ("Smokehouse (plant-based brisket, ribs & burnt ends)", ["Seitan Brisket Plate", "Tofu Burnt Ends"]),
]
for heading, names in HEADING_CONTROLS:
    items = [V(n, section=heading) for n in names]
    case(C, "Control: bare vegan-labelled names under a heading whose words only look risky: %r." % heading, FIT,
         menu=items + mains(1) + meat(2) + filler_menu(6), reviews=good())


# ====================================================================
# 72. variant-special: the labelled dish changes with the size, the day,
#     the season, the set lunch, the kids' menu or the catering tray --
#     "small: veg broth; large: add pork", "Tuesdays the vegan ragu is
#     made with the leftover short-rib braise", a set lunch whose
#     included miso soup is awase, kids' portions tossed in butter, a
#     catering tray glazed with honey. Controls: variants that stay plant.
# ====================================================================
C = start3("variant-special")
VARIANT_TRAPS = [
    V("Vegan Noodle Soup", "small: vegetable broth, tofu, greens | large: same broth plus a ladle of pork bone stock "
                           "for body"),
    V("Vegan Fried Rice", "half portion (kids): wok-fried rice, peas, carrot | full: add a fried duck egg on top"),
    V("Vegan Burrito", "regular or 'El Jefe' (XL, stuffed with extra queso & crema)"),
    V("Vegan Ramen", "Regular ¥ | Tokusei (deluxe) ¥¥: adds seasoned soft egg, nori & a slice of chashu"),
    V("Vegan Tasting Plate", "for one: hummus, falafel, tabbouleh. For two (sharing): the same plus labneh balls & "
                             "warm halloumi"),
]
for item in VARIANT_TRAPS:
    dish_trap(C, "A vegan-labelled dish whose size variant adds an animal product: %r." % item["description"], item)

SPECIAL_TRAPS = [
    ("Soup of the day, Thursday: our vegan lentil soup, made this week with the leftover ham-bone stock.",
     V("Vegan Soup of the Day", "ask your server - always vegan, always seasonal")),
    ("Autumn special through November: the vegan pumpkin curry gets a swirl of brown butter and crispy sage.",
     V("Vegan Pumpkin Curry", "kabocha, coconut, sage, rice")),
    ("Chef's Tuesday whim: the vegan bolognese is simmered in the short-rib braising liquid for extra depth.",
     V("Vegan Bolognese", "lentils, mushrooms, tomato, rigatoni")),
    ("Festive menu (Nov-Dec): vegan wellington with a puff pastry we make with cultured butter.",
     V("Vegan Wellington", "mushroom duxelles, chestnut, spinach, puff pastry")),
    ("This month only, the vegan tostadas come topped with queso Oaxaca from our friends at Rancho Chavez.",
     V("Vegan Tostadas", "black beans, avocado, pickled onion, salsa verde")),
]
for text, item in SPECIAL_TRAPS:
    dish_trap(C, "A special running now changes a vegan-labelled dish: %r." % text, item, decls=[text])

SET_TRAPS = [
    (V("Vegan Bento Set Lunch", "agedashi tofu, pickles, rice, kinpira. Every set lunch comes with miso soup (awase "
                                "dashi) and a chawanmushi."), "set lunch includes awase miso soup and chawanmushi"),
    (V("Vegan Thali", "dal, sabzi, rice, two rotis, pickle. Like every thali, served with a bowl of lassi and a "
                      "gulab jamun."), "thali includes lassi and gulab jamun"),
    (V("Kids' Vegan Mac", "elbow pasta, cashew sauce. Kids' meals come with a milk carton and a cheese stick."),
     "kids' meal includes milk carton and cheese stick"),
    (V("Vegan Taco Catering Tray (serves 10)", "jackfruit & potato tacos, rice, beans. Trays go out with our "
                                               "complimentary sour cream & shredded cheese bar."),
     "catering tray goes out with sour cream and cheese"),
    (V("Vegan Lunch Box", "tofu wrap, slaw, chips. All lunch boxes include a fresh-baked snickerdoodle."),
     "lunch box includes a snickerdoodle"),
]
for item, why in SET_TRAPS:
    dish_trap(C, "A set, kids' or catering version of a vegan-labelled dish includes an animal product (%s)." % why,
              item)
case(C, "A diner's report that the 'large' vegan pho came with beef meatballs on top. A diner alone: unknown.",
     UNKNOWN, menu=plus(V("Vegan Pho", "small or large; mushroom broth, tofu, herbs")),
     reviews=good() + [R("small vegan pho = perfect. ordered the large today and it had bò viên (beef balls) floating "
                         "in it, waiter said large comes 'with everything'", rating=2)])
case(C, "The restaurant: the catering version of the vegan curry is made with chicken stock because 'the catering "
        "kitchen is a different team'.", NOT_FIT,
     menu=plus(V("Vegan Coconut Curry", "tofu, potato, green beans, rice")), reviews=good(),
     decls=[D("Catering note: our catering kitchen batches the curries differently - trays of the vegan curry are "
              "made with chicken stock. Restaurant portions are unchanged.", src="https://restaurant.example/catering")])
case(C, "Winter menu from October: the vegan stew now has pancetta 'for the cold months'.", NOT_FIT,
     menu=plus(V("Vegan Winter Stew", "white beans, kale, tomato, pancetta, crusty bread", date="2026-10-20T20:30:00Z")),
     reviews=good())

VARIANT_CONTROLS = [
    V("Vegan Noodle Soup", "small: vegetable broth, tofu, greens | large: same broth, double tofu and extra noodles"),
    V("Vegan Ramen", "Regular | Tokusei (deluxe): adds marinated shiitake, corn butter (vegan, Miyoko's) & extra nori"),
    V("Vegan Bento Set Lunch", "agedashi tofu, pickles, rice, kinpira. Every set lunch comes with miso soup made on "
                               "kombu dashi and a seasonal fruit cup."),
    V("Kids' Vegan Mac", "elbow pasta, cashew sauce. Kids' meals come with oat milk or apple juice."),
    V("Vegan Taco Catering Tray (serves 10)", "jackfruit & potato tacos, rice, beans, cashew crema, guac, salsa"),
]
for item in VARIANT_CONTROLS:
    dish_control(C, "a variant, set or tray of a vegan-labelled dish that stays plant: %r." % item["description"], item)
dish_control(C, "a seasonal special that changes the vegan curry towards plants: coconut cream and crispy sage.",
             V("Vegan Pumpkin Curry", "kabocha, coconut, sage, rice"),
             decls=["Autumn special through November: the vegan pumpkin curry gets a swirl of coconut cream and "
                    "crispy sage."])
dish_control(C, "a daily soup made on vegetable stock, named in the chalkboard style.",
             V("Vegan Soup of the Day", "ask your server - always vegan, always seasonal"),
             decls=["Soup of the day, Thursday: our vegan lentil soup, made on carrot-top and celery stock."])
dish_control(C, "a kids' menu where the butter is 'butter beans'.",
             V("Kids' Butter Bean Mash", "butter beans mashed with olive oil, peas, toast soldiers"))


# ====================================================================
# 73. bar-dessert-hidden: a vegan-labelled cocktail, shake or dessert
#     beside two labelled mains whose bar or pastry name is the animal
#     product: a Clover Club, a Tom & Jerry batter, a Brandy Alexander, a
#     Penicillin's honey-ginger syrup, an eggnog, Irish cream, a whey
#     protein shake, castoreum "natural vanilla", chitosan-fined wine,
#     a Bloody Caesar, Peeps, an all-butter crust, royal jelly, propolis,
#     a Ramos' cream. Controls: the plant versions named as such.
# ====================================================================
C = start3("bar-dessert-hidden")
BAR_TRAPS = [
    V("Vegan Clover Club", "gin, raspberry, lemon, shaken hard with a fresh egg white"),
    V("Vegan Tom & Jerry", "warm rum & brandy, our house Tom & Jerry batter, nutmeg"),
    V("Brandy Alexander (vegan menu)", "cognac, crème de cacao, heavy cream, grated nutmeg"),
    V("Vegan Penicillin", "blended scotch, lemon, honey-ginger syrup, Islay float"),
    V("Holiday Nog (vegan)", "spiced rum, house eggnog, cinnamon"),
    V("Vegan Espresso Martini", "vodka, cold brew, Baileys, coffee beans"),
    V("Vegan Protein Shake", "banana, peanut butter, oat milk, a scoop of whey isolate"),
    V("Vegan Bloody Caesar", "vodka, Mott's Clamato, celery salt rim, pickled bean"),
    V("Vegan Orange Wine", "skin-contact, fined with chitosan from crab shells, by the glass"),
    V("Vegan S'mores Sundae", "chocolate sorbet, graham crumb, torched Peeps"),
    V("Vegan Apple Pie", "cinnamon apples in an all-butter lattice crust"),
    V("Vegan Wellness Tonic", "turmeric, ginger, lemon, royal jelly, propolis drops"),
    V("Vegan Gin Fizz (Ramos style)", "gin, citrus, orange blossom, cream, egg white, soda"),
    V("Vegan Vanilla Bean Panna Cotta", "set with bloomed gelatin leaves, berry compote"),
]
for item in BAR_TRAPS:
    dish_trap(C, "A vegan-labelled drink or dessert whose bar or pastry wording is an animal product: %r."
              % item["description"], item)
case(C, "The bar's own note: the 'vegan' cocktails' rich simple is cut with wildflower honey.", NOT_FIT,
     menu=plus(V("Vegan Old Fashioned", "bourbon, rich demerara syrup, bitters")), reviews=good(),
     decls=[D("Bar note: our rich syrup is two parts demerara to one part wildflower honey, in every stirred drink "
              "including the vegan ones.")])
case(C, "A diner's review: the vegan milkshake tasted of dairy and the bartender said the base is 'soft serve'. "
        "A diner alone: unknown.", UNKNOWN,
     menu=plus(V("Vegan Cookies & Cream Shake", "house base, Oreo, whipped topping")),
     reviews=good() + [R("the 'vegan' shake was suspiciously creamy... asked and the bartender goes 'it's just our "
                         "soft serve base with oreos' ?? so not vegan then", rating=2)])
case(C, "A vegan-labelled dessert whose 'natural vanilla flavor' is castoreum, in the restaurant's own words.", NOT_FIT,
     menu=plus(V("Vegan Vanilla Cupcake", "vanilla sponge, vanilla frosting")), reviews=good(),
     decls=[D("Fun fact: the vanilla in our cupcakes is an old-school 'natural flavor' made with castoreum.")])

BAR_CONTROLS = [
    V("Vegan Clover Club", "gin, raspberry, lemon, shaken hard with aquafaba"),
    V("Vegan Penicillin", "blended scotch, lemon, agave-ginger syrup, Islay float"),
    V("Holiday Nog (vegan)", "spiced rum, oat & cashew nog, cinnamon"),
    V("Vegan Espresso Martini", "vodka, cold brew, Baileys Almande (the almond-milk one), coffee beans"),
    V("Vegan Protein Shake", "banana, peanut butter, oat milk, a scoop of pea-protein isolate"),
    V("Vegan Bloody Mary", "vodka, tomato, Annie's vegan worcestershire (no anchovy), celery salt"),
    V("Vegan Apple Pie", "cinnamon apples in a lattice crust made with Earth Balance sticks"),
    V("Vegan Vanilla Bean Panna Cotta", "coconut cream set with agar, berry compote"),
]
for item in BAR_CONTROLS:
    dish_control(C, "a vegan-labelled drink or dessert whose risky-looking word is the plant version: %r."
                 % item["description"], item)


# ====================================================================
# 74. review-voice: diners write in dialect, sarcasm, rhetorical questions
#     and quoted staff; the owner answers under the review. A diner's
#     report alone is `["unknown"]`; the owner's reply confirming the
#     animal product is the restaurant's word (`["unknown", "not_fit"]`).
#     Controls: the same voices saying nothing against the dish, and the
#     owner's reply clearing it.
# ====================================================================
C = start3("review-voice")
VOICE_DINER_TRAPS = [
    ("Y'all. The 'vegan' collards had a whole smoked turkey neck sittin' in 'em. Bless their hearts.",
     V("Vegan Collard Greens Plate", "slow-cooked collards, cornbread, black-eyed peas")),
    ("proper nice caff innit but the vegan fry-up beans were swimming in the bacon fat from the tray next to 'em, "
     "geezer behind the counter said 'it's only a bit of flavour mate'",
     V("Vegan Full English", "plant sausages, beans, mushrooms, hash brown, toast")),
    ("Since when does a vegan pad thai come with egg scrambled through it? Since this place, apparently.",
     V("Vegan Pad Thai", "rice noodles, tofu, tamarind, peanuts")),
    ("Who knew 'vegan' meant 'topped with shaved pecorino'? Not me. Learn something new every day!",
     V("Vegan Zucchini Carpaccio", "lemon, olive oil, mint, pine nuts")),
    ("Server literally said, and I quote: \"the vegan gravy's just the turkey gravy, minus the turkey bits.\" ok then.",
     V("Vegan Holiday Plate", "lentil loaf, mash, gravy, cranberry")),
    ("wee bit disappointed, the lass said the vegan tatties are mashed wi' a good dod o' butter. no' vegan then is it",
     V("Vegan Haggis, Neeps & Tatties", "vegetable haggis, turnip, mash, whisky sauce")),
    ("Oh sure, 'vegan', if your idea of vegan includes a ladle of chicken broth in the rice. Chef's kiss. 🙄",
     V("Vegan Arroz Rojo Plate", "red rice, black beans, plantains, salsa")),
    ("Is fish sauce vegan now? Because the staff told me it's 'in basically everything, including the vegan larb'.",
     V("Vegan Larb", "minced tofu, toasted rice, mint, shallot, lime")),
    ("my abuela would be proud lol. the vegan frijoles are made con manteca 'porque así saben mejor' says the cook",
     V("Vegan Enfrijoladas", "corn tortillas in black bean sauce, onion, avocado")),
    ("Nice try: the 'vegan' crêpe batter is the same one they use for the ham & cheese galettes, eggs and all.",
     V("Vegan Crêpe", "buckwheat crêpe, mushrooms, spinach, caramelised onion")),
]
for text, item in VOICE_DINER_TRAPS:
    case(C, "A diner's voice (dialect, sarcasm, rhetoric or a quoted staff member) says the vegan-labelled dish "
            "carries an animal product; a diner alone: unknown. %r" % text, UNKNOWN,
         menu=plus(item), reviews=good() + [R(text, rating=2)])

VOICE_OWNER_TRAPS = [
    ("Rhetorical question: is the vegan ramen really vegan??",
     "Owner response: Hi Sam, great question! Our vegan ramen broth is kombu and shiitake, but the tare has a little "
     "chicken fat for mouthfeel. We'll update the menu. 🙏",
     V("Vegan Shoyu Ramen", "kombu-shiitake broth, tofu, bok choy, tare")),
    ("The vegan mole was too sweet for me.",
     "Response from the owner: Thanks for the note. Our mole recipe is my grandmother's - the chocolate, the chiles "
     "and the lard she always used - so it's richer than most.",
     V("Vegan Mole Enchiladas", "mole poblano, sesame, onion, rice")),
    ("Is the vegan kimchi stew actually vegan? tasted fishy",
     "Reply from Jin (owner): Our kimchi is made in-house with salted shrimp and anchovy sauce like every Korean "
     "kimchi, and we use it in the stew too.",
     V("Vegan Kimchi Jjigae", "tofu, kimchi, onion, scallion, rice")),
    ("why is the vegan curry so rich?",
     "Owner: Ha! Secret's out - we finish every curry pot with a cup of heavy cream at the end, vegan one included.",
     V("Vegan Green Curry", "tofu, bamboo, thai basil, rice")),
    ("The vegan pesto pasta was lovely.",
     "Management replied: So glad you enjoyed it! Our pesto is the classic Ligurian recipe - basil, pine nuts, "
     "Parmigiano and Pecorino Sardo.",
     V("Vegan Pesto Trofie", "basil pesto, green beans, potato")),
]
for review, reply, item in VOICE_OWNER_TRAPS:
    case(C, "The owner's public reply under a review puts an animal product in the vegan-labelled dish: %r." % reply,
         NOT_FIT, menu=plus(item), reviews=good() + [R(review, rating=4)], decls=[owner(reply)])

VOICE_CONTROLS = [
    ("Y'all. The vegan collards are smokier than my uncle's, and he's the family pitmaster. Smoked paprika & liquid "
     "smoke, they told me. Bless this kitchen.",
     V("Vegan Collard Greens Plate", "slow-cooked collards, cornbread, black-eyed peas"), None),
    ("Who knew cashew parm could be this good? Not me. Learn something new every day!",
     V("Vegan Zucchini Carpaccio", "lemon, olive oil, mint, pine nuts, cashew parm"), None),
    ("Server literally said, and I quote: \"the vegan gravy is mushrooms, onions and a LOT of patience.\" She's right.",
     V("Vegan Holiday Plate", "lentil loaf, mash, gravy, cranberry"), None),
    ("Is the vegan ramen really vegan??",
     V("Vegan Shoyu Ramen", "kombu-shiitake broth, tofu, bok choy, tare"),
     "Owner response: Hi Sam! Yes - the broth is kombu and shiitake, the tare is soy, mirin and kombu, and the oil is "
     "a scallion oil we make in-house. No animal products anywhere in the bowl."),
    ("Is fish sauce vegan now? Because the vegan larb tastes like it has some!",
     V("Vegan Larb", "minced tofu, toasted rice, mint, shallot, lime"),
     "Reply from the owner: It's our seaweed 'fish' sauce, made from kombu, soy and pineapple - no fish at all. Glad "
     "it fooled you!"),
    ("proper nice caff innit, vegan fry-up is a belter, beans done in their own pan, tea strong enough to stand a "
     "spoon in", V("Vegan Full English", "plant sausages, beans, mushrooms, hash brown, toast"), None),
    ("Oh sure, 'just a salad place'. The vegan tacos here would start a riot in Austin. 🌮🔥",
     V("Vegan Potato Tacos", "crispy potato, salsa macha, cabbage, lime"), None),
]
for text, item, reply in VOICE_CONTROLS:
    case(C, "Control: the same voices (dialect, rhetoric, quoted staff, owner replies) saying nothing against the "
            "vegan-labelled dish. %r" % text, FIT, menu=plus(item), reviews=good() + [R(text, rating=5)],
         decls=[owner(reply)] if reply else [])


# ====================================================================
# 75. cooking-method: the dish's ingredients are plant, the method is
#     not -- basted with the roast's drippings, deglazed with fumet,
#     mounted with butter, brushed with yolk for shine, boiled in the
#     ravioli water, poached in the chicken's braising liquid, confited
#     in duck fat, seared in the pan the steaks rested in. Controls: the
#     same verbs with plant fats and liquids.
# ====================================================================
C = start3("cooking-method")
METHOD_TRAPS = [
    V("Vegan Roasted Roots", "carrots, parsnips, shallots, basted every ten minutes with the drippings from our "
                             "rotisserie"),
    V("Vegan Mushroom Risotto", "arborio, chestnut mushrooms, deglazed with a ladle of fumet, finished with herbs"),
    V("Vegan Spring Pea Gnocchi", "potato gnocchi, peas, mint, sauce mounted with beurre at the pass"),
    V("Vegan Leek Galette", "leeks, thyme, rough puff pastry brushed with yolk for shine"),
    V("Vegan Spinach Tortellini", "egg-free pasta, sage, served in a ladle of the brodo our meat tortellini swim in"),
    V("Vegan Braised White Beans", "cannellini poached in the liquid left from braising our chicken thighs"),
    V("Vegan Confit Potatoes", "fingerlings, slow-confited in duck fat, rosemary salt"),
    V("Vegan Seared Oyster Mushrooms", "seared in the cast-iron the steaks rest in, to catch the juices"),
    V("Vegan Charred Cabbage", "grilled, lacquered with a pan sauce built on the chicken fond"),
    V("Vegan Sweet Potato Mash", "whipped smooth, then 'monté' with cold butter the French way"),
    V("Vegan Tempura Veg", "seasonal vegetables in a light batter of flour, ice water and egg yolk"),
    V("Vegan Green Beans Amandine", "blanched, then sautéed in brown butter with toasted almonds"),
]
for item in METHOD_TRAPS:
    dish_trap(C, "A vegan-labelled dish of plants whose cooking method adds an animal product: %r."
              % item["description"], item)
METHOD_DECL_TRAPS = [
    ("Every vegetable side, vegan ones too, is steamed in the basket over the pot of simmering pork bones - the "
     "steam carries the flavour.", V("Vegan Steamed Greens & Rice", "gai lan, ginger, garlic, jasmine rice")),
    ("Our flat-top is seasoned daily with bacon fat; the vegan patties go straight on it.",
     V("Vegan Smash Burger", "two plant patties, onions, pickles, potato bun")),
    ("We deglaze the vegan sauté pans with whatever stock is open - usually the veal.",
     V("Vegan Mushroom Stroganoff", "mushrooms, paprika, cashew cream, egg-free noodles")),
]
for text, item in METHOD_DECL_TRAPS:
    dish_trap(C, "The restaurant describes its cooking method for the vegan-labelled dish: %r." % text, item,
              decls=[text])
case(C, "A diner quotes the line cook: the vegan fried rice goes in the wok right after the egg fried rice without "
        "wiping, 'the egg bits add flavour'. A diner alone: unknown.", UNKNOWN,
     menu=plus(V("Vegan Fried Rice", "jasmine rice, peas, carrot, tofu")),
     reviews=good() + [R("watched the cook through the pass: egg fried rice, then the 'vegan' fried rice straight into "
                         "the same unwiped wok. asked, he said 'the egg bits add flavour' 😐", rating=2)])
case(C, "A dedicated-vegan-kitchen claim is undone by the menu's own method line: the tortellini are boiled in "
        "the same pot of water as the beef ravioli; cross-contamination excluded.", NOT_FIT, xc=True,
     menu=[V("Vegan Spinach Tortellini", "egg-free pasta, sage, cooked to order in the same pot of water as our beef "
                                         "ravioli")] + mains(2) + meat(1), reviews=good(),
     decls=[D("Our vegan dishes are made in a dedicated vegan kitchen with its own pots, pans and cooks.")])
case(C, "A dedicated-vegan-grill claim is undone by the menu's own method line: 'seared on the flat-top beside the "
        "smash burgers'; cross-contamination excluded.", NOT_FIT, xc=True,
     menu=[V("Vegan Smash Burger", "two plant patties seared on the flat-top beside the beef smash burgers, potato bun")]
     + mains(2) + meat(1), reviews=good(),
     decls=[D("All vegan food is cooked on its own dedicated grill and fryer, in a separate prep area.")])

METHOD_CONTROLS = [
    V("Vegan Roasted Roots", "carrots, parsnips, shallots, basted every ten minutes with rosemary olive oil"),
    V("Vegan Mushroom Risotto", "arborio, chestnut mushrooms, deglazed with white wine and kombu stock, cashew parm"),
    V("Vegan Spring Pea Gnocchi", "potato gnocchi, peas, mint, sauce mounted with cold Miyoko's cultured vegan butter"),
    V("Vegan Leek Galette", "leeks, thyme, flaky pastry brushed with maple and oat milk for shine"),
    V("Vegan Spinach Tortellini", "egg-free pasta, cooked in its own pot of fresh water, cashew ricotta"),
    V("Vegan Confit Potatoes", "fingerlings, slow-confited in garlic olive oil, rosemary salt"),
    V("Vegan Tempura Veg", "seasonal vegetables in a light batter of flour, ice water and a pinch of baking soda"),
]
for item in METHOD_CONTROLS:
    dish_control(C, "the same cooking verbs with plant fats and liquids: %r." % item["description"], item)


# ====================================================================
# 76. other-diet-base: cuisine-specific bases for vegetarians,
#     pescatarians and vegans -- Grana Padano and Gorgonzola (calf rennet
#     by law or custom), Maesri curry paste, Kewpie, Duke's, nam prik pao,
#     Lea & Perrins in a vegetarian shepherd's pie, a pescatarian chowder
#     on a roux of rendered salt pork, a pescatarian gumbo on chicken
#     stock. Controls: the plant or permitted versions (vegetable-rennet
#     cheese, Thai Kitchen paste, Just Mayo, kombu dashi, fish stock).
# ====================================================================
C = start3("other-diet-base")
VEG_BASE_TRAPS = [
    M("Risotto Milanese", "saffron, bone-marrow butter, Grana Padano", ["vegetarian"]),
    M("Pear & Gorgonzola Salad", "walnuts, honey, Gorgonzola DOP (traditional calf rennet)", ["vegetarian"]),
    M("Thai Red Curry", "tofu, bamboo shoots, Maesri red curry paste, coconut milk", ["vegetarian"]),
    M("Vegetarian Shepherd's Pie", "lentils, carrots, Lea & Perrins, cheddar mash", ["vegetarian"]),
    M("Vegetarian Tom Yum", "mushrooms, lemongrass, galangal, nam prik pao (with dried shrimp)", ["vegetarian"]),
    M("Veggie Pad Kra Pao", "tofu, holy basil, chili, oyster & fish sauce, fried egg", ["vegetarian"]),
    M("Veggie Okonomiyaki", "cabbage, egg, Otafuku sauce, Kewpie, hanakatsuo dancing on top", ["vegetarian"]),
    M("Vegetarian French Onion Soup", "caramelised onions, rich beef consommé, gruyère crouton", ["vegetarian"]),
]
for item in VEG_BASE_TRAPS:
    case(C, "A vegetarian-labelled dish whose cuisine's base is meat, fish or rennet: %r." % item["description"],
         NOT_FIT, **base("vegetarian", item))
SEA_BASE_TRAPS = [
    M("New England Clam Chowder", "quahogs, potato, cream, a roux of rendered salt pork"),
    M("Shrimp & Okra Gumbo", "Gulf shrimp, okra, dark roux, our chicken stock, rice"),
    M("Seafood Pozole Rojo", "shrimp & scallops in a red pork-shoulder broth, hominy, cabbage"),
    M("Cioppino", "crab, mussels, clams, fish in a tomato broth started with guanciale & chicken stock"),
]
for item in SEA_BASE_TRAPS:
    case(C, "At a seafood house that says it serves no meat, a seafood dish whose base is land meat: %r."
            % item["description"], NOT_FIT, **base("pescatarian", item, decls=sdecl()))
VEGAN_BASE_TRAPS = [
    V("Vegan Chopped Salad", "romaine, chickpeas, olives, tomato, creamy Duke's mayo dressing"),
    V("Vegan Spicy Tofu Roll", "tofu, cucumber, avocado, Kewpie-sriracha drizzle"),
    V("Vegan Pad Thai", "rice noodles, tofu, Maesri pad thai sauce, peanuts, lime"),
]
for item in VEGAN_BASE_TRAPS:
    dish_trap(C, "A vegan-labelled dish whose named base (brand or cuisine) carries egg or fish: %r."
              % item["description"], item)

OTHER_BASE_CONTROLS = [
    ("vegetarian", M("Pear & Gorgonzola-Style Salad", "walnuts, honey, vegetarian blue cheese made with microbial "
                                                      "rennet", ["vegetarian"])),
    ("vegetarian", M("Thai Red Curry", "tofu, bamboo shoots, Thai Kitchen red curry paste (no shrimp), coconut milk",
                     ["vegetarian"])),
    ("vegetarian", M("Vegetarian Shepherd's Pie", "lentils, carrots, Henderson's relish, cheddar mash, butter",
                     ["vegetarian"])),
    ("pescatarian", M("New England Clam Chowder", "quahogs, potato, cream, a butter roux, clam juice")),
    ("pescatarian", M("Shrimp & Okra Gumbo", "Gulf shrimp, okra, dark roux, shrimp-shell stock, rice")),
    ("strict_vegan", V("Vegan Chopped Salad", "romaine, chickpeas, olives, tomato, Just Mayo dressing")),
    ("strict_vegan", V("Vegan Kitsune Udon", "fried tofu pouch, scallion, udon in kombu dashi with shiitake")),
]
for diet, item in OTHER_BASE_CONTROLS:
    if diet == "strict_vegan":
        dish_control(C, "the plant version of a cuisine base: %r." % item["description"], item)
    else:
        case(C, "Control: a %s dish whose base is the permitted version: %r." % (diet, item["description"]), FIT,
             **base(diet, item, decls=sdecl() if diet == "pescatarian" else ()))

# A few more of each shape, written after the first run, in other words.
C = "bar-dessert-hidden"
dish_trap(C, "A vegan-labelled cocktail with Irish cream by its bar name.",
          V("Vegan Mudslide", "vodka, Kahlúa, Irish cream, chocolate drizzle"))
dish_trap(C, "A vegan-labelled pie whose filling is sweetened condensed milk.",
          V("Vegan Key Lime Pie", "graham crust, sweetened condensed milk & lime filling, whipped topping"))
dish_control(C, "a vegan key lime pie whose 'condensed milk' is coconut.",
             V("Vegan Key Lime Pie", "graham crust, condensed coconut milk & lime filling, coconut whip"))
C = "footnote-key"
case(C, "A Korean-style reference mark ※ on a vegan-labelled bibimbap, defined at the bottom as a raw yolk.", NOT_FIT,
     menu=[V("Vegan Dolsot Bibimbap ※", "namul, tofu, gochujang, rice in a hot stone bowl")] + mains(2) + meat(2)
     + filler_menu(12) + [M("※", "※ crowned with a raw yolk, stirred in at the table", section="Notes")],
     reviews=good())
case(C, "Control: the same ※ mark defined as the fried egg being left off every vegan bowl.", FIT,
     menu=[V("Vegan Dolsot Bibimbap ※", "namul, tofu, gochujang, rice in a hot stone bowl")] + mains(2) + meat(2)
     + filler_menu(12) + [M("※", "※ crowned with sesame-marinated tofu, stirred in at the table", section="Notes")],
     reviews=good())
C = "heading-carrier"
case(C, "Bare vegan-labelled dumpling names under a heading saying every wrapper is rolled with egg.", NOT_FIT,
     menu=[V("Vegetable Gyoza", section="Dumplings · all wrappers hand-rolled with egg"),
           V("Kimchi Mandu", section="Dumplings · all wrappers hand-rolled with egg")] + mains(1) + meat(2)
     + filler_menu(6), reviews=good())
C = "variant-special"
dish_trap(C, "The deluxe size of a vegan-labelled poke bowl adds salmon roe and flying-fish roe.",
          V("Vegan Poke Bowl", "Regular: marinated tofu, avocado, edamame | Deluxe: the same plus ikura & tobiko"))
C = "review-voice"
case(C, "A diner in dialect quotes the counter lad: the vegan pasty's pastry is made with dripping. A diner alone: "
        "unknown.", UNKNOWN, menu=plus(V("Vegan Cornish Pasty", "swede, potato, onion, pepper, shortcrust")),
     reviews=good() + [R("asked the lad if the vegan pasty were proper vegan an' he goes 'yeah yeah, just the pastry's "
                         "made wi' dripping'. right then", rating=2)])
C = "other-diet-base"
case(C, "A vegetarian-labelled starter served with nuoc cham, the fish-sauce dip, by name.", NOT_FIT,
     **base("vegetarian", M("Veggie Spring Rolls", "taro, glass noodles, wood ear, with nuoc cham for dipping",
                            ["vegetarian"])))

# ====================================================================
# Round 9: the shape of the text around a labelled dish. Descriptions
# that are nested lists with slashes and unstated defaults, combos and
# "served with" lines closing a section, prices, calories and nutrition
# panels run into the words, FAQ answers whose pronouns walk from the
# dish to the animal product over three or four sentences, reviews that
# reveal it sentences after the praise by ellipsis, negations of time
# ("no longer", "used to be", "never without"), recipe quantities, the
# labels array contradicting itself, vegan labels in other languages, and
# the order of the restaurant's dated corrections. Written without reading the engine or its lexicon; about 30% controls
# whose words only look risky (butternut, coconut milk, vegan butter,
# egg-free, shiitake bacon, nutritional yeast "parm").
# ====================================================================

FAQ_PAGE = "https://restaurant.example/faq"
RECIPE_PAGE = "https://restaurant.example/blog/recipes"
APP_MENU = "https://delivery.example/store/menu"


def faq(text, date=None):
    """An entry of the restaurant's own FAQ page."""
    return D(text, date=date, src=FAQ_PAGE)


# ====================================================================
# 77. nested-option: a vegan-labelled dish whose description is a list
#     with nested parentheses, slashes and pipes; one branch of a choice
#     is animal and the default is not said, or a nested parenthesis
#     finishes one component with an animal product. Controls: the same
#     nesting with plant branches only.
# ====================================================================
C = start3("nested-option")
NESTED_TRAPS = [
    V("Falafel Plate", "falafel (6), chopped salad, sauce (tahini / yogurt-garlic), pickles, pita"),
    V("Harvest Grain Bowl", "grains (farro / quinoa), greens, protein (tofu | halloumi | soft egg), dressing "
                            "(miso-ginger or honey-dijon)"),
    V("Street Tacos (3)", "tortilla (corn / flour (pressed w/ lard)), beans (black / refried), salsa (roja / verde)"),
    V("Dolsot Bibimbap", "rice, namul (spinach / bean sprout / fernbrake), topping (tofu or fried egg), gochujang"),
    V("Noodle Soup", "broth: (a) charred onion (b) chicken; noodles: (rice / egg); greens"),
    V("Mezze Board", "hummus, dips (smoky eggplant / labneh (w/ za'atar)), olives, bread (pita / sourdough (brushed "
                     "w/ butter))"),
    V("Poke Bowl", "base (rice|greens) · protein (tofu|ahi|salmon) · sauce (shoyu / spicy mayo [made w/ yolk])"),
    V("Shoyu Ramen", "tare (shoyu / shio [both finished w/ katsuobushi oil]), noodles, menma, scallion"),
    V("Chilaquiles", "salsa (roja / verde), topped w/ (crema or queso fresco), black beans, onion"),
    V("Pasta al Limone", "pasta (spaghetti / tagliatelle (fresh, 00 flour + yolks)), lemon, olive oil, pepper"),
    V("Falafel Wrap", "tortilla (spinach / plain), filling [falafel; sauce: tzatziki or tahini], pickles (turnip, "
                      "cucumber)"),
    V("Vegetable Mandu (8)", "steamed / pan-fried (pan-fried ones go in the same pan as the pork mandu, in its fat)"),
    V("Curry Rice", "curry (Japanese-style roux {butter + flour}), rice, fukujinzuke, tofu katsu"),
    V("Loaded Sweet Potato", "roasted sweet potato, toppings (black beans / corn / sour cream / pico), chives"),
    V("Udon Bowl", "udon, broth (kombu-katsuo / kombu-only — ask), tempura flakes, scallion"),
    V("Smash Burger", "patty (Beyond / Impossible), cheese (american / cheddar / none - default: american), bun"),
]
for item in NESTED_TRAPS:
    dish_trap(C, "A vegan-labelled dish described as a nested list; a branch or a nested parenthesis carries an "
                 "animal product and no default says the plant one is what comes: %r." % item["description"], item)
NESTED_CONTROLS = [
    V("Falafel Plate", "falafel (6), chopped salad, sauce (tahini / amba / zhug), pickles (turnip, cucumber), pita "
                       "(white / whole wheat)"),
    V("Harvest Grain Bowl", "grains (farro / quinoa), protein (tofu | tempeh | chickpeas), dressing (miso-ginger / "
                            "lemon-tahini (house))"),
    V("Street Tacos (3)", "tortilla (corn / flour (both lard-free, pressed w/ sunflower oil)), beans (black / pinto)"),
    V("Poke Bowl", "base (rice|greens) · protein (tofu|marinated beet) · sauce (shoyu / vegan spicy mayo (egg-free))"),
    V("Pasta al Pomodoro", "pasta (spaghetti / penne (eggless durum)), tomato, basil, nutritional yeast 'parm'"),
    V("Chilaquiles", "salsa (roja / verde), topped w/ (cashew crema or avocado), black beans, onion"),
    V("Butternut Curry Rice", "curry (roux {vegan butter + flour}), butternut, rice, fukujinzuke"),
]
for item in NESTED_CONTROLS:
    dish_control(C, "the same nested list with plant branches only: %r." % item["description"], item)


# ====================================================================
# 78. combo-served-with: what the menu attaches to a labelled dish from
#     outside its own line -- a meal or set that bundles a fixed dairy,
#     egg or honey side, and a "served with" line at the end of a section
#     that applies to every dish above it. Controls: bundles and closing
#     lines of plants.
# ====================================================================
C = start3("combo-served-with")
COMBO_TRAPS = [
    V("Vegan Thali", "dal, seasonal sabzi, rice, two rotis, papad - every thali ends with a small bowl of kheer"),
    V("Vegan Bento", "inari, teriyaki tofu, rice, salad; all bentos include two slices of tamagoyaki"),
    V("Falafel Box", "6 falafel, hummus, salad + a drink; every box comes with a baklava bite (honey syrup)"),
    V("Plant Burger Meal", "plant burger, fries, fountain drink - meal includes a cup of our dairy soft-serve"),
    V("Vegan Lunch Set", "vegetable curry, rice, and the set's side salad with our creamy sesame dressing (egg yolk, "
                         "sesame, rice vinegar)"),
    V("Vegan Dinner Plate", "lentil loaf, greens, mash - plates are accompanied by a cup of today's soup (usually "
                            "chicken tortilla)"),
]
for item in COMBO_TRAPS:
    dish_trap(C, "A vegan-labelled meal or set whose bundled part is animal by default: %r." % item["description"],
              item)
SECTION_END_TRAPS = [
    ("Tacos", ["Potato & Poblano Taco", "Mushroom Taco"],
     M("Served with", "All tacos above come with a side of charro beans (cooked with chorizo)", section="Tacos")),
    ("Curries", ["Chickpea Curry", "Aubergine Curry"],
     M("Curries are served", "with basmati and a garlic naan brushed with ghee", section="Curries")),
    ("Bowls", ["Teriyaki Tofu Bowl", "Sesame Greens Bowl"],
     M("Every bowl above", "comes with miso soup made on our bonito dashi & pickles", section="Bowls")),
    ("Sandwiches", ["Roast Veg Ciabatta", "Hummus Club"],
     M("— sandwiches served with a cup of potato-leek soup (chicken stock) or fries —", section="Sandwiches")),
    ("Entrées", ["Seared Tofu Steak", "Stuffed Peppers"],
     M("Bread service", "every entrée is brought with warm sourdough and cultured butter", section="Entrées")),
    ("Plates", ["Jerk Cauliflower Plate", "Curry Chickpea Plate"],
     M("All plates:", "rice & peas (coconut milk, pig tail) + plantain", section="Plates")),
]
for section, names, closing in SECTION_END_TRAPS:
    menu = ([V(n, "see below", section=section) for n in names] + [closing] + mains(1) + meat(1))
    case(C, "Two vegan-labelled dishes in a section whose closing line attaches an animal side to every dish above: "
            "%r." % ((closing.get("description") or closing["name"]),), NOT_FIT, menu=menu, reviews=good())
case(C, "The section's closing line is the restaurant's statement instead: every main comes with a side of mac and "
        "cheese.", NOT_FIT, menu=plus(V("Smoky Tempeh Plate", "tempeh, greens, cornbread")),
     reviews=good(), decls=[D("Every main on our menu, vegan ones included, is served with a scoop of our famous "
                              "mac & cheese.")])
case(C, "Combo deal printed as its own line: the 'Vegan Combo' bundles the labelled burger with a dairy milkshake.",
     NOT_FIT, menu=[V("Vegan Combo", "#4 Black Bean Burger + Fries + Small Shake (vanilla · chocolate · strawberry; "
                                     "made with whole milk & ice cream)")] + mains(2) + meat(1), reviews=good())
COMBO_CONTROLS = [
    V("Vegan Thali", "dal, seasonal sabzi, rice, two rotis, papad - every thali ends with coconut-milk kheer"),
    V("Vegan Bento", "inari, teriyaki tofu, rice, salad; all bentos include a slice of egg-free 'tamago' (tofu)"),
    V("Plant Burger Meal", "plant burger, fries, drink - meal includes a scoop of oat soft-serve"),
    V("Vegan Lunch Set", "vegetable curry, rice, side salad with creamy sesame dressing (vegan mayo, sesame)"),
]
for item in COMBO_CONTROLS:
    dish_control(C, "the bundled part is plant: %r." % item["description"], item)
for section, names, closing in [
        ("Tacos", ["Potato & Poblano Taco", "Mushroom Taco"],
         M("Served with", "All tacos above come with a side of charro beans (no pork - smoked with chipotle)",
           section="Tacos")),
        ("Bowls", ["Teriyaki Tofu Bowl", "Sesame Greens Bowl"],
         M("Every bowl above", "comes with miso soup on kombu-shiitake dashi & pickles", section="Bowls")),
        ("Entrées", ["Seared Tofu Steak", "Butternut Stuffed Peppers"],
         M("Bread service", "every entrée is brought with warm sourdough and whipped vegan butter", section="Entrées"))]:
    menu = ([V(n, "see below", section=section) for n in names] + [closing] + mains(1) + meat(1))
    case(C, "Control: the section's closing line attaches a plant side: %r." % closing["description"], FIT,
         menu=menu, reviews=good())


# ====================================================================
# 79. price-calorie-inline: prices, calories and nutrition panels run
#     into the words of a vegan-labelled dish, the animal product sitting
#     between numbers, as a "$0 default", or implied by a nutrition line
#     (cholesterol, lactose). Controls: the same clutter round plants.
# ====================================================================
C = start3("price-calorie-inline")
PRICE_TRAPS = [
    V("Tofu Scramble Wrap 11.50 | 610 Cal", "tofu, spinach, peppers, salsa, chihuahua cheese(90 Cal), flour tortilla"),
    V("BUDDHA BOWL$13", "quinoa•kale•roasted roots•feta$0•lemon dressing (sub avocado +$2)"),
    V("Green Curry 14", "tofu 180cal · bamboo 20cal · thai basil · fish sauce 15cal · jasmine rice 210cal"),
    V("Pho Chay L14.95/XL16.95", "broth 120kcal (beef bone) · rice noodles 380kcal · tofu 180kcal · herbs"),
    V("Plant Smash 12.99", "patty 250cal + bun 210cal + american cheese 70cal + sauce 90cal = 620cal"),
    V("Elote Bowl 12.00", "corn, black beans, rice, cotija1.5oz, lime, tajín"),
    V("Lentil Power Bowl", "lentils, greens, roast squash, tahini. Nutrition per serving: 540 kcal · fat 22 g · "
                           "cholesterol 185 mg · sodium 620 mg"),
    V("Mac-Nificent (vegan) 15", "cavatappi, 'cheese' sauce · 720 cal · sat fat 19 g · lactose 6 g"),
    V("Protein Pancake Stack $11", "oat & banana pancakes, berries, 32 g protein (incl. whey isolate)"),
    V("Veggie Fried Rice 13.5", "rice, peas, carrot, scallion 480cal | +egg $0 (std) | +tofu $2"),
    V("Pesto Gnocchi $16/$22", "potato gnocchi, basil pesto (pine nut, basil, parm 40cal), cherry tomato"),
]
for item in PRICE_TRAPS:
    dish_trap(C, "A vegan-labelled dish whose prices, calories or nutrition panel carry an animal product or imply one "
                 "(cholesterol, lactose, whey, a $0 standard egg): %r %r." % (item["name"], item["description"]), item)
case(C, "A '2 for $20' deal line pairs any vegan main with cheesy garlic bread as the fixed second item.", NOT_FIT,
     menu=[V("2 for $20 (vegan)", "any vegan main + cheesy garlic bread (mozzarella, butter) - 1,340 cal")]
     + mains(2) + meat(1), reviews=good())
PRICE_CONTROLS = [
    V("Tofu Scramble Wrap 11.50 | 610 Cal", "tofu, spinach, peppers, salsa, cashew queso(90 Cal), flour tortilla"),
    V("BUTTERNUT BOWL$13", "quinoa•kale•roast butternut•avocado$0•lemon dressing"),
    V("Green Curry 14", "tofu 180cal · bamboo 20cal · coconut milk 200cal · jasmine rice 210cal"),
    V("Lentil Power Bowl", "lentils, greens, roast squash, tahini. Nutrition per serving: 540 kcal · fat 22 g · "
                           "cholesterol 0 mg · sodium 620 mg"),
    V("Pesto Gnocchi $16/$22", "potato gnocchi, basil pesto (pine nut, basil, nutritional yeast 'parm' 40cal)"),
]
for item in PRICE_CONTROLS:
    dish_control(C, "prices and calories round plant words: %r %r." % (item["name"], item["description"]), item)


# ====================================================================
# 80. faq-pronoun-chain: the restaurant's FAQ in Q&A form; the answer
#     starts on the labelled dish and walks, one pronoun or demonstrative
#     a sentence, to an animal product three or four sentences later.
#     Controls: the same chains ending in plants.
# ====================================================================
C = start3("faq-pronoun-chain")
FAQ_TRAPS = [
    (V("Vegan Shoyu Ramen", "noodles, bok choy, menma, scallion"),
     "Q: Is the vegan ramen really vegan? A: Our noodles are made in-house. We make them every morning with flour, "
     "water and kansui. They go into a broth we simmer for twelve hours. It starts from chicken backs."),
    (V("Cauliflower Makhani", "roasted cauliflower, rice"),
     "Q: What's in the cauliflower makhani? A: Cauliflower, roasted hard. Then it's simmered in our makhani base. That "
     "base is the same one we've used for twenty years. It's built on butter and a little cream."),
    (V("Enchiladas de Papa", "potato, salsa roja, onion"),
     "Q: Can vegans eat the potato enchiladas? A: Absolutely, they're marked vegan. We roll them in corn tortillas. "
     "Those get a quick dip in hot fat first. It's the same fat the carnitas are rendered in."),
    (V("Oat Pancakes", "oat milk & flax batter, maple, berries"),
     "Q: Do the vegan pancakes have egg? A: No egg in the batter! It's oat milk and flax. We cook it on the griddle "
     "like everything else. That griddle gets brushed with butter between every batch."),
    (V("Pho Chay", "rice noodles, tofu, herbs"),
     "Q: Why is the pho chay so rich? A: Patience. We toast the spices and char the onions. Then it all goes into the "
     "big stockpot. That pot is our oxtail stock - the same one the beef pho uses."),
    (V("Pesto Gnocchi", "potato gnocchi, basil pesto, tomatoes"),
     "Q: Is the pesto on the gnocchi dairy-free? A: The gnocchi itself is just potato and flour. It's tossed with our "
     "pesto. That's made the Genovese way. Which means pecorino and parmigiano, like nonna did."),
    (V("Tamales de Rajas", "masa, poblano, tomato"),
     "Q: Are the tamales lard-free? A: Good question! Our masa comes from a local molino. They prepare it fresh every "
     "morning for us. They beat it with pork lard, as most molinos do."),
    (V("Crunchy Slaw Bowl", "cabbage, carrot, peanuts, tofu, lime"),
     "Q: Do you use honey? A: Not in the cooking. The dressings are another story. The one on the slaw bowl is our "
     "lime dressing. It's sweetened with wildflower honey from a farm upstate."),
    (V("Vegan Sundae Bowl", "coconut soft-serve, brownie, toppings"),
     "Q: Is there gelatin in anything? A: Not in our desserts. The gummies on the sundae bowl are bought in, though. "
     "We checked them last month. They contain beef gelatin."),
    (V("Tofu Katsu Curry", "panko tofu, curry sauce, rice"),
     "Q: Is the katsu curry vegan? A: The tofu katsu is! We bread it in panko. Before that it goes through a wet batter. "
     "That batter is flour and beaten egg."),
    (V("Black Bean Soup", "black beans, cumin, lime, tortilla strips"),
     "Q: What stock do you use? A: For the black bean soup, the house stock. We make it every Sunday. It's the one "
     "we roast the chicken carcasses for."),
    (V("Kimchi Jjigae", "tofu, kimchi, scallion, rice"),
     "Q: Is your kimchi vegan? A: We make it ourselves, in big batches. My mother's recipe. She always puts in salted "
     "shrimp and a little fish sauce. It goes into the jjigae too."),
]
for item, text in FAQ_TRAPS:
    case(C, "The restaurant's FAQ walks by pronouns from the labelled dish to an animal product several sentences "
            "later: %r." % text, NOT_FIT, menu=plus(item), reviews=good(), decls=[faq(text)])
FAQ_CONTROLS = [
    (V("Vegan Shoyu Ramen", "noodles, bok choy, menma, scallion"),
     "Q: Is the vegan ramen really vegan? A: Yes. Our noodles are made in-house with flour, water and kansui. They go "
     "into a broth we simmer for twelve hours. It starts from kombu, shiitake and charred onion."),
    (V("Cauliflower Makhani", "roasted cauliflower, rice"),
     "Q: What's in the cauliflower makhani? A: Cauliflower, roasted hard. Then it's simmered in our cashew makhani "
     "base. That base is built on coconut milk and vegan butter."),
    (V("Tamales de Rajas", "masa, poblano, tomato"),
     "Q: Are the tamales lard-free? A: Yes. Our masa comes from a local molino. They make our batch with sunflower "
     "oil. We checked with them again in September."),
    (V("Oat Pancakes", "oat milk & flax batter, maple, berries"),
     "Q: Do the pancakes have egg? A: None. The batter is oat milk and flax. We cook it on its own griddle. That "
     "griddle is only ever oiled with canola."),
    (V("Crunchy Slaw Bowl", "cabbage, carrot, peanuts, tofu, lime"),
     "Q: Do you use honey? A: No. The dressings are sweetened too, though. The one on the slaw bowl is our lime "
     "dressing. It's sweetened with agave."),
]
for item, text in FAQ_CONTROLS:
    case(C, "Control: the same FAQ chain ends in plants: %r." % text, FIT, menu=plus(item), reviews=good(),
         decls=[faq(text)])


# ====================================================================
# 81. review-late-reveal: a diner praises the vegan dish, talks of other
#     things, and only sentences later reaches its animal product by an
#     ellipsis, a pronoun, a rhetorical question answered or a "Cons:"
#     line. Diners alone do not reject: unknown. Controls: the same shape
#     clearing the dish.
# ====================================================================
C = start3("review-late-reveal")
LATE_TRAPS = [
    (V("Vegan Pho", "rice noodles, tofu, herbs"),
     "Came for the vegan pho and honestly? Gorgeous. Herbs piled high, noodles perfect, lime on the side. Parking was "
     "a nightmare but whatever. ...and the broth? chicken, the server admitted when I asked."),
    (V("Vegan Gnocchi", "potato gnocchi, sage, brown 'butter'"),
     "Pros: the vegan gnocchi, the wine list, the staff. Cons: loud room, and the 'brown butter' on the gnocchi is "
     "exactly that. Real butter. Asked twice."),
    (V("Vegan Tacos", "jackfruit, salsa, cabbage"),
     "The jackfruit tacos!!! So good. My friend got the same. We split churros after. 10/10. (the tortillas though... "
     "lard. the cook told us. just saying)"),
    (V("Vegan Laksa", "tofu puffs, noodles, coconut curry"),
     "Best laksa I've had outside KL. Spicy, coconut-y, tofu puffs soaking it all up. Service quick, prices fair. "
     "One thing: that sambal they stir in? belacan. Which is shrimp."),
    (V("Vegan Burger", "plant patty, lettuce, tomato, special sauce"),
     "Ordered the vegan burger. Patty was great - charred, juicy. Fries were fine. Came back a week later and asked "
     "about the special sauce, since it tasted familiar. Eggs. It's regular mayo with ketchup."),
    (V("Vegan Dal Makhani", "black lentils, tomato, spices"),
     "The dal here is what I dream about. Silky, smoky, perfect with rice. P.S. the silky part is a knob of butter "
     "they finish it with. I'm not vegan so didn't mind but thought you'd want to know."),
    (V("Vegan Risotto", "arborio, mushrooms, thyme"),
     "Mushroom risotto: creamy, earthy, beautifully seasoned. Dessert was fine. Note for vegans - the creaminess isn't "
     "from stirring. Parmesan. The waiter said so when my sister asked."),
    (V("Vegan Bibimbap", "namul, tofu, rice"),
     "The vegan bibimbap is huge and the stone bowl keeps it sizzling. Kimchi on the side was great. Wish I'd "
     "checked the kimchi first - fish sauce and shrimp, they said. It's mixed into the bowl too."),
    (V("Vegan Pad See Ew", "wide noodles, Chinese broccoli, tofu"),
     "Loved loved loved the pad see ew. Smoky, sweet, chewy noodles. Went back the next day. Second time I watched "
     "them make it. An egg, cracked straight into the wok. Every order."),
    (V("Vegan Chili", "three beans, chipotle"),
     "Hearty chili, great cornbread, friendly folks. The beans though - and I asked - are cooked low and slow with "
     "a ham hock. Didn't expect that on a vegan chili."),
    (V("Vegan Mole Enchiladas", "potato, mole negro"),
     "Mole was deep and complex, enchiladas generous. We'll be back for the mezcal. Regarding the mole... the abuela "
     "who makes it told us it's fried in lard, like it should be."),
]
for item, text in LATE_TRAPS:
    case(C, "A diner praises the labelled dish and reaches its animal product sentences later by ellipsis or "
            "pronoun: %r. A diner alone does not reject: unknown." % text, UNKNOWN,
         menu=plus(item), reviews=good() + [R(text, rating=4)])
case(C, "A user report, neutral outcome, that praises the dish and then, after a blank line, names its egg wash.",
     UNKNOWN, menu=plus(V("Vegan Empanadas", "spiced lentil, olive, raisin")), reviews=good(),
     reports=[U("empanadas = amazing, flaky, spiced just right.\n\n\nthat shine on top though? egg wash. "
                "checked with the baker.", diet="strict_vegan", outcome="neutral")])
LATE_CONTROLS = [
    (V("Vegan Pho", "rice noodles, tofu, herbs"),
     "Came for the vegan pho and honestly? Gorgeous. Herbs piled high, noodles perfect. Parking was a nightmare but "
     "whatever. ...and the broth? charred onion and shiitake, the server said when I asked."),
    (V("Vegan Gnocchi", "potato gnocchi, sage, brown 'butter'"),
     "Pros: the vegan gnocchi, the wine list, the staff. Cons: loud room. The 'brown butter' on the gnocchi is vegan "
     "butter, browned - asked twice, such a good trick."),
    (V("Vegan Tacos", "jackfruit carnitas, salsa, cabbage"),
     "The jackfruit carnitas tacos!!! So good. We split churros after. 10/10. (the tortillas... corn and water only, "
     "the cook told us)"),
    (V("Vegan Carbonara", "spaghetti, shiitake bacon, cashew cream"),
     "Carbonara was rich and peppery. Dessert was fine. Note for skeptics - the 'bacon' is shiitake and the creaminess "
     "is cashew. The waiter walked us through it."),
]
for item, text in LATE_CONTROLS:
    case(C, "Control: the same late-reveal shape clearing the dish: %r." % text, FIT,
         menu=plus(item), reviews=good() + [R(text, rating=5)])


# ====================================================================
# 82. negation-history: negations of time and habit on one labelled
#     dish -- "no longer dairy-free", "used to be vegan", "never without",
#     "not since", "stopped being" -- and comparisons that mean the same
#     recipe ("tastes just like the real one because it's made the same
#     way"). Controls: the same shapes moving towards plants.
# ====================================================================
C = start3("negation-history")
NEG_TRAPS = [
    (V("Coconut Dal", "red lentils, coconut, curry leaf"),
     "Our dal is never served without its spoon of ghee on top - it's how my grandmother did it."),
    (V("Garlic Naan Plate", "chana, garlic naan, salad"),
     "Heads-up: the naan is no longer dairy-free. We moved to a yogurt dough in August."),
    (V("Vegan Noodle Bowl", "noodles, greens, chili oil, tofu"),
     "Our noodle bowls used to be vegan. Since the summer the noodles come from a new supplier and contain egg."),
    (V("Vegan Pasta Pomodoro", "spaghetti, tomato, basil"),
     "We never not finish a pasta with parmesan. Even the pomodoro. Ask and we'll hold it."),
    (V("Vegan Tacos Dorados", "potato, salsa, cabbage"),
     "Not a single tortilla leaves our kitchen that hasn't been on the buttered comal."),
    (V("Vegan Brioche French Toast", "thick-cut, maple, berries"),
     "Egg-free? Not since our new baker took over the brioche in September."),
    (V("Vegan Mushroom Gravy & Mash", "mushroom gravy, mash, greens"),
     "We can't honestly call the mushroom gravy meat-free anymore: it's finished in the roast's drippings now."),
    (V("Vegan Pad Thai", "rice noodles, tofu, tamarind, peanuts"),
     "Calling our pad thai vegan isn't accurate any more; the fish sauce went back in when we changed suppliers."),
    (V("Vegan Risotto", "arborio, porcini, thyme"),
     "The risotto stopped being dairy-free when Chef Marco joined. Mantecatura is non-negotiable for him."),
    (V("Vegan Pho", "rice noodles, tofu, herbs"),
     "Our pho used to be vegan and the menu still says so, sorry! The broth is beef now; new menus are at the printer."),
    (V("Vegan Chick'n Sandwich", "crispy seitan, pickles, slaw"),
     "Our vegan chick'n sandwich tastes just like the real one because it's made the same way: buttermilk brine, "
     "double dredge."),
    (V("Vegan Tikka Masala", "tofu, tomato gravy, rice"),
     "Why does the vegan tikka taste exactly like the chicken tikka? Same pot of gravy, same cream, just tofu "
     "instead of chicken."),
    (V("Vegan Tonkotsu", "noodles, tofu, corn, nori"),
     "It's not that the vegan tonkotsu has no pork in it - it's that you won't find any pieces of pork in it."),
]
for item, text in NEG_TRAPS:
    dish_trap(C, "The restaurant negates a plant claim about the labelled dish by time, habit or comparison: %r."
              % text, item, decls=[text])
NEG_CONTROLS = [
    (V("Coconut Dal", "red lentils, coconut, curry leaf"),
     "Our dal is never served with ghee - it's tempered in mustard oil, the Bengali way."),
    (V("Garlic Naan Plate", "chana, garlic naan, salad"),
     "The naan is no longer made with yogurt: since August it's an oat-milk dough."),
    (V("Vegan Tacos Dorados", "potato, salsa, cabbage"),
     "Not a single tortilla leaves our kitchen that has ever touched lard."),
    (V("Vegan Brioche French Toast", "thick-cut, maple, berries"),
     "Egg-free? Always. Our brioche is made with aquafaba and vegan butter."),
    (V("Vegan Chick'n Sandwich", "crispy seitan 'chicken', pickles, slaw"),
     "Our seitan 'chicken' sandwich tastes just like the real one because it's made the same way - an oat-milk "
     "brine and a double dredge."),
]
for item, text in NEG_CONTROLS:
    dish_control(C, "the same negations move towards plants: %r." % text, item, decls=[text])


# ====================================================================
# 83. recipe-quantity: the restaurant posts the recipe of its labelled
#     dish on its blog or in a caption; the animal product appears only
#     as a quantity and unit ("1 egg", "50g parm", "3 fillets", "1 x
#     397g tin"), abbreviated. Controls: quantities of plants.
# ====================================================================
C = start3("recipe-quantity")
RECIPE_TRAPS = [
    (V("Vegan Shakshuka", "spiced tomato & pepper stew, bread"),
     "Our Vegan Shakshuka at home (serves 2): 1 tin tomatoes, 1 red pepper, 1 onion, 2 tsp cumin, 1 egg per person "
     "cracked in at the end, parsley."),
    (V("Vegan Kale Caesar", "kale, croutons, caesar dressing"),
     "House caesar dressing, as made for the kale caesar: 3 fillets, 1 yolk, 1 clove garlic, 50g parm, 150ml oil, "
     "1 lemon."),
    (V("Vegan Tres Leches", "sponge, milk soak, cinnamon"),
     "Tres leches soak (makes one tray): 1 x 397g tin Carnation, 1 x 410g tin evaporated, 200 ml oat milk."),
    (V("Vegan Mushroom Stroganoff", "mushrooms, paprika, noodles"),
     "Stroganoff for 4: 500g mushrooms, 1 onion, 2 tsp paprika, 1 knob (15 g) butter, 150 g soured cream, dill."),
    (V("Vegan Cornbread Plate", "cornbread, chili, greens"),
     "Cornbread: 1c cornmeal, 1c flour, 1c b'milk, 2 lg eggs, 4 T melted unsalted, 1 T sugar."),
    (V("Vegan Mac & Cheese", "elbows, 'cheese' sauce, crumbs"),
     "Vegan mac sauce (per hotel pan): 2 lb nooch blend, 1 qt h&h, 8 oz cashews, 2 tsp mustard."),
    (V("Vegan Thai Green Curry", "tofu, aubergine, basil, rice"),
     "Paste: 10 green chillies, 2 stalks lemongrass, 1 thumb galangal, 1 tsp kapi, 1 tbsp coriander seed."),
    (V("Vegan Ramen", "noodles, tofu, scallion, nori"),
     "Tare (per 10 bowls): 200 ml shoyu, 50 ml mirin, 20 g katsuobushi, 1 sheet kombu."),
    (V("Vegan Banana Bread Plate", "banana bread, nut butter, fruit"),
     "Banana bread: 3 ripe bananas, 250 g flour, 100 g sugar, 2 eggs, 1 tsp bicarb, 75 g melted butter."),
]
for item, text in RECIPE_TRAPS:
    case(C, "The restaurant's posted recipe of its labelled dish names an animal product only as a quantity: %r."
            % text, NOT_FIT, menu=plus(item), reviews=good(), decls=[D(text, src=RECIPE_PAGE)])
RECIPE_CONTROLS = [
    (V("Vegan Shakshuka", "spiced tomato & pepper stew, bread"),
     "Our Vegan Shakshuka at home (serves 2): 1 tin tomatoes, 1 red pepper, 1 onion, 2 tsp cumin, 200 g silken tofu "
     "'eggs' spooned in at the end, parsley."),
    (V("Vegan Kale Caesar", "kale, croutons, caesar dressing"),
     "House caesar dressing: 2 tbsp capers, 1 tbsp miso, 1 clove garlic, 30 g nutritional yeast 'parm', 150 ml oil, "
     "1 lemon."),
    (V("Vegan Mushroom Stroganoff", "mushrooms, paprika, noodles"),
     "Stroganoff for 4: 500 g mushrooms, 1 onion, 2 tsp paprika, 1 knob (15 g) vegan butter, 150 g cashew cream, dill."),
    (V("Vegan Butternut Curry", "butternut, chickpeas, rice"),
     "Curry for 6: 1 butternut, 2 tins chickpeas, 1 x 400 ml tin coconut milk, 2 tbsp curry paste (no shrimp)."),
]
for item, text in RECIPE_CONTROLS:
    case(C, "Control: the posted recipe gives quantities of plants only: %r." % text, FIT, menu=plus(item),
         reviews=good(), decls=[D(text, src=RECIPE_PAGE)])


# ====================================================================
# 84. label-field-conflict: the labels array of a menu item contradicts
#     itself ("vegan" beside "contains_dairy", "contains_egg", an allergen
#     field with milk), or a delivery app's "Plant Based 🌱" badge sits on
#     an item whose description carries an animal product. Controls:
#     vegan beside plant allergens, and badges on plant items.
# ====================================================================
C = start3("label-field-conflict")
LABEL_TRAPS = [
    M("Harvest Bowl", "farro, roast squash, kale, cider vinaigrette", ["vegan", "contains_dairy"]),
    M("Golden Curry", "tofu, potato, carrot, rice", ["vegan", "contains_egg"]),
    M("Green Papaya Salad", "papaya, tomato, peanuts, lime", ["vegan", "contains_fish"]),
    M("Sesame Noodles", "wheat noodles, cucumber, chili crisp", ["Vegan", "Contains Milk"]),
    M("Lentil Soup", "red lentils, cumin, lemon", ["vegan", "allergens: milk, egg"]),
    M("Crispy Tofu Bao", "hoisin, cucumber, peanuts", ["vegan", "contains_shellfish", "spicy"]),
    M("Spring Roll Plate", "rice paper, herbs, vermicelli, dipping sauce", ["vegan", "🥚", "🥛"]),
    M("Tofu Banh Mi", "pickles, jalapeño, cilantro, baguette", ["vegan", "dairy"]),
    V("Roasted Veg Flatbread", "peppers, zucchini, red onion, olive oil. Allergens: milk, egg, wheat"),
    V("Chickpea Burger", "chickpea patty, lettuce, tomato, bun — ALLERGENS: CEREALS (WHEAT), EGGS, MILK, MUSTARD"),
    M("🌱 Plant Based | Harvest Salad", "kale, farro, roasted squash, honey-cider vinaigrette, crumbled goat cheese",
      ["vegan"], src=APP_MENU),
    M("Buddha Bowl", "Plant Based 🌱 · Popular · brown rice, tofu, greens, tahini, topped with a jammy egg",
      ["vegan"], src=APP_MENU),
    M("Crispy Cauliflower Bites", "Plant Based 🌱 badge · tossed in buffalo sauce (butter), ranch dip",
      ["vegan"], src=APP_MENU),
]
for item in LABEL_TRAPS:
    dish_trap(C, "The labelled item's own label list, allergen line or delivery badge contradicts its vegan label: "
                 "%r / %r." % (item["labels"], item.get("description")), item)
LABEL_CONTROLS = [
    M("Harvest Bowl", "farro, roast butternut, kale, cider vinaigrette", ["vegan", "contains_nuts"]),
    M("Sesame Noodles", "wheat noodles, cucumber, chili crisp", ["vegan", "contains_gluten", "contains_soy"]),
    M("Lentil Soup", "red lentils, cumin, lemon", ["vegan", "dairy_free", "egg_free"]),
    V("Roasted Veg Flatbread", "peppers, eggplant, red onion, olive oil. Allergens: wheat, sesame"),
    M("🌱 Plant Based | Harvest Salad", "kale, farro, roasted squash, maple-cider vinaigrette, cashew 'goat cheese'",
      ["vegan"], src=APP_MENU),
    M("Buddha Bowl", "Plant Based 🌱 · Popular · brown rice, tofu, greens, tahini, topped with an egg-free "
                     "turmeric tofu 'yolk'", ["vegan"], src=APP_MENU),
]
for item in LABEL_CONTROLS:
    dish_control(C, "the label list or badge agrees with the plant dish: %r / %r." % (item["labels"],
                                                                                    item.get("description")), item)


# ====================================================================
# 85. translated-label: the restaurant's own vegan label in another
#     language (vegano, végétalien, vegaani, ヴィーガン, 비건, 纯素,
#     веганское) on a dish that lists an animal product; menus labelled
#     only "vegetariano" / "vegetarisch" (vegetarian, not vegan) read as
#     vegan. Controls: translated labels on plant dishes beside dishes
#     printed vegan.
# ====================================================================
C = start3("translated-label")
TRANSLATED_TRAPS = [
    M("Enchiladas Verdes", "tortillas de maíz, salsa verde, queso fresco, crema", ["vegano"]),
    M("Gratin de Légumes", "pommes de terre, courgettes, crème, gruyère", ["végétalien"]),
    M("Kasvislasagne", "pinaatti, tomaatti, juusto, maito", ["vegaani"]),
    M("ヴィーガン ラーメン", "豚骨スープ、メンマ、ねぎ", []),
    M("비건 비빔밥", "나물, 두부, 계란 후라이, 고추장", []),
    M("纯素炒面", "面条、青菜、蚝油", []),
    M("Веганский борщ", "свекла, капуста, сметана", []),
    M("Tortilla de Patatas", "patata, cebolla, huevo", ["vegana"]),
    M("Risotto alla Zucca", "zucca, burro, parmigiano", ["vegano"]),
    M("Käsespätzle", "Spätzle, Bergkäse, Röstzwiebeln", ["vegan (vegetarisch)"]),
    M("Wegańskie Pierogi", "ziemniaki, twaróg, cebulka, smażone na smalcu", []),
]
for item in TRANSLATED_TRAPS:
    case(C, "The restaurant's own vegan label is in another language (%r / %r) on a dish that lists an animal "
            "product: its labels cannot be trusted." % (item["name"], item["labels"]), NOT_FIT,
         menu=[item] + mains(3) + meat(1), reviews=good())
for lab in ["vegetariano", "vegetarisch", "végétarien"]:
    menu = [M("Lasagna di Verdure", "verdure, besciamella, parmigiano", [lab]),
            M("Frittata di Zucchine", "uova, zucchine, pecorino", [lab]),
            M("Gnocchi al Gorgonzola", "gnocchi di patate, gorgonzola", [lab])] + meat(1)
    case(C, "Every dish is labelled %r (vegetarian, not vegan) and carries cheese or egg; no vegan label anywhere."
            % lab, NOT_FIT, menu=menu, reviews=good())
TRANSLATED_CONTROLS = [
    M("Tacos de Hongos", "hongos al ajillo, cebolla, cilantro, salsa macha", ["vegano"]),
    M("Curry de Courge", "courge butternut, lait de coco, riz", ["végétalien"]),
    M("ヴィーガン 醤油ラーメン", "昆布と椎茸の出汁、メンマ、ねぎ", ["vegan"]),
    M("비건 비빔밥", "나물, 두부, 고추장 (계란 없음)", ["vegan"]),
    M("Wegańskie Pierogi", "ziemniaki, tofu, cebulka na oleju", ["vegan"]),
]
for item in TRANSLATED_CONTROLS:
    case(C, "Control: a translated vegan label or name on a plant dish, beside three dishes printed vegan: %r."
            % item["name"], FIT, menu=[item] + mains(3) + meat(1), reviews=good())


# ====================================================================
# 86. dated-correction: the order of the restaurant's own dated words
#     about one labelled dish -- a newer label that does not clear an
#     older statement of ghee, a "fix" that only cuts back, names another
#     component, is older than the contradiction, is announced for later,
#     is stale, or is a diner's. Controls: a newer, explicit, first-party
#     fix (also listed before the older statement).
# ====================================================================
C = start3("dated-correction")


def dated(name, desc, date):
    return V(name, desc, date=date)


DATED_TRAPS = [
    ("A label seen in October does not clear the restaurant's August statement of ghee in the same dish.",
     dated("Vegan Coconut Curry", "chickpeas, spinach, coconut, rice", "2026-10-20T00:00:00Z"),
     [D("Our coconut curry is finished with a spoon of ghee, the way we've always done it.",
        date="2026-08-10T00:00:00Z")]),
    ("The restaurant's own statement of egg noodles is stale, and nothing newer says otherwise.",
     dated("Vegan Dan Dan Noodles", "noodles, chili oil, sesame, pickled greens", "2026-09-20T00:00:00Z"),
     [D("All our noodles are egg noodles, hand-pulled every morning.", date="2025-11-20T15:00:00Z")]),
    ("The 'fix' only cuts back: fish sauce is reduced, not removed.",
     dated("Vegan Pho", "rice noodles, tofu, herbs", "2026-09-15T00:00:00Z"),
     [D("Our pho broth is seasoned with fish sauce.", date="2026-07-01T00:00:00Z"),
      D("Update: we've cut back the fish sauce in the pho broth - much lighter now!", date="2026-10-05T00:00:00Z")]),
    ("The 'fix' names another component: the beans went lard-free, the tortillas did not.",
     dated("Vegan Tacos", "potato, poblano, salsa verde, flour tortillas", "2026-09-15T00:00:00Z"),
     [D("Our flour tortillas are pressed with lard.", date="2026-07-12T00:00:00Z"),
      D("Good news: our refried beans are lard-free now!", date="2026-10-02T00:00:00Z")]),
    ("Listed newest first: the coconut-oil change is older than the return to ghee.",
     dated("Vegan Dal", "yellow lentils, cumin, rice", "2026-09-15T00:00:00Z"),
     [D("September: the dal is back to its ghee tadka - you missed it, so did we.", date="2026-09-28T00:00:00Z"),
      D("June: our dal is now tempered in coconut oil.", date="2026-06-18T00:00:00Z")]),
    ("The fix is announced for December; until then the vegan ramen keeps its chicken-and-kombu broth.",
     dated("Vegan Shio Ramen", "noodles, tofu, scallion, nori", "2026-09-15T00:00:00Z"),
     [D("From December the vegan ramen broth will be kombu only. Until then it's still our chicken-and-kombu blend.",
        date="2026-10-20T00:00:00Z")]),
    ("Only a diner says the ghee is gone; the restaurant's statement stands.",
     dated("Vegan Dal Tadka", "lentils, garlic, chili, rice", "2026-09-15T00:00:00Z"),
     [D("Our dal tadka is finished with ghee.", date="2026-08-05T00:00:00Z")]),
    ("The 'fix' is older than the contradiction and stale.",
     dated("Vegan Chana Dal", "split chickpeas, tomato, rice", "2026-09-15T00:00:00Z"),
     [D("No more ghee in our chana dal!", date="2025-12-01T00:00:00Z"),
      D("The chana dal gets a ghee tadka just before it goes out.", date="2026-09-03T16:00:00Z")]),
    ("A same-day menu note, newer than the label by an hour, adds parmesan to the labelled risotto.",
     dated("Vegan Mushroom Risotto", "arborio, porcini, thyme", "2026-10-27T10:00:00Z"),
     [D("Menu note: from tonight the mushroom risotto is finished with parmesan.", date="2026-10-27T11:00:00Z",
        src="https://menu.example/current")]),
]
for why, item, decls in DATED_TRAPS:
    extra = ([R("they don't use ghee in the dal tadka anymore, I asked! 🌱", rating=5, date="2026-10-20T00:00:00Z")]
             if "diner" in why else [])
    case(C, why, NOT_FIT, menu=[item] + mains(2, date="2026-09-15T00:00:00Z") + meat(1),
         reviews=good() + extra, decls=decls)
DATED_CONTROLS = [
    ("A newer, explicit fix from the restaurant: no fish sauce since October.",
     dated("Vegan Pho", "rice noodles, tofu, herbs", "2026-10-20T00:00:00Z"),
     [D("Our pho broth is seasoned with fish sauce.", date="2026-07-01T00:00:00Z"),
      D("Update: since October the pho broth has no fish sauce at all - it's seasoned with soy and kombu.",
        date="2026-10-05T00:00:00Z")]),
    ("Listed newest first: the lard-free change is newer than the lard statement.",
     dated("Vegan Tacos", "potato, poblano, salsa verde, flour tortillas", "2026-10-20T00:00:00Z"),
     [D("Our flour tortillas are lard-free now - sunflower oil since September.", date="2026-09-28T00:00:00Z"),
      D("Our flour tortillas are pressed with lard.", date="2026-07-12T00:00:00Z")]),
    ("A newer statement swaps one plant cheese for another.",
     dated("Vegan Mac & Cheese", "elbows, 'cheese' sauce, crumbs", "2026-10-20T00:00:00Z"),
     [D("Our vegan mac is made with cashew 'cheese' and nutritional yeast.", date="2026-08-05T00:00:00Z"),
      D("Update: the vegan mac now uses Violife instead of cashew.", date="2026-10-02T00:00:00Z")]),
    ("A history note about the building, not the food.",
     dated("Vegan Shepherd's Pie", "lentils, carrots, peas, olive-oil mash", "2026-10-20T00:00:00Z"),
     [D("We used to be the neighbourhood butcher's shop (1950-1998); the meat hooks are still on the ceiling, just for "
        "show. Today every dish marked vegan is fully plant-based.", date="2026-09-01T00:00:00Z")]),
]
for why, item, decls in DATED_CONTROLS:
    case(C, "Control: " + why, FIT, menu=[item] + mains(2, date="2026-09-15T00:00:00Z") + meat(1),
         reviews=good(), decls=decls)


# ====================================================================
# Round 10: how the text is tied to the dish once more, in shapes the
# earlier rounds did not write -- a whole menu pasted as one paragraph
# with the dishes separated only by prices, ingredient words broken by
# the line ends of a scanned or wrapped menu, pun names that promise one
# product is missing while another is present, diners writing in
# Portuguese, French, Italian and German, cross-contact as against
# ingredients for diners who exclude cross-contamination, guest chefs
# and pop-ups changing a labelled dish, and "vegan" used of people rather
# than food. Written without reading the engine or its lexicon; about 35%
# controls, among them the over-reach a too-eager rule would make: a
# "Vegan-Style Chicken Bowl" of seitan, an FAQ answer that names a meat
# dish beside the vegan one, "probably the best", "+$2" prices,
# footnote marks that explain only allergens.
# ====================================================================

ALL_PLANT = "We are a 100% vegan restaurant: no meat, no dairy, no eggs, no honey, ever."


def pasted(text, name="Menu (full text)"):
    """A menu scraped from a PDF or an image as one long paragraph: the
    dishes run together, only the prices separate them."""
    return M(name, text, section="Menu")


# ====================================================================
# 85. pasted-paragraph: the menu as one paragraph; a dish marked vegan
#     inside the paragraph carries the animal product between its name
#     and the next price, or a price sits between the mark and the words
#     that belong to it. Controls: the animal words belong to the
#     unmarked dishes after their own price.
# ====================================================================
C = start3("pasted-paragraph")
PASTED_TRAPS = [
    "TACOS Al Pastor 4.50 pork, pineapple, onion Jackfruit (vegan) 4.50 jackfruit, salsa verde, crumbled cotija "
    "Carnitas 4.75 slow-cooked pork, cilantro",
    "Chicken Tikka 16 Chana Masala VG 14 chickpeas, tomato, finished with a swirl of cream Lamb Vindaloo 18",
    "STARTERS Edamame VG 6 sea salt Gyoza VG 8 cabbage, shiitake, served with a ponzu made on bonito stock "
    "Karaage 9 fried chicken thigh",
    "Margherita 14 Vegan Garden Pizza 15 peppers, olives, red onion, ricotta dollops Pepperoni 16",
    "Bowls - Poke 17 ahi, shoyu | Tofu Bowl (vegan) 15 tofu, edamame, furikake (bonito flakes, sesame, nori) | "
    "Salmon 18",
    "Pho Bo 15 Pho Chay (vegan) 14 - same broth base, no beef, tofu & mushrooms Bun Cha 16",
    "Vegan Burger 13 black bean patty, lettuce, tomato 13 add vegan cheese 2 - bun is our brioche, egg-washed "
    "Cheeseburger 14",
    "BRUNCH Avocado Toast (vg) 11 sourdough, chili, lime, poached egg on top Pancakes 10 Bacon & Eggs 12",
    "Mushroom Risotto - vegan 19 arborio, porcini, thyme, butter & parmesan to finish 19 Steak Frites 28",
    "Dal Makhani 13 (vegan) black lentils, kidney beans, slow-cooked overnight with butter and cream Naan 3",
    "SOUPS Tomato Basil (V) 7 (VG) 7 creamy tomato, basil, crème fraîche swirl French Onion 8 gruyère crouton",
    "Veggie Pad Thai VEGAN 14 rice noodles, tamarind, peanuts, scrambled egg, lime Drunken Noodles 15 chicken",
    "$12 Vegan Enchiladas - corn tortillas, potato, mole, queso fresco & crema $14 Carne Asada - skirt steak",
]
for text in PASTED_TRAPS:
    case(C, "A menu pasted as one paragraph; a dish marked vegan inside it carries an animal product before the "
            "next price: %r." % text, NOT_FIT,
         menu=[pasted(text)] + mains(3) + meat(1), reviews=good())
PASTED_CONTROLS = [
    "TACOS Al Pastor 4.50 pork, pineapple, onion Jackfruit (vegan) 4.50 jackfruit, salsa verde, pickled onion "
    "Carnitas 4.75 slow-cooked pork, cotija, cilantro",
    "Chicken Tikka 16 cream, yogurt marinade Chana Masala VG 14 chickpeas, tomato, coconut milk Lamb Vindaloo 18",
    "Margherita 14 mozzarella, basil Vegan Garden Pizza 15 peppers, olives, red onion, cashew ricotta Pepperoni 16",
    "Bowls - Poke 17 ahi, shoyu, tobiko | Tofu Bowl (vegan) 15 tofu, edamame, sesame, nori | Salmon 18 "
    "salmon, spicy mayo",
    "BRUNCH Avocado Toast (vg) 11 sourdough, chili, lime Eggs Benedict 13 poached eggs, hollandaise Bacon Plate 12",
    "SOUPS French Onion 8 beef broth, gruyère crouton Tomato Basil (VG) 7 tomato, basil, olive oil",
    "Veggie Pad Thai VEGAN 14 rice noodles, tamarind, peanuts, tofu, lime - no egg, no fish sauce Drunken "
    "Noodles 15 chicken, fish sauce",
]
for text in PASTED_CONTROLS:
    case(C, "Control: the same pasted paragraph, where the animal words belong only to unmarked dishes after "
            "their own price: %r." % text, FIT,
         menu=[pasted(text)] + mains(3) + meat(1), reviews=good())


# ====================================================================
# 86. line-break-split: a labelled dish's ingredient words broken by the
#     line ends of a wrapped or scanned menu -- a hyphen and a newline
#     inside the word, a newline inside a parenthesis, a soft hyphen.
#     Controls: the same breaks inside plant words that a careless join
#     would turn animal (butter-/nut, egg-/plant, hen-of-the-/woods).
# ====================================================================
C = start3("line-break-split")
SPLIT_TRAPS = [
    V("Roasted Vegetable Pasta", "penne, zucchini, peppers, gar-\nlic but-\nter, basil"),
    V("Tortilla Soup", "tomato, chipotle, crispy tortilla strips, slow-simmered chick-\nen stock"),
    V("Garden Quesadilla", "peppers, onions, black beans (with melted\nmonterey jack\nand sour cream)"),
    V("Thai Green Curry", "tofu, bamboo shoots, thai basil, coconut milk (seasoned\nwith fish\nsauce)"),
    V("Caesar Wrap", "romaine, croutons, house caesar (anch-\novy, lemon, parm-\nesan)"),
    V("Mushroom Toast", "sourdough, wild mushrooms, thyme, a soft-poached\negg"),
    V("Harvest Salad", "kale, roasted squash, pecans, dried cranberries,\ncrumbled goat\ncheese"),
    V("Glazed Carrots", "heirloom carrots, thyme, a drizzle of wild-\nflower ho-\nney"),
    V("Sesame Noodles", "wheat noodles, cucumber, scallion, sesame dressing (oys-\nter sauce, soy, vinegar)"),
    V("Refried Bean Burrito", "flour tortilla, rice, refried beans (cooked in\nlard), salsa roja"),
    V("Spinach Dal", "yellow lentils, spinach, garlic, cumin, tempered in\nghee"),
    V("Cauliflower Steak", "roasted cauliflower, chimichurri, crispy capers, brown but\u00adter"),
    V("Miso Soup & Rice", "white miso, tofu, wakame, scallion, da-\nshi (katsuo-\nbushi)"),
]
for item in SPLIT_TRAPS:
    dish_trap(C, "A vegan-labelled dish whose animal word is broken by a line end, a hyphen or a soft hyphen: %r."
              % item["description"], item)
SPLIT_CONTROLS = [
    V("Roasted Squash Pasta", "penne, roasted butter-\nnut squash, sage, olive oil"),
    V("Sicilian Caponata Plate", "egg-\nplant, celery, capers, raisins, pine nuts, crusty bread"),
    V("Forest Mushroom Bowl", "hen-of-the-\nwoods mushrooms, farro, kale, miso glaze"),
    V("Garden Quesadilla", "peppers, onions, black beans (with melted\ncashew\ncheese)"),
    V("Thai Green Curry", "tofu, bamboo shoots, thai basil, coconut milk (seasoned\nwith soy\nsauce)"),
    V("Succotash Plate", "lima & but-\nter beans, corn, peppers, smoked paprika, rice"),
    V("Miso Soup & Rice", "white miso, tofu, wakame, scallion, da-\nshi (kombu & shii-\ntake)"),
]
for item in SPLIT_CONTROLS:
    dish_control(C, "plant words broken by line ends: %r." % item["description"], item)


# ====================================================================
# 87. pun-name: a vegan-labelled dish whose pun name promises one animal
#     product is missing ("Cheeze-less", "Un-Chicken", "Notzarella",
#     "Facon", "Moo-Free") while its own words bring in another, or the
#     pun is the only thing that is plant. Controls: the puns with plant
#     words only.
# ====================================================================
C = start3("pun-name")
PUN_TRAPS = [
    V("Cheeze-less Pizza", "no cheese! tomato, mushrooms, olives, finished with pesto (basil, pine nuts, pecorino)"),
    V("Un-Chicken Sandwich", "crispy soy 'chicken', pickles, slaw, honey-butter drizzle, brioche"),
    V("Moo-Free Shake", "oat milk, vanilla, a spoon of raw honey"),
    V("Notzarella Sticks", "breaded & fried, our notzarella blend (part cashew, part whole-milk mozzarella)"),
    V("Facon BLT", "coconut facon, lettuce, tomato, house mayo (whipped with yolks), white bread"),
    V("Cluckless Nuggets", "seitan nuggets, panko, dipped in egg wash, bbq sauce"),
    V("No-Bull Burger", "lentil patty, pickles, onion, topped with a fried egg"),
    V("Phish & Chips", "beer-battered banana blossom, chips, tartar sauce, mushy peas with butter"),
    V("Unbeefable Chili", "three beans, chipotle, topped with sour cream and shredded cheddar"),
    V("Hamless Ramen", "no pork here - miso broth with a splash of fish sauce, corn, tofu"),
    V("Shrimpless Scampi", "konjac 'shrimp', linguine, garlic, white wine, lemon, butter"),
    V("Tuno Melt", "chickpea 'tuno', rye, melted swiss"),
    V("Beeg Mac", "two lentil patties, special sauce (mayo-based), american cheese, sesame bun"),
]
for item in PUN_TRAPS:
    dish_trap(C, "A vegan-labelled pun name promises one product is missing, its words bring another: %r %r."
              % (item["name"], item["description"]), item)
PUN_CONTROLS = [
    V("Cheeze-less Pizza", "no cheese, no problem: tomato, mushrooms, olives, basil, garlic oil"),
    V("Un-Chicken Sandwich", "crispy soy 'chicken', pickles, slaw, vegan mayo, toasted bun"),
    V("Moo-Free Shake", "oat milk, vanilla bean, maple"),
    V("Notzarella Sticks", "breaded & fried cashew notzarella, marinara"),
    V("Facon BLT", "coconut facon, lettuce, tomato, vegan mayo, sourdough"),
    V("Cluckless Nuggets", "seitan nuggets, panko, aquafaba batter, bbq sauce"),
    V("Phish & Chips", "beer-battered banana blossom, chips, vegan tartar, mushy peas"),
    V("Tuno Melt", "chickpea 'tuno', rye, melted Violife"),
]
for item in PUN_CONTROLS:
    dish_control(C, "a pun name with plant words only: %r %r." % (item["name"], item["description"]), item)


# ====================================================================
# 88. multilingual-review: diners writing in Portuguese, French,
#     Italian, German and Spanish that the vegan dish came with, or was
#     made with, an animal product. Controls: the same languages praising
#     or clearing the dish.
# ====================================================================
C = start3("multilingual-review")
ML_TRAPS = [
    "O prato vegano estava ótimo, mas veio com queijo ralado por cima. Perguntei e disseram que é sempre assim.",
    "Pedi o curry vegano e o garçom confirmou que o caldo é de galinha. Que pena!",
    "Le curry végan était délicieux... jusqu'à ce que le serveur m'avoue qu'il y a du beurre dedans.",
    "Attention : les tacos « vegan » sont servis avec de la crème fraîche, on ne nous a rien dit.",
    "Il ramen vegano ha il brodo di maiale, me l'ha detto il cuoco. Non ci torno.",
    "Buonissimo il risotto vegano, peccato per il parmigiano grattugiato sopra.",
    "Das vegane Curry war lecker, aber laut Kellnerin ist Fischsauce drin.",
    "Die veganen Burger kommen auf einem Brioche-Bun mit Ei und Butter. Schade!",
    "Los tacos veganos llevan la tortilla hecha con manteca de cerdo, nos lo confirmó la dueña.",
    "La sopa vegana sabe rica pero tiene caldo de pollo, pregunté dos veces.",
    "O bolo vegano leva mel, a atendente confirmou. Não é vegano de verdade.",
    "Le pad thaï vegan contient de la sauce poisson et un œuf brouillé, d'après la cuisine.",
    "Het vegan gerecht werd geserveerd met een klodder boter. Jammer!",
]
for text in ML_TRAPS:
    case(C, "A diner in another language says the vegan dish carries an animal product: %r." % text, UNKNOWN,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=2)])
ML_CONTROLS = [
    "Comida vegana maravilhosa! Tudo 100% vegetal, o atendente explicou cada prato.",
    "Le curry végan était délicieux, sans aucun produit laitier ni œuf - la cuisine nous l'a confirmé.",
    "Il ramen vegano è fantastico, brodo di alghe kombu e funghi shiitake. Torneremo!",
    "Super leckeres veganes Essen, alles ohne tierische Produkte. Sehr freundliches Personal.",
    "Los tacos veganos están buenísimos, tortillas de maíz sin manteca. ¡Volveremos!",
    "A moqueca vegana com banana-da-terra é divina, feita com leite de coco e azeite de dendê.",
    "Très bonne adresse végane, le seitan est parfait et le service chaleureux.",
]
for text in ML_CONTROLS:
    case(C, "Control: a diner in another language praises or clears the vegan dishes: %r." % text, FIT,
         menu=mains(3) + meat(1), reviews=good() + [R(text, rating=5)])


# ====================================================================
# 89. cross-contact-xc: at an all-plant restaurant, what touches the food
#     without being in it -- a supplier's shared line, a rented kitchen,
#     a shared delivery bag, a sister restaurant's fryer. For a diner who
#     excludes cross-contamination these are traps; for one who does not
#     the same sentences are controls (traces are not ingredients).
# ====================================================================
C = start3("cross-contact-xc")
XC_SENTENCES = [
    "Our croissants come from a partner bakery that makes its butter croissants on the same line.",
    "On weekends we share the kitchen with our sister restaurant, a burger joint, for brunch prep.",
    "Our vegan cheese is made by a small creamery on equipment it also uses for cow's milk cheese.",
    "Our dark chocolate is made in a facility that also processes milk and eggs.",
    "Sunday nights the kitchen is rented to a supper club that cooks fish.",
    "Fries are cooked in the food-hall fryer we share with the chicken stall next door.",
    "Delivery orders are bagged with the orders from the taco stand we share a counter with, carnitas and all.",
    "We borrow the church hall's kitchen for catering, and it's used for the parish fish fry on Fridays.",
    "The tortillas are bought in from a tortilleria that also presses lard tortillas on the same press.",
    "May contain traces of milk, egg and fish: our noodles are made in a shared factory.",
    "Our smoker is on loan from the BBQ place down the street - cleaned out, but it's their brisket smoker.",
    "Pastries may contain traces of milk and egg (shared ovens at our supplier).",
]
for text in XC_SENTENCES:
    case(C, "Cross-contact, not an ingredient (%r), with cross-contamination excluded." % text, NOT_FIT,
         menu=mains(3), reviews=good(), decls=[D(ALL_PLANT), D(text)], xc=True)
for text in XC_SENTENCES[::2]:
    case(C, "Control: the same cross-contact (%r) for a diner who does not exclude cross-contamination."
         % text, FIT, menu=mains(3), reviews=good(), decls=[D(ALL_PLANT), D(text)], xc=False)
XC_CLEAR = [
    "Dedicated vegan kitchen since 2019.",
    "Everything we serve is 100% plant-based - no meat, no dairy, no eggs, no honey.",
    "Our kitchen has only ever cooked plants: nothing animal comes through the door, suppliers included.",
    "Dedicated vegan kitchen - we don't share space, equipment or fryers with anyone.",
]
for text in XC_CLEAR:
    case(C, "Control: a clear dedicated-kitchen statement (%r) with cross-contamination excluded." % text, FIT,
         menu=mains(3), reviews=good(), decls=[D(ALL_PLANT), D(text)], xc=True)


# ====================================================================
# 90. popup-guest-chef: events, pop-ups, collabs and residencies that
#     change a labelled dish for their run -- a guest chef's chashu on the
#     vegan ramen, a collab burger on a butter-toasted bun, a residency
#     finishing every plate with cheese. Controls: plant guest chefs,
#     events that leave the menu alone.
# ====================================================================
C = start3("popup-guest-chef")
POPUP_TRAPS = [
    (V("Vegan Shoyu Ramen", "kombu broth, noodles, menma, scallion"),
     "Guest chef takeover all November: Chef Kenji tops every ramen, the vegan one too, with his pork chashu."),
    (V("Vegan Smash Burger", "Beyond patty, pickles, onion, special sauce"),
     "Collab month with Dairy Lane Creamery: all our burgers come on a bun toasted in their cultured butter."),
    (V("Vegan Margherita", "tomato, basil, cashew mozzarella"),
     "Pop-up residency (Oct-Dec): Pizza Nonna runs our oven and finishes every pie with a shower of pecorino."),
    (V("Vegan Pad Thai", "rice noodles, tofu, tamarind, peanuts"),
     "This month's guest chef is from Bangkok and cooks the pad thai her way - with fish sauce, as it should be."),
    (V("Vegan Tacos", "potato, poblano, salsa verde, corn tortillas"),
     "Taco Tuesday collab with El Cerdo: their lard-pressed tortillas on every taco we sell."),
    (V("Vegan Mushroom Stroganoff", "mushrooms, onion, paprika, pappardelle"),
     "Our autumn guest chef's stroganoff menu: each plate is finished with a dollop of smetana."),
    (V("Vegan Dal", "red lentils, tomato, cumin, rice"),
     "Diwali pop-up this week: every dal on the menu gets a tempering of desi ghee from our guest chef's family."),
    (V("Vegan Poke Bowl", "marinated tofu, rice, edamame, cucumber"),
     "Chef's collab with Ocean Bar: all bowls now come with a scoop of their salmon roe on top."),
    (V("Vegan Burrito", "rice, black beans, fajita veg, guac"),
     "Residency update: the new pop-up crew wraps all burritos in flour tortillas from their own kitchen (made with "
     "butter)."),
    (V("Vegan Caesar", "romaine, croutons, cashew caesar"),
     "Summer collab: Chef Marco's caesar dressing (anchovy and all) goes on both our caesars through October."),
    (V("Vegan Pancakes", "oat milk batter, maple, berries"),
     "Brunch pop-up every Sunday: the visiting team cooks pancakes to their own recipe - buttermilk and eggs."),
    (V("Vegan Pho", "charred onion broth, tofu, rice noodles"),
     "Guest chef weekend: the pho broth is Chef Lan's family recipe, simmered on oxtail, for all pho orders."),
]
for item, text in POPUP_TRAPS:
    dish_trap(C, "A guest chef, pop-up or collab changes the labelled dish for its run: %r." % text, item,
              decls=[text])
POPUP_CONTROLS = [
    (V("Vegan Shoyu Ramen", "kombu broth, noodles, menma, scallion"),
     "Guest chef takeover all November: Chef Mika of Plant Ramen Co. tops every ramen with her smoked tofu."),
    (V("Vegan Smash Burger", "Beyond patty, pickles, onion, special sauce"),
     "Collab month with Oat Lane: all our shakes are made with their oat soft-serve."),
    (V("Vegan Margherita", "tomato, basil, cashew mozzarella"),
     "Pop-up this Friday: live jazz on the patio from 7pm. Same menu as always."),
    (V("Vegan Tacos", "potato, poblano, salsa verde, corn tortillas"),
     "Taco Tuesday collab with Masa Viva: their heirloom corn tortillas (just corn, lime and water) on every taco."),
    (V("Vegan Dal", "red lentils, tomato, cumin, rice"),
     "Diwali pop-up this week: our guest chef tempers every dal in mustard oil with curry leaves."),
    (V("Vegan Pancakes", "oat milk batter, maple, berries"),
     "Brunch pop-up every Sunday with the team from Sprout Bakery, a fully vegan bakery."),
    (V("Vegan Pho", "charred onion broth, tofu, rice noodles"),
     "Guest chef weekend: Chef Lan makes her mother's pho chay - charred onion, daikon and shiitake, nothing else."),
]
for item, text in POPUP_CONTROLS:
    dish_control(C, "a guest chef or event that leaves the dish plant: %r." % text, item, decls=[text])


# ====================================================================
# 91. vegan-as-person: "vegan" said of people -- customers, a staff
#     member, a dish's name ("The Vegan's Nightmare") -- not of the food,
#     where that is the only vegan word near an animal product or the only
#     thing that would make the evidence enough. Controls: the same word
#     about people beside dishes that are labelled and plant.
# ====================================================================
C = start3("vegan-as-person")
PERSON_TRAPS = [
    (M("Cauliflower Wings", "tossed in our buttery buffalo sauce - our vegan customers love them!"),
     "our vegan customers love them (buttery buffalo sauce)"),
    (M("Loaded Nachos", "a vegan favorite! black beans, jalapeños, queso, sour cream"),
     "'a vegan favorite!' on nachos with queso and sour cream"),
    (M("The Vegan's Nightmare", "triple smash patty, bacon, american cheese"),
     "a dish named 'The Vegan's Nightmare'"),
    (M("Veggie Lasagna", "our vegan server Maya's favourite - ricotta, spinach, béchamel"),
     "'our vegan server's favourite' on a ricotta lasagna"),
    (M("Elote Bowl", "vegans go crazy for this one: corn, mayo, cotija, chili, lime"),
     "'vegans go crazy for this one' with mayo and cotija"),
    (M("Mushroom Risotto", "recommended by our vegan regulars; finished with parmesan"),
     "'recommended by our vegan regulars' with parmesan"),
    (M("Falafel Plate", "even our vegan guests order it twice - with tzatziki & feta"),
     "'even our vegan guests order it' with tzatziki and feta"),
    (M("Ex-Vegan Burger", "the burger that converted our chef: dry-aged beef, cheddar"),
     "a dish named 'Ex-Vegan Burger'"),
    (M("Sweet Potato Fries", "ask any vegan - best fries in town. Fried in beef tallow."),
     "'ask any vegan' on fries fried in beef tallow"),
    (M("Pad See Ew", "made for our vegan friends who miss noodles - egg, broccoli, oyster sauce"),
     "'made for our vegan friends' with egg and oyster sauce"),
    (M("Paneer Tikka", "Vegans & vegetarians alike love our paneer."),
     "'Vegans & vegetarians alike love our paneer'"),
    (M("Cobb Salad", "For the vegan in your life: hold the bacon, egg & blue cheese."),
     "'For the vegan in your life' on a cobb salad, hold-the-meat on request"),
]
for item, what in PERSON_TRAPS:
    # One labelled main and a dish that is not vegan: nothing rejects the
    # diet, the evidence is only thin, so not_fit would be wrong too.
    case(C, "'Vegan' said of people, not the dish: %s; beside only one labelled main." % what, UNKNOWN,
         menu=[item] + mains(1) + meat(1), reviews=good())
PERSON_CONTROLS = [
    (V("Vegan-Style Chicken Bowl", "seitan 'chicken', brown rice, broccoli, teriyaki"),
     "a vegan-labelled 'Vegan-Style Chicken Bowl' of seitan"),
    (V("Jackfruit Carnitas Tacos", "our vegan customers love these: jackfruit, onion, cilantro, salsa verde"),
     "'our vegan customers love these' on a labelled jackfruit dish"),
    (V("Tofu Tikka", "a favourite of our vegan chef Priya - tofu, tandoori spice, coconut yogurt marinade"),
     "'our vegan chef Priya' on a labelled tofu dish"),
    (V("Chickpea & Spinach Curry", "probably the best curry in town, and it's all chickpeas, spinach, tomato and "
                                   "coconut milk"),
     "'probably the best' praise on a labelled chickpea dish"),
    (V("Build-Your-Own Bowl", "rice, beans, salsa +$2 guac +$1.50 grilled tofu"),
     "prices with '+' on plant add-ons"),
    (V("Miso Glazed Eggplant*", "miso, sesame, scallion, rice. *contains soy and sesame"),
     "a footnote mark explaining only plant allergens"),
    (V("Veggie Burger", "black bean patty, lettuce, tomato, vegan mayo, bun"),
     "a labelled burger beside an FAQ answer naming the beef burger",
     ),
]
for entry in PERSON_CONTROLS:
    item, what = entry
    decls = []
    if "FAQ" in what:
        decls = [faq("Q: Is the veggie burger vegan? A: Yes - the black bean patty, the bun and the mayo are all "
                     "plant-based. Our Classic Burger is beef with cheddar; the veggie one shares nothing with it.")]
    case(C, "Control: %s." % what, FIT, menu=[item] + mains(2) + meat(1), reviews=good(), decls=decls)


# ====================================================================
# 92. allergen-letter-code: per-dish allergen codes and grids that are
#     not the EU numbers of earlier rounds -- the Austrian letters (C
#     eggs, G milk, D fish, B crustaceans, R molluscs), "Milk: Y", "Egg
#     ●", a kids' "(contain egg white)". Controls: letters that mean plant
#     allergens (A gluten, F soy, H nuts, N sesame), "Milk: N", and "may
#     contain" traces for a diner who allows cross-contact.
# ====================================================================
C = start3("allergen-letter-code")
ALLERGEN_LEGEND = M("Allergen key", "A gluten · B crustaceans · C eggs · D fish · E peanuts · F soy · G milk · "
                    "H tree nuts · L celery · M mustard · N sesame · O sulphites · P lupin · R molluscs",
                    section="Notes")
CODE_TRAPS = [
    V("Gemüse-Strudel", "root vegetables, herbs, puff pastry [A, C, G]"),
    V("Linsen-Curry", "lentils, coconut, rice (A, F, G)"),
    V("Vegane Kasnocken", "spinach dumplings, crispy onion · Allergene: A C G"),
    V("Tofu Bowl", "marinated tofu, rice, greens, dressing - Allergens: F, N, D"),
    V("Asian Noodle Salad", "rice noodles, herbs, peanuts, dressing | E, F, B, R"),
    V("Kids' Vegan Nuggets", "crispy nuggets (contain egg white), ketchup, apple slices"),
    V("Roasted Veg Wrap", "hummus, peppers, rocket. Milk: Y  Egg: N  Gluten: Y"),
    V("Mushroom Stroganoff", "mushrooms, paprika, rice. Dairy ● Egg ○ Soy ● (● = contains, ○ = free from)"),
    V("Spring Rolls (4)", "veg filling, sweet chili | allergens: gluten, soy, crustacea"),
    V("Pumpkin Gnocchi", "sage, walnuts - contains: wheat, tree nuts, milk"),
    V("Kids' Vegan Mac", "pasta, cheese sauce (Allergens: gluten, milk) - toddler favourite"),
    V("Veggie Gyoza", "cabbage, shiitake, dipping sauce ⓖ ⓒ (see key: g = gluten, c = crustacean - shrimp in "
                      "the dip)"),
]
for item in CODE_TRAPS:
    case(C, "A vegan-labelled dish whose allergen code or grid names an animal allergen: %r."
         % item["description"], NOT_FIT, menu=[item, ALLERGEN_LEGEND] + mains(2) + meat(1), reviews=good())
CODE_CONTROLS = [
    V("Gemüse-Strudel", "root vegetables, herbs, vegan puff pastry [A, F]"),
    V("Linsen-Curry", "lentils, coconut, rice (F, H)"),
    V("Roasted Veg Wrap", "hummus, peppers, rocket. Milk: N  Egg: N  Gluten: Y"),
    V("Mushroom Stroganoff", "mushrooms, paprika, rice. Dairy ○ Egg ○ Soy ● (● = contains, ○ = free from)"),
    V("Kids' Vegan Nuggets", "crispy chickpea nuggets (egg-free), ketchup, apple slices"),
    V("Pumpkin Gnocchi", "sage, walnuts - contains: wheat, tree nuts. May contain traces of milk."),
    V("Sesame Noodles", "wheat noodles, cucumber, sesame dressing (A, F, N)"),
]
for item in CODE_CONTROLS:
    case(C, "Control: allergen codes and grids naming only plant allergens or traces: %r."
         % item["description"], FIT, menu=[item, ALLERGEN_LEGEND] + mains(2) + meat(1), reviews=good())


# ====================================================================
# 93. side-default: what comes with a vegan-labelled dish "on the side"
#     or "paired" by default -- a dip, a sauce cup, a drink pairing, the
#     latte of a breakfast plate -- and is animal. Controls: plant sides,
#     optional paid pairings, a dairy swap offered for a price.
# ====================================================================
C = start3("side-default")
SIDE_TRAPS = [
    V("Crispy Cauliflower Bites", "sweet chili glaze, sesame. Served with ranch on the side."),
    V("Loaded Nachos", "black beans, pico, jalapeños - sour cream and guac served on the side"),
    V("Samosa Chaat", "chickpeas, tamarind, mint chutney; the yogurt comes on the side so it stays crisp"),
    V("Falafel Bowl", "rice, salad, pickles; tzatziki and tahini on the side"),
    V("Crispy Tofu Bao", "pickled veg, hoisin, cucumber + a side of our egg-yolk aioli"),
    V("Burrito Bowl", "rice, beans, fajita veg; comes with a side of warm queso for dipping"),
    V("Breakfast Plate", "tofu scramble, toast, hash browns; includes a latte (whole milk; oat +$0.75)"),
    V("Fresh Spring Rolls", "rice paper, herbs, vermicelli, tofu; nuoc cham on the side"),
    V("Tasting Menu (6 courses)", "seasonal plates, each paired with a drink - dessert is paired with our honey "
                                  "mead"),
    V("Pho Chay", "charred onion broth, tofu, rice noodles; hoisin, sriracha and a side cup of beef broth for "
                  "dipping"),
]
for item in SIDE_TRAPS:
    dish_trap(C, "A vegan-labelled dish whose default side, dip or pairing is animal: %r." % item["description"],
              item)
SIDE_CONTROLS = [
    V("Crispy Cauliflower Bites", "sweet chili glaze, sesame. Served with vegan ranch on the side."),
    V("Loaded Nachos", "black beans, pico, jalapeños - cashew sour cream and guac served on the side"),
    V("Samosa Chaat", "chickpeas, tamarind, mint chutney; coconut yogurt on the side so it stays crisp"),
    V("Breakfast Plate", "tofu scramble, toast, hash browns; includes a latte (oat milk)"),
    V("Fresh Spring Rolls", "rice paper, herbs, vermicelli, tofu; vegan nuoc cham (no fish sauce) on the side"),
    V("Tasting Menu (6 courses)", "seasonal plates; optional drink pairing +$45, vegan wines and kombucha only"),
]
for item in SIDE_CONTROLS:
    dish_control(C, "plant sides and optional pairings: %r." % item["description"], item)


# ====================================================================
# Round 11: the same trap in every field of the record, long reviews
# whose trap is one clause in the middle, pronouns that walk back to the
# vegan dish, British, Australian and Indian English, Spanish-only Latin
# American menus, hidden gelatin, rennet, anchovy and lard for vegetarian
# and pescatarian diners, vegan-labelled sweets and breads, "vegan" scoped
# to one component, time words that change a dish, section labels with
# one exception, numbered ingredient lists and emoji-only marks. Written
# without reading the engine or its lexicon; about 35% controls.
# ====================================================================

# A bare labelled dish the field traps point at by name.
FIELD_DISH = ("Green Curry", "tofu, aubergine, bamboo shoots, thai basil, jasmine rice")


def field_case(cls, field, phrase, allowed, why):
    """The labelled green curry beside two more labelled mains, a meat dish
    and a positive review; `phrase` (a sentence about the green curry, or a
    fragment for the dish's own fields) sits in `field`."""
    name, desc = FIELD_DISH
    menu, reviews, decls, tags, reports = [], good(), [], [], []
    if field == "section":
        menu.append(M(name, desc, ["vegan"], section="Curries - " + phrase["frag"]))
    elif field == "label":
        menu.append(M(name, desc, ["vegan", phrase["frag"]]))
    elif field == "name":
        menu.append(M("%s (%s)" % (name, phrase["frag"]), desc, ["vegan"]))
    elif field == "description":
        menu.append(M(name, desc + "; " + phrase["frag"], ["vegan"]))
    else:
        menu.append(M(name, desc, ["vegan"]))
        sentence = phrase["sentence"]
        if field == "declaration":
            decls.append(D(sentence))
        elif field == "review":
            reviews.append(R(sentence, rating=4))
        elif field == "report":
            reports.append(U(sentence, "strict_vegan", phrase.get("outcome", "neutral")))
        elif field == "tag":
            tags.append(T("description", sentence))
    case(cls, why, allowed, menu=menu + mains(2) + meat(1), reviews=reviews, decls=decls,
         tags=tags, reports=reports)


# ====================================================================
# 94. field-placement: one trap sentence, put in each field of the record
#     in turn -- the section heading, a label, the dish name, the
#     description, a declaration, a review, a user report and a
#     third-party tag -- so that each field is checked for reading it.
#     Controls: plant sentences of the same shape in the same fields.
# ====================================================================
C = start3("field-placement")
FIELDS = ["section", "label", "name", "description", "declaration", "review", "report", "tag"]
FIELD_TRAPS = [
    {"what": "chicken stock",
     "frag": "every sauce starts with our chicken stock",
     "sentence": "Just so people know, the green curry here is made on a chicken stock base - the server "
                 "checked with the kitchen for me.", "outcome": "negative"},
    {"what": "a knob of butter",
     "frag": "finished with a knob of butter",
     "sentence": "The green curry gets a knob of butter stirred in right before it goes out, that's why it's "
                 "so glossy.", "outcome": "negative"},
    {"what": "fish sauce",
     "frag": "seasoned with a dash of fish sauce",
     "sentence": "FYI the green curry is seasoned with fish sauce like a proper Thai curry, so not actually "
                 "vegan.", "outcome": "negative"},
    {"what": "shrimp paste",
     "frag": "the curry paste is pounded with shrimp paste",
     "sentence": "Asked about the green curry paste - they pound it in-house with dried shrimp paste.",
     "outcome": "negative"},
]
for trap in FIELD_TRAPS:
    for field in FIELDS:
        diners = field in ("review", "report")
        field_case(C, field, trap, UNKNOWN if diners else NOT_FIT,
                   "The labelled green curry's %s, said in the %s field%s." % (
                       trap["what"], field, " (diners alone: not_fit would be wrong)" if diners else ""))
FIELD_CONTROLS = [
    {"what": "mushroom stock",
     "frag": "every sauce starts with our kombu-mushroom stock",
     "sentence": "Good to know: the green curry here is made on a kombu and mushroom stock - the server "
                 "checked with the kitchen for me.", "outcome": "positive"},
    {"what": "coconut cream",
     "frag": "finished with a swirl of coconut cream",
     "sentence": "The green curry gets a swirl of coconut cream right before it goes out, that's why it's so "
                 "glossy.", "outcome": "positive"},
    {"what": "plant curry paste",
     "frag": "the curry paste is pounded in-house from green chilli, lemongrass and galangal",
     "sentence": "Asked about the green curry paste - they pound it in-house from green chillies, lemongrass, "
                 "galangal and lime leaf, nothing else.", "outcome": "positive"},
]
for ctl in FIELD_CONTROLS:
    for field in FIELDS:
        field_case(C, field, ctl, FIT, "Control: the green curry's %s, said in the %s field." % (ctl["what"], field))


# ====================================================================
# 95. long-review-midclause: real-length reviews (150-300 words) about
#     parking, service, several dishes and the bill, where the only
#     words that matter are one clause in the middle -- often a pronoun
#     or "that one" reaching back to the vegan dish past another dish.
#     Controls: the same length, the animal clause belonging to a
#     companion's meat dish or clearing the vegan dish.
# ====================================================================
C = start3("long-review-midclause")
OPENINGS = [
    "We finally made it here on a rainy Thursday after a friend wouldn't stop talking about it. Parking was "
    "a bit of a nightmare - we ended up two blocks away - but the room is warm, the music is low enough to "
    "talk over, and the host found us a booth by the window even though we were ten minutes late. Drinks "
    "arrived fast and were good. ",
    "Booked for my mum's 60th, party of six, and honestly the staff were brilliant from start to finish. "
    "They'd set the table with a little card, brought water without being asked and were patient while we "
    "argued about what to share. The menu is long, so give yourself a minute, and ask about the specials "
    "board by the bar. ",
    "Third visit now and I keep meaning to write this up. It's a small place, maybe twelve tables, with an "
    "open kitchen so you can watch everything come off the line. Service can be slow on Saturdays but it's "
    "never rude, and the cocktails are worth the wait. This time we came with friends visiting from out of "
    "town, so we ordered more than usual. ",
]
CLOSINGS = [
    " Desserts were fine but nothing special - we split a sorbet. The bill for two with drinks came to "
    "about $85 before tip, which felt fair for the portions and the quality. The bathrooms could use some love and it gets "
    "loud after 8, but I'd still come back and I've already sent the link to two friends.",
    " We were too full for dessert, which tells you something. Prices have gone up a couple of dollars "
    "since last year, like everywhere, and the wine list is short, but the staff remembered us and that "
    "counts for a lot. Four stars only because of the wait for a table on a weeknight.",
    " The only real complaint is the chairs, which are the kind of wobbly metal bistro chairs that make "
    "your back ache after an hour. Everything else - the music, the lighting, the way they handled a "
    "spilled drink at the next table - was spot on. Go early, it fills up by seven.",
]
MIDCLAUSE_TRAPS = [
    "I had the vegan massaman curry, my partner had the pork belly bao. The bao was a bit fatty for me but he "
    "loved it. The massaman was rich and fragrant, and when I asked what made it so savoury the server "
    "cheerfully said it's the fish sauce they add at the end - so maybe not as vegan as the menu says.",
    "We shared the fish & chips and the vegan jackfruit tacos. The batter on the fish was light, the chips "
    "properly crisp. The tacos were the surprise hit, although they come with a drizzle of crema on top "
    "that nobody mentioned, and it was definitely dairy.",
    "My daughter is vegan so she went for the lentil shepherd's pie while I had the ribeye. My steak was a "
    "touch over but tasty. Her pie looked gorgeous - turns out the mash on it is whipped with butter and "
    "cream, which the waiter only told us after she'd eaten half.",
    "For starters we had the wings and the vegan spring rolls; mains were the chicken parm and the vegan "
    "pad thai. The parm was huge. The pad thai was good too, though it had bits of scrambled egg all "
    "through it, which I picked out.",
    "I'm vegetarian and my husband is vegan, so we ordered the vegan dal and the paneer tikka. The paneer "
    "was lovely. He adored the dal until I noticed the little pool of ghee on top of it - the chef "
    "confirmed they temper it in ghee.",
    "The vegan burger is the thing everyone talks about and it's good: smoky patty, crunchy pickles. They "
    "toast the bun in the same butter as everything else on the flat-top, which the cook told me when I "
    "asked why it was so golden. My friend's bacon cheeseburger was also great.",
    "We got the vegan ramen and the tonkotsu. The tonkotsu broth was milky and deep. The vegan one was "
    "lighter but still lovely, and they top it with a soft-boiled egg unless you ask them not to.",
    "I went for the vegan enchiladas and my brother had the carne asada. His steak was perfectly charred. "
    "Mine were good but the enchiladas are baked under a layer of melted jack cheese, which surprised me "
    "given the label.",
    "Between the four of us we had the salmon, the lamb rogan josh, the vegan chana masala and the vegan "
    "dal. The lamb fell apart. The chana masala was my favourite - creamy, and when I asked why, they said "
    "it's finished with yogurt. The dal was simpler but good.",
    "I ordered the vegan banh mi for lunch while my coworker got the pulled pork sandwich. The pork was "
    "smoky. My banh mi was fresh and crunchy, but they spread regular egg mayo on the baguette, so heads up.",
    "The vegan pho was my pick, the shrimp scampi my wife's. Her scampi was buttery and rich. The pho broth "
    "was deep and clear; it was only when I asked that they admitted it's simmered with the same beef bones "
    "as the regular pho.",
    "We split the vegan tempeh reuben and the buffalo wings. The wings were properly hot. The reuben was "
    "great, though it comes griddled with swiss melted over the sauerkraut - the vegan label is for the "
    "tempeh, I guess.",
]
for i, mid in enumerate(MIDCLAUSE_TRAPS):
    text = OPENINGS[i % 3] + mid + CLOSINGS[(i // 3) % 3]
    case(C, "A long review whose middle clause puts an animal product on the vegan dish: %r." % mid[:90],
         UNKNOWN, menu=mains(3) + meat(2), reviews=good() + [R(text, rating=4)])
MIDCLAUSE_CONTROLS = [
    "I had the vegan massaman curry, my partner had the pork belly bao. The bao was rich and the pork was "
    "glazed with something sweet - honey, he thinks - and he loved it. The massaman was fragrant and "
    "savoury, and the server said the depth comes from the tamarind and roasted peanuts.",
    "We shared the fish & chips and the vegan jackfruit tacos. The batter on the fish was light and they "
    "serve it with a proper tartare sauce. The tacos were the surprise hit, with a cashew crema that I'd "
    "never have guessed wasn't dairy.",
    "My daughter is vegan so she went for the lentil shepherd's pie while I had the ribeye. My steak came "
    "with a slab of garlic butter melting on it, which was heaven. Her pie looked gorgeous - the mash is "
    "made with olive oil and she said it was the best she's had.",
    "For starters we had the wings and the vegan spring rolls; mains were the chicken parm and the vegan "
    "pad thai. The parm was huge and very cheesy. The pad thai was excellent, with crispy tofu and no egg "
    "at all - the server double-checked for us.",
    "I'm vegetarian and my husband is vegan, so we ordered the vegan dal and the paneer tikka. The paneer "
    "was lovely, charred and soft. He adored the dal, tempered with mustard seeds in oil as the menu says.",
    "We got the vegan ramen and the tonkotsu. The tonkotsu broth was milky from the pork bones and came "
    "with an egg. The vegan one was lighter but still lovely, a kombu and shiitake broth with corn and "
    "smoked tofu.",
]
for i, mid in enumerate(MIDCLAUSE_CONTROLS):
    text = OPENINGS[(i + 1) % 3] + mid + CLOSINGS[(i + 2) % 3]
    case(C, "Control: a long review whose animal words belong to the companion's dish: %r." % mid[:90],
         FIT, menu=mains(3) + meat(2), reviews=good() + [R(text, rating=5)])


# ====================================================================
# 96. commonwealth-english: British, Australian and Indian menu English
#     on vegan-labelled dishes -- mince, rashers, streaky, dripping,
#     double cream, Yorkshire puddings, custard, prawn crackers, curd
#     rice, ghee roast, malai, a "brekkie" with buttered toast.
#     Controls: soya mince, tofu rashers, oat cream, aquafaba Yorkshires,
#     coconut curd, a ghee roast made with coconut oil.
# ====================================================================
C = start3("commonwealth-english")
COMMONWEALTH_TRAPS = [
    V("Vegan Sunday Roast", "nut roast, roasties, seasonal veg, Yorkshire pudding and proper gravy made with "
                            "beef dripping"),
    V("Vegan Cottage Pie", "lentil & mushroom filling, topped with a mash of Maris Pipers, double cream and "
                           "mature cheddar"),
    V("Vegan Full English", "tofu scramble, beans, hash browns, grilled tomato, two rashers of streaky on the "
                            "side"),
    V("Tofu Chow Mein Set", "egg-fried rice, spring roll, prawn crackers"),
    V("Curd Rice", "South Indian comfort: rice mashed with curd, tempered with mustard seed & curry leaf"),
    V("Ghee Roast Dosa", "paper-thin dosa roasted with ghee, potato masala, sambar, coconut chutney"),
    V("Veg Malai Kofta", "potato kofta in a rich malai gravy, jeera rice"),
    V("Vegan Brekkie", "smashed avo, grilled mushrooms, relish, on buttered sourdough soldiers"),
    V("Plant Parma", "crumbed eggplant, napoli sauce, melted parmesan, chips & salad"),
    V("Bubble & Squeak", "crispy cabbage and potato cakes, fried in goose fat, brown sauce"),
    V("Vegan Mushroom Pie", "mushroom & ale filling in our suet pastry, mushy peas"),
    V("Sticky Toffee Sponge", "date sponge, toffee sauce, warm custard"),
    V("Vegan Spag Bol", "lentil and mince ragu, parmesan shavings"),
    V("Sausage Sanga", "plant snag on white bread, fried onions, tomato sauce - bread buttered as standard"),
]
for item in COMMONWEALTH_TRAPS:
    dish_trap(C, "British/Australian/Indian menu English on a vegan-labelled dish: %r." % item["description"], item)
COMMONWEALTH_CONTROLS = [
    V("Vegan Sunday Roast", "nut roast, roasties, seasonal veg, aquafaba Yorkshire pudding and onion gravy"),
    V("Vegan Cottage Pie", "soya mince & lentil filling, topped with olive-oil mash"),
    V("Vegan Full English", "tofu scramble, beans, hash browns, grilled tomato, two smoky tofu rashers"),
    V("Curd Rice", "rice mashed with our coconut curd, tempered with mustard seed & curry leaf"),
    V("Ghee Roast Mushroom", "Mangalorean-style roast made with coconut oil, not ghee; neer dosa"),
    V("Vegan Brekkie", "smashed avo, grilled mushrooms, relish, on sourdough with plant butter"),
    V("Sticky Toffee Sponge", "date sponge, toffee sauce, oat custard"),
    V("Vegan Spag Bol", "soya mince ragu, basil, cashew parm"),
]
for item in COMMONWEALTH_CONTROLS:
    dish_control(C, "plant words in British/Australian/Indian menu English: %r." % item["description"], item)


# ====================================================================
# 97. latin-menu-only: Spanish-only Mexican, Peruvian and Caribbean
#     menus (every line in Spanish) where one vegan-labelled dish hides
#     the animal product in the kitchen's own words: manteca,
#     chicharrón, caldo de pollo, suero, crema, huancaína, tocino,
#     leche, mantequilla, huevo. Controls: the same dishes with
#     aceite, caldo de verduras, crema de anacardo, leche de coco.
# ====================================================================
C = start3("latin-menu-only")
LATIN_VEGAN = [
    ("Tacos de Hongos", "hongos al ajillo, cebolla, cilantro, salsa verde, tortillas de maíz"),
    ("Burrito de Frijol Negro", "frijoles negros, arroz rojo, pico de gallo, aguacate"),
    ("Saltado de Setas", "setas, cebolla morada, tomate, papas fritas, arroz blanco"),
    ("Enchiladas Verdes de Papa", "papa, salsa verde, cebolla, aguacate"),
    ("Ceviche de Palmito", "palmito, limón, ají limo, cebolla, camote, cancha"),
    ("Bowl de Quinua", "quinua, garbanzos, palta, tomate, choclo, vinagreta de limón"),
]
LATIN_MEAT = [("Pollo a la Brasa", "cuarto de pollo, papas fritas, ensalada"),
              ("Carnitas", "cerdo confitado, cebolla, cilantro"),
              ("Pernil Asado", "cerdo al horno, arroz con gandules")]
LATIN_REVIEWS = ["Comida vegana riquísima y bien servida. Volveremos.",
                 "Muy buena opción vegana en la zona, todo fresco y sabroso 🌱",
                 "Excelentes platos veganos, atención rápida y amable."]
_latin = {"i": 0}


def latin_case(why, allowed, item):
    menu = [item]
    for _ in range(2):
        name, desc = LATIN_VEGAN[_latin["i"] % len(LATIN_VEGAN)]
        menu.append(V(name, desc))
        _latin["i"] += 1
    name, desc = LATIN_MEAT[_latin["i"] % len(LATIN_MEAT)]
    menu.append(M(name, desc))
    case(C, why, allowed, menu=menu, reviews=[R(LATIN_REVIEWS[_latin["i"] % 3], rating=5)])


LATIN_TRAPS = [
    V("Frijoles Charros Veganos", "frijoles pintos, chile, cebolla, cocidos con manteca como los de la abuela"),
    V("Tamales de Rajas (veganos)", "masa batida con manteca, rajas de poblano, elote"),
    V("Tlayuda Vegana", "tortilla grande, asiento, frijol, repollo, aguacate"),
    V("Sopa de Tortilla Vegana", "caldo de pollo con jitomate, tiras de tortilla, aguacate, chile pasilla"),
    V("Papa a la Huancaína", "papa amarilla, salsa huancaína, aceituna, huevo duro"),
    V("Causa Vegana", "papa amarilla prensada, palta, rellena con mayonesa casera"),
    V("Mofongo Vegano", "plátano verde majado con ajo y chicharrón, caldo de vegetales"),
    V("Arroz con Gandules", "gandules, sofrito, aceitunas, un poco de tocino para el sabor"),
    V("Esquites Veganos", "elote, chile, limón, mayonesa, queso cotija"),
    V("Pupusas de Frijol (vegano)", "masa de maíz, frijol refrito, curtido, salsa roja; frijol frito en manteca"),
    V("Chilaquiles Verdes Veganos", "totopos, salsa verde, cebolla, crema y queso fresco"),
    V("Yuca Frita Vegana", "yuca frita, salsa de ají con suero costeño"),
    V("Pan de Bono Vegano", "pan de yuca horneado con queso costeño y huevo"),
]
for item in LATIN_TRAPS:
    latin_case("A Spanish-only menu; a vegan-labelled dish whose own words are animal: %r." % item["description"],
               NOT_FIT, item)
LATIN_CONTROLS = [
    V("Frijoles Charros Veganos", "frijoles pintos, chile, cebolla, cocidos con aceite de oliva, sin manteca"),
    V("Tamales de Rajas (veganos)", "masa batida con aceite de girasol, rajas de poblano, elote"),
    V("Sopa de Tortilla Vegana", "caldo de verduras con jitomate, tiras de tortilla, aguacate, chile pasilla"),
    V("Papa a la Huancaína Vegana", "papa amarilla, salsa de ají amarillo con leche de soya y tofu, aceituna"),
    V("Causa Vegana", "papa amarilla prensada, palta, rellena con mayonesa vegana sin huevo"),
    V("Chilaquiles Verdes Veganos", "totopos, salsa verde, cebolla, crema de anacardo"),
    V("Mofongo Vegano", "plátano verde majado con ajo y aceite de oliva, caldo de vegetales"),
    V("Lomo Saltado de Seitán", "seitán salteado, cebolla morada, tomate, sillao, papas fritas, arroz blanco"),
    V("Chicharrón de Setas (vegano)", "setas ostra fritas crocantes, sarsa criolla, camote"),
]
for item in LATIN_CONTROLS:
    latin_case("Control: a Spanish-only menu, the vegan-labelled dish in plant words: %r." % item["description"],
               FIT, item)


# ====================================================================
# 98. veg-pesc-hidden-agent: vegetarian and pescatarian diners with the
#     animal product hidden in a setting agent, cheese-making or fat:
#     gelatine in a panna cotta or cheesecake, traditional Parmigiano on
#     a pesto, anchovy in a salsa verde or puttanesca, lard in pastry
#     and tortillas, for vegetarians; lard, chorizo, bacon, chicken stock
#     and gelatine-set aspic in seafood for pescatarians. Controls: agar,
#     vegetarian rennet, capers, vegetable shortening, olive oil.
# ====================================================================
C = start3("veg-pesc-hidden-agent")
VP_TRAPS = [
    ("vegetarian", M("Vanilla Panna Cotta", "set with leaf gelatine, poached rhubarb", ["vegetarian"])),
    ("vegetarian", M("Lemon Cheesecake", "biscuit base, lemon cream set with gelatine", ["vegetarian"])),
    ("vegetarian", M("Trofie al Pesto", "basil, pine nuts, Parmigiano Reggiano DOP (traditional animal "
                                       "rennet)", ["vegetarian"])),
    ("vegetarian", M("Grilled Halloumi Plate", "grilled halloumi, chickpeas, salsa verde with capers and "
                                               "anchovy", ["vegetarian"])),
    ("vegetarian", M("Spaghetti Puttanesca", "tomato, olives, capers, chilli and a few anchovy fillets melted "
                                             "in", ["V"])),
    ("vegetarian", M("Cheese & Onion Pasty", "cheddar, onion, potato, in our lard shortcrust", ["vegetarian"])),
    ("vegetarian", M("Bean & Cheese Burrito", "refried beans, cheese, rice; flour tortillas made with lard",
                     ["vegetarian"])),
    ("vegetarian", M("Strawberry Trifle", "sponge, custard, cream, jelly", ["vegetarian"])),
    ("pescatarian", M("Fish Pie", "cod, smoked haddock, prawns, leeks; topped with a lard shortcrust lid",
                      ["pescatarian"])),
    ("pescatarian", M("Seafood Gumbo", "shrimp, crab, okra, dark roux, a little andouille for depth",
                      ["pescatarian"])),
    ("pescatarian", M("Prawn Laksa", "prawns, rice noodles, tofu puffs, laksa broth on a chicken stock",
                      ["pescatarian"])),
    ("pescatarian", M("Salmon en Gelée", "poached salmon set in a chicken-stock aspic", ["pescatarian"])),
]
for diet, item in VP_TRAPS:
    case(C, "A %s dish hiding gelatine, rennet, anchovy, lard or poultry: %r." % (diet, item["description"]),
         NOT_FIT, **base(diet, item))
VP_CONTROLS = [
    ("vegetarian", M("Vanilla Panna Cotta", "set with agar, poached rhubarb", ["vegetarian"])),
    ("vegetarian", M("Trofie al Pesto", "basil, pine nuts, a vegetarian hard cheese made with microbial rennet",
                     ["vegetarian"])),
    ("vegetarian", M("Spaghetti Puttanesca", "tomato, olives, capers, chilli - no anchovy in ours",
                     ["vegetarian"])),
    ("vegetarian", M("Cheese & Onion Pasty", "cheddar, onion, potato, in an all-butter shortcrust",
                     ["vegetarian"])),
    ("pescatarian", M("Fish Pie", "cod, smoked haddock, prawns, leeks, buttery mash", ["pescatarian"])),
    ("pescatarian", M("Prawn Laksa", "prawns, rice noodles, tofu puffs, laksa broth on a prawn-shell stock",
                      ["pescatarian"])),
]
for diet, item in VP_CONTROLS:
    case(C, "Control: a %s dish whose setting agent, cheese, fat or stock fits: %r." % (diet, item["description"]),
         FIT, **base(diet, item))


# ====================================================================
# 99. vegan-sweet-bread: vegan-labelled breads and desserts whose own
#     kind carries egg, butter, milk, honey or gelatine: brioche,
#     challah, Hokkaido milk bread, naan, pavlova, lemon curd, tres
#     leches, tiramisu, kulfi, gulab jamun, baklava with honey syrup,
#     gummy sweets -- beside labelled mains. Controls: the same sweets
#     made the plant way (aquafaba pavlova, oat-milk tres leches, agar).
# ====================================================================
C = start3("vegan-sweet-bread")
SWEET_TRAPS = [
    V("Brioche French Toast", "thick-cut brioche, maple, berries"),
    V("Challah Toast", "house challah, cinnamon sugar, jam"),
    V("Hokkaido Milk Bread", "pillowy tangzhong loaf, whole milk and cream in the dough"),
    V("Garlic Naan", "tandoor-baked, yogurt dough, brushed with garlic"),
    V("Mini Pavlova", "crisp meringue, passionfruit, berries"),
    V("Lemon Curd Tart", "sweet pastry, tangy lemon curd of yolks and butter"),
    V("Tres Leches", "sponge soaked in three milks, whipped topping, cinnamon"),
    V("Tiramisu", "savoiardi, espresso, mascarpone cream, cocoa"),
    V("Pistachio Kulfi", "slow-reduced milk ice, pistachio, cardamom"),
    V("Gulab Jamun", "khoya dumplings in rose-cardamom syrup"),
    V("Baklava", "filo, walnuts, orange-blossom honey syrup"),
    V("Gummy Bear Sundae", "sorbet, gummy bears, sprinkles"),
]
for item in SWEET_TRAPS:
    dish_trap(C, "A vegan-labelled bread or dessert whose kind carries an animal product: %r."
              % item["description"], item)
SWEET_CONTROLS = [
    V("Brioche-Style French Toast", "our vegan brioche (oat milk, plant butter, no egg), maple, berries"),
    V("Mini Pavlova", "aquafaba meringue, passionfruit, berries"),
    V("Lemon Curd Tart", "sweet pastry, lemon curd set with cornflour and coconut oil"),
    V("Tres Leches", "sponge soaked in oat, almond and coconut milk, coconut whip"),
    V("Garlic Naan", "tandoor-baked, coconut-yogurt dough, brushed with garlic oil"),
    V("Gummy Bear Sundae", "sorbet, pectin gummy bears (gelatine-free), sprinkles"),
]
for item in SWEET_CONTROLS:
    dish_control(C, "a vegan-labelled sweet or bread made the plant way: %r." % item["description"], item)


# ====================================================================
# 100. component-scoped-vegan: "vegan" names one component of a dish
#     that is not printed vegan, and the rest of the dish is animal:
#     "vegan cheese" on a honey dough, a "vegan patty" on a brioche, a
#     "vegan sausage" in a breakfast with eggs. Beside two labelled
#     mains, so that only reading the component as the dish makes a fit.
#     Controls: the same names on dishes printed vegan, plant all
#     through.
# ====================================================================
C = start3("component-scoped-vegan")
SCOPED_TRAPS = [
    M("Margherita with Vegan Cheese", "dough made with honey and olive oil, tomato, basil, vegan mozzarella"),
    M("Vegan Patty Burger", "plant patty, american cheese, lettuce, on a butter-toasted brioche bun"),
    M("Vegan Sausage Breakfast", "two plant sausages, two fried eggs, toast, beans"),
    M("Vegan Mayo Club", "turkey, bacon, lettuce, tomato, our house vegan mayo"),
    M("Tacos with Vegan Chorizo", "soy chorizo, cotija, crema, corn tortillas"),
    M("Vegan Pesto Pasta", "our vegan pesto, tagliatelle (fresh egg pasta), cherry tomatoes"),
    M("Ramen with Vegan Broth", "shiitake broth, chashu pork, soft egg, scallion"),
    M("Vegan Nuggets Kids Meal", "plant nuggets, fries, a cup of milk, string cheese"),
    M("Vegan Beef Pho", "plant-based 'beef' slices in our traditional beef-bone broth"),
]
for item in SCOPED_TRAPS:
    # One labelled main only: the menu is a fit only if the component's
    # "vegan" is read as the dish's label. Nothing rejects the diet (there
    # is a vegan main), so not_fit would be wrong too.
    case(C, "'Vegan' names one component of an unlabelled dish whose other parts are animal: %r."
         % item["description"], UNKNOWN, menu=[item] + mains(1) + meat(1), reviews=good())
SCOPED_CONTROLS = [
    V("Margherita with Vegan Cheese", "dough of flour, water, yeast and olive oil, tomato, basil, vegan mozzarella"),
    V("Vegan Patty Burger", "plant patty, vegan cheddar, lettuce, on a toasted vegan bun"),
    V("Vegan Sausage Breakfast", "two plant sausages, tofu scramble, toast, beans"),
    V("Vegan Pesto Pasta", "our vegan pesto, eggless semolina pasta, cherry tomatoes"),
    V("Ramen with Vegan Broth", "shiitake broth, smoked tofu, corn, scallion"),
]
for item in SCOPED_CONTROLS:
    # Three labelled mains in all, as a fit needs whatever the review.
    case(C, "Control: a vegan-labelled dish named for its vegan component, plant all through: %r."
         % item["description"], FIT, menu=[item] + mains(2) + meat(1), reviews=good())


# ====================================================================
# 101. time-word-change: a time word that changes the vegan-labelled
#     dish -- "on Tuesdays", "during brunch", "this week only", "after
#     5pm", "in winter", "at weekends" -- adding an animal product for
#     that time. Controls: time words that change a price, a side or a
#     vegetable, not what the dish is made of.
# ====================================================================
C = start3("time-word-change")
TIME_TRAPS = [
    V("Vegetable Pho", "star anise broth, rice noodles, tofu; on Sundays we make the broth with the bones from "
                       "the roast"),
    V("Tofu Hash", "crispy potatoes, tofu, peppers - during brunch it comes topped with a fried egg"),
    V("Jackfruit Tacos", "salsa verde, onion, cilantro. This week only: finished with cotija from Rancho Gordo "
                         "Dairy"),
    V("Chickpea Curry", "coconut, spinach, rice. After 5pm the dinner version gets a spoon of ghee and cream"),
    V("Roasted Squash Soup", "sage, pepitas; in winter we switch to a chicken stock base"),
    V("Mushroom Risotto", "arborio, wild mushrooms, thyme - at weekends the chef mounts it with butter and "
                          "parmesan"),
    V("Veggie Dumplings", "cabbage, shiitake, chives. Lunch special only: served in pork broth"),
    V("Falafel Wrap", "hummus, pickles, tahini; Taco Tuesday edition comes with sour cream"),
    V("Pancake Stack", "maple, berries - on Mother's Day brunch they're made with buttermilk and eggs"),
]
for item in TIME_TRAPS:
    dish_trap(C, "A time word changes the vegan-labelled dish to an animal one: %r." % item["description"], item)
TIME_CONTROLS = [
    V("Vegetable Pho", "star anise broth, rice noodles, tofu; on Sundays it comes with extra herbs"),
    V("Tofu Hash", "crispy potatoes, tofu, peppers - during brunch it comes with a side of fruit"),
    V("Jackfruit Tacos", "salsa verde, onion, cilantro. This week only: $2 off with any agua fresca"),
    V("Roasted Squash Soup", "sage, pepitas; in winter we add roasted chestnuts"),
    V("Mushroom Risotto", "arborio, wild mushrooms, thyme - at weekends the chef finishes it with truffle oil"),
]
for item in TIME_CONTROLS:
    dish_control(C, "a time word that changes only a price, side or vegetable: %r." % item["description"], item)


# ====================================================================
# 102. section-exception: the vegan label is on the section heading and
#     the exception is one of the section's own labelled dishes or a
#     component of every one ("all dishes in this section are vegan
#     except the ..."). Controls: the exception is an unlabelled meat
#     dish of the section, the labelled dishes untouched.
# ====================================================================
C = start3("section-exception")
SECTION_TRAPS = [
    ("Plant Plates - all vegan except the Chana Masala, which is finished with ghee",
     [V("Chana Masala", "chickpeas, tomato, ginger, basmati"), V("Aloo Gobi", "potato, cauliflower, roti"),
      V("Red Lentil Dal", "turmeric, cumin, rice")]),
    ("Noodles (all vegan, except the Pad Thai has egg and fish sauce)",
     [V("Tofu Pad Thai", "rice noodles, tamarind, peanuts, lime"),
      V("Sesame Soba Bowl", "soba, edamame, cucumber"), V("Peanut Noodle Salad", "rice noodles, cabbage, mint")]),
    ("VEGAN BOWLS * every bowl is vegan apart from its dressing, which is a honey-miso",
     [V("Quinoa Power Bowl", "chickpeas, kale, avocado"), V("Teriyaki Tofu Bowl", "sushi rice, edamame"),
      V("BBQ Tempeh Bowl", "brown rice, corn, black beans")]),
    ("Tacos - all vegan except we warm every tortilla on the comal in lard",
     [V("Jackfruit Tacos", "pickled onion, cilantro"), V("Mushroom & Walnut Tacos", "chipotle mushrooms, slaw"),
      V("Potato Tacos", "potato, salsa roja")]),
    ("Curries - vegan, except the Massaman (it's made with shrimp paste)",
     [V("Massaman Curry w/ Tofu", "potato, peanuts, coconut milk"),
      V("Coconut Chickpea Curry", "spinach, coconut milk"), V("Jungle Curry", "vegetables, tofu, rice")]),
    ("Burgers. All vegan! Except the buns - brioche, sorry",
     [V("Black Bean Burger", "house patty, lettuce, tomato"), V("Beet Burger", "beet patty, pickles"),
      V("Mushroom Burger", "portobello, onion")]),
]
for heading, items in SECTION_TRAPS:
    for it in items:
        it["section"] = heading
    case(C, "A section heading's exception hits its own labelled dishes: %r." % heading, NOT_FIT,
         menu=items + meat(1), reviews=good())
SECTION_CONTROLS = [
    ("Plant Plates - all vegan except the Chicken Tikka",
     [V("Chana Masala", "chickpeas, tomato, ginger, basmati"), V("Aloo Gobi", "potato, cauliflower, roti"),
      V("Red Lentil Dal", "turmeric, cumin, rice"), M("Chicken Tikka", "yogurt-marinated chicken, naan")]),
    ("Noodles (all vegan, except the Beef Chow Fun)",
     [V("Tofu Pad Thai", "rice noodles, tamarind, peanuts, lime, no egg"),
      V("Sesame Soba Bowl", "soba, edamame, cucumber"), V("Peanut Noodle Salad", "rice noodles, cabbage, mint"),
      M("Beef Chow Fun", "flat rice noodles, beef, bean sprouts")]),
    ("Tacos - all vegan except the carnitas",
     [V("Jackfruit Tacos", "pickled onion, cilantro"), V("Mushroom & Walnut Tacos", "chipotle mushrooms, slaw"),
      V("Potato Tacos", "potato, salsa roja"), M("Carnitas Tacos", "pork, onion, cilantro")]),
    ("Burgers. All vegan except the Classic Beef",
     [V("Black Bean Burger", "house patty, lettuce, tomato"), V("Beet Burger", "beet patty, pickles"),
      V("Mushroom Burger", "portobello, onion"), M("Classic Beef", "beef patty, cheddar, brioche")]),
]
for heading, items in SECTION_CONTROLS:
    for it in items:
        it["section"] = heading
    case(C, "Control: the section's exception is its own unlabelled meat dish: %r." % heading, FIT,
         menu=items + meat(1), reviews=good())


# ====================================================================
# 103. emoji-numbered-label: marks that are only emoji (🌱, 🥬, 🌿, 🟢
#     -- the Indian green dot is vegetarian) on dishes whose words carry
#     dairy or egg, so the mark is not "vegan"; and numbered ingredient
#     lists on vegan-labelled dishes whose numbered item is animal.
#     Controls: emoji beside the vegan label, numbered lists of plants.
# ====================================================================
C = start3("emoji-numbered-label")
EMOJI_MENUS = [
    ("🌱", [("Lentil Soup", "red lentils, cumin, lemon"), ("Falafel Wrap", "falafel, pickles, tahini"),
           ("Chickpea Salad", "chickpeas, parsley, tomato"), ("Spinach Pie", "spinach, feta, filo")]),
    ("🥬", [("Veggie Stir-Fry", "seasonal greens, tofu, rice"), ("Tofu Bowl", "tofu, rice, greens"),
           ("Green Salad", "leaves, herbs, vinaigrette"), ("Caprese Sandwich", "mozzarella, tomato, basil")]),
    ("🟢", [("Chana Masala", "chickpeas, tomato, onion"), ("Aloo Gobi", "potato, cauliflower"),
           ("Bhindi Masala", "okra, onion, spice"), ("Paneer Butter Masala", "paneer, butter, cream")]),
    ("🌿", [("Mushroom Tacos", "mushrooms, onion, salsa"), ("Bean Burrito", "beans, rice, salsa"),
           ("Veggie Enchiladas", "squash, salsa roja"), ("Egg & Potato Taco", "scrambled egg, potato")]),
]
for mark, dishes in EMOJI_MENUS:
    menu = [M(n, d, [mark]) for n, d in dishes]
    case(C, "Only an emoji mark (%s), and one marked dish carries dairy or egg: the mark means vegetarian, "
         "so nothing is printed vegan." % mark, NOT_FIT, menu=menu + meat(1), reviews=good())
NUMBERED_TRAPS = [
    V("Tofu Scramble Wrap", "Ingredients: 1) flour tortilla 2) tofu 3) spinach 4) cheddar 5) salsa"),
    V("Harvest Bowl", "1. farro 2. roasted roots 3. kale 4. goat cheese 5. maple-tahini"),
    V("Pad Kee Mao", "(1) wide rice noodles (2) thai basil (3) tofu (4) oyster sauce (5) chilli"),
    V("Fried Rice", "1 - jasmine rice, 2 - peas & carrot, 3 - scallion, 4 - egg, 5 - soy"),
    V("Veggie Burger", "#1 bean patty #2 lettuce #3 tomato #4 brioche bun #5 pickles"),
    V("Green Smoothie Bowl", "1) spinach 2) banana 3) mango 4) whey protein 5) granola"),
    V("Mushroom Risotto", "i. arborio ii. mushrooms iii. white wine iv. parmesan v. thyme"),
    V("Cornbread Plate", "① cornmeal ② buttermilk ③ jalapeño ④ molasses"),
]
for item in NUMBERED_TRAPS:
    dish_trap(C, "A numbered ingredient list on a vegan-labelled dish names an animal product: %r."
              % item["description"], item)
EMOJI_CONTROLS = [
    plus(*[M(n, d, ["vegan", "🌱"]) for n, d in EMOJI_MENUS[0][1][:3]], n_mains=0),
    plus(*[M(n, d, ["vegan", "🟢"]) for n, d in EMOJI_MENUS[2][1][:3]], n_mains=0),
]
for menu in EMOJI_CONTROLS:
    case(C, "Control: an emoji mark beside the vegan label on plant dishes.", FIT, menu=menu, reviews=good())
NUMBERED_CONTROLS = [
    V("Tofu Scramble Wrap", "Ingredients: 1) flour tortilla 2) tofu 3) spinach 4) cashew cheddar 5) salsa"),
    V("Fried Rice", "1 - jasmine rice, 2 - peas & carrot, 3 - scallion, 4 - crumbled tofu, 5 - soy"),
    V("Cornbread Plate", "① cornmeal ② oat-milk 'buttermilk' ③ jalapeño ④ molasses"),
]
for item in NUMBERED_CONTROLS:
    dish_control(C, "a numbered ingredient list of plants: %r." % item["description"], item)


# Round 11, more of the same classes (appended so the ids above stay put):
# two more trap sentences in every field, more British, Australian and
# Indian dishes whose kind carries the animal product, more time words,
# and the British suet puddings for vegetarians.
C = "field-placement"
FIELD_TRAPS_2 = [
    {"what": "bonito flakes",
     "frag": "showered with bonito flakes",
     "sentence": "Heads up that the green curry comes showered with bonito flakes - they dance on top, fun to "
                 "watch but it's fish.", "outcome": "negative"},
    {"what": "ghee",
     "frag": "the aubergine is fried in ghee",
     "sentence": "The chef told us the aubergine in the green curry is fried in ghee first for flavour.",
     "outcome": "negative"},
]
for trap in FIELD_TRAPS_2:
    for field in FIELDS:
        diners = field in ("review", "report")
        field_case(C, field, trap, UNKNOWN if diners else NOT_FIT,
                   "The labelled green curry's %s, said in the %s field%s." % (
                       trap["what"], field, " (diners alone: not_fit would be wrong)" if diners else ""))

C = "commonwealth-english"
COMMONWEALTH_TRAPS_2 = [
    V("Vegan Roast Dinner", "lentil wellington, roasties, greens and a side of crackling"),
    V("Chip Shop Supper", "battered banana blossom, mushy peas, chips cooked in beef dripping as tradition "
                          "demands"),
    V("Vegan Ploughman's", "crusty bread, pickle, apple, a Scotch egg and pickled onions"),
    V("Masala Breakfast", "poha, sambar, coconut chutney, anda bhurji on the side"),
    V("South Indian Lunch Plate", "rice, rasam, sambar, poriyal, papad, served with a glass of chaas"),
    V("Anzac Biscuit", "oats, coconut, golden syrup and butter, baked chewy"),
    V("Eton Mess", "crushed meringue, strawberries, whipped cream"),
    V("Banoffee Pie", "biscuit base, condensed-milk toffee, banana, cream"),
    V("Cream Tea for Two", "fruit scones, strawberry jam, Cornish clotted cream, pot of tea"),
]
for item in COMMONWEALTH_TRAPS_2:
    dish_trap(C, "British/Australian/Indian menu English on a vegan-labelled dish: %r." % item["description"], item)

C = "time-word-change"
TIME_TRAPS_2 = [
    V("Seafood-Free Chowder", "potato, corn, leek; on Fridays the chowder is made on the fish stock from the fry"),
    V("Festive Thali", "dal, sabzi, rice; for Diwali week it comes with kheer and a ghee-drenched paratha"),
    V("Holiday Nut Roast", "chestnut & lentil roast - on Christmas Day it's basted alongside the turkey"),
    V("Game Day Nachos", "black beans, pico, jalapeño; every game day we pour our queso over them"),
    V("Ramen of the Month", "shoyu broth, tofu, greens. December's bowl is built on a chicken paitan"),
]
for item in TIME_TRAPS_2:
    dish_trap(C, "A time word changes the vegan-labelled dish to an animal one: %r." % item["description"], item)

C = "veg-pesc-hidden-agent"
VP_TRAPS_2 = [
    ("vegetarian", M("Spotted Dick & Custard", "the school-dinner classic, steamed the proper old way",
                     ["vegetarian"])),
    ("vegetarian", M("Christmas Pudding", "our great-grandmother's recipe: fruit, brandy, breadcrumbs and beef "
                                          "suet, brandy butter", ["vegetarian"])),
    ("vegetarian", M("Jam Roly-Poly", "traditional suet pastry rolled with raspberry jam, custard",
                     ["vegetarian"])),
    ("pescatarian", M("Kedgeree", "smoked haddock, curried rice, boiled egg, cooked in the bacon fat from "
                                  "breakfast", ["pescatarian"])),
]
for diet, item in VP_TRAPS_2:
    case(C, "A %s dish hiding gelatine, rennet, anchovy, lard, suet or pork: %r." % (diet, item["description"]),
         NOT_FIT, **base(diet, item))

# The controls of the additions: the same kinds of dish, made the plant way.
C = "commonwealth-english"
COMMONWEALTH_CONTROLS_2 = [
    V("Chip Shop Supper", "battered banana blossom, mushy peas, chips fried in rapeseed oil"),
    V("Vegan Ploughman's", "crusty bread, pickle, apple, a vegan Scotch egg (chickpea & sage) and pickled onions"),
    V("South Indian Lunch Plate", "rice, rasam, sambar, poriyal, papad, served with a glass of coconut-milk "
                                  "chaas"),
    V("Anzac Biscuit", "oats, coconut, golden syrup and plant butter, baked chewy"),
    V("Eton Mess", "crushed aquafaba meringue, strawberries, whipped coconut cream"),
]
for item in COMMONWEALTH_CONTROLS_2:
    dish_control(C, "plant words in British/Australian/Indian menu English: %r." % item["description"], item)

C = "time-word-change"
TIME_CONTROLS_2 = [
    V("Festive Thali", "dal, sabzi, rice; for Diwali week it comes with coconut kheer and a sweet roti"),
    V("Game Day Nachos", "black beans, pico, jalapeño; every game day we pour our cashew queso over them"),
    V("Ramen of the Month", "shoyu broth, tofu, greens. December's bowl is built on a roasted-kombu broth"),
]
for item in TIME_CONTROLS_2:
    dish_control(C, "a time word that changes only a plant part: %r." % item["description"], item)

C = "veg-pesc-hidden-agent"
VP_CONTROLS_2 = [
    ("vegetarian", M("Spotted Dick & Custard", "steamed sponge made with vegetable suet, currants, custard",
                     ["vegetarian"])),
    ("vegetarian", M("Christmas Pudding", "fruit, brandy, breadcrumbs and vegetable suet, brandy butter",
                     ["vegetarian"])),
    ("pescatarian", M("Kedgeree", "smoked haddock, curried rice, boiled egg, butter", ["pescatarian"])),
]
for diet, item in VP_CONTROLS_2:
    case(C, "Control: a %s dish whose suet or fat fits: %r." % (diet, item["description"]),
         FIT, **base(diet, item))

C = "vegan-sweet-bread"
SWEET_CONTROLS_2 = [
    V("Tiramisu", "savoiardi made without egg, espresso, cashew mascarpone, cocoa"),
    V("Baklava", "filo brushed with olive oil, walnuts, orange-blossom sugar syrup (no honey)"),
    V("Challah Toast", "our egg-free braided loaf, cinnamon sugar, jam"),
]
for item in SWEET_CONTROLS_2:
    dish_control(C, "a vegan-labelled sweet or bread made the plant way: %r." % item["description"], item)

C = "field-placement"
FIELD_CONTROLS_2 = [
    {"what": "toasted coconut",
     "frag": "showered with toasted coconut flakes",
     "sentence": "Heads up that the green curry comes showered with toasted coconut flakes - fun texture.",
     "outcome": "positive"},
]
for ctl in FIELD_CONTROLS_2:
    for field in FIELDS:
        field_case(C, field, ctl, FIT, "Control: the green curry's %s, said in the %s field." % (ctl["what"], field))


# ====================================================================
# Round 12: traps that combine two mechanisms in one record or spread one
# trap over two observations (a dish in the menu, its animal part in a
# note or declaration that names it by number or nickname), and controls
# for the general rules of recent rounds that could over-reach.
# ====================================================================


def numbered(num, name, desc, vegan=True, section="Noodles & Rice"):
    """A dish printed with its menu number, as "12. Vegan Pad Thai"."""
    return M("%s. %s" % (num, name), desc, ["vegan"] if vegan else [], section=section)


NOODLES = [numbered(10, "Vegan Pad Thai", "rice noodles, tamarind, tofu, peanuts, lime"),
           numbered(11, "Vegan Drunken Noodles", "wide rice noodles, thai basil, chili, tofu"),
           numbered(12, "Vegan Lo Mein", "egg-free wheat noodles, bok choy, shiitake")]


# ====================================================================
# 113. numbered-dish-note: a numbered menu whose note, allergen line,
#     FAQ or owner's words name the vegan-labelled dishes only by their
#     numbers ("#10-#12", "Nos. 31-33", "item 8", "los platos del 20 al
#     22") or by a nickname, and give them an animal product. Controls:
#     the numbers name the unlabelled meat dishes, or the note is about
#     spice, size or a plant allergen.
# ====================================================================
C = start3("numbered-dish-note")
NUM_CURRIES = [numbered(20, "Chana Masala", "chickpeas, tomato, ginger, basmati", section="Curries"),
               numbered(21, "Aloo Gobi", "potato, cauliflower, cumin, turmeric", section="Curries"),
               numbered(22, "Tofu Saag", "spinach, tofu, garlic, green chili", section="Curries")]
NUM_MEAT = [numbered(30, "Beef Chow Fun", "flat rice noodles, flank steak, bean sprouts", vegan=False),
            numbered(31, "Chicken Lo Mein", "egg noodles, chicken thigh, cabbage", vegan=False),
            numbered(32, "Shrimp Pad See Ew", "wide noodles, shrimp, egg, gai lan", vegan=False)]


def number_case(why, allowed, dishes, note=None, decl=None, review=None, report=None):
    menu = [numbered(*d) if isinstance(d, tuple) else d for d in dishes]
    if note:
        menu.append(M("Please note", note, section="Notes"))
    case(C, why, allowed, menu=menu + list(NUM_MEAT) + mains(1),
         reviews=good() + ([R(review, rating=4)] if review else []),
         decls=[decl] if decl else [], reports=[report] if report else [])


NUMBER_TRAPS = [
    (NOODLES, "All noodle dishes (#10-#12) are tossed in fish sauce before they leave the wok.", None),
    (NOODLES, "Nos. 10 – 12 are finished with a knob of butter for shine.", None),
    (NOODLES, None, D("A little secret: #11 gets a spoon of oyster sauce, it's what makes it taste like home.")),
    (NUM_CURRIES, "Every curry from 20 to 22 starts with our house chicken stock.", None),
    (NUM_CURRIES, None, faq("Which curries use ghee? Numbers 20 thru 22 are tempered in ghee; the rest in oil.")),
    (NUM_CURRIES, "Allergens by number: #20 milk; #21 mustard; #22 milk, egg.", None),
    (NUM_CURRIES, None, owner("Thanks Dana! For the record, item 21 is our only curry finished with cream.")),
    (NOODLES, None, D("Los platos del 10 al 12 llevan un chorrito de salsa de pescado al final.")),
    (NOODLES, "*Dishes #10, #11 & #12 contain egg (the sauce is thickened with yolk).", None),
    (NUM_CURRIES, "Curries numbered twenty through twenty-two are cooked with a little lard for depth.", None),
    ([numbered(7, "Big Green Bowl", "kale, quinoa, chickpeas, tahini", section="Bowls"),
      numbered(8, "Sunrise Bowl", "sweet potato, black beans, salsa", section="Bowls"),
      numbered(9, "Tofu Poke", "marinated tofu, edamame, seaweed", section="Bowls")],
     None, D("Everyone calls #7 'the Hulk' -- the Hulk gets a drizzle of honey and a sprinkle of parmesan.")),
    ([numbered(7, "Big Green Bowl", "kale, quinoa, chickpeas, tahini", section="Bowls"),
      numbered(8, "Sunrise Bowl", "sweet potato, black beans, salsa", section="Bowls"),
      numbered(9, "Tofu Poke", "marinated tofu, edamame, seaweed", section="Bowls")],
     None, D("Regulars call the Sunrise Bowl 'the Sunny' -- the Sunny is topped with a fried egg these days.")),
    (NOODLES, "Noodle dishes 10-12: our wok sauce is oyster + fish sauce + sugar.", None),
    (NUM_CURRIES, None, faq("Are 20, 21 and 22 really vegan? They're vegan apart from the yogurt we stir through.")),
]
for dishes, note, decl in NUMBER_TRAPS:
    number_case("Vegan-labelled dishes named by number only in %s: %r." % ("a menu note" if note else "the restaurant's words",
                note or decl["text"]), NOT_FIT, dishes, note=note, decl=decl)
NUMBER_DINER_TRAPS = [
    (NOODLES, "Heads up: order #11 with care, our server said it's made with oyster sauce."),
    (NUM_CURRIES, "The cashier told me #20 and #22 are both finished with butter, even the vegan-marked ones."),
    (NOODLES, "Asked about #10 — they said the tamarind sauce has fish sauce in it."),
]
for dishes, text in NUMBER_DINER_TRAPS:
    number_case("A diner names the vegan-labelled dish by its number and quotes staff on its animal part: %r." % text,
                UNKNOWN, dishes, review=text)
NUMBER_CONTROLS = [
    (NOODLES, "All noodle dishes (#30-#32) are tossed in fish sauce; #10-#12 use a soy-lime sauce instead.", None),
    (NOODLES, "Nos. 10 – 12 can be made extra spicy on request.", None),
    (NUM_CURRIES, "Allergens by number: #20 none; #21 mustard; #22 soy.", None),
    (NUM_CURRIES, None, faq("Which curries are mildest? Numbers 20 and 21; #22 has green chili.")),
    (NOODLES, None, owner("Thanks Dana! #30 and #31 are our only dishes with oyster sauce; 10-12 are fully vegan.")),
    (NOODLES, "#30 Beef Chow Fun contains beef, soy and wheat. #10-#12 contain peanut, soy and wheat.", None),
    ([numbered(7, "Big Green Bowl", "kale, quinoa, chickpeas, tahini", section="Bowls"),
      numbered(8, "Sunrise Bowl", "sweet potato, black beans, salsa", section="Bowls"),
      numbered(9, "Tofu Poke", "marinated tofu, edamame, seaweed", section="Bowls")],
     None, D("Everyone calls #7 'the Hulk' -- it's the biggest bowl we do, loaded with kale and chickpeas.")),
    (NOODLES, None, D("Los platos del 10 al 12 llevan salsa de soya y limón, nada de pescado.")),
    (NUM_CURRIES, "Curries 20-22 come in half (12 oz) or full (24 oz) portions.", None),
]
for dishes, note, decl in NUMBER_CONTROLS:
    number_case("Control: the numbers in %r name the meat dishes, or give a plant fact." % (note or decl["text"]),
                FIT, dishes, note=note, decl=decl)


# ====================================================================
# 114. as-above-reference: a vegan-labelled dish described by pointing
#     at another dish -- "as above", "same as the Classic", "ditto",
#     "built like the fish tacos", "igual que el anterior" -- whose own
#     description carries an animal product the vegan dish does not
#     swap out; on a printed menu or in a pasted paragraph. Controls:
#     the pointer only borrows plant parts, or "same broth" where the
#     line's own broth is vegetable.
# ====================================================================
C = start3("as-above-reference")
ABOVE_TRAPS = [
    (M("Classic Burger", "beef patty, cheddar, lettuce, tomato, brioche bun"),
     V("Vegan Burger", "as above, with a black bean patty")),
    (M("Chicken Pho", "beef-bone & chicken broth, rice noodles, herbs"),
     V("Tofu Pho", "as above, tofu in place of chicken")),
    (M("Caesar Salad", "romaine, anchovy-parmesan dressing, croutons, chicken"),
     V("Vegan Caesar", "see the Caesar above - just hold the chicken")),
    (M("Fish Tacos", "beer-battered cod, cabbage, crema, cotija"),
     V("Tofu Tacos", "built like the fish tacos, crispy tofu instead of cod")),
    (M("Carbonara", "spaghetti, egg yolk, pecorino, guanciale"),
     V("Mushroom Carbonara", "like our classic, minus the guanciale; king oyster 'bacon'")),
    (M("Tonkotsu Ramen", "pork-bone broth, chashu, soft egg, scallion"),
     V("Tofu Ramen", "our tonkotsu with tofu swapped for the chashu")),
    (M("Lamb Biryani", "basmati cooked in lamb stock and ghee, fried onions"),
     V("Vegetable Biryani", "same rice as the lamb biryani, seasonal vegetables")),
    (M("Tacos de Carnitas", "cerdo en manteca, cebolla, cilantro, queso fresco"),
     V("Tacos de Hongos", "igual que el anterior, con hongos en vez de cerdo")),
    (M("Margherita", "tomato, fior di latte, basil, parmesan"),
     V("Vegan Margherita", "ditto, vegan mozz instead of fior di latte")),
    (M("4. Pad Thai", "rice noodles, egg, shrimp, fish sauce, peanuts"),
     V("Tofu Pad Thai", "same as #4 but with tofu, no shrimp")),
    (M("Chicken Katsu Curry", "panko chicken, japanese curry (beef stock), rice"),
     V("Pumpkin Katsu Curry", "same curry sauce as the chicken katsu, panko pumpkin")),
    (M("Buttermilk Pancakes", "three pancakes, maple, salted butter"),
     V("Vegan Pancakes", "the same stack as above, with banana")),
]
for above, dish in ABOVE_TRAPS:
    case(C, "The vegan-labelled dish points at the dish beside it (%r), whose animal part is not swapped: %r."
         % (dish["description"], above["description"]), NOT_FIT,
         menu=[above, dish] + mains(2) + meat(1), reviews=good())
PASTED_ABOVE_TRAPS = [
    "BURGERS Classic 14 beef, american cheese, brioche Smash 15 two patties, bacon Black Bean (vegan) 13 as above, "
    "black bean patty",
    "PHO Pho Bo 15 oxtail broth, brisket Pho Ga 14 chicken broth Pho Chay (VG) 13 same broth as Pho Ga, tofu & mushrooms",
    "RAMEN Shoyu 15 chicken-dashi broth, chashu, egg Veggie Shoyu VEGAN 14 ditto with tofu, no chashu no egg",
    "TACOS Pescado 5 battered cod, crema Coliflor (vegano) 4.50 igual que los de pescado, coliflor frita Asada 5",
]
for text in PASTED_ABOVE_TRAPS:
    case(C, "A pasted menu paragraph: the vegan-marked dish says 'as above'/'same broth' of an animal dish: %r." % text,
         NOT_FIT, menu=[pasted(text)] + mains(3) + meat(1), reviews=good())
ABOVE_CONTROLS = [
    (M("Classic Burger", "beef patty, lettuce, tomato, pickles, sesame bun"),
     V("Vegan Burger", "as above, with a black bean patty")),
    (V("Vegetable Pho", "star anise & charred onion broth, rice noodles, tofu, herbs"),
     V("Mushroom Pho", "same broth, king oyster mushrooms, rice noodles")),
    (M("Fish Tacos", "beer-battered cod, cabbage, pico, lime"),
     V("Tofu Tacos", "built like the fish tacos: crispy tofu, cabbage, pico, lime")),
    (V("Chana Masala", "chickpeas, tomato, ginger, basmati"),
     V("Chana Saag", "same masala base as above, with spinach")),
    (M("Tacos de Pollo", "pollo asado, cebolla, cilantro, salsa verde"),
     V("Tacos de Hongos", "igual que el anterior, con hongos en vez de pollo")),
    (M("Beef Bulgogi Bowl", "marinated beef, rice, kimchi, sesame spinach"),
     V("Tofu Bulgogi Bowl", "ditto with tofu (our marinade is soy, pear, garlic, sesame)")),
]
for above, dish in ABOVE_CONTROLS:
    case(C, "Control: the vegan-labelled dish points at a dish whose parts are plant or swapped: %r / %r."
         % (above["description"], dish["description"]), FIT, menu=[above, dish] + mains(2) + meat(1), reviews=good())
PASTED_ABOVE_CONTROLS = [
    "PHO Pho Bo 15 oxtail broth, brisket Pho Chay (VG) 13 charred onion & daikon broth, tofu Pho Nam Chay (VG) 14 "
    "same broth, king oyster mushrooms",
    "BOWLS Tofu Bowl (vegan) 14 rice, edamame, miso dressing Tempeh Bowl (vegan) 14 as above, tempeh instead of tofu "
    "Salmon Bowl 17 salmon, rice",
    "Jackfruit Tacos (vegan) 12 corn tortillas, salsa verde, pickled onion Cauliflower Tacos (vegan) 12 same "
    "toppings, roasted cauliflower Bean Burrito (vegan) 11 pinto beans, rice, pico",
]
for text in PASTED_ABOVE_CONTROLS:
    case(C, "Control: a pasted paragraph whose 'same broth'/'as above' points at a vegan line: %r." % text,
         FIT, menu=[pasted(text)] + mains(3) + meat(1), reviews=good())


# The dish a round-12 question or report speaks of, printed vegan on the
# menu, so that the words are about a dish the restaurant really lists.
NAMED_DISHES = [
    ("tamal", "Tamales Veganos", "masa, rajas, salsa verde"),
    ("ratatouille", "Ratatouille", "aubergine, courgette, pepper, tomato, pistou, bread"),
    ("risotto", "Risotto Vegano", "arborio, porcini, thyme"),
    ("knödel", "Vegane Knödel", "bread dumplings, mushroom ragout"),
    ("naan", "Vegan Curry & Naan", "chickpea curry, basmati rice, naan"),
    ("pad thai", "Vegan Pad Thai", "rice noodles, tofu, tamarind, peanuts, lime"),
    ("taco", "Vegan Tacos", "corn tortillas, jackfruit, cabbage, salsa"),
    ("falafel", "Falafel Plate", "falafel, chopped salad, pickles, pita, sauce"),
    ("pho", "Pho Chay", "charred onion broth, rice noodles, tofu, herbs"),
    ("burrito", "Burrito Vegano", "arroz, frijoles, pico, salsa"),
    ("soupe", "Soupe Végane", "leeks, potato, herbs, bread"),
    ("hambúrguer", "Hambúrguer Vegano", "black bean patty, lettuce, tomato, house mayo"),
    ("ramen", "Vegan Ramen", "kombu-shiitake broth, tofu, corn, scallion"),
    ("scramble", "Vegan Scramble", "plant-based scramble, potatoes, toast"),
    ("dumpling", "Vegan Dumplings", "cabbage, shiitake, ginger, chili oil"),
    ("granola", "Vegan Granola Bowl", "oats, berries, coconut yogurt"),
    ("aioli", "Vegan Burger", "black bean patty, lettuce, house aioli, bun"),
    ("chili", "Vegan Chili", "three beans, chipotle, peppers, rice"),
    ("soup", "Vegan Soup & Sandwich", "soup of the day, grilled vegetable sandwich"),
    ("mac", "Vegan Mac", "macaroni, cashew cheese sauce, breadcrumbs"),
    ("bolognese", "Vegan Bolognese", "lentils, tomato, spaghetti"),
    ("bowl", "Vegan Bowl", "rice, tofu, greens, house sauce"),
    ("arroz", "Arroz Vegano", "arroz, verduras, tofu"),
    ("margarita", "Vegan Margarita", "tequila, lime, agave"),
    ("curry", "Vegan Curry", "chickpeas, coconut milk, spinach, rice"),
]


def named_menu(text):
    """The dish `text` speaks of (printed vegan), two pool mains, a meat dish."""
    low = text.lower()
    for key, name, desc in NAMED_DISHES:
        if key in low:
            return [V(name, desc)] + mains(2) + meat(1)
    return mains(3) + meat(1)


# ====================================================================
# 115. question-answer-language: questions asked and answered in the
#     restaurant's FAQ, in owner replies and in reviews, in Spanish,
#     Portuguese, French, Italian, German or a mix -- the answer gives
#     the vegan dish an animal product. Controls: the answer clears the
#     dish, or answers something unrelated ("Is it worth the wait?
#     Absolutely, the chicken place next door has a longer line").
# ====================================================================
C = start3("question-answer-language")
QA_OWN_TRAPS = [
    faq("¿Los tamales veganos son 100% veganos? Casi: la masa lleva un poquito de manteca de cerdo."),
    faq("¿El arroz de los bowls veganos es vegano? Lo cocinamos en caldo de pollo, pero sin carne."),
    faq("Q: Is the ratatouille vegan? R : Oui, sauf le pistou - on y met du parmesan."),
    faq("Il risotto vegano è mantecato con burro? Sì, un filo di burro alla fine per la cremosità."),
    faq("Sind die veganen Knödel wirklich vegan? Fast - sie werden mit Ei gebunden."),
    owner("Obrigado pela pergunta! O curry vegano leva um pouco de manteiga ghee no final."),
    owner("Gracias por preguntar, Ana: las tortillas de los tacos veganos se hacen con manteca."),
    faq("Can vegans eat the falafel plate? Sí, pero la salsa de yogur no es vegana y viene incluida."),
    faq("Is the vegan pho broth really vegan? Mostly! Nuoc mam (fish sauce) goes in at the end for balance."),
    faq("¿La salsa del burrito vegano lleva crema? Sí, un poquito, pero no lleva carne."),
    owner("Merci pour votre question : la soupe végane est montée au beurre, comme le veut la tradition."),
    faq("Tem ovo no hambúrguer vegano? Só na maionese da casa, que é feita com ovo."),
]
for decl in QA_OWN_TRAPS:
    case(C, "The restaurant answers a question, not in English, giving the vegan dishes an animal product: %r."
         % decl["text"], NOT_FIT, menu=named_menu(decl["text"]), reviews=good(), decls=[decl])
QA_DINER_TRAPS = [
    "Alguém sabe se o curry vegano é mesmo vegano? Perguntei ao garçom: leva manteiga ghee no final.",
    "Respondendo à pergunta acima: não, o pad thai vegano vem com molho de peixe. O garçom confirmou.",
    "¿Los tacos veganos llevan queso? Pregunté y sí, les ponen cotija encima aunque no lo diga el menú.",
    "Quelqu'un a demandé si le curry vegan contient du lait : la serveuse a dit qu'il y a de la crème.",
    "Is the vegan ramen safe? Chiesto al cameriere: il brodo è di maiale, il 'vegan' è solo il topping.",
    "Does the vegan bowl have honey? Ja, die Sauce hat Honig, hat der Kellner gesagt.",
]
for text in QA_DINER_TRAPS:
    case(C, "A diner asks and answers, not in English, that the vegan dish carries an animal product: %r." % text,
         UNKNOWN, menu=named_menu(text), reviews=good() + [R(text, rating=3)])
QA_CONTROLS = [
    ("decl", faq("¿Los tamales veganos llevan manteca? No, usamos aceite de maíz y caldo de verduras.")),
    ("decl", faq("Q: Is the ratatouille vegan? R : Oui, le pistou est fait sans fromage.")),
    ("decl", owner("Obrigado! O curry vegano é feito com óleo de coco, sem manteiga nenhuma.")),
    ("decl", faq("Sind die veganen Knödel wirklich vegan? Ja - gebunden mit Kartoffelstärke, ohne Ei.")),
    ("decl", faq("Is the vegan pho broth really vegan? Yes: charred onion, star anise, daikon, shiitake. No fish sauce.")),
    ("review", "Is it worth the wait? Absolutely, the chicken place next door has a longer line."),
    ("review", "Vale a pena a fila? Sim, a fila da churrascaria ao lado é bem maior. O curry vegano é ótimo."),
    ("review", "¿Vale la pena? Claro que sí, los tacos veganos están buenísimos y la salsa verde pica rico."),
    ("review", "Parking? Ask the guy at the burger joint next door, he'll let you use their lot. Vegan curry was 10/10."),
    ("review", "Is it kid friendly? Yes - my son had the fish & chips, I had the vegan pad thai, we were both happy."),
    ("review", "Alguém perguntou se tem opção vegana de verdade: tem, e o garçom explicou tudo sem problema."),
]
for kind, obj in QA_CONTROLS:
    if kind == "decl":
        case(C, "Control: a question answered in the restaurant's words clears the dish: %r." % obj["text"], FIT,
             menu=named_menu(obj["text"]), reviews=good(), decls=[obj])
    else:
        case(C, "Control: a question in a review answered with something unrelated to the vegan dishes: %r." % obj,
             FIT, menu=named_menu(obj), reviews=good() + [R(obj, rating=5)])


# ====================================================================
# 116. owner-diner-conflict: the owner's reply or statement clears the
#     vegan dish, and a diner report or review (often quoting staff in
#     indirect speech: "our waiter said that ...", "I was told by the
#     manager ...") says it carries an animal product. Diners alone are
#     not proof, so these are unknown. Controls: the diner's words agree
#     with the owner, or talk about other people's plates; "Every order
#     comes with a smile." after a sentence naming a meat dish.
# ====================================================================
C = start3("owner-diner-conflict")
CONFLICT_TRAPS = [
    (owner("Our vegan curry has no dairy at all, we promise!"),
     U("Watched the cook finish the vegan curry with a ladle of cream from the dairy fridge.", "strict_vegan", "negative")),
    (owner("The pho chay broth is 100% vegetable."),
     U("Kitchen told me the pho chay broth is cut with the chicken broth 'for body'.", "strict_vegan", "negative")),
    (owner("We make our vegan scramble with JUST Egg."),
     U("Got a real egg in my 'vegan' scramble, the yolk ran. Staff shrugged.", "strict_vegan", "negative")),
    (owner("Vegan tacos use corn tortillas pressed in-house with oil."),
     U("The cook mentioned the tortillas for the vegan tacos were pressed with a bit of lard.", None, "negative")),
    (owner("The vegan dumplings are sealed with water."),
     U("Our waiter said that the vegan dumplings were sealed with egg, which he reckoned most people don't mind.", "strict_vegan", None)),
    (owner("No honey anywhere in the vegan menu."),
     U("I was told by the manager that they'd started adding honey to the vegan granola bowl.", "strict_vegan", "negative")),
    (owner("Nothing on the vegan menu is brushed with butter."),
     U("According to the server, the kitchen brushes everything with butter before it leaves the pass — vegan plates included.", None, None)),
    (owner("Our aioli is egg-free, made with aquafaba."),
     U("She explained that the vegan aioli is now made with real yolks because customers prefer it.", "strict_vegan", "negative")),
    (owner("The vegan ramen broth is kombu and shiitake only."),
     U("Asked the chef; he said the 'vegan' ramen gets a spoon of the pork tare like all the others.", "strict_vegan", None)),
    (owner("El arroz vegano se hace con caldo de verduras."),
     U("El mesero nos dijo que el arroz vegano se hace con caldo de pollo, que así sale más rico.", None, "negative")),
]
for own, rep in CONFLICT_TRAPS:
    case(C, "The owner clears the dish, a diner report contradicts it: %r vs %r." % (own["text"], rep["text"]),
         UNKNOWN, menu=named_menu(rep["text"]), reviews=good(), decls=[own], reports=[rep])
INDIRECT_REVIEW_TRAPS = [
    "Our server mentioned that the vegan chili is simmered with a ham bone, which honestly was a surprise.",
    "The bartender told us the vegan margarita mix had egg white in it for foam.",
    "The host said the veggie stock for the vegan soups 'has a little chicken in it, but nothing you'd notice'.",
    "We were told the vegan mac is made with a splash of whole milk now because the oat kept splitting.",
    "My friend asked and apparently the vegan naan is brushed with ghee - the waiter didn't seem to think it mattered.",
    "The chef came out and said that the vegan bolognese uses a bit of anchovy for umami.",
]
for text in INDIRECT_REVIEW_TRAPS:
    case(C, "A review quotes staff in indirect speech giving the vegan dish an animal product: %r." % text,
         UNKNOWN, menu=named_menu(text), reviews=good() + [R(text, rating=3)],
         decls=[owner("Thanks for visiting! All our vegan dishes are made without animal products.")])
CONFLICT_CONTROLS = [
    (owner("Our vegan curry has no dairy at all, we promise!"),
     U("Asked twice, the cook showed me the coconut milk carton. Curry was great.", "strict_vegan", "positive")),
    (owner("The pho chay broth is 100% vegetable."),
     U("Pho chay was lovely; my dad's pho bo was beefy as ever.", "strict_vegan", "positive")),
    (owner("We make our vegan scramble with JUST Egg."),
     U("The scramble was fluffy, you really can't tell it's not egg. Loved it.", "strict_vegan", "positive")),
    (owner("The vegan dumplings are sealed with water."),
     U("Our waiter said that the vegan dumplings are sealed with water, not egg - good to know.", "strict_vegan", "positive")),
    (owner("El arroz vegano se hace con caldo de verduras."),
     U("El mesero nos confirmó que el arroz vegano lleva caldo de verduras. Riquísimo.", None, "positive")),
]
for own, rep in CONFLICT_CONTROLS:
    case(C, "Control: the diner report agrees with the owner or speaks of another plate: %r." % rep["text"], FIT,
         menu=named_menu(rep["text"]), reviews=good(), decls=[own], reports=[rep])
SMILE_CONTROLS = [
    "My husband ordered the bacon cheeseburger and finished every bite. Every order comes with a smile.",
    "Dad's ribeye came out perfectly medium-rare. The vegan curry was even better. Service with a smile, always.",
    "The table next to us got wings and fish & chips. We stuck to the vegan mains and loved them.",
    "Our waiter said the steak is their bestseller; we had the vegan bowls and were very happy.",
]
for text in SMILE_CONTROLS:
    case(C, "Control: a meat dish named in a sentence about someone else's plate or the staff: %r." % text, FIT,
         menu=named_menu(text), reviews=good() + [R(text, rating=5)])


# ====================================================================
# 117. app-copy-alt-text: a delivery app's copy of the menu with its
#     modifiers, and images whose alt text was pasted into the item as
#     text ("[image: vegan burger with cheese]", "![vegan nachos with
#     queso](...)", "Photo: ..."), where the modifier default or the
#     picture's words carry an animal product. Controls: the same
#     shapes naming only plants or optional paid add-ons.
# ====================================================================
C = start3("app-copy-alt-text")
ALT_TRAPS = [
    V("Vegan Smash Burger", "two plant patties, pickles, onions [image: vegan burger with melted cheddar and a fried egg]"),
    V("Vegan Nachos", "tortilla chips, beans, jalapeño ![vegan nachos with queso and sour cream](nachos.jpg)"),
    V("Vegan Stack", "three fluffy pancakes, berries [image: vegan pancake stack drizzled with honey]"),
    V("Vegan Tacos", "jackfruit, cabbage, salsa <img alt=\"vegan tacos topped with cotija and crema\">"),
    V("Vegan Ramen", "miso broth, tofu, corn Photo: vegan ramen with a soft-boiled egg and chashu slice"),
    V("Vegan Caesar", "romaine, croutons, dressing [image: vegan caesar with shaved parmesan and anchovies]"),
    V("Vegan Poke", "tofu, edamame, cucumber (pictured: vegan poke bowl with salmon roe)"),
]
for item in ALT_TRAPS:
    dish_trap(C, "An image's alt text pasted into the vegan dish's description names an animal product: %r."
              % item["description"], item)
APP_TRAPS = [
    M("Vegan Pad Thai", "Modifiers: Protein (Required, pick 1): Tofu ✓ | Egg (default ✓, included) • Spice level",
      ["vegan"], src=APP_MENU),
    M("Vegan Burrito", "Customize: Cheese (pre-selected, remove?) · Sour cream (pre-selected) · Guac +$2",
      ["vegan"], src=APP_MENU),
    M("Vegan Power Bowl", "Dressing (Required): Honey-Mustard | Ranch. Add protein: tofu +$3",
      ["vegan"], src=APP_MENU),
    M("Vegan Banh Mi", "Popular with this item: ✓ pâté spread (added by default) ✓ extra cilantro",
      ["vegan"], src=APP_MENU),
    M("Vegan Fried Rice", "Item notes from restaurant: cooked with egg unless you tick 'no egg' below",
      ["vegan"], src=APP_MENU),
    M("Vegan Burger Combo", "Includes: burger, fries & a milkshake (Required: Vanilla / Chocolate dairy shake)",
      ["vegan"], src=APP_MENU),
]
for item in APP_TRAPS:
    dish_trap(C, "A delivery app's copy of the vegan dish: a default or required modifier is animal: %r."
              % item["description"], item)
ALT_DINER_TRAPS = [
    "[photo: my 'vegan' bowl - you can clearly see bits of bacon in it]",
    "[image: close-up of the vegan burger with a slice of american cheese melting down the side] ordered vegan, got this.",
]
for text in ALT_DINER_TRAPS:
    case(C, "A review whose pasted image description shows an animal product on the vegan dish: %r." % text,
         UNKNOWN, menu=mains(3) + meat(1), reviews=good() + [R(text, rating=2)])
ALT_CONTROLS = [
    V("Vegan Smash Burger", "two plant patties, pickles [image: vegan burger with avocado and pickles]"),
    V("Vegan Nachos", "chips, beans, jalapeño ![vegan nachos with cashew queso](nachos.jpg)"),
    V("Vegan Tacos", "jackfruit, cabbage <img alt=\"three vegan tacos with pickled onion and cilantro\">"),
    V("Vegan Ramen", "miso broth, tofu, corn Photo: vegan ramen with tofu, corn and nori"),
    M("Vegan Pad Thai", "Modifiers: Protein (Required, pick 1): Tofu ✓ | Tempeh • Add-ons: peanuts, lime", ["vegan"],
      src=APP_MENU),
    M("Vegan Burrito", "Customize: Vegan cheese (+$1.50) · Guac (+$2) · Extra beans", ["vegan"], src=APP_MENU),
    M("Vegan Power Bowl", "Dressing (Required): Lemon-Tahini | Miso-Ginger. Add protein: tofu +$3", ["vegan"],
      src=APP_MENU),
    M("Vegan Banh Mi", "Popular with this item: ✓ extra pickled daikon ✓ extra cilantro", ["vegan"], src=APP_MENU),
]
for item in ALT_CONTROLS:
    dish_control(C, "alt text or app modifiers naming only plants or optional plant add-ons: %r."
                 % item["description"], item)


# ====================================================================
# 118. heading-base-footnote: a vegan-labelled dish with a footnote mark
#     sits in a section whose heading names an animal base ("From the
#     Tandoor - basted in ghee", "Soups (made on chicken stock)*"), or
#     the footnote mark itself only clears a different part. Controls:
#     the heading names a plant base, or the footnote is about spice.
# ====================================================================
C = start3("heading-base-footnote")
HEADING_BASE_TRAPS = [
    ("From the Tandoor - everything basted in ghee", "Tandoori Tofu†", "tofu, yogurt-free marinade, onion",
     "† vegan: marinade made without yogurt"),
    ("Soups (all made on our chicken stock)", "Lentil Soup*", "red lentils, cumin, lemon",
     "* vegan - no cream"),
    ("Griddle - cooked on buttered flat-top", "Smashed Tofu Sandwich‡", "tofu, pickles, mustard",
     "‡ vegan bread"),
    ("Noodles · tossed in our house fish-sauce dressing", "Tofu Glass Noodles§", "glass noodles, tofu, herbs",
     "§ egg-free"),
    ("Tortas - on bolillo brushed with manteca", "Torta de Hongos¹", "hongos, frijoles, aguacate",
     "¹ vegana"),
    ("Risotti (finished with butter & parmesan)", "Pea Risotto (a)", "peas, mint, lemon",
     "(a) vegan stock"),
    ("Curries - all on a base of butter, onion & cream", "Chickpea Curry**", "chickpeas, spinach, tomato",
     "** vegan chickpeas"),
    ("Brunch - served with a poached egg", "Avocado Toast°", "sourdough, chili, lime",
     "° vegan sourdough"),
    ("Dumplings (egg-wash pastry)", "Mushroom Dumplings#", "shiitake, cabbage, ginger",
     "# vegan filling"),
    ("Bowls - all drizzled with our honey-sesame glaze", "Tofu Rice Bowl◊", "tofu, rice, edamame",
     "◊ vegan protein"),
]
for heading, name, desc, key in HEADING_BASE_TRAPS:
    item = M(name, desc, ["vegan"], section=heading)
    case(C, "A vegan-labelled dish whose footnote clears one part sits under a heading naming an animal base: %r "
            "(key %r)." % (heading, key), NOT_FIT,
         menu=[item, M("Notes", key, section="Notes")] + mains(2) + meat(1), reviews=good())
HEADING_BASE_CONTROLS = [
    ("From the Tandoor - tofu & veg marinated in coconut yogurt", "Tandoori Tofu†", "tofu, spices, onion",
     "† spicy"),
    ("Soups (all made on vegetable stock)", "Lentil Soup*", "red lentils, cumin, lemon", "* contains celery"),
    ("Griddle - cooked on a plant-butter flat-top", "Smashed Tofu Sandwich‡", "tofu, pickles, mustard",
     "‡ contains mustard"),
    ("Noodles · tossed in soy, lime & chili", "Tofu Glass Noodles§", "glass noodles, tofu, herbs",
     "§ gluten-free"),
    ("Tortas - on bolillo toasted with olive oil", "Torta de Hongos¹", "hongos, frijoles, aguacate",
     "¹ picante"),
    ("Bowls - all drizzled with our maple-sesame glaze", "Tofu Rice Bowl◊", "tofu, rice, edamame",
     "◊ contains sesame & soy"),
]
for heading, name, desc, key in HEADING_BASE_CONTROLS:
    item = M(name, desc, ["vegan"], section=heading)
    case(C, "Control: a footnoted vegan dish under a heading naming a plant base: %r (key %r)." % (heading, key),
         FIT, menu=[item, M("Notes", key, section="Notes")] + mains(2) + meat(1), reviews=good())


# ====================================================================
# 119. surface-overreach: controls for rules that read a word rather
#     than a fact -- "Vegan Chicken Sandwich" of seitan, "Cholesterol
#     0mg", hedges about taste ("probably the best"), pasted menus of
#     only vegan dishes with prices, labels in other languages agreeing
#     with plant dishes, a brand or nickname that sounds animal; traps
#     where the same surface is a fact: "Cholesterol 45mg" or "Contains:
#     Milk" in a vegan dish's nutrition line, a hedge about what it is
#     made of.
# ====================================================================
C = start3("surface-overreach")
SURFACE_CONTROLS = [
    V("Vegan Chicken Sandwich", "crispy seitan 'chicken', pickles, vegan mayo, toasted bun"),
    V("Vegan Fish Tacos", "beer-battered banana blossom, cabbage, cashew crema"),
    V("Beefless Stew", "seitan, carrots, potatoes, red wine & mushroom gravy"),
    V("Tofu Scramble Plate", "turmeric tofu, potatoes, toast. Nutrition: 540 kcal · Cholesterol 0mg · Sodium 820mg"),
    V("Lentil Burger", "lentil patty, lettuce, tomato. Cholesterol: 0 mg. Sat fat: 2 g."),
    V("Chana Masala", "probably the best chickpea curry in town - chickpeas, tomato, ginger, rice"),
    V("Jackfruit Tacos", "maybe the messiest tacos you'll ever eat: jackfruit, slaw, salsa verde"),
    M("Tofu al Curry", "tofu, coconut milk, basil, rice", ["vegan", "vegano"]),
    M("Pâtes aux Légumes", "tomato, courgette, basil, olive oil", ["vegan", "végétalien"]),
    M("Gemüse-Bowl", "rice, roasted roots, tahini", ["vegan", "rein pflanzlich"]),
    V("The Butcher's Nightmare", "smoked tempeh, charred peppers, chimichurri, rice"),
    V("Not-Tuna Melt", "chickpea 'tuna', vegan cheddar, sourdough"),
    V("Cheesy Garlic Bread", "our cashew cheese, garlic, parsley (100% plant)"),
    V("Nduja-Style Flatbread", "spicy red pepper & walnut spread, olives, basil"),
]
for item in SURFACE_CONTROLS:
    dish_control(C, "a surface that looks animal, or a hedge about taste, on a plant dish: %r %r."
                 % (item["name"], item["description"]), item)
SURFACE_PASTED_CONTROLS = [
    "Jackfruit Tacos 12 Chana Masala 14 Tofu Pad Thai 15 Black Bean Burger 13 Red Lentil Dal 12 Falafel Wrap 11",
    "MAINS (all vegan) Seitan Shawarma 15 · Mapo Tofu 14 · Three-Bean Chili 12 · Aloo Gobi 13 SIDES Rice 3 · Roti 2",
]
for text in SURFACE_PASTED_CONTROLS:
    case(C, "Control: a pasted menu of only plant dishes and prices: %r." % text, FIT,
         menu=[pasted(text)] + mains(3) + meat(1), reviews=good())
SURFACE_TRAPS = [
    V("Tofu Scramble Plate", "turmeric tofu, potatoes, toast. Nutrition: 610 kcal · Cholesterol 185mg · Sodium 820mg"),
    V("Lentil Burger", "lentil patty, lettuce, tomato. Contains: Wheat, Milk, Soy."),
    V("Veggie Wrap", "hummus, greens, peppers. Allergens: egg, mustard, sesame"),
    V("Chana Masala", "chickpeas, tomato, rice - probably made with a bit of butter, ask your server"),
    V("Vegan Chicken Sandwich", "crispy chicken thigh, vegan mayo, toasted bun"),
    V("Vegan Fish Tacos", "beer-battered cod, cabbage, vegan crema"),
    M("Tofu al Curry", "tofu, coconut milk, basil, rice, un chorrito de salsa de pescado", ["vegan", "vegano"]),
    M("Pâtes aux Légumes", "tomato, courgette, basil, parmesan râpé", ["vegan", "végétalien"]),
]
for item in SURFACE_TRAPS:
    dish_trap(C, "The same surface as a fact about an animal product on a vegan-labelled dish: %r %r."
              % (item["name"], item["description"]), item)



# ====================================================================
# Round 13: the most common US restaurant kitchens, one class each, with
# the animal ingredient typical of that kitchen written the way its menus
# and its diners write it -- in a vegan-labelled dish's own words, in the
# restaurant's statement (owner reply, FAQ, about page) and in a diner's
# report -- and controls with each kitchen's genuine plant versions. A
# statement trap names the labelled dish it speaks of; a diner trap
# allows only `unknown` (diners alone never reject a profile).
# ====================================================================


def cuisine_class(cls, dish_traps, stmt_traps, diner_traps, dish_controls, stmt_controls, diner_controls):
    """Writes one kitchen's class. Every record is the dish beside two more
    labelled mains, a meat dish and a positive review, so only the trap
    changes the answer."""
    start3(cls)
    for item in dish_traps:
        dish_trap(cls, "The kitchen's own animal ingredient in a vegan-labelled dish: %r %r."
                  % (item["name"], item.get("description")), item)
    for item, text, where in stmt_traps:
        d = owner(text) if where == "owner" else (faq(text) if where == "faq" else D(text))
        case(cls, "The restaurant's own %s ties an animal product to its vegan-labelled %r: %r."
             % (where, item["name"], text), NOT_FIT, menu=plus(item), reviews=good(), decls=[d])
    for item, text in diner_traps:
        case(cls, "A diner reports an animal product in the vegan-labelled %r: %r." % (item["name"], text),
             UNKNOWN, menu=plus(item), reviews=good(), reports=[U(text)])
    for item in dish_controls:
        dish_control(cls, "the kitchen's genuine plant version: %r %r." % (item["name"], item.get("description")),
                     item)
    for item, text, where in stmt_controls:
        d = owner(text) if where == "owner" else (faq(text) if where == "faq" else D(text))
        case(cls, "Control: the restaurant's %s clears its vegan-labelled %r: %r." % (where, item["name"], text),
             FIT, menu=plus(item), reviews=good(), decls=[d])
    for item, text in diner_controls:
        case(cls, "Control: a diner's review of the vegan-labelled %r that names no animal product in it: %r."
             % (item["name"], text), FIT, menu=plus(item), reviews=good() + [R(text, rating=5)])


# 120. mexican-kitchen
cuisine_class(
    "mexican-kitchen",
    [
        V("Frijoles Charros Bowl", "frijoles charros (pinto beans stewed with bacon & chorizo), rice, pico"),
        V("Birria de Hongos", "oyster mushroom birria, dipped tortillas, birria consommé from our beef birria pot"),
        V("Tamales de Rajas", "poblano strips, masa batida con manteca, salsa verde"),
        V("Enfrijoladas", "corn tortillas bathed in refried beans, queso fresco, crema"),
        V("Chilaquiles Verdes", "totopos, salsa verde, cebolla, crema Mexicana and a sprinkle of queso Cotija"),
        V("Pozole Verde de Hongos", "hominy, mushrooms, pepitas, simmered in caldo de pollo"),
        V("Elote Bowl", "street corn with mayo, cotija & tajín over rice and black beans"),
        V("Calabacitas Tacos", "squash, corn, poblano, topped with queso Oaxaca"),
    ],
    [
        (V("Refried Bean Burrito", "refried pinto beans, rice, salsa roja"),
         "Yes, our refried beans are cooked the traditional way, with manteca - that's the flavor!", "owner"),
        (V("Rice & Beans Plate", "arroz rojo, frijoles de la olla, tortillas"),
         "Our arroz rojo is made with tomato and Knorr caldo de tomate (chicken bouillon).", "faq"),
        (V("Hongos Tacos", "al pastor mushrooms, pineapple, onion, cilantro"),
         "Every taco plate gets a schmear of asiento on the tortilla, the Oaxacan way.", "about"),
    ],
    [
        (V("Vegan Sopes", "masa sopes, black beans, lettuce, salsa"),
         "the vegan sopes are fried in the same lard as the chicharrón, the cook told me"),
        (V("Veggie Fajitas", "peppers, onions, tortillas, guac"),
         "fajita veggies came out with crema and shredded queso all over, waiter said that's how they come"),
    ],
    [
        V("Frijoles Charros Veganos", "pinto beans with smoked chipotle, soy chorizo & tomato, no pork"),
        V("Birria de Yaca", "jackfruit birria with a guajillo & ancho consommé made on vegetable stock"),
        V("Tamales de Frijol", "masa whipped with vegetable shortening, black beans, salsa roja"),
        V("Chilaquiles Rojos", "totopos, salsa roja, onion, avocado, cashew crema"),
        V("Elote Bowl", "street corn with vegan chipotle mayo, nutritional yeast 'cotija', tajín"),
        V("Pozole Rojo de Hongos", "hominy, mushrooms, guajillo broth made on vegetable stock"),
    ],
    [
        (V("Refried Bean Burrito", "refried pinto beans, rice, salsa roja"),
         "Our frijoles refritos are made with sunflower oil - no manteca, ever.", "owner"),
        (V("Rice & Beans Plate", "arroz rojo, frijoles de la olla, tortillas"),
         "Arroz rojo: tomato, garlic, onion and vegetable stock - no chicken bouillon.", "faq"),
    ],
    [
        (V("Vegan Sopes", "masa sopes, black beans, lettuce, salsa"),
         "Sopes were crispy and the salsa macha had a real kick. Super friendly family business."),
        (V("Hongos Tacos", "al pastor mushrooms, pineapple, onion, cilantro"),
         "Those mushroom al pastor tacos could fool a carnivore, and the horchata is made with rice."),
    ],
)

# 121. chinese-kitchen
cuisine_class(
    "chinese-kitchen",
    [
        V("Dry-Fried Green Beans", "blistered green beans, preserved vegetable, ground pork, chili"),
        V("XO Fried Rice with Tofu", "jasmine rice, tofu, scallion, our house XO sauce"),
        V("Mapo Tofu (Vegan)", "silken tofu, doubanjiang, sichuan pepper, a little minced beef for depth"),
        V("Buddha's Delight", "napa cabbage, wood ear, bean curd skin, braised in oyster sauce"),
        V("Vegetable Lo Mein", "egg noodles, bok choy, carrots, mushroom soy"),
        V("Salt & Pepper Tofu", "crispy tofu, jalapeño, garlic, served with shrimp chips"),
        V("Vegetable Wonton Soup", "cabbage & tofu wontons in our superior stock"),
        V("Eggplant Fish-Fragrant Style", "yu xiang sauce with dried shrimp, garlic, pickled chili"),
    ],
    [
        (V("Vegetable Fried Rice", "rice, peas, carrots, scallion"),
         "All our fried rice is wok-tossed with egg and a spoon of chicken powder.", "owner"),
        (V("Garlic Bok Choy", "baby bok choy, garlic, shaoxing wine"),
         "Our greens are finished with a ladle of chicken stock - ask if you want them plain.", "faq"),
        (V("Kung Pao Tofu", "tofu, peanuts, dried chili, scallion"),
         "We cook all of our stir-fries in rendered lard, like my grandmother did in Chengdu.", "about"),
    ],
    [
        (V("Vegan Dan Dan Noodles", "wheat noodles, sesame, chili oil, preserved greens"),
         "the vegan dan dan came topped with crispy pork, server said the sauce has it anyway"),
        (V("Vegan Hot & Sour Soup", "tofu, wood ear, bamboo, white pepper"),
         "hot and sour soup had egg ribbons in it, and they said the base is chicken broth"),
    ],
    [
        V("Dry-Fried Green Beans", "blistered green beans, preserved mustard greens, garlic, chili - no pork"),
        V("Mushroom XO Fried Rice", "jasmine rice, tofu, scallion, XO-style sauce of dried shiitake & chili"),
        V("Mapo Tofu", "silken tofu, doubanjiang, sichuan pepper, minced shiitake instead of beef"),
        V("Buddha's Delight", "napa cabbage, wood ear, bean curd skin, vegetarian mushroom 'oyster' sauce"),
        V("Vegetable Lo Mein", "eggless wheat noodles, bok choy, carrots, soy"),
        V("Vegetable Wonton Soup", "cabbage & tofu wontons in a kombu-shiitake broth"),
    ],
    [
        (V("Vegetable Fried Rice", "rice, peas, carrots, scallion"),
         "Our vegan fried rice is made in a clean wok without egg, and we season it with soy, not chicken powder.", "owner"),
        (V("Garlic Bok Choy", "baby bok choy, garlic, shaoxing wine"),
         "Greens are stir-fried in peanut oil with garlic only.", "faq"),
    ],
    [
        (V("Vegan Dan Dan Noodles", "wheat noodles, sesame, chili oil, preserved greens"),
         "Dan dan noodles were numbing and addictive, the chili oil is the real deal."),
        (V("Vegan Hot & Sour Soup", "tofu, wood ear, bamboo, white pepper"),
         "Hot and sour soup was perfectly tangy. Lunch special is a steal."),
    ],
)

# 122. thai-vietnamese-kitchen
cuisine_class(
    "thai-vietnamese-kitchen",
    [
        V("Tofu Khao Man Gai", "poached tofu over khao man gai rice, ginger-soy sauce, cucumber"),
        V("Green Papaya Salad", "som tam with tomatoes, long beans, peanuts, dried shrimp, lime"),
        V("Tofu Larb", "minced tofu, toasted rice powder, mint, shallot, nam pla and lime"),
        V("Vegetable Tom Kha", "coconut soup, galangal, lemongrass, mushrooms, simmered on our chicken broth"),
        V("Tofu Bún", "vermicelli, herbs, pickled carrot, spring roll, nước chấm"),
        V("Vegetable Bánh Xèo", "crispy turmeric crepe, bean sprouts, mushrooms, scallion oil & mỡ hành"),
        V("Tofu Cơm Tấm", "broken rice, lemongrass tofu, pickles, a steamed egg meatloaf slice"),
        V("Red Curry Tofu", "bamboo, basil, red curry paste (kapi), coconut milk"),
    ],
    [
        (V("Pad See Ew Tofu", "wide rice noodles, chinese broccoli, tofu, sweet soy"),
         "All our wok noodles get an egg scrambled in, it's part of the dish.", "owner"),
        (V("Vegetable Phở", "rice noodles, tofu, herbs, lime"),
         "Our phở broth is one broth for the whole menu: beef bones simmered 12 hours.", "faq"),
        (V("Tofu Banh Mi", "lemongrass tofu, pickles, cilantro, jalapeño"),
         "Every banh mi is spread with our house pâté and butter mayo.", "about"),
    ],
    [
        (V("Vegan Drunken Noodles", "wide noodles, thai basil, chili, tofu"),
         "vegan drunken noodles definitely have fish sauce, I asked and the server said they all do"),
        (V("Vegan Fresh Rolls", "rice paper, tofu, herbs, vermicelli, peanut sauce"),
         "the dipping sauce for the vegan rolls is nuoc mam, tasted very fishy"),
    ],
    [
        V("Tofu Khao Man Gai", "ginger-garlic rice cooked in vegetable stock, poached tofu, soy-bean sauce"),
        V("Green Papaya Salad", "som tam jay: papaya, tomato, long beans, peanuts, soy-lime dressing, no shrimp"),
        V("Tofu Larb", "minced tofu, toasted rice powder, mint, shallot, mushroom soy and lime"),
        V("Vegetable Tom Kha", "coconut soup, galangal, lemongrass, mushrooms, vegetable broth"),
        V("Tofu Bún Chay", "vermicelli, herbs, pickled carrot, veggie spring roll, nước chấm chay (soy-lime)"),
        V("Red Curry Tofu", "bamboo, basil, shrimp-paste-free red curry paste, coconut milk"),
    ],
    [
        (V("Pad See Ew Tofu", "wide rice noodles, chinese broccoli, tofu, sweet soy"),
         "Vegan pad see ew is made without egg and seasoned with soy and mushroom sauce only.", "owner"),
        (V("Vegetable Phở", "rice noodles, tofu, herbs, lime"),
         "Phở chay has its own pot: charred onion, ginger, star anise, daikon and shiitake.", "faq"),
    ],
    [
        (V("Vegan Drunken Noodles", "wide noodles, thai basil, chili, tofu"),
         "Drunken noodles at thai-hot nearly killed me, in the best way. Mango sticky rice to cool down."),
        (V("Vegan Fresh Rolls", "rice paper, tofu, herbs, vermicelli, peanut sauce"),
         "Fresh rolls were packed with herbs and the peanut sauce is thick and rich."),
    ],
)

# 123. indian-kitchen
cuisine_class(
    "indian-kitchen",
    [
        V("Vegetable Biryani", "basmati layered with vegetables, served with ghee rice and mirchi ka salan"),
        V("Malai Kofta", "vegetable dumplings in a rich malai gravy"),
        V("Dal Makhani", "black lentils slow-cooked overnight, finished with makhan"),
        V("Aloo Paratha Plate", "two stuffed flatbreads, pickle, a side of dahi"),
        V("Palak Tofu", "spinach gravy, tofu cubes, a swirl of fresh cream"),
        V("Navratan Korma", "nine vegetables in a cashew & khoya sauce"),
        V("Dosa Masala", "rice-lentil crepe roasted with ghee, potato masala, sambar"),
        V("Chole Bhature", "chickpea curry with bhature (dough made with yogurt)"),
    ],
    [
        (V("Tadka Dal", "yellow lentils, cumin, garlic, tomato"),
         "Our tadka is done in desi ghee for every dal - it's what makes it authentic.", "owner"),
        (V("Garlic Naan Plate", "chana masala with two garlic naan"),
         "Our naan dough has milk and egg in it and gets brushed with butter.", "faq"),
        (V("Vegetable Samosa Chaat", "samosa, chickpeas, tamarind, onion"),
         "Chaats are topped with sweetened yogurt and sev as standard.", "about"),
    ],
    [
        (V("Vegan Baingan Bharta", "smoky mashed aubergine, onion, tomato, peas"),
         "the 'vegan' bharta was glistening with ghee and had cream in it, the waiter shrugged"),
        (V("Vegan Thali", "two curries, dal, rice, roti, pickle"),
         "vegan thali came with raita and a gulab jamun and the roti was buttered"),
    ],
    [
        V("Vegetable Biryani", "basmati layered with vegetables, cooked in sunflower oil, mint-coconut chutney"),
        V("Malai Kofta", "potato-vegetable dumplings in a cashew 'malai' gravy (no dairy)"),
        V("Dal Makhani", "black lentils slow-cooked overnight, finished with coconut cream and vegan butter"),
        V("Dosa Masala", "rice-lentil crepe roasted with coconut oil, potato masala, sambar, coconut chutney"),
        V("Aloo Paratha Plate", "two stuffed flatbreads, mango pickle, coconut-yogurt dahi"),
        V("Chana Saag", "chickpeas & spinach in an onion-tomato gravy, tempered in mustard oil"),
    ],
    [
        (V("Tadka Dal", "yellow lentils, cumin, garlic, tomato"),
         "All our vegan dals are tempered in mustard oil, never ghee.", "owner"),
        (V("Garlic Naan Plate", "chana masala with two garlic naan"),
         "The naan on our vegan plates is our dairy-free, egg-free dough brushed with olive oil.", "faq"),
    ],
    [
        (V("Vegan Baingan Bharta", "smoky mashed aubergine, onion, tomato, peas"),
         "The bharta tastes like it came straight out of a clay oven. Perfect with the tandoori roti."),
        (V("Vegan Thali", "two curries, dal, rice, roti, pickle"),
         "Vegan thali is enormous, every little bowl was different and the pickle was fiery."),
    ],
)

# 124. italian-pizza-kitchen
cuisine_class(
    "italian-pizza-kitchen",
    [
        V("Marinara Pizza", "tomato, garlic, oregano, on our anchovy-oil crust"),
        V("Pasta e Fagioli", "cannellini, ditalini, rosemary, parmigiano rind broth"),
        V("Pesto Trofie", "basil pesto genovese, green beans, potato, pine nuts, pecorino"),
        V("Mushroom Risotto", "arborio, porcini, mantecato with butter"),
        V("Puttanesca", "tomato, olives, capers, chili, anchovies"),
        V("Fresh Pappardelle", "house-made egg pasta, wild mushroom ragù"),
        V("Veggie Stromboli", "peppers, onions, spinach, rolled in dough, brushed with egg wash"),
        V("Garden Pizza", "peppers, onions, olives, red sauce, sprinkled with grana padano"),
    ],
    [
        (V("Vegan Margherita", "tomato, vegan mozzarella, basil"),
         "All our pizza dough is made with honey and a touch of lard for that old-school crust.", "owner"),
        (V("Minestrone", "seasonal vegetables, beans, pasta, herbs"),
         "Our minestrone starts with pancetta and a ham hock, like nonna's.", "faq"),
        (V("Penne Arrabbiata", "spicy tomato, garlic, parsley"),
         "Every pasta is finished in the pan with a knob of butter and pasta water.", "about"),
    ],
    [
        (V("Vegan Meatball Sub", "plant meatballs, marinara, hoagie roll"),
         "the vegan meatballs have egg and parm as binder according to our server, heads up"),
        (V("Vegan Pizza Bianca", "olive oil, garlic, rosemary, vegan ricotta"),
         "vegan bianca came out covered in real ricotta, they said the vegan ricotta ran out"),
    ],
    [
        V("Marinara Pizza", "tomato, garlic, oregano, extra virgin olive oil - the original vegan pizza"),
        V("Pasta e Fagioli", "cannellini, ditalini, rosemary, vegetable brodo"),
        V("Pesto Trofie", "basil pesto made without cheese, green beans, potato, pine nuts"),
        V("Mushroom Risotto", "arborio, porcini, finished with olive oil and nutritional yeast"),
        V("Puttanesca di Capperi", "tomato, olives, double capers, chili - no anchovy"),
        V("Pizza Rossa", "tomato, garlic, chili, olive oil, on our eggless, dairy-free dough"),
    ],
    [
        (V("Vegan Margherita", "tomato, vegan mozzarella, basil"),
         "Our dough is flour, water, salt, yeast and olive oil. Nothing else.", "owner"),
        (V("Minestrone", "seasonal vegetables, beans, pasta, herbs"),
         "Minestrone is made on vegetable stock; no pancetta, no parmesan rind.", "faq"),
    ],
    [
        (V("Vegan Meatball Sub", "plant meatballs, marinara, hoagie roll"),
         "Vegan meatball sub is a two-hander, the marinara is bright and garlicky."),
        (V("Vegan Pizza Bianca", "olive oil, garlic, rosemary, vegan ricotta"),
         "Crust had perfect leoparding. The cashew ricotta is creamy and lemony."),
    ],
)

# 125. japanese-korean-kitchen
cuisine_class(
    "japanese-korean-kitchen",
    [
        V("Agedashi Tofu", "fried tofu in tentsuyu, grated daikon, topped with katsuobushi"),
        V("Vegetable Okonomiyaki", "cabbage pancake, okonomi sauce, kewpie mayo, aonori"),
        V("Miso Ramen", "wavy noodles, corn, bamboo, in our tonkotsu-miso broth"),
        V("Veggie Tempura Udon", "thick noodles, tempura vegetables, dashi broth"),
        V("Avocado Roll", "avocado, cucumber, topped with tobiko"),
        V("Kimchi Jjigae (Vegan)", "kimchi, tofu, onion, scallion, anchovy stock"),
        V("Tofu Bibimbap", "rice, namul, gochujang, topped with a sunny-side egg"),
        V("Japchae", "sweet potato glass noodles, spinach, carrot, mushroom, egg jidan ribbons"),
    ],
    [
        (V("Veggie Gyoza", "cabbage, shiitake, chive, ponzu"),
         "All our miso soups and dipping sauces are made on bonito dashi.", "owner"),
        (V("Vegan Kimchi Fried Rice", "house kimchi, tofu, scallion"),
         "Our house kimchi is fermented with saeujeot (salted shrimp) and fish sauce.", "faq"),
        (V("Inari Plate", "sweet tofu pockets, pickles, seaweed salad"),
         "The sushi rice is seasoned with vinegar and a dashi made from iriko.", "about"),
    ],
    [
        (V("Vegan Tofu Katsu Curry", "panko tofu, japanese curry, rice"),
         "the vegan katsu curry roux has beef fat in it, chef told us. also the panko has egg"),
        (V("Vegan Tteokbokki", "rice cakes, gochujang sauce, scallion"),
         "tteokbokki broth is anchovy-kelp and they put fish cake in it even on the vegan one"),
    ],
    [
        V("Agedashi Tofu", "fried tofu in kombu-shiitake tentsuyu, grated daikon, nori strips"),
        V("Vegetable Okonomiyaki", "cabbage pancake bound with yam & flour, vegan okonomi sauce, egg-free mayo"),
        V("Shoyu Ramen", "wavy eggless noodles, corn, bamboo, in a kombu-shiitake broth"),
        V("Kimchi Jjigae", "vegan kimchi, tofu, onion, scallion, kelp-mushroom stock"),
        V("Tofu Bibimbap", "rice, namul, gochujang, crispy tofu, no egg"),
        V("Japchae", "sweet potato glass noodles, spinach, carrot, mushroom, sesame oil"),
    ],
    [
        (V("Veggie Gyoza", "cabbage, shiitake, chive, ponzu"),
         "Our vegan dishes use kombu dashi only; the bonito dashi is for the ramen.", "owner"),
        (V("Vegan Kimchi Fried Rice", "house kimchi, tofu, scallion"),
         "We make a separate vegan kimchi with no fish sauce and no salted shrimp.", "faq"),
    ],
    [
        (V("Vegan Tofu Katsu Curry", "panko tofu, japanese curry, rice"),
         "Katsu tofu was crunchy outside, soft inside. Curry had a nice sweetness."),
        (V("Vegan Tteokbokki", "rice cakes, gochujang sauce, scallion"),
         "Tteokbokki was chewy and spicy, exactly like the street stalls in Seoul."),
    ],
)

# 126. diner-bbq-southern-kitchen
cuisine_class(
    "diner-bbq-southern-kitchen",
    [
        V("Southern Veggie Plate", "collards with smoked turkey, black-eyed peas, cornbread"),
        V("Veggie Burger Deluxe", "black bean patty, lettuce, tomato, on a toasted brioche bun"),
        V("Mac & Greens Bowl", "mac with sharp cheddar, braised greens, hot sauce"),
        V("BBQ Jackfruit Sandwich", "pulled jackfruit, slaw, on a bun griddled in beef tallow"),
        V("Veggie Plate", "pinto beans, green beans with bacon, cornbread, fried okra"),
        V("Red Beans & Rice", "creole red beans slow-cooked with a ham hock, white rice"),
        V("Hoppin' John", "black-eyed peas, rice, a little fatback, scallion"),
        V("Impossible Patty Melt", "plant patty, grilled onions, swiss, rye"),
    ],
    [
        (V("Vegan Collard Plate", "collards, candied yams, rice"),
         "Our greens are cooked low and slow in their pot liquor with smoked neck bones.", "owner"),
        (V("Veggie Hash", "potatoes, peppers, onions, mushrooms"),
         "Everything off the flat-top gets a pat of butter and bacon grease, that's diner cooking.", "faq"),
        (V("Vegan Cornbread Bowl", "cornbread, chili beans, pickled jalapeño"),
         "Our cornbread is made with buttermilk and baked in a bacon-greased skillet.", "about"),
    ],
    [
        (V("Vegan BBQ Platter", "smoked tofu, beans, slaw, pickles"),
         "the baked beans on the vegan platter are loaded with burnt ends, saw them in the beans"),
        (V("Vegan Biscuit Plate", "biscuits, mushroom gravy, hash browns"),
         "vegan biscuits here are made with buttermilk, the manager admitted it after I asked"),
    ],
    [
        V("Southern Veggie Plate", "collards braised with smoked paprika & liquid smoke, black-eyed peas, eggless cornbread"),
        V("Veggie Burger Deluxe", "black bean patty, lettuce, tomato, on a vegan potato bun"),
        V("Mac & Greens Bowl", "mac with cashew-butternut cheddar sauce, braised greens, hot sauce"),
        V("BBQ Jackfruit Sandwich", "pulled jackfruit, vinegar slaw, on a vegan bun toasted dry"),
        V("Red Beans & Rice", "creole red beans with smoked tempeh sausage, white rice"),
        V("Hoppin' John", "black-eyed peas, rice, smoked mushrooms, scallion"),
    ],
    [
        (V("Vegan Collard Plate", "collards, candied yams, rice"),
         "Our vegan collards get their own pot: onion, garlic, vinegar, smoked paprika.", "owner"),
        (V("Veggie Hash", "potatoes, peppers, onions, mushrooms"),
         "The vegan hash is cooked on a flat-top section we keep for plant dishes, in canola oil only.", "faq"),
    ],
    [
        (V("Vegan BBQ Platter", "smoked tofu, beans, slaw, pickles"),
         "Smoked tofu had a real bark on it. Pitmaster clearly knows his smoke."),
        (V("Vegan Biscuit Plate", "biscuits, mushroom gravy, hash browns"),
         "Fluffy biscuits, peppery gravy, and the sweet tea is dangerously good."),
    ],
)

# 127. bakery-cafe-kitchen
cuisine_class(
    "bakery-cafe-kitchen",
    [
        V("Avocado Croissant Sandwich", "avocado, tomato, sprouts, on a croissant laminated with butter"),
        V("Veggie Brioche Sandwich", "roasted veg, hummus, on our house brioche"),
        V("Sweet Potato Toast", "sourdough, sweet potato, hemp seeds, honey butter"),
        V("Quiche-Style Tofu Bake", "tofu, spinach, in a pâte brisée crust made with butter"),
        V("Harvest Grain Bowl", "farro, roasted roots, greens, honey-dijon vinaigrette"),
        V("Veggie Panini", "grilled vegetables, pesto, on ciabatta pressed with garlic butter"),
        V("Breakfast Burrito", "tofu scramble, potatoes, salsa, in a flour tortilla, with a side of greek yogurt"),
        V("Tomato Soup & Grilled Bread", "roasted tomato soup with a swirl of crème fraîche"),
    ],
    [
        (V("Vegan Bagel Sandwich", "everything bagel, tofu cream cheese, cucumber"),
         "All our bagels are egg-washed before baking so the seeds stick.", "owner"),
        (V("Vegan Lentil Soup", "red lentils, carrot, cumin"),
         "Soups of the day are built on a house chicken stock unless marked otherwise.", "faq"),
        (V("Vegan Focaccia Sandwich", "roasted peppers, arugula, hummus"),
         "All our breads, including the focaccia, are enriched with milk powder.", "about"),
    ],
    [
        (V("Vegan Chia Bowl", "oat milk chia pudding, berries, granola"),
         "the granola on the vegan chia bowl is clustered with honey, the barista told me"),
        (V("Vegan Avocado Toast", "sourdough, avocado, chili, lemon"),
         "vegan avocado toast had feta crumbled on it and the bread was buttered"),
    ],
    [
        V("Avocado Croissant Sandwich", "avocado, tomato, sprouts, on a croissant laminated with plant butter"),
        V("Veggie Brioche-Style Sandwich", "roasted veg, hummus, on our eggless, dairy-free 'brioche' bun"),
        V("Sweet Potato Toast", "sourdough, sweet potato, hemp seeds, maple-cinnamon plant butter"),
        V("Harvest Grain Bowl", "farro, roasted roots, greens, maple-dijon vinaigrette"),
        V("Veggie Panini", "grilled vegetables, vegan pesto, on ciabatta pressed with olive oil"),
        V("Tomato Soup & Grilled Bread", "roasted tomato soup with a swirl of cashew cream"),
    ],
    [
        (V("Vegan Bagel Sandwich", "everything bagel, tofu cream cheese, cucumber"),
         "Our bagels are boiled and baked with no egg wash; seeds stick with a water rinse.", "owner"),
        (V("Vegan Lentil Soup", "red lentils, carrot, cumin"),
         "Every soup marked vegan is made on our own vegetable stock.", "faq"),
    ],
    [
        (V("Vegan Chia Bowl", "oat milk chia pudding, berries, granola"),
         "Cute café, great light for working, the oat latte and chia bowl were lovely."),
        (V("Vegan Avocado Toast", "sourdough, avocado, chili, lemon"),
         "Avocado toast on thick-cut sourdough with a ton of chili flake. Cozy spot."),
    ],
)

# 128. mideast-ethiopian-kitchen
cuisine_class(
    "mideast-ethiopian-kitchen",
    [
        V("Falafel Plate", "falafel, hummus, salad, pita, tzatziki"),
        V("Mezze Platter", "hummus, baba ghanoush, labneh, olives, warm pita"),
        V("Mujadara", "lentils and rice topped with crispy onions fried in samneh"),
        V("Shakshuka Bowl", "tomato-pepper stew, chickpeas, feta, crusty bread"),
        V("Veggie Kebab Plate", "grilled vegetables, saffron rice, garlic toum made with egg white"),
        V("Vegetarian Combo", "misir wot, gomen, shiro, on injera, with a side of ayib"),
        V("Shiro Wot", "chickpea flour stew, berbere, cooked in niter kibbeh"),
        V("Injera Sampler", "misir, atakilt, gomen, served alongside kitfo on the shared injera"),
    ],
    [
        (V("Vegan Ful Medames", "fava beans, cumin, lemon, olive oil"),
         "We finish our ful with a spoon of samna baladi - clarified butter - the Egyptian way.", "owner"),
        (V("Vegan Beyaynetu", "misir wot, gomen, kik alicha, injera"),
         "Our injera is cut with a little barley and every wot starts in niter kibbeh.", "faq"),
        (V("Vegan Fattoush Plate", "greens, radish, sumac, pita chips"),
         "Our pita chips are fried in the same oil as the chicken shawarma and dusted with parmesan.", "about"),
    ],
    [
        (V("Vegan Koshari", "lentils, rice, macaroni, tomato sauce, fried onion"),
         "the koshari onions are fried in ghee here, they told me when i asked"),
        (V("Vegan Gomen", "collard greens, garlic, ginger"),
         "the gomen on the vegan combo had chunks of beef in it (gomen besiga?) - be careful"),
    ],
    [
        V("Falafel Plate", "falafel, hummus, salad, pita, cucumber-tahini sauce"),
        V("Mezze Platter", "hummus, baba ghanoush, cashew labneh, olives, warm pita"),
        V("Mujadara", "lentils and rice topped with crispy onions fried in olive oil"),
        V("Vegetarian Combo", "misir wot, gomen, shiro, on teff injera, cooked in vegan spiced oil (ye'atkilt kibbeh)"),
        V("Shiro Wot", "chickpea flour stew, berbere, onion, garlic, oil"),
        V("Veggie Kebab Plate", "grilled vegetables, saffron rice, garlic toum (garlic, oil, lemon)"),
    ],
    [
        (V("Vegan Ful Medames", "fava beans, cumin, lemon, olive oil"),
         "Our ful is finished with olive oil and tahini - no samna.", "owner"),
        (V("Vegan Beyaynetu", "misir wot, gomen, kik alicha, injera"),
         "Our fasting (tsom) dishes are made with oil only, never niter kibbeh, on 100% teff injera.", "faq"),
    ],
    [
        (V("Vegan Koshari", "lentils, rice, macaroni, tomato sauce, fried onion"),
         "Koshari was comfort in a bowl, the garlic vinegar on top makes it."),
        (V("Vegan Gomen", "collard greens, garlic, ginger"),
         "The fasting platter is a feast, we tore through three rolls of injera."),
    ],
)

# 129. caribbean-kitchen
cuisine_class(
    "caribbean-kitchen",
    [
        V("Jerk Tofu Plate", "jerk tofu, rice & peas, plantain, with oxtail gravy poured over"),
        V("Ital Stew", "pumpkin, callaloo, dumplings, coconut, a piece of saltfish for flavour"),
        V("Rice & Peas Bowl", "kidney beans, coconut rice, thyme, cooked with pig tail"),
        V("Curry Chickpea Roti", "channa & potato in a dhalpuri roti brushed with ghee"),
        V("Callaloo Plate", "callaloo simmered with crab and salt pork, fried dumplings"),
        V("Mofongo de Vegetales", "mashed green plantain with chicharrón, garlic, vegetable sauté"),
        V("Arroz con Gandules", "pigeon-pea rice with sofrito and jamón"),
        V("Veggie Patty", "spiced vegetables in a flaky crust made with beef suet"),
    ],
    [
        (V("Vegan Rasta Pasta", "penne, peppers, jerk coconut sauce"),
         "Our rasta pasta sauce gets finished with parmesan and heavy cream.", "owner"),
        (V("Vegan Curry Potato Roti", "potato, chickpea, curry, roti"),
         "All our curries start with chicken bouillon (Maggi) for that island taste.", "faq"),
        (V("Vegan Festival Plate", "fried dumplings, plantain, steamed cabbage"),
         "Festival dough is mixed with evaporated milk, the old-time way.", "about"),
    ],
    [
        (V("Vegan Jerk Bowl", "jerk tofu, rice & peas, slaw"),
         "the rice and peas in the vegan bowl is cooked with chicken stock, the cashier told me"),
        (V("Vegan Doubles", "bara, curried channa, tamarind, cucumber"),
         "doubles came with a shadon beni sauce that had shrimp in it? server said yes"),
    ],
    [
        V("Jerk Tofu Plate", "jerk tofu, rice & peas, plantain, mushroom gravy"),
        V("Ital Stew", "pumpkin, callaloo, spinners, coconut milk, scotch bonnet - Rastafarian ital, no salt"),
        V("Rice & Peas Bowl", "kidney beans, coconut rice, thyme, allspice, scallion"),
        V("Curry Chickpea Roti", "channa & potato in a dhalpuri roti brushed with oil"),
        V("Mofongo de Vegetales", "mashed green plantain with garlic and olive oil, vegetable sauté"),
        V("Veggie Patty", "spiced vegetables in a turmeric crust made with vegetable shortening"),
    ],
    [
        (V("Vegan Rasta Pasta", "penne, peppers, jerk coconut sauce"),
         "Rasta pasta is coconut milk, jerk spice and nutritional yeast - no dairy at all.", "owner"),
        (V("Vegan Curry Potato Roti", "potato, chickpea, curry, roti"),
         "Our vegan curries use a vegetable bouillon; the chicken bouillon is only for the meat pots.", "faq"),
    ],
    [
        (V("Vegan Jerk Bowl", "jerk tofu, rice & peas, slaw"),
         "Jerk tofu had that proper pimento smoke. Portions are huge for the price."),
        (V("Vegan Doubles", "bara, curried channa, tamarind, cucumber"),
         "Doubles taste like Port of Spain, get extra pepper sauce if you're brave."),
    ],
)


# Round 13, more of the same kitchens (appended so the ids above stay put):
# the kitchen's dish names that are themselves the animal part (dirty
# rice, pimento cheese, bagna cauda, kadhi) and named cheeses and
# charcuterie, beside more genuine plant versions.


def cuisine_more(cls, dish_traps, diner_traps, dish_controls):
    for item in dish_traps:
        dish_trap(cls, "The kitchen's own animal ingredient in a vegan-labelled dish: %r %r."
                  % (item["name"], item.get("description")), item)
    for item, text in diner_traps:
        case(cls, "A diner reports an animal product in the vegan-labelled %r: %r." % (item["name"], text),
             UNKNOWN, menu=plus(item), reviews=good(), reports=[U(text)])
    for item in dish_controls:
        dish_control(cls, "the kitchen's genuine plant version: %r %r." % (item["name"], item.get("description")),
                     item)


cuisine_more(
    "mexican-kitchen",
    [V("Mole Poblano con Verduras", "roasted vegetables in our mole, made with chicken broth and lard"),
     V("Sopa de Fideo", "toasted vermicelli in a tomato caldo de pollo"),
     V("Queso Fundido de Hongos", "mushrooms, roasted poblano, melted Chihuahua cheese, flour tortillas")],
    [(V("Vegan Tamales", "red chile, jackfruit, masa"),
      "my abuela could taste the lard in the 'vegan' tamales and the lady at the counter said yes, they all have it")],
    [V("Mole de Olla Vegano", "squash, chayote, corn, green beans in a guajillo broth of vegetables"),
     V("Queso Fundido Vegano", "cashew-potato queso, mushrooms, soy chorizo, corn tortillas")],
)
cuisine_more(
    "chinese-kitchen",
    [V("Vegetable Fried Rice", "rice, peas, carrot, lap cheong optional-but-included"),
     V("Hainan-Style Tofu Rice", "silky tofu, chicken-fat rice, chili-ginger sauce"),
     V("Scallion Pancake Platter", "scallion pancakes, cucumber salad, dipping sauce with a dash of fish sauce")],
    [(V("Vegan Mapo Tofu", "tofu, chili bean paste, sichuan pepper"),
      "ordered the vegan mapo tofu and there were little bits of ground pork in it. they said it's 'just for flavor'")],
    [V("Vegetable Fried Rice", "rice, peas, carrot, smoked tofu 'lap cheong', soy"),
     V("Scallion Pancake Platter", "scallion pancakes, cucumber salad, black vinegar-soy dipping sauce")],
)
cuisine_more(
    "thai-vietnamese-kitchen",
    [V("Nam Prik Veggie Plate", "steamed vegetables with nam prik kapi and rice"),
     V("Veggie Bánh Bèo", "steamed rice cakes, fried shallot, scallion oil, topped with tôm chấy"),
     V("Tofu Bún Riêu", "tomato-crab broth, tofu, vermicelli, herbs")],
    [(V("Vegan Pad Thai", "rice noodles, tamarind, tofu, sprouts"),
      "vegan pad thai still comes with egg scrambled in and crushed dried shrimp on the side, had to send it back")],
    [V("Nam Prik Noom Plate", "roasted green chili relish, steamed vegetables, sticky rice, no fish sauce"),
     V("Bún Riêu Chay", "tomato broth with tofu 'crab', vermicelli, herbs, vegetable stock")],
)
cuisine_more(
    "indian-kitchen",
    [V("Kadhi Pakora", "gram-flour dumplings in a tangy kadhi, jeera rice"),
     V("Matar Paneer-Style Tofu", "peas, tofu, tomato gravy, topped with grated paneer"),
     V("Sweet Lassi Combo", "any vegan curry with rice and a mango lassi")],
    [(V("Vegan Chana Masala", "chickpeas, tomato, onion, spices"),
      "vegan chana masala had a pool of butter on top, the server said the chef 'always finishes with a little makkhan'")],
    [V("Kadhi Pakora", "gram-flour dumplings in a coconut-yogurt kadhi, jeera rice"),
     V("Mango Lassi Combo", "any vegan curry with rice and a mango lassi made with oat milk")],
)
cuisine_more(
    "italian-pizza-kitchen",
    [V("Bagna Cauda Crudités", "raw vegetables with warm bagna cauda for dipping"),
     V("Penne alla Vodka", "tomato-vodka sauce, chili, basil"),
     V("Grilled Veg Piadina", "zucchini, peppers, rocket, stracciatella")],
    [(V("Vegan Bolognese", "lentil-walnut ragù, rigatoni"),
      "the vegan bolognese had parmesan grated over it tableside without asking and the ragu tasted of pancetta")],
    [V("Bagna Cauda-Style Crudités", "raw vegetables with a warm garlic, olive oil and miso dip (no anchovy)"),
     V("Penne alla Vodka", "tomato-vodka sauce finished with cashew cream, chili, basil")],
)
cuisine_more(
    "japanese-korean-kitchen",
    [V("Vegetable Ramen", "shoyu broth, ajitama, corn, bamboo, nori"),
     V("Tofu Bulgogi Bowl", "marinated tofu, rice, banchan of myeolchi bokkeum and kimchi"),
     V("Takoyaki-Style Bites", "mushroom batter balls, okonomi sauce, mayo, bonito flakes")],
    [(V("Vegan Veggie Roll", "cucumber, avocado, carrot, sushi rice"),
      "the vegan veggie roll had spicy mayo and masago on top and the miso soup that came with it tasted of fish")],
    [V("Vegetable Ramen", "kombu-shiitake shoyu broth, marinated tofu, corn, bamboo, nori"),
     V("Tofu Bulgogi Bowl", "marinated tofu, rice, vegan banchan: spinach namul, radish, vegan kimchi")],
)
cuisine_more(
    "diner-bbq-southern-kitchen",
    [V("Cajun Veggie Plate", "dirty rice, red beans, fried okra, cornbread"),
     V("Pimento Cheese Veggie Sandwich", "pimento cheese, fried green tomatoes, white bread"),
     V("Veggie Biscuits & Gravy", "buttermilk biscuits, sawmill gravy, hash browns"),
     V("Country Veggie Plate", "fried green tomatoes, hushpuppies, greens with red-eye gravy")],
    [(V("Vegan Smoked Jackfruit", "smoked jackfruit, slaw, pickles"),
      "the vegan jackfruit is smoked in the same rack right under the briskets and drips all over it, pitmaster said so himself")],
    [V("Cajun Veggie Plate", "'dirty' rice with mushrooms & cajun spice, red beans, fried okra, eggless cornbread"),
     V("Pimento 'Cheese' Sandwich", "cashew pimento spread, fried green tomatoes, white bread"),
     V("Biscuits & Mushroom Gravy", "biscuits made with plant butter and oat milk, peppery mushroom gravy")],
)
cuisine_more(
    "bakery-cafe-kitchen",
    [V("Shokupan Tofu Sando", "fried tofu katsu on fluffy milk bread"),
     V("Morning Bun & Fruit", "a kouign-amann and a fruit cup"),
     V("Lemon Tart Brunch Plate", "tofu scramble, greens, and a mini lemon curd tart with meringue")],
    [(V("Vegan Breakfast Sandwich", "tofu egg, tempeh bacon, english muffin"),
      "the vegan breakfast sandwich came on a brioche bun and they confirmed the bun has egg and butter")],
    [V("Tofu Katsu Sando", "fried tofu katsu on vegan soy-milk shokupan"),
     V("Lemon Tart Brunch Plate", "tofu scramble, greens, and a mini lemon tart set with agar, aquafaba meringue")],
)
cuisine_more(
    "mideast-ethiopian-kitchen",
    [V("Grilled Veg Plate", "grilled halloumi-style vegetables: zucchini, peppers and halloumi, rice"),
     V("Ethiopian Veggie Plate", "misir wot, gomen, and a scoop of doro wot sauce over the injera"),
     V("Manakish Za'atar", "za'atar, olive oil, akkawi cheese")],
    [(V("Vegan Hummus Plate", "hummus, olive oil, paprika, pita"),
      "the vegan hummus plate comes topped with spiced minced lamb (hummus lahme), they didn't leave it off")],
    [V("Manakish Za'atar", "za'atar and olive oil on our dairy-free dough"),
     V("Ethiopian Veggie Plate", "misir wot, gomen, kik alicha, all fasting dishes, on injera")],
)
cuisine_more(
    "caribbean-kitchen",
    [V("Guyanese Veggie Pepperpot", "pumpkin, eddoes, cassareep, slow-cooked with cow heel"),
     V("Bake & Veggie Plate", "fried bake, saltfish buljol, plantain, callaloo"),
     V("Stew Peas Bowl", "red peas, spinners, coconut, with salted pig tail")],
    [(V("Vegan Oxtail", "seitan 'oxtail', butter beans, rice & peas"),
      "the vegan oxtail is braised in the same gravy as the real oxtail, the cook told me when i asked why it tasted so beefy")],
    [V("Ital Stew Peas", "red peas, spinners, coconut, thyme, scotch bonnet - no pig tail"),
     V("Vegan Oxtail", "seitan 'oxtail' braised in a browning and mushroom gravy, butter beans, rice & peas")],
)

# ====================================================================
# Round 14: words from outside the engine's usual ground -- religious and
# fasting food words read as if they meant "vegan", menus leaking their
# markup (HTML, Markdown, JSON-LD, CSV, POS column codes), chains'
# allergen charts written as text tables, five more kitchens (Filipino;
# Malaysian, Indonesian, Singaporean and Burmese; Peruvian and Brazilian;
# Polish, Jewish deli and Georgian; Hawaiian and Cajun/Creole), a vegan
# bar's drinks list against its own claim, reviews dictated to a phone,
# reviews in the imperative and as rhetorical questions, and plus/minus
# modifiers. About 37% are controls.
# ====================================================================

ALLERGEN_PAGE = "https://restaurant.example/nutrition-allergens"
SCHEMA_PAGE = "https://restaurant.example/menu#structured-data"


# ====================================================================
# 133. religious-fasting-label: a dish's only mark is a religious or
#      fasting word -- pareve/parve (no meat or dairy, may hold egg or
#      fish), Greek Orthodox Lenten / nistisimo (allows shellfish, octopus,
#      honey), Ethiopian yetsom at a place that fries fish on fasting days,
#      Jain and sattvic (dairy), Buddhist vegetarian (egg tofu, dairy),
#      halal and kosher -- beside only one vegan-labelled main, so only
#      reading the word as "vegan" makes a fit; or a vegan-labelled dish
#      whose fasting kind brings the animal part. Controls: the restaurant
#      spells out that its fasting dishes are fully vegan, beside three
#      labelled mains; halal or kosher kitchens with labelled vegan mains.
# ====================================================================
C = start3("religious-fasting-label")


def fasting_trap(why, dishes, decl=None, allowed=NOT_FIT):
    """The fasting-marked dishes beside one vegan-labelled main and a meat
    dish: two vegan labels are not printed, so only the fasting word could
    stand in for them."""
    case(C, why, allowed, menu=list(dishes) + mains(1) + meat(1), reviews=good(),
         decls=[D(decl)] if decl else [])


fasting_trap("Pareve means neither meat nor dairy; the deli's pareve kugel is bound with eggs.",
             [M("Potato Kugel", "grated potato, onion, eggs, schmaltz-free, baked crisp", ["pareve"]),
              M("Noodle Kugel (Pareve)", "egg noodles, raisins, cinnamon, non-dairy margarine", ["pareve"])])
fasting_trap("A kosher deli's legend defines (P) as pareve, 'may contain eggs or fish'; the (P) dishes "
             "are gefilte fish and an egg salad.",
             [M("Gefilte Fish (P)", "poached whitefish & pike quenelles, horseradish", ["P"]),
              M("Pareve Egg Salad Plate (P)", "chopped egg, pareve mayo, lettuce, rye", ["P"])],
             decl="Menu key: (P) = Pareve - contains no meat or dairy; may contain eggs or fish.")
fasting_trap("Greek Lenten (nistisimo) food allows shellfish and octopus; the Lenten section holds both.",
             [M("Htapodi Krasato", "octopus braised in red wine, Lenten", ["nistisimo"], section="Lenten Specials"),
              M("Kalamarakia Gemista", "squid stuffed with rice & herbs", ["nistisimo"], section="Lenten Specials")])
fasting_trap("Lenten (nistisima) dishes marked only with a cross; the legend says the cross allows seafood "
             "and honey, and the loukoumades carry honey.",
             [M("Gigantes Plaki ✝", "giant beans baked in tomato & dill", ["lenten"]),
              M("Shrimp Saganaki ✝", "prawns, tomato, ouzo, no feta during Lent", ["lenten"]),
              M("Loukoumades ✝", "fried dough puffs, thyme honey, walnuts", ["lenten"])],
             decl="✝ Nistisimo - suitable for the Orthodox fast (no meat, dairy or eggs; shellfish, octopus and honey are allowed).")
fasting_trap("Ethiopian yetsom (fasting) dishes at a place that serves fried fish as a fasting food: the "
             "fasting platter comes with asa.",
             [M("Yetsom Beyaynetu", "misir, shiro, gomen, atakilt, and asa tibs (fried tilapia) on injera", ["fasting"]),
              M("Asa Lebleb", "fried fish, awaze, onions - a fasting-day favourite", ["fasting"])],
             decl="Our fasting (yetsom) menu follows the Orthodox fast: no meat or dairy. Fish is served on fasting days.")
fasting_trap("Jain food excludes root vegetables and meat but not dairy: the Jain thali carries paneer, "
             "ghee and curd.",
             [M("Jain Thali", "no onion, no garlic, no root vegetables - paneer, dal with ghee tadka, curd, phulka", ["jain"]),
              M("Jain Pav Bhaji", "raw-banana bhaji, buttered pav", ["jain"])])
fasting_trap("Sattvic cooking uses milk and ghee; the sattvic bowls are labelled only 'sattvic'.",
             [M("Sattvic Khichdi Bowl", "moong dal, rice, seasonal greens, a spoon of cow's ghee", ["sattvic"]),
              M("Sattvic Thali", "lauki sabzi, kadhi, kheer, chapati", ["sattvic"])])
fasting_trap("Buddhist vegetarian (chay/jai) allows egg in many kitchens: egg tofu is made with egg.",
             [M("Buddhist Delight", "egg tofu, napa cabbage, wood ear, glass noodles, brown sauce", ["buddhist vegetarian"]),
              M("Jai Fried Rice", "egg, peas, carrot, pickled radish", ["buddhist vegetarian"])])
fasting_trap("Halal and kosher are read as if they meant plant: the halal dishes are lamb and chicken.",
             [M("Halal Platter", "chicken over rice, white sauce, hot sauce", ["halal"]),
              M("Kosher Dairy Blintzes", "farmer's cheese, sour cream, strawberry", ["kosher"])])
fasting_trap("A Lenten soup 'with no meat' is a fish soup (psarosoupa) -- the Lenten word is the only mark.",
             [M("Lenten Psarosoupa", "no meat: fish stock, potatoes, carrots, avgolemono-free", ["lenten"]),
              M("Lenten Fasolada", "white bean soup, olive oil, celery", ["lenten"])])
fasting_trap("Vegan-labelled 'Nistisimo Platter' whose fasting kind brings taramosalata and octopus.",
             [V("Nistisimo Platter", "the Lenten meze: taramosalata, grilled octopus, dolmades, olives, bread"),
              V("Lenten Bean Stew", "gigantes, tomato, dill")] + mains(1))
fasting_trap("Vegan-labelled Buddhist dish whose 'vegetarian oyster sauce' is named beside real oyster sauce "
             "and egg in the kitchen's own note.",
             [V("Buddhist Vegetable Noodles", "lo mein noodles, bok choy, mushrooms, jai sauce")] + mains(1),
             decl="Our Buddhist vegetarian dishes follow the temple rule of no meat, but we use egg noodles and "
                  "a little real oyster sauce for flavour.")

# vegetarian: pareve and Lenten words let fish in
case(C, "Vegetarian: pareve dishes beside one vegetarian-labelled main; the deli says its pareve dishes may "
        "be cooked in fish stock (pareve allows fish), so only reading pareve as vegetarian makes a fit.",
     NOT_FIT, menu=[M("Stuffed Cabbage (P)", "rice, raisins, sweet-sour tomato", ["pareve"]),
                    M("Kasha Knish (P)", "buckwheat, onion, flaky pastry", ["pareve"])]
     + vmains(1) + meat(1), reviews=vgood(), diet="vegetarian",
     decls=[D("(P) = pareve: no meat and no dairy. Pareve dishes may contain eggs, and our stuffed cabbage "
              "and knish filling are cooked in the fish stock from the gefilte fish.")])
case(C, "Vegetarian: a vegetarian-labelled Lenten meze platter carries taramosalata (cod roe).",
     NOT_FIT, menu=[M("Lenten Meze Platter", "taramosalata, gigantes, dolmades, olives", ["vegetarian", "lenten"])]
     + vmains(2) + meat(1), reviews=vgood(), diet="vegetarian")

# controls
case(C, "Control: the restaurant says all its Lenten (nistisima) dishes are fully vegan, no seafood or "
        "honey; three dishes printed vegan and Lenten.",
     FIT, menu=[M("Gigantes Plaki", "giant beans, tomato, dill, olive oil", ["vegan", "lenten"]),
                M("Briam", "oven-roasted courgette, potato, peppers, olive oil", ["vegan", "lenten"]),
                M("Spanakorizo", "spinach rice, lemon, dill", ["vegan", "lenten"])] + meat(1),
     reviews=good(), decls=[D("Every dish marked Lenten (nistisimo) on our menu is fully vegan: no meat, dairy, "
                              "eggs, seafood or honey.")])
case(C, "Control: an Ethiopian restaurant's yetsom dishes printed vegan and cooked in oil; the fish is "
        "cooked apart and said so.",
     FIT, menu=[M("Yetsom Beyaynetu", "misir wot, shiro, gomen, atakilt wot on injera", ["vegan", "fasting"]),
                M("Shiro Tegabino", "chickpea shiro in a clay pot, injera", ["vegan", "fasting"]),
                M("Misir Wot", "red lentils in berbere, injera", ["vegan", "fasting"]),
                M("Asa Tibs", "fried tilapia, awaze")],
     reviews=good(), decls=[D("Our yetsom (fasting) dishes are 100% vegan - cooked in oil, never with kibbeh, "
                              "and the fish is fried in its own pan.")])
case(C, "Control: a halal-certified kitchen with three vegan-labelled mains; halal says nothing against them.",
     FIT, menu=mains(3) + meat(1), reviews=good(),
     decls=[D("We are a halal-certified kitchen. All our vegan dishes are clearly marked (VG).")])
case(C, "Control: dishes printed both pareve and vegan at a kosher deli whose note says its vegan pareve "
        "dishes hold no egg or fish.",
     FIT, menu=[M("Vegan Cholent", "beans, barley, potatoes, smoked paprika", ["vegan", "pareve"]),
                M("Vegan Stuffed Cabbage", "rice, mushrooms, sweet-sour tomato", ["vegan", "pareve"]),
                M("Vegan Knish Plate", "potato knishes, mustard, slaw", ["vegan", "pareve"]),
                M("Pastrami on Rye", "hand-sliced, mustard")],
     reviews=good(), decls=[D("Pareve is not the same as vegan, so our vegan dishes are marked VEGAN: no egg, "
                              "no fish, no honey.")])
case(C, "Control: a Buddhist vegetarian restaurant that spells out no egg, no dairy, no five pungent "
        "spices, with three vegan-labelled mains.",
     FIT, menu=mains(3), reviews=good(),
     decls=[D("We are a Buddhist vegetarian (jai) kitchen: no meat, fish, eggs, dairy, honey, onion or garlic. "
              "Everything is vegan.")], xc=True)
case(C, "Control: Jain dishes printed vegan with the words that rule dairy out.",
     FIT, menu=[M("Jain Dal Khichdi", "moong dal, rice, cumin, peanut oil, no dairy", ["vegan", "jain"]),
                M("Jain Bhindi Masala", "okra, tomato, spices, no onion or garlic", ["vegan", "jain"])]
     + mains(1) + meat(1), reviews=good())


# ====================================================================
# 134. markup-export-leak: a menu or page whose markup came along with it
#      -- HTML tags and entities, an HTML comment, Markdown emphasis,
#      tables and strikethrough, JSON-LD on the restaurant's own page
#      ("suitableForDiet": VeganDiet beside a recipeIngredient of honey),
#      a CSV row of the allergen matrix, a delivery app's JSON, POS column
#      codes -- carrying the animal product of a vegan-labelled dish.
#      Controls: the same markup around plant words, a strikethrough that
#      removes the animal word.
# ====================================================================
C = start3("markup-export-leak")
MARKUP_TRAPS = [
    (V("Cauliflower Shawarma", "<p>Roasted cauliflower, tahini, pickles</p><ul><li>pita brushed with "
                               "<strong>ghee</strong></li><li>sumac onions</li></ul>"),
     None, "HTML list item: the pita is brushed with ghee."),
    (V("Shoyu Ramen", "**Kombu broth**, bok choy, corn\n\n*Finished with:* `chashu oil`, ajitama "
                      "(soy-marinated soft egg)"),
     None, "Markdown: the finish is chashu oil and a marinated egg."),
    (V("Tofu Scramble Plate", "Tofu scramble &amp; sourdough toast &mdash; cooked on the flat-top in "
                              "clarified butter &amp; served with hash browns"),
     None, "HTML entities around 'cooked ... in clarified butter'."),
    (V("Lentil Soup", "<!-- kitchen note 9/2026: switched to chicken stock, update copy --> red lentils, "
                      "cumin, lemon, vegetable broth"),
     None, "An HTML comment left in the copy says the soup is now on chicken stock."),
    (V("Green Curry", "| Component | Made with |\n|---|---|\n| curry paste | green chili, lemongrass, "
                      "shrimp paste |\n| sauce | coconut milk, fish sauce |"),
     None, "A Markdown table in the description lists shrimp paste and fish sauce."),
    (V("Vegan Pho", '{"name": "Vegan Pho", "tags": ["vegan"], "ingredients": ["rice noodles", '
                    '"beef bone broth", "tofu", "thai basil"]}'),
     None, "A delivery app's JSON pasted as the description: beef bone broth."),
    (V("Harvest Bowl", "ITEM_NM=HARVEST BWL;DIET_CD=VGN;ALLERGEN_CD=MLK,EGG,SOY;PREP_NOTE=FINISH W/ FETA"),
     None, "POS export column codes: allergen codes MLK, EGG and a feta finish."),
    (V("Roasted Carrot Bowl", "~~maple glaze~~ hot honey glaze, whipped tahini, farro"),
     None, "Markdown strikethrough removes the maple and leaves a hot honey glaze."),
    (V("Glazed Carrot Plate", "roasted heirloom carrots, freekeh, herbs"),
     '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe", "name": '
     '"Glazed Carrot Plate", "suitableForDiet": "https://schema.org/VeganDiet", "recipeIngredient": '
     '["1 kg heirloom carrots", "3 tbsp honey", "2 tbsp olive oil", "200 g freekeh"]}</script>',
     "JSON-LD on the restaurant's page: suitableForDiet VeganDiet beside 3 tbsp honey."),
    (V("Smash Burger (Vegan)", "plant patty, pickles, special sauce, potato bun"),
     "item,vegan,milk,egg,fish,soy,wheat\nSmash Burger (Vegan),Y,Y,Y,N,Y,Y\nFries,Y,N,N,N,N,N",
     "A CSV allergen matrix on the restaurant's page: its own vegan burger row says milk Y and egg Y."),
]
for item, page, why in MARKUP_TRAPS:
    decls = [D(page, src=SCHEMA_PAGE)] if page else []
    case(C, "Markup carries the animal product of a vegan-labelled dish: " + why, NOT_FIT,
         menu=plus(item), reviews=good(), decls=decls)

case(C, "Vegetarian: an HTML span marks French onion soup vegetarian; the emphasised broth is beef.",
     NOT_FIT, menu=[M("French Onion Soup", '<span class="badge veg">Vegetarian</span> caramelised onions, '
                                           '<em>rich beef broth</em>, gruyère crouton', ["vegetarian"])]
     + vmains(2) + meat(1), reviews=vgood(), diet="vegetarian")

MARKUP_CONTROLS = [
    (V("Tofu Curry", "<ul><li>silken tofu</li><li>coconut milk</li><li>thai basil</li></ul>"
                     "<p><em>served with jasmine rice</em></p>"), None,
     "HTML list of plants."),
    (V("Roasted Carrot Bowl", "~~honey glaze~~ maple-miso glaze (changed Sept 2026), whipped tahini, farro"), None,
     "Markdown strikethrough removes the honey: the glaze is maple-miso."),
    (V("Glazed Carrot Plate", "roasted heirloom carrots, freekeh, herbs"),
     '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe", "name": '
     '"Glazed Carrot Plate", "suitableForDiet": "https://schema.org/VeganDiet", "recipeIngredient": '
     '["1 kg heirloom carrots", "3 tbsp maple syrup", "2 tbsp olive oil", "200 g freekeh"]}</script>',
     "JSON-LD whose ingredients are all plants."),
    (V("Smash Burger (Vegan)", "plant patty, pickles, special sauce, potato bun"),
     "item,vegan,milk,egg,fish,soy,wheat\nSmash Burger (Vegan),Y,N,N,N,Y,Y\nFries,Y,N,N,N,N,N",
     "CSV matrix: the vegan burger's row says milk N, egg N."),
    (V("Sesame Noodles", '**Cold sesame noodles** &mdash; <span class="allergen">soy</span>, '
                         '<span class="allergen">sesame</span>, <span class="allergen">wheat</span>'), None,
     "HTML allergen spans naming plant allergens only."),
]
for item, page, why in MARKUP_CONTROLS:
    decls = [D(page, src=SCHEMA_PAGE)] if page else []
    case(C, "Control: markup around plant words only: " + why, FIT,
         menu=plus(item), reviews=good(), decls=decls)


# ====================================================================
# 135. chain-allergen-chart: a chain's published allergen chart pasted as
#      a text table (pipes, tabs, ✓/●/X marks under Milk, Egg, Fish
#      columns), "contains" beside "may contain", a footnote under the
#      chart -- against its own vegan-labelled item. Controls: marks only
#      under plant allergens, "may contain" (cross-contact, allowed), marks
#      on the meat items' rows.
# ====================================================================
C = start3("chain-allergen-chart")
CHART_LISTING = {"chain_brand": "Fresh Bowl Co."}


def chart_case(why, allowed, item, chart):
    case(C, why, allowed, menu=plus(item), reviews=good(),
         decls=[D(chart, src=ALLERGEN_PAGE)], categories=["fast_food", "restaurant"],
         listing=CHART_LISTING, name="Fresh Bowl Co. - Hawthorne")


chart_case("A ✓ under Milk in the chart row of the chain's vegan-labelled bowl.", NOT_FIT,
           V("Plant Power Bowl", "quinoa, roasted sweet potato, kale, chipotle sauce"),
           "ALLERGEN GUIDE (US, 09/2026)\nItem | Milk | Egg | Fish | Shellfish | Soy | Wheat | Sesame\n"
           "Plant Power Bowl | ✓ |  |  |  | ✓ |  | ✓\nClassic Chicken Bowl | ✓ | ✓ |  |  | ✓ |  |")
chart_case("A tab-separated chart: X under Egg for the vegan nuggets.", NOT_FIT,
           V("Vegan Nuggets", "crispy plant nuggets, sweet chili dip"),
           "Item\tMilk\tEgg\tFish\tSoy\tWheat\nVegan Nuggets\t\tX\t\tX\tX\nChicken Tenders\tX\tX\t\t\tX")
chart_case("A ● (contains) under Fish in the vegan pad thai's row, with the key defining ● and ○.", NOT_FIT,
           V("Vegan Pad Thai", "rice noodles, tofu, tamarind, peanuts"),
           "● contains   ○ may contain (shared equipment)\n"
           "                 MILK  EGG  FISH  CRUST.  PEANUT  SOY\nVegan Pad Thai      ○    ○    ●      ○       ●     ●")
chart_case("'Contains' names egg while 'may contain' names milk: the egg is an ingredient.", NOT_FIT,
           V("Vegan Crispy Wrap", "crispy plant chick'n, lettuce, tomato, flour tortilla"),
           "Vegan Crispy Wrap - Contains: Wheat, Soy, Egg. May contain: Milk.\n"
           "Grilled Chicken Wrap - Contains: Wheat, Milk, Egg.")
chart_case("A footnote under the chart ties whey to the vegan burrito's tortilla.", NOT_FIT,
           V("Vegan Burrito", "sofritas, rice, black beans, salsa, flour tortilla"),
           "Allergen chart (marks = contains)\nVegan Burrito ........ Soy, Wheat*\nSteak Burrito ........ "
           "Milk, Wheat\n* The flour tortilla contains whey (milk) in all markets.")
chart_case("A chart with an 'Animal-derived ingredients' column: honey for the vegan smoothie bowl.", NOT_FIT,
           V("Vegan Açaí Bowl", "açaí, banana, granola, coconut"),
           "Item | Allergens | Animal-derived ingredients\nVegan Açaí Bowl | tree nuts (coconut) | honey "
           "(in granola)\nYogurt Parfait | milk | milk, honey")
chart_case("A chart row marks Milk 'Contains (cheese sauce, default)' for the vegan loaded fries.", NOT_FIT,
           V("Vegan Loaded Fries", "fries, plant chili, jalapeños, scallions"),
           "ITEM: Vegan Loaded Fries | MILK: Contains (cheese sauce, default - remove for dairy-free) | "
           "EGG: - | SOY: Contains | WHEAT: Contains")

chart_case("Control: ✓ only under Soy and Wheat for the vegan bowl.", FIT,
           V("Plant Power Bowl", "quinoa, roasted sweet potato, kale, chipotle sauce"),
           "ALLERGEN GUIDE (US, 09/2026)\nItem | Milk | Egg | Fish | Shellfish | Soy | Wheat | Sesame\n"
           "Plant Power Bowl |  |  |  |  | ✓ | ✓ |  \nClassic Chicken Bowl | ✓ | ✓ |  |  | ✓ | ✓ |")
chart_case("Control: only 'may contain' milk and egg (shared equipment); cross-contact is allowed.", FIT,
           V("Vegan Crispy Wrap", "crispy plant chick'n, lettuce, tomato, flour tortilla"),
           "Vegan Crispy Wrap - Contains: Wheat, Soy. May contain: Milk, Egg (shared fryer).\n"
           "Grilled Chicken Wrap - Contains: Wheat, Milk, Egg.")
chart_case("Control: the marks under Milk and Egg are on the meat items' rows; the vegan rows are blank.", FIT,
           V("Vegan Nuggets", "crispy plant nuggets, sweet chili dip"),
           "Item\tMilk\tEgg\tFish\tSoy\tWheat\nChicken Tenders\tX\tX\t\t\tX\nFish Sandwich\tX\tX\tX\t\tX\n"
           "Vegan Nuggets\t\t\t\tX\tX")
chart_case("Control: the ● key defines contains; the vegan pad thai's ● marks are under peanut and soy only.", FIT,
           V("Vegan Pad Thai", "rice noodles, tofu, tamarind, peanuts"),
           "● contains   ○ may contain (shared equipment)\n"
           "                 MILK  EGG  FISH  CRUST.  PEANUT  SOY\nVegan Pad Thai      ○    ○    ○      ○       ●     ●")


# ====================================================================
# 136-140. Five more kitchens through round 13's cuisine_class(): the
#      kitchen's own hidden animal ingredient in a vegan-labelled dish,
#      in the restaurant's statement and in a diner's report, beside its
#      genuine plant versions.
# ====================================================================

# 136. filipino-kitchen
cuisine_class(
    "filipino-kitchen",
    [
        V("Adobong Kangkong", "water spinach, garlic, cane vinegar, soy, finished with a spoon of bagoong alamang"),
        V("Pinakbet", "squash, okra, bitter melon, string beans, eggplant, sautéed with bagoong isda"),
        V("Pancit Bihon", "rice noodles, cabbage, carrot, snow peas, a splash of patis, chicharrón crumbs on top"),
        V("Ginataang Gulay", "kalabasa and sitaw in coconut milk, ginger, with hibi (dried shrimp)"),
        V("Tofu Sisig", "crispy tofu, onion, chili, calamansi, mayo, a raw egg cracked on the sizzling plate"),
        V("Lumpiang Sariwa", "fresh spring roll in a crepe made with eggs, sweet peanut-garlic sauce"),
    ],
    [
        (V("Ginisang Monggo", "mung bean stew, malunggay, garlic, tomato"),
         "Like every monggo back home, ours gets a handful of chicharrón and a splash of patis at the end!", "owner"),
        (V("Veggie Lumpia", "carrot, jicama, cabbage, fried golden, sweet chili"),
         "Our lumpia filling is bound with egg and the wrappers are sealed with egg wash.", "faq"),
    ],
    [
        (V("Vegan Kare-Kare", "vegetables in peanut sauce, rice"),
         "vegan kare-kare still came with bagoong on the side and the server said the peanut sauce is made on the oxtail broth"),
    ],
    [
        V("Pinakbet", "squash, okra, bitter melon, long beans, seasoned with fermented black-bean 'bagoong' - no shrimp, no fish"),
        V("Tofu Sisig", "crispy tofu, onion, chili, calamansi, vegan mayo, no egg"),
        V("Ginataang Langka", "young jackfruit in coconut milk, ginger, chili, malunggay"),
    ],
    [
        (V("Pancit Canton", "wheat noodles, cabbage, carrot, snow peas"),
         "Our vegan pancit is seasoned with soy and a mushroom 'patis' we make in-house - no fish sauce, no chicharrón.",
         "owner"),
    ],
    [
        (V("Veggie Lumpia", "carrot, jicama, cabbage, fried golden, sweet chili"),
         "The lumpia were crackly and the spiced vinegar dip was perfect. My lola approved."),
    ],
)

# 137. maritime-southeast-asian-kitchen (Malaysian, Indonesian, Singaporean, Burmese)
cuisine_class(
    "maritime-southeast-asian-kitchen",
    [
        V("Kangkung Belacan", "water spinach wok-fried with chili, garlic and belacan"),
        V("Nasi Lemak Sayur", "coconut rice, cucumber, roasted peanuts, crispy ikan bilis, sambal"),
        V("Gado-Gado", "blanched vegetables, tofu, tempeh, peanut sauce with terasi, kerupuk udang"),
        V("Laksa Lemak", "rice noodles, tofu puffs, beansprouts, coconut broth on a paste of dried shrimp & chili"),
        V("Mohinga", "rice noodles in a lemongrass catfish broth, banana stem, chickpea fritters"),
        V("Lahpet Thoke", "fermented tea leaves, fried beans, tomato, cabbage, dried shrimp, fish sauce, lime"),
    ],
    [
        (V("Sambal Tofu", "fried tofu in our house sambal, rice"),
         "Our house sambal is made the Penang way - chili, shallot, garlic and toasted belacan.", "faq"),
        (V("Burmese Pumpkin Curry", "pumpkin, garlic, turmeric, chili, rice"),
         "All our Burmese curries start with a spoon of ngapi, just like my mother's.", "about"),
    ],
    [
        (V("Vegan Mee Goreng", "yellow noodles, tofu, choy sum, sweet soy"),
         "the vegan mee goreng is yellow egg noodles and they cracked an egg into the wok too, plus the chili paste had dried shrimp"),
    ],
    [
        V("Kangkung Sambal", "water spinach with chili, shallot and fermented soybean (tauco) paste - no belacan"),
        V("Nasi Lemak Vegan", "coconut rice, cucumber, peanuts, crispy tempeh 'bilis', shrimp-free sambal"),
        V("Lahpet Thoke", "fermented tea leaves, fried split peas and garlic, tomato, cabbage, lime, peanut oil"),
    ],
    [
        (V("Laksa Lemak", "rice noodles, tofu puffs, beansprouts, coconut broth"),
         "Our vegan laksa paste is lemongrass, galangal, chili and candlenut - no dried shrimp, no belacan.", "owner"),
    ],
    [
        (V("Gado-Gado", "blanched vegetables, tofu, tempeh, peanut sauce"),
         "Gado-gado was huge and that peanut sauce is addictive. Best Indonesian in town."),
    ],
)

# 138. peruvian-brazilian-kitchen
cuisine_class(
    "peruvian-brazilian-kitchen",
    [
        V("Ceviche de Champiñones", "mushrooms cured in our classic leche de tigre, sweet potato, cancha"),
        V("Papa a la Huancaína", "boiled potatoes, huancaína of ají amarillo, queso fresco & evaporated milk, olives"),
        V("Anticuchos de Setas", "oyster mushroom skewers off the anticucho grill, basted with the beef-heart marinade"),
        V("Feijoada Vegana", "black beans, smoked tofu, collards, orange, farofa toasted in banha"),
        V("Pão de Queijo & Salad", "warm cheese bread rolls, hearts of palm salad"),
        V("Moqueca de Banana-da-Terra", "plantain stewed in coconut milk and dendê on a fish stock, rice"),
    ],
    [
        (V("Tacu Tacu", "refried rice and canary beans, salsa criolla, fried plantain"),
         "Our tacu tacu is fried in manteca de cerdo, exactly how they do it in Lima.", "owner"),
        (V("Feijão Tropeiro", "beans, manioc flour, collards, garlic"),
         "All our beans are cooked the Brazilian way, with a piece of bacon and linguiça in the pot for flavour.", "faq"),
    ],
    [
        (V("Vegan Arroz Chaufa", "fried rice, scallion, tofu, soy"),
         "arroz chaufa vegano came with egg scrambled through it, the cook said every chaufa gets egg, no exceptions"),
    ],
    [
        V("Ceviche de Hongos", "mushrooms in a leche de tigre of lime, ají limo, celery and kombu - no fish"),
        V("Papa a la Huancaína Vegana", "potatoes, huancaína of ají amarillo, cashews, soy milk and saltines"),
        V("Feijoada Vegana", "black beans, smoked tofu, plantain, collards, farofa toasted in olive oil"),
    ],
    [
        (V("Tacu Tacu", "refried rice and canary beans, salsa criolla, fried plantain"),
         "Tacu tacu is fried in sunflower oil; there has been no manteca in this kitchen since we opened.", "owner"),
    ],
    [
        (V("Feijoada Vegana", "black beans, smoked tofu, plantain, collards, farofa"),
         "Feijoada vegana tasted like my mom's, smoky and rich, and the caipirinha was strong."),
    ],
)

# 139. deli-eastern-european-kitchen (Polish, Jewish deli, Georgian)
cuisine_class(
    "deli-eastern-european-kitchen",
    [
        V("Pierogi Ruskie", "potato & onion filling, topped with skwarki and fried onion"),
        V("Fasolka po Bretońsku", "white beans in tomato, marjoram, smoked with boczek"),
        V("Rye & Spreads Board", "house rye, smalec with apple, ogórki kiszone"),
        V("Kasha Varnishkes", "buckwheat groats, bowtie pasta, onions fried in schmaltz, gribenes"),
        V("Kishka Plate", "stuffed derma of matzo meal, carrot and onion, gravy, mashed potato"),
        V("Badrijani Nigvzit", "eggplant rolls with walnut paste, pomegranate, a dollop of matsoni"),
    ],
    [
        (V("Potato Latkes", "latkes, applesauce, pickled onion"),
         "Our latke batter is potato, onion, matzo meal and eggs; they're fried to order.", "faq"),
        (V("Vegan Khachapuri", "Georgian bread boat, plant cheese, herbs"),
         "The cheese in our vegan khachapuri is plant-based, but the boat is brushed with egg yolk and a knob of butter before it goes out.",
         "owner"),
    ],
    [
        (V("Vegan Gołąbki", "cabbage rolls of rice and mushrooms, tomato sauce"),
         "the tomato sauce on the vegan gołąbki is made with pork stock and bits of bacon, the cook said that's the only sauce they have"),
    ],
    [
        V("Pierogi Ruskie Wegańskie", "potato & onion filling, topped with onions fried in rapeseed oil - no skwarki"),
        V("Smalec z Fasoli", "white-bean 'smalec' with apple and marjoram on house rye, pickles"),
        V("Lobio", "kidney beans, walnuts, coriander, blue fenugreek, mchadi cornbread, no cheese"),
    ],
    [
        (V("Kasha Varnishkes", "buckwheat groats, bowtie pasta, caramelised onions"),
         "Our kasha varnishkes use egg-free bowties and onions cooked in 'vegan schmaltz' (coconut oil, onion, garlic).",
         "faq"),
    ],
    [
        (V("Pierogi Ruskie Wegańskie", "potato & onion filling, fried onions"),
         "Pierogi as good as my babcia's, and the barszcz was bright and sour."),
    ],
)

# 140. hawaiian-creole-kitchen (Hawaiian, Cajun and Creole)
cuisine_class(
    "hawaiian-creole-kitchen",
    [
        V("Tofu Poke Bowl", "tofu, sweet onion, ogo, inamona, shoyu, topped with tobiko"),
        V("Loco Moco", "black bean patty, mushroom gravy, rice, topped with a fried egg"),
        V("Kalua Jackfruit Plate", "jackfruit cooked in the imu with our kalua pig, cabbage, two scoops rice"),
        V("Red Beans & Rice", "red beans, trinity, tasso and andouille, white rice"),
        V("Gumbo z'Herbes", "seven greens, okra, a dark roux made with lard, rice"),
        V("Maque Choux", "sweet corn, trinity, tomato, cooked down in bacon fat and cream"),
    ],
    [
        (V("Jambalaya", "rice, trinity, tomato, smoked tofu"),
         "Every jambalaya we make starts in the pot with rendered andouille - that's where the flavor comes from.", "owner"),
        (V("Mac Salad Plate", "Hawaiian mac salad, rice, pickled veg"),
         "Our mac salad is made the island way, with Best Foods real mayonnaise and a splash of evaporated milk.", "faq"),
    ],
    [
        (V("Vegan Étouffée", "mushrooms and okra in étouffée sauce over rice"),
         "the vegan étouffée uses the regular butter roux and the shrimp stock, the server admitted when I asked why it tasted of shrimp"),
    ],
    [
        V("Tofu Poke", "tofu, sweet onion, ogo seaweed, inamona (roasted kukui nut), shoyu, sesame"),
        V("Red Beans & Rice", "red beans, trinity, smoked paprika, liquid smoke, vegan andouille, rice"),
        V("Gumbo z'Herbes", "greens, okra, a dark roux of flour and vegetable oil, rice"),
    ],
    [
        (V("Kalua Jackfruit Plate", "smoky jackfruit, cabbage, two scoops rice"),
         "Our kalua jackfruit is smoked on its own with banana leaves and hawaiian salt; it never goes near the pork.",
         "owner"),
    ],
    [
        (V("Loco Moco", "black bean patty, mushroom gravy, rice"),
         "The loco moco with mushroom gravy is perfect hangover food. Friendly aunties running the counter too."),
    ],
)


# ====================================================================
# 141. bar-menu-claim: a bar and kitchen that says every drink and plate
#      is vegan (the diner excludes cross-contamination, so the claim is
#      what carries a fit) and prints, in its own drinks list, a Caesar
#      with clam juice, a Bloody Mary with Worcestershire, an
#      isinglass-fined cask ale, an egg-white sour, a honey syrup, a
#      bone-broth latte, a Bullshot, a Prairie Oyster, a bacon fat-washed
#      bourbon, worm salt on the mezcal; and vegan-labelled drinks doing the
#      same. Controls: aquafaba sours, vegan Worcestershire, unfined ale,
#      a cream ale, an egg cream of oat milk.
# ====================================================================
C = start3("bar-menu-claim")
BAR_CLAIMS = [
    "We're a 100% vegan bar & kitchen - every cocktail, beer and plate is plant-based.",
    "Fully vegan cocktail bar. Nothing on our food or drinks menu contains animal products.",
    "All-vegan bar and eatery since 2020: no meat, dairy, eggs or honey behind the bar or in the kitchen.",
]


def bar_case(why, allowed, drinks, i):
    case(C, why, allowed, menu=mains(3) + [M(n, d, section="Drinks") for n, d in drinks],
         reviews=good(), decls=[D(BAR_CLAIMS[i % len(BAR_CLAIMS)])], xc=True, categories=["bar", "restaurant"])


BAR_TRAPS = [
    ("Caesar", "vodka, Clamato, celery salt rim, pickled bean - Canada's national cocktail"),
    ("Bloody Mary", "vodka, tomato, horseradish, Lea & Perrins, lemon, celery"),
    ("Cask Bitter (pint)", "traditional real ale from our local brewery, fined with isinglass, hand-pulled"),
    ("Whiskey Sour", "bourbon, lemon, sugar, egg white, angostura"),
    ("Bee's Knees", "gin, lemon, wildflower honey syrup"),
    ("Bone Broth Latte", "sipping beef bone broth steamed with ghee & turmeric"),
    ("Bullshot", "vodka and chilled beef consommé, lemon, tabasco"),
    ("Prairie Oyster", "a whole raw egg yolk, worcestershire, tabasco, salt - the hangover cure"),
    ("Smoke & Bacon Old Fashioned", "bacon fat-washed bourbon, maple, bitters"),
    ("Mezcal Flight", "three mezcals with orange slices and sal de gusano (agave worm salt)"),
]
for n, (name, desc) in enumerate(BAR_TRAPS):
    bar_case("The vegan bar's own drinks list contradicts its whole-place claim: %r (%s)." % (name, desc),
             NOT_FIT, [(name, desc), ("Oat Flat White", "espresso, oat milk")], n)

# vegan-labelled drinks, cross-contamination allowed: the label is contradicted
case(C, "A vegan-labelled Michelada whose mix is Clamato and Worcestershire.",
     NOT_FIT, menu=mains(3) + [V("Michelada", "lager, lime, Clamato, Worcestershire, Valentina, Tajín rim", section="Drinks")]
     + meat(1), reviews=good())
case(C, "A vegan-labelled Hot Buttered Rum: a batter of butter and vanilla ice cream.",
     NOT_FIT, menu=mains(3) + [V("Hot Buttered Rum", "dark rum, our butter-brown sugar batter, vanilla ice cream", section="Drinks")]
     + meat(1), reviews=good())

BAR_CONTROLS = [
    ("Whiskey Sour", "bourbon, lemon, sugar, aquafaba foam, angostura"),
    ("Bloody Mary", "vodka, tomato, horseradish, vegan worcestershire (no anchovy), lemon, celery"),
    ("Cask Ale (pint)", "unfined, unfiltered pale ale from a vegan-certified brewery"),
    ("Cream Ale", "light golden ale - no cream, just the style name"),
    ("Chocolate Egg Cream", "chocolate syrup, oat milk, seltzer - no egg, no cream, never was"),
]
for n, (name, desc) in enumerate(BAR_CONTROLS):
    bar_case("Control: the vegan bar's drink is plant: %r (%s)." % (name, desc), FIT,
             [(name, desc), ("Oat Flat White", "espresso, oat milk")], n)


# ====================================================================
# 142. voice-transcript: reviews and reports dictated to a phone or a
#      voice assistant -- spoken punctuation ("period", "comma"),
#      homophones ("fish source", "chicken stalk", "oyster sores"),
#      autocorrect ("Lars" for lard, "gee" for ghee), no capitals -- saying
#      the vegan dish carries an animal product; the owner dictating a
#      reply. Controls: dictated praise naming only plants.
# ====================================================================
C = start3("voice-transcript")
VOICE_REPORTS = [
    (V("Vegan Green Curry", "coconut milk, tofu, thai eggplant, basil"),
     "the vegan curry has fish source in it period i asked the waiter and he said yes fish source comma every curry"),
    (V("Vegan Noodle Soup", "rice noodles, tofu, greens"),
     "so the vegan noodle soup is made with chicken stalk not vegetable stalk the manager told me period so disappointed"),
    (V("Vegan Broccoli Stir Fry", "broccoli, garlic, tofu, rice"),
     "heads up they use oyster sores on the vegan broccoli stir fry question mark no exclamation point they confirmed it"),
    (V("Vegan Refried Beans Plate", "refried beans, rice, tortillas"),
     "Refried beans are made with Lars. The lady at the register said Lars, like pig fat. Not vegan new paragraph still nice people"),
    (V("Vegan Dal Tadka", "yellow lentils, cumin, tomato"),
     "they make the vegan doll with gee comma which is butter comma the owner said so period"),
    (V("Vegan Caesar Wrap", "romaine, croutons, caesar dressing, wrap"),
     "hey siri post review the vegan caesar wrap dressing has anchovies and parma john in it the chef told me"),
    (V("Vegan Ramen", "kombu broth, tofu, bok choy"),
     "OK so the vegan ramen broth is bone brought. Bone brought! Pork bones. I asked twice"),
]
for item, text in VOICE_REPORTS:
    case(C, "A diner's dictated report, spoken punctuation and homophones intact, says the vegan-labelled %r "
            "carries an animal product: %r." % (item["name"], text),
         UNKNOWN, menu=plus(item), reviews=good(), reports=[U(text)])
case(C, "A dictated review in the reviews feed: 'butter' heard as 'but her' around a vegan pancake stack.",
     UNKNOWN, menu=plus(V("Vegan Pancake Stack", "three fluffy pancakes, maple, berries")),
     reviews=good() + [R("the vegan pancakes come with a big scoop of but her on top and they cook them on the "
                         "same but her griddle period real dairy but her the cook said", rating=2)])
case(C, "The owner dictates a public reply: the 'vegan' bowl's sauce has fish source and egg.",
     NOT_FIT, menu=plus(V("Vegan Rainbow Bowl", "rice, tofu, pickled veg, house sauce")), reviews=good(),
     decls=[owner("thanks for the review comma yes our house sauce has a little fish source and egg in it for "
                  "the umami period we can leave it off next time smiley face")])

VOICE_CONTROLS = [
    (V("Vegan Green Curry", "coconut milk, tofu, thai eggplant, basil"),
     "the vegan curry was amazing period the coconut milk was rich and the tofu was crispy exclamation point"),
    (V("Vegan Ramen", "kombu broth, tofu, bok choy"),
     "new review five stars the vegan ramen broth is kombu and shiitake comma super deep flavor comma "
     "will be back period"),
    (V("Vegan Refried Beans Plate", "refried beans, rice, tortillas"),
     "the refried beans are made with olive oil the lady said period best beans in Portland exclamation point"),
    (V("Vegan Pancake Stack", "three fluffy pancakes, maple, berries"),
     "hey google post review the vegan pancakes were fluffy and the maple syrup was the real deal period"),
]
for item, text in VOICE_CONTROLS:
    case(C, "Control: a dictated review with spoken punctuation naming only plants in the vegan-labelled %r: %r."
         % (item["name"], text), FIT, menu=plus(item), reviews=good() + [R(text, rating=5)])


# ====================================================================
# 143. imperative-review: diners speaking to the reader -- "don't order
#      the 'vegan' ramen unless you eat pork", "skip the ... if you're
#      strict", "do yourself a favour and ask", "vegans: run", rhetorical
#      questions ("who puts chicken stock in a vegan soup?", "ever had a
#      vegan burger on a brioche bun?"). Controls: the same voice sending
#      the reader to the dishes ("don't skip the vegan ramen", "who knew
#      jackfruit could taste like this?"); a pescatarian and a vegetarian.
# ====================================================================
C = start3("imperative-review")
IMPERATIVE_TRAPS = [
    (V("Vegan Ramen", "kombu broth, tofu, bok choy, corn"),
     "Don't order the 'vegan' ramen unless you eat pork. The tare is made from the chashu braise."),
    (V("Vegan Pho", "star anise broth, tofu, herbs"),
     "If you're a strict vegan, skip the pho. Same beef-bone pot, they just leave out the meat."),
    (V("Vegan Tomato Soup", "roasted tomato, basil, croutons"),
     "Who puts chicken stock in a vegan soup? Apparently this place."),
    (V("Vegan Smash Burger", "plant patty, pickles, onion, special sauce"),
     "Ever had a vegan burger on an egg-and-butter brioche bun? Order here and now you have."),
    (V("Vegan Pad See Ew", "wide rice noodles, tofu, chinese broccoli"),
     "Vegans: run. The pad see ew gets egg and oyster sauce no matter what you tell them."),
    (V("Vegan Mac & Cheese", "elbows, cashew cheese, breadcrumbs"),
     "Do yourself a favour and ask what's in the 'vegan' mac before you eat it - ours had parmesan on top "
     "and the server shrugged."),
    (V("Vegan Tacos", "jackfruit, salsa verde, onion, cilantro"),
     "Want lard in your vegan tacos? Then by all means, order them - the tortillas are pressed with it."),
    (V("Vegan Naan Wrap", "chana, onions, chutney, naan"),
     "Don't be fooled by the green leaf on the menu. That naan is brushed with ghee, every single one."),
]
for item, text in IMPERATIVE_TRAPS:
    case(C, "A diner tells the reader in the imperative or by rhetorical question that the vegan-labelled %r "
            "carries an animal product: %r." % (item["name"], text),
         UNKNOWN, menu=plus(item), reviews=good() + [R(text, rating=2)])
case(C, "Pescatarian: a diner tells the reader not to order the fish tacos unless they eat pork (fried in lard).",
     UNKNOWN, **base("pescatarian", M("Baja Fish Tacos", "beer-battered cod, cabbage, chipotle crema, corn tortillas"),
                     extra_reviews=[R("Pescatarians, don't get the fish tacos - they fry the fish in the same lard "
                                      "as the carnitas. Ask me how I know.", rating=2)], decls=sdecl()))
case(C, "Vegetarian: 'Who makes a vegetarian French onion soup with beef broth?' about the vegetarian-labelled soup.",
     UNKNOWN, **base("vegetarian", M("French Onion Soup", "caramelised onion, gruyère crouton", ["vegetarian"]),
                     extra_reviews=[R("Who makes a 'vegetarian' French onion soup with beef broth?? Don't order it "
                                      "if you don't eat meat.", rating=1)]))

IMPERATIVE_CONTROLS = [
    (V("Vegan Ramen", "kombu broth, tofu, bok choy, corn"),
     "Don't skip the vegan ramen. Seriously, order two."),
    (V("Jackfruit Carnitas Tacos", "jackfruit, salsa verde, onion, cilantro"),
     "Who knew jackfruit could taste like this? Get the tacos and thank me later."),
    (V("Vegan Smash Burger", "plant patty, pickles, onion, special sauce"),
     "Don't let the steakhouse vibe scare you off - order the vegan smash burger, it's the best thing on the menu."),
    (V("Vegan Pad See Ew", "wide rice noodles, tofu, chinese broccoli"),
     "Ask for it extra spicy. Trust me. Why would you go anywhere else for pad see ew?"),
]
for item, text in IMPERATIVE_CONTROLS:
    case(C, "Control: the same voice sending the reader to the vegan-labelled %r, naming no animal product: %r."
         % (item["name"], text), FIT, menu=plus(item), reviews=good() + [R(text, rating=5)])


# ====================================================================
# 144. plus-minus-modifier: signs that mean "with" and "without" on a
#      vegan-labelled dish -- a kitchen ticket's "++ EGG (INCL)", a
#      standard build "+ajitama +chashu oil", "-vegan cheese +cheddar
#      (default)", "w/ egg (std)", "+ghee 0cal"; prices and calories
#      inline. Controls: minus signs that take the animal part away
#      ("-cheese -sour cream"), paid optional add-ons ("+egg $2"), plant
#      pluses.
# ====================================================================
C = start3("plus-minus-modifier")
SIGN_TRAPS = [
    V("Vegan Ramen", "house build: kombu-shiitake broth +ajitama +chashu oil +nori  $16 | 610 cal"),
    V("Vegan Pad Thai", "1x VEGAN PAD THAI\n  ++ EGG (INCL)\n  ++ FISH SAUCE (INCL)\n  -- PEANUTS\n  $15.00"),
    V("Vegan Burrito", "rice, beans, fajita veg, salsa | -vegan cheese +monterey jack (default since 9/26) | 890 cal"),
    V("Vegan Breakfast Plate", "tofu scramble, toast, potatoes w/ egg (std) +$0 | sub JUST Egg +$2"),
    V("Vegan Dal Bowl", "yellow dal, rice, pickle +ghee 40cal (always) +papad"),
    V("Vegan Nachos", "chips, black beans, pico, jalapeño +queso +crema (both included) -vegan cheese"),
    V("Vegan Caesar", "romaine, croutons, +parm +anchovy (house std) ~ vegan dressing on request $13"),
    V("Vegan Banh Mi", "lemongrass tofu, pickled veg, cilantro +pâté +mayo (std build) $11 / 540 kcal"),
]
for item in SIGN_TRAPS:
    dish_trap(C, "A plus sign adds an animal product to the vegan-labelled dish's standard build: %r." %
              item["description"], item)
case(C, "Vegetarian: a vegetarian-labelled veggie burger's build adds bacon jam by default.",
     NOT_FIT, **base("vegetarian", M("Veggie Burger", "black bean patty, cheddar, +bacon jam (std), brioche $14",
                                      ["vegetarian"])))

SIGN_CONTROLS = [
    V("Vegan Nachos", "chips, black beans, pico, jalapeño, cashew queso  -cheese -sour cream (made vegan)  $12"),
    V("Vegan Ramen", "kombu-shiitake broth, tofu, bok choy  +corn +nori  (+soft egg $2, not vegan)  560 cal"),
    V("Vegan Pad Thai", "1x VEGAN PAD THAI\n  -- EGG\n  -- FISH SAUCE\n  ++ TOFU\n  ++ SOY-LIME SAUCE\n  $15.00"),
    V("Vegan Burrito", "rice, beans, fajita veg, salsa, +guac +vegan cheese (std) | 820 cal"),
]
for item in SIGN_CONTROLS:
    dish_control(C, "plus signs add plants, minus signs take the animal part away, animal add-ons are optional "
                    "and paid: %r." % item["description"], item)

# Round 14, more of the same classes (appended so the ids above stay put):
# more of each kitchen's dish names that are the animal part, more fasting
# words, and more controls so over-caution is measured in every class.
cuisine_more(
    "filipino-kitchen",
    [V("Laing", "taro leaves slow-cooked in coconut milk, chili, ginger, flaked tinapa"),
     V("Ube Ensaymada & Champorado", "brioche-style ube ensaymada, chocolate rice porridge with tuyo on the side")],
    [(V("Vegan Bicol Express", "squash and long beans in coconut milk, chili"),
      "Bicol express was good but super shrimpy, the cook said they always put alamang in the gata, even the vegan one")],
    [V("Laing", "taro leaves slow-cooked in coconut milk, chili, ginger, lemongrass - no dried fish"),
     V("Tofu Bicol Express", "tofu, long beans and chili in coconut milk with fermented black beans instead of alamang")],
)
cuisine_more(
    "maritime-southeast-asian-kitchen",
    [V("Kaya Toast Breakfast Set", "kaya toast, soft tofu, kopi - the Singapore breakfast"),
     V("Rojak Buah", "pineapple, cucumber, jicama, fried tofu, tossed in hae ko and crushed peanuts"),
     V("Burmese Rice Bowl", "coconut rice, pickled mustard greens, fried shallot and a spoon of balachaung")],
    [(V("Vegan Roti Canai", "flaky flatbread, dhal curry"),
      "the roti canai on the vegan menu is made with ghee and condensed milk, the uncle at the griddle said that's how every roti is made")],
    [V("Kaya Toast Set", "toast with coconut-pandan kaya made with aquafaba (no egg), soft tofu, kopi-o"),
     V("Rojak Buah", "pineapple, cucumber, jicama, fried tofu, tamarind-palm sugar dressing (no prawn paste), peanuts")],
)
cuisine_more(
    "peruvian-brazilian-kitchen",
    [V("Acarajé de Feijão", "black-eyed pea fritters fried in dendê, filled with vatapá and caruru"),
     V("Coxinha de Jaca", "jackfruit coxinhas with requeijão, hot sauce"),
     V("Papas con Ocopa", "potatoes, ocopa of huacatay, peanuts, queso fresco and evaporated milk")],
    [(V("Vegan Tutu de Feijão", "mashed beans, collards, rice"),
      "tutu de feijão vegano chegou com torresmo por cima, the waiter said it always comes with it, that's the dish")],
    [V("Acarajé Vegano", "black-eyed pea fritters in dendê, vatapá of cashews, peanuts and coconut (no dried shrimp)"),
     V("Papas con Ocopa", "potatoes, ocopa of huacatay, peanuts, soy milk and saltine crackers")],
)
cuisine_more(
    "deli-eastern-european-kitchen",
    [V("Mock Chopped Liver", "the deli's classic vegetarian recipe: string beans, walnuts, fried onion, hard-boiled egg, on rye"),
     V("Żurek", "sour rye soup with potato and marjoram, on a kiełbasa stock"),
     V("Lobiani", "Georgian bean-stuffed bread, brushed with butter")],
    [(V("Vegan Knish", "potato knish, mustard"),
      "asked at the counter and the knish dough is made with schmaltz, same as always, the vegan sign is just for the filling")],
    [V("Mock Chopped Liver", "lentils, walnuts, fried onion, mushrooms, no egg, on rye"),
     V("Ajapsandali", "Georgian stew of eggplant, pepper, tomato, herbs, sunflower oil, mchadi")],
)
cuisine_more(
    "hawaiian-creole-kitchen",
    [V("Veggie Lau Lau", "taro leaf bundles of sweet potato and squash, wrapped with a piece of butterfish"),
     V("Boil Corn & Potatoes", "corn, red potatoes, garlic - pulled out of our crawfish boil"),
     V("Pain Perdu Plate", "day-old french bread, custard-soaked, cane syrup, fruit")],
    [(V("Vegan Spam Musubi", "tofu 'spam', rice, nori, teriyaki"),
      "the vegan musubi is fried in the same pan right after the real spam, in its fat, the auntie said that's the flavor")],
    [V("Veggie Lau Lau", "taro leaf bundles of sweet potato, squash and ti leaf, steamed - no fish, no pork"),
     V("Boil Corn & Potatoes", "corn, red potatoes, garlic, cajun spice, boiled in its own pot of water - never the crawfish boil")],
)

C = "religious-fasting-label"
fasting_trap("Hindu vrat (fasting) food allows dairy: the vrat thali carries ghee, curd and makhane kheer.",
             [M("Navratri Vrat Thali", "sabudana khichdi in ghee, kuttu puri, aloo in curd, makhane kheer", ["vrat"]),
              M("Sabudana Vada Plate", "tapioca fritters, peanut, green chutney, sweet dahi", ["vrat"])])
fasting_trap("Kosher for Passover is not plant: the Passover dishes are egg-bound.",
             [M("Passover Matzo Brei", "matzo soaked and fried with eggs, cinnamon sugar", ["kosher for passover"]),
              M("Vegetable Kugel", "zucchini, carrot, potato, matzo meal, eggs", ["kosher for passover"])])
case(C, "Control: a Navratri vrat thali printed vegan whose words rule dairy out.",
     FIT, menu=[M("Vrat Thali", "sabudana khichdi in peanut oil, kuttu roti, aloo sabzi, coconut chutney - no ghee, no curd",
                  ["vegan", "vrat"])] + mains(2) + meat(1), reviews=good())
case(C, "Control: a Greek taverna's Lent menu printed vegan, its note saying the Lenten dishes skip the "
        "seafood the fast allows.",
     FIT, menu=[M("Fasolada", "white beans, tomato, celery, olive oil", ["vegan"], section="Lenten Menu"),
                M("Imam Bayildi", "baked aubergine, onion, tomato", ["vegan"], section="Lenten Menu"),
                M("Revithia", "chickpea soup, lemon, rosemary", ["vegan"], section="Lenten Menu"),
                M("Lamb Kleftiko", "slow-roasted lamb, potatoes")],
     reviews=good(), decls=[D("The Church allows shellfish and octopus during Lent, but our Lenten Menu is "
                              "completely vegan - no seafood, no honey.")])
case(C, "Control: a kosher-certified vegan restaurant whose certificate is named beside three vegan mains.",
     FIT, menu=mains(3), reviews=good(),
     decls=[D("Certified kosher pareve by the Oregon Kosher board. We are also 100% vegan: no eggs, no fish, no honey.")])

C = "markup-export-leak"
case(C, "Control: Markdown bullets of plants with a bold (VG) mark.", FIT,
     menu=plus(V("Harissa Chickpea Bowl", "- **chickpeas** roasted with harissa\n- *freekeh*\n- cucumber & mint\n"
                                            "- tahini drizzle **(VG)**")), reviews=good())
case(C, "Control: POS column codes naming only plant allergens.", FIT,
     menu=plus(V("Harvest Bowl", "ITEM_NM=HARVEST BWL;DIET_CD=VGN;ALLERGEN_CD=SOY,SES;PREP_NOTE=FINISH W/ "
                                 "TOASTED SEEDS")), reviews=good())

C = "chain-allergen-chart"
chart_case("Control: a chart with an 'Animal-derived ingredients' column reading none for the vegan bowl.", FIT,
           V("Vegan Açaí Bowl", "açaí, banana, granola, coconut, peanut butter"),
           "Item | Allergens | Animal-derived ingredients\nVegan Açaí Bowl | peanut, tree nuts (coconut) | none\n"
           "Yogurt Parfait | milk | milk, honey")

C = "bar-menu-claim"
for n, (name, desc) in enumerate([
        ("Pisco Sour", "pisco, lime, cane syrup, aquafaba, angostura"),
        ("Espresso Martini", "vodka, coffee liqueur, espresso, oat-milk foam"),
        ("Mezcal Flight", "three mezcals with orange slices and sal de chile (chili-lime salt)")]):
    bar_case("Control: the vegan bar's drink is plant: %r (%s)." % (name, desc), FIT,
             [(name, desc), ("Oat Flat White", "espresso, oat milk")], n)

C = "voice-transcript"
for item, text in [
        (V("Vegan Dal Tadka", "yellow lentils, cumin, tomato"),
         "the dal was so good comma they temper it in mustard oil not butter the owner said period ten out of ten"),
        (V("Vegan Caesar Wrap", "romaine, croutons, cashew caesar dressing, wrap"),
         "alexa write a review the vegan caesar wrap was awesome the dressing is cashew and capers period")]:
    case(C, "Control: a dictated review with spoken punctuation naming only plants in the vegan-labelled %r: %r."
         % (item["name"], text), FIT, menu=plus(item), reviews=good() + [R(text, rating=5)])

C = "imperative-review"
for item, text in [
        (V("Vegan Mac & Cheese", "elbows, cashew cheese, breadcrumbs"),
         "Get the vegan mac. Don't argue with me. Just get it."),
        (V("Vegan Tacos", "jackfruit, salsa verde, onion, cilantro"),
         "Bring your meat-eating friends: who cares what they order, the jackfruit tacos are the star here.")]:
    case(C, "Control: the same voice sending the reader to the vegan-labelled %r, naming no animal product: %r."
         % (item["name"], text), FIT, menu=plus(item), reviews=good() + [R(text, rating=5)])

C = "plus-minus-modifier"
for item in [
        V("Vegan Caesar", "romaine, croutons, capers, cashew dressing -parm -anchovy (our vegan build) $13"),
        V("Vegan Banh Mi", "lemongrass tofu, pickled veg, cilantro, +mushroom pâté +vegan mayo (std) $11 / 520 kcal"),
        V("Vegan Breakfast Plate", "tofu scramble, toast, potatoes  (+fried egg $2 add-on)  (+bacon $3 add-on)")]:
    dish_control(C, "plus signs add plants, minus signs take the animal part away, animal add-ons are optional "
                    "and paid: %r." % item["description"], item)


# ====================================================================
# Round 15: how restaurants, shops and diners write outside a printed
# menu line -- long "about us" pages with one sentence that matters deep
# inside, machine-translated menu English, grab-and-go and retail labels
# pasted into a description, label words that only look like "vegan"
# (seagan, beegan, veg*n, "vegan?") and badges that say "NOT vegan",
# code-mixed reviews (Hinglish, Spanglish, Taglish, Franglais, Singlish,
# Arabizi), tasting menus whose one course is animal, stock-outs that
# swap an animal product into a labelled dish "until the delivery
# arrives", question-and-answer threads, key: value spec sheets and
# merged table cells, and allergen pages indexed by allergen. About 38%
# are controls.
# ====================================================================

QA_PAGE = "https://maps.example/place/questions-and-answers"
SPECIALS_PAGE = "https://restaurant.example/specials"
# Stock-out notices are dated in the last days before the evaluation time,
# so that "this week" and "until the delivery arrives" still hold at NOW.
LATE_OCT = ["2026-10-26T17:00:00Z", "2026-10-28T11:30:00Z", "2026-10-29T16:45:00Z",
            "2026-10-30T09:00:00Z", "2026-10-31T18:20:00Z"]


def about(*paragraphs):
    """A long about page: paragraphs separated by blank lines."""
    return D("\n\n".join(paragraphs))


# Paragraphs any small restaurant's about page carries; each page below
# uses its own story and a few of these, so no case is only filler.
ABOUT_WAGES = ("We pay every member of the team above the city's living wage, tips are pooled with the "
               "kitchen, and we close every Monday so that everyone who works here can have dinner with "
               "their own families at least once a week.")
ABOUT_ALLERGY = ("If you have an allergy, please tell us when you order. We're a small kitchen and we would "
                 "much rather answer twenty questions than get one of them wrong.")
ABOUT_COMPOST = ("Nothing here goes to waste if we can help it: scraps go to a community garden in "
                 "St. Johns, our takeout boxes are fibre and compostable, and the cooking oil is collected "
                 "every two weeks and turned into biodiesel.")
ABOUT_THANKS = ("Thank you for every visit, every review, every birthday you've spent with us. We'll keep "
                "cooking for as long as you keep coming in.")
ABOUT_AWARDS = ("We've been lucky along the way: Willamette Week's Best New Restaurant in 2015, a Bib "
                "Gourmand mention in 2019 and 2022, and -- the one we're proudest of -- our dishwasher "
                "Tomás being named the neighbourhood's volunteer of the year.")


# ====================================================================
# 145. long-about-page: a several-paragraph "About us" / "Our story"
#      page (history, sourcing, awards, wages) with one sentence deep
#      inside that ties an animal product to the vegan-labelled dishes or
#      undoes the page's own whole-place claim. Controls: long pages whose
#      animal words are about the building's past, the founder's old job,
#      the neighbours, or recipes that were rewritten.
# ====================================================================
C = start3("long-about-page")
ABOUT_TRAPS = [
    (V("Green Curry with Tofu", "thai eggplant, bamboo, basil, coconut milk, jasmine rice"),
     about("Our story starts in a village outside Chiang Mai, where Grandma Noi sold curry from a cart "
           "for thirty-one years. When her daughter Ploy moved to Portland in 2008 she brought three "
           "things with her: a granite mortar, a notebook of recipes, and a stubborn refusal to make "
           "anything sweeter than it should be.",
           "The first Golden Lotus was a counter inside a laundromat on 82nd Avenue. There were four "
           "stools, and the dryers were louder than the customers, but people kept coming back, and in "
           "2013 we moved into this room on Division Street.",
           "We buy our herbs from two Hmong family farms in Gresham -- holy basil, lemongrass, galangal, "
           "bird's eye chilies -- and our jasmine rice from a cooperative in Surin province that Ploy's "
           "cousin helped to found.",
           "The one thing Grandma Noi never let anyone change is the paste. Every curry we serve, the "
           "vegan ones included, starts from her recipe -- shrimp paste and all -- pounded by hand each "
           "morning before the doors open.",
           ABOUT_WAGES, ABOUT_ALLERGY, ABOUT_THANKS)),
    (V("Vegan Thali", "dal, chana, seasonal sabzi, jeera rice, two phulka, pickle"),
     about("Nani came to Oregon in 1979 with two suitcases and a copper pot. For twenty years she cooked "
           "for the whole street -- weddings, funerals, Diwali, the Fourth of July -- before anyone thought "
           "of charging for it.",
           "In 2011 her grandsons finally talked her into a restaurant. The room used to be a video store; "
           "we kept the long counter and painted it the saffron of her favourite sari.",
           "Our spices are roasted and ground in-house every Tuesday. The basmati is aged a year, the "
           "flour for the phulka is stone-ground, and the pickles are Nani's own, still made in ceramic "
           "jars on the shelf behind the register.",
           "We still clarify our own ghee in that copper pot, and it goes into every tadka in the house -- "
           "the dal, the chana, the sabzi on the vegan thali -- because without it, as Nani says, it "
           "isn't food.",
           ABOUT_AWARDS, ABOUT_ALLERGY, ABOUT_THANKS)),
    (V("Vegan Shoyu Ramen", "shiitake broth, shoyu tare, bamboo, bok choy, scallion, noodles"),
     about("Kenji spent nine years cooking in Sapporo and Fukuoka before he came home to Portland with a "
           "suitcase of knives and an idea for a ramen shop where the noodles were made in the window.",
           "We opened in the winter of 2016 with one broth and a line down the block. The noodle machine "
           "we still use came from a shop in Osaka that was closing; it took three months and four "
           "broken parts to get it through customs.",
           "Our vegan ramen was born that same winter. Its broth is shiitake and kombu, but it is seasoned "
           "with the shoyu tare we'd spent three years perfecting for our chicken ramen -- the one with a "
           "splash of chicken fat that makes the bowl shine.",
           "Our flour comes from a mill in Eastern Washington, our bok choy from a grower on Sauvie Island, "
           "and our bamboo shoots are pickled in-house in big glass jars you can see from the bar.",
           ABOUT_COMPOST, ABOUT_WAGES, ABOUT_THANKS)),
    (V("Vegan Breakfast Sandwich", "tofu 'egg', tempeh bacon, tomato jam, on our house bun"),
     about("Oma baked in Stuttgart for forty years, and when she retired to Portland to be near her "
           "grandchildren she lasted about six weeks before she asked to borrow the kitchen at her church.",
           "That church kitchen became a farmers'-market stand, the stand became a wholesale bakery, and in "
           "2018 the bakery grew a café in front of it. The sourdough starter is older than any of us "
           "who work here.",
           "We've added a lot since then: a vegan breakfast menu, an oat-milk espresso bar, sandwiches at "
           "lunch. What hasn't changed is the dough. Every bun in this café, including the ones under the "
           "vegan burger and the vegan breakfast sandwich, is the milk-and-butter dough Oma taught us.",
           "Our flour is milled in the Skagit Valley, our coffee roasted three blocks away, and the jam "
           "comes from whatever the farm down the road has too much of that week.",
           ABOUT_WAGES, ABOUT_ALLERGY, ABOUT_THANKS)),
    (V("Vegan Burrito", "rice, frijoles de la olla, grilled nopales, pico, guacamole"),
     about("Taqueria El Sol was a truck before it was a restaurant: a 1994 step van my father bought from a "
           "bread company, painted orange, and parked in front of the hardware store on Lombard every "
           "morning at six.",
           "For ten years the menu was five things on a whiteboard. When we moved inside in 2015 we added "
           "the vegan section, because our regulars' kids kept asking for it, and because my sister had "
           "been vegan since high school and was tired of eating rice.",
           "We press our tortillas by hand from masa we nixtamalize ourselves, with heirloom corn from a "
           "cooperative in Oaxaca. The salsas change with the chiles, and the agua fresca with the fruit.",
           "The beans are cooked the way my abuela did it -- slowly, in clay, with a spoon of the lard we "
           "render from the carnitas -- every pot of them, including the frijoles in the vegan burrito.",
           ABOUT_AWARDS, ABOUT_COMPOST, ABOUT_THANKS)),
    (V("Margherita-Style Vegan Pie", "san marzano, cashew mozzarella, basil, olive oil"),
     about("We started making pizza in a backyard oven in 2012, for friends, then for friends of friends, "
           "then for a line of strangers who'd heard about it from someone at work.",
           "The oven you see in the middle of the room was built by hand by a mason from Naples over six "
           "weeks in 2016. It runs at 850 degrees and it eats a cord of Oregon white oak every ten days.",
           "Our dough has had the same five ingredients since the backyard: flour, water, salt, yeast and "
           "a little lard, which is what gives the crust its crackle. It's the crust under every pie we "
           "make, vegan pies included.",
           "Tomatoes are San Marzano DOP; the basil grows in planters on our roof from May to October.",
           ABOUT_WAGES, ABOUT_ALLERGY, ABOUT_THANKS)),
    (V("Pho Chay", "charred onion & ginger broth, rice noodles, fried tofu, herbs, lime"),
     about("Dad arrived in Portland in 1982 with nothing but a cousin's address. He washed dishes, then "
           "cooked, and in 1991 he opened a six-table noodle shop that our whole family worked in after "
           "school.",
           "We took over in 2017 and changed almost nothing, except to add a vegetarian and vegan section "
           "because our friends kept asking for one.",
           "Every bowl of pho that leaves this kitchen -- the chay one included -- starts in the same "
           "forty-litre stockpot Dad built the business on, with charred onion, ginger, star anise and the "
           "beef knuckles we buy from the butcher across the street.",
           "Our herbs come from a Vietnamese family farm in Canby; the rice noodles from a maker in Seattle "
           "who has supplied us for twenty years.",
           ABOUT_COMPOST, ABOUT_ALLERGY, ABOUT_THANKS)),
    (V("Misir Wot Combo", "red lentils in berbere, gomen, atakilt, on injera"),
     about("Our mother cooked for the Ethiopian community in Portland for years before she ever had a "
           "restaurant: church holidays, graduations, the big Meskel dinner every September.",
           "In 2014 she opened this room with one promise: that every plate would taste like Sunday lunch "
           "in Addis. Our injera is fermented for three days from teff we import from a mill in the "
           "Gojjam highlands.",
           "People ask why our vegetable dishes taste richer than anywhere else. The answer is the pot: "
           "every wot in this kitchen, the fasting ones on the vegan combo too, is started in the same "
           "spiced butter she makes every Friday morning.",
           "Berbere is blended in-house; so is the mitmita. Ask for the coffee ceremony -- it takes a "
           "while, and it's worth it.",
           ABOUT_WAGES, ABOUT_ALLERGY, ABOUT_THANKS)),
]
for item, page in ABOUT_TRAPS:
    case(C, "A long about page (history, sourcing, wages, allergies) whose one sentence deep inside ties "
            "an animal product to the vegan-labelled %r." % item["name"], NOT_FIT,
         menu=plus(item), reviews=good(), decls=[page])

case(C, "A long about page opens with a whole-place vegan claim and, four paragraphs later, names the "
        "rooftop honey that goes into the dressings; the diner excludes cross-contamination.", NOT_FIT,
     menu=mains(3), reviews=good(), xc=True,
     decls=[about("We're a 100% plant-based kitchen, and have been since the day we opened in 2017.",
                  "The building was a print shop for sixty years; you can still see the ink stains on the "
                  "floorboards by the window, which we sanded, sealed, and kept.",
                  "Our produce comes from nine farms within sixty miles of the restaurant, and our menu "
                  "changes whenever theirs does -- which, in Oregon, is about every three weeks.",
                  "Our one exception is the honey from the two hives on our roof, which goes into the "
                  "dressings and the granola. We think of the bees as staff.",
                  ABOUT_AWARDS, ABOUT_WAGES, ABOUT_THANKS)])
case(C, "A long about page whose whole-place claim is undone deep inside by a monthly brisket pop-up "
        "using the kitchen; the diner excludes cross-contamination.", NOT_FIT,
     menu=mains(3), reviews=good(), xc=True,
     decls=[about("Everything we make is vegan -- it's been that way since our first Saturday at the "
                  "farmers' market in 2015.",
                  "We found this room in 2019, a former tire shop with a roll-up door we open every day "
                  "from May to September.",
                  "We love our neighbourhood and try to show it: we host a free community dinner on the "
                  "last Sunday of each month, and once a month we hand the kitchen and the smoker over to "
                  "our friends at Smoke & Barrel for their Saturday brisket pop-up.",
                  "Our tofu is made fresh by a family business in Beaverton; our tempeh by two brothers "
                  "in Eugene.",
                  ABOUT_ALLERGY, ABOUT_THANKS)])
case(C, "Vegetarian: a long about page of a vegetarian café; deep inside, the French onion soup kept "
        "from the previous bistro still uses beef stock.", NOT_FIT,
     **base("vegetarian", M("French Onion Soup", "caramelised onion, croûte, melted gruyère", ["vegetarian"]),
            decls=[about("Fernwood opened in 2012 in the space that had been Le Petit Bistro for "
                          "twenty-six years. We changed the menu, the chairs and the lights; we kept the "
                          "zinc bar and the regulars.",
                          "Our menu is vegetarian: farm eggs from a flock in Corbett, cheese from three "
                          "Oregon creameries, and vegetables from whoever is growing the best ones that month.",
                          "The French onion soup is the one recipe we inherited from the bistro, beef stock "
                          "and all. We tried to change it in our first month and the regulars revolted.",
                          ABOUT_WAGES, ABOUT_COMPOST, ABOUT_THANKS)]))
case(C, "Pescatarian: a long about page of a seafood house that says it serves no meat; deep inside, the "
        "chowder is still started on rendered salt pork.", NOT_FIT,
     menu=[M("New England Clam Chowder", "littlenecks, potato, cream, oyster crackers")] + smains(2),
     reviews=sgood(), diet="pescatarian",
     decls=[about("Harbor Grill has been on this corner since 1988, when my father traded a share of his "
                  "fishing boat for the lease on a burger diner that had just closed.",
                  "He turned it into a seafood house and never looked back: no meat, no poultry, just "
                  "fish, shellfish and whatever vegetables the season gives us.",
                  "Our fish comes off boats in Newport and Garibaldi, and we know most of the captains by "
                  "their first names.",
                  "The one holdover from the diner days is Dad's chowder: it is still started by rendering "
                  "salt pork, the way he did it in 1988, and nobody here is brave enough to change it.",
                  ABOUT_ALLERGY, ABOUT_THANKS)])

ABOUT_CONTROLS = [
    ("The building was a butcher's shop from 1922 to 1987 -- the meat hooks are still in the ceiling beams; "
     "the kitchen itself is fully plant-based.", True,
     about("Our building was Schreiber's Meats from 1922 until 1987. You can still see the hooks in the "
           "ceiling beams and the old cold-room door, which is now the entrance to our dry store.",
           "We opened here in 2018 as a fully plant-based kitchen: no meat, dairy, eggs or honey, ever. We "
           "think old Mr. Schreiber would have been baffled, and then hungry.",
           "Our tofu is made in Beaverton, our tempeh in Eugene, and our seitan right here, every morning, "
           "by whoever drew the short straw.",
           ABOUT_AWARDS, ABOUT_WAGES, ABOUT_THANKS)),
    ("The founder made cheese on her family's dairy farm for eleven years before opening a vegan "
     "restaurant; the cheeses are cashew and oat.", True,
     about("Before this, I spent eleven years making cheese on my family's dairy farm outside Tillamook. I "
           "loved the craft and came to hate everything around it, and in 2017 I sold my share of the herd.",
           "Rooted opened a year later. Everything we make is vegan, and the cheeses on our menu are "
           "cultured in our back room from cashews and oats, using everything I learned on the farm.",
           "Our bread comes from a vegan bakery in Sellwood; our vegetables from four farms we visit every "
           "month.",
           ABOUT_ALLERGY, ABOUT_COMPOST, ABOUT_THANKS)),
    ("The chef spent ten years at a steakhouse, searing ribeyes and making béarnaise; the menu he cooks "
     "now is vegan.", False,
     about("Chef Andre spent a decade on the line at a downtown steakhouse, searing ribeyes and making a "
           "béarnaise he says he still dreams about.",
           "When his doctor told him to change how he ate, he changed how he cooked too. Everything marked "
           "vegan on our menu is made without any animal product, and he cooks those dishes himself.",
           "He buys his mushrooms from a grower in Scappoose and his beans from a farm in the Willamette "
           "Valley.",
           ABOUT_WAGES, ABOUT_ALLERGY, ABOUT_THANKS)),
    ("The restaurant shares a wall with a fish market whose smoker smell drifts in on Fridays; its own "
     "menu is vegan.", False,
     about("We share a wall with Pacific Fish Market, which has been smoking salmon next door since 1961. "
           "On Fridays the smell of their smoker drifts in through our back door, and we've made our peace "
           "with it.",
           "Our own kitchen is another story: every dish marked vegan on the menu is made from plants only, "
           "and our 'crab' cakes are hearts of palm and chickpeas.",
           "We opened in 2020, which was a terrible year to open anything, and we're still here because of "
           "you.",
           ABOUT_AWARDS, ABOUT_COMPOST, ABOUT_THANKS)),
    ("Grandmother's recipes used lard and shrimp paste; the page says every one was rewritten: olive oil "
     "beans, a curry paste without shrimp.", False,
     about("Our grandmother cooked with what she had, which in 1960s Bangkok and later in 1980s Los Angeles "
           "meant lard in the wok and shrimp paste in every curry.",
           "When we opened in 2019 we rewrote every one of her recipes for our vegan menu. The curry paste "
           "is made without shrimp paste -- we use fermented soybean and seaweed instead -- and the beans "
           "and greens are cooked in olive oil.",
           "We still use her mortar, and we still make her paste by hand every morning.",
           ABOUT_WAGES, ABOUT_ALLERGY, ABOUT_THANKS)),
    ("Until 2020 the place was a barbecue joint; it sold the smoker and went fully vegan in 2021.", True,
     about("Until 2020 this was Smokestack BBQ. We smoked brisket, ribs and pulled pork here for eleven "
           "years, and we were good at it.",
           "Then the pandemic closed us for five months, and somewhere in those months we decided to start "
           "again. We sold the smoker, gutted the kitchen, and reopened in 2021 as a fully vegan restaurant "
           "-- no animal products on the premises.",
           "The menu today is smoked jackfruit, tempeh burnt ends and a black-eyed pea chili, and some of "
           "our old regulars still haven't noticed.",
           ABOUT_COMPOST, ABOUT_WAGES, ABOUT_THANKS)),
]
for why, xc, page in ABOUT_CONTROLS:
    case(C, "Control: a long about page whose animal words are about the past or the neighbours: " + why,
         FIT, menu=mains(3), reviews=good(), decls=[page], xc=xc)
case(C, "Control: pescatarian; a seafood house's long about page whose meat words are about the burger "
        "diner that used to be in the building.", FIT,
     menu=smains(3), reviews=sgood(), diet="pescatarian",
     decls=[about("This corner was a burger diner for thirty years before it was ours; some of our "
                  "neighbours still come in asking for a patty melt.",
                  "We're a seafood house: fish, shellfish and vegetables only. No meat or poultry has been "
                  "cooked in this kitchen since we took over the lease in 2009.",
                  "Our fish comes off boats in Newport and Garibaldi, and we know most of the captains by "
                  "their first names.",
                  ABOUT_ALLERGY, ABOUT_THANKS)])


# ====================================================================
# 146. machine-translated-menu: the English of Chinese, Korean, Thai and
#      Vietnamese restaurants' menus as a translation tool or a hurried
#      owner writes it -- "(contain egg)", "have pork oil", "no meat but use
#      chicken soup", "meat foam", "fish water", "egg upon" -- on dishes
#      printed vegan. Controls: the same English ruling the animal part out
#      ("not have fish, only the name", "mushroom sauce, not oyster").
# ====================================================================
C = start3("machine-translated-menu")
MT_TRAPS = [
    V("Vegetarian Duck (contain egg)", "bean curd skin roll, soy sauce, sugar, sesame oil"),
    V("Buddha Fry Vegetable", "seasonal vegetable, mushroom, carrot, fry with oyster sauce"),
    V("Bean Curd Skin Roll", "tofu skin, carrot, mushroom, bamboo shoot (have pork oil)"),
    V("Vegetable Noodle Soup", "bok choy, mushroom, noodle. no meat but use chicken soup"),
    V("Dry Fried Green Bean", "green bean, preserved vegetable, meat foam, dry chili"),
    V("Mapo Tofu (Vegetable)", "soft tofu, chili bean sauce, sichuan pepper, minced meat small amount"),
    V("Green Papaya Salad", "papaya, tomato, long bean, peanut, put fish water and salty crab"),
    V("Vegetable Fried Rice", "rice, pea, carrot, corn, scramble egg inside, soy sauce"),
    V("Kimchi Tofu Stew", "soft tofu, kimchi, onion, include pork a little for taste"),
    V("Spring Roll Vegetarian", "rice paper, vermicelli, lettuce, mint, dipping fish sauce"),
    V("Broken Rice Vegetarian", "broken rice, vegetarian rib, pickle, steam egg cake"),
    V("Morning Glory Fire Fry", "water spinach, garlic, chili, bean paste and shrimp paste"),
    V("Bibimbap Vegetable", "rice, seasoned vegetable, gochujang, sesame oil, egg upon"),
    V("Stir Fry Flat Noodle Vegetable", "wide rice noodle, chinese broccoli, black soy, wok with lard oil"),
]
for item in MT_TRAPS:
    dish_trap(C, "Machine-translated menu English puts an animal product in the vegan-labelled dish: %r %r."
              % (item["name"], item["description"]), item)
case(C, "A machine-translated notice ties chicken-bone soup to all the vegetable dishes printed vegan.",
     NOT_FIT, menu=plus(V("Vegetable Lo Mein", "egg-free noodle, cabbage, carrot, bean sprout")),
     reviews=good(),
     decls=[D("Notice: our vegetable dishes is cooking by same soup of chicken bone for more delicious. "
              "Thank you for understand.")])
case(C, "Vegetarian: a vegetarian-labelled fried rice whose translated line says chicken powder.", NOT_FIT,
     **base("vegetarian", M("Vegetarian Fried Rice", "rice, egg, pea, carrot, use chicken powder for taste",
                            ["vegetarian"])))
MT_CONTROLS = [
    V("Fish Fragrant Eggplant", "eggplant, garlic, ginger, pickle chili; only the taste name, not have fish"),
    V("Vegetarian Duck (no egg, no meat)", "bean curd skin fold, mushroom, soy braise"),
    V("Buddha Jump Vegetable", "mushroom, bamboo, bok choy, fry with mushroom sauce (not oyster)"),
    V("Home Style Tofu (no meat)", "fry tofu, wood ear, green pepper, bean sauce"),
    V("Tiger Skin Pepper", "green pepper blister fry, black vinegar, soy, garlic"),
    V("Papaya Salad Vegetarian", "papaya, tomato, long bean, peanut, lime, use soy sauce replace fish water"),
    V("Dry Pot Cauliflower", "cauliflower, celery, dry chili, sichuan pepper, not put pork belly"),
    V("Vegetable Bibimbap (vegan)", "rice, seasoned vegetable, gochujang, sesame oil, not put egg"),
]
for item in MT_CONTROLS:
    dish_control(C, "machine-translated English that rules the animal part out: %r %r."
                 % (item["name"], item["description"]), item)


# ====================================================================
# 147. grab-and-go-label: a packaged item's label pasted into a
#      vegan-labelled dish of the grab-and-go case -- "Contains 2% or less
#      of: ... nonfat dry milk", "Natural Flavors (Contains Milk)", a
#      deli-scale label's chicken base, E-numbers (E542 bone phosphate,
#      E904 shellac, E901 beeswax, E920 L-cysteine), a kosher "OU-D",
#      lactose in the list behind a clean allergen line, honey-roasted
#      peanuts, a UK label's egg-yolk mayonnaise. Controls: plant
#      E-numbers, "may contain" with cross-contamination allowed,
#      plant-sourced flavours, "Suitable for vegans".
# ====================================================================
C = start3("grab-and-go-label")
GRAB_TRAPS = [
    V("Southwest Quinoa Wrap", "INGREDIENTS: Flour Tortilla (Enriched Wheat Flour, Water, Vegetable Shortening, "
      "Contains 2% or Less of: Salt, Baking Powder, Nonfat Dry Milk, Dough Conditioner), Quinoa, Black "
      "Beans, Corn, Salsa, Cilantro.", section="Grab & Go"),
    V("Three-Bean Chili Cup", "INGREDIENTS: Water, Kidney Beans, Diced Tomatoes, Onion, Bell Pepper, "
      "Chili Powder, Natural Flavors (Contains Milk), Salt, Spices. 16 OZ.", section="Grab & Go"),
    V("Vegan Lentil Soup", "NET WT 16 OZ | SELL BY 10/30 | VEGAN | INGREDIENTS: WATER, LENTILS, CARROTS, "
      "CELERY, ONION, CHICKEN BASE (CHICKEN MEAT AND JUICES, SALT, SUGAR), OLIVE OIL, SPICES.",
      section="Grab & Go"),
    V("Vegan Lunch Box", "hummus wrap, veggie sticks, chocolate-coated raisins (sugar, raisins, cocoa mass, "
      "cocoa butter, glazing agents: E904, E414)", section="Grab & Go"),
    V("Vegan Picnic Box", "falafel, tabbouleh, pita, a whole apple (coated with E901 to keep it fresh)",
      section="Grab & Go"),
    V("Vegan Ploughman's", "crusty roll (wheat flour, water, yeast, salt, flour treatment agent E920), "
      "pickle, apple, smoked tofu", section="Grab & Go"),
    V("Vegan Crackers & Dip Box", "hummus, olives, carrot sticks, crackers (wheat flour, palm oil, sugar, "
      "raising agent E542, salt)", section="Grab & Go"),
    V("Vegan Mac Bowl", "Ingredients: pasta, vegetable cheese sauce (water, coconut oil, potato starch, "
      "salt, natural flavor, annatto). Kosher: OU-D.", section="Grab & Go"),
    V("Roasted Veggie Panini", "ALLERGENS: Contains Wheat, Soy. INGREDIENTS: Ciabatta (wheat flour, water, "
      "salt, yeast, lactose, sunflower oil), roasted zucchini, peppers, vegan pesto.", section="Grab & Go"),
    V("Thai Peanut Noodle Box", "rice noodles, cabbage, carrot, edamame, peanut sauce, topped with honey "
      "roasted peanuts (peanuts, sugar, honey, salt)", section="Grab & Go"),
    V("Falafel & Houmous Wrap (Vegan)", "Ingredients: Tortilla Wrap (Wheat Flour, Water, Rapeseed Oil), "
      "Falafel (17%), Houmous (Chickpeas, Tahini, Lemon Juice), Mayonnaise (Rapeseed Oil, Water, "
      "Pasteurised Free Range Egg Yolk, Spirit Vinegar). Allergy Advice: for allergens, see ingredients "
      "in bold.", section="Grab & Go"),
]
for item in GRAB_TRAPS:
    dish_trap(C, "A packaged label pasted into the vegan-labelled grab-and-go %r carries an animal product: %r."
              % (item["name"], item["description"]), item)
GRAB_CONTROLS = [
    (V("Chickpea Salad Sandwich", "INGREDIENTS: Whole Wheat Bread, Chickpeas, Vegan Mayo (Canola Oil, Aquafaba, "
       "Vinegar), Celery, Dill. CONTAINS: WHEAT. Made in a facility that also processes milk and eggs.",
       section="Grab & Go"), "a may-contain line with cross-contamination allowed"),
    (V("Vegan Burrito Bowl", "INGREDIENTS: Rice, Black Beans, Corn, Salsa, Natural Flavors (plant-sourced), "
       "Lime Juice, Salt. CONTAINS: SOY.", section="Grab & Go"), "plant-sourced natural flavours"),
    (V("Vegan Pasta Salad", "Ingredients: pasta, tomato, olives, basil, sunflower oil, acidity regulator "
       "(E330), antioxidant (E300), thickener (E415), emulsifier (E471, of vegetable origin)",
       section="Grab & Go"), "plant E-numbers"),
    (V("Vegan Sushi Box", "Contains 2% or Less of: Salt, Lactic Acid, Cocoa Butter, Sunflower Lecithin, "
       "Coconut Milk Powder. Avocado, cucumber, pickled radish, rice, nori.", section="Grab & Go"),
     "look-alike words (lactic acid, cocoa butter, coconut milk powder)"),
    (V("Vegan Harvest Wrap", "Ingredients: Tortilla (WHEAT flour, water, sunflower oil), roasted squash, "
       "spinach, SESAME seeds, SOYA yoghurt alternative. Allergy advice: see ingredients in CAPITALS. "
       "Suitable for vegans.", section="Grab & Go"), "a UK label whose capitals are wheat, sesame and soya"),
    (V("Vegan Lentil Soup", "NET WT 16 OZ | SELL BY 10/30 | VEGAN | INGREDIENTS: WATER, LENTILS, CARROTS, "
       "CELERY, ONION, VEGETABLE BASE (CARROT, ONION, CELERY, SALT, YEAST EXTRACT), OLIVE OIL, SPICES. "
       "Certified Vegan.", section="Grab & Go"), "a deli-scale label with a vegetable base"),
]
for item, why in GRAB_CONTROLS:
    dish_control(C, "a pasted label naming only plants (%s): %r." % (why, item["description"]), item)


# ====================================================================
# 148. label-form-variant: label words that look like "vegan" and are
#      not: seagan (vegan plus seafood), beegan (vegan plus honey),
#      ovo-vegan, veg*n (vegetarian or vegan), the Indian "veg" mark,
#      "vegetarain", "vegan?", "vegan (ask)", "veganizable", "vegan option
#      available", "vegan base" -- on two dishes beside one vegan main, so
#      only reading the variant as "vegan" makes a fit. Controls: clear
#      forms of the label (VEGAN, Vegan 🌱, 100% vegan, VGN, strict vegan,
#      "vegan (no honey)") beside two more labelled mains.
# ====================================================================
C = start3("label-form-variant")
LABEL_FORM_TRAPS = [
    ("seagan", [("Seagan Poke Bowl", "marinated tofu, seaweed salad, cucumber, furikake, ikura"),
                ("Seagan Sushi Plate", "avocado roll, inari, pickled radish, a piece of smoked salmon nigiri")],
     "Seagan = plant-based plus seafood."),
    ("beegan", [("Beegan Granola Bowl", "oat granola, coconut yogurt, berries, wildflower drizzle"),
                ("Beegan Harvest Salad", "kale, roasted squash, pecans, mustard vinaigrette")],
     "Beegan: everything vegan, plus honey from local hives."),
    ("ovo-vegan", [("Shakshuka", "tomato, peppers, cumin, two farm eggs, pita"),
                   ("Green Fried Rice", "jasmine rice, peas, scallion, folded egg")], None),
    ("veg*n", [("Mushroom Stroganoff", "mushrooms, paprika, dill, egg noodles"),
               ("Spinach Pie", "flaky pastry, spinach, herbs, crumbled white cheese")], None),
    ("veg", [("Mix Veg Kolhapuri", "seasonal vegetables, kolhapuri masala, finished with cream"),
             ("Veg Pulao", "basmati, peas, carrot, whole spices, ghee")], None),
    ("vegetarain", [("Garden Risotto", "arborio, peas, asparagus, lemon, mascarpone"),
                    ("Caprese Ciabatta", "tomato, basil, fresh mozzarella, pesto")], None),
    ("vegan?", [("Golden Curry", "potato, carrot, curry roux, rice"),
                ("Sesame Noodles", "wheat noodles, sesame paste, chili oil, cucumber")],
     "Draft menu -- labels marked '?' are still being checked with our suppliers."),
    ("vegan (ask)", [("Breakfast Burrito", "scrambled eggs, potato, cheddar, salsa roja"),
                     ("Loaded Nachos", "chips, beans, queso, sour cream, jalapeño")], None),
    ("veganizable", [("Pad See Ew", "wide noodles, chinese broccoli, egg, oyster sauce"),
                     ("Tonkotsu Ramen", "pork bone broth, chashu, ajitama, scallion")], None),
    ("vegan option available", [("Chicken Katsu Curry", "panko chicken, japanese curry, rice, pickles"),
                                ("Beef Bulgogi Bowl", "marinated beef, rice, kimchi, fried egg")], None),
    ("vegan base", [("Loaded Fries", "fries, black beans, salsa -- topped with cheddar and sour cream"),
                    ("Grain Bowl", "farro, greens, roasted veg -- finished with feta and a poached egg")], None),
]
for label, dishes, legend in LABEL_FORM_TRAPS:
    menu = [M(n, d, [label]) for n, d in dishes] + mains(1) + meat(1)
    case(C, "Two dishes marked only %r beside one vegan main: %r is not the vegan label, so only reading it "
            "as one makes a fit." % (label, label), NOT_FIT, menu=menu, reviews=good(),
         decls=[D(legend)] if legend else [])
LABEL_FORM_CONTROLS = [
    ("VEGAN", "Smoky Tempeh Tacos", "corn tortillas, chipotle tempeh, slaw, salsa verde"),
    ("Vegan 🌱", "Harissa Cauliflower Plate", "roasted cauliflower, herbed couscous, tahini"),
    ("100% vegan", "Golden Tofu Curry", "potato, carrot, japanese-style curry roux (no butter), rice"),
    ("vegan (no honey)", "Sesame Soba Salad", "soba, cucumber, edamame, maple-sesame dressing"),
    ("strict vegan", "Lentil Moussaka", "lentils, potato, aubergine, cashew béchamel"),
    ("VGN", "Mushroom Ragù Pappardelle", "egg-free pappardelle, porcini ragù, parsley"),
    ("vegan, gluten-free", "Black Bean Bowl", "black beans, rice, pico, guacamole, lime"),
]
for label, name, desc in LABEL_FORM_CONTROLS:
    dish_control(C, "a clear form of the vegan label, %r, on %r beside two labelled mains." % (label, name),
                 M(name, desc, [label]))


# ====================================================================
# 149. negative-badge: marks that say the dish is NOT vegan -- labels
#      "non-vegan", "NOT VEGAN", "contains animal products", "🚫🌱",
#      "Not suitable for vegans", the Indian "non-veg"; a vegan-labelled
#      dish whose own description carries "⚠ NOT VEGAN", a ❌ in a pasted
#      attribute row's Vegan column, "Vegan: N". Controls: the negative
#      badges on the meat dishes only, ✅ under Vegan, 🚫 before each
#      animal product, "Not suitable for: nut allergies".
# ====================================================================
C = start3("negative-badge")
NEG_LABEL_TRAPS = [
    ("non-vegan", [("Wild Mushroom Risotto", "arborio, porcini, thyme, lemon"),
                   ("Roasted Squash Gnocchi", "sage, hazelnuts, brown sugar squash")]),
    ("NOT VEGAN", [("Spinach & Artichoke Melt", "sourdough, spinach, artichoke, pickled shallot"),
                   ("Corn Chowder", "sweet corn, potato, chives")]),
    ("contains animal products", [("Sweet Potato Gratin Plate", "thin-sliced sweet potato, thyme, greens"),
                                  ("Pesto Linguine", "basil pesto, pine nuts, cherry tomatoes")]),
    ("🚫🌱", [("Tuscan Bean Soup", "cannellini, kale, tomato, rosemary, bread"),
             ("Eggplant Rollatini", "eggplant, spinach filling, marinara")]),
    ("Not suitable for vegans", [("Cauliflower Cheese Bake", "cauliflower, mustard, breadcrumb crust"),
                                 ("Leek & Potato Pie", "leeks, potato, shortcrust, mash")]),
    ("non-veg", [("Kheema Pav", "spiced mince, buttered pav, onion, lime"),
                 ("Chettinad Pepper Fry", "black pepper masala, curry leaves, onion")]),
]
for label, dishes in NEG_LABEL_TRAPS:
    menu = [M(n, d, [label]) for n, d in dishes] + mains(1) + meat(1)
    case(C, "Two dishes marked %r (a negative badge) beside one vegan main; only reading the badge as the "
            "vegan label makes a fit." % label, NOT_FIT, menu=menu, reviews=good())
NEG_DESC_TRAPS = [
    V("Creamy Tomato Rigatoni", "⚠️ NOT VEGAN -- our label printer is wrong on this one, please ask your server"),
    V("Garden Flatbread", "roasted peppers, olives, arugula | Vegan: ❌ | GF: ✅ | Spicy: 🌶️"),
    V("Lemon Orzo Bowl", "orzo, roasted vegetables, herbs. Vegan: N | Vegetarian: Y | GF: N"),
    V("Mushroom Toast", "sourdough, garlic mushrooms, herbs (non-vegan: ask for the vegan version)"),
]
for item in NEG_DESC_TRAPS:
    dish_trap(C, "A vegan label contradicted by a negative badge in the dish's own description: %r."
              % item["description"], item)
case(C, "The menu's note says every dish is vegan except those marked ✗; two of the three vegan-labelled "
        "dishes carry the ✗ in their names, so only the third is vegan.", NOT_FIT,
     menu=[V("Golden Curry ✗", "potato, carrot, curry roux, rice"),
           V("Sesame Noodles ✗", "wheat noodles, sesame paste, chili oil, cucumber")] + mains(1) + meat(1),
     reviews=good(),
     decls=[D("Everything on our menu is vegan except the items marked ✗ (they contain ghee or honey).")])
NEG_CONTROLS = [
    ("the negative badge is on the meat dish only",
     mains(3) + [M("Chicken Katsu", "panko chicken, tonkatsu sauce, rice", ["non-vegan"])], []),
    ("a ✅ under the Vegan column of a pasted attribute row",
     plus(V("Garden Flatbread", "roasted peppers, olives, arugula, cashew ricotta | Vegan: ✅ | GF: ❌ | Spicy: 🌶️")), []),
    ("🚫 before each animal product in a vegan dish",
     plus(V("Loaded Vegan Nachos", "chips, black beans, cashew queso, pico -- 🚫 meat 🚫 dairy 🚫 eggs 🚫 honey")), []),
    ("'Not suitable for' naming a nut allergy",
     plus(V("Cashew Korma", "cauliflower, peas, cashew sauce, rice. Not suitable for: nut allergies")), []),
    ("❌ before dairy and egg, ✅ before vegan",
     plus(V("Tofu Scramble Plate", "turmeric tofu, potatoes, toast -- ❌ dairy ❌ egg ✅ vegan")), []),
    ("an Indian menu marking its chicken dish non-veg and its vegan dishes vegan",
     [M("Chana Masala", "chickpeas, tomato, ginger, rice", ["vegan", "veg"]),
      M("Aloo Gobi", "potato, cauliflower, cumin, roti (no ghee)", ["vegan", "veg"]),
      M("Baingan Bharta", "fire-roasted aubergine, onion, peas, oil tadka", ["vegan", "veg"]),
      M("Chicken 65", "fried chicken, curry leaves, chili", ["non-veg"])], []),
    ("the place says nothing on its menu is non-vegan",
     mains(3), ["Nothing on this menu is non-vegan -- no meat, dairy, eggs or honey, ever."]),
]
for why, menu, decls in NEG_CONTROLS:
    case(C, "Control: " + why + ".", FIT, menu=menu, reviews=good(), decls=[D(t) for t in decls])


# ====================================================================
# 150. code-mixed-review: diners (and owners replying) switching
#      languages mid-sentence -- Hinglish, Spanglish, Taglish, Québécois
#      Franglais, Singlish, Konglish, Arabizi, Denglish -- saying the vegan
#      dish carries ghee, real cheese, chicharon, feta, hae bee hiam, an
#      egg, chicken broth, makkhan, manteca, honey or patis. Diners alone
#      allow only `unknown`; the owner's reply is the restaurant's own.
#      Controls: the same mixes praising the dishes or ruling the animal
#      part out.
# ====================================================================
C = start3("code-mixed-review")
MIXED_DINER_TRAPS = [
    (V("Vegan Thali", "dal, chana, sabzi, rice, roti, pickle"),
     "bhai the vegan thali mein ghee tha, full desi ghee ki khushboo. waiter ne bola sab dishes mein thoda sa daalte hain"),
    (V("Vegan Burger", "black bean patty, lettuce, tomato, pickles, sesame bun"),
     "el vegan burger venía con queso real, like actual cheddar, y cuando le pregunté al mesero he said that's how it comes"),
    (V("Vegan Sisig", "crispy tofu, onion, chili, calamansi, sizzling plate"),
     "yung vegan sisig may chicharon pala sa ibabaw, sabi ni kuya default daw yun 😭"),
    (V("Vegan Mediterranean Bowl", "falafel, hummus, tabbouleh, pickled onion"),
     "Le vegan bowl était bon mais y'avait du fromage dedans, genre full feta, pis le serveur m'a dit que c'est toujours de même."),
    (V("Vegan Laksa", "rice noodles, tofu puffs, bean sprouts, coconut curry broth"),
     "the vegan laksa got hae bee hiam one leh, the auntie say all laksa same paste lah"),
    (V("Vegan Bibimbap", "rice, namul, gochujang, sesame"),
     "vegan 비빔밥 시켰는데 계란 올려서 나옴 lol they said it's always like that"),
    (V("Vegan Mloukhieh", "jute mallow stew, garlic, coriander, rice"),
     "el vegan mloukhieh kan fih mara2 djej, the waiter confirmed 3adi, kell el mloukhieh heik"),
    (V("Vegan Pav Bhaji", "mashed vegetable bhaji, two pav, onion, lemon"),
     "vegan pav bhaji order kiya, pav pe makkhan laga hua tha. poocha toh bole 'sir pav bhaji butter ke bina nahi banti'"),
    (V("Vegan Tamales", "masa, rajas, salsa verde"),
     "the vegan tamales are so good pero la señora me dijo que la masa lleva manteca, es la misma masa para todos"),
    (V("Vegane Buddha Bowl", "quinoa, kale, roasted sweet potato, sesame dressing"),
     "Die vegane Bowl war echt nice, aber da war Honig im Dressing, voll random, der Kellner meinte das ist Standard"),
    (V("Vegan Pancit Canton", "egg-free noodles, cabbage, carrot, tofu"),
     "ang sarap ng vegan pancit pero may patis pala, tinanong ko si ate, sabi nya lahat ng pancit nila may patis"),
]
for item, text in MIXED_DINER_TRAPS:
    case(C, "A code-mixed review says the vegan-labelled %r carries an animal product: %r." % (item["name"], text),
         UNKNOWN, menu=plus(item), reviews=good() + [R(text, rating=3)])
MIXED_OWNER_TRAPS = [
    (V("Vegan Kare-Kare", "vegetables, peanut sauce, rice"),
     "Hi po! Salamat sa review. Yes po, may konting bagoong yung vegan kare-kare sauce natin, para sa lasa 🙏"),
    (V("Vegan Dal Tadka", "yellow lentils, cumin, tomato, rice"),
     "Thank you ji! Haan, vegan dal mein thoda sa ghee ka tadka lagta hai, that's our family style 🙏"),
    (V("Vegan Enchiladas", "sweet potato, black beans, salsa roja"),
     "Gracias! The vegan enchiladas llevan crema y queso fresco on top, pero you can ask sin nada 😊"),
]
for item, text in MIXED_OWNER_TRAPS:
    case(C, "The owner's code-mixed reply ties an animal product to the vegan-labelled %r: %r." % (item["name"], text),
         NOT_FIT, menu=plus(item), reviews=good(), decls=[owner(text)])
MIXED_CONTROLS = [
    (V("Vegan Thali", "dal, chana, sabzi, rice, roti, pickle"),
     "bhai vegan thali ekdum mast thi, no ghee no paneer, sab oil mein banta hai, owner ne khud bataya", "review"),
    (V("Vegan Burger", "black bean patty, lettuce, tomato, pickles, sesame bun"),
     "el vegan burger estaba buenísimo, sin queso ni mayo de huevo, they use cashew cheese y está increíble", "review"),
    (V("Vegan Sisig", "crispy tofu, onion, chili, calamansi, sizzling plate"),
     "grabe ang sarap ng vegan sisig, tofu lang talaga walang baboy 🔥 balik ako dito", "review"),
    (V("Vegan Mediterranean Bowl", "falafel, hummus, tabbouleh, pickled onion"),
     "Le vegan bowl est malade, full légumes, sauce tahini, zéro produit animal. Je reviens la semaine prochaine.", "review"),
    (V("Vegan Laksa", "rice noodles, tofu puffs, bean sprouts, coconut curry broth"),
     "vegan laksa damn shiok, auntie say no prawn paste one, they pound their own chili paste", "review"),
    (V("Vegan Mloukhieh", "jute mallow stew, garlic, coriander, rice"),
     "el vegan mloukhieh 7elwe ktir, mafi djej, bas khodra w toom w kezbra", "review"),
    (V("Vegan Pancit Canton", "egg-free noodles, cabbage, carrot, tofu"),
     "Salamat po! Wala pong patis or bagoong ang vegan pancit natin, toyo at mushroom sauce lang po 🙏", "owner"),
]
for item, text, who in MIXED_CONTROLS:
    case(C, "Control: a code-mixed %s praising the vegan-labelled %r or ruling the animal part out: %r."
         % (who, item["name"], text), FIT, menu=plus(item),
         reviews=good() + ([R(text, rating=5)] if who == "review" else []),
         decls=[owner(text)] if who == "owner" else [])


# ====================================================================
# 151. tasting-menu-course: a vegan-labelled tasting menu, omakase or
#      kaiseki whose course list carries one animal course or finish --
#      chawanmushi, tamago, dashi, brown butter, honey, yogurt sorbet,
#      canelé and financier, cultured butter with the bread, beurre blanc,
#      an included wine pairing fined with casein, the kitchen's
#      honeycomb ending every menu; a vegetarian tasting on veal jus, a
#      pescatarian one with lardo. Controls: the plant versions, an
#      optional paid cheese course, shōjin ryōri, a vegetarian tasting with
#      butter and cheese.
# ====================================================================
C = start3("tasting-menu-course")
TASTING_TRAPS = [
    V("Seven-Course Vegan Tasting", "1. chilled pea soup, mint  2. heirloom tomato, basil oil  3. chawanmushi, "
      "shiitake, yuzu  4. charred leeks, romesco  5. smoked beet, rye  6. plum, shiso granita  7. petits fours"),
    V("Vegan Omakase (12 pieces)", "avocado, cucumber, pickled daikon, inari, shiitake, grilled eggplant, "
      "tamago, kanpyo, yamagobo, umeboshi-shiso, seaweed, miso soup"),
    V("Vegan Kaiseki", "sakizuke: sesame tofu / suimono: clear dashi, matsutake, mitsuba / hassun: seasonal "
      "bites / yakimono: miso-glazed eggplant / gohan: chestnut rice / mizugashi: persimmon"),
    V("Vegan Chef's Tasting", "five courses: 1. radish, nasturtium  2. sweetcorn velouté  3. roasted carrot, "
      "carrot-top salsa verde, brown butter  4. mushroom 'steak', bordelaise  5. dark chocolate, sorrel"),
    V("Vegan Tasting Menu", "six courses: crudo of melon, smoked tomato soup, beet tartare, celeriac, "
      "charred cabbage, and honey-thyme panna cotta (agar) with pistachio"),
    V("Vegan Garden Tasting", "1. green gazpacho 2. asparagus, hazelnut 3. morels, peas 4. pre-dessert: "
      "yogurt sorbet, rhubarb 5. strawberry, black pepper"),
    V("Plant Tasting Menu (vegan)", "beet, squash, corn, plum -- then mignardises: canelé, financier, "
      "pâte de fruit"),
    V("Vegan Tasting, Bread to Dessert", "bread service (sourdough, cultured butter), chilled cucumber, "
      "grilled peaches, tomato tart, fennel, chocolate"),
    V("Vegan Coastal Tasting", "1. kelp salad 2. 'scallop' of king oyster mushroom, beurre blanc "
      "3. sea-herb risotto 4. blackberry"),
    V("Vegan Tasting with Pairing", "five courses, wine pairing included: 2023 Vinho Verde, 2021 Savennières "
      "(fined with casein), 2020 Etna Rosso, 2019 Banyuls"),
    V("Vegan Harvest Tasting", "1. squash blossom 2. tomato water 3. corn, chanterelle 4. cheese course: "
      "ash-rind chèvre, quince  5. apple tarte fine"),
]
for item in TASTING_TRAPS:
    dish_trap(C, "One course or finish of the vegan-labelled tasting menu is animal: %r." % item["description"],
              item)
case(C, "The chef's note says every tasting menu, the vegan one included, ends with the kitchen's own "
        "honeycomb.", NOT_FIT,
     menu=plus(V("Vegan Tasting Menu", "seven courses, changing nightly with the market")), reviews=good(),
     decls=[D("Our tasting menus change every night, but every one of them -- the vegan tasting too -- ends "
              "the same way: a piece of honeycomb from our rooftop hives.")])
case(C, "Vegetarian: a vegetarian-labelled tasting menu whose risotto course is finished with veal jus.",
     NOT_FIT, **base("vegetarian", M("Vegetarian Tasting Menu", "1. burrata, peach 2. gnocchi, brown butter "
                                     "3. celeriac 'risotto', black truffle, veal jus 4. cheese 5. tart",
                                     ["vegetarian"])))
case(C, "Pescatarian: a seafood tasting menu whose halibut course is wrapped in lardo.", NOT_FIT,
     **base("pescatarian", M("Seafood Tasting Menu", "1. kumamoto oyster, mignonette 2. hamachi crudo "
                             "3. halibut wrapped in lardo, peas 4. lobster, corn 5. olive-oil cake")))
TASTING_CONTROLS = [
    V("Seven-Course Vegan Tasting", "1. chilled pea soup 2. heirloom tomato 3. soy-milk chawanmushi (no egg), "
      "kombu-shiitake broth 4. leeks, romesco 5. beet, rye 6. plum granita 7. petits fours (vegan)"),
    V("Vegan Omakase (12 pieces)", "avocado, cucumber, inari, shiitake, tofu 'tamago' (no egg), kanpyo, "
      "umeboshi-shiso, kombu-dashi miso soup"),
    V("Vegan Chef's Tasting", "bread service with cultured cashew butter, sweetcorn velouté, roasted carrot "
      "with miso-brown 'butter' (coconut), mushroom bordelaise, chocolate"),
    V("Vegan Tasting Menu", "six courses, all vegan; optional cheese course +$18 (dairy, not vegan, only "
      "if you ask for it)"),
    V("Shōjin Ryōri Course", "goma-dofu, yuba sashimi, simmered vegetables in kombu-shiitake dashi, "
      "tempura of mountain greens, rice, pickles, miso soup"),
    V("Vegan Tasting with Pairing", "five courses with an optional pairing of unfined, vegan-certified wines"),
]
for item in TASTING_CONTROLS:
    dish_control(C, "every course of the vegan-labelled tasting is plant, or the animal course is optional "
                    "and paid: %r." % item["description"], item)
case(C, "Control: vegetarian; a vegetarian tasting menu with butter, cream and cheese, which a vegetarian "
        "eats.", FIT,
     **base("vegetarian", M("Vegetarian Tasting Menu", "1. burrata, peach 2. ricotta gnudi, brown butter "
                            "3. mushroom risotto, parmesan (vegetarian rennet) 4. lemon posset", ["vegetarian"])))


# ====================================================================
# 152. stockout-substitution: a supply problem swaps an animal product
#      into a vegan-labelled dish "until the delivery arrives" -- a
#      specials board, an Instagram caption, a note in the dish's own
#      description, the owner's reply, a chef's note, all dated in the last
#      days before the evaluation time: chicken broth in the pho, butter in
#      the vegan mac, fior di latte on the vegan pizzas, egg in place of
#      tofu, regular mayo, lard tortillas, dairy cream in the korma, the
#      tonkotsu base, real eggs. Controls: stock-outs replaced by plants,
#      meat dishes sold out, a shortage that has ended.
# ====================================================================
C = start3("stockout-substitution")
STOCKOUT_TRAPS = [
    (V("Vegan Pho", "charred onion broth, rice noodles, tofu, herbs"),
     D("SPECIALS BOARD -- this week only: VEGAN PHO on a chicken broth base until our veg stock delivery "
       "arrives. Sorry, plant friends!", date=LATE_OCT[0], src=SPECIALS_PAGE)),
    (V("Vegan Mac", "elbows, cashew-butternut sauce, toasted breadcrumbs"),
     ig("Supply chain gremlins 😩 our vegan butter is stuck in a warehouse in Ohio, so until it lands the "
        "garlic bread and the vegan mac are being made with regular butter. Back to normal soon! 🙏",
        date=LATE_OCT[1])),
    (V("Vegan Margherita", "san marzano, cashew mozzarella, basil"),
     D("Tonight: we're out of cashew mozz, so the vegan pizzas are going out with fior di latte. Ask for "
       "no cheese if you're strict.", date=LATE_OCT[4], src=SPECIALS_PAGE)),
    (V("Vegan Pad Thai", "rice noodles, tofu, tamarind, bean sprouts, peanuts"),
     D("Our tofu delivery didn't come today, so the vegan pad thai is made with scrambled egg in place of "
       "the tofu until tomorrow's delivery.", date=LATE_OCT[4], src=SPECIALS_PAGE)),
    (V("Vegan Smash Burger", "two plant patties, pickles, onion, house sauce, potato bun"),
     ig("PSA: our vegan mayo is backordered 😤 the vegan burgers come with our regular mayo until it's "
        "back. We'll update this post when it lands.", date=LATE_OCT[2])),
    (V("Vegan Tacos", "jackfruit, salsa verde, onion, cilantro, corn tortillas"),
     D("Coconut oil shortage: the tortillas (including the ones for the vegan tacos) are being pressed "
       "with lard until our order comes in.", date=LATE_OCT[1])),
    (V("Vegan Korma", "cauliflower, peas, cashew cream, rice"),
     D("Our cashew supplier is out until mid-November, so the vegan korma is finished with dairy cream "
       "for now. Thank you for bearing with us.", date=LATE_OCT[0])),
    (V("Vegan Shoyu Ramen", "kombu-shiitake broth**, bamboo, bok choy, scallion -- **kombu shipment delayed: "
       "temporarily made with our tonkotsu base"), None),
    (V("Vegan Minestrone", "beans, pasta, tomato, kale"),
     owner("Sorry about that! We ran out of vegetable stock on Saturday and the cooks have been using "
           "chicken stock for the vegan minestrone. It'll be like that until Tuesday's delivery.",
           date=LATE_OCT[3])),
    (V("Vegan Breakfast Burrito", "tofu scramble, potato, black beans, salsa roja"),
     D("Chef's note: our plant-based egg supplier closed last week. Until we find a new one, the vegan "
       "breakfast burrito is made with real eggs.", date=LATE_OCT[2])),
]
for item, decl in STOCKOUT_TRAPS:
    case(C, "A stock-out swaps an animal product into the vegan-labelled %r until a delivery arrives (dated "
            "days before the evaluation)." % item["name"], NOT_FIT,
         menu=plus(item), reviews=good(), decls=[decl] if decl else [])
case(C, "A diner reports the stock-out: the server said the vegan burger gets real cheddar this week.", UNKNOWN,
     menu=plus(V("Vegan Burger", "black bean patty, vegan cheddar, pickles, sesame bun")), reviews=good(),
     reports=[U("Server told me they're out of the vegan cheese so they're using real cheddar on the vegan "
                "burger this week.", date=LATE_OCT[3])])
case(C, "Vegetarian: the veggie stock ran out, so the vegetarian-labelled French onion soup is made with "
        "beef stock until further notice.", NOT_FIT,
     **base("vegetarian", M("French Onion Soup", "caramelised onion, croûte, gruyère", ["vegetarian"]),
            decls=[D("Veggie stock ran out -- our vegetarian French onion soup is made with beef stock until "
                     "further notice.", date=LATE_OCT[1], src=SPECIALS_PAGE)]))
STOCKOUT_CONTROLS = [
    (V("Vegan Tacos", "jackfruit, salsa verde, onion, cilantro, corn tortillas"),
     "Out of jackfruit this week -- the vegan tacos come with chipotle mushrooms instead. Same price!"),
    (V("Vegan Margherita", "san marzano, cashew mozzarella, basil"),
     "Our cashew mozzarella ran out, so tonight the vegan pizzas come with Violife instead."),
    (V("Vegan Pad Thai", "rice noodles, tofu, tamarind, bean sprouts, peanuts"),
     "Tofu delivery is late -- the vegan pad thai is made with tempeh today."),
    (V("Vegan Burger", "black bean patty, lettuce, tomato, pickles, sesame bun"),
     "86'd tonight: brisket and pulled pork. All vegan dishes available as normal."),
    (V("Vegan Pho", "charred onion broth, rice noodles, tofu, herbs"),
     "Good news: the vegetable stock delivery arrived on Monday. The vegan pho is back on its own "
     "charred-onion vegetable broth -- no chicken, as always."),
    (V("Vegan Chocolate Cake", "dark chocolate, aquafaba mousse"),
     "Sold out of the vegan cheesecake today, sorry! Back Friday. The vegan chocolate cake is here all week."),
]
for i, (item, text) in enumerate(STOCKOUT_CONTROLS):
    case(C, "Control: a stock-out replaced by a plant, or of a meat dish, or one that has ended: %r." % text,
         FIT, menu=plus(item), reviews=good(),
         decls=[D(text, date=LATE_OCT[i % len(LATE_OCT)], src=SPECIALS_PAGE)])


# ====================================================================
# 153. qa-thread: a map listing's "Questions & answers" and forum threads
#      -- the owner's answer names the animal product ("vegetable based,
#      we just add a little pork fat"), or another diner's answer does
#      (`unknown` only), or a second answer corrects the first; a
#      vegetarian's veggie burger in bacon fat, a pescatarian's chowder
#      started with bacon. Controls: a question with no answer, answers
#      that clear the dish, answers about parking, a shared fryer for fries
#      only.
# ====================================================================
C = start3("qa-thread")


def qa_owner(text):
    """A question and the owner's answer on the listing's Q&A: the restaurant's own words."""
    return D(text, src=QA_PAGE)


def qa_diner(text):
    """A question and other diners' answers, carried as a review without a rating."""
    return R(text, src=QA_PAGE)


QA_OWNER_TRAPS = [
    (V("Vegan Ramen", "vegetable broth, noodles, bok choy, corn, scallion"),
     "Q: Is the vegan ramen broth actually vegan? (asked 3 weeks ago)\nA -- Owner: Great question! The broth "
     "is vegetable based, we just add a little pork fat for richness 😊"),
    (V("Vegan Tacos", "jackfruit, salsa verde, onion, cilantro, corn tortillas"),
     "Q: Are the vegan tacos fried in the same oil as the fish?\nA -- Owner: No, separate fryer! The "
     "tortillas are warmed on the flat top with a bit of butter though."),
    (V("Vegan Curry", "chickpeas, potato, tomato, spinach, rice"),
     "Q: Does the vegan curry contain any dairy?\nA -- Owner: Only the ghee we temper the spices in! No "
     "cream, no yogurt."),
    (V("Vegan Granola Bowl", "oats, coconut yogurt, berries"),
     "Q: Is the honey used in anything vegan?\nA -- Owner: Only in the vegan granola bowl and the tahini "
     "dressing on the vegan salads!"),
    (V("Vegan Burger", "black bean patty, lettuce, tomato, pickles, bun"),
     "Q: Can vegans eat the burger buns?\nA -- Owner: Our buns come from a local bakery and contain milk and "
     "egg, but the patty is 100% plant!"),
    (V("Vegan Chili", "three beans, tomato, chipotle, rice"),
     "Q: Is the vegan chili really vegan?\nA -- Jess (Local Guide): yes! had it last week\nA -- Owner: "
     "Actually, the vegan chili has a spoonful of beef base in it -- we're updating the menu, sorry for "
     "the confusion."),
    (V("Vegan Refried Bean Burrito", "refried beans, rice, salsa, guacamole"),
     "Q: Are your vegan dishes cooked with animal fat?\nA -- Owner: Never! Just the refried beans, which "
     "get a bit of lard for flavour."),
]
for item, text in QA_OWNER_TRAPS:
    case(C, "The owner's answer on the listing's Q&A ties an animal product to the vegan-labelled %r." % item["name"],
         NOT_FIT, menu=plus(item), reviews=good(), decls=[qa_owner(text)])
QA_DINER_TRAPS = [
    (V("Vegan Pad Thai", "rice noodles, tofu, tamarind, bean sprouts, peanuts"),
     "Q: What vegan options do they have?\nA -- Mark T. (Local Guide · 212 reviews): the vegan pad thai has "
     "fish sauce in it, I asked. Stick to the curries."),
    (V("Pho Chay", "charred onion broth, rice noodles, tofu, herbs"),
     "r/askportland -- best vegan pho?\n> u/phonatic: skip this place, their 'chay' pho is ladled from the "
     "beef broth, I worked there for two years\n>> u/noodlehead: damn, good to know"),
    (V("Vegan Lo Mein", "noodles, cabbage, carrot, mushroom"),
     "Q: Is the vegan lo mein vegan?\nA -- Priya: it's vegan!\nA -- Dan K.: no it isn't, the noodles have egg "
     "in them, the staff told me when I asked"),
]
for item, text in QA_DINER_TRAPS:
    case(C, "Another diner's answer in a Q&A thread says the vegan-labelled %r carries an animal product."
         % item["name"], UNKNOWN, menu=plus(item), reviews=good() + [qa_diner(text)])
case(C, "Vegetarian: the owner's Q&A answer says the vegetarian-labelled veggie burger is cooked in the "
        "bacon fat on the flat-top.", NOT_FIT,
     **base("vegetarian", M("Veggie Burger", "house bean patty, cheddar, lettuce, tomato", ["vegetarian"]),
            decls=[qa_owner("Q: Is the veggie burger vegetarian?\nA -- Owner: Yes! It's cooked on the flat-top "
                            "right after the bacon, in the same fat, which gives it a great crust.")]))
case(C, "Pescatarian: the owner's Q&A answer says the clam chowder at a seafood house is started with bacon.",
     NOT_FIT, **base("pescatarian", M("Clam Chowder", "littlenecks, potato, cream, oyster crackers"),
                     decls=[qa_owner("Q: Is the clam chowder ok for pescatarians?\nA -- Owner: Sorry, no -- it's "
                                     "started with bacon, like a proper New England chowder.")]))
QA_CONTROLS = [
    (V("Vegan Curry", "chickpeas, potato, tomato, spinach, rice"),
     "Q: Does the vegan curry have fish sauce in it? (0 answers)", "diner"),
    (V("Vegan Ramen", "kombu-shiitake broth, noodles, bok choy, corn, scallion"),
     "Q: Is the vegan ramen broth vegan?\nA -- Owner: Yes -- kombu, shiitake and charred onion. No pork, no "
     "chicken, no fish.", "owner"),
    (V("Vegan Burger", "black bean patty, lettuce, tomato, pickles, sesame bun"),
     "Q: Is there parking?\nA -- Owner: Street parking, and the lot behind the butcher shop next door is free "
     "after 6pm.", "owner"),
    (V("Vegan Pad Thai", "rice noodles, tofu, tamarind, bean sprouts, peanuts"),
     "r/askportland -- vegan thai?\n> u/greenbean: their vegan menu is legit, I asked about fish sauce and "
     "they use soy sauce and tamarind\n>> u/pdxeats: seconding this", "diner"),
    (V("Vegan Mac", "elbows, cashew cheese, breadcrumbs"),
     "Q: Do you have anything without cheese?\nA -- Owner: Everything marked vegan has no cheese, milk, egg "
     "or honey in it -- the mac uses cashew cheese.", "owner"),
    (V("Vegan Nuggets", "chickpea nuggets, sweet chili dip"),
     "Q: Is the fryer shared?\nA -- Owner: The fries share oil with the chicken tenders; the vegan nuggets "
     "have their own fryer.", "owner"),
]
for item, text, who in QA_CONTROLS:
    case(C, "Control: a Q&A thread about the vegan-labelled %r that only asks, clears it, or answers "
            "something else (%s)." % (item["name"], who), FIT, menu=plus(item),
         reviews=good() + ([qa_diner(text)] if who == "diner" else []),
         decls=[qa_owner(text)] if who == "owner" else [])


# ====================================================================
# 154. spec-sheet-fields: dishes written as key: value fields, pipes,
#      semicolon pairs, YAML-ish lines, bullets with sub-bullets, and a
#      table whose merged or ditto cell carries the animal part to the
#      vegan row ("Diet: Vegan | Contains: Egg", "Sweetener: clover honey",
#      "◦ kani salad", "diet=vegan; dairy=yes", "Fat: clarified butter",
#      a brioche bun cell merged over every burger row). Controls: the same
#      fields naming only plants.
# ====================================================================
C = start3("spec-sheet-fields")
SPEC_TRAPS = [
    V("Tofu Scramble Plate", "Diet: Vegan | Protein: Tofu | Side: Toast | Contains: Egg, Milk"),
    V("Harvest Grain Bowl", "Base: farro\nProtein: roasted chickpeas\nDressing: lemon-tahini\nSweetener: clover "
      "honey\nDiet: vegan"),
    V("Vegan Poke Bowl", "• Base: sushi rice\n• Protein: marinated tofu\n• Toppings:\n   ◦ seaweed salad\n   "
      "◦ cucumber\n   ◦ kani salad\n• Sauce: spicy mayo"),
    V("Roasted Veg Wrap", "Suitable for: Vegans ✔ Vegetarians ✔ | Contains: Milk ✔ Soy ✔ Wheat ✔"),
    V("Green Goddess Bowl", "diet=vegan; gluten=no; dairy=yes; egg=no; spice=mild"),
    V("Crispy Potato Tacos", "Yield: 12 | Diet: Vegan | Fat: clarified butter | Cook: 20 min | Hold: 140°F"),
    V("Vegan Chili", "name: Vegan Chili\ndiet: [vegan, gf]\nbase: house beef stock\nheat: medium"),
    V("Tofu Ramen", "Bowl | Broth | Protein | Garnish\nTofu Ramen | shoyu | tofu | crispy pork skin (all rows)"),
]
for item in SPEC_TRAPS:
    dish_trap(C, "A field of the vegan-labelled dish's spec carries an animal product: %r." % item["description"],
              item)
case(C, "A burger table pasted as one menu line: the bun cell is merged (ditto) over every row, so the "
        "vegan-labelled burger gets the egg-and-butter brioche.", NOT_FIT,
     menu=plus(M("Burgers (table)", "Burger | Patty | Bun\nClassic | 1/3 lb beef | brioche (egg & butter)\n"
                 "Smash | two beef patties | ″\nVegan | black bean | ″", section="Burgers"),
               V("Vegan Burger", "black bean patty, lettuce, tomato, pickles", section="Burgers")),
     reviews=good())
case(C, "Vegetarian: a vegetarian-labelled risotto whose spec says 'Stock: chicken'.", NOT_FIT,
     **base("vegetarian", M("Mushroom Risotto", "Diet: Vegetarian | Rice: carnaroli | Stock: chicken | "
                            "Finish: parmesan, butter", ["vegetarian"])))
SPEC_CONTROLS = [
    V("Tofu Scramble Plate", "Diet: Vegan | Protein: Tofu | Side: Toast | Contains: Soy, Wheat"),
    V("Harvest Grain Bowl", "Base: farro\nProtein: roasted chickpeas\nDressing: lemon-tahini\nSweetener: "
      "maple\nDairy: No | Egg: No | Honey: No\nDiet: vegan"),
    V("Vegan Poke Bowl", "• Base: sushi rice\n• Protein: marinated tofu\n• Toppings:\n   ◦ seaweed salad\n   "
      "◦ cucumber\n   ◦ pickled ginger\n• Sauce: sriracha vegan mayo"),
    V("Green Goddess Bowl", "diet=vegan; gluten=no; dairy=no; egg=no; allergens=sesame"),
    V("Crispy Potato Tacos", "Yield: 12 | Diet: Vegan | Fat: olive oil | Cook: 20 min | Hold: 140°F"),
]
for item in SPEC_CONTROLS:
    dish_control(C, "the vegan-labelled dish's spec fields name only plants: %r." % item["description"], item)
case(C, "Control: the merged bun cell of the burger table is the house sesame bun, vegan; the beef rows "
        "are the meat dishes.", FIT,
     menu=plus(M("Burgers (table)", "Burger | Patty | Bun\nClassic | 1/3 lb beef | house sesame bun (vegan)\n"
                 "Smash | two beef patties | ″\nVegan | black bean | ″", section="Burgers"),
               V("Vegan Burger", "black bean patty, lettuce, tomato, pickles", section="Burgers")),
     reviews=good())


# ====================================================================
# 155. allergen-index-inverted: the restaurant's allergen page lists
#      dishes under each allergen (MILK: ..., EGG: ..., FISH: ...) rather
#      than allergens under each dish, and the vegan-labelled dish appears
#      under an animal allergen, or under "Vegetarian but not vegan", or
#      under a non-allergen animal heading (honey, "animal-derived").
#      Controls: the vegan dish appears only under soy, wheat, sesame,
#      tree nuts or mustard; the animal lists name only meat dishes; a
#      "suitable for vegans" list.
# ====================================================================
C = start3("allergen-index-inverted")


def index_case(why, allowed, item, page, diet="strict_vegan"):
    if diet == "strict_vegan":
        case(C, why, allowed, menu=plus(item), reviews=good(), decls=[D(page, src=ALLERGEN_PAGE)])
    else:
        case(C, why, allowed, **base(diet, item, decls=[D(page, src=ALLERGEN_PAGE)]))


INDEX_TRAPS = [
    (V("Golden Curry", "potato, carrot, curry roux, rice"),
     "ALLERGENS BY INGREDIENT\nMILK: Mac & Cheese, Caesar Salad, Golden Curry, Garlic Naan\n"
     "EGG: Caesar Salad, Brioche Bun\nSOY: Golden Curry, Teriyaki Chicken\nWHEAT: all noodles and breads"),
    (V("Vegan Pad Thai", "rice noodles, tofu, tamarind, bean sprouts, peanuts"),
     "Contains EGG: Fried Rice, Vegan Pad Thai, Lo Mein, Crab Rangoon\nContains PEANUT: Vegan Pad Thai, "
     "Satay\nContains FISH: Tom Yum, Larb"),
    (V("Vegan Green Curry", "tofu, bamboo, basil, coconut milk"),
     "FISH / SHELLFISH\n- Tom Yum Goong\n- Fish Cakes\n- Vegan Green Curry (shrimp paste in the curry base)\n"
     "TREE NUTS\n- Cashew Chicken"),
    (V("Vegan Harvest Salad", "kale, squash, pecans, apple, cider vinaigrette"),
     "Other ingredients some guests avoid -- Honey: Granola Parfait, Vegan Harvest Salad (dressing), "
     "Baklava. Alcohol: Tiramisu, Vodka Sauce Penne."),
    (V("Veggie Burger", "house patty, lettuce, tomato, pickles, bun"),
     "Suitable for vegans: Falafel Wrap, Chana Masala, Sesame Soba.\nVegetarian but NOT vegan: Mushroom "
     "Risotto, Veggie Burger (egg in the patty), Cheese Quesadilla."),
    (V("Aloo Gobi", "potato, cauliflower, cumin, turmeric, roti"),
     "MILK (incl. butter, ghee, cream, paneer): Butter Chicken, Dal Makhani, Aloo Gobi, Palak Paneer, Naan"),
    (V("Vegan Shepherd's Pie", "lentils, carrots, peas, mash"),
     "EU 14 allergens by number -- 1 (Gluten): Pie, Soup of the Day, Bread. 3 (Eggs): Quiche, Vegan "
     "Shepherd's Pie. 7 (Milk): Soup of the Day, Vegan Shepherd's Pie, Cheesecake. 9 (Celery): Soup, Pie."),
    (V("Vegan Pho", "charred onion broth, rice noodles, tofu, herbs"),
     "Allergens: see the chart. Animal-derived ingredients (not allergens): Pho Ga (chicken), Vegan Pho "
     "(beef bones in the stock), Banh Mi (pâté)."),
    (V("Vegan Burrito", "rice, beans, fajita veg, salsa, guacamole"),
     "Contains MILK: Quesadilla, Nachos, Vegan Burrito (the cheese blend), Churros.\nContains SOY: Vegan "
     "Burrito (sofritas)."),
]
for item, page in INDEX_TRAPS:
    index_case("The allergen page, indexed by allergen, lists the vegan-labelled %r under an animal "
               "allergen or heading." % item["name"], NOT_FIT, item, page)
index_case("Vegetarian: the allergen page lists the vegetarian-labelled pad see ew under FISH (oyster sauce).",
           NOT_FIT, M("Vegetable Pad See Ew", "wide noodles, chinese broccoli, egg, dark soy", ["vegetarian"]),
           "Contains FISH / SHELLFISH: Caesar Salad (anchovy), Vegetable Pad See Ew (oyster sauce), "
           "Fish Tacos\nContains MILK: most desserts", diet="vegetarian")
INDEX_CONTROLS = [
    (V("Golden Curry", "potato, carrot, curry roux (no butter), rice"),
     "ALLERGENS BY INGREDIENT\nMILK: Mac & Cheese, Caesar Salad, Garlic Naan\nEGG: Caesar Salad, Brioche Bun\n"
     "SOY: Golden Curry, Teriyaki Chicken\nWHEAT: Golden Curry, all noodles and breads"),
    (V("Vegan Pad Thai", "rice noodles, tofu, tamarind, bean sprouts, peanuts"),
     "Contains EGG: Fried Rice, Lo Mein, Crab Rangoon\nContains PEANUT: Vegan Pad Thai, Satay\n"
     "Contains FISH: Tom Yum, Larb, Chicken Pad Thai"),
    (V("Vegan Mac", "elbows, cashew cheese, breadcrumbs"),
     "TREE NUTS (cashew): Vegan Mac, Vegan Alfredo\nMILK: Kids' Grilled Cheese, Milkshakes\n"
     "MILK in any dish marked vegan: none"),
    (V("Tempeh Reuben", "marinated tempeh, sauerkraut, vegan thousand island, rye"),
     "MUSTARD: Tempeh Reuben, Pretzel Board\nSESAME: Tempeh Reuben (rye seeds)\nMILK: Pretzel Board (beer "
     "cheese)\nEGG: Potato Salad"),
    (V("Chana Masala", "chickpeas, tomato, ginger, garam masala, basmati"),
     "Suitable for vegans (no milk, egg, fish, shellfish or honey): Chana Masala, Falafel Wrap, Sesame "
     "Soba, and every dish marked (VG).\nNot suitable for vegans: Butter Chicken, Raita, Lassi."),
]
for item, page in INDEX_CONTROLS:
    index_case("Control: the allergen index lists the vegan-labelled %r only under plant allergens or as "
               "suitable for vegans; the animal lists name other dishes." % item["name"], FIT, item, page)


# Round 15, more of the same classes: more negative badges and label
# forms (also for a vegetarian), more languages in code-mixed reviews,
# more course names that are the animal part, more additives, more
# translated kitchen words, owner answers that name no animal product,
# and more controls.
C = "negative-badge"
for label, dishes in [
        ("vegan: no", [("Harvest Pot Pie", "root vegetables, herbs, flaky crust"),
                       ("Mushroom Gravy Poutine", "fries, mushroom gravy, curds")]),
        ("nonvegan", [("Sweet Corn Polenta", "polenta, roasted tomatoes, basil"),
                      ("Spring Pea Pasta", "peas, mint, lemon, linguine")]),
        ("Vegan ✗", [("Caramelized Onion Tart", "onion, thyme, puff pastry"),
                     ("Roasted Pepper Soup", "red peppers, smoked paprika, bread")])]:
    case(C, "Two dishes marked %r (a negative badge) beside one vegan main; only reading the badge as the "
            "vegan label makes a fit." % label, NOT_FIT,
         menu=[M(n, d, [label]) for n, d in dishes] + mains(1) + meat(1), reviews=good())
case(C, "Vegetarian: two dishes marked 'non-vegetarian' (the Indian menu's red-dot badge) beside one "
        "vegetarian main; only reading the badge as the vegetarian label makes a fit.", NOT_FIT,
     menu=[M("Chettinad Kuzhambu", "pepper-tamarind gravy, rice", ["non-vegetarian"]),
           M("Malabar Parotta Roll", "flaky parotta, spiced filling, onion", ["non-vegetarian"])]
     + vmains(1) + meat(1), reviews=vgood(), diet="vegetarian")
case(C, "Vegetarian: two dishes marked 'not vegetarian' beside one vegetarian main.", NOT_FIT,
     menu=[M("French Onion Soup", "caramelised onion, croûte, gruyère", ["not vegetarian"]),
           M("Caesar Salad", "romaine, croutons, parmesan, house dressing", ["not vegetarian"])]
     + vmains(1) + meat(1), reviews=vgood(), diet="vegetarian")
dish_trap(C, "A vegan label contradicted by '(not vegan)' at the end of the dish's own description.",
          V("Roasted Squash Risotto", "arborio, sage, toasted pepitas (not vegan)"))
case(C, "Control: vegetarian; the 'non-vegetarian' badge sits on the meat dish only, beside three "
        "vegetarian mains.", FIT,
     menu=vmains(3) + [M("Chicken Chettinad", "chicken, pepper masala, rice", ["non-vegetarian"])],
     reviews=vgood(), diet="vegetarian")

C = "label-form-variant"
for label, dishes in [
        ("vegan (TBC)", [("Smoky Bean Stew", "white beans, smoked paprika, kale, bread"),
                         ("Roast Veg Couscous", "couscous, roasted vegetables, harissa")]),
        ("vegan (unverified)", [("Coconut Dal", "red lentils, coconut, curry leaves, rice"),
                                ("Tofu Katsu Curry", "panko tofu, japanese curry, rice")]),
        ("vegan??", [("Miso Glazed Aubergine", "miso, sesame, rice"),
                     ("Spicy Peanut Noodles", "wheat noodles, peanut sauce, scallion")])]:
    case(C, "Two dishes marked %r beside one vegan main: a label its own writer has not confirmed, so only "
            "reading it as the vegan label makes a fit." % label, NOT_FIT,
         menu=[M(n, d, [label]) for n, d in dishes] + mains(1) + meat(1), reviews=good())
case(C, "Vegetarian: two dishes marked 'vegetarian?' beside one vegetarian main, the menu saying the marks "
        "are still being checked.", NOT_FIT,
     menu=[M("Mushroom Bourguignon", "mushrooms, red wine, pearl onions, mash", ["vegetarian?"]),
           M("Onion Tart", "caramelised onion, thyme, pastry", ["vegetarian?"])] + vmains(1) + meat(1),
     reviews=vgood(), diet="vegetarian",
     decls=[D("Draft menu: marks with a '?' are still being checked with the kitchen.")])
dish_control(C, "a clear form of the vegan label, 'Vegan ✓', on a dish beside two labelled mains.",
             M("Charred Broccoli Orecchiette", "egg-free orecchiette, chili, garlic, lemon breadcrumbs", ["Vegan ✓"]))

C = "code-mixed-review"
for item, text in [
        (V("Vegan Anda-Free Bhurji", "scrambled tofu, onion, tomato, green chili, pav"),
         "naam toh anda-free bhurji hai but bhai isme asli anda tha, I could see the yolk. cook ne bola tofu khatam ho gaya tha"),
        (V("Vegan Fried Rice", "rice, peas, carrot, scallion, soy"),
         "sarap ng vegan fried rice pero may itlog pala, kita mo yung dilaw, sabi ng server normal daw yun"),
        (V("Vegan Kimbap", "rice, pickled radish, spinach, carrot, tofu"),
         "vegan 김밥인데 멸치볶음 들어있음... asked the staff and they said it's in every roll"),
        (V("Vegan Udon", "thick udon, tofu, scallion, wakame"),
         "vegan udon no dashi, katsuo da yo tte tenin-san ga itteta. tasty but not vegan desu"),
        (V("Vegan Hot Pot", "mushrooms, tofu, napa, glass noodles, spicy broth"),
         "the vegan hot pot soup base got 牛油 one, the staff say all mala base same, cannot change"),
        (V("Vegan Koshari", "rice, lentils, pasta, tomato sauce, crispy onions"),
         "el vegan koshari kan fih samna baladi, 3ashan el ta3m, el chef 2al keda"),
        (V("Vegan Bò Lúc Lắc", "seitan 'shaking beef', watercress, tomato, rice"),
         "vegan bò lúc lắc ngon lắm nhưng có mỡ heo, I asked and the chef said that's how they sear it"),
        (V("Vegan Pastelón", "sweet plantain layers, soy picadillo"),
         "el vegan pastelón estaba brutal, pero tiene huevo batido en el top, like every pastelón, me dijo la dueña"),
]:
    case(C, "A code-mixed review says the vegan-labelled %r carries an animal product: %r." % (item["name"], text),
         UNKNOWN, menu=plus(item), reviews=good() + [R(text, rating=3)])
case(C, "The owner's code-mixed (Singlish) reply ties dried-shrimp chili to the vegan-labelled laksa.", NOT_FIT,
     menu=plus(V("Vegan Laksa", "rice noodles, tofu puffs, bean sprouts, coconut curry broth")), reviews=good(),
     decls=[owner("Thank you! Our vegan laksa uses the same sambal as the normal one lah, got a bit of hae bee "
                  "hiam for the shiok taste 🙏")])
for item, text in [
        (V("Vegan Fried Rice", "rice, peas, carrot, scallion, soy"),
         "sobrang sarap ng vegan fried rice, walang itlog, tofu scramble lang, babalik kami!"),
        (V("Vegan Hot Pot", "mushrooms, tofu, napa, glass noodles, spicy broth"),
         "the vegan hot pot base is the veg oil one, staff say no 牛油 inside, very shiok"),
        (V("Vegan Bhurji", "scrambled tofu, onion, tomato, green chili, pav"),
         "tofu bhurji ekdum desi taste, koi anda nahi, pav bhi bina butter ke, full vegan"),
]:
    case(C, "Control: a code-mixed review praising the vegan-labelled %r or ruling the animal part out: %r."
         % (item["name"], text), FIT, menu=plus(item), reviews=good() + [R(text, rating=5)])

C = "tasting-menu-course"
for item in [
    V("Vegan Autumn Tasting", "1. chestnut soup 2. roasted squash, sage 3. wild mushroom soufflé 4. pear, "
      "spiced wine"),
    V("Vegan Chef's Counter", "six courses -- the last: poached figs under a warm marsala sabayon"),
    V("Vegan Tasting (8 courses)", "... 6. celeriac, mornay, black truffle 7. blood orange 8. mignardises"),
    V("Plant-Based Tasting (vegan)", "green almond, beets, turnip, plum -- sablés and lace tuiles with coffee"),
    V("Vegan Dessert Tasting", "three courses of fruit and chocolate -- then a madeleine, warm from the oven"),
    V("Vegan Summer Tasting", "1. tomato 2. corn 3. peach 4. strawberry semifreddo, basil"),
]:
    dish_trap(C, "One course of the vegan-labelled tasting menu is a dish whose kind is animal: %r."
              % item["description"], item)
dish_control(C, "every course of the vegan-labelled tasting is plant, the soufflé and semifreddo made the "
                "plant way: %r." % "aquafaba soufflé, coconut semifreddo",
             V("Vegan Autumn Tasting", "1. chestnut soup 2. roasted squash 3. mushroom soufflé (aquafaba, no "
               "egg) 4. coconut semifreddo, basil"))

C = "grab-and-go-label"
for item in [
    V("Vegan Toast Box", "multigrain toast (wheat flour, water, seeds, canola oil, omega-3 (from tuna oil), "
      "yeast, salt), avocado, tomato, chickpea smash", section="Grab & Go"),
    V("Vegan Caesar Wrap", "INGREDIENTS: tortilla, romaine, croutons, caesar-style dressing (canola oil, "
      "water, vinegar, lemon juice, stabiliser E1105, mustard)", section="Grab & Go"),
    V("Vegan Sweet Chili Noodles", "rice noodles, vegetables, sweet chili sauce (sugar, chili, garlic, "
      "sweetener E966)", section="Grab & Go"),
    V("Vegan Chicken-Style Wrap", "INGREDIENTS: tortilla, soy pieces, lettuce, flavouring (contains chicken), "
      "vegan mayo", section="Grab & Go"),
]:
    dish_trap(C, "A pasted label in the vegan-labelled grab-and-go %r names an animal-derived additive or "
                 "flavouring: %r." % (item["name"], item["description"]), item)
dish_control(C, "a label naming algal omega-3 and plant additives.",
             V("Vegan Toast Box", "multigrain toast (wheat flour, water, seeds, canola oil, omega-3 (from algae), "
               "yeast, salt, E300), avocado, tomato, chickpea smash", section="Grab & Go"))

C = "machine-translated-menu"
for item in [
    V("Vegetable Hot Pot", "mushroom, tofu, lotus root, potato slice, spicy cow oil soup base"),
    V("Golden Sand Pumpkin", "pumpkin strip fry crispy, golden sand coating"),
    V("Tofu With Floss", "silken tofu, scallion, soy, top with meat floss"),
    V("Stir Fry Seasonal Vegetable", "choy sum, garlic, a little chicken essence for fresh taste"),
    V("Cabbage Hand Tear", "hand tear cabbage, dry chili, vinegar, fry with lard residue"),
    V("Vegetarian Spring Roll (Fried)", "taro, carrot, wood ear, glass noodle, dip with fish dew"),
]:
    dish_trap(C, "Machine-translated menu English puts an animal product in the vegan-labelled dish: %r %r."
              % (item["name"], item["description"]), item)
dish_control(C, "machine-translated English for a plant hot pot base: %r." % "vegetable oil soup base, not cow oil",
             V("Vegetable Hot Pot", "mushroom, tofu, lotus root, potato slice, spicy vegetable oil soup base (not cow oil)"))

C = "qa-thread"
for item, text in [
        (V("Vegan Ramen", "vegetable broth, noodles, bok choy, corn, scallion"),
         "Q: Is the vegan ramen the same broth as the regular?\nA -- Owner: Yes, it's the same house broth as "
         "our classic ramen, we just leave the chashu off so it's vegan 👍"),
        (V("Vegan Lasagna", "layers of pasta, tomato, spinach, cashew ricotta"),
         "Q: Is the vegan lasagna fully vegan?\nA -- Owner: Honestly it's more vegetarian than vegan -- strict "
         "vegans should ask us to leave off the topping."),
        (V("Vegan Stir-Fry", "tofu, broccoli, peppers, house brown sauce, rice"),
         "Q: What's in the brown sauce on the vegan stir-fry?\nA -- Owner: Soy, sugar, garlic and a little "
         "something from the sea 😉 family secret!"),
]:
    case(C, "The owner's answer on the listing's Q&A undoes the vegan-labelled %r without a common animal "
            "word." % item["name"], NOT_FIT, menu=plus(item), reviews=good(), decls=[qa_owner(text)])

C = "stockout-substitution"
case(C, "The vegan sausage is sold out; the vegan breakfast plates come with the regular sausage links "
        "until Thursday.", NOT_FIT,
     menu=plus(V("Vegan Breakfast Plate", "tofu scramble, vegan sausage, potatoes, toast")), reviews=good(),
     decls=[D("Heads up: vegan sausage is sold out! Vegan breakfast plates come with our regular sausage "
              "links until Thursday's delivery.", date=LATE_OCT[3], src=SPECIALS_PAGE)])
case(C, "Until the veg stock arrives the vegan soup is made on 'the house stock' -- the one the pho bo "
        "uses -- without the animal word.", NOT_FIT,
     menu=plus(V("Vegan Noodle Soup", "rice noodles, tofu, bok choy, herbs")), reviews=good(),
     decls=[D("Short on veg stock this week, so the vegan noodle soup is going out on our house stock -- "
              "the same one as the pho bo -- until Friday.", date=LATE_OCT[2], src=SPECIALS_PAGE)])

C = "spec-sheet-fields"
dish_trap(C, "A pipe table whose Sauce cell on the classic row reads 'egg-yolk aioli (same for all)'; the "
             "vegan row's sauce cell is left blank.",
          V("Vegan Fries Plate", "Plate | Fries | Sauce\nClassic | skin-on | egg-yolk aioli (same for all)\n"
            "Vegan | skin-on | "))
dish_trap(C, "Key: value lines whose 'Finish' field is 'same as the classic' and the classic's finish is "
             "a knob of butter.",
          V("Vegan Mushroom Risotto", "Rice: carnaroli\nStock: vegetable\nFinish: same as the classic "
            "(knob of butter, parmesan)\nDiet: vegan"))


# Round 15, more controls, so that over-caution is measured in every new
# class as often as the traps are.
C = "long-about-page"
case(C, "Control: a long about page whose only animal words are the farmers' market neighbours (a "
        "cheesemonger, an egg farm) and a vegan kitchen's promise.", FIT, menu=mains(3), reviews=good(),
     decls=[about("We started at the Saturday market in 2014, in the stall between a cheesemonger and an egg "
                  "farm, selling lentil soup out of two camping pots.",
                  "Our neighbours were kind to us -- the egg farmers lent us a tent for our first rainy winter "
                  "-- and they're still our friends, even though nothing of theirs ever went into our food.",
                  "Everything marked vegan on our menu is made only from plants: no dairy, no eggs, no honey.",
                  ABOUT_WAGES, ABOUT_ALLERGY, ABOUT_THANKS)])
case(C, "Control: a long about page naming its awards, its old sushi-bar lease and its plant dashi.", FIT,
     menu=plus(V("Vegan Udon", "thick udon, kombu-shiitake dashi, tofu, scallion")), reviews=good(),
     decls=[about("This room was a sushi bar for twenty years before we took it over in 2021; the long "
                  "hinoki counter is theirs, and so is the lucky cat by the register.",
                  "Our noodles are cut by hand every morning. Our vegan udon's dashi is kombu and dried "
                  "shiitake only -- no bonito, no niboshi -- and it simmers in its own pot.",
                  ABOUT_AWARDS, ABOUT_COMPOST, ABOUT_THANKS)])

C = "machine-translated-menu"
for item in [
        V("Ants Climb Tree (Vegetable)", "glass noodle, soy mince replace pork, chili bean sauce, scallion"),
        V("Pumpkin Fry Crispy", "pumpkin strip, salt and pepper, not golden sand (no egg yolk)"),
]:
    dish_control(C, "machine-translated English that names the plant replacement: %r %r."
                 % (item["name"], item["description"]), item)

C = "grab-and-go-label"
for item in [
        V("Vegan Teriyaki Box", "INGREDIENTS: rice, tofu, broccoli, teriyaki sauce (soy sauce, sugar, mirin, "
          "ginger), sesame. CONTAINS: SOY, WHEAT, SESAME. Certified vegan.", section="Grab & Go"),
        V("Vegan Mezze Box", "hummus, falafel, olives, pita (wheat flour, water, yeast, salt, sugar, "
          "E282), cucumber, tomato", section="Grab & Go"),
]:
    dish_control(C, "a pasted label naming only plants and plant additives: %r." % item["description"], item)

C = "label-form-variant"
dish_control(C, "a clear form of the vegan label, 'Vegan (V+)' with the menu's key, on a dish beside two "
                "labelled mains.", M("Smoked Carrot Reuben", "carrot 'pastrami', sauerkraut, rye", ["Vegan (V+)"]),
             decls=["Key: V = vegetarian, V+ = vegan (no animal products at all)."])
dish_control(C, "a clear form of the vegan label in another language beside two labelled mains: 'vegano'.",
             M("Tacos de Hongos", "mushrooms, onion, cilantro, salsa verde, corn tortillas", ["vegano"]))

C = "negative-badge"
case(C, "Control: a vegan-forward café marks its two non-vegan dishes 'non-vegan'; three dishes are "
        "printed vegan.", FIT,
     menu=mains(3) + [M("Egg & Cheese Croissant", "free-range egg, cheddar, butter croissant", ["non-vegan"]),
                      M("Honey Latte", "espresso, whole milk, honey", ["non-vegan"])], reviews=good())
dish_control(C, "a badge saying the vegan dish is not spicy and not gluten-free.",
             V("Mild Coconut Curry", "tofu, potato, coconut milk, rice -- NOT spicy, NOT gluten-free"))

C = "code-mixed-review"
for item, text in [
        (V("Vegan Kimbap", "rice, pickled radish, spinach, carrot, tofu"),
         "vegan 김밥 진짜 맛있음, 계란 없고 햄 없고 all veggies + tofu. staff checked for me 👍"),
        (V("Vegan Koshari", "rice, lentils, pasta, tomato sauce, crispy onions"),
         "el vegan koshari gamed gedan, mafish samna, kolo zeit, el chef 2al keda w ana sadda2to"),
]:
    case(C, "Control: a code-mixed review ruling the animal part out of the vegan-labelled %r: %r."
         % (item["name"], text), FIT, menu=plus(item), reviews=good() + [R(text, rating=5)])

C = "tasting-menu-course"
for item in [
        V("Vegan Tasting Menu", "1. chilled melon 2. beet tartare, capers 3. charred cabbage, miso 4. chocolate "
          "tart, oat cream -- mignardises: pâte de fruit, dark chocolate truffles (vegan)"),
        V("Vegan Omakase (10 pieces)", "avocado, cucumber, inari, shiitake, yuba, tomato 'tuna', kombu-dashi "
          "miso soup, yuzu sorbet"),
]:
    dish_control(C, "every course of the vegan-labelled tasting is plant: %r." % item["description"], item)

C = "stockout-substitution"
for i, (item, text) in enumerate([
        (V("Vegan Smash Burger", "two plant patties, pickles, onion, vegan mayo, potato bun"),
         "PSA: our usual vegan mayo is backordered, so the vegan burgers get Hellmann's Vegan in the meantime."),
        (V("Vegan Korma", "cauliflower, peas, cashew cream, rice"),
         "Cashews are delayed, so this week the vegan korma is finished with coconut cream instead."),
]):
    case(C, "Control: a stock-out replaced by a plant: %r." % text, FIT, menu=plus(item), reviews=good(),
         decls=[D(text, date=LATE_OCT[(i + 2) % len(LATE_OCT)], src=SPECIALS_PAGE)])

C = "qa-thread"
for item, text, who in [
        (V("Vegan Lo Mein", "egg-free noodles, cabbage, carrot, mushroom"),
         "Q: Do the vegan lo mein noodles have egg?\nA -- Owner: No egg -- they're wheat and water noodles from "
         "a vegan supplier.", "owner"),
        (V("Vegan Pho", "charred onion broth, rice noodles, tofu, herbs"),
         "Q: Is the vegan pho broth separate from the beef pho?\nA -- Owner: Yes, separate pot, separate "
         "ladle. It's charred onion, ginger, star anise and daikon.", "owner"),
        (V("Vegan Burrito", "rice, beans, fajita veg, salsa, guacamole"),
         "Q: Are the beans vegan?\nA -- Sam R. (Local Guide): yes, asked last week, no lard, they're cooked "
         "with olive oil\nA -- Owner: Correct! 🌱", "owner"),
]:
    case(C, "Control: a Q&A thread that clears the vegan-labelled %r." % item["name"], FIT, menu=plus(item),
         reviews=good(), decls=[qa_owner(text)])

C = "spec-sheet-fields"
dish_control(C, "a pipe table whose shared sauce cell is the vegan garlic aioli.",
             V("Vegan Fries Plate", "Plate | Fries | Sauce\nClassic | skin-on | aquafaba garlic aioli (same for all)\n"
               "Vegan | skin-on | "))
dish_control(C, "key: value lines whose 'Finish' field is olive oil and nutritional yeast.",
             V("Vegan Mushroom Risotto", "Rice: carnaroli\nStock: vegetable\nFinish: olive oil, nutritional "
               "yeast, lemon\nDiet: vegan"))

C = "allergen-index-inverted"
for item, page in [
        (V("Vegan Green Curry", "tofu, bamboo, basil, coconut milk"),
         "FISH / SHELLFISH\n- Tom Yum Goong\n- Fish Cakes\n- Green Curry with Chicken (shrimp paste)\n"
         "Our vegan green curry uses a shrimp-free paste and appears under SOY only.\nSOY\n- Vegan Green Curry"),
        (V("Falafel Wrap", "crispy falafel, cucumber, tomato, tahini, pickled turnip"),
         "SESAME: Falafel Wrap, Hummus Plate\nWHEAT: Falafel Wrap, Pita\nMILK: Tzatziki, Baklava\nEGG: none"),
        (V("Vegan Pho", "charred onion broth, rice noodles, tofu, herbs"),
         "Animal-derived ingredients (not allergens): Pho Ga (chicken), Pho Bo (beef bones), Banh Mi (pâté). "
         "Vegan Pho: none."),
]:
    index_case("Control: the allergen index names the vegan-labelled %r only under plant headings or as "
               "free of animal ingredients." % item["name"], FIT, item, page)


# ====================================================================
# Round 16: what a menu leaves unsaid because every cook knows it --
# breads and doughs whose usual recipe is butter, lard, milk or egg,
# brunch plates, additives and flavourings written in prose, the
# classical French kitchen's words, halal carts and kosher dairy
# kitchens, very long menus with one trap deep inside or a note at the
# end, the dish a place would recommend contradicted by its own words,
# the languages of US immigrant menus (Haitian Creole, Polish, Russian,
# Arabic, Tagalog, Turkish, Farsi, Somali, Portuguese, Hindi/Urdu), terse
# diner reports, and sauces whose name is their animal recipe. About 37%
# are controls.
# ====================================================================


def veg_case(cls, why, allowed, item, diet="vegetarian", decls=(), reports=(), xc=False):
    """A vegetarian or pescatarian case on `base()`; pescatarian records
    carry the seafood house's own "no meat" statement."""
    extra = list(decls) + (sdecl() if diet == "pescatarian" else [])
    case(cls, why, allowed, **base(diet, item, decls=extra, reports=reports, xc=xc))


# ====================================================================
# 157. bread-dough-default: a vegan-labelled dish whose bread, dough or
#      bake is animal by its kind or by the baker's word for it -- all-
#      butter puff, ghee-layered paratha, a lard crust, manteca tortillas,
#      buttermilk biscuits, egg-washed buns, Yorkshire puddings, a Liège
#      waffle, pan de yema, milk bread, cream scones, a Dutch baby.
#      Controls: the menu says how the vegan version is made.
# ====================================================================
C = start3("bread-dough-default")
BREAD_TRAPS = [
    V("Mushroom Wellington", "chestnut mushrooms, spinach, walnut duxelles, wrapped in all-butter puff pastry, "
      "red wine gravy"),
    V("Paratha Wrap", "flaky lachha paratha layered with desi ghee, spiced chana, onion, mint chutney"),
    V("Harvest Pot Pie", "root vegetables and white beans in a thyme gravy under a flaky lard crust"),
    V("Bean & Rice Burrito", "12\" flour tortilla pressed in house with manteca, refried pinto beans, rice, "
      "salsa roja"),
    V("Fried Green Tomato Biscuit", "a tall buttermilk biscuit, fried green tomato, pepper jelly"),
    V("Chili & Cornbread", "three-bean chili with a wedge of skillet cornbread (buttermilk, two eggs, bacon "
      "drippings in the pan)"),
    V("Pulled Jackfruit Sliders", "bbq jackfruit, slaw, on soft potato buns brushed with egg before baking"),
    V("Sunday Roast", "nut roast, crisp roast potatoes, seasonal greens, two Yorkshire puddings, onion gravy"),
    V("Smoked Tofu Croissant", "smoked tofu, tomato, lettuce, on a classic French croissant from our "
      "bakery, laminated the traditional way"),
    V("Ube Pan de Yema Toast", "thick Filipino yolk bread, ube halaya, toasted coconut"),
    V("Katsu Sando", "crispy seitan cutlet, shredded cabbage, tonkatsu sauce, on Hokkaido-style shokupan"),
    V("Cream Tea Plate", "two warm cream scones, strawberry jam, lemon, pot of tea"),
    V("Dutch Baby", "puffy oven pancake from our classic batter, lemon, powdered sugar, berries"),
    V("Liège Waffle Plate", "rich yeasted Liège waffle studded with pearl sugar, strawberries, maple"),
]
for item in BREAD_TRAPS:
    dish_trap(C, "A vegan-labelled dish whose bread, dough or bake is animal by its kind or its baker's word: "
                 "%r." % item["description"], item)
BREAD_CONTROLS = [
    V("Mushroom Wellington", "chestnut mushrooms, spinach, wrapped in vegan puff pastry (plant butter), "
      "glazed with oat milk, red wine gravy"),
    V("Paratha Wrap", "flaky lachha paratha layered with sunflower oil, spiced chana, onion, mint chutney"),
    V("Bean & Rice Burrito", "flour tortilla pressed in house with vegetable shortening, refried pinto beans "
      "(cooked with onion and oil), rice, salsa roja"),
    V("Fried Green Tomato Biscuit", "a tall biscuit made with oat milk soured with lemon and plant butter, "
      "fried green tomato, pepper jelly"),
    V("Chili & Cornbread", "three-bean chili with skillet cornbread made with flax eggs and soy milk"),
    V("Sunday Roast", "nut roast, roast potatoes in rapeseed oil, greens, Yorkshire puddings made with "
      "aquafaba and soy milk, onion gravy"),
    V("Pulled Jackfruit Sliders", "bbq jackfruit, slaw, on potato buns glazed with maple and oil instead of "
      "egg"),
    V("Dutch Baby", "oven pancake from a chickpea-flour and oat-milk batter, lemon, powdered sugar"),
]
for item in BREAD_CONTROLS:
    dish_control(C, "the menu says how the vegan bread or bake is made: %r." % item["description"], item)


# ====================================================================
# 158. brunch-plate: brunch and breakfast plates printed vegan whose
#      potatoes, toast, sauce or garnish is animal by the brunch cook's
#      habit: black pudding in a "vegan full English", hash browns in
#      beef dripping or with "natural beef flavour", custard-dipped
#      French toast, hollandaise and béarnaise, sawmill gravy, bee
#      pollen, Kerrygold, grits stirred with butter, a flour tortilla
#      griddled in bacon fat; a vegetarian breakfast's tallow hash
#      browns and black pudding. Controls: the plant versions, and a
#      vegetarian's eggs Benedict.
# ====================================================================
C = start3("brunch-plate")
BRUNCH_TRAPS = [
    V("Vegan Full English", "Field Roast sausage, black pudding, baked beans, mushrooms, grilled tomato, "
      "sourdough toast"),
    V("Hash Brown Stack", "crispy hash browns fried in beef dripping, smashed avocado, salsa, greens"),
    V("Crispy Hash Brown Plate", "golden hash browns seasoned with natural beef flavour, tofu scramble, "
      "ketchup"),
    V("Tofu Benedict", "toasted english muffin, seared tofu, wilted spinach, blender hollandaise"),
    V("Cinnamon French Toast", "thick sourdough soaked overnight in our vanilla custard, maple, berries"),
    V("Biscuits & Gravy", "two fluffy biscuits smothered in peppery sawmill gravy"),
    V("Açaí Bowl", "açaí, banana, granola, bee pollen, coconut, almond butter"),
    V("Breakfast Burrito", "tofu scramble, potatoes, black beans, salsa, in a flour tortilla griddled in "
      "bacon fat"),
    V("Vegan Breakfast Plate", "tofu scramble, tempeh bacon, roast tomato, toast with Kerrygold"),
    V("Cajun Grits Bowl", "stone-ground grits stirred with butter and a splash of cream, blackened tofu, "
      "sautéed greens"),
    V("Morning Oats", "steel-cut oats cooked in whole milk, berries, brown sugar, toasted pecans"),
    V("Crab-less Cake Benedict", "hearts-of-palm cakes, english muffin, sauce béarnaise"),
    V("Home Fries Skillet", "home fries cooked in schmaltz, peppers, onions, tofu scramble"),
]
for item in BRUNCH_TRAPS:
    dish_trap(C, "A vegan-labelled brunch plate whose potatoes, toast, sauce or garnish is animal: %r."
              % item["description"], item)
dish_trap(C, "The brunch cook's note ties duck fat to the potatoes on every plate, the vegan ones included.",
          V("Vegan Hash", "crispy potatoes, peppers, onions, tofu, salsa verde"),
          decls=["Brunch tip from the kitchen: our potatoes -- the ones on every plate, vegan hash included -- "
                 "are roasted with a ladle of duck fat. That's the secret."])
veg_case(C, "Vegetarian: a vegetarian-labelled breakfast whose hash browns are fried in beef tallow.", NOT_FIT,
         M("Veggie Breakfast", "two eggs any style, hash browns (fried in beef tallow), mushrooms, beans, toast",
           ["vegetarian"]))
veg_case(C, "Vegetarian: a vegetarian full breakfast that includes black pudding (pork blood).", NOT_FIT,
         M("Veggie Full Irish", "two eggs, vegetarian sausage, black pudding, beans, soda bread", ["vegetarian"]))
BRUNCH_CONTROLS = [
    V("Vegan Full English", "vegan sausage, vegan black pudding (oats, black beans, beetroot), beans, "
      "mushrooms, toast with plant butter"),
    V("Hash Brown Stack", "hash browns fried in rapeseed oil, smashed avocado, salsa, greens"),
    V("Tofu Benedict", "english muffin, seared tofu, spinach, vegan hollandaise (cashew, lemon, turmeric, "
      "black salt)"),
    V("Cinnamon French Toast", "sourdough dipped in an oat-milk and chickpea-flour batter, maple, berries"),
    V("Biscuits & Gravy", "two olive-oil biscuits, peppery gravy of soy milk and crumbled plant sausage"),
    V("Cajun Grits Bowl", "grits stirred with olive oil and nutritional yeast, blackened tofu, greens"),
]
for item in BRUNCH_CONTROLS:
    dish_control(C, "a vegan brunch plate made the plant way: %r." % item["description"], item)
veg_case(C, "Control: vegetarian; eggs Benedict with hollandaise, which a vegetarian eats.", FIT,
         M("Veggie Benedict", "poached eggs, spinach, tomato, hollandaise, english muffin", ["vegetarian"]))


# ====================================================================
# 159. additive-prose: additives and flavourings told in prose on a
#      vegan-labelled dish -- a smoke flavour that contains milk, a
#      cheese sauce "with milk derivatives", sodium caseinate in the
#      non-dairy creamer, L-cysteine from duck feathers in the bagels,
#      vitamin D3 from lanolin, a fish-oil omega-3 dressing, whey in the
#      protein scoop, chicken fat in a flavour enhancer, lactose on the
#      rye's bag, anchovy extract in a seasoning sauce, beef extract,
#      egg-yolk powder, shellac on jelly beans; a vegetarian patty bound
#      with pork gelatin. Controls: lactic acid, lichen D3, algal oil,
#      pea protein, cocoa butter, a vegan smoke flavour.
# ====================================================================
C = start3("additive-prose")
ADDITIVE_TRAPS = [
    V("BBQ Tempeh Sandwich", "smoky bbq sauce (the natural smoke flavor in it contains milk), slaw, bun"),
    V("Loaded Nacho Platter", "chips, black beans, jalapeño, our vegan cheese sauce (contains milk "
      "derivatives), pico"),
    V("Coconut Curry Bowl", "tofu, veg, jasmine rice, finished with a swirl of non-dairy creamer (it "
      "contains sodium caseinate)"),
    V("Everything Bagel Sandwich", "tofu scramble, tomato, spinach; our bagels use a dough conditioner, "
      "L-cysteine from duck feathers"),
    V("Sunrise Smoothie Bowl", "açaí, banana, granola, plus our wellness boost of vitamin D3 (from "
      "lanolin) and B12"),
    V("Omega Power Bowl", "quinoa, kale, avocado, roasted chickpeas, omega-3 dressing made with fish oil"),
    V("Protein Bowl", "brown rice, tofu, broccoli, with a scoop of our whey and pea protein blend stirred "
      "into the sauce"),
    V("Miso Ramen", "miso broth, noodles, corn, bok choy; the broth base lists flavour enhancer (yeast "
      "extract, chicken fat)"),
    V("Tempeh Reuben", "marinated tempeh, sauerkraut, on marble rye (the bakery's bag lists lactose and "
      "sweet whey)"),
    V("Pad See Ew", "wide noodles, broccoli, tofu, dark soy, and a seasoning sauce that contains anchovy "
      "extract"),
    V("Smoky Bean Chili", "kidney and pinto beans, tomato, our chili base (spices, beef extract for "
      "depth), rice"),
    V("Taco Salad", "crunchy shell, beans, lettuce, chipotle dressing (oil, lime, egg yolk powder)"),
    V("Kids' Rainbow Plate", "veggie nuggets, fries, and a cup of jelly beans with a shiny shellac glaze"),
]
for item in ADDITIVE_TRAPS:
    dish_trap(C, "An additive or flavouring told in prose makes the vegan-labelled dish animal: %r."
              % item["description"], item)
veg_case(C, "Vegetarian: a vegetarian burger patty bound with pork gelatin.", NOT_FIT,
         M("House Veggie Burger", "beet and lentil patty bound with a little gelatin (pork), cheddar, brioche",
           ["vegetarian"]))
ADDITIVE_CONTROLS = [
    V("Caesar Wrap", "romaine, crispy chickpeas, dressing made tangy with lactic acid (plant-fermented, "
      "dairy-free)"),
    V("Sunrise Smoothie Bowl", "açaí, banana, granola, with vitamin D3 from lichen and B12"),
    V("Omega Power Bowl", "quinoa, kale, avocado, omega-3 dressing made with algal oil"),
    V("Protein Bowl", "brown rice, tofu, broccoli, with a scoop of pea and brown-rice protein"),
    V("Mole Bowl", "mole negro with dark chocolate (cocoa butter, no milk solids), rice, black beans"),
    V("BBQ Tempeh Sandwich", "smoky bbq sauce with a vegan natural smoke flavor, slaw, bun"),
    V("Mac & Cheeze", "cavatappi in a cashew sauce with nutritional yeast, lactic acid and mustard"),
]
for item in ADDITIVE_CONTROLS:
    dish_control(C, "the additive or flavouring named is a plant one: %r." % item["description"], item)


# ====================================================================
# 160. classical-french-term: the French kitchen's words on vegan-
#      labelled à la carte dishes, each animal by its classical recipe:
#      beurre noisette, demi-glace, béarnaise, aspic, confit (duck fat),
#      gratin dauphinois (cream), quiche (egg custard), crème anglaise,
#      pommes dauphine (choux), rouille, beurre blanc, blanquette sauce,
#      chantilly, crème pâtissière; a vegetarian vol-au-vent in sauce
#      suprême, a terrine in aspic, jus gras; a pescatarian halibut in
#      sauce Périgueux and cod on pommes boulangère. Controls: the plant
#      versions spelled out; a vegetarian gratin and a pescatarian sole
#      meunière.
# ====================================================================
C = start3("classical-french-term")
FRENCH_TRAPS = [
    V("Roasted Cauliflower", "beurre noisette, capers, golden raisins, parsley"),
    V("King Oyster 'Steak'", "pommes purée, haricots verts, sauce demi-glace"),
    V("Charred Leeks", "sauce béarnaise, chives, crispy shallots"),
    V("Summer Vegetable Terrine", "pressed courgette, pepper and tomato set in a clear aspic, herb salad"),
    V("Potatoes Confit", "fingerlings confit the Gascon way, garlic, thyme, fleur de sel"),
    V("Gratin Dauphinois", "thin-sliced potatoes baked slowly, garlic, nutmeg, with a green salad"),
    V("Spring Vegetable Quiche", "asparagus, leek, peas, in a crisp shortcrust, side salad"),
    V("Poached Pear", "red wine, star anise, crème anglaise"),
    V("Pommes Dauphine", "crisp potato puffs, mushroom ragoût, aioli"),
    V("Provençal Vegetable Stew", "saffron, fennel, potato, with rouille and croûtons"),
    V("Haricots Verts Amandine", "green beans, toasted almonds, beurre blanc, herbed rice"),
    V("Vegetable Blanquette", "carrots, button mushrooms, pearl onions in a classic blanquette sauce, rice"),
    V("Strawberry Vacherin", "meringue, strawberries, chantilly"),
    V("Fruit Tartlet", "pâte sucrée, crème pâtissière, seasonal fruit"),
]
for item in FRENCH_TRAPS:
    dish_trap(C, "A vegan-labelled dish whose classical French term is animal by its recipe: %r."
              % item["description"], item)
for item, why in [
        (M("Mushroom Vol-au-Vent", "wild mushrooms in sauce suprême, puff pastry case", ["vegetarian"]),
         "a vegetarian vol-au-vent in sauce suprême (chicken velouté)"),
        (M("Vegetable Terrine", "layers of roast vegetables and goat cheese set in a clear aspic", ["vegetarian"]),
         "a vegetarian terrine set in aspic (meat-stock jelly)"),
        (M("Ratatouille", "slow-cooked summer vegetables, finished with jus gras, basil", ["vegetarian"]),
         "a vegetarian ratatouille finished with jus gras (roasting juices and fat)"),
]:
    veg_case(C, "Vegetarian: %s." % why, NOT_FIT, item)
for item, why in [
        (M("Pan-Roasted Halibut", "sauce Périgueux, celeriac purée, chard"),
         "a pescatarian's halibut in sauce Périgueux (veal demi-glace and truffle)"),
        (M("Roast Cod", "on pommes boulangère, salsa verde"),
         "a pescatarian's cod on pommes boulangère (potatoes baked in meat stock)"),
]:
    veg_case(C, "Pescatarian: %s." % why, NOT_FIT, item, diet="pescatarian")
FRENCH_CONTROLS = [
    V("Roasted Cauliflower", "'beurre noisette' of browned plant butter, capers, golden raisins"),
    V("King Oyster 'Steak'", "pommes purée (olive oil), mushroom and red wine 'demi-glace' (no veal, no "
      "butter)"),
    V("Spring Vegetable Quiche", "chickpea-flour and silken tofu custard (no eggs, no cream), olive-oil "
      "shortcrust, side salad"),
    V("Gratin Dauphinois", "potatoes baked in oat cream with garlic and nutmeg, no dairy"),
    V("Poached Pear", "red wine, vanilla crème anglaise made with oat milk and cornflour"),
    V("Potatoes Confit", "fingerlings confit in olive oil, garlic, thyme"),
    V("Strawberry Vacherin", "aquafaba meringue, strawberries, coconut chantilly"),
]
for item in FRENCH_CONTROLS:
    dish_control(C, "the French term's plant version is spelled out: %r." % item["description"], item)
veg_case(C, "Control: vegetarian; a gratin dauphinois with cream and gruyère, which a vegetarian eats.", FIT,
         M("Gratin Dauphinois", "potatoes, cream, garlic, gruyère, green salad", ["vegetarian"]))
veg_case(C, "Control: pescatarian; sole meunière in brown butter, which a pescatarian eats.", FIT,
         M("Sole Meunière", "brown butter, lemon, capers, parsley potatoes"), diet="pescatarian")


# ====================================================================
# 161. halal-kosher-kitchen: halal carts and kosher kitchens in their own
#      words -- the cart's "white sauce" (mayonnaise and yogurt) on a
#      vegan-labelled falafel platter, its yellow rice cooked in chicken
#      stock, chalav Yisrael mozzarella, a fleishig soup printed
#      vegetarian, "a dairy restaurant: no meat" and "100% zabiha halal"
#      read as whole-place vegan claims (cross-contamination excluded).
#      Controls: tahini instead of white sauce, vegetable-stock rice, a
#      pareve vegan kitchen, an all-halal kitchen with vegan mains when
#      cross-contamination is allowed, a kosher dairy restaurant for a
#      vegetarian.
# ====================================================================
C = start3("halal-kosher-kitchen")
HALAL_TRAPS = [
    V("Falafel Over Rice", "falafel, yellow rice, lettuce, tomato, white sauce and hot sauce"),
    V("Veggie Gyro Platter", "grilled peppers and onions, rice, pita, drenched in our famous white sauce"),
    V("Chana Over Rice", "chickpea curry over yellow rice, salad, with the classic halal cart sauce"),
    V("Veggie Pizza", "tomato, peppers, olives, onions, mozzarella (chalav Yisrael)"),
]
for item in HALAL_TRAPS:
    dish_trap(C, "A halal cart's or kosher kitchen's word makes the vegan-labelled dish animal: %r."
              % item["description"], item, name="Midtown Halal Cart" if "rice" in item["description"]
              else "Shalom Pizza")
dish_trap(C, "The cart's FAQ says the white sauce on every platter is mayonnaise and yogurt.",
          V("Falafel Platter", "falafel, rice, salad, white and red sauce"),
          decls=["Our white sauce is the classic cart recipe -- mayonnaise, a little yogurt, lemon, black "
                 "pepper -- and it goes on every platter unless you say no."], name="Midtown Halal Cart")
dish_trap(C, "The cart says its yellow rice, on every platter, is cooked in chicken stock.",
          V("Veggie Platter", "falafel, yellow rice, salad, hot sauce, tahini"),
          decls=["The yellow rice that made our carts famous since 1990 is cooked in our own chicken stock "
                 "with turmeric and cumin. Every platter comes on it."], name="Midtown Halal Cart")
veg_case(C, "Vegetarian: a kosher deli prints its mushroom barley soup vegetarian and fleishig (a meat-"
            "kitchen soup, in a deli made on meat stock).", NOT_FIT,
         M("Mushroom Barley Soup", "mushrooms, pearl barley, carrots, dill (fleishig)", ["vegetarian"]))
veg_case(C, "Vegetarian: the halal cart's vegetarian platter sits on the yellow rice cooked in chicken stock.",
         NOT_FIT, M("Vegetarian Platter", "falafel, yellow rice, salad, white sauce", ["vegetarian"]),
         decls=[D("Our yellow rice is cooked in chicken broth with turmeric, the way the first cart made it.")])
case(C, "'A kosher dairy restaurant: no meat ever enters our kitchen' is no whole-place vegan claim; the "
        "menu prints blintzes and lox; the diner excludes cross-contamination.", NOT_FIT,
     menu=mains(3) + [M("Cheese Blintzes", "farmer cheese, sour cream, berry compote"),
                      M("Lox Platter", "nova lox, cream cheese, bagel")],
     reviews=good(), decls=[D("Mendel's is a kosher dairy restaurant: no meat ever enters our kitchen.")],
     xc=True, name="Mendel's Dairy Restaurant")
case(C, "'100% zabiha halal' is no whole-place vegan claim; the diner excludes cross-contamination.",
     NOT_FIT, menu=mains(3) + meat(2), reviews=good(),
     decls=[D("Everything we serve is 100% zabiha halal, hand-slaughtered and certified.")], xc=True)
HALAL_CONTROLS = [
    V("Falafel Over Rice", "falafel, yellow rice, salad, hot sauce, tahini (our white sauce has mayo, so the "
      "vegan platter gets tahini instead)"),
    V("Veggie Gyro Platter", "grilled peppers and onions, rice, pita, vegan white sauce (tahini, lemon, "
      "garlic -- no mayo, no yogurt)"),
]
for item in HALAL_CONTROLS:
    dish_control(C, "the halal cart's vegan platter says what replaces the white sauce: %r."
                 % item["description"], item, name="Midtown Halal Cart")
dish_control(C, "the cart says its rice is cooked in vegetable stock.",
             V("Veggie Platter", "falafel, yellow rice, salad, hot sauce, tahini"),
             decls=["Our yellow rice is cooked in vegetable stock with turmeric and cumin -- no chicken."],
             name="Midtown Halal Cart")
case(C, "Control: a kosher pareve restaurant that says everything is vegan; a fit even when cross-"
        "contamination is excluded.", FIT, menu=mains(3), reviews=good(),
     decls=[D("We are a kosher pareve restaurant under Oregon Kosher supervision, and everything we make is "
              "vegan: no meat, no dairy, no eggs.")], xc=True, name="Pareve Plates")
case(C, "Control: an all-halal kitchen with three vegan mains, cross-contamination allowed.", FIT,
     menu=mains(3) + meat(1), reviews=good(),
     decls=[D("Everything we serve is 100% zabiha halal.")])
veg_case(C, "Control: vegetarian; a kosher dairy restaurant with no meat, whose vegetarian dishes hold "
            "cheese and egg.", FIT,
         M("Cheese Blintzes", "farmer cheese, sour cream, berry compote", ["vegetarian"]),
         decls=[D("We're a kosher dairy restaurant: no meat or poultry ever enters our kitchen.")])


# ====================================================================
# 162. long-menu-deep-trap: menus of about 100 items in sections, the one
#      trap deep inside (a vegan dish's own words, item 75 or later) or a
#      note near the end that changes early vegan dishes by name or kind
#      (the curries' ghee, the noodles' fish sauce, every sandwich's
#      brioche, the rice on every plate). Controls: the same menus with
#      harmless notes.
# ====================================================================
C = start3("long-menu-deep-trap")
GRAND_STARTERS = [
    ("Edamame", "sea salt"), ("Shishito Peppers", "blistered, lemon"), ("Hummus", "olive oil, paprika, pita"),
    ("Crispy Brussels Sprouts", "chili, lime"), ("Guacamole & Chips", "house-fried chips"),
    ("Miso Soup", "tofu, wakame, scallion"), ("Tomato Bruschetta", "basil, garlic, grilled bread"),
    ("Samosa Chaat", "chickpeas, tamarind, mint chutney"), ("Spring Rolls", "cabbage, carrot, glass noodle"),
    ("Elote Cup", "corn, lime, chili"), ("Patatas Bravas", "smoked paprika sauce"),
    ("Baba Ghanoush", "smoky aubergine, pomegranate"), ("Pickled Vegetable Plate", "seasonal"),
    ("Wonton Soup", "pork and shrimp wontons, chicken broth"), ("Calamari", "lemon aioli"),
    ("Chicken Satay", "peanut sauce"), ("Mozzarella Sticks", "marinara"),
]
GRAND_SPECIALS = [
    ("Tom Yum Goong", "shrimp, lemongrass, chili, lime"), ("Pho Ga", "chicken broth, rice noodles, herbs"),
    ("Mushroom Toast", "garlic, thyme, grilled sourdough"), ("Roasted Half Chicken", "herbs, pan juices"),
    ("Tofu Larb", "lime, chili, toasted rice, mint"), ("Braised Short Rib", "soft polenta, gremolata"),
    ("Seasonal Soup", "ask your server"), ("Grilled Corn Salad", "tomato, basil, lime"),
]
GRAND_DESSERTS_DRINKS = [
    ("Mango Sticky Rice", "coconut, sesame"), ("Chocolate Lava Cake", "vanilla ice cream"),
    ("Lemon Sorbet", "two scoops"), ("Churros", "cinnamon sugar, chocolate"),
    ("Cheesecake", "graham crust, berry compote"), ("Fresh Fruit Plate", "seasonal"),
    ("Thai Iced Tea", "sweetened condensed milk"), ("Horchata", "rice, cinnamon"),
    ("Lavender Lemonade", "house-made"), ("Ginger Beer", "local"), ("Espresso", "double"),
    ("Oat Latte", "12 oz"), ("Kombucha", "on tap"), ("Red Wine", "glass"), ("IPA", "pint"),
]


def grand_menu(trap=None, at=None, notes=(), extra=()):
    """A long menu in sections: starters, every vegan main of the pool,
    every meat dish, sides and drinks, desserts, then any notes last;
    `trap` replaces the item at `at`."""
    items = ([M(n, d, section="Starters") for n, d in GRAND_STARTERS]
             + [V(n, d, section="Plant Mains") for n, d in MAINS]
             + [M(n, d, section="From the Grill") for n, d in MEAT]
             + filler_menu(16)
             + [M(n, d, section="Chef's Specials") for n, d in GRAND_SPECIALS]
             + [M(n, d, section="Desserts & Drinks") for n, d in GRAND_DESSERTS_DRINKS]
             + list(extra))
    if trap is not None:
        items[at] = trap
    return items + [M(title, text, section="Notes") for title, text in notes]


LONG_TRAPS = [
    ("a vegan Tom Kha at item 88 whose broth is chicken stock",
     V("Tom Kha Tofu", "galangal, lemongrass, mushrooms, coconut milk, made on our chicken stock",
       section="Chef's Specials"), 87, ()),
    ("a vegan mapo tofu at item 83 with a little ground pork for depth",
     V("Mapo Tofu, Chengdu Style", "silken tofu, doubanjiang, a little ground pork for depth, sichuan pepper",
       section="Chef's Specials"), 82, ()),
    ("a vegan Caesar at item 76 with shaved parmesan and anchovy dressing",
     V("Kale Caesar", "lacinato kale, sourdough croutons, shaved parmesan, classic anchovy dressing",
       section="Sides & Drinks"), 75, ()),
    ("a note at the end: every curry, the vegan ones included, finished with ghee",
     None, None, [("A note on our curries", "All our curries, the vegan ones included (Massaman, Coconut "
                   "Chickpea, Cauliflower Tikka Masala), are finished with a spoon of ghee.")]),
    ("a note at the end: the pad thai, soba and ramen are tossed in fish sauce",
     None, None, [("About our noodles", "Our noodle dishes -- the Tofu Pad Thai, the Sesame Soba Bowl and "
                   "the Smoked Tofu Shoyu Ramen -- get a splash of fish sauce before they go out.")]),
    ("a note at the end: every burger and sandwich comes on the house brioche (eggs, butter)",
     None, None, [("Breads", "Every burger and sandwich on this menu, the banh mi, reuben and philly "
                   "included, comes on our house brioche, made with eggs and butter.")]),
    ("a note at the end: the rice on every plate is cooked in chicken fat",
     None, None, [("Our rice", "The rice on every plate, plant mains included, is our khao man gai rice: "
                   "jasmine cooked in chicken fat with ginger and garlic.")]),
    ("a weekend brunch section at the end whose vegan pancakes are buttermilk and egg",
     None, None, [("Weekend Brunch", "Available Sat & Sun 9-2.")]),
]
for why, trap, at, notes in LONG_TRAPS:
    extra = ()
    if why.startswith("a weekend brunch"):
        extra = [V("Vegan Pancake Stack", "three buttermilk pancakes (eggs, butter), maple", section="Weekend Brunch"),
                 V("Vegan Brunch Hash", "potatoes, tofu, peppers", section="Weekend Brunch")]
    menu = grand_menu(trap, at, notes, extra)
    case(C, "A %d-item menu in sections; the one trap: %s." % (len(menu), why), NOT_FIT, menu=menu,
         reviews=good())
menu = grand_menu(extra=vmains(2) + [M("Veggie French Onion Soup", "caramelised onions, beef broth, gruyère "
                                       "crouton", ["vegetarian"], section="Soups")])
case(C, "Vegetarian: a %d-item menu whose vegetarian-labelled onion soup, near the end, is on beef broth."
     % len(menu), NOT_FIT, menu=menu, reviews=vgood(), diet="vegetarian")
LONG_CONTROLS = [
    ("the same menu with no notes", ()),
    ("a note at the end: every curry is finished with coconut cream and coriander",
     [("A note on our curries", "All our curries are finished with coconut cream and fresh coriander.")]),
    ("a note at the end: every sandwich is on house sourdough (flour, water, salt)",
     [("Breads", "Every burger and sandwich comes on our house sourdough: flour, water, salt. The vegan "
       "buns are the same dough.")]),
    ("a note at the end: the meat dishes are cooked on their own grill",
     [("Kitchen", "Our steaks, burgers and chicken are cooked on their own grill; plant mains never touch it.")]),
]
for why, notes in LONG_CONTROLS:
    menu = grand_menu(notes=notes)
    case(C, "Control: a %d-item menu in sections, %s." % (len(menu), why), FIT, menu=menu, reviews=good())
menu = grand_menu(extra=vmains(2) + [M("Veggie Onion Soup", "caramelised onions, vegetable broth, gruyère "
                                       "crouton", ["vegetarian"], section="Soups")])
case(C, "Control: vegetarian; the same long menu whose onion soup is on vegetable broth.", FIT, menu=menu,
     reviews=vgood(), diet="vegetarian")


# ====================================================================
# 163. recommended-dish-contradicted: the place's most recommended
#      vegan-labelled dish ("⭐ Chef's Pick", "#1 Best Seller", praised
#      by name in the reviews and the owner's note) is contradicted by
#      its own words, beside three clean vegan mains -- so a fit would
#      have to recommend it or quietly drop it. Controls: the signature
#      dish's look-alike words are plants.
# ====================================================================
C = start3("recommended-dish-contradicted")


def signature_case(why, allowed, item, short):
    menu = [item] + mains(3) + meat(1)
    reviews = good() + [R("The %s is the reason to come here. Order it, you won't regret it." % short, rating=5),
                        R("came back 3 times just for the %s 🙌" % short, rating=5)]
    decls = [D("If it's your first visit, our vegan regulars will tell you: get the %s." % short)]
    case(C, why, allowed, menu=menu, reviews=reviews, decls=decls)


SIGNATURE_TRAPS = [
    (V("⭐ Famous Vegan Pho", "our most popular bowl: broth slow-simmered from beef bones and charred onion, "
       "rice noodles, tofu, herbs"), "vegan pho"),
    (V("Chef's Pick: Wild Mushroom Risotto", "carnaroli, porcini, finished with a knob of butter and "
       "grana padano"), "risotto"),
    (V("Signature Jackfruit Tacos", "three corn tortillas, jackfruit, pickled onion, a drizzle of "
       "honey-lime crema"), "jackfruit tacos"),
    (V("#1 Best Seller — Tofu Bánh Mì", "lemongrass tofu, pickles, cilantro, house pâté and mayo"),
     "banh mi"),
    (V("House Favourite Shoyu Ramen", "shiitake broth, shoyu tare, noodles, scallion, nori, ajitama"),
     "shoyu ramen"),
    (V("Staff Pick: Dal Makhani", "black lentils slow-cooked overnight, finished with cream and white "
       "butter"), "dal makhani"),
    (V("Most Ordered: Tofu Pad Thai", "rice noodles, tofu, tamarind, peanuts, scrambled egg, lime"),
     "pad thai"),
    (V("Our Bestseller: Smash Burger", "double plant patty, pickles, onion, on a butter-toasted potato "
       "roll"), "smash burger"),
    (V("Award-Winning Mac", "cavatappi, cashew cheese sauce, baked under a gruyère crumb"), "mac"),
    (V("Most Popular: Green Curry", "tofu, thai basil, bamboo, our curry paste pounded with kapi"),
     "green curry"),
]
for item, short in SIGNATURE_TRAPS:
    signature_case("The place's most recommended vegan dish, praised by name, is contradicted by its own "
                   "words: %r." % item["description"], NOT_FIT, item, short)
SIGNATURE_CONTROLS = [
    (V("⭐ Famous Vegan Pho", "our most popular bowl: broth of charred onion, shiitake and kombu (no bones), "
       "rice noodles, tofu, herbs"), "vegan pho"),
    (V("Chef's Pick: Wild Mushroom Risotto", "carnaroli, porcini, finished with olive oil and a cashew "
       "'parm'"), "risotto"),
    (V("Signature Jackfruit Tacos", "three corn tortillas, jackfruit, pickled onion, agave-lime cashew "
       "crema"), "jackfruit tacos"),
    (V("#1 Best Seller — Tofu Bánh Mì", "lemongrass tofu, pickles, cilantro, mushroom pâté, vegan mayo"),
     "banh mi"),
    (V("House Favourite Shoyu Ramen", "shiitake broth, shoyu tare, noodles, scallion, nori, a marinated "
       "tofu 'egg' (no egg)"), "shoyu ramen"),
    (V("Staff Pick: Dal Makhani", "black lentils slow-cooked overnight, finished with coconut cream and "
       "plant butter"), "dal makhani"),
]
for item, short in SIGNATURE_CONTROLS:
    signature_case("Control: the place's most recommended vegan dish is plant all through: %r."
                   % item["description"], FIT, item, short)


# ====================================================================
# 164. community-language-menu: the languages of US neighbourhood menus
#      -- Haitian Creole, Portuguese, Polish, Russian (Cyrillic and
#      Latin), Ukrainian, Arabic script, Hindi/Urdu in Latin letters,
#      Tagalog, Farsi, Turkish, Somali, Greek -- with the animal word in
#      the vegan-labelled dish's own description: bouyon poul, aransò,
#      chouriço, twaróg and masło, rosół wołowy, сметана, shkvarki, salo,
#      سمن and لبن, murgh yakhni, balai, sabaw ng manok, hipon, roghan-e
#      heyvani, tereyağı, beyaz peynir, subag, myzithra; vegetarian
#      soups na rosole, a Creole vegetable plate with goat. Controls:
#      the same languages saying oil, vegetable broth, "san vyann",
#      "bez smetany", "walang karne".
# ====================================================================
C = start3("community-language-menu")
LANGUAGE_TRAPS = [
    (V("Diri ak Pwa Wouj", "diri kole ak pwa wouj, kwit nan bouyon poul ak epis"), "Haitian Creole: chicken broth"),
    (V("Legim Ayisyen", "berejèn, chou, kawòt, militon, kwit ak aransò"), "Haitian Creole: smoked herring"),
    (V("Caldo Verde", "batata, couve galega, azeite e rodelas de chouriço"), "Portuguese: chouriço"),
    (V("Feijão Tropeiro", "feijão, farinha de mandioca, couve, cebola e ovos mexidos"), "Portuguese: scrambled eggs"),
    (V("Pierogi Ruskie", "ziemniaki, twaróg, cebula smażona na maśle"), "Polish: farmer cheese, butter"),
    (V("Barszcz Czerwony", "buraki, czosnek, majeranek, na rosole wołowym, z uszkami"), "Polish: beef broth"),
    (V("Borscht", "свёкла, капуста, картофель, морковь, подаётся со сметаной"), "Russian: sour cream"),
    (V("Vareniki s Kartoshkoy", "dumplings s kartoshkoy, podayutsya so smetanoy i shkvarkami"),
     "Russian in Latin letters: sour cream and pork cracklings"),
    (V("Holubtsi", "cabbage rolls, rice, mushrooms, tomato, zasmazhka na sali"), "Ukrainian: fried in salo"),
    (V("Mujaddara", "عدس، أرز، بصل مقلي بالسمن البلدي"), "Arabic: fried in samn (ghee)"),
    (V("Fatteh Hummus", "حمص، خبز محمص، لبن بالثوم، صنوبر"), "Arabic: laban (yogurt)"),
    (V("Matar Pulao", "basmati, matar, murgh yakhni mein pakaya hua"), "Urdu: cooked in chicken stock"),
    (V("Baingan Bharta", "bhuna baingan, tamatar, pyaz, upar se taaza balai"), "Hindi: cream on top"),
    (V("Pancit Bihon", "bihon, repolyo, karot, sitsaro, sabaw ng manok, toyo"), "Tagalog: chicken broth"),
    (V("Ginisang Monggo", "monggo, malunggay, bawang, may kasamang hipon"), "Tagalog: with shrimp"),
    (V("Adas Polo", "lentils, rice, dates, raisins, cooked with roghan-e heyvani"), "Farsi: animal fat"),
    (V("Mercimek Çorbası", "kırmızı mercimek, soğan, havuç, tereyağlı nane sosu"), "Turkish: butter sauce"),
    (V("Ispanaklı Gözleme", "ıspanak, soğan, beyaz peynir"), "Turkish: white cheese"),
    (V("Bariis iyo Digir", "bariis, digir, basbaas, lagu kariyey subag"), "Somali: cooked in subag (ghee)"),
    (V("Horta Plate", "boiled wild greens, ladolemono, grated myzithra, bread"), "Greek: myzithra cheese"),
]
for item, why in LANGUAGE_TRAPS:
    dish_trap(C, "A vegan-labelled dish whose own description, in its community's language, names an "
                 "animal product (%s): %r." % (why, item["description"]), item)
veg_case(C, "Vegetarian: a Polish vegetarian cucumber soup cooked na rosole (on chicken broth).", NOT_FIT,
         M("Zupa Ogórkowa", "ogórki kiszone, ziemniaki, śmietana, koperek, na rosole", ["vegetarian"]))
veg_case(C, "Vegetarian: a Haitian vegetarian-labelled legim with pieces of goat (vyann kabrit).", NOT_FIT,
         M("Legim Vejetaryen", "berejèn, chou, kawòt, ak ti moso vyann kabrit", ["vegetarian"]))
veg_case(C, "Pescatarian: a Tagalog fish sinigang soured in pork broth (sabaw ng baboy).", NOT_FIT,
         M("Sinigang na Isda", "bangus, sampalok, kangkong, labanos, sa sabaw ng baboy"), diet="pescatarian")
LANGUAGE_CONTROLS = [
    V("Diri ak Pwa Wouj", "diri kole ak pwa wouj, kwit ak lwil oliv ak epis, san vyann, san bè"),
    V("Caldo Verde", "batata, couve galega, azeite, sem chouriço"),
    V("Pierogi Ruskie", "ziemniaki, tofu zamiast twarogu, cebula smażona na oleju"),
    V("Borscht", "свёкла, капуста, картофель, морковь, без сметаны, с укропом"),
    V("Mujaddara", "عدس، أرز، بصل مقلي بزيت الزيتون"),
    V("Pancit Bihon", "bihon, repolyo, karot, sabaw ng gulay, toyo, walang karne"),
    V("Mercimek Çorbası", "kırmızı mercimek, soğan, havuç, zeytinyağlı nane sosu"),
    V("Bariis iyo Digir", "bariis, digir, basbaas, lagu kariyey saliid"),
]
for item in LANGUAGE_CONTROLS:
    dish_control(C, "the community's language names only plants or rules the animal part out: %r."
                 % item["description"], item)
veg_case(C, "Control: vegetarian; a Polish cucumber soup with sour cream on vegetable broth.", FIT,
         M("Zupa Ogórkowa", "ogórki kiszone, ziemniaki, śmietana, koperek, na bulionie warzywnym",
           ["vegetarian"]))


# ====================================================================
# 165. terse-diner-report: diners' own reports (not reviews), a few
#      words each, naming the vegan-labelled dish and its animal part:
#      "had chicken bits", "milk in it", "egg wash on bun", "fish sauce
#      yes", "lard. server confirmed"; a vegetarian's bacon-grease
#      burger, a pescatarian's chorizo beans. Diners alone: `["unknown"]`.
#      Controls: the same terse voice clearing the dish.
# ====================================================================
C = start3("terse-diner-report")
TERSE_TRAPS = [
    (V("Vegan Fried Rice", "tofu, peas, carrot, scallion"), "vegan fried rice - had chicken bits", None),
    (V("Vegan Red Curry", "tofu, bamboo, basil, coconut milk"), "red curry (vegan). milk in it.", "negative"),
    (V("Vegan Smash Burger", "plant patty, pickles, onion, bun"), "egg wash on bun. vegan burger. fyi", None),
    (V("Vegan Pad Thai", "rice noodles, tofu, tamarind, peanuts"), "pad thai vegan?? fish sauce yes. asked.",
     "negative"),
    (V("Vegan Bean Tacos", "pinto beans, salsa, onion, cilantro"), "tacos: lard in beans. server confirmed",
     None),
    (V("Vegan Shoyu Ramen", "shoyu broth, noodles, bamboo"), "ramen broth = pork. NOT vegan", "negative"),
    (V("Vegan Garlic Naan Plate", "naan, chana, salad"), "naan brushed w/ ghee", None),
    (V("Vegan Veggie Dumplings", "cabbage, mushroom, glass noodle"), "dumplings had shrimp in em 😬",
     "negative"),
    (V("Vegan Margherita", "tomato, basil, vegan mozz"), "vgn pizza came w real mozz. 2x now", "negative"),
    (V("Vegan Buddha Bowl", "quinoa, greens, tahini"), "cheese on the bowl. twice.", None),
    (V("Vegan Banh Mi", "lemongrass tofu, pickles, cilantro"), "banh mi - pate on it", "negative"),
    (V("Vegan Minestrone", "beans, pasta, tomato, greens"), "soup: chx stock per kitchen", None),
    (V("Vegan Chocolate Cake", "dark chocolate, ganache"), "cake - honey drizzle on top. ask", "neutral"),
]
for i, (item, text, outcome) in enumerate(TERSE_TRAPS):
    case(C, "A diner's terse report gives the vegan-labelled dish an animal part: %r. Diners alone cannot "
            "make it not_fit, but no fit." % text, UNKNOWN, menu=plus(item), reviews=good(),
         reports=[U(text, "strict_vegan" if i % 2 == 0 else None, outcome)])
veg_case(C, "Vegetarian: a diner's terse report that the veggie burger is cooked in bacon grease.", UNKNOWN,
         M("Veggie Burger", "black bean patty, cheddar, lettuce, tomato", ["vegetarian"]),
         reports=[U("veggie burger - bacon grease on flattop per cook", "vegetarian", "negative")])
veg_case(C, "Pescatarian: a diner's terse report that the fish tacos' beans carry chorizo.", UNKNOWN,
         M("Fish Tacos", "battered cod, cabbage, lime, beans"), diet="pescatarian",
         reports=[U("fish tacos ok but chorizo in the beans", "pescatarian", "negative")])
TERSE_CONTROLS = [
    (V("Vegan Fried Rice", "tofu, peas, carrot, scallion"), "vegan fried rice 👍 asked, no egg", "positive"),
    (V("Vegan Pho", "charred onion broth, rice noodles, tofu"), "pho: veg broth. legit", "positive"),
    (V("Vegan Bean Tacos", "pinto beans, salsa, onion, cilantro"), "tacos 10/10. beans w/ oil, asked",
     "positive"),
    (V("Vegan Garlic Naan Plate", "naan, chana, salad"), "naan = oil not ghee (checked)", "positive"),
    (V("Vegan Shoyu Ramen", "shiitake broth, noodles, bamboo"), "ramen great. mushroom broth", "positive"),
    (V("Vegan Red Curry", "tofu, bamboo, basil, coconut milk"), "all vegan. confirmed w staff. yum",
     "positive"),
]
for item, text, outcome in TERSE_CONTROLS:
    case(C, "Control: a diner's terse report clears the vegan-labelled dish: %r." % text, FIT,
         menu=plus(item), reviews=good(), reports=[U(text, "strict_vegan", outcome)])
veg_case(C, "Control: vegetarian; a terse report that the veggie burger has its own pan.", FIT,
         M("Veggie Burger", "black bean patty, cheddar, lettuce, tomato", ["vegetarian"]),
         reports=[U("veggie burger good. own pan, asked", "vegetarian", "positive")])


# ====================================================================
# 166. sauce-name-default: a sauce or dressing whose name is its animal
#      recipe on a vegan-labelled dish: green goddess (anchovy, sour
#      cream), comeback sauce, Alabama white sauce, salsa tonnata, Marie
#      Rose, gribiche, yum yum sauce, fry sauce, remoulade, Duke's,
#      Russian dressing, cream gravy, sauce au poivre; a vegetarian's
#      tonnata and green goddess, a pescatarian's sawmill gravy. Controls: the plant versions named,
#      romesco and chimichurri, a vegetarian's buttermilk ranch and a
#      pescatarian's tartar.
# ====================================================================
C = start3("sauce-name-default")
SAUCE_TRAPS = [
    V("Crispy Cauliflower Plate", "fried cauliflower, herb salad, green goddess for dipping"),
    V("Fried Green Tomato Po'boy", "cornmeal-crusted green tomatoes, lettuce, pickles, comeback sauce"),
    V("Smoked Tofu Plate", "hickory tofu, pickles, white bread, Alabama white sauce"),
    V("Grilled Vegetable Platter", "zucchini, peppers, fennel, potatoes, salsa tonnata"),
    V("Roast Beet Cocktail", "beets, gem lettuce, cucumber, Marie Rose sauce"),
    V("Charred Asparagus & Potatoes", "new potatoes, asparagus, sauce gribiche"),
    V("Hibachi Vegetable Plate", "fried rice, zucchini, onions, mushrooms, yum yum sauce"),
    V("Black Bean Burger Basket", "black bean patty, lettuce, tomato, fries with fry sauce"),
    V("Sweet Potato & Okra Basket", "fried okra, sweet potato fries, remoulade"),
    V("Fried Mushroom Po'boy", "oyster mushrooms, lettuce, tomato, Crystal, and Duke's"),
    V("Veggie Hoagie", "lettuce, tomato, onion, peppers, Russian dressing"),
    V("Chicken-Fried Seitan", "mashed potatoes, green beans, cream gravy"),
    V("Portobello Steak Frites", "portobello, frites, sauce au poivre"),
]
for item in SAUCE_TRAPS:
    dish_trap(C, "A vegan-labelled dish whose sauce's name is its animal recipe: %r." % item["description"],
              item)
veg_case(C, "Vegetarian: a vegetarian-labelled grilled vegetable plate with salsa tonnata (tuna).", NOT_FIT,
         M("Grilled Vegetable Plate", "zucchini, peppers, burrata, salsa tonnata", ["vegetarian"]))
veg_case(C, "Vegetarian: a vegetarian-labelled crudités plate with classic green goddess (anchovy).", NOT_FIT,
         M("Crudités & Green Goddess", "seasonal vegetables, classic green goddess dressing, grilled bread",
           ["vegetarian"]))
veg_case(C, "Pescatarian: fried catfish under sawmill gravy (sausage drippings).", NOT_FIT,
         M("Fried Catfish Plate", "cornmeal catfish, grits, sawmill gravy"), diet="pescatarian")
SAUCE_CONTROLS = [
    V("Fried Green Tomato Po'boy", "green tomatoes, lettuce, pickles, comeback sauce made with Vegenaise"),
    V("Crispy Cauliflower Plate", "fried cauliflower, herb salad, vegan green goddess (avocado, herbs, lemon "
      "-- no anchovy, no dairy)"),
    V("Hibachi Vegetable Plate", "fried rice (no egg), zucchini, onions, yum yum sauce made with JUST Mayo"),
    V("Charred Leeks & Potatoes", "new potatoes, leeks, romesco, toasted almonds"),
    V("Portobello Steak Frites", "portobello, frites, chimichurri"),
    V("Chicken-Fried Seitan", "mashed potatoes, green beans, peppery gravy of oat milk and mushroom stock"),
]
for item in SAUCE_CONTROLS:
    dish_control(C, "the sauce is plant by its name or its stated recipe: %r." % item["description"], item)
veg_case(C, "Control: vegetarian; crudités with buttermilk ranch, which a vegetarian eats.", FIT,
         M("Crudités & Ranch", "seasonal vegetables, buttermilk ranch, grilled bread", ["vegetarian"]))
veg_case(C, "Control: pescatarian; fried catfish with tartar sauce and remoulade.", FIT,
         M("Fried Catfish Plate", "cornmeal catfish, coleslaw, tartar sauce, remoulade"), diet="pescatarian")


# Round 16, more controls, so that over-caution is measured in every new
# class about as often as the traps are.
C = "bread-dough-default"
for item in [
        V("Smoked Tofu Croissant", "smoked tofu, tomato, lettuce, on a vegan croissant laminated with plant "
          "butter"),
        V("Harvest Pot Pie", "root vegetables and white beans in a thyme gravy under a flaky crust made with "
          "vegetable shortening"),
]:
    dish_control(C, "the menu says how the vegan bread or bake is made: %r." % item["description"], item)
C = "brunch-plate"
for item in [
        V("Crispy Hash Brown Plate", "golden hash browns seasoned with onion and garlic powder, tofu scramble, "
          "ketchup"),
        V("Açaí Bowl", "açaí, banana, granola (maple-sweetened, no honey), coconut, almond butter"),
]:
    dish_control(C, "a vegan brunch plate made the plant way: %r." % item["description"], item)
C = "additive-prose"
dish_control(C, "the bagel's ingredients are named and hold no conditioner.",
             V("Everything Bagel Sandwich", "tofu scramble, tomato, spinach; our bagels are flour, water, malt, "
               "yeast and salt -- no dough conditioners"))
C = "classical-french-term"
dish_control(C, "the choux of the pommes dauphine and the aioli are plant.",
             V("Pommes Dauphine", "crisp potato puffs from an olive-oil choux (no egg, no butter), mushroom "
               "ragoût, aquafaba aioli"))
C = "halal-kosher-kitchen"
dish_control(C, "the halal cart's chickpea platter comes with a named vegan sauce.",
             V("Chana Over Rice", "chickpea curry over yellow rice, salad, tahini-garlic sauce (vegan, no mayo)"),
             name="Midtown Halal Cart")
C = "long-menu-deep-trap"
menu = grand_menu(notes=[("Weekend Brunch", "Available Sat & Sun 9-2.")],
                  extra=[V("Vegan Pancake Stack", "three oat-milk pancakes, maple", section="Weekend Brunch"),
                         V("Vegan Brunch Hash", "potatoes, tofu, peppers", section="Weekend Brunch")])
case(C, "Control: a %d-item menu whose weekend brunch section's vegan pancakes are oat milk." % len(menu), FIT,
     menu=menu, reviews=good())
C = "recommended-dish-contradicted"
signature_case("Control: the place's most recommended vegan dish is plant all through: %r."
               % "double plant patty, pickles, onion, on a potato roll toasted with plant butter", FIT,
               V("Our Bestseller: Smash Burger", "double plant patty, pickles, onion, on a potato roll toasted "
                 "with plant butter"), "smash burger")
C = "community-language-menu"
for item in [
        V("Matar Pulao", "basmati, matar, sabzi ki yakhni mein pakaya hua"),
        V("Ginisang Monggo", "monggo, malunggay, bawang, walang hipon, walang baboy"),
]:
    dish_control(C, "the community's language names only plants or rules the animal part out: %r."
                 % item["description"], item)
C = "terse-diner-report"
case(C, "Control: a diner's terse report clears the vegan burger's bun.", FIT,
     menu=plus(V("Vegan Smash Burger", "plant patty, pickles, onion, bun")), reviews=good(),
     reports=[U("vgn burger bun - no egg wash, asked. 👍", "strict_vegan", "positive")])
C = "sauce-name-default"
dish_control(C, "the Russian dressing's recipe is plant.",
             V("Veggie Hoagie", "lettuce, tomato, onion, peppers, Russian dressing (vegan mayo, ketchup, "
               "horseradish)"))


# ---------------------------------------------------------------- output

def main():
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    eids = [c["record"]["external_id"] for c in CASES]
    assert len(eids) == len(set(eids)), "duplicate external ids"
    for old in os.listdir(HERE):
        if old.endswith(".jsonl"):
            os.remove(os.path.join(HERE, old))
    by_class = {}
    for c in CASES:
        by_class.setdefault(c["class"], []).append(c)
    for cls, cases in by_class.items():
        with open(os.path.join(HERE, cls + ".jsonl"), "w", encoding="utf-8") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    fits = sum(1 for c in CASES if c["allowed"] == ["fit"])
    print("%d cases, %d classes, %d must-be-fit controls (%.0f%%)"
          % (len(CASES), len(by_class), fits, 100.0 * fits / len(CASES)))
    for cls, cases in by_class.items():
        print("  %-28s %3d  (fit controls %d)" % (cls, len(cases), sum(1 for c in cases if c["allowed"] == ["fit"])))


if __name__ == "__main__":
    main()
