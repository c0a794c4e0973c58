//! The working state of one decision, from the base verdict to the answer.
//!
//! The decision and its confidence are private to this module: after the
//! base verdict, the only ways to change them are [`Draft::block_fit`] and
//! [`Draft::cap_fit_confidence`], which can only make a decision more
//! cautious. So no guard, however written, can turn anything into `fit` or
//! touch a `not_fit`.

use dietfit_contract::{Confidence, Decision, ReasonCode as R, RiskFlag};

use super::verdict::{Situation, Verdict};

/// Check priorities: the advice names the most important check (lowest
/// first); among equals, the first pushed.
pub(super) const CHECK_SAFETY: u8 = 0;
pub(super) const CHECK_UNREADABLE_RULE: u8 = 1;
pub(super) const CHECK_CAUTION: u8 = 1;
pub(super) const CHECK_CONTAMINATION: u8 = 2;
pub(super) const CHECK_GENERAL: u8 = 4;

#[derive(Debug)]
pub(super) struct Draft {
    decision: Decision,
    confidence: Confidence,
    situation: Situation,
    pub(super) codes: Vec<R>,
    pub(super) flags: Vec<RiskFlag>,
    /// What to check with the restaurant, by priority; the text for the
    /// diner is the situation plus the most important check.
    pub(super) checks: Vec<(u8, String)>,
    /// Plain questions for the restaurant, one per risk or caution, in the
    /// order they were raised; only made when `asking`.
    pub(super) questions: Vec<String>,
    asking: bool,
}

impl Draft {
    /// `asking`: the decision is made in detail, so the guards' questions
    /// are written (an answer alone skips writing them).
    pub(super) fn new(verdict: Verdict, asking: bool) -> Draft {
        let mut codes = Vec::with_capacity(16);
        codes.extend(verdict.codes.iter().flatten());
        Draft {
            decision: verdict.decision,
            confidence: verdict.confidence,
            situation: verdict.situation,
            codes,
            flags: Vec::with_capacity(8),
            checks: Vec::with_capacity(4),
            questions: Vec::new(),
            asking,
        }
    }

    pub(super) fn decision(&self) -> Decision {
        self.decision
    }
    pub(super) fn confidence(&self) -> Confidence {
        self.confidence
    }
    pub(super) fn situation(&self) -> Situation {
        self.situation
    }
    /// Whether questions are written (a decision in detail).
    pub(super) fn asking(&self) -> bool {
        self.asking
    }
    pub(super) fn is_fit(&self) -> bool {
        self.decision == Decision::Fit
    }

    pub(super) fn code(&mut self, code: R) {
        self.codes.push(code);
    }
    pub(super) fn flag(&mut self, flag: RiskFlag) {
        self.flags.push(flag);
    }
    pub(super) fn check(&mut self, priority: u8, sentence: String) {
        self.checks.push((priority, sentence));
    }
    /// A question for the restaurant (asked once, however often raised).
    pub(super) fn ask(&mut self, question: impl FnOnce() -> String) {
        if !self.asking {
            return;
        }
        let question = question();
        if !self.questions.contains(&question) {
            self.questions.push(question);
        }
    }

    /// Downgrades an apparent fit to `unknown` (never touches `not_fit`).
    pub(super) fn block_fit(&mut self) {
        if self.decision == Decision::Fit {
            self.decision = Decision::Unknown;
            self.confidence = Confidence::Low;
        }
    }

    /// Lowers a fit's confidence to at most `most`.
    pub(super) fn cap_fit_confidence(&mut self, most: Confidence) {
        if self.decision == Decision::Fit {
            self.confidence = self.confidence.min(most);
        }
    }
}
