/** Every seeded date of the catalogue and accounts is an offset from this instant, never from "now". */
const SEED_EPOCH = Date.UTC(2025, 0, 1);

const HOUR = 3_600_000;

export const hoursAfterEpoch = (hours: number) => new Date(SEED_EPOCH + hours * HOUR).toISOString();
export const daysAfterEpoch = (days: number) => hoursAfterEpoch(days * 24);

/** A demo order's story as it is told: each step some hours after the one before, from when it was placed. */
export interface DemoClock {
  now: () => Date;
  /** Moves the clock on by `hours` and answers the new time. */
  next: (hours: number) => Date;
}

export function clockFrom(start: number): DemoClock {
  let time = start;
  return {
    now: () => new Date(time),
    next: (hours) => new Date((time += Math.round(hours * HOUR))),
  };
}
