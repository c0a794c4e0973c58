//! Import and rescore. A reader thread parses and scores lines into batches
//! while the calling thread writes them, so parsing and database writes
//! overlap; each batch is one storage transaction (all in or all out).

use std::io::BufRead;
use std::sync::mpsc;

use dietfit_catalog::restaurant::{UnreadableRow, restaurant_write, stored_record};
use dietfit_contract::IngestRecord;
use dietfit_storage::{BatchOutcome, RestaurantWrite, StorageError, Store, WriteOp};
use time::OffsetDateTime;

use crate::lines::LineReader;

/// Records per transaction: large enough to amortise a commit, small enough
/// that a failure loses little work and bind-parameter limits are far away.
pub const DEFAULT_BATCH_SIZE: usize = 500;

#[derive(Debug, Clone, Copy)]
pub struct ImportOptions {
    pub batch_size: usize,
    /// The evaluation time stored with each score.
    pub now: OffsetDateTime,
}

impl ImportOptions {
    pub fn new(now: OffsetDateTime) -> Self {
        ImportOptions {
            batch_size: DEFAULT_BATCH_SIZE,
            now,
        }
    }
}

/// A line that was not imported: its number and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejection {
    pub line: u64,
    pub reason: String,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ImportSummary {
    pub created: u64,
    pub updated: u64,
    pub unchanged: u64,
    pub deleted: u64,
    pub rejected: u64,
    /// Rescore only: rows changed or deleted by another writer after the
    /// rescore read them, left as that writer made them.
    pub skipped: u64,
}

impl ImportSummary {
    fn add(&mut self, outcome: &BatchOutcome) {
        self.created += outcome.created;
        self.updated += outcome.updated;
        self.unchanged += outcome.unchanged;
        self.deleted += outcome.deleted;
        self.skipped += outcome.skipped;
    }

    /// Records read, rejected and skipped ones included.
    pub fn records(&self) -> u64 {
        self.created + self.updated + self.unchanged + self.deleted + self.rejected + self.skipped
    }
}

impl std::fmt::Display for ImportSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "created {}, updated {}, unchanged {}, deleted {}, rejected {}",
            self.created, self.updated, self.unchanged, self.deleted, self.rejected
        )
    }
}

/// Progress after each committed batch.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    pub records: u64,
    pub summary: ImportSummary,
}

