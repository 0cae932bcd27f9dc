/**
 * Chart.js with only the pieces the dashboard draws (bars and lines on two linear axes), so the
 * chunk stays small. Imported lazily by the charts: no public page loads it.
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

export { Chart };
