//! The menu's own key, and the menu lines that are not dishes.
//!
//! Menus mark dishes and explain the marks elsewhere: a legend ("V =
//! Vegetarian", "(D) contains dairy", "Allergene: A Gluten, C Eier, G
//! Milch"), a footnote ("*tortillas are heated on the flat top with lard").
//! Scrapers hand both over as declarations, headings or menu lines of their
//! own. Here the key is read once per record:
//!
//! * a **footnote** is a text that starts with a mark (`*`, `**`, `†`, `‡`,
//!   `§`, `¹`, `(*)` …). It applies to every dish carrying its mark, and
//!   what it names is read as part of those dishes ("Vegan Tacos*" with
//!   that footnote has lard: a label conflict). A footnote no dish carries
//!   is the restaurant's statement about its menu, read as a declaration;
//! * a **legend** lists codes with what they mean ("SF = shellfish · E =
//!   egg", "(G) contains gluten  (D) contains dairy"). A code that names an
//!   animal product applies it to every dish carrying the code, in a group
//!   ("Pad Thai (SF)(E)", "Schnitzel (A,C,G)", "lasagne (1, 3, 7)") or as a
//!   label. A code no dish carries, in a text that is only a legend, is a
//!   key and says nothing about the food; in a text that says more, what it
//!   names stays a statement (what is not read with certainty is not
//!   trusted);
//! * a **statement** scraped as a menu line ("Ask about our vegan curries!
//!   (we finish them with ghee unless you tell us not to)", "Please inform
//!   your server of any allergies") speaks to the diner: it is read as a
//!   declaration, not counted as a dish.
//!
//! A legend only ever adds animal products to dishes: it never makes a
//! dish vegan (the printed labels do that, read in `evidence`), except
//! that a legend defining `v` as vegan is how the menu's `v` labels are read.

use std::borrow::Cow;

use dietfit_contract::{IngestRecord, MenuItem};

use crate::evidence::trim;
use crate::lexicon::{
    AGAIN, ANIMAL, COOKED_WITH_WORDS, DIET_WORDS, KEY_DEFINING_VERBS, Scratch, is_one_of,
    read_text, words,
};
use crate::ocr;
use crate::signals::{Signal as S, SignalSet};

/// What a menu line is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum MenuLine {
    Dish,
    /// A footnote: it starts with a mark.
    Note,
    /// Only a legend ("GF = gluten free · VG = vegan").
    Legend,
    /// A sentence to the diner.
    Statement,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum KeyKind {
    Mark,
    Code,
}

/// One entry of the menu's key.
#[derive(Debug, Clone)]
pub(crate) struct Entry {
    kind: KeyKind,
    key: String,
    /// The entry as printed: quoted in the excerpt of a dish it applies to.
    pub(crate) printed: String,
    /// The animal products it names.
    pub(crate) animal: SignalSet,
    /// The diet it stands for ("VG = vegetarian", "V+ = vegan"): a
    /// vegetarian label, or a vegan one (which is vegetarian too).
    diet: SignalSet,
    /// Some dish carries its mark or code.
    carried: bool,
    /// The dishes a key line assigns the code to by name ("Lentil Dal 7,
    /// Chickpea Curry 3. Allergens: 3 egg, 7 milk"), lower-cased: each
    /// carries it, though its own name prints no code.
    dishes: Vec<String>,
}

/// The menu's key: what its marks and codes mean.
#[derive(Debug, Default)]
pub(crate) struct MenuKey {
    /// The legend says a `v` mark means vegan.
    pub(crate) v_means_vegan: bool,
    /// The animal products the restaurant's own definition of its "vegan"
    /// allows ("Vegan diet order: no meat, poultry or fish. Dairy and eggs
    /// permitted"): under it, a vegan label does not mean vegan.
    pub(crate) vegan_allows: SignalSet,
    entries: Vec<Entry>,
    /// Which of the first 64 menu lines are not dishes, by position: each
    /// line is told apart once.
    not_dishes: u64,
    /// Which of the first 64 declarations OCR repair leaves as printed:
    /// the statement reader need not repair them again.
    declarations_as_printed: u64,
    /// The dish names and codes a key line pairs ("Lentil Dal [D]"),
    /// lower-cased name first.
    assigned: Vec<(String, String)>,
    /// Those of the paired names that name a dish of the menu.
    named_dishes: Vec<String>,
}

impl MenuKey {
    /// Reads the key of `record`: its declarations, section headings and
    /// menu lines that are not dishes.
    pub(crate) fn read(record: &IngestRecord, scratch: &mut Scratch) -> MenuKey {
        let mut key = MenuKey {
            v_means_vegan: legend_says_v_is_vegan(record),
            vegan_allows: SignalSet::EMPTY,
            entries: Vec::new(),
            not_dishes: 0,
            declarations_as_printed: 0,
            assigned: Vec::new(),
            named_dishes: Vec::new(),
        };
        for (index, declaration) in record.declarations.iter().enumerate() {
            key.vegan_allows = key
                .vegan_allows
                .union(vegan_defined_to_allow(&declaration.text, scratch));
            let as_printed = key.collect(&declaration.text, &record.menu, scratch);
            if as_printed && index < 64 {
                key.declarations_as_printed |= 1 << index;
            }
        }
        let mut last_section = None;
        for (index, item) in record.menu.iter().enumerate() {
            if let Some(section) = item.section.as_deref()
                && last_section != Some(section)
            {
                last_section = Some(section);
                key.collect(section, &record.menu, scratch);
            }
            if let Some(footnote) = footnote_under_a_heading(item) {
                // "Footnotes" over "† Our bun is brushed with butter.":
                // the mark starts the description, the name only heads it.
                key.collect(footnote, &record.menu, scratch);
            }
            // "Diet Orders" over "Vegan diet order: ... Dairy and eggs
            // permitted": a line that defines the menu's vegan, whatever
            // its name says it is.
            // ("Vegan diet" over "no meat or fish; dairy and eggs allowed":
            // the name heads the definition its description gives.)
            let defined = match item.description.as_deref() {
                Some(description) => vegan_defined_to_allow(description, scratch),
                None => SignalSet::EMPTY,
            }
            .union(vegan_named_to_allow(item, scratch));
            key.vegan_allows = key.vegan_allows.union(defined);
            if menu_line(item) != MenuLine::Dish {
                if index < 64 {
                    key.not_dishes |= 1 << index;
                }
                key.collect(&line_text(item), &record.menu, scratch);
            }
        }
        if key.entries.is_empty() {
            return key;
        }
        key.assign_named_dishes(&record.menu);
        for (index, item) in record.menu.iter().enumerate() {
            if key.line(index, item) == MenuLine::Dish {
                for entry in &mut key.entries {
                    entry.carried |= carries(item, entry);
                }
            }
        }
        key
    }

    /// Gives every entry naming an animal product the dishes a key line
    /// pairs with its code: only a product is added so, never a diet.
    fn assign_named_dishes(&mut self, menu: &[MenuItem]) {
        for (name, code) in &self.assigned {
            if !self.named_dishes.contains(name)
                && menu.iter().any(|item| names_the_dish(name, &item.name))
            {
                self.named_dishes.push(name.clone());
            }
            for entry in &mut self.entries {
                if entry.kind == KeyKind::Code
                    && !entry.animal.is_empty()
                    && same_key(entry.kind, &entry.key, code)
                {
                    entry.dishes.push(name.clone());
                }
            }
        }
    }

    /// What the menu line at `index` of the record is.
    pub(crate) fn line(&self, index: usize, item: &MenuItem) -> MenuLine {
        if index < 64 && self.not_dishes & (1 << index) == 0 {
            MenuLine::Dish
        } else {
            menu_line(item)
        }
    }

    /// Whether OCR repair left the declaration at `index` as printed.
    pub(crate) fn declaration_as_printed(&self, index: usize) -> bool {
        index < 64 && self.declarations_as_printed & (1 << index) != 0
    }

    /// A code the line defines as a diet ("VG = vegetarian", "(VG)
    /// denotes vegetarian"): a key entry naming no animal product.
    fn code_defined_as_a_diet(&mut self, code: &str, definition: &str, text: &str) {
        self.entries.push(Entry {
            kind: KeyKind::Code,
            key: code.to_owned(),
            printed: text.trim().to_owned(),
            animal: SignalSet::EMPTY,
            diet: diet_defined(definition),
            carried: false,
            dishes: Vec::new(),
        });
    }

    /// Reads the key entries of `text`; whether OCR repair left it as
    /// printed.
    fn collect(&mut self, text: &str, menu: &[MenuItem], scratch: &mut Scratch) -> bool {
        let repaired = ocr::repair(text);
        let as_printed = matches!(repaired.text, Cow::Borrowed(_));
        let text = repaired.as_str();
        if let Some((mark, body)) = leading_mark(text) {
            self.footnote(KeyKind::Mark, mark, text, body, menu, scratch);
            return as_printed;
        }
        let legend = parse_legend(text);
        if legend.entries.is_empty()
            && let Some((code, body)) = leading_code(text)
        {
            // "(a) noodles are fresh egg noodles": one footnote, keyed by
            // a bracketed code.
            self.footnote(KeyKind::Code, code, text, body, menu, scratch);
            return as_printed;
        }
        if legend.entries.is_empty()
            && let Some((code, definition)) = code_said_to_suit(text)
        {
            self.code_defined_as_a_diet(code, definition, text);
            return as_printed;
        }
        if legend.entries.is_empty() {
            let defined = codes_defined_in_a_line(text);
            if !defined.is_empty() {
                for (code, definition) in defined {
                    self.code_defined_as_a_diet(code, definition, text);
                }
                return as_printed;
            }
        }
        for entry in &legend.entries {
            let (start, end) = entry.definition;
            let definition = text.get(start..end).unwrap_or("");
            let animal = animal_in(definition, entry.kind == KeyKind::Code, scratch);
            self.entries.push(Entry {
                kind: entry.kind,
                key: entry.key.to_owned(),
                printed: text.get(entry.start..end).unwrap_or("").trim().to_owned(),
                animal,
                diet: diet_defined(definition),
                carried: false,
                dishes: Vec::new(),
            });
        }
        // "Chickpea Curry 7, Lentil Dal 7. Allergens: 3 egg, 7 milk": the
        // key line that holds a legend may pair dishes with its codes.
        if let (Some(first), Some(last)) = (legend.entries.first(), legend.entries.last()) {
            let outside = [
                text.get(..first.start).unwrap_or(""),
                text.get(last.definition.1..).unwrap_or(""),
            ];
            for part in outside {
                self.assigned.extend(
                    dishes_with_codes(part)
                        .into_iter()
                        .map(|(name, code)| (name.to_lowercase(), code.to_owned())),
                );
            }
        }
        as_printed
    }

    /// A footnote: `text` whose words from `body` on explain `key`.
    fn footnote(
        &mut self,
        kind: KeyKind,
        key: &str,
        text: &str,
        body: usize,
        menu: &[MenuItem],
        scratch: &mut Scratch,
    ) {
        let mut entry = Entry {
            kind,
            key: key.to_owned(),
            printed: text.trim().to_owned(),
            animal: SignalSet::EMPTY,
            diet: SignalSet::EMPTY,
            carried: false,
            dishes: Vec::new(),
        };
        // "(V) = no meat, no egg. The non-veg counter has its own
        // kitchen.", "(I) Ital: no meat, no dairy. Irish Moss contains
        // condensed milk.": what a later sentence sets apart, or says of
        // an unmarked dish it names, is not the marked dishes'.
        let said = crate::evidence::without_the_meat_side_kept_apart(
            text.get(body..).unwrap_or(""),
            scratch,
            |on| said_of_an_unmarked_dish(on, menu, &entry),
        );
        entry.animal = animal_in(&said, false, scratch);
        self.entries.push(entry);
    }

