//! Raw bytes of a record in any format or encoding: never a panic; a record read writes back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shogiban::notation::{CsaVersion, Record};

fuzz_target!(|data: &[u8]| {
    if let Ok((_, r)) = Record::read(data) {
        let _ = (r.to_kif_shift_jis(), r.to_csa(CsaVersion::V30));
    }
});
