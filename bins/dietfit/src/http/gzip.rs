//! gzip bodies made of one large part compressed once and small parts that
//! change with every response.
//!
//! A cached search answer is about 90 KB of JSON wrapped in a request id and
//! metadata of a few dozen bytes that differ per response. Compressing the
//! whole body for each response would cost more CPU than the search it
//! answers; compressing the answer once and wrapping it per response costs a
//! copy. DEFLATE allows it: the large part is compressed as a raw stream
//! ended by a sync flush (byte-aligned, not final), and the small parts go
//! before and after it as stored blocks, the last one final. gzip's CRC-32
//! of the whole is combined from the parts' CRCs (RFC 1951 section 3.2.4,
//! RFC 1952 section 2.3).

use flate2::{Compress, CompressError, Compression, FlushCompress};

/// The largest payload of one stored block (its LEN field is 16 bits).
const MAX_STORED_BLOCK: usize = u16::MAX as usize;
/// ID1 ID2, CM = deflate, no flags, no modification time, no extra flags,
/// OS unknown.
const GZIP_HEADER: [u8; 10] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];

/// A part of a body compressed once, to be sent inside any number of gzip
/// bodies by [`gzip_around`].
#[derive(Debug, Clone)]
pub struct Deflated {
    /// Raw DEFLATE blocks, none final, ending on a byte boundary.
    blocks: Vec<u8>,
    crc32: u32,
    len: u64,
}

impl Deflated {
    /// Compresses `part` at `level` (0-9).
    pub fn new(part: &[u8], level: u32) -> Result<Deflated, CompressError> {
        let mut compressor = Compress::new(Compression::new(level), false);
        let mut blocks = Vec::with_capacity(part.len() / 4 + 64);
        loop {
            let consumed = compressor.total_in() as usize;
            compressor.compress_vec(&part[consumed..], &mut blocks, FlushCompress::Sync)?;
            // The flush is complete once every byte went in and the output
            // did not fill the space it was given.
            if compressor.total_in() as usize == part.len() && blocks.len() < blocks.capacity() {
                break;
            }
            blocks.reserve(blocks.capacity().max(64));
        }
        let mut crc = crc32fast::Hasher::new();
        crc.update(part);
        Ok(Deflated {
            blocks,
            crc32: crc.finalize(),
            len: part.len() as u64,
        })
    }

    /// Bytes of compressed data it holds.
    pub fn compressed_len(&self) -> usize {
        self.blocks.len()
    }
}

/// A complete gzip member whose uncompressed content is `prefix`, then the
/// part `middle` was made from, then `suffix`.
pub fn gzip_around(prefix: &[u8], middle: &Deflated, suffix: &[u8]) -> Vec<u8> {
    let stored_overhead = |len: usize| 5 * (len / MAX_STORED_BLOCK + 1);
    let mut out = Vec::with_capacity(
        GZIP_HEADER.len()
            + prefix.len()
            + stored_overhead(prefix.len())
            + middle.blocks.len()
            + suffix.len()
            + stored_overhead(suffix.len())
            + 8,
    );
    out.extend_from_slice(&GZIP_HEADER);
    stored_blocks(&mut out, prefix, false);
    out.extend_from_slice(&middle.blocks);
    stored_blocks(&mut out, suffix, true);

    let mut crc = crc32fast::Hasher::new();
    crc.update(prefix);
    crc.combine(&crc32fast::Hasher::new_with_initial_len(
        middle.crc32,
        middle.len,
    ));
    let mut tail = crc32fast::Hasher::new();
    tail.update(suffix);
    crc.combine(&tail);
    let total = prefix.len() as u64 + middle.len + suffix.len() as u64;
    out.extend_from_slice(&crc.finalize().to_le_bytes());
    // ISIZE is the length modulo 2^32.
    out.extend_from_slice(&(total as u32).to_le_bytes());
    out
}

