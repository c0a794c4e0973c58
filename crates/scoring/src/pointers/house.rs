//! Names of parts as menus print them around a list or a note: a list's
//! lead printed without a colon ("SAUCES 🥫 Pink Sauce (...)"), a house's
//! own make named in another language ("Mojo de la casa" is the house
//! mojo), and a note on a kind led by "our" ("Nos frites: ... cooked in
//! beef fat"). Each gives the parts of `parts_defined_in_lines` and
//! `quantified_parts` the name a dish says them by.

use dietfit_contract::MenuItem;

use super::{COMPONENT_HEAD_SET, COMPONENT_SECTION_SET, DefinedPart, says_how_made};
use crate::lexicon::words;
use crate::reference::stem;

/// Whether `word` alone is every part of its sort ("sauce", "salsas").
fn bare_part_word(word: &str) -> bool {
    COMPONENT_HEAD_SET.contains(stem(word))
}

/// The first entry of a list printed as a line's name may open with the
/// list's own lead and no colon after it ("SAUCES 🥫 Pink Sauce (mayo,
/// ...)"): a word naming a sort of part, set off as a heading (in capitals,
/// or followed by a sign that is no word), is no part of the entry's name,
/// or no dish would ever say the name. `parts` are those the list on `list`
/// defined; only the one named inside the first entry is looked at.
pub(crate) fn drop_list_lead(item: &MenuItem, list: &str, parts: &mut [DefinedPart<'_>]) {
    let first_entry_end = list.find(super::ENTRY_SEPARATORS).unwrap_or(list.len());
    let section: Vec<&str> = item
        .section
        .as_deref()
        .map_or(Vec::new(), |s| words(s).collect());
    for part in parts.iter_mut() {
        let Some(&first) = part.name.first() else {
            continue;
        };
        // The words are slices of `list`.
        let at = first.as_ptr() as usize - list.as_ptr() as usize;
        if at >= first_entry_end || part.name.len() < 2 {
            continue;
        }
        // A sign (an emoji) is a word to `words`, with no letter in it.
        let sign = |word: &str| !word.chars().any(char::is_alphanumeric);
        let mut lead = 0;
        for (index, word) in part.name.iter().enumerate().take(part.name.len() - 1) {
            let names_a_sort = COMPONENT_SECTION_SET.contains(stem(word))
                || bare_part_word(word)
                || section.iter().any(|s| super::same_word(s, word));
            let capitals = word.len() > 1 && !word.chars().any(char::is_lowercase);
            if sign(word) || (names_a_sort && (capitals || sign(part.name[index + 1]))) {
                lead = index + 1;
            } else {
                break;
            }
        }
        let rest = &part.name[lead..];
        if lead > 0 && !matches!(rest, [word] if bare_part_word(word)) {
            part.name.drain(..lead);
        }
    }
}

/// Whether `word` is a price printed inline ("5", "3.50", "$4", "৳120").
pub(crate) fn a_price(word: &str) -> bool {
    word.chars().any(|c| c.is_ascii_digit())
        && word
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | '$' | '€' | '£' | '৳' | '+'))
}

/// Whether `word` is written in Latin letters ("moong"), not in another
/// script ("মুগ").
fn latin(word: &str) -> bool {
    word.chars()
        .filter(|c| c.is_alphabetic())
        .all(|c| c.is_ascii() || ('\u{00C0}'..='\u{024F}').contains(&c))
}

