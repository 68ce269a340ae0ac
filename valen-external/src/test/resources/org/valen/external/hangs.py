"""Stops answering at its second decision point (test of the external policy's timeout)."""
import sys
import time

from valen_policy import Policy, run


class Hangs(Policy):
    name = "hangs"

    def decide(self, context):
        if context.decision_point == 2:
            time.sleep(3600)


sys.exit(run(Hangs()))