/// `data` as stored (uncompressed) blocks starting on a byte boundary; the
/// last of them final when `last`. An empty non-final part writes nothing;
/// an empty final part writes one empty final block to end the stream.
fn stored_blocks(out: &mut Vec<u8>, data: &[u8], last: bool) {
    if data.is_empty() && !last {
        return;
    }
    let count = data.len().div_ceil(MAX_STORED_BLOCK).max(1);
    for index in 0..count {
        let start = index * MAX_STORED_BLOCK;
        let chunk = &data[start..data.len().min(start + MAX_STORED_BLOCK)];
        // BFINAL in bit 0, BTYPE 00 (stored) in bits 1-2, the rest padding.
        out.push(u8::from(last && index + 1 == count));
        let len = chunk.len() as u16;
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(chunk);
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read as _;

    use flate2::read::GzDecoder;

    use super::*;

    fn gunzip(body: &[u8]) -> Vec<u8> {
        let mut decoder = GzDecoder::new(body);
        let mut out = Vec::new();
        decoder
            .read_to_end(&mut out)
            .expect("a valid gzip member, CRC and size included");
        out
    }

    /// JSON-like text that compresses well, as answers do.
    fn answer_like(len: usize) -> Vec<u8> {
        let record = br#"{"evidence_id":"ev_ad5cc2bf40e8efd5","type":"restaurant_declared","weight":"primary"},"#;
        record.iter().copied().cycle().take(len).collect()
    }

    /// Bytes with no repetition, so the compressor emits its own stored
    /// blocks and several output buffers' worth.
    fn incompressible(len: usize) -> Vec<u8> {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        (0..len)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state >> 24) as u8
            })
            .collect()
    }

    #[test]
    fn a_body_gunzips_to_prefix_middle_and_suffix() {
        let middle = answer_like(90_000);
        let deflated = Deflated::new(&middle, 6).unwrap();
        assert!(
            deflated.compressed_len() < middle.len() / 5,
            "compressed to {} bytes",
            deflated.compressed_len()
        );
        let prefix = br#"{"service_request_id":"req_1","#;
        let suffix = br#","metadata":{"cache":"hit"}}"#;
        let body = gzip_around(prefix, &deflated, suffix);
        assert_eq!(gunzip(&body), [&prefix[..], &middle, &suffix[..]].concat());
        assert!(body.len() < middle.len() / 5);
    }

    #[test]
    fn one_compressed_part_serves_many_different_wrappers() {
        let middle = answer_like(20_000);
        let deflated = Deflated::new(&middle, 1).unwrap();
        for id in 0..3 {
            let prefix = format!("{{\"id\":{id},");
            let suffix = format!(",\"n\":{}}}", id * 7);
            let body = gzip_around(prefix.as_bytes(), &deflated, suffix.as_bytes());
            assert_eq!(
                gunzip(&body),
                [prefix.as_bytes(), &middle, suffix.as_bytes()].concat()
            );
        }
    }

    #[test]
    fn empty_parts_still_make_a_valid_member() {
        let empty = Deflated::new(b"", 6).unwrap();
        assert_eq!(gunzip(&gzip_around(b"", &empty, b"")), b"");
        assert_eq!(gunzip(&gzip_around(b"ab", &empty, b"")), b"ab");
        assert_eq!(gunzip(&gzip_around(b"", &empty, b"cd")), b"cd");
        let middle = Deflated::new(b"middle", 6).unwrap();
        assert_eq!(gunzip(&gzip_around(b"", &middle, b"")), b"middle");
    }

    #[test]
    fn parts_longer_than_one_stored_block_are_split() {
        let long = incompressible(3 * MAX_STORED_BLOCK + 17);
        let middle = Deflated::new(&incompressible(200_000), 6).unwrap();
        let body = gzip_around(&long, &middle, &long);
        let expected = [&long[..], &incompressible(200_000), &long[..]].concat();
        assert_eq!(gunzip(&body), expected);
        // Exactly a multiple of the block size: no empty trailing block is
        // needed before the final one.
        let exact = incompressible(2 * MAX_STORED_BLOCK);
        let body = gzip_around(&exact, &middle, &exact);
        assert_eq!(
            gunzip(&body),
            [&exact[..], &incompressible(200_000), &exact[..]].concat()
        );
    }

    #[test]
    fn a_corrupted_body_fails_its_crc() {
        let middle = Deflated::new(&answer_like(5_000), 6).unwrap();
        let mut body = gzip_around(b"[", &middle, b"]");
        // The prefix is stored, so this changes one content byte and
        // nothing else: only the CRC can catch it.
        let stored_prefix = GZIP_HEADER.len() + 5;
        body[stored_prefix] = b'{';
        let mut out = Vec::new();
        assert!(GzDecoder::new(&body[..]).read_to_end(&mut out).is_err());
    }
}
