/** The font families the store serves from its own origin (lib/fonts/self-hosted.ts): a website's font is one of these. */
export const SELF_HOSTED_FAMILIES = ["Inter", "Poppins", "Noto Sans"] as const;
export type SelfHostedFamily = (typeof SELF_HOSTED_FAMILIES)[number];
