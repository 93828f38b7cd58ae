import type { ReactNode } from "react";
import type { SiteData, PageData } from "@/lib/api/schemas";
import { pageCssScopeId, scopedPageCss } from "@/lib/sanitize-css";
import { parseSchemaScript } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/lib/seo/json-ld-script";
import { ShellVisibility } from "@/components/shell/shell-visibility";
import { PageBlocks } from "./registry";

/**
 * A page built from server page data: shell parts it hides, its own CSS (sanitised and scoped to
 * this page's wrapper), its schema_script (only if valid JSON, serialised safely) and its blocks.
 */
export function PageView({ page, init, path, heading, children }: { page: PageData; init: SiteData; path: string; heading?: string; children?: ReactNode }) {
  const scope = pageCssScopeId(path);
  const css = scopedPageCss(page.css, scope);
  return (
    <div data-page-css={scope}>
      {/* First child: a <style> in the body is valid HTML only as its parent's first child. */}
      {css && <style data-page-style={scope} dangerouslySetInnerHTML={{ __html: css }} />}
      <ShellVisibility navbar={page.show_navbar} subNavbar={page.show_sub_navbar} footer={page.show_footer} />
      <JsonLdScript data={parseSchemaScript(page.schema_script)} />
      <div className={`page-${scope} ${scope}`}>
        {heading && <h1 className="sr-only">{heading}</h1>}
        {children}
        <PageBlocks components={page.data} context={{ init, path }} />
      </div>
    </div>
  );
}
