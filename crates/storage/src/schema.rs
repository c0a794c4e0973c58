//! One portable schema for both backends: only types that diesel's
//! `MultiConnection` carries (Text, Integer, BigInt, Double, Binary). UUIDs are TEXT,
//! times are UTC microseconds in BIGINT.

diesel::table! {
    restaurants (service_place_id) {
        service_place_id -> Text,
        service_id -> Text,
        external_id -> Text,
        provider_place_id -> Nullable<Text>,
        name -> Nullable<Text>,
        city -> Nullable<Text>,
        state -> Nullable<Text>,
        country -> Nullable<Text>,
        lat -> Nullable<Double>,
        lng -> Nullable<Double>,
        overall_score -> Nullable<Double>,
        cuisines_json -> Text,
        scoring_version -> Text,
        /// The ingest record's JSON, packed (crate::packed).
        packed_record -> Binary,
        /// The evaluation's JSON, packed against the record's.
        packed_evaluation -> Binary,
        detail_json -> Text,
        created_at -> BigInt,
        updated_at -> BigInt,
        last_evaluated_at -> BigInt,
    }
}

diesel::table! {
    changes (id) {
        id -> BigInt,
        change_type -> Text,
        service_place_id -> Text,
        changed_at -> BigInt,
        changed_fields_json -> Nullable<Text>,
        deleted_at -> Nullable<BigInt>,
        snapshot_json -> Nullable<Text>,
        type_position -> BigInt,
    }
}

diesel::table! {
    change_clock (id) {
        id -> Integer,
        last_changed_at -> BigInt,
        created_entries -> BigInt,
        updated_entries -> BigInt,
        deleted_entries -> BigInt,
    }
}

diesel::table! {
    dataset_counters (name) {
        name -> Text,
        value -> BigInt,
    }
}

diesel::table! {
    dataset_facets (facet, label) {
        facet -> Text,
        label -> Text,
        count -> BigInt,
    }
}

diesel::table! {
    api_keys (id) {
        id -> Text,
        key_hash -> Text,
        display_prefix -> Text,
        tier -> Text,
        label -> Nullable<Text>,
        monthly_limit -> Nullable<BigInt>,
        created_at -> BigInt,
        revoked_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    usage (key_id, month) {
        key_id -> Text,
        month -> Text,
        used -> BigInt,
    }
}

diesel::table! {
    idempotency_keys (key_id, idempotency_key) {
        key_id -> Text,
        idempotency_key -> Text,
        request_hash -> Text,
        claim_token -> Text,
        created_at -> BigInt,
        expires_at -> BigInt,
        locked_until -> BigInt,
        response_status -> Nullable<Integer>,
        response_headers_json -> Nullable<Text>,
        response_body -> Nullable<Binary>,
    }
}

diesel::table! {
    server_secrets (name) {
        name -> Text,
        value -> Text,
        created_at -> BigInt,
    }
}

diesel::joinable!(usage -> api_keys (key_id));
diesel::joinable!(idempotency_keys -> api_keys (key_id));
diesel::allow_tables_to_appear_in_same_query!(
    restaurants,
    changes,
    change_clock,
    dataset_counters,
    dataset_facets,
    api_keys,
    usage,
    idempotency_keys,
    server_secrets,
);
