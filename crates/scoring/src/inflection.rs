//! Animal words of languages that decline their nouns and adjectives
//! (Russian, Polish) and that join their nouns into one word (Dutch), read
//! by stem and ending: a menu or a diner writes the word in whatever case
//! the sentence asks ("из говяжьих костей", from beef bones; "na wędzonych
//! żeberkach", on smoked ribs), and a list of the dictionary forms alone
//! misses most of them. Each stem is listed once, with the endings of its
//! kind of word spelled out once per kind (the macros below), so every case
//! of every stem is a phrase of the lexicon's table, matched whole as any
//! other phrase is.
//!
//! A stem is listed only with endings that make it the animal word: the
//! Russian "кур" (chicken) only as "куриц-" and "курин-", never bare, as
//! "курс" (a course) and "курорт" (a resort) begin as it does; the Polish
//! "kurz" (dust) is left out. Plant phrases that hold one of these words
//! ("овощной бульон", vegetable broth; "vegetarische kip") are traps, as
//! `vocabulary.rs` lists its own.
//!
//! Where the facts come from: common culinary fact and the grammar of
//! each language's declensions, as the rest of the vocabulary.

/// A Russian adjective of a hard stem, all cases and genders ("курин-":
/// куриный, куриного, куриным ...).
macro_rules! russian_hard_adjectives {
    ($($stem:literal),* $(,)?) => {
        &[$(
            concat!($stem, "ый"), concat!($stem, "ой"), concat!($stem, "ая"),
            concat!($stem, "ое"), concat!($stem, "ого"), concat!($stem, "ому"),
            concat!($stem, "ым"), concat!($stem, "ом"), concat!($stem, "ую"),
            concat!($stem, "ые"), concat!($stem, "ых"), concat!($stem, "ыми"),
        )*]
    };
}

/// A Russian possessive adjective in "-ий/-ья" ("говяж-": говяжий,
/// говяжьих, говяжьем ...; "баран-": бараний ...).
macro_rules! russian_soft_adjectives {
    ($($stem:literal),* $(,)?) => {
        &[$(
            concat!($stem, "ий"), concat!($stem, "ья"), concat!($stem, "ье"),
            concat!($stem, "ьего"), concat!($stem, "ьему"), concat!($stem, "ьим"),
            concat!($stem, "ьем"), concat!($stem, "ьей"), concat!($stem, "ью"),
            concat!($stem, "ьи"), concat!($stem, "ьих"), concat!($stem, "ьими"),
        )*]
    };
}

/// A Russian feminine noun in "-а", all cases, singular and plural
/// ("говядин-": говядина, говядины, говядиной ...).
macro_rules! russian_feminine_nouns {
    ($($stem:literal),* $(,)?) => {
        &[$(
            concat!($stem, "а"), concat!($stem, "ы"), concat!($stem, "е"),
            concat!($stem, "у"), concat!($stem, "ой"), concat!($stem, "ою"),
        )*]
    };
}

/// A Russian masculine noun of a hard stem, all cases ("бульон": бульона,
/// бульоне, бульоном ...).
macro_rules! russian_masculine_nouns {
    ($($stem:literal),* $(,)?) => {
        &[$(
            $stem, concat!($stem, "а"), concat!($stem, "у"), concat!($stem, "ом"),
            concat!($stem, "е"), concat!($stem, "ы"), concat!($stem, "ов"),
            concat!($stem, "ами"), concat!($stem, "ах"),
        )*]
    };
}

/// A Polish adjective, all cases and genders ("wołow-": wołowy, wołowej,
/// wołowym ...).
macro_rules! polish_adjectives {
    ($($stem:literal),* $(,)?) => {
        &[$(
            concat!($stem, "y"), concat!($stem, "a"), concat!($stem, "e"),
            concat!($stem, "ego"), concat!($stem, "emu"), concat!($stem, "ym"),
            concat!($stem, "ą"), concat!($stem, "ej"), concat!($stem, "ych"),
            concat!($stem, "ymi"),
        )*]
    };
}

/// A Polish feminine noun in "-a" of a hard stem ending in "n"
/// ("wołowin-": wołowina, wołowiny, wołowinie, wołowinę, wołowiną).
macro_rules! polish_feminine_nouns {
    ($($stem:literal),* $(,)?) => {
        &[$(
            concat!($stem, "a"), concat!($stem, "y"), concat!($stem, "ie"),
            concat!($stem, "ę"), concat!($stem, "ą"), concat!($stem, "e"),
        )*]
    };
}

