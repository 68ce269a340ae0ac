"""The base class of a policy in Python, and ``run``, which speaks the protocol with the kernel for it."""
from __future__ import annotations

import os
import sys
from typing import Any, BinaryIO, Dict, Optional, Tuple

from .connection import DONE, PROTOCOL_VERSION, Connection, KernelError
from .context import DecisionContext
from .mirror import Mirror
from .model import Job, Triggers, World


class Policy:
    """A resource-allocation policy (``org.valen.runtime.policy.Policy``): subclass it and override
    ``decide``; ``name`` and ``triggers`` say who it is and when it decides.

    The hooks ``arrived``, ``finished`` and ``last_look`` may look but not act: a policy acts in
    ``decide``. ``last_look`` is asked for (one exchange with the kernel per queued job that starts)
    only if the subclass overrides it.
    """

    name: str = "python-policy"
    """The policy's name in results (summary.json) and messages."""

    def triggers(self) -> Triggers:
        """When the kernel asks the policy to decide; by default whenever jobs arrive or finish."""
        return Triggers.on_events_only()

    def started(self, world: World) -> None:
        """Told of the platform, catalogue and options before anything else; by default nothing."""

    def decide(self, context: DecisionContext) -> None:
        """Look at the data centre and act through ``context``."""
        raise NotImplementedError

    def arrived(self, job: Job) -> None:
        """Told of each job as it arrives, before any decision sees it."""

    def finished(self, job: Job) -> None:
        """Told of each job as its last task finishes, before any decision sees it."""

    def last_look(self, job: Job, now_seconds: float) -> bool:
        """The last look at a queued job the moment it would start: False cancels it for good. It may ask
        questions (offers, progress) but not decide."""
        return True

    def wants_last_look(self) -> bool:
        """Whether the kernel asks ``last_look`` (one exchange per queued job that starts): by default, whether
        the class overrides it."""
        return type(self).last_look is not Policy.last_look

    def ended(self) -> None:
        """Told once when the run is over; by default nothing."""


class Session:
    """One run with the kernel: the copy of its state, the context, and the loop over its messages."""

    def __init__(self, policy: Policy, connection: Connection, start: Dict[str, Any]) -> None:
        self.policy = policy
        self.connection = connection
        self.mirror = Mirror(World(start))
        self.context = DecisionContext(connection, self.mirror, self._take)
        self._progress: Dict[int, Tuple[float, float]] = {}
        self._asks_last_look = policy.wants_last_look()
        connection.on_last_look = self._last_look

    def hello(self) -> Dict[str, Any]:
        return {"type": "hello", "protocol": PROTOCOL_VERSION, "name": self.policy.name,
                "triggers": self.policy.triggers().to_json(), "lastLook": self._asks_last_look}

    def _take(self, message: Dict[str, Any]) -> None:
        """Brings the copy up to date with a message of the kernel, then calls the hooks it brings."""
        self._progress.clear()
        events = self.mirror.apply(message)
        for event, job in events:
            if event == "arrived":
                job._progress = self._progress_of
                self.policy.arrived(job)
            else:
                self.policy.finished(job)

    def _progress_of(self, job: Job) -> Tuple[float, float]:
        if job.index not in self._progress:
            self._progress[job.index] = self.context.progress([job])[0]
        return self._progress[job.index]

    def _last_look(self, message: Dict[str, Any]) -> bool:
        acting = self.context._acting
        self._take(message)
        self.context._begin(message, False)
        try:
            return self.policy.last_look(self.mirror.jobs[message["job"]], message["timeSeconds"])
        finally:
            self.context._acting = acting

    def loop(self) -> None:
        """Answers the kernel's messages until it says the run is over."""
        connection = self.connection
        while True:
            message = connection.receive()
            kind = message["type"]
            if kind == "decide":
                self._take(message)
                self.context._begin(message, True)
                self.policy.decide(self.context)
                self.context._acting = False
                connection.send_line(DONE)
            elif kind == "lastLook":
                connection.send({"type": "lastLook", "start": bool(self._last_look(message))})
            elif kind == "end":
                self.policy.ended()
                return
            else:
                raise KernelError("unexpected %r message from the kernel" % kind)


def run(policy: Policy, stdin: Optional[BinaryIO] = None, stdout: Optional[BinaryIO] = None) -> int:
    """Runs ``policy`` for the kernel that started this process; returns the exit status (0 when the run ended
    normally, 1 when the kernel ended it because of the policy: its message is the kernel's to print)."""
    if stdin is None or stdout is None:
        stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
        sys.stdout = sys.stderr  # print() must not write into the protocol
    record = os.environ.get("VALEN_POLICY_RECORD")
    connection = Connection(stdin, stdout, open(record, "wb") if record else None)
    try:
        start = connection.receive()
        if start.get("type") != "start" or start.get("protocol") != PROTOCOL_VERSION:
            sys.stderr.write("valen_policy: expected the kernel's start message of protocol %d, got %r\n"
                             % (PROTOCOL_VERSION, {k: start.get(k) for k in ("type", "protocol")}))
            return 2
        session = Session(policy, connection, start)
        policy.started(session.mirror.world)
        connection.send(session.hello())
        session.loop()
        return 0
    except KernelError:
        return 1