    /// A key line's `text`, read as the restaurant's statement, without
    /// its later sentences said of one unmarked dish of `menu`
    /// ([`said_of_an_unmarked_dish`]): "(I) Ital: no meat, no dairy. Irish
    /// Moss contains condensed milk." speaks of the Irish Moss, not of the
    /// dishes marked (I). A line no dish's mark or code opens is whole.
    pub(crate) fn without_what_is_said_of_unmarked_dishes<'t>(
        &self,
        text: &'t str,
        menu: &[MenuItem],
    ) -> Cow<'t, str> {
        let Some(entry) = self.opening_entry(text) else {
            return Cow::Borrowed(text);
        };
        crate::evidence::without_later_sentences(text, |_, on| {
            said_of_an_unmarked_dish(on, menu, entry)
        })
    }

    /// The carried entry whose mark or code opens `text`.
    fn opening_entry(&self, text: &str) -> Option<&Entry> {
        let text = text.trim();
        let (kind, key) = match leading_mark(text) {
            Some((mark, _)) => (KeyKind::Mark, mark),
            None => (KeyKind::Code, leading_code(text)?.0),
        };
        self.entries
            .iter()
            .find(|entry| entry.carried && entry.kind == kind && same_key(kind, &entry.key, key))
    }

    /// The entries that apply to `item`, a dish, with their indices.
    pub(crate) fn applying<'k>(
        &'k self,
        item: &'k MenuItem,
    ) -> impl Iterator<Item = (usize, &'k Entry)> {
        self.entries
            .iter()
            .enumerate()
            .filter(move |(_, entry)| entry.carried && carries(item, entry))
    }

    pub(crate) fn entry(&self, index: usize) -> Option<&Entry> {
        self.entries.get(index)
    }

    /// Whether `item`, a footnote line, is carried by a dish: its words are
    /// then read as part of those dishes.
    pub(crate) fn note_applies(&self, item: &MenuItem) -> bool {
        leading_mark(item.name.trim()).is_some_and(|(mark, _)| self.carried(KeyKind::Mark, mark))
    }

    /// Whether `item` is a footnote a dish carries, its mark in its name
    /// or at the start of its description: read with that dish.
    pub(crate) fn note_carried(&self, item: &MenuItem) -> bool {
        self.note_applies(item)
            || leading_mark(line_text(item).trim())
                .is_some_and(|(mark, _)| self.carried(KeyKind::Mark, mark))
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The diet the key defines for a printed label that is one of its
    /// codes ("VG" under "VG = vegetarian · V+ = vegan"): the menu's own
    /// meaning, not the label's usual one.
    pub(crate) fn diet_of_label(&self, label: &str) -> Option<SignalSet> {
        // Most menus print no key: no label is worked into a code then.
        if self.entries.is_empty() {
            return None;
        }
        let label = key_of(label.trim());
        self.entries
            .iter()
            .find(|entry| !entry.diet.is_empty() && same_key(entry.kind, &entry.key, label))
            .map(|entry| entry.diet)
    }

    /// The diets of the key's codes and marks `item` carries, in its name,
    /// description or labels ("Elote Bowl (V, GF)" under "(V) vegetarian").
    pub(crate) fn diet_marked(&self, item: &MenuItem) -> SignalSet {
        self.entries
            .iter()
            .filter(|entry| !entry.diet.is_empty() && carries(item, entry))
            .fold(SignalSet::EMPTY, |all, entry| all.union(entry.diet))
    }

    /// The animal products of single-letter allergen codes a dish prints
    /// in a row of bracketed codes that the menu's key does not define
    /// ("penne (D)(N)(G)", "tofu (E)(S)"): with no key, "(D)" is most
    /// often dairy and "(E)" egg, so they are a mention of the product the
    /// menu does not settle, never read as nothing.
    pub(crate) fn keyless_animal_codes(&self, item: &MenuItem) -> SignalSet {
        let texts = [Some(item.name.as_str()), item.description.as_deref()];
        let mut animal = SignalSet::EMPTY;
        for text in texts.into_iter().flatten() {
            // Every bracketed code closes: most texts have no ')' at all.
            if !crate::swar::holds_byte(text.as_bytes(), b')') {
                continue;
            }
            for code in bracketed_code_run(text) {
                let product = match code {
                    "D" => S::Dairy,
                    "E" => S::Egg,
                    _ => continue,
                };
                let keyed = self.entries.iter().any(|entry| {
                    entry.kind == KeyKind::Code && same_key(entry.kind, &entry.key, code)
                });
                if !keyed {
                    animal.insert(product);
                }
            }
        }
        animal
    }

    /// Every animal product the key's entries define.
    pub(crate) fn defined_animal(&self) -> SignalSet {
        self.entries
            .iter()
            .fold(SignalSet::EMPTY, |all, entry| all.union(entry.animal))
    }

    /// The first sentence of `text` when it opens with a bracketed code a
    /// dish carries ("(V) saiva = pure vegetarian: no meat, no egg. ..."):
    /// what that sentence claims is what the code means.
    pub(crate) fn code_defined_first(&self, text: &str) -> Option<(usize, usize)> {
        if self.entries.is_empty() {
            return None;
        }
        let (code, body) = leading_code(text)?;
        if !self.carried(KeyKind::Code, code) {
            return None;
        }
        // The sentence ends at a full stop before a space ("no egg. Our
        // ...") or where a parting starts the next ("Vegan · Our ...").
        let rest = text.get(body..).unwrap_or("");
        let end = rest
            .char_indices()
            .find_map(|(at, c)| {
                if c == '.' && rest[at + 1..].starts_with(' ') {
                    Some(at + 1)
                } else {
                    parts_sentences(rest, at, c).then_some(at)
                }
            })
            .map_or(text.len(), |at| body + at);
        Some((0, end))
    }

    /// Whether `text` opens with a bracketed code of the key ("(V) ...")
    /// that dishes of `menu` carry, every one of them labelled vegetarian
    /// or vegan: what the text says of the code is said of a diet's dishes.
    pub(crate) fn opens_with_a_code_of_labelled_dishes(
        &self,
        text: &str,
        menu: &[MenuItem],
    ) -> bool {
        let Some((code, _)) = leading_code(text) else {
            return false;
        };
        let Some(entry) = self.entries.iter().find(|entry| {
            entry.kind == KeyKind::Code && entry.carried && same_key(entry.kind, &entry.key, code)
        }) else {
            return false;
        };
        let labelled = |item: &MenuItem| {
            item.labels.iter().any(|label| {
                ["vegetarian", "vegan"]
                    .iter()
                    .any(|diet| label.trim().eq_ignore_ascii_case(diet))
            })
        };
        let mut carrying = menu
            .iter()
            .enumerate()
            .filter(|&(index, item)| {
                self.line(index, item) == MenuLine::Dish && carries(item, entry)
            })
            .peekable();
        carrying.peek().is_some() && carrying.all(|(_, item)| labelled(item))
    }

    /// Whether `key` of `kind` is carried by a dish.
    fn carried(&self, kind: KeyKind, key: &str) -> bool {
        self.entries
            .iter()
            .any(|entry| entry.kind == kind && entry.carried && same_key(kind, &entry.key, key))
    }

    /// The byte ranges of `text` (a statement, as it will be read) whose
    /// words the key settles: a footnote or legend entry a dish carries
    /// (what it names is read as part of that dish), and a code of a text
    /// that is only a legend (a key, not a statement about the food). A
    /// mention inside them is not the statement's to place.
    pub(crate) fn settled_spans(&self, text: &str) -> Vec<(usize, usize)> {
        let mut spans = Vec::new();
        if self.entries.is_empty() {
            return spans;
        }
        if let Some((mark, _)) = leading_mark(text) {
            if self.carried(KeyKind::Mark, mark) {
                spans.push((0, text.len()));
            }
            return spans;
        }
        let legend = parse_legend(text);
        let the_menus_key = self.keys(&legend, text);
        for entry in &legend.entries {
            let settled = self.carried(entry.kind, entry.key)
                || (the_menus_key && entry.kind == KeyKind::Code);
            if settled {
                spans.push((entry.start, entry.definition.1));
            }
        }
        // "Pimientos 6, Bravas 1. Alérgenos: ...": the list pairing the
        // menu's dishes with the key's codes says which dish carries
        // which, read so. A name no dish bears is the restaurant's words.
        if let (Some(first), Some(last)) = (legend.entries.first(), legend.entries.last()) {
            for (start, end) in [(0, first.start), (last.definition.1, text.len())] {
                let (pairs, only_pairs) = dish_code_list(text.get(start..end).unwrap_or(""));
                let all_dishes = pairs.iter().all(|(name, _)| {
                    let name = name.to_lowercase();
                    self.named_dishes.contains(&name)
                });
                if only_pairs && all_dishes {
                    spans.push((start, end));
                }
            }
        }
        spans
    }
}

impl MenuKey {
    /// Whether `text`, a statement, is only a legend and this menu's key
    /// ("Key: V vegetarian · PV pesco-veg" over dishes marked "(PV)"): its
    /// diet entries say what the marks mean, so the dishes carrying them
    /// claim the diet, not the key.
    pub(crate) fn is_the_menus_key(&self, text: &str) -> bool {
        !self.entries.is_empty()
            && leading_mark(text).is_none()
            && self.keys(&parse_legend(text), text)
    }

    /// A legend is this menu's key when a dish carries one of its codes:
    /// then a code no dish carries says nothing about the food. A legend
    /// none of whose codes is on the menu may be prose that only looks like
    /// one ("PS: ... NB: ..."): what it names stays. One headed as a key
    /// ("Allergen key: A gluten · C eggs") is one, whether or not a dish
    /// carries its codes.
    fn keys(&self, legend: &Legend<'_>, text: &str) -> bool {
        let headed_as_a_key = text.split_once(':').is_some_and(|(head, _)| {
            KEY_NAMES
                .iter()
                .any(|key| key.eq_ignore_ascii_case(head.trim()))
        });
        legend.whole
            && (headed_as_a_key
                || legend
                    .entries
                    .iter()
                    .any(|entry| self.carried(entry.kind, entry.key)))
    }
}

/// The text of a menu line as one statement: its name, and its description
/// after a colon when it has one. A name that is only the key its
/// description starts with ("⁂" over "⁂ = finished with butter") is said
/// once.
pub(crate) fn line_text(item: &MenuItem) -> Cow<'_, str> {
    if let Some(description) = keyed_description(item) {
        return Cow::Borrowed(description);
    }
    match item.description.as_deref().map(trim) {
        Some(description) if !description.is_empty() => {
            Cow::Owned(format!("{}: {description}", trim(&item.name)))
        }
        _ => Cow::Borrowed(&item.name),
    }
}

/// What a menu line is. A line with a printed label is a dish, whatever it
/// says.
pub(crate) fn menu_line(item: &MenuItem) -> MenuLine {
    if !item.labels.is_empty() {
        return MenuLine::Dish;
    }
    // A footnote printed with its mark as the line's name ("⁂" over "⁂ =
    // finished with butter", "(a)" over "(a) egg noodles") is read whole.
    if keyed_description(item).is_some() {
        return MenuLine::Note;
    }
    // "Allergen key" over "A gluten · B crustaceans · C eggs": the key
    // is in the description.
    // "** kitchen note **", "[NOTE]": the emphasis is not the name.
    let name = trim(&item.name)
        .trim_matches(['*', '#', '!', '[', ']', ' '])
        .trim_end_matches(':');
    if KEY_NAMES.iter().any(|key| key.eq_ignore_ascii_case(name))
        && item
            .description
            .as_deref()
            .is_some_and(|description| !parse_legend(description).entries.is_empty())
    {
        return MenuLine::Legend;
    }
    // "Please note" over "Nos. 10 - 12 are finished with butter": a note
    // to the diner printed as a line.
    if NOTE_NAMES
        .iter()
        .any(|note| note.eq_ignore_ascii_case(name))
        && item
            .description
            .as_deref()
            .is_some_and(|d| !trim(d).is_empty())
    {
        return MenuLine::Statement;
    }
    if speaks_of_the_meat_free_ones_too(&item.name)
        || item
            .description
            .as_deref()
            .is_some_and(speaks_of_the_meat_free_ones_too)
    {
        return MenuLine::Statement;
    }
    line_kind(trim(&item.name))
}

/// Whether a line says the menu's meat-free dishes are among those it
/// speaks of ("our stuffing - vegan one included - is baked with the
/// drippings", "every curry, including the vegan ones", "every plate comes
/// with shito, the vegan bowl too", "... even the vegan one"): a
/// statement over dishes, whatever the line's name, not one dish's make,
/// nor a dish offered in a vegan version.
fn speaks_of_the_meat_free_ones_too(text: &str) -> bool {
    const ONES: &[&str] = &["vegan one", "vegetarian one", "veggie one"];
    // "the vegan bowl too", "la vegana también".
    const ARTICLES: &[&str] = &["the", "el", "la", "los", "las"];
    // "the vegan bowl included", "la vegana incluida": said after it, as
    // the words of [`AGAIN`] are.
    const INCLUDED: &[&str] = &["included", "incluido", "incluida"];
    // "even the vegan one", "including the vegan bowl".
    const EVEN: &[&str] = &["even", "including", "incluso", "incluidos", "incluidas"];
    // Most lines name no diet: told by "veg" before any word is read.
    if !crate::swar::holds_veg(text.as_bytes()) {
        return false;
    }
    let lower = text.to_lowercase();
    if ONES.iter().any(|ones| lower.contains(ones)) {
        return true;
    }
    let said: Vec<&str> = words(&lower).collect();
    said.iter().enumerate().any(|(at, word)| {
        if !DIET_WORDS.contains(word) || at == 0 {
            return false;
        }
        let article = said[at - 1];
        if !ARTICLES.contains(&article) {
            return false;
        }
        let evened = at >= 2 && EVEN.contains(&said[at - 2]);
        // The diet word and at most one noun after it, then "too", "as
        // well" or "also".
        let again = said[at + 1..]
            .iter()
            .take(3)
            .enumerate()
            .any(|(gap, next)| {
                gap <= 1
                    && (AGAIN.contains(next)
                        || INCLUDED.contains(next)
                        || (*next == "as" && said.get(at + 2 + gap) == Some(&"well")))
            });
        evened || again
    })
}

/// Names a menu line gives a note to the diner.
const NOTE_NAMES: &[&str] = &[
    "please note",
    "note",
    "notes",
    "nb",
    "n.b.",
    "important",
    "fyi",
    "kitchen note",
    "allergy note",
    "allergy notice",
    "a note",
    "heads up",
    "good to know",
];

/// The description of a line whose name is only the short key the
/// description starts with.
fn keyed_description(item: &MenuItem) -> Option<&str> {
    let name = trim(&item.name);
    // A key opens with a bracket or a mark, none of them an ASCII letter
    // or digit: the common name, a word, is refused by its first byte.
    if name
        .as_bytes()
        .first()
        .is_none_or(u8::is_ascii_alphanumeric)
    {
        return None;
    }
    let description = trim(item.description.as_deref()?);
    let whole_mark = |text: &str| mark_run(text).is_some_and(|(mark, _)| mark.len() == text.len());
    let is_key = match name
        .strip_prefix(['(', '['])
        .and_then(|inner| inner.strip_suffix([')', ']']))
    {
        Some(inner) => code_len(inner, false) == Some(inner.len()) || whole_mark(inner),
        None => whole_mark(name),
    };
    (is_key && description.len() > name.len() && description.starts_with(name))
        .then_some(description)
}

/// The description of an unlabelled line that opens with a footnote mark
/// ("Footnotes" or "Nutrition & Allergen Information" over "* Fries are
/// cooked with beef flavor"): a dish's description starts with its food,
/// not with a mark.
fn footnote_under_a_heading(item: &MenuItem) -> Option<&str> {
    if !item.labels.is_empty() {
        return None;
    }
    let description = item.description.as_deref()?;
    // Most descriptions open with a letter: no mark, cheaply told.
    if !matches!(
        description.trim_start().as_bytes().first(),
        Some(b'*' | b'^' | b'(' | 0x80..)
    ) {
        return None;
    }
    let (mark, _) = leading_mark(description)?;
    // A diet dot opens a key of dots ("🟢 Veg · 🔴 Non-Veg"), read as such.
    (!mark.starts_with(diet_dot)).then_some(description)
}

/// Names a menu line gives its key ("Allergen key: A gluten · C eggs").
const KEY_NAMES: &[&str] = &[
    "key",
    "legend",
    "allergens",
    "allergene",
    "allergeni",
    "alérgenos",
    "alergenos",
    "allergènes",
    "allergen numbers",
    "allergen codes",
    "allergen key",
    "allergen guide",
    "allergen legend",
    "menu key",
    "symbols",
    "allergy key",
    "dietary key",
];

/// What a line of this text is, labels aside.
fn line_kind(name: &str) -> MenuLine {
    if plainly_a_dish(name) {
        return MenuLine::Dish;
    }
    if leading_mark(name).is_some() {
        return MenuLine::Note;
    }
    // A legend of one entry must be bracketed or define a diet: "BLT =
    // bacon, lettuce, tomato" is a dish. A whole legend starts with an entry or a heading
    // ("Allergens:"): a dish's name, the common line, rarely does.
    let legend = if key_at(name, 0).is_some() || name.contains([':', '：']) {
        parse_legend(name)
    } else {
        Legend::default()
    };
    let codes = legend
        .entries
        .iter()
        .filter(|entry| entry.kind == KeyKind::Code)
        .count();
    let bracketed = legend
        .entries
        .iter()
        .any(|entry| entry.form == Form::Parenthesised);
    // "VG: vegetarian", "VG = vegetarian" printed as a line: a code
    // defined as a diet names no dish, bracketed or not.
    let defines_a_diet = || {
        legend.entries.len() == 1
            && legend.entries.iter().all(|entry| {
                !diet_defined(&name[entry.definition.0..entry.definition.1]).is_empty()
            })
    };
    if codes > 0 && (legend.entries.len() >= 2 || bracketed || defines_a_diet()) {
        if legend.whole {
            return MenuLine::Legend;
        }
        // "Chickpea Curry 7, Lentil Dal 7. Allergens: 3 egg, 7 milk": a
        // key line pairing dishes with its codes, read as a key.
        if legend
            .entries
            .first()
            .is_some_and(|first| !dishes_with_codes(&name[..first.start]).is_empty())
        {
            return MenuLine::Statement;
        }
        // "V vegetarian · VG vegan · GF gluten free | All our sauces ...":
        // a legend that goes on with a sentence of its own.
        if legend.said_after {
            return MenuLine::Statement;
        }
    }
    // "(VG) Vegan.\nOur sauces use chicken stock.", "(VG) Vegan: no meat,
    // no egg. Our sauces ...", "(VG) Vegan · Our sauces ...": a code's
    // definition followed by a sentence of its own is the restaurant
    // speaking of its food, however its sentences are parted, and what it
    // names is never a dish's.
    if opens_with_a_code_definition(name) && a_sentence_follows(name, 0) {
        return MenuLine::Statement;
    }
    if speaks_to_the_diner(name) {
        return MenuLine::Statement;
    }
    // "VG — vegetarian", "VG means vegetarian" printed as a line: a code
    // defined as a diet, after a dash or a defining verb, names no dish.
    // (Only a line the code opens: "Pad Thai (V) - vegetarian" is a dish.)
    if legend.entries.is_empty()
        && code_opening(name.trim_start()).is_some_and(|(opening, _)| {
            codes_defined_in_a_line(name)
                .first()
                .is_some_and(|(code, _)| *code == opening)
        })
    {
        return MenuLine::Statement;
    }
    MenuLine::Dish
}

