"""What the Python client spends on the kernel's messages, apart from the pipe: replays a recorded session
(``VALEN_POLICY_RECORD=FILE``, see clients/python) of a policy that decides nothing, timing the parse of each
kernel message and the rest of the client's work (bringing its copy up to date, calling the policy, answering).

    VALEN_POLICY_RECORD=/tmp/idle.rec ./valen simulate --policy external \\
        --option command="python3 -m valen_policy.examples.idle" -o /tmp/idle
    PYTHONPATH=clients/python/src python3 valen-external/scripts/client_cost.py /tmp/idle.rec
"""
import json
import sys
import time

from valen_policy.connection import DONE, Connection
from valen_policy.examples.idle import Idle
from valen_policy.policy import Session


class Discard:
    def write(self, line):
        pass

    def flush(self):
        pass


def main(path):
    lines = [line[2:] for line in open(path, "rb") if line.startswith(b"K ")]
    start, decisions = json.loads(lines[0]), [line for line in lines[1:] if b'"type":"decide"' in line]
    decode = json.JSONDecoder().decode
    for run in range(1, 4):
        session = Session(Idle(), Connection(None, Discard()), start)
        t0 = time.perf_counter()
        messages = [decode(line.decode("utf-8")) for line in decisions]
        t1 = time.perf_counter()
        for m in messages:
            session._take(m)
            session.context._begin(m, True)
            session.policy.decide(session.context)
            session.connection.send_line(DONE)
        t2 = time.perf_counter()
        n = len(messages)
        print("run %d: %d decide messages of %.0f bytes on average: parse %.1f µs, the rest %.1f µs per message"
              % (run, n, sum(map(len, decisions)) / n, (t1 - t0) / n * 1e6, (t2 - t1) / n * 1e6))


if __name__ == "__main__":
    main(sys.argv[1])
