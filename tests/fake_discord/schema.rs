//! Request bodies checked as Discord checks them: against Discord's published
//! OpenAPI description (`../shared/discord-openapi.json`), plus the rules
//! `../shared/discord-notes.md` lists that no schema states.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use serde_json::{Value, json};

use super::ci;

/// Where the shared folder keeps Discord's description, beside the project.
const SPEC_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/discord-openapi.json"
);

/// Discord's description, loaded once per test process; `None` (with a note
/// printed) where the file is absent. Under [`ci::REQUIRED_VARIABLE`] an
/// absent file is the caller's failure to report: see [`missing`].
pub fn spec() -> Option<&'static Spec> {
    static SPEC: OnceLock<Option<Spec>> = OnceLock::new();
    SPEC.get_or_init(|| match std::fs::read(SPEC_PATH) {
        Ok(bytes) => {
            let doc: Value = serde_json::from_slice(&bytes).expect("the OpenAPI file is JSON");
            Some(Spec::new(doc))
        }
        Err(e) => {
            if !ci::required() {
                eprintln!(
                    "note: {SPEC_PATH} is absent ({e}), so request bodies are not checked against Discord's OpenAPI description"
                );
            }
            None
        }
    })
    .as_ref()
}

/// Why no request can be checked, where this run must check them: the
/// description is absent and [`ci::REQUIRED_VARIABLE`] is set.
pub fn missing() -> Option<String> {
    (spec().is_none() && ci::required()).then(|| {
        format!(
            "{SPEC_PATH} is absent, and {}=1 says every request must be checked against it",
            ci::REQUIRED_VARIABLE
        )
    })
}

pub struct Spec {
    /// Path templates (`/channels/{channel_id}/messages`) split into segments.
    paths: Vec<(String, Vec<String>)>,
    doc: Value,
    /// The shared component schemas, with snowflakes also taken as numbers.
    components: Value,
    validators: Mutex<HashMap<Route, Option<Arc<jsonschema::Validator>>>>,
}

/// A method and a path template.
type Route = (String, String);

impl Spec {
    fn new(doc: Value) -> Spec {
        let paths = doc["paths"]
            .as_object()
            .expect("paths")
            .keys()
            .map(|p| (p.clone(), p.split('/').map(String::from).collect()))
            .collect();
        let mut components = doc["components"].clone();
        // Discord accepts a snowflake as a JSON number too, where the
        // description only writes strings (serenity sends attachment ids so).
        let snowflake = &mut components["schemas"]["SnowflakeType"];
        let as_string = snowflake.clone();
        *snowflake = json!({"anyOf": [as_string, {"type": "integer", "minimum": 0}]});
        // Discord's documentation writes a command's default member
        // permissions as a string ("a bit set ... serialized into a string",
        // which serenity sends) where the description only writes integers.
        for schema in components["schemas"]
            .as_object_mut()
            .expect("schemas")
            .values_mut()
        {
            if let Some(bits) = schema
                .get_mut("properties")
                .and_then(|p| p.get_mut("default_member_permissions"))
            {
                let as_integer = bits.clone();
                *bits =
                    json!({"anyOf": [as_integer, {"type": "string", "pattern": "^[0-9]{1,20}$"}]});
            }
        }
        Spec {
            paths,
            doc,
            components,
            validators: Mutex::default(),
        }
    }

    /// The description's path template for a request path (`/api/v10` removed):
    /// the one matching the most segments literally.
    fn template(&self, path: &str) -> Option<&str> {
        let segments: Vec<&str> = path.split('/').collect();
        self.paths
            .iter()
            .filter(|(_, t)| {
                t.len() == segments.len()
                    && t.iter()
                        .zip(&segments)
                        .all(|(t, s)| t == s || (t.starts_with('{') && t.ends_with('}')))
            })
            .max_by_key(|(_, t)| t.iter().zip(&segments).filter(|(t, s)| t == s).count())
            .map(|(p, _)| p.as_str())
    }

    fn validator(&self, method: &str, template: &str) -> Option<Arc<jsonschema::Validator>> {
        let key = (method.to_string(), template.to_string());
        let mut cache = self.validators.lock().expect("lock");
        cache
            .entry(key)
            .or_insert_with(|| {
                let body = &self.doc["paths"][template][method]["requestBody"]["content"]
                    ["application/json"]["schema"];
                if body.is_null() {
                    return None;
                }
                // The request's schema as the root, with the components its
                // references point into beside it.
                let mut root = body.clone();
                root["components"] = self.components.clone();
                let validator = jsonschema::options()
                    .with_draft(jsonschema::Draft::Draft202012)
                    .build(&root)
                    .expect("Discord's request schema compiles");
                Some(Arc::new(validator))
            })
            .clone()
    }

