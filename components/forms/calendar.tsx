"use client";

import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { clampDate, yearRange } from "@/lib/validation";
import { cx } from "@/components/ui/cx";

export interface CalendarProps {
  id: string;
  label: string;
  /** The chosen date; the calendar opens on it, else on today. */
  value: Dayjs | null;
  onPick: (date: Dayjs) => void;
  onClose: () => void;
}

const YEARS = yearRange();
const MONTHS = Array.from({ length: 12 }, (_, month) => dayjs().month(month).date(1));
const WEEKDAYS = Array.from({ length: 7 }, (_, day) => dayjs().day(day));

const KEY_MOVES: Record<string, (date: Dayjs, shift: boolean) => Dayjs> = {
  ArrowLeft: (date) => date.subtract(1, "day"),
  ArrowRight: (date) => date.add(1, "day"),
  ArrowUp: (date) => date.subtract(1, "week"),
  ArrowDown: (date) => date.add(1, "week"),
  Home: (date) => date.startOf("week"),
  End: (date) => date.endOf("week").startOf("day"),
  PageUp: (date, shift) => date.subtract(1, shift ? "year" : "month"),
  PageDown: (date, shift) => date.add(1, shift ? "year" : "month"),
};

/** Six week rows covering the month of `date`; days of other months are null. */
function monthWeeks(date: Dayjs): (Dayjs | null)[][] {
  const first = date.startOf("month");
  const start = first.startOf("week");
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => {
      const cell = start.add(week * 7 + day, "day");
      return cell.month() === first.month() ? cell : null;
    }),
  );
}

/** The calendar popup of the date picker: month and year selects and a keyboard-navigable day grid (APG). */
export function Calendar({ id, label, value, onPick, onClose }: CalendarProps) {
  const [active, setActive] = useState(() => clampDate((value ?? dayjs()).startOf("day")));
  // Only keyboard moves in the grid (and opening) should pull focus to the active day, not the selects.
  const focusDay = useRef(true);
  const gridRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [active]);

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPick(active);
      return;
    }
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    focusDay.current = true;
    setActive(clampDate(move(active, event.shiftKey)));
  }

  const selectClass = "rounded-md border border-line bg-surface-raised px-2 py-1 text-sm focus-visible:ring-2 focus-visible:ring-brand";

  return (
    <div
      id={id}
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
      }}
      className="w-72 p-2"
    >
      <div className="mb-2 flex gap-2">
        <select
          aria-label="Month"
          value={active.month()}
          onChange={(event) => setActive(clampDate(active.month(Number(event.target.value))))}
          className={selectClass}
        >
          {MONTHS.map((month) => (
            <option key={month.month()} value={month.month()}>
              {month.format("MMMM")}
            </option>
          ))}
        </select>
        <select
          aria-label="Year"
          value={active.year()}
          onChange={(event) => setActive(clampDate(active.year(Number(event.target.value))))}
          className={selectClass}
        >
          {YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <table ref={gridRef} role="grid" aria-label={active.format("MMMM YYYY")} onKeyDown={onGridKeyDown} className="w-full text-center text-sm">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day.day()} scope="col" abbr={day.format("dddd")} className="py-1 font-medium text-fg-muted">
                {day.format("dd")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(active).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day ? (
                  <td
                    key={column}
                    role="gridcell"
                    tabIndex={day.isSame(active, "day") ? 0 : -1}
                    aria-selected={value ? day.isSame(value, "day") : false}
                    aria-label={day.format("dddd, MMMM D, YYYY")}
                    onClick={() => onPick(day)}
                    className={cx(
                      "cursor-pointer rounded py-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand",
                      value && day.isSame(value, "day") ? "bg-brand text-brand-contrast" : "hover:bg-surface-muted",
                      day.isSame(dayjs(), "day") && "font-semibold",
                    )}
                  >
                    {day.date()}
                  </td>
                ) : (
                  <td key={column} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