/// The entries of a list printed on one line are named as its dishes say
/// them. `parts[before..]` are those `list` defined. A price printed in
/// the name ("papad 2") is no word of it; a name printed in two scripts
/// ("মুগ ডাল moong dal") is also the part named in Latin letters alone;
/// and a name of two or three words with no head word yet is reached by
/// the one of its end words no other entry says ("dal" of "moong dal"
/// beside "plain bhaat"; "kari ayam" beside "kari ikan" by "ayam" only),
/// a part's word first ("chutney kelapa" by "chutney"): the list's one
/// dal is the dal a plate "served with bhaat and dal" comes with.
pub(crate) fn name_entries_as_dishes_say_them<'a>(
    list: &'a str,
    parts: &mut Vec<DefinedPart<'a>>,
    before: usize,
) {
    let entries: Vec<Vec<&str>> = list
        .split(super::ENTRY_SEPARATORS)
        .map(|entry| {
            let name = entry.find(['(', '[']).map_or(entry, |open| &entry[..open]);
            let name = name.rsplit(':').next().unwrap_or("");
            words(name).collect()
        })
        .collect();
    let said_once = |word: &str| {
        entries
            .iter()
            .filter(|entry| entry.iter().any(|w| super::same_word(w, word)))
            .count()
            <= 1
    };
    let mut added = Vec::new();
    for part in parts.iter_mut().skip(before) {
        if part.description_only {
            continue;
        }
        part.name.retain(|word| !a_price(word));
        if part.name.iter().any(|w| !latin(w)) {
            let in_latin: Vec<&'a str> = part.name.iter().copied().filter(|w| latin(w)).collect();
            if !in_latin.is_empty() {
                added.push(DefinedPart::new(part.line, in_latin, part.definition));
            }
        }
    }
    parts.extend(added);
    for part in parts.iter_mut().skip(before) {
        if part.description_only
            || part.head.is_some()
            || !(2..=3).contains(&part.name.len())
            || part.name.iter().any(|w| !latin(w))
            || !part.core.is_empty()
            || part.name.iter().any(|w| {
                super::OWN_MAKE
                    .iter()
                    .any(|own| w.eq_ignore_ascii_case(own))
            })
        {
            continue;
        }
        let last = part.name.len() - 1;
        // "tomato sauce" is a make of sauce, named whole only.
        let ends: &[usize] = if bare_part_word(part.name[0]) {
            &[0]
        } else if bare_part_word(part.name[last]) {
            &[]
        } else {
            &[last, 0]
        };
        part.head = ends
            .iter()
            .copied()
            .find(|&at| said_once(part.name[at]) && part.name[at].chars().count() > 2);
    }
}

/// Words that say a part is the house's own make before its name ("house
/// mojo", "our gravy").
const HOUSE_BEFORE: &[&str] = &["house", "our"];

/// Words that say so after its name ("mojo de la casa", "sauce maison",
/// "salsa della casa", "gravy of the house"), each as the words it ends
/// the name with.
const HOUSE_AFTER: &[&[&str]] = &[
    &["de", "la", "casa"],
    &["de", "casa"],
    &["della", "casa"],
    &["de", "la", "maison"],
    &["maison"],
    &["of", "the", "house"],
];

/// A part the house makes is the one part of its name the house serves:
/// "Mojo de la casa (... la grasa del lechón)" is the mojo of "Tostones con
/// Mojo" and of "house mojo". For each part named as the house's own, the
/// same part under its plain name ("mojo") is added, unless that name is
/// a bare sort of part ("house sauce" is no make of every sauce).
pub(crate) fn add_plain_names_of_house_parts(parts: &mut Vec<DefinedPart<'_>>) {
    let mut plain = Vec::new();
    // A house product sold on a line of its own ("House Kimchi: ... fish
    // sauce") is what a description naming it whole means; its plain name
    // ("kimchi") would also reach the plant make beside it.
    for part in parts.iter().filter(|part| !part.description_only) {
        let name = part.name.as_slice();
        let without = match name {
            [first, rest @ ..] if HOUSE_BEFORE.iter().any(|h| first.eq_ignore_ascii_case(h)) => {
                Some(rest)
            }
            _ => HOUSE_AFTER.iter().find_map(|after| {
                let keep = name.len().checked_sub(after.len())?;
                name[keep..]
                    .iter()
                    .zip(after.iter())
                    .all(|(a, b)| a.eq_ignore_ascii_case(b))
                    .then_some(&name[..keep])
            }),
        };
        let Some(without) = without else {
            continue;
        };
        if without.is_empty()
            || without.len() > 3
            || matches!(without, [word] if bare_part_word(word))
        {
            continue;
        }
        // The plain name only: no bare head or house-less core of its own.
        plain.push(DefinedPart::exactly(
            part.line,
            without.to_vec(),
            part.definition,
            part.kind,
        ));
    }
    parts.extend(plain);
}

/// Words for "our" that open a note on a kind ("Our fries:", "Nos frites:",
/// "Nuestros tamales:", "Nasze pierogi:").
const POSSESSIVES: &[&str] = &[
    "our", "nos", "notre", "nuestros", "nuestras", "nuestro", "nuestra", "nasze", "nostri",
    "nostre", "unsere",
];

