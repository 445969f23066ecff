//! Four-player records from arbitrary text: never a panic; a record read writes a text that
//! reads back to the same record (players, settings, start, actions, end) and the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shogiban::notation::yonin::YoninRecord;
use shogiban::rules::Seat;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(r) = YoninRecord::read(&text) else {
        return;
    };
    let written = r.to_text();
    let back = match YoninRecord::read(&written) {
        Ok(back) => back,
        Err(e) => panic!("the written record does not read back: {e}\n{written}"),
    };
    assert_eq!(back.to_text(), written);
    for seat in Seat::ALL {
        assert_eq!(back.player(seat), r.player(seat));
    }
    assert_eq!(back.settings(), r.settings());
    assert!(back.start() == r.start(), "the start changed\n{written}");
    assert_eq!(back.moves(), r.moves());
    assert_eq!(back.is_aborted(), r.is_aborted());
    assert_eq!(back.game().outcome(), r.game().outcome());
    assert_eq!(back.game().eliminations(), r.game().eliminations());
});
