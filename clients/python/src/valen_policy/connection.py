"""The protocol's framing: one JSON message per line, UTF-8, on standard input and output.

Standard output belongs to the protocol: ``run`` points ``sys.stdout`` at standard error, so that a
``print()`` in a policy goes to the terminal instead of breaking the conversation. With the environment
variable ``VALEN_POLICY_RECORD=FILE``, every line goes to FILE too, the kernel's after ``K ``, the
policy's after ``P `` (to read a session, or replay it: valen-external/scripts/client_cost.py).
"""
from __future__ import annotations

import json
from typing import Any, BinaryIO, Callable, Dict, Optional

PROTOCOL_VERSION = 1
"""The version of valen's external-policy protocol this client speaks (docs/formats.md)."""

_encode = json.JSONEncoder(separators=(",", ":"), allow_nan=False).encode
_decode = json.JSONDecoder().decode
DONE = b'{"type":"done"}\n'


class KernelError(Exception):
    """The kernel ended the run because of the policy (its message says why), or went away."""


class Connection:
    """Lines in, lines out."""

    def __init__(self, stdin: BinaryIO, stdout: BinaryIO, record: Optional[BinaryIO] = None) -> None:
        self._in = stdin
        self._out = stdout
        self._record = record
        self.on_last_look: Callable[[Dict[str, Any]], bool] = lambda message: True

    def send(self, message: Dict[str, Any]) -> None:
        self.send_line(_encode(message).encode("utf-8") + b"\n")

    def send_line(self, line: bytes) -> None:
        self._out.write(line)
        self._out.flush()
        if self._record is not None:
            self._record.write(b"P " + line)

    def receive(self) -> Dict[str, Any]:
        line = self._in.readline()
        if not line:
            raise KernelError("the kernel closed the connection")
        if self._record is not None:
            self._record.write(b"K " + line)
        message: Dict[str, Any] = _decode(line.decode("utf-8"))
        if message.get("type") == "error":
            raise KernelError(message.get("message", "the kernel ended the run"))
        return message

    def ask(self, question: Dict[str, Any]) -> Dict[str, Any]:
        """Sends a question or a decision and returns the kernel's answer; a last look the kernel asks
        while it works on the answer is answered first (``on_last_look``)."""
        self.send(question)
        while True:
            message = self.receive()
            kind = message["type"]
            if kind == "answer":
                return message
            if kind == "lastLook":
                self.send({"type": "lastLook", "start": bool(self.on_last_look(message))})
                continue
            raise KernelError("expected the kernel's answer, got a %r message" % kind)
