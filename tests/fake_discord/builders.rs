//! Interactions as Discord builds them: users, members, slash commands,
//! clicks, autocomplete, and apps installed by a user elsewhere.

use super::*;

pub fn user(id: u64, name: &str) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name, "avatar": null, "bot": false})
}

pub(super) fn bot_user() -> Value {
    json!({"id": BOT_ID.to_string(), "username": "konane", "discriminator": "0", "global_name": "Kōnane", "avatar": null, "bot": true})
}

pub fn member(user_value: Value, permissions: u64) -> Value {
    json!({"user": user_value, "roles": [], "deaf": false, "mute": false, "flags": 0,
           "joined_at": "2026-01-01T00:00:00.000000+00:00", "permissions": permissions.to_string()})
}

/// Option `name` of a slash command `interaction` carrying `attachment`
/// (from [`FakeDiscord::attachment`]), resolved as Discord sends it.
pub fn attach(interaction: &mut Value, name: &str, attachment: &Value) {
    let id = attachment["id"]
        .as_str()
        .expect("an attachment id")
        .to_string();
    let data = &mut interaction["data"];
    let options = match data["options"][0]["type"].as_u64() {
        Some(1) => &mut data["options"][0]["options"],
        _ => &mut data["options"],
    };
    options
        .as_array_mut()
        .expect("options")
        .push(opt(name, 11, json!(id)));
    data["resolved"]["attachments"] = json!({ id: attachment });
}

/// An option value for a slash command: name, Discord type, value.
pub fn opt(name: &str, kind: u8, value: Value) -> Value {
    json!({"name": name, "type": kind, "value": value})
}

pub(super) fn interaction_base(fake: &FakeDiscord, kind: u8, channel: u64, from: &Value) -> Value {
    let id = fake.next_id();
    let (about, app_permissions) = {
        let s = fake.shared.lock().expect("lock");
        let about = match s.threads.get(&channel.to_string()) {
            Some(thread) => json!({"id": channel.to_string(), "type": 11, "name": thread.name,
                "parent_id": thread.parent, "guild_id": GUILD_ID.to_string(),
                "thread_metadata": thread_metadata(thread.archived)}),
            None => json!({"id": channel.to_string(), "type": 0, "name": "games",
                "guild_id": GUILD_ID.to_string()}),
        };
        (about, s.app_permissions)
    };
    json!({
        "id": id, "application_id": APP_ID.to_string(), "type": kind, "token": format!("token-{id}"),
        "version": 1, "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
        "attachment_size_limit": 26_214_400, "guild_id": GUILD_ID.to_string(), "channel_id": channel.to_string(),
        "member": member(from.clone(), fake.permissions_of(from)),
        "app_permissions": app_permissions.to_string(), "channel": about,
    })
}

/// `/konane <sub> [options]` from `from` in `channel`, or, for a `sub` named
/// `konane-…`, that top-level command (`/konane-settings [options]`); users
/// in `mentioned` are resolved.
pub fn slash(
    fake: &FakeDiscord,
    channel: u64,
    from: &Value,
    sub: &str,
    options: Vec<Value>,
    mentioned: &[Value],
) -> Value {
    let mut i = interaction_base(fake, 2, channel, from);
    let users: HashMap<String, Value> = mentioned
        .iter()
        .map(|u| (u["id"].as_str().unwrap().to_string(), u.clone()))
        .collect();
    let members: HashMap<String, Value> = mentioned
        .iter()
        .map(|u| {
            let mut m = member(u.clone(), fake.permissions_of(u));
            m.as_object_mut().unwrap().remove("user");
            (u["id"].as_str().unwrap().to_string(), m)
        })
        .collect();
    let (name, options) = if sub.starts_with("konane-") {
        (sub, json!(options))
    } else {
        (
            "konane",
            json!([{"name": sub, "type": 1, "options": options}]),
        )
    };
    i["data"] = json!({
        "id": "1", "name": name, "type": 1, "guild_id": GUILD_ID.to_string(),
        "options": options,
        "resolved": {"users": users, "members": members},
    });
    i
}

