use super::catalog::{bundle, SOURCES};
use super::*;
use std::collections::BTreeSet;

fn source_files(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            source_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path.display().to_string();
            out.push((name, std::fs::read_to_string(&path).unwrap()));
        }
    }
}

/// The product's sources without test code: test files, and `#[cfg(test)]` modules at the end.
fn product_sources() -> Vec<(String, String)> {
    let mut files = Vec::new();
    source_files(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    files
        .into_iter()
        .filter(|(name, _)| {
            let file = name.rsplit('/').next().unwrap();
            !(file.starts_with("tests") || file.starts_with("test_support"))
        })
        .map(|(name, text)| {
            let product = match text.find("#[cfg(test)]\nmod tests {") {
                Some(i) => text[..i].to_owned(),
                None => text,
            };
            (name, product)
        })
        .collect()
}

fn ids(lang: Lang) -> BTreeSet<String> {
    let source = SOURCES.iter().find(|(l, _)| *l == lang).unwrap().1;
    message_ids(source).into_iter().collect()
}

#[test]
fn every_catalogue_parses_without_an_error() {
    for (lang, source) in SOURCES {
        let (_, problems) = bundle(lang, source);
        assert!(problems.is_empty(), "{lang}: {problems:#?}");
    }
}

#[test]
fn every_language_has_exactly_the_english_message_ids() {
    let english = ids(Lang::En);
    assert!(
        english.len() > 100,
        "only {} English messages",
        english.len()
    );
    for lang in [Lang::Ja, Lang::Hi, Lang::Bn] {
        let other = ids(lang);
        let missing: Vec<_> = english.difference(&other).collect();
        let extra: Vec<_> = other.difference(&english).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has ids English lacks: {extra:?}");
    }
}

#[test]
fn the_generated_id_list_is_exactly_the_english_catalogue() {
    // `msg_id!` checks ids against MESSAGE_IDS when the crate compiles; this keeps build.rs's
    // reading of the catalogue honest against Fluent's own parser.
    let generated: BTreeSet<String> = MESSAGE_IDS.iter().map(|s| s.to_string()).collect();
    assert_eq!(generated, ids(Lang::En));
    assert!(
        MESSAGE_IDS.windows(2).all(|w| w[0] < w[1]),
        "sorted for lookup"
    );
    assert_eq!(MsgId::lookup("error-internal").unwrap(), "error-internal");
    assert_eq!(MsgId::lookup("command-bad-options"), None);
}

#[test]
fn every_message_is_used_by_the_code() {
    let sources = product_sources();
    let english = ids(Lang::En);
    // Used: named by `msg!("id")` / `msg_id!("id")` in the product, or referenced by another
    // message (`{ id }`).
    let all_code: String = sources.iter().map(|(_, t)| t.as_str()).collect();
    // rustfmt may break `msg_id!(` from its literal.
    let all_code = all_code
        .split("!(")
        .map(str::trim_start)
        .collect::<Vec<_>>()
        .join("!(");
    let en_source = SOURCES[0].1;
    let unused: Vec<_> = english
        .iter()
        .filter(|id| {
            *id != "raw"
                && !all_code.contains(&format!("!(\"{id}\")"))
                && !en_source.contains(&format!("{{ {id} }}"))
        })
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

#[test]
fn a_message_that_cannot_be_rendered_never_shows_its_bare_id() {
    // A missing argument: the same fallback in debug and release builds (no panic), and the
    // reader sees a sentence, not `command-bad-option`.
    let broken = msg!("command-bad-option").with("option", "foo");
    for lang in Lang::ALL {
        let text = broken.to_string_in(lang);
        assert!(!text.contains("command-bad-option"), "{lang}: {text}");
        assert!(!text.is_empty());
    }
}

#[test]
fn a_message_renders_in_each_language_with_its_plural_and_falls_back_to_english() {
    let m = msg!("raw").with("text", "alice");
    for lang in Lang::ALL {
        assert_eq!(m.to_string_in(lang), "alice");
    }
    let list = msg!("raw").with("text", vec![Msg::raw("a"), Msg::raw("b")]);
    assert_eq!(list.to_string_in(Lang::En), "a, b");
    assert_eq!(list.to_string_in(Lang::Ja), "a、b");
}

#[test]
fn the_reader_s_language_is_their_own_choice_then_their_locale_then_the_channel_s() {
    assert_eq!(choose(Some(Lang::Bn), Some("ja"), Some(Lang::Hi)), Lang::Bn);
    assert_eq!(choose(None, Some("ja"), Some(Lang::Hi)), Lang::Ja);
    assert_eq!(choose(None, Some("hi"), None), Lang::Hi);
    // Discord has no Bengali locale: a Bengali server's setting wins over a default en-US client.
    assert_eq!(choose(None, Some("en-US"), Some(Lang::Bn)), Lang::Bn);
    assert_eq!(choose(None, Some("fr"), Some(Lang::Bn)), Lang::Bn);
    assert_eq!(choose(None, Some("en-GB"), None), Lang::En);
    assert_eq!(choose(None, None, None), Lang::En);
}

#[test]
fn languages_are_read_by_code_and_by_name() {
    assert_eq!(Lang::parse("bn"), Some(Lang::Bn));
    assert_eq!(Lang::parse("Bengali"), Some(Lang::Bn));
    assert_eq!(Lang::parse("বাংলা"), Some(Lang::Bn));
    assert_eq!(Lang::parse("हिन्दी"), Some(Lang::Hi));
    assert_eq!(Lang::parse("en-GB"), Some(Lang::En));
    assert_eq!(Lang::parse("日本語"), Some(Lang::Ja));
    assert_eq!(Lang::parse("klingon"), None);
}