/// A Polish noun in "-k-" ("żeberk-": żeberka, żeberkach, żeberkami;
/// "kurczak": kurczaka, kurczakiem, kurczakach ...).
macro_rules! polish_k_nouns {
    ($($stem:literal),* $(,)?) => {
        &[$(
            $stem, concat!($stem, "a"), concat!($stem, "i"), concat!($stem, "o"),
            concat!($stem, "u"), concat!($stem, "iem"), concat!($stem, "owi"),
            concat!($stem, "ów"), concat!($stem, "om"), concat!($stem, "ami"),
            concat!($stem, "ach"),
        )*]
    };
}

/// Dutch compounds of an animal's word and a food's ("kip" + "filet":
/// kipfilet; "varkens" + "vlees": varkensvlees): the heads a menu joins
/// to an animal's word.
macro_rules! dutch_compounds {
    ($($stem:literal),* $(,)?) => {
        &[$(
            concat!($stem, "vlees"), concat!($stem, "filet"), concat!($stem, "bouillon"),
            concat!($stem, "soep"), concat!($stem, "vet"), concat!($stem, "saus"),
            concat!($stem, "stukjes"), concat!($stem, "gehakt"), concat!($stem, "worst"),
            concat!($stem, "lever"), concat!($stem, "jus"), concat!($stem, "lapje"),
            concat!($stem, "lapjes"), concat!($stem, "haas"), concat!($stem, "poot"),
            concat!($stem, "poten"), concat!($stem, "bouten"), concat!($stem, "saté"),
            concat!($stem, "sate"), concat!($stem, "burger"), concat!($stem, "ragout"),
            concat!($stem, "kroket"),
        )*]
    };
}

/// German compounds of an animal's word and a part it gives a kitchen
/// ("Rinder" + "knochen": Rinderknochen; "Schweine" + "schmalz"): the
/// heads a kitchen joins to an animal's word, with and without the
/// umlaut, and the Swiss and Austrian "Bouillon" for "Brühe"
/// ("Fleischbouillon", "Hühnerbouillon"). "Suppe" too: the Austrian
/// kitchen's "Rindsuppe" is its beef stock, ladled into dressings and
/// sauces, not only a soup. A plant's word before the same head
/// ("Gemüsebrühe", "Pflanzenfett", "Gemüsesuppe") is no such compound and
/// is not listed.
macro_rules! german_compounds {
    ($($stem:literal),* $(,)?) => {
        &[$(
            concat!($stem, "knochen"), concat!($stem, "brühe"), concat!($stem, "bruhe"),
            concat!($stem, "bruehe"), concat!($stem, "bouillon"), concat!($stem, "fond"),
            concat!($stem, "fett"), concat!($stem, "schmalz"), concat!($stem, "suppe"),
        )*]
    };
}

/// German compounds of a meat's word and the pieces a kitchen cuts it into
/// ("Speck" + "würfel": Speckwürfel, bacon cubes; "Schinkenstreifen", ham
/// strips; "Hähnchenscheiben"), with and without the umlaut and in the
/// dative plural ("mit Speckwürfeln"). A plant's word before the same
/// head ("Tofuwürfel", "Brühwürfel", a stock cube) is no such compound.
macro_rules! german_pieces {
    ($($stem:literal),* $(,)?) => {
        &[$(
            concat!($stem, "würfel"), concat!($stem, "würfeln"), concat!($stem, "wurfel"),
            concat!($stem, "wurfeln"), concat!($stem, "wuerfel"), concat!($stem, "wuerfeln"),
            concat!($stem, "streifen"), concat!($stem, "scheiben"),
        )*]
    };
}

/// Russian meat: beef, mutton, veal, chicken, duck, goose and meat by
/// adjective and noun, in every case; sausage; meat stock and bones.
#[rustfmt::skip]
pub(crate) const MEAT_RU_ADJECTIVES: &[&str] =
    russian_hard_adjectives!["курин", "мясн", "утин", "гусин"];
#[rustfmt::skip]
pub(crate) const MEAT_RU_POSSESSIVES: &[&str] =
    russian_soft_adjectives!["говяж", "баран", "теляч", "кролич", "индюшач"];