/// Whether `name` opens with a code's definition: a bracketed code ("(VG)
/// Vegan") or a code of one or two letters and a separator ("V - vegetarian",
/// "VG = vegan"; "BLT - bacon, ..." is a dish).
fn opens_with_a_code_definition(name: &str) -> bool {
    match key_at(name, 0) {
        Some((_, KeyKind::Code, Form::Parenthesised)) => true,
        Some((end, KeyKind::Code, Form::Separated { .. })) => end <= 2,
        _ => false,
    }
}

/// Whether a sentence ends inside `text`, from byte `from` on, and another
/// follows it: a full stop, a question or exclamation mark, a line break or
/// a parting ([`parts_sentences`]), then a word. A full stop after an
/// abbreviation ("No. 5", "St. Louis", "e.g. tofu") ends no sentence; a
/// full stop after a short word ("no egg. Our ...") does.
fn a_sentence_follows(text: &str, from: usize) -> bool {
    text.char_indices().any(|(at, c)| {
        if at < from {
            return false;
        }
        let rest = &text[at + c.len_utf8()..];
        let next_word = rest.trim_start().starts_with(char::is_alphanumeric);
        match c {
            '\n' => next_word && !text[..at].trim().is_empty(),
            '!' | '?' => rest.starts_with(char::is_whitespace) && next_word,
            c if parts_sentences(text, at, c) => next_word,
            '.' => {
                let word = text[..at]
                    .rsplit(|c: char| c.is_whitespace() || c == '(')
                    .next()
                    .unwrap_or("");
                let abbreviation = word.contains('.')
                    || (word.chars().count() <= 2 && word.starts_with(char::is_uppercase));
                rest.starts_with(char::is_whitespace) && next_word && !abbreviation
            }
            _ => false,
        }
    })
}

/// Whether `c`, at byte `at` of `text`, parts two sentences of one line
/// ("(VG) Vegan · Our sauces use chicken stock", "Vegano | Todas las
/// salsas ...", "ヴィーガン。ソースには ..."): a bar, an ideographic full
/// stop or semicolon, an em dash, a middle dot or bullet that is not inside
/// a word ("col·liflor"), a hyphen or en dash between spaces ("11-9" and
/// "gluten-free" are no parting), and then a word. A legend's next entry
/// under a key the reader does not know ("· 🌶 = spicy") opens with no
/// word. An ASCII semicolon goes on with the definition it glosses ("no
/// meat, dairy or eggs; may contain shellfish"), read with it.
fn parts_sentences(text: &str, at: usize, c: char) -> bool {
    let before = || text[..at].chars().next_back();
    let rest = text.get(at + c.len_utf8()..).unwrap_or("");
    let after = || rest.chars().next();
    let parting = match c {
        '|' | '¦' | '｜' | '；' | '。' | '！' | '？' | '—' => true,
        '·' | '•' | '・' => {
            !(before().is_some_and(char::is_alphanumeric)
                && after().is_some_and(char::is_alphanumeric))
        }
        '-' | '–' => {
            before().is_some_and(char::is_whitespace) && after().is_some_and(char::is_whitespace)
        }
        _ => false,
    };
    parting && rest.trim_start().starts_with(char::is_alphanumeric)
}

/// The common menu line, told apart in one pass: it opens with a word of
/// four or more letters (no mark, bracket or short code: no footnote or
/// legend entry), has no colon (no legend heading) and fewer than four
/// words (no sentence to the diner).
fn plainly_a_dish(name: &str) -> bool {
    let bytes = name.as_bytes();
    if !bytes.iter().take(4).all(u8::is_ascii_alphabetic) {
        return false;
    }
    let mut spaces = 0;
    for byte in bytes {
        match byte {
            b' ' => spaces += 1,
            b':' => return false,
            _ => {}
        }
    }
    spaces < 3
}

/// Words that make a line a sentence to the diner rather than a dish's
/// name: the restaurant speaking as "we", addressing "you", asking.
const DINER_ADDRESS: &[&str] = &[
    "we", "we're", "we’re", "we'll", "we’ll", "we've", "we’ve", "us", "you're", "you’re", "you'll",
    "you’ll",
];
const OPENING_REQUESTS: &[&str] = &["ask", "please", "inform", "consult", "notify", "let"];

/// A menu line that is a sentence: it has at least four words and the
/// restaurant speaks in it ("we finish them with ghee", "as all our
/// enchiladas"), it opens with a
/// request to the diner ("Ask about our vegan curries!"), or a sentence
/// ends inside it ("… before ordering. 18% gratuity …").
fn speaks_to_the_diner(name: &str) -> bool {
    // Most dish names have fewer than four words.
    if name.bytes().filter(|b| *b == b' ').count() < 3 {
        return false;
    }
    let mut count = 0;
    let mut first = "";
    let mut addressed = false;
    let mut previous = "";
    for word in words(name) {
        if count == 0 {
            first = word;
        }
        // "El pescaíto lo freímos en ...", "NUEVO: freímos el pescado
        // ...": Spanish and Portuguese say "we" in the verb, which opens
        // its clause or follows the pronoun of the food put first.
        addressed |= is_said_by_us(word)
            && (count == 0 || is_object_pronoun(previous) || opens_a_clause(name, previous, word));
        count += 1;
        // "lard-fried tortillas as all our enchiladas": a line in lower
        // case, where the restaurant speaks of its food in general (a
        // name, "Burger with All Our Toppings", is capitalised).
        addressed |= word.eq_ignore_ascii_case("our")
            && previous.eq_ignore_ascii_case("all")
            && name.starts_with(|c: char| c.is_lowercase());
        // "All dishes in the Vegetarian section are seasoned with ...",
        // "Every dish is ...": the line opens on the food in general.
        addressed |= count == 2
            && ["all", "every", "each"]
                .iter()
                .any(|w| previous.eq_ignore_ascii_case(w))
            && ["dishes", "dish", "items", "item", "plates"]
                .iter()
                .any(|w| word.eq_ignore_ascii_case(w));
        previous = word;
        // Every address word starts with "w", "u" or "y".
        let may_address = matches!(
            word.as_bytes().first(),
            Some(b'w' | b'W' | b'u' | b'U' | b'y' | b'Y')
        );
        addressed |= may_address && DINER_ADDRESS.iter().any(|w| word.eq_ignore_ascii_case(w));
    }
    if count < 4 {
        return false;
    }
    let request = OPENING_REQUESTS
        .iter()
        .any(|w| first.eq_ignore_ascii_case(w));
    addressed || request || a_sentence_ends_inside(name)
}

/// Whether a sentence ends inside `name` and another follows it: a full
/// stop, a question or exclamation mark, a space, then a word or a
/// footnote mark opening the next sentence ("Card only. *made with ..."),
/// or a semicolon before such a mark ("Prices in GBP; *cooked in ...": a
/// semicolon before a word goes on with what it glosses, "no meat or egg;
/// may contain shellfish"). Every sentence of a line is read, so a first
/// sentence about prices, hours or payment never makes the line a dish's
/// name. A full stop after an abbreviation ("St. Louis ribs", "No. 5", "8
/// oz. ribeye") or a dish's number ("10. Vegan Pad Thai") ends none; one
/// after an initialism, a capitalised word or a figure does ("Prices
/// include VAT. The dal ...", "Service charge 12.5%. *made ...").
fn a_sentence_ends_inside(name: &str) -> bool {
    name.char_indices().any(|(at, c)| {
        if !matches!(c, '.' | '!' | '?' | ';') {
            return false;
        }
        let rest = &name[at + 1..];
        let next = rest.trim_start();
        let marked = leading_mark(next).is_some();
        rest.starts_with(' ')
            && match c {
                ';' => marked,
                '.' => {
                    (marked || next.starts_with(char::is_alphanumeric))
                        && !ends_with_an_abbreviation(&name[..at])
                }
                _ => marked || next.starts_with(char::is_alphanumeric),
            }
    })
}

/// Whether `before` ends with a word a full stop abbreviates or numbers: one
/// holding a full stop of its own ("e.g"), of one or two letters ("St",
/// "No", "oz"), a short unit in lower case ("pcs", "lbs"), or a dish's
/// number ("10"). A figure with a sign or a range ("12.5%", "12-10") is
/// no abbreviation.
fn ends_with_an_abbreviation(before: &str) -> bool {
    let word = before.rsplit([' ', '(']).next().unwrap_or("");
    if word.contains(|c: char| c.is_ascii_digit()) {
        return word.bytes().all(|b| b.is_ascii_digit());
    }
    let letters = word.chars().count();
    word.contains('.') || letters <= 2 || (letters <= 3 && word.chars().all(char::is_lowercase))
}

/// Whether a clause ends between two words of `text` (both slices of
/// it): "NUEVO: freímos ...".
fn opens_a_clause(text: &str, previous: &str, word: &str) -> bool {
    let offset = |part: &str| part.as_ptr() as usize - text.as_ptr() as usize;
    text.get(offset(previous) + previous.len()..offset(word))
        .is_some_and(|gap| gap.contains([':', '.', '!', '?', ';']))
}

/// Object pronouns a Spanish or Portuguese verb follows when the food is
/// put first ("el pescado lo freímos", "las croquetas las hacemos").
const OBJECT_PRONOUNS: &[&str] = &["lo", "la", "los", "las", "le", "les", "se", "nos"];

fn is_object_pronoun(word: &str) -> bool {
    OBJECT_PRONOUNS.iter().any(|w| word.eq_ignore_ascii_case(w))
}

/// Words that end as a Spanish or Portuguese verb of "we" does and are
/// nouns.
const NOT_SAID_BY_US: &[&str] = &["ramos", "remos", "gamos", "primos", "racimos", "extremos"];

/// A Spanish or Portuguese verb of the first person plural ("freímos",
/// "hacemos", "usamos"): a word ending in "-amos", "-emos", "-imos" or
/// "-ímos" with no other accent (the adjectives "últimos", "próximos" and
/// "riquísimos" carry theirs before it, and "riquisimos" is still read as
/// the adjective).
fn is_said_by_us(word: &str) -> bool {
    // Most words do not end in "mos": told before any lower-casing.
    if !word
        .get(word.len().saturating_sub(3)..)
        .is_some_and(|end| end.eq_ignore_ascii_case("mos"))
    {
        return false;
    }
    let lower = word.to_lowercase();
    let Some(stem) = ["amos", "emos", "imos", "ímos"]
        .iter()
        .find_map(|ending| lower.strip_suffix(ending))
    else {
        return false;
    };
    !stem.is_empty()
        && stem.chars().all(|c| c.is_ascii_lowercase() || c == 'ñ')
        && !stem.ends_with("is")
        && !NOT_SAID_BY_US.iter().any(|noun| lower == *noun)
}

/// A footnote mark: `*`, `†`, `‡`, `§`, `¶`, `⁎`, `✝`, the reference marks
/// of other typographies (`⁂`, `※`, `◊`, `^`, `✱`), or a superscript digit
/// or letter.
fn is_mark(c: char) -> bool {
    matches!(
        c,
        '*' | '†' | '‡' | '§' | '¶' | '⁎' | '✝' | '⁂' | '※' | '◊' | '^' | '✱'
    ) || superscript(c)
        || diet_dot(c)
}

/// The coloured dots and triangles Indian menus print for veg, non-veg
/// and egg ("🟢 Veg · 🔴 Non-Veg · 🟡 Contains Egg", FSSAI's "▲ Non-Veg").
/// Rarely a bullet, unlike "●" or "■".
fn diet_dot(c: char) -> bool {
    matches!(
        c,
        '🟢' | '🔴' | '🟡' | '🟤' | '🟠' | '🟥' | '🟩' | '🟫' | '🔺' | '▲'
    )
}

fn superscript(c: char) -> bool {
    matches!(c, '¹' | '²' | '³' | '⁰' | '⁴'..='⁹')
        || matches!(
            c,
            'ᵃ' | 'ᵇ'
                | 'ᶜ'
                | 'ᵈ'
                | 'ᵉ'
                | 'ᶠ'
                | 'ᵍ'
                | 'ʰ'
                | 'ⁱ'
                | 'ʲ'
                | 'ᵏ'
                | 'ˡ'
                | 'ᵐ'
                | 'ⁿ'
                | 'ᵒ'
                | 'ᵖ'
                | 'ʳ'
                | 'ˢ'
                | 'ᵗ'
                | 'ᵘ'
                | 'ᵛ'
                | 'ʷ'
                | 'ˣ'
                | 'ʸ'
                | 'ᶻ'
        )
}

/// The mark run starting `text` (all one symbol, or superscript digits),
/// and where it ends.
fn mark_run(text: &str) -> Option<(&str, usize)> {
    let first = text.chars().next().filter(|c| is_mark(*c))?;
    let end = text
        .char_indices()
        .find(|(_, c)| {
            if superscript(first) {
                !superscript(*c)
            } else {
                *c != first
            }
        })
        .map_or(text.len(), |(at, _)| at);
    Some((&text[..end], end))
}

/// A text that starts with a footnote mark ("*tortillas are …", "(*)
/// biscuits …", "¹ prepared with …"): the mark and where the footnote's
/// words start. Emphasis ("*NEW* Tofu Bowl", "** Chef's Special **") is no
/// footnote.
fn leading_mark(text: &str) -> Option<(&str, usize)> {
    let trimmed = text.trim_start();
    let offset = text.len() - trimmed.len();
    let (inner, open) = match trimmed.strip_prefix(['(', '[']) {
        Some(rest) => (rest, 1),
        None => (trimmed, 0),
    };
    let (mark, mut end) = mark_run(inner)?;
    if open == 1 {
        end += inner[end..].starts_with([')', ']']).then_some(1)?;
    }
    let rest = &inner[end..];
    // "⁂ = finished with butter", "※: raw yolk".
    let body = rest.trim_start_matches([' ', '=', ':']);
    // The footnote says something, and its first word is not closed by
    // the same mark.
    if !body.starts_with(char::is_alphanumeric) {
        return None;
    }
    let first_word_end = body.find(char::is_whitespace).unwrap_or(body.len());
    if body[..first_word_end].contains(mark) || body.trim_end().ends_with(mark) {
        return None;
    }
    let start = offset + open + end + (rest.len() - body.len());
    Some((mark, start))
}

