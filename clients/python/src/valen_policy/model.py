"""The protocol's types as a policy sees them: plans, offers, jobs, triggers, waiting orders, the world.

They mirror valen's Java policy API (``org.valen.runtime.policy``) in Python's names:
``Plan.expected_response_seconds`` is ``Plan.expectedResponseSeconds()``, and so on.
"""
from __future__ import annotations

import enum
import math
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .curves import ValueCurve, curve_from_json


class WaitingOrder(enum.Enum):
    """Orders of the waiting jobs; ties always go to the earlier arrival (smaller index)."""

    ARRIVAL = "ARRIVAL"
    """Earliest arrival first."""
    DEADLINE = "DEADLINE"
    """Earliest deadline first: arrival + the value curve's deadline."""
    EXPIRY = "EXPIRY"
    """Earliest expiry first: arrival + the time from which the value curve is zero."""
    VALUE = "VALUE"
    """Highest maximum value first."""


class Triggers:
    """When the kernel asks the policy to decide (``org.valen.runtime.policy.Triggers``)."""

    __slots__ = ("on_events", "period_seconds", "period_is_checkpoint")

    def __init__(self, on_events: bool, period_seconds: float = 0.0, period_is_checkpoint: bool = False) -> None:
        if period_seconds < 0 or (not on_events and period_seconds == 0):
            raise ValueError("a policy must decide on events, periodically (period > 0), or both")
        self.on_events = on_events
        self.period_seconds = period_seconds
        self.period_is_checkpoint = period_is_checkpoint

    @staticmethod
    def on_events_only() -> "Triggers":
        """Whenever jobs arrive or finish."""
        return Triggers(True)

    @staticmethod
    def on_events_and_checkpoints(seconds: float) -> "Triggers":
        """Whenever jobs arrive or finish, and at checkpoints every ``seconds`` (running jobs pause there)."""
        return Triggers(True, seconds, True)

    @staticmethod
    def periodic(seconds: float) -> "Triggers":
        """Only at mapping events every ``seconds`` (paper 000)."""
        return Triggers(False, seconds, False)

    def to_json(self) -> Dict[str, Any]:
        return {"onEvents": self.on_events, "periodSeconds": self.period_seconds,
                "periodIsCheckpoint": self.period_is_checkpoint}


class Pmf:
    """A probability mass function of times on a grid: ``first_seconds + i * step_seconds`` (paper 002)."""

    __slots__ = ("first_seconds", "step_seconds", "probabilities")

    def __init__(self, first_seconds: float, step_seconds: float, probabilities: Sequence[float]) -> None:
        self.first_seconds = first_seconds
        self.step_seconds = step_seconds
        self.probabilities = tuple(probabilities)


class Plan:
    """How a job runs on the cores of one node: the plan core of each task, the v/f level of each core.

    Plans the kernel sent carry its number (``id``); a plan made by the policy has none and is sent
    whole. Plan cores are numbered by first use (canonical form), as the kernel requires.
    """

    __slots__ = ("id", "task_to_core", "core_levels", "task_order", "expected_response_seconds",
                 "expected_energy_joules", "response_time_pmf")

    def __init__(self, task_to_core: Sequence[int], core_levels: Sequence[int], expected_response_seconds: float,
                 expected_energy_joules: float, task_order: Sequence[int] = (), response_time_pmf: Optional[Pmf] = None,
                 id: Optional[int] = None) -> None:  # noqa: A002 - the protocol's name
        self.id = id
        self.task_to_core = tuple(task_to_core)
        self.core_levels = tuple(core_levels)
        self.task_order = tuple(task_order)
        self.expected_response_seconds = expected_response_seconds
        self.expected_energy_joules = expected_energy_joules
        self.response_time_pmf = response_time_pmf

    @property
    def used_cores(self) -> int:
        return len(self.core_levels)

    @property
    def task_count(self) -> int:
        return len(self.task_to_core)

    def to_json(self) -> Any:
        """The plan's number if the kernel sent it, else the whole plan."""
        if self.id is not None:
            return self.id
        o: Dict[str, Any] = {"taskToCore": list(self.task_to_core), "coreLevels": list(self.core_levels),
                             "expectedResponseSeconds": self.expected_response_seconds,
                             "expectedEnergyJoules": self.expected_energy_joules}
        if self.task_order:
            o["taskOrder"] = list(self.task_order)
        return o

    @staticmethod
    def from_json(o: Dict[str, Any]) -> "Plan":
        pmf = o.get("responseTimePmf")
        return Plan(o["taskToCore"], o["coreLevels"], o["expectedResponseSeconds"], o["expectedEnergyJoules"],
                    o.get("taskOrder", ()), Pmf(pmf["firstSeconds"], pmf["stepSeconds"], pmf["probabilities"])
                    if pmf else None, o["id"])

    def __repr__(self) -> str:
        return "Plan(id=%s, cores=%s, levels=%s)" % (self.id, list(self.task_to_core), list(self.core_levels))


