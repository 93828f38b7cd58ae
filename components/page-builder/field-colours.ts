/**
 * Text colours of our own fields in Puck's side panel: Puck's greys and red, not the website's theme,
 * whose text colours are drawn for the website's own background (light on a dark theme) and would be
 * unreadable on Puck's white panel.
 */
export const FIELD_TEXT = {
  /** The field's own, which its names, buttons and inputs inherit. */
  base: "text-[var(--puck-color-grey-02)]",
  strong: "font-medium text-[var(--puck-color-grey-02)]",
  muted: "text-[var(--puck-color-grey-04)]",
  error: "text-[var(--puck-color-red-04)]",
} as const;
