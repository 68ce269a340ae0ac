"""Unit tests of the client alone (no kernel): value curves, command-line-free pieces of the copy of the state.

    python3 -m unittest discover -s clients/python/tests -t clients/python   (from the repository, with src on PYTHONPATH)
"""
import io
import json
import math
import unittest

from valen_policy import Plan, Policy, Triggers, WaitingOrder
from valen_policy.curves import curve_from_json
from valen_policy.mirror import Mirror
from valen_policy.model import World
from valen_policy.policy import run


def world():
    return World({"platform": {}, "catalogue": {}, "coreTypes": [{"id": "a", "levels": 3}, {"id": "b", "levels": 3}],
                  "nodes": [{"id": "n0", "coreType": 0, "cores": 2}, {"id": "n1", "coreType": 1, "cores": 1}],
                  "templates": [{"id": "t0", "tasks": 1, "coreTypes": [0, 1]}, {"id": "t1", "tasks": 1, "coreTypes": [1]}]})


def arrival(index, template, deadline, expiry, value):
    return {"job": index, "id": "j%d" % index, "template": template, "arrivalSeconds": 0.0, "deadlineSeconds": deadline,
            "expirySeconds": expiry, "maxValue": value,
            "valueCurve": {"kind": "step", "steps": [{"untilSeconds": deadline, "value": value}]}}


class CurvesTest(unittest.TestCase):
    def test_interval_decay_decays_within_an_interval_and_is_zero_from_its_end(self):
        c = curve_from_json({"kind": "intervalDecay", "endSeconds": 100.0, "intervals": [
            {"startSeconds": 0.0, "startValue": 4.0, "decayPerSecond": 0.0},
            {"startSeconds": 50.0, "startValue": 2.0, "decayPerSecond": 0.01}]})
        self.assertEqual(c.value_at(10), 4.0)
        self.assertEqual(c.value_at(60), 2.0 * math.exp(-0.01 * 10))
        self.assertEqual(c.value_at(100), 0.0)
        self.assertEqual((c.max_value(), c.zero_after_seconds(), c.deadline_seconds()), (4.0, 100.0, 50.0))

    def test_steps_keep_a_steps_value_until_its_time(self):
        c = curve_from_json({"kind": "step", "steps": [{"untilSeconds": 10.0, "value": 3.0},
                                                       {"untilSeconds": 20.0, "value": 0.0}]})
        self.assertEqual([c.value_at(t) for t in (10, 10.5, 21)], [3.0, 0.0, 0.0])
        self.assertEqual(c.zero_after_seconds(), 10.0)

    def test_piecewise_linear_and_soft_deadline(self):
        p = curve_from_json({"kind": "piecewiseLinear", "points": [{"seconds": 0.0, "value": 2.0},
                                                                   {"seconds": 10.0, "value": 0.0}]})
        self.assertEqual(p.value_at(5), 1.0)
        s = curve_from_json({"kind": "softDeadline", "maxValue": 10.0, "deadlineSeconds": 10.0,
                             "zeroValueSeconds": 20.0, "decayExponent": 1.0})
        self.assertEqual((s.value_at(10), s.value_at(15), s.value_at(20)), (10.0, 5.0, 0.0))


class MirrorTest(unittest.TestCase):
    def setUp(self):
        self.mirror = Mirror(world())
        self.mirror.apply({"changes": {
            "arrived": [arrival(0, 0, 30.0, 40.0, 1.0), arrival(1, 1, 10.0, None, 2.0), arrival(2, 0, 20.0, 50.0, 2.0)],
            "jobs": [{"job": 0, "state": "waiting"}, {"job": 1, "state": "waiting"}, {"job": 2, "state": "waiting"}]}})

    def order(self, order, core_type=-1):
        return [j.index for j in self.mirror.walk(order, core_type)]

    def test_orders_break_ties_by_arrival_and_never_expiring_jobs_go_last(self):
        self.assertEqual(self.order(WaitingOrder.DEADLINE), [1, 2, 0])
        self.assertEqual(self.order(WaitingOrder.EXPIRY), [0, 2, 1])
        self.assertEqual(self.order(WaitingOrder.VALUE), [1, 2, 0])
        self.assertEqual(self.order(WaitingOrder.DEADLINE, 0), [2, 0])

    def test_a_walk_skips_a_job_that_stops_waiting_and_meets_one_that_waits_again_after_it(self):
        self.mirror.plans[0] = Plan([0], [0], 5.0, 1.0, id=0)
        walk = self.mirror.walk(WaitingOrder.DEADLINE, -1)
        self.assertEqual(next(walk).index, 1)
        self.mirror.apply({"changes": {"jobs": [{"job": 2, "state": "queued", "node": 0, "plan": 0}]}})
        self.assertEqual(next(walk).index, 0)
        self.mirror.apply({"changes": {"jobs": [{"job": 2, "state": "waiting"}]}})
        self.assertEqual(list(walk), [])
        self.assertEqual(self.mirror.waiting_count(), 3)

    def test_a_preempted_job_bound_to_its_core_type_waits_in_that_types_order_only(self):
        self.mirror.apply({"changes": {"jobs": [{"job": 0, "state": "waiting", "preemptions": 1, "resumeCoreType": 1}]}})
        self.assertEqual(self.order(WaitingOrder.DEADLINE, 0), [2])
        self.assertEqual(self.order(WaitingOrder.ARRIVAL, 1), [0, 1, 2])


class SessionTest(unittest.TestCase):
    def test_print_in_a_policy_goes_to_standard_error_and_the_hello_says_who_it_is(self):
        class Quiet(Policy):
            name = "quiet"

            def triggers(self):
                return Triggers.periodic(60)

            def decide(self, context):
                pass

        start = {"type": "start", "protocol": 1, "platform": {}, "catalogue": {}, "coreTypes": [], "nodes": [],
                 "templates": []}
        kernel = io.BytesIO((json.dumps(start) + "\n" + json.dumps({"type": "end", "timeSeconds": 0}) + "\n").encode())
        out = io.BytesIO()
        self.assertEqual(run(Quiet(), kernel, out), 0)
        hello = json.loads(out.getvalue().decode().splitlines()[0])
        self.assertEqual(hello, {"type": "hello", "protocol": 1, "name": "quiet", "lastLook": False,
                                 "triggers": {"onEvents": False, "periodSeconds": 60, "periodIsCheckpoint": False}})


if __name__ == "__main__":
    unittest.main()
