//! The credit cost of every operation, and which operations need a key.
//! The numbers are the documented table of docs/auth.md; a test keeps the
//! orderings the issue asks for (fast below rich, lookups below searches and
//! decisions, health and metadata free).

use dietfit_contract::Mode;

/// Every operation the HTTP layer meters, one per route (and mode).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Operation {
    Health,
    Metadata,
    OpenApi,
    /// `GET /v1/restaurants/{id}`.
    RestaurantLookup,
    /// `POST /v1/enrich/restaurant`.
    Enrich,
    /// `GET /v1/changes` (Enterprise only).
    Changes,
    /// `POST /v1/search`, in the mode of `X-Service-Mode`.
    Search(Mode),
    /// `POST /v1/decision/restaurant-fit`, in the mode of `X-Service-Mode`.
    Decision(Mode),
}

impl Operation {
    pub const ALL: [Operation; 10] = [
        Operation::Health,
        Operation::Metadata,
        Operation::OpenApi,
        Operation::RestaurantLookup,
        Operation::Enrich,
        Operation::Changes,
        Operation::Search(Mode::Fast),
        Operation::Search(Mode::Rich),
        Operation::Decision(Mode::Fast),
        Operation::Decision(Mode::Rich),
    ];

    /// Credits one successful (2xx) request of this operation costs.
    pub fn credit_cost(self) -> i64 {
        match self {
            Operation::Health | Operation::Metadata | Operation::OpenApi => 0,
            Operation::RestaurantLookup | Operation::Enrich | Operation::Changes => 1,
            Operation::Search(Mode::Fast) => 2,
            Operation::Search(Mode::Rich) => 5,
            Operation::Decision(Mode::Fast) => 3,
            Operation::Decision(Mode::Rich) => 6,
        }
    }

    /// Health, metadata and the OpenAPI document are open to anyone.
    pub fn requires_key(self) -> bool {
        !matches!(
            self,
            Operation::Health | Operation::Metadata | Operation::OpenApi
        )
    }

    /// Only Enterprise keys read the change feed; everyone else gets 403.
    pub fn enterprise_only(self) -> bool {
        self == Operation::Changes
    }

    /// A short stable name for logs and metrics.
    pub fn name(self) -> &'static str {
        match self {
            Operation::Health => "health",
            Operation::Metadata => "metadata",
            Operation::OpenApi => "openapi",
            Operation::RestaurantLookup => "restaurant_lookup",
            Operation::Enrich => "enrich",
            Operation::Changes => "changes",
            Operation::Search(Mode::Fast) => "search_fast",
            Operation::Search(Mode::Rich) => "search_rich",
            Operation::Decision(Mode::Fast) => "decision_fast",
            Operation::Decision(Mode::Rich) => "decision_rich",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cost_table_keeps_the_required_orderings() {
        use Operation::*;
        assert!(Search(Mode::Fast).credit_cost() < Search(Mode::Rich).credit_cost());
        assert!(Decision(Mode::Fast).credit_cost() < Decision(Mode::Rich).credit_cost());
        let cheapest_search_or_decision = [Search(Mode::Fast), Decision(Mode::Fast)]
            .iter()
            .map(|op| op.credit_cost())
            .min()
            .unwrap();
        for lookup in [RestaurantLookup, Enrich] {
            assert!(lookup.credit_cost() < cheapest_search_or_decision);
            assert!(lookup.credit_cost() > 0);
        }
        for free in [Health, Metadata, OpenApi] {
            assert_eq!(free.credit_cost(), 0);
            assert!(!free.requires_key());
        }
    }

    #[test]
    fn every_keyed_operation_costs_something_and_names_are_unique() {
        for op in Operation::ALL {
            assert_eq!(op.requires_key(), op.credit_cost() > 0, "{op:?}");
        }
        let mut names: Vec<_> = Operation::ALL.iter().map(|op| op.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Operation::ALL.len());
        assert!(Operation::Changes.enterprise_only());
        assert!(!Operation::Search(Mode::Rich).enterprise_only());
    }
}
