"""Paper 000's resource manager (Khemka et al., section III) as building blocks over the kernel's offers: the
settings, the mappable set, nodes' ready times, dropping (III-B), the energy filter (III-C) and log utilities.

Each mirrors a class of valen-hc's readable rules (``org.valen.hc.paper000.rules`` and ``.mapping``) and
computes the same numbers in the same order, so that a heuristic built on them makes the Java one's decisions.
"""
from __future__ import annotations

import argparse
import math
from typing import Dict, List, Optional, Sequence, Tuple

from valen_policy import DecisionContext, Job, Plan
from valen_policy.curves import IntervalDecayCurve, ValueCurve

INF = math.inf


def log(x: float) -> float:
    """Java's ``Math.log``: −∞ for 0 (Python's raises)."""
    return math.log(x) if x > 0 else -INF


class Settings:
    """``MappingSettings`` with ``Paper000Options``' defaults: queued, no filter, no budget, the day of hours
    3–26 when there is a budget, a 0.5 dropping threshold, one-minute mapping events."""

    def __init__(self, environment: str = "queued", filter_on: bool = False, energy_budget_joules: float = INF,
                 dropping_threshold: float = 0.5, day_start_seconds: float = 2 * 3600.0,
                 day_end_seconds: Optional[float] = None, mapping_interval_seconds: float = 60.0) -> None:
        if environment not in ("queued", "polled"):
            raise ValueError("environment must be queued or polled")
        if filter_on and math.isinf(energy_budget_joules):
            raise ValueError("the energy filter needs an energy budget: give --energy-budget-joules")
        self.queued = environment == "queued"
        self.filter = filter_on
        self.energy_budget_joules = energy_budget_joules
        self.dropping_threshold = dropping_threshold
        self.day_start_seconds = day_start_seconds
        self.day_end_seconds = day_end_seconds if day_end_seconds is not None else (
            26 * 3600.0 if math.isfinite(energy_budget_joules) else INF)
        self.mapping_interval_seconds = mapping_interval_seconds

    @property
    def day_seconds(self) -> float:
        return self.day_end_seconds - self.day_start_seconds

    @staticmethod
    def parse(argv: Sequence[str], prog: str) -> "Settings":
        """The settings of command-line options named as valen's (``--environment polled``, ``--filter on``, …)."""
        p = argparse.ArgumentParser(prog=prog, description="paper 000's mapping events (section III), in Python")
        p.add_argument("--environment", choices=["queued", "polled"], default="queued")
        p.add_argument("--filter", choices=["on", "off"], default="off", help="the adaptive energy filter (III-C)")
        p.add_argument("--energy-budget-joules", default="none", help="the day's energy constraint E, or none")
        p.add_argument("--dropping-threshold", type=float, default=0.5)
        p.add_argument("--day-start-seconds", type=float, default=7200.0)
        p.add_argument("--day-end-seconds", default=None, help="default 93600 with a budget, else none")
        p.add_argument("--mapping-interval-seconds", type=float, default=60.0)
        a = p.parse_args(list(argv))

        def number_or_none(text: Optional[str]) -> Optional[float]:
            return None if text is None else INF if text.strip().lower() == "none" else float(text)

        budget = number_or_none(a.energy_budget_joules)
        return Settings(a.environment, a.filter == "on", INF if budget is None else budget,
                        a.dropping_threshold, a.day_start_seconds, number_or_none(a.day_end_seconds),
                        a.mapping_interval_seconds)


class LogUtility:
    """``LogUtility``: a job's value in absolute time, in the log domain (−∞ for none)."""

    __slots__ = ("at",)

    def __init__(self, curve: ValueCurve, arrival: float) -> None:
        if isinstance(curve, IntervalDecayCurve):
            starts = [arrival + s for s, _, _ in curve.intervals]
            logs = [log(v) for _, v, _ in curve.intervals]
            rates = [r for _, _, r in curve.intervals]
            end = arrival + curve.end_seconds
            first = starts[0]
            last = len(starts) - 1

            def at(seconds: float) -> float:
                if seconds >= end:
                    return -INF
                k = last
                while k > 0 and starts[k] > seconds:
                    k -= 1
                return logs[k] - rates[k] * (max(seconds, first) - starts[k])
        else:
            def at(seconds: float) -> float:
                return log(curve.value_at(seconds - arrival))
        self.at = at


