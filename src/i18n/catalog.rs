//! The four catalogues, parsed once and kept for the life of the process.

use super::{Arg, Lang, Msg};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// The catalogue files, compiled in: a user's binary needs no `locales/` folder beside it.
pub(crate) const SOURCES: [(Lang, &str); 4] = [
    (Lang::En, include_str!("../../locales/en/shogiban.ftl")),
    (Lang::Ja, include_str!("../../locales/ja/shogiban.ftl")),
    (Lang::Hi, include_str!("../../locales/hi/shogiban.ftl")),
    (Lang::Bn, include_str!("../../locales/bn/shogiban.ftl")),
];

/// The parsed catalogues, one bundle per language.
pub struct Catalog {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

impl Catalog {
    /// The catalogues. A syntax error in one is a bug caught by the tests (`i18n::tests`); here
    /// the entries that parse are kept, so that one bad line cannot silence the bot.
    pub fn get() -> &'static Catalog {
        static CATALOG: OnceLock<Catalog> = OnceLock::new();
        CATALOG.get_or_init(|| {
            let bundles = SOURCES
                .iter()
                .map(|(lang, source)| (*lang, bundle(*lang, source).0))
                .collect();
            Catalog { bundles }
        })
    }

    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        &self
            .bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .expect("every language has a bundle")
            .1
    }

    /// `msg` in `lang`. A message that cannot be rendered (a bad argument, a language that lacks
    /// it) is logged and shown in English, else as the generic internal error: the same in debug
    /// and release builds, and never a bare id.
    pub fn format(&self, lang: Lang, msg: &Msg) -> String {
        match self.try_format(lang, msg) {
            Ok(s) => s,
            Err(errors) => {
                tracing::error!(lang = %lang, id = %msg.id, "catalogue: {}", errors.join("; "));
                self.try_format(Lang::En, msg)
                    .or_else(|_| self.try_format(lang, &Msg::new(crate::msg_id!("error-internal"))))
                    .unwrap_or_else(|_| "error".to_owned())
            }
        }
    }

    /// `msg` in `lang`, or every problem Fluent found (an unknown variable, a missing message).
    pub fn try_format(&self, lang: Lang, msg: &Msg) -> Result<String, Vec<String>> {
        let bundle = if self.bundle(lang).has_message(msg.id.as_str()) {
            self.bundle(lang)
        } else {
            self.bundle(Lang::En)
        };
        let pattern = bundle
            .get_message(msg.id.as_str())
            .and_then(|m| m.value())
            .ok_or_else(|| vec![format!("no message `{}`", msg.id)])?;
        let mut args = FluentArgs::new();
        for (name, value) in &msg.args {
            args.set(*name, self.value(lang, value)?);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        if errors.is_empty() {
            Ok(text.into_owned())
        } else {
            Err(errors.iter().map(|e| e.to_string()).collect())
        }
    }

    fn value(&self, lang: Lang, arg: &Arg) -> Result<FluentValue<'static>, Vec<String>> {
        Ok(match arg {
            Arg::Str(s) => FluentValue::from(s.clone()),
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Msg(m) => FluentValue::from(self.try_format(lang, m)?),
            Arg::List(items) => {
                let separator = self.try_format(lang, &msg!("list-separator"))?;
                let parts = items
                    .iter()
                    .map(|m| self.try_format(lang, m))
                    .collect::<Result<Vec<_>, _>>()?;
                FluentValue::from(parts.join(&separator))
            }
        })
    }
}

/// Whether the English catalogue has `id` (every language must; the tests check).
pub fn has_message(id: &str) -> bool {
    Catalog::get().bundle(Lang::En).has_message(id)
}

/// The message ids of a catalogue file, in file order.
pub fn message_ids(source: &str) -> Vec<String> {
    use fluent_syntax::ast::Entry;
    match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, _)) => r,
    }
    .body
    .iter()
    .filter_map(|e| match e {
        Entry::Message(m) => Some(m.id.name.to_owned()),
        _ => None,
    })
    .collect()
}

/// A bundle and the errors met building it (syntax errors, duplicate ids).
pub(crate) fn bundle(lang: Lang, source: &str) -> (FluentBundle<FluentResource>, Vec<String>) {
    let mut problems = Vec::new();
    let resource = match FluentResource::try_new(source.to_owned()) {
        Ok(r) => r,
        Err((r, errors)) => {
            problems.extend(errors.iter().map(|e| format!("{e:?}")));
            r
        }
    };
    let id = lang
        .code()
        .parse()
        .expect("language codes are valid identifiers");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord and terminals show the isolation marks as stray characters next to names.
    bundle.set_use_isolating(false);
    if let Err(errors) = bundle.add_resource(resource) {
        problems.extend(errors.iter().map(|e| e.to_string()));
    }
    (bundle, problems)
}
