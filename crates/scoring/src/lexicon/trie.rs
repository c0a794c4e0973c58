//! The phrases of the lexicon as one byte trie, built once and walked from
//! each word start: the matcher, apart from what the phrases mean.

use super::ends_a_word;

/// The phrases as a byte trie, walked from each word start only. A phrase
/// counts only as whole words, so a search for every phrase at every byte
/// (what an unanchored automaton does) is mostly wasted work; walking from
/// word starts finds the same matches and lets the caller pick the longest
/// one that also ends on a word boundary.
///
/// The transitions are a double array: the children of a state sit at
/// `base + column` for the state's own `base`, each cell naming its parent
/// in `check`, so one 8-byte cell per state holds the whole trie (a few
/// hundred KB, where a dense table of every state's row was several MB and
/// each step of a walk past the first letters missed the L1 cache). Cells
/// are named with 32 bits: with 16 the lexicon of several kitchens'
/// languages filled every slot, and a phrase more left no trie at all.
#[derive(Debug)]
pub(super) struct Trie {
    /// Byte to column; ASCII upper case shares the lower-case column (the
    /// phrases are lower case). Column 0: no phrase holds the byte.
    pub(super) columns: [u8; 256],
    /// One cell per state, indexed by the state's slot (the root is slot 0).
    pub(super) cells: Vec<Cell>,
    /// The state reached by the first two bytes of a walk, by their
    /// columns (`pairs[first * column_count + second]`), with that state's
    /// own cell copied in: one load where the walk took three dependent
    /// ones. A slot of 0 means no phrase starts with the pair;
    /// [`STEP_BY_STEP`], that a pattern ends after the first byte, so the
    /// walk goes byte by byte and skips no end. (Column 0 is no phrase's
    /// byte: its row and column hold no pair.)
    pub(super) pairs: Vec<Pair>,
    pub(super) column_count: usize,
    /// The root's base, for the walks that start byte by byte.
    root_base: usize,
    /// `cells.len() - 1`: the cells are padded to a power of two past
    /// every base plus every column, so a walk's `(base + column) & mask`
    /// is the slot itself, drops the [`ENDS_PATTERN`] bit of the base, and
    /// is a slot the compiler knows is in bounds (no check per step).
    slot_mask: usize,
    /// Per byte: where its column's row of `pairs` starts (`column *
    /// column_count`), so a walk's first look-up needs no multiply.
    pair_rows: [u32; 256],
    /// Per slot: how many bytes the path to its state opens with that are
    /// ASCII letters or digits (at most 255). A walk that fails has passed
    /// that many of the word it started on, which the search need not
    /// scan again.
    word_run: Vec<u8>,
    /// The pattern that ends at each slot, or `u16::MAX` (16 bits: half
    /// the cache footprint of 32, and there are about 1,150 patterns).
    pub(super) pattern_at: Vec<u16>,
    /// Bytes that begin some phrase (ASCII case folded).
    pub(super) starts: [bool; 256],
    /// Some phrase holds a sentence-break byte: a match may then span a
    /// break, which the phrase search must still list.
    pub(super) phrases_hold_breaks: bool,
    /// Per pattern: whether it may hold a quote mark, which the phrase
    /// search passes over inside a phrase it finds.
    quoted_patterns: Vec<bool>,
}

/// How some phrases begin: the columns of their first two bytes, or of
/// the one byte of a phrase of one byte.
#[derive(Debug, Default)]
pub(super) struct Starts {
    /// Bit `first * column_count + second`.
    pairs: Vec<u64>,
    /// Bit `first` for a phrase of one byte.
    singles: [u64; 4],
}

/// A depth-two state and its cell.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pair {
    pub(super) slot: u32,
    pub(super) cell: Cell,
}

/// One state of the double array.
#[derive(Debug, Clone, Copy)]
pub(super) struct Cell {
    /// The slot of the parent state; [`NO_PARENT`] for the root and free
    /// cells.
    pub(super) check: u32,
    /// Where this state's children start (child for column `c` at
    /// `base + c`), with [`ENDS_PATTERN`] set when a pattern ends here.
    pub(super) base: u32,
}

