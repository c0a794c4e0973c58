//! Tables written as text ("Dish | Gluten | Milk | Egg" then one row per
//! dish, ticks in the cells): restaurants paste allergen matrices into
//! their notes. Read as prose, a table is a heap of words with no sentence
//! tying a product to a dish, so the product in a ticked cell would be lost.
//! Here each row becomes one sentence naming what its marked columns hold
//! ("Jackfruit Tacos: Milk."), which the reader then places like any other.
//!
//! A cell counts as marked unless it is plainly empty or a plain "no":
//! a mark the reader does not know (✗ means "contains" on some menus and
//! "free of" on others) is read as "contains", so that what cannot be read
//! with certainty is not trusted.

/// Cells of one table line: split on `|` or tabs, or on slashes set off by
/// a space ("Dish / Dairy / Pork", where "Milk/Dairy" stays one cell),
/// trimmed, with the empty edge cells of `| a | b |` dropped; or, in a
/// line with none of those, on runs of two or more spaces, as a chain's
/// chart is aligned ("Vegan Pad Thai    ○    ●"), an indented line
/// starting with an empty cell (the header over the dish names). `None`
/// when the line has no separator.
fn cells(line: &str) -> Option<Vec<&str>> {
    let mut cells: Vec<&str> = if line.contains('|') {
        line.split('|').map(str::trim).collect()
    } else if line.contains('\t') {
        line.split('\t').map(str::trim).collect()
    } else if let Some(cells) = slash_cells(line) {
        cells
    } else {
        return aligned_cells(line);
    };
    if cells.first().is_some_and(|cell| cell.is_empty()) {
        cells.remove(0);
    }
    if cells.last().is_some_and(|cell| cell.is_empty()) {
        cells.pop();
    }
    Some(cells)
}

/// Cells of a line split on slashes with a space or a line's edge beside
/// them: at least one such slash. A slash between two letters or marks
/// ("Milk/Dairy", "Y/N", "1/3 lb") joins, it parts no cells.
fn slash_cells(line: &str) -> Option<Vec<&str>> {
    if !line.contains('/') {
        return None;
    }
    let bytes = line.as_bytes();
    let parts = |at: usize| {
        let before = at.checked_sub(1).and_then(|i| bytes.get(i));
        let after = bytes.get(at + 1);
        before.is_none_or(u8::is_ascii_whitespace) || after.is_none_or(u8::is_ascii_whitespace)
    };
    let mut cells = Vec::new();
    let mut from = 0;
    for (at, _) in line.match_indices('/').filter(|&(at, _)| parts(at)) {
        cells.push(line.get(from..at)?.trim());
        from = at + 1;
    }
    cells.push(line.get(from..)?.trim());
    (cells.len() >= 2).then_some(cells)
}

/// Cells of a line aligned with spaces: at least two, split where two or
/// more spaces meet.
fn aligned_cells(line: &str) -> Option<Vec<&str>> {
    let trimmed = line.trim_end();
    let body = trimmed.trim_start();
    if body.is_empty() || body.matches("  ").next().is_none() {
        return None;
    }
    let mut cells: Vec<&str> = Vec::new();
    if body.len() < trimmed.len() {
        cells.push("");
    }
    cells.extend(
        body.split("  ")
            .map(str::trim)
            .filter(|cell| !cell.is_empty()),
    );
    (cells.len() >= 2).then_some(cells)
}

/// Whether a line is only a rule under a header (`---|---`, `===`).
fn is_rule(line: &str) -> bool {
    let line = line.trim();
    !line.is_empty()
        && line.chars().all(|c| {
            matches!(
                c,
                '-' | '=' | '|' | ':' | '+' | ' ' | '\t' | '─' | '—' | '–'
            )
        })
}

/// Whether a cell says "not in it": empty, a dash, or a plain no.
fn is_unmarked(cell: &str) -> bool {
    let cell = cell.trim_matches(|c: char| c.is_whitespace() || c == '.');
    cell.is_empty()
        || cell
            .chars()
            .all(|c| matches!(c, '-' | '–' | '—' | '_' | '·'))
        || ["no", "n", "0", "none", "free", "not", "nil", "n/a", "na"]
            .iter()
            .any(|no| cell.eq_ignore_ascii_case(no))
}

/// Whether a line whose cells are not as many as its header's is still a
/// row of the table: a name, then only marks (short cells or a yes or a
/// no), as a row typed by hand with a column missed or doubled.
fn is_ragged_row(row: &[&str]) -> bool {
    const MARK_CHARS_MAX: usize = 3;
    row.len() >= 2
        && !is_unmarked(row[0])
        && row[1..].iter().all(|cell| {
            is_unmarked(cell)
                || cell.chars().count() <= MARK_CHARS_MAX
                || crate::vocabulary::TABLE_MARK_WORDS
                    .iter()
                    .any(|mark| cell.eq_ignore_ascii_case(mark))
        })
}

