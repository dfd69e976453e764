//! The ids as the database keeps them: bit for bit as BIGINT, so the cast
//! lives here and nowhere else.

use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Database, Decode, Encode, Type};

use crate::values::{
    ChannelId, GameId, GuildId, MessageId, RoleId, Timestamp, TournamentId, UserId,
};

macro_rules! stored_as_bigint {
    ($name:ident, $inner:ty) => {
        impl<DB: Database> Type<DB> for $name
        where
            i64: Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <i64 as Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <i64 as Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: Database> Encode<'q, DB> for $name
        where
            i64: Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as Database>::ArgumentBuffer<'q>,
            ) -> Result<IsNull, BoxDynError> {
                // Bit-cast: snowflakes above i64::MAX come back unchanged.
                <i64 as Encode<'q, DB>>::encode_by_ref(&(self.0 as i64), buf)
            }
        }

        impl<'r, DB: Database> Decode<'r, DB> for $name
        where
            i64: Decode<'r, DB>,
        {
            fn decode(value: <DB as Database>::ValueRef<'r>) -> Result<$name, BoxDynError> {
                Ok($name(<i64 as Decode<'r, DB>>::decode(value)? as $inner))
            }
        }
    };
}

stored_as_bigint!(UserId, u64);
stored_as_bigint!(GuildId, u64);
stored_as_bigint!(ChannelId, u64);
stored_as_bigint!(RoleId, u64);
stored_as_bigint!(MessageId, u64);
stored_as_bigint!(GameId, i64);
stored_as_bigint!(TournamentId, i64);
stored_as_bigint!(Timestamp, i64);