    /// What Discord would refuse in a request of `method` to `path`
    /// (`/api/v10` removed) with `body` (`None` when it has none): a route or
    /// method Discord doesn't define, schema violations, then the unwritten
    /// rules.
    pub fn violations(&self, method: &str, path: &str, body: Option<&Value>) -> Vec<String> {
        let method = method.to_ascii_lowercase();
        let Some(template) = self.template(path) else {
            return vec![format!("{method} {path} is not in Discord's API")];
        };
        if self.doc["paths"][template][&method].is_null() {
            return vec![format!(
                "Discord defines no {} for {template} ({path})",
                method.to_ascii_uppercase()
            )];
        }
        let Some(body) = body else {
            return Vec::new();
        };
        let mut found: Vec<String> = match self.validator(&method, template) {
            Some(v) => v
                .iter_errors(body)
                .map(|e| format!("{}: {e}", e.instance_path()))
                .collect(),
            None => Vec::new(),
        };
        found.extend(unwritten_rules(body));
        self.localisation_rules("", body, &mut found);
        found
    }

    /// The rules for localisation maps that Discord's schema leaves loose:
    /// each key is one of Discord's locales (`AvailableLocalesEnum`), and a
    /// localised command or option name (not a choice's label) follows the
    /// rule for names (1 to 32 letters, digits, `-` or `_`, lower case).
    fn localisation_rules(&self, at: &str, value: &Value, found: &mut Vec<String>) {
        match value {
            Value::Object(fields) => {
                for (key, field) in fields {
                    let here = format!("{at}/{key}");
                    if let (true, Some(map)) = (key.ends_with("_localizations"), field.as_object())
                    {
                        for (locale, text) in map {
                            if !self.is_locale(locale) {
                                found.push(format!("{here}: '{locale}' is not a Discord locale"));
                            }
                            let name = text.as_str().unwrap_or_default();
                            // A choice's name is a label, not a name: the schema bounds it.
                            let command_or_option = !at.contains("/choices/");
                            if key == "name_localizations"
                                && command_or_option
                                && !is_command_name(name)
                            {
                                found.push(format!(
                                    "{here}/{locale}: '{name}' is not a valid command or option name"
                                ));
                            }
                        }
                    }
                    self.localisation_rules(&here, field, found);
                }
            }
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    self.localisation_rules(&format!("{at}/{i}"), item, found);
                }
            }
            _ => {}
        }
    }

    fn is_locale(&self, code: &str) -> bool {
        self.components["schemas"]["AvailableLocalesEnum"]["oneOf"]
            .as_array()
            .is_some_and(|all| all.iter().any(|l| l["const"] == code))
    }
}

/// Discord's rule for command and option names, as its documentation
/// writes it: `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, lower case
/// where the script has case.
fn is_command_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        && name.to_lowercase() == name
}

/// The rules of `discord-notes.md` that no schema states.
fn unwritten_rules(body: &Value) -> Vec<String> {
    // A callback carries the message under `data`; other bodies are the message.
    let message = if body["data"].is_object() {
        &body["data"]
    } else {
        body
    };
    let mut found = Vec::new();
    let mentions = &message["allowed_mentions"];
    for (kind, list) in [("users", "users"), ("roles", "roles")] {
        let parsed = mentions["parse"]
            .as_array()
            .is_some_and(|p| p.iter().any(|k| k == kind));
        let listed = mentions[list].as_array().is_some_and(|l| !l.is_empty());
        if parsed && listed {
            found.push(format!(
                "allowed_mentions: parse \"{kind}\" and a {list} list are mutually exclusive"
            ));
        }
    }
    if let Some(rows) = message["components"].as_array() {
        let action_rows: Vec<&Value> = rows.iter().filter(|r| r["type"] == 1).collect();
        if action_rows.len() > 5 {
            found.push(format!("{} action rows; at most 5", action_rows.len()));
        }
        for row in action_rows {
            let parts = row["components"].as_array().map_or(&[][..], Vec::as_slice);
            let buttons = parts.iter().filter(|c| c["type"] == 2).count();
            let menus = parts.len() - buttons;
            if buttons > 5 || menus > 1 || (menus == 1 && buttons > 0) {
                found.push(format!(
                    "an action row holds {buttons} buttons and {menus} menus: at most 5 buttons, or one menu alone"
                ));
            }
            for menu in parts.iter().filter(|c| c["type"] != 2) {
                let options = menu["options"].as_array().map_or(0, Vec::len);
                if options > 25 {
                    found.push(format!("a select menu with {options} options; at most 25"));
                }
            }
        }
    }
    found
}

/// Discord's answer to an invalid body (code 50035), listing what was wrong.
pub fn invalid_form_body(violations: &[String]) -> Value {
    let errors: serde_json::Map<String, Value> = violations
        .iter()
        .enumerate()
        .map(|(i, v)| {
            (
                i.to_string(),
                json!({"_errors": [{"code": "BASE_TYPE_INVALID", "message": v}]}),
            )
        })
        .collect();
    json!({"code": 50035, "message": "Invalid Form Body", "errors": errors})
}
