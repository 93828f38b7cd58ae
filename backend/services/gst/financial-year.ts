/** India's financial year runs April to March, by the date in India (UTC+05:30, no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

export const indianDate = (moment: Date) => new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2 May 2026": the date in India, as printed on tax documents. */
export function printedIndianDate(moment: Date): string {
  const [year, month, day] = indianDate(moment).split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "2026-27" for any moment from 1 April 2026 to 31 March 2027, India time. */
export function financialYear(moment: Date): string {
  const local = new Date(moment.getTime() + IST_OFFSET_MS);
  const start = local.getUTCMonth() >= 3 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
