//! The catalogues as a reader meets them (issue 25): every message rendered in every language with
//! sample arguments (counts 0, 1, 2 and 5, every variant of a yes/no or file/rank choice), and the
//! words of `locales/GLOSSARY.md`.
//!
//! The test reads `locales/` from disk and builds its own Fluent bundles the way
//! `src/i18n/catalog.rs` does (no isolation marks), so that it checks the files the binary
//! compiles in.
//!
//! It fails on:
//! - a placeholder left unresolved, or any other Fluent error (a variable the code never passes);
//! - an English word of four letters or more in a Japanese, Hindi or Bengali message, outside
//!   commands (`…`), names (the arguments) and notation (upper-case codes);
//! - a missing plural form: a number shown with the wrong form of a counted word (`1 बाज़ियाँ`), or a
//!   count the English message selects on shown in Hindi without a selector before a word that
//!   changes with the number;
//! - a number a variant forgot (`[one] 1 …` shown for 0);
//! - a word the glossary's "not this" column rejects.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

const LANGS: [&str; 4] = ["en", "ja", "hi", "bn"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn source(lang: &str) -> String {
    std::fs::read_to_string(root().join(format!("locales/{lang}/shogiban.ftl"))).unwrap()
}

fn bundle(lang: &str, text: &str) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(text.to_owned())
        .unwrap_or_else(|(_, e)| panic!("{lang}: syntax errors {e:?}"));
    let mut b = FluentBundle::new(vec![lang.parse().unwrap()]);
    b.set_use_isolating(false);
    b.add_resource(resource)
        .unwrap_or_else(|e| panic!("{lang}: {e:?}"));
    b
}

/// What a message does with one variable.
#[derive(Clone, Debug, Default)]
struct VarUse {
    /// Keys of the selectors on it.
    keys: BTreeSet<String>,
    /// Selected with plural categories or numbers: a count.
    counted: bool,
    /// Written out (a placeable), not only selected on.
    shown: bool,
}

type Uses = BTreeMap<String, VarUse>;

fn walk_pattern(p: &ast::Pattern<&str>, uses: &mut Uses, refs: &mut Vec<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            walk_expr(expression, uses, refs);
        }
    }
}

fn walk_inline(e: &ast::InlineExpression<&str>, uses: &mut Uses, refs: &mut Vec<String>) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            uses.entry(id.name.to_owned()).or_default().shown = true;
        }
        ast::InlineExpression::MessageReference { id, .. } => refs.push(id.name.to_owned()),
        ast::InlineExpression::Placeable { expression } => walk_expr(expression, uses, refs),
        _ => {}
    }
}

fn walk_expr(e: &ast::Expression<&str>, uses: &mut Uses, refs: &mut Vec<String>) {
    match e {
        ast::Expression::Inline(i) => walk_inline(i, uses, refs),
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                let u = uses.entry(id.name.to_owned()).or_default();
                for v in variants {
                    match &v.key {
                        ast::VariantKey::Identifier { name } => {
                            if ["zero", "one", "two", "few", "many"].contains(name) {
                                u.counted = true;
                            }
                            u.keys.insert((*name).to_owned());
                        }
                        ast::VariantKey::NumberLiteral { .. } => u.counted = true,
                    }
                }
            }
            for v in variants {
                walk_pattern(&v.value, uses, refs);
            }
        }
    }
}

/// Each message's variables, with the variables of the messages it refers to.
fn messages(text: &str) -> BTreeMap<String, Uses> {
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, e)| panic!("{e:?}"));
    let mut direct = BTreeMap::new();
    for entry in &resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut uses = Uses::new();
            let mut refs = Vec::new();
            if let Some(p) = &m.value {
                walk_pattern(p, &mut uses, &mut refs);
            }
            direct.insert(m.id.name.to_owned(), (uses, refs));
        }
    }
    direct
        .keys()
        .map(|id| {
            let mut all = Uses::new();
            let mut stack = vec![id.clone()];
            let mut seen = BTreeSet::new();
            while let Some(id) = stack.pop() {
                if !seen.insert(id.clone()) {
                    continue;
                }
                if let Some((uses, refs)) = direct.get(&id) {
                    for (name, u) in uses {
                        let e = all.entry(name.clone()).or_default();
                        e.counted |= u.counted;
                        e.shown |= u.shown;
                        e.keys.extend(u.keys.iter().cloned());
                    }
                    stack.extend(refs.iter().cloned());
                }
            }
            (id.clone(), all)
        })
        .collect()
}

/// A sample value for a name or any other text argument: no letters of any language, so that
/// whatever English the check finds is the catalogue's own.
fn sample_text() -> String {
    "⟦·⟧".to_owned()
}