pub(super) const NO_PARENT: u32 = u32::MAX;
/// The slot of a [`Pair`] whose first byte ends a pattern.
const STEP_BY_STEP: u32 = u32::MAX;
pub(super) const NO_PATTERN: u32 = u32::MAX;
/// The bit of a cell's base that says a pattern ends at its state.
pub(super) const ENDS_PATTERN: u32 = 1 << 31;
/// The rest of a base: a slot offset.
pub(super) const STATE_MASK: u32 = ENDS_PATTERN - 1;

impl Trie {
    /// `None` if the phrases need more states than a `u32` can name.
    pub(super) fn build(patterns: &[String]) -> Option<Trie> {
        let mut columns = [0u8; 256];
        let mut column_count = 1usize;
        for pattern in patterns {
            for byte in pattern.bytes() {
                let byte = byte.to_ascii_lowercase();
                if columns[usize::from(byte)] == 0 {
                    columns[usize::from(byte)] = u8::try_from(column_count).ok()?;
                    column_count += 1;
                }
            }
        }
        for upper in b'A'..=b'Z' {
            columns[usize::from(upper)] = columns[usize::from(upper.to_ascii_lowercase())];
        }
        // Phrases hold spaces only (see `variants`): a hyphen in the text
        // walks the same transitions as a space.
        columns[usize::from(b'-')] = columns[usize::from(b' ')];
        let mut starts = [false; 256];
        let mut next = vec![0u32; column_count];
        let mut pattern_at = vec![NO_PATTERN];
        for (index, pattern) in patterns.iter().enumerate() {
            let mut state = 0usize;
            for byte in pattern.bytes() {
                let cell = state * column_count + usize::from(columns[usize::from(byte)]);
                state = match next[cell] {
                    0 => {
                        let fresh = pattern_at.len();
                        next[cell] = u32::try_from(fresh).ok()?;
                        next.resize(next.len() + column_count, 0);
                        pattern_at.push(NO_PATTERN);
                        fresh
                    }
                    existing => existing as usize,
                };
            }
            // Patterns are distinct, so no state ends two of them.
            pattern_at[state] = u32::try_from(index).ok()?;
            if let Some(first) = pattern.bytes().next() {
                starts[usize::from(first)] = true;
                starts[usize::from(first.to_ascii_uppercase())] = true;
            }
        }
        let (next, pattern_at) = Self::breadth_first(&next, &pattern_at, column_count)?;
        let (mut cells, mut pattern_at) = Self::double_array(&next, &pattern_at, column_count)?;
        let reach = cells
            .iter()
            .map(|cell| (cell.base & STATE_MASK) as usize + column_count)
            .max()?
            .max(cells.len())
            .next_power_of_two();
        if reach > STATE_MASK as usize {
            return None;
        }
        cells.resize(
            reach,
            Cell {
                check: NO_PARENT,
                base: 0,
            },
        );
        pattern_at.resize(reach, u16::MAX);
        let slot_mask = reach - 1;
        let pairs = Self::pairs(&cells, column_count)?;
        let root_base = (cells.first()?.base & STATE_MASK) as usize;
        let mut pair_rows = [0u32; 256];
        for (row, column) in pair_rows.iter_mut().zip(columns) {
            *row = u32::try_from(usize::from(column) * column_count).ok()?;
        }
        let mut word_run = vec![0u8; cells.len()];
        for pattern in patterns {
            let (mut slot, mut run, mut unbroken) = (0usize, 0u8, true);
            for byte in pattern.bytes() {
                let column = usize::from(columns[usize::from(byte)]);
                slot = (cells.get(slot)?.base & STATE_MASK) as usize + column;
                // A column is one byte's, or the two cases of a letter's, or
                // space and hyphen: letters and digits have columns of their
                // own kind.
                unbroken &= byte.is_ascii_alphanumeric();
                if unbroken {
                    run = run.saturating_add(1);
                }
                *word_run.get_mut(slot)? = run;
            }
        }
        let phrases_hold_breaks = (0..=u8::MAX)
            .any(|byte| super::is_sentence_break(byte) && columns[usize::from(byte)] != 0);
        let quoted_patterns = patterns
            .iter()
            .map(|pattern| super::may_hold_a_quote(pattern.as_bytes()))
            .collect();
        Some(Trie {
            columns,
            cells,
            pairs,
            column_count,
            root_base,
            slot_mask,
            pair_rows,
            word_run,
            pattern_at,
            starts,
            phrases_hold_breaks,
            quoted_patterns,
        })
    }

