"""Runs a policy while checking, at every decision point, last look and decision, that the client's copy of
the kernel's state equals the kernel's own (its ``snapshot``): for tests of the protocol and the client.

    python3 -m valen_policy.checked valen_policy.examples.edf --offer least-energy

runs ``make(argv)`` of the module named first, with the remaining arguments. Slow on long queues.
"""
from __future__ import annotations

import importlib
import math
import sys
from typing import Any, Dict, List

from .context import DecisionContext
from .model import Job, WaitingOrder
from .policy import Policy as BasePolicy
from .policy import run


def check_mirror(context: DecisionContext) -> None:
    """Raises AssertionError naming the first difference between the client's copy and the kernel's state."""
    snapshot = context.snapshot()
    mirror = context._mirror
    where = "decision point %d at %s s" % (context.decision_point, context.now)
    _same(where, "free cores", mirror.free_cores, snapshot["freeCores"])
    _same(where, "node queues", mirror.queues, snapshot["queues"])
    _same(where, "core queues", sorted([n, c, q] for (n, c), q in mirror.core_queues.items() if q),
          sorted(snapshot["coreQueues"]))
    for n in range(len(mirror.free_cores)):
        _same(where, "free cores of type", mirror.free_of_type[mirror.world.nodes[n].core_type],
              sum(snapshot["freeCores"][m] for m, node in enumerate(mirror.world.nodes)
                  if node.core_type == mirror.world.nodes[n].core_type))
    running = sorted(snapshot["running"])
    _same(where, "running jobs", sorted(j.index for j in mirror.jobs.values() if j.state == "running"), running)
    for key, expected in snapshot["waiting"].items():
        order, _, core_type = key.partition("/")
        walked = [j.index for j in mirror.walk(WaitingOrder(order), int(core_type) if core_type else -1)]
        _same(where, "waiting jobs in order " + key, walked, expected)
    for o in snapshot["jobs"]:
        job = mirror.jobs[o["job"]]
        _same(where, "job %s state" % job.id, _state(job), _expected_state(o))


def _state(job: Job) -> Dict[str, Any]:
    s = {"state": job.state, "reallocations": job.reallocations, "preemptions": job.preemptions,
         "resumeCoreType": job.resume_core_type}
    if job.state in ("queued", "running"):
        s["node"] = job.node
        s["plan"] = job.plan.id if job.plan is not None else None
    if job.state == "running":
        s["planStartSeconds"] = job.plan_start_seconds
        s["doneWorkFractionAtPlanStart"] = job.done_work_fraction_at_plan_start
    return s


def _expected_state(o: Dict[str, Any]) -> Dict[str, Any]:
    s = {"reallocations": 0, "preemptions": 0, "resumeCoreType": -1}
    s.update((k, v) for k, v in o.items() if k != "job")
    return s


def _same(where: str, what: str, mine: Any, kernel: Any) -> None:
    if mine != kernel and not (isinstance(mine, float) and math.isnan(mine) and math.isnan(kernel)):
        raise AssertionError("%s: the client's %s %r differ from the kernel's %r" % (where, what, mine, kernel))


class Checked(BasePolicy):
    """``policy``, with the client's copy checked before each decision point, after each decision and at each
    last look."""

    def __init__(self, policy: BasePolicy) -> None:
        self.policy = policy
        self.name = policy.name
        self.context: Any = None

    def triggers(self):  # type: ignore[no-untyped-def]
        return self.policy.triggers()

    def started(self, world):  # type: ignore[no-untyped-def]
        self.policy.started(world)

    def wants_last_look(self) -> bool:
        return self.policy.wants_last_look()

    def decide(self, context: DecisionContext) -> None:
        self.context = context
        check_mirror(context)
        act = context._act

        def checked_act(decision: Dict[str, Any]) -> None:
            act(decision)
            check_mirror(context)

        context._act = checked_act  # type: ignore[method-assign]
        try:
            self.policy.decide(context)
        finally:
            del context._act

    def arrived(self, job: Job) -> None:
        self.policy.arrived(job)

    def finished(self, job: Job) -> None:
        self.policy.finished(job)

    def last_look(self, job: Job, now_seconds: float) -> bool:
        check_mirror(self.context)
        return self.policy.last_look(job, now_seconds)

    def ended(self) -> None:
        self.policy.ended()


def main(argv: List[str]) -> int:
    module = importlib.import_module(argv[0])
    return run(Checked(module.make(argv[1:])))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
