"""Runs a demo on a pseudo-terminal, the way a person's terminal would, and measures it.

  demo-probe.py first-frame BINARY   milliseconds from launch to the first complete frame
  demo-probe.py peak-rss BINARY      peak resident memory (KiB) after a search paged to 300 rows
  demo-probe.py floor-rss BINARY     peak resident memory (KiB) of a program that waits for input
  demo-probe.py swift-run DIR DEMO   seconds from `swift run DEMO` in package DIR to its first
                                     complete frame, the build included

Used by Scripts/benchmark. A frame is complete when the synchronized update that carries the
footer has ended.
"""
import os
import pty
import select
import struct
import sys
import termios
import fcntl
import time

COLUMNS, ROWS = 100, 30
END_OF_FRAME = b"\x1b[?2026l"
FOOTER = "Ctrl-C quit".encode()


def launch(binary, arguments=None):
    arguments = arguments or [binary]
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        os.execvp(arguments[0], arguments + ["--latency", "0"])
    return pid, master


def read_until(master, predicate, buffer, timeout=10.0):
    deadline = time.monotonic() + timeout
    while not predicate(buffer):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("the demo did not draw what was expected in time")
        ready, _, _ = select.select([master], [], [], remaining)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                raise RuntimeError("the demo exited early")
            buffer.extend(chunk)
    return buffer


def quit_demo(pid, master):
    os.write(master, b"\x03")
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        finished, _ = os.waitpid(pid, os.WNOHANG)
        if finished:
            break
        try:
            if select.select([master], [], [], 0.05)[0]:
                os.read(master, 65536)
        except OSError:
            pass
    os.close(master)


def first_frame(binary, arguments=None, timeout=10.0):
    start = time.monotonic()
    pid, master = launch(binary, arguments)
    buffer = bytearray()
    read_until(
        master, lambda b: FOOTER in b and END_OF_FRAME in b[b.find(FOOTER):], buffer, timeout)
    elapsed = (time.monotonic() - start) * 1000
    quit_demo(pid, master)
    return elapsed


def wait_for_quiet(master, quiet=0.3, timeout=10.0):
    """Reads until the demo has written nothing for `quiet` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not select.select([master], [], [], quiet)[0]:
            return
        os.read(master, 65536)
    raise TimeoutError("the demo kept drawing")


def peak_rss(binary):
    pid, master = launch(binary)
    read_until(master, lambda b: FOOTER in b, bytearray())
    os.write(master, b"stars:>1\r")  # 663 matches, 30 a page
    wait_for_quiet(master)
    for _ in range(9):  # End on the last row loads the next page: 30 + 9 x 30 = 300 rows
        os.write(master, b"\x1b[F")
        wait_for_quiet(master)
    with open(f"/proc/{pid}/status") as status:
        peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    quit_demo(pid, master)
    return peak


def floor_rss(binary):
    """The floor: a program that links what the demos link and only waits for a line."""
    pid, master = launch(binary)
    read_until(master, lambda b: b"ready" in b, bytearray())
    with open(f"/proc/{pid}/status") as status:
        peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    os.write(master, b"\r")
    quit_demo(pid, master)
    return peak


if __name__ == "__main__":
    mode, binary = sys.argv[1], sys.argv[2]
    if mode == "swift-run":
        command = ["swift", "run", "--package-path", binary, sys.argv[3]]
        print(f"{first_frame(command[0], command, timeout=7200) / 1000:.3f}")
    elif mode == "first-frame":
        print(f"{first_frame(binary):.1f}")
    elif mode == "floor-rss":
        print(floor_rss(binary))
    else:
        print(peak_rss(binary))
