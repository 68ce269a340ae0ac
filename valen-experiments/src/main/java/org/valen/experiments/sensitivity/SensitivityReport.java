package org.valen.experiments.sensitivity;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;
import org.valen.experiments.ChartFiles;
import org.valen.experiments.Statistics;

/**
 * The report of the sensitivity study: for each setting, ValEnAdaptOpt's value margin over
 * ValEnJoinOpt paired by seed (mean and 95 % CI), the same for value per energy, ValEnAdaptOpt's
 * reallocations, and the ceiling: ValEnJoinOpt's value as a share of the upper bound and the most
 * any policy could add to it ({@code bound / value − 1}); and a bar chart of the margins.
 */
final class SensitivityReport {
  private final String title;
  private final List<SensitivitySetting> settings;
  private final List<SensitivityRow> rows;

  SensitivityReport(String title, List<SensitivitySetting> settings, List<SensitivityRow> rows) {
    this.title = title;
    this.settings = settings;
    this.rows = rows;
  }

  /** ValEnAdaptOpt against ValEnJoinOpt on one setting, in % of ValEnJoinOpt, paired by seed. */
  Statistics.Estimate margin(String setting, ToDoubleFunction<SensitivityRow> metric) {
    Map<Long, SensitivityRow> join = new LinkedHashMap<>();
    rows.stream().filter(r -> r.setting().equals(setting) && r.policy().equals("ValEnJoinOpt"))
        .forEach(r -> join.put(r.seed(), r));
    double[] d = rows.stream().filter(r -> r.setting().equals(setting) && r.policy().equals("ValEnAdaptOpt")
        && join.containsKey(r.seed())).mapToDouble(r -> {
          double theirs = metric.applyAsDouble(join.get(r.seed()));
          return 100 * (metric.applyAsDouble(r) - theirs) / theirs;
        }).toArray();
    return d.length == 0 ? new Statistics.Estimate(Double.NaN, Double.NaN, 0) : Statistics.of(d);
  }

  private double mean(String setting, String policy, ToDoubleFunction<SensitivityRow> metric) {
    return rows.stream().filter(r -> r.setting().equals(setting) && r.policy().equals(policy)).mapToDouble(metric)
        .average().orElse(Double.NaN);
  }

  private static double valuePerEnergy(SensitivityRow r) {
    return r.value() / r.energyJoules();
  }

  String markdown(String command, String plot) {
    StringBuilder md = new StringBuilder("# ").append(title).append("\n\n");
    md.append("Made by `").append(command).append("`; every figure below comes from `runs.csv` in this folder.\n\n");
    md.append("Each setting is paper 001's documented default with one factor changed (the last combines the"
        + " favourable ones). Both policies of one seed meet the same arrivals and execution times, so the margin of"
        + " ValEnAdaptOpt over ValEnJoinOpt is paired by seed: mean ± 95 % CI over ")
        .append(rows.stream().mapToLong(SensitivityRow::seed).distinct().count()).append(" seeds. The ceiling column"
        + " is ValEnJoinOpt's value in % of the upper bound (every job by its deadline); the headroom is the most any"
        + " policy could add to ValEnJoinOpt's value (bound ÷ value − 1): no adaptation can gain more.\n\n");
    md.append("| setting | factor | what changes | value margin (%) | value/energy margin (%) | reallocations per run"
        + " | ValEnJoinOpt at % of bound | headroom (%) | rejected jobs, ValEnJoinOpt (%) |\n");
    md.append("|---|---|---|---|---|---|---|---|---|\n");
    for (SensitivitySetting s : settings) {
      Statistics.Estimate v = margin(s.id(), SensitivityRow::value);
      Statistics.Estimate e = margin(s.id(), SensitivityReport::valuePerEnergy);
      double join = mean(s.id(), "ValEnJoinOpt", SensitivityRow::value);
      double bound = mean(s.id(), "ValEnJoinOpt", SensitivityRow::upperBound);
      md.append(String.format(Locale.ROOT, "| %s | %s | %s | %+.2f ± %.2f | %+.2f ± %.2f | %.0f | %.1f | %.1f | %.1f |\n",
          s.id(), s.factor(), s.description(), v.mean(), v.halfWidth(), e.mean(), e.halfWidth(),
          mean(s.id(), "ValEnAdaptOpt", SensitivityRow::migrations), 100 * join / bound, 100 * (bound / join - 1),
          mean(s.id(), "ValEnJoinOpt", SensitivityRow::rejectedPercent)));
    }
    md.append('\n');
    List<SensitivitySetting> byMargin = new ArrayList<>(settings);
    byMargin.sort(Comparator.comparingDouble((SensitivitySetting s) -> margin(s.id(), SensitivityRow::value).mean())
        .reversed());
    SensitivitySetting best = byMargin.get(0);
    Statistics.Estimate top = margin(best.id(), SensitivityRow::value);
    md.append(String.format(Locale.ROOT, "The largest value margin is %+.2f ± %.2f %% (%s: %s); paper 001 reports"
        + " +9.46 %% on average over 2–6 nodes.\n\n", top.mean(), top.halfWidth(), best.id(), best.description()));
    md.append("Plot: [").append(plot).append("](").append(plot).append(") (and the same as SVG).\n");
    return md.toString();
  }

  /** A bar per setting: the paired value margin with its 95 % CI. */
  String plot(Path folder) {
    List<String> names = settings.stream().map(SensitivitySetting::id).toList();
    List<Double> means = new ArrayList<>();
    List<Double> errors = new ArrayList<>();
    for (String s : names) {
      Statistics.Estimate e = margin(s, SensitivityRow::value);
      means.add(e.mean());
      errors.add(e.halfWidth());
    }
    CategoryChart chart = new CategoryChartBuilder().width(1000).height(520)
        .title("ValEnAdaptOpt's value margin over ValEnJoinOpt, by setting (paired by seed, 95 % CI)")
        .xAxisTitle("setting (one factor changed from paper 001's default)").yAxisTitle("value margin (%)").build();
    chart.getStyler().setLegendVisible(false);
    chart.getStyler().setXAxisLabelRotation(40);
    chart.getStyler().setErrorBarsColorSeriesColor(false);
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    chart.addSeries("value margin", names, means, errors);
    return ChartFiles.write(folder, "margin", chart);
  }
}
