"""``cached_property`` without its lock, for the frozen records of ``converter.models``.

Moved out of ``converter.models`` as it was (a helper of the records, not a record).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

_Value = TypeVar("_Value")


class _ComputedOnce(Generic[_Value]):
    """``functools.cached_property`` without its lock: the value is computed on the first
    read and stored in the instance's ``__dict__``, where later reads find it (a non-data
    descriptor). Python 3.11's ``cached_property`` takes a lock on every first read, which
    costs twice the computing of a line's size or boldness (the SRD reads 77,000 of them)."""

    def __init__(self, compute: Callable[[Any], _Value]) -> None:
        self.compute = compute
        self.name = compute.__name__
        self.__doc__ = compute.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: Any, owner: type | None = None) -> Any:
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.compute(instance)
        return value


if TYPE_CHECKING:  # type checkers know cached_property's types; the runtime one is cheaper
    from functools import cached_property
else:
    cached_property = _ComputedOnce
