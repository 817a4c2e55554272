"""Starts the JVM in this process, once, with mjarena.jar on its class path.

JPype runs the engine inside the Python process, so a step is a method call, not a message over a
socket (as Py4J or a protocol of our own would need): that is what makes tens of thousands of steps
a second possible from Python.
"""
import os
import pathlib

_REPO_JAR = pathlib.Path(__file__).resolve().parents[2] / "arena" / "target" / "mjarena.jar"


def jar_path():
    """The CLI jar: $MJARENA_JAR when set, else arena/target/mjarena.jar of this repository."""
    return pathlib.Path(os.environ.get("MJARENA_JAR", _REPO_JAR))


def class_path():
    """What the JVM runs: $MJARENA_CLASSPATH when set (a class path, as the Java test suite passes its own
    when it runs these tests before any jar is built), else the CLI jar; empty when neither is there."""
    given = os.environ.get("MJARENA_CLASSPATH")
    if given:
        return given.split(os.pathsep)
    return [str(jar_path())] if jar_path().is_file() else []


def _support_jar():
    """JPype's own Java classes when they must be put on the class path: Debian's python3-jpype 1.4
    installs them as /usr/share/java/org.jpype.jar and fails to start a JVM with a class path that
    lacks them; pip's JPype1 finds its copy by itself."""
    debian = pathlib.Path("/usr/share/java/org.jpype.jar")
    return [str(debian)] if debian.is_file() else []


def _start_linear_algebra_threads():
    """Has NumPy's linear algebra start its worker threads now, before the JVM starts, if NumPy is here.

    OpenBLAS starts them on its first solve; started after a JVM in the same process, they crash it with a
    segmentation fault on that first call (np.linalg.solve, inv, svd...): a known limitation of a JVM in
    a Python process (JPype issue 808), seen here with Debian's NumPy. Started before, they work. Without
    NumPy there is nothing to start.
    """
    try:
        import numpy
    except ImportError:
        return
    n = 64  # 16 is enough on the machines tried; a larger system costs nothing noticeable
    numpy.linalg.solve(numpy.eye(n) * 2 + numpy.ones((n, n)) / n, numpy.ones(n))


def start():
    """Starts the JVM if it is not running yet and returns the jpype module.

    Raises ImportError when JPype is missing and FileNotFoundError when the jar is (and no class path is
    given), each saying what to install or build.
    """
    try:
        import jpype
    except ImportError as e:
        raise ImportError("mjarena needs JPype: apt-get install python3-jpype (Debian) or pip install JPype1") from e
    if not jpype.isJVMStarted():
        classes = class_path()
        if not classes:
            raise FileNotFoundError(
                f"{jar_path()} is missing: build it with ./mjarena agents (the launcher builds it) or set MJARENA_JAR")
        _start_linear_algebra_threads()
        jpype.startJVM(classpath=classes + _support_jar(), convertStrings=False)
    return jpype


def direct_buffer(memory):
    """A java.nio.ByteBuffer over `memory` (a bytearray), which Java writes and Python reads in place."""
    import jpype.nio
    start()
    return jpype.nio.convertToDirectBuffer(memory)
