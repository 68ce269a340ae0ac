package org.valen.hc.paper000;

import java.util.List;
import java.util.Map;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.mapping.MappingSettings;
import org.valen.hc.paper000.rules.OfferMappingPolicy;
import org.valen.model.job.Workload;
import org.valen.runtime.policy.ChosenOption;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyFamily;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;

/**
 * Service providers of paper 000's twelve heuristics, by name ({@code valen policies}), with the
 * options of {@link Paper000Options}. They need nothing: they run on any workload, as rules over
 * offers ({@link OfferMappingPolicy}) whose choices an index finds (implementation {@code
 * indexed}) or a scan of every offer ({@code readable}).
 */
public final class Paper000Policies {
  private Paper000Policies() {}

  /** The policy of heuristic {@code entry} with {@code settings}, indexed or readable. */
  public static Policy create(Paper000Heuristics.Entry entry, MappingSettings settings, boolean indexed,
      PolicyInputs inputs) {
    return new OfferMappingPolicy(entry.rule().apply(settings.randomSeed()), settings, indexed, inputs);
  }

  /** The twelve heuristics, one provider each ({@code META-INF/services/org.valen.runtime.policy.PolicyFamily}). */
  public static final class Family implements PolicyFamily {
    @Override
    public List<PolicyProvider> providers() {
      return Paper000Heuristics.names().stream().<PolicyProvider>map(Provider::new).toList();
    }
  }

  /** A provider of one heuristic. */
  static final class Provider implements PolicyProvider {
    private final Paper000Heuristics.Entry entry;

    Provider(String name) {
      this.entry = Paper000Heuristics.named(name);
    }

    @Override
    public String name() {
      return entry.name();
    }

    @Override
    public String description() {
      return "paper 000 " + entry.paperName() + " (section III-D): " + entry.description()
          + "; queued or polled, with dropping and the adaptive energy filter, on any workload";
    }

    @Override
    public List<PolicyOption> options() {
      return Paper000Options.OPTIONS;
    }

    /** The day end: paper 000's on its trials ({@link Paper000Options#chosen}). */
    @Override
    public List<ChosenOption> chosenOptions(Workload workload, Map<String, String> given) {
      return Paper000Options.chosen(workload, given);
    }

    @Override
    public Policy create(PolicyInputs inputs) {
      return Paper000Policies.create(entry, Paper000Options.settings(inputs.options()),
          Paper000Options.indexed(inputs.options()), inputs);
    }
  }
}
