"""Example policies: ``edf`` (earliest deadline first), ``max_upe`` (paper 000's Max UPE) and ``idle``
(decides nothing: the protocol's own cost). Run one with ``python3 -m valen_policy.examples.NAME``."""
