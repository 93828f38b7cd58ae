import { servingDatabase } from "./db/serving";
import { startStockHoldJob } from "./services/stock/holds";

/** The timers every process that serves the API runs beside its requests, started once at start-up. */
export function startBackgroundJobs() {
  startStockHoldJob(servingDatabase);
}