/// A text that starts with a bracketed code and a sentence ("(a) noodles
/// are fresh egg noodles", "[3] pita brushed with butter"): the code and
/// where the footnote's words start.
fn leading_code(text: &str) -> Option<(&str, usize)> {
    let trimmed = text.trim_start();
    let offset = text.len() - trimmed.len();
    let inner = trimmed.strip_prefix(['(', '['])?;
    let len = code_len(inner, false)?;
    inner[len..].starts_with([')', ']']).then_some(())?;
    let rest = &inner[len + 1..];
    let body = rest.trim_start_matches([' ', '=', ':']);
    body.starts_with(char::is_alphanumeric).then_some(())?;
    Some((
        &inner[..len],
        offset + 1 + len + 1 + (rest.len() - body.len()),
    ))
}

/// The diet a legend definition stands for: "vegetarian" (or "veggie"),
/// or "vegan" (vegetarian too), or their Chinese words, as its only word but for a note in
/// brackets ("Vegan (no dairy, ghee or honey)"), or the diners the marked
/// dishes suit ("suitable for vegetarians", "(VG) dishes are suitable for
/// vegetarians": the mark is then vegetarian, and vegan only where vegans
/// are named too). "Vegan on request" and "vegan option available" are no
/// diet.
fn diet_defined(definition: &str) -> SignalSet {
    let bare = definition
        .split(['(', '['])
        .next()
        .unwrap_or("")
        .trim_matches(|c: char| !c.is_alphanumeric());
    // "(VG) denotes vegetarian": the verb says that a definition follows.
    let bare = past_a_defining_verb(bare).unwrap_or(bare);
    let mut diet = SignalSet::EMPTY;
    let mut suits = false;
    let mut either = false;
    for word in bare
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        let people = word.strip_suffix(['s', 'S']).unwrap_or(word);
        if is_one_of(people, VEGAN_DEFINED) {
            diet = diet.union(SignalSet::of(&[S::VeganLabel, S::VegetarianLabel]));
        } else if is_one_of(people, VEGETARIAN_DEFINED) {
            diet.insert(S::VegetarianLabel);
        } else if SUITS_THE_DIET.iter().any(|w| w.eq_ignore_ascii_case(word)) {
            suits = true;
        } else if word.eq_ignore_ascii_case("or") {
            // "vegetarian or vegan": the mark promises only the wider diet.
            either = true;
        } else if !word.eq_ignore_ascii_case("and") {
            return SignalSet::EMPTY;
        }
    }
    // A bare list of diets ("vegan vegetarian") defines nothing; one diet
    // alone, or the diners a dish suits, does.
    let named = bare
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .count();
    if named > 1 && !suits && !either {
        return SignalSet::EMPTY;
    }
    if either && diet.has(S::VegetarianLabel) {
        return SignalSet::of(&[S::VegetarianLabel]);
    }
    diet
}

/// The words a legend defines a vegan code by: English, and Chinese in
/// simplified and traditional characters ("VG = 纯素", pure plant; "全素",
/// wholly plant).
const VEGAN_DEFINED: &[&str] = &["vegan", "纯素", "純素", "全素"];

/// The words a legend defines a vegetarian code by: English, and Chinese
/// ("V = 蛋奶素", egg-and-milk vegetarian; "素食", vegetarian food; "蔬食").
const VEGETARIAN_DEFINED: &[&str] = &[
    "vegetarian",
    "veggie",
    "素食",
    "蛋奶素",
    "奶蛋素",
    "蛋素",
    "奶素",
    "蔬食",
    "素",
];

/// The rest of `text` after a verb opening it that says what a key means
/// ("means vegetarian", "stands for vegan"), or `None` when none opens it.
fn past_a_defining_verb(text: &str) -> Option<&str> {
    let text = text.trim_start();
    KEY_DEFINING_VERBS.iter().find_map(|verb| {
        let head = text.get(..verb.len())?;
        let rest = text.get(verb.len()..)?;
        (head.eq_ignore_ascii_case(verb) && rest.starts_with(char::is_whitespace))
            .then(|| rest.trim_start())
    })
}

/// "Please note (VG) = vegetarian", "VG — vegetarian", "VG means
/// vegetarian": a code defined as a diet anywhere in a line, after an
/// equals sign, a colon, a dash or a defining verb, where no legend opens
/// the line. Each code and its definition; only a definition that is a
/// diet is kept, so prose with a capital in it defines nothing.
fn codes_defined_in_a_line(text: &str) -> Vec<(&str, &str)> {
    let mut defined = Vec::new();
    // A diet's word is in every such definition: most lines have none.
    if text.is_ascii() && !crate::swar::holds_veg(text.as_bytes()) {
        return defined;
    }
    let mut at = 0;
    while at < text.len() {
        let rest = text.get(at..).unwrap_or("");
        let Some(offset) = rest.find(|c: char| c == '(' || c == '[' || c.is_ascii_uppercase())
        else {
            break;
        };
        let start = at + offset;
        at = start + 1;
        // A code starts a word.
        let opens_a_word = text
            .get(..start)
            .and_then(|before| before.chars().next_back())
            .is_none_or(|c| !c.is_alphanumeric());
        if !opens_a_word {
            continue;
        }
        let Some((code, after)) = code_opening(text.get(start..).unwrap_or("")) else {
            continue;
        };
        let Some(definition) = definition_after_a_definer(after) else {
            continue;
        };
        let definition = definition
            .split(['.', ',', ';', '!', '?', '\n', '·', '|'])
            .next()
            .unwrap_or("");
        if !diet_defined(definition).is_empty() {
            defined.push((code, definition));
        }
    }
    defined
}

/// The code that opens `text`, bracketed ("(VG)") or a word of capitals
/// ("VG"), and the text after it.
fn code_opening(text: &str) -> Option<(&str, &str)> {
    if let Some(inner) = text.strip_prefix(['(', '[']) {
        let len = code_len(inner, false)?;
        let after = inner.get(len..)?.strip_prefix([')', ']'])?;
        return Some((inner.get(..len)?, after));
    }
    let len = text
        .bytes()
        .take_while(|b| b.is_ascii_uppercase() || matches!(b, b'*' | b'+'))
        .count();
    if !(1..=3).contains(&len) || text[len..].starts_with(char::is_alphanumeric) {
        return None;
    }
    Some((text.get(..len)?, text.get(len..)?))
}

/// The definition after a code: past an equals sign, a colon, a spaced
/// dash (an em dash needs no space) or a defining verb.
fn definition_after_a_definer(after: &str) -> Option<&str> {
    let spaced = after.trim_start_matches(' ');
    let separator = spaced.chars().next()?;
    let past = spaced.get(separator.len_utf8()..)?;
    match separator {
        '=' | ':' | '—' => Some(past),
        '-' | '–' if past.starts_with(' ') => Some(past),
        _ if spaced.len() < after.len() => past_a_defining_verb(spaced),
        _ => None,
    }
}

/// "Our (VG) dishes are suitable for vegetarians", "All (V) plates are ok
/// for vegans": a sentence opening on a few words pointing at the marked
/// dishes, then a bracketed code and the diners those dishes suit, defines
/// the code as a legend entry would. The code and its definition.
fn code_said_to_suit(text: &str) -> Option<(&str, &str)> {
    const POINTING: &[&str] = &["our", "all", "the", "any", "every", "a", "an"];
    const POINTING_WORDS_MAX: usize = 2;
    // Two pointing words and their spaces come before the bracket: only
    // the text's first bytes are searched for it.
    const BRACKET_WITHIN: usize = 16;
    let open = text
        .bytes()
        .take(BRACKET_WITHIN)
        .position(|b| b == b'(' || b == b'[')?;
    let before = text.get(..open)?;
    if words(before).count() > POINTING_WORDS_MAX
        || !words(before).all(|w| POINTING.iter().any(|p| p.eq_ignore_ascii_case(w)))
    {
        return None;
    }
    let inner = text.get(open + 1..)?;
    let len = code_len(inner, false)?;
    inner.get(len..)?.starts_with([')', ']']).then_some(())?;
    let definition = inner.get(len + 1..)?.split(['.', '!', ';', '\n']).next()?;
    (!diet_defined(definition).is_empty()).then_some((inner.get(..len)?, definition))
}

/// The words of a definition that say whom the marked dishes suit,
/// around the diners' diet ("dishes are suitable for vegetarians", "ok for
/// vegans and vegetarians").
const SUITS_THE_DIET: &[&str] = &[
    "dishes", "dish", "items", "item", "meals", "plates", "bowls", "marked", "are", "is",
    "suitable", "suited", "for", "ok", "okay", "safe", "fine",
];

/// The words that may head a restaurant's definition of its vegan food
/// between "vegan" and the colon, equals sign or "means" that opens the
/// definition ("Vegan diet order:", "Vegan meals =", "Vegan here means").
const VEGAN_DEFINITION_HEADS: &[&str] = &[
    "diet", "diets", "order", "orders", "meal", "meals", "tray", "trays", "option", "options",
    "here", "strict",
];

/// The words that say a definition lets a product in ("dairy and eggs
/// permitted", "may include eggs").
const PERMITTING_WORDS: &[&str] = &[
    "permitted",
    "permit",
    "permits",
    "allowed",
    "allow",
    "allows",
    "ok",
    "okay",
    "fine",
    "acceptable",
    "included",
    "include",
    "includes",
];

/// The animal products a restaurant's own definition of its "vegan" lets
/// in: a text that opens with "vegan" and the words of a heading, then a
/// colon, an equals sign or "means" ("Vegan diet order: no meat, poultry or
/// fish. Dairy and eggs permitted unless the order says 'strict'."), whose
/// definition names dairy or eggs beside a word that permits them. A
/// definition that denies them ("Vegan (strict): no meat, fish, dairy,
/// eggs or honey") lets nothing in. Only a text that opens with "vegan" is
/// read further.
#[inline]
fn vegan_defined_to_allow(text: &str, scratch: &mut Scratch) -> SignalSet {
    // Most lines open with a letter other than "v": refused on their first
    // byte, where the call is, before the definition is looked for.
    match text.as_bytes().first() {
        Some(b) if b.is_ascii_alphanumeric() && !b.eq_ignore_ascii_case(&b'v') => SignalSet::EMPTY,
        None => SignalSet::EMPTY,
        Some(_) => vegan_definition_allows(text, scratch),
    }
}

/// [`vegan_defined_to_allow`] past its first byte.
#[inline(never)]
fn vegan_definition_allows(text: &str, scratch: &mut Scratch) -> SignalSet {
    match vegan_definition_start(text, false).and_then(|start| text.get(start..)) {
        Some(definition) => permitted_in(definition, scratch),
        None => SignalSet::EMPTY,
    }
}

/// The animal products a menu line whose name heads a definition of the
/// menu's vegan lets in: "Vegan diet" over "no meat or fish; dairy and
/// eggs allowed", or a name that holds its definition whole ("Vegan =
/// eggs allowed").
fn vegan_named_to_allow(item: &MenuItem, scratch: &mut Scratch) -> SignalSet {
    let name = item.name.as_str();
    if !name
        .as_bytes()
        .first()
        .is_some_and(|b| b.eq_ignore_ascii_case(&b'v'))
    {
        return SignalSet::EMPTY;
    }
    match vegan_definition_start(name, true) {
        Some(start) if start >= name.len() => item
            .description
            .as_deref()
            .map_or(SignalSet::EMPTY, |description| {
                permitted_in(description, scratch)
            }),
        Some(start) => name.get(start..).map_or(SignalSet::EMPTY, |definition| {
            permitted_in(definition, scratch)
        }),
        None => SignalSet::EMPTY,
    }
}

/// Where the definition of a text that opens as a definition of the menu's
/// vegan starts: after "vegan", a few heading words (a bracketed note, such
/// as "(strict)", among them) and the colon, equals sign or "means" that
/// opens it; or, where `end_opens` (a line's name over its description),
/// at the end of a text that is only such a heading. Read by byte: every
/// byte it looks at is ASCII.
fn vegan_definition_start(text: &str, end_opens: bool) -> Option<usize> {
    let bytes = text.as_bytes();
    let start = bytes
        .iter()
        .position(|b| !b.is_ascii() || b.is_ascii_alphanumeric())?;
    if !bytes
        .get(start..start + 5)
        .is_some_and(|head| head.eq_ignore_ascii_case(b"vegan"))
    {
        return None;
    }
    let mut at = start + 5;
    let mut heading_words = 0;
    loop {
        while bytes
            .get(at)
            .is_some_and(|b| matches!(b, b' ' | b'(' | b')' | b'"' | b'\''))
        {
            at += 1;
        }
        match bytes.get(at) {
            Some(b':' | b'=') => return Some(at + 1),
            Some(b) if b.is_ascii_alphabetic() => {}
            None if end_opens => return Some(bytes.len()),
            _ => return None,
        }
        let word_end = bytes[at..]
            .iter()
            .position(|b| !b.is_ascii_alphabetic())
            .map_or(bytes.len(), |len| at + len);
        let word = &bytes[at..word_end];
        if word.eq_ignore_ascii_case(b"means") {
            return Some(word_end);
        }
        heading_words += 1;
        if heading_words > 3
            || !VEGAN_DEFINITION_HEADS
                .iter()
                .any(|head| head.as_bytes().eq_ignore_ascii_case(word))
        {
            return None;
        }
        at = word_end;
    }
}

/// The dairy and eggs a definition lets in: it names them beside a word
/// that permits them, and does not deny them.
fn permitted_in(definition: &str, scratch: &mut Scratch) -> SignalSet {
    if !words(definition).any(|word| {
        PERMITTING_WORDS
            .iter()
            .any(|permitting| permitting.eq_ignore_ascii_case(word))
    }) {
        return SignalSet::EMPTY;
    }
    let was_menu_text = scratch.menu_text;
    scratch.menu_text = false;
    let named = read_text(definition, scratch).signals;
    scratch.menu_text = was_menu_text;
    named.intersection(SignalSet::of(&[S::Dairy, S::Egg]))
}