    /// The depth-two slot of every pair of columns, or [`STEP_BY_STEP`]
    /// after a first column that ends a pattern.
    fn pairs(cells: &[Cell], column_count: usize) -> Option<Vec<Pair>> {
        let child = |parent: usize, column: usize| -> Option<usize> {
            let base = (cells.first()?.base & STATE_MASK) as usize;
            let base = if parent == 0 {
                base
            } else {
                (cells.get(parent)?.base & STATE_MASK) as usize
            };
            let slot = base + column;
            (cells.get(slot)?.check as usize == parent).then_some(slot)
        };
        let none = Pair {
            slot: 0,
            cell: Cell {
                check: NO_PARENT,
                base: 0,
            },
        };
        let mut pairs = vec![none; column_count * column_count];
        for first in 1..column_count {
            let Some(one) = child(0, first) else {
                continue;
            };
            if cells.get(one)?.base & ENDS_PATTERN != 0 {
                for second in 0..column_count {
                    pairs.get_mut(first * column_count + second)?.slot = STEP_BY_STEP;
                }
                continue;
            }
            for second in 1..column_count {
                if let Some(two) = child(one, second) {
                    *pairs.get_mut(first * column_count + second)? = Pair {
                        slot: u32::try_from(two).ok()?,
                        cell: *cells.get(two)?,
                    };
                }
            }
        }
        Some(pairs)
    }

    /// Packs the dense, breadth-first table into a double array: states in
    /// depth-first order each take the first base at which every child's
    /// cell is free, so the states of one walk sit in nearby cells (about
    /// a sixth fewer simulated L1 misses than breadth-first order).
    fn double_array(
        next: &[u32],
        pattern_at: &[u32],
        column_count: usize,
    ) -> Option<(Vec<Cell>, Vec<u16>)> {
        let state_count = pattern_at.len();
        let free = Cell {
            check: NO_PARENT,
            base: 0,
        };
        let mut cells = vec![free; 1];
        let mut used = vec![true];
        let mut slot_of = vec![0usize; state_count];
        let mut first_free = 1usize;
        let mut children: Vec<(usize, usize)> = Vec::new();
        // Depth-first order: a walk's chain of states lands in nearby cells.
        let mut order = Vec::with_capacity(state_count);
        let mut stack = vec![0usize];
        while let Some(state) = stack.pop() {
            order.push(state);
            for column in (1..column_count).rev() {
                let target = *next.get(state * column_count + column)? & STATE_MASK;
                if target != 0 {
                    stack.push(target as usize);
                }
            }
        }
        for &state in &order {
            children.clear();
            for column in 1..column_count {
                let target = *next.get(state * column_count + column)? & STATE_MASK;
                if target != 0 {
                    children.push((column, target as usize));
                }
            }
            let Some(&(lowest, _)) = children.first() else {
                continue;
            };
            while used.get(first_free).copied().unwrap_or(false) {
                first_free += 1;
            }
            // The first base that puts every child on a free cell.
            let mut base = first_free.saturating_sub(lowest);
            while children
                .iter()
                .any(|(column, _)| used.get(base + column).copied().unwrap_or(false))
            {
                base += 1;
            }
            let base_bits = u32::try_from(base).ok().filter(|b| *b <= STATE_MASK)?;
            let parent_slot = *slot_of.get(state)?;
            let parent = cells.get_mut(parent_slot)?;
            parent.base = (parent.base & ENDS_PATTERN) | base_bits;
            for &(column, child) in &children {
                let slot = base + column;
                if slot >= cells.len() {
                    cells.resize(slot + 1, free);
                    used.resize(slot + 1, false);
                }
                *used.get_mut(slot)? = true;
                *slot_of.get_mut(child)? = slot;
                let ends = *pattern_at.get(child)? != NO_PATTERN;
                *cells.get_mut(slot)? = Cell {
                    check: u32::try_from(parent_slot)
                        .ok()
                        .filter(|c| *c <= STATE_MASK)?,
                    base: if ends { ENDS_PATTERN } else { 0 },
                };
            }
        }
        let mut slot_patterns = vec![u16::MAX; cells.len()];
        for (state, pattern) in pattern_at.iter().enumerate() {
            if *pattern != NO_PATTERN {
                *slot_patterns.get_mut(*slot_of.get(state)?)? =
                    u16::try_from(*pattern).ok().filter(|p| *p != u16::MAX)?;
            }
        }
        Some((cells, slot_patterns))
    }

