"use client";

import { useEffect, useState, type KeyboardEvent } from "react";
import type { FieldOption } from "@/lib/validation";
import { cx } from "@/components/ui/cx";
import { FieldShell } from "./field-shell";
import { controlClass, popupClass, popupStyle } from "./field-styles";
import { useFormField, type BaseFieldProps } from "./use-form-field";

const NO_MATCHES_TEXT = "No matching data";

export interface ComboboxFieldProps extends BaseFieldProps {
  options: readonly FieldOption[];
  placeholder?: string;
}

function filterOptions(options: readonly FieldOption[], query: string | null): readonly FieldOption[] {
  const needle = query?.trim().toLowerCase();
  return needle ? options.filter((option) => option.text.toLowerCase().includes(needle)) : options;
}

/** A select-only combobox (ARIA APG pattern): type to filter, arrows to move, Enter to pick, Escape to close. */
export function ComboboxField({ options, placeholder, ...props }: ComboboxFieldProps) {
  const { name, fieldRef, onBlur, value, setValue, controlProps, shellProps, ids } = useFormField<string>(props, "combobox", "");
  // null while the person is not typing: the input then shows the chosen option's text.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const selected = options.find((option) => option.value === value);
  const matches = filterOptions(options, query);
  const listboxId = `${ids.input}-listbox`;
  const optionId = (index: number) => `${ids.input}-option-${index}`;
  const activeId = open && activeIndex >= 0 && activeIndex < matches.length ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function choose(option: FieldOption) {
    setValue(option.value);
    setQuery(null);
    close();
  }

  function move(step: 1 | -1) {
    if (!open) {
      const selectedIndex = matches.findIndex((option) => option.value === value);
      setOpen(true);
      setActiveIndex(selectedIndex >= 0 ? selectedIndex : step === 1 ? 0 : matches.length - 1);
      return;
    }
    if (matches.length === 0) return;
    setActiveIndex((index) => (index < 0 ? (step === 1 ? 0 : matches.length - 1) : (index + step + matches.length) % matches.length));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (props.readonly) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        move(event.key === "ArrowDown" ? 1 : -1);
        break;
      case "Enter":
        if (activeId) {
          event.preventDefault();
          choose(matches[activeIndex]);
        }
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          setQuery(null);
          close();
        }
        break;
    }
  }

  return (
    <FieldShell {...shellProps}>
      <div className="relative">
        <input
          {...controlProps}
          ref={fieldRef}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          autoComplete="off"
          value={query ?? selected?.text ?? ""}
          placeholder={placeholder}
          readOnly={props.readonly}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            setOpen(true);
            setActiveIndex(-1);
            if (text === "") setValue("");
          }}
          onKeyDown={onKeyDown}
          onClick={() => !props.readonly && setOpen(true)}
          onBlur={() => {
            setQuery(null);
            close();
            onBlur();
          }}
          className={controlClass}
        />
        <div hidden={!open} className={popupClass} style={popupStyle}>
          <ul id={listboxId} role="listbox" aria-label={shellProps.label} className="max-h-60 overflow-auto">
            {matches.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps focus in the input so its blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={cx(
                  "cursor-pointer rounded px-3 py-2 text-sm text-fg",
                  index === activeIndex && "bg-surface-muted",
                  option.value === value && "font-semibold",
                )}
              >
                {option.text}
              </li>
            ))}
          </ul>
          {matches.length === 0 && <p className="px-3 py-2 text-sm text-fg-muted">{NO_MATCHES_TEXT}</p>}
        </div>
      </div>
    </FieldShell>
  );
}
