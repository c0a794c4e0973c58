//! Secrets shared by the instances over one database.

use super::*;

on_both_backends!(
    the_first_offered_secret_is_kept_for_everyone,
    instances_starting_together_agree_on_one_secret,
);

fn the_first_offered_secret_is_kept_for_everyone(db: &TestDatabase) {
    let store = open(db);
    assert_eq!(
        store.server_secret("cursor", "first", T0).expect("stored"),
        "first"
    );
    assert_eq!(
        store.server_secret("cursor", "second", T0).expect("read"),
        "first",
        "a later offer does not replace the stored secret"
    );
    assert_eq!(
        store.server_secret("other", "third", T0).expect("stored"),
        "third",
        "each name has its own secret"
    );
    let error = store.server_secret("cursor", "", T0).expect_err("empty");
    assert!(matches!(error, StorageError::InvalidInput(_)), "{error:?}");
}

fn instances_starting_together_agree_on_one_secret(db: &TestDatabase) {
    let stores: Vec<Store> = (0..4).map(|_| open(db)).collect();
    let barrier = Barrier::new(stores.len());
    let secrets: BTreeSet<String> = std::thread::scope(|scope| {
        let offers: Vec<_> = stores
            .iter()
            .enumerate()
            .map(|(instance, store)| {
                let barrier = &barrier;
                scope.spawn(move || {
                    barrier.wait();
                    store
                        .server_secret("cursor", &format!("offer {instance}"), T0)
                        .expect("agreed")
                })
            })
            .collect();
        offers
            .into_iter()
            .map(|offer| offer.join().expect("no panic"))
            .collect()
    });
    assert_eq!(secrets.len(), 1, "{secrets:?}");
}