#[rustfmt::skip]
pub(crate) const MEAT_RU_NOUNS: &[&str] = russian_feminine_nouns![
    "говядин", "баранин", "курятин", "телятин", "крольчатин", "индюшатин", "колбас",
];
/// Russian chicken ("куриц-" declines as a soft "ц" stem), bones and
/// broth: "бульон" alone is a meat broth in a Russian kitchen, as
/// "bouillon" is in the table's English, unless a plant word names it
/// (`TRAPS_RU`).
#[rustfmt::skip]
pub(crate) const MEAT_RU_WORDS: &[&str] = &[
    "курица", "курицы", "курице", "курицу", "курицей", "курицею", "куры", "курам",
    "курами", "костей", "костях", "костями", "на костях", "из костей", "косточках",
];
#[rustfmt::skip]
pub(crate) const MEAT_RU_BROTHS: &[&str] = russian_masculine_nouns!["бульон", "фарш"];

/// Russian pork: by adjective and noun in every case; ham.
#[rustfmt::skip]
pub(crate) const PORK_RU_ADJECTIVES: &[&str] = russian_hard_adjectives!["свин"];
#[rustfmt::skip]
pub(crate) const PORK_RU_NOUNS: &[&str] = russian_feminine_nouns!["свинин", "ветчин", "грудинк"];

/// Russian fish by adjective and noun.
#[rustfmt::skip]
pub(crate) const FISH_RU_ADJECTIVES: &[&str] = russian_hard_adjectives!["рыбн"];
#[rustfmt::skip]
pub(crate) const FISH_RU_NOUNS: &[&str] = russian_feminine_nouns!["рыб"];

/// Russian broths named of a plant, in the cases a sentence puts them:
/// no meat.
#[rustfmt::skip]
pub(crate) const TRAPS_RU: &[&str] = &[
    "овощной бульон", "овощного бульона", "овощному бульону", "овощным бульоном",
    "овощном бульоне", "грибной бульон", "грибного бульона", "грибному бульону",
    "грибным бульоном", "грибном бульоне", "постный бульон", "постного бульона",
    "постным бульоном", "постном бульоне", "соевый фарш", "соевого фарша", "соевым фаршем",
    "овощной фарш", "грибной фарш",
];

/// Polish meat: beef, poultry, veal, lamb, meat by adjective and noun,
/// with and without diacritics; chicken; ribs; chicken broth.
#[rustfmt::skip]
pub(crate) const MEAT_PL_ADJECTIVES: &[&str] = polish_adjectives![
    "wołow", "wolow", "drobiow", "mięsn", "miesn", "cielęc", "cielec", "jagnięc", "jagniec",
];
#[rustfmt::skip]
pub(crate) const MEAT_PL_NOUNS: &[&str] = polish_feminine_nouns![
    "wołowin", "wolowin", "cielęcin", "cielecin", "baranin", "jagnięcin", "jagniecin",
    "dziczyzn",
];
#[rustfmt::skip]
pub(crate) const MEAT_PL_K_NOUNS: &[&str] =
    polish_k_nouns!["kurczak", "żeberk", "zeberk", "indyk"];
#[rustfmt::skip]
pub(crate) const MEAT_PL_WORDS: &[&str] = &[
    "żeberek", "zeberek", "rosół", "rosol", "rosołu", "rosolu", "rosole", "rosołem", "rosolem",
    "smalec", "smalcu", "smalcem", "kościach", "kosciach", "na kościach", "kaczki", "kaczce",
    "kaczkę", "kaczką",
    // A broth or fat with its adjective after it, in the cases a denial
    // puts it ("bez wywaru mięsnego"): one phrase, so the denial before
    // the noun reaches the adjective too.
    "wywaru mięsnego", "wywaru miesnego", "wywarem mięsnym", "wywarem miesnym",
    "wywarze mięsnym", "wywarze miesnym", "bulionu mięsnego", "bulionu miesnego",
    "bulionem mięsnym", "bulionie mięsnym", "bulionu drobiowego", "bulionie drobiowym",
    "wywaru drobiowego", "wywarze drobiowym", "wywaru wołowego", "wywarze wołowym",
    "tłuszcz zwierzęcy", "tłuszczu zwierzęcego", "tłuszczem zwierzęcym", "tluszcz zwierzecy",
    "tluszczu zwierzecego",
];

/// Polish pork by adjective and noun, with and without diacritics.
#[rustfmt::skip]
pub(crate) const PORK_PL_ADJECTIVES: &[&str] = polish_adjectives!["wieprzow"];
#[rustfmt::skip]
pub(crate) const PORK_PL_NOUNS: &[&str] = polish_feminine_nouns!["wieprzowin", "słonin", "slonin"];

