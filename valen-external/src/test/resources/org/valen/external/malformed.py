"""Writes a line that is not JSON into the protocol at its second decision point (test of the errors)."""
import sys

from valen_policy import Policy, run


class Malformed(Policy):
    name = "malformed"

    def decide(self, context):
        if context.decision_point == 2:
            sys.__stdout__.write("hello world\n")
            sys.__stdout__.flush()


sys.exit(run(Malformed()))
