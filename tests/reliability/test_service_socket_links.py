"""The warm service's socket is made through its folder's descriptor: a link swapped in
for the folder after it was checked (the moment before bind) is not followed, and
nothing is created, removed or re-permissioned outside the home."""

from __future__ import annotations

import os
import socket
import sys
from pathlib import Path

import pytest

from memwell.service import server as server_module
from memwell.service.address import service_dir
from memwell.service.server import Service

pytestmark = pytest.mark.skipif(
    not hasattr(socket, "AF_UNIX") or not sys.platform.startswith("linux"),
    reason="the descriptor-relative bind needs Linux's /proc",
)


def test_a_folder_swapped_for_a_link_before_bind_is_not_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    outside = tmp_path / "outside"
    outside.mkdir()
    service = Service(home, warm=False)
    folder = service_dir(service.home)
    real_umask = os.umask

    def swap_then_umask(mask: int) -> int:
        # between the folder's check and the bind: the folder moves, a link takes its name
        if not folder.is_symlink():
            folder.rename(folder.with_name("service-moved"))
            folder.symlink_to(outside, target_is_directory=True)
        return real_umask(mask)

    monkeypatch.setattr(server_module.os, "umask", swap_then_umask)
    with service._exclusive(), service._listening():
        assert list(outside.iterdir()) == []  # the socket is not made through the link
        assert (folder.with_name("service-moved") / service.socket_path.name).exists()
    assert list(outside.iterdir()) == []
