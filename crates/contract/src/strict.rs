//! Deserialisation that keeps JSON's types apart where serde's derive does
//! not. A derived struct also accepts a JSON array (its fields by position)
//! and an `Option` field also accepts `null`; the contract gives every
//! object an object and every field one type, and `null` is none of them.
//! These helpers make an object come only from `{...}` and make a present
//! optional key hold a value.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};

/// `T` read from a JSON object only: an array, a string, a number or `null`
/// is a type error at this value's path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Object<T>(pub T);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer
            .deserialize_map(ObjectVisitor(PhantomData))
            .map(Object)
    }
}

struct ObjectVisitor<T>(PhantomData<T>);

impl<'de, T: Deserialize<'de>> Visitor<'de> for ObjectVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
        T::deserialize(de::value::MapAccessDeserializer::new(map))
    }
}

/// For a required object field: `#[serde(deserialize_with = "strict::object")]`.
pub fn object<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Object::<T>::deserialize(deserializer).map(|object| object.0)
}

/// For an optional field with `#[serde(default)]`: an absent key is `None`,
/// a present key must hold a `T` (`null` is refused, naming the field).
pub fn present<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    T::deserialize(deserializer).map(Some)
}

/// As [`present`], for an optional object field.
pub fn present_object<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    object(deserializer).map(Some)
}

/// For a required list of objects: each item is read from a JSON object
/// only, and a failing item is named by its index (`user_profiles[3]`).
pub fn objects<'de, D, T>(deserializer: D) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Vec::<Object<T>>::deserialize(deserializer)
        .map(|items| items.into_iter().map(|item| item.0).collect())
}