def last_time_at_least(curve: ValueCurve, arrival: float, threshold: float) -> float:
    """``LogUtility.lastTimeAtLeast``: the latest completion that still earns ``threshold`` (up to rounding)."""
    if isinstance(curve, IntervalDecayCurve):
        intervals = curve.intervals
        for k, (start, value, decay) in enumerate(intervals):
            interval_end = intervals[k + 1][0] if k + 1 < len(intervals) else curve.end_seconds
            if value < threshold:
                return arrival + start
            if decay > 0:
                crossing = start + log(value / threshold) / decay
                if crossing < interval_end:
                    return arrival + crossing
        return arrival + curve.end_seconds
    zero = curve.zero_after_seconds()
    high = zero if math.isfinite(zero) else 1e9
    if curve.value_at(0) < threshold:
        return arrival
    low = 0.0
    for _ in range(60):
        mid = (low + high) / 2
        if curve.value_at(mid) >= threshold:
            low = mid
        else:
            high = mid
    return arrival + high


class MappableSet:
    """The mappable tasks set (III-A) in the order of a pool: a job that joins goes last, one that leaves is
    replaced by the last one."""

    def __init__(self) -> None:
        self._jobs: List[Job] = []
        self._positions: Dict[int, int] = {}

    def add(self, job: Job) -> None:
        if job.index in self._positions:
            raise ValueError("job %s is mappable already" % job.id)
        self._positions[job.index] = len(self._jobs)
        self._jobs.append(job)

    def remove(self, job: Job) -> None:
        at = self._positions.pop(job.index)
        last = self._jobs.pop()
        if last is not job:
            self._jobs[at] = last
            self._positions[last.index] = at

    def __contains__(self, job: Job) -> bool:
        return job.index in self._positions

    def jobs(self) -> List[Job]:
        return list(self._jobs)


class NodeTimeline:
    """``NodeTimeline``: when each core of a node becomes free, its ready time for c cores, and the energy its
    running and queued jobs will still use."""

    __slots__ = ("now", "core_free", "last_start", "running_joules", "queued_joules")

    def __init__(self, cores: int, now: float) -> None:
        self.now = now
        self.core_free = [now] * cores
        self.last_start = -INF
        self.running_joules = 0.0
        self.queued_joules = 0.0

    @staticmethod
    def of(context: DecisionContext) -> List["NodeTimeline"]:
        nodes = [NodeTimeline(context.total_cores(n), context.now) for n in range(context.node_count())]
        for job in context.running():
            nodes[job.node].hold(job.plan, job.plan_start_seconds + job.plan.expected_response_seconds)
        for n in range(context.node_count()):
            for job in context.queue(n):
                nodes[n].queue(job.plan)
        return nodes

    def hold(self, plan: Plan, end: float) -> None:
        for c in range(plan.used_cores):
            self.core_free[c] = max(self.now, end)
        self.core_free.sort()
        left = max(0.0, end - self.now)
        self.running_joules += plan.expected_energy_joules * left / plan.expected_response_seconds

    def queue(self, plan: Plan) -> None:
        self.place(plan.used_cores, self.ready_for(plan.used_cores), plan.expected_response_seconds)
        self.queued_joules += plan.expected_energy_joules

    def ready_for(self, cores: int) -> float:
        return max(self.last_start, self.core_free[cores - 1])

    def place(self, cores: int, start: float, response: float) -> None:
        for c in range(cores):
            self.core_free[c] = start + response
        self.core_free.sort()
        self.last_start = start

    def unmovable_joules(self) -> float:
        return self.running_joules + self.queued_joules

    def remaining_core_seconds(self, day_end: float) -> float:
        total = 0.0
        for free in self.core_free:
            total += max(0.0, day_end - free)
        return total


