#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| tirada_fuzz::verify(data));