#[derive(Clone, Debug)]
enum Sample {
    Num(i64),
    Key(String),
    Text(String),
}

/// Every combination of sample values for a message's variables (counts 0, 1, 2, 5; each key of a
/// choice), at most a few hundred.
fn samples(uses: &Uses) -> Vec<Vec<(String, Sample)>> {
    let mut out: Vec<Vec<(String, Sample)>> = vec![Vec::new()];
    for (name, u) in uses {
        let values: Vec<Sample> = if u.counted {
            [0, 1, 2, 5].into_iter().map(Sample::Num).collect()
        } else if !u.keys.is_empty() {
            u.keys.iter().cloned().map(Sample::Key).collect()
        } else {
            vec![Sample::Text(sample_text())]
        };
        out = out
            .into_iter()
            .flat_map(|combo| {
                values.iter().map(move |v| {
                    let mut c = combo.clone();
                    c.push((name.clone(), v.clone()));
                    c
                })
            })
            .collect();
    }
    out
}

fn render(
    b: &FluentBundle<FluentResource>,
    id: &str,
    combo: &[(String, Sample)],
) -> Result<String, String> {
    let msg = b.get_message(id).ok_or("missing")?;
    let pattern = msg.value().ok_or("no value")?;
    let mut args = FluentArgs::new();
    for (name, v) in combo {
        match v {
            Sample::Num(n) => args.set(name.as_str(), FluentValue::from(*n)),
            Sample::Key(k) => args.set(name.as_str(), FluentValue::from(k.clone())),
            Sample::Text(t) => args.set(name.as_str(), FluentValue::from(t.clone())),
        }
    }
    let mut errors = Vec::new();
    let text = b.format_pattern(pattern, Some(&args), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(format!("{errors:?}"))
    }
}

/// The CLDR cardinal category of a whole number, for the four languages.
fn plural_one(lang: &str, n: i64) -> bool {
    match lang {
        "en" => n == 1,
        "hi" | "bn" => n == 0 || n == 1,
        _ => false,
    }
}

/// Text with the spans between backticks (commands, typed values) taken out.
fn without_commands(text: &str) -> String {
    text.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, s)| s)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words typed inside backticks anywhere in the English catalogue: the commands and their
/// values (`random`, `moves`), which Discord's option descriptions show without backticks.
fn command_words(en: &str) -> BTreeSet<String> {
    en.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .flat_map(|(_, s)| ascii_words(s))
        .collect()
}

fn ascii_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Names of programs, sites and Discord's own (English) interface that a reader sees as they are.
const NAMES: [&str; 11] = [
    "lishogi", "shogiban", "Discord", "Kifu", "Windows", "Shift", "Create", "Public", "Threads",
    "Embed", "Links",
];
const NAMES_MORE: [&str; 3] = ["Attach", "Files", "English"];

/// Values typed in commands that Discord's option descriptions show without backticks: the
/// handicap names of `handicap=` and the help topics.
const TYPED: [&str; 5] = ["bishop", "rook", "piece", "moves", "clocks"];

// ---------------------------------------------------------------------------------------------
// The glossary

struct Glossary {
    /// (language, term, rejected variants)
    rejected: Vec<(String, String, Vec<String>)>,
    /// (language, one form, other form) of counted words.
    counted: Vec<(String, String, String)>,
    /// (language, words that stay the same after any number).
    invariant: BTreeMap<String, BTreeSet<String>>,
}

fn table_rows(text: &str, heading: &str) -> Vec<Vec<String>> {
    let start = text
        .find(heading)
        .unwrap_or_else(|| panic!("GLOSSARY.md has no `{heading}`"));
    text[start..]
        .lines()
        .skip(1)
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .map(|l| {
            l.trim()
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_owned())
                .collect()
        })
        .collect()
}

/// The backticked items of a cell: `a`, `b`.
fn ticked(cell: &str) -> Vec<String> {
    cell.split('`')
        .enumerate()
        .filter(|(i, s)| i % 2 == 1 && !s.is_empty())
        .map(|(_, s)| s.to_owned())
        .collect()
}

