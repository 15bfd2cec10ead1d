//! Where the table is reached from outside (`tirada serve --url-publica URL`): the invite
//! link is built from this setting, never from the request's `Host` header, which any client
//! (or a proxy passing it through) may set to another site. Without it the link is a path
//! that the GM's page completes with the address its browser used. The member's cookie is
//! `Secure` when the public address is `https` or the server is behind a reverse proxy (which
//! terminates TLS). The sites that may frame the table's `/embed/…` views and call its API with
//! a bearer token (`--incrustar-en ORIGIN`, issue 28) are part of this face too.

/// The server's public face.
#[derive(Clone, Debug, Default)]
pub struct Site {
    /// `scheme://host[:port][/path]`, without a trailing slash.
    public_url: Option<String>,
    /// The member's cookie carries `Secure`.
    pub secure_cookies: bool,
    /// The origins (`scheme://host[:port]`) that may embed the table: empty, none may.
    pub embed_origins: Vec<String>,
}

impl Site {
    /// The public URL as given (checked: http or https, a host, no query, fragment or
    /// credentials) and whether the server is behind a proxy; a sentence when it is not a
    /// URL the table can be reached at.
    pub fn new(public_url: Option<&str>, behind_proxy: bool) -> Result<Site, String> {
        let Some(given) = public_url.map(str::trim).filter(|u| !u.is_empty()) else {
            return Ok(Site {
                public_url: None,
                secure_cookies: behind_proxy,
                embed_origins: Vec::new(),
            });
        };
        let refuse = |why: &str| format!("--url-publica «{given}» no vale: {why} (p. ej. https://mesa.ejemplo.org)");
        let url = url::Url::parse(given).map_err(|_| refuse("no es una dirección web"))?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err(refuse("debe empezar por http:// o https://"));
        }
        if url.host_str().is_none_or(str::is_empty) {
            return Err(refuse("le falta el nombre del servidor"));
        }
        if url.query().is_some() || url.fragment().is_some() || !url.username().is_empty() || url.password().is_some() {
            return Err(refuse("no puede llevar «?», «#» ni usuario"));
        }
        Ok(Site {
            secure_cookies: behind_proxy || url.scheme() == "https",
            public_url: Some(url.as_str().trim_end_matches('/').to_string()),
            embed_origins: Vec::new(),
        })
    }

    /// The same site letting `origins` embed it; a sentence naming the first that is no origin.
    pub fn embedded_in(mut self, origins: &[String]) -> Result<Site, String> {
        for given in origins {
            let origin = embed_origin(given)?;
            if !self.embed_origins.contains(&origin) {
                self.embed_origins.push(origin);
            }
        }
        Ok(self)
    }

    /// Whether `origin` (a request's `Origin` header) may embed the table.
    pub fn embeds(&self, origin: &str) -> bool {
        self.embed_origins.iter().any(|o| o == origin)
    }

    /// The link to `path` (which starts with `/`): absolute under the public URL, else the
    /// path itself.
    pub fn link(&self, path: &str) -> String {
        match &self.public_url {
            Some(base) => format!("{base}{path}"),
            None => path.to_string(),
        }
    }
}

/// An origin as browsers send it in `Origin` (`https://vtt.example.org`, a port when it is not
/// the scheme's own), from what `--incrustar-en` was given; a sentence when it is no origin.
fn embed_origin(given: &str) -> Result<String, String> {
    let given = given.trim();
    let refuse = |why: &str| {
        format!("--incrustar-en «{given}» no vale: {why} (p. ej. https://www.owlbear.rodeo o http://localhost:30000)")
    };
    let url = url::Url::parse(given).map_err(|_| refuse("no es un origen web"))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(refuse("debe empezar por http:// o https://"));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err(refuse("le falta el nombre del servidor"));
    }
    // An origin is scheme, host and port: a path, query, fragment or user would never match
    // what a browser sends, so they are refused rather than silently dropped.
    if url.path() != "/"
        || url.query().is_some()
        || url.fragment().is_some()
        || !url.username().is_empty()
        || url.password().is_some()
    {
        return Err(refuse(
            "un origen es solo esquema, servidor y puerto, sin ruta, «?», «#» ni usuario",
        ));
    }
    Ok(url.origin().ascii_serialization())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_public_url_makes_links_and_says_whether_cookies_are_secure() {
        let s = Site::new(Some("https://mesa.example.org/club/"), false).unwrap();
        assert_eq!(s.link("/mesa/x"), "https://mesa.example.org/club/mesa/x");
        assert!(s.secure_cookies);
        let s = Site::new(Some("http://192.168.1.10:8080"), false).unwrap();
        assert_eq!(s.link("/mesa/x"), "http://192.168.1.10:8080/mesa/x");
        assert!(!s.secure_cookies);
        let s = Site::new(None, true).unwrap();
        assert_eq!(s.link("/mesa/x"), "/mesa/x");
        assert!(s.secure_cookies);
        for bad in [
            "mesa.example.org",
            "ftp://x",
            "https://x/?a=1",
            "https://u:p@x",
            "https://x/#f",
        ] {
            let e = Site::new(Some(bad), false).unwrap_err();
            assert!(e.starts_with("--url-publica"), "{bad}: {e}");
        }
    }

    #[test]
    fn an_embedding_origin_is_scheme_host_and_port_or_a_sentence() {
        let given = [
            "https://www.owlbear.rodeo/",
            "http://LOCALHOST:30000",
            "https://vtt.example.org:443",
        ];
        let s = Site::default().embedded_in(&given.map(String::from)).unwrap();
        assert_eq!(
            s.embed_origins,
            [
                "https://www.owlbear.rodeo",
                "http://localhost:30000",
                "https://vtt.example.org"
            ]
        );
        assert!(s.embeds("http://localhost:30000") && !s.embeds("http://localhost:30001"));
        for bad in [
            "www.owlbear.rodeo",
            "ftp://x.org",
            "https://x.org/mesa",
            "https://x.org?a=1",
            "https://x.org#f",
            "https://u@x.org",
            "*",
            "",
        ] {
            let e = Site::default().embedded_in(&[bad.to_string()]).unwrap_err();
            assert!(
                e.starts_with(&format!("--incrustar-en «{bad}» no vale: ")),
                "{bad}: {e}"
            );
        }
    }
}
