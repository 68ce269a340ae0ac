"""Value curves: what a job earns as a function of when it completes, in seconds since its arrival.

The four kinds of valen's workload files (``docs/formats.md``), computed as valen's Java classes
compute them (``org.valen.model.value``), so that a policy sees the same values a Java policy sees.
"""
from __future__ import annotations

import math
from typing import Any, Dict, List, Tuple


class ValueCurve:
    """A non-increasing value curve; ``value_at(t)`` with t in seconds since the job's arrival."""

    kind: str = ""

    def value_at(self, seconds_since_arrival: float) -> float:
        raise NotImplementedError

    def max_value(self) -> float:
        """The value of completing at arrival: the largest value of the curve."""
        return self.value_at(0.0)

    def zero_after_seconds(self) -> float:
        """The time since arrival from which the value is zero; ``math.inf`` if it never is."""
        raise NotImplementedError

    def deadline_seconds(self) -> float:
        """The time since arrival until which the full value is earned."""
        raise NotImplementedError


class SoftDeadlineCurve(ValueCurve):
    """Paper 001: the full value until the deadline, then a decay to zero at ``zero_value_seconds``."""

    kind = "softDeadline"

    def __init__(self, max_value: float, deadline_seconds: float, zero_value_seconds: float,
                 decay_exponent: float) -> None:
        self._max = max_value
        self._deadline = deadline_seconds
        self._zero = zero_value_seconds
        self._exponent = decay_exponent

    def value_at(self, t: float) -> float:
        if t <= self._deadline:
            return self._max
        if t >= self._zero:
            return 0.0
        remaining = 1 - (t - self._deadline) / (self._zero - self._deadline)
        return self._max * math.pow(remaining, self._exponent)

    def max_value(self) -> float:
        return self._max

    def zero_after_seconds(self) -> float:
        return self._zero

    def deadline_seconds(self) -> float:
        return self._deadline


class StepCurve(ValueCurve):
    """A staircase: each step's value until its time (completing exactly then still earns it), then 0."""

    kind = "step"

    def __init__(self, steps: List[Tuple[float, float]]) -> None:
        self.steps = steps  # (untilSeconds, value)

    def value_at(self, t: float) -> float:
        for until, value in self.steps:
            if t <= until:
                return value
        return 0.0

    def zero_after_seconds(self) -> float:
        for i, (_, value) in enumerate(self.steps):
            if value == 0:
                return 0.0 if i == 0 else self.steps[i - 1][0]
        return math.nextafter(self.steps[-1][0], math.inf)

    def deadline_seconds(self) -> float:
        return self.steps[0][0]


class PiecewiseLinearCurve(ValueCurve):
    """Points joined by straight lines, constant after the last point."""

    kind = "piecewiseLinear"

    def __init__(self, points: List[Tuple[float, float]]) -> None:
        self.points = points  # (seconds, value)

    def value_at(self, t: float) -> float:
        if t <= 0:
            return self.points[0][1]
        for i in range(1, len(self.points)):
            b_seconds, b_value = self.points[i]
            if t <= b_seconds:
                a_seconds, a_value = self.points[i - 1]
                fraction = (t - a_seconds) / (b_seconds - a_seconds)
                return a_value + fraction * (b_value - a_value)
        return self.points[-1][1]

    def zero_after_seconds(self) -> float:
        for seconds, value in self.points:
            if value == 0:
                return seconds
        return math.inf

    def deadline_seconds(self) -> float:
        top = self.points[0][1]
        deadline = 0.0
        for seconds, value in self.points:
            if value == top:
                deadline = seconds
        return deadline


class IntervalDecayCurve(ValueCurve):
    """Papers 000 and 004: intervals, each decaying exponentially from its start value; 0 from ``end_seconds``."""

    kind = "intervalDecay"

    def __init__(self, intervals: List[Tuple[float, float, float]], end_seconds: float) -> None:
        self.intervals = intervals  # (startSeconds, startValue, decayPerSecond)
        self.end_seconds = end_seconds

    def value_at(self, t: float) -> float:
        if t >= self.end_seconds:
            return 0.0
        intervals = self.intervals
        current = 0
        while current + 1 < len(intervals) and intervals[current + 1][0] <= t:
            current += 1
        start, value, decay = intervals[current]
        if decay == 0:
            return value
        return value * math.exp(-decay * (max(t, 0.0) - start))

    def max_value(self) -> float:
        return self.intervals[0][1]

    def zero_after_seconds(self) -> float:
        return self.end_seconds

    def deadline_seconds(self) -> float:
        first = self.intervals[0]
        if first[2] > 0:
            return 0.0
        return self.intervals[1][0] if len(self.intervals) > 1 else self.end_seconds


def curve_from_json(o: Dict[str, Any]) -> ValueCurve:
    """The curve of a workload file's ``"valueCurve"`` object."""
    kind = o["kind"]
    if kind == SoftDeadlineCurve.kind:
        return SoftDeadlineCurve(o["maxValue"], o["deadlineSeconds"], o["zeroValueSeconds"], o.get("decayExponent", 1.0))
    if kind == StepCurve.kind:
        return StepCurve([(s["untilSeconds"], s["value"]) for s in o["steps"]])
    if kind == PiecewiseLinearCurve.kind:
        return PiecewiseLinearCurve([(p["seconds"], p["value"]) for p in o["points"]])
    if kind == IntervalDecayCurve.kind:
        return IntervalDecayCurve([(i["startSeconds"], i["startValue"], i.get("decayPerSecond", 0.0))
                                   for i in o["intervals"]], o["endSeconds"])
    raise ValueError("unknown value curve kind " + repr(kind))
