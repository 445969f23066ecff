//! `shogiban convert`: read a record in any format and write it in the one asked for.

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::Args;
use shogiban::notation::yonin::{YoninRecord, HEADER};
use shogiban::notation::{decode_with_encoding, ExportFormat, Record, RecordError};
use std::io::{Read, Write};

#[derive(Args)]
pub struct ConvertArgs {
    /// The output format: kif (Shift-JIS), kifu (KIF in UTF-8), ki2, csa (version 2.2), usi, or
    /// yonin (the four-player record format; the input must be a four-player record).
    #[arg(long, value_parser = PossibleValuesParser::new(ExportFormat::WORDS)
        .map(|w| ExportFormat::parse(&w).expect("one of the possible values")))]
    to: ExportFormat,
    /// The record to read; `-` or nothing for standard input.
    file: Option<String>,
}

/// Writes the converted record to stdout itself (KIF is bytes, not text) and returns nothing more to print.
pub fn run(args: &ConvertArgs) -> Result<String, String> {
    let limit = shogiban::notation::record::MAX_RECORD_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    let name = args.file.as_deref().unwrap_or("-");
    let read = if name == "-" {
        std::io::stdin().take(limit).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(name).and_then(|f| f.take(limit).read_to_end(&mut bytes))
    };
    read.map_err(|e| format!("{name}: {e}"))?;
    // A four-player record is recognised by its header line; it has only its own format.
    let (text, encoding) = decode_with_encoding(&bytes).map_err(|e| format!("{name}: {e}"))?;
    let four = YoninRecord::detect(&text);
    if four != (args.to == ExportFormat::Yonin) {
        return Err(if four {
            format!("{name}: a four-player record is written only as yonin (--to yonin)")
        } else {
            format!("{name}: --to yonin needs a four-player record (its first line is `{HEADER}`)")
        });
    }
    let out = if four {
        YoninRecord::read(&text)
            .map_err(|e| format!("{name}: {e}"))?
            .to_text()
            .into_bytes()
    } else {
        two_player(&text, args.to).map_err(|e| format!("{name}: {e}"))?
    };
    // Standard output is the record; a header that lied about the encoding is said beside it.
    if let Some(note) = encoding.mismatch() {
        eprintln!("{name}: {note}");
    }
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(&out)
        .and_then(|()| stdout.flush())
        .map_err(|e| format!("stdout: {e}"))?;
    Ok(String::new())
}

fn two_player(text: &str, to: ExportFormat) -> Result<Vec<u8>, RecordError> {
    let (_, record) = Record::parse(text)?;
    record.to_format(to).ok_or_else(|| RecordError {
        line: None,
        message: "a two-player record is not written as yonin".into(),
    })
}
