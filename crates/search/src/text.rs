//! Text normalisation shared by interpretation and indexing: case and accent
//! folding, the query tokenizer, and the keys cities and states are compared by.

/// Lowercases and folds the common Latin accents to ASCII ("Café" -> "cafe").
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        for lower in ch.to_lowercase() {
            out.push(fold_char(lower));
        }
    }
    out
}

fn fold_char(ch: char) -> char {
    match ch {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' => 'a',
        'ç' | 'č' | 'ć' => 'c',
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ě' => 'e',
        'ì' | 'í' | 'î' | 'ï' | 'ī' => 'i',
        'ñ' | 'ń' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' => 'o',
        'ù' | 'ú' | 'û' | 'ü' | 'ū' => 'u',
        'ý' | 'ÿ' => 'y',
        'ž' | 'ź' | 'ż' => 'z',
        'š' | 'ś' => 's',
        '’' | '‘' => '\'',
        other => other,
    }
}

/// What a query token is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TokenKind {
    Word,
    /// A number, with any decimal point or thousands separators resolved.
    Number(f64),
    /// A `$` sign.
    Dollar,
}

/// One token of a query: its folded text, whether it was capitalised in the
/// query (a hint for unknown place names) and what it is.
#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    pub text: String,
    pub original: String,
    pub capitalized: bool,
    pub kind: TokenKind,
}

/// Splits a query into words, numbers and `$` signs. Hyphens, punctuation
/// and the boundary between digits and letters separate tokens ("2mi" is
/// "2" "mi", "plant-based" is "plant" "based"); a decimal point or a
/// thousands separator inside a number keeps it whole ("1.5", "1,000").
pub fn tokenize(query: &str) -> Vec<Token> {
    let chars: Vec<char> = query.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let ch = chars[i];
        if ch == '$' {
            tokens.push(Token {
                text: "$".to_owned(),
                original: "$".to_owned(),
                capitalized: false,
                kind: TokenKind::Dollar,
            });
            i += 1;
        } else if ch.is_ascii_digit()
            || (ch == '.' && chars.get(i + 1).is_some_and(char::is_ascii_digit))
        {
            let start = i;
            let mut seen_point = false;
            while i < chars.len() {
                let c = chars[i];
                let next_is_digit = chars.get(i + 1).is_some_and(char::is_ascii_digit);
                if c.is_ascii_digit() {
                    i += 1;
                } else if c == '.' && !seen_point && next_is_digit {
                    seen_point = true;
                    i += 1;
                } else if c == ','
                    && !seen_point
                    && chars
                        .get(i + 1..i + 4)
                        .is_some_and(|d| d.iter().all(char::is_ascii_digit))
                    && !chars.get(i + 4).is_some_and(char::is_ascii_digit)
                {
                    i += 1;
                } else {
                    break;
                }
            }
            let original: String = chars[start..i].iter().collect();
            let digits: String = original.chars().filter(|c| *c != ',').collect();
            match digits.parse::<f64>() {
                Ok(value) if value.is_finite() => tokens.push(Token {
                    text: digits,
                    original,
                    capitalized: false,
                    kind: TokenKind::Number(value),
                }),
                _ => tokens.push(Token {
                    text: digits,
                    original,
                    capitalized: false,
                    kind: TokenKind::Word,
                }),
            }
        } else if ch.is_alphabetic() {
            let start = i;
            while i < chars.len() {
                let c = chars[i];
                let inner_apostrophe =
                    matches!(c, '\'' | '’') && chars.get(i + 1).is_some_and(|n| n.is_alphabetic());
                if c.is_alphabetic() || inner_apostrophe {
                    i += 1;
                } else {
                    break;
                }
            }
            let original: String = chars[start..i].iter().collect();
            tokens.push(Token {
                text: fold(&original),
                capitalized: original.chars().next().is_some_and(char::is_uppercase),
                original,
                kind: TokenKind::Word,
            });
        } else {
            i += 1;
        }
    }
    tokens
}

/// The folded words of a phrase, as [`tokenize`] would emit them.
pub fn words(phrase: &str) -> Vec<String> {
    tokenize(phrase)
        .into_iter()
        .map(|token| token.text)
        .collect()
}

/// The key a city name is compared by: folded words joined by single
/// spaces, with a leading "st"/"ste" spelled "saint"/"sainte".
pub fn place_key(name: &str) -> String {
    let mut parts = words(name);
    if let Some(first) = parts.first_mut() {
        match first.as_str() {
            "st" => *first = "saint".to_owned(),
            "ste" => *first = "sainte".to_owned(),
            _ => {}
        }
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(query: &str) -> Vec<String> {
        tokenize(query).into_iter().map(|t| t.text).collect()
    }

    #[test]
    fn tokenizer_splits_units_hyphens_and_punctuation() {
        assert_eq!(texts("2mi"), ["2", "mi"]);
        assert_eq!(texts("1.5 km"), ["1.5", "km"]);
        assert_eq!(
            texts("plant-based, near me!"),
            ["plant", "based", "near", "me"]
        );
        assert_eq!(texts("under $15"), ["under", "$", "15"]);
        assert_eq!(texts("1,000 feet"), ["1000", "feet"]);
        assert_eq!(texts(".5 miles"), [".5", "miles"]);
        assert_eq!(texts("Peet's Café"), ["peet's", "cafe"]);
        assert_eq!(texts("1,00 x"), ["1", "00", "x"]);
        assert!(tokenize("  ?! ...").is_empty());
    }

    #[test]
    fn numbers_carry_their_value_and_case_is_remembered() {
        let tokens = tokenize("Within 2.5 Miles of Austin");
        assert_eq!(tokens[1].kind, TokenKind::Number(2.5));
        assert!(tokens[0].capitalized && tokens[4].capitalized);
        assert!(!tokens[3].capitalized);
    }

    #[test]
    fn place_keys_normalise_saint_and_case() {
        assert_eq!(place_key("St. Petersburg"), "saint petersburg");
        assert_eq!(place_key("SAINT  Petersburg"), "saint petersburg");
        assert_eq!(place_key("Salt Lake City"), "salt lake city");
        assert_eq!(place_key(""), "");
    }
}
