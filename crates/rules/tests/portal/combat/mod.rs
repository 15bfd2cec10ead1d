//! Combat's rules one exchange at a time: the book's combat examples and cast members.

mod cast;
mod examples;
