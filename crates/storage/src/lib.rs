//! dietfit-storage: placeholder until its issue lands.
