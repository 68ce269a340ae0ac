"""Exits before its hello, with status 3 (test of the external policy's errors)."""
import sys

sys.stderr.write("exits_at_start: giving up\n")
sys.exit(3)
