//! Reading JSON Lines with a bound on each line, so one enormous line cannot
//! exhaust memory: an over-long line is skipped to its end and reported.

use std::io::{self, BufRead, Read as _};

/// Longest accepted line, in bytes (a record with a 40-item menu and 20
/// reviews is well under 100 KiB).
pub const MAX_LINE_BYTES: usize = 4 * 1024 * 1024;

/// One line of input: its 1-based number and its text, or why it is unusable.
#[derive(Debug)]
pub struct RawLine {
    pub number: u64,
    pub text: Result<String, String>,
}

#[derive(Debug)]
pub struct LineReader<R> {
    reader: R,
    number: u64,
    max_bytes: usize,
}

impl<R: BufRead> LineReader<R> {
    pub fn new(reader: R) -> Self {
        LineReader::with_limit(reader, MAX_LINE_BYTES)
    }

    pub fn with_limit(reader: R, max_bytes: usize) -> Self {
        LineReader {
            reader,
            number: 0,
            max_bytes,
        }
    }

    /// The next non-blank line, `None` at the end of input.
    pub fn next_line(&mut self) -> io::Result<Option<RawLine>> {
        loop {
            let mut buffer = Vec::new();
            let limit = self.max_bytes as u64 + 1;
            let read = (&mut self.reader)
                .take(limit)
                .read_until(b'\n', &mut buffer)?;
            if read == 0 {
                return Ok(None);
            }
            self.number += 1;
            if buffer.last() != Some(&b'\n') && buffer.len() > self.max_bytes {
                self.skip_to_line_end()?;
                return Ok(Some(RawLine {
                    number: self.number,
                    text: Err(format!("line is longer than {} bytes", self.max_bytes)),
                }));
            }
            while matches!(buffer.last(), Some(b'\n' | b'\r')) {
                buffer.pop();
            }
            if buffer.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            let text = String::from_utf8(buffer).map_err(|err| format!("line is not UTF-8: {err}"));
            return Ok(Some(RawLine {
                number: self.number,
                text,
            }));
        }
    }

    fn skip_to_line_end(&mut self) -> io::Result<()> {
        let mut sink = Vec::new();
        loop {
            sink.clear();
            let read = (&mut self.reader)
                .take(64 * 1024)
                .read_until(b'\n', &mut sink)?;
            if read == 0 || sink.last() == Some(&b'\n') {
                return Ok(());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], limit: usize) -> Vec<(u64, Result<String, String>)> {
        let mut reader = LineReader::with_limit(input, limit);
        let mut out = Vec::new();
        while let Some(line) = reader.next_line().unwrap() {
            out.push((line.number, line.text));
        }
        out
    }

    #[test]
    fn numbers_lines_and_skips_blank_ones() {
        let got = lines(b"a\n\n  \nb\r\nc", 100);
        assert_eq!(got.len(), 3);
        assert_eq!(got[0], (1, Ok("a".to_owned())));
        assert_eq!(got[1], (4, Ok("b".to_owned())));
        assert_eq!(got[2], (5, Ok("c".to_owned())));
    }

    #[test]
    fn over_long_and_non_utf8_lines_are_reported_and_skipped() {
        let mut input = vec![b'x'; 50];
        input.extend_from_slice(b"\nok\n\xff\xfe\nlast\n");
        let got = lines(&input, 10);
        assert_eq!(got.len(), 4);
        assert!(
            got[0]
                .1
                .as_ref()
                .unwrap_err()
                .contains("longer than 10 bytes")
        );
        assert_eq!(got[1], (2, Ok("ok".to_owned())));
        assert!(got[2].1.as_ref().unwrap_err().contains("UTF-8"));
        assert_eq!(got[3], (4, Ok("last".to_owned())));
    }

    #[test]
    fn a_line_exactly_at_the_limit_is_kept() {
        let got = lines(b"0123456789\n", 10);
        assert_eq!(got, vec![(1, Ok("0123456789".to_owned()))]);
    }
}
