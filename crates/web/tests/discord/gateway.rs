//! Gateway mode against a loopback gateway.