fn glossary() -> Glossary {
    let text = std::fs::read_to_string(root().join("locales/GLOSSARY.md")).unwrap();
    let rejected = table_rows(&text, "## Not this")
        .into_iter()
        .map(|r| {
            assert!(
                r.len() >= 4,
                "a `Not this` row needs lang | term | use | not this: {r:?}"
            );
            (r[0].clone(), r[1].clone(), ticked(&r[3]))
        })
        .collect();
    let counted = table_rows(&text, "## Counted words")
        .into_iter()
        .flat_map(|r| {
            let lang = r[0].clone();
            let one = ticked(&r[1]);
            let other = ticked(&r[2]);
            assert_eq!(one.len(), other.len(), "{r:?}");
            one.into_iter()
                .zip(other)
                .map(move |(o, p)| (lang.clone(), o, p))
        })
        .collect();
    let mut invariant: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for r in table_rows(&text, "## Counted words") {
        invariant
            .entry(r[0].clone())
            .or_default()
            .extend(ticked(r.get(3).map_or("", |s| s.as_str())));
    }
    Glossary {
        rejected,
        counted,
        invariant,
    }
}

fn is_word_char(c: char) -> bool {
    use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};
    matches!(
        c.general_category_group(),
        GeneralCategoryGroup::Letter | GeneralCategoryGroup::Mark
    )
}

/// Whether `text` contains `variant` as a word (`X`) or at the start of a word (`X…`); in
/// Japanese, which has no spaces, anywhere.
fn contains_variant(lang: &str, text: &str, variant: &str) -> bool {
    let (needle, prefix) = match variant.strip_suffix('…') {
        Some(v) => (v, true),
        None => (variant, false),
    };
    if lang == "ja" {
        return text.contains(needle);
    }
    // The edges of a variant that are not letters (`{ $side }-এর`, ` এর`) match as written.
    let starts_word = needle.chars().next().is_some_and(is_word_char);
    let ends_word = needle.chars().next_back().is_some_and(is_word_char);
    text.match_indices(needle).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + needle.len()..].chars().next();
        (!starts_word || !before.is_some_and(is_word_char))
            && (prefix || !ends_word || !after.is_some_and(is_word_char))
    })
}

