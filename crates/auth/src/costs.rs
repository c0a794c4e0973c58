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
    /// `POST /v1/decision/batch`: priced per restaurant answered.
    DecisionBatch(Mode),
    /// `POST /v1/decision/group-fit`: priced per diner.
    GroupDecision(Mode),
}

impl Operation {
    pub const ALL: [Operation; 14] = [
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
        Operation::DecisionBatch(Mode::Fast),
        Operation::DecisionBatch(Mode::Rich),
        Operation::GroupDecision(Mode::Fast),
        Operation::GroupDecision(Mode::Rich),
    ];

    /// Credits one successful (2xx) request of this operation costs; for an
    /// operation priced per item, one item's: what admission reserves before
    /// the body says how many there are ([`Operation::credit_cost_for`]).
    pub fn credit_cost(self) -> i64 {
        match self {
            Operation::Health | Operation::Metadata | Operation::OpenApi => 0,
            Operation::RestaurantLookup | Operation::Enrich | Operation::Changes => 1,
            Operation::Search(Mode::Fast) => 2,
            Operation::Search(Mode::Rich) => 5,
            Operation::Decision(Mode::Fast) => 3,
            Operation::Decision(Mode::Rich) => 6,
            Operation::DecisionBatch(mode) | Operation::GroupDecision(mode) => {
                Operation::decision_item_cost(mode)
            }
        }
    }

    /// One decision inside a batch or a table: a third off the single
    /// decision, since one request carries many (one key check, one body,
    /// one response; for a table, one read of the restaurant).
    fn decision_item_cost(mode: Mode) -> i64 {
        match mode {
            Mode::Fast => 2,
            Mode::Rich => 4,
        }
    }

    /// Whether the cost depends on how many items the body holds (a batch's
    /// restaurants, a table's diners).
    pub fn priced_per_item(self) -> bool {
        matches!(
            self,
            Operation::DecisionBatch(_) | Operation::GroupDecision(_)
        )
    }

    /// Credits a successful request costs when it answered `items` items:
    /// `items` times the item cost for an operation priced per item, the
    /// fixed cost otherwise.
    pub fn credit_cost_for(self, items: u32) -> i64 {
        if self.priced_per_item() {
            self.credit_cost().saturating_mul(i64::from(items))
        } else {
            self.credit_cost()
        }
    }

    /// How many requests the per-key per-minute limit counts for a request
    /// of `items` items: a batch counts each restaurant it names, as that
    /// many decisions would; everything else, a table included (one
    /// restaurant), counts one. The gate caps it at the key's quota, so a
    /// full batch is never refused for good.
    pub fn key_limit_weight(self, items: u32) -> u32 {
        match self {
            Operation::DecisionBatch(_) => items.max(1),
            _ => 1,
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
            Operation::DecisionBatch(Mode::Fast) => "decision_batch_fast",
            Operation::DecisionBatch(Mode::Rich) => "decision_batch_rich",
            Operation::GroupDecision(Mode::Fast) => "group_decision_fast",
            Operation::GroupDecision(Mode::Rich) => "group_decision_rich",
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
    fn a_batch_or_a_table_costs_less_per_decision_than_single_calls() {
        use Operation::*;
        for mode in [Mode::Fast, Mode::Rich] {
            let single = Decision(mode).credit_cost();
            for per_item in [DecisionBatch(mode), GroupDecision(mode)] {
                assert!(per_item.priced_per_item());
                for items in 1..=50 {
                    let cost = per_item.credit_cost_for(items);
                    assert!(cost > 0);
                    assert!(cost < single * i64::from(items), "{per_item:?} × {items}");
                }
                // Admission reserves one item's cost.
                assert_eq!(per_item.credit_cost(), per_item.credit_cost_for(1));
            }
            assert!(
                DecisionBatch(Mode::Fast).credit_cost() < DecisionBatch(Mode::Rich).credit_cost()
            );
            assert!(!Decision(mode).priced_per_item());
            assert_eq!(Decision(mode).credit_cost_for(7), single);
        }
        assert_eq!(DecisionBatch(Mode::Rich).key_limit_weight(50), 50);
        assert_eq!(DecisionBatch(Mode::Rich).key_limit_weight(0), 1);
        assert_eq!(GroupDecision(Mode::Rich).key_limit_weight(8), 1);
        assert_eq!(Search(Mode::Rich).key_limit_weight(8), 1);
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