/// A note naming a kind as "our X" before a colon, then how they are made
/// ("Nos frites: hand-cut, twice-cooked in beef fat"): every X of the house
/// is made so, as with "all our X are ...". The lead is "our" and one to
/// three words of the kind, nothing else; what follows must say how they
/// are made.
pub(crate) fn possessive_kind_note<'a>(
    line: usize,
    text: &'a str,
    parts: &mut Vec<DefinedPart<'a>>,
) {
    let Some(first) = words(text).next() else {
        return;
    };
    if !POSSESSIVES.iter().any(|p| first.eq_ignore_ascii_case(p)) {
        return;
    }
    let Some((lead, made)) = text.split_once(':') else {
        return;
    };
    let kind: Vec<&str> = words(lead).skip(1).collect();
    if kind.is_empty()
        || kind.len() > 3
        || matches!(kind.as_slice(), [word] if bare_part_word(word))
    {
        return;
    }
    let said: Vec<&str> = words(made).collect();
    if !says_how_made(made, &said) {
        return;
    }
    parts.push(DefinedPart::exactly(line, kind, made, true));
}

/// What a line's name says after the first of these is what the line's
/// dish is made of, as scraped menus print a name and its description on
/// one line ("Sauerkraut - braised in Riesling with smoked bacon"). A
/// hyphen inside a word ("Pad See-Ew", "Stir-fry") parts nothing.
const NAME_SPLITS: &[&str] = &[" - ", " – ", " — ", ": "];

/// Words opening what follows a name that offer something beside the dish
/// ("Fries - add bacon +2"), not say what it is made of.
const OFFERS: &[&str] = &[
    "add", "adds", "extra", "extras", "optional", "choice", "choose",
];

/// A line printed with no description whose name carries its own after a
/// spaced dash or a colon ("Sauerkraut - braised low & slow with smoked
/// bacon"): the words before it, up to four and brackets set aside, are the
/// part's name, the rest its recipe. A dish whose description lists the
/// part ("brats, sauerkraut, mustard") is served that one; a dish named
/// with the word ("Cauliflower Schnitzel" beside "Schnitzel - pork") is its
/// own make of it, so only descriptions name it. A list of entries (";",
/// "·") is read entry by entry elsewhere; a name holding a diet word is a
/// key ("Vegetarian: may contain egg"), not a part.
pub(crate) fn defined_in_its_name<'a>(
    line: usize,
    name: &'a str,
    parts: &mut Vec<DefinedPart<'a>>,
) {
    let Some((at, len)) = NAME_SPLITS
        .iter()
        .filter_map(|split| name.find(split).map(|at| (at, split.len())))
        .min()
    else {
        return;
    };
    if name.contains([';', '·']) {
        return;
    }
    let before = &name[..at];
    let before = before
        .find(['(', '['])
        .map_or(before, |open| &before[..open]);
    let recipe = name[at + len..].trim();
    let part: Vec<&str> = words(before).collect();
    if !(1..=4).contains(&part.len())
        || part.iter().any(|word| {
            crate::evidence::DENIABLE_DIETS
                .iter()
                .any(|diet| word.eq_ignore_ascii_case(diet))
        })
        || words(recipe)
            .next()
            .is_none_or(|first| OFFERS.iter().any(|offer| first.eq_ignore_ascii_case(offer)))
        || recipe.starts_with('+')
    {
        return;
    }
    // A name of a few words before a dash may be read already, as a part
    // an aside of making defines.
    if parts
        .iter()
        .rev()
        .take_while(|known| known.line == line)
        .any(|known| known.name == part)
    {
        return;
    }
    // One noun is said bare by a dish served it.
    let head = (part.len() == 1).then_some(0);
    parts.push(DefinedPart {
        head,
        description_only: true,
        core: Vec::new(),
        ..DefinedPart::new(line, part, recipe)
    });
}

/// Words in an entry's bracket that take a product out of it or make it
/// of plants ("queso (sin lactosa)", "mayo (egg-free)", "(vegan)"): no
/// recipe that puts an animal product in the entry.
const NOT_A_RECIPE: &[&str] = &[
    "sin", "without", "no", "free", "vegan", "vg", "vegano", "vegana", "veganos", "veganas",
];

