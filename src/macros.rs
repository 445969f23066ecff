//! The crate's macros, declared first in `lib.rs` so that every module can use them by name.

/// A [`MsgId`](crate::i18n::MsgId) checked when the crate compiles: `msg_id!("lobby-joined")`.
#[macro_export]
macro_rules! msg_id {
    ($id:literal) => {{
        const ID: $crate::i18n::MsgId = $crate::i18n::MsgId::checked($id);
        ID
    }};
}

/// A [`Msg`](crate::i18n::Msg) without arguments, its id checked when the crate compiles: `msg!("lobby-joined")`.
#[macro_export]
macro_rules! msg {
    ($id:literal) => {
        $crate::i18n::Msg::new($crate::msg_id!($id))
    };
}
