/** Paise (stored) to rupees (shown): 12350 → 123.5 */
export const rupees = (paise: number) => Math.round(paise) / 100;