class NodeGroups:
    """Nodes of one core type and one number of cores, which the kernel offers the same plans: the plans of a
    template on a group, and the best node of a group for c cores (earliest ready, then lowest index)."""

    def __init__(self, context: DecisionContext) -> None:
        self.context = context
        world = context.world
        self.members: Dict[Tuple[int, int], List[int]] = {}
        for node in world.nodes:
            self.members.setdefault((node.core_type, node.cores), []).append(node.index)
        self.keys = list(self.members)
        self._runnable: Dict[Tuple[int, int], List[Tuple[Tuple[int, int], List[Plan]]]] = {}

    def plans(self, job: Job) -> List[Tuple[Tuple[int, int], List[Plan]]]:
        """(group, plans) of every group that can run ``job``, its plans being the kernel's offers on a whole node."""
        key = (job.template, job.resume_core_type)
        found = self._runnable.get(key)
        if found is None:
            template = self.context.world.templates[job.template]
            groups = [g for g in self.keys if g[0] in template.core_types
                      and (job.resume_core_type < 0 or job.resume_core_type == g[0])]
            lists = self.context.template_plans_many([(job.template, g[0], g[1]) for g in groups])
            found = [(g, p) for g, p in zip(groups, lists) if p]
            self._runnable[key] = found
        return found


class DroppingRule:
    """``DroppingRule`` (III-B): drops every mappable job whose value at its earliest completion on any node
    (from the node's ready time) is below the threshold, or nothing."""

    def __init__(self, threshold: float) -> None:
        self.threshold = threshold

    def run(self, context: DecisionContext, mappable: MappableSet, nodes: List[NodeTimeline],
            groups: NodeGroups) -> None:
        earliest_ready: Dict[Tuple[Tuple[int, int], int], float] = {}
        by_template: Dict[Tuple[int, int], float] = {}
        low = []
        for job in mappable.jobs():
            key = (job.template, job.resume_core_type)
            earliest = by_template.get(key)
            if earliest is None:
                earliest = INF
                for g, plans in groups.plans(job):
                    for plan in plans:
                        ready = earliest_ready.get((g, plan.used_cores))
                        if ready is None:
                            ready = min(nodes[n].ready_for(plan.used_cores) for n in groups.members[g])
                            earliest_ready[(g, plan.used_cores)] = ready
                        earliest = min(earliest, ready + plan.expected_response_seconds)
                by_template[key] = earliest
            best = 0.0 if math.isinf(earliest) else job.value_if_completed_at(earliest)
            if best < self.threshold or best <= 0:
                low.append(job)
        low.sort(key=lambda j: (j.template, last_time_at_least(j.value_curve, j.arrival_seconds, self.threshold),
                                j.index))
        for job in low:
            context.drop(job)
            mappable.remove(job)


class DayEnergy:
    """``DayEnergy`` (III-C): the mean core-seconds and energy of a plan over every template, core type and plan
    the run offers on a whole node of that type; the filter of a mapping event from them."""

    def __init__(self, context: DecisionContext) -> None:
        world = context.world
        queries = []
        for t in range(len(world.templates)):
            for k in range(len(world.core_types)):
                cores = max((n.cores for n in world.nodes if n.core_type == k), default=0)
                queries.append((t, k, cores))
        core_seconds = 0.0
        joules = 0.0
        count = 0
        for plans in context.template_plans_many(queries):
            for p in plans:
                core_seconds += p.expected_response_seconds * p.used_cores
                joules += p.expected_energy_joules
                count += 1
        self.mean_core_seconds = core_seconds / count
        self.mean_joules = joules / count

    def filter(self, budget: float, consumed: float, nodes: List[NodeTimeline], day_end: float, day_seconds: float,
               cores: int) -> Tuple[float, float]:
        """(e_rem, e_bud) of Eqs. 1–3 (``EnergyFilter.compute``)."""
        unmovable = 0.0
        remaining = 0.0
        for node in nodes:
            unmovable += node.unmovable_joules()
            remaining += node.remaining_core_seconds(day_end)
        total = cores * day_seconds
        committed = consumed + unmovable
        e_rem = budget - committed
        n = min(remaining / self.mean_core_seconds, e_rem / self.mean_joules)
        used = total - remaining
        if used <= 0:
            lam = 1.0
        elif committed <= 0:
            lam = INF
        else:
            lam = (budget / total) / (committed / used)
        e_bud = 0.0 if e_rem <= 0 or n <= 0 else lam * e_rem / n
        return e_rem, e_bud
