//! dietfit-scoring: placeholder until its issue lands.
