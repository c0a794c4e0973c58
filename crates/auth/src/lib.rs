//! dietfit-auth: placeholder until its issue lands.
