"""Takes every kind of decision the protocol has, legal ones only, drawn from a seeded generator: allocate,
enqueue on a node, enqueue on a core, withdraw, reallocate (other levels on the same cores, with an
overhead), preempt, drop, and a last look that cancels some queued jobs. For the tests that check the
client's copy of the kernel's state after each of them (run with ``valen_policy.checked``)."""
import random
import sys

from valen_policy import Policy, Triggers, WaitingOrder, run


class Exerciser(Policy):
    name = "exerciser"

    def __init__(self, seed):
        self.random = random.Random(seed)

    def triggers(self):
        return Triggers.on_events_and_checkpoints(1800)

    def last_look(self, job, now_seconds):
        return self.random.random() < 0.9

    def decide(self, context):
        r = self.random
        for job in context.running():
            if context.at_checkpoint and r.random() < 0.2:
                context.preempt(job, r.random() < 0.5)
            elif context.at_checkpoint and r.random() < 0.2:
                self._relevel(context, job)
        for node in range(context.node_count()):
            for job in context.queue(node)[1:]:
                if r.random() < 0.3:
                    context.withdraw(job)
        for job in list(context.waiting(WaitingOrder.DEADLINE)):
            if not job.is_waiting():
                continue
            choice = r.random()
            if choice < 0.05:
                context.drop(job)
            elif choice < 0.75:
                self._start(context, job, r.random() < 0.5)
            elif choice < 0.9:
                self._queue(context, job)

    def _start(self, context, job, fastest):
        offers = [o for n in range(context.node_count()) for o in context.offers(job, n)]
        if offers:
            best = min(offers, key=(lambda o: o.response_seconds) if fastest else (lambda o: o.energy_joules))
            context.allocate(job, best.node, best.plan)

    def _queue(self, context, job):
        for node in self.random.sample(range(context.node_count()), context.node_count()):
            offers = context.offers(job, node, context.total_cores(node))
            if not offers:
                continue
            offer = offers[self.random.randrange(len(offers))]
            if offer.cores == 1 and self.random.random() < 0.5:
                context.enqueue_on_core(job, node, self.random.randrange(context.total_cores(node)), offer.plan)
            else:
                context.enqueue(job, node, offer.plan)
            return

    def _relevel(self, context, job):
        """Other levels on the same cores of the same node (a v/f change: checkpoint and restart)."""
        plan = job.plan
        levels = context.world.core_types[context.core_type_of(job.node)][1]
        new_levels = [self.random.randrange(levels) for _ in plan.core_levels]
        from valen_policy import Plan
        context.reallocate(job, job.node, Plan(plan.task_to_core, new_levels, plan.expected_response_seconds,
                                               plan.expected_energy_joules, plan.task_order), 1.0)


def make(argv):
    return Exerciser(int(argv[0]) if argv else 1)


if __name__ == "__main__":
    sys.exit(run(make(sys.argv[1:])))
