"""valen_policy: scheduling policies for valen, written in Python.

A policy subclasses ``Policy``, decides through a ``DecisionContext`` (the waiting jobs, free cores,
queues, the run's offers, and checked decisions), and is run by valen as an external policy::

    ./valen simulate --policy external --option command="python3 -m my_policy" -o runs/mine

where ``my_policy`` ends with ``sys.exit(run(MyPolicy()))``. The protocol it speaks with the kernel
(version 1, JSON lines over standard input and output) is described in valen's docs/formats.md.
"""
from .connection import PROTOCOL_VERSION, KernelError
from .context import DecisionContext
from .curves import ValueCurve
from .model import Job, NodeInfo, Offer, Plan, Pmf, TemplateInfo, Triggers, WaitingOrder, World
from .policy import Policy, run

__all__ = ["PROTOCOL_VERSION", "DecisionContext", "Job", "KernelError", "NodeInfo", "Offer", "Plan", "Pmf", "Policy",
           "TemplateInfo", "Triggers", "ValueCurve", "WaitingOrder", "World", "run"]
