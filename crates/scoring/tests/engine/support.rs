//! Builders for ingest records, written as the ingest format itself so the
//! tests read like the data they stand for.

use dietfit_contract::{Decision, Diet, IngestRecord, UserProfile};
use serde_json::{Value, json};
use time::{Duration, OffsetDateTime, macros::datetime};

/// The "now" of every table case.
pub const NOW: OffsetDateTime = datetime!(2026-11-01 00:00:00 UTC);

/// A date `days` before [`NOW`].
pub fn days_ago(days: i64) -> String {
    rfc3339(NOW - Duration::days(days))
}

pub fn rfc3339(date: OffsetDateTime) -> String {
    date.format(&time::format_description::well_known::Rfc3339)
        .unwrap()
}

pub const FRESH: i64 = 30;
pub const STALE: i64 = 400;

#[derive(Debug, Clone)]
pub struct Builder {
    value: Value,
}

pub fn restaurant() -> Builder {
    Builder {
        value: json!({"external_id": "test:1", "name": "Test Kitchen"}),
    }
}

impl Builder {
    fn push(mut self, key: &str, item: Value) -> Self {
        let object = self.value.as_object_mut().unwrap();
        object
            .entry(key)
            .or_insert_with(|| json!([]))
            .as_array_mut()
            .unwrap()
            .push(item);
        self
    }

    /// The restaurant's own name.
    pub fn named(mut self, name: &str) -> Self {
        self.value["name"] = json!(name);
        self
    }

    pub fn menu(self, name: &str, labels: &[&str], age: i64) -> Self {
        self.push(
            "menu",
            json!({"name": name, "labels": labels, "observed_at": days_ago(age),
                   "source": "https://test.example/menu"}),
        )
    }

    pub fn dish(self, name: &str, description: &str, age: i64) -> Self {
        self.push(
            "menu",
            json!({"name": name, "description": description, "observed_at": days_ago(age),
                   "source": "https://test.example/menu"}),
        )
    }

    pub fn labelled_dish(self, name: &str, description: &str, labels: &[&str], age: i64) -> Self {
        self.push(
            "menu",
            json!({"name": name, "description": description, "labels": labels,
                   "observed_at": days_ago(age), "source": "https://test.example/menu"}),
        )
    }

    /// A dish printed under a section heading.
    pub fn sectioned_dish(
        self,
        section: &str,
        name: &str,
        description: &str,
        labels: &[&str],
        age: i64,
    ) -> Self {
        self.push(
            "menu",
            json!({"section": section, "name": name, "description": description,
                   "labels": labels, "observed_at": days_ago(age),
                   "source": "https://test.example/menu"}),
        )
    }

    /// A dish printed with its price under a section heading, as an
    /// ordering page prints it.
    pub fn priced_dish(
        self,
        section: &str,
        name: &str,
        description: &str,
        price: f64,
        labels: &[&str],
    ) -> Self {
        self.push(
            "menu",
            json!({"section": section, "name": name, "description": description,
                   "price": price, "labels": labels, "observed_at": days_ago(FRESH),
                   "source": "https://test.example/menu"}),
        )
    }

    /// A line printed under a section heading with no description and no
    /// label: a legend or a note among the dishes.
    pub fn sectioned_line(self, section: &str, name: &str, age: i64) -> Self {
        self.push(
            "menu",
            json!({"section": section, "name": name, "labels": [],
                   "observed_at": days_ago(age), "source": "https://test.example/menu"}),
        )
    }

    pub fn review(self, text: &str, rating: Option<f64>, age: i64) -> Self {
        let mut review = json!({"text": text, "date": days_ago(age),
                                "source": "https://reviews.example/r"});
        if let Some(rating) = rating {
            review["rating"] = json!(rating);
        }
        self.push("reviews", review)
    }

    pub fn declaration(self, text: &str, age: i64) -> Self {
        self.push(
            "declarations",
            json!({"text": text, "date": days_ago(age), "source": "https://test.example/about"}),
        )
    }

    pub fn tag(self, key: &str, value: &str, age: i64) -> Self {
        self.push(
            "external_tags",
            json!({"key": key, "value": value, "date": days_ago(age),
                   "source": "https://www.openstreetmap.org/node/1"}),
        )
    }

    pub fn report(self, text: &str, diet: &str, outcome: &str, age: i64) -> Self {
        self.push(
            "user_reports",
            json!({"text": text, "diet": diet, "outcome": outcome, "date": days_ago(age)}),
        )
    }

    /// `n` dishes with meat and dairy, for menus that reject meat-free diets.
    pub fn meat_menu(mut self, n: usize, age: i64) -> Self {
        let dishes = [
            "Beef burger with cheddar",
            "Chicken wings",
            "Pork ribs",
            "Bacon cheeseburger",
            "Steak frites",
            "Chicken alfredo",
            "Lamb kebab",
            "Turkey club sandwich",
            "Meatball sub",
            "Pepperoni pizza",
        ];
        for i in 0..n {
            self = self.menu(dishes[i % dishes.len()], &[], age);
        }
        self
    }

    pub fn build(&self) -> IngestRecord {
        IngestRecord::parse_line(&self.value.to_string()).unwrap()
    }
}

/// The decision for `diet` (cross-contamination allowed, no rules) on
/// `record` at [`NOW`].
pub fn decision_for(record: &IngestRecord, diet: Diet) -> Decision {
    let evaluation = dietfit_scoring::evaluate(record, NOW);
    dietfit_scoring::decide(&evaluation, &UserProfile::new(diet), NOW)
        .match_for_profile
        .decision
}