    /// Renumbers the states breadth first and marks the transitions into
    /// states where a pattern ends.
    fn breadth_first(
        next: &[u32],
        pattern_at: &[u32],
        column_count: usize,
    ) -> Option<(Vec<u32>, Vec<u32>)> {
        let state_count = pattern_at.len();
        if state_count > STATE_MASK as usize {
            return None;
        }
        let mut order = Vec::with_capacity(state_count);
        let mut renumbered = vec![0u32; state_count];
        order.push(0usize);
        let mut visit = 0;
        while let Some(&state) = order.get(visit) {
            visit += 1;
            for column in 1..column_count {
                let child = *next.get(state * column_count + column)? as usize;
                if child != 0 {
                    *renumbered.get_mut(child)? = u32::try_from(order.len()).ok()?;
                    order.push(child);
                }
            }
        }
        let mut new_next = vec![0u32; state_count * column_count];
        let mut new_pattern_at = vec![NO_PATTERN; state_count];
        for (new_state, &old_state) in order.iter().enumerate() {
            *new_pattern_at.get_mut(new_state)? = *pattern_at.get(old_state)?;
            for column in 1..column_count {
                let child = *next.get(old_state * column_count + column)? as usize;
                if child != 0 {
                    let mut target = *renumbered.get(child)?;
                    if *pattern_at.get(child)? != NO_PATTERN {
                        target |= ENDS_PATTERN;
                    }
                    *new_next.get_mut(new_state * column_count + column)? = target;
                }
            }
        }
        Some((new_next, new_pattern_at))
    }

