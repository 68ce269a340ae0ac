"""A policy that decides nothing, at every arrival and finish: what the protocol itself costs per decision point.

    ./valen simulate --policy external --option command="python3 -m valen_policy.examples.idle" -o runs/idle
"""
import sys

from valen_policy import DecisionContext, Policy, run


class Idle(Policy):
    name = "idle-py"

    def decide(self, context: DecisionContext) -> None:
        pass


if __name__ == "__main__":
    sys.exit(run(Idle()))