#[derive(Debug, thiserror::Error)]
pub enum IngestError {
    #[error("reading the input failed at line {line}: {source}")]
    Read {
        line: u64,
        #[source]
        source: std::io::Error,
    },
    #[error("writing to the store failed: {0}")]
    Storage(#[from] StorageError),
    #[error("a stored record could not be read back")]
    Corrupt(#[from] UnreadableRow),
}

/// What the reader thread sends: a batch ready to write, with the
/// rejections found while building it.
struct Batch {
    ops: Vec<WriteOp>,
    rejections: Vec<Rejection>,
}

/// Imports JSON Lines from `reader`. Rejected lines go to `on_reject` and do
/// not stop the import; an I/O or storage failure stops it after the last
/// committed batch (earlier batches stay in, the failing one is all out).
pub fn import_reader<R: BufRead + Send>(
    store: &Store,
    reader: R,
    options: ImportOptions,
    on_reject: &mut dyn FnMut(&Rejection),
    on_progress: &mut dyn FnMut(Progress),
) -> Result<ImportSummary, IngestError> {
    let batch_size = options.batch_size.max(1);
    let mut summary = ImportSummary::default();
    std::thread::scope(|scope| {
        // Two batches in flight: the reader stays one batch ahead of the writer.
        let (sender, receiver) = mpsc::sync_channel::<Result<Batch, IngestError>>(2);
        scope.spawn(move || read_batches(reader, batch_size, options.now, &sender));
        for batch in receiver {
            let batch = batch?;
            for rejection in &batch.rejections {
                on_reject(rejection);
            }
            summary.rejected += batch.rejections.len() as u64;
            if !batch.ops.is_empty() {
                let outcome = store.apply_batch(&batch.ops, options.now)?;
                summary.add(&outcome);
            }
            on_progress(Progress {
                records: summary.records(),
                summary,
            });
        }
        Ok(summary)
    })
}

fn read_batches<R: BufRead>(
    reader: R,
    batch_size: usize,
    now: OffsetDateTime,
    sender: &mpsc::SyncSender<Result<Batch, IngestError>>,
) {
    let mut lines = LineReader::new(reader);
    let mut batch = Batch {
        ops: Vec::with_capacity(batch_size),
        rejections: Vec::new(),
    };
    loop {
        let line = match lines.next_line() {
            Ok(Some(line)) => line,
            Ok(None) => break,
            Err(source) => {
                let line = batch.rejections.last().map_or(0, |r| r.line) + 1;
                let _ = sender.send(Err(IngestError::Read { line, source }));
                return;
            }
        };
        let parsed = line
            .text
            .and_then(|text| IngestRecord::parse_line(&text).map_err(|err| err.to_string()));
        match parsed {
            Ok(record) => batch.ops.push(operation_for(record, now)),
            Err(reason) => batch.rejections.push(Rejection {
                line: line.number,
                reason,
            }),
        }
        if batch.ops.len() >= batch_size {
            let full = std::mem::replace(
                &mut batch,
                Batch {
                    ops: Vec::with_capacity(batch_size),
                    rejections: Vec::new(),
                },
            );
            if sender.send(Ok(full)).is_err() {
                return; // the writer stopped on an error
            }
        }
    }
    if !batch.ops.is_empty() || !batch.rejections.is_empty() {
        let _ = sender.send(Ok(batch));
    }
}

fn operation_for(record: IngestRecord, now: OffsetDateTime) -> WriteOp {
    if record.is_delete() {
        WriteOp::Delete {
            external_id: record.external_id,
        }
    } else {
        WriteOp::Upsert(Box::new(write_for(&record, now)))
    }
}

/// Scores a record and derives everything storage keeps about it.
pub fn write_for(record: &IngestRecord, now: OffsetDateTime) -> RestaurantWrite {
    let evaluation = dietfit_scoring::evaluate(record, now);
    restaurant_write(record, &evaluation, now)
}

/// Re-scores every stored restaurant with the current scoring version and
/// `now`, writing `updated` changes only where the detail record changed.
/// Pages are read outside the write transaction, so each rescore is written
/// only if its row still holds what was read: a row an import changed or
/// deleted meanwhile keeps the import's state and counts as `skipped`.
pub fn rescore(
    store: &Store,
    now: OffsetDateTime,
    batch_size: usize,
    on_progress: &mut dyn FnMut(Progress),
) -> Result<ImportSummary, IngestError> {
    let mut summary = ImportSummary::default();
    let mut after = None;
    while let Some(page) = read_rescore_page(store, after, batch_size, now)? {
        after = Some(page.last_read);
        let outcome = store.apply_batch(&page.ops, now)?;
        summary.add(&outcome);
        on_progress(Progress {
            records: summary.records(),
            summary,
        });
    }
    Ok(summary)
}

/// One page of a rescore: the ops derived from the rows read, ready for
/// [`Store::apply_batch`].
#[derive(Debug)]
pub struct RescorePage {
    pub ops: Vec<WriteOp>,
    /// The id of the last row read: where the next page starts.
    pub last_read: uuid::Uuid,
}

/// Reads up to `batch_size` rows after `after` (in id order) and derives
/// their rescores; `None` once no row is left.
pub fn read_rescore_page(
    store: &Store,
    after: Option<uuid::Uuid>,
    batch_size: usize,
    now: OffsetDateTime,
) -> Result<Option<RescorePage>, IngestError> {
    let limit = u32::try_from(batch_size.max(1)).unwrap_or(u32::MAX);
    let rows = store.scan_restaurants(after, limit)?;
    let Some(last_read) = rows.last().map(|row| row.service_place_id) else {
        return Ok(None);
    };
    let ops = rows
        .iter()
        .map(|stored| {
            let record = stored_record(stored)?;
            Ok(WriteOp::Rescore {
                write: Box::new(write_for(&record, now)),
                scanned: stored.version(),
            })
        })
        .collect::<Result<Vec<_>, IngestError>>()?;
    Ok(Some(RescorePage { ops, last_read }))
}
