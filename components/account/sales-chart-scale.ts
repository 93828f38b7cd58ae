/** The smallest 1, 2 or 5 × 10^n at or above the value, so the axis reads in round numbers. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value)!;
  return step * magnitude;
}

/** Indexes of the days that get a date label: first, last and a few evenly between. */
export function labelledDays(count: number, labels = 5): number[] {
  if (count <= labels) return Array.from({ length: count }, (_, index) => index);
  const step = (count - 1) / (labels - 1);
  return Array.from({ length: labels }, (_, index) => Math.round(index * step));
}
