//! # tirada-wasm
//!
//! The engine wherever the dice are (issue 28): the play layer's odds, rolls, PORTAL's
//! rerolls with their advice and the narration's explanations, compiled to
//! `wasm32-unknown-unknown` for the table page, the offline tray and the VTT integrations.
//!
//! One entry point, [`handle`]: a JSON call in, a JSON answer out — the same request objects
//! the web API takes (`docs/contract.md`), answered with the same objects `tirada … --json`
//! prints, because both go through `tirada-play`. The browser side (`js/tirada.js`) reaches it
//! through a plain C ABI ([`tirada_alloc`], [`tirada_call`], [`tirada_free`]): no generated
//! glue, no tool to download, and the module loads in a page, a worker or node alike.
//!
//! The module has no entropy of its own: a roll is made from a seed the caller passes (the
//! page draws it from `crypto.getRandomValues`), or from faces typed from physical dice.

mod call;

pub use call::handle;

/// Room for a call of `len` bytes, for the JavaScript side to write into.
#[no_mangle]
pub extern "C" fn tirada_alloc(len: usize) -> *mut u8 {
    let mut buf = Vec::<u8>::with_capacity(len);
    let ptr = buf.as_mut_ptr();
    std::mem::forget(buf);
    ptr
}

/// Gives back what [`tirada_alloc`] or [`tirada_call`] handed out.
///
/// # Safety
/// `ptr` and `len` must be a pointer and a capacity this module handed out and not yet freed.
#[no_mangle]
pub unsafe extern "C" fn tirada_free(ptr: *mut u8, len: usize) {
    drop(Vec::from_raw_parts(ptr, 0, len));
}

/// Answers the UTF-8 JSON call of `len` bytes at `ptr` (which it frees): a buffer whose first
/// four bytes are the answer's length (little-endian) and the rest the answer's UTF-8 JSON; the
/// caller frees it with [`tirada_free`] and that length plus four.
///
/// # Safety
/// `ptr` must come from [`tirada_alloc`] with capacity `len`, holding `len` written bytes.
#[no_mangle]
pub unsafe extern "C" fn tirada_call(ptr: *mut u8, len: usize) -> *mut u8 {
    let input = Vec::from_raw_parts(ptr, len, len);
    let answer = handle(&String::from_utf8_lossy(&input));
    let mut out = Vec::with_capacity(answer.len() + 4);
    out.extend_from_slice(&(answer.len() as u32).to_le_bytes());
    out.extend_from_slice(answer.as_bytes());
    let ptr = out.as_mut_ptr();
    std::mem::forget(out);
    ptr
}
