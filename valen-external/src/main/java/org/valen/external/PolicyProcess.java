package org.valen.external;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * The process of an external policy: started without a shell, its standard error passed through,
 * spoken to in lines (one JSON message each) on its standard input and output. Every wait for the
 * process — a line to read, a line it must take — may last at most the timeout: a watchdog thread
 * stops the process (and any it started) when one lasts longer, which ends the wait.
 */
final class PolicyProcess {
  private final Process process;
  private final OutputStream toProcess;
  private final BufferedReader fromProcess;
  private final long timeoutNanos;
  /** When the current wait started ({@link System#nanoTime}), or {@link #NOT_WAITING}. */
  private volatile long waitStart = NOT_WAITING;
  private volatile boolean timedOut;
  private volatile boolean closed;
  private static final long NOT_WAITING = Long.MIN_VALUE;

  private PolicyProcess(Process process, double timeoutSeconds) {
    this.process = process;
    this.toProcess = process.getOutputStream();
    this.fromProcess = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8), 1 << 16);
    this.timeoutNanos = (long) (timeoutSeconds * 1e9);
    Thread watchdog = new Thread(this::watch, "external-policy-watchdog-" + process.pid());
    watchdog.setDaemon(true);
    watchdog.start();
  }

  /**
   * Starts {@code command} in the working folder, with the environment of valen plus {@code
   * PYTHONHASHSEED=0} (so that a Python policy iterates its sets of strings in the same order in
   * every run).
   *
   * @throws ProtocolFault if the program cannot be started
   */
  static PolicyProcess start(List<String> command, double timeoutSeconds) {
    ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
    builder.environment().put("PYTHONHASHSEED", "0");
    try {
      return new PolicyProcess(builder.start(), timeoutSeconds);
    } catch (IOException e) {
      throw new ProtocolFault("cannot start " + command.get(0) + ": " + e.getMessage(), e);
    }
  }

  /** Sends {@code message} and a newline. */
  void send(ByteArrayOutputStream message) {
    waitStart = System.nanoTime();
    try {
      message.writeTo(toProcess);
      toProcess.write('\n');
      toProcess.flush();
    } catch (IOException e) {
      throw gone("while the kernel wrote to it", e);
    } finally {
      waitStart = NOT_WAITING;
    }
  }

  /** The next line the process writes. */
  String receive() {
    waitStart = System.nanoTime();
    String line;
    try {
      line = fromProcess.readLine();
    } catch (IOException e) {
      throw gone("while the kernel waited for its answer", e);
    } finally {
      waitStart = NOT_WAITING;
    }
    if (line == null) {
      throw gone("while the kernel waited for its answer", null);
    }
    return line;
  }

  /** Why the process cannot be spoken to any more. */
  private ProtocolFault gone(String when, IOException cause) {
    if (timedOut) {
      return new ProtocolFault("no answer within " + seconds() + " s (option timeoutSeconds): the process was stopped",
          cause);
    }
    try {
      if (process.waitFor(2, TimeUnit.SECONDS)) {
        return new ProtocolFault("the process exited with status " + process.exitValue() + " " + when, cause);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return new ProtocolFault("the process closed its standard output " + when, cause);
  }

  private String seconds() {
    double s = timeoutNanos / 1e9;
    return s == Math.rint(s) ? Long.toString((long) s) : Double.toString(s);
  }

  /**
   * Closes the process's standard input (a well-behaved process then exits) and waits for it to
   * exit for at most {@code graceSeconds}, then stops it and any process it started; it has gone
   * when this returns. Never throws.
   */
  void close(double graceSeconds) {
    closed = true;
    try {
      toProcess.close();
    } catch (IOException e) {
      // it has gone already
    }
    try {
      if (!process.waitFor((long) (graceSeconds * 1000), TimeUnit.MILLISECONDS)) {
        stop();
      }
    } catch (InterruptedException e) {
      stop();
      Thread.currentThread().interrupt();
    }
    try {
      fromProcess.close();
    } catch (IOException e) {
      // nothing more to read
    }
  }

  /** Kills the process and those it started, and waits (a little) until it is gone. */
  private void stop() {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    try {
      process.waitFor(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The watchdog: stops the process when a wait lasts longer than the timeout. */
  private void watch() {
    long tick = Math.max(1_000_000L, Math.min(100_000_000L, timeoutNanos / 20));
    while (!closed && process.isAlive()) {
      long start = waitStart;
      if (start != NOT_WAITING && System.nanoTime() - start > timeoutNanos) {
        timedOut = true;
        stop();
        return;
      }
      LockSupport.parkNanos(tick);
    }
  }
}
