"use client";

import { useEffect, useRef } from "react";
import { cx } from "@/components/ui/cx";
import { FieldShell } from "./field-shell";
import { controlClass } from "./field-styles";
import { useFormField, type BaseFieldProps } from "./use-form-field";
import { useMergedRef } from "./use-merged-ref";

const FILE_PLACEHOLDER = "Choose a file…";

export interface FileFieldProps extends BaseFieldProps {
  accept?: string;
  /** Stores File[] instead of a single File. */
  multiple?: boolean;
  placeholder?: string;
}

type FileValue = File | File[] | null;

function fileNames(value: FileValue): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((file) => file.name).join(", ");
}

export function FileField({ accept, multiple, placeholder = FILE_PLACEHOLDER, ...props }: FileFieldProps) {
  const { name, fieldRef, onBlur, value, setValue, controlProps, shellProps } = useFormField<FileValue>(props, "file", multiple ? [] : null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const names = fileNames(value);
  const setRefs = useMergedRef(inputRef, fieldRef);

  // A file input cannot be controlled, so empty it by hand when the form value is cleared (e.g. on reset).
  useEffect(() => {
    if (!names && inputRef.current) inputRef.current.value = "";
  }, [names]);

  return (
    <FieldShell {...shellProps}>
      <div className="relative">
        <input
          {...controlProps}
          ref={setRefs}
          name={name}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={props.readonly}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            setValue(multiple ? files : (files[0] ?? null));
          }}
          onBlur={onBlur}
          className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <div
          aria-hidden="true"
          className={cx(
            controlClass,
            "truncate peer-focus-visible:ring-2 peer-focus-visible:ring-brand",
            "peer-aria-[invalid=true]:border-danger",
            !names && "text-fg-muted",
          )}
        >
          {names || placeholder}
        </div>
      </div>
    </FieldShell>
  );
}
