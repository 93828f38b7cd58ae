import Link from "next/link";
import type { ReactNode } from "react";
import { controlClass } from "@/components/forms/field-styles";
import { buttonClass } from "@/components/ui/button";

/*
 * The parts of the console's filter forms. Each list filters with a plain GET form: the filters are the
 * page's address, rendered on the server, so they work before any script loads and survive reload and back.
 */

export type FilterChoice = { value: string; label: string };

/** Choices from a contract's values and their labels. */
export const filterChoices = <T extends string>(values: readonly T[], labels: Record<T, string>): FilterChoice[] =>
  values.map((value) => ({ value, label: labels[value] }));

function FilterLabel({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <label className={`flex flex-col gap-1 text-sm font-medium text-fg ${className ?? ""}`}>
      {label}
      {children}
    </label>
  );
}

export function FilterSelect({ name, label, value, choices, anyLabel = "Any" }: { name: string; label: string; value: string | undefined; choices: FilterChoice[]; anyLabel?: string }) {
  return (
    <FilterLabel label={label}>
      <select name={name} defaultValue={value ?? ""} className={controlClass}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FilterLabel>
  );
}

type FilterInputProps = { name: string; label: string; value: string | undefined; type?: "text" | "search" | "date"; className?: string; inputMode?: "numeric"; placeholder?: string };

export function FilterInput({ name, label, value, type = "text", className, ...rest }: FilterInputProps) {
  return (
    <FilterLabel label={label} className={className}>
      <input name={name} type={type} defaultValue={value ?? ""} className={controlClass} {...rest} />
    </FilterLabel>
  );
}

/** Apply, and Clear back to the unfiltered list. */
export function FilterActions({ clearHref, className }: { clearHref: string; className?: string }) {
  return (
    <div className={`flex items-end gap-2 ${className ?? ""}`}>
      <button type="submit" className={buttonClass("primary", "md")}>
        Apply filters
      </button>
      <Link href={clearHref} className={buttonClass("outline", "md")}>
        Clear
      </Link>
    </div>
  );
}