/// The text with every table rewritten as one sentence per row; `None`
/// when it holds no table (a header and at least one row of as many cells,
/// at least three cells wide). Lines outside tables are kept as they are.
pub(crate) fn rows_as_sentences(text: &str) -> Option<String> {
    if !text.contains('|') && !text.contains('\t') && !text.contains("  ") && !text.contains('/') {
        return None;
    }
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::with_capacity(text.len());
    let mut found = false;
    let mut at = 0;
    while at < lines.len() {
        let header = cells(lines[at]).filter(|header| header.len() >= 3);
        let Some(header) = header else {
            push_line(&mut out, lines[at]);
            at += 1;
            continue;
        };
        let mut next = at + 1;
        let mut rows = 0;
        while next < lines.len() {
            if is_rule(lines[next]) {
                next += 1;
                continue;
            }
            let Some(row) = cells(lines[next]) else {
                break;
            };
            let marked: Vec<&str> = if row.len() == header.len() {
                header[1..]
                    .iter()
                    .zip(&row[1..])
                    .filter(|(_, cell)| !is_unmarked(cell))
                    .map(|(column, _)| *column)
                    .filter(|column| !column.is_empty())
                    .collect()
            } else if is_ragged_row(&row) {
                // "Shrimp Tacos / X / X" under six columns: which columns
                // its marks stand under cannot be told, so a row with any
                // mark is read as marking every column.
                if row[1..].iter().all(|cell| is_unmarked(cell)) {
                    Vec::new()
                } else {
                    header[1..]
                        .iter()
                        .copied()
                        .filter(|column| !column.is_empty())
                        .collect()
                }
            } else {
                break;
            };
            rows += 1;
            if !row[0].is_empty() && !marked.is_empty() {
                out.push_str(row[0]);
                out.push_str(": ");
                out.push_str(&marked.join(", "));
                out.push_str(".\n");
            }
            next += 1;
        }
        if rows == 0 {
            push_line(&mut out, lines[at]);
            at += 1;
            continue;
        }
        found = true;
        at = next;
    }
    found.then_some(out)
}

/// A line kept as written, ended so that it stays its own sentence.
fn push_line(out: &mut String, line: &str) {
    out.push_str(line);
    if !line.trim_end().ends_with(['.', '!', '?', ':']) && !line.trim().is_empty() {
        out.push('.');
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_row_names_its_marked_columns() {
        let text = "ALLERGEN MATRIX (✔ = contains)\n\
                    Dish | Gluten | Milk | Egg\n\
                    Jackfruit Tacos | – | ✔ | –\n\
                    Chana Masala | - | - | -\n\
                    Tempeh Bowl | X | yes | no";
        let read = rows_as_sentences(text).unwrap();
        assert!(read.contains("Jackfruit Tacos: Milk."), "{read}");
        assert!(read.contains("Tempeh Bowl: Gluten, Milk."), "{read}");
        assert!(!read.contains("Chana Masala"), "{read}");
        assert!(
            read.starts_with("ALLERGEN MATRIX (✔ = contains)."),
            "{read}"
        );
    }

    #[test]
    fn markdown_tables_with_rules_and_edge_pipes_are_read() {
        let text = "| Dish | Milk | Fish |\n|---|---|---|\n| Pad Thai | | ✓ |\n";
        let read = rows_as_sentences(text).unwrap();
        assert_eq!(read.trim(), "Pad Thai: Fish.");
    }

    #[test]
    fn an_unknown_mark_counts_as_contains() {
        let read = rows_as_sentences("Dish\tMilk\tEgg\nWaffle\t✗\t?").unwrap();
        assert_eq!(read.trim(), "Waffle: Milk, Egg.");
    }

    #[test]
    fn charts_aligned_with_spaces_are_read() {
        let text = "● contains   ○ may contain\n\
                    \x20                MILK  EGG  FISH  PEANUT\n\
                    Vegan Pad Thai      ·    ·    ●     ●\n\
                    Garden Burrito      ·    ·    ·     ·";
        let read = rows_as_sentences(text).unwrap();
        assert!(read.contains("Vegan Pad Thai: FISH, PEANUT."), "{read}");
        assert!(!read.contains("Garden Burrito"), "{read}");
    }

    #[test]
    fn slash_parted_tables_keep_slashes_inside_cells() {
        let text = "Dish / Milk/Dairy / Egg / Pork / Soy\n\
                    Clam Linguine / Y / - / Y / -\n\
                    Tofu Bowl / N / N / N / Y/N";
        let read = rows_as_sentences(text).unwrap();
        assert!(read.contains("Clam Linguine: Milk/Dairy, Pork."), "{read}");
        assert!(read.contains("Tofu Bowl: Soy."), "{read}");
        assert_eq!(
            rows_as_sentences("See https://example.com/menu/allergens"),
            None
        );
    }

    #[test]
    fn a_short_row_marks_every_column() {
        let text =
            "Dish / Milk / Egg / Pork\nShrimp Tacos / X\nRice Bowl / - / -\nFish Stew / X / - / -";
        let read = rows_as_sentences(text).unwrap();
        assert!(read.contains("Shrimp Tacos: Milk, Egg, Pork."), "{read}");
        assert!(!read.contains("Rice Bowl"), "{read}");
        assert!(read.contains("Fish Stew: Milk."), "{read}");
        let text = "●  contains\n                MILK  EGG  PORK\nNoodle Soup        ●\n";
        let read = rows_as_sentences(text).unwrap();
        assert!(read.contains("Noodle Soup: MILK, EGG, PORK."), "{read}");
    }

    #[test]
    fn a_line_of_words_after_a_table_ends_it() {
        let text = "Dish / Milk / Egg\nTacos / X / -\nAsk us / about the sauces";
        let read = rows_as_sentences(text).unwrap();
        assert!(read.contains("Tacos: Milk."), "{read}");
        assert!(read.contains("Ask us / about the sauces."), "{read}");
    }

    #[test]
    fn prose_and_two_cell_lines_are_no_table() {
        assert_eq!(rows_as_sentences("We fry in oil.  Ask us."), None);
        assert_eq!(rows_as_sentences("We fry in rice bran oil."), None);
        assert_eq!(rows_as_sentences("Hours | 9-5\nSat | 10-2"), None);
        assert_eq!(rows_as_sentences("a | b | c"), None);
    }
}