/// Polish fish by adjective.
#[rustfmt::skip]
pub(crate) const FISH_PL_ADJECTIVES: &[&str] = polish_adjectives!["rybn"];

/// Polish plant broths and a plant rosół: no meat.
#[rustfmt::skip]
pub(crate) const TRAPS_PL: &[&str] = &[
    "wegański rosół", "weganski rosol", "rosół wegański", "rosol weganski", "rosół warzywny",
    "rosol warzywny", "rosołu warzywnego", "smalec z fasoli", "smalec roślinny",
    "smalec roslinny", "smalec wegański", "smalec weganski",
];

/// German meat: beef, veal, chicken, lamb, poultry, duck, goose and
/// meat, each with the parts a kitchen joins to it; marrow bones.
#[rustfmt::skip]
pub(crate) const MEAT_DE_COMPOUNDS: &[&str] = german_compounds![
    "rinder", "rinds", "rind", "kalbs", "hühner", "huhner", "huehner", "lamm", "geflügel",
    "geflugel", "gefluegel", "enten", "gänse", "ganse", "gaense", "fleisch", "wild",
];
#[rustfmt::skip]
pub(crate) const MEAT_DE_WORDS: &[&str] = &["markknochen", "kalbsknochen", "suppenknochen"];

/// German pork and bacon ("Speck") with the parts a kitchen joins to them.
#[rustfmt::skip]
pub(crate) const PORK_DE_COMPOUNDS: &[&str] =
    german_compounds!["schweine", "schweins", "speck", "schinken"];

/// German meat and pork cut into pieces: cubes, strips and slices.
#[rustfmt::skip]
pub(crate) const MEAT_DE_PIECES: &[&str] = german_pieces![
    "fleisch", "rinder", "rinds", "kalbs", "lamm", "hähnchen", "hahnchen", "haehnchen", "puten",
];
#[rustfmt::skip]
pub(crate) const PORK_DE_PIECES: &[&str] = german_pieces!["speck", "schinken"];

/// Dutch meat: chicken, beef, meat and their compounds; Dutch-Indonesian
/// chicken satay; minced meat.
#[rustfmt::skip]
pub(crate) const MEAT_NL_COMPOUNDS: &[&str] = dutch_compounds!["kip", "kippen", "rund", "runder", "runds"];
#[rustfmt::skip]
pub(crate) const MEAT_NL_WORDS: &[&str] = &[
    "kip", "kipje", "kippendij", "kippendijen", "kippenvleugels", "kippenborst", "vlees",
    "vleesbouillon", "vleesjus", "vleessaus", "rundvlees", "gehakt", "gehaktbal", "gehaktballen",
    "gehaktballetjes", "saté ajam", "sate ajam", "ajam", "runderlappen", "slavink", "frikandel",
];

/// Dutch pork and its compounds, bacon.
#[rustfmt::skip]
pub(crate) const PORK_NL_COMPOUNDS: &[&str] = dutch_compounds!["varkens"];
#[rustfmt::skip]
pub(crate) const PORK_NL_WORDS: &[&str] = &[
    "spek", "spekjes", "ontbijtspek", "speklap", "speklappen", "saté babi", "sate babi",
    "babi pangang", "varkensribbetjes", "spareribs", "rookworst", "braadworst", "leverworst",
    "metworst",
];

/// Dutch fish and shrimp in the compounds and phrases a menu writes.
#[rustfmt::skip]
pub(crate) const FISH_NL_WORDS: &[&str] = &[
    "vissaus", "visbouillon", "visfilet", "gebakken vis", "verse vis", "kibbeling",
    "lekkerbekje", "haring", "maatjesharing",
];
#[rustfmt::skip]
pub(crate) const SHELLFISH_NL_WORDS: &[&str] = &[
    "garnaal", "garnalen", "garnalenkroket", "garnalenkroketten", "mosselen",
];

/// Dutch plant versions of those words: a meat word after "vegetarische",
/// "vegan" or "plantaardige" names the plant version.
#[rustfmt::skip]
pub(crate) const TRAPS_NL: &[&str] = &[
    "vegetarische kip", "vegetarische kipstukjes", "vegan kip", "vegan kipstukjes",
    "plantaardige kip", "plantaardige kipstukjes", "vegetarisch gehakt", "vegan gehakt",
    "plantaardig gehakt", "vegetarische gehaktballen", "vegan gehaktballen",
    "vegetarische slager", "vegetarisch spek", "vegan spek", "plantaardig spek",
    "vegetarische frikandel", "vegan frikandel", "vegetarische kroket",
    "vegetarische rundvleeskroket", "vegan rundvleeskroket", "vegetarisch vlees", "vegan vlees",
    "plantaardig vlees",
];

