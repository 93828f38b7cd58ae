import type { ReactNode } from "react";
import type { SiteData, PageComponent } from "@/lib/api/schemas";

export type BlockContext = {
  init: SiteData;
  /** The page path, e.g. '/' or '/about-us'. */
  path: string;
  /** Position among the page's blocks (0 = first). */
  index: number;
  /**
   * True for the page's first block that draws a picture when only text comes before it: its picture
   * is likely the largest paint, so it is fetched from the head at high priority instead of lazily.
   */
  firstPicture: boolean;
};

export type BlockProps = { component: PageComponent; context: BlockContext };
export type Block = (props: BlockProps) => ReactNode | Promise<ReactNode>;