    /// How `phrases` (some of the trie's patterns) begin.
    pub(super) fn starts_of<'p>(&self, phrases: impl Iterator<Item = &'p str>) -> Starts {
        let mut starts = Starts {
            pairs: vec![0; (self.column_count * self.column_count).div_ceil(64)],
            singles: [0; 4],
        };
        for phrase in phrases {
            let column =
                |byte: Option<&u8>| byte.map(|b| usize::from(self.columns[usize::from(*b)]));
            let mut bytes = phrase.as_bytes().iter();
            match (column(bytes.next()), column(bytes.next())) {
                (Some(first), Some(second)) => {
                    let at = first * self.column_count + second;
                    if let Some(bits) = starts.pairs.get_mut(at / 64) {
                        *bits |= 1 << (at % 64);
                    }
                }
                (Some(first), None) => {
                    if let Some(bits) = starts.singles.get_mut(first / 64) {
                        *bits |= 1 << (first % 64);
                    }
                }
                _ => {}
            }
        }
        starts
    }

    /// Whether a phrase of `starts` may be what [`Trie::longest_whole`]
    /// finds at the start of `text`: the phrase found there begins with
    /// the text's first byte, and with its second unless it has one byte.
    pub(super) fn may_begin(&self, starts: &Starts, text: &str) -> bool {
        let bytes = text.as_bytes();
        let Some(first) = bytes.first() else {
            return false;
        };
        let first = usize::from(self.columns[usize::from(*first)]);
        let single = starts
            .singles
            .get(first / 64)
            .is_some_and(|bits| bits & (1 << (first % 64)) != 0);
        let pair = bytes.get(1).is_some_and(|second| {
            let at = first * self.column_count + usize::from(self.columns[usize::from(*second)]);
            starts
                .pairs
                .get(at / 64)
                .is_some_and(|bits| bits & (1 << (at % 64)) != 0)
        });
        single || pair
    }

    /// The longest pattern that matches `text` from `start` (a word start)
    /// and ends a word, as (end, pattern). One walk: each pattern end met
    /// on the way is checked for a word boundary at once, so the last one
    /// that passes is the longest.
    #[inline(always)]
    pub(super) fn longest_whole(&self, text: &str, start: usize) -> Option<(usize, u32)> {
        self.walk(text, start).0
    }

    /// Whether pattern `pattern` may hold a quote mark (true for a number
    /// that is no pattern).
    pub(super) fn holds_a_quote(&self, pattern: u32) -> bool {
        self.quoted_patterns
            .get(pattern as usize)
            .copied()
            .unwrap_or(true)
    }

    /// [`Trie::longest_whole`], and how many bytes from `start` the walk
    /// passed that are ASCII letters or digits in a row: zero if it passed
    /// none, as when the pair look-up ends it. (The text has at least that
    /// many there; a word may go on past where the walk stopped.)
    #[inline(always)]
    pub(super) fn walk(&self, text: &str, start: usize) -> (Option<(usize, u32)>, usize) {
        let bytes = text.as_bytes();
        let mask = self.slot_mask;
        let Some(cells) = self.cells.get(..=mask) else {
            return (None, 0);
        };
        let mut found = None;
        let mut state = 0usize;
        let mut base = self.root_base;
        let mut at = start;
        // The first two bytes in one lookup, unless a pattern could end
        // after the first. (A text of one byte has column 0 second.)
        let Some(first) = bytes.get(start) else {
            return (None, 0);
        };
        let row = self.pair_rows[usize::from(*first)] as usize;
        let second = bytes
            .get(start + 1)
            .map_or(0, |b| usize::from(self.columns[usize::from(*b)]));
        let Some(pair) = self.pairs.get(row + second) else {
            return (None, 0);
        };
        if pair.slot != STEP_BY_STEP {
            let two = pair.slot as usize;
            if two == 0 {
                return (None, 0);
            }
            let cell = pair.cell;
            at = start + 2;
            state = two;
            // (With its ENDS_PATTERN bit, which the mask drops.)
            base = cell.base as usize;
            if cell.base & ENDS_PATTERN != 0
                && ends_a_word(text, start, at)
                && let Some(pattern) = self.pattern_at.get(two)
            {
                found = Some((at, u32::from(*pattern)));
            }
        }
        while let Some(&byte) = bytes.get(at) {
            // A byte no phrase holds (column 0) needs no test of its own:
            // no state has a child in column 0, so the check below fails.
            let slot = (base + usize::from(self.columns[usize::from(byte)])) & mask;
            match cells.get(slot) {
                Some(cell) if cell.check as usize == state => {
                    at += 1;
                    state = slot;
                    base = cell.base as usize;
                    if cell.base & ENDS_PATTERN != 0
                        && ends_a_word(text, start, at)
                        && let Some(pattern) = self.pattern_at.get(slot)
                    {
                        found = Some((at, u32::from(*pattern)));
                    }
                }
                _ => break,
            }
        }
        let run = self.word_run.get(state).copied().unwrap_or(0);
        (found, usize::from(run))
    }
}
