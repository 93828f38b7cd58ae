import type { ReactNode } from "react";
import type { SiteData, PageComponent } from "@/lib/api/schemas";

export type BlockContext = {
  init: SiteData;
  /** The page path, e.g. '/' or '/about-us'. */
  path: string;
  /** Position among the page's blocks (0 = first; the first hero loads its image eagerly). */
  index: number;
};

export type BlockProps = { component: PageComponent; context: BlockContext };
export type Block = (props: BlockProps) => ReactNode | Promise<ReactNode>;
