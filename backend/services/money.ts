/** Paise (stored) to rupees (shown): 12350 → 123.5 */
export const rupees = (paise: number) => Math.round(paise) / 100;

/** Rupees (typed or sent by a gateway) to paise (stored), rounded to the paisa: 123.5 → 12350 */
export const paise = (rupees: number) => Math.round(rupees * 100);
