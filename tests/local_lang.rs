//! `shogiban local` in Japanese, Hindi and Bengali: help, refusals and public posts come out in
//! the language asked for (`--lang`, the table's `language` setting, a player's own `language`),
//! with no English left.

#[path = "support/local.rs"]
mod local_support;
#[path = "support/scratch.rs"]
mod scratch;

use std::path::Path;

fn data_dir(name: &str) -> scratch::Scratch {
    scratch::Scratch::new("local-lang", name)
}

fn local_with(dir: &Path, extra: &[&str], script: &str) -> String {
    local_support::local_with(dir, extra, script)
}

/// Whether `text` has a character of the Unicode block `from..=to`.
fn has_script(text: &str, from: char, to: char) -> bool {
    text.chars().any(|c| (from..=to).contains(&c))
}

const DEVANAGARI: (char, char) = ('\u{0900}', '\u{097F}');
const BENGALI: (char, char) = ('\u{0980}', '\u{09FF}');
const KANA: (char, char) = ('\u{3040}', '\u{30FF}');

/// The output lines that are refusals to `name` (`! name: …`).
fn refusals<'a>(out: &'a str, name: &str) -> Vec<&'a str> {
    let prefix = format!("! {name}: ");
    out.lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .collect()
}

#[test]
fn help_and_refusals_in_each_language() {
    // `resign` with no game: the refusal "there is no game at this table…".
    let script = "alice: help clocks\nalice: resign\n";
    let english = local_with(&data_dir("lang-en"), &["--lang", "en"], script);
    assert!(english.contains("A reminder comes"), "{english}");
    assert!(
        english.contains("there is no game at this table"),
        "{english}"
    );
    for (code, (from, to), word) in [
        ("ja", KANA, "時間切れ"),
        ("hi", DEVANAGARI, "चाल"),
        ("bn", BENGALI, "চাল"),
    ] {
        let out = local_with(
            &data_dir(&format!("lang-{code}")),
            &["--lang", code],
            script,
        );
        assert!(has_script(&out, from, to), "{code}: {out}");
        assert!(out.contains(word), "{code}: {out}");
        assert!(!out.contains("A reminder comes"), "{code}: {out}");
        assert!(!out.contains("there is no game"), "{code}: {out}");
        let refused = refusals(&out, "alice");
        assert_eq!(refused.len(), 1, "{code}: {out}");
        assert!(has_script(refused[0], from, to), "{code}: {out}");
        // Commands stay as typed, in English, inside the translated sentence.
        assert!(refused[0].contains("`open`"), "{code}: {out}");
    }
}

#[test]
fn a_moderator_turns_public_posts_bengali() {
    let dir = data_dir("settings-bn");
    let out = local_with(
        &dir,
        &["--moderator", "mod"],
        "alice: challenge @bob\nmod: settings language bn\nbob: accept\nbob: 7g7f\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("language = bn"))
        .unwrap_or_else(|| panic!("{out}"));
    // Before: English. After: the game's start and the refusal to the wrong player, in Bengali.
    assert!(out.contains("alice challenges bob"), "{out}");
    let after = lines[at + 1..].join("\n");
    assert!(after.contains("খেলা শুরু"), "{out}");
    assert!(!after.contains("Game on"), "{out}");
    let refused = refusals(&out, "bob");
    assert_eq!(refused.len(), 1, "{out}");
    assert!(has_script(refused[0], BENGALI.0, BENGALI.1), "{out}");
    assert!(!refused[0].contains("turn"), "{out}");
}

#[test]
fn a_players_own_language_is_for_their_refusals_only() {
    let dir = data_dir("own-hi");
    let out = local_with(
        &dir,
        &[],
        "bob: language hi\nalice: challenge @bob\nbob: accept\nbob: 7g7f\nalice: 7g7f\nalice: 3c3d\n",
    );
    // The public posts stay in the channel's language (English).
    assert!(
        out.contains("Game on: ☗ alice (sente) vs ☖ bob (gote)"),
        "{out}"
    );
    assert!(out.contains("alice played"), "{out}");
    // bob's refusal (not his turn) is Hindi; alice's (same refusal) is English.
    let bob = refusals(&out, "bob");
    assert_eq!(bob.len(), 1, "{out}");
    assert!(has_script(bob[0], DEVANAGARI.0, DEVANAGARI.1), "{out}");
    assert!(bob[0].contains("alice"), "{out}");
    let alice = refusals(&out, "alice");
    assert_eq!(alice.len(), 1, "{out}");
    assert!(alice[0].contains("turn, not yours"), "{out}");
}

#[test]
fn choosing_a_language_is_confirmed_in_that_language() {
    // Issue 26, item 7: `language hi` used to answer "From now on I answer you in हिन्दी…".
    let dir = data_dir("confirm");
    let out = local_with(
        &dir,
        &[],
        "bob: language hi\nbob: language bn\nbob: language\nbob: language default\n",
    );
    let line = |needle: &str| out.lines().find(|l| l.contains(needle));
    assert!(!out.contains("From now on"), "{out}");
    let hindi = line("अब से").unwrap_or_else(|| panic!("no Hindi confirmation: {out}"));
    assert!(hindi.contains("हिन्दी"), "{out}");
    let bengali = line("এখন থেকে").unwrap_or_else(|| panic!("no Bengali confirmation: {out}"));
    assert!(bengali.contains("বাংলা"), "{out}");
    // Asking which language: answered in the one chosen (Bengali) too.
    assert!(line("আমি আপনাকে বাংলা ভাষায় উত্তর দিই").is_some(), "{out}");
    // Back to the channel's language (English): said in English, as the reader now reads.
    assert!(line("Your own language is cleared").is_some(), "{out}");
}
