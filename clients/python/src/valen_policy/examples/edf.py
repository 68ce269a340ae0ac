"""Earliest deadline first, in Python: the same decisions as valen-examples' Java ``EarliestDeadlineFirst``.

Whenever jobs arrive or finish: drop the waiting jobs whose value has reached zero (if asked), then
take the waiting job of earliest deadline (ties: the earlier arrival) that a node with free cores
can run, and start it on the best offer of those nodes — the fastest, or the one of least energy
(ties: the lower node, then the offer listed first); repeat until no core is free or no free node
can run a waiting job. It only asks for offers, so it runs on every workload that makes them.

    ./valen simulate --policy external --option command="python3 -m valen_policy.examples.edf" -o runs/edf-py
    ... --option command="python3 -m valen_policy.examples.edf --offer least-energy --drop-expired off"
"""
from __future__ import annotations

import argparse
import sys
from typing import List, Optional, Set

from valen_policy import DecisionContext, Job, Offer, Policy, WaitingOrder, run


class EarliestDeadlineFirst(Policy):
    name = "EDF-py"

    def __init__(self, offer: str = "fastest", drop_expired: bool = True) -> None:
        if offer not in ("fastest", "least-energy"):
            raise ValueError("offer must be fastest or least-energy, was %r" % offer)
        self.least_energy = offer == "least-energy"
        self.drop_expired = drop_expired

    def decide(self, context: DecisionContext) -> None:
        if self.drop_expired:
            self._drop_expired(context)
        no_offer: Set[int] = set()
        job = self._earliest_startable(context, no_offer)
        while job is not None:
            best = self._best_offer(context, job)
            if best is None:
                no_offer.add(job.index)  # no free node offers it a plan: it waits
            else:
                context.allocate(job, best.node, best.plan)
            job = self._earliest_startable(context, no_offer)

    @staticmethod
    def _earliest_startable(context: DecisionContext, skip: Set[int]) -> Optional[Job]:
        """The waiting job of earliest deadline that a core type with free cores can run, leaving out ``skip``."""
        earliest = None
        for core_type in range(len(context.world.core_types)):
            if context.free_cores_of_type(core_type) == 0:
                continue
            for job in context.waiting(WaitingOrder.DEADLINE, core_type):
                if job.index not in skip:
                    if (earliest is None or job.deadline_seconds < earliest.deadline_seconds
                            or (job.deadline_seconds == earliest.deadline_seconds and job.index < earliest.index)):
                        earliest = job
                    break
        return earliest

    @staticmethod
    def _drop_expired(context: DecisionContext) -> None:
        """Drops waiting jobs from the front of the expiry order while their value is zero now."""
        job = context.first_waiting(WaitingOrder.EXPIRY)
        while job is not None and job.expiry_seconds <= context.now:
            context.drop(job)
            job = context.first_waiting(WaitingOrder.EXPIRY)

    def _best_offer(self, context: DecisionContext, job: Job) -> Optional[Offer]:
        """The best offer for ``job`` on the free cores of any node, starting now; None if none can run it."""
        nodes: List[int] = []
        node = context.next_node_with_free_cores(0)
        while node >= 0:
            nodes.append(node)
            node = context.next_node_with_free_cores(node + 1)
        best = None
        for offers in context.offers_many([(job, n) for n in nodes]):
            for offer in offers:
                if best is None or self._cost(offer) < self._cost(best):
                    best = offer
        return best

    def _cost(self, offer: Offer) -> float:
        return offer.energy_joules if self.least_energy else offer.response_seconds


def make(argv: List[str]) -> EarliestDeadlineFirst:
    """The policy the command-line arguments ask for."""
    parser = argparse.ArgumentParser(prog="python3 -m valen_policy.examples.edf",
                                     description="Earliest deadline first, as an external valen policy.")
    parser.add_argument("--offer", choices=["fastest", "least-energy"], default="fastest",
                        help="which offer of the free nodes a job takes (default fastest)")
    parser.add_argument("--drop-expired", choices=["on", "off"], default="on",
                        help="drop waiting jobs whose value has reached zero (default on)")
    args = parser.parse_args(argv)
    return EarliestDeadlineFirst(args.offer, args.drop_expired == "on")


if __name__ == "__main__":
    sys.exit(run(make(sys.argv[1:])))