/// The value of every message of a catalogue as written (comments left out), by id.
fn message_texts(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let starts_message = !line.starts_with(' ')
            && line.contains(" = ")
            && line
                .split(" = ")
                .next()
                .is_some_and(|id| id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
        if starts_message {
            let (id, value) = line.split_once(" = ").unwrap();
            out.push((id.to_owned(), value.to_owned()));
        } else if let Some(last) = out.last_mut() {
            last.1.push('\n');
            last.1.push_str(line);
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------

#[test]
fn every_message_renders_in_every_language_with_counts_choices_and_no_english() {
    let en_text = source("en");
    let en = messages(&en_text);
    let allowed: BTreeSet<String> = command_words(&en_text)
        .into_iter()
        .chain(
            NAMES
                .iter()
                .chain(NAMES_MORE.iter())
                .chain(TYPED.iter())
                .map(|s| s.to_string()),
        )
        .collect();
    let g = glossary();
    let mut problems = Vec::new();
    let mut rendered = 0usize;
    for lang in LANGS {
        let text = source(lang);
        let b = bundle(lang, &text);
        let own = messages(&text);
        for (id, uses) in &en {
            let own_uses = own.get(id).cloned().unwrap_or_default();
            // A variable only the translation selects on (a count the English just prints) is
            // still given as a number.
            let mut uses = uses.clone();
            for (name, u) in &own_uses {
                if let Some(e) = uses.get_mut(name) {
                    e.counted |= u.counted;
                    if !e.counted {
                        e.keys.extend(u.keys.iter().cloned());
                    }
                }
            }
            let mut by_count: BTreeMap<(String, i64), BTreeSet<String>> = BTreeMap::new();
            // Outputs where only this count is 5 (the others 0, 1 or 2), for reading the word after it.
            let mut alone_at_5: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
            for combo in samples(&uses) {
                let out = match render(&b, id, &combo) {
                    Ok(out) => out,
                    Err(e) => {
                        problems.push(format!("{lang} {id} {combo:?}: {e}"));
                        continue;
                    }
                };
                rendered += 1;
                if out.contains("{$") || out.contains("{ $") {
                    problems.push(format!("{lang} {id}: unresolved placeholder in {out:?}"));
                }
                if lang != "en" {
                    let english: Vec<String> = ascii_words(&without_commands(&out))
                        .into_iter()
                        .filter(|w| w.len() >= 4)
                        .filter(|w| w.chars().any(|c| c.is_ascii_lowercase()))
                        .filter(|w| !allowed.contains(w))
                        .collect();
                    if !english.is_empty() {
                        problems.push(format!("{lang} {id}: English {english:?} in {out:?}"));
                    }
                }
                let fives: Vec<&String> = combo
                    .iter()
                    .filter(|(_, v)| matches!(v, Sample::Num(5)))
                    .map(|(n, _)| n)
                    .collect();
                if let [only] = fives[..] {
                    alone_at_5
                        .entry(only.clone())
                        .or_default()
                        .insert(out.clone());
                }
                for (name, v) in &combo {
                    let Sample::Num(n) = v else { continue };
                    by_count
                        .entry((name.clone(), *n))
                        .or_default()
                        .insert(out.clone());
                    let shown = n.to_string();
                    for (l, one, other) in &g.counted {
                        if l != lang {
                            continue;
                        }
                        let wrong = if plural_one(lang, *n) { other } else { one };
                        if contains_variant(lang, &out, &format!("{shown} {wrong}")) {
                            problems.push(format!(
                                "{lang} {id}: `{shown} {wrong}` (${name}={n}) in {out:?}"
                            ));
                        }
                    }
                }
            }
            // A count shown as a digit must be its own: no `[one] 1 …` printed for 0.
            for ((name, n), outs) in &by_count {
                if *n < 2 || !own_uses.get(name).is_some_and(|u| u.shown) {
                    continue;
                }
                for out in outs {
                    let digits_present = out
                        .split(|c: char| !c.is_ascii_digit())
                        .any(|d| d == n.to_string());
                    let as_word = !out.chars().any(|c| c.is_ascii_digit());
                    if !digits_present && !as_word && !id.starts_with("label-") {
                        problems.push(format!("{lang} {id}: ${name}={n} not shown in {out:?}"));
                    }
                }
            }
            for ((name, n), outs) in &by_count {
                if *n != 0 {
                    continue;
                }
                if let Some(one) = by_count.get(&(name.clone(), 1)) {
                    if outs == one && outs.iter().any(|o| o.contains('1')) {
                        problems.push(format!(
                            "{lang} {id}: ${name}=0 reads as 1: {outs:?} (put a [0] variant or {{ ${name} }} in [one])"
                        ));
                    }
                }
            }
            // Hindi (like English) changes the counted word with the number: a count the English
            // selects on needs a selector, unless the word after it stays the same.
            if lang == "hi" {
                for name in uses.iter().filter(|(_, u)| u.counted).map(|(n, _)| n) {
                    if !en[id].get(name).is_some_and(|e| e.counted)
                        || own_uses.get(name).is_some_and(|o| o.counted || !o.shown)
                    {
                        continue;
                    }
                    let invariant = g.invariant.get(lang).cloned().unwrap_or_default();
                    for out in alone_at_5.get(name).into_iter().flatten() {
                        let after: Vec<&str> = out
                            .match_indices('5')
                            .filter(|(i, _)| {
                                !out[..*i].ends_with(|c: char| c.is_ascii_digit())
                                    && !out[i + 1..].starts_with(|c: char| c.is_ascii_digit())
                            })
                            .map(|(i, _)| {
                                out[i + 1..]
                                    .trim_start()
                                    .split(|c: char| !is_word_char(c))
                                    .next()
                                    .unwrap_or("")
                            })
                            .collect();
                        if after.iter().any(|w| !invariant.contains(*w)) {
                            problems.push(format!(
                                "{lang} {id}: missing plural form for ${name} (the word after it changes with the number: {after:?}) in {out:?}"
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(rendered > 4 * 400, "only {rendered} renderings");
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn no_message_uses_a_word_the_glossary_rejects() {
    let g = glossary();
    assert!(
        g.rejected.len() >= 20,
        "the glossary rejects only {} variants",
        g.rejected.len()
    );
    let mut problems = Vec::new();
    for lang in ["ja", "hi", "bn"] {
        let text = source(lang);
        for (id, value) in message_texts(&text) {
            let prose = without_commands(&value);
            for (l, term, variants) in &g.rejected {
                if l != lang {
                    continue;
                }
                for v in variants {
                    if contains_variant(lang, &prose, v) {
                        problems.push(format!("{lang} {id}: `{v}` for {term}: {value:?}"));
                    }
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_glossary_check_finds_a_rejected_word() {
    // The matcher itself: a rejected Hindi word is found as a word, not inside another one, and
    // a `…` variant at the start of a word.
    assert!(contains_variant("hi", "उमा नहीं बदल सकता", "उमा"));
    assert!(!contains_variant("hi", "र्यूमा नहीं बदल सकता", "उमा"));
    assert!(!contains_variant("hi", "र्यूओ", "र्यू"));
    assert!(contains_variant("bn", "ইমপাসে জিতেছেন", "ইমপাস…"));
    assert!(contains_variant("bn", "+ এর পরে", " এর"));
    assert!(!contains_variant("bn", "+-এর পরে", " এর"));
    assert!(contains_variant("ja", "この席の設定", "この席"));
}
