//! A dish whose words send the reader elsewhere for part of it ("see
//! specials board for tonight's topping", "ask about today's garnish"):
//! what it points at is part of the dish. A board or page the menu prints
//! is followed like any pointer; one it does not print, or a part only the
//! staff can tell, cannot be read, so the dish's label is not trusted.

use dietfit_contract::MenuItem;

use super::Followed;
use crate::lexicon::words;
use crate::reference::{self, MenuReference};

/// The words every such pointer has: the cue [`crate::tokens::Cues::ELSEWHERE`].
pub(crate) const KEYS: &[&str] = &["see", "ask"];

/// Words naming where else a menu writes part of a dish.
#[rustfmt::skip]
const PLACES: &[&str] = &[
    "board", "chalkboard", "blackboard", "specials", "special", "page", "menu", "list",
    "ardoise",
];

/// Words saying the part changes, so only the staff can tell it.
#[rustfmt::skip]
const CHANGING: &[&str] = &[
    "today's", "todays", "tonight's", "tonights", "daily", "day's", "week's", "weekly",
    "seasonal", "rotating", "changing",
];

/// Where a pointer elsewhere sends the reader: `Some(Some(word))` names a
/// board or page ("see specials board": "specials"), `Some(None)` asks the
/// staff ("ask about today's topping"), `None` is no such pointer. "see"
/// is followed within four words by a place; "ask" within five by a word
/// of what changes.
fn pointed_elsewhere(description: &str) -> Option<Option<&str>> {
    let said: Vec<&str> = words(description).collect();
    for (at, word) in said.iter().enumerate() {
        if word.eq_ignore_ascii_case("see") {
            let after = &said[at + 1..said.len().min(at + 5)];
            if let Some(place) = after
                .iter()
                .position(|w| PLACES.iter().any(|p| w.eq_ignore_ascii_case(p)))
            {
                let is_place = |w: &&str| PLACES.iter().any(|p| w.eq_ignore_ascii_case(p));
                // "see specials board": a place naming a place; "see Noodles
                // page": the name before the place; else the place itself.
                let named = if after.get(place + 1).is_some_and(is_place) {
                    &after[place]
                } else {
                    after[..place]
                        .iter()
                        .rev()
                        .find(|w| {
                            !["our", "the", "a"]
                                .iter()
                                .any(|d| w.eq_ignore_ascii_case(d))
                        })
                        .unwrap_or(&after[place])
                };
                return Some(Some(named));
            }
        } else if word.eq_ignore_ascii_case("ask")
            && said[at + 1..said.len().min(at + 6)]
                .iter()
                .any(|w| CHANGING.iter().any(|c| w.eq_ignore_ascii_case(c)))
        {
            return Some(None);
        }
    }
    None
}

/// Whether `item`'s description points elsewhere for part of the dish;
/// asked only of one with a word of [`KEYS`].
pub(crate) fn points_elsewhere(item: &MenuItem) -> bool {
    item.description
        .as_deref()
        .is_some_and(|d| pointed_elsewhere(d).is_some())
}

/// What a description pointing elsewhere points at: the lines of the
/// section or the dishes named by the board it names, or nothing (`None`
/// targets) when the menu prints no such board or only the staff can say.
pub(crate) fn follow_elsewhere<'t>(
    menu: &[MenuItem],
    line: usize,
    pointing: &'t str,
) -> Option<Followed<'t>> {
    let named = pointed_elsewhere(pointing)?;
    let targets =
        named.and_then(|named| reference::resolve(menu, line, MenuReference::Named(named)));
    Some(Followed {
        targets,
        shared: Vec::new(),
        pieces: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(name: &str, description: &str, section: &str) -> MenuItem {
        MenuItem {
            name: name.to_owned(),
            description: Some(description.to_owned()),
            section: Some(section.to_owned()),
            price: None,
            labels: Vec::new(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example/".to_owned(),
        }
    }

    #[test]
    fn a_dish_sending_the_reader_elsewhere_points_there() {
        assert_eq!(
            pointed_elsewhere("lentils, leeks, see chalkboard for the glaze"),
            Some(Some("chalkboard"))
        );
        assert_eq!(
            pointed_elsewhere("roast roots; see weekend specials list for the crumb"),
            Some(Some("specials"))
        );
        assert_eq!(
            pointed_elsewhere("please ask your server about tonight's garnish"),
            Some(None)
        );
        // No place after "see", nothing that changes after "ask".
        assert_eq!(pointed_elsewhere("see-through rice paper, mint"), None);
        assert_eq!(pointed_elsewhere("ask for extra lime"), None);
        assert_eq!(pointed_elsewhere("beans, carrots, tomato"), None);
    }

    #[test]
    fn a_board_the_menu_prints_is_followed_and_one_it_does_not_is_not_trusted() {
        let pointing = "beans, carrots, see specials board for the topping";
        let menu = [
            line("Bean Stew", pointing, "Mains"),
            line(
                "Herb Crumb",
                "toasted breadcrumbs, parsley, olive oil",
                "Specials",
            ),
        ];
        let followed = follow_elsewhere(&menu, 0, pointing).expect("a pointer");
        assert_eq!(followed.targets, Some(vec![1]));
        let menu = [
            line("Bean Stew", pointing, "Mains"),
            line("Tonight", "duck-fat crumb on the stew", "Ardoise"),
        ];
        assert_eq!(
            follow_elsewhere(&menu, 0, pointing)
                .expect("a pointer")
                .targets,
            None
        );
        let asked = "beans, carrots; ask about today's topping";
        assert_eq!(
            follow_elsewhere(&menu, 0, asked)
                .expect("a pointer")
                .targets,
            None
        );
        assert_eq!(follow_elsewhere(&menu, 0, "beans, carrots, tomato"), None);
    }
}
