"""Makes an impossible decision at its first decision point with a waiting job (test of the errors):
``--kind level`` allocates at a v/f level the node's core type lacks, ``--kind twice`` allocates the
same job twice, ``--kind job`` names a job that has not arrived, ``--kind type`` sends a message type
the kernel does not know."""
import sys

from valen_policy import Plan, Policy, run


class Impossible(Policy):
    name = "impossible"

    def __init__(self, kind):
        self.kind = kind

    def decide(self, context):
        job = context.first_waiting()
        if job is None:
            return
        if self.kind == "type":
            context._connection.ask({"type": "teleport", "job": job.index})
        elif self.kind == "job":
            context._act({"type": "drop", "job": 10 ** 6})
        offer = next(o for n in range(context.node_count()) for o in context.offers(job, n, context.total_cores(n)))
        if self.kind == "level":
            plan = offer.plan
            context.allocate(job, offer.node, Plan(plan.task_to_core, [99] * plan.used_cores,
                                                    plan.expected_response_seconds, plan.expected_energy_joules))
        context.enqueue(job, offer.node, offer.plan)
        context.enqueue(job, offer.node, offer.plan)


sys.exit(run(Impossible(sys.argv[sys.argv.index("--kind") + 1])))
