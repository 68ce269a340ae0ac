package org.valen.papers.crosspaper;

import java.util.List;
import org.valen.experiments.table.CsvInput;
import org.valen.runtime.output.Csv;

/**
 * One cell of the cross-paper table: a policy on a workload, run or refused.
 *
 * @param workload the workload's id
 * @param policy the policy's name
 * @param own whether the paper of the policy ran it on this workload
 * @param refusal why it does not run there, in one line (commas written as semicolons, so that
 *     {@code runs.csv} stays plain); empty if it ran
 * @param offers where its offers came from ({@code profiles} or {@code model}, {@code OfferOrigin});
 *     empty if it did not run
 * @param jobs arrivals
 * @param value value earned
 * @param valueUpperBound value if every job finished at its full value
 * @param jobEnergyJoules energy charged to jobs
 * @param rejectedPercent share of arrivals paper 001 counts as rejected
 */
public record CrossRow(String workload, String policy, boolean own, String refusal, String offers, int jobs,
    double value, double valueUpperBound, double jobEnergyJoules, double rejectedPercent) {

  static final String HEADER =
      "workload,policy,own,refusal,offers,jobs,value,value_upper_bound,job_energy_j,rejected_percent";

  /** A combination that does not run, and why. */
  static CrossRow refused(String workload, String policy, boolean own, String why) {
    return new CrossRow(workload, policy, own, why.replace(',', ';').replace('\n', ' '), "", 0, 0, 0, 0, 0);
  }

  boolean ran() {
    return refusal.isEmpty();
  }

  /** Value as a share of the upper bound, in percent. */
  double valuePercent() {
    return valueUpperBound == 0 ? 0 : 100 * value / valueUpperBound;
  }

  /** Value per megajoule of job energy. */
  double valuePerMegajoule() {
    return jobEnergyJoules == 0 ? 0 : value / jobEnergyJoules * 1e6;
  }

  static String csv(List<CrossRow> rows) {
    StringBuilder out = new StringBuilder(HEADER).append('\n');
    for (CrossRow r : rows) {
      out.append(r.line()).append('\n');
    }
    return out.toString();
  }

  /** This row's line, without the line break. */
  String line() {
    StringBuilder out = new StringBuilder();
    out.append(workload).append(',').append(Csv.text(policy)).append(',').append(own).append(',')
        .append(refusal).append(',').append(offers).append(',').append(jobs).append(',').append(Csv.number(value)).append(',')
        .append(Csv.number(valueUpperBound)).append(',').append(Csv.number(jobEnergyJoules)).append(',')
        .append(Csv.number(rejectedPercent));
    return out.toString();
  }

  static List<CrossRow> read(java.nio.file.Path file) {
    return CsvInput.read(file, HEADER, f -> new CrossRow(f[0], f[1], Boolean.parseBoolean(f[2]), f[3], f[4],
        Integer.parseInt(f[5]), Double.parseDouble(f[6]), Double.parseDouble(f[7]), Double.parseDouble(f[8]),
        Double.parseDouble(f[9])));
  }
}
