//! A restaurant's observations (its ingest record) and evaluation as the
//! `restaurants` table keeps them: their JSON compressed with LZ4's block
//! format. They are most of a row and verbose JSON (the same keys in every
//! evidence item, every menu line), and the evaluation quotes the record
//! (evidence excerpts, source URLs), so the evaluation is compressed with
//! the record's JSON as its dictionary: what it quotes costs a back
//! reference. LZ4 rather than a stronger codec: a batch compresses inside
//! its write transaction, and every read of a row decompresses both.
//!
//! A packed value is one format byte, the JSON's length in bytes (`u32`,
//! little endian) and the LZ4 block. The format byte names how the block was
//! made, so a later codec can be introduced row by row.

use crate::error::{StorageError, corrupt};

/// An ingest record: the block alone.
const RECORD_LZ4: u8 = 1;
/// An evaluation: the block made with its record's JSON as the dictionary.
const EVALUATION_LZ4_RECORD_DICTIONARY: u8 = 2;

/// Format byte and length.
const HEADER_BYTES: usize = 5;

/// An LZ4 block cannot expand more than this many times (a match of 255
/// more bytes costs one byte): a length above it is a corrupt header, refused
/// before anything that size is allocated.
const MAX_EXPANSION: usize = 255;

pub(crate) fn pack_record(record_json: &str) -> Result<Vec<u8>, StorageError> {
    pack(RECORD_LZ4, record_json, "")
}

/// The evaluation packed against its record: reading it back needs the same
/// record JSON.
pub(crate) fn pack_evaluation(
    evaluation_json: &str,
    record_json: &str,
) -> Result<Vec<u8>, StorageError> {
    pack(
        EVALUATION_LZ4_RECORD_DICTIONARY,
        evaluation_json,
        record_json,
    )
}

pub(crate) fn unpack_record(packed: &[u8]) -> Result<String, StorageError> {
    unpack(RECORD_LZ4, packed, "", "record")
}

pub(crate) fn unpack_evaluation(packed: &[u8], record_json: &str) -> Result<String, StorageError> {
    unpack(
        EVALUATION_LZ4_RECORD_DICTIONARY,
        packed,
        record_json,
        "evaluation",
    )
}

fn pack(format: u8, json: &str, dictionary: &str) -> Result<Vec<u8>, StorageError> {
    let length = u32::try_from(json.len()).map_err(|_| {
        StorageError::InvalidInput(format!(
            "a JSON document of {} bytes is too large to store",
            json.len()
        ))
    })?;
    let block = lz4_flex::block::compress_with_dict(json.as_bytes(), dictionary.as_bytes());
    let mut packed = Vec::with_capacity(HEADER_BYTES + block.len());
    packed.push(format);
    packed.extend_from_slice(&length.to_le_bytes());
    packed.extend_from_slice(&block);
    Ok(packed)
}

fn unpack(format: u8, packed: &[u8], dictionary: &str, what: &str) -> Result<String, StorageError> {
    let Some((&found, rest)) = packed.split_first() else {
        return Err(corrupt(what, "the packed value is empty"));
    };
    if found != format {
        return Err(corrupt(what, format!("unknown format {found}")));
    }
    let Some((length, block)) = rest.split_first_chunk::<4>() else {
        return Err(corrupt(what, "the packed value has no length"));
    };
    let length = u32::from_le_bytes(*length) as usize;
    if length > block.len().saturating_mul(MAX_EXPANSION) {
        return Err(corrupt(
            what,
            format!("a length of {length} bytes from a block of {}", block.len()),
        ));
    }
    let mut json = vec![0; length];
    let written =
        lz4_flex::block::decompress_into_with_dict(block, &mut json, dictionary.as_bytes())
            .map_err(|error| corrupt(what, error))?;
    if written != length {
        return Err(corrupt(
            what,
            format!("{written} bytes where the header says {length}"),
        ));
    }
    String::from_utf8(json).map_err(|error| corrupt(what, error))
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str = r#"{"external_id":"osm:node/1","name":"Green Bowl","menu":[{"name":"Tofu Scramble","description":"Silken tofu, turmeric, no eggs"}]}"#;
    const EVALUATION: &str = r#"{"evidence":[{"type":"menu_item","excerpt":"Tofu Scramble","source":"menu"},{"type":"menu_item","excerpt":"Silken tofu, turmeric, no eggs","source":"menu"}]}"#;

    #[test]
    fn packed_json_reads_back_as_written() {
        let record = pack_record(RECORD).unwrap();
        let evaluation = pack_evaluation(EVALUATION, RECORD).unwrap();
        assert_eq!(unpack_record(&record).unwrap(), RECORD);
        assert_eq!(unpack_evaluation(&evaluation, RECORD).unwrap(), EVALUATION);
        assert_eq!(unpack_record(&pack_record("").unwrap()).unwrap(), "");
    }

    #[test]
    fn an_evaluation_costs_less_packed_against_the_record_it_quotes() {
        let against_record = pack_evaluation(EVALUATION, RECORD).unwrap();
        let alone = pack(EVALUATION_LZ4_RECORD_DICTIONARY, EVALUATION, "").unwrap();
        assert!(
            against_record.len() < alone.len(),
            "{} bytes against the record, {} alone",
            against_record.len(),
            alone.len()
        );
    }

    #[test]
    fn a_damaged_value_is_a_corrupt_row_not_a_panic() {
        let record = pack_record(RECORD).unwrap();
        let mut unknown_format = record.clone();
        unknown_format[0] = 9;
        let mut huge_length = record.clone();
        huge_length[1..5].copy_from_slice(&u32::MAX.to_le_bytes());
        let mut short_length = record.clone();
        short_length[1..5].copy_from_slice(&3u32.to_le_bytes());
        let truncated = &record[..record.len() / 2];
        for damaged in [
            &[][..],
            &record[..3],
            &unknown_format,
            &huge_length,
            &short_length,
            truncated,
        ] {
            let error = unpack_record(damaged).expect_err("damaged");
            assert!(matches!(error, StorageError::Internal(_)), "{error:?}");
        }
        // An evaluation read against another record is refused or differs,
        // never silently the original.
        let evaluation = pack_evaluation(EVALUATION, RECORD).unwrap();
        let other_record = RECORD.replace("Tofu", "Tempeh");
        assert_ne!(
            unpack_evaluation(&evaluation, &other_record)
                .ok()
                .as_deref(),
            Some(EVALUATION)
        );
        assert!(
            unpack_evaluation(&record, RECORD).is_err(),
            "a record is not an evaluation"
        );
    }
}
