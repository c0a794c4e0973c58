//! dietfit-search: placeholder until its issue lands.
