/**
 * Chart.js with only the pieces the dashboard draws (bars and lines on two linear axes), so the
 * chunk stays small. Imported lazily by the charts: no public page loads it. The pieces are
 * registered by a call, not at the module's top level: the web build treats the app's modules as
 * free of side effects and would drop a bare `register`.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";

let registered = false;

export function chartClass(): typeof Chart {
  if (!registered) {
    Chart.register(
      BarController,
      BarElement,
      LineController,
      LineElement,
      PointElement,
      CategoryScale,
      LinearScale,
      Legend,
      Tooltip,
    );
    registered = true;
  }
  return Chart;
}
