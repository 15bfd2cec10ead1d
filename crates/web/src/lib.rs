//! tirada-web (being written).
