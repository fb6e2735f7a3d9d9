"""pytest plugin for report.py (`-p profile_env`): keeps LLVM_PROFILE_FILE in the environment
of every child process the tests start.

Several terminal tests build a child's environment from scratch (pexpect.spawn(env=...),
subprocess.run(env=...), os.execve after pty.fork), which drops LLVM_PROFILE_FILE: the
instrumented formc would then write ./default.profraw, each run overwriting the last, and
those runs would be lost. The tests are not changed; the two doors every child goes through
get the variable back: subprocess.Popen, and os.execve (which pexpect's os.execvpe ends in).
A child started with env=None inherits it anyway.
"""
import os
import subprocess

PROFILE_FILE = os.environ.get("LLVM_PROFILE_FILE")


def with_profile_file(env):
    if env is None or PROFILE_FILE is None or "LLVM_PROFILE_FILE" in env:
        return env
    return {**env, "LLVM_PROFILE_FILE": PROFILE_FILE}


def patch_subprocess():
    original = subprocess.Popen.__init__

    def init(self, *args, **kwargs):
        if "env" in kwargs:
            kwargs["env"] = with_profile_file(kwargs["env"])
        original(self, *args, **kwargs)

    subprocess.Popen.__init__ = init


def patch_execve():
    # os.execvpe (ptyprocess's, under pexpect) looks os.execve up at call time, so it ends here too.
    original = os.execve

    def execve(path, args, env):
        original(path, args, with_profile_file(env))

    os.execve = execve


if PROFILE_FILE:
    patch_subprocess()
    patch_execve()
