import Link from "next/link";
import { useTranslations } from "use-intl";
import { withLanguagePrefix } from "@/lib/i18n/locale-path";
import { useLanguagePrefix } from "@/components/i18n/language-prefix";
import { cx } from "@/components/ui/cx";
import { SearchIcon } from "@/components/ui/icons";
import { formatPrice } from "@/lib/format";
import { imageUrl } from "@/lib/images";
import type { SuggestionOption } from "./suggestion-options";

type Props = {
  id: string;
  options: SuggestionOption[];
  activeIndex: number;
  optionId: (index: number) => string;
  onChosen: () => void;
};

const GROUPS = [
  { kind: "product", label: "products" },
  { kind: "category", label: "categories" },
  { kind: "brand", label: "brands" },
  { kind: "did-you-mean", label: "didYouMean" },
] as const;

function OptionBody({ option }: { option: SuggestionOption }) {
  const t = useTranslations("Shell");
  if (option.kind === "product") {
    return (
      <>
        {/* eslint-disable-next-line @next/next/no-img-element -- media come from the store's own image route or CDN */}
        <img src={imageUrl(option.image, "small")} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded-md bg-surface-muted object-contain" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-fg">{option.label}</span>
          {option.price !== null && (
            <span className="block text-xs text-fg-muted">
              <span className="font-semibold text-fg">{formatPrice(option.price)}</span>
              {option.packName && ` · ${option.packName}`}
            </span>
          )}
        </span>
      </>
    );
  }
  if (option.kind === "did-you-mean") {
    return (
      <span className="text-sm text-fg">
        {t.rich("didYouMeanOption", { term: option.label, strong: (chunks) => <span className="font-semibold text-brand">{chunks}</span> })}
      </span>
    );
  }
  return (
    <>
      <SearchIcon size={16} className="shrink-0 text-fg-muted" />
      <span className="truncate text-sm text-fg">{option.label}</span>
    </>
  );
}

/**
 * The combobox's popup (WAI-ARIA "combobox with listbox popup"): options are links, never focused
 * themselves; the input names the active one with aria-activedescendant. Pressing on an option keeps
 * focus in the input so the click lands.
 */
export function SearchSuggestions({ id, options, activeIndex, optionId, onChosen }: Props) {
  const t = useTranslations("Shell");
  const prefix = useLanguagePrefix();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t("suggestions")}
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-[9999] mt-[3px] max-h-[min(70vh,28rem)] overflow-y-auto rounded-xl border border-line bg-surface-raised py-1 shadow-lg"
    >
      {GROUPS.map((group) => {
        const members = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === group.kind);
        if (members.length === 0) return null;
        const headingId = `${id}-${group.kind}`;
        return (
          <div key={group.kind} role="group" aria-labelledby={headingId}>
            <div id={headingId} className={cx("px-3 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-wide text-fg-muted", group.kind === "did-you-mean" && "sr-only")}>
              {t(group.label)}
            </div>
            {members.map(({ option, index }) => (
              <Link
                key={option.href}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                href={withLanguagePrefix(prefix, option.href)}
                prefetch={false}
                tabIndex={-1}
                onClick={onChosen}
                className={cx("flex items-center gap-3 px-3 py-2 hover:bg-surface-muted", index === activeIndex && "bg-brand/10")}
              >
                <OptionBody option={option} />
              </Link>
            ))}
          </div>
        );
      })}
    </div>
  );
}
