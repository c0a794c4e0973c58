//! dietfit-auth's two store traits, implemented over dietfit-storage.

use dietfit_auth::{AuthStoreError, CreditLedger, KeyDirectory, KeyRecord};
use dietfit_storage::{StorageError, Store, StoredKey};
use uuid::Uuid;

use dietfit_catalog::cause_chain;

/// Keys and credits as the gate sees them, backed by the database.
#[derive(Debug, Clone)]
pub struct StoreBackedAuth {
    store: Store,
}

impl StoreBackedAuth {
    pub fn new(store: Store) -> Self {
        StoreBackedAuth { store }
    }
}

/// dietfit-auth knows no storage type: the cause goes along as text.
fn store_error(error: StorageError) -> AuthStoreError {
    let cause = cause_chain(&error);
    if error.is_unavailable() {
        AuthStoreError::Unavailable(cause)
    } else {
        AuthStoreError::Failed(cause)
    }
}

pub fn key_record(key: StoredKey) -> KeyRecord {
    KeyRecord {
        id: key.id.to_string(),
        key_hash: key.key_hash,
        display_prefix: key.display_prefix,
        tier: key.tier,
        monthly_limit: key.monthly_limit,
        revoked_at: key.revoked_at,
    }
}

impl KeyDirectory for StoreBackedAuth {
    fn find_by_hash(&self, key_hash: &str) -> Result<Option<KeyRecord>, AuthStoreError> {
        self.store
            .find_key_by_hash(key_hash)
            .map(|key| key.map(key_record))
            .map_err(store_error)
    }

    fn revocation_watermark(&self) -> Result<i64, AuthStoreError> {
        self.store.revoked_key_count().map_err(store_error)
    }
}

fn key_id(raw: &str) -> Result<Uuid, AuthStoreError> {
    Uuid::try_parse(raw)
        .map_err(|_| AuthStoreError::Failed(format!("key id {raw:?} is not a UUID")))
}

impl CreditLedger for StoreBackedAuth {
    fn consume(
        &self,
        key_id_text: &str,
        month: &str,
        amount: i64,
        limit: Option<i64>,
    ) -> Result<Option<i64>, AuthStoreError> {
        self.store
            .consume_credits(key_id(key_id_text)?, month, amount, limit)
            .map_err(store_error)
    }

    fn used(&self, key_id_text: &str, month: &str) -> Result<i64, AuthStoreError> {
        self.store
            .usage(key_id(key_id_text)?, month)
            .map_err(store_error)
    }

    fn release(&self, key_id_text: &str, month: &str, amount: i64) -> Result<i64, AuthStoreError> {
        self.store
            .release_credits(key_id(key_id_text)?, month, amount)
            .map_err(store_error)
    }
}