/// The value Discord would send for choice `name` of option `option` in
/// subcommand `sub` of `/konane`, or in the top-level command `sub` when it
/// is named `konane-…`.
pub fn choice(commands: &Value, sub: &str, option: &str, name: &str) -> Value {
    let siblings = if sub.starts_with("konane-") {
        commands
    } else {
        &commands[0]["options"]
    };
    let sub = siblings
        .as_array()
        .and_then(|subs| subs.iter().find(|s| s["name"] == sub))
        .unwrap_or_else(|| panic!("no command {sub}"));
    let opt_def = sub["options"]
        .as_array()
        .and_then(|os| os.iter().find(|o| o["name"] == option))
        .unwrap_or_else(|| panic!("no option {option}"));
    let value = opt_def["choices"]
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["name"] == name))
        .unwrap_or_else(|| panic!("no choice {name}"))["value"]
        .clone();
    json!({"name": option, "type": opt_def["type"], "value": value})
}

/// `/konane <group> <sub>`: a subcommand of a subcommand group; or, for a
/// `group` named `konane-…`, a subcommand of that top-level command
/// (`/konane-tournament join`).
pub fn slash_group(
    fake: &FakeDiscord,
    channel: u64,
    from: &Value,
    group: &str,
    sub: &str,
    options: Vec<Value>,
) -> Value {
    let subcommand = json!({"name": sub, "type": 1, "options": options});
    if group.starts_with("konane-") {
        return slash(fake, channel, from, group, vec![subcommand], &[]);
    }
    let mut i = slash(fake, channel, from, group, vec![], &[]);
    i["data"]["options"] = json!([{"name": group, "type": 2, "options": [subcommand]}]);
    i
}

/// Typing into the `move` option: an autocomplete request.
pub fn autocomplete(fake: &FakeDiscord, channel: u64, from: &Value, partial: &str) -> Value {
    let mut i = interaction_base(fake, 4, channel, from);
    i["data"] = json!({
        "id": "1", "name": "konane", "type": 1, "guild_id": GUILD_ID.to_string(),
        "options": [{"name": "move", "type": 1, "options": [{"name": "move", "type": 3, "value": partial, "focused": true}]}],
    });
    i
}

/// A click on a button (`values` empty) or a choice in a menu, on the
/// newest message that shows the control now (as only such a message can be
/// clicked), or on an unknown message if none does.
pub fn click(
    fake: &FakeDiscord,
    channel: u64,
    from: &Value,
    custom_id: &str,
    values: &[&str],
) -> Value {
    let showing = {
        let s = fake.shared.lock().expect("lock");
        s.controls
            .iter()
            .filter(|(_, controls)| controls.iter().any(|c| c == custom_id))
            .filter_map(|(id, _)| Some((id.parse::<u64>().ok()?, s.ephemeral.contains(id))))
            .max()
    };
    let mut i = interaction_base(fake, 3, channel, from);
    i["data"] = if values.is_empty() {
        json!({"custom_id": custom_id, "component_type": 2})
    } else {
        json!({"custom_id": custom_id, "component_type": 3, "values": values})
    };
    let (id, private) = match showing {
        Some((id, private)) => (id.to_string(), private),
        None => (fake.next_id(), false),
    };
    i["message"] = json!({
        "id": id, "channel_id": channel.to_string(), "author": bot_user(), "content": "",
        "timestamp": "2026-11-29T12:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
        "pinned": false, "type": 0, "components": [],
    });
    if private {
        i["message"]["flags"] = json!(64);
    }
    i
}

/// A click on a control of a message the bot sent (`on`), as Discord sends
/// it: with that message's id, and its ephemeral flag.
pub fn click_on(
    fake: &FakeDiscord,
    on: &Sent,
    channel: u64,
    from: &Value,
    custom_id: &str,
    values: &[&str],
) -> Value {
    let mut i = click(fake, channel, from, custom_id, values);
    i["message"]["id"] = json!(on.message_id.clone().expect("a message the bot sent"));
    i["message"]["flags"] = json!(if on.is_ephemeral() { 64 } else { 0 });
    i
}

