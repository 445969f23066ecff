//! Generates the list of message ids from the English catalogue, so that `msg!("id")` is checked
//! when the crate compiles: a message the catalogue lacks fails the build instead of showing a
//! bare id to a player. Also lists the variables (`$name`) of every catalogue, so that a message
//! stored with its arguments (a command's answer, see `src/store/answers.rs`) reads back.

use std::{env, fs, path::Path};

fn main() {
    let source = "locales/en/shogiban.ftl";
    println!("cargo:rerun-if-changed={source}");
    let text = fs::read_to_string(source).expect("locales/en/shogiban.ftl is readable");
    // A message starts a line with its id and ` =`; terms (`-x`), comments and continuation
    // lines (indented) do not.
    let mut ids: Vec<&str> = text
        .lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let ok = id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            ok.then_some(id)
        })
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let mut out = String::from("/// Every message id of `locales/en/shogiban.ftl`, sorted.\n");
    out.push_str("pub const MESSAGE_IDS: &[&str] = &[\n");
    for id in &ids {
        out.push_str(&format!("    {id:?},\n"));
    }
    out.push_str("];\n");
    out.push_str("/// Every variable (`$name`) of the catalogues in `locales/`, sorted.\n");
    out.push_str("pub const ARG_NAMES: &[&str] = &[\n");
    for name in variables() {
        out.push_str(&format!("    {name:?},\n"));
    }
    out.push_str("];\n");
    let dest = Path::new(&env::var("OUT_DIR").unwrap()).join("message_ids.rs");
    fs::write(dest, out).unwrap();
}

/// The names of the variables (`$name`) used in any language's catalogue.
fn variables() -> Vec<String> {
    let mut names = Vec::new();
    let mut langs: Vec<_> = fs::read_dir("locales")
        .expect("locales/ is readable")
        .filter_map(|e| e.ok())
        .map(|e| e.path().join("shogiban.ftl"))
        .filter(|p| p.is_file())
        .collect();
    langs.sort();
    for path in langs {
        println!("cargo:rerun-if-changed={}", path.display());
        let text = fs::read_to_string(&path).expect("a catalogue is readable");
        for (i, _) in text.match_indices('$') {
            let name: String = text[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            if name.starts_with(|c: char| c.is_ascii_alphabetic()) {
                names.push(name);
            }
        }
    }
    names.sort_unstable();
    names.dedup();
    names
}
