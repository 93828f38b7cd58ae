/** Order numbers read like AS-100123: the website's initials, then a running number per website. */
export const FIRST_ORDER_SEQUENCE = 100_101;

export function orderNumberPrefix(websiteName: string): string {
  const initials = websiteName
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, "").charAt(0))
    .join("")
    .toUpperCase();
  return (initials || "ORD").slice(0, 4);
}

export const formatOrderNumber = (prefix: string, sequence: number) => `${prefix}-${sequence}`;
