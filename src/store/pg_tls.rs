//! TLS to PostgreSQL, when the URL asks for it with libpq's parameters:
//!
//! - `sslmode=require`, `verify-ca` or `verify-full`: the connection is encrypted and the server's
//!   certificate is always verified, host name included (stricter than libpq's `require`, which
//!   verifies nothing: a store holding every game should not talk to whoever answers);
//! - `sslrootcert=FILE`: the PEM certificates to trust instead of the usual public roots
//!   (Mozilla's, from `webpki-roots`), e.g. a managed database's or a cluster's own CA;
//! - `sslmode=disable`, `prefer` or no `sslmode`: a plain connection, as before TLS existed here;
//!   `prefer` never silently trusts an unverified certificate.
//!
//! CockroachDB's and YugabyteDB's secure clusters and cloud PostgreSQL all work with
//! `?sslmode=verify-full&sslrootcert=ca.crt`. Client certificates are not supported.

use super::kv::StoreError;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use std::sync::Arc;
use tokio_postgres_rustls::MakeRustlsConnect;

/// Where and how to connect: the driver's configuration and, when the URL asked for TLS, the
/// connector that verifies the server.
#[derive(Clone)]
pub struct Target {
    pub config: tokio_postgres::Config,
    pub tls: Option<MakeRustlsConnect>,
}

/// Splits our TLS parameters out of `url` (the driver knows `sslmode=disable|prefer|require` only)
/// and builds the connector they ask for. Returns the URL the driver is to parse.
pub fn parse(url: &str) -> Result<(String, Option<MakeRustlsConnect>), StoreError> {
    let bad = |why: String| StoreError::Postgres(why);
    let (base, query) = url.split_once('?').unwrap_or((url, ""));
    let mut kept = Vec::new();
    let mut mode = None;
    let mut root_file = None;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "sslmode" => {
                mode = Some(match value {
                    "disable" | "prefer" => false,
                    "require" | "verify-ca" | "verify-full" => true,
                    _ => {
                        return Err(bad(format!(
                            "sslmode={value} is not known: use disable, prefer, require, \
                             verify-ca or verify-full"
                        )))
                    }
                });
                kept.push(format!(
                    "sslmode={}",
                    if value.starts_with("verify") {
                        "require"
                    } else {
                        value
                    }
                ));
            }
            "sslrootcert" => root_file = Some(percent_decode(value)),
            _ => kept.push(pair.to_owned()),
        }
    }
    let url = if kept.is_empty() {
        base.to_owned()
    } else {
        format!("{base}?{}", kept.join("&"))
    };
    if mode != Some(true) {
        if root_file.is_some() {
            return Err(bad(
                "sslrootcert is given but TLS is not asked for: add sslmode=verify-full".to_owned(),
            ));
        }
        return Ok((url, None));
    }
    let mut roots = rustls::RootCertStore::empty();
    match &root_file {
        Some(path) => {
            let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(path)
                .and_then(|certs| certs.collect())
                .map_err(|e| bad(format!("sslrootcert {path}: {e}")))?;
            let (added, _) = roots.add_parsable_certificates(certs);
            if added == 0 {
                return Err(bad(format!(
                    "sslrootcert {path}: no usable certificate in it"
                )));
            }
        }
        None => roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned()),
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| bad(format!("TLS: {e}")))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok((url, Some(MakeRustlsConnect::new(config))))
}

/// `%XX` escapes decoded (a path in a URL may carry them, e.g. `%2F` or `%20`).
fn percent_decode(text: &str) -> String {
    percent_encoding::percent_decode_str(text)
        .decode_utf8_lossy()
        .into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_sslmode_the_url_is_unchanged_and_plain() {
        let (url, tls) = parse("postgres://bot@db:5432/shogiban").unwrap();
        assert_eq!(url, "postgres://bot@db:5432/shogiban");
        assert!(tls.is_none());
        let (url, tls) =
            parse("postgres://bot@db/shogiban?sslmode=prefer&connect_timeout=5").unwrap();
        assert_eq!(
            url,
            "postgres://bot@db/shogiban?sslmode=prefer&connect_timeout=5"
        );
        assert!(tls.is_none());
    }

    #[test]
    fn verify_full_becomes_require_for_the_driver_with_a_verifying_connector() {
        let (url, tls) = parse("postgres://bot@db/shogiban?sslmode=verify-full").unwrap();
        assert_eq!(url, "postgres://bot@db/shogiban?sslmode=require");
        assert!(tls.is_some());
        let config: tokio_postgres::Config = url.parse().unwrap();
        assert_eq!(
            config.get_ssl_mode(),
            tokio_postgres::config::SslMode::Require
        );
    }

    fn error(url: &str) -> String {
        match parse(url) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("{url} was accepted"),
        }
    }

    #[test]
    fn bad_tls_parameters_are_explained() {
        let e = error("postgres://bot@db/s?sslmode=allow");
        assert!(e.contains("sslmode=allow is not known"), "{e}");
        let e = error("postgres://bot@db/s?sslrootcert=/tmp/ca.pem");
        assert!(e.contains("add sslmode=verify-full"), "{e}");
        let e = error("postgres://bot@db/s?sslmode=require&sslrootcert=/no/such/ca.pem");
        assert!(e.contains("sslrootcert /no/such/ca.pem"), "{e}");
        let dir = std::env::temp_dir().join(format!("shogiban-tls-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let empty = dir.join("empty.pem");
        std::fs::write(&empty, "not a certificate\n").unwrap();
        let e = error(&format!(
            "postgres://bot@db/s?sslmode=require&sslrootcert={}",
            empty.display()
        ));
        assert!(e.contains("no usable certificate"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn escaped_paths_are_decoded() {
        assert_eq!(percent_decode("%2Fetc%2Fmy%20ca.pem"), "/etc/my ca.pem");
        assert_eq!(percent_decode("100%"), "100%");
    }
}