class Job:
    """What a policy knows of a job in the system (``JobView``): kept up to date by the client.

    ``state`` is one of ``"waiting"``, ``"queued"``, ``"running"``, ``"done"``.
    """

    __slots__ = ("index", "id", "template", "template_id", "arrival_seconds", "deadline_seconds", "expiry_seconds",
                 "max_value", "_curve", "state", "node", "plan", "plan_start_seconds",
                 "done_work_fraction_at_plan_start", "reallocations", "preemptions", "resume_core_type", "_progress")

    def __init__(self, o: Dict[str, Any], template_id: str) -> None:
        self.index: int = o["job"]
        self.id: str = o["id"]
        self.template: int = o["template"]
        self.template_id = template_id
        self.arrival_seconds: float = o["arrivalSeconds"]
        self.deadline_seconds: float = o["deadlineSeconds"]
        expiry = o.get("expirySeconds")
        self.expiry_seconds: float = math.inf if expiry is None else expiry
        self.max_value: float = o["maxValue"]
        self._curve: Any = o["valueCurve"]  # read on first use: many policies never look at it
        self.state = "waiting"
        self.node = -1
        self.plan: Optional[Plan] = None
        self.plan_start_seconds = math.nan
        self.done_work_fraction_at_plan_start = 0.0
        self.reallocations = 0
        self.preemptions = 0
        self.resume_core_type = -1
        self._progress: Any = None

    @property
    def value_curve(self) -> ValueCurve:
        """The job's value as a function of seconds since its arrival."""
        curve = self._curve
        if not isinstance(curve, ValueCurve):
            curve = self._curve = curve_from_json(curve)
        return curve

    def value_if_completed_at(self, completion_seconds: float) -> float:
        """The value earned by completing at absolute time ``completion_seconds``."""
        return self.value_curve.value_at(completion_seconds - self.arrival_seconds)

    def is_waiting(self) -> bool:
        return self.state == "waiting"

    def is_queued(self) -> bool:
        return self.state == "queued"

    def is_running(self) -> bool:
        """Whether it holds cores (running, or paused for a checkpoint or a migration)."""
        return self.state == "running"

    def done_work_fraction(self) -> float:
        """Monitored progress now, 0 … 1 (asks the kernel, once per message of the kernel)."""
        return self._progress(self)[0]

    def expected_work_fraction(self) -> float:
        """The progress the current plan expects by now (asks the kernel, once per message of the kernel)."""
        return self._progress(self)[1]

    def __repr__(self) -> str:
        return "Job(%d %s, %s)" % (self.index, self.id, self.state)


class Offer:
    """How a job would run on one node from a given start: a plan, with the value at its expected completion."""

    __slots__ = ("job", "node", "plan", "start_seconds", "value")

    def __init__(self, job: Job, node: int, plan: Plan, start_seconds: float, value: float) -> None:
        self.job = job
        self.node = node
        self.plan = plan
        self.start_seconds = start_seconds
        self.value = value

    @property
    def response_seconds(self) -> float:
        return self.plan.expected_response_seconds

    @property
    def energy_joules(self) -> float:
        return self.plan.expected_energy_joules

    @property
    def completion_seconds(self) -> float:
        return self.start_seconds + self.plan.expected_response_seconds

    @property
    def cores(self) -> int:
        return self.plan.used_cores

    @property
    def value_per_joule(self) -> float:
        energy = self.plan.expected_energy_joules
        return 0.0 if energy == 0 else self.value / energy

    @property
    def value_per_second(self) -> float:
        return self.value / self.plan.expected_response_seconds

    def __repr__(self) -> str:
        return "Offer(job %d on node %d, %r from %s, value %s)" % (self.job.index, self.node, self.plan,
                                                                   self.start_seconds, self.value)


class NodeInfo:
    """A node of the platform: its id, the index of its core type, its cores."""

    __slots__ = ("index", "id", "core_type", "cores")

    def __init__(self, index: int, o: Dict[str, Any]) -> None:
        self.index = index
        self.id: str = o["id"]
        self.core_type: int = o["coreType"]
        self.cores: int = o["cores"]


class TemplateInfo:
    """A job template of the catalogue: its id, its number of tasks, the core types that run all of them."""

    __slots__ = ("index", "id", "tasks", "core_types")

    def __init__(self, index: int, o: Dict[str, Any]) -> None:
        self.index = index
        self.id: str = o["id"]
        self.tasks: int = o["tasks"]
        self.core_types: Tuple[int, ...] = tuple(o["coreTypes"])


class World:
    """What a policy is made from (``PolicyInputs``): the kernel's start message.

    ``platform`` and ``catalogue`` are the JSON of valen's platform and catalogue files
    (``docs/formats.md``); ``nodes``, ``core_types`` and ``templates`` are tables made from them.
    """

    def __init__(self, start: Dict[str, Any]) -> None:
        self.options: Dict[str, str] = start.get("options", {})
        self.profiles: bool = start.get("profiles", False)
        self.platform: Dict[str, Any] = start["platform"]
        self.catalogue: Dict[str, Any] = start["catalogue"]
        self.core_types: List[Tuple[str, int]] = [(t["id"], t["levels"]) for t in start["coreTypes"]]
        self.nodes: List[NodeInfo] = [NodeInfo(i, n) for i, n in enumerate(start["nodes"])]
        self.templates: List[TemplateInfo] = [TemplateInfo(i, t) for i, t in enumerate(start["templates"])]

    @property
    def total_cores(self) -> int:
        return sum(n.cores for n in self.nodes)
