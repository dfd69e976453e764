//! The three questions of the page's that serenity has no calls for: a
//! sign-in code's access token, whose token it is, and where an activity
//! instance runs and who is in it; asked with the REST proxy's base, as
//! every other request.

use std::time::Duration;

use serde::Deserialize;

use crate::chat::{ApiError, DiscordUser, Instance};
use crate::values::{ChannelId, GuildId, UserId};

/// Discord's answers take at most this long before the page is told to try again.
const TIMEOUT: Duration = Duration::from_secs(10);

/// Talks to Discord (or, in tests, to the fake) for the page's sign-in.
#[derive(Clone)]
pub(crate) struct SignIn {
    http: reqwest::Client,
    /// `https://discord.com`, or the REST proxy's base.
    base: String,
    application: u64,
    client_secret: String,
    bot_token: String,
}

impl std::fmt::Debug for SignIn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SignIn")
            .field("base", &self.base)
            .field("application", &self.application)
            .finish_non_exhaustive()
    }
}

#[derive(Deserialize)]
struct TokenAnswer {
    access_token: String,
}

#[derive(Deserialize)]
struct UserAnswer {
    id: String,
    username: String,
    global_name: Option<String>,
    locale: Option<String>,
}

#[derive(Deserialize)]
struct InstanceAnswer {
    location: Location,
    users: Vec<String>,
}

#[derive(Deserialize)]
struct Location {
    channel_id: String,
    guild_id: Option<String>,
}

impl SignIn {
    /// # Errors
    /// The HTTP client can't be built (no TLS roots).
    pub(crate) fn new(
        base: &str,
        application: u64,
        client_secret: String,
        bot_token: String,
    ) -> Result<SignIn, ApiError> {
        let http = reqwest::Client::builder()
            .timeout(TIMEOUT)
            .build()
            .map_err(|e| ApiError::Unavailable(e.to_string()))?;
        Ok(SignIn {
            http,
            base: base.trim_end_matches('/').to_owned(),
            application,
            client_secret,
            bot_token,
        })
    }

    /// The application (its client id) the Activity belongs to.
    pub(crate) fn application(&self) -> u64 {
        self.application
    }

    /// The access token a sign-in `code` from the SDK's `authorize` is worth.
    ///
    /// # Errors
    /// [`ApiError::Refused`] for a code Discord doesn't take.
    pub(crate) async fn exchange(&self, code: &str) -> Result<String, ApiError> {
        let client_id = self.application.to_string();
        let form = [
            ("client_id", client_id.as_str()),
            ("client_secret", self.client_secret.as_str()),
            ("grant_type", "authorization_code"),
            ("code", code),
        ];
        let request = self
            .http
            .post(format!("{}/api/v10/oauth2/token", self.base))
            .form(&form);
        let answer: TokenAnswer = read(request).await?;
        Ok(answer.access_token)
    }

    /// The user `access_token` belongs to.
    ///
    /// # Errors
    /// [`ApiError::Refused`] for a token Discord doesn't know (forged, expired).
    pub(crate) async fn user(&self, access_token: &str) -> Result<DiscordUser, ApiError> {
        let request = self
            .http
            .get(format!("{}/api/v10/users/@me", self.base))
            .bearer_auth(access_token);
        let answer: UserAnswer = read(request).await?;
        Ok(DiscordUser {
            id: UserId(snowflake(&answer.id)?),
            name: answer.global_name.unwrap_or(answer.username),
            locale: answer.locale,
        })
    }

    /// Activity instance `instance`: where it runs and who is in it.
    ///
    /// # Errors
    /// [`ApiError::Refused`] for an instance Discord doesn't know (ended, made up).
    pub(crate) async fn instance(&self, instance: &str) -> Result<Instance, ApiError> {
        // An id is letters, digits and dashes: anything else can't be one,
        // and must not reach the path.
        let well_formed = !instance.is_empty()
            && instance.len() <= 100
            && instance
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !well_formed {
            return Err(ApiError::Refused(404));
        }
        let request = self
            .http
            .get(format!(
                "{}/api/v10/applications/{}/activity-instances/{instance}",
                self.base, self.application
            ))
            .header("Authorization", format!("Bot {}", self.bot_token));
        let answer: InstanceAnswer = read(request).await?;
        let users = answer
            .users
            .iter()
            .map(|u| snowflake(u).map(UserId))
            .collect::<Result<_, _>>()?;
        Ok(Instance {
            channel: ChannelId(snowflake(&answer.location.channel_id)?),
            guild: match answer.location.guild_id {
                Some(guild) => Some(GuildId(snowflake(&guild)?)),
                None => None,
            },
            users,
        })
    }
}

async fn read<T: serde::de::DeserializeOwned>(
    request: reqwest::RequestBuilder,
) -> Result<T, ApiError> {
    let response = request
        .send()
        .await
        .map_err(|e| ApiError::Unavailable(e.without_url().to_string()))?;
    let status = response.status();
    if status.is_client_error() {
        return Err(ApiError::Refused(status.as_u16()));
    }
    if !status.is_success() {
        return Err(ApiError::Unavailable(format!("status {status}")));
    }
    let body = response
        .bytes()
        .await
        .map_err(|e| ApiError::Unavailable(e.without_url().to_string()))?;
    serde_json::from_slice(&body)
        .map_err(|e| ApiError::Unavailable(format!("an answer we can't read: {e}")))
}

fn snowflake(id: &str) -> Result<u64, ApiError> {
    id.parse()
        .map_err(|_| ApiError::Unavailable(format!("an id that is not a number: {id:?}")))
}
