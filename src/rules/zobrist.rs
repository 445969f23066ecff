//! Zobrist keys: one random number per (colour, role, square), per (colour, hand role, count) and for
//! the side to move, generated at compile time with splitmix64 so keys are stable across runs.

/// One step of splitmix64: the next state and its output. Shared by both variants' key tables.
pub(crate) const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (s, z ^ (z >> 31))
}

const fn board_keys() -> [[[u64; 81]; 14]; 2] {
    let mut t = [[[0u64; 81]; 14]; 2];
    let mut state = 0x5348_4f47_4942_414e; // "SHOGIBAN"
    let mut c = 0;
    while c < 2 {
        let mut r = 0;
        while r < 14 {
            let mut s = 0;
            while s < 81 {
                let (next, v) = splitmix(state);
                state = next;
                t[c][r][s] = v;
                s += 1;
            }
            r += 1;
        }
        c += 1;
    }
    t
}

const fn hand_keys() -> [[[u64; 19]; 7]; 2] {
    let mut t = [[[0u64; 19]; 7]; 2];
    let mut state = 0x4841_4e44_4b45_5953; // "HANDKEYS"
    let mut c = 0;
    while c < 2 {
        let mut r = 0;
        while r < 7 {
            // Count 0 keeps key 0 so an empty hand contributes nothing.
            let mut n = 1;
            while n < 19 {
                let (next, v) = splitmix(state);
                state = next;
                t[c][r][n] = v;
                n += 1;
            }
            r += 1;
        }
        c += 1;
    }
    t
}

pub(crate) static BOARD: [[[u64; 81]; 14]; 2] = board_keys();
pub(crate) static HAND: [[[u64; 19]; 7]; 2] = hand_keys();
/// Xored in when gote is to move.
pub(crate) const GOTE_TO_MOVE: u64 = 0x7a6f_6272_6973_7421;