/// Japanese animal fats and bones: "ヘット" is beef tallow as "ラード" is
/// lard; "鶏油" chicken fat; "牛骨" beef bones; "獣脂" animal fat.
#[rustfmt::skip]
pub(crate) const MEAT_JA: &[&str] = &[
    "ヘット", "牛骨", "鶏油", "チーユ", "鶏脂", "獣脂", "動物性油脂", "動物油脂",
];
#[rustfmt::skip]
pub(crate) const PORK_JA: &[&str] = &["豚脂", "豚ガラ", "豚がら"];

#[cfg(test)]
mod tests {
    use super::*;

    fn all() -> Vec<&'static str> {
        [
            MEAT_RU_ADJECTIVES,
            MEAT_RU_POSSESSIVES,
            MEAT_RU_NOUNS,
            MEAT_RU_WORDS,
            MEAT_RU_BROTHS,
            PORK_RU_ADJECTIVES,
            PORK_RU_NOUNS,
            FISH_RU_ADJECTIVES,
            FISH_RU_NOUNS,
            MEAT_PL_ADJECTIVES,
            MEAT_PL_NOUNS,
            MEAT_PL_K_NOUNS,
            MEAT_PL_WORDS,
            PORK_PL_ADJECTIVES,
            PORK_PL_NOUNS,
            FISH_PL_ADJECTIVES,
            MEAT_NL_COMPOUNDS,
            MEAT_NL_WORDS,
            PORK_NL_COMPOUNDS,
            PORK_NL_WORDS,
            FISH_NL_WORDS,
            SHELLFISH_NL_WORDS,
            MEAT_JA,
            PORK_JA,
            MEAT_DE_COMPOUNDS,
            MEAT_DE_WORDS,
            PORK_DE_COMPOUNDS,
            MEAT_DE_PIECES,
            PORK_DE_PIECES,
        ]
        .concat()
    }

    #[test]
    fn every_declined_form_is_lower_case_and_trimmed() {
        for phrase in all().into_iter().chain(TRAPS_RU.iter().copied()) {
            assert_eq!(phrase.trim(), phrase);
            assert_eq!(phrase.to_lowercase(), phrase, "{phrase}");
        }
    }

    #[test]
    fn a_stem_is_read_in_the_case_a_sentence_puts_it() {
        let forms = all();
        // Genitive plural ("from beef bones"), locative plural ("on smoked
        // ribs"), instrumental, and a Dutch compound.
        for form in [
            "говяжьих",
            "говяжьем",
            "свиным",
            "курицей",
            "бульоне",
            "żeberkach",
            "wołowym",
            "wieprzowiny",
            "kurczakiem",
            "kippenbouillon",
            "varkensvlees",
            "rinderknochen",
            "schweineknochen",
            "hühnerbrühe",
            "kalbsfond",
            "gänseschmalz",
            "rindsbouillon",
            "hühnerbouillon",
            "rindsuppe",
            "rindssuppe",
            "speckbrühe",
            "hühnersuppe",
            "speckwürfel",
            "speckwürfeln",
            "schinkenwürfel",
            "schinkenstreifen",
            "schinkenknochen",
            "hähnchenstreifen",
        ] {
            assert!(forms.contains(&form), "{form}");
        }
        // A stem never stands alone where another word begins as it does.
        for word in [
            "кур",
            "курс",
            "курорт",
            "kurz",
            "kurze",
            "baran",
            "rund",
            "kości",
            "gemüsebrühe",
            "gemüsebouillon",
            "gemüsesuppe",
            "rinde",
            "pflanzenfett",
            "knochen",
            "würfel",
            "brühwürfel",
            "tofuwürfel",
        ] {
            assert!(!forms.contains(&word), "{word}");
        }
    }

    #[test]
    fn no_trap_is_an_animal_phrase() {
        let forms = all();
        for trap in TRAPS_RU.iter().chain(TRAPS_PL).chain(TRAPS_NL) {
            assert!(!forms.contains(trap), "{trap}");
        }
    }
}
