/**
 * The quantity stepper's outer box at each size: two square buttons and a one-digit quantity
 * (h-9 + min-w-8 + h-9 wide, or h-12 + min-w-8 + h-12). Add to cart holds the same box while the
 * stepper's code is on its way, so the swap moves nothing. Kept apart from the stepper so that
 * holding the space does not bring the stepper's code with it.
 */
export const STEPPER_BOX = { sm: "h-9 min-w-26", lg: "h-12 min-w-32" } as const;
