package org.valen.external;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import org.valen.runtime.offers.RunPlans;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.Triggers;

/**
 * One run's conversation with an external policy's process (protocol {@value Protocol#VERSION},
 * reference in {@code docs/formats.md}): the start and hello, then for each decision point a
 * {@code decide} message answered by the process's questions and decisions up to its {@code
 * done}, a {@code lastLook} question whenever a queued job would start (if the process asked for
 * them), and {@code end}. Anything wrong becomes an {@link ExternalPolicyException} of one line
 * naming the policy and the decision point.
 */
final class Session {
  private final ExternalSettings settings;
  private final PolicyProcess process;
  private final ObjectMapper mapper = new ObjectMapper();
  private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(1 << 14);
  private final JobTable jobs;
  private final PlanTable plans = new PlanTable();
  private final ChangeLog changes;
  private final Actions actions;
  private final Queries queries;
  private final Hello hello;
  /** The view the kernel gave at the last decision point: the kernel's live view of the run. */
  private DecisionContext context;
  private long decisionPoint;
  private double decisionSeconds;
  private boolean inDecision;
  private String failure;

  private Session(ExternalSettings settings, PolicyInputs inputs, PolicyProcess process) {
    this.settings = settings;
    this.process = process;
    this.jobs = new JobTable(inputs.catalogue().templates(), mapper);
    this.changes = new ChangeLog(jobs, plans, inputs.platform().nodes().size());
    this.actions = new Actions(jobs, plans, changes);
    this.queries = new Queries(actions, jobs, plans, new RunPlans(inputs.platform(), inputs.catalogue(), inputs.profiles()),
        inputs.catalogue().templates());
    this.hello = handshake(inputs);
  }

  /** Starts the process and greets it; it must answer with its hello. */
  static Session start(ExternalSettings settings, PolicyInputs inputs) {
    PolicyProcess process;
    try {
      process = PolicyProcess.start(settings.command(), settings.timeoutSeconds());
    } catch (ProtocolFault f) {
      throw new ExternalPolicyException(settings.label(null) + ", at start: " + f.getMessage(), f);
    }
    try {
      return new Session(settings, inputs, process);
    } catch (ExternalPolicyException e) {
      process.close(Math.min(2, settings.timeoutSeconds()));
      throw e;
    }
  }

  private Hello handshake(PolicyInputs inputs) {
    try {
      JsonGenerator out = begin(Protocol.START);
      StartMessage.write(out, mapper, inputs, settings);
      send(out);
      return Hello.read(receive());
    } catch (ProtocolFault f) {
      throw fail("at start", f);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  String name() {
    return hello.name();
  }

  Triggers triggers() {
    return hello.triggers();
  }

  void arrived(JobView job) {
    jobs.add(job);
    changes.arrived(job);
  }

  void finished(JobView job) {
    changes.finished(job);
  }

  /** One decision point: the process asks and acts until it says it is done. */
  void decide(DecisionContext context) {
    this.context = context;
    decisionPoint++;
    decisionSeconds = context.now();
    inDecision = true;
    try {
      JsonGenerator out = begin(Protocol.DECIDE);
      out.writeNumberField("number", decisionPoint);
      out.writeNumberField("timeSeconds", decisionSeconds);
      out.writeBooleanField("checkpoint", context.atCheckpoint());
      finishAndSend(out);
      for (ProcessMessage m = receive(); !m.type().equals(Protocol.DONE); m = receive()) {
        if (actions.apply(m.type(), m, context)) {
          finishAndSend(begin(Protocol.ANSWER));
        } else {
          JsonGenerator answer = begin(Protocol.ANSWER);
          if (!queries.answer(m.type(), m, context, answer)) {
            throw new ProtocolFault("its message type \"" + m.type() + "\" is not one the kernel knows; expected a"
                + " question (offers, templatePlans, running, progress, heldCores, energy, snapshot), a decision (allocate,"
                + " enqueue, enqueueOnCore, withdraw, reallocate, preempt, drop) or done");
          }
          finishAndSend(answer);
        }
      }
    } catch (ProtocolFault f) {
      throw fail(String.format(Locale.ROOT, "decision point %d at %s s", decisionPoint, decisionSeconds), f);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      inDecision = false;
    }
  }

  /** Whether the queued {@code job} starts now: the process's answer if it asked for last looks, else yes. */
  boolean lastLook(JobView job, double nowSeconds) {
    changes.job(job);
    changes.node(job.node());
    if (!hello.lastLook()) {
      return true;
    }
    try {
      JsonGenerator out = begin(Protocol.LAST_LOOK);
      out.writeNumberField("timeSeconds", nowSeconds);
      out.writeNumberField("job", job.index());
      finishAndSend(out);
      for (ProcessMessage m = receive(); ; m = receive()) {
        if (m.type().equals(Protocol.LAST_LOOK)) {
          boolean starts = m.bool("start", "true (the job starts) or false (it is cancelled)");
          changes.job(job); // it starts or is cancelled now: the next message says which
          changes.node(job.node());
          return starts;
        }
        JsonGenerator answer = begin(Protocol.ANSWER);
        if (!queries.answer(m.type(), m, context, answer)) {
          throw new ProtocolFault("its answer to the last look at job " + job.id() + " was a \"" + m.type()
              + "\" message; expected {\"type\": \"lastLook\", \"start\": true or false}, after any questions"
              + " (a last look cannot decide)");
        }
        finishAndSend(answer);
      }
    } catch (ProtocolFault f) {
      throw fail(inDecision
          ? String.format(Locale.ROOT, "decision point %d at %s s, last look at job %s", decisionPoint, decisionSeconds,
              job.id())
          : String.format(Locale.ROOT, "last look at job %s at %s s (after decision point %d)", job.id(), nowSeconds,
              decisionPoint), f);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The run is over: says so (or why it failed) and lets the process go. Never throws. */
  void end() {
    try {
      JsonGenerator out = begin(failure == null ? Protocol.END : Protocol.ERROR);
      if (failure != null) {
        out.writeStringField("message", failure);
      }
      out.writeEndObject();
      send(out);
    } catch (IOException | RuntimeException e) {
      // the process has gone: nothing to tell it
    }
    process.close(failure == null ? settings.timeoutSeconds() : Math.min(2, settings.timeoutSeconds()));
  }

  private ExternalPolicyException fail(String where, ProtocolFault f) {
    failure = settings.label(hello == null ? null : hello.name()) + ", " + where + ": " + f.getMessage();
    return new ExternalPolicyException(failure, f);
  }

  private JsonGenerator begin(String type) {
    buffer.reset();
    try {
      JsonGenerator out = mapper.getFactory().createGenerator(buffer);
      out.writeStartObject();
      out.writeStringField("type", type);
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Adds the changes and the new plans, closes the message and sends it. */
  private void finishAndSend(JsonGenerator out) throws IOException {
    changes.write(out, context);
    plans.writeNew(out);
    out.writeEndObject();
    send(out);
  }

  private void send(JsonGenerator out) {
    try {
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    process.send(buffer);
  }

  private ProcessMessage receive() {
    return ProcessMessage.parse(process.receive(), mapper);
  }
}
