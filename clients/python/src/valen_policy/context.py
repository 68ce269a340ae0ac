"""What a policy sees and does at a decision point: valen's ``DecisionContext`` in Python.

Questions about the waiting jobs, free cores and queues are answered from the client's copy;
offers, progress, held cores and energy are asked of the kernel, within the same decision point;
decisions go to the kernel, which checks each one as it checks a Java policy's, and whose answer
brings the copy up to date before the call returns, so the view always shows their effect.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple

from .connection import Connection
from .mirror import Mirror
from .model import Job, Offer, Plan, WaitingOrder, World

OfferQuery = Tuple[Job, int, Optional[int], Optional[float]]


class DecisionContext:
    """The view and the actions of the current decision point (one object for the whole run)."""

    def __init__(self, connection: Connection, mirror: Mirror, on_answer: Callable[[Dict[str, Any]], None]) -> None:
        self._connection = connection
        self._mirror = mirror
        self._on_answer = on_answer
        self._offers: Dict[Tuple[int, int, int, float, int], List[Offer]] = {}
        self._template_plans: Dict[Tuple[int, int, int], List[Plan]] = {}
        self._acting = False
        self.now = 0.0
        """Simulated time in seconds."""
        self.at_checkpoint = False
        """Whether this decision point is a periodic checkpoint (or mapping event)."""
        self.decision_point = 0
        """The number of this decision point, from 1."""

    def _begin(self, message: Dict[str, Any], acting: bool) -> None:
        self.now = message["timeSeconds"]
        if message["type"] == "decide":
            self.at_checkpoint = message["checkpoint"]
            self.decision_point = message["number"]
            self._offers.clear()
        self._acting = acting

    # ---- the world

    @property
    def world(self) -> World:
        return self._mirror.world

    @property
    def platform(self) -> Dict[str, Any]:
        """The platform file's JSON."""
        return self._mirror.world.platform

    @property
    def catalogue(self) -> Dict[str, Any]:
        """The catalogue file's JSON (templates and execution model)."""
        return self._mirror.world.catalogue

    # ---- nodes and cores

    def node_count(self) -> int:
        return len(self._mirror.free_cores)

    def free_cores(self, node: int) -> int:
        """Cores of ``node`` that no job holds."""
        return self._mirror.free_cores[node]

    def total_cores(self, node: int) -> int:
        return self._mirror.world.nodes[node].cores

    def core_type_of(self, node: int) -> int:
        """Index of the node's core type in ``world.core_types``."""
        return self._mirror.world.nodes[node].core_type

    def free_cores_of_type(self, core_type: int) -> int:
        return self._mirror.free_of_type[core_type]

    def next_node_with_free_cores(self, start: int = 0) -> int:
        """The first node at or after ``start`` with a free core, or -1."""
        free = self._mirror.free_cores
        for n in range(start, len(free)):
            if free[n] > 0:
                return n
        return -1

    def held_cores(self, node: int) -> List[int]:
        """The cores of ``node`` a job holds (asks the kernel)."""
        return self._ask({"type": "heldCores", "node": node})["heldCores"]

    def is_core_held(self, node: int, core: int) -> bool:
        """Whether core ``core`` of ``node`` is held (asks the kernel)."""
        if not 0 <= core < self.total_cores(node):
            raise IndexError("node %d has no core %d" % (node, core))
        return core in self.held_cores(node)

    # ---- jobs

    def waiting(self, order: WaitingOrder = WaitingOrder.ARRIVAL, core_type: int = -1) -> Iterator[Job]:
        """The waiting jobs in ``order`` (those core type ``core_type`` can run, unless -1), without copying:
        a live view, which the policy may walk while it acts on the jobs it is given."""
        return self._mirror.walk(order, core_type)

    def first_waiting(self, order: WaitingOrder = WaitingOrder.ARRIVAL, core_type: int = -1) -> Optional[Job]:
        return self._mirror.first(order, core_type)

    def waiting_count(self) -> int:
        return self._mirror.waiting_count()

    def job(self, index: int) -> Job:
        """The job of index ``index`` (arrival order, from 0)."""
        return self._mirror.jobs[index]

    def running(self) -> List[Job]:
        """The jobs that hold cores, in the order they were allocated (asks the kernel)."""
        jobs = self._mirror.jobs
        return [jobs[i] for i in self._ask({"type": "running"})["running"]]

    def queue(self, node: int) -> List[Job]:
        """The jobs queued on ``node``, in queue order: a copy."""
        jobs = self._mirror.jobs
        return [jobs[i] for i in self._mirror.queues[node]]

    def core_queue(self, node: int, core: int) -> List[Job]:
        """The jobs queued on core ``core`` of ``node``, in queue order: a copy."""
        jobs = self._mirror.jobs
        return [jobs[i] for i in self._mirror.core_queues.get((node, core), ())]

    def energy_joules(self) -> float:
        """Wall energy the platform has used from time 0 until now (asks the kernel)."""
        return self._ask({"type": "energy"})["energyJoules"]

    def progress(self, jobs: Sequence[Job]) -> List[Tuple[float, float]]:
        """(done, expected) work fractions of each job now (asks the kernel once for all of them)."""
        answer = self._ask({"type": "progress", "jobs": [{"job": j.index} for j in jobs]})["progress"]
        return [(done, expected) for done, expected in answer]

    # ---- offers

    def offers(self, job: Job, node: int, max_cores: Optional[int] = None,
               start_seconds: Optional[float] = None) -> List[Offer]:
        """How ``job`` could run on ``node`` with at most ``max_cores`` cores (default: its free cores) from
        ``start_seconds`` (default: now), as the run's model answers; empty if the node cannot run it."""
        return self.offers_many([(job, node, max_cores, start_seconds)])[0]

    def offers_many(self, queries: Iterable[Any]) -> List[List[Offer]]:
        """The offers of several (job, node[, max_cores[, start_seconds]]) queries, in one question to the kernel.
        Offers depend only on the query, so each is asked once per decision point."""
        keys = []
        missing = []
        for q in queries:
            job, node = q[0], q[1]
            max_cores = q[2] if len(q) > 2 and q[2] is not None else self._mirror.free_cores[node]
            start = q[3] if len(q) > 3 and q[3] is not None else self.now
            key = (job.index, node, max_cores, start, job.resume_core_type)
            keys.append(key)
            if key not in self._offers:
                missing.append((key, job))
        if missing:
            answer = self._ask({"type": "offers", "queries": [
                {"job": k[0], "node": k[1], "maxCores": k[2], "startSeconds": k[3]} for k, _ in missing]})["offers"]
            plans = self._mirror.plans
            for (key, job), pairs in zip(missing, answer):
                self._offers[key] = [Offer(job, key[1], plans[p], key[3], value) for p, value in pairs]
        return [self._offers[k] for k in keys]

    def template_plans(self, template: int, core_type: int, max_cores: int) -> List[Plan]:
        """The plans the run's offers are made of for ``template`` on at most ``max_cores`` cores of
        ``core_type`` (asked once per run: they never change)."""
        return self.template_plans_many([(template, core_type, max_cores)])[0]

    def template_plans_many(self, queries: Iterable[Tuple[int, int, int]]) -> List[List[Plan]]:
        queries = list(queries)
        missing = [q for q in dict.fromkeys(queries) if q not in self._template_plans]
        if missing:
            answer = self._ask({"type": "templatePlans", "queries": [
                {"template": t, "coreType": k, "maxCores": c} for t, k, c in missing]})["templatePlans"]
            for q, ids in zip(missing, answer):
                self._template_plans[q] = [self._mirror.plans[i] for i in ids]
        return [self._template_plans[q] for q in queries]

    # ---- decisions

    def allocate(self, job: Job, node: int, plan: Plan) -> None:
        """Starts a waiting job on the node's lowest-numbered free cores."""
        self._act({"type": "allocate", "job": job.index, "node": node, "plan": plan.to_json()})

    def enqueue(self, job: Job, node: int, plan: Plan) -> None:
        """Appends a waiting job to the node's queue; it starts as soon as the node has room."""
        self._act({"type": "enqueue", "job": job.index, "node": node, "plan": plan.to_json()})

    def enqueue_on_core(self, job: Job, node: int, core: int, plan: Plan) -> None:
        """Appends a waiting job to one core's queue, with a one-core plan."""
        self._act({"type": "enqueueOnCore", "job": job.index, "node": node, "core": core, "plan": plan.to_json()})

    def withdraw(self, job: Job) -> None:
        """Takes a queued job out of its queue: it waits again."""
        self._act({"type": "withdraw", "job": job.index})

    def reallocate(self, job: Job, node: int, plan: Plan, overhead_seconds: float) -> None:
        """Moves a running job to a new plan (checkpoint and restart), paused for ``overhead_seconds``."""
        self._act({"type": "reallocate", "job": job.index, "node": node, "plan": plan.to_json(),
                   "overheadSeconds": overhead_seconds})

    def preempt(self, job: Job, same_core_type: bool) -> None:
        """Stops a running job, which waits again keeping its work."""
        self._act({"type": "preempt", "job": job.index, "sameCoreType": same_core_type})

    def drop(self, job: Job) -> None:
        """Removes a waiting or queued job for good."""
        self._act({"type": "drop", "job": job.index})

    # ---- for tests

    def snapshot(self) -> Dict[str, Any]:
        """The whole state as the kernel sees it (costly; for tests: ``valen_policy.checked``)."""
        return self._ask({"type": "snapshot"})["snapshot"]

    def _act(self, decision: Dict[str, Any]) -> None:
        if not self._acting:
            raise RuntimeError("a policy acts in decide() only; its hooks may only read the job they are given")
        self._ask(decision)

    def _ask(self, question: Dict[str, Any]) -> Dict[str, Any]:
        answer = self._connection.ask(question)
        self._on_answer(answer)
        return answer
