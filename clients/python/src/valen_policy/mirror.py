"""The client's copy of what a Java policy sees, kept up to date from the kernel's ``changes``.

The kernel sends each job when it arrives and each change of a job's state or a node's free cores
and queues since its previous message; the copy answers the questions a policy asks most — the
waiting jobs in an order, free cores, queues — without asking the kernel.
"""
from __future__ import annotations

import bisect
from typing import Any, Dict, Iterator, List, Optional, Tuple

from .model import Job, Plan, WaitingOrder, World

Key = Tuple[float, int]
_NAN = float("nan")


def _key(order: WaitingOrder, job: Job) -> Key:
    if order is WaitingOrder.ARRIVAL:
        return (job.index, job.index)
    if order is WaitingOrder.DEADLINE:
        return (job.deadline_seconds, job.index)
    if order is WaitingOrder.EXPIRY:
        return (job.expiry_seconds, job.index)
    return (-job.max_value, job.index)


class Mirror:
    """Jobs by index, the waiting jobs in sorted orders, nodes' free cores and queues, plans by number."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.jobs: Dict[int, Job] = {}
        self.plans: Dict[int, Plan] = {}
        self.free_cores: List[int] = [n.cores for n in world.nodes]
        self.free_of_type: List[int] = [0] * len(world.core_types)
        for n in world.nodes:
            self.free_of_type[n.core_type] += n.cores
        self.queues: List[List[int]] = [[] for _ in world.nodes]
        self.core_queues: Dict[Tuple[int, int], List[int]] = {}
        self._template_types = [frozenset(t.core_types) for t in world.templates]
        # (order, core type or -1) -> sorted keys of the waiting jobs it holds; made on first use
        self._indexes: Dict[Tuple[WaitingOrder, int], List[Key]] = {(WaitingOrder.ARRIVAL, -1): []}

    # ---- applying the kernel's messages

    def apply(self, message: Dict[str, Any]) -> List[Tuple[str, Job]]:
        """Takes in a message's new plans and changes; returns the hook events (arrived, finished) in order."""
        for p in message.get("newPlans", ()):
            plan = Plan.from_json(p)
            self.plans[plan.id] = plan
        changes = message.get("changes")
        if not changes:
            return []
        for o in changes.get("arrived", ()):
            job = Job(o, self.world.templates[o["template"]].id)  # it waits
            self.jobs[job.index] = job
            self._index(job)
        for o in changes.get("jobs", ()):
            self._job_state(o)
        for o in changes.get("nodes", ()):
            n = o["node"]
            free = o["freeCores"]
            self.free_of_type[self.world.nodes[n].core_type] += free - self.free_cores[n]
            self.free_cores[n] = free
            self.queues[n] = o["queue"]
            if "coreQueues" in o:
                for key in [k for k in self.core_queues if k[0] == n]:
                    del self.core_queues[key]
                for core, jobs in o["coreQueues"]:
                    self.core_queues[(n, core)] = jobs
        return [(e["event"], self.jobs[e["job"]]) for e in changes.get("events", ())]

    def _job_state(self, o: Dict[str, Any]) -> None:
        job = self.jobs[o["job"]]
        if job.state == "waiting":
            self._unindex(job)
        state = job.state = o["state"]
        if state == "running" or state == "queued":
            job.node = o["node"]
            job.plan = self.plans[o["plan"]]
            if state == "running":
                job.plan_start_seconds = o["planStartSeconds"]
                job.done_work_fraction_at_plan_start = o["doneWorkFractionAtPlanStart"]
            else:
                job.plan_start_seconds = _NAN
        else:
            job.node = -1
            job.plan = None
            job.plan_start_seconds = _NAN
        if len(o) > 2 or job.reallocations or job.preemptions or job.resume_core_type >= 0:
            job.reallocations = o.get("reallocations", 0)
            job.preemptions = o.get("preemptions", 0)
            job.resume_core_type = o.get("resumeCoreType", -1)
        if state == "waiting":
            self._index(job)

    # ---- waiting orders

    def holds(self, core_type: int, job: Job) -> bool:
        """Whether core type ``core_type`` (-1: any) can run ``job``, as the kernel's waiting orders say."""
        return core_type < 0 or (core_type in self._template_types[job.template]
                                 and (job.resume_core_type < 0 or job.resume_core_type == core_type))

    def _index(self, job: Job) -> None:
        for (order, core_type), keys in self._indexes.items():
            if self.holds(core_type, job):
                bisect.insort(keys, _key(order, job))

    def _unindex(self, job: Job) -> None:
        for (order, _), keys in self._indexes.items():
            key = _key(order, job)
            i = bisect.bisect_left(keys, key)
            if i < len(keys) and keys[i] == key:
                del keys[i]

    def keys(self, order: WaitingOrder, core_type: int) -> List[Key]:
        """The sorted keys of the waiting jobs of an order (and core type), made on first use and then kept."""
        keys = self._indexes.get((order, core_type))
        if keys is None:
            keys = sorted(_key(order, j) for j in self.jobs.values()
                          if j.state == "waiting" and self.holds(core_type, j))
            self._indexes[(order, core_type)] = keys
        return keys

    def walk(self, order: WaitingOrder, core_type: int) -> Iterator[Job]:
        """The waiting jobs in order, live: a job that stops waiting is skipped, one that waits again is met
        if it sorts after the last one met (as the kernel's own view)."""
        keys = self.keys(order, core_type)
        last: Optional[Key] = None
        while True:
            i = 0 if last is None else bisect.bisect_right(keys, last)
            if i >= len(keys):
                return
            last = keys[i]
            yield self.jobs[last[1]]

    def first(self, order: WaitingOrder, core_type: int) -> Optional[Job]:
        keys = self.keys(order, core_type)
        return self.jobs[keys[0][1]] if keys else None

    def waiting_count(self) -> int:
        return len(self._indexes[(WaitingOrder.ARRIVAL, -1)])
