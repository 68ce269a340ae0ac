package org.valen.external;

import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.Triggers;

/**
 * A policy that is a separate process speaking the external-policy protocol (a {@link Session}
 * per run). Making one starts nothing: the process starts when a run first asks the policy when
 * it decides ({@link #triggers()}), and is let go when the run ends ({@link #runEnded()}), so that
 * commands may make a policy to check its inputs without running it.
 */
public final class ExternalPolicy implements Policy {
  private final ExternalSettings settings;
  private final PolicyInputs inputs;
  private Session session;
  private String name = ExternalPolicyProvider.NAME;

  ExternalPolicy(ExternalSettings settings, PolicyInputs inputs) {
    this.settings = settings;
    this.inputs = inputs;
  }

  /** The name the process gave in its hello; {@code external} before a process has started. */
  @Override
  public String name() {
    return name;
  }

  @Override
  public Triggers triggers() {
    return session().triggers();
  }

  @Override
  public void decide(DecisionContext context) {
    session().decide(context);
  }

  @Override
  public void arrived(JobView job) {
    session().arrived(job);
  }

  @Override
  public void finished(JobView job) {
    session().finished(job);
  }

  @Override
  public boolean lastLook(JobView job, double nowSeconds) {
    return session().lastLook(job, nowSeconds);
  }

  @Override
  public void runEnded() {
    if (session != null) {
      Session ending = session;
      session = null;
      ending.end();
    }
  }

  private Session session() {
    if (session == null) {
      session = Session.start(settings, inputs);
      name = session.name();
    }
    return session;
  }
}
