"""Paper 000's Max UPE in Python: the decisions of valen-hc's Java ``MaxUPE``, byte for byte on paper 000's trials.

A mapping event every minute (section III): take back the jobs queued behind each node's pending job (queued
environment), drop the jobs that cannot earn the dropping threshold any more (III-B), compute the energy filter
from the start of the day when there is a budget (III-C), then Max UPE (III-D), built like Min-Min: each mappable
job finds its offer of most utility per energy — its value at the offer's expected completion over the offer's
expected energy, compared as logarithms — on the available nodes, among the offers that pass the energy filter
and fit the day's energy left; of these, the best is assigned; repeat while a node is available. Ties: the
higher score; of equal scores the earlier-arrived job; for one job the earlier completion, then the lower node,
then the offer listed first. Queued: an offer starts at the node's ready time, and an assignment that would
start before the next event goes to the node's queue, a later one only books the node (section III-A).

    ./valen simulate --platform T/platform.json --workload T/workload.json --variability none --policy external \\
        --option command="python3 -m valen_policy.examples.max_upe --environment polled" -o runs/maxupe-py

Speed: ``MaxUpeRound`` finds the same assignments as the plain Min-Min loop (every job × every available node ×
every offer, at every step) without it: nodes of one core type and size get the same offers, so a job's best
offer there is on the group's earliest-ready node; each job's best score only falls during an event (nodes fill,
energy is spent), so the jobs wait in a heap keyed by an upper bound of their score and are evaluated only when
they reach its top (the lazy greedy of valen-hc's accelerated engine).
"""
from __future__ import annotations

import heapq
import math
import sys
from typing import Dict, List, Optional, Sequence, Set, Tuple

from valen_policy import DecisionContext, Job, Plan, Policy, Triggers, World, run
from valen_policy.examples.paper000 import (INF, DayEnergy, DroppingRule, LogUtility, MappableSet, NodeGroups,
                                            NodeTimeline, Settings, log)

# How far a bound may fall below an exact score through rounding alone (as valen-hc's BestScore)
ROUNDING = 1e-9

Group = Tuple[int, int]


class MaxUpe(Policy):
    """``OfferMappingPolicy`` with ``MaxUtilityPerEnergy``: a mapping event every ``mapping_interval_seconds``."""

    name = "MaxUPE-py"

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.mappable = MappableSet()
        self.dropping = DroppingRule(settings.dropping_threshold)
        self.log_values: Dict[int, LogUtility] = {}
        self.log_energy: Dict[int, float] = {}
        self.energy_at_day_start = math.nan
        self.groups: Optional[NodeGroups] = None
        self.day_energy: Optional[DayEnergy] = None
        self.cores = 0

    def triggers(self) -> Triggers:
        return Triggers.periodic(self.settings.mapping_interval_seconds)

    def started(self, world: World) -> None:
        self.cores = world.total_cores

    def arrived(self, job: Job) -> None:
        self.mappable.add(job)

    def decide(self, context: DecisionContext) -> None:
        s = self.settings
        if self.groups is None:
            self.groups = NodeGroups(context)
            self.day_energy = DayEnergy(context)
        now = context.now
        if s.queued:
            self._take_back_virtual_queues(context)
        if now >= s.day_end_seconds:
            return
        nodes = NodeTimeline.of(context)
        self.dropping.run(context, self.mappable, nodes, self.groups)
        e_bud = e_rem = INF
        if now >= s.day_start_seconds and math.isfinite(s.energy_budget_joules):
            energy = context.energy_joules()
            if math.isnan(self.energy_at_day_start):
                self.energy_at_day_start = energy
            assert self.day_energy is not None
            e_rem, budget = self.day_energy.filter(s.energy_budget_joules, energy - self.energy_at_day_start, nodes,
                                                   s.day_end_seconds, s.day_seconds, self.cores)
            e_bud = budget if s.filter else INF
        MaxUpeRound(self, context, nodes, now + s.mapping_interval_seconds, e_bud, e_rem).map()

    def _take_back_virtual_queues(self, context: DecisionContext) -> None:
        """Withdraws the jobs behind each node queue's head, last first, node by node: mappable again."""
        for node in range(context.node_count()):
            queue = context.queue(node)
            for k in range(len(queue) - 1, 0, -1):
                context.withdraw(queue[k])
                self.mappable.add(queue[k])

    def log_value(self, job: Job) -> LogUtility:
        lv = self.log_values.get(job.index)
        if lv is None:
            lv = self.log_values[job.index] = LogUtility(job.value_curve, job.arrival_seconds)
        return lv

    def log_cost(self, plan: Plan) -> float:
        """log of the expected energy (for one task: log EEC)."""
        cost = self.log_energy.get(plan.id)  # type: ignore[arg-type]
        if cost is None:
            cost = self.log_energy[plan.id] = log(plan.expected_energy_joules)  # type: ignore[index]
        return cost