/// A list of parts printed as "Lead: entry, entry (how it is made), ..."
/// ("Rellenos: frijol molido (cocinado con consomé de pollo), loroco,
/// queso"): each entry a bracket follows is a part that bracket defines,
/// whatever its verb, for every dish naming it, with the entry's own words
/// ("frijol molido") or its head word bare ("frijol"). The lead is one to
/// three words; entries are told apart by commas outside brackets.
pub(crate) fn defined_in_a_list_of_entries<'a>(
    line: usize,
    text: &'a str,
    parts: &mut Vec<DefinedPart<'a>>,
) {
    let Some((lead, list)) = text.split_once(':') else {
        return;
    };
    if !(1..=3).contains(&words(lead).count()) {
        return;
    }
    let mut entries: Vec<&'a str> = Vec::new();
    let (mut depth, mut start) = (0usize, 0usize);
    for (at, byte) in list.bytes().enumerate() {
        match byte {
            b'(' => depth += 1,
            b')' => depth = depth.saturating_sub(1),
            b',' if depth == 0 => {
                entries.push(&list[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    entries.push(&list[start..]);
    if entries.len() < 2 {
        return;
    }
    for (at, entry) in entries.iter().enumerate() {
        let Some(open) = entry.find('(') else {
            continue;
        };
        let inside = &entry[open + 1..];
        let inside = inside[..inside.find(')').unwrap_or(inside.len())].trim();
        let name: Vec<&'a str> = words(&entry[..open]).collect();
        if !(1..=4).contains(&name.len())
            || inside.is_empty()
            || words(inside).any(|w| NOT_A_RECIPE.iter().any(|n| w.eq_ignore_ascii_case(n)))
        {
            continue;
        }
        push_entry(line, name, inside, parts);
        for before in entries_a_bracket_takes_in(&entries[..at], inside) {
            push_entry(line, before, inside, parts);
        }
    }
}

/// Adds the part `name` a list's bracket defines, once per line.
fn push_entry<'a>(
    line: usize,
    name: Vec<&'a str>,
    definition: &'a str,
    parts: &mut Vec<DefinedPart<'a>>,
) {
    if (1..=4).contains(&name.len())
        && !parts
            .iter()
            .rev()
            .take_while(|known| known.line == line)
            .any(|known| known.name == name)
    {
        parts.push(DefinedPart::new(line, name, definition));
    }
}

/// Words opening a list's bracket that speak of the entries before it
/// too: "gravy (both made with beef stock)" is the curry sauce's recipe as
/// well as the gravy's, "(all cooked in lard)" every entry's so far.
const BOTH: &[&str] = &["both", "ambos", "ambas", "beide", "entrambi", "entrambe"];
const ALL_BEFORE: &[&str] = &[
    "all", "each", "every", "todos", "todas", "cada", "tous", "toutes", "chacun", "chacune",
    "alle", "tutti", "tutte",
];

/// The names of the entries before a bracket that the bracket defines as
/// well (`before` are the list's entries before it): the one entry right
/// before where it says "both", every one before where it says "all" or
/// "each". A bracket of any other opening defines its own entry only.
fn entries_a_bracket_takes_in<'a>(before: &[&'a str], inside: &str) -> Vec<Vec<&'a str>> {
    let Some(first) = words(inside).next() else {
        return Vec::new();
    };
    let is = |list: &[&str]| list.iter().any(|w| first.eq_ignore_ascii_case(w));
    let taken = if is(BOTH) {
        1
    } else if is(ALL_BEFORE) {
        before.len()
    } else {
        return Vec::new();
    };
    before
        .iter()
        .rev()
        .take(taken)
        .map(|entry| {
            // An entry with a bracket of its own is named before it.
            let name = entry.find('(').map_or(*entry, |open| &entry[..open]);
            words(name).collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::{names_part, parts_defined_in_lines};
    use super::*;

    fn line(name: &str, description: Option<&str>, section: &str, labels: &[&str]) -> MenuItem {
        MenuItem {
            name: name.to_owned(),
            description: description.map(str::to_owned),
            section: Some(section.to_owned()),
            price: None,
            labels: labels.iter().map(|l| (*l).to_owned()).collect(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example/".to_owned(),
        }
    }

    fn names(parts: &[DefinedPart<'_>]) -> Vec<String> {
        parts
            .iter()
            .map(|p| p.name.join(" ").to_lowercase())
            .collect()
    }

    #[test]
    fn a_list_lead_set_off_without_a_colon_is_no_part_of_the_first_name() {
        let menu = [
            line(
                "Veg Plate",
                Some("carrots, flatbread, smoky dip"),
                "Plates",
                &["vegan"],
            ),
            line(
                "DIPS ✦ Smoky Dip (yogurt, paprika) · Herb Dip (olive oil, parsley)",
                None,
                "Dips",
                &[],
            ),
        ];
        let parts = parts_defined_in_lines(&menu);
        assert_eq!(names(&parts), ["smoky dip", "herb dip"]);
        assert!(names_part(&menu, 0, &parts[0]));
        // A name whose first word is a sort of part in plain type keeps it:
        // "Sauce Vierge" is the sauce's name, and so is "BBQ Sauce".
        let menu = [line(
            "Sauce Vierge (tomato, anchovy) · BBQ Sauce (honey, ketchup)",
            None,
            "Sauces",
            &[],
        )];
        assert_eq!(
            names(&parts_defined_in_lines(&menu)),
            ["sauce vierge", "bbq sauce"]
        );
    }

    #[test]
    fn an_entry_of_a_list_defined_by_a_bracket_is_a_part_of_every_dish_naming_it() {
        let menu = |rellenos: &'static str| {
            [
                line(
                    "Pupusa de Frijol (VG)",
                    Some("frijol molido"),
                    "Pupusas",
                    &["vegan"],
                ),
                line(
                    "Frijol con Ayote (VG)",
                    Some("frijol, ayote rallado"),
                    "Pupusas",
                    &["vegan"],
                ),
                line("Ayote (VG)", Some("ayote, loroco"), "Pupusas", &["vegan"]),
                line(rellenos, None, "Pupusas", &[]),
            ]
        };
        let menu =
            menu("Rellenos: frijol molido (cocinado con consomé de pollo), loroco, ayote, queso");
        let parts = parts_defined_in_lines(&menu);
        let frijol = parts
            .iter()
            .find(|p| p.name == ["frijol", "molido"])
            .expect("the bracketed entry is a part");
        assert_eq!(frijol.definition, "cocinado con consomé de pollo");
        // Named whole, and by its head word bare.
        assert!(names_part(&menu, 0, frijol));
        assert!(names_part(&menu, 1, frijol));
        assert!(!names_part(&menu, 2, frijol));
        // A bracket that takes a product out is no recipe.
        let menu = [line(
            "Rellenos: queso (sin lactosa), loroco, ayote",
            None,
            "Pupusas",
            &[],
        )];
        assert!(
            parts_defined_in_lines(&menu)
                .iter()
                .all(|p| p.name != ["queso"])
        );
    }

    #[test]
    fn a_house_part_is_also_the_part_by_its_plain_name() {
        let menu = [
            line(
                "Papas con Chimichurri",
                None,
                "Acompañantes",
                &["vegetarian"],
            ),
            line(
                "Vegan Chimichurri Bowl",
                Some("vegan chimichurri"),
                "Bowls",
                &["vegan"],
            ),
            line(
                "Salsas: Chimichurri de la casa (perejil, ajo, manteca de cerdo) · House sauce (anchovy, egg yolk)",
                None,
                "Salsas",
                &[],
            ),
        ];
        let mut parts = parts_defined_in_lines(&menu);
        add_plain_names_of_house_parts(&mut parts);
        // "House sauce" is no make of every sauce: no plain "sauce".
        assert_eq!(
            names(&parts),
            ["chimichurri de la casa", "house sauce", "chimichurri"]
        );
        assert!(names_part(&menu, 0, &parts[2]));
        // "vegan chimichurri" is the dish's own make.
        assert!(!names_part(&menu, 1, &parts[2]));
        // A house product sold on its own line is named whole only: its
        // plain name is no part of the plant make beside it.
        let menu = [
            line(
                "House Kimchi",
                Some("napa cabbage kimchi fermented with fish sauce and salted shrimp"),
                "Starters",
                &[],
            ),
            line(
                "Vegan Kimchi",
                Some("napa cabbage kimchi fermented without fish sauce"),
                "Starters",
                &["vegan"],
            ),
        ];
        let mut parts = parts_defined_in_lines(&menu);
        let house_lines = parts.len();
        add_plain_names_of_house_parts(&mut parts);
        assert_eq!(parts.len(), house_lines, "{:?}", names(&parts));
        assert!(!parts.iter().any(|part| names_part(&menu, 1, part)));
    }

    #[test]
    fn a_note_on_our_kind_before_a_colon_says_how_every_one_is_made() {
        let mut parts = Vec::new();
        possessive_kind_note(
            3,
            "Notre purée: passed twice, finished with brown butter.",
            &mut parts,
        );
        assert_eq!(names(&parts), ["purée"]);
        assert!(parts[0].kind);
        let menu = [line("Purée (VG)", None, "Garnitures", &["vegan"])];
        assert!(names_part(&menu, 0, &parts[0]));
        // A note on "our" that says nothing of how a kind is made, or
        // that names no kind before its colon, defines nothing.
        let mut parts = Vec::new();
        possessive_kind_note(0, "Our potatoes: hand-cut every morning", &mut parts);
        possessive_kind_note(0, "Our story began in 1982: cooked with love", &mut parts);
        possessive_kind_note(0, "Fries: fried in tallow", &mut parts);
        assert!(parts.is_empty());
    }

    #[test]
    fn a_name_carrying_its_description_after_a_dash_names_its_part_before_it() {
        let menu = [
            line(
                "Vegan Brat Plate (VG)",
                Some("two plant-based brats, sauerkraut, mustard, pretzel roll"),
                "Mains",
                &["vegan"],
            ),
            line(
                "Cauliflower Schnitzel (V)",
                Some("breaded cauliflower, lemon"),
                "Mains",
                &["vegetarian"],
            ),
            line(
                "Sauerkraut - braised low & slow in Riesling with smoked bacon",
                None,
                "Sides",
                &[],
            ),
            line("Schnitzel: pork cutlet, breaded", None, "Mains", &[]),
            line(
                "Pad See-Ew – wide noodles, egg, chicken",
                None,
                "Noodles",
                &[],
            ),
        ];
        let parts = parts_defined_in_lines(&menu);
        assert_eq!(names(&parts), ["sauerkraut", "schnitzel", "pad see ew"]);
        assert_eq!(
            parts[0].definition,
            "braised low & slow in Riesling with smoked bacon"
        );
        // A dish listing the part is served it; a dish named with the word,
        // or saying it after a word of its own, is its own make of it.
        assert!(names_part(&menu, 0, &parts[0]));
        assert!(!names_part(&menu, 1, &parts[1]));
        let own_make = [
            line(
                "Garden Plate (V)",
                Some("a schnitzel of breaded celeriac, beet sauerkraut"),
                "Mains",
                &["vegetarian"],
            ),
            menu[2].clone(),
            menu[3].clone(),
        ];
        let parts = parts_defined_in_lines(&own_make);
        assert_eq!(names(&parts), ["sauerkraut", "schnitzel"]);
        assert!(!parts.iter().any(|part| names_part(&own_make, 0, part)));
        // A hyphen inside a word parts nothing; an offer, a key or a list
        // is no part's recipe; nor is a name with its description under it.
        let unread = [
            line("Pad See-Ew", None, "Noodles", &[]),
            line("Bún bò Huế", None, "Soups", &[]),
            line("Stir-fry with pork", None, "Wok", &[]),
            line("Fries - add bacon +2", None, "Sides", &[]),
            line("Vegetarian: may contain egg and dairy", None, "Notes", &[]),
            line(
                "Sauerkraut - braised",
                Some("with smoked bacon"),
                "Sides",
                &[],
            ),
        ];
        assert!(parts_defined_in_lines(&unread).is_empty());
    }

    #[test]
    fn a_side_whose_name_says_it_is_made_with_meat_contradicts_a_plate_listing_it() {
        let plate = (
            "Hauptgerichte",
            "Vegan Brat Plate $18",
            "two plant-based brats, sauerkraut, mustard, pretzel roll",
            &["vegan"][..],
        );
        let side = |name| ("Beilagen", name, "", &[][..]);
        assert!(crate::evidence::labelled_dish_conflicts(&[
            plate,
            side("Sauerkraut - braised low & slow in Riesling with smoked bacon and juniper $6"),
        ]));
        for honest in [
            // The same side made of plants only.
            "Sauerkraut - braised low & slow in Riesling with juniper and caraway $6",
            // Bacon on another side, which the plate does not list.
            "Red Cabbage - braised with smoked bacon and apple $6",
            // A hyphen inside a word, naming the plate's side in passing.
            "Bacon-wrapped Sauerkraut Balls $6",
        ] {
            assert!(
                !crate::evidence::labelled_dish_conflicts(&[plate, side(honest)]),
                "{honest}"
            );
        }
    }

    #[test]
    fn an_entry_of_a_list_printed_on_one_line_is_the_part_its_head_word_names() {
        let bengali = [
            (
                "নিরামিষ Niramish",
                "লাবড়া Labra (V) $10",
                "mixed vegetables, panch phoron; served with bhaat and dal",
                &["vegetarian"][..],
            ),
            ("", "", "", &[][..]),
        ];
        let sides = |line: &'static str| {
            let mut menu = bengali;
            menu[1] = ("Sides", line, "", &[][..]);
            crate::evidence::labelled_dish_conflicts(&menu)
        };
        // The list's one dal, printed in two scripts with prices inline.
        assert!(sides(
            "Sides: ভাত plain bhaat 3 · মুগ ডাল moong dal (cooked with ilish head, the way Ma makes it) 5 · papad 2"
        ));
        for sep in [" | ", " • "] {
            assert!(sides(Box::leak(
                format!("Sides: plain bhaat 3{sep}moong dal (cooked with fish head) 5{sep}papad 2")
                    .into_boxed_str()
            )));
        }
        // The same dal made of plants, and fish in a side the plate is not
        // served.
        assert!(!sides(
            "Sides: ভাত plain bhaat 3 · মুগ ডাল moong dal (cooked with ghee-free tadka, vegetable oil) 5 · papad 2"
        ));
        assert!(!sides(
            "Sides: plain bhaat 3 · moong dal (tomato, cumin) 5 · macher jhol (rohu, potato) 9"
        ));
        // Two dals: which one the plate's dal is cannot be read from the
        // head word.
        let menu = [
            line(
                "Labra (V)",
                Some("served with bhaat and dal"),
                "Niramish",
                &["vegetarian"],
            ),
            line(
                "Sides: moong dal (fish head) 5 · masoor dal (tomato) 4",
                None,
                "Sides",
                &[],
            ),
        ];
        let parts = parts_defined_in_lines(&menu);
        assert_eq!(names(&parts), ["moong dal", "masoor dal"]);
        assert!(!parts.iter().any(|part| names_part(&menu, 0, part)));

        let mamak = |sauces: &'static str, sambal_dish: &'static str| {
            crate::evidence::labelled_dishes_in_conflict(&[
                ("Roti", "Thosai (V) $3", sambal_dish, &["vegetarian"][..]),
                ("Lauk", sauces, "", &[][..]),
            ])
        };
        // A bare list of ingredients in the sambal's bracket, the sambal
        // said bare by the dish.
        assert_eq!(
            mamak(
                "Kuah & sambal: dal · kari ayam · kari ikan · sambal (belacan, ikan bilis) · chutney kelapa",
                "with chutney and sambal"
            ),
            [true]
        );
        // A sambal without the shrimp paste, and a list whose animal
        // entries the dish does not name.
        assert_eq!(
            mamak(
                "Kuah & sambal: dal · sambal (chili, shallot, tamarind - no belacan) · chutney kelapa",
                "with chutney and sambal"
            ),
            [false]
        );
        assert_eq!(
            mamak(
                "Kuah & sambal: dal · kari ayam · sambal (chili, shallot, tamarind) · chutney kelapa",
                "with sambal"
            ),
            [false]
        );
        // Another make of the sambal, named with a word of its own.
        assert_eq!(
            mamak(
                "Kuah & sambal: dal · sambal (belacan, ikan bilis) · chutney kelapa",
                "with tomato sambal"
            ),
            [false]
        );
    }
}