/// The animal products a footnote or a legend definition names, read as
/// menu text. A short code definition the lexicon does not know is looked
/// up among the names of the EU's animal allergens ("Eier", "Milch").
fn animal_in(text: &str, code: bool, scratch: &mut Scratch) -> SignalSet {
    let was_menu_text = scratch.menu_text;
    scratch.menu_text = true;
    let mut animal = read_text(text, scratch).signals.intersection(ANIMAL);
    scratch.menu_text = was_menu_text;
    // "▲ Non-Veg", "NV = Non-Veg", "NV = not vegan": a mark that denies
    // the diet names some animal product, unsaid which.
    animal = animal.union(crate::evidence::denied_diet_holds(
        crate::evidence::diet_denied(text),
        animal,
    ));
    if animal.is_empty() && code && words(text).count() <= 3 {
        for word in words(text) {
            animal = animal.union(eu_animal_allergen(word));
        }
    }
    animal
}

/// The animal groups of the EU's fourteen allergens (Regulation (EU) No
/// 1169/2011, Annex II: eggs, milk, fish, crustaceans, molluscs) by the
/// names allergen legends print them under in the languages of EU menus.
/// Only a legend's definitions are read with it.
const EU_ANIMAL_ALLERGENS: &[(&str, S)] = &[
    ("eier", S::Egg),
    ("ei", S::Egg),
    ("eieren", S::Egg),
    ("œufs", S::Egg),
    ("oeufs", S::Egg),
    ("uova", S::Egg),
    ("huevos", S::Egg),
    ("ovos", S::Egg),
    ("jaja", S::Egg),
    ("milch", S::Dairy),
    ("lait", S::Dairy),
    ("latte", S::Dairy),
    ("leche", S::Dairy),
    ("leite", S::Dairy),
    ("melk", S::Dairy),
    ("mleko", S::Dairy),
    ("laktose", S::Dairy),
    ("fisch", S::Fish),
    ("poisson", S::Fish),
    ("poissons", S::Fish),
    ("pesce", S::Fish),
    ("pescado", S::Fish),
    ("peixe", S::Fish),
    ("vis", S::Fish),
    ("ryby", S::Fish),
    ("krebstiere", S::Shellfish),
    ("krustentiere", S::Shellfish),
    ("weichtiere", S::Shellfish),
    ("crustacés", S::Shellfish),
    ("mollusques", S::Shellfish),
    ("crostacei", S::Shellfish),
    ("molluschi", S::Shellfish),
    ("crustáceos", S::Shellfish),
    ("moluscos", S::Shellfish),
    ("schaaldieren", S::Shellfish),
    ("weekdieren", S::Shellfish),
    ("skorupiaki", S::Shellfish),
    ("mięczaki", S::Shellfish),
];

fn eu_animal_allergen(word: &str) -> SignalSet {
    let lower = || word.chars().flat_map(char::to_lowercase);
    EU_ANIMAL_ALLERGENS
        .iter()
        .find(|(name, _)| name.chars().eq(lower()))
        .map_or(SignalSet::EMPTY, |(_, signal)| SignalSet::of(&[*signal]))
}

/// How a legend entry is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    /// "E = egg", "VG: vegan", "N – contains nuts".
    Separated { equals: bool },
    /// "(D) contains dairy", "[E] egg".
    Parenthesised,
    /// "A Gluten, B Krebstiere": only in a list of three or more.
    Bare,
    /// "† contains honey" inside a legend.
    Mark,
}

#[derive(Debug, Clone, Copy)]
struct RawEntry<'t> {
    kind: KeyKind,
    key: &'t str,
    form: Form,
    /// Where the entry starts (its key).
    start: usize,
    /// Its definition, as a byte range.
    definition: (usize, usize),
}

#[derive(Debug, Default)]
struct Legend<'t> {
    entries: Vec<RawEntry<'t>>,
    /// The text is only a legend: entries, separators and at most a short
    /// heading ("Allergene:").
    whole: bool,
    /// The text is a legend and then a sentence of its own ("(VG) Vegan ·
    /// Our sauces use chicken stock").
    said_after: bool,
}

/// The longest definition of a legend entry, in words: a longer one is
/// prose, not a key.
const DEFINITION_WORDS_MAX: usize = 6;
const BARE_DEFINITION_WORDS_MAX: usize = 3;

/// The words that open a gloss of a diet by what it leaves out or holds
/// ("no meat", "without eggs", "sin carne").
const GLOSSES: &[&str] = &[
    "no", "without", "free", "contains", "i.e", "sin", "sans", "ohne", "senza",
];

/// The longest gloss after a definition's head, in words, and the longest
/// head it may follow: a longer one is prose or a dish's name.
const GLOSS_WORDS_MAX: usize = 12;
const GLOSSED_HEAD_WORDS_MAX: usize = 3;

/// A definition without the gloss that follows its head after a dash, a
/// colon, an equals sign or a comma ("vegetarian — no meat, no fish",
/// "vegetariano: sin carne ni pescado"): the key line that says what its
/// diet leaves out defines a mark as much as "V = vegetarian" does.
fn unglossed(definition: &str) -> &str {
    let Some((at, separator)) = definition.char_indices().find(|&(at, c)| {
        matches!(c, '—' | '–' | ':' | ',' | ';' | '=')
            || (c == '-' && definition[..at].ends_with(' '))
    }) else {
        return definition;
    };
    let head = &definition[..at];
    let gloss = &definition[at + separator.len_utf8()..];
    let glossed = words(gloss)
        .next()
        .is_some_and(|first| GLOSSES.iter().any(|g| first.eq_ignore_ascii_case(g)));
    let head_words = words(head).count();
    if glossed
        && (1..=GLOSSED_HEAD_WORDS_MAX).contains(&head_words)
        && words(gloss).count() <= GLOSS_WORDS_MAX
    {
        head
    } else {
        definition
    }
}

/// The words of `text` inside round brackets that gloss a diet by what it
/// leaves out ("vegan (no meat, dairy, egg or honey)"). A bracket asking
/// for something ("(ask for no fish sauce)") says more than the diet.
fn words_in_brackets(text: &str) -> usize {
    let mut count = 0;
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let after = &rest[open + 1..];
        let close = after.find(')').unwrap_or(after.len());
        let inside = &after[..close];
        if words(inside)
            .next()
            .is_some_and(|first| GLOSSES.iter().any(|g| first.eq_ignore_ascii_case(g)))
        {
            count += words(inside).count();
        }
        rest = after.get(close + 1..).unwrap_or("");
    }
    count
}

/// Separators between legend entries.
const fn is_list_separator(c: char) -> bool {
    matches!(
        c,
        '·' | '•' | '|' | ';' | ',' | '/' | '\n' | '\r' | ':' | '.' | '!' | '?' | '–' | '—'
            // The full-width marks of Chinese and Japanese text.
            | '：' | '，' | '、' | '；' | '。'
    )
}

/// The legend entries of `text`, each starting the text or following a
/// separator (punctuation, or two spaces).
fn parse_legend(text: &str) -> Legend<'_> {
    let mut legend = Legend::default();
    if !may_hold_a_legend(text) {
        return legend;
    }
    let starts = entry_starts(text);
    let mut found: Vec<RawEntry<'_>> = Vec::new();
    for (index, &(start, key_end, kind, form)) in starts.iter().enumerate() {
        let limit = starts.get(index + 1).map_or(text.len(), |next| next.0);
        let definition = definition_span(text, key_end, limit);
        // "VG = vegan (no meat, dairy, egg or honey)", "(V) vegetarian —
        // no meat, no meat stock, no fish": a gloss of what the diet leaves
        // out is no part of the definition's length. One followed by a
        // sentence of its own ("... no bonito. May contain egg.") is the
        // restaurant speaking, read whole as before.
        let span = &text[definition.0..definition.1];
        let ends_the_entry = text[definition.1..limit]
            .chars()
            .all(|c| c.is_whitespace() || is_list_separator(c));
        let head = if ends_the_entry {
            unglossed(span)
        } else {
            span
        };
        let count = words(head).count() - words_in_brackets(head);
        let max = if form == Form::Bare {
            BARE_DEFINITION_WORDS_MAX
        } else {
            DEFINITION_WORDS_MAX
        };
        if count == 0 || count > max {
            continue;
        }
        let key = key_of(&text[start..key_end]);
        found.push(RawEntry {
            kind,
            key,
            form,
            start,
            definition,
        });
    }
    // Bare codes only in a list of three or more ("A Gluten, B Krebstiere,
    // C Eier") or under a key's heading ("Allergens: 3 egg, 7 milk").
    // Anywhere else a capital and a word are prose.
    let headed = found
        .iter()
        .find(|entry| entry.form == Form::Bare)
        .is_some_and(|entry| under_a_key_heading(&text[..entry.start]));
    if found.len() < 3 && !headed {
        found.retain(|entry| entry.form != Form::Bare);
    }
    // A diet dot is a key even alone when it takes a diet away ("■ Veg
    // ▲ Non-Veg", whose square may be a bullet): no bullet or footnote
    // mark is one, and a lone dot claiming a diet is not trusted.
    // A lone code defined after a colon or a dash is a key when what
    // defines it is a diet ("VG: vegetarian", "VG - suitable for
    // vegetarians"): the restaurant says what its diet mark means, and a
    // mark that looks vegan but is defined as vegetarian must be read so.
    let valid = found.len() >= 2
        || found.first().is_some_and(|entry| {
            let defined = || diet_defined(&text[entry.definition.0..entry.definition.1]);
            matches!(
                entry.form,
                Form::Separated { equals: true } | Form::Parenthesised
            ) || (entry.key.starts_with(diet_dot) && defined().is_empty())
                || (entry.kind == KeyKind::Code
                    && entry.form == (Form::Separated { equals: false })
                    && !defined().is_empty())
        });
    if !valid {
        return legend;
    }
    legend.whole = covers(text, &found);
    legend.said_after = !legend.whole
        && found.last().is_some_and(|last| {
            let end = last.definition.1;
            covers(&text[..end], &found) && a_sentence_follows(text, end)
        });
    legend.entries = found;
    legend
}

/// Whether `before` ends with a key's heading and its colon ("Allergens:",
/// "... Stir Fry 3. Allergeni:"): the heading opens the text or follows
/// the end of a sentence or list.
fn under_a_key_heading(before: &str) -> bool {
    let Some(head) = before.trim_end().strip_suffix(':') else {
        return false;
    };
    let head = head
        .rsplit(['.', '!', '?', '\n', ',', ';', '·', '|'])
        .next()
        .unwrap_or("")
        .trim();
    KEY_NAMES.iter().any(|key| key.eq_ignore_ascii_case(head))
}

/// Cheap refusal for the common text (a dish's name): every legend has a
/// separator after a key or between entries (`=`, `:`, a comma, a dot, a
/// bullet, a dash, two spaces, a line break) or a bracketed key. The
/// non-ASCII ones start with byte 0xC2 (`·`), 0xE2 (`•`, `–`, `—`, `†`) or
/// 0xEF (the full-width `：`, `，`, `；`).
fn may_hold_a_legend(text: &str) -> bool {
    const SEPARATOR: [bool; 256] = {
        let mut table = [false; 256];
        let bytes = b"=:([,;/|\n\xc2\xe2\xef-";
        let mut i = 0;
        while i < bytes.len() {
            table[bytes[i] as usize] = true;
            i += 1;
        }
        table
    };
    let mut space = false;
    text.bytes().any(|b| {
        let double = space && b == b' ';
        space = b == b' ';
        double || SEPARATOR[usize::from(b)]
    })
}

/// The ASCII bytes that are neither a blank nor a list separator.
const WORD_INSIDE: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 128 {
        table[byte] = !matches!(byte as u8, b' ' | b'\t') && !is_list_separator(byte as u8 as char);
        byte += 1;
    }
    table
};

/// Candidate entry starts: (start, end of the key, kind, form).
fn entry_starts(text: &str) -> Vec<(usize, usize, KeyKind, Form)> {
    let mut starts = Vec::new();
    let bytes = text.as_bytes();
    let mut after_separator = true;
    let mut spaces = 0;
    // By byte: only an ASCII byte or the first byte of a character can
    // start an entry or be a separator; the rest of a character is skipped.
    for (at, &byte) in bytes.iter().enumerate() {
        // Inside a word (an ASCII byte that is no blank or separator, not
        // after a separator) nothing starts: the common byte.
        if !after_separator && WORD_INSIDE[usize::from(byte)] {
            spaces = 0;
            continue;
        }
        if byte == b' ' || byte == b'\t' {
            spaces += 1;
            if spaces >= 2 {
                after_separator = true;
            }
            continue;
        }
        if (0x80..0xc0).contains(&byte) {
            continue;
        }
        let here = after_separator;
        spaces = 0;
        after_separator = if byte.is_ascii() {
            is_list_separator(char::from(byte))
        } else {
            text[at..].chars().next().is_some_and(is_list_separator)
        };
        // A key opens with a bracket, a mark or a letter or digit.
        if here
            && (byte.is_ascii_alphanumeric()
                || matches!(byte, b'(' | b'[' | b'*')
                || !byte.is_ascii())
            && let Some((key_end, kind, form)) = key_at(text, at)
        {
            starts.push((at, key_end, kind, form));
        }
    }
    starts
}

/// A code: one to three letters (a trailing `*` or `+` kept: "VG*" is not
/// "VG", and "V+ = vegan" beside "V = vegetarian" is a code of its own) or
/// one or two digits.
fn code_len(text: &str, bare: bool) -> Option<usize> {
    let bytes = text.as_bytes();
    let letters = bytes
        .iter()
        .take_while(|b| {
            if bare {
                b.is_ascii_uppercase()
            } else {
                b.is_ascii_alphabetic()
            }
        })
        .count();
    let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    let (mut len, max) = if letters > 0 {
        (letters, if bare { 2 } else { 3 })
    } else {
        (digits, 2)
    };
    if len == 0 || len > max {
        return None;
    }
    if letters > 0 && matches!(bytes.get(len), Some(b'*' | b'+')) {
        len += 1;
    }
    // A code ends a word.
    let next = text[len..].chars().next();
    if next.is_some_and(|c| c.is_alphanumeric()) {
        return None;
    }
    Some(len)
}

/// An entry's key at `at`: where it ends, its kind and its form.
fn key_at(text: &str, at: usize) -> Option<(usize, KeyKind, Form)> {
    let rest = &text[at..];
    if let Some(inner) = rest.strip_prefix(['(', '[']) {
        let (len, kind) = match mark_run(inner) {
            Some((_, len)) => (len, KeyKind::Mark),
            None => (code_len(inner, false)?, KeyKind::Code),
        };
        if !inner[len..].starts_with([')', ']']) {
            return None;
        }
        let end = at + 1 + len + 1;
        text[end..].starts_with([' ', '=', ':']).then_some(())?;
        let form = if kind == KeyKind::Mark {
            Form::Mark
        } else {
            Form::Parenthesised
        };
        return Some((end, kind, form));
    }
    if let Some((_, len)) = mark_run(rest) {
        let after = &rest[len..];
        let body = after.trim_start_matches([' ', '=', ':']);
        return body.starts_with(char::is_alphanumeric).then_some((
            at + len,
            KeyKind::Mark,
            Form::Mark,
        ));
    }
    let len = code_len(rest, false)?;
    let after = &rest[len..];
    let spaced = after.trim_start_matches(' ');
    if let Some(separator) = spaced
        .chars()
        .next()
        .filter(|c| matches!(c, '=' | ':' | '–' | '-'))
    {
        // "N - contains nuts" needs a space after a dash ("V-neck" is a word).
        let past = &spaced[separator.len_utf8()..];
        if matches!(separator, '-' | '–') && !past.starts_with(' ') {
            return None;
        }
        return Some((
            at + len,
            KeyKind::Code,
            Form::Separated {
                equals: separator == '=',
            },
        ));
    }
    // Bare: an upper-case code, one space, a word.
    let bare = code_len(rest, true)?;
    (bare == len && after.starts_with(' ') && after[1..].starts_with(char::is_alphabetic))
        .then_some((at + len, KeyKind::Code, Form::Bare))
}

