/** Delivery slots are HH:MM in the store's local time (India, UTC+05:30, no daylight saving). */
const STORE_OFFSET_MINUTES = 330;
const DAY_MINUTES = 24 * 60;

export interface SlotRule {
  start_time: string;
  end_time: string;
  cutoff_minutes: number;
}

export interface SlotDate {
  date: string;
  start_time: string;
  end_time: string;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** The store-local date (YYYY-MM-DD) `days` after the local day of `now`, and the local minute of `now`. */
function localClock(now: Date) {
  const local = new Date(now.getTime() + STORE_OFFSET_MINUTES * 60_000);
  return {
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
    dayAfter: (days: number) => new Date(local.getTime() + days * DAY_MINUTES * 60_000).toISOString().slice(0, 10),
  };
}

/**
 * The next bookable slots from `now`, earliest first: today's slots whose cut-off has not passed,
 * then every slot of the following days, up to `limit`.
 */
export function upcomingSlots(rules: SlotRule[], now: Date, limit = 6, days = 3): SlotDate[] {
  const ordered = [...rules].sort((a, b) => minutesOf(a.start_time) - minutesOf(b.start_time));
  const clock = localClock(now);
  const slots: SlotDate[] = [];
  for (let day = 0; day < days && slots.length < limit; day += 1) {
    for (const rule of ordered) {
      if (day === 0 && clock.minute + rule.cutoff_minutes > minutesOf(rule.start_time)) continue;
      slots.push({ date: clock.dayAfter(day), start_time: rule.start_time, end_time: rule.end_time });
      if (slots.length === limit) break;
    }
  }
  return slots;
}
