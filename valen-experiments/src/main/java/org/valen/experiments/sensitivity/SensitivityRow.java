package org.valen.experiments.sensitivity;

import java.nio.file.Path;
import java.util.List;
import org.valen.experiments.CsvInput;
import org.valen.runtime.output.Csv;

/**
 * One run of the sensitivity study: one row of its {@code runs.csv}.
 *
 * @param setting the setting's id
 * @param policy ValEnJoinOpt or ValEnAdaptOpt
 * @param seed workload and variability seed
 * @param value value earned
 * @param upperBound value if every job finished by its deadline
 * @param energyJoules job energy
 * @param rejectedPercent share of jobs counted as rejected
 * @param migrations reallocations
 * @param lostToLateness value completed jobs lost by finishing late
 */
record SensitivityRow(String setting, String policy, long seed, double value, double upperBound, double energyJoules,
    double rejectedPercent, int migrations, double lostToLateness) {

  static final String HEADER = "setting,policy,seed,value,value_upper_bound,job_energy_j,rejected_percent,migrations,"
      + "value_lost_late";

  static String csv(List<SensitivityRow> rows) {
    StringBuilder out = new StringBuilder(HEADER).append('\n');
    for (SensitivityRow r : rows) {
      out.append(Csv.text(r.setting)).append(',').append(Csv.text(r.policy)).append(',').append(r.seed).append(',')
          .append(Csv.number(r.value)).append(',').append(Csv.number(r.upperBound)).append(',')
          .append(Csv.number(r.energyJoules)).append(',').append(Csv.number(r.rejectedPercent)).append(',')
          .append(r.migrations).append(',').append(Csv.number(r.lostToLateness)).append('\n');
    }
    return out.toString();
  }

  static List<SensitivityRow> read(Path file) {
    return CsvInput.read(file, HEADER, f -> new SensitivityRow(f[0], f[1], Long.parseLong(f[2]), Double.parseDouble(f[3]),
        Double.parseDouble(f[4]), Double.parseDouble(f[5]), Double.parseDouble(f[6]), Integer.parseInt(f[7]),
        Double.parseDouble(f[8])));
  }
}