/// The key of an entry as printed: without brackets.
fn key_of(printed: &str) -> &str {
    printed.trim_matches(['(', ')', '[', ']'])
}

/// An entry's definition: after its key and separator, up to the next
/// entry or the end of its sentence, trimmed of separators.
fn definition_span(text: &str, key_end: usize, limit: usize) -> (usize, usize) {
    let region = &text[key_end..limit];
    let lead = region.len()
        - region
            .trim_start_matches([' ', '\t', '=', ':', '-', '–', '—'])
            .len();
    let start = key_end + lead;
    let body = &text[start..limit];
    // A parting ends the definition too: what follows is a sentence of its
    // own ("(VG) Vegan · Our sauces use chicken stock").
    let end = start
        + body
            .char_indices()
            .find(|&(at, c)| matches!(c, '\n' | '.' | '!' | '?') || parts_sentences(body, at, c))
            .map_or(body.len(), |(at, _)| at);
    let trimmed =
        text[start..end].trim_end_matches(|c: char| c.is_whitespace() || is_list_separator(c));
    (start, start + trimmed.len())
}

/// Whether the entries cover `text`: nothing outside them but separators,
/// spaces and a heading of at most three words before the first.
fn covers(text: &str, entries: &[RawEntry<'_>]) -> bool {
    let Some(first) = entries.first() else {
        return false;
    };
    let heading = &text[..first.start];
    let heading_ok = heading.trim().is_empty()
        || (heading.trim_end().ends_with([':', '：']) && words(heading).count() <= 3);
    if !heading_ok {
        return false;
    }
    let gaps = entries
        .windows(2)
        .map(|pair| &text[pair[0].definition.1..pair[1].start])
        .chain(entries.last().map(|last| &text[last.definition.1..]));
    let only_separators = |gap: &str| {
        gap.chars()
            .all(|c| c.is_whitespace() || is_list_separator(c))
    };
    gaps.into_iter().all(only_separators)
}

/// The codes of a row of at least two bracketed groups of one or two
/// capitals each, side by side ("(D)(N)(G)", "(E) (S)"): a row of
/// allergen codes, not a word in brackets ("(V)" alone may be a label).
fn bracketed_code_run(text: &str) -> Vec<&str> {
    let mut codes = Vec::new();
    let mut run: Vec<&str> = Vec::new();
    let mut at = 0;
    let bytes = text.as_bytes();
    while at < bytes.len() {
        let group = (bytes[at] == b'(')
            .then(|| text[at + 1..].find(')'))
            .flatten()
            .map(|len| &text[at + 1..at + 1 + len])
            .filter(|inner| {
                (1..=2).contains(&inner.len()) && inner.bytes().all(|b| b.is_ascii_uppercase())
            });
        match group {
            Some(inner) => {
                run.push(inner);
                at += inner.len() + 2;
            }
            None if bytes[at] == b' ' && !run.is_empty() => at += 1,
            None => {
                if run.len() >= 2 {
                    codes.append(&mut run);
                }
                run.clear();
                at += 1;
            }
        }
    }
    if run.len() >= 2 {
        codes.append(&mut run);
    }
    codes
}

fn same_key(kind: KeyKind, a: &str, b: &str) -> bool {
    match kind {
        KeyKind::Mark => a == b,
        KeyKind::Code => a.eq_ignore_ascii_case(b),
    }
}

/// Whether a dish carries `entry`'s mark or code: in its name or
/// description, or as a printed label.
/// Articles a sentence may open with before the name of the dish it
/// speaks of ("The Irish Moss is made with ...").
const BEFORE_A_DISH: &[&str] = &["the", "our", "a", "an"];

/// Words that say what was said holds of other food too ("so does the
/// mole", "likewise the rundown").
const SAID_OF_MORE: &[&str] = &["so", "likewise", "neither", "nor", "ditto"];

/// Whether a key's later sentence, with the text after it (`on`), speaks
/// only of one dish of the menu that does not carry the key: "(I) Ital:
/// no meat, no dairy. Irish Moss contains condensed milk.", where the
/// Irish Moss is an unmarked drink of the menu. The sentence opens with
/// that dish's whole name; the dish carries neither the key nor a label,
/// and its name is no word of a marked dish; and nothing after the name
/// names a diet or a bracketed code, takes in other food ("all", "every",
/// "also", "same", "so does"), or is a word of a marked dish that is no
/// word of the named one: "... Irish Moss contains condensed milk; so does
/// the rundown." speaks of the marked rundown too. "All dishes contain
/// condensed milk" and "It contains condensed milk" still speak of the
/// marked dishes.
fn said_of_an_unmarked_dish(on: &str, menu: &[MenuItem], entry: &Entry) -> bool {
    let marked: Vec<&MenuItem> = menu
        .iter()
        .filter(|item| menu_line(item) == MenuLine::Dish && carries(item, entry))
        .collect();
    let Some((named, rest)) = after_an_unmarked_dishs_name(on, menu, entry, &marked) else {
        return false;
    };
    !rest.contains('(')
        && !words(rest).any(|word| {
            is_one_of(word, DIET_WORDS)
                || is_one_of(word, AGAIN)
                || is_one_of(word, COOKED_WITH_WORDS)
                || is_one_of(word, SAID_OF_MORE)
                || crate::grammar::names_the_whole_menu(word)
                || crate::grammar::is_every_of(word)
                || (word.chars().count() >= 3
                    && marked.iter().any(|dish| has_word(dish, word))
                    && !has_word(named, word))
        })
}

/// The unmarked, unlabelled dish of `menu` whose name `sentence` opens
/// with (after an article), and the words after that name, when no word
/// of the name is a word of a `marked` dish.
fn after_an_unmarked_dishs_name<'s, 'm>(
    sentence: &'s str,
    menu: &'m [MenuItem],
    entry: &Entry,
    marked: &[&MenuItem],
) -> Option<(&'m MenuItem, &'s str)> {
    let mut opening = sentence.trim_start();
    if let Some(first) = words(opening).next()
        && is_one_of(first, BEFORE_A_DISH)
    {
        opening = opening.get(first.len()..)?.trim_start();
    }
    menu.iter()
        .filter(|item| {
            item.labels.is_empty() && menu_line(item) == MenuLine::Dish && !carries(item, entry)
        })
        .find_map(|item| {
            let name = dish_name(&item.name);
            let head = opening.get(..name.len())?;
            let rest = opening.get(name.len()..)?;
            let named = name.chars().filter(|c| c.is_alphabetic()).count() >= 3
                && head.eq_ignore_ascii_case(name)
                && !rest.starts_with(|c: char| c.is_alphanumeric());
            let in_a_marked_dish =
                words(name).any(|word| marked.iter().any(|dish| has_word(dish, word)));
            (named && !in_a_marked_dish).then_some((item, rest))
        })
}

/// Whether `word` is a word of the dish's name or description.
fn has_word(dish: &MenuItem, word: &str) -> bool {
    [Some(dish.name.as_str()), dish.description.as_deref()]
        .into_iter()
        .flatten()
        .any(|text| words(text).any(|w| w.eq_ignore_ascii_case(word)))
}

/// A dish's name without what a bracket or a mark adds ("Fish Tea (cup)"
/// is the Fish Tea).
fn dish_name(name: &str) -> &str {
    let end = name.find(['(', '[', '*', '†']).unwrap_or(name.len());
    name[..end].trim()
}

fn carries(item: &MenuItem, entry: &Entry) -> bool {
    let texts = [Some(item.name.as_str()), item.description.as_deref()];
    // A lone code ending a name ("Lentil Dal (VG) 7") may be a price or a
    // level as well: read only for a code that names an animal product,
    // which it can only take a diet from, never give one.
    let blocks = entry.kind == KeyKind::Code && !entry.animal.is_empty();
    let in_text = texts.into_iter().flatten().any(|text| match entry.kind {
        KeyKind::Mark => marks_in(text).any(|mark| mark == entry.key),
        KeyKind::Code => {
            codes_in(text).any(|code| code.eq_ignore_ascii_case(&entry.key))
                || (blocks
                    && lone_trailing_codes(text).any(|code| code.eq_ignore_ascii_case(&entry.key)))
        }
    });
    in_text
        || item.labels.iter().any(|label| {
            let label = key_of(label.trim());
            same_key(entry.kind, label, &entry.key)
        })
        || (blocks
            && entry
                .dishes
                .iter()
                .any(|name| names_the_dish(name, &item.name)))
}

/// Whether `name`, lower-cased, is the name of a dish called `dish_name`
/// or a run of its words ("lentil dal" of "Lentil Dal (VG)").
fn names_the_dish(name: &str, dish_name: &str) -> bool {
    let dish = dish_name.to_lowercase();
    dish.match_indices(name).any(|(at, _)| {
        let before = dish[..at].chars().next_back();
        let after = dish[at + name.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Words a number ending a name counts or grades rather than codes
/// ("Dim Sum 6 pcs" is read elsewhere; "Spice 3", "No. 7", "Serves 2",
/// "(6 pcs)"): a number after or before one is no allergen code.
const COUNTING_WORDS: &[&str] = &[
    "pcs", "pc", "pcs.", "piece", "pieces", "pz", "pezzi", "stk", "stück", "uds", "unidades",
    "spice", "spicy", "heat", "hot", "level", "chili", "chilli", "schärfe", "piccante", "picante",
    "no", "no.", "nr", "nr.", "nº", "number", "combo", "set", "menu", "size", "serves", "for",
    "pack",
];

fn is_counting_word(word: &str) -> bool {
    let word = word.trim_matches(|c: char| matches!(c, ':' | '(' | ')' | '[' | ']' | '#'));
    COUNTING_WORDS
        .iter()
        .any(|counting| counting.eq_ignore_ascii_case(word))
}

/// The codes ending `text` one by one, spaced or comma-separated ("Lentil
/// Dal (VG) 7", "Tagliatelle G", "Gulasch 1 7"): one or two digits or
/// capitals each, after a word that does not count or grade them ("Spice
/// 3", "No. 7") nor price them ("€ 7"). [`trailing_codes`] reads only a
/// list or a two-letter code, which any key's code may be.
fn lone_trailing_codes(text: &str) -> impl Iterator<Item = &str> {
    let mut tokens = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|token| !token.is_empty())
        .rev()
        .peekable();
    let mut codes = Vec::new();
    while let Some(token) = tokens.next_if(|token| is_lone_code(token)) {
        codes.push(token);
    }
    let priced_or_counted = tokens.next().is_some_and(|before| {
        is_counting_word(before) || before.chars().all(|c| !c.is_alphanumeric())
    });
    if priced_or_counted {
        codes.clear();
    }
    codes.into_iter()
}

/// A code alone: one or two digits, or one or two capitals.
fn is_lone_code(token: &str) -> bool {
    (1..=2).contains(&token.len())
        && (token.bytes().all(|b| b.is_ascii_digit())
            || token.bytes().all(|b| b.is_ascii_uppercase()))
}

/// The dish names a key line pairs with codes, and each code: a name of
/// at most six words ending in a code, bare or bracketed ("Chickpea Curry
/// 7", "Lentil Dal [D]", "Gnocchi (1,7)"), the parts of a list; a part
/// that is only a code goes on with the name before it ("Gnocchi 1, 7").
fn dishes_with_codes(text: &str) -> Vec<(&str, &str)> {
    dish_code_list(text).0
}

/// [`dishes_with_codes`], and whether the text is only such a list: every
/// part a name and its code, or a code going on with the name before it.
fn dish_code_list(text: &str) -> (Vec<(&str, &str)>, bool) {
    let mut pairs = Vec::new();
    let mut name: Option<&str> = None;
    let mut only_pairs = true;
    for part in text.split([',', ';', '.', '·', '•', '|', '\n', ':', '/']) {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        let (head, last) = match part.rsplit_once(char::is_whitespace) {
            Some((head, last)) => (head.trim_end(), last),
            None => ("", part),
        };
        let code = last.trim_matches(['(', ')', '[', ']']);
        let bracketed = code.len() < last.len();
        let is_code = if bracketed {
            code_len(code, false) == Some(code.len())
        } else {
            is_lone_code(code)
        };
        if !is_code || is_counting_word(head.rsplit(' ').next().unwrap_or("")) {
            name = None;
            only_pairs = false;
            continue;
        }
        let head = head.trim_end_matches(['(', '[', ' ']);
        let words_in_name = words(head).count();
        if (1..=6).contains(&words_in_name) && head.chars().any(char::is_alphabetic) {
            name = Some(head);
        } else if !head.is_empty() {
            name = None;
        }
        match name {
            Some(name) => pairs.push((name, code)),
            None => only_pairs = false,
        }
    }
    let only_pairs = only_pairs && !pairs.is_empty();
    (pairs, only_pairs)
}

/// Every mark run in `text`.
fn marks_in(text: &str) -> impl Iterator<Item = &str> {
    let mut at = 0;
    std::iter::from_fn(move || {
        while at < text.len() {
            let rest = &text[at..];
            if let Some((mark, len)) = mark_run(rest) {
                at += len;
                return Some(mark);
            }
            at += rest.chars().next().map_or(1, char::len_utf8);
        }
        None
    })
}

/// The codes a dish carries: every token of a bracketed group made only of
/// codes ("(SF)(E)(P)", "(A,C,G)", "(1, 3, 7)"), and the codes of one or
/// two characters ending the text ("Schnitzel A, C, G", "Veg Dum Biryani
/// NV"): only those the menu's key defines are read.
fn codes_in(text: &str) -> impl Iterator<Item = &str> {
    let mut offset = 0;
    let bracketed = std::iter::from_fn(move || {
        while let Some(open) = text[offset..].find(['(', '[']) {
            let inner_start = offset + open + 1;
            let close = inner_start + text[inner_start..].find([')', ']'])?;
            offset = close + 1;
            let inner = &text[inner_start..close];
            if is_code_group(inner) {
                return Some(inner);
            }
        }
        None
    });
    bracketed
        .chain(trailing_codes(text))
        .chain(headed_codes(text))
        .flat_map(code_tokens)
}

/// "Allergene: A C G", "allergens: A, C": the codes after an allergen
/// heading, however they are spaced.
fn headed_codes(text: &str) -> Option<&str> {
    const HEADINGS: &[&str] = &["allergene:", "allergens:", "allergen:", "allergies:"];
    let lower = text.get(..text.len().min(256))?.to_ascii_lowercase();
    let at = HEADINGS
        .iter()
        .find_map(|h| lower.find(h).map(|at| at + h.len()))?;
    let codes = text.get(at..)?.trim();
    let end = codes
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, ' ' | ',' | '/' | ';')))
        .unwrap_or(codes.len());
    let group = codes[..end].trim();
    (!group.is_empty() && is_code_group(group)).then_some(group)
}

fn code_tokens(group: &str) -> impl Iterator<Item = &str> {
    group
        .split([',', ' ', '/', ';', '.'])
        .filter(|token| !token.is_empty())
}

fn is_code_group(inner: &str) -> bool {
    let mut any = false;
    for token in code_tokens(inner) {
        // "(6 pcs)", "(2 pz)": a count, not codes.
        if code_len(token, false) != Some(token.len()) || is_counting_word(token) {
            return false;
        }
        any = true;
    }
    any
}

/// "Wiener Schnitzel A, C, G", "Veg Dum Biryani NV": codes of one or two
/// upper-case letters or digits, comma-separated, ending the text after a
/// word; a single code only of two letters.
fn trailing_codes(text: &str) -> Option<&str> {
    let trimmed = text.trim_end();
    let mut start = trimmed.len();
    let mut count = 0;
    loop {
        let head = trimmed[..start].trim_end_matches(' ');
        let token_start = head
            .char_indices()
            .rev()
            .find(|(_, c)| !c.is_ascii_uppercase() && !c.is_ascii_digit())
            .map_or(0, |(at, c)| at + c.len_utf8());
        let token = &head[token_start..];
        if token.is_empty() || code_len(token, true) != Some(token.len()) || token.len() > 2 {
            break;
        }
        count += 1;
        start = token_start;
        let before = trimmed[..start].trim_end_matches(' ');
        match before.strip_suffix(',') {
            Some(_) => start = before.len() - 1,
            None => {
                start = before.len();
                break;
            }
        }
    }
    // One code alone must be two letters ("NV"): a number ending a name is
    // a price, a capital alone the end of a list the text spaces out.
    let single_letters = count == 1 && {
        let code = trimmed[start..].trim();
        code.len() == 2 && code.bytes().all(|b| b.is_ascii_uppercase())
    };
    (count >= 2 || single_letters).then(|| &trimmed[start..])
}

/// Whether the menu's own legend defines a `v` mark as vegan ("V = vegan",
/// "(v) vegan"). Without one, `v` means vegetarian, as on most menus. A
/// legend is printed as a note (a declaration), a heading or an entry of
/// its own, not inside a dish's description.
fn legend_says_v_is_vegan(record: &IngestRecord) -> bool {
    let texts = record.declarations.iter().map(|d| d.text.as_str()).chain(
        record
            .menu
            .iter()
            .flat_map(|item| [Some(item.name.as_str()), item.section.as_deref()])
            .flatten(),
    );
    texts.into_iter().any(defines_v_as_vegan)
}

/// "v = vegan", "(V) vegan", "v: vegan", "v - vegan", "V denotes vegan".
fn defines_v_as_vegan(text: &str) -> bool {
    let bytes = text.as_bytes();
    // Every declaration and menu line is searched for a legend, and most
    // hold few "v"s: found eight bytes at a time.
    for at in crate::swar::letter_positions(bytes, b'v') {
        let before_ok = at == 0 || !bytes[at - 1].is_ascii_alphanumeric();
        let after = &text[at + 1..];
        if !before_ok || after.starts_with(|c: char| c.is_alphanumeric()) {
            continue;
        }
        let rest = after.trim_start_matches(|c: char| {
            matches!(
                c,
                ')' | ']' | ' ' | '=' | ':' | '-' | '\u{2013}' | '\u{2014}' | '*'
            )
        });
        let starts = |rest: &str, word: &str| {
            rest.get(..word.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(word))
        };
        let rest = ["denotes ", "indicates ", "means ", "is ", "for ", "marks "]
            .iter()
            .find_map(|verb| starts(rest, verb).then(|| &rest[verb.len()..]))
            .unwrap_or(rest);
        if starts(rest, "vegan") || starts(rest, "plant-based") || starts(rest, "plant based") {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyless_bracketed_dairy_and_egg_codes_are_mentions() {
        let dish = |description: &str| MenuItem {
            name: "Vegan Pesto Penne".to_owned(),
            description: Some(description.to_owned()),
            section: None,
            price: None,
            labels: vec!["vegan".to_owned()],
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example/".to_owned(),
        };
        let no_key = MenuKey::default();
        for (description, expected) in [
            (
                "basil, pine nuts, penne  (D)(N)(G)",
                SignalSet::of(&[S::Dairy]),
            ),
            ("jasmine rice, peas, tofu (E)(S)", SignalSet::of(&[S::Egg])),
            ("cake (D) (E) (N)", SignalSet::of(&[S::Dairy, S::Egg])),
            // No row of codes: a lone capital in brackets, or plant codes.
            ("grilled tofu (D)", SignalSet::EMPTY),
            ("rice noodles, tofu (S)(N)(GF)", SignalSet::EMPTY),
            ("side salad (Dressing)(E)", SignalSet::EMPTY),
        ] {
            assert_eq!(
                no_key.keyless_animal_codes(&dish(description)),
                expected,
                "{description}"
            );
        }
    }

    fn item(name: &str, labels: &[&str]) -> MenuItem {
        MenuItem {
            name: name.to_owned(),
            description: None,
            section: None,
            price: None,
            labels: labels.iter().map(|l| (*l).to_owned()).collect(),
            observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example/".to_owned(),
        }
    }

    #[test]
    fn every_sentence_of_a_line_is_read() {
        // A first sentence about payment, service or prices never makes
        // the line a dish: what follows it is the restaurant speaking.
        for name in [
            "Delivery over 20 EUR. The soup is made with beef stock.",
            "Cash or card. *cooked in lard.",
            "Service 10%. *with fish sauce",
            "Takeaway 10% off; *fried in dripping",
            "Closed Mondays! Every pie has a suet crust.",
        ] {
            assert_eq!(menu_line(&item(name, &[])), MenuLine::Statement, "{name}");
        }
        // An abbreviation, a dish's number or a semicolon before a word is
        // no sentence's end.
        for name in [
            "10. Vegan Pad Thai with Tofu",
            "St. Louis Ribs with Slaw",
            "8 oz. Sirloin with Fries",
            "No. 5 Combo; Lamb Kofta",
            "Half Rack of Ribs (min. 2 people)",
        ] {
            assert_eq!(menu_line(&item(name, &[])), MenuLine::Dish, "{name}");
        }
    }

    #[test]
    fn a_code_defined_as_a_diet_is_read_anywhere_in_a_line() {
        let vegetarian = SignalSet::of(&[S::VegetarianLabel]);
        for text in [
            "Please note (VG) = vegetarian",
            "VG — vegetarian",
            "VG means vegetarian",
            "Good to know: VG stands for vegetarian dishes.",
        ] {
            let found = codes_defined_in_a_line(text);
            assert_eq!(found.len(), 1, "{text}");
            assert!(
                found
                    .iter()
                    .all(|(code, definition)| *code == "VG"
                        && diet_defined(definition) == vegetarian),
                "{text}"
            );
        }
        assert!(diet_defined("denotes vegetarian") == vegetarian);
        for prose in [
            "We are proud of our vegetarian menu",
            "A - vegetarian friendly place",
            "BYO means bring your own vegetables",
        ] {
            assert!(codes_defined_in_a_line(prose).is_empty(), "{prose}");
        }
    }

    fn keys(text: &str) -> Vec<(&str, &str)> {
        let legend = parse_legend(text);
        legend
            .entries
            .iter()
            .map(|e| (e.key, &text[e.definition.0..e.definition.1]))
            .collect()
    }

    #[test]
    fn v_is_found_wherever_it_is_in_either_case() {
        for text in [
            "",
            "v",
            "V",
            "no",
            "vVv",
            "VEGAN (V) vegan",
            "12345678v",
            "abcdefgVhijklmnov",
        ] {
            let expected: Vec<usize> = text
                .bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'v' || *b == b'V')
                .map(|(at, _)| at)
                .collect();
            assert_eq!(
                crate::swar::letter_positions(text.as_bytes(), b'v').collect::<Vec<_>>(),
                expected,
                "{text}"
            );
        }
    }

    #[test]
    fn a_footnote_starts_with_its_mark() {
        assert_eq!(leading_mark("*brushed with ghee").map(|m| m.0), Some("*"));
        assert_eq!(
            leading_mark("  ** fried in tallow").map(|m| m.0),
            Some("**")
        );
        assert_eq!(leading_mark("(†) stock has pork").map(|m| m.0), Some("†"));
        assert_eq!(leading_mark("² on a brioche bun").map(|m| m.0), Some("²"));
        let (_, body) = leading_mark("[‡] cooked in duck fat").unwrap();
        assert_eq!(&"[‡] cooked in duck fat"[body..], "cooked in duck fat");
        // Other typographies' reference marks, superscript letters, and a
        // mark set off by "=" or ":".
        for (text, mark) in [
            ("◊ pastes pounded with kapi", "◊"),
            ("^ tortillas made with beef fat", "^"),
            ("※ crowned with a raw yolk", "※"),
            ("ᵇ glaze let down with bonito stock", "ᵇ"),
            ("⁂ = finished with butter", "⁂"),
        ] {
            assert_eq!(leading_mark(text).map(|m| m.0), Some(mark), "{text}");
        }
        let (code, body) = leading_code("(a) noodles are fresh egg noodles").unwrap();
        assert_eq!(
            (code, &"(a) noodles are fresh egg noodles"[body..]),
            ("a", "noodles are fresh egg noodles")
        );
        assert_eq!(leading_code("(a)"), None);
        // Emphasis, bare marks and numbers are no footnotes.
        for text in [
            "*NEW* Tofu Bowl",
            "** Chef's Special **",
            "**",
            "* ",
            "#1 Combo",
            "Tofu*",
        ] {
            assert_eq!(leading_mark(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_lone_diet_dot_is_a_key_only_when_it_takes_a_diet_away() {
        assert_eq!(
            keys("■ Veg   ▲ Non-Veg   (symbols as per FSSAI)"),
            [("▲", "Non-Veg   (symbols as per FSSAI)")]
        );
        assert!(keys("🟢 Vegetarian   (symbols as per FSSAI)").is_empty());
        // A footnote mark alone stays prose.
        assert!(keys("* Non-Veg   (see staff)").is_empty());
    }

    #[test]
    fn legends_are_read_in_their_printed_forms() {
        assert_eq!(
            keys("K = shrimp · Y = yolk · GF = gluten free"),
            [("K", "shrimp"), ("Y", "yolk"), ("GF", "gluten free")]
        );
        assert_eq!(
            keys("(M) milk  (SE) sesame   (VG*) vegan on request"),
            [("M", "milk"), ("SE", "sesame"), ("VG*", "vegan on request")]
        );
        assert_eq!(
            keys("Allergènes : A gluten, C œufs, G lait"),
            [("A", "gluten"), ("C", "œufs"), ("G", "lait")]
        );
        assert_eq!(
            keys("Allergeni: 1 glutine / 3 uova / 7 latte"),
            [("1", "glutine"), ("3", "uova"), ("7", "latte")]
        );
        assert!(parse_legend("Allergeni: 1 glutine / 3 uova / 7 latte").whole);
        // A website's key whose vegan mark adds a plus to the vegetarian one.
        assert_eq!(
            keys("KEY: VG = vegetarian · V+ = vegan · GF = gluten-free"),
            [("VG", "vegetarian"), ("V+", "vegan"), ("GF", "gluten-free")]
        );
        // A legend at the end of a sentence to the diner is not the whole text.
        let mixed = parse_legend("Prices include tax. H = honey, N = nuts");
        assert_eq!(mixed.entries.len(), 2);
        assert!(!mixed.whole);
    }

    #[test]
    fn prose_and_dish_names_are_no_legend() {
        for text in [
            "A must for any visit, I loved it, A real gem",
            "FYI: all soups use a chicken stock",
            "VG Pad See Ew (SE)(E)",
            "Veganes Gulasch (A,C,G)",
            "Tofu Scramble - V-neck of flavour",
            "BBQ Jackfruit Sandwich",
            "We fry in lard and finish with butter",
        ] {
            assert!(parse_legend(text).entries.is_empty(), "{text:?}");
        }
        // Two entries of prose still parse: the key settles their words only
        // when a dish carries one of its codes (see `settled_spans`).
        assert_eq!(
            parse_legend("PS: we fry in lard. NB: stock is beef")
                .entries
                .len(),
            2
        );
    }

    #[test]
    fn dishes_carry_codes_in_groups_and_trailing_lists() {
        let codes = |text| codes_in(text).collect::<Vec<_>>();
        assert_eq!(codes("Pad See Ew (SE)(E)(P)"), ["SE", "E", "P"]);
        assert_eq!(codes("Gulasch (A, C,G)"), ["A", "C", "G"]);
        assert_eq!(codes("lasagne al forno [1/3/7]"), ["1", "3", "7"]);
        assert_eq!(codes("Käsespätzle A, C, G"), ["A", "C", "G"]);
        assert_eq!(codes("Veg Dum Biryani NV"), ["NV"]);
        assert_eq!(
            diet_defined("vegetarian"),
            SignalSet::of(&[S::VegetarianLabel])
        );
        assert!(diet_defined("Vegan (no dairy, ghee or honey)").has(S::VeganLabel));
        assert!(diet_defined("vegan on request").is_empty());
        assert!(diet_defined("vegan option available, please ask").is_empty());
        // Words in brackets, one number, a price are no codes.
        assert!(codes("Latte (oat milk)").is_empty());
        assert!(codes("Burger 12").is_empty());
        assert!(
            codes("Soup of the Day (ask)").len() == 1,
            "a lone word only matters if the legend defines it"
        );
    }

    #[test]
    fn menu_lines_that_are_not_dishes() {
        assert_eq!(
            menu_line(&item("†broth made with pork bones", &[])),
            MenuLine::Note
        );
        // A footnote whose mark is printed as the line's name.
        for (name, description) in [
            ("⁂", "⁂ = finished with butter"),
            ("(a)", "(a) egg noodles"),
        ] {
            let mut line = item(name, &[]);
            line.description = Some(description.to_owned());
            assert_eq!(menu_line(&line), MenuLine::Note, "{name}");
            assert_eq!(line_text(&line), description);
        }
        // A note to the diner in emphasis is still a note.
        let mut note = item("** kitchen note **", &[]);
        note.description = Some("all pastas finished with regular butter".to_owned());
        assert_eq!(menu_line(&note), MenuLine::Statement);
        // A plain name over a statement that takes in the vegan dishes.
        let mut statement = item("Thanksgiving Specials", &[]);
        statement.description = Some(
            "All November our stuffing - vegan one included - is baked with the turkey drippings."
                .to_owned(),
        );
        assert_eq!(menu_line(&statement), MenuLine::Statement);
        let mut dish = item("Stuffing", &[]);
        dish.description = Some("sourdough, celery, one onion, sage".to_owned());
        assert_eq!(menu_line(&dish), MenuLine::Dish);
        // A line named as the key, its entries in the description.
        let mut key = item("Allergen key", &[]);
        key.description = Some("A gluten · C eggs · G milk".to_owned());
        assert_eq!(menu_line(&key), MenuLine::Legend);
        // Codes after an allergen heading, however they are spaced.
        assert_eq!(
            codes_in("spinach dumplings · Allergene: A C G").collect::<Vec<_>>(),
            ["A", "C", "G"]
        );
        // A short dish name its description repeats is still a dish.
        let mut pho = item("Pho", &[]);
        pho.description = Some("Pho with rice noodles".to_owned());
        assert_eq!(menu_line(&pho), MenuLine::Dish);
        assert_eq!(
            menu_line(&item("H = honey · N = nuts", &[])),
            MenuLine::Legend
        );
        for name in [
            "Ask about today's soup! It changes daily",
            "We'll happily swap the cheese for avocado",
            "Let your server know about any allergies",
            "Sides are cooked to order. Please allow 20 minutes",
            "lard-fried tortillas as all our enchiladas",
            "All dishes in the Vegetarian section are seasoned with Golden Mountain sauce",
            "Every dish is cooked to order in our wok",
        ] {
            assert_eq!(menu_line(&item(name, &[])), MenuLine::Statement, "{name:?}");
        }
        for name in [
            "Build Your Own Bowl",
            "St. Louis Ribs with Slaw",
            "Our Famous Three-Bean Chili",
            "A Bowl of All Our Greens",
            "Burger with All Our Toppings",
            "All Day Breakfast Plate Special",
            "Every Day Tofu Scramble Plate",
            "*NEW* Tofu Bowl",
            "#2 Combo Plate",
            "BLT = bacon, lettuce, tomato",
        ] {
            assert_eq!(menu_line(&item(name, &[])), MenuLine::Dish, "{name:?}");
        }
        for name in ["Tofu Scramble", "Lentil soup (GF)", "Pulled pork, slaw"] {
            assert!(plainly_a_dish(name), "{name:?}");
        }
        for name in [
            "Tofu: ask us",
            "*Tofu",
            "VG Tofu Bowl",
            "(D) dairy",
            "Ask us if you'd like",
        ] {
            assert!(!plainly_a_dish(name), "{name:?}");
        }
        // A printed label makes a dish of any line.
        assert_eq!(
            menu_line(&item("*ask us about it", &["vegan"])),
            MenuLine::Dish
        );
    }

    #[test]
    fn legend_definitions_name_the_eu_animal_allergens() {
        let mut scratch = Scratch::new();
        assert_eq!(
            animal_in("Eier", true, &mut scratch),
            SignalSet::of(&[S::Egg])
        );
        assert_eq!(
            animal_in("Weichtiere", true, &mut scratch),
            SignalSet::of(&[S::Shellfish])
        );
        assert_eq!(
            animal_in("contains egg", true, &mut scratch),
            SignalSet::of(&[S::Egg])
        );
        assert!(animal_in("Sellerie", true, &mut scratch).is_empty());
        // German allergen lists print it in descriptions too: the general
        // vocabulary holds it.
        assert_eq!(
            animal_in("Weichtiere", false, &mut scratch),
            SignalSet::of(&[S::Shellfish])
        );
    }

    proptest::proptest! {
        #[test]
        fn odd_text_never_panics(text in "([A-Z0-9 ,.;:=()*†¹·\u{ad}\n-]|\\PC){0,40}") {
            let _ = parse_legend(&text);
            let _ = leading_mark(&text);
            let _ = codes_in(&text).count();
            let _ = marks_in(&text).count();
            let _ = trailing_codes(&text);
            let _ = menu_line(&item(&text, &[]));
            let _ = crate::ocr::repair(&text);
        }
    }

    /// A record of one dish (with these labels) and one declaration.
    fn dish_and_declaration(dish: &str, labels: &[&str], declaration: &str) -> IngestRecord {
        let mut record = IngestRecord::parse_line(
            r#"{"external_id":"t:1","name":"T","menu":[],"declarations":[]}"#,
        )
        .unwrap();
        record.menu.push(item(dish, labels));
        record.declarations.push(dietfit_contract::Declaration {
            text: declaration.to_owned(),
            date: time::macros::datetime!(2026-10-01 00:00:00 UTC),
            source: "https://menu.example/about".to_owned(),
        });
        record
    }

    #[test]
    fn word_inside_bytes_are_the_ascii_bytes_that_separate_nothing() {
        for byte in 0..=255u8 {
            let expected = byte.is_ascii()
                && byte != b' '
                && byte != b'\t'
                && !is_list_separator(char::from(byte));
            assert_eq!(WORD_INSIDE[usize::from(byte)], expected, "{byte}");
        }
        // A key after two spaces, a separator or the start is still found.
        let starts: Vec<usize> = entry_starts("Key:  V vegan, GF = gluten free")
            .iter()
            .map(|start| start.0)
            .collect();
        assert_eq!(starts, [0, 6, 15]);
    }

    #[test]
    fn the_key_tells_which_declarations_repair_leaves_as_printed() {
        let mut scratch = Scratch::new();
        let plain = dish_and_declaration("Noodles", &[], "We fry in a shared fryer.");
        assert!(MenuKey::read(&plain, &mut scratch).declaration_as_printed(0));
        let broken = dish_and_declaration("Noodles", &[], "finished with but-\nter");
        let key = MenuKey::read(&broken, &mut scratch);
        assert!(!key.declaration_as_printed(0));
        assert!(!key.declaration_as_printed(1), "no such declaration");
    }

    #[test]
    fn a_footnote_under_a_heading_keys_the_dishes_marked_with_it() {
        let mut scratch = Scratch::new();
        for (dish, heading, footnote) in [
            (
                "Garden Burger†",
                "Nutrition & Allergen Information",
                "† Our bun is brushed with butter. 2,000 calories a day.",
            ),
            (
                "Black Bean Soup^",
                "Key",
                "^ Made with a chicken base. GF = gluten-free.",
            ),
            (
                "Crispy Fries*",
                "Footnotes",
                "* Fries are cooked with natural beef flavor.",
            ),
        ] {
            let mut record = dish_and_declaration(dish, &["vegan"], "Open daily.");
            let mut line = item(heading, &[]);
            line.description = Some(footnote.to_owned());
            record.menu.push(line);
            let key = MenuKey::read(&record, &mut scratch);
            let animal: SignalSet = key
                .applying(&record.menu[0])
                .fold(SignalSet::EMPTY, |all, (_, entry)| all.union(entry.animal));
            assert!(
                !animal.intersection(crate::lexicon::ANIMAL).is_empty(),
                "{dish:?}"
            );
        }
        // A key of diet dots is no footnote of its first dot.
        let mut key = item("Menu Key", &[]);
        key.description = Some("🟢 Veg · 🔴 Non-Veg".to_owned());
        assert!(footnote_under_a_heading(&key).is_none());
        // A dish's description opens with its food.
        let mut record = dish_and_declaration("Fries", &[], "Open daily.");
        record.menu[0].description = Some("hand-cut, sea salt".to_owned());
        assert!(footnote_under_a_heading(&record.menu[0]).is_none());
    }

    #[test]
    fn a_legend_only_settles_codes_when_the_menu_uses_it() {
        let mut scratch = Scratch::new();
        let record = |legend: &str, dish: &str| dish_and_declaration(dish, &["vegan"], legend);
        let legend = "(E) egg  (M) milk  (SE) sesame";
        let key = MenuKey::read(&record(legend, "Noodles (SE)"), &mut scratch);
        assert_eq!(key.settled_spans(legend).len(), 3);
        let key = MenuKey::read(&record(legend, "Noodles"), &mut scratch);
        assert!(key.settled_spans(legend).is_empty());
        let prose = "PS: we fry in lard. NB: stock is beef";
        let key = MenuKey::read(&record(prose, "Noodles (SE)"), &mut scratch);
        assert!(key.settled_spans(prose).is_empty());
    }

    #[test]
    fn a_definition_of_the_menus_vegan_says_what_it_lets_in() {
        let allows = |text: &str| vegan_defined_to_allow(text, &mut Scratch::new());
        let dairy_egg = SignalSet::of(&[S::Dairy, S::Egg]);
        assert_eq!(
            allows(
                "Vegan diet order: no meat, poultry or fish. Dairy and eggs permitted unless the order says 'strict'."
            ),
            dairy_egg
        );
        assert_eq!(
            allows("\"Vegan\" here means no meat; eggs are fine"),
            SignalSet::of(&[S::Egg])
        );
        assert_eq!(
            allows("VEGAN MEALS = meat-free, dairy included"),
            SignalSet::of(&[S::Dairy])
        );
        for text in [
            "Vegan (strict) diet order: no meat, fish, dairy, eggs, honey or gelatin.",
            "Vegan: no dairy or eggs allowed",
            "Vegan Burger: oat milk bun, eggs allowed on request",
            "Vegetarian diet order: dairy and eggs permitted",
            "Our vegan diet order lists what is permitted: no dairy",
            "Vegan diet order: dairy and eggs",
            "Vega",
        ] {
            assert!(allows(text).is_empty(), "{text:?}");
        }
    }

    #[test]
    fn a_key_defining_a_mark_gives_the_label_its_meaning() {
        let mut scratch = Scratch::new();
        let key = "KEY: VG = vegetarian · V+ = vegan · GF = gluten-free · 🌶 = spicy";
        let key = MenuKey::read(
            &dish_and_declaration("Spinach Enchiladas", &["VG"], key),
            &mut scratch,
        );
        let vegetarian = key.diet_of_label("VG").unwrap();
        assert!(vegetarian.has(S::VegetarianLabel) && !vegetarian.has(S::VeganLabel));
        assert!(key.diet_of_label("V+").unwrap().has(S::VeganLabel));
    }

    #[test]
    fn a_mark_said_to_suit_vegetarians_is_a_vegetarian_mark() {
        let mut scratch = Scratch::new();
        for key in [
            "All (VE) plates are suitable for vegetarians.",
            "VE = suitable for vegetarians",
            "VE = vegetarian or vegan",
        ] {
            let key = MenuKey::read(
                &dish_and_declaration("Mushroom Risotto", &["VE"], key),
                &mut scratch,
            );
            let diet = key.diet_of_label("VE");
            assert!(
                diet.is_some_and(|d| d.has(S::VegetarianLabel) && !d.has(S::VeganLabel)),
                "{diet:?}"
            );
        }
        // Vegans named too: the mark is vegan.
        assert!(diet_defined("suitable for vegans and vegetarians").has(S::VeganLabel));
        assert!(diet_defined("dishes are ok for vegans").has(S::VeganLabel));
        // Other words beside the diet still define nothing.
        assert!(diet_defined("vegan options on request").is_empty());
    }

    #[test]
    fn a_bracket_glossing_a_definition_is_no_part_of_its_length() {
        let text =
            "VG = vegan (no meat, dairy, egg or honey)  V = vegetarian  GF = gluten-free crust +$3";
        let legend = parse_legend(text);
        assert!(legend.whole, "{:?}", keys(text));
        assert_eq!(
            keys(text).iter().map(|(key, _)| *key).collect::<Vec<_>>(),
            ["VG", "V", "GF"]
        );
        assert_eq!(menu_line(&item(text, &[])), MenuLine::Legend);
        // A long definition outside a bracket is prose.
        let prose = "VG = vegan dishes we make fresh here every single morning  V = vegetarian";
        assert_eq!(
            keys(prose).iter().map(|(key, _)| *key).collect::<Vec<_>>(),
            ["V"]
        );
        assert_eq!(words_in_brackets("vegan (no meat, dairy) and (egg)"), 3);
        // A request in the bracket is part of the definition.
        let asked = "VG = vegan   VG* = vegan on request (ask for no fish sauce & no egg)   GF = gluten free";
        assert_eq!(
            keys(asked).iter().map(|(key, _)| *key).collect::<Vec<_>>(),
            ["VG", "GF"]
        );
    }

    #[test]
    fn a_legend_the_menu_uses_is_its_key() {
        let mut scratch = Scratch::new();
        let record = |legend: &str, dish: &str| dish_and_declaration(dish, &[], legend);
        // Dishes marked "(PV)": the key says what the marks mean, and the
        // "V vegetarian" no dish carries claims nothing.
        let legend = "Key: V vegetarian · PV pesco-veg · GF gluten free";
        let key = MenuKey::read(&record(legend, "Pad Thai (PV)"), &mut scratch);
        assert!(key.is_the_menus_key(legend));
        // Headed as a key, it is one whether or not a dish carries a code.
        let key = MenuKey::read(&record(legend, "Pad Thai"), &mut scratch);
        assert!(key.is_the_menus_key(legend));
        let unheaded = "V vegetarian · VG vegan";
        let key = MenuKey::read(&record(unheaded, "Pad Thai"), &mut scratch);
        assert!(!key.is_the_menus_key(unheaded));
        // A sentence is no key.
        let sentence = "We have plenty of vegetarian dishes.";
        let key = MenuKey::read(&record(legend, "Pad Thai (PV)"), &mut scratch);
        assert!(!key.is_the_menus_key(sentence));
    }

    #[test]
    fn lone_codes_end_a_name_unless_a_word_counts_or_prices_them() {
        let codes = |text| lone_trailing_codes(text).collect::<Vec<_>>();
        assert_eq!(codes("Gnocchi al Pomodoro (VG) 7"), ["7"]);
        assert_eq!(codes("Kaspressknödel G"), ["G"]);
        assert_eq!(codes("Gulasch 1 7"), ["7", "1"]);
        for counted in [
            "Arancini (VG) Spice 2",
            "Dumplings No. 4",
            "Tapas for 2",
            "Tortilla € 7",
            "Tortilla 7.50",
            "Sopa del Día",
        ] {
            assert!(codes(counted).is_empty(), "{counted}");
        }
        // A bracketed count is no group of codes.
        assert!(!is_code_group("4 pcs"));
        assert!(is_code_group("a,g"));
    }

    #[test]
    fn a_key_line_pairs_dish_names_with_codes() {
        assert_eq!(
            dishes_with_codes("Gnocchi 1, 7; Minestrone [L]. "),
            [("Gnocchi", "1"), ("Gnocchi", "7"), ("Minestrone", "L")]
        );
        assert!(dishes_with_codes("Open 7 days, Spice 3. ").is_empty());
        assert!(names_the_dish("minestrone", "Minestrone (VG)"));
        assert!(!names_the_dish("dal", "Dalmatian Stew"));
    }

    #[test]
    fn bare_codes_under_a_key_heading_need_no_third_entry() {
        assert_eq!(keys("Allergens: 3 egg, 7 milk").len(), 2);
        assert_eq!(keys("Gnocchi 7. Allergeni: 3 uova, 7 latte").len(), 2);
        // Not under a heading: a capital and a word are prose.
        assert!(keys("A Gluten, C Eier").is_empty());
    }
}
