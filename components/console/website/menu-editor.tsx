"use client";

import { useRouter } from "next/navigation";
import { useState, type KeyboardEvent } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import { saveWebsiteMenu } from "@/lib/api/console/website";
import { MENU_DEPTHS, SOCIAL_ICONS, type MenuItem, type MenuName } from "@/lib/api/schemas/console/website-menus";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { controlClass } from "@/components/forms/field-styles";
import { languageName } from "@/components/console/record-translations";
import { buttonClass } from "@/components/ui/button";
import { addChild, blankItem, depthOf, dropBefore, indentItem, moveItem, outdentItem, removeItem, toEditorItems, toMenuItems, updateItem, type EditorItem } from "./menu-tree";

const WORDS: Record<MenuName, { item: string; add: string; child: string }> = {
  navigation: { item: "item", add: "Add a menu item", child: "Add a sub-item" },
  footer: { item: "column", add: "Add a footer column", child: "Add a link" },
};

type RowProps = {
  menu: MenuName;
  /** The website's other languages, each with a label field per item. */
  languages: string[];
  item: EditorItem;
  depth: number;
  items: EditorItem[];
  change: (next: EditorItem[], announcement?: string) => void;
  dragged: string | null;
  setDragged: (key: string | null) => void;
};

const nameOf = (item: EditorItem) => item.name.trim() || "the new item";

/**
 * One item: its handle moves it (drag it onto another item, or focus it and use the arrow keys: up
 * and down among its neighbours, right into the item above, left out of its parent), its fields, and
 * its own items below it.
 */
function MenuRow({ menu, languages, item, depth, items, change, dragged, setDragged }: RowProps) {
  const maxDepth = MENU_DEPTHS[menu];
  const isColumn = menu === "footer" && depth === 1;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, () => EditorItem[]> = {
      ArrowUp: () => moveItem(items, item.key, -1),
      ArrowDown: () => moveItem(items, item.key, 1),
      ArrowRight: () => indentItem(items, item.key, maxDepth),
      ArrowLeft: () => outdentItem(items, item.key),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move();
    change(next, next === items ? `${nameOf(item)} cannot move that way` : `${nameOf(item)} moved: level ${depthOf(next, item.key)}`);
    // The handle keeps focus as React moves its row.
    requestAnimationFrame(() => document.getElementById(`handle-${item.key}`)?.focus());
  };
  const label = isColumn ? "Column heading" : "Name";
  return (
    <li
      className={`flex flex-col gap-2 rounded-md border border-line p-2 ${dragged === item.key ? "opacity-50" : ""}`}
      onDragOver={(event) => {
        if (dragged && dragged !== item.key) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (dragged) change(dropBefore(items, dragged, item.key, maxDepth));
        setDragged(null);
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          id={`handle-${item.key}`}
          draggable
          onDragStart={(event) => {
            event.stopPropagation();
            event.dataTransfer.setData("text/plain", item.key);
            setDragged(item.key);
          }}
          onDragEnd={() => setDragged(null)}
          onKeyDown={onKeyDown}
          aria-label={`Move ${nameOf(item)}`}
          aria-describedby={`move-help-${menu}`}
          className={buttonClass("ghost", "sm", "cursor-grab self-center")}
        >
          ⠿
        </button>
        <label className="flex min-w-40 flex-1 flex-col gap-1 text-sm text-fg">
          {label}
          <input className={controlClass} value={item.name} maxLength={60} required onChange={(event) => change(updateItem(items, item.key, { name: event.target.value }))} />
        </label>
        {isColumn ? null : (
          <label className="flex min-w-48 flex-[2] flex-col gap-1 text-sm text-fg">
            Link
            <input className={controlClass} value={item.link} placeholder="/products or https://…" onChange={(event) => change(updateItem(items, item.key, { link: event.target.value }))} />
          </label>
        )}
        {menu === "footer" && !isColumn ? (
          <label className="flex flex-col gap-1 text-sm text-fg">
            Social icon
            <select className={controlClass} value={item.icon ?? ""} onChange={(event) => change(updateItem(items, item.key, { icon: (event.target.value || null) as MenuItem["icon"] }))}>
              <option value="">None</option>
              {SOCIAL_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {icon}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {depth < maxDepth ? (
          <button type="button" className={buttonClass("outline", "sm")} onClick={() => change(addChild(items, item.key, blankItem()))}>
            {WORDS[menu].child}
            <span className="sr-only"> under {nameOf(item)}</span>
          </button>
        ) : null}
        <button type="button" className={buttonClass("danger", "sm")} onClick={() => change(removeItem(items, item.key), `${nameOf(item)} removed`)}>
          Remove<span className="sr-only"> {nameOf(item)}</span>
        </button>
      </div>
      {languages.length ? (
        <div className="ml-10 flex flex-wrap gap-2">
          {languages.map((language) => (
            <label key={language} className="flex min-w-40 flex-1 flex-col gap-1 text-sm text-fg">
              {label} in {languageName(language)}
              <input
                lang={language}
                className={controlClass}
                value={item.translations[language] ?? ""}
                maxLength={60}
                placeholder={item.name}
                onChange={(event) => change(updateItem(items, item.key, { translations: { ...item.translations, [language]: event.target.value } }))}
              />
            </label>
          ))}
        </div>
      ) : null}
      {item.children.length ? (
        <ol className="ml-6 flex flex-col gap-2" aria-label={`Under ${nameOf(item)}`}>
          {item.children.map((child) => (
            <MenuRow key={child.key} menu={menu} languages={languages} item={child} depth={depth + 1} items={items} change={change} dragged={dragged} setDragged={setDragged} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** Edits one whole menu and saves it at once; the server checks every name, link and level again. */
export function MenuEditor({ menu, title, initial, languages }: { menu: MenuName; title: string; initial: MenuItem[]; languages: string[] }) {
  const router = useRouter();
  const toast = useToast();
  const [items, setItems] = useState(() => toEditorItems(initial));
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState("");
  const [saving, setSaving] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const change = (next: EditorItem[], said?: string) => {
    setItems(next);
    if (said) setAnnouncement(said);
  };
  const save = async () => {
    setSaving(true);
    setProblem("");
    try {
      const saved = await saveWebsiteMenu(browserFetch, menu, { items: toMenuItems(items) });
      toast.success(saved.message);
      router.refresh();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby={`${menu}-heading`} className="flex flex-col gap-3">
      <h3 id={`${menu}-heading`} className="text-lg font-semibold text-fg">
        {title}
      </h3>
      <p id={`move-help-${menu}`} className="text-sm text-fg-muted">
        Drag an {WORDS[menu].item} by its handle, or focus the handle and use the arrow keys: up and down to reorder, right to put it under the one above, left to take it out. {MENU_DEPTHS[menu]} levels at most.
        {languages.length ? " A label left empty in another language shows the item's own name on that language's pages." : null}
      </p>
      <ol className="flex flex-col gap-2" aria-label={title}>
        {items.map((item) => (
          <MenuRow key={item.key} menu={menu} languages={languages} item={item} depth={1} items={items} change={change} dragged={dragged} setDragged={setDragged} />
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass("outline")} onClick={() => change(addChild(items, null, blankItem()))}>
          {WORDS[menu].add}
        </button>
        <button type="button" className={buttonClass("primary")} disabled={saving} onClick={save}>
          {saving ? "Saving…" : `Save ${title.toLowerCase()}`}
        </button>
      </div>
    </section>
  );
}
