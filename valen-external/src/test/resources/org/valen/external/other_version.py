"""Says hello in protocol version 99 (test of the version check)."""
import json
import sys

start = json.loads(sys.stdin.readline())
sys.stdout.write(json.dumps({"type": "hello", "protocol": 99, "name": "future",
                             "triggers": {"onEvents": True, "periodSeconds": 0, "periodIsCheckpoint": False}}) + "\n")
sys.stdout.flush()
sys.stdin.readline()
