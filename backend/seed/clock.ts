/** Every seeded date is an offset from this instant, never from "now". */
export const SEED_EPOCH = Date.UTC(2025, 0, 1);

const HOUR = 3_600_000;

export const hoursAfterEpoch = (hours: number) => new Date(SEED_EPOCH + hours * HOUR).toISOString();
export const daysAfterEpoch = (days: number) => hoursAfterEpoch(days * 24);
