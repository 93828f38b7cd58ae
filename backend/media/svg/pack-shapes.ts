import type { PackShape } from "@/backend/seed/pack-ladders";

export interface LabelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface ShapeDrawing {
  /** Markup of the pack in an 800 × 800 box, filled with the given paint. */
  body: (fill: string, trim: string) => string;
  label: LabelArea;
}

/** Pack silhouettes by shape; all centred on x = 400 and resting on y ≈ 690. */
export const PACK_SHAPES: Record<PackShape, ShapeDrawing> = {
  bag: {
    body: (fill, trim) =>
      `<path d="M230 180 L570 180 L585 660 Q585 690 555 690 L245 690 Q215 690 215 660 Z" fill="${fill}"/>` +
      `<path d="M230 150 L570 150 L570 185 L230 185 Z" fill="${trim}"/>` +
      `<path d="M230 150 ${Array.from({ length: 17 }, (_, i) => `L${240 + i * 20} ${i % 2 ? 150 : 138}`).join(" ")} L570 150 Z" fill="${trim}"/>`,
    label: { x: 250, y: 270, width: 300, height: 300 },
  },
  pouch: {
    body: (fill, trim) =>
      `<path d="M262 170 L538 170 L578 670 Q400 705 222 670 Z" fill="${fill}"/>` +
      `<rect x="262" y="150" width="276" height="36" rx="6" fill="${trim}"/>` +
      `<circle cx="400" cy="168" r="7" fill="#ffffff" opacity="0.8"/>`,
    label: { x: 262, y: 280, width: 276, height: 290 },
  },
  box: {
    body: (fill, trim) =>
      `<path d="M540 180 L600 140 L600 650 L540 690 Z" fill="${trim}" opacity="0.85"/>` +
      `<path d="M240 180 L300 140 L600 140 L540 180 Z" fill="${trim}"/>` +
      `<rect x="240" y="180" width="300" height="510" fill="${fill}"/>`,
    label: { x: 258, y: 270, width: 264, height: 300 },
  },
  bottle: {
    body: (fill, trim) =>
      `<rect x="362" y="108" width="76" height="58" rx="10" fill="${trim}"/>` +
      `<path d="M372 166 L428 166 L428 210 Q520 240 520 320 L520 660 Q520 690 490 690 L310 690 Q280 690 280 660 L280 320 Q280 240 372 210 Z" fill="${fill}"/>`,
    label: { x: 292, y: 340, width: 216, height: 270 },
  },
  jar: {
    body: (fill, trim) =>
      `<rect x="250" y="212" width="300" height="74" rx="18" fill="${trim}"/>` +
      `<rect x="232" y="280" width="336" height="410" rx="64" fill="${fill}"/>`,
    label: { x: 252, y: 350, width: 296, height: 250 },
  },
};
