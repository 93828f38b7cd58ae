export const WEBSITE_THEMES = ["light", "dark"] as const;

export const BRAND_COLOUR_MESSAGE = "Enter a colour like #0f766e";
export const brandColourPattern = /^#[0-9a-fA-F]{6}$/;
