"""Raises an exception at its third decision point (test of the external policy's errors)."""
import sys

from valen_policy import Policy, run


class FailsInDecision(Policy):
    name = "fails-in-decision"

    def decide(self, context):
        if context.decision_point == 3:
            raise RuntimeError("a bug in the policy")


sys.exit(run(FailsInDecision()))