class Candidate:
    """A job's best offer in this event: the heap's exact key, and what it rests on."""

    __slots__ = ("neg_score", "completion", "node", "offer", "plan", "start", "group", "version")

    def __init__(self, neg_score: float, completion: float, node: int, offer: int, plan: Plan, start: float,
                 group: Group, version: int) -> None:
        self.neg_score = neg_score
        self.completion = completion
        self.node = node
        self.offer = offer
        self.plan = plan
        self.start = start
        self.group = group
        self.version = version

    def key(self) -> Tuple[float, float, int, int]:
        return (self.neg_score, self.completion, self.node, self.offer)


class MaxUpeRound:
    """One mapping event (``Round`` and ``MinMinRule``): the available nodes by group, and the lazy greedy."""

    def __init__(self, policy: MaxUpe, context: DecisionContext, nodes: List[NodeTimeline], horizon: float,
                 e_bud: float, e_left: float) -> None:
        self.policy = policy
        self.context = context
        self.queued = policy.settings.queued
        self.nodes = nodes
        self.horizon = horizon
        self.e_bud = e_bud
        self.e_left = e_left
        assert policy.groups is not None
        self.whole = policy.groups
        self.versions: Dict[Group, int] = {}
        self.best_nodes: Dict[Tuple[Group, int], Tuple[int, float, int]] = {}
        self.revisable: Set[int] = set()
        if self.queued:
            self.members = self.whole.members
            self.open = [t.last_start <= horizon for t in nodes]
            self.left = sum(self.open)
        else:
            self.members = {}
            for n, node in enumerate(context.world.nodes):
                free = context.free_cores(n)
                if free > 0:
                    self.members.setdefault((node.core_type, free), []).append(n)
            self.left = sum(len(m) for m in self.members.values())

    # ---- Round

    def _plans(self, job: Job) -> Sequence[Tuple[Group, List[Plan]]]:
        """The groups of available nodes that can run ``job``, with their offers' plans."""
        if self.queued:
            return self.whole.plans(job)
        template = self.context.world.templates[job.template]
        groups = [g for g, m in self.members.items() if m and g[0] in template.core_types
                  and (job.resume_core_type < 0 or job.resume_core_type == g[0])]
        lists = self.context.template_plans_many([(job.template, g[0], g[1]) for g in groups])
        return [(g, p) for g, p in zip(groups, lists) if p]

    def _best_node(self, group: Group, cores: int) -> Tuple[int, float]:
        """The node of ``group`` where an offer of ``cores`` cores starts first (then the lowest), and that start."""
        version = self.versions.get(group, 0)
        cached = self.best_nodes.get((group, cores))
        if cached is not None and cached[2] == version:
            return cached[0], cached[1]
        if self.queued:
            start, node = min((self.nodes[n].ready_for(cores), n) for n in self.members[group])
        else:
            start, node = self.context.now, self.members[group][0]
        self.best_nodes[(group, cores)] = (node, start, version)
        return node, start

    def _passes(self, plan: Plan) -> bool:
        energy = plan.expected_energy_joules
        return energy <= self.e_bud and energy <= self.e_left

    def _evaluate(self, job: Job) -> Optional[Candidate]:
        """The job's best offer now (``MinMinRule``'s scan of one job), or None if it has none that counts."""
        at = self.policy.log_value(job).at
        best: Optional[Candidate] = None
        best_key = None
        for group, plans in self._plans(job):
            for i, plan in enumerate(plans):
                if not self._passes(plan):
                    continue
                node, start = self._best_node(group, plan.used_cores)
                completion = start + plan.expected_response_seconds
                value = at(completion)
                if value == -INF:
                    continue
                key = (self.policy.log_cost(plan) - value, completion, node, i)
                if best_key is None or key < best_key:
                    best_key = key
                    best = Candidate(key[0], completion, node, i, plan, start, group, self.versions.get(group, 0))
        return best

    def _bound(self, job: Job) -> float:
        """An upper bound of any score the job can reach in this event; −∞ if it can earn nothing."""
        at = self.policy.log_value(job).at
        plans = [p for _, ps in self._plans(job) for p in ps]
        if not plans:
            return -INF
        value = at(self.context.now + min(p.expected_response_seconds for p in plans))
        if value == -INF:
            return -INF
        return value - min(self.policy.log_cost(p) for p in plans) + ROUNDING

    def _fresh(self, c: Candidate) -> bool:
        return self.versions.get(c.group, 0) == c.version and self._passes(c.plan)

    # ---- MinMinRule

    def map(self) -> None:
        heap: List[Tuple[float, int]] = []
        by_index: Dict[int, Job] = {}
        exact: Dict[int, Candidate] = {}
        for job in self.policy.mappable.jobs():
            bound = self._bound(job)
            if bound != -INF:
                heap.append((-bound, job.index))
                by_index[job.index] = job
        heapq.heapify(heap)
        while self.left > 0:
            while heap:
                neg, index = heap[0]
                c = exact.get(index)
                if c is not None and c.neg_score == neg and self._fresh(c):
                    break
                heapq.heappop(heap)
                c = self._evaluate(by_index[index])
                if c is None:
                    exact.pop(index, None)
                else:
                    exact[index] = c
                    heapq.heappush(heap, (c.neg_score, index))
            if not heap:
                return
            _, index = heapq.heappop(heap)
            self._assign(by_index[index], exact.pop(index))

    def _assign(self, job: Job, c: Candidate) -> None:
        """``Round.assign``: queued, to the node's queue if it would start before the next event, else booked."""
        self.e_left -= c.plan.expected_energy_joules
        node = c.node
        if not self.queued:
            free_before = self.context.free_cores(node)
            self.context.allocate(job, node, c.plan)
            self.policy.mappable.remove(job)
            self._moved(node, (c.group[0], free_before), self.context.free_cores(node))
            return
        was_open = self.open[node]
        timeline = self.nodes[node]
        timeline.place(c.plan.used_cores, c.start, c.plan.expected_response_seconds)
        self.versions[c.group] = self.versions.get(c.group, 0) + 1
        if was_open:
            self.context.enqueue(job, node, c.plan)
            self.policy.mappable.remove(job)
            if timeline.last_start > self.horizon:
                self.open[node] = False
                self.left -= 1
        else:
            self.revisable.add(job.index)

    def _moved(self, node: int, old: Group, free: int) -> None:
        """Polled: ``node`` has ``free`` cores left; it leaves its group, and joins another if any are left."""
        self.members[old].remove(node)
        self.versions[old] = self.versions.get(old, 0) + 1
        self.left -= 1
        if free > 0:
            new = (old[0], free)
            members = self.members.setdefault(new, [])
            members.append(node)
            members.sort()
            self.versions[new] = self.versions.get(new, 0) + 1
            self.left += 1


def make(argv: Sequence[str]) -> MaxUpe:
    """The policy of valen's MaxUPE options, given as ``--environment polled``, ``--energy-budget-joules E``, …"""
    return MaxUpe(Settings.parse(argv, "python3 -m valen_policy.examples.max_upe"))


if __name__ == "__main__":
    sys.exit(run(make(sys.argv[1:])))