/// Where a user-installed interaction comes from, besides a server that
/// installed the app (where every other builder puts it).
pub enum Elsewhere<'a> {
    /// A DM (one other recipient) or group DM between users, which the
    /// bot's user is not in.
    Private { recipients: &'a [Value] },
    /// The bot's own DM with the user.
    BotDm,
    /// A server that didn't install the app, where only the user did;
    /// `external_apps`: whether the member may Use External Apps there.
    Server { guild: u64, external_apps: bool },
}

/// Use External Apps: lets a user-installed app answer publicly.
pub const USE_EXTERNAL_APPS: u64 = 1 << 50;

/// What a user-installed app may do where its bot isn't (as Discord sends
/// `app_permissions` there): answer with messages, files and embeds.
pub(super) const ANSWER_PERMISSIONS: u64 = 1 << 11 | 1 << 14 | 1 << 15 | 1 << 16 | 1 << 18;

/// `interaction` (from [`slash`], [`click`] or [`autocomplete`]) as Discord
/// sends it from `place`: the user-install context, its owners and
/// permissions, and no member or server outside servers. Channels the
/// bot's user isn't in are remembered, and the fake refuses the bot's
/// posts there.
pub fn user_installed(fake: &FakeDiscord, mut interaction: Value, place: Elsewhere<'_>) -> Value {
    let from = interaction["member"]["user"].clone();
    let user_id = from["id"].as_str().expect("a user").to_string();
    let channel = interaction["channel_id"]
        .as_str()
        .expect("a channel")
        .to_string();
    let i = interaction.as_object_mut().expect("an interaction");
    i.insert(
        "authorizing_integration_owners".into(),
        json!({"1": user_id}),
    );
    let mut s = fake.shared.lock().expect("lock");
    match place {
        Elsewhere::Server {
            guild,
            external_apps,
        } => {
            s.without_app.insert(channel.clone());
            let permissions = EVERYTHING | if external_apps { USE_EXTERNAL_APPS } else { 0 };
            i.insert("context".into(), json!(0));
            i.insert("guild_id".into(), json!(guild.to_string()));
            i.insert("member".into(), member(from, permissions));
            i.insert(
                "app_permissions".into(),
                json!(ANSWER_PERMISSIONS.to_string()),
            );
            i.insert(
                "channel".into(),
                json!({"id": channel, "type": 0, "name": "lounge", "guild_id": guild.to_string()}),
            );
            if let Some(data) = i.get_mut("data").and_then(Value::as_object_mut) {
                data.insert("guild_id".into(), json!(guild.to_string()));
            }
            return interaction;
        }
        Elsewhere::Private { recipients } => {
            s.without_app.insert(channel.clone());
            let kind = if recipients.len() == 1 { 1 } else { 3 };
            i.insert("context".into(), json!(2));
            i.insert(
                "channel".into(),
                json!({"id": channel, "type": kind, "recipients": recipients}),
            );
            i.insert(
                "app_permissions".into(),
                json!(ANSWER_PERMISSIONS.to_string()),
            );
        }
        Elsewhere::BotDm => {
            // The channel the bot reaches this user by, as Create DM gives it.
            s.dm_channels.insert(channel.clone(), user_id);
            i.insert("context".into(), json!(1));
            i.insert(
                "channel".into(),
                json!({"id": channel, "type": 1, "recipients": [from.clone()]}),
            );
            i.insert(
                "app_permissions".into(),
                json!(ANSWER_PERMISSIONS.to_string()),
            );
        }
    }
    drop(s);
    for outside_servers in ["guild_id", "guild_locale", "member"] {
        i.remove(outside_servers);
    }
    i.insert("user".into(), from);
    if let Some(data) = i.get_mut("data").and_then(Value::as_object_mut) {
        data.remove("guild_id");
        if let Some(resolved) = data.get_mut("resolved").and_then(Value::as_object_mut) {
            resolved.remove("members");
        }
    }
    interaction
}
