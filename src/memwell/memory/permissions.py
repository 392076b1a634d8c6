"""Permission checks: per operation and scope, allow / ask through a callback / deny."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeAlias

from memwell.config import Operation, Settings
from memwell.errors import PermissionDenied


@dataclass(frozen=True, slots=True)
class PermissionRequest:
    """What the caller is asked to approve, in words a person can judge."""

    operation: Operation
    scope: str
    target: str
    summary: str


AskCallback: TypeAlias = Callable[[PermissionRequest], bool]


def check(settings: Settings, request: PermissionRequest, ask: AskCallback | None) -> None:
    """Return if allowed; raise `PermissionDenied` otherwise."""
    decision = settings.permission(request.operation, request.scope)
    if decision == "allow":
        return
    if decision == "deny":
        raise PermissionDenied(request.operation, request.scope)
    # decision == "ask": nobody to ask means no (a hook or a batch job cannot confirm)
    if ask is None:
        raise PermissionDenied(
            request.operation,
            request.scope,
            "needs confirmation, and no one can be asked here "
            f'(set permissions."{request.operation}.{request.scope}" = "allow" to permit it)',
        )
    if not ask(request):
        raise PermissionDenied(request.operation, request.scope, "declined")
