//! USI records from arbitrary text: never a panic; what is read can be written again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shogiban::notation::{CsaVersion, Format, Record};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(r) = Record::parse_as(Format::Usi, &text) {
        let _ = (
            r.to_kifu(),
            r.to_ki2(),
            r.to_csa(CsaVersion::V22),
            r.to_usi(),
        );
    }
});
